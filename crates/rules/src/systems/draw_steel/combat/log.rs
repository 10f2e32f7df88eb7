//! The combat log: each event as a sentence for the GM, with the rule behind it.

use super::command::{DamageCause, Event, Slot};
use super::state::{CombatState, Combatant, CombatantId, Fate, Outcome, Side};
use crate::random::Origin;
use crate::systems::draw_steel::cite;
use crate::systems::draw_steel::content::Duration;

pub use crate::encounter::LogLine;

fn name(combatants: &[Combatant], id: CombatantId) -> &str {
    combatants
        .get(usize::from(id))
        .map_or("someone", |c| c.name.as_str())
}

fn origin(o: Origin) -> &'static str {
    match o {
        Origin::Rolled => "rolled",
        Origin::Entered => "entered",
    }
}

fn duration_text(duration: Duration) -> &'static str {
    match duration {
        Duration::EndOfTurn => "EoT",
        Duration::SaveEnds => "save ends",
        Duration::EndOfEncounter => "until the end of the encounter",
        Duration::UntilRemoved => "until removed",
    }
}

/// The log line of `event` described against `state_before` for the command at index `command`,
/// with its round once the first round has begun (a round's start belongs to that round); `None`
/// for bookkeeping the GM need not read.
pub fn describe(state_before: &CombatState, event: &Event, command: u32) -> Option<LogLine> {
    let round = match event {
        Event::RoundStarted { round, .. } => *round,
        _ => state_before.round,
    };
    line(&state_before.combatants, command, event).map(|line| LogLine {
        round: Some(round).filter(|round| *round > 0),
        ..line
    })
}

/// The log line of `event`, or `None` for bookkeeping the GM need not read. Its round is `None`
/// (`DrawSteelCombat::describe` sets it from the state).
pub fn line(combatants: &[Combatant], command: u32, event: &Event) -> Option<LogLine> {
    let n = |id| name(combatants, id);
    let mut details = Vec::new();
    let (text, rule) = match event {
        Event::FirstSide { die, side, rule } => (
            match die {
                Some(d) => format!(
                    "d10 {} ({}): the {} act first",
                    d.value,
                    origin(d.origin),
                    side_label(*side)
                ),
                None => format!(
                    "Only the {} were ready: they act first without a roll",
                    side_label(*side)
                ),
            },
            Some(rule.clone()),
        ),
        Event::RoundStarted { round, side } => (
            format!("Round {round} begins; the {} pick first", side_label(*side)),
            Some(cite("Turn")),
        ),
        Event::TurnStarted { actor } => (format!("{}'s turn", n(*actor)), None),
        Event::SlotUsed { actor, slot } => match slot {
            Slot::MainAsManeuver => (
                format!("{} turns the main action into a maneuver", n(*actor)),
                Some(cite("Main Action")),
            ),
            Slot::MainAsMove => (
                format!("{} turns the main action into a move action", n(*actor)),
                Some(cite("Main Action")),
            ),
            _ => return None,
        },
        Event::Moved {
            who,
            path,
            cost,
            shift,
        } => (
            format!(
                "{} {} {} square{} (movement {cost})",
                n(*who),
                if *shift { "shifts" } else { "moves" },
                path.len(),
                if path.len() == 1 { "" } else { "s" }
            ),
            Some(cite("Move")),
        ),
        Event::OpportunitiesOpened {
            mover, attackers, ..
        } => (
            format!(
                "{} moved away from {}: each may make an opportunity attack",
                n(*mover),
                attackers
                    .iter()
                    .map(|&a| n(a))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            Some(cite("Opportunity Attack")),
        ),
        Event::PowerRolled {
            user,
            ability,
            dice,
            characteristic,
            natural,
        } => (
            format!(
                "{} uses {ability}: 2d10 {} + {} ({}){}{}",
                n(*user),
                dice[0].value,
                dice[1].value,
                origin(dice[0].origin),
                characteristic
                    .map(|(c, s)| format!(", {} {s:+}", c.name()))
                    .unwrap_or_default(),
                if *natural { ", a natural 19 or 20" } else { "" }
            ),
            Some(cite("Ability Roll")),
        ),
        Event::TierReached {
            target,
            tier,
            reasons,
            explanation,
            rule,
            ..
        } => {
            details = reasons
                .iter()
                .map(|r| {
                    let what = match (r.edges, r.banes) {
                        (e, 0) if e > 1 => format!("{e} edges"),
                        (_, 0) => "edge".to_owned(),
                        (0, b) if b > 1 => format!("{b} banes"),
                        _ => "bane".to_owned(),
                    };
                    format!("{what}: {} ({})", r.label, r.rule.section)
                })
                .collect();
            (
                format!(
                    "Against {}: {explanation} — tier {}",
                    n(*target),
                    tier.number()
                ),
                Some(rule.clone()),
            )
        }
        Event::CriticalHit { user } => (
            format!(
                "Critical hit: {} gains a main action to use at once",
                n(*user)
            ),
            Some(cite("Critical Hit")),
        ),
        Event::Damaged {
            target,
            cause,
            explanation,
            rule,
            ..
        } => (
            format!(
                "{} takes damage{}: {explanation}",
                n(*target),
                match cause {
                    DamageCause::Bleeding => " from bleeding",
                    DamageCause::Slam => " from the slam",
                    DamageCause::Fall => " from the fall",
                    DamageCause::LandedOn => " from being landed on",
                    _ => "",
                }
            ),
            Some(rule.clone()),
        ),
        Event::Healed {
            who,
            amount,
            stamina,
            recovery,
            rule,
        } => (
            format!(
                "{} regains {amount} Stamina{} (now {stamina})",
                n(*who),
                if *recovery { " with a Recovery" } else { "" }
            ),
            Some(rule.clone()),
        ),
        Event::FateChanged { who, fate, rule } => (
            match fate {
                Fate::Standing => format!("{} is back on their feet", n(*who)),
                Fate::Dying => format!("{} is dying", n(*who)),
                Fate::Dead => format!("{} dies", n(*who)),
                Fate::Unconscious => format!("{} is knocked unconscious", n(*who)),
            },
            Some(rule.clone()),
        ),
        Event::ConditionImposed {
            target,
            condition,
            duration,
            source,
            ..
        } => (
            format!(
                "{} is {}{} ({})",
                n(*target),
                condition.name().to_lowercase(),
                source
                    .filter(|_| condition.has_source())
                    .map(|s| format!(" by {}", n(s)))
                    .unwrap_or_default(),
                duration_text(*duration)
            ),
            Some(cite(condition.name())),
        ),
        Event::Resisted {
            target,
            condition,
            score,
            potency,
        } => (
            format!(
                "{} resists being {}: score {score:+} is not below potency {potency}",
                n(*target),
                condition.name().to_lowercase()
            ),
            Some(cite("Target")),
        ),
        Event::ConditionEnded {
            target,
            condition,
            reason,
            rule,
            ..
        } => (
            format!(
                "{} is no longer {}: {reason}",
                n(*target),
                condition.name().to_lowercase()
            ),
            Some(rule.clone()),
        ),
        Event::SavingThrow {
            who,
            condition,
            die,
            success,
        } => (
            format!(
                "{} saves against {}: d10 {} ({}) — {}",
                n(*who),
                condition.name().to_lowercase(),
                die.value,
                origin(die.origin),
                if *success { "it ends" } else { "it continues" }
            ),
            Some(cite("Saving Throw")),
        ),
        Event::ForcedMovePending(pending) => (
            format!(
                "{} may {} {} up to {} square{}{}",
                n(pending.source),
                match pending.movement {
                    crate::systems::draw_steel::content::ForcedKind::Push => "push",
                    crate::systems::draw_steel::content::ForcedKind::Pull => "pull",
                    crate::systems::draw_steel::content::ForcedKind::Slide => "slide",
                },
                n(pending.target),
                pending.distance,
                if pending.distance == 1 { "" } else { "s" },
                if pending.vertical { " (vertical)" } else { "" }
            ),
            Some(cite("Forced Movement")),
        ),
        Event::ForceMoved { explanation, .. } => {
            (explanation.clone(), Some(cite("Forced Movement")))
        }
        Event::ForcedMoveSkipped { target } => (
            format!("The forced movement of {} is not used", n(*target)),
            None,
        ),
        Event::Surges { who, change } => (
            if *change >= 0 {
                format!("{} gains {change} surge{}", n(*who), plural(*change))
            } else {
                format!("{} loses {} surge{}", n(*who), -change, plural(-*change))
            },
            Some(cite("Surges")),
        ),
        Event::Resource { who, change } => (
            format!(
                "{} {} {} {}",
                n(*who),
                if *change >= 0 { "gains" } else { "spends" },
                change.abs(),
                combatants
                    .get(usize::from(*who))
                    .map_or("", |c| c.resource_name.as_str())
            ),
            None,
        ),
        Event::Pools {
            hero_tokens,
            malice,
            reason,
        } => {
            let mut parts = Vec::new();
            if *hero_tokens != 0 {
                parts.push(format!("hero tokens {hero_tokens:+}"));
            }
            if *malice != 0 {
                parts.push(format!("Malice {malice:+}"));
            }
            (
                format!("{} ({reason})", parts.join(", ")),
                Some(cite("Hero Tokens")),
            )
        }
        Event::Visibility {
            who,
            hidden,
            invisible,
        } => (
            format!(
                "{} is {}{}",
                n(*who),
                if *hidden { "hidden" } else { "not hidden" },
                if *invisible { " and invisible" } else { "" }
            ),
            Some(cite("Hide")),
        ),
        Event::Placed { who, position } => (
            format!("{} is placed at ({}, {})", n(*who), position.x, position.y),
            None,
        ),
        Event::Elevation { .. } => return None,
        Event::Note { text, .. } => (text.clone(), None),
        Event::TurnEnded { actor } => (format!("{}'s turn ends", n(*actor)), None),
        Event::RoundEnded { round } => (
            if *round == 1 {
                "Round 1 ends; nobody is surprised any more".to_owned()
            } else {
                format!("Round {round} ends")
            },
            Some(cite(if *round == 1 { "Surprised" } else { "Turn" })),
        ),
        Event::CombatEnded { outcome } => (
            format!(
                "The combat ends: {}",
                match outcome {
                    Outcome::HeroesWon => "the heroes win",
                    Outcome::HeroesLost => "the heroes lose",
                    Outcome::Declared => "declared over by the GM",
                }
            ),
            Some(cite("Surges")),
        ),
    };
    Some(LogLine {
        command,
        round: None,
        text,
        rule,
        numbers: Vec::new(),
        details,
    })
}

fn plural(n: i8) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// The side's name in the log.
pub const fn side_label(side: Side) -> &'static str {
    match side {
        Side::Heroes => "heroes",
        Side::Foes => "foes",
    }
}
