//! Hits boxes, vitals, wounds and the death roll, as pure arithmetic on one combatant
//! («Grit & Vitals», «Wounds», «Dying»). `decide` works results out with these and stores them
//! in events; `evolve` only copies them in.

use serde::{Deserialize, Serialize};

use super::state::{Combatant, DEATH_POOL};
use crate::citation::{Explained, Term};
use crate::dice::DicePool;
use crate::systems::clockwork::cite;

/// What damage did to a combatant, and where its health stands after.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkHealthChange"),
    schemars(rename = "ClockworkHealthChange")
)]
#[serde(rename_all = "camelCase")]
pub struct HealthChange {
    /// The damage taken.
    pub damage: u16,
    /// Vitals crossed out.
    pub vitals_lost: u8,
    /// Wounds gained.
    pub wounds_gained: u8,
    /// Vitals left after.
    pub vitals: u8,
    /// Hits in the current box after.
    pub hits: u8,
    /// Wounds after.
    pub wounds: u8,
}

/// `damage` from one attack on `target`: the hits fill the current box, a full box crosses
/// out its vital and the rest spills into the next; the attack gives one wound per full Grit
/// it dealt, counted after its hits are written down («Grit & Vitals», «Wounds»).
pub fn take_damage(target: &Combatant, damage: u16) -> HealthChange {
    let grit = u16::from(target.fighter.grit);
    let capacity = u16::from(target.box_capacity());
    let mut vitals = target.vitals;
    let mut hits = u16::from(target.hits);
    let mut left = damage;
    while left > 0 && vitals > 0 {
        if capacity == 0 {
            // "At 0 grit, every hit you take loses a Vital."
            vitals -= 1;
            left -= 1;
            continue;
        }
        let take = left.min(capacity.saturating_sub(hits));
        hits += take;
        left -= take;
        if hits >= capacity {
            vitals -= 1;
            hits = 0;
        }
    }
    // At Grit 0 no attack reaches a wound threshold: every hit costs a vital instead.
    let wounds_gained = damage
        .checked_div(grit)
        .map_or(0, |w| u8::try_from(w).unwrap_or(u8::MAX));
    HealthChange {
        damage,
        vitals_lost: target.vitals - vitals,
        wounds_gained,
        vitals,
        hits: u8::try_from(hits).unwrap_or(u8::MAX),
        wounds: target.wounds.saturating_add(wounds_gained),
    }
}

/// «Vitals»: the dice physical rolls lose with `vitals` left (3 → 1, 2 → 2, 1 → 3).
pub const fn vitals_penalty(vitals: u8) -> u8 {
    match vitals {
        0 => 3,
        1 => 3,
        2 => 2,
        3 => 1,
        _ => 0,
    }
}

/// A death roll read: the fatal wounds its dice make, what its 12s cancel, and where the
/// dying combatant stands after.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkDeathRoll"),
    schemars(rename = "ClockworkDeathRoll")
)]
#[serde(rename_all = "camelCase")]
pub struct DeathRoll {
    /// The dice.
    pub dice: DicePool,
    /// Fatal wounds taken, explained (each die below 7 one, each 1 two, each 12 cancels one).
    pub fatal: Explained,
    /// Wounds after.
    pub wounds: u8,
    /// The pool the next death roll throws.
    pub pool_after: u8,
    /// The combatant died.
    pub died: bool,
}

/// Reads `dice` as a death roll for `target` («Dying»); `shrinks` is the table rule
/// `clockwork.death_pool` option `lose_fatal_dice`.
pub fn read_death_roll(target: &Combatant, pool: u8, dice: DicePool, shrinks: bool) -> DeathRoll {
    let mut below_seven = 0_i32;
    let mut ones = 0_i32;
    let mut twelves = 0_i32;
    for face in dice.values() {
        match face {
            1 => ones += 1,
            2..=6 => below_seven += 1,
            12 => twelves += 1,
            _ => {}
        }
    }
    let mut terms = Vec::new();
    if below_seven > 0 {
        terms.push(Term {
            label: format!("{below_seven} × a die below 7"),
            value: below_seven,
            rule: cite("Dying"),
        });
    }
    if ones > 0 {
        terms.push(Term {
            label: format!("{ones} × a 1, two fatal wounds each"),
            value: 2 * ones,
            rule: cite("Dying"),
        });
    }
    let raw = below_seven + 2 * ones;
    let cancelled = twelves.min(raw);
    if cancelled > 0 {
        terms.push(Term {
            label: format!("{twelves} × a 12 ignores a fatal wound"),
            value: -cancelled,
            rule: cite("Dying"),
        });
    }
    let mut fatal = Explained::sum(cite("Dying"), terms);
    let taken = u8::try_from(fatal.value.max(0)).unwrap_or(u8::MAX);
    let wounds = target.wounds.saturating_add(taken);
    let pool_after = if shrinks {
        fatal.notes.push(
            "Table rule clockwork.death_pool: the dice that made fatal wounds leave the pool."
                .to_owned(),
        );
        pool.saturating_sub(u8::try_from(below_seven + ones).unwrap_or(u8::MAX))
    } else {
        DEATH_POOL
    };
    let died = wounds > target.fighter.grit || (shrinks && pool_after == 0);
    DeathRoll {
        dice,
        fatal,
        wounds,
        pool_after,
        died,
    }
}
