//! How far the engine carries A Game of Bastards' content outside an Opposition: the
//! advantages and disadvantages a character holds. Creation and the ledger check every one
//! (levels, creation-only, removal prices); what the sheet also works out is listed per
//! entry, and the rest of an entry's effect is the GM's at the table until the Opposition runs
//! on the GM screen.

use super::cite;
use super::content::{DisadvantageText, ADVANTAGES, DISADVANTAGES};
use crate::coverage::{ContentCoverage, CoverageEntry, CoverageReport, Resolution};
use crate::SystemId;

/// The advantages whose whole effect is money the sheet and the ledger keep («Capital»,
/// «Landed»).
const MONEY_ADVANTAGES: [&str; 2] = ["capital", "landed"];
/// The disadvantages whose whole effect is money the sheet and the ledger keep («Poor»,
/// «Debt»).
const MONEY_DISADVANTAGES: [&str; 2] = ["poor", "debt"];

/// A Game of Bastards' report: each advantage and disadvantage, and what the engine does with it.
pub fn report() -> CoverageReport {
    let advantages = ADVANTAGES
        .iter()
        .map(|entry| {
            let (resolution, how) = if MONEY_ADVANTAGES.contains(&entry.id) {
                (
                    Resolution::Engine,
                    "The sheet and the ledger keep its money: level, worth, income, cash-outs."
                        .to_owned(),
                )
            } else if let Some(pool) = entry.raises_pool {
                (
                    Resolution::Partly,
                    format!(
                        "The sheet adds it to the {} pool; the GM applies the rest in play.",
                        pool.pool_name()
                    ),
                )
            } else {
                (
                    Resolution::Gm,
                    "Creation and the ledger check its levels; the GM applies it in play."
                        .to_owned(),
                )
            };
            CoverageEntry {
                id: entry.id.to_owned(),
                name: entry.name.to_owned(),
                resolution,
                how,
                rule: Some(cite("vi. Advantages")),
            }
        })
        .collect();
    let disadvantages = DISADVANTAGES
        .iter()
        .map(|entry| {
            let (resolution, how) = if MONEY_DISADVANTAGES.contains(&entry.id) {
                (
                    Resolution::Engine,
                    "The sheet and the ledger keep what it does to cash, Capital and Debt."
                        .to_owned(),
                )
            } else if entry.id == "bad_reputation" {
                (
                    Resolution::Partly,
                    "The sheet gives the Influence modifiers and the doubling removal price; the \
                     GM applies them to draws."
                        .to_owned(),
                )
            } else if matches!(entry.text, DisadvantageText::NameOnly) {
                (
                    Resolution::Gm,
                    "The book gives only its name: the GM writes its effect on the character."
                        .to_owned(),
                )
            } else {
                (
                    Resolution::Gm,
                    "The sheet shows it; the GM applies it in play.".to_owned(),
                )
            };
            CoverageEntry {
                id: entry.id.to_owned(),
                name: entry.name.to_owned(),
                resolution,
                how,
                rule: Some(cite("vii. Disadvantages")),
            }
        })
        .collect();
    CoverageReport {
        system: SystemId::GameOfBastards,
        kinds: vec![
            ContentCoverage::new("advantages", "Advantages", advantages),
            ContentCoverage::new("disadvantages", "Disadvantages", disadvantages),
        ],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coverage_lists_every_advantage_and_disadvantage_once() {
        let report = report();
        let total = |k: &ContentCoverage| k.engine + k.partly + k.gm;
        assert_eq!(total(&report.kinds[0]), 60);
        assert_eq!(total(&report.kinds[1]), 23);
        let capital = report.kinds[0]
            .entries
            .iter()
            .find(|e| e.id == "capital")
            .expect("Capital");
        assert_eq!(capital.resolution, Resolution::Engine);
        // A pool advantage is carried in part: the sheet's pool, not its play.
        assert!(report.kinds[0].partly > 0);
    }
}
