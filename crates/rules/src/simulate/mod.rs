//! The encounter simulator: plays one fight many times with automatic players and tallies who
//! wins, how long it takes, who falls and what they have left.
//!
//! A system takes part by implementing [`AutoPlay`] for its [`Battle`]: the tactics its automatic
//! players can follow, the next command they would give, and how a fight stands (who won, who
//! fell, what each combatant has left). Everything else is written once here, over the encounter
//! engine's own `step`, so a simulated fight obeys exactly the rules a played one does, table
//! rules included.
//!
//! Runs are independent and numbered: run `i` draws all its randomness from [`run_seed`] of the
//! simulation's seed and `i`, so any split of the runs over threads, merged with
//! [`Tally::merge`], gives the same numbers (the tally holds only integer counts and sums). This
//! module plays runs on the calling thread; spreading them over cores, showing progress and
//! cancelling belong to the caller.

use std::ops::Range;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::encounter::{begin_rng, log_lines, step, Battle, LogLine};
use crate::random::Rng;
use crate::RuleViolation;

mod odds;
mod report;
#[cfg(test)]
mod tests;

pub use odds::{wilson_interval, Probability};
pub use report::{CombatantOdds, ResourceLeft, RoundCount, SideOdds, SimulationReport};

/// The rules engine's version: with a simulation's seed, what reproduces its numbers.
pub const ENGINE_VERSION: &str = env!("CARGO_PKG_VERSION");

/// The two sides of a simulated fight: 0 is the party (the heroes), 1 their foes — the same
/// numbering as `Viewer::Side`.
pub type SideIndex = u8;

/// One tactic an automatic player can follow, as the GM picks it.
#[derive(Clone, Copy, Debug)]
pub struct TacticInfo<T: 'static> {
    /// The tactic.
    pub tactic: T,
    /// Its id at the boundary (`focus_weakest`).
    pub id: &'static str,
    /// Its name on screen.
    pub name: &'static str,
    /// What it does, in a sentence.
    pub description: &'static str,
}

/// How a fight stands, as the tally counts it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    /// Still being fought.
    Fighting,
    /// This side won.
    Won(SideIndex),
    /// It ended without a winner (a retreat, the GM's word).
    NoWinner,
}

/// A system's automatic players, and how its fights are tallied.
pub trait AutoPlay: Battle {
    /// A tactic an automatic player can follow.
    type Tactic: Copy + Eq + std::fmt::Debug + Serialize + DeserializeOwned + Send + Sync + 'static;

    /// Every tactic, first the default.
    fn tactics() -> &'static [TacticInfo<Self::Tactic>];

    /// The names of the resources tallied for every combatant (stamina, hit points, …), in the
    /// order [`AutoPlay::resources`] writes them.
    fn resource_names() -> &'static [&'static str];

    /// The setup as the simulator plays it: every card and die left to the engine (a setup may
    /// leave a player's physical cards or dice to the GM, which no simulation can enter).
    fn for_simulation(setup: &Self::Setup) -> Self::Setup;

    /// Prepares a copy of a fight in progress for one simulated run: what nobody at the table
    /// knows yet (the order of cards still in a deck) is dealt afresh from `rng`, and anything
    /// the GM was to enter by hand is left to the engine.
    fn from_here(state: &mut Self::State, rng: &mut Rng);

    /// The command the automatic players give next, each side following its tactic; `None`
    /// when they have nothing they can do (the run is then counted as stalled).
    fn next_command(state: &Self::State, tactics: [Self::Tactic; 2]) -> Option<Self::Command>;

    /// The round the fight is in (1 for the first).
    fn round(state: &Self::State) -> u16;

    /// Who has won, if anyone.
    fn standing(state: &Self::State) -> Standing;

    /// How many combatants the fight has (a summoned creature may add more later; only the
    /// first `combatants` of the starting state are tallied).
    fn combatants(state: &Self::State) -> usize;

    /// The name and side of combatant `index`.
    fn combatant(state: &Self::State, index: usize) -> (&str, SideIndex);

    /// Whether combatant `index` has fallen by the system's terms (dying, down, killed).
    fn fallen(state: &Self::State, index: usize) -> bool;

    /// Combatant `index`'s resources left and their maxima, one pair per
    /// [`AutoPlay::resource_names`] entry, written into `out`.
    fn resources(state: &Self::State, index: usize, out: &mut [(i32, i32)]);

    /// The effect `event` hands to the GM, if it does (a perk or spell the engine does not
    /// resolve): a simulated fight plays on without it, and the report says so.
    fn left_to_gm(event: &Self::Event) -> Option<&str>;

    /// The name the report gives an effect [`AutoPlay::left_to_gm`] returned.
    fn effect_name(effect: &str) -> String;
}

/// What a simulation plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Settings<T> {
    /// How many fights.
    pub runs: u32,
    /// The seed every run's randomness derives from.
    pub seed: u64,
    /// The tactic of each side: the party's, then the foes'.
    pub tactics: [T; 2],
    /// A fight still undecided after this many rounds stops and is counted as capped.
    pub round_cap: u16,
}

/// The seed of run `run` of a simulation seeded with `seed`.
pub fn run_seed(seed: u64, run: u32) -> u64 {
    // SplitMix64's finaliser: neighbouring runs get unrelated seeds.
    let mut z = seed ^ (u64::from(run) + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Where the runs start.
#[derive(Clone, Copy, Debug)]
pub enum Start<'a, B: Battle> {
    /// From the prepared encounter: each run lays it out afresh (its own shuffles and rolls).
    Plan(&'a B::Setup),
    /// From the current state of a running fight.
    Here(&'a B::State),
}

/// How one run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RunEnd {
    /// A side won.
    Won(SideIndex),
    /// It ended without a winner.
    NoWinner,
    /// Still undecided at the round cap.
    Capped,
    /// The automatic players had nothing they could do.
    Stalled,
    /// The engine refused an automatic player's command (a gap in the automatic player).
    Refused,
}

/// The counts over a range of runs. Integer counts and sums only, so merging tallies in any
/// order gives the same totals.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Runs played.
    pub runs: u32,
    /// Wins per side.
    pub wins: [u32; 2],
    /// Runs that ended without a winner.
    pub no_winner: u32,
    /// Runs stopped at the round cap.
    pub capped: u32,
    /// Runs where the automatic players had nothing to do.
    pub stalled: u32,
    /// Runs where the engine refused an automatic player's command.
    pub refused: u32,
    /// The first refusal met, with its run, for the report.
    pub first_refusal: Option<(u32, String)>,
    /// Fights by the round they ended in (index 0 unused).
    pub rounds: Vec<u32>,
    /// For each round count, the lowest-numbered run that ended in it (the median example).
    pub example_run: Vec<Option<u32>>,
    /// Per tallied combatant: how often it fell.
    pub fell: Vec<u32>,
    /// Per tallied combatant and resource: the sum of what was left.
    pub resources_left: Vec<i64>,
    /// Per tallied combatant and resource: its maximum at the start.
    pub resource_max: Vec<i32>,
    /// Effects left to the GM that the runs met, each with the number of runs that met it, by
    /// effect.
    pub skipped: Vec<(String, u32)>,
}

impl Tally {
    fn new(combatants: usize, resources: usize, round_cap: u16) -> Tally {
        let rounds = usize::from(round_cap) + 1;
        Tally {
            rounds: vec![0; rounds],
            example_run: vec![None; rounds],
            fell: vec![0; combatants],
            resources_left: vec![0; combatants * resources],
            resource_max: vec![0; combatants * resources],
            ..Tally::default()
        }
    }

    /// Adds `other`'s counts to this one's.
    pub fn merge(&mut self, other: &Tally) {
        if self.rounds.is_empty() {
            *self = other.clone();
            return;
        }
        self.runs += other.runs;
        for side in 0..2 {
            self.wins[side] += other.wins[side];
        }
        self.no_winner += other.no_winner;
        self.capped += other.capped;
        self.stalled += other.stalled;
        self.refused += other.refused;
        self.first_refusal = match (self.first_refusal.take(), &other.first_refusal) {
            (Some(mine), Some(theirs)) if theirs.0 < mine.0 => Some(theirs.clone()),
            (None, theirs) => theirs.clone(),
            (mine, _) => mine,
        };
        for (mine, theirs) in self.rounds.iter_mut().zip(&other.rounds) {
            *mine += theirs;
        }
        for (mine, theirs) in self.example_run.iter_mut().zip(&other.example_run) {
            *mine = match (*mine, *theirs) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            };
        }
        for (mine, theirs) in self.fell.iter_mut().zip(&other.fell) {
            *mine += theirs;
        }
        for (mine, theirs) in self.resources_left.iter_mut().zip(&other.resources_left) {
            *mine += theirs;
        }
        for (mine, theirs) in self.resource_max.iter_mut().zip(&other.resource_max) {
            *mine = (*mine).max(*theirs);
        }
        for (effect, runs) in &other.skipped {
            add_skipped(&mut self.skipped, effect, *runs);
        }
    }
}

/// Counts `runs` more runs that met `effect`, keeping the list ordered by effect.
fn add_skipped(skipped: &mut Vec<(String, u32)>, effect: &str, runs: u32) {
    match skipped.binary_search_by(|(e, _)| e.as_str().cmp(effect)) {
        Ok(at) => skipped[at].1 += runs,
        Err(at) => skipped.insert(at, (effect.to_owned(), runs)),
    }
}

/// The starting state every run of `start` copies (a plan is laid out once to check it and to
/// learn its combatants; each run lays it out again with its own seed).
pub fn first_state<B: AutoPlay>(
    start: &Start<'_, B>,
    seed: u64,
) -> Result<B::State, RuleViolation> {
    match start {
        Start::Plan(setup) => B::begin(&B::for_simulation(setup), &mut begin_rng(seed)),
        Start::Here(state) => Ok((*state).clone()),
    }
}

/// Plays runs `runs` of a simulation and tallies them. `first` is [`first_state`] of the same
/// start (its combatants are the ones tallied).
pub fn play_runs<B: AutoPlay>(
    start: &Start<'_, B>,
    first: &B::State,
    settings: &Settings<B::Tactic>,
    runs: Range<u32>,
) -> Tally {
    let combatants = B::combatants(first);
    let names = B::resource_names();
    let mut tally = Tally::new(combatants, names.len(), settings.round_cap);
    let mut resources = vec![(0, 0); names.len()];
    let plan = match start {
        Start::Plan(setup) => Some(B::for_simulation(setup)),
        Start::Here(_) => None,
    };
    // The effects this run met that the engine leaves to the GM (rare: no allocation unless
    // one is met).
    let mut met: Vec<String> = Vec::new();
    for run in runs {
        let seed = run_seed(settings.seed, run);
        met.clear();
        let (state, end, refusal) = match run_start::<B>(plan.as_ref(), first, seed) {
            Ok(state) => play_one::<B>(state, settings, seed, |events| {
                for effect in events.iter().filter_map(B::left_to_gm) {
                    if !met.iter().any(|m| m == effect) {
                        met.push(effect.to_owned());
                    }
                }
            }),
            Err(refusal) => (first.clone(), RunEnd::Refused, Some(refusal)),
        };
        for effect in &met {
            add_skipped(&mut tally.skipped, effect, 1);
        }
        tally.runs += 1;
        match end {
            RunEnd::Won(side) => tally.wins[usize::from(side.min(1))] += 1,
            RunEnd::NoWinner => tally.no_winner += 1,
            RunEnd::Capped => tally.capped += 1,
            RunEnd::Stalled => tally.stalled += 1,
            RunEnd::Refused => tally.refused += 1,
        }
        if let (Some(refusal), None) = (refusal, &tally.first_refusal) {
            tally.first_refusal = Some((run, refusal.to_string()));
        }
        let rounds = usize::from(B::round(&state).min(settings.round_cap));
        tally.rounds[rounds] += 1;
        let example = &mut tally.example_run[rounds];
        *example = Some(example.map_or(run, |e| e.min(run)));
        for index in 0..combatants {
            if B::fallen(&state, index) {
                tally.fell[index] += 1;
            }
            B::resources(&state, index, &mut resources);
            for (slot, &(left, max)) in resources.iter().enumerate() {
                let at = index * names.len() + slot;
                tally.resources_left[at] += i64::from(left);
                tally.resource_max[at] = tally.resource_max[at].max(max);
            }
        }
    }
    tally
}

/// The log of run `run`, as the GM would read it: every command the automatic players gave and
/// every line it wrote.
pub fn run_log<B: AutoPlay>(
    start: &Start<'_, B>,
    first: &B::State,
    settings: &Settings<B::Tactic>,
    run: u32,
) -> (Vec<LogLine>, RunEnd) {
    let seed = run_seed(settings.seed, run);
    let plan = match start {
        Start::Plan(setup) => Some(B::for_simulation(setup)),
        Start::Here(_) => None,
    };
    let initial = match run_start::<B>(plan.as_ref(), first, seed) {
        Ok(state) => state,
        Err(_) => return (Vec::new(), RunEnd::Refused),
    };
    let mut events = Vec::new();
    let (_, end, _) = play_one::<B>(initial.clone(), settings, seed, |command_events| {
        events.push(command_events);
    });
    (log_lines::<B>(&initial, &events, 0), end)
}

/// The state run seeded with `seed` starts from: the plan laid out afresh, or a copy of the
/// fight in progress with what nobody knows dealt afresh.
fn run_start<B: AutoPlay>(
    plan: Option<&B::Setup>,
    first: &B::State,
    seed: u64,
) -> Result<B::State, RuleViolation> {
    match plan {
        Some(setup) => B::begin(setup, &mut begin_rng(seed)),
        None => {
            let mut state = first.clone();
            B::from_here(&mut state, &mut Rng::from_seed(seed));
            Ok(state)
        }
    }
}

/// Plays one run seeded with `seed` from `state` to its end, handing each command's events to
/// `record`; returns the final state, how it ended, and the engine's refusal if it refused a
/// command.
fn play_one<B: AutoPlay>(
    mut state: B::State,
    settings: &Settings<B::Tactic>,
    seed: u64,
    mut record: impl FnMut(Vec<B::Event>),
) -> (B::State, RunEnd, Option<RuleViolation>) {
    let limit = (usize::from(settings.round_cap) + 1) * COMMANDS_PER_ROUND;
    for index in 0..limit {
        match B::standing(&state) {
            Standing::Won(side) => return (state, RunEnd::Won(side), None),
            Standing::NoWinner => return (state, RunEnd::NoWinner, None),
            Standing::Fighting => {}
        }
        if B::round(&state) > settings.round_cap {
            return (state, RunEnd::Capped, None);
        }
        let Some(command) = B::next_command(&state, settings.tactics) else {
            return (state, RunEnd::Stalled, None);
        };
        match step::<B>(&mut state, seed, index, &command) {
            Ok(events) => record(events),
            Err(refusal) => return (state, RunEnd::Refused, Some(refusal)),
        }
    }
    // The automatic players kept giving commands without the fight moving on.
    (state, RunEnd::Stalled, None)
}

/// More commands than this per round means the automatic players are going round in circles
/// (no real round of any system takes that many).
const COMMANDS_PER_ROUND: usize = 4096;
