//! Variants of a prepared encounter, simulated side by side (`compare_encounter_variants`): the
//! GM leaves combatants out, adds copies, gives a side another tactic or switches a table rule
//! for the simulation only, and sees each variant's chance to win with its 95% interval.
//!
//! Nothing is written: a variant is the plan edited in memory and snapshotted under its own
//! table-rule choices (the campaign's, with the variant's switches on top). Every variant is
//! played from the same seed, so the differences between them come from the changes and not
//! from luck drawn differently. How a plan is edited is the system's: it provides
//! [`PlanVariants`] (required by the registry), and this module names no system.

use std::collections::BTreeMap;

use tablekeep_rules::simulate::{first_state, AutoPlay, Settings, SimulationReport, Start};
use tablekeep_rules::table_rules::TableRuleChoices;
use tablekeep_store::portable::{Phase, Progress};

use super::seam::{EncounterSystem, Setup};
use super::simulate::{checked_scale, chosen_tactics, play_spread, view_of_tactic, State, Tactic};
use super::*;
use crate::campaign_rules::rule_choices;
use crate::jobs::{JobKind, JobOutcome, JobStarted};
pub use crate::simulation::{RosterEntry, RuleSwitch, TacticView, VariantComparison, VariantOdds};

/// Fights per variant when the GM does not say: enough for an interval of about ±2 points.
pub const DEFAULT_VARIANT_RUNS: u32 = 2_000;
/// The most fights per variant.
pub const MAX_VARIANT_RUNS: u32 = 100_000;
/// The most variants compared at once (beside the encounter as prepared).
pub const MAX_VARIANTS: usize = 5;
/// How far from the original (in squares, each way) a copy's starting square is looked for.
const COPY_REACH: i16 = 3;

/// How a system's plans are edited into variants.
pub trait PlanVariants: EncounterSystem<Plan: Clone> {
    /// One creature of the plan.
    type Participant: Clone + Send + Sync + Serialize;

    /// The plan's participants, in order (combatant `i` of its snapshot is participant `i`).
    fn roster(plan: &mut Self::Plan) -> &mut Vec<Self::Participant>;

    /// `participant` moved by `dx`, `dy` squares on the map; `None` when it has no starting
    /// square (a plan without a map) or the move leaves the coordinates.
    fn shifted(participant: &Self::Participant, dx: i16, dy: i16) -> Option<Self::Participant>;

    /// Creatures of the GM's library that could join `plan`'s foes, each with its name: one
    /// per stat block or NPC, standing where the plan's first foe stands on a map (the tuner
    /// looks for a free square from there).
    fn library_foes(
        store: &CampaignStore,
        plan: &Self::Plan,
    ) -> Result<Vec<(String, Self::Participant)>, AppError>;

    /// Whether `participant` fights among the foes.
    fn is_foe(participant: &Self::Participant) -> bool;

    /// The name of the pool `scale_foes` scales, as a sentence reads it ("Stamina").
    const SCALED_POOL: &'static str;
    /// Scales every foe's Stamina (or the system's like pool) in a snapshot to `percent` of what
    /// it was; false, changing nothing, when the system has no pool a GM scales.
    fn scale_foes(setup: &mut super::seam::Setup<Self>, percent: u16) -> bool;

    /// What the system's content gives to weigh `plan` by beside its odds (an encounter
    /// budget), `None` when it gives nothing.
    fn budget(
        store: &CampaignStore,
        plan: &Self::Plan,
    ) -> Result<Option<crate::simulation::EncounterBudget>, AppError>;
}

/// Arguments of `encounter_roster`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RosterQuery {
    /// The encounter.
    pub id: i64,
}

/// One variant of the encounter. Places name the participants of the plan as prepared.
#[derive(Clone, Debug, Default, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EncounterVariant {
    /// Its name on the chart (1 to 60 characters).
    pub name: String,
    /// Participants left out, by place.
    #[serde(default)]
    pub leave_out: Vec<u32>,
    /// Participants to add one more copy of, by place (name a place twice for two copies).
    #[serde(default)]
    pub add_copies: Vec<u32>,
    /// The tactics of the party, then of their foes, by id; the comparison's by default.
    #[serde(default)]
    pub tactics: Option<[String; 2]>,
    /// Table rules switched for this variant only: rule id to option id (the campaign's choices
    /// are untouched).
    #[serde(default)]
    pub table_rules: BTreeMap<String, String>,
}

/// Arguments of `compare_encounter_variants`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct VariantComparisonRequest {
    /// The encounter (its plan is the first entry, "As prepared").
    pub id: i64,
    /// The variants (1 to 5).
    pub variants: Vec<EncounterVariant>,
    /// Fights per variant (1 to 100,000; 2,000 by default).
    #[serde(default)]
    pub runs: Option<u32>,
    /// The seed every variant is played from; a fresh one by default.
    #[serde(default)]
    pub seed: Option<u32>,
    /// The tactics of the encounter as prepared (and of variants that name none).
    #[serde(default)]
    pub tactics: Option<[String; 2]>,
    /// The round fights are stopped at (1 to 1,000; 50 by default).
    #[serde(default)]
    pub round_cap: Option<u16>,
    /// How many cores to play on (1 to 256; all by default). The numbers do not depend on it.
    #[serde(default)]
    pub threads: Option<u16>,
}

/// The combatants of a prepared encounter, by place, as variants name them.
pub fn encounter_roster(desk: &mut Desk, input: RosterQuery) -> Result<Vec<RosterEntry>, AppError> {
    let store = desk.store()?;
    let row = store.encounter(input.id)?;
    let system = system_of(&row)?;
    with_encounter_system!(system, S => roster_of::<S>(store, &row))
}

fn roster_of<S: PlanVariants>(
    store: &CampaignStore,
    row: &EncounterRow,
) -> Result<Vec<RosterEntry>, AppError> {
    let plan = parsed::<S::Plan>(&row.plan, "plan")?;
    let setup = S::snapshot(store, &plan, &rule_choices(store)?)?;
    let state = first_state::<S::Battle>(&Start::Plan(&setup), 0).map_err(AppError::rule)?;
    Ok((0..<S::Battle as AutoPlay>::combatants(&state))
        .map(|index| {
            let (name, side) = <S::Battle as AutoPlay>::combatant(&state, index);
            RosterEntry {
                index: index as u32,
                name: name.to_owned(),
                side,
            }
        })
        .collect())
}

/// Starts simulating the encounter as prepared and each variant (a job: follow it with
/// `job_status`).
pub fn compare_encounter_variants(
    desk: &mut Desk,
    input: VariantComparisonRequest,
) -> Result<JobStarted, AppError> {
    let (runs, round_cap, threads) = checked_scale(
        input.runs,
        DEFAULT_VARIANT_RUNS,
        MAX_VARIANT_RUNS,
        input.round_cap,
        input.threads,
    )?;
    if input.variants.is_empty() || input.variants.len() > MAX_VARIANTS {
        return Err(AppError::invalid(
            "variants",
            format!(
                "Compare 1 to {MAX_VARIANTS} variants with the encounter as prepared; {} were given.",
                input.variants.len()
            ),
        ));
    }
    let seed = input.seed.unwrap_or_else(|| desk.fresh_seed());
    let store = desk.store()?;
    let row = store.encounter(input.id)?;
    let system = system_of(&row)?;
    let play = with_encounter_system!(system, S => prepare::<S>(store, &row, &input))?;
    desk.jobs()
        .start(JobKind::CompareVariants, move |progress| {
            let comparison = play(runs, seed, round_cap, threads, progress)?;
            Ok(JobOutcome::VariantsCompared(Box::new(comparison)))
        })
}

/// A comparison ready to run off the desk.
type Play =
    Box<dyn FnOnce(u32, u32, u16, usize, &Progress) -> Result<VariantComparison, AppError> + Send>;

/// One entry of the comparison, checked and snapshotted.
struct Prepared<S: PlanVariants> {
    name: String,
    setup: Setup<S>,
    tactics: [Tactic<S>; 2],
    views: [TacticView; 2],
    switches: Vec<RuleSwitch>,
}

fn prepare<S: PlanVariants + 'static>(
    store: &CampaignStore,
    row: &EncounterRow,
    input: &VariantComparisonRequest,
) -> Result<Play, AppError>
where
    S::Battle: 'static,
    Setup<S>: Send + Sync,
    State<S>: Send + Sync,
{
    let plan = parsed::<S::Plan>(&row.plan, "plan")?;
    let campaign = rule_choices(store)?;
    let base = chosen_tactics::<S::Battle>(input.tactics.as_ref(), "tactics")?;
    let mut entries: Vec<Prepared<S>> = Vec::with_capacity(input.variants.len() + 1);
    entries.push(Prepared {
        name: "As prepared".to_owned(),
        setup: S::snapshot(store, &plan, &campaign)?,
        tactics: [base[0].tactic, base[1].tactic],
        views: [view_of_tactic(base[0]), view_of_tactic(base[1])],
        switches: Vec::new(),
    });
    for (at, variant) in input.variants.iter().enumerate() {
        let field = format!("variants[{at}]");
        entries.push(prepare_variant::<S>(
            store, &plan, &campaign, base, variant, &field,
        )?);
    }
    let (encounter, name) = (row.id, row.name.clone());
    let in_force = crate::simulation::rules_in_force(S::ID, &campaign);
    Ok(Box::new(move |runs, seed, round_cap, threads, progress| {
        progress.enter(Phase::Simulating, u64::from(runs) * entries.len() as u64);
        let mut variants = Vec::with_capacity(entries.len());
        for entry in entries {
            let settings = Settings {
                runs,
                seed: u64::from(seed),
                tactics: entry.tactics,
                round_cap,
            };
            let start = Start::<S::Battle>::Plan(&entry.setup);
            let first = first_state(&start, settings.seed).map_err(AppError::rule)?;
            let tally = play_spread(&start, &first, &settings, threads, progress)?;
            let report = SimulationReport::new::<S::Battle>(&tally, &first, settings.seed);
            variants.push(VariantOdds {
                name: entry.name,
                tactics: entry.views,
                table_rules: entry.switches,
                combatants: report.combatants.iter().map(|c| c.name.clone()).collect(),
                report,
            });
        }
        Ok(VariantComparison {
            encounter,
            name,
            system: S::ID,
            runs,
            seed,
            round_cap,
            engine_version: tablekeep_rules::simulate::ENGINE_VERSION.to_owned(),
            table_rule_choices: in_force,
            variants,
        })
    }))
}

/// Checks one variant and builds its snapshot; every refusal names `field` and the variant.
fn prepare_variant<S: PlanVariants>(
    store: &CampaignStore,
    plan: &S::Plan,
    campaign: &TableRuleChoices,
    base: [&'static tablekeep_rules::simulate::TacticInfo<Tactic<S>>; 2],
    variant: &EncounterVariant,
    field: &str,
) -> Result<Prepared<S>, AppError> {
    let name = variant.name.trim();
    if name.is_empty() || name.chars().count() > 60 {
        return Err(AppError::invalid(
            &format!("{field}.name"),
            "Give each variant a name of 1 to 60 characters.",
        ));
    }
    let tactics = match &variant.tactics {
        Some(ids) => chosen_tactics::<S::Battle>(Some(ids), &format!("{field}.tactics"))?,
        None => base,
    };
    let (rules, switches) = switched_rules::<S>(campaign, &variant.table_rules, field)?;
    let edited = edited_plan::<S>(store, plan, &rules, variant, field)?;
    let setup = S::snapshot(store, &edited, &rules).map_err(|error| AppError {
        field: Some(field.to_owned()),
        message: format!("{name}: {}", error.message),
        ..error
    })?;
    Ok(Prepared {
        name: name.to_owned(),
        setup,
        tactics: [tactics[0].tactic, tactics[1].tactic],
        views: [view_of_tactic(tactics[0]), view_of_tactic(tactics[1])],
        switches,
    })
}

/// The campaign's choices with the variant's switches on top; each switch must be one of this
/// system's rules and one of its options.
fn switched_rules<S: EncounterSystem>(
    campaign: &TableRuleChoices,
    switches: &BTreeMap<String, String>,
    field: &str,
) -> Result<(TableRuleChoices, Vec<RuleSwitch>), AppError> {
    let mut rules = campaign.clone();
    let mut described = Vec::with_capacity(switches.len());
    for (id, option) in switches {
        let at = format!("{field}.tableRules.{id}");
        let rule = tablekeep_rules::systems::find_table_rule(id)
            .filter(|rule| rule.system == S::ID)
            .ok_or_else(|| {
                AppError::invalid(
                    &at,
                    format!(
                        "There is no table rule \"{}\" for this encounter's system.",
                        id.chars().take(60).collect::<String>()
                    ),
                )
            })?;
        let chosen = rule
            .options
            .iter()
            .find(|o| o.id == option)
            .ok_or_else(|| {
                AppError::invalid(
                    &at,
                    format!(
                        "\"{}\" is not an option of {}.",
                        option.chars().take(60).collect::<String>(),
                        rule.title
                    ),
                )
            })?;
        rules.0.insert(rule.id.to_owned(), chosen.id.to_owned());
        described.push(RuleSwitch {
            rule: rule.id.to_owned(),
            title: rule.title.to_owned(),
            option: chosen.id.to_owned(),
            label: chosen.label.to_owned(),
        });
    }
    Ok((rules, described))
}

/// The plan with the variant's copies added and its leavings-out left out. A copy on a map
/// takes the nearest starting square (within [`COPY_REACH`]) where the plan still holds.
fn edited_plan<S: PlanVariants>(
    store: &CampaignStore,
    plan: &S::Plan,
    rules: &TableRuleChoices,
    variant: &EncounterVariant,
    field: &str,
) -> Result<S::Plan, AppError> {
    let mut edited = plan.clone();
    let count = S::roster(&mut edited).len();
    let place = |list: &str, at: usize, index: u32| -> Result<usize, AppError> {
        let index = index as usize;
        if index < count {
            Ok(index)
        } else {
            Err(AppError::invalid(
                &format!("{field}.{list}[{at}]"),
                format!("The encounter has {count} combatants; there is no place {index}."),
            ))
        }
    };
    let mut kept = vec![true; count];
    for (at, &index) in variant.leave_out.iter().enumerate() {
        kept[place("leaveOut", at, index)?] = false;
    }
    let originals = S::roster(&mut edited).clone();
    for (at, &index) in variant.add_copies.iter().enumerate() {
        let original = &originals[place("addCopies", at, index)?];
        let copy = placed_copy::<S>(store, &edited, rules, original)
            .map_err(|message| AppError::invalid(&format!("{field}.addCopies[{at}]"), message))?;
        S::roster(&mut edited).push(copy);
    }
    let mut index = 0;
    S::roster(&mut edited).retain(|_| {
        let keep = kept.get(index).copied().unwrap_or(true);
        index += 1;
        keep
    });
    Ok(edited)
}

/// A copy of `original` added to `plan` where the plan still launches: the same place when the
/// plan has no map, else the nearest square, ring by ring, that leaves the plan valid. A copy
/// the system refuses (a hero fights once) gives the system's reason.
pub(super) fn placed_copy<S: PlanVariants>(
    store: &CampaignStore,
    plan: &S::Plan,
    rules: &TableRuleChoices,
    original: &S::Participant,
) -> Result<S::Participant, String> {
    let mut trial = plan.clone();
    let mut fits = |copy: &S::Participant| -> Result<(), String> {
        S::roster(&mut trial).push(copy.clone());
        let checked = S::validate_plan(store, &trial)
            .and_then(|()| S::snapshot(store, &trial, rules).map(drop));
        S::roster(&mut trial).pop();
        checked.map_err(|error| error.message)
    };
    if S::shifted(original, 0, 0).is_none() {
        return fits(original).map(|()| original.clone());
    }
    for reach in 1..=COPY_REACH {
        for dy in -reach..=reach {
            for dx in -reach..=reach {
                if dx.abs().max(dy.abs()) != reach {
                    continue;
                }
                let Some(copy) = S::shifted(original, dx, dy) else {
                    continue;
                };
                if fits(&copy).is_ok() {
                    return Ok(copy);
                }
            }
        }
    }
    Err(format!(
        "No starting square within {COPY_REACH} squares of this combatant takes a copy."
    ))
}
