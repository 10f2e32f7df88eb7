//! Checking a GM-authored card before it joins the library: every refusal names the field
//! at fault and the rule it breaks. Unknown values pass: the GM may enter a card in part and
//! complete it later; the rules that need a value refuse when they meet it unknown.

use std::collections::HashSet;

use super::{Card, Element, EquipmentCard, EquipmentSlot, SpellCard, SpellType, TroopCard};
use crate::citation::Citation;
use crate::systems::lytharian_chess::cite;
use crate::systems::lytharian_chess::keywords::{DamageKind, TroopAbility, YKind};
use crate::systems::lytharian_chess::BookValue::Known;

/// A card the rules refuse; nothing is stored.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CardError {
    /// A name, race or class left blank.
    #[error("{field} is blank")]
    Blank {
        /// The field.
        field: &'static str,
    },
    /// A troop with no Def would be dead as it is played.
    #[error("def: a troop needs at least 1 Def; one whose Def is 0 is killed")]
    NoDefense,
    /// A keyword that takes an X has none.
    #[error("abilities[{index}]: {keyword} needs its X")]
    MissingX {
        /// Which ability.
        index: usize,
        /// As printed.
        keyword: &'static str,
    },
    /// A keyword without an X was given one.
    #[error("abilities[{index}]: {keyword} takes no X")]
    UnexpectedX {
        /// Which ability.
        index: usize,
        /// As printed.
        keyword: &'static str,
    },
    /// A Y keyword has no Y.
    #[error("abilities[{index}]: {keyword} needs its Y")]
    MissingY {
        /// Which ability.
        index: usize,
        /// As printed.
        keyword: &'static str,
    },
    /// A keyword without a Y was given one.
    #[error("abilities[{index}]: {keyword} takes no Y")]
    UnexpectedY {
        /// Which ability.
        index: usize,
        /// As printed.
        keyword: &'static str,
    },
    /// A Y that names no spell kind or damage source.
    #[error("abilities[{index}]: \"{y}\" is not {expected}")]
    WrongY {
        /// Which ability.
        index: usize,
        /// The Y given.
        y: String,
        /// What it should name.
        expected: &'static str,
    },
    /// The same keyword (with the same Y) twice on one card: give it one X instead.
    #[error("abilities[{index}]: {keyword} is listed twice")]
    DuplicateAbility {
        /// The second listing.
        index: usize,
        /// As printed.
        keyword: &'static str,
    },
    /// A subtype its type does not list.
    #[error("subtype: a {spell_type} spell is not of that kind")]
    SubtypeNotOfType {
        /// The type's name.
        spell_type: &'static str,
    },
    /// Keywords on a spell that does not stay on a troop.
    #[error("grants: only an aura or a curse stays on a troop to give it keywords")]
    GrantsOnWrongType,
    /// A weapon that adds no Att, or armor that adds no Def.
    #[error("{field}: {slot} adds {stat}")]
    NoBonus {
        /// The field.
        field: &'static str,
        /// Weapon or armor.
        slot: &'static str,
        /// Att or Def.
        stat: &'static str,
    },
}

impl CardError {
    /// The field at fault, as the card's JSON names it.
    pub fn field(&self) -> String {
        match self {
            CardError::Blank { field } | CardError::NoBonus { field, .. } => (*field).to_owned(),
            CardError::NoDefense => "def".to_owned(),
            CardError::MissingX { index, .. }
            | CardError::UnexpectedX { index, .. }
            | CardError::MissingY { index, .. }
            | CardError::UnexpectedY { index, .. }
            | CardError::WrongY { index, .. }
            | CardError::DuplicateAbility { index, .. } => format!("abilities[{index}]"),
            CardError::SubtypeNotOfType { .. } => "subtype".to_owned(),
            CardError::GrantsOnWrongType => "grants".to_owned(),
        }
    }

    /// The rule it breaks.
    pub fn rule(&self) -> Citation {
        match self {
            CardError::Blank { .. } => cite("Game Cards"),
            CardError::NoDefense => cite("Combat Overview"),
            CardError::MissingX { .. }
            | CardError::UnexpectedX { .. }
            | CardError::DuplicateAbility { .. } => cite("Glossary of Terms › X"),
            CardError::MissingY { .. }
            | CardError::UnexpectedY { .. }
            | CardError::WrongY { .. } => cite("Glossary of Terms › Y"),
            CardError::SubtypeNotOfType { .. } => cite("Card Types"),
            CardError::GrantsOnWrongType => cite("Glossary of Terms › Permanent"),
            CardError::NoBonus { .. } => cite("Card Types"),
        }
    }
}

/// Checks a card; every problem found, in field order.
pub fn validate_card(card: &Card) -> Result<(), Vec<CardError>> {
    let mut errors = Vec::new();
    match card {
        Card::Troop(troop) => check_troop(troop, &mut errors),
        Card::Spell(spell) => check_spell(spell, &mut errors),
        Card::Equipment(equipment) => check_equipment(equipment, &mut errors),
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

fn blank(value: &str, field: &'static str, errors: &mut Vec<CardError>) {
    if value.trim().is_empty() {
        errors.push(CardError::Blank { field });
    }
}

fn check_troop(troop: &TroopCard, errors: &mut Vec<CardError>) {
    blank(&troop.name, "name", errors);
    if let Known(race) = &troop.race {
        blank(race, "race", errors);
    }
    if let Known(class) = &troop.class {
        blank(class, "class", errors);
    }
    if troop.def == Known(0) {
        errors.push(CardError::NoDefense);
    }
    check_abilities(&troop.abilities, errors);
}

fn check_abilities(abilities: &[TroopAbility], errors: &mut Vec<CardError>) {
    let mut seen = HashSet::new();
    for (index, ability) in abilities.iter().enumerate() {
        let info = ability.keyword.info();
        let keyword = info.printed;
        match (info.takes_x, ability.x.is_some()) {
            (true, false) => errors.push(CardError::MissingX { index, keyword }),
            (false, true) => errors.push(CardError::UnexpectedX { index, keyword }),
            _ => {}
        }
        match (info.y, ability.y.as_deref()) {
            (Some(_), None) => errors.push(CardError::MissingY { index, keyword }),
            (None, Some(_)) => errors.push(CardError::UnexpectedY { index, keyword }),
            (Some(kind), Some(y)) => {
                if let Some(expected) = wrong_y(kind, y) {
                    errors.push(CardError::WrongY {
                        index,
                        y: y.to_owned(),
                        expected,
                    });
                }
            }
            (None, None) => {}
        }
        let y = ability.y.as_deref().map(|y| y.trim().to_lowercase());
        if !seen.insert((ability.keyword, y)) {
            errors.push(CardError::DuplicateAbility { index, keyword });
        }
    }
}

/// What a Y should have named, when it names something else.
fn wrong_y(kind: YKind, y: &str) -> Option<&'static str> {
    let y = y.trim();
    let is_element = Element::ALL
        .iter()
        .any(|e| e.name().eq_ignore_ascii_case(y));
    let is_type = SpellType::ALL
        .iter()
        .any(|t| t.name().eq_ignore_ascii_case(y));
    let is_damage = DamageKind::ALL
        .iter()
        .any(|d| d.name().eq_ignore_ascii_case(y));
    match kind {
        YKind::Race if y.is_empty() => Some("a race"),
        YKind::Race => None,
        YKind::SpellKind if !(is_element || is_type) => Some("a spell element or spell type"),
        YKind::DamageSource if !(is_damage || is_type) => Some("a damage type or spell type"),
        YKind::SpellKind | YKind::DamageSource => None,
    }
}

fn check_spell(spell: &SpellCard, errors: &mut Vec<CardError>) {
    blank(&spell.name, "name", errors);
    if let (Known(spell_type), Known(subtype)) = (&spell.spell_type, &spell.subtype) {
        if !spell_type.subtypes().contains(subtype) {
            errors.push(CardError::SubtypeNotOfType {
                spell_type: spell_type.name(),
            });
        }
    }
    if !spell.grants.is_empty()
        && matches!(spell.spell_type, Known(t) if !matches!(t, SpellType::Aura | SpellType::Curse))
    {
        errors.push(CardError::GrantsOnWrongType);
    }
    check_abilities(&spell.grants, errors);
}

fn check_equipment(equipment: &EquipmentCard, errors: &mut Vec<CardError>) {
    blank(&equipment.name, "name", errors);
    match equipment.slot {
        Known(EquipmentSlot::Weapon) if equipment.att == Known(0) => {
            errors.push(CardError::NoBonus {
                field: "att",
                slot: "a weapon",
                stat: "Att",
            })
        }
        Known(EquipmentSlot::Armor) if equipment.def == Known(0) => {
            errors.push(CardError::NoBonus {
                field: "def",
                slot: "armor",
                stat: "Def",
            })
        }
        _ => {}
    }
}
