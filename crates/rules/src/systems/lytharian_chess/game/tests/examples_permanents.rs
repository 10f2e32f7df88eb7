//! The book's examples of spells that stay: auras, curses and enchants.

use super::*;
use crate::systems::lytharian_chess::game::{MatchError, SpellEffect, Target};

fn both_pass(state: &mut MatchState, first: Side) {
    play(state, Command::Pass { side: first });
    play(
        state,
        Command::Pass {
            side: first.other(),
        },
    );
}

#[test]
fn main_phase_casting_aura_curse_non_damaging_spell_removal() {
    let keero = completed("Den Guard Keero", PieceType::Pawn, 2, 4);
    let (mut state, ids) = arena(Side::First, vec![(Side::Second, keero, "c6")]);
    // The book gives neither card's effect: the GM enters them as spells that stay.
    for name in ["Tripping Vines", "Ice Barrier"] {
        state
            .spell_effects
            .push((name.to_owned(), SpellEffect::StaysInPlay));
    }
    let keero_target = Target::Troop { troop: ids[0] };
    let vines = give(&mut state, Side::First, spell("Tripping Vines"));
    // A curse may go on a face-down troop.
    play(
        &mut state,
        Command::Cast {
            side: Side::First,
            card: vines,
            x: 0,
            target: keero_target,
        },
    );
    both_pass(&mut state, Side::Second);
    assert_eq!(state.troop(ids[0]).curse, Some(vines));
    state.turn.side = Side::Second;
    let purge = give(&mut state, Side::Second, spell("Spell Purge"));
    let barrier = give(&mut state, Side::Second, spell("Ice Barrier"));
    play(
        &mut state,
        Command::Cast {
            side: Side::Second,
            card: purge,
            x: 0,
            target: Target::Spell { card: vines },
        },
    );
    both_pass(&mut state, Side::First);
    play(
        &mut state,
        Command::Cast {
            side: Side::Second,
            card: barrier,
            x: 0,
            target: keero_target,
        },
    );
    both_pass(&mut state, Side::First);
    let keero = state.troop(ids[0]);
    assert_eq!((keero.curse, keero.aura), (None, Some(barrier)));
    assert_eq!(state.player(Side::First).nether, vec![vines]);
    assert_eq!(state.player(Side::Second).nether, vec![purge]);
    assert_eq!(state.player(Side::Second).mana, 15 - 4);
}

#[test]
fn main_phase_casting_curse_damage_smoldering_flames_reveals_the_pawn_that_moves_two() {
    let captain = completed("Kevetni Captain", PieceType::Pawn, 3, 5);
    let (mut state, ids) = arena(Side::First, vec![(Side::Second, captain, "c7")]);
    let pawn = state.board.remove(at("c7")).unwrap();
    state
        .board
        .place(
            at("c7"),
            BoardTroop {
                moved: false,
                ..pawn
            },
        )
        .unwrap();
    let flames = give(&mut state, Side::First, spell("Smoldering Flames"));
    play(
        &mut state,
        Command::Cast {
            side: Side::First,
            card: flames,
            x: 0,
            target: Target::Troop { troop: ids[0] },
        },
    );
    both_pass(&mut state, Side::Second);
    assert!(
        !state.troop(ids[0]).revealed,
        "the curse alone does not reveal it"
    );
    state.turn.side = Side::Second;
    let events = play(
        &mut state,
        Command::Move {
            side: Side::Second,
            from: at("c7"),
            to: at("c5"),
        },
    );
    assert!(events.iter().any(|e| matches!(e, Event::Revealed { .. })));
    assert_eq!(
        state.troop(ids[0]).damage,
        2,
        "1 Fire damage for each of the 2 squares"
    );
    assert!(state.troop(ids[0]).revealed);
}

#[test]
fn main_phase_casting_enchant_spells_three_spaces_one_of_each() {
    let good = {
        let mut card = gm_troop("Bright Knight", PieceType::Knight, 4, 4, 8);
        card.alignment = Known(Alignment::Good);
        card
    };
    let (mut state, ids) = arena(Side::First, vec![(Side::First, good, "c3")]);
    state.player_mut(Side::First).mana = 9;
    // Wild Energy Currents' timing is not in the book: entered by the GM as a spell that stays.
    state
        .spell_effects
        .push(("Wild Energy Currents".to_owned(), SpellEffect::StaysInPlay));
    let currents = give(&mut state, Side::First, spell("Wild Energy Currents"));
    let sun = give(&mut state, Side::First, spell("Blazing Sun"));
    let second_sun = give(&mut state, Side::First, spell("Blazing Sun"));
    play(
        &mut state,
        Command::Cast {
            side: Side::First,
            card: currents,
            x: 0,
            target: Target::None,
        },
    );
    both_pass(&mut state, Side::Second);
    play(
        &mut state,
        Command::Cast {
            side: Side::First,
            card: sun,
            x: 0,
            target: Target::None,
        },
    );
    both_pass(&mut state, Side::Second);
    assert_eq!(state.player(Side::First).mana, 3);
    assert_eq!(state.player(Side::First).enchants, vec![currents, sun]);
    assert_eq!(
        super::super::combat::att(&state, ids[0]),
        5,
        "Blazing Sun: +1 Att to good troops"
    );
    assert_eq!(super::super::combat::def(&state, ids[0]), 5);
    let again = run::decide(
        &state,
        &Command::Cast {
            side: Side::First,
            card: second_sun,
            x: 0,
            target: Target::None,
        },
        &mut Rng::from_seed(1),
    );
    assert!(
        matches!(again, Err(MatchError::BadTarget(_))),
        "one of each name"
    );
    // A third fills the spaces; a fourth must name the one it replaces.
    state.player_mut(Side::First).mana = 15;
    for name in ["Power Geyser", "Volcanic Eruptions"] {
        state
            .spell_effects
            .push((name.to_owned(), SpellEffect::StaysInPlay));
    }
    let geyser = give(&mut state, Side::First, spell("Power Geyser"));
    play(
        &mut state,
        Command::Cast {
            side: Side::First,
            card: geyser,
            x: 0,
            target: Target::None,
        },
    );
    both_pass(&mut state, Side::Second);
    let mut eruptions = spell("Volcanic Eruptions");
    eruptions.cost = Known(SpellCost::Fixed { mana: 2 });
    let eruptions = give(&mut state, Side::First, eruptions);
    let full = run::decide(
        &state,
        &Command::Cast {
            side: Side::First,
            card: eruptions,
            x: 0,
            target: Target::None,
        },
        &mut Rng::from_seed(1),
    );
    assert!(matches!(full, Err(MatchError::BadTarget(_))), "{full:?}");
    play(
        &mut state,
        Command::Cast {
            side: Side::First,
            card: eruptions,
            x: 0,
            target: Target::Spell { card: currents },
        },
    );
    both_pass(&mut state, Side::Second);
    assert_eq!(
        state.player(Side::First).enchants,
        vec![sun, geyser, eruptions]
    );
    assert_eq!(state.player(Side::First).nether, vec![currents]);
}
