//! The Lytharian Chess card library: troops, spells and equipment the GM keeps in the campaign,
//! with the book's named cards offered as a starter set.
//!
//! The book names 69 cards and prints few of their values; a starter card arrives holding
//! exactly what the book gives, every other value unknown. Each value of a stored card shows
//! where it comes from — the book (the starter card holds it), the GM (entered or changed), or
//! unknown (nobody entered it) — so a number the GM typed is never shown as the book's.
//!
//! Every save is checked by the rules crate's `validate_card` and the library's own checks
//! first; a refused save names every problem and changes nothing. A card keeps its kind for
//! life, and its `sources` (where the book shows it) are the book's, not editable.

use std::fmt::Write as _;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use tablekeep_rules::citation::Citation;
use tablekeep_rules::systems::lytharian_chess::cards::starter::starter_set;
use tablekeep_rules::systems::lytharian_chess::cards::validate::validate_card;
use tablekeep_rules::systems::lytharian_chess::cards::Card;
use tablekeep_rules::systems::lytharian_chess::BookValue;
use tablekeep_rules::SystemId;
use tablekeep_store::{CampaignStore, ContentFilter, ContentRow, NewContent};

use super::armies;
use super::card_line::{sentence, summary_line};
use crate::{validate, AppError, Desk, ErrorKind};

/// The three kinds of card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum LytharianCardKind {
    /// A troop: a piece on the board.
    Troop,
    /// A spell.
    Spell,
    /// Equipment.
    Equipment,
}

impl LytharianCardKind {
    /// The kind as stored in the content table.
    pub const fn as_str(self) -> &'static str {
        match self {
            LytharianCardKind::Troop => "troop",
            LytharianCardKind::Spell => "spell",
            LytharianCardKind::Equipment => "equipment",
        }
    }

    /// The kind of a card.
    pub const fn of(card: &Card) -> LytharianCardKind {
        match card {
            Card::Troop(_) => LytharianCardKind::Troop,
            Card::Spell(_) => LytharianCardKind::Spell,
            Card::Equipment(_) => LytharianCardKind::Equipment,
        }
    }

    /// The kind of a stored row, if it is a card (an army is not).
    pub(crate) fn parse(stored: &str) -> Option<LytharianCardKind> {
        match stored {
            "troop" => Some(LytharianCardKind::Troop),
            "spell" => Some(LytharianCardKind::Spell),
            "equipment" => Some(LytharianCardKind::Equipment),
            _ => None,
        }
    }

    /// "a troop", "an equipment card".
    const fn with_article(self) -> &'static str {
        match self {
            LytharianCardKind::Troop => "a troop",
            LytharianCardKind::Spell => "a spell",
            LytharianCardKind::Equipment => "an equipment card",
        }
    }
}

/// A card as the content table keeps it: the card, and the starter card it came from (so each
/// value can say whether it is the book's).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct StoredCard {
    pub card: Card,
    /// The name of the book's starter card this one was added from; none for the GM's own.
    #[serde(default)]
    pub starter: Option<String>,
}

/// Where one value of a card comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum LytharianValueSource {
    /// Printed in the book (the starter card holds the same value).
    Book,
    /// Entered or changed by the GM.
    Gm,
    /// Not known: the book does not give it and the GM has not entered it.
    Unknown,
}

/// One value of a card and where it comes from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct LytharianValueOrigin {
    /// The field, as the card's JSON names it (`att`, `abilities[0]`).
    pub field: String,
    /// Where its value comes from.
    pub source: LytharianValueSource,
}

/// A card in the library list.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct LytharianCardSummary {
    /// Id.
    pub id: i64,
    /// Its kind.
    pub kind: LytharianCardKind,
    /// Its name.
    pub name: String,
    /// One line on what it is ("Queen · Human Mage · 5/4 · power ?"); `?` marks an unknown value.
    pub summary: String,
    /// How many of its values are unknown (the GM's to enter).
    pub unknown_values: usize,
    /// Whether it came from the book's starter set.
    pub from_book: bool,
    /// Last change, RFC 3339.
    pub updated_at: String,
}

/// The library: its cards, and the book's named cards it does not hold yet.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct LytharianCardList {
    /// The cards matching the query, by name.
    pub cards: Vec<LytharianCardSummary>,
    /// The names of the starter set's cards no card of the library is named after (what
    /// `lytharian_chess_add_starter_set` would add).
    pub starter_missing: Vec<String>,
}

/// One card, whole.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct LytharianCardView {
    /// Id.
    pub id: i64,
    /// The card, with its kind.
    pub card: Card,
    /// The book's starter card it came from, if it did.
    pub starter: Option<String>,
    /// Where each of its values comes from.
    pub origins: Vec<LytharianValueOrigin>,
    /// Created, RFC 3339.
    pub created_at: String,
    /// Last change, RFC 3339.
    pub updated_at: String,
}

/// One problem with a card: the field at fault, what is wrong, and the rule when one is broken.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct LytharianCardProblem {
    /// The field, as the card's JSON names it.
    pub field: String,
    /// What is wrong, in a sentence.
    pub message: String,
    /// The rule it breaks, when it is a rule of the book.
    pub rule: Option<Citation>,
}

/// Arguments of `lytharian_chess_list_cards`. Absent fields do not filter.
#[derive(Debug, Default, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct LytharianCardQuery {
    /// Only this kind.
    #[serde(default)]
    #[specta(optional)]
    pub kind: Option<LytharianCardKind>,
    /// Case-insensitive part of the name.
    #[serde(default)]
    #[specta(optional)]
    pub search: Option<String>,
}

/// Names one card.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct LytharianCardRef {
    /// Its id.
    pub id: i64,
}

/// Arguments of `lytharian_chess_create_card` and `lytharian_chess_check_card`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct LytharianCardDraft {
    /// For a check: the stored card the draft would replace (absent: a new card).
    #[serde(default)]
    #[specta(optional)]
    pub id: Option<i64>,
    /// The card.
    pub card: Card,
}

/// Arguments of `lytharian_chess_update_card`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct LytharianCardUpdate {
    /// The stored card to replace (it keeps its kind and sources).
    pub id: i64,
    /// Its new values.
    pub card: Card,
}

/// What adding the starter set did.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct LytharianStarterAdded {
    /// The cards added.
    pub added: Vec<LytharianCardSummary>,
    /// The starter cards left out because the library already holds a card of that name.
    pub kept: Vec<String>,
}

fn storage(message: String) -> AppError {
    AppError::new(ErrorKind::Storage, message)
}

/// A stored row as a card; an army row or a damaged one is an error.
pub(crate) fn parse(row: &ContentRow) -> Result<StoredCard, AppError> {
    if LytharianCardKind::parse(&row.kind).is_none() {
        return Err(AppError::new(
            ErrorKind::NotFound,
            format!("There is no Lytharian Chess card {}.", row.id),
        ));
    }
    serde_json::from_str(&row.data).map_err(|e| {
        storage(format!(
            "The Lytharian Chess card {} ({}) is damaged in the campaign file: {e}.",
            row.id, row.name
        ))
    })
}

/// Every card of the library that reads, by id (damaged rows are left out).
pub(crate) fn library(store: &CampaignStore) -> Result<Vec<(ContentRow, StoredCard)>, AppError> {
    Ok(store
        .list_content(SystemId::LytharianChess, &ContentFilter::default())?
        .into_iter()
        .filter(|row| LytharianCardKind::parse(&row.kind).is_some())
        .filter_map(|row| parse(&row).ok().map(|card| (row, card)))
        .collect())
}

fn starter_card(name: &str) -> Option<Card> {
    let set = starter_set();
    set.troop(name)
        .cloned()
        .map(Card::Troop)
        .or_else(|| set.spell(name).cloned().map(Card::Spell))
        .or_else(|| set.equipment(name).cloned().map(Card::Equipment))
}

/// Every starter card, troops then spells then equipment, in the book's order.
fn starter_cards() -> Vec<Card> {
    let set = starter_set();
    set.troops
        .iter()
        .cloned()
        .map(Card::Troop)
        .chain(set.spells.iter().cloned().map(Card::Spell))
        .chain(set.equipment.iter().cloned().map(Card::Equipment))
        .collect()
}

/// The fields whose source the view reports, per kind (`name`, `notes` and `sources` are not
/// values of the card's rules).
fn value_fields(kind: LytharianCardKind) -> &'static [&'static str] {
    match kind {
        LytharianCardKind::Troop => &[
            "piece",
            "race",
            "class",
            "creature",
            "alignment",
            "att",
            "def",
            "power",
            "unique",
        ],
        LytharianCardKind::Spell => &[
            "spellType",
            "subtype",
            "element",
            "cost",
            "rarity",
            "unique",
            "summary",
        ],
        LytharianCardKind::Equipment => &["slot", "att", "def", "cost", "reforge", "unique"],
    }
}

/// Where each value of `card` comes from, against the starter card `starter` names.
pub(crate) fn origins(card: &Card, starter: Option<&str>) -> Vec<LytharianValueOrigin> {
    let kind = LytharianCardKind::of(card);
    let book = starter
        .and_then(starter_card)
        .filter(|c| LytharianCardKind::of(c) == kind)
        .and_then(|c| serde_json::to_value(c).ok());
    let mine = serde_json::to_value(card).unwrap_or(Value::Null);
    let unknown = Value::String("unknown".to_owned());
    let source = |value: &Value, printed: Option<&Value>| {
        if *value == unknown {
            LytharianValueSource::Unknown
        } else if printed == Some(value) {
            LytharianValueSource::Book
        } else {
            LytharianValueSource::Gm
        }
    };
    let mut found: Vec<LytharianValueOrigin> = value_fields(kind)
        .iter()
        .map(|field| LytharianValueOrigin {
            field: (*field).to_owned(),
            source: source(
                &mine[*field],
                book.as_ref().map(|b| &b[*field]).filter(|v| !v.is_null()),
            ),
        })
        .collect();
    let list = match kind {
        LytharianCardKind::Troop => "abilities",
        LytharianCardKind::Spell => "grants",
        LytharianCardKind::Equipment => return found,
    };
    let printed: &[Value] = book
        .as_ref()
        .and_then(|b| b[list].as_array())
        .map(Vec::as_slice)
        .unwrap_or_default();
    for (index, ability) in mine[list].as_array().into_iter().flatten().enumerate() {
        let source = if ability.get("x") == Some(&unknown) {
            LytharianValueSource::Unknown
        } else if printed.contains(ability) {
            LytharianValueSource::Book
        } else {
            LytharianValueSource::Gm
        };
        found.push(LytharianValueOrigin {
            field: format!("{list}[{index}]"),
            source,
        });
    }
    found
}

/// How many values of `card` are unknown.
fn unknown_count(card: &Card) -> usize {
    origins(card, None)
        .iter()
        .filter(|o| o.source == LytharianValueSource::Unknown)
        .count()
}

fn summary_of(row: &ContentRow, stored: Option<&StoredCard>) -> Option<LytharianCardSummary> {
    let kind = LytharianCardKind::parse(&row.kind)?;
    // A row that no longer reads stays listed (so the GM can see and delete it) with a note.
    let (summary, unknown_values, from_book) = match stored {
        Some(stored) => (
            summary_line(&stored.card),
            unknown_count(&stored.card),
            stored.starter.is_some(),
        ),
        None => ("Damaged in the campaign file".to_owned(), 0, false),
    };
    Some(LytharianCardSummary {
        id: row.id,
        kind,
        name: row.name.clone(),
        summary,
        unknown_values,
        from_book,
        updated_at: row.updated_at.clone(),
    })
}

fn view(row: ContentRow) -> Result<LytharianCardView, AppError> {
    let stored = parse(&row)?;
    Ok(LytharianCardView {
        id: row.id,
        origins: origins(&stored.card, stored.starter.as_deref()),
        card: stored.card,
        starter: stored.starter,
        created_at: row.created_at,
        updated_at: row.updated_at,
    })
}

/// The card with its name (and race and class) trimmed, as it will be stored.
fn trimmed(mut card: Card) -> Card {
    fn trim(text: &mut String) {
        let trimmed = text.trim();
        if trimmed.len() != text.len() {
            *text = trimmed.to_owned();
        }
    }
    match &mut card {
        Card::Troop(troop) => {
            trim(&mut troop.name);
            if let BookValue::Known(race) = &mut troop.race {
                trim(race);
            }
            if let BookValue::Known(class) = &mut troop.class {
                trim(class);
            }
        }
        Card::Spell(spell) => trim(&mut spell.name),
        Card::Equipment(equipment) => trim(&mut equipment.name),
    }
    card
}

fn sources(card: &Card) -> &[Citation] {
    match card {
        Card::Troop(c) => &c.sources,
        Card::Spell(c) => &c.sources,
        Card::Equipment(c) => &c.sources,
    }
}

fn problem(field: &str, message: String) -> LytharianCardProblem {
    LytharianCardProblem {
        field: field.to_owned(),
        message,
        rule: None,
    }
}

/// Every problem with `card` as the card `id` (a new card when `None`): the rules' checks, then
/// the library's (a one-line name no other card has, the kind and sources a stored card keeps).
fn problems(
    store: &CampaignStore,
    id: Option<i64>,
    card: &Card,
) -> Result<Vec<LytharianCardProblem>, AppError> {
    let mut found: Vec<LytharianCardProblem> = validate_card(card)
        .err()
        .unwrap_or_default()
        .into_iter()
        .map(|error| {
            let field = error.field();
            let text = error.to_string();
            LytharianCardProblem {
                message: sentence(text.strip_prefix(&format!("{field}: ")).unwrap_or(&text)),
                field,
                rule: Some(error.rule()),
            }
        })
        .collect();
    if !found.iter().any(|p| p.field == "name") {
        match validate::name("name", card.name()) {
            Err(refused) => found.insert(0, problem("name", refused.message)),
            Ok(name) => {
                let folded = name.to_lowercase();
                if let Some((row, _)) = library(store)?
                    .into_iter()
                    .find(|(row, _)| Some(row.id) != id && row.name.to_lowercase() == folded)
                {
                    found.insert(
                        0,
                        problem(
                            "name",
                            format!(
                                "The library already has a card named {} ({}); armies and decks \
                                 count copies by name, so give this one another name.",
                                row.name, row.kind
                            ),
                        ),
                    );
                }
            }
        }
    }
    if let Card::Troop(troop) = card {
        for (field, value) in [("race", &troop.race), ("class", &troop.class)] {
            if let BookValue::Known(text) = value {
                if !text.trim().is_empty() {
                    if let Err(refused) = validate::name(field, text) {
                        found.push(problem(field, refused.message));
                    }
                }
            }
        }
    }
    let kind = LytharianCardKind::of(card);
    match id {
        None => {
            if !sources(card).is_empty() {
                found.push(problem(
                    "sources",
                    "Only the book's starter cards cite where the book shows them; a card of \
                     your own has no sources (say where it comes from in its notes)."
                        .to_owned(),
                ));
            }
        }
        Some(id) => {
            let row = store.content(SystemId::LytharianChess, id)?;
            let stored = parse(&row)?;
            let stored_kind = LytharianCardKind::of(&stored.card);
            if stored_kind != kind {
                found.insert(
                    0,
                    problem(
                        "kind",
                        format!(
                            "{} is {}; it cannot become {}. Create the {} as a new card instead.",
                            row.name,
                            stored_kind.with_article(),
                            kind.with_article(),
                            kind.as_str()
                        ),
                    ),
                );
            } else if sources(&stored.card) != sources(card) {
                found.push(problem(
                    "sources",
                    "Where the book shows a card is the book's, not an editable value; keep the \
                     card's sources as they are."
                        .to_owned(),
                ));
            }
        }
    }
    Ok(found)
}

/// One refusal naming every problem; its field and rule are the first problem's.
fn refusal(kind: LytharianCardKind, problems: &[LytharianCardProblem]) -> AppError {
    let count = match problems.len() {
        1 => "1 problem".to_owned(),
        n => format!("{n} problems"),
    };
    let mut message = format!(
        "This {} cannot be saved ({count}); nothing was changed.",
        kind.as_str()
    );
    for problem in problems {
        let _ = write!(message, " {}: {}", problem.field, problem.message);
    }
    AppError {
        kind: ErrorKind::InvalidInput,
        message,
        field: problems.first().map(|p| p.field.clone()),
        rule: problems.first().and_then(|p| p.rule.clone()),
    }
}

fn content_of(stored: &StoredCard) -> Result<NewContent, AppError> {
    Ok(NewContent {
        kind: LytharianCardKind::of(&stored.card).as_str().to_owned(),
        name: stored.card.name().to_owned(),
        data: serde_json::to_string(stored).map_err(|e| storage(e.to_string()))?,
    })
}

/// Lytharian Chess cards, filtered by kind and part of the name, ordered by name; and the
/// book's named cards the library does not hold yet.
pub fn lytharian_chess_list_cards(
    desk: &mut Desk,
    input: LytharianCardQuery,
) -> Result<LytharianCardList, AppError> {
    let store = desk.store()?;
    let filter = ContentFilter {
        kind: input.kind.map(|k| k.as_str().to_owned()),
        name_contains: input
            .search
            .map(|s| s.trim().to_owned())
            .filter(|s| !s.is_empty()),
    };
    let cards = store
        .list_content(SystemId::LytharianChess, &filter)?
        .iter()
        .filter_map(|row| summary_of(row, parse(row).ok().as_ref()))
        .collect();
    Ok(LytharianCardList {
        cards,
        starter_missing: starter_missing(store)?,
    })
}

/// The starter set's names no card of the library has (case-insensitively).
fn starter_missing(store: &CampaignStore) -> Result<Vec<String>, AppError> {
    let held: std::collections::HashSet<String> = store
        .list_content(SystemId::LytharianChess, &ContentFilter::default())?
        .into_iter()
        .filter(|row| LytharianCardKind::parse(&row.kind).is_some())
        .map(|row| row.name.to_lowercase())
        .collect();
    Ok(starter_cards()
        .iter()
        .map(|card| card.name().to_owned())
        .filter(|name| !held.contains(&name.to_lowercase()))
        .collect())
}

/// One card, with where each of its values comes from.
pub fn lytharian_chess_get_card(
    desk: &mut Desk,
    input: LytharianCardRef,
) -> Result<LytharianCardView, AppError> {
    view(desk.store()?.content(SystemId::LytharianChess, input.id)?)
}

/// Every problem with a card (empty when it can be saved); saves nothing.
pub fn lytharian_chess_check_card(
    desk: &mut Desk,
    input: LytharianCardDraft,
) -> Result<Vec<LytharianCardProblem>, AppError> {
    problems(desk.store()?, input.id, &trimmed(input.card))
}

/// Adds a card of the GM's own. Refused, changing nothing, when it has problems (the error
/// names them all).
pub fn lytharian_chess_create_card(
    desk: &mut Desk,
    input: LytharianCardDraft,
) -> Result<LytharianCardView, AppError> {
    if input.id.is_some() {
        return Err(AppError::invalid(
            "id",
            "A new card has no id yet; to change a stored card, update it.",
        ));
    }
    let card = trimmed(input.card);
    let found = problems(desk.store()?, None, &card)?;
    if !found.is_empty() {
        return Err(refusal(LytharianCardKind::of(&card), &found));
    }
    let piece = content_of(&StoredCard {
        card,
        starter: None,
    })?;
    let now = desk.now();
    let row = desk
        .store_mut()?
        .insert_content(SystemId::LytharianChess, &piece, now)?;
    desk.after_write();
    view(row)
}

/// Replaces a stored card's values (it keeps its kind, its sources and the starter card it
/// came from). Refused, changing nothing, when the new values have problems.
pub fn lytharian_chess_update_card(
    desk: &mut Desk,
    input: LytharianCardUpdate,
) -> Result<LytharianCardView, AppError> {
    let card = trimmed(input.card);
    let store = desk.store()?;
    let row = store.content(SystemId::LytharianChess, input.id)?;
    let stored = parse(&row)?;
    let found = problems(store, Some(input.id), &card)?;
    if !found.is_empty() {
        return Err(refusal(LytharianCardKind::of(&card), &found));
    }
    let piece = content_of(&StoredCard {
        card,
        starter: stored.starter,
    })?;
    if piece.data == row.data && piece.name == row.name {
        // Nothing changed: nothing to write.
        return view(row);
    }
    let now = desk.now();
    let row = desk
        .store_mut()?
        .update_content(SystemId::LytharianChess, input.id, &piece, now)?;
    desk.after_write();
    view(row)
}

/// Deletes a card no army uses; gives the library as it then stands. Refused (conflict) while
/// an army or deck holds it, naming them.
pub fn lytharian_chess_delete_card(
    desk: &mut Desk,
    input: LytharianCardRef,
) -> Result<LytharianCardList, AppError> {
    let store = desk.store()?;
    let row = store.content(SystemId::LytharianChess, input.id)?;
    parse(&row)?;
    let users = armies::armies_using(store, input.id)?;
    if !users.is_empty() {
        return Err(AppError {
            field: Some("id".to_owned()),
            ..AppError::new(
                ErrorKind::Conflict,
                format!(
                    "{} is in {}; take it out of {} first. Nothing was deleted.",
                    row.name,
                    users.join(", "),
                    if users.len() == 1 { "it" } else { "them" }
                ),
            )
        });
    }
    desk.store_mut()?
        .delete_content(SystemId::LytharianChess, input.id)?;
    desk.after_write();
    lytharian_chess_list_cards(desk, LytharianCardQuery::default())
}

/// Adds the book's named cards the library does not hold (by name), each holding exactly what
/// the book gives, in one transaction; adding it twice adds nothing the second time.
pub fn lytharian_chess_add_starter_set(desk: &mut Desk) -> Result<LytharianStarterAdded, AppError> {
    let missing = starter_missing(desk.store()?)?;
    let mut kept = Vec::new();
    let mut new = Vec::new();
    for card in starter_cards() {
        if missing.iter().any(|name| name == card.name()) {
            new.push(StoredCard {
                starter: Some(card.name().to_owned()),
                card,
            });
        } else {
            kept.push(card.name().to_owned());
        }
    }
    if new.is_empty() {
        return Ok(LytharianStarterAdded {
            added: Vec::new(),
            kept,
        });
    }
    let pieces = new.iter().map(content_of).collect::<Result<Vec<_>, _>>()?;
    let now = desk.now();
    let stored = desk.store_mut()?.insert_content_pack(
        SystemId::LytharianChess,
        &pieces,
        |_| Vec::new(),
        now,
    )?;
    desk.after_write();
    let store = desk.store()?;
    let added = stored
        .content
        .iter()
        .map(|id| {
            let row = store.content(SystemId::LytharianChess, *id)?;
            Ok(summary_of(&row, parse(&row).ok().as_ref()))
        })
        .collect::<Result<Vec<_>, AppError>>()?
        .into_iter()
        .flatten()
        .collect();
    Ok(LytharianStarterAdded { added, kept })
}

/// The keyword abilities a card may list (the glossary's, and Spell Shield, printed on a card
/// only): each with whether it takes an X and what its Y names, its meaning and its citation.
pub fn lytharian_chess_keywords(
    _desk: &mut Desk,
) -> Result<Vec<tablekeep_rules::systems::lytharian_chess::keywords::KeywordInfo>, AppError> {
    Ok(tablekeep_rules::systems::lytharian_chess::keywords::GLOSSARY.to_vec())
}
