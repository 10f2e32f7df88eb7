//! Every command by name, for the CLI's `call` and `commands` and for the generated schemas.
//!
//! The desktop app exposes the same functions through tauri-specta; a test in `src-tauri` checks
//! that both lists name the same commands.

use schemars::Schema;
use serde::Serialize;
use serde_json::Value;

use crate::{AppError, Desk, ErrorKind};

/// One command: its name, what it does, its argument and result schemas, and how to run it on
/// JSON.
pub struct CommandSpec {
    /// The command's name, e.g. `create_character`.
    pub name: &'static str,
    /// One line on what it does.
    pub summary: &'static str,
    /// Whether it works on the open campaign; `campaign_free` in the command list says not.
    needs_campaign: bool,
    /// JSON Schema of the arguments object.
    pub args_schema: fn() -> Schema,
    /// JSON Schema of the result.
    pub result_schema: fn() -> Schema,
    /// Whether the command starts a job (its result is a [`crate::jobs::JobStarted`]): the CLI
    /// then waits for the job and prints its result.
    starts_job: fn() -> bool,
    /// Runs the command on JSON arguments, giving the result as JSON text (serialised straight
    /// from the typed result, as the desktop IPC does, without an intermediate JSON value).
    pub run: fn(&mut Desk, Value) -> Result<String, AppError>,
}

/// Calls `$callback! { … }` with every command, one per line as
/// `"summary" [module path] name(Arguments) -> Result;` (no arguments: `name() -> Result`;
/// `campaign_free` before the path marks a command that needs no open campaign): the
/// shared commands listed here, then each system's from its own `systems/<system>/commands.rs`.
/// This is THE command list: the CLI's registry below, the desktop app's wrappers, its
/// tauri-specta builder and its permissions are all generated from it.
#[macro_export]
macro_rules! for_each_command {
    ($callback:ident) => {
        $crate::__then_commands! { $callback [
            "List the five supported systems with a one-line summary each."
                campaign_free [$crate::systems] list_systems() -> Vec<$crate::systems::SystemListing>;
            "Search the open campaign (characters, NPCs, library content, encounters, sessions) by word prefix, grouped by kind."
                [$crate::search] search_campaign($crate::search::CampaignSearch) -> $crate::search::SearchResults;
            "Report, for every system with an engine, how far it resolves each kind of content (whole, in part, or left to the GM), with the list."
                [$crate::systems] automation_coverage() -> Vec<$crate::rules::coverage::CoverageReport>;
            "Create a new campaign file and open it."
                campaign_free [$crate::campaign] create_campaign($crate::campaign::NewCampaign) -> $crate::campaign::CampaignInfo;
            "Open an existing campaign file."
                campaign_free [$crate::campaign] open_campaign($crate::campaign::OpenCampaign) -> $crate::campaign::CampaignInfo;
            "Describe the open campaign."
                [$crate::campaign] campaign_info() -> $crate::campaign::CampaignInfo;
            "Rename the open campaign."
                [$crate::campaign] rename_campaign($crate::campaign::CampaignRename) -> $crate::campaign::CampaignInfo;
            "List recently opened campaigns, newest first."
                campaign_free [$crate::campaign] list_recent_campaigns() -> Vec<$crate::campaign::RecentCampaign>;
            "List a campaign's backups, newest first, with what changed since each (the open campaign, or one named by path)."
                campaign_free [$crate::backups] list_backups($crate::backups::BackupsOf) -> $crate::backups::BackupList;
            "Show what one backup holds: its characters and encounters."
                campaign_free [$crate::backups] preview_backup($crate::backups::BackupRef) -> $crate::backups::BackupPreview;
            "Restore a backup in place of its campaign (backing up the current state first) and open it."
                campaign_free [$crate::backups] restore_backup($crate::backups::BackupRef) -> $crate::backups::RestoredBackup;
            "Create a player character or NPC."
                [$crate::characters] create_character($crate::characters::NewCharacter) -> $crate::characters::CharacterView;
            "Get one character."
                [$crate::characters] get_character($crate::characters::CharacterRef) -> $crate::characters::CharacterView;
            "List characters, filtered by name, tag, system or kind."
                [$crate::characters] list_characters($crate::characters::CharacterQuery) -> Vec<$crate::characters::CharacterSummary>;
            "List one page of characters (by name, after a given row), with the total that match: for long lists."
                [$crate::characters] list_characters_page($crate::characters::CharacterPageQuery) -> $crate::characters::CharacterPage;
            "List the tags in use with their counts."
                [$crate::characters] list_tags() -> Vec<$crate::characters::TagCount>;
            "Edit a character's name, kind, tags or notes."
                [$crate::characters] update_character($crate::characters::CharacterPatch) -> $crate::characters::CharacterView;
            "Undo a character's last edit."
                [$crate::characters] undo_character_edit($crate::characters::CharacterRef) -> $crate::characters::CharacterView;
            "Delete a character."
                [$crate::characters] delete_character($crate::characters::CharacterRef) -> $crate::characters::DeletedCharacter;
            "Export one character as a shared document (optionally written to a file) for another GM."
                [$crate::sharing::character] export_character($crate::sharing::character::CharacterExport) -> $crate::sharing::character::CharacterDocument;
            "Import a shared character into the open campaign as a new character (checked by its system's rules)."
                [$crate::sharing::character] import_character($crate::sharing::SharedDocumentImport) -> $crate::sharing::character::ImportedCharacter;
            "Export a system's custom content (all or chosen pieces) as a content pack (optionally written to a file)."
                [$crate::sharing::content_pack] export_content_pack($crate::sharing::content_pack::ContentPackExport) -> $crate::sharing::content_pack::ContentPackDocument;
            "Import a content pack into the open campaign's library (identical pieces kept, taken names numbered)."
                [$crate::sharing::content_pack] import_content_pack($crate::sharing::SharedDocumentImport) -> $crate::sharing::content_pack::ImportedContentPack;
            "Form a party."
                [$crate::parties] create_party($crate::parties::NewParty) -> $crate::parties::PartyView;
            "List parties with their members."
                [$crate::parties] list_parties() -> Vec<$crate::parties::PartyView>;
            "Rename a party."
                [$crate::parties] rename_party($crate::parties::PartyRename) -> $crate::parties::PartyView;
            "Disband a party (its members stay in the campaign)."
                [$crate::parties] delete_party($crate::parties::PartyId) -> $crate::parties::DeletedParty;
            "Add a player character to a party."
                [$crate::parties] add_to_party($crate::parties::PartyMembership) -> $crate::parties::PartyView;
            "Remove a character from a party."
                [$crate::parties] remove_from_party($crate::parties::PartyMembership) -> $crate::parties::PartyView;
            "Start a game session (each system deals what it tracks: Fated Hand decks)."
                [$crate::sessions] start_game_session($crate::sessions::NewGameSession) -> $crate::sessions::GameSessionView;
            "End the open game session and gather the decks."
                [$crate::sessions] end_game_session() -> $crate::sessions::GameSessionView;
            "List game sessions, newest first."
                [$crate::sessions] list_game_sessions() -> Vec<$crate::sessions::GameSessionView>;
            "A game session's recap: the GM's notes, who was at the table, the loot, the encounters launched and what each character's ledger recorded during it."
                [$crate::sessions] game_session_recap($crate::sessions::GameSessionRef) -> $crate::sessions::GameSessionRecap;
            "Write a game session's name, notes, attendees and loot (open or past)."
                [$crate::sessions] update_game_session($crate::sessions::GameSessionUpdate) -> $crate::sessions::GameSessionRecap;
            "List the table rules with this campaign's choices."
                [$crate::settings] list_table_rules() -> Vec<$crate::settings::TableRuleView>;
            "Switch a table rule (refused if a recorded history would break, or the engine does not play it yet)."
                [$crate::settings] set_table_rule($crate::settings::TableRuleChoice) -> $crate::settings::TableRuleView;
            "What switching a table rule would change in recorded history (characters' ledgers, running and finished encounters), without switching it."
                [$crate::settings] preview_table_rule($crate::settings::TableRuleChoice) -> $crate::settings::TableRulePreview;
            "How Tablekeep reads each rulebook where the reading changes nothing in play (spellings, printed names, repeated entries)."
                campaign_free [$crate::settings] list_readings() -> Vec<$crate::rules::table_rules::Reading>;
            "Prepare and save an encounter (participants, sides, optional grid)."
                [$crate::encounters] create_encounter($crate::encounters::NewEncounter) -> $crate::encounters::EncounterView;
            "Change a prepared encounter's name and plan."
                [$crate::encounters] update_encounter($crate::encounters::EncounterEdit) -> $crate::encounters::EncounterView;
            "Launch a prepared encounter: combatants from their sheets, decks dealt."
                [$crate::encounters] start_encounter($crate::encounters::EncounterLaunch) -> $crate::encounters::EncounterView;
            "Get one encounter with its battle state and recent log."
                [$crate::encounters] get_encounter($crate::encounters::EncounterRef) -> $crate::encounters::EncounterView;
            "A running encounter as a side or one player may see it (no other hand, no hidden foe), with the log they may read: for the players' window."
                [$crate::encounters::table_view] table_view($crate::encounters::table_view::TableViewArgs) -> $crate::encounters::table_view::TableView;
            "List encounters: running, then prepared, then ended."
                [$crate::encounters] list_encounters() -> Vec<$crate::encounters::EncounterSummary>;
            "Apply one system-specific battle command (checked, stored, committed)."
                [$crate::encounters] encounter_command($crate::encounters::EncounterCommand) -> $crate::encounters::EncounterStep;
            "Undo the newest battle commands."
                [$crate::encounters] encounter_undo($crate::encounters::EncounterSteps) -> $crate::encounters::EncounterView;
            "Redo undone battle commands."
                [$crate::encounters] encounter_redo($crate::encounters::EncounterSteps) -> $crate::encounters::EncounterView;
            "The whole battle log as JSON and text, optionally written to a file."
                [$crate::encounters] encounter_log($crate::encounters::EncounterLogRequest) -> $crate::encounters::EncounterLog;
            "End the battle and write its outcome back (accepted Knowledge Points, who fell)."
                [$crate::encounters] end_encounter($crate::encounters::EncounterEnd) -> $crate::encounters::EncounterView;
            "Delete an encounter and its log."
                [$crate::encounters] delete_encounter($crate::encounters::EncounterRef) -> Vec<$crate::encounters::EncounterSummary>;
            "Play an encounter thousands of times with automatic players, from its plan or from where it stands (a job: follow it with job_status)."
                [$crate::encounters::simulate] simulate_encounter($crate::encounters::simulate::SimulationRequest) -> $crate::jobs::JobStarted;
            "The tactics a system's automatic players can follow in a simulation."
                campaign_free [$crate::encounters::simulate] simulation_tactics($crate::encounters::simulate::TacticsQuery) -> Vec<$crate::encounters::simulate::TacticView>;
            "The combatants of a prepared encounter by place, as a simulated variant names them."
                [$crate::encounters::variants] encounter_roster($crate::encounters::variants::RosterQuery) -> Vec<$crate::encounters::variants::RosterEntry>;
            "Simulate an encounter as prepared and up to five variants of it (combatants left out or copied, other tactics, table rules switched for the simulation only), all from one seed (a job)."
                [$crate::encounters::variants] compare_encounter_variants($crate::encounters::variants::VariantComparisonRequest) -> $crate::jobs::JobStarted;
            "Difficulty at a glance: 1,000 fights from a fixed seed, labelled easy, even, hard or deadly by the party's chance to win under the campaign's thresholds, with the system's encounter budget where its content gives one."
                [$crate::encounters::difficulty] estimate_encounter_difficulty($crate::encounters::difficulty::DifficultyRequest) -> $crate::encounters::difficulty::DifficultyEstimate;
            "The campaign's difficulty thresholds (the party's chances from which an encounter is easy, even or hard), with the defaults."
                [$crate::encounters::difficulty] difficulty_thresholds() -> $crate::encounters::difficulty::DifficultyThresholdsView;
            "Set the campaign's difficulty thresholds, or return them to the defaults."
                [$crate::encounters::difficulty] set_difficulty_thresholds($crate::encounters::difficulty::DifficultyThresholdsChange) -> $crate::encounters::difficulty::DifficultyThresholdsView;
            "Tune a prepared encounter toward a target for the party's chance to win: adjustments from the GM's library (a foe added or left out, every foe's Stamina scaled), each simulated from one seed, best first (a job)."
                [$crate::encounters::tune] tune_encounter($crate::encounters::tune::TuneRequest) -> $crate::jobs::JobStarted;
            "Save a finished simulation or comparison (by its job) with its encounter."
                [$crate::encounters::saved] save_simulation($crate::encounters::saved::SimulationSave) -> $crate::encounters::saved::SavedSimulationView;
            "An encounter's saved simulation results, newest first."
                [$crate::encounters::saved] list_saved_simulations($crate::encounters::saved::SavedSimulationsQuery) -> Vec<$crate::encounters::saved::SavedSimulationView>;
            "A saved simulation result whole, as it was found."
                [$crate::encounters::saved] open_saved_simulation($crate::encounters::saved::SavedSimulationRef) -> $crate::encounters::saved::SavedSimulationOpened;
            "Delete a saved simulation result."
                [$crate::encounters::saved] delete_saved_simulation($crate::encounters::saved::SavedSimulationRef) -> Vec<$crate::encounters::saved::SavedSimulationView>;
            "Write a saved simulation result to a file as JSON or CSV, with what reproduces it (engine version, seed, runs, tactics, table rules)."
                [$crate::encounters::saved] export_saved_simulation($crate::encounters::saved::SavedSimulationExport) -> $crate::encounters::saved::SavedSimulationWritten;
            "Export the open campaign as one portable JSON document (a job: follow it with job_status)."
                [$crate::portable] export_campaign($crate::portable::CampaignExport) -> $crate::jobs::JobStarted;
            "Build a new campaign file from an exported campaign document (a job; never replaces a file)."
                campaign_free [$crate::portable] import_campaign($crate::portable::CampaignImport) -> $crate::jobs::JobStarted;
            "How a job stands: its step and progress, then its result or error."
                campaign_free [$crate::jobs] job_status($crate::jobs::JobRef) -> $crate::jobs::JobStatus;
            "Ask a running job to stop; it leaves no file behind."
                campaign_free [$crate::jobs] cancel_job($crate::jobs::JobRef) -> $crate::jobs::JobStatus;
        ] __fated_hand_commands __draw_steel_commands __clockwork_commands __game_of_bastards_commands __lytharian_chess_commands }
    };
}

/// Appends the next system's command list, or calls the callback when none is left.
#[doc(hidden)]
#[macro_export]
macro_rules! __then_commands {
    ($callback:ident [$($done:tt)*]) => { $callback! { $($done)* } };
    ($callback:ident [$($done:tt)*] $next:ident $($rest:ident)*) => {
        $crate::$next! { $callback [$($done)*] $($rest)* }
    };
}

macro_rules! command_table {
    ($( $summary:literal $($free:ident)? [$($module:tt)*] $name:ident ( $($args:ty)? ) -> $ret:ty; )*) => {
        /// Every command, in the order `tablekeep commands` lists them.
        pub static COMMANDS: &[CommandSpec] = &[$(
            CommandSpec {
                name: stringify!($name),
                summary: $summary,
                needs_campaign: command_table!(@needs_campaign $($free)?),
                args_schema: command_table!(@args_schema $($args)?),
                result_schema: || schemars::schema_for!($ret),
                starts_job: || {
                    std::any::TypeId::of::<$ret>() == std::any::TypeId::of::<$crate::jobs::JobStarted>()
                },
                run: |desk, json| command_table!(@run desk, json, $($module)*::$name $(, $args)?),
            },
        )*];
    };
    (@needs_campaign) => { true };
    (@needs_campaign campaign_free) => { false };
    (@args_schema) => {
        || schemars::json_schema!({ "type": "object", "additionalProperties": false })
    };
    (@args_schema $args:ty) => { || schemars::schema_for!($args) };
    (@run $desk:ident, $json:ident, $f:path) => {{
        expect_no_args($json)?;
        to_json($f($desk)?)
    }};
    (@run $desk:ident, $json:ident, $f:path, $args:ty) => {{
        let args: $args = $crate::arguments::arguments_from_json($json)?;
        to_json($f($desk, args)?)
    }};
}

for_each_command!(command_table);

impl CommandSpec {
    /// Whether the command works on the open campaign (most do; the CLI opens none for the
    /// others).
    pub fn needs_campaign(&self) -> bool {
        self.needs_campaign
    }

    /// Whether the command starts a job (see [`crate::jobs`]).
    pub fn starts_job(&self) -> bool {
        (self.starts_job)()
    }
}

/// Finds a command by name.
pub fn command(name: &str) -> Result<&'static CommandSpec, AppError> {
    COMMANDS
        .iter()
        .find(|spec| spec.name == name)
        .ok_or_else(|| {
            AppError::new(
                ErrorKind::UnknownCommand,
                format!(
                    "There is no command named \"{name}\"; `tablekeep commands` lists them all."
                ),
            )
        })
}

/// Runs the named command on JSON arguments, giving the result as JSON text.
pub fn call_json(desk: &mut Desk, name: &str, args: Value) -> Result<String, AppError> {
    (command(name)?.run)(desk, args)
}

/// Runs the named command on JSON arguments, giving the result as a JSON value.
pub fn call(desk: &mut Desk, name: &str, args: Value) -> Result<Value, AppError> {
    let text = call_json(desk, name, args)?;
    serde_json::from_str(&text).map_err(|err| {
        AppError::new(
            ErrorKind::Storage,
            format!("The result could not be decoded: {err}."),
        )
    })
}

/// Every command with its schemas, as one JSON document (what `tablekeep commands` prints and
/// what `schemas/commands.json` holds).
pub fn command_catalog() -> Value {
    let commands: serde_json::Map<String, Value> = COMMANDS
        .iter()
        .map(|spec| {
            let entry = serde_json::json!({
                "summary": spec.summary,
                "args": (spec.args_schema)(),
                "result": (spec.result_schema)(),
            });
            (spec.name.to_owned(), entry)
        })
        .collect();
    serde_json::json!({
        "$comment": "Generated from the Rust types by `cargo test -p tablekeep-api`; do not edit.",
        "error": schemars::schema_for!(AppError),
        "commands": commands,
    })
}

fn expect_no_args(json: Value) -> Result<(), AppError> {
    match json {
        Value::Null => Ok(()),
        Value::Object(map) if map.is_empty() => Ok(()),
        _ => Err(AppError::new(
            ErrorKind::InvalidInput,
            "This command takes no arguments; pass {} or nothing.",
        )),
    }
}

fn to_json<T: Serialize>(value: T) -> Result<String, AppError> {
    serde_json::to_string(&value).map_err(|err| {
        AppError::new(
            ErrorKind::Storage,
            format!("The result could not be encoded: {err}."),
        )
    })
}
