//! What spells do, typed. The book prints the text of a few spells (in its examples and card
//! images); those are [`book_effect`], each with its section. Any other spell's effect is the
//! GM's to enter ([`super::MatchSetup::spell_effects`]); until then it cannot be cast.

use serde::{Deserialize, Serialize};

use super::super::cards::{PieceType, SpellCard};
use super::super::keywords::DamageKind;

/// How much a spell does: a printed number, or the X paid for a variable cost («Card Types»
/// › Variable Cost).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum SpellAmount {
    /// A printed number.
    Fixed {
        /// The number.
        value: u8,
    },
    /// The X paid.
    X,
}

impl SpellAmount {
    /// The amount with `x` paid.
    pub const fn with(self, x: u8) -> u8 {
        match self {
            SpellAmount::Fixed { value } => value,
            SpellAmount::X => x,
        }
    }
}

/// A spell's effect when it resolves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum SpellEffect {
    /// Damage to the target troop.
    Damage {
        /// How much.
        amount: SpellAmount,
        /// Its kind, when printed.
        damage: Option<DamageKind>,
    },
    /// Damage removed from the target troop.
    Heal {
        /// How much.
        amount: SpellAmount,
    },
    /// Damage to the target troop, then damage removed from a friendly troop (Siphon Health).
    DamageAndHealFriend {
        /// Damage.
        damage: u8,
        /// Its kind.
        damage_kind: Option<DamageKind>,
        /// Removed from the friend.
        heal: u8,
    },
    /// Counters the target spell on the stack.
    Counter,
    /// Prevents this much of each damage instance to the target troop until the combat ends
    /// (the book's fast-cast example only adds up per instance: digest A1), or this much in
    /// all under the table rule `lytharian_chess.protection` option `pool`.
    Prevent {
        /// Per instance.
        amount: SpellAmount,
    },
    /// Its caster gains mana and the turn ends at once (Power Through Sacrifice).
    GainManaEndTurn {
        /// Mana.
        mana: u8,
    },
    /// Mana removed from the target player's counter.
    DrainMana {
        /// Mana.
        mana: u8,
    },
    /// The target troop moves and attacks as this piece this turn.
    MovesAs {
        /// The piece.
        piece: PieceType,
    },
    /// Destroys the target permanent spell.
    DestroyPermanent,
    /// A curse: damage to the troop it is on for each square that troop moves (Smoldering
    /// Flames).
    CurseDamagePerSquare {
        /// Damage per square.
        per: u8,
        /// Its kind.
        damage: Option<DamageKind>,
    },
    /// An enchant: +Att and +Def to the good troops of its caster's army (Blazing Sun).
    GoodTroopsBonus {
        /// Att added.
        att: u8,
        /// Def added.
        def: u8,
    },
    /// Stays in play with an effect the GM applies at the table (an enchant whose text the
    /// book does not give, entered by the GM as such).
    StaysInPlay,
}

/// The effect of a spell whose text the book prints, with the section it is printed in.
pub fn book_effect(name: &str) -> Option<(SpellEffect, &'static str)> {
    use SpellAmount::{Fixed, X};
    let fixed = |value| Fixed { value };
    Some(match name {
        // "deal 2 Air damage to target enemy troop" («Card Types» › Fast cast).
        "Lightning Strike" => (
            SpellEffect::Damage {
                amount: fixed(2),
                damage: Some(DamageKind::Air),
            },
            "Card Types",
        ),
        "Fireball" => (
            SpellEffect::Damage {
                amount: X,
                damage: Some(DamageKind::Fire),
            },
            "Mana Harnessing Example",
        ),
        "Deathbolt" => (
            SpellEffect::Damage {
                amount: fixed(2),
                damage: None,
            },
            "Combat Spellcasting: Fast Cast Spells (damage and protection)",
        ),
        "Arcane Denial" => (SpellEffect::Counter, "Spellcasting Examples"),
        "Powered Light Guard" => (
            SpellEffect::Prevent { amount: X },
            "Combat Spellcasting: Fast Cast Spells (damage and protection)",
        ),
        "Death Armor" => (
            SpellEffect::Prevent { amount: fixed(2) },
            "Combat Spellcasting: Fast Cast Spells (damage and protection)",
        ),
        "Greater Healing Star" => (SpellEffect::Heal { amount: fixed(3) }, "Card Types"),
        "Healing Star" | "Powered Healing Star" => (
            SpellEffect::Heal {
                amount: if name == "Healing Star" { fixed(2) } else { X },
            },
            "Main Phase Casting: Channeled Spells (heal and life drain)",
        ),
        "Siphon Health" => (
            SpellEffect::DamageAndHealFriend {
                damage: 2,
                damage_kind: Some(DamageKind::Death),
                heal: 1,
            },
            "Main Phase Casting: Channeled Spells (heal and life drain)",
        ),
        "Power Through Sacrifice" => (
            SpellEffect::GainManaEndTurn { mana: 3 },
            "Main Phase Casting: Channeled Spells (mana and mana drain)",
        ),
        "Deny Thy Enemy" => (
            SpellEffect::DrainMana { mana: 3 },
            "Main Phase Casting: Channeled Spells (mana and mana drain)",
        ),
        "Movement of the Bishop" => (
            SpellEffect::MovesAs {
                piece: PieceType::Bishop,
            },
            "Main Phase Casting: Sorcery (movement)",
        ),
        "Spell Purge" => (
            SpellEffect::DestroyPermanent,
            "Main Phase Casting: Aura/Curse (non-damaging)/Spell Removal",
        ),
        "Smoldering Flames" => (
            SpellEffect::CurseDamagePerSquare {
                per: 1,
                damage: Some(DamageKind::Fire),
            },
            "Main Phase Casting: Curse (damage)",
        ),
        "Blazing Sun" => (
            SpellEffect::GoodTroopsBonus { att: 1, def: 1 },
            "Main Phase Casting: Enchant Spells",
        ),
        _ => return None,
    })
}

/// The effect of `card`: the book's, else the one the GM entered.
pub fn effect_of(card: &SpellCard, entered: &[(String, SpellEffect)]) -> Option<SpellEffect> {
    book_effect(&card.name)
        .map(|(effect, _)| effect)
        .or_else(|| {
            entered
                .iter()
                .find(|(name, _)| *name == card.name)
                .map(|(_, effect)| *effect)
        })
}

/// The section a spell's effect comes from, for the log: the book's, or the GM's entry.
pub fn effect_source(card: &SpellCard) -> &'static str {
    book_effect(&card.name).map_or("Card Types", |(_, section)| section)
}
