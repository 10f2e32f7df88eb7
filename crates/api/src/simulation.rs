//! What an encounter simulation reports (the result of the `simulate_encounter` job). A leaf:
//! the job list (`jobs.rs`) and the command (`encounters/simulate.rs`) both use it.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::encounter::LogLine;
use tablekeep_rules::simulate::{Probability, SimulationReport};
use tablekeep_rules::table_rules::TableRuleChoices;
use tablekeep_rules::SystemId;

/// Where a simulation starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum SimulationStart {
    /// From the plan, with the combatants as their sheets stand now.
    Plan,
    /// From where the running fight stands now (what nobody knows yet, such as the order of
    /// the cards left in a deck, is dealt afresh for every fight).
    Here,
}

/// One tactic an automatic player can follow.
#[derive(Clone, Debug, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct TacticView {
    /// Its id, as `simulate_encounter` takes it.
    pub id: String,
    /// Its name.
    pub name: String,
    /// What it does, in a sentence.
    pub description: String,
}

/// What `simulate_encounter` found.
#[derive(Clone, Debug, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct EncounterSimulation {
    /// The encounter.
    pub encounter: i64,
    /// Its name.
    pub name: String,
    /// Its system.
    pub system: SystemId,
    /// Where the fights started.
    pub from: SimulationStart,
    /// The tactics played: the party's, then their foes'.
    pub tactics: [TacticView; 2],
    /// The round fights were stopped at.
    pub round_cap: u16,
    /// Which table rules were played.
    pub table_rules: String,
    /// From the plan: every table rule of the system with the option played (the campaign's
    /// at the time, defaults included), so the numbers can be reproduced after a switch. From
    /// where a fight stands: absent, the rules are the ones it was launched with.
    pub table_rule_choices: Option<BTreeMap<String, String>>,
    /// The rules engine's version (with the seed, what reproduces these numbers).
    pub engine_version: String,
    /// The tally.
    pub report: SimulationReport,
    /// The log of a typical fight: the first run that lasted the median number of rounds.
    pub median_log: Vec<LogLine>,
}

/// One combatant of a prepared encounter, as the simulator's variants name it.
#[derive(Clone, Debug, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct RosterEntry {
    /// Its place in the plan (what a variant's `leaveOut` and `addCopies` name).
    pub index: u32,
    /// Its name in the fight.
    pub name: String,
    /// 0 the party, 1 their foes.
    pub side: u8,
}

/// A table rule a variant plays with another option than the campaign's.
#[derive(Clone, Debug, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct RuleSwitch {
    /// The rule's id.
    pub rule: String,
    /// Its title.
    pub title: String,
    /// The option played.
    pub option: String,
    /// That option's label.
    pub label: String,
}

/// One variant's odds.
#[derive(Clone, Debug, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct VariantOdds {
    /// The variant's name ("As prepared" for the encounter itself).
    pub name: String,
    /// The tactics played: the party's, then their foes'.
    pub tactics: [TacticView; 2],
    /// The table rules switched for this variant only (the campaign's choices otherwise).
    pub table_rules: Vec<RuleSwitch>,
    /// The combatants it fielded, by name.
    pub combatants: Vec<String>,
    /// The tally.
    pub report: SimulationReport,
}

/// What `compare_encounter_variants` found: the encounter as prepared, then each variant, every
/// one played from the same seed.
#[derive(Clone, Debug, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct VariantComparison {
    /// The encounter.
    pub encounter: i64,
    /// Its name.
    pub name: String,
    /// Its system.
    pub system: SystemId,
    /// Fights per variant.
    pub runs: u32,
    /// The seed every variant was played from.
    pub seed: u32,
    /// The round fights were stopped at.
    pub round_cap: u16,
    /// The rules engine's version (with the seed, what reproduces these numbers).
    pub engine_version: String,
    /// Every table rule of the system with the campaign's option (defaults included); a
    /// variant's `tableRules` are played on top of these.
    pub table_rule_choices: BTreeMap<String, String>,
    /// The encounter as prepared, then each variant in the order asked.
    pub variants: Vec<VariantOdds>,
}

/// Every table rule of `system` with the option `choices` give it (its default when unset).
pub fn rules_in_force(system: SystemId, choices: &TableRuleChoices) -> BTreeMap<String, String> {
    tablekeep_rules::systems::table_rules()
        .filter(|rule| rule.system == system)
        .map(|rule| (rule.id.to_owned(), choices.option(rule).to_owned()))
        .collect()
}

/// What a system's content gives to weigh an encounter by, beside its simulated odds (Draw
/// Steel's stat blocks carry an encounter value).
#[derive(Clone, Debug, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct EncounterBudget {
    /// What is counted ("Encounter value of the foes").
    pub name: String,
    /// The total.
    pub value: u32,
    /// Where the number comes from, in a sentence.
    pub explanation: String,
}

/// What a tuning suggestion changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum AdjustmentKind {
    /// A creature of the GM's library joins the foes.
    AddFoe,
    /// One of the foes is left out.
    RemoveFoe,
    /// Every foe's Stamina (or the system's like pool) is scaled.
    ScaleFoes,
}

/// One adjustment of the encounter, simulated.
#[derive(Clone, Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct TuneSuggestion {
    /// What it changes, in a sentence.
    pub description: String,
    /// What kind of change it is.
    pub kind: AdjustmentKind,
    /// The party's chance to win with it, with its 95% interval.
    pub party_wins: Probability,
    /// Whether that chance falls within the target.
    pub in_target: bool,
    /// The plan with the change made, to save as the encounter (absent for a change a plan
    /// cannot hold, such as scaled Stamina: edit the stat blocks for it).
    pub plan: Option<crate::systems::EncounterPlan>,
}

/// What `tune_encounter` found: the encounter's chance as prepared, then the adjustments, those
/// within the target first (nearest its middle), then the others (nearest its edge).
#[derive(Clone, Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct EncounterTuning {
    /// The encounter.
    pub encounter: i64,
    /// Its name.
    pub name: String,
    /// Its system.
    pub system: SystemId,
    /// The target's low end (whole percent).
    pub target_low: u8,
    /// The target's high end (whole percent).
    pub target_high: u8,
    /// Fights per adjustment.
    pub runs: u32,
    /// The seed every adjustment was played from.
    pub seed: u32,
    /// The rules engine's version.
    pub engine_version: String,
    /// The party's chance as prepared.
    pub as_prepared: Probability,
    /// Whether the encounter as prepared already falls within the target.
    pub in_target: bool,
    /// The best adjustments (up to 8).
    pub suggestions: Vec<TuneSuggestion>,
}
