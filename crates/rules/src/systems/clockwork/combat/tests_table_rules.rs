//! The combat's table rules for the book's silences about vitals and stabilizing: each
//! non-default option against the default, in play.

use super::command::{AttackOrder, Command, Event, InitiativeRoll};
use super::decide::initiative_dice;
use super::setup::Fighter;
use super::state::Fate;
use super::tests::{choosing, fighter, setup};
use super::ClockworkCombat;
use crate::scenario::Scenario;
use crate::systems::clockwork::content::Size;
use crate::systems::clockwork::table_rules::{
    combat_rules, REACH_DIAGONALS, STABILIZED_TARGETS, STABILIZE_COUNTERS, STABILIZE_DISTANCE,
    VITALS_PENALTY_ROLLS,
};
use crate::table_rules::TableRuleChoices;

/// A fight in which Bran (side 1, beside Ash) drops Ash (1 vital) to dying with 3 wounds and
/// no fatal death dice, then `medic` (side 0) is next to act.
fn ash_dying(medic: Fighter, choices: &TableRuleChoices) -> Scenario<ClockworkCombat> {
    let frail = Fighter {
        vitals: 1,
        ..fighter("Ash", 0, 1, 1)
    };
    let mut set = setup(vec![fighter("Bran", 1, 1, 0), frail, medic]);
    set.rules = combat_rules(choices);
    let mut s = Scenario::<ClockworkCombat>::start(&set, 7);
    // Initiative in setup order, each fighter entering as many dice as it throws.
    let rolls = s
        .state()
        .combatants
        .iter()
        .enumerate()
        .map(|(i, c)| InitiativeRoll {
            combatant: i as u8,
            skill: None,
            dice: Some(
                (0..initiative_dice(s.state(), c))
                    .map(|d| if d < 12 - 3 * i { 12 } else { 2 })
                    .collect(),
            ),
            tie_breaks: Vec::new(),
        })
        .collect();
    s.run(Command::RollInitiative { rolls });
    s.run(Command::Attack(AttackOrder {
        target: 1,
        weapon: 0,
        attack_dice: Some(vec![12; 8]),
        damage_dice: Some(vec![12; 6]),
        death_dice: Some(vec![8; 6]),
        ..AttackOrder::default()
    }));
    s.run(Command::Pass);
    s.run(Command::DeathRoll {
        dice: Some(vec![8; 6]),
        luck: None,
    });
    assert_eq!(s.state().actor(), Some(2));
    s
}

fn tend(dice: Vec<u8>) -> Command {
    Command::Stabilize {
        target: 1,
        dice: Some(dice),
        luck: None,
    }
}

fn ash_fate(s: &Scenario<ClockworkCombat>) -> Fate {
    s.state().get(1).expect("a combatant").fate
}

#[test]
fn table_rule_vitals_penalty_rolls_every_roll() {
    // A medic down to 3 vitals (penalty 1 die) stabilizes with Mind 7.
    let medic = || Fighter {
        medical_kit: true,
        vitals: 3,
        ..fighter("Medic", 0, 2, 0)
    };
    // By default the stabilize roll keeps its 7 dice: 8, 9, 10 are 3 gains, Ash's 3 wounds.
    let mut default = ash_dying(medic(), &TableRuleChoices::default());
    default.run(tend(vec![8, 9, 10, 2, 2, 2, 2]));
    assert_eq!(ash_fate(&default), Fate::Stabilized);

    // Under every_roll it throws 6: seven entered dice are refused, and the pool says why.
    let every = choosing(&VITALS_PENALTY_ROLLS, "every_roll");
    let mut s = ash_dying(medic(), &every);
    let refused = s.refused(&tend(vec![8, 9, 10, 2, 2, 2, 2]));
    assert!(refused.message.contains('6'), "{}", refused.message);
    let events = s.run(tend(vec![8, 9, 2, 2, 2, 2])).to_vec();
    let Some(Event::StabilizeRolled { roll, success, .. }) = events.first() else {
        panic!("a stabilize roll: {events:?}");
    };
    assert_eq!(roll.size.value, 6);
    assert!(!success, "two gains fall short of three wounds");
    assert!(roll
        .size
        .terms
        .iter()
        .any(|t| t.value == -1 && t.rule.section == "Grit & Vitals"));
    assert!(matches!(ash_fate(&s), Fate::Dying { .. }));

    // Initiative: a fighter starting at 2 vitals (penalty 2) throws 12 dice by default, 10
    // under every_roll.
    let initiative_dice = |choices: &TableRuleChoices| {
        let hurt = Fighter {
            vitals: 2,
            ..fighter("Cole", 1, 4, 4)
        };
        let mut set = setup(vec![fighter("Ash", 0, 0, 0), hurt]);
        set.rules = combat_rules(choices);
        let mut s = Scenario::<ClockworkCombat>::start(&set, 5);
        let events = s
            .run(Command::RollInitiative {
                rolls: Vec::<InitiativeRoll>::new(),
            })
            .to_vec();
        events
            .iter()
            .find_map(|e| match e {
                Event::InitiativeRolled {
                    combatant: 1, dice, ..
                } => Some(dice.values().count()),
                _ => None,
            })
            .expect("Cole rolls initiative")
    };
    assert_eq!(initiative_dice(&TableRuleChoices::default()), 12);
    assert_eq!(initiative_dice(&every), 10);
}

#[test]
fn table_rule_stabilize_distance_within_reach() {
    // Ash lies at (1, 1); the medic stands 2 spaces away at (3, 1).
    let medic = |size: Size, reach: u8| Fighter {
        medical_kit: true,
        size,
        reach,
        ..fighter("Medic", 0, 3, 1)
    };
    let within = choosing(&STABILIZE_DISTANCE, "within_reach");
    let dice = vec![8, 9, 10, 2, 2, 2, 2];

    // By default even a large medic (reach 2) must stand in a neighbouring space.
    let default = ash_dying(medic(Size::Large, 2), &TableRuleChoices::default());
    assert_eq!(
        default.refused(&tend(dice.clone())).rule.section,
        "Stabilizing"
    );

    // Within reach, the large medic tends Ash from 2 spaces away.
    let mut large = ash_dying(medic(Size::Large, 2), &within);
    large.run(tend(dice.clone()));
    assert_eq!(ash_fate(&large), Fate::Stabilized);

    // A medium medic's reach is 1: still too far.
    let medium = ash_dying(medic(Size::Medium, 1), &within);
    let refused = medium.refused(&tend(dice));
    assert_eq!(refused.rule.section, "Stabilizing");
    assert!(
        refused.message.contains("2 spaces away"),
        "{}",
        refused.message
    );
}

#[test]
fn table_rule_stabilize_counters_rest_of_turn() {
    // The medic, next to Ash, has all 6 counters when tending; a failed roll (2 gains of 3).
    let counters_left = |choices: &TableRuleChoices| {
        let medic = Fighter {
            medical_kit: true,
            ..fighter("Medic", 0, 2, 0)
        };
        let mut s = ash_dying(medic, choices);
        assert_eq!(s.state().get(2).expect("a combatant").counters, 6);
        s.run(tend(vec![8, 9, 2, 2, 2, 2, 2]));
        let left = s.state().get(2).expect("a combatant").counters;
        // With counters left, a second try is allowed; with none, it is refused.
        let again = s.try_run(tend(vec![8, 9, 10, 2, 2, 2, 2])).is_ok();
        (left, again)
    };
    assert_eq!(counters_left(&TableRuleChoices::default()), (4, true));
    assert_eq!(
        counters_left(&choosing(&STABILIZE_COUNTERS, "rest_of_turn")),
        (0, false)
    );
}

#[test]
fn table_rule_reach_diagonals_cost_two() {
    // Ash (reach 1, sword) at (0, 0) against Bran at `(x, y)`: the section the preview follows,
    // or the refusal's.
    let sword_at = |choices: &TableRuleChoices, x: i16, y: i16| {
        let mut set = setup(vec![fighter("Ash", 0, 0, 0), fighter("Bran", 1, x, y)]);
        set.rules = combat_rules(choices);
        let mut s = Scenario::<ClockworkCombat>::start(&set, 3);
        s.run(super::tests::in_order(2));
        let order = AttackOrder {
            target: 1,
            weapon: 0,
            ..AttackOrder::default()
        };
        super::legal::attack_preview(s.state(), 0, &order)
            .map(|p| p.distance)
            .ok_or_else(|| {
                let refused = s.refused(&Command::Attack(order));
                (refused.rule.section, refused.message)
            })
    };
    let default = TableRuleChoices::default();
    let two = choosing(&REACH_DIAGONALS, "cost_two");
    // By default the diagonal neighbour is 1 space away and within reach.
    assert_eq!(sword_at(&default, 1, 1), Ok(1));
    // Counted as movement counts, it is 2 spaces away: out of reach.
    let refused = sword_at(&two, 1, 1).expect_err("out of reach");
    assert_eq!(refused.0, "Reach");
    assert!(refused.1.contains("2 spaces away"), "{}", refused.1);
    // The neighbour beside Ash is 1 space either way.
    assert_eq!(sword_at(&two, 1, 0), Ok(1));
}

#[test]
fn table_rule_stabilized_targets_can_be_attacked() {
    // Ash lies stabilized at (1, 1) with 3 wounds; the medic then passes, and Bran, beside
    // Ash, takes his turn.
    let stabilized = |choices: &TableRuleChoices| {
        let medic = Fighter {
            medical_kit: true,
            ..fighter("Medic", 0, 2, 0)
        };
        let mut s = ash_dying(medic, choices);
        s.run(tend(vec![8, 9, 10, 2, 2, 2, 2]));
        assert_eq!(ash_fate(&s), Fate::Stabilized);
        s.run(Command::Pass);
        assert_eq!(s.state().actor(), Some(0));
        s
    };
    let hit_ash = Command::Attack(AttackOrder {
        target: 1,
        weapon: 0,
        attack_dice: Some(vec![12; 8]),
        damage_dice: Some(vec![12; 6]),
        death_dice: Some(vec![8; 6]),
        ..AttackOrder::default()
    });
    let offered_against_ash = |s: &Scenario<ClockworkCombat>| {
        use crate::encounter::Legal;
        ClockworkCombat::legal(s.state())
            .offered
            .iter()
            .any(|o| matches!(&o.command, Command::Attack(a) if a.target == 1))
    };

    // By default Ash is out of the fight: refused, citing «Stabilizing», and never offered.
    let default = stabilized(&TableRuleChoices::default());
    let refused = default.refused(&hit_ash);
    assert_eq!(refused.rule.section, "Stabilizing");
    assert!(
        refused.message.contains("stabilized_targets"),
        "{}",
        refused.message
    );
    assert!(!offered_against_ash(&default));

    // Under can_be_attacked the attack is offered; the hit starts Ash dying again, with a
    // death roll at once (no fatal wounds: 8s), and a dodge is refused (no counters).
    let mut open = stabilized(&choosing(&STABILIZED_TARGETS, "can_be_attacked"));
    assert!(offered_against_ash(&open));
    let dodge = Command::Attack(AttackOrder {
        target: 1,
        weapon: 0,
        reaction: super::command::Reaction::Dodge,
        ..AttackOrder::default()
    });
    assert!(open.refused(&dodge).message.contains("stabilized"));
    let events = open.run(hit_ash).to_vec();
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::BeganDying { target: 1 })));
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::DeathRolled { target: 1, .. })));
    assert!(matches!(ash_fate(&open), Fate::Dying { .. }));
    assert!(open
        .log()
        .iter()
        .any(|l| l.text.contains("no longer stabilized, dying again")));
}

#[test]
fn the_dead_cannot_be_attacked() {
    // «Dying»: past Grit in wounds a character dies at once; there is nothing left to attack.
    let medic = Fighter {
        medical_kit: true,
        ..fighter("Medic", 0, 2, 0)
    };
    let mut s = ash_dying(medic, &TableRuleChoices::default());
    s.run(Command::Pass);
    // Bran strikes the dying Ash: the death roll of 1s kills.
    s.run(Command::Attack(AttackOrder {
        target: 1,
        weapon: 0,
        attack_dice: Some(vec![12; 8]),
        damage_dice: Some(vec![12; 6]),
        death_dice: Some(vec![1; 6]),
        ..AttackOrder::default()
    }));
    assert_eq!(ash_fate(&s), Fate::Dead);
    let refused = s.refused(&Command::Attack(AttackOrder {
        target: 1,
        weapon: 0,
        ..AttackOrder::default()
    }));
    assert_eq!(refused.rule.section, "Dying");
    assert!(refused.message.contains("dead"), "{}", refused.message);
}
