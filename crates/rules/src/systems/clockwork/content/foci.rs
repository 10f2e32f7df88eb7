//! The foci the book names. Its «Foci» lists are empty headings, so the catalog is the names
//! found in the rest of the text, each with its skill where the text gives one; a campaign adds
//! its own (a focus is a free name on a skill that has foci).

use serde::Serialize;

use crate::citation::Citation;
use crate::systems::clockwork::cite;
use crate::systems::clockwork::skills::Skill;

/// A focus the book names.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkFocusEntry"),
    schemars(rename = "ClockworkFocusEntry")
)]
#[serde(rename_all = "camelCase")]
pub struct FocusEntry {
    /// Its name.
    pub name: &'static str,
    /// Its skill, where the text says or shows it; `None` where it does not (the player names
    /// the skill).
    pub skill: Option<Skill>,
    /// Where the text names it.
    pub named_in: Citation,
}

const fn focus(name: &'static str, skill: Option<Skill>, section: &'static str) -> FocusEntry {
    FocusEntry {
        name,
        skill,
        named_in: cite(section),
    }
}

/// Every focus the book names, in the order it first names them.
pub static BOOK_FOCI: [FocusEntry; 19] = [
    focus("Bloodhound", None, "Species Special Ability"),
    focus("Barter", None, "Species Special Ability"),
    focus("Natural Liar", None, "Species Special Ability"),
    focus("Pyromancer", None, "Species Special Ability"),
    focus("Hydromancer", None, "Species Special Ability"),
    focus("Aeromancer", None, "Species Special Ability"),
    focus("Geomancer", None, "Species Special Ability"),
    focus("Healer", None, "Species Special Ability"),
    focus("Fortune Teller", None, "Species Special Ability"),
    focus("Necromancer", None, "Species Special Ability"),
    focus("Psion", None, "Species Special Ability"),
    focus("Survival", None, "Species Special Ability"),
    // "The History focus in Knowledge", and Religion and Science "in Knowledge".
    focus("History", Some(Skill::Knowledge), "Foci"),
    focus("Religion", Some(Skill::Knowledge), "Foci"),
    focus("Science", Some(Skill::Knowledge), "Foci"),
    // Firing a rifle: "a bonus die in Accuracy and a focus on Long Guns".
    focus("Long Guns", Some(Skill::Accuracy), "Action Rolls"),
    // "a Mind / Knowledge check (this adds the Medicine focus)".
    focus("Medicine", Some(Skill::Knowledge), "Stabilizing"),
    // The trip attack and its reaction are Body / Strength rolls that these foci help.
    focus("Mauler", Some(Skill::Strength), "Tripping & Knockdown"),
    focus("Juggernaut", Some(Skill::Strength), "Tripping & Knockdown"),
];

/// The book's entry for a focus name, in any case.
pub fn book_focus(name: &str) -> Option<&'static FocusEntry> {
    BOOK_FOCI
        .iter()
        .find(|entry| entry.name.eq_ignore_ascii_case(name.trim()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nineteen_named_foci_none_on_a_skill_without_foci() {
        assert_eq!(BOOK_FOCI.len(), 19);
        let mut names: Vec<&str> = BOOK_FOCI.iter().map(|f| f.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), 19, "no name twice");
        assert!(BOOK_FOCI
            .iter()
            .filter_map(|f| f.skill)
            .all(|skill| skill.has_foci()));
        assert_eq!(
            book_focus("long guns").and_then(|f| f.skill),
            Some(Skill::Accuracy)
        );
        assert!(book_focus("Basket Weaving").is_none());
    }
}
