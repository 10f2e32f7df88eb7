//! "Line of Sight" on the grid, and the ranged numbers of "Effective Range" (high ground).

use super::sight::line_of_sight;
use super::test_kit::{at, battle, brawler, grid, ok, plan_all, refused, turn_of};
use super::tests::fighter;
use super::*;

fn t(x: i16, y: i16) -> Tile {
    Tile { x, y }
}

fn bow(strike: i16, range: (u8, u8)) -> ArmProfile {
    ArmProfile {
        arm: None,
        name: "Bow".into(),
        strike,
        defense: 0,
        speed: 9,
        magic_strike: 0,
        reach: 1,
        effective_range: Some(range),
        ranged: true,
        two_handed: true,
        reload_cost: 0,
        offhand_defense: 0,
        perks: Vec::new(),
    }
}

fn field(walls: &[(i16, i16)], others: Vec<CombatantSetup>) -> BattleState {
    let mut fighters = vec![
        at(fighter("Ash", Side::Party, bow(5, (1, 8)), false), 0, 0),
        at(brawler("Bran", Side::Foes, 0, 0, 0), 4, 0),
    ];
    fighters.extend(others);
    battle(fighters, Some(grid(8, 8, walls)))
}

/// "Line of Sight": walls and standing creatures block, Incapacitated creatures do not; a line
/// from any point of one tile to any point of the other is enough.
#[test]
fn line_of_sight_on_the_grid() {
    let open = field(&[], vec![]);
    assert!(line_of_sight(&open, t(0, 0), t(4, 0)));
    assert!(line_of_sight(&open, t(0, 0), t(0, 0)));

    // A wall squarely between them.
    let walled = field(&[(2, 0)], vec![]);
    assert!(!line_of_sight(&walled, t(0, 0), t(4, 0)));
    // Around a wall's corner: (0,0) to (2,1) past a wall on (1,0) is clear.
    assert!(line_of_sight(&walled, t(0, 0), t(2, 2)));
    let corner = field(&[(1, 0)], vec![]);
    assert!(line_of_sight(&corner, t(0, 0), t(2, 1)));
    // Two walls meeting at a corner close a diagonal.
    let squeeze = field(&[(1, 0), (0, 1)], vec![]);
    assert!(!line_of_sight(&squeeze, t(0, 0), t(1, 1)));
    // One of them alone does not.
    assert!(line_of_sight(&corner, t(0, 0), t(1, 1)));

    // A creature in the way blocks; once Incapacitated it does not.
    let mut crowd = field(&[], vec![at(brawler("Cato", Side::Foes, 0, 0, 0), 2, 0)]);
    assert!(!line_of_sight(&crowd, t(0, 0), t(4, 0)));
    crowd.combatants[2].incapacitated = true;
    assert!(line_of_sight(&crowd, t(0, 0), t(4, 0)));
}

/// "Line of Sight": a ranged Attack without it is refused, naming the rule and the convention.
#[test]
fn ranged_attack_needs_line_of_sight() {
    let mut state = field(&[(2, 0)], vec![]);
    plan_all(&mut state);
    turn_of(&mut state, 0);
    let err = refused(&state, &tests::strike_at(1));
    assert_eq!(err.rule.section, "Line of Sight");
    assert!(err.message.contains("9 points"), "{}", err.message);

    // Melee reach is not a matter of sight; an open line lets the shot through.
    let mut clear = field(&[(2, 2)], vec![]);
    plan_all(&mut clear);
    turn_of(&mut clear, 0);
    let events = ok(&mut clear, tests::strike_at(1));
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Attacked { attacker: 0, .. })));
}

/// "Effective Range": −1 Strike per tile outside the band and +1 from higher ground (digest
/// DV-16: a 5-6 bow at 8 tiles from above is −2 + 1).
#[test]
fn effective_range_and_high_ground() {
    let mut fighters = vec![
        at(fighter("Ash", Side::Party, bow(5, (5, 6)), false), 0, 0),
        at(brawler("Bran", Side::Foes, 0, 0, 0), 8, 0),
    ];
    fighters[1].hit_points = 3;
    let mut g = grid(10, 3, &[]);
    g.elevation = vec![(t(0, 0), 1)];
    let mut state = battle(fighters, Some(g));
    plan_all(&mut state);
    turn_of(&mut state, 0);
    let events = ok(&mut state, tests::strike_at(1));
    let strike = events
        .iter()
        .find_map(|e| match e {
            Event::Attacked { strike, .. } => Some(strike.clone()),
            _ => None,
        })
        .expect("attack");
    let terms: Vec<(String, i32)> = strike
        .terms
        .iter()
        .map(|t| (t.label.clone(), t.value))
        .collect();
    assert!(terms.contains(&("2 tiles outside Effective Range".to_owned(), -2)));
    assert!(terms.contains(&("High ground".to_owned(), 1)));
    assert_eq!(strike.value, 5 - 2 + 1);
}
