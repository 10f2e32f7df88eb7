//! A value the book gives, or one it does not.

use serde::{Deserialize, Serialize};

/// A card value as the book gives it, or `Unknown`: the book names the card but does not print
/// this value, so the GM enters it from the card they own. Tablekeep never fills one in; a rule
/// that needs an unknown value refuses with an error naming the field, rather than guessing.
///
/// Stored as `{"known": value}` or `"unknown"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianBookValue"),
    schemars(rename = "LytharianBookValue")
)]
#[serde(rename_all = "camelCase")]
pub enum BookValue<T> {
    /// The value, from the book or entered by the GM.
    Known(T),
    /// Not in the book: the GM is to enter it.
    Unknown,
}

impl<T> BookValue<T> {
    /// The value, if known.
    pub fn known(&self) -> Option<&T> {
        match self {
            BookValue::Known(value) => Some(value),
            BookValue::Unknown => None,
        }
    }

    /// Whether the value is known.
    pub fn is_known(&self) -> bool {
        matches!(self, BookValue::Known(_))
    }
}

impl<T: Copy> BookValue<T> {
    /// The value, if known, by copy.
    pub fn get(&self) -> Option<T> {
        self.known().copied()
    }
}

impl<T> From<T> for BookValue<T> {
    fn from(value: T) -> Self {
        BookValue::Known(value)
    }
}
