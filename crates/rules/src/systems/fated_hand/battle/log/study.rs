//! Reagent and turn-holding perks: draws, discards, Foresight's look, Meditate.

use super::super::state::{BattleState, CombatantId};
use super::cast::{card_list, reagent_count};
use super::words::{name, perk_citation, perk_name, LogLine};
use crate::cards::Card;

fn tiles_text(n: u8) -> String {
    if n == 1 {
        "1 tile".to_owned()
    } else {
        format!("{n} tiles")
    }
}

/// The draw of a Reagent perk, from the words of its entry.
pub(super) fn perk_reagents(
    state: &BattleState,
    who: CombatantId,
    perk: &str,
    (count, cards): (u8, &[Card]),
    coin: Option<bool>,
    (tiles, to_hand): (u8, bool),
) -> LogLine {
    let subject = name(state, who);
    let perk_name = perk_name(perk);
    let why = match perk {
        "mobile_intellect" | "pacing_thought" if tiles > 0 => {
            format!("{} moved; a Reagent every 3 tiles", tiles_text(tiles))
        }
        "mobile_intellect" | "pacing_thought" => {
            "the same tiles count for each movement perk".to_owned()
        }
        "motionless_study" => "a turn without moving".to_owned(),
        "quiet_study" => "planning with no enemy adjacent or Engaged".to_owned(),
        "sorcerous" => "a Reagent of its Star Suit was drawn".to_owned(),
        _ => "its perk".to_owned(),
    };
    let what = if to_hand {
        if count == 1 {
            "1 card into its hand".to_owned()
        } else {
            format!("{count} cards into its hand")
        }
    } else {
        reagent_count(usize::from(count))
    };
    let shown = if cards.is_empty() {
        String::new()
    } else {
        format!(" ({})", card_list(cards))
    };
    let text = match coin {
        Some(false) => format!("{perk_name} ({subject}, {why}): tails — no Reagent."),
        Some(true) => format!("{perk_name} ({subject}, {why}): heads — draws {what}{shown}."),
        None => format!("{perk_name} ({subject}, {why}): draws {what}{shown}."),
    };
    LogLine::new(text, Some(perk_citation(perk)))
}

pub(super) fn study_reset(state: &BattleState, who: CombatantId, perk: &str, tiles: u8) -> LogLine {
    LogLine::new(
        format!(
            "{} ({}): a turn without moving drops the {} counted toward the next Reagent \
             (table rule: the count resets after a still turn).",
            perk_name(perk),
            name(state, who),
            tiles_text(tiles)
        ),
        Some(perk_citation(perk)),
    )
}

pub(super) fn foresaw(
    state: &BattleState,
    who: CombatantId,
    perk: &str,
    cards: &[Card],
    count: u8,
) -> LogLine {
    let subject = name(state, who);
    let text = if cards.is_empty() {
        format!(
            "{} ({subject}): looks at the top {count} cards of its deck.",
            perk_name(perk)
        )
    } else {
        format!(
            "{} ({subject}): the top of its deck is {}, top first.",
            perk_name(perk),
            card_list(cards)
        )
    };
    LogLine::new(text, Some(perk_citation(perk)))
}

pub(super) fn perk_discarded(
    state: &BattleState,
    (by, who): (CombatantId, CombatantId),
    perk: &str,
    count: u8,
    cards: &[Card],
) -> LogLine {
    let shown = if cards.is_empty() {
        String::new()
    } else {
        format!(
            " ({}; it keeps its Star Suit and highest cards)",
            card_list(cards)
        )
    };
    LogLine::new(
        format!(
            "{} ({}): heads — {} discards {}{shown}.",
            perk_name(perk),
            name(state, by),
            name(state, who),
            reagent_count(usize::from(count)),
        ),
        Some(perk_citation(perk)),
    )
}

pub(super) fn held(state: &BattleState, who: CombatantId) -> LogLine {
    LogLine::new(
        format!(
            "{} holds its turn to meditate: it meditates if two opponents take their turns \
             first, or if it ends up moving last.",
            name(state, who)
        ),
        Some(perk_citation("meditate")),
    )
}

pub(super) fn meditated(
    state: &BattleState,
    who: CombatantId,
    (meditated, opponents, last): (bool, u8, bool),
    handicap: &[i8; 3],
    hand_size: u8,
) -> LogLine {
    let subject = name(state, who);
    let opponents = if opponents == 1 {
        "1 opponent".to_owned()
    } else {
        format!("{opponents} opponents")
    };
    let text = if meditated {
        let why = if last {
            format!("it moves last ({opponents} took their turns while it held)")
        } else {
            format!("{opponents} took their turns while it held")
        };
        let cleansed: Vec<&str> = ["Strike", "Defense", "Speed"]
            .iter()
            .zip(handicap)
            .filter(|(_, d)| **d < 0)
            .map(|(stat, _)| *stat)
            .collect();
        let cleanse = if cleansed.is_empty() {
            "no Handicap to cleanse".to_owned()
        } else {
            format!("cleanses 1 Handicap in {}", cleansed.join(", "))
        };
        let gain = if hand_size > 0 {
            format!("+{hand_size} Hand Size")
        } else {
            "no more Hand Size (at most +2 from Meditate and 7 in all)".to_owned()
        };
        format!("{subject} meditates, as {why}: {cleanse}; {gain}.")
    } else {
        format!(
            "{subject} takes its held turn without meditating: only {opponents} took their turns \
             meanwhile and it does not move last."
        )
    };
    LogLine::new(text, Some(perk_citation("meditate")))
}
