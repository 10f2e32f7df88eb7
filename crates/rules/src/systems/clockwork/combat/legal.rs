//! What may be done now: every candidate command judged by `decide` itself, so what the screen
//! offers is exactly what the engine accepts, and what it withholds carries decide's reason.

use serde::Serialize;

use super::attack::{aim, can_be_attacked};
use super::command::{AttackOrder, Command, Trigger};
use super::decide::decide;
use super::state::{CombatState, CombatantId, Fate, Phase};
use crate::encounter::{LegalNow, Offered, Withheld};
use crate::random::Rng;
use crate::systems::clockwork::roll::GainOdds;

/// What an offered attack would face, worked out before the GM commits.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkCombatPreview"),
    schemars(rename = "ClockworkCombatPreview")
)]
#[serde(rename_all = "camelCase")]
pub struct CombatPreview {
    /// The target.
    pub target: CombatantId,
    /// Spaces to it.
    pub distance: u16,
    /// Attack dice (0 when it would miss without a roll).
    pub pool: i32,
    /// The defense to meet without a dodge or block.
    pub defense: i32,
    /// The chance to meet it.
    pub hit_chance: f64,
}

type Answer = LegalNow<Command, CombatPreview>;

fn judge(state: &CombatState, now: &mut Answer, command: Command, preview: Option<CombatPreview>) {
    let kind = command.kind().to_owned();
    match decide(state, &command, &mut Rng::from_seed(0)) {
        Ok(_) => now.offered.push(Offered {
            kind,
            command,
            preview,
        }),
        Err(reason) => now.withheld.push(Withheld {
            kind,
            command,
            reason,
        }),
    }
}

/// The attack preview of `order` by `actor`, when it can be aimed.
pub fn attack_preview(
    state: &CombatState,
    actor: CombatantId,
    order: &AttackOrder,
) -> Option<CombatPreview> {
    let aim = aim(state, actor, order).ok()?;
    let pool = if aim.automatic_miss.is_some() {
        0
    } else {
        aim.pool.value
    };
    let hit_chance = u8::try_from(pool)
        .ok()
        .filter(|p| *p > 0)
        .and_then(|p| GainOdds::new(p, aim.request.skill_rank).ok())
        .map_or(0.0, |odds| odds.at_least(aim.defense.value));
    Some(CombatPreview {
        target: order.target,
        distance: aim.distance,
        pool,
        defense: aim.defense.value,
        hit_chance,
    })
}

/// The legal-actions answer for `state`.
pub fn legal(state: &CombatState) -> Answer {
    let mut now = LegalNow::default();
    match state.phase {
        Phase::Ended { .. } => {}
        Phase::Initiative => judge(
            state,
            &mut now,
            Command::RollInitiative { rolls: Vec::new() },
            None,
        ),
        Phase::Round { .. } => {
            let Some(actor) = state.actor() else {
                return now;
            };
            let Some(me) = state.get(actor) else {
                return now;
            };
            if !me.fighting() {
                judge(
                    state,
                    &mut now,
                    Command::DeathRoll {
                        dice: None,
                        luck: None,
                    },
                    None,
                );
                return now;
            }
            for (w, weapon) in me.fighter.weapons.iter().enumerate() {
                for (t, other) in state.combatants.iter().enumerate() {
                    let target = t as CombatantId;
                    if other.fighter.side == me.fighter.side || !can_be_attacked(state, other) {
                        continue;
                    }
                    let order = AttackOrder {
                        target,
                        weapon: w as u8,
                        damage_type: weapon.damage.first().copied(),
                        ..AttackOrder::default()
                    };
                    let preview = attack_preview(state, actor, &order);
                    judge(state, &mut now, Command::Attack(order), preview);
                }
            }
            if me.prepared.is_none() {
                for (w, weapon) in me.fighter.weapons.iter().enumerate() {
                    for (t, other) in state.combatants.iter().enumerate() {
                        if other.fighter.side == me.fighter.side || !can_be_attacked(state, other) {
                            continue;
                        }
                        for trigger in [Trigger::Moves, Trigger::Attacks] {
                            let attack = AttackOrder {
                                target: t as CombatantId,
                                weapon: w as u8,
                                damage_type: weapon.damage.first().copied(),
                                ..AttackOrder::default()
                            };
                            judge(state, &mut now, Command::Prepare { attack, trigger }, None);
                        }
                    }
                }
            }
            for (t, other) in state.combatants.iter().enumerate() {
                if matches!(other.fate, Fate::Dying { .. }) {
                    let command = Command::Stabilize {
                        target: t as CombatantId,
                        dice: None,
                        luck: None,
                    };
                    judge(state, &mut now, command, None);
                }
            }
            let watchers: Vec<CombatantId> = state
                .combatants
                .iter()
                .enumerate()
                .filter(|(i, o)| {
                    o.fighter.side != me.fighter.side
                        && o.fighting()
                        && !me.is_hidden_from(*i as CombatantId)
                })
                .map(|(i, _)| i as CombatantId)
                .collect();
            if !watchers.is_empty() {
                let command = Command::Hide {
                    observers: watchers,
                    dice: None,
                    perception_dice: Vec::new(),
                };
                judge(state, &mut now, command, None);
            }
            let here = me.at();
            for (dx, dy) in [(0, -1), (1, 0), (0, 1), (-1, 0)] {
                if let Some(square) = here.offset(dx, dy) {
                    let command = Command::Move {
                        pace: super::command::Pace::Step,
                        path: vec![square],
                    };
                    judge(state, &mut now, command, None);
                }
            }
            judge(state, &mut now, Command::Pass, None);
        }
    }
    now
}
