//! One square grid for every system that plays on a map or a board.
//!
//! Draw Steel, Fated Hand, Lytharian Chess and ClockWork all count squares, but disagree on
//! what a diagonal step costs. So the grid's geometry is written once here and the cost of a
//! step is a [`Metric`] the system (or a table rule) picks:
//!
//! - [`Square`], [`Bounds`] and [`Direction`]: positions, the board's edges and the 8 compass
//!   steps;
//! - [`Metric`] and [`neighbours`]: distance and the squares one step away;
//! - [`Footprint`]: a creature filling n × n squares, and the distance between two of them;
//! - [`ray`]: a slider's walk until the edge or a blocker ([`Occupancy`] tracks who blocks);
//! - [`AreaTemplate`]: bursts, blocks, cones and lines, as the sorted squares they cover.
//!
//! Everything is exact integer arithmetic and deterministic: the same inputs give the same
//! squares in the same order. Squares outside `i16` are never produced; a walk or template that
//! would reach one stops there.

use serde::{Deserialize, Serialize};

mod area;
mod metric;
mod occupancy;
mod ray;
#[cfg(test)]
mod tests;

pub use area::AreaTemplate;
pub use metric::{neighbours, Metric};
pub use occupancy::{Occupancy, OccupancyError, Placed};
pub use ray::{ray, ray_each, ray_into, Ray, RayStop};

/// A square of the grid, by column `x` and row `y`; row 0 is the top of a map drawn as text.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "GridSquare"),
    schemars(rename = "GridSquare")
)]
pub struct Square {
    /// Column.
    pub x: i16,
    /// Row.
    pub y: i16,
}

impl Square {
    /// The square at column `x`, row `y`.
    pub const fn new(x: i16, y: i16) -> Square {
        Square { x, y }
    }

    /// The square `dx` columns and `dy` rows away, if its coordinates fit.
    pub fn offset(self, dx: i32, dy: i32) -> Option<Square> {
        let x = i16::try_from(i32::from(self.x) + dx).ok()?;
        let y = i16::try_from(i32::from(self.y) + dy).ok()?;
        Some(Square { x, y })
    }

    /// The square one step away in `direction`.
    pub fn step(self, direction: Direction) -> Option<Square> {
        let (dx, dy) = direction.offset();
        self.offset(i32::from(dx), i32::from(dy))
    }

    /// Column and row distance to `other`, as non-negative numbers.
    pub fn gaps(self, other: Square) -> (u32, u32) {
        (
            (i32::from(self.x) - i32::from(other.x)).unsigned_abs(),
            (i32::from(self.y) - i32::from(other.y)).unsigned_abs(),
        )
    }

    /// Row first, then column: the reading order every list of squares here comes in.
    pub fn reading_order(self) -> (i16, i16) {
        (self.y, self.x)
    }
}

/// The board: `width × height` squares from (0, 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
pub struct Bounds {
    /// Columns.
    pub width: u16,
    /// Rows.
    pub height: u16,
}

impl Bounds {
    /// A board of `width` columns and `height` rows.
    pub const fn new(width: u16, height: u16) -> Bounds {
        Bounds { width, height }
    }

    /// Whether `square` is on the board.
    pub fn contains(self, square: Square) -> bool {
        square.x >= 0
            && square.y >= 0
            && i32::from(square.x) < i32::from(self.width)
            && i32::from(square.y) < i32::from(self.height)
    }

    /// Whether every square of `footprint` is on the board.
    pub fn holds(self, footprint: Footprint) -> bool {
        let side = i32::from(footprint.side);
        let (x, y) = (i32::from(footprint.corner.x), i32::from(footprint.corner.y));
        x >= 0 && y >= 0 && x + side <= i32::from(self.width) && y + side <= i32::from(self.height)
    }

    /// Every square of the board, in reading order.
    pub fn squares(self) -> impl Iterator<Item = Square> {
        let width = i16::try_from(self.width).unwrap_or(i16::MAX);
        let height = i16::try_from(self.height).unwrap_or(i16::MAX);
        (0..height).flat_map(move |y| (0..width).map(move |x| Square::new(x, y)))
    }
}

/// One of the eight steps from a square. North is towards row 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Direction {
    /// Row − 1.
    North,
    /// Column + 1, row − 1.
    NorthEast,
    /// Column + 1.
    East,
    /// Column + 1, row + 1.
    SouthEast,
    /// Row + 1.
    South,
    /// Column − 1, row + 1.
    SouthWest,
    /// Column − 1.
    West,
    /// Column − 1, row − 1.
    NorthWest,
}

impl Direction {
    /// All eight, clockwise from north: a king's or a queen's directions.
    pub const ALL: [Direction; 8] = [
        Direction::North,
        Direction::NorthEast,
        Direction::East,
        Direction::SouthEast,
        Direction::South,
        Direction::SouthWest,
        Direction::West,
        Direction::NorthWest,
    ];
    /// Along rows and columns: a rook's directions.
    pub const ORTHOGONAL: [Direction; 4] = [
        Direction::North,
        Direction::East,
        Direction::South,
        Direction::West,
    ];
    /// Corner to corner: a bishop's directions.
    pub const DIAGONAL: [Direction; 4] = [
        Direction::NorthEast,
        Direction::SouthEast,
        Direction::SouthWest,
        Direction::NorthWest,
    ];

    /// Column and row change of one step.
    pub const fn offset(self) -> (i8, i8) {
        match self {
            Direction::North => (0, -1),
            Direction::NorthEast => (1, -1),
            Direction::East => (1, 0),
            Direction::SouthEast => (1, 1),
            Direction::South => (0, 1),
            Direction::SouthWest => (-1, 1),
            Direction::West => (-1, 0),
            Direction::NorthWest => (-1, -1),
        }
    }

    /// Whether a step changes both column and row.
    pub const fn is_diagonal(self) -> bool {
        let (dx, dy) = self.offset();
        dx != 0 && dy != 0
    }

    /// The direction back.
    pub const fn opposite(self) -> Direction {
        match self {
            Direction::North => Direction::South,
            Direction::NorthEast => Direction::SouthWest,
            Direction::East => Direction::West,
            Direction::SouthEast => Direction::NorthWest,
            Direction::South => Direction::North,
            Direction::SouthWest => Direction::NorthEast,
            Direction::West => Direction::East,
            Direction::NorthWest => Direction::SouthEast,
        }
    }

    /// The direction from `from` to `to` when they share a row, a column or a diagonal (a
    /// queen's line), else `None`; also `None` when they are the same square.
    pub fn between(from: Square, to: Square) -> Option<Direction> {
        let dx = i32::from(to.x) - i32::from(from.x);
        let dy = i32::from(to.y) - i32::from(from.y);
        if (dx, dy) == (0, 0) || (dx != 0 && dy != 0 && dx.abs() != dy.abs()) {
            return None;
        }
        let unit = (dx.signum(), dy.signum());
        Direction::ALL.into_iter().find(|direction| {
            let (ux, uy) = direction.offset();
            (i32::from(ux), i32::from(uy)) == unit
        })
    }
}

/// The squares a creature or object fills: `side × side` squares whose lowest-numbered corner
/// square is `corner`. Every system with sizes puts a size-n creature in an n × n block.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
pub struct Footprint {
    /// The square with the lowest column and row.
    pub corner: Square,
    /// Squares on each side, at least 1.
    pub side: u8,
}

impl Footprint {
    /// A block of `side × side` squares (a side of 0 counts as 1).
    pub const fn new(corner: Square, side: u8) -> Footprint {
        Footprint {
            corner,
            side: if side == 0 { 1 } else { side },
        }
    }

    /// One square.
    pub const fn single(square: Square) -> Footprint {
        Footprint::new(square, 1)
    }

    /// The squares it covers, in reading order.
    pub fn squares(self) -> impl Iterator<Item = Square> {
        let side = i32::from(self.side);
        (0..side).flat_map(move |dy| (0..side).filter_map(move |dx| self.corner.offset(dx, dy)))
    }

    /// Whether `square` is one of its squares.
    pub fn contains(self, square: Square) -> bool {
        let (x, y) = (i32::from(self.corner.x), i32::from(self.corner.y));
        let side = i32::from(self.side);
        (x..x + side).contains(&i32::from(square.x)) && (y..y + side).contains(&i32::from(square.y))
    }

    /// Column and row gaps between the nearest squares of the two: (0, 0) when they overlap,
    /// at most 1 on each axis when they touch.
    pub fn gaps(self, other: Footprint) -> (u32, u32) {
        let (a, b) = (self.corner, other.corner);
        let (an, bn) = (i32::from(self.side), i32::from(other.side));
        let gap = |a: i16, b: i16| axis_gap(i32::from(a), an, i32::from(b), bn).unsigned_abs();
        (gap(a.x, b.x), gap(a.y, b.y))
    }

    /// The distance between the nearest squares of the two under `metric`: 0 when they
    /// overlap, 1 when they are adjacent under a metric whose steps cost 1.
    pub fn distance(self, other: Footprint, metric: Metric) -> u32 {
        let (dx, dy) = self.gaps(other);
        metric.distance_by_gaps(dx, dy)
    }

    /// Whether the two share a square.
    pub fn overlaps(self, other: Footprint) -> bool {
        self.gaps(other) == (0, 0)
    }
}

/// The gap between two runs of squares `[a, a + a_len)` and `[b, b + b_len)` on one axis: 0 when
/// they share a square, 1 when they touch, and so on.
pub const fn axis_gap(a: i32, a_len: i32, b: i32, b_len: i32) -> i32 {
    if a + a_len <= b {
        b - (a + a_len - 1)
    } else if b + b_len <= a {
        a - (b + b_len - 1)
    } else {
        0
    }
}
