//! The words every subject uses: names, tiles, spells, perks.

use super::super::state::{BattleState, CombatantId, Tile};
use crate::citation::Explained;
pub(super) use crate::encounter::LogLine;
use crate::systems::fated_hand::cite;
use crate::systems::fated_hand::content::content;

/// A combatant's name, or `#id` for one that is not there.
pub(super) fn name(state: &BattleState, id: CombatantId) -> String {
    state
        .combatant(id)
        .map_or_else(|| format!("#{id}"), |c| c.name.clone())
}

/// A line without numbers, citing `section`.
pub(super) fn line(text: String, section: &'static str) -> LogLine {
    LogLine::new(text, Some(cite(section)))
}

/// A line with the arithmetic behind it.
pub(super) fn explained(text: String, section: &'static str, numbers: Vec<Explained>) -> LogLine {
    LogLine {
        numbers,
        ..LogLine::new(text, Some(cite(section)))
    }
}

pub(super) fn tile(t: Tile) -> String {
    format!("({}, {})", t.x, t.y)
}

pub(super) fn spell_name(id: &str) -> String {
    content()
        .spell(id)
        .map_or_else(|| id.to_owned(), |s| s.name.clone())
}

pub(super) fn perk_name(id: &str) -> String {
    content()
        .perk(id)
        .map_or_else(|| id.to_owned(), |p| p.name.clone())
}

/// Whether `id` names a spell (otherwise a perk).
pub(super) fn is_spell(id: &str) -> bool {
    content().spell(id).is_some()
}

/// The rule a perk's line cites ("Perks List › <name>", or the class card of a perk the list
/// leaves out).
pub(super) fn perk_citation(id: &str) -> crate::citation::Citation {
    match content().perk(id) {
        Some(def) => super::super::perks::perk_rule(def),
        None => crate::citation::Citation {
            system: crate::SystemId::FatedHand,
            section: std::borrow::Cow::Owned(format!("Perks List › {id}")),
        },
    }
}
