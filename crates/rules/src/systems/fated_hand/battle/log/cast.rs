//! Reagents, spells and Summoned Creatures.

use super::super::state::{BattleState, CombatantId, Tile};
use super::words::{explained, line, name, spell_name, tile, LogLine};
use crate::cards::Card;
use crate::citation::Explained;
use crate::systems::fated_hand::model::Stat;

pub(super) fn focused(state: &BattleState, who: CombatantId, card: Option<Card>) -> LogLine {
    match card {
        Some(card) => line(
            format!("{} focuses and draws a Reagent ({card}).", name(state, who)),
            "Focus",
        ),
        None => line(
            format!("{} focuses and draws a Reagent.", name(state, who)),
            "Focus",
        ),
    }
}

pub(super) fn spell_cast(
    state: &BattleState,
    who: CombatantId,
    spell: &str,
    reagents: &[Card],
    primary: bool,
    target: Option<CombatantId>,
) -> LogLine {
    let cards: Vec<String> = reagents.iter().map(|c| c.to_string()).collect();
    let at = target
        .map(|t| format!(" at {}", name(state, t)))
        .unwrap_or_default();
    line(
        format!(
            "{} casts {}{at}, spending {}{}; the cards stay on the table until the turn ends.",
            name(state, who),
            spell_name(spell),
            if cards.is_empty() {
                "no Reagents".to_owned()
            } else {
                cards.join(", ")
            },
            if primary { " (its Primary Action)" } else { "" }
        ),
        "Cast",
    )
}

pub(super) fn summoned(
    state: &BattleState,
    by: CombatantId,
    summon_name: &str,
    (strike, defense): (&Explained, &Explained),
    movement: i16,
    at: Option<Tile>,
    hit_points: i8,
) -> LogLine {
    explained(
        format!(
            "{} summons {summon_name}{}: Strike {}, Defense {}, Movement {movement}, {hit_points} Hit {}.",
            name(state, by),
            at.map(|t| format!(" at {}", tile(t))).unwrap_or_default(),
            strike.value,
            defense.value,
            if hit_points == 1 { "Point" } else { "Points" }
        ),
        "Summoned Creatures",
        vec![strike.clone(), defense.clone()],
    )
}

pub(super) fn summon_exhausted(
    state: &BattleState,
    who: CombatantId,
    stat: Stat,
    value: i16,
) -> LogLine {
    line(
        format!(
            "{} succumbs to Summon Exhaustion (its {stat:?} is {value}, below 0) and disappears.",
            name(state, who)
        ),
        "Summoned Creatures",
    )
}
