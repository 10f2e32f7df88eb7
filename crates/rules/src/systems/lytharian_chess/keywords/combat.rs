//! The pure pieces of keyword play the rules can already answer: stacking, the Att and Def
//! comparisons of «Troop Abilities», amounts that need no roll, ranges, D2 and D3.

use super::{Amount, Condition, Counted, Keyword, KeywordEffect, TroopAbility};
use crate::systems::lytharian_chess::BookValue;

/// The X of `keyword` summed over every source that carries it — the troop's own card, an
/// aura, equipment: «Troop Abilities» adds the values ("Physical Resist 1" and an aura's
/// "Physical Resist 2" make Physical Resist 3). `None` when no source has it, or when one
/// source's X is unknown (the total cannot be known then).
pub fn stacked_x<'a>(
    keyword: Keyword,
    sources: impl IntoIterator<Item = &'a TroopAbility>,
) -> Option<u32> {
    let mut total: Option<u32> = None;
    for ability in sources.into_iter().filter(|a| a.keyword == keyword) {
        let x = ability.x.as_ref()?.get()?;
        total = Some(total.unwrap_or(0) + u32::from(x));
    }
    total
}

/// What a combat modifier's condition reads: the two troops as they stand, every value
/// adjusted by equipment, auras, spells and current damage («Troop Abilities»).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CombatSnapshot<'a> {
    /// Whether this troop is the attacker.
    pub attacking: bool,
    /// Whether it was face down when the combat started.
    pub unrevealed_before_combat: bool,
    /// Its adjusted Att.
    pub own_att: i32,
    /// The opposing troop's adjusted Att.
    pub enemy_att: i32,
    /// The opposing troop's adjusted Def less its damage.
    pub enemy_remaining_def: i32,
    /// Damaged troops within 2 squares, itself included.
    pub damaged_within_two: u32,
    /// Friendly troops next to it.
    pub adjacent_friendly: u32,
    /// Whether one of them is of its race.
    pub friend_of_same_race_adjacent: bool,
    /// Revealed friendly Surictavi troops.
    pub revealed_friendly_surictavi: u32,
    /// Whether a weapon is attached to it.
    pub weapon_attached: bool,
    /// The opposing troop's race, when known.
    pub enemy_race: Option<&'a str>,
}

impl Condition {
    /// Whether the condition holds for this troop, `y` being the keyword's Y.
    pub fn holds(self, snapshot: &CombatSnapshot<'_>, y: Option<&str>) -> bool {
        match self {
            Condition::Always | Condition::InCombat => true,
            Condition::Attacking => snapshot.attacking,
            Condition::Defending => !snapshot.attacking,
            Condition::UnrevealedBeforeCombat => snapshot.unrevealed_before_combat,
            Condition::EnemyAttLower => snapshot.enemy_att < snapshot.own_att,
            Condition::EnemyAttHigher => snapshot.enemy_att > snapshot.own_att,
            Condition::EnemyDefBelowOwnAtt => snapshot.enemy_remaining_def < snapshot.own_att,
            Condition::DamagedTroopWithinTwo => snapshot.damaged_within_two > 0,
            Condition::WeaponAttached => snapshot.weapon_attached,
            Condition::NextToFriendOfSameRace => snapshot.friend_of_same_race_adjacent,
            Condition::EnemyIsY => match (snapshot.enemy_race, y) {
                (Some(race), Some(y)) => race.eq_ignore_ascii_case(y),
                _ => false,
            },
        }
    }
}

impl Amount {
    /// The amount with `x` as X, for amounts that need no roll; `None` for a D3.
    pub fn fixed(self, x: u8, snapshot: &CombatSnapshot<'_>) -> Option<i32> {
        let count = |counted: Counted| match counted {
            Counted::AdjacentFriendly => snapshot.adjacent_friendly,
            Counted::DamagedWithinTwo => snapshot.damaged_within_two,
            Counted::RevealedFriendlySurictavi => snapshot.revealed_friendly_surictavi,
        };
        match self {
            Amount::X => Some(i32::from(x)),
            Amount::Fixed { value } => Some(i32::from(value)),
            Amount::D3 => None,
            Amount::XPer { counted } => {
                Some(i32::from(x) * i32::try_from(count(counted)).unwrap_or(i32::MAX))
            }
            Amount::PerCapped { each, counted, cap } => Some(
                (u32::from(each) * count(counted))
                    .min(u32::from(cap))
                    .try_into()
                    .unwrap_or(i32::MAX),
            ),
        }
    }
}

/// The Att a keyword adds in this combat, for the keywords whose Att needs no roll or choice;
/// 0 when its condition fails, `None` for a keyword that adds no fixed Att.
pub fn att_bonus(ability: &TroopAbility, snapshot: &CombatSnapshot<'_>) -> Option<i32> {
    let x = ability.x.as_ref().and_then(BookValue::get).unwrap_or(0);
    fn of(
        effect: &KeywordEffect,
        x: u8,
        y: Option<&str>,
        snapshot: &CombatSnapshot<'_>,
    ) -> Option<i32> {
        match effect {
            KeywordEffect::Att { amount, when } => {
                let value = amount.fixed(x, snapshot)?;
                Some(if when.holds(snapshot, y) { value } else { 0 })
            }
            KeywordEffect::Both { first, second } => {
                match (of(first, x, y, snapshot), of(second, x, y, snapshot)) {
                    (None, None) => None,
                    (a, b) => Some(a.unwrap_or(0) + b.unwrap_or(0)),
                }
            }
            _ => None,
        }
    }
    of(
        &ability.keyword.info().effect,
        x,
        ability.y.as_deref(),
        snapshot,
    )
}

/// A D3 from a D6 roll: the roll halved, rounded up («Glossary of Terms» › D3).
pub const fn d3(d6: u8) -> u8 {
    d6.div_ceil(2)
}

/// A D2 from a D6 roll: the roll divided by 3, rounded up («Glossary of Terms» › D2).
pub const fn d2(d6: u8) -> u8 {
    d6.div_ceil(3)
}

/// Squares from one troop to another counted "in any direction" («Troop Abilities»: Bloodrage
/// counts forward, backwards, sideways or diagonally): a king's steps.
pub fn squares_between(from: crate::grid::Square, to: crate::grid::Square) -> u32 {
    crate::grid::Metric::KingMoves.distance(from, to)
}
