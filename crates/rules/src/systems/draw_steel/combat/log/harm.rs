//! Damage, healing and fates.

use super::super::command::DamageCause;
use super::super::state::{Combatant, CombatantId, Fate};
use super::words::{name, said, Said};
use crate::citation::Citation;

pub(super) fn damaged(
    cs: &[Combatant],
    target: CombatantId,
    cause: DamageCause,
    explanation: &str,
    rule: &Citation,
) -> Said {
    said(
        format!(
            "{} takes damage{}: {explanation}",
            name(cs, target),
            match cause {
                DamageCause::Bleeding => " from bleeding",
                DamageCause::Slam => " from the slam",
                DamageCause::Fall => " from the fall",
                DamageCause::LandedOn => " from being landed on",
                DamageCause::Ability | DamageCause::FreeStrike | DamageCause::Gm => "",
            }
        ),
        Some(rule.clone()),
    )
}

pub(super) fn healed(
    cs: &[Combatant],
    who: CombatantId,
    amount: u16,
    stamina: i32,
    recovery: bool,
    rule: &Citation,
) -> Said {
    said(
        format!(
            "{} regains {amount} Stamina{} (now {stamina})",
            name(cs, who),
            if recovery { " with a Recovery" } else { "" }
        ),
        Some(rule.clone()),
    )
}

pub(super) fn fate_changed(
    cs: &[Combatant],
    who: CombatantId,
    fate: Fate,
    rule: &Citation,
) -> Said {
    let who = name(cs, who);
    said(
        match fate {
            Fate::Standing => format!("{who} is back on their feet"),
            Fate::Dying => format!("{who} is dying"),
            Fate::Dead => format!("{who} dies"),
            Fate::Unconscious => format!("{who} is knocked unconscious"),
        },
        Some(rule.clone()),
    )
}
