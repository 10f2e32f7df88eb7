//! The system seam, enforced: shared code names no system.
//!
//! A system is its own folders (`crates/rules/src/systems/<system>/`,
//! `crates/api/src/systems/<system>/`, `ui/src/systems/<system>/`) plus one line in each
//! registry. This test reads every source file outside those folders and fails on any that names
//! a system, so a third system cannot be wired in with a `system === "draw_steel" ? … : …` or a
//! `_ =>` arm that quietly means another system.

use std::path::{Path, PathBuf};

/// The shared source trees.
const SHARED: [&str; 7] = [
    "crates/rules/src",
    "crates/store/src",
    "crates/api/src",
    "crates/cli/src",
    "src-tauri/src",
    "ui/src",
    "tests/it",
];

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
        || path.starts_with("tests/it/")
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
    for area in SHARED {
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
            let text = std::fs::read_to_string(&path).ok()?;
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
    for area in SHARED {
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
}
