//! Chances perks offer out of the usual order: opened, taken, declined, and what they stop.

use super::super::offers::{OfferKind, PerkOffer};
use super::super::perks::PressForwardCollision;
use super::super::press_forward::PRESS_FORWARD_RULE;
use super::super::spells::spell_cite;
use super::super::state::{BattleState, CombatantId, Tile};
use super::words::{name, perk_name, tile, LogLine};
use crate::citation::Citation;
use crate::systems::fated_hand::content::content;
use crate::systems::fated_hand::table_rules::PRESS_FORWARD_COLLISION;
use crate::SystemId;

/// The perk's own entry in the Perks List.
fn perk_line(text: String, perk: &str) -> LogLine {
    let section = format!("Perks List › {}", perk_name(perk));
    LogLine::new(
        text,
        Some(Citation {
            system: SystemId::FatedHand,
            section: section.into(),
        }),
    )
}

pub(super) fn perk_offered(state: &BattleState, offer: &PerkOffer) -> LogLine {
    let who = name(state, offer.who);
    let perk = perk_name(&offer.perk);
    let against = offer.target.map(|t| name(state, t)).unwrap_or_default();
    let text = match offer.kind {
        OfferKind::ExtraTurn => {
            let once = content()
                .perk(&offer.perk)
                .is_some_and(|def| def.limit.is_some());
            format!(
                "{perk}: {who} may take another turn now{}; take it or decline.",
                if once { " (once per battle)" } else { "" }
            )
        }
        OfferKind::SecondTurn => format!(
            "{perk}: {who} may take a second turn this round, when the count reaches its Speed \
             − 2; take it then, or decline."
        ),
        OfferKind::ExtraAttack => {
            format!("{perk}: {who} may Attack a second time at once; take it or decline.")
        }
        OfferKind::Follow => format!(
            "{perk}: {who} may follow {against} into {}, keeping the distance; take it or \
             decline.",
            offer.target_at.map(tile).unwrap_or_default()
        ),
        OfferKind::Riposte => match offer.target_at {
            Some(at) => format!(
                "{perk}: {against} moved into reach at {}; {who} may Riposte at once, or decline.",
                tile(at)
            ),
            None => format!("{perk}: {who} may Riposte {against} at once, or decline."),
        },
    };
    perk_line(text, &offer.perk)
}

pub(super) fn offer_taken(
    state: &BattleState,
    who: CombatantId,
    perk: &str,
    target: Option<CombatantId>,
) -> LogLine {
    let text = match target {
        Some(t) => format!(
            "{} takes {} against {}.",
            name(state, who),
            perk_name(perk),
            name(state, t)
        ),
        None => format!("{} takes {}.", name(state, who), perk_name(perk)),
    };
    perk_line(text, perk)
}

pub(super) fn offer_declined(state: &BattleState, who: CombatantId, perk: &str) -> LogLine {
    perk_line(
        format!("{} lets {} pass.", name(state, who), perk_name(perk)),
        perk,
    )
}

pub(super) fn movement_stopped(
    state: &BattleState,
    who: CombatantId,
    by: CombatantId,
    perk: &str,
) -> LogLine {
    // A spell's Riposte (Watchful Daggers) cites the spell's entry.
    if let Some(spell) = content().spell(perk) {
        return LogLine::new(
            format!(
                "{} ({})'s Riposte landed: {} can move no further this turn.",
                spell.name,
                name(state, by),
                name(state, who)
            ),
            Some(spell_cite(perk)),
        );
    }
    perk_line(
        format!(
            "{}'s Riposte landed: {} can move no further this turn.",
            name(state, by),
            name(state, who)
        ),
        perk,
    )
}

pub(super) fn sighted_set(
    state: &BattleState,
    who: CombatantId,
    perk: &str,
    tiles: &[crate::systems::fated_hand::battle::Tile],
) -> LogLine {
    let text = if tiles.is_empty() {
        format!(
            "{}'s {} markers are lifted.",
            name(state, who),
            perk_name(perk)
        )
    } else {
        let list: Vec<String> = tiles.iter().map(|t| tile(*t)).collect();
        format!(
            "{} places {} {} on {}.",
            name(state, who),
            perk_name(perk),
            if tiles.len() == 1 {
                "marker"
            } else {
                "markers"
            },
            list.join(", ")
        )
    };
    perk_line(text, perk)
}

/// Press Forward's shove: where the creature went, or what stopped it.
pub(super) fn shoved(
    state: &BattleState,
    (by, who): (CombatantId, CombatantId),
    to: Option<Tile>,
    into: Option<CombatantId>,
) -> LogLine {
    let (holder, shoved) = (name(state, by), name(state, who));
    let text = match (to, into) {
        (Some(to), _) => format!(
            "Press Forward ({holder}): {shoved} failed to Riposte and is shoved 1 square away, \
             to {}.",
            tile(to)
        ),
        (None, Some(other)) => format!(
            "Press Forward ({holder}): {shoved} failed to Riposte and is shoved into {}, and \
             stays put; {}{} (table rule: {}).",
            name(state, other),
            name(state, other),
            match state.rules.perks.press_forward_collision {
                PressForwardCollision::Both => format!(" and {shoved} take the blow"),
                PressForwardCollision::BehindOnly => " takes the blow".to_owned(),
            },
            PRESS_FORWARD_COLLISION.title
        ),
        (None, None) => format!(
            "Press Forward ({holder}): {shoved} failed to Riposte and is shoved against a wall, \
             and stays put."
        ),
    };
    LogLine::new(text, Some(PRESS_FORWARD_RULE))
}

/// Press Forward's holder follows into the tile the shoved creature left.
pub(super) fn followed(state: &BattleState, who: CombatantId, to: Tile) -> LogLine {
    LogLine::new(
        format!(
            "Press Forward: {} follows to {}, keeping the distance.",
            name(state, who),
            tile(to)
        ),
        Some(PRESS_FORWARD_RULE),
    )
}
