//! The log line of each event, as one viewer may read it: the GM's names every card; anyone else
//! reads a hidden card (a hand's, a face-down play's, an initiative card before it is shown) as
//! "a card", unless it is their own.

use super::super::cite;
use super::super::content::Trait;
use super::super::table_rules::JOKER_REPLACED;
use super::guards::cards_count;
use super::{
    AttackKind, CombatantId, Condition, DrawReason, EndReason, Event, OppositionState, Role, Zone,
};
use crate::cards::{Card, Suit};
use crate::citation::Citation;
use crate::encounter::{LogLine, Viewer};

/// "9 of Hearts", "Ace of Spades".
pub fn card_words(card: Card) -> String {
    let rank = match card.rank.number() {
        1 => "Ace".to_owned(),
        11 => "Jack".to_owned(),
        12 => "Queen".to_owned(),
        13 => "King".to_owned(),
        n => n.to_string(),
    };
    let suit = match card.suit {
        Suit::Clubs => "Clubs",
        Suit::Diamonds => "Diamonds",
        Suit::Hearts => "Hearts",
        Suit::Spades => "Spades",
    };
    format!("{rank} of {suit}")
}

fn list(cards: &[Card]) -> String {
    cards
        .iter()
        .map(|card| format!("the {}", card_words(*card)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Whether `viewer` may see the cards `owner` holds or played face down.
pub(super) fn sees_own(viewer: Viewer, owner: CombatantId) -> bool {
    match viewer {
        Viewer::Gm => true,
        Viewer::Player(id) => id == owner,
        Viewer::Side(_) => false,
    }
}

fn line(text: String, rule: Citation) -> Option<LogLine> {
    Some(LogLine::new(text, Some(rule)))
}

fn name(state: &OppositionState, id: CombatantId) -> String {
    state
        .combatant(id)
        .map_or_else(|| format!("Combatant {id}"), |c| c.name.clone())
}

/// The opening lines: the hands dealt as the Opposition began.
pub(super) fn opening(initial: &OppositionState, viewer: Viewer) -> Vec<LogLine> {
    let mut lines = vec![LogLine::new(
        "The deck is shuffled: beginning an Opposition counts as a new scene.",
        Some(cite("Shuffling")),
    )];
    lines.extend(
        initial
            .opening
            .iter()
            .filter_map(|event| describe(initial, event, viewer)),
    );
    lines
}

/// The line of `event`, described against the state just before it, as `viewer` may read it;
/// `None` for bookkeeping.
pub(super) fn describe(state: &OppositionState, event: &Event, viewer: Viewer) -> Option<LogLine> {
    match event {
        Event::Drew {
            combatant,
            cards,
            to,
            reason,
            ..
        } => {
            let who = name(state, *combatant);
            let public = matches!(to, Zone::FaceUp(_));
            let shown = if public || sees_own(viewer, *combatant) {
                list(cards)
            } else {
                cards_count(cards.len())
            };
            let (text, rule) = match reason {
                DrawReason::OpeningHand => (format!("{who} draws {shown}."), "b. Initiative"),
                DrawReason::Luck => (
                    format!("{who} draws {shown} (one per rank of Luck)."),
                    "d. Opposed Draws",
                ),
                DrawReason::SquadPower => (
                    format!("{who} draws {shown} (one per point of Power Rating, no more than its members)."),
                    "Henchmen (Extras)",
                ),
                DrawReason::Mulligan => (
                    format!("{who} draws a new hand: {shown}."),
                    "d. Opposed Draws",
                ),
                DrawReason::TopCard if sees_own(viewer, *combatant) => (
                    format!(
                        "{who} holds no cards and plays the deck's top card face down: {shown}."
                    ),
                    "d. Opposed Draws",
                ),
                DrawReason::TopCard => (
                    format!("{who} holds no cards and plays the deck's top card face down."),
                    "d. Opposed Draws",
                ),
                DrawReason::Wildcard => (
                    format!("{who} plays {shown} from the top of the deck."),
                    "d. Opposed Draws",
                ),
                DrawReason::Desperation => (
                    format!("{who} draws {shown} for falling into Desperation."),
                    "f. Player States › Desperation",
                ),
            };
            line(text, cite(rule))
        }
        Event::Joker { combatant, .. } => {
            let mut joker = LogLine::new(
                format!(
                    "{} draws a Joker: 1 more Wildcard, and the Joker and every discarded card \
                     are shuffled back into the deck.",
                    name(state, *combatant)
                ),
                Some(cite("ii. Fate Draws")),
            );
            joker.details.push(format!(
                "Table rule «{}»: {}",
                JOKER_REPLACED.title,
                JOKER_REPLACED
                    .options
                    .iter()
                    .find(|o| o.id == state.rules.option(&JOKER_REPLACED))
                    .map_or("", |o| o.label)
            ));
            Some(joker)
        }
        // Only the GM reads which card the table drew next; the draw's own line follows.
        Event::TableCard { card, .. } if viewer == Viewer::Gm => line(
            format!(
                "Entered from the table: the {} is the next card drawn.",
                match card {
                    crate::cards::PlayingCard::Suited(card) => card_words(*card),
                    crate::cards::PlayingCard::Joker => "Joker".to_owned(),
                }
            ),
            cite("Shuffling"),
        ),
        Event::TableCard { .. } => None,
        Event::Reshuffled { .. } => line(
            "The draw pile is empty: the discards are shuffled into a new one (the book does \
             not say what to do; this is Tablekeep's reading)."
                .into(),
            cite("Shuffling"),
        ),
        Event::InitiativeChosen { combatant, card } => {
            let who = name(state, *combatant);
            let text = if sees_own(viewer, *combatant) {
                format!("{who} puts the {} down as initiative.", card_words(*card))
            } else {
                format!("{who} puts an initiative card down.")
            };
            line(text, cite("b. Initiative"))
        }
        Event::InitiativeShown => {
            let shown: Vec<String> = state
                .combatants
                .iter()
                .filter_map(|c| {
                    let card = state.suited(Zone::Initiative(c.id)).first().copied()?;
                    let value = super::super::cards::card_value(
                        card,
                        super::super::cards::CardUse::Initiative,
                    );
                    Some(format!("{} the {} ({value})", c.name, card_words(card)))
                })
                .collect();
            line(
                format!(
                    "Initiative cards are shown: {}. The lowest acts first; an Ace counts 1.",
                    shown.join(", ")
                ),
                cite("b. Initiative"),
            )
        }
        Event::RoundBegan { round, order } => {
            let names: Vec<String> = order.iter().map(|id| name(state, *id)).collect();
            line(
                format!(
                    "Round {round} begins, lowest initiative first: {}.",
                    names.join(", ")
                ),
                cite("a. Turn Order"),
            )
        }
        Event::TurnBegan { combatant, .. } => line(
            format!("{}'s turn.", name(state, *combatant)),
            cite("a. Turn Order"),
        ),
        Event::Discarded {
            combatant,
            cards,
            mulligan,
        } => {
            let who = name(state, *combatant);
            let text = if *mulligan {
                format!(
                    "{who} mulligans, sacrificing the action: {} discarded ({}).",
                    cards_count(cards.len()),
                    list(cards)
                )
            } else {
                format!("{who} discards {}.", list(cards))
            };
            line(text, cite("d. Opposed Draws"))
        }
        Event::InitiativeReplaced {
            combatant,
            old,
            new,
        } => line(
            format!(
                "{} sacrifices the action to replace initiative: the {} is discarded for the {}; \
                 the new order holds from the next round.",
                name(state, *combatant),
                card_words(*old),
                card_words(*new)
            ),
            cite("b. Initiative"),
        ),
        Event::Declared { draw, cap } => {
            let kind = match draw.kind {
                AttackKind::Physical => "a physical attack on Body",
                AttackKind::Mental => "a mental attack on Mind",
            };
            let mut declared = LogLine::new(
                format!(
                    "{} declares {kind} against {}, with {} and {}: up to {}.",
                    name(state, draw.aggressor),
                    name(state, draw.defender),
                    draw.aggressor_skill,
                    draw.aggressor_trait.name(),
                    cards_count(cap.value.max(0) as usize)
                ),
                Some(cite("a. Turn Order")),
            );
            declared.numbers.push(cap.clone());
            if draw.stopped[1] {
                declared.details.push(format!(
                    "{} is Knocked Out and may not play any cards.",
                    name(state, draw.defender)
                ));
            }
            Some(declared)
        }
        Event::PlayedFaceDown { combatant, card } => {
            let who = name(state, *combatant);
            let text = if sees_own(viewer, *combatant) {
                format!("{who} plays the {} face down.", card_words(*card))
            } else {
                format!("{who} plays a card face down.")
            };
            line(text, cite("d. Opposed Draws"))
        }
        Event::Defended {
            combatant,
            skill,
            trait_bonus,
            cap,
        } => {
            let mut defended = LogLine::new(
                format!(
                    "{} defends with {skill} and {}: up to {}.",
                    name(state, *combatant),
                    trait_bonus.name(),
                    cards_count(cap.value.max(0) as usize)
                ),
                Some(cite("d. Opposed Draws")),
            );
            defended.numbers.push(cap.clone());
            Some(defended)
        }
        Event::Bet { combatant, card } => line(
            format!(
                "{} bets the {}.",
                name(state, *combatant),
                card_words(*card)
            ),
            cite("d. Opposed Draws"),
        ),
        Event::StoppedBetting { combatant } => line(
            format!("{} stops betting.", name(state, *combatant)),
            cite("d. Opposed Draws"),
        ),
        Event::SpentWildcard { combatant } => {
            let left = state
                .combatant(*combatant)
                .map_or(0, |c| c.wildcards.saturating_sub(1));
            line(
                format!(
                    "{} spends a Wildcard ({left} left) on the deck's top card.",
                    name(state, *combatant)
                ),
                cite("d. Opposed Draws"),
            )
        }
        Event::DoneBuying { combatant } => line(
            format!("{} spends no more Wildcards.", name(state, *combatant)),
            cite("d. Opposed Draws"),
        ),
        Event::Revealed(resolution) => {
            let aggressor = name(state, resolution.aggressor);
            let defender = name(state, resolution.defender);
            let pool: Trait = resolution.kind.pool();
            let winner = match resolution.winner {
                Role::Aggressor => &aggressor,
                Role::Defender => &defender,
            };
            let mut text = format!(
                "Reveal: {aggressor} {} ({}) against {defender} {} ({}). {winner} wins",
                resolution.aggressor_total.value,
                list(&resolution.aggressor_cards),
                resolution.defender_total.value,
                if resolution.defender_cards.is_empty() {
                    "no cards".to_owned()
                } else {
                    list(&resolution.defender_cards)
                },
            );
            let squad = state.combatant(resolution.defender).and_then(|c| c.squad);
            if let (Some(squad), Role::Aggressor) = (squad, resolution.winner) {
                text.push_str(&format!(
                    " by {}: {defender} loses {} ({} left), 1 for every 5 points.",
                    resolution.difference,
                    super::super::words::count(resolution.casualties, "member", "members"),
                    squad.members.saturating_sub(resolution.casualties)
                ));
            } else if resolution.winner == Role::Aggressor {
                let left = state
                    .combatant(resolution.defender)
                    .map_or(0, |c| c.pool(pool).saturating_sub(resolution.damage));
                text.push_str(&format!(
                    " by {}: {defender} loses {} {} ({left} left).",
                    resolution.difference,
                    resolution.damage,
                    pool.pool_name()
                ));
            } else {
                text.push_str(": no damage.");
            }
            let rule = if squad.is_some() {
                "Henchmen (Extras)"
            } else {
                "d. Opposed Draws"
            };
            let mut revealed = LogLine::new(text, Some(cite(rule)));
            if !resolution.trimmed.is_empty() {
                revealed.details.push(format!(
                    "{defender} holds no more cards than members and discards {}.",
                    list(&resolution.trimmed)
                ));
            }
            revealed.numbers.push(resolution.aggressor_total.clone());
            revealed.numbers.push(resolution.defender_total.clone());
            if let Some(tie) = &resolution.tie {
                revealed.details.push(format!("It was {tie}."));
            }
            if resolution.lost > 0 {
                revealed.details.push(format!(
                    "{} points more do not fit in the pool and are lost: damage does not roll \
                     over into another pool.",
                    resolution.lost
                ));
            }
            let before = state.combatant(resolution.defender).map(|c| c.condition());
            if before != Some(resolution.condition) && resolution.condition != Condition::Standing {
                let state_name = resolution.condition.name();
                let phrase = if resolution.condition == Condition::Desperation {
                    "in Desperation"
                } else {
                    state_name
                };
                revealed.details.push(format!(
                    "{defender} is now {phrase} («f. Player States › {state_name}»)."
                ));
            }
            Some(revealed)
        }
        Event::TurnEnded { .. } => None,
        Event::Ended(outcome) => {
            let why = match outcome.reason {
                EndReason::OneSideStanding => "all but one side are Knocked Out",
                EndReason::Stopped => "the characters stop",
            };
            line(
                format!(
                    "The Opposition ends ({why}); every character directly involved gains 1 XP."
                ),
                cite("a. Turn Order"),
            )
        }
    }
}
