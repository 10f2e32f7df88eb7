// The app manifest turns each command into a permission (`allow-<command>`); the capability file
// grants exactly those, so the web view can call Tablekeep's commands and nothing else.
//
// The command names come from THE command list (`tablekeep_api::for_each_command`): the shared
// part in `crates/api/src/registry.rs` and each system's `crates/api/src/systems/*/commands.rs`.
// A build script cannot expand the api's macro, so it reads the list's lines, each
// `[module path] name(Arguments) -> Result;` (perhaps after a flag). Were it to miss one, the capability file (checked
// against the api's `COMMANDS` by a test) would name a permission that does not exist, and this
// build fails.
use std::path::Path;

fn command_names(source: &str) -> impl Iterator<Item = String> + '_ {
    source.lines().filter_map(|line| {
        // `[$crate::module] name(…`, perhaps after a flag such as `campaign_free`.
        let (_, rest) = line.split_once("[$crate")?;
        let (_, call) = rest.split_once("] ")?;
        let (name, _) = call.split_once('(')?;
        (!name.is_empty() && name.chars().all(|c| c.is_ascii_lowercase() || c == '_'))
            .then(|| name.to_owned())
    })
}

fn main() {
    let api = Path::new("../crates/api/src");
    let mut files = vec![api.join("registry.rs")];
    let systems = std::fs::read_dir(api.join("systems")).expect("crates/api/src/systems");
    let mut system_lists: Vec<_> = systems
        .filter_map(Result::ok)
        .map(|entry| entry.path().join("commands.rs"))
        .filter(|path| path.is_file())
        .collect();
    system_lists.sort();
    files.extend(system_lists);
    println!("cargo:rerun-if-changed={}", api.join("systems").display());
    let mut names = Vec::new();
    for file in &files {
        println!("cargo:rerun-if-changed={}", file.display());
        let source = std::fs::read_to_string(file).expect("a command list");
        names.extend(command_names(&source));
    }
    // The manifest wants a 'static list; a build script runs once, so leaking it is free.
    let names: &'static [&'static str] = Box::leak(
        names
            .into_iter()
            .map(|name| &*Box::leak(name.into_boxed_str()))
            .collect(),
    );
    let manifest = tauri_build::AppManifest::new().commands(names);
    tauri_build::try_build(tauri_build::Attributes::new().app_manifest(manifest))
        .expect("failed to run the Tauri build script");
}
