//! Command-layer tests on real campaign files in temporary folders.

mod backups;
mod campaigns;
mod characters;
mod clockwork;
mod clockwork_advancement;
mod clockwork_combat;
mod clockwork_combat_luck;
mod clockwork_foci;
mod clockwork_rolls;
mod coverage;
mod draw_steel;
mod draw_steel_combat;
mod draw_steel_death;
mod draw_steel_heroes;
mod draw_steel_ledger;
mod draw_steel_rolls;
mod draw_steel_squads;
mod draw_steel_table_rules;
mod encounters;
mod encounters_legal;
mod exports;
mod fated_hand;
mod fated_hand_summons;
mod game_of_bastards;
mod game_of_bastards_monsters;
mod game_of_bastards_opposition;
mod game_of_bastards_scenes;
mod lytharian_chess;
mod lytharian_chess_matches;
mod parties;
mod portable;
mod portable_fuzz;
mod portable_refusals;
mod recorded;
mod schemas;
mod search;
mod sessions;
mod sharing;
mod simulation;
mod simulation_difficulty;
mod simulation_saved;
mod simulation_tune;
mod simulation_variants;
mod table_rules;
mod table_view;

use chrono::{DateTime, TimeZone, Utc};
use tablekeep_api::{Desk, DeskDirs};

pub fn fixed_clock() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 3, 14, 19, 0, 0)
        .single()
        .expect("valid date")
}

/// A desk whose data and config folders are inside a fresh temporary folder, with the campaign
/// `main.tablekeep` open.
pub fn desk() -> (tempfile::TempDir, Desk) {
    let dir = tempfile::tempdir().expect("temp dir");
    let dirs = dirs_in(dir.path());
    let mut desk = Desk::new(dirs, fixed_clock).with_fixed_seeds();
    tablekeep_api::campaign::create_campaign(
        &mut desk,
        serde_json::from_value(serde_json::json!({
            "name": "Test Campaign",
            "path": dir.path().join("main.tablekeep").display().to_string()
        }))
        .expect("args"),
    )
    .expect("create campaign");
    (dir, desk)
}

pub fn dirs_in(root: &std::path::Path) -> DeskDirs {
    DeskDirs {
        data_dir: root.join("data"),
        config_dir: root.join("config"),
    }
}

/// Runs a command by name on JSON, as the CLI does.
pub fn call(
    desk: &mut Desk,
    name: &str,
    args: serde_json::Value,
) -> Result<serde_json::Value, tablekeep_api::AppError> {
    tablekeep_api::registry::call(desk, name, args)
}

/// Runs a command that must succeed.
pub fn ok(desk: &mut Desk, name: &str, args: serde_json::Value) -> serde_json::Value {
    call(desk, name, args.clone()).unwrap_or_else(|err| panic!("{name} {args} failed: {err:?}"))
}

/// Runs one battle command and gives the encounter after it; on the way, checks that the patch
/// it answers with turns the encounter before it into the encounter after it.
pub fn battle_command(desk: &mut Desk, id: i64, command: serde_json::Value) -> serde_json::Value {
    let mut before = ok(desk, "get_encounter", serde_json::json!({ "id": id }));
    let step = ok(
        desk,
        "encounter_command",
        serde_json::json!({ "id": id, "command": command, "full": true }),
    );
    assert_eq!(step["fromCursor"], before["cursor"]);
    assert_eq!(step["cursor"], step["encounter"]["cursor"]);
    let patch: tablekeep_api::encounters::patch::Patch =
        serde_json::from_value(step["patch"].clone()).expect("a patch");
    tablekeep_api::encounters::patch::apply(&mut before, &patch).expect("the patch fits");
    assert_eq!(
        before, step["encounter"],
        "the patched encounter is the encounter"
    );
    step["encounter"].clone()
}
