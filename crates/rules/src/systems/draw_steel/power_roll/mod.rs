//! The power roll and the small rolls around it.
//!
//! A power roll is 2d10 plus a characteristic, read as one of three tiers. This module covers
//! how edges, banes and skills change it ("Edge", "Bane", "Double Edge", "Double Bane",
//! "Skill"), what a natural 19 or 20 does ("Natural 19 or 20", "Critical Hit"), and the rolls
//! built on it: tests and their outcomes ("Test"), assists ("Assist"), project rolls and
//! breakthroughs ("Breakthrough"), and the jump test ("Jump"). It also has the two plain d10
//! rolls: the saving throw ("Saving Throw") and the roll for which side acts first.
//!
//! Two functions compute a roll's tier. [`tier_of`] is the lean one: it allocates nothing,
//! because the combat simulator calls it for every roll of every simulated fight. [`resolve`]
//! reaches the same tier but also writes out the arithmetic and its citations for the GM. A test
//! checks that the two agree on every pair of dice for a sweep of inputs.
//!
//! Tests, assists and the jump test live in `test_table`; project rolls in `project`.
//!
//! The glossary never names the dice. 2d10 is implied by "natural 19 or 20" and by the
//! 11 / 12–16 / 17+ bands of its tables.

use serde::{Deserialize, Serialize};

use super::cite;
use super::words::count;
use crate::citation::{Citation, Explained, Term};
use crate::random::{roll_or_enter, DieRoll, ImpossibleRoll, Rng};

mod project;
mod test_table;
#[cfg(test)]
mod tests;

pub use project::{project_roll, ProjectPoints, ProjectRoll};
pub use test_table::{
    jump_test_extra, test_odds, test_outcome, AssistGrant, TestDifficulty, TestOdds, TestOutcome,
};

/// The number of faces on each of the two power-roll dice.
pub const POWER_DIE_SIDES: u8 = 10;

/// "Ability Roll": a power roll made while using an ability. Skills never apply to it.
pub const ABILITY_ROLL: Citation = cite("Ability Roll");
/// "Test": a power roll the Director calls for, with an easy, medium or hard difficulty.
pub const TEST: Citation = cite("Test");
/// "Respite": a project roll is one of the activities of a respite.
pub const RESPITE: Citation = cite("Respite");
/// "Characteristic": the score added to a power roll.
pub const CHARACTERISTIC: Citation = cite("Characteristic");
/// "Skill": +2 to a test the skill applies to.
pub const SKILL: Citation = cite("Skill");
/// "Edge": +2 to a power roll.
pub const EDGE: Citation = cite("Edge");
/// "Bane": −2 to a power roll.
pub const BANE: Citation = cite("Bane");
/// "Double Edge": two or more edges and no banes raise the tier by one instead of adding 2.
pub const DOUBLE_EDGE: Citation = cite("Double Edge");
/// "Double Bane": two or more banes and no edges lower the tier by one instead of taking 2.
pub const DOUBLE_BANE: Citation = cite("Double Bane");
/// "Natural 19 or 20": the dice alone show 19 or 20, which is always a tier 3 outcome.
pub const NATURAL_19_OR_20: Citation = cite("Natural 19 or 20");
/// "Critical Hit": a natural 19 or 20 on a main action's ability roll grants another main action.
pub const CRITICAL_HIT: Citation = cite("Critical Hit");
/// "Assist": the assister's test gives the helped creature a bane, an edge or a double edge.
pub const ASSIST: Citation = cite("Assist");
/// "Saving Throw": 1d10, 6 or higher ends the effect.
pub const SAVING_THROW: Citation = cite("Saving Throw");
/// The d10 for which side acts first when both sides have creatures that are not surprised.
/// The glossary lost this entry's headword; the name is the digest's reconstruction.
pub const WHO_ACTS_FIRST: Citation = cite("Who Acts First");
/// "Breakthrough": a natural 19 or 20 on a project roll earns another project roll.
pub const BREAKTHROUGH: Citation = cite("Breakthrough");
/// "Jump": the jump test adds 0, 1 or 2 squares of length and height to the baseline jump.
pub const JUMP: Citation = cite("Jump");

/// A d10 result of at least this ends an effect on a saving throw.
pub const SAVE_SUCCEEDS_FROM: u8 = 6;
/// A d10 result of at least this lets the heroes' side act first.
pub const HEROES_FIRST_FROM: u8 = 6;

/// One of the three tier outcomes of a power roll. Tiers order from worst to best.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Tier {
    /// Tier 1: a total of 11 or lower.
    One,
    /// Tier 2: a total of 12 to 16.
    Two,
    /// Tier 3: a total of 17 or higher, or a natural 19 or 20.
    Three,
}

impl Tier {
    /// The three tiers, lowest first.
    pub const ALL: [Tier; 3] = [Tier::One, Tier::Two, Tier::Three];

    /// The tier's number, 1 to 3.
    pub const fn number(self) -> u8 {
        match self {
            Tier::One => 1,
            Tier::Two => 2,
            Tier::Three => 3,
        }
    }

    /// The tier's position in [`Tier::ALL`] and in per-tier arrays (0 to 2).
    pub const fn index(self) -> usize {
        self.number() as usize - 1
    }

    /// The tier a total reaches on its own: 11 or lower, 12–16, 17 or higher.
    pub const fn from_total(total: i32) -> Tier {
        if total <= 11 {
            Tier::One
        } else if total <= 16 {
            Tier::Two
        } else {
            Tier::Three
        }
    }

    /// This tier moved by `steps` tiers, kept within tier 1 to tier 3.
    ///
    /// The glossary has no tier 0 or tier 4, so a double edge on tier 3 stays at tier 3 and a
    /// double bane on tier 1 stays at tier 1 (digest §1.2).
    pub const fn shifted(self, steps: i8) -> Tier {
        let moved = self.number() as i8 + steps;
        if moved <= 1 {
            Tier::One
        } else if moved == 2 {
            Tier::Two
        } else {
            Tier::Three
        }
    }
}

/// What kind of power roll this is; it decides whether a skill applies and whether a natural
/// 19 or 20 is a critical hit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum RollKind {
    /// An ability roll. Skills never apply; a natural 19 or 20 is a critical hit when the
    /// ability is used as a main action, never as a maneuver.
    #[serde(rename_all = "camelCase")]
    Ability {
        /// Whether the ability is used as a main action.
        main_action: bool,
    },
    /// A test: a skill that applies adds 2; never a critical hit.
    Test,
    /// A project roll during a respite: rolled like a test; never a critical hit.
    Project,
}

impl RollKind {
    /// The glossary entry for this kind of roll.
    pub const fn citation(self) -> Citation {
        match self {
            RollKind::Ability { .. } => ABILITY_ROLL,
            RollKind::Test => TEST,
            RollKind::Project => RESPITE,
        }
    }

    /// Whether a skill's +2 may be added to this kind of roll under `rules`.
    pub const fn takes_skill(self, rules: PowerRollRules) -> bool {
        match self {
            RollKind::Ability { .. } => false,
            RollKind::Test => true,
            RollKind::Project => matches!(rules.project_skill, ProjectSkill::Applies),
        }
    }

    /// Whether a natural 19 or 20 on this roll is a critical hit.
    pub const fn can_crit(self) -> bool {
        matches!(self, RollKind::Ability { main_action: true })
    }
}

/// Table rule: how a roll with both edges and banes nets out (digest §1.3, A11).
///
/// The glossary defines only the pure cases (two or more of one and none of the other). Both
/// options agree there, and both leave a roll that has edges and banes short of a double.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum EdgeBaneNetting {
    /// Count at most 2 of each, then let them cancel one for one: 2 edges and 1 bane leave an
    /// edge, 1 edge and 3 banes leave a bane, 2 and 2 leave nothing.
    #[default]
    CapThenCancel,
    /// Any edge and any bane on the same roll cancel everything: the roll has neither.
    MixedCancel,
}

/// Table rule: whether a natural 19 or 20 is applied after a double bane or before it
/// (digest A1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum NaturalOverride {
    /// The natural is applied last: a natural 19 or 20 is tier 3 even with a double bane.
    #[default]
    AfterShift,
    /// The natural sets tier 3 first and a double bane then lowers it to tier 2.
    BeforeShift,
}

/// Table rule: whether a skill's +2 can be added to a project roll. The glossary grants skills
/// to tests and bars them from ability rolls; a project roll is neither.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum ProjectSkill {
    /// A project roll takes a skill that applies, like a test.
    #[default]
    Applies,
    /// A project roll never takes a skill.
    Never,
}

/// The table rules a power roll reads. `Default` is the digest's proposals.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct PowerRollRules {
    /// How mixed edges and banes net out.
    pub netting: EdgeBaneNetting,
    /// When a natural 19 or 20 takes effect relative to a double edge or bane.
    pub natural: NaturalOverride,
    /// Whether skills apply to project rolls.
    pub project_skill: ProjectSkill,
}

impl PowerRollRules {
    /// The digest's proposals, usable in `const` code (equal to `PowerRollRules::default()`).
    pub const DEFAULT: PowerRollRules = PowerRollRules {
        netting: EdgeBaneNetting::CapThenCancel,
        natural: NaturalOverride::AfterShift,
        project_skill: ProjectSkill::Applies,
    };
}

/// What a roll's edges and banes come to once netted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum EdgeBaneNet {
    /// No edge and no bane (or they cancelled).
    None,
    /// One edge: +2.
    Edge,
    /// One bane: −2.
    Bane,
    /// A double edge: no bonus, the tier rises by one.
    DoubleEdge,
    /// A double bane: no penalty, the tier falls by one.
    DoubleBane,
}

impl EdgeBaneNet {
    /// Nets `edges` against `banes` under `netting`.
    pub const fn of(edges: u8, banes: u8, netting: EdgeBaneNetting) -> EdgeBaneNet {
        let (edges, banes) = match netting {
            EdgeBaneNetting::CapThenCancel => {
                let edges = if edges > 2 { 2 } else { edges };
                let banes = if banes > 2 { 2 } else { banes };
                if edges >= banes {
                    (edges - banes, 0)
                } else {
                    (0, banes - edges)
                }
            }
            EdgeBaneNetting::MixedCancel if edges > 0 && banes > 0 => (0, 0),
            EdgeBaneNetting::MixedCancel => (edges, banes),
        };
        match (edges, banes) {
            (0, 0) => EdgeBaneNet::None,
            (1, 0) => EdgeBaneNet::Edge,
            (0, 1) => EdgeBaneNet::Bane,
            (_, 0) => EdgeBaneNet::DoubleEdge,
            _ => EdgeBaneNet::DoubleBane,
        }
    }

    /// What it adds to the total: +2 for an edge, −2 for a bane, nothing otherwise.
    pub const fn bonus(self) -> i32 {
        match self {
            EdgeBaneNet::Edge => 2,
            EdgeBaneNet::Bane => -2,
            EdgeBaneNet::None | EdgeBaneNet::DoubleEdge | EdgeBaneNet::DoubleBane => 0,
        }
    }

    /// How many tiers it moves the outcome: +1 for a double edge, −1 for a double bane.
    pub const fn tier_shift(self) -> i8 {
        match self {
            EdgeBaneNet::DoubleEdge => 1,
            EdgeBaneNet::DoubleBane => -1,
            EdgeBaneNet::None | EdgeBaneNet::Edge | EdgeBaneNet::Bane => 0,
        }
    }

    /// A bane or a double bane: what forbids an opportunity attack ("Opportunity Attack").
    pub const fn is_bane_or_double_bane(self) -> bool {
        matches!(self, EdgeBaneNet::Bane | EdgeBaneNet::DoubleBane)
    }
}

/// Everything a power roll adds to the dice, as the GM or the engine gathered it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PowerRollInput {
    /// Ability roll, test or project roll.
    pub kind: RollKind,
    /// The characteristic score added (−5 to +5 on a valid sheet).
    pub characteristic: i8,
    /// Whether a skill applies; ignored on ability rolls.
    #[serde(default)]
    pub skill: bool,
    /// How many edges apply, before netting.
    #[serde(default)]
    pub edges: u8,
    /// How many banes apply, before netting.
    #[serde(default)]
    pub banes: u8,
    /// A flat adjustment the GM adds; the glossary defines none.
    #[serde(default)]
    pub bonus: i8,
    /// The table rules in force. Set by whoever builds the roll from the table rules that apply
    /// (a campaign's choices, a combat's rules, a roll's own "what if" choices), never read from
    /// a caller's JSON: at the boundary, table rules are named by their ids and options, once.
    #[serde(skip)]
    pub rules: PowerRollRules,
}

impl PowerRollInput {
    /// An ability roll with `characteristic`, as a main action or not.
    pub const fn ability(characteristic: i8, main_action: bool) -> PowerRollInput {
        PowerRollInput::of(RollKind::Ability { main_action }, characteristic, false)
    }

    /// A test with `characteristic`, with or without a skill that applies.
    pub const fn test(characteristic: i8, skill: bool) -> PowerRollInput {
        PowerRollInput::of(RollKind::Test, characteristic, skill)
    }

    /// A project roll with `characteristic`, with or without a skill that applies.
    pub const fn project(characteristic: i8, skill: bool) -> PowerRollInput {
        PowerRollInput::of(RollKind::Project, characteristic, skill)
    }

    const fn of(kind: RollKind, characteristic: i8, skill: bool) -> PowerRollInput {
        PowerRollInput {
            kind,
            characteristic,
            skill,
            edges: 0,
            banes: 0,
            bonus: 0,
            rules: PowerRollRules::DEFAULT,
        }
    }

    /// The same roll with `edges` edges.
    pub const fn with_edges(mut self, edges: u8) -> PowerRollInput {
        self.edges = edges;
        self
    }

    /// The same roll with `banes` banes.
    pub const fn with_banes(mut self, banes: u8) -> PowerRollInput {
        self.banes = banes;
        self
    }

    /// The same roll with the GM's flat `bonus`.
    pub const fn with_bonus(mut self, bonus: i8) -> PowerRollInput {
        self.bonus = bonus;
        self
    }

    /// The same roll under other table rules.
    pub const fn with_rules(mut self, rules: PowerRollRules) -> PowerRollInput {
        self.rules = rules;
        self
    }

    /// The same roll with an assister's grant added to its edges and banes.
    pub const fn with_assist(mut self, grant: AssistGrant) -> PowerRollInput {
        (self.edges, self.banes) = grant.add_to(self.edges, self.banes);
        self
    }

    /// The edges and banes, netted under the roll's table rules.
    pub const fn net(&self) -> EdgeBaneNet {
        EdgeBaneNet::of(self.edges, self.banes, self.rules.netting)
    }

    /// Whether the skill's +2 is added: a skill is flagged and this kind of roll takes it.
    pub const fn skill_counts(&self) -> bool {
        self.skill && self.kind.takes_skill(self.rules)
    }
}

/// The sum of the two dice, before any modifier. The dice must show 1 to 10.
const fn natural_of(dice: [u8; 2]) -> u8 {
    debug_assert!(dice[0] >= 1 && dice[0] <= POWER_DIE_SIDES);
    debug_assert!(dice[1] >= 1 && dice[1] <= POWER_DIE_SIDES);
    dice[0].saturating_add(dice[1])
}

/// The final tier of a roll: the total's tier moved by a double edge or bane, with a natural
/// 19 or 20 applied where the table rule puts it.
const fn final_tier(
    from_total: Tier,
    shift: i8,
    natural_19_20: bool,
    order: NaturalOverride,
) -> Tier {
    match (natural_19_20, order) {
        (false, _) => from_total.shifted(shift),
        (true, NaturalOverride::AfterShift) => Tier::Three,
        (true, NaturalOverride::BeforeShift) => Tier::Three.shifted(shift),
    }
}

/// A roll's tier, and whether it is a critical hit, with no explanation and no allocation.
///
/// `dice` are the two d10 faces, 1 to 10 each. [`resolve`] gives the same tier and critical
/// hit, with the arithmetic written out.
#[inline]
pub const fn tier_of(dice: [u8; 2], input: PowerRollInput) -> (Tier, bool) {
    let natural = natural_of(dice);
    let net = input.net();
    let skill = if input.skill_counts() { 2 } else { 0 };
    let total =
        natural as i32 + input.characteristic as i32 + skill + net.bonus() + input.bonus as i32;
    let natural_19_20 = natural >= 19;
    let tier = final_tier(
        Tier::from_total(total),
        net.tier_shift(),
        natural_19_20,
        input.rules.natural,
    );
    (tier, natural_19_20 && input.kind.can_crit())
}

/// A resolved power roll: the dice, the total with its terms, and the tier with the rule that
/// set it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct PowerRoll {
    /// What kind of roll it was.
    pub kind: RollKind,
    /// The two d10 faces.
    pub dice: [u8; 2],
    /// Their sum, before any modifier.
    pub natural: u8,
    /// The total: natural + characteristic + skill + edge or bane + the GM's bonus.
    pub total: i32,
    /// The edges and banes, netted.
    pub net: EdgeBaneNet,
    /// The tier the total reaches on its own.
    pub tier_from_total: Tier,
    /// That tier moved by a double edge or double bane (a natural 19 or 20 not counted).
    pub tier_after_shift: Tier,
    /// The outcome: the tier after the double shift and the natural 19 or 20.
    pub tier: Tier,
    /// The dice showed 19 or 20.
    pub natural_19_20: bool,
    /// A natural 19 or 20 on a main action's ability roll: the creature gains a main action to
    /// use at once.
    pub critical_hit: bool,
    /// The total with its terms and citations.
    pub explained: Explained,
    /// The rule that decided the tier ("Natural 19 or 20", "Double Edge", or the roll's own).
    pub tier_rule: Citation,
}

/// Resolves a power roll with its explanation. `dice` are the two d10 faces, 1 to 10 each.
///
/// Allocates only to build the explanation; the simulator calls [`tier_of`] instead.
pub fn resolve(dice: [u8; 2], input: PowerRollInput) -> PowerRoll {
    let natural = natural_of(dice);
    let net = input.net();
    let mut terms = Vec::with_capacity(5);
    let mut notes = Vec::new();
    terms.push(Term {
        label: "2d10 (natural)".to_owned(),
        value: i32::from(natural),
        rule: NATURAL_19_OR_20,
    });
    terms.push(Term {
        label: "Characteristic".to_owned(),
        value: i32::from(input.characteristic),
        rule: CHARACTERISTIC,
    });
    if input.skill {
        if input.skill_counts() {
            terms.push(Term {
                label: "Skill".to_owned(),
                value: 2,
                rule: SKILL,
            });
        } else if let RollKind::Ability { .. } = input.kind {
            notes.push("A skill never applies to an ability roll, so it adds nothing.".to_owned());
        } else {
            notes.push(
                "Table rule (project skill): skills do not apply to project rolls, so it adds \
                 nothing."
                    .to_owned(),
            );
        }
    }
    match net {
        EdgeBaneNet::None => {}
        EdgeBaneNet::Edge => terms.push(Term {
            label: "Edge".to_owned(),
            value: 2,
            rule: EDGE,
        }),
        EdgeBaneNet::Bane => terms.push(Term {
            label: "Bane".to_owned(),
            value: -2,
            rule: BANE,
        }),
        EdgeBaneNet::DoubleEdge => terms.push(Term {
            label: "Double edge (no bonus; the tier rises by one)".to_owned(),
            value: 0,
            rule: DOUBLE_EDGE,
        }),
        EdgeBaneNet::DoubleBane => terms.push(Term {
            label: "Double bane (no penalty; the tier falls by one)".to_owned(),
            value: 0,
            rule: DOUBLE_BANE,
        }),
    }
    if input.edges > 0 && input.banes > 0 {
        let how = match input.rules.netting {
            EdgeBaneNetting::CapThenCancel => {
                "at most 2 of each count, then they cancel one for one"
            }
            EdgeBaneNetting::MixedCancel => "any edge and any bane cancel each other entirely",
        };
        notes.push(format!(
            "{} and {} net to {} (table rule: {how}).",
            count(input.edges, "edge", "edges"),
            count(input.banes, "bane", "banes"),
            net_name(net),
        ));
    }
    if input.bonus != 0 {
        terms.push(Term {
            label: "GM adjustment".to_owned(),
            value: i32::from(input.bonus),
            rule: input.kind.citation(),
        });
    }
    let mut explained = Explained::sum(input.kind.citation(), terms);
    let total = explained.value;

    let natural_19_20 = natural >= 19;
    let tier_from_total = Tier::from_total(total);
    let tier_after_shift = tier_from_total.shifted(net.tier_shift());
    let tier = final_tier(
        tier_from_total,
        net.tier_shift(),
        natural_19_20,
        input.rules.natural,
    );
    let tier_rule = if natural_19_20 && tier == Tier::Three {
        NATURAL_19_OR_20
    } else {
        match net {
            EdgeBaneNet::DoubleEdge => DOUBLE_EDGE,
            EdgeBaneNet::DoubleBane => DOUBLE_BANE,
            _ => input.kind.citation(),
        }
    };
    if natural_19_20 {
        notes.push(match (net, input.rules.natural) {
            (EdgeBaneNet::DoubleBane, NaturalOverride::AfterShift) => {
                "Natural 19 or 20: tier 3 whatever the total; the double bane cannot lower it \
                 (table rule: the natural applies last)."
                    .to_owned()
            }
            (EdgeBaneNet::DoubleBane, NaturalOverride::BeforeShift) => {
                "Natural 19 or 20: tier 3, then lowered by the double bane (table rule: the \
                 natural applies first)."
                    .to_owned()
            }
            _ => "Natural 19 or 20: tier 3 whatever the total.".to_owned(),
        });
    } else if net.tier_shift() != 0 && tier_after_shift == tier_from_total {
        notes.push(format!(
            "Already tier {}: tiers run from 1 to 3, so the {} leaves it there.",
            tier.number(),
            net_name(net),
        ));
    }
    let critical_hit = natural_19_20 && input.kind.can_crit();
    if critical_hit {
        notes.push(
            "Critical hit: the creature gains another main action, to be used at once.".to_owned(),
        );
    }
    explained.notes = notes;
    PowerRoll {
        kind: input.kind,
        dice,
        natural,
        total,
        net,
        tier_from_total,
        tier_after_shift,
        tier,
        natural_19_20,
        critical_hit,
        explained,
        tier_rule,
    }
}

/// The net in the GM's words.
const fn net_name(net: EdgeBaneNet) -> &'static str {
    match net {
        EdgeBaneNet::None => "nothing",
        EdgeBaneNet::Edge => "an edge",
        EdgeBaneNet::Bane => "a bane",
        EdgeBaneNet::DoubleEdge => "double edge",
        EdgeBaneNet::DoubleBane => "double bane",
    }
}

/// Rolls the two power-roll d10s, or takes the faces the GM entered after checking each is
/// 1 to 10.
pub fn roll_dice(rng: &mut Rng, entered: Option<[u8; 2]>) -> Result<[DieRoll; 2], ImpossibleRoll> {
    let [first, second] = match entered {
        Some([a, b]) => [Some(a), Some(b)],
        None => [None, None],
    };
    Ok([
        roll_or_enter(rng, POWER_DIE_SIDES, first)?,
        roll_or_enter(rng, POWER_DIE_SIDES, second)?,
    ])
}

/// The faces of two rolled dice, as [`resolve`] and [`tier_of`] take them.
pub const fn faces(dice: [DieRoll; 2]) -> [u8; 2] {
    [dice[0].value, dice[1].value]
}

/// Calls `each` with every one of the 100 ordered outcomes of 2d10.
fn every_pair_of_dice(mut each: impl FnMut([u8; 2])) {
    for first in 1..=POWER_DIE_SIDES {
        for second in 1..=POWER_DIE_SIDES {
            each([first, second]);
        }
    }
}

/// The exact chance of each tier for a roll, out of the 100 equally likely outcomes of 2d10.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct TierOdds {
    /// How many of the 100 outcomes reach tier 1, 2 and 3.
    pub counts: [u8; 3],
    /// The same as percentages.
    pub percent: [f32; 3],
}

impl TierOdds {
    /// How many of the 100 outcomes reach `tier`.
    pub const fn count(&self, tier: Tier) -> u8 {
        self.counts[tier.index()]
    }
}

/// The exact odds of each tier for `input`, counting all 100 ordered outcomes of 2d10 (so
/// natural 19 and 20 and the double edge and bane shifts are included).
pub fn tier_odds(input: PowerRollInput) -> TierOdds {
    let mut counts = [0u8; 3];
    every_pair_of_dice(|dice| counts[tier_of(dice, input).0.index()] += 1);
    // Each outcome is one of 100, so a count is also its percentage.
    TierOdds {
        counts,
        percent: counts.map(f32::from),
    }
}

/// A saving throw ("Saving Throw"): the d10 `die` ends the effect on 6 or higher.
pub const fn saving_throw(die: u8) -> bool {
    die >= SAVE_SUCCEEDS_FROM
}

/// The d10 for which side acts first when both sides have creatures that are not surprised:
/// 6 or higher, the heroes' side.
pub const fn heroes_act_first(die: u8) -> bool {
    die >= HEROES_FIRST_FROM
}
