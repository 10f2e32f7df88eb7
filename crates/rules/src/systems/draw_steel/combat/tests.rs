//! Combat scenarios with entered dice, the digest's combat vectors, and replay properties.

use super::*;
use crate::encounter::{replay, step};
use crate::systems::draw_steel::characteristics::{Characteristic, Characteristics, Size};
use crate::systems::draw_steel::content::{
    Ability, ActionType, ConditionKind, Distance, Duration, Effect, ForcedKind, Keyword, Potency,
    StatBlock, TargetKind, Targets, TierOutcome,
};
use crate::systems::draw_steel::geometry::{Grid, Pos, Terrain};
use crate::systems::draw_steel::movement::Location;
use crate::systems::draw_steel::power_roll::Tier;

fn damage(amount: u16) -> Effect {
    Effect::Damage {
        amount,
        add_characteristic: false,
        damage_type: None,
    }
}

fn strike(name: &str, tiers: [u16; 3]) -> Ability {
    Ability {
        name: name.to_owned(),
        keywords: vec![Keyword::Melee, Keyword::Strike, Keyword::Weapon],
        tags: Vec::new(),
        action: ActionType::MainAction,
        distance: Distance::Melee { reach: 1 },
        targets: Targets {
            kind: TargetKind::Enemies,
            count: Some(1),
        },
        roll: vec![Characteristic::Might],
        tiers: tiers
            .iter()
            .map(|&d| TierOutcome {
                effects: vec![damage(d)],
            })
            .collect(),
        effects: Vec::new(),
        cost: 0,
        trigger: None,
        notes: String::new(),
    }
}

fn block(name: &str, stamina: u16, might: i8) -> StatBlock {
    StatBlock {
        name: name.to_owned(),
        level: 2,
        role: String::new(),
        organization: String::new(),
        encounter_value: 0,
        stamina,
        speed: 5,
        size: Size::MEDIUM,
        stability: 0,
        free_strike: 2,
        characteristics: Characteristics {
            might,
            agility: 1,
            ..Characteristics::default()
        },
        immunities: Vec::new(),
        weaknesses: Vec::new(),
        abilities: vec![strike("Cleave", [3, 6, 9])],
        notes: String::new(),
    }
}

fn hero(name: &str, at: (i16, i16)) -> Combatant {
    let mut c = Combatant::monster(
        &block(name, 30, 2),
        name.to_owned(),
        Side::Heroes,
        Some(Pos { x: at.0, y: at.1 }),
        false,
        None,
    );
    c.hero = true;
    c.recoveries = 8;
    c.recovery_value = 10;
    c.winded_value = 15;
    c
}

fn foe(name: &str, at: (i16, i16)) -> Combatant {
    Combatant::monster(
        &block(name, 20, 1),
        name.to_owned(),
        Side::Foes,
        Some(Pos { x: at.0, y: at.1 }),
        false,
        None,
    )
}

fn open_grid() -> Grid {
    Grid {
        width: 10,
        height: 10,
        cells: vec![Terrain::Open; 100],
    }
}

fn start(combatants: Vec<Combatant>) -> CombatState {
    begin(CombatSetup {
        combatants,
        grid: Some(open_grid()),
        hero_tokens: 2,
        malice: 0,
        rules: CombatRules::default(),
    })
    .expect("a legal setup")
}

/// Applies `command`, panicking with the rule if it is refused.
fn run(state: &mut CombatState, command: Command) -> Vec<Event> {
    step::<DrawSteelCombat>(state, 7, 0, &command).expect("the command is legal")
}

fn refused(state: &CombatState, command: Command) -> crate::RuleViolation {
    let mut copy = state.clone();
    let violation =
        step::<DrawSteelCombat>(&mut copy, 7, 0, &command).expect_err("the command is refused");
    assert_eq!(&copy, state, "a refused command changes nothing");
    violation
}

fn use_on(user: u8, target: u8, dice: [u8; 2]) -> Command {
    Command::UseAbility {
        user,
        ability: 0,
        targets: vec![TargetChoice {
            target,
            ..TargetChoice::default()
        }],
        characteristic: None,
        dice: Some(dice),
        damage_surges: 0,
        potency_surges: 0,
        surge_target: None,
        knock_out: false,
        bleeding_die: None,
    }
}

fn tier_of(events: &[Event], target: u8) -> Tier {
    events
        .iter()
        .find_map(|e| match e {
            Event::TierReached {
                target: t, tier, ..
            } if *t == target => Some(*tier),
            _ => None,
        })
        .expect("a tier was reached")
}

/// Heroes first, Ayla's turn started.
fn heroes_turn() -> CombatState {
    let mut state = start(vec![hero("Ayla", (2, 2)), foe("Gnash", (3, 2))]);
    run(&mut state, Command::RollFirstSide { die: Some(6) });
    run(&mut state, Command::StartTurn { actor: 0 });
    state
}

#[test]
fn who_acts_first_a_six_sends_the_heroes_first_ds_35() {
    let mut state = start(vec![hero("Ayla", (2, 2)), foe("Gnash", (3, 2))]);
    run(&mut state, Command::RollFirstSide { die: Some(6) });
    assert_eq!(state.first_side, Some(Side::Heroes));
    let mut other = start(vec![hero("Ayla", (2, 2)), foe("Gnash", (3, 2))]);
    run(&mut other, Command::RollFirstSide { die: Some(5) });
    assert_eq!(other.first_side, Some(Side::Foes), "DS-36");
}

#[test]
fn surprised_a_wholly_surprised_side_lets_the_other_act_first_without_a_roll_ds_37() {
    let mut gnash = foe("Gnash", (3, 2));
    gnash.surprised = true;
    let mut state = start(vec![hero("Ayla", (2, 2)), gnash]);
    let violation = refused(&state, Command::RollFirstSide { die: Some(2) });
    assert_eq!(violation.rule.section, "Surprised");
    let events = run(&mut state, Command::RollFirstSide { die: None });
    assert!(matches!(
        events[0],
        Event::FirstSide {
            die: None,
            side: Side::Heroes,
            ..
        }
    ));
}

#[test]
fn surprised_targets_grant_an_edge_in_round_one_only_ds_38() {
    let mut gnash = foe("Gnash", (3, 2));
    gnash.surprised = true;
    let mut state = start(vec![hero("Ayla", (2, 2)), gnash]);
    run(&mut state, Command::RollFirstSide { die: None });
    run(&mut state, Command::StartTurn { actor: 0 });
    // 4 + 4 + Might 2 = 10, + edge 2 = 12: tier 2.
    let events = run(&mut state, use_on(0, 1, [4, 4]));
    assert_eq!(tier_of(&events, 1), Tier::Two);
    // A surprised creature takes no triggered actions in round 1.
    assert!(state.combatants[1].surprised);
    run(&mut state, Command::EndTurn { saves: vec![] });
    run(&mut state, Command::StartTurn { actor: 1 });
    run(&mut state, Command::EndTurn { saves: vec![] });
    assert_eq!(state.round, 2);
    assert!(!state.combatants[1].surprised, "surprise ends with round 1");
    run(&mut state, Command::StartTurn { actor: 0 });
    let events = run(&mut state, use_on(0, 1, [4, 4]));
    assert_eq!(tier_of(&events, 1), Tier::One, "no edge in round 2");
}

#[test]
fn turn_the_main_action_converts_to_a_move_but_a_third_move_is_refused_ds_84() {
    let mut state = heroes_turn();
    run(
        &mut state,
        Command::Advance {
            path: vec![Pos { x: 2, y: 3 }],
        },
    );
    // Movement left from the first move action covers more squares without a new action.
    let budget = state.turn.expect("turn").budget;
    assert_eq!(budget.moves, 0);
    assert_eq!(budget.movement, 4);
    run(
        &mut state,
        Command::Advance {
            path: vec![
                Pos { x: 2, y: 4 },
                Pos { x: 2, y: 5 },
                Pos { x: 2, y: 6 },
                Pos { x: 2, y: 7 },
            ],
        },
    );
    // A second move action can only come from the main action.
    let events = run(
        &mut state,
        Command::Advance {
            path: vec![Pos { x: 2, y: 8 }],
        },
    );
    assert!(events.iter().any(|e| matches!(
        e,
        Event::SlotUsed {
            slot: Slot::MainAsMove,
            ..
        }
    )));
    run(
        &mut state,
        Command::Advance {
            path: vec![
                Pos { x: 3, y: 8 },
                Pos { x: 4, y: 8 },
                Pos { x: 5, y: 8 },
                Pos { x: 6, y: 8 },
            ],
        },
    );
    let violation = refused(
        &state,
        Command::Advance {
            path: vec![Pos { x: 7, y: 8 }],
        },
    );
    assert_eq!(violation.rule.section, "Turn");
}

#[test]
fn turn_two_maneuvers_and_a_move_ds_85() {
    let mut state = heroes_turn();
    state.combatants[0].conditions.push(ConditionInstance {
        kind: ConditionKind::Prone,
        duration: Duration::UntilRemoved,
        source: None,
        ends_after_turn: None,
    });
    run(&mut state, Command::StandUp { target: 0 });
    state.combatants[0].conditions.push(ConditionInstance {
        kind: ConditionKind::Prone,
        duration: Duration::UntilRemoved,
        source: None,
        ends_after_turn: None,
    });
    let events = run(&mut state, Command::StandUp { target: 0 });
    assert!(events.iter().any(|e| matches!(
        e,
        Event::SlotUsed {
            slot: Slot::MainAsManeuver,
            ..
        }
    )));
    run(
        &mut state,
        Command::Advance {
            path: vec![Pos { x: 2, y: 3 }],
        },
    );
    let violation = refused(&state, use_on(0, 1, [5, 5]));
    assert_eq!(violation.rule.section, "Main Action");
}

#[test]
fn dazed_one_thing_per_turn_ds_86() {
    let mut state = start(vec![hero("Ayla", (2, 2)), foe("Gnash", (3, 2))]);
    state.combatants[0].conditions.push(ConditionInstance {
        kind: ConditionKind::Dazed,
        duration: Duration::SaveEnds,
        source: None,
        ends_after_turn: None,
    });
    run(&mut state, Command::RollFirstSide { die: Some(9) });
    run(&mut state, Command::StartTurn { actor: 0 });
    run(
        &mut state,
        Command::Advance {
            path: vec![Pos { x: 2, y: 3 }],
        },
    );
    let violation = refused(&state, use_on(0, 1, [5, 5]));
    assert_eq!(violation.rule.section, "Dazed");
}

#[test]
fn critical_hit_a_natural_20_on_a_main_action_grants_another_main_action_ds_18() {
    let mut state = heroes_turn();
    let events = run(&mut state, use_on(0, 1, [10, 10]));
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::CriticalHit { user: 0 })));
    assert_eq!(tier_of(&events, 1), Tier::Three);
    let budget = state.turn.expect("turn").budget;
    assert_eq!((budget.main, budget.immediate_main), (1, true));
    // Another main action right away is allowed.
    run(&mut state, use_on(0, 1, [1, 1]));
}

#[test]
fn double_bane_taunted_away_from_the_taunter_ds_72_and_ds_73() {
    let mut state = start(vec![
        hero("Ayla", (2, 2)),
        foe("Gnash", (3, 2)),
        foe("Grot", (1, 2)),
    ]);
    state.combatants[0].conditions.push(ConditionInstance {
        kind: ConditionKind::Taunted,
        duration: Duration::SaveEnds,
        source: Some(2),
        ends_after_turn: None,
    });
    run(&mut state, Command::RollFirstSide { die: Some(6) });
    run(&mut state, Command::StartTurn { actor: 0 });
    // 6 + 6 + 2 = 14: tier 2, double bane → tier 1.
    let events = run(&mut state, use_on(0, 1, [6, 6]));
    assert_eq!(tier_of(&events, 1), Tier::One);
    let mut other = start(vec![
        hero("Ayla", (2, 2)),
        foe("Gnash", (3, 2)),
        foe("Grot", (1, 2)),
    ]);
    other.combatants[0].conditions = state.combatants[0].conditions.clone();
    run(&mut other, Command::RollFirstSide { die: Some(6) });
    run(&mut other, Command::StartTurn { actor: 0 });
    let events = run(&mut other, use_on(0, 2, [6, 6]));
    assert_eq!(
        tier_of(&events, 2),
        Tier::Two,
        "no penalty against the taunter"
    );
}

#[test]
fn flanking_and_a_prone_target_make_a_double_edge_ds_76() {
    let mut state = start(vec![
        hero("Ayla", (2, 2)),
        foe("Gnash", (3, 2)),
        hero("Bram", (4, 2)),
    ]);
    state.combatants[1].conditions.push(ConditionInstance {
        kind: ConditionKind::Prone,
        duration: Duration::UntilRemoved,
        source: None,
        ends_after_turn: None,
    });
    run(&mut state, Command::RollFirstSide { die: Some(6) });
    run(&mut state, Command::StartTurn { actor: 0 });
    // 5 + 5 + 2 = 12: tier 2; double edge → tier 3.
    let events = run(&mut state, use_on(0, 1, [5, 5]));
    assert_eq!(tier_of(&events, 1), Tier::Three);
    let reasons = events
        .iter()
        .find_map(|e| match e {
            Event::TierReached { reasons, .. } => Some(reasons.clone()),
            _ => None,
        })
        .expect("reasons");
    let rules: Vec<_> = reasons.iter().map(|r| r.rule.section.as_ref()).collect();
    assert_eq!(rules, ["Flanking", "Prone"]);
}

#[test]
fn cover_and_concealment_make_a_double_bane_on_a_damaging_strike_ds_77() {
    let mut state = heroes_turn();
    let mut command = use_on(0, 1, [7, 8]);
    if let Command::UseAbility { targets, .. } = &mut command {
        targets[0].cover = true;
        targets[0].concealed = true;
    }
    // 15 + 2 = 17: tier 3; double bane → tier 2.
    let events = run(&mut state, command);
    assert_eq!(tier_of(&events, 1), Tier::Two);
}

#[test]
fn stamina_a_non_hero_stops_at_zero_and_dies_or_is_knocked_out_ds_65() {
    let mut state = heroes_turn();
    state.combatants[1].stamina = 4;
    // 5 + 5 + 2 = 12: tier 2, 6 damage.
    let events = run(&mut state, use_on(0, 1, [5, 5]));
    assert_eq!(state.combatants[1].stamina, 0);
    assert_eq!(state.combatants[1].fate, Fate::Dead);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::FateChanged {
            fate: Fate::Dead,
            ..
        }
    )));
    let mut other = heroes_turn();
    other.combatants[1].stamina = 4;
    let mut command = use_on(0, 1, [5, 5]);
    if let Command::UseAbility { knock_out, .. } = &mut command {
        *knock_out = true;
    }
    run(&mut other, command);
    assert_eq!(other.combatants[1].fate, Fate::Unconscious);
}

#[test]
fn stamina_a_hero_at_zero_or_lower_is_dying_ds_64() {
    let mut state = start(vec![hero("Ayla", (2, 2)), foe("Gnash", (3, 2))]);
    state.combatants[0].stamina = 3;
    run(&mut state, Command::RollFirstSide { die: Some(1) });
    run(&mut state, Command::StartTurn { actor: 1 });
    // Gnash: 1 + 1 + Might 1 = 3: tier 1, 3 damage... give 5: adjust by the GM instead.
    run(
        &mut state,
        Command::Adjust {
            who: 0,
            damage: 5,
            heal: 0,
            surges: 0,
            resource: 0,
            hidden: None,
            invisible: None,
            position: None,
            reason: "A 5-damage blow".to_owned(),
        },
    );
    assert_eq!(state.combatants[0].stamina, -2);
    assert_eq!(state.combatants[0].fate, Fate::Dying);
}

#[test]
fn damage_immunity_reduces_damage_ds_66() {
    let mut state = heroes_turn();
    state.combatants[1].immunities = vec![crate::systems::draw_steel::content::DamageModifier {
        damage_type: "fire".to_owned(),
        value: 3,
    }];
    state.combatants[0].abilities[0].tiers[1].effects = vec![Effect::Damage {
        amount: 10,
        add_characteristic: false,
        damage_type: Some("fire".to_owned()),
    }];
    run(&mut state, use_on(0, 1, [5, 5]));
    assert_eq!(state.combatants[1].stamina, 20 - 7);
}

#[test]
fn bleeding_a_main_action_costs_d6_plus_level_once_ds_67_and_ds_69() {
    let mut state = heroes_turn();
    state.combatants[0].level = 3;
    state.combatants[0].conditions.push(ConditionInstance {
        kind: ConditionKind::Bleeding,
        duration: Duration::SaveEnds,
        source: None,
        ends_after_turn: None,
    });
    let mut command = use_on(0, 1, [1, 1]);
    if let Command::UseAbility { bleeding_die, .. } = &mut command {
        *bleeding_die = Some(4);
    }
    run(&mut state, command);
    // Once, though the main action also rolled Might (A6).
    assert_eq!(state.combatants[0].stamina, 30 - 7);
}

#[test]
fn saving_throw_at_the_end_of_turn_six_ends_five_continues_ds_33_ds_34() {
    let mut state = heroes_turn();
    for kind in [ConditionKind::Weakened, ConditionKind::Slowed] {
        state.combatants[0].conditions.push(ConditionInstance {
            kind,
            duration: Duration::SaveEnds,
            source: None,
            ends_after_turn: None,
        });
    }
    run(&mut state, Command::EndTurn { saves: vec![6, 5] });
    assert!(!state.combatants[0].has(ConditionKind::Weakened));
    assert!(state.combatants[0].has(ConditionKind::Slowed));
}

#[test]
fn eot_lasts_through_the_creatures_next_turn() {
    let mut state = heroes_turn();
    state.combatants[0].abilities[0].tiers[0]
        .effects
        .push(Effect::Condition {
            condition: ConditionKind::Weakened,
            duration: Duration::EndOfTurn,
            potency: None,
        });
    run(&mut state, use_on(0, 1, [1, 1]));
    assert!(state.combatants[1].has(ConditionKind::Weakened));
    run(&mut state, Command::EndTurn { saves: vec![] });
    run(&mut state, Command::StartTurn { actor: 1 });
    assert!(state.combatants[1].has(ConditionKind::Weakened));
    run(&mut state, Command::EndTurn { saves: vec![] });
    assert!(
        !state.combatants[1].has(ConditionKind::Weakened),
        "ends with its next turn"
    );
}

#[test]
fn potency_a_high_enough_score_resists() {
    let mut state = heroes_turn();
    state.combatants[0].abilities[0].tiers[0]
        .effects
        .push(Effect::Condition {
            condition: ConditionKind::Slowed,
            duration: Duration::SaveEnds,
            potency: Some(Potency {
                characteristic: Characteristic::Might,
                value: 1,
            }),
        });
    // Gnash's Might 1 is not below potency 1.
    let events = run(&mut state, use_on(0, 1, [1, 1]));
    assert!(events.iter().any(|e| matches!(e, Event::Resisted { .. })));
    assert!(!state.combatants[1].has(ConditionKind::Slowed));
}

#[test]
fn save_ends_effects_and_surges_end_with_the_combat_ds_94_ds_95() {
    let mut state = heroes_turn();
    state.combatants[0].surges = 2;
    state.combatants[1].conditions.push(ConditionInstance {
        kind: ConditionKind::Bleeding,
        duration: Duration::SaveEnds,
        source: None,
        ends_after_turn: None,
    });
    run(
        &mut state,
        Command::EndCombat {
            outcome: Outcome::HeroesWon,
        },
    );
    assert_eq!(state.combatants[0].surges, 0);
    assert!(!state.combatants[1].has(ConditionKind::Bleeding));
    assert!(matches!(state.phase, Phase::Ended { .. }));
}

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

#[test]
fn conditions_a_dead_creature_cannot_be_affected() {
    let mut state = heroes_turn();
    state.combatants[1].fate = Fate::Dead;
    let violation = refused(
        &state,
        Command::ImposeCondition {
            target: 1,
            condition: ConditionKind::Slowed,
            duration: Duration::SaveEnds,
            source: None,
        },
    );
    assert_eq!(violation.rule.section, "Slowed");
    let taunt_self = refused(
        &state,
        Command::ImposeCondition {
            target: 0,
            condition: ConditionKind::Taunted,
            duration: Duration::EndOfTurn,
            source: Some(0),
        },
    );
    assert_eq!(taunt_self.rule.section, "Taunted");
}

#[test]
fn hero_tokens_buy_two_surges_and_recoveries_heal_a_third() {
    let mut state = heroes_turn();
    run(
        &mut state,
        Command::SpendHeroToken {
            hero: 0,
            spend: TokenUse::Surges,
            condition: None,
        },
    );
    assert_eq!((state.hero_tokens, state.combatants[0].surges), (1, 2));
    state.combatants[0].stamina = 12;
    run(&mut state, Command::SpendRecovery { who: 0 });
    assert_eq!(state.combatants[0].stamina, 22, "DS-61");
    assert_eq!(state.combatants[0].recoveries, 7);
}

/// Four heroes against six foes on an open map.
fn skirmish() -> CombatState {
    let mut combatants = Vec::new();
    for (i, name) in ["Ayla", "Bram", "Cora", "Dain"].iter().enumerate() {
        combatants.push(hero(name, (1, 2 + 2 * i as i16)));
    }
    for i in 0..6i16 {
        combatants.push(foe(&format!("Gnash {}", i + 1), (8, 1 + i)));
    }
    start(combatants)
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(48))]
    #[test]
    fn replay_is_exact_and_undo_restores_any_earlier_state(seed in proptest::prelude::any::<u64>(), cut in 0usize..400) {
        let initial = skirmish();
        let mut state = initial.clone();
        let mut commands = Vec::new();
        let mut states = vec![initial.clone()];
        for index in 0..400 {
            let Some(command) = auto::next_command(&state) else { break };
            step::<DrawSteelCombat>(&mut state, seed, index, &command).expect("automatic play is legal");
            commands.push(command);
            states.push(state.clone());
        }
        proptest::prop_assert!(matches!(state.phase, Phase::Ended { .. }), "the fight ends");
        let (replayed, _) = replay::<DrawSteelCombat>(&initial, seed, &commands).expect("replays");
        proptest::prop_assert_eq!(&replayed, &state);
        let k = cut.min(commands.len());
        let (prefix, _) = replay::<DrawSteelCombat>(&initial, seed, &commands[..k]).expect("replays");
        proptest::prop_assert_eq!(&prefix, &states[k]);
    }
}
