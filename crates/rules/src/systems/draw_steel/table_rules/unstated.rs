//! Numbers the glossary does not state. Each was a constant in the engine; each is now a table
//! rule whose default option says, in its label, that it is not in the glossary, with the
//! digest gap it answers (`/work/shared/rules/draw-steel.md` §5). Every option is played.

use super::{cite, opt};
use crate::systems::draw_steel::progression::LevelTable;
use crate::table_rules::{RuleGroup, TableRule, TableRuleChoices};
use crate::SystemId;

/// The Experience each level needs (digest G10: no XP table in the glossary).
pub static LEVEL_THRESHOLDS: TableRule = TableRule {
    id: "draw_steel.level_thresholds",
    system: SystemId::DrawSteel,
    group: RuleGroup::Advancement,
    title: "Experience for each level",
    question: "Victories become Experience at a respite, but the glossary has no table of the \
               Experience each level needs (digest gap G10).",
    options: &[
        opt(
            "rising",
            "Not in the glossary: our table, 8 Experience for level 2, then 18, 30, 44, 60, 78, \
             98, 120 and 144 for level 10.",
        ),
        opt(
            "ten_per_level",
            "10 Experience per level: 10 for level 2, 20 for level 3, up to 90 for level 10.",
        ),
    ],
    default: "rising",
    rule: cite("Respite"),
};

/// What a surge adds to damage (digest G17: the surge list was stripped).
pub static SURGE_DAMAGE: TableRule = TableRule {
    id: "draw_steel.surge_damage",
    system: SystemId::DrawSteel,
    group: RuleGroup::Battle,
    title: "Damage per surge",
    question: "Surges deal extra damage \"as follows:\", and the list that followed is missing \
               (digest gap G17).",
    options: &[
        opt(
            "highest_characteristic",
            "Not in the glossary: each surge adds damage equal to the user's highest \
             characteristic score.",
        ),
        opt(
            "rolled_characteristic",
            "Each surge adds damage equal to the characteristic the ability rolled with.",
        ),
    ],
    default: "highest_characteristic",
    rule: cite("Surges"),
};

/// How many surges one instance of damage takes (digest G17).
pub static SURGE_LIMIT: TableRule = TableRule {
    id: "draw_steel.surge_limit",
    system: SystemId::DrawSteel,
    group: RuleGroup::Battle,
    title: "Surges on one instance of damage",
    question: "The glossary names no limit on the surges spent at once; the list that would \
               say is missing (digest gap G17).",
    options: &[
        opt(
            "three",
            "Not in the glossary: at most 3 surges on one instance of damage.",
        ),
        opt("no_limit", "No limit but the surges the creature has."),
    ],
    default: "three",
    rule: cite("Surges"),
};

/// How many surges raise a potency by 1 (digest G17).
pub static POTENCY_SURGES: TableRule = TableRule {
    id: "draw_steel.potency_surges",
    system: SystemId::DrawSteel,
    group: RuleGroup::Battle,
    title: "Surges to raise a potency",
    question: "Surges \"increase the value of your potencies\", by how much is in the missing \
               list (digest gap G17).",
    options: &[
        opt(
            "two",
            "Not in the glossary: 2 surges raise one target's potency by 1.",
        ),
        opt("one", "Each surge raises one target's potency by 1."),
    ],
    default: "two",
    rule: cite("Surges"),
};

/// What hero tokens cost (digest G18: uses named, costs not).
pub static HERO_TOKEN_COSTS: TableRule = TableRule {
    id: "draw_steel.hero_token_costs",
    system: SystemId::DrawSteel,
    group: RuleGroup::Battle,
    title: "What hero tokens buy",
    question: "Hero tokens buy surges, saving throws, test rerolls and Stamina; the glossary \
               gives no prices (digest gap G18).",
    options: &[
        opt(
            "proposal",
            "Not in the glossary: 1 token buys 2 surges, a successful saving throw or a test \
             reroll; 2 tokens buy Stamina equal to the recovery value.",
        ),
        opt(
            "one_each",
            "Every use costs 1 token: 2 surges, a saving throw, a reroll, or the recovery \
             value in Stamina.",
        ),
    ],
    default: "proposal",
    rule: cite("Hero Tokens"),
};

/// Hero tokens at the start of a combat when the GM enters none (digest G18: income unstated).
pub static STARTING_HERO_TOKENS: TableRule = TableRule {
    id: "draw_steel.starting_hero_tokens",
    system: SystemId::DrawSteel,
    group: RuleGroup::Battle,
    title: "Hero tokens when a combat starts",
    question: "The glossary never says how the party gains hero tokens (digest gap G18).",
    options: &[
        opt(
            "one_per_hero",
            "Not in the glossary: unless the GM enters a number, the party starts with 1 token \
             per hero in the fight.",
        ),
        opt(
            "none",
            "The party starts with none unless the GM enters a number.",
        ),
    ],
    default: "one_per_hero",
    rule: cite("Hero Tokens"),
};

/// When a potency lets an effect land (digest G6: potency is only mentioned).
pub static POTENCY: TableRule = TableRule {
    id: "draw_steel.potency",
    system: SystemId::DrawSteel,
    group: RuleGroup::Battle,
    title: "Resisting a potency",
    question: "A creature resists a potency \"using your characteristic score\", and the \
               glossary says no more (digest gap G6).",
    options: &[
        opt(
            "score_below",
            "Not in the glossary: the effect lands when the target's score is below the \
             potency; a score equal to it resists.",
        ),
        opt(
            "score_at_most",
            "The effect lands when the target's score is at most the potency; only a higher \
             score resists.",
        ),
    ],
    default: "score_below",
    rule: cite("Saving Throw"),
};

/// What a shift costs (digest G14: shifting is named, not defined).
pub static SHIFT: TableRule = TableRule {
    id: "draw_steel.shift",
    system: SystemId::DrawSteel,
    group: RuleGroup::Battle,
    title: "Shifting",
    question: "A creature that shifts provokes no opportunity attack, but the glossary never \
               says how far a shift goes or what it costs (digest gap G14).",
    options: &[
        opt(
            "move_action",
            "Not in the glossary: a shift is 1 square and takes a move action.",
        ),
        opt("maneuver", "A shift is 1 square and takes a maneuver."),
    ],
    default: "move_action",
    rule: cite("Opportunity Attack"),
};

/// What difficult terrain costs (digest G14: its text, "see below", is missing).
pub static DIFFICULT_TERRAIN: TableRule = TableRule {
    id: "draw_steel.difficult_terrain",
    system: SystemId::DrawSteel,
    group: RuleGroup::Battle,
    title: "Moving through difficult terrain",
    question: "The glossary forbids jumping out of difficult terrain and points \"below\" for \
               the rest, which is missing (digest gap G14).",
    options: &[
        opt(
            "one_extra",
            "Not in the glossary: each square of difficult terrain costs 1 extra square of \
             movement.",
        ),
        opt(
            "no_extra",
            "Difficult terrain costs no extra movement; it only stops jumps.",
        ),
    ],
    default: "one_extra",
    rule: cite("Jump"),
};

/// A hero's free strike with no kit (digest G3: kits carry the free strike).
pub static FREE_STRIKE_WITHOUT_KIT: TableRule = TableRule {
    id: "draw_steel.free_strike_without_kit",
    system: SystemId::DrawSteel,
    group: RuleGroup::Battle,
    title: "A free strike without a kit",
    question: "The glossary defines the free strike but gives it no damage; a kit carries it, \
               and a hero may have none (digest gap G3).",
    options: &[
        opt(
            "two",
            "Not in the glossary: a hero without a kit deals 2 damage with a free strike.",
        ),
        opt(
            "highest_characteristic",
            "A hero without a kit deals damage equal to their highest characteristic score \
             (at least 1).",
        ),
    ],
    default: "two",
    rule: cite("Free Strike"),
};

/// The order of turns inside a round (digest G20).
pub static TURN_ORDER: TableRule = TableRule {
    id: "draw_steel.turn_order",
    system: SystemId::DrawSteel,
    group: RuleGroup::Battle,
    title: "Turns inside a round",
    question: "The glossary says which side acts first, not how the turns follow each other \
               after that (digest gap G20).",
    options: &[
        opt(
            "alternate",
            "Not in the glossary: the sides take turns one creature at a time; the side that \
             acted first picks first every round.",
        ),
        opt(
            "side_by_side",
            "A side takes all its turns before the other side takes any; the side that acted \
             first goes first every round.",
        ),
    ],
    default: "alternate",
    rule: cite("Turn"),
};

/// Every table rule of this file, in the order they show.
pub static ALL: &[&TableRule] = &[
    &LEVEL_THRESHOLDS,
    &SURGE_DAMAGE,
    &SURGE_LIMIT,
    &POTENCY_SURGES,
    &HERO_TOKEN_COSTS,
    &STARTING_HERO_TOKENS,
    &POTENCY,
    &SHIFT,
    &DIFFICULT_TERRAIN,
    &FREE_STRIKE_WITHOUT_KIT,
    &TURN_ORDER,
];

/// The level table a campaign's choices give.
pub fn level_table(choices: &TableRuleChoices) -> LevelTable {
    if choices.is(&LEVEL_THRESHOLDS, "ten_per_level") {
        LevelTable {
            thresholds: [10, 20, 30, 40, 50, 60, 70, 80, 90],
        }
    } else {
        LevelTable::default()
    }
}

/// The hero tokens a combat starts with when the GM entered none, for `heroes` heroes.
pub fn starting_hero_tokens(choices: &TableRuleChoices, heroes: u16) -> u16 {
    if choices.is(&STARTING_HERO_TOKENS, "none") {
        0
    } else {
        heroes
    }
}
