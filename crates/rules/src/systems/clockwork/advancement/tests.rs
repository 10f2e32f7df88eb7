//! The «Experience» section in play: awards, rank-by-rank purchases priced by campaign speed,
//! spells and features by level, attributes recomputed, the ledger's refusals (nothing changes),
//! undo, sessions and luck — and the table rule where the book's example and table differ.

use super::*;
use crate::systems::clockwork::content::CampaignSpeed;
use crate::systems::clockwork::sheet::{sheet, Worn};
use crate::systems::clockwork::table_rules::{advancement_rules, SheetRules, SKILL_XP_COST};
use crate::systems::clockwork::tests_creation::{built, orc};
use crate::table_rules::TableRuleChoices;
use crate::RuleViolation;

fn rules(speed: CampaignSpeed) -> AdvancementRules {
    advancement_rules(speed, &TableRuleChoices::default())
}

fn award(points: u8) -> LedgerEntry {
    LedgerEntry::XpAwarded {
        points,
        reason: "played well".to_owned(),
    }
}

/// Awards of 4 (and one smaller) totalling `xp`.
fn awards(xp: u32) -> Vec<LedgerEntry> {
    let mut left = xp;
    let mut entries = Vec::new();
    while left > 0 {
        let points = left.min(4) as u8;
        entries.push(award(points));
        left -= u32::from(points);
    }
    entries
}

fn rank(skill: Skill) -> LedgerEntry {
    LedgerEntry::SkillRankBought { skill }
}

/// Records every entry, failing the test on a refusal.
fn recorded(entries: &[LedgerEntry], rules: &AdvancementRules) -> (Ledger, Progress) {
    let character = built(&orc());
    let mut ledger = Ledger::default();
    let mut progress = Progress::new(&character);
    for entry in entries {
        progress = ledger
            .record(&character, entry.clone(), rules)
            .unwrap_or_else(|e| panic!("{entry:?}: {e}"));
    }
    (ledger, progress)
}

/// Records `entry`, expecting a refusal that leaves the ledger and its progress unchanged.
fn refused(ledger: &mut Ledger, entry: LedgerEntry, rules: &AdvancementRules) -> AdvancementError {
    let character = built(&orc());
    let before = ledger.clone();
    let progress = ledger.progress(&character, rules).expect("a valid ledger");
    let error = ledger
        .record(&character, entry, rules)
        .expect_err("a refusal");
    assert_eq!(*ledger, before, "a refused entry changes nothing");
    assert_eq!(ledger.progress(&character, rules).as_ref(), Ok(&progress));
    error
}

// T18
#[test]
fn experience_12_to_9_in_a_normal_campaign_costs_12_by_the_table() {
    let normal = rules(CampaignSpeed::Normal);
    let mut entries = awards(12);
    entries.extend([
        rank(Skill::Celestial),
        rank(Skill::Celestial),
        rank(Skill::Celestial),
    ]);
    let (mut ledger, progress) = recorded(&entries, &normal);
    assert_eq!(progress.character.skills.get(Skill::Celestial), 9);
    let bill: Vec<(&str, u32)> = progress
        .bill
        .iter()
        .map(|p| (p.label.as_str(), p.cost))
        .collect();
    assert_eq!(
        bill,
        [
            ("Celestial 12 → 11", 2),
            ("Celestial 11 → 10", 4),
            ("Celestial 10 → 9", 6)
        ]
    );
    assert_eq!((progress.xp_spent, progress.xp_left()), (12, 0));
    // The next rank (8) costs 8: refused, by name, and nothing changes.
    let error = refused(&mut ledger, rank(Skill::Celestial), &normal);
    assert_eq!(
        error,
        AdvancementError::NotEnoughExperience {
            what: "Celestial 9 → 8".to_owned(),
            cost: 8,
            left: 0
        }
    );
    assert_eq!(error.rule().section, "Experience");
}

#[test]
fn table_rule_skill_xp_cost_example() {
    // The example's reading: 12 to 9 costs 4 + 8 + 12 = 24 in a normal campaign.
    let mut choices = TableRuleChoices::default();
    choices
        .0
        .insert(SKILL_XP_COST.id.to_owned(), "example".to_owned());
    let example = advancement_rules(CampaignSpeed::Normal, &choices);
    assert!(example.doubled_skill_costs);
    let mut entries = awards(24);
    entries.extend([
        rank(Skill::Celestial),
        rank(Skill::Celestial),
        rank(Skill::Celestial),
    ]);
    let (_, progress) = recorded(&entries, &example);
    let costs: Vec<u32> = progress.bill.iter().map(|p| p.cost).collect();
    assert_eq!(costs, [4, 8, 12]);
    assert_eq!(progress.xp_spent, 24);
    assert_eq!(
        replay_under(
            &built(&orc()),
            &entries,
            CampaignSpeed::Normal,
            &TableRuleChoices::default()
        )
        .map(|p| p.xp_spent),
        Ok(12),
        "the default table prices the same three ranks at 12"
    );
    // The table's 12 buys only two ranks under the example's prices.
    let mut entries = awards(12);
    entries.extend([rank(Skill::Celestial), rank(Skill::Celestial)]);
    let (mut ledger, _) = recorded(&entries, &example);
    let error = refused(&mut ledger, rank(Skill::Celestial), &example);
    assert!(matches!(
        error,
        AdvancementError::NotEnoughExperience {
            cost: 12,
            left: 0,
            ..
        }
    ));
    // Spells and features keep their table prices under either reading.
    let (_, progress) = recorded(
        &[
            award(4),
            LedgerEntry::SpellLearned {
                name: "Fire Bolt".to_owned(),
                level: 2,
            },
        ],
        &example,
    );
    assert_eq!(progress.xp_spent, 4);
}

#[test]
fn experience_each_campaign_speed_prices_its_own_column() {
    for (speed, costs) in [
        (CampaignSpeed::Fast, [1, 2, 3]),
        (CampaignSpeed::Normal, [2, 4, 6]),
        (CampaignSpeed::Slow, [3, 6, 9]),
    ] {
        let mut entries = awards(18);
        entries.extend([rank(Skill::Soul), rank(Skill::Soul), rank(Skill::Soul)]);
        let (_, progress) = recorded(&entries, &rules(speed));
        let bought: Vec<u32> = progress.bill.iter().map(|p| p.cost).collect();
        assert_eq!(bought, costs, "{speed:?}");
        assert_eq!(progress.xp_left(), 18 - costs.iter().sum::<u32>());
    }
}

#[test]
fn experience_awards_run_from_1_to_4_and_may_be_banked() {
    let normal = rules(CampaignSpeed::Normal);
    let (mut ledger, progress) = recorded(&[award(1), award(4)], &normal);
    assert_eq!((progress.xp_earned, progress.xp_left()), (5, 5));
    for points in [0, 5] {
        let error = refused(&mut ledger, award(points), &normal);
        assert_eq!(error, AdvancementError::AwardOutOfRange { points });
        assert_eq!(error.field(), "points");
        let violation = RuleViolation::from(error);
        assert_eq!(violation.rule.section, "Experience");
        assert!(violation.message.ends_with("1 to 4 at a time."));
    }
    // Banked across sessions, then spent.
    let (_, progress) = recorded(
        &[
            award(2),
            LedgerEntry::SessionBegan,
            award(3),
            LedgerEntry::SessionBegan,
            rank(Skill::Will),
        ],
        &rules(CampaignSpeed::Fast),
    );
    let per_session: Vec<u32> = progress.sessions.iter().map(|s| s.xp_awarded).collect();
    assert_eq!(per_session, [2, 3, 0]);
    assert_eq!(
        progress.character.skills.get(Skill::Will),
        8,
        "9 → 8 costs 4"
    );
    assert_eq!(progress.xp_left(), 1);
}

#[test]
fn experience_lowering_skills_may_raise_an_attribute_and_a_risen_body_brings_resistance() {
    // The Orc's Body skills are Strength 6 and the rest 8: Body 8 (6 + 8 = 14). Strength 5 and
    // Stamina 6 make 11: Body 9, and «Body Resistance» gives Body 9 one point more than Body 8.
    let fast = rules(CampaignSpeed::Fast);
    let mut entries = awards(7 + 5 + 6);
    entries.push(rank(Skill::Strength));
    let (_, halfway) = recorded(&entries, &fast);
    assert_eq!(
        halfway.attribute(Attribute::Body),
        8,
        "5 + 8 = 13 is still 8"
    );
    assert!(halfway.notes.is_empty());
    entries.extend([rank(Skill::Stamina), rank(Skill::Stamina)]);
    let (mut ledger, progress) = recorded(&entries, &fast);
    assert_eq!(progress.xp_left(), 0);
    let body = progress
        .attributes
        .iter()
        .find(|a| a.attribute == Attribute::Body)
        .map(|a| a.score);
    assert_eq!(body, Some(9));
    assert_eq!(
        progress.notes[0],
        "Body rose from 8 to 9 when Stamina reached 6."
    );
    assert_eq!(progress.resistance_points_to_place, 1);
    // The sheet reads the bought skills: grit follows Stamina 6.
    let before = sheet(&built(&orc()), &Worn::default(), &SheetRules::default()).expect("no armor");
    let after = sheet(
        &progress.character,
        &Worn::default(),
        &SheetRules::default(),
    )
    .expect("no armor");
    assert_eq!(after.grit.value, before.grit.value + 1);
    // Slashing is at 5 from points: no further.
    let error = refused(
        &mut ledger,
        LedgerEntry::ResistancePointPlaced {
            damage: DamageType::Slashing,
        },
        &fast,
    );
    assert_eq!(error.rule().section, "Spending Resistance Points");
    let character = built(&orc());
    let placed = ledger
        .record(
            &character,
            LedgerEntry::ResistancePointPlaced {
                damage: DamageType::Blunt,
            },
            &fast,
        )
        .expect("Blunt is at 4");
    assert_eq!(placed.character.build.resistance_points.blunt, 5);
    assert_eq!(placed.resistance_points_to_place, 0);
    let error = refused(
        &mut ledger,
        LedgerEntry::ResistancePointPlaced {
            damage: DamageType::Energy,
        },
        &fast,
    );
    assert_eq!(error, AdvancementError::NoResistancePoint);
}

#[test]
fn skills_and_attributes_no_skill_is_bought_past_4() {
    let fast = rules(CampaignSpeed::Fast);
    // Strength 6 → 4 costs 7 + 8.
    let mut entries = awards(15);
    entries.extend([rank(Skill::Strength), rank(Skill::Strength)]);
    let (mut ledger, progress) = recorded(&entries, &fast);
    assert_eq!(progress.character.skills.get(Skill::Strength), 4);
    ledger
        .record(&built(&orc()), award(4), &fast)
        .expect("an award");
    let error = refused(&mut ledger, rank(Skill::Strength), &fast);
    assert_eq!(
        error,
        AdvancementError::SkillAtBest {
            skill: Skill::Strength,
            rank: 4
        }
    );
}

#[test]
fn experience_spells_and_features_cost_their_levels_row() {
    let slow = rules(CampaignSpeed::Slow);
    let (mut ledger, progress) = recorded(
        &[
            award(4),
            award(4),
            award(4),
            award(4),
            LedgerEntry::SpellLearned {
                name: "fireball".to_owned(),
                level: 4,
            },
            LedgerEntry::FeatureBought {
                name: "Far Shot".to_owned(),
                level: 1,
                choice: String::new(),
            },
        ],
        &slow,
    );
    let bill: Vec<(&str, u32)> = progress
        .bill
        .iter()
        .map(|p| (p.label.as_str(), p.cost))
        .collect();
    assert_eq!(
        bill,
        [
            ("Fireball (spell, level 4)", 12),
            ("Far Shot (feature, level 1)", 3)
        ]
    );
    assert_eq!(progress.spells[0].name, "Fireball", "the book's spelling");
    // At another level than printed: refused.
    let error = refused(
        &mut ledger,
        LedgerEntry::SpellLearned {
            name: "Shock".to_owned(),
            level: 1,
        },
        &slow,
    );
    assert_eq!(
        error,
        AdvancementError::WrongLevel {
            name: "Shock",
            printed: 3,
            level: 1
        }
    );
    // Heal was bought at creation, Fireball just now: both are known forever.
    for name in ["Heal", "Fireball"] {
        let level = spell_named(name).map(|s| s.level).unwrap_or(1);
        let error = refused(
            &mut ledger,
            LedgerEntry::SpellLearned {
                name: name.to_owned(),
                level,
            },
            &slow,
        );
        assert!(matches!(
            error,
            AdvancementError::AlreadyKnown { spell: true, .. }
        ));
        assert_eq!(error.rule().section, "Magic");
    }
    // A spell the book does not list is the GM's own, noted; 1 experience is left, and a
    // level-1 spell costs 3 in a slow campaign.
    let homebrew = LedgerEntry::SpellLearned {
        name: "Clockwork Bees".to_owned(),
        level: 1,
    };
    let error = refused(&mut ledger, homebrew.clone(), &slow);
    assert_eq!(
        error,
        AdvancementError::NotEnoughExperience {
            what: "Clockwork Bees (spell, level 1)".to_owned(),
            cost: 3,
            left: 1
        }
    );
    let character = built(&orc());
    ledger
        .record(&character, award(2), &slow)
        .expect("an award");
    let progress = ledger
        .record(&character, homebrew, &slow)
        .expect("3 experience");
    assert_eq!(progress.xp_left(), 0);
    assert!(progress.notes[0].contains("not in the book's spell list"));
}

#[test]
fn features_prerequisites_and_the_features_bought_more_than_once() {
    let fast = rules(CampaignSpeed::Fast);
    let feature = |name: &str, level: u8, choice: &str| LedgerEntry::FeatureBought {
        name: name.to_owned(),
        level,
        choice: choice.to_owned(),
    };
    let (mut ledger, _) = recorded(&awards(40), &fast);
    let error = refused(&mut ledger, feature("Dire Animal Companion", 3, ""), &fast);
    assert_eq!(
        error,
        AdvancementError::MissingPrerequisite {
            name: "Dire Animal Companion",
            requires: "Animal Companion"
        }
    );
    assert_eq!(error.rule().section, "Features");
    let character = built(&orc());
    for entry in [
        feature("Animal Companion", 2, ""),
        feature("Dire Animal Companion", 3, ""),
        feature("Legendary Animal Companion", 4, ""),
        feature("Wealthy", 1, ""),
        feature("Wealthy", 1, ""),
        feature("Improved Critical", 4, "Rifle"),
        feature("Improved Critical", 4, "Bow"),
    ] {
        ledger
            .record(&character, entry.clone(), &fast)
            .unwrap_or_else(|e| panic!("{entry:?}: {e}"));
    }
    let error = refused(&mut ledger, feature("Animal Companion", 2, ""), &fast);
    assert!(matches!(
        error,
        AdvancementError::AlreadyKnown { spell: false, .. }
    ));
    for choice in ["rifle", "Lightsabers", ""] {
        let error = refused(&mut ledger, feature("Improved Critical", 4, choice), &fast);
        assert!(
            matches!(error, AdvancementError::WeaponTypeChoice { .. }),
            "{choice}"
        );
    }
    let error = refused(&mut ledger, feature("Evasion", 2, ""), &fast);
    assert!(matches!(
        error,
        AdvancementError::WrongLevel { printed: 4, .. }
    ));
    let error = refused(&mut ledger, feature("Evasion", 5, ""), &fast);
    assert!(matches!(
        error,
        AdvancementError::PowerLevel { level: 5, .. }
    ));
}

#[test]
fn using_luck_three_times_a_session_refilled_by_a_new_session_or_the_gm() {
    let normal = rules(CampaignSpeed::Normal);
    let luck = || LedgerEntry::LuckUsed {
        roll: "a missed shot".to_owned(),
    };
    let (mut ledger, progress) = recorded(&[luck(), luck(), luck()], &normal);
    assert_eq!(progress.luck_left, 0);
    let error = refused(&mut ledger, luck(), &normal);
    assert_eq!(error, AdvancementError::NoLuckLeft { per_session: 3 });
    assert_eq!(error.rule().section, "Using Luck");
    let character = built(&orc());
    let progress = ledger
        .record(&character, LedgerEntry::LuckRefreshed, &normal)
        .expect("the GM refills");
    assert_eq!(progress.luck_left, 3);
    ledger.record(&character, luck(), &normal).expect("luck");
    let progress = ledger
        .record(&character, LedgerEntry::SessionBegan, &normal)
        .expect("a new session");
    assert_eq!(progress.luck_left, 3);
    let sessions: Vec<(u32, u8, u8)> = progress
        .sessions
        .iter()
        .map(|s| (s.number, s.luck_used, s.luck_refreshed))
        .collect();
    assert_eq!(sessions, [(1, 4, 1), (2, 0, 0)]);
    assert!(luck_keeps_best(SpeciesId::Halflings));
    assert!(!luck_keeps_best(SpeciesId::Orcs));
}

#[test]
fn undo_takes_back_the_last_entry_and_the_progress_before_it_returns() {
    let normal = rules(CampaignSpeed::Normal);
    let character = built(&orc());
    let (mut ledger, before) = recorded(&awards(10), &normal);
    let after = ledger
        .record(&character, rank(Skill::Knowledge), &normal)
        .expect("10 → 9 costs 6");
    assert_ne!(after, before);
    assert_eq!(ledger.undo(), Some(rank(Skill::Knowledge)));
    assert_eq!(ledger.progress(&character, &normal), Ok(before));
    let mut empty = Ledger::default();
    assert_eq!(empty.undo(), None);
}

#[test]
fn replay_of_a_ledger_equals_applying_its_entries_one_by_one() {
    // Every prefix of a recorded ledger replays to the progress recorded at that point, and
    // replaying twice gives the same progress.
    let fast = rules(CampaignSpeed::Fast);
    let character = built(&orc());
    let script = [
        award(4),
        rank(Skill::Charisma),
        LedgerEntry::LuckUsed {
            roll: String::new(),
        },
        LedgerEntry::SessionBegan,
        award(3),
        LedgerEntry::SpellLearned {
            name: "Haste".to_owned(),
            level: 2,
        },
        award(4),
        rank(Skill::Charisma),
        award(4),
        rank(Skill::Accuracy),
    ];
    let mut ledger = Ledger::default();
    let mut seen = Vec::new();
    for entry in script {
        seen.push(ledger.record(&character, entry, &fast).expect("legal"));
    }
    for (n, progress) in seen.iter().enumerate() {
        assert_eq!(
            replay(&character, &ledger.entries[..=n], &fast).as_ref(),
            Ok(progress)
        );
    }
    assert_eq!(
        replay(&character, &ledger.entries, &fast),
        replay(&character, &ledger.entries, &fast)
    );
    // "Haste" learns the pair as the book heads it.
    assert_eq!(seen[5].spells[0].name, "Haste / Slow");
    // The ledger round-trips through JSON as the api stores it.
    let json = serde_json::to_string(&ledger).expect("serializes");
    assert!(json.contains("\"kind\":\"skill_rank_bought\""));
    let back: Ledger = serde_json::from_str(&json).expect("reads back");
    assert_eq!(back, ledger);
}
