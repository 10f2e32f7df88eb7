//! Fated Hand's table rules: where the rulebook is silent or contradicts itself.

use crate::citation::Citation;
use crate::table_rules::{TableRule, TableRuleOption};
use crate::SystemId;

const fn cite(section: &'static str) -> Citation {
    Citation::new(SystemId::FatedHand, section)
}

/// Which perk "the Class Perk" of a promotion is (the rulebook never names it).
pub static CLASS_PERK: TableRule = TableRule {
    id: "fated_hand.class_perk",
    system: SystemId::FatedHand,
    title: "Class Perk on promotion",
    question:
        "Promotion grants the new class's Class Perk, shown on a class card the rulebook does \
               not include, so no class names its Class Perk.",
    options: &[
        TableRuleOption {
            id: "choose",
            label: "The player picks one perk from the new class's list as its Class Perk.",
        },
        TableRuleOption {
            id: "none",
            label: "Promotion grants no extra perk.",
        },
    ],
    default: "choose",
    rule: cite("Promotion"),
};

/// Whether the Novice has a perk list (Beginner's Luck) or none.
pub static NOVICE_PERKS: TableRule = TableRule {
    id: "fated_hand.novice_perks",
    system: SystemId::FatedHand,
    title: "The Novice's perk list",
    question: "The Novice card lists Beginner's Luck, but the class text says the Novice has no \
               perks. With a list of one, a Novice could not promote at the first advancement.",
    options: &[
        TableRuleOption {
            id: "none",
            label: "The Novice has no perk list: promotion is open at the first advancement.",
        },
        TableRuleOption {
            id: "beginners_luck",
            label: "The Novice's list is Beginner's Luck: take it before promoting.",
        },
    ],
    default: "none",
    rule: cite("Classes and Progression"),
};

/// Which classes' Promotion Lists a promotion may draw on.
pub static PROMOTION_SOURCES: TableRule = TableRule {
    id: "fated_hand.promotion_sources",
    system: SystemId::FatedHand,
    title: "Promotion lists",
    question:
        "Promotion may pick from the Promotion List of the current class or of any class ever \
               held, which also allows sideways and downward moves.",
    options: &[
        TableRuleOption {
            id: "any_held",
            label: "As written: any class held before opens its Promotion List.",
        },
        TableRuleOption {
            id: "current_only",
            label: "Only the current class's Promotion List.",
        },
    ],
    default: "any_held",
    rule: cite("Promotion"),
};

/// Whether Attentive and Aptitude stack.
pub static KNOWLEDGE_DISCOUNTS: TableRule = TableRule {
    id: "fated_hand.knowledge_discounts",
    system: SystemId::FatedHand,
    title: "Attentive with Aptitude",
    question:
        "Attentive lowers the Knowledge Points needed by one and Aptitude sets them to 2 for \
               one magic type; the rulebook does not say whether both apply together.",
    options: &[
        TableRuleOption {
            id: "stack",
            label: "Both apply: an Aptitude type with Attentive needs 1 KP.",
        },
        TableRuleOption {
            id: "lowest",
            label: "Only the larger discount applies: 2 KP.",
        },
    ],
    default: "stack",
    rule: cite("Learning New Proficiencies"),
};

/// Whose Class Arms switch Armed Perks on.
pub static CLASS_ARMS: TableRule = TableRule {
    id: "fated_hand.class_arms",
    system: SystemId::FatedHand,
    title: "Class Arms after promotion",
    question: "Armed Perks work with Class Arms; the rulebook's own example (a Brawler becoming a \
               Berserker) suggests the current class's arms count, but does not say whether earlier \
               classes' arms still do.",
    options: &[
        TableRuleOption { id: "current", label: "Only the current class's Class Arms count." },
        TableRuleOption { id: "all_held", label: "The Class Arms of every class ever held count." },
    ],
    default: "current",
    rule: cite("Traits, Class Arms and Armed Perks"),
};

/// How Magic Strike is computed.
pub static MAGIC_STRIKE: TableRule = TableRule {
    id: "fated_hand.magic_strike",
    system: SystemId::FatedHand,
    title: "Magic Strike",
    question: "Magic Strike is defined as Strike minus the equipment's Strike bonus, yet classes and \
               catalysts grant \"+N Magic Strike\" on top.",
    options: &[
        TableRuleOption {
            id: "strike_without_arm_plus_bonuses",
            label: "Strike without the arm's Strike modifier, plus every Magic Strike bonus of class and arm.",
        },
        TableRuleOption { id: "as_written", label: "Strike minus the arm's Strike modifier, ignoring Magic Strike bonuses." },
    ],
    default: "strike_without_arm_plus_bonuses",
    rule: cite("Magic Strike"),
};

/// Every Fated Hand table rule.
pub static ALL: &[&TableRule] = &[
    &CLASS_PERK,
    &NOVICE_PERKS,
    &PROMOTION_SOURCES,
    &KNOWLEDGE_DISCOUNTS,
    &CLASS_ARMS,
    &MAGIC_STRIKE,
];
