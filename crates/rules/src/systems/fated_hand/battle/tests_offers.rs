//! Perks that offer a chance out of the usual order ("Perks List"): another turn, another
//! Attack, a Riposte out of turn or before the attack is resolved. Each offer is the GM's to take
//! or decline, and every line cites the perk's entry.

use super::test_kit::{at, battle, brawler, grid, ok, plan_all, refused, turn_of};
use super::tests::strike_at;
use super::*;
use crate::systems::fated_hand::table_rules::{
    ONE_TWO_LIMIT, SIGHTED_MARKERS, STAT_DIFFERENCE_SIGNED,
};
use crate::table_rules::TableRuleChoices;

fn holder(name: &str, side: Side, stats: (i16, i16, i16), perks: &[&str]) -> CombatantSetup {
    let mut f = brawler(name, side, stats.0, stats.1, stats.2);
    f.perks = perks.iter().map(|p| (*p).to_owned()).collect();
    f.hit_points = 3;
    f
}

fn offers_of(state: &BattleState, who: u8) -> Vec<(String, OfferKind, Option<u8>)> {
    state
        .reactions
        .offers
        .iter()
        .filter(|o| o.who == who)
        .map(|o| (o.perk.clone(), o.kind, o.target))
        .collect()
}

fn take(who: u8, perk: &str, target: Option<u8>) -> Command {
    Command::TakePerkOffer {
        who,
        perk: perk.into(),
        target,
        defend: true,
        distance: None,
    }
}

/// The citation of the line the battle log gives `event` (on the state before it).
fn cited(state: &BattleState, event: &Event) -> String {
    log::describe(state, event)
        .rule
        .map(|r| r.section.into_owned())
        .unwrap_or_default()
}

fn with_rule(mut state: BattleState, rule: &TableRule, option: &str) -> BattleState {
    let mut choices = TableRuleChoices::default();
    choices.0.insert(rule.id.into(), option.into());
    state.rules = BattleRules::from_choices(&choices);
    state
}

use crate::table_rules::TableRule;

/// "Decisive Action": "Once per battle, immediately after you have taken your turn, take another
/// turn." Ash's turn ends with the offer; taken, Ash acts again with a fresh Primary Action; the
/// next turn's end offers nothing, the perk being spent.
#[test]
fn decisive_action_offers_another_turn_once_per_battle() {
    let mut state = battle(
        vec![
            holder("Ash", Side::Party, (0, 0, 4), &["decisive_action"]),
            holder("Bran", Side::Foes, (0, 0, 1), &[]),
        ],
        None,
    );
    plan_all(&mut state);
    turn_of(&mut state, 0);
    ok(&mut state, strike_at(1));
    let before = state.clone();
    let events = ok(&mut state, Command::EndTurn);
    let offered = events
        .iter()
        .find(|e| matches!(e, Event::PerkOffered { .. }))
        .expect("the offer");
    assert_eq!(cited(&before, offered), "Perks List › Decisive Action");
    assert_eq!(
        offers_of(&state, 0),
        vec![("decisive_action".into(), OfferKind::ExtraTurn, None)]
    );
    let events = ok(&mut state, take(0, "decisive_action", None));
    assert!(matches!(events[1], Event::TurnBegan { who: 0, .. }));
    assert!(matches!(state.phase, Phase::Turn { actor: 0, .. }));
    // A fresh Primary Action: Ash attacks again.
    ok(&mut state, strike_at(1));
    let events = ok(&mut state, Command::EndTurn);
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::PerkOffered { .. })));
    assert!(state.reactions.offers.is_empty());
}

/// Decisive Action declined, or let pass by counting on: the offer is gone and the perk unspent.
#[test]
fn decisive_action_declined_or_lapsed_leaves_the_perk_unspent() {
    let mut state = battle(
        vec![
            holder("Ash", Side::Party, (0, 0, 4), &["decisive_action"]),
            holder("Bran", Side::Foes, (0, 0, 1), &[]),
        ],
        None,
    );
    plan_all(&mut state);
    turn_of(&mut state, 0);
    ok(&mut state, Command::EndTurn);
    let mut declined = state.clone();
    ok(
        &mut declined,
        Command::DeclinePerkOffer {
            who: 0,
            perk: "decisive_action".into(),
            target: None,
        },
    );
    assert!(declined.reactions.offers.is_empty());
    assert!(declined.combatants[0].spent_perks.is_empty());
    ok(&mut state, Command::NextCount);
    assert!(state.reactions.offers.is_empty());
    let err = refused(&state, &take(0, "decisive_action", None));
    assert!(err.message.contains("no open offer"), "{}", err.message);
}

/// "One-Two (A)": "After you Attack, you may immediately Attack a second time." The second Attack
/// spends no Primary Action; under the default of `fated_hand.one_two_limit` it comes once per
/// turn.
#[test]
fn one_two_offers_a_second_attack_once_per_turn() {
    let mut state = battle(
        vec![
            holder("Ash", Side::Party, (0, 0, 4), &["one_two"]),
            holder("Bran", Side::Foes, (0, 0, 1), &[]),
        ],
        None,
    );
    plan_all(&mut state);
    turn_of(&mut state, 0);
    ok(&mut state, strike_at(1));
    assert_eq!(
        offers_of(&state, 0),
        vec![("one_two".into(), OfferKind::ExtraAttack, None)]
    );
    let before = state.clone();
    let events = ok(&mut state, take(0, "one_two", Some(1)));
    assert_eq!(cited(&before, &events[0]), "Perks List › One-Two");
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::PrimaryAction { .. })));
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Attacked {
            attacker: 0,
            target: 1,
            riposte: false,
            ..
        }
    )));
    // Once per turn: no third Attack.
    assert!(state.reactions.offers.is_empty());
    // Without the offer, an Attack still needs the Primary Action.
    let err = refused(&state, &strike_at(1));
    assert_eq!(err.rule.section, "Basic Actions");
}

/// `fated_hand.one_two_limit` = `chain`: every Attack may be followed by another, so the second
/// Attack opens a third.
#[test]
fn table_rule_one_two_limit_chain() {
    let mut state = with_rule(
        battle(
            vec![
                holder("Ash", Side::Party, (0, 0, 4), &["one_two"]),
                holder("Bran", Side::Foes, (0, 0, 1), &[]),
            ],
            None,
        ),
        &ONE_TWO_LIMIT,
        "chain",
    );
    plan_all(&mut state);
    turn_of(&mut state, 0);
    ok(&mut state, strike_at(1));
    ok(&mut state, take(0, "one_two", Some(1)));
    assert_eq!(
        offers_of(&state, 0),
        vec![("one_two".into(), OfferKind::ExtraAttack, None)]
    );
    ok(&mut state, take(0, "one_two", Some(1)));
    assert_eq!(offers_of(&state, 0).len(), 1);
}

/// "Opportunist (A)": "When an opponent with which you are Engaged ... attacks anyone other than
/// yourself, you may make an immediate Riposte against them." Bran, engaged with Ash, may riposte
/// when Ash attacks Dell; not when Ash attacks Bran.
#[test]
fn opportunist_ripostes_an_engaged_opponent_that_attacks_another() {
    let mut state = battle(
        vec![
            holder("Ash", Side::Party, (0, 0, 4), &[]),
            holder("Bran", Side::Foes, (5, 0, 1), &["opportunist"]),
            holder("Dell", Side::Foes, (0, 0, 1), &[]),
        ],
        None,
    );
    state.combatants[0].engaged = 1 << 1;
    state.combatants[1].engaged = 1;
    plan_all(&mut state);
    turn_of(&mut state, 0);
    let mut at_bran = state.clone();
    ok(&mut at_bran, strike_at(1));
    assert!(offers_of(&at_bran, 1).is_empty());
    ok(&mut state, strike_at(2));
    assert_eq!(
        offers_of(&state, 1),
        vec![("opportunist".into(), OfferKind::Riposte, Some(0))]
    );
    let before = state.clone();
    let events = ok(&mut state, take(1, "opportunist", Some(0)));
    assert_eq!(cited(&before, &events[0]), "Perks List › Opportunist");
    let riposte = events
        .iter()
        .find_map(|e| match e {
            Event::Attacked {
                attacker: 1,
                target: 0,
                riposte: true,
                success,
                ..
            } => Some(*success),
            _ => None,
        })
        .expect("Bran's Riposte");
    assert!(riposte);
    assert_eq!(state.combatants[0].handicap, [1, 1, 1]);
    assert!(state.reactions.offers.is_empty());
}

/// "Proactive Defense (A)": "When a creature moves into a Tile you could target with a melee
/// Attack, you may attempt an immediate Riposte against them. If this is successful, their
/// Movement is reduced to 0 for this turn." Ash's move stops where it enters Bran's reach; Bran's
/// Riposte lands and Ash can move no further.
#[test]
fn proactive_defense_ripostes_a_creature_entering_reach_and_stops_it() {
    let mut state = battle(
        vec![
            at(holder("Ash", Side::Party, (0, 0, 6), &[]), 0, 1),
            at(
                holder("Bran", Side::Foes, (5, 0, 1), &["proactive_defense"]),
                4,
                1,
            ),
        ],
        Some(grid(8, 4, &[])),
    );
    plan_all(&mut state);
    turn_of(&mut state, 0);
    let path = [(1, 1), (2, 1), (3, 1), (3, 2)].map(|(x, y)| Tile { x, y });
    let events = ok(
        &mut state,
        Command::Move {
            path: path.to_vec(),
        },
    );
    assert!(events.contains(&Event::Moved {
        who: 0,
        tiles: 3,
        to: Some(Tile { x: 3, y: 1 }),
    }));
    assert_eq!(state.combatants[0].position, Some(Tile { x: 3, y: 1 }));
    assert_eq!(
        offers_of(&state, 1),
        vec![("proactive_defense".into(), OfferKind::Riposte, Some(0))]
    );
    let before = state.clone();
    let events = ok(&mut state, take(1, "proactive_defense", Some(0)));
    let stopped = events
        .iter()
        .find(|e| matches!(e, Event::MovementStopped { who: 0, by: 1, .. }))
        .expect("the stop");
    assert_eq!(cited(&before, stopped), "Perks List › Proactive Defense");
    assert_eq!(state.combatants[0].movement_left, 0);
    let err = refused(
        &state,
        &Command::Move {
            path: vec![Tile { x: 3, y: 2 }],
        },
    );
    assert!(err.message.contains("0 Movement left"), "{}", err.message);
}

/// Proactive Defense declined: the mover goes on with the Movement it has left; a step within
/// reach is not a step into it, so no second offer.
#[test]
fn proactive_defense_declined_lets_the_mover_go_on() {
    let mut state = battle(
        vec![
            at(holder("Ash", Side::Party, (0, 0, 6), &[]), 0, 1),
            at(
                holder("Bran", Side::Foes, (5, 0, 1), &["proactive_defense"]),
                4,
                1,
            ),
        ],
        Some(grid(8, 4, &[])),
    );
    plan_all(&mut state);
    turn_of(&mut state, 0);
    let path = [(1, 1), (2, 1), (3, 1)].map(|(x, y)| Tile { x, y });
    ok(
        &mut state,
        Command::Move {
            path: path.to_vec(),
        },
    );
    ok(
        &mut state,
        Command::DeclinePerkOffer {
            who: 1,
            perk: "proactive_defense".into(),
            target: Some(0),
        },
    );
    let events = ok(
        &mut state,
        Command::Move {
            path: vec![Tile { x: 3, y: 2 }],
        },
    );
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::PerkOffered { .. })));
    assert_eq!(state.combatants[0].position, Some(Tile { x: 3, y: 2 }));
}

fn upper_hand_attack(target: u8) -> Command {
    Command::Attack {
        target,
        defend: true,
        riposte: false,
        defend_riposte: true,
        distance: None,
        upper_hand: true,
        follow_up: Vec::new(),
        target_perks: Vec::new(),
    }
}

/// "Upper Hand (A)": "When you are attacked, and the difference between your Strike and theirs is
/// two or greater, you may immediately Riposte before resolving the original attack." Bran
/// (Strike 3 against Ash's 0) ripostes first; Ash's attack then carries the Riposte's Handicap.
#[test]
fn upper_hand_ripostes_before_the_attack_is_resolved() {
    let mut state = battle(
        vec![
            holder("Ash", Side::Party, (0, 0, 4), &[]),
            holder("Bran", Side::Foes, (3, 0, 1), &["upper_hand"]),
        ],
        None,
    );
    plan_all(&mut state);
    turn_of(&mut state, 0);
    let plain = {
        let mut plain = state.clone();
        let events = ok(&mut plain, strike_at(1));
        events
            .iter()
            .find_map(|e| match e {
                Event::Attacked {
                    attacker: 0,
                    strike,
                    ..
                } => Some(strike.value),
                _ => None,
            })
            .expect("the attack")
    };
    let before = state.clone();
    let events = ok(&mut state, upper_hand_attack(1));
    assert_eq!(cited(&before, &events[0]), "Perks List › Upper Hand");
    let order: Vec<(u8, bool)> = events
        .iter()
        .filter_map(|e| match e {
            Event::Attacked {
                attacker, riposte, ..
            } => Some((*attacker, *riposte)),
            _ => None,
        })
        .collect();
    assert_eq!(order, vec![(1, true), (0, false)]);
    let strike = events
        .iter()
        .find_map(|e| match e {
            Event::Attacked {
                attacker: 0,
                strike,
                ..
            } => Some(strike.value),
            _ => None,
        })
        .expect("the attack");
    // Bran's Riposte (3 + 2 against Defense 0 + 1 Balanced... at least 2 over) landed: Ash
    // attacks with 1 Strike Handicap.
    assert_eq!(strike, plain - 1);
}

/// Upper Hand needs the gap: Strike 1 against 0 is refused, and changes nothing.
#[test]
fn upper_hand_without_a_two_point_gap_is_refused() {
    let mut state = battle(
        vec![
            holder("Ash", Side::Party, (0, 0, 4), &[]),
            holder("Bran", Side::Foes, (1, 0, 1), &["upper_hand"]),
        ],
        None,
    );
    plan_all(&mut state);
    turn_of(&mut state, 0);
    let err = refused(&state, &upper_hand_attack(1));
    assert_eq!(err.rule.section, "Perks List › Upper Hand");
}

/// `fated_hand.stat_difference_signed` = `absolute`: only the size of the gap counts, so Bran,
/// 3 Strike behind Ash, may take Upper Hand; by default (`signed`) he may not.
#[test]
fn table_rule_stat_difference_signed_absolute() {
    let fighters = || {
        battle(
            vec![
                holder("Ash", Side::Party, (3, 0, 4), &[]),
                holder("Bran", Side::Foes, (0, 5, 1), &["upper_hand"]),
            ],
            None,
        )
    };
    let mut signed = fighters();
    plan_all(&mut signed);
    turn_of(&mut signed, 0);
    let err = refused(&signed, &upper_hand_attack(1));
    assert!(
        err.message.contains("in the defender's favour"),
        "{}",
        err.message
    );
    let mut absolute = with_rule(fighters(), &STAT_DIFFERENCE_SIGNED, "absolute");
    plan_all(&mut absolute);
    turn_of(&mut absolute, 0);
    let events = ok(&mut absolute, upper_hand_attack(1));
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Attacked {
            attacker: 1,
            riposte: true,
            ..
        }
    )));
}

/// A shooter: its arm is ranged, with an Effective Range of 1–6 tiles.
fn shooter(name: &str, side: Side, stats: (i16, i16, i16), perks: &[&str]) -> CombatantSetup {
    let mut f = holder(name, side, stats, perks);
    f.arms[0].ranged = true;
    f.arms[0].effective_range = Some((1, 6));
    f
}

fn set_sighted(who: u8, perk: &str, tiles: &[(i16, i16)]) -> Command {
    Command::SetSighted {
        who,
        perk: perk.into(),
        tiles: tiles.iter().map(|&(x, y)| Tile { x, y }).collect(),
    }
}

fn walk(path: &[(i16, i16)]) -> Command {
    Command::Move {
        path: path.iter().map(|&(x, y)| Tile { x, y }).collect(),
    }
}

/// Cara the shooter (Sighted In and Suppressive Fire) watches (2, 1); Ash walks toward Bran.
fn watched(extra: &[&str]) -> BattleState {
    let mut perks = vec!["sighted_in", "suppressive_fire"];
    perks.extend_from_slice(extra);
    battle(
        vec![
            at(holder("Ash", Side::Party, (0, 0, 6), &[]), 0, 1),
            at(holder("Bran", Side::Foes, (0, 0, 1), &[]), 6, 1),
            at(shooter("Cara", Side::Foes, (5, 0, 1), &perks), 2, 3),
        ],
        Some(grid(8, 5, &[])),
    )
}

/// "Suppressive Fire (A)": "Whenever a creature moves into or out of your Sighted tiles, you may
/// make a ranged Riposte against them." Ash steps onto Cara's Sighted tile: the move stops there
/// and Cara may take a ranged Riposte (no melee +2).
#[test]
fn suppressive_fire_ripostes_a_creature_crossing_a_sighted_tile() {
    let mut state = watched(&[]);
    plan_all(&mut state);
    ok(&mut state, set_sighted(2, "sighted_in", &[(2, 1)]));
    turn_of(&mut state, 0);
    let events = ok(&mut state, walk(&[(1, 1), (2, 1), (3, 1)]));
    assert!(events.contains(&Event::Moved {
        who: 0,
        tiles: 2,
        to: Some(Tile { x: 2, y: 1 }),
    }));
    assert_eq!(
        offers_of(&state, 2),
        vec![("suppressive_fire".into(), OfferKind::Riposte, Some(0))]
    );
    let before = state.clone();
    let events = ok(&mut state, take(2, "suppressive_fire", Some(0)));
    assert_eq!(cited(&before, &events[0]), "Perks List › Suppressive Fire");
    let strike = events
        .iter()
        .find_map(|e| match e {
            Event::Attacked {
                attacker: 2,
                riposte: true,
                strike,
                ..
            } => Some(strike),
            _ => None,
        })
        .expect("Cara's Riposte");
    assert!(!strike.terms.iter().any(|t| t.label == "Melee Riposte"));
    // Stepping off the tile opens it again.
    let events = ok(&mut state, walk(&[(3, 1)]));
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::PerkOffered { offer } if offer.perk == "suppressive_fire")));
}

/// Sighted markers are the GM's record of the player's choice: a creature without the perk, a
/// second Sighted In marker, or a tile off the grid are refused.
#[test]
fn sighted_in_markers_are_refused_when_the_perk_or_tile_does_not_allow_them() {
    let mut state = watched(&[]);
    plan_all(&mut state);
    let err = refused(&state, &set_sighted(0, "sighted_in", &[(2, 1)]));
    assert!(err.message.contains("does not hold"), "{}", err.message);
    let err = refused(&state, &set_sighted(2, "sighted_in", &[(2, 1), (3, 1)]));
    assert!(
        err.message.contains("one Sighted marker"),
        "{}",
        err.message
    );
    let err = refused(&state, &set_sighted(2, "sighted_in", &[(9, 9)]));
    assert!(err.message.contains("not an open tile"), "{}", err.message);
    ok(&mut state, set_sighted(2, "sighted_in", &[(2, 1)]));
    ok(&mut state, set_sighted(2, "sighted_in", &[(4, 1)]));
    let tiles: Vec<Tile> = state.reactions.sighted.iter().map(|m| m.tile).collect();
    assert_eq!(tiles, vec![Tile { x: 4, y: 1 }]);
}

/// `fated_hand.sighted_markers` = `sighted_in_only`: Mind Map's markers widen range only, so
/// stepping onto one opens no Suppressive Fire; by default (`all_markers`) it does.
#[test]
fn table_rule_sighted_markers_sighted_in_only() {
    let run = |state: &mut BattleState| {
        plan_all(state);
        ok(state, set_sighted(2, "mind_map", &[(2, 1)]));
        turn_of(state, 0);
        ok(state, walk(&[(1, 1), (2, 1)]));
        offers_of(state, 2)
    };
    let mut every = watched(&["mind_map"]);
    assert_eq!(run(&mut every).len(), 1);
    let mut only = with_rule(watched(&["mind_map"]), &SIGHTED_MARKERS, "sighted_in_only");
    assert!(run(&mut only).is_empty());
}

/// "Follow Up (A)": "Add 1/2 Strike to their attack, rounded down. If the target is merely
/// adjacent to the Sighted tile, add 1/4 Strike, rounded down." Cara (Strike 5 + 0) joins Ash's
/// attack on Bran: +2 with Bran on her Sighted tile, +1 with Bran next to it.
#[test]
fn follow_up_adds_half_or_a_quarter_of_strike_to_an_allys_attack() {
    let team = || {
        let mut state = battle(
            vec![
                at(holder("Ash", Side::Party, (0, 0, 4), &[]), 1, 1),
                at(holder("Bran", Side::Foes, (0, 0, 1), &[]), 2, 1),
                at(
                    shooter("Cara", Side::Party, (5, 0, 1), &["sighted_in", "follow_up"]),
                    2,
                    4,
                ),
            ],
            Some(grid(8, 6, &[])),
        );
        plan_all(&mut state);
        state
    };
    let strike_with = |state: &mut BattleState, joined: bool| {
        turn_of(state, 0);
        let events = ok(
            state,
            Command::Attack {
                target: 1,
                defend: true,
                riposte: false,
                defend_riposte: true,
                distance: None,
                target_perks: Vec::new(),
                upper_hand: false,
                follow_up: if joined { vec![2] } else { Vec::new() },
            },
        );
        events
            .iter()
            .find_map(|e| match e {
                Event::Attacked {
                    attacker: 0,
                    strike,
                    ..
                } => Some(strike.clone()),
                _ => None,
            })
            .expect("the attack")
    };
    let alone = strike_with(&mut team(), false).value;
    let cara = i32::from(stats::value(
        &team().combatants[2],
        crate::systems::fated_hand::model::Stat::Strike,
    ));
    let mut on = team();
    ok(&mut on, set_sighted(2, "sighted_in", &[(2, 1)]));
    let joined = strike_with(&mut on, true);
    assert_eq!(joined.value, alone + cara.div_euclid(2));
    let term = joined
        .terms
        .iter()
        .find(|t| t.label.starts_with("Follow Up"))
        .expect("the Follow Up term");
    assert_eq!(term.rule.section, "Perks List › Follow Up");
    let mut next_to = team();
    ok(&mut next_to, set_sighted(2, "sighted_in", &[(3, 1)]));
    assert_eq!(
        strike_with(&mut next_to, true).value,
        alone + cara.div_euclid(4)
    );
    // Far from her Sighted tile, Cara cannot join.
    let mut far = team();
    ok(&mut far, set_sighted(2, "sighted_in", &[(6, 4)]));
    turn_of(&mut far, 0);
    let err = refused(
        &far,
        &Command::Attack {
            target: 1,
            defend: true,
            riposte: false,
            defend_riposte: true,
            distance: None,
            target_perks: Vec::new(),
            upper_hand: false,
            follow_up: vec![2],
        },
    );
    assert_eq!(err.rule.section, "Perks List › Follow Up");
}

/// Counts down to `count`.
fn count_to(state: &mut BattleState, count: i16) {
    while let Phase::Countdown { count: now } = state.phase {
        if now <= count {
            return;
        }
        ok(state, Command::NextCount);
    }
}

/// "Killer Instinct": "After you have taken your turn, you may take another. Treat yourself as
/// having -2 Speed for the purpose of determining your Initiative on this second turn. If you
/// fail to deal at least 1 Hit on this second turn ... Suffer 2 Strike Handicap and 2 Defense
/// Handicap, 2 Speed Handicap, and -1 Hand Size. If this would make any of your Stats negative,
/// suffer 1 Hit." Ash (Speed 5 with Balanced) waits for count 3; a second turn without a Hit
/// costs the Handicap, a Hand Size and, Strike falling below 0, a Hit.
#[test]
fn killer_instinct_second_turn_at_speed_minus_two_and_its_price() {
    let mut state = battle(
        vec![
            holder("Ash", Side::Party, (0, 0, 4), &["killer_instinct"]),
            holder("Bran", Side::Foes, (0, 0, 1), &[]),
        ],
        None,
    );
    plan_all(&mut state);
    turn_of(&mut state, 0);
    let speed = stats::value(
        &state.combatants[0],
        crate::systems::fated_hand::model::Stat::Speed,
    );
    ok(&mut state, Command::EndTurn);
    assert_eq!(
        offers_of(&state, 0),
        vec![("killer_instinct".into(), OfferKind::SecondTurn, None)]
    );
    let err = refused(&state, &take(0, "killer_instinct", None));
    assert_eq!(err.rule.section, "Perks List › Killer Instinct");
    // Bran acts at his count; the offer waits through his turn.
    turn_of(&mut state, 1);
    ok(&mut state, Command::EndTurn);
    assert_eq!(offers_of(&state, 0).len(), 1);
    count_to(&mut state, speed - 2);
    let hand = state.combatants[0].hand_size;
    let events = ok(&mut state, take(0, "killer_instinct", None));
    assert!(matches!(events[1], Event::TurnBegan { who: 0, .. }));
    // Ash ends the second turn without a Hit.
    let before = state.clone();
    let events = ok(&mut state, Command::EndTurn);
    let price = events
        .iter()
        .find(|e| matches!(e, Event::PerkApplied { .. }))
        .expect("the price");
    assert_eq!(cited(&before, price), "Perks List › Killer Instinct");
    assert_eq!(state.combatants[0].handicap, [2, 2, 2]);
    assert_eq!(state.combatants[0].hand_size, hand - 1);
    assert!(events.contains(&Event::Hit {
        who: 0,
        remaining: 2
    }));
    // No third turn.
    assert!(state.reactions.offers.is_empty());
}

/// Killer Instinct's second turn that deals a Hit costs nothing.
#[test]
fn killer_instinct_second_turn_with_a_hit_costs_nothing() {
    let mut state = battle(
        vec![
            holder("Ash", Side::Party, (5, 0, 4), &["killer_instinct"]),
            holder("Bran", Side::Foes, (0, 0, 1), &[]),
        ],
        None,
    );
    plan_all(&mut state);
    turn_of(&mut state, 0);
    ok(&mut state, Command::EndTurn);
    turn_of(&mut state, 1);
    ok(&mut state, Command::EndTurn);
    let speed = stats::value(
        &state.combatants[0],
        crate::systems::fated_hand::model::Stat::Speed,
    );
    count_to(&mut state, speed - 2);
    ok(&mut state, take(0, "killer_instinct", None));
    let events = ok(&mut state, strike_at(1));
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Hit { who: 1, .. })));
    let events = ok(&mut state, Command::EndTurn);
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::PerkApplied { .. } | Event::Hit { .. })));
    assert_eq!(state.combatants[0].handicap, [0, 0, 0]);
}

/// Opportunist's other trigger, "changes weapons": Ash, engaged with Bran, takes up his Offhand
/// Arm, and Bran may riposte.
#[test]
fn opportunist_ripostes_an_engaged_opponent_that_changes_weapons() {
    let mut ash = holder("Ash", Side::Party, (0, 0, 4), &[]);
    ash.arms.push(tests::fists(1, 0, 4));
    let mut state = battle(
        vec![ash, holder("Bran", Side::Foes, (5, 0, 1), &["opportunist"])],
        None,
    );
    state.combatants[0].engaged = 1 << 1;
    state.combatants[1].engaged = 1;
    ok(
        &mut state,
        Command::Plan {
            who: 0,
            stance: Stance::Balanced,
            main_arm: 0,
            offhand_arm: Some(1),
            cards: ["AS", "AH", "AD"].map(|c| CardPlay::Entered(tests::card(c))),
        },
    );
    plan_all(&mut state);
    turn_of(&mut state, 0);
    ok(&mut state, Command::OffhandAction { who: 0 });
    assert_eq!(
        offers_of(&state, 1),
        vec![("opportunist".into(), OfferKind::Riposte, Some(0))]
    );
}
