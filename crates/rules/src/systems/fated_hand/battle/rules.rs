//! The campaign's table rules that change how a battle runs, fixed at launch so that a battle
//! replays the same even if the campaign switches a rule later.

use serde::{Deserialize, Serialize};

use crate::systems::fated_hand::table_rules::{
    COMBAT_CARD_DISCARD, INITIATIVE_START, NON_CASTER_REAGENTS, RETREAT_QUORUM, TECHNIQUE_TAG,
    THROWN_ARMS,
};
use crate::table_rules::TableRuleChoices;

/// Where the Initiative Countdown starts (table rule `fated_hand.initiative_start`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum InitiativeStart {
    /// At the highest Speed in play.
    #[default]
    HighestSpeed,
    /// At a fixed count; faster creatures act at that count.
    FixedStart,
}

/// Who counts toward a Retreat's quorum (table rule `fated_hand.retreat_quorum`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum RetreatQuorum {
    /// Party members still standing.
    #[default]
    UprightMembers,
    /// Every party member, Incapacitated or not (only standing ones can agree).
    AllMembers,
}

/// What the "(Technique)" tag does (table rule `fated_hand.technique_tag`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum TechniqueTag {
    /// It works like Exclusive.
    #[default]
    AsExclusive,
    /// It is flavour only.
    NoEffect,
}

/// How arms with an Effective Range but no Ranged trait are used (table rule
/// `fated_hand.thrown_arms`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum ThrownArms {
    /// In melee within reach; thrown beyond it, at their Effective Range.
    #[default]
    MeleeOrThrown,
    /// Always like ranged arms at their Effective Range.
    RangedReturning,
}

/// Whether creatures without Reagent lines hold Reagents (table rule
/// `fated_hand.non_caster_reagents`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum NonCasterReagents {
    /// A Reagent Hand of size 0: what Focus draws is discarded at the end of the round.
    #[default]
    SizeZero,
    /// No Reagent Hand: they cannot draw Reagents at all (Focus is refused).
    NoReagents,
}

/// When the round's combat cards go to the discard pile (table rule
/// `fated_hand.combat_card_discard`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum CombatCardDiscard {
    /// At the end of the round.
    #[default]
    RoundEnd,
    /// When the next plan replaces them.
    NextPlanning,
}

/// The battle-relevant table rules in force. The other battle table rules are played at their
/// defaults by this version of the engine.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct BattleRules {
    /// Where the countdown starts.
    pub initiative_start: InitiativeStart,
    /// Who counts toward a Retreat's quorum.
    pub retreat_quorum: RetreatQuorum,
    /// What the "(Technique)" tag does.
    pub technique_tag: TechniqueTag,
    /// How thrown arms are used.
    pub thrown_arms: ThrownArms,
    /// Whether creatures without Reagent lines hold Reagents.
    pub non_caster_reagents: NonCasterReagents,
    /// When the round's combat cards go to the discard pile.
    pub combat_card_discard: CombatCardDiscard,
    /// The readings the perks applied by their own code follow (left out when all are at
    /// their defaults, so battles stored before they existed replay to the same state).
    #[serde(skip_serializing_if = "super::perks::PerkRules::is_default")]
    pub perks: super::perks::PerkRules,
}

/// The count a `fixed_start` countdown begins at (the rule's "15 unless changed").
pub const FIXED_COUNTDOWN_START: i16 = 15;

impl BattleRules {
    /// The campaign's choices for the rules the engine reads.
    pub fn from_choices(choices: &TableRuleChoices) -> BattleRules {
        BattleRules {
            initiative_start: if choices.is(&INITIATIVE_START, "fixed_start") {
                InitiativeStart::FixedStart
            } else {
                InitiativeStart::HighestSpeed
            },
            retreat_quorum: if choices.is(&RETREAT_QUORUM, "all_members") {
                RetreatQuorum::AllMembers
            } else {
                RetreatQuorum::UprightMembers
            },
            technique_tag: if choices.is(&TECHNIQUE_TAG, "no_effect") {
                TechniqueTag::NoEffect
            } else {
                TechniqueTag::AsExclusive
            },
            thrown_arms: if choices.is(&THROWN_ARMS, "ranged_returning") {
                ThrownArms::RangedReturning
            } else {
                ThrownArms::MeleeOrThrown
            },
            non_caster_reagents: if choices.is(&NON_CASTER_REAGENTS, "no_reagents") {
                NonCasterReagents::NoReagents
            } else {
                NonCasterReagents::SizeZero
            },
            combat_card_discard: if choices.is(&COMBAT_CARD_DISCARD, "next_planning") {
                CombatCardDiscard::NextPlanning
            } else {
                CombatCardDiscard::RoundEnd
            },
            perks: super::perks::PerkRules::from_choices(choices),
        }
    }
}
