//! The simulator playing Fated Hand battles: fights end, every command the automatic player
//! gives is one the rules accept, and a fight one side cannot lose is won every time.

use super::test_kit::{at, grid};
use super::tests::{fighter, fists};
use super::*;
use crate::simulate::{first_state, play_runs, run_log, Settings, SimulationReport, Start, Tally};

fn side(side: Side, strike: i16, defense: i16, hit_points: i8) -> Vec<CombatantSetup> {
    (0..4)
        .map(|i| {
            let mut f = fighter(
                &format!("{side:?} {i}"),
                side,
                fists(strike, defense, 1 + i % 3),
                false,
            );
            f.hit_points = hit_points;
            f
        })
        .collect()
}

fn simulate(setup: &Setup, tactics: [Tactic; 2], runs: u32) -> (Tally, SimulationReport) {
    let settings = Settings {
        runs,
        seed: 11,
        tactics,
        round_cap: 60,
    };
    let start = Start::<FatedHandBattle>::Plan(setup);
    let first = first_state(&start, settings.seed).expect("a legal start");
    let tally = play_runs(&start, &first, &settings, 0..runs);
    let report = SimulationReport::new::<FatedHandBattle>(&tally, &first, settings.seed);
    (tally, report)
}

#[test]
fn simulated_battles_end_and_the_automatic_player_is_never_refused() {
    let setup = Setup {
        combatants: [side(Side::Party, 3, 2, 5), side(Side::Foes, 3, 2, 5)].concat(),
        grid: None,
        rules: Default::default(),
    };
    for tactic in [
        Tactic::FocusNearest,
        Tactic::FocusWeakest,
        Tactic::Defensive,
    ] {
        let (tally, report) = simulate(&setup, [tactic, Tactic::FocusNearest], 300);
        assert_eq!(
            (tally.refused, tally.stalled),
            (0, 0),
            "{:?}",
            tally.first_refusal
        );
        assert_eq!(
            report.sides[0].wins.count + report.sides[1].wins.count + report.capped.count,
            300
        );
        // Evenly matched sides: each wins some.
        assert!(report.sides[0].wins.count > 0 && report.sides[1].wins.count > 0);
    }
}

#[test]
fn simulated_battles_on_a_grid_walk_into_reach_before_attacking() {
    let mut fighters = side(Side::Party, 3, 2, 3);
    fighters.extend(side(Side::Foes, 3, 2, 3));
    let fighters = fighters
        .into_iter()
        .enumerate()
        .map(|(i, f)| {
            let x = if i < 4 { 0 } else { 9 };
            at(f, x, 2 * (i as i16 % 4))
        })
        .collect();
    let setup = Setup {
        combatants: fighters,
        grid: Some(grid(10, 8, &[(5, 3)])),
        rules: Default::default(),
    };
    let (tally, _) = simulate(&setup, [Tactic::FocusNearest; 2], 100);
    assert_eq!(
        (tally.refused, tally.stalled),
        (0, 0),
        "{:?}",
        tally.first_refusal
    );
    let start = Start::<FatedHandBattle>::Plan(&setup);
    let settings = Settings {
        runs: 1,
        seed: 11,
        tactics: [Tactic::FocusNearest; 2],
        round_cap: 60,
    };
    let first = first_state(&start, 11).expect("a legal start");
    let (log, _) = run_log(&start, &first, &settings, 0);
    assert!(
        log.iter().any(|line| line.text.contains(" moves ")),
        "no move in {log:#?}"
    );
}

#[test]
fn a_battle_the_foes_cannot_win_is_won_by_the_party_every_time() {
    // The foes' Strike can never beat the party's Defense: they cannot hurt anyone.
    let setup = Setup {
        combatants: [side(Side::Party, 3, 40, 2), side(Side::Foes, -40, 0, 2)].concat(),
        grid: None,
        rules: Default::default(),
    };
    let (_, report) = simulate(&setup, [Tactic::FocusWeakest, Tactic::FocusNearest], 200);
    assert_eq!(report.sides[0].wins.estimate, 1.0);
    assert_eq!(report.sides[1].wins.count, 0);
    for c in report.combatants.iter().filter(|c| c.side == 0) {
        assert_eq!(c.fell.count, 0);
        assert_eq!(c.resources[0].mean, 2.0);
    }
}

/// "Planning Phase": a creature plays its three combat cards from the hand it drew, so the plan
/// the GM screen makes for an engine-dealt foe plays the cards that foe is shown holding, and
/// after it those cards are in play and gone from the hand.
#[test]
fn planning_phase_the_automatic_plan_plays_the_hand_shown() {
    let mut state = begin(
        &Setup {
            combatants: vec![
                fighter("Ash", Side::Party, fists(3, 2, 3), false),
                fighter("Bran", Side::Foes, fists(3, 2, 3), true),
            ],
            grid: None,
            rules: Default::default(),
        },
        &mut Rng::from_seed(5),
    );
    let shown: Vec<crate::cards::Card> = state.combatants[1]
        .deck
        .as_ref()
        .expect("an engine-dealt deck")
        .cards(crate::deck::Zone::Hand)
        .to_vec();
    assert_eq!(shown.len(), 4, "Bran holds his Hand Size");
    // Ash's cards are physical: nothing to suggest.
    assert_eq!(suggested_plan(&state, 0), None);
    let plan = suggested_plan(&state, 1).expect("Bran plans");
    let Command::Plan { cards, stance, .. } = &plan else {
        panic!("not a plan: {plan:?}")
    };
    assert_eq!(*stance, Stance::Balanced);
    let played: Vec<crate::cards::Card> = cards
        .iter()
        .map(|play| match play {
            CardPlay::Hand(card) => *card,
            other => panic!("{other:?} is not a card from the hand shown"),
        })
        .collect();
    assert!(played.iter().all(|card| shown.contains(card)));
    super::tests::run(&mut state, &[plan]);
    let bran = &state.combatants[1];
    assert_eq!(bran.cards.map(|cards| cards.to_vec()), Some(played.clone()));
    let left = bran
        .deck
        .as_ref()
        .expect("deck")
        .cards(crate::deck::Zone::Hand);
    assert_eq!(left.len(), 1);
    assert!(!played.contains(&left[0]));
    // Planned: nothing more to suggest.
    assert_eq!(suggested_plan(&state, 1), None);
}
