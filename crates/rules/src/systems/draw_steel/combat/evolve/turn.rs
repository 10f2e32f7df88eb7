//! Rounds and turns: who acts first, a round's start and end, a turn's start, its budget, its
//! end, and the end of the combat.

use super::super::command::Slot;
use super::super::state::{
    effective_speed, CombatState, CombatantId, Outcome, Phase, Side, Turn, TurnBudget,
};
use crate::systems::draw_steel::content::{ConditionKind, Duration};

pub(super) fn first_side(state: &mut CombatState, side: Side) {
    state.first_side = Some(side);
    state.phase = Phase::Round { next: side };
}

pub(super) fn round_started(state: &mut CombatState, round: u16, side: Side) {
    state.round = round;
    state.phase = Phase::Round { next: side };
    for combatant in &mut state.combatants {
        combatant.acted = false;
    }
    for squad in &mut state.squads {
        squad.waiting.clear();
    }
}

pub(super) fn turn_started(state: &mut CombatState, actor: CombatantId) {
    let Some(combatant) = state.combatants.get_mut(usize::from(actor)) else {
        return;
    };
    combatant.turns_started += 1;
    combatant.acted = true;
    let dazed = combatant.has(ConditionKind::Dazed);
    if let Some(squad) = combatant.squad {
        squad_turn_started(state, squad, actor);
    }
    state.turn = Some(Turn {
        actor,
        budget: TurnBudget::fresh(dazed),
        hidden_benefit: false,
    });
    if let Phase::Round { next } = state.phase {
        // Table rule draw_steel.turn_order (G20): the sides alternate, or a side finishes first.
        let (preferred, fallback) = if state.rules.turns_side_by_side {
            (next, next.other())
        } else {
            (next.other(), next)
        };
        state.phase = Phase::Round {
            next: if state.side_can_act(preferred) {
                preferred
            } else {
                fallback
            },
        };
    }
}

/// Table rule draw_steel.minion_squads: a member's turn is its squad's turn. Its standing
/// squadmates who have not acted wait for their parts of it, and count as having acted, so the
/// other side picks next only when the squad is done.
fn squad_turn_started(state: &mut CombatState, squad: u8, actor: CombatantId) {
    let Some(members) = state
        .squads
        .get(usize::from(squad))
        .map(|s| s.members.clone())
    else {
        return;
    };
    let mut waiting = Vec::with_capacity(members.len());
    for member in members {
        let Some(c) = state.combatants.get_mut(usize::from(member)) else {
            continue;
        };
        if member != actor && !c.acted && c.fate.can_act() {
            c.acted = true;
            waiting.push(member);
        }
    }
    if let Some(s) = state.squads.get_mut(usize::from(squad)) {
        s.waiting = waiting;
    }
}

/// The next member's part of its squad's turn: a fresh budget, the side's pick unchanged.
pub(super) fn squad_turn_passed(state: &mut CombatState, squad: u8, actor: CombatantId) {
    if let Some(s) = state.squads.get_mut(usize::from(squad)) {
        s.waiting.retain(|m| *m != actor);
    }
    let Some(combatant) = state.combatants.get_mut(usize::from(actor)) else {
        return;
    };
    combatant.turns_started += 1;
    combatant.acted = true;
    let dazed = combatant.has(ConditionKind::Dazed);
    state.turn = Some(Turn {
        actor,
        budget: TurnBudget::fresh(dazed),
        hidden_benefit: false,
    });
}

pub(super) fn use_slot(state: &mut CombatState, actor: CombatantId, slot: Slot) {
    let round = state.round;
    if slot == Slot::Free {
        // An opportunity attack records its free slot: the opportunity is spent ("Opportunity
        // Attack" gives one strike). Any other free action by the same creature while its
        // opportunity is open uses that moment too (a free triggered action, digest 4.5).
        state.opportunities.retain(|o| o.attacker != actor);
        return;
    }
    if slot == Slot::Triggered {
        if let Some(combatant) = state.combatants.get_mut(usize::from(actor)) {
            combatant.triggered_round = round;
        }
        return;
    }
    let Some(turn) = state.turn.as_mut().filter(|t| t.actor == actor) else {
        return;
    };
    let budget = &mut turn.budget;
    if budget.immediate_main
        && !matches!(slot, Slot::Main | Slot::MainAsManeuver | Slot::MainAsMove)
    {
        // The critical hit's extra main action had to be used at once (it may be converted,
        // digest A4); doing anything else forfeits it.
        budget.main = budget.main.saturating_sub(1);
        budget.immediate_main = false;
    }
    match slot {
        Slot::Main => {
            budget.main = budget.main.saturating_sub(1);
            budget.immediate_main = false;
        }
        Slot::Maneuver => budget.maneuver = budget.maneuver.saturating_sub(1),
        Slot::Move => budget.moves = budget.moves.saturating_sub(1),
        Slot::MainAsManeuver | Slot::MainAsMove => {
            budget.main = budget.main.saturating_sub(1);
            budget.immediate_main = false;
        }
        Slot::Triggered | Slot::Free => return,
    }
    if matches!(slot, Slot::Move | Slot::MainAsMove) {
        let speed = state
            .combatants
            .get(usize::from(actor))
            .map_or(0, |c| u16::from(effective_speed(c)));
        if let Some(turn) = state.turn.as_mut() {
            turn.budget.movement += speed;
        }
    }
    if let Some(turn) = state.turn.as_mut() {
        turn.budget.things += 1;
    }
}

pub(super) fn turn_ended(state: &mut CombatState) {
    let actor = state.turn.map(|t| t.actor);
    state.turn = None;
    // A squad whose waiting members have all fallen has no part of its turn left.
    let squad = actor.and_then(|a| state.get(a)).and_then(|c| c.squad);
    if let Some(index) = squad {
        let combatants = &state.combatants;
        if let Some(s) = state.squads.get_mut(usize::from(index)) {
            let can_act = |m: &CombatantId| {
                combatants
                    .get(usize::from(*m))
                    .is_some_and(|c| c.fate.can_act())
            };
            if !s.waiting.iter().any(can_act) {
                s.waiting.clear();
            }
        }
    }
}

pub(super) fn round_ended(state: &mut CombatState, round: u16) {
    if round == 1 {
        for combatant in &mut state.combatants {
            combatant.surprised = false;
        }
    }
}

pub(super) fn combat_ended(state: &mut CombatState, outcome: Outcome) {
    state.phase = Phase::Ended { outcome };
    state.turn = None;
    state.pending_moves.clear();
    for combatant in &mut state.combatants {
        combatant.surges = 0;
        combatant
            .conditions
            .retain(|c| !matches!(c.duration, Duration::SaveEnds | Duration::EndOfEncounter));
    }
}
