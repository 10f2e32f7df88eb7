//! Forced movement: push, pull and slide, stability, and what the target slams into ("Forced
//! Movement", "Stability", "Restrained", "Slamming into Creatures", "Slamming into Objects").

use serde::{Deserialize, Serialize};

use super::super::characteristics::Size;
use super::super::content::ForcedKind;
use super::super::geometry::{axis_gap, distance, Grid, Pos, Space, Terrain};
use super::{
    falling, same_height, step_number, CombatantId, Fall, FallingOptions, MoveRefusal, Mover,
    Occupant, OccupantKind,
};

/// Damage for slamming into an object before the remaining squares are added
/// ("Slamming into Objects").
pub const OBJECT_SLAM_DAMAGE: u16 = 2;

/// A place in 3D: a square and a height in squares above the ground. In a forced-movement
/// path an elevation below 0 is a step into the ground, which blocks it like a wall.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct Location {
    /// The corner square of the moved space.
    pub pos: Pos,
    /// Squares above the ground (below 0: into the ground).
    pub elevation: i16,
}

impl Location {
    /// On the ground at `pos`.
    pub const fn ground(pos: Pos) -> Location {
        Location { pos, elevation: 0 }
    }
}

/// A forced movement an ability imposes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct ForcedMove {
    /// Push, pull or slide.
    pub movement: ForcedKind,
    /// Squares, before stability.
    pub distance: u8,
    /// Vertical: the path may go up and down. Otherwise it keeps its height ("along the
    /// ground").
    pub vertical: bool,
    /// The space of the creature (or effect) doing the moving; pushes and pulls are measured
    /// from it, and a pull or slide may slam the target into it.
    pub source: Space,
    /// The source's height above the ground (read by vertical pushes and pulls).
    pub source_elevation: u8,
}

/// Which distance "as if they had fallen the distance force moved" means when a target is
/// driven down into the ground or an object (digest §4.10 proposal).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum DownwardFall {
    /// The squares the target actually moved downward. The default.
    #[default]
    SquaresDown,
    /// Every square the target moved in this forced movement, across as well as down.
    WholeMovement,
}

/// Table rules for forced movement.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct ForcedOptions {
    /// The falling rules the downward case uses (its Agility is always 0).
    pub falling: FallingOptions,
    /// The height of that fall.
    pub downward_fall: DownwardFall,
    /// Whether a vertical forced movement whose last step comes down onto the ground, with no
    /// squares left to slam, also deals falling damage (not in the glossary; default true: the
    /// target has been driven down onto the ground all the same).
    pub fall_on_landing: bool,
}

impl Default for ForcedOptions {
    fn default() -> ForcedOptions {
        ForcedOptions {
            falling: FallingOptions::default(),
            downward_fall: DownwardFall::default(),
            fall_on_landing: true,
        }
    }
}

/// What stopped a forced movement, other than creatures.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Obstacle {
    /// The ground, under a downward step.
    Ground,
    /// A wall square.
    Wall,
    /// A stationary object at least the target's size that doesn't break.
    Object {
        /// Which.
        id: CombatantId,
        /// Its size.
        size: Size,
    },
    /// An object smaller than the target: the glossary gives no slam for it, so the movement
    /// just stops there and the GM rules on the rest.
    SmallerObject {
        /// Which.
        id: CombatantId,
        /// Its size.
        size: Size,
    },
}

/// A creature slammed into, and the damage it takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct Struck {
    /// Who.
    pub id: CombatantId,
    /// 1 per remaining square ("Slamming into Creatures").
    pub damage: u16,
}

/// A collision that ended a forced movement.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct Slam {
    /// The step the target could not take.
    pub at: Location,
    /// Squares of the movement (after stability) not yet moved, the blocked one included
    /// (digest A8).
    pub remaining: u8,
    /// The ground, wall or object hit, if any.
    pub obstacle: Option<Obstacle>,
    /// The creatures hit, each once, with their damage.
    pub creatures: Vec<Struck>,
    /// What the slam deals the target: 1 per remaining square once for hitting creatures
    /// (however many), plus 2 + 1 per remaining square for an object, wall or the ground.
    pub target_damage: u16,
}

/// The outcome of a forced movement, as exact numbers for the engine's events.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct ForcedResult {
    /// Squares the movement allows after stability.
    pub allowed: u8,
    /// Squares the target moved.
    pub moved: u8,
    /// Where the target ends.
    pub space: Space,
    /// Its final height above the ground; above 0 it falls unless it can fly (the engine's
    /// call, with [`falling`]).
    pub elevation: u8,
    /// The target was restrained, so it did not move and nothing happened.
    pub restrained: bool,
    /// The collision that stopped it, if any.
    pub slam: Option<Slam>,
    /// Falling damage for being driven down into the ground or an object (Agility 0).
    pub falling: Option<Fall>,
    /// All the damage the target takes: slam plus fall.
    pub target_damage: u16,
}

/// Force moves `target` along `path` ("Forced Movement").
///
/// The GM chooses the path: the corner square and height of the target's space after each
/// step, at most `distance − stability` steps ("Stability"), each to a neighbouring position
/// (up and down only when the movement is vertical). Every step of a push must take the target
/// farther from the source and every step of a pull closer; a slide goes anywhere. The path
/// may not leave the map. A restrained target is not moved at all ("Restrained").
///
/// The target then moves square by square until the path ends or the next step is blocked:
/// - by creatures: the movement ends and the target and each creature take 1 damage per
///   remaining square, the target only once however many it hits ("Slamming into
///   Creatures"); the source itself can be hit by a pull or slide;
/// - by a wall, the ground, or an object at least the target's size: the movement ends and the
///   target takes 2 + 1 per remaining square ("Slamming into Objects"); if that step went
///   down, it also takes falling damage as if it had fallen, with Agility 0.
///
/// "Remaining" is the allowed distance minus the squares moved, the blocked step included
/// (digest A8).
pub fn force_move<F>(
    grid: &Grid,
    occupied: &F,
    target: &Mover,
    order: &ForcedMove,
    path: &[Location],
    options: ForcedOptions,
) -> Result<ForcedResult, MoveRefusal>
where
    F: Fn(Pos) -> Option<Occupant>,
{
    let start = Location {
        pos: target.space.origin,
        elevation: i16::from(target.elevation),
    };
    let mut result = ForcedResult {
        allowed: 0,
        moved: 0,
        space: target.space,
        elevation: target.elevation,
        restrained: target.restrained,
        slam: None,
        falling: None,
        target_damage: 0,
    };
    if target.restrained {
        return Ok(result);
    }
    let allowed = order.distance.saturating_sub(target.stability);
    result.allowed = allowed;
    if path.len() > usize::from(allowed) {
        return Err(MoveRefusal::TooLong {
            given: u16::try_from(path.len()).unwrap_or(u16::MAX),
            allowed,
            distance: order.distance,
            stability: target.stability,
        });
    }
    check_path(grid, target, order, start, path)?;

    let mut here = start;
    let mut down: u8 = 0;
    let mut last_step_down = false;
    for &next in path {
        let remaining = allowed - result.moved;
        let going_down = next.elevation < here.elevation;
        if let Some(slam) = collide(grid, occupied, target, next, remaining) {
            let hard = matches!(
                slam.obstacle,
                Some(Obstacle::Ground | Obstacle::Wall | Obstacle::Object { .. })
            );
            if going_down && hard {
                result.falling = Some(downward_fall(down, result.moved, options));
            }
            result.slam = Some(slam);
            break;
        }
        here = next;
        result.moved += 1;
        last_step_down = going_down;
        if going_down {
            down += 1;
        }
    }
    if result.slam.is_none()
        && options.fall_on_landing
        && order.vertical
        && last_step_down
        && here.elevation == 0
    {
        result.falling = Some(downward_fall(down, result.moved, options));
    }
    result.space = target.space.at(here.pos);
    result.elevation = u8::try_from(here.elevation).unwrap_or(0);
    result.target_damage = result
        .slam
        .as_ref()
        .map_or(0, |slam| slam.target_damage)
        .saturating_add(result.falling.map_or(0, |fall| fall.damage));
    Ok(result)
}

/// Refuses a path with a non-adjacent step, a height change along the ground, a step off the
/// map, or a push/pull step in the wrong direction. Checked before anything moves.
fn check_path(
    grid: &Grid,
    target: &Mover,
    order: &ForcedMove,
    start: Location,
    path: &[Location],
) -> Result<(), MoveRefusal> {
    let from_source = |at: Location| {
        let flat = i32::from(distance(target.space.at(at.pos), order.source));
        if order.vertical {
            flat.max(axis_gap(
                i32::from(at.elevation),
                i32::from(target.space.side()),
                i32::from(order.source_elevation),
                i32::from(order.source.side()),
            ))
        } else {
            flat
        }
    };
    let mut previous = start;
    for (index, &next) in path.iter().enumerate() {
        let step = step_number(index);
        let dx = i32::from(next.pos.x) - i32::from(previous.pos.x);
        let dy = i32::from(next.pos.y) - i32::from(previous.pos.y);
        let dz = i32::from(next.elevation) - i32::from(previous.elevation);
        if dx.abs().max(dy.abs()).max(dz.abs()) != 1 {
            return Err(MoveRefusal::NotAStep { step, forced: true });
        }
        if dz != 0 && !order.vertical {
            return Err(MoveRefusal::NotVertical { step });
        }
        if !grid.holds(target.space.at(next.pos)) || next.elevation > i16::from(u8::MAX) {
            return Err(MoveRefusal::OffMap { step, forced: true });
        }
        let (before, after) = (from_source(previous), from_source(next));
        let wrong = match order.movement {
            ForcedKind::Push => after <= before,
            ForcedKind::Pull => after >= before,
            ForcedKind::Slide => false,
        };
        if wrong {
            return Err(MoveRefusal::WrongDirection {
                step,
                movement: order.movement,
            });
        }
        previous = next;
    }
    Ok(())
}

/// What blocks the target's space at `next`, as a slam with its damage; `None` when the step
/// is free. Allocates only when creatures are hit.
fn collide<F>(
    grid: &Grid,
    occupied: &F,
    target: &Mover,
    next: Location,
    remaining: u8,
) -> Option<Slam>
where
    F: Fn(Pos) -> Option<Occupant>,
{
    let mut obstacle = None;
    let mut creatures: Vec<Struck> = Vec::new();
    let per_square = u16::from(remaining);
    if next.elevation < 0 {
        obstacle = Some(Obstacle::Ground);
    } else {
        let elevation = i32::from(next.elevation);
        for square in target.space.at(next.pos).squares() {
            if grid.get(square) == Some(Terrain::Wall) {
                obstacle = Some(Obstacle::Wall);
                continue;
            }
            let Some(occupant) = occupied(square) else {
                continue;
            };
            if occupant.id == target.id || !same_height(target.space.size, elevation, &occupant) {
                continue;
            }
            match occupant.kind {
                OccupantKind::Ally | OccupantKind::Enemy => {
                    if !creatures.iter().any(|struck| struck.id == occupant.id) {
                        creatures.push(Struck {
                            id: occupant.id,
                            damage: per_square,
                        });
                    }
                }
                OccupantKind::Object => {
                    let hit = if occupant.size >= target.space.size {
                        Obstacle::Object {
                            id: occupant.id,
                            size: occupant.size,
                        }
                    } else {
                        Obstacle::SmallerObject {
                            id: occupant.id,
                            size: occupant.size,
                        }
                    };
                    obstacle = Some(match obstacle {
                        None | Some(Obstacle::SmallerObject { .. }) => hit,
                        Some(kept) => kept,
                    });
                }
            }
        }
    }
    if obstacle.is_none() && creatures.is_empty() {
        return None;
    }
    let from_creatures = if creatures.is_empty() || target.object {
        0
    } else {
        per_square
    };
    let from_obstacle = match obstacle {
        Some(Obstacle::Ground | Obstacle::Wall | Obstacle::Object { .. }) => {
            OBJECT_SLAM_DAMAGE + per_square
        }
        Some(Obstacle::SmallerObject { .. }) | None => 0,
    };
    Some(Slam {
        at: next,
        remaining,
        obstacle,
        creatures,
        target_damage: from_creatures + from_obstacle,
    })
}

/// Falling damage for being driven downward into something that doesn't break ("Slamming into
/// Objects"): as if the target had fallen that far with Agility 0.
fn downward_fall(down: u8, moved: u8, options: ForcedOptions) -> Fall {
    let height = match options.downward_fall {
        DownwardFall::SquaresDown => down,
        DownwardFall::WholeMovement => moved,
    };
    falling(u16::from(height), 0, options.falling)
}
