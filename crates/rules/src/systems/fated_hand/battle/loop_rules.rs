//! The battle-loop table rules a battle fixes at launch (Ripostes, the countdown, Engagement,
//! the fallen creature's tile), as [`super::BattleRules`] fields; each enum's default is the
//! rule's default option.

use serde::{Deserialize, Serialize};

/// Whether defending a Riposte well enough earns another (table rule `fated_hand.riposte_chains`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum RiposteChains {
    /// Defending a Riposte never earns another.
    #[default]
    NoCounter,
    /// One counter-Riposte; defending that one earns nothing.
    OneCounter,
    /// Every Riposte may be answered.
    Unlimited,
}

impl RiposteChains {
    /// Whether a Riposte that is the `counter`-th answer in its chain (0: it answers an Attack
    /// or a broken Engagement) may itself be answered by a Riposte.
    pub fn answerable(self, counter: u8) -> bool {
        match self {
            RiposteChains::NoCounter => false,
            RiposteChains::OneCounter => counter == 0,
            RiposteChains::Unlimited => true,
        }
    }
}

/// Who goes first when creatures reach their count together (table rule
/// `fated_hand.initiative_ties`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum InitiativeTies {
    /// Higher Speed, then higher Base Speed, then a coin; players tied among themselves choose.
    #[default]
    SpeedThenCoin,
    /// Party members before GM creatures.
    PlayersFirst,
    /// The GM orders any tie.
    GmDecides,
}

/// Whether a creature may hold its turn past its count (table rule `fated_hand.held_turns`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum HeldTurns {
    /// It may step in at any later count; a turn never taken is lost when the round ends.
    #[default]
    Delay,
    /// The count does not move on while a creature whose count it is has not acted (Meditate
    /// still lets its holder wait).
    NoHolding,
}

/// Which moves break an Engagement with a Riposte (table rule `fated_hand.engagement_breaks`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum EngagementBreaks {
    /// A creature's own move opens a Riposte; a forced one (placed by a ruling) does not.
    #[default]
    VoluntaryMoves,
    /// Every move opens one.
    AnyMove,
}

/// What becomes of a fallen creature's Engagements (table rule
/// `fated_hand.engagement_incapacitation`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum EngagementIncapacitation {
    /// They end at once.
    #[default]
    Dissolve,
    /// They last until one side moves.
    Persist,
}

/// The open details of Stealth (table rule `fated_hand.stealth_details`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum StealthDetails {
    /// One Sneak per Planning Phase and per turn, Stealth Power never below 0, and an attack
    /// reveals the attacker.
    #[default]
    House,
    /// Sneak as often as Stealth Power is not 0, which may go negative; only the rulebook's own
    /// triggers reveal.
    Loose,
}

/// Whether a creature may be moved into a fallen creature's tile (table rule
/// `fated_hand.enter_incapacitated_tile`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum EnterIncapacitatedTile {
    /// It enters; the body goes to the nearest open tile.
    #[default]
    Displace,
    /// The tile stays occupied.
    Blocked,
}
