//! Form validation of authored content: every problem of a piece at once, each on its field.
//!
//! The glossary fixes a few of these rules (characteristic scores are −5 to +5, a strike picks
//! its targets while an area takes whatever stands in it, stability reduces forced movement);
//! those errors cite their entry. The rest are our own sanity limits for a GM's form, kept
//! generous and named as constants here, and their errors carry no citation:
//!
//! | Limit | Value | Why |
//! |---|---|---|
//! | [`MAX_NAME_CHARS`] | 80 | a name fits on a card and a list row |
//! | [`MAX_DISTANCE`] | 100 squares | ranges, reaches, "within" distances and area sizes; far beyond any map |
//! | [`MONSTER_LEVELS`] | 0 to 20 | 0 for harmless creatures below the heroes; up to twice the heroes' last level |
//! | [`POTENCY_RANGE`] | −5 to +9 | scores run −5 to +5 and surges may raise a potency a few steps above |
//! | [`FORCED_MOVEMENT_RANGE`] | 1 to 20 squares | a forced movement moves at least one square; 20 is a whole map |
//!
//! Field paths name the place in the piece the way the form does: `"tiers"`,
//! `"abilities[2].distance.range"`, `"characteristics.might"`.

mod ability;

use std::ops::RangeInclusive;

use std::collections::HashSet;

use ability::{check_abilities, check_ability};

use serde::{Deserialize, Serialize};

use super::{
    Ability, ActionType, Ancestry, Class, Content, DamageModifier, Distance, Effect, Keyword, Kit,
    KitStaminaGrowth, StatBlock, TargetKind,
};
use crate::citation::Citation;
use crate::systems::draw_steel::characteristics::{Characteristic, Characteristics};
use crate::systems::draw_steel::cite;

/// The longest name, in characters.
pub const MAX_NAME_CHARS: usize = 80;
/// The farthest range, reach or "within" distance, and the largest area size, in squares.
pub const MAX_DISTANCE: u8 = 100;
/// The levels a monster may have.
pub const MONSTER_LEVELS: RangeInclusive<u8> = 0..=20;
/// The values a potency may have.
pub const POTENCY_RANGE: RangeInclusive<i8> = -5..=9;
/// The distances a forced movement may have, in squares.
pub const FORCED_MOVEMENT_RANGE: RangeInclusive<u8> = 1..=20;

/// One problem with a piece of content, on the field the form should mark.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
#[error("{field}: {message}")]
pub struct ContentError {
    /// Where: `"tiers"`, `"abilities[2].distance.range"`, `"characteristics.might"`.
    pub field: String,
    /// What is wrong and what would be right, in a sentence for the GM.
    pub message: String,
    /// The glossary entry the rule comes from; `None` for our own form limits.
    pub rule: Option<Citation>,
}

/// Checks an ability.
pub fn validate_ability(ability: &Ability) -> Result<(), Vec<ContentError>> {
    let mut report = Report::default();
    check_ability(&mut report, "", ability);
    report.finish()
}

/// Checks a monster's stat block, its abilities included.
pub fn validate_stat_block(block: &StatBlock) -> Result<(), Vec<ContentError>> {
    let mut report = Report::default();
    check_name(&mut report, "name", &block.name);
    if !MONSTER_LEVELS.contains(&block.level) {
        report.push(
            "level",
            format!(
                "Level {} is out of range: a monster's level is from {} to {}.",
                block.level,
                MONSTER_LEVELS.start(),
                MONSTER_LEVELS.end()
            ),
            None,
        );
    }
    if block.stamina == 0 {
        report.push(
            "stamina",
            "A monster needs at least 1 Stamina: at 0 it is already dead or unconscious.",
            Some(cite("Stamina")),
        );
    }
    check_speed(&mut report, "speed", block.speed);
    check_characteristics(&mut report, "characteristics", &block.characteristics);
    check_damage_modifiers(&mut report, "immunities", "immunity", &block.immunities);
    check_damage_modifiers(&mut report, "weaknesses", "weakness", &block.weaknesses);
    check_abilities(&mut report, "abilities", &block.abilities);
    report.finish()
}

/// Checks an ancestry.
pub fn validate_ancestry(ancestry: &Ancestry) -> Result<(), Vec<ContentError>> {
    let mut report = Report::default();
    check_name(&mut report, "name", &ancestry.name);
    if ancestry.speed == 0 {
        report.push(
            "speed",
            "An ancestry needs a speed of at least 1 square, or its heroes could never move.",
            None,
        );
    } else {
        check_speed(&mut report, "speed", ancestry.speed);
    }
    report.finish()
}

/// Checks a class, its abilities included.
pub fn validate_class(class: &Class) -> Result<(), Vec<ContentError>> {
    let mut report = Report::default();
    check_name(&mut report, "name", &class.name);
    if class.starting_stamina == 0 {
        report.push(
            "startingStamina",
            "A class needs at least 1 Stamina at level 1.",
            Some(cite("Stamina")),
        );
    }
    if class.recoveries == 0 {
        report.push(
            "recoveries",
            "Every hero has Recoveries: give the class at least 1.",
            Some(cite("Recovery")),
        );
    }
    check_label(
        &mut report,
        "heroicResource",
        "The heroic resource",
        &class.heroic_resource,
    );
    let mut seen = HashSet::new();
    for (index, characteristic) in class.primary.iter().enumerate() {
        if !seen.insert(*characteristic) {
            report.push(
                format!("primary[{index}]"),
                format!(
                    "{} is listed twice among the class's primary characteristics.",
                    characteristic.name()
                ),
                None,
            );
        }
    }
    check_abilities(&mut report, "abilities", &class.abilities);
    report.finish()
}

/// Checks a kit, its abilities included.
pub fn validate_kit(kit: &Kit) -> Result<(), Vec<ContentError>> {
    let mut report = Report::default();
    check_name(&mut report, "name", &kit.name);
    if kit.stamina_growth == Some(KitStaminaGrowth::PerEchelon) && kit.stamina == 0 {
        report.push(
            "staminaGrowth",
            "The kit's Stamina bonus grows by echelon, but the kit gives no Stamina: give it a \
             bonus, or leave out how it grows.",
            Some(cite("Stamina")),
        );
    }
    check_speed(&mut report, "speed", kit.speed);
    check_abilities(&mut report, "abilities", &kit.abilities);
    report.finish()
}

/// Checks a piece of content of any kind.
pub fn validate_content(content: &Content) -> Result<(), Vec<ContentError>> {
    match content {
        Content::Ability(ability) => validate_ability(ability),
        Content::Monster(block) => validate_stat_block(block),
        Content::Ancestry(ancestry) => validate_ancestry(ancestry),
        Content::Class(class) => validate_class(class),
        Content::Kit(kit) => validate_kit(kit),
    }
}

impl Content {
    /// Checks this piece: every problem at once ([`validate_content`]).
    pub fn validate(&self) -> Result<(), Vec<ContentError>> {
        validate_content(self)
    }
}

impl Ability {
    /// Whether the ability makes a power roll.
    pub fn rolls(&self) -> bool {
        !self.roll.is_empty()
    }
}

/// The problems found so far.
#[derive(Default)]
struct Report {
    errors: Vec<ContentError>,
}

impl Report {
    fn push(
        &mut self,
        field: impl Into<String>,
        message: impl Into<String>,
        rule: Option<Citation>,
    ) {
        self.errors.push(ContentError {
            field: field.into(),
            message: message.into(),
            rule,
        });
    }

    fn finish(self) -> Result<(), Vec<ContentError>> {
        if self.errors.is_empty() {
            Ok(())
        } else {
            Err(self.errors)
        }
    }
}

/// `prefix.name`, or `name` at the top level.
fn path(prefix: &str, name: &str) -> String {
    if prefix.is_empty() {
        name.to_owned()
    } else {
        format!("{prefix}.{name}")
    }
}

fn check_name(report: &mut Report, field: &str, name: &str) {
    check_label(report, field, "The name", name);
}

/// A short label (a name, a resource): present, trimmed, at most [`MAX_NAME_CHARS`].
fn check_label(report: &mut Report, field: &str, what: &str, text: &str) {
    if text.trim().is_empty() {
        report.push(field, format!("{what} is empty: write one."), None);
    } else if text.trim() != text {
        report.push(
            field,
            format!("{what} \"{text}\" starts or ends with spaces: remove them."),
            None,
        );
    }
    let length = text.chars().count();
    if length > MAX_NAME_CHARS {
        report.push(
            field,
            format!("{what} is {length} characters long: keep it to {MAX_NAME_CHARS}."),
            None,
        );
    }
}

fn check_speed(report: &mut Report, field: &str, speed: u8) {
    if speed > MAX_DISTANCE {
        report.push(
            field,
            format!("Speed {speed} is more than {MAX_DISTANCE} squares: check the number."),
            None,
        );
    }
}

/// Each score −5..=+5, each out-of-range score on its own field, with the glossary's message.
fn check_characteristics(report: &mut Report, prefix: &str, scores: &Characteristics) {
    for characteristic in Characteristic::ALL {
        let alone = single_score(characteristic, scores.get(characteristic));
        if let Err(refused) = alone.validate() {
            report.push(
                path(prefix, field_name(characteristic)),
                refused.message,
                Some(refused.rule),
            );
        }
    }
}

/// A set of scores that are all 0 but `characteristic`.
fn single_score(characteristic: Characteristic, score: i8) -> Characteristics {
    let mut scores = Characteristics::default();
    match characteristic {
        Characteristic::Might => scores.might = score,
        Characteristic::Agility => scores.agility = score,
        Characteristic::Reason => scores.reason = score,
        Characteristic::Intuition => scores.intuition = score,
        Characteristic::Presence => scores.presence = score,
    }
    scores
}

/// The characteristic's field name in the serialized form.
const fn field_name(characteristic: Characteristic) -> &'static str {
    match characteristic {
        Characteristic::Might => "might",
        Characteristic::Agility => "agility",
        Characteristic::Reason => "reason",
        Characteristic::Intuition => "intuition",
        Characteristic::Presence => "presence",
    }
}

/// A damage type as the engine matches it: lowercase, trimmed, not empty.
fn check_damage_type(report: &mut Report, field: &str, damage_type: &str) {
    if damage_type.trim().is_empty() {
        report.push(
            field,
            "The damage type is empty: name it (\"fire\") or leave the damage untyped.",
            None,
        );
    } else if damage_type.trim().to_lowercase() != damage_type {
        report.push(
            field,
            format!(
                "Write the damage type \"{damage_type}\" as \"{}\": lowercase, with no spaces \
                 around it, so immunities and weaknesses match it.",
                damage_type.trim().to_lowercase()
            ),
            None,
        );
    }
}

fn check_damage_modifiers(
    report: &mut Report,
    prefix: &str,
    what: &str,
    modifiers: &[DamageModifier],
) {
    let mut seen = HashSet::new();
    for (index, modifier) in modifiers.iter().enumerate() {
        let at = format!("{prefix}[{index}]");
        check_damage_type(report, &path(&at, "damageType"), &modifier.damage_type);
        if !seen.insert(modifier.damage_type.trim().to_lowercase()) {
            report.push(
                path(&at, "damageType"),
                format!(
                    "There is already a {what} to \"{}\": give each damage type one value.",
                    modifier.damage_type
                ),
                None,
            );
        }
        if modifier.value == 0 {
            report.push(
                path(&at, "value"),
                format!("A {what} of 0 does nothing: give it a value or remove it."),
                None,
            );
        }
    }
}

#[cfg(test)]
mod tests;
