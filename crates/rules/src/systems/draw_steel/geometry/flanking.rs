//! Flanking ("Flanking"): two allies adjacent to an enemy on opposite sides of it.

use serde::{Deserialize, Serialize};

use super::{adjacent, Pos, Space};
use crate::systems::draw_steel::characteristics::Size;

/// How "on opposite sides of an enemy" is judged ("Flanking"); the glossary gives no geometry
/// (digest A7).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum FlankingGeometry {
    /// The straight line between the centres of the two allies' spaces crosses the enemy's
    /// space from one side to the opposite side (touching the two opposite sides, corners
    /// included). Digest A7's proposal; the default.
    #[default]
    CentreLine,
    /// Some square of one ally and some square of the other are mirror images through the
    /// centre of the enemy's space. Stricter for large creatures; the same as the centre line
    /// when all three are size 1.
    MirrorSquares,
}

/// Whether `flanker` and `ally` flank `enemy` ("Flanking"): both adjacent to it and on
/// opposite sides of it, judged by [`FlankingGeometry::CentreLine`]. Whether the two are
/// allies and the target their enemy is the caller's to know.
pub fn flanking(flanker: Space, ally: Space, enemy: Space) -> bool {
    flanking_by(flanker, ally, enemy, FlankingGeometry::default())
}

/// [`flanking`] under the given geometry.
pub fn flanking_by(flanker: Space, ally: Space, enemy: Space, geometry: FlankingGeometry) -> bool {
    if !adjacent(flanker, enemy) || !adjacent(ally, enemy) || flanker.overlaps(ally) {
        return false;
    }
    match geometry {
        FlankingGeometry::CentreLine => centre_line_crosses(flanker, ally, enemy),
        FlankingGeometry::MirrorSquares => mirrored_squares(flanker, ally, enemy),
    }
}

/// Doubled coordinates of a space's centre, so half squares are whole numbers.
fn doubled_centre(space: Space) -> (i64, i64) {
    let (x, y, side) = space.bounds();
    (i64::from(2 * x + side), i64::from(2 * y + side))
}

fn centre_line_crosses(a: Space, b: Space, enemy: Space) -> bool {
    let p = doubled_centre(a);
    let q = doubled_centre(b);
    let (x, y, side) = enemy.bounds();
    let (left, right) = (i64::from(2 * x), i64::from(2 * (x + side)));
    let (low, high) = (i64::from(2 * y), i64::from(2 * (y + side)));
    let across_x =
        meets_cross_line(p, q, left, (low, high)) && meets_cross_line(p, q, right, (low, high));
    let flip = |(u, v): (i64, i64)| (v, u);
    let across_y = meets_cross_line(flip(p), flip(q), low, (left, right))
        && meets_cross_line(flip(p), flip(q), high, (left, right));
    across_x || across_y
}

/// Whether segment `p`–`q` meets the closed segment `x = at`, `y ∈ [range.0, range.1]`.
fn meets_cross_line(p: (i64, i64), q: (i64, i64), at: i64, range: (i64, i64)) -> bool {
    if p.0 == q.0 {
        return p.0 == at && p.1.min(q.1) <= range.1 && p.1.max(q.1) >= range.0;
    }
    if at < p.0.min(q.0) || at > p.0.max(q.0) {
        return false;
    }
    // y at x = at is numerator / d, compared without division.
    let d = q.0 - p.0;
    let numerator = p.1 * d + (q.1 - p.1) * (at - p.0);
    if d > 0 {
        range.0 * d <= numerator && numerator <= range.1 * d
    } else {
        range.0 * d >= numerator && numerator >= range.1 * d
    }
}

fn mirrored_squares(a: Space, b: Space, enemy: Space) -> bool {
    let (x, y, side) = enemy.bounds();
    a.squares().any(|square| {
        // The mirror of square (sx, sy) through the enemy's centre (x + side/2, y + side/2).
        let mx = 2 * x + side - 1 - i32::from(square.x);
        let my = 2 * y + side - 1 - i32::from(square.y);
        let (Ok(mx), Ok(my)) = (i16::try_from(mx), i16::try_from(my)) else {
            return false;
        };
        let mirror = Pos::new(mx, my);
        adjacent(Space::new(square, Size::MEDIUM), enemy)
            && adjacent(Space::new(mirror, Size::MEDIUM), enemy)
            && b.contains(mirror)
    })
}
