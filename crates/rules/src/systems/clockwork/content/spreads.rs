//! The eight premade skill spreads («Purchasing Skills»): how many skills end at each rank.

use serde::Serialize;

/// The ranks a premade spread uses, in the table's column order.
pub const SPREAD_RANKS: [u8; 5] = [7, 8, 9, 10, 12];

/// One premade option: a count of skills at 7, 8, 9, 10 and 12.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkPremadeSpread"),
    schemars(rename = "ClockworkPremadeSpread")
)]
#[serde(rename_all = "camelCase")]
pub struct PremadeSpread {
    /// The option number, 1 to 8.
    pub option: u8,
    /// "Balanced" (1–4) or "Focused" (5–8).
    pub style: &'static str,
    /// Skills at 7, 8, 9, 10 and 12, in that order.
    pub counts: [u8; 5],
}

impl PremadeSpread {
    /// How many skills the spread puts at `rank` (0 for a rank it does not use).
    pub fn count_at(&self, rank: u8) -> u8 {
        SPREAD_RANKS
            .iter()
            .position(|&r| r == rank)
            .map_or(0, |column| self.counts[column])
    }

    /// The points it spends: each skill lowered from 12 costs one point a rank.
    pub fn points(&self) -> u32 {
        SPREAD_RANKS
            .iter()
            .zip(self.counts)
            .map(|(&rank, count)| u32::from(12 - rank) * u32::from(count))
            .sum()
    }

    /// The option numbered `option`.
    pub fn numbered(option: u8) -> Option<&'static PremadeSpread> {
        PREMADE_SPREADS.iter().find(|s| s.option == option)
    }
}

const fn spread(option: u8, style: &'static str, counts: [u8; 5]) -> PremadeSpread {
    PremadeSpread {
        option,
        style,
        counts,
    }
}

/// The book's eight options.
pub static PREMADE_SPREADS: [PremadeSpread; 8] = [
    spread(1, "Balanced", [1, 3, 3, 5, 4]),
    spread(2, "Balanced", [2, 2, 2, 6, 4]),
    spread(3, "Balanced", [3, 1, 1, 7, 4]),
    spread(4, "Balanced", [4, 0, 0, 8, 4]),
    spread(5, "Focused", [1, 5, 3, 1, 6]),
    spread(6, "Focused", [2, 4, 2, 2, 6]),
    spread(7, "Focused", [3, 3, 1, 3, 6]),
    spread(8, "Focused", [4, 2, 0, 4, 6]),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_premade_spread_ranks_sixteen_skills_for_thirty_six_points() {
        for (index, spread) in PREMADE_SPREADS.iter().enumerate() {
            assert_eq!(usize::from(spread.option), index + 1);
            assert_eq!(spread.counts.iter().map(|&c| u32::from(c)).sum::<u32>(), 16);
            assert_eq!(spread.points(), 36, "option {}", spread.option);
        }
        assert_eq!(PremadeSpread::numbered(5).map(|s| s.count_at(8)), Some(5));
        assert_eq!(PremadeSpread::numbered(1).map(|s| s.count_at(11)), Some(0));
        assert!(PremadeSpread::numbered(9).is_none());
    }
}
