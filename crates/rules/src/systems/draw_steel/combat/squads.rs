//! Minion squads (table rule `draw_steel.minion_squads`, not from the glossary): a squad's
//! members share one Stamina pool and one turn. Damage to a member comes off the pool, and the
//! squad keeps only as many members standing as the pool holds (one per member's Stamina, a
//! part counting whole): the struck member falls first, then its squadmates in list order, so
//! damage beyond one minion's Stamina spills over. Between hits, the struck member keeps the
//! pool's part share and every other standing member a whole one, so each member's own Stamina
//! always adds up to the pool.
//!
//! Nothing here runs in a combat without squads: `damage::hit` and `damage::heal` come here
//! only for a creature whose `squad` is set.

use super::command::{DamageCause, Event};
use super::damage::fate_now;
use super::state::{CombatState, Combatant, CombatantId, Fate, Squad};
use crate::systems::draw_steel::table_rules::squads::MINION_SQUADS;
use crate::systems::draw_steel::words::count;

/// The rule's name as log lines cite it.
pub const RULE_WORDS: &str = "table rule \"Minion squads\", not from the glossary";

/// A squad's pool as of the events built so far.
pub fn pool_now(state: &CombatState, events: &[Event], squad: u8) -> i32 {
    events
        .iter()
        .rev()
        .find_map(|event| match event {
            Event::SquadStamina {
                squad: s, stamina, ..
            } if *s == squad => Some(*stamina),
            _ => None,
        })
        .or_else(|| state.squads.get(usize::from(squad)).map(|s| s.stamina))
        .unwrap_or(0)
}

/// The squad's members standing as of the events built so far, in list order.
fn standing_now(state: &CombatState, events: &[Event], squad: &Squad) -> Vec<CombatantId> {
    squad
        .members
        .iter()
        .copied()
        .filter(|&m| fate_now(state, events, m) == Fate::Standing)
        .collect()
}

/// The Stamina of the member that keeps the part share when `standing` members hold `pool`.
fn part_share(pool: i32, each: i32, standing: usize) -> i32 {
    if standing == 0 {
        return 0;
    }
    pool - (standing as i32 - 1) * each
}

fn names(cs: &[Combatant], ids: &[CombatantId]) -> String {
    let names: Vec<&str> = ids
        .iter()
        .map(|&id| cs.get(usize::from(id)).map_or("?", |c| c.name.as_str()))
        .collect();
    match names.as_slice() {
        [] => String::new(),
        [one] => (*one).to_owned(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// One hit on a standing squad member: `dealt` (after immunity and weakness) comes off the
/// pool; the members it no longer holds fall, the struck one first. `sum` is the arithmetic so
/// far ("4 + Might 2 = ", or empty for a bare amount).
#[allow(clippy::too_many_arguments)]
pub fn hit(
    state: &CombatState,
    squad_index: u8,
    member: CombatantId,
    raw: u16,
    dealt: u16,
    sum: &str,
    cause: DamageCause,
    source: Option<CombatantId>,
    knock_out: bool,
    events: &mut Vec<Event>,
) {
    let Some(squad) = state.squads.get(usize::from(squad_index)) else {
        return;
    };
    let before = pool_now(state, events, squad_index);
    let after = (before - i32::from(dealt)).max(0);
    let standing = standing_now(state, events, squad);
    let holds = squad.holds(after);
    let mut felled = Vec::new();
    if standing.len() > holds {
        let excess = standing.len() - holds;
        felled.push(member);
        felled.extend(
            standing
                .iter()
                .copied()
                .filter(|&m| m != member)
                .take(excess - 1),
        );
    }
    let member_before = super::damage::stamina_now(state, events, member);
    let member_after = if felled.contains(&member) {
        0
    } else {
        part_share(after, squad.minion_stamina, holds)
    };
    events.push(Event::Damaged {
        target: member,
        raw,
        dealt,
        stamina: member_after,
        cause,
        source,
        explanation: format!(
            "{sum}{dealt} damage to {}'s shared Stamina; its own Stamina {member_before} → \
             {member_after}",
            squad.name
        ),
        rule: crate::systems::draw_steel::cite("Stamina"),
    });
    let held = count(holds, "minion", "minions");
    let each = squad.minion_stamina;
    let explanation = if felled.is_empty() {
        format!(
            "{}'s shared Stamina {before} → {after}, still enough for {held} of {each} Stamina",
            squad.name
        )
    } else {
        format!(
            "{}'s shared Stamina {before} → {after}, enough for {held} of {each} Stamina: {} \
             {}",
            squad.name,
            names(&state.combatants, &felled),
            if felled.len() == 1 { "falls" } else { "fall" }
        )
    };
    events.push(Event::SquadStamina {
        squad: squad_index,
        name: squad.name.clone(),
        member,
        stamina: after,
        felled: felled.clone(),
        explanation,
        rule: MINION_SQUADS.rule.clone(),
    });
    let fate = if knock_out {
        Fate::Unconscious
    } else {
        Fate::Dead
    };
    for who in felled {
        events.push(Event::FateChanged {
            who,
            fate,
            rule: crate::systems::draw_steel::cite("Stamina"),
        });
    }
}

/// Stamina regained by a standing squad member goes to the pool, up to a whole share for every
/// member standing (the fallen stay down).
pub fn heal(
    state: &CombatState,
    squad_index: u8,
    member: CombatantId,
    amount: u16,
    events: &mut Vec<Event>,
) {
    let Some(squad) = state.squads.get(usize::from(squad_index)) else {
        return;
    };
    let before = pool_now(state, events, squad_index);
    let standing = standing_now(state, events, squad);
    let cap = squad.minion_stamina * standing.len() as i32;
    let after = (before + i32::from(amount)).min(cap).max(before);
    events.push(Event::Healed {
        who: member,
        amount: u16::try_from(after - before).unwrap_or(u16::MAX),
        stamina: part_share(after, squad.minion_stamina, standing.len()),
        recovery: false,
        rule: crate::systems::draw_steel::cite("Stamina"),
    });
    events.push(Event::SquadStamina {
        squad: squad_index,
        name: squad.name.clone(),
        member,
        stamina: after,
        felled: Vec::new(),
        explanation: format!(
            "{}'s shared Stamina {before} → {after} (at most {} of {} Stamina for the {} \
             standing)",
            squad.name,
            count(standing.len(), "share", "shares"),
            squad.minion_stamina,
            count(standing.len(), "minion", "minions"),
        ),
        rule: MINION_SQUADS.rule.clone(),
    });
}

/// Applies a squad's new pool: the felled members drop to 0, the member struck or healed keeps
/// the part share if it stands (else the first standing member does), every other standing
/// member a whole one.
pub fn apply_pool(
    state: &mut CombatState,
    squad_index: u8,
    member: CombatantId,
    stamina: i32,
    felled: &[CombatantId],
) {
    let Some(squad) = state.squads.get_mut(usize::from(squad_index)) else {
        return;
    };
    squad.stamina = stamina;
    let each = squad.minion_stamina;
    let combatants = &mut state.combatants;
    let standing =
        |c: &Combatant, id: CombatantId| c.fate == Fate::Standing && !felled.contains(&id);
    let standing_ids: Vec<CombatantId> = squad
        .members
        .iter()
        .copied()
        .filter(|&m| {
            combatants
                .get(usize::from(m))
                .is_some_and(|c| standing(c, m))
        })
        .collect();
    let holder = if standing_ids.contains(&member) {
        Some(member)
    } else {
        standing_ids.first().copied()
    };
    let part = part_share(stamina, each, standing_ids.len());
    for &m in &squad.members {
        let Some(c) = combatants.get_mut(usize::from(m)) else {
            continue;
        };
        if felled.contains(&m) {
            c.stamina = 0;
        } else if standing_ids.contains(&m) {
            c.stamina = if Some(m) == holder { part } else { each };
        }
    }
}

/// The squad member whose part of the squad's turn comes next, when the member `actor` ends
/// its part: the first waiting member still able to act.
pub fn next_in_turn(state: &CombatState, actor: CombatantId) -> Option<(u8, &Squad, CombatantId)> {
    let (index, squad) = state.squad_of(actor)?;
    let next = squad
        .waiting
        .iter()
        .copied()
        .find(|&m| state.get(m).is_some_and(|c| c.fate.can_act()))?;
    Some((index, squad, next))
}

/// A squad member's own Stamina as of the events built so far, when an event of this command
/// changed its squad's pool (`None` otherwise: the state's number stands).
pub fn member_stamina_now(
    state: &CombatState,
    events: &[Event],
    squad_index: u8,
    who: CombatantId,
) -> Option<i32> {
    let (stamina, member) = events.iter().rev().find_map(|event| match event {
        Event::SquadStamina {
            squad,
            stamina,
            member,
            ..
        } if *squad == squad_index => Some((*stamina, *member)),
        _ => None,
    })?;
    let squad = state.squads.get(usize::from(squad_index))?;
    if fate_now(state, events, who) != Fate::Standing {
        return Some(0);
    }
    let standing = standing_now(state, events, squad);
    let holder = if standing.contains(&member) {
        member
    } else {
        *standing.first()?
    };
    Some(if who == holder {
        part_share(stamina, squad.minion_stamina, standing.len())
    } else {
        squad.minion_stamina
    })
}
