//! Fated Hand commands: builds, the progression ledger, gear, skill checks, story spells, decks
//! and sessions.
//!
//! Rules live in `tablekeep_rules::systems::fated_hand`; this module validates input, loads what
//! the rules need from the store, and writes the result back in one transaction.

pub mod battle;
pub mod character;
pub mod checks;
mod commands;
pub mod encounter;
pub mod npc;
pub mod progression;
pub(crate) mod sessions;
pub mod sharing;
pub(crate) mod state;
pub mod story;
pub mod views;

pub use checks::{draw_check_cards, skill_check};
pub use npc::quick_npc;
pub use progression::{
    advance_character, award_knowledge, fated_hand_content, preview_build, undo_progression,
    update_gear,
};
pub use state::{fated_hand_view, load_build, FatedHandData};
pub use story::cast_story_spell;

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

/// The version of Fated Hand's character data format this binary writes and reads (the `data`
/// column). Raise it when the format changes, and upgrade older data as it is read; a campaign
/// holding a newer version is refused on open.
pub const DATA_VERSION: i64 = 1;

/// Fated Hand's part of the shared commands (see [`crate::systems::seam::SystemApi`]).
pub struct Api;

impl crate::systems::seam::SystemApi for Api {
    const DATA_VERSION: i64 = DATA_VERSION;
    type Sheet = views::FatedHandView;

    fn character_sheet(
        store: &tablekeep_store::CampaignStore,
        character: &tablekeep_store::Character,
    ) -> Result<Option<Self::Sheet>, crate::AppError> {
        fated_hand_view(store, character)
    }

    /// Every character's ledger must still replay under `choices`.
    fn check_histories(
        store: &tablekeep_store::CampaignStore,
        choices: &tablekeep_rules::table_rules::TableRuleChoices,
    ) -> Result<(), crate::AppError> {
        for kind in [
            tablekeep_rules::CharacterKind::Pc,
            tablekeep_rules::CharacterKind::Npc,
        ] {
            let filter = tablekeep_store::CharacterFilter {
                system: Some(tablekeep_rules::SystemId::FatedHand),
                kind: Some(kind),
                ..Default::default()
            };
            for summary in store.list_characters(&filter)? {
                let entries = ledger_entries(store, summary.id)?;
                if entries.is_empty() {
                    continue;
                }
                if let Err(violation) =
                    tablekeep_rules::systems::fated_hand::progression::replay(&entries, choices)
                {
                    return Err(crate::AppError::new(
                        crate::ErrorKind::Conflict,
                        format!(
                            "{}'s recorded history would break under this option: {}",
                            summary.name, violation.message
                        ),
                    ));
                }
            }
        }
        Ok(())
    }

    /// The rulebook's perks and spells (Fated Hand's content is built in, not the campaign's).
    fn automation_coverage(
        _store: &tablekeep_store::CampaignStore,
    ) -> Result<tablekeep_rules::coverage::CoverageReport, crate::AppError> {
        Ok(tablekeep_rules::systems::fated_hand::coverage::report())
    }

    /// A character's sheet is its ledger replayed under the campaign's rules, so any rule
    /// but a battle's changes what recorded characters show. A battle keeps the rules it was
    /// launched with; only the Knowledge Points a running one offers at its end are worked
    /// out under the rules as they stand.
    fn history_affected(
        store: &tablekeep_store::CampaignStore,
        rule: &tablekeep_rules::table_rules::TableRule,
    ) -> Result<Vec<crate::systems::seam::HistoryEffect>, crate::AppError> {
        use crate::systems::seam::{character_names, encounter_names, HistoryEffect, RecordKind};
        use tablekeep_rules::table_rules::RuleGroup;
        use tablekeep_store::EncounterStatus;
        let system = tablekeep_rules::SystemId::FatedHand;
        if rule.system != system {
            return Ok(Vec::new());
        }
        let mut effects = Vec::new();
        let characters = character_names(store, system, true)?;
        if rule.group != RuleGroup::Battle && !characters.is_empty() {
            effects.push(HistoryEffect {
                records: RecordKind::Ledgers,
                names: characters,
                changes: true,
                effect: "Their sheets are worked out again from their recorded creation and \
                         advancements under the new option."
                    .to_owned(),
            });
        }
        let running = encounter_names(store, system, EncounterStatus::Running)?;
        if !running.is_empty() {
            let offers = matches!(rule.group, RuleGroup::Creation | RuleGroup::Advancement);
            effects.push(HistoryEffect {
                records: RecordKind::RunningEncounters,
                names: running,
                changes: offers,
                effect: if offers {
                    "They play on as launched, but the Knowledge Points they offer at their end \
                     are worked out under the new option."
                } else {
                    "They keep the rules they were launched with; the new option applies from \
                     the next launch."
                }
                .to_owned(),
            });
        }
        let finished = encounter_names(store, system, EncounterStatus::Ended)?;
        if !finished.is_empty() {
            effects.push(HistoryEffect {
                records: RecordKind::FinishedEncounters,
                names: finished,
                changes: false,
                effect: "They keep their logs and what they wrote back.".to_owned(),
            });
        }
        Ok(effects)
    }

    fn session_started(
        store: &tablekeep_store::CampaignStore,
        party: Option<&[tablekeep_store::PartyMember]>,
        seed: i64,
    ) -> Result<crate::systems::seam::SessionDecks, crate::AppError> {
        sessions::deal(store, party, seed)
    }

    fn session_ended(
        store: &tablekeep_store::CampaignStore,
    ) -> Result<crate::systems::seam::SessionDecks, crate::AppError> {
        sessions::gather(store)
    }

    fn session_progress(
        store: &tablekeep_store::CampaignStore,
        character: &tablekeep_store::Character,
        session: i64,
    ) -> Result<Vec<String>, crate::AppError> {
        let entries = state::ledger(store, character.id)?;
        Ok(views::history_view(&entries)
            .into_iter()
            .zip(&entries)
            .filter(|(_, (row, _))| row.session.as_ref().is_some_and(|(id, _)| *id == session))
            .map(|(view, _)| view.summary)
            .collect())
    }

    /// Fated Hand's content is the rulebook's, embedded; a new campaign needs nothing more.
    fn seed_default_campaign(
        _store: &mut tablekeep_store::CampaignStore,
        _now: chrono::DateTime<chrono::Utc>,
    ) -> Result<(), crate::AppError> {
        Ok(())
    }

    type SharedCharacter = sharing::FatedHandShared;

    /// Gear, the whole ledger and the tracked deck; the content is the rulebook's.
    fn share_character(
        store: &tablekeep_store::CampaignStore,
        character: &tablekeep_store::Character,
    ) -> Result<Self::SharedCharacter, crate::AppError> {
        sharing::share(store, character)
    }

    fn import_character(
        store: &tablekeep_store::CampaignStore,
        shared: Self::SharedCharacter,
    ) -> Result<crate::systems::seam::CharacterImport, crate::AppError> {
        sharing::import(store, shared)
    }
}
