//! Tests of the match engine: the book's worked examples (named after their sections), typed
//! refusals that change nothing, fog of war, a whole seeded match, replay and undo.

mod abilities;
mod examples;
mod examples_permanents;
mod fog;
mod rules;
mod table_rules;
mod whole_match;

use super::super::board::{square, BoardTroop, Side};
use super::super::cards::starter::starter_set;
use super::super::cards::{
    Alignment, Card, CreatureKind, PieceType, Rarity, SpellCard, SpellCost, SpellType, TroopCard,
};
use super::super::keywords::TroopAbility;
use super::super::BookValue::Known;
use super::setup::BACK_RANK;
use super::{
    run, ArmySetup, CardId, Command, Event, MatchCard, MatchSetup, MatchState, Phase, Troop,
    TroopId,
};
use crate::grid::Square;
use crate::random::Rng;

use super::super::army::Mode;

pub(super) fn at(name: &str) -> Square {
    square(name).unwrap()
}

/// A troop card with every value the engine needs, as a GM enters it from the card.
pub(super) fn gm_troop(name: &str, piece: PieceType, att: u8, def: u8, power: u16) -> TroopCard {
    TroopCard {
        name: name.to_owned(),
        piece: Known(piece),
        race: Known("Human".to_owned()),
        class: Known("Warrior".to_owned()),
        creature: Known(CreatureKind::Humanoid),
        alignment: Known(Alignment::Neutral),
        att: Known(att),
        def: Known(def),
        power: Known(power),
        unique: Known(false),
        abilities: Vec::new(),
        abilities_complete: true,
        notes: Vec::new(),
        sources: Vec::new(),
    }
}

/// A starter troop completed by the GM: the book's values kept, the missing ones entered.
pub(super) fn completed(name: &str, piece: PieceType, att: u8, def: u8) -> TroopCard {
    let mut card = starter_set().troop(name).unwrap().clone();
    card.piece = Known(piece);
    card.att = Known(att);
    card.def = Known(def);
    if !card.power.is_known() {
        card.power = Known(10);
    }
    for field in [&mut card.race, &mut card.class] {
        if !field.is_known() {
            *field = Known("Human".to_owned());
        }
    }
    card.alignment = Known(card.alignment.get().unwrap_or(Alignment::Neutral));
    card.unique = Known(card.unique.get().unwrap_or(false));
    card.abilities_complete = true;
    card
}

/// A starter spell with the values the book leaves out entered by the GM.
pub(super) fn spell(name: &str) -> SpellCard {
    let mut card = starter_set().spell(name).unwrap().clone();
    if !card.cost.is_known() {
        card.cost = Known(SpellCost::Variable);
    }
    if !card.spell_type.is_known() {
        card.spell_type = Known(SpellType::FastCast);
    }
    if !card.rarity.is_known() {
        card.rarity = Known(Rarity::Common);
    }
    card
}

/// A GM-authored damage spell for filling decks, each name distinct.
pub(super) fn filler_spell(prefix: &str, index: usize) -> Card {
    let mut card = spell("Lightning Strike");
    card.name = format!("{prefix} Secret Bolt {index}");
    Card::Spell(card)
}

/// A whole army of GM cards named `prefix …`, power `power` per troop.
pub(super) fn army(prefix: &str, power: u16, deck: usize) -> ArmySetup {
    let back_rank = BACK_RANK
        .iter()
        .enumerate()
        .map(|(file, piece)| {
            gm_troop(
                &format!("{prefix} {} {file}", piece.name()),
                *piece,
                3,
                4,
                power,
            )
        })
        .collect();
    let pawns = (0..8)
        .map(|file| {
            gm_troop(
                &format!("{prefix} pawn {file}"),
                PieceType::Pawn,
                2,
                2,
                power,
            )
        })
        .collect();
    ArmySetup {
        back_rank,
        pawns,
        deck: (0..deck).map(|i| filler_spell(prefix, i)).collect(),
    }
}

pub(super) fn chaos_setup() -> MatchSetup {
    MatchSetup {
        armies: [army("North", 5, 12), army("South", 5, 12)],
        mode: Mode::Chaos,
        choices: Default::default(),
        spell_effects: Vec::new(),
    }
}

/// Decides and applies a command, panicking with the rule when refused.
pub(super) fn play(state: &mut MatchState, command: Command) -> Vec<Event> {
    let events = run::decide(state, &command, &mut Rng::from_seed(7))
        .unwrap_or_else(|e| panic!("{command:?} refused: {e}"));
    for event in &events {
        super::evolve::evolve(state, event);
    }
    events
}

/// A board with only the two kings (a1 and h8) and the given troops, `side` to act in its
/// main phase with plenty of mana.
pub(super) fn arena(
    side: Side,
    troops: Vec<(Side, TroopCard, &str)>,
) -> (MatchState, Vec<TroopId>) {
    let mut state = super::setup::begin(&chaos_setup(), &mut Rng::from_seed(1)).unwrap();
    state.board = super::super::board::empty_board();
    for troop in &mut state.troops {
        troop.square = None;
    }
    let mut kept = Vec::new();
    for (index, troop) in state.troops.iter().enumerate() {
        if troop.card.piece.get() == Some(PieceType::King) {
            kept.push((index, troop.side));
        }
    }
    for (index, side) in kept {
        let square = at(if side == Side::First { "a1" } else { "h8" });
        state.troops[index].square = Some(square);
        state
            .board
            .place(square, BoardTroop::new(side, PieceType::King))
            .unwrap();
    }
    let mut ids = Vec::new();
    for (owner, card, name) in troops {
        let square = at(name);
        let piece = card.piece.get().unwrap();
        state
            .board
            .place(
                square,
                BoardTroop {
                    moved: true,
                    ..BoardTroop::new(owner, piece)
                },
            )
            .unwrap();
        ids.push(state.troops.len() as TroopId);
        state.troops.push(Troop {
            side: owner,
            card,
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
    state.turn.side = side;
    state.turn.phase = Phase::Main;
    for player in &mut state.players {
        player.mana = 15;
        player.hand.clear();
    }
    (state, ids)
}

/// Puts a spell in `side`'s hand.
pub(super) fn give(state: &mut MatchState, side: Side, card: SpellCard) -> CardId {
    let id = state.cards.len() as CardId;
    state.cards.push(MatchCard {
        owner: side,
        card: Card::Spell(card),
    });
    state.player_mut(side).hand.push(id);
    id
}

/// The card with `keyword`'s X set (the GM entering a value the book leaves out).
pub(super) fn set_x(mut card: TroopCard, ability: TroopAbility) -> TroopCard {
    card.abilities.retain(|a| a.keyword != ability.keyword);
    card.abilities.push(ability);
    card
}
