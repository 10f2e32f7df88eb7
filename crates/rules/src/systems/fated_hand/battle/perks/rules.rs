//! The table rules the perks the engine applies by their own code read, fixed at launch with
//! the other battle rules.

use serde::{Deserialize, Serialize};

use crate::systems::fated_hand::table_rules::{
    ARMOR_FLAGS, ATTACK_HANDICAP_IS_STRIKE, BARRAGE_ACTION, CHARGED_STRIKE_TIMING,
    DIN_OF_BATTLE_RADIUS, DIVE_TACKLE_COST, FAILS_TO_RIPOSTE, FEINT_CANCEL, FIELD_MEDICINE_LIMIT,
    GOOD_BALANCE_VICE_VERSA, HALF_ROUNDING, HOOK_STRIKE_AGGRESSIVE, LAST_WORD_CAST,
    NAMED_OUTCOME_REPLACES_HIT, NARROW_FLANK_GEOMETRY, NO_MAGIC_FLAG, PRESS_FORWARD_COLLISION,
    RECKLESS_ABANDON_LIMIT, SIZE_UNDEFINED, SUCCESSFUL_DEFEND, TARGET_PRACTICE_FLAT,
    WORDLESS_INCANTATION_CARD,
};
use crate::table_rules::TableRuleChoices;

/// Whether a perk's named success effect replaces the Hit (table rule
/// `fated_hand.named_outcome_replaces_hit`): Dirty Trick, Dive Tackle.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum NamedOutcome {
    /// The named effect takes the place of the Hit.
    #[default]
    Replaces,
    /// The Hit lands and the named effect comes on top.
    InAddition,
}

/// When Dive Tackle's Handicap is paid (table rule `fated_hand.dive_tackle_cost`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum DiveTackleCost {
    /// Before its attack, which it weighs on.
    #[default]
    BeforeAttack,
    /// Once its attack is over.
    AfterAttack,
}

/// How half of a number is rounded (table rule `fated_hand.half_rounding`): Execution Power,
/// Iron Fist.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum HalfRounding {
    /// Down.
    #[default]
    Down,
    /// Up.
    Up,
}

impl HalfRounding {
    /// Half of `n`, rounded this way (toward −∞ for down, +∞ for up).
    pub fn half(self, n: i32) -> i32 {
        match self {
            HalfRounding::Down => n.div_euclid(2),
            HalfRounding::Up => (n + 1).div_euclid(2),
        }
    }

    /// "rounded down" or "rounded up".
    pub fn words(self) -> &'static str {
        match self {
            HalfRounding::Down => "rounded down",
            HalfRounding::Up => "rounded up",
        }
    }
}

/// When Charged Strike's stillness counts (table rule `fated_hand.charged_strike_timing`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum ChargedStrikeTiming {
    /// Not moved during the previous round, nor yet this turn.
    #[default]
    StillThenStill,
    /// Only the previous round counts.
    StillLastRound,
}

/// How the battle knows whether a creature is armored (table rule `fated_hand.armor_flags`):
/// Piercing, Crushing, Slashing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum ArmorFlags {
    /// From the marks each creature carries (its worn armor); unknown marks leave it to the GM.
    #[default]
    GmFlags,
    /// The GM rules at each attack: the bonus is left out and the Strike says so.
    AskEachAttack,
}

/// Din of Battle when no ally is within its 4 tiles (table rule
/// `fated_hand.din_of_battle_radius`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum DinOfBattleRadius {
    /// Count the enemies within the full 4 tiles.
    #[default]
    MaxRadius,
    /// No bonus.
    NoBonus,
}

/// Whether Good Balance's "vice-versa" holds (table rule `fated_hand.good_balance_vice_versa`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum GoodBalance {
    /// The Defensive mirror case gives +1 Strike too.
    #[default]
    Mirror,
    /// Only the Aggressive case.
    AggressiveOnly,
}

/// Whether Target Practice's bonus grows (table rule `fated_hand.target_practice_flat`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum TargetPractice {
    /// +1 Strike while attacking the same target.
    #[default]
    Flat,
    /// +1 Strike per earlier attack in a row on that target.
    Cumulative,
}

/// What a successful Defend is, for the perks that follow one (table rule
/// `fated_hand.successful_defend`): Staunch, Counterblow, Arcane Riposte.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum SuccessfulDefend {
    /// The attack against the defender did not succeed.
    #[default]
    AttackFailed,
    /// The Defense beat the Strike by enough to earn a Riposte (2 or more).
    RiposteMargin,
}

/// How the battle knows whether a creature has magic (table rule `fated_hand.no_magic_flag`):
/// Arcane Blade, Dark Blade, Maleficient Sophistry, Illusory Visage.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum MagicMarks {
    /// The GM says, at each exchange where a perk asks.
    #[default]
    GmFlags,
    /// A creature with a Reagent Hand or a spell has magic; magical defense is still the GM's.
    ReagentHand,
}

/// When and how often Field Medicine may be used (table rule `fated_hand.field_medicine_limit`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum FieldMedicine {
    /// Once per turn, on the user's own turn, without an action.
    #[default]
    OncePerTurn,
    /// On the user's turn, as its Primary Action.
    PrimaryAction,
    /// Any time, as often as wanted.
    Unlimited,
}

/// How often Reckless Abandon may be used (table rule `fated_hand.reckless_abandon_limit`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum RecklessAbandon {
    /// As often as wanted on the user's turn.
    #[default]
    Unlimited,
    /// Once per turn.
    OncePerTurn,
}

/// The action Barrage takes (table rule `fated_hand.barrage_action`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum BarrageAction {
    /// The turn's Attack: the Primary Action.
    #[default]
    Attack,
    /// No action; only the cards are paid.
    Free,
}

/// Which stance Hook Strike asks for (table rule `fated_hand.hook_strike_aggressive`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum HookStrike {
    /// Aggressive Stance only.
    #[default]
    AggressiveStance,
    /// Any stance.
    AnyStance,
}

/// Where the wall must be for Narrow Flank (table rule `fated_hand.narrow_flank_geometry`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum NarrowFlank {
    /// As the example: the holder and the attacker both stand against one wall, on the same
    /// side of it.
    #[default]
    SharedWall,
    /// The attacker, the holder and a wall on one straight line, the wall right behind the
    /// holder.
    InLine,
}

/// What an attack called off with Feint costs (table rule `fated_hand.feint_cancel`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum FeintCancel {
    /// Nothing: the Primary Action is still free.
    #[default]
    ActionKept,
    /// The Primary Action.
    ActionSpent,
}

/// What a "malus" is (table rule `fated_hand.attack_handicap_is_strike`): Entangling's, the one
/// the Perks List prints. "Attack Handicap" (Knockdown, Sweep The Leg) is Strike Handicap under
/// both options.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Malus {
    /// Ordinary Handicap: it stays until cleansed.
    #[default]
    Handicap,
    /// A penalty kept apart from Handicap that lapses as the round ends.
    RoundPenalty,
}

/// What "fails to Riposte" covers (table rule `fated_hand.fails_to_riposte`): Press Forward.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum FailsToRiposte {
    /// No Riposte, or one that did not succeed.
    #[default]
    NoSuccessfulRiposte,
    /// No Riposte taken at all.
    NoRiposteTaken,
}

/// Who is hurt when Press Forward shoves a creature into another (table rule
/// `fated_hand.press_forward_collision`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum PressForwardCollision {
    /// Both the shoved creature and the one behind it.
    #[default]
    Both,
    /// Only the creature behind.
    BehindOnly,
}

/// How Size is read (table rule `fated_hand.size_undefined`): Chokehold, Hip Throw,
/// Indomitable compare it and the book never defines it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum SizeReading {
    /// Whole steps, Medium being 0: a character or GM creature is Medium, shifted a step by
    /// each perk that changes Size (Indomitable); a summon's Size is the GM's to say.
    #[default]
    Steps,
    /// Size is not tracked: every Size condition passes.
    Ignore,
}

/// The perk readings in force.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct PerkRules {
    /// Named success effects and the Hit.
    pub named_outcome: NamedOutcome,
    /// Rounding halves.
    pub half_rounding: HalfRounding,
    /// Charged Strike's stillness.
    pub charged_strike_timing: ChargedStrikeTiming,
    /// Where armored and hard-armored come from.
    pub armor_flags: ArmorFlags,
    /// Din of Battle with no ally near.
    pub din_of_battle_radius: DinOfBattleRadius,
    /// Good Balance's mirror case.
    pub good_balance: GoodBalance,
    /// Target Practice, flat or growing.
    pub target_practice: TargetPractice,
    /// When Dive Tackle's price is paid.
    pub dive_tackle_cost: DiveTackleCost,
    /// What a successful Defend is.
    pub successful_defend: SuccessfulDefend,
    /// Who has magic.
    pub magic_marks: MagicMarks,
    /// Field Medicine's timing and limit.
    pub field_medicine: FieldMedicine,
    /// Reckless Abandon's limit.
    pub reckless_abandon: RecklessAbandon,
    /// Barrage's action.
    pub barrage: BarrageAction,
    /// Hook Strike's stance.
    pub hook_strike: HookStrike,
    /// A combat card Wordless Incantation spends as a Reagent leaves its slot, and its stat
    /// loses the card's power (`fated_hand.wordless_incantation_card`); by default it still
    /// counts for its stat this round.
    pub wordless_incantation_leaves_slot: bool,
    /// Last Word takes the foe along: the creature whose Attack took its holder's last Hit
    /// Point loses one too (`fated_hand.last_word_cast`); by default only the last spell does
    /// anything.
    pub last_word_takes_foe: bool,
    /// Narrow Flank's wall.
    pub narrow_flank: NarrowFlank,
    /// What a Feint called off costs.
    pub feint_cancel: FeintCancel,
    /// What a malus is.
    pub malus: Malus,
    /// What failing to Riposte covers.
    pub fails_to_riposte: FailsToRiposte,
    /// Who Press Forward's collision hurts.
    pub press_forward_collision: PressForwardCollision,
    /// How Size is read.
    pub size: SizeReading,
}

impl PerkRules {
    /// Every reading at its default.
    pub fn is_default(&self) -> bool {
        *self == PerkRules::default()
    }

    /// The campaign's choices for these rules.
    pub fn from_choices(choices: &TableRuleChoices) -> PerkRules {
        PerkRules {
            named_outcome: if choices.is(&NAMED_OUTCOME_REPLACES_HIT, "in_addition") {
                NamedOutcome::InAddition
            } else {
                NamedOutcome::Replaces
            },
            half_rounding: if choices.is(&HALF_ROUNDING, "up") {
                HalfRounding::Up
            } else {
                HalfRounding::Down
            },
            charged_strike_timing: if choices.is(&CHARGED_STRIKE_TIMING, "still_last_round") {
                ChargedStrikeTiming::StillLastRound
            } else {
                ChargedStrikeTiming::StillThenStill
            },
            armor_flags: if choices.is(&ARMOR_FLAGS, "ask_each_attack") {
                ArmorFlags::AskEachAttack
            } else {
                ArmorFlags::GmFlags
            },
            din_of_battle_radius: if choices.is(&DIN_OF_BATTLE_RADIUS, "no_bonus") {
                DinOfBattleRadius::NoBonus
            } else {
                DinOfBattleRadius::MaxRadius
            },
            good_balance: if choices.is(&GOOD_BALANCE_VICE_VERSA, "aggressive_only") {
                GoodBalance::AggressiveOnly
            } else {
                GoodBalance::Mirror
            },
            target_practice: if choices.is(&TARGET_PRACTICE_FLAT, "cumulative") {
                TargetPractice::Cumulative
            } else {
                TargetPractice::Flat
            },
            dive_tackle_cost: if choices.is(&DIVE_TACKLE_COST, "after_attack") {
                DiveTackleCost::AfterAttack
            } else {
                DiveTackleCost::BeforeAttack
            },
            successful_defend: if choices.is(&SUCCESSFUL_DEFEND, "riposte_margin") {
                SuccessfulDefend::RiposteMargin
            } else {
                SuccessfulDefend::AttackFailed
            },
            magic_marks: if choices.is(&NO_MAGIC_FLAG, "reagent_hand") {
                MagicMarks::ReagentHand
            } else {
                MagicMarks::GmFlags
            },
            field_medicine: match choices.option(&FIELD_MEDICINE_LIMIT) {
                "primary_action" => FieldMedicine::PrimaryAction,
                "unlimited" => FieldMedicine::Unlimited,
                _ => FieldMedicine::OncePerTurn,
            },
            reckless_abandon: if choices.is(&RECKLESS_ABANDON_LIMIT, "once_per_turn") {
                RecklessAbandon::OncePerTurn
            } else {
                RecklessAbandon::Unlimited
            },
            barrage: if choices.is(&BARRAGE_ACTION, "free") {
                BarrageAction::Free
            } else {
                BarrageAction::Attack
            },
            hook_strike: if choices.is(&HOOK_STRIKE_AGGRESSIVE, "any_stance") {
                HookStrike::AnyStance
            } else {
                HookStrike::AggressiveStance
            },
            wordless_incantation_leaves_slot: choices.is(&WORDLESS_INCANTATION_CARD, "leaves_slot"),
            last_word_takes_foe: choices.is(&LAST_WORD_CAST, "takes_foe"),
            narrow_flank: if choices.is(&NARROW_FLANK_GEOMETRY, "in_line") {
                NarrowFlank::InLine
            } else {
                NarrowFlank::SharedWall
            },
            feint_cancel: if choices.is(&FEINT_CANCEL, "action_spent") {
                FeintCancel::ActionSpent
            } else {
                FeintCancel::ActionKept
            },
            malus: if choices.is(&ATTACK_HANDICAP_IS_STRIKE, "round_penalty") {
                Malus::RoundPenalty
            } else {
                Malus::Handicap
            },
            fails_to_riposte: if choices.is(&FAILS_TO_RIPOSTE, "no_riposte_taken") {
                FailsToRiposte::NoRiposteTaken
            } else {
                FailsToRiposte::NoSuccessfulRiposte
            },
            press_forward_collision: if choices.is(&PRESS_FORWARD_COLLISION, "behind_only") {
                PressForwardCollision::BehindOnly
            } else {
                PressForwardCollision::Both
            },
            size: if choices.is(&SIZE_UNDEFINED, "ignore") {
                SizeReading::Ignore
            } else {
                SizeReading::Steps
            },
        }
    }
}
