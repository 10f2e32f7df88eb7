use std::collections::{HashMap, HashSet};

use super::super::test_support::{copied_phrase, is_snake_case, rulebook, shingles};
use super::*;
use crate::systems::fated_hand::content::content;

fn perks() -> &'static [PerkDef] {
    &content().perks
}

fn perk(id: &str) -> &'static PerkDef {
    content()
        .perk(id)
        .unwrap_or_else(|| panic!("perk {id} missing"))
}

fn listed() -> impl Iterator<Item = &'static PerkDef> {
    perks()
        .iter()
        .filter(|perk| perk.listing == PerkListing::PerksList)
}

/// The heading line the Perks List prints for a perk.
fn printed_heading(perk: &PerkDef) -> String {
    let mut heading = perk.name.clone();
    if perk.technique {
        heading.push_str(" (Technique)");
    }
    if perk.exclusive {
        heading.push_str(" (E)");
    }
    if perk.armed {
        heading.push_str(if perk.technique || perk.exclusive {
            "(A)"
        } else {
            " (A)"
        });
    }
    heading.replace(") (", ")(")
}

#[test]
fn counts_match_the_rulebook() {
    // 160 Perks List entries: 159 names, "Reach" printed twice; plus Hidden Fang.
    assert_eq!(listed().count(), 159);
    let class_card_only: Vec<_> = perks()
        .iter()
        .filter(|p| p.listing == PerkListing::ClassCardOnly)
        .map(|p| p.id.as_str())
        .collect();
    assert_eq!(class_card_only, ["hidden_fang"]);
    let referenced: Vec<_> = perks()
        .iter()
        .filter(|p| p.listing == PerkListing::ReferencedOnly)
        .map(|p| p.id.as_str())
        .collect();
    assert_eq!(referenced, ["long_reach", "toxic_weapon", "agile"]);
    assert_eq!(perks().len(), 163);
    assert_eq!(listed().filter(|p| p.exclusive).count(), 31);
    assert_eq!(listed().filter(|p| p.armed).count(), 91);
    assert_eq!(
        listed().filter(|p| p.exclusive && p.armed).count(),
        29,
        "all (E) perks but Chokehold and Diversion are also (A)"
    );
    let technique: Vec<_> = perks()
        .iter()
        .filter(|p| p.technique)
        .map(|p| p.id.as_str())
        .collect();
    assert_eq!(technique, ["glint_of_gold", "tactical_command"]);
}

#[test]
fn ids_and_names_are_unique_and_well_formed() {
    let mut ids = HashSet::new();
    let mut names = HashSet::new();
    for perk in perks() {
        assert!(is_snake_case(&perk.id), "{}", perk.id);
        assert!(ids.insert(perk.id.as_str()), "duplicate id {}", perk.id);
        assert!(!perk.name.trim().is_empty());
        assert!(
            names.insert(perk.name.as_str()),
            "duplicate name {}",
            perk.name
        );
        assert!(!perk.summary.trim().is_empty(), "{}", perk.id);
        assert!(!perk.effects.is_empty(), "{} has no effects", perk.id);
        assert!(!perk.source.is_empty(), "{}", perk.id);
        for note in &perk.notes {
            assert!(!note.note.trim().is_empty(), "{}", perk.id);
            if let Some(rule) = &note.table_rule {
                assert!(
                    is_snake_case(rule.trim_start_matches("fated_hand.")),
                    "{rule}"
                );
                assert!(rule.starts_with("fated_hand."), "{rule}");
            }
        }
    }
}

#[test]
fn sources_are_real_headings() {
    for perk in perks() {
        let expected = match perk.listing {
            PerkListing::PerksList => "Appendix › Perks List",
            PerkListing::ClassCardOnly => "Class List › Rouge (T2)",
            PerkListing::ReferencedOnly => continue,
        };
        assert_eq!(perk.source, expected, "{}", perk.id);
    }
    assert_eq!(perk("long_reach").source, "Arms List › Pike");
    assert_eq!(perk("toxic_weapon").source, "Arms List › Blowgun");
    assert_eq!(
        perk("agile").source,
        "Combat Spell List › Monkeys Amok (Hex)"
    );
}

#[test]
fn narrative_and_undefined_perks_say_so() {
    for perk in perks() {
        if perk.automation == Automation::Narrative {
            assert!(
                perk.needs_gm(),
                "{} is narrative without a GM part",
                perk.id
            );
        }
        if perk.listing != PerkListing::PerksList {
            assert!(
                perk.notes
                    .iter()
                    .any(|note| note.table_rule.is_some() || note.reading.is_some()),
                "{} needs a note naming a table rule or a reading",
                perk.id
            );
        }
        for effect in &perk.effects {
            if let PerkEffect::Gm { note } = effect {
                assert!(!note.trim().is_empty(), "{}", perk.id);
            }
        }
    }
}

#[test]
fn defects_are_visible_as_notes() {
    let rule_of = |id: &str, rule: &str| {
        assert!(
            perk(id).notes.iter().any(|n| n.names(rule)),
            "{id} lacks a note for {rule}"
        );
    };
    rule_of("reach", "fated_hand.reach_range");
    rule_of("long_reach", "fated_hand.long_reach");
    rule_of("toxic_weapon", "fated_hand.toxic_weapon");
    rule_of("toxic_edge", "fated_hand.toxic_weapon");
    rule_of("agile", "fated_hand.agile_perk");
    rule_of("hidden_fang", "fated_hand.hidden_fang_unlisted");
    rule_of("motionless_study", "fated_hand.motionless_study_typo");
    rule_of("beginners_luck", "fated_hand.creativity");
    rule_of("mobile_intellect", "fated_hand.mobile_intellect_reset");
    rule_of("sunder", "fated_hand.duplicate_perks");
    rule_of("chokehold", "fated_hand.exclusive_without_armed");
    rule_of("diversion", "fated_hand.exclusive_without_armed");
    rule_of("tactical_command", "fated_hand.technique_tag");
    rule_of("glint_of_gold", "fated_hand.technique_tag");
    rule_of("maleficient_sophistry", "fated_hand.printed_names");
    // The 18 orphans: in the Perks List, on no class card and no arm.
    let orphans: Vec<_> = perks()
        .iter()
        .filter(|p| p.notes.iter().any(|n| n.names("fated_hand.orphan_perks")))
        .map(|p| p.id.as_str())
        .collect();
    assert_eq!(orphans.len(), 18, "{orphans:?}");
    for id in &orphans {
        assert!(
            content()
                .classes
                .iter()
                .all(|c| !c.perks.iter().any(|p| p == id)),
            "{id} is on a class list"
        );
    }
}

#[test]
fn class_lists_cover_129_perks_and_leave_31_for_arms_and_orphans() {
    let on_cards: HashSet<&str> = content()
        .classes
        .iter()
        .flat_map(|c| c.perks.iter().map(String::as_str))
        .collect();
    assert_eq!(
        on_cards.len(),
        129,
        "128 from the Perks List plus Hidden Fang"
    );
    assert_eq!(
        listed()
            .filter(|p| !on_cards.contains(p.id.as_str()))
            .count(),
        31
    );
}

#[test]
fn accessors_read_the_encoding() {
    assert_eq!(perk("attentive").knowledge_threshold(), Some(3));
    assert_eq!(perk("attentive").knowledge_discount(), 1);
    assert_eq!(perk("aptitude").aptitude_threshold(), Some(2));
    assert!(perk("aptitude").asks_magic_type());
    assert_eq!(perks().iter().filter(|p| p.asks_magic_type()).count(), 1);
    assert_eq!(
        perks()
            .iter()
            .filter(|p| p.knowledge_discount() > 0)
            .count(),
        1
    );
    assert_eq!(perk("flesh_wound").hit_point_bonus(), 1);
    assert_eq!(perk("practice_drills").hand_size_bonus(), 1);
    assert_eq!(perk("leaders_pride").hand_size_bonus(), 0, "conditional");
    assert_eq!(perk("contract_killer").hand_size_bonus(), 0, "temporary");
    let permanent: Vec<_> = perks()
        .iter()
        .filter(|p| p.hand_size_bonus() != 0 || p.hit_point_bonus() != 0)
        .map(|p| p.id.as_str())
        .collect();
    assert_eq!(permanent, ["flesh_wound", "practice_drills"]);
}

#[test]
fn a_few_encodings_are_exact() {
    assert_eq!(
        perk("keen_eye").effects,
        [PerkEffect::StatBonus {
            bonus: crate::systems::fated_hand::content::StatMods {
                strike: 1,
                ..Default::default()
            },
            to: Recipient::You,
            when: Condition::TargetSlowerThanYou,
            duration: terms::Duration::Ongoing,
        }]
    );
    assert!(perk("reach")
        .effects
        .contains(&PerkEffect::MeleeRange { tiles: 2 }));
    assert!(perk("long_reach")
        .effects
        .contains(&PerkEffect::MeleeRange { tiles: 3 }));
    assert_eq!(perk("toxic_weapon").effects, perk("toxic_edge").effects);
    assert_eq!(perk("sunder").effects, perk("pummel").effects);
    assert!(matches!(
        perk("execution").effects[0],
        PerkEffect::Execute(terms::ExecutionPower {
            threshold: 12,
            strike_divisor: 2,
            target_engaged_with_you: -3,
            hidden: 4,
            ..
        })
    ));
}

#[test]
fn summon_references_are_ids() {
    for perk in perks() {
        for effect in &perk.effects {
            if let PerkEffect::ExtraSummon { summons } = effect {
                assert!(summons.iter().all(|id| is_snake_case(id)), "{}", perk.id);
            }
            if let PerkEffect::StatBonus {
                when: Condition::HoldsPerk(id),
                ..
            }
            | PerkEffect::PlaceSightedMarker {
                when: Condition::HoldsPerk(id),
                ..
            }
            | PerkEffect::StrikeMultiplier {
                when: Condition::HoldsPerk(id),
                ..
            } = effect
            {
                assert!(content().perk(id).is_some(), "{}: {id}", perk.id);
            }
        }
    }
}

#[test]
fn serialises_back_to_the_same_data() {
    for perk in perks() {
        let json = serde_json::to_string(perk).expect("serialise");
        let back: PerkDef = serde_json::from_str(&json).expect("parse");
        assert_eq!(&back, perk);
    }
}

#[cfg_attr(
    not(rulebook),
    ignore = "needs the rulebook text, shared/seeds/fated-hand.txt beside the repository"
)]
#[test]
fn names_and_flags_match_the_printed_perks_list() {
    let book = rulebook();
    let start = book.find("\nPerks List\n").expect("Perks List heading");
    let end = book[start..]
        .find("\nArms List\n")
        .map_or(book.len(), |e| start + e);
    let mut printed: HashMap<&str, usize> = HashMap::new();
    for line in book[start..end].lines() {
        *printed.entry(line.trim()).or_default() += 1;
    }
    for perk in listed() {
        let heading = printed_heading(perk);
        assert!(
            printed.contains_key(heading.as_str()),
            "{heading:?} not in the Perks List"
        );
    }
    assert_eq!(printed.get("Reach"), Some(&2));
    assert!(!printed.contains_key("Hidden Fang"));
    assert!(book.contains("\nHidden Fang\n"));
}

#[cfg_attr(
    not(rulebook),
    ignore = "needs the rulebook text, shared/seeds/fated-hand.txt beside the repository"
)]
#[test]
fn summaries_are_our_own_words() {
    let book = rulebook();
    let book = shingles(&book, 8);
    let mut copied = Vec::new();
    for perk in perks() {
        let mut texts = vec![perk.summary.as_str()];
        texts.extend(perk.notes.iter().map(|n| n.note.as_str()));
        for effect in &perk.effects {
            if let PerkEffect::Gm { note } = effect {
                texts.push(note);
            }
        }
        for text in texts {
            if let Some(phrase) = copied_phrase(text, &book) {
                copied.push(format!("{}: \"{phrase}\"", perk.id));
            }
        }
    }
    assert!(
        copied.is_empty(),
        "text copied from the rulebook:\n{}",
        copied.join("\n")
    );
}
