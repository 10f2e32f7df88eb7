//! Deciding a command: checks it against the rules and returns its events. Events are worked
//! out on a scratch copy of the state, each applied as it is made, so a later event (the next
//! turn, the end) sees what the earlier ones did.

use super::attack::{attack, reach_distance};
use super::command::{
    CalledShot, Command, Event, InitiativeRoll, InitiativeSkill, LuckedRoll, Pace, Reroll,
};
use super::evolve::evolve;
use super::health::{read_death_roll, vitals_penalty};
use super::luck::{check_luck, reroll_if, LuckOn};
use super::prepared;
use super::state::{CombatState, Combatant, CombatantId, Fate, Phase};
use super::stealth;
use crate::dice::{DicePool, PoolEntryError};
use crate::grid::{Metric, Square};
use crate::random::{roll_or_enter, DieRoll, Rng};
use crate::systems::clockwork::cite;
use crate::systems::clockwork::roll::{
    flat, gains, pool_size, roll_pool, PoolRequest, RollError, SIDES,
};
use crate::systems::clockwork::sheet::Load;
use crate::systems::clockwork::skills::Skill;
use crate::systems::clockwork::words::count;
use crate::RuleViolation;

/// The dice of an initiative roll («Initiative»).
pub const INITIATIVE_DICE: usize = 12;

/// The dice `combatant` rolls for initiative: 12, less the vitals penalty when the table rule
/// `clockwork.vitals_penalty_rolls` has it weigh on every roll («Grit & Vitals»).
pub fn initiative_dice(state: &CombatState, combatant: &Combatant) -> usize {
    let penalty = if state.rules.vitals_penalty_every_roll {
        usize::from(vitals_penalty(combatant.vitals))
    } else {
        0
    };
    INITIATIVE_DICE.saturating_sub(penalty)
}

/// Counters a skill roll in combat takes at least («Skills In Combat»).
pub const SKILL_ROLL_COUNTERS: u8 = 2;

/// Events in the making, each applied to a scratch state as it is added.
pub(super) struct Draft {
    pub(super) state: CombatState,
    pub(super) events: Vec<Event>,
}

impl Draft {
    pub(super) fn new(state: &CombatState) -> Draft {
        Draft {
            state: state.clone(),
            events: Vec::with_capacity(6),
        }
    }

    pub(super) fn push(&mut self, event: Event) {
        evolve(&mut self.state, &event);
        self.events.push(event);
    }
}

/// A refusal under a ClockWork heading.
pub(super) fn refuse<T>(section: &'static str, message: String) -> Result<T, RuleViolation> {
    Err(RuleViolation::new(cite(section), message))
}

/// Entered dice no real roll could show, as a refusal.
pub(super) fn entered_error(what: &str, error: PoolEntryError) -> RuleViolation {
    RuleViolation::new(cite("Action Rolls"), format!("The {what}: {error}."))
}

/// A pool roll the rules refuse, as a refusal.
pub(super) fn roll_error(what: &str, error: RollError) -> RuleViolation {
    RuleViolation::new(error.rule(), format!("The {what}: {error}."))
}

/// Checks `command` against `state` and returns its events.
pub fn decide(
    state: &CombatState,
    command: &Command,
    rng: &mut Rng,
) -> Result<Vec<Event>, RuleViolation> {
    let mut draft = Draft::new(state);
    match (state.phase, command) {
        (Phase::Ended { .. }, _) => {
            return refuse("Combat Rules", "The combat is over.".to_owned());
        }
        (_, Command::EndCombat { winner }) => end_declared(&mut draft, *winner)?,
        (Phase::Initiative, Command::RollInitiative { rolls }) => {
            initiative(&mut draft, rolls, rng)?;
        }
        (Phase::Initiative, _) => {
            return refuse(
                "Initiative",
                "Everyone rolls initiative before anyone acts.".to_owned(),
            );
        }
        (Phase::Round { .. }, Command::RollInitiative { .. }) => {
            return refuse(
                "Initiative",
                "Initiative is rolled once, at the beginning of combat.".to_owned(),
            );
        }
        (Phase::Round { .. }, command) => {
            let actor = state.actor().unwrap_or(0);
            let dying = matches!(state.get(actor).map(|c| c.fate), Some(Fate::Dying { .. }));
            match command {
                Command::DeathRoll { dice, luck } if dying => {
                    check_luck(state, actor, u8::from(luck.is_some()))?;
                    roll_death(&mut draft, actor, dice.as_deref(), luck.as_deref(), rng)?;
                    next_turn(&mut draft);
                }
                Command::DeathRoll { .. } => {
                    return refuse("Dying", format!("{} is not dying.", name(state, actor)));
                }
                _ if dying => {
                    return refuse(
                        "Dying",
                        format!(
                            "{} is dying: its turn is its death roll.",
                            name(state, actor)
                        ),
                    );
                }
                Command::Move { .. } | Command::Attack(_)
                    if prepared::any_waiting(state)
                        && !interrupted(&mut draft, actor, command, rng)? => {}
                Command::Move { pace, path } => moving(&mut draft, actor, *pace, path)?,
                Command::Attack(order) => attack(&mut draft, actor, order, rng)?,
                Command::AreaAttack(order) => {
                    super::area::area_attack(&mut draft, actor, order, rng)?;
                }
                Command::Hide {
                    observers,
                    dice,
                    perception_dice,
                } => stealth::hide(
                    &mut draft,
                    actor,
                    observers,
                    dice.as_deref(),
                    perception_dice,
                    rng,
                )?,
                Command::Prepare { attack, trigger } => {
                    prepared::prepare(&mut draft, actor, attack, *trigger)?;
                }
                Command::Stabilize { target, dice, luck } => {
                    stabilize(
                        &mut draft,
                        actor,
                        *target,
                        dice.as_deref(),
                        luck.as_deref(),
                        rng,
                    )?;
                }
                Command::Pass => {
                    let reserved = state.get(actor).map_or(0, |c| c.counters);
                    draft.push(Event::Passed { actor, reserved });
                    end_of_turn(&mut draft, actor, rng);
                    next_turn(&mut draft);
                }
                Command::RollInitiative { .. } | Command::EndCombat { .. } => {
                    unreachable!("matched above")
                }
            }
        }
    }
    Ok(draft.events)
}

/// The GM ends the combat: the winner named must be a side in it.
fn end_declared(draft: &mut Draft, winner: Option<u8>) -> Result<(), RuleViolation> {
    if let Some(side) = winner {
        if !draft
            .state
            .combatants
            .iter()
            .any(|c| c.fighter.side == side)
        {
            return refuse(
                "Combat Rules",
                format!("Nobody fights on side {side}; name a side in this combat, or none."),
            );
        }
    }
    draft.push(Event::EndDeclared { winner });
    Ok(())
}

/// `actor`'s move or attack checked on a scratch copy first (a refused action sets nothing
/// off), then the prepared attacks it sets off; says whether the action still goes ahead.
fn interrupted(
    draft: &mut Draft,
    actor: CombatantId,
    command: &Command,
    rng: &mut Rng,
) -> Result<bool, RuleViolation> {
    let Some((trigger, action, cost)) = prepared::trigger_of(&draft.state, actor, command) else {
        return Ok(true);
    };
    let mut probe = Draft::new(&draft.state);
    let mut scratch = Rng::from_seed(0);
    match command {
        Command::Move { pace, path } => moving(&mut probe, actor, *pace, path)?,
        Command::Attack(order) => attack(&mut probe, actor, order, &mut scratch)?,
        _ => {}
    }
    prepared::interrupts(draft, actor, trigger, action, cost, rng)
}

pub(super) fn name(state: &CombatState, id: CombatantId) -> &str {
    state.get(id).map_or("?", |c| c.fighter.name.as_str())
}

fn initiative(
    draft: &mut Draft,
    rolls: &[InitiativeRoll],
    rng: &mut Rng,
) -> Result<(), RuleViolation> {
    let state = &draft.state;
    for (index, roll) in rolls.iter().enumerate() {
        if state.get(roll.combatant).is_none() {
            return refuse(
                "Initiative",
                format!("There is no combatant {}.", roll.combatant),
            );
        }
        if rolls[..index].iter().any(|r| r.combatant == roll.combatant) {
            return refuse(
                "Initiative",
                format!("{} rolls initiative once.", name(state, roll.combatant)),
            );
        }
        if let Some(values) = &roll.dice {
            let count = state
                .get(roll.combatant)
                .map_or(INITIATIVE_DICE, |c| initiative_dice(state, c));
            DicePool::entered(count, SIDES, values).map_err(|e| {
                entered_error(&format!("initiative of {}", name(state, roll.combatant)), e)
            })?;
        }
        if let Some((die, value)) = roll
            .tie_breaks
            .iter()
            .enumerate()
            .find(|(_, v)| DieRoll::entered(SIDES, **v).is_err())
        {
            return refuse(
                "Initiative",
                format!(
                    "Tie-break {} of {} shows {value}; a d12 shows 1 to 12.",
                    die + 1,
                    name(state, roll.combatant)
                ),
            );
        }
    }
    let mut scores = Vec::with_capacity(state.combatants.len());
    let mut events = Vec::with_capacity(state.combatants.len() + 3);
    for (i, combatant) in state.combatants.iter().enumerate() {
        let id = i as CombatantId;
        let given = rolls.iter().find(|r| r.combatant == id);
        let ranks = &combatant.fighter.ranks;
        let skill = given.and_then(|r| r.skill).unwrap_or(
            if ranks.get(Skill::Intuition) < ranks.get(Skill::Agility) {
                InitiativeSkill::Intuition
            } else {
                InitiativeSkill::Agility
            },
        );
        let rank = ranks.get(skill.skill());
        let dice = DicePool::roll_or_enter(
            rng,
            initiative_dice(state, combatant),
            SIDES,
            given.and_then(|r| r.dice.as_deref()),
        )
        .map_err(|e| entered_error("initiative", e))?;
        let score = gains(dice.values(), rank);
        scores.push((id, score));
        events.push(Event::InitiativeRolled {
            combatant: id,
            skill,
            rank,
            dice,
            gains: score,
        });
    }
    scores.sort_by_key(|s| std::cmp::Reverse(s.1));
    let mut entered_ties: Vec<(CombatantId, std::slice::Iter<'_, u8>)> = rolls
        .iter()
        .map(|r| (r.combatant, r.tie_breaks.iter()))
        .collect();
    let mut order = Vec::with_capacity(scores.len());
    let mut start = 0;
    while start < scores.len() {
        let end = start
            + scores[start..]
                .iter()
                .take_while(|(_, g)| *g == scores[start].1)
                .count();
        let group: Vec<CombatantId> = scores[start..end].iter().map(|(id, _)| *id).collect();
        break_ties(group, &mut entered_ties, rng, &mut events, &mut order);
        start = end;
    }
    for event in events {
        draft.push(event);
    }
    draft.push(Event::OrderSet { order });
    if !end_if_decided(draft) {
        draft.push(Event::RoundStarted { round: 1 });
        start_turn_from(draft, 0);
    }
    Ok(())
}

/// Tied combatants roll 1d12 each, highest first, again among any still tied.
fn break_ties(
    group: Vec<CombatantId>,
    entered: &mut [(CombatantId, std::slice::Iter<'_, u8>)],
    rng: &mut Rng,
    events: &mut Vec<Event>,
    order: &mut Vec<CombatantId>,
) {
    if group.len() < 2 {
        order.extend(group);
        return;
    }
    let dice: Vec<DieRoll> = group
        .iter()
        .map(|id| {
            let value = entered
                .iter_mut()
                .find(|(c, _)| c == id)
                .and_then(|(_, values)| values.next().copied());
            // Checked above: entered tie-breaks are faces of a d12.
            roll_or_enter(rng, SIDES, value).unwrap_or(DieRoll::rolled(rng, SIDES))
        })
        .collect();
    let mut rolled: Vec<(CombatantId, u8)> = group
        .iter()
        .zip(&dice)
        .map(|(id, die)| (*id, die.value))
        .collect();
    events.push(Event::TieRolled {
        combatants: group,
        dice,
    });
    rolled.sort_by_key(|r| std::cmp::Reverse(r.1));
    let mut start = 0;
    while start < rolled.len() {
        let end = start
            + rolled[start..]
                .iter()
                .take_while(|(_, v)| *v == rolled[start].1)
                .count();
        let sub = rolled[start..end].iter().map(|(id, _)| *id).collect();
        break_ties(sub, entered, rng, events, order);
        start = end;
    }
}

/// Ends the combat when at most one side still fights; says whether it did.
pub(super) fn end_if_decided(draft: &mut Draft) -> bool {
    let mut sides = draft
        .state
        .combatants
        .iter()
        .filter(|c| c.fighting())
        .map(|c| c.fighter.side);
    let first = sides.next();
    if first.is_some_and(|side| sides.all(|s| s == side)) || first.is_none() {
        draft.push(Event::Ended { winner: first });
        return true;
    }
    false
}

/// The next combatant in the order who is fighting or dying takes its turn, from `turn` on;
/// past the last, the round ends and the order starts over from the top.
fn start_turn_from(draft: &mut Draft, mut turn: usize) {
    let len = draft.state.order.len();
    for _ in 0..=2 * len {
        if turn >= len {
            let round = draft.state.round + 1;
            draft.push(Event::RoundStarted { round });
            turn = 0;
        }
        let actor = draft.state.order[turn];
        let takes_turn = draft
            .state
            .get(actor)
            .is_some_and(|c| matches!(c.fate, Fate::Fighting | Fate::Dying { .. }));
        if takes_turn {
            draft.push(Event::TurnStarted {
                turn: turn as u8,
                actor,
            });
            return;
        }
        turn += 1;
    }
}

/// The end of `actor`'s turn: a Flat 7 for each called shot that still holds on it
/// («Called Shots»).
fn end_of_turn(draft: &mut Draft, actor: CombatantId, rng: &mut Rng) {
    let Some(lamed) = draft.state.get(actor).map(|c| c.lamed) else {
        return;
    };
    for (holds, area) in [(lamed.arm, CalledShot::Arm), (lamed.leg, CalledShot::Leg)] {
        if holds {
            // A Flat 7 is a valid target, and nothing is entered: this cannot fail.
            if let Ok(roll) = flat(7, rng, None) {
                draft.push(Event::LamingRolled {
                    combatant: actor,
                    area,
                    roll,
                });
            }
        }
    }
}

/// After the actor's turn: the next turn, unless the combat is decided.
pub(super) fn next_turn(draft: &mut Draft) {
    if end_if_decided(draft) {
        return;
    }
    let turn = match draft.state.phase {
        Phase::Round { turn } => usize::from(turn) + 1,
        Phase::Initiative | Phase::Ended { .. } => 0,
    };
    start_turn_from(draft, turn);
}

/// A death roll for the dying `target`, rolled or entered, thrown again if its player spends
/// luck on it.
pub(super) fn roll_death(
    draft: &mut Draft,
    target: CombatantId,
    entered: Option<&[u8]>,
    luck: Option<&Reroll>,
    rng: &mut Rng,
) -> Result<(), RuleViolation> {
    let Some(combatant) = draft.state.get(target) else {
        return Ok(());
    };
    let Fate::Dying { pool } = combatant.fate else {
        return Ok(());
    };
    let shrinks = draft.state.rules.death_pool_shrinks;
    let throw = |rng: &mut Rng, entered: Option<&[u8]>| {
        DicePool::roll_or_enter(rng, usize::from(pool), SIDES, entered)
            .map(|dice| read_death_roll(combatant, pool, dice, shrinks))
            .map_err(|e| entered_error("death roll", e))
    };
    let first = throw(rng, entered)?;
    let mut left = combatant.luck;
    let mut spent = Vec::new();
    let roll = reroll_if(
        LuckOn {
            who: target,
            what: LuckedRoll::Death,
            reroll: luck,
        },
        &mut left,
        first,
        |roll| {
            (
                roll.fatal.value > 0,
                format!(
                    "{}{}",
                    count(roll.fatal.value, "fatal wound", "fatal wounds"),
                    if roll.died { ", death" } else { "" }
                ),
            )
        },
        |roll| &roll.dice,
        |entered| throw(rng, entered),
        &mut spent,
    )?;
    for event in spent {
        draft.push(event);
    }
    draft.push(Event::DeathRolled { target, roll });
    Ok(())
}

fn moving(
    draft: &mut Draft,
    actor: CombatantId,
    pace: Pace,
    path: &[Square],
) -> Result<(), RuleViolation> {
    let state = &draft.state;
    let Some(mover) = state.get(actor) else {
        return Ok(());
    };
    let who = mover.fighter.name.as_str();
    let (counters, limit) = match pace {
        Pace::Step => (1, 1),
        Pace::Walk => (2, mover.fighter.walk),
        Pace::Run => (2, mover.fighter.run),
    };
    if pace == Pace::Run && mover.lamed.leg {
        return refuse(
            "Called Shots",
            format!("{who} was struck in the leg and cannot run until a Flat 7 ends it."),
        );
    }
    match (pace, mover.fighter.load) {
        (Pace::Run, Load::Encumbered | Load::StepOnly) => {
            return refuse(
                "Encumbrance",
                format!("{who} wears armor too heavy to run in."),
            );
        }
        (Pace::Walk, Load::StepOnly) => {
            return refuse(
                "Encumbrance",
                format!("{who} wears armor so heavy it can only step."),
            );
        }
        _ => {}
    }
    if mover.counters < counters {
        return refuse(
            "Movement",
            format!(
                "To {} takes {}; {who} has {} left.",
                match pace {
                    Pace::Step => "step",
                    Pace::Walk => "walk",
                    Pace::Run => "run",
                },
                count(counters, "action counter", "action counters"),
                mover.counters
            ),
        );
    }
    if path.is_empty() {
        return refuse("Movement", "A move needs at least one space.".to_owned());
    }
    let mut from = mover.at();
    let mut spaces = 0_u16;
    for (index, &square) in path.iter().enumerate() {
        let (dx, dy) = from.gaps(square);
        if dx > 1 || dy > 1 || (dx, dy) == (0, 0) {
            return refuse(
                "Movement",
                format!(
                    "Space {} of the path ({}, {}) is not next to the one before it.",
                    index + 1,
                    square.x,
                    square.y
                ),
            );
        }
        if !state.bounds.contains(square) {
            return refuse(
                "Movement",
                format!("({}, {}) is off the map.", square.x, square.y),
            );
        }
        if let Some(other) = state.at(square).and_then(|id| state.get(id)) {
            if other.fighter.side != mover.fighter.side {
                return refuse(
                    "Movement",
                    format!(
                        "{who} cannot move through {}'s space: only allies' spaces can be \
                         crossed.",
                        other.fighter.name
                    ),
                );
            }
            if index + 1 == path.len() {
                return refuse(
                    "Movement",
                    format!("{who} cannot stop in {}'s space.", other.fighter.name),
                );
            }
        }
        spaces += if dx == 1 && dy == 1 { 2 } else { 1 };
        from = square;
    }
    if spaces > u16::from(limit) {
        return refuse(
            "Movement",
            format!(
                "That path is {} (each diagonal counts 2); {who} {} at most {}.",
                count(spaces, "space", "spaces"),
                pace.verb(),
                count(limit, "space", "spaces")
            ),
        );
    }
    if pace == Pace::Run && !mover.hidden_from.is_empty() {
        draft.push(Event::StealthBroken {
            combatant: actor,
            why: "runs".to_owned(),
        });
    }
    draft.push(Event::Moved {
        mover: actor,
        pace,
        path: path.to_vec(),
        spaces,
        counters,
    });
    Ok(())
}

fn stabilize(
    draft: &mut Draft,
    actor: CombatantId,
    target: CombatantId,
    entered: Option<&[u8]>,
    luck: Option<&Reroll>,
    rng: &mut Rng,
) -> Result<(), RuleViolation> {
    let state = &draft.state;
    let (Some(medic), Some(patient)) = (state.get(actor), state.get(target)) else {
        return refuse("Stabilizing", format!("There is no combatant {target}."));
    };
    let who = medic.fighter.name.as_str();
    if !matches!(patient.fate, Fate::Dying { .. }) {
        return refuse(
            "Stabilizing",
            format!("{} is not dying.", patient.fighter.name),
        );
    }
    if !medic.fighter.medical_kit {
        return refuse(
            "Stabilizing",
            format!("{who} has no medical equipment on their person."),
        );
    }
    if state.rules.stabilize_within_reach {
        let distance = reach_distance(state, medic, patient);
        if distance > u16::from(medic.fighter.reach) {
            return refuse(
                "Stabilizing",
                format!(
                    "{} is {} away; {who}'s reach is {} (the book names no distance; this table \
                     asks for one within reach).",
                    patient.fighter.name,
                    count(distance, "space", "spaces"),
                    count(medic.fighter.reach, "space", "spaces")
                ),
            );
        }
    } else if Metric::KingMoves.distance(medic.at(), patient.at()) > 1 {
        return refuse(
            "Stabilizing",
            format!(
                "{who} must be next to {} to tend them (the book names no distance; we ask \
                 for a neighbouring space).",
                patient.fighter.name
            ),
        );
    }
    if medic.counters < SKILL_ROLL_COUNTERS {
        return refuse(
            "Skills In Combat",
            format!(
                "A skill roll in combat takes {}; {who} has {} left.",
                count(SKILL_ROLL_COUNTERS, "action counter", "action counters"),
                medic.counters
            ),
        );
    }
    let request = PoolRequest {
        attribute: medic.fighter.mind,
        skill_rank: medic.fighter.ranks.get(Skill::Knowledge),
        bonus_skill: medic.fighter.has_bonus(Skill::Knowledge),
        foci: u8::from(medic.fighter.medicine_focus),
        situational: if state.rules.vitals_penalty_every_roll {
            -(vitals_penalty(medic.vitals) as i8)
        } else {
            0
        },
    };
    check_luck(state, actor, u8::from(luck.is_some()))?;
    let pool_rules = state.rules.pool();
    let throw = |rng: &mut Rng, entered: Option<&[u8]>| {
        roll_pool(&request, &pool_rules, rng, entered).map_err(|e| roll_error("stabilize roll", e))
    };
    if let Some(values) = luck.and_then(|r| r.dice.as_ref()) {
        let size = pool_size(&request, &pool_rules).map_err(|e| roll_error("stabilize roll", e))?;
        DicePool::entered(usize::try_from(size.value).unwrap_or(0), SIDES, values)
            .map_err(|e| entered_error("stabilize reroll", e))?;
    }
    let needed = patient.wounds;
    let first = throw(rng, entered)?;
    let mut left = medic.luck;
    let mut spent = Vec::new();
    let mut roll = reroll_if(
        LuckOn {
            who: actor,
            what: LuckedRoll::Stabilize,
            reroll: luck,
        },
        &mut left,
        first,
        |roll| {
            (
                roll.gains.value < i32::from(needed),
                format!(
                    "{} against {}",
                    count(roll.gains.value, "gain", "gains"),
                    count(needed, "wound", "wounds")
                ),
            )
        },
        |roll| &roll.dice,
        |entered| throw(rng, entered),
        &mut spent,
    )?;
    if request.situational != 0 {
        // The only situational dice here are the vitals penalty: say so, with its section.
        for term in roll
            .size
            .terms
            .iter_mut()
            .filter(|t| t.label == "Situation")
        {
            term.label = format!("{} left", count(medic.vitals, "vital", "vitals"));
            term.rule = cite("Grit & Vitals");
        }
    }
    let success = roll.gains.value >= i32::from(needed);
    for event in spent {
        draft.push(event);
    }
    draft.push(Event::StabilizeRolled {
        medic: actor,
        target,
        roll,
        needed,
        success,
    });
    Ok(())
}
