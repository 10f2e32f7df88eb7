//! "Retreat": the quorum, the three conditions, the foes' Ripostes and what a failure blocks.

use super::retreat::quorum;
use super::test_kit::{battle, brawler, ok, plan_all, refused, turn_of};
use super::*;

/// Ash, Cole and Dara (party) against Bran; every party member has Speed above Bran's.
fn three_against_one(foe_strike: i16) -> BattleState {
    battle(
        vec![
            brawler("Ash", Side::Party, 0, 2, 8),
            brawler("Cole", Side::Party, 0, 2, 7),
            brawler("Dara", Side::Party, 0, 2, 6),
            brawler("Bran", Side::Foes, foe_strike, 0, 1),
        ],
        None,
    )
}

fn retreat(agree: &[u8], ripostes: &[(u8, u8)]) -> Command {
    Command::Retreat {
        agree: agree.to_vec(),
        ripostes: ripostes
            .iter()
            .map(|&(riposter, target)| RetreatRiposte {
                riposter,
                target,
                defend: true,
                distance: None,
            })
            .collect(),
    }
}

/// Every party member takes (and ends) its turn.
fn party_has_acted(state: &mut BattleState) {
    plan_all(state);
    for who in 0..3 {
        turn_of(state, who);
        ok(state, Command::EndTurn);
    }
}

/// "Retreat": half of the active party members, rounded up, must agree (digest DV-14: 5 → 3).
#[test]
fn retreat_quorum_is_half_rounded_up() {
    assert_eq!(quorum(5), 3);
    assert_eq!(quorum(4), 2);
    assert_eq!(quorum(3), 2);
    assert_eq!(quorum(1), 1);
}

#[test]
fn retreat_without_successful_ripostes_ends_the_battle() {
    let mut state = three_against_one(0);
    party_has_acted(&mut state);
    let err = refused(&state, &retreat(&[0], &[]));
    assert_eq!(err.rule.section, "Retreat");
    assert!(
        err.message.contains("half, rounded up, is 2"),
        "{}",
        err.message
    );
    // Bran (Strike 0 + 2 for a melee Riposte) against Ash's Defense 2: 2 < 4, no success.
    let events = ok(&mut state, retreat(&[0, 2], &[(3, 0)]));
    assert!(events.contains(&Event::RetreatResolved { success: true }));
    assert_eq!(
        state.phase,
        Phase::Ended {
            outcome: Outcome::Retreat
        }
    );
}

#[test]
fn retreat_conditions_are_checked() {
    // In the Planning Phase nobody has started a turn.
    let mut state = three_against_one(0);
    assert_eq!(
        refused(&state, &retreat(&[0, 1], &[])).rule.section,
        "Retreat"
    );

    // Dara has not started her turn yet; during her own turn she has.
    plan_all(&mut state);
    for who in 0..2 {
        turn_of(&mut state, who);
        ok(&mut state, Command::EndTurn);
    }
    let err = refused(&state, &retreat(&[0, 1], &[]));
    assert!(
        err.message.contains("Dara has not started"),
        "{}",
        err.message
    );
    turn_of(&mut state, 2);
    let mut during = state.clone();
    ok(&mut during, retreat(&[0, 1], &[]));
    assert!(matches!(during.phase, Phase::Ended { .. }));

    // An Engaged party member forbids it.
    let mut engaged = state.clone();
    ok(&mut engaged, tests::strike_at(3));
    let err = refused(&engaged, &retreat(&[0, 1], &[]));
    assert!(err.message.contains("Engaged"), "{}", err.message);

    // Only active party members have a say; a foe cannot riposte twice or riposte a foe.
    assert_eq!(
        refused(&state, &retreat(&[0, 3], &[])).rule.section,
        "Retreat"
    );
    let twice = retreat(&[0, 1], &[(3, 0), (3, 1)]);
    assert!(refused(&state, &twice).message.contains("already riposted"));
    assert_eq!(
        refused(&state, &retreat(&[0, 1], &[(0, 1)])).rule.section,
        "Retreat"
    );
}

#[test]
fn a_successful_riposte_fails_the_retreat_until_someone_acts() {
    // Bran: Strike 2 + 2 (melee Riposte) = 4 against Ash's Defense 2: 4 ≥ 4, success.
    let mut state = three_against_one(2);
    party_has_acted(&mut state);
    let events = ok(&mut state, retreat(&[0, 1], &[(3, 0)]));
    assert!(events.contains(&Event::RetreatResolved { success: false }));
    assert_eq!(
        state.combatants[0].handicap,
        [1, 1, 1],
        "the Riposte's own effect"
    );
    assert!(state.retreat_blocked);
    assert!(matches!(state.phase, Phase::Countdown { .. }));
    let err = refused(&state, &retreat(&[0, 1], &[]));
    assert!(
        err.message.contains("last Retreat failed"),
        "{}",
        err.message
    );
    // Bran takes an action (a move); the party may try again.
    turn_of(&mut state, 3);
    ok(
        &mut state,
        Command::Advance {
            tiles: 1,
            disengage: false,
        },
    );
    assert!(!state.retreat_blocked);
    ok(&mut state, retreat(&[0, 1], &[]));
    assert_eq!(
        state.phase,
        Phase::Ended {
            outcome: Outcome::Retreat
        }
    );
}

/// Later Ripostes meet the party member as the earlier ones left it (Handicap lowers Defense).
#[test]
fn retreat_ripostes_resolve_in_order() {
    let mut state = battle(
        vec![
            brawler("Ash", Side::Party, 0, 3, 8),
            brawler("Bran", Side::Foes, 0, 0, 1),
            brawler("Cato", Side::Foes, 0, 0, 1),
        ],
        None,
    );
    plan_all(&mut state);
    turn_of(&mut state, 0);
    ok(&mut state, Command::EndTurn);
    state.combatants[1].arms[0].strike = 2;
    state.combatants[2].arms[0].strike = 1;
    // Bran: 2 + 2 = 4 vs Defense 3: no. Cato: 1 + 2 = 3 vs 3: no. Both fail; Retreat succeeds.
    let events = ok(&mut state, retreat(&[0], &[(1, 0), (2, 0)]));
    assert!(events.contains(&Event::RetreatResolved { success: true }));
}

/// Table rule `fated_hand.retreat_quorum`: by default only standing members count; with
/// `all_members` a fallen member still counts toward the half, though only the standing agree.
#[test]
fn table_rule_retreat_quorum_all_members() {
    let mut upright = three_against_one(0);
    party_has_acted(&mut upright);
    upright.combatants[2].incapacitated = true;
    let mut all = upright.clone();
    all.rules.retreat_quorum = RetreatQuorum::AllMembers;

    // Two standing members: one of them is half.
    let events = ok(&mut upright, retreat(&[0], &[]));
    assert!(events.contains(&Event::RetreatResolved { success: true }));
    // Three members counted: half, rounded up, is two.
    let err = refused(&all, &retreat(&[0], &[]));
    assert!(err.message.contains("is 2"), "{}", err.message);
    let err = refused(&all, &retreat(&[0, 2], &[]));
    assert_eq!(err.rule.section, "Retreat", "a fallen member cannot agree");
    let events = ok(&mut all, retreat(&[0, 1], &[]));
    assert!(events.contains(&Event::RetreatResolved { success: true }));
}
