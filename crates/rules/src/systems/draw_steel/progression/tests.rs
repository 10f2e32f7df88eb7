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
