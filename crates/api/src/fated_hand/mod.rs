//! Fated Hand commands: builds, the progression ledger, gear, skill checks, decks and sessions.
//!
//! Rules live in `tablekeep_rules::systems::fated_hand`; this module validates input, loads what
//! the rules need from the store, and writes the result back in one transaction.

pub mod battle;
pub mod checks;
pub mod npc;
pub mod progression;
pub mod sessions;
pub(crate) mod state;
pub mod views;

pub use checks::{draw_check_cards, skill_check};
pub use npc::quick_npc;
pub use progression::{
    advance_character, award_knowledge, fated_hand_content, preview_build, undo_progression,
    update_gear,
};
pub use sessions::{end_game_session, list_game_sessions, start_game_session};
pub use state::{fated_hand_view, load_build, FatedHandData};

/// A character's ledger entries, parsed, oldest first.
pub fn ledger_entries(
    store: &tablekeep_store::CampaignStore,
    id: i64,
) -> Result<Vec<tablekeep_rules::systems::fated_hand::progression::Progression>, crate::AppError> {
    Ok(state::ledger(store, id)?
        .into_iter()
        .map(|(_, entry)| entry)
        .collect())
}
