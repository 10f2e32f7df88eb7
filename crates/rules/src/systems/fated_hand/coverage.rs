//! Fated Hand's automation coverage: which perks and spells the engine resolves, read from the
//! same functions the battle engine uses to decide (`battle::perks::coverage`, the spell attacks
//! `cast` resolves, the summons `Summon` places).

use super::battle::perks::{coverage, Coverage};
use super::battle::{resolved_spell_attacks, resolved_spells, spell_needs_ruling};
use super::content::summons::{SummonDef, SummonMovement, SummonSource};
use super::content::{content, Automation};
use crate::citation::Citation;
use crate::coverage::{ContentCoverage, CoverageEntry, CoverageReport, Resolution};
use crate::SystemId;

/// The report: perks, then spells.
pub fn report() -> CoverageReport {
    CoverageReport {
        system: SystemId::FatedHand,
        kinds: vec![perks(), spells()],
    }
}

/// How far the engine carries each perk and each spell, by id: what a picker shows beside an
/// entry before it is used.
pub fn resolutions() -> Resolutions {
    let by_id = |kind: ContentCoverage| {
        kind.entries
            .into_iter()
            .map(|e| (e.id, e.resolution))
            .collect()
    };
    Resolutions {
        perks: by_id(perks()),
        spells: by_id(spells()),
    }
}

/// Perk and spell ids with how far the engine carries each.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
pub struct Resolutions {
    /// Perks by id.
    pub perks: std::collections::BTreeMap<String, Resolution>,
    /// Spells by id.
    pub spells: std::collections::BTreeMap<String, Resolution>,
}

fn cite(section: String) -> Option<Citation> {
    Some(Citation {
        system: SystemId::FatedHand,
        section: section.into(),
    })
}

fn perks() -> ContentCoverage {
    let entries = content()
        .perks
        .iter()
        .map(|perk| {
            let (resolution, how) = match (coverage(perk), perk.automation) {
                (Coverage::Sheet, _) => (
                    Resolution::Engine,
                    "Changes sheet numbers; the battle reads them from the sheet.",
                ),
                (Coverage::Battle { decided: true }, _) => (
                    Resolution::Engine,
                    "Applied in battle whenever it holds, with its explanation.",
                ),
                (Coverage::Battle { decided: false }, _) => (
                    Resolution::Partly,
                    "Applied in battle; a condition of it (armor, magic, size…) is the GM's \
                     ruling, and the explanation says so.",
                ),
                (Coverage::Gm, Automation::Auto) => (
                    Resolution::Gm,
                    "Its numbers are stated, but the engine does not apply it yet: the GM \
                     applies it with Use perk or Adjudicate.",
                ),
                (Coverage::Gm, Automation::Assist) => (
                    Resolution::Gm,
                    "Needs a choice or a placement at the table: the GM applies it with Use \
                     perk or Adjudicate.",
                ),
                (Coverage::Gm, Automation::Narrative) => (
                    Resolution::Gm,
                    "A story effect: the GM rules it; the log records the ruling.",
                ),
            };
            let section = if perk.source.ends_with("Perks List") {
                format!("Perks List › {}", perk.name)
            } else {
                perk.source.clone()
            };
            CoverageEntry {
                id: perk.id.clone(),
                name: perk.name.clone(),
                resolution,
                how: how.to_owned(),
                rule: cite(section),
            }
        })
        .collect();
    ContentCoverage::new("perks", "Perks", entries)
}

/// The creature `spell` summons, if it is a summoning spell.
fn summon_of(spell: &str) -> Option<&'static SummonDef> {
    content()
        .summons
        .iter()
        .find(|s| matches!(&s.summoned_by, SummonSource::Spell(id) if id == spell))
}

fn spells() -> ContentCoverage {
    let entries = content()
        .spells
        .iter()
        .map(|spell| {
            let attack = resolved_spell_attacks().any(|id| id == spell.id);
            let resolved = resolved_spells().any(|id| id == spell.id);
            let ruling = spell_needs_ruling(&spell.id);
            let (resolution, how) = match (attack, summon_of(&spell.id), spell.automation) {
                (true, _, _) => (
                    Resolution::Engine,
                    "The engine checks the cast, rolls the spell attack and applies its outcome."
                        .to_owned(),
                ),
                _ if resolved && ruling.is_none() => (
                    Resolution::Engine,
                    "The engine checks the cast and applies its effect by the numbers of its \
                     entry, with the explanation."
                        .to_owned(),
                ),
                (false, None, _) if ruling.is_some() => (
                    Resolution::Partly,
                    format!(
                        "The engine checks the cast and pays its cost{}. Needs a ruling: {}",
                        if resolved {
                            ", and applies what the book gives in numbers"
                        } else {
                            ""
                        },
                        ruling.unwrap_or_default()
                    ),
                ),
                (false, Some(summon), _) if matches!(summon.movement, SummonMovement::Chess(_)) => {
                    (
                        Resolution::Partly,
                        "The engine places the creature and runs its attacks; it moves as its \
                         chess piece, which the GM places with a ruling."
                            .to_owned(),
                    )
                }
                (false, Some(_), _) => (
                    Resolution::Engine,
                    "The engine places the summoned creature and runs it in battle.".to_owned(),
                ),
                (false, None, Automation::Narrative) => (
                    Resolution::Gm,
                    "A story effect: the engine checks the cast and pays its cost; the GM rules \
                     what it does."
                        .to_owned(),
                ),
                (false, None, _) => (
                    Resolution::Partly,
                    "The engine checks the cast and pays its cost; the GM rules its effect \
                     (Adjudicate)."
                        .to_owned(),
                ),
            };
            CoverageEntry {
                id: spell.id.clone(),
                name: spell.name.clone(),
                resolution,
                how,
                rule: cite(format!("{} › {}", spell.source, spell.name)),
            }
        })
        .collect();
    ContentCoverage::new("spells", "Spells", entries)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry<'a>(kind: &'a ContentCoverage, name: &str) -> &'a CoverageEntry {
        kind.entries
            .iter()
            .find(|e| e.name == name)
            .unwrap_or_else(|| panic!("{name} is in the report"))
    }

    #[test]
    fn the_report_counts_every_perk_and_spell_once() {
        let report = report();
        let [perks, spells] = &report.kinds[..] else {
            panic!("perks and spells")
        };
        assert_eq!(perks.entries.len(), content().perks.len());
        assert_eq!(spells.entries.len(), content().spells.len());
        for kind in &report.kinds {
            assert_eq!(
                (kind.engine + kind.partly + kind.gm) as usize,
                kind.entries.len()
            );
        }
    }

    #[test]
    fn the_report_says_what_the_engine_does_with_each_entry() {
        let report = report();
        let (perks, spells) = (&report.kinds[0], &report.kinds[1]);
        // Keen Eye's +1 Strike against a slower target is applied in battle.
        assert_eq!(
            entry(perks, "Keen Eye").resolution,
            Resolution::Engine,
            "{:?}",
            entry(perks, "Keen Eye")
        );
        assert_eq!(
            entry(perks, "Keen Eye")
                .rule
                .as_ref()
                .map(|c| c.section.as_ref()),
            Some("Perks List › Keen Eye")
        );
        // A spell attack the engine rolls, a summons it places, an Old Order piece it places but
        // cannot move, a spell whose effect the GM rules.
        assert_eq!(
            entry(spells, "Spectral Slice").resolution,
            Resolution::Engine
        );
        assert_eq!(entry(spells, "Young Bear").resolution, Resolution::Engine);
        let old_order = content()
            .summons
            .iter()
            .find(|s| matches!(s.movement, SummonMovement::Chess(_)))
            .expect("an Old Order piece");
        let SummonSource::Spell(id) = &old_order.summoned_by else {
            panic!("summoned by a spell")
        };
        let spell = content().spells.iter().find(|s| &s.id == id).unwrap();
        assert_eq!(entry(spells, &spell.name).resolution, Resolution::Partly);
        let narrative = content()
            .spells
            .iter()
            .find(|s| s.automation == Automation::Narrative && summon_of(&s.id).is_none())
            .expect("a narrative spell");
        assert_eq!(entry(spells, &narrative.name).resolution, Resolution::Gm);
        // A spell resolved by its numbers, and one that needs a ruling for part of it.
        assert_eq!(entry(spells, "Breaker Beam").resolution, Resolution::Engine);
        assert_eq!(
            entry(spells, "Forgetfullness").resolution,
            Resolution::Partly
        );
        assert!(entry(spells, "Time Warp").how.contains("Needs a ruling"));
    }

    /// Issue #20: "auto" means the engine resolves it. Every spell the data labels automatic is
    /// resolved in full (a spell attack, a summons it runs, or an effect by its numbers), but for
    /// those still to be done, listed here so the list can only shrink.
    #[test]
    fn every_spell_labelled_auto_is_resolved_by_the_engine() {
        const NOT_YET: &[&str] = &[];
        let spells = spells();
        let mut missing = Vec::new();
        for spell in content().spells.iter() {
            let resolution = entry(&spells, &spell.name).resolution;
            if spell.automation == Automation::Auto && resolution != Resolution::Engine {
                missing.push(spell.id.as_str());
            }
            // A spell that needs a ruling is not labelled automatic.
            if spell_needs_ruling(&spell.id).is_some() {
                assert_ne!(spell.automation, Automation::Auto, "{}", spell.name);
            }
        }
        assert_eq!(missing, NOT_YET);
    }
}
