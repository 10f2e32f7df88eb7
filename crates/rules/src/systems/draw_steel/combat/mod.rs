//! Draw Steel combat on the shared encounter engine.
//!
//! [`DrawSteelCombat`] implements [`crate::encounter::Battle`]: `decide` checks a GM command
//! against the glossary's rules and returns events carrying every die; `evolve` applies them.
//! Turn order inside a round alternates between the sides (digest G20): the side whose pick it
//! is starts one of its creatures' turns, then the other side picks, until everyone has acted.

mod ability;
pub mod auto;
mod budget;
mod checks;
mod command;
mod conditions;
mod damage;
mod decide;
mod effects;
mod event;
mod evolve;
mod falls;
mod jump;
mod legal;
pub mod log;
mod moves;
mod objects;
mod preview;
mod rules;
mod setup;
mod simulate;
mod situation;
mod squads;
mod state;
mod targets;
mod tools;
mod usage;
pub mod view;

#[cfg(test)]
mod tests;

pub use command::{
    Command, DamageCause, Event, MapCheck, RollReason, Slot, TargetChoice, TestRequest, TokenUse,
};
pub use legal::{CombatPreview, ForcedPreview};
pub use preview::{preview, RollPreview};
pub use rules::CombatRules;
pub use setup::{begin, CombatSetup, SquadSetup};
pub use state::{
    effective_speed, CombatState, Combatant, CombatantId, ConditionInstance, Fate, MapObject,
    Opportunity, Outcome, PendingForcedMove, Phase, Side, Squad, Turn, TurnBudget, OBJECT_IDS,
};

use crate::encounter::{Battle, Legal, LegalNow, LogLine, Viewer};
use crate::random::Rng;
use crate::RuleViolation;

/// Draw Steel combats on the encounter engine.
pub struct DrawSteelCombat;

impl Battle for DrawSteelCombat {
    type Setup = CombatSetup;
    type State = CombatState;
    type Command = Command;
    type Event = Event;
    type Outcome = Outcome;
    type View = CombatState;

    /// Draw Steel needs no randomness to begin; a setup that does not fit the map is refused.
    fn begin(setup: &CombatSetup, _rng: &mut Rng) -> Result<CombatState, RuleViolation> {
        setup::begin(setup.clone())
    }

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

    /// Bookkeeping (a plain action spent, for example) has no line; the round is the state's
    /// once the first round has begun (a round's start belongs to that round).
    fn describe(state_before: &CombatState, event: &Event, command: u32) -> Option<LogLine> {
        log::describe(state_before, event, command)
    }

    fn outcome(state: &CombatState) -> Option<Outcome> {
        match state.phase {
            Phase::Ended { outcome } => Some(outcome),
            Phase::Opening | Phase::Round { .. } => None,
        }
    }

    /// The state without the hidden creatures of the viewer's opponents (see [`view`]).
    fn view(state: &CombatState, viewer: Viewer) -> CombatState {
        view::view(state, viewer)
    }

    fn describe_for(
        state_before: &CombatState,
        event: &Event,
        state_after: &CombatState,
        command: u32,
        viewer: Viewer,
    ) -> Option<LogLine> {
        view::describe_for(state_before, event, state_after, command, viewer)
    }
}

impl Legal for DrawSteelCombat {
    type Preview = CombatPreview;

    fn legal(state: &CombatState) -> LegalNow<Command, CombatPreview> {
        legal::legal(state)
    }
}
