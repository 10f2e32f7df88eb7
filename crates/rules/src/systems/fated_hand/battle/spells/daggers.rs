//! Watchful Daggers ("Combat Spell List › Watchful Daggers"): "Place the Reagents from this spell
//! in front of you, as a marker. While these remain, any enemy which moves into a tile adjacent
//! to you must defend against a magical Riposte as the daggers launch toward them at dangerous
//! speed. If this is successful, the enemy must stop their movement for this turn. After the
//! effect of this spell triggers, discard one of the cards. The effect ends when both cards are
//! discarded."
//!
//! The daggers are a [`SpellWard`](super::SpellWard) on the caster that adds nothing and keeps
//! both Reagents out. Each step an enemy takes onto a tile next to the caster sets them off: the
//! Riposte's Strike is table rule `fated_hand.watchful_daggers_riposte` (Magic Strike + 2 by
//! default, or Magic Strike alone), against the mover's Defense, and it succeeds as any attack
//! does, at Defense + 2. The card discarded as they fire is taken off the ward in
//! `wards::evolve`; the ward ends with its last card.

use super::super::command::Event;
use super::super::state::{BattleState, CombatantId, Tile};
use super::super::stats::explain_magic_strike;
use super::effects::spell_defense;
use super::rules::DaggersStrike;
use super::wards::{ward_event, WardLasts};
use super::{spell_cite, Spell};
use crate::citation::{Explained, Term};
use crate::RuleViolation;

/// The spell's id.
pub(super) const WATCHFUL_DAGGERS: &str = "watchful_daggers";

/// The daggers go up: both Reagents stay out in front of the caster.
pub(super) fn watchful_daggers(cast: &Spell<'_>) -> Result<Vec<Event>, RuleViolation> {
    let why = Explained::sum(
        spell_cite(WATCHFUL_DAGGERS),
        vec![Term {
            label: format!(
                "Watchful Daggers: {} Reagents stay out while they hover",
                cast.reagents.len()
            ),
            value: 0,
            rule: spell_cite(WATCHFUL_DAGGERS),
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

/// What the daggers do as `mover` steps from `from` to `to`: the events of each caster's daggers
/// that fire, and whether the mover must stop there.
pub(in super::super) fn daggers_at_step(
    state: &BattleState,
    mover: CombatantId,
    to: Tile,
) -> (Vec<Event>, bool) {
    let m = &state.combatants[usize::from(mover)];
    let mut events = Vec::new();
    for (i, c) in state.combatants.iter().enumerate() {
        let caster = i as CombatantId;
        if c.wards.is_empty() || c.side == m.side || !c.active() {
            continue;
        }
        let armed = c
            .wards
            .iter()
            .any(|w| w.spell == WATCHFUL_DAGGERS && w.by == caster && !w.cards.is_empty());
        if !armed || c.position.is_none_or(|at| at.distance(to) != 1) {
            continue;
        }
        let rule = spell_cite(WATCHFUL_DAGGERS);
        let mut strike = explain_magic_strike(c);
        if state.rules.spells.watchful_daggers == DaggersStrike::MagicStrikePlus2 {
            strike.terms.push(Term {
                label: "Riposte +2 (table rule: the daggers strike like a melee Riposte)"
                    .to_owned(),
                value: 2,
                rule: rule.clone(),
            });
            strike.value = strike.terms.iter().map(|t| t.value).sum();
        }
        let defense = spell_defense(state, caster, mover);
        let lands = strike.value >= defense.value + 2;
        strike.notes.push(format!(
            "the daggers' Riposte, Strike {} against {}'s Defense {} + 2, {}; one of the cards \
             is discarded.",
            strike.value,
            m.name,
            defense.value,
            if lands {
                format!("lands: {} stops moving for this turn", m.name)
            } else {
                "misses".to_owned()
            }
        ));
        events.push(Event::SpellEffect {
            by: caster,
            spell: WATCHFUL_DAGGERS.to_owned(),
            who: mover,
            handicap: [0; 3],
            why: strike,
        });
        if lands {
            events.push(Event::MovementStopped {
                who: mover,
                by: caster,
                perk: WATCHFUL_DAGGERS.to_owned(),
            });
            return (events, true);
        }
    }
    (events, false)
}
