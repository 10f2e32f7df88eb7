//! The Initiative Countdown: "To action!", counting on, and who may still act before the round
//! ends, under the table rules for ties (`fated_hand.initiative_ties`) and held turns
//! (`fated_hand.held_turns`).

use std::cmp::Ordering;

use super::check::{combatant, ensure_active, refuse, Decision};
use super::command::Event;
use super::loop_rules::{HeldTurns, InitiativeTies};
use super::rules::{InitiativeStart, FIXED_COUNTDOWN_START};
use super::state::{BattleState, Combatant, CombatantId, Phase, Side};
use super::stats::{movement, value};
use crate::random::Rng;
use crate::systems::fated_hand::model::Stat;
use crate::systems::fated_hand::table_rules::{HELD_TURNS, INITIATIVE_TIES};
use crate::RuleViolation;

/// The perk that rewards holding a turn: under `no_holding` it is the one way to wait.
const MEDITATE: &str = "meditate";

/// The count at which `c`'s turn comes: its Speed, or the fixed start for anyone faster.
pub(super) fn own_count(state: &BattleState, c: &Combatant) -> i16 {
    let speed = value(c, Stat::Speed);
    match state.rules.initiative_start {
        InitiativeStart::HighestSpeed => speed,
        InitiativeStart::FixedStart => speed.min(FIXED_COUNTDOWN_START),
    }
}

/// Still owes a turn this round (summons act on their controller's).
fn waiting(c: &Combatant) -> bool {
    c.active() && !c.acted && !c.is_summon()
}

/// Whether `c` may let its count pass: always by default, only with Meditate under `no_holding`.
fn may_hold(state: &BattleState, c: &Combatant) -> bool {
    state.rules.held_turns == HeldTurns::Delay || c.perks.iter().any(|p| p == MEDITATE)
}

/// How `a` and `b`, reaching the count together, are ordered by table rule
/// `fated_hand.initiative_ties`: `Less` when `a` goes first, `Equal` when a coin decides, `None`
/// when the table leaves the order to the players or the GM.
fn tie_order(state: &BattleState, a: &Combatant, b: &Combatant) -> Option<Ordering> {
    let players = a.side == Side::Party && b.side == Side::Party;
    match state.rules.initiative_ties {
        InitiativeTies::GmDecides => None,
        InitiativeTies::PlayersFirst if a.side != b.side => Some(if a.side == Side::Party {
            Ordering::Less
        } else {
            Ordering::Greater
        }),
        InitiativeTies::PlayersFirst => None,
        // Players who declare together choose their order ("Initiative Countdown").
        InitiativeTies::SpeedThenCoin if players => None,
        InitiativeTies::SpeedThenCoin => {
            let key = |c: &Combatant| (value(c, Stat::Speed), c.base.map(|b| b[2]));
            let (ka, kb) = (key(a), key(b));
            let by_speed = kb.0.cmp(&ka.0);
            let by_base = match (ka.1, kb.1) {
                (Some(ba), Some(bb)) => bb.cmp(&ba),
                _ => Ordering::Equal,
            };
            Some(by_speed.then(by_base))
        }
    }
}

/// The creatures tied with `who` at `count`: waiting, and whose turn comes at this same count.
fn tied(
    state: &BattleState,
    who: CombatantId,
    count: i16,
) -> impl Iterator<Item = CombatantId> + '_ {
    state
        .combatants
        .iter()
        .enumerate()
        .filter(move |(i, c)| *i != usize::from(who) && waiting(c) && own_count(state, c) == count)
        .map(|(i, _)| i as CombatantId)
}

/// A creature tied with `who` that the table sends first, if any.
pub(super) fn goes_first(state: &BattleState, who: CombatantId) -> Option<CombatantId> {
    let Phase::Countdown { count } = state.phase else {
        return None;
    };
    let c = &state.combatants[usize::from(who)];
    if own_count(state, c) != count {
        // Stepping in after holding: no tie.
        return None;
    }
    tied(state, who, count).find(|other| {
        tie_order(state, c, &state.combatants[usize::from(*other)]) == Some(Ordering::Greater)
    })
}

/// Whether `who` may take its turn at this count, and the count: shared by "To action!" and the
/// legal-actions query.
pub(super) fn to_action_checks(
    state: &BattleState,
    who: CombatantId,
) -> Result<(i16, &Combatant), RuleViolation> {
    let Phase::Countdown { count } = state.phase else {
        return Err(refuse(
            "Initiative Countdown",
            "Turns are taken during the Initiative Countdown.",
        ));
    };
    let c = combatant(state, who)?;
    ensure_active(c)?;
    if c.is_summon() {
        return Err(refuse(
            "Summoned Creatures",
            format!(
                "{} is a Summoned Creature: it acts on its summoner's turn.",
                c.name
            ),
        ));
    }
    if c.acted {
        return Err(refuse(
            "Initiative Countdown",
            format!("{} has already taken a turn this round.", c.name),
        ));
    }
    let speed = value(c, Stat::Speed);
    if speed < count {
        return Err(refuse(
            "Initiative Countdown",
            format!(
                "{}'s Speed is {speed}; the count is {count}: wait until it reaches {speed}.",
                c.name
            ),
        ));
    }
    if let Some(first) = goes_first(state, who) {
        return Err(RuleViolation::new(
            INITIATIVE_TIES.rule.clone(),
            format!(
                "{} reaches this count together with {}, who goes first (table rule: {}).",
                c.name,
                state.combatants[usize::from(first)].name,
                INITIATIVE_TIES.title
            ),
        ));
    }
    Ok((count, c))
}

pub(super) fn to_action(state: &BattleState, who: CombatantId, rng: &mut Rng) -> Decision {
    let (count, c) = to_action_checks(state, who)?;
    let mut events = Vec::new();
    let mut first = who;
    if own_count(state, c) == count {
        // Equal in Speed and Base Speed with a GM creature among them: a coin decides.
        let mut even: Vec<CombatantId> = tied(state, who, count)
            .filter(|other| {
                tie_order(state, c, &state.combatants[usize::from(*other)]) == Some(Ordering::Equal)
            })
            .collect();
        if !even.is_empty() {
            even.insert(0, who);
            first = even[rng.index(even.len())];
            events.push(Event::TieBroken {
                between: even,
                first,
            });
        }
    }
    events.push(Event::TurnBegan {
        who: first,
        movement: movement(&state.combatants[usize::from(first)]),
    });
    Ok(events)
}

pub(super) fn next_count(state: &BattleState) -> Decision {
    let Phase::Countdown { count } = state.phase else {
        return Err(refuse(
            "Initiative Countdown",
            "The Initiative Countdown is not under way.",
        ));
    };
    // Killer Instinct's second turn comes at a lower count: counting on stays open for it.
    if !state.combatants.iter().any(waiting) && !super::offers::second_turn_waits(state) {
        return Err(refuse(
            "Initiative Countdown",
            "Everyone has acted: end the round.",
        ));
    }
    if let Some(c) = state
        .combatants
        .iter()
        .find(|c| waiting(c) && value(c, Stat::Speed) >= count && !may_hold(state, c))
    {
        return Err(RuleViolation::new(
            HELD_TURNS.rule.clone(),
            format!(
                "The count has reached {0}'s Speed: {0} takes its turn now, as no one holds a \
                 turn at this table without a perk that lets it wait (table rule: {1}).",
                c.name, HELD_TURNS.title
            ),
        ));
    }
    Ok(vec![Event::Counted { count: count - 1 }])
}

/// The creatures the round still waits for: those whose count has not come yet, and those whose
/// count has come but who may not hold it. A creature holding its turn when the round ends loses
/// it (table rule `fated_hand.held_turns`).
pub(super) fn still_to_act(state: &BattleState) -> Vec<&str> {
    let count = match state.phase {
        Phase::Countdown { count } => count,
        _ => i16::MAX,
    };
    state
        .combatants
        .iter()
        .filter(|c| waiting(c) && (value(c, Stat::Speed) < count || !may_hold(state, c)))
        .map(|c| c.name.as_str())
        .collect()
}
