//! Move generation: where each troop may move and which adjacent enemies it may attack.
//!
//! Written for the hot path: moves go into a buffer the caller keeps and kings and knights
//! allocate nothing. Sliders and pawns walk the shared grid's [`ray_each`], which hands each
//! square over as it is entered: no allocation per direction walked.

use serde::{Deserialize, Serialize};

use super::{Board, BoardTroop, Side, BOARD};
use crate::grid::{ray_each, Direction, Square};
use crate::systems::lytharian_chess::cards::PieceType;
use crate::systems::lytharian_chess::table_rules::{BoardRules, KnightAttacks};

/// One move of a troop to an empty square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianTroopMove"),
    schemars(rename = "LytharianTroopMove")
)]
#[serde(rename_all = "camelCase")]
pub struct TroopMove {
    /// Where it starts.
    pub from: Square,
    /// Where it ends: always an empty square.
    pub to: Square,
    /// Squares crossed in a straight line (the number Smoldering Flames counts); 1 for a
    /// knight's jump.
    pub squares: u8,
    /// A pawn reaching the far side, which may then promote («Pawn Promotion»).
    pub promotes: bool,
}

/// The eight L moves as (across, forward) pairs; the first four go forward.
const KNIGHT: [(i32, i32); 8] = [
    (-1, 2),
    (1, 2),
    (-2, 1),
    (2, 1),
    (-1, -2),
    (1, -2),
    (-2, -1),
    (2, -1),
];

fn directions(piece: PieceType) -> &'static [Direction] {
    match piece {
        PieceType::Queen | PieceType::King => &Direction::ALL,
        PieceType::Rook => &Direction::ORTHOGONAL,
        PieceType::Bishop => &Direction::DIAGONAL,
        PieceType::Knight | PieceType::Pawn => &[],
    }
}

fn push(out: &mut Vec<TroopMove>, troop: &BoardTroop, from: Square, to: Square, squares: usize) {
    out.push(TroopMove {
        from,
        to,
        squares: u8::try_from(squares).unwrap_or(u8::MAX),
        promotes: troop.piece == PieceType::Pawn && troop.side.promotes_on(to),
    });
}

/// Walks from `from` in `direction` up to `limit` squares and adds every square the troop may
/// stop on: empty ones up to the first troop, or, passing troops, every empty one.
fn slide(
    board: &Board,
    troop: &BoardTroop,
    from: Square,
    direction: Direction,
    limit: Option<u32>,
    out: &mut Vec<TroopMove>,
) {
    // Walked square by square into `out`: no buffer of squares, no allocation.
    let passes = troop.power.passes_troops();
    let mut step = 0;
    ray_each(
        from,
        direction,
        BOARD,
        limit,
        |square| !passes && !board.is_free(square),
        |to| {
            step += 1;
            if board.is_free(to) {
                push(out, troop, from, to, step);
            }
        },
    );
}

/// Adds the moves of the troop on `from` to `out` (nothing when the square is empty).
pub fn moves_from(board: &Board, from: Square, rules: BoardRules, out: &mut Vec<TroopMove>) {
    let Some(troop) = board.at(from).copied() else {
        return;
    };
    match troop.movement() {
        PieceType::King => {
            for &direction in &Direction::ALL {
                if let Some(to) = from.step(direction).filter(|to| board.is_free(*to)) {
                    push(out, &troop, from, to, 1);
                }
            }
        }
        piece @ (PieceType::Queen | PieceType::Rook | PieceType::Bishop) => {
            for &direction in directions(piece) {
                slide(board, &troop, from, direction, None, out);
            }
        }
        PieceType::Knight => {
            let jumps = if rules.knight_forward_only { 4 } else { 8 };
            for &(across, ahead) in &KNIGHT[..jumps] {
                let Some(to) = from.offset(across, ahead * troop.side.forward()) else {
                    continue;
                };
                if board.is_free(to) {
                    push(out, &troop, from, to, 1);
                }
            }
        }
        PieceType::Pawn => {
            let forward = match troop.side {
                Side::First => Direction::North,
                Side::Second => Direction::South,
            };
            let reach = if troop.moved { 1 } else { 2 };
            slide(board, &troop, from, forward, Some(reach), out);
        }
    }
}

/// Every move `side` may make, into `out` (cleared first), in square order.
pub fn legal_moves(board: &Board, side: Side, rules: BoardRules, out: &mut Vec<TroopMove>) {
    out.clear();
    for placed in board.occupants() {
        if placed.occupant.side == side {
            moves_from(board, placed.square, rules, out);
        }
    }
}

/// The enemy troops the troop on `from` may attack from where it stands: adjacent, in a
/// direction it can move; a pawn attacks forward diagonally only («Combat Overview»).
pub fn attack_targets(board: &Board, from: Square, rules: BoardRules, out: &mut Vec<Square>) {
    let Some(troop) = board.at(from).copied() else {
        return;
    };
    let forward = troop.side.forward();
    let pawn = [
        Direction::NorthEast,
        Direction::NorthWest,
        Direction::SouthEast,
        Direction::SouthWest,
    ];
    let directions: &[Direction] = match troop.movement() {
        PieceType::Pawn if forward < 0 => &pawn[..2],
        PieceType::Pawn => &pawn[2..],
        PieceType::Knight => match rules.knight_attacks {
            KnightAttacks::AnyAdjacent => &Direction::ALL,
            KnightAttacks::Orthogonal => &Direction::ORTHOGONAL,
        },
        piece => directions(piece),
    };
    for &direction in directions {
        if let Some(target) = from.step(direction) {
            if board
                .at(target)
                .is_some_and(|other| other.side != troop.side)
            {
                out.push(target);
            }
        }
    }
}

/// Makes `mv` on the board, marking the troop as moved; returns the troop as it stood, for
/// [`undo_move`]. The move must come from this board's generator.
pub fn apply_move(board: &mut Board, mv: TroopMove) -> BoardTroop {
    let before = board
        .remove(mv.from)
        .expect("a generated move starts on a troop");
    board
        .place(
            mv.to,
            BoardTroop {
                moved: true,
                ..before
            },
        )
        .expect("a generated move ends on an empty square");
    before
}

/// Takes back `mv`, restoring the troop as it stood.
pub fn undo_move(board: &mut Board, mv: TroopMove, before: BoardTroop) {
    board.remove(mv.to).expect("the moved troop");
    board
        .place(mv.from, before)
        .expect("its square is empty again");
}

/// The number of move sequences `depth` moves long, the sides alternating from `side`: a
/// count to check the generator against positions counted by other means.
pub fn perft(board: &mut Board, side: Side, depth: u32, rules: BoardRules) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = Vec::with_capacity(64);
    legal_moves(board, side, rules, &mut moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut total = 0;
    for &mv in &moves {
        let before = apply_move(board, mv);
        total += perft(board, side.other(), depth - 1, rules);
        undo_move(board, mv, before);
    }
    total
}
