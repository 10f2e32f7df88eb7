//! A Game of Bastards commands: creation by the book, the explained sheet, the advancement
//! ledger with undo, a killed character's successor, the monster generator, what creation
//! offers, and sharing.
//!
//! Rules live in `tablekeep_rules::systems::game_of_bastards`; this module checks input, reads
//! the campaign's table rules, and writes the result in one transaction. A Game of Bastards
//! character is its ledger (the campaign's progression entries): the first entry is the
//! creation, and the character as it stands is the fold of every entry, worked out on every
//! read under the campaign's table rules. Its `data` column holds nothing; it has no deck.
//! Oppositions run on the shared encounter flow (`opposition.rs`, `encounter.rs`).

pub mod character;
mod commands;
pub mod content;
pub mod encounter;
pub mod ledger;
pub mod monster;
pub mod opposition;
mod scene_lines;
pub mod scenes;
pub mod sharing;
pub mod views;

pub use character::game_of_bastards_successor;
pub use content::game_of_bastards_content;
pub use ledger::{
    game_of_bastards_advancement, game_of_bastards_record, game_of_bastards_spend,
    game_of_bastards_undo_advancement,
};
pub use monster::{
    game_of_bastards_monster, game_of_bastards_monsters, game_of_bastards_save_monster,
};
pub use scenes::{
    game_of_bastards_end_scene, game_of_bastards_scene, game_of_bastards_scene_step,
    game_of_bastards_scene_undo, game_of_bastards_scenes, game_of_bastards_set_scene,
};

use tablekeep_rules::table_rules::RuleGroup;
use tablekeep_rules::SystemId;

use crate::systems::seam::{character_names, HistoryEffect, RecordKind, SessionDecks};
use crate::AppError;

/// The version of A Game of Bastards' character data format this binary writes and reads. The
/// `data` column is empty (the ledger is the character); raise this when it holds something.
pub const DATA_VERSION: i64 = 1;

/// A Game of Bastards' part of the shared commands (see [`crate::systems::seam::SystemApi`]).
pub struct Api;

impl crate::systems::seam::SystemApi for Api {
    const DATA_VERSION: i64 = DATA_VERSION;
    type Sheet = views::BastardsView;

    fn character_sheet(
        store: &tablekeep_store::CampaignStore,
        character: &tablekeep_store::Character,
    ) -> Result<Option<Self::Sheet>, AppError> {
        views::bastards_view(store, character).map(Some)
    }

    /// A character's recorded history is its ledger, the creation first: every ledger must
    /// still replay under `choices` (a stricter creation cap, a removal price).
    fn check_histories(
        store: &tablekeep_store::CampaignStore,
        choices: &tablekeep_rules::table_rules::TableRuleChoices,
    ) -> Result<(), AppError> {
        ledger::check_ledgers(store, choices)
    }

    /// The advantages and disadvantages: what creation, the ledger and the sheet carry.
    fn automation_coverage(
        _store: &tablekeep_store::CampaignStore,
    ) -> Result<tablekeep_rules::coverage::CoverageReport, AppError> {
        Ok(tablekeep_rules::systems::game_of_bastards::coverage::report())
    }

    /// Sheets are the ledgers replayed under the campaign's rules, so a creation or
    /// advancement rule changes what characters with a ledger show (maximum levels, removal
    /// prices); the entries keep what they recorded (an Opposition's XP, a cash-out's value).
    /// A running Opposition keeps the rules it was launched with.
    fn history_affected(
        store: &tablekeep_store::CampaignStore,
        rule: &tablekeep_rules::table_rules::TableRule,
    ) -> Result<Vec<HistoryEffect>, AppError> {
        if rule.system != SystemId::GameOfBastards
            || !matches!(rule.group, RuleGroup::Creation | RuleGroup::Advancement)
        {
            return Ok(Vec::new());
        }
        let names = character_names(store, SystemId::GameOfBastards, true)?;
        if names.is_empty() {
            return Ok(Vec::new());
        }
        Ok(vec![HistoryEffect {
            records: RecordKind::Ledgers,
            names,
            changes: true,
            effect: "Their sheets are worked out again from their ledgers under the new option; \
                     what each entry recorded stays."
                .to_owned(),
        }])
    }

    /// A Game of Bastards deals nothing between game sessions (its decks are an Opposition's).
    fn session_started(
        _store: &tablekeep_store::CampaignStore,
        _party: Option<&[tablekeep_store::PartyMember]>,
        _seed: i64,
    ) -> Result<SessionDecks, AppError> {
        Ok(SessionDecks::default())
    }

    fn session_ended(_store: &tablekeep_store::CampaignStore) -> Result<SessionDecks, AppError> {
        Ok(SessionDecks::default())
    }

    /// The ledger entries recorded in the session, a sentence each.
    fn session_progress(
        store: &tablekeep_store::CampaignStore,
        character: &tablekeep_store::Character,
        session: i64,
    ) -> Result<Vec<String>, AppError> {
        ledger::session_progress(store, character, session)
    }

    /// No starter characters: a new campaign shows the system through its creation form.
    fn seed_default_campaign(
        _store: &mut tablekeep_store::CampaignStore,
        _now: chrono::DateTime<chrono::Utc>,
    ) -> Result<(), AppError> {
        Ok(())
    }

    type SharedCharacter = sharing::BastardsShared;

    /// The whole ledger, the creation first; the content is the book's.
    fn share_character(
        store: &tablekeep_store::CampaignStore,
        character: &tablekeep_store::Character,
    ) -> Result<Self::SharedCharacter, AppError> {
        sharing::share(store, character)
    }

    fn import_character(
        store: &tablekeep_store::CampaignStore,
        shared: Self::SharedCharacter,
    ) -> Result<crate::systems::seam::CharacterImport, AppError> {
        sharing::import(store, shared)
    }
}
