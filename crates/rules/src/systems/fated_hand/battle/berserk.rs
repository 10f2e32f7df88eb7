//! Berserk ("Perks List › Berserk"): losing the last Hit Point does not drop its holder at once.
//! It takes its turn now if that turn is still due this round, then one bonus turn, and only
//! then falls; if the battle ends in that window it keeps 1 Hit Point.
//!
//! The perk reads the events a command decided, wherever they came from (an attack, a spell,
//! a Riposte, a perk's price): a pass over them, like the Reagent draws of `perks::study`. The
//! turns it takes cut into the current turn, which resumes once the creature falls
//! (`BattleState::interrupted`).

use super::attack::outcome;
use super::command::{Command, Event};
use super::evolve::evolve;
use super::perks::track::holds;
use super::state::{BattleState, CombatantId, Phase};
use super::stats::movement;

/// The perk's id.
pub(super) const BERSERK: &str = "berserk";

/// `events`, with every fall of a Berserk creature turned into its last turns. A GM's override
/// to 0 Hit Points is a ruling, not a loss in play: the creature goes down.
pub(super) fn with_berserk(
    state: &BattleState,
    command: &Command,
    events: Vec<Event>,
) -> Vec<Event> {
    let in_play = state
        .combatants
        .iter()
        .any(|c| c.rage.is_some() || holds(c, BERSERK));
    if !in_play {
        return events;
    }
    let overriding = matches!(command, Command::Override { .. });
    let mut walk = Walk {
        sim: state.clone(),
        out: Vec::with_capacity(events.len() + 2),
        turns: Vec::new(),
        recount: false,
    };
    for event in events {
        match event {
            Event::Incapacitated { who } if !overriding && walk.fights_on(who) => {}
            // Decided without the creatures fighting on: decided again below.
            Event::BattleEnded { .. } if walk.recount => {}
            Event::BattleEnded { .. } => {
                walk.outlast();
                walk.push(event);
            }
            Event::TurnEnded { who } => {
                walk.push(event);
                walk.turn_over(who);
            }
            _ => walk.push(event),
        }
    }
    walk.finish()
}

/// The events so far, applied to a copy of the state as they are written.
struct Walk {
    sim: BattleState,
    out: Vec<Event>,
    /// Berserk turns to begin once the command's own events are written.
    turns: Vec<CombatantId>,
    /// A fall was turned into turns, or a rage ended: the battle's end is decided again.
    recount: bool,
}

impl Walk {
    fn push(&mut self, event: Event) {
        evolve(&mut self.sim, &event);
        self.out.push(event);
    }

    /// `who` lost its last Hit Point: whether it fights on (already raging, or Berserk now).
    fn fights_on(&mut self, who: CombatantId) -> bool {
        let c = &self.sim.combatants[usize::from(who)];
        if c.rage.is_some() {
            // Already at 0 and fighting on: it falls when its turns are over.
            self.recount = true;
            return true;
        }
        let counting = matches!(self.sim.phase, Phase::Turn { .. } | Phase::Countdown { .. });
        if !counting || c.is_summon() || !holds(c, BERSERK) {
            return false;
        }
        let acting = matches!(self.sim.phase, Phase::Turn { actor, .. } if actor == who);
        // "If you have not taken your turn this round, do so now. Then (unconditionally),
        // immediately take another bonus turn": on its own turn, the bonus turn follows it.
        let turns = if acting || c.acted { 1 } else { 2 };
        self.push(Event::Berserk {
            who,
            turns,
            interrupts: !acting,
        });
        if !acting {
            self.turns.push(who);
        }
        self.recount = true;
        true
    }

    /// A raging creature's turn ended: its next turn, or its fall.
    fn turn_over(&mut self, who: CombatantId) {
        let Some(rage) = self.sim.combatants[usize::from(who)].rage else {
            return;
        };
        if rage.turns_left > 0 {
            self.turns.push(who);
        } else {
            self.push(Event::Incapacitated { who });
            self.recount = true;
        }
    }

    /// The battle ends while creatures rage: each keeps 1 Hit Point.
    fn outlast(&mut self) {
        let raging: Vec<CombatantId> = (0..self.sim.combatants.len())
            .filter(|&i| self.sim.combatants[i].rage.is_some())
            .map(|i| i as CombatantId)
            .collect();
        for who in raging {
            self.push(Event::BerserkOutlasted { who });
        }
    }

    fn finish(mut self) -> Vec<Event> {
        if self.recount && !matches!(self.sim.phase, Phase::Ended { .. }) {
            if let Some(outcome) = outcome(&self.sim, &[]) {
                self.outlast();
                self.push(Event::BattleEnded { outcome });
            }
        }
        if !matches!(self.sim.phase, Phase::Ended { .. }) {
            for who in std::mem::take(&mut self.turns) {
                let c = &self.sim.combatants[usize::from(who)];
                if c.active() && c.rage.is_some_and(|r| r.turns_left > 0) {
                    let movement = movement(c);
                    self.push(Event::TurnBegan { who, movement });
                }
            }
        }
        self.out
    }
}
