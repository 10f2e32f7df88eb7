use super::*;

fn sq(x: i16, y: i16) -> Space {
    Space::square(x, y)
}

fn big(x: i16, y: i16, n: u8) -> Space {
    Space::new(Pos::new(x, y), Size::squares_of(n))
}

fn map(rows: &[&str]) -> Grid {
    Grid::from_rows(rows).expect("a well-formed test map")
}

#[test]
fn a_map_must_have_squares_and_exactly_enough_of_them() {
    let empty = Grid::open(0, 4).expect_err("an empty map is refused");
    assert!(empty.message.contains("no squares"), "{}", empty.message);
    let short = Grid::new(3, 2, vec![Terrain::Open; 5]).expect_err("5 squares for 3×2");
    assert!(short.message.contains("6 squares"), "{}", short.message);
    let ragged = Grid::from_rows(&["...", ".."]).expect_err("rows of different lengths");
    assert!(ragged.message.contains("Row 2"), "{}", ragged.message);
    assert!(Grid::from_rows(&["..x"]).is_err());

    let grid = map(&[".#", "~%"]);
    assert_eq!(grid.get(Pos::new(1, 0)), Some(Terrain::Wall));
    assert_eq!(grid.get(Pos::new(0, 1)), Some(Terrain::Difficult));
    assert_eq!(grid.get(Pos::new(1, 1)), Some(Terrain::Concealing));
    assert_eq!(grid.get(Pos::new(2, 0)), None);
    assert_eq!(grid.get(Pos::new(-1, 0)), None);
    let mut grid = grid;
    assert!(grid.set(Pos::new(0, 0), Terrain::Wall));
    assert!(!grid.set(Pos::new(0, 2), Terrain::Wall));
    assert_eq!(grid.get(Pos::new(0, 0)), Some(Terrain::Wall));
    // A hand-built map with too few squares answers "outside" rather than panicking.
    let broken = Grid {
        width: 4,
        height: 4,
        cells: vec![Terrain::Open; 3],
    };
    assert!(broken.validate().is_err());
    assert_eq!(broken.get(Pos::new(3, 3)), None);
}

#[test]
fn size_gives_the_squares_of_a_space() {
    // "Size": size 2 occupies 2 × 2 squares; every size 1 occupies one.
    let ogre: Vec<Pos> = big(3, 4, 2).squares().collect();
    assert_eq!(
        ogre,
        vec![
            Pos::new(3, 4),
            Pos::new(4, 4),
            Pos::new(3, 5),
            Pos::new(4, 5)
        ]
    );
    assert_eq!(Space::new(Pos::new(1, 1), Size::TINY).squares().count(), 1);
    assert_eq!(Space::new(Pos::new(1, 1), Size::LARGE).squares().count(), 1);
    assert_eq!(big(0, 0, 5).squares().count(), 25);
    assert!(big(3, 4, 2).contains(Pos::new(4, 5)));
    assert!(!big(3, 4, 2).contains(Pos::new(5, 5)));
    let grid = Grid::open(5, 5).expect("a 5×5 map");
    assert!(grid.holds(big(3, 3, 2)));
    assert!(!grid.holds(big(4, 3, 2)));
    assert!(!grid.holds(sq(-1, 0)));
}

#[test]
fn adjacent_is_within_1_square_diagonals_included() {
    // "Adjacent": within 1 square.
    assert_eq!(distance(sq(0, 0), sq(1, 1)), 1);
    assert!(adjacent(sq(0, 0), sq(1, 1)));
    assert!(adjacent(sq(0, 0), sq(0, 1)));
    assert_eq!(distance(sq(0, 0), sq(2, 1)), 2);
    assert!(!adjacent(sq(0, 0), sq(2, 1)));
    // Overlapping spaces are 0 apart, not adjacent.
    assert_eq!(distance(sq(1, 1), big(0, 0, 2)), 0);
    assert!(!adjacent(sq(1, 1), big(0, 0, 2)));
    // Measured between the nearest squares of large spaces.
    assert_eq!(distance(big(0, 0, 2), sq(2, 1)), 1);
    assert_eq!(distance(big(0, 0, 2), sq(3, 3)), 2);
    assert_eq!(distance(big(0, 0, 3), big(6, 1, 2)), 4);
    assert!(within(sq(0, 0), sq(5, 3), 5));
    assert!(!within(sq(0, 0), sq(6, 3), 5));
}

#[test]
fn height_separates_creatures_over_the_same_ground() {
    // A size-1 creature flying 2 squares up is 2 away from one on the ground beside it.
    assert_eq!(distance_3d(sq(0, 0), 0, sq(1, 0), 2), 2);
    assert!(!adjacent_3d(sq(0, 0), 0, sq(1, 0), 2));
    // A size-2 creature is 2 squares tall: a flier at height 2 over its side is adjacent.
    assert!(adjacent_3d(big(0, 0, 2), 0, sq(2, 0), 2));
    assert_eq!(distance_3d(big(0, 0, 2), 0, sq(2, 0), 0), 1);
}

#[test]
fn line_of_effect_on_an_open_map_and_through_fog() {
    // "Line of Effect"; "Concealment": fog does not block line of effect.
    let open = Grid::open(8, 8).expect("map");
    assert!(line_of_effect(&open, sq(0, 0), sq(7, 5)));
    let foggy = map(&["......", "..%%..", "..%%..", "......"]);
    assert!(line_of_effect(&foggy, sq(0, 1), sq(5, 2)));
    assert!(wholly_concealed(&foggy, sq(2, 1)));
    assert!(wholly_concealed(&foggy, big(2, 1, 2)));
    assert!(!wholly_concealed(&foggy, big(1, 1, 2)));
}

#[test]
fn line_of_effect_a_wall_between_blocks_it() {
    // A wall 3 squares tall between two creatures in the same row: every corner-to-corner line
    // crosses it, including the two that run along the seams between its squares.
    let grid = map(&[".....", "..#..", "..#..", "..#..", "....."]);
    assert!(!line_of_effect(&grid, sq(0, 2), sq(4, 2)));
    assert!(!segment_clear(&grid, (1, 2), (4, 2)));
    assert!(!segment_clear(&grid, (1, 3), (4, 3)));
    // Step the target out from behind the wall and a line gets round its top.
    assert!(line_of_effect(&grid, sq(0, 2), sq(3, 0)));
    assert!(segment_clear(&grid, (1, 2), (3, 0)));
}

#[test]
fn line_of_effect_grazing_a_wall_corner_or_face_is_not_blocked() {
    // One wall square at (1, 1), i.e. the unit square from (1, 1) to (2, 2).
    let grid = map(&["....", ".#..", "....", "...."]);
    // Straight through its middle (its diagonal): blocked.
    assert!(!segment_clear(&grid, (1, 2), (2, 1)));
    // Touching only its corner (2, 2): clear.
    assert!(segment_clear(&grid, (1, 3), (3, 1)));
    // Running along its top face: clear.
    assert!(segment_clear(&grid, (0, 1), (4, 1)));
    assert!(line_of_effect(&grid, sq(0, 2), sq(2, 0)));
    // Along the seam of two wall squares side by side: blocked.
    let seam = map(&[".#..", ".#..", "...."]);
    assert!(!segment_clear(&seam, (0, 1), (3, 1)));
    // Two walls meeting only at a corner leave a gap a line can pass through.
    let gap = map(&[".#..", "#...", "....", "...."]);
    assert!(line_of_effect(&gap, sq(0, 0), sq(2, 2)));
    assert!(segment_clear(&gap, (1, 1), (2, 2)));
    assert!(segment_clear(&gap, (0, 0), (3, 3)));
}

#[test]
fn line_of_effect_a_pillar_that_blocks_only_part_still_gives_it() {
    // A pillar at (2, 1) between a creature at (0, 0) and one at (4, 2): the lines from the
    // near corner to the far corners pass through it, but one from the top corner passes above.
    let grid = map(&["......", "..#...", "......", "......"]);
    assert!(!segment_clear(&grid, (1, 1), (4, 2)));
    assert!(!segment_clear(&grid, (1, 0), (4, 2)));
    assert!(!segment_clear(&grid, (1, 1), (5, 3)));
    assert!(segment_clear(&grid, (1, 0), (5, 2)));
    assert!(line_of_effect(&grid, sq(0, 0), sq(4, 2)));
}

#[test]
fn line_of_effect_from_a_large_creature_uses_its_outer_corners() {
    // A size-3 creature beside a wall sees past its end from its top corner, where a size-1
    // creature standing in the middle of that space would not.
    let grid = map(&[
        "........", //
        "...#....", //
        "...#....", //
        "...#....", //
        "........", //
    ]);
    assert!(line_of_effect(&grid, big(0, 1, 3), sq(6, 0)));
    assert!(segment_clear(&grid, (3, 1), (6, 0)));
    assert!(!line_of_effect(&grid, sq(2, 2), sq(6, 0)));
    let sealed = map(&["...#....", "...#....", "...#....", "...#....", "...#...."]);
    assert!(!line_of_effect(&sealed, big(0, 1, 3), sq(6, 0)));
}

#[test]
fn cover_hint_counts_the_target_corners_hidden_from_the_best_corner() {
    let open = Grid::open(6, 6).expect("map");
    assert_eq!(cover_hint(&open, sq(0, 0), sq(3, 3)), CoverHint::Clear);
    // A wall square between them in the map's top row: from every corner of the user, two of
    // the target's corners are seen along the wall's faces and two are hidden behind it.
    let half = map(&[".#..", "....", "...."]);
    assert_eq!(cover_hint(&half, sq(0, 0), sq(2, 0)), CoverHint::Cover);
    assert!(line_of_effect(&half, sq(0, 0), sq(2, 0)));
    let sealed = map(&["..#..", "..#..", "..#.."]);
    assert_eq!(cover_hint(&sealed, sq(0, 1), sq(4, 1)), CoverHint::Blocked);
}

#[test]
fn flanking_from_opposite_sides() {
    // "Flanking": adjacent to the enemy and on opposite sides of it.
    let enemy = sq(2, 2);
    assert!(flanking(sq(1, 2), sq(3, 2), enemy));
    assert!(flanking(sq(2, 1), sq(2, 3), enemy));
    assert!(flanking(sq(1, 1), sq(3, 3), enemy));
    assert!(flanking(sq(3, 1), sq(1, 3), enemy));
}

#[test]
fn flanking_needs_opposite_sides_not_an_l_shape() {
    let enemy = sq(2, 2);
    assert!(!flanking(sq(1, 2), sq(2, 3), enemy), "L-shape");
    assert!(
        !flanking(sq(1, 2), sq(3, 3), enemy),
        "a knight's move apart"
    );
    assert!(!flanking(sq(1, 1), sq(3, 1), enemy), "both above");
    // Both must be adjacent.
    assert!(!flanking(sq(0, 2), sq(3, 2), enemy));
    assert!(!flanking(sq(1, 2), sq(1, 2), enemy));
}

#[test]
fn flanking_a_size_1_enemy_is_point_symmetry_under_both_geometries() {
    // For three size-1 creatures, the centre line and the mirror test agree, and they flank
    // exactly when their squares are mirror images through the enemy's square.
    let enemy = sq(0, 0);
    let around: Vec<Space> = (-1..=1)
        .flat_map(|y| (-1..=1).map(move |x| sq(x, y)))
        .filter(|s| *s != enemy)
        .collect();
    let mut pairs = 0;
    for &a in &around {
        for &b in &around {
            let symmetric = a.origin.x == -b.origin.x && a.origin.y == -b.origin.y;
            assert_eq!(flanking(a, b, enemy), symmetric, "{a:?} {b:?}");
            assert_eq!(
                flanking_by(a, b, enemy, FlankingGeometry::MirrorSquares),
                symmetric,
                "{a:?} {b:?}"
            );
            pairs += usize::from(symmetric);
        }
    }
    assert_eq!(pairs, 8);
}

#[test]
fn flanking_a_size_2_enemy() {
    let ogre = big(2, 2, 2);
    // Left and right, level with each other: the centre line crosses it side to side.
    assert!(flanking(sq(1, 2), sq(4, 2), ogre));
    // … but those squares are not mirror images through its centre.
    assert!(!flanking_by(
        sq(1, 2),
        sq(4, 2),
        ogre,
        FlankingGeometry::MirrorSquares
    ));
    // Mirror images flank under both.
    assert!(flanking(sq(1, 2), sq(4, 3), ogre));
    assert!(flanking_by(
        sq(1, 2),
        sq(4, 3),
        ogre,
        FlankingGeometry::MirrorSquares
    ));
    // Opposite corners.
    assert!(flanking(sq(1, 1), sq(4, 4), ogre));
    // Left side and bottom side: adjacent sides, no flank.
    assert!(!flanking(sq(1, 2), sq(2, 4), ogre));
    assert!(!flanking_by(
        sq(1, 2),
        sq(2, 4),
        ogre,
        FlankingGeometry::MirrorSquares
    ));
    // A corner and the lower half of the left side: the line leaves through the top.
    assert!(!flanking(sq(4, 1), sq(1, 3), ogre));
    assert!(!flanking_by(
        sq(4, 1),
        sq(1, 3),
        ogre,
        FlankingGeometry::MirrorSquares
    ));
}

#[test]
fn flanking_with_large_flankers_whose_centre_line_runs_along_an_edge() {
    // Two size-2 allies either side of a size-1 enemy, their spaces reaching above it: the
    // line between their centres runs along the enemy's top edge, touching both side faces.
    let enemy = sq(2, 2);
    let left = big(0, 1, 2);
    let right = big(3, 1, 2);
    assert!(adjacent(left, enemy) && adjacent(right, enemy));
    assert!(flanking(left, right, enemy));
    assert!(flanking_by(
        left,
        right,
        enemy,
        FlankingGeometry::MirrorSquares
    ));
}

/// An independent reading for sloped lines: a line is blocked exactly when it meets the open
/// inside of some wall square (separating axes, with touching counted as separated).
fn meets_open_square(p: (i32, i32), q: (i32, i32), x: i32, y: i32) -> bool {
    if p.0.max(q.0) <= x || p.0.min(q.0) > x || p.1.max(q.1) <= y || p.1.min(q.1) > y {
        return false;
    }
    let side = |cx: i32, cy: i32| (q.0 - p.0) * (cy - p.1) - (q.1 - p.1) * (cx - p.0);
    let sides = [
        side(x, y),
        side(x + 1, y),
        side(x, y + 1),
        side(x + 1, y + 1),
    ];
    !(sides.iter().all(|s| *s >= 0) || sides.iter().all(|s| *s <= 0))
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig { cases: 512, ..proptest::prelude::ProptestConfig::default() })]

    #[test]
    fn sloped_lines_are_blocked_exactly_by_wall_interiors(
        walls in proptest::collection::vec(proptest::bool::weighted(0.3), 36),
        (x0, y0, x1, y1) in (0i32..=6, 0i32..=6, 0i32..=6, 0i32..=6),
    ) {
        proptest::prop_assume!(x0 != x1 && y0 != y1);
        let cells = walls.iter().map(|&w| if w { Terrain::Wall } else { Terrain::Open }).collect();
        let grid = Grid::new(6, 6, cells).expect("6×6");
        let blocked = (0..6).any(|y| (0..6).any(|x| {
            walls[usize::try_from(y * 6 + x).expect("index")] && meets_open_square((x0, y0), (x1, y1), x, y)
        }));
        proptest::prop_assert_eq!(segment_clear(&grid, (x0, y0), (x1, y1)), !blocked);
        proptest::prop_assert_eq!(segment_clear(&grid, (x1, y1), (x0, y0)), !blocked);
    }
}

proptest::proptest! {
    /// On the shared grid, distance is still the king-move count between the nearest squares of
    /// the two spaces, and holding and containing still mean what they did.
    #[test]
    fn distance_on_the_shared_grid_is_the_nearest_squares_king_moves(
        (ax, ay, an) in (-3i16..12, -3i16..12, 1u8..4),
        (bx, by, bn) in (-3i16..12, -3i16..12, 1u8..4),
    ) {
        let (a, b) = (big(ax, ay, an), big(bx, by, bn));
        let nearest = a
            .squares()
            .flat_map(|p| b.squares().map(move |q| (p.x - q.x).abs().max((p.y - q.y).abs())))
            .min()
            .expect("squares");
        proptest::prop_assert_eq!(i32::from(distance(a, b)), i32::from(nearest));
        proptest::prop_assert_eq!(adjacent(a, b), nearest == 1);
        let grid = Grid::open(8, 8).expect("map");
        let on_map = a.squares().all(|p| grid.get(p).is_some());
        proptest::prop_assert_eq!(grid.holds(a), on_map);
        for p in b.squares() {
            proptest::prop_assert_eq!(a.contains(p), a.squares().any(|q| q == p));
        }
    }
}
