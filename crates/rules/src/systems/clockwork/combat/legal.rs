//! What may be done now: every candidate command judged by `decide` itself, so what the screen
//! offers is exactly what the engine accepts, and what it withholds carries decide's reason.

use serde::Serialize;

use super::area::{AreaAim, AreaKind, AreaOrder};
use super::attack::{aim, can_be_attacked};
use super::command::{AttackOrder, Command, Trigger};
use super::decide::decide;
use super::state::{CombatState, CombatantId, Fate, Phase};
use crate::encounter::{LegalNow, Offered, Withheld};
use crate::grid::Direction;
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

/// Area attacks with each area weapon: a radius centred on each foe the actor sees (with the
/// chance to hit that foe), a cone along each row and column, a line each of the eight ways.
fn area_offers(state: &CombatState, actor: CombatantId, now: &mut Answer) {
    let Some(me) = state.get(actor) else {
        return;
    };
    for (w, weapon) in me.fighter.weapons.iter().enumerate() {
        let Some(kind) = weapon.area else {
            continue;
        };
        let order = |aim| AreaOrder {
            weapon: w as u8,
            aim,
            attack_dice: None,
            damage_dice: None,
        };
        match kind {
            AreaKind::Radius(_) => {
                for (t, other) in state.combatants.iter().enumerate() {
                    if other.fighter.side == me.fighter.side
                        || !can_be_attacked(state, other)
                        || other.is_hidden_from(actor)
                    {
                        continue;
                    }
                    let centre = other.at();
                    let preview = area_preview(state, actor, weapon, t as CombatantId, centre);
                    judge(
                        state,
                        now,
                        Command::AreaAttack(order(AreaAim::At { centre })),
                        preview,
                    );
                }
            }
            AreaKind::Cone(_) | AreaKind::Line(_) => {
                for direction in Direction::ALL {
                    if matches!(kind, AreaKind::Cone(_)) && direction.is_diagonal() {
                        continue;
                    }
                    judge(
                        state,
                        now,
                        Command::AreaAttack(order(AreaAim::Toward { direction })),
                        None,
                    );
                }
            }
        }
    }
}

/// The chance an area attack centred on `target`'s space hits it: its base defense against
/// the thrower's Body / Accuracy, less a die per range increment beyond the first.
fn area_preview(
    state: &CombatState,
    actor: CombatantId,
    weapon: &super::setup::CombatWeapon,
    target: CombatantId,
    centre: crate::grid::Square,
) -> Option<CombatPreview> {
    let me = state.get(actor)?;
    let other = state.get(target)?;
    let metric = if state.rules.range_diagonals_one {
        crate::grid::Metric::KingMoves
    } else {
        crate::grid::Metric::DiagonalsCostTwo
    };
    let distance = metric.distance(me.at(), centre) as u16;
    let penalty = super::attack::range_penalty(distance, weapon.range.unwrap_or(0))?;
    let rank = me
        .fighter
        .ranks
        .get(crate::systems::clockwork::skills::Skill::Accuracy);
    let request = crate::systems::clockwork::roll::PoolRequest {
        attribute: me.fighter.body,
        skill_rank: rank,
        bonus_skill: me
            .fighter
            .has_bonus(crate::systems::clockwork::skills::Skill::Accuracy),
        foci: u8::from(weapon.focus),
        situational: -i8::try_from(penalty + super::health::vitals_penalty(me.vitals))
            .unwrap_or(i8::MAX),
    };
    let pool = crate::systems::clockwork::roll::pool_size(&request, &state.rules.pool())
        .map_or(0, |size| size.value);
    let defense = i32::from(other.fighter.base_defense);
    let hit_chance = u8::try_from(pool)
        .ok()
        .filter(|p| *p > 0)
        .and_then(|p| GainOdds::new(p, rank).ok())
        .map_or(0.0, |odds| odds.at_least(defense));
    Some(CombatPreview {
        target,
        distance,
        pool,
        defense,
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
            area_offers(state, actor, &mut now);
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
