//! Game sessions: the evenings of play that progression entries and encounters are recorded
//! in. Starting or ending one lets each system deal or gather what it tracks between sessions.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_store::GameSession;

use crate::{validate, AppError, Desk};

/// Arguments of `start_game_session`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NewGameSession {
    /// The session's name ("Session 4: The Sunken Crypt").
    pub name: String,
    /// Deal only this party's decks; without it, every player character's.
    #[serde(default)]
    #[specta(optional)]
    pub party_id: Option<i64>,
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

/// Opens a game session; each system deals what a session starts with (Fated Hand: every deck
/// gathered, shuffled, Hand Size drawn). The session and every deal commit together.
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
    let dealt = crate::systems::session_started(store, party.as_deref(), seed)?;
    let session = store.start_game_session_with(&name, now, &dealt.decks)?;
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

fn view(session: GameSession, decks: Vec<String>) -> GameSessionView {
    GameSessionView {
        id: session.id,
        name: session.name,
        started_at: session.started_at,
        ended_at: session.ended_at,
        decks,
    }
}
