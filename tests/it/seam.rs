//! The system seam, enforced: shared code names no system.
//!
//! A system is its own folders (`crates/rules/src/systems/<system>/`,
//! `crates/api/src/systems/<system>/`, `ui/src/systems/<system>/`) plus one line in each
//! registry. This test reads every source file outside those folders and fails on any that names
//! a system, so a third system cannot be wired in with a `system === "draw_steel" ? … : …` or a
//! `_ =>` arm that quietly means another system.

use std::path::{Path, PathBuf};

/// The shared source trees of the shells and the command layer: no mention of a system at all,
/// comments included (a comment naming a system is a sign of code shaped around it).
const SHELLS: [&str; 4] = [
    "crates/api/src",
    "crates/cli/src",
    "src-tauri/src",
    "ui/src",
];

/// The shared primitives of the engine and the store: no code names a system. Their docs may
/// say which system a primitive serves ("ClockWork's cones"), and their unit tests may be named
/// after the example they check.
const ENGINE: [&str; 2] = ["crates/rules/src", "crates/store/src"];

/// The registries: the only shared files that list the systems.
const REGISTRIES: [&str; 3] = [
    // The closed list of system ids, with their names and summaries.
    "crates/rules/src/system.rs",
    // THE command list (its system parts live in each system's folder).
    "crates/api/src/registry.rs",
    // The generated TypeScript bindings (they carry every system's types).
    "ui/src/bindings.ts",
];

/// Every spelling of every system's name that code uses.
const NAMES: [&str; 19] = [
    "fated_hand",
    "draw_steel",
    "game_of_bastards",
    "lytharian_chess",
    "clockwork",
    "FatedHand",
    "DrawSteel",
    "GameOfBastards",
    "LytharianChess",
    "ClockWork",
    "Clockwork",
    "fated-hand",
    "draw-steel",
    "game-of-bastards",
    "lytharian-chess",
    "fatedHand",
    "drawSteel",
    "gameOfBastards",
    "lytharianChess",
];

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the repository")
        .to_owned()
}

/// Whether `path` (relative to the repository) is a system's own code, a registry or a test.
fn exempt(path: &str) -> bool {
    REGISTRIES.contains(&path)
        || path.split('/').any(|part| part == "systems")
        || path.contains(".test.")
        || path.starts_with("ui/src/test/")
}

/// The lines of a Rust file that are code: no comments, and nothing from the file's unit-test
/// module (`#[cfg(test)]` to the end, where the crate keeps them) or a test file.
fn code_lines(path: &str, text: &str) -> String {
    let file = path.rsplit('/').next().unwrap_or(path);
    if file == "tests.rs" || file.starts_with("tests_") {
        return String::new();
    }
    let mut code = String::new();
    for line in text.lines() {
        let trimmed = line.trim_start();
        if trimmed.starts_with("#[cfg(test)]") {
            break;
        }
        if !trimmed.starts_with("//") {
            code.push_str(line);
            code.push('\n');
        }
    }
    code
}

fn sources(dir: &Path, found: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            sources(&path, found);
        } else if matches!(
            path.extension().and_then(|e| e.to_str()),
            Some("rs" | "ts" | "tsx")
        ) {
            found.push(path);
        }
    }
}

/// The shared files that name a system, with the first name each uses.
fn shared_files_naming_a_system() -> Vec<(String, &'static str)> {
    let root = repo();
    let mut files = Vec::new();
    for area in SHELLS.iter().chain(&ENGINE) {
        sources(&root.join(area), &mut files);
    }
    files.sort();
    files
        .into_iter()
        .filter_map(|path| {
            let relative = path
                .strip_prefix(&root)
                .ok()?
                .to_string_lossy()
                .replace('\\', "/");
            if exempt(&relative) {
                return None;
            }
            let mut text = std::fs::read_to_string(&path).ok()?;
            if ENGINE.iter().any(|area| relative.starts_with(area)) {
                text = code_lines(&relative, &text);
            }
            let name = NAMES.iter().find(|name| text.contains(*name))?;
            Some((relative, *name))
        })
        .collect()
}

#[test]
fn shared_code_names_no_system() {
    let naming = shared_files_naming_a_system();
    assert!(
        naming.is_empty(),
        "shared code must not name a system (move it into the system's folder, or read the \
         registry): {naming:#?}"
    );
}

#[test]
fn the_scan_sees_the_shared_trees() {
    let root = repo();
    let mut files = Vec::new();
    for area in SHELLS.iter().chain(&ENGINE) {
        sources(&root.join(area), &mut files);
    }
    assert!(
        files
            .iter()
            .any(|f| f.ends_with("crates/api/src/encounters/mod.rs")),
        "the scan found the shared encounter flow"
    );
    assert!(files.iter().any(|f| f.ends_with("ui/src/app.tsx")));
    assert!(exempt("crates/api/src/systems/mod.rs"));
    assert!(!exempt("crates/api/src/encounters/mod.rs"));
    let code = code_lines(
        "crates/rules/src/grid/mod.rs",
        "/// used by draw_steel\nfn a() {}\n#[cfg(test)]\nmod tests { draw_steel }\n",
    );
    assert_eq!(
        code, "fn a() {}\n",
        "comments and the test module are not code"
    );
}
