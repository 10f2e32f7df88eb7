//! «Using Luck» on any roll: a point of luck throws the roll again and the reroll stands even if
//! it is worse, once a roll. Halflings («Species Special Ability») may spend several on the same
//! roll and keep the highest result. What a point of luck costs the character's session is the
//! advancement ledger's business; this module only says which roll stands.

use serde::{Deserialize, Serialize};

use super::{cite, PoolRoll, RollError};
use crate::citation::Citation;

/// A roll thrown again with luck: the roll that stands and the one set aside.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "boundary",
    derive(specta::Type, schemars::JsonSchema),
    specta(rename = "ClockworkRerolled"),
    schemars(rename = "ClockworkRerolled")
)]
#[serde(rename_all = "camelCase")]
pub struct Rerolled {
    /// The roll that counts.
    pub kept: PoolRoll,
    /// The roll set aside.
    pub set_aside: PoolRoll,
    /// Whether the earlier roll was kept (a Halfling's better first roll).
    pub kept_earlier: bool,
    /// Why that one counts, in words.
    pub why: String,
    /// The heading it follows.
    pub rule: Citation,
}

/// Refuses luck on a roll that luck already threw again, unless the roller keeps the best
/// (a Halfling, who may spend several on one roll).
pub fn check_luck_on_roll(spent_on_this_roll: u8, keeps_best: bool) -> Result<(), RollError> {
    if spent_on_this_roll > 0 && !keeps_best {
        return Err(RollError::LuckOncePerRoll);
    }
    Ok(())
}

/// Which of `earlier` and its reroll `again` counts: the reroll, even if worse; for one who
/// keeps the best, the higher gains (the earlier roll on a tie: nothing is gained by the change).
pub fn take_reroll(earlier: PoolRoll, again: PoolRoll, keeps_best: bool) -> Rerolled {
    if keeps_best {
        let keep_earlier = earlier.gains.value >= again.gains.value;
        let why = format!(
            "A Halfling keeps the higher of the two: {} against {}.",
            earlier.gains.value, again.gains.value
        );
        let (kept, set_aside) = if keep_earlier {
            (earlier, again)
        } else {
            (again, earlier)
        };
        return Rerolled {
            kept,
            set_aside,
            kept_earlier: keep_earlier,
            why,
            rule: cite("Species Special Ability"),
        };
    }
    let why = if again.gains.value < earlier.gains.value {
        format!(
            "The reroll stands though it is worse: {} instead of {}.",
            again.gains.value, earlier.gains.value
        )
    } else {
        format!(
            "The reroll stands: {} instead of {}.",
            again.gains.value, earlier.gains.value
        )
    };
    Rerolled {
        kept: again,
        set_aside: earlier,
        kept_earlier: false,
        why,
        rule: cite("Using Luck"),
    }
}
