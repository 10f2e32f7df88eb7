//! The opening position («Board Setup»): who goes first and the weaker army's bonus mana
//! («Getting Started» › Army Power Score), both back ranks, the pawns, shuffled decks, mana on
//! 1, obelisks on 1, empty hands, every troop face down («Fog of War»).

use super::super::army::Game;
use super::super::army::{army_power, check_army, check_deck_at_table, first_player, FirstPlayer};
use super::super::board::{empty_board, BoardTroop, Side};
use super::super::cards::{Card, DeckCard, PieceType, TroopCard};
use super::super::table_rules::match_rules;
use super::super::BookValue;
use super::{
    ArmySetup, CardId, MatchCard, MatchError, MatchSetup, MatchState, Phase, Player, Troop, Turn,
};
use crate::grid::Square;
use crate::random::Rng;

/// The back rank from file a to h («Board Setup»).
pub const BACK_RANK: [PieceType; 8] = [
    PieceType::Rook,
    PieceType::Knight,
    PieceType::Bishop,
    PieceType::Queen,
    PieceType::King,
    PieceType::Bishop,
    PieceType::Knight,
    PieceType::Rook,
];

/// Refuses a troop with a value play needs that the book does not give (and the GM has not
/// entered): the engine never fills one in.
pub fn check_playable(card: &TroopCard) -> Result<(), MatchError> {
    let unknown = |field| MatchError::UnknownValue {
        card: card.name.clone(),
        field,
    };
    if !card.piece.is_known() {
        return Err(unknown("piece"));
    }
    if !card.att.is_known() {
        return Err(unknown("Att"));
    }
    if !card.def.is_known() {
        return Err(unknown("Def"));
    }
    if !card.power.is_known() {
        return Err(unknown("power score"));
    }
    if !card.abilities_complete {
        return Err(unknown("full list of abilities"));
    }
    for ability in &card.abilities {
        if matches!(ability.x, Some(BookValue::Unknown)) {
            return Err(unknown("ability's X"));
        }
    }
    Ok(())
}

fn check_order(index: usize, army: &ArmySetup) -> Result<(), MatchError> {
    if army.back_rank.len() != 8 || army.pawns.len() != 8 {
        return Err(MatchError::BadSetup(format!(
            "The {} army needs 8 troops on its back rank and 8 pawns.",
            if index == 0 { "first" } else { "second" }
        )));
    }
    for card in army.back_rank.iter().chain(&army.pawns) {
        check_playable(card)?;
    }
    for (card, wanted) in army.back_rank.iter().zip(BACK_RANK) {
        if card.piece.get() != Some(wanted) {
            return Err(MatchError::BadSetup(format!(
                "{} is not a {}: the back rank is rook, knight, bishop, queen, king, bishop, \
                 knight, rook from left to right.",
                card.name,
                wanted.name()
            )));
        }
    }
    if let Some(card) = army
        .pawns
        .iter()
        .find(|card| card.piece.get() != Some(PieceType::Pawn))
    {
        return Err(MatchError::BadSetup(format!(
            "{} is not a pawn: the row in front of the back rank holds the 8 pawns.",
            card.name
        )));
    }
    Ok(())
}

fn check_legal(index: usize, army: &ArmySetup, setup: &MatchSetup) -> Result<u32, MatchError> {
    let troops: Vec<&TroopCard> = army.back_rank.iter().chain(&army.pawns).collect();
    check_army(setup.mode, Game::Full, &troops).map_err(|e| MatchError::army(index, &e))?;
    let deck: Vec<DeckCard<'_>> = army
        .deck
        .iter()
        .filter_map(|card| match card {
            Card::Spell(spell) => Some(DeckCard::Spell(spell)),
            Card::Equipment(item) => Some(DeckCard::Equipment(item)),
            Card::Troop(_) => None,
        })
        .collect();
    if deck.len() != army.deck.len() {
        return Err(MatchError::BadSetup(
            "A deck holds spells and equipment only; troops stand on the board.".to_owned(),
        ));
    }
    check_deck_at_table(setup.mode, Game::Full, &troops, &deck, &setup.choices, &[])
        .map_err(|e| MatchError::army(index, &e))?;
    army_power(&troops).map_err(|e| MatchError::army(index, &[e]))
}

/// The starting state: `rng` rolls off equal power scores and shuffles both decks.
pub fn begin(setup: &MatchSetup, rng: &mut Rng) -> Result<MatchState, MatchError> {
    let mut powers = [0u32; 2];
    for (index, army) in setup.armies.iter().enumerate() {
        check_order(index, army)?;
        powers[index] = check_legal(index, army, setup)?;
    }
    // The lower score goes first with a mana bonus; equal scores roll a D6 each, again on a tie.
    let (first_army, bonus) = match first_player(powers) {
        FirstPlayer::LowerScore { army, bonus_mana } => (usize::from(army), bonus_mana),
        FirstPlayer::RollOff => loop {
            let (a, b) = (rng.roll(6), rng.roll(6));
            if a != b {
                break (if a > b { 0 } else { 1 }, 0);
            }
        },
    };
    let army_of = [first_army, 1 - first_army];
    let mut state = MatchState {
        troops: Vec::with_capacity(32),
        cards: Vec::new(),
        players: [empty_player(), empty_player()],
        board: empty_board(),
        turn: Turn {
            side: Side::First,
            number: 1,
            phase: Phase::Effects,
            moved: None,
            attacked: false,
            main_used: Vec::new(),
            abilities_used: Vec::new(),
            attacker: None,
            moves_as: Vec::new(),
        },
        stack: Vec::new(),
        priority: None,
        passes: 0,
        combat: None,
        promotion: None,
        outcome: None,
        choices: setup.choices.clone(),
        spell_effects: setup.spell_effects.clone(),
        army_of: [army_of[0] as u8, army_of[1] as u8],
    };
    for side in [Side::First, Side::Second] {
        let army = &setup.armies[army_of[super::side_index(side)]];
        let pawn_row = side.back_row() + if side == Side::First { -1 } else { 1 };
        for (row, cards) in [(side.back_row(), &army.back_rank), (pawn_row, &army.pawns)] {
            for (x, card) in (0i16..).zip(cards.iter()) {
                let square = Square::new(x, row);
                let piece = card.piece.get().expect("checked playable");
                state
                    .board
                    .place(square, BoardTroop::new(side, piece))
                    .expect("the starting squares are distinct");
                state.troops.push(Troop {
                    side,
                    card: card.clone(),
                    square: Some(square),
                    revealed: false,
                    damage: 0,
                    grown: 0,
                    weapon: None,
                    armor: None,
                    aura: None,
                    curse: None,
                    prevention: 0,
                    promoted_from: None,
                });
            }
        }
        let mut deck: Vec<CardId> = Vec::with_capacity(army.deck.len());
        for card in &army.deck {
            deck.push(CardId::try_from(state.cards.len()).expect("fewer than 65536 cards"));
            state.cards.push(MatchCard {
                owner: side,
                card: card.clone(),
            });
        }
        rng.shuffle(&mut deck);
        let player = state.player_mut(side);
        player.deck = deck;
        player.army_power = powers[army_of[super::side_index(side)]];
    }
    // The book sets the counter on 1 and gives the weaker army bonus mana without saying
    // where it goes: the table rule says (on top of the 1, or in its place), up to the cap.
    let rules = match_rules(&setup.choices);
    let start = if rules.bonus_replaces_counter && bonus > 0 {
        bonus
    } else {
        1 + bonus
    };
    let first = state.player_mut(Side::First);
    first.mana = start.min(u32::from(rules.mana_cap)) as u8;
    Ok(state)
}

fn empty_player() -> Player {
    Player {
        deck: Vec::new(),
        hand: Vec::new(),
        nether: Vec::new(),
        crypt: Vec::new(),
        enchants: Vec::new(),
        mana: 1,
        obelisk: 1,
        pool: 0,
        harnessed: false,
        killed_power: 0,
        army_power: 0,
    }
}
