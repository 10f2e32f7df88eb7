//! Berserk ("Perks List › Berserk"): "When you lose your last Hit Point, do not go down.
//! Instead, if you have not taken your turn this round, do so now. Then (unconditionally),
//! immediately take another bonus turn before falling unconscious. If the encounter ends during
//! this time, you regain 1 Hit Point."

use super::test_kit::{battle, brawler, ok, plan_all, turn_of};
use super::tests::strike_at;
use super::*;

const ASH: u8 = 0;
const BRAN: u8 = 1;

/// Ash (Strike 5, Speed 3) and Cai for the party; Bran (Berserk, 1 Hit Point, Speed 1) and Dov
/// for the foes. Everyone plans; the countdown begins.
fn melee() -> BattleState {
    let ash = brawler("Ash", Side::Party, 5, 0, 3);
    let mut bran = brawler("Bran", Side::Foes, 0, 0, 1);
    bran.perks = vec!["berserk".into()];
    let cai = brawler("Cai", Side::Party, 0, 0, 0);
    let dov = brawler("Dov", Side::Foes, 0, 0, 0);
    let mut state = battle(vec![ash, bran, cai, dov], None);
    plan_all(&mut state);
    state
}

fn rage_of(events: &[Event]) -> Option<(u8, bool)> {
    events.iter().find_map(|e| match e {
        Event::Berserk {
            who: BRAN,
            turns,
            interrupts,
        } => Some((*turns, *interrupts)),
        _ => None,
    })
}

fn began(events: &[Event], who: u8) -> bool {
    events
        .iter()
        .any(|e| matches!(e, Event::TurnBegan { who: w, .. } if *w == who))
}

fn fell(events: &[Event], who: u8) -> bool {
    events
        .iter()
        .any(|e| matches!(e, Event::Incapacitated { who: w } if *w == who))
}

fn actor(state: &BattleState) -> Option<u8> {
    match state.phase {
        Phase::Turn { actor, .. } => Some(actor),
        _ => None,
    }
}

#[test]
fn berserk_a_turn_still_due_is_taken_now_then_a_bonus_turn_then_the_fall() {
    let mut state = melee();
    turn_of(&mut state, ASH);
    let blow = ok(&mut state, strike_at(BRAN));
    assert_eq!(rage_of(&blow), Some((2, true)));
    assert!(!fell(&blow, BRAN), "Bran does not go down");
    assert!(began(&blow, BRAN), "its turn, now");
    assert_eq!(actor(&state), Some(BRAN));
    assert_eq!(state.combatants[1].hit_points, 0);
    let line = log::describe(
        &state,
        blow.iter()
            .find(|e| matches!(e, Event::Berserk { .. }))
            .unwrap(),
    );
    assert_eq!(
        line.rule.map(|r| r.section.to_string()).as_deref(),
        Some("Perks List › Berserk")
    );

    // At 0 Hit Points it still acts: it attacks Ash.
    let swing = ok(&mut state, strike_at(ASH));
    assert!(swing
        .iter()
        .any(|e| matches!(e, Event::Attacked { attacker: BRAN, .. })));
    let own = ok(&mut state, Command::EndTurn);
    assert!(began(&own, BRAN), "the bonus turn follows at once");
    assert!(!fell(&own, BRAN));
    assert!(state.combatants[1].acted, "its turn of the round is taken");

    let bonus = ok(&mut state, Command::EndTurn);
    assert!(fell(&bonus, BRAN), "then it falls");
    assert_eq!(
        actor(&state),
        Some(ASH),
        "Ash's turn resumes where it stopped"
    );
    assert!(state.combatants[0].primary_used, "Ash has still attacked");
    assert!(state.interrupted.is_empty());
}

#[test]
fn berserk_after_its_turn_only_the_bonus_turn() {
    let mut state = melee();
    turn_of(&mut state, BRAN);
    ok(&mut state, Command::EndTurn);
    turn_of(&mut state, ASH);
    let blow = ok(&mut state, strike_at(BRAN));
    assert_eq!(rage_of(&blow), Some((1, true)));
    let bonus = ok(&mut state, Command::EndTurn);
    assert!(fell(&bonus, BRAN));
    assert_eq!(actor(&state), Some(ASH));
}

#[test]
fn berserk_on_its_own_turn_the_bonus_turn_follows_it() {
    let mut state = melee();
    turn_of(&mut state, BRAN);
    // A hand-applied wound on Bran's own turn (a spell the GM resolves).
    let wound = ok(
        &mut state,
        Command::Adjudicate {
            who: BRAN,
            perk_or_spell: None,
            hit_points_change: -1,
            handicap_change: [0; 3],
            external: true,
            movement_change: 0,
            stealth_power_change: 0,
            hidden: None,
            move_to: None,
            note: "a burning brand".into(),
        },
    );
    assert_eq!(rage_of(&wound), Some((1, false)));
    assert_eq!(actor(&state), Some(BRAN), "its turn goes on");
    let own = ok(&mut state, Command::EndTurn);
    assert!(began(&own, BRAN) && !fell(&own, BRAN));
    let bonus = ok(&mut state, Command::EndTurn);
    assert!(fell(&bonus, BRAN));
    assert!(
        matches!(state.phase, Phase::Countdown { .. }),
        "nothing was cut short: the countdown goes on"
    );
}

#[test]
fn berserk_the_battle_ending_during_the_rage_leaves_one_hit_point() {
    let mut state = melee();
    turn_of(&mut state, ASH);
    ok(&mut state, strike_at(BRAN));
    let end = ok(
        &mut state,
        Command::EndBattle {
            outcome: Outcome::Declared,
        },
    );
    assert!(end
        .iter()
        .any(|e| matches!(e, Event::BerserkOutlasted { who: BRAN })));
    assert_eq!(state.combatants[1].hit_points, 1);
    assert!(state.combatants[1].active());
}

#[test]
fn berserk_the_last_foe_standing_keeps_the_battle_going_until_it_falls() {
    let ash = brawler("Ash", Side::Party, 5, 0, 3);
    let mut bran = brawler("Bran", Side::Foes, 0, 0, 1);
    bran.perks = vec!["berserk".into()];
    let mut state = battle(vec![ash, bran], None);
    plan_all(&mut state);
    turn_of(&mut state, ASH);
    let blow = ok(&mut state, strike_at(BRAN));
    assert!(
        !blow.iter().any(|e| matches!(e, Event::BattleEnded { .. })),
        "Bran still fights"
    );
    ok(&mut state, Command::EndTurn);
    let last = ok(&mut state, Command::EndTurn);
    assert!(fell(&last, BRAN));
    assert!(last.iter().any(|e| matches!(
        e,
        Event::BattleEnded {
            outcome: Outcome::PartyWon
        }
    )));
}

#[test]
fn berserk_a_gm_override_to_zero_is_a_ruling_and_the_creature_goes_down() {
    let mut state = melee();
    turn_of(&mut state, ASH);
    let ruled = ok(
        &mut state,
        Command::Override {
            who: BRAN,
            hit_points: Some(0),
            handicap: None,
            note: "slain outright".into(),
        },
    );
    assert!(fell(&ruled, BRAN));
    assert_eq!(rage_of(&ruled), None);
    // And a creature without the perk falls at once as ever.
    let mut plain = melee();
    plain.combatants[1].perks.clear();
    turn_of(&mut plain, ASH);
    let blow = ok(&mut plain, strike_at(BRAN));
    assert!(fell(&blow, BRAN) && rage_of(&blow).is_none());
    assert_eq!(actor(&plain), Some(ASH));
}

#[test]
fn berserk_held_through_the_wielded_arm_works_as_the_creatures_own() {
    let mut state = melee();
    state.combatants[1].perks.clear();
    state.combatants[1].arms[0].perks = vec!["berserk".into()];
    turn_of(&mut state, ASH);
    let blow = ok(&mut state, strike_at(BRAN));
    assert_eq!(rage_of(&blow), Some((2, true)));
    assert!(!fell(&blow, BRAN));
}
