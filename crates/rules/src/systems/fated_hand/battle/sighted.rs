//! Sighted tiles ("Perks List › Sighted In", "› Mind Map") and the perks that watch them:
//! Suppressive Fire (a ranged Riposte at a creature crossing one) and Follow Up (joining an
//! attack on a creature on or next to one).
//!
//! Placing a marker is the player's choice (Sighted In's in the Planning Phase, Mind Map's at
//! the end of a turn), so the GM records it with `SetSighted`; the engine keeps the markers and
//! reads them. Which markers count as Sighted tiles is the table rule
//! `fated_hand.sighted_markers`.

use serde::{Deserialize, Serialize};

use super::check::{combatant, ensure_active, refuse, Decision};
use super::command::Event;
use super::offers::{held, OfferKind, PerkOffer};
use super::perks::perk_rule;
use super::rules::SightedMarkers;
use super::state::{BattleState, CombatantId, Tile};
use super::stats::value;
use crate::citation::{Explained, Term};
use crate::systems::fated_hand::model::Stat;
use crate::RuleViolation;

/// The perks that place sighted markers.
const SIGHTED_IN: &str = "sighted_in";
const MIND_MAP: &str = "mind_map";
const SUPPRESSIVE_FIRE: &str = "suppressive_fire";
const FOLLOW_UP: &str = "follow_up";

/// A sighted marker on the grid.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct SightedMarker {
    /// Whose marker.
    pub owner: CombatantId,
    /// Where it stands.
    pub tile: Tile,
    /// The perk that placed it (`sighted_in` or `mind_map`).
    pub perk: String,
}

/// Whether `tile` is one of `owner`'s Sighted tiles under the table's reading.
fn sighted(state: &BattleState, owner: CombatantId, tile: Tile) -> bool {
    state.reactions.sighted.iter().any(|m| {
        m.owner == owner
            && m.tile == tile
            && (state.rules.sighted_markers == SightedMarkers::AllMarkers || m.perk == SIGHTED_IN)
    })
}

/// Whether `tile` is next to one of `owner`'s Sighted tiles (and not on one).
fn next_to_sighted(state: &BattleState, owner: CombatantId, tile: Tile) -> bool {
    state.reactions.sighted.iter().any(|m| {
        m.owner == owner
            && m.tile.distance(tile) == 1
            && (state.rules.sighted_markers == SightedMarkers::AllMarkers || m.perk == SIGHTED_IN)
    })
}

/// `SetSighted`: `who`'s markers from `perk` are now on `tiles` (none when empty). Sighted In
/// places one marker; Mind Map's stay and grow in number.
pub(super) fn set_sighted(
    state: &BattleState,
    who: CombatantId,
    perk: &str,
    tiles: &[Tile],
) -> Decision {
    let c = combatant(state, who)?;
    ensure_active(c)?;
    if perk != SIGHTED_IN && perk != MIND_MAP {
        return Err(refuse(
            "Perks List › Sighted In",
            format!("{perk} places no sighted marker: Sighted In and Mind Map do."),
        ));
    }
    if !c.perks.iter().any(|p| p == perk) && !c.wielded().perks.iter().any(|p| p == perk) {
        return Err(refuse(
            "Perks List › Sighted In",
            format!("{} does not hold {perk}.", c.name),
        ));
    }
    let Some(grid) = &state.grid else {
        return Err(refuse(
            "Perks List › Sighted In",
            "Sighted tiles need a grid: this battle has none.",
        ));
    };
    if perk == SIGHTED_IN && tiles.len() > 1 {
        return Err(refuse(
            "Perks List › Sighted In",
            "Sighted In places one Sighted marker.",
        ));
    }
    if let Some(bad) = tiles.iter().find(|t| !grid.is_open(**t)) {
        return Err(refuse(
            "Perks List › Sighted In",
            format!("({}, {}) is not an open tile of the grid.", bad.x, bad.y),
        ));
    }
    Ok(vec![Event::SightedSet {
        who,
        perk: perk.to_owned(),
        tiles: tiles.to_vec(),
    }])
}

pub(super) fn sighted_set(state: &mut BattleState, who: CombatantId, perk: &str, tiles: &[Tile]) {
    let markers = &mut state.reactions.sighted;
    markers.retain(|m| !(m.owner == who && m.perk == perk));
    markers.extend(tiles.iter().map(|tile| SightedMarker {
        owner: who,
        tile: *tile,
        perk: perk.to_owned(),
    }));
}

/// Suppressive Fire: "Whenever a creature moves into or out of your Sighted tiles, you may make a
/// ranged Riposte against them." Offered to each opponent of the mover holding the perk with a
/// ranged arm in hand, for the step from `from` to `to`.
pub(super) fn crossing(
    state: &BattleState,
    mover: CombatantId,
    from: Tile,
    to: Tile,
) -> Vec<Event> {
    let m = &state.combatants[usize::from(mover)];
    if state.reactions.sighted.is_empty() || m.hidden {
        return Vec::new();
    }
    let mut opened = Vec::new();
    for (i, h) in state.combatants.iter().enumerate() {
        let holder = i as CombatantId;
        if h.side == m.side || !h.active() || h.hidden {
            continue;
        }
        let arm = h.wielded();
        if !arm.ranged && arm.effective_range.is_none() {
            continue;
        }
        if sighted(state, holder, from) == sighted(state, holder, to) {
            continue;
        }
        if let Some(def) = held(h, SUPPRESSIVE_FIRE) {
            opened.push(Event::PerkOffered {
                offer: PerkOffer {
                    who: holder,
                    perk: def.id.clone(),
                    kind: OfferKind::Riposte,
                    target: Some(mover),
                    target_at: Some(to),
                },
            });
        }
    }
    opened
}

/// Follow Up: "Whenever a creature within or adjacent to your Sighted tiles is attacked by
/// someone other than yourself, you may follow-up with an attack of your own. Add 1/2 Strike to
/// their attack, rounded down. If the target is merely adjacent to the Sighted tile, add 1/4
/// Strike, rounded down." Each creature in `joiners` (bit i = combatant i) adds its share to
/// `strike`.
pub(super) fn follow_up_terms(
    state: &BattleState,
    attacker: CombatantId,
    target: CombatantId,
    joiners: u64,
    strike: &mut Explained,
) -> Result<(), RuleViolation> {
    let t = combatant(state, target)?;
    for who in (0..64u8).filter(|i| joiners & (1 << i) != 0) {
        let j = combatant(state, who)?;
        ensure_active(j)?;
        if who == attacker || who == target {
            return Err(refuse(
                "Perks List › Follow Up",
                format!(
                    "{} cannot follow up its own attack or one aimed at it.",
                    j.name
                ),
            ));
        }
        let Some(def) = held(j, FOLLOW_UP) else {
            return Err(refuse(
                "Perks List › Follow Up",
                format!("{} does not hold Follow Up.", j.name),
            ));
        };
        let Some(tile) = t.position else {
            return Err(refuse(
                "Perks List › Follow Up",
                format!("{} stands on no tile: Sighted tiles need a grid.", t.name),
            ));
        };
        let (divisor, place) = if sighted(state, who, tile) {
            (2, "on")
        } else if next_to_sighted(state, who, tile) {
            (4, "next to")
        } else {
            return Err(refuse(
                "Perks List › Follow Up",
                format!(
                    "{} is neither on nor next to one of {}'s Sighted tiles.",
                    t.name, j.name
                ),
            ));
        };
        let own = i32::from(value(j, Stat::Strike));
        let share = own.div_euclid(divisor);
        strike.terms.push(Term {
            label: format!(
                "{}: {} follows up, 1/{divisor} of Strike {own} rounded down ({} {place} a \
                 Sighted tile)",
                def.name, j.name, t.name
            ),
            value: share,
            rule: perk_rule(def),
        });
    }
    strike.value = strike.terms.iter().map(|term| term.value).sum();
    Ok(())
}
