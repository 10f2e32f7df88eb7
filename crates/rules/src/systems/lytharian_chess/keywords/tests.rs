//! The glossary counted against the book.

use super::*;

#[test]
fn the_glossary_has_93_entries_and_78_are_keyword_abilities() {
    let in_glossary = GLOSSARY.iter().filter(|info| info.in_glossary).count();
    assert_eq!(in_glossary, 78);
    assert_eq!(
        in_glossary + GLOSSARY_CARD_RULES.len() + GLOSSARY_TERMS.len(),
        93,
        "the «Glossary of Terms» lists 93 entries"
    );
    let extra: Vec<&str> = GLOSSARY
        .iter()
        .filter(|info| !info.in_glossary)
        .map(|info| info.printed)
        .collect();
    assert_eq!(extra, vec!["Spell Shield"]);
}

#[test]
fn each_keyword_has_exactly_one_entry() {
    let mut seen = std::collections::HashSet::new();
    for info in GLOSSARY {
        assert!(seen.insert(info.keyword), "{:?} twice", info.keyword);
        assert_eq!(info.keyword.info().printed, info.printed);
        assert_eq!(Keyword::by_name(info.base_name()), Some(info.keyword));
        assert!(!info.meaning.is_empty());
        if info.in_glossary {
            assert_eq!(
                info.rule.section,
                format!("Glossary of Terms › {}", info.printed)
            );
        }
    }
    assert_eq!(seen.len(), GLOSSARY.len());
}

#[test]
fn effect_and_main_abilities_and_the_y_keywords_by_count() {
    let count = |kind: KeywordKind| GLOSSARY.iter().filter(|i| i.kind == kind).count();
    assert_eq!(count(KeywordKind::Effect), 18, "18 «Effect:» entries");
    assert_eq!(count(KeywordKind::Main), 12, "12 «Main:» entries");
    assert!(GLOSSARY
        .iter()
        .filter(|i| i.kind == KeywordKind::Effect)
        .all(|i| i.printed.starts_with("Effect: ")));
    assert!(GLOSSARY
        .iter()
        .filter(|i| i.kind == KeywordKind::Main)
        .all(|i| i.printed.starts_with("Main: ") && i.needs_reveal));
    let y: Vec<&str> = GLOSSARY
        .iter()
        .filter(|i| i.y.is_some())
        .map(|i| i.printed)
        .collect();
    assert_eq!(
        y,
        vec![
            "Effect: Y Healer X",
            "Y Affinity X",
            "Y Immune",
            "Y Invulnerability",
            "Y Slayer X"
        ]
    );
    let with_x = GLOSSARY.iter().filter(|i| i.takes_x).count();
    assert_eq!(with_x, 52, "entries printed with an X");
    // «Phases of a Turn»: a troop reveals to use an effect unless its text says otherwise;
    // Healer, Prime Healer and Scout say so.
    let no_reveal: Vec<&str> = GLOSSARY
        .iter()
        .filter(|i| i.kind == KeywordKind::Effect && !i.needs_reveal)
        .map(|i| i.printed)
        .collect();
    assert_eq!(no_reveal, vec!["Effect: Healer X", "Effect: Prime Healer"]);
    assert!(!Keyword::Scout.info().needs_reveal);
}

#[test]
fn keywords_name_by_their_printed_name() {
    assert_eq!(Keyword::by_name("Brace"), Some(Keyword::Brace));
    assert_eq!(Keyword::by_name("effect: burn"), Some(Keyword::Burn));
    assert_eq!(Keyword::by_name("Healer"), Some(Keyword::RaceHealer));
    assert_eq!(Keyword::by_name("Effect: Healer"), Some(Keyword::Healer));
    assert_eq!(Keyword::by_name("Slayer"), Some(Keyword::Slayer));
    assert_eq!(Keyword::by_name("Flying"), None);
}

#[test]
fn glossary_of_terms_d3_and_d2() {
    let rolls = [1, 2, 3, 4, 5, 6];
    assert_eq!(rolls.map(d3), [1, 1, 2, 2, 3, 3]);
    assert_eq!(rolls.map(d2), [1, 1, 1, 2, 2, 2]);
}

#[test]
fn glossary_of_terms_movement_powers_pass_troops() {
    assert_eq!(
        Keyword::Burrow.info().effect,
        KeywordEffect::Movement {
            power: MovePower::Burrow
        }
    );
    assert!(MovePower::Burrow.passes_troops() && MovePower::Windwalking.passes_troops());
    assert!(!MovePower::Normal.passes_troops());
}

#[test]
fn keywords_serialize_for_the_screen() {
    let json = serde_json::to_value(Keyword::Slayer.info()).unwrap();
    assert_eq!(json["printed"], "Y Slayer X");
    assert_eq!(json["y"], "race");
    assert_eq!(json["effect"]["kind"], "both");
    assert_eq!(json["effect"]["first"]["when"], "enemy_is_y");
}
