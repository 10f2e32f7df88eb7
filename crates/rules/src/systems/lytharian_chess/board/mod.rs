//! The 8×8 board, seen from each side, and where troops move («Troop Movement») and attack
//! («Combat Overview») on the shared grid.
//!
//! Squares are the grid's: column `x` 0..8 is file a..h from the first player's left, row `y`
//! 0..8 is rank 8..1, so the first player sits at the bottom (rank 1 is row 7) and moves
//! towards row 0, the second player the other way. "Forward" is always the owner's.
//!
//! A move never captures: a troop moves onto an empty square and fights through an attack on
//! an adjacent enemy instead. Only knights jump; a troop with Burrow or Windwalking passes
//! other troops on its way and still ends on an empty square («Glossary of Terms»). The
//! knight's moves and the squares it attacks are table rules ([`super::table_rules`]).

mod moves;
#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

pub use moves::{apply_move, attack_targets, legal_moves, moves_from, perft, undo_move, TroopMove};

use super::cards::PieceType;
use super::keywords::MovePower;
use super::table_rules::board_rules;
use crate::grid::{Bounds, Occupancy, Square};
use crate::table_rules::TableRuleChoices;

/// The board's edges.
pub const BOARD: Bounds = Bounds::new(8, 8);

/// One of the two players, by who goes first («Board Setup»: Player 1 goes first).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianSide"),
    schemars(rename = "LytharianSide")
)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    /// Player 1, ranks 1 and 2 at the start, moving up the board.
    First,
    /// Player 2, ranks 7 and 8 at the start, moving down the board.
    Second,
}

impl Side {
    /// The other player.
    pub const fn other(self) -> Side {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }

    /// The row change of one step forward.
    pub const fn forward(self) -> i32 {
        match self {
            Side::First => -1,
            Side::Second => 1,
        }
    }

    /// The row of its back rank.
    pub const fn back_row(self) -> i16 {
        match self {
            Side::First => 7,
            Side::Second => 0,
        }
    }

    /// The row of the far side of the board, where its pawns promote («Pawn Promotion»).
    pub const fn far_row(self) -> i16 {
        self.other().back_row()
    }

    /// Whether `square` is on the far side for this player.
    pub fn promotes_on(self, square: Square) -> bool {
        square.y == self.far_row()
    }
}

/// A troop on the board, as far as moving is concerned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianBoardTroop"),
    schemars(rename = "LytharianBoardTroop")
)]
#[serde(rename_all = "camelCase")]
pub struct BoardTroop {
    /// Whose it is.
    pub side: Side,
    /// The piece its card stands for.
    pub piece: PieceType,
    /// The piece it moves and attacks as this turn, when a spell says so (Movement of the
    /// Bishop); otherwise its own.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub moves_as: Option<PieceType>,
    /// Whether it passes other troops (Burrow, Windwalking).
    #[serde(default)]
    pub power: MovePower,
    /// Whether it has moved yet: a pawn's first move may be two squares.
    #[serde(default)]
    pub moved: bool,
}

impl BoardTroop {
    /// A troop that has not moved, with no movement power.
    pub const fn new(side: Side, piece: PieceType) -> BoardTroop {
        BoardTroop {
            side,
            piece,
            moves_as: None,
            power: MovePower::Normal,
            moved: false,
        }
    }

    /// The piece it moves and attacks as.
    pub fn movement(&self) -> PieceType {
        self.moves_as.unwrap_or(self.piece)
    }
}

/// Who stands where.
pub type Board = Occupancy<BoardTroop>;

/// An empty board.
pub fn empty_board() -> Board {
    Occupancy::new(BOARD)
}

/// The square named in chess notation from the first player's side ("e2"), if on the board.
pub fn square(name: &str) -> Option<Square> {
    let mut chars = name.chars();
    let file = chars.next()?;
    let rank = chars.as_str().parse::<i16>().ok()?;
    let x =
        i16::try_from(u32::from(file.to_ascii_lowercase()).checked_sub(u32::from('a'))?).ok()?;
    let square = Square::new(x, 8 - rank);
    BOARD.contains(square).then_some(square)
}

/// The chess name of a square ("e2").
pub fn square_name(square: Square) -> String {
    let file = char::from(b'a' + u8::try_from(square.x).unwrap_or(0));
    format!("{file}{}", 8 - square.y)
}

/// The castle area: the two squares the kings and queens start on, d1 and e1 for the first
/// player, d8 and e8 for the second («Game Board»).
pub fn castle_area(side: Side) -> [Square; 2] {
    let row = side.back_row();
    [Square::new(3, row), Square::new(4, row)]
}

/// What the GM screen offers for the troop on `from` under the campaign's table rules: the
/// squares it may move to and the adjacent enemies it may attack from where it stands.
pub fn troop_options(
    board: &Board,
    from: Square,
    choices: &TableRuleChoices,
) -> (Vec<TroopMove>, Vec<Square>) {
    let rules = board_rules(choices);
    let (mut moves, mut targets) = (Vec::new(), Vec::new());
    moves_from(board, from, rules, &mut moves);
    attack_targets(board, from, rules, &mut targets);
    (moves, targets)
}
