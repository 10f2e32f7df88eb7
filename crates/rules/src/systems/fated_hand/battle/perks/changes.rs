//! The changes perks make around an exchange (Handicap, Hand Size, Stealth Power) and at the
//! end of a turn.

use super::super::sight::line_of_sight;
use super::super::state::{BattleState, Combatant, CombatantId, Declared};
use super::super::stats::index;
use super::conditions::holds;
use super::coverage::self_handicap_cost;
use super::rules::SuccessfulDefend;
use super::{applied, Exchange};
use crate::systems::fated_hand::content::perks::terms::{
    CleanseAmount, Duration, HandicapAmount, StatPick,
};
use crate::systems::fated_hand::content::perks::{
    Condition, PerkDef, PerkEffect, Recipient, Trigger,
};

/// The moment of an exchange at which perk effects are applied.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Moment {
    /// The target is targeted; the attack is not resolved yet (Swordplay, Bulwark).
    Targeted,
    /// The attack or riposte is resolved (Pressure Points, Sunder, Fade Away…).
    Resolved,
    /// The Riposte that answered it, if any, is decided (Staunch).
    RiposteDecided,
}

/// A change a perk makes to a creature in an exchange.
pub struct PerkChange {
    /// Whose perk.
    pub by: CombatantId,
    /// The perk.
    pub perk: &'static PerkDef,
    /// Who is changed.
    pub who: CombatantId,
    /// Handicap dealt (positive) or cleansed (negative): Strike, Defense, Speed.
    pub handicap: [i8; 3],
    /// Hand Size gained.
    pub hand_size: i8,
    /// Stealth Power gained.
    pub stealth_power: i16,
    /// Only on heads of a coin.
    pub coin_flip: bool,
    /// Handicap dealt to one stat picked at random (Parrying), on top of `handicap`.
    pub random_stat: i8,
}

/// Whether `def`'s trigger fires for `holder` at `moment` of this exchange.
fn fires_at(def: &PerkDef, ex: &Exchange<'_>, holder: CombatantId, moment: Moment) -> bool {
    let attacking = holder == ex.attacker;
    let attack = !ex.riposte;
    let r = ex.after;
    let success = r.is_some_and(|r| r.success);
    let defended = r.is_some_and(|r| r.defended);
    match (moment, def.trigger) {
        (Moment::Targeted, Trigger::WhenTargeted) => attack && !attacking,
        (Moment::Resolved, Trigger::OnAttack | Trigger::AfterAttack) => attack && attacking,
        (Moment::Resolved, Trigger::AfterAttackOrDefend) => attack && (attacking || defended),
        (Moment::Resolved, Trigger::Passive) => true,
        (Moment::Resolved, Trigger::OnHit) => attack && attacking && success,
        (Moment::Resolved, Trigger::OnHitOrSuccessfulRiposte) => attacking && success,
        (Moment::Resolved, Trigger::OnRiposte) => ex.riposte && attacking,
        // "Defend successfully" reads as: the attack did not succeed, or under table rule
        // fated_hand.successful_defend's `riposte_margin` the Defense earned a Riposte ("Defend").
        (Moment::RiposteDecided, Trigger::AfterSuccessfulDefend) => {
            let earned = match ex.state.rules.perks.successful_defend {
                SuccessfulDefend::AttackFailed => true,
                SuccessfulDefend::RiposteMargin => r.is_some_and(|r| r.defense >= r.strike + 2),
            };
            attack && !attacking && defended && !success && earned
        }
        _ => false,
    }
}

/// What one effect changes, before the perk's holder is attached.
struct Change {
    who: CombatantId,
    handicap: [i8; 3],
    hand_size: i8,
    stealth_power: i16,
    coin_flip: bool,
    random_stat: i8,
}

/// The change one effect makes, if it is a change the engine applies at an exchange.
fn change_of<'d>(
    def: &PerkDef,
    effect: &'d PerkEffect,
    ex: &Exchange<'_>,
    holder: CombatantId,
) -> Option<(Change, &'d Condition)> {
    let other = ex.other(holder);
    let to_other = |to: &Recipient| {
        matches!(
            to,
            Recipient::Target | Recipient::Opponent | Recipient::Attacker
        )
    };
    let sized = |n: u8| n.min(i8::MAX as u8) as i8;
    Some(match effect {
        PerkEffect::InflictHandicap {
            to,
            strike,
            defense,
            speed,
            when,
            coin_flip,
            area: None,
        } if to_other(to) || *to == Recipient::You => (
            Change {
                who: if *to == Recipient::You { holder } else { other },
                handicap: [sized(*strike), sized(*defense), sized(*speed)],
                hand_size: 0,
                stealth_power: 0,
                coin_flip: *coin_flip,
                random_stat: 0,
            },
            when,
        ),
        PerkEffect::InflictVariableHandicap {
            to,
            stats: StatPick::Random,
            amount: HandicapAmount::Fixed(n),
            area: None,
            when,
        } if to_other(to) => (
            Change {
                who: other,
                handicap: [0; 3],
                hand_size: 0,
                stealth_power: 0,
                coin_flip: false,
                random_stat: sized(*n),
            },
            when,
        ),
        PerkEffect::CleanseHandicap {
            who: Recipient::You,
            amount: CleanseAmount::UpTo(n),
            stat: Some(stat),
            when,
        } => {
            let slot = index(*stat);
            let cleansed = (*n).min(ex.c(holder).handicap[slot]);
            let mut change = [0; 3];
            change[slot] = -sized(cleansed);
            (
                Change {
                    who: holder,
                    handicap: change,
                    hand_size: 0,
                    stealth_power: 0,
                    coin_flip: false,
                    random_stat: 0,
                },
                when,
            )
        }
        PerkEffect::CleanseHandicap {
            who: Recipient::You,
            amount: CleanseAmount::FromThisPerk,
            stat: Some(stat),
            when,
        } => {
            let slot = index(*stat);
            let paid = self_handicap_cost(def).map_or(0, |cost| cost[slot]);
            let cleansed = paid.min(ex.c(holder).handicap[slot].min(i8::MAX as u8) as i8);
            let mut change = [0; 3];
            change[slot] = -cleansed;
            (
                Change {
                    who: holder,
                    handicap: change,
                    hand_size: 0,
                    stealth_power: 0,
                    coin_flip: false,
                    random_stat: 0,
                },
                when,
            )
        }
        // "Your Riposte deals double the normal effects": the normal effect is 1 Handicap in
        // each stat ("Riposte"), so a multiple of n adds n − 1 more (Hidden Fang: on heads).
        PerkEffect::MultiplyRiposteEffects {
            factor,
            coin_flip,
            when,
        } => (
            Change {
                who: other,
                handicap: [sized(factor.saturating_sub(1)); 3],
                hand_size: 0,
                stealth_power: 0,
                coin_flip: *coin_flip,
                random_stat: 0,
            },
            when,
        ),
        PerkEffect::StealthPower { amount } => (
            Change {
                who: holder,
                handicap: [0; 3],
                hand_size: 0,
                stealth_power: i16::from(*amount),
                coin_flip: false,
                random_stat: 0,
            },
            &Condition::Always,
        ),
        PerkEffect::HandSize {
            delta,
            cap,
            perk_cap: None,
            when,
            duration: Duration::Battle,
        } => {
            let now = i16::from(ex.c(holder).hand_size);
            let most = cap.map_or(i16::MAX, |cap| i16::from(cap) - now).max(0);
            (
                Change {
                    who: holder,
                    handicap: [0; 3],
                    hand_size: i16::from(*delta).min(most) as i8,
                    stealth_power: 0,
                    coin_flip: false,
                    random_stat: 0,
                },
                when,
            )
        }
        _ => return None,
    })
}

/// The changes perks make at `moment` of this exchange. Conditions the GM must rule on are left
/// out (`rulings` gets them).
pub fn exchange_changes(
    ex: &Exchange<'_>,
    moment: Moment,
    mut deal: impl FnMut(PerkChange),
    mut rulings: impl FnMut(CombatantId, &'static PerkDef),
) {
    for holder in [ex.attacker, ex.target] {
        for def in applied(ex, holder) {
            if !fires_at(def, ex, holder, moment) {
                continue;
            }
            let required = holds(&def.requires, ex, holder);
            if required == Some(false) {
                continue;
            }
            for effect in &def.effects {
                let Some((change, when)) = change_of(def, effect, ex, holder) else {
                    continue;
                };
                if !ex.c(change.who).active()
                    || (change.handicap == [0; 3]
                        && change.random_stat == 0
                        && change.hand_size == 0
                        && change.stealth_power == 0)
                {
                    continue;
                }
                match (required, holds(when, ex, holder)) {
                    (Some(true), Some(true)) => deal(PerkChange {
                        by: holder,
                        perk: def,
                        who: change.who,
                        handicap: change.handicap,
                        hand_size: change.hand_size,
                        stealth_power: change.stealth_power,
                        coin_flip: change.coin_flip,
                        random_stat: change.random_stat,
                    }),
                    (_, Some(false)) => {}
                    _ => rulings(holder, def),
                }
            }
        }
    }
}

/// The changes the perks of `who` make as its turn ends (Unsettling Gaze: "the visible enemy
/// which you have most recently targeted, or failing that, the nearest enemy"). A choice the
/// battle cannot make (no grid to find the nearest, two enemies equally near) goes to `rulings`.
pub fn end_of_turn_changes(
    state: &BattleState,
    who: CombatantId,
    mut deal: impl FnMut(PerkChange),
    mut rulings: impl FnMut(CombatantId, &'static PerkDef),
) {
    let ex = Exchange {
        state,
        attacker: who,
        target: who,
        riposte: false,
        ranged: false,
        distance: None,
        after: None,
        declared: [Declared::default(); 2],
        spell: false,
    };
    for def in applied(&ex, who) {
        if def.trigger != Trigger::EndOfTurn {
            continue;
        }
        for effect in &def.effects {
            let PerkEffect::InflictHandicap {
                to: Recipient::RecentTargetOrNearestEnemy,
                strike,
                defense,
                speed,
                ..
            } = effect
            else {
                continue;
            };
            match gaze_target(state, who) {
                Some(target) => deal(PerkChange {
                    by: who,
                    perk: def,
                    who: target,
                    handicap: [*strike, *defense, *speed].map(|n| n.min(i8::MAX as u8) as i8),
                    hand_size: 0,
                    stealth_power: 0,
                    coin_flip: false,
                    random_stat: 0,
                }),
                None => rulings(who, def),
            }
        }
    }
}

/// The enemy most recently attacked, if it is still standing and in sight; else the one
/// nearest, when the grid shows a single nearest.
fn gaze_target(state: &BattleState, who: CombatantId) -> Option<CombatantId> {
    let me = &state.combatants[usize::from(who)];
    let enemy = |c: &Combatant| c.side != me.side && c.active() && !c.hidden;
    if let Some(last) = me.last_target {
        let t = &state.combatants[usize::from(last)];
        let seen = match (me.position, t.position, &state.grid) {
            (Some(from), Some(to), Some(_)) => line_of_sight(state, from, to),
            _ => true,
        };
        if enemy(t) && seen {
            return Some(last);
        }
    }
    let at = me.position?;
    let mut nearest: Option<(u16, CombatantId)> = None;
    let mut tie = false;
    for (i, c) in state.combatants.iter().enumerate() {
        let Some(p) = c.position.filter(|_| enemy(c)) else {
            continue;
        };
        let d = at.distance(p);
        match nearest {
            Some((best, _)) if d > best => {}
            Some((best, _)) if d == best => tie = true,
            _ => {
                nearest = Some((d, i as CombatantId));
                tie = false;
            }
        }
    }
    nearest.filter(|_| !tie).map(|(_, id)| id)
}

/// The perk of the attacker that replaces the Hit of a successful attack with its Handicap
/// (Toxic Weapon: "do not deal a Hit. Instead…"), if one applies.
pub fn replaces_hit(ex: &Exchange<'_>) -> Option<&'static PerkDef> {
    applied(ex, ex.attacker).find(|def| {
        def.trigger == Trigger::Passive
            && holds(&def.requires, ex, ex.attacker) == Some(true)
            && def.effects.iter().any(|e| {
                matches!(e, PerkEffect::SuppressDefaultOutcome { when }
                    if holds(when, ex, ex.attacker) == Some(true))
            })
    })
}
