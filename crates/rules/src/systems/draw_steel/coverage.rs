//! Draw Steel's automation coverage: which abilities in a campaign's library the combat engine
//! resolves. Draw Steel's content is the GM's (the glossary prints none), so the report reads
//! the library it is given: standalone abilities and those inside classes, kits and monsters.

use super::content::{Ability, ActionType, Content, Effect};
use crate::citation::Citation;
use crate::coverage::{ContentCoverage, CoverageEntry, CoverageReport, Resolution};
use crate::SystemId;

/// The report over a library's content.
pub fn report<'a>(library: impl IntoIterator<Item = &'a Content>) -> CoverageReport {
    let mut entries = Vec::new();
    for piece in library {
        let (owner, abilities): (Option<&str>, &[Ability]) = match piece {
            Content::Ability(a) => (None, std::slice::from_ref(a)),
            Content::Class(c) => (Some(&c.name), &c.abilities),
            Content::Kit(k) => (Some(&k.name), &k.abilities),
            Content::Monster(m) => (Some(&m.name), &m.abilities),
            Content::Ancestry(_) => (None, &[]),
        };
        for ability in abilities {
            let (resolution, how) = ability_resolution(ability);
            let name = match owner {
                Some(owner) => format!("{owner} › {}", ability.name),
                None => ability.name.clone(),
            };
            entries.push(CoverageEntry {
                id: name.clone(),
                name,
                resolution,
                how: how.to_owned(),
                rule: Some(Citation::new(SystemId::DrawSteel, "Ability")),
            });
        }
    }
    CoverageReport {
        system: SystemId::DrawSteel,
        kinds: vec![ContentCoverage::new("abilities", "Abilities", entries)],
    }
}

/// How far the combat engine carries `ability`, and why, in one line.
pub fn ability_resolution(ability: &Ability) -> (Resolution, &'static str) {
    let effects = ability
        .tiers
        .iter()
        .flat_map(|tier| &tier.effects)
        .chain(&ability.effects);
    let (mut typed, mut text) = (0, 0);
    for effect in effects {
        match effect {
            Effect::Text { .. } => text += 1,
            _ => typed += 1,
        }
    }
    let rolls = !ability.roll.is_empty();
    if ability.action == ActionType::NoAction {
        return (
            Resolution::Gm,
            "Always in effect: the engine does not apply passive effects, the GM does.",
        );
    }
    let triggered = matches!(
        ability.action,
        ActionType::Triggered | ActionType::FreeTriggered
    );
    match (typed, text, rolls, triggered) {
        (0, 0, false, _) => (
            Resolution::Gm,
            "No effect is entered: the GM rules what it does.",
        ),
        (0, _, false, _) => (
            Resolution::Gm,
            "Its effects are text: the engine spends the action, the GM applies them.",
        ),
        (_, 0, _, true) => (
            Resolution::Partly,
            "The GM says when it triggers; the engine then resolves every effect.",
        ),
        (_, 0, _, false) => (
            Resolution::Engine,
            "The engine rolls it (if it rolls) and applies every effect.",
        ),
        (_, _, _, _) => (
            Resolution::Partly,
            "The engine rolls it and applies its typed effects; the GM applies its text.",
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::systems::draw_steel::content::starter::starter_set;

    #[test]
    fn the_report_reads_every_ability_of_the_library() {
        let set = starter_set();
        let report = report(set.content.iter());
        let abilities = &report.kinds[0];
        let expected: usize = set
            .content
            .iter()
            .map(|piece| match piece {
                Content::Ability(_) => 1,
                Content::Class(c) => c.abilities.len(),
                Content::Kit(k) => k.abilities.len(),
                Content::Monster(m) => m.abilities.len(),
                Content::Ancestry(_) => 0,
            })
            .sum();
        assert_eq!(abilities.entries.len(), expected);
        assert!(expected > 0);
        assert_eq!(
            (abilities.engine + abilities.partly + abilities.gm) as usize,
            expected
        );
    }

    #[test]
    fn an_ability_is_the_engines_when_every_effect_is_typed() {
        let set = starter_set();
        let mut all = set.content.iter().flat_map(|piece| match piece {
            Content::Ability(a) => std::slice::from_ref(a),
            Content::Class(c) => &c.abilities[..],
            Content::Kit(k) => &k.abilities[..],
            Content::Monster(m) => &m.abilities[..],
            Content::Ancestry(_) => &[],
        });
        let mut ability = all
            .find(|a| a.action == ActionType::MainAction && !a.roll.is_empty())
            .expect("a main-action ability with a power roll")
            .clone();
        for tier in &mut ability.tiers {
            tier.effects.retain(|e| !matches!(e, Effect::Text { .. }));
        }
        ability
            .effects
            .retain(|e| !matches!(e, Effect::Text { .. }));
        assert_eq!(ability_resolution(&ability).0, Resolution::Engine);
        // A line of text the engine cannot read hands that part to the GM.
        ability.effects.push(Effect::Text {
            text: "The target is marked.".to_owned(),
        });
        assert_eq!(ability_resolution(&ability).0, Resolution::Partly);
        // Triggered: the GM says when.
        ability.effects.pop();
        ability.action = ActionType::Triggered;
        assert_eq!(ability_resolution(&ability).0, Resolution::Partly);
        // Always in effect: never used, so the GM applies it.
        ability.action = ActionType::NoAction;
        assert_eq!(ability_resolution(&ability).0, Resolution::Gm);
        // Only text and no roll: the GM's.
        ability.action = ActionType::MainAction;
        ability.roll.clear();
        ability.tiers.clear();
        ability.effects = vec![Effect::Text {
            text: "Something happens.".to_owned(),
        }];
        assert_eq!(ability_resolution(&ability).0, Resolution::Gm);
    }
}
