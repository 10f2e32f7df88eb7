//! A "malus" (Entangling: "A target that is hit by this weapon takes 1 Strike, 1 Defense, and
//! 5 speed malus"), a word the book never defines. Table rule
//! `fated_hand.attack_handicap_is_strike` reads it as ordinary Handicap by default; under
//! `round_penalty` it is a penalty kept apart from Handicap (`Combatant::malus`) that weighs on
//! the stats like Handicap, is not cleansed by Rest or Recovery, and lapses as the round ends.

use std::borrow::Cow;

use super::super::rules::BattleRules;
use super::super::state::Combatant;
use super::rules::Malus;
use crate::citation::{Citation, Term};
use crate::systems::fated_hand::table_rules::ATTACK_HANDICAP_IS_STRIKE;
use crate::SystemId;

/// The perks whose printed penalty is a "malus" (the only one the Perks List prints).
const MALUS_PERKS: &[&str] = &["entangling"];

/// The heading the malus cites.
const MALUS_RULE: Citation = Citation {
    system: SystemId::FatedHand,
    section: Cow::Borrowed("Perks List › Entangling"),
};

/// Whether the Handicap `perk` deals is a malus that lapses with the round under these rules.
pub(in super::super) fn lapses_with_round(rules: &BattleRules, perk: &str) -> bool {
    rules.perks.malus == Malus::RoundPenalty && MALUS_PERKS.contains(&perk)
}

/// The malus on `stat` (slot 0 Strike, 1 Defense, 2 Speed) as a term, when there is one.
pub(in super::super) fn malus_terms(c: &Combatant, slot: usize, terms: &mut Vec<Term>) {
    let malus = c.malus[slot];
    if malus > 0 {
        terms.push(Term {
            label: format!(
                "Malus, lapsing at the end of the round (table rule: {})",
                ATTACK_HANDICAP_IS_STRIKE.title
            ),
            value: -i32::from(malus),
            rule: MALUS_RULE,
        });
    }
}

/// The words the end of a round adds for the creatures whose malus lapses ("" when none).
pub(in super::super) fn malus_lapsed_words<'a>(
    combatants: impl Iterator<Item = &'a Combatant>,
) -> String {
    let names: Vec<&str> = combatants
        .filter(|c| c.malus != [0; 3])
        .map(|c| c.name.as_str())
        .collect();
    if names.is_empty() {
        return String::new();
    }
    format!(
        "; the malus on {} lapses (table rule: {})",
        names.join(", "),
        ATTACK_HANDICAP_IS_STRIKE.title
    )
}
