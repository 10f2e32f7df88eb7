use std::collections::{BTreeMap, BTreeSet};

use proptest::prelude::{
    any, prop, prop_assert, prop_assert_eq, prop_oneof, proptest, Just, Strategy,
};

use super::*;

fn sq(x: i16, y: i16) -> Square {
    Square::new(x, y)
}

#[test]
fn each_metric_counts_a_knight_offset_and_a_long_diagonal() {
    let (from, knight, far) = (sq(0, 0), sq(2, 1), sq(4, 4));
    assert_eq!(Metric::KingMoves.distance(from, knight), 2);
    assert_eq!(Metric::KingMoves.distance(from, far), 4);
    assert_eq!(Metric::AlternatingDiagonals.distance(from, knight), 2);
    assert_eq!(
        Metric::AlternatingDiagonals.distance(from, far),
        6,
        "1+2+1+2"
    );
    assert_eq!(Metric::DiagonalsCostTwo.distance(from, knight), 3);
    assert_eq!(Metric::DiagonalsCostTwo.distance(from, far), 8);
    assert_eq!(Metric::OrthogonalOnly.distance(from, far), 8);
    assert_eq!(
        Metric::AlternatingDiagonals.step_cost(Direction::NorthEast, 0),
        Some(1)
    );
    assert_eq!(
        Metric::AlternatingDiagonals.step_cost(Direction::NorthEast, 1),
        Some(2)
    );
    assert_eq!(
        Metric::OrthogonalOnly.step_cost(Direction::NorthEast, 0),
        None
    );
}

#[test]
fn neighbours_stay_on_the_board() {
    let board = Bounds::new(8, 8);
    assert_eq!(neighbours(sq(0, 0), board, Metric::KingMoves).count(), 3);
    assert_eq!(neighbours(sq(3, 3), board, Metric::KingMoves).count(), 8);
    assert_eq!(
        neighbours(sq(3, 3), board, Metric::OrthogonalOnly).count(),
        4
    );
    assert_eq!(
        neighbours(sq(7, 0), board, Metric::OrthogonalOnly).count(),
        2
    );
    assert_eq!(board.squares().count(), 64);
    assert_eq!(board.squares().nth(9), Some(sq(1, 1)));
}

#[test]
fn directions_between_squares_on_a_queens_line() {
    assert_eq!(
        Direction::between(sq(3, 3), sq(3, 0)),
        Some(Direction::North)
    );
    assert_eq!(
        Direction::between(sq(3, 3), sq(6, 6)),
        Some(Direction::SouthEast)
    );
    assert_eq!(
        Direction::between(sq(3, 3), sq(1, 5)),
        Some(Direction::SouthWest)
    );
    assert_eq!(
        Direction::between(sq(3, 3), sq(4, 5)),
        None,
        "a knight's offset"
    );
    assert_eq!(Direction::between(sq(3, 3), sq(3, 3)), None);
    for direction in Direction::ALL {
        assert_eq!(direction.opposite().opposite(), direction);
        let next = sq(0, 0).step(direction).expect("fits");
        assert_eq!(Direction::between(sq(0, 0), next), Some(direction));
    }
}

#[test]
fn a_large_footprint_measures_from_its_nearest_square() {
    let ogre = Footprint::new(sq(0, 0), 2);
    assert_eq!(
        ogre.squares().collect::<Vec<_>>(),
        [sq(0, 0), sq(1, 0), sq(0, 1), sq(1, 1)]
    );
    assert_eq!(
        ogre.distance(Footprint::single(sq(2, 1)), Metric::KingMoves),
        1
    );
    assert_eq!(
        ogre.distance(Footprint::single(sq(3, 3)), Metric::KingMoves),
        2
    );
    assert_eq!(
        ogre.distance(Footprint::single(sq(3, 3)), Metric::DiagonalsCostTwo),
        4
    );
    assert!(ogre.overlaps(Footprint::single(sq(1, 1))));
    assert_eq!(Footprint::new(sq(0, 0), 0).side, 1);
    assert!(Bounds::new(5, 5).holds(Footprint::new(sq(3, 3), 2)));
    assert!(!Bounds::new(5, 5).holds(Footprint::new(sq(4, 3), 2)));
}

#[test]
fn a_rook_slides_until_the_edge_or_a_piece_and_reports_the_piece() {
    let mut board = Occupancy::new(Bounds::new(8, 8));
    board.place(sq(0, 7), "white rook").expect("empty");
    board.place(sq(0, 3), "black pawn").expect("empty");
    let up = board.ray(sq(0, 7), Direction::North, None);
    assert_eq!(up.squares, vec![sq(0, 6), sq(0, 5), sq(0, 4)]);
    assert_eq!(up.stop, RayStop::Blocked(sq(0, 3)));
    assert_eq!(
        board.at(up.blocker().expect("blocked")),
        Some(&"black pawn")
    );
    let right = board.ray(sq(0, 7), Direction::East, None);
    assert_eq!(right.squares.len(), 7);
    assert_eq!(right.stop, RayStop::Edge);
    let pawn_double_step = board.ray(sq(0, 3), Direction::South, Some(2));
    assert_eq!(pawn_double_step.squares, vec![sq(0, 4), sq(0, 5)]);
    assert_eq!(pawn_double_step.stop, RayStop::Limit);
    let corner = board.ray(sq(0, 7), Direction::SouthWest, None);
    assert_eq!(
        corner,
        Ray {
            squares: vec![],
            stop: RayStop::Edge
        }
    );
}

#[test]
fn the_board_refuses_bad_placements_and_changes_nothing() {
    let mut board = Occupancy::new(Bounds::new(3, 3));
    board.place(sq(1, 1), 'K').expect("empty");
    board.place(sq(0, 0), 'q').expect("empty");
    let before = board.clone();
    assert_eq!(
        board.place(sq(1, 1), 'x'),
        Err(OccupancyError::Occupied(sq(1, 1)))
    );
    assert_eq!(
        board.place(sq(3, 0), 'x'),
        Err(OccupancyError::OffBoard(sq(3, 0)))
    );
    assert_eq!(board.remove(sq(2, 2)), Err(OccupancyError::Empty(sq(2, 2))));
    assert_eq!(
        board.move_occupant(sq(1, 1), sq(0, 0)),
        Err(OccupancyError::Occupied(sq(0, 0)))
    );
    assert_eq!(
        board.move_occupant(sq(1, 1), sq(-1, 0)),
        Err(OccupancyError::OffBoard(sq(-1, 0)))
    );
    assert_eq!(
        board.move_occupant(sq(2, 1), sq(2, 2)),
        Err(OccupancyError::Empty(sq(2, 1)))
    );
    assert_eq!(board, before);
    board.move_occupant(sq(1, 1), sq(2, 2)).expect("free");
    assert_eq!(board.at(sq(2, 2)), Some(&'K'));
    assert!(board.is_free(sq(1, 1)));
    assert!(!board.has_room_for(Footprint::new(sq(1, 1), 2)));
    assert!(board.has_room_for(Footprint::new(sq(0, 1), 2)));

    let json = serde_json::to_string(&board).expect("serializes");
    assert_eq!(
        json,
        r#"{"bounds":{"width":3,"height":3},"occupants":[{"square":{"x":0,"y":0},"occupant":"q"},{"square":{"x":2,"y":2},"occupant":"K"}]}"#
    );
    assert_eq!(
        serde_json::from_str::<Occupancy<char>>(&json).expect("reads"),
        board
    );
    let twice = json.replace(r#""x":2,"y":2"#, r#""x":0,"y":0"#);
    assert!(serde_json::from_str::<Occupancy<char>>(&twice).is_err());
}

#[test]
fn clockwork_cones_widen_one_three_five() {
    let open = Bounds::new(20, 20);
    let east = AreaTemplate::Cone {
        origin: sq(5, 5),
        direction: Direction::East,
        length: 3,
    };
    let squares = east.squares(Metric::KingMoves, open);
    assert_eq!(squares.len(), 9);
    let mut by_column: BTreeMap<i16, usize> = BTreeMap::new();
    for square in &squares {
        *by_column.entry(square.x).or_default() += 1;
    }
    assert_eq!(
        by_column.into_iter().collect::<Vec<_>>(),
        [(6, 1), (7, 3), (8, 5)]
    );
    let north_east = AreaTemplate::Cone {
        origin: sq(5, 5),
        direction: Direction::NorthEast,
        length: 2,
    };
    assert_eq!(
        north_east.squares(Metric::KingMoves, open),
        [sq(6, 3), sq(7, 3), sq(6, 4), sq(7, 4)]
    );
}

#[test]
fn bursts_follow_the_metric_and_lines_and_blocks_are_fixed() {
    let open = Bounds::new(20, 20);
    let centre = Footprint::single(sq(5, 5));
    let burst = |radius, metric| {
        AreaTemplate::Burst { centre, radius }
            .squares(metric, open)
            .len()
    };
    assert_eq!(burst(2, Metric::KingMoves), 25);
    assert_eq!(burst(2, Metric::DiagonalsCostTwo), 13, "a diamond");
    assert_eq!(
        burst(2, Metric::AlternatingDiagonals),
        21,
        "5×5 without the corners"
    );
    assert_eq!(burst(0, Metric::KingMoves), 1);
    let big = AreaTemplate::Burst {
        centre: Footprint::new(sq(5, 5), 2),
        radius: 1,
    };
    assert_eq!(big.squares(Metric::KingMoves, open).len(), 16);
    // Clipped at the map's edge, listed in reading order.
    let corner = AreaTemplate::Burst {
        centre: Footprint::single(sq(0, 0)),
        radius: 1,
    };
    assert_eq!(
        corner.squares(Metric::KingMoves, open),
        [sq(0, 0), sq(1, 0), sq(0, 1), sq(1, 1)]
    );
    let strafe = AreaTemplate::Line {
        origin: sq(2, 2),
        direction: Direction::SouthWest,
        length: 4,
    };
    assert_eq!(
        strafe.squares(Metric::KingMoves, open),
        [sq(1, 3), sq(0, 4)]
    );
    let block = AreaTemplate::Block {
        block: Footprint::new(sq(3, 3), 2),
    };
    assert_eq!(
        block.squares(Metric::KingMoves, open),
        [sq(3, 3), sq(4, 3), sq(3, 4), sq(4, 4)]
    );
    assert_eq!(
        serde_json::to_string(&block).expect("serializes"),
        r#"{"shape":"block","block":{"corner":{"x":3,"y":3},"side":2}}"#
    );
}

fn metric() -> impl Strategy<Value = Metric> {
    prop_oneof![
        Just(Metric::KingMoves),
        Just(Metric::AlternatingDiagonals),
        Just(Metric::DiagonalsCostTwo),
        Just(Metric::OrthogonalOnly),
    ]
}

fn direction() -> impl Strategy<Value = Direction> {
    (0usize..8).prop_map(|i| Direction::ALL[i])
}

fn square(max: i16) -> impl Strategy<Value = Square> {
    (0..max, 0..max).prop_map(|(x, y)| Square::new(x, y))
}

/// The cheapest path's cost by Dijkstra over (square, diagonals so far is odd), stepping only
/// as the metric allows: what the closed formula must equal.
fn cheapest_path(from: Square, bounds: Bounds, metric: Metric) -> BTreeMap<Square, u32> {
    let mut best: BTreeMap<(Square, bool), u32> = BTreeMap::new();
    let mut frontier = BTreeSet::from([(0u32, from, false)]);
    while let Some((cost, at, odd)) = frontier.pop_first() {
        if best.contains_key(&(at, odd)) {
            continue;
        }
        best.insert((at, odd), cost);
        for &direction in metric.directions() {
            let Some(next) = at.step(direction).filter(|n| bounds.contains(*n)) else {
                continue;
            };
            let step = metric
                .step_cost(direction, u32::from(odd))
                .expect("an allowed step");
            let next_odd = odd ^ direction.is_diagonal();
            if !best.contains_key(&(next, next_odd)) {
                frontier.insert((cost + step, next, next_odd));
            }
        }
    }
    let mut by_square = BTreeMap::new();
    for ((square, _), cost) in best {
        let entry = by_square.entry(square).or_insert(cost);
        *entry = (*entry).min(cost);
    }
    by_square
}

proptest! {
    #[test]
    fn distance_is_the_cheapest_path_of_allowed_steps(from in square(9), metric in metric()) {
        let bounds = Bounds::new(9, 9);
        let costs = cheapest_path(from, bounds, metric);
        prop_assert_eq!(costs.len(), 81);
        for (to, cost) in costs {
            prop_assert_eq!(metric.distance(from, to), cost, "{:?} to {:?}", from, to);
        }
    }

    #[test]
    fn distance_is_a_metric(a in square(40), b in square(40), c in square(40), metric in metric()) {
        prop_assert_eq!(metric.distance(a, b), metric.distance(b, a));
        prop_assert_eq!(metric.distance(a, b) == 0, a == b);
        // Alternating diagonals is not additive: (0,0)→(1,1)→(2,2) costs 1 + 1 by the formula
        // but 3 in one go, because the second diagonal of a path costs 2.
        if metric != Metric::AlternatingDiagonals {
            prop_assert!(metric.distance(a, c) <= metric.distance(a, b) + metric.distance(b, c));
        }
        let (king, alternating, two) = (
            Metric::KingMoves.distance(a, b),
            Metric::AlternatingDiagonals.distance(a, b),
            Metric::DiagonalsCostTwo.distance(a, b),
        );
        prop_assert!(king <= alternating && alternating <= two);
    }

    #[test]
    fn footprint_distance_is_the_nearest_pair_of_squares(
        a in square(12), an in 1u8..4, b in square(12), bn in 1u8..4, metric in metric(),
    ) {
        let (fa, fb) = (Footprint::new(a, an), Footprint::new(b, bn));
        let nearest = fa.squares()
            .flat_map(|p| fb.squares().map(move |q| metric.distance(p, q)))
            .min()
            .expect("squares");
        prop_assert_eq!(fa.distance(fb, metric), nearest);
        prop_assert_eq!(fa.overlaps(fb), fa.squares().any(|p| fb.contains(p)));
    }

    #[test]
    fn a_ray_passes_open_squares_in_a_line_and_says_truly_why_it_stopped(
        from in square(10),
        direction in direction(),
        blockers in prop::collection::btree_set(square(10), 0..20),
        limit in prop::option::of(0u32..12),
    ) {
        let bounds = Bounds::new(10, 10);
        let walk = ray(from, direction, bounds, limit, |s| blockers.contains(&s));
        let mut at = from;
        for square in &walk.squares {
            prop_assert_eq!(at.step(direction), Some(*square));
            prop_assert!(bounds.contains(*square) && !blockers.contains(square));
            at = *square;
        }
        let next = at.step(direction).filter(|n| bounds.contains(*n));
        match walk.stop {
            RayStop::Edge => prop_assert!(next.is_none()),
            RayStop::Blocked(square) => {
                prop_assert_eq!(next, Some(square));
                prop_assert!(blockers.contains(&square));
            }
            RayStop::Limit => prop_assert_eq!(Some(walk.squares.len()), limit.map(|l| l as usize)),
        }
        // The buffer-filling walk appends the same squares after what the buffer held.
        let mut buffer = vec![from];
        let stop = ray_into(from, direction, bounds, limit, |s| blockers.contains(&s), &mut buffer);
        prop_assert_eq!(stop, walk.stop);
        prop_assert_eq!(&buffer[1..], &walk.squares[..]);
    }

    #[test]
    fn a_burst_is_every_square_within_its_radius(
        centre in square(12), side in 1u8..4, radius in 0u16..5, metric in metric(),
    ) {
        let bounds = Bounds::new(12, 12);
        let centre = Footprint::new(centre, side);
        let covered = AreaTemplate::Burst { centre, radius }.squares(metric, bounds);
        let expected: Vec<Square> = bounds
            .squares()
            .filter(|s| centre.distance(Footprint::single(*s), metric) <= u32::from(radius))
            .collect();
        prop_assert_eq!(covered, expected);
    }

    #[test]
    fn cones_and_lines_cover_distinct_squares_at_the_right_distances(
        direction in direction(), length in 0u16..8, seed in any::<u8>(),
    ) {
        let open = Bounds::new(40, 40);
        let origin = Square::new(20, 20 - i16::from(seed % 3));
        let cone = AreaTemplate::Cone { origin, direction, length }.squares(Metric::KingMoves, open);
        let line = AreaTemplate::Line { origin, direction, length }.squares(Metric::KingMoves, open);
        prop_assert_eq!(line.len(), usize::from(length));
        prop_assert!(line.iter().all(|s| Direction::between(origin, *s) == Some(direction)));
        for ring in 1..=u32::from(length) {
            let at_ring = cone.iter().filter(|s| Metric::KingMoves.distance(origin, **s) == ring).count();
            prop_assert_eq!(at_ring as u32, 2 * ring - 1);
        }
        prop_assert!(!cone.contains(&origin));
        prop_assert!(line.iter().all(|s| cone.contains(s)));
    }
}
