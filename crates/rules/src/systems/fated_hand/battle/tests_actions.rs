//! "Haul", "Offhand Action", "Exclusive Perks" and the GM's hand-applied effects.

use super::test_kit::{at, battle, brawler, grid, ok, plan_all, refused, turn_of};
use super::tests::fists;
use super::*;

fn t(x: i16, y: i16) -> Tile {
    Tile { x, y }
}

/// Ash at (1,1) next to Bran (Incapacitated) at (2,1); Cato stands far off.
fn haul_field() -> BattleState {
    let mut bran = at(brawler("Bran", Side::Foes, 0, 0, 0), 2, 1);
    bran.hit_points = 0;
    let mut state = battle(
        vec![
            at(brawler("Ash", Side::Party, 0, 0, 4), 1, 1),
            bran,
            at(brawler("Cato", Side::Foes, 0, 0, 0), 5, 3),
        ],
        Some(grid(6, 4, &[(0, 0)])),
    );
    plan_all(&mut state);
    turn_of(&mut state, 0);
    state
}

fn haul(target: Option<u8>, to: Option<Tile>) -> Command {
    Command::Haul { target, to }
}

/// "Haul": an adjacent Incapacitated creature goes to another open tile next to the hauler,
/// for 1 Movement.
#[test]
fn haul_moves_an_incapacitated_creature_for_one_movement() {
    let mut state = haul_field();
    let movement = state.combatants[0].movement_left;
    assert_eq!(movement, 3, "Speed 4 + Balanced 1 = 5: Movement 3");
    ok(&mut state, haul(Some(1), Some(t(1, 2))));
    assert_eq!(state.combatants[1].position, Some(t(1, 2)));
    assert_eq!(state.combatants[0].movement_left, movement - 1);
    assert_eq!(
        state.combatants[0].moved, 0,
        "hauling is not moving oneself"
    );
    // An object: the GM's call, still 1 Movement.
    ok(&mut state, haul(None, None));
    assert_eq!(state.combatants[0].movement_left, movement - 2);
}

#[test]
fn haul_refusals() {
    let state = haul_field();
    for (command, needle) in [
        (haul(Some(2), Some(t(1, 2))), "standing"),
        (haul(Some(0), Some(t(1, 2))), "itself"),
        (haul(Some(1), Some(t(3, 1))), "not another tile adjacent"),
        (haul(Some(1), Some(t(2, 1))), "not another tile adjacent"),
        (haul(Some(1), Some(t(0, 0))), "not an open tile"),
        (haul(Some(1), None), "which tile"),
    ] {
        let err = refused(&state, &command);
        assert_eq!(err.rule.section, "Haul");
        assert!(err.message.contains(needle), "{needle}: {}", err.message);
    }
    let mut tired = state.clone();
    tired.combatants[0].movement_left = 0;
    assert!(refused(&tired, &haul(None, None))
        .message
        .contains("no Movement"));
}

/// Ash holds a Sword (Strike 4, Defense 0) in the main hand and a Shield (Strike 0, Defense 5)
/// in the offhand; Bran attacks with Strike 4.
fn sword_and_shield() -> BattleState {
    let sword = ArmProfile {
        name: "Sword".into(),
        ..fists(4, 0, 1)
    };
    let shield = ArmProfile {
        name: "Shield".into(),
        ..fists(0, 5, 1)
    };
    let mut ash = brawler("Ash", Side::Party, 0, 0, 0);
    ash.arms = vec![sword, shield];
    ash.offhand_arm = Some(1);
    ash.hit_points = 3;
    let mut bran = brawler("Bran", Side::Foes, 4, 0, 9);
    bran.hit_points = 3;
    battle(vec![ash, bran], None)
}

fn plan_with_offhand(state: &mut BattleState) {
    ok(
        state,
        Command::Plan {
            who: 0,
            stance: Stance::Balanced,
            main_arm: 0,
            offhand_arm: Some(1),
            cards: ["AS", "AH", "AD"].map(|c| CardPlay::Entered(tests::card(c))),
        },
    );
    plan_all(state);
}

/// "Offhand Action": once a round, for one action, the Offhand Arm counts as the Main Arm: Ash
/// Defends with the Shield (Defense 5), then his next Defend is with the Sword again.
#[test]
fn offhand_action_defends_with_the_shield_once_a_round() {
    let mut state = sword_and_shield();
    plan_with_offhand(&mut state);
    turn_of(&mut state, 1);
    ok(&mut state, Command::OffhandAction { who: 0 });
    let events = ok(&mut state, tests::strike_at(0));
    assert_eq!(tests::attack_outcome(&events), (4, Some(5), false, false));
    assert!(!state.combatants[0].offhand_ready, "spent on the Defend");
    let err = refused(&state, &Command::OffhandAction { who: 0 });
    assert_eq!(err.rule.section, "Offhand Action");
    assert!(err.message.contains("already taken its Offhand Action"));
    // Next round it is back.
    ok(&mut state, Command::EndTurn);
    turn_of(&mut state, 0);
    ok(&mut state, Command::EndTurn);
    ok(
        &mut state,
        Command::EndRound {
            recover: vec![],
            discard: vec![],
        },
    );
    assert!(!state.combatants[0].offhand_used);
}

/// "Offhand Action": it lends an arm for one action; it is not a second Primary Action.
#[test]
fn offhand_action_is_not_a_second_primary_action() {
    let mut state = sword_and_shield();
    plan_with_offhand(&mut state);
    turn_of(&mut state, 1);
    ok(&mut state, Command::EndTurn);
    turn_of(&mut state, 0);
    ok(&mut state, tests::strike_at(1));
    ok(&mut state, Command::OffhandAction { who: 0 });
    let err = refused(&state, &tests::strike_at(1));
    assert_eq!(err.rule.section, "Offhand Action");
    assert!(err.message.contains("not a second Primary Action"));

    // Without an Offhand Arm there is nothing to declare.
    let mut bare = sword_and_shield();
    plan_all(&mut bare);
    turn_of(&mut bare, 1);
    assert!(refused(&bare, &Command::OffhandAction { who: 0 })
        .message
        .contains("no Offhand Arm"));
}

/// "Offhand Action": attacking with the offhand weapon uses its Strike.
#[test]
fn offhand_attack_uses_the_offhand_strike() {
    let mut state = sword_and_shield();
    state.combatants[0].arms.swap(0, 1); // Shield in the main hand, Sword in the offhand.
    state.combatants[0].arms[1].name = "Sword".into();
    plan_with_offhand(&mut state);
    turn_of(&mut state, 1);
    ok(&mut state, Command::EndTurn);
    turn_of(&mut state, 0);
    ok(&mut state, Command::OffhandAction { who: 0 });
    let events = ok(&mut state, tests::strike_at(1));
    assert_eq!(tests::attack_outcome(&events).0, 4, "the Sword's Strike");
    let strike = events
        .iter()
        .find_map(|e| match e {
            Event::Attacked { strike, .. } => Some(strike.clone()),
            _ => None,
        })
        .expect("attack");
    assert_eq!(strike.terms[0].rule.section, "Offhand Action");
}

fn adjudicate(who: u8, hp: i8, handicap: [i8; 3], source: Option<&str>, note: &str) -> Command {
    Command::Adjudicate {
        who,
        perk_or_spell: source.map(str::to_owned),
        hit_points_change: hp,
        handicap_change: handicap,
        external: true,
        movement_change: 0,
        stealth_power_change: 0,
        hidden: None,
        move_to: None,
        note: note.into(),
    }
}

/// The GM applies a spell's effect by hand; the log keeps the note and cites the rule.
#[test]
fn adjudicated_effects_are_applied_and_logged() {
    let mut state = sword_and_shield();
    let command = adjudicate(
        1,
        -1,
        [2, 0, 0],
        Some("numbfingers"),
        "Numbfingers from Ash",
    );
    let before = state.clone();
    let events = ok(&mut state, command);
    assert_eq!(state.combatants[1].hit_points, 2);
    assert_eq!(state.combatants[1].handicap, [2, 0, 0]);
    assert!(state.combatants[1].external_handicap);
    let line = log::describe(&before, &events[0]);
    let rule = line.rule.expect("every Fated Hand line cites its rule");
    assert_eq!(rule.section, "Casting Spells");
    // Labelled by stat, with the sign the GM typed: +2 is "2 … Handicap taken".
    assert_eq!(
        line.text,
        "GM ruling on Bran (Numbfingers): Hit Points now 2, 2 Strike Handicap taken — \
         Numbfingers from Ash"
    );
    let before = state.clone();
    let events = ok(&mut state, adjudicate(1, 0, [-1, 0, 0], None, "Rinsed"));
    assert_eq!(state.combatants[1].handicap, [1, 0, 0]);
    assert_eq!(
        log::describe(&before, &events[0]).text,
        "GM ruling on Bran: Hit Points now 2, 1 Strike Handicap cleansed — Rinsed"
    );

    // Down to 0 Hit Points: Incapacitated, and the battle ends.
    let events = ok(
        &mut state,
        adjudicate(1, -2, [0; 3], None, "Crushed by the portcullis"),
    );
    assert!(events.contains(&Event::Incapacitated { who: 1 }));
    assert!(matches!(state.phase, Phase::Ended { .. }));
}

#[test]
fn adjudication_refusals() {
    let state = sword_and_shield();
    assert!(refused(&state, &adjudicate(1, 0, [0; 3], None, "  "))
        .message
        .contains("note"));
    assert!(refused(
        &state,
        &adjudicate(1, 0, [0; 3], Some("no_such_thing"), "x")
    )
    .message
    .contains("neither a perk nor a spell"));
    let err = refused(&state, &adjudicate(1, 0, [-1, 0, 0], None, "cleanse"));
    assert_eq!(err.rule.section, "Handicap");
    assert_eq!(
        refused(&state, &adjudicate(1, -4, [0; 3], None, "x"))
            .rule
            .section,
        "Hit Points"
    );
}

/// Table rule `fated_hand.technique_tag`: a "(Technique)" perk (Glint of Gold) counts as
/// Exclusive by default, and does not when the campaign treats the tag as flavour.
#[test]
fn table_rule_technique_tag_no_effect() {
    let mut state = sword_and_shield();
    state.combatants[0].perks = vec!["chokehold".into(), "tactical_command".into()];
    plan_all(&mut state);
    turn_of(&mut state, 1);
    ok(&mut state, Command::EndTurn);
    turn_of(&mut state, 0);
    let use_perk = |perk: &str| Command::UsePerk {
        who: 0,
        perk: perk.into(),
        note: String::new(),
    };
    ok(&mut state, use_perk("chokehold"));
    let mut flavour = state.clone();
    flavour.rules.technique_tag = TechniqueTag::NoEffect;
    let err = refused(&state, &use_perk("tactical_command"));
    assert_eq!(err.rule.section, "Exclusive Perks");
    let events = ok(&mut flavour, use_perk("tactical_command"));
    assert!(events.iter().any(|e| matches!(
        e,
        Event::PerkUsed {
            exclusive: false,
            ..
        }
    )));
}

/// "Exclusive Perks": one Exclusive Perk per action; another may come with the next action.
#[test]
fn only_one_exclusive_perk_per_action() {
    let mut state = sword_and_shield();
    state.combatants[0].perks = vec!["chokehold".into(), "blade_lock".into(), "skirmish".into()];
    plan_all(&mut state);
    turn_of(&mut state, 1);
    ok(&mut state, Command::EndTurn);
    turn_of(&mut state, 0);
    let use_perk = |perk: &str| Command::UsePerk {
        who: 0,
        perk: perk.into(),
        note: String::new(),
    };
    let events = ok(&mut state, use_perk("chokehold"));
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::RulingNeeded { source, .. } if source == "chokehold")));
    let err = refused(&state, &use_perk("blade_lock"));
    assert_eq!(err.rule.section, "Exclusive Perks");
    ok(&mut state, use_perk("skirmish"));
    // The action happens; the next one may carry another Exclusive Perk.
    ok(&mut state, tests::strike_at(1));
    ok(&mut state, use_perk("blade_lock"));
    // Perks it lacks, or that do not exist, are refused.
    assert_eq!(
        refused(&state, &use_perk("berserk")).rule.section,
        "Perks List"
    );
    assert_eq!(
        refused(&state, &use_perk("nope")).rule.section,
        "Perks List"
    );
}
