//! Spell costs as card patterns, and the matcher that finds Reagents to pay them.
//!
//! A cost is a choice of patterns ("Two Clubs, or Three Black Cards"). A pattern is a list of
//! parts; each part asks for `count` distinct cards that each satisfy every predicate of the part,
//! optionally with a constraint on the part's cards as a group ("Three Ascending Cards of the
//! Same Suit"). Cards paying different parts are distinct unless the pattern says they "may be
//! the same card". Card numbers follow table rule `fated_hand.card_rank_numbers` ([`CardNumbering`]):
//! by default Ace 1, 2–10 at face value, Jack 11, Queen 12, King 13.

use serde::{Deserialize, Serialize};

use crate::cards::{Rank, Suit};

/// Whose Star Suit a predicate names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Whose {
    /// The caster's own Star Suit ("your Star Suit").
    Caster,
    /// The Star Suit of the ally the spell is for ("Ally's Star Suit").
    Ally,
    /// The Star Suit of the spell's target ("the Target's Star Suit").
    Target,
}

/// A test one card must pass. Number tests use the card's number (Ace 1 … King 13), never its
/// power.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum CardPred {
    /// Any card.
    Any,
    /// Hearts or Diamonds.
    Red,
    /// Clubs or Spades.
    Black,
    /// One suit.
    Suit(Suit),
    /// Jack, Queen or King.
    Face,
    /// Ace to 10 ("Non-Face").
    NotFace,
    /// An even number (Queen is 12, so even, by the default numbering).
    Even,
    /// An odd number (Ace, Jack and King are odd, by the default numbering).
    Odd,
    /// A prime number: 2, 3, 5, 7, Jack (11), King (13) by the default numbering.
    Prime,
    /// A number strictly greater ("Greater than", "Higher than", "Above").
    Greater(u8),
    /// A number strictly less ("Less than", "Below", "Under").
    Less(u8),
    /// A number from the first to the second, both included unless the table says otherwise
    /// (table rule `fated_hand.spell_cost_between_inclusive`).
    Between(u8, u8),
    /// A card of someone's Star Suit.
    StarSuit(Whose),
    /// One rank ("One Jack", "9 & 10").
    Rank(Rank),
}

/// A constraint on the cards of one part, taken together.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum GroupRule {
    /// All of one suit.
    SameSuit,
    /// No two of one suit.
    DifferentSuits,
    /// Every suit appears at least once.
    OneOfEachSuit,
    /// Consecutive numbers, as many as the part's count; King does not wrap to Ace unless the
    /// table says so (table rule `fated_hand.ascending_cards`).
    Ascending,
    /// Consecutive numbers in one suit (the printed "Straight Flush", five cards).
    StraightFlush,
    /// Every two numbers differ by more than this.
    PairwiseDifferenceGreaterThan(u8),
    /// The highest and lowest numbers differ by at least this.
    SpreadAtLeast(u8),
}

fn one() -> u8 {
    1
}

fn is_one(count: &u8) -> bool {
    *count == 1
}

/// Some cards that all pass the same tests.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CostPart {
    /// How many cards.
    #[serde(default = "one", skip_serializing_if = "is_one")]
    pub count: u8,
    /// Tests every card of the part passes (all of them; empty means any card).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub card: Vec<CardPred>,
    /// Constraints on the part's cards together.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub groups: Vec<GroupRule>,
}

/// Optional additional cards a pattern accepts ("Two or More Cards", "optional: up to two more
/// Black Cards").
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ExtraCards {
    /// Tests each extra card passes (empty means any card).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub card: Vec<CardPred>,
    /// At most this many extra cards; none means no limit.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max: Option<u8>,
}

/// One way to pay a cost.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CostPattern {
    /// The required cards; no parts means the pattern costs no cards.
    #[serde(default)]
    pub parts: Vec<CostPart>,
    /// "(may be the same card)": one card may pay several parts.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub may_share: bool,
    /// Optional additional cards.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub extra: Option<ExtraCards>,
    /// The rulebook's name for this option, when it gives one ("Enlarge", "Reduce").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
}

/// A circumstance that changes what a cost asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum CostCondition {
    /// The creature is summoned onto a Slime tile (Living Slime).
    SummonOnSlime,
    /// Thorns are on the board (Bramblelash).
    ThornsOnBoard,
    /// No Thorns are on the board (Bramblelash).
    NoThornsOnBoard,
    /// The target is willing (Forget).
    TargetWilling,
}

/// A change to one part's count under a condition.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CostAdjustment {
    /// When it applies.
    pub when: CostCondition,
    /// Which pattern (index into `patterns`).
    #[serde(default)]
    pub pattern: u8,
    /// Which part of that pattern.
    #[serde(default)]
    pub part: u8,
    /// Cards added (positive) or removed (negative); the count never drops below 0.
    pub delta: i8,
    /// The rule is printed in the spell's effect text rather than its cost line.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub in_effect_text: bool,
}

/// Something besides cards that a cost needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum CostRequirement {
    /// "and a corpse" (Firewalker).
    Corpse,
}

/// A spell's cost in Reagents.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SpellCost {
    /// The ways to pay; any one of them will do.
    pub patterns: Vec<CostPattern>,
    /// Extra cards (any) per earlier cast in the encounter ("+1 per cumulative use").
    #[serde(default, skip_serializing_if = "is_zero")]
    pub surcharge_per_prior_use: u8,
    /// Conditional changes to part counts.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub adjustments: Vec<CostAdjustment>,
    /// Non-card needs.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub requirements: Vec<CostRequirement>,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// The Star Suits a cost may name. Unknown suits satisfy nothing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct StarSuits {
    /// The caster's.
    #[serde(default)]
    pub caster: Option<Suit>,
    /// The ally's, for spells cast for an ally.
    #[serde(default)]
    pub ally: Option<Suit>,
    /// The target's.
    #[serde(default)]
    pub target: Option<Suit>,
}

impl StarSuits {
    /// Only the caster's Star Suit is known.
    pub fn caster(suit: Suit) -> StarSuits {
        StarSuits {
            caster: Some(suit),
            ..StarSuits::default()
        }
    }

    pub(super) fn of(&self, whose: Whose) -> Option<Suit> {
        match whose {
            Whose::Caster => self.caster,
            Whose::Ally => self.ally,
            Whose::Target => self.target,
        }
    }
}

/// Everything outside the cards that decides whether they pay.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CostContext {
    /// Known Star Suits.
    #[serde(default)]
    pub star_suits: StarSuits,
    /// The caster has The Stars In Retrograde: cards of their Star Suit may count one higher or
    /// lower, and face cards of their Star Suit are wild.
    #[serde(default)]
    pub retrograde: bool,
    /// Earlier casts of this spell in the encounter.
    #[serde(default)]
    pub prior_uses: u8,
    /// The creature is summoned onto a Slime tile.
    #[serde(default)]
    pub summon_on_slime: bool,
    /// Thorns are on the board.
    #[serde(default)]
    pub thorns_on_board: bool,
    /// The target is willing.
    #[serde(default)]
    pub target_willing: bool,
    /// How the cards are numbered (table rule `fated_hand.card_rank_numbers`).
    #[serde(default)]
    pub numbering: CardNumbering,
    /// An ascending run may wrap from the King round to the Ace (table rule
    /// `fated_hand.ascending_cards`).
    #[serde(default)]
    pub runs_wrap: bool,
    /// "Between" leaves out its two end numbers (table rule
    /// `fated_hand.spell_cost_between_inclusive`).
    #[serde(default)]
    pub between_exclusive: bool,
    /// Cards a spell's effect text adds to its printed cost are not asked for (Bramblelash's
    /// two without Thorns, table rule `fated_hand.bramblelash_cost`).
    #[serde(default)]
    pub effect_text_additions_dropped: bool,
}

/// How the cards of a cost are numbered: the rulebook numbers only 2 to 10 (table rule
/// `fated_hand.card_rank_numbers`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum CardNumbering {
    /// Ace 1, Jack 11, Queen 12, King 13.
    #[default]
    AceLow,
    /// The same, but the Ace is 14.
    AceHigh,
    /// Ace 1 and every face card 10.
    FacesTen,
}

impl CardNumbering {
    /// The number of `rank` under this numbering.
    pub const fn number(self, rank: Rank) -> u8 {
        match self {
            CardNumbering::AceHigh if rank.number() == 1 => 14,
            CardNumbering::FacesTen if rank.is_face() => 10,
            _ => rank.number(),
        }
    }

    /// The lowest number and how many numbers there are, for runs that wrap.
    pub(super) const fn circle(self) -> (u8, u8) {
        match self {
            CardNumbering::AceLow => (1, 13),
            CardNumbering::AceHigh => (2, 13),
            CardNumbering::FacesTen => (1, 10),
        }
    }
}

impl CostContext {
    pub(super) fn holds(&self, condition: CostCondition) -> bool {
        match condition {
            CostCondition::SummonOnSlime => self.summon_on_slime,
            CostCondition::ThornsOnBoard => self.thorns_on_board,
            CostCondition::NoThornsOnBoard => !self.thorns_on_board,
            CostCondition::TargetWilling => self.target_willing,
        }
    }
}

/// Which pattern pays, and with which reagents (indices into the offered slice, ascending).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Payment {
    /// Index into [`SpellCost::patterns`].
    pub pattern: usize,
    /// The reagents spent.
    pub cards: Vec<usize>,
}

/// Why a cost's structure is unusable.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("malformed spell cost: {0}")]
pub struct CostShapeError(pub String);

/// The matcher's limits: at most this many reagents are considered, and a part with a group
/// constraint may hold at most [`MAX_GROUP`] cards.
pub const MAX_REAGENTS: usize = 64;
/// See [`MAX_REAGENTS`].
pub const MAX_GROUP: usize = 13;
pub(super) const MAX_PARTS: usize = 8;

impl SpellCost {
    /// A cost of no cards.
    pub fn free() -> SpellCost {
        SpellCost {
            patterns: vec![CostPattern::default()],
            surcharge_per_prior_use: 0,
            adjustments: Vec::new(),
            requirements: Vec::new(),
        }
    }

    /// Whether some pattern needs no cards at all.
    pub fn is_free(&self) -> bool {
        self.patterns.iter().any(|pattern| pattern.parts.is_empty())
    }

    /// Checks the structure: parts and counts the matcher can handle, adjustments that point at
    /// existing parts, "may be the same" only on parts without group constraints.
    pub fn validate(&self) -> Result<(), CostShapeError> {
        let fail = |why: String| Err(CostShapeError(why));
        if self.patterns.is_empty() {
            return fail("no patterns".into());
        }
        for (p, pattern) in self.patterns.iter().enumerate() {
            if pattern.parts.len() + 1 > MAX_PARTS {
                return fail(format!("pattern {p} has too many parts"));
            }
            for part in &pattern.parts {
                if part.count == 0 {
                    return fail(format!("pattern {p} has an empty part"));
                }
                if !part.groups.is_empty() && usize::from(part.count) > MAX_GROUP {
                    return fail(format!("pattern {p} has a group of more than {MAX_GROUP}"));
                }
                if pattern.may_share && !part.groups.is_empty() {
                    return fail(format!("pattern {p} shares cards across a grouped part"));
                }
                if part.groups.contains(&GroupRule::StraightFlush) && part.count != 5 {
                    return fail(format!("pattern {p}: a straight flush is five cards"));
                }
            }
        }
        for adjustment in &self.adjustments {
            let part = self
                .patterns
                .get(usize::from(adjustment.pattern))
                .and_then(|pattern| pattern.parts.get(usize::from(adjustment.part)));
            if part.is_none() {
                return fail("an adjustment points at a missing part".into());
            }
        }
        Ok(())
    }
}
