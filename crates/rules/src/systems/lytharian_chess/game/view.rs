//! What each side may see («Fog of War», «Discarding»): its own hand and troops; of the other
//! side only face-up troops by name, face-down ones by side and piece (which the setup and
//! movement show anyway), the size of the hand, never a deck's order. Crypts, nethers,
//! enchants and the stack are face up for both.

use serde::Serialize;

use super::super::board::Side;
use super::super::cards::PieceType;
use super::describe::viewer_side;
use super::{side_index, CardId, MatchState, Outcome, Phase, Target, TroopId};
use crate::encounter::Viewer;
use crate::grid::Square;

/// A card as a viewer may see it.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianShownCard"),
    schemars(rename = "LytharianShownCard")
)]
#[serde(rename_all = "camelCase")]
pub struct CardView {
    /// Its id.
    pub id: CardId,
    /// Its name.
    pub name: String,
}

/// A troop on the board as a viewer may see it.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianTroopView"),
    schemars(rename = "LytharianTroopView")
)]
#[serde(rename_all = "camelCase")]
pub struct TroopView {
    /// Its id.
    pub id: TroopId,
    /// Whose.
    pub side: Side,
    /// Where.
    pub square: Square,
    /// The piece it stands for.
    pub piece: PieceType,
    /// Face up.
    pub revealed: bool,
    /// Its card's name, Att, Def and damage, when the viewer may know them.
    pub known: Option<KnownTroop>,
}

/// What a viewer knows of a troop whose card they may see.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianKnownTroop"),
    schemars(rename = "LytharianKnownTroop")
)]
#[serde(rename_all = "camelCase")]
pub struct KnownTroop {
    /// The card's name.
    pub name: String,
    /// Adjusted Att.
    pub att: i32,
    /// Adjusted Def.
    pub def: i32,
    /// Damage on it.
    pub damage: u8,
}

/// A player's side as a viewer may see it.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianPlayerView"),
    schemars(rename = "LytharianPlayerView")
)]
#[serde(rename_all = "camelCase")]
pub struct PlayerView {
    /// Mana on the counter.
    pub mana: u8,
    /// The obelisk.
    pub obelisk: u8,
    /// Cards in hand.
    pub hand_size: usize,
    /// The hand itself, for its own player (and the GM).
    pub hand: Option<Vec<CardView>>,
    /// Cards left in the deck (never their order).
    pub deck_size: usize,
    /// The nether, face up.
    pub nether: Vec<CardView>,
    /// The crypt, face up: the troops' card names.
    pub crypt: Vec<String>,
    /// Enchants in play.
    pub enchants: Vec<CardView>,
}

/// A spell on the stack.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianStackView"),
    schemars(rename = "LytharianStackView")
)]
#[serde(rename_all = "camelCase")]
pub struct StackView {
    /// The card.
    pub card: CardView,
    /// Who cast it.
    pub caster: Side,
    /// Its target.
    pub target: Target,
}

/// The match as one viewer may see it.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianMatchView"),
    schemars(rename = "LytharianMatchView")
)]
#[serde(rename_all = "camelCase")]
pub struct MatchView {
    /// Whose view (`None`: the GM's, everything).
    pub viewer: Option<Side>,
    /// Whose turn.
    pub turn: Side,
    /// Turns begun.
    pub turn_number: u16,
    /// The phase.
    pub phase: Phase,
    /// The troops on the board.
    pub troops: Vec<TroopView>,
    /// The two players.
    pub players: Vec<PlayerView>,
    /// The stack, the last cast last.
    pub stack: Vec<StackView>,
    /// Who has priority.
    pub priority: Option<Side>,
    /// How it ended.
    pub outcome: Option<Outcome>,
}

fn card_view(state: &MatchState, id: CardId) -> CardView {
    CardView {
        id,
        name: state.card_name(id).to_owned(),
    }
}

/// What `viewer` may see of `state`.
pub fn view(state: &MatchState, viewer: Viewer) -> MatchView {
    let side = viewer_side(viewer);
    let mut troops = Vec::with_capacity(32);
    for (index, troop) in state.troops.iter().enumerate() {
        let Some(square) = troop.square else { continue };
        let id = TroopId::try_from(index).unwrap_or(TroopId::MAX);
        let sees = side.is_none() || side == Some(troop.side) || troop.revealed;
        troops.push(TroopView {
            id,
            side: troop.side,
            square,
            piece: state.board.at(square).map_or(PieceType::Pawn, |t| t.piece),
            revealed: troop.revealed,
            known: sees.then(|| KnownTroop {
                name: troop.card.name.clone(),
                att: super::combat::att(state, id),
                def: super::combat::def(state, id),
                damage: troop.damage,
            }),
        });
    }
    let players = [Side::First, Side::Second]
        .into_iter()
        .map(|owner| {
            let player = &state.players[side_index(owner)];
            let own = side.is_none() || side == Some(owner);
            PlayerView {
                mana: player.mana,
                obelisk: player.obelisk,
                hand_size: player.hand.len(),
                hand: own.then(|| player.hand.iter().map(|c| card_view(state, *c)).collect()),
                deck_size: player.deck.len(),
                nether: player.nether.iter().map(|c| card_view(state, *c)).collect(),
                crypt: player
                    .crypt
                    .iter()
                    .map(|t| state.troop(*t).card.name.clone())
                    .collect(),
                enchants: player
                    .enchants
                    .iter()
                    .map(|c| card_view(state, *c))
                    .collect(),
            }
        })
        .collect();
    MatchView {
        viewer: side,
        turn: state.turn.side,
        turn_number: state.turn.number,
        phase: state.turn.phase,
        troops,
        players,
        stack: state
            .stack
            .iter()
            .map(|item| StackView {
                card: card_view(state, item.card),
                caster: item.caster,
                target: item.target,
            })
            .collect(),
        priority: state.priority,
        outcome: state.outcome.clone(),
    }
}
