//! Draw Steel combat on the shared encounter engine.
//!
//! [`DrawSteelCombat`] implements [`crate::encounter::Battle`]: `decide` checks a GM command
//! against the glossary's rules and returns events carrying every die; `evolve` applies them.
//! Turn order inside a round alternates between the sides (digest G20): the side whose pick it
//! is starts one of its creatures' turns, then the other side picks, until everyone has acted.

mod ability;
pub mod auto;
mod budget;
mod command;
mod conditions;
mod damage;
mod decide;
mod effects;
mod evolve;
pub mod log;
mod moves;
mod preview;
mod rules;
mod setup;
mod situation;
mod state;
mod targets;
mod tools;
mod usage;

#[cfg(test)]
mod tests;

pub use command::{Command, DamageCause, Event, RollReason, Slot, TargetChoice, TokenUse};
pub use preview::{preview, RollPreview};
pub use rules::CombatRules;
pub use setup::{begin, CombatSetup};
pub use state::{
    effective_speed, CombatState, Combatant, CombatantId, ConditionInstance, Fate, Opportunity,
    Outcome, PendingForcedMove, Phase, Side, Turn, TurnBudget,
};

use crate::encounter::Battle;
use crate::random::Rng;
use crate::RuleViolation;

/// Draw Steel combats on the encounter engine.
pub struct DrawSteelCombat;

impl Battle for DrawSteelCombat {
    type State = CombatState;
    type Command = Command;
    type Event = Event;

    fn decide(
        state: &CombatState,
        command: &Command,
        rng: &mut Rng,
    ) -> Result<Vec<Event>, RuleViolation> {
        decide::decide(state, command, rng)
    }

    fn evolve(state: &mut CombatState, event: &Event) {
        evolve::evolve(state, event);
    }
}
