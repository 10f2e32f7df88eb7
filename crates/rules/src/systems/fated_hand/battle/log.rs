//! The battle log: every event in words, with its numbers and the rule it comes from.

use serde::Serialize;

use super::command::Event;
use super::state::{BattleState, Outcome};
use crate::citation::{Citation, Explained};
use crate::systems::fated_hand::cite;

/// One line of the log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct LogLine {
    /// What happened, in a sentence.
    pub text: String,
    /// The rule it follows.
    pub rule: Citation,
    /// The arithmetic behind it, when there is some.
    pub numbers: Vec<Explained>,
}

/// Describes `event` as it applies to `state` (the state before the event).
pub fn describe(state: &BattleState, event: &Event) -> LogLine {
    let name = |id: u8| {
        state
            .combatant(id)
            .map_or_else(|| format!("#{id}"), |c| c.name.clone())
    };
    let line = |text: String, section: &'static str| LogLine {
        text,
        rule: cite(section),
        numbers: Vec::new(),
    };
    match event {
        Event::PlanningBegan { round, draws } => {
            let drawn: usize = draws.iter().map(|(_, cards)| cards.len()).sum();
            line(format!("Round {round}: the Planning Phase begins; {drawn} cards drawn up to Hand Size."), "Planning Phase")
        }
        Event::Reshuffled { who, order } => line(
            format!(
                "{}'s deck ran out: the discard pile ({} cards) is shuffled into a new deck.",
                name(*who),
                order.len()
            ),
            "Cards",
        ),
        Event::Planned {
            who, stance, cards, ..
        } => line(
            format!(
                "{} plans: {:?} Stance; Strike {}, Defense {}, Speed {}.",
                name(*who),
                stance,
                cards[0],
                cards[1],
                cards[2]
            ),
            "Planning Phase",
        ),
        Event::CountdownBegan { count } => line(
            format!("The Initiative Countdown begins at {count}."),
            "Initiative Countdown",
        ),
        Event::Counted { count } => line(
            format!("The count falls to {count}."),
            "Initiative Countdown",
        ),
        Event::TurnBegan { who, movement } => line(
            format!(
                "\"To action!\" {} takes a turn with {movement} Movement.",
                name(*who)
            ),
            "Initiative Countdown",
        ),
        Event::Moved { who, tiles, to } => match to {
            Some(tile) => line(
                format!(
                    "{} moves {tiles} tiles to ({}, {}).",
                    name(*who),
                    tile.x,
                    tile.y
                ),
                "Move",
            ),
            None => line(format!("{} moves {tiles} tiles.", name(*who)), "Move"),
        },
        Event::EngagementBroken {
            mover,
            other,
            riposte,
        } => line(
            format!(
                "{} breaks the Engagement with {}{}.",
                name(*mover),
                name(*other),
                if *riposte { ", who may riposte" } else { "" }
            ),
            if *riposte { "Engagement" } else { "Focus" },
        ),
        Event::Attacked {
            attacker,
            target,
            riposte,
            strike,
            defense,
            success,
            riposte_allowed,
        } => {
            let what = if *riposte { "ripostes" } else { "attacks" };
            let text = match defense {
                Some(d) => format!(
                    "{} {what} {}: Strike {} against Defense {} — {}{}.",
                    name(*attacker),
                    name(*target),
                    strike.value,
                    d.value,
                    if *success {
                        "success (Strike ≥ Defense + 2)"
                    } else {
                        "no success"
                    },
                    if *riposte_allowed {
                        "; Defense ≥ Strike + 2 opens a Riposte"
                    } else {
                        ""
                    }
                ),
                None => format!(
                    "{} {what} {}, who does not Defend: success.",
                    name(*attacker),
                    name(*target)
                ),
            };
            let mut numbers = vec![strike.clone()];
            numbers.extend(defense.clone());
            LogLine {
                text,
                rule: cite(if *riposte { "Riposte" } else { "Attack" }),
                numbers,
            }
        }
        Event::Hit { who, remaining } => line(
            format!("Hit: {} loses a Hit Point ({remaining} left).", name(*who)),
            "Attack",
        ),
        Event::Incapacitated { who } => {
            line(format!("{} is Incapacitated.", name(*who)), "Hit Points")
        }
        Event::Engaged { a, b } => line(
            format!("{} and {} are Engaged.", name(*a), name(*b)),
            "Engagement",
        ),
        Event::Handicap {
            who,
            change,
            external,
        } => {
            let verb = if change.iter().any(|d| *d > 0) {
                "takes"
            } else {
                "cleanses"
            };
            let amounts: Vec<String> = ["Strike", "Defense", "Speed"]
                .iter()
                .zip(change)
                .filter(|(_, d)| **d != 0)
                .map(|(stat, d)| format!("{} {stat}", d.unsigned_abs()))
                .collect();
            let section = if *external {
                "Riposte"
            } else if verb == "cleanses" {
                "Recovery"
            } else {
                "Handicap"
            };
            line(
                format!("{} {verb} Handicap: {}.", name(*who), amounts.join(", ")),
                section,
            )
        }
        Event::Focused { who, card } => match card {
            Some(card) => line(
                format!("{} focuses and draws a Reagent ({card}).", name(*who)),
                "Focus",
            ),
            None => line(
                format!("{} focuses and draws a Reagent.", name(*who)),
                "Focus",
            ),
        },
        Event::PrimaryAction { who } => line(
            format!("{} spends the Primary Action.", name(*who)),
            "Basic Actions",
        ),
        Event::TurnEnded { who } => line(
            format!("{} ends the turn.", name(*who)),
            "Initiative Countdown",
        ),
        Event::RoundEnded { round } => line(
            format!("Round {round} ends; combat cards go to the discard pile."),
            "Recovery",
        ),
        Event::Overridden {
            who,
            hit_points,
            handicap,
            note,
        } => line(
            format!(
                "GM override on {}: {}{} — {note}",
                name(*who),
                hit_points
                    .map(|hp| format!("Hit Points {hp}"))
                    .unwrap_or_default(),
                handicap
                    .map(|h| format!(" Handicap {}/{}/{}", h[0], h[1], h[2]))
                    .unwrap_or_default()
            ),
            "Flow of Battle",
        ),
        Event::BattleEnded { outcome } => {
            let how = match outcome {
                Outcome::PartyWon => "the party won",
                Outcome::FoesWon => "the foes won",
                Outcome::Retreat => "the party retreated",
                Outcome::Declared => "the GM called it",
            };
            line(format!("The battle ends: {how}."), "Flow of Battle")
        }
        other => super::log_more::describe(state, other),
    }
}
