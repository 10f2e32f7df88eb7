//! The keyword abilities of the «Glossary of Terms», each a typed effect.
//!
//! A troop card lists keywords with their X ("Brace 1") and, for the five "Y" keywords, a name
//! ("Elf Slayer 1", "Fire Immune"). Each [`Keyword`] has a [`KeywordInfo`] in [`GLOSSARY`]:
//! the name as printed, whether it takes X or Y, its meaning in our words, its citation and
//! the [`KeywordEffect`] it has in play.
//!
//! **What applies them.** This module only describes: the match engine (a later slice) reads
//! each troop's [`TroopAbility`] list and applies the effect at its moment — combat modifiers
//! and choices when a combat resolves («Troop Abilities»: values from several sources add up,
//! choices alternate starting with the defender), triggers at their event, `Effect:` abilities
//! in the owner's effects phase and `Main:` abilities in the main phase («Phases of a Turn»),
//! cost reductions when mana is paid, movement powers in [`super::board`] (already applied
//! there), immunities when a troop is targeted or damaged. The few pure pieces a rule needs
//! and can already answer — stacking, the Att and Def comparisons of «Troop Abilities», ranges
//! in squares, D2 and D3 — are here.
//!
//! The glossary has 93 entries: 13 are plain terms ([`GLOSSARY_TERMS`]), two are rules of
//! cards rather than abilities of troops (Counter, what a counter spell does; Unique, a card
//! flag checked by [`super::army`]), and 78 are keyword abilities. Spell Shield is printed on
//! a card («Main Phase Casting: Sorcery (movement)») but missing from the glossary; it is a
//! keyword here too, marked as such.

mod combat;
mod effect;
mod entry;
mod glossary;
#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

pub use combat::{att_bonus, d2, d3, squares_between, stacked_x, CombatSnapshot};
pub use effect::{
    Amount, Cheaper, CombatChoice, Condition, Counted, DamageFilter, DamageKind, Ignored, Immunity,
    KeywordEffect, MovePower, Reach, TriggerEvent, Triggered, TroopAction,
};
pub use glossary::GLOSSARY;

use crate::citation::Citation;

/// The glossary entries that define a word rather than an ability.
pub const GLOSSARY_TERMS: [&str; 13] = [
    "AOE",
    "Att",
    "Attacker",
    "D2",
    "D3",
    "Def",
    "Defender",
    "Dmg",
    "Enemy",
    "Friendly",
    "Permanent",
    "X",
    "Y",
];

/// The glossary entries that are rules of cards, not troop abilities: a counter spell's
/// effect and the unique flag.
pub const GLOSSARY_CARD_RULES: [&str; 2] = ["Counter", "Unique"];

/// A keyword ability a troop (or an aura it carries) can have.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianKeyword"),
    schemars(rename = "LytharianKeyword")
)]
#[serde(rename_all = "snake_case")]
#[allow(missing_docs)] // Each is documented by its glossary entry in GLOSSARY.
pub enum Keyword {
    Ambush,
    /// "Armor X": cheaper armor.
    ArmorDiscount,
    /// "Arms X": cheaper weapons.
    ArmsDiscount,
    BatteringRam,
    Berserk,
    Bloodhunt,
    Bloodrage,
    Brace,
    Bully,
    Burrow,
    Bushwhack,
    Cavalry,
    Charge,
    Comradery,
    Command,
    Consume,
    Crusher,
    CrushingHammer,
    Disarm,
    Dodge,
    DruidForms,
    Burn,
    FieryLava,
    Gale,
    Gear,
    Heal,
    Healer,
    Inferno,
    Poison,
    Plague,
    PowerUp,
    PrimeHealer,
    Regenerate,
    Regrowth,
    Ruthless,
    Seer,
    Shock,
    Stealth,
    /// "Effect: Y Healer X", e.g. Orc Healer 1.
    RaceHealer,
    Evasion,
    Fearless,
    Intimidate,
    Juggernaut,
    ArcaneBolt,
    AxeThrow,
    Bowshot,
    IceBolt,
    PoisonStrike,
    Scorch,
    Slimestrike,
    Spearthrow,
    Starstrike,
    Stonestrike,
    Stonethrow,
    VoodooFlame,
    MobMight,
    MobProtector,
    Mobility,
    PhysicalResist,
    Pounce,
    ResistAll,
    Resupply,
    Scout,
    Shieldspear,
    Soulsteal,
    SpellResist,
    Spellshatter,
    Stampede,
    Sustenance,
    Venom,
    Vicious,
    WeaponMaster,
    WildMana,
    Windwalking,
    /// "Y Affinity X", e.g. Air Affinity 1.
    Affinity,
    /// "Y Immune", e.g. Fire Immune.
    Immune,
    /// "Y Invulnerability", e.g. Curse Invulnerability.
    Invulnerability,
    /// "Y Slayer X", e.g. Elf Slayer 1.
    Slayer,
    /// Printed on Defendermage Khirha, missing from the glossary.
    SpellShield,
}

impl Keyword {
    /// Its glossary entry.
    pub fn info(self) -> &'static KeywordInfo {
        GLOSSARY
            .iter()
            .find(|info| info.keyword == self)
            .expect("every keyword has a glossary entry (tested)")
    }

    /// A keyword by its printed name without X or Y ("Brace", "Effect: Burn", "Slayer").
    pub fn by_name(name: &str) -> Option<Keyword> {
        let wanted = name.trim();
        GLOSSARY
            .iter()
            .find(|info| info.base_name().eq_ignore_ascii_case(wanted))
            .map(|info| info.keyword)
    }
}

/// What kind of name a keyword's Y is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianKeywordY"),
    schemars(rename = "LytharianKeywordY")
)]
#[serde(rename_all = "snake_case")]
pub enum YKind {
    /// A race ("Orc Healer 1", "Elf Slayer 1"); races are open, any name will do.
    Race,
    /// A spell element or a spell type ("Air Affinity 1", "Curse Invulnerability").
    SpellKind,
    /// A source of damage: a damage type or a spell type ("Fire Immune").
    DamageSource,
}

/// When in play a keyword acts, broadly.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianKeywordKind"),
    schemars(rename = "LytharianKeywordKind")
)]
#[serde(rename_all = "snake_case")]
pub enum KeywordKind {
    /// Always in force (a modifier or a resistance).
    Static,
    /// In force during a combat the troop takes part in.
    Combat,
    /// A choice made in combat, the defender choosing first («Troop Abilities»).
    CombatChoice,
    /// Fires on an event (a kill, a death, being targeted, a move).
    Trigger,
    /// An `Effect:` ability, used in the owner's effects phase.
    Effect,
    /// A `Main:` ability, used in the owner's main phase instead of attacking.
    Main,
    /// Makes something cheaper.
    Cost,
    /// Changes how the troop moves.
    Movement,
    /// Something the troop cannot suffer.
    Immunity,
}

/// A keyword's glossary entry.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianKeywordInfo"),
    schemars(rename = "LytharianKeywordInfo")
)]
#[serde(rename_all = "camelCase")]
pub struct KeywordInfo {
    /// The keyword.
    pub keyword: Keyword,
    /// The name as the glossary prints it ("Brace X", "Effect: Y Healer X").
    pub printed: &'static str,
    /// Whether a card gives it a number X.
    pub takes_x: bool,
    /// What its Y names, for the five Y keywords.
    pub y: Option<YKind>,
    /// When it acts.
    pub kind: KeywordKind,
    /// Whether the troop must be revealed to use it (`Effect:` and `Main:` abilities, unless
    /// the entry says otherwise: «Phases of a Turn»).
    pub needs_reveal: bool,
    /// What it does, in our words.
    pub meaning: &'static str,
    /// Its effect, typed.
    pub effect: KeywordEffect,
    /// Whether the glossary lists it (Spell Shield is only printed on a card).
    pub in_glossary: bool,
    /// Where it is defined.
    pub rule: Citation,
}

impl KeywordInfo {
    /// The printed name without " X" and with "Y " dropped: the name a card's line starts
    /// with once its X and Y are set aside ("Brace", "Effect: Healer", "Slayer").
    pub fn base_name(&self) -> &'static str {
        let name = self.printed.strip_suffix(" X").unwrap_or(self.printed);
        let name = name.strip_prefix("Y ").unwrap_or(name);
        name.strip_prefix("Effect: Y ").unwrap_or(name)
    }
}

/// A keyword on a card, with its X and Y («Glossary of Terms» › X, Y).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianTroopAbility"),
    schemars(rename = "LytharianTroopAbility")
)]
#[serde(rename_all = "camelCase")]
pub struct TroopAbility {
    /// The keyword.
    pub keyword: Keyword,
    /// Its X, when it takes one; unknown when the book names the keyword without its number.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub x: Option<super::BookValue<u8>>,
    /// Its Y, when it takes one ("Elf", "Fire", "Curse").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub y: Option<String>,
}

impl TroopAbility {
    /// A keyword without X or Y.
    pub fn plain(keyword: Keyword) -> TroopAbility {
        TroopAbility {
            keyword,
            x: None,
            y: None,
        }
    }

    /// A keyword with its X.
    pub fn with_x(keyword: Keyword, x: u8) -> TroopAbility {
        TroopAbility {
            keyword,
            x: Some(super::BookValue::Known(x)),
            y: None,
        }
    }

    /// A keyword the book names without printing its X.
    pub fn x_unknown(keyword: Keyword) -> TroopAbility {
        TroopAbility {
            keyword,
            x: Some(super::BookValue::Unknown),
            y: None,
        }
    }

    /// A Y keyword, with its X if it takes one.
    pub fn with_y(keyword: Keyword, y: &str, x: Option<u8>) -> TroopAbility {
        TroopAbility {
            keyword,
            x: x.map(super::BookValue::Known),
            y: Some(y.to_owned()),
        }
    }
}
