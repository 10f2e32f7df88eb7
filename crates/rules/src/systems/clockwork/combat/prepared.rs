//! Prepared actions («Prepared Actions»): an attack declared with a trigger, its counters set
//! aside; when the trigger comes the preparer interrupts the turn order and attacks first, and
//! an interrupting attack that deals damage costs the target the action it attempted, counters
//! and all. Otherwise the target carries on. A prepared attack not set off by the preparer's
//! next turn is forfeit with its counters.

use super::attack::{attack, can_be_attacked, range_distance, range_penalty, reach_distance};
use super::command::{AttackOrder, Command, Event, Pace, Prepared, Reaction, Trigger};
use super::decide::{next_turn, refuse, Draft};
use super::state::{CombatState, CombatantId, Phase};
use crate::random::Rng;
use crate::systems::clockwork::words::count;
use crate::RuleViolation;

/// Checks and records `order` prepared by `actor` against `trigger`.
pub(super) fn prepare(
    draft: &mut Draft,
    actor: CombatantId,
    order: &AttackOrder,
    trigger: Trigger,
) -> Result<(), RuleViolation> {
    let state = &draft.state;
    let (Some(me), Some(target)) = (state.get(actor), state.get(order.target)) else {
        return refuse(
            "Prepared Actions",
            format!("There is no combatant {}.", order.target),
        );
    };
    let who = me.fighter.name.as_str();
    if order.target == actor {
        return refuse("Attacking", format!("{who} cannot attack itself."));
    }
    if me.prepared.is_some() {
        return refuse(
            "Prepared Actions",
            format!(
                "{who} already has an attack prepared (the engine keeps one prepared action at \
                 a time)."
            ),
        );
    }
    if !can_be_attacked(state, target) {
        return refuse(
            "Prepared Actions",
            format!(
                "{} is out of the fight: there is nothing to prepare against.",
                target.fighter.name
            ),
        );
    }
    if order.reaction != Reaction::None {
        return refuse(
            "Dodge",
            "The target declares its dodge or block when the attack comes, not now.".to_owned(),
        );
    }
    let Some(weapon) = me.fighter.weapons.get(usize::from(order.weapon)) else {
        return refuse(
            "Weapons",
            format!("{who} has no weapon number {}.", order.weapon + 1),
        );
    };
    if me.counters < weapon.action_cost {
        return refuse(
            "Prepared Actions",
            format!(
                "Preparing an attack with the {} sets aside {}; {who} has {} left.",
                weapon.name,
                count(weapon.action_cost, "action counter", "action counters"),
                me.counters
            ),
        );
    }
    let counters = weapon.action_cost;
    draft.push(Event::ActionPrepared {
        preparer: actor,
        prepared: Box::new(Prepared {
            attack: order.clone(),
            trigger,
            counters,
        }),
    });
    Ok(())
}

/// Whether the attack `prepared` by `preparer` can strike its target where it stands now.
fn within_reach(state: &CombatState, preparer: CombatantId, prepared: &Prepared) -> bool {
    let (Some(me), Some(foe)) = (state.get(preparer), state.get(prepared.attack.target)) else {
        return false;
    };
    let Some(weapon) = me.fighter.weapons.get(usize::from(prepared.attack.weapon)) else {
        return false;
    };
    if !me.fighting() || !can_be_attacked(state, foe) || foe.is_hidden_from(preparer) {
        return false;
    }
    match weapon.range {
        None => {
            reach_distance(state, me, foe) <= u16::from(me.fighter.reach) + u16::from(weapon.reach)
        }
        Some(increment) => range_penalty(range_distance(state, me, foe), increment).is_some(),
    }
}

/// The first combatant not in `passed` whose prepared attack `actor`'s `trigger` sets off now.
fn set_off(
    state: &CombatState,
    actor: CombatantId,
    trigger: Trigger,
    passed: &[CombatantId],
) -> Option<CombatantId> {
    state
        .combatants
        .iter()
        .enumerate()
        .filter_map(|(i, c)| Some((i as CombatantId, c.prepared.as_ref()?)))
        .find(|(i, p)| {
            p.trigger == trigger
                && p.attack.target == actor
                && !passed.contains(i)
                && within_reach(state, *i, p)
        })
        .map(|(i, _)| i)
}

/// The prepared `order` as it can go off now: as declared, or, when dice entered in advance no
/// longer fit (a pool the distance changed), with every die left to the engine; `None` when it
/// cannot be made at all, so the target's action is never blocked by it.
fn as_it_goes_off(
    state: &CombatState,
    preparer: CombatantId,
    actor: CombatantId,
    trigger: Trigger,
    order: AttackOrder,
) -> Option<AttackOrder> {
    let tries = |order: &AttackOrder| {
        let mut probe = Draft::new(state);
        probe.push(Event::PreparedTriggered {
            preparer,
            target: actor,
            trigger,
        });
        attack(&mut probe, preparer, order, &mut Rng::from_seed(0)).is_ok()
    };
    if tries(&order) {
        return Some(order);
    }
    let rolled = AttackOrder {
        attack_dice: None,
        damage_dice: None,
        death_dice: None,
        attack_luck: None,
        damage_luck: None,
        death_luck: None,
        ..order
    };
    tries(&rolled).then_some(rolled)
}

/// Whether any prepared attack waits (so an ordinary fight pays nothing for this).
pub(super) fn any_waiting(state: &CombatState) -> bool {
    state.combatants.iter().any(|c| c.prepared.is_some())
}

/// The trigger `command` is, with the counters its action costs, if it is one.
pub(super) fn trigger_of(
    state: &CombatState,
    actor: CombatantId,
    command: &Command,
) -> Option<(Trigger, &'static str, u8)> {
    match command {
        Command::Move { pace, .. } => Some((
            Trigger::Moves,
            "move",
            if *pace == Pace::Step { 1 } else { 2 },
        )),
        Command::Attack(order) => {
            let cost = state
                .get(actor)?
                .fighter
                .weapons
                .get(usize::from(order.weapon))?
                .action_cost;
            Some((Trigger::Attacks, "attack", cost))
        }
        _ => None,
    }
}

/// Before `actor`'s action (already found legal): every prepared attack it sets off strikes
/// first. Says whether the action still goes ahead: not when an interrupt dealt damage (the
/// action is lost), felled the actor (its turn passes) or ended the combat.
pub(super) fn interrupts(
    draft: &mut Draft,
    actor: CombatantId,
    trigger: Trigger,
    action: &'static str,
    cost: u8,
    rng: &mut Rng,
) -> Result<bool, RuleViolation> {
    let mut passed = Vec::new();
    while let Some(preparer) = set_off(&draft.state, actor, trigger, &passed) {
        passed.push(preparer);
        let Some(order) = draft
            .state
            .get(preparer)
            .and_then(|c| c.prepared.as_ref())
            .map(|p| p.attack.clone())
            .and_then(|order| as_it_goes_off(&draft.state, preparer, actor, trigger, order))
        else {
            continue;
        };
        draft.push(Event::PreparedTriggered {
            preparer,
            target: actor,
            trigger,
        });
        let before = draft.events.len();
        attack(draft, preparer, &order, rng)?;
        if matches!(draft.state.phase, Phase::Ended { .. }) {
            return Ok(false);
        }
        if !draft.state.get(actor).is_some_and(|c| c.fighting()) {
            next_turn(draft);
            return Ok(false);
        }
        let damaged = draft.events[before..]
            .iter()
            .any(|e| matches!(e, Event::Damaged { target, .. } if *target == actor));
        if damaged {
            draft.push(Event::ActionLost {
                actor,
                action: action.to_owned(),
                counters: cost,
            });
            return Ok(false);
        }
    }
    Ok(true)
}
