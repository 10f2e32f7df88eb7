//! The registry against the content data and the rulebook.

use std::collections::{BTreeSet, HashSet};

use super::*;
use crate::systems::fated_hand::content::test_support::{copied_phrase, rulebook, shingles};
use crate::systems::fated_hand::content::{content, DataNote};
use crate::SystemId;

fn is_snake_case(text: &str) -> bool {
    !text.is_empty()
        && !text.starts_with('_')
        && !text.ends_with('_')
        && !text.contains("__")
        && text
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}

/// Every table-rule id the content data names, in notes and in house costs.
fn data_rule_ids() -> BTreeSet<&'static str> {
    let content = content();
    let notes = content
        .classes
        .iter()
        .flat_map(|c| &c.notes)
        .chain(content.perks.iter().flat_map(|p| &p.notes))
        .chain(content.talents.iter().flat_map(|t| &t.notes))
        .chain(content.arms.iter().flat_map(|a| &a.notes))
        .chain(content.spells.iter().flat_map(|s| &s.notes))
        .chain(content.summons.iter().flat_map(|s| &s.notes));
    let mut ids: BTreeSet<&'static str> = notes
        .filter_map(|note: &'static DataNote| note.table_rule.as_deref())
        .collect();
    ids.extend(
        content
            .spells
            .iter()
            .filter_map(|s| s.house_cost.as_ref())
            .map(|house| house.table_rule.as_str()),
    );
    ids
}

#[test]
fn every_rule_the_data_names_is_registered() {
    let ids = data_rule_ids();
    assert!(ids.len() > 60, "the data names only {} rules", ids.len());
    let missing: Vec<_> = ids
        .iter()
        .filter(|id| crate::systems::find_table_rule(id).is_none())
        .collect();
    assert!(missing.is_empty(), "unregistered table rules: {missing:?}");
}

/// Every reading id the content data names.
fn data_reading_ids() -> BTreeSet<&'static str> {
    let content = content();
    content
        .classes
        .iter()
        .flat_map(|c| &c.notes)
        .chain(content.perks.iter().flat_map(|p| &p.notes))
        .chain(content.talents.iter().flat_map(|t| &t.notes))
        .chain(content.arms.iter().flat_map(|a| &a.notes))
        .chain(content.spells.iter().flat_map(|s| &s.notes))
        .chain(content.summons.iter().flat_map(|s| &s.notes))
        .filter_map(|note: &'static DataNote| note.reading.as_deref())
        .collect()
}

#[test]
fn every_reading_the_data_names_is_registered_and_every_reading_is_named() {
    let named = data_reading_ids();
    let registered: BTreeSet<&str> = READINGS.iter().map(|r| r.id).collect();
    assert_eq!(named, registered);
    for reading in READINGS {
        assert!(
            crate::systems::find_reading(reading.id).is_some(),
            "{}",
            reading.id
        );
        assert!(
            crate::systems::find_table_rule(reading.id).is_none(),
            "{} is a reading, not a switch",
            reading.id
        );
        assert!(reading.text.ends_with('.'), "{}", reading.id);
    }
}

#[test]
fn rules_are_unique_and_well_formed() {
    let mut ids = HashSet::new();
    for rule in ALL {
        assert!(ids.insert(rule.id), "duplicate table rule {}", rule.id);
        assert_eq!(rule.system, SystemId::FatedHand, "{}", rule.id);
        assert_eq!(rule.rule.system, SystemId::FatedHand, "{}", rule.id);
        let tail = rule
            .id
            .strip_prefix("fated_hand.")
            .unwrap_or_else(|| panic!("{} lacks the fated_hand. prefix", rule.id));
        assert!(is_snake_case(tail), "{}", rule.id);
        assert!(!rule.title.trim().is_empty(), "{}", rule.id);
        assert!(rule.question.ends_with('.'), "{}: question", rule.id);
        assert!(rule.options.len() >= 2, "{} needs a real choice", rule.id);
        let mut options = HashSet::new();
        for option in rule.options {
            assert!(
                options.insert(option.id),
                "{}: option {} twice",
                rule.id,
                option.id
            );
            assert!(is_snake_case(option.id), "{}: {}", rule.id, option.id);
            assert!(option.label.ends_with('.'), "{}: {}", rule.id, option.id);
        }
        assert!(
            rule.options.iter().any(|o| o.id == rule.default),
            "{}: default is not an option",
            rule.id
        );
        assert_eq!(
            rule.options[0].id, rule.default,
            "{}: the default comes first",
            rule.id
        );
    }
    assert_eq!(
        crate::systems::table_rules()
            .filter(|rule| rule.system == SystemId::FatedHand)
            .count(),
        ALL.len()
    );
}

#[test]
fn established_rules_keep_their_ids_options_and_defaults() {
    let expected: [(&TableRule, &str, &[&str], &str); 6] = [
        (
            &CLASS_PERK,
            "fated_hand.class_perk",
            &["choose", "none"],
            "choose",
        ),
        (
            &NOVICE_PERKS,
            "fated_hand.novice_perks",
            &["none", "beginners_luck"],
            "none",
        ),
        (
            &PROMOTION_SOURCES,
            "fated_hand.promotion_sources",
            &["any_held", "current_only"],
            "any_held",
        ),
        (
            &KNOWLEDGE_DISCOUNTS,
            "fated_hand.knowledge_discounts",
            &["stack", "lowest"],
            "stack",
        ),
        (
            &CLASS_ARMS,
            "fated_hand.class_arms",
            &["current", "all_held"],
            "current",
        ),
        (
            &MAGIC_STRIKE,
            "fated_hand.magic_strike",
            &["strike_without_arm_plus_bonuses", "as_written"],
            "strike_without_arm_plus_bonuses",
        ),
    ];
    for (rule, id, options, default) in expected {
        assert_eq!(rule.id, id);
        let ids: Vec<_> = rule.options.iter().map(|o| o.id).collect();
        assert_eq!(ids, options, "{id}");
        assert_eq!(rule.default, default, "{id}");
    }
}

#[test]
fn the_engine_critical_gaps_are_registered() {
    // Digest §11.1, A-1 to A-10.
    for id in [
        "fated_hand.riposte_chains",
        "fated_hand.magic_strike",
        "fated_hand.card_rank_numbers",
        "fated_hand.ascending_cards",
        "fated_hand.spell_cost_between_inclusive",
        "fated_hand.class_perk",
        "fated_hand.novice_perks",
        "fated_hand.promotion_threshold",
        "fated_hand.field_effects",
        "fated_hand.successful_defend",
        "fated_hand.combat_card_discard",
        "fated_hand.non_caster_reagents",
        "fated_hand.hand_size_duration",
        "fated_hand.session_end_discard",
        "fated_hand.initiative_start",
        "fated_hand.initiative_ties",
        "fated_hand.held_turns",
        "fated_hand.npc_stats",
        "fated_hand.engagement_breaks",
        "fated_hand.engagement_incapacitation",
    ] {
        assert!(crate::systems::find_table_rule(id).is_some(), "{id}");
    }
}

#[cfg_attr(
    not(rulebook),
    ignore = "needs the rulebook text, shared/seeds/fated-hand.txt beside the repository"
)]
#[test]
fn citations_are_rulebook_headings() {
    let book = rulebook();
    let lines: HashSet<&str> = book.lines().map(str::trim).collect();
    for rule in ALL {
        let section = rule.rule.section.as_ref();
        for (i, part) in section.split(" › ").enumerate() {
            assert!(
                lines.contains(part),
                "{}: \"{part}\" (part {} of \"{section}\") is not a heading line of the rulebook",
                rule.id,
                i + 1
            );
        }
    }
}

#[cfg_attr(
    not(rulebook),
    ignore = "needs the rulebook text, shared/seeds/fated-hand.txt beside the repository"
)]
#[test]
fn questions_and_labels_are_our_own_words() {
    let book = rulebook();
    let book = shingles(&book, 8);
    for rule in ALL {
        let texts = std::iter::once(rule.question).chain(rule.options.iter().map(|o| o.label));
        for text in texts {
            if let Some(phrase) = copied_phrase(text, &book) {
                panic!("{} repeats the rulebook: \"{phrase}\"", rule.id);
            }
        }
    }
}
