//! The spells the engine resolves besides spell attacks: Handicap, bonuses, rolls.

use super::super::spells::{spell_cite, SpellWard, WardLasts};
use super::super::state::{BattleState, CombatantId};
use super::words::{name, spell_name};
use crate::citation::Explained;
use crate::encounter::LogLine;
use crate::random::{DieRoll, Origin};

const STATS: [&str; 3] = ["Strike", "Defense", "Speed"];

fn spell_line(text: String, spell: &str, numbers: Vec<Explained>) -> LogLine {
    LogLine {
        numbers,
        ..LogLine::new(text, Some(spell_cite(spell)))
    }
}

/// "3 Defense and 3 Speed".
fn amounts(values: impl Iterator<Item = (usize, i32)>, signed: bool) -> String {
    let parts: Vec<String> = values
        .filter(|(_, n)| *n != 0)
        .map(|(i, n)| {
            if signed {
                format!("{n:+} {}", STATS[i])
            } else {
                format!("{} {}", n.unsigned_abs(), STATS[i])
            }
        })
        .collect();
    match parts.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

pub(super) fn spell_effect(
    state: &BattleState,
    (by, who): (CombatantId, CombatantId),
    spell: &str,
    handicap: &[i8; 3],
    why: &Explained,
) -> LogLine {
    let head = format!("{} ({})", spell_name(spell), name(state, by));
    let target = name(state, who);
    let changes = handicap.iter().map(|n| i32::from(*n)).enumerate();
    let text = if handicap.iter().any(|n| *n > 0) {
        format!(
            "{head}: {target} takes {} Handicap.",
            amounts(changes, false)
        )
    } else if handicap.iter().any(|n| *n < 0) {
        format!(
            "{head}: {target} sheds {} Handicap.",
            amounts(changes, false)
        )
    } else {
        let note = why.notes.last().map_or("nothing changes.", String::as_str);
        format!("{head} on {target}: {note}")
    };
    spell_line(text, spell, vec![why.clone()])
}

pub(super) fn spell_warded(
    state: &BattleState,
    (by, who): (CombatantId, CombatantId),
    ward: &SpellWard,
    bonus: &Explained,
) -> LogLine {
    let mut gains = amounts(ward.bonus.iter().map(|n| i32::from(*n)).enumerate(), true);
    if let Some(at_least) = ward.defense_at_least {
        gains = format!("Defense of at least {at_least}");
    }
    if ward.spell == "watchful_daggers" {
        // The daggers add nothing: their Reagents are their mark.
        return spell_line(
            format!(
                "{} ({}): over {}, while {} stay out.",
                spell_name(&ward.spell),
                name(state, by),
                name(state, who),
                match ward.cards.len() {
                    1 => "its Reagent".to_owned(),
                    n => format!("its {n} Reagents"),
                }
            ),
            &ward.spell,
            vec![bonus.clone()],
        );
    }
    let how_long = match (ward.lasts, ward.spell.as_str()) {
        (WardLasts::BearerTurns { .. }, "heaven_guide_you") => "for its next two turns".to_owned(),
        (WardLasts::BearerTurns { .. }, _) => "until the end of its next turn".to_owned(),
        (WardLasts::ThisTurn, _) => "until this turn ends".to_owned(),
        (WardLasts::Attacks { attacks }, _) => {
            format!("against the next {attacks} attacks aimed at it before its next turn")
        }
        (WardLasts::WhileOut, _) => "while the Reagent stays out".to_owned(),
    };
    // A ward that adds no Stat (Mirror Guard) is a guard, not a gain.
    let what = if gains.is_empty() {
        "is guarded".to_owned()
    } else {
        format!("gains {gains}")
    };
    spell_line(
        format!(
            "{} ({}): {} {what} {how_long}.",
            spell_name(&ward.spell),
            name(state, by),
            name(state, who)
        ),
        &ward.spell,
        vec![bonus.clone()],
    )
}

pub(super) fn spell_rolled(
    state: &BattleState,
    by: CombatantId,
    spell: &str,
    roll: &DieRoll,
) -> LogLine {
    let how = match roll.origin {
        Origin::Rolled => "rolled",
        Origin::Entered => "entered",
    };
    spell_line(
        format!(
            "{} ({}): d{} {how} — {}.",
            spell_name(spell),
            name(state, by),
            roll.sides,
            roll.value
        ),
        spell,
        Vec::new(),
    )
}
