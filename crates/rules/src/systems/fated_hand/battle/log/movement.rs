//! Moving, Hauling and Retreat.

use super::super::state::{BattleState, CombatantId, Tile};
use super::words::{line, name, tile, LogLine};

pub(super) fn moved(state: &BattleState, who: CombatantId, tiles: u8, to: Option<Tile>) -> LogLine {
    match to {
        Some(to) => line(
            format!(
                "{} moves {tiles} tiles to ({}, {}).",
                name(state, who),
                to.x,
                to.y
            ),
            "Move",
        ),
        None => line(format!("{} moves {tiles} tiles.", name(state, who)), "Move"),
    }
}

pub(super) fn hauled(
    state: &BattleState,
    who: CombatantId,
    target: Option<CombatantId>,
    to: Option<Tile>,
) -> LogLine {
    let what = target.map_or_else(|| "an object".to_owned(), |t| name(state, t));
    let place = to.map(|t| format!(" to {}", tile(t))).unwrap_or_default();
    line(
        format!(
            "{} hauls {what}{place}, paying 1 Movement.",
            name(state, who)
        ),
        "Haul",
    )
}

pub(super) fn retreat_attempted(state: &BattleState, agreed: &[CombatantId]) -> LogLine {
    line(
        format!(
            "The party tries to Retreat ({} agree: {}); every foe may riposte a party member it can reach.",
            agreed.len(),
            agreed.iter().map(|id| name(state, *id)).collect::<Vec<_>>().join(", ")
        ),
        "Retreat",
    )
}

pub(super) fn retreat_resolved(success: bool) -> LogLine {
    if success {
        line(
            "No foe's Riposte landed: the party gets away.".to_owned(),
            "Retreat",
        )
    } else {
        line(
            "A Riposte landed: the Retreat fails, and no new attempt is allowed until someone acts."
                .to_owned(),
            "Retreat",
        )
    }
}

fn arm_name(state: &BattleState, who: CombatantId, arm: usize) -> String {
    state
        .combatant(who)
        .and_then(|c| c.arms.get(arm))
        .map_or_else(|| format!("arm {arm}"), |a| a.name.clone())
}

pub(super) fn unloaded(state: &BattleState, who: CombatantId, arm: usize) -> LogLine {
    let cost = state
        .combatant(who)
        .and_then(|c| c.arms.get(arm))
        .map_or(0, |a| a.reload_cost);
    line(
        format!(
            "{}'s {} is empty until reloaded for {} (table rule: Reloading).",
            name(state, who),
            arm_name(state, who, arm),
            movement_words(cost)
        ),
        "Arms List",
    )
}

pub(super) fn reloaded(state: &BattleState, who: CombatantId, arm: usize, movement: u8) -> LogLine {
    line(
        format!(
            "{} reloads the {}, paying {} (table rule: Reloading).",
            name(state, who),
            arm_name(state, who, arm),
            movement_words(movement)
        ),
        "Arms List",
    )
}

fn movement_words(movement: u8) -> String {
    format!("{movement} Movement")
}
