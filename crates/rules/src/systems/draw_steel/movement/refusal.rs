//! Why a move was refused, as a small value the engine can match on and the GM can read.

use serde::{Deserialize, Serialize};

use super::super::cite;
use super::super::content::ForcedKind;
use super::super::words::{count, noun};
use crate::citation::Citation;
use crate::RuleViolation;

/// A movement request the rules forbid. Steps are numbered from 1. Becomes a
/// [`RuleViolation`] (with its citation and a sentence for the GM) through `?` or `into()`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum MoveRefusal {
    /// The mover's speed is 0 (grabbed, restrained…), so it can't take a step.
    SpeedZero,
    /// A step does not go to one of the 8 neighbouring positions (or, in 3D, the 26).
    NotAStep {
        /// Which step.
        step: u16,
        /// Part of a forced movement.
        forced: bool,
    },
    /// A step would put part of the mover beyond the edge of the map.
    OffMap {
        /// Which step.
        step: u16,
        /// Part of a forced movement.
        forced: bool,
    },
    /// A step enters a wall.
    IntoWall {
        /// Which step.
        step: u16,
    },
    /// A step enters an enemy's square.
    IntoEnemy {
        /// Which step.
        step: u16,
    },
    /// A step enters an object's square.
    IntoObject {
        /// Which step.
        step: u16,
    },
    /// A step enters an ally's square while the table forbids moving through allies.
    IntoAlly {
        /// Which step.
        step: u16,
    },
    /// A diagonal step squeezes between two walls that meet at a corner, which the table forbids.
    BetweenWalls {
        /// Which step.
        step: u16,
    },
    /// The walk would end in another creature's square.
    EndsOnAlly,
    /// A frightened creature's step brings it closer to the source of its fear.
    TowardFear {
        /// Which step.
        step: u16,
    },
    /// The path costs more movement than is left.
    OverBudget {
        /// The step that overspends.
        step: u16,
        /// The movement spent through that step.
        cost: u16,
        /// The movement available.
        budget: u16,
        /// The mover is prone and crawls.
        crawling: bool,
    },
    /// A prone creature tries to jump.
    JumpWhileProne,
    /// A creature in difficult terrain tries to jump out of it.
    JumpFromDifficultTerrain,
    /// A forced-movement path longer than the distance left after stability.
    TooLong {
        /// Squares in the path.
        given: u16,
        /// Squares allowed (distance − stability).
        allowed: u8,
        /// The forced movement's distance.
        distance: u8,
        /// The target's stability.
        stability: u8,
    },
    /// A push step that does not take the target farther from the source, or a pull step that
    /// does not bring it closer.
    WrongDirection {
        /// Which step.
        step: u16,
        /// Push or pull.
        movement: ForcedKind,
    },
    /// A step up or down in a forced movement that is not vertical.
    NotVertical {
        /// Which step.
        step: u16,
    },
}

impl MoveRefusal {
    /// The glossary entry the refusal rests on.
    pub fn rule(&self) -> Citation {
        match self {
            MoveRefusal::SpeedZero
            | MoveRefusal::NotAStep { forced: false, .. }
            | MoveRefusal::OffMap { forced: false, .. }
            | MoveRefusal::IntoWall { .. }
            | MoveRefusal::IntoEnemy { .. }
            | MoveRefusal::IntoObject { .. }
            | MoveRefusal::IntoAlly { .. }
            | MoveRefusal::BetweenWalls { .. }
            | MoveRefusal::EndsOnAlly
            | MoveRefusal::OverBudget {
                crawling: false, ..
            } => cite("Movement"),
            MoveRefusal::OverBudget { crawling: true, .. } | MoveRefusal::JumpWhileProne => {
                cite("Prone")
            }
            MoveRefusal::TowardFear { .. } => cite("Frightened"),
            MoveRefusal::JumpFromDifficultTerrain => cite("Jump"),
            MoveRefusal::TooLong { stability, .. } if *stability > 0 => cite("Stability"),
            MoveRefusal::NotAStep { forced: true, .. }
            | MoveRefusal::OffMap { forced: true, .. }
            | MoveRefusal::TooLong { .. }
            | MoveRefusal::WrongDirection { .. }
            | MoveRefusal::NotVertical { .. } => cite("Forced Movement"),
        }
    }

    /// A sentence for the GM.
    pub fn message(&self) -> String {
        match *self {
            MoveRefusal::SpeedZero => {
                "This creature's speed is 0, so it can't move on its own.".to_owned()
            }
            MoveRefusal::NotAStep { step, forced } => format!(
                "Step {step} of the {} does not go to a neighbouring square: the path must move one square at a time.",
                if forced { "forced movement" } else { "move" }
            ),
            MoveRefusal::OffMap { step, forced: true } => format!(
                "Step {step} of the forced movement would push the target beyond the edge of the map."
            ),
            MoveRefusal::OffMap { step, forced: false } => {
                format!("Step {step} of the move goes beyond the edge of the map.")
            }
            MoveRefusal::IntoWall { step } => {
                format!("Step {step} of the move runs into a wall.")
            }
            MoveRefusal::IntoEnemy { step } => {
                format!("Step {step} of the move enters an enemy's square; enemies can't be moved through.")
            }
            MoveRefusal::IntoObject { step } => {
                format!("Step {step} of the move enters a square an object fills.")
            }
            MoveRefusal::IntoAlly { step } => format!(
                "Step {step} of the move enters an ally's square, and this table doesn't allow moving through allies."
            ),
            MoveRefusal::BetweenWalls { step } => format!(
                "Step {step} of the move squeezes diagonally between two walls, which this table doesn't allow."
            ),
            MoveRefusal::EndsOnAlly => {
                "The move would end in another creature's square; it may pass through an ally but not stop there.".to_owned()
            }
            MoveRefusal::TowardFear { step } => format!(
                "Step {step} of the move would bring the frightened creature closer to the source of its fear."
            ),
            MoveRefusal::OverBudget {
                step,
                cost,
                budget,
                crawling,
            } => format!(
                "Step {step} brings the cost to {} of movement{}, but only {budget} {} left.",
                count(cost, "square", "squares"),
                if crawling { " (crawling while prone costs 1 more per square)" } else { "" },
                noun(budget, "is", "are"),
            ),
            MoveRefusal::JumpWhileProne => "A prone creature can't jump.".to_owned(),
            MoveRefusal::JumpFromDifficultTerrain => {
                "A creature can't jump out of difficult terrain.".to_owned()
            }
            MoveRefusal::TooLong {
                given,
                allowed,
                distance,
                stability,
            } => {
                if stability > 0 {
                    format!(
                        "The path has {}, but the forced movement of {distance} is cut by stability {stability} to {allowed}.",
                        count(given, "square", "squares")
                    )
                } else {
                    format!(
                        "The path has {}, but the forced movement is only {allowed}.",
                        count(given, "square", "squares")
                    )
                }
            }
            MoveRefusal::WrongDirection { step, movement } => match movement {
                ForcedKind::Pull => format!(
                    "Step {step} of the pull does not bring the target closer to the source; every square of a pull must."
                ),
                ForcedKind::Push | ForcedKind::Slide => format!(
                    "Step {step} of the push does not take the target farther from the source; every square of a push must."
                ),
            },
            MoveRefusal::NotVertical { step } => format!(
                "Step {step} moves the target up or down, but this forced movement is along the ground, not vertical."
            ),
        }
    }
}

impl From<MoveRefusal> for RuleViolation {
    fn from(refusal: MoveRefusal) -> RuleViolation {
        RuleViolation::new(refusal.rule(), refusal.message())
    }
}

impl std::fmt::Display for MoveRefusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message())
    }
}

impl std::error::Error for MoveRefusal {}
