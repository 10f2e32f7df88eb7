//! Fated Hand's builders for the battle tests of Retreat, Line of Sight, actions, Stealth and
//! casting; running and refusing commands is the shared kit's (`crate::scenario`).

use super::tests::{fighter, run};
use super::*;
use crate::encounter::step;
use crate::random::Rng;
use crate::scenario;
use crate::RuleViolation;

/// Decides `command` and expects a refusal; checks the state did not change (the shared kit).
pub(super) fn refused(state: &BattleState, command: &Command) -> RuleViolation {
    scenario::refuse::<FatedHandBattle>(state, command, &mut Rng::from_seed(3))
}

/// Steps one command with a fixed seed, panicking on refusal.
pub(super) fn ok(state: &mut BattleState, command: Command) -> Vec<Event> {
    run(state, &[command])
}

/// Steps one command with the given seed (for commands that roll).
pub(super) fn ok_seeded(state: &mut BattleState, seed: u64, command: &Command) -> Vec<Event> {
    scenario::accept::<FatedHandBattle>(state, seed, 0, command)
}

/// A battle from these fighters, optionally on a grid, under the default table rules but for
/// ties at the count, which the GM orders: a test calls the turn it means, where the default
/// would flip a coin between a party member and a foe of equal Speed (table rule
/// `fated_hand.initiative_ties`, tested in `tests_table_rules`).
pub(super) fn battle(fighters: Vec<CombatantSetup>, grid: Option<Grid>) -> BattleState {
    begin(
        &Setup {
            combatants: fighters,
            grid,
            rules: gm_orders_ties(),
        },
        &mut Rng::from_seed(1),
    )
}

/// The default table rules, but the GM orders ties at the count.
pub(super) fn gm_orders_ties() -> BattleRules {
    BattleRules {
        initiative_ties: InitiativeTies::GmDecides,
        ..BattleRules::default()
    }
}

/// A fighter standing on `(x, y)`.
pub(super) fn at(mut f: CombatantSetup, x: i16, y: i16) -> CombatantSetup {
    f.position = Some(Tile { x, y });
    f
}

/// An open grid.
pub(super) fn grid(width: i16, height: i16, walls: &[(i16, i16)]) -> Grid {
    Grid {
        width,
        height,
        walls: walls.iter().map(|&(x, y)| Tile { x, y }).collect(),
        elevation: vec![],
    }
}

/// Everyone standing plans a Balanced stance with three Aces (power 0), then the countdown begins.
pub(super) fn plan_all(state: &mut BattleState) {
    let who: Vec<u8> = (0..state.combatants.len() as u8)
        .filter(|i| {
            let c = &state.combatants[usize::from(*i)];
            c.active() && !c.is_summon() && !c.planned
        })
        .collect();
    for id in who {
        ok(state, tests::plan(id, Stance::Balanced, ["AS", "AH", "AD"]));
    }
    ok(state, Command::EndPlanning);
}

/// Counts down until `who` may act and gives it its turn.
pub(super) fn turn_of(state: &mut BattleState, who: u8) {
    loop {
        if step::<FatedHandBattle>(state, 7, 0, &Command::ToAction { who }).is_ok() {
            return;
        }
        ok(state, Command::NextCount);
    }
}

/// A melee fighter with entered cards.
pub(super) fn brawler(
    name: &str,
    side: Side,
    strike: i16,
    defense: i16,
    speed: i16,
) -> CombatantSetup {
    fighter(name, side, tests::fists(strike, defense, speed), false)
}

pub(super) use super::tests;
