//! Walking in a straight line until something stops you: chess sliders, charges, pushes.

use serde::{Deserialize, Serialize};

use super::{Bounds, Direction, Square};

/// Why a [`ray`] stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum RayStop {
    /// The next square is off the board.
    Edge,
    /// The next square is blocked: a slider may capture or attack what stands there.
    Blocked(Square),
    /// The walk took as many steps as it was allowed.
    Limit,
}

/// The squares a walk passed through, in order, and why it stopped.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
pub struct Ray {
    /// Open squares entered, nearest first; the start and the blocker are not among them.
    pub squares: Vec<Square>,
    /// What ended it.
    pub stop: RayStop,
}

impl Ray {
    /// The blocking square, if a blocker ended the walk.
    pub fn blocker(&self) -> Option<Square> {
        match self.stop {
            RayStop::Blocked(square) => Some(square),
            RayStop::Edge | RayStop::Limit => None,
        }
    }
}

/// Walks from `from` (not included) step by step in `direction`, through open squares, until
/// the next square is off `bounds`, `blocked`, or `limit` steps have been taken (`None` for no
/// limit). A queen's moves are the union of the rays in all 8 directions; a pawn's double step
/// is a ray of limit 2.
pub fn ray(
    from: Square,
    direction: Direction,
    bounds: Bounds,
    limit: Option<u32>,
    blocked: impl Fn(Square) -> bool,
) -> Ray {
    let mut squares = Vec::new();
    let stop = ray_into(from, direction, bounds, limit, blocked, &mut squares);
    Ray { squares, stop }
}

/// [`ray`] into a buffer the caller keeps: the open squares are appended to `out` (not cleared
/// first), so a move generator walking many rays allocates nothing once `out` has grown.
pub fn ray_into(
    from: Square,
    direction: Direction,
    bounds: Bounds,
    limit: Option<u32>,
    blocked: impl Fn(Square) -> bool,
    out: &mut Vec<Square>,
) -> RayStop {
    ray_each(from, direction, bounds, limit, blocked, |square| {
        out.push(square)
    })
}

/// [`ray`] handing each open square to `visit` as it is entered, nearest first: no buffer at
/// all.
pub fn ray_each(
    from: Square,
    direction: Direction,
    bounds: Bounds,
    limit: Option<u32>,
    blocked: impl Fn(Square) -> bool,
    mut visit: impl FnMut(Square),
) -> RayStop {
    let limit = limit.map_or(usize::MAX, |limit| {
        usize::try_from(limit).unwrap_or(usize::MAX)
    });
    let mut at = from;
    let mut steps = 0usize;
    loop {
        if steps >= limit {
            return RayStop::Limit;
        }
        let Some(next) = at.step(direction).filter(|next| bounds.contains(*next)) else {
            return RayStop::Edge;
        };
        if blocked(next) {
            return RayStop::Blocked(next);
        }
        visit(next);
        steps += 1;
        at = next;
    }
}
