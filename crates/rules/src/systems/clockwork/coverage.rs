//! How far the engine carries ClockWork's content: for now the species' special abilities,
//! whose creation choices and sheet effects the engine applies, and whose play at the table
//! is the GM's until the combat engine arrives.

use super::cite;
use super::content::species::{moves_as_lighter_armor, run_speed_bonus};
use super::content::SPECIES;
use crate::coverage::{ContentCoverage, CoverageEntry, CoverageReport, Resolution};
use crate::SystemId;

/// ClockWork's report: each species' special ability, and what the engine does with it.
pub fn report() -> CoverageReport {
    let entries = SPECIES
        .iter()
        .map(|species| {
            let mut carried = Vec::new();
            if !species.grants.is_empty() {
                carried.push("creation checks what it grants");
            }
            if species.extra_foci > 0 {
                carried.push("creation asks for its extra focus");
            }
            if species.extra_customization_points > 0 {
                carried.push("creation counts its extra customization points");
            }
            if run_speed_bonus(species.id) > 0 {
                carried.push("the sheet adds its run speed");
            }
            if moves_as_lighter_armor(species.id) {
                carried.push("the sheet moves it as in lighter armor");
            }
            let (resolution, how) = if carried.is_empty() {
                (
                    Resolution::Gm,
                    "The GM applies it in play; the sheet shows its summary.".to_owned(),
                )
            } else {
                (
                    Resolution::Partly,
                    format!("{}; the GM applies the rest in play.", {
                        let mut line = carried.join(", ");
                        line[..1].make_ascii_uppercase();
                        line
                    }),
                )
            };
            CoverageEntry {
                id: species.name.to_owned(),
                name: format!("{} › {}", species.name, species.ability.name),
                resolution,
                how,
                rule: Some(cite("Species Special Ability")),
            }
        })
        .collect();
    CoverageReport {
        system: SystemId::Clockwork,
        kinds: vec![ContentCoverage::new(
            "species_abilities",
            "Species abilities",
            entries,
        )],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_species_is_reported_and_the_gnolls_run_faster_by_the_engine() {
        let report = report();
        let kind = &report.kinds[0];
        assert_eq!(kind.entries.len(), 20);
        assert_eq!(kind.engine, 0, "no ability is carried whole yet");
        let gnolls = kind
            .entries
            .iter()
            .find(|e| e.name.starts_with("Gnolls"))
            .expect("listed");
        assert_eq!(gnolls.resolution, Resolution::Partly);
        assert!(gnolls.how.contains("run speed"), "{}", gnolls.how);
    }
}
