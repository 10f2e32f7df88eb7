//! A creature's turn: its start, its Primary Action, the Offhand Action, its end.

use super::super::state::{BattleState, CombatantId};
use super::words::{line, name, LogLine};

pub(super) fn turn_began(state: &BattleState, who: CombatantId, movement: i16) -> LogLine {
    line(
        format!(
            "\"To action!\" {} takes a turn with {movement} Movement.",
            name(state, who)
        ),
        "Initiative Countdown",
    )
}

pub(super) fn primary_action(state: &BattleState, who: CombatantId) -> LogLine {
    line(
        format!("{} spends the Primary Action.", name(state, who)),
        "Basic Actions",
    )
}

pub(super) fn offhand_ready(state: &BattleState, who: CombatantId, arm: usize) -> LogLine {
    let arm_name = state
        .combatant(who)
        .and_then(|c| c.arms.get(arm))
        .map_or_else(|| format!("arm {arm}"), |a| a.name.clone());
    line(
        format!(
            "{} takes the round's Offhand Action: {arm_name} counts as the Main Arm for the next action.",
            name(state, who)
        ),
        "Offhand Action",
    )
}

pub(super) fn turn_ended(state: &BattleState, who: CombatantId) -> LogLine {
    line(
        format!("{} ends the turn.", name(state, who)),
        "Initiative Countdown",
    )
}
