//! Acceptance tests across crates: the api on real files, inspected with plain SQLite.

mod battle_crash;
mod crash;
mod draw_steel_heroes;
mod seam;
mod unchanged;
mod upgrade;

use std::path::Path;

use tablekeep_api::{Desk, DeskDirs};

/// Starts this test binary again running only `test` (a writer that never stops), with `env` set
/// to `dir`, and gives the child with its stdout lines.
pub fn spawn_writer(
    test: &str,
    env: &str,
    dir: &Path,
) -> (
    std::process::Child,
    std::io::Lines<std::io::BufReader<std::process::ChildStdout>>,
) {
    use std::io::BufRead;
    let mut child = std::process::Command::new(std::env::current_exe().expect("test binary"))
        .args([test, "--exact", "--nocapture", "--test-threads=1"])
        .env(env, dir)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("spawn writer");
    let lines = std::io::BufReader::new(child.stdout.take().expect("stdout")).lines();
    (child, lines)
}

pub fn desk_at(root: &Path) -> Desk {
    let dirs = DeskDirs {
        data_dir: root.join("data"),
        config_dir: root.join("config"),
    };
    Desk::open_or_create(dirs, &root.join("campaign.tablekeep")).expect("open campaign")
}

/// Every row of every table, as text: equal dumps mean equal campaign content.
pub fn dump(path: &Path) -> String {
    let conn =
        rusqlite::Connection::open_with_flags(path, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY)
            .expect("open read-only");
    let tables: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")
        .expect("prepare")
        .query_map([], |row| row.get(0))
        .expect("query")
        .collect::<Result<_, _>>()
        .expect("tables");
    let mut out = String::new();
    for table in tables {
        let mut statement = conn
            .prepare(&format!("SELECT * FROM \"{table}\" ORDER BY 1, 2"))
            .expect("select");
        let columns = statement.column_count();
        let rows = statement
            .query_map([], |row| {
                (0..columns)
                    .map(|i| row.get_ref(i).map(|value| format!("{value:?}")))
                    .collect::<Result<Vec<_>, _>>()
            })
            .expect("rows");
        out.push_str(&format!("# {table}\n"));
        for row in rows {
            out.push_str(&row.expect("row").join(" | "));
            out.push('\n');
        }
    }
    let version: i64 = conn
        .pragma_query_value(None, "user_version", |row| row.get(0))
        .expect("version");
    out.push_str(&format!("user_version {version}\n"));
    out
}
