//! The table rules scenes read, where the book is silent or says two things: how a skill hand
//! scores and how many cards Fate plays («ii. Fate Draws»: the rule and the Carlton example
//! disagree), who gains by a Joker Fate draws, and what Banditos! and Rough Weather cost where
//! the place does not make them free. Registered in the system's list
//! ([`super::super::table_rules::ALL`]); each default says whether it is the book's.

use super::super::cite;
use crate::table_rules::{RuleGroup, TableRule, TableRuleChoices, TableRuleOption};
use crate::SystemId;

const fn opt(id: &'static str, label: &'static str) -> TableRuleOption {
    TableRuleOption { id, label }
}

/// What a skill hand scores in a Fate Draw (digest §11 #1 and its errata).
pub static SKILL_HAND_SCORING: TableRule = TableRule {
    id: "game_of_bastards.skill_hand_scoring",
    system: SystemId::GameOfBastards,
    group: RuleGroup::Checks,
    title: "What a skill hand scores",
    question: "«ii. Fate Draws» adds the trait \"to the card they choose to play from that \
               hand\", and its Carlton example compares one card (a 9) with the Dealer's Jack; \
               yet the Fate Draw's steps bet card after card, as if the cards played were \
               added up.",
    options: &[
        opt(
            "one_card",
            "As the Skill Hand sentence and the Carlton example: each side scores the one best \
             card it plays; the player adds the trait (and a specialty) to it.",
        ),
        opt(
            "sum",
            "Not in the book: each side scores every card it plays, added up, as the betting \
             steps suggest; the player adds the trait (and a specialty).",
        ),
    ],
    default: "one_card",
    rule: cite("ii. Fate Draws"),
};

/// How many cards Fate plays against a skill hand (digest §5.3).
pub static FATE_CARD_COUNT: TableRule = TableRule {
    id: "game_of_bastards.fate_card_count",
    system: SystemId::GameOfBastards,
    group: RuleGroup::Checks,
    title: "How many cards Fate plays",
    question: "«ii. Fate Draws» has Fate play \"the same number of cards as the player's \
               skill\"; its Carlton example has the Dealer draw 3 cards, \"6 minus Carlton's \
               Mind of 3\", where his skill is 2.",
    options: &[
        opt(
            "skill_rank",
            "As the rule is printed: as many cards as the player's skill rank, and one more for \
             each level of difficulty.",
        ),
        opt(
            "six_minus_trait",
            "As the Carlton example counts: 6 minus the trait the player adds (none below 0), \
             and one more for each level of difficulty.",
        ),
    ],
    default: "skill_rank",
    rule: cite("ii. Fate Draws › Example"),
};

/// Who gains by a Joker Fate draws (digest §11 #9).
pub static FATE_JOKER: TableRule = TableRule {
    id: "game_of_bastards.fate_joker",
    system: SystemId::GameOfBastards,
    group: RuleGroup::Checks,
    title: "A Joker in Fate's cards",
    question: "«ii. Fate Draws» gives a Wildcard to \"a player\" who draws a Joker; Fate's cards \
               come from the top of the deck, played by \"the player representing the arm of \
               Fate\", and the book does not say whether that player gains.",
    options: &[
        opt(
            "nobody",
            "Not in the book: nobody gains; the Joker is shuffled back like any other.",
        ),
        opt(
            "fate_player",
            "Not in the book: the player who plays Fate for the draw, when the GM names one, \
             gains the Wildcard.",
        ),
    ],
    default: "nobody",
    rule: cite("ii. Fate Draws"),
};

/// What Banditos! and Rough Weather cost where the place does not make them free (digest §11
/// #12).
pub static UNPRICED_ACTIONS: TableRule = TableRule {
    id: "game_of_bastards.unpriced_actions",
    system: SystemId::GameOfBastards,
    group: RuleGroup::Checks,
    title: "The price of Banditos! and Rough Weather",
    question: "«i. Indirect Actions» prices most actions in Wildcards but gives Banditos! and \
               Rough Weather no price, though Dangerous Areas and Enroute scenes let them be \
               used \"without spending a Wildcard\", as if they otherwise cost one.",
    options: &[
        opt(
            "one_wildcard",
            "Not in the book: 1 Wildcard each, like Involve and Reinforce, except where the \
             place makes them free.",
        ),
        opt(
            "free",
            "Not in the book: free everywhere, since no price is printed.",
        ),
    ],
    default: "one_wildcard",
    rule: cite("i. Indirect Actions"),
};

/// Whether each side's hand scores its one best card (else the sum of the cards played).
pub fn skill_hand_sums(choices: &TableRuleChoices) -> bool {
    choices.is(&SKILL_HAND_SCORING, "sum")
}

/// Whether Fate plays 6 − trait cards (else the skill's rank), before difficulty.
pub fn fate_plays_six_minus_trait(choices: &TableRuleChoices) -> bool {
    choices.is(&FATE_CARD_COUNT, "six_minus_trait")
}

/// Whether the player who plays Fate gains by Fate's Jokers.
pub fn fate_player_gains_jokers(choices: &TableRuleChoices) -> bool {
    choices.is(&FATE_JOKER, "fate_player")
}

/// Wildcards Banditos! and Rough Weather cost where the place does not make them free.
pub fn unpriced_action_cost(choices: &TableRuleChoices) -> u8 {
    u8::from(!choices.is(&UNPRICED_ACTIONS, "free"))
}
