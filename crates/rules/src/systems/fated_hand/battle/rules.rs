//! The campaign's table rules that change how a battle runs, fixed at launch so that a battle
//! replays the same even if the campaign switches a rule later.

use serde::{Deserialize, Serialize};

use super::loop_rules::{
    EngagementBreaks, EngagementIncapacitation, EnterIncapacitatedTile, HeldTurns, InitiativeTies,
    RiposteChains, StealthDetails,
};
use crate::systems::fated_hand::table_rules::{
    COMBAT_CARD_DISCARD, ENGAGEMENT_BREAKS, ENGAGEMENT_INCAPACITATION, ENTER_INCAPACITATED_TILE,
    HELD_TURNS, INITIATIVE_START, INITIATIVE_TIES, MOBILE_INTELLECT_RESET, NON_CASTER_REAGENTS,
    ONE_TWO_LIMIT, RELOAD_COST, RETREAT_QUORUM, RIPOSTE_CHAINS, SIGHTED_MARKERS, SORCEROUS_CHAIN,
    STAT_DIFFERENCE_SIGNED, STEALTH_DETAILS, TECHNIQUE_TAG, THROWN_ARMS,
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

/// Whether Mobile Intellect's leftover tiles survive a turn without moving (table rule
/// `fated_hand.mobile_intellect_reset`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum MobileIntellectReset {
    /// As the perk's example: the count resets after a turn with no move.
    #[default]
    ResetOnStillTurn,
    /// As the perk's text: leftover tiles carry over however long it takes.
    CarryOver,
}

/// What Sorcerous's extra draw is (table rule `fated_hand.sorcerous_chain`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum SorcerousChain {
    /// Another Reagent, which may set the perk off again.
    #[default]
    ReagentChain,
    /// One more Reagent that never sets it off again.
    ReagentOnce,
    /// A card into the hand instead.
    HandCard,
}

/// How often One-Two's second Attack comes (table rule `fated_hand.one_two_limit`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum OneTwoLimit {
    /// Once per turn.
    #[default]
    OncePerTurn,
    /// Every Attack may be followed by another.
    Chain,
}

/// Whose stat must be ahead in a stat difference (table rule
/// `fated_hand.stat_difference_signed`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum StatDifference {
    /// The perk holder's stat minus the other's.
    #[default]
    Signed,
    /// The size of the gap, either way.
    Absolute,
}

/// Which sighted markers are Sighted tiles (table rule `fated_hand.sighted_markers`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum SightedMarkers {
    /// Every sighted marker a creature owns.
    #[default]
    AllMarkers,
    /// Only the Sighted In marker.
    SightedInOnly,
}

/// Whether fired arms need reloading (table rule `fated_hand.reload_cost`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum ReloadCost {
    /// A fired arm is empty until its wielder pays its Reload Cost in Movement.
    #[default]
    Movement,
    /// Reload Cost has no effect.
    Ignored,
}

impl ReloadCost {
    fn is_default(&self) -> bool {
        *self == ReloadCost::default()
    }
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
    /// Whether a defended Riposte earns another.
    pub riposte_chains: RiposteChains,
    /// Who goes first at a tied count.
    pub initiative_ties: InitiativeTies,
    /// Whether a creature may hold its turn.
    pub held_turns: HeldTurns,
    /// Which moves break an Engagement with a Riposte.
    pub engagement_breaks: EngagementBreaks,
    /// What becomes of a fallen creature's Engagements.
    pub engagement_incapacitation: EngagementIncapacitation,
    /// Whether a creature may be moved into a fallen creature's tile.
    pub enter_incapacitated_tile: EnterIncapacitatedTile,
    /// The open details of Stealth.
    pub stealth_details: StealthDetails,
    /// Whether Mobile Intellect's count survives a still turn.
    pub mobile_intellect_reset: MobileIntellectReset,
    /// What Sorcerous draws.
    pub sorcerous_chain: SorcerousChain,
    /// How often One-Two's second Attack comes.
    pub one_two_limit: OneTwoLimit,
    /// Whose stat must be ahead in a stat difference (Upper Hand).
    pub stat_difference: StatDifference,
    /// Which sighted markers are Sighted tiles (Suppressive Fire, Follow Up).
    pub sighted_markers: SightedMarkers,
    /// Whether fired arms need reloading (left out at its default, so battles stored before it
    /// replay to the same state).
    #[serde(skip_serializing_if = "ReloadCost::is_default")]
    pub reload_cost: ReloadCost,
    /// The readings the perks applied by their own code follow (left out when all are at
    /// their defaults, so battles stored before they existed replay to the same state).
    #[serde(skip_serializing_if = "super::perks::PerkRules::is_default")]
    pub perks: super::perks::PerkRules,
    /// How spell costs read cards and which spells count as a magic type (left out when at
    /// their defaults, as `perks`).
    #[serde(skip_serializing_if = "super::magic_rules::MagicRules::is_default")]
    pub magic: super::magic_rules::MagicRules,
    /// The readings the spells the engine resolves follow (left out when all are at their
    /// defaults, like `perks`).
    #[serde(skip_serializing_if = "super::spells::SpellRules::is_default")]
    pub spells: super::spells::SpellRules,
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
            riposte_chains: match choices.option(&RIPOSTE_CHAINS) {
                "one_counter" => RiposteChains::OneCounter,
                "unlimited" => RiposteChains::Unlimited,
                _ => RiposteChains::NoCounter,
            },
            initiative_ties: match choices.option(&INITIATIVE_TIES) {
                "players_first" => InitiativeTies::PlayersFirst,
                "gm_decides" => InitiativeTies::GmDecides,
                _ => InitiativeTies::SpeedThenCoin,
            },
            held_turns: if choices.is(&HELD_TURNS, "no_holding") {
                HeldTurns::NoHolding
            } else {
                HeldTurns::Delay
            },
            engagement_breaks: if choices.is(&ENGAGEMENT_BREAKS, "any_move") {
                EngagementBreaks::AnyMove
            } else {
                EngagementBreaks::VoluntaryMoves
            },
            engagement_incapacitation: if choices.is(&ENGAGEMENT_INCAPACITATION, "persist") {
                EngagementIncapacitation::Persist
            } else {
                EngagementIncapacitation::Dissolve
            },
            enter_incapacitated_tile: if choices.is(&ENTER_INCAPACITATED_TILE, "blocked") {
                EnterIncapacitatedTile::Blocked
            } else {
                EnterIncapacitatedTile::Displace
            },
            stealth_details: if choices.is(&STEALTH_DETAILS, "loose") {
                StealthDetails::Loose
            } else {
                StealthDetails::House
            },
            mobile_intellect_reset: if choices.is(&MOBILE_INTELLECT_RESET, "carry_over") {
                MobileIntellectReset::CarryOver
            } else {
                MobileIntellectReset::ResetOnStillTurn
            },
            sorcerous_chain: if choices.is(&SORCEROUS_CHAIN, "reagent_once") {
                SorcerousChain::ReagentOnce
            } else if choices.is(&SORCEROUS_CHAIN, "hand_card") {
                SorcerousChain::HandCard
            } else {
                SorcerousChain::ReagentChain
            },
            one_two_limit: if choices.is(&ONE_TWO_LIMIT, "chain") {
                OneTwoLimit::Chain
            } else {
                OneTwoLimit::OncePerTurn
            },
            stat_difference: if choices.is(&STAT_DIFFERENCE_SIGNED, "absolute") {
                StatDifference::Absolute
            } else {
                StatDifference::Signed
            },
            sighted_markers: if choices.is(&SIGHTED_MARKERS, "sighted_in_only") {
                SightedMarkers::SightedInOnly
            } else {
                SightedMarkers::AllMarkers
            },
            reload_cost: if choices.is(&RELOAD_COST, "ignored") {
                ReloadCost::Ignored
            } else {
                ReloadCost::Movement
            },
            perks: super::perks::PerkRules::from_choices(choices),
            magic: super::magic_rules::MagicRules::from_choices(choices),
            spells: super::spells::SpellRules::from_choices(choices),
        }
    }
}
