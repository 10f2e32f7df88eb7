//! The GM's hand: overrides, rulings applied by hand, perks.

use std::borrow::Cow;

use super::super::state::{BattleState, CombatantId, Tile};
use super::words::{is_spell, line, name, perk_name, spell_name, tile, LogLine};
use crate::citation::Citation;
use crate::systems::fated_hand::model::Stat;
use crate::SystemId;

pub(super) fn overridden(
    state: &BattleState,
    who: CombatantId,
    hit_points: Option<i8>,
    handicap: Option<[u8; 3]>,
    note: &str,
) -> LogLine {
    line(
        format!(
            "GM override on {}: {} — {note}",
            name(state, who),
            hit_points
                .map(|hp| format!("Hit Points set to {hp}"))
                .into_iter()
                .chain(handicap.map(|h| format!(
                    "Handicap set to Strike {}, Defense {}, Speed {}",
                    h[0], h[1], h[2]
                )))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        "Flow of Battle",
    )
}

/// What an `Adjudicated` event changed, as the log tells it.
pub(super) struct Ruling {
    pub hit_points: i8,
    pub handicap_change: [i8; 3],
    pub movement_change: i16,
    pub stealth_power_change: i16,
    pub hidden: Option<bool>,
    pub move_to: Option<Tile>,
}

pub(super) fn adjudicated(
    state: &BattleState,
    who: CombatantId,
    perk_or_spell: Option<&str>,
    r: Ruling,
    note: &str,
) -> LogLine {
    let mut parts = vec![format!("Hit Points now {}", r.hit_points)];
    // Each stat's Handicap by name, taken or cleansed: the amounts the GM typed, never negated.
    for (stat, change) in ["Strike", "Defense", "Speed"]
        .into_iter()
        .zip(r.handicap_change)
    {
        match change {
            0 => {}
            taken @ 1.. => parts.push(format!("{taken} {stat} Handicap taken")),
            cleansed => parts.push(format!("{} {stat} Handicap cleansed", -i16::from(cleansed))),
        }
    }
    if r.movement_change != 0 {
        parts.push(format!("Movement {:+}", r.movement_change));
    }
    if r.stealth_power_change != 0 {
        parts.push(format!("Stealth Power {:+}", r.stealth_power_change));
    }
    if let Some(h) = r.hidden {
        parts.push(if h { "Hidden" } else { "Revealed" }.to_owned());
    }
    if let Some(t) = r.move_to {
        parts.push(format!("now at {}", tile(t)));
    }
    let (from, section) = match perk_or_spell {
        Some(id) if is_spell(id) => (format!(" ({})", spell_name(id)), "Casting Spells"),
        Some(id) => (format!(" ({})", perk_name(id)), "Perks List"),
        None => (String::new(), "Flow of Battle"),
    };
    line(
        format!(
            "GM ruling on {}{from}: {} — {note}",
            name(state, who),
            parts.join(", ")
        ),
        section,
    )
}

pub(super) fn ruling_needed(
    state: &BattleState,
    who: CombatantId,
    source: &str,
    effect: &str,
) -> LogLine {
    let text = |what: String| {
        format!(
            "The GM applies {what} for {} by hand: {effect}",
            name(state, who)
        )
    };
    if is_spell(source) {
        line(text(spell_name(source)), "Casting Spells")
    } else {
        // A perk's ruling cites the perk's own entry.
        LogLine::new(
            text(perk_name(source)),
            Some(super::words::perk_citation(source)),
        )
    }
}

pub(super) fn berserk(
    state: &BattleState,
    who: CombatantId,
    turns: u8,
    interrupts: bool,
) -> LogLine {
    let what = match (turns, interrupts) {
        (2, _) => "takes its turn now, then one bonus turn",
        (_, true) => "takes one bonus turn now",
        _ => "finishes this turn, then takes one bonus turn",
    };
    LogLine::new(
        format!(
            "{} loses the last Hit Point but does not go down yet (Berserk): it {what}, then \
             falls.",
            name(state, who)
        ),
        Some(super::words::perk_citation("berserk")),
    )
}

pub(super) fn berserk_outlasted(state: &BattleState, who: CombatantId) -> LogLine {
    LogLine::new(
        format!(
            "The battle ends while {} fights on (Berserk): it keeps 1 Hit Point.",
            name(state, who)
        ),
        Some(super::words::perk_citation("berserk")),
    )
}

pub(super) fn innovated(state: &BattleState, who: CombatantId, stat: Stat) -> LogLine {
    LogLine::new(
        format!(
            "{} uses Innovative Techniques: a second Exclusive Perk joins this action; once it is \
             done, 1 {} Handicap (the Stat drawn at random).",
            name(state, who),
            ["Strike", "Defense", "Speed"][crate::systems::fated_hand::battle::stats::index(stat)]
        ),
        Some(super::words::perk_citation("innovative_techniques")),
    )
}

pub(super) fn perk_used(
    state: &BattleState,
    who: CombatantId,
    perk: &str,
    exclusive: bool,
    note: &str,
) -> LogLine {
    let perk_name = perk_name(perk);
    let text = format!(
        "{} uses {perk_name}{}{}",
        name(state, who),
        if exclusive {
            ", an Exclusive Perk: no other may join this action"
        } else {
            ""
        },
        if note.is_empty() {
            ".".to_owned()
        } else {
            format!(" — {note}")
        }
    );
    if exclusive {
        return line(text, "Exclusive Perks");
    }
    // A perk's use cites its own entry.
    LogLine::new(
        text,
        Some(Citation {
            system: SystemId::FatedHand,
            section: Cow::Owned(format!("Perks List › {perk_name}")),
        }),
    )
}
