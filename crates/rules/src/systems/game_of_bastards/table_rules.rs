//! A Game of Bastards' table rules: where the alpha rulebook is silent or doubts itself, a
//! named choice whose default says plainly whether it is the book's (the digest's gap list is
//! the backlog); and its readings, for passages whose reading changes nothing in play.
//!
//! Engine code reads the rules through the functions at the bottom ([`creation_cap`],
//! [`disadvantage_xp_per_level`], [`unstated_max_level`], [`successor_replaces_starting`],
//! [`capital_cash_out_whole`], [`disadvantage_removal_doubles`], [`opposition_is_a_scene`]).

use super::cite;
use crate::table_rules::{Reading, RuleGroup, TableRule, TableRuleChoices, TableRuleOption};
use crate::SystemId;

const fn opt(id: &'static str, label: &'static str) -> TableRuleOption {
    TableRuleOption { id, label }
}

/// The rank-3 cap at creation, which the book's own footnote doubts (digest §11 #24).
pub static CREATION_CAP: TableRule = TableRule {
    id: "game_of_bastards.creation_cap",
    system: SystemId::GameOfBastards,
    group: RuleGroup::Creation,
    title: "No rank above 3 at creation",
    question: "«ii. Points & Costs» forbids any trait, skill or advantage above rank 3 at \
               creation, and its footnote says the line might not be needed: testing would tell.",
    options: &[
        opt(
            "rank_three",
            "As printed: no trait, skill or advantage above rank 3 at creation.",
        ),
        opt(
            "lifted",
            "The footnote's doubt taken up: no creation cap; each advantage's own maximum still \
             holds.",
        ),
    ],
    default: "rank_three",
    rule: cite("ii. Points & Costs"),
};

/// XP for a disadvantage with levels taken at creation (digest §11 #21).
pub static DISADVANTAGE_XP: TableRule = TableRule {
    id: "game_of_bastards.disadvantage_xp",
    system: SystemId::GameOfBastards,
    group: RuleGroup::Creation,
    title: "XP for a disadvantage with levels",
    question: "A disadvantage taken at creation gives \"1 XP for each disadvantage\", yet \
               Addiction has two levels and Bad Reputation stacks to five; the book never says \
               whether each level pays.",
    options: &[
        opt(
            "per_disadvantage",
            "As printed: 1 XP for each disadvantage, whatever its level.",
        ),
        opt(
            "per_level",
            "Not in the book: 1 XP for each level of a disadvantage.",
        ),
    ],
    default: "per_disadvantage",
    rule: cite("ii. Points & Costs"),
};

/// How many levels an advantage whose text gives no number may reach (digest §3.6).
pub static UNSTATED_MAX_LEVEL: TableRule = TableRule {
    id: "game_of_bastards.unstated_max_level",
    system: SystemId::GameOfBastards,
    group: RuleGroup::Creation,
    title: "Advantages with no stated number of levels",
    question: "Ten advantages (Defensive Stance, Interpose, Trip, Aquatic, Discipline, Fervor, \
               Large, Quick-Witted, Hired Hands, Loyal) say nothing of being taken more than \
               once, nor what a second level would add.",
    options: &[
        opt(
            "one",
            "Not in the book: one level, since the text describes no second.",
        ),
        opt(
            "open",
            "Not in the book: no limit of their own; only the creation cap stops them.",
        ),
    ],
    default: "one",
    rule: cite("vi. Advantages"),
};

/// What a killed character's successor starts with (digest errata: §4.1 against §11 #21).
pub static SUCCESSOR_XP: TableRule = TableRule {
    id: "game_of_bastards.successor_xp",
    system: SystemId::GameOfBastards,
    group: RuleGroup::Advancement,
    title: "A killed character's successor",
    question: "«Killed» lets the player build a new character \"using the standard rules and \
               half of the XP accumulated by the late character\": half on top of the standard \
               10 XP, or half instead of them? Nor does it say how to round an odd total.",
    options: &[
        opt(
            "standard_plus_half",
            "The standard 10 XP plus half of all the XP the late character had, rounded down \
             (the rounding is not in the book).",
        ),
        opt(
            "half_instead",
            "Half of all the XP the late character had, rounded down, instead of the standard \
             10 (the rounding is not in the book).",
        ),
    ],
    default: "standard_plus_half",
    rule: cite("Killed"),
};

/// What a Capital level yields when cashed in (digest errata: L211).
pub static CAPITAL_CASH_OUT: TableRule = TableRule {
    id: "game_of_bastards.capital_cash_out",
    system: SystemId::GameOfBastards,
    group: RuleGroup::Advancement,
    title: "Cashing in a level of Capital",
    question: "«Capital» lets a level be sacrificed \"to gain its value (listed below) in Cash \
               on Hand\"; the list gives each level's whole worth, so giving up level 3 ($5,000) \
               for level 2 ($2,500) would pay more than the fall in wealth.",
    options: &[
        opt(
            "level_value",
            "As printed: the level's listed value (level 3 pays $5,000).",
        ),
        opt(
            "step",
            "Not in the book: only what the level adds over the one below (level 3 pays \
             $2,500), so wealth is neither made nor lost.",
        ),
    ],
    default: "level_value",
    rule: cite("Capital"),
};

/// The XP price of removing a disadvantage other than Bad Reputation (digest §4.2).
pub static DISADVANTAGE_REMOVAL: TableRule = TableRule {
    id: "game_of_bastards.disadvantage_removal",
    system: SystemId::GameOfBastards,
    group: RuleGroup::Advancement,
    title: "XP to remove a disadvantage",
    question: "XP may \"remove certain Disadvantages\", but only Bad Reputation has a price (1 \
               XP, then 2, then 4: doubling each time); the others' price is never given.",
    options: &[
        opt(
            "one_xp",
            "Not in the book: 1 XP a level, the price of every other purchase and of Bad \
             Reputation's first removal; Bad Reputation doubles as printed.",
        ),
        opt(
            "doubling",
            "Not in the book: every disadvantage doubles like Bad Reputation, 1 XP, then 2, \
             then 4, counted for each disadvantage apart.",
        ),
    ],
    default: "one_xp",
    rule: cite("vii. Disadvantages"),
};

/// Whether an Opposition's end is also a scene's end for XP (digest §11 #14).
pub static OPPOSITION_XP: TableRule = TableRule {
    id: "game_of_bastards.opposition_xp",
    system: SystemId::GameOfBastards,
    group: RuleGroup::Advancement,
    title: "XP when an Opposition ends",
    question: "A character gains 1 XP at the end of every scene and 1 at the end of every \
               Opposition, and «Shuffling» counts beginning an Opposition as a new scene: does \
               an Opposition's end pay both?",
    options: &[
        opt(
            "own_xp",
            "The Opposition pays its own 1 XP; the scene around it pays its 1 when it ends \
             («Shuffling» speaks of the deck only).",
        ),
        opt(
            "also_a_scene",
            "The Opposition is a scene of its own, so its end pays 2 XP: one as an Opposition, \
             one as a scene.",
        ),
    ],
    default: "own_xp",
    rule: cite("ii. Points & Costs"),
};

/// One table deck or one deck per player (the digest assumes one shared deck; the book never
/// says).
pub static DECK_TOPOLOGY: TableRule = TableRule {
    id: "game_of_bastards.deck_topology",
    system: SystemId::GameOfBastards,
    group: RuleGroup::Battle,
    title: "One table deck or a deck each",
    question: "«Needed Materials» asks for \"2x deck of cards (Jokers included)\" and every \
               draw speaks of \"the deck\", yet the book never says whether the two decks are \
               shuffled together for the table or each player draws from a deck of their own.",
    options: &[
        opt(
            "one_table_deck",
            "Not in the book: both decks, Jokers included (108 cards), shuffled together as one \
             table deck every combatant draws from and discards to.",
        ),
        opt(
            "deck_per_player",
            "Not in the book: each combatant draws from and discards to a deck of their own \
             (52 cards and 2 Jokers); a Joker reshuffles only its own deck.",
        ),
    ],
    default: "one_table_deck",
    rule: cite("Needed Materials"),
};

/// Whether a drawn Joker is replaced by another card (digest §11 #9).
pub static JOKER_REPLACED: TableRule = TableRule {
    id: "game_of_bastards.joker_replaced",
    system: SystemId::GameOfBastards,
    group: RuleGroup::Battle,
    title: "A drawn Joker and the cards owed",
    question: "«ii. Fate Draws» says a player who draws a Joker gains a Wildcard and shuffles \
               the Joker and the discards back into the deck; it does not say whether the draw \
               then goes on so the player still gets the number of cards they were owed.",
    options: &[
        opt(
            "replaced",
            "Not in the book: the draw goes on after the shuffle, so the Joker is replaced and \
             the number of cards drawn stays what the rule asked for.",
        ),
        opt(
            "not_replaced",
            "Not in the book: the Joker counts as one of the cards owed; the player ends up \
             with one card fewer.",
        ),
    ],
    default: "replaced",
    rule: cite("ii. Fate Draws"),
};

/// Who wins a tie when both last cards share a suit (digest §11 #10).
pub static SAME_SUIT_TIE: TableRule = TableRule {
    id: "game_of_bastards.same_suit_tie",
    system: SystemId::GameOfBastards,
    group: RuleGroup::Battle,
    title: "A tie whose last cards share a suit",
    question: "«d. Opposed Draws» breaks a tie by the suit of the last card played (Clubs < \
               Spades < Hearts < Diamonds); with two decks both last cards can be of one suit, \
               and the book does not say who wins then.",
    options: &[
        opt(
            "defender",
            "Not in the book: the defender holds; the action fails.",
        ),
        opt(
            "aggressor",
            "Not in the book: the aggressor wins, by a margin of 0.",
        ),
    ],
    default: "defender",
    rule: cite("d. Opposed Draws"),
};

/// Who acts first between two equal initiative cards (digest §11 #10).
pub static INITIATIVE_TIES: TableRule = TableRule {
    id: "game_of_bastards.initiative_ties",
    system: SystemId::GameOfBastards,
    group: RuleGroup::Battle,
    title: "Equal initiative cards",
    question: "«b. Initiative» has the lowest card act first, and says nothing of two cards of \
               the same value.",
    options: &[
        opt(
            "suit_order",
            "Not in the book: the lower suit acts first, in the tie order of «d. Opposed \
             Draws» (Clubs, Spades, Hearts, Diamonds); then whoever is listed first.",
        ),
        opt(
            "listed_order",
            "Not in the book: whoever is listed first in the Opposition acts first.",
        ),
    ],
    default: "suit_order",
    rule: cite("b. Initiative"),
};

/// What happens when the draw pile is empty (the book only shuffles at a scene's start and on
/// a Joker).
pub static EMPTY_DRAW_PILE: TableRule = TableRule {
    id: "game_of_bastards.empty_draw_pile",
    system: SystemId::GameOfBastards,
    group: RuleGroup::Battle,
    title: "An empty draw pile",
    question: "«Shuffling» shuffles the deck at the beginning of every scene and «ii. Fate \
               Draws» shuffles the discards back when a Joker is drawn; the book never says what \
               happens when a draw finds the deck empty.",
    options: &[
        opt(
            "reshuffle_discards",
            "Not in the book: the discards are shuffled into a new draw pile and the draw goes \
             on.",
        ),
        opt(
            "deck_runs_out",
            "Not in the book: the deck has run out; once it is empty, draws come up short for \
             the rest of the Opposition (a Wildcard buys nothing, a defender with no card plays \
             none); a Joker drawn before then still shuffles the discards back.",
        ),
    ],
    default: "reshuffle_discards",
    rule: cite("Shuffling"),
};

/// Whether a Knocked Out defender adds a trait to a total of no cards.
pub static KNOCKED_OUT_DEFENDER: TableRule = TableRule {
    id: "game_of_bastards.knocked_out_defender",
    system: SystemId::GameOfBastards,
    group: RuleGroup::Battle,
    title: "A Knocked Out defender's total",
    question: "«Knocked Out» says the character \"cannot take actions and may not play any \
               cards\"; it does not say whether a trait is still added when they are attacked.",
    options: &[
        opt(
            "no_trait",
            "Not in the book: no cards and no trait, so the defender's total is 0.",
        ),
        opt(
            "pool_trait",
            "Not in the book: no cards, but the defender still adds their rank in the trait \
             whose pool the attack strikes.",
        ),
    ],
    default: "no_trait",
    rule: cite("f. Player States › Knocked Out"),
};

/// Whether a squad of Extras adds a trait to its total.
pub static EXTRAS_TRAIT: TableRule = TableRule {
    id: "game_of_bastards.extras_trait",
    system: SystemId::GameOfBastards,
    group: RuleGroup::Battle,
    title: "Extras and the trait bonus",
    question: "«Henchmen (Extras)» gives Extras a Power Rating for their skills' rank and their \
               weapon's bonus on attack hands, but no traits; it does not say what, if anything, \
               they add to a draw in a trait's place.",
    options: &[
        opt(
            "no_trait",
            "Not in the book: Extras add no trait; only their cards (and a weapon's bonus when \
             attacking) count.",
        ),
        opt(
            "power_rating",
            "Not in the book: Extras add their Power Rating where a character adds a trait, as \
             Followers are given their Power Rating in any trait.",
        ),
    ],
    default: "no_trait",
    rule: cite("Henchmen (Extras)"),
};

/// How many cards a squad of Extras starts with.
pub static SQUAD_OPENING_HAND: TableRule = TableRule {
    id: "game_of_bastards.squad_opening_hand",
    system: SystemId::GameOfBastards,
    group: RuleGroup::Battle,
    title: "A squad's opening hand",
    question: "«Henchmen (Extras)» lets a squad's members set the most cards it may hold and its \
               Power Rating the cards it draws each turn, but gives it no opening hand: players \
               draw 5 and Followers their Power Rating.",
    options: &[
        opt(
            "members",
            "Not in the book: one card per member, a full hand (and so after a mulligan).",
        ),
        opt(
            "power_rating",
            "Not in the book: as many cards as its Power Rating, like a Follower, but no more \
             than it has members (and so after a mulligan).",
        ),
    ],
    default: "members",
    rule: cite("Henchmen (Extras)"),
};

/// Every Game of Bastards table rule.
pub static ALL: &[&TableRule] = &[
    &CREATION_CAP,
    &DISADVANTAGE_XP,
    &UNSTATED_MAX_LEVEL,
    &SUCCESSOR_XP,
    &CAPITAL_CASH_OUT,
    &DISADVANTAGE_REMOVAL,
    &OPPOSITION_XP,
    &DECK_TOPOLOGY,
    &JOKER_REPLACED,
    &SAME_SUIT_TIE,
    &INITIATIVE_TIES,
    &EMPTY_DRAW_PILE,
    &KNOCKED_OUT_DEFENDER,
    &EXTRAS_TRAIT,
    &SQUAD_OPENING_HAND,
    &super::scene::rules::SKILL_HAND_SCORING,
    &super::scene::rules::FATE_CARD_COUNT,
    &super::scene::rules::FATE_JOKER,
    &super::scene::rules::UNPRICED_ACTIONS,
];

/// Options whose test does not carry the `table_rule_<name>_<option>` name yet: none.
pub static OPTION_TESTS_NOT_YET_NAMED: &[&str] = &[];

/// The Tarot suits' pairing.
pub static TAROT_PAIRS: Reading = Reading {
    id: "game_of_bastards.tarot_pairs",
    system: SystemId::GameOfBastards,
    title: "Which Tarot suit is which",
    text: "«i. Suits» names Cups, Swords, Staves and Coins in another order than the card \
           suits; the trait paragraphs pair them Clubs/Swords, Hearts/Cups, Spades/Staves, \
           Diamonds/Coins. Tablekeep follows the trait paragraphs, though it is not the pairing \
           Tarot decks usually make (Swords with Spades).",
    rule: cite("iii. Traits"),
};

/// Attractive's suit printed as a trait.
pub static ATTRACTIVE_BODY: Reading = Reading {
    id: "game_of_bastards.attractive_body",
    system: SystemId::GameOfBastards,
    title: "Attractive – Body",
    text: "Attractive is printed with the trait Body where every other advantage names a suit. \
           Tablekeep reads it as Clubs, Body's suit.",
    rule: cite("vi. Advantages › Attractive"),
};

/// Study's "cost".
pub static STUDY_COST: Reading = Reading {
    id: "game_of_bastards.study_cost",
    system: SystemId::GameOfBastards,
    title: "Study's cost",
    text: "Study's levels add \"to the cost and multiplier\", but Study costs nothing to use: \
           only its multiplier rises.",
    rule: cite("vi. Advantages › Study"),
};

/// A level adds one to the multiplier.
pub static LEVEL_ADDS_ONE: Reading = Reading {
    id: "game_of_bastards.level_adds_one",
    system: SystemId::GameOfBastards,
    title: "Each level adds to the multiplier",
    text: "Advantages that double a trait at level 1 and add \"to the cost and multiplier\" \
           with each level are read as adding one each time, as Iron Wall counts its own (rank 2 \
           is 2x, 3 is 3x): Dodge doubles Body at level 1, triples it at 2 and quadruples it at \
           3, costing 1, 2 and 3 BP.",
    rule: cite("vi. Advantages"),
};

/// Debt called an advantage.
pub static DEBT_CALLED_ADVANTAGE: Reading = Reading {
    id: "game_of_bastards.debt_called_advantage",
    system: SystemId::GameOfBastards,
    title: "Debt is a disadvantage",
    text: "Debt's text says \"This advantage cannot be removed with XP\"; it is printed among \
           the disadvantages, and Tablekeep lists it there.",
    rule: cite("vii. Disadvantages › Debt"),
};

/// Defense Stance.
pub static DEFENSE_STANCE: Reading = Reading {
    id: "game_of_bastards.defense_stance",
    system: SystemId::GameOfBastards,
    title: "Defense Stance",
    text: "«vi. Advantages» names \"Defense Stance\" among the advantages a specialty can \
           improve; no advantage has that name, and Tablekeep reads it as Defensive Stance.",
    rule: cite("vi. Advantages"),
};

/// Every Game of Bastards reading.
pub static READINGS: &[&Reading] = &[
    &TAROT_PAIRS,
    &ATTRACTIVE_BODY,
    &STUDY_COST,
    &LEVEL_ADDS_ONE,
    &DEBT_CALLED_ADVANTAGE,
    &DEFENSE_STANCE,
];

/// The highest rank creation allows, if any.
pub fn creation_cap(choices: &TableRuleChoices) -> Option<u8> {
    if choices.is(&CREATION_CAP, "lifted") {
        None
    } else {
        Some(3)
    }
}

/// Whether a disadvantage taken at creation pays 1 XP per level (else per disadvantage).
pub fn disadvantage_xp_per_level(choices: &TableRuleChoices) -> bool {
    choices.is(&DISADVANTAGE_XP, "per_level")
}

/// The most levels of an advantage whose text gives no number: one, or no limit of its own.
pub fn unstated_max_level(choices: &TableRuleChoices) -> Option<u8> {
    if choices.is(&UNSTATED_MAX_LEVEL, "open") {
        None
    } else {
        Some(1)
    }
}

/// Whether a successor's half replaces the standard 10 XP (else adds to them).
pub fn successor_replaces_starting(choices: &TableRuleChoices) -> bool {
    choices.is(&SUCCESSOR_XP, "half_instead")
}

/// Whether a cashed-in Capital level pays its whole listed value (else the step over the level
/// below).
pub fn capital_cash_out_whole(choices: &TableRuleChoices) -> bool {
    !choices.is(&CAPITAL_CASH_OUT, "step")
}

/// Whether every disadvantage's removal doubles like Bad Reputation's.
pub fn disadvantage_removal_doubles(choices: &TableRuleChoices) -> bool {
    choices.is(&DISADVANTAGE_REMOVAL, "doubling")
}

/// Whether an Opposition's end also pays a scene's XP.
pub fn opposition_is_a_scene(choices: &TableRuleChoices) -> bool {
    choices.is(&OPPOSITION_XP, "also_a_scene")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rule_is_registered_and_every_reading_cites_game_of_bastards() {
        for rule in ALL {
            assert!(rule.id.starts_with("game_of_bastards."), "{}", rule.id);
            assert_eq!(rule.system, SystemId::GameOfBastards);
            assert!(crate::systems::find_table_rule(rule.id).is_some());
        }
        for reading in READINGS {
            assert!(reading.id.starts_with("game_of_bastards."));
            assert_eq!(reading.rule.system, SystemId::GameOfBastards);
            assert!(crate::systems::find_reading(reading.id).is_some());
        }
    }

    #[test]
    fn the_readings_content_names_exist() {
        for entry in &super::super::content::ADVANTAGES {
            if let Some(reading) = entry.reading {
                assert!(crate::systems::find_reading(reading).is_some(), "{reading}");
            }
        }
    }

    #[test]
    fn a_rule_labelled_not_from_the_book_says_so_in_its_default() {
        for rule in [
            &UNSTATED_MAX_LEVEL,
            &DISADVANTAGE_REMOVAL,
            &DECK_TOPOLOGY,
            &JOKER_REPLACED,
            &SAME_SUIT_TIE,
            &INITIATIVE_TIES,
            &EMPTY_DRAW_PILE,
            &KNOCKED_OUT_DEFENDER,
            &EXTRAS_TRAIT,
            &SQUAD_OPENING_HAND,
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
