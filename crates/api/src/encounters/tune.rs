//! Tune (`tune_encounter`): the GM names a target for the party's chance to win ("70 to 80%")
//! and gets adjustments of the prepared encounter drawn from their own library — a foe added
//! (one per stat block or NPC), a foe left out, every foe's Stamina scaled — each simulated
//! from one seed and shown with its estimate, those that reach the target first.
//!
//! Nothing is written: each adjustment is the plan edited in memory (or its snapshot scaled) and
//! played like a variant. Which creatures the library offers and what scaling means are the
//! system's ([`PlanVariants`]); this module names no system.

use tablekeep_rules::simulate::{first_state, Probability, Settings, Start};
use tablekeep_store::portable::{Phase, Progress};

use super::difficulty::DIFFICULTY_SEED;
use super::seam::Setup;
use super::simulate::{checked_scale, chosen_tactics, play_spread, State};
use super::variants::{placed_copy, PlanVariants};
use super::*;
use crate::campaign_rules::rule_choices;
use crate::jobs::{JobKind, JobOutcome, JobStarted};
pub use crate::simulation::{AdjustmentKind, EncounterTuning, TuneSuggestion};

/// Fights per adjustment when the GM does not say: as many as difficulty at a glance, from
/// the same seed, so a suggestion's estimate is the label its roster will show.
pub const DEFAULT_TUNE_RUNS: u32 = 1_000;
/// The most fights per adjustment.
const MAX_TUNE_RUNS: u32 = 20_000;
/// Suggestions returned, best first.
pub const MAX_SUGGESTIONS: usize = 8;
/// The library's creatures tried as an added foe, at most.
const MAX_ADDED: usize = 24;
/// The scales tried for every foe's Stamina, in percent.
const SCALES: [u16; 4] = [50, 75, 125, 150];

/// Arguments of `tune_encounter`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TuneRequest {
    /// The prepared encounter.
    pub id: i64,
    /// The lowest chance (whole percent, 0 to 100) the party should win with.
    pub target_low: u8,
    /// The highest chance (whole percent, `targetLow` to 100).
    pub target_high: u8,
    /// Fights per adjustment (1 to 20,000; 1,000 by default).
    #[serde(default)]
    pub runs: Option<u32>,
    /// The seed every adjustment is played from; difficulty at a glance's by default.
    #[serde(default)]
    pub seed: Option<u32>,
}

/// Starts trying adjustments of the encounter against the target (a job: follow it with
/// `job_status`).
pub fn tune_encounter(desk: &mut Desk, input: TuneRequest) -> Result<JobStarted, AppError> {
    let (runs, round_cap, threads) =
        checked_scale(input.runs, DEFAULT_TUNE_RUNS, MAX_TUNE_RUNS, None, None)?;
    if input.target_high > 100 {
        return Err(AppError::invalid(
            "targetHigh",
            format!("A chance is 0 to 100%; {}% cannot be.", input.target_high),
        ));
    }
    if input.target_low > input.target_high {
        return Err(AppError::invalid(
            "targetLow",
            format!(
                "The target runs from its low end to its high end; {}% is above {}%.",
                input.target_low, input.target_high
            ),
        ));
    }
    let seed = input.seed.unwrap_or(DIFFICULTY_SEED);
    let store = desk.store()?;
    let row = store.encounter(input.id)?;
    let system = system_of(&row)?;
    let target = (input.target_low, input.target_high);
    let play = with_encounter_system!(system, S => prepare::<S>(store, &row, target))?;
    desk.jobs().start(JobKind::TuneEncounter, move |progress| {
        let tuning = play(runs, seed, round_cap, threads, progress)?;
        Ok(JobOutcome::EncounterTuned(Box::new(tuning)))
    })
}

type Play =
    Box<dyn FnOnce(u32, u32, u16, usize, &Progress) -> Result<EncounterTuning, AppError> + Send>;

/// One adjustment, snapshotted.
struct Candidate<S: PlanVariants> {
    description: String,
    kind: AdjustmentKind,
    setup: Setup<S>,
    plan: Option<EncounterPlan>,
}

fn prepare<S: Tagged + 'static>(
    store: &CampaignStore,
    row: &EncounterRow,
    (low, high): (u8, u8),
) -> Result<Play, AppError>
where
    S::Battle: 'static,
    Setup<S>: Send + Sync,
    State<S>: Send + Sync,
{
    if row.status != EncounterStatus::Prepared {
        return Err(AppError::invalid(
            "id",
            "Only a prepared encounter is tuned; this one has been launched.",
        ));
    }
    let plan = parsed::<S::Plan>(&row.plan, "plan")?;
    let rules = rule_choices(store)?;
    let base = S::snapshot(store, &plan, &rules)?;
    let mut candidates: Vec<Candidate<S>> = Vec::new();

    for (name, participant) in S::library_foes(store, &plan)?.into_iter().take(MAX_ADDED) {
        // A creature the plan cannot take (no free square near the foes) is not suggested.
        let Ok(placed) = placed_copy::<S>(store, &plan, &rules, &participant) else {
            continue;
        };
        let mut edited = plan.clone();
        S::roster(&mut edited).push(placed);
        let Ok(setup) = S::snapshot(store, &edited, &rules) else {
            continue;
        };
        candidates.push(Candidate {
            description: format!("Add one {name}"),
            kind: AdjustmentKind::AddFoe,
            setup,
            plan: Some(S::tag_plan(edited)),
        });
    }

    let mut probe = plan.clone();
    let roster = S::roster(&mut probe).clone();
    let foes = roster.iter().filter(|p| S::is_foe(p)).count();
    let mut tried: Vec<String> = Vec::new();
    for (index, participant) in roster.iter().enumerate() {
        if !S::is_foe(participant) || foes < 2 {
            continue;
        }
        // Two copies of one creature leave the same fight behind: try one of them.
        let same = serde_json::to_string(participant).map_err(|e| {
            AppError::new(
                ErrorKind::Storage,
                format!("A plan could not be read: {e}."),
            )
        })?;
        if tried.contains(&same) {
            continue;
        }
        tried.push(same);
        let mut edited = plan.clone();
        S::roster(&mut edited).remove(index);
        let Ok(setup) = S::snapshot(store, &edited, &rules) else {
            continue;
        };
        let name = <S::Battle as tablekeep_rules::simulate::AutoPlay>::combatant(
            &first_state::<S::Battle>(&Start::Plan(&base), 0).map_err(AppError::rule)?,
            index,
        )
        .0
        .to_owned();
        candidates.push(Candidate {
            description: format!("Leave out {name}"),
            kind: AdjustmentKind::RemoveFoe,
            setup,
            plan: Some(S::tag_plan(edited)),
        });
    }

    for percent in SCALES {
        let mut setup = base.clone();
        if !S::scale_foes(&mut setup, percent) {
            break;
        }
        candidates.push(Candidate {
            description: format!("Scale every foe's {} to {percent}%", S::SCALED_POOL),
            kind: AdjustmentKind::ScaleFoes,
            setup,
            plan: None,
        });
    }

    let (encounter, name) = (row.id, row.name.clone());
    Ok(Box::new(move |runs, seed, round_cap, threads, progress| {
        let tactics = chosen_tactics::<S::Battle>(None, "tactics")?;
        let settings = Settings {
            runs,
            seed: u64::from(seed),
            tactics: [tactics[0].tactic, tactics[1].tactic],
            round_cap,
        };
        progress.enter(
            Phase::Simulating,
            u64::from(runs) * (candidates.len() as u64 + 1),
        );
        let odds = |setup: &Setup<S>| -> Result<Probability, AppError> {
            let start = Start::<S::Battle>::Plan(setup);
            let first = first_state(&start, settings.seed).map_err(AppError::rule)?;
            let tally = play_spread(&start, &first, &settings, threads, progress)?;
            Ok(Probability::of(tally.wins[0], tally.runs))
        };
        let as_prepared = odds(&base)?;
        let mut suggestions = Vec::with_capacity(candidates.len());
        for candidate in candidates {
            let party_wins = odds(&candidate.setup)?;
            suggestions.push(TuneSuggestion {
                description: candidate.description,
                kind: candidate.kind,
                in_target: reaches(&party_wins, low, high),
                party_wins,
                plan: candidate.plan,
            });
        }
        // Those in the target first, nearest its middle; then the others, nearest its edge.
        suggestions.sort_by_key(|s| {
            (
                miss(&s.party_wins, low, high),
                off_middle(&s.party_wins, low, high),
            )
        });
        suggestions.truncate(MAX_SUGGESTIONS);
        Ok(EncounterTuning {
            encounter,
            name,
            system: S::ID,
            target_low: low,
            target_high: high,
            runs,
            seed,
            engine_version: tablekeep_rules::simulate::ENGINE_VERSION.to_owned(),
            in_target: reaches(&as_prepared, low, high),
            as_prepared,
            suggestions,
        })
    }))
}

/// Whether the wins fall within the target, on whole counts.
fn reaches(p: &Probability, low: u8, high: u8) -> bool {
    miss(p, low, high) == 0
}

/// How far (in wins × 100) the wins fall outside the target; 0 within it.
fn miss(p: &Probability, low: u8, high: u8) -> u64 {
    let wins = u64::from(p.count) * 100;
    let (low, high) = (
        u64::from(low) * u64::from(p.of),
        u64::from(high) * u64::from(p.of),
    );
    low.saturating_sub(wins) + wins.saturating_sub(high)
}

/// How far (in wins × 200) the wins fall from the target's middle.
fn off_middle(p: &Probability, low: u8, high: u8) -> u64 {
    let wins = u64::from(p.count) * 200;
    let middle = (u64::from(low) + u64::from(high)) * u64::from(p.of);
    wins.abs_diff(middle)
}
