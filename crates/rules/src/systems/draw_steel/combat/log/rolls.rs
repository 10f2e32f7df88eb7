//! Power rolls, the tier each target reached (with its edges and banes), critical hits.

use super::super::command::{MapCheck, RollReason, TestRequest};
use super::super::state::{Combatant, CombatantId};
use super::words::{name, origin, said, Said};
use crate::citation::Citation;
use crate::random::DieRoll;
use crate::systems::draw_steel::characteristics::Characteristic;
use crate::systems::draw_steel::cite;

pub(super) fn power_rolled(
    cs: &[Combatant],
    user: CombatantId,
    ability: &str,
    dice: &[DieRoll; 2],
    characteristic: Option<(Characteristic, i8)>,
    natural: bool,
) -> Said {
    said(
        format!(
            "{} uses {ability}: 2d10 {} + {} ({}){}{}",
            name(cs, user),
            dice[0].value,
            dice[1].value,
            origin(dice[0].origin),
            characteristic
                .map(|(c, s)| format!(", {} {s:+}", c.name()))
                .unwrap_or_default(),
            if natural { ", a natural 19 or 20" } else { "" }
        ),
        Some(cite("Ability Roll")),
    )
}

#[allow(clippy::too_many_arguments)]
pub(super) fn test_made(
    cs: &[Combatant],
    request: &TestRequest,
    dice: &[DieRoll; 2],
    score: i8,
    reasons: &[RollReason],
    explanation: &str,
    reroll: bool,
    rule: &Citation,
) -> Said {
    Said {
        text: format!(
            "{} {} {} {} test: 2d10 {} + {} ({}), {} {score:+}; {explanation}",
            name(cs, request.who),
            if reroll {
                "rerolls (a hero token)"
            } else {
                "makes"
            },
            if matches!(
                request.characteristic,
                Characteristic::Agility | Characteristic::Intuition
            ) {
                "an"
            } else {
                "a"
            },
            request.characteristic.name(),
            dice[0].value,
            dice[1].value,
            origin(dice[0].origin),
            request.characteristic.name(),
        ),
        rule: Some(rule.clone()),
        details: reason_lines(reasons),
    }
}

fn reason_lines(reasons: &[RollReason]) -> Vec<String> {
    reasons
        .iter()
        .map(|r| {
            let what = match (r.edges, r.banes) {
                // A check left to the GM: its label names it.
                (0, 0) => return r.label.clone(),
                (e, 0) if e > 1 => format!("{e} edges"),
                (_, 0) => "edge".to_owned(),
                (0, b) if b > 1 => format!("{b} banes"),
                _ => "bane".to_owned(),
            };
            format!("{what}: {} ({})", r.label, r.rule.section)
        })
        .collect()
}

pub(super) fn tier_reached(
    cs: &[Combatant],
    target: CombatantId,
    reasons: &[RollReason],
    explanation: &str,
    rule: &Citation,
) -> Said {
    let details = reason_lines(reasons);
    Said {
        // The explanation ends with the tier the roll lands on (after any double edge or bane).
        text: format!("Against {}: {explanation}", name(cs, target)),
        rule: Some(rule.clone()),
        details,
    }
}

pub(super) fn critical_hit(cs: &[Combatant], user: CombatantId) -> Said {
    said(
        format!(
            "Critical hit: {} gains a main action to use at once",
            name(cs, user)
        ),
        Some(cite("Critical Hit")),
    )
}

pub(super) fn not_checked(
    cs: &[Combatant],
    user: CombatantId,
    target: CombatantId,
    checks: &[MapCheck],
) -> Said {
    let words: Vec<&str> = checks.iter().map(|c| c.words()).collect();
    let listed = match words.split_last() {
        Some((last, [])) => (*last).to_owned(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
        None => String::new(),
    };
    Said {
        text: format!(
            "Not checked: no map — {listed} from {} to {}; the GM judges",
            name(cs, user),
            name(cs, target)
        ),
        rule: checks.first().map(|c| cite(c.section())),
        details: checks
            .iter()
            .map(|c| format!("{}: not checked (no map)", c.section()))
            .collect(),
    }
}
