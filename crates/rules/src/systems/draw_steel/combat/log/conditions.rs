//! Conditions imposed, resisted, ended, and saved against.

use super::super::state::{Combatant, CombatantId};
use super::words::{duration_text, name, origin, said, Said};
use crate::citation::Citation;
use crate::random::DieRoll;
use crate::systems::draw_steel::cite;
use crate::systems::draw_steel::content::{ConditionKind, Duration};

pub(super) fn imposed(
    cs: &[Combatant],
    target: CombatantId,
    condition: ConditionKind,
    duration: Duration,
    source: Option<CombatantId>,
) -> Said {
    said(
        format!(
            "{} is {}{} ({})",
            name(cs, target),
            condition.name().to_lowercase(),
            source
                .filter(|_| condition.has_source())
                .map(|s| format!(" by {}", name(cs, s)))
                .unwrap_or_default(),
            duration_text(duration)
        ),
        Some(cite(condition.name())),
    )
}

pub(super) fn resisted(
    cs: &[Combatant],
    target: CombatantId,
    condition: ConditionKind,
    score: i8,
    potency: i8,
) -> Said {
    said(
        format!(
            "{} resists being {}: score {score:+} is not below potency {potency}",
            name(cs, target),
            condition.name().to_lowercase()
        ),
        Some(cite("Target")),
    )
}

pub(super) fn ended(
    cs: &[Combatant],
    target: CombatantId,
    condition: ConditionKind,
    reason: &str,
    rule: &Citation,
) -> Said {
    said(
        format!(
            "{} is no longer {}: {reason}",
            name(cs, target),
            condition.name().to_lowercase()
        ),
        Some(rule.clone()),
    )
}

pub(super) fn saving_throw(
    cs: &[Combatant],
    who: CombatantId,
    condition: ConditionKind,
    die: DieRoll,
    success: bool,
) -> Said {
    said(
        format!(
            "{} saves against {}: d10 {} ({}) — {}",
            name(cs, who),
            condition.name().to_lowercase(),
            die.value,
            origin(die.origin),
            if success { "it ends" } else { "it continues" }
        ),
        Some(cite("Saving Throw")),
    )
}
