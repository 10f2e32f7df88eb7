//! Automatic play: picks a sensible next command for whoever is due, so a combat can be fought
//! to the end without a GM (simulations, benchmarks, property tests, and the GM screen's
//! "let the foes act" button).
//!
//! The policy is deliberately plain: on its turn a creature picks an enemy by its side's
//! [`Tactic`] (by default the nearest), closes on it and uses its first main-action ability that
//! rolls (or a free strike) on it, then ends its turn. Without a map nothing measures distance:
//! the GM screen's suggestion then leaves the turn to the GM (it ends the turn), while a
//! simulation counts every enemy as within reach.

use serde::{Deserialize, Serialize};

use super::command::{Command, TargetChoice};
use super::state::{CombatState, Combatant, CombatantId, Fate, Phase, Side};
use crate::systems::draw_steel::content::{ActionType, ConditionKind, Distance};
use crate::systems::draw_steel::geometry::{self, Pos, Space};

/// How an automatic player picks the enemy it goes for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Tactic {
    /// The nearest enemy.
    #[default]
    FocusNearest,
    /// The enemy with the least Stamina left.
    FocusWeakest,
    /// The enemy with the most Stamina left, spreading the damage.
    Spread,
}

/// The next command automatic play would issue, every creature going for the nearest enemy, or
/// `None` when the combat is over or needs the GM (a pending forced movement is skipped
/// automatically). Without a map a creature's turn is left to the GM: it ends.
pub fn next_command(state: &CombatState) -> Option<Command> {
    next(state, [Tactic::FocusNearest; 2], WithoutMap::LeaveToTheGm)
}

/// The next command a simulation plays, each side following its tactic (heroes first); without
/// a map every enemy counts as within reach.
pub fn next_command_with(state: &CombatState, tactics: [Tactic; 2]) -> Option<Command> {
    next(state, tactics, WithoutMap::AllInReach)
}

/// What automatic play does when no map measures distance.
#[derive(Clone, Copy, PartialEq, Eq)]
enum WithoutMap {
    /// The GM judges distance: the creature does nothing on its own.
    LeaveToTheGm,
    /// Every enemy counts as within reach.
    AllInReach,
}

fn next(state: &CombatState, tactics: [Tactic; 2], without_map: WithoutMap) -> Option<Command> {
    match state.phase {
        Phase::Ended { .. } => None,
        Phase::Opening => Some(Command::RollFirstSide { die: None }),
        Phase::Round { next } => {
            if !state.pending_moves.is_empty() {
                return Some(Command::SkipForcedMove);
            }
            if let Some(outcome) = decided(state) {
                return Some(Command::EndCombat { outcome });
            }
            let Some(turn) = state.turn else {
                let side = if state.side_can_act(next) {
                    next
                } else {
                    next.other()
                };
                let actor = state
                    .combatants
                    .iter()
                    .position(|c| c.side == side && !c.acted && c.fate.can_act())?;
                return Some(Command::StartTurn {
                    actor: actor as CombatantId,
                });
            };
            let tactic = match state.get(turn.actor).map(|c| c.side) {
                Some(Side::Foes) => tactics[1],
                _ => tactics[0],
            };
            act(state, turn.actor, tactic, without_map)
                .or(Some(Command::EndTurn { saves: Vec::new() }))
        }
    }
}

/// The outcome once one side has nobody standing.
fn decided(state: &CombatState) -> Option<super::state::Outcome> {
    let standing = |side: Side| {
        state
            .combatants
            .iter()
            .any(|c| c.side == side && c.fate == Fate::Standing)
    };
    match (standing(Side::Heroes), standing(Side::Foes)) {
        (true, false) => Some(super::state::Outcome::HeroesWon),
        (false, _) => Some(super::state::Outcome::HeroesLost),
        _ => None,
    }
}

fn act(
    state: &CombatState,
    actor: CombatantId,
    tactic: Tactic,
    without_map: WithoutMap,
) -> Option<Command> {
    let me = state.get(actor).filter(|c| c.fate.can_act())?;
    let budget = state.turn?.budget;
    let my_space = me.space();
    if my_space.is_none() && without_map == WithoutMap::LeaveToTheGm {
        return None;
    }
    let distance_to = |c: &Combatant| match (my_space, c.space()) {
        (Some(mine), Some(theirs)) => geometry::distance(mine, theirs),
        // No map: nothing measures distance, the GM judges it.
        _ => 1,
    };
    let (target, distance) = state
        .combatants
        .iter()
        .enumerate()
        .filter(|(_, c)| c.side != me.side && c.fate == Fate::Standing && !c.hidden)
        .map(|(i, c)| (i as CombatantId, c, distance_to(c)))
        .min_by_key(|&(i, c, d)| match tactic {
            Tactic::FocusNearest => (0, d, i),
            Tactic::FocusWeakest => (c.stamina, d, i),
            Tactic::Spread => (-c.stamina, d, i),
        })
        .map(|(i, _, d)| (i, d))?;
    if budget.main > 0 && !(budget.dazed && budget.things > 0) {
        let usable = me.abilities.iter().position(|a| {
            a.action == ActionType::MainAction
                && !a.roll.is_empty()
                && a.cost == 0
                && match a.distance {
                    Distance::Melee { reach } => distance <= u16::from(reach),
                    Distance::Ranged { range } => distance <= u16::from(range),
                    Distance::MeleeOrRanged { range, .. } => distance <= u16::from(range),
                    _ => false,
                }
        });
        let choice = TargetChoice {
            target,
            ..TargetChoice::default()
        };
        if let Some(index) = usable {
            return Some(Command::UseAbility {
                user: actor,
                ability: index as u8,
                targets: vec![choice],
                characteristic: None,
                dice: None,
                damage_surges: 0,
                potency_surges: 0,
                surge_target: None,
                knock_out: false,
                bleeding_die: None,
            });
        }
        if distance <= 1 {
            return Some(Command::FreeStrike {
                attacker: actor,
                target: choice,
                dice: None,
                knock_out: false,
            });
        }
    }
    if let (Some(my_space), true) = (my_space, budget.moves > 0 && distance > 1) {
        let goal = state.get(target)?.space()?;
        let path = approach(
            state,
            actor,
            my_space,
            goal,
            super::state::effective_speed(me),
        );
        if !path.is_empty() {
            return Some(Command::Advance { path });
        }
    }
    None
}

/// A greedy path of up to `speed` squares toward `goal`, stopping adjacent to it.
fn approach(
    state: &CombatState,
    actor: CombatantId,
    from: Space,
    goal: Space,
    speed: u8,
) -> Vec<Pos> {
    let Some(me) = state.get(actor) else {
        return Vec::new();
    };
    let mut path = Vec::with_capacity(usize::from(speed));
    let mut here = from;
    for _ in 0..speed {
        if geometry::distance(here, goal) <= 1 {
            break;
        }
        let mut best: Option<(u16, Space)> = None;
        for dx in -1i16..=1 {
            for dy in -1i16..=1 {
                if dx == 0 && dy == 0 {
                    continue;
                }
                let next = Space {
                    origin: Pos {
                        x: here.origin.x + dx,
                        y: here.origin.y + dy,
                    },
                    size: here.size,
                };
                let free = state
                    .grid
                    .as_ref()
                    .is_none_or(|g| super::setup::fits(g, next))
                    && !state.combatants.iter().enumerate().any(|(i, c)| {
                        i != usize::from(actor)
                            && c.fate != Fate::Dead
                            && c.space().is_some_and(|s| s.overlaps(next))
                    });
                let closer_to_fear = me.conditions.iter().any(|c| {
                    c.kind == ConditionKind::Frightened
                        && c.source
                            .and_then(|s| state.get(s))
                            .and_then(|s| s.space())
                            .is_some_and(|fear| {
                                geometry::distance(next, fear) < geometry::distance(here, fear)
                            })
                });
                if !free || closer_to_fear {
                    continue;
                }
                let d = geometry::distance(next, goal);
                if best.is_none_or(|(bd, _)| d < bd) {
                    best = Some((d, next));
                }
            }
        }
        match best {
            Some((d, next)) if d < geometry::distance(here, goal) => {
                path.push(next.origin);
                here = next;
            }
            _ => break,
        }
    }
    path
}
