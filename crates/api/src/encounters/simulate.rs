//! `simulate_encounter`: plays an encounter thousands of times with automatic players, from its
//! plan or from where a running fight stands, as a job (progress, cancel) spread over every
//! core. The encounter and the campaign are only read: nothing is written.
//!
//! Determinism: run `i` draws from the simulation's seed and `i` alone, and the tallies of the
//! threads are integer sums merged in any order, so the same seed gives the same numbers on any
//! machine with any number of threads.

use std::sync::atomic::{AtomicU32, Ordering};

use tablekeep_rules::simulate::{
    first_state, play_runs, run_log, AutoPlay, Settings, SimulationReport, Start, TacticInfo, Tally,
};
use tablekeep_store::portable::{Phase, Progress};

use super::seam::{EncounterSystem, Setup};
use super::*;
use crate::jobs::{JobKind, JobOutcome, JobStarted};
pub use crate::simulation::{EncounterSimulation, SimulationStart, TacticView};

/// Fights played when the GM does not say.
pub const DEFAULT_RUNS: u32 = 10_000;
/// The most fights one simulation plays.
pub const MAX_RUNS: u32 = 1_000_000;
/// The round a fight is stopped at when the GM does not say.
pub const DEFAULT_ROUND_CAP: u16 = 50;
/// Runs handed to a thread at a time: small enough to spread the work evenly and to notice a
/// cancel quickly, large enough that taking the next batch costs nothing.
const BATCH: u32 = 64;

/// Arguments of `simulate_encounter`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SimulationRequest {
    /// The encounter.
    pub id: i64,
    /// From the plan or from here; by default from here for a running encounter and from the
    /// plan otherwise.
    #[serde(default)]
    pub from: Option<SimulationStart>,
    /// How many fights (1 to 1,000,000; 10,000 by default).
    #[serde(default)]
    pub runs: Option<u32>,
    /// The seed (the same seed plays the same fights); a fresh one by default.
    #[serde(default)]
    pub seed: Option<u32>,
    /// The tactic of the party, then of their foes, by id (`simulation_tactics` lists them);
    /// each side's first tactic by default.
    #[serde(default)]
    pub tactics: Option<[String; 2]>,
    /// A fight still undecided after this many rounds is stopped and counted as capped
    /// (1 to 1,000; 50 by default).
    #[serde(default)]
    pub round_cap: Option<u16>,
    /// How many cores to play on (1 to 256; all of the machine's by default). The numbers do
    /// not depend on it.
    #[serde(default)]
    pub threads: Option<u16>,
}

/// Arguments of `simulation_tactics`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TacticsQuery {
    /// The system whose automatic players to list.
    pub system: SystemId,
}

/// The tactics of `system`'s automatic players.
pub fn simulation_tactics(
    _desk: &mut Desk,
    input: TacticsQuery,
) -> Result<Vec<TacticView>, AppError> {
    fn listed<S: EncounterSystem>() -> Result<Vec<TacticView>, AppError> {
        Ok(<S::Battle as AutoPlay>::tactics()
            .iter()
            .map(view_of_tactic)
            .collect())
    }
    with_encounter_system!(input.system, S => listed::<S>())
}

pub(super) fn view_of_tactic<T>(info: &TacticInfo<T>) -> TacticView {
    TacticView {
        id: info.id.to_owned(),
        name: info.name.to_owned(),
        description: info.description.to_owned(),
    }
}

/// Starts simulating an encounter (a job: follow it with `job_status`).
pub fn simulate_encounter(
    desk: &mut Desk,
    input: SimulationRequest,
) -> Result<JobStarted, AppError> {
    let (runs, round_cap, threads) = checked_scale(
        input.runs,
        DEFAULT_RUNS,
        MAX_RUNS,
        input.round_cap,
        input.threads,
    )?;
    let seed = input.seed.unwrap_or_else(|| desk.fresh_seed());
    let store = desk.store()?;
    let row = store.encounter(input.id)?;
    let system = system_of(&row)?;
    let from = match (input.from, row.status) {
        (Some(from), _) => from,
        (None, EncounterStatus::Running) => SimulationStart::Here,
        (None, _) => SimulationStart::Plan,
    };
    let play = with_encounter_system!(system, S => prepare::<S>(store, &row, from, input.tactics.as_ref()))?;
    desk.jobs()
        .start(JobKind::SimulateEncounter, move |progress| {
            let simulation = play(runs, seed, round_cap, threads, progress)?;
            Ok(JobOutcome::EncounterSimulated(Box::new(simulation)))
        })
}

/// The runs, round cap and threads of a request, checked (typed errors naming the field); the
/// defaults for what it leaves out.
pub(super) fn checked_scale(
    runs: Option<u32>,
    default_runs: u32,
    max_runs: u32,
    round_cap: Option<u16>,
    threads: Option<u16>,
) -> Result<(u32, u16, usize), AppError> {
    let runs = runs.unwrap_or(default_runs);
    if !(1..=max_runs).contains(&runs) {
        return Err(AppError::invalid(
            "runs",
            format!("A simulation plays 1 to {max_runs} fights; {runs} were asked for."),
        ));
    }
    let round_cap = round_cap.unwrap_or(DEFAULT_ROUND_CAP);
    if !(1..=1_000).contains(&round_cap) {
        return Err(AppError::invalid(
            "roundCap",
            format!("The round cap is 1 to 1,000; {round_cap} was asked for."),
        ));
    }
    let threads = match threads {
        None => std::thread::available_parallelism().map_or(1, |n| n.get()),
        Some(n @ 1..=256) => usize::from(n),
        Some(n) => {
            return Err(AppError::invalid(
                "threads",
                format!("A simulation plays on 1 to 256 cores; {n} were asked for."),
            ))
        }
    };
    Ok((runs, round_cap, threads))
}

/// The tactics named by `ids` (the party's, then the foes'), or each side's default; an unknown
/// id is refused naming `field[side]`.
pub(super) fn chosen_tactics<B: AutoPlay>(
    ids: Option<&[String; 2]>,
    field: &str,
) -> Result<[&'static TacticInfo<B::Tactic>; 2], AppError> {
    let known = B::tactics();
    let tactic = |side: usize| -> Result<&'static TacticInfo<B::Tactic>, AppError> {
        let Some(ids) = ids else {
            return Ok(&known[0]);
        };
        known.iter().find(|t| t.id == ids[side]).ok_or_else(|| {
            let offered: Vec<&str> = known.iter().map(|t| t.id).collect();
            AppError::invalid(
                &format!("{field}[{side}]"),
                format!(
                    "There is no tactic \"{}\" here; the tactics are: {}.",
                    ids[side].chars().take(40).collect::<String>(),
                    offered.join(", ")
                ),
            )
        })
    };
    Ok([tactic(0)?, tactic(1)?])
}

/// A simulation ready to run off the desk (everything it needs read from the campaign): given
/// the runs, seed, round cap and threads, it plays and reports.
type Play = Box<
    dyn FnOnce(u32, u32, u16, usize, &Progress) -> Result<EncounterSimulation, AppError> + Send,
>;

/// Reads what `S`'s simulation needs from the campaign and checks the request against it.
fn prepare<S: EncounterSystem>(
    store: &CampaignStore,
    row: &EncounterRow,
    from: SimulationStart,
    tactics: Option<&[String; 2]>,
) -> Result<Play, AppError>
where
    S::Battle: 'static,
    Setup<S>: Send + Sync,
    State<S>: Send + Sync,
{
    let tactics = chosen_tactics::<S::Battle>(tactics, "tactics")?;
    let views = [view_of_tactic(tactics[0]), view_of_tactic(tactics[1])];
    let chosen = [tactics[0].tactic, tactics[1].tactic];
    let (start, table_rules, choices) = match from {
        SimulationStart::Plan => {
            let plan = parsed::<S::Plan>(&row.plan, "plan")?;
            let campaign = crate::campaign_rules::rule_choices(store)?;
            (
                Owned::<S::Battle>::Plan(S::snapshot(store, &plan, &campaign)?),
                "The campaign's table rules as they stand now.",
                Some(crate::simulation::rules_in_force(S::ID, &campaign)),
            )
        }
        SimulationStart::Here => {
            if row.status != EncounterStatus::Running {
                return Err(AppError::invalid(
                    "from",
                    "Only a running encounter can be simulated from where it stands; simulate \
                     this one from its plan.",
                ));
            }
            let replayed = running_replayed::<S>(store, row)?;
            (
                Owned::<S::Battle>::Here(replayed.state),
                "The table rules the fight was launched with.",
                None,
            )
        }
    };
    let (encounter, name) = (row.id, row.name.clone());
    Ok(Box::new(move |runs, seed, round_cap, threads, progress| {
        let settings = Settings {
            runs,
            seed: u64::from(seed),
            tactics: chosen,
            round_cap,
        };
        let start = start.borrowed();
        let first = first_state(&start, settings.seed).map_err(AppError::rule)?;
        progress.enter(Phase::Simulating, u64::from(runs));
        let tally = play_spread(&start, &first, &settings, threads, progress)?;
        let report = SimulationReport::new::<S::Battle>(&tally, &first, settings.seed);
        let (median_log, _) = run_log(&start, &first, &settings, report.median_run);
        Ok(EncounterSimulation {
            encounter,
            name,
            system: S::ID,
            from,
            tactics: views,
            round_cap,
            table_rules: table_rules.to_owned(),
            table_rule_choices: choices,
            engine_version: tablekeep_rules::simulate::ENGINE_VERSION.to_owned(),
            report,
            median_log,
        })
    }))
}

pub(super) type Tactic<S> = <<S as EncounterSystem>::Battle as AutoPlay>::Tactic;
pub(super) type State<S> =
    <<S as EncounterSystem>::Battle as tablekeep_rules::encounter::Battle>::State;

/// A start the job owns.
enum Owned<B: AutoPlay> {
    Plan(B::Setup),
    Here(B::State),
}

impl<B: AutoPlay> Owned<B> {
    fn borrowed(&self) -> Start<'_, B> {
        match self {
            Owned::Plan(setup) => Start::Plan(setup),
            Owned::Here(state) => Start::Here(state),
        }
    }
}

/// Plays every run, spread over `threads` cores: each thread takes the next batch of runs
/// until none are left, so a slow batch never holds the others up. Progress counts runs; a
/// cancel stops every thread at its next batch. The caller enters the phase (several
/// simulations may share one count).
pub(super) fn play_spread<B: AutoPlay>(
    start: &Start<'_, B>,
    first: &B::State,
    settings: &Settings<B::Tactic>,
    threads: usize,
    progress: &Progress,
) -> Result<Tally, AppError>
where
    B::Setup: Sync,
    B::State: Sync,
{
    let next = AtomicU32::new(0);
    let threads = threads.min(settings.runs.div_ceil(BATCH) as usize).max(1);
    let tallies: Vec<Tally> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut tally = Tally::default();
                    loop {
                        if progress.is_cancelled() {
                            break;
                        }
                        let from = next.fetch_add(BATCH, Ordering::Relaxed);
                        if from >= settings.runs {
                            break;
                        }
                        let to = from.saturating_add(BATCH).min(settings.runs);
                        tally.merge(&play_runs(start, first, settings, from..to));
                        progress.advance(u64::from(to - from));
                    }
                    tally
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| w.join().unwrap_or_default())
            .collect()
    });
    if progress.is_cancelled() {
        return Err(AppError::new(
            ErrorKind::Cancelled,
            "The simulation was cancelled; nothing was written.",
        ));
    }
    let mut total = Tally::default();
    for tally in &tallies {
        total.merge(tally);
    }
    if total.runs != settings.runs {
        return Err(AppError::new(
            ErrorKind::Storage,
            "A simulation thread stopped on an internal error. Please report it.",
        ));
    }
    Ok(total)
}
