//! A Fate Draw («ii. Fate Draws»): a skill put to the test against Fate. The player draws as
//! many cards as their rank in the skill and adds the trait (and a specialty's level); Fate
//! plays as many from the top of the deck, one more for each level of difficulty («Difficulty
//! Modifier»), with no bonus. The cards are drawn by the engine from a freshly shuffled deck
//! (the deck is shuffled back after every Fate Draw) or entered from the table and checked
//! against the deck. A player who draws a Joker gains a Wildcard.
//!
//! Where the book says two things — one card or the sum, the skill's rank or "6 minus" the
//! trait, who gains by Fate's Jokers — the table rules in [`super::rules`] decide, with the
//! ones the Oppositions share: one table deck or a deck each, a Joker replaced or not, a tie
//! whose last cards share a suit.

use std::cmp::Ordering;

use serde::{Deserialize, Serialize};

use super::super::cards::{card_value, suit_tie, CardUse};
use super::super::cite;
use super::super::content::{Skill, SkillKind, Trait};
use super::super::creation::rank_in;
use super::super::table_rules::{DECK_TOPOLOGY, JOKER_REPLACED, SAME_SUIT_TIE};
use super::rules::{fate_player_gains_jokers, fate_plays_six_minus_trait, skill_hand_sums};
use super::{sheet, Scene, SceneError, SceneType, Sheets};
use crate::cards::{shoe, Card, PlayingCard};
use crate::citation::{Citation, Explained, Term};
use crate::random::Rng;
use crate::table_rules::TableRuleChoices;

/// The highest difficulty a draw may be given (">+5 – Basically impossible" goes past the
/// table; ten levels is far beyond any the book describes).
pub const DIFFICULTY_MAX: u8 = 10;
/// Most cards either side's entered list may hold beyond what it is owed (Jokers drawn and
/// replaced); more is a typing slip.
const EXTRA_ENTERED_MAX: usize = 8;

/// The cards of a Fate Draw as the table showed them, each side's in the order drawn (Jokers
/// included where they came up).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "BastardsEnteredDraw"),
    schemars(rename = "BastardsEnteredDraw")
)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EnteredDraw {
    /// The player's cards.
    pub player: Vec<PlayingCard>,
    /// Fate's cards.
    pub fate: Vec<PlayingCard>,
}

/// What a Fate Draw is for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "BastardsFateDrawPurpose"),
    schemars(rename = "BastardsFateDrawPurpose")
)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum FateDrawPurpose {
    /// A Skill Check: an action with a difficulty of its own.
    SkillCheck {
        /// What the character attempts.
        #[serde(default)]
        attempt: String,
    },
    /// Consult: a Perception Fate Draw off Mind to find an expert (Populated Areas only).
    Consult {
        /// What the character seeks, named now.
        seeking: String,
    },
}

/// A Fate Draw as the GM asks for it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "BastardsFateDrawRequest"),
    schemars(rename = "BastardsFateDrawRequest")
)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct FateDrawRequest {
    /// The character making it (directly involved).
    pub by: i64,
    /// What it is for.
    pub purpose: FateDrawPurpose,
    /// The skill used.
    pub skill: Skill,
    /// The trait added.
    #[serde(rename = "trait")]
    pub trait_name: Trait,
    /// Levels of difficulty, by consensus: a card more for Fate each.
    #[serde(default)]
    pub difficulty: u8,
    /// A specialty of the character's that applies, by name: its level is added.
    #[serde(default)]
    pub specialty: Option<String>,
    /// Whether the character is outdoors (Rough Weather takes a card then).
    #[serde(default)]
    pub outdoors: bool,
    /// The player playing Fate, if the GM names one (table rule `game_of_bastards.fate_joker`).
    #[serde(default)]
    pub fate_player: Option<i64>,
    /// The cards from the table; absent, the engine draws them.
    #[serde(default)]
    pub cards: Option<EnteredDraw>,
}

/// A Fate Draw resolved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "BastardsFateDraw"),
    schemars(rename = "BastardsFateDraw")
)]
#[serde(rename_all = "camelCase")]
pub struct FateDraw {
    /// Who made it.
    pub by: i64,
    /// What it was for.
    pub purpose: FateDrawPurpose,
    /// The skill.
    pub skill: Skill,
    /// The trait added.
    #[serde(rename = "trait")]
    pub trait_name: Trait,
    /// Levels of difficulty.
    pub difficulty: u8,
    /// The player playing Fate, if named.
    pub fate_player: Option<i64>,
    /// Whether the cards were entered from the table (else drawn by the engine).
    pub entered: bool,
    /// The cards the player was owed, explained.
    pub player_owed: Explained,
    /// The cards Fate was owed, explained.
    pub fate_owed: Explained,
    /// The player's cards, in the order drawn.
    pub player_cards: Vec<PlayingCard>,
    /// Fate's cards, in the order drawn.
    pub fate_cards: Vec<PlayingCard>,
    /// The player's total, explained.
    pub player_total: Explained,
    /// Fate's total, explained.
    pub fate_total: Explained,
    /// Whether the player succeeded.
    pub success: bool,
    /// The player's total less Fate's.
    pub margin: i32,
    /// How a tie was broken, if there was one.
    pub tie: Option<String>,
    /// Wildcards the player gained by Jokers.
    pub player_jokers: u8,
    /// Wildcards the player playing Fate gained by Fate's Jokers.
    pub fate_player_jokers: u8,
    /// Body Pool damage a failure in a Dangerous Area deals, explained.
    pub hazard: Option<Explained>,
}

fn draw_rule() -> Citation {
    cite("ii. Fate Draws")
}

fn term(label: impl Into<String>, value: i32, rule: Citation) -> Term {
    Term {
        label: label.into(),
        value,
        rule,
    }
}

/// The cards each side is owed: the player's by the skill (Rough Weather takes one outdoors),
/// Fate's by the skill or "6 minus" the trait, and the difficulty.
fn owed(
    scene: &Scene,
    rank: u8,
    trait_rank: u8,
    request: &FateDrawRequest,
    rules: &TableRuleChoices,
) -> (Explained, Explained) {
    let mut player = vec![term(
        format!("{} rank", request.skill),
        i32::from(rank),
        draw_rule(),
    )];
    if let (Some(weather), true) = (&scene.rough_weather, request.outdoors) {
        let taken = i32::from(rank.min(1));
        player.push(term(
            format!("Rough Weather outdoors ({weather})"),
            -taken,
            cite("i. Indirect Actions › Rough Weather"),
        ));
    }
    let player = Explained::sum(draw_rule(), player);
    let mut fate = if fate_plays_six_minus_trait(rules) {
        vec![term(
            format!(
                "6 minus {} {trait_rank} (the Carlton example)",
                request.trait_name
            ),
            i32::from(6_u8.saturating_sub(trait_rank)),
            cite("ii. Fate Draws › Example"),
        )]
    } else {
        vec![term(
            format!("As many as the {} rank", request.skill),
            i32::from(rank),
            draw_rule(),
        )]
    };
    if request.difficulty > 0 {
        fate.push(term(
            format!("Difficulty +{}", request.difficulty),
            i32::from(request.difficulty),
            cite("Difficulty Modifier"),
        ));
    }
    let mut fate = Explained::sum(draw_rule(), fate);
    fate.notes.push(format!(
        "{}: {}",
        super::rules::FATE_CARD_COUNT.title,
        super::rules::FATE_CARD_COUNT
            .options
            .iter()
            .find(|o| o.id == rules.option(&super::rules::FATE_CARD_COUNT))
            .map_or("", |o| o.label)
    ));
    (player, fate)
}

/// Draws `owed` cards (a Joker, under `replaced`, goes back into the deck, which is shuffled,
/// and the draw goes on), returning the cards in the order drawn.
fn draw_from(
    deck: &mut Vec<PlayingCard>,
    owed: usize,
    replaced: bool,
    rng: &mut Rng,
) -> Vec<PlayingCard> {
    let mut drawn = Vec::with_capacity(owed + 1);
    let mut kept = 0;
    // A deck of 108 cards holds at most 4 Jokers, so this ends; the bound only guards it.
    for _ in 0..owed + 64 {
        if kept == owed {
            break;
        }
        let Some(card) = deck.pop() else { break };
        drawn.push(card);
        if card == PlayingCard::Joker {
            if replaced {
                deck.push(card);
                rng.shuffle(deck);
                continue;
            }
            deck.push(card);
            rng.shuffle(deck);
        }
        kept += 1;
    }
    drawn
}

/// Checks entered cards: the number each side was owed, and no more copies of a card than
/// the deck (or the side's own deck) holds.
fn check_entered(
    entered: &EnteredDraw,
    player_owed: usize,
    fate_owed: usize,
    rules: &TableRuleChoices,
) -> Result<(), SceneError> {
    let replaced = rules.is(&JOKER_REPLACED, "replaced");
    for (field, cards, owed) in [
        ("request.draw.cards.player", &entered.player, player_owed),
        ("request.draw.cards.fate", &entered.fate, fate_owed),
    ] {
        let counted = if replaced {
            cards.iter().filter(|c| **c != PlayingCard::Joker).count()
        } else {
            cards.len()
        };
        if counted != owed || cards.len() > owed + EXTRA_ENTERED_MAX {
            let side = if field.ends_with("player") {
                "The player"
            } else {
                "Fate"
            };
            let jokers = if replaced {
                " (a Joker is replaced, so list it and the card that replaced it)"
            } else {
                " (a Joker counts as one of them)"
            };
            return Err(SceneError::new(
                field,
                draw_rule(),
                format!(
                    "{side} draws {} here{jokers}; {} entered.",
                    super::super::words::count(owed, "card", "cards"),
                    cards.len()
                ),
            ));
        }
    }
    let per_player = rules.is(&DECK_TOPOLOGY, "deck_per_player");
    let copies_in_deck = if per_player { 1 } else { 2 };
    let check = |cards: &[&PlayingCard], field: &str| -> Result<(), SceneError> {
        for card in Card::full_deck() {
            let n = cards
                .iter()
                .filter(|c| ***c == PlayingCard::Suited(card))
                .count();
            if n > copies_in_deck {
                return Err(SceneError::new(
                    field,
                    cite("Needed Materials"),
                    format!(
                        "{card} is entered {n} times; the deck holds {}.",
                        super::super::words::count(copies_in_deck, "copy", "copies")
                    ),
                ));
            }
        }
        Ok(())
    };
    if per_player {
        check(
            &entered.player.iter().collect::<Vec<_>>(),
            "request.draw.cards.player",
        )?;
        check(
            &entered.fate.iter().collect::<Vec<_>>(),
            "request.draw.cards.fate",
        )?;
    } else {
        check(
            &entered
                .player
                .iter()
                .chain(&entered.fate)
                .collect::<Vec<_>>(),
            "request.draw.cards",
        )?;
    }
    Ok(())
}

/// The suited cards a side scores with: its best one, or all of them; and the card whose suit
/// breaks a tie (the best, or the last played).
fn scored(cards: &[PlayingCard], sums: bool) -> (Vec<Card>, Option<Card>) {
    let suited: Vec<Card> = cards
        .iter()
        .filter_map(|c| match c {
            PlayingCard::Suited(card) => Some(*card),
            PlayingCard::Joker => None,
        })
        .collect();
    if sums {
        let last = suited.last().copied();
        (suited, last)
    } else {
        // The side plays its best card: the highest value, and of equal values the suit that
        // wins a tie.
        let best = suited.iter().copied().max_by(|a, b| {
            card_value(*a, CardUse::Draw)
                .cmp(&card_value(*b, CardUse::Draw))
                .then(suit_tie(a.suit, b.suit))
        });
        (best.into_iter().collect(), best)
    }
}

/// Resolves a Fate Draw for `request` in `scene`, drawing from `rng` unless the cards are
/// entered.
pub fn fate_draw(
    scene: &Scene,
    sheets: &Sheets<'_>,
    request: &FateDrawRequest,
    rules: &TableRuleChoices,
    rng: &mut Rng,
) -> Result<FateDraw, SceneError> {
    let participant = scene.participant(request.by).ok_or_else(|| {
        SceneError::new(
            "request.draw.by",
            draw_rule(),
            "This character takes no part in the scene.",
        )
    })?;
    if !participant.involved() {
        return Err(SceneError::new(
            "request.draw.by",
            cite("Direct Actions"),
            format!(
                "{} is not directly involved: it must Appear before it draws against Fate.",
                participant.name
            ),
        ));
    }
    let fated = sheet(sheets, request.by).ok_or_else(|| {
        SceneError::new(
            "request.draw.by",
            draw_rule(),
            "This character has no sheet.",
        )
    })?;
    if !request.skill.is_well_formed() {
        return Err(SceneError::new(
            "request.draw.skill",
            cite("iv. Skills"),
            "A weapon's Combat or a Craft names what it is for; other skills name nothing.",
        ));
    }
    if let FateDrawPurpose::Consult { seeking } = &request.purpose {
        if !scene.is(SceneType::Populated) {
            return Err(SceneError::new(
                "request.draw.purpose",
                cite("Direct Actions › Consult"),
                "Consult can only be used in Populated Areas.",
            ));
        }
        if request.skill.kind != SkillKind::Perception || request.trait_name != Trait::Mind {
            return Err(SceneError::new(
                "request.draw.skill",
                cite("Direct Actions › Consult"),
                "Consult is a Perception Fate Draw off of Mind.",
            ));
        }
        if seeking.trim().is_empty() {
            return Err(SceneError::new(
                "request.draw.purpose.seeking",
                cite("Direct Actions › Consult"),
                "Consult names what the character seeks now.",
            ));
        }
    }
    if request.difficulty > DIFFICULTY_MAX {
        return Err(SceneError::new(
            "request.draw.difficulty",
            cite("Difficulty Modifier"),
            format!("Difficulty goes from +0 to +{DIFFICULTY_MAX} here."),
        ));
    }
    if let Some(fate_player) = request.fate_player {
        if fate_player == request.by || scene.participant(fate_player).is_none() {
            return Err(SceneError::new(
                "request.draw.fatePlayer",
                draw_rule(),
                "Fate is played by another player of the scene.",
            ));
        }
    }
    let rank = fated.skill_rank(&request.skill);
    let trait_rank = fated.traits.get(request.trait_name);
    let specialty = match &request.specialty {
        None => None,
        Some(name) => {
            let held = fated
                .specialties
                .iter()
                .find(|s| s.name.trim().eq_ignore_ascii_case(name.trim()))
                .ok_or_else(|| {
                    SceneError::new(
                        "request.draw.specialty",
                        cite("v. Specialties"),
                        format!("{} has no specialty {name:?}.", participant.name),
                    )
                })?;
            let level = held
                .skills
                .iter()
                .map(|skill| rank_in(&fated.skills, skill))
                .min()
                .unwrap_or(0);
            Some((held.name.clone(), level))
        }
    };
    let (player_owed, fate_owed) = owed(scene, rank, trait_rank, request, rules);
    let player_n = usize::try_from(player_owed.value).unwrap_or(0);
    let fate_n = usize::try_from(fate_owed.value).unwrap_or(0);
    let replaced = rules.is(&JOKER_REPLACED, "replaced");
    let (player_cards, fate_cards, entered) = match &request.cards {
        Some(cards) => {
            check_entered(cards, player_n, fate_n, rules)?;
            (cards.player.clone(), cards.fate.clone(), true)
        }
        None => {
            // «ii. Fate Draws»: "Shuffle all cards back into deck" after every draw, so each
            // draw starts from the whole deck, freshly shuffled.
            let per_player = rules.is(&DECK_TOPOLOGY, "deck_per_player");
            let mut deck = if per_player { shoe(1, 2) } else { shoe(2, 2) };
            rng.shuffle(&mut deck);
            let player = draw_from(&mut deck, player_n, replaced, rng);
            if per_player {
                deck = shoe(1, 2);
                rng.shuffle(&mut deck);
            }
            let fate = draw_from(&mut deck, fate_n, replaced, rng);
            (player, fate, false)
        }
    };
    let jokers = |cards: &[PlayingCard]| {
        u8::try_from(cards.iter().filter(|c| **c == PlayingCard::Joker).count()).unwrap_or(u8::MAX)
    };
    let player_jokers = jokers(&player_cards);
    let fate_player_jokers = if request.fate_player.is_some() && fate_player_gains_jokers(rules) {
        jokers(&fate_cards)
    } else {
        0
    };

    let sums = skill_hand_sums(rules);
    let scoring = super::rules::SKILL_HAND_SCORING
        .options
        .iter()
        .find(|o| o.id == rules.option(&super::rules::SKILL_HAND_SCORING))
        .map_or("", |o| o.label);
    let card_terms = |cards: &[Card]| -> Vec<Term> {
        cards
            .iter()
            .map(|card| {
                term(
                    card.to_string(),
                    i32::from(card_value(*card, CardUse::Draw)),
                    draw_rule(),
                )
            })
            .collect()
    };
    let (player_scored, player_last) = scored(&player_cards, sums);
    let (fate_scored, fate_last) = scored(&fate_cards, sums);
    let mut player_terms = card_terms(&player_scored);
    player_terms.push(term(
        request.trait_name.name(),
        i32::from(trait_rank),
        draw_rule(),
    ));
    if let Some((name, level)) = &specialty {
        player_terms.push(term(
            format!("Specialty: {name}"),
            i32::from(*level),
            cite("v. Specialties"),
        ));
    }
    let mut player_total = Explained::sum(draw_rule(), player_terms);
    player_total.notes.push(format!(
        "{}: {scoring}",
        super::rules::SKILL_HAND_SCORING.title
    ));
    let mut fate_total = Explained::sum(draw_rule(), card_terms(&fate_scored));
    fate_total
        .notes
        .push("No bonuses are added to Fate's hand.".to_owned());

    let margin = player_total.value - fate_total.value;
    let mut tie = None;
    let success = match margin.cmp(&0) {
        Ordering::Greater => true,
        Ordering::Less => false,
        Ordering::Equal => match (player_last, fate_last) {
            (Some(mine), Some(fates)) => {
                match suit_tie(mine.suit, fates.suit) {
                    Ordering::Greater => {
                        tie = Some(format!("A tie: {mine} beats {fates} by suit (Clubs < Spades < Hearts < Diamonds)."));
                        true
                    }
                    Ordering::Less => {
                        tie = Some(format!("A tie: {fates} beats {mine} by suit (Clubs < Spades < Hearts < Diamonds)."));
                        false
                    }
                    Ordering::Equal => {
                        let player_wins = rules.is(&SAME_SUIT_TIE, "aggressor");
                        tie =
                            Some(format!(
                        "A tie with both last cards of one suit: {} (table rule {:?}, Fate \
                         counted as the defender).",
                        if player_wins { "the player wins" } else { "Fate holds" },
                        SAME_SUIT_TIE.title
                    ));
                        player_wins
                    }
                }
            }
            (Some(_), None) => {
                tie = Some("A tie: Fate played no card, so the player's card decides.".to_owned());
                true
            }
            _ => {
                tie =
                    Some("A tie with no card of the player's to break it: Fate holds.".to_owned());
                false
            }
        },
    };
    let hazard = (!success && scene.is(SceneType::Dangerous)).then(|| {
        let mut damage = Explained::sum(
            SceneType::Dangerous.rule(),
            vec![
                term("Fate's total", fate_total.value, draw_rule()),
                term("less the player's total", -player_total.value, draw_rule()),
            ],
        );
        damage.notes.push(
            "Failed in a Dangerous Area: hazards, traps or some other danger deal the margin of \
             failure to the Body Pool."
                .to_owned(),
        );
        damage
    });
    Ok(FateDraw {
        by: request.by,
        purpose: request.purpose.clone(),
        skill: request.skill.clone(),
        trait_name: request.trait_name,
        difficulty: request.difficulty,
        fate_player: request.fate_player,
        entered,
        player_owed,
        fate_owed,
        player_cards,
        fate_cards,
        player_total,
        fate_total,
        success,
        margin,
        tie,
        player_jokers,
        fate_player_jokers,
        hazard,
    })
}
