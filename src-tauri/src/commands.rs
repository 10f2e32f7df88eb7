//! One wrapper per api command. Each locks the desk and calls the api; nothing else.

use std::sync::{Mutex, PoisonError};

use tablekeep_api::campaign::{
    self, CampaignInfo, CampaignRename, NewCampaign, OpenCampaign, RecentCampaign,
};
use tablekeep_api::characters::{
    self, CharacterPatch, CharacterQuery, CharacterRef, CharacterSummary, CharacterView,
    DeletedCharacter, NewCharacter, TagCount,
};
use tablekeep_api::parties::{
    self, DeletedParty, NewParty, PartyId, PartyMembership, PartyRename, PartyView,
};
use tablekeep_api::{systems, AppError, Desk};
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
}
