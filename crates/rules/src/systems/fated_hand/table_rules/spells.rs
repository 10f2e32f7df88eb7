//! Single spells with broken or missing pieces, and summoned creatures (digest §7.7, §7.8).

use super::{cite, opt};
use crate::table_rules::{RuleGroup, TableRule};
use crate::SystemId;

/// Advanced Illusion's unpayable cost.
pub static ADVANCED_ILLUSION_COST: TableRule = TableRule {
    id: "fated_hand.advanced_illusion_cost",
    system: SystemId::FatedHand,
    group: RuleGroup::Magic,
    title: "Advanced Illusion's cost",
    question: "Advanced Illusion asks for two diamonds below a number no card is below, so it \
               can never be cast.",
    options: &[
        opt(
            "less_than_10",
            "Read it as two diamonds less than 10, as Lesser Illusion asks.",
        ),
        opt(
            "as_printed",
            "Keep the printed cost: the spell cannot be cast.",
        ),
    ],
    default: "less_than_10",
    rule: cite("Story Spell List › Advanced Illusion"),
};

/// Mold Earth's missing cost.
pub static MOLD_EARTH_COST: TableRule = TableRule {
    id: "fated_hand.mold_earth_cost",
    system: SystemId::FatedHand,
    group: RuleGroup::Magic,
    title: "Mold Earth's cost",
    question: "Mold Earth's cost line repeats the spell's name, so it has no cost.",
    options: &[
        opt(
            "as_shape_water",
            "It costs 2 even cards, like Shape Water, its twin for water.",
        ),
        opt(
            "gm_sets",
            "The GM sets a cost; until then it cannot be cast.",
        ),
    ],
    default: "as_shape_water",
    rule: cite("Story Spell List › Mold Earth"),
};

/// Mutate's run-together cost.
pub static MUTATE_COST: TableRule = TableRule {
    id: "fated_hand.mutate_cost",
    system: SystemId::FatedHand,
    group: RuleGroup::Magic,
    title: "Mutate's cost",
    question: "Mutate's cost runs two card descriptions together with no separator.",
    options: &[
        opt(
            "club_and_star_face",
            "Two cards: a Club, and a face card of the target's Star Suit.",
        ),
        opt(
            "one_card",
            "One card: a Club face card that is also the target's Star Suit.",
        ),
    ],
    default: "club_and_star_face",
    rule: cite("Story Spell List › Mutate"),
};

/// Bramblelash's printed cost that never applies.
pub static BRAMBLELASH_COST: TableRule = TableRule {
    id: "fated_hand.bramblelash_cost",
    system: SystemId::FatedHand,
    group: RuleGroup::Magic,
    title: "Bramblelash's cost",
    question: "Bramblelash prints 3 Clubs, then takes one off with Thorns on the board and adds \
               two without, so the printed number is never paid.",
    options: &[
        opt("adjusted", "2 Clubs with Thorns on the board, 5 without."),
        opt(
            "printed_base",
            "3 Clubs without Thorns and 2 with; the added two are dropped.",
        ),
    ],
    default: "adjusted",
    rule: cite("Combat Spell List › Bramblelash"),
};

/// Blood Sacrifice in the Planning Phase.
pub static BLOOD_SACRIFICE_TIMING: TableRule = TableRule {
    id: "fated_hand.blood_sacrifice_timing",
    system: SystemId::FatedHand,
    group: RuleGroup::Magic,
    title: "Blood Sacrifice timing",
    question: "Blood Sacrifice takes a Primary Action, yet may be cast in the Planning Phase, \
               when no actions are taken.",
    options: &[
        opt(
            "free_in_planning",
            "In the Planning Phase it takes no action; on your turn it takes the Primary \
             Action.",
        ),
        opt(
            "always_primary",
            "It always takes the Primary Action: cast in planning, it uses up that turn's.",
        ),
    ],
    default: "free_in_planning",
    rule: cite("Combat Spell List › Blood Sacrifice (Hex)"),
};

/// Random stats.
pub static RANDOM_STAT: TableRule = TableRule {
    id: "fated_hand.random_stat",
    system: SystemId::FatedHand,
    group: RuleGroup::Magic,
    title: "Random stats",
    question: "Petty Hex picks stats at random without saying whether one can come up twice.",
    options: &[
        opt("distinct", "Two different stats, each equally likely."),
        opt(
            "independent",
            "Each pick is separate, so the same stat may come up twice.",
        ),
    ],
    default: "distinct",
    rule: cite("Combat Spell List › Petty Hex (Hex)"),
};

/// Hallowed Ground and Recovery.
pub static HALLOWED_GROUND_RECOVERY: TableRule = TableRule {
    id: "fated_hand.hallowed_ground_recovery",
    system: SystemId::FatedHand,
    group: RuleGroup::Magic,
    title: "Hallowed Ground",
    question: "Hallowed Ground improves cleansing for allies who end their turn on it, but \
               Recovery only happens at the end of the round.",
    options: &[
        opt(
            "next_recovery",
            "An ally ending its turn inside adds 1 to its next Recovery.",
        ),
        opt(
            "at_turn_end",
            "The ally cleanses 1 Handicap straight away at the end of its turn.",
        ),
    ],
    default: "next_recovery",
    rule: cite("Combat Spell List › Hallowed Ground (Miracle)"),
};

/// When Mirror Guard falls.
pub static MIRROR_GUARD_PENETRATION: TableRule = TableRule {
    id: "fated_hand.mirror_guard_penetration",
    system: SystemId::FatedHand,
    group: RuleGroup::Magic,
    title: "Breaking Mirror Guard",
    question: "Mirror Guard ends once it is penetrated successfully, which is not defined.",
    options: &[
        opt(
            "pierced",
            "It ends when an attacker gets through: none of its stats divides by the card's \
             number.",
        ),
        opt(
            "any_success",
            "It ends when any attack against the caster succeeds.",
        ),
    ],
    default: "pierced",
    rule: cite("Combat Spell List › Mirror Guard (Hex)"),
};

/// The strength of the Watchful Daggers' Riposte.
pub static WATCHFUL_DAGGERS_RIPOSTE: TableRule = TableRule {
    id: "fated_hand.watchful_daggers_riposte",
    system: SystemId::FatedHand,
    group: RuleGroup::Magic,
    title: "Watchful Daggers",
    question: "The daggers make a magical Riposte whose Strike is not given.",
    options: &[
        opt(
            "magic_strike_plus_2",
            "The caster's Magic Strike +2, like a melee Riposte.",
        ),
        opt("magic_strike", "The caster's Magic Strike alone."),
    ],
    default: "magic_strike_plus_2",
    rule: cite("Combat Spell List › Watchful Daggers"),
};

/// Polymerization limits.
pub static POLYMERIZATION_CAP: TableRule = TableRule {
    id: "fated_hand.polymerization_cap",
    system: SystemId::FatedHand,
    group: RuleGroup::Magic,
    title: "Polymerization limits",
    question: "The Rite of Polymerization caps a summon's Reagents at one more than its dearest \
               tribute, while each creature prints a limit of its own.",
    options: &[
        opt("stricter", "Apply whichever of the two limits is lower."),
        opt("rite", "Only the Rite's limit applies."),
        opt("creature", "Only the creature's own limit applies."),
    ],
    default: "stricter",
    rule: cite("Combat Spell List › Rite of Polymerization (Spell)"),
};

/// Hit Points and missing numbers of summons.
pub static SUMMON_DEFAULTS: TableRule = TableRule {
    id: "fated_hand.summon_defaults",
    system: SystemId::FatedHand,
    group: RuleGroup::Magic,
    title: "Summons' Hit Points",
    question: "Summoned creatures have no Hit Points given, and one has no numbers at all.",
    options: &[
        opt(
            "one_hp",
            "A summon has 1 Hit Point like every creature; numbers that are missing are set \
             by the GM.",
        ),
        opt(
            "gm_sets",
            "The GM sets the Hit Points of each summon as well.",
        ),
    ],
    default: "one_hp",
    rule: cite("Summoned Creatures"),
};

/// Summons with no Movement.
pub static SUMMON_MOVEMENT: TableRule = TableRule {
    id: "fated_hand.summon_movement",
    system: SystemId::FatedHand,
    group: RuleGroup::Magic,
    title: "Summons' Movement",
    question: "Two summoned creatures have no Movement given, though summons should list it.",
    options: &[
        opt(
            "four",
            "4 tiles, the usual summon Movement; the GM may change it.",
        ),
        opt(
            "from_speed",
            "Half the controller's Speed, rounded up, as a character's Base Movement.",
        ),
    ],
    default: "four",
    rule: cite("Summoned Creatures"),
};

/// Whose Defense a summon's formula reads.
pub static SUMMON_WHOSE_DEFENSE: TableRule = TableRule {
    id: "fated_hand.summon_whose_defense",
    system: SystemId::FatedHand,
    group: RuleGroup::Magic,
    title: "Summons' Defense",
    question: "Some summons compute their Defense from a Defense without saying whose.",
    options: &[
        opt(
            "caster_current",
            "The caster's Defense as it stands, following the caster's cards and Handicap.",
        ),
        opt(
            "caster_at_summoning",
            "The caster's Defense at the moment of summoning, fixed after that.",
        ),
    ],
    default: "caster_current",
    rule: cite("Summoned Creatures"),
};

/// When a summon's die is rolled.
pub static SUMMON_DICE: TableRule = TableRule {
    id: "fated_hand.summon_dice",
    system: SystemId::FatedHand,
    group: RuleGroup::Magic,
    title: "Summons' dice",
    question: "The Young Bear's numbers include a die roll, without saying when it is rolled.",
    options: &[
        opt("once_at_summoning", "Once, when the creature is summoned."),
        opt("each_round", "Again at the start of every round."),
    ],
    default: "once_at_summoning",
    rule: cite("Combat Spell List › Young Bear (Spell)"),
};

/// Old Order details.
pub static OLD_ORDER: TableRule = TableRule {
    id: "fated_hand.old_order",
    system: SystemId::FatedHand,
    group: RuleGroup::Magic,
    title: "Old Order pieces",
    question: "The Old Order rules leave out which tiles a Pawn controls, which way is forward \
               once the controller moves, and how far pieces slide.",
    options: &[
        opt(
            "house",
            "A Pawn controls its two forward diagonals, forward is fixed at summoning away \
             from the caster, and pieces slide until blocked.",
        ),
        opt("gm_adjudicates", "The GM rules on each case at the table."),
    ],
    default: "house",
    rule: cite("Old Order Pieces"),
};
