//! ClockWork's automatic players, for the encounter simulator: each fighter picks a target by
//! its side's tactic, attacks it with a weapon that reaches (melee first), closes in when none
//! does, and passes with what is left for defense; defenders dodge or block with reserved
//! counters when they have them.

use serde::{Deserialize, Serialize};

use super::attack::{range_distance, range_penalty, reach_distance};
use super::command::{AttackOrder, Command, Pace, Reaction, Reroll};
use super::health::vitals_penalty;
use super::setup::CombatWeapon;
use super::state::{CombatState, Combatant, CombatantId, Fate, Outcome, Phase};
use super::{ClockworkCombat, CombatSetup, Event};
use crate::grid::{Metric, Square};
use crate::random::Rng;
use crate::simulate::{AutoPlay, SideIndex, Standing, TacticInfo};
use crate::systems::clockwork::sheet::Load;

/// How a side's automatic players pick their targets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Tactic {
    /// The nearest enemy still fighting.
    FocusNearest,
    /// The enemy still fighting with the fewest vitals left.
    FocusWeakest,
}

static TACTICS: [TacticInfo<Tactic>; 2] = [
    TacticInfo {
        tactic: Tactic::FocusNearest,
        id: "focus_nearest",
        name: "Nearest first",
        description: "Each fighter closes on the nearest enemy still fighting and attacks it.",
    },
    TacticInfo {
        tactic: Tactic::FocusWeakest,
        id: "focus_weakest",
        name: "Weakest first",
        description: "Each fighter goes for the enemy with the fewest vitals left.",
    },
];

fn distance(a: &Combatant, b: &Combatant) -> u32 {
    Metric::DiagonalsCostTwo.distance(a.at(), b.at())
}

fn target(
    state: &CombatState,
    actor: CombatantId,
    me: &Combatant,
    tactic: Tactic,
) -> Option<CombatantId> {
    state
        .combatants
        .iter()
        .enumerate()
        .filter(|(_, c)| {
            c.fighting() && c.fighter.side != me.fighter.side && !c.is_hidden_from(actor)
        })
        .min_by_key(|(_, c)| match tactic {
            Tactic::FocusNearest => (distance(me, c), u32::from(c.vitals)),
            Tactic::FocusWeakest => (u32::from(c.vitals), distance(me, c)),
        })
        .map(|(i, _)| i as CombatantId)
}

/// Whether `me` can strike `foe` with `weapon` now and roll dice: the counters, reach or range,
/// and a pool left after the penalties. The same tests `decide` makes, without writing out
/// the explanations (the automatic players ask this for every weapon on every turn).
fn can_strike(state: &CombatState, me: &Combatant, weapon: &CombatWeapon, foe: &Combatant) -> bool {
    if me.counters < weapon.action_cost || weapon.damage.is_empty() {
        return false;
    }
    let range = match weapon.range {
        None => {
            let reach = u16::from(me.fighter.reach) + u16::from(weapon.reach);
            return reach_distance(state, me, foe) <= reach;
        }
        Some(increment) => range_penalty(range_distance(state, me, foe), increment),
    };
    let Some(range) = range else {
        return false;
    };
    let bonus = me
        .fighter
        .has_bonus(crate::systems::clockwork::skills::Skill::Accuracy);
    let dice = i32::from(me.fighter.body) + i32::from(bonus) + i32::from(weapon.focus);
    dice - i32::from(range) - i32::from(vitals_penalty(me.vitals)) > 0
}

/// The defender's best answer with what it has reserved.
fn reaction(defender: &Combatant) -> Reaction {
    if !defender.fighting() || !defender.had_turn || defender.counters == 0 {
        return Reaction::None;
    }
    match defender.fighter.block_bonus {
        Some(block) if block > defender.fighter.dodge_bonus => Reaction::Block,
        _ => Reaction::Dodge,
    }
}

/// A path of orthogonal steps from `from` toward `to`, at most `spaces` long, stopping next
/// to it and never entering an occupied space.
fn path_toward(state: &CombatState, from: Square, to: Square, spaces: u8) -> Vec<Square> {
    let mut path = Vec::new();
    let mut at = from;
    for _ in 0..spaces {
        let (dx, dy) = (to.x - at.x, to.y - at.y);
        if dx.abs() + dy.abs() <= 1 || (dx.abs() == 1 && dy.abs() == 1) {
            break;
        }
        let steps = [(dx.signum(), 0), (0, dy.signum())];
        let order = if dx.abs() >= dy.abs() {
            steps
        } else {
            [steps[1], steps[0]]
        };
        let next = order
            .iter()
            .filter(|(x, y)| (*x, *y) != (0, 0))
            .filter_map(|(x, y)| at.offset(i32::from(*x), i32::from(*y)))
            .find(|s| state.bounds.contains(*s) && state.at(*s).is_none());
        match next {
            Some(square) => {
                path.push(square);
                at = square;
            }
            None => break,
        }
    }
    path
}

/// A player with luck left spends it on a roll that fails, as one would on seeing the dice.
fn spare_luck(me: &Combatant) -> Option<Box<Reroll>> {
    (me.luck > 0).then(|| {
        Box::new(Reroll {
            only_on_failure: true,
            dice: None,
        })
    })
}

/// The command the automatic players give next.
pub fn next_command(state: &CombatState, tactics: [Tactic; 2]) -> Option<Command> {
    match state.phase {
        Phase::Ended { .. } => None,
        Phase::Initiative => Some(Command::RollInitiative { rolls: Vec::new() }),
        Phase::Round { .. } => {
            let actor = state.actor()?;
            let me = state.get(actor)?;
            if matches!(me.fate, Fate::Dying { .. }) {
                return Some(Command::DeathRoll {
                    dice: None,
                    luck: spare_luck(me),
                });
            }
            let tactic = tactics[usize::from(me.fighter.side.min(1))];
            let Some(foe) = target(state, actor, me, tactic) else {
                return Some(Command::Pass);
            };
            let defender = state.get(foe)?;
            // Melee weapons first, then ranged; the first that can be aimed and rolls dice.
            let mut weapons: Vec<usize> = (0..me.fighter.weapons.len()).collect();
            weapons.sort_by_key(|w| me.fighter.weapons[*w].ranged());
            for w in weapons {
                let weapon = &me.fighter.weapons[w];
                if !can_strike(state, me, weapon, defender) {
                    continue;
                }
                let order = AttackOrder {
                    target: foe,
                    weapon: w as u8,
                    damage_type: weapon.damage.first().copied(),
                    reaction: reaction(defender),
                    attack_luck: spare_luck(me),
                    ..AttackOrder::default()
                };
                return Some(Command::Attack(order));
            }
            let (pace, spaces) = match (me.fighter.load, me.counters) {
                (Load::Unencumbered, 2..) => (Pace::Run, me.fighter.run),
                (Load::Encumbered, 2..) => (Pace::Walk, me.fighter.walk),
                (_, 1..) => (Pace::Step, 1),
                _ => return Some(Command::Pass),
            };
            let path = path_toward(state, me.at(), defender.at(), spaces);
            if path.is_empty() {
                return Some(Command::Pass);
            }
            Some(Command::Move { pace, path })
        }
    }
}

impl AutoPlay for ClockworkCombat {
    type Tactic = Tactic;

    fn tactics() -> &'static [TacticInfo<Tactic>] {
        &TACTICS
    }

    fn resource_names() -> &'static [&'static str] {
        &["Vitals"]
    }

    /// Dice are entered on commands, never in the setup: the automatic players leave them all
    /// to the engine.
    fn for_simulation(setup: &CombatSetup) -> CombatSetup {
        setup.clone()
    }

    /// Nothing in a ClockWork combat is unknown to the table: each run differs by its dice.
    fn from_here(_state: &mut CombatState, _rng: &mut Rng) {}

    fn next_command(state: &CombatState, tactics: [Tactic; 2]) -> Option<Command> {
        next_command(state, tactics)
    }

    fn round(state: &CombatState) -> u16 {
        state.round.max(1)
    }

    fn standing(state: &CombatState) -> Standing {
        match <ClockworkCombat as crate::encounter::Battle>::outcome(state) {
            Some(Outcome {
                winner: Some(side), ..
            }) => Standing::Won(side),
            Some(Outcome { winner: None, .. }) => Standing::NoWinner,
            None => Standing::Fighting,
        }
    }

    fn combatants(state: &CombatState) -> usize {
        state.combatants.len()
    }

    fn combatant(state: &CombatState, index: usize) -> (&str, SideIndex) {
        let c = &state.combatants[index];
        (&c.fighter.name, c.fighter.side)
    }

    fn fallen(state: &CombatState, index: usize) -> bool {
        !state.combatants[index].fighting()
    }

    fn resources(state: &CombatState, index: usize, out: &mut [(i32, i32)]) {
        let c = &state.combatants[index];
        out[0] = (i32::from(c.vitals), i32::from(c.fighter.vitals));
    }

    /// The engine resolves everything but which arm a called shot lamed and what it held.
    fn left_to_gm(event: &Event) -> Option<&str> {
        match event {
            Event::Lamed {
                area: super::command::CalledShot::Arm,
                ..
            } => Some("called_shot_arm"),
            _ => None,
        }
    }

    fn effect_name(effect: &str) -> String {
        match effect {
            "called_shot_arm" => "Called shot to an arm (which arm, and what it holds)".to_owned(),
            other => other.to_owned(),
        }
    }
}
