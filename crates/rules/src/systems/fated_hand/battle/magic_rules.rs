//! The table rules a battle's spellcasting reads: how cards are numbered and run in costs,
//! which spells count as a magic type, and the numbers of summons the book leaves out. Fixed at launch with the other battle rules.

use serde::{Deserialize, Serialize};

use crate::systems::fated_hand::content::spells::{CardNumbering, CostContext, SpellTypeCounting};
use crate::systems::fated_hand::table_rules::{
    ASCENDING_CARDS, BRAMBLELASH_COST, CARD_RANK_NUMBERS, SPELL_COST_BETWEEN_INCLUSIVE,
    SUMMON_DEFAULTS, SUMMON_DICE, SUMMON_MOVEMENT, SUMMON_WHOSE_DEFENSE,
};
use crate::table_rules::TableRuleChoices;

/// The spell whose cost `fated_hand.bramblelash_cost` reads.
const BRAMBLELASH: &str = "bramblelash";

/// The magic table rules in force.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct MagicRules {
    /// How the cards of a cost are numbered (`fated_hand.card_rank_numbers`).
    pub card_numbering: CardNumbering,
    /// Ascending runs may wrap from the King to the Ace (`fated_hand.ascending_cards`).
    pub runs_wrap: bool,
    /// "Between" leaves out its end numbers (`fated_hand.spell_cost_between_inclusive`).
    pub between_exclusive: bool,
    /// Which spells count as a magic type (`fated_hand.spell_type_tags`,
    /// `fated_hand.multi_tag`).
    pub type_counting: SpellTypeCounting,
    /// A summon whose Movement is not printed moves as its controller would, half the
    /// controller's Speed rounded up, rather than 4 tiles (`fated_hand.summon_movement`).
    pub summon_movement_from_speed: bool,
    /// Bramblelash asks its printed 3 Clubs without Thorns on the board, not 5
    /// (`fated_hand.bramblelash_cost`).
    pub bramblelash_printed_base: bool,
    /// A summon whose Defense formula reads "Defense" keeps the number its caster's Defense gave
    /// at the moment of summoning, rather than following the caster's Defense as it stands
    /// (`fated_hand.summon_whose_defense`).
    pub summon_defense_at_summoning: bool,
    /// A summon's die (the Young Bear's "7 + 1d6") is rolled again at the start of every round,
    /// not only when it arrives (`fated_hand.summon_dice`).
    pub summon_dice_each_round: bool,
    /// The GM sets each summon's Hit Points: a summon arrives with 1 and a ruling asks the GM
    /// for its number (`fated_hand.summon_defaults`); otherwise it has 1, like every creature.
    pub summon_hit_points_by_gm: bool,
}

impl MagicRules {
    /// Whether every rule is at its default (so battles stored before these rules replay the
    /// same and serialize as they did).
    pub fn is_default(&self) -> bool {
        *self == MagicRules::default()
    }

    /// The campaign's choices for these rules.
    pub fn from_choices(choices: &TableRuleChoices) -> MagicRules {
        MagicRules {
            card_numbering: match choices.option(&CARD_RANK_NUMBERS) {
                "ace_high" => CardNumbering::AceHigh,
                "faces_ten" => CardNumbering::FacesTen,
                _ => CardNumbering::AceLow,
            },
            runs_wrap: choices.is(&ASCENDING_CARDS, "wrap"),
            between_exclusive: choices.is(&SPELL_COST_BETWEEN_INCLUSIVE, "exclusive"),
            type_counting: SpellTypeCounting::from_choices(choices),
            summon_movement_from_speed: choices.is(&SUMMON_MOVEMENT, "from_speed"),
            bramblelash_printed_base: choices.is(&BRAMBLELASH_COST, "printed_base"),
            summon_defense_at_summoning: choices.is(&SUMMON_WHOSE_DEFENSE, "caster_at_summoning"),
            summon_dice_each_round: choices.is(&SUMMON_DICE, "each_round"),
            summon_hit_points_by_gm: choices.is(&SUMMON_DEFAULTS, "gm_sets"),
        }
    }

    /// `context` for casting `spell`, with these rules' card readings.
    pub fn costs(&self, spell: &str, context: CostContext) -> CostContext {
        CostContext {
            numbering: self.card_numbering,
            runs_wrap: self.runs_wrap,
            between_exclusive: self.between_exclusive,
            effect_text_additions_dropped: self.bramblelash_printed_base && spell == BRAMBLELASH,
            ..context
        }
    }
}
