//! Battle tests: the digest's combat vectors, a whole scenario with entered cards, and the
//! engine's properties (replay determinism, undo/redo by replaying a prefix, whole decks).

use proptest::prelude::{any, prop_assert, prop_assert_eq, proptest, ProptestConfig};

use super::*;
use crate::cards::Card;
use crate::encounter::{replay, step};
use crate::random::Rng;

pub(super) fn card(text: &str) -> Card {
    text.parse().expect("card")
}

pub(super) fn fists(strike: i16, defense: i16, speed: i16) -> ArmProfile {
    ArmProfile {
        arm: None,
        name: "Fists".into(),
        strike,
        defense,
        speed,
        magic_strike: 0,
        reach: 1,
        effective_range: None,
        ranged: false,
        two_handed: false,
        reload_cost: 0,
        offhand_defense: 0,
        perks: Vec::new(),
    }
}

pub(super) fn fighter(
    name: &str,
    side: Side,
    arm: ArmProfile,
    engine_deck: bool,
) -> CombatantSetup {
    CombatantSetup {
        name: name.into(),
        side,
        character_id: None,
        arms: vec![arm],
        main_arm: 0,
        offhand_arm: None,
        hit_points: 1,
        hand_size: 4,
        position: None,
        engine_deck,
        spells: Vec::new(),
        perks: Vec::new(),
        star_suit: None,
        reagent_hand: None,
        base: None,
        armor: None,
        class_stealth: false,
    }
}

pub(super) fn duel(a: ArmProfile, b: ArmProfile) -> BattleState {
    begin(
        &Setup {
            combatants: vec![
                fighter("Ash", Side::Party, a, false),
                fighter("Bran", Side::Foes, b, false),
            ],
            grid: None,
            rules: super::test_kit::gm_orders_ties(),
        },
        &mut Rng::from_seed(1),
    )
}

pub(super) fn run(state: &mut BattleState, commands: &[Command]) -> Vec<Event> {
    let mut all = Vec::new();
    for (i, command) in commands.iter().enumerate() {
        all.extend(crate::scenario::accept::<FatedHandBattle>(
            state, 7, i, command,
        ));
    }
    all
}

pub(super) fn plan(who: u8, stance: Stance, cards: [&str; 3]) -> Command {
    Command::Plan {
        who,
        stance,
        main_arm: 0,
        offhand_arm: None,
        cards: cards.map(|c| CardPlay::Entered(card(c))),
    }
}

/// An attack the target Defends, without a Riposte.
pub(super) fn strike_at(target: u8) -> Command {
    Command::Attack {
        target,
        defend: true,
        riposte: false,
        defend_riposte: true,
        distance: None,
        upper_hand: false,
        follow_up: Vec::new(),
        target_perks: Vec::new(),
    }
}

/// An attack the target Defends and, when its Defense allows, ripostes.
pub(super) fn strike_and_riposte(target: u8) -> Command {
    Command::Attack {
        target,
        defend: true,
        riposte: true,
        defend_riposte: true,
        distance: None,
        upper_hand: false,
        follow_up: Vec::new(),
        target_perks: Vec::new(),
    }
}

pub(super) fn attack_outcome(events: &[Event]) -> (i32, Option<i32>, bool, bool) {
    events
        .iter()
        .find_map(|e| match e {
            Event::Attacked {
                riposte: false,
                strike,
                defense,
                success,
                riposte_allowed,
                ..
            } => Some((
                strike.value,
                defense.as_ref().map(|d| d.value),
                *success,
                *riposte_allowed,
            )),
            _ => None,
        })
        .expect("an attack")
}

/// Plans both with Balanced stance and Aces (power 0) except as given, counts down, lets Ash act.
pub(super) fn to_ash_turn(state: &mut BattleState, ash: [&str; 3], bran: [&str; 3]) {
    run(
        state,
        &[
            plan(0, Stance::Balanced, ash),
            plan(1, Stance::Balanced, bran),
            Command::EndPlanning,
            Command::ToAction { who: 0 },
        ],
    );
}

/// "Attack": Strike 5 against Defense 3 succeeds (5 ≥ 3 + 2); Strike 4 against 3 does not, and
/// opens no Riposte (digest DV-2, DV-3).
#[test]
fn attack_needs_strike_two_above_defense() {
    let mut state = duel(fists(5, 0, 9), fists(0, 3, 0));
    to_ash_turn(&mut state, ["AS", "AH", "AD"], ["2S", "2H", "2D"]);
    let events = run(&mut state, &[strike_at(1)]);
    assert_eq!(attack_outcome(&events), (5, Some(3), true, false));
    assert!(state.combatants[1].incapacitated);
    assert_eq!(
        state.phase,
        Phase::Ended {
            outcome: Outcome::PartyWon
        }
    );

    let mut state = duel(fists(4, 0, 9), fists(0, 3, 0));
    to_ash_turn(&mut state, ["AS", "AH", "AD"], ["2S", "2H", "2D"]);
    let events = run(&mut state, &[strike_at(1)]);
    assert_eq!(attack_outcome(&events), (4, Some(3), false, false));
    assert!(!state.combatants[1].incapacitated);
}

/// "Defend" and "Riposte": Strike 3 against Defense 5 fails and opens a Riposte; a melee Riposte
/// gets +2 Strike and, when it succeeds, gives 1 Strike, Defense and Speed Handicap
/// (digest DV-4, DV-6).
#[test]
fn defend_and_riposte() {
    // Bran: Strike 4, Defense 5. Ash: Strike 3, Defense 4.
    let mut state = duel(fists(3, 4, 9), fists(4, 5, 0));
    to_ash_turn(&mut state, ["AS", "AH", "AD"], ["AC", "2H", "2D"]);
    let events = run(&mut state, &[strike_and_riposte(1)]);
    assert_eq!(attack_outcome(&events), (3, Some(5), false, true));
    let riposte = events.iter().find_map(|e| match e {
        Event::Attacked {
            riposte: true,
            strike,
            defense,
            success,
            ..
        } => Some((strike.value, defense.as_ref().map(|d| d.value), *success)),
        _ => None,
    });
    assert_eq!(
        riposte,
        Some((6, Some(4), true)),
        "4 + 2 against Ash's Defense 4: 6 ≥ 6"
    );
    assert_eq!(state.combatants[0].handicap, [1, 1, 1]);
    assert!(state.combatants[0].external_handicap);
    assert_eq!(
        state.combatants[0].hit_points, 1,
        "a Riposte deals Handicap, not a Hit"
    );
}

/// "Riposte": a melee riposter with Strike 3 (+2 = 5) fails against Defense 4 (digest DV-7); and a
/// Riposte that the Defense does not allow is refused.
#[test]
fn riposte_that_falls_short_and_one_not_allowed() {
    let mut state = duel(fists(3, 4, 9), fists(3, 5, 0));
    to_ash_turn(&mut state, ["AS", "AH", "AD"], ["AC", "2H", "2D"]);
    let events = run(&mut state, &[strike_and_riposte(1)]);
    let riposte_success = events.iter().find_map(|e| match e {
        Event::Attacked {
            riposte: true,
            success,
            ..
        } => Some(*success),
        _ => None,
    });
    assert_eq!(riposte_success, Some(false));
    assert_eq!(state.combatants[0].handicap, [0, 0, 0]);

    let mut state = duel(fists(4, 0, 9), fists(0, 5, 0));
    to_ash_turn(&mut state, ["AS", "AH", "AD"], ["2S", "2H", "2D"]);
    let before = state.clone();
    let err = FatedHandBattle::decide(&state, &strike_and_riposte(1), &mut Rng::from_seed(0));
    assert!(err.expect_err("5 < 4 + 2").message.contains("Strike + 2"));
    assert_eq!(state, before);
}

/// "Attack": a target that does not Defend is hit whatever the numbers (digest DV-5).
#[test]
fn attack_on_a_target_that_does_not_defend() {
    let mut state = duel(fists(0, 0, 9), fists(0, 9, 0));
    to_ash_turn(&mut state, ["AS", "AH", "AD"], ["2S", "2H", "2D"]);
    let events = run(
        &mut state,
        &[Command::Attack {
            target: 1,
            defend: false,
            riposte: false,
            defend_riposte: true,
            distance: None,
            upper_hand: false,
            follow_up: Vec::new(),
            target_perks: Vec::new(),
        }],
    );
    assert_eq!(attack_outcome(&events), (0, None, true, false));
}

/// "Stances" and "Determining Combat Power": Sleight 1 + Club 1 = sheet Strike 2; Aggressive +2;
/// a King +4: Strike 8. Defense 1 − 1 + 1 (a 5) = 1. Speed 0 + 0 + 0 (a 2) = 0; Movement 0
/// (digest DV-8).
#[test]
fn stances_and_cards_make_the_round_stats() {
    let club = ArmProfile {
        name: "Club".into(),
        ..fists(2, 1, 0)
    };
    let mut state = duel(club, fists(0, 0, 0));
    run(
        &mut state,
        &[plan(0, Stance::Aggressive, ["KS", "5H", "2D"])],
    );
    let ash = &state.combatants[0];
    assert_eq!(stats::value(ash, Stat::Strike), 8);
    assert_eq!(stats::value(ash, Stat::Defense), 1);
    assert_eq!(stats::value(ash, Stat::Speed), 0);
    assert_eq!(stats::movement(ash), 0);
    let explained = stats::explain(ash, Stat::Strike);
    assert_eq!(
        explained.terms.iter().map(|t| t.value).collect::<Vec<_>>(),
        [2, 2, 4]
    );
    assert_eq!(explained.terms[1].rule.section, "Stances");
}

/// "Move": Movement is half of Speed rounded up, never below 0 (digest DV-9).
#[test]
fn movement_is_half_speed_rounded_up() {
    for (speed, expected) in [(5, 3), (4, 2), (1, 1), (0, 0), (-1, 0)] {
        let mut state = duel(fists(0, 0, speed), fists(0, 0, 0));
        // Aggressive Stance leaves Speed as it is; no cards are played yet.
        state.combatants[0].stance = Stance::Aggressive;
        assert_eq!(
            stats::movement(&state.combatants[0]),
            expected,
            "Speed {speed}"
        );
    }
}

/// "Recovery": with no Handicap from others this round, 2 Handicap is cleansed from one stat
/// (digest DV-15: Strike 3 → 1).
#[test]
fn recovery_at_the_end_of_the_round() {
    let mut state = duel(fists(0, 0, 9), fists(0, 0, 0));
    run(
        &mut state,
        &[
            Command::Override {
                who: 0,
                hit_points: None,
                handicap: Some([3, 1, 0]),
                note: "Poisoned earlier".into(),
            },
            plan(0, Stance::Balanced, ["AS", "AH", "AD"]),
            plan(1, Stance::Balanced, ["2S", "2H", "2D"]),
            Command::EndPlanning,
            Command::ToAction { who: 0 },
            Command::EndTurn,
        ],
    );
    // Bran's Speed is 1 (Balanced): count down from Ash's 10 to 1.
    while state.phase != (Phase::Countdown { count: 1 }) {
        run(&mut state, &[Command::NextCount]);
    }
    run(
        &mut state,
        &[
            Command::ToAction { who: 1 },
            Command::EndTurn,
            Command::EndRound {
                recover: vec![],
                discard: vec![],
            },
        ],
    );
    assert_eq!(state.combatants[0].handicap, [1, 1, 0]);
    assert_eq!(state.round, 2);
    assert_eq!(state.phase, Phase::Planning);
}

/// "Initiative Countdown": a creature acts only once the count reaches its Speed, once a round.
#[test]
fn countdown_order_is_enforced() {
    let mut state = duel(fists(0, 0, 5), fists(0, 0, 2));
    run(
        &mut state,
        &[
            plan(0, Stance::Balanced, ["AS", "AH", "AD"]),
            plan(1, Stance::Balanced, ["2S", "2H", "2D"]),
            Command::EndPlanning,
        ],
    );
    assert_eq!(
        state.phase,
        Phase::Countdown { count: 6 },
        "Speed 5 + Balanced 1"
    );
    let err = FatedHandBattle::decide(
        &state,
        &Command::ToAction { who: 1 },
        &mut Rng::from_seed(0),
    )
    .expect_err("too early");
    assert_eq!(err.rule.section, "Initiative Countdown");
    run(
        &mut state,
        &[Command::ToAction { who: 0 }, Command::EndTurn],
    );
    assert!(
        FatedHandBattle::decide(
            &state,
            &Command::ToAction { who: 0 },
            &mut Rng::from_seed(0)
        )
        .is_err(),
        "once a round"
    );
}

/// A small battle on a grid with engine-dealt decks, played to its end; replaying its commands
/// reproduces every state, and every deck stays whole.
fn grid_battle() -> (BattleState, Vec<Command>) {
    let mut ash = fighter("Ash", Side::Party, fists(3, 2, 4), true);
    ash.position = Some(Tile { x: 0, y: 0 });
    let mut bran = fighter("Bran", Side::Foes, fists(2, 1, 1), true);
    bran.position = Some(Tile { x: 3, y: 0 });
    let setup = Setup {
        combatants: vec![ash, bran],
        grid: Some(Grid {
            width: 6,
            height: 4,
            walls: vec![Tile { x: 1, y: 1 }],
            elevation: vec![],
        }),
        rules: Default::default(),
    };
    let initial = begin(&setup, &mut Rng::from_seed(99));
    let draws = [CardPlay::Draw; 3];
    let mut commands = Vec::new();
    for _round in 0..6 {
        commands.push(Command::Plan {
            who: 0,
            stance: Stance::Aggressive,
            main_arm: 0,
            offhand_arm: None,
            cards: draws,
        });
        commands.push(Command::Plan {
            who: 1,
            stance: Stance::Defensive,
            main_arm: 0,
            offhand_arm: None,
            cards: draws,
        });
        commands.push(Command::EndPlanning);
        commands.push(Command::ToAction { who: 0 });
        commands.push(Command::Move {
            path: vec![Tile { x: 1, y: 0 }, Tile { x: 2, y: 0 }],
        });
        commands.push(strike_at(1));
        commands.push(Command::EndTurn);
    }
    (initial, commands)
}

#[test]
fn a_battle_plays_to_its_end_and_replays_exactly() {
    let (initial, commands) = grid_battle();
    let mut state = initial.clone();
    let mut played = Vec::new();
    for (i, command) in commands.iter().enumerate() {
        if matches!(state.phase, Phase::Ended { .. }) {
            break;
        }
        // Ash moves only in the first round; later rounds he is already adjacent.
        let command = match command {
            Command::Move { .. } if state.combatants[0].position == Some(Tile { x: 2, y: 0 }) => {
                continue
            }
            Command::EndTurn if matches!(state.phase, Phase::Countdown { .. }) => continue,
            other => other.clone(),
        };
        match step::<FatedHandBattle>(&mut state, 5, played.len(), &command) {
            Ok(_) => played.push(command),
            Err(e) if matches!(command, Command::Plan { .. } | Command::EndPlanning) => {
                panic!("{i}: {e}")
            }
            Err(_) => {
                // Bran must act before the round can end: let him pass, then end the round.
                for extra in [
                    Command::NextCount,
                    Command::ToAction { who: 1 },
                    Command::EndTurn,
                    Command::EndRound {
                        recover: vec![],
                        discard: vec![],
                    },
                ] {
                    while step::<FatedHandBattle>(&mut state, 5, played.len(), &extra).is_ok() {
                        played.push(extra.clone());
                        if !matches!(extra, Command::NextCount) {
                            break;
                        }
                    }
                }
            }
        }
        assert!(state
            .combatants
            .iter()
            .all(|c| c.deck.as_ref().is_none_or(|d| d.is_whole())));
    }
    assert_eq!(
        state.phase,
        Phase::Ended {
            outcome: Outcome::PartyWon
        },
        "Ash wins within six rounds with this seed"
    );
    let (replayed, log) = replay::<FatedHandBattle>(&initial, 5, &played).expect("replays");
    assert!(log
        .iter()
        .flatten()
        .any(|e| matches!(e, Event::Moved { tiles: 2, .. })));
    assert!(log.iter().flatten().any(|e| matches!(
        e,
        Event::Attacked {
            attacker: 0,
            target: 1,
            ..
        }
    )));
    assert_eq!(replayed, state);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Same seed and commands: same state. Undo is replaying a prefix; redo the full list again,
    /// giving the identical state.
    #[test]
    fn replay_is_deterministic_and_undo_redo_is_identity(seed in any::<u64>(), cut in 0usize..40) {
        let (initial, commands) = grid_battle();
        let mut state = initial.clone();
        let mut accepted = Vec::new();
        for command in &commands {
            if step::<FatedHandBattle>(&mut state, seed, accepted.len(), command).is_ok() {
                accepted.push(command.clone());
            }
        }
        let (a, log_a) = replay::<FatedHandBattle>(&initial, seed, &accepted).expect("replay");
        let (b, log_b) = replay::<FatedHandBattle>(&initial, seed, &accepted).expect("replay");
        prop_assert_eq!(&a, &b);
        prop_assert_eq!(&log_a, &log_b);
        prop_assert_eq!(&a, &state);
        let cut = cut.min(accepted.len());
        let (undone, _) = replay::<FatedHandBattle>(&initial, seed, &accepted[..cut]).expect("prefix");
        let mut redone = undone.clone();
        for (i, command) in accepted.iter().enumerate().skip(cut) {
            step::<FatedHandBattle>(&mut redone, seed, i, command).expect("redo");
        }
        prop_assert_eq!(&redone, &state);
        prop_assert!(state.combatants.iter().all(|c| c.deck.as_ref().is_none_or(|d| d.is_whole())));
    }
}

use crate::systems::fated_hand::model::Stat;

/// Table rule `fated_hand.initiative_start`: the countdown starts at the highest Speed by
/// default, or at the fixed count with `fixed_start`.
#[test]
fn table_rule_initiative_start_fixed_start() {
    let fighters = || {
        vec![
            super::test_kit::brawler("Ash", Side::Party, 0, 0, 6),
            super::test_kit::brawler("Bran", Side::Foes, 0, 0, 2),
        ]
    };
    let mut highest = super::test_kit::battle(fighters(), None);
    let mut fixed = super::test_kit::battle(fighters(), None);
    fixed.rules.initiative_start = InitiativeStart::FixedStart;
    let start = |state: &mut BattleState| {
        super::test_kit::plan_all(state);
        match state.phase {
            Phase::Countdown { count } => count,
            ref other => panic!("not counting: {other:?}"),
        }
    };
    // Ash: Speed 6 + Balanced 1 + A♦ 0.
    assert_eq!(start(&mut highest), 7);
    assert_eq!(start(&mut fixed), FIXED_COUNTDOWN_START);
}

/// The shared scenario kit: a Fated Hand battle begun from its setup and seed, run command by
/// command; every line cites its rule, and the commands replay to the same state and log.
#[test]
fn a_battle_through_the_scenario_kit_logs_and_replays() {
    use crate::scenario::Scenario;
    let setup = Setup {
        combatants: vec![
            fighter("Ash", Side::Party, fists(3, 2, 4), true),
            fighter("Bran", Side::Foes, fists(2, 1, 1), false),
        ],
        grid: None,
        rules: Default::default(),
    };
    let mut battle = Scenario::<FatedHandBattle>::start(&setup, 21);
    let draws = [CardPlay::Draw; 3];
    battle.run(Command::Plan {
        who: 0,
        stance: Stance::Aggressive,
        main_arm: 0,
        offhand_arm: None,
        cards: draws,
    });
    battle.run(plan(1, Stance::Balanced, ["AS", "AH", "AD"]));
    let refusal = battle.refused(&Command::ToAction { who: 0 });
    assert!(!refusal.message.is_empty());
    battle.run(Command::EndPlanning);
    assert!(battle.log().iter().all(|line| line.rule.is_some()));
    assert!(battle.log().iter().all(|line| line.round == Some(1)));
    assert_eq!(battle.log().last().map(|l| l.command), Some(2));
    assert_eq!(battle.outcome(), None);
    battle.assert_replays();
}
