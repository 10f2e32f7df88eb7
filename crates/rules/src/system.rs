//! The closed set of tabletop systems Tablekeep implements.

use serde::{Deserialize, Serialize};

/// One of the five tabletop systems. The set is closed: the app dispatches on this enum.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum SystemId {
    /// Fated Hand (`fated-hand.txt`).
    FatedHand,
    /// Draw Steel (`draw-steel-glossary.txt`).
    DrawSteel,
    /// A Game of Bastards (`game-of-bastards.txt`).
    GameOfBastards,
    /// Lytharian Chess (`lytharian-chess.txt`).
    LytharianChess,
    /// ClockWork (`clockwork.txt`).
    Clockwork,
}

/// What the GM sees when choosing a system.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct SystemInfo {
    /// Stable identifier stored in campaign files.
    pub id: SystemId,
    /// The system's name, as its rulebook spells it.
    pub name: &'static str,
    /// One line, in our own words, on what play under this system feels like.
    pub summary: &'static str,
}

impl SystemId {
    /// Every system, in the order the app lists them.
    pub const ALL: [SystemId; 5] = [
        SystemId::FatedHand,
        SystemId::DrawSteel,
        SystemId::GameOfBastards,
        SystemId::LytharianChess,
        SystemId::Clockwork,
    ];

    /// The identifier as stored in the campaign file (the serde name).
    pub const fn as_str(self) -> &'static str {
        match self {
            SystemId::FatedHand => "fated_hand",
            SystemId::DrawSteel => "draw_steel",
            SystemId::GameOfBastards => "game_of_bastards",
            SystemId::LytharianChess => "lytharian_chess",
            SystemId::Clockwork => "clockwork",
        }
    }

    /// Parses a stored identifier; `None` for anything that is not one of the five.
    pub fn parse(id: &str) -> Option<SystemId> {
        SystemId::ALL
            .into_iter()
            .find(|system| system.as_str() == id)
    }

    /// The name and one-line summary shown to the GM.
    pub const fn info(self) -> SystemInfo {
        let (name, summary) = match self {
            SystemId::FatedHand => (
                "Fated Hand",
                "Playing cards replace dice: heroes climb a branching class tree from Novice \
                 through promotions, fighting with a hand of cards planned each round.",
            ),
            SystemId::DrawSteel => (
                "Draw Steel",
                "Heroic tactical fantasy on 2d10 power rolls with three result tiers, edges and \
                 banes, surges and a turn of main action, maneuver and move.",
            ),
            SystemId::GameOfBastards => (
                "A Game of Bastards",
                "Grim, bet-driven play: characters draw cards and wager on them, drawing on pools \
                 of traits to push their luck.",
            ),
            SystemId::LytharianChess => (
                "Lytharian Chess",
                "A card-driven war game on a chessboard: armies, mana and spells, fog of war and \
                 pawns that earn promotion.",
            ),
            SystemId::Clockwork => (
                "ClockWork",
                "Pools of d12s and action counters drive each turn; experience buys skills \
                 directly rather than levels.",
            ),
        };
        SystemInfo {
            id: self,
            name,
            summary,
        }
    }
}

impl std::fmt::Display for SystemId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.info().name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_ids_round_trip() {
        for system in SystemId::ALL {
            assert_eq!(SystemId::parse(system.as_str()), Some(system));
        }
        assert_eq!(SystemId::parse("dnd5e"), None);
    }

    #[test]
    fn serde_name_matches_stored_id() {
        for system in SystemId::ALL {
            let json = serde_json::to_string(&system).expect("a unit variant serializes");
            assert_eq!(json, format!("\"{}\"", system.as_str()));
        }
    }
}
