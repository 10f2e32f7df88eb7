//! What may be done now for the actions past Move and Attack (issue #18, "no dead ends"): Cast,
//! perk actions, Sneak, Reveal, Haul, summoning and commanding summons. For each, a case the
//! engine offers (and `decide` accepts, checked by `check_legal`) and a case it withholds with
//! decide's own reason.

use super::test_kit::{at, battle, brawler, plan_all, turn_of};
use super::tests_cast::casting_field;
use super::tests_perks::{at_ash_turn, duel};
use super::tests_stealth::rogue_field;
use super::tests_summons::wolf_field;
use super::*;
use crate::encounter::LegalNow;
use crate::random::Rng;
use crate::scenario::check_legal;

fn legal(state: &BattleState) -> LegalNow<Command, AttackPreview> {
    check_legal::<FatedHandBattle>(state, &mut Rng::from_seed(9))
}

/// The offered commands of `kind` matching `which`.
fn offered<'a>(
    now: &'a LegalNow<Command, AttackPreview>,
    kind: &str,
    which: impl Fn(&Command) -> bool,
) -> Vec<&'a Command> {
    now.offered
        .iter()
        .filter(|o| o.kind == kind && which(&o.command))
        .map(|o| &o.command)
        .collect()
}

/// The reasons of the withheld commands of `kind` matching `which`.
fn withheld<'a>(
    now: &'a LegalNow<Command, AttackPreview>,
    kind: &str,
    which: impl Fn(&Command) -> bool,
) -> Vec<&'a str> {
    now.withheld
        .iter()
        .filter(|w| w.kind == kind && which(&w.command))
        .map(|w| w.reason.message.as_str())
        .collect()
}

fn casting(spell: &str) -> impl Fn(&Command) -> bool + '_ {
    move |c| matches!(c, Command::Cast { spell: s, .. } if s == spell)
}

/// "Cast": Spectral Slice reaches 1 tile. Next to Bran it is offered with Reagents that pay it
/// (an untracked deck: example cards); four tiles off it is withheld for its range.
#[test]
fn cast_is_offered_in_range_and_withheld_out_of_it_with_the_spells_reach() {
    let near = legal(&casting_field(false, (1, 0), &[]));
    let slices = offered(&near, "cast", casting("spectral_slice"));
    assert_eq!(slices.len(), 1, "{:?}", near.withheld);
    let Command::Cast {
        reagents, target, ..
    } = slices[0]
    else {
        unreachable!()
    };
    assert_eq!(*target, Some(1));
    assert!(!reagents.is_empty(), "a payment is offered");

    let far = legal(&casting_field(false, (5, 0), &[]));
    assert!(offered(&far, "cast", casting("spectral_slice")).is_empty());
    assert_eq!(
        withheld(&far, "cast", casting("spectral_slice")),
        ["Bran is 5 tiles away; the spell reaches 1."]
    );
}

/// "Reagents": with the engine keeping the deck and nothing in the Reagent hand, no spell can be
/// paid: each is withheld with the cost it needs.
#[test]
fn cast_is_withheld_when_the_reagent_hand_cannot_pay() {
    let state = casting_field(true, (1, 0), &[]);
    let mira = &state.combatants[0];
    assert!(mira
        .deck
        .as_ref()
        .is_some_and(|d| d.cards(crate::deck::Zone::Reagents).is_empty()));
    let now = legal(&state);
    assert!(offered(&now, "cast", casting("spectral_slice")).is_empty());
    let reasons = withheld(&now, "cast", casting("spectral_slice"));
    assert!(
        reasons
            .iter()
            .all(|r| r.starts_with("These Reagents do not pay Spectral Slice's cost")),
        "{reasons:?}"
    );
}

/// "Basic Actions": a Primary Action spell is withheld once the Primary Action is spent.
#[test]
fn cast_is_withheld_once_the_primary_action_is_spent() {
    let mut state = casting_field(false, (1, 0), &[]);
    state.combatants[0].primary_used = true;
    let now = legal(&state);
    let reasons = withheld(&now, "cast", casting("spectral_slice"));
    assert!(
        !reasons.is_empty() && reasons.iter().all(|r| r.contains("Primary Action")),
        "{reasons:?}"
    );
}

/// "Perks List › Dive Tackle": an action of its own, offered at the opponent, withheld once the
/// Primary Action it takes is spent.
#[test]
fn perk_action_is_offered_and_withheld_once_the_primary_action_is_spent() {
    let state = at_ash_turn(duel((5, 0, 3), &["dive_tackle"], (0, 4, 1)));
    let tackle = |c: &Command| matches!(c, Command::PerkAction { perk, target: Some(1), .. } if perk == "dive_tackle");
    assert_eq!(offered(&legal(&state), "perk_action", tackle).len(), 1);
    let mut spent = state.clone();
    spent.combatants[0].primary_used = true;
    let now = legal(&spent);
    assert!(offered(&now, "perk_action", tackle).is_empty());
    assert_eq!(
        withheld(&now, "perk_action", tackle),
        ["Ash has already taken a Primary Action this turn; Dive Tackle takes it."]
    );
}

/// "Sneak": a creature with Stealth Power may Sneak; one without access to Stealth is told why.
/// Once Hidden, Sneak is withheld and Reveal offered; a surprise Riposte at a creature six tiles
/// away is withheld for being out of reach.
#[test]
fn sneak_and_reveal_are_offered_to_who_may_and_withheld_with_the_reason() {
    let mut state = rogue_field((6, 0));
    plan_all(&mut state);
    turn_of(&mut state, 0);
    let now = legal(&state);
    assert_eq!(
        offered(&now, "sneak", |_| true).len(),
        1,
        "{:?}",
        now.withheld
    );
    assert!(offered(&now, "reveal", |_| true).is_empty(), "not Hidden");

    state.combatants[0].hidden = true;
    let now = legal(&state);
    assert_eq!(
        withheld(&now, "sneak", |_| true),
        ["Vex is already Hidden."]
    );
    let plain = |c: &Command| matches!(c, Command::Reveal { riposte: None, .. });
    let at_bran = |c: &Command| {
        matches!(
            c,
            Command::Reveal {
                riposte: Some(1),
                ..
            }
        )
    };
    assert_eq!(offered(&now, "reveal", plain).len(), 1);
    assert_eq!(
        withheld(&now, "reveal", at_bran),
        ["The surprise Riposte targets an adjacent creature; Bran is 6 tiles away."]
    );

    let mut plain_fighter = battle(
        vec![
            at(brawler("Ash", Side::Party, 3, 0, 4), 0, 0),
            at(brawler("Bran", Side::Foes, 0, 0, 0), 5, 0),
        ],
        Some(super::test_kit::grid(8, 4, &[])),
    );
    plan_all(&mut plain_fighter);
    turn_of(&mut plain_fighter, 0);
    let now = legal(&plain_fighter);
    assert!(offered(&now, "sneak", |_| true).is_empty());
    assert_eq!(
        withheld(&now, "sneak", |_| true),
        ["Ash has no access to Stealth (Hidden Fang or Killer Instinct)."]
    );
}

/// "Haul": an object next to the actor for 1 Movement; withheld once no Movement is left.
#[test]
fn haul_is_offered_with_movement_and_withheld_without() {
    let mut state = rogue_field((6, 0));
    plan_all(&mut state);
    turn_of(&mut state, 0);
    let object = |c: &Command| matches!(c, Command::Haul { target: None, .. });
    assert_eq!(offered(&legal(&state), "haul", object).len(), 1);
    state.combatants[0].movement_left = 0;
    assert_eq!(
        withheld(&legal(&state), "haul", object),
        ["Vex has no Movement left; a Haul costs 1."]
    );
}

/// "Summoned Creatures": the Mange Wolf is summoned only after its spell is cast; the summoned
/// wolf is offered a move on its controller's turn and an Attack at Bran, which is withheld once
/// the controller's Primary Action is spent.
#[test]
fn summons_are_offered_after_their_spell_and_commanded_on_the_controllers_turn() {
    let mut fresh = casting_field(false, (5, 0), &[]);
    fresh.combatants[0].spells = vec!["mange_wolf".into()];
    let wolf = |c: &Command| matches!(c, Command::Summon { summon, .. } if summon == "mange_wolf");
    assert_eq!(
        withheld(&legal(&fresh), "summon", wolf),
        ["Mira has not cast or gained what summons Mange Wolf."]
    );

    let state = wolf_field((5, 0));
    let now = legal(&state);
    assert_eq!(
        offered(&now, "summon_move", |_| true).len(),
        1,
        "{:?}",
        now.withheld
    );
    let attack = |c: &Command| matches!(c, Command::SummonAttack { target: 1, .. });
    let attack_offered = offered(&now, "summon_attack", attack).len();
    let attack_withheld = withheld(&now, "summon_attack", attack).len();
    assert_eq!(attack_offered + attack_withheld, 1);
    let mut spent = state.clone();
    spent.combatants[0].primary_used = true;
    let spent_now = legal(&spent);
    let reasons = withheld(&spent_now, "summon_attack", attack);
    assert!(
        reasons.len() == 1 && reasons[0].contains("Primary Action"),
        "{reasons:?}"
    );
}
