//! The monster generator through the commands («Monsters»): the Power Rating read from the
//! party's sheets as they stand (their ledgers folded), the suit from the card the GM drew, the
//! advantages the players picked checked against the ban list and the suit. Nothing is stored:
//! the GM runs the monster from the answer.

use schemars::JsonSchema;
use serde::Deserialize;
use tablekeep_rules::cards::Card;
use tablekeep_rules::systems::game_of_bastards::monster::{generate, Monster, MonsterError};
use tablekeep_rules::RuleViolation;

use super::ledger::load;
use crate::{AppError, Desk, ErrorKind};

/// Arguments of `game_of_bastards_monster`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BastardsMonsterRequest {
    /// The player characters facing it: its Power Rating is their highest trait.
    pub party: Vec<i64>,
    /// The card drawn for its suit.
    pub card: Card,
    /// The advantages the players picked, by id: one per point of Power Rating, of its suit.
    #[serde(default)]
    pub advantages: Vec<String>,
}

fn refusal(error: MonsterError) -> AppError {
    let field = match error {
        MonsterError::NoParty => "party",
        _ => "advantages",
    };
    let violation = RuleViolation::new(error.rule(), error.to_string());
    AppError {
        kind: ErrorKind::InvalidInput,
        message: violation.message,
        field: Some(field.to_owned()),
        rule: Some(violation.rule),
    }
}

/// A monster for the party, of the drawn card's suit, with the picked advantages.
pub fn game_of_bastards_monster(
    desk: &mut Desk,
    input: BastardsMonsterRequest,
) -> Result<Monster, AppError> {
    let store = desk.store()?;
    let mut party = Vec::with_capacity(input.party.len());
    for (index, id) in input.party.iter().enumerate() {
        let loaded = load(store, *id).map_err(|mut e| {
            e.field = Some(format!("party[{index}]"));
            e
        })?;
        let fated = loaded.folded.fated.ok_or_else(|| {
            AppError::invalid(
                &format!("party[{index}]"),
                format!(
                    "{} has no Game of Bastards build, so no traits to read.",
                    loaded.character.fields.name
                ),
            )
        })?;
        party.push(fated.traits);
    }
    let picks: Vec<&str> = input.advantages.iter().map(String::as_str).collect();
    generate(&party, input.card, &picks).map_err(refusal)
}
