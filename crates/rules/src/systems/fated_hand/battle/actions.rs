//! Haul ("Haul"), the Offhand Action ("Offhand Action"), perk use with the one-Exclusive-Perk
//! limit ("Exclusive Perks"), and effects the GM applies by hand.

use super::attack::battle_end;
use super::check::{actor, combatant, ensure_active, refuse, Decision};
use super::command::Event;
use super::engagement::{forced_breaks, nearest_open};
use super::loop_rules::EnterIncapacitatedTile;
use super::perks::{
    engine_applies, exclusive_slot, foresee, hold, own, self_handicap_cost, Own, FORESIGHT,
    MEDITATE,
};
use super::rules::TechniqueTag;
use super::state::{BattleState, CombatantId, Phase, Tile};
use super::stealth::occupants;
use crate::random::Rng;
use crate::systems::fated_hand::content::content;
use crate::systems::fated_hand::content::perks::Limit;
use crate::systems::fated_hand::table_rules::ENTER_INCAPACITATED_TILE;
use crate::RuleViolation;

pub(super) fn haul(state: &BattleState, target: Option<CombatantId>, to: Option<Tile>) -> Decision {
    let (who, c) = actor(state)?;
    if c.movement_left < 1 {
        return Err(refuse(
            "Haul",
            format!("{} has no Movement left; a Haul costs 1.", c.name),
        ));
    }
    let Some(target) = target else {
        // An object: its weight and where it goes are the GM's to judge.
        if to.is_some_and(|t| state.grid.as_ref().is_some_and(|g| !g.is_open(t))) {
            return Err(refuse("Haul", "The object must go to an open tile."));
        }
        return Ok(vec![Event::Hauled {
            who,
            target: None,
            to,
        }]);
    };
    let t = combatant(state, target)?;
    if target == who {
        return Err(refuse(
            "Haul",
            "A creature cannot haul itself: that is a Move.",
        ));
    }
    if t.active() {
        return Err(refuse(
            "Haul",
            format!(
                "{} is standing: only objects and Incapacitated creatures can be hauled.",
                t.name
            ),
        ));
    }
    let (grid, from, at) = match (&state.grid, c.position, t.position) {
        (Some(grid), Some(from), Some(at)) => (grid, from, at),
        _ => {
            if to.is_some() {
                return Err(refuse(
                    "Haul",
                    "This battle has no grid positions to haul between.",
                ));
            }
            return Ok(vec![Event::Hauled {
                who,
                target: Some(target),
                to: None,
            }]);
        }
    };
    if from.distance(at) != 1 {
        return Err(refuse(
            "Haul",
            format!("{} is not adjacent to {}.", t.name, c.name),
        ));
    }
    let Some(to) = to else {
        return Err(refuse(
            "Haul",
            "Say which tile the hauled creature goes to.",
        ));
    };
    if to == at || from.distance(to) != 1 {
        return Err(refuse(
            "Haul",
            format!(
                "({}, {}) is not another tile adjacent to {}.",
                to.x, to.y, c.name
            ),
        ));
    }
    if !grid.is_open(to) || occupants(state, target, to).next().is_some() {
        return Err(refuse(
            "Haul",
            format!("({}, {}) is not an open tile.", to.x, to.y),
        ));
    }
    Ok(vec![Event::Hauled {
        who,
        target: Some(target),
        to: Some(to),
    }])
}

pub(super) fn offhand_action(state: &BattleState, who: CombatantId) -> Decision {
    let c = combatant(state, who)?;
    if !matches!(state.phase, Phase::Turn { .. }) {
        return Err(refuse(
            "Offhand Action",
            "The Offhand Action is declared during a turn, right before the action it serves.",
        ));
    }
    ensure_active(c)?;
    let Some(arm) = c.offhand_arm.filter(|a| *a < c.arms.len()) else {
        return Err(refuse(
            "Offhand Action",
            format!("{} holds no Offhand Arm this round.", c.name),
        ));
    };
    if c.offhand_used {
        return Err(refuse(
            "Offhand Action",
            format!(
                "{} has already taken its Offhand Action this round.",
                c.name
            ),
        ));
    }
    let mut events = vec![Event::OffhandReady { who, arm }];
    // Opportunist: taking up the Offhand Arm is changing weapons.
    events.extend(super::offers::switching_arms(state, who));
    Ok(events)
}

pub(super) fn use_perk(
    state: &BattleState,
    who: CombatantId,
    perk: &str,
    note: &str,
    rng: &mut Rng,
) -> Decision {
    let c = combatant(state, who)?;
    ensure_active(c)?;
    let Some(def) = content().perk(perk) else {
        return Err(refuse(
            "Perks List",
            format!("There is no perk \"{perk}\"."),
        ));
    };
    if !c.perks.iter().chain(&c.wielded().perks).any(|p| p == perk) {
        return Err(refuse(
            "Perks List",
            format!("{} does not have {}.", c.name, def.name),
        ));
    }
    // The perks whose use the engine carries out whole: Foresight's look, Meditate's held turn.
    match perk {
        FORESIGHT => return foresee(state, who),
        MEDITATE => return hold(state, who),
        _ => {}
    }
    if def.limit == Some(Limit::OncePerBattle) && c.spent_perks.iter().any(|p| p == perk) {
        return Err(refuse(
            "Perks List",
            format!(
                "{} has already used {} this battle; it is once per battle.",
                c.name, def.name
            ),
        ));
    }
    // Timing and limits the table sets where the entry gives none (Field Medicine, Reckless
    // Abandon, Barrage, Hook Strike).
    let spends_primary = super::perk_limits::check(state, who, c, def)?;
    let own = own(def);
    if own == Some(Own::Action) {
        return Err(refuse(
            "Perks List",
            format!(
                "{} is an action of its own: the engine resolves it with Perk action.",
                def.name
            ),
        ));
    }
    if own == Some(Own::Standing) {
        return Err(refuse(
            "Perks List",
            format!(
                "The engine applies {} on its own when it comes into play; there is nothing to \
                 declare.",
                def.name
            ),
        ));
    }
    // Whether "(Technique)" counts as Exclusive is table rule fated_hand.technique_tag.
    let exclusive =
        def.exclusive || (def.technique && state.rules.technique_tag == TechniqueTag::AsExclusive);
    // A second Exclusive Perk only with Innovative Techniques ("Exclusive Perks").
    let innovated = if exclusive {
        exclusive_slot(state, who, perk, rng)?
    } else {
        None
    };
    let mut events: Vec<Event> = innovated.into_iter().collect();
    if spends_primary {
        events.push(Event::PrimaryAction { who });
    }
    // A Feint used is its attack called off: the Exclusive Perk joined an action that is not
    // taken, and the engine has carried out the whole of it (the look is the table's).
    let called_off = perk == super::perk_limits::FEINT;
    events.push(Event::PerkUsed {
        who,
        perk: perk.to_owned(),
        exclusive: exclusive && !called_off,
        note: note.trim().to_owned(),
    });
    if called_off {
        return Ok(events);
    }
    // An Exclusive Perk the engine applies works on the action it is declared for, its cost of
    // Handicap paid now; any other perk is the GM's to apply.
    // A choice declared for a Defend (Perfect Deflect) works on the next Defend too.
    let applied = (exclusive || own == Some(Own::Declared)) && engine_applies(def);
    if let Some(cost) = self_handicap_cost(def).filter(|_| applied) {
        events.push(Event::PerkApplied {
            by: who,
            perk: perk.to_owned(),
            who,
            handicap: cost,
            hand_size: 0,
            stealth_power: 0,
            coin: None,
        });
    }
    if !applied {
        events.push(Event::RulingNeeded {
            who,
            source: perk.to_owned(),
            effect: def.summary.clone(),
        });
    }
    Ok(events)
}

/// The GM's hand-applied effect, as the command gives it.
pub(super) struct Adjudication<'a> {
    pub who: CombatantId,
    pub perk_or_spell: Option<&'a str>,
    pub hit_points_change: i8,
    pub handicap_change: [i8; 3],
    pub external: bool,
    pub movement_change: i16,
    pub stealth_power_change: i16,
    pub hidden: Option<bool>,
    pub move_to: Option<Tile>,
    pub note: &'a str,
}

pub(super) fn adjudicate(state: &BattleState, a: &Adjudication<'_>) -> Decision {
    let c = combatant(state, a.who)?;
    let section = match a.perk_or_spell {
        Some(id) if content().spell(id).is_some() => "Casting Spells",
        Some(id) if content().perk(id).is_some() => "Perks List",
        Some(id) => {
            return Err(refuse(
                "Flow of Battle",
                format!("\"{id}\" is neither a perk nor a spell."),
            ))
        }
        None => "Flow of Battle",
    };
    if a.note.trim().is_empty() {
        return Err(refuse(
            section,
            "Say what the effect is; the log keeps the note.",
        ));
    }
    let hit_points = i16::from(c.hit_points) + i16::from(a.hit_points_change);
    if !(0..=20).contains(&hit_points) {
        return Err(refuse(
            "Hit Points",
            format!("{} would have {hit_points} Hit Points.", c.name),
        ));
    }
    for (slot, delta) in a.handicap_change.iter().enumerate() {
        if i16::from(c.handicap[slot]) + i16::from(*delta) < 0 {
            return Err(refuse(
                "Handicap",
                format!(
                    "{} has only {} Handicap there to cleanse.",
                    c.name, c.handicap[slot]
                ),
            ));
        }
    }
    // A creature placed on a fallen one's tile (Press Forward and the like): the body makes room
    // or the tile stays taken (table rule fated_hand.enter_incapacitated_tile).
    let mut displaced = None;
    if let Some(to) = a.move_to {
        let open = state.grid.as_ref().is_some_and(|g| g.is_open(to));
        if !open || occupants(state, a.who, to).any(|(_, o)| !o.hidden && o.active()) {
            return Err(refuse(
                "Geometry",
                format!("({}, {}) is not an open tile on the grid.", to.x, to.y),
            ));
        }
        if let Some((body, fallen)) = occupants(state, a.who, to).find(|(_, o)| !o.active()) {
            if state.rules.enter_incapacitated_tile == EnterIncapacitatedTile::Blocked {
                return Err(RuleViolation::new(
                    ENTER_INCAPACITATED_TILE.rule.clone(),
                    format!(
                        "({}, {}) holds the fallen {}: at this table the tile stays occupied and \
                         the move is lost (table rule: {}).",
                        to.x, to.y, fallen.name, ENTER_INCAPACITATED_TILE.title
                    ),
                ));
            }
            let Some(aside) = nearest_open(state, to, &[a.who, body]) else {
                return Err(refuse(
                    "Hit Points",
                    format!("There is no open tile to move {} to.", fallen.name),
                ));
            };
            displaced = Some((body, fallen, aside));
        }
    }
    if a.hidden == Some(true) && !c.has_stealth() {
        return Err(refuse(
            "Stealth",
            format!("{} has no access to Stealth.", c.name),
        ));
    }
    let hit_points = hit_points as i8;
    // Placed elsewhere by a ruling: a forced move, which breaks its Engagements (table rule
    // fated_hand.engagement_breaks).
    let mut events = match (a.move_to, c.position) {
        (Some(to), Some(from)) if to != from => forced_breaks(state, a.who),
        _ => Vec::new(),
    };
    events.push(Event::Adjudicated {
        who: a.who,
        perk_or_spell: a.perk_or_spell.map(str::to_owned),
        hit_points,
        handicap_change: a.handicap_change,
        external: a.external,
        movement_change: a.movement_change,
        stealth_power_change: a.stealth_power_change,
        hidden: a.hidden,
        move_to: a.move_to,
        note: a.note.trim().to_owned(),
    });
    if let Some((body, fallen, aside)) = displaced {
        events.push(Event::Adjudicated {
            who: body,
            perk_or_spell: None,
            hit_points: fallen.hit_points,
            handicap_change: [0; 3],
            external: false,
            movement_change: 0,
            stealth_power_change: 0,
            hidden: None,
            move_to: Some(aside),
            note: format!(
                "{} is moved aside to the nearest open tile, ({}, {}) (table rule: {})",
                fallen.name, aside.x, aside.y, ENTER_INCAPACITATED_TILE.title
            ),
        });
    }
    if hit_points == 0 && c.active() {
        events.push(Event::Incapacitated { who: a.who });
        events.extend(battle_end(state, &events));
    }
    Ok(events)
}
