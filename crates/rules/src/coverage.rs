//! How far the engine carries a system's content: for each kind of content (perks, spells,
//! abilities…), which entries it resolves whole, which in part, and which it leaves to the GM.
//!
//! Each system builds its report from the same code the engine runs (not from a hand-kept
//! list), so the report cannot claim more than the engine does.

use serde::Serialize;

use crate::citation::Citation;
use crate::SystemId;

/// How far the engine carries one entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Resolution {
    /// The engine resolves every effect, with its explanation.
    Engine,
    /// The engine resolves part of it (a cost, a check, some effects); the GM rules the rest.
    Partly,
    /// The GM resolves it; the engine records the ruling.
    Gm,
}

/// One entry of a report.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct CoverageEntry {
    /// The entry's id within its kind (a content id, or the library's name).
    pub id: String,
    /// The entry's name as the rulebook (or the library) prints it.
    pub name: String,
    /// How far the engine carries it.
    pub resolution: Resolution,
    /// What the engine does with it and what it leaves, in one line.
    pub how: String,
    /// Where the entry is, when it comes from a rulebook.
    pub rule: Option<Citation>,
}

/// One kind of content in a report.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct ContentCoverage {
    /// A stable id for the kind ("perks", "abilities").
    pub kind: &'static str,
    /// Its name for the GM ("Perks").
    pub label: &'static str,
    /// Entries the engine resolves whole.
    pub engine: u32,
    /// Entries the engine resolves in part.
    pub partly: u32,
    /// Entries left to the GM.
    pub gm: u32,
    /// Every entry: left to the GM first, then in part, then whole, each by name.
    pub entries: Vec<CoverageEntry>,
}

impl ContentCoverage {
    /// The kind's counts and sorted list, from its entries.
    pub fn new(kind: &'static str, label: &'static str, mut entries: Vec<CoverageEntry>) -> Self {
        let count = |r: Resolution| entries.iter().filter(|e| e.resolution == r).count() as u32;
        let (engine, partly, gm) = (
            count(Resolution::Engine),
            count(Resolution::Partly),
            count(Resolution::Gm),
        );
        // The gap first: what the GM still carries is what a reader comes for.
        entries.sort_by(|a, b| {
            b.resolution
                .cmp(&a.resolution)
                .then_with(|| a.name.cmp(&b.name))
        });
        ContentCoverage {
            kind,
            label,
            engine,
            partly,
            gm,
            entries,
        }
    }
}

/// A system's report.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct CoverageReport {
    /// The system.
    pub system: SystemId,
    /// Its kinds of content, in the system's order.
    pub kinds: Vec<ContentCoverage>,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(name: &str, resolution: Resolution) -> CoverageEntry {
        CoverageEntry {
            id: name.to_owned(),
            name: name.to_owned(),
            resolution,
            how: String::new(),
            rule: None,
        }
    }

    #[test]
    fn a_kind_counts_its_entries_and_lists_the_gap_first() {
        let kind = ContentCoverage::new(
            "perks",
            "Perks",
            vec![
                entry("Keen Eye", Resolution::Engine),
                entry("Charge!", Resolution::Gm),
                entry("Berserk", Resolution::Partly),
                entry("Astonish", Resolution::Gm),
            ],
        );
        assert_eq!((kind.engine, kind.partly, kind.gm), (1, 1, 2));
        let names: Vec<_> = kind.entries.iter().map(|e| e.name.as_str()).collect();
        assert_eq!(names, ["Astonish", "Charge!", "Berserk", "Keen Eye"]);
    }
}
