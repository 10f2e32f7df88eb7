//! A Draw Steel hero's progression ledger as the GM reads it, and undoing its newest entry.

use schemars::JsonSchema;
use serde::Serialize;
use tablekeep_rules::citation::Citation;
use tablekeep_rules::systems::draw_steel::progression::{
    HeroState, ProgressEntry, RespiteActivity,
};
use tablekeep_rules::systems::draw_steel::words::count;
use tablekeep_rules::SystemId;
use tablekeep_store::CampaignStore;

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
            victories,
            died: true,
            ..
        } => format!(
            "Died in \"{encounter}\"; {}. Dead until the Director records a return.",
            match victories {
                0 => "no Victories".to_owned(),
                n => format!(
                    "the party earned {}",
                    plural(u32::from(*n), "Victory", "Victories")
                ),
            }
        ),
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
        ProgressEntry::ReturnedToLife { stamina } => format!(
            "The Director brought the hero back from the dead with {stamina} Stamina (the \
             Director's call: no rule of the glossary brings the dead back)."
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
            "Took up the project \"{}\" ({} of {}).",
            project.name,
            project.points,
            count(project.goal, "point", "points")
        ),
        ProgressEntry::ProjectRolled {
            project,
            dice,
            roll,
            ..
        } => format!(
            "Project roll for \"{project}\": {} + {} = {} ({}){}.",
            dice[0].value,
            dice[1].value,
            roll.roll.total,
            count(roll.points, "point", "points"),
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
