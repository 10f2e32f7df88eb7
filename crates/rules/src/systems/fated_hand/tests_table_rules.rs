//! The progression table rules played under each option (issue #19): each non-default option
//! against the default, on the rulebook scenario the rule is about. Named
//! `table_rule_<name>_<option>`, as `systems/table_rule_audit.rs` requires.

use super::build::{Build, KnowledgeTarget, OwnedPerk};
use super::content::content;
use super::content::{ArmTrait, StatMods};
use super::gear::Gear;
use super::knowledge::threshold;
use super::model::Skill;
use super::npc::quick_history;
use super::progression::{apply, may_promote, promotion_targets, replay, Progression, Promotion};
use super::sheet::{class_arms, sheet};
use super::table_rules::{
    CLASS_ARMS, CLASS_PERK, CLERIC_CLASS_ARMS, CUTPURSE_CLASSES, KNOWLEDGE_DISCOUNTS, MAGIC_STRIKE,
    MONK_BONEBREAKER_BONUSES, MULTI_TAG, NOVICE_CLASS_ARMS, NOVICE_PERKS, PROMOTION_SOURCES,
    PROMOTION_THRESHOLD, SPELL_TYPE_TAGS, STUB_SPELLS, TIER3_TERMINAL,
};
use super::tests::{novice, rules};
use crate::table_rules::{TableRule, TableRuleChoices};

fn under(rule: &TableRule, option: &str) -> TableRuleChoices {
    let mut choices = TableRuleChoices::default();
    choices.0.insert(rule.id.to_owned(), option.to_owned());
    choices
}

fn built(class: &str, choices: &TableRuleChoices) -> Build {
    replay(
        &quick_history(class, &[], choices).expect("a legal history"),
        choices,
    )
    .expect("replays")
}

fn created() -> Build {
    replay(
        &[Progression::Created {
            build: novice(1, 1, 0, [Skill::Athletics, Skill::Trickery], "club"),
        }],
        &rules(),
    )
    .expect("a new Novice")
}

/// "Promotion": the Class Perk. By default the player picks one from the new class's list; under
/// `none` a promotion grants no extra perk, and naming one is refused.
#[test]
fn table_rule_class_perk_none() {
    let history = quick_history("student", &[], &rules()).expect("a student");
    let novice = replay(&history[..1], &rules()).expect("a new Novice");
    let Progression::Advanced {
        promotion: Some(promotion),
        perk,
        magic_type,
    } = history[1].clone()
    else {
        panic!("the promotion comes second: {:?}", history[1]);
    };
    let class_perk = promotion
        .class_perk
        .clone()
        .expect("a Class Perk by default");
    let promote = |class_perk: Option<String>| Progression::Advanced {
        promotion: Some(Promotion {
            class_perk,
            ..promotion.clone()
        }),
        perk: perk.clone(),
        magic_type,
    };
    let chosen = apply(&novice, &promote(Some(class_perk.clone())), &rules()).expect("legal");
    assert!(chosen
        .perks
        .iter()
        .any(|p| p.id == class_perk && p.class_perk));

    let none = under(&CLASS_PERK, "none");
    apply(&novice, &promote(Some(class_perk)), &none).expect_err("no Class Perk under none");
    let plain = apply(&novice, &promote(None), &none).expect("promotes");
    assert!(plain.perks.iter().all(|p| !p.class_perk));
    assert_eq!(plain.perks.len() + 1, chosen.perks.len());
}

/// "Classes and Progression": the Novice's perk list. By default it has none, so a new Novice
/// may promote at once; under `beginners_luck` it must hold Beginner's Luck first.
#[test]
fn table_rule_novice_perks_beginners_luck() {
    let novice = created();
    assert!(may_promote(&novice, &rules()));
    let luck = under(&NOVICE_PERKS, "beginners_luck");
    assert!(!may_promote(&novice, &luck));
    assert!(promotion_targets(&novice, &luck).is_empty());
    let lucky = apply(
        &novice,
        &Progression::Advanced {
            promotion: None,
            perk: "beginners_luck".to_owned(),
            magic_type: None,
        },
        &luck,
    )
    .expect("Beginner's Luck is on the list");
    assert!(may_promote(&lucky, &luck));
}

/// "Promotion": whose Promotion Lists count. By default any class held opens its list (a
/// Student may still become a Scout, from the Novice's list); under `current_only` only the
/// current class's list does.
#[test]
fn table_rule_promotion_sources_current_only() {
    let mut student = built("student", &rules());
    let list = content().class("student").expect("student").perks.clone();
    for perk in &list {
        if may_promote(&student, &rules()) {
            break;
        }
        if student.has_perk(perk) || content().perk(perk).is_some_and(|p| p.asks_magic_type()) {
            continue;
        }
        student = apply(
            &student,
            &Progression::Advanced {
                promotion: None,
                perk: perk.clone(),
                magic_type: None,
            },
            &rules(),
        )
        .expect("legal");
    }
    let ids = |choices: &TableRuleChoices| -> Vec<String> {
        promotion_targets(&student, choices)
            .iter()
            .map(|c| c.id.clone())
            .collect()
    };
    let any_held = ids(&rules());
    let current_only = ids(&under(&PROMOTION_SOURCES, "current_only"));
    assert!(any_held.contains(&"scout".to_owned()), "{any_held:?}");
    assert_eq!(current_only, ["scholar", "mystic"]);
}

/// "Learning New Proficiencies": Attentive with Aptitude. By default both discounts apply (1
/// Knowledge Point for the Aptitude type); under `lowest` only the larger one does (2).
#[test]
fn table_rule_knowledge_discounts_lowest() {
    let perks = &content().perks;
    let attentive = perks
        .iter()
        .find(|p| p.knowledge_discount() > 0 && !p.asks_magic_type())
        .expect("Attentive");
    let aptitude = perks
        .iter()
        .find(|p| p.asks_magic_type())
        .expect("Aptitude");
    let spell = content()
        .spells
        .iter()
        .find(|s| s.magic_type.is_some())
        .expect("a typed spell");
    let mut build = created();
    build.perks.push(OwnedPerk {
        id: attentive.id.clone(),
        level: 1,
        class_perk: false,
        magic_type: None,
    });
    build.perks.push(OwnedPerk {
        id: aptitude.id.clone(),
        level: 2,
        class_perk: false,
        magic_type: spell.magic_type,
    });
    let target = KnowledgeTarget::Spell(spell.id.clone());
    assert_eq!(threshold(&build, &target, &rules()), 1);
    assert_eq!(
        threshold(&build, &target, &under(&KNOWLEDGE_DISCOUNTS, "lowest")),
        2
    );
}

/// "Traits, Class Arms and Armed Perks": after a promotion, by default only the current class's
/// Class Arms count; under `all_held` every class held still lends its traits.
#[test]
fn table_rule_class_arms_all_held() {
    let build = built("berserker", &rules());
    let current = class_arms(&build, &rules());
    let all_held = class_arms(&build, &under(&CLASS_ARMS, "all_held"));
    let earlier: Vec<_> = build
        .classes
        .iter()
        .filter_map(|id| content().class(id))
        .flat_map(|class| class.class_arms.iter().copied())
        .filter(|t| !current.contains(t))
        .collect();
    assert!(
        !earlier.is_empty(),
        "an earlier class had a trait the Berserker lacks"
    );
    assert!(current.iter().all(|t| all_held.contains(t)));
    assert!(earlier.iter().all(|t| all_held.contains(t)), "{all_held:?}");
}

/// "Magic Strike": by default Strike without the arm's modifier plus every Magic Strike bonus
/// of class and arm; under `as_written` the bonuses are left out.
#[test]
fn table_rule_magic_strike_as_written() {
    let student = built("student", &rules());
    let gear = Gear {
        arms: vec!["club".into()],
        main_arm: Some("club".into()),
        ..Gear::default()
    };
    let default = sheet(&student, &gear, &rules()).arms[0].magic_strike.value;
    let as_written = sheet(&student, &gear, &under(&MAGIC_STRIKE, "as_written")).arms[0]
        .magic_strike
        .value;
    let sleight = i32::from(student.attributes.sleight);
    assert_eq!(
        default,
        sleight + 1,
        "Sleight + the Student's +1 Magic Strike"
    );
    assert_eq!(as_written, sleight, "no Magic Strike bonus as written");
}

/// "Class List › Cleric (T3)": by default the Cleric's Class Arms are Light, Medium and Holy;
/// under `light_medium` the stray Holy is not a trait, so a Holy arm switches no Armed Perk on.
#[test]
fn table_rule_cleric_class_arms_light_medium() {
    let cleric = built("cleric", &rules());
    assert_eq!(
        class_arms(&cleric, &rules()),
        [ArmTrait::Light, ArmTrait::Medium, ArmTrait::Holy]
    );
    assert_eq!(
        class_arms(&cleric, &under(&CLERIC_CLASS_ARMS, "light_medium")),
        [ArmTrait::Light, ArmTrait::Medium]
    );
}

/// "Class List › Novice": by default the Novice's blank line means no Class Arms, so a Club
/// switches no Armed Perk on; under `simple` Simple arms are the Novice's Class Arms.
#[test]
fn table_rule_novice_class_arms_simple() {
    let novice = created();
    assert!(class_arms(&novice, &rules()).is_empty());
    let simple = under(&NOVICE_CLASS_ARMS, "simple");
    assert_eq!(class_arms(&novice, &simple), [ArmTrait::Simple]);
    let gear = Gear {
        arms: vec!["club".into()],
        main_arm: Some("club".into()),
        ..Gear::default()
    };
    assert!(sheet(&novice, &gear, &simple)
        .class
        .class_arms
        .contains(&ArmTrait::Simple));
}

/// Knowledge Points `build` (with Aptitude for `kind`) needs for `spell` under `choices`.
fn aptitude_threshold(
    kind: super::content::MagicType,
    spell: &str,
    choices: &TableRuleChoices,
) -> u8 {
    let aptitude = content()
        .perks
        .iter()
        .find(|p| p.asks_magic_type())
        .expect("Aptitude");
    let mut build = created();
    build.perks.push(OwnedPerk {
        id: aptitude.id.clone(),
        level: 2,
        class_perk: false,
        magic_type: Some(kind),
    });
    threshold(&build, &KnowledgeTarget::Spell(spell.to_owned()), choices)
}

/// "Combat Spell List": Watchful Daggers carries no type tag. With Aptitude (Miracle), by
/// default it has no type and costs the usual 4 Knowledge Points; under `untagged_any_type` it
/// counts as a Miracle too, and costs 2.
#[test]
fn table_rule_spell_type_tags_untagged_any_type() {
    let spell = content()
        .spell("watchful_daggers")
        .expect("Watchful Daggers");
    assert_eq!(spell.magic_type, None);
    let miracle = super::content::MagicType::Miracle;
    assert_eq!(aptitude_threshold(miracle, &spell.id, &rules()), 4);
    assert_eq!(
        aptitude_threshold(
            miracle,
            &spell.id,
            &under(&SPELL_TYPE_TAGS, "untagged_any_type")
        ),
        2
    );
}

/// "Combat Spell List": Permafrost is a (Spell) with the unexplained (Multi) tag. With Aptitude
/// (Hex), by default it is only a Spell and costs 4 Knowledge Points; under `every_type` it
/// counts as a Hex too, and costs 2.
#[test]
fn table_rule_multi_tag_every_type() {
    let spell = content().spell("permafrost").expect("Permafrost");
    assert!(spell.multi);
    assert_eq!(spell.magic_type, Some(super::content::MagicType::Spell));
    let hex = super::content::MagicType::Hex;
    assert_eq!(aptitude_threshold(hex, &spell.id, &rules()), 4);
    assert_eq!(
        aptitude_threshold(hex, &spell.id, &under(&MULTI_TAG, "every_type")),
        2
    );
}

/// "Combat Spell List": Drought is one of the unfinished entries at the end of the list. By
/// default such spells are hidden, so Knowledge Points cannot be put toward one; under `shown`
/// they can (the GM still sets a cost before it is cast).
#[test]
fn table_rule_stub_spells_shown() {
    let drought = content().spell("drought").expect("Drought");
    assert_eq!(drought.status, super::content::spells::SpellStatus::Stub);
    let award = Progression::KnowledgeAwarded {
        target: KnowledgeTarget::Spell(drought.id.clone()),
        manner: super::progression::Manner::Demonstration,
        points: None,
    };
    let refused = apply(&created(), &award, &rules()).expect_err("hidden");
    assert!(refused.message.contains("hidden"), "{}", refused.message);
    let shown = under(&STUB_SPELLS, "shown");
    let build = apply(&created(), &award, &shown).expect("shown");
    assert!(build
        .knowledge
        .iter()
        .any(|k| k.target == KnowledgeTarget::Spell("drought".into()) && k.points > 0));
}

/// "Advancement": promotion opens once half of the current class's Perk List is owned. A
/// Bone-Breaker who learned four perks of its list in earlier classes (Pillager Charge, Mayhem
/// and Dive Tackle are on the Berserker's list, Total Focus on the Man-At-Arms'): by default
/// they count at once; under `learned_in_class` only perks learned as a Bone-Breaker do.
#[test]
fn table_rule_promotion_threshold_learned_in_class() {
    let mut breaker = built("bone_breaker", &rules());
    assert_eq!(breaker.current_class(), "bone_breaker");
    assert_eq!(breaker.promoted_at.len(), breaker.classes.len() - 1);
    let since = breaker.current_class_since();
    assert!(since > 0, "entered at an advancement");
    let list = content()
        .class("bone_breaker")
        .expect("bone_breaker")
        .perks
        .clone();
    let shared = ["pillager_charge", "mayhem", "dive_tackle", "total_focus"];
    assert!(shared.iter().all(|p| list.iter().any(|l| l == p)));
    assert!(2 * shared.len() >= list.len(), "half of {list:?}");
    breaker.perks = shared
        .iter()
        .map(|id| OwnedPerk {
            id: (*id).to_owned(),
            level: since - 1,
            class_perk: false,
            magic_type: None,
        })
        .collect();
    assert!(may_promote(&breaker, &rules()));
    let in_class = under(&PROMOTION_THRESHOLD, "learned_in_class");
    assert!(!may_promote(&breaker, &in_class));
    // Learned as a Bone-Breaker, the same perks count under either reading.
    for perk in &mut breaker.perks {
        perk.level = since;
    }
    assert!(may_promote(&breaker, &in_class));
}

/// The promotion into `class` on its quick path, taking Cutpurse as the promotion's talent,
/// under `choices`.
fn promote_with_cutpurse(class: &str, choices: &TableRuleChoices) -> Result<Build, String> {
    let history = quick_history(class, &[], &rules()).expect("a path");
    let at = history
        .iter()
        .rposition(|entry| {
            matches!(entry, Progression::Advanced { promotion: Some(p), .. } if p.class == class)
        })
        .expect("the promotion into the class");
    let before = replay(&history[..at], &rules()).expect("legal");
    let Progression::Advanced {
        promotion: Some(promotion),
        perk,
        magic_type,
    } = history[at].clone()
    else {
        unreachable!()
    };
    let entry = Progression::Advanced {
        promotion: Some(Promotion {
            talent: Some("cutpurse".to_owned()),
            ..promotion
        }),
        perk,
        magic_type,
    };
    apply(&before, &entry, choices).map_err(|v| v.message)
}

/// "Talents › Cutpurse": the restriction names "Rouge", "Assaisin" and the Duelist. By default
/// the misspellings are the Rogue and the Assassin; under `as_printed` they name no class, so a
/// Rogue is refused Cutpurse while a Duelist still takes it.
#[test]
fn table_rule_cutpurse_classes_as_printed() {
    let rogue = promote_with_cutpurse("rogue", &rules()).expect("a Rogue may take Cutpurse");
    assert!(rogue.talents.iter().any(|t| t == "cutpurse"));
    let printed = under(&CUTPURSE_CLASSES, "as_printed");
    let err = promote_with_cutpurse("rogue", &printed).expect_err("no Rogue as printed");
    assert!(err.contains("Cutpurse cannot be taken by a"), "{err}");
    assert!(promote_with_cutpurse("duelist", &printed).is_ok());
}

/// A Mage (third tier) who has learned half of the Mage's Perk List, under `choices`.
fn seasoned_mage(choices: &TableRuleChoices) -> Build {
    let mut mage = built("mage", choices);
    let list = content().class("mage").expect("mage").perks.clone();
    for perk in &list {
        if may_promote(&mage, choices) {
            break;
        }
        if mage.has_perk(perk) || content().perk(perk).is_some_and(|p| p.asks_magic_type()) {
            continue;
        }
        mage = apply(
            &mage,
            &Progression::Advanced {
                promotion: None,
                perk: perk.clone(),
                magic_type: None,
            },
            choices,
        )
        .expect("legal");
    }
    assert!(may_promote(&mage, choices), "{:?}", mage.perks);
    mage
}

/// "Class List": no third-tier card prints a promotion line. By default the third tier is the
/// top: a Mage ready to promote finds only the lists of the classes held before (a Scholar's
/// Witch), never a class those lists do not name, such as the Duelist. Under `gm_list` the GM
/// may take a third-tier character to any class not yet held: the Duelist is offered, and a
/// promotion to it is no longer refused for its list.
#[test]
fn table_rule_tier3_terminal_gm_list() {
    let ids = |build: &Build, choices: &TableRuleChoices| -> Vec<String> {
        promotion_targets(build, choices)
            .iter()
            .map(|c| c.id.clone())
            .collect()
    };
    let terminal = rules();
    let mage = seasoned_mage(&terminal);
    let by_book = ids(&mage, &terminal);
    assert!(by_book.contains(&"witch".to_owned()), "{by_book:?}");
    assert!(!by_book.contains(&"duelist".to_owned()), "{by_book:?}");
    let to_duelist = Progression::Advanced {
        promotion: Some(Promotion {
            class: "duelist".into(),
            class_perk: None,
            talent: None,
            story_spells: Vec::new(),
            class_bonuses: None,
        }),
        perk: content().class("duelist").expect("duelist").perks[0].clone(),
        magic_type: None,
    };
    let not_listed = |result: Result<Build, crate::RuleViolation>| {
        result.is_err_and(|v| v.message.contains("is not on the Promotion List"))
    };
    assert!(not_listed(apply(&mage, &to_duelist, &terminal)));

    let gm_list = under(&TIER3_TERMINAL, "gm_list");
    let mage = seasoned_mage(&gm_list);
    let open = ids(&mage, &gm_list);
    assert!(open.contains(&"duelist".to_owned()), "{open:?}");
    assert!(open.contains(&"witch".to_owned()), "{open:?}");
    assert!(!open
        .iter()
        .any(|c| mage.classes.contains(c) || c == "novice"));
    assert!(!not_listed(apply(&mage, &to_duelist, &gm_list)));
}

/// The quick path into `class` with the GM's `bonuses`, if any, entered on the promotion into it, replayed
/// under `choices`; the sheet's Strike, Defense and Speed with a club in hand.
fn entered_bonuses(
    class: &str,
    bonuses: Option<StatMods>,
    choices: &TableRuleChoices,
) -> Result<[crate::citation::Explained; 3], String> {
    let mut history = quick_history(class, &[], &rules()).expect("a path");
    for entry in &mut history {
        if let Progression::Advanced {
            promotion: Some(p), ..
        } = entry
        {
            if p.class == class {
                p.class_bonuses = bonuses;
            }
        }
    }
    let build = replay(&history, choices).map_err(|v| v.message)?;
    let gear = Gear {
        arms: vec!["club".into()],
        main_arm: Some("club".into()),
        ..Gear::default()
    };
    let line = sheet(&build, &gear, choices).arms[0].clone();
    Ok([line.strike, line.defense, line.speed])
}

fn term(number: &crate::citation::Explained, label: &str) -> Option<i32> {
    number
        .terms
        .iter()
        .find(|t| t.label == label)
        .map(|t| t.value)
}

/// "Class List › Monk (T3)": the Monk's and the Bone-Breaker's cards print no stat bonuses.
/// By default (`zero`) they add none and a promotion that enters some is refused; the sheet
/// shows no class bonus.
#[test]
fn class_list_the_monk_prints_no_class_bonuses() {
    let entered = StatMods {
        strike: 2,
        speed: 1,
        ..StatMods::default()
    };
    let refused = entered_bonuses("monk", Some(entered), &rules()).expect_err("refused");
    assert!(refused.contains("prints no stat bonuses"), "{refused}");
    let [strike, defense, speed] =
        entered_bonuses("monk", None, &rules()).expect("nothing entered");
    for number in [&strike, &defense, &speed] {
        assert!(
            !number.terms.iter().any(|t| t.label.contains("class bonus")),
            "{number:?}"
        );
    }
    // The Bone-Breaker's card is as bare, and takes bonuses only where the GM sets them.
    let gm_sets = under(&MONK_BONEBREAKER_BONUSES, "gm_sets");
    assert!(entered_bonuses("bone_breaker", Some(entered), &rules()).is_err());
    let [breaker_strike, ..] =
        entered_bonuses("bone_breaker", Some(entered), &gm_sets).expect("entered");
    assert_eq!(
        term(
            &breaker_strike,
            "Bone-Breaker class bonus (entered by the GM)"
        ),
        Some(2)
    );
}

/// Table rule `fated_hand.monk_bonebreaker_bonuses`, `gm_sets`: the GM enters the Monk's
/// bonuses on the promotion into it and the sheet adds them, labelled as the GM's; by default
/// the same promotion is refused.
#[test]
fn table_rule_monk_bonebreaker_bonuses_gm_sets() {
    let entered = StatMods {
        strike: 2,
        speed: 1,
        ..StatMods::default()
    };
    let gm_sets = under(&MONK_BONEBREAKER_BONUSES, "gm_sets");
    let [strike, defense, speed] =
        entered_bonuses("monk", Some(entered), &gm_sets).expect("entered");
    let label = "Monk class bonus (entered by the GM)";
    assert_eq!(term(&strike, label), Some(2));
    assert_eq!(term(&defense, label), None);
    assert_eq!(term(&speed, label), Some(1));
    let [plain, ..] = entered_bonuses("monk", None, &gm_sets).expect("entered");
    assert_eq!(strike.value, plain.value + 2);
    assert!(entered_bonuses("monk", Some(entered), &rules()).is_err());
    // Bonuses entered for a class whose card prints them are refused under either option.
    let printed = entered_bonuses("chieftain", Some(entered), &gm_sets).expect_err("printed");
    assert!(printed.contains("printed on its class card"), "{printed}");
}
