//! «Using Luck» in a fight: a point of luck throws a roll again, the reroll counts even if
//! worse, once per roll, from the luck the character has left this session.

use super::command::{AttackOrder, Command, Event, LuckedRoll, Reroll};
use super::setup::Fighter;
use super::state::{Fate, Phase};
use super::tests::{fight, fighter, setup};
use super::ClockworkCombat;
use crate::encounter::{start, step};
use crate::scenario::Scenario;

fn lucky(name: &str, side: u8, x: i16, luck: u8) -> Fighter {
    fighter(name, side, x, 0).with_luck(luck)
}

/// Ash (luck `luck`) beside Bran, Ash to act.
fn duel(luck: u8) -> Scenario<ClockworkCombat> {
    fight(vec![lucky("Ash", 0, 0, luck), lucky("Bran", 1, 1, 1)])
}

fn reroll(dice: Vec<u8>) -> Option<Box<Reroll>> {
    Some(Box::new(Reroll {
        only_on_failure: false,
        dice: Some(dice),
    }))
}

fn on_failure(dice: Vec<u8>) -> Option<Box<Reroll>> {
    Some(Box::new(Reroll {
        only_on_failure: true,
        dice: Some(dice),
    }))
}

fn swing(attack: Vec<u8>, luck: Option<Box<Reroll>>) -> Command {
    Command::Attack(AttackOrder {
        target: 1,
        weapon: 0,
        attack_dice: Some(attack),
        damage_dice: Some(vec![5, 5, 5, 5, 2, 2]),
        attack_luck: luck,
        ..AttackOrder::default()
    })
}

fn hit(events: &[Event]) -> bool {
    events
        .iter()
        .any(|e| matches!(e, Event::Attacked(r) if r.hit))
}

#[test]
fn using_luck_a_missed_attack_is_thrown_again_and_the_reroll_counts() {
    let mut s = duel(3);
    // 8 dice against Strength 7: all 2s are no gains, a miss against defense 3; the reroll's
    // 8, 9, 10 are 3 gains, a hit.
    let events = s
        .run(swing(vec![2; 8], reroll(vec![8, 9, 10, 2, 2, 2, 2, 2])))
        .to_vec();
    assert!(hit(&events));
    let Some(Event::LuckSpent {
        combatant: 0,
        roll: LuckedRoll::Attack,
        thrown_away,
        first_result,
        left: 2,
    }) = events.first()
    else {
        panic!("luck spent first: {events:?}");
    };
    assert_eq!(thrown_away.values().collect::<Vec<_>>(), vec![2; 8]);
    assert_eq!(first_result, "0 gains against defense 3: a miss");
    assert_eq!(s.state().get(0).expect("Ash").luck, 2);
    let line = s
        .log()
        .iter()
        .find(|l| l.text.contains("point of luck"))
        .expect("a luck line");
    assert_eq!(line.rule.as_ref().expect("cited").section, "Using Luck");
    assert!(line.text.contains("2 points of luck left"), "{}", line.text);
    s.assert_replays();
}

#[test]
fn using_luck_you_must_take_the_result_of_the_reroll_even_if_it_is_worse() {
    let mut s = duel(1);
    // A first roll of 12s would hit; the reroll of 2s misses, and the miss stands.
    let events = s.run(swing(vec![12; 8], reroll(vec![2; 8]))).to_vec();
    assert!(!hit(&events));
    assert_eq!(s.state().get(0).expect("Ash").luck, 0);
}

#[test]
fn using_luck_only_on_failure_keeps_a_hit_and_spends_nothing() {
    let mut s = duel(2);
    let keep = on_failure(vec![2; 8]);
    let events = s.run(swing(vec![12; 8], keep)).to_vec();
    assert!(hit(&events));
    assert!(!events.iter().any(|e| matches!(e, Event::LuckSpent { .. })));
    assert_eq!(s.state().get(0).expect("Ash").luck, 2);
}

#[test]
fn using_luck_is_refused_without_luck_left_and_changes_nothing() {
    let s = duel(0);
    let refused = s.refused(&swing(vec![2; 8], reroll(vec![12; 8])));
    assert_eq!(refused.rule.section, "Using Luck");
    assert!(
        refused.message.contains("0 points of luck"),
        "{}",
        refused.message
    );
    // Two rerolls in one attack need two points.
    let s = duel(1);
    let both = Command::Attack(AttackOrder {
        target: 1,
        weapon: 0,
        attack_luck: reroll(vec![12; 8]),
        damage_luck: reroll(vec![12; 6]),
        ..AttackOrder::default()
    });
    assert_eq!(s.refused(&both).rule.section, "Using Luck");
    // A reroll's entered dice are checked like any roll's: 7 dice for an 8-die pool.
    let s = duel(1);
    let short = s.refused(&swing(vec![2; 8], reroll(vec![12; 7])));
    assert_eq!(short.rule.section, "Action Rolls");
}

#[test]
fn using_luck_three_times_per_game_session_is_the_most_a_fighter_brings() {
    let set = setup(vec![lucky("Ash", 0, 0, 4), lucky("Bran", 1, 1, 0)]);
    let refused = start::<ClockworkCombat>(&set, 1).expect_err("4 luck is too many");
    assert_eq!(refused.rule.section, "Using Luck");
}

#[test]
fn using_luck_a_damage_roll_is_thrown_again() {
    let mut s = duel(1);
    // A hit whose damage dice (2s against resistance 3) make no points; the reroll's 12s do.
    let events = s
        .run(Command::Attack(AttackOrder {
            target: 1,
            weapon: 0,
            attack_dice: Some(vec![8, 9, 10, 2, 2, 2, 2, 2]),
            damage_dice: Some(vec![2; 6]),
            damage_luck: on_failure(vec![12, 12, 2, 2, 2, 2]),
            ..AttackOrder::default()
        }))
        .to_vec();
    let Some(Event::LuckSpent {
        roll: LuckedRoll::Damage,
        first_result,
        ..
    }) = events.first()
    else {
        panic!("luck on the damage roll: {events:?}");
    };
    assert_eq!(first_result, "0 damage points");
    let Some(Event::Attacked(result)) = events.get(1) else {
        panic!("the attack: {events:?}");
    };
    assert_eq!(result.damage.as_ref().map(|d| d.value), Some(4));
}

#[test]
fn using_luck_a_dying_player_rerolls_the_death_roll() {
    // Bran (1 vital, 1 luck; Cole fights on far off) drops to dying under Ash's blow; its death roll of 1s would kill
    // (12 fatal wounds past Grit 6), and its player spends luck: the reroll of 8s takes none.
    let mut s = fight(vec![
        lucky("Ash", 0, 0, 0),
        Fighter {
            vitals: 1,
            ..lucky("Bran", 1, 1, 1)
        },
        lucky("Cole", 1, 20, 0),
    ]);
    let events = s
        .run(Command::Attack(AttackOrder {
            target: 1,
            weapon: 0,
            attack_dice: Some(vec![12; 8]),
            damage_dice: Some(vec![12; 6]),
            death_dice: Some(vec![1; 6]),
            death_luck: on_failure(vec![8; 6]),
            ..AttackOrder::default()
        }))
        .to_vec();
    assert!(events.iter().any(|e| matches!(
        e,
        Event::LuckSpent {
            combatant: 1,
            roll: LuckedRoll::Death,
            ..
        }
    )));
    assert!(matches!(
        s.state().get(1).expect("Bran").fate,
        Fate::Dying { .. }
    ));
    // On its turn, with no luck left, a reroll is refused.
    s.run(Command::Pass);
    assert_eq!(s.state().actor(), Some(1));
    let with_luck = Command::DeathRoll {
        dice: Some(vec![8; 6]),
        luck: reroll(vec![8; 6]),
    };
    assert_eq!(s.refused(&with_luck).rule.section, "Using Luck");
}

#[test]
fn automatic_players_with_luck_spend_it_on_failures_and_still_fight_to_the_end() {
    let set = setup(vec![
        lucky("Ash", 0, 0, 3),
        Fighter {
            at: crate::grid::Square::new(0, 3),
            ..lucky("Cole", 0, 0, 3)
        },
        lucky("Bran", 1, 9, 3),
        Fighter {
            at: crate::grid::Square::new(9, 3),
            ..lucky("Dara", 1, 9, 2)
        },
    ]);
    let (checked, _, _) = crate::scenario::play_checking_legal::<ClockworkCombat>(&set, 5, 200);
    assert!(checked > 10);
    let mut spent = 0;
    for seed in 0..20 {
        let mut state = start::<ClockworkCombat>(&set, seed).expect("begins");
        for index in 0..2000 {
            let Some(command) = super::auto::next_command(
                &state,
                [
                    super::auto::Tactic::FocusNearest,
                    super::auto::Tactic::FocusWeakest,
                ],
            ) else {
                break;
            };
            let events = step::<ClockworkCombat>(&mut state, seed, index, &command)
                .unwrap_or_else(|e| panic!("{command:?}: {e}"));
            spent += events
                .iter()
                .filter(|e| matches!(e, Event::LuckSpent { .. }))
                .count();
        }
        assert!(matches!(state.phase, Phase::Ended { .. }), "seed {seed}");
        assert!(state.combatants.iter().all(|c| c.luck <= c.fighter.luck));
    }
    assert!(spent > 0, "misses happen, and luck is spent on them");
}
