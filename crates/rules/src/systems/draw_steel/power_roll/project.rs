//! Project rolls during a respite, their points and breakthroughs ("Breakthrough").

use serde::{Deserialize, Serialize};

use super::{resolve, PowerRoll, PowerRollInput, RollKind};

/// Table rule: how many project points a project roll earns (digest G24; the glossary names
/// project rolls but not their points).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ProjectPoints {
    /// The roll's total, never below 0.
    #[default]
    Total,
    /// A fixed number of points for each tier, lowest first.
    PerTier {
        /// Points for tier 1, 2 and 3.
        points: [i32; 3],
    },
}

/// A project roll during a respite, with its points and whether it was a breakthrough.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct ProjectRoll {
    /// The power roll.
    pub roll: PowerRoll,
    /// The project points it earns.
    pub points: i32,
    /// A natural 19 or 20: the character may make another project roll for the same project
    /// within the same respite activity ("Breakthrough").
    pub breakthrough: bool,
}

/// Resolves a project roll. `input`'s kind is taken as a project roll whatever it says.
pub fn project_roll(dice: [u8; 2], input: PowerRollInput, points: ProjectPoints) -> ProjectRoll {
    let roll = resolve(
        dice,
        PowerRollInput {
            kind: RollKind::Project,
            ..input
        },
    );
    let points = match points {
        ProjectPoints::Total => roll.total.max(0),
        ProjectPoints::PerTier { points } => points[roll.tier.index()],
    };
    ProjectRoll {
        breakthrough: roll.natural_19_20,
        points,
        roll,
    }
}
