//! Which perks the sheet, the battle or the GM carries, by the families of their effects.

use crate::systems::fated_hand::content::perks::terms::{
    CleanseAmount, CountExpr, DeckOwner, Duration, ExtraAttackKind, ExtraTurnTiming,
    HandicapAmount, Scaling, StatPick,
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
    /// Reagents drawn on moving, on a still turn, while planning or on drawing the Star Suit
    /// (Mobile Intellect, Pacing Thought, Motionless Study, Quiet Study, Sorcerous: `study.rs`).
    ReagentDraw,
    /// A look at the top of one's own deck, asked for with `UsePerk` (Foresight).
    Foresight,
    /// A turn held with `UsePerk` that ends in meditation (Meditate).
    HeldTurn,
    /// Access to Stealth, read by `Combatant::has_stealth` (Hidden Fang).
    StealthAccess,
    /// Reagents the other side of a Riposte discards, on the perk's coin (Hidden Fang).
    ReagentDiscard,
    /// A change of Size, read by the Size conditions under table rule `fated_hand.size_undefined`
    /// (Indomitable).
    Size,
    /// A chance out of the usual order the GM takes or declines: another turn, another Attack,
    /// a Riposte out of turn (`battle::offers`).
    Offer,
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
    /// Only the GM can say (armor, magic, a summon's Size).
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
        PerkEffect::DrawReagentPerTiles { tiles: 3 } if trigger == Trigger::OnMove => {
            Some(Family::ReagentDraw)
        }
        PerkEffect::DrawReagent {
            count: 1,
            who: Recipient::You,
            when,
            coin_flip,
        } if matches!(
            (trigger, when, coin_flip),
            (Trigger::EndOfTurn, Condition::DidNotMoveThisTurn, true)
                | (
                    Trigger::PlanningPhase,
                    Condition::NoEnemyAdjacentOrEngaged,
                    true
                )
                | (
                    Trigger::OnReagentDrawn,
                    Condition::DrewStarSuitReagent,
                    false
                )
        ) =>
        {
            Some(Family::ReagentDraw)
        }
        PerkEffect::Peek {
            deck: DeckOwner::Own,
            count: CountExpr::ReagentHandSize,
        } if trigger == Trigger::AnyTime => Some(Family::Foresight),
        PerkEffect::CleanseHandicap {
            who: Recipient::You,
            amount: CleanseAmount::OnePerStat,
            stat: None,
            when: Condition::Always,
        }
        | PerkEffect::HandSize {
            delta: 1,
            cap: Some(7),
            perk_cap: Some(2),
            when: Condition::Always,
            duration: Duration::Battle,
        } if trigger == Trigger::HeldTurn => Some(Family::HeldTurn),
        PerkEffect::StealthAccess => Some(Family::StealthAccess),
        PerkEffect::Size { .. } if trigger == Trigger::Passive => Some(Family::Size),
        PerkEffect::ForceReagentDiscard {
            when: Condition::RiposteSucceeded,
            ..
        } if trigger == Trigger::OnRiposte => Some(Family::ReagentDiscard),
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
        // Crushing Counter; Hidden Fang on the heads of a coin.
        PerkEffect::MultiplyRiposteEffects {
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
        // The offers read these exact shapes (`battle::offers`): Decisive Action, One-Two,
        // Opportunist, Proactive Defense, Upper Hand.
        PerkEffect::ExtraTurn {
            timing: ExtraTurnTiming::AfterYourTurn,
            initiative_penalty: 0,
            when: Condition::Always,
        } if trigger == Trigger::AfterYourTurn => Some(Family::Offer),
        PerkEffect::ExtraAttack {
            kind: ExtraAttackKind::Attack,
            by: Recipient::You,
            when: Condition::Always,
            before_resolution: false,
        } if trigger == Trigger::AfterAttack => Some(Family::Offer),
        PerkEffect::ExtraAttack {
            kind: ExtraAttackKind::Riposte,
            by: Recipient::You,
            when: Condition::Always,
            before_resolution: false,
        } if matches!(
            trigger,
            Trigger::EngagedOpponentDistracted | Trigger::CreatureEntersMeleeReach
        ) =>
        {
            Some(Family::Offer)
        }
        PerkEffect::StopMovement {
            when: Condition::RiposteSucceeded,
        } if trigger == Trigger::CreatureEntersMeleeReach => Some(Family::Offer),
        PerkEffect::ExtraAttack {
            kind: ExtraAttackKind::Riposte,
            by: Recipient::You,
            when: Condition::StrikeExceedsTargetBy { amount: 2 },
            before_resolution: true,
        } if trigger == Trigger::WhenTargeted => Some(Family::Offer),
        // Killer Instinct: its Stealth (`Combatant::has_stealth`), the second turn and the price
        // of a second turn without a Hit (`battle::offers::after_turn`).
        PerkEffect::ExtraTurn {
            timing: ExtraTurnTiming::AfterYourTurn,
            initiative_penalty: 2,
            when: Condition::Always,
        }
        | PerkEffect::InflictHandicap {
            to: Recipient::You,
            strike: 2,
            defense: 2,
            speed: 2,
            when: Condition::ExtraTurnWithoutHit,
            area: None,
            coin_flip: false,
        }
        | PerkEffect::HandSize {
            delta: -1,
            when: Condition::ExtraTurnWithoutHit,
            duration: Duration::Battle,
            cap: None,
            perk_cap: None,
        } if trigger == Trigger::AfterYourTurn => Some(Family::Offer),
        PerkEffect::DealHit {
            to: Recipient::You,
            when: Condition::AllOf(all),
        } if trigger == Trigger::AfterYourTurn
            && matches!(
                all.as_slice(),
                [Condition::ExtraTurnWithoutHit, Condition::OwnStatNegative]
            ) =>
        {
            Some(Family::Offer)
        }
        // Suppressive Fire, Follow Up: read on the Sighted tiles the battle keeps
        // (`battle::sighted`).
        PerkEffect::ExtraAttack {
            kind: ExtraAttackKind::RangedRiposte,
            by: Recipient::You,
            when: Condition::CreatureEntersOrLeavesSightedTile,
            before_resolution: false,
        } if trigger == Trigger::CreatureCrossesSightedTile => Some(Family::Offer),
        PerkEffect::JoinAttack {
            strike_divisor: 2,
            when: Condition::TargetOnSightedTile,
        }
        | PerkEffect::JoinAttack {
            strike_divisor: 4,
            when: Condition::TargetNextToSightedTile,
        } if trigger == Trigger::OtherAttacksNearSightedTile => Some(Family::Offer),
        _ => None,
    }
}

/// Whether the perk's shape lets the engine apply it without asking: no cost but Handicap on
/// oneself, no choice when it is taken, and no use limit, except once per battle, both on an
/// Exclusive Perk (declared with `UsePerk`, which pays and keeps the count).
fn unattended(def: &PerkDef) -> bool {
    // An offer keeps its own count (a taken offer spends the perk for the battle or the turn).
    let offer = def
        .effects
        .iter()
        .all(|effect| battle_family(effect, def.trigger) == Some(Family::Offer));
    let limit = match def.limit {
        None => true,
        Some(Limit::OncePerBattle) => def.exclusive || offer,
        Some(Limit::OncePerTurn) => offer,
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
        | Condition::LinedUpAlongWallWithAttacker
        | Condition::SpentHalfReagentHandOnMiracles => Readable::Yes,
        // Read at the end of a bonus turn, from the Hits it dealt (`battle::offers`), not in an
        // exchange.
        Condition::ExtraTurnWithoutHit => Readable::Yes,
        _ => Readable::Ruling,
    }
}
