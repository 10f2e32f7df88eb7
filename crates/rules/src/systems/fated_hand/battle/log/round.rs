//! The round: planning, the Initiative Countdown, the end of a round and of the battle.

use super::super::rules::CombatCardDiscard;
use super::super::state::{BattleState, CombatantId, Outcome, Stance};
use super::words::{line, name, LogLine};
use crate::cards::Card;

pub(super) fn planning_began(round: u16, draws: &[(CombatantId, Vec<Card>)]) -> LogLine {
    let drawn: usize = draws.iter().map(|(_, cards)| cards.len()).sum();
    line(
        format!("Round {round}: the Planning Phase begins; {drawn} cards drawn up to Hand Size."),
        "Planning Phase",
    )
}

pub(super) fn reshuffled(state: &BattleState, who: CombatantId, cards: usize) -> LogLine {
    line(
        format!(
            "{}'s deck ran out: the discard pile ({cards} cards) is shuffled into a new deck.",
            name(state, who),
        ),
        "Cards",
    )
}

pub(super) fn planned(
    state: &BattleState,
    who: CombatantId,
    stance: Stance,
    cards: &[Card; 3],
) -> LogLine {
    line(
        format!(
            "{} plans: {:?} Stance; Strike {}, Defense {}, Speed {}.",
            name(state, who),
            stance,
            cards[0],
            cards[1],
            cards[2]
        ),
        "Planning Phase",
    )
}

pub(super) fn countdown_began(count: i16) -> LogLine {
    line(
        format!("The Initiative Countdown begins at {count}."),
        "Initiative Countdown",
    )
}

pub(super) fn counted(count: i16) -> LogLine {
    line(
        format!("The count falls to {count}."),
        "Initiative Countdown",
    )
}

pub(super) fn round_ended(state: &BattleState, round: u16) -> LogLine {
    let cards = match state.rules.combat_card_discard {
        CombatCardDiscard::RoundEnd => "combat cards go to the discard pile",
        CombatCardDiscard::NextPlanning => {
            "combat cards stay in their slots until the next plans replace them (table rule)"
        }
    };
    line(format!("Round {round} ends; {cards}."), "Recovery")
}

pub(super) fn battle_ended(outcome: Outcome) -> LogLine {
    let how = match outcome {
        Outcome::PartyWon => "the party won",
        Outcome::FoesWon => "the foes won",
        Outcome::Retreat => "the party retreated",
        Outcome::Declared => "the GM called it",
    };
    line(format!("The battle ends: {how}."), "Flow of Battle")
}
