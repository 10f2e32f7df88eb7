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

use std::collections::HashSet;
use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};

use super::{
    Ability, ActionType, Ancestry, Class, Content, DamageModifier, Distance, Effect, Keyword, Kit,
    StatBlock, TargetKind,
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

/// Each ability checked under `prefix[i]`, and no two with the same name.
fn check_abilities(report: &mut Report, prefix: &str, abilities: &[Ability]) {
    let mut seen = HashSet::new();
    for (index, ability) in abilities.iter().enumerate() {
        let at = format!("{prefix}[{index}]");
        check_ability(report, &at, ability);
        let key = ability.name.trim().to_lowercase();
        if !key.is_empty() && !seen.insert(key) {
            report.push(
                path(&at, "name"),
                format!(
                    "There is already an ability named \"{}\": give each ability its own name.",
                    ability.name.trim()
                ),
                None,
            );
        }
    }
}

fn check_ability(report: &mut Report, prefix: &str, ability: &Ability) {
    check_name(report, &path(prefix, "name"), &ability.name);
    check_keywords(report, prefix, ability);
    check_roll_and_tiers(report, prefix, ability);
    check_distance(report, &path(prefix, "distance"), &ability.distance);
    check_targets(report, prefix, ability);
    check_trigger(report, prefix, ability);
    for (index, tier) in ability.tiers.iter().enumerate() {
        let at = path(prefix, &format!("tiers[{index}]"));
        for (effect_index, effect) in tier.effects.iter().enumerate() {
            check_effect(
                report,
                &path(&at, &format!("effects[{effect_index}]")),
                effect,
            );
        }
    }
    for (index, effect) in ability.effects.iter().enumerate() {
        check_effect(report, &path(prefix, &format!("effects[{index}]")), effect);
    }
    for (index, tag) in ability.tags.iter().enumerate() {
        if tag.trim().is_empty() {
            report.push(
                path(prefix, &format!("tags[{index}]")),
                "A keyword is empty: write it or remove it.",
                None,
            );
        }
    }
}

fn check_keywords(report: &mut Report, prefix: &str, ability: &Ability) {
    let field = path(prefix, "keywords");
    let mut seen = HashSet::new();
    for keyword in &ability.keywords {
        if !seen.insert(*keyword) {
            report.push(
                field.as_str(),
                format!("The keyword {keyword:?} is listed twice."),
                None,
            );
        }
    }
    if ability.has(Keyword::Strike) && ability.has(Keyword::Area) {
        report.push(
            field.as_str(),
            "An ability is a strike or an area, not both: a strike picks its targets, an area \
             affects whatever is in it.",
            Some(cite("Area of Effect")),
        );
    }
    if ability.has(Keyword::Area) && !ability.distance.is_area() {
        report.push(
            path(prefix, "distance"),
            "An area ability needs an area for its distance: an aura, burst, cube, line or wall.",
            Some(cite("Area of Effect")),
        );
    }
    if ability.distance.is_area() && !ability.has(Keyword::Area) {
        report.push(
            field.as_str(),
            "This ability makes an area of effect: give it the Area keyword.",
            Some(cite("Area of Effect")),
        );
    }
}

fn check_roll_and_tiers(report: &mut Report, prefix: &str, ability: &Ability) {
    let mut seen = HashSet::new();
    for (index, characteristic) in ability.roll.iter().enumerate() {
        if !seen.insert(*characteristic) {
            report.push(
                path(prefix, &format!("roll[{index}]")),
                format!(
                    "{} is listed twice among the roll's characteristics.",
                    characteristic.name()
                ),
                None,
            );
        }
    }
    let tiers = path(prefix, "tiers");
    match (ability.rolls(), ability.tiers.len()) {
        (true, 0) => report.push(
            tiers,
            "An ability with no tiers cannot use a power roll: write its three tier outcomes \
             (11 or lower, 12 to 16, 17 or higher), or clear the roll.",
            Some(cite("Ability Roll")),
        ),
        (true, 3) => {}
        (true, count) => report.push(
            tiers,
            format!(
                "An ability that rolls has exactly three tier outcomes (11 or lower, 12 to 16, \
                 17 or higher); this one has {count}."
            ),
            Some(cite("Ability Roll")),
        ),
        (false, 0) => {
            if ability.effects.is_empty() && ability.notes.trim().is_empty() {
                report.push(
                    path(prefix, "effects"),
                    "This ability has no tiers, no effects and no notes, so it does nothing: \
                     give it an effect or describe it in the notes.",
                    None,
                );
            }
        }
        (false, _) => report.push(
            path(prefix, "roll"),
            "An ability with tier outcomes makes a power roll: name the characteristic (or \
             characteristics) it rolls with.",
            Some(cite("Ability Roll")),
        ),
    }
}

fn check_distance(report: &mut Report, prefix: &str, distance: &Distance) {
    let far = |report: &mut Report, name: &str, what: &str, value: u8| {
        if value > MAX_DISTANCE {
            report.push(
                path(prefix, name),
                format!("{what} {value} is more than {MAX_DISTANCE} squares: check the number."),
                Some(cite("Distance")),
            );
        }
    };
    let positive = |report: &mut Report, name: &str, what: &str, value: u8| {
        if value == 0 {
            report.push(
                path(prefix, name),
                format!("{what} is 0: an area covers at least 1 square."),
                Some(cite("Area of Effect")),
            );
        }
    };
    match *distance {
        Distance::SelfOnly => {}
        Distance::Melee { reach } => {
            check_reach(report, prefix, reach);
            far(report, "reach", "Reach", reach);
        }
        Distance::Ranged { range } => {
            check_range(report, prefix, range);
            far(report, "range", "Range", range);
        }
        Distance::MeleeOrRanged { reach, range } => {
            check_reach(report, prefix, reach);
            far(report, "reach", "Reach", reach);
            check_range(report, prefix, range);
            far(report, "range", "Range", range);
        }
        Distance::Aura { radius } | Distance::Burst { radius } => {
            positive(report, "radius", "The radius", radius);
            far(report, "radius", "Radius", radius);
        }
        Distance::Cube { side, within } => {
            positive(report, "side", "The side", side);
            far(report, "side", "Side", side);
            far(report, "within", "Within", within);
        }
        Distance::Line {
            length,
            width,
            within,
        } => {
            positive(report, "length", "The length", length);
            positive(report, "width", "The width", width);
            far(report, "length", "Length", length);
            far(report, "width", "Width", width);
            far(report, "within", "Within", within);
        }
        Distance::Wall { squares, within } => {
            positive(report, "squares", "The number of squares", squares);
            far(report, "squares", "Squares", squares);
            far(report, "within", "Within", within);
        }
    }
}

fn check_reach(report: &mut Report, prefix: &str, reach: u8) {
    if reach == 0 {
        report.push(
            path(prefix, "reach"),
            "A melee reach is at least 1 square: a creature reaches what is adjacent to it.",
            Some(cite("Adjacent")),
        );
    }
}

fn check_range(report: &mut Report, prefix: &str, range: u8) {
    if range == 0 {
        report.push(
            path(prefix, "range"),
            "A ranged distance is at least 1 square.",
            Some(cite("Distance")),
        );
    }
}

fn check_targets(report: &mut Report, prefix: &str, ability: &Ability) {
    let self_distance = matches!(ability.distance, Distance::SelfOnly);
    let self_targets = ability.targets.kind == TargetKind::SelfOnly;
    if self_distance && !self_targets {
        report.push(
            path(prefix, "targets.kind"),
            "An ability whose distance is Self targets only its user: set its targets to Self.",
            Some(cite("Target")),
        );
    }
    if self_targets && !self_distance {
        report.push(
            path(prefix, "distance"),
            "An ability that targets only its user has the distance Self.",
            Some(cite("Target")),
        );
    }
    if ability.targets.count == Some(0) {
        report.push(
            path(prefix, "targets.count"),
            "A target count is at least 1: leave it empty for everything in an area.",
            Some(cite("Target")),
        );
    }
    if ability.has(Keyword::Strike) && ability.targets.count.is_none() {
        report.push(
            path(prefix, "targets.count"),
            "A strike picks its targets one by one: say how many it may target.",
            Some(cite("Area of Effect")),
        );
    }
}

fn check_trigger(report: &mut Report, prefix: &str, ability: &Ability) {
    let triggered = matches!(
        ability.action,
        ActionType::Triggered | ActionType::FreeTriggered
    );
    let text = ability.trigger.as_deref().map(str::trim).unwrap_or("");
    if triggered && text.is_empty() {
        report.push(
            path(prefix, "trigger"),
            "A triggered ability needs its trigger: say what lets its user act.",
            None,
        );
    }
    if !triggered && ability.trigger.is_some() {
        report.push(
            path(prefix, "trigger"),
            "Only a triggered or free triggered ability has a trigger: change its action or \
             clear the trigger.",
            None,
        );
    }
}

fn check_effect(report: &mut Report, prefix: &str, effect: &Effect) {
    match effect {
        Effect::Damage {
            amount,
            add_characteristic,
            damage_type,
        } => {
            if *amount == 0 && !add_characteristic {
                report.push(
                    path(prefix, "amount"),
                    "This damage is 0 and adds no characteristic, so it deals nothing: give it \
                     an amount.",
                    None,
                );
            }
            if let Some(damage_type) = damage_type {
                check_damage_type(report, &path(prefix, "damageType"), damage_type);
            }
        }
        Effect::Condition { potency, .. } => {
            if let Some(potency) = potency {
                if !POTENCY_RANGE.contains(&potency.value) {
                    report.push(
                        path(prefix, "potency.value"),
                        format!(
                            "Potency {:+} is out of range: a potency is from {:+} to {:+}.",
                            potency.value,
                            POTENCY_RANGE.start(),
                            POTENCY_RANGE.end()
                        ),
                        None,
                    );
                }
            }
        }
        Effect::ForcedMove { distance, .. } => {
            if !FORCED_MOVEMENT_RANGE.contains(distance) {
                report.push(
                    path(prefix, "distance"),
                    format!(
                        "A forced movement of {distance} squares is out of range: it moves {} \
                         to {} squares.",
                        FORCED_MOVEMENT_RANGE.start(),
                        FORCED_MOVEMENT_RANGE.end()
                    ),
                    Some(cite("Forced Movement")),
                );
            }
        }
        Effect::GainSurges { count } => {
            if *count == 0 {
                report.push(
                    path(prefix, "count"),
                    "Gaining 0 surges does nothing: gain at least 1.",
                    Some(cite("Surges")),
                );
            }
        }
        Effect::Text { text } => {
            if text.trim().is_empty() {
                report.push(
                    path(prefix, "text"),
                    "This effect has no text: say what happens, or remove it.",
                    None,
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::systems::draw_steel::characteristics::Size;
    use crate::systems::draw_steel::content::{
        ConditionKind, Duration, ForcedKind, Potency, Targets, TierOutcome,
    };

    fn damage(amount: u16) -> Effect {
        Effect::Damage {
            amount,
            add_characteristic: true,
            damage_type: None,
        }
    }

    /// A valid melee strike: three tiers of damage, the last one pushing.
    fn strike() -> Ability {
        Ability {
            name: "Test Swing".to_owned(),
            keywords: vec![Keyword::Melee, Keyword::Strike, Keyword::Weapon],
            tags: Vec::new(),
            action: ActionType::MainAction,
            distance: Distance::Melee { reach: 1 },
            targets: Targets {
                kind: TargetKind::Creatures,
                count: Some(1),
            },
            roll: vec![Characteristic::Might],
            tiers: vec![
                TierOutcome {
                    effects: vec![damage(2)],
                },
                TierOutcome {
                    effects: vec![damage(5)],
                },
                TierOutcome {
                    effects: vec![
                        damage(7),
                        Effect::ForcedMove {
                            movement: ForcedKind::Push,
                            distance: 2,
                            vertical: false,
                        },
                    ],
                },
            ],
            effects: Vec::new(),
            cost: 0,
            trigger: None,
            notes: String::new(),
        }
    }

    fn block() -> StatBlock {
        StatBlock {
            name: "Test Beast".to_owned(),
            level: 2,
            role: "Brute".to_owned(),
            organization: String::new(),
            encounter_value: 8,
            stamina: 30,
            speed: 5,
            size: Size::LARGE,
            stability: 1,
            free_strike: 3,
            characteristics: Characteristics {
                might: 2,
                ..Characteristics::default()
            },
            immunities: Vec::new(),
            weaknesses: Vec::new(),
            abilities: vec![strike()],
            notes: String::new(),
        }
    }

    fn errors_of(result: Result<(), Vec<ContentError>>) -> Vec<ContentError> {
        result.expect_err("the content should be refused")
    }

    fn fields(errors: &[ContentError]) -> Vec<&str> {
        errors.iter().map(|error| error.field.as_str()).collect()
    }

    #[test]
    fn a_well_formed_strike_and_stat_block_pass() {
        assert_eq!(validate_ability(&strike()), Ok(()));
        assert_eq!(validate_stat_block(&block()), Ok(()));
        assert_eq!(Content::Monster(block()).validate(), Ok(()));
    }

    #[test]
    fn an_ability_with_no_tiers_is_a_named_error() {
        let mut ability = strike();
        ability.tiers.clear();
        let errors = errors_of(validate_ability(&ability));
        assert_eq!(fields(&errors), ["tiers"]);
        assert!(errors[0].message.starts_with("An ability with no tiers"));
        assert_eq!(errors[0].rule, Some(cite("Ability Roll")));
    }

    #[test]
    fn a_rolled_ability_has_exactly_three_tiers() {
        let mut ability = strike();
        ability.tiers.pop();
        let errors = errors_of(validate_ability(&ability));
        assert_eq!(fields(&errors), ["tiers"]);
        assert!(errors[0].message.contains("this one has 2"));
    }

    #[test]
    fn tiers_without_a_roll_characteristic_are_refused() {
        let mut ability = strike();
        ability.roll.clear();
        let errors = errors_of(validate_ability(&ability));
        assert_eq!(fields(&errors), ["roll"]);
    }

    #[test]
    fn an_ability_that_does_nothing_is_refused_but_a_described_one_passes() {
        let mut ability = strike();
        ability.roll.clear();
        ability.tiers.clear();
        assert_eq!(fields(&errors_of(validate_ability(&ability))), ["effects"]);
        ability.notes = "The user hums a tune.".to_owned();
        assert_eq!(validate_ability(&ability), Ok(()));
    }

    #[test]
    fn names_must_be_present_trimmed_and_short() {
        for bad in ["", "   ", " Swing", "Swing ", &"x".repeat(81)] {
            let mut ability = strike();
            ability.name = bad.to_owned();
            let errors = errors_of(validate_ability(&ability));
            assert_eq!(fields(&errors), ["name"], "name {bad:?}");
        }
        let mut ability = strike();
        ability.name = "é".repeat(80);
        assert_eq!(validate_ability(&ability), Ok(()));
    }

    #[test]
    fn self_distance_and_self_targets_go_together() {
        let mut ability = strike();
        ability.keywords = Vec::new();
        ability.distance = Distance::SelfOnly;
        assert_eq!(
            fields(&errors_of(validate_ability(&ability))),
            ["targets.kind"]
        );
        let mut ability = strike();
        ability.targets.kind = TargetKind::SelfOnly;
        assert_eq!(fields(&errors_of(validate_ability(&ability))), ["distance"]);
    }

    #[test]
    fn counts_reaches_ranges_and_areas_are_bounded() {
        let mut ability = strike();
        ability.targets.count = Some(0);
        ability.distance = Distance::MeleeOrRanged {
            reach: 0,
            range: 101,
        };
        let errors = errors_of(validate_ability(&ability));
        assert_eq!(
            fields(&errors),
            ["distance.reach", "distance.range", "targets.count"]
        );

        let mut ability = strike();
        ability.keywords = vec![Keyword::Area, Keyword::Magic];
        ability.targets.count = None;
        ability.distance = Distance::Line {
            length: 0,
            width: 1,
            within: 100,
        };
        assert_eq!(
            fields(&errors_of(validate_ability(&ability))),
            ["distance.length"]
        );
        ability.distance = Distance::Burst { radius: 3 };
        assert_eq!(validate_ability(&ability), Ok(()));
    }

    #[test]
    fn a_strike_needs_a_count_and_cannot_be_an_area() {
        let mut ability = strike();
        ability.targets.count = None;
        assert_eq!(
            fields(&errors_of(validate_ability(&ability))),
            ["targets.count"]
        );
        let mut ability = strike();
        ability.keywords.push(Keyword::Area);
        // Both keywords, and an Area keyword on a melee distance.
        assert_eq!(
            fields(&errors_of(validate_ability(&ability))),
            ["keywords", "distance"]
        );
        let mut ability = strike();
        ability.keywords = vec![Keyword::Magic];
        ability.distance = Distance::Aura { radius: 2 };
        assert_eq!(fields(&errors_of(validate_ability(&ability))), ["keywords"]);
    }

    #[test]
    fn a_triggered_ability_needs_its_trigger() {
        let mut ability = strike();
        ability.action = ActionType::FreeTriggered;
        ability.trigger = Some("  ".to_owned());
        assert_eq!(fields(&errors_of(validate_ability(&ability))), ["trigger"]);
        ability.trigger = Some("An adjacent enemy attacks an ally.".to_owned());
        assert_eq!(validate_ability(&ability), Ok(()));
        ability.action = ActionType::Maneuver;
        assert_eq!(fields(&errors_of(validate_ability(&ability))), ["trigger"]);
    }

    #[test]
    fn effects_are_checked_on_their_tier() {
        let mut ability = strike();
        ability.tiers[0].effects = vec![
            Effect::Condition {
                condition: ConditionKind::Slowed,
                duration: Duration::EndOfTurn,
                potency: Some(Potency {
                    characteristic: Characteristic::Agility,
                    value: 10,
                }),
            },
            Effect::Damage {
                amount: 3,
                add_characteristic: false,
                damage_type: Some(" Fire".to_owned()),
            },
            Effect::Text {
                text: String::new(),
            },
            Effect::GainSurges { count: 0 },
        ];
        ability.tiers[2].effects[1] = Effect::ForcedMove {
            movement: ForcedKind::Slide,
            distance: 21,
            vertical: true,
        };
        let errors = errors_of(validate_ability(&ability));
        assert_eq!(
            fields(&errors),
            [
                "tiers[0].effects[0].potency.value",
                "tiers[0].effects[1].damageType",
                "tiers[0].effects[2].text",
                "tiers[0].effects[3].count",
                "tiers[2].effects[1].distance",
            ]
        );
        assert!(errors[1].message.contains("\"fire\""));
        assert_eq!(errors[4].rule, Some(cite("Forced Movement")));
    }

    #[test]
    fn potency_and_forced_movement_limits_are_inclusive() {
        let mut ability = strike();
        ability.tiers[0].effects = vec![
            Effect::Condition {
                condition: ConditionKind::Weakened,
                duration: Duration::SaveEnds,
                potency: Some(Potency {
                    characteristic: Characteristic::Might,
                    value: -5,
                }),
            },
            Effect::Condition {
                condition: ConditionKind::Weakened,
                duration: Duration::SaveEnds,
                potency: Some(Potency {
                    characteristic: Characteristic::Might,
                    value: 9,
                }),
            },
            Effect::ForcedMove {
                movement: ForcedKind::Pull,
                distance: 20,
                vertical: false,
            },
            Effect::ForcedMove {
                movement: ForcedKind::Pull,
                distance: 1,
                vertical: false,
            },
        ];
        assert_eq!(validate_ability(&ability), Ok(()));
        ability.tiers[0].effects[3] = Effect::ForcedMove {
            movement: ForcedKind::Pull,
            distance: 0,
            vertical: false,
        };
        assert_eq!(
            fields(&errors_of(validate_ability(&ability))),
            ["tiers[0].effects[3].distance"]
        );
    }

    #[test]
    fn a_stat_block_reports_every_problem_at_once() {
        let mut monster = block();
        monster.name = String::new();
        monster.level = 21;
        monster.stamina = 0;
        monster.characteristics.might = 6;
        monster.characteristics.presence = -6;
        monster.immunities = vec![
            DamageModifier {
                damage_type: "fire".to_owned(),
                value: 3,
            },
            DamageModifier {
                damage_type: "fire".to_owned(),
                value: 0,
            },
        ];
        monster.abilities.push(strike());
        monster.abilities[1].distance = Distance::Ranged { range: 0 };
        let errors = errors_of(validate_stat_block(&monster));
        assert_eq!(
            fields(&errors),
            [
                "name",
                "level",
                "stamina",
                "characteristics.might",
                "characteristics.presence",
                "immunities[1].damageType",
                "immunities[1].value",
                "abilities[1].distance.range",
                "abilities[1].name",
            ]
        );
        assert!(errors[3].message.contains("Might +6"));
        assert_eq!(errors[3].rule, Some(cite("Characteristic")));
        assert_eq!(errors[2].rule, Some(cite("Stamina")));
        assert!(errors[8].message.contains("Test Swing"));
    }

    #[test]
    fn monster_levels_run_from_0_to_20() {
        let mut monster = block();
        monster.level = 0;
        assert_eq!(validate_stat_block(&monster), Ok(()));
        monster.level = 20;
        assert_eq!(validate_stat_block(&monster), Ok(()));
    }

    #[test]
    fn duplicate_names_ignore_case_and_spaces() {
        let mut class = Class {
            name: "Test Class".to_owned(),
            starting_stamina: 20,
            stamina_per_level: 8,
            recoveries: 8,
            heroic_resource: "Grit".to_owned(),
            primary: vec![Characteristic::Might],
            abilities: vec![strike(), strike()],
            notes: String::new(),
        };
        class.abilities[1].name = "test swing".to_owned();
        assert_eq!(
            fields(&errors_of(validate_class(&class))),
            ["abilities[1].name"]
        );
    }

    #[test]
    fn classes_ancestries_and_kits_have_their_own_checks() {
        let class = Class {
            name: "Test Class".to_owned(),
            starting_stamina: 0,
            stamina_per_level: 8,
            recoveries: 0,
            heroic_resource: " ".to_owned(),
            primary: vec![Characteristic::Might, Characteristic::Might],
            abilities: Vec::new(),
            notes: String::new(),
        };
        assert_eq!(
            fields(&errors_of(validate_class(&class))),
            [
                "startingStamina",
                "recoveries",
                "heroicResource",
                "primary[1]"
            ]
        );
        let ancestry = Ancestry {
            name: "Test Folk".to_owned(),
            size: Size::SMALL,
            speed: 0,
            stability: 0,
            notes: String::new(),
        };
        assert_eq!(fields(&errors_of(validate_ancestry(&ancestry))), ["speed"]);
        let kit = Kit {
            name: "Test Kit".to_owned(),
            stamina: 3,
            speed: 101,
            stability: 0,
            free_strike: 2,
            damage_bonus: [0, 0, 1],
            abilities: vec![strike()],
            notes: String::new(),
        };
        assert_eq!(fields(&errors_of(Content::Kit(kit).validate())), ["speed"]);
    }

    #[test]
    fn content_errors_serialize_for_the_form() {
        let error = ContentError {
            field: "tiers".to_owned(),
            message: "An ability with no tiers cannot use a power roll.".to_owned(),
            rule: Some(cite("Ability Roll")),
        };
        let json = serde_json::to_value(&error).expect("serializes");
        assert_eq!(json["field"], "tiers");
        assert_eq!(json["rule"]["section"], "Ability Roll");
    }
}
