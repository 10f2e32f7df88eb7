//! Perks in battle ("Appendix › Perks List"): the situational effects of the perks a combatant
//! holds, read from their typed encoding (`content::perks`) and evaluated at the moment of each
//! attack or defence.
//!
//! A perk is either applied whole or not at all: the engine applies a perk only when every one
//! of its effects belongs to a family below ([`battle_family`]) and nothing about it (a cost, a
//! use limit, a choice) asks the player first. A condition the battle state cannot settle (is the
//! target armored, its Size, a Sighted tile) is never guessed: the bonus is left out and the
//! number's notes say the GM rules on it. Evaluating needs no allocation: a perk's terms are
//! written only when it applies.

use std::borrow::Cow;

use super::sight::line_of_sight;
use super::state::{BattleState, Combatant, CombatantId, Stance};
use super::stats::{index, value};
use crate::citation::{Citation, Explained, Term};
use crate::deck::Zone;
use crate::systems::fated_hand::checks::card_power;
use crate::systems::fated_hand::content::perks::terms::{
    CleanseAmount, Duration, HandicapAmount, Scaling, StatPick,
};
use crate::systems::fated_hand::content::perks::{
    Condition, Limit, PerkCost, PerkDef, PerkEffect, Recipient, Trigger,
};
use crate::systems::fated_hand::content::{content, ArmTrait, Automation, StatMods};
use crate::systems::fated_hand::model::Stat;
use crate::SystemId;

/// The rule a perk's term cites: the perk's own entry in the Perks List.
pub(super) fn perk_rule(def: &PerkDef) -> Citation {
    Citation {
        system: SystemId::FatedHand,
        section: Cow::Owned(format!("Perks List › {}", def.name)),
    }
}

/// The families of perk effects the battle engine evaluates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    /// A bonus to the Strike (or Magic Strike) of an attack, or to the Defense against one.
    ExchangeBonus,
    /// Attacks are made with Magic Strike.
    MagicStrike,
    /// Strike Handicap does not count for this attack.
    IgnoreStrikeHandicap,
    /// Handicap dealt to the other side of an attack, before or after it resolves.
    ExchangeHandicap,
    /// What the holder gains once an exchange is decided: Handicap cleansed after a successful
    /// defence (Staunch), Stealth Power (Fade Away), Hand Size (Contract Killer).
    ExchangeAftermath,
    /// A successful attack deals no Hit; the perk's Handicap takes its place (Toxic Weapon,
    /// Entangling).
    ReplaceHit,
    /// Handicap dealt at the end of the holder's turn (Unsettling Gaze).
    EndOfTurn,
}

/// How far the engine carries a perk.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Coverage {
    /// Its effects change sheet numbers (Hit Points, Hand Size, Reach, Knowledge Points…),
    /// which reach the battle through the sheet.
    Sheet,
    /// The battle engine applies every effect; `decided` is false when a condition needs the
    /// GM's ruling (then the explanation says so).
    Battle {
        /// Every condition is read from the battle state.
        decided: bool,
    },
    /// The GM applies it (with `UsePerk` and `Adjudicate`).
    Gm,
}

/// Whether a condition can be read from the battle state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Readable {
    /// The engine reads it.
    Yes,
    /// Only the GM can say (armor, magic, a Size the battle does not track).
    Ruling,
}

/// Whether `effect`, under `trigger`, belongs to a family the engine evaluates.
pub fn battle_family(effect: &PerkEffect, trigger: Trigger) -> Option<Family> {
    let exchange = matches!(
        trigger,
        Trigger::Passive | Trigger::OnAttack | Trigger::WhenTargeted | Trigger::OnAttackOrDefend
    );
    match effect {
        PerkEffect::StatBonus {
            bonus,
            to: Recipient::You,
            duration: Duration::Ongoing | Duration::ThisAction,
            ..
        } if exchange && bonus.speed == 0 => Some(Family::ExchangeBonus),
        PerkEffect::ScalingStatBonus {
            bonus,
            per: Scaling::EnemiesWithinAllyRadius { .. },
        } if exchange
            && *bonus
                == (StatMods {
                    strike: bonus.strike,
                    ..StatMods::default()
                }) =>
        {
            Some(Family::ExchangeBonus)
        }
        PerkEffect::UseMagicStrike { .. } if exchange => Some(Family::MagicStrike),
        PerkEffect::IgnoreHandicap { stat: Stat::Strike } if trigger == Trigger::OnAttack => {
            Some(Family::IgnoreStrikeHandicap)
        }
        PerkEffect::InflictHandicap {
            to: Recipient::Target | Recipient::Opponent | Recipient::Attacker,
            area: None,
            ..
        } if matches!(
            trigger,
            Trigger::Passive
                | Trigger::OnAttack
                | Trigger::AfterAttack
                | Trigger::AfterAttackOrDefend
                | Trigger::WhenTargeted
        ) =>
        {
            Some(Family::ExchangeHandicap)
        }
        PerkEffect::InflictHandicap {
            to: Recipient::You,
            area: None,
            coin_flip: false,
            ..
        } if trigger == Trigger::OnAttack => Some(Family::ExchangeHandicap),
        PerkEffect::InflictHandicap {
            to: Recipient::RecentTargetOrNearestEnemy,
            area: None,
            coin_flip: false,
            when: Condition::Always,
            ..
        } if trigger == Trigger::EndOfTurn => Some(Family::EndOfTurn),
        PerkEffect::InflictVariableHandicap {
            to: Recipient::Target | Recipient::Opponent | Recipient::Attacker,
            stats: StatPick::Random,
            amount: HandicapAmount::Fixed(_),
            area: None,
            ..
        } if trigger == Trigger::Passive => Some(Family::ExchangeHandicap),
        PerkEffect::SuppressDefaultOutcome {
            when: Condition::AttackSucceeded,
        } if trigger == Trigger::Passive => Some(Family::ReplaceHit),
        PerkEffect::CleanseHandicap {
            who: Recipient::You,
            amount: CleanseAmount::UpTo(_),
            stat: Some(_),
            ..
        } if trigger == Trigger::AfterSuccessfulDefend => Some(Family::ExchangeAftermath),
        PerkEffect::CleanseHandicap {
            who: Recipient::You,
            amount: CleanseAmount::FromThisPerk,
            stat: Some(_),
            ..
        } if trigger == Trigger::OnAttack => Some(Family::ExchangeAftermath),
        PerkEffect::StealthPower { .. } if trigger == Trigger::OnHitOrSuccessfulRiposte => {
            Some(Family::ExchangeAftermath)
        }
        PerkEffect::HandSize {
            perk_cap: None,
            duration: Duration::Battle,
            ..
        } if trigger == Trigger::OnHit => Some(Family::ExchangeAftermath),
        _ => None,
    }
}

/// Whether the perk's shape lets the engine apply it without asking: no cost but Handicap on
/// oneself, no choice when it is taken, and no use limit, except once per battle, both on an
/// Exclusive Perk (declared with `UsePerk`, which pays and keeps the count).
fn unattended(def: &PerkDef) -> bool {
    let limit = match def.limit {
        None => true,
        Some(Limit::OncePerBattle) => def.exclusive,
        Some(_) => false,
    };
    // A cost of Handicap on oneself is paid when an Exclusive Perk is declared (Uppercut).
    let costs = def
        .costs
        .iter()
        .all(|cost| def.exclusive && matches!(cost, PerkCost::SelfHandicap(_)));
    costs && limit && def.choice.is_none()
}

/// The Handicap an Exclusive Perk costs its user when declared (Uppercut: 2 Defense, 1 Speed).
pub(super) fn self_handicap_cost(def: &PerkDef) -> Option<[i8; 3]> {
    def.costs.iter().find_map(|cost| match cost {
        PerkCost::SelfHandicap(h) => {
            Some([h.strike, h.defense, h.speed].map(|n| n.min(i8::MAX as u8) as i8))
        }
        _ => None,
    })
}

fn sheet_effect(effect: &PerkEffect) -> bool {
    matches!(
        effect,
        PerkEffect::HitPoints { .. }
            | PerkEffect::KnowledgeThreshold { .. }
            | PerkEffect::AptitudeThreshold { .. }
            | PerkEffect::MeleeRange { .. }
            | PerkEffect::TwoHanded
            | PerkEffect::HandSize {
                when: Condition::Always,
                duration: Duration::Ongoing,
                cap: None,
                perk_cap: None,
                ..
            }
    )
}

/// How far the engine carries `def`.
pub fn coverage(def: &PerkDef) -> Coverage {
    if def.trigger == Trigger::Passive
        && def.costs.is_empty()
        && def.limit.is_none()
        && def.requires == Condition::Always
        && def.effects.iter().all(sheet_effect)
    {
        return Coverage::Sheet;
    }
    let applied = unattended(def)
        && def
            .effects
            .iter()
            .all(|effect| battle_family(effect, def.trigger).is_some());
    if !applied {
        return Coverage::Gm;
    }
    let decided = readable(&def.requires) == Readable::Yes
        && def
            .effects
            .iter()
            .all(|effect| effect_condition(effect).is_none_or(|c| readable(c) == Readable::Yes));
    Coverage::Battle { decided }
}

fn effect_condition(effect: &PerkEffect) -> Option<&Condition> {
    match effect {
        PerkEffect::StatBonus { when, .. }
        | PerkEffect::UseMagicStrike { when }
        | PerkEffect::InflictHandicap { when, .. }
        | PerkEffect::InflictVariableHandicap { when, .. }
        | PerkEffect::SuppressDefaultOutcome { when }
        | PerkEffect::CleanseHandicap { when, .. }
        | PerkEffect::HandSize { when, .. } => Some(when),
        _ => None,
    }
}

/// Whether the battle state settles `condition` (the match mirrors [`holds`]).
pub fn readable(condition: &Condition) -> Readable {
    match condition {
        Condition::AllOf(all) => {
            if all.iter().all(|c| readable(c) == Readable::Yes) {
                Readable::Yes
            } else {
                Readable::Ruling
            }
        }
        Condition::Always
        | Condition::HoldsPerk(_)
        | Condition::MeleeAttack
        | Condition::RangedAttack
        | Condition::Riposting
        | Condition::AggressiveStance
        | Condition::AttackSucceeded
        | Condition::AttackOrRiposteSucceeded
        | Condition::RiposteSucceeded
        | Condition::TargetDidNotRiposte
        | Condition::AfterAttackOrRiposte
        | Condition::AfterMeleeExchange
        | Condition::YouAttacked
        | Condition::YouDefended
        | Condition::StrikeMeetsTargetDefense
        | Condition::StrikeAndSpeedMeetTargetDefenseAndSpeed
        | Condition::StrikeExceedsTargetBy { .. }
        | Condition::SpeedExceedsTargetBy { .. }
        | Condition::TargetSlowerThanYou
        | Condition::TargetDefenseHigherThanYours
        | Condition::TargetHasStatBelowOne
        | Condition::TargetEngagedWithAnother
        | Condition::TargetEngagedWithYou
        | Condition::NotHidden
        | Condition::TargetWithin { .. }
        | Condition::TwoCombatCardsSamePower
        | Condition::AggressiveDefenseCardHigher
        | Condition::DefensiveStrikeCardHigher
        | Condition::StartedTurnAdjacentToTarget
        | Condition::NotMovedThisTurn
        | Condition::SameTargetAsLastAttack
        | Condition::FewerReagentsThan { .. }
        | Condition::OpponentWeaponLightOrSimple
        | Condition::AdjacentToAllyWithLowerBaseDefense
        | Condition::AdjacentToAllyWithHigherBaseSpeed
        | Condition::OwnStatNegative => Readable::Yes,
        _ => Readable::Ruling,
    }
}

/// One attack or riposte, as perk conditions read it.
#[derive(Clone, Copy)]
pub(super) struct Exchange<'a> {
    pub state: &'a BattleState,
    pub attacker: CombatantId,
    pub target: CombatantId,
    pub riposte: bool,
    pub ranged: bool,
    /// Tiles between them, when known.
    pub distance: Option<u16>,
    /// Once resolved: what happened.
    pub after: Option<Resolution>,
    /// The Exclusive Perks declared for this action by the attacker and the target (read before
    /// the attack spends them).
    pub declared: [Option<&'a str>; 2],
}

/// What an attack came to, for the effects that follow it.
#[derive(Clone, Copy)]
pub(super) struct Resolution {
    pub strike: i32,
    /// The target's Defense (its Defense now when it did not Defend).
    pub defense: i32,
    pub defended: bool,
    pub success: bool,
    /// The target answered with a Riposte.
    pub riposted: bool,
}

impl Exchange<'_> {
    fn c(&self, id: CombatantId) -> &Combatant {
        &self.state.combatants[usize::from(id)]
    }

    fn declared(&self, holder: CombatantId) -> Option<&str> {
        self.declared[usize::from(holder != self.attacker)]
    }

    fn other(&self, holder: CombatantId) -> CombatantId {
        if holder == self.attacker {
            self.target
        } else {
            self.attacker
        }
    }

    fn enemies_of(&self, holder: CombatantId) -> impl Iterator<Item = &Combatant> {
        let side = self.c(holder).side;
        self.state
            .combatants
            .iter()
            .filter(move |c| c.side != side && c.active() && !c.hidden)
    }
}

/// Whether `condition` holds for the perk of `holder` in this exchange; `None` when the battle
/// state cannot say (the GM rules).
pub(super) fn holds(condition: &Condition, ex: &Exchange<'_>, holder: CombatantId) -> Option<bool> {
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
        Condition::OwnStatNegative => [Stat::Strike, Stat::Defense, Stat::Speed]
            .into_iter()
            .any(|s| stat(me, s) < 0),
        _ => return None,
    })
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

/// The perks `holder` holds that the engine applies in this exchange, with their definitions:
/// an Exclusive Perk only when declared for it.
fn applied<'e>(
    ex: &'e Exchange<'_>,
    holder: CombatantId,
) -> impl Iterator<Item = &'static PerkDef> + 'e {
    let declared = ex.declared(holder);
    let c = ex.c(holder);
    c.perks
        .iter()
        .chain(c.wielded().perks.iter().filter(|id| !c.perks.contains(id)))
        .filter_map(|id| content().perk(id))
        .filter(move |def| {
            matches!(coverage(def), Coverage::Battle { .. })
                && (!def.exclusive || declared == Some(def.id.as_str()))
        })
}

/// Whether the perk's trigger fires for `holder` in this exchange, before it resolves.
fn fires(def: &PerkDef, ex: &Exchange<'_>, holder: CombatantId) -> bool {
    let attacking = holder == ex.attacker;
    match def.trigger {
        Trigger::Passive | Trigger::OnAttackOrDefend => true,
        Trigger::OnAttack => attacking && !ex.riposte,
        Trigger::WhenTargeted => !attacking,
        _ => false,
    }
}

fn mods_for(bonus: &StatMods, stat: Stat, magic: bool) -> i8 {
    match stat {
        Stat::Strike if magic => bonus.magic_strike + bonus.strike,
        Stat::Strike => bonus.strike,
        Stat::Defense => bonus.defense,
        Stat::Speed => bonus.speed,
    }
}

/// Whether `c`'s attacks use Magic Strike (Arcane Blade, Dark Blade); the term to show if so.
pub(super) fn magic_strike_perk(ex: &Exchange<'_>) -> Option<&'static PerkDef> {
    applied(ex, ex.attacker).find(|def| {
        fires(def, ex, ex.attacker)
            && def.effects.iter().any(|e| {
                matches!(e, PerkEffect::UseMagicStrike { when }
                    if holds(when, ex, ex.attacker) == Some(true))
            })
    })
}

/// Adds the perk terms of the attacker's Strike (`stat` Strike) or the target's Defense (`stat`
/// Defense) to `number`, with a note for each bonus whose condition the GM must rule on.
pub(super) fn exchange_terms(ex: &Exchange<'_>, stat: Stat, magic: bool, number: &mut Explained) {
    let holder = match stat {
        Stat::Defense => ex.target,
        Stat::Strike | Stat::Speed => ex.attacker,
    };
    let c = ex.c(holder);
    gm_reminders(ex, holder, number);
    for def in applied(ex, holder) {
        if !fires(def, ex, holder) {
            continue;
        }
        let required = holds(&def.requires, ex, holder);
        if required == Some(false) {
            continue;
        }
        for effect in &def.effects {
            let (amount, when) = match effect {
                PerkEffect::StatBonus { bonus, when, .. } => {
                    (i32::from(mods_for(bonus, stat, magic)), when)
                }
                PerkEffect::ScalingStatBonus {
                    bonus,
                    per: Scaling::EnemiesWithinAllyRadius { max_radius },
                } if stat == Stat::Strike => {
                    let Some(count) = din_of_battle(ex, holder, *max_radius) else {
                        ruling(number, def, "no grid to count the enemies around");
                        continue;
                    };
                    (i32::from(bonus.strike) * count, &Condition::Always)
                }
                PerkEffect::IgnoreHandicap { stat: Stat::Strike } if stat == Stat::Strike => (
                    i32::from(c.handicap[index(Stat::Strike)]),
                    &Condition::Always,
                ),
                _ => continue,
            };
            if amount == 0 {
                continue;
            }
            match (required, holds(when, ex, holder)) {
                (Some(true), Some(true)) => number.terms.push(Term {
                    label: format!("{} {amount:+}", def.name),
                    value: amount,
                    rule: perk_rule(def),
                }),
                (_, Some(false)) => {}
                _ => ruling(number, def, &def.summary),
            }
        }
    }
    number.value = number.terms.iter().map(|t| t.value).sum();
}

/// A note on the attack's Strike (or the Defense against it) for each perk of `holder` that
/// comes into play at this exchange but that the GM applies: the battle says so rather than
/// staying silent. An Exclusive Perk counts only when declared.
fn gm_reminders(ex: &Exchange<'_>, holder: CombatantId, number: &mut Explained) {
    let attacking = holder == ex.attacker;
    let declared = ex.declared(holder);
    let c = ex.c(holder);
    let held = c
        .perks
        .iter()
        .chain(c.wielded().perks.iter().filter(|id| !c.perks.contains(id)))
        .filter_map(|id| content().perk(id));
    for def in held {
        if coverage(def) != Coverage::Gm || (def.exclusive && declared != Some(def.id.as_str())) {
            continue;
        }
        let in_play = match def.trigger {
            Trigger::OnAttack | Trigger::AfterAttack | Trigger::OnHit => attacking && !ex.riposte,
            Trigger::OnRiposte => attacking && ex.riposte,
            Trigger::OnAttackOrDefend | Trigger::AfterAttackOrDefend => true,
            Trigger::WhenTargeted | Trigger::AfterSuccessfulDefend => !attacking && !ex.riposte,
            Trigger::Passive => def.effects.iter().any(|e| {
                matches!(
                    e,
                    PerkEffect::StatBonus { .. } | PerkEffect::ScalingStatBonus { .. }
                )
            }),
            _ => false,
        };
        if in_play {
            number.notes.push(format!(
                "{} (Fated Hand — Perks List › {}): the GM applies it — {}",
                def.name, def.name, def.summary
            ));
        }
    }
}

fn ruling(number: &mut Explained, def: &PerkDef, what: &str) {
    number.notes.push(format!(
        "{} (Fated Hand — Perks List › {}): not applied, the GM rules on it — {what}",
        def.name, def.name
    ));
}

/// Din of Battle: the enemies within the radius that reaches the holder's nearest ally (at most
/// `max_radius`); `None` without grid positions.
fn din_of_battle(ex: &Exchange<'_>, holder: CombatantId, max_radius: u8) -> Option<i32> {
    let me = ex.c(holder);
    let at = me.position?;
    let nearest_ally = ex
        .state
        .combatants
        .iter()
        .enumerate()
        .filter(|(i, c)| *i != usize::from(holder) && c.side == me.side && c.active())
        .filter_map(|(_, c)| c.position.map(|p| at.distance(p)))
        .min()?;
    let radius = nearest_ally.min(u16::from(max_radius));
    let count = ex
        .enemies_of(holder)
        .filter_map(|c| c.position)
        .filter(|p| at.distance(*p) <= radius)
        .count();
    Some(count as i32)
}

/// The moment of an exchange at which perk effects are applied.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Moment {
    /// The target is targeted; the attack is not resolved yet (Swordplay, Bulwark).
    Targeted,
    /// The attack or riposte is resolved (Pressure Points, Sunder, Fade Away…).
    Resolved,
    /// The Riposte that answered it, if any, is decided (Staunch).
    RiposteDecided,
}

/// A change a perk makes to a creature in an exchange.
pub(super) struct PerkChange {
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
        // "Defend successfully" reads as: the attack did not succeed (table rule
        // fated_hand.successful_defend).
        (Moment::RiposteDecided, Trigger::AfterSuccessfulDefend) => {
            attack && !attacking && defended && !success
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
pub(super) fn exchange_changes(
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

/// Whether the engine applies `perk` when it is used (an Exclusive Perk declared for an attack):
/// then the use needs no ruling.
pub(super) fn engine_applies(def: &PerkDef) -> bool {
    def.automation == Automation::Auto && matches!(coverage(def), Coverage::Battle { .. })
}

/// The changes the perks of `who` make as its turn ends (Unsettling Gaze: "the visible enemy
/// which you have most recently targeted, or failing that, the nearest enemy"). A choice the
/// battle cannot make (no grid to find the nearest, two enemies equally near) goes to `rulings`.
pub(super) fn end_of_turn_changes(
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
        declared: [None, None],
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
pub(super) fn replaces_hit(ex: &Exchange<'_>) -> Option<&'static PerkDef> {
    applied(ex, ex.attacker).find(|def| {
        def.trigger == Trigger::Passive
            && holds(&def.requires, ex, ex.attacker) == Some(true)
            && def.effects.iter().any(|e| {
                matches!(e, PerkEffect::SuppressDefaultOutcome { when }
                    if holds(when, ex, ex.attacker) == Some(true))
            })
    })
}
