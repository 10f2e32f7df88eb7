//! Press Forward ("Perks List › Press Forward (E)(A)"): "When you attack in melee, and your
//! opponent fails to Riposte, you may shove them one tile away from you, and optionally follow
//! them maintaining the same distance. If this would move them into a wall, they suffer 2
//! Strike Handicap and 2 Defense Handicap. If they would move into another creature, the
//! creature behind them suffers the same."
//!
//! The holder declares the perk with `UsePerk` for its Attack (the "you may"); once the Attack
//! and any Riposte are decided, the engine shoves the target one tile straight away from the
//! holder and offers the follow (`OfferKind::Follow`), which the GM takes or declines. What
//! "fails to Riposte" covers is table rule `fated_hand.fails_to_riposte`; whether the shoved
//! creature is hurt too when it meets another is `fated_hand.press_forward_collision`.

use std::borrow::Cow;

use super::command::Event;
use super::engagement::{breaks, forced_breaks};
use super::offers::{OfferKind, PerkOffer};
use super::perks::{FailsToRiposte, PressForwardCollision};
use super::state::{BattleState, CombatantId, Tile};
use crate::citation::Citation;
use crate::SystemId;

/// The perk's id.
pub(super) const PRESS_FORWARD: &str = "press_forward";

/// The heading every Press Forward line cites.
pub(super) const PRESS_FORWARD_RULE: Citation = Citation {
    system: SystemId::FatedHand,
    section: Cow::Borrowed("Perks List › Press Forward (E)(A)"),
};

/// "They suffer 2 Strike Handicap and 2 Defense Handicap."
const IMPACT: [i8; 3] = [2, 2, 0];

/// Whether the target failed to Riposte, read from the Attack's `events` under table rule
/// `fated_hand.fails_to_riposte`: by default unless its Riposte succeeded, or only when it took
/// none.
fn failed_to_riposte(
    state: &BattleState,
    attacker: CombatantId,
    target: CombatantId,
    events: &[Event],
) -> bool {
    let riposte = events.iter().find_map(|e| match e {
        Event::Attacked {
            attacker: by,
            target: at,
            riposte: true,
            success,
            ..
        } if *by == target && *at == attacker => Some(*success),
        _ => None,
    });
    match (state.rules.perks.fails_to_riposte, riposte) {
        (_, None) => true,
        (FailsToRiposte::NoSuccessfulRiposte, Some(success)) => !success,
        (FailsToRiposte::NoRiposteTaken, Some(_)) => false,
    }
}

/// The shove after a melee Attack by `attacker` on `target` for which `attacker` declared Press
/// Forward (`now` is the state after the Attack's `events`), added to `events`.
pub(super) fn shove(
    state: &BattleState,
    now: &BattleState,
    (attacker, target): (CombatantId, CombatantId),
    events: &mut Vec<Event>,
) {
    let (a, t) = (
        &now.combatants[usize::from(attacker)],
        &now.combatants[usize::from(target)],
    );
    if !a.active() || !t.active() || !failed_to_riposte(state, attacker, target, events) {
        return;
    }
    let (Some(grid), Some(from), Some(at)) = (&now.grid, a.position, t.position) else {
        // Without a grid the battle cannot tell what stands behind the target.
        events.push(Event::RulingNeeded {
            who: attacker,
            source: PRESS_FORWARD.to_owned(),
            effect: "Shove the target one tile away (2 Strike and 2 Defense Handicap against a \
                     wall; against a creature, the one behind takes it too): there is no grid \
                     to find the tile."
                .to_owned(),
        });
        return;
    };
    // "One tile away from you": the next tile on the line from the holder through the target.
    let beyond = Tile {
        x: at.x + (at.x - from.x).signum(),
        y: at.y + (at.y - from.y).signum(),
    };
    let behind = now
        .combatants
        .iter()
        .position(|c| !c.vanished && c.position == Some(beyond))
        .map(|i| i as CombatantId);
    let impact = |who: CombatantId| Event::PerkApplied {
        by: attacker,
        perk: PRESS_FORWARD.to_owned(),
        who,
        handicap: IMPACT,
        hand_size: 0,
        stealth_power: 0,
        coin: None,
    };
    if !grid.is_open(beyond) {
        events.push(Event::Shoved {
            by: attacker,
            who: target,
            to: None,
            into: None,
        });
        events.push(impact(target));
        return;
    }
    if let Some(other) = behind {
        events.push(Event::Shoved {
            by: attacker,
            who: target,
            to: None,
            into: Some(other),
        });
        if now.combatants[usize::from(other)].active() {
            events.push(impact(other));
        }
        if now.rules.perks.press_forward_collision == PressForwardCollision::Both {
            events.push(impact(target));
        }
        return;
    }
    // A shove is a move the target did not choose (table rule fated_hand.engagement_breaks).
    events.extend(forced_breaks(now, target));
    events.push(Event::Shoved {
        by: attacker,
        who: target,
        to: Some(beyond),
        into: None,
    });
    events.push(Event::PerkOffered {
        offer: PerkOffer {
            who: attacker,
            perk: PRESS_FORWARD.to_owned(),
            kind: OfferKind::Follow,
            target: Some(target),
            target_at: Some(at),
        },
    });
}

/// The follow, taken: the holder steps into the tile the shoved creature left, if it is still
/// open, keeping the distance ("optionally follow them maintaining the same distance"). A step
/// of its own: its Engagements break as any move's do.
pub(super) fn follow(
    state: &BattleState,
    who: CombatantId,
    to: Tile,
) -> Result<Vec<Event>, crate::RuleViolation> {
    let open = state.grid.as_ref().is_some_and(|g| g.is_open(to));
    let taken = state
        .combatants
        .iter()
        .any(|c| !c.vanished && c.position == Some(to));
    if !open || taken {
        return Err(crate::RuleViolation::new(
            PRESS_FORWARD_RULE,
            format!(
                "({}, {}) is no longer open: there is nowhere to follow to.",
                to.x, to.y
            ),
        ));
    }
    let mut events = breaks(state, who, true);
    events.push(Event::Followed { who, to });
    Ok(events)
}

/// Whether `c` declared Press Forward for the action under way.
pub(super) fn declared(c: &super::state::Combatant) -> bool {
    c.declared().has(PRESS_FORWARD)
}
