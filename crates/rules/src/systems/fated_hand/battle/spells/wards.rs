//! Spells whose bonus lasts a while ("Combat Spell List"): Sharpen, Heaven Guide You, Protection
//! Ward, Arcane Deflection and Desperate Deflection. A bonus is a [`SpellWard`] on its bearer;
//! the stats add it (`stats.rs`), and the events that end it (a turn ending, an attack, the
//! caster's fall) take it off here.

use serde::{Deserialize, Serialize};

use super::super::check::refuse;
use super::super::command::Event;
use super::super::state::{BattleState, Combatant, CombatantId, Phase};
use super::super::stats::{explain_magic_strike, index};
use super::daggers::WATCHFUL_DAGGERS;
use super::rules::{GainDefense, Sustained};
use super::{spell_cite, Spell};
use crate::cards::Card;
use crate::citation::{Explained, Term};
use crate::deck::Zone;
use crate::systems::fated_hand::model::Stat;
use crate::RuleViolation;

/// How long a spell's bonus lasts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(tag = "until", rename_all = "snake_case")]
pub enum WardLasts {
    /// Until this many more of the bearer's turns have ended (a Summoned Creature's: its
    /// controller's).
    BearerTurns {
        /// Turns left.
        turns: u8,
    },
    /// Until the turn under way ends.
    ThisTurn,
    /// For this many more attacks aimed at the bearer, and no longer than until its next turn
    /// begins.
    Attacks {
        /// Attacks left.
        attacks: u8,
    },
    /// While the caster's Reagents stay out: until the caster falls or the battle ends (or the
    /// caster's turn ends, by table rule `fated_hand.sustained_spells`).
    WhileOut,
}

/// A spell's bonus on a creature.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct SpellWard {
    /// The spell id.
    pub spell: String,
    /// The caster.
    pub by: CombatantId,
    /// Added to Strike, Defense and Speed.
    pub bonus: [i16; 3],
    /// Defense is at least this while it lasts ("Gain Defense equal to", table rule
    /// `fated_hand.gain_defense_equal` at `set_max`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub defense_at_least: Option<i16>,
    /// How long it lasts.
    pub lasts: WardLasts,
    /// The Reagents kept out in front of the caster while it lasts.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cards: Vec<Card>,
    /// The creature a Life Tether binds: it takes the bearer's Hits as Handicap.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tether: Option<CombatantId>,
}

/// The spells' bonus to `stat` on `c` (the simulation path: no allocation).
pub(in super::super) fn bonus(c: &Combatant, stat: Stat, before: i16) -> i16 {
    if c.wards.is_empty() {
        return 0;
    }
    let added: i16 = c.wards.iter().map(|w| w.bonus[index(stat)]).sum();
    let floor = if stat == Stat::Defense {
        c.wards.iter().filter_map(|w| w.defense_at_least).max()
    } else {
        None
    };
    match floor {
        Some(floor) if before + added < floor => floor - before,
        _ => added,
    }
}

/// The spells' bonus to `stat` on `c`, a term per ward.
pub(in super::super) fn terms(c: &Combatant, stat: Stat, terms: &mut Vec<Term>) {
    if c.wards.is_empty() {
        return;
    }
    for w in &c.wards {
        let n = w.bonus[index(stat)];
        if n != 0 {
            terms.push(Term {
                label: format!("{} {n:+}", super::spell_name(&w.spell)),
                value: i32::from(n),
                rule: spell_cite(&w.spell),
            });
        }
    }
    if stat != Stat::Defense {
        return;
    }
    let so_far: i32 = terms.iter().map(|t| t.value).sum();
    let floor = c
        .wards
        .iter()
        .filter(|w| w.defense_at_least.is_some())
        .max_by_key(|w| w.defense_at_least);
    if let Some(w) = floor {
        let at_least = i32::from(w.defense_at_least.unwrap_or(0));
        if so_far < at_least {
            terms.push(Term {
                label: format!(
                    "{}: Defense becomes {at_least} (table rule: Defense equal to a value)",
                    super::spell_name(&w.spell)
                ),
                value: at_least - so_far,
                rule: spell_cite(&w.spell),
            });
        }
    }
}

/// Turns the bearer's "next" turn is away: one, or two while its own turn is under way (that
/// turn is not its next one).
fn turns_until_next_end(state: &BattleState, who: CombatantId) -> u8 {
    let bearer = state
        .combatant(who)
        .and_then(|c| c.summoned_by)
        .unwrap_or(who);
    match state.phase {
        Phase::Turn { actor, .. } if actor == bearer => 2,
        _ => 1,
    }
}

pub(super) fn ward_event(
    cast: &Spell<'_>,
    who: CombatantId,
    bonus: [i16; 3],
    lasts: WardLasts,
    why: Explained,
    defense_at_least: Option<i16>,
) -> Event {
    Event::SpellWarded {
        by: cast.caster,
        who,
        ward: SpellWard {
            spell: cast.def.id.clone(),
            by: cast.caster,
            bonus,
            defense_at_least,
            lasts,
            cards: if lasts == WardLasts::WhileOut {
                cast.reagents.to_vec()
            } else {
                Vec::new()
            },
            tether: None,
        },
        bonus: why,
    }
}

/// An ally of the caster's, `self_too` when the caster may name itself.
fn ally(cast: &Spell<'_>, self_too: bool) -> Result<CombatantId, RuleViolation> {
    let state = cast.state;
    let who = match (cast.target, self_too) {
        (Some(t), _) => t,
        (None, true) => cast.caster,
        (None, false) => {
            return Err(refuse(
                "Combat Spell List",
                format!("{} needs an ally as its target.", cast.def.name),
            ))
        }
    };
    let c = &state.combatants[usize::from(cast.caster)];
    let t = &state.combatants[usize::from(who)];
    if t.side != c.side || (!self_too && who == cast.caster) {
        return Err(refuse(
            "Combat Spell List",
            format!(
                "{} targets an ally{}; {} is not one.",
                cast.def.name,
                if self_too { " or the caster" } else { "" },
                t.name
            ),
        ));
    }
    Ok(who)
}

fn flat(cast: &Spell<'_>, label: &str, value: i16) -> Explained {
    Explained::sum(
        spell_cite(&cast.def.id),
        vec![Term {
            label: label.to_owned(),
            value: i32::from(value),
            rule: spell_cite(&cast.def.id),
        }],
    )
}

/// Sharpen: "Targeted ally (may be yourself) gains +3 Strike until the end of their next turn."
pub(super) fn sharpen(cast: &Spell<'_>) -> Result<Vec<Event>, RuleViolation> {
    let who = ally(cast, true)?;
    let turns = turns_until_next_end(cast.state, who);
    Ok(vec![ward_event(
        cast,
        who,
        [3, 0, 0],
        WardLasts::BearerTurns { turns },
        flat(cast, "Sharpen: +3 Strike until the end of its next turn", 3),
        None,
    )])
}

/// Heaven Guide You: "Targeted visible ally gains +1 Strike, +2 Defense for their next two
/// turns." Read as lasting from now until the second of those turns ends.
pub(super) fn heaven_guide_you(cast: &Spell<'_>) -> Result<Vec<Event>, RuleViolation> {
    let who = ally(cast, false)?;
    let turns = turns_until_next_end(cast.state, who) + 1;
    let mut why = flat(cast, "Heaven Guide You: +1 Strike", 1);
    why.terms.push(Term {
        label: "Heaven Guide You: +2 Defense".to_owned(),
        value: 2,
        rule: spell_cite(&cast.def.id),
    });
    why.value = 3;
    why.notes
        .push("It lasts until the end of the ally's second turn from now.".to_owned());
    Ok(vec![ward_event(
        cast,
        who,
        [1, 2, 0],
        WardLasts::BearerTurns { turns },
        why,
        None,
    )])
}

/// Protection Ward: "Place the Reagent in front of you. While this spell remains active, gain +3
/// Defense."
pub(super) fn protection_ward(cast: &Spell<'_>) -> Result<Vec<Event>, RuleViolation> {
    let mut why = flat(
        cast,
        "Protection Ward: +3 Defense while its Reagent stays out",
        3,
    );
    why.notes.push(match cast.state.rules.spells.sustained {
        Sustained::UntilBattleEnd => {
            "It lasts until the caster falls or the battle ends (table rule: lasting spells)."
                .to_owned()
        }
        Sustained::EndOfTurn => {
            "It ends with the caster's turn, like any cast (table rule: lasting spells).".to_owned()
        }
    });
    Ok(vec![ward_event(
        cast,
        cast.caster,
        [0, 3, 0],
        WardLasts::WhileOut,
        why,
        None,
    )])
}

/// "Gain Defense equal to X": X added, or Defense raised to X (table rule
/// `fated_hand.gain_defense_equal`).
fn gain_defense(
    cast: &Spell<'_>,
    mut why: Explained,
    lasts: WardLasts,
) -> Result<Vec<Event>, RuleViolation> {
    let x = why.value as i16;
    let (bonus, at_least) = match cast.state.rules.spells.gain_defense {
        GainDefense::Add => ([0, x, 0], None),
        GainDefense::SetMax => {
            why.notes.push(format!(
                "Defense becomes {x} unless it is already higher (table rule: Defense equal to a value)."
            ));
            ([0, 0, 0], Some(x))
        }
    };
    Ok(vec![ward_event(
        cast,
        cast.caster,
        bonus,
        lasts,
        why,
        at_least,
    )])
}

/// Arcane Deflection: "Gain Defense equal to 7 + Magic Strike until the end of the current
/// creature's turn."
pub(super) fn arcane_deflection(cast: &Spell<'_>) -> Result<Vec<Event>, RuleViolation> {
    let c = &cast.state.combatants[usize::from(cast.caster)];
    let mut why = explain_magic_strike(c);
    why.terms.insert(
        0,
        Term {
            label: "Arcane Deflection: 7".to_owned(),
            value: 7,
            rule: spell_cite(&cast.def.id),
        },
    );
    why.value = why.terms.iter().map(|t| t.value).sum();
    why.rule = spell_cite(&cast.def.id);
    gain_defense(cast, why, WardLasts::ThisTurn)
}

/// Desperate Deflection: "Gain Defense equal to the number of Reagents spent for the next two
/// attacks targeting you before your next turn."
pub(super) fn desperate_deflection(cast: &Spell<'_>) -> Result<Vec<Event>, RuleViolation> {
    let n = cast.reagents.len() as i16;
    let why = flat(cast, "Desperate Deflection: 1 per Reagent spent", n);
    gain_defense(cast, why, WardLasts::Attacks { attacks: 2 })
}

/// Takes off the bonuses `event` ends; their kept-out Reagents go to the discard pile.
pub(in super::super) fn evolve(state: &mut BattleState, event: &Event) {
    if state.combatants.iter().all(|c| c.wards.is_empty()) {
        return;
    }
    let sustained = state.rules.spells.sustained;
    let controllers: Vec<Option<CombatantId>> =
        state.combatants.iter().map(|c| c.summoned_by).collect();
    let mut freed: Vec<(CombatantId, Card)> = Vec::new();
    for (i, c) in state.combatants.iter_mut().enumerate() {
        let me = i as CombatantId;
        c.wards.retain_mut(|w| {
            let keep = match (event, &mut w.lasts) {
                (Event::TurnEnded { who }, WardLasts::BearerTurns { turns }) => {
                    if *who == me || controllers[i] == Some(*who) {
                        *turns = turns.saturating_sub(1);
                    }
                    *turns > 0
                }
                (Event::TurnEnded { .. }, WardLasts::ThisTurn) => false,
                (Event::TurnEnded { who }, WardLasts::WhileOut) => {
                    !(sustained == Sustained::EndOfTurn && *who == w.by)
                }
                (Event::TurnBegan { who, .. }, WardLasts::Attacks { .. }) => *who != me,
                (Event::Attacked { target, .. }, WardLasts::Attacks { attacks }) => {
                    if *target == me {
                        *attacks = attacks.saturating_sub(1);
                    }
                    *attacks > 0
                }
                (Event::Incapacitated { who }, WardLasts::WhileOut) => {
                    *who != w.by && w.tether != Some(*who)
                }
                // Mirror Guard, penetrated (table rule fated_hand.mirror_guard_penetration).
                (Event::MirrorGuardFell { who, .. }, _) => {
                    !(*who == me && w.spell == super::mirror::MIRROR_GUARD)
                }
                // Life Tether ends when its creature dies or vanishes.
                (Event::SummonExhausted { who, .. }, _) => w.tether != Some(*who),
                // The Watchful Daggers fired: one card is discarded; they end with the last.
                (Event::SpellEffect { by, spell, .. }, _)
                    if spell == WATCHFUL_DAGGERS && w.spell == WATCHFUL_DAGGERS && *by == me =>
                {
                    freed.extend(w.cards.pop().map(|card| (w.by, card)));
                    !w.cards.is_empty()
                }
                _ => true,
            };
            if !keep {
                freed.extend(w.cards.iter().map(|card| (w.by, *card)));
            }
            keep
        });
    }
    for (by, card) in freed {
        let caster = &mut state.combatants[usize::from(by)];
        if caster.spent_reagents.contains(&card) {
            // Still on the table this turn: it goes with the turn's other Reagents.
            continue;
        }
        if let Some(deck) = &mut caster.deck {
            let _ = deck.move_card(card, Zone::InPlay, Zone::Discard);
        }
    }
}
