//! Rounds and turns: who acts first, a round's start and end, turns, the end of the combat.

use super::super::command::Slot;
use super::super::state::{Combatant, CombatantId, Outcome, Side};
use super::words::{name, origin, said, side_label, Said};
use crate::citation::Citation;
use crate::random::DieRoll;
use crate::systems::draw_steel::cite;

pub(super) fn first_side(die: Option<DieRoll>, side: Side, rule: &Citation) -> Said {
    said(
        match die {
            Some(d) => format!(
                "d10 {} ({}): the {} act first",
                d.value,
                origin(d.origin),
                side_label(side)
            ),
            None => format!(
                "Only the {} were ready: they act first without a roll",
                side_label(side)
            ),
        },
        Some(rule.clone()),
    )
}

pub(super) fn round_started(round: u16, side: Side) -> Said {
    said(
        format!("Round {round} begins; the {} pick first", side_label(side)),
        Some(cite("Turn")),
    )
}

pub(super) fn turn_started(cs: &[Combatant], actor: CombatantId) -> Said {
    said(format!("{}'s turn", name(cs, actor)), None)
}

/// Only a main action turned into another is worth a line.
pub(super) fn slot_used(cs: &[Combatant], actor: CombatantId, slot: Slot) -> Option<Said> {
    match slot {
        Slot::MainAsManeuver => Some(said(
            format!("{} turns the main action into a maneuver", name(cs, actor)),
            Some(cite("Main Action")),
        )),
        Slot::MainAsMove => Some(said(
            format!(
                "{} turns the main action into a move action",
                name(cs, actor)
            ),
            Some(cite("Main Action")),
        )),
        Slot::Main | Slot::Maneuver | Slot::Move | Slot::Triggered | Slot::Free => None,
    }
}

pub(super) fn turn_ended(cs: &[Combatant], actor: CombatantId) -> Said {
    said(format!("{}'s turn ends", name(cs, actor)), None)
}

pub(super) fn round_ended(round: u16) -> Said {
    said(
        if round == 1 {
            "Round 1 ends; nobody is surprised any more".to_owned()
        } else {
            format!("Round {round} ends")
        },
        Some(cite(if round == 1 { "Surprised" } else { "Turn" })),
    )
}

pub(super) fn combat_ended(outcome: Outcome) -> Said {
    said(
        format!(
            "The combat ends: {}",
            match outcome {
                Outcome::HeroesWon => "the heroes win",
                Outcome::HeroesLost => "the heroes lose",
                Outcome::Declared => "declared over by the GM",
            }
        ),
        Some(cite("Surges")),
    )
}
