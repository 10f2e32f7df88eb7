//! Luck spent in a fight reaches the ledger: when a ClockWork combat ends, each `LuckSpent`
//! event becomes a `LuckUsed` entry in its character's advancement ledger, written in the same
//! transaction as the end, so the luck a character has left this session is right after the
//! fight («Using Luck»). Luck is a player's (the book gives it to players), so only player
//! characters bring theirs into a fight; an NPC fights with none.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::systems::clockwork::advancement::{apply, LedgerEntry};
use tablekeep_rules::systems::clockwork::combat::{Event, LuckedRoll};
use tablekeep_store::CampaignStore;

use super::advancement::{campaign_rules, load_progress};
use super::combat::ClockworkPlan;
use crate::campaign_rules::rule_choices;
use crate::{AppError, ErrorKind};

/// The luck one character spent in a fight, and what its ledger recorded.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClockworkLuckRecord {
    /// The character.
    pub character_id: i64,
    /// Its name.
    pub name: String,
    /// Luck the fight spent.
    pub spent: u8,
    /// Luck entries written to its ledger.
    pub recorded: u8,
    /// Why fewer were written than spent, when they were.
    pub note: Option<String>,
}

/// Ledger entries to append (character, last seq read, entry) for the luck `events` spent, and
/// what each character's ledger made of it.
pub(crate) fn luck_write_back(
    store: &CampaignStore,
    plan: &ClockworkPlan,
    events: &[Vec<Event>],
    encounter: &str,
) -> Result<(Vec<(i64, i64, String)>, Vec<ClockworkLuckRecord>), AppError> {
    let mut spent: BTreeMap<i64, Vec<LuckedRoll>> = BTreeMap::new();
    for event in events.iter().flatten() {
        if let Event::LuckSpent {
            combatant, roll, ..
        } = event
        {
            if let Some(participant) = plan.participants.get(usize::from(*combatant)) {
                spent
                    .entry(participant.character_id)
                    .or_default()
                    .push(*roll);
            }
        }
    }
    if spent.is_empty() {
        return Ok((Vec::new(), Vec::new()));
    }
    let choices = rule_choices(store)?;
    let rules = campaign_rules(store)?;
    let mut progression = Vec::new();
    let mut records = Vec::with_capacity(spent.len());
    for (character_id, rolls) in spent {
        let Ok(character) = store.character(character_id) else {
            // Deleted since the launch: there is no ledger left to write to.
            continue;
        };
        let mut record = ClockworkLuckRecord {
            character_id,
            name: character.fields.name.clone(),
            spent: u8::try_from(rolls.len()).unwrap_or(u8::MAX),
            recorded: 0,
            note: None,
        };
        let Some((rows, folded)) = load_progress(store, &character, &choices, &rules)? else {
            record.note =
                Some("It has no ClockWork build, so no ledger to record luck in.".to_owned());
            records.push(record);
            continue;
        };
        if let Some(problem) = folded.problem {
            record.note = Some(format!(
                "Its ledger no longer replays ({}); record the luck by hand once it does.",
                problem.message
            ));
            records.push(record);
            continue;
        }
        let mut progress = folded.progress;
        let mut last = rows.last().map_or(0, |row| row.seq);
        for roll in rolls {
            let entry = LedgerEntry::LuckUsed {
                roll: format!("{} in {encounter}", capitalized(roll.name())),
            };
            match apply(&progress, &entry, &rules) {
                Ok(next) => {
                    progress = next;
                    let json = serde_json::to_string(&entry).map_err(|e| {
                        AppError::new(
                            ErrorKind::Storage,
                            format!("A ledger entry could not be written: {e}"),
                        )
                    })?;
                    progression.push((character_id, last, json));
                    last += 1;
                    record.recorded += 1;
                }
                Err(refused) => {
                    record.note = Some(format!(
                        "Its ledger refused the rest: {refused} (luck spent elsewhere during the fight)."
                    ));
                    break;
                }
            }
        }
        records.push(record);
    }
    Ok((progression, records))
}

fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}
