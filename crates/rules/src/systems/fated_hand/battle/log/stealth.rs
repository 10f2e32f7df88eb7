//! Stealth Power, Sneak and being Revealed.

use super::super::state::{BattleState, CombatantId, Tile};
use super::words::{explained, line, name, tile, LogLine};
use crate::citation::Explained;

pub(super) fn stealth_gained(state: &BattleState, who: CombatantId, gain: &Explained) -> LogLine {
    explained(
        format!(
            "{}'s Stealth Power changes by {:+} in the Planning Phase.",
            name(state, who),
            gain.value
        ),
        "Sneak",
        vec![gain.clone()],
    )
}

pub(super) fn sneaked(
    state: &BattleState,
    who: CombatantId,
    roll: u8,
    power: i16,
    hidden: bool,
) -> LogLine {
    line(
        format!(
            "{} tries to Sneak: d12 shows {roll} against Stealth Power {power} — {}.",
            name(state, who),
            if hidden {
                "at or under it, now Hidden".to_owned()
            } else {
                format!("over it, Stealth Power drops to {}", (power - 3).max(0))
            }
        ),
        "Sneak",
    )
}

pub(super) fn reveal_rolled(
    state: &BattleState,
    who: CombatantId,
    hostile: CombatantId,
    roll: u8,
    revealed: bool,
) -> LogLine {
    line(
        format!(
            "{} shares a tile with {}: d12 shows {roll} — {}.",
            name(state, who),
            name(state, hostile),
            if revealed {
                "it reaches the Stealth Power, Revealed"
            } else {
                "below the Stealth Power, still Hidden"
            }
        ),
        "Sneak",
    )
}

pub(super) fn revealed(
    state: &BattleState,
    who: CombatantId,
    by: Option<CombatantId>,
    to: Option<Tile>,
) -> LogLine {
    let how = by.map_or_else(
        || " and steps out of hiding".to_owned(),
        |b| format!(", found by {}", name(state, b)),
    );
    let step = to
        .map(|t| format!("; it steps to {} at no Movement cost", tile(t)))
        .unwrap_or_default();
    line(
        format!("{} is Revealed{how}{step}.", name(state, who)),
        "Sneak",
    )
}
