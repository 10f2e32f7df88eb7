//! Line of Sight on the grid ("Line of Sight").
//!
//! The rulebook asks whether *any* point of the shooter's tile can be joined to *any* point of
//! the target's tile by a line that passes through no obstruction. Tablekeep's convention, exact
//! and deterministic in integer arithmetic:
//!
//! - each tile is a unit square; every tile is scaled by [`SCALE`] so all coordinates are integers;
//! - "any point" is sampled at nine points strictly inside each tile (offsets 1/8, 1/2 and 7/8 of
//!   a tile on each axis), so up to 81 lines are tried, centre to centre first;
//! - an obstruction is a *closed* square: a line that touches its edge or corner is blocked, so a
//!   shot never squeezes between two walls that meet at a corner;
//! - obstructions are walls and every creature that is not Incapacitated, except the shooter and
//!   the target themselves ("Walls, creatures, and detritus all obstruct"; detritus is the GM's,
//!   who can add it to the grid's walls).
//!
//! Sight is clear when at least one sampled line is free.

use super::state::{BattleState, Tile};

/// Sub-tile units per tile.
const SCALE: i32 = 8;
/// Sample offsets inside a tile, in sub-tile units: centre first.
const OFFSETS: [i32; 3] = [4, 1, 7];

/// A closed axis-aligned square, in sub-tile units.
#[derive(Clone, Copy)]
struct Square {
    x0: i32,
    y0: i32,
    x1: i32,
    y1: i32,
}

impl Square {
    fn of(tile: Tile) -> Square {
        let (x, y) = (i32::from(tile.x) * SCALE, i32::from(tile.y) * SCALE);
        Square {
            x0: x,
            y0: y,
            x1: x + SCALE,
            y1: y + SCALE,
        }
    }

    /// Whether the segment `p`–`q` meets the closed square (separating-axis test: the two
    /// bounding boxes overlap and the square's corners are not all strictly on one side).
    fn meets(self, p: (i32, i32), q: (i32, i32)) -> bool {
        if p.0.max(q.0) < self.x0
            || p.0.min(q.0) > self.x1
            || p.1.max(q.1) < self.y0
            || p.1.min(q.1) > self.y1
        {
            return false;
        }
        let side = |cx: i32, cy: i32| {
            i64::from(q.0 - p.0) * i64::from(cy - p.1) - i64::from(q.1 - p.1) * i64::from(cx - p.0)
        };
        let corners = [
            side(self.x0, self.y0),
            side(self.x1, self.y0),
            side(self.x0, self.y1),
            side(self.x1, self.y1),
        ];
        !(corners.iter().all(|s| *s > 0) || corners.iter().all(|s| *s < 0))
    }
}

/// The obstructions between two tiles: walls and standing creatures elsewhere.
fn obstructions(state: &BattleState, from: Tile, to: Tile) -> Vec<Square> {
    let mut found: Vec<Square> = Vec::new();
    if let Some(grid) = &state.grid {
        found.extend(grid.walls.iter().map(|t| Square::of(*t)));
    }
    found.extend(
        state
            .combatants
            .iter()
            .filter(|c| c.active())
            .filter_map(|c| c.position)
            .filter(|t| *t != from && *t != to)
            .map(Square::of),
    );
    // Only squares inside the box spanned by the two tiles can matter.
    let (lo_x, hi_x) = (from.x.min(to.x), from.x.max(to.x));
    let (lo_y, hi_y) = (from.y.min(to.y), from.y.max(to.y));
    found.retain(|s| {
        let (x, y) = (s.x0 / SCALE, s.y0 / SCALE);
        (i32::from(lo_x)..=i32::from(hi_x)).contains(&x)
            && (i32::from(lo_y)..=i32::from(hi_y)).contains(&y)
    });
    found
}

/// Whether a creature on `from` can see `to` (module docs give the convention).
pub fn line_of_sight(state: &BattleState, from: Tile, to: Tile) -> bool {
    if from == to {
        return true;
    }
    let blockers = obstructions(state, from, to);
    if blockers.is_empty() {
        return true;
    }
    let points = |tile: Tile| {
        let (x, y) = (i32::from(tile.x) * SCALE, i32::from(tile.y) * SCALE);
        OFFSETS
            .iter()
            .flat_map(move |dx| OFFSETS.iter().map(move |dy| (x + dx, y + dy)))
    };
    points(from).any(|p| points(to).any(|q| blockers.iter().all(|b| !b.meets(p, q))))
}

/// The convention in one sentence, for refusals.
pub const CONVENTION: &str = "Tablekeep joins 9 points inside each tile (centre and near the \
corners and edges) and needs one line that touches no wall and no standing creature";
