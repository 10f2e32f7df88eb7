//! What a system plugs into the shared encounter flow.
//!
//! The flow in this module (prepare, launch, command, undo/redo, log, end) is written once; each
//! system supplies an [`EncounterSystem`] in `systems/<system>/encounter.rs` and one line in the
//! registry (`systems/mod.rs`), which generates the tagged boundary enums and the dispatch. A
//! system missing from the registry does not compile into a fallback: its encounters are refused
//! with a typed error until it has one.

use serde::de::DeserializeOwned;
use serde::Serialize;
use tablekeep_rules::encounter::LogLine;
use tablekeep_rules::SystemId;
use tablekeep_store::{CampaignStore, CharacterFields, EncounterRow};

use crate::systems::{BattleCommand, BattleView, EncounterClose, EncounterPlan, EncounterResult};
use crate::AppError;

/// One system's encounters as the shared flow needs them.
pub trait EncounterSystem {
    /// The system these encounters are played under.
    const ID: SystemId;
    /// What the GM prepares: participants, sides, map.
    type Plan: Serialize + DeserializeOwned;
    /// The launch snapshot: the combatants as their sheets stood, and the table rules.
    type Setup: Serialize + DeserializeOwned;
    /// One GM command during the battle.
    type Command: Serialize + DeserializeOwned;
    /// The battle replayed to the cursor.
    type Replayed;
    /// What the GM screen shows of a running battle.
    type View: Serialize;
    /// What ending the encounter wrote back.
    type Result: Serialize + DeserializeOwned;
    /// How the GM ends it (outcome, awards); `Default` is "the GM declares it over".
    type Close: DeserializeOwned + Default;

    /// Checks a plan against the campaign (participants exist, are of this system, fit the map).
    fn validate_plan(store: &CampaignStore, plan: &Self::Plan) -> Result<(), AppError>;
    /// How many creatures the plan brings.
    fn participants(plan: &Self::Plan) -> u32;
    /// The launch snapshot, from the sheets as they stand now.
    fn snapshot(store: &CampaignStore, plan: &Self::Plan) -> Result<Self::Setup, AppError>;
    /// Replays the commands in effect from the snapshot.
    fn replay(
        setup: &Self::Setup,
        seed: i64,
        commands: &[Self::Command],
    ) -> Result<Self::Replayed, AppError>;
    /// Checks `command` as the command at `index`, changing nothing; refused with its rule.
    fn decide(
        replayed: &Self::Replayed,
        seed: i64,
        index: usize,
        command: &Self::Command,
    ) -> Result<(), AppError>;
    /// The GM-screen view of the replayed battle.
    fn view(store: &CampaignStore, replayed: &Self::Replayed) -> Result<Self::View, AppError>;
    /// Every log line, oldest first.
    fn log(replayed: &Self::Replayed) -> Vec<LogLine>;
    /// The log as readable text, headed by the encounter's name.
    fn log_text(name: &str, lines: &[LogLine]) -> String;
    /// Ends the battle: the closing command (if the battle is not over yet), the result, and
    /// what goes back to the campaign, all checked before anything is written.
    fn end(
        store: &CampaignStore,
        row: &EncounterRow,
        replayed: &Self::Replayed,
        close: Self::Close,
    ) -> Result<Ending<Self::Command, Self::Result>, AppError>;
}

/// What ending an encounter writes, decided by the system and stored by the shared flow in one
/// transaction.
pub struct Ending<C, R> {
    /// The command that ends a battle still under way, stored after the others.
    pub final_command: Option<C>,
    /// The outcome kept with the encounter.
    pub result: R,
    /// Ledger entries to append: character, the last seq read, the entry (serialised).
    pub progression: Vec<(i64, i64, String)>,
    /// Characters whose fields change: character, the revision read, the new fields.
    pub characters: Vec<(i64, i64, CharacterFields)>,
}

/// A registered system's conversions to and from the tagged boundary enums; implemented for
/// each system by the registry (`systems/mod.rs`), never by hand.
pub trait Tagged: EncounterSystem {
    /// The plan, when `plan` is this system's.
    fn untag_plan(plan: EncounterPlan) -> Option<Self::Plan>;
    /// The plan, tagged.
    fn tag_plan(plan: Self::Plan) -> EncounterPlan;
    /// The command, when `command` is this system's.
    fn untag_command(command: BattleCommand) -> Option<Self::Command>;
    /// The closing, when `close` is this system's.
    fn untag_close(close: EncounterClose) -> Option<Self::Close>;
    /// The view, tagged.
    fn tag_view(view: Self::View) -> BattleView;
    /// The result, tagged.
    fn tag_result(result: Self::Result) -> EncounterResult;
}
