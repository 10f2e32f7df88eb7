//! Game sessions: the evenings of play that progression entries and encounters are recorded
//! in. Starting or ending one lets each system deal or gather what it tracks between sessions;
//! each keeps the GM's notes, who was at the table and the loot, and its recap adds what the
//! campaign recorded during it (each character's ledger entries, the encounters launched).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_store::{GameSession, GameSessionRecord, PartyMember, SessionEdit};

use crate::encounters::EncounterSummary;
use crate::parties::PartyMemberView;
use crate::{validate, AppError, Desk};

/// Arguments of `start_game_session`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NewGameSession {
    /// The session's name ("Session 4: The Sunken Crypt").
    pub name: String,
    /// Deal only this party's decks; without it, every player character's. Its members are the
    /// session's attendees unless `attendees` says otherwise.
    #[serde(default)]
    #[specta(optional)]
    pub party_id: Option<i64>,
    /// The characters at the table (by default the party's members, or nobody yet).
    #[serde(default)]
    #[specta(optional)]
    pub attendees: Option<Vec<i64>>,
}

/// A game session.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct GameSessionView {
    /// Its id.
    pub id: i64,
    /// Its name.
    pub name: String,
    /// When it started (RFC 3339, UTC).
    pub started_at: String,
    /// When it ended, if it has.
    pub ended_at: Option<String>,
    /// The characters whose decks were dealt or gathered by this command.
    pub decks: Vec<String>,
}

/// Arguments of `game_session_recap`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct GameSessionRef {
    /// The session's id.
    pub id: i64,
}

/// Arguments of `update_game_session`: the session's record as the GM wants it, each part
/// replacing what was there.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct GameSessionUpdate {
    /// The session's id.
    pub id: i64,
    /// Its name.
    pub name: String,
    /// The GM's notes (any length; searchable).
    pub notes: String,
    /// The characters at the table.
    pub attendees: Vec<i64>,
    /// The loot found, in order.
    pub loot: Vec<LootLine>,
}

/// One item of loot as the GM enters it.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct LootLine {
    /// What was found ("a silver key", "40 gp").
    pub item: String,
    /// The character who took it, if anyone.
    #[serde(default)]
    #[specta(optional)]
    pub taken_by: Option<i64>,
}

/// A session's recap: what the GM wrote, and what the campaign recorded during it.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct GameSessionRecap {
    /// Its id.
    pub id: i64,
    /// Its name.
    pub name: String,
    /// When it started (RFC 3339, UTC).
    pub started_at: String,
    /// When it ended, if it has.
    pub ended_at: Option<String>,
    /// The GM's notes.
    pub notes: String,
    /// Who was at the table.
    pub attendees: Vec<PartyMemberView>,
    /// The loot found, in the GM's order.
    pub loot: Vec<LootView>,
    /// The encounters launched during the session, oldest first.
    pub encounters: Vec<EncounterSummary>,
    /// Per character, what its ledger recorded during the session (XP, Victories, levels,
    /// Knowledge Points…), in its system's words.
    pub progress: Vec<SessionProgress>,
}

/// One item of a session's loot.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct LootView {
    /// What was found.
    pub item: String,
    /// Who took it, if anyone.
    pub taken_by: Option<PartyMemberView>,
}

/// What one character's ledger recorded during a session.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionProgress {
    /// The character.
    pub character: PartyMemberView,
    /// Each entry in a sentence, oldest first.
    pub entries: Vec<String>,
}

/// Opens a game session; each system deals what a session starts with (Fated Hand: every deck
/// gathered, shuffled, Hand Size drawn). The session, its attendees and every deal commit
/// together.
pub fn start_game_session(
    desk: &mut Desk,
    input: NewGameSession,
) -> Result<GameSessionView, AppError> {
    let name = validate::name("name", &input.name)?;
    let now = desk.now();
    let seed = now.timestamp_nanos_opt().unwrap_or_default();
    let store = desk.store_mut()?;
    let party = match input.party_id {
        Some(party) => Some(store.party(party)?.members),
        None => None,
    };
    let attendees = match (input.attendees, &party) {
        (Some(attendees), _) => checked_characters(store, "attendees", attendees)?,
        (None, Some(members)) => members.iter().map(|member| member.id).collect(),
        (None, None) => Vec::new(),
    };
    let dealt = crate::systems::session_started(store, party.as_deref(), seed)?;
    let session = store.start_game_session_with(&name, now, &attendees, &dealt.decks)?;
    desk.after_write();
    Ok(view(session, dealt.names))
}

/// Closes the open game session; each system puts away what a session ends with (Fated Hand:
/// every tracked deck gathered and shuffled).
pub fn end_game_session(desk: &mut Desk) -> Result<GameSessionView, AppError> {
    let now = desk.now();
    let store = desk.store_mut()?;
    let gathered = crate::systems::session_ended(store)?;
    let session = store.end_game_session_with(now, &gathered.decks)?;
    desk.after_write();
    Ok(view(session, gathered.names))
}

/// Every game session, newest first.
pub fn list_game_sessions(desk: &mut Desk) -> Result<Vec<GameSessionView>, AppError> {
    Ok(desk
        .store()?
        .game_sessions()?
        .into_iter()
        .map(|s| view(s, Vec::new()))
        .collect())
}

/// One session's recap: notes, attendees, loot, the encounters launched and what each
/// character's ledger recorded during it.
pub fn game_session_recap(
    desk: &mut Desk,
    input: GameSessionRef,
) -> Result<GameSessionRecap, AppError> {
    recap(desk.store()?, input.id)
}

/// Writes a session's name, notes, attendees and loot (an open or a past session), in one
/// transaction; a character that does not exist is refused and nothing changes.
pub fn update_game_session(
    desk: &mut Desk,
    input: GameSessionUpdate,
) -> Result<GameSessionRecap, AppError> {
    let name = validate::name("name", &input.name)?;
    let store = desk.store_mut()?;
    let attendees = checked_characters(store, "attendees", input.attendees)?;
    let mut loot = Vec::with_capacity(input.loot.len());
    for (index, line) in input.loot.into_iter().enumerate() {
        let item = line.item.trim();
        if item.is_empty() {
            return Err(AppError::invalid(
                &format!("loot[{index}].item"),
                "Say what was found, or remove the line.",
            ));
        }
        if let Some(character) = line.taken_by {
            checked_characters(store, &format!("loot[{index}].takenBy"), vec![character])?;
        }
        loot.push((item.to_owned(), line.taken_by));
    }
    let edit = SessionEdit {
        name,
        notes: input.notes,
        attendees,
        loot,
    };
    store.update_game_session(input.id, &edit)?;
    desk.after_write();
    recap(desk.store()?, input.id)
}

fn recap(store: &tablekeep_store::CampaignStore, id: i64) -> Result<GameSessionRecap, AppError> {
    let GameSessionRecord {
        session,
        notes,
        attendees,
        loot,
    } = store.game_session_record(id)?;
    let mut progress = Vec::new();
    for member in store.characters_with_entries_in_session(id)? {
        let character = store.character(member.id)?;
        let entries = crate::systems::session_progress(store, &character, id)?;
        if !entries.is_empty() {
            progress.push(SessionProgress {
                character: member_view(member),
                entries,
            });
        }
    }
    Ok(GameSessionRecap {
        id: session.id,
        name: session.name,
        started_at: session.started_at,
        ended_at: session.ended_at,
        notes,
        attendees: attendees.into_iter().map(member_view).collect(),
        loot: loot
            .into_iter()
            .map(|row| LootView {
                item: row.item,
                taken_by: row.taken_by.map(member_view),
            })
            .collect(),
        encounters: crate::encounters::summaries(store.encounters_in_session(id)?),
        progress,
    })
}

/// The ids, each a character of the campaign (refused naming `field` otherwise), without
/// repeats, in the order given.
fn checked_characters(
    store: &tablekeep_store::CampaignStore,
    field: &str,
    ids: Vec<i64>,
) -> Result<Vec<i64>, AppError> {
    let mut seen = Vec::with_capacity(ids.len());
    for id in ids {
        match store.character(id) {
            Ok(_) => {}
            Err(tablekeep_store::StoreError::NotFound { .. }) => {
                return Err(AppError::invalid(
                    field,
                    format!("There is no character {id} in this campaign."),
                ))
            }
            Err(other) => return Err(other.into()),
        }
        if !seen.contains(&id) {
            seen.push(id);
        }
    }
    Ok(seen)
}

fn member_view(member: PartyMember) -> PartyMemberView {
    PartyMemberView {
        id: member.id,
        name: member.name,
        system: member.system,
    }
}

fn view(session: GameSession, decks: Vec<String>) -> GameSessionView {
    GameSessionView {
        id: session.id,
        name: session.name,
        started_at: session.started_at,
        ended_at: session.ended_at,
        decks,
    }
}
