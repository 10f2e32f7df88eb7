//! The Planning Phase: each creature's stance, arms and three combat cards, then the start of
//! the Initiative Countdown.

use super::check::{combatant, refuse, Decision};
use super::command::{CardPlay, Event};
use super::reshuffle::reshuffle;
use super::rules::{CombatCardDiscard, InitiativeStart, FIXED_COUNTDOWN_START};
use super::state::{BattleState, CombatantId, Phase};
use super::stats::value;
use super::stealth::planning_gain;
use crate::cards::Card;
use crate::deck::{Deck, Zone};
use crate::random::Rng;
use crate::systems::fated_hand::model::Stat;

pub(super) fn plan(
    state: &BattleState,
    who: CombatantId,
    stance: super::state::Stance,
    main_arm: usize,
    offhand_arm: Option<usize>,
    plays: &[CardPlay; 3],
    rng: &mut Rng,
) -> Decision {
    if state.phase != Phase::Planning {
        return Err(refuse(
            "Planning Phase",
            "Plans are made in the Planning Phase.",
        ));
    }
    let c = combatant(state, who)?;
    if !c.active() {
        return Err(refuse(
            "Hit Points",
            format!(
                "{} is Incapacitated and takes no part in the round.",
                c.name
            ),
        ));
    }
    if c.is_summon() {
        return Err(refuse(
            "Summoned Creatures",
            format!(
                "{} is a Summoned Creature: it plays no cards and takes no turns.",
                c.name
            ),
        ));
    }
    if c.planned {
        return Err(refuse(
            "Planning Phase",
            format!(
                "{} has already planned this round; undo to change the plan.",
                c.name
            ),
        ));
    }
    let arm = |i: usize| {
        c.arms
            .get(i)
            .ok_or_else(|| refuse("Arms", format!("{} carries no arm number {i}.", c.name)))
    };
    let main = arm(main_arm)?;
    if let Some(off) = offhand_arm {
        let offhand = arm(off)?;
        if off == main_arm {
            return Err(refuse(
                "Arms",
                "The Offhand Arm must be a different arm from the Main Arm.",
            ));
        }
        if main.two_handed || offhand.two_handed {
            return Err(refuse(
                "Arms List",
                "A Two-Hander needs both hands: no Offhand Arm beside it.",
            ));
        }
    }
    let mut deck: Option<Deck> = c.deck.clone();
    if state.rules.combat_card_discard == CombatCardDiscard::NextPlanning {
        // Last round's combat cards leave their slots as this plan replaces them.
        if let Some(deck) = deck.as_mut() {
            deck.discard_all(Zone::InPlay);
        }
    }
    let mut events = Vec::new();
    let mut cards = [Card::new(crate::cards::Rank::ACE, crate::cards::Suit::Clubs); 3];
    for (slot, play) in plays.iter().enumerate() {
        cards[slot] = match (play, deck.as_mut()) {
            (CardPlay::Hand(card), Some(deck)) => {
                deck.move_card(*card, Zone::Hand, Zone::InPlay)
                    .map_err(|_| {
                        refuse(
                            "Planning Phase",
                            format!("{card} is not in {}'s hand.", c.name),
                        )
                    })?;
                *card
            }
            (CardPlay::Hand(_), None) | (CardPlay::Draw, None) => {
                return Err(refuse(
                    "Planning Phase",
                    format!(
                        "{}'s cards are not tracked: enter the cards played.",
                        c.name
                    ),
                ))
            }
            (CardPlay::Entered(_), Some(_)) => {
                return Err(refuse(
                    "Planning Phase",
                    format!("{}'s hand is tracked: play the cards from it.", c.name),
                ))
            }
            (CardPlay::Entered(card), None) => {
                if cards[..slot].contains(card) {
                    return Err(refuse(
                        "Planning Phase",
                        format!("{card} was already played this round."),
                    ));
                }
                *card
            }
            (CardPlay::Draw, Some(deck)) => {
                if deck.cards(Zone::DrawPile).is_empty() {
                    events.push(reshuffle(who, deck, rng));
                }
                deck.draw(Zone::InPlay, rng)
                    .map_err(|e| refuse("Cards", e.to_string()))?
            }
        };
    }
    events.push(Event::Planned {
        who,
        stance,
        main_arm,
        offhand_arm,
        cards,
        plays: *plays,
    });
    if c.has_stealth() {
        // Stealth Power moves during the Planning Phase, with the Speed of the plan just made.
        let mut planned = c.clone();
        planned.stance = stance;
        planned.main_arm = main_arm;
        planned.offhand_arm = offhand_arm;
        planned.cards = Some(cards);
        if let Some(gain) = planning_gain(state, who, &planned) {
            events.push(Event::StealthGained { who, gain });
        }
    }
    Ok(events)
}

pub(super) fn end_planning(state: &BattleState) -> Decision {
    if state.phase != Phase::Planning {
        return Err(refuse(
            "Planning Phase",
            "The Planning Phase is not under way.",
        ));
    }
    let waiting: Vec<&str> = state
        .combatants
        .iter()
        .filter(|c| c.active() && !c.planned && !c.is_summon())
        .map(|c| c.name.as_str())
        .collect();
    if !waiting.is_empty() {
        return Err(refuse(
            "Planning Phase",
            format!("Still planning: {}.", waiting.join(", ")),
        ));
    }
    // Where the count starts is table rule fated_hand.initiative_start.
    let count = match state.rules.initiative_start {
        InitiativeStart::HighestSpeed => state
            .combatants
            .iter()
            .filter(|c| c.active() && !c.is_summon())
            .map(|c| value(c, Stat::Speed))
            .max()
            .unwrap_or(0),
        InitiativeStart::FixedStart => FIXED_COUNTDOWN_START,
    };
    Ok(vec![Event::CountdownBegan { count }])
}
