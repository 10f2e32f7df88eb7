//! Ripostes: the answer a good enough Defend earns (and counter-Ripostes where the table allows
//! them), a Riposte when an Engagement breaks, and Joint Lock's Handicap in place of a
//! Riposte's usual outcome.

use super::attack::{
    after, perk_events, perks_in_play, reload_events, resolve, targetable, Aim, Resolved,
};
use super::check::{combatant, ensure_active, refuse, Decision};
use super::command::Event;
use super::perks::{joint_lock, Exchange, Moment, Resolution};
use super::state::{BattleState, CombatantId};
use super::stats::value;
use crate::random::Rng;
use crate::systems::fated_hand::content::perks::PerkDef;
use crate::systems::fated_hand::model::Stat;

/// A Riposte without a random source: perks that need a coin or a random stat upon it are left
/// to the GM.
pub(super) fn riposte_events(
    state: &BattleState,
    riposter: CombatantId,
    victim: CombatantId,
    defend: bool,
    aim: Aim,
) -> Decision {
    riposte_events_with(state, (riposter, victim), defend, (aim, 0), None)
}

/// A Riposte by `riposter` against `victim`, the `counter`-th answer in its chain; with `rng`,
/// perks that flip a coin or pick a random stat upon it are applied, without it they are left to
/// the GM.
pub(super) fn riposte_events_with(
    state: &BattleState,
    (riposter, victim): (CombatantId, CombatantId),
    defend: bool,
    (aim, counter): (Aim, u8),
    mut rng: Option<&mut Rng>,
) -> Decision {
    let Resolved {
        strike,
        defense,
        success,
        riposte_allowed,
        ranged,
        distance,
        mirror,
    } = resolve(state, riposter, victim, true, defend, aim)?;
    // Whether defending this Riposte well earns another is table rule fated_hand.riposte_chains.
    let riposte_allowed = riposte_allowed && state.rules.riposte_chains.answerable(counter);
    let resolution = Resolution {
        strike: strike.value,
        defense: defense.as_ref().map_or_else(
            || i32::from(value(&state.combatants[usize::from(victim)], Stat::Defense)),
            |d| d.value,
        ),
        defended: defense.is_some(),
        success,
        riposted: false,
    };
    let (reloaded, unloaded) = reload_events(state, riposter, ranged)?;
    let mut events: Vec<Event> = reloaded.into_iter().collect();
    let defended = defense.is_some();
    events.push(Event::Attacked {
        attacker: riposter,
        target: victim,
        riposte: true,
        strike,
        defense,
        success,
        riposte_allowed,
    });
    events.extend(unloaded);
    events.extend(super::spells::guard_falls(
        state,
        (riposter, victim),
        mirror,
        (defended, success),
    ));
    let declared = [
        state.combatants[usize::from(riposter)].declared(),
        state.combatants[usize::from(victim)].declared(),
    ];
    let lock = Exchange {
        state,
        attacker: victim,
        target: riposter,
        riposte: false,
        ranged,
        distance,
        after: None,
        declared: [declared[1], declared[0]],
        spell: false,
    };
    if let (true, Some(def)) = (success, joint_lock(&lock, riposter)) {
        // Joint Lock: "do not apply the normal effects. Instead, your attacker suffers Handicap
        // in a random Stat equal to their present power of that Stat."
        events.extend(joint_lock_events(
            state,
            riposter,
            victim,
            def,
            rng.as_deref_mut(),
        ));
    } else if success {
        // "If successful, the target suffers 1 Strike, Defense, and Speed Handicap."
        events.push(Event::Handicap {
            who: victim,
            change: [1, 1, 1],
            external: true,
        });
    }
    // Perks that follow a Riposte (Fade Away); a coin is the GM's to flip here.
    if !perks_in_play(state) {
        return Ok(events);
    }
    let resolved = after(state, &events);
    let exchange = Exchange {
        state: &resolved,
        attacker: riposter,
        target: victim,
        riposte: true,
        ranged,
        distance,
        after: Some(resolution),
        declared,
        spell: false,
    };
    perk_events(&exchange, Moment::Resolved, rng, &mut events);
    Ok(events)
}

/// Joint Lock's outcome: Handicap in a random stat of the attacker equal to that stat now; the
/// GM picks the stat when the Riposte is decided without the battle's randomness.
fn joint_lock_events(
    state: &BattleState,
    riposter: CombatantId,
    victim: CombatantId,
    def: &'static PerkDef,
    rng: Option<&mut Rng>,
) -> Vec<Event> {
    let Some(rng) = rng else {
        return vec![Event::RulingNeeded {
            who: riposter,
            source: def.id.clone(),
            effect: def.summary.clone(),
        }];
    };
    let slot = rng.index(3);
    let stat = [Stat::Strike, Stat::Defense, Stat::Speed][slot];
    let power = value(&state.combatants[usize::from(victim)], stat).clamp(0, i16::from(i8::MAX));
    let mut handicap = [0; 3];
    handicap[slot] = power as i8;
    vec![Event::PerkApplied {
        by: riposter,
        perk: def.id.clone(),
        who: victim,
        handicap,
        hand_size: 0,
        stealth_power: 0,
        coin: None,
    }]
}

pub(super) fn engagement_riposte(
    state: &BattleState,
    riposter: CombatantId,
    target: CombatantId,
    defend: bool,
    rng: &mut Rng,
) -> Decision {
    let Some(pending) = state
        .pending_ripostes
        .iter()
        .find(|p| p.riposter == riposter && p.target == target)
    else {
        return Err(refuse(
            "Engagement",
            "No Engagement was just broken and no Riposte was just defended between these two: \
             no Riposte is open.",
        ));
    };
    let r = combatant(state, riposter)?;
    ensure_active(r)?;
    targetable(combatant(state, target)?)?;
    // "At this time, their opponent may attempt a Riposte": reach and sight are measured to
    // where the creature stood when it broke the Engagement.
    let aim = Aim {
        distance: None,
        target_at: pending.target_at,
    };
    riposte_events_with(
        state,
        (riposter, target),
        defend,
        (aim, pending.counter),
        Some(rng),
    )
}
