//! Checking a command against the Opposition and working out its events. The events are found
//! by applying each to a scratch copy of the state as it is emitted, so a command that is
//! refused halfway leaves the real state untouched.

use super::super::content::{Skill, Trait};
use super::evolve::evolve;
use super::flow::{draw_cards, finish_turn, outcome, play_initiative};
use super::guards::*;
use super::resolve::{card_cap, played_from_hand, resolve};
use super::setup::fresh_hand;
use super::{
    AttackKind, CombatantId, Command, Condition, DrawReason, DrawStep, EndReason, Event,
    OpposedDraw, OppositionError, OppositionState, Phase, Role, Turn, TurnStep, Zone,
};
use std::collections::VecDeque;

use crate::cards::{Card, PlayingCard};
use crate::pile::PileSet;
use crate::random::Rng;

/// A scratch copy of the state and the events applied to it so far.
pub(super) struct Scratch<'r> {
    pub(super) state: OppositionState,
    events: Vec<Event>,
    rng: &'r mut Rng,
    /// Cards entered from the physical table, the next to be drawn first.
    pub(super) entered: VecDeque<PlayingCard>,
}

impl<'r> Scratch<'r> {
    pub(super) fn new(state: OppositionState, rng: &'r mut Rng) -> Scratch<'r> {
        Scratch {
            state,
            events: Vec::new(),
            rng,
            entered: VecDeque::new(),
        }
    }

    pub(super) fn emit(&mut self, event: Event) {
        evolve(&mut self.state, &event);
        self.events.push(event);
    }

    pub(super) fn seed(&mut self) -> u64 {
        self.rng.index(usize::MAX) as u64
    }

    pub(super) fn finish(self) -> (OppositionState, Vec<Event>) {
        (self.state, self.events)
    }
}

/// The events `command` causes, or the rule it breaks (then nothing changes).
pub fn check(state: &OppositionState, command: &Command, rng: &mut Rng) -> Checked<Vec<Event>> {
    if matches!(state.phase, Phase::Ended(_)) {
        return Err(OppositionError::Over);
    }
    let mut s = Scratch::new(state.clone(), rng);
    if let Command::Entered { cards, then } = command {
        if matches!(**then, Command::Entered { .. }) {
            return Err(OppositionError::EnteredTwice);
        }
        s.entered = cards.iter().copied().collect();
        run(&mut s, then)?;
        if !s.entered.is_empty() {
            return Err(OppositionError::EnteredNotDrawn {
                left: s.entered.len(),
            });
        }
    } else {
        run(&mut s, command)?;
    }
    Ok(s.events)
}

/// Works `command` out on the scratch copy.
fn run(s: &mut Scratch<'_>, command: &Command) -> Checked<()> {
    match command {
        Command::Entered { .. } => return Err(OppositionError::EnteredTwice),
        Command::PlayInitiative { combatant, card } => play_initiative(s, *combatant, *card)?,
        Command::Discard { combatant, card } => {
            acting(&s.state, *combatant, "discard", true)?;
            in_hand(&s.state, *combatant, *card)?;
            s.emit(Event::Discarded {
                combatant: *combatant,
                cards: vec![*card],
                mulligan: false,
            });
        }
        Command::Mulligan { combatant } => {
            acting(&s.state, *combatant, "mulligan", true)?;
            let hand = s.state.suited(Zone::Hand(*combatant));
            // A squad holds no more cards than it has members.
            let fresh = fresh_hand(&s.state.rules, combatant_of(&s.state, *combatant)?.squad);
            s.emit(Event::Discarded {
                combatant: *combatant,
                cards: hand,
                mulligan: true,
            });
            draw_cards(
                s,
                *combatant,
                fresh,
                Zone::Hand(*combatant),
                DrawReason::Mulligan,
            )?;
            finish_turn(s)?;
        }
        Command::ReplaceInitiative { combatant, card } => {
            acting(&s.state, *combatant, "replace initiative", false)?;
            in_hand(&s.state, *combatant, *card)?;
            let old = s.state.suited(Zone::Initiative(*combatant));
            let old = *old.first().ok_or_else(|| OppositionError::NotNow {
                waiting: "no initiative card is in place".into(),
                rule: "b. Initiative",
            })?;
            s.emit(Event::InitiativeReplaced {
                combatant: *combatant,
                old,
                new: *card,
            });
            finish_turn(s)?;
        }
        Command::EndTurn { combatant } => {
            acting(&s.state, *combatant, "end the turn", false)?;
            finish_turn(s)?;
        }
        Command::Attack {
            combatant,
            target,
            kind,
            skill,
            trait_bonus,
            card,
        } => attack(s, *combatant, *target, *kind, skill, *trait_bonus, *card)?,
        Command::Defend {
            combatant,
            skill,
            trait_bonus,
            card,
        } => defend(s, *combatant, skill, *trait_bonus, *card)?,
        Command::Bet { combatant, card } => {
            let (draw, role) = betting(&s.state, *combatant, "bet")?;
            let name = name(&s.state, *combatant)?;
            let index = role_index(role);
            if played_from_hand(&s.state, &draw, *combatant, role) >= draw.caps[index] {
                let skill = match role {
                    Role::Aggressor => Some(&draw.aggressor_skill),
                    Role::Defender => draw.defender_skill.as_ref(),
                };
                return Err(OppositionError::OverTheCap {
                    name,
                    skill: skill.map(Skill::to_string).unwrap_or_default(),
                    cap: draw.caps[index],
                });
            }
            in_hand(&s.state, *combatant, *card)?;
            s.emit(Event::Bet {
                combatant: *combatant,
                card: *card,
            });
            maybe_reveal(s)?;
        }
        Command::StopBetting { combatant } => {
            betting(&s.state, *combatant, "stop betting")?;
            s.emit(Event::StoppedBetting {
                combatant: *combatant,
            });
            maybe_reveal(s)?;
        }
        Command::SpendWildcard { combatant } => {
            buying(&s.state, *combatant, "spend a Wildcard")?;
            let who = combatant_of(&s.state, *combatant)?;
            if who.wildcards == 0 {
                return Err(OppositionError::NoWildcard {
                    name: who.name.clone(),
                });
            }
            s.emit(Event::SpentWildcard {
                combatant: *combatant,
            });
            draw_cards(
                s,
                *combatant,
                1,
                Zone::FaceUp(*combatant),
                DrawReason::Wildcard,
            )?;
            maybe_reveal(s)?;
        }
        Command::DoneBuying { combatant } => {
            buying(&s.state, *combatant, "stop spending Wildcards")?;
            s.emit(Event::DoneBuying {
                combatant: *combatant,
            });
            maybe_reveal(s)?;
        }
        Command::DesperationDraw {
            combatant,
            trait_drawn,
        } => {
            let waiting = match &s.state.phase {
                Phase::Turn(Turn {
                    step: TurnStep::DesperationDraw { combatant: who },
                    ..
                }) => *who,
                _ => return Err(not_now(&s.state)),
            };
            if waiting != *combatant {
                return Err(out_of_turn(&s.state, *combatant, "draw for Desperation")?);
            }
            if !matches!(trait_drawn, Trait::Spirit | Trait::Luck) {
                return Err(OppositionError::DesperationDrawTrait {
                    trait_name: trait_drawn.name(),
                });
            }
            let count = combatant_of(&s.state, *combatant)?.traits.get(*trait_drawn);
            draw_cards(
                s,
                *combatant,
                usize::from(count),
                Zone::Hand(*combatant),
                DrawReason::Desperation,
            )?;
            finish_turn(s)?;
        }
        Command::EndOpposition => {
            let outcome = outcome(&s.state, EndReason::Stopped);
            s.emit(Event::Ended(outcome));
        }
    }
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn attack(
    s: &mut Scratch<'_>,
    who: CombatantId,
    target: CombatantId,
    kind: AttackKind,
    skill: &Skill,
    trait_bonus: Trait,
    card: Card,
) -> Checked<()> {
    acting(&s.state, who, "attack", false)?;
    let defender = combatant_of(&s.state, target)?;
    let aggressor = combatant_of(&s.state, who)?;
    if who == target {
        return Err(OppositionError::OwnTarget {
            name: aggressor.name.clone(),
        });
    }
    desperate_trait(&s.state, who, trait_bonus)?;
    if s.state.cards.pile(&Zone::Hand(who)).is_empty() {
        return Err(OppositionError::EmptyHand {
            name: aggressor.name.clone(),
        });
    }
    in_hand(&s.state, who, card)?;
    let cap = card_cap(aggressor.skill_rank(skill), skill);
    let defender_plays = defender.condition().can_act();
    let draw = OpposedDraw {
        aggressor: who,
        defender: target,
        kind,
        aggressor_skill: skill.clone(),
        aggressor_trait: trait_bonus,
        defender_skill: None,
        defender_trait: None,
        caps: [cap.value as u8, 0],
        bought: [0, 0],
        stopped: [false, !defender_plays],
        bought_done: [false, !defender_plays],
        step: if defender_plays {
            DrawStep::DefenderFaceDown
        } else {
            DrawStep::Betting(Role::Aggressor)
        },
    };
    s.emit(Event::Declared {
        draw: Box::new(draw),
        cap,
    });
    s.emit(Event::PlayedFaceDown {
        combatant: who,
        card,
    });
    maybe_reveal(s)
}

fn defend(
    s: &mut Scratch<'_>,
    who: CombatantId,
    skill: &Skill,
    trait_bonus: Trait,
    card: Option<Card>,
) -> Checked<()> {
    let draw = current_draw(&s.state)?;
    if draw.step != DrawStep::DefenderFaceDown {
        return Err(not_now(&s.state));
    }
    if who != draw.defender {
        return Err(out_of_turn(&s.state, who, "defend")?);
    }
    desperate_trait(&s.state, who, trait_bonus)?;
    let defender = combatant_of(&s.state, who)?;
    let hand_empty = s.state.cards.pile(&Zone::Hand(who)).is_empty();
    match card {
        Some(card) => in_hand(&s.state, who, card)?,
        None if !hand_empty => {
            return Err(OppositionError::StillHoldsCards {
                name: defender.name.clone(),
            })
        }
        None => {}
    }
    let cap = card_cap(defender.skill_rank(skill), skill);
    s.emit(Event::Defended {
        combatant: who,
        skill: skill.clone(),
        trait_bonus,
        cap,
    });
    match card {
        Some(card) => s.emit(Event::PlayedFaceDown {
            combatant: who,
            card,
        }),
        None => {
            draw_cards(s, who, 1, Zone::FaceDown(who), DrawReason::TopCard)?;
        }
    }
    maybe_reveal(s)
}

/// After betting and buying, once both parties are done: reveal and resolve (step 9).
fn maybe_reveal(s: &mut Scratch<'_>) -> Checked<()> {
    let draw = match &s.state.phase {
        Phase::Turn(Turn {
            step: TurnStep::Draw(draw),
            ..
        }) if draw.step == DrawStep::Wildcards && draw.bought_done.iter().all(|d| *d) => {
            draw.clone()
        }
        _ => return Ok(()),
    };
    let resolution = resolve(&s.state, &draw)?;
    let desperate = resolution.condition == Condition::Desperation
        && combatant_of(&s.state, draw.defender)?.condition() == Condition::Standing;
    s.emit(Event::Revealed(Box::new(resolution)));
    if desperate {
        return Ok(());
    }
    finish_turn(s)
}
