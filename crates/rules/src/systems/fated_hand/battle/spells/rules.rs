//! The magic table rules the spells the engine resolves read, fixed at launch with the other
//! battle rules.

use serde::{Deserialize, Serialize};

use crate::systems::fated_hand::table_rules::{
    BLOOD_SACRIFICE_TIMING, CARD_VALUE_IN_EFFECTS, CONCENTRATION, GAIN_DEFENSE_EQUAL,
    MIRROR_GUARD_PENETRATION, RANDOM_STAT, SPELL_ATTACK_OUTCOME, SPELL_RANGES, SUSTAINED_SPELLS,
    WATCHFUL_DAGGERS_RIPOSTE,
};
use crate::table_rules::TableRuleChoices;

/// When Mirror Guard falls (table rule `fated_hand.mirror_guard_penetration`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum MirrorGuardPenetration {
    /// When an attacker gets through it: none of its stats divides by the card's number.
    #[default]
    Pierced,
    /// When any attack against its bearer succeeds.
    AnySuccess,
}

/// Whether a spell attack's named effect replaces the Hit (table rule
/// `fated_hand.spell_attack_outcome`): Black Dagger, Ka-Pow.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum SpellAttackOutcome {
    /// The named effect takes the place of the Hit.
    #[default]
    NamedReplacesHit,
    /// The Hit lands and the named effect comes on top.
    HitAndEffect,
}

/// Ranges the book does not print (table rule `fated_hand.spell_ranges`): Icicle.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum SpellRanges {
    /// Tablekeep's house ranges (Icicle: 4 tiles with line of sight).
    #[default]
    HouseRanges,
    /// The GM sets the range each cast: the engine checks none.
    GmEachCast,
}

/// "Gain Defense equal to X" (table rule `fated_hand.gain_defense_equal`): Arcane Deflection,
/// Desperate Deflection.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum GainDefense {
    /// X is added to Defense.
    #[default]
    Add,
    /// Defense becomes X unless it is already higher.
    SetMax,
}

/// How long a spell whose Reagents stay out lasts (table rule `fated_hand.sustained_spells`):
/// Protection Ward.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Sustained {
    /// Until the battle ends or the caster falls.
    #[default]
    UntilBattleEnd,
    /// Until the caster's turn ends, like any cast.
    EndOfTurn,
}

/// How random stats are picked (table rule `fated_hand.random_stat`): Petty Hex.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum RandomStat {
    /// Two different stats.
    #[default]
    Distinct,
    /// Each pick on its own: the same stat may come up twice.
    Independent,
}

/// Blood Sacrifice cast in the Planning Phase (table rule `fated_hand.blood_sacrifice_timing`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum BloodSacrificeTiming {
    /// It takes no action in the Planning Phase.
    #[default]
    FreeInPlanning,
    /// It uses up the Primary Action of the caster's coming turn.
    AlwaysPrimary,
}

/// What an effect adding up cards adds (table rule `fated_hand.card_value_in_effects`):
/// Earthquake's "Magic Strike + Sum of Reagents".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum CardValue {
    /// The cards' power, as in skill checks.
    #[default]
    Power,
    /// The numbers on the cards (by table rule `fated_hand.card_rank_numbers`).
    Number,
}

/// The Strike of the Watchful Daggers' magical Riposte (table rule
/// `fated_hand.watchful_daggers_riposte`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum DaggersStrike {
    /// The caster's Magic Strike + 2, like a melee Riposte.
    #[default]
    MagicStrikePlus2,
    /// The caster's Magic Strike alone.
    MagicStrike,
}

/// The readings the spells the engine resolves follow (left out of a stored battle when all are
/// at their defaults, so battles stored before they existed replay to the same state).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct SpellRules {
    /// Whether a spell attack's named effect replaces the Hit.
    pub attack_outcome: SpellAttackOutcome,
    /// Ranges the book does not print.
    pub ranges: SpellRanges,
    /// "Gain Defense equal to X".
    pub gain_defense: GainDefense,
    /// How long a spell whose Reagents stay out lasts.
    pub sustained: Sustained,
    /// How random stats are picked.
    pub random_stat: RandomStat,
    /// Blood Sacrifice in the Planning Phase.
    pub blood_sacrifice: BloodSacrificeTiming,
    /// Any number of Concentration spells may run at once (`fated_hand.concentration`'s
    /// `no_limit`); by default a caster keeps one, and beginning another ends it.
    pub concentration_no_limit: bool,
    /// What an effect adding up cards adds.
    pub card_value: CardValue,
    /// When Mirror Guard falls.
    pub mirror_guard_penetration: MirrorGuardPenetration,
    /// The Watchful Daggers' Strike.
    pub watchful_daggers: DaggersStrike,
}

impl SpellRules {
    /// Whether every reading is at its default.
    pub fn is_default(&self) -> bool {
        *self == SpellRules::default()
    }

    /// The campaign's choices.
    pub fn from_choices(choices: &TableRuleChoices) -> SpellRules {
        SpellRules {
            attack_outcome: if choices.is(&SPELL_ATTACK_OUTCOME, "hit_and_effect") {
                SpellAttackOutcome::HitAndEffect
            } else {
                SpellAttackOutcome::NamedReplacesHit
            },
            ranges: if choices.is(&SPELL_RANGES, "gm_each_cast") {
                SpellRanges::GmEachCast
            } else {
                SpellRanges::HouseRanges
            },
            gain_defense: if choices.is(&GAIN_DEFENSE_EQUAL, "set_max") {
                GainDefense::SetMax
            } else {
                GainDefense::Add
            },
            sustained: if choices.is(&SUSTAINED_SPELLS, "end_of_turn") {
                Sustained::EndOfTurn
            } else {
                Sustained::UntilBattleEnd
            },
            random_stat: if choices.is(&RANDOM_STAT, "independent") {
                RandomStat::Independent
            } else {
                RandomStat::Distinct
            },
            blood_sacrifice: if choices.is(&BLOOD_SACRIFICE_TIMING, "always_primary") {
                BloodSacrificeTiming::AlwaysPrimary
            } else {
                BloodSacrificeTiming::FreeInPlanning
            },
            concentration_no_limit: choices.is(&CONCENTRATION, "no_limit"),
            card_value: if choices.is(&CARD_VALUE_IN_EFFECTS, "number") {
                CardValue::Number
            } else {
                CardValue::Power
            },
            mirror_guard_penetration: if choices.is(&MIRROR_GUARD_PENETRATION, "any_success") {
                MirrorGuardPenetration::AnySuccess
            } else {
                MirrorGuardPenetration::Pierced
            },
            watchful_daggers: if choices.is(&WATCHFUL_DAGGERS_RIPOSTE, "magic_strike") {
                DaggersStrike::MagicStrike
            } else {
                DaggersStrike::MagicStrikePlus2
            },
        }
    }
}
