use super::*;
use crate::systems::draw_steel::content::ForcedKind;
use crate::RuleViolation;

mod forced;

fn sq(x: i16, y: i16) -> Space {
    Space::square(x, y)
}

fn big(x: i16, y: i16, n: u8) -> Space {
    Space::new(Pos::new(x, y), Size::squares_of(n))
}

fn p(x: i16, y: i16) -> Pos {
    Pos::new(x, y)
}

fn ground(x: i16, y: i16) -> Location {
    Location::ground(p(x, y))
}

fn up(x: i16, y: i16, elevation: i16) -> Location {
    Location {
        pos: p(x, y),
        elevation,
    }
}

fn map(rows: &[&str]) -> Grid {
    Grid::from_rows(rows).expect("a well-formed test map")
}

fn open() -> Grid {
    Grid::open(10, 10).expect("a 10×10 map")
}

fn nobody(_: Pos) -> Option<Occupant> {
    None
}

/// Who stands where, for a test: each entry's whole space answers with its occupant.
fn crowd(list: &[(Space, Occupant)]) -> impl Fn(Pos) -> Option<Occupant> + '_ {
    move |pos| {
        list.iter()
            .find(|(space, _)| space.contains(pos))
            .map(|(_, occupant)| *occupant)
    }
}

fn creature(id: CombatantId, kind: OccupantKind, space: Space) -> (Space, Occupant) {
    (
        space,
        Occupant {
            id,
            kind,
            size: space.size,
            elevation: 0,
        },
    )
}

fn push(distance: u8, source: Space) -> ForcedMove {
    ForcedMove {
        movement: ForcedKind::Push,
        distance,
        vertical: false,
        source,
        source_elevation: 0,
    }
}

// --- Falling -------------------------------------------------------------------------------

#[test]
fn falling_5_squares_with_agility_2_deals_6_and_lands_prone_ds_39() {
    let fall = falling(5, 2, FallingOptions::default());
    assert_eq!(
        fall,
        Fall {
            height: 5,
            effective: 3,
            damage: 6,
            prone: true
        }
    );
}

#[test]
fn falling_damage_stops_at_50_ds_40() {
    let fall = falling(30, 1, FallingOptions::default());
    assert_eq!((fall.effective, fall.damage, fall.prone), (29, 50, true));
    assert_eq!(falling(25, 0, FallingOptions::default()).damage, 50);
    assert_eq!(falling(24, 0, FallingOptions::default()).damage, 48);
}

#[test]
fn falling_below_2_effective_squares_does_nothing_ds_41() {
    let fall = falling(3, 2, FallingOptions::default());
    assert_eq!((fall.effective, fall.damage, fall.prone), (1, 0, false));
    // The other reading of A2: the 3 squares actually fallen count, the damage reads 1.
    let actual = FallingOptions {
        threshold: FallThreshold::ActualHeight,
    };
    let fall = falling(3, 2, actual);
    assert_eq!((fall.effective, fall.damage, fall.prone), (1, 2, true));
}

#[test]
fn falling_negative_agility_reduces_nothing_ds_42() {
    let fall = falling(3, -2, FallingOptions::default());
    assert_eq!((fall.effective, fall.damage, fall.prone), (3, 6, true));
}

#[test]
fn falling_1_square_is_harmless_ds_43() {
    let fall = falling(1, 0, FallingOptions::default());
    assert_eq!((fall.damage, fall.prone), (0, false));
    let fall = falling(2, 0, FallingOptions::default());
    assert_eq!((fall.damage, fall.prone), (4, true));
}

#[test]
fn falling_onto_a_creature_a_size_2_faller_knocks_might_1_prone_ds_44() {
    let fall = falling(4, 0, FallingOptions::default());
    assert_eq!(fall.damage, 8);
    let below = landing_on(Size::squares_of(2), fall.damage, 1);
    assert_eq!(
        below,
        LandingOn {
            damage: 8,
            knocked_prone: true
        }
    );
}

#[test]
fn falling_onto_a_creature_a_size_1m_faller_does_not_knock_might_1_prone_ds_45() {
    let fall = falling(4, 0, FallingOptions::default());
    let below = landing_on(Size::MEDIUM, fall.damage, 1);
    assert_eq!(
        below,
        LandingOn {
            damage: 8,
            knocked_prone: false
        }
    );
    // Every size 1 counts as 1 (A10): even a pixie topples a creature with Might 0.
    assert_eq!(numeric_size(Size::TINY), 1);
    assert_eq!(numeric_size(Size::LARGE), 1);
    assert!(landing_on(Size::TINY, 8, 0).knocked_prone);
    assert!(!landing_on(Size::LARGE, 8, 1).knocked_prone);
    assert!(landing_on(Size::squares_of(3), 0, 2).knocked_prone);
}

// --- Jumping -------------------------------------------------------------------------------

#[test]
fn jump_baseline_is_the_better_of_might_and_agility_ds_55() {
    assert_eq!(baseline_jump(1, 3), 3);
    assert_eq!(
        Jump::baseline(1, 3),
        Jump {
            length: 3,
            height: 1
        }
    );
    assert_eq!(baseline_jump(4, 2), 4);
}

#[test]
fn jump_baseline_is_at_least_1_square_ds_56() {
    assert_eq!(baseline_jump(0, -1), 1);
    assert_eq!(
        Jump::baseline(-3, -2),
        Jump {
            length: 1,
            height: 1
        }
    );
}

#[test]
fn jump_is_capped_by_the_movement_that_allows_it_ds_57() {
    // Tier 2 on the jump test: 4 long and 2 high; only 3 squares of movement left.
    let jump = Jump {
        length: 4,
        height: 2,
    };
    assert_eq!(
        jump.capped(3),
        Jump {
            length: 3,
            height: 2
        }
    );
    assert_eq!(
        jump.capped(1),
        Jump {
            length: 1,
            height: 1
        }
    );
    assert_eq!(jump.capped(300), jump);
}

#[test]
fn jump_not_while_prone_nor_out_of_difficult_terrain() {
    assert_eq!(may_jump(false, Terrain::Open), Ok(()));
    let prone = may_jump(true, Terrain::Open).expect_err("prone");
    assert_eq!(prone.rule().section, "Prone");
    let mired = may_jump(false, Terrain::Difficult).expect_err("difficult terrain");
    assert_eq!(mired.rule().section, "Jump");
}

// --- Speed ---------------------------------------------------------------------------------

#[test]
fn slowed_makes_speed_2_and_leaves_a_lower_speed_alone_ds_70() {
    let rule = SlowedSpeed::default();
    assert_eq!(effective_speed(5, true, false, false, rule), 2);
    assert_eq!(effective_speed(1, true, false, false, rule), 1);
    assert_eq!(effective_speed(5, false, false, false, rule), 5);
    assert_eq!(
        effective_speed(1, true, false, false, SlowedSpeed::ExactlyTwo),
        2
    );
}

#[test]
fn grabbed_or_restrained_makes_speed_0_ds_71() {
    let rule = SlowedSpeed::default();
    assert_eq!(effective_speed(6, false, true, false, rule), 0);
    assert_eq!(effective_speed(6, false, false, true, rule), 0);
    assert_eq!(effective_speed(6, true, true, false, rule), 0);
    // And a creature with speed 0 can't walk a step.
    let held = Mover::new(1, sq(2, 2), effective_speed(6, false, true, false, rule));
    let refusal = walk(
        &open(),
        &nobody,
        &held,
        &[p(3, 2)],
        6,
        WalkOptions::default(),
    )
    .expect_err("speed 0");
    assert_eq!(refusal, MoveRefusal::SpeedZero);
}

// --- Walking -------------------------------------------------------------------------------

#[test]
fn prone_crawling_5_movement_goes_2_squares_ds_88() {
    let mut crawler = Mover::new(1, sq(0, 0), 5);
    crawler.prone = true;
    let two = walk(
        &open(),
        &nobody,
        &crawler,
        &[p(1, 0), p(2, 1)],
        5,
        WalkOptions::default(),
    )
    .expect("2 squares cost 4");
    assert_eq!(
        two,
        WalkResult {
            space: sq(2, 1),
            squares: 2,
            cost: 4,
            left: 1
        }
    );
    let three = walk(
        &open(),
        &nobody,
        &crawler,
        &[p(1, 0), p(2, 1), p(3, 1)],
        5,
        WalkOptions::default(),
    )
    .expect_err("3 squares cost 6");
    assert_eq!(
        three,
        MoveRefusal::OverBudget {
            step: 3,
            cost: 6,
            budget: 5,
            crawling: true
        }
    );
    assert_eq!(three.rule().section, "Prone");
}

#[test]
fn walking_costs_one_per_square_diagonals_included() {
    let walker = Mover::new(1, sq(0, 0), 5);
    let done = walk(
        &open(),
        &nobody,
        &walker,
        &[p(1, 1), p(2, 2), p(2, 3)],
        5,
        WalkOptions::default(),
    )
    .expect("3 squares");
    assert_eq!((done.space, done.cost, done.left), (sq(2, 3), 3, 2));
    let none = walk(&open(), &nobody, &walker, &[], 5, WalkOptions::default()).expect("no step");
    assert_eq!((none.space, none.cost, none.left), (sq(0, 0), 0, 5));
}

#[test]
fn walking_into_difficult_terrain_costs_more() {
    let grid = map(&[".~~..", ".....", "....."]);
    let walker = Mover::new(1, sq(0, 0), 6);
    let done = walk(
        &grid,
        &nobody,
        &walker,
        &[p(1, 0), p(2, 0), p(3, 0)],
        6,
        WalkOptions::default(),
    )
    .expect("2 + 2 + 1");
    assert_eq!(done.cost, 5);
    let heavy = WalkOptions {
        difficult_extra: 2,
        ..WalkOptions::default()
    };
    let done = walk(&grid, &nobody, &walker, &[p(1, 0), p(2, 0)], 6, heavy).expect("3 + 3");
    assert_eq!(done.cost, 6);
    // Crawling through difficult terrain pays both.
    let mut crawler = walker;
    crawler.prone = true;
    let done = walk(
        &grid,
        &nobody,
        &crawler,
        &[p(1, 0)],
        6,
        WalkOptions::default(),
    )
    .expect("1 + 1 + 1");
    assert_eq!(done.cost, 3);
    // A size-2 creature pays only for the squares it newly enters.
    let ogre = Mover::new(2, big(1, 0, 2), 5);
    let done = walk(
        &grid,
        &nobody,
        &ogre,
        &[p(2, 0), p(2, 1)],
        5,
        WalkOptions::default(),
    )
    .expect("into (3, 0) is open, then down onto open ground");
    assert_eq!(done.cost, 2);
}

#[test]
fn walking_refuses_walls_the_map_edge_and_bad_steps() {
    let grid = map(&["..#", "...", "..."]);
    let walker = Mover::new(1, sq(1, 0), 5);
    let walk_to = |path: &[Pos]| walk(&grid, &nobody, &walker, path, 5, WalkOptions::default());
    assert_eq!(walk_to(&[p(2, 0)]), Err(MoveRefusal::IntoWall { step: 1 }));
    assert_eq!(
        walk_to(&[p(1, -1)]),
        Err(MoveRefusal::OffMap {
            step: 1,
            forced: false
        })
    );
    assert_eq!(
        walk_to(&[p(1, 1), p(1, 3)]),
        Err(MoveRefusal::NotAStep {
            step: 2,
            forced: false
        })
    );
    assert_eq!(
        walk_to(&[p(1, 0)]),
        Err(MoveRefusal::NotAStep {
            step: 1,
            forced: false
        })
    );
    let violation: RuleViolation = walk_to(&[p(0, -1)]).expect_err("off the map").into();
    assert_eq!(violation.rule.section, "Movement");
    assert!(violation.message.contains("beyond the edge of the map"));
    // A size-2 creature can't squeeze its space past the edge either.
    let ogre = Mover::new(2, big(0, 1, 2), 5);
    assert_eq!(
        walk(
            &grid,
            &nobody,
            &ogre,
            &[p(1, 1), p(2, 1)],
            5,
            WalkOptions::default()
        ),
        Err(MoveRefusal::OffMap {
            step: 2,
            forced: false
        })
    );
}

#[test]
fn walking_through_allies_but_never_enemies_nor_ending_on_an_ally() {
    let others = [
        creature(2, OccupantKind::Ally, sq(1, 0)),
        creature(3, OccupantKind::Enemy, sq(1, 2)),
        creature(4, OccupantKind::Object, sq(3, 1)),
    ];
    let occupied = crowd(&others);
    let walker = Mover::new(1, sq(0, 0), 5);
    let through = walk(
        &open(),
        &occupied,
        &walker,
        &[p(1, 0), p(2, 0)],
        5,
        WalkOptions::default(),
    )
    .expect("through an ally");
    assert_eq!(through.space, sq(2, 0));
    assert_eq!(
        walk(
            &open(),
            &occupied,
            &walker,
            &[p(1, 0)],
            5,
            WalkOptions::default()
        ),
        Err(MoveRefusal::EndsOnAlly)
    );
    assert_eq!(
        walk(
            &open(),
            &occupied,
            &walker,
            &[p(0, 1), p(1, 2)],
            5,
            WalkOptions::default()
        ),
        Err(MoveRefusal::IntoEnemy { step: 2 })
    );
    assert_eq!(
        walk(
            &open(),
            &occupied,
            &walker,
            &[p(1, 1), p(2, 1), p(3, 1)],
            5,
            WalkOptions::default()
        ),
        Err(MoveRefusal::IntoObject { step: 3 })
    );
    let strict = WalkOptions {
        through_allies: false,
        ..WalkOptions::default()
    };
    assert_eq!(
        walk(&open(), &occupied, &walker, &[p(1, 0), p(2, 0)], 5, strict),
        Err(MoveRefusal::IntoAlly { step: 1 })
    );
    // A flier 2 squares up passes over the enemy's square.
    let mut flier = walker;
    flier.elevation = 2;
    let over = walk(
        &open(),
        &occupied,
        &flier,
        &[p(0, 1), p(1, 2), p(2, 2)],
        5,
        WalkOptions::default(),
    )
    .expect("over the enemy");
    assert_eq!(over.space, sq(2, 2));
}

#[test]
fn walking_a_large_creature_overlaps_its_own_squares() {
    // The occupancy query reports the mover's own squares; they never block it.
    let ogre_space = big(2, 2, 2);
    let others = [creature(9, OccupantKind::Ally, ogre_space)];
    let ogre = Mover::new(9, ogre_space, 5);
    let done = walk(
        &open(),
        &crowd(&others),
        &ogre,
        &[p(3, 2), p(4, 3)],
        5,
        WalkOptions::default(),
    )
    .expect("sliding over its own space");
    assert_eq!(done.space, big(4, 3, 2));
}

#[test]
fn walking_frightened_creatures_cannot_move_closer_to_the_source() {
    let mut scared = Mover::new(1, sq(3, 3), 5);
    scared.frightened_of = Some(sq(0, 3));
    let toward = walk(
        &open(),
        &nobody,
        &scared,
        &[p(3, 2), p(2, 2)],
        5,
        WalkOptions::default(),
    )
    .expect_err("closer to the source");
    assert_eq!(toward, MoveRefusal::TowardFear { step: 2 });
    assert_eq!(toward.rule().section, "Frightened");
    // Sideways (same distance) and away are fine.
    let away = walk(
        &open(),
        &nobody,
        &scared,
        &[p(3, 2), p(4, 1), p(5, 1)],
        5,
        WalkOptions::default(),
    )
    .expect("sideways, then away");
    assert_eq!(away.space, sq(5, 1));
}

#[test]
fn walking_between_two_walls_meeting_at_a_corner_is_a_table_rule() {
    let grid = map(&[".#.", "#..", "..."]);
    let walker = Mover::new(1, sq(0, 0), 5);
    assert!(walk(
        &grid,
        &nobody,
        &walker,
        &[p(1, 1)],
        5,
        WalkOptions::default()
    )
    .is_ok());
    let strict = WalkOptions {
        between_corner_walls: false,
        ..WalkOptions::default()
    };
    assert_eq!(
        walk(&grid, &nobody, &walker, &[p(1, 1)], 5, strict),
        Err(MoveRefusal::BetweenWalls { step: 1 })
    );
}
