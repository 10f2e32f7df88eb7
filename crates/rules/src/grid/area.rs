//! Area templates: the squares a burst, block, cone or line covers.

use serde::{Deserialize, Serialize};

use super::{Bounds, Direction, Footprint, Metric, Square};

/// An area of effect laid on the grid. [`AreaTemplate::squares`] lists what it covers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case", tag = "shape")]
pub enum AreaTemplate {
    /// Every square within `radius` of `centre` under the grid's metric, `centre`'s own squares
    /// included: ClockWork's "radius r covers the centre space plus r spaces out", Draw Steel's
    /// burst around a creature of any size (a radius 0 burst is the centre itself).
    Burst {
        /// The centre: a square or a large creature's space.
        centre: Footprint,
        /// How far out, in squares.
        radius: u16,
    },
    /// A `side × side` block of squares from its lowest corner: ClockWork's 2×2 square, Draw
    /// Steel's cube seen from above.
    Block {
        /// The block's squares.
        block: Footprint,
    },
    /// A cone from the square `origin` (not covered) in `direction`, `length` squares long. Along
    /// a row or column it widens 1, 3, 5 … squares at distances 1, 2, 3 … (ClockWork's cone):
    /// a square `forward` squares ahead is covered when it is at most `forward − 1` to the side.
    /// Along a diagonal it is the `length × length` block in that quadrant touching `origin`'s
    /// corner, which covers the same 1, 3, 5 … squares at king-move distances 1, 2, 3 …. The
    /// ClockWork rulebook describes only the cone along a row or column; the diagonal form is
    /// ours, so a system that offers it must make it a named table rule.
    Cone {
        /// Where it starts.
        origin: Square,
        /// Which way it points.
        direction: Direction,
        /// How far it reaches.
        length: u16,
    },
    /// `length` squares in a straight or diagonal line from `origin` (not covered).
    Line {
        /// Where it starts.
        origin: Square,
        /// Which way it runs.
        direction: Direction,
        /// How many squares.
        length: u16,
    },
}

impl AreaTemplate {
    /// The squares of `bounds` the area covers, each once, in reading order (row, then
    /// column). Only [`AreaTemplate::Burst`] reads `metric`; the other shapes are fixed.
    pub fn squares(self, metric: Metric, bounds: Bounds) -> Vec<Square> {
        let mut covered: Vec<Square> = match self {
            AreaTemplate::Burst { centre, radius } => {
                let reach = i32::from(radius);
                let side = i32::from(centre.side);
                let near = (-reach..side + reach).flat_map(|dy| {
                    (-reach..side + reach).filter_map(move |dx| centre.corner.offset(dx, dy))
                });
                near.filter(|square| {
                    centre.distance(Footprint::single(*square), metric) <= u32::from(radius)
                })
                .collect()
            }
            AreaTemplate::Block { block } => block.squares().collect(),
            AreaTemplate::Cone {
                origin,
                direction,
                length,
            } => cone(origin, direction, i32::from(length)),
            AreaTemplate::Line {
                origin,
                direction,
                length,
            } => {
                let (dx, dy) = direction.offset();
                (1..=i32::from(length))
                    .map_while(|n| origin.offset(i32::from(dx) * n, i32::from(dy) * n))
                    .collect()
            }
        };
        covered.retain(|square| bounds.contains(*square));
        covered.sort_by_key(|square| square.reading_order());
        covered.dedup();
        covered
    }
}

fn cone(origin: Square, direction: Direction, length: i32) -> Vec<Square> {
    let (dx, dy) = direction.offset();
    let (dx, dy) = (i32::from(dx), i32::from(dy));
    let mut covered = Vec::new();
    if direction.is_diagonal() {
        for a in 1..=length {
            for b in 1..=length {
                covered.extend(origin.offset(dx * a, dy * b));
            }
        }
    } else {
        // The side axis is the one the direction does not move along.
        let (sx, sy) = (dy.abs(), dx.abs());
        for forward in 1..=length {
            for side in -(forward - 1)..forward {
                covered.extend(origin.offset(dx * forward + sx * side, dy * forward + sy * side));
            }
        }
    }
    covered
}
