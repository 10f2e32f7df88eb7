//! "Summoned Creatures": a summon's numbers (Speed from its controller, its own Movement), Summon
//! Exhaustion, and commanding a summon on its controller's turn.

use super::test_kit::{at, battle, brawler, grid, ok, plan_all, refused, turn_of};
use super::tests::{card, fighter};
use super::*;
use crate::systems::fated_hand::model::Stat;

fn t(x: i16, y: i16) -> Tile {
    Tile { x, y }
}

/// Mira (Magic Strike 3, Speed 9) at (0,0) has cast Mange Wolf and summoned it at (0,1) as
/// combatant 2; Bran (Defense 2, 2 Hit Points) stands at `bran_at`. It is Mira's turn.
pub(super) fn wolf_field(bran_at: (i16, i16)) -> BattleState {
    let stave = ArmProfile {
        name: "Stave".into(),
        magic_strike: 3,
        ..tests::fists(1, 1, 9)
    };
    let mut mira = at(fighter("Mira", Side::Party, stave, false), 0, 0);
    mira.spells = vec!["mange_wolf".into()];
    let mut bran = at(brawler("Bran", Side::Foes, 0, 2, 0), bran_at.0, bran_at.1);
    bran.hit_points = 2;
    let mut state = battle(vec![mira, bran], Some(grid(8, 4, &[])));
    plan_all(&mut state);
    turn_of(&mut state, 0);
    ok(
        &mut state,
        Command::Cast {
            spell: "mange_wolf".into(),
            reagents: vec![card("2C"), card("3D")],
            caster: None,
            target: None,
            defend: true,
            riposte: false,
            defend_riposte: true,
            distance: None,
            roll: None,
            count: None,
            targets: Vec::new(),
        },
    );
    ok(
        &mut state,
        Command::Summon {
            summon: "mange_wolf".into(),
            at: Some(t(0, 1)),
            dice: None,
        },
    );
    state
}

fn summon_move(path: &[(i16, i16)]) -> Command {
    Command::SummonMove {
        summon: 2,
        path: path.iter().map(|&(x, y)| t(x, y)).collect(),
        tiles: None,
        disengage: false,
    }
}

fn summon_attack(target: u8) -> Command {
    Command::SummonAttack {
        summon: 2,
        target,
        defend: true,
        riposte: false,
        defend_riposte: true,
        distance: None,
    }
}

/// "Summoned Creatures": "Summons have the Speed of their controller": the Mange Wolf's Speed is
/// Mira's (Speed 9 + Balanced 1 + an Ace = 10), not a Speed of its own, and its Movement is the 4
/// its description gives, the same number its arrival line reads.
#[test]
fn summoned_creatures_have_their_controllers_speed_and_their_own_movement() {
    let state = wolf_field((5, 0));
    let mira_speed = stats::value(&state.combatants[0], Stat::Speed);
    assert_eq!(mira_speed, 10);
    let speed = stats::explain_in(&state, 2, Stat::Speed);
    assert_eq!(speed.value, i32::from(mira_speed));
    assert!(speed
        .terms
        .iter()
        .any(|term| term.rule.section == "Summoned Creatures"));
    assert_eq!(stats::value_in(&state, 2, Stat::Speed), mira_speed);
    assert_eq!(stats::movement_in(&state, 2), 4);
    assert_eq!(state.combatants[2].movement_left, 4);
    // The arrival line says the same Movement the view shows.
    let mut before = state.clone();
    before.combatants.pop();
    let arrival = Event::Summoned {
        by: 0,
        summon: "mange_wolf".into(),
        id: 2,
        name: "Mange Wolf".into(),
        strike: stats::explain_in(&state, 2, Stat::Strike),
        defense: stats::explain_in(&state, 2, Stat::Defense),
        movement: stats::movement_in(&state, 2),
        at: Some(t(0, 1)),
        hit_points: 1,
    };
    assert!(log::describe(&before, &arrival).text.contains("Movement 4"));
    // Its Speed follows Mira's: Speed Handicap on her slows it too.
    let mut slowed = state.clone();
    slowed.combatants[0].handicap[2] = 3;
    assert_eq!(stats::value_in(&slowed, 2, Stat::Speed), mira_speed - 3);
}

/// "Summoned Creatures": "If a Summon ever has any Stat negative, they succumb to Summon Exhaustion
/// and disappear": 5 Defense Handicap takes the wolf's Defense 4 to −1, and it leaves the field
/// (no body, no Engagements, no longer a target), with a line citing the section.
#[test]
fn summoned_creatures_summon_exhaustion_removes_the_summon() {
    let mut state = wolf_field((1, 1));
    // Three Handicap leaves Defense 1: the wolf stays.
    let events = ok(
        &mut state,
        Command::Adjudicate {
            who: 2,
            perk_or_spell: None,
            hit_points_change: 0,
            handicap_change: [0, 3, 0],
            external: true,
            movement_change: 0,
            stealth_power_change: 0,
            hidden: None,
            move_to: None,
            note: "a hex".into(),
        },
    );
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::SummonExhausted { .. })));
    assert!(state.combatants[2].active());
    let before = state.clone();
    let events = ok(
        &mut state,
        Command::Adjudicate {
            who: 2,
            perk_or_spell: None,
            hit_points_change: 0,
            handicap_change: [0, 2, 0],
            external: true,
            movement_change: 0,
            stealth_power_change: 0,
            hidden: None,
            move_to: None,
            note: "another hex".into(),
        },
    );
    let exhausted = events
        .iter()
        .find(|e| matches!(e, Event::SummonExhausted { .. }))
        .expect("Summon Exhaustion");
    assert_eq!(
        exhausted,
        &Event::SummonExhausted {
            who: 2,
            stat: Stat::Defense,
            value: -1
        }
    );
    let wolf = &state.combatants[2];
    assert!(!wolf.active());
    assert!(wolf.vanished);
    assert!(!wolf.incapacitated, "summons cannot become Incapacitated");
    assert_eq!(wolf.position, None);
    let line = log::describe(&before, exhausted);
    assert_eq!(
        line.rule.as_ref().map(|r| r.section.as_ref()),
        Some("Summoned Creatures")
    );
    assert!(line.text.contains("Summon Exhaustion"), "{}", line.text);
    assert!(line.text.contains("its Defense is -1"), "{}", line.text);
    assert_eq!(
        refused(&state, &summon_attack(1)).rule.section,
        "Summoned Creatures"
    );
    // Nothing can exhaust it twice.
    let mut again = state.clone();
    let events = ok(
        &mut again,
        Command::Override {
            who: 2,
            hit_points: None,
            handicap: Some([0, 9, 0]),
            note: "more".into(),
        },
    );
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::SummonExhausted { .. })));
}

/// "Summoned Creatures": its controller's Speed is the summon's, so a controller slowed below 0
/// exhausts it too.
#[test]
fn summoned_creatures_exhaustion_follows_the_controllers_speed() {
    let mut state = wolf_field((5, 0));
    let events = ok(
        &mut state,
        Command::Override {
            who: 0,
            hit_points: None,
            handicap: Some([0, 0, 11]),
            note: "frozen".into(),
        },
    );
    assert!(events.contains(&Event::SummonExhausted {
        who: 2,
        stat: Stat::Speed,
        value: -1
    }));
    assert!(!state.combatants[2].active());
}

/// "Summoned Creatures": "On the controller's turn, they can command their Summons": Mira moves
/// the wolf up to its Movement of 4; no further; and not another creature's summon, nor hers out
/// of her turn. Her next turn gives it its Movement again.
#[test]
fn summoned_creatures_move_on_their_controllers_turn() {
    let mut state = wolf_field((7, 3));
    let too_far = summon_move(&[(1, 1), (2, 1), (3, 1), (4, 1), (5, 1)]);
    assert_eq!(refused(&state, &too_far).rule.section, "Move");
    let events = ok(&mut state, summon_move(&[(1, 1), (2, 1)]));
    assert!(events.contains(&Event::Moved {
        who: 2,
        tiles: 2,
        to: Some(t(2, 1))
    }));
    assert_eq!(state.combatants[2].position, Some(t(2, 1)));
    assert_eq!(state.combatants[2].movement_left, 2);
    assert_eq!(state.combatants[0].movement_left, 5, "Mira's own Movement");
    ok(&mut state, summon_move(&[(3, 1), (4, 1)]));
    assert_eq!(
        refused(&state, &summon_move(&[(5, 1)])).rule.section,
        "Move"
    );
    ok(&mut state, Command::EndTurn);
    // Bran's turn: not Mira's, so she cannot command the wolf.
    turn_of(&mut state, 1);
    assert_eq!(
        refused(&state, &summon_move(&[(5, 1)])).rule.section,
        "Summoned Creatures"
    );
    ok(&mut state, Command::EndTurn);
    ok(
        &mut state,
        Command::EndRound {
            recover: vec![],
            discard: vec![],
        },
    );
    plan_all(&mut state);
    turn_of(&mut state, 0);
    assert_eq!(state.combatants[2].movement_left, 4);
}

/// "Summoned Creatures": "Commanding a Summon to Attack is a Primary Action for their
/// controller": the wolf attacks with its own Strike (Magic Strike 3 + 2 + nothing else), Mira's
/// Primary Action is spent, and she cannot then attack nor command another attack.
#[test]
fn summoned_creatures_commanding_an_attack_is_the_controllers_primary_action() {
    let mut state = wolf_field((1, 1));
    let events = ok(&mut state, summon_attack(1));
    assert!(events.contains(&Event::PrimaryAction { who: 0 }));
    let attacked = events
        .iter()
        .find_map(|e| match e {
            Event::Attacked {
                attacker, strike, ..
            } => Some((*attacker, strike.value)),
            _ => None,
        })
        .expect("an attack");
    assert_eq!(attacked, (2, 5));
    assert!(state.combatants[0].primary_used);
    assert_eq!(
        refused(&state, &summon_attack(1)).rule.section,
        "Basic Actions"
    );
    assert_eq!(
        refused(
            &state,
            &Command::Attack {
                target: 1,
                defend: true,
                riposte: false,
                defend_riposte: true,
                distance: None,
                upper_hand: false,
                follow_up: Vec::new(),
                target_perks: Vec::new(),
            }
        )
        .rule
        .section,
        "Basic Actions"
    );
}

/// "Summoned Creatures": Bran cannot command Mira's wolf, nor can anyone command a creature that
/// is not a summon.
#[test]
fn summoned_creatures_only_their_controller_commands_them() {
    let mut state = wolf_field((1, 1));
    ok(&mut state, Command::EndTurn);
    turn_of(&mut state, 1);
    let err = refused(&state, &summon_attack(0));
    assert_eq!(err.rule.section, "Summoned Creatures");
    assert!(err.message.contains("Mira"), "{}", err.message);
    let not_a_summon = Command::SummonAttack {
        summon: 0,
        target: 1,
        defend: true,
        riposte: false,
        defend_riposte: true,
        distance: None,
    };
    assert_eq!(
        refused(&state, &not_a_summon).rule.section,
        "Summoned Creatures"
    );
}

/// "Summoned Creatures": the Rodent's Movement is not printed. By default it moves 4 tiles;
/// under `from_speed` it moves as its controller would, half of Mira's Speed 10: 5 tiles.
#[test]
fn table_rule_summon_movement_from_speed() {
    let rodent_movement = |option: &str| {
        let mut state = wolf_field((5, 0));
        let mut choices = crate::table_rules::TableRuleChoices::default();
        choices.0.insert(
            crate::systems::fated_hand::table_rules::SUMMON_MOVEMENT
                .id
                .to_owned(),
            option.to_owned(),
        );
        state.rules = BattleRules::from_choices(&choices);
        state.combatants[0]
            .spells_cast
            .push("conjure_rodent".into());
        ok(
            &mut state,
            Command::Summon {
                summon: "rodent".into(),
                at: Some(t(1, 1)),
                dice: None,
            },
        );
        assert_eq!(state.combatants[3].name, "Rodent");
        stats::movement_in(&state, 3)
    };
    assert_eq!(rodent_movement("four"), 4);
    assert_eq!(rodent_movement("from_speed"), 5);
}

/// Mira's Defense and the Frost Golem's (combatant 3) after Mira summons it next to herself and
/// the GM then gives her 2 Defense Handicap, under `option` of `fated_hand.summon_whose_defense`.
fn golem_after_handicap(option: &str) -> ((i16, i16), (i16, i16)) {
    let mut state = wolf_field((5, 0));
    let mut choices = crate::table_rules::TableRuleChoices::default();
    choices.0.insert(
        crate::systems::fated_hand::table_rules::SUMMON_WHOSE_DEFENSE
            .id
            .to_owned(),
        option.to_owned(),
    );
    state.rules = BattleRules::from_choices(&choices);
    state.combatants[0].spells_cast.push("frost_golem".into());
    let main = state.combatants[0].main_arm;
    state.combatants[0].arms[main].defense = 5;
    ok(
        &mut state,
        Command::Summon {
            summon: "frost_golem".into(),
            at: Some(t(1, 1)),
            dice: None,
        },
    );
    assert_eq!(state.combatants[3].name, "Frost Golem");
    let before = (
        stats::value(&state.combatants[0], Stat::Defense),
        stats::value_in(&state, 3, Stat::Defense),
    );
    ok(
        &mut state,
        Command::Override {
            who: 0,
            hit_points: None,
            handicap: Some([0, 2, 0]),
            note: "Mira is knocked about".into(),
        },
    );
    let after = (
        stats::value(&state.combatants[0], Stat::Defense),
        stats::value_in(&state, 3, Stat::Defense),
    );
    (before, after)
}

/// "Frost Golem": "Defense = Defense + Defense/2", whose Defense unsaid; by default the caster's
/// as it stands. Mira's Defense 5 makes the golem's 5 + 2 = 7; when 2 Defense Handicap takes
/// hers to 3, the golem's falls to 3 + 1 = 4.
#[test]
fn summoned_creatures_frost_golems_defense_follows_its_casters() {
    let ((mira, golem), (mira_after, golem_after)) = golem_after_handicap("caster_current");
    assert_eq!((mira, golem), (5, 7));
    assert_eq!((mira_after, golem_after), (3, 4));
}

/// Under `caster_at_summoning` the golem keeps the Defense Mira's gave when it arrived: her 2
/// Defense Handicap leaves it at 7, where the default takes it to 4.
#[test]
fn table_rule_summon_whose_defense_caster_at_summoning() {
    let ((mira, golem), (mira_after, golem_after)) = golem_after_handicap("caster_at_summoning");
    assert_eq!((mira, golem), (5, 7));
    assert_eq!((mira_after, golem_after), (3, 7));
}

/// Mira summons the Young Bear (combatant 3) with a 3 entered for its die, then the round ends
/// and the next begins, under `option` of `fated_hand.summon_dice`. Returns the bear's Defense
/// when it arrived, the dice rolled again as the new round began, and its Defense then.
fn bear_across_a_round(option: &str) -> (i16, Vec<i16>, i16) {
    let mut state = wolf_field((5, 0));
    let mut choices = crate::table_rules::TableRuleChoices::default();
    choices.0.insert(
        crate::systems::fated_hand::table_rules::SUMMON_DICE
            .id
            .to_owned(),
        option.to_owned(),
    );
    state.rules = BattleRules::from_choices(&choices);
    state.combatants[0].spells_cast.push("young_bear".into());
    ok(
        &mut state,
        Command::Summon {
            summon: "young_bear".into(),
            at: Some(t(1, 1)),
            dice: Some(3),
        },
    );
    assert_eq!(state.combatants[3].name, "Young Bear");
    let arrived = stats::value_in(&state, 3, Stat::Defense);
    ok(&mut state, Command::EndTurn);
    turn_of(&mut state, 1);
    ok(&mut state, Command::EndTurn);
    let events = ok(
        &mut state,
        Command::EndRound {
            recover: vec![],
            discard: vec![],
        },
    );
    let rolled: Vec<i16> = events
        .iter()
        .filter_map(|e| match e {
            Event::SummonRerolled {
                who: 3,
                stat: Stat::Defense,
                rolled,
                ..
            } => Some(*rolled),
            _ => None,
        })
        .collect();
    (arrived, rolled, stats::value_in(&state, 3, Stat::Defense))
}

/// "Young Bear (Spell)": "Defense equal to 7 + 1d6". By default the die is rolled once, when the
/// bear arrives: a 3 makes its Defense 10 for the rest of the battle, the next round included.
#[test]
fn young_bear_rolls_its_die_when_summoned() {
    let (arrived, rolled, next_round) = bear_across_a_round("once_at_summoning");
    assert_eq!(arrived, 10);
    assert!(rolled.is_empty());
    assert_eq!(next_round, 10);
}

/// Under `each_round` the die is rolled again as every round begins: the new round's roll, not
/// the 3 it arrived with, sets the bear's Defense, and the log line says so.
#[test]
fn table_rule_summon_dice_each_round() {
    let (arrived, rolled, next_round) = bear_across_a_round("each_round");
    assert_eq!(arrived, 10);
    assert_eq!(rolled.len(), 1);
    assert!((1..=6).contains(&rolled[0]));
    assert_eq!(next_round, 7 + rolled[0]);
    // With this seed the new roll is not the 3 it arrived with: the Defense changed.
    assert_ne!(next_round, arrived);
}

/// Mira summons a Rodent (combatant 3) under `option` of `fated_hand.summon_defaults`; returns
/// the rulings the summoning asked of the GM and the Rodent's Hit Points.
fn rodent_summoned(option: &str) -> (Vec<String>, i8, BattleState) {
    let mut state = wolf_field((5, 0));
    let mut choices = crate::table_rules::TableRuleChoices::default();
    choices.0.insert(
        crate::systems::fated_hand::table_rules::SUMMON_DEFAULTS
            .id
            .to_owned(),
        option.to_owned(),
    );
    state.rules = BattleRules::from_choices(&choices);
    state.combatants[0]
        .spells_cast
        .push("conjure_rodent".into());
    let events = ok(
        &mut state,
        Command::Summon {
            summon: "rodent".into(),
            at: Some(t(1, 1)),
            dice: None,
        },
    );
    let rulings = events
        .iter()
        .filter_map(|e| match e {
            Event::RulingNeeded { source, effect, .. } => Some(format!("{source}: {effect}")),
            _ => None,
        })
        .collect();
    let hit_points = state.combatants[3].hit_points;
    (rulings, hit_points, state)
}

/// "Summoned Creatures" prints no Hit Points for any summon. By default a summon has 1, like
/// every creature, and the GM is asked for nothing.
#[test]
fn summoned_creatures_have_one_hit_point() {
    let (rulings, hit_points, _) = rodent_summoned("one_hp");
    assert!(rulings.is_empty(), "{rulings:?}");
    assert_eq!(hit_points, 1);
}

/// Under `gm_sets` the GM sets each summon's Hit Points: the Rodent arrives with 1 and a ruling
/// asks the GM for its number, which the GM gives with Adjudicate (here 3).
#[test]
fn table_rule_summon_defaults_gm_sets() {
    let (rulings, hit_points, mut state) = rodent_summoned("gm_sets");
    assert_eq!(hit_points, 1);
    assert_eq!(rulings.len(), 1);
    assert!(rulings[0].starts_with("conjure_rodent: give the Rodent its Hit Points"));
    ok(
        &mut state,
        Command::Adjudicate {
            who: 3,
            perk_or_spell: Some("conjure_rodent".into()),
            hit_points_change: 2,
            handicap_change: [0; 3],
            external: false,
            movement_change: 0,
            stealth_power_change: 0,
            hidden: None,
            move_to: None,
            note: "The GM gives the Rodent 3 Hit Points".into(),
        },
    );
    assert_eq!(state.combatants[3].hit_points, 3);
    assert!(state.combatants[3].active());
}
