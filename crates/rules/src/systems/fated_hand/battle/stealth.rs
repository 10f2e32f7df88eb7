//! Stealth ("Stealth", "Sneak"): Stealth Power, the Sneak roll, Hidden creatures, reveal rolls
//! when a Hidden creature shares a tile with a hostile one, and the surprise Riposte.
//!
//! Table defaults where the rulebook is silent (digest A-26): Speed / 2 rounds down and uses the
//! Speed of the plan just made; Stealth Power never drops below 0; an ordinary Attack reveals the
//! attacker. Without a grid the engine cannot tell whether a hostile creature is within 2 tiles,
//! so that +2 is the GM's to add with `Adjudicate`.

use super::attack::{riposte_events, targetable, Aim};
use super::check::{combatant, ensure_active, refuse, Decision};
use super::command::Event;
use super::loop_rules::StealthDetails;
use super::state::{BattleState, Combatant, CombatantId, Phase, Tile};
use super::stats::value;
use crate::citation::{Explained, Term};
use crate::random::{roll_or_enter, DieRoll, Rng};
use crate::systems::fated_hand::cite;
use crate::systems::fated_hand::model::Stat;
use crate::systems::fated_hand::table_rules::STEALTH_DETAILS;
use crate::RuleViolation;

/// The Planning-Phase change in Stealth Power of `c` (already holding its new plan), or `None`
/// when it has no access to Stealth.
pub(super) fn planning_gain(
    state: &BattleState,
    who: CombatantId,
    c: &Combatant,
) -> Option<Explained> {
    if !c.has_stealth() {
        return None;
    }
    if c.hidden {
        return Some(Explained::sum(
            cite("Sneak"),
            vec![Term {
                label: "Hidden at the start of the Planning Phase".to_owned(),
                value: -1,
                rule: cite("Sneak"),
            }],
        ));
    }
    let speed = value(c, Stat::Speed);
    let mut terms = vec![Term {
        label: format!("Speed {speed} / 2, rounded down"),
        value: i32::from(speed.div_euclid(2)),
        rule: cite("Sneak"),
    }];
    if c.engaged == 0 {
        terms.push(Term {
            label: "Not Engaged".to_owned(),
            value: 2,
            rule: cite("Sneak"),
        });
    }
    if let Some(at) = c.position.filter(|_| state.grid.is_some()) {
        let near = state.combatants.iter().enumerate().any(|(i, other)| {
            i != usize::from(who)
                && other.side != c.side
                && other.active()
                && other.position.is_some_and(|p| p.distance(at) <= 2)
        });
        if !near {
            terms.push(Term {
                label: "No hostile creature within 2 tiles".to_owned(),
                value: 2,
                rule: cite("Sneak"),
            });
        }
    }
    Some(Explained::sum(cite("Sneak"), terms))
}

fn entered_roll(rng: &mut Rng, entered: Option<u8>) -> Result<DieRoll, RuleViolation> {
    roll_or_enter(rng, 12, entered).map_err(|e| refuse("Sneak", e.to_string()))
}

pub(super) fn sneak(
    state: &BattleState,
    who: CombatantId,
    roll: Option<u8>,
    rng: &mut Rng,
) -> Decision {
    let c = combatant(state, who)?;
    if !c.has_stealth() {
        return Err(refuse(
            "Stealth",
            format!(
                "{} has no access to Stealth (Hidden Fang or Killer Instinct).",
                c.name
            ),
        ));
    }
    ensure_active(c)?;
    match state.phase {
        Phase::Planning => {}
        Phase::Turn { actor, .. } if actor == who => {}
        _ => {
            return Err(refuse(
                "Stealth",
                format!(
                    "{} may Sneak in the Planning Phase or on its own turn.",
                    c.name
                ),
            ))
        }
    }
    if c.hidden {
        return Err(refuse("Sneak", format!("{} is already Hidden.", c.name)));
    }
    let house = state.rules.stealth_details == StealthDetails::House;
    // "A creature with non-zero Stealth Power may Sneak"; the house reading also keeps it above
    // 0 and allows one attempt per Planning Phase and per turn (table rule
    // fated_hand.stealth_details).
    if (house && c.stealth_power <= 0) || c.stealth_power == 0 {
        return Err(refuse(
            "Stealth",
            format!("{} has no Stealth Power: Sneak needs more than 0.", c.name),
        ));
    }
    if house && c.sneaked {
        return Err(RuleViolation::new(
            STEALTH_DETAILS.rule.clone(),
            format!(
                "{} has already tried to Sneak {}; once each per Planning Phase and per turn \
                 at this table (table rule: {}).",
                c.name,
                if state.phase == Phase::Planning {
                    "in this Planning Phase"
                } else {
                    "this turn"
                },
                STEALTH_DETAILS.title
            ),
        ));
    }
    let roll = entered_roll(rng, roll)?;
    Ok(vec![Event::Sneaked {
        who,
        roll,
        power: c.stealth_power,
        hidden: i16::from(roll.value) <= c.stealth_power,
    }])
}

/// A Hidden creature comes out, with an optional surprise Riposte at an adjacent creature.
pub(super) fn reveal(
    state: &BattleState,
    who: CombatantId,
    target: Option<CombatantId>,
    defend: bool,
) -> Decision {
    let c = combatant(state, who)?;
    if !c.hidden {
        return Err(refuse("Sneak", format!("{} is not Hidden.", c.name)));
    }
    ensure_active(c)?;
    let to = shared_tile_exit(state, who, c.position, None);
    let mut events = vec![Event::Revealed {
        who,
        roll: None,
        by: None,
        to,
    }];
    if let Some(target) = target {
        let t = combatant(state, target)?;
        if target == who {
            return Err(refuse("Sneak", "A creature cannot riposte itself."));
        }
        targetable(t)?;
        if let (Some(a), Some(b)) = (c.position, t.position) {
            if a.distance(b) > 1 {
                return Err(refuse(
                    "Sneak",
                    format!(
                        "The surprise Riposte targets an adjacent creature; {} is {} tiles away.",
                        t.name,
                        a.distance(b)
                    ),
                ));
            }
        }
        let now = super::attack::after(state, &events);
        events.extend(riposte_events(&now, who, target, defend, Aim::default())?);
    }
    Ok(events)
}

/// Whether `tile` holds a creature other than `who` (Incapacitated ones still occupy theirs).
pub(super) fn occupants(
    state: &BattleState,
    who: CombatantId,
    tile: Tile,
) -> impl Iterator<Item = (CombatantId, &Combatant)> {
    state
        .combatants
        .iter()
        .enumerate()
        .map(|(i, c)| (i as CombatantId, c))
        .filter(move |(i, c)| *i != who && c.position == Some(tile))
}

/// Where a Revealed creature sharing a tile steps to, free of cost: `prefer` when it is open,
/// otherwise the first open, empty adjacent tile scanning rows then columns; `None` when it
/// does not share its tile or has nowhere to go (the GM then places it with `Adjudicate`).
pub(super) fn shared_tile_exit(
    state: &BattleState,
    who: CombatantId,
    at: Option<Tile>,
    prefer: Option<Tile>,
) -> Option<Tile> {
    let grid = state.grid.as_ref()?;
    let at = at?;
    occupants(state, who, at).next()?;
    let free = |t: Tile| grid.is_open(t) && occupants(state, who, t).next().is_none();
    if let Some(p) = prefer.filter(|p| p.distance(at) == 1 && free(*p)) {
        return Some(p);
    }
    (-1..=1)
        .flat_map(|dy| {
            (-1..=1).map(move |dx| Tile {
                x: at.x + dx,
                y: at.y + dy,
            })
        })
        .find(|t| *t != at && free(*t))
}

/// Reveal rolls for a mover stepping onto `step` (coming from `from`): each Hidden creature that
/// now shares the tile with a hostile one rolls 1d12 and is Revealed on a roll of at least its
/// Stealth Power. Returns the events and whether the mover itself was Revealed (its move stops).
pub(super) fn step_rolls(
    state: &BattleState,
    mover: CombatantId,
    from: Tile,
    step: Tile,
    rng: &mut Rng,
) -> (Vec<Event>, bool) {
    let m = &state.combatants[usize::from(mover)];
    let mut events = Vec::new();
    let mut mover_revealed = false;
    for (other, o) in occupants(state, mover, step) {
        if o.side == m.side || !o.active() {
            continue;
        }
        // The Hidden one of the pair rolls (both may be Hidden: each rolls).
        for (hidden, hostile) in [(mover, other), (other, mover)] {
            let h = &state.combatants[usize::from(hidden)];
            let foe = &state.combatants[usize::from(hostile)];
            if !h.hidden || !h.active() || !foe.active() {
                continue;
            }
            let roll = DieRoll {
                sides: 12,
                value: rng.roll(12),
                origin: crate::random::Origin::Rolled,
            };
            let revealed = i16::from(roll.value) >= h.stealth_power;
            events.push(Event::RevealRolled {
                who: hidden,
                hostile,
                roll,
                revealed,
            });
            if revealed {
                let to = if hidden == mover {
                    mover_revealed = true;
                    exit_after_step(state, mover, step, Some(from))
                } else {
                    exit_after_step(state, hidden, step, None)
                };
                events.push(Event::Revealed {
                    who: hidden,
                    roll: Some(roll),
                    by: Some(hostile),
                    to,
                });
            }
        }
    }
    (events, mover_revealed)
}

/// Like [`shared_tile_exit`], for a tile the mover is only now entering.
fn exit_after_step(
    state: &BattleState,
    who: CombatantId,
    at: Tile,
    prefer: Option<Tile>,
) -> Option<Tile> {
    let grid = state.grid.as_ref()?;
    let free = |t: Tile| grid.is_open(t) && occupants(state, who, t).next().is_none() && t != at;
    if let Some(p) = prefer.filter(|p| p.distance(at) == 1 && free(*p)) {
        return Some(p);
    }
    (-1..=1)
        .flat_map(|dy| {
            (-1..=1).map(move |dx| Tile {
                x: at.x + dx,
                y: at.y + dy,
            })
        })
        .find(|t| free(*t))
}
