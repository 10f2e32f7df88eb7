//! The simulator's own arithmetic, on a duel small enough to solve by hand: the two sides take
//! turns rolling a d6 and the first 6 wins. The first roller wins with probability
//! (1/6) / (1 − (5/6)²) = 6/11.

use serde::{Deserialize, Serialize};

use super::*;
use crate::encounter::{Battle, LogLine, Viewer};
use crate::random::Rng;

struct Duel;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct DuelState {
    rolls: u16,
    winner: Option<u8>,
    /// Side 1 cannot roll at all: a fight whose outcome is forced.
    one_sided: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Play {
    Roll,
}

impl Battle for Duel {
    type Setup = bool;
    type State = DuelState;
    type Command = Play;
    type Event = u8;
    type Outcome = u8;
    type View = DuelState;

    fn begin(one_sided: &bool, _rng: &mut Rng) -> Result<DuelState, RuleViolation> {
        Ok(DuelState {
            rolls: 0,
            winner: None,
            one_sided: *one_sided,
        })
    }
    fn decide(state: &DuelState, _: &Play, rng: &mut Rng) -> Result<Vec<u8>, RuleViolation> {
        let roller = (state.rolls % 2) as u8;
        let die = if roller == 1 && state.one_sided {
            1
        } else {
            rng.roll(6)
        };
        Ok(vec![die])
    }
    fn evolve(state: &mut DuelState, die: &u8) {
        if *die == 6 {
            state.winner = Some((state.rolls % 2) as u8);
        }
        state.rolls += 1;
    }
    fn describe(_: &DuelState, die: &u8, command: u32) -> Option<LogLine> {
        let mut line = LogLine::new(format!("rolled {die}"), None);
        line.command = command;
        Some(line)
    }
    fn outcome(state: &DuelState) -> Option<u8> {
        state.winner
    }
    fn view(state: &DuelState, _: Viewer) -> DuelState {
        state.clone()
    }
    fn describe_for(_: &DuelState, die: &u8, _: &DuelState, c: u32, _: Viewer) -> Option<LogLine> {
        Self::describe(
            &DuelState {
                rolls: 0,
                winner: None,
                one_sided: false,
            },
            die,
            c,
        )
    }
}

impl AutoPlay for Duel {
    type Tactic = u8;
    fn tactics() -> &'static [TacticInfo<u8>] {
        &[TacticInfo {
            tactic: 0,
            id: "roll",
            name: "Roll",
            description: "Roll the die.",
        }]
    }
    fn resource_names() -> &'static [&'static str] {
        &["Rolls"]
    }
    fn for_simulation(setup: &bool) -> bool {
        *setup
    }
    fn from_here(_: &mut DuelState, _: &mut Rng) {}
    fn next_command(_: &DuelState, _: [u8; 2]) -> Option<Play> {
        Some(Play::Roll)
    }
    fn round(state: &DuelState) -> u16 {
        // A finished duel ended in the round of its last roll; a live one is in the round of
        // its next roll.
        match state.winner {
            Some(_) => state.rolls.div_ceil(2),
            None => state.rolls / 2 + 1,
        }
    }
    fn standing(state: &DuelState) -> Standing {
        state.winner.map_or(Standing::Fighting, Standing::Won)
    }
    fn combatants(_: &DuelState) -> usize {
        2
    }
    fn combatant(_: &DuelState, index: usize) -> (&str, SideIndex) {
        (["First", "Second"][index], index as u8)
    }
    fn fallen(state: &DuelState, index: usize) -> bool {
        state.winner.is_some_and(|w| usize::from(w) != index)
    }
    fn resources(state: &DuelState, _: usize, out: &mut [(i32, i32)]) {
        out[0] = (i32::from(state.rolls), 0);
    }
    /// A rolled 1 is a fumble the GM rules on (the duel plays on without it).
    fn left_to_gm(die: &u8) -> Option<&str> {
        (*die == 1).then_some("fumble")
    }
    fn effect_name(effect: &str) -> String {
        format!("A {effect}")
    }
}

fn settings(runs: u32, round_cap: u16) -> Settings<u8> {
    Settings {
        runs,
        seed: 42,
        tactics: [0, 0],
        round_cap,
    }
}

fn simulate(one_sided: bool, settings: &Settings<u8>) -> (Tally, DuelState) {
    let start = Start::<Duel>::Plan(&one_sided);
    let first = first_state(&start, settings.seed).expect("a legal start");
    (play_runs(&start, &first, settings, 0..settings.runs), first)
}

#[test]
fn a_duel_with_a_closed_form_answer_is_estimated_within_its_interval() {
    // A 95% interval misses the truth for about 1 seed in 20: over 40 seeds it must hold for
    // nearly all (fewer than 34 would happen by chance less than once in 200 tries).
    let exact = 6.0 / 11.0;
    let mut covered = 0;
    for seed in 0..40 {
        let mut settings = settings(2_000, 200);
        settings.seed = seed;
        let (tally, first) = simulate(false, &settings);
        let report = SimulationReport::new::<Duel>(&tally, &first, settings.seed);
        let first_wins = report.sides[0].wins;
        assert_eq!(first_wins.count + report.sides[1].wins.count, 2_000);
        assert_eq!(report.combatants[1].fell.count, first_wins.count);
        assert_eq!(report.capped.count, 0);
        if first_wins.low <= exact && exact <= first_wins.high {
            covered += 1;
        }
    }
    assert!(
        covered >= 34,
        "the exact answer was inside {covered} of 40 intervals"
    );
}

#[test]
fn a_fight_whose_outcome_is_forced_is_estimated_exactly() {
    let settings = settings(2_000, 200);
    let (tally, first) = simulate(true, &settings);
    let report = SimulationReport::new::<Duel>(&tally, &first, settings.seed);
    assert_eq!(report.sides[0].wins.estimate, 1.0);
    assert_eq!(report.sides[1].wins.estimate, 0.0);
    assert_eq!(report.combatants[0].fell.estimate, 0.0);
}

#[test]
fn runs_split_any_way_merge_to_the_same_tally() {
    let settings = settings(3_000, 200);
    let (whole, first) = simulate(false, &settings);
    let start = Start::<Duel>::Plan(&false);
    let mut pieces = Tally::default();
    // Merged out of order, in uneven pieces.
    for range in [2_000..3_000, 0..7, 7..2_000] {
        pieces.merge(&play_runs(&start, &first, &settings, range));
    }
    assert_eq!(pieces, whole);
}

#[test]
fn fights_still_undecided_at_the_round_cap_are_counted_not_dropped() {
    let settings = settings(5_000, 1);
    let (tally, first) = simulate(false, &settings);
    let report = SimulationReport::new::<Duel>(&tally, &first, settings.seed);
    // A fight lasts past round 1 when neither of the first two rolls is a 6: (5/6)² = 25/36.
    let exact = 25.0 / 36.0;
    assert!(
        report.capped.low <= exact && exact <= report.capped.high,
        "{:?}",
        report.capped
    );
    assert_eq!(
        report.capped.count + report.sides[0].wins.count + report.sides[1].wins.count,
        5_000
    );
}

#[test]
fn the_median_fight_is_a_real_run_that_lasted_the_median() {
    let settings = settings(1_001, 200);
    let (tally, first) = simulate(false, &settings);
    let report = SimulationReport::new::<Duel>(&tally, &first, settings.seed);
    let start = Start::<Duel>::Plan(&false);
    let (log, end) = run_log(&start, &first, &settings, report.median_run);
    assert!(matches!(end, RunEnd::Won(_)));
    let rolls = log.len() as u16;
    assert_eq!(rolls.div_ceil(2), report.median_rounds);
    assert_eq!(log.last().expect("a roll").text, "rolled 6");
    let below: u32 = report
        .rounds
        .iter()
        .filter(|r| r.round < report.median_rounds)
        .map(|r| r.fights)
        .sum();
    let up_to: u32 = below
        + report
            .rounds
            .iter()
            .find(|r| r.round == report.median_rounds)
            .expect("the median round was played")
            .fights;
    assert!(below <= 500 && up_to > 500, "{below} {up_to}");
}

#[test]
fn effects_left_to_the_gm_are_reported_with_how_often_a_fight_met_them() {
    // One-sided: the second roller always rolls a 1 (a fumble, left to the GM). A run meets one
    // unless the first roll is a 6 and the second roller never rolls: exactly the runs that did
    // not end in round 1.
    let settings = settings(3_000, 200);
    let (tally, first) = simulate(true, &settings);
    let report = SimulationReport::new::<Duel>(&tally, &first, settings.seed);
    assert_eq!(report.skipped.len(), 1);
    let fumble = &report.skipped[0];
    assert_eq!(
        (fumble.id.as_str(), fumble.name.as_str()),
        ("fumble", "A fumble")
    );
    assert_eq!(fumble.runs.of, 3_000);
    // A run that meets it twice (a 1 from each roller) counts once.
    assert_eq!(fumble.runs.count, 3_000 - tally.rounds[1]);
    assert!(tally.rounds[1] > 0 && fumble.runs.count > 0);
}
