//! Victories, Recoveries, respites, levels and projects (DS-61, DS-63, DS-89..DS-91).

use super::*;
use crate::systems::draw_steel::characteristics::{Characteristics, Size};
use crate::systems::draw_steel::content::{Ancestry, Class};
use crate::systems::draw_steel::hero::HeroBuild;

/// A level-1 hero with no kit: Stamina maximum `maximum`, 8 Recoveries.
fn sheet(maximum: u16) -> HeroSheet {
    let ancestry = Ancestry {
        name: "Test Folk".to_owned(),
        size: Size::MEDIUM,
        speed: 5,
        stability: 0,
        notes: String::new(),
    };
    let class = Class {
        name: "Test Class".to_owned(),
        starting_stamina: maximum,
        stamina_per_level: 0,
        recoveries: 8,
        heroic_resource: "Grit".to_owned(),
        primary: Vec::new(),
        abilities: Vec::new(),
        notes: String::new(),
    };
    let build = HeroBuild {
        level: 1,
        ancestry_id: 1,
        class_id: 2,
        kit_id: None,
        characteristics: Characteristics::default(),
        skills: Vec::new(),
        abilities: Vec::new(),
    };
    HeroSheet::compute(&build, &ancestry, &class, None).expect("a valid build")
}

fn at(stamina: i32, recoveries_used: u8) -> HeroProgress {
    HeroProgress {
        stamina: Some(stamina),
        recoveries_used,
        ..HeroProgress::default()
    }
}

fn project() -> Project {
    Project {
        name: "Map of the Drowned Roads".to_owned(),
        goal: 30,
        points: 0,
        characteristic: Characteristic::Reason,
        notes: String::new(),
    }
}

#[test]
fn recovery_value_restores_a_third_ds_61() {
    let sheet = sheet(30);
    let spent = spend_recovery(&at(12, 0), &sheet).expect("a Recovery is left");
    assert_eq!(spent.progress.stamina, Some(22));
    assert_eq!(spent.progress.recoveries_used, 1);
    assert_eq!(spent.regained.value, 10);
    assert_eq!(spent.progress.recoveries_left(&sheet), 7);
}

#[test]
fn recovery_cannot_exceed_the_maximum_ds_63() {
    let sheet = sheet(30);
    let spent = spend_recovery(&at(25, 0), &sheet).expect("a Recovery is left");
    // Back at the maximum, which progress records as full.
    assert_eq!(spent.progress.stamina, None);
    assert_eq!(spent.progress.current_stamina(&sheet), 30);
    assert_eq!(spent.regained.value, 5);
    let values: Vec<i32> = spent.regained.terms.iter().map(|t| t.value).collect();
    assert_eq!(values, [10, -5]);
}

#[test]
fn recovery_is_refused_with_none_left_or_at_full_stamina() {
    let sheet = sheet(30);
    let refused = spend_recovery(&at(5, 8), &sheet).expect_err("all 8 spent");
    assert_eq!(refused.rule, cite("Recovery"));
    assert!(refused.message.contains("no Recoveries left"));
    let refused = spend_recovery(&HeroProgress::default(), &sheet).expect_err("full");
    assert!(refused.message.contains("full Stamina"));
}

#[test]
fn a_dying_hero_heals_from_the_table_rules_start() {
    let sheet = sheet(30);
    let spent = spend_recovery(&at(-4, 0), &sheet).expect("a Recovery is left");
    assert_eq!(spent.progress.stamina, Some(6));
    let spent = spend_recovery_with(&at(-4, 0), &sheet, DyingRecovery::FromZero)
        .expect("a Recovery is left");
    assert_eq!(spent.progress.stamina, Some(10));
    assert_eq!(spent.regained.value, 14);
}

#[test]
fn respite_restores_stamina_and_recoveries_and_converts_victories_ds_89() {
    let sheet = sheet(30);
    // Stamina 10 of 30, 2 of 8 Recoveries left, 3 Victories.
    let progress = HeroProgress {
        victories: 3,
        experience: 4,
        stamina: Some(10),
        recoveries_used: 6,
        heroic_resource: 2,
        projects: vec![project()],
        dead: false,
    };
    let done = respite(&progress, &sheet, true, DEFAULT_VICTORY_RATE);
    assert!(done.completed);
    assert_eq!(done.progress.current_stamina(&sheet), 30);
    assert_eq!(done.progress.recoveries_left(&sheet), 8);
    assert_eq!(done.progress.experience, 7);
    assert_eq!(done.experience_gained.value, 3);
    assert_eq!(done.progress.victories, 0);
    assert_eq!(done.stamina_regained, 20);
    assert_eq!(done.recoveries_regained, 6);
    assert_eq!(done.progress.projects, progress.projects);
    assert_eq!(done.progress.heroic_resource, 2);
}

#[test]
fn respite_interrupted_changes_nothing_ds_90() {
    let sheet = sheet(30);
    let progress = HeroProgress {
        victories: 3,
        stamina: Some(10),
        recoveries_used: 6,
        ..HeroProgress::default()
    };
    let broken = respite(&progress, &sheet, false, DEFAULT_VICTORY_RATE);
    assert!(!broken.completed);
    assert_eq!(broken.progress, progress);
    assert_eq!(broken.experience_gained.value, 0);
    assert_eq!(broken.stamina_regained, 0);
}

#[test]
fn the_victory_rate_is_the_campaigns() {
    let progress = award_victories(&HeroProgress::default(), 4);
    assert_eq!(progress.victories, 4);
    let done = respite(&progress, &sheet(30), true, 2);
    assert_eq!(done.progress.experience, 8);
    assert!(done.experience_gained.notes[0].contains("2 Experience per Victory"));
}

/// "Respite": a respite turns each Victory into 1 Experience by default, 2 under
/// the other option; the rate comes from the campaign's table rule.
#[test]
fn table_rule_victory_experience_two() {
    use crate::systems::draw_steel::table_rules::{victory_rate, VICTORY_EXPERIENCE};
    let progress = award_victories(&HeroProgress::default(), 4);
    let mut choices = crate::table_rules::TableRuleChoices::default();
    let plain = respite(&progress, &sheet(30), true, victory_rate(&choices));
    assert_eq!(plain.progress.experience, 4);
    choices
        .0
        .insert(VICTORY_EXPERIENCE.id.to_owned(), "two".to_owned());
    let doubled = respite(&progress, &sheet(30), true, victory_rate(&choices));
    assert_eq!(doubled.progress.experience, 8);
}

#[test]
fn breakthrough_earns_another_roll_in_the_same_activity_ds_91() {
    let first = roll_project(None, &project(), 21, 19).expect("the respite's activity");
    assert!(first.progress.breakthrough);
    assert_eq!(first.project.points, 21);
    let second = roll_project(Some(&first.activity), &first.project, 14, 9)
        .expect("a breakthrough earns another roll");
    assert!(!second.progress.breakthrough);
    // 21 + 14 is past the goal of 30.
    assert_eq!(second.project.points, 30);
    assert_eq!(second.progress.gained, 9);
    assert!(second.progress.completed);
    match &second.activity {
        RespiteActivity::ProjectRoll { rolls, .. } => assert_eq!(rolls.len(), 2),
        other => panic!("not a project roll: {other:?}"),
    }
    assert_eq!(second.activity.validate(), Ok(()));
}

#[test]
fn a_third_roll_needs_a_second_breakthrough() {
    let mut long = project();
    long.goal = 100;
    let first = roll_project(None, &long, 15, 18).expect("the activity");
    assert!(!first.progress.breakthrough);
    let refused =
        roll_project(Some(&first.activity), &first.project, 15, 12).expect_err("no breakthrough");
    assert_eq!(refused.rule, cite("Breakthrough"));
}

#[test]
fn a_breakthrough_roll_stays_on_the_same_project() {
    let first = roll_project(None, &project(), 20, 20).expect("the activity");
    let mut other = project();
    other.name = "Ballad of the Lost Bell".to_owned();
    let refused = roll_project(Some(&first.activity), &other, 12, 7).expect_err("another project");
    assert!(refused.message.contains("same project"));
}

#[test]
fn a_respite_has_one_activity() {
    let kit = choose_activity(None, RespiteActivity::ChangeKit { kit_id: Some(3) })
        .expect("the first activity");
    let refused = roll_project(Some(&kit), &project(), 12, 19).expect_err("already used");
    assert_eq!(refused.rule, cite("Respite"));
    assert!(refused.message.contains("changing kit"));
    let refused = choose_activity(
        Some(&kit),
        RespiteActivity::Other {
            description: "Carousing".to_owned(),
        },
    )
    .expect_err("already used");
    assert_eq!(refused.rule, cite("Respite"));
    let forged = RespiteActivity::ProjectRoll {
        project: "Forged".to_owned(),
        rolls: vec![
            ProjectRollRecord {
                points: 10,
                natural: 10,
                gained: 10,
                breakthrough: false,
            },
            ProjectRollRecord {
                points: 10,
                natural: 10,
                gained: 10,
                breakthrough: false,
            },
        ],
    };
    assert!(choose_activity(None, forged).is_err());
}

#[test]
fn project_rolls_refuse_impossible_naturals_and_finished_projects() {
    assert!(apply_project_roll(&project(), 12, 1).is_err());
    assert!(apply_project_roll(&project(), 12, 21).is_err());
    let mut done = project();
    done.points = 30;
    assert!(apply_project_roll(&done, 12, 10).is_err());
    let progress = apply_project_roll(&project(), -3, 2).expect("a poor roll");
    assert_eq!(progress.gained, 0);
    assert!(!progress.breakthrough);
}

#[test]
fn the_default_level_table_rises_and_reads_levels() {
    let table = LevelTable::default();
    assert_eq!(table.validate(), Ok(()));
    assert_eq!(table.level_for(0), 1);
    assert_eq!(table.level_for(7), 1);
    assert_eq!(table.level_for(8), 2);
    assert_eq!(table.level_for(143), 9);
    assert_eq!(table.level_for(144), 10);
    assert_eq!(table.level_for(u32::MAX), 10);
    assert_eq!(table.threshold(1), Some(0));
    assert_eq!(table.threshold(10), Some(144));
    assert_eq!(table.threshold(11), None);
}

#[test]
fn a_hero_below_their_earned_level_is_ready_to_level_up() {
    let table = LevelTable::default();
    let status = table.status(20, 2);
    assert_eq!(status.earned_level, 3);
    assert!(status.ready_to_level_up);
    assert_eq!(status.next_level_at, Some(18));
    let status = table.status(20, 3);
    assert!(!status.ready_to_level_up);
    assert_eq!(status.next_level_at, Some(30));
    assert_eq!(table.status(500, 10).next_level_at, None);
}

#[test]
fn a_level_table_that_does_not_rise_is_refused() {
    let mut table = LevelTable::default();
    table.thresholds[4] = table.thresholds[3];
    let refused = table.validate().expect_err("level 6 equals level 5");
    assert_eq!(refused.rule, LEVEL_RULE);
    assert!(refused.message.contains("Level 6 needs 44"));
    table.thresholds = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    assert!(table.validate().is_err());
}

mod ledger {
    //! The ledger: each entry replays as the rule that accepted it, over the stored hero.

    use super::*;
    use crate::random::DieRoll;
    use crate::systems::draw_steel::power_roll::{project_roll, PowerRollInput, ProjectPoints};

    /// A class with 30 Stamina at level 1 and 10 more per level, 8 Recoveries; no kit.
    fn sheet_of(build: &HeroBuild) -> Result<HeroSheet, RuleViolation> {
        let ancestry = Ancestry {
            name: "Test Folk".to_owned(),
            size: Size::MEDIUM,
            speed: 5,
            stability: 0,
            notes: String::new(),
        };
        let class = Class {
            name: "Test Class".to_owned(),
            starting_stamina: 30,
            stamina_per_level: 10,
            recoveries: 8,
            heroic_resource: "Grit".to_owned(),
            primary: Vec::new(),
            abilities: Vec::new(),
            notes: String::new(),
        };
        HeroSheet::compute(build, &ancestry, &class, None)
    }

    fn base(progress: HeroProgress) -> HeroState {
        HeroState {
            build: HeroBuild {
                level: 1,
                ancestry_id: 1,
                class_id: 2,
                kit_id: None,
                characteristics: Characteristics::default(),
                skills: Vec::new(),
                abilities: Vec::new(),
            },
            progress,
            respite_activity: None,
        }
    }

    fn replayed(base: HeroState, entries: &[ProgressEntry]) -> (HeroState, HeroSheet) {
        replay(base, entries, sheet_of).expect("the sheet computes")
    }

    fn rolled(project_index: u16, dice: [u8; 2]) -> ProgressEntry {
        ProgressEntry::ProjectRolled {
            project_index,
            project: project().name,
            dice: dice.map(|value| DieRoll::entered(10, value).expect("a d10 face")),
            roll: project_roll(
                dice,
                PowerRollInput::project(2, false),
                ProjectPoints::default(),
            ),
        }
    }

    #[test]
    fn no_entries_give_the_stored_hero() {
        let stored = base(at(12, 3));
        let (hero, sheet) = replayed(stored.clone(), &[]);
        assert_eq!(hero, stored);
        assert_eq!(sheet.stamina_maximum.value, 30);
    }

    #[test]
    fn victories_awarded_add_up_on_the_stored_count() {
        let stored = base(HeroProgress {
            victories: 2,
            ..HeroProgress::default()
        });
        let entries = [
            ProgressEntry::VictoriesAwarded { victories: 3 },
            ProgressEntry::VictoriesAwarded { victories: 1 },
        ];
        let (hero, _) = replayed(stored, &entries);
        assert_eq!(hero.progress.victories, 6);
    }

    #[test]
    fn a_combat_end_sets_stamina_recoveries_and_resource_and_adds_victories() {
        let entry = ProgressEntry::CombatEnded {
            encounter: "Ambush at the Ford".to_owned(),
            stamina: 9,
            recoveries: 5,
            heroic_resource: 2,
            victories: 1,
            died: false,
        };
        let (hero, sheet) = replayed(base(HeroProgress::default()), &[entry]);
        assert_eq!(hero.progress.current_stamina(&sheet), 9);
        assert_eq!(hero.progress.recoveries_used, 3);
        assert_eq!(hero.progress.heroic_resource, 2);
        assert_eq!(hero.progress.victories, 1);
        // Ending at the maximum is recorded as full.
        let full = ProgressEntry::CombatEnded {
            encounter: "A quick one".to_owned(),
            stamina: 30,
            recoveries: 8,
            heroic_resource: 0,
            victories: 0,
            died: false,
        };
        let (hero, _) = replayed(base(at(4, 1)), &[full]);
        assert_eq!(hero.progress.stamina, None);
        assert_eq!(hero.progress.recoveries_used, 0);
    }

    /// "Stamina": a hero who died in a fight is dead in the campaign: a Recovery is refused, a
    /// respite is refused by the commands (`require_living`), and only the Director's return
    /// brings them back, with the Stamina the Director gives.
    #[test]
    fn stamina_a_hero_who_died_in_a_fight_stays_dead_until_returned() {
        let died = ProgressEntry::CombatEnded {
            encounter: "The Drowned Gate".to_owned(),
            stamina: -16,
            recoveries: 6,
            heroic_resource: 0,
            victories: 1,
            died: true,
        };
        let (hero, sheet) = replayed(base(HeroProgress::default()), std::slice::from_ref(&died));
        assert!(hero.progress.dead);
        let refused = spend_recovery(&hero.progress, &sheet).expect_err("the dead do not heal");
        assert!(refused.message.contains("dead"), "{}", refused.message);
        assert!(require_living(&hero.progress, "finish a respite").is_err());
        assert!(return_to_life(&hero.progress, &sheet, 0).is_err());
        assert!(return_to_life(&hero.progress, &sheet, 31).is_err());
        let back = return_to_life(&hero.progress, &sheet, 4).expect("the Director's call");
        let (replayed_back, _) = replayed(
            base(HeroProgress::default()),
            &[died, ProgressEntry::ReturnedToLife { stamina: 4 }],
        );
        assert_eq!(replayed_back.progress, back);
        assert!(!back.dead);
        assert_eq!(back.current_stamina(&sheet), 4);
        assert!(
            return_to_life(&back, &sheet, 4).is_err(),
            "only the dead return"
        );
        assert!(spend_recovery(&back, &sheet).is_ok());
    }

    #[test]
    fn a_recovery_spent_replays_as_spend_recovery_ds_61() {
        let stored = base(at(12, 0));
        let entry = ProgressEntry::RecoverySpent {
            dying: DyingRecovery::FromCurrent,
            regained: 10,
        };
        let (hero, sheet) = replayed(stored.clone(), &[entry]);
        let direct = spend_recovery(&stored.progress, &sheet).expect("a Recovery is left");
        assert_eq!(hero.progress, direct.progress);
        assert_eq!(hero.progress.stamina, Some(22));
        // The table rule the Recovery was spent under is the entry's, not today's.
        let dying = ProgressEntry::RecoverySpent {
            dying: DyingRecovery::FromZero,
            regained: 14,
        };
        let (hero, _) = replayed(base(at(-4, 0)), &[dying]);
        assert_eq!(hero.progress.stamina, Some(10));
    }

    #[test]
    fn a_recovery_that_no_longer_heals_is_still_spent() {
        // Spent at 25 of 30; the hero is now at full Stamina before it (the fight's entry says
        // so), as after a content edit: the Recovery still counts as spent.
        let entries = [
            ProgressEntry::CombatEnded {
                encounter: "Skirmish".to_owned(),
                stamina: 30,
                recoveries: 8,
                heroic_resource: 0,
                victories: 0,
                died: false,
            },
            ProgressEntry::RecoverySpent {
                dying: DyingRecovery::FromCurrent,
                regained: 5,
            },
        ];
        let (hero, sheet) = replayed(base(HeroProgress::default()), &entries);
        assert_eq!(hero.progress.recoveries_used, 1);
        assert_eq!(hero.progress.current_stamina(&sheet), 30);
    }

    #[test]
    fn a_finished_respite_replays_with_its_own_rate_ds_89() {
        let stored = base(HeroProgress {
            victories: 3,
            experience: 4,
            stamina: Some(10),
            recoveries_used: 6,
            heroic_resource: 2,
            projects: vec![project()],
            dead: false,
        });
        let entry = ProgressEntry::RespiteTaken {
            completed: true,
            activity: None,
            rate: 2,
        };
        let (hero, sheet) = replayed(stored.clone(), &[entry]);
        let direct = respite(&stored.progress, &sheet, true, 2);
        assert_eq!(hero.progress, direct.progress);
        assert_eq!(hero.progress.experience, 10);
        assert_eq!(hero.progress.victories, 0);
        assert_eq!(hero.progress.recoveries_left(&sheet), 8);
    }

    #[test]
    fn an_interrupted_respite_changes_no_progress_but_ends_the_activity_ds_90() {
        let mut stored = base(at(10, 6));
        stored.progress.victories = 3;
        stored.respite_activity = Some(RespiteActivity::Other {
            description: "Carousing".to_owned(),
        });
        let entry = ProgressEntry::RespiteTaken {
            completed: false,
            activity: Some(RespiteActivity::ChangeKit { kit_id: Some(7) }),
            rate: 1,
        };
        let (hero, _) = replayed(stored.clone(), &[entry]);
        assert_eq!(hero.progress, stored.progress);
        assert_eq!(hero.respite_activity, None);
        assert_eq!(
            hero.build.kit_id, None,
            "a kit change needs the respite finished"
        );
    }

    #[test]
    fn a_kit_change_takes_effect_when_the_respite_finishes() {
        let entry = ProgressEntry::RespiteTaken {
            completed: true,
            activity: Some(RespiteActivity::ChangeKit { kit_id: Some(7) }),
            rate: 1,
        };
        let (hero, _) = replayed(base(HeroProgress::default()), &[entry]);
        assert_eq!(hero.build.kit_id, Some(7));
    }

    #[test]
    fn a_level_up_raises_the_level_and_the_sheet_follows() {
        let entries = [ProgressEntry::LeveledUp { level: 2 }];
        let (hero, sheet) = replayed(base(at(25, 0)), &entries);
        assert_eq!(hero.build.level, 2);
        assert_eq!(sheet.stamina_maximum.value, 40);
        assert_eq!(hero.progress.current_stamina(&sheet), 25);
    }

    #[test]
    fn projects_are_added_rolled_with_breakthroughs_and_removed_ds_91() {
        let entries = [
            ProgressEntry::ProjectAdded { project: project() },
            // 9 + 10: a natural 19, + 2 = 21 points and a breakthrough.
            rolled(0, [9, 10]),
            // 3 + 4 + 2 = 9 more, capped at the goal of 30.
            rolled(0, [3, 4]),
        ];
        let (hero, _) = replayed(base(HeroProgress::default()), &entries);
        assert_eq!(hero.progress.projects[0].points, 30);
        match &hero.respite_activity {
            Some(RespiteActivity::ProjectRoll { rolls, .. }) => {
                assert_eq!(rolls.len(), 2);
                assert!(rolls[0].breakthrough);
            }
            other => panic!("not a project roll: {other:?}"),
        }
        let mut more = entries.to_vec();
        more.push(ProgressEntry::ProjectRemoved {
            project_index: 0,
            project: project().name,
        });
        let (hero, _) = replayed(base(HeroProgress::default()), &more);
        assert!(hero.progress.projects.is_empty());
    }

    #[test]
    fn a_rebuild_replaces_the_build_and_caps_stamina() {
        let mut build = base(HeroProgress::default()).build;
        build.characteristics.might = 2;
        let entries = [
            ProgressEntry::LeveledUp { level: 3 },
            ProgressEntry::CombatEnded {
                encounter: "Long fight".to_owned(),
                stamina: 45,
                recoveries: 8,
                heroic_resource: 0,
                victories: 0,
                died: false,
            },
            ProgressEntry::Rebuilt {
                build: build.clone(),
            },
        ];
        let (hero, sheet) = replayed(base(HeroProgress::default()), &entries);
        assert_eq!(hero.build, build);
        assert_eq!(sheet.stamina_maximum.value, 30);
        assert_eq!(hero.progress.stamina, None, "45 is above the new maximum");
    }

    #[test]
    fn replay_is_deterministic_and_entries_round_trip_through_json() {
        let entries = vec![
            ProgressEntry::VictoriesAwarded { victories: 2 },
            ProgressEntry::ProjectAdded { project: project() },
            rolled(0, [10, 10]),
            ProgressEntry::RespiteTaken {
                completed: true,
                activity: None,
                rate: 1,
            },
            ProgressEntry::RecoverySpent {
                dying: DyingRecovery::FromCurrent,
                regained: 0,
            },
        ];
        let json = serde_json::to_string(&entries).expect("serialise");
        assert!(json.contains(r#""kind":"project_rolled","projectIndex":0"#));
        let back: Vec<ProgressEntry> = serde_json::from_str(&json).expect("parse");
        assert_eq!(back, entries);
        let stored = base(at(20, 2));
        assert_eq!(replayed(stored.clone(), &entries), replayed(stored, &back));
    }
}
