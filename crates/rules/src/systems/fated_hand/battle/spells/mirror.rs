//! Mirror Guard ("Combat Spell List › Mirror Guard (Hex)"): "Place the Reagent from this spell
//! facedown in front of you as a reminder ... When you are targeted by an attack, you may force
//! your opponent to pierce the Mirror Guard. If any of your opponent's Stats are divisible by the
//! number on the card, your Defense is automatically successful, and you may Riposte. ... Mirror
//! Guard is removed if it is successfully penetrated."
//!
//! The guard is a [`SpellWard`](super::SpellWard) that adds nothing and keeps its Reagent out.
//! The engine puts it to the test at every attack its bearer Defends; the card's number is read
//! under table rule `fated_hand.card_rank_numbers`. When it falls is table rule
//! `fated_hand.mirror_guard_penetration`: when none of the attacker's stats divides by the
//! number (`pierced`), or when an attack against the bearer succeeds (`any_success`). A
//! projectile turned aside goes where the caster chooses: that placement is the GM's.

use std::borrow::Cow;

use super::super::command::Event;
use super::super::state::{BattleState, CombatantId};
use super::super::stats::value;
use super::rules::MirrorGuardPenetration;
use super::wards::{ward_event, WardLasts};
use super::Spell;
use crate::citation::{Citation, Explained, Term};
use crate::systems::fated_hand::model::Stat;
use crate::RuleViolation;

/// The spell's id.
pub(super) const MIRROR_GUARD: &str = "mirror_guard";

/// The heading its lines cite.
pub(in super::super) const MIRROR_GUARD_RULE: Citation = Citation {
    system: crate::SystemId::FatedHand,
    section: Cow::Borrowed("Combat Spell List › Mirror Guard (Hex)"),
};

/// The cast: the guard goes up on the caster, its Reagent kept out face down.
pub(super) fn mirror_guard(cast: &Spell<'_>) -> Result<Vec<Event>, RuleViolation> {
    let why = Explained::sum(
        MIRROR_GUARD_RULE,
        vec![Term {
            label: "Mirror Guard: its Reagent stays out, face down".to_owned(),
            value: 0,
            rule: MIRROR_GUARD_RULE,
        }],
    );
    Ok(vec![ward_event(
        cast,
        cast.caster,
        [0; 3],
        WardLasts::WhileOut,
        why,
        None,
    )])
}

/// What the guard on an attack's target makes of the attack.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in super::super) struct MirrorTest {
    /// The number on the guard's card.
    pub number: u8,
    /// The attacker's first stat that divides by it, with its value: the guard holds.
    pub divides: Option<(Stat, i16)>,
}

/// The guard's test when `attacker` attacks `target` and `target` Defends behind a Mirror
/// Guard; `None` when it has none.
pub(in super::super) fn mirror_test(
    state: &BattleState,
    attacker: CombatantId,
    target: CombatantId,
) -> Option<MirrorTest> {
    let t = &state.combatants[usize::from(target)];
    if t.wards.is_empty() {
        return None;
    }
    let card = t
        .wards
        .iter()
        .find(|w| w.spell == MIRROR_GUARD)?
        .cards
        .first()?;
    let number = state.rules.magic.card_numbering.number(card.rank);
    let a = &state.combatants[usize::from(attacker)];
    let divides = [Stat::Strike, Stat::Defense, Stat::Speed]
        .into_iter()
        .map(|stat| (stat, value(a, stat)))
        .find(|(_, v)| number > 0 && v.rem_euclid(i16::from(number)) == 0);
    Some(MirrorTest { number, divides })
}

/// The Defense term the guard adds when it holds (it changes no number: the Defense simply
/// succeeds).
pub(in super::super) fn held_term(test: &MirrorTest, attacker: &str) -> Option<Term> {
    let (stat, v) = test.divides?;
    Some(Term {
        label: format!(
            "Mirror Guard holds: {attacker}'s {stat:?} {v} divides by the hidden card's \
             number; the Defense succeeds and a Riposte is allowed"
        ),
        value: 0,
        rule: MIRROR_GUARD_RULE,
    })
}

/// Whether the guard falls after this attack on its bearer (put to the test when it
/// `defended`), under table rule `fated_hand.mirror_guard_penetration`: the event that takes it
/// down, if so.
pub(in super::super) fn guard_falls(
    state: &BattleState,
    (attacker, target): (CombatantId, CombatantId),
    test: Option<MirrorTest>,
    (defended, success): (bool, bool),
) -> Option<Event> {
    let test = test?;
    let falls = match state.rules.spells.mirror_guard_penetration {
        MirrorGuardPenetration::Pierced => defended && test.divides.is_none(),
        MirrorGuardPenetration::AnySuccess => success,
    };
    falls.then_some(Event::MirrorGuardFell {
        who: target,
        by: attacker,
    })
}
