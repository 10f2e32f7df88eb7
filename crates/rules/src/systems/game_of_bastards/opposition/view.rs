//! What one viewer may see of an Opposition. The cards come only through
//! [`Piles::seen`](crate::pile::Piles::seen), zone by zone: a hand and a face-down play are seen
//! by their owner (and the GM), an initiative card by its owner until all are shown, a draw pile
//! by nobody, discards and face-up bets by all. Nothing else in the view holds a card that is
//! not public.

use serde::Serialize;

use super::super::creation::TraitRanks;
use super::log::sees_own;
use super::{CombatantId, Condition, OppositionState, Phase, Resolution, Zone};
use crate::cards::{Card, PlayingCard};
use crate::encounter::Viewer;
use crate::pile::SeenPile;

/// A combatant as anyone at the table sees it.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "OppositionSeenCombatant"),
    schemars(rename = "OppositionSeenCombatant")
)]
#[serde(rename_all = "camelCase")]
pub struct SeenCombatant {
    /// Its id.
    pub id: CombatantId,
    /// Its name.
    pub name: String,
    /// Its side.
    pub side: u8,
    /// Its traits.
    pub traits: TraitRanks,
    /// Each pool's maximum (Body, Spirit, Mind, Luck).
    pub pool_max: [u8; 4],
    /// Each pool's points left.
    pub pools: [u8; 4],
    /// Wildcards held.
    pub wildcards: u16,
    /// Its state.
    pub condition: Condition,
    /// Its initiative card, once shown.
    pub initiative: Option<Card>,
    /// How many cards it holds.
    pub hand_size: usize,
    /// A squad of Extras: its members and Power Rating.
    pub squad: Option<super::Squad>,
}

/// The Opposition as one viewer sees it.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct SeenOpposition {
    /// Who is looking.
    pub viewer: Viewer,
    /// The round.
    pub round: u16,
    /// Where it stands (no card in it).
    pub phase: Phase,
    /// The combatants.
    pub combatants: Vec<SeenCombatant>,
    /// Every pile: its count always, its cards when the viewer may see them.
    pub piles: Vec<SeenPile<PlayingCard, Zone>>,
    /// The last draw revealed (public once revealed).
    pub last: Option<Resolution>,
}

/// Whether `viewer` may see the faces of `zone`'s cards in `state`.
pub fn may_see(state: &OppositionState, viewer: Viewer, zone: &Zone) -> bool {
    match zone {
        Zone::DrawPile(_) => viewer == Viewer::Gm,
        Zone::Discard(_) | Zone::FaceUp(_) => true,
        Zone::Hand(owner) | Zone::FaceDown(owner) => sees_own(viewer, *owner),
        Zone::Initiative(owner) => {
            sees_own(viewer, *owner) || !matches!(state.phase, Phase::Initiative)
        }
    }
}

/// What `viewer` may see of `state`.
pub fn view(state: &OppositionState, viewer: Viewer) -> SeenOpposition {
    SeenOpposition {
        viewer,
        round: state.round,
        phase: state.phase.clone(),
        combatants: state
            .combatants
            .iter()
            .map(|c| SeenCombatant {
                id: c.id,
                name: c.name.clone(),
                side: c.side,
                traits: c.traits,
                pool_max: c.pool_max,
                pools: c.pools,
                wildcards: c.wildcards,
                condition: c.condition(),
                initiative: c.initiative,
                hand_size: state.cards.pile_len(&Zone::Hand(c.id)),
                squad: c.squad,
            })
            .collect(),
        piles: state.cards.seen(|zone| may_see(state, viewer, zone)),
        last: state.last.clone(),
    }
}

trait PileLen {
    fn pile_len(&self, zone: &Zone) -> usize;
}

impl PileLen for crate::pile::Piles<PlayingCard, Zone> {
    fn pile_len(&self, zone: &Zone) -> usize {
        use crate::pile::PileSet;
        self.pile(zone).len()
    }
}
