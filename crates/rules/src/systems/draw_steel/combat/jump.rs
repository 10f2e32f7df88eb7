//! Jumping as part of a creature's movement ("Jump"): the baseline long jump, the Might or
//! Agility test to go farther and higher, and what forbids a jump ("Prone", difficult terrain).

use super::budget::{self, spend_for, Need};
use super::checks::make_test;
use super::command::{Event, TestRequest};
use super::moves::{actor, occupant, opportunities};
use super::state::{effective_speed, CombatState};
use crate::random::Rng;
use crate::systems::draw_steel::characteristics::Characteristic;
use crate::systems::draw_steel::cite;
use crate::systems::draw_steel::content::ConditionKind;
use crate::systems::draw_steel::geometry::{self, Pos, Space};
use crate::systems::draw_steel::movement::{self, Jump};
use crate::systems::draw_steel::power_roll::{jump_test_extra, JUMP};
use crate::systems::draw_steel::words::count;
use crate::RuleViolation;

/// A `Jump` command's fields.
#[derive(Clone, Copy, Debug)]
pub struct JumpOrder {
    /// Where the jumper's space lands.
    pub to: Pos,
    /// The height it must clear.
    pub height: u8,
    /// Might or Agility for the test.
    pub characteristic: Option<Characteristic>,
    /// Whether it tests to jump farther.
    pub test: bool,
    /// The test's dice.
    pub dice: Option<[u8; 2]>,
    /// The bleeding d6.
    pub bleeding_die: Option<u8>,
}

/// `a / b` rounded to the nearest whole number (halves up); `b` is positive.
const fn round_div(a: i32, b: i32) -> i32 {
    (2 * a + b).div_euclid(2 * b)
}

/// `Jump`: the acting creature long jumps from its space to `order.to`.
///
/// The jump is part of the creature's movement: it spends a square of movement per square
/// jumped, taking a move action when the movement left is short, like `Advance`. It reaches the
/// baseline (the higher of Might and Agility, at least 1, and 1 square high) or, with the test,
/// 1 or 2 squares farther and higher at tier 2 or 3; never beyond the movement that allows it.
/// A test that falls short lands the creature at the farthest square it reaches on the line.
pub fn jump(
    state: &CombatState,
    rng: &mut Rng,
    order: JumpOrder,
) -> Result<Vec<Event>, RuleViolation> {
    let who = actor(state, "jump")?;
    let creature = budget::combatant(state, who)?;
    let (Some(grid), Some(from)) = (state.grid.as_ref(), creature.space()) else {
        return Err(RuleViolation::new(
            JUMP,
            format!(
                "A jump is measured on the map, and {} has no square on one: move it with \
                 Advance and judge the jump at the table.",
                creature.name
            ),
        ));
    };
    let standing_on = grid.get(from.origin).unwrap_or_default();
    movement::may_jump(creature.has(ConditionKind::Prone), standing_on)?;
    let speed = u16::from(effective_speed(creature));
    if speed == 0 {
        return Err(RuleViolation::new(
            cite("Move"),
            format!(
                "{}'s speed is 0 (grabbed, restrained or slowed to nothing): no movement, no jump.",
                creature.name
            ),
        ));
    }
    let dx = i32::from(order.to.x) - i32::from(from.origin.x);
    let dy = i32::from(order.to.y) - i32::from(from.origin.y);
    let wanted = u16::try_from(dx.abs().max(dy.abs())).unwrap_or(u16::MAX);
    if wanted == 0 {
        return Err(RuleViolation::new(
            JUMP,
            "A jump has to land somewhere else.",
        ));
    }
    let characteristic = order.characteristic.unwrap_or(
        if creature.characteristics.agility > creature.characteristics.might {
            Characteristic::Agility
        } else {
            Characteristic::Might
        },
    );
    if !matches!(
        characteristic,
        Characteristic::Might | Characteristic::Agility
    ) {
        return Err(RuleViolation::new(
            JUMP,
            format!(
                "A jump test uses Might or Agility, not {}.",
                characteristic.name()
            ),
        ));
    }
    if order.dice.is_some() && !order.test {
        return Err(RuleViolation::new(
            JUMP,
            "Dice go with the jump test only; the baseline jump needs no roll.",
        ));
    }

    let mut events = Vec::with_capacity(6);
    let budget_now = state.turn.map(|t| t.budget);
    let mut available = budget_now.map_or(0, |b| b.movement);
    if u16::from(order.height).max(wanted) > available {
        let slot = spend_for(state, who, Need::Move)?;
        events.push(Event::SlotUsed { actor: who, slot });
        available += speed;
    }
    let baseline = Jump::baseline(
        creature.characteristics.might,
        creature.characteristics.agility,
    );
    let mut reach = baseline;
    let mut how = format!(
        "the baseline jump (the higher of Might {} and Agility {}, at least 1) reaches {} long \
         and {} high",
        creature.characteristics.might,
        creature.characteristics.agility,
        count(baseline.length, "square", "squares"),
        count(baseline.height, "square", "squares")
    );
    if order.test {
        let roll = make_test(
            state,
            rng,
            TestRequest {
                who,
                characteristic,
                difficulty: None,
                skill: false,
                edges: 0,
                banes: 0,
                to_find: None,
            },
            order.dice,
            order.bleeding_die,
            false,
            &mut events,
        )?;
        let extra = jump_test_extra(roll.tier);
        reach = Jump {
            length: baseline.length.saturating_add(extra),
            height: baseline.height.saturating_add(extra),
        };
        how.push_str(&format!(
            "; the {} test's tier {} adds {}",
            characteristic.name(),
            roll.tier.number(),
            count(extra, "square", "squares")
        ));
    }
    let capped = reach.capped(available);
    if capped != reach {
        how.push_str(&format!(
            "; no farther than the {} of movement that allow it",
            count(available, "square", "squares")
        ));
    }
    if order.height > capped.height {
        return Err(RuleViolation::new(
            JUMP,
            format!(
                "{} cannot clear {}: {how}.",
                creature.name,
                count(order.height, "square", "squares")
            ),
        ));
    }
    let length = u16::from(capped.length).min(wanted);
    let landing = if length == wanted {
        order.to
    } else if order.test {
        // The test decided how far the jump goes; it lands short on the line it took.
        let (l, k) = (i32::from(wanted), i32::from(length));
        Pos {
            x: from.origin.x + i16::try_from(round_div(dx * k, l)).unwrap_or(0),
            y: from.origin.y + i16::try_from(round_div(dy * k, l)).unwrap_or(0),
        }
    } else {
        return Err(RuleViolation::new(
            JUMP,
            format!(
                "{} cannot jump {}: {how}. Test to jump farther.",
                creature.name,
                count(wanted, "square", "squares")
            ),
        ));
    };
    let space = Space {
        origin: landing,
        size: creature.size,
    };
    if !super::setup::fits(grid, space) {
        return Err(RuleViolation::new(
            JUMP,
            format!(
                "{} cannot land there: part of its space is off the map or in a wall.",
                creature.name
            ),
        ));
    }
    if space
        .squares()
        .any(|pos| occupant(state, who, pos).is_some())
    {
        return Err(RuleViolation::new(
            JUMP,
            format!(
                "{} cannot land there: someone is in the way.",
                creature.name
            ),
        ));
    }
    if let Some(fear) = creature
        .conditions
        .iter()
        .filter(|c| c.kind == ConditionKind::Frightened)
        .find_map(|c| c.source.and_then(|s| state.get(s)).and_then(|s| s.space()))
    {
        if geometry::distance(space, fear) < geometry::distance(from, fear) {
            return Err(RuleViolation::new(
                cite("Frightened"),
                format!(
                    "{} cannot willingly move closer to the source of its fear.",
                    creature.name
                ),
            ));
        }
    }
    let text = if landing == order.to {
        format!(
            "{} jumps {}: {how}",
            creature.name,
            count(length, "square", "squares")
        )
    } else {
        format!(
            "{} falls short and lands after {}: {how}",
            creature.name,
            count(length, "square", "squares")
        )
    };
    events.push(Event::Ruling {
        who: Some(who),
        text,
        rule: JUMP,
    });
    let path = [landing];
    let attackers = opportunities(state, who, &path);
    events.push(Event::Moved {
        who,
        path: path.to_vec(),
        cost: length,
        shift: false,
    });
    if !attackers.is_empty() {
        events.push(Event::OpportunitiesOpened {
            mover: who,
            from: from.origin,
            attackers,
        });
    }
    Ok(events)
}
