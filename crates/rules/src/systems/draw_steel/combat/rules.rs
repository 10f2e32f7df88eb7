//! The campaign's table-rule choices that a combat plays by, fixed when it is launched so the
//! combat replays the same even if the campaign switches a rule later.

use serde::{Deserialize, Serialize};

use crate::systems::draw_steel::table_rules as tr;
use crate::systems::draw_steel::table_rules::unstated;
use crate::table_rules::TableRuleChoices;

/// Table-rule choices a combat reads (see [`crate::systems::draw_steel::table_rules`]).
// A rule a stored combat predates reads as its default, so combats launched before it replay
// as they were played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct CombatRules {
    /// EoT imposed during the creature's own turn lasts through its following turn (A3).
    pub eot_spans_next_turn: bool,
    /// Saving throws are rolled at the end of the affected creature's turn (G19); otherwise the
    /// GM asks for them.
    pub saves_at_turn_end: bool,
    /// A hero dies when Stamina reaches minus the winded value (G16); otherwise only by GM.
    pub hero_death_at_negative_winded: bool,
    /// A non-hero's Stamina stops at 0 (A17).
    pub clamp_non_hero_stamina: bool,
    /// Bleeding fires once per action even when the action also rolls Might or Agility (A6).
    pub bleeding_once_per_action: bool,
    /// Triggered actions allowed per creature per round (G13); 0 for no limit.
    pub triggered_per_round: u8,
    /// Surges that may be spent on one damage instance (G17, `draw_steel.surge_limit`).
    pub max_damage_surges: u8,
    /// Surges that raise one target's potency by 1 (G17, `draw_steel.potency_surges`).
    pub surges_per_potency: u8,
    /// A surge adds the characteristic the ability rolled, not the highest (G17,
    /// `draw_steel.surge_damage`).
    pub surge_damage_rolled: bool,
    /// Hero tokens to gain two surges (G18, `draw_steel.hero_token_costs`).
    pub token_cost_surges: u8,
    /// Hero tokens to succeed on a saving throw (G18).
    pub token_cost_save: u8,
    /// Hero tokens to regain Stamina equal to the recovery value (G18).
    pub token_cost_stamina: u8,
    /// Hero tokens to reroll a test (G18).
    pub token_cost_reroll: u8,
    /// A score equal to the potency still lets the effect land (G6, `draw_steel.potency`).
    pub potency_lands_at_equal: bool,
    /// A shift takes a maneuver rather than a move action (G14, `draw_steel.shift`).
    pub shift_takes_maneuver: bool,
    /// Extra movement per square of difficult terrain (G14, `draw_steel.difficult_terrain`).
    pub difficult_extra: u8,
    /// A side takes all its turns before the other (G20, `draw_steel.turn_order`); otherwise
    /// the sides alternate.
    pub turns_side_by_side: bool,
    /// Dazed and surprised creatures cannot make opportunity attacks (A5).
    pub opportunity_is_free_triggered: bool,
    /// When only one side has ready creatures it acts first without a roll (G31).
    pub ready_side_first: bool,
    /// Edges and banes cancel one for one, two of each at most (A11); otherwise any mix
    /// cancels completely.
    pub edges_cancel_one_for_one: bool,
    /// A natural 19–20 stays tier 3 under a double bane (A1).
    pub natural_beats_double_bane: bool,
    /// A fall's two-square threshold is measured after Agility reduces the height (A2).
    pub fall_on_effective_height: bool,
    /// A creature killed by an ability that also force moves it is still moved, and slams
    /// ("Forced Movement", L93); otherwise it stays where it fell. Combats launched before the
    /// rule existed played it by the book.
    #[serde(default = "by_the_book")]
    pub killed_creatures_still_slam: bool,
    /// Monsters grouped into squads share Stamina and a turn (`draw_steel.minion_squads`, not
    /// from the glossary); otherwise every creature is its own combatant. Left out of the JSON
    /// when off, so combats launched before the rule read the same.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "boundary", specta(optional))]
    pub minion_squads: bool,
}

fn by_the_book() -> bool {
    true
}

impl Default for CombatRules {
    fn default() -> CombatRules {
        CombatRules::from_choices(&TableRuleChoices::default())
    }
}

impl CombatRules {
    /// The walking options these rules give.
    pub fn walk_options(&self) -> crate::systems::draw_steel::movement::WalkOptions {
        crate::systems::draw_steel::movement::WalkOptions {
            difficult_extra: self.difficult_extra,
            ..crate::systems::draw_steel::movement::WalkOptions::default()
        }
    }

    /// The falling options these rules give.
    pub fn fall_options(&self) -> crate::systems::draw_steel::movement::FallingOptions {
        use crate::systems::draw_steel::movement::{FallThreshold, FallingOptions};
        FallingOptions {
            threshold: if self.fall_on_effective_height {
                FallThreshold::EffectiveHeight
            } else {
                FallThreshold::ActualHeight
            },
        }
    }

    /// The rules in force under a campaign's choices.
    pub fn from_choices(choices: &TableRuleChoices) -> CombatRules {
        let one_token_each = choices.is(&unstated::HERO_TOKEN_COSTS, "one_each");
        CombatRules {
            eot_spans_next_turn: choices.is(&tr::EOT_OWN_TURN, "next_turn"),
            saves_at_turn_end: choices.is(&tr::SAVE_TIMING, "end_of_turn"),
            hero_death_at_negative_winded: choices.is(&tr::HERO_DEATH, "negative_winded"),
            clamp_non_hero_stamina: choices.is(&tr::NON_HERO_STAMINA, "clamp"),
            bleeding_once_per_action: choices.is(&tr::BLEEDING_TWICE, "once"),
            triggered_per_round: if choices.is(&tr::TRIGGERED_LIMIT, "one") {
                1
            } else {
                0
            },
            max_damage_surges: if choices.is(&unstated::SURGE_LIMIT, "no_limit") {
                u8::MAX
            } else {
                3
            },
            surges_per_potency: if choices.is(&unstated::POTENCY_SURGES, "one") {
                1
            } else {
                2
            },
            surge_damage_rolled: choices.is(&unstated::SURGE_DAMAGE, "rolled_characteristic"),
            token_cost_surges: 1,
            token_cost_save: 1,
            token_cost_stamina: if one_token_each { 1 } else { 2 },
            token_cost_reroll: 1,
            potency_lands_at_equal: choices.is(&unstated::POTENCY, "score_at_most"),
            shift_takes_maneuver: choices.is(&unstated::SHIFT, "maneuver"),
            difficult_extra: if choices.is(&unstated::DIFFICULT_TERRAIN, "no_extra") {
                0
            } else {
                1
            },
            turns_side_by_side: choices.is(&unstated::TURN_ORDER, "side_by_side"),
            opportunity_is_free_triggered: choices.is(&tr::OPPORTUNITY_ATTACKS, "free_triggered"),
            ready_side_first: choices.is(&tr::FIRST_SIDE, "ready_side"),
            edges_cancel_one_for_one: choices.is(&tr::EDGE_NETTING, "cancel"),
            natural_beats_double_bane: choices.is(&tr::NATURAL_VS_DOUBLE_BANE, "natural_wins"),
            fall_on_effective_height: choices.is(&tr::FALL_THRESHOLD, "effective_height"),
            killed_creatures_still_slam: choices.is(&tr::KILLED_BY_FORCED_MOVEMENT, "still_slams"),
            minion_squads: choices.is(&tr::squads::MINION_SQUADS, "squads"),
        }
    }
}
