//! Moving, opportunity attacks, forced movement, placing, and being seen.

use super::super::state::{Combatant, CombatantId, PendingForcedMove};
use super::words::{name, said, Said};
use crate::systems::draw_steel::cite;
use crate::systems::draw_steel::content::ForcedKind;
use crate::systems::draw_steel::geometry::Pos;
use crate::systems::draw_steel::words::count;

pub(super) fn moved(
    cs: &[Combatant],
    who: CombatantId,
    squares: usize,
    cost: u16,
    shift: bool,
) -> Said {
    said(
        format!(
            "{} {} {} (movement {cost})",
            name(cs, who),
            if shift { "shifts" } else { "moves" },
            count(squares, "square", "squares")
        ),
        Some(cite("Move")),
    )
}

pub(super) fn opportunities_opened(
    cs: &[Combatant],
    mover: CombatantId,
    attackers: &[CombatantId],
) -> Said {
    said(
        format!(
            "{} moved away from {}: {} may make an opportunity attack",
            name(cs, mover),
            attackers
                .iter()
                .map(|&a| name(cs, a))
                .collect::<Vec<_>>()
                .join(", "),
            if attackers.len() == 1 { "it" } else { "each" }
        ),
        Some(cite("Opportunity Attack")),
    )
}

pub(super) fn forced_move_pending(cs: &[Combatant], pending: &PendingForcedMove) -> Said {
    said(
        format!(
            "{} may {} {} up to {}{}",
            name(cs, pending.source),
            match pending.movement {
                ForcedKind::Push => "push",
                ForcedKind::Pull => "pull",
                ForcedKind::Slide => "slide",
            },
            name(cs, pending.target),
            count(pending.distance, "square", "squares"),
            if pending.vertical { " (vertical)" } else { "" }
        ),
        Some(cite("Forced Movement")),
    )
}

pub(super) fn force_moved(explanation: &str) -> Said {
    said(explanation.to_owned(), Some(cite("Forced Movement")))
}

pub(super) fn forced_move_skipped(cs: &[Combatant], target: CombatantId) -> Said {
    said(
        format!("The forced movement of {} is not used", name(cs, target)),
        None,
    )
}

pub(super) fn visibility(
    cs: &[Combatant],
    who: CombatantId,
    hidden: bool,
    invisible: bool,
) -> Said {
    said(
        format!(
            "{} is {}{}",
            name(cs, who),
            if hidden { "hidden" } else { "not hidden" },
            if invisible { " and invisible" } else { "" }
        ),
        Some(cite("Hide")),
    )
}

pub(super) fn placed(cs: &[Combatant], who: CombatantId, position: Pos) -> Said {
    said(
        format!(
            "{} is placed at ({}, {})",
            name(cs, who),
            position.x,
            position.y
        ),
        None,
    )
}
