//! Checks of one ability: name, keywords, roll and tiers, distance, targets, trigger, effects.

use super::*;

/// Each ability checked under `prefix[i]`, and no two with the same name.
pub(super) fn check_abilities(report: &mut Report, prefix: &str, abilities: &[Ability]) {
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

pub(super) fn check_ability(report: &mut Report, prefix: &str, ability: &Ability) {
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
