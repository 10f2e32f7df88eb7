//! A crash loses nothing that was confirmed: a writer process is killed mid-stream, and every
//! character it reported as created is in the file afterwards, which is intact.

use std::io::Write;

use serde_json::json;
use tablekeep_api::registry::call;

use crate::{desk_at, spawn_writer};

const WRITER_ENV: &str = "TABLEKEEP_CRASH_WRITER_DIR";

/// In the child process: create characters forever, printing each id once its command returned.
#[test]
fn crash_writer() {
    let Some(dir) = std::env::var_os(WRITER_ENV) else {
        return;
    };
    let mut desk = desk_at(std::path::Path::new(&dir));
    let mut stdout = std::io::stdout().lock();
    for n in 0.. {
        let created = call(
            &mut desk,
            "create_character",
            json!({ "system": "clockwork", "kind": "npc", "name": format!("Automaton {n}") }),
        )
        .expect("create");
        writeln!(stdout, "confirmed {}", created["id"]).expect("write");
        stdout.flush().expect("flush");
    }
}

#[test]
fn a_killed_process_loses_no_confirmed_command() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (mut child, mut lines) = spawn_writer("crash::crash_writer", WRITER_ENV, dir.path());
    let mut confirmed = Vec::new();
    while confirmed.len() < 40 {
        let line = lines.next().expect("writer output").expect("line");
        if let Some(id) = line.strip_prefix("confirmed ") {
            confirmed.push(id.parse::<i64>().expect("id"));
        }
    }
    child.kill().expect("kill -9 the writer");
    child.wait().expect("reap");

    let mut desk = desk_at(dir.path());
    for id in confirmed {
        call(&mut desk, "get_character", json!({ "id": id }))
            .expect("a confirmed character survives the crash");
    }
    let conn = rusqlite::Connection::open(dir.path().join("campaign.tablekeep")).expect("open");
    let integrity: String = conn
        .query_row("PRAGMA integrity_check", [], |row| row.get(0))
        .expect("check");
    assert_eq!(integrity, "ok");
}
