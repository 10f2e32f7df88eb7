//! Luck in a fight («Using Luck»): a player spends a point to throw a roll again and keeps the
//! reroll even if it is worse, once per roll, three times a game session. The luck a fighter
//! brings is its character's luck left this session; what the fight spends is told by
//! `LuckSpent` events, which the character's ledger can record as used.

use super::command::{Event, LuckedRoll, Reroll};
use super::decide::refuse;
use super::state::{CombatState, CombatantId};
use crate::dice::DicePool;
use crate::systems::clockwork::words::count;
use crate::RuleViolation;

/// Refuses a command in which `who` declares `declared` rerolls with less luck left.
pub(super) fn check_luck(
    state: &CombatState,
    who: CombatantId,
    declared: u8,
) -> Result<(), RuleViolation> {
    let Some(c) = state.get(who) else {
        return Ok(());
    };
    if declared > c.luck {
        return refuse(
            "Using Luck",
            format!(
                "{} has {} left this game session and cannot spend {}.",
                c.fighter.name,
                count(c.luck, "point of luck", "points of luck"),
                declared
            ),
        );
    }
    Ok(())
}

/// The roll a point of luck might throw again: whose, which, and how.
pub(super) struct LuckOn<'a> {
    /// Whose luck.
    pub who: CombatantId,
    /// Which roll.
    pub what: LuckedRoll,
    /// The reroll declared, if any.
    pub reroll: Option<&'a Reroll>,
}

/// The roll that counts: `first`, or, when a reroll is declared (and, if only on failure,
/// `first` failed), the one `again` throws with the reroll's entered dice. A reroll spends a
/// point of `left` and adds a `LuckSpent` event to `events`. `judge` says whether a roll
/// failed and what it made, in words; `dice` gives its dice.
pub(super) fn reroll_if<T>(
    on: LuckOn<'_>,
    left: &mut u8,
    first: T,
    judge: impl Fn(&T) -> (bool, String),
    dice: impl Fn(&T) -> &DicePool,
    again: impl FnOnce(Option<&[u8]>) -> Result<T, RuleViolation>,
    events: &mut Vec<Event>,
) -> Result<T, RuleViolation> {
    let Some(reroll) = on.reroll else {
        return Ok(first);
    };
    let (failed, result) = judge(&first);
    if reroll.only_on_failure && !failed {
        return Ok(first);
    }
    if *left == 0 {
        return refuse(
            "Using Luck",
            "No luck is left this game session for that reroll.".to_owned(),
        );
    }
    let second = again(reroll.dice.as_deref())?;
    *left -= 1;
    events.push(Event::LuckSpent {
        combatant: on.who,
        roll: on.what,
        thrown_away: dice(&first).clone(),
        first_result: result,
        left: *left,
    });
    Ok(second)
}
