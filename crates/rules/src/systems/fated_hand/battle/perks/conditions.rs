//! Perk conditions read from the battle state at one exchange.

use super::super::state::Tile;
use super::super::state::{ArmorMarks, Combatant, CombatantId, Stance};
use super::super::stats::{index, value};
use super::rules::{ArmorFlags, GoodBalance, MagicMarks, NarrowFlank, SizeReading};
use super::Exchange;
use crate::deck::Zone;
use crate::systems::fated_hand::checks::card_power;
use crate::systems::fated_hand::content::perks::{Condition, PerkEffect};
use crate::systems::fated_hand::content::spells::SpellTypeCounting;
use crate::systems::fated_hand::content::{content, ArmTrait, MagicType};
use crate::systems::fated_hand::model::Stat;

/// Whether `condition` holds for the perk of `holder` in this exchange; `None` when the battle
/// state cannot say (the GM rules).
pub fn holds(condition: &Condition, ex: &Exchange<'_>, holder: CombatantId) -> Option<bool> {
    let me = ex.c(holder);
    let other_id = ex.other(holder);
    let other = ex.c(other_id);
    let stat = |c: &Combatant, s: Stat| i32::from(value(c, s));
    Some(match condition {
        Condition::Always => true,
        Condition::AllOf(all) => {
            let mut unknown = false;
            for c in all {
                match holds(c, ex, holder) {
                    Some(false) => return Some(false),
                    None => unknown = true,
                    Some(true) => {}
                }
            }
            return if unknown { None } else { Some(true) };
        }
        Condition::HoldsPerk(id) => me.perks.iter().any(|p| p == id),
        // Whether a spell's attack is melee or ranged the book does not say: the GM rules.
        Condition::MeleeAttack if ex.spell => return None,
        Condition::RangedAttack if ex.spell => return None,
        Condition::MeleeAttack => !ex.ranged,
        Condition::RangedAttack => ex.ranged,
        Condition::Riposting => holder == ex.attacker && ex.riposte,
        Condition::AggressiveStance => me.stance == Stance::Aggressive,
        Condition::AttackSucceeded => holder == ex.attacker && !ex.riposte && ex.after?.success,
        Condition::AttackOrRiposteSucceeded => holder == ex.attacker && ex.after?.success,
        Condition::RiposteSucceeded => holder == ex.attacker && ex.riposte && ex.after?.success,
        Condition::TargetDidNotRiposte => !ex.after?.riposted,
        Condition::AfterAttackOrRiposte => ex.after.is_some(),
        Condition::AfterMeleeExchange => ex.after.is_some() && !ex.ranged,
        Condition::YouAttacked => holder == ex.attacker,
        Condition::YouDefended => holder == ex.target && ex.after.is_some_and(|r| r.defended),
        Condition::StrikeMeetsTargetDefense => {
            let r = ex.after?;
            r.strike >= r.defense
        }
        Condition::StrikeAndSpeedMeetTargetDefenseAndSpeed => {
            stat(me, Stat::Strike) + stat(me, Stat::Speed)
                >= stat(other, Stat::Defense) + stat(other, Stat::Speed)
        }
        Condition::StrikeExceedsTargetBy { amount } => {
            stat(me, Stat::Strike) - stat(other, Stat::Strike) >= i32::from(*amount)
        }
        Condition::SpeedExceedsTargetBy { amount } => {
            stat(me, Stat::Speed) - stat(other, Stat::Speed) >= i32::from(*amount)
        }
        Condition::TargetSlowerThanYou => stat(other, Stat::Speed) < stat(me, Stat::Speed),
        Condition::TargetDefenseHigherThanYours => {
            stat(other, Stat::Defense) > stat(me, Stat::Defense)
        }
        Condition::TargetHasStatBelowOne => [Stat::Strike, Stat::Defense, Stat::Speed]
            .into_iter()
            .any(|s| stat(other, s) < 1),
        Condition::TargetEngagedWithAnother => other.engaged & !(1u64 << holder) != 0,
        Condition::TargetEngagedWithYou => other.engaged_with(holder),
        Condition::NotHidden => !me.hidden,
        Condition::TargetWithin { tiles } => ex.distance? <= u16::from(*tiles),
        Condition::TwoCombatCardsSamePower => {
            let [a, b, c] = me.cards?.map(card_power);
            a == b || b == c || a == c
        }
        Condition::AggressiveDefenseCardHigher => {
            let cards = me.cards?;
            me.stance == Stance::Aggressive && card_power(cards[1]) > card_power(cards[0])
        }
        // Good Balance's "vice-versa" (table rule fated_hand.good_balance_vice_versa).
        Condition::DefensiveStrikeCardHigher
            if ex.state.rules.perks.good_balance == GoodBalance::AggressiveOnly =>
        {
            false
        }
        Condition::DefensiveStrikeCardHigher => {
            let cards = me.cards?;
            me.stance == Stance::Defensive && card_power(cards[0]) > card_power(cards[1])
        }
        Condition::StartedTurnAdjacentToTarget => {
            let (Some(start), Some(there)) = (me.turn_start, other.position) else {
                return None;
            };
            start.distance(there) <= 1
        }
        Condition::NotMovedThisTurn => me.moved == 0,
        Condition::SameTargetAsLastAttack => me.last_target == Some(other_id),
        Condition::FewerReagentsThan { count } => {
            me.deck.as_ref()?.cards(Zone::Reagents).len() < usize::from(*count)
        }
        // A spell's caster swings no weapon.
        Condition::OpponentWeaponLightOrSimple if ex.spell && other_id == ex.attacker => false,
        Condition::OpponentWeaponLightOrSimple => other
            .wielded()
            .arm
            .as_deref()
            .and_then(|id| content().arm(id))
            .is_some_and(|arm| {
                arm.traits
                    .iter()
                    .any(|t| matches!(t, ArmTrait::Light | ArmTrait::Simple))
            }),
        Condition::AdjacentToAllyWithLowerBaseDefense => {
            return adjacent_ally_base(ex, holder, Stat::Defense, |ally, mine| ally < mine);
        }
        Condition::AdjacentToAllyWithHigherBaseSpeed => {
            return adjacent_ally_base(ex, holder, Stat::Speed, |ally, mine| ally > mine);
        }
        Condition::SpentHalfReagentHandOnMiracles => {
            return spent_half_on_miracles(me, ex.state.rules.magic.type_counting)
        }
        Condition::TargetArmored => armor(ex, other)?.armored,
        Condition::TargetUnarmored => !armor(ex, other)?.armored,
        Condition::TargetHardArmored => armor(ex, other)?.hard_armored,
        Condition::TargetNotHardArmored => !armor(ex, other)?.hard_armored,
        // "has no magic and no magical defense": a creature with magic fails it; one without
        // may still have magical defense, which only the GM knows.
        Condition::TargetWithoutMagic => match has_magic(ex, other)? {
            true => false,
            false => return None,
        },
        // "attacked by a creature which knows no magic".
        Condition::AttackerKnowsNoMagic => !has_magic(ex, other)?,
        Condition::OwnStatNegative => [Stat::Strike, Stat::Defense, Stat::Speed]
            .into_iter()
            .any(|s| stat(me, s) < 0),
        // Size, never defined (table rule fated_hand.size_undefined).
        Condition::TargetSizeAtMostYours => {
            return sizes(ex, me, other, |mine, theirs| theirs <= mine)
        }
        Condition::TargetAtMostOneSizeLarger => {
            return sizes(ex, me, other, |mine, theirs| theirs <= mine + 1)
        }
        Condition::OpponentSmallerThanYou => {
            return sizes(ex, me, other, |mine, theirs| theirs < mine)
        }
        Condition::LinedUpAlongWallWithAttacker => {
            holder == ex.target && along_wall(ex, holder, other_id)?
        }
        _ => return None,
    })
}

/// Narrow Flank: whether `holder` and its attacker stand by a wall as table rule
/// `fated_hand.narrow_flank_geometry` reads the garbled condition. `None` off a grid (the GM
/// rules). Only wall tiles count: the edge of the map is not a wall.
fn along_wall(ex: &Exchange<'_>, holder: CombatantId, attacker: CombatantId) -> Option<bool> {
    let grid = ex.state.grid.as_ref()?;
    let me = ex.c(holder).position?;
    let them = ex.c(attacker).position?;
    let wall = |x: i16, y: i16| grid.walls.contains(&Tile { x, y });
    Some(match ex.state.rules.perks.narrow_flank {
        // Both against one unbroken run of wall on the same side: the wall runs along the
        // row (or column) the two share, one step to the same side of each.
        NarrowFlank::SharedWall => {
            let along_row = me.y == them.y
                && [-1, 1]
                    .into_iter()
                    .any(|dy| (me.x.min(them.x)..=me.x.max(them.x)).all(|x| wall(x, me.y + dy)));
            let along_column = me.x == them.x
                && [-1, 1]
                    .into_iter()
                    .any(|dx| (me.y.min(them.y)..=me.y.max(them.y)).all(|y| wall(me.x + dx, y)));
            along_row || along_column
        }
        // On one row, column or diagonal, with a wall on the next tile past the holder.
        NarrowFlank::InLine => {
            let (dx, dy) = (me.x - them.x, me.y - them.y);
            let straight = (dx, dy) != (0, 0) && (dx == 0 || dy == 0 || dx.abs() == dy.abs());
            straight && wall(me.x + dx.signum(), me.y + dy.signum())
        }
    })
}

/// A Size comparison of `me` against `other` under table rule `fated_hand.size_undefined`:
/// under `ignore` it passes; under `steps` both Sizes are counted ([`size_steps`]), `None` (the
/// GM says) when one of them is a summon's.
fn sizes(
    ex: &Exchange<'_>,
    me: &Combatant,
    other: &Combatant,
    compare: impl Fn(i16, i16) -> bool,
) -> Option<bool> {
    match ex.state.rules.perks.size {
        SizeReading::Ignore => Some(true),
        SizeReading::Steps => Some(compare(size_steps(me)?, size_steps(other)?)),
    }
}

/// `c`'s Size in steps from Medium (0), under table rule `fated_hand.size_undefined`'s `steps`:
/// a character or GM creature is Medium, shifted by each Size its perks add (Indomitable: one
/// step larger); a summon's Size no entry gives, so `None`.
pub fn size_steps(c: &Combatant) -> Option<i16> {
    if c.is_summon() {
        return None;
    }
    Some(
        c.perks
            .iter()
            .filter_map(|id| content().perk(id))
            .flat_map(|def| &def.effects)
            .map(|effect| match effect {
                PerkEffect::Size { delta } => i16::from(*delta),
                _ => 0,
            })
            .sum(),
    )
}

/// Whether `c` has magic, as the battle goes by it: `None` (the GM says) under table rule
/// `fated_hand.no_magic_flag`'s `gm_flags`; under `reagent_hand`, a Reagent Hand to draw into
/// or a combat spell it knows.
fn has_magic(ex: &Exchange<'_>, c: &Combatant) -> Option<bool> {
    match ex.state.rules.perks.magic_marks {
        MagicMarks::GmFlags => None,
        MagicMarks::ReagentHand => {
            Some(c.reagent_hand.is_some_and(|hand| hand.hand_size > 0) || !c.spells.is_empty())
        }
    }
}

/// The armor marks of `c` the battle goes by: those it carries under table rule
/// `fated_hand.armor_flags`'s `gm_flags`, none (the GM rules at each attack) under
/// `ask_each_attack` or when they are unknown.
fn armor(ex: &Exchange<'_>, c: &Combatant) -> Option<ArmorMarks> {
    match ex.state.rules.perks.armor_flags {
        ArmorFlags::GmFlags => c.armor,
        ArmorFlags::AskEachAttack => None,
    }
}

/// Deus Vult: "When you spend at least 1/2 Reagent Hand Size cards to cast miracles" this turn
/// ("at least half" compared exactly: 4 of 7). The cards spent this turn are on the table; when a
/// miracle and another spell were both cast, which cards paid the miracle is not recorded and
/// the GM rules (`None`), as without a Reagent Hand Size. Which spells are miracles follows the
/// table's reading of untagged and "(Multi)" spells.
fn spent_half_on_miracles(me: &Combatant, counting: SpellTypeCounting) -> Option<bool> {
    let casts = usize::from(me.casts_this_turn).min(me.spells_cast.len());
    let this_turn = &me.spells_cast[me.spells_cast.len() - casts..];
    let miracles = this_turn
        .iter()
        .filter(|id| {
            content()
                .spell(id)
                .is_some_and(|s| s.counts_as(MagicType::Miracle, counting))
        })
        .count();
    if miracles == 0 {
        return Some(false);
    }
    if miracles < this_turn.len() {
        return None;
    }
    let hand_size = usize::from(me.reagent_hand?.hand_size);
    Some(me.spent_reagents.len() * 2 >= hand_size)
}

/// Whether an ally adjacent to `holder` has a Base `stat` that passes `compare` against the
/// holder's; `None` without grid positions or when a Base needed is unknown and no known ally
/// settles it.
fn adjacent_ally_base(
    ex: &Exchange<'_>,
    holder: CombatantId,
    stat: Stat,
    compare: impl Fn(i16, i16) -> bool,
) -> Option<bool> {
    let me = ex.c(holder);
    let at = me.position?;
    let mine = me.base?[index(stat)];
    let mut unknown = false;
    for (i, c) in ex.state.combatants.iter().enumerate() {
        let adjacent = c.position.is_some_and(|p| at.distance(p) == 1);
        if i == usize::from(holder) || c.side != me.side || !c.active() || !adjacent {
            continue;
        }
        match c.base {
            Some(base) if compare(base[index(stat)], mine) => return Some(true),
            Some(_) => {}
            None => unknown = true,
        }
    }
    if unknown {
        None
    } else {
        Some(false)
    }
}
