//! Issue #19 for the table rules that settle how a single perk reads (Narrow Flank's wall, a
//! Feint called off, Press Forward's collisions…): the perk played by the engine, and each
//! non-default option against the default in play. Named `table_rule_<name>_<option>`.

use super::perks::PerkRules;
use super::test_kit::{at, battle, brawler, grid, ok, plan_all, refused, turn_of};
use super::tests::{attack_outcome, strike_at};
use super::tests_perks::{at_ash_turn, attack, defense_of, duel, perk_term, use_perk};
use super::*;
use crate::encounter::Battle;
use crate::systems::fated_hand::model::Stat;
use crate::systems::fated_hand::table_rules::{
    ATTACK_HANDICAP_IS_STRIKE, FAILS_TO_RIPOSTE, FEINT_CANCEL, NARROW_FLANK_GEOMETRY,
    PRESS_FORWARD_COLLISION,
};
use crate::table_rules::{TableRule, TableRuleChoices};

fn under(rule: &TableRule, option: &str) -> TableRuleChoices {
    let mut choices = TableRuleChoices::default();
    choices.0.insert(rule.id.to_owned(), option.to_owned());
    choices
}

/// John (Party, with Narrow Flank) on `john` and Gabe (Foes) on `gabe`, on a 5×4 grid walled
/// along its top row; Gabe attacks John. The Defense term Narrow Flank adds, if any.
fn narrow_flank(john: (i16, i16), gabe: (i16, i16), choices: &TableRuleChoices) -> Option<i32> {
    let mut j = at(brawler("John", Side::Party, 0, 1, 2), john.0, john.1);
    j.perks = vec!["narrow_flank".into()];
    j.hit_points = 3;
    let g = at(brawler("Gabe", Side::Foes, 4, 0, 2), gabe.0, gabe.1);
    let wall: Vec<(i16, i16)> = (0..5).map(|x| (x, 0)).collect();
    let mut state = battle(vec![j, g], Some(grid(5, 4, &wall)));
    state.rules.perks = PerkRules::from_choices(choices);
    plan_all(&mut state);
    turn_of(&mut state, 1);
    let events = attack(&mut state, strike_at(0));
    perk_term(defense_of(&events), "Narrow Flank").map(|t| t.1)
}

/// "Perks List › Narrow Flank (A)": "John and Gabe stand against a wall and are fighting
/// eachother. Gabe attacks John and since John and Gabe are next to a wall, John gains +2
/// defense." Side by side along the wall, John gains +2 Defense; away from it, nothing.
#[test]
fn narrow_flank_john_and_gabe_against_one_wall() {
    let book = TableRuleChoices::default();
    assert_eq!(narrow_flank((1, 1), (2, 1), &book), Some(2));
    assert_eq!(narrow_flank((1, 2), (2, 2), &book), None, "off the wall");
    // Only John against the wall (Gabe in front of him): not the same wall.
    assert_eq!(narrow_flank((2, 1), (2, 2), &book), None);
}

/// Under `in_line`, John gains +2 Defense when Gabe, John and a wall tile lie on one straight
/// line, the wall right behind John: with his back to the wall and Gabe in front, where the
/// book's example gives nothing; and not in the example's own place, side by side along the
/// wall, where the line through them runs along it.
#[test]
fn table_rule_narrow_flank_geometry_in_line() {
    let in_line = under(&NARROW_FLANK_GEOMETRY, "in_line");
    let book = TableRuleChoices::default();
    assert_eq!(narrow_flank((2, 1), (2, 2), &book), None);
    assert_eq!(narrow_flank((2, 1), (2, 2), &in_line), Some(2));
    // Diagonally too: Gabe at (3, 2), John at (2, 1), the wall at (1, 0).
    assert_eq!(narrow_flank((2, 1), (3, 2), &in_line), Some(2));
    assert_eq!(narrow_flank((1, 1), (2, 1), &book), Some(2));
    assert_eq!(narrow_flank((1, 1), (2, 1), &in_line), None);
}

/// Ash (with Feint) at its turn against Bran, under `choices`.
fn feinting(choices: &TableRuleChoices) -> BattleState {
    let mut state = duel((3, 0, 2), &["feint"], (0, 0, 1));
    state.rules.perks = PerkRules::from_choices(choices);
    at_ash_turn(state)
}

fn feint_command() -> Command {
    Command::UsePerk {
        who: 0,
        perk: "feint".into(),
        note: String::new(),
    }
}

/// "Perks List › Feint (E)(A)": "Once per turn, when you attack in melee, reveal the cards and
/// Stats of your opponent. You may choose to cancel your attack". Ash calls its attack off with
/// Feint; the perk is spent for the turn (a second Feint is refused), and by default the attack
/// called off cost nothing: Ash attacks after all.
#[test]
fn feint_calls_the_attack_off_once_per_turn() {
    let mut state = feinting(&TableRuleChoices::default());
    let events = use_perk(&mut state, 0, "feint");
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::PrimaryAction { .. })),
        "{events:?}"
    );
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::RulingNeeded { .. })),
        "the engine carries the call-off: {events:?}"
    );
    let again = refused(&state, &feint_command());
    assert!(again.message.contains("once per turn"), "{}", again.message);
    let events = attack(&mut state, strike_at(1));
    assert!(
        attack_outcome(&events).2,
        "Ash's Strike 3 against Defense 0"
    );
    // After its attack, there is no attack left to call off.
    let mut state = feinting(&TableRuleChoices::default());
    attack(&mut state, strike_at(1));
    assert!(refused(&state, &feint_command())
        .message
        .contains("Primary Action"));
}

/// Under `action_spent`, the attack Ash calls off with Feint still uses its Primary Action: the
/// Feint spends it, and Ash cannot attack this turn, where by default it can.
#[test]
fn table_rule_feint_cancel_action_spent() {
    let mut state = feinting(&TableRuleChoices::default());
    ok(&mut state, feint_command());
    attack(&mut state, strike_at(1));

    let mut state = feinting(&under(&FEINT_CANCEL, "action_spent"));
    let events = ok(&mut state, feint_command());
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::PrimaryAction { who: 0 })));
    let refusal = refused(&state, &strike_at(1));
    assert!(
        refusal.message.contains("Primary Action"),
        "{}",
        refusal.message
    );
}

/// The log lines of `events`, each described against the state just before it.
fn logged(before: &BattleState, events: &[Event]) -> String {
    let mut state = before.clone();
    let mut lines = Vec::new();
    for event in events {
        if let Some(line) = FatedHandBattle::describe(&state, event, 0) {
            lines.push(line.text);
        }
        FatedHandBattle::evolve(&mut state, event);
    }
    lines.join("\n")
}

/// Ash, Speed 8, nets Bran (Speed 6, Defense 0) with an Entangling arm under `choices`, then
/// both end their turns and the round ends. Bran's Speed and Handicap during the round, its
/// Handicap and malus after it, and the log of the round's end.
fn netted(choices: &TableRuleChoices) -> (i16, [u8; 3], [u8; 3], [u8; 3], String) {
    let mut a = brawler("Ash", Side::Party, 4, 0, 8);
    a.arms[0].name = "Net".into();
    a.arms[0].perks = vec!["entangling".into()];
    let mut b = brawler("Bran", Side::Foes, 0, 0, 6);
    b.hit_points = 3;
    let mut state = battle(vec![a, b], None);
    state.rules.perks = PerkRules::from_choices(choices);
    let mut state = at_ash_turn(state);
    let events = attack(&mut state, strike_at(1));
    assert!(attack_outcome(&events).2, "Strike 4 against Defense 0");
    assert_eq!(state.combatants[1].hit_points, 3, "the net deals no Hit");
    let speed = stats::value(&state.combatants[1], Stat::Speed);
    let during = state.combatants[1].handicap;
    ok(&mut state, Command::EndTurn);
    turn_of(&mut state, 1);
    ok(&mut state, Command::EndTurn);
    let end = Command::EndRound {
        recover: vec![],
        discard: vec![],
    };
    let before = state.clone();
    let events = ok(&mut state, end);
    let log = logged(&before, &events);
    (
        speed,
        during,
        state.combatants[1].handicap,
        state.combatants[1].malus,
        log,
    )
}

/// "Perks List › Entangling": "A target that is hit by this weapon takes 1 Strike, 1 Defense,
/// and 5 speed malus." By default a malus is Handicap: Bran keeps 1 Strike, 1 Defense and 5
/// Speed Handicap past the round (no Recovery: it came from Ash). Under `round_penalty` it is a
/// penalty apart from Handicap that weighs as much while the round lasts and lapses as it ends.
#[test]
fn table_rule_attack_handicap_is_strike_round_penalty() {
    let (speed, during, after, malus, _) = netted(&TableRuleChoices::default());
    assert_eq!(speed, 2, "Speed 6, +1 Balanced, less 5");
    assert_eq!(during, [1, 1, 5]);
    assert_eq!(after, [1, 1, 5], "Handicap stays until cleansed");
    assert_eq!(malus, [0; 3]);

    let (speed, during, after, malus, log) =
        netted(&under(&ATTACK_HANDICAP_IS_STRIKE, "round_penalty"));
    assert_eq!(
        speed, 2,
        "the malus weighs like Handicap while the round lasts"
    );
    assert_eq!(during, [0; 3], "a malus is not Handicap");
    assert_eq!(after, [0; 3]);
    assert_eq!(malus, [0; 3], "the malus lapsed with the round");
    assert!(
        log.contains("the malus on Bran lapses (table rule: Attack Handicap and malus)"),
        "{log}"
    );
}

/// Under `round_penalty` the malus is explained as its own term, citing Entangling, and the
/// log line names it.
#[test]
fn a_malus_is_explained_and_logged_with_entangling() {
    let mut a = brawler("Ash", Side::Party, 4, 0, 8);
    a.arms[0].perks = vec!["entangling".into()];
    let mut b = brawler("Bran", Side::Foes, 0, 0, 6);
    b.hit_points = 3;
    let mut state = battle(vec![a, b], None);
    state.rules.perks =
        PerkRules::from_choices(&under(&ATTACK_HANDICAP_IS_STRIKE, "round_penalty"));
    let mut state = at_ash_turn(state);
    let before = state.clone();
    let events = attack(&mut state, strike_at(1));
    let log = logged(&before, &events);
    assert!(
        log.contains(
            "Bran takes a malus that lapses at the end of the round: 1 Strike, 1 Defense, 5 Speed \
             (table rule: Attack Handicap and malus)"
        ),
        "{log}"
    );
    let speed = stats::explain(&state.combatants[1], Stat::Speed);
    assert_eq!(speed.value, 2);
    let term = speed
        .terms
        .iter()
        .find(|t| t.label.starts_with("Malus"))
        .expect("a malus term");
    assert_eq!(term.value, -5);
    assert_eq!(term.rule.section, "Perks List › Entangling");
}

/// Ash (Party, Press Forward) on (1, 1) attacks Bran (Foes) on (2, 1) on a 6×3 grid, with
/// Cara (Foes) on `cara` if any and walls on `walls`, having declared Press Forward. Ash's and
/// Bran's (Strike, Defense); Bran ripostes when `riposte` and its Defense allows. The state
/// after, the events and their log.
fn pressing(
    (ash, bran): ((i16, i16), (i16, i16)),
    cara: Option<(i16, i16)>,
    walls: &[(i16, i16)],
    riposte: bool,
    choices: &TableRuleChoices,
) -> (BattleState, Vec<Event>, String) {
    let mut a = at(brawler("Ash", Side::Party, ash.0, ash.1, 4), 1, 1);
    a.perks = vec!["press_forward".into()];
    let mut b = at(brawler("Bran", Side::Foes, bran.0, bran.1, 2), 2, 1);
    b.hit_points = 3;
    let mut fighters = vec![a, b];
    if let Some((x, y)) = cara {
        fighters.push(at(brawler("Cara", Side::Foes, 0, 0, 1), x, y));
    }
    let mut state = battle(fighters, Some(grid(6, 3, walls)));
    state.rules.perks = PerkRules::from_choices(choices);
    let mut state = at_ash_turn(state);
    let before = state.clone();
    let mut events = ok(
        &mut state,
        Command::UsePerk {
            who: 0,
            perk: "press_forward".into(),
            note: String::new(),
        },
    );
    let command = if riposte {
        super::tests::strike_and_riposte(1)
    } else {
        strike_at(1)
    };
    events.extend(ok(&mut state, command));
    let log = logged(&before, &events);
    (state, events, log)
}

fn bran_at(state: &BattleState) -> Option<Tile> {
    state.combatants[1].position
}

/// "Perks List › Press Forward (E)(A)": Ash's attack lands (Strike 4 against Defense 0), Bran
/// takes no Riposte: Bran is shoved one tile away, to (3, 1), and Ash may follow into (2, 1),
/// keeping the distance. Against a wall Bran stays put and suffers 2 Strike and 2 Defense
/// Handicap.
#[test]
fn press_forward_shoves_the_foe_one_tile_and_ash_may_follow() {
    let book = TableRuleChoices::default();
    let (mut state, events, log) = pressing(((4, 0), (0, 0)), None, &[], false, &book);
    assert_eq!(bran_at(&state), Some(Tile { x: 3, y: 1 }));
    assert_eq!(state.combatants[1].handicap, [0; 3]);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::RulingNeeded { .. })),
        "{events:?}"
    );
    assert!(
        log.contains(
            "Press Forward (Ash): Bran failed to Riposte and is shoved 1 square away, to (3, 1)."
        ),
        "{log}"
    );
    assert!(log.contains("Ash may follow Bran into (2, 1)"), "{log}");
    ok(
        &mut state,
        Command::TakePerkOffer {
            who: 0,
            perk: "press_forward".into(),
            target: None,
            defend: true,
            distance: None,
        },
    );
    assert_eq!(state.combatants[0].position, Some(Tile { x: 2, y: 1 }));

    let (state, _, log) = pressing(((4, 0), (0, 0)), None, &[(3, 1)], false, &book);
    assert!(
        log.contains("shoved against a wall, and stays put"),
        "{log}"
    );
    assert_eq!(
        bran_at(&state),
        Some(Tile { x: 2, y: 1 }),
        "the wall stops it"
    );
    assert_eq!(state.combatants[1].handicap, [2, 2, 0]);
    assert!(state.reactions.offers.is_empty(), "nowhere to follow");
}

/// Under `no_riposte_taken`, Press Forward waits for a foe that takes no Riposte at all. Bran
/// (Defense 5 against Ash's Strike 0) ripostes, and its Riposte (Strike 0 + 2) fails against
/// Ash's Defense 10: by default Bran has failed to Riposte and is shoved; under the option it
/// riposted, and stays.
#[test]
fn table_rule_fails_to_riposte_no_riposte_taken() {
    let fighters = ((0, 10), (0, 5));
    let (state, events, _) = pressing(fighters, None, &[], true, &TableRuleChoices::default());
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Attacked {
            attacker: 1,
            riposte: true,
            success: false,
            ..
        }
    )));
    assert_eq!(bran_at(&state), Some(Tile { x: 3, y: 1 }));

    let option = under(&FAILS_TO_RIPOSTE, "no_riposte_taken");
    let (state, _, _) = pressing(fighters, None, &[], true, &option);
    assert_eq!(bran_at(&state), Some(Tile { x: 2, y: 1 }));
    // Without a Riposte, both readings shove.
    let (state, _, _) = pressing(fighters, None, &[], false, &option);
    assert_eq!(bran_at(&state), Some(Tile { x: 3, y: 1 }));
}

/// "If they would move into another creature, the creature behind them suffers the same." Bran
/// is shoved into Cara on (3, 1): Cara takes 2 Strike and 2 Defense Handicap, and by default so
/// does Bran; under `behind_only` Bran takes nothing from the collision.
#[test]
fn table_rule_press_forward_collision_behind_only() {
    let fighters = ((4, 0), (0, 0));
    let (state, _, log) = pressing(
        fighters,
        Some((3, 1)),
        &[],
        false,
        &TableRuleChoices::default(),
    );
    assert_eq!(bran_at(&state), Some(Tile { x: 2, y: 1 }));
    assert_eq!(state.combatants[2].handicap, [2, 2, 0]);
    assert_eq!(state.combatants[1].handicap, [2, 2, 0]);
    assert!(
        log.contains("shoved into Cara, and stays put; Cara and Bran take the blow"),
        "{log}"
    );

    let option = under(&PRESS_FORWARD_COLLISION, "behind_only");
    let (state, _, _) = pressing(fighters, Some((3, 1)), &[], false, &option);
    assert_eq!(bran_at(&state), Some(Tile { x: 2, y: 1 }));
    assert_eq!(state.combatants[2].handicap, [2, 2, 0]);
    assert_eq!(state.combatants[1].handicap, [0; 3]);
}
