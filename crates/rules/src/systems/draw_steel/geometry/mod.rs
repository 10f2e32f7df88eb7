//! The combat grid: squares, terrain, creatures' spaces, distance and adjacency, line of effect
//! and flanking ("Adjacent", "Size", "Line of Effect", "Flanking", "Concealment", "Cover").
//!
//! Combat happens on a 2D grid of squares. A creature's space is the block of squares it
//! occupies ("Size": size n ≥ 2 is n × n, every size 1 takes one square); each creature also
//! stands at an elevation in squares above the ground, which only vertical forced movement and
//! falling read ([`super::movement`]). Walls are solid and of unlimited height.
//!
//! Everything here is exact integer arithmetic and allocates nothing: the combat engine calls
//! these functions for every candidate target of every simulated action.
//!
//! Distance, adjacency and which squares a space holds are the shared [`crate::grid`]'s under
//! [`Metric::KingMoves`]: a [`Pos`] is a grid [`Square`] and a [`Space`] a grid [`Footprint`].
//! This module keeps its own types because their names and shapes are stored and exported.

use serde::{Deserialize, Serialize};

use super::characteristics::Size;
use super::cite;
use super::words::count;
use crate::grid::{Bounds, Footprint, Metric, Square};
use crate::RuleViolation;

/// The shared grid's gap between two runs of squares on one axis, which movement reads too.
pub(crate) use crate::grid::axis_gap;

mod flanking;
#[cfg(test)]
mod tests;

pub use flanking::{flanking, flanking_by, FlankingGeometry};

/// A grid square, by column `x` and row `y` (both from 0 at a corner of the map).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct Pos {
    /// Column.
    pub x: i16,
    /// Row.
    pub y: i16,
}

impl Pos {
    /// The square at column `x`, row `y`.
    pub const fn new(x: i16, y: i16) -> Pos {
        Pos { x, y }
    }
}

impl From<Pos> for Square {
    fn from(pos: Pos) -> Square {
        Square::new(pos.x, pos.y)
    }
}

impl From<Square> for Pos {
    fn from(square: Square) -> Pos {
        Pos::new(square.x, square.y)
    }
}

/// What a square of the map is made of.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Terrain {
    /// Open ground.
    #[default]
    Open,
    /// A solid wall: it blocks movement and line of effect, and counts as an unbreakable
    /// object larger than any creature when something is slammed into it.
    Wall,
    /// Difficult terrain: entering it costs extra movement (the amount is a table rule, see
    /// [`super::movement::WalkOptions`]); nobody can jump out of it ("Jump").
    Difficult,
    /// Fog, darkness or the like: it conceals whoever is wholly inside it and does not block
    /// line of effect ("Concealment").
    Concealing,
}

/// The combat map: `width × height` squares, row by row.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "DrawSteelGrid"),
    schemars(rename = "DrawSteelGrid")
)]
#[serde(rename_all = "camelCase")]
pub struct Grid {
    /// Columns, at least 1.
    pub width: u8,
    /// Rows, at least 1.
    pub height: u8,
    /// `width × height` squares, row 0 first; square (x, y) is `cells[y × width + x]`.
    pub cells: Vec<Terrain>,
}

impl Grid {
    /// A map of open ground.
    pub fn open(width: u8, height: u8) -> Result<Grid, RuleViolation> {
        Grid::new(
            width,
            height,
            vec![Terrain::Open; usize::from(width) * usize::from(height)],
        )
    }

    /// A map from its squares, refused when the sizes disagree.
    pub fn new(width: u8, height: u8, cells: Vec<Terrain>) -> Result<Grid, RuleViolation> {
        let grid = Grid {
            width,
            height,
            cells,
        };
        grid.validate()?;
        Ok(grid)
    }

    /// A map drawn as text, one string per row: `.` open, `#` wall, `~` difficult,
    /// `%` concealing. Handy for tests and for GMs typing a quick map.
    pub fn from_rows(rows: &[&str]) -> Result<Grid, RuleViolation> {
        let refuse = |message: String| RuleViolation::new(cite("Movement"), message);
        let height = u8::try_from(rows.len())
            .map_err(|_| refuse(format!("A map has at most 255 rows, not {}.", rows.len())))?;
        let width = rows.first().map_or(0, |row| row.chars().count());
        let width = u8::try_from(width)
            .map_err(|_| refuse(format!("A map has at most 255 columns, not {width}.")))?;
        let mut cells = Vec::with_capacity(usize::from(width) * usize::from(height));
        for (y, row) in rows.iter().enumerate() {
            if row.chars().count() != usize::from(width) {
                return Err(refuse(format!(
                    "Row {} of the map has {}; every row needs {width}.",
                    y + 1,
                    count(row.chars().count(), "square", "squares")
                )));
            }
            for mark in row.chars() {
                cells.push(match mark {
                    '.' => Terrain::Open,
                    '#' => Terrain::Wall,
                    '~' => Terrain::Difficult,
                    '%' => Terrain::Concealing,
                    other => {
                        return Err(refuse(format!(
                            "\"{other}\" is not a map square: use . open, # wall, ~ difficult, % concealing."
                        )))
                    }
                });
            }
        }
        Grid::new(width, height, cells)
    }

    /// Refuses an empty map and a list of squares that does not fill `width × height`.
    pub fn validate(&self) -> Result<(), RuleViolation> {
        if self.width == 0 || self.height == 0 {
            return Err(RuleViolation::new(
                cite("Movement"),
                format!(
                    "A {}×{} map has no squares: a map needs at least one row and one column.",
                    self.width, self.height
                ),
            ));
        }
        let expected = usize::from(self.width) * usize::from(self.height);
        if self.cells.len() != expected {
            return Err(RuleViolation::new(
                cite("Movement"),
                format!(
                    "A {}×{} map has {}, but {} given.",
                    self.width,
                    self.height,
                    count(expected, "square", "squares"),
                    count(self.cells.len(), "was", "were")
                ),
            ));
        }
        Ok(())
    }

    /// The terrain of `pos`, or `None` outside the map.
    pub fn get(&self, pos: Pos) -> Option<Terrain> {
        self.at(i32::from(pos.x), i32::from(pos.y))
    }

    /// Sets the terrain of `pos`; returns false (and changes nothing) outside the map.
    pub fn set(&mut self, pos: Pos, terrain: Terrain) -> bool {
        match self.index(i32::from(pos.x), i32::from(pos.y)) {
            Some(i) if i < self.cells.len() => {
                self.cells[i] = terrain;
                true
            }
            _ => false,
        }
    }

    /// Whether every square of `space` is on the map.
    pub fn holds(&self, space: Space) -> bool {
        Bounds::new(u16::from(self.width), u16::from(self.height)).holds(space.into())
    }

    fn index(&self, x: i32, y: i32) -> Option<usize> {
        let (w, h) = (i32::from(self.width), i32::from(self.height));
        if (0..w).contains(&x) && (0..h).contains(&y) {
            usize::try_from(y * w + x).ok()
        } else {
            None
        }
    }

    fn at(&self, x: i32, y: i32) -> Option<Terrain> {
        self.index(x, y).and_then(|i| self.cells.get(i).copied())
    }

    fn is_wall(&self, x: i32, y: i32) -> bool {
        self.at(x, y) == Some(Terrain::Wall)
    }
}

/// The squares a creature or object occupies: a block of `size.squares()` squares on each
/// side whose lowest-numbered corner square is `origin` ("Size").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct Space {
    /// The square with the lowest column and row.
    pub origin: Pos,
    /// The occupant's size.
    pub size: Size,
}

impl Space {
    /// The space of a creature of `size` whose corner square is `origin`.
    pub const fn new(origin: Pos, size: Size) -> Space {
        Space { origin, size }
    }

    /// A one-square space (any size 1).
    pub const fn square(x: i16, y: i16) -> Space {
        Space::new(Pos::new(x, y), Size::MEDIUM)
    }

    /// The same occupant with its corner square at `origin`.
    pub const fn at(self, origin: Pos) -> Space {
        Space::new(origin, self.size)
    }

    /// Squares on each side.
    pub fn side(self) -> u8 {
        self.size.squares()
    }

    /// The squares of the space, row by row, without allocating.
    pub fn squares(self) -> SpaceSquares {
        let (x, y, side) = self.bounds();
        SpaceSquares {
            x0: x,
            y0: y,
            side,
            next: 0,
        }
    }

    /// Whether `pos` is one of the space's squares.
    pub fn contains(self, pos: Pos) -> bool {
        Footprint::from(self).contains(pos.into())
    }

    /// Whether the two spaces share a square.
    pub fn overlaps(self, other: Space) -> bool {
        distance(self, other) == 0
    }

    /// Corner column, corner row and side length, widened so no sum overflows.
    fn bounds(self) -> (i32, i32, i32) {
        (
            i32::from(self.origin.x),
            i32::from(self.origin.y),
            i32::from(self.side()),
        )
    }
}

impl From<Space> for Footprint {
    fn from(space: Space) -> Footprint {
        Footprint::new(space.origin.into(), space.side())
    }
}

/// The squares of a [`Space`], row by row.
#[derive(Clone, Debug)]
pub struct SpaceSquares {
    x0: i32,
    y0: i32,
    side: i32,
    next: i32,
}

impl Iterator for SpaceSquares {
    type Item = Pos;

    fn next(&mut self) -> Option<Pos> {
        // A square whose coordinate does not fit in i16 lies outside every map; it is skipped.
        while self.next < self.side * self.side {
            let (dy, dx) = (self.next / self.side, self.next % self.side);
            self.next += 1;
            if let (Ok(x), Ok(y)) = (i16::try_from(self.x0 + dx), i16::try_from(self.y0 + dy)) {
                return Some(Pos::new(x, y));
            }
        }
        None
    }
}

/// The distance in squares between the nearest squares of two spaces, counting a diagonal
/// step as one square: 0 when they overlap, 1 when they are adjacent ("Adjacent": within 1
/// square), 2 when one square lies between them.
pub fn distance(a: Space, b: Space) -> u16 {
    let squares = Footprint::from(a).distance(Footprint::from(b), Metric::KingMoves);
    u16::try_from(squares).unwrap_or(u16::MAX)
}

/// [`distance`] counting height too: a space of size n is n squares tall, standing at its
/// elevation (squares above the ground).
pub fn distance_3d(a: Space, a_elevation: u8, b: Space, b_elevation: u8) -> u16 {
    let vertical = axis_gap(
        i32::from(a_elevation),
        i32::from(a.side()),
        i32::from(b_elevation),
        i32::from(b.side()),
    );
    distance(a, b).max(u16::try_from(vertical).unwrap_or(u16::MAX))
}

/// Whether the two spaces are adjacent ("Adjacent": within 1 square), not overlapping.
pub fn adjacent(a: Space, b: Space) -> bool {
    distance(a, b) == 1
}

/// [`adjacent`] counting height: a creature flying 2 squares up is not adjacent to one on
/// the ground below it.
pub fn adjacent_3d(a: Space, a_elevation: u8, b: Space, b_elevation: u8) -> bool {
    distance_3d(a, a_elevation, b, b_elevation) == 1
}

/// Whether `b` is within `squares` of `a` (an ability's distance).
pub fn within(a: Space, b: Space, squares: u16) -> bool {
    distance(a, b) <= squares
}

/// The four corners of a space, as lattice points (a square's corners are its coordinates
/// and those plus one).
fn corners(space: Space) -> [(i32, i32); 4] {
    let (x, y, side) = space.bounds();
    [(x, y), (x + side, y), (x, y + side), (x + side, y + side)]
}

/// Whether the straight line between two lattice points stays out of the walls.
///
/// A line is blocked when some point of it lies in the *interior* of the walls' union: inside
/// a wall square, on the edge between two wall squares, or on a corner shared by four. A line
/// that only runs along the outer face of a wall or touches its corner is not blocked, and
/// neither is one passing exactly between two walls that meet only at a corner.
fn segment_clear(grid: &Grid, from: (i32, i32), to: (i32, i32)) -> bool {
    let ((x0, y0), (x1, y1)) = if from.0 <= to.0 {
        (from, to)
    } else {
        (to, from)
    };
    if y0 == y1 {
        // Along the grid line y = y0: blocked where the squares on both sides are walls.
        return (x0..x1).all(|x| !(grid.is_wall(x, y0 - 1) && grid.is_wall(x, y0)));
    }
    if x0 == x1 {
        let (lo, hi) = (y0.min(y1), y0.max(y1));
        return (lo..hi).all(|y| !(grid.is_wall(x0 - 1, y) && grid.is_wall(x0, y)));
    }
    // A sloped line never runs along an edge, and it can only meet the interior of the walls'
    // union inside some wall square. Column by column, the open strip x ∈ (i, i + 1) holds the
    // line for y strictly between its values at i and i + 1, which are the fractions n / dx.
    let (dx, dy) = (x1 - x0, y1 - y0);
    (x0..x1).all(|i| {
        let at_i = y0 * dx + dy * (i - x0);
        let at_next = at_i + dy;
        let (lo, hi) = (at_i.min(at_next), at_i.max(at_next));
        let first = lo.div_euclid(dx);
        let past_last = -(-hi).div_euclid(dx);
        (first..past_last).all(|j| !grid.is_wall(i, j))
    })
}

/// Whether `from` has line of effect to `to` ("Line of Effect").
///
/// A straight line is drawn from each of the four corners of the user's space to each of the
/// four corners of the target's space; one unobstructed line is enough. Only walls obstruct:
/// concealing terrain does not, and neither do creatures. A line obstructed means one passing
/// through the inside of a wall, so a line grazing a wall's face or corner is clear (see
/// `segment_clear` for the exact reading); flimsy obstructions the Director rules transparent
/// are simply not walls on the map.
pub fn line_of_effect(grid: &Grid, from: Space, to: Space) -> bool {
    if from.overlaps(to) {
        return true;
    }
    let targets = corners(to);
    corners(from)
        .iter()
        .any(|&a| targets.iter().any(|&b| segment_clear(grid, a, b)))
}

/// A geometric hint for cover ("Cover": at least half but not all of the target blocked).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum CoverHint {
    /// From the user's best corner, at most one of the target's four corners is hidden.
    Clear,
    /// From the user's best corner, two or three of the target's corners are hidden.
    Cover,
    /// No line of effect at all.
    Blocked,
}

/// A suggestion only (digest §4.7 proposal): the GM flags cover per attack. Counts, from the
/// user's corner that sees the most, how many of the target's corners are hidden behind walls.
pub fn cover_hint(grid: &Grid, from: Space, to: Space) -> CoverHint {
    if from.overlaps(to) {
        return CoverHint::Clear;
    }
    let targets = corners(to);
    let best = corners(from)
        .iter()
        .map(|&a| {
            targets
                .iter()
                .filter(|&&b| segment_clear(grid, a, b))
                .count()
        })
        .max()
        .unwrap_or(0);
    match best {
        0 => CoverHint::Blocked,
        1 | 2 => CoverHint::Cover,
        _ => CoverHint::Clear,
    }
}

/// Whether every square of `space` is concealing terrain, so its occupant has concealment
/// ("Concealment": the whole form covered by fog or darkness).
pub fn wholly_concealed(grid: &Grid, space: Space) -> bool {
    space
        .squares()
        .all(|pos| grid.get(pos) == Some(Terrain::Concealing))
}
