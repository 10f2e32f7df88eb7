//! Magic in general: card numbers in costs, lasting spells, field effects, spell attacks and
//! the spell list's tags (digest §7 and ).

use super::{cite, opt};
use crate::table_rules::{RuleGroup, TableRule};
use crate::SystemId;

/// Numbers of cards in spell costs.
pub static CARD_RANK_NUMBERS: TableRule = TableRule {
    id: "fated_hand.card_rank_numbers",
    system: SystemId::FatedHand,
    group: RuleGroup::Magic,
    title: "Card numbers in costs",
    question: "Spell costs test card numbers (even, odd, prime, above or below a number), but \
               the rulebook numbers only the cards 2 to 10.",
    options: &[
        opt(
            "ace_low",
            "Ace is 1, Jack 11, Queen 12, King 13: the Queen is even, the Jack and King odd \
             and prime.",
        ),
        opt("ace_high", "The same, but the Ace is 14."),
        opt("faces_ten", "Ace is 1 and every face card is 10."),
    ],
    default: "ace_low",
    rule: cite("Combat Spell List"),
};

/// "Ascending" cards and the Straight Flush.
pub static ASCENDING_CARDS: TableRule = TableRule {
    id: "fated_hand.ascending_cards",
    system: SystemId::FatedHand,
    group: RuleGroup::Magic,
    title: "Ascending cards",
    question: "Costs ask for ascending cards or a Straight Flush without saying what a run is.",
    options: &[
        opt(
            "consecutive_no_wrap",
            "Consecutive numbers in any suits unless the cost says otherwise, Ace low, no wrap \
             past the King; a Straight Flush is five of one suit.",
        ),
        opt(
            "wrap",
            "The same, but a run may wrap from the King round to the Ace.",
        ),
    ],
    default: "consecutive_no_wrap",
    rule: cite("Combat Spell List"),
};

/// "Between" in costs.
pub static SPELL_COST_BETWEEN_INCLUSIVE: TableRule = TableRule {
    id: "fated_hand.spell_cost_between_inclusive",
    system: SystemId::FatedHand,
    group: RuleGroup::Magic,
    title: "Between in costs",
    question: "A cost asking for a card between two numbers does not say whether the two end \
               numbers count.",
    options: &[
        opt("inclusive", "Both end numbers count."),
        opt("exclusive", "Only the numbers strictly inside count."),
    ],
    default: "inclusive",
    rule: cite("Story Spell List › Detect Emotion"),
};

/// Number or power where an effect adds up cards.
pub static CARD_VALUE_IN_EFFECTS: TableRule = TableRule {
    id: "fated_hand.card_value_in_effects",
    system: SystemId::FatedHand,
    group: RuleGroup::Magic,
    title: "Card values in effects",
    question: "Some spell effects add up cards without saying whether the number on the card \
               or its check power is meant.",
    options: &[
        opt("power", "Use the cards' power, as in skill checks."),
        opt("number", "Use the numbers on the cards."),
    ],
    default: "power",
    rule: cite("Combat Spell List"),
};

/// Concentration.
pub static CONCENTRATION: TableRule = TableRule {
    id: "fated_hand.concentration",
    system: SystemId::FatedHand,
    group: RuleGroup::Magic,
    title: "Concentration",
    question: "Several spells need Concentration, which is never defined.",
    options: &[
        opt(
            "one_at_a_time",
            "A caster keeps one such spell at a time; it ends when let go, when another \
             begins, or when the caster is incapacitated.",
        ),
        opt(
            "no_limit",
            "Any number may run at once, each ending by its own text or the caster's fall.",
        ),
    ],
    default: "one_at_a_time",
    rule: cite("Combat Spell List"),
};

/// Spells whose Reagents stay out while they last.
pub static SUSTAINED_SPELLS: TableRule = TableRule {
    id: "fated_hand.sustained_spells",
    system: SystemId::FatedHand,
    group: RuleGroup::Magic,
    title: "Lasting spells",
    question: "Some spells keep their Reagents out in front of the caster while they work, \
               and many give no duration.",
    options: &[
        opt(
            "until_battle_end",
            "It lasts until its own end, the end of the battle or the caster's fall; then \
             the cards are discarded.",
        ),
        opt(
            "end_of_turn",
            "Like any cast, it ends with the caster's turn unless its text gives an end.",
        ),
    ],
    default: "until_battle_end",
    rule: cite("Cast"),
};

/// Flame, Brine, Smog, Thorns and Slime.
pub static FIELD_EFFECTS: TableRule = TableRule {
    id: "fated_hand.field_effects",
    system: SystemId::FatedHand,
    group: RuleGroup::Magic,
    title: "Field effects",
    question: "Spells put Flame, Brine, Smog, Thorns and Slime on the board and use them up, \
               but never say what they do to a creature.",
    options: &[
        opt(
            "house_registry",
            "A list of field effects the GM can edit supplies them, starting from Tablekeep's \
             labelled house effects.",
        ),
        opt(
            "markers_only",
            "They are tracked on the board but do nothing beyond what the spells say.",
        ),
    ],
    default: "house_registry",
    rule: cite("Combat Spell List"),
};

/// "Gain Defense equal to X".
pub static GAIN_DEFENSE_EQUAL: TableRule = TableRule {
    id: "fated_hand.gain_defense_equal",
    system: SystemId::FatedHand,
    group: RuleGroup::Magic,
    title: "Defense equal to a value",
    question: "A few spells grant Defense equal to a value, which may add that value or set \
               Defense to it.",
    options: &[
        opt("add", "Add the value to Defense."),
        opt(
            "set_max",
            "Defense becomes the value, unless it is already higher.",
        ),
    ],
    default: "add",
    rule: cite("Combat Spell List › Arcane Deflection (Spell)"),
};

/// What a successful spell attack does.
pub static SPELL_ATTACK_OUTCOME: TableRule = TableRule {
    id: "fated_hand.spell_attack_outcome",
    system: SystemId::FatedHand,
    group: RuleGroup::Magic,
    title: "Spell attacks and the Hit",
    question: "Spell attacks often name an effect on success without saying whether it takes \
               the place of the Hit.",
    options: &[
        opt(
            "named_replaces_hit",
            "With no named effect a spell attack deals a Hit; a named effect replaces the Hit \
             unless the text keeps both.",
        ),
        opt(
            "hit_and_effect",
            "A successful spell attack always deals a Hit, plus any named effect.",
        ),
    ],
    default: "named_replaces_hit",
    rule: cite("Attack"),
};

/// Missing ranges and odd areas.
pub static SPELL_RANGES: TableRule = TableRule {
    id: "fated_hand.spell_ranges",
    system: SystemId::FatedHand,
    group: RuleGroup::Magic,
    title: "Spell ranges and areas",
    question: "A few spells give no range, or an area in a shape the grid does not have.",
    options: &[
        opt(
            "house_ranges",
            "Icicle reaches 4 tiles with line of sight, Pressure Beam runs to the first wall, \
             Winter's Breath is a cone 2 tiles long, Earthquake a circle 4 tiles across.",
        ),
        opt(
            "gm_each_cast",
            "The GM sets the range or area each time such a spell is cast.",
        ),
    ],
    default: "house_ranges",
    rule: cite("Combat Spell List"),
};

/// Spells with missing or odd type tags.
pub static SPELL_TYPE_TAGS: TableRule = TableRule {
    id: "fated_hand.spell_type_tags",
    system: SystemId::FatedHand,
    group: RuleGroup::Magic,
    title: "Spell type tags",
    question: "Many spells carry no Spell, Hex or Miracle tag, and a few carry odd ones (a \
               plural tag, a tag on the cost line).",
    options: &[
        opt(
            "untagged_no_type",
            "An untagged spell has no magic type, so rules counting a type skip it; odd tags \
             are read as the nearest type.",
        ),
        opt(
            "untagged_any_type",
            "An untagged spell counts as every type; odd tags are read as the nearest type.",
        ),
    ],
    default: "untagged_no_type",
    rule: cite("Combat Spell List"),
};

/// The "(Multi)" tag.
pub static MULTI_TAG: TableRule = TableRule {
    id: "fated_hand.multi_tag",
    system: SystemId::FatedHand,
    group: RuleGroup::Magic,
    title: "The Multi tag",
    question: "Four spells carry a Multi tag that is never explained.",
    options: &[
        opt(
            "no_effect",
            "The tag does nothing; the spell keeps its other type tag.",
        ),
        opt(
            "every_type",
            "A Multi spell counts as all three magic types.",
        ),
    ],
    default: "no_effect",
    rule: cite("Combat Spell List"),
};

/// Unfinished spells.
pub static STUB_SPELLS: TableRule = TableRule {
    id: "fated_hand.stub_spells",
    system: SystemId::FatedHand,
    group: RuleGroup::Magic,
    title: "Unfinished spells",
    question: "A handful of spells at the end of the list are design notes with no cost.",
    options: &[
        opt(
            "hidden",
            "Hidden unless the GM switches them on and gives each a cost.",
        ),
        opt(
            "shown",
            "Shown to everyone; the GM sets a cost before one is cast.",
        ),
    ],
    default: "hidden",
    rule: cite("Combat Spell List"),
};
