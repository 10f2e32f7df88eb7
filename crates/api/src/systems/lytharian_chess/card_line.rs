//! A card in one line, for the library's list: the values known, "?" for the unknown ones.

use tablekeep_rules::systems::lytharian_chess::cards::{
    Card, EquipmentCard, SpellCard, SpellCost, TroopCard,
};
use tablekeep_rules::systems::lytharian_chess::BookValue;

fn or_unknown<T>(value: &BookValue<T>, show: impl Fn(&T) -> String) -> String {
    value.known().map(show).unwrap_or_else(|| "?".to_owned())
}

const SEP: &str = " · ";

/// One line on what a card is, for lists; `?` marks a value nobody entered.
pub fn summary_line(card: &Card) -> String {
    match card {
        Card::Troop(troop) => troop_line(troop),
        Card::Spell(spell) => spell_line(spell),
        Card::Equipment(equipment) => equipment_line(equipment),
    }
}

fn troop_line(troop: &TroopCard) -> String {
    let mut parts = vec![
        or_unknown(&troop.piece, |p| capitalised(p.name())),
        format!(
            "{} {}",
            or_unknown(&troop.race, Clone::clone),
            or_unknown(&troop.class, Clone::clone)
        ),
        format!(
            "{}/{}",
            or_unknown(&troop.att, u8::to_string),
            or_unknown(&troop.def, u8::to_string)
        ),
        format!("power {}", or_unknown(&troop.power, u16::to_string)),
    ];
    if troop.unique == BookValue::Known(true) {
        parts.push("unique".to_owned());
    }
    parts.join(SEP)
}

fn spell_line(spell: &SpellCard) -> String {
    let mut parts = vec![
        or_unknown(&spell.spell_type, |t| t.name().to_owned()),
        or_unknown(&spell.element, |e| e.name().to_owned()),
        or_unknown(&spell.cost, |cost| match cost {
            SpellCost::Fixed { mana } => format!("{mana} mana"),
            SpellCost::Variable => "X mana".to_owned(),
            SpellCost::TargetsCost => "the target's cost".to_owned(),
        }),
        or_unknown(&spell.rarity, |r| capitalised(&format!("{r:?}"))),
    ];
    if spell.unique == BookValue::Known(true) {
        parts.push("unique".to_owned());
    }
    parts.join(SEP)
}

fn equipment_line(equipment: &EquipmentCard) -> String {
    let mut parts = vec![
        or_unknown(&equipment.slot, |s| capitalised(&format!("{s:?}"))),
        format!(
            "+{} Att, +{} Def",
            or_unknown(&equipment.att, u8::to_string),
            or_unknown(&equipment.def, u8::to_string)
        ),
        format!("{} mana", or_unknown(&equipment.cost, u8::to_string)),
        format!("reforge {}", or_unknown(&equipment.reforge, u8::to_string)),
    ];
    if equipment.unique == BookValue::Known(true) {
        parts.push("unique".to_owned());
    }
    parts.join(SEP)
}

/// The rules' wording as a sentence: a capital, a full stop.
pub(super) fn sentence(text: &str) -> String {
    let mut out = capitalised(text);
    if !out.ends_with('.') {
        out.push('.');
    }
    out
}

fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
