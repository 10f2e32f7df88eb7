//! Moving on the grid: speed under conditions, walking and crawling, jumping, falling, and
//! forced movement with its slams ("Movement", "Slowed", "Grabbed", "Restrained", "Prone",
//! "Frightened", "Jump", "Falling", "Forced Movement", "Stability", "Slamming into Creatures",
//! "Slamming into Objects").
//!
//! The functions take the map, a way to ask who stands on a square, and the mover, and return
//! plain numbers the combat engine turns into events. A request the rules forbid comes back as
//! a [`MoveRefusal`], a small typed value that names the rule and becomes a [`RuleViolation`]
//! with `?`. Nothing here allocates except a slam that strikes creatures (their list).

mod forced;
mod refusal;

#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

pub use forced::{
    force_move, DownwardFall, ForcedMove, ForcedOptions, ForcedResult, Location, Obstacle, Slam,
    Struck,
};
pub use refusal::MoveRefusal;

use super::characteristics::Size;
use super::geometry::{axis_gap, distance, Grid, Pos, Space, Terrain};
#[cfg(doc)]
use crate::RuleViolation;

// ---------------------------------------------------------------------------------------------
// Falling

/// Damage per square fallen ("Falling").
pub const FALL_DAMAGE_PER_SQUARE: u16 = 2;
/// The most damage a fall deals ("Falling").
pub const FALL_DAMAGE_MAX: u16 = 50;
/// A fall this many squares or more hurts and lands the creature prone ("Falling").
pub const FALL_MIN_SQUARES: u16 = 2;

/// Which height the "2 or more squares" of "Falling" is measured on (digest A2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum FallThreshold {
    /// The height after the Agility reduction: a creature that turns a 3-square fall into 1
    /// takes nothing and stays on its feet. Digest A2's proposal; the default.
    #[default]
    EffectiveHeight,
    /// The height actually fallen: any fall of 2 or more squares lands the creature prone,
    /// with damage on the reduced height.
    ActualHeight,
}

/// Table rules for falls.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct FallingOptions {
    /// Which height the 2-square threshold reads.
    pub threshold: FallThreshold,
}

/// What a fall does ("Falling").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct Fall {
    /// Squares actually fallen.
    pub height: u16,
    /// The height after the Agility reduction.
    pub effective: u16,
    /// Damage taken: 2 per effective square, at most 50.
    pub damage: u16,
    /// Whether the creature lands prone.
    pub prone: bool,
}

/// A fall of `height` squares by a creature with `agility` ("Falling"): the creature may cut
/// the height by its Agility score (never by less than 0); a fall that still counts deals 2
/// damage per square, at most 50, and lands the creature prone.
pub fn falling(height: u16, agility: i8, options: FallingOptions) -> Fall {
    let reduction = u16::from(agility.max(0).unsigned_abs());
    let effective = height.saturating_sub(reduction);
    let counts = match options.threshold {
        FallThreshold::EffectiveHeight => effective >= FALL_MIN_SQUARES,
        FallThreshold::ActualHeight => height >= FALL_MIN_SQUARES,
    };
    Fall {
        height,
        effective,
        damage: if counts {
            effective
                .saturating_mul(FALL_DAMAGE_PER_SQUARE)
                .min(FALL_DAMAGE_MAX)
        } else {
            0
        },
        prone: counts,
    }
}

/// The size as a number for comparisons with a score: every size 1 (1T to 1L) counts as 1,
/// since a mechanic that mentions size 1 covers all four ("Size"; digest A10).
pub fn numeric_size(size: Size) -> u8 {
    size.squares()
}

/// What landing on a creature does to it ("Falling onto a creature").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct LandingOn {
    /// The damage the creature landed on takes: the same as the faller's.
    pub damage: u16,
    /// Whether it is knocked prone: the faller's size exceeds its Might score.
    pub knocked_prone: bool,
}

/// A creature of `faller_size` whose fall dealt it `damage` lands on a creature with Might
/// `below_might` ("Falling onto a creature"). The faller itself then lands prone in the
/// nearest unoccupied space of its choice, whatever the height; the engine places it.
pub fn landing_on(faller_size: Size, damage: u16, below_might: i8) -> LandingOn {
    LandingOn {
        damage,
        knocked_prone: i16::from(numeric_size(faller_size)) > i16::from(below_might),
    }
}

// ---------------------------------------------------------------------------------------------
// Jumping

/// The height of a baseline jump, in squares ("Jump").
pub const BASELINE_JUMP_HEIGHT: u8 = 1;

/// The baseline long jump in squares: the higher of Might and Agility, at least 1 ("Jump").
pub fn baseline_jump(might: i8, agility: i8) -> u8 {
    might.max(agility).max(1).unsigned_abs()
}

/// A jump's length and height, in squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct Jump {
    /// How far.
    pub length: u8,
    /// How high.
    pub height: u8,
}

impl Jump {
    /// The jump every movement allows without a test ("Jump").
    pub fn baseline(might: i8, agility: i8) -> Jump {
        Jump {
            length: baseline_jump(might, agility),
            height: BASELINE_JUMP_HEIGHT,
        }
    }

    /// The jump limited to `movement`, the distance of the effect that lets the creature move
    /// (its squares left): no jump goes farther or higher than that ("Jump").
    pub fn capped(self, movement: u16) -> Jump {
        let cap = u8::try_from(movement).unwrap_or(u8::MAX);
        Jump {
            length: self.length.min(cap),
            height: self.height.min(cap),
        }
    }
}

/// Whether a creature may jump at all: not while prone ("Prone"), nor out of difficult
/// terrain ("Jump"; damaging terrain is the engine's to add).
pub fn may_jump(prone: bool, standing_on: Terrain) -> Result<(), MoveRefusal> {
    if prone {
        Err(MoveRefusal::JumpWhileProne)
    } else if standing_on == Terrain::Difficult {
        Err(MoveRefusal::JumpFromDifficultTerrain)
    } else {
        Ok(())
    }
}

// ---------------------------------------------------------------------------------------------
// Speed

/// The speed of a slowed creature ("Slowed").
pub const SLOWED_SPEED: u8 = 2;

/// How "Slowed" treats a speed already below 2 (digest A9).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum SlowedSpeed {
    /// The condition reduces the speed to 2, so a lower speed stays as it is. Digest A9's
    /// proposal; the default.
    #[default]
    AtMostTwo,
    /// The speed becomes exactly 2, even when it was lower.
    ExactlyTwo,
}

/// A creature's speed under its conditions: slowed sets it to 2 (see [`SlowedSpeed`]),
/// grabbed and restrained to 0; with several, the lowest wins.
pub fn effective_speed(
    base: u8,
    slowed: bool,
    grabbed: bool,
    restrained: bool,
    slowed_rule: SlowedSpeed,
) -> u8 {
    if grabbed || restrained {
        return 0;
    }
    match (slowed, slowed_rule) {
        (false, _) => base,
        (true, SlowedSpeed::AtMostTwo) => base.min(SLOWED_SPEED),
        (true, SlowedSpeed::ExactlyTwo) => SLOWED_SPEED,
    }
}

// ---------------------------------------------------------------------------------------------
// Who moves and who is in the way

/// How the engine names a creature or object on the map (its index, an id).
pub type CombatantId = u32;

/// A creature (or object) about to move, as movement sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct Mover {
    /// Who it is: squares the occupancy query reports for this id are its own.
    pub id: CombatantId,
    /// Where it stands.
    pub space: Space,
    /// Squares above the ground.
    pub elevation: u8,
    /// Its speed after conditions ([`effective_speed`]).
    pub speed: u8,
    /// Prone: it crawls.
    pub prone: bool,
    /// The space of what frightens it, if it is frightened: it can't willingly move closer.
    pub frightened_of: Option<Space>,
    /// Its stability, which shortens forced movement.
    pub stability: u8,
    /// Restrained: it can't be force moved.
    pub restrained: bool,
    /// An object rather than a creature (an object slammed into a creature takes nothing).
    pub object: bool,
}

impl Mover {
    /// A standing, unhindered creature with stability 0 on the ground.
    pub const fn new(id: CombatantId, space: Space, speed: u8) -> Mover {
        Mover {
            id,
            space,
            elevation: 0,
            speed,
            prone: false,
            frightened_of: None,
            stability: 0,
            restrained: false,
            object: false,
        }
    }
}

/// What stands on a square, from the mover's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum OccupantKind {
    /// A creature on the mover's side.
    Ally,
    /// A creature the mover opposes.
    Enemy,
    /// A stationary object that doesn't break (a crate, a statue; walls are terrain).
    Object,
}

/// Whoever occupies a square: the engine's answer to "who is here?". One occupant per square;
/// creatures at different heights over one square are the engine's to split.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct Occupant {
    /// Who.
    pub id: CombatantId,
    /// Ally, enemy or object.
    pub kind: OccupantKind,
    /// Its size (an object's size decides whether a slam into it is an object slam).
    pub size: Size,
    /// Squares above the ground.
    pub elevation: u8,
}

/// Whether a space of `size` at `elevation` and the occupant's share some height.
fn same_height(size: Size, elevation: i32, occupant: &Occupant) -> bool {
    axis_gap(
        elevation,
        i32::from(size.squares()),
        i32::from(occupant.elevation),
        i32::from(occupant.size.squares()),
    ) == 0
}

// ---------------------------------------------------------------------------------------------
// Walking

/// Table rules for walking where the glossary is silent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct WalkOptions {
    /// Extra movement per step into difficult terrain (not in the glossary; default 1).
    pub difficult_extra: u8,
    /// Whether a creature may move through its allies' squares, though never end there
    /// (not in the glossary; default true). Enemies' squares are never entered.
    pub through_allies: bool,
    /// Whether a diagonal step may pass between two walls that meet only at a corner (not in
    /// the glossary; default true, matching line of effect, which passes there too).
    pub between_corner_walls: bool,
}

impl Default for WalkOptions {
    fn default() -> WalkOptions {
        WalkOptions {
            difficult_extra: 1,
            through_allies: true,
            between_corner_walls: true,
        }
    }
}

/// The end of a legal walk.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct WalkResult {
    /// Where the mover ends.
    pub space: Space,
    /// Squares stepped.
    pub squares: u16,
    /// Movement spent.
    pub cost: u16,
    /// Movement left of the budget.
    pub left: u16,
}

/// Walks (or crawls) `mover` along `path` with `budget` squares of movement ("Movement").
///
/// `path` lists the corner square of the mover's space after each step, the start excluded;
/// each step shifts the whole space by one square to one of the 8 neighbouring positions. A
/// step may not leave the map, enter a wall, an object or an enemy's square, or (when the
/// mover is frightened) bring it closer to the source of its fear ("Frightened"). A step costs
/// 1, plus [`WalkOptions::difficult_extra`] when it enters difficult terrain (a difficult
/// square the space did not already cover), plus 1 while prone ("Prone": crawling). Allies' squares may be crossed but not ended in. A mover with
/// speed 0 can't take a step ("Grabbed", "Restrained").
pub fn walk<F>(
    grid: &Grid,
    occupied: &F,
    mover: &Mover,
    path: &[Pos],
    budget: u16,
    options: WalkOptions,
) -> Result<WalkResult, MoveRefusal>
where
    F: Fn(Pos) -> Option<Occupant>,
{
    if path.is_empty() {
        return Ok(WalkResult {
            space: mover.space,
            squares: 0,
            cost: 0,
            left: budget,
        });
    }
    if mover.speed == 0 {
        return Err(MoveRefusal::SpeedZero);
    }
    let elevation = i32::from(mover.elevation);
    let mut here = mover.space;
    let mut cost: u16 = 0;
    for (index, &to) in path.iter().enumerate() {
        let step = step_number(index);
        let (dx, dy) = (
            i32::from(to.x) - i32::from(here.origin.x),
            i32::from(to.y) - i32::from(here.origin.y),
        );
        if dx.abs().max(dy.abs()) != 1 {
            return Err(MoveRefusal::NotAStep {
                step,
                forced: false,
            });
        }
        let next = here.at(to);
        if !grid.holds(next) {
            return Err(MoveRefusal::OffMap {
                step,
                forced: false,
            });
        }
        let mut difficult = false;
        for square in next.squares() {
            match grid.get(square) {
                Some(Terrain::Wall) => return Err(MoveRefusal::IntoWall { step }),
                Some(Terrain::Difficult) if !here.contains(square) => difficult = true,
                _ => {}
            }
            if let Some(occupant) = occupied(square) {
                if occupant.id == mover.id || !same_height(next.size, elevation, &occupant) {
                    continue;
                }
                match occupant.kind {
                    OccupantKind::Enemy => return Err(MoveRefusal::IntoEnemy { step }),
                    OccupantKind::Object => return Err(MoveRefusal::IntoObject { step }),
                    OccupantKind::Ally if !options.through_allies => {
                        return Err(MoveRefusal::IntoAlly { step })
                    }
                    OccupantKind::Ally => {}
                }
            }
        }
        if dx != 0 && dy != 0 && !options.between_corner_walls {
            let beside = |ox: i32, oy: i32| {
                let (Ok(x), Ok(y)) = (
                    i16::try_from(i32::from(here.origin.x) + ox),
                    i16::try_from(i32::from(here.origin.y) + oy),
                ) else {
                    return false;
                };
                here.at(Pos::new(x, y))
                    .squares()
                    .any(|square| grid.get(square) == Some(Terrain::Wall))
            };
            if beside(dx, 0) && beside(0, dy) {
                return Err(MoveRefusal::BetweenWalls { step });
            }
        }
        if let Some(fear) = mover.frightened_of {
            if distance(next, fear) < distance(here, fear) {
                return Err(MoveRefusal::TowardFear { step });
            }
        }
        let step_cost =
            1 + if difficult {
                u16::from(options.difficult_extra)
            } else {
                0
            } + u16::from(mover.prone);
        cost = cost.saturating_add(step_cost);
        if cost > budget {
            return Err(MoveRefusal::OverBudget {
                step,
                cost,
                budget,
                crawling: mover.prone,
            });
        }
        here = next;
    }
    let ends_on_someone = here.squares().any(|square| {
        occupied(square).is_some_and(|occupant| {
            occupant.id != mover.id && same_height(here.size, elevation, &occupant)
        })
    });
    if ends_on_someone {
        return Err(MoveRefusal::EndsOnAlly);
    }
    Ok(WalkResult {
        space: here,
        squares: u16::try_from(path.len()).unwrap_or(u16::MAX),
        cost,
        left: budget - cost,
    })
}

/// The 1-based number of the step at `index`, as the GM counts them.
fn step_number(index: usize) -> u16 {
    u16::try_from(index + 1).unwrap_or(u16::MAX)
}
