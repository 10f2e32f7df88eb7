//! Cards: troops, spells and equipment («Game Cards», «Card Types»), typed.
//!
//! A card holds the values the book prints; each value the book does not give is
//! [`BookValue::Unknown`], for the GM to enter from the card they own. The starter set
//! ([`starter`]) is every card the book names; a GM-authored card is checked by
//! [`validate`](validate::validate_card) before it joins the library.

pub mod starter;
#[cfg(test)]
mod tests;
pub mod validate;

use serde::{Deserialize, Serialize};

use super::keywords::TroopAbility;
use super::BookValue;
use crate::citation::Citation;

/// The chess piece a troop stands for («Card Types»: K, Q, R, KN, B, P).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianPiece"),
    schemars(rename = "LytharianPiece")
)]
#[serde(rename_all = "snake_case")]
pub enum PieceType {
    /// K.
    King,
    /// Q.
    Queen,
    /// R.
    Rook,
    /// KN.
    Knight,
    /// B.
    Bishop,
    /// P.
    Pawn,
}

impl PieceType {
    /// The six, in the book's order.
    pub const ALL: [PieceType; 6] = [
        PieceType::King,
        PieceType::Queen,
        PieceType::Rook,
        PieceType::Knight,
        PieceType::Bishop,
        PieceType::Pawn,
    ];

    /// The letters the book prints: K, Q, R, KN, B, P.
    pub const fn letters(self) -> &'static str {
        match self {
            PieceType::King => "K",
            PieceType::Queen => "Q",
            PieceType::Rook => "R",
            PieceType::Knight => "KN",
            PieceType::Bishop => "B",
            PieceType::Pawn => "P",
        }
    }

    /// The name in English.
    pub const fn name(self) -> &'static str {
        match self {
            PieceType::King => "king",
            PieceType::Queen => "queen",
            PieceType::Rook => "rook",
            PieceType::Knight => "knight",
            PieceType::Bishop => "bishop",
            PieceType::Pawn => "pawn",
        }
    }
}

/// A troop's side in the fight between good and evil («Color Coding»).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianAlignment"),
    schemars(rename = "LytharianAlignment")
)]
#[serde(rename_all = "snake_case")]
#[allow(missing_docs)]
pub enum Alignment {
    Good,
    Evil,
    Neutral,
}

/// A spell's element or school, shown by its colour («Color Coding»).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianElement"),
    schemars(rename = "LytharianElement")
)]
#[serde(rename_all = "snake_case")]
pub enum Element {
    /// White.
    Life,
    /// Black.
    Death,
    /// Gray.
    Neutral,
    /// Pink.
    Arcane,
    /// Yellow.
    Air,
    /// Red.
    Fire,
    /// Brown.
    Earth,
    /// Blue.
    Water,
}

impl Element {
    /// The eight, in the colour table's order.
    pub const ALL: [Element; 8] = [
        Element::Life,
        Element::Death,
        Element::Neutral,
        Element::Arcane,
        Element::Air,
        Element::Fire,
        Element::Earth,
        Element::Water,
    ];

    /// The four elements proper, which have opposites («Getting Started», Illustration C).
    pub const ELEMENTAL: [Element; 4] =
        [Element::Air, Element::Fire, Element::Earth, Element::Water];

    /// The name as the book prints it.
    pub const fn name(self) -> &'static str {
        match self {
            Element::Life => "Life",
            Element::Death => "Death",
            Element::Neutral => "Neutral",
            Element::Arcane => "Arcane",
            Element::Air => "Air",
            Element::Fire => "Fire",
            Element::Earth => "Earth",
            Element::Water => "Water",
        }
    }
}

/// A spell's type («Card Types»).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianSpellType"),
    schemars(rename = "LytharianSpellType")
)]
#[serde(rename_all = "snake_case")]
pub enum SpellType {
    /// Stays on a friendly troop; one per troop.
    Aura,
    /// Cast in its player's main phase: life and mana, given and taken.
    Channeled,
    /// Stays on an enemy troop, even a face-down one; one per troop.
    Curse,
    /// Stays in one of its player's three enchant spaces; one of each at a time.
    Enchant,
    /// Cast at any time by either player.
    FastCast,
    /// Cast once, in its player's main phase, never in combat.
    Sorcery,
}

impl SpellType {
    /// The six, in the book's order.
    pub const ALL: [SpellType; 6] = [
        SpellType::Aura,
        SpellType::Channeled,
        SpellType::Curse,
        SpellType::Enchant,
        SpellType::FastCast,
        SpellType::Sorcery,
    ];

    /// The name as the book prints it.
    pub const fn name(self) -> &'static str {
        match self {
            SpellType::Aura => "Aura",
            SpellType::Channeled => "Channeled",
            SpellType::Curse => "Curse",
            SpellType::Enchant => "Enchant",
            SpellType::FastCast => "Fast cast",
            SpellType::Sorcery => "Sorcery",
        }
    }

    /// The subtypes the book lists for it in brackets («Card Types»); empty when it lists
    /// none.
    pub const fn subtypes(self) -> &'static [SpellSubtype] {
        use SpellSubtype as S;
        match self {
            SpellType::Channeled => &[S::Heal, S::LifeDrain, S::Mana, S::ManaDrain],
            SpellType::FastCast => &[
                S::Damage,
                S::Removal,
                S::Protection,
                S::Movement,
                S::Counter,
                S::Discard,
            ],
            SpellType::Sorcery => &[S::Damage, S::Removal, S::Discard, S::Draw, S::Movement],
            SpellType::Aura | SpellType::Curse | SpellType::Enchant => &[],
        }
    }

    /// Whether the spell stays in play («Glossary of Terms» › Permanent).
    pub const fn is_permanent(self) -> bool {
        matches!(
            self,
            SpellType::Aura | SpellType::Curse | SpellType::Enchant
        )
    }
}

/// What a spell of a type does, as the book's brackets list it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianSpellSubtype"),
    schemars(rename = "LytharianSpellSubtype")
)]
#[serde(rename_all = "snake_case")]
#[allow(missing_docs)]
pub enum SpellSubtype {
    Heal,
    LifeDrain,
    Mana,
    ManaDrain,
    Damage,
    Removal,
    Protection,
    Movement,
    Counter,
    Discard,
    Draw,
}

/// What a spell costs («Card Types» › Variable Cost).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianSpellCost"),
    schemars(rename = "LytharianSpellCost")
)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum SpellCost {
    /// A printed number of mana.
    Fixed {
        /// The mana.
        mana: u8,
    },
    /// Any amount its caster chooses; the amount sets the effect.
    Variable,
    /// As much as the spell it targets cost (Overload).
    TargetsCost,
}

/// A spell's quality, which sets the mana it harnesses for («Mana Harnessing»).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianRarity"),
    schemars(rename = "LytharianRarity")
)]
#[serde(rename_all = "snake_case")]
#[allow(missing_docs)]
pub enum Rarity {
    Common,
    Uncommon,
    Rare,
    Epic,
    Legendary,
}

impl Rarity {
    /// The mana a harnessed spell of this quality gives: 1 Common … 5 Legendary.
    pub const fn harness_mana(self) -> u8 {
        match self {
            Rarity::Common => 1,
            Rarity::Uncommon => 2,
            Rarity::Rare => 3,
            Rarity::Epic => 4,
            Rarity::Legendary => 5,
        }
    }

    /// The quality that harnesses for `mana`, if any.
    pub fn harnessed_for(mana: u8) -> Option<Rarity> {
        [
            Rarity::Common,
            Rarity::Uncommon,
            Rarity::Rare,
            Rarity::Epic,
            Rarity::Legendary,
        ]
        .into_iter()
        .find(|rarity| rarity.harness_mana() == mana)
    }
}

/// Whether equipment can go on a troop («Card Types» › Equipment: humanoids only).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianCreature"),
    schemars(rename = "LytharianCreature")
)]
#[serde(rename_all = "snake_case")]
#[allow(missing_docs)]
pub enum CreatureKind {
    Humanoid,
    Beast,
    Elemental,
    Monster,
}

/// Where equipment goes («Card Types» › Armor, Weapons).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianEquipmentSlot"),
    schemars(rename = "LytharianEquipmentSlot")
)]
#[serde(rename_all = "snake_case")]
pub enum EquipmentSlot {
    /// Adds Att.
    Weapon,
    /// Adds Def.
    Armor,
}

/// A troop card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianTroopCard"),
    schemars(rename = "LytharianTroopCard")
)]
#[serde(rename_all = "camelCase")]
pub struct TroopCard {
    /// The card's name.
    pub name: String,
    /// The piece it stands for.
    pub piece: BookValue<PieceType>,
    /// Its race ("Human", "Dwarf", "Surictavi").
    pub race: BookValue<String>,
    /// Its class ("Mage", "Warrior").
    pub class: BookValue<String>,
    /// Whether equipment can go on it.
    pub creature: BookValue<CreatureKind>,
    /// Good, evil or neutral.
    pub alignment: BookValue<Alignment>,
    /// Attack power.
    pub att: BookValue<u8>,
    /// Defense power.
    pub def: BookValue<u8>,
    /// Its power score, summed into the army's («Getting Started» › Army Power Score).
    pub power: BookValue<u16>,
    /// Whether only one may be used («Glossary of Terms» › Unique).
    pub unique: BookValue<bool>,
    /// Its keyword abilities, each with its X and Y.
    pub abilities: Vec<TroopAbility>,
    /// Whether `abilities` is the card's whole list; false when the book shows only some.
    pub abilities_complete: bool,
    /// What the book says of it that no field holds, and where a value comes from when it is
    /// worked out from an example rather than printed.
    pub notes: Vec<String>,
    /// Where the book shows it.
    pub sources: Vec<Citation>,
}

/// A spell card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianSpellCard"),
    schemars(rename = "LytharianSpellCard")
)]
#[serde(rename_all = "camelCase")]
pub struct SpellCard {
    /// The card's name.
    pub name: String,
    /// Its type.
    pub spell_type: BookValue<SpellType>,
    /// What it does among its type's subtypes, when the type lists some.
    pub subtype: BookValue<SpellSubtype>,
    /// Its element or school.
    pub element: BookValue<Element>,
    /// Its cost.
    pub cost: BookValue<SpellCost>,
    /// Its quality, for harnessing.
    pub rarity: BookValue<Rarity>,
    /// Whether only one may be used.
    pub unique: BookValue<bool>,
    /// Keywords it gives the troop it is on (an aura's or curse's), each with its X.
    pub grants: Vec<TroopAbility>,
    /// What it does, in our words.
    pub summary: BookValue<String>,
    /// Where values come from, when worked out rather than printed; what the book says oddly.
    pub notes: Vec<String>,
    /// Where the book shows it.
    pub sources: Vec<Citation>,
}

/// An equipment card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianEquipmentCard"),
    schemars(rename = "LytharianEquipmentCard")
)]
#[serde(rename_all = "camelCase")]
pub struct EquipmentCard {
    /// The card's name.
    pub name: String,
    /// Weapon or armor.
    pub slot: BookValue<EquipmentSlot>,
    /// Att it adds.
    pub att: BookValue<u8>,
    /// Def it adds.
    pub def: BookValue<u8>,
    /// Mana to attach it.
    pub cost: BookValue<u8>,
    /// Mana it gives when reforged («Card Types» › Reforging).
    pub reforge: BookValue<u8>,
    /// Whether only one may be used.
    pub unique: BookValue<bool>,
    /// Where values come from, when worked out rather than printed.
    pub notes: Vec<String>,
    /// Where the book shows it.
    pub sources: Vec<Citation>,
}

/// Any card of the library.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianCard"),
    schemars(rename = "LytharianCard")
)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Card {
    /// A troop.
    Troop(TroopCard),
    /// A spell.
    Spell(SpellCard),
    /// Equipment.
    Equipment(EquipmentCard),
}

impl Card {
    /// The card's name.
    pub fn name(&self) -> &str {
        match self {
            Card::Troop(card) => &card.name,
            Card::Spell(card) => &card.name,
            Card::Equipment(card) => &card.name,
        }
    }
}

/// A card of the spell-and-equipment deck («Getting Started» › Spells).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeckCard<'a> {
    /// A spell.
    Spell(&'a SpellCard),
    /// Equipment.
    Equipment(&'a EquipmentCard),
}

impl DeckCard<'_> {
    /// The card's name.
    pub fn name(&self) -> &str {
        match self {
            DeckCard::Spell(card) => &card.name,
            DeckCard::Equipment(card) => &card.name,
        }
    }

    /// Whether only one may be used.
    pub fn unique(&self) -> &BookValue<bool> {
        match self {
            DeckCard::Spell(card) => &card.unique,
            DeckCard::Equipment(card) => &card.unique,
        }
    }
}
