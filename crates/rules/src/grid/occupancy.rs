//! Who stands where: one occupant per square, on a bounded board.

use serde::{Deserialize, Serialize};

use super::{ray, Bounds, Direction, Footprint, Ray, Square};

/// A placement the board refuses. Nothing has changed when one is returned.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OccupancyError {
    /// The square is off the board.
    #[error("({}, {}) is off the board", .0.x, .0.y)]
    OffBoard(Square),
    /// Someone already stands there.
    #[error("({}, {}) is already occupied", .0.x, .0.y)]
    Occupied(Square),
    /// Nobody stands there.
    #[error("nobody stands on ({}, {})", .0.x, .0.y)]
    Empty(Square),
}

/// One occupant and its square.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
pub struct Placed<T> {
    /// Where.
    pub square: Square,
    /// Who or what.
    pub occupant: T,
}

/// The occupants of a board, at most one per square: pieces on a chessboard, creatures on a
/// map. Kept sorted by square so equal boards compare and serialize equal; stored data with a
/// square twice or off the board is refused when read.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct Occupancy<T> {
    bounds: Bounds,
    occupants: Vec<Placed<T>>,
}

/// [`Occupancy`]'s stored shape, checked before it becomes one.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct OccupancyParts<T> {
    bounds: Bounds,
    occupants: Vec<Placed<T>>,
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Occupancy<T> {
    /// Read by placing each occupant in turn, so a square twice or off the board is refused.
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let parts = OccupancyParts::<T>::deserialize(deserializer)?;
        let mut board = Occupancy::new(parts.bounds);
        for placed in parts.occupants {
            board
                .place(placed.square, placed.occupant)
                .map_err(serde::de::Error::custom)?;
        }
        Ok(board)
    }
}

impl<T> Occupancy<T> {
    /// An empty board.
    pub fn new(bounds: Bounds) -> Self {
        Occupancy {
            bounds,
            occupants: Vec::new(),
        }
    }

    /// The board's edges.
    pub fn bounds(&self) -> Bounds {
        self.bounds
    }

    /// Every occupant, in square order.
    pub fn occupants(&self) -> &[Placed<T>] {
        &self.occupants
    }

    fn index(&self, square: Square) -> Result<usize, usize> {
        self.occupants
            .binary_search_by(|placed| placed.square.cmp(&square))
    }

    /// Who stands on `square`.
    pub fn at(&self, square: Square) -> Option<&T> {
        self.index(square)
            .ok()
            .map(|index| &self.occupants[index].occupant)
    }

    /// Whether `square` is on the board and empty.
    pub fn is_free(&self, square: Square) -> bool {
        self.bounds.contains(square) && self.index(square).is_err()
    }

    /// Whether every square of `footprint` is on the board and empty: room for a large creature.
    pub fn has_room_for(&self, footprint: Footprint) -> bool {
        self.bounds.holds(footprint) && footprint.squares().all(|square| self.is_free(square))
    }

    /// Puts `occupant` on `square`, refused off the board or on an occupied square.
    pub fn place(&mut self, square: Square, occupant: T) -> Result<(), OccupancyError> {
        if !self.bounds.contains(square) {
            return Err(OccupancyError::OffBoard(square));
        }
        match self.index(square) {
            Ok(_) => Err(OccupancyError::Occupied(square)),
            Err(index) => {
                self.occupants.insert(index, Placed { square, occupant });
                Ok(())
            }
        }
    }

    /// Takes the occupant off `square`.
    pub fn remove(&mut self, square: Square) -> Result<T, OccupancyError> {
        let index = self
            .index(square)
            .map_err(|_| OccupancyError::Empty(square))?;
        Ok(self.occupants.remove(index).occupant)
    }

    /// Moves the occupant of `from` to the free square `to`.
    pub fn move_occupant(&mut self, from: Square, to: Square) -> Result<(), OccupancyError> {
        if self.index(from).is_err() {
            return Err(OccupancyError::Empty(from));
        }
        if !self.bounds.contains(to) {
            return Err(OccupancyError::OffBoard(to));
        }
        if self.index(to).is_ok() {
            return Err(OccupancyError::Occupied(to));
        }
        let occupant = self.remove(from)?;
        self.place(to, occupant)
    }

    /// A slider's walk from `from`: through empty squares until the edge or the first
    /// occupant, which is reported as the blocker.
    pub fn ray(&self, from: Square, direction: Direction, limit: Option<u32>) -> Ray {
        ray(from, direction, self.bounds, limit, |square| {
            self.index(square).is_ok()
        })
    }
}
