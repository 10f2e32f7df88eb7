//! A Draw Steel hero's progression ledger as the GM reads it, and undoing its newest entry.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::citation::Citation;
use tablekeep_rules::systems::draw_steel::progression::{
    HeroState, ProgressEntry, RespiteActivity,
};
use tablekeep_rules::SystemId;
use tablekeep_store::CampaignStore;

use super::heroes::{draw_steel_character, draw_steel_hero, load_with, DrawSteelHeroView, HeroRef};
use crate::{AppError, Desk, ErrorKind};

/// One entry of a hero's ledger.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DrawSteelProgressView {
    /// Position in the ledger, from 1.
    pub seq: i64,
    /// What happened, in a sentence.
    pub summary: String,
    /// The entry itself.
    pub entry: ProgressEntry,
    /// The rule it follows; `None` for a rebuild.
    pub rule: Option<Citation>,
    /// The game session it happened in.
    pub session: Option<String>,
    /// The GM's reason (a battle's name for a combat's end).
    pub reason: String,
    /// When it was recorded (RFC 3339, UTC).
    pub recorded_at: String,
}

/// Arguments of `draw_steel_undo_progress`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ProgressUndo {
    /// The hero.
    pub character_id: i64,
    /// The seq of the entry the GM means to undo (the `progressSeq` they see); refused with a
    /// conflict when the ledger has moved on since. Absent: the newest entry.
    #[serde(default)]
    #[specta(optional)]
    pub expected_seq: Option<i64>,
}

/// Undoes the newest entry of a hero's ledger: the hero stands as before it. The stored hero
/// (the ledger's starting point) stays; its own edits are undone with `undo_character_edit`.
pub fn draw_steel_undo_progress(
    desk: &mut Desk,
    input: ProgressUndo,
) -> Result<DrawSteelHeroView, AppError> {
    let store = desk.store()?;
    let character = draw_steel_character(store, input.character_id)?;
    let mut rows = store.progression(character.id)?;
    let Some(newest) = rows.pop() else {
        return Err(AppError::new(
            ErrorKind::Conflict,
            format!(
                "{} has no progress recorded since they were built: nothing to undo.",
                character.fields.name
            ),
        ));
    };
    if let Some(expected) = input.expected_seq {
        if expected != newest.seq {
            return Err(AppError::new(
                ErrorKind::Conflict,
                format!(
                    "{}'s history changed meanwhile (its newest entry is #{}, not #{expected}); \
                     reload and try again.",
                    character.fields.name, newest.seq
                ),
            ));
        }
    }
    // The hero must still read without the entry before it goes.
    load_with(store, character, &rows)?;
    let now = desk.now();
    desk.store_mut()?
        .pop_progression_at(input.character_id, newest.seq, now)?;
    desk.after_write();
    draw_steel_hero(
        desk,
        HeroRef {
            character_id: input.character_id,
        },
    )
}

/// What an entry did, in a sentence, for the hero as they stood before it (`before`).
pub(crate) fn summarise(
    store: &CampaignStore,
    before: &HeroState,
    entry: &ProgressEntry,
) -> String {
    match entry {
        ProgressEntry::VictoriesAwarded { victories } => {
            format!(
                "Awarded {}.",
                plural(u32::from(*victories), "Victory", "Victories")
            )
        }
        ProgressEntry::CombatEnded {
            encounter,
            stamina,
            recoveries,
            victories,
            ..
        } => format!(
            "Came out of \"{encounter}\" with {stamina} Stamina and {} left; {}.",
            plural(u32::from(*recoveries), "Recovery", "Recoveries"),
            match victories {
                0 => "no Victories".to_owned(),
                n => format!("earned {}", plural(u32::from(*n), "Victory", "Victories")),
            }
        ),
        ProgressEntry::RecoverySpent { regained, .. } => {
            format!("Spent a Recovery and regained {regained} Stamina.")
        }
        ProgressEntry::RespiteTaken {
            completed,
            activity,
            rate,
        } => {
            let activity = activity.as_ref().or(before.respite_activity.as_ref());
            let doing = activity.map_or(String::new(), |activity| {
                format!(" Activity: {}.", describe_activity(store, activity))
            });
            if *completed {
                let gained = u32::from(before.progress.victories) * u32::from(*rate);
                format!(
                    "Finished a respite: all Stamina and Recoveries back, {} became {} \
                     Experience.{doing}",
                    plural(u32::from(before.progress.victories), "Victory", "Victories"),
                    gained
                )
            } else {
                format!("A respite was interrupted: no benefits.{doing}")
            }
        }
        ProgressEntry::LeveledUp { level } => format!("Rose to level {level}."),
        ProgressEntry::ProjectAdded { project } => format!(
            "Took up the project \"{}\" ({} of {} points).",
            project.name, project.points, project.goal
        ),
        ProgressEntry::ProjectRolled {
            project,
            dice,
            roll,
            ..
        } => format!(
            "Project roll for \"{project}\": {} + {} = {} ({} points){}.",
            dice[0].value,
            dice[1].value,
            roll.roll.total,
            roll.points,
            if roll.breakthrough {
                ", a breakthrough"
            } else {
                ""
            }
        ),
        ProgressEntry::ProjectRemoved { project, .. } => {
            format!("Dropped the project \"{project}\".")
        }
        ProgressEntry::Rebuilt { build } => {
            format!("The Director rebuilt the hero (level {}).", build.level)
        }
    }
}

fn describe_activity(store: &CampaignStore, activity: &RespiteActivity) -> String {
    match activity {
        RespiteActivity::ProjectRoll { project, rolls } => format!(
            "{} for \"{project}\"",
            plural(rolls.len() as u32, "project roll", "project rolls")
        ),
        RespiteActivity::ChangeKit { kit_id: None } => "set their kit aside".to_owned(),
        RespiteActivity::ChangeKit { kit_id: Some(id) } => {
            match store.content(SystemId::DrawSteel, *id) {
                Ok(row) => format!("changed kit to {}", row.name),
                Err(_) => format!("changed kit (content {id}, since deleted)"),
            }
        }
        RespiteActivity::Other { description } => description.trim().to_owned(),
    }
}

fn plural(n: u32, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}
