//! ClockWork combat on the shared encounter engine («Combat Rules»).
//!
//! [`ClockworkCombat`] implements [`Battle`] and [`Legal`]: initiative on 12 dice, turns in
//! initiative order with 6 action counters each, counters kept on passing for dodge and block,
//! movement on the grid (a diagonal costs 2), melee and ranged attacks with attack speed, reach
//! and range increments, cover, critical damage, damage against resistance (Armor Piercing),
//! hits boxes, vitals and their penalty, wounds, dying, the death roll and stabilizing, and luck
//! spent on rerolls. Dice are
//! rolled by the engine from the encounter's seed or entered by the GM, and every result in
//! the log names its rulebook section.
//!
//! - [`setup`]: fighters from sheets, the map, the table rules read once.
//! - [`state`]: the table; [`command`]: commands and events.
//! - [`auto`]: the automatic players the encounter simulator runs.
//! - `decide` and [`attack`]: the rules; `evolve`: bookkeeping; [`health`]: boxes, wounds and
//!   the death roll as pure arithmetic; `log`: the lines; [`legal`]: what may be done now.

pub mod area;
pub mod attack;
pub mod auto;
pub mod command;
mod decide;
mod evolve;
pub mod health;
pub mod legal;
mod log;
mod luck;
mod prepared;
pub mod setup;
pub mod state;
pub mod stealth;

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_area;
#[cfg(test)]
mod tests_called_prepared;
#[cfg(test)]
mod tests_examples;
#[cfg(test)]
mod tests_luck;
#[cfg(test)]
mod tests_stealth;
#[cfg(test)]
mod tests_table_rules;

pub use command::{
    AttackOrder, AttackResult, CalledShot, Command, Cover, Event, InitiativeRoll, InitiativeSkill,
    LuckedRoll, Pace, Prepared, Reaction, Reroll, Trigger,
};
pub use decide::decide;
pub use legal::CombatPreview;
pub use setup::{CombatSetup, CombatWeapon, Fighter};
pub use state::{CombatState, Combatant, CombatantId, Fate, Outcome, Phase};

use crate::encounter::{Battle, Legal, LegalNow, LogLine, Viewer};
use crate::random::Rng;
use crate::RuleViolation;

/// ClockWork combats on the encounter engine.
pub struct ClockworkCombat;

impl Battle for ClockworkCombat {
    type Setup = CombatSetup;
    type State = CombatState;
    type Command = Command;
    type Event = Event;
    type Outcome = Outcome;
    type View = CombatState;

    /// Nothing is random before initiative, which is the first command.
    fn begin(setup: &CombatSetup, _rng: &mut Rng) -> Result<CombatState, RuleViolation> {
        setup::begin(setup)
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

    fn describe(state_before: &CombatState, event: &Event, command: u32) -> Option<LogLine> {
        log::describe(state_before, event, command)
    }

    fn outcome(state: &CombatState) -> Option<Outcome> {
        match state.phase {
            Phase::Ended { winner } => Some(Outcome {
                winner,
                rounds: state.round,
            }),
            Phase::Initiative | Phase::Round { .. } => None,
        }
    }

    /// The GM sees the whole table; a side or a player sees every creature but those stealthed
    /// against all of its side, which become nameless stand-ins off the map.
    fn view(state: &CombatState, viewer: Viewer) -> CombatState {
        stealth::view(state, viewer)
    }

    /// A line as `viewer` reads it: creatures hidden from its side after the event are named
    /// "A hidden creature", and what they do where nobody of its side sees is not told.
    fn describe_for(
        state_before: &CombatState,
        event: &Event,
        state_after: &CombatState,
        command: u32,
        viewer: Viewer,
    ) -> Option<LogLine> {
        let Some(side) = stealth::viewer_side(state_after, viewer) else {
            return log::describe(state_before, event, command);
        };
        let hidden = |id: CombatantId| {
            state_after
                .get(id)
                .is_some_and(|c| stealth::hidden_from_side(state_after, c, side))
        };
        if !state_after
            .combatants
            .iter()
            .any(|c| stealth::hidden_from_side(state_after, c, side))
        {
            return log::describe(state_before, event, command);
        }
        let unseen = match event {
            Event::Moved { mover, .. } => hidden(*mover),
            Event::StealthRolled { hider, .. } => hidden(*hider),
            Event::LuckSpent { combatant, .. } => hidden(*combatant),
            Event::ActionPrepared { preparer, .. } => hidden(*preparer),
            Event::InitiativeRolled { combatant, .. } => hidden(*combatant),
            _ => false,
        };
        if unseen {
            return None;
        }
        let mut seen_before = state_before.clone();
        stealth::conceal(state_after, &mut seen_before, side);
        log::describe(&seen_before, event, command)
    }
}

impl Legal for ClockworkCombat {
    type Preview = CombatPreview;

    fn legal(state: &CombatState) -> LegalNow<Command, CombatPreview> {
        legal::legal(state)
    }
}
