//! ClockWork's table rules: where the book is silent or says two things, a named choice whose
//! default says plainly whether it is the book's; and its readings, for passages whose reading
//! changes nothing in play (a typo, a spelling, a lost list), kept in `readings.rs`.
//!
//! Engine code reads the rules through [`creation_rules`], [`sheet_rules`] and [`pool_rules`],
//! which turn a campaign's choices into the plain settings creation, the sheet and the pool
//! roll take.

use super::cite;
use super::content::{ArmorWeight, CampaignSpeed};
use serde::{Deserialize, Serialize};

use crate::table_rules::{RuleGroup, TableRule, TableRuleChoices, TableRuleOption};
use crate::SystemId;

mod readings;
pub use readings::*;

const fn opt(id: &'static str, label: &'static str) -> TableRuleOption {
    TableRuleOption { id, label }
}

/// The most armor a Strength of 7 or 8 carries (digest A6).
pub static STRENGTH_7_8_ARMOR: TableRule = TableRule {
    id: "clockwork.strength_7_8_armor",
    system: SystemId::Clockwork,
    group: RuleGroup::Gear,
    title: "Maximum armor at Strength 7 or 8",
    question: "The encumbrance table has rows for Strength 12, 11 to 9 and 6 or lower, and none \
               for 7 or 8; its own example says Strength 7 wears Medium armor unencumbered.",
    options: &[
        opt(
            "medium",
            "As the example says: Strength 7 and 8 carry Medium armor (the row for 11 to 9 \
             reaches down to 7).",
        ),
        opt(
            "heavy",
            "Read the last row as \"8 or lower\": Strength 7 and 8 carry Heavy armor, against \
             the example.",
        ),
    ],
    default: "medium",
    rule: cite("Encumbrance"),
};

/// What sets the block bonus: the shield or the armor (errata, L570 against L572 and L1892).
pub static BLOCK_BASIS: TableRule = TableRule {
    id: "clockwork.block_basis",
    system: SystemId::Clockwork,
    group: RuleGroup::Gear,
    title: "What sets the block bonus",
    question: "«Dodge & Block Scores» says the block bonus follows the armor worn with the \
               shield, but its table is headed \"Shield Weight (Same As Armor)\" and «Shields» \
               says the heavier shield blocks better.",
    options: &[
        opt(
            "shield_weight",
            "The shield's own weight, as the table heading and «Shields» say.",
        ),
        opt(
            "armor_weight",
            "The weight of the armor worn with the shield, as the sentence says; unarmored, \
             the shield's own weight (not in the book: the table has no unarmored row).",
        ),
    ],
    default: "shield_weight",
    rule: cite("Dodge & Block Scores"),
};

/// The block bonus of a medium shield: +3 or +2 (digest A5).
pub static MEDIUM_SHIELD_BLOCK: TableRule = TableRule {
    id: "clockwork.medium_shield_block",
    system: SystemId::Clockwork,
    group: RuleGroup::Gear,
    title: "Block bonus of a medium shield",
    question: "«Dodge & Block Scores» gives a medium shield +3; «Shields» gives the Kite / Round \
               shield +2, and the block example in «Block» uses +2.",
    options: &[
        opt(
            "plus_three",
            "+3, as the character-creation table says (light +1, medium +3, heavy +5).",
        ),
        opt(
            "plus_two",
            "+2, as the «Shields» table and the «Block» example say.",
        ),
    ],
    default: "plus_three",
    rule: cite("Dodge & Block Scores"),
};

/// How a shield weighs on movement (digest A27).
pub static SHIELD_MOVEMENT: TableRule = TableRule {
    id: "clockwork.shield_movement",
    system: SystemId::Clockwork,
    group: RuleGroup::Gear,
    title: "A shield's weight and movement",
    question: "«Shields» says a heavier shield weighs down the movement score \"due to armor \
               weight\" but not how; the movement table reads armor weight only.",
    options: &[
        opt(
            "heavier_of",
            "Not in the book: movement uses the heavier of the armor's and the shield's \
             weight.",
        ),
        opt(
            "armor_only",
            "Not in the book: movement uses the armor's weight alone; the shield changes \
             nothing.",
        ),
    ],
    default: "heavier_of",
    rule: cite("Shields"),
};

/// Whether base resistance is a fixed 2 or part of the pool (errata: L370 against L399).
pub static BASE_RESISTANCE: TableRule = TableRule {
    id: "clockwork.base_resistance",
    system: SystemId::Clockwork,
    group: RuleGroup::Creation,
    title: "Base resistance: a fixed 2 or points to spend",
    question: "«Base Resistance» starts every type at 2 (and the Orc example spends Body and size \
               points on top), but «Spending Resistance Points» sums base, Body and size points \
               and distributes them all.",
    options: &[
        opt(
            "fixed_two",
            "Every type starts at 2 and only the Body and size points are spent, as the Orc \
             example does.",
        ),
        opt(
            "pooled",
            "The base points join the Body and size points in one pool, spent freely from 0 \
             to 5 in each type.",
        ),
    ],
    default: "fixed_two",
    rule: cite("Spending Resistance Points"),
};

/// Which types a Changeling's +1 resistance may take (digest A36).
pub static CHANGELING_RESISTANCE: TableRule = TableRule {
    id: "clockwork.changeling_resistance",
    system: SystemId::Clockwork,
    group: RuleGroup::Creation,
    title: "A Changeling's resistance bonus",
    question: "The species table's footnote lets a Changeling put its +1 in any type; its special \
               ability says any type but Explosive and Ballistic.",
    options: &[
        opt(
            "not_ballistic_or_explosive",
            "Any type but Ballistic and Explosive, as the special ability says.",
        ),
        opt("any_type", "Any type, as the footnote says."),
    ],
    default: "not_ballistic_or_explosive",
    rule: cite("Species Special Ability"),
};

/// How low a skill may go at creation (digest A38; errata L70 against L337).
pub static CREATION_SKILL_FLOOR: TableRule = TableRule {
    id: "clockwork.creation_skill_floor",
    system: SystemId::Clockwork,
    group: RuleGroup::Creation,
    title: "Skills below 7 at creation",
    question: "«Skills & Attributes» says a skill goes no lower than 7 at character creation, \
               yet «Customization Points» sells ranks below 7 at creation.",
    options: &[
        opt(
            "customization_below_seven",
            "The 36 points stop at 7; customization points may go on down to 4, as \
             «Customization Points» says.",
        ),
        opt(
            "seven_at_creation",
            "No skill goes below 7 at creation at all; ranks below 7 wait for experience.",
        ),
    ],
    default: "customization_below_seven",
    rule: cite("Customization Points"),
};

/// Whether several foci that apply add a die each (digest A17).
pub static FOCUS_DICE: TableRule = TableRule {
    id: "clockwork.focus_dice",
    system: SystemId::Clockwork,
    group: RuleGroup::Checks,
    title: "Several foci on one roll",
    question: "A focus adds a die when it applies, and a character may hold several in one \
               skill; the book never says whether two that both apply add two dice.",
    options: &[
        opt(
            "one_die",
            "Not in the book: one focus die at most, however many foci apply (the examples \
             add one).",
        ),
        opt(
            "each_focus",
            "Not in the book: every focus that applies adds its die.",
        ),
    ],
    default: "one_die",
    rule: cite("Foci"),
};

/// Whether a pool stops at 12 dice (digest A17).
pub static POOL_CAP: TableRule = TableRule {
    id: "clockwork.pool_cap",
    system: SystemId::Clockwork,
    group: RuleGroup::Checks,
    title: "The largest pool",
    question: "«What Do I Need To Play?» asks for at most 12 dice, and an attribute of 10 with a \
               bonus skill and a focus makes exactly 12; the book never says what happens when \
               more bonuses would make a larger pool.",
    options: &[
        opt(
            "twelve",
            "Not stated as a rule: a pool never exceeds 12 dice, the most the book asks a \
             player to own.",
        ),
        opt("uncapped", "Every bonus die counts, past 12 if need be."),
    ],
    default: "twelve",
    rule: cite("What Do I Need To Play?"),
};

/// What a skill rank costs in experience: the table, or the example beside it (digest A7).
pub static SKILL_XP_COST: TableRule = TableRule {
    id: "clockwork.skill_xp_cost",
    system: SystemId::Clockwork,
    group: RuleGroup::Advancement,
    title: "Experience cost of a skill rank",
    question: "«Experience» prices going from 12 to 9 in a normal campaign at 4 + 8 + 12 = 24, \
               but its table prices ranks 11, 10 and 9 at 2, 4 and 6 (12 in all).",
    options: &[
        opt(
            "table",
            "As the table says: each rank costs its row in the campaign's column (12 to 9 costs \
             12 in a normal campaign).",
        ),
        opt(
            "example",
            "As the example says: each rank costs twice its table row (12 to 9 costs 24 in a \
             normal campaign); the example prices only a normal campaign, so doubling the fast \
             and slow columns too is not in the book.",
        ),
    ],
    default: "table",
    rule: cite("Experience"),
};

/// Where a Protection enchantment's "maximum 6" applies (digest A40).
pub static PROTECTION_CAP: TableRule = TableRule {
    id: "clockwork.protection_cap",
    system: SystemId::Clockwork,
    group: RuleGroup::Gear,
    title: "A Protection enchantment's maximum of 6",
    question:
        "«Magic Items › Magic Armor» gives each Protection \"+1 resistance versus\" its type \
               \"(maximum 6)\" without saying whether 6 bounds the armor's value in that type or \
               the wearer's whole resistance in it.",
    options: &[
        opt(
            "armor_value",
            "Not stated plainly: the armor's own value in the type stops at 6, heavy armor's \
             most in one type; the total may pass 6.",
        ),
        opt(
            "total",
            "The wearer's total in the type stops at 6: a Protection adds nothing once species \
             and armor reach 6.",
        ),
    ],
    default: "armor_value",
    rule: cite("Magic Armor"),
};

/// Whether Magic Armor's "+ 2" is asked once a casting or once an enchantment (digest A40).
pub static MAGIC_ARMOR_MARGIN: TableRule = TableRule {
    id: "clockwork.magic_armor_margin",
    system: SystemId::Clockwork,
    group: RuleGroup::Magic,
    title: "Magic Armor's two extra gains",
    question: "«Magic Armor» compares the roll's gains to the enchantment's gains + 2, and lets \
               one roll pay for several enchantments, without saying whether the 2 is asked \
               once or for each enchantment.",
    options: &[
        opt(
            "per_casting",
            "Not stated plainly: once a casting; two level-2 enchantments need 6 gains.",
        ),
        opt(
            "per_enchantment",
            "Once for each enchantment: two level-2 enchantments need 8 gains.",
        ),
    ],
    default: "per_casting",
    rule: cite("Magic Armor"),
};

/// What "reducing the pool as necessary" takes from the death roll (digest A3).
pub static DEATH_POOL: TableRule = TableRule {
    id: "clockwork.death_pool",
    system: SystemId::Clockwork,
    group: RuleGroup::Battle,
    title: "The death roll's shrinking pool",
    question: "«Dying» throws 6 dice each death roll and, when a dying character takes damage, \
               rerolls \"reducing the pool as necessary\", without saying what reduces it.",
    options: &[
        opt(
            "six_dice",
            "Our reading, not stated in the book: every death roll throws 6 dice; nothing \
             takes dice away.",
        ),
        opt(
            "lose_fatal_dice",
            "Not in the book: the dice that made fatal wounds leave the pool after each death \
             roll, and a character whose pool is empty dies.",
        ),
    ],
    default: "six_dice",
    rule: cite("Dying"),
};

/// How spaces to a ranged target are counted on a grid.
pub static RANGE_DIAGONALS: TableRule = TableRule {
    id: "clockwork.range_diagonals",
    system: SystemId::Clockwork,
    group: RuleGroup::Battle,
    title: "Counting spaces to a ranged target",
    question: "«Range To Target» says to count the spaces to the target; only «Movement» says \
               how a diagonal counts on a grid (2 spaces), and it speaks of moving.",
    options: &[
        opt(
            "cost_two",
            "Not stated for range: count as movement counts, each diagonal space 2.",
        ),
        opt(
            "cost_one",
            "Not in the book: a diagonal space counts 1, so the distance is the larger of the \
             column and row gaps.",
        ),
    ],
    default: "cost_two",
    rule: cite("Range To Target"),
};

/// Which rolls the vitals die penalty takes dice from.
pub static VITALS_PENALTY_ROLLS: TableRule = TableRule {
    id: "clockwork.vitals_penalty_rolls",
    system: SystemId::Clockwork,
    group: RuleGroup::Battle,
    title: "Rolls the vitals penalty weighs on",
    question: "«Grit & Vitals» takes dice from \"all physical rolls\" at 3 vitals or fewer \
               without saying which rolls are physical; the combat rolls attacks, initiative \
               and stabilize rolls.",
    options: &[
        opt(
            "attack_rolls",
            "Not in the book: only attack rolls lose the dice; initiative and stabilize rolls \
             keep their full pools.",
        ),
        opt(
            "every_roll",
            "Not in the book either: every roll a combatant makes in combat loses the dice, \
             attack, initiative (12 dice less the penalty) and stabilize rolls alike.",
        ),
    ],
    default: "attack_rolls",
    rule: cite("Grit & Vitals"),
};

/// How near a medic must stand to stabilize.
pub static STABILIZE_DISTANCE: TableRule = TableRule {
    id: "clockwork.stabilize_distance",
    system: SystemId::Clockwork,
    group: RuleGroup::Battle,
    title: "How near a medic stands to stabilize",
    question: "«Stabilizing» asks for a Mind / Knowledge roll with medical equipment on the \
               medic's person and names no distance to the dying combatant.",
    options: &[
        opt(
            "adjacent",
            "Not in the book: the medic stands in a neighbouring space, diagonals included.",
        ),
        opt(
            "within_reach",
            "Not in the book: the medic stabilizes anyone within their reach (a large medic, \
             reach 2, tends a patient 2 spaces away).",
        ),
    ],
    default: "adjacent",
    rule: cite("Stabilizing"),
};

/// What stabilizing costs in action counters.
pub static STABILIZE_COUNTERS: TableRule = TableRule {
    id: "clockwork.stabilize_counters",
    system: SystemId::Clockwork,
    group: RuleGroup::Battle,
    title: "Action counters a stabilize roll takes",
    question: "«Stabilizing» gives no cost in counters; «Skills In Combat» asks at least 2 for a \
               skill roll and lets the GM ask more for an action that takes the rest of the turn \
               or longer.",
    options: &[
        opt(
            "two",
            "Not in the book for stabilizing: 2 counters, the least any skill roll in combat \
             takes («Skills In Combat»).",
        ),
        opt(
            "rest_of_turn",
            "Not in the book: tending the dying takes the rest of the medic's turn, every \
             counter left (at least 2).",
        ),
    ],
    default: "two",
    rule: cite("Stabilizing"),
};

/// How spaces to a melee target are counted on a grid.
pub static REACH_DIAGONALS: TableRule = TableRule {
    id: "clockwork.reach_diagonals",
    system: SystemId::Clockwork,
    group: RuleGroup::Battle,
    title: "Counting spaces within reach",
    question: "«Reach» gives reach in spaces by size without saying how a diagonal counts; only \
               «Movement» says a diagonal counts 2, and it speaks of moving.",
    options: &[
        opt(
            "count_one",
            "Not in the book: a diagonal space counts 1, so reach 1 strikes all eight spaces \
             around the attacker.",
        ),
        opt(
            "cost_two",
            "Not stated for reach: count as movement counts, each diagonal 2, so reach 1 \
             strikes only the four spaces beside the attacker.",
        ),
    ],
    default: "count_one",
    rule: cite("Reach"),
};

/// Whether a stabilized combatant may still be attacked.
pub static STABILIZED_TARGETS: TableRule = TableRule {
    id: "clockwork.stabilized_targets",
    system: SystemId::Clockwork,
    group: RuleGroup::Battle,
    title: "Attacking the stabilized",
    question: "«Stabilizing» leaves a stabilized combatant \"incapacitated for the duration of \
               combat\" and «Attacking» names no target that cannot be attacked but the \
               stealthed; the book does not say whether the stabilized can still be attacked, \
               nor what damage then does.",
    options: &[
        opt(
            "out_of_the_fight",
            "Not in the book: incapacitated for the rest of the combat, the stabilized are out \
             of the fight and cannot be attacked.",
        ),
        opt(
            "can_be_attacked",
            "Not in the book either: the stabilized can be attacked (at base defense, with no \
             counters to dodge or block); any damage starts them dying again, and they make a \
             death roll at once («Grit & Vitals»: at no vitals left one is dying).",
        ),
    ],
    default: "out_of_the_fight",
    rule: cite("Stabilizing"),
};

/// Every ClockWork table rule.
pub static ALL: &[&TableRule] = &[
    &BASE_RESISTANCE,
    &CHANGELING_RESISTANCE,
    &CREATION_SKILL_FLOOR,
    &STRENGTH_7_8_ARMOR,
    &BLOCK_BASIS,
    &MEDIUM_SHIELD_BLOCK,
    &SHIELD_MOVEMENT,
    &FOCUS_DICE,
    &POOL_CAP,
    &SKILL_XP_COST,
    &PROTECTION_CAP,
    &MAGIC_ARMOR_MARGIN,
    &DEATH_POOL,
    &RANGE_DIAGONALS,
    &VITALS_PENALTY_ROLLS,
    &STABILIZE_DISTANCE,
    &STABILIZE_COUNTERS,
    &REACH_DIAGONALS,
    &STABILIZED_TARGETS,
];

/// Options whose test does not carry the `table_rule_<name>_<option>` name yet: none.
pub static OPTION_TESTS_NOT_YET_NAMED: &[&str] = &[];

/// How creation reads its gaps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CreationRules {
    /// Every type starts at 2 and only Body and size points are spent (else one pool).
    pub fixed_base_resistance: bool,
    /// A Changeling may put its +1 in Ballistic or Explosive.
    pub changeling_any_type: bool,
    /// The lowest rank a skill may reach at creation: 4, or 7.
    pub creation_floor: u8,
}

impl Default for CreationRules {
    fn default() -> CreationRules {
        creation_rules(&TableRuleChoices::default())
    }
}

/// The block bonus's basis.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BlockBasis {
    /// The shield's weight.
    ShieldWeight,
    /// The armor's weight (the shield's when unarmored).
    ArmorWeight,
}

/// How the sheet reads its gaps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SheetRules {
    /// The most armor Strength 7 and 8 carry unencumbered.
    pub strength_7_8_armor: ArmorWeight,
    /// What sets the block bonus.
    pub block_basis: BlockBasis,
    /// The block bonus of a medium weight: 3 or 2.
    pub medium_block: u8,
    /// Whether a heavier shield sets the movement weight.
    pub shield_in_movement: bool,
    /// Whether a Protection's "maximum 6" bounds the total (else the armor's value).
    pub protection_caps_total: bool,
}

impl Default for SheetRules {
    fn default() -> SheetRules {
        sheet_rules(&TableRuleChoices::default())
    }
}

/// How a pool counts its dice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PoolRules {
    /// Every applicable focus adds a die (else one at most).
    pub each_focus: bool,
    /// The most dice a pool holds, if any limit.
    pub cap: Option<u8>,
}

impl Default for PoolRules {
    fn default() -> PoolRules {
        pool_rules(&TableRuleChoices::default())
    }
}

/// How advancement prices purchases.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AdvancementRules {
    /// The campaign's speed, which picks the cost column.
    pub speed: CampaignSpeed,
    /// Each skill rank costs twice its table row, as the «Experience» example prices it.
    pub doubled_skill_costs: bool,
}

/// The advancement rules of a campaign running at `speed` under its table-rule choices.
pub fn advancement_rules(speed: CampaignSpeed, choices: &TableRuleChoices) -> AdvancementRules {
    AdvancementRules {
        speed,
        doubled_skill_costs: choices.is(&SKILL_XP_COST, "example"),
    }
}

/// How crafting reads its gaps.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CraftingRules {
    /// Magic Armor asks its 2 extra gains for each enchantment (else once a casting).
    pub margin_per_enchantment: bool,
}

/// The crafting rules a campaign's choices give.
pub fn crafting_rules(choices: &TableRuleChoices) -> CraftingRules {
    CraftingRules {
        margin_per_enchantment: choices.is(&MAGIC_ARMOR_MARGIN, "per_enchantment"),
    }
}

/// The creation rules a campaign's choices give.
pub fn creation_rules(choices: &TableRuleChoices) -> CreationRules {
    CreationRules {
        fixed_base_resistance: choices.is(&BASE_RESISTANCE, "fixed_two"),
        changeling_any_type: choices.is(&CHANGELING_RESISTANCE, "any_type"),
        creation_floor: if choices.is(&CREATION_SKILL_FLOOR, "seven_at_creation") {
            7
        } else {
            4
        },
    }
}

/// The sheet rules a campaign's choices give.
pub fn sheet_rules(choices: &TableRuleChoices) -> SheetRules {
    SheetRules {
        strength_7_8_armor: if choices.is(&STRENGTH_7_8_ARMOR, "heavy") {
            ArmorWeight::Heavy
        } else {
            ArmorWeight::Medium
        },
        block_basis: if choices.is(&BLOCK_BASIS, "armor_weight") {
            BlockBasis::ArmorWeight
        } else {
            BlockBasis::ShieldWeight
        },
        medium_block: if choices.is(&MEDIUM_SHIELD_BLOCK, "plus_two") {
            2
        } else {
            3
        },
        shield_in_movement: choices.is(&SHIELD_MOVEMENT, "heavier_of"),
        protection_caps_total: choices.is(&PROTECTION_CAP, "total"),
    }
}

/// How a combat reads the book's gaps.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkCombatRules"),
    schemars(rename = "ClockworkCombatRules")
)]
#[serde(rename_all = "camelCase")]
pub struct CombatRules {
    /// The dice that made fatal wounds leave the death pool (else it stays at 6).
    pub death_pool_shrinks: bool,
    /// A diagonal space counts 1 toward range (else 2, as movement counts it).
    pub range_diagonals_one: bool,
    /// How pools count their dice.
    pub pool_each_focus: bool,
    /// The largest pool, if capped.
    pub pool_cap: Option<u8>,
    /// The vitals penalty takes dice from every roll in combat (else attack rolls only).
    #[serde(default)]
    pub vitals_penalty_every_roll: bool,
    /// A medic stabilizes anyone within their reach (else only from a neighbouring space).
    #[serde(default)]
    pub stabilize_within_reach: bool,
    /// A stabilize roll takes every counter the medic has left (else 2).
    #[serde(default)]
    pub stabilize_rest_of_turn: bool,
    /// A diagonal space counts 2 toward reach, as movement counts it (else 1).
    #[serde(default)]
    pub reach_diagonals_two: bool,
    /// A stabilized combatant can be attacked, and damage starts it dying again (else it is
    /// out of the fight).
    #[serde(default)]
    pub stabilized_attackable: bool,
}

impl CombatRules {
    /// The pool rules inside.
    pub fn pool(&self) -> PoolRules {
        PoolRules {
            each_focus: self.pool_each_focus,
            cap: self.pool_cap,
        }
    }
}

/// The combat rules a campaign's choices give.
pub fn combat_rules(choices: &TableRuleChoices) -> CombatRules {
    let pool = pool_rules(choices);
    CombatRules {
        death_pool_shrinks: choices.is(&DEATH_POOL, "lose_fatal_dice"),
        range_diagonals_one: choices.is(&RANGE_DIAGONALS, "cost_one"),
        pool_each_focus: pool.each_focus,
        pool_cap: pool.cap,
        vitals_penalty_every_roll: choices.is(&VITALS_PENALTY_ROLLS, "every_roll"),
        stabilize_within_reach: choices.is(&STABILIZE_DISTANCE, "within_reach"),
        stabilize_rest_of_turn: choices.is(&STABILIZE_COUNTERS, "rest_of_turn"),
        reach_diagonals_two: choices.is(&REACH_DIAGONALS, "cost_two"),
        stabilized_attackable: choices.is(&STABILIZED_TARGETS, "can_be_attacked"),
    }
}

/// The pool rules a campaign's choices give.
pub fn pool_rules(choices: &TableRuleChoices) -> PoolRules {
    PoolRules {
        each_focus: choices.is(&FOCUS_DICE, "each_focus"),
        cap: if choices.is(&POOL_CAP, "uncapped") {
            None
        } else {
            Some(12)
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rule_is_registered_once_and_every_reading_cites_clockwork() {
        for rule in ALL {
            assert!(rule.id.starts_with("clockwork."), "{}", rule.id);
            assert_eq!(rule.system, SystemId::Clockwork);
            assert!(crate::systems::find_table_rule(rule.id).is_some());
        }
        for reading in READINGS {
            assert!(reading.id.starts_with("clockwork."));
            assert_eq!(reading.rule.system, SystemId::Clockwork);
            assert!(crate::systems::find_reading(reading.id).is_some());
        }
    }

    #[test]
    fn a_rule_labelled_not_from_the_book_says_so_in_its_default() {
        // The defaults that are ours and not the book's say so, so the GM reading Settings
        // knows which numbers to doubt.
        for rule in [
            &SHIELD_MOVEMENT,
            &FOCUS_DICE,
            &VITALS_PENALTY_ROLLS,
            &STABILIZE_DISTANCE,
            &STABILIZE_COUNTERS,
            &REACH_DIAGONALS,
            &STABILIZED_TARGETS,
        ] {
            let default = rule
                .options
                .iter()
                .find(|o| o.id == rule.default)
                .map(|o| o.label)
                .unwrap_or_default();
            assert!(default.starts_with("Not in the book"), "{}", rule.id);
        }
    }
}
