//! A Game of Bastards character's creation: the build checked by the book («ii. Points &
//! Costs» and the sections it points to) under the campaign's table rules, kept as the first
//! entry of the character's advancement ledger. The `data` column holds nothing of its own: the
//! character is the fold of its ledger.

use schemars::JsonSchema;
use serde::Deserialize;
use tablekeep_rules::systems::game_of_bastards::creation::{
    create_under, CreationError, FatedBuild,
};
use tablekeep_rules::systems::game_of_bastards::ledger::Entry;
use tablekeep_rules::table_rules::TableRuleChoices;
use tablekeep_rules::RuleViolation;

use tablekeep_rules::systems::game_of_bastards::ledger::successor;
use tablekeep_rules::{CharacterKind, SystemId};
use tablekeep_store::{CharacterFields, NewProgression};

use super::ledger::{self, load};
use crate::campaign_rules::rule_choices;
use crate::characters::{view_of, CharacterView};
use crate::{validate, AppError, Desk, ErrorKind};

/// A Game of Bastards character's creation choices.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NewBastards {
    /// The creation choices: suit, traits, raised skills, specialties, advantages (Capital and
    /// Landed among them) and disadvantages («ii. Points & Costs»).
    pub build: FatedBuild,
}

/// A build refused: invalid input at `prefix` + the build's field, naming the rule.
pub fn refusal(prefix: &str, error: CreationError) -> AppError {
    let field = match error.field().as_str() {
        "build" => prefix.to_owned(),
        inner => format!("{prefix}.{inner}"),
    };
    let violation = RuleViolation::from(error);
    AppError {
        kind: ErrorKind::InvalidInput,
        message: violation.message,
        field: Some(field),
        rule: Some(violation.rule),
    }
}

/// The ledger's first entry for `build`, once creation by the book accepts it under `choices`.
/// `prefix` is where the build sits in the arguments.
pub(crate) fn creation_entry(
    build: FatedBuild,
    choices: &TableRuleChoices,
    prefix: &str,
) -> Result<Entry, AppError> {
    create_under(&build, choices).map_err(|e| refusal(prefix, e))?;
    Ok(Entry::Created { build })
}

/// Validates a creation; gives the data column (empty: the ledger is the character) and the
/// ledger's first entry.
pub(crate) fn start(
    new: NewBastards,
    choices: &TableRuleChoices,
) -> Result<(String, String), AppError> {
    if new.build.inheritance.is_some() {
        return Err(AppError::invalid(
            "creation.build.inheritance",
            "Only a killed character's successor inherits XP; make it with \
             game_of_bastards_successor, which works the inheritance out from the late \
             character's ledger.",
        ));
    }
    let entry = creation_entry(new.build, choices, "creation.build")?;
    let json = serde_json::to_string(&entry).map_err(|e| {
        AppError::new(
            ErrorKind::Storage,
            format!("A ledger entry could not be written: {e}"),
        )
    })?;
    Ok(("{}".to_owned(), json))
}

/// Arguments of `game_of_bastards_successor`: a new character for the player whose character
/// was Killed.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BastardsSuccessor {
    /// The late character (Killed).
    pub late_character_id: i64,
    /// The successor's name.
    pub name: String,
    /// Tags for finding it again.
    #[serde(default)]
    pub tags: Vec<String>,
    /// The successor's creation choices; its inheritance is worked out here, not given.
    pub build: FatedBuild,
}

/// Makes a killed character's successor: half the late character's XP, on top of the standard
/// 10 or instead of them (table rule `game_of_bastards.successor_xp`), checked by the book like
/// any creation. A player character, like the one it succeeds.
pub fn game_of_bastards_successor(
    desk: &mut Desk,
    input: BastardsSuccessor,
) -> Result<CharacterView, AppError> {
    let name = validate::name("name", &input.name)?;
    let tags = validate::tags(input.tags)?;
    let store = desk.store()?;
    let choices = rule_choices(store)?;
    let late = load(store, input.late_character_id)?;
    let Some(fated) = late.folded.fated.as_ref() else {
        return Err(AppError::invalid(
            "lateCharacterId",
            format!(
                "{} has no build, so no XP to leave.",
                late.character.fields.name
            ),
        ));
    };
    let mut inheritance =
        successor(fated, &choices).map_err(|e| ledger::refusal(e, "lateCharacterId"))?;
    inheritance.from = late.character.fields.name.clone();
    let mut build = input.build;
    build.inheritance = Some(inheritance);
    let entry = creation_entry(build, &choices, "build")?;
    let json = serde_json::to_string(&entry).map_err(|e| {
        AppError::new(
            ErrorKind::Storage,
            format!("A ledger entry could not be written: {e}"),
        )
    })?;
    let fields = CharacterFields {
        system: SystemId::GameOfBastards,
        kind: CharacterKind::Pc,
        name,
        tags,
        notes: String::new(),
        data: "{}".to_owned(),
        rules_version: super::DATA_VERSION,
    };
    let now = desk.now();
    let character = desk.store_mut()?.insert_character_with_progression(
        &fields,
        &NewProgression {
            entry: &json,
            session_id: None,
            reason: "",
        },
        now,
    )?;
    desk.after_write();
    view_of(desk.store()?, character.id)
}
