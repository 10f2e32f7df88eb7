//! «Stealth» in play: hiding against Perception, what stealth forbids and gives, how it is
//! lost, and what each side's view and log leave out.

use super::command::{AttackOrder, Command, Event, Pace, Reaction};
use super::setup::Fighter;
use super::state::Phase;
use super::stealth::{HIDDEN_NAME, NOWHERE};
use super::tests::{fight, fighter, setup};
use super::ClockworkCombat;
use crate::encounter::{start, step, Battle, Viewer};
use crate::grid::Square;

fn hide(observers: Vec<u8>, dice: Vec<u8>, perception: Vec<Vec<u8>>) -> Command {
    Command::Hide {
        observers,
        dice: Some(dice),
        perception_dice: perception,
    }
}

/// Ash (side 0) and Bran, Cole (side 1); Ash to act.
fn three() -> crate::scenario::Scenario<ClockworkCombat> {
    fight(vec![
        fighter("Ash", 0, 0, 0),
        fighter("Bran", 1, 5, 0),
        fighter("Cole", 1, 5, 5),
    ])
}

#[test]
fn stealth_a_body_agility_reaction_against_each_observers_mind_perception_reaction() {
    let mut s = three();
    // Ash: 8 dice on Agility 8, 3 gains (8, 9, 10). Bran (Mind 7, Perception rank 12) rolls
    // one 12, 2 gains: Ash is stealthed against him. Cole rolls three 12s and a 1, 5 gains:
    // he sees Ash.
    let events = s
        .run(hide(
            vec![1, 2],
            vec![8, 9, 10, 2, 2, 2, 2, 2],
            vec![vec![12, 2, 2, 2, 2, 2, 2], vec![12, 12, 12, 1, 2, 2, 2]],
        ))
        .to_vec();
    let Some(Event::StealthRolled { observers, .. }) = events.first() else {
        panic!("a stealth roll: {events:?}");
    };
    assert_eq!(
        observers
            .iter()
            .map(|o| (o.roll.gains.value, o.hidden))
            .collect::<Vec<_>>(),
        vec![(2, true), (5, false)]
    );
    let ash = s.state().get(0).expect("Ash");
    assert_eq!(ash.hidden_from, vec![1]);
    // Stealth is a reaction: it spends no counters.
    assert_eq!(ash.counters, 6);
}

#[test]
fn stealth_stealthed_attackers_cannot_be_targeted_dodged_or_blocked_and_attacking_breaks_it() {
    let mut set = setup(vec![
        Fighter {
            stealthed: true,
            ..fighter("Ash", 0, 0, 0)
        },
        fighter("Bran", 1, 1, 0),
        fighter("Cole", 1, 5, 5),
    ]);
    set.bounds = crate::grid::Bounds::new(20, 20);
    // Ash passes; Bran cannot attack Ash, whom he cannot see.
    let mut s = crate::scenario::Scenario::<ClockworkCombat>::start(&set, 2);
    s.run(super::tests::in_order(3));
    s.run(Command::Pass);
    assert_eq!(s.state().actor(), Some(1));
    let refused = s.refused(&Command::Attack(AttackOrder {
        target: 0,
        weapon: 0,
        ..AttackOrder::default()
    }));
    assert_eq!(refused.rule.section, "Stealth");
    s.run(Command::Pass);
    s.run(Command::Pass);
    // Ash attacks Bran from stealth: Bran cannot dodge; the attack breaks Ash's stealth.
    assert_eq!(s.state().actor(), Some(0));
    let dodge = Command::Attack(AttackOrder {
        target: 1,
        weapon: 0,
        reaction: Reaction::Dodge,
        ..AttackOrder::default()
    });
    assert_eq!(s.refused(&dodge).rule.section, "Stealth");
    let events = s
        .run(super::tests::strike(1, 0, vec![2; 8], vec![2; 6]))
        .to_vec();
    assert!(events.iter().any(|e| matches!(
        e,
        Event::StealthBroken { combatant: 0, why } if why == "attacks"
    )));
    assert!(s.state().get(0).expect("Ash").hidden_from.is_empty());
}

#[test]
fn stealth_a_run_loses_it_and_no_stealth_after_a_run() {
    let mut s = three();
    s.run(hide(vec![1, 2], vec![12; 8], vec![vec![2; 7], vec![2; 7]]));
    let events = s
        .run(Command::Move {
            pace: Pace::Run,
            path: vec![Square::new(0, 1)],
        })
        .to_vec();
    assert!(matches!(
        events.first(),
        Some(Event::StealthBroken { combatant: 0, .. })
    ));
    let again = s.refused(&hide(vec![1, 2], vec![12; 8], Vec::new()));
    assert_eq!(again.rule.section, "Stealth");
    assert!(again.message.contains("ran"), "{}", again.message);
}

#[test]
fn stealth_a_players_view_and_log_never_show_a_hidden_creature() {
    let mut s = three();
    s.run(hide(vec![1, 2], vec![12; 8], vec![vec![2; 7], vec![2; 7]]));
    s.run(Command::Move {
        pace: Pace::Step,
        path: vec![Square::new(0, 1)],
    });
    for viewer in [Viewer::Side(1), Viewer::Player(1), Viewer::Player(2)] {
        let seen = s.view(viewer);
        let json = serde_json::to_string(&seen).expect("json");
        assert!(!json.contains("Ash"), "{viewer:?} sees Ash: {json}");
        let stand_in = &seen.combatants[0];
        assert_eq!(stand_in.fighter.name, HIDDEN_NAME);
        assert_eq!(stand_in.fighter.at, NOWHERE);
        assert!(stand_in.fighter.weapons.is_empty());
        // From the stealth roll on (before it, Ash was in plain sight).
        for line in s.log_for(viewer).iter().filter(|l| l.command >= 1) {
            let text = serde_json::to_string(&line).expect("json");
            assert!(!text.contains("Ash"), "{viewer:?} reads {text}");
            assert!(!text.contains("(0, 1)"), "{viewer:?} reads {text}");
        }
    }
    // The GM and Ash's own side see everything.
    for viewer in [Viewer::Gm, Viewer::Side(0), Viewer::Player(0)] {
        assert_eq!(s.view(viewer).combatants[0].fighter.name, "Ash");
        assert!(s
            .log_for(viewer)
            .iter()
            .any(|l| l.text.contains("Ash steps 1 space to (0, 1)")));
    }
    // Once Ash attacks, it is seen again.
    s.run(super::tests::strike(1, 1, vec![2; 8], vec![2; 6]));
    assert_eq!(s.view(Viewer::Side(1)).combatants[0].fighter.name, "Ash");
    let _ = ClockworkCombat::view(s.state(), Viewer::Side(1));
}

#[test]
fn automatic_players_fight_stealthed_foes_to_the_end() {
    let set = setup(vec![
        Fighter {
            stealthed: true,
            ..fighter("Ash", 0, 0, 0)
        },
        fighter("Eve", 0, 0, 3),
        Fighter {
            stealthed: true,
            ..fighter("Bran", 1, 9, 0)
        },
        fighter("Cole", 1, 9, 3),
    ]);
    let (checked, _, _) = crate::scenario::play_checking_legal::<ClockworkCombat>(&set, 4, 200);
    assert!(checked > 0);
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
            step::<ClockworkCombat>(&mut state, seed, index, &command)
                .unwrap_or_else(|e| panic!("{command:?}: {e}"));
        }
        assert!(matches!(state.phase, Phase::Ended { .. }), "seed {seed}");
    }
}
