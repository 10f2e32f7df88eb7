//! Reagents, spells and Summoned Creatures.

use super::super::command::ReagentSource;
use super::super::spells::{MirrorGuardPenetration, MIRROR_GUARD_RULE};
use super::super::state::{BattleState, CombatantId, Tile};
use super::words::{explained, line, name, spell_name, tile, LogLine};
use crate::cards::Card;
use crate::citation::Explained;
use crate::systems::fated_hand::model::Stat;
use crate::systems::fated_hand::table_rules::MIRROR_GUARD_PENETRATION;

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

pub(super) fn reagents_drawn(
    state: &BattleState,
    who: CombatantId,
    source: ReagentSource,
    count: u8,
    cards: &[Card],
) -> LogLine {
    let (why, section) = match source {
        ReagentSource::DrawRate => ("its Reagent Draw Rate", "Planning Phase"),
        ReagentSource::AdjacentAllyAttacked => {
            ("Holy Magic: an adjacent ally is Attacked", "Holy Magic")
        }
        ReagentSource::Attacked => ("Holy Magic: it is Attacked", "Holy Magic"),
        ReagentSource::AllyStruckHit => (
            "Holy Magic: an ally within 2 tiles strikes a Hit",
            "Holy Magic",
        ),
        ReagentSource::AttackedUnsuccessfully => {
            ("Holy Magic: it attacks unsuccessfully", "Holy Magic")
        }
        ReagentSource::AttackedSuccessfully => (
            "Holy Magic: it attacks or ripostes successfully",
            "Holy Magic",
        ),
        ReagentSource::Spell => ("the spell it cast", "Combat Spell List"),
    };
    let what = reagent_count(usize::from(count));
    let shown = if cards.is_empty() {
        String::new()
    } else {
        format!(" ({})", card_list(cards))
    };
    line(
        format!("{} draws {what}{shown}: {why}.", name(state, who)),
        section,
    )
}

/// "Not checked: no grid": a Holy Magic draw that needs distances.
pub(super) fn holy_unchecked(
    state: &BattleState,
    who: CombatantId,
    source: ReagentSource,
) -> LogLine {
    let what = match source {
        ReagentSource::AllyStruckHit => "an ally within 2 tiles strikes a Hit (+1 Draw)",
        _ => "an adjacent ally is Attacked (+1 Draw)",
    };
    line(
        format!(
            "Holy Magic for {}: {what} — not checked: no grid. The GM judges whether it draws.",
            name(state, who)
        ),
        "Holy Magic",
    )
}

pub(super) fn reagents_discarded(
    state: &BattleState,
    who: CombatantId,
    cards: &[Card],
    hand_size: u8,
    chosen: bool,
) -> LogLine {
    let who = name(state, who);
    let keeps = reagent_count(usize::from(hand_size));
    let text = if cards.is_empty() {
        format!(
            "The round is over: {who} discards Reagents down to its Reagent Hand Size ({keeps})."
        )
    } else {
        format!(
            "The round is over: {who} discards {} ({}) to keep {keeps}, its Reagent Hand Size{}.",
            reagent_count(cards.len()),
            card_list(cards),
            if chosen {
                ""
            } else {
                "; nobody chose, so its Star Suit and highest cards stay"
            }
        )
    };
    line(text, "Reagents")
}

pub(super) fn reagent_count(n: usize) -> String {
    if n == 1 {
        "1 Reagent".to_owned()
    } else {
        format!("{n} Reagents")
    }
}

pub(super) fn card_list(cards: &[Card]) -> String {
    cards
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
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

pub(super) fn summon_rerolled(
    state: &BattleState,
    who: CombatantId,
    stat: Stat,
    rolled: i16,
    value: &Explained,
) -> LogLine {
    explained(
        format!(
            "A new round: {}'s dice are rolled again ({rolled}), so its {stat:?} is now {}.",
            name(state, who),
            value.value
        ),
        "Summoned Creatures",
        vec![value.clone()],
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

/// A Mirror Guard penetrated: it is removed (table rule fated_hand.mirror_guard_penetration).
pub(super) fn mirror_guard_fell(state: &BattleState, who: CombatantId, by: CombatantId) -> LogLine {
    let when = match state.rules.spells.mirror_guard_penetration {
        MirrorGuardPenetration::Pierced => "none of its stats divides by the card's number",
        MirrorGuardPenetration::AnySuccess => "its attack succeeded",
    };
    LogLine::new(
        format!(
            "Mirror Guard: {} got through {}'s guard ({when}), and the guard is removed \
             (table rule: {}).",
            name(state, by),
            name(state, who),
            MIRROR_GUARD_PENETRATION.title
        ),
        Some(MIRROR_GUARD_RULE),
    )
}
