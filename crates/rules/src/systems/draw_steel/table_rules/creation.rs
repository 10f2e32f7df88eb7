//! Building a hero: the limit on characteristic scores when a hero is built (issue #18 item
//! 12). The glossary bounds every score to −5..+5 ("Characteristic") and gives no starting
//! array nor any limit by level (digest gap G28), so how high a new hero's scores may go is a
//! table rule.

use super::opt;
use crate::systems::draw_steel::characteristics::CharacteristicLimit;
use crate::systems::draw_steel::cite;
use crate::table_rules::{RuleGroup, TableRule, TableRuleChoices};
use crate::SystemId;

/// How high a hero's characteristic scores may be when the hero is built.
pub static CHARACTERISTIC_LIMIT: TableRule = TableRule {
    id: "draw_steel.characteristic_limit",
    system: SystemId::DrawSteel,
    group: RuleGroup::Creation,
    title: "How high a hero's characteristics may be when built",
    question: "The glossary says only that each characteristic score ranges from −5 to +5 \
               (Characteristic); it gives no starting array and no limit by level, so a \
               level 1 hero with Might +5 breaks nothing it states.",
    options: &[
        opt(
            "by_echelon",
            "Not in the glossary (digest gap G28): a hero's scores may be at most +2 at levels \
             1–3, +3 at 4–6, +4 at 7–9 and +5 at level 10, rising one per echelon (the \
             digest's echelons, G10) up to the glossary's +5.",
        ),
        opt(
            "glossary_range",
            "As the glossary states it: any score from −5 to +5 at every level.",
        ),
    ],
    default: "by_echelon",
    rule: cite("Characteristic"),
};

/// Every table rule of this file, in the order they show.
pub static ALL: &[&TableRule] = &[&CHARACTERISTIC_LIMIT];

/// The limit on a built hero's characteristics a campaign's choices give.
pub fn characteristic_limit(choices: &TableRuleChoices) -> CharacteristicLimit {
    if choices.is(&CHARACTERISTIC_LIMIT, "glossary_range") {
        CharacteristicLimit::GlossaryRange
    } else {
        CharacteristicLimit::ByEchelon
    }
}
