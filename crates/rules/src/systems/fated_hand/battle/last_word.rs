//! Last Word ("Perks List › Last Word (A)"): "When you lose your last Hit Point, make a dreadful
//! parting incantation. Immediately cast any spell may cast, and bring your foe to the next life
//! alongside you." The final spell is the GM's to resolve (a ruling as the holder falls); whether
//! the foe goes too is table rule `fated_hand.last_word_cast`: by default only if that spell
//! fells it, under `takes_foe` the creature whose Attack took the last Hit Point loses one too.
//!
//! Like Berserk, a pass over the events a command decided, wherever the fall came from.

use super::attack::outcome;
use super::command::{Command, Event};
use super::evolve::evolve;
use super::perks::track::holds;
use super::spells::struck;
use super::state::{BattleState, CombatantId, Phase};

/// The perk's id.
const LAST_WORD: &str = "last_word";

/// `events`, with a ruling for the last spell of every Last Word holder that falls, and under
/// `takes_foe` the Hit Point its foe loses. A GM's override to 0 Hit Points is a ruling, not a
/// loss in play: the perk does not answer it.
pub(super) fn with_last_word(
    state: &BattleState,
    command: &Command,
    events: Vec<Event>,
) -> Vec<Event> {
    let in_play = state.combatants.iter().any(|c| holds(c, LAST_WORD));
    if !in_play || matches!(command, Command::Override { .. }) {
        return events;
    }
    let takes_foe = state.rules.perks.last_word_takes_foe;
    let mut sim = state.clone();
    let mut out: Vec<Event> = Vec::with_capacity(events.len() + 2);
    let mut recount = false;
    let push = |sim: &mut BattleState, out: &mut Vec<Event>, event: Event| {
        evolve(sim, &event);
        out.push(event);
    };
    for event in events {
        // Decided before the foe went too: decided again below.
        if recount && matches!(event, Event::BattleEnded { .. }) {
            continue;
        }
        let fell = match event {
            Event::Incapacitated { who } => Some(who),
            _ => None,
        };
        push(&mut sim, &mut out, event);
        let Some(who) = fell else {
            continue;
        };
        let c = &sim.combatants[usize::from(who)];
        if c.is_summon() || !holds(c, LAST_WORD) {
            continue;
        }
        push(
            &mut sim,
            &mut out,
            Event::RulingNeeded {
                who,
                source: LAST_WORD.to_owned(),
                effect:
                    "one last spell it may cast, cast at once: the GM resolves it (Adjudicate)."
                        .to_owned(),
            },
        );
        let Some(foe) = takes_foe.then(|| foe_of(&out, who)).flatten() else {
            continue;
        };
        let f = &sim.combatants[usize::from(foe)];
        if !f.active() {
            continue;
        }
        let (foe_name, remaining) = (f.name.clone(), f.hit_points - 1);
        push(
            &mut sim,
            &mut out,
            Event::PerkUsed {
                who,
                perk: LAST_WORD.to_owned(),
                exclusive: false,
                note: format!(
                    "{foe_name}, who took the last Hit Point, goes along and loses one (table rule: Last Word)"
                ),
            },
        );
        let mut hit = Vec::new();
        struck(&sim, foe, remaining, &mut hit);
        for event in hit {
            push(&mut sim, &mut out, event);
        }
        recount = true;
    }
    if recount && !matches!(sim.phase, Phase::Ended { .. }) {
        if let Some(outcome) = outcome(&sim, &[]) {
            push(&mut sim, &mut out, Event::BattleEnded { outcome });
        }
    }
    out
}

/// The creature whose successful Attack or Riposte (a spell attack included) last struck `who`
/// in `events`.
fn foe_of(events: &[Event], who: CombatantId) -> Option<CombatantId> {
    events.iter().rev().find_map(|e| match e {
        Event::Attacked {
            attacker,
            target,
            success: true,
            ..
        } if *target == who => Some(*attacker),
        _ => None,
    })
}
