//! The five characteristics and creature sizes: the numbers every other rule reads.

use serde::{Deserialize, Serialize};

use super::cite;
use crate::RuleViolation;

/// One of the five characteristics ("Characteristic").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Characteristic {
    /// Might.
    Might,
    /// Agility.
    Agility,
    /// Reason.
    Reason,
    /// Intuition.
    Intuition,
    /// Presence.
    Presence,
}

impl Characteristic {
    /// All five, in the rulebook's order.
    pub const ALL: [Characteristic; 5] = [
        Characteristic::Might,
        Characteristic::Agility,
        Characteristic::Reason,
        Characteristic::Intuition,
        Characteristic::Presence,
    ];

    /// The name as the rulebook spells it.
    pub const fn name(self) -> &'static str {
        match self {
            Characteristic::Might => "Might",
            Characteristic::Agility => "Agility",
            Characteristic::Reason => "Reason",
            Characteristic::Intuition => "Intuition",
            Characteristic::Presence => "Presence",
        }
    }
}

/// The lowest characteristic score.
pub const MIN_SCORE: i8 = -5;
/// The highest characteristic score.
pub const MAX_SCORE: i8 = 5;

/// A creature's five characteristic scores, each −5..=+5.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Characteristics {
    /// Might.
    pub might: i8,
    /// Agility.
    pub agility: i8,
    /// Reason.
    pub reason: i8,
    /// Intuition.
    pub intuition: i8,
    /// Presence.
    pub presence: i8,
}

impl Characteristics {
    /// The score of `characteristic`.
    pub const fn get(&self, characteristic: Characteristic) -> i8 {
        match characteristic {
            Characteristic::Might => self.might,
            Characteristic::Agility => self.agility,
            Characteristic::Reason => self.reason,
            Characteristic::Intuition => self.intuition,
            Characteristic::Presence => self.presence,
        }
    }

    /// The highest of the five scores.
    pub fn highest(&self) -> i8 {
        Characteristic::ALL
            .iter()
            .map(|&c| self.get(c))
            .max()
            .unwrap_or(0)
    }

    /// The best of `choices` (an ability that rolls "Might or Agility" uses the higher).
    pub fn best_of(&self, choices: &[Characteristic]) -> Option<(Characteristic, i8)> {
        choices
            .iter()
            .map(|&c| (c, self.get(c)))
            .max_by_key(|&(_, score)| score)
    }

    /// Refuses any score outside −5..=+5, naming the characteristic.
    pub fn validate(&self) -> Result<(), RuleViolation> {
        for characteristic in Characteristic::ALL {
            let score = self.get(characteristic);
            if !(MIN_SCORE..=MAX_SCORE).contains(&score) {
                return Err(RuleViolation::new(
                    cite("Characteristic"),
                    format!(
                        "{} {score:+} is out of range: each characteristic score is from −5 to +5.",
                        characteristic.name()
                    ),
                ));
            }
        }
        Ok(())
    }
}

/// How high a hero's characteristic scores may be when the hero is built: table rule
/// `draw_steel.characteristic_limit` (the glossary bounds scores to −5..+5 and says no more).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum CharacteristicLimit {
    /// At most +2 at levels 1–3, one more per echelon after, +5 at level 10 (not in the
    /// glossary).
    #[default]
    ByEchelon,
    /// Any score the glossary allows, −5 to +5, at every level.
    GlossaryRange,
}

impl CharacteristicLimit {
    /// The highest score a hero of `level` may be built with.
    pub const fn highest(self, level: u8) -> i8 {
        match self {
            CharacteristicLimit::GlossaryRange => MAX_SCORE,
            CharacteristicLimit::ByEchelon => {
                let by_echelon = 1 + super::content::echelon(level) as i8;
                if by_echelon < MAX_SCORE {
                    by_echelon
                } else {
                    MAX_SCORE
                }
            }
        }
    }
}

impl Characteristics {
    /// Refuses a score outside −5..+5, then a score above what `limit` allows a hero of `level`
    /// being built, naming the characteristic and the table rule.
    pub fn validate_for_build(
        &self,
        level: u8,
        limit: CharacteristicLimit,
    ) -> Result<(), RuleViolation> {
        self.validate()?;
        let highest = limit.highest(level);
        for characteristic in Characteristic::ALL {
            let score = self.get(characteristic);
            if score > highest {
                return Err(RuleViolation::new(
                    cite("Characteristic"),
                    format!(
                        "{} {score:+} is above {highest:+}, the highest score a level {level} \
                         hero may be built with under this campaign's table rule \
                         \"How high a hero's characteristics may be when built\" (not in the \
                         glossary, which only bounds scores to −5..+5).",
                        characteristic.name()
                    ),
                ));
            }
        }
        Ok(())
    }
}

/// A creature's or object's size ("Size"): 1T, 1S, 1M, 1L, then 2, 3, 4, … with no upper limit.
///
/// Held as a rank (1T = 0, 1S = 1, 1M = 2, 1L = 3, size n ≥ 2 = n + 2) so sizes compare by
/// their order, and written as the rulebook writes them ("1M", "3").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(feature = "boundary", specta(transparent))]
#[serde(into = "String", try_from = "String")]
pub struct Size(
    #[cfg_attr(feature = "boundary", specta(type = String), schemars(with = "String"))] u8,
);

impl Size {
    /// Size 1T (tiny).
    pub const TINY: Size = Size(0);
    /// Size 1S (small).
    pub const SMALL: Size = Size(1);
    /// Size 1M (medium).
    pub const MEDIUM: Size = Size(2);
    /// Size 1L (large).
    pub const LARGE: Size = Size(3);

    /// Size `n` squares; sizes 0 and 1 give 1M (name the sub-size with the constants).
    pub const fn squares_of(n: u8) -> Size {
        if n <= 1 {
            Size::MEDIUM
        } else {
            Size(n.saturating_add(2))
        }
    }

    /// The rank: how many steps above 1T this size is.
    pub const fn rank(self) -> u8 {
        self.0
    }

    /// The number of squares of each side of the space (every size 1 takes 1 square).
    pub const fn squares(self) -> u8 {
        if self.0 <= 3 {
            1
        } else {
            self.0 - 2
        }
    }

    /// How many sizes larger `self` is than `other` (negative when smaller).
    pub fn steps_above(self, other: Size) -> i16 {
        i16::from(self.0) - i16::from(other.0)
    }
}

impl std::fmt::Display for Size {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.0 {
            0 => f.write_str("1T"),
            1 => f.write_str("1S"),
            2 => f.write_str("1M"),
            3 => f.write_str("1L"),
            rank => write!(f, "{}", rank - 2),
        }
    }
}

impl From<Size> for String {
    fn from(size: Size) -> String {
        size.to_string()
    }
}

impl TryFrom<String> for Size {
    type Error = String;

    fn try_from(code: String) -> Result<Size, String> {
        let trimmed = code.trim();
        match trimmed.to_ascii_uppercase().as_str() {
            "1T" => Ok(Size::TINY),
            "1S" => Ok(Size::SMALL),
            "1M" | "1" => Ok(Size::MEDIUM),
            "1L" => Ok(Size::LARGE),
            other => match other.parse::<u8>() {
                Ok(n) if (2..=250).contains(&n) => Ok(Size::squares_of(n)),
                _ => Err(format!(
                    "\"{trimmed}\" is not a size: write 1T, 1S, 1M, 1L, or a whole number from 2."
                )),
            },
        }
    }
}

impl Default for Size {
    fn default() -> Size {
        Size::MEDIUM
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn size_1t_is_four_sizes_smaller_than_2() {
        // Digest DS-92, glossary "Size".
        assert_eq!(Size::squares_of(2).steps_above(Size::TINY), 4);
        assert_eq!(Size::LARGE.steps_above(Size::TINY), 3);
        assert!(Size::TINY < Size::SMALL && Size::SMALL < Size::MEDIUM);
    }

    #[test]
    fn sizes_read_and_write_as_the_rulebook_prints_them() {
        for code in ["1T", "1S", "1M", "1L", "2", "5", "12"] {
            let size = Size::try_from(code.to_owned()).expect("a size");
            assert_eq!(size.to_string(), code);
        }
        assert_eq!(Size::squares_of(3).squares(), 3);
        assert_eq!(Size::TINY.squares(), 1);
        assert!(Size::try_from("0".to_owned()).is_err());
        assert!(Size::try_from("huge".to_owned()).is_err());
        let json = serde_json::to_string(&Size::squares_of(4)).expect("json");
        assert_eq!(json, "\"4\"");
        assert_eq!(
            serde_json::from_str::<Size>("\"1L\"").expect("1L"),
            Size::LARGE
        );
    }

    #[test]
    fn a_characteristic_of_six_is_refused() {
        // Digest DS-93.
        let scores = Characteristics {
            might: 6,
            ..Characteristics::default()
        };
        let refused = scores.validate().expect_err("refused");
        assert_eq!(refused.rule.section, "Characteristic");
        assert!(refused.message.contains("Might +6"));
        let fine = Characteristics {
            might: 5,
            agility: -5,
            ..Characteristics::default()
        };
        assert!(fine.validate().is_ok());
    }

    #[test]
    fn best_of_takes_the_higher_score() {
        let scores = Characteristics {
            might: 1,
            agility: 3,
            ..Characteristics::default()
        };
        assert_eq!(
            scores.best_of(&[Characteristic::Might, Characteristic::Agility]),
            Some((Characteristic::Agility, 3))
        );
        assert_eq!(scores.highest(), 3);
    }
}
