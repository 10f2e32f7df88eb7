//! Arms: armor, shields, thrown and ranged arms, missing traits, catalysts, Reach.

use super::{cite, opt};
use crate::table_rules::{RuleGroup, TableRule};
use crate::SystemId;

/// How armor is worn and what it does.
pub static ARMOR_RULES: TableRule = TableRule {
    id: "fated_hand.armor_rules",
    system: SystemId::FatedHand,
    group: RuleGroup::Gear,
    title: "Armor",
    question: "Armor is listed among the arms with no rule for where it is worn, whether \
               proficiency matters, or what it does.",
    options: &[
        opt(
            "own_slot",
            "Armor has a slot of its own outside the two-arm limit; its stats apply (with \
             proficiency, as any arm's) and it marks the wearer armored (Chain, Scale and Plate \
             Mail also hard-armored).",
        ),
        opt(
            "as_arm",
            "Armor takes one of the two equipped places: it cannot be worn beside an Offhand \
             Arm, and is off while one is held.",
        ),
    ],
    default: "own_slot",
    rule: cite("Arms List"),
};

/// Shields in the offhand.
pub static SHIELD_RULES: TableRule = TableRule {
    id: "fated_hand.shield_rules",
    system: SystemId::FatedHand,
    group: RuleGroup::Gear,
    title: "Shields",
    question: "Shields have no rules of their own, so their Defense counts only while held as \
               the Main Arm or during the once-a-round Offhand Action.",
    options: &[
        opt(
            "as_written",
            "As written: a shield's bonuses count only as Main Arm or in the Offhand Action.",
        ),
        opt(
            "offhand_defense",
            "A shield in the offhand always adds its Defense; its other numbers follow the \
             usual rule.",
        ),
    ],
    default: "as_written",
    rule: cite("Offhand Action"),
};

/// Throwing arms.
pub static THROWN_ARMS: TableRule = TableRule {
    id: "fated_hand.thrown_arms",
    system: SystemId::FatedHand,
    group: RuleGroup::Gear,
    title: "Thrown arms",
    question: "Several arms have an Effective Range but no Ranged trait, and there are no rules \
               for throwing an arm or getting it back.",
    options: &[
        opt(
            "melee_or_thrown",
            "They strike in melee at 1 tile or are thrown at their Effective Range; a thrown \
             arm lands on the target's tile.",
        ),
        opt(
            "ranged_returning",
            "They work like ranged arms at their Effective Range and are never lost.",
        ),
    ],
    default: "melee_or_thrown",
    rule: cite("Arms List"),
};

/// Reload Cost.
pub static RELOAD_COST: TableRule = TableRule {
    id: "fated_hand.reload_cost",
    system: SystemId::FatedHand,
    group: RuleGroup::Gear,
    title: "Reloading",
    question: "Ranged arms list a Reload Cost, but how reloading works is never said.",
    options: &[
        opt(
            "movement",
            "After a shot the arm is empty until its wielder spends that much Movement (0: \
             always ready).",
        ),
        opt("ignored", "Reload Cost has no effect."),
    ],
    default: "movement",
    rule: cite("Arms List"),
};

/// Arms printed with no trait.
pub static UNTRAITED_ARMS: TableRule = TableRule {
    id: "fated_hand.untraited_arms",
    system: SystemId::FatedHand,
    group: RuleGroup::Gear,
    title: "Arms with no trait",
    question: "A few arms have no trait, so they match no Class Arms and switch Armed Perks off; \
               one carries an Armed perk of its own that could then never work.",
    options: &[
        opt(
            "own_perks_work",
            "They match no Class Arms, but an arm's own Armed perk works for a wielder \
             proficient with it.",
        ),
        opt(
            "as_written",
            "They match no Class Arms, and their own Armed perks never work.",
        ),
        opt(
            "closest_trait",
            "Each takes the trait of its nearest kin: the War Hammer Heavy like the Mace, the \
             Parrying Dagger Light like the Dagger, the Crystal Dagger Arcane and the Crooked \
             Dirk Dark after their blades; the shields, like no traited arm, stay untraited.",
        ),
    ],
    default: "own_perks_work",
    rule: cite("Traits, Class Arms and Armed Perks"),
};

/// The Quarterstaff's misprinted trait.
pub static QUARTERSTAFF_TRAIT: TableRule = TableRule {
    id: "fated_hand.quarterstaff_trait",
    system: SystemId::FatedHand,
    group: RuleGroup::Gear,
    title: "The Quarterstaff's traits",
    question: "The Quarterstaff's second trait is printed as a word that is no trait.",
    options: &[
        opt("light", "Read it as Light: the staff is Simple and Light."),
        opt("simple_only", "Drop it: the staff is Simple only."),
    ],
    default: "light",
    rule: cite("Arms List › Quarterstaff"),
};

/// Catalyst traits that do not fit their spells.
pub static CATALYST_TRAITS: TableRule = TableRule {
    id: "fated_hand.catalyst_traits",
    system: SystemId::FatedHand,
    group: RuleGroup::Gear,
    title: "Catalyst traits",
    question: "Two catalysts carry traits that do not fit their spells: the Slime Jar holds \
               only Miracles yet is not Holy, and the Tidal Curiosity holds Hexes yet is Holy.",
    options: &[
        opt(
            "as_printed",
            "Keep the printed traits; they only decide Class Arms, and each spell keeps its \
             own type.",
        ),
        opt(
            "match_spells",
            "Give each the trait of its spells: the Slime Jar Holy, the Tidal Curiosity Dark.",
        ),
    ],
    default: "as_printed",
    rule: cite("Arms List"),
};

/// The Tidal Curiosity's Strike bonus.
pub static TIDAL_CURIOSITY_STRIKE: TableRule = TableRule {
    id: "fated_hand.tidal_curiosity_strike",
    system: SystemId::FatedHand,
    group: RuleGroup::Gear,
    title: "The Tidal Curiosity's bonus",
    question: "The Tidal Curiosity grants +1 Strike where the other catalysts of its kind grant \
               Magic Strike.",
    options: &[
        opt(
            "as_printed",
            "Keep +1 Strike; under the Magic Strike rule it does not help spells.",
        ),
        opt("magic_strike", "Read it as +1 Magic Strike."),
    ],
    default: "as_printed",
    rule: cite("Arms List › Tidal Curiosity"),
};

/// The Blowgun's undefined Toxic Weapon.
pub static TOXIC_WEAPON: TableRule = TableRule {
    id: "fated_hand.toxic_weapon",
    system: SystemId::FatedHand,
    group: RuleGroup::Gear,
    title: "Toxic Weapon",
    question: "The Blowgun carries Toxic Weapon, defined nowhere, while Toxic Edge is defined \
               but carried by no arm.",
    options: &[
        opt(
            "as_toxic_edge",
            "Toxic Weapon is Toxic Edge: a successful attack gives 2 Handicap in each stat \
             instead of a Hit.",
        ),
        opt(
            "no_effect",
            "Toxic Weapon does nothing until the GM defines it.",
        ),
    ],
    default: "as_toxic_edge",
    rule: cite("Arms List › Blowgun"),
};

/// The two printed Reach entries.
pub static REACH_RANGE: TableRule = TableRule {
    id: "fated_hand.reach_range",
    system: SystemId::FatedHand,
    group: RuleGroup::Gear,
    title: "Reach",
    question: "The Perks List prints Reach twice, once for 2 tiles and once for 3.",
    options: &[
        opt(
            "two_tiles",
            "Reach is 2 tiles; the 3-tile entry is taken as Long Reach.",
        ),
        opt("three_tiles", "Reach is 3 tiles."),
    ],
    default: "two_tiles",
    rule: cite("Perks List › Reach"),
};

/// The Pike's undefined Long Reach.
pub static LONG_REACH: TableRule = TableRule {
    id: "fated_hand.long_reach",
    system: SystemId::FatedHand,
    group: RuleGroup::Gear,
    title: "Long Reach",
    question: "The Pike carries Long Reach, which is defined nowhere.",
    options: &[
        opt(
            "three_tiles",
            "Long Reach lets melee attacks target creatures up to 3 tiles away.",
        ),
        opt("as_reach", "Long Reach is plain Reach."),
    ],
    default: "three_tiles",
    rule: cite("Arms List › Pike"),
};
