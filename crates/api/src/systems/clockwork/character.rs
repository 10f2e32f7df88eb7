//! A ClockWork character's creation and what it keeps in the character's `data` column: the
//! build as chosen (the character is worked out from it on every read, under the campaign's
//! table rules), whether the GM waived the creation limits (NPCs only), and what it wears.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::systems::clockwork::creation::{create_under, Character, CharacterBuild};
use tablekeep_rules::systems::clockwork::loadout::Loadout;
use tablekeep_rules::systems::clockwork::npc::{create_waived, Waived};
use tablekeep_rules::systems::clockwork::sheet::{sheet_under, ArmorError, Worn};
use tablekeep_rules::systems::clockwork::table_rules::creation_rules;
use tablekeep_rules::table_rules::TableRuleChoices;
use tablekeep_rules::{CharacterKind, RuleViolation};

use crate::{AppError, ErrorKind};

/// Whether a character was built within the book's creation limits.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, specta::Type, JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum ClockworkLimits {
    /// Every creation rule checked.
    #[default]
    ByTheBook,
    /// The GM waived the creation limits (an NPC); the sheet says which rule it breaks.
    Waived,
}

/// What a ClockWork character keeps in its `data` column. An empty object is a character not
/// built yet.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ClockworkData {
    /// The creation choices; `None` until the character is built.
    #[serde(default)]
    pub build: Option<CharacterBuild>,
    /// Whether the creation limits were checked.
    #[serde(default)]
    pub limits: ClockworkLimits,
    /// Armor and shield worn.
    #[serde(default)]
    pub worn: Worn,
    /// What it carries besides (weapons, belt and bandolier, artifacts); since data version 2.
    #[serde(default, skip_serializing_if = "is_empty")]
    pub loadout: Loadout,
}

fn is_empty(loadout: &Loadout) -> bool {
    *loadout == Loadout::default()
}

impl ClockworkData {
    /// Reads the data column.
    pub fn parse(json: &str) -> Result<ClockworkData, AppError> {
        serde_json::from_str(json).map_err(|e| {
            AppError::new(
                ErrorKind::Storage,
                format!("A ClockWork character's stored data could not be read: {e}"),
            )
        })
    }

    /// The data column.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|_| "{}".to_owned())
    }
}

/// A ClockWork character's creation choices.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NewClockwork {
    /// The creation choices («Character Creation»).
    pub build: CharacterBuild,
    /// Waive the creation limits (an NPC only): the spread's total and floor, the species'
    /// lists, the number of foci, the customization budget, the resistance points' total and
    /// caps. The sheet records the waiver and the first rule the build breaks.
    #[serde(default)]
    #[specta(optional)]
    pub waive_limits: Option<bool>,
    /// Armor and shield worn; none by default.
    #[serde(default)]
    #[specta(optional)]
    pub worn: Option<Worn>,
}

/// A built character: the character, and the first creation rule its build breaks when the
/// limits were waived or the campaign's table rules no longer allow it.
pub struct Built {
    /// The character.
    pub character: Character,
    /// The rule the build breaks, if any.
    pub broken: Option<RuleViolation>,
}

/// Works `data`'s character out under `choices`; `None` for a character not built yet. A
/// by-the-book build the campaign's rules no longer allow is worked out as waived, and says so.
pub fn built(data: &ClockworkData, choices: &TableRuleChoices) -> Option<Built> {
    let build = data.build.as_ref()?;
    if data.limits == ClockworkLimits::ByTheBook {
        if let Ok(character) = create_under(build, choices) {
            return Some(Built {
                character,
                broken: None,
            });
        }
    }
    create_waived(build, &creation_rules(choices))
        .ok()
        .map(|Waived { character, broken }| Built {
            character,
            broken: broken.map(RuleViolation::from),
        })
}

/// A build refused: invalid input at `prefix` + the build's field, naming the rule.
pub fn refusal(
    prefix: &str,
    error: tablekeep_rules::systems::clockwork::creation::CreationError,
) -> AppError {
    let field = if prefix.is_empty() {
        error.field()
    } else {
        format!("{prefix}.{}", error.field())
    };
    let violation = RuleViolation::from(error);
    AppError {
        kind: ErrorKind::InvalidInput,
        message: violation.message,
        field: Some(field),
        rule: Some(violation.rule),
    }
}

/// Worn armor refused: invalid input naming the rule.
/// `worn` is where the worn gear sits in the arguments; the field named is the part at fault
/// (`<worn>.armor` or `<worn>.enchantments`).
pub fn armor_refusal(worn: &str, error: ArmorError) -> AppError {
    AppError {
        kind: ErrorKind::InvalidInput,
        message: format!("{error}."),
        field: Some(format!("{worn}.{}", error.field())),
        rule: Some(error.rule()),
    }
}

/// Checks a build by the book (or, waived, by what the sheet needs) under `choices`, and the
/// worn armor; gives the data column. `prefix` is where the build sits in the arguments.
pub fn checked(
    build: CharacterBuild,
    limits: ClockworkLimits,
    worn: Worn,
    choices: &TableRuleChoices,
    prefix: &str,
) -> Result<ClockworkData, AppError> {
    let character = match limits {
        ClockworkLimits::ByTheBook => {
            create_under(&build, choices).map_err(|e| refusal(&format!("{prefix}.build"), e))?
        }
        ClockworkLimits::Waived => {
            create_waived(&build, &creation_rules(choices))
                .map_err(|e| refusal(&format!("{prefix}.build"), e))?
                .character
        }
    };
    sheet_under(&character, &worn, choices)
        .map_err(|e| armor_refusal(&format!("{prefix}.worn"), e))?;
    Ok(ClockworkData {
        build: Some(build),
        limits,
        worn,
        loadout: Loadout::default(),
    })
}

/// Validates a creation for a character of `kind`; gives the data column (ClockWork records no
/// ledger entry at creation: its character is its build).
pub(crate) fn start(
    new: NewClockwork,
    kind: CharacterKind,
    choices: &TableRuleChoices,
) -> Result<String, AppError> {
    let limits = if new.waive_limits.unwrap_or(false) {
        if kind != CharacterKind::Npc {
            return Err(AppError::invalid(
                "creation.waiveLimits",
                "Only an NPC may be built with the creation limits waived; a player character \
                 is built by the book.",
            ));
        }
        ClockworkLimits::Waived
    } else {
        ClockworkLimits::ByTheBook
    };
    let data = checked(
        new.build,
        limits,
        new.worn.unwrap_or_default(),
        choices,
        "creation",
    )?;
    Ok(data.to_json())
}
