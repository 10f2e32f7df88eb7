//! The 23 disadvantages of «vii. Disadvantages»: suit, whether permanent, how many levels, and
//! their rules where the book gives any.
//!
//! Sixteen are names only in the book (Old, One Arm, Ugly, Defeated, …): they stay names,
//! marked [`DisadvantageText::NameOnly`], and a character's pick carries the effect its GM
//! writes. An entry printed indented under another ("– Ancient" under Old) names the one it is
//! printed under. Summaries are in our own words.

use serde::Serialize;

use crate::cards::Suit;

/// What the book gives a disadvantage.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum DisadvantageText {
    /// Rules text, summarised in our words.
    Rules {
        /// What it does.
        summary: &'static str,
    },
    /// A name and nothing more: its GM writes the effect.
    NameOnly,
}

/// One disadvantage.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct DisadvantageEntry {
    /// Stable id.
    pub id: &'static str,
    /// The name as printed.
    pub name: &'static str,
    /// The suit it is printed under.
    pub suit: Suit,
    /// Marked with an asterisk: permanent, never removed with XP.
    pub permanent: bool,
    /// The entry it is printed indented under, as a worse form of it.
    pub under: Option<&'static str>,
    /// The most levels it stacks to; `None` where it has no top (Debt doubles per level).
    pub max_level: Option<u8>,
    /// Whether XP may remove it (not a permanent one, nor Debt, which is paid in Capital).
    pub removable_with_xp: bool,
    /// Its rules, or none.
    pub text: DisadvantageText,
}

impl DisadvantageEntry {
    /// Whether the book gives it no rules.
    pub const fn is_name_only(&self) -> bool {
        matches!(self.text, DisadvantageText::NameOnly)
    }
}

/// The disadvantage called `id`.
pub fn disadvantage(id: &str) -> Option<&'static DisadvantageEntry> {
    DISADVANTAGES.iter().find(|entry| entry.id == id)
}

const fn named(id: &'static str, name: &'static str, suit: Suit) -> DisadvantageEntry {
    DisadvantageEntry {
        id,
        name,
        suit,
        permanent: false,
        under: None,
        max_level: Some(1),
        removable_with_xp: true,
        text: DisadvantageText::NameOnly,
    }
}

const fn permanent(
    id: &'static str,
    name: &'static str,
    suit: Suit,
    under: Option<&'static str>,
) -> DisadvantageEntry {
    DisadvantageEntry {
        permanent: true,
        under,
        removable_with_xp: false,
        ..named(id, name, suit)
    }
}

const fn ruled(
    id: &'static str,
    name: &'static str,
    suit: Suit,
    max_level: Option<u8>,
    summary: &'static str,
) -> DisadvantageEntry {
    DisadvantageEntry {
        max_level,
        text: DisadvantageText::Rules { summary },
        ..named(id, name, suit)
    }
}

use Suit::{Clubs, Diamonds, Hearts, Spades};

/// Every disadvantage, in the book's order.
pub static DISADVANTAGES: [DisadvantageEntry; 23] = [
    permanent("old", "Old", Clubs, None),
    permanent("ancient", "Ancient", Clubs, Some("old")),
    permanent("one_arm", "One Arm", Clubs, None),
    permanent("no_arms", "No Arms", Clubs, Some("one_arm")),
    permanent("one_eye", "One Eye", Clubs, None),
    permanent("blind", "Blind", Clubs, Some("one_eye")),
    permanent("one_leg", "One Leg", Clubs, None),
    permanent("no_legs", "No Legs", Clubs, Some("one_leg")),
    ruled(
        "weak_constitution",
        "Weak Constitution",
        Clubs,
        Some(1),
        "Plays one card fewer on every Guts draw.",
    ),
    ruled(
        "addiction",
        "Addiction",
        Spades,
        Some(2),
        "Depends on a substance or habit: easy and legal to come by at level 1, controlled, rare \
         or harmful at level 2. Another player may spend a Wildcard to put it in Withdrawal: a \
         card fewer per level on social draws until it gets its fix or the scene ends.",
    ),
    ruled(
        "bad_reputation",
        "Bad Reputation",
        Spades,
        Some(5),
        "Gained on inflicting a permanent disadvantage on someone else. Influence draws lose 5 a \
         rank, except to intimidate, which gain as much; not against others with a Bad \
         Reputation. Removing it costs twice the XP each time. Other players may spend a \
         Wildcard in an indirect action to bring in someone opposed to it, with squads at \
         ranks 3 to 5.",
    ),
    named("noticeable_mark", "Noticeable Mark", Spades),
    named("ugly", "Ugly", Spades),
    ruled(
        "apathetic",
        "Apathetic",
        Hearts,
        Some(1),
        "Spends Wildcards on opposed draws only.",
    ),
    permanent("delusion", "Delusion", Hearts, None),
    permanent("psychosis", "Psychosis", Hearts, Some("delusion")),
    named("defeated", "Defeated", Hearts),
    named("depressed", "Depressed", Hearts),
    named("nervous_habit", "Nervous Habit", Hearts),
    named("unstable", "Unstable", Hearts),
    ruled(
        "misfortunate",
        "Misfortunate",
        Diamonds,
        Some(1),
        "Begins each Act with one Wildcard fewer.",
    ),
    ruled(
        "poor",
        "Poor",
        Diamonds,
        Some(1),
        "Loses a level of Capital, or all its cash on hand without Capital.",
    ),
    DisadvantageEntry {
        removable_with_xp: false,
        ..ruled(
            "debt",
            "Debt",
            Diamonds,
            None,
            "Owes about $1000 at level 1, doubling with each level. XP cannot remove it: each \
             Time Passes, a level of Capital pays off a level. Unpaid, any player may spend a \
             Wildcard to send a hostile squad of five Extras per level after it once a scene.",
        )
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    fn names(filter: impl Fn(&DisadvantageEntry) -> bool) -> Vec<&'static str> {
        DISADVANTAGES
            .iter()
            .filter(|d| filter(d))
            .map(|d| d.name)
            .collect()
    }

    #[test]
    fn disadvantages_twenty_three_by_suit() {
        assert_eq!(DISADVANTAGES.len(), 23);
        let by_suit = |suit| names(|d| d.suit == suit).len();
        assert_eq!(
            [
                by_suit(Clubs),
                by_suit(Spades),
                by_suit(Hearts),
                by_suit(Diamonds)
            ],
            [9, 4, 7, 3]
        );
    }

    #[test]
    fn disadvantages_seven_with_rules_and_sixteen_names_only() {
        assert_eq!(
            names(|d| !d.is_name_only()),
            [
                "Weak Constitution",
                "Addiction",
                "Bad Reputation",
                "Apathetic",
                "Misfortunate",
                "Poor",
                "Debt"
            ]
        );
        assert_eq!(names(DisadvantageEntry::is_name_only).len(), 16);
    }

    #[test]
    fn disadvantages_marked_with_an_asterisk_are_permanent() {
        assert_eq!(
            names(|d| d.permanent),
            [
                "Old",
                "Ancient",
                "One Arm",
                "No Arms",
                "One Eye",
                "Blind",
                "One Leg",
                "No Legs",
                "Delusion",
                "Psychosis"
            ]
        );
        // Debt is no asterisk, yet XP cannot remove it either.
        let kept = names(|d| !d.removable_with_xp);
        assert_eq!(kept.len(), 11);
        assert!(kept.contains(&"Debt"));
        let under: Vec<_> = DISADVANTAGES
            .iter()
            .filter_map(|d| Some((d.name, disadvantage(d.under?)?.name)))
            .collect();
        assert_eq!(
            under,
            [
                ("Ancient", "Old"),
                ("No Arms", "One Arm"),
                ("Blind", "One Eye"),
                ("No Legs", "One Leg"),
                ("Psychosis", "Delusion")
            ]
        );
    }

    #[test]
    fn addiction_two_levels_bad_reputation_five_debt_no_top() {
        let max = |id: &str| disadvantage(id).map(|d| d.max_level);
        assert_eq!(max("addiction"), Some(Some(2)));
        assert_eq!(max("bad_reputation"), Some(Some(5)));
        assert_eq!(max("debt"), Some(None));
        assert_eq!(max("ugly"), Some(Some(1)));
    }
}
