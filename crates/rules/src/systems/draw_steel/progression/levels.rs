//! Experience and levels: the campaign's level table.

use super::*;

/// Table rule (digest G10): the glossary has Experience but no table. Our default asks 8
/// Experience for level 2 and two more for each level after that than for the one before
/// (8, 18, 30, … 144): at one Experience per Victory, a few fights per level early on and a
/// longer road later.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct LevelTable {
    /// Experience for level 2, 3, … 10, rising.
    pub thresholds: [u32; 9],
}

impl Default for LevelTable {
    fn default() -> LevelTable {
        LevelTable {
            thresholds: [8, 18, 30, 44, 60, 78, 98, 120, 144],
        }
    }
}

/// Where a hero stands against the level table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct LevelStatus {
    /// The hero's level.
    pub level: u8,
    /// The level their Experience reaches.
    pub earned_level: u8,
    /// The hero's level is below the one their Experience reaches.
    pub ready_to_level_up: bool,
    /// The Experience the level after the hero's needs; `None` at level 10.
    pub next_level_at: Option<u32>,
}

impl LevelTable {
    /// Refuses a table whose thresholds do not rise from at least 1.
    pub fn validate(&self) -> Result<(), RuleViolation> {
        if self.thresholds[0] == 0 {
            return Err(RuleViolation::new(
                LEVEL_RULE,
                "Level 2 needs at least 1 Experience: every hero starts at level 1 with none.",
            ));
        }
        for (index, pair) in self.thresholds.windows(2).enumerate() {
            if pair[1] <= pair[0] {
                return Err(RuleViolation::new(
                    LEVEL_RULE,
                    format!(
                        "Level {} needs {} Experience, no more than level {} ({}): each level \
                         needs more than the one before.",
                        index + 3,
                        pair[1],
                        index + 2,
                        pair[0]
                    ),
                ));
            }
        }
        Ok(())
    }

    /// The level `experience` reaches: 1 below the first threshold, 10 at the last.
    pub fn level_for(&self, experience: u32) -> u8 {
        let reached = self
            .thresholds
            .iter()
            .position(|&needed| experience < needed)
            .unwrap_or(self.thresholds.len());
        // At most 9 thresholds, so the level is at most 10.
        HERO_LEVELS.start() + u8::try_from(reached).unwrap_or(9)
    }

    /// The Experience `level` needs: 0 for level 1, `None` outside 1 to 10.
    pub fn threshold(&self, level: u8) -> Option<u32> {
        match level {
            1 => Some(0),
            2..=10 => Some(self.thresholds[usize::from(level - 2)]),
            _ => None,
        }
    }

    /// Where a hero of `level` with `experience` stands.
    pub fn status(&self, experience: u32, level: u8) -> LevelStatus {
        let earned_level = self.level_for(experience);
        LevelStatus {
            level,
            earned_level,
            ready_to_level_up: level < earned_level,
            next_level_at: level.checked_add(1).and_then(|next| self.threshold(next)),
        }
    }
}
