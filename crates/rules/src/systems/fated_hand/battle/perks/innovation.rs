//! Innovative Techniques ("Perks List"): once per turn, two Exclusive Perks in one action, then
//! 1 Handicap in a random Stat. Everywhere else an action carries one Exclusive Perk at most
//! ("Exclusive Perks").

use super::super::check::refuse;
use super::super::event::Event;
use super::super::state::{BattleState, CombatantId};
use super::perk_rule;
use super::track::holds;
use crate::random::Rng;
use crate::systems::fated_hand::content::content;
use crate::systems::fated_hand::model::Stat;
use crate::RuleViolation;

/// The perk's id.
pub(in super::super) const INNOVATIVE_TECHNIQUES: &str = "innovative_techniques";

/// What letting the Exclusive Perk `perk` join `who`'s next action takes: nothing when no other
/// is declared; with one declared, Innovative Techniques (its Stat drawn now, paid once the action
/// is done); otherwise a refusal naming the rule.
pub(in super::super) fn exclusive_slot(
    state: &BattleState,
    who: CombatantId,
    perk: &str,
    rng: &mut Rng,
) -> Result<Option<Event>, RuleViolation> {
    let c = &state.combatants[usize::from(who)];
    let Some(first) = c.exclusive_perk.as_deref() else {
        return Ok(None);
    };
    let name = |id: &str| content().perk(id).map_or(id.to_owned(), |p| p.name.clone());
    let innovative = content()
        .perk(INNOVATIVE_TECHNIQUES)
        .filter(|_| holds(c, INNOVATIVE_TECHNIQUES));
    let Some(def) = innovative else {
        return Err(refuse(
            "Exclusive Perks",
            format!(
                "{} already brings {} to this action; {} is Exclusive too, and only one \
                 Exclusive Perk may join an action.",
                c.name,
                name(first),
                name(perk)
            ),
        ));
    };
    let refusal = |message: String| RuleViolation::new(perk_rule(def), message);
    if let Some(second) = c.second_exclusive_perk.as_deref() {
        return Err(refusal(format!(
            "{} already brings two Exclusive Perks to this action ({} and {}); Innovative \
             Techniques allows two, not three.",
            c.name,
            name(first),
            name(second)
        )));
    }
    if c.innovated {
        return Err(refusal(format!(
            "{} has already used Innovative Techniques this turn; it is once per turn.",
            c.name
        )));
    }
    let stat = Stat::ALL[rng.index(Stat::ALL.len())];
    Ok(Some(Event::Innovated { who, stat }))
}
