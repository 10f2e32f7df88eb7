//! Each event as a log line in plain English, with the rule it follows and its arithmetic.

use super::command::{CalledShot, Event, Reaction};
use super::decide::{name, INITIATIVE_DICE, SKILL_ROLL_COUNTERS};
use super::state::CombatState;
use crate::encounter::LogLine;
use crate::systems::clockwork::cite;
use crate::systems::clockwork::words::count;

fn faces(values: impl Iterator<Item = u8>) -> String {
    values.map(|v| v.to_string()).collect::<Vec<_>>().join(", ")
}

/// The log line of `event`, against the state just before it.
pub fn describe(before: &CombatState, event: &Event, command: u32) -> Option<LogLine> {
    let who = |id| name(before, id);
    let mut line = match event {
        Event::InitiativeRolled {
            combatant,
            skill,
            rank,
            dice,
            gains,
        } => {
            let mut line = LogLine::new(
                format!(
                    "{} rolls initiative against {} {rank}: {}.",
                    who(*combatant),
                    skill.skill().name(),
                    count(*gains, "gain", "gains")
                ),
                Some(cite("Initiative")),
            );
            line.details
                .push(format!("Dice: {}.", faces(dice.values())));
            let short = INITIATIVE_DICE.saturating_sub(dice.values().count());
            if short > 0 {
                line.details.push(format!(
                    "{} fewer than 12 for the vitals penalty («Grit & Vitals»).",
                    count(short, "die", "dice")
                ));
            }
            line
        }
        Event::TieRolled { combatants, dice } => LogLine::new(
            format!(
                "Tied on initiative, they roll a d12 each: {}.",
                combatants
                    .iter()
                    .zip(dice)
                    .map(|(c, d)| format!("{} {}", who(*c), d.value))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            Some(cite("Initiative")),
        ),
        Event::OrderSet { order } => LogLine::new(
            format!(
                "Turn order: {}.",
                order.iter().map(|c| who(*c)).collect::<Vec<_>>().join(", ")
            ),
            Some(cite("Initiative")),
        ),
        Event::RoundStarted { round } => {
            LogLine::new(format!("Round {round} begins."), Some(cite("Initiative")))
        }
        Event::TurnStarted { actor, .. } => {
            let dying = before.get(*actor).is_some_and(|c| !c.fighting());
            if dying {
                LogLine::new(
                    format!("{}'s turn: dying, it makes its death roll.", who(*actor)),
                    Some(cite("Dying")),
                )
            } else {
                let mut line = LogLine::new(
                    format!("{}'s turn: 6 action counters.", who(*actor)),
                    Some(cite("Action Counters")),
                );
                if before.get(*actor).is_some_and(|c| c.prepared.is_some()) {
                    line.details.push(
                        "Its prepared attack was never set off: its counters are forfeit \
                         («Action Counters»)."
                            .to_owned(),
                    );
                }
                line
            }
        }
        Event::Moved {
            mover,
            pace,
            path,
            spaces,
            counters,
        } => {
            let end = path.last().copied().unwrap_or_default();
            LogLine::new(
                format!(
                    "{} {} {} to ({}, {}) for {}.",
                    who(*mover),
                    pace.verb(),
                    count(*spaces, "space", "spaces"),
                    end.x,
                    end.y,
                    count(*counters, "action counter", "action counters")
                ),
                Some(cite("Movement")),
            )
        }
        Event::Attacked(result) => {
            let reaction = match result.reaction {
                Reaction::None => String::new(),
                Reaction::Dodge => format!(" {} dodges.", who(result.target)),
                Reaction::Block => format!(" {} blocks.", who(result.target)),
            };
            let verdict = match (&result.automatic_miss, &result.roll) {
                (Some(why), _) => format!("It misses without a roll: {why}."),
                (None, Some(roll)) => format!(
                    "{} against defense {}: {}.",
                    count(roll.gains.value, "gain", "gains"),
                    result.defense.value,
                    if result.hit { "a hit" } else { "a miss" }
                ),
                (None, None) => String::new(),
            };
            let damage = match &result.damage {
                Some(d) => format!(
                    " {} {} damage.",
                    count(d.value, "point", "points"),
                    result.damage_type.name()
                ),
                None => String::new(),
            };
            let called = match result.called_shot {
                Some(area) => format!(", a called shot at the {}", area.name()),
                None => String::new(),
            };
            let mut line = LogLine::new(
                format!(
                    "{} attacks {} with the {} ({}{called}).{reaction} {verdict}{damage}",
                    who(result.attacker),
                    who(result.target),
                    result.weapon,
                    count(result.counters, "action counter", "action counters"),
                ),
                Some(cite("Attack Rolls")),
            );
            line.numbers.push(result.pool.clone());
            line.numbers.push(result.defense.clone());
            if let Some(roll) = &result.roll {
                line.details
                    .push(format!("Attack dice: {}.", faces(roll.dice.values())));
                line.numbers.push(roll.gains.clone());
            }
            if let Some(dice) = &result.damage_dice {
                line.details
                    .push(format!("Damage dice: {}.", faces(dice.values())));
            }
            line.numbers.extend(result.resistance.clone());
            line.numbers.extend(result.damage.clone());
            line
        }
        Event::AreaAttacked(result) => {
            let place = match result.aim {
                super::area::AreaAim::At { centre } => {
                    format!("at ({}, {})", centre.x, centre.y)
                }
                super::area::AreaAim::Toward { direction } => {
                    format!("toward the {}", super::area::direction_name(direction))
                }
            };
            let shape = match result.kind {
                super::area::AreaKind::Radius(r) => format!("radius {r}"),
                super::area::AreaKind::Cone(n) => format!("a cone of {n}"),
                super::area::AreaKind::Line(n) => format!("a line of {n}"),
            };
            let struck = if result.struck.is_empty() {
                " It strikes nobody.".to_owned()
            } else {
                result
                    .struck
                    .iter()
                    .map(|s| {
                        let verdict = if s.blind {
                            "struck blindly, half damage"
                        } else if s.hit {
                            "hit"
                        } else {
                            "missed, half damage"
                        };
                        format!(
                            " {} (defense {}): {verdict}, {} {} damage.",
                            who(s.target),
                            s.defense.value,
                            count(s.damage.value, "point", "points"),
                            result.damage_type.name()
                        )
                    })
                    .collect::<String>()
            };
            let mut line = LogLine::new(
                format!(
                    "{} uses the {} {place} ({shape}, {}): {}, no dodge or block.{struck}",
                    who(result.attacker),
                    result.weapon,
                    count(result.counters, "action counter", "action counters"),
                    count(result.roll.gains.value, "gain", "gains"),
                ),
                Some(cite("Area of Effect")),
            );
            line.numbers.push(result.pool.clone());
            line.numbers.push(result.roll.gains.clone());
            line.details.push(format!(
                "Attack dice: {}.",
                faces(result.roll.dice.values())
            ));
            line.details.push(format!(
                "Damage dice, one roll for everyone: {}.",
                faces(result.damage_dice.values())
            ));
            for s in &result.struck {
                line.numbers.push(s.resistance.clone());
                line.numbers.push(s.damage.clone());
            }
            line
        }
        Event::Damaged { target, change } => {
            let mut text = format!(
                "{} takes {}",
                who(*target),
                count(change.damage, "hit", "hits")
            );
            if change.vitals_lost > 0 {
                text.push_str(&format!(
                    ", losing {}",
                    count(change.vitals_lost, "vital", "vitals")
                ));
            }
            if change.wounds_gained > 0 {
                text.push_str(&format!(
                    " and gaining {}",
                    count(change.wounds_gained, "wound", "wounds")
                ));
            }
            text.push_str(&format!(
                ": {} left, {} in the current box, {}.",
                count(change.vitals, "vital", "vitals"),
                count(change.hits, "hit", "hits"),
                count(change.wounds, "wound", "wounds")
            ));
            LogLine::new(text, Some(cite("Wounds")))
        }
        Event::BeganDying { target } => {
            let again = before
                .get(*target)
                .is_some_and(|c| c.fate == super::state::Fate::Stabilized);
            let mut line = LogLine::new(
                if again {
                    format!(
                        "{} is hurt with no vitals left: no longer stabilized, dying again.",
                        who(*target)
                    )
                } else {
                    format!(
                        "{} has lost every vital: unconscious and dying.",
                        who(*target)
                    )
                },
                Some(cite("Dying")),
            );
            if again {
                line.details.push(
                    "Table rule clockwork.stabilized_targets (can_be_attacked): the book does not \
                     say what damage does to the stabilized."
                        .to_owned(),
                );
            }
            line
        }
        Event::DeathRolled { target, roll } => {
            let outcome = if roll.died {
                "and dies".to_owned()
            } else {
                format!(
                    "and is still dying ({})",
                    count(roll.wounds, "wound", "wounds")
                )
            };
            let mut line = LogLine::new(
                format!(
                    "{}'s death roll: {} {outcome}.",
                    who(*target),
                    count(roll.fatal.value, "fatal wound", "fatal wounds")
                ),
                Some(cite("Dying")),
            );
            line.details
                .push(format!("Dice: {}.", faces(roll.dice.values())));
            line.numbers.push(roll.fatal.clone());
            line
        }
        Event::StabilizeRolled {
            medic,
            target,
            roll,
            needed,
            success,
        } => {
            let spent = if before.rules.stabilize_rest_of_turn {
                before.get(*medic).map_or(0, |c| c.counters)
            } else {
                SKILL_ROLL_COUNTERS
            };
            let mut line = LogLine::new(
                format!(
                    "{} tends {} ({}): {} against {}: {}.",
                    who(*medic),
                    who(*target),
                    count(spent, "action counter", "action counters"),
                    count(roll.gains.value, "gain", "gains"),
                    count(*needed, "wound", "wounds"),
                    if *success {
                        "stabilized, but out of the fight"
                    } else {
                        "still dying"
                    }
                ),
                Some(cite("Stabilizing")),
            );
            line.details
                .push(format!("Dice: {}.", faces(roll.dice.values())));
            line.numbers.push(roll.size.clone());
            line.numbers.push(roll.gains.clone());
            line
        }
        Event::Lamed { target, area } => {
            let mut line = LogLine::new(
                match area {
                    CalledShot::Leg => format!(
                        "{} is struck in the leg: it cannot run until it makes a Flat 7 at the \
                         end of a turn.",
                        who(*target)
                    ),
                    _ => format!(
                        "{} is struck in the arm: it cannot use that arm until it makes a Flat 7 \
                         at the end of a turn.",
                        who(*target)
                    ),
                },
                Some(cite("Called Shots")),
            );
            if *area == CalledShot::Arm {
                line.details.push(
                    "Which arm, and what it holds, is the GM's to say: the engine does not track \
                     hands."
                        .to_owned(),
                );
            }
            line
        }
        Event::LamingRolled {
            combatant,
            area,
            roll,
        } => LogLine::new(
            format!(
                "{} rolls a Flat 7 against the called shot to its {}: {}, {}.",
                who(*combatant),
                area.name(),
                roll.die.value,
                if roll.success {
                    "it ends"
                } else {
                    "it still holds"
                }
            ),
            Some(cite("Called Shots")),
        ),
        Event::ActionPrepared { preparer, prepared } => LogLine::new(
            format!(
                "{} prepares an attack on {} for when it {}: {} set aside.",
                who(*preparer),
                who(prepared.attack.target),
                prepared.trigger.words(),
                count(prepared.counters, "action counter", "action counters")
            ),
            Some(cite("Prepared Actions")),
        ),
        Event::PreparedTriggered {
            preparer,
            target,
            trigger,
        } => LogLine::new(
            format!(
                "{} {}: {}'s prepared attack interrupts the turn order and goes first.",
                who(*target),
                trigger.words(),
                who(*preparer)
            ),
            Some(cite("Prepared Actions")),
        ),
        Event::ActionLost {
            actor,
            action,
            counters,
        } => LogLine::new(
            format!(
                "{} is stopped in its tracks: the {action} it attempted is lost, and {} with it.",
                who(*actor),
                count(*counters, "action counter", "action counters")
            ),
            Some(cite("Prepared Actions")),
        ),
        Event::StealthRolled {
            hider,
            roll,
            observers,
        } => {
            let against = observers
                .iter()
                .map(|o| {
                    format!(
                        "{} {} ({})",
                        who(o.observer),
                        count(o.roll.gains.value, "gain", "gains"),
                        if o.hidden { "stealthed" } else { "seen" }
                    )
                })
                .collect::<Vec<_>>()
                .join(", ");
            let mut line = LogLine::new(
                format!(
                    "{} tries to slip into stealth: {} against Perception: {against}.",
                    who(*hider),
                    count(roll.gains.value, "gain", "gains"),
                ),
                Some(cite("Stealth")),
            );
            line.details
                .push(format!("Dice: {}.", faces(roll.dice.values())));
            line.details
                .push("A tie goes to the hider, who acts («Opposed Rolls»).".to_owned());
            line.numbers.push(roll.gains.clone());
            line
        }
        Event::StealthBroken { combatant, why } => LogLine::new(
            format!(
                "{} {why} and gives up every benefit of stealth.",
                who(*combatant)
            ),
            Some(cite("Stealth")),
        ),
        Event::LuckSpent {
            combatant,
            roll,
            thrown_away,
            first_result,
            left,
        } => {
            let mut line = LogLine::new(
                format!(
                    "{} spends a point of luck to reroll the {} ({first_result}); the reroll \
                     counts, better or worse. {} left this session.",
                    who(*combatant),
                    roll.name(),
                    count(*left, "point of luck", "points of luck")
                ),
                Some(cite("Using Luck")),
            );
            line.details.push(format!(
                "Dice thrown away: {}.",
                faces(thrown_away.values())
            ));
            line
        }
        Event::Passed { actor, reserved } => LogLine::new(
            format!(
                "{} passes, keeping {} for defense.",
                who(*actor),
                count(*reserved, "action counter", "action counters")
            ),
            Some(cite("Action Counters")),
        ),
        Event::Ended { winner } => LogLine::new(
            match winner {
                Some(side) => format!("The combat is over: side {side} is left standing."),
                None => "The combat is over: nobody is left standing.".to_owned(),
            },
            Some(cite("Combat Rules")),
        ),
        Event::EndDeclared { winner } => LogLine::new(
            match winner {
                Some(side) => format!("The GM ends the combat: side {side} carries it."),
                None => "The GM ends the combat with no winner.".to_owned(),
            },
            Some(cite("Combat Rules")),
        ),
    };
    line.command = command;
    line.round = (before.round > 0).then_some(before.round);
    if let Event::RoundStarted { round } = event {
        line.round = Some(*round);
    }
    Some(line)
}
