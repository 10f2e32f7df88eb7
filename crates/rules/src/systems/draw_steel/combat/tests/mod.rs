//! Combat scenarios with entered dice, the digest's combat vectors, and replay properties.
//! This file holds the shared kit; each submodule covers one part of the rules.

mod checks;
mod effects;
mod jumps;
mod legal;
mod moves;
mod rolls;
mod simulate;
mod squads;
mod table_rules;
mod tools;
mod turns;
mod unstated;
mod view;

use super::*;
use crate::encounter::{command_rng, replay, step};
use crate::systems::draw_steel::characteristics::{Characteristic, Characteristics, Size};
use crate::systems::draw_steel::content::{
    Ability, ActionType, ConditionKind, Distance, Duration, Effect, ForcedKind, Keyword, Potency,
    StatBlock, TargetKind, Targets, TierOutcome,
};
use crate::systems::draw_steel::geometry::{Grid, Pos, Terrain};
use crate::systems::draw_steel::movement::Location;
use crate::systems::draw_steel::power_roll::Tier;

fn damage(amount: u16) -> Effect {
    Effect::Damage {
        amount,
        add_characteristic: false,
        damage_type: None,
    }
}

fn strike(name: &str, tiers: [u16; 3]) -> Ability {
    Ability {
        name: name.to_owned(),
        keywords: vec![Keyword::Melee, Keyword::Strike, Keyword::Weapon],
        tags: Vec::new(),
        action: ActionType::MainAction,
        distance: Distance::Melee { reach: 1 },
        targets: Targets {
            kind: TargetKind::Enemies,
            count: Some(1),
        },
        roll: vec![Characteristic::Might],
        tiers: tiers
            .iter()
            .map(|&d| TierOutcome {
                effects: vec![damage(d)],
            })
            .collect(),
        effects: Vec::new(),
        cost: 0,
        trigger: None,
        notes: String::new(),
    }
}

fn block(name: &str, stamina: u16, might: i8) -> StatBlock {
    StatBlock {
        name: name.to_owned(),
        level: 2,
        role: String::new(),
        organization: String::new(),
        encounter_value: 0,
        stamina,
        speed: 5,
        size: Size::MEDIUM,
        stability: 0,
        free_strike: 2,
        characteristics: Characteristics {
            might,
            agility: 1,
            ..Characteristics::default()
        },
        immunities: Vec::new(),
        weaknesses: Vec::new(),
        abilities: vec![strike("Cleave", [3, 6, 9])],
        notes: String::new(),
    }
}

fn hero(name: &str, at: (i16, i16)) -> Combatant {
    let mut c = Combatant::monster(
        &block(name, 30, 2),
        name.to_owned(),
        Side::Heroes,
        Some(Pos { x: at.0, y: at.1 }),
        false,
        None,
    );
    c.hero = true;
    c.recoveries = 8;
    c.recovery_value = 10;
    c.winded_value = 15;
    c
}

fn foe(name: &str, at: (i16, i16)) -> Combatant {
    Combatant::monster(
        &block(name, 20, 1),
        name.to_owned(),
        Side::Foes,
        Some(Pos { x: at.0, y: at.1 }),
        false,
        None,
    )
}

fn open_grid() -> Grid {
    Grid {
        width: 10,
        height: 10,
        cells: vec![Terrain::Open; 100],
    }
}

fn start(combatants: Vec<Combatant>) -> CombatState {
    begin(CombatSetup {
        combatants,
        grid: Some(open_grid()),
        hero_tokens: 2,
        malice: 0,
        rules: CombatRules::default(),
        squads: Vec::new(),
    })
    .expect("a legal setup")
}

/// Applies `command`, panicking with the rule if it is refused.
fn run(state: &mut CombatState, command: Command) -> Vec<Event> {
    crate::scenario::accept::<DrawSteelCombat>(state, 7, 0, &command)
}

/// Expects a refusal that changes nothing (the shared kit).
fn refused(state: &CombatState, command: Command) -> crate::RuleViolation {
    crate::scenario::refuse::<DrawSteelCombat>(state, &command, &mut command_rng(7, 0))
}

fn use_on(user: u8, target: u8, dice: [u8; 2]) -> Command {
    Command::UseAbility {
        user,
        ability: 0,
        targets: vec![TargetChoice {
            target,
            ..TargetChoice::default()
        }],
        characteristic: None,
        dice: Some(dice),
        damage_surges: 0,
        potency_surges: 0,
        surge_target: None,
        knock_out: false,
        bleeding_die: None,
    }
}

fn tier_of(events: &[Event], target: u8) -> Tier {
    events
        .iter()
        .find_map(|e| match e {
            Event::TierReached {
                target: t, tier, ..
            } if *t == target => Some(*tier),
            _ => None,
        })
        .expect("a tier was reached")
}

/// Heroes first, Ayla's turn started.
fn heroes_turn() -> CombatState {
    let mut state = start(vec![hero("Ayla", (2, 2)), foe("Gnash", (3, 2))]);
    run(&mut state, Command::RollFirstSide { die: Some(6) });
    run(&mut state, Command::StartTurn { actor: 0 });
    state
}
