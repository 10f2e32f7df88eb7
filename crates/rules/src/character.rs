//! What every character is, whatever its system.

use serde::{Deserialize, Serialize};

/// Whether the character belongs to a player or to the GM.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum CharacterKind {
    /// A player character: can join parties and progress between sessions.
    Pc,
    /// A non-player character run by the GM.
    Npc,
}

impl CharacterKind {
    /// The identifier as stored in the campaign file.
    pub const fn as_str(self) -> &'static str {
        match self {
            CharacterKind::Pc => "pc",
            CharacterKind::Npc => "npc",
        }
    }

    /// Parses a stored identifier.
    pub fn parse(kind: &str) -> Option<CharacterKind> {
        match kind {
            "pc" => Some(CharacterKind::Pc),
            "npc" => Some(CharacterKind::Npc),
            _ => None,
        }
    }
}
