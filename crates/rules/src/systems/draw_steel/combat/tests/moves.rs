//! Opportunity attacks, forced movement, falling and teleporting.

use super::*;

#[test]
fn opportunity_attack_moving_away_opens_one_and_a_bane_forbids_it_ds_81_ds_82() {
    let mut state = start(vec![hero("Ayla", (2, 2)), foe("Gnash", (3, 2))]);
    run(&mut state, Command::RollFirstSide { die: Some(6) });
    run(&mut state, Command::StartTurn { actor: 0 });
    let events = run(
        &mut state,
        Command::Advance {
            path: vec![Pos { x: 1, y: 2 }],
        },
    );
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::OpportunitiesOpened { attackers, .. } if attackers == &[1])));
    // Gnash strikes without spending anything.
    run(
        &mut state,
        Command::FreeStrike {
            attacker: 1,
            target: TargetChoice {
                target: 0,
                ..TargetChoice::default()
            },
            dice: Some([5, 5]),
            knock_out: false,
        },
    );
    assert_eq!(state.combatants[0].stamina, 28);

    let mut weak = start(vec![hero("Ayla", (2, 2)), foe("Gnash", (3, 2))]);
    weak.combatants[1].conditions.push(ConditionInstance {
        kind: ConditionKind::Weakened,
        duration: Duration::SaveEnds,
        source: None,
        ends_after_turn: None,
    });
    run(&mut weak, Command::RollFirstSide { die: Some(6) });
    run(&mut weak, Command::StartTurn { actor: 0 });
    let events = run(
        &mut weak,
        Command::Advance {
            path: vec![Pos { x: 1, y: 2 }],
        },
    );
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::OpportunitiesOpened { .. })));
}

/// "Opportunity Attack" (glossary L59–60): moving away gives each adjacent enemy the chance of
/// *a* melee free strike — one strike per opportunity, not one per command.
#[test]
fn opportunity_attack_is_one_free_strike_per_opportunity() {
    let mut state = start(vec![hero("Ayla", (2, 2)), foe("Gnash", (3, 2))]);
    run(&mut state, Command::RollFirstSide { die: Some(6) });
    run(&mut state, Command::StartTurn { actor: 0 });
    run(
        &mut state,
        Command::Advance {
            path: vec![Pos { x: 1, y: 2 }],
        },
    );
    let strike = Command::FreeStrike {
        attacker: 1,
        target: TargetChoice {
            target: 0,
            ..TargetChoice::default()
        },
        dice: Some([5, 5]),
        knock_out: false,
    };
    run(&mut state, strike.clone());
    assert_eq!(state.combatants[0].stamina, 28);
    assert!(state.opportunities.is_empty(), "the opportunity is spent");
    let again = refused(&state, strike);
    assert!(again.message.contains("opportunity"), "{}", again.message);
    assert_eq!(state.combatants[0].stamina, 28);
}

#[test]
fn opportunity_attack_a_shift_provokes_nothing_ds_83() {
    let mut state = heroes_turn();
    let events = run(
        &mut state,
        Command::Shift {
            to: Pos { x: 1, y: 2 },
        },
    );
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::OpportunitiesOpened { .. })));
}

#[test]
fn forced_movement_push_into_a_wall_slams_ds_50() {
    let mut state = start(vec![hero("Ayla", (2, 2)), foe("Gnash", (3, 2))]);
    if let Some(grid) = state.grid.as_mut() {
        grid.cells[2 * 10 + 5] = Terrain::Wall;
    }
    state.combatants[0].abilities[0].tiers[0].effects = vec![Effect::ForcedMove {
        movement: ForcedKind::Push,
        distance: 4,
        vertical: false,
    }];
    run(&mut state, Command::RollFirstSide { die: Some(6) });
    run(&mut state, Command::StartTurn { actor: 0 });
    run(&mut state, use_on(0, 1, [1, 1]));
    assert_eq!(state.pending_moves.len(), 1);
    let refused_turn = refused(&state, Command::EndTurn { saves: vec![] });
    assert_eq!(refused_turn.rule.section, "Forced Movement");
    run(
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
}

#[test]
fn forced_movement_off_the_map_is_refused() {
    let mut state = start(vec![hero("Ayla", (7, 2)), foe("Gnash", (8, 2))]);
    state.combatants[0].abilities[0].tiers[0].effects = vec![Effect::ForcedMove {
        movement: ForcedKind::Push,
        distance: 3,
        vertical: false,
    }];
    run(&mut state, Command::RollFirstSide { die: Some(6) });
    run(&mut state, Command::StartTurn { actor: 0 });
    run(&mut state, use_on(0, 1, [1, 1]));
    let violation = refused(
        &state,
        Command::ForceMove {
            path: vec![
                Location::ground(Pos { x: 9, y: 2 }),
                Location::ground(Pos { x: 10, y: 2 }),
            ],
        },
    );
    assert_eq!(violation.rule.section, "Forced Movement");
}

#[test]
fn falling_five_squares_with_agility_two_deals_six_and_knocks_prone_ds_39() {
    let mut state = heroes_turn();
    state.combatants[0].characteristics.agility = 2;
    run(
        &mut state,
        Command::Fall {
            who: 0,
            height: 5,
            onto: None,
            landing: None,
        },
    );
    assert_eq!(state.combatants[0].stamina, 24);
    assert!(state.combatants[0].has(ConditionKind::Prone));
}

#[test]
fn restrained_teleporting_ends_it_and_provokes_nothing_ds_87() {
    let mut state = heroes_turn();
    state.combatants[0].conditions.push(ConditionInstance {
        kind: ConditionKind::Restrained,
        duration: Duration::SaveEnds,
        source: None,
        ends_after_turn: None,
    });
    let events = run(
        &mut state,
        Command::Teleport {
            who: 0,
            to: Pos { x: 6, y: 6 },
        },
    );
    assert!(!state.combatants[0].has(ConditionKind::Restrained));
    assert_eq!(state.combatants[0].position, Some(Pos { x: 6, y: 6 }));
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::OpportunitiesOpened { .. })));
    assert!(state.opportunities.is_empty());
}

#[test]
fn restrained_creatures_cannot_be_force_moved_ds_48() {
    let mut state = heroes_turn();
    state.combatants[0].abilities[0].tiers[0].effects = vec![Effect::ForcedMove {
        movement: ForcedKind::Slide,
        distance: 4,
        vertical: false,
    }];
    state.combatants[1].conditions.push(ConditionInstance {
        kind: ConditionKind::Restrained,
        duration: Duration::SaveEnds,
        source: None,
        ends_after_turn: None,
    });
    run(&mut state, use_on(0, 1, [1, 1]));
    let stamina = state.combatants[1].stamina;
    run(
        &mut state,
        Command::ForceMove {
            path: vec![Location::ground(Pos { x: 4, y: 2 })],
        },
    );
    assert_eq!(state.combatants[1].position, Some(Pos { x: 3, y: 2 }));
    assert_eq!(state.combatants[1].stamina, stamina, "no slam damage");
}

/// "Restrained" (glossary L71): a restrained creature "can't be force moved" — with or without a
/// map; without one the GM's placement is refused the same way.
#[test]
fn restrained_creatures_cannot_be_force_moved_without_a_map() {
    let mut state = heroes_turn();
    state.grid = None;
    state.combatants[0].abilities[0].tiers[0].effects = vec![Effect::ForcedMove {
        movement: ForcedKind::Push,
        distance: 2,
        vertical: false,
    }];
    state.combatants[1].conditions.push(ConditionInstance {
        kind: ConditionKind::Restrained,
        duration: Duration::SaveEnds,
        source: None,
        ends_after_turn: None,
    });
    run(&mut state, use_on(0, 1, [1, 1]));
    let events = run(
        &mut state,
        Command::ForceMove {
            path: vec![Location::ground(Pos { x: 4, y: 2 })],
        },
    );
    assert_eq!(state.combatants[1].position, Some(Pos { x: 3, y: 2 }));
    assert!(state.pending_moves.is_empty());
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::ForceMoved { path, allowed: 0, .. } if path.is_empty())));
}

/// Whether `text` pairs the count 1 with a plural noun ("1 squares", "1 enemies").
fn one_with_a_plural(text: &str) -> bool {
    let words: Vec<&str> = text
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    words.windows(2).any(|pair| {
        pair[0] == "1"
            && [
                "squares",
                "enemies",
                "surges",
                "tokens",
                "points",
                "Victories",
                "edges",
                "banes",
                "targets",
            ]
            .contains(&pair[1])
    })
}

/// The log reads as English (issue #17, "Log text"): a count of one takes the singular noun, in
/// the lines of a charge away from one enemy and of pushes of one square, with and without a map,
/// and a bare damage amount is not written as a sum of itself.
#[test]
fn log_counts_read_as_english() {
    let mut lines = Vec::new();
    let mut logged = |before: &CombatState, events: &[Event]| {
        lines.extend(
            events
                .iter()
                .filter_map(|e| log::line(&before.combatants, 0, e))
                .map(|l| l.text),
        );
    };
    let mut state = start(vec![
        hero("Ayla", (2, 2)),
        foe("Gnash", (3, 2)),
        foe("Brute", (0, 3)),
    ]);
    run(&mut state, Command::RollFirstSide { die: Some(6) });
    run(&mut state, Command::StartTurn { actor: 0 });
    let before = state.clone();
    let events = run(
        &mut state,
        Command::Charge {
            path: vec![Pos { x: 1, y: 2 }],
            target: TargetChoice {
                target: 2,
                ..TargetChoice::default()
            },
            dice: Some([5, 5]),
            knock_out: false,
        },
    );
    logged(&before, &events);

    for map in [true, false] {
        let mut state = heroes_turn();
        if !map {
            state.grid = None;
        }
        state.combatants[0].abilities[0].tiers[0].effects = vec![Effect::ForcedMove {
            movement: ForcedKind::Push,
            distance: 1,
            vertical: false,
        }];
        let before = state.clone();
        let events = run(&mut state, use_on(0, 1, [1, 1]));
        logged(&before, &events);
        let before = state.clone();
        let events = run(
            &mut state,
            Command::ForceMove {
                path: vec![Location::ground(Pos { x: 4, y: 2 })],
            },
        );
        logged(&before, &events);
    }
    let text = lines.join("\n");
    assert!(
        text.contains("moved away from Gnash: it may make an opportunity attack"),
        "{text}"
    );
    assert!(text.contains("pushed 1 of 1 square "), "{text}");
    assert!(text.contains("pushed 1 square "), "{text}");
    // A bare amount is not summed with itself.
    assert!(text.contains("Brute takes damage: 2 damage;"), "{text}");
    for line in &lines {
        assert!(!one_with_a_plural(line), "{line}");
    }
}

/// "Charge" (glossary L20) with "Opportunity Attack" (L59): a charge is a willing move without
/// shifting, so the adjacent enemy left behind gets its one opportunity attack, judged where the
/// charger stood.
#[test]
fn charge_the_enemy_left_behind_gets_its_opportunity_attack() {
    let mut state = start(vec![
        hero("Ayla", (2, 2)),
        foe("Gnash", (3, 2)),
        foe("Brute", (2, 6)),
    ]);
    run(&mut state, Command::RollFirstSide { die: Some(6) });
    run(&mut state, Command::StartTurn { actor: 0 });
    let events = run(
        &mut state,
        Command::Charge {
            path: vec![Pos { x: 2, y: 3 }, Pos { x: 2, y: 4 }, Pos { x: 2, y: 5 }],
            target: TargetChoice {
                target: 2,
                ..TargetChoice::default()
            },
            dice: Some([5, 5]),
            knock_out: false,
        },
    );
    assert!(events.iter().any(|e| matches!(
        e,
        Event::OpportunitiesOpened { mover: 0, from: Pos { x: 2, y: 2 }, attackers } if attackers == &[1]
    )));
    let strike = Command::FreeStrike {
        attacker: 1,
        target: TargetChoice {
            target: 0,
            ..TargetChoice::default()
        },
        dice: Some([5, 5]),
        knock_out: false,
    };
    run(&mut state, strike.clone());
    assert_eq!(state.combatants[0].stamina, 28, "Gnash's free strike of 2");
    // One strike per opportunity, as for any other move.
    refused(&state, strike);
}

/// Ayla's strike deals 25 and pushes 3: Gnash (20 Stamina) dies; Brute stands two squares behind.
fn killing_push(rules: CombatRules) -> CombatState {
    let mut state = begin(CombatSetup {
        combatants: vec![
            hero("Ayla", (2, 2)),
            foe("Gnash", (3, 2)),
            foe("Brute", (5, 2)),
        ],
        grid: Some(open_grid()),
        hero_tokens: 2,
        malice: 0,
        rules,
        squads: Vec::new(),
    })
    .expect("a legal setup");
    for tier in &mut state.combatants[0].abilities[0].tiers {
        tier.effects = vec![
            damage(25),
            Effect::ForcedMove {
                movement: ForcedKind::Push,
                distance: 3,
                vertical: false,
            },
        ];
    }
    run(&mut state, Command::RollFirstSide { die: Some(6) });
    run(&mut state, Command::StartTurn { actor: 0 });
    run(&mut state, use_on(0, 1, [5, 5]));
    state
}

/// "Forced Movement" (glossary L93, slamming into creatures): "If a creature is killed by damage
/// from an ability or effect that also force moves them, a second creature they are slammed into
/// still takes damage unless the Director deems otherwise." By the book (the table rule's
/// default) the body is pushed and Brute takes the slam: 1 square moved, 2 remaining.
#[test]
fn forced_movement_a_creature_killed_by_the_pushing_ability_still_slams_into_another() {
    let mut state = killing_push(CombatRules::default());
    assert_eq!(state.combatants[1].fate, Fate::Dead);
    assert_eq!(state.pending_moves.len(), 1, "the body is still pushed");
    let before = state.clone();
    let events = run(
        &mut state,
        Command::ForceMove {
            path: vec![
                Location::ground(Pos { x: 4, y: 2 }),
                Location::ground(Pos { x: 5, y: 2 }),
            ],
        },
    );
    assert_eq!(state.combatants[1].position, Some(Pos { x: 4, y: 2 }));
    assert_eq!(state.combatants[2].stamina, 18, "Brute takes the slam");
    assert_eq!(
        state.combatants[1].stamina, before.combatants[1].stamina,
        "the dead take no more damage"
    );
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::Damaged { target: 1, .. })));
}

/// The same, when the Director deems otherwise (the table rule's other option): the killed
/// creature is left where it fell and nothing it would have hit takes damage; the log says why.
#[test]
fn table_rule_killed_by_forced_movement_stays_put() {
    let mut choices = crate::table_rules::TableRuleChoices::default();
    choices.0.insert(
        crate::systems::draw_steel::table_rules::KILLED_BY_FORCED_MOVEMENT
            .id
            .to_owned(),
        "stays_put".to_owned(),
    );
    let state = killing_push(CombatRules::from_choices(&choices));
    assert_eq!(state.combatants[1].fate, Fate::Dead);
    assert!(state.pending_moves.is_empty(), "nothing to push");
    assert_eq!(state.combatants[1].position, Some(Pos { x: 3, y: 2 }));
    assert_eq!(state.combatants[2].stamina, 20);
}
