//! The shorthand the glossary table is written in.

use super::{
    Amount, Condition, DamageFilter, DamageKind, Ignored, Keyword, KeywordEffect, KeywordInfo,
    KeywordKind, Reach, TriggerEvent, Triggered, TroopAction, YKind,
};
use crate::systems::lytharian_chess::cite;

pub(super) const X: Amount = Amount::X;
pub(super) const ONE: Amount = Amount::Fixed { value: 1 };

pub(super) const fn entry(
    keyword: Keyword,
    printed: &'static str,
    section: &'static str,
    kind: KeywordKind,
    meaning: &'static str,
    effect: KeywordEffect,
) -> KeywordInfo {
    KeywordInfo {
        keyword,
        printed,
        takes_x: ends_with_x(printed),
        y: None,
        kind,
        needs_reveal: matches!(kind, KeywordKind::Effect | KeywordKind::Main),
        meaning,
        effect,
        in_glossary: true,
        rule: cite(section),
    }
}

pub(super) const fn ends_with_x(printed: &str) -> bool {
    let bytes = printed.as_bytes();
    bytes.len() >= 2 && bytes[bytes.len() - 1] == b'X' && bytes[bytes.len() - 2] == b' '
}

pub(super) const fn with_y(mut info: KeywordInfo, y: YKind) -> KeywordInfo {
    info.y = Some(y);
    info
}

pub(super) const fn no_reveal(mut info: KeywordInfo) -> KeywordInfo {
    info.needs_reveal = false;
    info
}

pub(super) const fn att(amount: Amount, when: Condition) -> KeywordEffect {
    KeywordEffect::Att { amount, when }
}

pub(super) const fn reduce(
    amount: Amount,
    against: DamageFilter,
    when: Condition,
) -> KeywordEffect {
    KeywordEffect::Reduction {
        amount,
        against,
        when,
    }
}

pub(super) const fn trigger(on: TriggerEvent, then: Triggered) -> KeywordEffect {
    KeywordEffect::Trigger { on, then }
}

pub(super) const fn effect(action: TroopAction) -> KeywordEffect {
    KeywordEffect::EffectAbility { action }
}

pub(super) const fn damage(amount: Amount, kind: DamageKind, reach: Reach) -> TroopAction {
    TroopAction::Damage {
        amount,
        damage: kind,
        reach,
        ignores_resistances: false,
    }
}

pub(super) const fn main_strike(kind: DamageKind) -> KeywordEffect {
    KeywordEffect::MainAbility {
        action: damage(X, kind, Reach::AdjacentTarget),
    }
}

pub(super) const fn heal(amount: Amount, reach: Reach) -> KeywordEffect {
    effect(TroopAction::Heal { amount, reach })
}

pub(super) static COMRADERY_ATT: KeywordEffect = att(X, Condition::NextToFriendOfSameRace);
pub(super) static COMRADERY_REDUCTION: KeywordEffect =
    reduce(X, DamageFilter::All, Condition::NextToFriendOfSameRace);
pub(super) static POUNCE_ATT: KeywordEffect = att(ONE, Condition::Attacking);
pub(super) static POUNCE_NEGATE: KeywordEffect = KeywordEffect::Ignore {
    what: Ignored::Abilities,
    when: Condition::Attacking,
};
pub(super) static SHIELDSPEAR_ATT: KeywordEffect = att(ONE, Condition::Attacking);
pub(super) static SHIELDSPEAR_REDUCTION: KeywordEffect =
    reduce(ONE, DamageFilter::All, Condition::Defending);
pub(super) static SLAYER_ATT: KeywordEffect = att(X, Condition::EnemyIsY);
pub(super) static SLAYER_REDUCTION: KeywordEffect =
    reduce(X, DamageFilter::All, Condition::EnemyIsY);
