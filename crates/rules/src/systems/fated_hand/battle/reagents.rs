//! Reagents in battle besides Focus and Cast: the Reagent Draw Rate as each Planning Phase begins
//! ("Planning Phase"), the discard down to the Reagent Hand Size at the end of each round
//! ("Reagents"), and the draws Holy Magic gives on battle events instead of a rate ("Holy Magic").

use super::check::refuse;
use super::command::{Event, ReagentSource};
use super::reshuffle::reshuffle;
use super::state::{BattleState, Combatant, CombatantId, Side, Tile};
use crate::cards::Card;
use crate::deck::{Deck, Zone};
use crate::random::Rng;
use crate::RuleViolation;

/// How many Reagents `source` draws: the rate, or the Holy Magic table's "+1 Draw" / "+2 Draw".
pub(super) const fn draw_count(source: ReagentSource, draw_rate: u8) -> u8 {
    match source {
        ReagentSource::DrawRate => draw_rate,
        ReagentSource::AttackedSuccessfully => 2,
        // A spell says how many it draws; nothing asks this of it.
        ReagentSource::Spell => 1,
        ReagentSource::AdjacentAllyAttacked
        | ReagentSource::Attacked
        | ReagentSource::AllyStruckHit
        | ReagentSource::AttackedUnsuccessfully => 1,
    }
}

/// Draws `count` Reagents for `who` from `deck` (the decision's copy of a tracked deck; `None`
/// when the player draws real cards), pushing any reshuffle and then the draw.
pub(super) fn draw(
    who: CombatantId,
    deck: Option<&mut Deck>,
    source: ReagentSource,
    count: u8,
    rng: &mut Rng,
    events: &mut Vec<Event>,
) {
    let (count, cards) = match deck {
        Some(deck) => {
            let mut cards = Vec::with_capacity(usize::from(count));
            for _ in 0..count {
                if deck.cards(Zone::DrawPile).is_empty() {
                    if deck.cards(Zone::Discard).is_empty() {
                        break;
                    }
                    events.push(reshuffle(who, deck, rng));
                }
                match deck.draw(Zone::Reagents, rng) {
                    Ok(card) => cards.push(card),
                    Err(_) => break,
                }
            }
            (cards.len() as u8, cards)
        }
        None => (count, Vec::new()),
    };
    if count > 0 {
        events.push(Event::ReagentsDrawn {
            who,
            source,
            count,
            cards,
        });
    }
}

/// Whether `c` casts: a Reagent Hand Size, a draw rate or Holy Magic (a creature without Reagent
/// lines may hold a Reagent Hand of size 0 for what Focus draws, but is reminded of nothing).
fn spellcaster(c: &Combatant) -> bool {
    c.reagent_hand
        .is_some_and(|hand| hand.hand_size > 0 || hand.draw_rate > 0 || hand.holy_magic)
}

/// The discards at the end of the round: every creature with a Reagent Hand "must discard
/// Reagents down to it at the end of each Round" ("Reagents"). The player chooses which
/// (`chosen`); a caster not listed keeps its Star Suit first, then its highest cards. An untracked
/// caster gets a reminder line, since its Reagents are real cards the engine does not see.
pub(super) fn round_end_discards(
    state: &BattleState,
    chosen: &[(CombatantId, Vec<Card>)],
) -> Result<Vec<Event>, RuleViolation> {
    for (index, (who, cards)) in chosen.iter().enumerate() {
        check_choice(state, *who, cards)?;
        if chosen[..index].iter().any(|(other, _)| other == who) {
            return Err(refuse(
                "Reagents",
                format!("Combatant {who} is listed twice among the discards."),
            ));
        }
    }
    let mut events = Vec::new();
    for (index, c) in state.combatants.iter().enumerate() {
        let who = index as CombatantId;
        let Some(hand) = c.reagent_hand else {
            continue;
        };
        let Some(deck) = &c.deck else {
            if spellcaster(c) {
                events.push(Event::ReagentsDiscarded {
                    who,
                    cards: Vec::new(),
                    hand_size: hand.hand_size,
                    chosen: false,
                });
            }
            continue;
        };
        let held = deck.cards(Zone::Reagents);
        if held.len() <= usize::from(hand.hand_size) {
            continue;
        }
        let (cards, by_choice) = match chosen.iter().find(|(id, _)| *id == who) {
            Some((_, cards)) => (cards.clone(), true),
            None => (
                automatic_discard(held, usize::from(hand.hand_size), c),
                false,
            ),
        };
        events.push(Event::ReagentsDiscarded {
            who,
            cards,
            hand_size: hand.hand_size,
            chosen: by_choice,
        });
    }
    Ok(events)
}

/// A player's choice of discards must be exactly the Reagents over the size, all in the hand.
fn check_choice(
    state: &BattleState,
    who: CombatantId,
    cards: &[Card],
) -> Result<(), RuleViolation> {
    let c = super::check::combatant(state, who)?;
    let Some(hand) = c.reagent_hand else {
        return Err(refuse(
            "Reagents",
            format!("{} has no Reagent Hand Size to discard down to.", c.name),
        ));
    };
    let Some(deck) = &c.deck else {
        return Err(refuse(
            "Reagents",
            format!(
                "{}'s cards are not tracked: the player discards the real Reagents.",
                c.name
            ),
        ));
    };
    let held = deck.cards(Zone::Reagents);
    let over = held.len().saturating_sub(usize::from(hand.hand_size));
    if let Some(card) = cards.iter().find(|card| !held.contains(card)) {
        return Err(refuse(
            "Reagents",
            format!("{card} is not among {}'s Reagents.", c.name),
        ));
    }
    if let Some((_, card)) = cards
        .iter()
        .enumerate()
        .find(|(i, card)| cards[..*i].contains(card))
    {
        return Err(refuse(
            "Reagents",
            format!("{card} is listed twice among {}'s discards.", c.name),
        ));
    }
    if cards.len() != over {
        return Err(refuse(
            "Reagents",
            format!(
                "{} holds {} and keeps {}: discard exactly {}.",
                c.name,
                reagents(held.len()),
                hand.hand_size,
                reagents(over)
            ),
        ));
    }
    Ok(())
}

/// "1 Reagent", "3 Reagents".
pub(super) fn reagents(n: usize) -> String {
    if n == 1 {
        "1 Reagent".to_owned()
    } else {
        format!("{n} Reagents")
    }
}

/// The engine's choice for a creature nobody chose for: keep Star Suit cards first (spells reward
/// them), then the highest ranks; discard the rest, in the order they are held.
pub(super) fn automatic_discard(held: &[Card], keep: usize, c: &Combatant) -> Vec<Card> {
    let mut ranked: Vec<Card> = held.to_vec();
    ranked.sort_by_key(|card| {
        (
            std::cmp::Reverse(Some(card.suit) == c.star_suit),
            std::cmp::Reverse(card.rank.number()),
            card.suit,
        )
    });
    let kept = &ranked[..keep.min(ranked.len())];
    held.iter()
        .filter(|card| !kept.contains(card))
        .copied()
        .collect()
}

/// Adds the Holy Magic draws the attacks among `events` trigger, each right after the event that
/// triggers it ("Holy Magic": being Attacked, an adjacent ally Attacked, an ally within 2 tiles
/// Striking a Hit, Attacking unsuccessfully, Attacking or Riposting successfully). Ripostes and
/// spell attacks are Attacks too. Distances need a grid: without one, the two circumstances that
/// depend on them are left to the table, each with a line saying it was not checked.
pub(super) fn with_holy_draws(
    state: &BattleState,
    events: Vec<Event>,
    rng: &mut Rng,
) -> Vec<Event> {
    let holy = |c: &Combatant| c.reagent_hand.is_some_and(|hand| hand.holy_magic);
    if !state.combatants.iter().any(holy)
        || !events.iter().any(|e| matches!(e, Event::Attacked { .. }))
    {
        return events;
    }
    let mut sim = state.clone();
    let mut out = Vec::with_capacity(events.len() + 2);
    let mut last_attack: Option<(CombatantId, CombatantId)> = None;
    for event in events {
        let mut triggered: Vec<(CombatantId, ReagentSource)> = Vec::new();
        // Without a grid the distances are unknown: those circumstances are left to the GM, and
        // the log says so.
        let mut unchecked: Vec<(CombatantId, ReagentSource)> = Vec::new();
        match &event {
            // "Riposte: Make an Attack against the target": a Riposte is an Attack throughout the
            // table, not only where it names one.
            Event::Attacked {
                attacker,
                target,
                success,
                ..
            } => {
                last_attack = Some((*attacker, *target));
                for (index, c) in sim.combatants.iter().enumerate() {
                    let who = index as CombatantId;
                    if !holy(c) || !c.active() {
                        continue;
                    }
                    if who == *attacker {
                        triggered.push((
                            who,
                            if *success {
                                ReagentSource::AttackedSuccessfully
                            } else {
                                ReagentSource::AttackedUnsuccessfully
                            },
                        ));
                    }
                    if who == *target {
                        triggered.push((who, ReagentSource::Attacked));
                    } else if ally(&sim, c.side, *target) {
                        match distance(c.position, position(&sim, *target)) {
                            Some(d) if d <= 1 => {
                                triggered.push((who, ReagentSource::AdjacentAllyAttacked));
                            }
                            Some(_) => {}
                            None => unchecked.push((who, ReagentSource::AdjacentAllyAttacked)),
                        }
                    }
                }
            }
            Event::Hit { who: hit, .. } => {
                if let Some((striker, _)) = last_attack.filter(|(_, target)| target == hit) {
                    for (index, c) in sim.combatants.iter().enumerate() {
                        let who = index as CombatantId;
                        if holy(c) && c.active() && who != striker && ally(&sim, c.side, striker) {
                            match distance(c.position, position(&sim, striker)) {
                                Some(d) if d <= 2 => {
                                    triggered.push((who, ReagentSource::AllyStruckHit));
                                }
                                Some(_) => {}
                                None => unchecked.push((who, ReagentSource::AllyStruckHit)),
                            }
                        }
                    }
                }
            }
            _ => {}
        }
        super::evolve::evolve(&mut sim, &event);
        out.push(event);
        out.extend(
            unchecked
                .into_iter()
                .map(|(who, source)| Event::HolyUnchecked { who, source }),
        );
        for (who, source) in triggered {
            // The copy's deck draws here, so its Reshuffled and ReagentsDrawn are not applied to
            // it again.
            let c = &mut sim.combatants[usize::from(who)];
            let count = draw_count(source, 0);
            draw(who, c.deck.as_mut(), source, count, rng, &mut out);
        }
    }
    out
}

fn position(state: &BattleState, id: CombatantId) -> Option<Tile> {
    state.combatant(id).and_then(|c| c.position)
}

/// `other` fights on `side` (an ally; the caster itself is excluded by the callers).
fn ally(state: &BattleState, side: Side, other: CombatantId) -> bool {
    state.combatant(other).is_some_and(|c| c.side == side)
}

/// Tiles between two positions, when both are known.
fn distance(a: Option<Tile>, b: Option<Tile>) -> Option<u16> {
    Some(a?.distance(b?))
}
