//! Perks in battle ("Appendix › Perks List"): the changes perks make around an attack and at the
//! end of a turn (Handicap dealt or cleansed, Hand Size, Stealth Power), each with its entry's
//! words.

use super::test_kit::{at, battle, brawler, grid, ok, plan_all, turn_of};
use super::tests::{strike_and_riposte, strike_at};
use super::tests_perks::{
    at_ash_turn, attack, duel, perk_handicaps, strike_of, use_perk, with_perks,
};
use super::*;

#[test]
fn pressure_points_slows_the_target_and_weakens_a_better_defender() {
    // "After you attack any opponent, they suffer 1 Speed Handicap. If their Defense is higher
    // than your own, they additionally suffer 1 Defense Handicap."
    let mut state = at_ash_turn(duel((2, 0, 2), &["pressure_points"], (0, 3, 1)));
    let events = attack(&mut state, strike_at(1));
    let dealt = perk_handicaps(&events);
    assert_eq!(
        dealt,
        [
            ("pressure_points".to_owned(), 1, [0, 0, 1], None),
            ("pressure_points".to_owned(), 1, [0, 1, 0], None),
        ]
    );
    assert_eq!(state.combatants[1].handicap, [0, 1, 1]);
    let line = <FatedHandBattle as crate::encounter::Battle>::describe(
        &state,
        events
            .iter()
            .find(|e| matches!(e, Event::PerkApplied { .. }))
            .expect("a perk line"),
        0,
    )
    .expect("line");
    assert_eq!(
        line.text,
        "Pressure Points (Ash): Bran takes Handicap: 1 Speed."
    );
    assert_eq!(
        line.rule.map(|r| r.section.to_string()).as_deref(),
        Some("Perks List › Pressure Points")
    );
}

#[test]
fn sunder_and_pummel_weaken_a_target_that_does_not_riposte() {
    // Sunder: "When you attack and the enemy does not Riposte, they take 1 Defense Handicap and
    // 1 Speed Handicap." Pummel reads the same.
    for perk in ["sunder", "pummel"] {
        let mut state = at_ash_turn(duel((2, 0, 2), &[perk], (0, 1, 1)));
        let events = attack(&mut state, strike_at(1));
        assert_eq!(
            perk_handicaps(&events),
            [(perk.to_owned(), 1, [0, 1, 1], None)]
        );
        // A Riposte answers the attack: no Handicap from the perk.
        let mut answered = at_ash_turn(duel((0, 0, 2), &[perk], (0, 4, 1)));
        let events = attack(&mut answered, strike_and_riposte(1));
        assert!(perk_handicaps(&events).is_empty(), "{perk}: {events:?}");
    }
}

#[test]
fn pitched_battle_weakens_the_opposition_of_both_attacker_and_defender() {
    // "Whenever you attack or defend, after resolving effects, the opposition suffers 1 Strike
    // Handicap and 1 Defense Handicap."
    let mut state = at_ash_turn(duel((2, 0, 2), &["pitched_battle"], (0, 1, 1)));
    state = with_perks(state, 1, &["pitched_battle"]);
    let events = attack(&mut state, strike_at(1));
    assert_eq!(
        perk_handicaps(&events),
        [
            ("pitched_battle".to_owned(), 1, [1, 1, 0], None),
            ("pitched_battle".to_owned(), 0, [1, 1, 0], None),
        ]
    );
}

#[test]
fn swordplay_costs_a_melee_attacker_one_strike_before_the_attack_resolves() {
    // "When you are attacked in melee (before resolving the attack) your attacker takes 1 Strike
    // Handicap and 1 Defense Handicap."
    let mut state = at_ash_turn(duel((4, 0, 2), &[], (0, 1, 1)));
    state = with_perks(state, 1, &["swordplay"]);
    let events = attack(&mut state, strike_at(1));
    assert_eq!(
        perk_handicaps(&events),
        [("swordplay".to_owned(), 0, [1, 1, 0], None)]
    );
    let strike = strike_of(&events);
    assert_eq!(strike.value, 3, "4 − 1 Strike Handicap");
    // The Handicap comes before the attack in the log.
    let handicap_at = events
        .iter()
        .position(|e| matches!(e, Event::PerkApplied { .. }));
    let attack_at = events
        .iter()
        .position(|e| matches!(e, Event::Attacked { .. }));
    assert!(handicap_at < attack_at);
}

#[test]
fn bulwark_slows_a_melee_attacker_but_not_a_ranged_one() {
    // "When you are targeted in melee, your attacker immediately takes 1 Speed Handicap."
    let mut state = at_ash_turn(duel((4, 0, 2), &[], (0, 1, 1)));
    state = with_perks(state, 1, &["bulwark"]);
    let events = attack(&mut state, strike_at(1));
    assert_eq!(
        perk_handicaps(&events),
        [("bulwark".to_owned(), 0, [0, 0, 1], None)]
    );

    let bow = ArmProfile {
        arm: None,
        name: "Shortbow".into(),
        strike: 4,
        defense: 0,
        speed: 2,
        magic_strike: 0,
        reach: 1,
        effective_range: Some((2, 6)),
        ranged: true,
        two_handed: true,
        reload_cost: 0,
        offhand_defense: 0,
        perks: Vec::new(),
    };
    let archer = at(super::tests::fighter("Ash", Side::Party, bow, false), 0, 0);
    let mut bran = at(brawler("Bran", Side::Foes, 0, 1, 1), 3, 0);
    bran.perks = vec!["bulwark".into()];
    bran.hit_points = 3;
    let mut ranged = battle(vec![archer, bran], Some(grid(6, 2, &[])));
    plan_all(&mut ranged);
    turn_of(&mut ranged, 0);
    let events = attack(&mut ranged, strike_at(1));
    assert!(perk_handicaps(&events).is_empty());
}

#[test]
fn knockdown_flips_a_coin_when_the_strike_meets_the_defense() {
    // "After you attack, when your Strike meets or exceeds the target's Defense, flip a coin. If
    // heads, the target is knocked over, taking 2 Attack Handicap, 2 Defense Handicap, and 2
    // Speed Handicap."
    let mut state = at_ash_turn(duel((3, 0, 2), &["knockdown"], (0, 3, 1)));
    let events = attack(&mut state, strike_at(1));
    let dealt = perk_handicaps(&events);
    assert_eq!(dealt.len(), 1);
    let (_, who, change, coin) = &dealt[0];
    assert_eq!((*who, *change), (1, [2, 2, 2]));
    let heads = coin.expect("a coin was flipped");
    assert_eq!(
        state.combatants[1].handicap,
        if heads { [2, 2, 2] } else { [0, 0, 0] }
    );
    // Strike 3 against Defense 4: no coin.
    let mut short = at_ash_turn(duel((3, 0, 2), &["knockdown"], (0, 4, 1)));
    let events = attack(&mut short, strike_at(1));
    assert!(perk_handicaps(&events).is_empty());
}

#[test]
fn heavy_strike_weakens_defense_only_when_declared() {
    // "When you Strike a creature and they do not Riposte, they take 1 Defense Handicap." (E)
    let mut state = at_ash_turn(duel((2, 0, 2), &["heavy_strike"], (0, 1, 1)));
    let events = attack(&mut state, strike_at(1));
    assert!(perk_handicaps(&events).is_empty(), "not declared");

    let mut state = at_ash_turn(duel((2, 0, 2), &["heavy_strike"], (0, 1, 1)));
    ok(
        &mut state,
        Command::UsePerk {
            who: 0,
            perk: "heavy_strike".into(),
            note: String::new(),
        },
    );
    let events = attack(&mut state, strike_at(1));
    assert_eq!(
        perk_handicaps(&events),
        [("heavy_strike".to_owned(), 1, [0, 1, 0], None)]
    );
}

#[test]
fn sweep_the_leg_trips_when_strike_and_speed_meet_defense_and_speed() {
    // "When you do not move before you attack and the sum of your Strike and Speed meets or
    // exceeds the sum of your target's Defense, and Speed you may Trip them. They take 1 Attack
    // Handicap, 1 Defense Handicap, and 2 Speed Handicap." (E)
    let mut state = at_ash_turn(duel((2, 0, 2), &["sweep_the_leg"], (0, 2, 2)));
    ok(
        &mut state,
        Command::UsePerk {
            who: 0,
            perk: "sweep_the_leg".into(),
            note: String::new(),
        },
    );
    let events = attack(&mut state, strike_at(1));
    assert_eq!(
        perk_handicaps(&events),
        [("sweep_the_leg".to_owned(), 1, [1, 1, 2], None)]
    );
}

#[test]
fn staunch_cleanses_two_defense_handicap_after_a_successful_defence() {
    // "When you successfully defend, cleanse up to 2 Defense Handicap after the Riposte is
    // decided."
    let mut state = at_ash_turn(duel((2, 0, 2), &[], (0, 4, 1)));
    state = with_perks(state, 1, &["staunch"]);
    state.combatants[1].handicap = [0, 3, 0];
    let events = attack(&mut state, strike_at(1));
    assert_eq!(
        perk_handicaps(&events),
        [("staunch".to_owned(), 1, [0, -2, 0], None)]
    );
    assert_eq!(state.combatants[1].handicap, [0, 1, 0]);
    // A defence that fails cleanses nothing.
    let mut state = at_ash_turn(duel((6, 0, 2), &[], (0, 4, 1)));
    state = with_perks(state, 1, &["staunch"]);
    state.combatants[1].handicap = [0, 3, 0];
    let events = attack(&mut state, strike_at(1));
    assert!(perk_handicaps(&events).is_empty());
}

fn gained(events: &[Event], perk: &str) -> Option<(u8, i8, i16)> {
    events.iter().find_map(|e| match e {
        Event::PerkApplied {
            perk: p,
            who,
            hand_size,
            stealth_power,
            ..
        } if p == perk => Some((*who, *hand_size, *stealth_power)),
        _ => None,
    })
}

#[test]
fn fade_away_gains_six_stealth_power_on_a_hit_or_a_successful_riposte() {
    // "When you strike a Hit or Riposte successfully, gain 6 Stealth Power."
    let mut state = at_ash_turn(duel((4, 0, 2), &["fade_away"], (0, 1, 1)));
    let events = attack(&mut state, strike_at(1));
    assert_eq!(gained(&events, "fade_away"), Some((0, 0, 6)));
    assert_eq!(state.combatants[0].stealth_power, 6);

    let mut state = at_ash_turn(duel((0, 0, 2), &[], (3, 4, 1)));
    state = with_perks(state, 1, &["fade_away"]);
    let events = attack(&mut state, strike_and_riposte(1));
    assert_eq!(gained(&events, "fade_away"), Some((1, 0, 6)), "{events:?}");
}

#[test]
fn contract_killer_gains_one_hand_size_per_hit_up_to_seven() {
    // "When you strike a Hit, gain +1 Hand Size. Maximum 7."
    let mut state = at_ash_turn(duel((4, 0, 2), &["contract_killer"], (0, 1, 1)));
    let events = attack(&mut state, strike_at(1));
    assert_eq!(gained(&events, "contract_killer"), Some((0, 1, 0)));
    assert_eq!(state.combatants[0].hand_size, 5);

    let mut full = at_ash_turn(duel((4, 0, 2), &["contract_killer"], (0, 1, 1)));
    full.combatants[0].hand_size = 7;
    let events = attack(&mut full, strike_at(1));
    assert_eq!(gained(&events, "contract_killer"), None);
    assert_eq!(full.combatants[0].hand_size, 7);
}

#[test]
fn unsettling_gaze_weakens_the_last_target_or_else_the_nearest_enemy_at_the_end_of_the_turn() {
    // "At the end of your turn, the visible enemy which you have most recently targeted, or
    // failing that, the nearest enemy, takes 1 Strike Handicap and 1 Speed Handicap."
    let mut state = at_ash_turn(duel((2, 0, 2), &["unsettling_gaze"], (0, 9, 1)));
    attack(&mut state, strike_at(1));
    let events = ok(&mut state, Command::EndTurn);
    assert_eq!(
        perk_handicaps(&events),
        [("unsettling_gaze".to_owned(), 1, [1, 0, 1], None)]
    );

    // No attack yet: the nearest enemy on the grid, Dov, one tile away.
    let mut ash = at(brawler("Ash", Side::Party, 2, 0, 3), 0, 0);
    ash.perks = vec!["unsettling_gaze".into()];
    let bran = at(brawler("Bran", Side::Foes, 0, 0, 0), 3, 0);
    let dov = at(brawler("Dov", Side::Foes, 0, 0, 0), 1, 1);
    let mut state = battle(vec![ash, bran, dov], Some(grid(6, 3, &[])));
    plan_all(&mut state);
    turn_of(&mut state, 0);
    let events = ok(&mut state, Command::EndTurn);
    assert_eq!(
        perk_handicaps(&events),
        [("unsettling_gaze".to_owned(), 2, [1, 0, 1], None)]
    );

    // No attack and no grid: the GM says who is nearest.
    let mut state = at_ash_turn(duel((2, 0, 2), &["unsettling_gaze"], (0, 9, 1)));
    let events = ok(&mut state, Command::EndTurn);
    assert!(perk_handicaps(&events).is_empty());
    assert!(events.iter().any(|e| matches!(
        e,
        Event::RulingNeeded { source, .. } if source == "unsettling_gaze"
    )));
}

#[test]
fn toxic_weapon_deals_handicap_instead_of_a_hit() {
    // Toxic Edge (which Toxic Weapon follows, table rule fated_hand.toxic_weapon): "When this
    // weapon attacks successfully, do not deal a Hit. Instead, the target suffers 2 Strike, 2
    // Defense, and 2 Speed Handicap."
    let blowgun = ArmProfile {
        name: "Blowgun".into(),
        perks: vec!["toxic_weapon".into()],
        ..super::tests::fists(6, 0, 2)
    };
    let ash = super::tests::fighter("Ash", Side::Party, blowgun, false);
    let mut bran = brawler("Bran", Side::Foes, 0, 1, 1);
    bran.hit_points = 3;
    let mut state = at_ash_turn(battle(vec![ash, bran], None));
    let events = attack(&mut state, strike_at(1));
    assert!(!events.iter().any(|e| matches!(e, Event::Hit { .. })));
    assert_eq!(
        perk_handicaps(&events),
        [("toxic_weapon".to_owned(), 1, [2, 2, 2], None)]
    );
    assert_eq!(state.combatants[1].hit_points, 3);
}

#[test]
fn uppercut_trades_defense_and_speed_for_two_strike_and_returns_the_defense_on_a_hit() {
    // "Before you attack, you may optionally take 2 Defense Handicap and 1 Speed Handicap. If you
    // do this, gain +2 Strike for this attack. If the attack strikes the target, cleanse the
    // Defense Handicap you gained from this perk."
    let mut state = at_ash_turn(duel((3, 2, 2), &["uppercut"], (0, 3, 1)));
    let used = use_perk(&mut state, 0, "uppercut");
    assert_eq!(
        perk_handicaps(&used),
        [("uppercut".to_owned(), 0, [0, 2, 1], None)]
    );
    assert_eq!(state.combatants[0].handicap, [0, 2, 1]);
    let events = attack(&mut state, strike_at(1));
    assert_eq!(
        strike_of(&events).value,
        5,
        "3 + Uppercut 2 against Defense 3: a hit"
    );
    assert_eq!(
        perk_handicaps(&events),
        [("uppercut".to_owned(), 0, [0, -2, 0], None)]
    );
    assert_eq!(state.combatants[0].handicap, [0, 0, 1]);

    // A miss keeps the Handicap.
    let mut state = at_ash_turn(duel((3, 2, 2), &["uppercut"], (0, 9, 1)));
    use_perk(&mut state, 0, "uppercut");
    let events = attack(&mut state, strike_at(1));
    assert!(perk_handicaps(&events).is_empty());
    assert_eq!(state.combatants[0].handicap, [0, 2, 1]);
}

#[test]
fn crushing_counter_doubles_the_handicap_of_a_declared_riposte() {
    // "Your Riposte deals double the normal effects." (E): declared for the Riposte. Ash's
    // Strike 0 against Bran's Defense 4 lets Bran riposte; his Strike 2 + 2 (melee Riposte)
    // against Ash's Defense 0 succeeds: 1 Handicap in each stat ("Riposte"), doubled. A Defend
    // does not spend a declaration that works only on the Riposte that follows it.
    let mut state = at_ash_turn(duel((0, 0, 2), &[], (2, 4, 1)));
    state = with_perks(state, 1, &["crushing_counter"]);
    let used = use_perk(&mut state, 1, "crushing_counter");
    assert!(
        !used.iter().any(|e| matches!(e, Event::RulingNeeded { .. })),
        "the engine applies it: no ruling"
    );
    let before = state.clone();
    let events = attack(&mut state, strike_and_riposte(1));
    assert_eq!(
        perk_handicaps(&events),
        vec![("crushing_counter".to_owned(), 0, [1, 1, 1], None)]
    );
    assert_eq!(state.combatants[0].handicap, [2, 2, 2]);
    assert_eq!(
        state.combatants[1].exclusive_perk, None,
        "spent on the Riposte"
    );
    let mut at = before;
    let line = events
        .iter()
        .find_map(|e| {
            let found = matches!(e, Event::PerkApplied { .. }).then(|| log::describe(&at, e));
            FatedHandBattle::evolve(&mut at, e);
            found
        })
        .expect("logged");
    assert_eq!(
        line.rule.map(|r| r.section.to_string()).as_deref(),
        Some("Perks List › Crushing Counter")
    );

    // Not declared: the usual 1 in each stat.
    let mut plain = at_ash_turn(duel((0, 0, 2), &[], (2, 4, 1)));
    plain = with_perks(plain, 1, &["crushing_counter"]);
    attack(&mut plain, strike_and_riposte(1));
    assert_eq!(plain.combatants[0].handicap, [1, 1, 1]);
}
