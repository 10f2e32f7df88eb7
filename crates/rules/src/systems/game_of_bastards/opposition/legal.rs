//! What may be done now: candidate commands for the moment the Opposition is at, each put
//! through [`check`] itself, so an offered command is one `check` accepts and a withheld one
//! carries exactly the refusal `check` gives (no second copy of the rules).

use super::super::content::{Skill, SkillKind, Trait};
use super::guards::current_draw;
use super::{
    check, AttackKind, Command, Condition, DrawStep, OppositionState, Phase, TurnStep, Zone,
};
use crate::cards::Card;
use crate::citation::Explained;
use crate::encounter::{LegalNow, Offered, Withheld};
use crate::random::Rng;

fn kind(command: &Command) -> &'static str {
    match command {
        Command::PlayInitiative { .. } => "play_initiative",
        Command::Discard { .. } => "discard",
        Command::Mulligan { .. } => "mulligan",
        Command::ReplaceInitiative { .. } => "replace_initiative",
        Command::Attack { .. } => "attack",
        Command::Defend { .. } => "defend",
        Command::Bet { .. } => "bet",
        Command::StopBetting { .. } => "stop_betting",
        Command::SpendWildcard { .. } => "spend_wildcard",
        Command::DoneBuying { .. } => "done_buying",
        Command::DesperationDraw { .. } => "desperation_draw",
        Command::EndTurn { .. } => "end_turn",
        Command::EndOpposition => "end_opposition",
        Command::Entered { then, .. } => kind(then),
    }
}

fn distinct_hand(state: &OppositionState, id: u16) -> Vec<Card> {
    let mut hand = state.suited(Zone::Hand(id));
    hand.sort();
    hand.dedup();
    hand
}

/// The trait a character adds by default: its reflexive Mind in defense, Body in a physical
/// attack, Mind in a mental one; Spirit or Luck (the higher) in Desperation.
fn default_trait(state: &OppositionState, id: u16, wanted: Trait) -> Trait {
    match state.combatant(id) {
        Some(c) if c.condition() == Condition::Desperation => {
            if c.traits.luck > c.traits.spirit {
                Trait::Luck
            } else {
                Trait::Spirit
            }
        }
        _ => wanted,
    }
}

fn candidates(state: &OppositionState) -> Vec<Command> {
    let mut out = Vec::new();
    match &state.phase {
        Phase::Ended(_) => return out,
        Phase::Initiative => {
            for c in &state.combatants {
                for card in distinct_hand(state, c.id) {
                    out.push(Command::PlayInitiative {
                        combatant: c.id,
                        card,
                    });
                }
            }
        }
        Phase::Turn(turn) => match &turn.step {
            TurnStep::Acting { .. } => {
                let actor = turn.actor;
                let hand = distinct_hand(state, actor);
                for card in &hand {
                    out.push(Command::Discard {
                        combatant: actor,
                        card: *card,
                    });
                }
                out.push(Command::Mulligan { combatant: actor });
                // The strongest card face down, with Athletics (unarmed) against each other
                // combatant; the GM screen edits skill, trait and card before committing.
                if let Some(best) = hand.iter().max_by_key(|card| {
                    super::super::cards::card_value(**card, super::super::cards::CardUse::Draw)
                }) {
                    for target in state.combatants.iter().filter(|c| c.id != actor) {
                        out.push(Command::Attack {
                            combatant: actor,
                            target: target.id,
                            kind: AttackKind::Physical,
                            skill: Skill::plain(SkillKind::Athletics),
                            trait_bonus: default_trait(state, actor, Trait::Body),
                            card: *best,
                        });
                    }
                }
                for card in &hand {
                    out.push(Command::ReplaceInitiative {
                        combatant: actor,
                        card: *card,
                    });
                }
                out.push(Command::EndTurn { combatant: actor });
            }
            TurnStep::DesperationDraw { combatant } => {
                for trait_drawn in [Trait::Spirit, Trait::Luck] {
                    out.push(Command::DesperationDraw {
                        combatant: *combatant,
                        trait_drawn,
                    });
                }
            }
            TurnStep::Draw(_) => {
                let Ok(draw) = current_draw(state) else {
                    return out;
                };
                let parties = [draw.aggressor, draw.defender];
                match draw.step {
                    DrawStep::DefenderFaceDown => {
                        let hand = distinct_hand(state, draw.defender);
                        let cards: Vec<Option<Card>> = if hand.is_empty() {
                            vec![None]
                        } else {
                            hand.into_iter().map(Some).collect()
                        };
                        for card in cards {
                            out.push(Command::Defend {
                                combatant: draw.defender,
                                skill: Skill::plain(SkillKind::Athletics),
                                trait_bonus: default_trait(state, draw.defender, Trait::Mind),
                                card,
                            });
                        }
                    }
                    DrawStep::Betting(_) => {
                        for party in parties {
                            for card in distinct_hand(state, party) {
                                out.push(Command::Bet {
                                    combatant: party,
                                    card,
                                });
                            }
                            out.push(Command::StopBetting { combatant: party });
                        }
                    }
                    DrawStep::Wildcards => {
                        for party in parties {
                            out.push(Command::SpendWildcard { combatant: party });
                            out.push(Command::DoneBuying { combatant: party });
                        }
                    }
                }
            }
        },
    }
    out.push(Command::EndOpposition);
    out
}

/// What may be done now, offered or withheld with the reason `check` gives.
pub fn legal(state: &OppositionState) -> LegalNow<Command, Explained> {
    let mut now = LegalNow::default();
    for command in candidates(state) {
        // The check only needs randomness for the cards a command would draw; the offer does
        // not show them.
        match check(state, &command, &mut Rng::from_seed(0)) {
            Ok(events) => {
                let preview = events.iter().find_map(|event| match event {
                    super::Event::Declared { cap, .. } | super::Event::Defended { cap, .. } => {
                        Some(cap.clone())
                    }
                    _ => None,
                });
                now.offered.push(Offered {
                    kind: kind(&command).to_owned(),
                    command,
                    preview,
                });
            }
            Err(error) => now.withheld.push(Withheld {
                kind: kind(&command).to_owned(),
                command,
                reason: error.violation(),
            }),
        }
    }
    now
}
