//! Game sessions: starting one deals every Fated Hand player character's deck; ending one
//! gathers and shuffles them ("Cards").

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::deck::Deck;
use tablekeep_rules::systems::fated_hand::checks::{end_session, start_session};
use tablekeep_rules::systems::fated_hand::sheet::sheet;
use tablekeep_rules::{CharacterKind, SystemId};
use tablekeep_store::{CharacterFilter, DeckRow, GameSession};

use super::state::{deck_rng, deck_row, load_build, parse_deck, rule_choices, FatedHandData};
use crate::{validate, AppError, Desk};

/// Arguments of `start_game_session`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NewGameSession {
    /// The session's name ("Session 4: The Sunken Crypt").
    pub name: String,
    /// Deal only this party's decks; without it, every Fated Hand player character's.
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

/// Opens a game session and deals hands: every deck gathered, shuffled, Hand Size drawn.
pub fn start_game_session(
    desk: &mut Desk,
    input: NewGameSession,
) -> Result<GameSessionView, AppError> {
    let name = validate::name("name", &input.name)?;
    let now = desk.now();
    let seed = now.timestamp_nanos_opt().unwrap_or_default();
    let store = desk.store_mut()?;
    let members: Vec<i64> = match input.party_id {
        Some(party) => store
            .party(party)?
            .members
            .into_iter()
            .filter(|m| m.system == SystemId::FatedHand)
            .map(|m| m.id)
            .collect(),
        None => store
            .list_characters(&CharacterFilter {
                system: Some(SystemId::FatedHand),
                kind: Some(CharacterKind::Pc),
                ..Default::default()
            })?
            .into_iter()
            .map(|c| c.id)
            .collect(),
    };
    let rules = rule_choices(store)?;
    let mut saves: Vec<(i64, Option<i64>, DeckRow)> = Vec::new();
    let mut names = Vec::new();
    for id in members {
        let character = store.character(id)?;
        let Some((build, _)) = load_build(store, &character)? else {
            continue;
        };
        let gear = FatedHandData::parse(&character.fields.data)?.gear;
        let hand_size =
            usize::try_from(sheet(&build, &gear, &rules).hand_size.value.max(0)).unwrap_or(0);
        let (mut deck, row_seed, operations) = match store.deck(id)? {
            Some(row) => (parse_deck(&row)?, row.seed, Some(row.operations)),
            None => {
                let seed = seed ^ id;
                (Deck::shuffled(&mut deck_rng(seed, 0)), seed, None)
            }
        };
        let next = operations.unwrap_or(0) + 1;
        start_session(&mut deck, hand_size, &mut deck_rng(row_seed, next));
        saves.push((id, operations, deck_row(&deck, row_seed, next)));
        names.push(character.fields.name);
    }
    // The session row and every deal commit together or not at all.
    let session = store.start_game_session_with(&name, now, &saves)?;
    desk.after_write();
    Ok(view(session, names))
}

/// Closes the open game session; every tracked deck is gathered and shuffled.
pub fn end_game_session(desk: &mut Desk) -> Result<GameSessionView, AppError> {
    let now = desk.now();
    let store = desk.store_mut()?;
    let mut saves = Vec::new();
    let mut names = Vec::new();
    for summary in store.list_characters(&CharacterFilter {
        system: Some(SystemId::FatedHand),
        ..Default::default()
    })? {
        let Some(row) = store.deck(summary.id)? else {
            continue;
        };
        let mut deck = parse_deck(&row)?;
        end_session(&mut deck, &mut deck_rng(row.seed, row.operations + 1));
        saves.push((
            summary.id,
            Some(row.operations),
            deck_row(&deck, row.seed, row.operations + 1),
        ));
        names.push(summary.name);
    }
    let session = store.end_game_session_with(now, &saves)?;
    desk.after_write();
    Ok(view(session, names))
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
