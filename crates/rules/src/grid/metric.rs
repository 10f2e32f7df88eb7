//! What a step costs, and so how far apart two squares are.

use serde::{Deserialize, Serialize};

use super::{Bounds, Direction, Square};

/// How a grid counts distance: which steps a creature may take and what each costs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Metric {
    /// A king's move: any of the 8 neighbours, each 1 square, so distance is the larger of the
    /// column and row gaps (Chebyshev). Draw Steel ("Adjacent": within 1 square, diagonals
    /// included), Fated Hand ("Geometry") and Lytharian Chess's range triggers.
    #[default]
    KingMoves,
    /// Diagonal steps alternately cost 1 and 2 squares (the 1-2-1 count of some d20 games), so
    /// distance is the larger gap plus half the smaller, rounded down. A table-rule option.
    /// Unlike the others it is not additive (two single diagonals cost 1 + 1, one double
    /// diagonal 3), so a path's cost must be summed with [`Metric::step_cost`].
    AlternatingDiagonals,
    /// Every diagonal step costs 2 squares, so a diagonal is never cheaper than going round the
    /// corner and distance is the sum of the gaps. ClockWork: "Diagonal movement costs 2 spaces
    /// per diagonal step".
    DiagonalsCostTwo,
    /// Only the 4 orthogonal neighbours are one step away (a rook's single step); distance is
    /// the sum of the gaps, as with [`Metric::DiagonalsCostTwo`], but a path never cuts a corner.
    OrthogonalOnly,
}

impl Metric {
    /// The distance in squares between two squares.
    pub fn distance(self, from: Square, to: Square) -> u32 {
        let (dx, dy) = from.gaps(to);
        self.distance_by_gaps(dx, dy)
    }

    /// The distance for a column gap `dx` and a row gap `dy`. Each metric is the cheapest
    /// path's cost, so it only depends on the two gaps.
    pub fn distance_by_gaps(self, dx: u32, dy: u32) -> u32 {
        let (long, short) = (dx.max(dy), dx.min(dy));
        match self {
            Metric::KingMoves => long,
            Metric::AlternatingDiagonals => long + short / 2,
            Metric::DiagonalsCostTwo | Metric::OrthogonalOnly => dx + dy,
        }
    }

    /// The directions one step may take.
    pub fn directions(self) -> &'static [Direction] {
        match self {
            Metric::OrthogonalOnly => &Direction::ORTHOGONAL,
            Metric::KingMoves | Metric::AlternatingDiagonals | Metric::DiagonalsCostTwo => {
                &Direction::ALL
            }
        }
    }

    /// What a step in `direction` costs after `diagonals_so_far` diagonal steps on the same
    /// path (only [`Metric::AlternatingDiagonals`] reads that count), or `None` when the
    /// metric allows no such step.
    pub fn step_cost(self, direction: Direction, diagonals_so_far: u32) -> Option<u32> {
        if !direction.is_diagonal() {
            return Some(1);
        }
        match self {
            Metric::KingMoves => Some(1),
            Metric::AlternatingDiagonals => Some(1 + diagonals_so_far % 2),
            Metric::DiagonalsCostTwo => Some(2),
            Metric::OrthogonalOnly => None,
        }
    }
}

/// The squares of `bounds` one step from `square` under `metric`, in [`Direction::ALL`] order.
pub fn neighbours(square: Square, bounds: Bounds, metric: Metric) -> impl Iterator<Item = Square> {
    metric
        .directions()
        .iter()
        .filter_map(move |direction| square.step(*direction))
        .filter(move |next| bounds.contains(*next))
}
