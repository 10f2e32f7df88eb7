//! The scenario test kit every system's battle tests use: start an encounter from its setup and
//! seed, run commands as the GM would (each drawing from its own source, as in a stored
//! encounter), expect refusals that change nothing, and read the state and the log.
//!
//! The free functions [`accept`] and [`refuse`] are the same checks on a bare state, for tests
//! that build or tweak a state by hand.

use crate::encounter::{
    command_rng, log_lines_for, start, step, Battle, Legal, LegalNow, LogLine, Viewer,
};
use crate::random::Rng;
use crate::simulate::AutoPlay;
use crate::RuleViolation;

/// Steps `command` as the command at `index` of an encounter seeded with `seed`, panicking with
/// the rule when it is refused.
pub fn accept<B: Battle>(
    state: &mut B::State,
    seed: u64,
    index: usize,
    command: &B::Command,
) -> Vec<B::Event> {
    step::<B>(state, seed, index, command).unwrap_or_else(|e| panic!("{command:?}: {e}"))
}

/// Decides `command` with `rng` and expects a refusal; checks that the state did not change.
pub fn refuse<B: Battle>(state: &B::State, command: &B::Command, rng: &mut Rng) -> RuleViolation {
    let mut copy = state.clone();
    let violation = B::decide(&copy, command, rng)
        .map(|events| {
            for event in &events {
                B::evolve(&mut copy, event);
            }
        })
        .expect_err("the command should be refused");
    assert_eq!(&copy, state, "a refused command changes nothing");
    violation
}

/// An encounter under test: its seed, its starting state, the commands run so far with their
/// events, the state now and the log.
pub struct Scenario<B: Battle> {
    seed: u64,
    initial: B::State,
    state: B::State,
    commands: Vec<B::Command>,
    events: Vec<Vec<B::Event>>,
    log: Vec<LogLine>,
}

impl<B: Battle> Scenario<B> {
    /// Begins the encounter; panics when the setup is refused.
    pub fn start(setup: &B::Setup, seed: u64) -> Self {
        let state = start::<B>(setup, seed).unwrap_or_else(|e| panic!("{setup:?}: {e}"));
        Self::from_state(state, seed)
    }

    /// Takes up a state built by hand as the encounter's start.
    pub fn from_state(state: B::State, seed: u64) -> Self {
        Scenario {
            seed,
            initial: state.clone(),
            log: B::opening(&state, Viewer::Gm),
            state,
            commands: Vec::new(),
            events: Vec::new(),
        }
    }

    /// Runs `command` as the next command; panics with the rule when it is refused. Returns its
    /// events.
    pub fn run(&mut self, command: B::Command) -> &[B::Event] {
        match self.try_run(command.clone()) {
            Ok(_) => self.last_events(),
            Err(e) => panic!("{command:?}: {e}"),
        }
    }

    /// Runs `command` as the next command, or gives the rule that refuses it (nothing changes).
    pub fn try_run(&mut self, command: B::Command) -> Result<&[B::Event], RuleViolation> {
        let index = self.commands.len();
        let events = B::decide(&self.state, &command, &mut command_rng(self.seed, index))?;
        for event in &events {
            self.log
                .extend(B::describe(&self.state, event, index as u32));
            B::evolve(&mut self.state, event);
        }
        self.commands.push(command);
        self.events.push(events);
        Ok(self.last_events())
    }

    /// Runs each command in turn and returns all their events.
    pub fn run_all(&mut self, commands: impl IntoIterator<Item = B::Command>) -> Vec<B::Event> {
        let mut all = Vec::new();
        for command in commands {
            all.extend(self.run(command).iter().cloned());
        }
        all
    }

    /// Expects `command` to be refused as the next command; checks that nothing changed.
    pub fn refused(&self, command: &B::Command) -> RuleViolation {
        refuse::<B>(
            &self.state,
            command,
            &mut command_rng(self.seed, self.commands.len()),
        )
    }

    /// The state now.
    pub fn state(&self) -> &B::State {
        &self.state
    }

    /// The state before the first command.
    pub fn initial(&self) -> &B::State {
        &self.initial
    }

    /// The whole log so far.
    pub fn log(&self) -> &[LogLine] {
        &self.log
    }

    /// What `viewer` sees of the state now.
    pub fn view(&self, viewer: Viewer) -> B::View {
        B::view(&self.state, viewer)
    }

    /// The whole log as `viewer` may read it.
    pub fn log_for(&self, viewer: Viewer) -> Vec<LogLine> {
        log_lines_for::<B>(&self.initial, &self.events, 0, viewer)
    }

    /// The commands run so far.
    pub fn commands(&self) -> &[B::Command] {
        &self.commands
    }

    /// Each command's events.
    pub fn events(&self) -> &[Vec<B::Event>] {
        &self.events
    }

    /// The last command's events (none before the first).
    pub fn last_events(&self) -> &[B::Event] {
        self.events.last().map_or(&[], Vec::as_slice)
    }

    /// The encounter's seed.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// How it ended, once it has.
    pub fn outcome(&self) -> Option<B::Outcome> {
        B::outcome(&self.state)
    }

    /// Replays the recorded commands from the start and checks that they give the same state,
    /// events and log (the encounter engine's promise).
    pub fn assert_replays(&self) {
        let (state, events) =
            crate::encounter::replay::<B>(&self.initial, self.seed, &self.commands)
                .unwrap_or_else(|(index, e)| panic!("command {index} no longer decides: {e}"));
        assert_eq!(state, self.state, "replaying gives the same state");
        assert_eq!(
            serde_json::to_value(&events).ok(),
            serde_json::to_value(&self.events).ok(),
            "replaying gives the same events"
        );
        assert_eq!(
            crate::encounter::log_lines::<B>(&self.initial, &events, 0),
            self.log,
            "replaying gives the same log"
        );
    }
}

/// Holds a system's legal-actions answer for `state` to `decide`: every offered command is
/// accepted and every withheld one is refused with exactly the stated reason. Gives the answer.
pub fn check_legal<B: Legal>(state: &B::State, rng: &mut Rng) -> LegalNow<B::Command, B::Preview> {
    let legal = B::legal(state);
    for offered in &legal.offered {
        if let Err(e) = B::decide(state, &offered.command, rng) {
            panic!(
                "offered {:?} is refused: {e}\nin {state:?}",
                offered.command
            );
        }
    }
    for withheld in &legal.withheld {
        match B::decide(state, &withheld.command, rng) {
            Ok(_) => panic!(
                "withheld {:?} ({}) is accepted\nin {state:?}",
                withheld.command, withheld.reason
            ),
            Err(reason) => assert_eq!(
                reason, withheld.reason,
                "{:?} is refused for another reason",
                withheld.command
            ),
        }
    }
    legal
}

/// Plays a fight from `setup` for up to `commands` commands, the automatic players and the
/// offered commands taking turns (an offered one picked by `seed`, so the fight also goes where
/// the automatic players never take it), and checks the legal-actions answer at every state
/// with [`check_legal`]. Gives how many states were checked and how many offered and withheld
/// commands they held.
pub fn play_checking_legal<B: Legal + AutoPlay>(
    setup: &B::Setup,
    seed: u64,
    commands: usize,
) -> (usize, usize, usize) {
    let setup = B::for_simulation(setup);
    let mut state = start::<B>(&setup, seed).unwrap_or_else(|e| panic!("{setup:?}: {e}"));
    let tactic = B::tactics()[0].tactic;
    let mut pick = Rng::from_seed(seed);
    let (mut checked, mut offered, mut withheld) = (0, 0, 0);
    for index in 0..commands {
        checked += 1;
        let legal = check_legal::<B>(&state, &mut command_rng(seed, index));
        offered += legal.offered.len();
        withheld += legal.withheld.len();
        let command = if index % 3 == 2 && !legal.offered.is_empty() {
            legal.offered[pick.index(legal.offered.len())]
                .command
                .clone()
        } else {
            match B::next_command(&state, [tactic; 2]) {
                Some(command) => command,
                None => break,
            }
        };
        if step::<B>(&mut state, seed, index, &command).is_err() || B::outcome(&state).is_some() {
            break;
        }
    }
    (checked, offered, withheld)
}
