//! Area attacks by the book: the shapes of «Area of Effect», one damage roll counted against
//! each creature's resistance («Resistance»), no dodge or block and half damage on a miss, the
//! hidden struck blindly («Stealth»), and grenades as «Grenades & Mines» and «Throwing
//! Grenades» make them.

use super::area::{covered, AreaAim, AreaKind, AreaOrder};
use super::command::{Command, Event};
use super::setup::{CombatWeapon, Fighter};
use super::tests::{fight, fighter, setup};
use crate::encounter::start;
use crate::grid::{Direction, Square};
use crate::systems::clockwork::cite;
use crate::systems::clockwork::combat::ClockworkCombat;
use crate::systems::clockwork::content::DamageType;

fn state_with(fighters: Vec<Fighter>) -> super::state::CombatState {
    start::<ClockworkCombat>(&setup(fighters), 1).expect("a legal setup")
}

fn rows(squares: &[Square]) -> Vec<(i16, usize)> {
    let mut by_column: Vec<(i16, usize)> = Vec::new();
    for square in squares {
        match by_column.iter_mut().find(|(x, _)| *x == square.x) {
            Some((_, n)) => *n += 1,
            None => by_column.push((square.x, 1)),
        }
    }
    by_column.sort();
    by_column
}

#[test]
fn area_of_effect_a_cone_of_3_covers_one_space_then_3_then_5() {
    let state = state_with(vec![fighter("A", 0, 5, 5), fighter("B", 1, 20, 20)]);
    let cone = covered(
        &state,
        Square::new(5, 5),
        AreaKind::Cone(3),
        AreaAim::Toward {
            direction: Direction::East,
        },
    )
    .expect("a cone along a row");
    assert_eq!(rows(&cone), vec![(6, 1), (7, 3), (8, 5)]);
    assert!(
        !cone.contains(&Square::new(5, 5)),
        "not the caster's own space"
    );
    let diagonal = covered(
        &state,
        Square::new(5, 5),
        AreaKind::Cone(3),
        AreaAim::Toward {
            direction: Direction::NorthEast,
        },
    )
    .expect_err("the book has no diagonal cone");
    assert_eq!(diagonal.rule, cite("Area of Effect"));
}

#[test]
fn area_of_effect_a_line_of_5_runs_straight_or_diagonal_from_the_caster() {
    let state = state_with(vec![fighter("A", 0, 5, 5), fighter("B", 1, 20, 20)]);
    for (direction, last) in [
        (Direction::East, Square::new(10, 5)),
        (Direction::SouthEast, Square::new(10, 10)),
    ] {
        let line = covered(
            &state,
            Square::new(5, 5),
            AreaKind::Line(5),
            AreaAim::Toward { direction },
        )
        .expect("a line");
        assert_eq!(line.len(), 5);
        assert!(line.contains(&last));
    }
}

#[test]
fn area_of_effect_a_radius_covers_the_centre_and_the_spaces_out_counted_as_range_is() {
    let state = state_with(vec![fighter("A", 0, 5, 5), fighter("B", 1, 20, 20)]);
    let centre = Square::new(10, 10);
    let radius =
        covered(&state, centre, AreaKind::Radius(2), AreaAim::At { centre }).expect("a radius");
    // A diagonal counts 2 (table rule clockwork.range_diagonals, by default): the centre, the 4
    // spaces 1 away, the 8 spaces 2 away.
    assert_eq!(radius.len(), 13);
    assert!(radius.contains(&Square::new(11, 11)));
    assert!(!radius.contains(&Square::new(12, 12)));
}

/// A thrower at (0, 0) with a fragmentation grenade; foes at (6, 0) with explosive
/// resistance 3 and at (6, 1) with 6 («Resistance»'s example), and `extra` besides.
fn grenade_fight(extra: Vec<Fighter>) -> crate::scenario::Scenario<ClockworkCombat> {
    let mut thrower = fighter("Thrower", 0, 0, 0);
    thrower.weapons = vec![CombatWeapon::named("Fragmentation grenade", false).expect("a grenade")];
    let low = fighter("Low", 1, 6, 0);
    let mut high = fighter("High", 1, 6, 1);
    high.resistances.set(DamageType::Explosive, 6);
    let mut fighters = vec![thrower, low, high];
    fighters.extend(extra);
    fight(fighters)
}

fn throw_at(x: i16, y: i16, attack: Vec<u8>, damage: Vec<u8>) -> Command {
    Command::AreaAttack(AreaOrder {
        weapon: 0,
        aim: AreaAim::At {
            centre: Square::new(x, y),
        },
        attack_dice: Some(attack),
        damage_dice: Some(damage),
    })
}

const DAMAGE: [u8; 10] = [12, 7, 6, 5, 4, 3, 3, 2, 2, 1];

fn area_result(events: &[Event]) -> super::area::AreaResult {
    events
        .iter()
        .find_map(|e| match e {
            Event::AreaAttacked(result) => Some((**result).clone()),
            _ => None,
        })
        .expect("an area attack")
}

#[test]
fn resistance_a_grenade_rolls_one_damage_roll_counted_against_each_targets_resistance() {
    let mut s = grenade_fight(Vec::new());
    // 6 spaces is the second increment of 3: one die off Body 8's eight.
    let events = s.run(throw_at(6, 0, vec![8, 8, 8, 8, 2, 2, 2], DAMAGE.to_vec()));
    let result = area_result(events);
    assert_eq!(result.pool.value, 7);
    assert_eq!(result.counters, 4, "«Grenades & Mines»: 4 action counters");
    assert_eq!(result.struck.len(), 2);
    // Against resistance 3: the 12 is 2, the 7, 6, 5, 4, 3 and 3 one each, the 1 takes one.
    assert!(result.struck[0].hit);
    assert_eq!(result.struck[0].damage.value, 7);
    // Against resistance 6: the 12 is 2, the 7 and 6 one each, the 1 takes one.
    assert_eq!(result.struck[1].damage.value, 3);
    assert_eq!(s.state().combatants[0].counters, 2);
    assert!(s
        .log()
        .iter()
        .any(|line| line.rule == Some(cite("Area of Effect"))
            && line.text.contains("no dodge or block")));
}

#[test]
fn area_of_effect_a_miss_still_deals_half_damage_rounded_down() {
    let mut s = grenade_fight(Vec::new());
    let events = s.run(throw_at(6, 0, vec![2, 2, 2, 2, 2, 2, 2], DAMAGE.to_vec()));
    let result = area_result(events);
    assert!(!result.struck[0].hit);
    // 7 halved, rounded down: 3; 3 halved: 1.
    assert_eq!(result.struck[0].damage.value, 3);
    assert_eq!(result.struck[1].damage.value, 1);
    assert_eq!(result.struck[0].defense.value, 3, "base defense only");
}

#[test]
fn stealth_an_area_fired_blindly_deals_the_hidden_half_damage_rounded_down() {
    let mut hidden = fighter("Hidden", 1, 7, 0);
    hidden.stealthed = true;
    let mut s = grenade_fight(vec![hidden]);
    let events = s.run(throw_at(6, 0, vec![8, 8, 8, 8, 2, 2, 2], DAMAGE.to_vec()));
    let result = area_result(events);
    let blind = result
        .struck
        .iter()
        .find(|struck| struck.target == 3)
        .expect("the hidden one is in the area");
    assert!(blind.blind && !blind.hit, "struck blindly, never hit");
    assert_eq!(blind.damage.value, 3);
    assert!(result.struck[0].hit, "the seen are hit by the same roll");
}

#[test]
fn area_of_effect_strikes_friend_and_foe_alike() {
    let ally = fighter("Ally", 0, 5, 0);
    let mut s = grenade_fight(vec![ally]);
    let events = s.run(throw_at(6, 0, vec![8, 8, 8, 8, 2, 2, 2], DAMAGE.to_vec()));
    assert!(area_result(events)
        .struck
        .iter()
        .any(|struck| struck.target == 3));
}

#[test]
fn throwing_grenades_a_grenade_goes_9_spaces_at_most_and_needs_its_4_counters() {
    let s = grenade_fight(Vec::new());
    let far = s.refused(&throw_at(10, 0, vec![8; 6], DAMAGE.to_vec()));
    assert_eq!(far.rule, cite("Throwing Grenades"));
    let sword = Command::AreaAttack(AreaOrder {
        weapon: 1,
        aim: AreaAim::At {
            centre: Square::new(6, 0),
        },
        attack_dice: None,
        damage_dice: None,
    });
    assert_eq!(s.refused(&sword).rule, cite("Weapons"));
    let short = s.refused(&throw_at(6, 0, vec![8; 3], DAMAGE.to_vec()));
    assert_eq!(short.rule, cite("Action Rolls"), "seven dice, not three");
}

#[test]
fn grenades_and_mines_a_grenade_is_radius_2_and_one_that_only_causes_conditions_is_refused() {
    let frag = CombatWeapon::named("fragmentation", false).expect("a grenade by its type");
    assert_eq!(frag.area, Some(AreaKind::Radius(2)));
    assert_eq!(frag.range, Some(3));
    assert_eq!(frag.damage_dice, 10);
    assert_eq!(frag.action_cost, 4);
    let smoke = CombatWeapon::named("Smoke grenade", false).expect_err("conditions only");
    assert_eq!(smoke.rule, cite("Grenades & Mines"));
    assert!(CombatWeapon::named("Banana", false).is_err());
}

#[test]
fn area_of_effect_the_legal_answer_offers_a_throw_at_each_foe_with_its_chance() {
    let s = grenade_fight(Vec::new());
    let now = <ClockworkCombat as crate::encounter::Legal>::legal(s.state());
    let throws: Vec<_> = now
        .offered
        .iter()
        .filter(|o| o.kind == "area_attack")
        .collect();
    assert_eq!(throws.len(), 2, "one throw centred on each foe");
    let preview = throws[0].preview.as_ref().expect("a preview");
    assert_eq!((preview.distance, preview.pool, preview.defense), (6, 7, 3));
    assert!(preview.hit_chance > 0.0 && preview.hit_chance < 1.0);
    // A single-target attack with the grenade is withheld, naming the rule.
    let attack = now
        .withheld
        .iter()
        .find(|w| w.kind == "attack")
        .expect("an attack withheld");
    assert_eq!(attack.reason.rule, cite("Area of Effect"));
    crate::scenario::check_legal::<ClockworkCombat>(
        s.state(),
        &mut crate::random::Rng::from_seed(3),
    );
}
