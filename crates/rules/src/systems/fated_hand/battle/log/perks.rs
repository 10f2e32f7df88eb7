//! The perks the engine applies by code of their own: a straight line run (Charge!), a Defense
//! that lasts (Iron Fist), a perk's die (Dirty Trick), an Execution.

use std::borrow::Cow;

use super::super::state::{BattleState, CombatantId};
use super::words::{name, perk_name, LogLine};
use crate::citation::{Citation, Explained};
use crate::random::{DieRoll, Origin};
use crate::SystemId;

/// A line citing "Perks List › <perk>".
fn perk_line(text: String, perk: &str, numbers: Vec<Explained>) -> LogLine {
    LogLine {
        numbers,
        ..LogLine::new(
            text,
            Some(Citation {
                system: SystemId::FatedHand,
                section: Cow::Owned(format!("Perks List › {}", perk_name(perk))),
            }),
        )
    }
}

fn tiles(n: u8) -> String {
    if n == 1 {
        "1 tile".to_owned()
    } else {
        format!("{n} tiles")
    }
}

pub(super) fn straight_run(state: &BattleState, who: CombatantId, run: u8) -> LogLine {
    perk_line(
        format!(
            "Charge!: {} has moved {} in a straight line.",
            name(state, who),
            tiles(run)
        ),
        "charge",
        Vec::new(),
    )
}

pub(super) fn guarded(
    state: &BattleState,
    who: CombatantId,
    perk: &str,
    bonus: &Explained,
) -> LogLine {
    perk_line(
        format!(
            "{} ({}): a new Engagement — {:+} Defense until the end of its next turn.",
            perk_name(perk),
            name(state, who),
            bonus.value
        ),
        perk,
        vec![bonus.clone()],
    )
}

pub(super) fn perk_rolled(
    state: &BattleState,
    by: CombatantId,
    perk: &str,
    roll: &DieRoll,
) -> LogLine {
    let how = match roll.origin {
        Origin::Rolled => "rolled",
        Origin::Entered => "entered",
    };
    perk_line(
        format!(
            "{} ({}): d{} {how} — {}.",
            perk_name(perk),
            name(state, by),
            roll.sides,
            roll.value
        ),
        perk,
        Vec::new(),
    )
}

pub(super) fn executed(
    state: &BattleState,
    who: CombatantId,
    target: CombatantId,
    power: &Explained,
) -> LogLine {
    perk_line(
        format!(
            "{} Executes {}: Execution Power {} — a Hit whatever its Defense.",
            name(state, who),
            name(state, target),
            power.value
        ),
        "execution",
        vec![power.clone()],
    )
}
