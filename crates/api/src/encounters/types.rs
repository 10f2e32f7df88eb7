//! What encounter commands take and give.

use super::*;

/// Where an encounter is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum EncounterPhase {
    /// Saved; its plan can change; not launched.
    Prepared,
    /// Launched: the battle is under way.
    Running,
    /// Over, its outcome written back.
    Ended,
}

impl From<EncounterStatus> for EncounterPhase {
    fn from(status: EncounterStatus) -> Self {
        match status {
            EncounterStatus::Prepared => EncounterPhase::Prepared,
            EncounterStatus::Running => EncounterPhase::Running,
            EncounterStatus::Ended => EncounterPhase::Ended,
        }
    }
}

/// Arguments of `create_encounter`: a name and exactly one system's plan.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NewEncounter {
    /// The GM's name for it ("Ambush at the ford").
    pub name: String,
    /// A Fated Hand battle's plan.
    #[serde(default)]
    #[specta(optional)]
    pub fated_hand: Option<FatedHandPlan>,
    /// A Draw Steel combat's plan.
    #[serde(default)]
    #[specta(optional)]
    pub draw_steel: Option<DrawSteelPlan>,
}

/// Arguments of `update_encounter`: a prepared encounter's new name and plan.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EncounterEdit {
    /// The encounter.
    pub id: i64,
    /// Its name.
    pub name: String,
    /// The Fated Hand plan.
    #[serde(default)]
    #[specta(optional)]
    pub fated_hand: Option<FatedHandPlan>,
    /// The Draw Steel plan.
    #[serde(default)]
    #[specta(optional)]
    pub draw_steel: Option<DrawSteelPlan>,
}

/// Names one encounter.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EncounterRef {
    /// The encounter's id.
    pub id: i64,
}

/// Arguments of `start_encounter`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EncounterLaunch {
    /// The encounter.
    pub id: i64,
    /// The random seed (by default a fresh one); the same seed and commands replay the same battle.
    #[serde(default)]
    #[specta(optional)]
    pub seed: Option<u32>,
}

/// Arguments of `encounter_command`: one system-specific command.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EncounterCommand {
    /// The encounter.
    pub id: i64,
    /// The command count the GM's screen showed; refused if the encounter moved on meanwhile.
    #[serde(default)]
    #[specta(optional)]
    pub expected_cursor: Option<i64>,
    /// A Fated Hand battle command.
    #[serde(default)]
    #[specta(optional)]
    pub fated_hand: Option<Command>,
    /// A Draw Steel combat command.
    #[serde(default)]
    #[specta(optional)]
    pub draw_steel: Option<tablekeep_rules::systems::draw_steel::combat::Command>,
}

/// Arguments of `encounter_undo` and `encounter_redo`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EncounterSteps {
    /// The encounter.
    pub id: i64,
    /// How many commands (default 1).
    #[serde(default)]
    #[specta(optional)]
    pub steps: Option<u32>,
}

/// The format of an exported log.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum LogFormat {
    /// Structured: every line with its numbers and rule.
    #[default]
    Json,
    /// Readable text.
    Text,
}

/// Arguments of `encounter_log`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EncounterLogRequest {
    /// The encounter.
    pub id: i64,
    /// Also write the log to this file, in `format`.
    #[serde(default)]
    #[specta(optional)]
    pub path: Option<String>,
    /// The file's format (default JSON).
    #[serde(default)]
    #[specta(optional)]
    pub format: Option<LogFormat>,
}

/// The whole battle log.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct EncounterLog {
    /// The encounter.
    pub id: i64,
    /// Its name.
    pub name: String,
    /// Every line of a Fated Hand battle, oldest first.
    pub entries: Vec<fh::LogEntry>,
    /// Every line of a Draw Steel combat, oldest first.
    pub draw_steel_entries: Vec<tablekeep_rules::systems::draw_steel::combat::log::LogLine>,
    /// The same as readable text.
    pub text: String,
    /// The file written, when a path was given.
    pub written: Option<String>,
}

/// One accepted Knowledge Point award.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AcceptedAward {
    /// The character.
    pub character_id: i64,
    /// The arm or spell.
    pub target: KnowledgeTarget,
    /// How it was learned.
    pub manner: Manner,
}

/// Arguments of `end_encounter`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EncounterEnd {
    /// The encounter.
    pub id: i64,
    /// How it ended, when the battle is not over yet (default: the GM declares it over).
    #[serde(default)]
    #[specta(optional)]
    pub outcome: Option<Outcome>,
    /// The Knowledge Points the GM accepts from the battle's offers.
    #[serde(default)]
    pub awards: Vec<AcceptedAward>,
    /// Draw Steel: the Victories each hero who took part earns (default 0).
    #[serde(default)]
    #[specta(optional)]
    pub victories: Option<u16>,
    /// Draw Steel: how the combat ended (default: the heroes won if no foe is standing, else
    /// declared by the GM).
    #[serde(default)]
    #[specta(optional)]
    pub draw_steel_outcome: Option<tablekeep_rules::systems::draw_steel::combat::Outcome>,
}

/// An encounter in a list.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct EncounterSummary {
    /// Id.
    pub id: i64,
    /// Name.
    pub name: String,
    /// System.
    pub system: SystemId,
    /// Where it is.
    pub phase: EncounterPhase,
    /// Participants.
    pub participants: u32,
    /// Commands in effect.
    pub cursor: i64,
    /// Last change, RFC 3339.
    pub updated_at: String,
}

/// One encounter, whole: what the GM screen shows.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct EncounterView {
    /// Id.
    pub id: i64,
    /// Name.
    pub name: String,
    /// System.
    pub system: SystemId,
    /// Where it is.
    pub phase: EncounterPhase,
    /// Commands in effect.
    pub cursor: i64,
    /// Commands stored (those past the cursor can be redone).
    pub command_count: i64,
    /// Whether a command can be undone.
    pub can_undo: bool,
    /// Whether an undone command can be redone.
    pub can_redo: bool,
    /// The seed, once launched.
    pub seed: Option<i64>,
    /// The Fated Hand plan.
    pub fated_hand: Option<FatedHandPlan>,
    /// The battle, once launched.
    pub battle: Option<FatedHandBattleView>,
    /// The outcome written back, once ended.
    pub result: Option<FatedHandResult>,
    /// The Draw Steel plan.
    pub draw_steel: Option<DrawSteelPlan>,
    /// The Draw Steel combat, once launched.
    pub draw_steel_combat: Option<DrawSteelCombatView>,
    /// The Draw Steel outcome written back, once ended.
    pub draw_steel_result: Option<DrawSteelResult>,
    /// Created, RFC 3339.
    pub created_at: String,
    /// Last change, RFC 3339.
    pub updated_at: String,
}
