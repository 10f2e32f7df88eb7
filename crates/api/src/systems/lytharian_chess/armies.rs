//! Lytharian Chess armies and their decks, kept in the campaign, with legality by mode.
//!
//! An army is its troops and the deck of spells and equipment that goes with it (the deck's
//! Life and Death spells depend on the army's alignment, so the two are checked together),
//! for one mode (Standard, Maelstorm, Chaos) and one game (the full game, Battle Duels, Pawn
//! Wars). It names library cards by id with their copies. Its legality is the rules crate's
//! `check_army` and `check_deck_at_table` under the campaign's table rules, worked out on
//! every read, so a card edit or a table-rule switch shows at once.
//!
//! A problem either breaks one of the mode's limits (too many of a piece, too many copies, good
//! with evil, opposite elements, Life or Death against the army's alignment) or says what is
//! still to do (too few of a piece, too small a deck, a value the GM has yet to enter). An army
//! still being built saves; one that breaks a limit is refused, naming the rule, and nothing
//! changes.

use std::collections::HashMap;
use std::fmt::Write as _;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::citation::Citation;
use tablekeep_rules::systems::lytharian_chess::army::{
    army_power, check_army, check_deck_at_table, Game, LegalityError, Mode,
};
use tablekeep_rules::systems::lytharian_chess::cards::{Card, DeckCard, PieceType, TroopCard};
use tablekeep_rules::SystemId;
use tablekeep_store::{CampaignStore, ContentFilter, ContentRow, NewContent};

use super::cards::{self, LytharianCardKind, StoredCard};
use super::opposites::{self, LytharianElementPair};
use crate::{validate, AppError, Desk, ErrorKind};

/// The content table's kind for an army.
const ARMY: &str = "army";
/// Most entries in an army's troop list or its deck (far above any legal army, so a typing
/// slip is caught rather than stored).
const ENTRIES_MAX: usize = 300;
/// Most copies one entry may name.
const COPIES_MAX: u16 = 99;

fn full_game() -> Game {
    Game::Full
}

/// A card of the library in an army or a deck, with its copies.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct LytharianCopies {
    /// The card's id in the library.
    pub card: i64,
    /// How many copies.
    pub copies: u16,
}

/// An army with its deck, as the GM builds it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct LytharianArmy {
    /// Its name.
    pub name: String,
    /// The deck-building mode its players agreed on.
    pub mode: Mode,
    /// The game it is for (the full game unless given).
    #[serde(default = "full_game")]
    pub game: Game,
    /// Its troops (troop cards).
    #[serde(default)]
    pub troops: Vec<LytharianCopies>,
    /// Its deck (spells and equipment).
    #[serde(default)]
    pub deck: Vec<LytharianCopies>,
    /// The GM's notes.
    #[serde(default)]
    pub notes: String,
}

/// Which half of an army a problem is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum LytharianArmyPart {
    /// The troops.
    Troops,
    /// The deck of spells and equipment.
    Deck,
}

/// One problem with an army or its deck.
#[derive(Clone, Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct LytharianLegalityProblem {
    /// The troops or the deck.
    pub part: LytharianArmyPart,
    /// What is wrong, in a sentence.
    pub message: String,
    /// The rule, cited.
    pub rule: Citation,
    /// Whether it breaks one of the mode's limits (the army cannot be saved so) rather than
    /// saying what is still to do (too few cards, a value to enter).
    pub breaks_limit: bool,
    /// The problem, typed.
    pub error: LegalityError,
}

/// How many troops of a piece the army has and the game needs.
#[derive(Clone, Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct LytharianPieceCount {
    /// The piece.
    pub piece: PieceType,
    /// Troops of it in the army (troops whose piece is unknown are not counted).
    pub have: usize,
    /// How many the game needs.
    pub need: usize,
}

/// An army's legality in its mode, under the campaign's table rules.
#[derive(Clone, Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct LytharianLegality {
    /// Whether it can be played: no problem at all.
    pub playable: bool,
    /// Whether a problem breaks one of the mode's limits (a save is refused).
    pub breaks_limit: bool,
    /// Every problem, the troops' first.
    pub problems: Vec<LytharianLegalityProblem>,
    /// The troops by piece.
    pub pieces: Vec<LytharianPieceCount>,
    /// Troops in the army.
    pub troops: usize,
    /// Troops the game needs.
    pub troops_needed: usize,
    /// Cards in the deck.
    pub deck_cards: usize,
    /// The fewest the deck may hold in this mode and game (none: no minimum).
    pub deck_minimum: Option<usize>,
    /// The army power score, when every troop's is known.
    pub power: Option<u32>,
    /// The elements a Standard deck may not mix, as the campaign's table rule gives them.
    pub opposites: Vec<LytharianElementPair>,
    /// What the opposite pairs in force are (the table rule's option), in a sentence.
    pub opposites_source: String,
}

/// A stored army.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct LytharianArmyView {
    /// Id.
    pub id: i64,
    /// The army.
    pub army: LytharianArmy,
    /// Its legality now.
    pub legality: LytharianLegality,
    /// Created, RFC 3339.
    pub created_at: String,
    /// Last change, RFC 3339.
    pub updated_at: String,
}

/// An army in the list.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct LytharianArmySummary {
    /// Id.
    pub id: i64,
    /// Its name.
    pub name: String,
    /// Its mode.
    pub mode: Mode,
    /// Its game.
    pub game: Game,
    /// Troops in it.
    pub troops: usize,
    /// Cards in its deck.
    pub deck_cards: usize,
    /// Whether it can be played.
    pub playable: bool,
    /// How many problems it has.
    pub problems: usize,
    /// Its power score, when known.
    pub power: Option<u32>,
    /// Last change, RFC 3339.
    pub updated_at: String,
}

/// Names one army.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct LytharianArmyRef {
    /// Its id.
    pub id: i64,
}

/// Arguments of `lytharian_chess_create_army` and `lytharian_chess_check_army`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct LytharianArmyDraft {
    /// The army.
    pub army: LytharianArmy,
}

/// Arguments of `lytharian_chess_update_army`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct LytharianArmyUpdate {
    /// The stored army to replace.
    pub id: i64,
    /// Its new contents.
    pub army: LytharianArmy,
}

fn storage(message: String) -> AppError {
    AppError::new(ErrorKind::Storage, message)
}

pub(crate) fn parse(row: &ContentRow) -> Result<LytharianArmy, AppError> {
    if row.kind != ARMY {
        return Err(AppError::new(
            ErrorKind::NotFound,
            format!("There is no Lytharian Chess army {}.", row.id),
        ));
    }
    serde_json::from_str(&row.data).map_err(|e| {
        storage(format!(
            "The Lytharian Chess army {} ({}) is damaged in the campaign file: {e}.",
            row.id, row.name
        ))
    })
}

fn stored_armies(store: &CampaignStore) -> Result<Vec<ContentRow>, AppError> {
    Ok(store.list_content(
        SystemId::LytharianChess,
        &ContentFilter {
            kind: Some(ARMY.to_owned()),
            name_contains: None,
        },
    )?)
}

/// The names of the armies whose troops or deck hold card `card`.
pub(crate) fn armies_using(store: &CampaignStore, card: i64) -> Result<Vec<String>, AppError> {
    Ok(stored_armies(store)?
        .into_iter()
        .filter(|row| {
            parse(row).is_ok_and(|army| {
                army.troops
                    .iter()
                    .chain(&army.deck)
                    .any(|entry| entry.card == card)
            })
        })
        .map(|row| row.name)
        .collect())
}

/// The army's lists checked and their cards looked up: the first problem refuses it, naming the
/// field. (Its name is checked when it is saved; a builder's check needs none.)
fn resolve(
    store: &CampaignStore,
    army: &LytharianArmy,
) -> Result<(Vec<TroopCard>, Vec<Card>), AppError> {
    let library: HashMap<i64, (ContentRow, StoredCard)> = cards::library(store)?
        .into_iter()
        .map(|(row, card)| (row.id, (row, card)))
        .collect();
    let mut troops = Vec::new();
    let mut deck = Vec::new();
    for (list, entries) in [("troops", &army.troops), ("deck", &army.deck)] {
        if entries.len() > ENTRIES_MAX {
            return Err(AppError::invalid(
                list,
                format!("An army's {list} list holds {ENTRIES_MAX} entries at most; give copies instead of repeating a card."),
            ));
        }
        for (index, entry) in entries.iter().enumerate() {
            let field = format!("{list}[{index}]");
            if entries[..index].iter().any(|e| e.card == entry.card) {
                return Err(AppError::invalid(
                    &field,
                    format!(
                        "Card {} is listed twice in the {list}; list it once with its copies.",
                        entry.card
                    ),
                ));
            }
            if entry.copies == 0 || entry.copies > COPIES_MAX {
                return Err(AppError::invalid(
                    &format!("{field}.copies"),
                    format!("Copies run from 1 to {COPIES_MAX}; take the card out rather than give it 0."),
                ));
            }
            let Some((row, stored)) = library.get(&entry.card) else {
                return Err(AppError::invalid(
                    &format!("{field}.card"),
                    format!("The library has no Lytharian Chess card {}.", entry.card),
                ));
            };
            let copies = usize::from(entry.copies);
            match (list, &stored.card) {
                ("troops", Card::Troop(troop)) => {
                    troops.extend(std::iter::repeat_n(troop.clone(), copies))
                }
                ("deck", Card::Spell(_) | Card::Equipment(_)) => {
                    deck.extend(std::iter::repeat_n(stored.card.clone(), copies))
                }
                _ => {
                    let kind = LytharianCardKind::parse(&row.kind)
                        .map(|k| k.as_str())
                        .unwrap_or("card");
                    return Err(AppError::invalid(
                        &format!("{field}.card"),
                        if list == "troops" {
                            format!("{} is a {kind}; an army's troops are troop cards (its spells and equipment go in the deck).", row.name)
                        } else {
                            format!("{} is a {kind}; a deck holds spells and equipment (troops go in the army).", row.name)
                        },
                    ));
                }
            }
        }
    }
    Ok((troops, deck))
}

/// A stored army's legality now, its cards looked up in the library.
pub(crate) fn legality_of(
    store: &CampaignStore,
    army: &LytharianArmy,
) -> Result<LytharianLegality, AppError> {
    let (troops, deck) = resolve(store, army)?;
    legality(store, army, &troops, &deck)
}

/// Whether a problem breaks a limit of the mode rather than saying what is still to do.
fn breaks_limit(error: &LegalityError) -> bool {
    match error {
        LegalityError::PieceCount { have, need, .. } => have > need,
        LegalityError::DeckTooSmall { .. } | LegalityError::UnknownValue { .. } => false,
        LegalityError::TroopCopies { .. }
        | LegalityError::UniqueCopies { .. }
        | LegalityError::GoodWithEvil { .. }
        | LegalityError::DeckCopies { .. }
        | LegalityError::OppositeElements { .. }
        | LegalityError::LifeInEvilArmy { .. }
        | LegalityError::DeathInGoodArmy { .. }
        | LegalityError::LifeAndDeath { .. } => true,
    }
}

/// The army's legality in its mode under the campaign's table rules.
fn legality(
    store: &CampaignStore,
    army: &LytharianArmy,
    troops: &[TroopCard],
    deck: &[Card],
) -> Result<LytharianLegality, AppError> {
    let choices = crate::campaign_rules::rule_choices(store)?;
    let opposites = opposites::in_force(store, &choices)?;
    let troop_refs: Vec<&TroopCard> = troops.iter().collect();
    let deck_refs: Vec<DeckCard<'_>> = deck
        .iter()
        .filter_map(|card| match card {
            Card::Spell(spell) => Some(DeckCard::Spell(spell)),
            Card::Equipment(equipment) => Some(DeckCard::Equipment(equipment)),
            Card::Troop(_) => None,
        })
        .collect();
    let (mode, game) = (army.mode, army.game);
    let mut problems: Vec<LytharianLegalityProblem> = Vec::new();
    let army_errors = check_army(mode, game, &troop_refs)
        .err()
        .unwrap_or_default();
    let deck_errors = check_deck_at_table(
        mode,
        game,
        &troop_refs,
        &deck_refs,
        &choices,
        &opposites.gm_pairs,
    )
    .err()
    .unwrap_or_default();
    for (part, errors) in [
        (LytharianArmyPart::Troops, army_errors),
        (LytharianArmyPart::Deck, deck_errors),
    ] {
        for error in errors {
            // The deck's Life and Death check reads the troops' alignment too: one unknown
            // alignment is one problem.
            if problems.iter().any(|p| p.error == error) {
                continue;
            }
            problems.push(LytharianLegalityProblem {
                part,
                message: sentence(&error),
                rule: error.rule(game),
                breaks_limit: breaks_limit(&error),
                error,
            });
        }
    }
    let pieces = PieceType::ALL
        .into_iter()
        .map(|piece| LytharianPieceCount {
            piece,
            have: troops
                .iter()
                .filter(|t| t.piece.get() == Some(piece))
                .count(),
            need: game.pieces(piece),
        })
        .collect();
    let keeps_minimum = mode != Mode::Chaos
        || tablekeep_rules::systems::lytharian_chess::table_rules::deck_rules(&choices, &[])
            .chaos_keeps_minimum;
    Ok(LytharianLegality {
        playable: problems.is_empty(),
        breaks_limit: problems.iter().any(|p| p.breaks_limit),
        problems,
        pieces,
        troops: troops.len(),
        troops_needed: PieceType::ALL.into_iter().map(|p| game.pieces(p)).sum(),
        deck_cards: deck_refs.len(),
        deck_minimum: keeps_minimum.then(|| game.deck_minimum()),
        power: army_power(&troop_refs).ok(),
        opposites: opposites.pairs,
        opposites_source: opposites.source,
    })
}

/// The rules' wording as a sentence: a capital, a full stop, and no "troops:" or "deck:" before
/// it (the problem's part says which).
fn sentence(error: &LegalityError) -> String {
    let text = error.to_string();
    let text = text
        .strip_prefix("troops: ")
        .or_else(|| text.strip_prefix("deck: "))
        .unwrap_or(&text);
    let mut chars = text.chars();
    let mut out: String = match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    };
    if !out.ends_with('.') {
        out.push('.');
    }
    out
}

fn view(store: &CampaignStore, row: ContentRow) -> Result<LytharianArmyView, AppError> {
    let army = parse(&row)?;
    let (troops, deck) = resolve(store, &army).map_err(|e| {
        storage(format!(
            "The army {} no longer reads: {} (a card it names is damaged).",
            row.name, e.message
        ))
    })?;
    Ok(LytharianArmyView {
        legality: legality(store, &army, &troops, &deck)?,
        id: row.id,
        army,
        created_at: row.created_at,
        updated_at: row.updated_at,
    })
}

/// The army trimmed as it will be stored.
fn trimmed(mut army: LytharianArmy) -> LytharianArmy {
    let name = army.name.trim();
    if name.len() != army.name.len() {
        army.name = name.to_owned();
    }
    army
}

/// Checks an army to save: its shape, then the mode's limits; a limit broken refuses it.
fn checked(store: &CampaignStore, army: &LytharianArmy) -> Result<NewContent, AppError> {
    validate::name("name", &army.name)?;
    validate::notes(army.notes.clone())?;
    let (troops, deck) = resolve(store, army)?;
    let legality = legality(store, army, &troops, &deck)?;
    let broken: Vec<&LytharianLegalityProblem> = legality
        .problems
        .iter()
        .filter(|p| p.breaks_limit)
        .collect();
    if let Some(first) = broken.first() {
        let count = match broken.len() {
            1 => "a limit".to_owned(),
            n => format!("{n} limits"),
        };
        let mut message = format!(
            "This army breaks {count} of {} mode; nothing was changed.",
            mode_name(army.mode)
        );
        for problem in &broken {
            let _ = write!(
                message,
                " {} (Lytharian Chess › {})",
                problem.message, problem.rule.section
            );
        }
        return Err(AppError {
            kind: ErrorKind::RuleViolation,
            message,
            field: Some(
                match first.part {
                    LytharianArmyPart::Troops => "troops",
                    LytharianArmyPart::Deck => "deck",
                }
                .to_owned(),
            ),
            rule: Some(first.rule.clone()),
        });
    }
    Ok(NewContent {
        kind: ARMY.to_owned(),
        name: army.name.clone(),
        data: serde_json::to_string(army).map_err(|e| storage(e.to_string()))?,
    })
}

fn mode_name(mode: Mode) -> &'static str {
    match mode {
        Mode::Standard => "Standard",
        Mode::Maelstorm => "Maelstorm",
        Mode::Chaos => "Chaos",
    }
}

/// The campaign's armies, by name, with their legality at a glance.
pub fn lytharian_chess_list_armies(desk: &mut Desk) -> Result<Vec<LytharianArmySummary>, AppError> {
    let store = desk.store()?;
    stored_armies(store)?
        .into_iter()
        .map(|row| {
            let view = view(store, row)?;
            Ok(LytharianArmySummary {
                id: view.id,
                name: view.army.name,
                mode: view.army.mode,
                game: view.army.game,
                troops: view.legality.troops,
                deck_cards: view.legality.deck_cards,
                playable: view.legality.playable,
                problems: view.legality.problems.len(),
                power: view.legality.power,
                updated_at: view.updated_at,
            })
        })
        .collect()
}

/// One army with its legality now.
pub fn lytharian_chess_get_army(
    desk: &mut Desk,
    input: LytharianArmyRef,
) -> Result<LytharianArmyView, AppError> {
    let store = desk.store()?;
    view(store, store.content(SystemId::LytharianChess, input.id)?)
}

/// An army's legality as the builder holds it, saving nothing (refused only when it names a
/// card the library does not hold, or one of the wrong kind).
pub fn lytharian_chess_check_army(
    desk: &mut Desk,
    input: LytharianArmyDraft,
) -> Result<LytharianLegality, AppError> {
    let store = desk.store()?;
    let army = trimmed(input.army);
    let (troops, deck) = resolve(store, &army)?;
    legality(store, &army, &troops, &deck)
}

/// Saves a new army. Refused, changing nothing, when it breaks a limit of its mode (the error
/// cites the rule) or names a card the library does not hold.
pub fn lytharian_chess_create_army(
    desk: &mut Desk,
    input: LytharianArmyDraft,
) -> Result<LytharianArmyView, AppError> {
    let army = trimmed(input.army);
    let piece = checked(desk.store()?, &army)?;
    let now = desk.now();
    let row = desk
        .store_mut()?
        .insert_content(SystemId::LytharianChess, &piece, now)?;
    desk.after_write();
    view(desk.store()?, row)
}

/// Replaces a stored army. Refused, changing nothing, as a new one would be.
pub fn lytharian_chess_update_army(
    desk: &mut Desk,
    input: LytharianArmyUpdate,
) -> Result<LytharianArmyView, AppError> {
    let army = trimmed(input.army);
    let store = desk.store()?;
    let row = store.content(SystemId::LytharianChess, input.id)?;
    parse(&row)?;
    let piece = checked(store, &army)?;
    if piece.data == row.data && piece.name == row.name {
        return view(store, row);
    }
    let now = desk.now();
    let row = desk
        .store_mut()?
        .update_content(SystemId::LytharianChess, input.id, &piece, now)?;
    desk.after_write();
    view(desk.store()?, row)
}

/// Deletes an army (its cards stay in the library); gives the armies left.
pub fn lytharian_chess_delete_army(
    desk: &mut Desk,
    input: LytharianArmyRef,
) -> Result<Vec<LytharianArmySummary>, AppError> {
    let row = desk.store()?.content(SystemId::LytharianChess, input.id)?;
    parse(&row)?;
    desk.store_mut()?
        .delete_content(SystemId::LytharianChess, input.id)?;
    desk.after_write();
    lytharian_chess_list_armies(desk)
}
