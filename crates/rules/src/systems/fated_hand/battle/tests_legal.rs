//! What may be done now (issue #18): every command the engine offers is one `decide` accepts,
//! every one it withholds is refused for the reason it states, over fights the automatic players
//! and the offered commands play; and the dead ends the GM met are gone.

use super::test_kit::{at, battle, brawler, grid, ok, plan_all, turn_of};
use super::tests::{attack_outcome, fighter, fists, strike_at};
use super::*;
use crate::encounter::{Legal, LegalNow};
use crate::random::Rng;
use crate::scenario::{check_legal, play_checking_legal};

fn legal(state: &BattleState) -> LegalNow<Command, AttackPreview> {
    check_legal::<FatedHandBattle>(state, &mut Rng::from_seed(5))
}

fn withheld<'a>(now: &'a LegalNow<Command, AttackPreview>, kind: &str) -> Vec<&'a str> {
    now.withheld
        .iter()
        .filter(|w| w.kind == kind)
        .map(|w| w.reason.message.as_str())
        .collect()
}

fn offered(now: &LegalNow<Command, AttackPreview>, kind: &str) -> usize {
    now.offered.iter().filter(|o| o.kind == kind).count()
}

fn side(side: Side, x: i16) -> Vec<CombatantSetup> {
    (0..3)
        .map(|i| {
            let mut f = fighter(
                &format!("{side:?} {i}"),
                side,
                fists(3, 2, 1 + i % 3),
                false,
            );
            f.hit_points = 3;
            at(f, x, 2 * i)
        })
        .collect()
}

fn bow() -> ArmProfile {
    ArmProfile {
        name: "Bow".into(),
        ranged: true,
        effective_range: Some((2, 6)),
        ..fists(3, 1, 2)
    }
}

#[test]
fn offered_commands_are_accepted_and_withheld_ones_refused_for_their_reason() {
    let mut archers = side(Side::Party, 0);
    archers[0].arms = vec![bow()];
    let fights = [
        Setup {
            combatants: [side(Side::Party, 0), side(Side::Foes, 1)].concat(),
            grid: None,
            rules: Default::default(),
        },
        Setup {
            combatants: [side(Side::Party, 0), side(Side::Foes, 7)].concat(),
            grid: Some(grid(8, 6, &[(4, 2), (4, 3)])),
            rules: Default::default(),
        },
        Setup {
            combatants: [archers, side(Side::Foes, 6)].concat(),
            grid: Some(grid(8, 6, &[(3, 1)])),
            rules: Default::default(),
        },
    ];
    let (mut states, mut offered, mut withheld) = (0, 0, 0);
    for (f, setup) in fights.iter().enumerate() {
        for seed in 0..6 {
            let (s, o, w) =
                play_checking_legal::<FatedHandBattle>(setup, seed * 10 + f as u64, 300);
            states += s;
            offered += o;
            withheld += w;
        }
    }
    // The fights reach many states, with something offered and something withheld.
    assert!(states > 500, "{states} states");
    assert!(
        offered > states && withheld > states / 4,
        "{offered} offered, {withheld} withheld"
    );
}

#[test]
fn next_count_is_withheld_once_everyone_has_acted() {
    let mut state = battle(
        vec![
            brawler("Joe", Side::Party, 3, 2, 5),
            brawler("Bandit", Side::Foes, 3, 2, 4),
        ],
        None,
    );
    plan_all(&mut state);
    for who in [0, 1] {
        turn_of(&mut state, who);
        ok(&mut state, Command::EndTurn);
    }
    let now = legal(&state);
    assert_eq!(
        withheld(&now, "next_count"),
        ["Everyone has acted: end the round."]
    );
    assert_eq!(offered(&now, "end_round"), 1);
    assert_eq!(offered(&now, "to_action"), 0);
}

#[test]
fn end_round_is_withheld_naming_who_is_still_to_act() {
    let mut state = battle(
        vec![
            brawler("Joe", Side::Party, 3, 2, 5),
            brawler("Bandit", Side::Foes, 3, 2, 4),
        ],
        None,
    );
    plan_all(&mut state);
    let now = legal(&state);
    // Joe's Speed has been reached and he may hold his turn (table rule fated_hand.held_turns):
    // the round waits for the Bandit, whose count has not come.
    assert_eq!(withheld(&now, "end_round"), ["Still to act: Bandit."]);
    assert_eq!(offered(&now, "next_count"), 1);
}

#[test]
fn attack_is_withheld_once_the_primary_action_is_spent() {
    let mut state = battle(
        vec![
            brawler("Joe", Side::Party, 3, 2, 5),
            brawler("Bandit", Side::Foes, 3, 2, 4),
        ],
        None,
    );
    plan_all(&mut state);
    turn_of(&mut state, 0);
    assert_eq!(offered(&legal(&state), "attack"), 1);
    ok(&mut state, strike_at(1));
    let now = legal(&state);
    assert_eq!(
        withheld(&now, "attack"),
        ["Joe has already taken a Primary Action this turn."]
    );
    assert!(withheld(&now, "rest")[0].contains("Primary Action"));
    assert_eq!(offered(&now, "end_turn"), 1);
}

#[test]
fn a_target_out_of_reach_is_withheld_and_one_in_range_shows_its_range() {
    let mut state = battle(
        vec![
            at(brawler("Joe", Side::Party, 3, 2, 5), 0, 0),
            at(fighter("Archer", Side::Party, bow(), false), 0, 1),
            at(brawler("Bandit", Side::Foes, 3, 2, 4), 5, 0),
        ],
        Some(grid(8, 4, &[])),
    );
    plan_all(&mut state);
    turn_of(&mut state, 0);
    let now = legal(&state);
    let refused = now
        .withheld
        .iter()
        .find(|w| w.kind == "attack" && w.command == strike_at(2))
        .expect("the Bandit is withheld");
    assert_eq!(
        refused.reason.message,
        "Bandit is 5 tiles away; Fists's reach is 1."
    );
    // The Archer beside Joe is in reach.
    assert_eq!(offered(&now, "attack"), 1);
    ok(&mut state, Command::EndTurn);
    turn_of(&mut state, 1);
    let now = legal(&state);
    let shot = now
        .offered
        .iter()
        .find(|o| o.command == strike_at(2))
        .and_then(|o| o.preview.as_ref())
        .expect("the Archer's shot is offered with a preview");
    assert_eq!(
        (shot.distance, shot.range.as_str(), shot.ranged),
        (Some(5), "Effective Range 2–6", true)
    );
}

#[test]
fn the_attack_preview_gives_the_threshold_and_the_result_the_attack_then_has() {
    for (strike, defense) in [(3, 2), (9, 2), (1, 1)] {
        let mut state = battle(
            vec![
                brawler("Joe", Side::Party, strike, 2, 5),
                brawler("Bandit", Side::Foes, 3, defense, 4),
            ],
            None,
        );
        plan_all(&mut state);
        turn_of(&mut state, 0);
        let now = FatedHandBattle::legal(&state);
        let preview = now.offered[1..]
            .iter()
            .find_map(|o| o.preview.clone())
            .expect("an attack preview");
        let (s, d, success, riposte) = attack_outcome(&ok(&mut state, strike_at(1)));
        assert_eq!(
            (
                preview.strike.value,
                Some(preview.defense.value),
                preview.success
            ),
            (s, d, success)
        );
        assert_eq!(preview.riposte_allowed, riposte);
        let d = d.expect("the Bandit Defends");
        assert!(
            preview.needs.starts_with(&format!(
                "Strike {s} vs Defense {d}: needs Defense + 2 ({})",
                d + 2
            )),
            "{}",
            preview.needs
        );
    }
}

#[test]
fn a_failed_attack_says_what_it_needed() {
    let mut state = battle(
        vec![
            brawler("Joe", Side::Party, 1, 2, 5),
            brawler("Bandit", Side::Foes, 3, 5, 4),
        ],
        None,
    );
    plan_all(&mut state);
    turn_of(&mut state, 0);
    let before = state.clone();
    let events = ok(&mut state, strike_at(1));
    let (s, d, success, _) = attack_outcome(&events);
    assert!(!success);
    let attacked = events
        .iter()
        .find(|e| matches!(e, Event::Attacked { .. }))
        .expect("an attack");
    let line = <FatedHandBattle as crate::encounter::Battle>::describe(&before, attacked, 0)
        .expect("a log line");
    let d = d.expect("the Bandit Defends");
    assert!(
        line.text.contains(&format!(
            "Strike {s} against Defense {d} — no success: needs Defense + 2 ({})",
            d + 2
        )),
        "{}",
        line.text
    );
}
