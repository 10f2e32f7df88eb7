//! Fated Hand battles on the shared encounter engine ("Flow of Battle").
//!
//! [`FatedHandBattle`] implements [`crate::encounter::Battle`]: `decide` checks a GM command
//! against the battle rules and returns its events; `evolve` applies them. Results the rulebook
//! leaves to judgment (placement, Line of Sight, most perk and spell effects in this version) are
//! the GM's: the `Override` command changes numbers and the log records it.

mod attack;
mod command;
mod decide;
mod evolve;
pub mod log;
mod setup;
mod state;
pub mod stats;

#[cfg(test)]
mod tests;

pub use command::{CardPlay, Command, Event};
pub use setup::{begin, CombatantSetup, Setup};
pub use state::{
    ArmProfile, BattleState, Combatant, CombatantId, Grid, Outcome, PendingRiposte, Phase, Side,
    Stance, Tile,
};

use crate::encounter::Battle;
use crate::random::Rng;
use crate::RuleViolation;

/// Fated Hand's battle rules.
pub struct FatedHandBattle;

impl Battle for FatedHandBattle {
    type State = BattleState;
    type Command = Command;
    type Event = Event;

    fn decide(
        state: &BattleState,
        command: &Command,
        rng: &mut Rng,
    ) -> Result<Vec<Event>, RuleViolation> {
        decide::decide(state, command, rng)
    }

    fn evolve(state: &mut BattleState, event: &Event) {
        evolve::evolve(state, event);
    }
}
