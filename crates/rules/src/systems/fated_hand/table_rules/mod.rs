//! Fated Hand's table rules: where the rulebook is silent or contradicts itself.
//!
//! Each rule names the gap in our own words, offers the proposed reading first and the strongest
//! alternatives after it, and defaults to the reading the content data (`data/fated_hand/`) is
//! encoded under: every `tableRule` a data note names is registered here, and the tests check it.
//! Rules are grouped by subject:
//!
//! - `progression`: classes, promotion, Knowledge Points and talents.
//! - `battle`: the battle loop (Ripostes, card flow, the countdown, GM creatures, Engagement,
//!   Stealth, the end of a battle).
//! - `readings`: terms and flags many perks share, and the Perks List's own oddities.
//! - `perks`: single perks.
//! - `arms`: armor, shields, thrown and ranged arms, traits, catalysts, Reach.
//! - `magic`: card numbers in costs, lasting spells, field effects, spell attacks, tags.
//! - `spells`: single spells and summoned creatures.
//!
//! Beside them, `book_readings` holds the readings that change nothing in play (no switch, a
//! note on the entry), and `not_yet_read` the rules no engine code plays yet: Settings shows
//! those at their default, without a switch, until the engine reads them.

mod arms;
mod battle;
mod book_readings;
mod magic;
mod not_yet_read;
mod perks;
mod progression;
mod readings;
mod spells;

#[cfg(test)]
mod tests;

pub use arms::*;
pub use battle::*;
pub use book_readings::*;
pub use magic::*;
pub use not_yet_read::{NOT_YET_READ, OPTION_TESTS_NOT_YET_NAMED};
pub use perks::*;
pub use progression::*;
pub use readings::*;
pub use spells::*;

use crate::citation::Citation;
use crate::table_rules::{TableRule, TableRuleOption};
use crate::SystemId;

/// A citation of a rulebook heading ("Heading" or "Heading › Entry").
const fn cite(section: &'static str) -> Citation {
    Citation::new(SystemId::FatedHand, section)
}

/// An option of a table rule.
const fn opt(id: &'static str, label: &'static str) -> TableRuleOption {
    TableRuleOption { id, label }
}

/// Every Fated Hand table rule.
pub static ALL: &[&TableRule] = &[
    // progression
    &CLASS_PERK,
    &NOVICE_PERKS,
    &PROMOTION_SOURCES,
    &KNOWLEDGE_DISCOUNTS,
    &CLASS_ARMS,
    &MAGIC_STRIKE,
    &PROMOTION_THRESHOLD,
    &TIER3_TERMINAL,
    &CLERIC_CLASS_ARMS,
    &NOVICE_CLASS_ARMS,
    &MONK_BONEBREAKER_BONUSES,
    &HOLY_MAGIC,
    &HIDDEN_FANG_UNLISTED,
    &STEALTH_ACCESS,
    &TALENT_RESTRICTION_TIMING,
    &CUTPURSE_CLASSES,
    &NON_MAGICAL_CLASSES,
    &DRINKING_CHECKS,
    // battle
    &RIPOSTE_CHAINS,
    &SUCCESSFUL_DEFEND,
    &FAILS_TO_RIPOSTE,
    &COMBAT_CARD_DISCARD,
    &NON_CASTER_REAGENTS,
    &SESSION_END_DISCARD,
    &HAND_SIZE_DURATION,
    &INITIATIVE_START,
    &INITIATIVE_TIES,
    &HELD_TURNS,
    &NPC_STATS,
    &ENGAGEMENT_BREAKS,
    &ENGAGEMENT_INCAPACITATION,
    &STEALTH_DETAILS,
    &BATTLE_END,
    &RETREAT_QUORUM,
    &ENCOUNTER_IS_BATTLE,
    &ENTER_INCAPACITATED_TILE,
    // readings
    &NAMED_OUTCOME_REPLACES_HIT,
    &DIVE_TACKLE_COST,
    &STAT_DIFFERENCE_SIGNED,
    &ATTACK_HANDICAP_IS_STRIKE,
    &BASE_STAT_MEANING,
    &HALF_ROUNDING,
    &SIZE_UNDEFINED,
    &ARMOR_FLAGS,
    &NO_MAGIC_FLAG,
    &EXCLUSIVE_WITHOUT_ARMED,
    &TECHNIQUE_TAG,
    // perks
    &BANDIT_STRIKE_SUCCESS,
    &BARRAGE_ACTION,
    &CHARGED_STRIKE_TIMING,
    &DIN_OF_BATTLE_RADIUS,
    &FEINT_CANCEL,
    &FIELD_MEDICINE_LIMIT,
    &GOOD_BALANCE_VICE_VERSA,
    &HOOK_STRIKE_AGGRESSIVE,
    &LAST_WORD_CAST,
    &MOBILE_INTELLECT_RESET,
    &NARROW_FLANK_GEOMETRY,
    &ONE_TWO_LIMIT,
    &PLAY_DEAD_CLEANSE,
    &PRESS_FORWARD_COLLISION,
    &RECKLESS_ABANDON_LIMIT,
    &SIGHTED_MARKERS,
    &SORCEROUS_CHAIN,
    &TARGET_PRACTICE_FLAT,
    &WORDLESS_INCANTATION_CARD,
    // arms
    &ARMOR_RULES,
    &SHIELD_RULES,
    &THROWN_ARMS,
    &RELOAD_COST,
    &UNTRAITED_ARMS,
    &QUARTERSTAFF_TRAIT,
    &CATALYST_TRAITS,
    &TIDAL_CURIOSITY_STRIKE,
    &TOXIC_WEAPON,
    &REACH_RANGE,
    &LONG_REACH,
    // magic
    &CARD_RANK_NUMBERS,
    &ASCENDING_CARDS,
    &SPELL_COST_BETWEEN_INCLUSIVE,
    &CARD_VALUE_IN_EFFECTS,
    &CONCENTRATION,
    &SUSTAINED_SPELLS,
    &FIELD_EFFECTS,
    &GAIN_DEFENSE_EQUAL,
    &SPELL_ATTACK_OUTCOME,
    &SPELL_RANGES,
    &SPELL_TYPE_TAGS,
    &MULTI_TAG,
    &STUB_SPELLS,
    // spells
    &ADVANCED_ILLUSION_COST,
    &MOLD_EARTH_COST,
    &MUTATE_COST,
    &BRAMBLELASH_COST,
    &BLOOD_SACRIFICE_TIMING,
    &RANDOM_STAT,
    &HALLOWED_GROUND_RECOVERY,
    &MIRROR_GUARD_PENETRATION,
    &WATCHFUL_DAGGERS_RIPOSTE,
    &POLYMERIZATION_CAP,
    &SUMMON_DEFAULTS,
    &SUMMON_MOVEMENT,
    &SUMMON_WHOSE_DEFENSE,
    &SUMMON_DICE,
    &OLD_ORDER,
];
