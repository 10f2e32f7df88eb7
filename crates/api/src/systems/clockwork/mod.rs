//! ClockWork commands: creation by the book (and NPCs with the limits waived, or in a hurry),
//! the explained sheet, what creation offers, and sharing.
//!
//! Rules live in `tablekeep_rules::systems::clockwork`; this module checks input, reads the
//! campaign's table rules, and writes the result in one transaction. A ClockWork character
//! keeps its build in its `data` column and is worked out from it on every read, then its
//! advancement ledger (experience, purchases, luck; the campaign's progression entries) is folded
//! onto it under the campaign's speed and table rules. It has no deck.

pub mod advancement;
pub mod character;
pub mod combat;
pub mod combat_luck;
mod commands;
pub mod content;
pub mod encounter;
pub mod foci;
pub mod gear;
pub mod npc;
pub mod rolls;
pub mod sharing;
pub mod speed;
mod starter;
pub mod views;

pub use advancement::{
    clockwork_advancement, clockwork_award_xp, clockwork_buy, clockwork_refresh_luck,
    clockwork_undo_advancement, clockwork_use_luck,
};
pub use content::clockwork_content;
pub use foci::{clockwork_add_focus, clockwork_focus_catalog, clockwork_remove_focus};
pub use gear::{clockwork_equip, clockwork_price_list, clockwork_set_prices};
pub use npc::clockwork_quick_npc;
pub use rolls::{clockwork_luck_reroll, clockwork_roll, clockwork_roll_odds};
pub use speed::{clockwork_campaign_speed, clockwork_set_campaign_speed};

use tablekeep_rules::table_rules::RuleGroup;
use tablekeep_rules::SystemId;

use crate::systems::seam::{HistoryEffect, RecordKind, SessionDecks};
use crate::{AppError, ErrorKind};
use character::{built, ClockworkData, ClockworkLimits};

/// The version of ClockWork's character data format this binary writes and reads (the `data`
/// column). Raise it when the format changes, and upgrade older data as it is read; a campaign
/// holding a newer version is refused on open. Version 2 added the loadout.
pub const DATA_VERSION: i64 = 2;

/// Whether `character` (a ClockWork one) has its build.
pub(crate) fn is_built(character: &tablekeep_store::Character) -> Result<bool, AppError> {
    Ok(ClockworkData::parse(&character.fields.data)?
        .build
        .is_some())
}

/// Every ClockWork character with its stored data.
fn characters(
    store: &tablekeep_store::CampaignStore,
) -> Result<Vec<(String, ClockworkData)>, AppError> {
    let filter = tablekeep_store::CharacterFilter {
        system: Some(SystemId::Clockwork),
        ..Default::default()
    };
    let mut all = Vec::new();
    for summary in store.list_characters(&filter)? {
        let character = store.character(summary.id)?;
        all.push((summary.name, ClockworkData::parse(&character.fields.data)?));
    }
    Ok(all)
}

/// ClockWork's part of the shared commands (see [`crate::systems::seam::SystemApi`]).
pub struct Api;

impl crate::systems::seam::SystemApi for Api {
    const DATA_VERSION: i64 = DATA_VERSION;
    type Sheet = views::ClockworkView;

    fn character_sheet(
        store: &tablekeep_store::CampaignStore,
        character: &tablekeep_store::Character,
    ) -> Result<Option<Self::Sheet>, AppError> {
        views::clockwork_view(store, character).map(Some)
    }

    /// A ClockWork character's recorded history is its build and its advancement ledger: every
    /// character built by the book must still be by the book under `choices` (a waived NPC is
    /// not held to them), and every ledger must still replay at the campaign's speed.
    fn check_histories(
        store: &tablekeep_store::CampaignStore,
        choices: &tablekeep_rules::table_rules::TableRuleChoices,
    ) -> Result<(), AppError> {
        for (name, data) in characters(store)? {
            if data.limits != ClockworkLimits::ByTheBook {
                continue;
            }
            if let Some(Err(error)) = data.build.as_ref().map(|build| {
                tablekeep_rules::systems::clockwork::creation::create_under(build, choices)
            }) {
                return Err(AppError::new(
                    ErrorKind::Conflict,
                    format!(
                        "{name}'s build would break under this option: {}",
                        tablekeep_rules::RuleViolation::from(error).message
                    ),
                ));
            }
        }
        let (speed, _) = speed::campaign_speed(store)?;
        advancement::check_ledgers(store, speed, choices)
    }

    /// The species' special abilities: what creation and the sheet apply.
    fn automation_coverage(
        _store: &tablekeep_store::CampaignStore,
    ) -> Result<tablekeep_rules::coverage::CoverageReport, AppError> {
        Ok(tablekeep_rules::systems::clockwork::coverage::report())
    }

    /// Sheets are worked out from the stored builds under the campaign's rules, so a creation
    /// or gear rule changes what built characters show; the checks' rules change no sheet. A
    /// running combat keeps the rules and the numbers it was launched with.
    fn history_affected(
        store: &tablekeep_store::CampaignStore,
        rule: &tablekeep_rules::table_rules::TableRule,
    ) -> Result<Vec<HistoryEffect>, AppError> {
        use crate::systems::seam::encounter_names;
        use tablekeep_store::EncounterStatus;
        if rule.system != SystemId::Clockwork {
            return Ok(Vec::new());
        }
        let mut effects = Vec::new();
        let sheets = matches!(
            rule.group,
            RuleGroup::Creation | RuleGroup::Gear | RuleGroup::Advancement
        );
        if sheets {
            let choices = crate::campaign_rules::rule_choices(store)?;
            let names: Vec<String> = characters(store)?
                .into_iter()
                .filter(|(_, data)| built(data, &choices).is_some())
                .map(|(name, _)| name)
                .collect();
            if !names.is_empty() {
                effects.push(HistoryEffect {
                    records: RecordKind::Ledgers,
                    names,
                    changes: true,
                    effect: "Their sheets are worked out again from their stored builds and \
                             advancement ledgers under the new option."
                        .to_owned(),
                });
            }
        }
        if sheets || matches!(rule.group, RuleGroup::Battle | RuleGroup::Magic) {
            let running = encounter_names(store, SystemId::Clockwork, EncounterStatus::Running)?;
            if !running.is_empty() {
                effects.push(HistoryEffect {
                    records: RecordKind::RunningEncounters,
                    names: running,
                    changes: false,
                    effect: if sheets {
                        "Their combatants keep the numbers they were launched with; the new \
                         option applies from the next launch."
                    } else {
                        "They keep the rules they were launched with; the new option applies \
                         from the next launch."
                    }
                    .to_owned(),
                });
            }
        }
        Ok(effects)
    }

    /// ClockWork deals nothing between sessions: luck refills when a character's ledger first
    /// records an entry in a new game session (and shows as full meanwhile).
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

    /// The advancement entries recorded in the session, then the experience awarded and the
    /// luck spent in it.
    fn session_progress(
        store: &tablekeep_store::CampaignStore,
        character: &tablekeep_store::Character,
        session: i64,
    ) -> Result<Vec<String>, AppError> {
        advancement::session_progress(store, character, session)
    }

    /// Two premade characters built by the book, so the default campaign shows the system.
    fn seed_default_campaign(
        store: &mut tablekeep_store::CampaignStore,
        now: chrono::DateTime<chrono::Utc>,
    ) -> Result<(), AppError> {
        starter::add_starters(store, now)
    }

    type SharedCharacter = sharing::ClockworkShared;

    /// The build, the limits it was built under, what it wears and its advancement ledger; the
    /// content is the book's.
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
