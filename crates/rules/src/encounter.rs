//! The shared encounter engine: an encounter is its starting state, a seed and the GM's ordered
//! commands.
//!
//! `decide(state, command, rng)` checks a command against the rules and returns the events it
//! causes (every draw and roll is inside an event); `evolve(state, event)` applies one event and
//! cannot fail. Replaying the first `n` commands from the starting state reproduces the state after
//! them exactly, which gives undo and redo (move the cursor), resumption after a crash, and an
//! exportable log. Each command gets its own random source derived from the seed and its position,
//! so replaying a prefix never depends on what came after it.

use serde::de::DeserializeOwned;
use serde::Serialize;

use crate::random::Rng;
use crate::RuleViolation;

/// A game system's battle rules, as pure functions.
pub trait Battle {
    /// Everything on the table.
    type State: Clone + PartialEq + std::fmt::Debug + Serialize + DeserializeOwned;
    /// What the GM asks for.
    type Command: Clone + std::fmt::Debug + Serialize + DeserializeOwned;
    /// What happened, with every random result inside.
    type Event: Clone + std::fmt::Debug + Serialize + DeserializeOwned;

    /// Checks `command` against `state` and returns its events, or the rule it breaks. Never
    /// changes the state.
    fn decide(
        state: &Self::State,
        command: &Self::Command,
        rng: &mut Rng,
    ) -> Result<Vec<Self::Event>, RuleViolation>;

    /// Applies one event. Deterministic; events were validated when they were decided.
    fn evolve(state: &mut Self::State, event: &Self::Event);
}

/// The random source of the command at `index` of an encounter seeded with `seed`.
pub fn command_rng(seed: u64, index: usize) -> Rng {
    Rng::from_seed(seed ^ (index as u64 + 1).wrapping_mul(0xA076_1D64_78BD_642F))
}

/// Decides and applies the command at `index`, returning its events.
pub fn step<B: Battle>(
    state: &mut B::State,
    seed: u64,
    index: usize,
    command: &B::Command,
) -> Result<Vec<B::Event>, RuleViolation> {
    let events = B::decide(state, command, &mut command_rng(seed, index))?;
    for event in &events {
        B::evolve(state, event);
    }
    Ok(events)
}

/// A replay's result: the final state and each command's events.
pub type Replayed<B> = (<B as Battle>::State, Vec<Vec<<B as Battle>::Event>>);

/// Replays `commands` from `initial`, giving the final state and each command's events. A stored
/// command that no longer decides (which the engine never records) is reported with its index.
pub fn replay<B: Battle>(
    initial: &B::State,
    seed: u64,
    commands: &[B::Command],
) -> Result<Replayed<B>, (usize, RuleViolation)> {
    let mut state = initial.clone();
    let mut log = Vec::with_capacity(commands.len());
    for (index, command) in commands.iter().enumerate() {
        log.push(
            step::<B>(&mut state, seed, index, command).map_err(|violation| (index, violation))?,
        );
    }
    Ok((state, log))
}
