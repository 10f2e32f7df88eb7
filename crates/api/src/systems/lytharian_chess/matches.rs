//! Lytharian Chess matches, kept in the campaign with their history.
//!
//! A match is not an encounter of the shared seam (`encounters/seam.rs`): the seam's encounter
//! is a party against foes snapshotted from character sheets, simulated, tuned and written back
//! to characters, and it requires an automatic player. A match is two armies from the content
//! library and has no characters to write back to. So the system keeps its own store (content
//! kind `match`) and commands, while playing the match through the same event-sourced engine the
//! seam uses (`tablekeep_rules::encounter`: a setup, a seed and the ordered commands; every
//! request replays them, so undo and redo move a cursor and nothing is ever recomputed by hand).
//!
//! The record holds the setup as the armies stood when the match began (a card edited or an
//! army deleted later does not change a match under way), the seed, every command (undone ones
//! kept past the cursor for redo) and, when the GM ends it early, how it ended. Each command is
//! one write; a refused command writes nothing.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::citation::Citation;
use tablekeep_rules::encounter::{replay_setup, step, Battle, Encounter};
use tablekeep_rules::systems::lytharian_chess::board::Side;
use tablekeep_rules::systems::lytharian_chess::cards::{Card, TroopCard};
use tablekeep_rules::systems::lytharian_chess::game::legal::LytharianMatch;
use tablekeep_rules::systems::lytharian_chess::game::setup::BACK_RANK;
use tablekeep_rules::systems::lytharian_chess::game::{ArmySetup, Command, MatchSetup};
use tablekeep_rules::SystemId;
use tablekeep_store::{CampaignStore, ContentFilter, ContentRow, NewContent};

use super::armies::{self, LytharianArmy};
use super::cards;
use super::match_screen::{screen, LytharianMatchScreen, LytharianViewer};
use crate::{validate, AppError, Desk, ErrorKind};

/// The content table's kind for a match.
const MATCH: &str = "match";

/// One army brought to a new match, with the player's orders.
#[derive(Clone, Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct LytharianMatchArmy {
    /// The stored army's id.
    pub army: i64,
    /// The back rank from file a to h, as library card ids (rook, knight, bishop, queen, king,
    /// bishop, knight, rook); left out, the army's troops take the squares in the order listed.
    #[serde(default)]
    pub back_rank: Option<Vec<i64>>,
    /// The pawns from file a to h, as library card ids; left out, in the order listed.
    #[serde(default)]
    pub pawns: Option<Vec<i64>>,
}

/// Arguments of `lytharian_chess_start_match`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct LytharianMatchStart {
    /// The GM's name for the match.
    pub name: String,
    /// The two armies, in any order (who goes first comes from their power scores).
    pub armies: [LytharianMatchArmy; 2],
    /// The seed that shuffles the decks and rolls the engine's dice; a fresh one when left out.
    #[serde(default)]
    pub seed: Option<u32>,
}

/// Names one match and the screen it is looked at from.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct LytharianMatchRef {
    /// The match's id.
    pub id: i64,
    /// Whose screen (the GM's unless given).
    #[serde(default)]
    pub viewer: LytharianViewer,
}

/// Arguments of `lytharian_chess_match_command`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct LytharianMatchOrder {
    /// The match's id.
    pub id: i64,
    /// The command count the screen showed (a match moved on meanwhile is refused).
    pub cursor: u32,
    /// Whose screen gives it: a side's screen gives only its own side's commands.
    #[serde(default)]
    pub viewer: LytharianViewer,
    /// The command.
    pub command: Command,
}

/// Arguments of `lytharian_chess_undo_match` and `lytharian_chess_redo_match`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct LytharianMatchStep {
    /// The match's id.
    pub id: i64,
    /// The command count the screen showed.
    pub cursor: u32,
    /// Whose screen asks.
    #[serde(default)]
    pub viewer: LytharianViewer,
}

/// How the GM ends a match the board has not decided.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum LytharianMatchClose {
    /// A player gives up: the other wins.
    Resign {
        /// Who gives up.
        side: Side,
    },
    /// The GM declares a winner (timed play, an agreement at the table), or none.
    Declare {
        /// The winner, if any.
        winner: Option<Side>,
        /// Why, in the GM's words.
        reason: String,
    },
}

/// Arguments of `lytharian_chess_end_match`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct LytharianMatchEnd {
    /// The match's id.
    pub id: i64,
    /// The command count the screen showed.
    pub cursor: u32,
    /// How it ends.
    pub close: LytharianMatchClose,
    /// Whose screen asks (a side may only resign itself).
    #[serde(default)]
    pub viewer: LytharianViewer,
}

/// How a match the GM ended ended.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct LytharianMatchEnding {
    /// The winner, if any.
    pub winner: Option<Side>,
    /// Why, in a sentence.
    pub reason: String,
    /// The rule it follows.
    pub rule: Citation,
}

/// A match in the list.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct LytharianMatchSummary {
    /// Id.
    pub id: i64,
    /// Its name.
    pub name: String,
    /// The first player's army and the second player's.
    pub armies: [String; 2],
    /// Turns begun.
    pub turn_number: u16,
    /// Whether it is over.
    pub over: bool,
    /// Last change, RFC 3339.
    pub updated_at: String,
}

/// An army as the match remembers it.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct StoredArmy {
    pub id: i64,
    pub name: String,
}

/// A match as stored (content kind `match`).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct StoredMatch {
    /// The armies in setup order.
    pub armies: [StoredArmy; 2],
    pub setup: MatchSetup,
    pub seed: u64,
    /// Every command given, undone ones past the cursor.
    pub commands: Vec<Command>,
    /// How many commands are in effect.
    pub cursor: usize,
    /// How the GM ended it, when the board did not.
    #[serde(default)]
    pub ending: Option<LytharianMatchEnding>,
}

fn storage(message: String) -> AppError {
    AppError::new(ErrorKind::Storage, message)
}

fn parse(row: &ContentRow) -> Result<StoredMatch, AppError> {
    if row.kind != MATCH {
        return Err(AppError::new(
            ErrorKind::NotFound,
            format!("There is no Lytharian Chess match {}.", row.id),
        ));
    }
    serde_json::from_str(&row.data).map_err(|e| {
        storage(format!(
            "The Lytharian Chess match {} ({}) is damaged in the campaign file: {e}.",
            row.id, row.name
        ))
    })
}

/// The match replayed to its cursor. A stored command always decided when it was given, so a
/// refusal here is damage, not a rule broken now.
pub(crate) fn replayed(
    row: &ContentRow,
    stored: &StoredMatch,
) -> Result<Encounter<LytharianMatch>, AppError> {
    replay_setup::<LytharianMatch>(
        &stored.setup,
        stored.seed,
        &stored.commands[..stored.cursor],
    )
    .map_err(|e| {
        storage(format!(
            "The Lytharian Chess match {} ({}) no longer replays: {}",
            row.id,
            row.name,
            e.violation().message
        ))
    })
}

/// An army's troops, each with its library id, and its deck.
type ArmyCards = (Vec<(i64, TroopCard)>, Vec<Card>);

/// An army's troops (each with its library id) and its deck, from the library.
fn army_cards(store: &CampaignStore, army: &LytharianArmy) -> Result<ArmyCards, AppError> {
    let library = cards::library(store)?;
    let find = |id: i64| library.iter().find(|(row, _)| row.id == id);
    let mut troops = Vec::new();
    for entry in &army.troops {
        if let Some((_, stored)) = find(entry.card) {
            if let Card::Troop(troop) = &stored.card {
                troops.extend(std::iter::repeat_n(
                    (entry.card, troop.clone()),
                    entry.copies.into(),
                ));
            }
        }
    }
    let mut deck = Vec::new();
    for entry in &army.deck {
        if let Some((_, stored)) = find(entry.card) {
            deck.extend(std::iter::repeat_n(
                stored.card.clone(),
                entry.copies.into(),
            ));
        }
    }
    Ok((troops, deck))
}

/// Takes the troops for `order` (library ids, files a to h) out of `pool`; without an order,
/// the first troop of each wanted piece in the order the army lists them.
fn arrange(
    pool: &mut Vec<(i64, TroopCard)>,
    order: Option<&[i64]>,
    wanted: &[tablekeep_rules::systems::lytharian_chess::cards::PieceType],
    field: &str,
) -> Result<Vec<TroopCard>, AppError> {
    let mut out = Vec::with_capacity(8);
    match order {
        Some(ids) => {
            if ids.len() != 8 {
                return Err(AppError::invalid(
                    field,
                    "Give 8 troops, one per file from a to h.",
                ));
            }
            for (file, id) in ids.iter().enumerate() {
                let Some(at) = pool.iter().position(|(card, _)| card == id) else {
                    return Err(AppError::invalid(
                        &format!("{field}[{file}]"),
                        format!("The army has no troop {id} left to place on this file."),
                    ));
                };
                out.push(pool.remove(at).1);
            }
        }
        None => {
            for piece in wanted {
                let Some(at) = pool
                    .iter()
                    .position(|(_, troop)| troop.piece.get() == Some(*piece))
                else {
                    return Err(AppError::invalid(
                        field,
                        format!("The army has no {} left to place.", piece.name()),
                    ));
                };
                out.push(pool.remove(at).1);
            }
        }
    }
    Ok(out)
}

/// One army as it will stand on the board, checked playable first.
fn army_setup(
    store: &CampaignStore,
    index: usize,
    entry: &LytharianMatchArmy,
) -> Result<
    (
        StoredArmy,
        ArmySetup,
        tablekeep_rules::systems::lytharian_chess::army::Mode,
    ),
    AppError,
> {
    let field = format!("armies[{index}]");
    let row = store
        .content(SystemId::LytharianChess, entry.army)
        .map_err(|_| {
            AppError::invalid(
                &format!("{field}.army"),
                format!("There is no Lytharian Chess army {}.", entry.army),
            )
        })?;
    let army = armies::parse(&row)?;
    let legality = armies::legality_of(store, &army)?;
    if let Some(problem) = legality.problems.first() {
        return Err(AppError {
            kind: ErrorKind::RuleViolation,
            message: format!(
                "{} is not ready to play: {} ({} problem{} in all; nothing was started.)",
                army.name,
                problem.message,
                legality.problems.len(),
                if legality.problems.len() == 1 {
                    ""
                } else {
                    "s"
                }
            ),
            field: Some(format!("{field}.army")),
            rule: Some(problem.rule.clone()),
        });
    }
    let (mut pool, deck) = army_cards(store, &army)?;
    let back_rank = arrange(
        &mut pool,
        entry.back_rank.as_deref(),
        &BACK_RANK,
        &format!("{field}.backRank"),
    )?;
    let pawn = tablekeep_rules::systems::lytharian_chess::cards::PieceType::Pawn;
    let pawns = arrange(
        &mut pool,
        entry.pawns.as_deref(),
        &[pawn; 8],
        &format!("{field}.pawns"),
    )?;
    Ok((
        StoredArmy {
            id: row.id,
            name: army.name.clone(),
        },
        ArmySetup {
            back_rank,
            pawns,
            deck,
        },
        army.mode,
    ))
}

fn content_of(name: &str, stored: &StoredMatch) -> Result<NewContent, AppError> {
    Ok(NewContent {
        kind: MATCH.to_owned(),
        name: name.to_owned(),
        data: serde_json::to_string(stored).map_err(|e| storage(e.to_string()))?,
    })
}

fn load(store: &CampaignStore, id: i64) -> Result<(ContentRow, StoredMatch), AppError> {
    let row = store.content(SystemId::LytharianChess, id)?;
    let stored = parse(&row)?;
    Ok((row, stored))
}

/// Refuses a request made from a screen that no longer shows the match as it stands.
fn expect_cursor(stored: &StoredMatch, cursor: u32) -> Result<(), AppError> {
    if stored.cursor != cursor as usize {
        return Err(AppError::new(
            ErrorKind::Conflict,
            format!(
                "The match moved on meanwhile ({} commands, the screen showed {cursor}); reload it.",
                stored.cursor
            ),
        ));
    }
    Ok(())
}

fn save(
    desk: &mut Desk,
    row: &ContentRow,
    stored: &StoredMatch,
    viewer: LytharianViewer,
) -> Result<LytharianMatchScreen, AppError> {
    let piece = content_of(&row.name, stored)?;
    let now = desk.now();
    let row = desk.store_mut()?.update_content_if_unchanged(
        SystemId::LytharianChess,
        row.id,
        &row.data,
        &piece,
        now,
    )?;
    desk.after_write();
    screen(&row, stored, &replayed(&row, stored)?, viewer)
}

/// Starts a match from two playable armies: the first player and its bonus mana from the power
/// scores, both back ranks and the pawns placed, the decks shuffled from the seed.
pub fn lytharian_chess_start_match(
    desk: &mut Desk,
    input: LytharianMatchStart,
) -> Result<LytharianMatchScreen, AppError> {
    let name = validate::name("name", &input.name)?;
    let store = desk.store()?;
    let (army_a, setup_a, mode_a) = army_setup(store, 0, &input.armies[0])?;
    let (army_b, setup_b, mode_b) = army_setup(store, 1, &input.armies[1])?;
    if mode_a != mode_b {
        return Err(AppError::invalid(
            "armies[1].army",
            format!(
                "{} is built for another mode than {}: both players build for the mode they agreed on.",
                army_b.name, army_a.name
            ),
        ));
    }
    let choices = crate::campaign_rules::rule_choices(store)?;
    let setup = MatchSetup {
        armies: [setup_a, setup_b],
        mode: mode_a,
        choices,
        spell_effects: Vec::new(),
    };
    let seed = u64::from(input.seed.unwrap_or_else(|| desk.fresh_seed()));
    let stored = StoredMatch {
        armies: [army_a, army_b],
        setup,
        seed,
        commands: Vec::new(),
        cursor: 0,
        ending: None,
    };
    // The setup is the rules' to refuse (an unknown value, a piece on the wrong square).
    tablekeep_rules::encounter::start::<LytharianMatch>(&stored.setup, seed)
        .map_err(AppError::rule)?;
    let piece = content_of(&name, &stored)?;
    let now = desk.now();
    let row = desk
        .store_mut()?
        .insert_content(SystemId::LytharianChess, &piece, now)?;
    desk.after_write();
    screen(
        &row,
        &stored,
        &replayed(&row, &stored)?,
        LytharianViewer::Gm,
    )
}

/// The campaign's matches, by name.
pub fn lytharian_chess_list_matches(
    desk: &mut Desk,
) -> Result<Vec<LytharianMatchSummary>, AppError> {
    let store = desk.store()?;
    let rows = store.list_content(
        SystemId::LytharianChess,
        &ContentFilter {
            kind: Some(MATCH.to_owned()),
            name_contains: None,
        },
    )?;
    rows.into_iter()
        .map(|row| {
            let stored = parse(&row)?;
            let played = replayed(&row, &stored)?;
            let of = |side: usize| {
                stored.armies[usize::from(played.state.army_of[side])]
                    .name
                    .clone()
            };
            Ok(LytharianMatchSummary {
                id: row.id,
                name: row.name.clone(),
                armies: [of(0), of(1)],
                turn_number: played.state.turn.number,
                over: played.state.outcome.is_some() || stored.ending.is_some(),
                updated_at: row.updated_at.clone(),
            })
        })
        .collect()
}

/// One match as `viewer` may see it.
pub fn lytharian_chess_get_match(
    desk: &mut Desk,
    input: LytharianMatchRef,
) -> Result<LytharianMatchScreen, AppError> {
    let (row, stored) = load(desk.store()?, input.id)?;
    screen(&row, &stored, &replayed(&row, &stored)?, input.viewer)
}

/// Gives one command: decided by the engine at the cursor (refused with its rule, changing
/// nothing), then stored after the commands in effect (undone ones are dropped).
pub fn lytharian_chess_match_command(
    desk: &mut Desk,
    input: LytharianMatchOrder,
) -> Result<LytharianMatchScreen, AppError> {
    let (row, mut stored) = load(desk.store()?, input.id)?;
    expect_cursor(&stored, input.cursor)?;
    if let Some(side) = input.viewer.side() {
        if input.command.side() != side {
            return Err(AppError::invalid(
                "command",
                "A player's screen gives that player's commands only; the GM's screen gives either side's.",
            ));
        }
    }
    let mut played = replayed(&row, &stored)?;
    if let Some(ending) = &stored.ending {
        return Err(AppError::new(
            ErrorKind::Conflict,
            format!(
                "The match is over: {} Undo the ending to play on.",
                ending.reason
            ),
        ));
    }
    if LytharianMatch::outcome(&played.state).is_some() {
        return Err(AppError::new(
            ErrorKind::Conflict,
            "The match is over; undo to take back the last command.",
        ));
    }
    step::<LytharianMatch>(
        &mut played.state,
        stored.seed,
        stored.cursor,
        &input.command,
    )
    .map_err(AppError::rule)?;
    stored.commands.truncate(stored.cursor);
    stored.commands.push(input.command);
    stored.cursor += 1;
    save(desk, &row, &stored, input.viewer)
}

/// Takes back the last command (or the GM's ending, when the match was ended by hand).
pub fn lytharian_chess_undo_match(
    desk: &mut Desk,
    input: LytharianMatchStep,
) -> Result<LytharianMatchScreen, AppError> {
    let (row, mut stored) = load(desk.store()?, input.id)?;
    expect_cursor(&stored, input.cursor)?;
    if stored.ending.take().is_none() {
        if stored.cursor == 0 {
            return Err(AppError::new(
                ErrorKind::Conflict,
                "There is nothing left to undo.",
            ));
        }
        stored.cursor -= 1;
    }
    save(desk, &row, &stored, input.viewer)
}

/// Gives again the next command taken back.
pub fn lytharian_chess_redo_match(
    desk: &mut Desk,
    input: LytharianMatchStep,
) -> Result<LytharianMatchScreen, AppError> {
    let (row, mut stored) = load(desk.store()?, input.id)?;
    expect_cursor(&stored, input.cursor)?;
    if stored.ending.is_some() || stored.cursor >= stored.commands.len() {
        return Err(AppError::new(
            ErrorKind::Conflict,
            "There is nothing to redo.",
        ));
    }
    stored.cursor += 1;
    save(desk, &row, &stored, input.viewer)
}

/// Ends a match the board has not decided: a resignation or the GM's declaration.
pub fn lytharian_chess_end_match(
    desk: &mut Desk,
    input: LytharianMatchEnd,
) -> Result<LytharianMatchScreen, AppError> {
    let (row, mut stored) = load(desk.store()?, input.id)?;
    expect_cursor(&stored, input.cursor)?;
    let played = replayed(&row, &stored)?;
    if stored.ending.is_some() || played.state.outcome.is_some() {
        return Err(AppError::new(
            ErrorKind::Conflict,
            "The match is already over.",
        ));
    }
    let rule = Citation::new(SystemId::LytharianChess, "Play Overview and Winning");
    let ending = match input.close {
        LytharianMatchClose::Resign { side } => {
            if input.viewer.side().is_some_and(|viewer| viewer != side) {
                return Err(AppError::invalid(
                    "close.side",
                    "A player's screen may resign for that player only.",
                ));
            }
            LytharianMatchEnding {
                winner: Some(side.other()),
                reason: format!(
                    "The {} player resigns; the {} player wins.",
                    side_word(side),
                    side_word(side.other())
                ),
                rule,
            }
        }
        LytharianMatchClose::Declare { winner, reason } => {
            if input.viewer.side().is_some() {
                return Err(AppError::invalid(
                    "viewer",
                    "Only the GM's screen declares how a match ends.",
                ));
            }
            let reason = reason.trim();
            if reason.is_empty() || reason.len() > 500 {
                return Err(AppError::invalid(
                    "close.reason",
                    "Say in a sentence (500 characters at most) why the match ends.",
                ));
            }
            LytharianMatchEnding {
                winner,
                reason: reason.to_owned(),
                rule,
            }
        }
    };
    stored.ending = Some(ending);
    save(desk, &row, &stored, input.viewer)
}

/// Deletes a match and its history; gives the matches left.
pub fn lytharian_chess_delete_match(
    desk: &mut Desk,
    input: LytharianMatchRef,
) -> Result<Vec<LytharianMatchSummary>, AppError> {
    let row = desk.store()?.content(SystemId::LytharianChess, input.id)?;
    parse(&row)?;
    desk.store_mut()?
        .delete_content(SystemId::LytharianChess, input.id)?;
    desk.after_write();
    lytharian_chess_list_matches(desk)
}

/// "first" or "second".
pub(crate) fn side_word(side: Side) -> &'static str {
    match side {
        Side::First => "first",
        Side::Second => "second",
    }
}
