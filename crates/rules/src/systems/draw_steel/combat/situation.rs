//! The edges and banes the situation puts on one creature's roll against one target, each with
//! its reason and rule (digest §4.6 step 5; every distinct rule counts once, A24).

use super::command::{MapCheck, RollReason, TargetChoice};
use super::rules::CombatRules;
use super::state::{CombatState, CombatantId};
use crate::systems::draw_steel::cite;
use crate::systems::draw_steel::content::{ConditionKind, Keyword};
use crate::systems::draw_steel::geometry::{self, Terrain};
use crate::systems::draw_steel::power_roll::{
    EdgeBaneNetting, NaturalOverride, PowerRollInput, PowerRollRules,
};

/// What the roll is for, as far as edges and banes care.
#[derive(Clone, Copy, Debug)]
pub struct RollShape {
    /// A strike (targets picked one by one).
    pub strike: bool,
    /// A melee ability.
    pub melee: bool,
    /// It deals damage (cover only hinders those).
    pub damaging: bool,
}

/// The power-roll table rules a combat plays by.
pub fn roll_rules(rules: &CombatRules) -> PowerRollRules {
    PowerRollRules {
        netting: if rules.edges_cancel_one_for_one {
            EdgeBaneNetting::CapThenCancel
        } else {
            EdgeBaneNetting::MixedCancel
        },
        natural: if rules.natural_beats_double_bane {
            NaturalOverride::AfterShift
        } else {
            NaturalOverride::BeforeShift
        },
        ..PowerRollRules::default()
    }
}

/// Counts edges and banes of `user` against `choice.target`; `targets` are all the ability's
/// targets (taunted and grabbed care whether the taunter or grabber is among them). Reasons are
/// pushed only when `reasons` is given, so the simulator pays nothing for them.
pub fn edges_and_banes(
    state: &CombatState,
    user: CombatantId,
    choice: &TargetChoice,
    targets: &[TargetChoice],
    shape: RollShape,
    mut reasons: Option<&mut Vec<RollReason>>,
) -> (u8, u8) {
    let (Some(attacker), Some(target)) = (state.get(user), state.get(choice.target)) else {
        return (0, 0);
    };
    let mut edges = 0u8;
    let mut banes = 0u8;
    let mut add = |e: u8, b: u8, label: &str, entry: &'static str| {
        edges += e;
        banes += b;
        if let Some(list) = reasons.as_deref_mut() {
            list.push(RollReason {
                edges: e,
                banes: b,
                label: label.to_owned(),
                rule: cite(entry),
            });
        }
    };
    let targeted =
        |who: Option<CombatantId>| who.is_some_and(|w| targets.iter().any(|t| t.target == w));

    // Edges.
    if shape.melee && shape.strike {
        if attacker.space().is_none() || target.space().is_none() {
            // No map: the engine cannot tell, so the explanation says the GM judges.
            add(0, 0, MapCheck::Flanking.label(), "Flanking");
        } else if flanked(state, user, choice.target) {
            add(1, 0, "Flanking the target", "Flanking");
        }
    }
    if shape.melee && target.has(ConditionKind::Prone) {
        add(1, 0, "Melee against a prone target", "Prone");
    }
    if target.has(ConditionKind::Restrained) {
        add(1, 0, "The target is restrained", "Restrained");
    }
    if target.surprised && state.round <= 1 {
        add(1, 0, "The target is surprised", "Surprised");
    }
    let hidden_benefit = state
        .turn
        .is_some_and(|t| t.actor == user && t.hidden_benefit);
    if attacker.hidden || hidden_benefit {
        add(1, 0, "The attacker is hidden", "Hide");
    }
    if target.has_from(ConditionKind::Frightened, user) {
        add(
            1,
            0,
            "The target is frightened of the attacker",
            "Frightened",
        );
    }
    if choice.edges > 0 {
        add(choice.edges, 0, "Granted by the GM", "Edge");
    }

    // Banes.
    if shape.damaging {
        if choice.cover {
            add(0, 1, "The target has cover", "Cover");
        } else if let Some(object) = object_cover(state, attacker, target) {
            add(
                0,
                1,
                &format!("The target has cover behind {}", object),
                "Cover",
            );
        }
    }
    let in_concealing = state
        .grid
        .as_ref()
        .zip(target.position)
        .is_some_and(|(grid, pos)| grid.get(pos) == Some(Terrain::Concealing));
    if shape.strike && (choice.concealed || target.invisible || in_concealing) {
        let label = if target.invisible {
            "The target is invisible"
        } else {
            "The target has concealment"
        };
        add(
            0,
            1,
            label,
            if target.invisible {
                "Invisible"
            } else {
                "Concealment"
            },
        );
    }
    if shape.strike && attacker.has(ConditionKind::Prone) {
        add(0, 1, "A prone attacker's strike", "Prone");
    }
    if attacker.has(ConditionKind::Restrained) {
        add(0, 1, "The attacker is restrained", "Restrained");
    }
    if attacker.has(ConditionKind::Weakened) {
        add(0, 1, "The attacker is weakened", "Weakened");
    }
    if attacker.has_from(ConditionKind::Frightened, choice.target) {
        add(0, 1, "Rolling against the source of its fear", "Frightened");
    }
    let grabbers = attacker
        .conditions
        .iter()
        .filter(|c| c.kind == ConditionKind::Grabbed)
        .map(|c| c.source);
    if grabbers.clone().next().is_some() && !grabbers.clone().any(targeted) {
        add(0, 1, "Grabbed, and not targeting the grabber", "Grabbed");
    }
    let mut taunters = attacker
        .conditions
        .iter()
        .filter(|c| c.kind == ConditionKind::Taunted)
        .map(|c| c.source);
    if taunters.clone().next().is_some() && !taunters.any(targeted) {
        add(0, 2, "Taunted, and not targeting the taunter", "Taunted");
    }
    if choice.banes > 0 {
        add(0, choice.banes, "Imposed by the GM", "Bane");
    }
    (edges, banes)
}

/// The placed object that gives `target` cover from `attacker`, if one does: with the objects
/// solid, some but not most of the target's corners are hidden from the attacker's best corner
/// where the bare map hides none of them ("Cover"; walls stay the GM's call per attack).
fn object_cover<'a>(
    state: &'a CombatState,
    attacker: &super::state::Combatant,
    target: &super::state::Combatant,
) -> Option<&'a str> {
    if state.objects.is_empty() {
        return None;
    }
    let (grid, from, to) = (state.grid.as_ref()?, attacker.space()?, target.space()?);
    let solid = state.obstructions()?;
    if geometry::cover_hint(&solid, from, to) != geometry::CoverHint::Cover
        || geometry::cover_hint(grid, from, to) != geometry::CoverHint::Clear
    {
        return None;
    }
    // Name the nearest object to the target.
    state
        .objects
        .iter()
        .min_by_key(|o| geometry::distance(o.space(), to))
        .map(|o| o.name.as_str())
}

/// Whether an ally of `user` stands on the opposite side of `target` ("Flanking").
pub fn flanked(state: &CombatState, user: CombatantId, target: CombatantId) -> bool {
    let (Some(attacker), Some(enemy)) = (state.get(user), state.get(target)) else {
        return false;
    };
    let (Some(from), Some(at)) = (attacker.space(), enemy.space()) else {
        return false;
    };
    state.combatants.iter().enumerate().any(|(index, ally)| {
        index != usize::from(user)
            && ally.side == attacker.side
            && ally.fate == super::state::Fate::Standing
            && ally
                .space()
                .is_some_and(|space| geometry::flanking(from, space, at))
    })
}

/// The shape of a roll with an ability's keywords.
pub fn shape_of(keywords: &[Keyword], damaging: bool, melee_now: bool) -> RollShape {
    RollShape {
        strike: keywords.contains(&Keyword::Strike),
        melee: melee_now,
        damaging,
    }
}

/// The power-roll input of an ability roll.
pub fn ability_input(
    rules: &CombatRules,
    score: i8,
    main_action: bool,
    edges: u8,
    banes: u8,
) -> PowerRollInput {
    PowerRollInput {
        edges,
        banes,
        rules: roll_rules(rules),
        ..PowerRollInput::ability(score, main_action)
    }
}
