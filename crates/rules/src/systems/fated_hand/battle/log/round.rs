//! The round: planning, the Initiative Countdown, the end of a round and of the battle.

use super::super::perks::malus_lapsed_words;
use super::super::rules::CombatCardDiscard;
use super::super::state::{BattleState, CombatantId, Outcome, Stance};
use super::words::{line, name, LogLine};
use crate::cards::Card;
use crate::systems::fated_hand::table_rules::{HELD_TURNS, INITIATIVE_TIES};

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
    // A creature still holding its turn when the round ends has lost it (table rule
    // fated_hand.held_turns).
    let lost: Vec<&str> = state
        .combatants
        .iter()
        .filter(|c| c.active() && !c.acted && !c.is_summon())
        .map(|c| c.name.as_str())
        .collect();
    let lost = if lost.is_empty() {
        String::new()
    } else {
        format!(
            "; {} held {} turn and {} it (table rule: {})",
            lost.join(", "),
            if lost.len() == 1 { "its" } else { "their" },
            if lost.len() == 1 { "loses" } else { "lose" },
            HELD_TURNS.title
        )
    };
    let malus = malus_lapsed_words(state.combatants.iter().filter(|c| c.active()));
    line(
        format!("Round {round} ends; {cards}{lost}{malus}."),
        "Recovery",
    )
}

/// A coin sends one of creatures tied at the count first (table rule fated_hand.initiative_ties).
pub(super) fn tie_broken(
    state: &BattleState,
    between: &[CombatantId],
    first: CombatantId,
) -> LogLine {
    let names: Vec<String> = between.iter().map(|who| name(state, *who)).collect();
    line(
        format!(
            "{} reach the count together with equal Speed and Base Speed: a coin sends {} first \
             (table rule: {}).",
            names.join(" and "),
            name(state, first),
            INITIATIVE_TIES.title
        ),
        "Initiative Countdown",
    )
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
