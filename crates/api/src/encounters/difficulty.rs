//! Difficulty at a glance (`estimate_encounter_difficulty`): a quick simulation of a prepared
//! encounter — or of a plan the GM is still editing — labelled easy, even, hard or deadly by the
//! party's chance to win, against thresholds that are a campaign setting
//! (`difficulty_thresholds`, `set_difficulty_thresholds`). Beside it, whatever budget the
//! system's content gives (Draw Steel's encounter values).
//!
//! The estimate is a read, not a job: 1,000 fights from one fixed seed take a fraction of a
//! second (see the README's figures), and a fixed seed makes the label a function of the roster
//! and the campaign alone, so the same roster always reads the same and the UI can cache it by
//! roster. Nothing is written.

use tablekeep_rules::simulate::{first_state, Probability, Settings, Start};
use tablekeep_store::portable::Progress;

use super::seam::Setup;
use super::simulate::{chosen_tactics, play_spread, view_of_tactic, State, DEFAULT_ROUND_CAP};
use super::variants::PlanVariants;
use super::*;
use crate::campaign_rules::rule_choices;
pub use crate::simulation::{EncounterBudget, TacticView};

/// Fights in a difficulty estimate: a 95% interval of about ±3 points, in a fraction of a second.
pub const DIFFICULTY_RUNS: u32 = 1_000;
/// The seed every estimate plays from, so the same roster always gets the same label.
pub const DIFFICULTY_SEED: u32 = 1;
/// The campaign setting holding the thresholds.
const THRESHOLDS_KEY: &str = "difficulty_thresholds";

/// The party's chances to win (whole percentages) from which an encounter counts as easy, even
/// or hard; below `hardFrom` it is deadly.
///
/// The defaults are ours, not any rulebook's: easy from 90% (the party loses about one fight in
/// ten or fewer), even from 60%, hard from 30%, deadly below 30%.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DifficultyThresholds {
    /// Easy from this chance (1 to 100).
    pub easy_from: u8,
    /// Even from this chance, below `easyFrom`.
    pub even_from: u8,
    /// Hard from this chance, below `evenFrom`; deadly below it.
    pub hard_from: u8,
}

/// The thresholds a campaign starts with.
pub const DEFAULT_THRESHOLDS: DifficultyThresholds = DifficultyThresholds {
    easy_from: 90,
    even_from: 60,
    hard_from: 30,
};

/// The campaign's thresholds, and the defaults beside them.
#[derive(Clone, Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DifficultyThresholdsView {
    /// The thresholds in force.
    pub thresholds: DifficultyThresholds,
    /// The defaults.
    pub defaults: DifficultyThresholds,
    /// Whether the GM changed them from the defaults.
    pub changed: bool,
}

/// Arguments of `set_difficulty_thresholds`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DifficultyThresholdsChange {
    /// The new thresholds; absent returns them to the defaults.
    #[serde(default)]
    pub thresholds: Option<DifficultyThresholds>,
}

/// How hard an encounter is for the party.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Difficulty {
    /// The party wins at least `easyFrom`% of fights.
    Easy,
    /// From `evenFrom`% up to `easyFrom`%.
    Even,
    /// From `hardFrom`% up to `evenFrom`%.
    Hard,
    /// Below `hardFrom`%.
    Deadly,
}

impl Difficulty {
    fn word(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Even => "even",
            Difficulty::Hard => "hard",
            Difficulty::Deadly => "deadly",
        }
    }
}

/// Arguments of `estimate_encounter_difficulty`: a saved encounter, a plan, or both (the plan
/// the GM is editing for that encounter).
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DifficultyRequest {
    /// The encounter; its saved plan unless `plan` is given.
    #[serde(default)]
    pub id: Option<i64>,
    /// A plan to estimate instead of the saved one (unsaved edits, or a new encounter).
    #[serde(default)]
    pub plan: Option<EncounterPlan>,
}

/// What `estimate_encounter_difficulty` found.
#[derive(Clone, Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DifficultyEstimate {
    /// The encounter, when one was named.
    pub encounter: Option<i64>,
    /// The label.
    pub difficulty: Difficulty,
    /// The party's chance to win, with its 95% interval.
    pub party_wins: Probability,
    /// The label and how it was reached, in a sentence.
    pub explanation: String,
    /// Fights played.
    pub runs: u32,
    /// The seed they were played from.
    pub seed: u32,
    /// The tactics played (each side's first).
    pub tactics: [TacticView; 2],
    /// The thresholds the label was read against.
    pub thresholds: DifficultyThresholds,
    /// What the system's content gives beside the odds, if anything.
    pub budget: Option<EncounterBudget>,
    /// The rules engine's version.
    pub engine_version: String,
}

/// The campaign's difficulty thresholds.
pub fn difficulty_thresholds(desk: &mut Desk) -> Result<DifficultyThresholdsView, AppError> {
    let stored = desk.store()?.campaign_setting(THRESHOLDS_KEY)?;
    let thresholds = match stored.as_deref() {
        Some(json) => parsed::<DifficultyThresholds>(json, THRESHOLDS_KEY)?,
        None => DEFAULT_THRESHOLDS,
    };
    Ok(DifficultyThresholdsView {
        thresholds,
        defaults: DEFAULT_THRESHOLDS,
        changed: stored.is_some(),
    })
}

/// Sets the campaign's difficulty thresholds (or returns them to the defaults).
pub fn set_difficulty_thresholds(
    desk: &mut Desk,
    input: DifficultyThresholdsChange,
) -> Result<DifficultyThresholdsView, AppError> {
    let value = match input.thresholds {
        Some(thresholds) => {
            checked(thresholds)?;
            Some(to_json(&thresholds)?)
        }
        None => None,
    };
    let now = desk.now();
    desk.store_mut()?
        .set_campaign_setting(THRESHOLDS_KEY, value.as_deref(), now)?;
    desk.after_write();
    difficulty_thresholds(desk)
}

/// Thresholds must fall strictly: 100 ≥ easy > even > hard ≥ 1.
fn checked(t: DifficultyThresholds) -> Result<(), AppError> {
    let field = |name: &str| format!("thresholds.{name}");
    if !(1..=100).contains(&t.easy_from) {
        return Err(AppError::invalid(
            &field("easyFrom"),
            format!(
                "A chance is 1 to 100%; easy from {}% cannot be.",
                t.easy_from
            ),
        ));
    }
    if t.even_from == 0 || t.even_from >= t.easy_from {
        return Err(AppError::invalid(
            &field("evenFrom"),
            format!(
                "Even starts below easy ({}%) and above 0%; {}% does not.",
                t.easy_from, t.even_from
            ),
        ));
    }
    if t.hard_from == 0 || t.hard_from >= t.even_from {
        return Err(AppError::invalid(
            &field("hardFrom"),
            format!(
                "Hard starts below even ({}%) and above 0%; {}% does not.",
                t.even_from, t.hard_from
            ),
        ));
    }
    Ok(())
}

/// The label of `wins` out of `runs` under `t`, on whole counts (no rounding at the edges).
pub fn difficulty_of(wins: u32, runs: u32, t: DifficultyThresholds) -> Difficulty {
    let reaches = |percent: u8| u64::from(wins) * 100 >= u64::from(percent) * u64::from(runs);
    if reaches(t.easy_from) {
        Difficulty::Easy
    } else if reaches(t.even_from) {
        Difficulty::Even
    } else if reaches(t.hard_from) {
        Difficulty::Hard
    } else {
        Difficulty::Deadly
    }
}

/// Plays the encounter (or the plan given) 1,000 times from the fixed seed and labels it.
pub fn estimate_encounter_difficulty(
    desk: &mut Desk,
    input: DifficultyRequest,
) -> Result<DifficultyEstimate, AppError> {
    let thresholds = difficulty_thresholds(desk)?.thresholds;
    let store = desk.store()?;
    let row = match input.id {
        Some(id) => Some(store.encounter(id)?),
        None => None,
    };
    let system = match (&row, &input.plan) {
        (_, Some(plan)) => {
            let given = plan.system();
            if let Some(row) = &row {
                let saved = system_of(row)?;
                if saved != given {
                    return Err(AppError::invalid(
                        "plan.system",
                        format!(
                            "An encounter keeps its system; give a {} plan.",
                            saved.info().name
                        ),
                    ));
                }
            }
            given
        }
        (Some(row), None) => system_of(row)?,
        (None, None) => {
            return Err(AppError::invalid(
                "plan",
                "Name an encounter or give a plan to estimate.",
            ))
        }
    };
    with_encounter_system!(system, S => estimate::<S>(store, row.as_ref(), input.plan, thresholds))
}

fn estimate<S: Tagged>(
    store: &CampaignStore,
    row: Option<&EncounterRow>,
    plan: Option<EncounterPlan>,
    thresholds: DifficultyThresholds,
) -> Result<DifficultyEstimate, AppError>
where
    Setup<S>: Sync,
    State<S>: Sync,
{
    let plan: S::Plan = match (plan, row) {
        (Some(plan), _) => {
            let plan = S::untag_plan(plan).ok_or_else(|| {
                AppError::invalid("plan.system", "The plan is not of this encounter's system.")
            })?;
            S::validate_plan(store, &plan)?;
            plan
        }
        (None, Some(row)) => parsed::<S::Plan>(&row.plan, "plan")?,
        (None, None) => unreachable!("the caller refuses a request without either"),
    };
    let budget = <S as PlanVariants>::budget(store, &plan)?;
    let setup = S::snapshot(store, &plan, &rule_choices(store)?)?;
    let tactics = chosen_tactics::<S::Battle>(None, "tactics")?;
    let settings = Settings {
        runs: DIFFICULTY_RUNS,
        seed: u64::from(DIFFICULTY_SEED),
        tactics: [tactics[0].tactic, tactics[1].tactic],
        round_cap: DEFAULT_ROUND_CAP,
    };
    let start = Start::<S::Battle>::Plan(&setup);
    let first = first_state(&start, settings.seed).map_err(AppError::rule)?;
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let tally = play_spread(&start, &first, &settings, threads, &Progress::new())?;
    let party_wins = Probability::of(tally.wins[0], tally.runs);
    let difficulty = difficulty_of(tally.wins[0], tally.runs, thresholds);
    let band = match difficulty {
        Difficulty::Easy => format!("{}% or more", thresholds.easy_from),
        Difficulty::Even => format!("{}% to {}%", thresholds.even_from, thresholds.easy_from),
        Difficulty::Hard => format!("{}% to {}%", thresholds.hard_from, thresholds.even_from),
        Difficulty::Deadly => format!("below {}%", thresholds.hard_from),
    };
    let explanation = format!(
        "The party won {} of {} simulated fights ({:.0}%): {} ({band}).",
        tally.wins[0],
        tally.runs,
        party_wins.estimate * 100.0,
        difficulty.word(),
    );
    Ok(DifficultyEstimate {
        encounter: row.map(|r| r.id),
        difficulty,
        party_wins,
        explanation,
        runs: DIFFICULTY_RUNS,
        seed: DIFFICULTY_SEED,
        tactics: [view_of_tactic(tactics[0]), view_of_tactic(tactics[1])],
        thresholds,
        budget,
        engine_version: tablekeep_rules::simulate::ENGINE_VERSION.to_owned(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_label_reads_whole_counts_at_the_thresholds() {
        let t = DEFAULT_THRESHOLDS;
        assert_eq!(difficulty_of(900, 1_000, t), Difficulty::Easy);
        assert_eq!(difficulty_of(899, 1_000, t), Difficulty::Even);
        assert_eq!(difficulty_of(600, 1_000, t), Difficulty::Even);
        assert_eq!(difficulty_of(599, 1_000, t), Difficulty::Hard);
        assert_eq!(difficulty_of(300, 1_000, t), Difficulty::Hard);
        assert_eq!(difficulty_of(299, 1_000, t), Difficulty::Deadly);
        assert_eq!(difficulty_of(0, 1_000, t), Difficulty::Deadly);
    }
}
