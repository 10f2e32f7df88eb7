//! The shared encounter engine: an encounter is its setup, a seed and the GM's ordered commands.
//!
//! `begin(setup, rng)` lays out the starting state (the source is derived from the seed alone);
//! `decide(state, command, rng)` checks a command against the rules and returns the events it
//! causes (every draw and roll is inside an event); `evolve(state, event)` applies one event and
//! cannot fail; `describe(state, event, command)` writes the event as a log line; `outcome(state)`
//! says whether and how it ended. Replaying the first `n` commands from the starting state
//! reproduces the state after them exactly, which gives undo and redo (move the cursor),
//! resumption after a crash, and an exportable log. Each command gets its own random source
//! derived from the seed and its position, so replaying a prefix never depends on what came
//! after it.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::citation::{Citation, Explained};
use crate::random::Rng;
use crate::RuleViolation;

/// One line of an encounter's log, in every system.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct LogLine {
    /// The command it came from (0-based).
    pub command: u32,
    /// The round it happened in, when the system counts rounds and one has begun.
    pub round: Option<u16>,
    /// What happened, in a sentence.
    pub text: String,
    /// The rule it follows, when a rule decided it.
    pub rule: Option<Citation>,
    /// The arithmetic behind it, every number with its terms.
    pub numbers: Vec<Explained>,
    /// Further details in words (the edges and banes of a roll), one per line.
    pub details: Vec<String>,
}

impl LogLine {
    /// A line with only its text and rule (command 0, no round: the describer fills them).
    pub fn new(text: impl Into<String>, rule: Option<Citation>) -> LogLine {
        LogLine {
            command: 0,
            round: None,
            text: text.into(),
            rule,
            numbers: Vec::new(),
            details: Vec::new(),
        }
    }
}

/// Who is looking at an encounter. The GM sees everything; anyone else sees only what their side
/// may know: no card in another player's hand (nor an NPC's), no hidden creature of another side
/// (neither its name nor where it is), in the view and in the log lines alike.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(tag = "viewer", content = "id", rename_all = "snake_case")]
pub enum Viewer {
    /// The GM.
    Gm,
    /// One side's shared screen: 0 is the party (the heroes), 1 their foes. It sees its own
    /// side's creatures, hidden or not, and nobody's hand.
    Side(u8),
    /// One player, playing the combatant with this id: its side's view, plus that combatant's
    /// own cards.
    Player(u16),
}

/// A game system's battle rules, as pure functions: the whole life of an encounter.
pub trait Battle {
    /// What the encounter starts from (the combatants as prepared, the map, the table rules).
    type Setup: Clone + std::fmt::Debug + Serialize + DeserializeOwned;
    /// Everything on the table.
    type State: Clone + PartialEq + std::fmt::Debug + Serialize + DeserializeOwned;
    /// What the GM asks for.
    type Command: Clone + std::fmt::Debug + Serialize + DeserializeOwned;
    /// What happened, with every random result inside.
    type Event: Clone + std::fmt::Debug + Serialize + DeserializeOwned;
    /// How an encounter ended.
    type Outcome: Clone + PartialEq + std::fmt::Debug + Serialize + DeserializeOwned;
    /// The table as one viewer may see it.
    type View: Clone + std::fmt::Debug + Serialize;

    /// The starting state. `rng` is [`begin_rng`] of the encounter's seed (shuffled decks,
    /// for example); a setup the rules refuse is reported with the rule.
    fn begin(setup: &Self::Setup, rng: &mut Rng) -> Result<Self::State, RuleViolation>;

    /// Checks `command` against `state` and returns its events, or the rule it breaks. Never
    /// changes the state.
    fn decide(
        state: &Self::State,
        command: &Self::Command,
        rng: &mut Rng,
    ) -> Result<Vec<Self::Event>, RuleViolation>;

    /// Applies one event. Deterministic; events were validated when they were decided.
    fn evolve(state: &mut Self::State, event: &Self::Event);

    /// The log line of `event`, described against `state_before` (the state just before it),
    /// for the command at index `command`; `None` for bookkeeping the GM need not read.
    fn describe(state_before: &Self::State, event: &Self::Event, command: u32) -> Option<LogLine>;

    /// The log lines of what `begin` dealt before any command (cards drawn as the first round
    /// begins), as `viewer` may read them; they open a whole log. None by default.
    fn opening(initial: &Self::State, viewer: Viewer) -> Vec<LogLine> {
        let _ = (initial, viewer);
        Vec::new()
    }

    /// How the encounter ended, once it has.
    fn outcome(state: &Self::State) -> Option<Self::Outcome>;

    /// What `viewer` may see of `state`: everything for the GM; hidden information removed for
    /// anyone else.
    fn view(state: &Self::State, viewer: Viewer) -> Self::View;

    /// The log line of `event` as `viewer` may read it (between `state_before` and
    /// `state_after`): the GM's line is [`Battle::describe`]'s; anyone else gets `None` for an
    /// event they may not know of, or a line without what they may not see.
    fn describe_for(
        state_before: &Self::State,
        event: &Self::Event,
        state_after: &Self::State,
        command: u32,
        viewer: Viewer,
    ) -> Option<LogLine>;
}

/// What the rules allow now, as a system's engine says it: the commands it would accept as the
/// table stands (each with what the GM should see before committing), and for each kind of
/// command it would refuse, the refused command and why. The GM screen offers the first and
/// greys out the second with its reason, so the screen never leads to a dead end.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct LegalNow<C, P> {
    /// Commands the engine accepts now, as given.
    pub offered: Vec<Offered<C, P>>,
    /// Commands the engine refuses now, each with the rule that refuses it.
    pub withheld: Vec<Withheld<C>>,
}

impl<C, P> Default for LegalNow<C, P> {
    fn default() -> Self {
        LegalNow {
            offered: Vec::new(),
            withheld: Vec::new(),
        }
    }
}

/// A command the engine accepts now, with what the GM sees before giving it.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct Offered<C, P> {
    /// The kind of command (its tag: `attack`, `next_count`…), for the screen to find it.
    pub kind: String,
    /// The command as the engine would accept it.
    pub command: C,
    /// What it would do, worked out before anyone commits (range, thresholds, net distance).
    pub preview: Option<P>,
}

/// A command the engine refuses now, and why.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct Withheld<C> {
    /// The kind of command.
    pub kind: String,
    /// The command as it would be given (the target it would name, for one).
    pub command: C,
    /// The rule that refuses it, in the words `decide` uses.
    pub reason: RuleViolation,
}

/// The legal-actions half of a system's battle rules: what may be done now, from the same checks
/// `decide` makes (no second copy of the rules). Every system with encounters implements it;
/// there is no default that allows everything.
pub trait Legal: Battle {
    /// What an offered command shows before it is given.
    type Preview: Clone + PartialEq + std::fmt::Debug + Serialize;

    /// The commands for the creature acting now (or the GM's round controls when nobody is),
    /// offered or withheld with the reason. Every offered command is accepted by `decide` and
    /// every withheld one is refused with exactly its reason.
    fn legal(state: &Self::State) -> LegalNow<Self::Command, Self::Preview>;
}

/// The random source of an encounter's setup (`Battle::begin`), seeded with `seed`.
pub fn begin_rng(seed: u64) -> Rng {
    Rng::from_seed(seed)
}

/// The random source of the command at `index` of an encounter seeded with `seed`.
pub fn command_rng(seed: u64, index: usize) -> Rng {
    Rng::from_seed(seed ^ (index as u64 + 1).wrapping_mul(0xA076_1D64_78BD_642F))
}

/// The starting state of an encounter with this setup and seed.
pub fn start<B: Battle>(setup: &B::Setup, seed: u64) -> Result<B::State, RuleViolation> {
    B::begin(setup, &mut begin_rng(seed))
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

/// Why a stored encounter did not replay (which the engine never records): its setup, or the
/// command at `index`, is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    /// The setup no longer begins.
    Setup(RuleViolation),
    /// The command at this index no longer decides.
    Command(usize, RuleViolation),
}

impl ReplayError {
    /// The rule that refused.
    pub fn violation(&self) -> &RuleViolation {
        match self {
            ReplayError::Setup(violation) | ReplayError::Command(_, violation) => violation,
        }
    }
}

/// A whole encounter replayed from its setup: the starting state, the state now, and each
/// command's events.
pub struct Encounter<B: Battle> {
    /// The state before any command.
    pub initial: B::State,
    /// The state after every command.
    pub state: B::State,
    /// Each command's events.
    pub events: Vec<Vec<B::Event>>,
}

impl<B: Battle> Clone for Encounter<B> {
    fn clone(&self) -> Self {
        Encounter {
            initial: self.initial.clone(),
            state: self.state.clone(),
            events: self.events.clone(),
        }
    }
}

impl<B: Battle> std::fmt::Debug for Encounter<B> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Encounter")
            .field("initial", &self.initial)
            .field("state", &self.state)
            .field("events", &self.events)
            .finish()
    }
}

impl<B: Battle> Encounter<B> {
    /// The log lines of the commands from index `from` on, each described against the state
    /// just before its event.
    pub fn log_from(&self, from: usize) -> Vec<LogLine> {
        log_lines::<B>(&self.initial, &self.events, from)
    }

    /// How it ended, once it has.
    pub fn outcome(&self) -> Option<B::Outcome> {
        B::outcome(&self.state)
    }

    /// The log lines `viewer` may read, of the commands from index `from` on.
    pub fn log_for(&self, from: usize, viewer: Viewer) -> Vec<LogLine> {
        log_lines_for::<B>(&self.initial, &self.events, from, viewer)
    }

    /// What `viewer` sees of the state now.
    pub fn view(&self, viewer: Viewer) -> B::View {
        B::view(&self.state, viewer)
    }
}

/// Begins the encounter from `setup` and `seed` and replays `commands`.
pub fn replay_setup<B: Battle>(
    setup: &B::Setup,
    seed: u64,
    commands: &[B::Command],
) -> Result<Encounter<B>, ReplayError> {
    let initial = start::<B>(setup, seed).map_err(ReplayError::Setup)?;
    let (state, events) = replay::<B>(&initial, seed, commands)
        .map_err(|(index, violation)| ReplayError::Command(index, violation))?;
    Ok(Encounter {
        initial,
        state,
        events,
    })
}

/// Begins the encounter from `setup` and `seed`, replays `commands`, and gives the final state
/// with the whole log.
pub fn replay_logged<B: Battle>(
    setup: &B::Setup,
    seed: u64,
    commands: &[B::Command],
) -> Result<(B::State, Vec<LogLine>), ReplayError> {
    let encounter = replay_setup::<B>(setup, seed, commands)?;
    let log = encounter.log_from(0);
    Ok((encounter.state, log))
}

/// Applies the recorded `events` once more over `initial`, describing each against the state
/// just before it; only commands from index `from` on are written out (from 0, the opening
/// lines of [`Battle::opening`] come first).
pub fn log_lines<B: Battle>(
    initial: &B::State,
    events: &[Vec<B::Event>],
    from: usize,
) -> Vec<LogLine> {
    let mut state = initial.clone();
    let mut lines = if from == 0 {
        B::opening(initial, Viewer::Gm)
    } else {
        Vec::new()
    };
    for (index, command_events) in events.iter().enumerate() {
        for event in command_events {
            if index >= from {
                lines.extend(B::describe(&state, event, index as u32));
            }
            B::evolve(&mut state, event);
        }
    }
    lines
}

/// [`log_lines`] as `viewer` may read them: lines of events hidden from the viewer are left
/// out, and the rest say only what the viewer may see.
pub fn log_lines_for<B: Battle>(
    initial: &B::State,
    events: &[Vec<B::Event>],
    from: usize,
    viewer: Viewer,
) -> Vec<LogLine> {
    if viewer == Viewer::Gm {
        return log_lines::<B>(initial, events, from);
    }
    let mut state = initial.clone();
    let mut lines = if from == 0 {
        B::opening(initial, viewer)
    } else {
        Vec::new()
    };
    for (index, command_events) in events.iter().enumerate() {
        for event in command_events {
            if index >= from {
                let before = state.clone();
                B::evolve(&mut state, event);
                lines.extend(B::describe_for(
                    &before,
                    event,
                    &state,
                    index as u32,
                    viewer,
                ));
            } else {
                B::evolve(&mut state, event);
            }
        }
    }
    lines
}
