//! Draw Steel commands.
//!
//! Rules live in `tablekeep_rules::systems::draw_steel`; this module validates input through
//! them, loads and stores what they need, and shapes the results for the GM.
//!
//! - [`combat`]: Draw Steel encounters: plans, snapshots, the GM-screen view and log.
//! - [`content`]: the content library the GM authors (abilities, monsters, ancestries, classes,
//!   kits): list, get, check, save, delete.
//! - [`heroes`]: heroes as characters: build, view, preview.
//! - [`progress`]: Victories, respites, Recoveries, levels and projects, each a ledger entry.
//! - [`history`]: a hero's ledger as the GM reads it, and undoing its newest entry.
//! - [`starter`]: our starter set added to a campaign (content and premade heroes).
//! - [`rolls`]: power rolls anywhere: odds, rolls, assists.
//! - [`sharing`]: a hero (with the content it names) and content packs shared with another
//!   campaign.

pub mod combat;
mod commands;
pub mod content;
pub mod encounter;
pub mod heroes;
pub mod history;
pub mod progress;
pub mod rolls;
pub mod sharing;
pub mod starter;

pub use content::{
    draw_steel_check_content, draw_steel_delete_content, draw_steel_get_content,
    draw_steel_list_content, draw_steel_save_content,
};
pub use encounter::draw_steel_roll_preview;
pub use heroes::{draw_steel_build_hero, draw_steel_hero, draw_steel_preview_hero};
pub use progress::draw_steel_undo_progress;
pub use progress::{
    draw_steel_add_project, draw_steel_award_victories, draw_steel_level_up,
    draw_steel_project_roll, draw_steel_remove_project, draw_steel_respite, draw_steel_return_hero,
    draw_steel_spend_recovery,
};
pub use rolls::{draw_steel_assist, draw_steel_power_roll, draw_steel_roll_odds};
pub use starter::draw_steel_add_starter_set;

/// The version of Draw Steel's character data format this binary writes and reads (the `data`
/// column). Raise it when the format changes, and upgrade older data as it is read; a campaign
/// holding a newer version is refused on open.
pub const DATA_VERSION: i64 = 1;

/// Draw Steel's part of the shared commands (see [`crate::systems::seam::SystemApi`]).
pub struct Api;

impl crate::systems::seam::SystemApi for Api {
    const DATA_VERSION: i64 = DATA_VERSION;
    type Sheet = std::convert::Infallible;

    /// A hero has its own view (`draw_steel_hero`), with its build, sheet and progress.
    fn character_sheet(
        _store: &tablekeep_store::CampaignStore,
        _character: &tablekeep_store::Character,
    ) -> Result<Option<Self::Sheet>, crate::AppError> {
        Ok(None)
    }

    /// A hero's ledger entries carry the table-rule values they were made under (the Victory
    /// rate, how a dying hero heals) and replaying them never refuses, so no table rule can
    /// break one.
    fn check_histories(
        _store: &tablekeep_store::CampaignStore,
        _choices: &tablekeep_rules::table_rules::TableRuleChoices,
    ) -> Result<(), crate::AppError> {
        Ok(())
    }

    /// The library's abilities (damaged rows are left out: the library already flags them).
    fn automation_coverage(
        store: &tablekeep_store::CampaignStore,
    ) -> Result<tablekeep_rules::coverage::CoverageReport, crate::AppError> {
        let library = content::library(store)?;
        Ok(tablekeep_rules::systems::draw_steel::coverage::report(
            &library,
        ))
    }

    /// What a switch reaches is asked of the engine (`table_rules::reach`): a hero's sheet is
    /// worked out again from its build and ledger under the new option; a ledger entry keeps the
    /// values it recorded (a respite's Victory rate, a project roll's points); a fight keeps the
    /// rules and numbers it was launched with, and an ended one its log and write-back.
    fn history_affected(
        store: &tablekeep_store::CampaignStore,
        rule: &tablekeep_rules::table_rules::TableRule,
    ) -> Result<Vec<crate::systems::seam::HistoryEffect>, crate::AppError> {
        use crate::systems::seam::{character_names, encounter_names, HistoryEffect, RecordKind};
        use tablekeep_store::EncounterStatus;
        let system = tablekeep_rules::SystemId::DrawSteel;
        if rule.system != system {
            return Ok(Vec::new());
        }
        let reach = tablekeep_rules::systems::draw_steel::table_rules::reach::reach(rule);
        let mut effects = Vec::new();
        if reach.sheet {
            let heroes = character_names(store, system, false)?;
            if !heroes.is_empty() {
                effects.push(HistoryEffect {
                    records: RecordKind::Ledgers,
                    names: heroes,
                    changes: true,
                    effect: "Their sheets are worked out again from their build and recorded \
                             progress under the new option."
                        .to_owned(),
                });
            }
        } else if reach.recorded_entries {
            let heroes = character_names(store, system, true)?;
            if !heroes.is_empty() {
                effects.push(HistoryEffect {
                    records: RecordKind::Ledgers,
                    names: heroes,
                    changes: false,
                    effect: "Their recorded entries keep the values they were made with; the new \
                             option applies to entries made from now on."
                        .to_owned(),
                });
            }
        }
        if reach.combat || reach.sheet {
            let running = encounter_names(store, system, EncounterStatus::Running)?;
            if !running.is_empty() {
                effects.push(HistoryEffect {
                    records: RecordKind::RunningEncounters,
                    names: running,
                    changes: false,
                    effect: if reach.combat {
                        "They keep the rules they were launched with; the new option applies \
                         from the next launch."
                    } else {
                        "Their heroes keep the numbers they were launched with; the new option \
                         applies from the next launch."
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
        }
        Ok(effects)
    }

    /// Draw Steel deals nothing between sessions.
    fn session_started(
        _store: &tablekeep_store::CampaignStore,
        _party: Option<&[tablekeep_store::PartyMember]>,
        _seed: i64,
    ) -> Result<crate::systems::seam::SessionDecks, crate::AppError> {
        Ok(Default::default())
    }

    fn session_ended(
        _store: &tablekeep_store::CampaignStore,
    ) -> Result<crate::systems::seam::SessionDecks, crate::AppError> {
        Ok(Default::default())
    }

    fn session_progress(
        store: &tablekeep_store::CampaignStore,
        character: &tablekeep_store::Character,
        session: i64,
    ) -> Result<Vec<String>, crate::AppError> {
        let rows = store.progression(character.id)?;
        if !rows
            .iter()
            .any(|row| row.session.as_ref().is_some_and(|(id, _)| *id == session))
        {
            return Ok(Vec::new());
        }
        let hero = heroes::load_with(store, character.clone(), &rows)?;
        Ok(hero
            .history
            .into_iter()
            .zip(&rows)
            .filter(|(_, row)| row.session.as_ref().is_some_and(|(id, _)| *id == session))
            .map(|(view, _)| view.summary)
            .collect())
    }

    /// The starter set: our own ancestries, classes, kits, abilities, monsters and premade
    /// heroes, so a Director can run a fight at once.
    fn seed_default_campaign(
        store: &mut tablekeep_store::CampaignStore,
        now: chrono::DateTime<chrono::Utc>,
    ) -> Result<(), crate::AppError> {
        starter::add_starter_set(store, now)?;
        Ok(())
    }

    type SharedCharacter = sharing::DrawSteelShared;

    /// The stored hero, its ledger and every piece of content they name.
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
