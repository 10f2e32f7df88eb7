//! Which perks the sheet, the battle or the GM carries, by the families of their effects.

use crate::systems::fated_hand::content::perks::terms::{
    CleanseAmount, Duration, HandicapAmount, Scaling, StatPick,
};
use crate::systems::fated_hand::content::perks::{
    Condition, Limit, PerkCost, PerkDef, PerkEffect, Recipient, Trigger,
};
use crate::systems::fated_hand::content::StatMods;
use crate::systems::fated_hand::model::Stat;

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
    /// Melee attacks past an ally standing between (Thrusting).
    AttackPastAlly,
    /// How Reagents may pay a spell's cost, read when a spell is cast (Unbroken Incantation,
    /// The Stars in Retrograde).
    ReagentPayment,
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
        PerkEffect::AttackPastAlly { allies: 1 } if trigger == Trigger::Passive => {
            Some(Family::AttackPastAlly)
        }
        // The cost matcher reads these exact readings (`CostContext::retrograde`).
        PerkEffect::ReuseReagents
        | PerkEffect::StarSuitWildcards {
            number_shift: 1,
            face_cards_wild: true,
        } if trigger == Trigger::Passive => Some(Family::ReagentPayment),
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
        // Crushing Counter: a successful Riposte's Handicap, multiplied.
        PerkEffect::MultiplyRiposteEffects {
            coin_flip: false,
            when: Condition::RiposteSucceeded,
            ..
        } if trigger == Trigger::OnRiposte => Some(Family::ExchangeHandicap),
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
pub fn self_handicap_cost(def: &PerkDef) -> Option<[i8; 3]> {
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
    // Astonish, Dirty Trick, Perfect Deflect, No Mercy…: applied by code of their own.
    if super::own(def).is_some() {
        return Coverage::Battle { decided: true };
    }
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
        | Condition::OwnStatNegative
        | Condition::SpentHalfReagentHandOnMiracles => Readable::Yes,
        _ => Readable::Ruling,
    }
}
