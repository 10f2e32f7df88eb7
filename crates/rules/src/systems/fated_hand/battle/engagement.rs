//! What breaks an Engagement ("Engagement", table rule `fated_hand.engagement_breaks`) and where a
//! fallen creature's body goes when a creature is moved onto its tile (table rule
//! `fated_hand.enter_incapacitated_tile`).

use super::command::Event;
use super::loop_rules::EngagementBreaks;
use super::state::{BattleState, CombatantId, Tile};

/// `mover`'s Engagements break as it moves; with `riposte`, each standing opponent may Riposte.
pub(super) fn breaks(state: &BattleState, mover: CombatantId, riposte: bool) -> Vec<Event> {
    let c = &state.combatants[usize::from(mover)];
    (0..state.combatants.len() as u8)
        .filter(|other| c.engaged_with(*other))
        .map(|other| Event::EngagementBroken {
            mover,
            other,
            riposte: riposte && state.combatants[usize::from(other)].active(),
        })
        .collect()
}

/// A move `mover` did not choose (a creature placed by a ruling) breaks its Engagements too;
/// whether it opens Ripostes is the table's.
pub(super) fn forced_breaks(state: &BattleState, mover: CombatantId) -> Vec<Event> {
    let riposte = state.rules.engagement_breaks == EngagementBreaks::AnyMove;
    breaks(state, mover, riposte)
}

/// The open tile nearest `from` (rings outward, rows then columns) holding nobody but those in
/// `leaving`, other than `from` itself; `None` on a grid with no room.
pub(super) fn nearest_open(
    state: &BattleState,
    from: Tile,
    leaving: &[CombatantId],
) -> Option<Tile> {
    let grid = state.grid.as_ref()?;
    let free =
        |tile: Tile| {
            grid.is_open(tile)
                && !state.combatants.iter().enumerate().any(|(i, c)| {
                    c.position == Some(tile) && !leaving.contains(&(i as CombatantId))
                })
        };
    let reach = grid.width.max(grid.height);
    for ring in 1..=reach {
        for y in from.y - ring..=from.y + ring {
            for x in from.x - ring..=from.x + ring {
                let tile = Tile { x, y };
                if from.distance(tile) == ring as u16 && free(tile) {
                    return Some(tile);
                }
            }
        }
    }
    None
}
