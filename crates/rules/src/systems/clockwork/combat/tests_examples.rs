//! The book's worked combat examples (digest T21–T39, T48, D5), each named after its section.

use super::attack::{damage_points, range_penalty};
use super::command::{
    AttackOrder, Command, Cover, Event, InitiativeRoll, InitiativeSkill, Pace, Reaction,
};
use super::health::{read_death_roll, take_damage, vitals_penalty};
use super::setup::{CombatWeapon, Fighter};
use super::state::{Combatant, Fate};
use super::tests::{fight, fighter, setup, strike, weapon};
use super::ClockworkCombat;
use crate::dice::DicePool;
use crate::grid::Square;
use crate::scenario::Scenario;
use crate::systems::clockwork::content::DamageType;

fn body(grit: u8, wounds: u8) -> Combatant {
    Combatant {
        fighter: Fighter {
            grit,
            ..fighter("Dana", 0, 0, 0)
        },
        counters: 0,
        had_turn: true,
        vitals: 6,
        hits: 0,
        wounds,
        fate: Fate::Fighting,
        luck: 0,
        lamed: Default::default(),
        prepared: None,
        hidden_from: Vec::new(),
        ran: false,
    }
}

fn dice(values: &[u8]) -> DicePool {
    DicePool::entered(values.len(), 12, values).expect("faces")
}

fn attack_result(s: &Scenario<ClockworkCombat>) -> super::command::AttackResult {
    s.last_events()
        .iter()
        .find_map(|e| match e {
            Event::Attacked(r) => Some((**r).clone()),
            _ => None,
        })
        .expect("an attack")
}

#[test]
fn attack_speed_the_pistol_takes_two_action_counters() {
    let pistol = CombatWeapon::named("Pistol", false).expect("in the tables");
    assert_eq!(pistol.action_cost, 2);
    let ash = Fighter {
        weapons: vec![pistol],
        ..fighter("Ash", 0, 0, 0)
    };
    let mut s = fight(vec![ash, fighter("Bran", 1, 3, 0)]);
    s.run(strike(1, 0, vec![2; 8], vec![2; 6]));
    assert_eq!(s.state().get(0).expect("a combatant").counters, 4);
}

#[test]
fn critical_damage_two_twelves_on_a_successful_attack_add_two() {
    let mut s = fight(vec![fighter("Ash", 0, 0, 0), fighter("Bran", 1, 1, 0)]);
    // 12, 5, 6, 7, 12 (and three 2s): 2 + 0 + 0 + 1 + 2 = 5 gains against defense 3.
    s.run(strike(1, 0, vec![12, 5, 6, 7, 12, 2, 2, 2], vec![2; 6]));
    let result = attack_result(&s);
    assert!(result.hit);
    assert_eq!(result.critical, 2);
    // The damage dice (all 2s) get through no resistance: the 2 critical damage is all there is.
    assert_eq!(result.damage.expect("a hit").value, 2);
}

#[test]
fn stationary_targets_a_base_defense_of_5_needs_5_gains() {
    let tiny = Fighter {
        base_defense: 5,
        ..fighter("Mote", 1, 1, 0)
    };
    let mut s = fight(vec![fighter("Ash", 0, 0, 0), tiny]);
    s.run(strike(1, 0, vec![7, 8, 9, 10, 2, 2, 2, 2], vec![2; 6]));
    assert!(!attack_result(&s).hit, "4 gains miss");
    s.run(strike(1, 0, vec![7, 8, 9, 10, 11, 2, 2, 2], vec![2; 6]));
    assert!(attack_result(&s).hit, "5 gains hit");
}

#[test]
fn obstructions_base_defense_3_behind_75_percent_cover_is_8() {
    let mut s = fight(vec![fighter("Ash", 0, 0, 0), fighter("Bran", 1, 5, 0)]);
    s.run(Command::Attack(AttackOrder {
        target: 1,
        weapon: 1,
        cover: Some(Cover::ThreeQuarters),
        attack_dice: Some(vec![2; 8]),
        ..AttackOrder::default()
    }));
    assert_eq!(attack_result(&s).defense.value, 8);
    let melee = s.refused(&Command::Attack(AttackOrder {
        target: 1,
        weapon: 0,
        cover: Some(Cover::Half),
        ..AttackOrder::default()
    }));
    assert_eq!(melee.rule.section, "Obstructions");
}

#[test]
fn dodge_two_reserved_counters_dodge_twice() {
    let mut s = fight(vec![fighter("Ash", 0, 0, 0), fighter("Bran", 1, 1, 0)]);
    // Ash moves twice (4 counters) and passes with 2 reserved.
    s.run(Command::Move {
        pace: Pace::Walk,
        path: vec![Square::new(0, 1)],
    });
    s.run(Command::Move {
        pace: Pace::Walk,
        path: vec![Square::new(1, 1)],
    });
    s.run(Command::Pass);
    let dodged = Command::Attack(AttackOrder {
        target: 0,
        weapon: 0,
        reaction: Reaction::Dodge,
        attack_dice: Some(vec![2; 8]),
        ..AttackOrder::default()
    });
    s.run(dodged.clone());
    s.run(dodged.clone());
    assert_eq!(s.state().get(0).expect("a combatant").counters, 0);
    let third = s.refused(&dodged);
    assert_eq!(third.rule.section, "Dodge");
}

#[test]
fn dodge_base_defense_3_with_a_plus_2_bonus_needs_5_gains() {
    let mut s = fight(vec![fighter("Ash", 0, 0, 0), fighter("Bran", 1, 1, 0)]);
    s.run(Command::Pass);
    let at = |dice: Vec<u8>| {
        Command::Attack(AttackOrder {
            target: 0,
            weapon: 0,
            reaction: Reaction::Dodge,
            attack_dice: Some(dice),
            damage_dice: Some(vec![2; 6]),
            ..AttackOrder::default()
        })
    };
    s.run(at(vec![7, 8, 9, 10, 2, 2, 2, 2]));
    let four = attack_result(&s);
    assert_eq!((four.defense.value, four.hit), (5, false));
    s.run(at(vec![7, 8, 9, 10, 11, 2, 2, 2]));
    assert!(attack_result(&s).hit);
}

#[test]
fn block_base_defense_3_with_a_plus_2_bonus_needs_5_gains() {
    let shielded = Fighter {
        block_bonus: Some(2),
        ..fighter("Ash", 0, 0, 0)
    };
    let mut s = fight(vec![shielded, fighter("Bran", 1, 1, 0)]);
    s.run(Command::Pass);
    s.run(Command::Attack(AttackOrder {
        target: 0,
        weapon: 0,
        reaction: Reaction::Block,
        attack_dice: Some(vec![7, 8, 9, 10, 2, 2, 2, 2]),
        ..AttackOrder::default()
    }));
    let result = attack_result(&s);
    assert_eq!((result.defense.value, result.hit), (5, false));
    // Bran has no shield: Ash cannot be answered with a block by it, and it cannot block.
    s.run(Command::Pass);
    let refused = s.refused(&Command::Attack(AttackOrder {
        target: 1,
        weapon: 0,
        reaction: Reaction::Block,
        ..AttackOrder::default()
    }));
    assert!(refused.message.contains("no shield"));
}

#[test]
fn initiative_a_combatant_yet_to_take_its_first_turn_is_defenseless() {
    let mut s = fight(vec![fighter("Ash", 0, 0, 0), fighter("Bran", 1, 1, 0)]);
    let refused = s.refused(&Command::Attack(AttackOrder {
        target: 1,
        weapon: 0,
        reaction: Reaction::Dodge,
        ..AttackOrder::default()
    }));
    assert!(
        refused.message.contains("defenseless"),
        "{}",
        refused.message
    );
    s.run(Command::Pass);
    s.run(Command::Pass);
    assert!(s.state().get(1).expect("a combatant").had_turn);
}

#[test]
fn initiative_twelve_dice_against_agility_or_intuition_and_ties_roll_off() {
    let mut s = Scenario::<ClockworkCombat>::start(
        &setup(vec![fighter("Ash", 0, 0, 0), fighter("Bran", 1, 1, 0)]),
        1,
    );
    // Ash reads 9s against Intuition 9 (12 gains); Bran 8s against Agility 8 (12 gains): a
    // tie, then d12s 4 against 4 and 3 against 10: Bran goes first.
    s.run(Command::RollInitiative {
        rolls: vec![
            InitiativeRoll {
                combatant: 0,
                skill: Some(InitiativeSkill::Intuition),
                dice: Some(vec![9; 12]),
                tie_breaks: vec![4, 3],
            },
            InitiativeRoll {
                combatant: 1,
                skill: Some(InitiativeSkill::Agility),
                dice: Some(vec![8; 12]),
                tie_breaks: vec![4, 10],
            },
        ],
    });
    assert_eq!(s.state().order, vec![1, 0]);
    assert_eq!(s.state().actor(), Some(1));
    let ties = s
        .last_events()
        .iter()
        .filter(|e| matches!(e, Event::TieRolled { .. }))
        .count();
    assert_eq!(ties, 2);
    let eleven = Scenario::<ClockworkCombat>::start(
        &setup(vec![fighter("Ash", 0, 0, 0), fighter("Bran", 1, 1, 0)]),
        1,
    )
    .refused(&Command::RollInitiative {
        rolls: vec![InitiativeRoll {
            combatant: 0,
            skill: None,
            dice: Some(vec![9; 11]),
            tie_breaks: Vec::new(),
        }],
    });
    assert!(eleven.message.contains("needs 12 values"));
}

#[test]
fn movement_a_diagonal_counts_as_two_spaces() {
    let s = fight(vec![fighter("Ash", 0, 5, 5), fighter("Bran", 1, 20, 20)]);
    // Walk 3: two diagonals are 4 spaces, too far; a diagonal and a straight step are 3.
    let far = s.refused(&Command::Move {
        pace: Pace::Walk,
        path: vec![Square::new(6, 6), Square::new(7, 7)],
    });
    assert!(far.message.contains("4 spaces"), "{}", far.message);
    let mut s = s;
    s.run(Command::Move {
        pace: Pace::Walk,
        path: vec![Square::new(6, 6), Square::new(7, 6)],
    });
    assert_eq!(
        s.state().get(0).expect("a combatant").at(),
        Square::new(7, 6)
    );
    // A step is 1 space for 1 counter: a diagonal step is 2 spaces.
    let diagonal = s.refused(&Command::Move {
        pace: Pace::Step,
        path: vec![Square::new(8, 7)],
    });
    assert_eq!(diagonal.rule.section, "Movement");
}

#[test]
fn range_to_target_increment_9_loses_two_dice_at_19_and_misses_beyond_27() {
    assert_eq!(range_penalty(9, 9), Some(0));
    assert_eq!(range_penalty(10, 9), Some(1));
    assert_eq!(range_penalty(19, 9), Some(2));
    assert_eq!(range_penalty(27, 9), Some(2));
    assert_eq!(range_penalty(28, 9), None);
    let mut s = fight(vec![fighter("Ash", 0, 0, 0), fighter("Bran", 1, 19, 0)]);
    s.run(Command::Attack(AttackOrder {
        target: 1,
        weapon: 1,
        attack_dice: Some(vec![2; 6]),
        ..AttackOrder::default()
    }));
    assert_eq!(attack_result(&s).pool.value, 6, "8 dice less 2");
    let mut s = fight(vec![fighter("Ash", 0, 0, 0), fighter("Bran", 1, 28, 0)]);
    s.run(Command::Attack(AttackOrder {
        target: 1,
        weapon: 1,
        ..AttackOrder::default()
    }));
    let result = attack_result(&s);
    assert!(!result.hit && result.roll.is_none());
    assert!(result.automatic_miss.expect("beyond").contains("27 spaces"));
}

#[test]
fn reach_a_large_creature_strikes_two_spaces_away() {
    let large = Fighter {
        reach: 2,
        ..fighter("Ogre", 0, 0, 0)
    };
    let mut s = fight(vec![
        large,
        fighter("Bran", 1, 2, 0),
        fighter("Cole", 1, 0, 3),
    ]);
    s.run(strike(1, 0, vec![2; 8], vec![2; 6]));
    let far = s.refused(&strike(2, 0, vec![2; 8], vec![2; 6]));
    assert_eq!(far.rule.section, "Reach");
    // A reach weapon adds a space.
    let mut spear = weapon("Pike", 2, 6, DamageType::Piercing, None);
    spear.reach = true;
    let ogre = Fighter {
        reach: 2,
        weapons: vec![spear],
        ..fighter("Ogre", 0, 0, 0)
    };
    let mut s = fight(vec![ogre, fighter("Cole", 1, 0, 3)]);
    s.run(strike(1, 0, vec![2; 8], vec![2; 6]));
}

#[test]
fn damage_roll_a_battleaxe_rolls_12_slashing_dice() {
    let axe = CombatWeapon::named("Battleaxe", false).expect("in the tables");
    assert_eq!(
        (axe.damage_dice, axe.damage.as_slice()),
        (12, &[DamageType::Slashing][..])
    );
    let ash = Fighter {
        weapons: vec![axe],
        ..fighter("Ash", 0, 0, 0)
    };
    let mut s = fight(vec![ash, fighter("Bran", 1, 1, 0)]);
    s.run(Command::Attack(AttackOrder {
        target: 1,
        weapon: 0,
        attack_dice: Some(vec![12; 8]),
        ..AttackOrder::default()
    }));
    let result = attack_result(&s);
    assert_eq!(result.damage_dice.expect("a hit").dice().len(), 12);
    assert_eq!(result.damage_type, DamageType::Slashing);
}

#[test]
fn resistance_ten_against_12_10_9_7_is_3_damage() {
    assert_eq!(damage_points(&dice(&[12, 10, 9, 7]), 10).value, 3);
}

#[test]
fn resistance_one_grenade_roll_counts_against_each_targets_resistance() {
    let roll = dice(&[12, 7, 5, 4, 3, 2]);
    // Against 3: 12 (2) + 7, 5, 4, 3 = 6; against 6: 12 (2) + 7 = 3.
    assert_eq!(damage_points(&roll, 3).value, 6);
    assert_eq!(damage_points(&roll, 6).value, 3);
}

#[test]
fn grit_and_vitals_grit_6_taking_11_fills_a_box_and_puts_5_in_the_next() {
    let change = take_damage(&body(6, 0), 11);
    assert_eq!((change.vitals, change.hits), (5, 5));
    assert_eq!(change.wounds_gained, 1, "11 is at least Grit 6 once");
}

#[test]
fn grit_and_vitals_three_vitals_left_take_a_die_off_physical_rolls() {
    assert_eq!([6, 5, 4, 3, 2, 1].map(vitals_penalty), [0, 0, 0, 1, 2, 3]);
    let mut s = fight(vec![fighter("Ash", 0, 0, 0), fighter("Bran", 1, 1, 0)]);
    s.run(Command::Pass);
    // Bran: 16 gains, 8 critical + 12 points = 20: Ash (Grit 6) loses 3 vitals.
    s.run(Command::Attack(AttackOrder {
        target: 0,
        weapon: 0,
        attack_dice: Some(vec![12; 8]),
        damage_dice: Some(vec![12; 6]),
        ..AttackOrder::default()
    }));
    assert_eq!(s.state().get(0).expect("a combatant").vitals, 3);
    s.run(Command::Pass);
    s.run(strike(1, 0, vec![2; 7], vec![2; 6]));
    assert_eq!(attack_result(&s).pool.value, 7, "8 dice less 1");
}

#[test]
fn wounds_grit_8_with_one_wound_holds_7_and_with_two_6() {
    assert_eq!(body(8, 1).box_capacity(), 7);
    assert_eq!(body(8, 2).box_capacity(), 6);
}

#[test]
fn wounds_grit_7_with_3_wounds_is_wounded_at_7_damage_not_4() {
    let hurt = body(7, 3);
    assert_eq!(take_damage(&hurt, 4).wounds_gained, 0);
    assert_eq!(take_damage(&hurt, 6).wounds_gained, 0);
    assert_eq!(take_damage(&hurt, 7).wounds_gained, 1);
}

#[test]
fn wounds_grit_4_taking_9_gains_2_wounds_and_1_hit() {
    let change = take_damage(&body(4, 0), 9);
    assert_eq!(
        (change.wounds_gained, change.vitals_lost, change.hits),
        (2, 2, 1)
    );
}

#[test]
fn dying_two_wounds_and_grit_8_die_at_the_seventh_fatal_wound() {
    let dying = body(8, 2);
    // 1 (two), 2, 3, 4, 5, 8: six fatal wounds, 8 wounds, not above Grit 8.
    let six = read_death_roll(&dying, 6, dice(&[1, 2, 3, 4, 5, 8]), false);
    assert_eq!((six.fatal.value, six.wounds, six.died), (6, 8, false));
    // 1 (two), 2, 3, 4, 5, 6: seven, 9 wounds: dead.
    let seven = read_death_roll(&dying, 6, dice(&[1, 2, 3, 4, 5, 6]), false);
    assert_eq!((seven.fatal.value, seven.wounds, seven.died), (7, 9, true));
}

#[test]
fn dying_a_twelve_ignores_one_of_two_fatal_wounds() {
    let roll = read_death_roll(&body(8, 0), 6, dice(&[3, 5, 12, 8, 9, 10]), false);
    assert_eq!(roll.fatal.value, 1);
}

#[test]
fn dying_each_1_counts_as_two_fatal_wounds() {
    let roll = read_death_roll(&body(8, 0), 6, dice(&[1, 1, 8, 8, 9, 10]), false);
    assert_eq!(roll.fatal.value, 4);
}

#[test]
fn stabilizing_needs_gains_at_or_above_the_targets_wounds() {
    let medic = Fighter {
        medical_kit: true,
        ..fighter("Medic", 0, 2, 0)
    };
    let frail = Fighter {
        vitals: 1,
        ..fighter("Ash", 0, 1, 1)
    };
    let mut s = fight(vec![fighter("Bran", 1, 1, 0), frail, medic]);
    // Bran drops Ash: 20 damage, 3 wounds; death roll all 8s (no fatal wounds).
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
    // Mind 7 dice against Knowledge 8: 8, 9 and 2s are 2 gains, short of 3 wounds.
    let tend = |dice: Vec<u8>| Command::Stabilize {
        target: 1,
        dice: Some(dice),
        luck: None,
    };
    s.run(tend(vec![8, 9, 2, 2, 2, 2, 2]));
    assert!(matches!(
        s.state().get(1).expect("a combatant").fate,
        Fate::Dying { .. }
    ));
    s.run(tend(vec![8, 9, 10, 2, 2, 2, 2]));
    assert_eq!(
        s.state().get(1).expect("a combatant").fate,
        Fate::Stabilized
    );
    assert_eq!(s.state().get(2).expect("a combatant").counters, 2);
    let no_kit = fight(vec![fighter("Bran", 1, 1, 0), fighter("Ash", 0, 5, 5)]);
    let refused = no_kit.refused(&tend(vec![8; 7]));
    assert_eq!(refused.rule.section, "Stabilizing");
}

#[test]
fn special_properties_armor_piercing_wears_the_armor_share_down_by_each_12() {
    let mut piercer = weapon("Needle", 2, 6, DamageType::Piercing, None);
    let plain = piercer.clone();
    piercer.armor_piercing = true;
    let armored = || Fighter {
        resistances: crate::systems::clockwork::content::Resistances::all(6),
        armor: crate::systems::clockwork::content::Resistances::all(3),
        ..fighter("Bran", 1, 1, 0)
    };
    let hit = |w: CombatWeapon| {
        let ash = Fighter {
            weapons: vec![w],
            ..fighter("Ash", 0, 0, 0)
        };
        let mut s = fight(vec![ash, armored()]);
        // 5 gains, no 12 on the attack roll: no critical damage.
        s.run(strike(
            1,
            0,
            vec![7, 8, 9, 10, 11, 2, 2, 2],
            vec![12, 12, 5, 5, 4, 2],
        ));
        attack_result(&s)
    };
    // Two 12s take 2 off the armor's 3: resistance 4, so 12, 12 (4) and 5, 5, 4 (3) make 7.
    let pierced = hit(piercer);
    assert_eq!(pierced.resistance.expect("a hit").value, 4);
    assert_eq!(pierced.damage.expect("a hit").value, 7);
    // Without the property only the 12s get through resistance 6.
    assert_eq!(hit(plain).damage.expect("a hit").value, 4);
}

#[test]
fn a_fighter_from_a_sheet_carries_its_numbers_into_combat() {
    use crate::systems::clockwork::creation::create_under;
    use crate::systems::clockwork::sheet::{sheet_under, Worn};
    use crate::table_rules::TableRuleChoices;
    let choices = TableRuleChoices::default();
    let character = create_under(&crate::systems::clockwork::tests_creation::orc(), &choices)
        .expect("a legal build");
    let worn = Worn::from_catalog(Some("Scalemail"), Some("Kite")).expect("in the tables");
    let sheet = sheet_under(&character, &worn, &choices).expect("legal armor");
    let axe = CombatWeapon::named("Battleaxe", false).expect("in the tables");
    let orc = Fighter::from_sheet("Grask", 0, Square::new(0, 0), &character, &sheet, vec![axe]);
    assert_eq!(i32::from(orc.grit), sheet.grit.value);
    assert_eq!(i32::from(orc.vitals), sheet.vitals.value);
    assert_eq!(i32::from(orc.base_defense), sheet.base_defense.value);
    assert_eq!(
        orc.block_bonus.map(i32::from),
        sheet.block_bonus.map(|b| b.value)
    );
    for line in &sheet.resistances {
        assert_eq!(
            i32::from(orc.resistances.get(line.damage)),
            line.total.value
        );
        assert_eq!(
            i32::from(orc.armor.get(line.damage)),
            line.total.value - line.species.value
        );
    }
    // It fights: its Body and its bonus skill make the attack pool.
    let skill = crate::systems::clockwork::skills::Skill::Strength;
    let pool = usize::from(orc.body) + usize::from(orc.has_bonus(skill));
    let mut s = fight(vec![orc, fighter("Bran", 1, 1, 0)]);
    s.run(strike(1, 0, vec![2; pool], vec![2; 12]));
    assert_eq!(attack_result(&s).pool.value as usize, pool);
}

#[test]
fn combat_log_lines_read_as_english_and_cite_their_section() {
    let mut s = fight(vec![fighter("Ash", 0, 0, 0), fighter("Bran", 1, 1, 0)]);
    s.run(strike(
        1,
        0,
        vec![12, 12, 9, 8, 2, 3, 4, 5],
        vec![12, 5, 4, 3, 1, 2],
    ));
    s.run(Command::Move {
        pace: Pace::Step,
        path: vec![Square::new(0, 1)],
    });
    let texts: Vec<&str> = s.log().iter().map(|l| l.text.as_str()).collect();
    assert!(texts.contains(&"Ash attacks Bran with the Sword (2 action counters). 6 gains against defense 3: a hit. 6 points Slashing damage."), "{texts:#?}");
    assert!(texts.contains(&"Bran takes 6 hits, losing 1 vital and gaining 1 wound: 5 vitals left, 0 hits in the current box, 1 wound."), "{texts:#?}");
    assert!(
        texts.contains(&"Ash steps 1 space to (0, 1) for 1 action counter."),
        "{texts:#?}"
    );
    assert!(s.log().iter().all(|l| l
        .rule
        .as_ref()
        .is_some_and(|r| r.system == crate::SystemId::Clockwork)));
}
