//! The dramatic actions as the players use them («3. Dramatic Actions»): their names, whether
//! each is direct («Direct Actions») or indirect («i. Indirect Actions»), who uses it, and its
//! entry in the book. [`super::actions::decide`] prices and checks them.

use serde::{Deserialize, Serialize};

use super::DistanceBand;
use crate::citation::Citation;

/// A dramatic action as a player uses it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "BastardsDramaticAction"),
    schemars(rename = "BastardsDramaticAction")
)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum DramaticAction {
    /// The character makes a personal appearance and is directly involved from now on.
    Appearance {
        /// The character.
        by: i64,
    },
    /// Raiders: a squad of five Extras for every player in the game.
    Banditos {
        /// The player using it.
        by: i64,
        /// The weapon they carry (damage bonus no more than their Power Rating).
        #[serde(default)]
        weapon: String,
    },
    /// Later arrivals enter at Medium (1 Wildcard) or Long (2) distance.
    Distance {
        /// The player using it.
        by: i64,
        /// How far.
        band: DistanceBand,
    },
    /// Every player spends a Wildcard: a Monster enters the scene.
    EverythingIsTerrible {
        /// The monster (generated, or the GM's).
        monster: String,
        /// Its Power Rating.
        #[serde(rename = "powerRating")]
        power_rating: u8,
    },
    /// A Touched Follower joins under the player's control.
    Involve {
        /// The player using it.
        by: i64,
        /// Its weapon.
        #[serde(default)]
        weapon: String,
    },
    /// A squad of five Extras joins under the player's control.
    Reinforce {
        /// The player using it.
        by: i64,
        /// Their one weapon type.
        #[serde(default)]
        weapon: String,
    },
    /// Weather of the player's choice: outdoors, every character plays a card fewer.
    RoughWeather {
        /// The player using it.
        by: i64,
        /// The weather.
        weather: String,
    },
    /// Someone with a problem: a Touched with an Objective.
    Sos {
        /// The player using it.
        by: i64,
        /// The Objective the group agrees on.
        objective: String,
    },
    /// Another player makes the SOS dire: the Touched's life is at risk.
    SosDire {
        /// The player using it.
        by: i64,
    },
    /// The character leaves the Opposition.
    Flee {
        /// The character.
        by: i64,
    },
    /// After a Flee: the Opposition becomes a Chase.
    GiveChase {
        /// The character.
        by: i64,
    },
    /// An Opposition begins against a character of the player's choice.
    NowWeFight {
        /// The character starting it.
        by: i64,
        /// Whom it is against.
        against: String,
        /// Whether it is a fight (else a social Opposition: a debate, a rap battle).
        combat: bool,
        /// How many combatants take part (a Populated Area sends a squad for each).
        combatants: u8,
    },
}

impl DramaticAction {
    /// The name as the book prints it.
    pub const fn name(&self) -> &'static str {
        match self {
            DramaticAction::Appearance { .. } => "Appearance",
            DramaticAction::Banditos { .. } => "Banditos!",
            DramaticAction::Distance { .. } => "Distance",
            DramaticAction::EverythingIsTerrible { .. } => "Everything is Terrible",
            DramaticAction::Involve { .. } => "Involve",
            DramaticAction::Reinforce { .. } => "Reinforce",
            DramaticAction::RoughWeather { .. } => "Rough Weather",
            DramaticAction::Sos { .. } | DramaticAction::SosDire { .. } => "SOS",
            DramaticAction::Flee { .. } => "Flee",
            DramaticAction::GiveChase { .. } => "Give Chase",
            DramaticAction::NowWeFight { .. } => "Now We Fight!",
        }
    }

    /// Whether it is a direct action (only for characters directly involved).
    pub const fn is_direct(&self) -> bool {
        matches!(
            self,
            DramaticAction::Flee { .. }
                | DramaticAction::GiveChase { .. }
                | DramaticAction::NowWeFight { .. }
        )
    }

    /// The player using it; none for Everything is Terrible, which every player pays for.
    pub const fn by(&self) -> Option<i64> {
        match self {
            DramaticAction::EverythingIsTerrible { .. } => None,
            DramaticAction::Appearance { by }
            | DramaticAction::Banditos { by, .. }
            | DramaticAction::Distance { by, .. }
            | DramaticAction::Involve { by, .. }
            | DramaticAction::Reinforce { by, .. }
            | DramaticAction::RoughWeather { by, .. }
            | DramaticAction::Sos { by, .. }
            | DramaticAction::SosDire { by }
            | DramaticAction::Flee { by }
            | DramaticAction::GiveChase { by }
            | DramaticAction::NowWeFight { by, .. } => Some(*by),
        }
    }

    /// The book's entry for it.
    pub fn rule(&self) -> Citation {
        let section = if self.is_direct() {
            "Direct Actions"
        } else {
            "i. Indirect Actions"
        };
        Citation {
            system: crate::SystemId::GameOfBastards,
            section: format!("{section} › {}", self.name()).into(),
        }
    }
}
