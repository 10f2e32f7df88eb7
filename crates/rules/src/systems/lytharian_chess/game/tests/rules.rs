//! Setup, typed refusals that change nothing, promotion, winning, what is legal now.

use super::*;
use crate::encounter::{Battle, Legal};
use crate::systems::lytharian_chess::game::legal::{why_not, LytharianMatch};
use crate::systems::lytharian_chess::game::{MatchError, Target};

/// Decides `command`, which must be refused with an error matching `expected`; the state
/// must be unchanged.
fn refused(state: &MatchState, command: Command, expected: fn(&MatchError) -> bool) {
    let before = state.clone();
    match run::decide(state, &command, &mut Rng::from_seed(3)) {
        Ok(events) => panic!("{command:?} was accepted: {events:?}"),
        Err(error) => assert!(expected(&error), "{command:?} refused with {error:?}"),
    }
    assert_eq!(state, &before);
    assert!(why_not(state, &command).is_some());
}

#[test]
fn getting_started_army_power_score_the_weaker_army_goes_first_with_bonus_mana() {
    let mut setup = chaos_setup();
    setup.armies = [army("Strong", 6, 10), army("Weak", 5, 10)];
    // 16 × 6 = 96 against 16 × 5 = 80: 16 apart, so 4 bonus mana (16 / 5 rounded up).
    let state = super::super::setup::begin(&setup, &mut Rng::from_seed(5)).unwrap();
    assert_eq!(state.army_of, [1, 0], "the weaker army is the first player");
    assert_eq!(state.player(Side::First).mana, 5);
    assert_eq!(state.player(Side::Second).mana, 1);
    assert_eq!(state.player(Side::First).obelisk, 1);
    assert!(state
        .players
        .iter()
        .all(|p| p.hand.is_empty() && p.deck.len() == 10));
    // Board Setup: R N B Q K B N R, pawns in front, the second player's queen on d8.
    let name_at = |sq: &str| {
        state
            .troop(state.troop_at(at(sq)).unwrap())
            .card
            .name
            .clone()
    };
    assert_eq!(name_at("d1"), "Weak queen 3");
    assert_eq!(name_at("e1"), "Weak king 4");
    assert_eq!(name_at("d8"), "Strong queen 3");
    assert_eq!(name_at("a2"), "Weak pawn 0");
    assert_eq!(name_at("h7"), "Strong pawn 7");
    assert!(
        state.troops.iter().all(|t| !t.revealed),
        "every troop starts face down"
    );
}

#[test]
fn getting_started_a_troop_with_values_not_in_the_book_is_refused_not_guessed() {
    let mut setup = chaos_setup();
    setup.armies[0].pawns[3] = starter_set().troop("Slimeserpent Rider").unwrap().clone();
    let error = super::super::setup::begin(&setup, &mut Rng::from_seed(5)).unwrap_err();
    assert!(
        matches!(error, MatchError::UnknownValue { .. }),
        "{error:?}"
    );
    assert_eq!(error.rule().section, "Getting Started");
}

#[test]
fn board_setup_the_back_rank_order_is_checked() {
    let mut setup = chaos_setup();
    setup.armies[1].back_rank.swap(3, 4);
    let error = super::super::setup::begin(&setup, &mut Rng::from_seed(5)).unwrap_err();
    assert!(matches!(error, MatchError::BadSetup(_)), "{error:?}");
}

#[test]
fn phases_of_a_turn_illegal_commands_are_refused_with_their_rule_and_change_nothing() {
    let pawn = gm_troop("Pawn", PieceType::Pawn, 2, 2, 1);
    let hidden = gm_troop("Hidden", PieceType::Pawn, 2, 2, 1);
    let (mut state, ids) = arena(
        Side::First,
        vec![(Side::First, pawn, "c2"), (Side::Second, hidden, "f5")],
    );
    let strike = give(&mut state, Side::First, spell("Lightning Strike"));
    let theirs = give(&mut state, Side::Second, spell("Deathbolt"));
    // A card not in hand.
    refused(
        &state,
        Command::Cast {
            side: Side::First,
            card: theirs,
            x: 0,
            target: Target::Troop { troop: ids[0] },
        },
        |e| matches!(e, MatchError::NotInHand(_)),
    );
    // A hidden enemy may not be targeted.
    refused(
        &state,
        Command::Cast {
            side: Side::First,
            card: strike,
            x: 0,
            target: Target::Troop { troop: ids[1] },
        },
        |e| matches!(e, MatchError::BadTarget(_)),
    );
    // Not enough mana.
    state.player_mut(Side::First).mana = 0;
    refused(
        &state,
        Command::Cast {
            side: Side::First,
            card: strike,
            x: 0,
            target: Target::Troop { troop: ids[0] },
        },
        |e| matches!(e, MatchError::NotEnoughMana { cost: 1, have: 0 }),
    );
    // The turn may not end before the move.
    refused(&state, Command::EndTurn { side: Side::First }, |e| {
        matches!(e, MatchError::MustMove)
    });
    // Not the other player's turn.
    refused(
        &state,
        Command::Move {
            side: Side::Second,
            from: at("f5"),
            to: at("f4"),
        },
        |e| matches!(e, MatchError::NotYourTurn(_)),
    );
    // A pawn never moves backwards or sideways.
    refused(
        &state,
        Command::Move {
            side: Side::First,
            from: at("c2"),
            to: at("c1"),
        },
        |e| matches!(e, MatchError::IllegalMove(_)),
    );
    // Moving twice.
    play(
        &mut state,
        Command::Move {
            side: Side::First,
            from: at("c2"),
            to: at("c3"),
        },
    );
    refused(
        &state,
        Command::Move {
            side: Side::First,
            from: at("c3"),
            to: at("c4"),
        },
        |e| matches!(e, MatchError::AlreadyMoved),
    );
    // Attacking out of reach.
    refused(
        &state,
        Command::Attack {
            side: Side::First,
            attacker: ids[0],
            defender: ids[1],
        },
        |e| matches!(e, MatchError::IllegalAttack(_)),
    );
    play(&mut state, Command::EndTurn { side: Side::First });
    // A sorcery or channeled spell belongs to the main phase.
    let star = give(&mut state, Side::Second, spell("Healing Star"));
    refused(
        &state,
        Command::Cast {
            side: Side::Second,
            card: star,
            x: 0,
            target: Target::Troop { troop: ids[1] },
        },
        |e| matches!(e, MatchError::WrongTiming { .. }),
    );
}

#[test]
fn card_types_a_spell_whose_effect_the_book_does_not_give_waits_for_the_gm() {
    let (mut state, _) = arena(Side::First, vec![]);
    let geyser = give(&mut state, Side::First, spell("Power Geyser"));
    refused(
        &state,
        Command::Cast {
            side: Side::First,
            card: geyser,
            x: 0,
            target: Target::None,
        },
        |e| matches!(e, MatchError::EffectUnknown(_)),
    );
    // Entered by the GM as an enchant that stays, it takes an enchant space (LC-05b).
    state.spell_effects.push((
        "Power Geyser".to_owned(),
        super::super::SpellEffect::StaysInPlay,
    ));
    play(
        &mut state,
        Command::Cast {
            side: Side::First,
            card: geyser,
            x: 0,
            target: Target::None,
        },
    );
    play(&mut state, Command::Pass { side: Side::Second });
    play(&mut state, Command::Pass { side: Side::First });
    assert_eq!(state.player(Side::First).enchants, vec![geyser]);
    assert_eq!(state.player(Side::First).mana, 12);
}

#[test]
fn targeting_a_troop_in_the_castle_area_needs_a_friendly_troop_next_to_it() {
    let guard = gm_troop("Castle Guard", PieceType::Pawn, 1, 5, 1);
    let scout = gm_troop("Scout", PieceType::Pawn, 1, 5, 1);
    let (mut state, ids) = arena(
        Side::First,
        vec![(Side::Second, guard, "d8"), (Side::First, scout, "b4")],
    );
    state.troops[usize::from(ids[0])].revealed = true;
    let strike = give(&mut state, Side::First, spell("Lightning Strike"));
    let cast = Command::Cast {
        side: Side::First,
        card: strike,
        x: 0,
        target: Target::Troop { troop: ids[0] },
    };
    refused(&state, cast.clone(), |e| {
        matches!(e, MatchError::BadTarget(_))
    });
    // With a friendly troop next to it, it may be targeted.
    let placed = state.board.remove(at("b4")).unwrap();
    state.board.place(at("c7"), placed).unwrap();
    state.troops[usize::from(ids[1])].square = Some(at("c7"));
    assert_eq!(why_not(&state, &cast), None);
}

#[test]
fn troop_movement_pawn_promotion_into_a_copy_of_a_friendly_troop() {
    let pawn = gm_troop("Brave Pawn", PieceType::Pawn, 1, 2, 1);
    let rook = gm_troop("Great Rook", PieceType::Rook, 6, 7, 12);
    let (mut state, ids) = arena(
        Side::First,
        vec![(Side::First, pawn, "b7"), (Side::First, rook, "g2")],
    );
    state.troops[usize::from(ids[0])].damage = 1;
    play(
        &mut state,
        Command::Move {
            side: Side::First,
            from: at("b7"),
            to: at("b8"),
        },
    );
    assert_eq!(state.promotion, Some(ids[0]));
    refused(&state, Command::EndTurn { side: Side::First }, |e| {
        matches!(e, MatchError::PromotionPending)
    });
    let king = state.troop_at(at("a1")).unwrap();
    refused(
        &state,
        Command::Promote {
            side: Side::First,
            into: king,
        },
        |e| matches!(e, MatchError::BadPromotion(_)),
    );
    play(
        &mut state,
        Command::Promote {
            side: Side::First,
            into: ids[1],
        },
    );
    let promoted = state.troop(ids[0]);
    assert_eq!(promoted.card.name, "Great Rook");
    assert_eq!(promoted.promoted_from.as_deref(), Some("Brave Pawn"));
    assert_eq!(promoted.damage, 0);
    assert!(promoted.revealed);
    assert_eq!(state.board.at(at("b8")).unwrap().piece, PieceType::Rook);
}

#[test]
fn play_overview_and_winning_the_enemy_king_is_defeated() {
    let queen = gm_troop("Queen of Blades", PieceType::Queen, 9, 9, 20);
    let (mut state, ids) = arena(Side::First, vec![(Side::First, queen, "g7")]);
    let king = state.troop_at(at("h8")).unwrap();
    play(
        &mut state,
        Command::Attack {
            side: Side::First,
            attacker: ids[0],
            defender: king,
        },
    );
    play(&mut state, Command::Pass { side: Side::Second });
    play(&mut state, Command::Pass { side: Side::First });
    assert!(matches!(
        &state.outcome,
        Some(super::super::Outcome::Won {
            winner: Side::First,
            ..
        })
    ));
    refused(&state, Command::EndTurn { side: Side::First }, |e| {
        matches!(e, MatchError::MatchOver)
    });
}

#[test]
fn legal_offers_only_what_decide_accepts_and_withholds_with_the_same_reason() {
    let state = super::super::setup::begin(&chaos_setup(), &mut Rng::from_seed(9)).unwrap();
    let mut state = state;
    play(&mut state, Command::EndEffects { side: Side::First });
    let now = LytharianMatch::legal(&state);
    assert!(now.offered.iter().any(|o| o.kind == "move"));
    assert!(now.withheld.iter().any(|w| w.kind == "end_turn"));
    for offered in &now.offered {
        assert!(
            LytharianMatch::decide(&state, &offered.command, &mut Rng::from_seed(1)).is_ok(),
            "{:?}",
            offered.command
        );
    }
    for withheld in &now.withheld {
        let refused = LytharianMatch::decide(&state, &withheld.command, &mut Rng::from_seed(1));
        assert_eq!(refused.unwrap_err(), withheld.reason);
    }
}

#[test]
fn phases_of_a_turn_mana_phase_the_obelisk_and_charging_at_15() {
    let mut state = super::super::setup::begin(&chaos_setup(), &mut Rng::from_seed(9)).unwrap();
    state.player_mut(Side::First).mana = 14;
    state.player_mut(Side::First).obelisk = 3;
    // Charging waits for 15.
    refused(&state, Command::ChargeObelisk { side: Side::First }, |e| {
        matches!(e, MatchError::CannotCharge(_))
    });
    let events = play(&mut state, Command::EndEffects { side: Side::First });
    assert!(events.contains(&Event::ManaGained {
        side: Side::First,
        gained: 1,
        lost: 2
    }));
    assert_eq!(
        state.player(Side::First).mana,
        15,
        "the counter stops at 15"
    );
    play(&mut state, Command::ChargeObelisk { side: Side::First });
    assert_eq!(
        (
            state.player(Side::First).mana,
            state.player(Side::First).obelisk
        ),
        (1, 4)
    );
    state.player_mut(Side::First).mana = 15;
    state.player_mut(Side::First).obelisk = 6;
    refused(&state, Command::ChargeObelisk { side: Side::First }, |e| {
        matches!(e, MatchError::CannotCharge(_))
    });
}

#[test]
fn phases_of_a_turn_draw_phase_with_10_cards_keep_them_or_discard_to_9_and_draw() {
    let mut state = super::super::setup::begin(&chaos_setup(), &mut Rng::from_seed(9)).unwrap();
    // Fewer than 10: one card is drawn and the main phase begins.
    play(&mut state, Command::EndEffects { side: Side::First });
    assert_eq!(state.player(Side::First).hand.len(), 1);
    assert_eq!(state.turn.phase, Phase::Main);
    // Ten in hand: the draw waits for the player's choice.
    let mut full = super::super::setup::begin(&chaos_setup(), &mut Rng::from_seed(9)).unwrap();
    for _ in 0..10 {
        let card = full.players[0].deck.pop().unwrap();
        full.players[0].hand.push(card);
    }
    play(&mut full, Command::EndEffects { side: Side::First });
    assert_eq!(full.turn.phase, Phase::DrawChoice);
    refused(
        &full,
        Command::Move {
            side: Side::First,
            from: at("a2"),
            to: at("a3"),
        },
        |e| matches!(e, MatchError::WrongPhase { .. }),
    );
    let hand = full.player(Side::First).hand.clone();
    refused(
        &full,
        Command::DiscardAndDraw {
            side: Side::First,
            cards: hand[..2].to_vec(),
        },
        |e| matches!(e, MatchError::BadDraw(_)),
    );
    let mut kept = full.clone();
    play(&mut kept, Command::KeepHand { side: Side::First });
    assert_eq!(kept.player(Side::First).hand.len(), 10);
    assert_eq!(kept.turn.phase, Phase::Main);
    play(
        &mut full,
        Command::DiscardAndDraw {
            side: Side::First,
            cards: vec![hand[0]],
        },
    );
    assert_eq!(full.player(Side::First).hand.len(), 10);
    assert_eq!(full.player(Side::First).nether, vec![hand[0]]);
}

#[test]
fn main_phase_casting_sorcery_movement_the_stoneguard_moves_and_attacks_as_a_bishop() {
    let mut stoneguard = completed("Stoneborn Stoneguard", PieceType::Pawn, 6, 8);
    stoneguard.piece = Known(PieceType::Pawn);
    let mut khirha = completed("Defendermage Khirha", PieceType::Pawn, 7, 8);
    khirha.piece = Known(PieceType::Pawn);
    let (mut state, ids) = arena(
        Side::First,
        vec![
            (Side::First, stoneguard, "c2"),
            (Side::Second, khirha, "f5"),
        ],
    );
    let bishop = give(&mut state, Side::First, spell("Movement of the Bishop"));
    // A pawn cannot go diagonally...
    refused(
        &state,
        Command::Move {
            side: Side::First,
            from: at("c2"),
            to: at("e4"),
        },
        |e| matches!(e, MatchError::IllegalMove(_)),
    );
    play(
        &mut state,
        Command::Cast {
            side: Side::First,
            card: bishop,
            x: 0,
            target: Target::Troop { troop: ids[0] },
        },
    );
    play(&mut state, Command::Pass { side: Side::Second });
    play(&mut state, Command::Pass { side: Side::First });
    assert_eq!(state.player(Side::First).nether, vec![bishop]);
    // ...but this turn it moves and attacks like a bishop.
    play(
        &mut state,
        Command::Move {
            side: Side::First,
            from: at("c2"),
            to: at("e4"),
        },
    );
    play(
        &mut state,
        Command::Attack {
            side: Side::First,
            attacker: ids[0],
            defender: ids[1],
        },
    );
    play(&mut state, Command::Pass { side: Side::Second });
    play(&mut state, Command::Pass { side: Side::First });
    // Khirha: 6 - Brace 1 = 5; the Stoneguard: 7 - Resist All 1 = 6 (digest LC-09b).
    assert_eq!(state.troop(ids[1]).damage, 5);
    assert_eq!(state.troop(ids[0]).damage, 6);
    assert_eq!(
        state.troop(ids[0]).square,
        Some(at("e4")),
        "a failed attack stays put"
    );
}
