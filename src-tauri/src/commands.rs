//! One wrapper per api command. Each locks the desk and calls the api; nothing else.

use std::sync::{Mutex, PoisonError};

use tablekeep_api::campaign::{
    self, CampaignInfo, CampaignRename, NewCampaign, OpenCampaign, RecentCampaign,
};
use tablekeep_api::characters::CharacterBuild;
use tablekeep_api::characters::{
    self, CharacterPatch, CharacterQuery, CharacterRef, CharacterSummary, CharacterView,
    DeletedCharacter, NewCharacter, TagCount,
};
use tablekeep_api::draw_steel::content::{
    ContentDraft, ContentQuery, ContentRef, ContentSave, ContentSummary, ContentView,
};
use tablekeep_api::draw_steel::heroes::{
    DrawSteelHeroView, HeroBuildRequest, HeroPreview, HeroRef,
};
use tablekeep_api::draw_steel::progress::{
    NewProject, ProjectRef, ProjectRollRequest, ProjectRollView, RecoveryView, RespiteRequest,
    RespiteView, VictoryAward,
};
use tablekeep_api::draw_steel::rolls::{
    AssistRequest, AssistResult, PowerRollRequest, PowerRollResult, RollOdds, RollOddsRequest,
};
use tablekeep_api::draw_steel::starter::StarterSetAdded;
use tablekeep_api::encounters::{
    self, EncounterCommand, EncounterEdit, EncounterEnd, EncounterLaunch, EncounterLog,
    EncounterLogRequest, EncounterRef, EncounterSteps, EncounterSummary, EncounterView,
    NewEncounter,
};
use tablekeep_api::fated_hand::checks::{SkillCheckRequest, SkillCheckResult};
use tablekeep_api::fated_hand::npc::QuickNpc;
use tablekeep_api::fated_hand::progression::{
    Advancement, BuildPreview, FatedHandContent, GearUpdate, KnowledgeAward,
};
use tablekeep_api::fated_hand::sessions::{GameSessionView, NewGameSession};
use tablekeep_api::fated_hand::views::DeckView;
use tablekeep_api::parties::{
    self, DeletedParty, NewParty, PartyId, PartyMembership, PartyRename, PartyView,
};
use tablekeep_api::settings::{self, TableRuleChoice, TableRuleView};
use tablekeep_api::{draw_steel, fated_hand, systems, AppError, Desk};
use tablekeep_rules::systems::draw_steel::content::validate::ContentError;
use tablekeep_rules::systems::draw_steel::hero::HeroSheet;
use tablekeep_rules::systems::fated_hand::sheet::Sheet;
use tablekeep_rules::SystemInfo;
use tauri::State;

type DeskState<'a> = State<'a, Mutex<Desk>>;

fn with<T>(
    state: &DeskState<'_>,
    command: impl FnOnce(&mut Desk) -> Result<T, AppError>,
) -> Result<T, AppError> {
    // Every command is one transaction, so a panic elsewhere cannot have left the desk half
    // written: recovering the lock is safe.
    let mut desk = state.lock().unwrap_or_else(PoisonError::into_inner);
    command(&mut desk)
}

macro_rules! wrap {
    ($( $module:ident :: $name:ident ( $($arg:ident : $input:ty)? ) -> $ret:ty; )*) => {$(
        #[tauri::command]
        #[specta::specta]
        pub async fn $name(state: DeskState<'_>, $($arg: $input)?) -> Result<$ret, AppError> {
            with(&state, |desk| $module::$name(desk $(, $arg)?))
        }
    )*};
}

wrap! {
    systems::list_systems() -> Vec<SystemInfo>;
    campaign::create_campaign(input: NewCampaign) -> CampaignInfo;
    campaign::open_campaign(input: OpenCampaign) -> CampaignInfo;
    campaign::campaign_info() -> CampaignInfo;
    campaign::rename_campaign(input: CampaignRename) -> CampaignInfo;
    campaign::list_recent_campaigns() -> Vec<RecentCampaign>;
    characters::create_character(input: NewCharacter) -> CharacterView;
    characters::get_character(input: CharacterRef) -> CharacterView;
    characters::list_characters(input: CharacterQuery) -> Vec<CharacterSummary>;
    characters::list_tags() -> Vec<TagCount>;
    characters::update_character(input: CharacterPatch) -> CharacterView;
    characters::undo_character_edit(input: CharacterRef) -> CharacterView;
    characters::delete_character(input: CharacterRef) -> DeletedCharacter;
    parties::create_party(input: NewParty) -> PartyView;
    parties::list_parties() -> Vec<PartyView>;
    parties::rename_party(input: PartyRename) -> PartyView;
    parties::delete_party(input: PartyId) -> DeletedParty;
    parties::add_to_party(input: PartyMembership) -> PartyView;
    parties::remove_from_party(input: PartyMembership) -> PartyView;
    characters::build_character(input: CharacterBuild) -> CharacterView;
    fated_hand::fated_hand_content() -> FatedHandContent;
    fated_hand::preview_build(input: BuildPreview) -> Sheet;
    fated_hand::advance_character(input: Advancement) -> CharacterView;
    fated_hand::award_knowledge(input: KnowledgeAward) -> CharacterView;
    fated_hand::undo_progression(input: CharacterRef) -> CharacterView;
    fated_hand::update_gear(input: GearUpdate) -> CharacterView;
    fated_hand::skill_check(input: SkillCheckRequest) -> SkillCheckResult;
    fated_hand::draw_check_cards(input: CharacterRef) -> DeckView;
    fated_hand::quick_npc(input: QuickNpc) -> CharacterView;
    fated_hand::start_game_session(input: NewGameSession) -> GameSessionView;
    fated_hand::end_game_session() -> GameSessionView;
    fated_hand::list_game_sessions() -> Vec<GameSessionView>;
    settings::list_table_rules() -> Vec<TableRuleView>;
    settings::set_table_rule(input: TableRuleChoice) -> TableRuleView;
    encounters::create_encounter(input: NewEncounter) -> EncounterView;
    encounters::update_encounter(input: EncounterEdit) -> EncounterView;
    encounters::start_encounter(input: EncounterLaunch) -> EncounterView;
    encounters::get_encounter(input: EncounterRef) -> EncounterView;
    encounters::list_encounters() -> Vec<EncounterSummary>;
    encounters::encounter_command(input: EncounterCommand) -> EncounterView;
    encounters::encounter_undo(input: EncounterSteps) -> EncounterView;
    encounters::encounter_redo(input: EncounterSteps) -> EncounterView;
    encounters::encounter_log(input: EncounterLogRequest) -> EncounterLog;
    encounters::end_encounter(input: EncounterEnd) -> EncounterView;
    encounters::delete_encounter(input: EncounterRef) -> Vec<EncounterSummary>;
    draw_steel::draw_steel_list_content(input: ContentQuery) -> Vec<ContentSummary>;
    draw_steel::draw_steel_get_content(input: ContentRef) -> ContentView;
    draw_steel::draw_steel_check_content(input: ContentDraft) -> Vec<ContentError>;
    draw_steel::draw_steel_save_content(input: ContentSave) -> ContentView;
    draw_steel::draw_steel_delete_content(input: ContentRef) -> Vec<ContentSummary>;
    draw_steel::draw_steel_build_hero(input: HeroBuildRequest) -> DrawSteelHeroView;
    draw_steel::draw_steel_hero(input: HeroRef) -> DrawSteelHeroView;
    draw_steel::draw_steel_preview_hero(input: HeroPreview) -> HeroSheet;
    draw_steel::draw_steel_award_victories(input: VictoryAward) -> Vec<DrawSteelHeroView>;
    draw_steel::draw_steel_respite(input: RespiteRequest) -> RespiteView;
    draw_steel::draw_steel_spend_recovery(input: HeroRef) -> RecoveryView;
    draw_steel::draw_steel_level_up(input: HeroRef) -> DrawSteelHeroView;
    draw_steel::draw_steel_add_project(input: NewProject) -> DrawSteelHeroView;
    draw_steel::draw_steel_project_roll(input: ProjectRollRequest) -> ProjectRollView;
    draw_steel::draw_steel_remove_project(input: ProjectRef) -> DrawSteelHeroView;
    draw_steel::draw_steel_add_starter_set() -> StarterSetAdded;
    draw_steel::draw_steel_roll_odds(input: RollOddsRequest) -> RollOdds;
    draw_steel::draw_steel_power_roll(input: PowerRollRequest) -> PowerRollResult;
    draw_steel::draw_steel_assist(input: AssistRequest) -> AssistResult;
}
