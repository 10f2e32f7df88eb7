//! The turn order's flow (steps 1, 2, 10–13): drawing from a deck (Jokers and reshuffles
//! included), initiative, rounds and turns, and the end of the Opposition.

use std::cmp::Ordering;

use super::super::cards::{card_value, suit_tie, CardUse};
use super::super::ledger::opposition_ended;
use super::super::table_rules::{EMPTY_DRAW_PILE, INITIATIVE_TIES, JOKER_REPLACED};
use super::decide::Scratch;
use super::guards::{able, combatant_of, in_hand, name, Checked};
use super::{
    CombatantId, DrawReason, EndReason, Event, OppositionError, OppositionState, Outcome, Phase,
    XpAward, Zone,
};
use crate::cards::{Card, PlayingCard};
use crate::pile::PileSet;

/// Draws `count` cards for `who` from its deck onto `to`. A Joker gives its drawer a Wildcard
/// and is shuffled back with the discards («ii. Fate Draws»); whether the draw then goes on is
/// table rule `game_of_bastards.joker_replaced`, except that a card *played* from the top
/// (a defender's, a Wildcard's) is always a card. An empty draw pile is rebuilt from the
/// discards, or ends the draw short: table rule `game_of_bastards.empty_draw_pile`.
pub(super) fn draw_cards(
    s: &mut Scratch<'_>,
    who: CombatantId,
    count: usize,
    to: Zone,
    reason: DrawReason,
) -> Checked<Vec<Card>> {
    let deck = s.state.deck_of(who);
    let replaced = s.state.rules.is(&JOKER_REPLACED, "replaced") || reason == DrawReason::TopCard;
    let runs_out = s.state.rules.is(&EMPTY_DRAW_PILE, "deck_runs_out");
    let mut drawn = Vec::with_capacity(count);
    let mut pending: Vec<Card> = Vec::new();
    let mut owed = count;
    let mut guard = 0;
    while owed > 0 {
        guard += 1;
        if guard > 1_000 {
            return Err(OppositionError::DeckExhausted);
        }
        if let Some(entered) = s.entered.front().copied() {
            // A card from the physical table: put on top of the deck, then drawn as any top
            // card (a Joker shuffles the deck, so each entered card is found afresh).
            flush(s, who, deck, &mut pending, to, reason, &mut drawn);
            if !s.state.cards.pile(&Zone::DrawPile(deck)).contains(&entered) {
                if s.state.cards.pile(&Zone::DrawPile(deck)).is_empty()
                    && !runs_out
                    && !s.state.cards.pile(&Zone::Discard(deck)).is_empty()
                {
                    let seed = s.seed();
                    s.emit(Event::Reshuffled { deck, seed });
                    continue;
                }
                return Err(OppositionError::NotInDeck {
                    card: match entered {
                        PlayingCard::Suited(card) => card.to_string(),
                        PlayingCard::Joker => "Joker".to_owned(),
                    },
                });
            }
            s.entered.pop_front();
            s.emit(Event::TableCard {
                deck,
                card: entered,
            });
        }
        let pile = s.state.cards.pile(&Zone::DrawPile(deck));
        let Some(top) = pile.len().checked_sub(pending.len() + 1).map(|i| pile[i]) else {
            flush(s, who, deck, &mut pending, to, reason, &mut drawn);
            if runs_out {
                // The deck has run out: the draw stops short (only a Joker shuffles it again).
                return Ok(drawn);
            }
            if s.state.cards.pile(&Zone::Discard(deck)).is_empty() {
                return Err(OppositionError::DeckExhausted);
            }
            let seed = s.seed();
            s.emit(Event::Reshuffled { deck, seed });
            continue;
        };
        match top {
            PlayingCard::Suited(card) => {
                pending.push(card);
                owed -= 1;
            }
            PlayingCard::Joker => {
                flush(s, who, deck, &mut pending, to, reason, &mut drawn);
                let seed = s.seed();
                s.emit(Event::Joker {
                    combatant: who,
                    deck,
                    seed,
                });
                if !replaced {
                    owed -= 1;
                }
            }
        }
    }
    flush(s, who, deck, &mut pending, to, reason, &mut drawn);
    Ok(drawn)
}

pub(super) fn flush(
    s: &mut Scratch<'_>,
    who: CombatantId,
    deck: super::DeckId,
    pending: &mut Vec<Card>,
    to: Zone,
    reason: DrawReason,
    drawn: &mut Vec<Card>,
) {
    if pending.is_empty() {
        return;
    }
    drawn.extend_from_slice(pending);
    s.emit(Event::Drew {
        combatant: who,
        deck,
        cards: std::mem::take(pending),
        to,
        reason,
    });
}

pub(super) fn play_initiative(s: &mut Scratch<'_>, who: CombatantId, card: Card) -> Checked<()> {
    if !matches!(s.state.phase, Phase::Initiative) {
        return Err(OppositionError::NotNow {
            waiting: "initiative cards are chosen as the Opposition begins".into(),
            rule: "b. Initiative",
        });
    }
    able(&s.state, who)?;
    if !s.state.cards.pile(&Zone::Initiative(who)).is_empty() {
        return Err(OppositionError::NotNow {
            waiting: format!(
                "{} has already chosen an initiative card",
                name(&s.state, who)?
            ),
            rule: "b. Initiative",
        });
    }
    in_hand(&s.state, who, card)?;
    s.emit(Event::InitiativeChosen {
        combatant: who,
        card,
    });
    let all_chosen = s
        .state
        .combatants
        .iter()
        .filter(|c| c.condition().can_act())
        .all(|c| !s.state.cards.pile(&Zone::Initiative(c.id)).is_empty());
    if all_chosen {
        s.emit(Event::InitiativeShown);
        start_round(s)?;
    }
    Ok(())
}

/// This round's order: lowest initiative first (the Ace counts 1), ties by table rule
/// `game_of_bastards.initiative_ties`.
pub(super) fn round_order(state: &OppositionState) -> Vec<CombatantId> {
    let by_suit = state.rules.is(&INITIATIVE_TIES, "suit_order");
    let mut order: Vec<(usize, CombatantId, Card)> = state
        .combatants
        .iter()
        .enumerate()
        .filter(|(_, c)| c.condition().can_act())
        .filter_map(|(listed, c)| c.initiative.map(|card| (listed, c.id, card)))
        .collect();
    order.sort_by(|a, b| {
        let value = card_value(a.2, CardUse::Initiative).cmp(&card_value(b.2, CardUse::Initiative));
        let suit = if by_suit {
            suit_tie(a.2.suit, b.2.suit)
        } else {
            Ordering::Equal
        };
        value.then(suit).then(a.0.cmp(&b.0))
    });
    order.into_iter().map(|(_, id, _)| id).collect()
}

pub(super) fn start_round(s: &mut Scratch<'_>) -> Checked<()> {
    if ended(s) {
        return Ok(());
    }
    let order = round_order(&s.state);
    let round = s.state.round + 1;
    s.emit(Event::RoundBegan { round, order });
    begin_turn(s, 0)
}

pub(super) fn begin_turn(s: &mut Scratch<'_>, at: usize) -> Checked<()> {
    let Phase::Turn(turn) = &s.state.phase else {
        return Ok(());
    };
    let actor = turn.order[at];
    s.emit(Event::TurnBegan {
        combatant: actor,
        at,
    });
    let who = combatant_of(&s.state, actor)?;
    let (count, reason) = match who.squad {
        // «Henchmen (Extras)»: they draw their Power Rating each turn, and hold no more cards
        // than they have members.
        Some(squad) => {
            let held = s.state.cards.pile(&Zone::Hand(actor)).len();
            let room = usize::from(squad.members).saturating_sub(held);
            (usize::from(squad.power).min(room), DrawReason::SquadPower)
        }
        None => (usize::from(who.traits.luck), DrawReason::Luck),
    };
    draw_cards(s, actor, count, Zone::Hand(actor), reason)?;
    Ok(())
}

/// Step 10, then step 11 (the next highest initiative) or 12 (a new round).
pub(super) fn finish_turn(s: &mut Scratch<'_>) -> Checked<()> {
    let Phase::Turn(turn) = &s.state.phase else {
        return Ok(());
    };
    let (actor, at, order) = (turn.actor, turn.at, turn.order.clone());
    s.emit(Event::TurnEnded { combatant: actor });
    if ended(s) {
        return Ok(());
    }
    let next = (at + 1..order.len()).find(|i| {
        s.state
            .combatant(order[*i])
            .is_some_and(|c| c.condition().can_act())
    });
    match next {
        Some(i) => begin_turn(s, i),
        None => start_round(s),
    }
}

/// Ends the Opposition when all but one side are Knocked Out (or worse).
pub(super) fn ended(s: &mut Scratch<'_>) -> bool {
    let mut standing: Vec<u8> = s
        .state
        .combatants
        .iter()
        .filter(|c| c.condition().can_act())
        .map(|c| c.side)
        .collect();
    standing.sort_unstable();
    standing.dedup();
    if standing.len() > 1 {
        return false;
    }
    let outcome = outcome(&s.state, EndReason::OneSideStanding);
    s.emit(Event::Ended(outcome));
    true
}

pub(super) fn outcome(state: &OppositionState, reason: EndReason) -> Outcome {
    let mut standing: Vec<u8> = state
        .combatants
        .iter()
        .filter(|c| c.condition().can_act())
        .map(|c| c.side)
        .collect();
    standing.sort_unstable();
    standing.dedup();
    Outcome {
        reason,
        standing_side: (standing.len() == 1).then(|| standing[0]),
        xp: state
            .combatants
            .iter()
            // Extras are not characters who advance.
            .filter(|c| c.squad.is_none())
            .map(|c| XpAward {
                combatant: c.id,
                entry: opposition_ended(&state.rules),
            })
            .collect(),
    }
}
