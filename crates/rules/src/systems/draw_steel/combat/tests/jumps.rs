//! Jumping, hiding, a prone flyer's fall and where a faller lands on another creature.

use super::*;

/// Ayla (Might 2, Agility 1, speed 5) at (2, 2), her turn; Gnash far away at (8, 8).
fn alone() -> CombatState {
    let mut state = start(vec![hero("Ayla", (2, 2)), foe("Gnash", (8, 8))]);
    run(&mut state, Command::RollFirstSide { die: Some(6) });
    run(&mut state, Command::StartTurn { actor: 0 });
    state
}

fn jump_to(x: i16, y: i16, height: u8, dice: Option<[u8; 2]>) -> Command {
    Command::Jump {
        to: Pos { x, y },
        height,
        characteristic: None,
        test: dice.is_some(),
        dice,
        bleeding_die: None,
    }
}

fn rulings(events: &[Event]) -> Vec<&str> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Ruling { text, .. } => Some(text.as_str()),
            _ => None,
        })
        .collect()
}

/// "Jump" (DS-55): the baseline long jump is the higher of Might and Agility, 1 square high,
/// as part of the movement; a longer one needs the test.
#[test]
fn jump_baseline_reaches_the_higher_of_might_and_agility_ds_55() {
    let mut state = alone();
    let err = refused(&state, jump_to(5, 2, 0, None));
    assert!(err.message.contains("cannot jump 3 squares"), "{err:?}");
    assert_eq!(err.rule.section, "Jump");
    let err = refused(&state, jump_to(4, 2, 2, None));
    assert!(err.message.contains("cannot clear 2 squares"), "{err:?}");
    let events = run(&mut state, jump_to(4, 2, 1, None));
    assert_eq!(state.combatants[0].position, Some(Pos { x: 4, y: 2 }));
    // A move action gave 5 squares of movement; the jump spent 2 of them.
    let budget = state.turn.expect("her turn").budget;
    assert_eq!((budget.moves, budget.movement), (0, 3));
    assert!(rulings(&events)[0].contains("jumps 2 squares"));
}

/// "Jump" (DS-56): the baseline is at least 1 square.
#[test]
fn jump_baseline_is_at_least_one_square_ds_56() {
    let mut state = alone();
    state.combatants[0].characteristics.might = 0;
    state.combatants[0].characteristics.agility = -1;
    assert!(refused(&state, jump_to(4, 2, 0, None))
        .message
        .contains("reaches 1 square long"));
    run(&mut state, jump_to(3, 3, 0, None));
    assert_eq!(state.combatants[0].position, Some(Pos { x: 3, y: 3 }));
}

/// "Jump" (DS-57, DS-58): the Might or Agility test adds 1 square longer and higher at tier 2,
/// 2 at tier 3, nothing at tier 1 — and the jump then lands where it reaches.
#[test]
fn jump_test_tier_two_jumps_one_square_farther_and_higher_ds_57() {
    let mut state = alone();
    // 6 + 6 + Might 2 = 14: tier 2, 3 squares long and 2 high.
    let events = run(&mut state, jump_to(5, 2, 2, Some([6, 6])));
    assert_eq!(state.combatants[0].position, Some(Pos { x: 5, y: 2 }));
    assert!(events.iter().any(|e| matches!(
        e,
        Event::TestMade {
            tier: Tier::Two,
            outcome: None,
            ..
        }
    )));
    assert!(rulings(&events)[0].contains("tier 2 adds 1 square"));

    let mut short = alone();
    // 3 + 3 + 2 = 8: tier 1, the baseline 2 only: it lands after 2 squares on its line.
    let events = run(&mut short, jump_to(6, 2, 0, Some([3, 3])));
    assert_eq!(short.combatants[0].position, Some(Pos { x: 4, y: 2 }));
    assert!(rulings(&events)[0].contains("falls short and lands after 2 squares"));
}

/// "Jump": no jump goes farther than the movement of the effect that allows it.
#[test]
fn jump_no_farther_than_the_movement_that_allows_it() {
    let mut state = alone();
    state.combatants[0].speed = 1;
    let err = refused(&state, jump_to(4, 2, 0, None));
    assert!(
        err.message
            .contains("no farther than the 1 square of movement"),
        "{err:?}"
    );
}

/// "Jump" and "Prone": no jump while prone, nor out of difficult terrain.
#[test]
fn jump_not_while_prone_nor_out_of_difficult_terrain() {
    let mut state = alone();
    state.combatants[0].conditions.push(ConditionInstance {
        kind: ConditionKind::Prone,
        duration: Duration::UntilRemoved,
        source: None,
        ends_after_turn: None,
    });
    assert_eq!(
        refused(&state, jump_to(3, 2, 0, None)).rule.section,
        "Prone"
    );
    let mut mud = alone();
    if let Some(grid) = mud.grid.as_mut() {
        grid.set(Pos { x: 2, y: 2 }, Terrain::Difficult);
    }
    assert_eq!(refused(&mud, jump_to(3, 2, 0, None)).rule.section, "Jump");
}

/// "Jump" is willing movement: jumping away from an adjacent enemy opens an opportunity attack.
#[test]
fn jump_away_from_an_adjacent_enemy_provokes() {
    let mut state = heroes_turn(); // Gnash at (3, 2), next to Ayla.
    let events = run(&mut state, jump_to(0, 2, 0, None));
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::OpportunitiesOpened { attackers, .. } if attackers == &[1])));
}

/// "Hide": only while not observed — an enemy with line of effect to a creature that is not
/// concealed observes it; a wall or concealing terrain lets it hide; without a map the log says
/// nothing was checked.
#[test]
fn hide_only_when_not_observed() {
    let state = alone();
    let err = refused(&state, Command::Hide);
    assert!(err.message.contains("observed by Gnash"), "{err:?}");

    let mut fog = alone();
    if let Some(grid) = fog.grid.as_mut() {
        grid.set(Pos { x: 2, y: 2 }, Terrain::Concealing);
    }
    let events = run(&mut fog, Command::Hide);
    assert!(fog.combatants[0].hidden);
    assert!(rulings(&events)[0].contains("wholly concealed"));

    let mut walled = alone();
    if let Some(grid) = walled.grid.as_mut() {
        for y in 0..10 {
            grid.set(Pos { x: 5, y }, Terrain::Wall);
        }
    }
    let events = run(&mut walled, Command::Hide);
    assert!(rulings(&events)[0].contains("no enemy has line of effect"));

    let mut unmapped = begin(CombatSetup {
        combatants: vec![hero("Ayla", (2, 2)), foe("Gnash", (8, 8))],
        grid: None,
        hero_tokens: 0,
        malice: 0,
        rules: CombatRules::default(),
        squads: Vec::new(),
    })
    .expect("a legal setup");
    run(&mut unmapped, Command::RollFirstSide { die: Some(6) });
    run(&mut unmapped, Command::StartTurn { actor: 0 });
    let events = run(&mut unmapped, Command::Hide);
    assert!(rulings(&events)[0].contains("not checked: no map"));
}

/// "Prone": a creature flying (or climbing) when knocked prone falls.
#[test]
fn prone_a_flying_creature_knocked_prone_falls() {
    let mut state = alone();
    run(
        &mut state,
        Command::Adjust {
            who: 1,
            damage: 0,
            heal: 0,
            surges: 0,
            resource: 0,
            hidden: None,
            invisible: None,
            position: None,
            elevation: Some(4),
            reason: "Gnash takes wing".to_owned(),
        },
    );
    assert_eq!(state.combatants[1].elevation, 4);
    let events = run(
        &mut state,
        Command::ImposeCondition {
            target: 1,
            condition: ConditionKind::Prone,
            duration: Duration::UntilRemoved,
            source: None,
        },
    );
    // 4 squares less Agility 1 = 3: 6 damage, on the ground, prone.
    assert_eq!(state.combatants[1].elevation, 0);
    assert_eq!(state.combatants[1].stamina, 20 - 6);
    assert!(state.combatants[1].has(ConditionKind::Prone));
    assert!(rulings(&events)[0].contains("knocked prone 4 squares above the ground and falls"));
    // On the ground, prone is only prone.
    let before = state.combatants[0].stamina;
    run(
        &mut state,
        Command::ImposeCondition {
            target: 0,
            condition: ConditionKind::Prone,
            duration: Duration::UntilRemoved,
            source: None,
        },
    );
    assert_eq!(state.combatants[0].stamina, before);
}

/// "Falling onto a creature": the faller lands prone in the nearest unoccupied space of its
/// choice; a space that is not among the nearest is refused.
#[test]
fn falling_onto_a_creature_lands_in_the_nearest_unoccupied_space() {
    let mut state = start(vec![
        hero("Ayla", (0, 0)),
        foe("Gnash", (5, 5)),
        foe("Grub", (4, 4)),
    ]);
    run(&mut state, Command::RollFirstSide { die: Some(6) });
    let fall = |landing: Option<Pos>| Command::Fall {
        who: 0,
        height: 4,
        onto: Some(1),
        landing,
    };
    let err = refused(&state, fall(Some(Pos { x: 7, y: 7 })));
    assert!(err.message.contains("not one"), "{err:?}");
    assert_eq!(err.rule.section, "Falling");
    // Grub holds (4, 4): the first free neighbour of Gnash, row by row, is (5, 4).
    let events = run(&mut state, fall(None));
    assert_eq!(state.combatants[0].position, Some(Pos { x: 5, y: 4 }));
    assert!(state.combatants[0].has(ConditionKind::Prone));
    // 4 squares less Agility 1 = 3: both take 6.
    assert_eq!(state.combatants[0].stamina, 30 - 6);
    assert_eq!(state.combatants[1].stamina, 20 - 6);
    assert!(rulings(&events)[0].contains("nearest unoccupied space of its choice (1 square away)"));

    let mut chosen = start(vec![hero("Ayla", (0, 0)), foe("Gnash", (5, 5))]);
    run(&mut chosen, Command::RollFirstSide { die: Some(6) });
    run(
        &mut chosen,
        Command::Fall {
            who: 0,
            height: 1,
            onto: Some(1),
            landing: Some(Pos { x: 6, y: 6 }),
        },
    );
    assert_eq!(chosen.combatants[0].position, Some(Pos { x: 6, y: 6 }));
    // A 1-square fall deals nothing, but landing on a creature still leaves the faller prone.
    assert!(chosen.combatants[0].has(ConditionKind::Prone));
    assert_eq!(chosen.combatants[0].stamina, 30);
}

fn place(name: &str, x: i16, y: i16, size: Size) -> Command {
    Command::PlaceObject {
        name: name.to_owned(),
        position: Pos { x, y },
        size,
    }
}

/// "Slamming into Objects" (DS-50 with an object): a crate the GM placed, at least the
/// target's size, stops a push: 2 + 1 per remaining square, and the log names it.
#[test]
fn slamming_into_objects_a_crate_placed_by_the_gm_stops_a_push() {
    let mut state = start(vec![hero("Ayla", (2, 2)), foe("Gnash", (3, 2))]);
    state.combatants[0].abilities[0].tiers[0].effects = vec![Effect::ForcedMove {
        movement: ForcedKind::Push,
        distance: 4,
        vertical: false,
    }];
    run(&mut state, Command::RollFirstSide { die: Some(6) });
    run(&mut state, place("a crate", 5, 2, Size::MEDIUM));
    assert_eq!(state.objects.len(), 1);
    assert!(refused(&state, place("a barrel", 3, 2, Size::MEDIUM))
        .message
        .contains("Gnash stands there"));
    assert!(refused(&state, place("a barrel", 5, 2, Size::SMALL))
        .message
        .contains("a crate is already there"));
    run(&mut state, Command::StartTurn { actor: 0 });
    run(&mut state, use_on(0, 1, [1, 1]));
    let events = run(
        &mut state,
        Command::ForceMove {
            path: vec![
                Location::ground(Pos { x: 4, y: 2 }),
                Location::ground(Pos { x: 5, y: 2 }),
            ],
        },
    );
    // Moved 1 square, 3 remaining: 2 + 3 = 5.
    assert_eq!(state.combatants[1].position, Some(Pos { x: 4, y: 2 }));
    assert_eq!(state.combatants[1].stamina, 15);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::ForceMoved { explanation, .. } if explanation.contains("slams into a crate")
    )));
    // Nobody walks into it either; once removed, the square is open.
    assert!(refused(
        &state,
        Command::Advance {
            path: vec![Pos { x: 3, y: 2 }, Pos { x: 4, y: 3 }, Pos { x: 5, y: 2 }],
        }
    )
    .message
    .contains("object"));
    run(&mut state, Command::RemoveObject { object: 0 });
    assert!(state.objects.is_empty());
}

/// "Cover": a target at least half behind an object the GM placed has cover from it, so a
/// damage-dealing ability takes a bane; an object wholly between them blocks line of effect.
#[test]
fn cover_behind_an_object_placed_by_the_gm() {
    let mut state = start(vec![hero("Ayla", (2, 2)), foe("Gnash", (5, 3))]);
    state.combatants[0].abilities[0].distance = Distance::Ranged { range: 10 };
    run(&mut state, Command::RollFirstSide { die: Some(6) });
    run(&mut state, Command::StartTurn { actor: 0 });
    let plain = run(&mut state.clone(), use_on(0, 1, [5, 5]));
    assert_eq!(tier_of(&plain, 1), Tier::Two);
    run(&mut state, place("a low wall", 4, 3, Size::MEDIUM));
    let events = run(&mut state.clone(), use_on(0, 1, [5, 5]));
    let reasons = events
        .iter()
        .find_map(|e| match e {
            Event::TierReached { reasons, .. } => Some(reasons.clone()),
            _ => None,
        })
        .expect("a tier");
    assert!(
        reasons
            .iter()
            .any(|r| r.banes == 1 && r.label.contains("cover behind a low wall")),
        "{reasons:?}"
    );
    // 5 + 5 + 2 − 2 = 10: tier 1.
    assert_eq!(tier_of(&events, 1), Tier::One);
    let mut walled = state.clone();
    for y in 0..10 {
        if y != 3 {
            run(&mut walled, place("a crate", 4, y, Size::MEDIUM));
        }
    }
    assert_eq!(
        refused(&walled, use_on(0, 1, [5, 5])).rule.section,
        "Line of Effect"
    );
}
