//! Draw Steel power rolls anywhere: the exact odds of a roll, a roll (the engine's dice or the
//! table's), and an assist. Nothing is stored; no campaign is needed.
//!
//! The rules are `tablekeep_rules::systems::draw_steel::power_roll`; this module checks the
//! entered dice, the difficulty and the table rules given for the roll, and shapes the answer
//! (with the table rules the roll played by).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::random::{DieRoll, ImpossibleRoll, Rng};
use tablekeep_rules::systems::draw_steel::characteristics::{MAX_SCORE, MIN_SCORE};
use tablekeep_rules::systems::draw_steel::power_roll::{
    faces, resolve, roll_dice, test_odds, test_outcome, tier_odds, AssistGrant, PowerRoll,
    PowerRollInput, RollKind, TestDifficulty, TestOdds, TestOutcome, TierOdds,
};

use tablekeep_rules::systems::draw_steel::table_rules::{power_roll_rules, POWER_ROLL_RULES};
use tablekeep_rules::table_rules::TableRuleChoices;

use crate::{AppError, Desk};

/// Where a table rule a roll played by came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum RollRuleSource {
    /// Given with the roll (a "what if" roll), in place of the campaign's choice.
    ThisRoll,
    /// The open campaign's choice (its default when it made none).
    Campaign,
    /// No campaign is open: the rule's default.
    NoCampaign,
}

/// A table rule a roll played by, and the option used.
#[derive(Clone, Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct RollRuleUsed {
    /// The rule's id, `draw_steel.<name>`.
    pub id: String,
    /// Its title.
    pub title: String,
    /// The option used.
    pub option: String,
    /// What that option does.
    pub label: String,
    /// Where the choice came from.
    pub from: RollRuleSource,
}

/// The table rules a roll plays by: each power-roll rule given with the roll (checked as a
/// campaign's choice is: a known rule that bears on a power roll, one of its options), else the
/// open campaign's, else its default. Returns the rules and which were used, from where.
fn rules_for_roll(
    desk: &Desk,
    given: Option<&TableRuleChoices>,
    mut input: PowerRollInput,
) -> Result<(PowerRollInput, Vec<RollRuleUsed>), AppError> {
    let given = given.map(|g| &g.0);
    for (id, option) in given.into_iter().flatten() {
        let field = format!("rules.{id}");
        let Some(rule) = POWER_ROLL_RULES.iter().find(|r| r.id == id) else {
            let roll_rules = POWER_ROLL_RULES
                .iter()
                .map(|r| r.id)
                .collect::<Vec<_>>()
                .join(" and ");
            let message = match tablekeep_rules::systems::find_table_rule(id) {
                Some(other) => format!(
                    "{} does not bear on a power roll; a roll may be given {roll_rules}.",
                    other.title
                ),
                None => {
                    format!("There is no table rule \"{id}\"; a roll may be given {roll_rules}.")
                }
            };
            return Err(AppError::invalid(&field, message));
        };
        if !rule.options.iter().any(|o| o.id == option) {
            return Err(AppError::invalid(
                &field,
                format!("\"{option}\" is not an option of {}.", rule.title),
            ));
        }
    }
    let (mut choices, from) = match desk.store() {
        Ok(store) => (
            crate::campaign_rules::rule_choices(store)?,
            RollRuleSource::Campaign,
        ),
        Err(_) => (TableRuleChoices::default(), RollRuleSource::NoCampaign),
    };
    let mut used = Vec::with_capacity(POWER_ROLL_RULES.len());
    for rule in POWER_ROLL_RULES {
        let from = match given.and_then(|g| g.get(rule.id)) {
            Some(option) => {
                choices.0.insert(rule.id.to_owned(), option.clone());
                RollRuleSource::ThisRoll
            }
            None => from,
        };
        let option = choices.option(rule);
        used.push(RollRuleUsed {
            id: rule.id.to_owned(),
            title: rule.title.to_owned(),
            option: option.to_owned(),
            label: rule
                .options
                .iter()
                .find(|o| o.id == option)
                .map_or("", |o| o.label)
                .to_owned(),
            from,
        });
    }
    input.rules = power_roll_rules(&choices);
    Ok((input, used))
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
    /// Table rules for this roll only, by id (`draw_steel.edge_netting`,
    /// `draw_steel.natural_vs_double_bane`) with an option id: a "what if" roll under another
    /// rule. Each replaces the campaign's choice for this roll; the answer lists the rules used.
    #[serde(default)]
    #[specta(optional)]
    pub rules: Option<TableRuleChoices>,
}

/// The exact odds of a roll, out of the 100 outcomes of 2d10.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct RollOdds {
    /// The chance of each tier.
    pub tiers: TierOdds,
    /// For a test with a difficulty: the chance of each outcome.
    pub outcomes: Option<TestOdds>,
    /// The table rules the odds were worked out by, and where each came from.
    pub rules: Vec<RollRuleUsed>,
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
    /// Table rules for this roll only, by id (`draw_steel.edge_netting`,
    /// `draw_steel.natural_vs_double_bane`) with an option id: a "what if" roll under another
    /// rule. Each replaces the campaign's choice for this roll; the answer lists the rules used.
    #[serde(default)]
    #[specta(optional)]
    pub rules: Option<TableRuleChoices>,
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
    /// The table rules the roll played by, and where each came from.
    pub rules: Vec<RollRuleUsed>,
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
    /// Table rules for this roll only, by id (`draw_steel.edge_netting`,
    /// `draw_steel.natural_vs_double_bane`) with an option id: a "what if" roll under another
    /// rule. Each replaces the campaign's choice for this roll; the answer lists the rules used.
    #[serde(default)]
    #[specta(optional)]
    pub rules: Option<TableRuleChoices>,
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
    /// The table rules the assister's test played by, and where each came from.
    pub rules: Vec<RollRuleUsed>,
}

/// The exact chance of each tier of a roll, and of each outcome of a test at a difficulty.
pub fn draw_steel_roll_odds(desk: &mut Desk, input: RollOddsRequest) -> Result<RollOdds, AppError> {
    check_characteristic(input.input)?;
    check_difficulty(input.input, input.difficulty)?;
    let (roll_input, rules) = rules_for_roll(desk, input.rules.as_ref(), input.input)?;
    Ok(odds(roll_input, input.difficulty, rules))
}

/// A power roll with the engine's dice or the table's, read as a tier and, for a test with a
/// difficulty, an outcome.
pub fn draw_steel_power_roll(
    desk: &mut Desk,
    input: PowerRollRequest,
) -> Result<PowerRollResult, AppError> {
    check_characteristic(input.input)?;
    check_difficulty(input.input, input.difficulty)?;
    let (base, rules) = rules_for_roll(desk, input.rules.as_ref(), input.input)?;
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
        odds: odds(roll_input, input.difficulty, rules.clone()),
        roll,
        rules,
    })
}

/// An assist ("Assist"): the assister's test, and the bane, edge or double edge it gives.
pub fn draw_steel_assist(desk: &mut Desk, input: AssistRequest) -> Result<AssistResult, AppError> {
    check_characteristic(input.input)?;
    let (assister, rules) = rules_for_roll(desk, input.rules.as_ref(), input.input)?;
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
        rules,
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

fn odds(
    input: PowerRollInput,
    difficulty: Option<TestDifficulty>,
    rules: Vec<RollRuleUsed>,
) -> RollOdds {
    RollOdds {
        tiers: tier_odds(input),
        outcomes: difficulty.map(|difficulty| test_odds(difficulty, input)),
        rules,
    }
}
