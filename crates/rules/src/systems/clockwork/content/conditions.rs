//! The conditions equipment and spells name («Conditions»), so the gear's cross-references are
//! typed. Blind has no heading of its own (the book names it in grenades, alchemy and magic
//! weapons only); Entangled and Exhausted are headings with placeholder text.

use serde::Serialize;

/// A condition.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkCondition"),
    schemars(rename = "ClockworkCondition")
)]
#[serde(rename_all = "snake_case")]
#[allow(missing_docs)]
pub enum Condition {
    Bleeding,
    Blind,
    Burning,
    Chilled,
    Deafened,
    Entangled,
    Exhausted,
    Frozen,
    PersistentDamage,
    Petrified,
    Poisoned,
    Stunned,
}

impl Condition {
    /// Every condition, Blind among the headings' alphabetical order.
    pub const ALL: [Condition; 12] = [
        Condition::Bleeding,
        Condition::Blind,
        Condition::Burning,
        Condition::Chilled,
        Condition::Deafened,
        Condition::Entangled,
        Condition::Exhausted,
        Condition::Frozen,
        Condition::PersistentDamage,
        Condition::Petrified,
        Condition::Poisoned,
        Condition::Stunned,
    ];

    /// The name as printed.
    pub const fn name(self) -> &'static str {
        match self {
            Condition::Bleeding => "Bleeding",
            Condition::Blind => "Blind",
            Condition::Burning => "Burning",
            Condition::Chilled => "Chilled",
            Condition::Deafened => "Deafened",
            Condition::Entangled => "Entangled",
            Condition::Exhausted => "Exhausted",
            Condition::Frozen => "Frozen",
            Condition::PersistentDamage => "Persistent Damage",
            Condition::Petrified => "Petrified",
            Condition::Poisoned => "Poisoned",
            Condition::Stunned => "Stunned",
        }
    }

    /// Whether «Conditions» has a heading for it (all but Blind).
    pub const fn has_heading(self) -> bool {
        !matches!(self, Condition::Blind)
    }
}
