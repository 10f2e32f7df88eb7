//! Classes, promotion, Knowledge Points and talents.

use super::{cite, opt};
use crate::table_rules::{RuleGroup, TableRule};
use crate::SystemId;

/// Which perk "the Class Perk" of a promotion is (the rulebook never names it).
pub static CLASS_PERK: TableRule = TableRule {
    id: "fated_hand.class_perk",
    system: SystemId::FatedHand,
    group: RuleGroup::Advancement,
    title: "Class Perk on promotion",
    question: "Promotion grants the new class's Class Perk, shown on a class card the rulebook \
               does not include, so no class names its Class Perk.",
    options: &[
        opt(
            "choose",
            "The player picks one perk from the new class's list as its Class Perk.",
        ),
        opt("none", "Promotion grants no extra perk."),
    ],
    default: "choose",
    rule: cite("Promotion"),
};

/// Whether the Novice has a perk list (Beginner's Luck) or none.
pub static NOVICE_PERKS: TableRule = TableRule {
    id: "fated_hand.novice_perks",
    system: SystemId::FatedHand,
    group: RuleGroup::Advancement,
    title: "The Novice's perk list",
    question: "The Novice card lists Beginner's Luck, but the class text says the Novice has no \
               perks. With a list of one, a Novice could not promote at the first advancement.",
    options: &[
        opt(
            "none",
            "The Novice has no perk list: promotion is open at the first advancement.",
        ),
        opt(
            "beginners_luck",
            "The Novice's list is Beginner's Luck: take it before promoting.",
        ),
    ],
    default: "none",
    rule: cite("Classes and Progression"),
};

/// Which classes' Promotion Lists a promotion may draw on.
pub static PROMOTION_SOURCES: TableRule = TableRule {
    id: "fated_hand.promotion_sources",
    system: SystemId::FatedHand,
    group: RuleGroup::Advancement,
    title: "Promotion lists",
    question: "Promotion may pick from the Promotion List of the current class or of any class \
               ever held, which also allows sideways and downward moves.",
    options: &[
        opt(
            "any_held",
            "As written: any class held before opens its Promotion List.",
        ),
        opt("current_only", "Only the current class's Promotion List."),
    ],
    default: "any_held",
    rule: cite("Promotion"),
};

/// Whether Attentive and Aptitude stack.
pub static KNOWLEDGE_DISCOUNTS: TableRule = TableRule {
    id: "fated_hand.knowledge_discounts",
    system: SystemId::FatedHand,
    group: RuleGroup::Advancement,
    title: "Attentive with Aptitude",
    question: "Attentive lowers the Knowledge Points needed by one and Aptitude sets them to 2 \
               for one magic type; the rulebook does not say whether both apply together.",
    options: &[
        opt(
            "stack",
            "Both apply: an Aptitude type with Attentive needs 1 KP.",
        ),
        opt("lowest", "Only the larger discount applies: 2 KP."),
    ],
    default: "stack",
    rule: cite("Learning New Proficiencies"),
};

/// Whose Class Arms switch Armed Perks on.
pub static CLASS_ARMS: TableRule = TableRule {
    id: "fated_hand.class_arms",
    system: SystemId::FatedHand,
    group: RuleGroup::Gear,
    title: "Class Arms after promotion",
    question: "Armed Perks work with Class Arms; the rulebook's own example (a Brawler becoming \
               a Berserker) suggests the current class's arms count, but does not say whether \
               earlier classes' arms still do.",
    options: &[
        opt("current", "Only the current class's Class Arms count."),
        opt("all_held", "The Class Arms of every class ever held count."),
    ],
    default: "current",
    rule: cite("Traits, Class Arms and Armed Perks"),
};

/// How Magic Strike is computed.
pub static MAGIC_STRIKE: TableRule = TableRule {
    id: "fated_hand.magic_strike",
    system: SystemId::FatedHand,
    group: RuleGroup::Magic,
    title: "Magic Strike",
    question: "Magic Strike is defined as Strike minus the equipment's Strike bonus, yet \
               classes and catalysts grant \"+N Magic Strike\" on top.",
    options: &[
        opt(
            "strike_without_arm_plus_bonuses",
            "Strike without the arm's Strike modifier, plus every Magic Strike bonus of class \
             and arm.",
        ),
        opt(
            "as_written",
            "Strike minus the arm's Strike modifier, ignoring Magic Strike bonuses.",
        ),
    ],
    default: "strike_without_arm_plus_bonuses",
    rule: cite("Magic Strike"),
};

/// Which owned perks count toward "half of your Perk List".
pub static PROMOTION_THRESHOLD: TableRule = TableRule {
    id: "fated_hand.promotion_threshold",
    system: SystemId::FatedHand,
    group: RuleGroup::Advancement,
    title: "Perks counted for promotion",
    question: "Promotion opens once half of the current class's perk list is owned; the \
               rulebook does not say whether a perk on that list counts when it was learned \
               earlier, from another class's list.",
    options: &[
        opt(
            "owned_anywhere",
            "Every owned perk that appears on the current list counts, wherever it was learned.",
        ),
        opt(
            "learned_in_class",
            "Only perks learned while in the current class count.",
        ),
    ],
    default: "owned_anywhere",
    rule: cite("Advancement"),
};

/// Whether third-tier classes end their branch.
pub static TIER3_TERMINAL: TableRule = TableRule {
    id: "fated_hand.tier3_terminal",
    system: SystemId::FatedHand,
    group: RuleGroup::Advancement,
    title: "Third-tier classes",
    question: "No third-tier class card prints a promotion line, and nothing says outright \
               that the third tier is the top of the tree.",
    options: &[
        opt(
            "terminal",
            "A third-tier class has no promotion list of its own; lists of classes held \
             earlier still apply under the promotion-lists rule.",
        ),
        opt(
            "gm_list",
            "A third-tier class may promote to any class not yet held, the GM choosing which \
             at the table.",
        ),
    ],
    default: "terminal",
    rule: cite("Class List"),
};

/// The Cleric's Class Arms line lacks a comma.
pub static CLERIC_CLASS_ARMS: TableRule = TableRule {
    id: "fated_hand.cleric_class_arms",
    system: SystemId::FatedHand,
    group: RuleGroup::Gear,
    title: "The Cleric's Class Arms",
    question: "A comma is missing between the last two words of the Cleric's Class Arms, so \
               the line reads as three traits or as two.",
    options: &[
        opt("three_traits", "Light, Medium and Holy: three traits."),
        opt(
            "light_medium",
            "Light and Medium only; the stray word belongs with the class's Holy Magic.",
        ),
    ],
    default: "three_traits",
    rule: cite("Class List › Cleric (T3)"),
};

/// The Novice's empty Class Arms line.
pub static NOVICE_CLASS_ARMS: TableRule = TableRule {
    id: "fated_hand.novice_class_arms",
    system: SystemId::FatedHand,
    group: RuleGroup::Gear,
    title: "The Novice's Class Arms",
    question: "The Novice card's Class Arms line is blank.",
    options: &[
        opt("none", "The Novice has no Class Arms."),
        opt(
            "simple",
            "Simple arms count as the Novice's Class Arms, matching its starting weapon.",
        ),
    ],
    default: "none",
    rule: cite("Class List › Novice"),
};

/// The Monk and Bone-Breaker print no class bonuses.
pub static MONK_BONEBREAKER_BONUSES: TableRule = TableRule {
    id: "fated_hand.monk_bonebreaker_bonuses",
    system: SystemId::FatedHand,
    group: RuleGroup::Creation,
    title: "Monk and Bone-Breaker bonuses",
    question: "The Monk and Bone-Breaker cards show no stat bonuses, while every other class \
               above the Novice has some.",
    options: &[
        opt(
            "zero",
            "Both add nothing to the stats; the sheet flags the gap.",
        ),
        opt(
            "gm_sets",
            "The GM enters the class's stat bonuses when a character promotes into it.",
        ),
    ],
    default: "zero",
    rule: cite("Class List › Monk (T3)"),
};

/// Which classes use Holy Magic.
pub static HOLY_MAGIC: TableRule = TableRule {
    id: "fated_hand.holy_magic",
    system: SystemId::FatedHand,
    group: RuleGroup::Magic,
    title: "Who uses Holy Magic",
    question: "Holy Magic speaks of Holy classes in general, but only the Cleric card is marked \
               with it, while the Scholar and Mystic also list Holy among their Class Arms.",
    options: &[
        opt(
            "marked_only",
            "Only a class whose card says Holy Magic gets Reagents from battle events; others \
             keep their printed draw rate.",
        ),
        opt(
            "holy_arms",
            "Every class with Holy among its Class Arms gets Reagents the Holy way instead of \
             per round.",
        ),
    ],
    default: "marked_only",
    rule: cite("Holy Magic"),
};

/// Hidden Fang is missing from the Perks List.
pub static HIDDEN_FANG_UNLISTED: TableRule = TableRule {
    id: "fated_hand.hidden_fang_unlisted",
    system: SystemId::FatedHand,
    group: RuleGroup::Perks,
    title: "Hidden Fang",
    question: "Hidden Fang is on the Rogue's card but not in the Perks List, so it is unclear \
               whether it is an ordinary entry of the class's perk list.",
    options: &[
        opt(
            "counts",
            "It is one of the Rogue's six perks and counts toward promotion like the rest.",
        ),
        opt(
            "class_perk_only",
            "It is only the Rogue's Class Perk, granted on promotion and left off the list.",
        ),
    ],
    default: "counts",
    rule: cite("Class List › Rouge (T2)"),
};

/// Where Stealth comes from.
pub static STEALTH_ACCESS: TableRule = TableRule {
    id: "fated_hand.stealth_access",
    system: SystemId::FatedHand,
    group: RuleGroup::Battle,
    title: "Access to Stealth",
    question: "Stealth is given both to the Rogue and Assassin classes and by the perks Hidden \
               Fang and Killer Instinct; which one is the source matters after promoting away.",
    options: &[
        opt(
            "class_or_perk",
            "Stealth while the class is Rogue or Assassin, and always once either perk is owned.",
        ),
        opt(
            "perk_only",
            "Only owning Hidden Fang or Killer Instinct gives Stealth.",
        ),
    ],
    default: "class_or_perk",
    rule: cite("Stealth"),
};

/// When a talent's class restriction is checked.
pub static TALENT_RESTRICTION_TIMING: TableRule = TableRule {
    id: "fated_hand.talent_restriction_timing",
    system: SystemId::FatedHand,
    group: RuleGroup::Creation,
    title: "Talent class restrictions",
    question: "Some talents are open only to, or closed to, named classes, without saying \
               whether that is checked once or for as long as the talent is held.",
    options: &[
        opt(
            "when_chosen",
            "Checked once, when the talent is picked; later promotions do not take it away.",
        ),
        opt(
            "while_held",
            "The talent works only while the current class meets its restriction.",
        ),
    ],
    default: "when_chosen",
    rule: cite("Talents"),
};

/// Cutpurse's misspelled class names.
pub static CUTPURSE_CLASSES: TableRule = TableRule {
    id: "fated_hand.cutpurse_classes",
    system: SystemId::FatedHand,
    group: RuleGroup::Creation,
    title: "Cutpurse's classes",
    question: "Two of the three class names in Cutpurse's restriction are misspelled, so read \
               literally only the Duelist qualifies.",
    options: &[
        opt(
            "rogue_assassin_duelist",
            "Open to the Rogue, the Assassin and the Duelist.",
        ),
        opt(
            "as_printed",
            "Only names that match a class count: the Duelist alone.",
        ),
    ],
    default: "rogue_assassin_duelist",
    rule: cite("Talents › Cutpurse"),
};

/// What a non-magical class is.
pub static NON_MAGICAL_CLASSES: TableRule = TableRule {
    id: "fated_hand.non_magical_classes",
    system: SystemId::FatedHand,
    group: RuleGroup::Magic,
    title: "Non-magical classes",
    question: "The Sailor talent is limited to non-magical characters, and talents also come \
               with promotion to a non-magical class, but what makes a class magical is never \
               stated.",
    options: &[
        opt(
            "no_reagents",
            "A class is non-magical when it has no Reagent Hand.",
        ),
        opt(
            "never_magical",
            "A character qualifies only if it never held a class with a Reagent Hand.",
        ),
    ],
    default: "no_reagents",
    rule: cite("Talents › Sailor"),
};

/// Heavyweight's and Lightweight's drinking checks.
pub static DRINKING_CHECKS: TableRule = TableRule {
    id: "fated_hand.drinking_checks",
    system: SystemId::FatedHand,
    group: RuleGroup::Checks,
    title: "Drinking checks",
    question: "Heavyweight's contest and Lightweight's penalties name checks that are not \
               among the nine skills.",
    options: &[
        opt(
            "attribute_checks",
            "A drinking check is a bare Brawn check with no skill; Lightweight's penalty hits \
             Investigation and Knowledge and its bonus Rhetoric.",
        ),
        opt(
            "toughness",
            "A drinking check is a Toughness check, so Toughness proficiency adds to it.",
        ),
    ],
    default: "attribute_checks",
    rule: cite("Talents › Heavyweight"),
};
