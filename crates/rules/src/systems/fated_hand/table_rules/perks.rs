//! Single perks whose text is incomplete, garbled or silent on a limit.

use super::{cite, opt};
use crate::table_rules::{RuleGroup, TableRule};
use crate::SystemId;

/// Whether Bandit Strike needs a successful attack.
pub static BANDIT_STRIKE_SUCCESS: TableRule = TableRule {
    id: "fated_hand.bandit_strike_success",
    system: SystemId::FatedHand,
    group: RuleGroup::Perks,
    title: "Bandit Strike",
    question: "Bandit Strike swaps the attack's effect for a disarm, but says only of the \
               Riposte that it must succeed.",
    options: &[
        opt(
            "needs_success",
            "The attack must succeed; the disarm then takes the place of its effect.",
        ),
        opt(
            "any_attack",
            "Any attack that meets the Speed gap may disarm, hit or miss.",
        ),
    ],
    default: "needs_success",
    rule: cite("Perks List › Bandit Strike (E)(A)"),
};

/// The action Barrage takes.
pub static BARRAGE_ACTION: TableRule = TableRule {
    id: "fated_hand.barrage_action",
    system: SystemId::FatedHand,
    group: RuleGroup::Perks,
    title: "Barrage",
    question: "Barrage fires a volley for two hand cards but does not say which action it uses.",
    options: &[
        opt(
            "attack",
            "The volley is the turn's Attack, a Primary Action.",
        ),
        opt(
            "free",
            "The volley takes no action; only the cards are paid.",
        ),
    ],
    default: "attack",
    rule: cite("Perks List › Barrage (A)"),
};

/// Charged Strike's unfinished condition.
pub static CHARGED_STRIKE_TIMING: TableRule = TableRule {
    id: "fated_hand.charged_strike_timing",
    system: SystemId::FatedHand,
    group: RuleGroup::Perks,
    title: "Charged Strike",
    question: "Charged Strike's condition is a broken sentence about staying put for a round \
               and then the next one.",
    options: &[
        opt(
            "still_then_still",
            "You must not have moved during the previous round, nor yet this turn.",
        ),
        opt(
            "still_last_round",
            "Only the previous round counts; you may move this turn before the sweep.",
        ),
    ],
    default: "still_then_still",
    rule: cite("Perks List › Charged Strike (A)"),
};

/// Din of Battle with no ally near.
pub static DIN_OF_BATTLE_RADIUS: TableRule = TableRule {
    id: "fated_hand.din_of_battle_radius",
    system: SystemId::FatedHand,
    group: RuleGroup::Perks,
    title: "Din of Battle without allies",
    question: "Din of Battle counts enemies within the distance to your nearest ally, capped at \
               4 tiles, and is silent when no ally is that close.",
    options: &[
        opt(
            "max_radius",
            "With no ally within 4 tiles, count enemies within the full 4 tiles.",
        ),
        opt(
            "no_bonus",
            "With no ally within 4 tiles the perk gives nothing.",
        ),
    ],
    default: "max_radius",
    rule: cite("Perks List › Din of Battle (A)"),
};

/// Whether a feinted attack spends the Primary Action.
pub static FEINT_CANCEL: TableRule = TableRule {
    id: "fated_hand.feint_cancel",
    system: SystemId::FatedHand,
    group: RuleGroup::Perks,
    title: "Calling off a Feint",
    question: "Feint lets you call off an attack after seeing the opponent's numbers, but not \
               whether the Primary Action is used up.",
    options: &[
        opt(
            "action_kept",
            "A called-off attack costs nothing: the Primary Action is still free.",
        ),
        opt(
            "action_spent",
            "Calling off the attack still uses the Primary Action.",
        ),
    ],
    default: "action_kept",
    rule: cite("Perks List › Feint (E)(A)"),
};

/// Field Medicine's timing and limit.
pub static FIELD_MEDICINE_LIMIT: TableRule = TableRule {
    id: "fated_hand.field_medicine_limit",
    system: SystemId::FatedHand,
    group: RuleGroup::Perks,
    title: "Field Medicine",
    question: "Field Medicine gives no timing, action or use limit.",
    options: &[
        opt(
            "once_per_turn",
            "Once per turn, on your own turn, without using an action.",
        ),
        opt("primary_action", "It takes your Primary Action."),
        opt(
            "unlimited",
            "Whenever no enemy is near, as often as you like.",
        ),
    ],
    default: "once_per_turn",
    rule: cite("Perks List › Field Medicine"),
};

/// Good Balance's "vice-versa".
pub static GOOD_BALANCE_VICE_VERSA: TableRule = TableRule {
    id: "fated_hand.good_balance_vice_versa",
    system: SystemId::FatedHand,
    group: RuleGroup::Perks,
    title: "Good Balance",
    question: "Good Balance spells out only its Aggressive case and waves at a mirror case.",
    options: &[
        opt(
            "mirror",
            "In Defensive Stance, a Strike card above the Defense card gives +1 Strike.",
        ),
        opt("aggressive_only", "Only the Aggressive case applies."),
    ],
    default: "mirror",
    rule: cite("Perks List › Good Balance (A)"),
};

/// Hook Strike's "Aggressive Strike".
pub static HOOK_STRIKE_AGGRESSIVE: TableRule = TableRule {
    id: "fated_hand.hook_strike_aggressive",
    system: SystemId::FatedHand,
    group: RuleGroup::Perks,
    title: "Hook Strike",
    question: "Hook Strike's condition names an Aggressive Strike, which may demand Aggressive \
               Stance or may just mean your Strike.",
    options: &[
        opt("aggressive_stance", "Only usable in Aggressive Stance."),
        opt("any_stance", "Usable in any stance."),
    ],
    default: "aggressive_stance",
    rule: cite("Perks List › Hook Strike (E)(A)"),
};

/// Last Word's parting blow.
pub static LAST_WORD_CAST: TableRule = TableRule {
    id: "fated_hand.last_word_cast",
    system: SystemId::FatedHand,
    group: RuleGroup::Perks,
    title: "Last Word",
    question: "Last Word grants a final spell and speaks of taking the foe along, without \
               saying whether that fells anyone.",
    options: &[
        opt(
            "spell_only",
            "You cast one last spell; the foe falls only if that spell fells it.",
        ),
        opt(
            "takes_foe",
            "The creature that took your last Hit Point also loses one.",
        ),
    ],
    default: "spell_only",
    rule: cite("Perks List › Last Word (A)"),
};

/// Mobile Intellect's leftover movement.
pub static MOBILE_INTELLECT_RESET: TableRule = TableRule {
    id: "fated_hand.mobile_intellect_reset",
    system: SystemId::FatedHand,
    group: RuleGroup::Perks,
    title: "Mobile Intellect",
    question: "Mobile Intellect keeps leftover movement for later turns, yet its own example \
               drops it after a turn without moving; Pacing Thought repeats both.",
    options: &[
        opt(
            "reset_on_still_turn",
            "Follow the example: the count carries over but resets after a turn with no move.",
        ),
        opt(
            "carry_over",
            "Follow the text: leftover tiles carry over however long it takes.",
        ),
    ],
    default: "reset_on_still_turn",
    rule: cite("Perks List › Mobile Intellect"),
};

/// Narrow Flank's garbled geometry.
pub static NARROW_FLANK_GEOMETRY: TableRule = TableRule {
    id: "fated_hand.narrow_flank_geometry",
    system: SystemId::FatedHand,
    group: RuleGroup::Perks,
    title: "Narrow Flank",
    question: "Narrow Flank's wall condition is garbled; only its example is clear.",
    options: &[
        opt(
            "shared_wall",
            "Follow the example: you and the attacker both stand next to the same wall.",
        ),
        opt(
            "in_line",
            "You, the attacker and a wall lie on one straight line, the wall right behind you.",
        ),
    ],
    default: "shared_wall",
    rule: cite("Perks List › Narrow Flank (A)"),
};

/// One-Two's missing limit.
pub static ONE_TWO_LIMIT: TableRule = TableRule {
    id: "fated_hand.one_two_limit",
    system: SystemId::FatedHand,
    group: RuleGroup::Perks,
    title: "One-Two",
    question: "One-Two gives a second attack after an attack with no limit, so the second \
               could set it off again.",
    options: &[
        opt("once_per_turn", "Once per turn."),
        opt(
            "chain",
            "As written: every attack may be followed by another.",
        ),
    ],
    default: "once_per_turn",
    rule: cite("Perks List › One-Two (A)"),
};

/// Play Dead's cleansing.
pub static PLAY_DEAD_CLEANSE: TableRule = TableRule {
    id: "fated_hand.play_dead_cleanse",
    system: SystemId::FatedHand,
    group: RuleGroup::Perks,
    title: "Play Dead cleansing",
    question: "Play Dead cleanses 1 Handicap a turn and likens that to Recovery, which \
               cleanses 2.",
    options: &[
        opt("one_per_turn", "As written: 1 Handicap a turn."),
        opt(
            "as_recovery",
            "Like Recovery: 2 Handicap from one stat each turn.",
        ),
    ],
    default: "one_per_turn",
    rule: cite("Perks List › Play Dead"),
};

/// Press Forward shoving into a creature.
pub static PRESS_FORWARD_COLLISION: TableRule = TableRule {
    id: "fated_hand.press_forward_collision",
    system: SystemId::FatedHand,
    group: RuleGroup::Perks,
    title: "Press Forward collisions",
    question: "When Press Forward shoves a creature into another, the one behind is hurt; \
               whether the shoved one is too is not said.",
    options: &[
        opt("both", "Both creatures take the Handicap."),
        opt("behind_only", "Only the creature behind takes it."),
    ],
    default: "both",
    rule: cite("Perks List › Press Forward (E)(A)"),
};

/// Reckless Abandon's missing limit.
pub static RECKLESS_ABANDON_LIMIT: TableRule = TableRule {
    id: "fated_hand.reckless_abandon_limit",
    system: SystemId::FatedHand,
    group: RuleGroup::Perks,
    title: "Reckless Abandon",
    question: "Reckless Abandon trades a hand card for 1 Handicap with no use limit.",
    options: &[
        opt(
            "unlimited",
            "As written: as often as you like on your turn, 1 Handicap each time.",
        ),
        opt("once_per_turn", "Once per turn."),
    ],
    default: "unlimited",
    rule: cite("Perks List › Reckless Abandon"),
};

/// Which markers are "Sighted tiles".
pub static SIGHTED_MARKERS: TableRule = TableRule {
    id: "fated_hand.sighted_markers",
    system: SystemId::FatedHand,
    group: RuleGroup::Perks,
    title: "Sighted tiles",
    question: "Sighted In places one marker, other perks speak of Sighted tiles in the plural, \
               and Mind Map adds markers that stay.",
    options: &[
        opt(
            "all_markers",
            "Every sighted marker you own is a Sighted tile for your perks.",
        ),
        opt(
            "sighted_in_only",
            "Only the Sighted In marker counts; Mind Map's markers only widen range.",
        ),
    ],
    default: "all_markers",
    rule: cite("Perks List › Sighted In"),
};

/// Sorcerous's extra draw.
pub static SORCEROUS_CHAIN: TableRule = TableRule {
    id: "fated_hand.sorcerous_chain",
    system: SystemId::FatedHand,
    group: RuleGroup::Perks,
    title: "Sorcerous",
    question: "Sorcerous gives another draw when a Reagent of your Star Suit comes up, without \
               saying what is drawn or whether it can repeat.",
    options: &[
        opt(
            "reagent_chain",
            "Draw another Reagent; if it is also of your Star Suit, draw again.",
        ),
        opt(
            "reagent_once",
            "Draw one more Reagent; that draw never sets the perk off again.",
        ),
        opt("hand_card", "Draw a card into your hand instead."),
    ],
    default: "reagent_chain",
    rule: cite("Perks List › Sorcerous"),
};

/// Target Practice: flat or growing.
pub static TARGET_PRACTICE_FLAT: TableRule = TableRule {
    id: "fated_hand.target_practice_flat",
    system: SystemId::FatedHand,
    group: RuleGroup::Perks,
    title: "Target Practice",
    question: "Target Practice rewards attacking the same target again without saying \
               whether the bonus grows.",
    options: &[
        opt(
            "flat",
            "+1 Strike while you keep attacking the same target.",
        ),
        opt(
            "cumulative",
            "+1 Strike for each earlier attack in a row on that target.",
        ),
    ],
    default: "flat",
    rule: cite("Perks List › Target Practice (A)"),
};

/// Whether a Wordless Incantation card still counts for its stat.
pub static WORDLESS_INCANTATION_CARD: TableRule = TableRule {
    id: "fated_hand.wordless_incantation_card",
    system: SystemId::FatedHand,
    group: RuleGroup::Perks,
    title: "Wordless Incantation",
    question: "Wordless Incantation lets a played combat card pay as a Reagent, without saying \
               whether it still counts for its stat.",
    options: &[
        opt(
            "counts_for_both",
            "The card pays one Reagent and still counts for its stat this round.",
        ),
        opt(
            "leaves_slot",
            "The card leaves its slot, and the stat loses its power.",
        ),
    ],
    default: "counts_for_both",
    rule: cite("Perks List › Wordless Incantation (A)"),
};

/// When Dive Tackle's price is paid.
pub static DIVE_TACKLE_COST: TableRule = TableRule {
    id: "fated_hand.dive_tackle_cost",
    system: SystemId::FatedHand,
    group: RuleGroup::Perks,
    title: "Dive Tackle's price",
    question: "Dive Tackle says \"after you use this technique\" the user takes 3 Strike, Defense \
               and Speed Handicap, then describes its +4 Strike attack: the Handicap may come \
               before that attack (and weigh on it) or once it is over.",
    options: &[
        opt(
            "before_attack",
            "The Handicap is paid as the tackle begins, so its Strike Handicap counts against the \
             +4 (the text's order).",
        ),
        opt(
            "after_attack",
            "The tackle's attack is made at full Strike +4; the Handicap comes once it is over.",
        ),
    ],
    default: "before_attack",
    rule: cite("Perks List › Dive Tackle (E)(A)"),
};
