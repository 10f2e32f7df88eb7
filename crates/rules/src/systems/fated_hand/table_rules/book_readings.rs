//! How Tablekeep reads the passages of the rulebook whose reading changes nothing in play:
//! spellings, printed names, a card's layout, repeated and unreachable entries. They are not
//! switches; the data notes of the entries concerned name them (`"reading"`).

use super::cite;
use crate::table_rules::Reading;
use crate::SystemId;

/// "Rouge" or "Rogue".
pub static ROGUE_SPELLING: Reading = Reading {
    id: "fated_hand.rogue_spelling",
    system: SystemId::FatedHand,
    title: "Rogue or Rouge",
    text: "The class is spelled Rouge on its card, in the Scout's promotions and in the \
           Cutpurse talent, but Rogue in the Stealth section. Tablekeep shows Rogue and \
           finds the class by either spelling.",
    rule: cite("Class List › Rouge (T2)"),
};

/// The Soldier, Guard and Brawler cards print their promotion line differently.
pub static PROMOTION_LIST_FORMAT: Reading = Reading {
    id: "fated_hand.promotion_list_format",
    system: SystemId::FatedHand,
    title: "Irregular promotion lines",
    text: "Three class cards print their promotion line ahead of their Class Arms, and the \
           Brawler's calls it \"Promotes\". Tablekeep reads the line as every other card's: \
           the classes it names are the promotion targets.",
    rule: cite("Class List › Brawler (T2)"),
};

/// Motionless Study's inverted condition.
pub static MOTIONLESS_STUDY_TYPO: Reading = Reading {
    id: "fated_hand.motionless_study_typo",
    system: SystemId::FatedHand,
    title: "Motionless Study",
    text: "As printed, Motionless Study rewards a turn in which you moved, against its own \
           name. Tablekeep reads it as a slip: the perk rewards a turn spent without moving.",
    rule: cite("Perks List › Motionless Study"),
};

/// Perks that no class or arm offers.
pub static ORPHAN_PERKS: Reading = Reading {
    id: "fated_hand.orphan_perks",
    system: SystemId::FatedHand,
    title: "Perks nobody offers",
    text: "Eighteen entries of the Perks List are on no class's list and on no arm. Tablekeep \
           keeps them in the catalogue; an advancement does not offer them, and the GM may \
           grant one by hand.",
    rule: cite("Perks List"),
};

/// Perks that repeat others.
pub static DUPLICATE_PERKS: Reading = Reading {
    id: "fated_hand.duplicate_perks",
    system: SystemId::FatedHand,
    title: "Repeated perks",
    text: "Sunder does what Pummel does, Pacing Thought repeats Mobile Intellect, and \
           Motionless Study is close to Quiet Study. Tablekeep keeps each as its own perk: a \
           character who has both has both.",
    rule: cite("Perks List"),
};

/// Misspelled names.
pub static PRINTED_NAMES: Reading = Reading {
    id: "fated_hand.printed_names",
    system: SystemId::FatedHand,
    title: "Misspelled names",
    text: "A few perk and spell names carry spelling slips, such as Maleficient. Tablekeep \
           shows every name exactly as printed.",
    rule: cite("Perks List › Maleficient Sophistry (A)"),
};

/// The unexplained number after a spell's cost.
pub static SPELL_RATING: Reading = Reading {
    id: "fated_hand.spell_rating",
    system: SystemId::FatedHand,
    title: "Cost ratings",
    text: "Most spell costs are followed by a number in parentheses that the rulebook never \
           explains. Tablekeep shows it beside the cost and gives it no effect: reading it as a \
           chance that a cast works would be a rule the book does not state.",
    rule: cite("Combat Spell List"),
};

/// The Monkeys' undefined perk Agile.
pub static AGILE_PERK: Reading = Reading {
    id: "fated_hand.agile_perk",
    system: SystemId::FatedHand,
    title: "The Monkeys' Agile",
    text: "The Monkeys of Monkeys Amok have a perk called Agile that the rulebook defines \
           nowhere. Tablekeep gives it no effect; the GM may rule on it at the table, as on any \
           effect the engine leaves to them.",
    rule: cite("Combat Spell List › Monkeys Amok (Hex)"),
};

/// Beginner's Luck's Creativity.
pub static CREATIVITY: Reading = Reading {
    id: "fated_hand.creativity",
    system: SystemId::FatedHand,
    title: "Creativity",
    text: "Beginner's Luck grants a point of Creativity, a quality no other passage of the \
           rulebook uses or defines. Tablekeep shows the perk and gives Creativity no effect; \
           a GM who wants it to count rules on it at the table.",
    rule: cite("Perks List › Beginner's Luck"),
};

/// Levels of Exhaustion.
pub static EXHAUSTION_LEVELS: Reading = Reading {
    id: "fated_hand.exhaustion_levels",
    system: SystemId::FatedHand,
    title: "Levels of Exhaustion",
    text: "Pugilist and the Cannibal and Chef talents speak of levels of Exhaustion, which the \
           rulebook never defines (Summon Exhaustion, a summon vanishing at a negative stat, is \
           a rule of its own). Tablekeep keeps no Exhaustion level and gives one no cost: \
           Pugilist's cleansing is the GM's to apply, and what a level costs, if anything, is \
           the GM's to say.",
    rule: cite("Perks List › Pugilist (A)"),
};

/// Every Fated Hand reading.
pub static READINGS: &[&Reading] = &[
    &ROGUE_SPELLING,
    &PROMOTION_LIST_FORMAT,
    &MOTIONLESS_STUDY_TYPO,
    &ORPHAN_PERKS,
    &DUPLICATE_PERKS,
    &PRINTED_NAMES,
    &SPELL_RATING,
    &AGILE_PERK,
    &CREATIVITY,
    &EXHAUSTION_LEVELS,
];
