//! Perks that are actions of their own, choices declared for a Defend, and bonuses that read the
//! battle's history ("Appendix › Perks List"): each test is named after its perk and quotes it.

use super::perks::{ChargedStrikeTiming, HalfRounding, NamedOutcome};
use super::test_kit::{at, battle, brawler, grid, ok, plan_all, refused, turn_of};
use super::tests::strike_at;
use super::tests_perks::{at_ash_turn, defense_of, duel, perk_handicaps, perk_term, strike_of};
use super::*;
use crate::encounter::Battle;
use crate::systems::fated_hand::model::Stat;

fn perk_action(perk: &str, target: Option<u8>) -> Command {
    Command::PerkAction {
        perk: perk.into(),
        target,
        defend: true,
        riposte: false,
        defend_riposte: true,
        distance: None,
        roll: None,
    }
}

fn attack_with(target: u8, target_perks: &[&str], riposte: bool) -> Command {
    Command::Attack {
        target,
        defend: true,
        riposte,
        defend_riposte: true,
        distance: None,
        upper_hand: false,
        follow_up: Vec::new(),
        target_perks: target_perks.iter().map(|p| (*p).to_owned()).collect(),
    }
}

/// The sections the log cites for these events.
fn cited(state: &BattleState, events: &[Event]) -> Vec<String> {
    let mut now = state.clone();
    let mut sections = Vec::new();
    for e in events {
        let line = FatedHandBattle::describe(&now, e, 0).expect("a line");
        if let Some(rule) = line.rule {
            sections.push(rule.section.to_string());
        }
        FatedHandBattle::evolve(&mut now, e);
    }
    sections
}

/// Ends everyone's turn and the round, then plans the next one with Aces.
fn next_round(state: &mut BattleState) {
    loop {
        let waiting = state
            .combatants
            .iter()
            .enumerate()
            .find(|(_, c)| c.active() && !c.acted && !c.is_summon())
            .map(|(i, _)| i as u8);
        let Some(who) = waiting else { break };
        if !matches!(state.phase, Phase::Turn { .. }) {
            turn_of(state, who);
        }
        ok(state, Command::EndTurn);
    }
    ok(
        state,
        Command::EndRound {
            recover: vec![],
            discard: vec![],
        },
    );
    plan_all(state);
}

#[test]
fn perfect_deflect_adds_three_defense_to_one_defend_once_per_battle() {
    // "Once per battle, when you Defend, you may gain +3 Defense against the current Attack."
    let mut state = duel((3, 0, 2), &[], (0, 2, 1));
    state.combatants[1].perks = vec!["perfect_deflect".into()];
    let mut state = at_ash_turn(state);
    let mut plain = state.clone();
    let without = ok(&mut plain, strike_at(1));
    assert_eq!(defense_of(&without).value, 2, "not declared: no bonus");
    let events = ok(&mut state, attack_with(1, &["perfect_deflect"], false));
    let defense = defense_of(&events);
    assert_eq!(defense.value, 5, "2 + Perfect Deflect 3");
    assert_eq!(
        perk_term(defense, "Perfect Deflect"),
        Some((
            "Perfect Deflect +3".to_owned(),
            3,
            "Perks List › Perfect Deflect".to_owned()
        ))
    );
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::RulingNeeded { .. })));
    assert!(
        !state.combatants[1].perk_track.deflect_ready,
        "spent on that Defend"
    );
    let again = Command::UsePerk {
        who: 1,
        perk: "perfect_deflect".into(),
        note: String::new(),
    };
    assert!(refused(&state, &again).message.contains("once per battle"));
}

#[test]
fn astonish_engages_every_opponent_adjacent_to_the_performer() {
    // "On your turn, using your Primary Action … All opponents adjacent to you become Engaged
    // against you."
    let mut ash = at(brawler("Ash", Side::Party, 2, 0, 9), 2, 2);
    ash.perks = vec!["astonish".into()];
    let state = battle(
        vec![
            ash,
            at(brawler("Bran", Side::Foes, 0, 0, 1), 3, 2),
            at(brawler("Cara", Side::Foes, 0, 0, 1), 1, 1),
            at(brawler("Dax", Side::Foes, 0, 0, 1), 5, 5),
            at(brawler("Eve", Side::Party, 0, 0, 1), 2, 3),
        ],
        Some(grid(7, 7, &[])),
    );
    let mut state = at_ash_turn(state);
    let before = state.clone();
    let events = ok(&mut state, perk_action("astonish", None));
    let engaged: Vec<u8> = events
        .iter()
        .filter_map(|e| match e {
            Event::Engaged { a: 0, b } => Some(*b),
            _ => None,
        })
        .collect();
    assert_eq!(
        engaged,
        vec![1, 2],
        "Bran and Cara; not Dax (far) nor Eve (an ally)"
    );
    assert!(
        state.combatants[0].primary_used,
        "it takes the Primary Action"
    );
    assert!(cited(&before, &events).contains(&"Perks List › Astonish".to_owned()));
    // As a Use perk it is refused: the engine resolves it.
    let used = Command::UsePerk {
        who: 0,
        perk: "astonish".into(),
        note: String::new(),
    };
    assert_eq!(refused(&before, &used).rule.section, "Perks List");
}

fn dirty_trick(distance: u8, roll: u8) -> Command {
    Command::PerkAction {
        perk: "dirty_trick".into(),
        target: Some(1),
        defend: true,
        riposte: false,
        defend_riposte: true,
        distance: Some(distance),
        roll: Some(roll),
    }
}

#[test]
fn dirty_trick_attacks_with_seven_more_strike_for_a_d4_in_a_random_stat() {
    // "As your Primary Action, you may throw sand … at an opponent up to two tiles away. They
    // defend against an attack from you with +7 Strike, if they fail, the defender takes 1d4
    // Handicap in a random stat."
    let mut state = at_ash_turn(duel((0, 0, 2), &["dirty_trick"], (0, 4, 1)));
    let before = state.clone();
    assert!(refused(&state, &dirty_trick(3, 2))
        .message
        .contains("2 tiles"));
    let events = ok(&mut state, dirty_trick(2, 3));
    let strike = strike_of(&events);
    assert_eq!(strike.value, 7);
    assert_eq!(
        perk_term(strike, "Dirty Trick").map(|t| (t.1, t.2)),
        Some((7, "Perks List › Dirty Trick".to_owned()))
    );
    let dealt = perk_handicaps(&events);
    assert_eq!(dealt.len(), 1);
    assert_eq!(dealt[0].0, "dirty_trick");
    assert_eq!(dealt[0].1, 1);
    assert_eq!(dealt[0].2.iter().map(|n| i32::from(*n)).sum::<i32>(), 3);
    assert!(dealt[0].2.contains(&3), "the whole roll in one stat");
    assert!(
        !events.iter().any(|e| matches!(e, Event::Hit { .. })),
        "the Handicap takes the place of the Hit"
    );
    assert!(
        !events.iter().any(|e| matches!(e, Event::Engaged { .. })),
        "thrown"
    );
    assert!(state.combatants[0].primary_used);
    let sections = cited(&before, &events);
    assert!(
        sections
            .iter()
            .filter(|s| *s == "Perks List › Dirty Trick")
            .count()
            >= 2
    );
    // An impossible entered die is refused.
    assert!(refused(&before, &dirty_trick(1, 5)).message.contains("d4"));
}

#[test]
fn table_rule_named_outcome_replaces_hit_in_addition() {
    let mut state = at_ash_turn(duel((0, 0, 2), &["dirty_trick"], (0, 4, 1)));
    state.rules.perks.named_outcome = NamedOutcome::InAddition;
    let events = ok(&mut state, dirty_trick(1, 2));
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Hit {
            who: 1,
            remaining: 2
        }
    )));
    assert_eq!(perk_handicaps(&events).len(), 1, "and the Handicap on top");
}

#[test]
fn dive_tackle_costs_three_in_every_stat_and_deals_the_same_on_success() {
    // "After you use this technique, suffer 3 Strike, Defense, and Speed Handicap. An adjacent
    // opponent defends against an attack with +4 Strike. If successful, they suffer the same
    // effects you suffered to use this technique."
    let mut state = at_ash_turn(duel((5, 0, 3), &["dive_tackle"], (0, 4, 1)));
    let tackle = |distance| Command::PerkAction {
        perk: "dive_tackle".into(),
        target: Some(1),
        defend: true,
        riposte: false,
        defend_riposte: true,
        distance: Some(distance),
        roll: None,
    };
    assert!(refused(&state, &tackle(2)).message.contains("1 tile"));
    let events = ok(&mut state, tackle(1));
    assert_eq!(strike_of(&events).value, 6, "5 − 3 Handicap + 4");
    assert_eq!(
        perk_handicaps(&events),
        vec![
            ("dive_tackle".to_owned(), 0, [3, 3, 3], None),
            ("dive_tackle".to_owned(), 1, [3, 3, 3], None),
        ]
    );
    assert_eq!(state.combatants[0].handicap, [3, 3, 3]);
    assert_eq!(state.combatants[1].handicap, [3, 3, 3]);
    assert_eq!(state.combatants[1].hit_points, 3, "no Hit besides");
    assert!(
        state.combatants[0].engaged_with(1),
        "a tackle in melee engages"
    );
}

/// "Perks List › Dive Tackle": under `after_attack` the price comes once the tackle is over, so
/// its attack is made at full Strike + 4 (9, against 6 by default); the price is the same.
#[test]
fn table_rule_dive_tackle_cost_after_attack() {
    let mut state = at_ash_turn(duel((5, 0, 3), &["dive_tackle"], (0, 4, 1)));
    state.rules.perks.dive_tackle_cost = super::perks::DiveTackleCost::AfterAttack;
    let events = ok(
        &mut state,
        Command::PerkAction {
            perk: "dive_tackle".into(),
            target: Some(1),
            defend: true,
            riposte: false,
            defend_riposte: true,
            distance: Some(1),
            roll: None,
        },
    );
    assert_eq!(
        strike_of(&events).value,
        9,
        "5 + 4, the Handicap not yet paid"
    );
    let paid = events
        .iter()
        .position(|e| matches!(e, Event::PerkApplied { who: 0, .. }))
        .expect("the price");
    let attacked = events
        .iter()
        .position(|e| matches!(e, Event::Attacked { .. }))
        .expect("the attack");
    assert!(paid > attacked, "paid once the attack is over");
    assert_eq!(state.combatants[0].handicap, [3, 3, 3]);
    assert_eq!(state.combatants[1].handicap, [3, 3, 3]);
}

fn execute() -> Command {
    perk_action("execution", Some(1))
}

#[test]
fn execution_lands_a_hit_whatever_the_defense_at_twelve_power() {
    // "you must be adjacent to the target and have 12 Execution Power against them … Base
    // Execution Power = 1/2 Your Strike … Handicap on the target: +1 Power each … You may Execute
    // at most once per turn, and this does not consume your Attack"
    let mut state = at_ash_turn(duel((20, 0, 2), &["execution"], (0, 30, 1)));
    let mut weak = state.clone();
    weak.combatants[0].arms[0].strike = 18;
    let err = refused(&weak, &execute());
    assert_eq!(err.rule.section, "Perks List › Execution");
    assert!(
        err.message.contains("Execution Power against Bran is 9"),
        "{}",
        err.message
    );
    ok(
        &mut state,
        Command::Override {
            who: 1,
            hit_points: None,
            handicap: Some([1, 0, 1]),
            note: "earlier wounds".into(),
        },
    );
    let before = state.clone();
    let events = ok(&mut state, execute());
    let power = events
        .iter()
        .find_map(|e| match e {
            Event::Executed { power, .. } => Some(power.clone()),
            _ => None,
        })
        .expect("an Execution");
    assert_eq!(power.value, 12, "20 ÷ 2 + 2 Handicap on Bran");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Hit {
            who: 1,
            remaining: 2
        }
    )));
    assert!(cited(&before, &events).contains(&"Perks List › Execution".to_owned()));
    assert!(
        !state.combatants[0].primary_used,
        "the Attack is still to come"
    );
    assert!(refused(&state, &execute())
        .message
        .contains("once per turn"));
    ok(&mut state, strike_at(1));
}

#[test]
fn table_rule_half_rounding_up() {
    // Strike 19: half is 9 rounded down, 10 rounded up; with 2 Handicap on Bran, 11 or 12.
    let mut state = at_ash_turn(duel((19, 0, 2), &["execution"], (0, 30, 1)));
    ok(
        &mut state,
        Command::Override {
            who: 1,
            hit_points: None,
            handicap: Some([2, 0, 0]),
            note: "earlier wounds".into(),
        },
    );
    assert!(refused(&state, &execute()).message.contains("is 11"));
    state.rules.perks.half_rounding = HalfRounding::Up;
    let events = ok(&mut state, execute());
    assert!(events.iter().any(|e| matches!(e, Event::Executed { .. })));
}

#[test]
fn glint_of_gold_deals_one_defense_and_moves_every_other_handicap_onto_defense() {
    // "They immediately suffer 1 Defense Handicap, and must transfer every Handicap of any other
    // type on themself to Defense."
    let mut state = at_ash_turn(duel((0, 0, 2), &["glint_of_gold", "uppercut"], (0, 0, 1)));
    ok(
        &mut state,
        Command::Override {
            who: 1,
            hit_points: None,
            handicap: Some([2, 1, 3]),
            note: "earlier wounds".into(),
        },
    );
    let far = state.clone();
    let glint = |distance| Command::PerkAction {
        perk: "glint_of_gold".into(),
        target: Some(1),
        defend: true,
        riposte: false,
        defend_riposte: true,
        distance: Some(distance),
        roll: None,
    };
    assert!(refused(&far, &glint(3)).message.contains("2 tiles"));
    let events = ok(&mut state, glint(2));
    assert_eq!(
        perk_handicaps(&events),
        vec![("glint_of_gold".to_owned(), 1, [-2, 6, -3], None)]
    );
    assert_eq!(state.combatants[1].handicap, [0, 7, 0]);
    assert!(state.combatants[0].primary_used, "in place of the Attack");
}

#[test]
fn table_rule_technique_tag_no_effect() {
    // Uppercut (Exclusive) declared first: a Technique joins it only when the tag is flavour.
    let mut state = at_ash_turn(duel((0, 0, 2), &["glint_of_gold", "uppercut"], (0, 0, 1)));
    ok(
        &mut state,
        Command::UsePerk {
            who: 0,
            perk: "uppercut".into(),
            note: String::new(),
        },
    );
    let glint = perk_action("glint_of_gold", Some(1));
    assert_eq!(refused(&state, &glint).rule.section, "Exclusive Perks");
    state.rules.technique_tag = TechniqueTag::NoEffect;
    ok(&mut state, glint);
}

#[test]
fn joint_lock_lowers_the_riposte_defense_and_replaces_the_riposte_effects() {
    // "You have -1 Defense for the purpose of calculating your Riposte. If you Riposte
    // successfully, do not apply the normal effects. Instead, your attacker suffers Handicap in a
    // random Stat equal to their present power of that Stat."
    let mut edge = at_ash_turn(duel((0, 0, 2), &[], (0, 2, 1)));
    edge.combatants[1].perks = vec!["joint_lock".into()];
    ok(&mut edge.clone(), attack_with(1, &[], true));
    let err = refused(&edge, &attack_with(1, &["joint_lock"], true));
    assert_eq!(
        err.rule.section, "Defend",
        "Defense 2 − 1 no longer allows a Riposte"
    );

    let mut state = duel((4, 3, 2), &[], (5, 7, 1));
    state.combatants[1].perks = vec!["joint_lock".into()];
    let mut state = at_ash_turn(state);
    let values = [Stat::Strike, Stat::Defense, Stat::Speed]
        .map(|stat| stats::value(&state.combatants[0], stat) as i8);
    let events = ok(&mut state, attack_with(1, &["joint_lock"], true));
    let riposte_succeeded = events.iter().any(|e| {
        matches!(
            e,
            Event::Attacked {
                attacker: 1,
                riposte: true,
                success: true,
                ..
            }
        )
    });
    assert!(riposte_succeeded, "7 Strike against Defense 3");
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::Handicap { who: 0, .. })),
        "no 1/1/1"
    );
    let dealt = perk_handicaps(&events);
    assert_eq!(dealt.len(), 1);
    let (perk, who, handicap, _) = &dealt[0];
    assert_eq!((perk.as_str(), *who), ("joint_lock", 0));
    // The stat drawn, at Ash's value of it.
    let slot = handicap.iter().position(|n| *n != 0).expect("a stat");
    assert_eq!(handicap[slot], values[slot]);
}

#[test]
fn charge_adds_one_strike_for_every_two_tiles_moved_in_a_straight_line() {
    // "Gain +1 Strike for every two tiles you move in a straight line before you attack."
    let fight = || {
        let mut ash = at(brawler("Ash", Side::Party, 2, 0, 8), 0, 2);
        ash.perks = vec!["charge".into()];
        let mut bran = at(brawler("Bran", Side::Foes, 0, 9, 1), 5, 2);
        bran.hit_points = 3;
        at_ash_turn(battle(vec![ash, bran], Some(grid(8, 5, &[]))))
    };
    let path = |tiles: &[(i16, i16)]| Command::Move {
        path: tiles.iter().map(|&(x, y)| Tile { x, y }).collect(),
    };
    let mut straight = fight();
    let before = straight.clone();
    let moved = ok(&mut straight, path(&[(1, 2), (2, 2)]));
    assert!(cited(&before, &moved).contains(&"Perks List › Charge!".to_owned()));
    ok(&mut straight, path(&[(3, 2), (4, 2)]));
    let events = ok(&mut straight, strike_at(1));
    assert_eq!(
        perk_term(strike_of(&events), "Charge!").map(|t| (t.1, t.2)),
        Some((2, "Perks List › Charge!".to_owned())),
        "4 tiles in a line over two moves"
    );
    assert_eq!(strike_of(&events).value, 4);

    let mut bent = fight();
    ok(&mut bent, path(&[(1, 2), (2, 2), (3, 1), (4, 2)]));
    let events = ok(&mut bent, strike_at(1));
    assert_eq!(
        perk_term(strike_of(&events), "Charge!"),
        None,
        "the line was broken"
    );
}

/// Ash (with Charged Strike) at (2, 2); Bran and Cara, foes, and Dax, an ally, next to it; Eve,
/// a foe, two tiles off.
fn sweep_field(rules: ChargedStrikeTiming) -> BattleState {
    let mut ash = at(brawler("Ash", Side::Party, 9, 0, 9), 2, 2);
    ash.perks = vec!["charged_strike".into()];
    let sturdy = |name, side, x, y| {
        let mut c = at(brawler(name, side, 0, 0, 1), x, y);
        c.hit_points = 3;
        c
    };
    let mut state = battle(
        vec![
            ash,
            sturdy("Bran", Side::Foes, 3, 2),
            sturdy("Cara", Side::Foes, 2, 1),
            sturdy("Dax", Side::Party, 1, 2),
            sturdy("Eve", Side::Foes, 4, 4),
        ],
        Some(grid(7, 7, &[])),
    );
    state.rules.perks.charged_strike_timing = rules;
    state
}

fn swept(events: &[Event]) -> Vec<u8> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Attacked {
                attacker: 0,
                target,
                riposte: false,
                ..
            } => Some(*target),
            _ => None,
        })
        .collect()
}

#[test]
fn charged_strike_sweeps_every_adjacent_creature_after_a_round_standing_still() {
    // "If you do not move for an entire round, and on the next round. Your attack becomes a
    // massive sweep which targets all creature adjacent to you, and benefits from +1 Strike."
    let mut state = sweep_field(ChargedStrikeTiming::StillThenStill);
    plan_all(&mut state);
    turn_of(&mut state, 0);
    let first = ok(&mut state, strike_at(1));
    assert_eq!(swept(&first), vec![1], "no round of stillness yet");
    next_round(&mut state);
    turn_of(&mut state, 0);
    let events = ok(&mut state, strike_at(1));
    assert_eq!(
        swept(&events),
        vec![1, 2, 3],
        "Bran, Cara and the ally Dax; not Eve"
    );
    assert_eq!(
        perk_term(strike_of(&events), "Charged Strike").map(|t| (t.1, t.2)),
        Some((1, "Perks List › Charged Strike".to_owned()))
    );
}

#[test]
fn table_rule_charged_strike_timing_still_last_round() {
    // Ash stood still in round 1, then steps before attacking in round 2.
    let play = |rules| {
        let mut state = sweep_field(rules);
        plan_all(&mut state);
        next_round(&mut state);
        turn_of(&mut state, 0);
        ok(
            &mut state,
            Command::Move {
                path: vec![Tile { x: 2, y: 3 }],
            },
        );
        // From (2, 3): Dax at (1, 2) and the tile (3, 2) of Bran are both adjacent.
        swept(&ok(&mut state, strike_at(1)))
    };
    assert_eq!(play(ChargedStrikeTiming::StillThenStill), vec![1]);
    assert_eq!(play(ChargedStrikeTiming::StillLastRound), vec![1, 3]);
}

#[test]
fn iron_fist_adds_half_the_strike_to_defense_when_an_engagement_begins() {
    // "When you begin a new Engagement, gain bonus Defense equal to half your Strike until the
    // end of your next turn."
    let mut state = at_ash_turn(duel((5, 0, 2), &["iron_fist"], (0, 9, 1)));
    let before = state.clone();
    let declare = Command::UsePerk {
        who: 0,
        perk: "iron_fist".into(),
        note: String::new(),
    };
    assert!(refused(&state, &declare).message.contains("on its own"));
    let events = ok(&mut state, strike_at(1));
    let bonus = events
        .iter()
        .find_map(|e| match e {
            Event::Guarded { who: 0, bonus, .. } => Some(bonus.value),
            _ => None,
        })
        .expect("Iron Fist");
    assert_eq!(bonus, 2, "half of 5, rounded down");
    assert!(cited(&before, &events).contains(&"Perks List › Iron Fist".to_owned()));
    ok(&mut state, Command::EndTurn);
    turn_of(&mut state, 1);
    let answer = ok(
        &mut state,
        Command::Attack {
            target: 0,
            defend: true,
            riposte: false,
            defend_riposte: true,
            distance: None,
            upper_hand: false,
            follow_up: Vec::new(),
            target_perks: Vec::new(),
        },
    );
    assert_eq!(
        perk_term(defense_of(&answer), "Iron Fist").map(|t| (t.1, t.2)),
        Some((2, "Perks List › Iron Fist".to_owned()))
    );
    // It lasts through Ash's next turn, then ends.
    ok(&mut state, Command::EndTurn);
    next_round(&mut state);
    turn_of(&mut state, 0);
    assert!(state.combatants[0].perk_track.guard.is_some());
    ok(&mut state, Command::EndTurn);
    assert!(state.combatants[0].perk_track.guard.is_none());
}

#[test]
fn no_mercy_stacks_for_each_turn_in_a_row_with_an_attack_and_a_riposte_resets_it() {
    // "Gain a stacking bonus of +1 Strike, +1 Defense, and +1 Speed for each successive turn on
    // which you have attacked. If you do not attack on a turn, or any opponent attempts a
    // Riposte against you (even if it is unsuccessful), this stacking bonus is lost"
    let mut state = at_ash_turn(duel((2, 0, 2), &["no_mercy"], (0, 9, 1)));
    let first = ok(&mut state, strike_at(1));
    assert_eq!(perk_term(strike_of(&first), "No Mercy"), None);
    next_round(&mut state);
    let mut plain = state.clone();
    plain.combatants[0].perks.clear();
    assert_eq!(
        stats::value(&state.combatants[0], Stat::Speed),
        stats::value(&plain.combatants[0], Stat::Speed) + 1,
        "+1 Speed too"
    );
    turn_of(&mut state, 0);
    let second = ok(&mut state, strike_at(1));
    assert_eq!(
        perk_term(strike_of(&second), "No Mercy").map(|t| (t.1, t.2)),
        Some((1, "Perks List › No Mercy".to_owned()))
    );
    next_round(&mut state);
    turn_of(&mut state, 0);
    // Bran Ripostes this one.
    let third = ok(&mut state, attack_with(1, &[], true));
    assert_eq!(
        perk_term(strike_of(&third), "No Mercy").map(|t| t.1),
        Some(2)
    );
    next_round(&mut state);
    turn_of(&mut state, 0);
    let fourth = ok(&mut state, strike_at(1));
    assert_eq!(
        perk_term(strike_of(&fourth), "No Mercy"),
        None,
        "the Riposte reset it"
    );
    // A turn without an attack resets it as well.
    next_round(&mut state);
    turn_of(&mut state, 0);
    ok(&mut state, Command::EndTurn);
    next_round(&mut state);
    turn_of(&mut state, 0);
    let sixth = ok(&mut state, strike_at(1));
    assert_eq!(perk_term(strike_of(&sixth), "No Mercy"), None);
}
