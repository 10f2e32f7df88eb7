//! A battle survives a crash: a process giving battle commands is killed between commands, and
//! the reopened encounter resumes at the last confirmed command, in the same state.

use std::io::Write;

use serde_json::{json, Value};
use tablekeep_api::registry::call;

use crate::{desk_at, spawn_writer};

const WRITER_ENV: &str = "TABLEKEEP_BATTLE_CRASH_DIR";

/// In the child process: prepare a battle, then give override commands forever, printing each
/// confirmed cursor with the Hit Points it set.
#[test]
fn battle_writer() {
    let Some(dir) = std::env::var_os(WRITER_ENV) else {
        return;
    };
    let mut desk = desk_at(std::path::Path::new(&dir));
    let mut ok = |name: &str, args: Value| call(&mut desk, name, args).expect(name);
    let hero = ok(
        "quick_npc",
        json!({ "name": "Ally", "class": "soldier", "arms": ["spear"] }),
    );
    let foe = ok(
        "quick_npc",
        json!({ "name": "Brute", "class": "brawler", "arms": ["club"] }),
    );
    let encounter = ok(
        "create_encounter",
        json!({ "name": "Crash", "plan": { "system": "fated_hand", "participants": [
            { "characterId": hero["id"], "side": "party" },
            { "characterId": foe["id"], "side": "foes" }
        ] } }),
    );
    let id = encounter["id"].clone();
    ok("start_encounter", json!({ "id": id, "seed": 11 }));
    let mut stdout = std::io::stdout().lock();
    writeln!(stdout, "encounter {id}").expect("write");
    for n in 0u64.. {
        let hit_points = (n % 5) as i64 + 1;
        let view = ok(
            "encounter_command",
            json!({ "id": id, "command": { "system": "fated_hand",
                "command": "override", "who": 1, "hitPoints": hit_points, "note": format!("step {n}")
            } }),
        );
        writeln!(stdout, "confirmed {} {hit_points}", view["cursor"]).expect("write");
        stdout.flush().expect("flush");
    }
}

#[test]
fn a_killed_battle_resumes_at_its_last_confirmed_command() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (mut child, mut lines) =
        spawn_writer("battle_crash::battle_writer", WRITER_ENV, dir.path());
    let mut encounter = None;
    let mut last = (0i64, 0i64);
    while last.0 < 30 {
        let line = lines.next().expect("writer output").expect("line");
        // The test harness prints "test … ... " without a newline before the child's first line.
        if let Some(id) = line.split("encounter ").nth(1) {
            encounter = Some(id.parse::<i64>().expect("id"));
        } else if let Some(rest) = line.strip_prefix("confirmed ") {
            let (cursor, hp) = rest.split_once(' ').expect("two numbers");
            last = (cursor.parse().expect("cursor"), hp.parse().expect("hp"));
        }
    }
    child.kill().expect("kill -9 the writer");
    child.wait().expect("reap");

    let id = encounter.expect("the writer named its encounter");
    let mut desk = desk_at(dir.path());
    let view = call(&mut desk, "get_encounter", json!({ "id": id })).expect("reopen");
    let cursor = view["cursor"].as_i64().expect("cursor");
    // The kill may land after a commit and before its confirmation was printed: one more.
    assert!(
        cursor == last.0 || cursor == last.0 + 1,
        "confirmed {} commands, found {cursor}",
        last.0
    );
    if cursor == last.0 {
        assert_eq!(
            view["battle"]["state"]["combatants"][1]["hitPoints"].as_i64(),
            Some(last.1),
            "the state is the one confirmed"
        );
    }
    let resumed = call(
        &mut desk,
        "encounter_command",
        json!({ "id": id, "command": { "system": "fated_hand", "command": "override", "who": 0, "hitPoints": 1, "note": "resumed" } }),
    )
    .expect("the battle goes on");
    assert_eq!(resumed["cursor"].as_i64(), Some(cursor + 1));
}
