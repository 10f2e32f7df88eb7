//! The campaign's focus catalog: the foci the book names plus the ones the GM adds.
//!
//! The book's «Foci» headings are empty: it names nineteen foci in passing and lets a player
//! name any other. A campaign that settles on its own foci (Lockpicking under Ingenuity, say)
//! keeps them here so creation and the quick NPC offer them next to the book's. A catalog entry
//! is a suggestion, not a gate: a character may still name a focus the catalog lacks, and
//! removing an entry changes no character (a focus on a sheet is its name and skill).
//!
//! Entries live in the content library under the kind [`KIND`], one row each.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::systems::clockwork::content::{book_focus, FocusEntry, BOOK_FOCI};
use tablekeep_rules::systems::clockwork::skills::Skill;
use tablekeep_rules::SystemId;
use tablekeep_store::{ContentFilter, ContentRow, NewContent};

use crate::{AppError, Desk, ErrorKind};

/// The content kind of a campaign focus.
const KIND: &str = "focus";

/// The longest focus name accepted (a focus is a word or two; a paragraph belongs in the note).
pub const NAME_MAX: usize = 40;

/// The longest note accepted.
pub const NOTE_MAX: usize = 300;

/// A focus the GM added to the campaign.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClockworkCampaignFocus {
    /// Its id in the campaign (for removing it).
    pub id: i64,
    /// Its name.
    pub name: String,
    /// The skill it belongs to; `None` leaves the skill to whoever takes it.
    pub skill: Option<Skill>,
    /// What it covers, in the GM's words.
    pub note: String,
}

/// The stored part of a campaign focus (the row keeps the name).
#[derive(Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct StoredFocus {
    skill: Option<Skill>,
    #[serde(default)]
    note: String,
}

/// The whole catalog creation offers.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClockworkFocusCatalog {
    /// The foci the book names, with where.
    pub book: Vec<FocusEntry>,
    /// The GM's, by name.
    pub campaign: Vec<ClockworkCampaignFocus>,
}

/// A focus to add to the campaign's catalog.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClockworkNewFocus {
    /// Its name (1 to 40 characters, unlike every focus already in the catalog).
    pub name: String,
    /// The skill it belongs to (one that takes foci), or none.
    pub skill: Option<Skill>,
    /// What it covers (up to 300 characters).
    #[serde(default)]
    pub note: String,
}

/// A campaign focus to remove.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClockworkFocusRef {
    /// Its id.
    pub id: i64,
}

/// The book's foci and the campaign's.
pub fn clockwork_focus_catalog(desk: &mut Desk) -> Result<ClockworkFocusCatalog, AppError> {
    Ok(ClockworkFocusCatalog {
        book: BOOK_FOCI.to_vec(),
        campaign: campaign_foci(desk)?,
    })
}

/// Adds a focus to the campaign's catalog; refused, changing nothing, when its name is empty,
/// too long or already in the catalog (the book's or the campaign's), its skill takes no foci,
/// or its note is too long.
pub fn clockwork_add_focus(
    desk: &mut Desk,
    input: ClockworkNewFocus,
) -> Result<ClockworkFocusCatalog, AppError> {
    let name = input.name.split_whitespace().collect::<Vec<_>>().join(" ");
    if name.is_empty() {
        return Err(AppError::invalid("name", "Name the focus."));
    }
    if name.chars().count() > NAME_MAX {
        return Err(AppError::invalid(
            "name",
            format!("A focus name is at most {NAME_MAX} characters; put the details in its note."),
        ));
    }
    if let Some(skill) = input.skill.filter(|skill| !skill.has_foci()) {
        return Err(AppError::invalid(
            "skill",
            format!(
                "{} takes no foci (ClockWork › Foci), so no focus can belong to it.",
                skill.name()
            ),
        ));
    }
    let note = input.note.trim().to_owned();
    if note.chars().count() > NOTE_MAX {
        return Err(AppError::invalid(
            "note",
            format!("A focus note is at most {NOTE_MAX} characters."),
        ));
    }
    if let Some(entry) = book_focus(&name) {
        return Err(AppError {
            field: Some("name".into()),
            ..AppError::new(
                ErrorKind::Conflict,
                format!(
                    "The book already names {} (ClockWork › {}).",
                    entry.name, entry.named_in.section
                ),
            )
        });
    }
    if let Some(same) = campaign_foci(desk)?
        .into_iter()
        .find(|focus| focus.name.eq_ignore_ascii_case(&name))
    {
        return Err(AppError {
            field: Some("name".into()),
            ..AppError::new(
                ErrorKind::Conflict,
                format!("The campaign already has the focus {}.", same.name),
            )
        });
    }
    let data = serde_json::to_string(&StoredFocus {
        skill: input.skill,
        note,
    })
    .map_err(|e| AppError::new(ErrorKind::Storage, e.to_string()))?;
    let now = desk.now();
    desk.store_mut()?.insert_content(
        SystemId::Clockwork,
        &NewContent {
            kind: KIND.into(),
            name,
            data,
        },
        now,
    )?;
    desk.after_write();
    clockwork_focus_catalog(desk)
}

/// Removes a focus from the campaign's catalog (characters who took it keep it).
pub fn clockwork_remove_focus(
    desk: &mut Desk,
    input: ClockworkFocusRef,
) -> Result<ClockworkFocusCatalog, AppError> {
    let row = desk.store()?.content(SystemId::Clockwork, input.id)?;
    if row.kind != KIND {
        // Another kind of ClockWork content is not a focus: to this command it is not there.
        return Err(AppError::new(
            ErrorKind::NotFound,
            format!("The campaign has no focus {}.", input.id),
        ));
    }
    desk.store_mut()?
        .delete_content(SystemId::Clockwork, input.id)?;
    desk.after_write();
    clockwork_focus_catalog(desk)
}

/// The campaign's foci, by name.
fn campaign_foci(desk: &mut Desk) -> Result<Vec<ClockworkCampaignFocus>, AppError> {
    let filter = ContentFilter {
        kind: Some(KIND.into()),
        name_contains: None,
    };
    desk.store()?
        .list_content(SystemId::Clockwork, &filter)?
        .into_iter()
        .map(focus_of)
        .collect()
}

fn focus_of(row: ContentRow) -> Result<ClockworkCampaignFocus, AppError> {
    let stored: StoredFocus = serde_json::from_str(&row.data).map_err(|e| {
        AppError::new(
            ErrorKind::CampaignDamaged,
            format!("The focus {} could not be read: {e}", row.name),
        )
    })?;
    Ok(ClockworkCampaignFocus {
        id: row.id,
        name: row.name,
        skill: stored.skill,
        note: stored.note,
    })
}
