//! Attacks, Ripostes, Engagements, Hit Points and Handicap.

use super::super::perks::lapses_with_round;
use super::super::state::{BattleState, CombatantId};

use super::words::{explained, line, name, perk_name, LogLine};
use crate::citation::Explained;
use crate::systems::fated_hand::table_rules::ATTACK_HANDICAP_IS_STRIKE;

pub(super) fn engagement_broken(
    state: &BattleState,
    mover: CombatantId,
    other: CombatantId,
    riposte: bool,
) -> LogLine {
    line(
        format!(
            "{} breaks the Engagement with {}{}.",
            name(state, mover),
            name(state, other),
            if riposte { ", who may riposte" } else { "" }
        ),
        // Moving, being moved and Focus all break it; "Engagement" says what that does.
        "Engagement",
    )
}

/// `who` is (attacker, target); `result` is (success, riposte allowed).
pub(super) fn attacked(
    state: &BattleState,
    (attacker, target): (CombatantId, CombatantId),
    riposte: bool,
    strike: &Explained,
    defense: Option<&Explained>,
    (success, riposte_allowed): (bool, bool),
) -> LogLine {
    let what = if riposte { "ripostes" } else { "attacks" };
    let text = match defense {
        Some(d) => format!(
            "{} {what} {}: Strike {} against Defense {} — {}{}.",
            name(state, attacker),
            name(state, target),
            strike.value,
            d.value,
            if success {
                "success (Strike ≥ Defense + 2)".to_owned()
            } else {
                // A miss says what it needed, as a success says why it succeeded.
                format!("no success: needs Defense + 2 ({})", d.value + 2)
            },
            match (riposte_allowed, riposte) {
                (true, false) => "; Defense ≥ Strike + 2 opens a Riposte",
                (true, true) => {
                    "; Defense ≥ Strike + 2 opens a counter-Riposte (table rule: Ripostes \
                     against Ripostes)"
                }
                (false, _) => "",
            }
        ),
        None => format!(
            "{} {what} {}, who does not Defend: success.",
            name(state, attacker),
            name(state, target)
        ),
    };
    let mut numbers = vec![strike.clone()];
    numbers.extend(defense.cloned());
    explained(text, if riposte { "Riposte" } else { "Attack" }, numbers)
}

pub(super) fn hit(state: &BattleState, who: CombatantId, remaining: i8) -> LogLine {
    line(
        format!(
            "Hit: {} loses a Hit Point ({remaining} left).",
            name(state, who)
        ),
        "Attack",
    )
}

pub(super) fn incapacitated(state: &BattleState, who: CombatantId) -> LogLine {
    line(
        format!("{} is Incapacitated.", name(state, who)),
        "Hit Points",
    )
}

pub(super) fn engaged(state: &BattleState, a: CombatantId, b: CombatantId) -> LogLine {
    line(
        format!("{} and {} are Engaged.", name(state, a), name(state, b)),
        "Engagement",
    )
}

pub(super) fn handicap(
    state: &BattleState,
    who: CombatantId,
    change: &[i8; 3],
    external: bool,
) -> LogLine {
    let verb = if change.iter().any(|d| *d > 0) {
        "takes"
    } else {
        "cleanses"
    };
    let amounts: Vec<String> = ["Strike", "Defense", "Speed"]
        .iter()
        .zip(change)
        .filter(|(_, d)| **d != 0)
        .map(|(stat, d)| format!("{} {stat}", d.unsigned_abs()))
        .collect();
    let section = if external {
        "Riposte"
    } else if verb == "cleanses" {
        "Recovery"
    } else {
        "Handicap"
    };
    line(
        format!(
            "{} {verb} Handicap: {}.",
            name(state, who),
            amounts.join(", ")
        ),
        section,
    )
}

/// `who` is (the perk's holder, the creature changed); `change` is (Handicap, Hand Size,
/// Stealth Power).
pub(super) fn perk_applied(
    state: &BattleState,
    (by, who): (CombatantId, CombatantId),
    perk: &str,
    (handicap, hand_size, stealth_power): (&[i8; 3], i8, i16),
    coin: Option<bool>,
) -> LogLine {
    let mut parts = Vec::new();
    let dealt: Vec<String> = amounts(handicap, |d| d > 0);
    if !dealt.is_empty() && lapses_with_round(&state.rules, perk) {
        parts.push(format!(
            "takes a malus that lapses at the end of the round: {} (table rule: {})",
            dealt.join(", "),
            ATTACK_HANDICAP_IS_STRIKE.title
        ));
    } else if !dealt.is_empty() {
        parts.push(format!("takes Handicap: {}", dealt.join(", ")));
    }
    let cleansed: Vec<String> = amounts(handicap, |d| d < 0);
    if !cleansed.is_empty() {
        parts.push(format!("cleanses Handicap: {}", cleansed.join(", ")));
    }
    if hand_size > 0 {
        parts.push(format!("gains {hand_size} Hand Size"));
    } else if hand_size < 0 {
        parts.push(format!("loses {} Hand Size", -i16::from(hand_size)));
    }
    if stealth_power != 0 {
        parts.push(format!("gains {stealth_power} Stealth Power"));
    }
    if parts.is_empty() {
        // Joint Lock on a stat already at 0 or below: nothing to deal.
        parts.push("is not changed".to_owned());
    }
    let perk_name = perk_name(perk);
    let subject = name(state, who);
    let effect = format!("{subject} {}", parts.join("; "));
    let text = match coin {
        None => format!("{perk_name} ({}): {effect}.", name(state, by)),
        Some(true) => format!("{perk_name} ({}): heads — {effect}.", name(state, by)),
        Some(false) => format!(
            "{perk_name} ({}): tails — nothing happens to {subject}.",
            name(state, by)
        ),
    };
    LogLine::new(text, Some(super::words::perk_citation(perk)))
}

/// "1 Strike", "2 Speed" for the stats whose change passes `keep`.
fn amounts(change: &[i8; 3], keep: impl Fn(i8) -> bool) -> Vec<String> {
    ["Strike", "Defense", "Speed"]
        .iter()
        .zip(change)
        .filter(|(_, d)| keep(**d))
        .map(|(stat, d)| format!("{} {stat}", d.unsigned_abs()))
        .collect()
}
