//! Forced movement: stability, restrained, slams, direction, the map's edge, vertical moves.

use super::*;

#[test]
fn stability_shortens_a_push_5_by_2_to_3_ds_46() {
    let mut target = Mover::new(1, sq(1, 2), 5);
    target.stability = 2;
    let order = push(5, sq(0, 2));
    let path = [ground(2, 2), ground(3, 2), ground(4, 2)];
    let done = force_move(
        &open(),
        &nobody,
        &target,
        &order,
        &path,
        ForcedOptions::default(),
    )
    .expect("3 squares");
    assert_eq!((done.allowed, done.moved, done.space), (3, 3, sq(4, 2)));
    assert_eq!((done.slam, done.target_damage), (None, 0));
    let long = [ground(2, 2), ground(3, 2), ground(4, 2), ground(5, 2)];
    let refusal = force_move(
        &open(),
        &nobody,
        &target,
        &order,
        &long,
        ForcedOptions::default(),
    )
    .expect_err("4 squares");
    assert_eq!(
        refusal,
        MoveRefusal::TooLong {
            given: 4,
            allowed: 3,
            distance: 5,
            stability: 2
        }
    );
    assert_eq!(refusal.rule().section, "Stability");
}

#[test]
fn stability_at_least_the_distance_moves_nothing_ds_47() {
    let mut target = Mover::new(1, sq(1, 2), 5);
    target.stability = 3;
    let order = push(2, sq(0, 2));
    let done = force_move(
        &open(),
        &nobody,
        &target,
        &order,
        &[],
        ForcedOptions::default(),
    )
    .expect("nothing moves");
    assert_eq!((done.allowed, done.moved, done.space), (0, 0, sq(1, 2)));
    assert!(force_move(
        &open(),
        &nobody,
        &target,
        &order,
        &[ground(2, 2)],
        ForcedOptions::default()
    )
    .is_err());
}

#[test]
fn restrained_creatures_cannot_be_force_moved_ds_48() {
    // A slide 4 straight into a wall: the restrained target stays put and takes nothing.
    let grid = map(&["..#...", "......"]);
    let mut target = Mover::new(1, sq(1, 0), 0);
    target.restrained = true;
    let order = ForcedMove {
        movement: ForcedKind::Slide,
        ..push(4, sq(0, 1))
    };
    let done = force_move(
        &grid,
        &nobody,
        &target,
        &order,
        &[ground(2, 0), ground(3, 0)],
        ForcedOptions::default(),
    )
    .expect("no movement");
    assert!(done.restrained);
    assert_eq!(
        (done.moved, done.space, done.target_damage),
        (0, sq(1, 0), 0)
    );
    assert_eq!(done.slam, None);
}

#[test]
fn slamming_into_creatures_both_take_1_per_remaining_square_ds_49() {
    let others = [creature(2, OccupantKind::Enemy, sq(3, 2))];
    let target = Mover::new(1, sq(1, 2), 5);
    let path = [ground(2, 2), ground(3, 2), ground(4, 2), ground(5, 2)];
    let done = force_move(
        &open(),
        &crowd(&others),
        &target,
        &push(4, sq(0, 2)),
        &path,
        ForcedOptions::default(),
    )
    .expect("slam");
    assert_eq!((done.moved, done.space), (1, sq(2, 2)));
    let slam = done.slam.expect("a slam");
    assert_eq!(slam.remaining, 3);
    assert_eq!(slam.at, ground(3, 2));
    assert_eq!(slam.obstacle, None);
    assert_eq!(slam.creatures, vec![Struck { id: 2, damage: 3 }]);
    assert_eq!(slam.target_damage, 3);
    assert_eq!(done.target_damage, 3);
}

#[test]
fn slamming_into_objects_deals_2_plus_remaining_ds_50() {
    let grid = map(&["..........", "..........", "...#......"]);
    let target = Mover::new(1, sq(1, 2), 5);
    let path = [ground(2, 2), ground(3, 2), ground(4, 2), ground(5, 2)];
    let done = force_move(
        &grid,
        &nobody,
        &target,
        &push(4, sq(0, 2)),
        &path,
        ForcedOptions::default(),
    )
    .expect("slam");
    let slam = done.slam.expect("a slam");
    assert_eq!((done.moved, slam.remaining), (1, 3));
    assert_eq!(slam.obstacle, Some(Obstacle::Wall));
    assert_eq!(done.target_damage, 5);
}

#[test]
fn slamming_into_objects_blocked_at_once_ds_51() {
    let grid = map(&["..#......."]);
    let target = Mover::new(1, sq(1, 0), 5);
    let path = [ground(2, 0), ground(3, 0), ground(4, 0)];
    let done = force_move(
        &grid,
        &nobody,
        &target,
        &push(3, sq(0, 0)),
        &path,
        ForcedOptions::default(),
    )
    .expect("slam");
    assert_eq!(done.moved, 0);
    assert_eq!(done.slam.as_ref().map(|slam| slam.remaining), Some(3));
    assert_eq!(done.target_damage, 5);
}

#[test]
fn slamming_into_objects_after_stability_ds_52() {
    let grid = map(&["....#....."]);
    let mut target = Mover::new(1, sq(1, 0), 5);
    target.stability = 1;
    let path = [ground(2, 0), ground(3, 0), ground(4, 0), ground(5, 0)];
    let done = force_move(
        &grid,
        &nobody,
        &target,
        &push(5, sq(0, 0)),
        &path,
        ForcedOptions::default(),
    )
    .expect("slam");
    assert_eq!((done.allowed, done.moved), (4, 2));
    assert_eq!(done.slam.as_ref().map(|slam| slam.remaining), Some(2));
    assert_eq!(done.target_damage, 4);
}

#[test]
fn slamming_into_objects_downward_adds_falling_damage_ds_53() {
    // The target hangs 4 squares up; a flier directly above pushes it down 6.
    let mut target = Mover::new(1, sq(2, 2), 5);
    target.elevation = 4;
    let order = ForcedMove {
        vertical: true,
        source_elevation: 5,
        ..push(6, sq(2, 2))
    };
    let path = [
        up(2, 2, 3),
        up(2, 2, 2),
        up(2, 2, 1),
        up(2, 2, 0),
        up(2, 2, -1),
        up(2, 2, -2),
    ];
    let done = force_move(
        &open(),
        &nobody,
        &target,
        &order,
        &path,
        ForcedOptions::default(),
    )
    .expect("driven into the ground");
    assert_eq!((done.moved, done.elevation), (4, 0));
    let slam = done.slam.as_ref().expect("a slam");
    assert_eq!(
        (slam.remaining, slam.obstacle, slam.target_damage),
        (2, Some(Obstacle::Ground), 4)
    );
    let fall = done.falling.expect("falling damage");
    assert_eq!(
        fall,
        Fall {
            height: 4,
            effective: 4,
            damage: 8,
            prone: true
        }
    );
    assert_eq!(done.target_damage, 12);
}

#[test]
fn slamming_a_larger_creature_into_several_smaller_ones_hurts_it_once_ds_54() {
    // A size-3 creature pushed right into two size-1 creatures, 2 squares remaining.
    let others = [
        creature(2, OccupantKind::Enemy, sq(5, 1)),
        creature(3, OccupantKind::Ally, sq(5, 3)),
    ];
    let target = Mover::new(1, big(1, 1, 3), 5);
    let path = [ground(2, 1), ground(3, 1), ground(4, 1)];
    let done = force_move(
        &open(),
        &crowd(&others),
        &target,
        &push(3, sq(0, 2)),
        &path,
        ForcedOptions::default(),
    )
    .expect("slam");
    assert_eq!(done.moved, 1);
    let slam = done.slam.expect("a slam");
    assert_eq!(slam.remaining, 2);
    assert_eq!(
        slam.creatures,
        vec![Struck { id: 2, damage: 2 }, Struck { id: 3, damage: 2 }]
    );
    assert_eq!(slam.target_damage, 2);
    assert_eq!(done.target_damage, 2);
}

#[test]
fn slamming_into_creatures_a_pull_may_slam_the_target_into_the_puller() {
    let puller = creature(7, OccupantKind::Enemy, sq(0, 2));
    let others = [puller];
    let target = Mover::new(1, sq(3, 2), 5);
    let order = ForcedMove {
        movement: ForcedKind::Pull,
        ..push(3, sq(0, 2))
    };
    let path = [ground(2, 2), ground(1, 2), ground(0, 2)];
    let done = force_move(
        &open(),
        &crowd(&others),
        &target,
        &order,
        &path,
        ForcedOptions::default(),
    )
    .expect("pulled into the puller");
    assert_eq!((done.moved, done.space), (2, sq(1, 2)));
    let slam = done.slam.expect("a slam");
    assert_eq!(slam.creatures, vec![Struck { id: 7, damage: 1 }]);
    assert_eq!(done.target_damage, 1);
}

#[test]
fn slamming_into_objects_needs_an_object_at_least_the_targets_size() {
    let crate_1m = [(
        sq(3, 0),
        Occupant {
            id: 5,
            kind: OccupantKind::Object,
            size: Size::MEDIUM,
            elevation: 0,
        },
    )];
    let path = [ground(2, 0), ground(3, 0)];
    let human = Mover::new(1, sq(1, 0), 5);
    let done = force_move(
        &open(),
        &crowd(&crate_1m),
        &human,
        &push(3, sq(0, 0)),
        &path,
        ForcedOptions::default(),
    )
    .expect("slam");
    assert_eq!(
        done.slam.as_ref().map(|slam| slam.obstacle),
        Some(Some(Obstacle::Object {
            id: 5,
            size: Size::MEDIUM
        }))
    );
    assert_eq!(done.target_damage, 2 + 2);
    // A 1L creature is larger than a 1M crate: the movement stops, with no object slam.
    let mut hakaan = human;
    hakaan.space.size = Size::LARGE;
    let done = force_move(
        &open(),
        &crowd(&crate_1m),
        &hakaan,
        &push(3, sq(0, 0)),
        &path,
        ForcedOptions::default(),
    )
    .expect("stopped");
    assert_eq!(done.moved, 1);
    assert_eq!(
        done.slam.as_ref().map(|slam| slam.obstacle),
        Some(Some(Obstacle::SmallerObject {
            id: 5,
            size: Size::MEDIUM
        }))
    );
    assert_eq!(done.target_damage, 0);
}

#[test]
fn slamming_into_creatures_an_object_moved_into_a_creature_hurts_only_the_creature() {
    let others = [creature(2, OccupantKind::Enemy, sq(3, 0))];
    let mut barrel = Mover::new(8, sq(1, 0), 0);
    barrel.object = true;
    let done = force_move(
        &open(),
        &crowd(&others),
        &barrel,
        &push(4, sq(0, 0)),
        &[ground(2, 0), ground(3, 0)],
        ForcedOptions::default(),
    )
    .expect("slam");
    let slam = done.slam.expect("a slam");
    assert_eq!(slam.creatures, vec![Struck { id: 2, damage: 3 }]);
    assert_eq!(slam.target_damage, 0);
}

#[test]
fn forced_movement_beyond_the_edge_of_the_map_is_refused() {
    let target = Mover::new(1, sq(8, 0), 5);
    let refusal = force_move(
        &open(),
        &nobody,
        &target,
        &push(3, sq(7, 0)),
        &[ground(9, 0), ground(10, 0)],
        ForcedOptions::default(),
    )
    .expect_err("off the map");
    assert_eq!(
        refusal,
        MoveRefusal::OffMap {
            step: 2,
            forced: true
        }
    );
    let violation = RuleViolation::from(refusal);
    assert_eq!(violation.rule.section, "Forced Movement");
    assert!(violation.message.contains("beyond the edge of the map"));
}

#[test]
fn forced_movement_push_and_pull_keep_their_direction() {
    let target = Mover::new(1, sq(3, 3), 5);
    let source = sq(1, 3);
    let sideways = [ground(3, 2)];
    let refusal = force_move(
        &open(),
        &nobody,
        &target,
        &push(3, source),
        &sideways,
        ForcedOptions::default(),
    )
    .expect_err("a push must go away");
    assert_eq!(
        refusal,
        MoveRefusal::WrongDirection {
            step: 1,
            movement: ForcedKind::Push
        }
    );
    assert_eq!(refusal.rule().section, "Forced Movement");
    // Diagonally away is fine for a push.
    assert!(force_move(
        &open(),
        &nobody,
        &target,
        &push(3, source),
        &[ground(4, 2), ground(5, 1)],
        ForcedOptions::default()
    )
    .is_ok());
    let pull = ForcedMove {
        movement: ForcedKind::Pull,
        ..push(3, source)
    };
    assert_eq!(
        force_move(
            &open(),
            &nobody,
            &target,
            &pull,
            &[ground(4, 3)],
            ForcedOptions::default()
        ),
        Err(MoveRefusal::WrongDirection {
            step: 1,
            movement: ForcedKind::Pull
        })
    );
    // A slide goes where the GM likes.
    let slide = ForcedMove {
        movement: ForcedKind::Slide,
        ..push(3, source)
    };
    let done = force_move(
        &open(),
        &nobody,
        &target,
        &slide,
        &[ground(3, 2), ground(2, 2), ground(2, 3)],
        ForcedOptions::default(),
    )
    .expect("any direction");
    assert_eq!(done.space, sq(2, 3));
}

#[test]
fn forced_movement_stays_on_the_ground_unless_vertical() {
    let target = Mover::new(1, sq(3, 3), 5);
    assert_eq!(
        force_move(
            &open(),
            &nobody,
            &target,
            &push(3, sq(2, 3)),
            &[up(4, 3, 1)],
            ForcedOptions::default()
        ),
        Err(MoveRefusal::NotVertical { step: 1 })
    );
    assert_eq!(
        force_move(
            &open(),
            &nobody,
            &target,
            &push(3, sq(2, 3)),
            &[ground(5, 3)],
            ForcedOptions::default()
        ),
        Err(MoveRefusal::NotAStep {
            step: 1,
            forced: true
        })
    );
    // A vertical push lifts it; it ends in the air and the engine decides whether it falls.
    let lift = ForcedMove {
        vertical: true,
        ..push(2, sq(2, 3))
    };
    let done = force_move(
        &open(),
        &nobody,
        &target,
        &lift,
        &[up(4, 3, 1), up(5, 3, 2)],
        ForcedOptions::default(),
    )
    .expect("up and away");
    assert_eq!(
        (done.space, done.elevation, done.falling),
        (sq(5, 3), 2, None)
    );
}

#[test]
fn forced_movement_over_a_creature_at_another_height_does_not_slam() {
    let others = [creature(2, OccupantKind::Enemy, sq(3, 0))];
    let mut flier = Mover::new(1, sq(1, 0), 5);
    flier.elevation = 3;
    let done = force_move(
        &open(),
        &crowd(&others),
        &flier,
        &push(3, sq(0, 0)),
        &[up(2, 0, 3), up(3, 0, 3), up(4, 0, 3)],
        ForcedOptions::default(),
    )
    .expect("over the creature");
    assert_eq!((done.moved, done.slam), (3, None));
}

#[test]
fn forced_movement_driven_down_onto_the_ground_exactly_is_a_table_rule() {
    let mut target = Mover::new(1, sq(2, 2), 5);
    target.elevation = 3;
    let order = ForcedMove {
        vertical: true,
        source_elevation: 4,
        ..push(3, sq(2, 2))
    };
    let path = [up(2, 2, 2), up(2, 2, 1), up(2, 2, 0)];
    let done = force_move(
        &open(),
        &nobody,
        &target,
        &order,
        &path,
        ForcedOptions::default(),
    )
    .expect("down to the ground");
    assert_eq!(done.slam, None);
    assert_eq!(done.falling.map(|fall| fall.damage), Some(6));
    assert_eq!(done.target_damage, 6);
    let soft = ForcedOptions {
        fall_on_landing: false,
        ..ForcedOptions::default()
    };
    let done = force_move(&open(), &nobody, &target, &order, &path, soft).expect("down");
    assert_eq!((done.falling, done.target_damage), (None, 0));
}

#[test]
fn forced_movement_downward_fall_counts_squares_down_or_the_whole_move() {
    // Slid 2 across at height 2, then down 2 and into the ground with 1 square left.
    let mut target = Mover::new(1, sq(2, 2), 5);
    target.elevation = 2;
    let order = ForcedMove {
        movement: ForcedKind::Slide,
        vertical: true,
        ..push(5, sq(0, 0))
    };
    let path = [
        up(3, 2, 2),
        up(4, 2, 2),
        up(4, 2, 1),
        up(4, 2, 0),
        up(4, 2, -1),
    ];
    let done = force_move(
        &open(),
        &nobody,
        &target,
        &order,
        &path,
        ForcedOptions::default(),
    )
    .expect("slam");
    assert_eq!(done.moved, 4);
    assert_eq!(done.falling.map(|fall| fall.damage), Some(4));
    assert_eq!(done.target_damage, 2 + 1 + 4);
    let whole = ForcedOptions {
        downward_fall: DownwardFall::WholeMovement,
        ..ForcedOptions::default()
    };
    let done = force_move(&open(), &nobody, &target, &order, &path, whole).expect("slam");
    assert_eq!(done.falling.map(|fall| fall.damage), Some(8));
}

#[test]
fn refusals_serialize_with_a_kind_tag() {
    let json = serde_json::to_string(&MoveRefusal::OffMap {
        step: 2,
        forced: true,
    })
    .expect("serializes");
    assert_eq!(json, r#"{"kind":"off_map","step":2,"forced":true}"#);
    let text = MoveRefusal::SpeedZero.to_string();
    assert!(text.contains("speed is 0"), "{text}");
}
