//! Draw Steel in the encounter simulator: its automatic players ([`auto`](super::auto)) and how
//! a combat is tallied (a creature falls when it is dying, unconscious or dead; Stamina is what
//! it has left).

use super::auto::{self, Tactic};
use super::{CombatSetup, CombatState, Command, DrawSteelCombat, Fate, Outcome, Phase, Side};
use crate::random::Rng;
use crate::simulate::{AutoPlay, SideIndex, Standing, TacticInfo};

static TACTICS: [TacticInfo<Tactic>; 3] = [
    TacticInfo {
        tactic: Tactic::FocusNearest,
        id: "focus_nearest",
        name: "Nearest first",
        description: "Each creature closes on the nearest standing enemy and attacks it.",
    },
    TacticInfo {
        tactic: Tactic::FocusWeakest,
        id: "focus_weakest",
        name: "Weakest first",
        description: "Each creature goes for the standing enemy with the least Stamina left, \
                      to drop foes quickly.",
    },
    TacticInfo {
        tactic: Tactic::Spread,
        id: "spread",
        name: "Spread the damage",
        description: "Each creature goes for the standing enemy with the most Stamina left.",
    },
];

impl AutoPlay for DrawSteelCombat {
    type Tactic = Tactic;

    fn tactics() -> &'static [TacticInfo<Tactic>] {
        &TACTICS
    }

    fn resource_names() -> &'static [&'static str] {
        &["Stamina"]
    }

    /// Every Draw Steel roll the automatic players ask for is left to the engine already.
    fn for_simulation(setup: &CombatSetup) -> CombatSetup {
        setup.clone()
    }

    /// Nothing in a Draw Steel combat is unknown to the table: each run differs by its dice.
    fn from_here(_state: &mut CombatState, _rng: &mut Rng) {}

    fn next_command(state: &CombatState, tactics: [Tactic; 2]) -> Option<Command> {
        auto::next_command_with(state, tactics)
    }

    fn round(state: &CombatState) -> u16 {
        state.round.max(1)
    }

    fn standing(state: &CombatState) -> Standing {
        match state.phase {
            Phase::Ended { outcome } => match outcome {
                Outcome::HeroesWon => Standing::Won(0),
                Outcome::HeroesLost => Standing::Won(1),
                Outcome::Declared => Standing::NoWinner,
            },
            _ => Standing::Fighting,
        }
    }

    fn combatants(state: &CombatState) -> usize {
        state.combatants.len()
    }

    fn combatant(state: &CombatState, index: usize) -> (&str, SideIndex) {
        let c = &state.combatants[index];
        let side = match c.side {
            Side::Heroes => 0,
            Side::Foes => 1,
        };
        (&c.name, side)
    }

    fn fallen(state: &CombatState, index: usize) -> bool {
        state.combatants[index].fate != Fate::Standing
    }

    fn resources(state: &CombatState, index: usize, out: &mut [(i32, i32)]) {
        let c = &state.combatants[index];
        out[0] = (c.stamina, c.stamina_max);
    }

    /// A text effect the engine writes as a note for the Director (an ability's words it does
    /// not encode) is played on without.
    fn left_to_gm(event: &super::Event) -> Option<&str> {
        match event {
            super::Event::Note { text, .. } => Some(text.as_str()),
            _ => None,
        }
    }

    fn effect_name(effect: &str) -> String {
        effect.to_owned()
    }
}
