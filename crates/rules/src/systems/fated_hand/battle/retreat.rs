//! The party's Retreat ("Retreat").
//!
//! Half of the active party members, rounded up, must agree; no party member may be Engaged;
//! every party member still standing must have started its turn this round; and no creature may
//! be in the middle of an action (the engine resolves each command whole, so only the phase
//! matters: during the Initiative Countdown, between actions). Every foe may then riposte one
//! party member it can target; a single successful Riposte makes the attempt fail, and the party
//! may not try again until some creature has acted. Otherwise the battle ends in a Retreat.

use super::attack::{after, riposte_events, targetable, Aim};
use super::check::{combatant, refuse, Decision};
use super::command::{Event, RetreatRiposte};
use super::rules::RetreatQuorum;
use super::state::{BattleState, CombatantId, Outcome, Phase, Side};

/// The party members who count for the quorum: standing, not summoned.
fn active_party(
    state: &BattleState,
) -> impl Iterator<Item = (CombatantId, &super::state::Combatant)> {
    state
        .combatants
        .iter()
        .enumerate()
        .map(|(i, c)| (i as CombatantId, c))
        .filter(|(_, c)| c.side == Side::Party && c.active() && !c.is_summon())
}

/// How many members must agree: half of `active`, rounded up.
pub(super) const fn quorum(active: usize) -> usize {
    active.div_ceil(2)
}

pub(super) fn retreat(
    state: &BattleState,
    agree: &[CombatantId],
    ripostes: &[RetreatRiposte],
) -> Decision {
    let current =
        match state.phase {
            Phase::Countdown { .. } => None,
            Phase::Turn { actor, .. } => Some(actor),
            _ => return Err(refuse(
                "Retreat",
                "A Retreat is attempted during the Initiative Countdown, once every party member \
                 has started a turn this round.",
            )),
        };
    if state.retreat_blocked {
        return Err(refuse(
            "Retreat",
            "The last Retreat failed: no new attempt until some creature has taken another action.",
        ));
    }
    let members: Vec<(CombatantId, &super::state::Combatant)> = active_party(state).collect();
    // Who counts toward the quorum is table rule fated_hand.retreat_quorum; only standing
    // members can agree either way.
    let counted = match state.rules.retreat_quorum {
        RetreatQuorum::UprightMembers => members.len(),
        RetreatQuorum::AllMembers => state
            .combatants
            .iter()
            .filter(|c| c.side == Side::Party && !c.is_summon())
            .count(),
    };
    let needed = quorum(counted);
    let mut agreed: Vec<CombatantId> = Vec::new();
    for who in agree {
        let c = combatant(state, *who)?;
        if !members.iter().any(|(id, _)| id == who) {
            return Err(refuse(
                "Retreat",
                format!("{} is not an active party member and has no say.", c.name),
            ));
        }
        if !agreed.contains(who) {
            agreed.push(*who);
        }
    }
    if agreed.len() < needed {
        return Err(refuse(
            "Retreat",
            format!(
                "{} of {} active party members agree; half, rounded up, is {needed}.",
                agreed.len(),
                members.len()
            ),
        ));
    }
    if let Some((_, c)) = members.iter().find(|(_, c)| c.engaged != 0) {
        return Err(refuse(
            "Retreat",
            format!("{} is Engaged: no party member may be.", c.name),
        ));
    }
    if let Some((_, c)) = members
        .iter()
        .find(|(id, c)| !c.acted && current != Some(*id))
    {
        return Err(refuse(
            "Retreat",
            format!("{} has not started a turn this round.", c.name),
        ));
    }
    let mut events = vec![Event::RetreatAttempted {
        agreed: agreed.clone(),
    }];
    let mut ripostes_so_far: Vec<CombatantId> = Vec::new();
    let mut failed = false;
    for r in ripostes {
        let foe = combatant(state, r.riposter)?;
        let target = combatant(state, r.target)?;
        if foe.side != Side::Foes || !foe.active() {
            return Err(refuse(
                "Retreat",
                format!("{} is not a standing foe and cannot riposte.", foe.name),
            ));
        }
        if ripostes_so_far.contains(&r.riposter) {
            return Err(refuse(
                "Retreat",
                format!("{} already riposted this Retreat.", foe.name),
            ));
        }
        if target.side != Side::Party {
            return Err(refuse(
                "Retreat",
                format!("{} is not retreating.", target.name),
            ));
        }
        targetable(target)?;
        ripostes_so_far.push(r.riposter);
        // Each Riposte meets the party member as the earlier ones left it.
        let now = after(state, &events);
        let riposte = riposte_events(
            &now,
            r.riposter,
            r.target,
            r.defend,
            Aim::at_distance(r.distance),
        )?;
        failed |= riposte.iter().any(|e| {
            matches!(
                e,
                Event::Attacked {
                    riposte: true,
                    success: true,
                    ..
                }
            )
        });
        events.extend(riposte);
    }
    events.push(Event::RetreatResolved { success: !failed });
    if !failed {
        events.push(Event::BattleEnded {
            outcome: Outcome::Retreat,
        });
    }
    Ok(events)
}
