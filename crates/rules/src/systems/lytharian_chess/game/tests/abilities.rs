//! `Effect:` and `Main:` abilities, and the scout («Phases of a Turn», «Scout Ability»).

use super::*;
use crate::systems::lytharian_chess::game::MatchError;
use crate::systems::lytharian_chess::keywords::Keyword as K;

fn use_ability(side: Side, troop: TroopId, ability: u8, target: Option<TroopId>) -> Command {
    Command::UseAbility {
        side,
        troop,
        ability,
        target,
    }
}

fn refused(state: &MatchState, command: Command) -> MatchError {
    let before = state.clone();
    let error = run::decide(state, &command, &mut Rng::from_seed(2)).unwrap_err();
    assert_eq!(state, &before);
    error
}

#[test]
fn phases_of_a_turn_effects_phase_abilities_need_a_reveal_and_trigger_once() {
    let mut burner = gm_troop("Ember Adept", PieceType::Bishop, 2, 4, 5);
    burner.abilities = vec![
        TroopAbility::with_x(K::Burn, 2),
        TroopAbility::with_x(K::PowerUp, 1),
    ];
    let mut healer = gm_troop("Field Medic", PieceType::Pawn, 1, 3, 3);
    healer.abilities = vec![TroopAbility::with_x(K::Healer, 1)];
    let hurt = gm_troop("Hurt Pikeman", PieceType::Pawn, 2, 4, 3);
    let foe = gm_troop("Foe", PieceType::Rook, 3, 5, 5);
    let (mut state, ids) = arena(
        Side::First,
        vec![
            (Side::First, burner, "c3"),
            (Side::First, healer, "f3"),
            (Side::First, hurt, "g3"),
            (Side::Second, foe, "c6"),
        ],
    );
    state.turn.phase = Phase::Effects;
    state.troops[usize::from(ids[2])].damage = 2;
    state.troops[usize::from(ids[3])].revealed = true;
    state.player_mut(Side::First).mana = 4;
    // Burn needs its troop revealed; Healer does not.
    let burn = use_ability(Side::First, ids[0], 0, Some(ids[3]));
    assert!(matches!(
        refused(&state, burn.clone()),
        MatchError::BadAbility(_)
    ));
    play(
        &mut state,
        use_ability(Side::First, ids[1], 0, Some(ids[2])),
    );
    assert_eq!(state.troop(ids[2]).damage, 1);
    assert!(!state.troop(ids[1]).revealed);
    play(
        &mut state,
        Command::Reveal {
            side: Side::First,
            troop: ids[0],
        },
    );
    play(&mut state, burn.clone());
    assert_eq!(state.troop(ids[3]).damage, 2);
    // Each once per phase.
    assert!(matches!(refused(&state, burn), MatchError::BadAbility(_)));
    play(&mut state, use_ability(Side::First, ids[0], 1, None));
    assert_eq!(state.player(Side::First).mana, 5, "Power Up 1");
    // Not in the main phase.
    play(&mut state, Command::EndEffects { side: Side::First });
    let later = use_ability(Side::First, ids[1], 0, Some(ids[2]));
    assert!(matches!(
        refused(&state, later),
        MatchError::WrongPhase { .. }
    ));
}

#[test]
fn phases_of_a_turn_main_phase_a_troop_attacks_or_uses_its_main_ability_not_both() {
    let mut mage = gm_troop("Bolt Mage", PieceType::Queen, 2, 5, 9);
    mage.abilities = vec![TroopAbility::with_x(K::ArcaneBolt, 2)];
    let foe = gm_troop("Foe", PieceType::Rook, 3, 5, 5);
    let (mut state, ids) = arena(
        Side::First,
        vec![(Side::First, mage, "d4"), (Side::Second, foe, "d5")],
    );
    state.troops[usize::from(ids[0])].revealed = true;
    // Only a revealed enemy is a target.
    let bolt = use_ability(Side::First, ids[0], 0, Some(ids[1]));
    assert!(matches!(
        refused(&state, bolt.clone()),
        MatchError::BadTarget(_)
    ));
    state.troops[usize::from(ids[1])].revealed = true;
    play(&mut state, bolt);
    assert_eq!(state.troop(ids[1]).damage, 2);
    let attack = Command::Attack {
        side: Side::First,
        attacker: ids[0],
        defender: ids[1],
    };
    assert!(matches!(
        refused(&state, attack),
        MatchError::IllegalAttack(_)
    ));
}

#[test]
fn scout_ability_a_scout_that_finishes_its_move_reveals_the_enemies_next_to_it() {
    let mut scout = gm_troop("Pathfinder", PieceType::Rook, 1, 3, 4);
    scout.abilities = vec![TroopAbility::plain(K::Scout)];
    let lurker = gm_troop("Lurker", PieceType::Pawn, 2, 2, 2);
    let walker = gm_troop("Walker", PieceType::Pawn, 2, 2, 2);
    let (mut state, ids) = arena(
        Side::First,
        vec![
            (Side::First, scout, "c2"),
            (Side::Second, lurker, "d6"),
            (Side::Second, walker, "f4"),
        ],
    );
    play(
        &mut state,
        Command::Move {
            side: Side::First,
            from: at("c2"),
            to: at("c6"),
        },
    );
    assert!(
        state.troop(ids[1]).revealed,
        "the scout sees the lurker next to it"
    );
    assert!(
        !state.troop(ids[0]).revealed,
        "the scout itself stays face down"
    );
    assert!(!state.troop(ids[2]).revealed);
    play(&mut state, Command::EndTurn { side: Side::First });
    state.turn.phase = Phase::Main;
    // An enemy that ends its move next to the scout is revealed.
    let placed = state.board.remove(at("f4")).unwrap();
    state.board.place(at("c4"), placed).unwrap();
    state.troops[usize::from(ids[2])].square = Some(at("c4"));
    play(
        &mut state,
        Command::Move {
            side: Side::Second,
            from: at("c4"),
            to: at("c3"),
        },
    );
    assert!(!state.troop(ids[2]).revealed, "c3 is not next to c6");
    state.turn.moved = None;
    let placed = state.board.remove(at("c3")).unwrap();
    state.board.place(at("b8"), placed).unwrap();
    state.troops[usize::from(ids[2])].square = Some(at("b8"));
    play(
        &mut state,
        Command::Move {
            side: Side::Second,
            from: at("b8"),
            to: at("b7"),
        },
    );
    assert!(
        state.troop(ids[2]).revealed,
        "b7 is next to the scout on c6"
    );
}
