//! Lytharian Chess's table rules: where the book is silent or its illustration is lost, a
//! named choice whose default says plainly whether it is the book's.
//!
//! Engine code reads them through [`deck_rules`] (army and deck legality) and
//! [`board_rules`] (move generation and attack squares) and [`match_rules`] (the match
//! engine: a turn with no legal move, mana past 15, protection, the bonus mana), which turn a
//! campaign's choices into the plain settings those take.

use super::cards::Element;
use super::cite;
use crate::table_rules::{RuleGroup, TableRule, TableRuleChoices, TableRuleOption};
use crate::SystemId;

const fn opt(id: &'static str, label: &'static str) -> TableRuleOption {
    TableRuleOption { id, label }
}

/// Which elements are opposites, which a Standard deck may not mix (digest A10).
pub static ELEMENTAL_OPPOSITES: TableRule = TableRule {
    id: "lytharian_chess.elemental_opposites",
    system: SystemId::LytharianChess,
    group: RuleGroup::Magic,
    title: "Opposite elements",
    question: "«Getting Started» forbids elemental opposite spells in one deck \"as shown in \
               Illustration C\", and the illustration is missing: the book never names the \
               pairs.",
    options: &[
        opt(
            "fire_water_air_earth",
            "A guess, not in the book: Fire against Water and Air against Earth.",
        ),
        opt(
            "fire_air_earth_water",
            "A guess, not in the book: Fire against Air and Earth against Water.",
        ),
        opt(
            "fire_earth_air_water",
            "A guess, not in the book: Fire against Earth and Air against Water.",
        ),
        opt(
            "custom",
            "The pairs the GM enters from the illustration in their own copy.",
        ),
        opt(
            "none",
            "Not in the book: no pairs are opposites, so any elements may share a deck.",
        ),
    ],
    default: "fire_water_air_earth",
    rule: cite("Getting Started"),
};

/// When an army counts as good, evil or neutral for the Life and Death spells (digest A12).
pub static ARMY_ALIGNMENT: TableRule = TableRule {
    id: "lytharian_chess.army_alignment",
    system: SystemId::LytharianChess,
    group: RuleGroup::Creation,
    title: "A good, evil or neutral army",
    question: "«Getting Started» bars Life spells from evil armies and Death spells from good \
               ones, and lets neutral armies use one or the other, but never says what makes an \
               army good, evil or neutral when it mixes aligned and neutral troops.",
    options: &[
        opt(
            "any_aligned_troop",
            "Not in the book: one good troop makes the army good, one evil troop makes it \
             evil; only an army of neutral troops is neutral.",
        ),
        opt(
            "every_troop",
            "Not in the book: the army is good or evil only when every troop is; any mix with \
             neutral troops is a neutral army.",
        ),
    ],
    default: "any_aligned_troop",
    rule: cite("Getting Started"),
};

/// Whether Chaos mode keeps the deck's minimum size.
pub static CHAOS_DECK_MINIMUM: TableRule = TableRule {
    id: "lytharian_chess.chaos_deck_minimum",
    system: SystemId::LytharianChess,
    group: RuleGroup::Creation,
    title: "Deck size in Chaos mode",
    question: "«Modes of Play» says Chaos mode \"uses none of the restrictions\" and allows \
               \"any ... number of spells\"; whether that lifts the 50-card minimum or only the \
               copy limits is not said.",
    options: &[
        opt(
            "no_minimum",
            "As the words read: Chaos uses none of the restrictions, the minimum included.",
        ),
        opt(
            "keep_minimum",
            "Not in the book's words: Chaos lifts the copy limits and keeps the minimum (50, \
             or 40 in a Battle Duel).",
        ),
    ],
    default: "no_minimum",
    rule: cite("Modes of Play"),
};

/// The knight's moves: the forward ones the text lists, or all eight (digest A3).
pub static KNIGHT_MOVES: TableRule = TableRule {
    id: "lytharian_chess.knight_moves",
    system: SystemId::LytharianChess,
    group: RuleGroup::Battle,
    title: "Knight moves",
    question: "«Troop Movement» lists only forward L moves (1 forward and 2 across, or 2 \
               forward and 1 across); the movement diagram is lost, and troops \"represent \
               traditional chess pieces\", whose knights also move back.",
    options: &[
        opt(
            "all_eight",
            "Not in the text's words: all eight L moves, as a chess knight moves.",
        ),
        opt(
            "forward_only",
            "As the text lists them: the four forward L moves only.",
        ),
    ],
    default: "all_eight",
    rule: cite("Troop Movement"),
};

/// Which adjacent squares a knight attacks (digest A4).
pub static KNIGHT_ATTACKS: TableRule = TableRule {
    id: "lytharian_chess.knight_attacks",
    system: SystemId::LytharianChess,
    group: RuleGroup::Battle,
    title: "Where a knight attacks",
    question: "«Combat Overview» has a troop attack an adjacent enemy \"in the direction they \
               can move\", but a knight never moves to an adjacent square; the book does not \
               say which neighbours it attacks.",
    options: &[
        opt(
            "any_adjacent",
            "Not in the book: a knight attacks any of the 8 squares around it.",
        ),
        opt(
            "orthogonal",
            "Not in the book: a knight attacks the 4 squares beside, ahead and behind it, \
             where each of its L moves begins.",
        ),
    ],
    default: "any_adjacent",
    rule: cite("Combat Overview"),
};

/// A turn in which no troop can move (digest A15).
pub static NO_LEGAL_MOVE: TableRule = TableRule {
    id: "lytharian_chess.no_legal_move",
    system: SystemId::LytharianChess,
    group: RuleGroup::Battle,
    title: "A turn with no legal move",
    question: "«Phases of a Turn» says \"The active player must move a troop every turn\", and \
               never says what happens when none of their troops can move.",
    options: &[
        opt(
            "end_without_moving",
            "Not in the book: the turn may end without a move when no troop can move.",
        ),
        opt(
            "loses_match",
            "Not in the book: a player who cannot move a troop on their turn loses the match.",
        ),
    ],
    default: "end_without_moving",
    rule: cite("Phases of a Turn"),
};

/// What happens to mana gained above the counter's 15 (digest A8).
pub static MANA_ABOVE_15: TableRule = TableRule {
    id: "lytharian_chess.mana_above_15",
    system: SystemId::LytharianChess,
    group: RuleGroup::Magic,
    title: "Mana above 15",
    question: "«Phases of a Turn» lets a player charge the obelisk when mana \"reaches 15\" \
               and resets it to 1, but never says what becomes of mana gained past 15 by a \
               player who does not charge.",
    options: &[
        opt(
            "lost",
            "Not in the book: the counter stops at 15 and any mana past it is lost.",
        ),
        opt(
            "kept",
            "Not in the book: mana past 15 is kept and may be spent; charging the obelisk \
             still resets the counter to 1.",
        ),
    ],
    default: "lost",
    rule: cite("Phases of a Turn"),
};

/// How a protection spell's prevention counts (digest A1).
pub static PROTECTION: TableRule = TableRule {
    id: "lytharian_chess.protection",
    system: SystemId::LytharianChess,
    group: RuleGroup::Magic,
    title: "Protection spells",
    question: "«Combat Spellcasting: Fast Cast Spells (damage and protection)» has Powered \
               Light Guard \"prevent 3 damage\" and never says whether that is 3 from each \
               damage instance or 3 in all; its Zuk Gar and Elder Tikka example only adds up to \
               the printed 3 damage when it is per instance.",
    options: &[
        opt(
            "per_instance",
            "Not in the book's words, read from its example: the protection comes off each \
             damage instance until the combat ends.",
        ),
        opt(
            "pool",
            "Not in the book: the protection is one pool that damage uses up (the Zuk Gar \
             example then gives Elder Tikka 5 damage, not the printed 3).",
        ),
    ],
    default: "per_instance",
    rule: cite("Combat Spellcasting: Fast Cast Spells (damage and protection)"),
};

/// Where the weaker army's bonus mana goes (digest A9).
pub static BONUS_MANA: TableRule = TableRule {
    id: "lytharian_chess.bonus_mana",
    system: SystemId::LytharianChess,
    group: RuleGroup::Magic,
    title: "The weaker army's bonus mana",
    question: "«Getting Started» calls the power difference divided by 5 \"the bonus mana the \
               player with the lower army power score starts with\", and «Board Setup» sets \
               every mana counter on 1; whether the bonus is added to that 1 or replaces it is \
               not said.",
    options: &[
        opt(
            "added_to_counter",
            "Not in the book: the bonus is added to the counter's 1 at the start (up to 15).",
        ),
        opt(
            "instead_of_counter",
            "Not in the book: the weaker army's counter starts on the bonus instead of on 1.",
        ),
    ],
    default: "added_to_counter",
    rule: cite("Getting Started"),
};

/// Every Lytharian Chess table rule.
pub static ALL: &[&TableRule] = &[
    &ELEMENTAL_OPPOSITES,
    &ARMY_ALIGNMENT,
    &CHAOS_DECK_MINIMUM,
    &KNIGHT_MOVES,
    &KNIGHT_ATTACKS,
    &NO_LEGAL_MOVE,
    &MANA_ABOVE_15,
    &PROTECTION,
    &BONUS_MANA,
];

/// Options whose test does not carry the `table_rule_<name>_<option>` name yet: none.
pub static OPTION_TESTS_NOT_YET_NAMED: &[&str] = &[];

/// How the army is classed for the Life and Death spells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AlignmentBasis {
    /// One aligned troop aligns the army.
    AnyAlignedTroop,
    /// Only a wholly good or evil army is aligned.
    EveryTroop,
}

/// The deck and army settings the table rules give.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeckRules {
    /// The pairs of elements a Standard deck may not mix.
    pub opposites: Vec<(Element, Element)>,
    /// How the army is classed.
    pub alignment: AlignmentBasis,
    /// Whether Chaos keeps the minimum deck size.
    pub chaos_keeps_minimum: bool,
}

/// The deck settings in force: `gm_pairs` are the opposites the GM entered, read when the
/// campaign chose `custom`.
pub fn deck_rules(choices: &TableRuleChoices, gm_pairs: &[(Element, Element)]) -> DeckRules {
    use Element::{Air, Earth, Fire, Water};
    let opposites = match choices.option(&ELEMENTAL_OPPOSITES) {
        "fire_air_earth_water" => vec![(Fire, Air), (Earth, Water)],
        "fire_earth_air_water" => vec![(Fire, Earth), (Air, Water)],
        "custom" => gm_pairs.to_vec(),
        "none" => Vec::new(),
        _ => vec![(Fire, Water), (Air, Earth)],
    };
    DeckRules {
        opposites,
        alignment: if choices.is(&ARMY_ALIGNMENT, "every_troop") {
            AlignmentBasis::EveryTroop
        } else {
            AlignmentBasis::AnyAlignedTroop
        },
        chaos_keeps_minimum: choices.is(&CHAOS_DECK_MINIMUM, "keep_minimum"),
    }
}

impl Default for DeckRules {
    fn default() -> Self {
        deck_rules(&TableRuleChoices::default(), &[])
    }
}

/// Which neighbours a knight attacks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KnightAttacks {
    /// All 8.
    AnyAdjacent,
    /// The 4 orthogonal ones.
    Orthogonal,
}

/// The board settings the table rules give.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardRules {
    /// Whether a knight moves only forward.
    pub knight_forward_only: bool,
    /// Which neighbours a knight attacks.
    pub knight_attacks: KnightAttacks,
}

/// The board settings in force.
pub fn board_rules(choices: &TableRuleChoices) -> BoardRules {
    BoardRules {
        knight_forward_only: choices.is(&KNIGHT_MOVES, "forward_only"),
        knight_attacks: if choices.is(&KNIGHT_ATTACKS, "orthogonal") {
            KnightAttacks::Orthogonal
        } else {
            KnightAttacks::AnyAdjacent
        },
    }
}

impl Default for BoardRules {
    fn default() -> Self {
        board_rules(&TableRuleChoices::default())
    }
}

/// The match settings the table rules give, worked out once per command from the match's
/// choices so the engine's loops read plain fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatchRules {
    /// Whether a player who cannot move on their turn loses instead of ending it unmoved.
    pub stuck_player_loses: bool,
    /// The most mana a player holds: the counter's 15, or (mana kept past it) as much as
    /// the engine can count.
    pub mana_cap: u8,
    /// Whether protection is one pool used up by damage instead of coming off each instance.
    pub protection_is_pool: bool,
    /// Whether the weaker army's counter starts on its bonus instead of on 1 plus the bonus.
    pub bonus_replaces_counter: bool,
}

/// The match settings in force.
pub fn match_rules(choices: &TableRuleChoices) -> MatchRules {
    MatchRules {
        stuck_player_loses: choices.is(&NO_LEGAL_MOVE, "loses_match"),
        mana_cap: if choices.is(&MANA_ABOVE_15, "kept") {
            u8::MAX
        } else {
            super::game::MANA_TOP
        },
        protection_is_pool: choices.is(&PROTECTION, "pool"),
        bonus_replaces_counter: choices.is(&BONUS_MANA, "instead_of_counter"),
    }
}

impl Default for MatchRules {
    fn default() -> Self {
        match_rules(&TableRuleChoices::default())
    }
}
