//! «Called Shots» and «Prepared Actions» in play, after the book's examples.

use super::command::{AttackOrder, CalledShot, Command, Event, Pace, Trigger};
use super::setup::Fighter;
use super::state::Phase;
use super::tests::{fight, fighter, setup, weapon};
use super::ClockworkCombat;
use crate::encounter::{start, step, Legal};
use crate::grid::Square;
use crate::systems::clockwork::content::DamageType;

fn called(area: CalledShot, attack: Vec<u8>, damage: Vec<u8>) -> Command {
    Command::Attack(AttackOrder {
        target: 1,
        weapon: 0,
        called_shot: Some(area),
        attack_dice: Some(attack),
        damage_dice: Some(damage),
        ..AttackOrder::default()
    })
}

fn attacked(events: &[Event]) -> &super::command::AttackResult {
    events
        .iter()
        .find_map(|e| match e {
            Event::Attacked(r) => Some(r.as_ref()),
            _ => None,
        })
        .expect("an attack")
}

#[test]
fn called_shots_a_medium_targets_head_is_a_tiny_target_its_defense_up_by_2() {
    // Bran's base defense 3 becomes 5 for a head shot: 4 gains (8, 9, 10, 11) miss, 5 hit.
    let mut s = fight(vec![fighter("Ash", 0, 0, 0), fighter("Bran", 1, 1, 0)]);
    let miss = s
        .run(called(
            CalledShot::Head,
            vec![8, 9, 10, 11, 2, 2, 2, 2],
            vec![2; 6],
        ))
        .to_vec();
    let result = attacked(&miss);
    assert_eq!(result.defense.value, 5);
    assert!(result
        .defense
        .terms
        .iter()
        .any(|t| t.value == 2 && t.rule.section == "Called Shots"));
    assert!(!result.hit);
    let hit = s
        .run(called(
            CalledShot::Head,
            vec![8, 9, 10, 11, 11, 2, 2, 2],
            vec![2; 6],
        ))
        .to_vec();
    assert!(attacked(&hit).hit);
}

#[test]
fn called_shots_head_critical_damage_on_rolling_11s_and_12s() {
    // Two 11s and a 12 on a hitting head shot: 3 critical damage (a body shot would make 1).
    let mut head = fight(vec![fighter("Ash", 0, 0, 0), fighter("Bran", 1, 1, 0)]);
    let events = head
        .run(called(
            CalledShot::Head,
            vec![11, 11, 12, 8, 2, 2, 2, 2],
            vec![2; 6],
        ))
        .to_vec();
    assert_eq!(attacked(&events).critical, 3);
    assert!(head.log().iter().any(|l| l
        .numbers
        .iter()
        .flat_map(|n| &n.terms)
        .any(|t| t.label.contains("11s and 12s") && t.rule.section == "Called Shots")));
    let mut body = fight(vec![fighter("Ash", 0, 0, 0), fighter("Bran", 1, 1, 0)]);
    let events = body
        .run(super::tests::strike(
            1,
            0,
            vec![11, 11, 12, 8, 2, 2, 2, 2],
            vec![2; 6],
        ))
        .to_vec();
    assert_eq!(attacked(&events).critical, 1);
}

#[test]
fn called_shots_leg_target_cannot_run_until_succeeding_on_a_flat_7() {
    let mut s = fight(vec![fighter("Ash", 0, 0, 0), fighter("Bran", 1, 1, 0)]);
    let events = s
        .run(called(
            CalledShot::Leg,
            vec![12, 12, 12, 2, 2, 2, 2, 2],
            vec![2; 6],
        ))
        .to_vec();
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Lamed {
            target: 1,
            area: CalledShot::Leg
        }
    )));
    assert!(s.state().get(1).expect("Bran").lamed.leg);
    s.run(Command::Pass);
    // Bran's turn: running is refused, citing «Called Shots»; stepping is not.
    let run = Command::Move {
        pace: Pace::Run,
        path: vec![Square::new(2, 0), Square::new(3, 0)],
    };
    let refused = s.refused(&run);
    assert_eq!(refused.rule.section, "Called Shots");
    s.run(Command::Move {
        pace: Pace::Step,
        path: vec![Square::new(2, 0)],
    });
    // At the end of each of Bran's turns a Flat 7 is rolled, until one succeeds.
    let mut rolled = 0;
    for _ in 0..40 {
        if !s.state().get(1).expect("Bran").lamed.leg {
            break;
        }
        let events = s.run(Command::Pass).to_vec();
        for e in &events {
            if let Event::LamingRolled {
                combatant: 1, roll, ..
            } = e
            {
                rolled += 1;
                assert_eq!(roll.target, 7);
                assert_eq!(roll.success, roll.die.value >= 7);
            }
        }
    }
    assert!(rolled > 0);
    assert!(
        !s.state().get(1).expect("Bran").lamed.leg,
        "a Flat 7 ends it"
    );
    assert!(s.log().iter().any(|l| l.text.contains("Flat 7")
        && l.rule.as_ref().is_some_and(|r| r.section == "Called Shots")));
    s.assert_replays();
}

#[test]
fn called_shots_arm_is_noted_for_the_gm_who_knows_what_the_arm_holds() {
    use crate::simulate::AutoPlay;
    let mut s = fight(vec![fighter("Ash", 0, 0, 0), fighter("Bran", 1, 1, 0)]);
    let events = s
        .run(called(
            CalledShot::Arm,
            vec![12, 12, 12, 2, 2, 2, 2, 2],
            vec![2; 6],
        ))
        .to_vec();
    let lamed = events
        .iter()
        .find(|e| matches!(e, Event::Lamed { .. }))
        .expect("lamed");
    assert!(s.state().get(1).expect("Bran").lamed.arm);
    assert_eq!(ClockworkCombat::left_to_gm(lamed), Some("called_shot_arm"));
    // A miss lames nothing.
    let mut s = fight(vec![fighter("Ash", 0, 0, 0), fighter("Bran", 1, 1, 0)]);
    s.run(called(CalledShot::Arm, vec![2; 8], vec![2; 6]));
    assert!(!s.state().get(1).expect("Bran").lamed.arm);
}

/// Ash with a 2-counter spear (reach weapon) at (0, 0); Bran at (2, 0), within the spear's
/// reach of 2, and Cole far off; Ash acts first.
fn spear_fight() -> crate::scenario::Scenario<ClockworkCombat> {
    let mut spear = weapon("Spear", 2, 6, DamageType::Piercing, None);
    spear.reach = true;
    let ash = Fighter {
        weapons: vec![spear],
        ..fighter("Ash", 0, 0, 0)
    };
    fight(vec![
        ash,
        fighter("Bran", 1, 2, 0),
        fighter("Cole", 1, 20, 20),
    ])
}

fn prepare_on_bran(trigger: Trigger, attack: Vec<u8>, damage: Vec<u8>) -> Command {
    Command::Prepare {
        attack: AttackOrder {
            target: 1,
            weapon: 0,
            attack_dice: Some(attack),
            damage_dice: Some(damage),
            ..AttackOrder::default()
        },
        trigger,
    }
}

fn bran_runs() -> Command {
    Command::Move {
        pace: Pace::Run,
        path: vec![Square::new(3, 0), Square::new(4, 0), Square::new(5, 0)],
    }
}

#[test]
fn prepared_actions_the_foe_runs_is_hit_and_loses_the_2_action_counters_it_attempted_to_use() {
    let mut s = spear_fight();
    s.run(prepare_on_bran(
        Trigger::Moves,
        vec![12, 12, 12, 2, 2, 2, 2, 2],
        vec![12, 12, 2, 2, 2, 2],
    ));
    // 2 counters set aside; Ash passes with the other 4 reserved.
    let ash = s.state().get(0).expect("Ash");
    assert_eq!(ash.counters, 4);
    assert!(ash.prepared.is_some());
    s.run(Command::Pass);
    assert_eq!(s.state().actor(), Some(1));
    let events = s.run(bran_runs()).to_vec();
    assert!(matches!(
        events.first(),
        Some(Event::PreparedTriggered {
            preparer: 0,
            target: 1,
            trigger: Trigger::Moves
        })
    ));
    assert!(events.iter().any(|e| matches!(
        e,
        Event::ActionLost {
            actor: 1,
            counters: 2,
            ..
        }
    )));
    assert!(!events.iter().any(|e| matches!(e, Event::Moved { .. })));
    let bran = s.state().get(1).expect("Bran");
    assert_eq!(bran.at(), Square::new(2, 0), "stopped in its tracks");
    assert_eq!(bran.counters, 4);
    // The prepared counters paid for the attack: Ash keeps its 4 reserved.
    let ash = s.state().get(0).expect("Ash");
    assert_eq!((ash.counters, ash.prepared.is_some()), (4, false));
    assert!(s
        .log()
        .iter()
        .any(|l| l.text.contains("stopped in its tracks")
            && l.rule
                .as_ref()
                .is_some_and(|r| r.section == "Prepared Actions")));
    s.assert_replays();
}

#[test]
fn prepared_actions_once_the_attack_is_complete_the_target_continues_its_turn_normally() {
    let mut s = spear_fight();
    // A prepared attack that misses (all 2s).
    s.run(prepare_on_bran(Trigger::Moves, vec![2; 8], vec![2; 6]));
    s.run(Command::Pass);
    let events = s.run(bran_runs()).to_vec();
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::PreparedTriggered { .. })));
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Moved { mover: 1, .. })));
    assert_eq!(s.state().get(1).expect("Bran").at(), Square::new(5, 0));
}

#[test]
fn prepared_actions_are_forfeit_at_the_preparers_next_turn_and_refused_when_unpaid() {
    let mut s = spear_fight();
    // Bran attacks instead of moving: a Moves trigger does not go off.
    s.run(prepare_on_bran(Trigger::Moves, vec![12; 8], vec![12; 6]));
    // A second prepared attack is refused; so is one Ash cannot pay for after spending.
    let again = s.refused(&prepare_on_bran(Trigger::Attacks, vec![12; 8], vec![12; 6]));
    assert_eq!(again.rule.section, "Prepared Actions");
    s.run(Command::Pass);
    s.run(Command::Pass);
    s.run(Command::Pass);
    // Ash's next turn: the prepared attack is gone, with its counters; 6 fresh ones.
    assert_eq!(s.state().actor(), Some(0));
    let ash = s.state().get(0).expect("Ash");
    assert_eq!((ash.counters, ash.prepared.is_some()), (6, false));
    assert!(s
        .log()
        .iter()
        .any(|l| l.details.iter().any(|d| d.contains("forfeit"))));
    // Preparing with too few counters left: spend 6 on three steps, then prepare.
    let mut short = spear_fight();
    for _ in 0..5 {
        let at = short.state().get(0).expect("Ash").at();
        let to = if at.y == 0 {
            Square::new(0, 1)
        } else {
            Square::new(0, 0)
        };
        short.run(Command::Move {
            pace: Pace::Step,
            path: vec![to],
        });
    }
    let unpaid = short.refused(&prepare_on_bran(Trigger::Moves, vec![12; 8], vec![12; 6]));
    assert_eq!(unpaid.rule.section, "Prepared Actions");
    assert!(unpaid.message.contains("1 left"), "{}", unpaid.message);
}

#[test]
fn prepared_actions_are_offered_and_automatic_players_walk_into_them_to_the_end() {
    let s = spear_fight();
    let legal = ClockworkCombat::legal(s.state());
    assert!(legal.offered.iter().any(|o| matches!(
        &o.command,
        Command::Prepare {
            trigger: Trigger::Moves,
            ..
        }
    )));
    // Ash and Eve prepare rifle shots at Bran and Cole as each of their turns begins, then
    // the automatic players play on.
    let mut set = setup(vec![
        fighter("Ash", 0, 0, 0),
        fighter("Eve", 0, 0, 2),
        fighter("Bran", 1, 6, 0),
        fighter("Cole", 1, 6, 2),
    ]);
    set.bounds = crate::grid::Bounds::new(12, 12);
    let mut set_off = 0;
    for seed in 0..10 {
        let mut state = start::<ClockworkCombat>(&set, seed).expect("begins");
        let mut index = 0;
        let mut triggered = false;
        while index < 2000 {
            let command = match state.actor() {
                Some(actor @ (0 | 1))
                    if state.get(actor).is_some_and(|c| {
                        c.counters == 6 && c.prepared.is_none() && c.fighting()
                    }) =>
                {
                    Command::Prepare {
                        attack: AttackOrder {
                            target: 2 + actor,
                            weapon: 1,
                            ..AttackOrder::default()
                        },
                        trigger: if seed % 2 == 0 {
                            Trigger::Moves
                        } else {
                            Trigger::Attacks
                        },
                    }
                }
                _ => match super::auto::next_command(
                    &state,
                    [
                        super::auto::Tactic::FocusNearest,
                        super::auto::Tactic::FocusNearest,
                    ],
                ) {
                    Some(c) => c,
                    None => break,
                },
            };
            let events = step::<ClockworkCombat>(&mut state, seed, index, &command)
                .unwrap_or_else(|e| panic!("{command:?}: {e}"));
            triggered |= events
                .iter()
                .any(|e| matches!(e, Event::PreparedTriggered { .. }));
            index += 1;
        }
        assert!(matches!(state.phase, Phase::Ended { .. }), "seed {seed}");
        set_off += usize::from(triggered);
    }
    assert!(
        set_off > 0,
        "the automatic players walk into prepared attacks"
    );
    let (checked, _, _) = crate::scenario::play_checking_legal::<ClockworkCombat>(&set, 3, 150);
    assert!(checked > 10);
}

#[test]
fn prepared_actions_dice_entered_in_advance_that_no_longer_fit_are_rolled_when_it_goes_off() {
    let mut s = spear_fight();
    // Seven attack dice for Ash's eight-die pool: the engine rolls instead, and Bran's move
    // is never blocked by the prepared attack.
    s.run(prepare_on_bran(Trigger::Moves, vec![12; 7], vec![12; 6]));
    s.run(Command::Pass);
    let events = s.run(bran_runs()).to_vec();
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::PreparedTriggered { preparer: 0, .. })));
    let result = attacked(&events);
    assert_eq!(
        result.roll.as_ref().map(|r| r.dice.values().count()),
        Some(8)
    );
}
