//! Tests during a combat ("Test"): the banes a creature's conditions put on them ("Weakened",
//! "Restrained", "Invisible"), bleeding on a Might or Agility test ("Bleeding"), and a hero
//! token's reroll ("Hero Tokens").

use super::budget;
use super::command::{Event, RollReason, TestRequest};
use super::effects::bleed;
use super::situation::roll_rules;
use super::state::CombatState;
use crate::random::Rng;
use crate::systems::draw_steel::characteristics::Characteristic;
use crate::systems::draw_steel::cite;
use crate::systems::draw_steel::content::ConditionKind;
use crate::systems::draw_steel::power_roll::{
    self, resolve, roll_dice, test_outcome, PowerRoll, PowerRollInput, TEST,
};
use crate::RuleViolation;

/// The edges and banes on `request`: the creature's conditions, the creature it tries to find,
/// and the GM's own, each with its reason.
fn edges_and_banes(
    state: &CombatState,
    request: &TestRequest,
    reasons: &mut Vec<RollReason>,
) -> (u8, u8) {
    let mut edges = 0u8;
    let mut banes = 0u8;
    let mut add = |e: u8, b: u8, label: &str, entry: &'static str| {
        edges += e;
        banes += b;
        reasons.push(RollReason {
            edges: e,
            banes: b,
            label: label.to_owned(),
            rule: cite(entry),
        });
    };
    let Some(creature) = state.get(request.who) else {
        return (0, 0);
    };
    if creature.has(ConditionKind::Weakened) {
        add(0, 1, "Weakened: a bane on every power roll", "Weakened");
    }
    if creature.has(ConditionKind::Restrained)
        && matches!(
            request.characteristic,
            Characteristic::Might | Characteristic::Agility
        )
    {
        add(
            0,
            1,
            "Restrained: a bane on Might and Agility tests",
            "Restrained",
        );
    }
    if request
        .to_find
        .and_then(|id| state.get(id))
        .is_some_and(|sought| sought.invisible)
    {
        add(0, 1, "Finding an invisible creature", "Invisible");
    }
    if request.edges > 0 {
        add(request.edges, 0, "Granted by the GM", "Edge");
    }
    if request.banes > 0 {
        add(0, request.banes, "Imposed by the GM", "Bane");
    }
    (edges, banes)
}

/// Makes the test `request` and pushes its events: bleeding first when the test rolls Might
/// or Agility, then the roll with every edge and bane explained. Returns the roll.
pub(super) fn make_test(
    state: &CombatState,
    rng: &mut Rng,
    request: TestRequest,
    dice: Option<[u8; 2]>,
    bleeding_die: Option<u8>,
    reroll: bool,
    events: &mut Vec<Event>,
) -> Result<PowerRoll, RuleViolation> {
    let creature = budget::combatant(state, request.who)?;
    if !creature.fate.can_act() {
        return Err(RuleViolation::new(
            TEST,
            format!("{} is out of the fight and makes no tests.", creature.name),
        ));
    }
    if request.to_find == Some(request.who) {
        return Err(RuleViolation::new(
            cite("Invisible"),
            format!("{} cannot search for itself.", creature.name),
        ));
    }
    if let Some(sought) = request.to_find {
        budget::combatant(state, sought)?;
    }
    // "Bleeding": a power roll using Might or Agility costs 1d6 + level.
    let physical = matches!(
        request.characteristic,
        Characteristic::Might | Characteristic::Agility
    );
    if physical && creature.has(ConditionKind::Bleeding) {
        bleed(state, rng, request.who, bleeding_die, events)?;
    } else if bleeding_die.is_some() {
        return Err(RuleViolation::new(
            cite("Bleeding"),
            format!(
                "{} does not bleed on this test: only a bleeding creature's Might or Agility \
                 power rolls do.",
                creature.name
            ),
        ));
    }
    let dice = roll_dice(rng, dice).map_err(|e| RuleViolation::new(TEST, format!("{e}.")))?;
    let mut reasons = Vec::new();
    let (edges, banes) = edges_and_banes(state, &request, &mut reasons);
    let score = creature.characteristics.get(request.characteristic);
    let roll = resolve(
        power_roll::faces(dice),
        PowerRollInput {
            edges,
            banes,
            rules: roll_rules(&state.rules),
            ..PowerRollInput::test(score, request.skill)
        },
    );
    let outcome = request.difficulty.map(|d| test_outcome(d, &roll));
    let mut explanation = super::ability::tier_sentence(&roll);
    if request.skill {
        explanation.push_str(" (a skill adds 2)");
    }
    if let (Some(difficulty), Some(outcome)) = (request.difficulty, outcome) {
        explanation.push_str(&format!(
            ": {} on a {} test",
            outcome_text(outcome),
            difficulty_text(difficulty)
        ));
    }
    events.push(Event::TestMade {
        request,
        dice,
        score,
        total: roll.total,
        tier: roll.tier,
        outcome,
        reasons,
        explanation,
        reroll,
        rule: if reroll { cite("Hero Tokens") } else { TEST },
    });
    Ok(roll)
}

/// The outcome in the log's words.
pub fn outcome_text(outcome: power_roll::TestOutcome) -> &'static str {
    use power_roll::TestOutcome::*;
    match outcome {
        FailureWithConsequence => "failure with consequence",
        Failure => "failure",
        SuccessWithConsequence => "success with consequence",
        Success => "success",
        SuccessWithReward => "success with reward",
    }
}

fn difficulty_text(difficulty: power_roll::TestDifficulty) -> &'static str {
    match difficulty {
        power_roll::TestDifficulty::Easy => "easy",
        power_roll::TestDifficulty::Medium => "medium",
        power_roll::TestDifficulty::Hard => "hard",
    }
}

/// `Test`: the GM calls for a test; it spends nothing of the turn (the action it is part of,
/// if any, is the GM's to spend).
pub fn test(
    state: &CombatState,
    rng: &mut Rng,
    request: TestRequest,
    dice: Option<[u8; 2]>,
    bleeding_die: Option<u8>,
) -> Result<Vec<Event>, RuleViolation> {
    budget::require_running(state)?;
    let mut events = Vec::with_capacity(2);
    make_test(state, rng, request, dice, bleeding_die, false, &mut events)?;
    Ok(events)
}

/// A hero token's reroll of `hero`'s last test in this combat ("Hero Tokens": reroll tests).
pub fn reroll(
    state: &CombatState,
    rng: &mut Rng,
    hero: super::state::CombatantId,
    dice: Option<[u8; 2]>,
    events: &mut Vec<Event>,
) -> Result<(), RuleViolation> {
    let name = &budget::combatant(state, hero)?.name;
    let request = state.last_test.filter(|t| t.who == hero).ok_or_else(|| {
        RuleViolation::new(
            cite("Hero Tokens"),
            format!("A hero token rerolls a test; the last test of this combat is not {name}'s."),
        )
    })?;
    make_test(state, rng, request, dice, None, true, events)?;
    Ok(())
}
