//! Everything on the table during a ClockWork combat.

use serde::{Deserialize, Serialize};

use super::command::Prepared;
use super::setup::Fighter;
use crate::grid::{Bounds, Square};
use crate::systems::clockwork::table_rules::CombatRules;

/// A combatant's index in the setup's order.
pub type CombatantId = u8;

/// Action counters a combatant receives at the start of each of its turns («Action Counters»).
pub const ACTION_COUNTERS: u8 = 6;

/// The dice of a death roll («Dying»).
pub const DEATH_POOL: u8 = 6;

/// Where a combatant stands in the fight.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkFate"),
    schemars(rename = "ClockworkFate")
)]
#[serde(rename_all = "snake_case", tag = "fate")]
pub enum Fate {
    /// Still fighting.
    Fighting,
    /// Unconscious and dying, throwing a death roll of `pool` dice at each of its turns.
    Dying {
        /// The death roll's dice.
        pool: u8,
    },
    /// Stabilized: no longer dying, incapacitated for the rest of the combat.
    Stabilized,
    /// Dead.
    Dead,
}

/// One combatant: its fighter and what the fight has done to it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkCombatant"),
    schemars(rename = "ClockworkCombatant")
)]
#[serde(rename_all = "camelCase")]
pub struct Combatant {
    /// The fighter as it came in (its position moves with it).
    pub fighter: Fighter,
    /// Action counters left: on its turn, to act; after it passes, reserved for dodge and
    /// block until its next turn.
    pub counters: u8,
    /// It has had a turn: before its first it is defenseless.
    pub had_turn: bool,
    /// Vitals left.
    pub vitals: u8,
    /// Hits in the current box.
    pub hits: u8,
    /// Wounds.
    pub wounds: u8,
    /// Fighting, dying, stabilized or dead.
    pub fate: Fate,
    /// Luck left this session (the fighter's, less what the fight spent: the difference is
    /// what the character's ledger records as used).
    #[serde(default)]
    pub luck: u8,
    /// Called shots that struck home and still hold: an arm it cannot use, a leg it cannot
    /// run on («Called Shots»).
    #[serde(default)]
    pub lamed: Lamed,
    /// A prepared attack waiting for its trigger, until its next turn.
    #[serde(default)]
    pub prepared: Option<Box<Prepared>>,
    /// The combatants it is stealthed against: they cannot attack it, nor dodge or block its
    /// attacks, and their side's view leaves it out («Stealth»).
    #[serde(default)]
    pub hidden_from: Vec<CombatantId>,
    /// It ran this turn (no stealth after a run).
    #[serde(default)]
    pub ran: bool,
}

/// What called shots left on a combatant until its Flat 7s end them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkLamed"),
    schemars(rename = "ClockworkLamed")
)]
#[serde(rename_all = "camelCase")]
pub struct Lamed {
    /// It cannot use the arm struck (which arm, and what it holds, the GM says).
    pub arm: bool,
    /// It cannot run.
    pub leg: bool,
}

impl Lamed {
    /// Whether any called shot still holds.
    pub const fn any(self) -> bool {
        self.arm || self.leg
    }
}

impl Combatant {
    /// Whether `observer` cannot see it («Stealth»).
    pub fn is_hidden_from(&self, observer: CombatantId) -> bool {
        self.hidden_from.contains(&observer)
    }

    /// Where it stands.
    pub fn at(&self) -> Square {
        self.fighter.at
    }

    /// Whether it still fights.
    pub fn fighting(&self) -> bool {
        self.fate == Fate::Fighting
    }

    /// The hits each box holds now: Grit less wounds, never below 0 («Wounds»).
    pub fn box_capacity(&self) -> u8 {
        self.fighter.grit.saturating_sub(self.wounds)
    }
}

/// The stage the combat is at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkPhase"),
    schemars(rename = "ClockworkPhase")
)]
#[serde(rename_all = "snake_case", tag = "phase")]
pub enum Phase {
    /// Waiting for initiative.
    Initiative,
    /// A round under way (the state's `round`): `turn` indexes the initiative order.
    Round {
        /// Whose turn, as an index into the order.
        turn: u8,
    },
    /// Over.
    Ended {
        /// The side left fighting, if any.
        winner: Option<u8>,
    },
}

/// How a combat ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkOutcome"),
    schemars(rename = "ClockworkOutcome")
)]
#[serde(rename_all = "camelCase")]
pub struct Outcome {
    /// The side left fighting; `None` when nobody is.
    pub winner: Option<u8>,
    /// The rounds begun.
    pub rounds: u16,
}

/// The table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkCombatState"),
    schemars(rename = "ClockworkCombatState")
)]
#[serde(rename_all = "camelCase")]
pub struct CombatState {
    /// The combatants, in the setup's order.
    pub combatants: Vec<Combatant>,
    /// The map.
    pub bounds: Bounds,
    /// The table rules in force.
    pub rules: CombatRules,
    /// Initiative order, highest first (empty before initiative).
    pub order: Vec<CombatantId>,
    /// The stage.
    pub phase: Phase,
    /// The round under way, from 1 (0 before initiative; the last one once over).
    pub round: u16,
}

impl CombatState {
    /// The combatant `id`.
    pub fn get(&self, id: CombatantId) -> Option<&Combatant> {
        self.combatants.get(usize::from(id))
    }

    /// The combatant whose turn it is.
    pub fn actor(&self) -> Option<CombatantId> {
        match self.phase {
            Phase::Round { turn, .. } => self.order.get(usize::from(turn)).copied(),
            Phase::Initiative | Phase::Ended { .. } => None,
        }
    }

    /// The combatant standing on `square`, if any.
    pub fn at(&self, square: Square) -> Option<CombatantId> {
        self.combatants
            .iter()
            .position(|c| c.at() == square && c.fate != Fate::Dead)
            .map(|i| i as CombatantId)
    }
}
