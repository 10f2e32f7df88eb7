//! Knowledge Points thresholds and proficiency ("Learning New Proficiencies").

use super::build::{Build, KnowledgeTarget};
use super::content::content;
use super::content::spells::SpellTypeCounting;
use super::table_rules::KNOWLEDGE_DISCOUNTS;
use crate::table_rules::TableRuleChoices;

/// Knowledge Points needed for proficiency without any perk.
pub const STANDARD_THRESHOLD: u8 = 4;

/// Knowledge Points `build` needs for proficiency in `target`: 4, one fewer with Attentive, 2 for
/// the magic type chosen with Aptitude (both together per the table rule), never below 1. Which
/// spells are of that type follows the table's reading of untagged and "(Multi)" spells.
pub fn threshold(build: &Build, target: &KnowledgeTarget, rules: &TableRuleChoices) -> u8 {
    let attentive = build.perks.iter().any(|perk| {
        content()
            .perk(&perk.id)
            .is_some_and(|p| p.knowledge_discount() > 0)
    });
    let counting = SpellTypeCounting::from_choices(rules);
    let aptitude = match target {
        KnowledgeTarget::Spell(id) => content().spell(id).is_some_and(|spell| {
            build.perks.iter().any(|perk| {
                perk.magic_type
                    .is_some_and(|kind| spell.counts_as(kind, counting))
                    && content()
                        .perk(&perk.id)
                        .is_some_and(|p| p.asks_magic_type())
            })
        }),
        KnowledgeTarget::Arm(_) => false,
    };
    let threshold = match (aptitude, attentive) {
        (true, true) if rules.is(&KNOWLEDGE_DISCOUNTS, "stack") => 1,
        (true, _) => 2,
        (false, true) => STANDARD_THRESHOLD - 1,
        (false, false) => STANDARD_THRESHOLD,
    };
    threshold.max(1)
}

/// Whether `build` is proficient in `target`: granted at creation, or enough Knowledge Points.
pub fn is_proficient(build: &Build, target: &KnowledgeTarget, rules: &TableRuleChoices) -> bool {
    if let KnowledgeTarget::Arm(id) = target {
        if build.granted_arms.contains(id) {
            return true;
        }
    }
    build.knowledge_points(target) >= threshold(build, target, rules)
}
