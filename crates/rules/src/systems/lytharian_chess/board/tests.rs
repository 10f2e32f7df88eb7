//! Move generation: fixed positions counted by hand, perft on the opening position, and a
//! plain reference generator it must agree with on random positions.

use proptest::prelude::*;

use super::*;
use crate::grid::Square;
use crate::systems::lytharian_chess::table_rules::{BoardRules, KnightAttacks};

fn at(name: &str) -> Square {
    square(name).unwrap_or_else(|| panic!("{name} is on the board"))
}

fn board_with(troops: &[(&str, Side, PieceType)]) -> Board {
    let mut board = empty_board();
    for &(name, side, piece) in troops {
        board.place(at(name), BoardTroop::new(side, piece)).unwrap();
    }
    board
}

fn targets(board: &Board, from: &str, rules: BoardRules) -> Vec<String> {
    let mut out = Vec::new();
    moves_from(board, at(from), rules, &mut out);
    let mut names: Vec<String> = out.iter().map(|m| square_name(m.to)).collect();
    names.sort();
    names
}

fn count(board: &Board, from: &str) -> usize {
    targets(board, from, BoardRules::default()).len()
}

/// The opening position: back ranks R N B Q K B N R from the first player's left, pawns in
/// front (the second player's queen on d8, its king on e8).
fn opening() -> Board {
    use PieceType::*;
    let back = [Rook, Knight, Bishop, Queen, King, Bishop, Knight, Rook];
    let mut board = empty_board();
    for side in [Side::First, Side::Second] {
        let pawns = side.back_row() + i16::try_from(side.forward()).unwrap();
        for (x, piece) in (0i16..).zip(back) {
            board
                .place(
                    Square::new(x, side.back_row()),
                    BoardTroop::new(side, piece),
                )
                .unwrap();
            board
                .place(Square::new(x, pawns), BoardTroop::new(side, Pawn))
                .unwrap();
        }
    }
    board
}

#[test]
fn squares_are_named_from_the_first_players_side() {
    assert_eq!(at("a1"), Square::new(0, 7));
    assert_eq!(at("h8"), Square::new(7, 0));
    assert_eq!(square_name(Square::new(4, 6)), "e2");
    assert_eq!(square("i1"), None);
    assert_eq!(square("a9"), None);
    assert_eq!(castle_area(Side::First), [at("d1"), at("e1")]);
    assert_eq!(castle_area(Side::Second), [at("d8"), at("e8")]);
}

#[test]
fn troop_movement_on_an_empty_board() {
    use PieceType::*;
    for (piece, from, expected) in [
        (Queen, "d4", 27),
        (Rook, "d4", 14),
        (Bishop, "d4", 13),
        (King, "d4", 8),
        (King, "a1", 3),
        (Knight, "d4", 8),
        (Knight, "a1", 2),
        (Queen, "a1", 21),
    ] {
        let board = board_with(&[(from, Side::First, piece)]);
        assert_eq!(count(&board, from), expected, "{piece:?} on {from}");
    }
}

#[test]
fn sliders_stop_before_any_troop_and_never_capture() {
    use PieceType::*;
    let board = board_with(&[
        ("d4", Side::First, Rook),
        ("d6", Side::Second, Pawn),
        ("f4", Side::First, Pawn),
    ]);
    assert_eq!(
        targets(&board, "d4", BoardRules::default()),
        vec!["a4", "b4", "c4", "d1", "d2", "d3", "d5", "e4"]
    );
}

#[test]
fn only_knights_jump() {
    use PieceType::*;
    let board = board_with(&[
        ("b1", Side::First, Knight),
        ("a2", Side::First, Pawn),
        ("b2", Side::First, Pawn),
        ("c2", Side::First, Pawn),
        ("d2", Side::First, Pawn),
    ]);
    assert_eq!(
        targets(&board, "b1", BoardRules::default()),
        vec!["a3", "c3"]
    );
}

#[test]
fn burrow_and_windwalking_pass_troops_but_end_on_empty_squares() {
    use PieceType::*;
    for power in [MovePower::Burrow, MovePower::Windwalking] {
        let mut board = board_with(&[("a2", Side::First, Pawn), ("a5", Side::Second, Pawn)]);
        let rook = BoardTroop {
            power,
            ..BoardTroop::new(Side::First, Rook)
        };
        board.place(at("a1"), rook).unwrap();
        assert_eq!(
            targets(&board, "a1", BoardRules::default()),
            vec!["a3", "a4", "a6", "a7", "a8", "b1", "c1", "d1", "e1", "f1", "g1", "h1"]
        );
        let mut pawn_board = board_with(&[("e3", Side::Second, Knight)]);
        let pawn = BoardTroop {
            power,
            ..BoardTroop::new(Side::First, Pawn)
        };
        pawn_board.place(at("e2"), pawn).unwrap();
        assert_eq!(
            targets(&pawn_board, "e2", BoardRules::default()),
            vec!["e4"]
        );
    }
    let mut board = board_with(&[("a2", Side::First, Pawn)]);
    board
        .place(at("a1"), BoardTroop::new(Side::First, Rook))
        .unwrap();
    assert_eq!(
        count(&board, "a1"),
        7,
        "without a power the pawn blocks the file"
    );
}

#[test]
fn troop_movement_pawns_move_forward_for_their_own_side() {
    use PieceType::*;
    let board = board_with(&[("e2", Side::First, Pawn), ("d7", Side::Second, Pawn)]);
    assert_eq!(
        targets(&board, "e2", BoardRules::default()),
        vec!["e3", "e4"]
    );
    assert_eq!(
        targets(&board, "d7", BoardRules::default()),
        vec!["d5", "d6"]
    );
    let mut moved = board.clone();
    let pawn = moved.remove(at("e2")).unwrap();
    moved
        .place(
            at("e3"),
            BoardTroop {
                moved: true,
                ..pawn
            },
        )
        .unwrap();
    assert_eq!(targets(&moved, "e3", BoardRules::default()), vec!["e4"]);
    // The double step needs both squares empty.
    let blocked = board_with(&[("d2", Side::First, Pawn), ("d3", Side::Second, Bishop)]);
    assert!(targets(&blocked, "d2", BoardRules::default()).is_empty());
    let far = board_with(&[("d2", Side::First, Pawn), ("d4", Side::Second, Bishop)]);
    assert_eq!(targets(&far, "d2", BoardRules::default()), vec!["d3"]);
}

#[test]
fn pawn_promotion_on_the_far_side() {
    use PieceType::*;
    let mut board = board_with(&[("c7", Side::First, Pawn), ("f2", Side::Second, Pawn)]);
    for square in ["c7", "f2"] {
        let pawn = board.remove(at(square)).unwrap();
        board
            .place(
                at(square),
                BoardTroop {
                    moved: true,
                    ..pawn
                },
            )
            .unwrap();
    }
    let mut out = Vec::new();
    legal_moves(&board, Side::First, BoardRules::default(), &mut out);
    assert_eq!(out.len(), 1);
    assert_eq!(
        (square_name(out[0].to), out[0].promotes),
        ("c8".to_owned(), true)
    );
    legal_moves(&board, Side::Second, BoardRules::default(), &mut out);
    assert_eq!(
        (square_name(out[0].to), out[0].promotes),
        ("f1".to_owned(), true)
    );
    // A queen reaching the far side does not promote; a pawn on it has nowhere to go.
    let queen = board_with(&[("a7", Side::First, Queen), ("h8", Side::First, Pawn)]);
    legal_moves(&queen, Side::First, BoardRules::default(), &mut out);
    assert!(out.iter().all(|m| !m.promotes));
    assert!(out.iter().all(|m| m.from == at("a7")));
}

#[test]
fn combat_overview_attacks_go_where_the_troop_moves() {
    use PieceType::*;
    // LC-51: a rook attacks along its lines only.
    let rook = board_with(&[
        ("d4", Side::First, Rook),
        ("e5", Side::Second, Pawn),
        ("d5", Side::Second, Pawn),
        ("c4", Side::First, Pawn),
    ]);
    let mut out = Vec::new();
    attack_targets(&rook, at("d4"), BoardRules::default(), &mut out);
    assert_eq!(out, vec![at("d5")]);
    // LC-52: a pawn attacks forward diagonally only.
    let pawn = board_with(&[
        ("d4", Side::First, Pawn),
        ("d5", Side::Second, Pawn),
        ("e5", Side::Second, Pawn),
        ("c3", Side::Second, Pawn),
    ]);
    out.clear();
    attack_targets(&pawn, at("d4"), BoardRules::default(), &mut out);
    assert_eq!(out, vec![at("e5")]);
    // The second player's pawn attacks down the board: from c3 towards b2 and d2, never d4.
    let mut down = pawn.clone();
    down.place(at("d2"), BoardTroop::new(Side::First, Rook))
        .unwrap();
    out.clear();
    attack_targets(&down, at("c3"), BoardRules::default(), &mut out);
    assert_eq!(out, vec![at("d2")]);
    let bishop = board_with(&[("d4", Side::First, Bishop), ("d5", Side::Second, Pawn)]);
    out.clear();
    attack_targets(&bishop, at("d4"), BoardRules::default(), &mut out);
    assert!(out.is_empty());
}

#[test]
fn perft_from_the_opening_position() {
    let rules = BoardRules::default();
    let mut board = opening();
    assert_eq!(perft(&mut board, Side::First, 1, rules), 20);
    assert_eq!(perft(&mut board, Side::First, 2, rules), 400);
    let three = perft(&mut board, Side::First, 3, rules);
    assert_eq!(three, reference_perft(&mut board, Side::First, 3, rules));
    assert_eq!(board, opening(), "perft leaves the board as it found it");
    // With forward-only knights the opening is the same: no backward jump fits on the board.
    let forward = BoardRules {
        knight_forward_only: true,
        ..rules
    };
    assert_eq!(perft(&mut board, Side::First, 2, forward), 400);
}

#[test]
fn perft_on_a_middle_game_position() {
    use PieceType::*;
    let rules = BoardRules::default();
    let mut board = board_with(&[
        ("e1", Side::First, King),
        ("d4", Side::First, Queen),
        ("b3", Side::First, Knight),
        ("g2", Side::First, Pawn),
        ("e8", Side::Second, King),
        ("c6", Side::Second, Knight),
        ("f5", Side::Second, Bishop),
        ("d7", Side::Second, Pawn),
    ]);
    // By hand: king 5 (d1 d2 e2 f1 f2); queen 25 (d5 d6 up to the pawn, d1–d3, the 4th rank
    // 7, e5 f6 g7 h8, c5 b6 a7, e3 f2 g1, c3 b2 a1); knight 5 (a1 a5 c1 c5 d2, d4 taken);
    // pawn 2 (g3 g4).
    assert_eq!(perft(&mut board, Side::First, 1, rules), 5 + 25 + 5 + 2);
    for depth in 1..=3 {
        assert_eq!(
            perft(&mut board, Side::First, depth, rules),
            reference_perft(&mut board, Side::First, depth, rules),
            "depth {depth}"
        );
    }
}

/// Every move by testing every square of the board against each piece's geometry: slow and
/// plain, written apart from the generator.
fn reference_moves(board: &Board, side: Side, rules: BoardRules) -> Vec<(Square, Square)> {
    let mut found = Vec::new();
    for placed in board.occupants().iter().filter(|p| p.occupant.side == side) {
        let (from, troop) = (placed.square, placed.occupant);
        for to in BOARD.squares() {
            if !board.is_free(to) {
                continue;
            }
            let dx = i32::from(to.x) - i32::from(from.x);
            let dy = i32::from(to.y) - i32::from(from.y);
            let ahead = dy * side.forward();
            let straight = dx == 0 || dy == 0;
            let diagonal = dx.abs() == dy.abs();
            let steps = dx.abs().max(dy.abs());
            let clear = || {
                troop.power.passes_troops()
                    || (1..steps).all(|i| {
                        board.is_free(Square::new(
                            from.x + i16::try_from(i * dx.signum()).unwrap(),
                            from.y + i16::try_from(i * dy.signum()).unwrap(),
                        ))
                    })
            };
            let legal = match troop.movement() {
                PieceType::King => steps == 1,
                PieceType::Queen => (straight || diagonal) && clear(),
                PieceType::Rook => straight && clear(),
                PieceType::Bishop => diagonal && clear(),
                PieceType::Knight => {
                    (dx.abs() == 1 && dy.abs() == 2 || dx.abs() == 2 && dy.abs() == 1)
                        && (!rules.knight_forward_only || ahead > 0)
                }
                PieceType::Pawn => {
                    dx == 0 && (ahead == 1 || (ahead == 2 && !troop.moved && clear()))
                }
            };
            if legal {
                found.push((from, to));
            }
        }
    }
    found.sort();
    found
}

fn reference_perft(board: &mut Board, side: Side, depth: u32, rules: BoardRules) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut total = 0;
    for (from, to) in reference_moves(board, side, rules) {
        let troop = board.remove(from).unwrap();
        board
            .place(
                to,
                BoardTroop {
                    moved: true,
                    ..troop
                },
            )
            .unwrap();
        total += reference_perft(board, side.other(), depth - 1, rules);
        board.remove(to).unwrap();
        board.place(from, troop).unwrap();
    }
    total
}

fn arbitrary_position() -> impl Strategy<Value = Board> {
    let troop = (
        0i16..8,
        0i16..8,
        prop_oneof![Just(Side::First), Just(Side::Second)],
        prop::sample::select(PieceType::ALL.to_vec()),
        prop_oneof![
            4 => Just(MovePower::Normal),
            1 => Just(MovePower::Burrow),
            1 => Just(MovePower::Windwalking)
        ],
        any::<bool>(),
    );
    prop::collection::vec(troop, 0..24).prop_map(|troops| {
        let mut board = empty_board();
        for (x, y, side, piece, power, moved) in troops {
            let troop = BoardTroop {
                side,
                piece,
                moves_as: None,
                power,
                moved,
            };
            let _ = board.place(Square::new(x, y), troop);
        }
        board
    })
}

proptest! {
    #[test]
    fn the_generator_agrees_with_the_reference(
        board in arbitrary_position(),
        forward_only in any::<bool>(),
    ) {
        let rules = BoardRules { knight_forward_only: forward_only, knight_attacks: KnightAttacks::AnyAdjacent };
        for side in [Side::First, Side::Second] {
            let mut out = Vec::new();
            legal_moves(&board, side, rules, &mut out);
            let mut generated: Vec<(Square, Square)> = out.iter().map(|m| (m.from, m.to)).collect();
            generated.sort();
            let before = generated.len();
            generated.dedup();
            prop_assert_eq!(before, generated.len(), "a move generated twice");
            prop_assert_eq!(generated, reference_moves(&board, side, rules));
            for mv in &out {
                prop_assert!(board.is_free(mv.to));
                let troop = board.at(mv.from).unwrap();
                prop_assert_eq!(mv.promotes, troop.piece == PieceType::Pawn && mv.to.y == side.far_row());
            }
        }
    }
}
