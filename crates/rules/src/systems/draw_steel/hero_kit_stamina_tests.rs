//! A kit's Stamina bonus that grows by echelon ("Stamina"; the glossary gives no kit numbers,
//! so the content says it, and a table rule decides for kits that do not).

use super::tests::{ancestry, build, class, kit};
use super::*;
use crate::systems::draw_steel::content::KitStaminaGrowth;
use crate::systems::draw_steel::table_rules::{sheet_rules, KIT_STAMINA};
use crate::table_rules::TableRuleChoices;

fn kit_with(growth: Option<KitStaminaGrowth>) -> Kit {
    Kit {
        stamina: 3,
        stamina_growth: growth,
        ..kit()
    }
}

fn maximum(level: u8, kit: &Kit, rules: &SheetRules) -> Explained {
    HeroSheet::compute_with(&build(level), &ancestry(), &class(20), Some(kit), rules)
        .expect("a valid build")
        .stamina_maximum
}

fn kit_term(explained: &Explained) -> i32 {
    explained
        .terms
        .iter()
        .find(|t| t.label.contains("Test Kit"))
        .expect("the kit's term")
        .value
}

/// "Stamina": a kit whose content says its Stamina grows by echelon adds it once per echelon
/// (levels 1–3 the first, 4–6 the second, 7–9 the third, 10 the fourth), and the sheet says so.
#[test]
fn stamina_a_kit_whose_stamina_grows_by_echelon_adds_it_per_echelon() {
    let kit = kit_with(Some(KitStaminaGrowth::PerEchelon));
    let rules = SheetRules::default();
    for (level, echelon) in [(1, 1), (3, 1), (4, 2), (7, 3), (9, 3), (10, 4)] {
        let explained = maximum(level, &kit, &rules);
        assert_eq!(kit_term(&explained), 3 * echelon, "level {level}");
        assert_eq!(
            explained.value,
            20 + 3 * echelon,
            "class 20, no Stamina per level"
        );
    }
    let at_four = maximum(4, &kit, &rules);
    let term = at_four
        .terms
        .iter()
        .find(|t| t.label.contains("Test Kit"))
        .expect("a term");
    assert!(term.label.contains("× echelon 2"), "{}", term.label);
    assert!(
        at_four.notes.iter().any(|n| n.contains("the kit says")),
        "{:?}",
        at_four.notes
    );
    // A kit that says its bonus counts once keeps it flat.
    let flat = kit_with(Some(KitStaminaGrowth::Once));
    assert_eq!(kit_term(&maximum(10, &flat, &rules)), 3);
}

/// A kit that does not say: the table rule decides. By default (not from the glossary) the bonus
/// counts once; under "per_echelon" it is multiplied as a kit that says so would be. A kit that
/// says "once" is not changed by the rule.
#[test]
fn table_rule_kit_stamina_per_echelon() {
    let silent = kit_with(None);
    let by_default = sheet_rules(&TableRuleChoices::default());
    let explained = maximum(7, &silent, &by_default);
    assert_eq!(kit_term(&explained), 3);
    assert!(
        explained
            .notes
            .iter()
            .any(|n| n.contains("Table rule") && n.contains("not from the glossary")),
        "{:?}",
        explained.notes
    );

    let mut choices = TableRuleChoices::default();
    choices
        .0
        .insert(KIT_STAMINA.id.to_owned(), "per_echelon".to_owned());
    let per_echelon = sheet_rules(&choices);
    assert_eq!(kit_term(&maximum(7, &silent, &per_echelon)), 9);
    assert_eq!(
        kit_term(&maximum(
            7,
            &kit_with(Some(KitStaminaGrowth::Once)),
            &per_echelon
        )),
        3
    );
}
