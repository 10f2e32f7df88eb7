//! What encounter commands take and give.

use super::patch::Patch;
use super::*;
use crate::systems::{
    BattleCommand, BattleEvents, BattleView, EncounterClose, EncounterPlan, EncounterResult,
};

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
    /// The plan, tagged by its system.
    pub plan: EncounterPlan,
}

/// Arguments of `update_encounter`: a prepared encounter's new name and plan.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EncounterEdit {
    /// The encounter.
    pub id: i64,
    /// Its name.
    pub name: String,
    /// The plan, for the encounter's system.
    pub plan: EncounterPlan,
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
    /// The command, for the encounter's system.
    pub command: BattleCommand,
    /// Also answer with the whole encounter after the command (default: only what changed).
    #[serde(default)]
    #[specta(optional)]
    pub full: bool,
}

/// What one battle command did: its events and log lines, and the patch that turns the
/// encounter the GM screen showed into the encounter now (the whole encounter only on request).
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct EncounterStep {
    /// The encounter.
    pub id: i64,
    /// The cursor of the encounter the patch applies to (before the command).
    pub from_cursor: i64,
    /// The last change of the encounter the patch applies to, RFC 3339.
    pub from_updated_at: String,
    /// Commands in effect now.
    pub cursor: i64,
    /// The events the command decided, in order.
    pub events: BattleEvents,
    /// Their log lines, in order.
    pub lines: Vec<tablekeep_rules::encounter::LogLine>,
    /// From the encounter before the command to the encounter after it (see `patch.ts`).
    pub patch: Patch,
    /// The whole encounter after the command, when asked for with `full`.
    pub encounter: Option<EncounterView>,
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
    /// Also write the log to this file, in `format`: a path the user chose (the save dialog in
    /// the app). Never the open campaign, its journals or its backups; written atomically.
    #[serde(default)]
    #[specta(optional)]
    pub path: Option<String>,
    /// Replace the file at `path` if there is one (default: refuse, naming it).
    #[serde(default)]
    #[specta(optional)]
    pub overwrite: bool,
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
    /// Every line, oldest first.
    pub lines: Vec<tablekeep_rules::encounter::LogLine>,
    /// The same as readable text.
    pub text: String,
    /// The file written (its absolute path), when a path was given.
    pub written: Option<String>,
}

/// Arguments of `end_encounter`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EncounterEnd {
    /// The encounter.
    pub id: i64,
    /// How the GM ends it, for the encounter's system (default: the system's defaults, which
    /// declare the battle over when it is not).
    #[serde(default)]
    #[specta(optional)]
    pub close: Option<EncounterClose>,
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
    /// The plan, tagged by its system.
    pub plan: EncounterPlan,
    /// The battle, once launched.
    pub battle: Option<BattleView>,
    /// The outcome written back, once ended.
    pub result: Option<EncounterResult>,
    /// Created, RFC 3339.
    pub created_at: String,
    /// Last change, RFC 3339.
    pub updated_at: String,
}
