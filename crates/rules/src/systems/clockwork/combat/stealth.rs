//! Stealth («Stealth»): a Body / Agility reaction against each observer's Mind / Perception
//! reaction (ties to the hider, who acts: «Opposed Rolls»); stealthed against an observer, a
//! combatant cannot be attacked by it, and its own attacks on it cannot be dodged or blocked.
//! A run or an attack gives every benefit up. Each side's view leaves out those hidden from
//! all of it, and the lines it reads name none of them.

use super::command::{Event, Observation};
use super::decide::{entered_error, refuse, roll_error, Draft};
use super::health::vitals_penalty;
use super::setup::Fighter;
use super::state::{CombatState, Combatant, CombatantId, Fate};
use crate::encounter::Viewer;
use crate::grid::Square;
use crate::random::Rng;
use crate::systems::clockwork::content::{Resistances, Size};
use crate::systems::clockwork::roll::{roll_pool, PoolRequest};
use crate::systems::clockwork::sheet::Load;
use crate::systems::clockwork::skills::Skill;
use crate::systems::clockwork::skills::SkillRanks;
use crate::RuleViolation;

/// The name a viewer reads for a creature hidden from it.
pub const HIDDEN_NAME: &str = "A hidden creature";

/// Where a hidden creature stands, for a viewer who cannot see it: off every map.
pub const NOWHERE: Square = Square::new(-1, -1);

/// `actor` tries to engage in stealth against `observers`.
pub(super) fn hide(
    draft: &mut Draft,
    actor: CombatantId,
    observers: &[CombatantId],
    dice: Option<&[u8]>,
    perception: &[Vec<u8>],
    rng: &mut Rng,
) -> Result<(), RuleViolation> {
    let state = &draft.state;
    let Some(me) = state.get(actor) else {
        return Ok(());
    };
    let who = me.fighter.name.as_str();
    if me.ran {
        return refuse(
            "Stealth",
            format!("{who} ran this turn: stealth needs a walk or a step, not a run."),
        );
    }
    if observers.is_empty() {
        return refuse(
            "Stealth",
            "Name the nearby foes the stealth roll is against.".to_owned(),
        );
    }
    if perception.len() > observers.len() {
        return refuse(
            "Stealth",
            "More Perception rolls are entered than there are observers.".to_owned(),
        );
    }
    for (index, &observer) in observers.iter().enumerate() {
        let Some(other) = state.get(observer) else {
            return refuse("Stealth", format!("There is no combatant {observer}."));
        };
        if other.fighter.side == me.fighter.side {
            return refuse(
                "Stealth",
                format!(
                    "{} is {who}'s ally, not a foe to hide from.",
                    other.fighter.name
                ),
            );
        }
        if !other.fighting() {
            return refuse(
                "Stealth",
                format!(
                    "{} is out of the fight and watches nobody.",
                    other.fighter.name
                ),
            );
        }
        if observers[..index].contains(&observer) {
            return refuse(
                "Reactions",
                format!(
                    "{} makes one Perception reaction against a stealth roll.",
                    other.fighter.name
                ),
            );
        }
        if me.is_hidden_from(observer) {
            return refuse(
                "Stealth",
                format!("{who} is already stealthed against {}.", other.fighter.name),
            );
        }
    }
    let rules = state.rules.pool();
    let penalty = if state.rules.vitals_penalty_every_roll {
        -(vitals_penalty(me.vitals) as i8)
    } else {
        0
    };
    let request = PoolRequest {
        attribute: me.fighter.body,
        skill_rank: me.fighter.ranks.get(Skill::Agility),
        bonus_skill: me.fighter.has_bonus(Skill::Agility),
        foci: 0,
        situational: penalty,
    };
    let roll = roll_pool(&request, &rules, rng, dice).map_err(|e| roll_error("stealth roll", e))?;
    let mut seen = Vec::with_capacity(observers.len());
    for (index, &observer) in observers.iter().enumerate() {
        let other = &state.combatants[usize::from(observer)];
        let request = PoolRequest {
            attribute: other.fighter.mind,
            skill_rank: other.fighter.ranks.get(Skill::Perception),
            bonus_skill: other.fighter.has_bonus(Skill::Perception),
            foci: 0,
            situational: 0,
        };
        let entered = perception.get(index).map(Vec::as_slice);
        let reaction = roll_pool(&request, &rules, rng, entered).map_err(|e| match e {
            crate::systems::clockwork::roll::RollError::Entered(e) => {
                entered_error(&format!("Perception roll of {}", other.fighter.name), e)
            }
            e => roll_error("Perception roll", e),
        })?;
        let hidden = roll.gains.value >= reaction.gains.value;
        seen.push(Observation {
            observer,
            roll: reaction,
            hidden,
        });
    }
    draft.push(Event::StealthRolled {
        hider: actor,
        roll: Box::new(roll),
        observers: seen,
    });
    Ok(())
}

/// Whether `c` is hidden from every combatant of `side` (a side's screen sees what any of
/// its own sees).
pub fn hidden_from_side(state: &CombatState, c: &Combatant, side: u8) -> bool {
    c.fighter.side != side
        && !c.hidden_from.is_empty()
        && state
            .combatants
            .iter()
            .enumerate()
            .filter(|(_, o)| o.fighter.side == side)
            .all(|(i, _)| c.is_hidden_from(i as CombatantId))
}

/// The side `viewer` looks from, if it is not the GM.
pub fn viewer_side(state: &CombatState, viewer: Viewer) -> Option<u8> {
    match viewer {
        Viewer::Gm => None,
        Viewer::Side(side) => Some(side),
        Viewer::Player(id) => Some(
            state
                .combatants
                .get(usize::from(id))
                .map_or(u8::MAX, |c| c.fighter.side),
        ),
    }
}

/// The table as `viewer` sees it: each creature hidden from its side becomes a nameless
/// stand-in with nothing of its own (no name, place, numbers, weapons, luck or plans).
pub fn view(state: &CombatState, viewer: Viewer) -> CombatState {
    let mut seen = state.clone();
    if let Some(side) = viewer_side(state, viewer) {
        conceal(state, &mut seen, side);
    }
    seen
}

/// Replaces in `seen` every creature of `state` hidden from `side` by a stand-in.
pub fn conceal(state: &CombatState, seen: &mut CombatState, side: u8) {
    for (i, c) in state.combatants.iter().enumerate() {
        if hidden_from_side(state, c, side) {
            let stand_in = &mut seen.combatants[i];
            stand_in.fighter = Fighter {
                name: HIDDEN_NAME.to_owned(),
                side: c.fighter.side,
                at: NOWHERE,
                size: Size::Medium,
                body: 0,
                mind: 0,
                ranks: SkillRanks::default(),
                bonus_skills: Vec::new(),
                medicine_focus: false,
                medical_kit: false,
                resistances: Resistances::all(0),
                armor: Resistances::all(0),
                grit: 0,
                vitals: 0,
                base_defense: 0,
                dodge_bonus: 0,
                block_bonus: None,
                walk: 0,
                run: 0,
                load: Load::Unencumbered,
                reach: 0,
                weapons: Vec::new(),
                luck: 0,
                stealthed: false,
            };
            stand_in.counters = 0;
            stand_in.vitals = 0;
            stand_in.hits = 0;
            stand_in.wounds = 0;
            stand_in.luck = 0;
            stand_in.lamed = Default::default();
            stand_in.prepared = None;
            stand_in.hidden_from.clear();
            stand_in.ran = false;
            stand_in.fate = Fate::Fighting;
        }
    }
}
