//! Helpers shared by the content tests: the rulebook text when it is beside the repository,
//! slugs, and the own-words check.

use std::collections::HashSet;

/// The rulebook, read from `shared/seeds/` beside the repository. The tests that read it are
/// marked `#[cfg_attr(not(rulebook), ignore = …)]`: the build script sets `rulebook` when the
/// file is there, so without it they are reported as ignored, never passed; run anyway
/// (`--include-ignored`), they fail here with the reason.
pub(crate) fn rulebook() -> String {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../../shared/seeds/fated-hand.txt"
    );
    std::fs::read_to_string(path)
        .unwrap_or_else(|err| panic!("the rulebook is not at {path} ({err})"))
}

fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|word| !word.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// Every run of `n` consecutive words of `text`, lowercased.
pub(crate) fn shingles(text: &str, n: usize) -> HashSet<String> {
    words(text).windows(n).map(|w| w.join(" ")).collect()
}

/// The first run of 8 words of `ours` that also occurs in the rulebook, if any.
pub(crate) fn copied_phrase(ours: &str, book: &HashSet<String>) -> Option<String> {
    words(ours)
        .windows(8)
        .map(|w| w.join(" "))
        .find(|phrase| book.contains(phrase))
}

/// Whether `id` is a snake_case slug.
pub(crate) fn is_snake_case(id: &str) -> bool {
    !id.is_empty()
        && !id.starts_with('_')
        && !id.ends_with('_')
        && !id.contains("__")
        && id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}

/// The id a name gets in the data: lowercase ASCII words joined by `_`, apostrophes dropped
/// ("Leader's Pride" → `leaders_pride`).
pub(crate) fn slug(name: &str) -> String {
    let mut out = String::new();
    for ch in name.chars().filter(|c| *c != '\'' && *c != '\u{2019}') {
        if ch.is_ascii_alphanumeric() {
            out.push(ch.to_ascii_lowercase());
        } else if !out.is_empty() && !out.ends_with('_') {
            out.push('_');
        }
    }
    out.trim_end_matches('_').to_owned()
}
