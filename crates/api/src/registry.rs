//! Every command by name, for the CLI's `call` and `commands` and for the generated schemas.
//!
//! The desktop app exposes the same functions through tauri-specta; a test in `src-tauri` checks
//! that both lists name the same commands.

use schemars::Schema;
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;

use crate::{
    campaign, characters, draw_steel, encounters, fated_hand, parties, settings, systems, AppError,
    Desk, ErrorKind,
};

/// One command: its name, what it does, its argument and result schemas, and how to run it on
/// JSON.
pub struct CommandSpec {
    /// The command's name, e.g. `create_character`.
    pub name: &'static str,
    /// One line on what it does.
    pub summary: &'static str,
    /// JSON Schema of the arguments object.
    pub args_schema: fn() -> Schema,
    /// JSON Schema of the result.
    pub result_schema: fn() -> Schema,
    /// Runs the command on JSON arguments, giving the result as JSON text (serialised straight
    /// from the typed result, as the desktop IPC does, without an intermediate JSON value).
    pub run: fn(&mut Desk, Value) -> Result<String, AppError>,
}

macro_rules! command_table {
    ($( $summary:literal $module:ident :: $name:ident ( $($args:ty)? ) -> $ret:ty; )*) => {
        /// Every command, in the order `tablekeep commands` lists them.
        pub static COMMANDS: &[CommandSpec] = &[$(
            CommandSpec {
                name: stringify!($name),
                summary: $summary,
                args_schema: command_table!(@args_schema $($args)?),
                result_schema: || schemars::schema_for!($ret),
                run: |desk, json| command_table!(@run desk, json, $module::$name $(, $args)?),
            },
        )*];
    };
    (@args_schema) => {
        || schemars::json_schema!({ "type": "object", "additionalProperties": false })
    };
    (@args_schema $args:ty) => { || schemars::schema_for!($args) };
    (@run $desk:ident, $json:ident, $f:path) => {{
        expect_no_args($json)?;
        to_json($f($desk)?)
    }};
    (@run $desk:ident, $json:ident, $f:path, $args:ty) => {{
        let args: $args = from_json($json)?;
        to_json($f($desk, args)?)
    }};
}

command_table! {
    "List the five supported systems with a one-line summary each."
        systems::list_systems() -> Vec<tablekeep_rules::SystemInfo>;
    "Create a new campaign file and open it."
        campaign::create_campaign(campaign::NewCampaign) -> campaign::CampaignInfo;
    "Open an existing campaign file."
        campaign::open_campaign(campaign::OpenCampaign) -> campaign::CampaignInfo;
    "Describe the open campaign."
        campaign::campaign_info() -> campaign::CampaignInfo;
    "Rename the open campaign."
        campaign::rename_campaign(campaign::CampaignRename) -> campaign::CampaignInfo;
    "List recently opened campaigns, newest first."
        campaign::list_recent_campaigns() -> Vec<campaign::RecentCampaign>;
    "Create a player character or NPC."
        characters::create_character(characters::NewCharacter) -> characters::CharacterView;
    "Get one character."
        characters::get_character(characters::CharacterRef) -> characters::CharacterView;
    "List characters, filtered by name, tag, system or kind."
        characters::list_characters(characters::CharacterQuery) -> Vec<characters::CharacterSummary>;
    "List the tags in use with their counts."
        characters::list_tags() -> Vec<characters::TagCount>;
    "Edit a character's name, kind, tags or notes."
        characters::update_character(characters::CharacterPatch) -> characters::CharacterView;
    "Undo a character's last edit."
        characters::undo_character_edit(characters::CharacterRef) -> characters::CharacterView;
    "Delete a character."
        characters::delete_character(characters::CharacterRef) -> characters::DeletedCharacter;
    "Form a party."
        parties::create_party(parties::NewParty) -> parties::PartyView;
    "List parties with their members."
        parties::list_parties() -> Vec<parties::PartyView>;
    "Rename a party."
        parties::rename_party(parties::PartyRename) -> parties::PartyView;
    "Disband a party (its members stay in the campaign)."
        parties::delete_party(parties::PartyId) -> parties::DeletedParty;
    "Add a player character to a party."
        parties::add_to_party(parties::PartyMembership) -> parties::PartyView;
    "Remove a character from a party."
        parties::remove_from_party(parties::PartyMembership) -> parties::PartyView;
    "Give an unbuilt Fated Hand character its creation build."
        characters::build_character(characters::CharacterBuild) -> characters::CharacterView;
    "All Fated Hand content: classes, perks, talents, arms, spells and summons."
        fated_hand::fated_hand_content() -> fated_hand::progression::FatedHandContent;
    "Compute the sheet a Fated Hand creation would give, saving nothing."
        fated_hand::preview_build(fated_hand::progression::BuildPreview) -> tablekeep_rules::systems::fated_hand::sheet::Sheet;
    "Advance a Fated Hand character one level (perk, and promotion when allowed)."
        fated_hand::advance_character(fated_hand::progression::Advancement) -> characters::CharacterView;
    "Award Knowledge Points toward an arm or spell."
        fated_hand::award_knowledge(fated_hand::progression::KnowledgeAward) -> characters::CharacterView;
    "Undo the newest progression entry of a character."
        fated_hand::undo_progression(characters::CharacterRef) -> characters::CharacterView;
    "Replace a Fated Hand character's carried and equipped gear."
        fated_hand::update_gear(fated_hand::progression::GearUpdate) -> characters::CharacterView;
    "Make a Fated Hand skill check (tracked hand, topdeck, mid-combat, or the entered card)."
        fated_hand::skill_check(fated_hand::checks::SkillCheckRequest) -> fated_hand::checks::SkillCheckResult;
    "Draw the two cards of a mid-combat skill check."
        fated_hand::draw_check_cards(characters::CharacterRef) -> fated_hand::views::DeckView;
    "Build a statted Fated Hand NPC from a class and arms."
        fated_hand::quick_npc(fated_hand::npc::QuickNpc) -> characters::CharacterView;
    "Start a game session and deal the Fated Hand decks."
        fated_hand::start_game_session(fated_hand::sessions::NewGameSession) -> fated_hand::sessions::GameSessionView;
    "End the open game session and gather the decks."
        fated_hand::end_game_session() -> fated_hand::sessions::GameSessionView;
    "List game sessions, newest first."
        fated_hand::list_game_sessions() -> Vec<fated_hand::sessions::GameSessionView>;
    "List the table rules with this campaign's choices."
        settings::list_table_rules() -> Vec<settings::TableRuleView>;
    "Switch a table rule (refused if a recorded history would break)."
        settings::set_table_rule(settings::TableRuleChoice) -> settings::TableRuleView;
    "Prepare and save an encounter (participants, sides, optional grid)."
        encounters::create_encounter(encounters::NewEncounter) -> encounters::EncounterView;
    "Change a prepared encounter's name and plan."
        encounters::update_encounter(encounters::EncounterEdit) -> encounters::EncounterView;
    "Launch a prepared encounter: combatants from their sheets, decks dealt."
        encounters::start_encounter(encounters::EncounterLaunch) -> encounters::EncounterView;
    "Get one encounter with its battle state and recent log."
        encounters::get_encounter(encounters::EncounterRef) -> encounters::EncounterView;
    "List encounters: running, then prepared, then ended."
        encounters::list_encounters() -> Vec<encounters::EncounterSummary>;
    "Apply one system-specific battle command (checked, stored, committed)."
        encounters::encounter_command(encounters::EncounterCommand) -> encounters::EncounterView;
    "Undo the newest battle commands."
        encounters::encounter_undo(encounters::EncounterSteps) -> encounters::EncounterView;
    "Redo undone battle commands."
        encounters::encounter_redo(encounters::EncounterSteps) -> encounters::EncounterView;
    "The whole battle log as JSON and text, optionally written to a file."
        encounters::encounter_log(encounters::EncounterLogRequest) -> encounters::EncounterLog;
    "End the battle and write its outcome back (accepted Knowledge Points, who fell)."
        encounters::end_encounter(encounters::EncounterEnd) -> encounters::EncounterView;
    "Before a Draw Steel roll: each target's edges, banes and exact tier odds (saves nothing)."
        encounters::draw_steel_roll_preview(encounters::DrawSteelRollPreviewRequest) -> Vec<tablekeep_rules::systems::draw_steel::combat::RollPreview>;
    "Delete an encounter and its log."
        encounters::delete_encounter(encounters::EncounterRef) -> Vec<encounters::EncounterSummary>;
    "List Draw Steel content (abilities, monsters, ancestries, classes, kits), by kind and name."
        draw_steel::draw_steel_list_content(draw_steel::content::ContentQuery) -> Vec<draw_steel::content::ContentSummary>;
    "Get one piece of Draw Steel content."
        draw_steel::draw_steel_get_content(draw_steel::content::ContentRef) -> draw_steel::content::ContentView;
    "Check a piece of Draw Steel content and list its problems, saving nothing."
        draw_steel::draw_steel_check_content(draw_steel::content::ContentDraft) -> Vec<tablekeep_rules::systems::draw_steel::content::validate::ContentError>;
    "Save new Draw Steel content, or replace stored content of the same kind (refused if it has problems)."
        draw_steel::draw_steel_save_content(draw_steel::content::ContentSave) -> draw_steel::content::ContentView;
    "Delete a piece of Draw Steel content."
        draw_steel::draw_steel_delete_content(draw_steel::content::ContentRef) -> Vec<draw_steel::content::ContentSummary>;
    "Give a Draw Steel character its hero build (checked against its ancestry, class and kit); progress is kept."
        draw_steel::draw_steel_build_hero(draw_steel::heroes::HeroBuildRequest) -> draw_steel::heroes::DrawSteelHeroView;
    "Get one Draw Steel hero: build, explained sheet, progress and level."
        draw_steel::draw_steel_hero(draw_steel::heroes::HeroRef) -> draw_steel::heroes::DrawSteelHeroView;
    "Compute the sheet a Draw Steel hero build would give, saving nothing."
        draw_steel::draw_steel_preview_hero(draw_steel::heroes::HeroPreview) -> tablekeep_rules::systems::draw_steel::hero::HeroSheet;
    "Award Victories to Draw Steel heroes (one transaction for all)."
        draw_steel::draw_steel_award_victories(draw_steel::progress::VictoryAward) -> Vec<draw_steel::heroes::DrawSteelHeroView>;
    "End a Draw Steel hero's respite: finished, Stamina and Recoveries back and Victories become Experience; interrupted, nothing."
        draw_steel::draw_steel_respite(draw_steel::progress::RespiteRequest) -> draw_steel::progress::RespiteView;
    "Spend one of a Draw Steel hero's Recoveries out of combat."
        draw_steel::draw_steel_spend_recovery(draw_steel::heroes::HeroRef) -> draw_steel::progress::RecoveryView;
    "Raise a Draw Steel hero one level when their Experience allows."
        draw_steel::draw_steel_level_up(draw_steel::heroes::HeroRef) -> draw_steel::heroes::DrawSteelHeroView;
    "Add a project to a Draw Steel hero."
        draw_steel::draw_steel_add_project(draw_steel::progress::NewProject) -> draw_steel::heroes::DrawSteelHeroView;
    "Make a project roll for a Draw Steel hero's project during a respite (a breakthrough allows another)."
        draw_steel::draw_steel_project_roll(draw_steel::progress::ProjectRollRequest) -> draw_steel::progress::ProjectRollView;
    "Remove a project from a Draw Steel hero."
        draw_steel::draw_steel_remove_project(draw_steel::progress::ProjectRef) -> draw_steel::heroes::DrawSteelHeroView;
    "Add the Draw Steel starter set: its content (what the library lacks) and its premade heroes."
        draw_steel::draw_steel_add_starter_set() -> draw_steel::starter::StarterSetAdded;
    "The exact odds of each tier of a Draw Steel power roll, and of each outcome of a test."
        draw_steel::draw_steel_roll_odds(draw_steel::rolls::RollOddsRequest) -> draw_steel::rolls::RollOdds;
    "Make a Draw Steel power roll (the engine's dice or the entered ones), with a test's outcome."
        draw_steel::draw_steel_power_roll(draw_steel::rolls::PowerRollRequest) -> draw_steel::rolls::PowerRollResult;
    "Make a Draw Steel assist: the assister's test and the bane, edge or double edge it gives."
        draw_steel::draw_steel_assist(draw_steel::rolls::AssistRequest) -> draw_steel::rolls::AssistResult;
}

/// Commands that work without an open campaign; the CLI does not open one for them.
const CAMPAIGN_FREE: [&str; 8] = [
    "list_systems",
    "create_campaign",
    "open_campaign",
    "list_recent_campaigns",
    "draw_steel_check_content",
    "draw_steel_roll_odds",
    "draw_steel_power_roll",
    "draw_steel_assist",
];

impl CommandSpec {
    /// Whether the command works on the open campaign (most do).
    pub fn needs_campaign(&self) -> bool {
        !CAMPAIGN_FREE.contains(&self.name)
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

fn from_json<T: DeserializeOwned>(json: Value) -> Result<T, AppError> {
    // `null` stands for "no arguments", so commands whose arguments are all optional accept it.
    let json = if json.is_null() {
        Value::Object(Default::default())
    } else {
        json
    };
    serde_json::from_value(json).map_err(|err| {
        AppError::new(
            ErrorKind::InvalidInput,
            format!("The arguments are not valid: {err}."),
        )
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
