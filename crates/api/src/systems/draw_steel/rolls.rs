//! Draw Steel power rolls anywhere: the exact odds of a roll, a roll (the engine's dice or the
//! table's), and an assist. Nothing is stored; no campaign is needed.
//!
//! The rules are `tablekeep_rules::systems::draw_steel::power_roll`; this module checks the
//! entered dice and the difficulty and shapes the answer.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::random::{DieRoll, ImpossibleRoll, Rng};
use tablekeep_rules::systems::draw_steel::characteristics::{MAX_SCORE, MIN_SCORE};
use tablekeep_rules::systems::draw_steel::power_roll::{
    faces, resolve, roll_dice, test_odds, test_outcome, tier_odds, AssistGrant, PowerRoll,
    PowerRollInput, RollKind, TestDifficulty, TestOdds, TestOutcome, TierOdds,
};

use crate::{AppError, Desk};

/// The roll with the open campaign's edge-netting and natural-roll table rules (the caller's
/// `rules` are ignored: the campaign decides), when a campaign is open.
fn campaign_rules(desk: &Desk, mut input: PowerRollInput) -> PowerRollInput {
    if let Ok(choices) = desk.store().and_then(crate::campaign_rules::rule_choices) {
        input.rules = tablekeep_rules::systems::draw_steel::table_rules::power_roll_rules(&choices);
    }
    input
}

/// Arguments of `draw_steel_roll_odds`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RollOddsRequest {
    /// The roll: kind, characteristic, skill, edges, banes, bonus and table rules.
    pub input: PowerRollInput,
    /// For a test: its difficulty, to get the odds of each outcome too.
    #[serde(default)]
    #[specta(optional)]
    pub difficulty: Option<TestDifficulty>,
}

/// The exact odds of a roll, out of the 100 outcomes of 2d10.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct RollOdds {
    /// The chance of each tier.
    pub tiers: TierOdds,
    /// For a test with a difficulty: the chance of each outcome.
    pub outcomes: Option<TestOdds>,
}

/// Arguments of `draw_steel_power_roll`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PowerRollRequest {
    /// The roll.
    pub input: PowerRollInput,
    /// The two d10 the table rolled (1 to 10 each); absent for the engine to roll them.
    #[serde(default)]
    #[specta(optional)]
    pub dice: Option<[u8; 2]>,
    /// For a test: its difficulty, to read the outcome.
    #[serde(default)]
    #[specta(optional)]
    pub difficulty: Option<TestDifficulty>,
    /// What an assister's test gave this roll, added to its edges and banes.
    #[serde(default)]
    #[specta(optional)]
    pub assist: Option<AssistGrant>,
}

/// A rolled power roll.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PowerRollResult {
    /// The two dice, rolled by the engine or entered.
    pub dice: [DieRoll; 2],
    /// The roll: total, tier and the arithmetic with its rules.
    pub roll: PowerRoll,
    /// For a test with a difficulty: its outcome.
    pub outcome: Option<TestOutcome>,
    /// The odds the roll had (with the assist counted).
    pub odds: RollOdds,
}

/// Arguments of `draw_steel_assist`: the assister's test.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AssistRequest {
    /// The assister's test (its kind must be a test).
    pub input: PowerRollInput,
    /// The two d10 the table rolled; absent for the engine to roll them.
    #[serde(default)]
    #[specta(optional)]
    pub dice: Option<[u8; 2]>,
}

/// An assist: the assister's test and what it gives the creature helped.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct AssistResult {
    /// The two dice, rolled by the engine or entered.
    pub dice: [DieRoll; 2],
    /// The assister's test.
    pub roll: PowerRoll,
    /// A bane, an edge or a double edge for the helped creature ("Assist").
    pub grant: AssistGrant,
}

/// The exact chance of each tier of a roll, and of each outcome of a test at a difficulty.
pub fn draw_steel_roll_odds(desk: &mut Desk, input: RollOddsRequest) -> Result<RollOdds, AppError> {
    check_characteristic(input.input)?;
    check_difficulty(input.input, input.difficulty)?;
    Ok(odds(campaign_rules(desk, input.input), input.difficulty))
}

/// A power roll with the engine's dice or the table's, read as a tier and, for a test with a
/// difficulty, an outcome.
pub fn draw_steel_power_roll(
    desk: &mut Desk,
    input: PowerRollRequest,
) -> Result<PowerRollResult, AppError> {
    check_characteristic(input.input)?;
    check_difficulty(input.input, input.difficulty)?;
    let base = campaign_rules(desk, input.input);
    let roll_input = match input.assist {
        Some(grant) => base.with_assist(grant),
        None => base,
    };
    let dice = dice(desk, input.dice)?;
    let roll = resolve(faces(dice), roll_input);
    Ok(PowerRollResult {
        dice,
        outcome: input
            .difficulty
            .map(|difficulty| test_outcome(difficulty, &roll)),
        odds: odds(roll_input, input.difficulty),
        roll,
    })
}

/// An assist ("Assist"): the assister's test, and the bane, edge or double edge it gives.
pub fn draw_steel_assist(desk: &mut Desk, input: AssistRequest) -> Result<AssistResult, AppError> {
    check_characteristic(input.input)?;
    let assister = campaign_rules(desk, input.input);
    if assister.kind != RollKind::Test {
        return Err(AppError::invalid(
            "input.kind",
            "An assist is a test: make the assister's roll a test.",
        ));
    }
    let dice = dice(desk, input.dice)?;
    let roll = resolve(faces(dice), assister);
    Ok(AssistResult {
        dice,
        grant: AssistGrant::of(&roll),
        roll,
    })
}

/// The two dice: the entered ones, checked, or fresh ones from a seed nobody chose.
pub(crate) fn dice(desk: &mut Desk, entered: Option<[u8; 2]>) -> Result<[DieRoll; 2], AppError> {
    let mut rng = Rng::from_seed(u64::from(desk.fresh_seed()));
    roll_dice(&mut rng, entered).map_err(|ImpossibleRoll { sides, value }| {
        AppError::invalid(
            "dice",
            format!(
                "A d{sides} cannot show {value}: enter each die as a number from 1 to {sides}."
            ),
        )
    })
}

/// A characteristic score is −5 to +5 ("Characteristic"); a roll with any other is refused.
fn check_characteristic(input: PowerRollInput) -> Result<(), AppError> {
    let score = input.characteristic;
    if (MIN_SCORE..=MAX_SCORE).contains(&score) {
        return Ok(());
    }
    Err(AppError::invalid(
        "input.characteristic",
        format!(
            "A characteristic score of {score:+} is out of range: each score is from −5 to +5 \
             (\"Characteristic\")."
        ),
    ))
}

fn check_difficulty(
    input: PowerRollInput,
    difficulty: Option<TestDifficulty>,
) -> Result<(), AppError> {
    if difficulty.is_some() && input.kind != RollKind::Test {
        return Err(AppError::invalid(
            "difficulty",
            "Only a test has a difficulty: leave it out for ability and project rolls.",
        ));
    }
    Ok(())
}

fn odds(input: PowerRollInput, difficulty: Option<TestDifficulty>) -> RollOdds {
    RollOdds {
        tiers: tier_odds(input),
        outcomes: difficulty.map(|difficulty| test_odds(difficulty, input)),
    }
}
