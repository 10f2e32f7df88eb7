//! Troops' `Effect:` abilities (in their owner's effects phase) and `Main:` abilities (in the
//! main phase, instead of attacking) — «Phases of a Turn». The engine applies those that deal
//! damage, remove damage or give mana; the others (searching the deck, moving a troop,
//! sacrifices, turning face down) are refused with a typed error for the GM to apply at the
//! table.

use super::super::board::Side;
use super::super::keywords::{squares_between, Amount, KeywordEffect, Reach, TroopAction};
use super::check::check_target_troop;
use super::combat::abilities;
use super::{MatchError, MatchState, Phase, TroopId};

/// What a used ability does, worked out before any roll.
pub enum Plan {
    /// Damage to each troop.
    Damage {
        /// The troops.
        targets: Vec<TroopId>,
        /// How much (a D3 is rolled when it resolves).
        amount: Amount,
        /// X.
        x: u8,
        /// Whether resistances are ignored (Fiery Lava).
        ignores_resistances: bool,
    },
    /// Damage removed from a troop.
    Heal {
        /// The troop.
        target: TroopId,
        /// How much.
        amount: Amount,
        /// X.
        x: u8,
    },
    /// Mana to its owner.
    GainMana {
        /// How much.
        x: u8,
    },
}

fn adjacent(state: &MatchState, a: TroopId, b: TroopId) -> bool {
    match (state.troop(a).square, state.troop(b).square) {
        (Some(x), Some(y)) => squares_between(x, y) == 1,
        _ => false,
    }
}

/// Checks the use of ability `index` of `troop` by `side` on `target`, giving whether it is a
/// `Main:` ability and what it does.
pub fn check_ability(
    state: &MatchState,
    side: Side,
    troop: TroopId,
    index: u8,
    target: Option<TroopId>,
) -> Result<(bool, Plan), MatchError> {
    let bad = |why: &str| MatchError::BadAbility(why.to_owned());
    let it = state
        .troops
        .get(usize::from(troop))
        .filter(|t| t.side == side && t.square.is_some())
        .ok_or_else(|| bad("That troop is not one of yours on the board."))?;
    if side != state.turn.side {
        return Err(MatchError::not_turn(side));
    }
    let ability = abilities(state, troop)
        .get(usize::from(index))
        .cloned()
        .ok_or_else(|| bad("The troop has no such ability."))?;
    let info = ability.keyword.info();
    let (main, action) = match info.effect {
        KeywordEffect::EffectAbility { action } => (false, action),
        KeywordEffect::MainAbility { action } => (true, action),
        _ => return Err(bad("That ability is not used: it acts by itself.")),
    };
    let phase = if main { Phase::Main } else { Phase::Effects };
    if state.turn.phase != phase {
        return Err(MatchError::WrongPhase {
            needed: if main { "main" } else { "effects" },
            now: super::error::phase_name(state.turn.phase),
        });
    }
    if info.needs_reveal && !it.revealed {
        return Err(bad("The troop must be revealed to use that ability."));
    }
    if state.turn.abilities_used.contains(&(troop, index)) {
        return Err(bad("Each ability is used once per phase."));
    }
    if main && state.turn.attacker == Some(troop) {
        return Err(bad(
            "A troop may attack or use its Main: ability, not both.",
        ));
    }
    let x = ability.x.as_ref().and_then(|x| x.get()).unwrap_or(0);
    let need_target = || target.ok_or_else(|| bad("The ability needs a target troop."));
    let plan = match action {
        TroopAction::Damage {
            amount,
            reach,
            ignores_resistances,
            ..
        } => {
            let targets = match reach {
                Reach::TargetTroop | Reach::AdjacentTarget => {
                    let target = need_target()?;
                    check_target_troop(state, side, target, false)?;
                    if reach == Reach::AdjacentTarget && !adjacent(state, troop, target) {
                        return Err(bad("The ability reaches a troop next to it only."));
                    }
                    vec![target]
                }
                Reach::AdjacentEnemies => (0..state.troops.len() as TroopId)
                    .filter(|other| {
                        state.troop(*other).side != side && adjacent(state, troop, *other)
                    })
                    .collect(),
                _ => return Err(MatchError::AbilityNotAutomated(info.printed)),
            };
            Plan::Damage {
                targets,
                amount,
                x,
                ignores_resistances,
            }
        }
        TroopAction::Heal { amount, reach } => {
            let target = match reach {
                Reach::ItSelf => troop,
                Reach::SelfOrAdjacent => {
                    let target = target.unwrap_or(troop);
                    if target != troop && !adjacent(state, troop, target) {
                        return Err(bad("It heals itself or a troop next to it."));
                    }
                    target
                }
                Reach::TargetTroop => {
                    let target = need_target()?;
                    check_target_troop(state, side, target, false)?;
                    target
                }
                _ => return Err(MatchError::AbilityNotAutomated(info.printed)),
            };
            Plan::Heal { target, amount, x }
        }
        TroopAction::GainMana => Plan::GainMana { x },
        _ => return Err(MatchError::AbilityNotAutomated(info.printed)),
    };
    Ok((main, plan))
}
