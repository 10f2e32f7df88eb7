//! Surges, heroic resources, hero tokens and malice.

use super::super::state::{Combatant, CombatantId};
use super::words::{name, said, Said};
use crate::systems::draw_steel::cite;
use crate::systems::draw_steel::words::count;

pub(super) fn surges(cs: &[Combatant], who: CombatantId, change: i8) -> Said {
    said(
        if change >= 0 {
            format!(
                "{} gains {}",
                name(cs, who),
                count(change, "surge", "surges")
            )
        } else {
            format!(
                "{} loses {}",
                name(cs, who),
                count(-i16::from(change), "surge", "surges")
            )
        },
        Some(cite("Surges")),
    )
}

pub(super) fn resource(cs: &[Combatant], who: CombatantId, change: i16) -> Said {
    said(
        format!(
            "{} {} {} {}",
            name(cs, who),
            if change >= 0 { "gains" } else { "spends" },
            change.abs(),
            cs.get(usize::from(who))
                .map_or("", |c| c.resource_name.as_str())
        ),
        None,
    )
}

pub(super) fn pools(hero_tokens: i16, malice: i16, reason: &str) -> Said {
    let mut parts = Vec::new();
    if hero_tokens != 0 {
        parts.push(format!("hero tokens {hero_tokens:+}"));
    }
    if malice != 0 {
        parts.push(format!("Malice {malice:+}"));
    }
    said(
        format!("{} ({reason})", parts.join(", ")),
        Some(cite("Hero Tokens")),
    )
}
