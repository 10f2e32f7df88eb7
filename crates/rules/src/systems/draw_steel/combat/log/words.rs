//! The words every subject of the log uses: names, dice origins, durations, sides, and what a
//! subject says about one event.

use super::super::state::{Combatant, CombatantId, Side};
use crate::citation::Citation;
use crate::random::Origin;
use crate::systems::draw_steel::content::Duration;

/// What a line says: its text, its rule, and details one per line.
pub(super) struct Said {
    pub text: String,
    pub rule: Option<Citation>,
    pub details: Vec<String>,
}

/// A line without details.
pub(super) fn said(text: String, rule: Option<Citation>) -> Said {
    Said {
        text,
        rule,
        details: Vec::new(),
    }
}

pub(super) fn name(combatants: &[Combatant], id: CombatantId) -> &str {
    combatants
        .get(usize::from(id))
        .map_or("someone", |c| c.name.as_str())
}

pub(super) fn origin(o: Origin) -> &'static str {
    match o {
        Origin::Rolled => "rolled",
        Origin::Entered => "entered",
    }
}

pub(super) fn duration_text(duration: Duration) -> &'static str {
    match duration {
        Duration::EndOfTurn => "EoT",
        Duration::SaveEnds => "save ends",
        Duration::EndOfEncounter => "until the end of the encounter",
        Duration::UntilRemoved => "until removed",
    }
}

/// The side's name in the log.
pub const fn side_label(side: Side) -> &'static str {
    match side {
        Side::Heroes => "heroes",
        Side::Foes => "foes",
    }
}
