//! Readings of terms and flags that many perks share: undefined words, loose comparisons,
//! rounding, creature marks, and the Perks List's own oddities.

use super::{cite, opt};
use crate::table_rules::{RuleGroup, TableRule};
use crate::SystemId;

/// Whether a named success effect replaces the Hit.
pub static NAMED_OUTCOME_REPLACES_HIT: TableRule = TableRule {
    id: "fated_hand.named_outcome_replaces_hit",
    system: SystemId::FatedHand,
    group: RuleGroup::Perks,
    title: "Named effects and the Hit",
    question: "When a perk names what a successful attack does, it mostly leaves open whether \
               that replaces the usual Hit or comes on top of it.",
    options: &[
        opt(
            "replaces",
            "A named success effect replaces the Hit unless the text adds it; Sweep The Leg's \
             trip comes on top of a normal attack.",
        ),
        opt(
            "in_addition",
            "The Hit always lands and the named effect comes on top.",
        ),
    ],
    default: "replaces",
    rule: cite("Attack"),
};

/// In whose favour a stat difference must be.
pub static STAT_DIFFERENCE_SIGNED: TableRule = TableRule {
    id: "fated_hand.stat_difference_signed",
    system: SystemId::FatedHand,
    group: RuleGroup::Perks,
    title: "Stat differences",
    question: "Upper Hand, Disarm and Bandit Strike test a gap between two stats without saying \
               which side must be ahead.",
    options: &[
        opt(
            "signed",
            "The gap is yours minus theirs, so your stat must be the higher.",
        ),
        opt(
            "absolute",
            "Either side may be ahead; only the size of the gap matters.",
        ),
    ],
    default: "signed",
    rule: cite("Perks List › Upper Hand (A)"),
};

/// "Attack Handicap" and "malus".
pub static ATTACK_HANDICAP_IS_STRIKE: TableRule = TableRule {
    id: "fated_hand.attack_handicap_is_strike",
    system: SystemId::FatedHand,
    group: RuleGroup::Perks,
    title: "Attack Handicap and malus",
    question: "Some perks inflict Attack Handicap or a malus, neither of which is a defined \
               term.",
    options: &[
        opt(
            "strike_handicap",
            "Attack Handicap is Strike Handicap, and a malus is ordinary Handicap.",
        ),
        opt(
            "round_penalty",
            "Attack Handicap is Strike Handicap, but a malus is a penalty that lapses at the \
             end of the round.",
        ),
    ],
    default: "strike_handicap",
    rule: cite("Handicap"),
};

/// What "Base" Speed or Defense is.
pub static BASE_STAT_MEANING: TableRule = TableRule {
    id: "fated_hand.base_stat_meaning",
    system: SystemId::FatedHand,
    group: RuleGroup::Perks,
    title: "Base Speed and Base Defense",
    question: "Several perks refer to a base Speed, base Defense or just a Base, which could \
               be the Attribute behind the stat or the stat as the sheet shows it.",
    options: &[
        opt(
            "attribute",
            "Base is the Attribute behind the stat (Brawn for Defense, Mind for Speed).",
        ),
        opt(
            "sheet_value",
            "Base is the Attribute plus arm and class bonuses, before stance, cards and \
             Handicap.",
        ),
    ],
    default: "attribute",
    rule: cite("Determining Combat Power"),
};

/// Rounding halves.
pub static HALF_ROUNDING: TableRule = TableRule {
    id: "fated_hand.half_rounding",
    system: SystemId::FatedHand,
    group: RuleGroup::Perks,
    title: "Rounding halves",
    question: "Several perks, spells and summons take half of a number without saying how to \
               round it.",
    options: &[
        opt("down", "Round down unless the rule says otherwise."),
        opt(
            "up",
            "Round up unless the rule says otherwise, as Base Movement does.",
        ),
    ],
    default: "down",
    rule: cite("Perks List"),
};

/// Size.
pub static SIZE_UNDEFINED: TableRule = TableRule {
    id: "fated_hand.size_undefined",
    system: SystemId::FatedHand,
    group: RuleGroup::Perks,
    title: "Size",
    question: "Some perks and a talent compare or change a creature's Size, which is never \
               defined.",
    options: &[
        opt(
            "steps",
            "Size is a whole number of steps, Medium being 0: characters and GM creatures are \
             Medium, perks shift it a step, and the GM says a summon's Size.",
        ),
        opt(
            "ignore",
            "Size is not tracked: size conditions always pass and size changes do nothing.",
        ),
    ],
    default: "steps",
    rule: cite("Perks List › Indomitable"),
};

/// Armored and hard-armored creatures.
pub static ARMOR_FLAGS: TableRule = TableRule {
    id: "fated_hand.armor_flags",
    system: SystemId::FatedHand,
    group: RuleGroup::Perks,
    title: "Armored targets",
    question: "Piercing, Crushing and Slashing depend on whether the target is armored or \
               hard-armored, with no way given to tell.",
    options: &[
        opt(
            "gm_flags",
            "Each creature carries armored and hard-armored marks, set by worn armor or by \
             the GM.",
        ),
        opt(
            "ask_each_attack",
            "The GM is asked at each attack whether the target counts as armored.",
        ),
    ],
    default: "gm_flags",
    rule: cite("Perks List › Piercing"),
};

/// Creatures with or without magic.
pub static NO_MAGIC_FLAG: TableRule = TableRule {
    id: "fated_hand.no_magic_flag",
    system: SystemId::FatedHand,
    group: RuleGroup::Perks,
    title: "Creatures without magic",
    question: "Several perks depend on whether a creature has or knows magic, or has magical \
               protection, with no way given to tell.",
    options: &[
        opt(
            "gm_flags",
            "Each creature carries has-magic and magical-defense marks set by the GM.",
        ),
        opt(
            "reagent_hand",
            "A creature has magic when it has a Reagent Hand or knows a spell; magical \
             defense is still set by the GM.",
        ),
    ],
    default: "gm_flags",
    rule: cite("Perks List › Maleficient Sophistry (A)"),
};

/// Exclusive perks that are not Armed.
pub static EXCLUSIVE_WITHOUT_ARMED: TableRule = TableRule {
    id: "fated_hand.exclusive_without_armed",
    system: SystemId::FatedHand,
    group: RuleGroup::Perks,
    title: "Exclusive but not Armed",
    question: "Chokehold and Diversion are marked Exclusive but not Armed, unlike their \
               neighbours, which may be a printing slip.",
    options: &[
        opt("as_printed", "As printed: they work with any arm, or none."),
        opt(
            "armed",
            "They are Armed too: they need one of the user's Class Arms.",
        ),
    ],
    default: "as_printed",
    rule: cite("Exclusive Perks"),
};

/// The "(Technique)" tag.
pub static TECHNIQUE_TAG: TableRule = TableRule {
    id: "fated_hand.technique_tag",
    system: SystemId::FatedHand,
    group: RuleGroup::Perks,
    title: "Technique perks",
    question: "Tactical Command and Glint of Gold carry a Technique tag that is never explained.",
    options: &[
        opt(
            "as_exclusive",
            "Technique works like Exclusive: no other Exclusive Perk in the same action.",
        ),
        opt("no_effect", "The tag is flavour with no rules effect."),
    ],
    default: "as_exclusive",
    rule: cite("Class List › Chieftain (T3)"),
};
