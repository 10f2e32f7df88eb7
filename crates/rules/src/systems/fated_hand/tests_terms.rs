//! Issue #19 for the table rules that settle what a class, a talent or a perk's mark means on
//! the sheet and in progression: each non-default option against the default, on the rulebook
//! passage it is about. Named `table_rule_<name>_<option>`.

use super::build::{Build, OwnedPerk};
use super::checks::resolve;
use super::content::content;
use super::gear::Gear;
use super::model::Skill;
use super::npc::quick_history;
use super::progression::{apply, eligible_perks, may_promote, replay, Progression, Promotion};
use super::sheet::sheet;
use super::table_rules::{
    DRINKING_CHECKS, EXCLUSIVE_WITHOUT_ARMED, HIDDEN_FANG_UNLISTED, NON_MAGICAL_CLASSES,
    TALENT_RESTRICTION_TIMING,
};
use super::tests::rules;
use crate::table_rules::{TableRule, TableRuleChoices};

fn under(rule: &TableRule, option: &str) -> TableRuleChoices {
    let mut choices = TableRuleChoices::default();
    choices.0.insert(rule.id.to_owned(), option.to_owned());
    choices
}

fn taken(build: &Build, perk: &str, choices: &TableRuleChoices) -> Build {
    apply(
        build,
        &Progression::Advanced {
            promotion: None,
            perk: perk.to_owned(),
            magic_type: None,
        },
        choices,
    )
    .unwrap_or_else(|e| panic!("{perk}: {e:?}"))
}

/// "Class List › Rouge (T2)": Hidden Fang is printed on the Rogue's card but left out of the
/// Perks List. By default it is one of the Rogue's six perks: any of the six may be the Class
/// Perk, and three of them meet the promotion threshold. Under `class_perk_only` it is the
/// Rogue's Class Perk alone: the promotion must grant it, an advancement cannot, and the list
/// it is left out of has five perks, so Hidden Fang and two others are not yet half.
#[test]
fn table_rule_hidden_fang_unlisted_class_perk_only() {
    let only = under(&HIDDEN_FANG_UNLISTED, "class_perk_only");
    let history = quick_history("rogue", &[], &rules()).expect("a Rogue");
    let at = history
        .iter()
        .position(
            |e| matches!(e, Progression::Advanced { promotion: Some(p), .. } if p.class == "rogue"),
        )
        .expect("the promotion to Rogue");
    let scout = replay(&history[..at], &rules()).expect("the Scout before it");
    let Progression::Advanced {
        promotion: Some(promotion),
        perk,
        magic_type,
    } = history[at].clone()
    else {
        unreachable!("found above")
    };
    assert_ne!(perk, "hidden_fang");
    let promote = |class_perk: &str| Progression::Advanced {
        promotion: Some(Promotion {
            class_perk: Some(class_perk.to_owned()),
            ..promotion.clone()
        }),
        perk: perk.clone(),
        magic_type,
    };

    apply(&scout, &promote("pickpocket"), &rules()).expect("any perk of the card by default");
    let refused = apply(&scout, &promote("pickpocket"), &only).expect_err("Hidden Fang only");
    assert!(refused.message.contains("Hidden Fang"), "{refused:?}");

    let by_default = apply(&scout, &promote("hidden_fang"), &rules()).expect("legal");
    let card_only = apply(&scout, &promote("hidden_fang"), &only).expect("legal");
    let third = content()
        .class("rogue")
        .expect("the Rogue")
        .perks
        .iter()
        .find(|p| !by_default.has_perk(p))
        .expect("a third Rogue perk")
        .clone();
    let by_default = taken(&by_default, &third, &rules());
    let card_only = taken(&card_only, &third, &only);
    assert!(may_promote(&by_default, &rules()), "3 of 6");
    assert!(
        !may_promote(&card_only, &only),
        "2 of 5: Hidden Fang is off the list"
    );

    let without = apply(&scout, &promote("pickpocket"), &rules()).expect("legal");
    assert!(eligible_perks(&without, &rules()).contains(&"hidden_fang"));
    assert!(!eligible_perks(&without, &only).contains(&"hidden_fang"));
}

/// "Talents › Sailor": a Student who promotes back along the Novice's list to Scout gains a
/// Talent ("Talents": with promotion to a non-magical class). By default the Scout has no
/// Reagent Hand, so Sailor ("Non-magical") may be that Talent; under `never_magical` a character
/// who once held a class with a Reagent Hand never qualifies.
#[test]
fn table_rule_non_magical_classes_never_magical() {
    let history = quick_history("student", &[], &rules()).expect("a Student");
    let mut student = replay(&history, &rules()).expect("legal");
    let list = content().class("student").expect("student").perks.clone();
    for perk in &list {
        if may_promote(&student, &rules()) {
            break;
        }
        if !student.has_perk(perk) && content().perk(perk).is_some_and(|p| !p.asks_magic_type()) {
            student = taken(&student, perk, &rules());
        }
    }
    let scout: Vec<&String> = content()
        .class("scout")
        .expect("scout")
        .perks
        .iter()
        .filter(|p| !student.has_perk(p))
        .collect();
    let to_scout = Progression::Advanced {
        promotion: Some(Promotion {
            class: "scout".to_owned(),
            class_perk: Some(scout[0].clone()),
            talent: Some("sailor".to_owned()),
            story_spells: Vec::new(),
            class_bonuses: None,
        }),
        perk: scout[1].clone(),
        magic_type: None,
    };
    let sailor = apply(&student, &to_scout, &rules()).expect("a Scout has no Reagent Hand");
    assert!(sailor.talents.iter().any(|t| t == "sailor"));
    let refused = apply(
        &student,
        &to_scout,
        &under(&NON_MAGICAL_CLASSES, "never_magical"),
    )
    .expect_err("once a Student, never non-magical");
    assert!(refused.message.contains("Sailor"), "{refused:?}");
}

/// "Exclusive Perks": Diversion is marked (E) but not (A). By default it works with any arm, so
/// a Rogue swinging a Club (Simple, not one of the Rogue's Class Arms) may use it; under `armed`
/// it is an Armed Perk and the Club switches it off, as it does the Rogue's Armed Perks.
#[test]
fn table_rule_exclusive_without_armed_armed() {
    let history = quick_history("rogue", &[], &rules()).expect("a Rogue");
    let mut rogue = replay(&history, &rules()).expect("legal");
    if !rogue.has_perk("diversion") {
        rogue.perks.push(OwnedPerk {
            id: "diversion".to_owned(),
            level: rogue.level,
            class_perk: false,
            magic_type: None,
        });
    }
    let club = Gear::starting("club");
    let diversion = |choices: &TableRuleChoices| {
        sheet(&rogue, &club, choices)
            .perks
            .into_iter()
            .find(|p| p.id == "diversion")
            .expect("on the sheet")
    };
    let as_printed = diversion(&rules());
    assert!(!as_printed.armed && as_printed.usable);
    let armed = diversion(&under(&EXCLUSIVE_WITHOUT_ARMED, "armed"));
    assert!(armed.armed && !armed.usable);
}

/// "Talents › Heavyweight" is open to any class but the Scholar and the Mage. A Novice takes it
/// and later becomes a Scholar. By default the restriction was met when it was chosen, so its
/// +2 still counts on a check; under `while_held` it works only while the class may take it,
/// and the Scholar's check naming it is refused.
#[test]
fn table_rule_talent_restriction_timing_while_held() {
    let history = quick_history("scholar", &[], &rules()).expect("a Scholar");
    let mut scholar = replay(&history, &rules()).expect("legal");
    assert_eq!(scholar.current_class(), "scholar");
    scholar.talents.push("heavyweight".to_owned());
    let check = |choices: &TableRuleChoices| {
        resolve(
            &scholar,
            Skill::Athletics,
            "7S".parse().expect("a card"),
            Some("heavyweight"),
            None,
            choices,
        )
    };
    let when_chosen = check(&rules()).expect("taken as a Novice");
    let plain = resolve(
        &scholar,
        Skill::Athletics,
        "7S".parse().expect("a card"),
        None,
        None,
        &rules(),
    )
    .expect("a check");
    assert_eq!(when_chosen.power.value, plain.power.value + 2);
    let refused = check(&under(&TALENT_RESTRICTION_TIMING, "while_held")).expect_err("a Scholar");
    assert!(refused.message.contains("Heavyweight"), "{refused:?}");
}

/// "Talents › Heavyweight": "both make drinking checks of Brawn until one fails. You gain +2 to
/// each of these checks". A Lout with Heavyweight, proficient in Toughness, drinks (the check
/// names the talent). By default a drinking check is a bare Brawn check: Brawn, the card and
/// Heavyweight's +2, the Toughness proficiency left out. Under `toughness` it is a Toughness
/// check, and the proficiency adds 1. A Mind check naming Heavyweight is refused under both.
#[test]
fn table_rule_drinking_checks_toughness() {
    let history = quick_history("lout", &[], &rules()).expect("a Lout");
    let mut lout = replay(&history, &rules()).expect("legal");
    lout.talents.push("heavyweight".to_owned());
    if !lout.skill_proficiencies.contains(&Skill::Toughness) {
        lout.skill_proficiencies.push(Skill::Toughness);
    }
    let brawn = i32::from(lout.attributes.get(Skill::Toughness.attribute()));
    let drink = |skill: Skill, choices: &TableRuleChoices| {
        resolve(
            &lout,
            skill,
            "7S".parse().expect("a card"),
            Some("heavyweight"),
            None,
            choices,
        )
    };
    let bare = drink(Skill::Toughness, &rules()).expect("a drinking check");
    assert_eq!(
        bare.power.value,
        brawn + 2 + 2,
        "Brawn, the 7's +2, Heavyweight's +2"
    );
    let toughness =
        drink(Skill::Toughness, &under(&DRINKING_CHECKS, "toughness")).expect("a drinking check");
    assert_eq!(toughness.power.value, bare.power.value + 1);
    for choices in [rules(), under(&DRINKING_CHECKS, "toughness")] {
        assert!(drink(Skill::Rhetoric, &choices).is_err());
    }
}

/// "Talents › Lightweight": "all mind skills gain a -2, except Rhetoric, which gains +3". The
/// talent named on an Investigation check takes 2 from its Power; on a Rhetoric check adds 3.
#[test]
fn lightweight_takes_two_from_investigation_and_adds_three_to_rhetoric() {
    let history = quick_history("student", &[], &rules()).expect("a Student");
    let mut student = replay(&history, &rules()).expect("legal");
    student.talents.push("lightweight".to_owned());
    let power = |skill: Skill, talent: Option<&str>| {
        resolve(
            &student,
            skill,
            "7S".parse().expect("a card"),
            talent,
            None,
            &rules(),
        )
        .expect("a check")
        .power
        .value
    };
    let investigation = power(Skill::Investigation, None);
    assert_eq!(
        power(Skill::Investigation, Some("lightweight")),
        investigation - 2
    );
    let rhetoric = power(Skill::Rhetoric, None);
    assert_eq!(power(Skill::Rhetoric, Some("lightweight")), rhetoric + 3);
}
