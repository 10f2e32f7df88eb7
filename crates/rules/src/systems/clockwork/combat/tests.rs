//! The combat engine in play: a whole short fight with entered dice, bad input refused without
//! change, the table rules' options, replay determinism and undo identity, and the legal
//! actions held to `decide`.

use super::command::{AttackOrder, Command, InitiativeRoll, Pace, Reaction};
use super::setup::{CombatSetup, CombatWeapon, Fighter};
use super::state::{CombatState, Fate, Phase};
use super::ClockworkCombat;
use crate::encounter::{command_rng, replay, replay_setup, start, step, Legal};
use crate::grid::{Bounds, Square};
use crate::scenario::{check_legal, Scenario};
use crate::systems::clockwork::content::{DamageType, Resistances, Size};
use crate::systems::clockwork::sheet::Load;
use crate::systems::clockwork::skills::{Skill, SkillRanks};
use crate::systems::clockwork::table_rules::{combat_rules, DEATH_POOL, RANGE_DIAGONALS};
use crate::table_rules::{TableRule, TableRuleChoices};

/// A weapon of `dice` d12s of `damage`, melee when `range` is `None`.
pub(super) fn weapon(
    name: &str,
    cost: u8,
    dice: u8,
    damage: DamageType,
    range: Option<u8>,
) -> CombatWeapon {
    CombatWeapon {
        name: name.to_owned(),
        action_cost: cost,
        damage_dice: dice,
        damage: vec![damage],
        range,
        finesse: false,
        reach: false,
        armor_piercing: false,
        focus: false,
        area: None,
    }
}

/// A Medium fighter: Body 8 (8 attack dice), Strength and Accuracy 7, Agility 8, Intuition 9,
/// Knowledge 8, resistance 3 everywhere, Grit 6, 6 vitals, defense 3, dodge +2, walk 3, run 7,
/// a 2-counter sword of 6 slashing dice and a 3-counter rifle (increment 9) of 6 ballistic.
pub(super) fn fighter(name: &str, side: u8, x: i16, y: i16) -> Fighter {
    Fighter {
        name: name.to_owned(),
        side,
        at: Square::new(x, y),
        size: Size::Medium,
        body: 8,
        mind: 7,
        ranks: SkillRanks::with(&[
            (Skill::Strength, 7),
            (Skill::Accuracy, 7),
            (Skill::Agility, 8),
            (Skill::Intuition, 9),
            (Skill::Knowledge, 8),
        ]),
        bonus_skills: Vec::new(),
        medicine_focus: false,
        medical_kit: false,
        resistances: Resistances::all(3),
        armor: Resistances::all(0),
        grit: 6,
        vitals: 6,
        base_defense: 3,
        dodge_bonus: 2,
        block_bonus: None,
        walk: 3,
        run: 7,
        load: Load::Unencumbered,
        reach: 1,
        weapons: vec![
            weapon("Sword", 2, 6, DamageType::Slashing, None),
            weapon("Rifle", 3, 6, DamageType::Ballistic, Some(9)),
        ],
        luck: 0,
        stealthed: false,
    }
}

pub(super) fn setup(fighters: Vec<Fighter>) -> CombatSetup {
    CombatSetup {
        fighters,
        bounds: Bounds::new(40, 40),
        rules: Default::default(),
    }
}

/// Initiative entered so that combatants act in setup order (combatant i rolls 12 − 3i twelves,
/// the rest 2s).
pub(super) fn in_order(count: u8) -> Command {
    Command::RollInitiative {
        rolls: (0..count)
            .map(|i| InitiativeRoll {
                combatant: i,
                skill: None,
                dice: Some(
                    (0..12)
                        .map(|d| if d < 12 - 3 * i { 12 } else { 2 })
                        .collect(),
                ),
                tie_breaks: Vec::new(),
            })
            .collect(),
    }
}

/// A fight under way, combatants acting in setup order.
pub(super) fn fight(fighters: Vec<Fighter>) -> Scenario<ClockworkCombat> {
    let n = fighters.len() as u8;
    let mut s = Scenario::<ClockworkCombat>::start(&setup(fighters), 7);
    s.run(in_order(n));
    s
}

pub(super) fn strike(target: u8, weapon: u8, dice: Vec<u8>, damage: Vec<u8>) -> Command {
    Command::Attack(AttackOrder {
        target,
        weapon,
        attack_dice: Some(dice),
        damage_dice: Some(damage),
        ..AttackOrder::default()
    })
}

pub(super) fn choosing(rule: &TableRule, option: &str) -> TableRuleChoices {
    let mut choices = TableRuleChoices::default();
    choices.0.insert(rule.id.to_owned(), option.to_owned());
    choices
}

#[test]
fn a_short_fight_with_entered_dice_runs_to_its_end() {
    let mut s = fight(vec![fighter("Ash", 0, 0, 0), fighter("Bran", 1, 1, 0)]);
    assert_eq!(s.state().actor(), Some(0));
    // Ash: 8 dice against Strength 7 → 12 + 12 + 9 + 8 = 6 gains ≥ defense 3; two 12s are 2
    // critical damage. Damage 6d12 against resistance 3: 12 (2) + 5 + 4 + 3 (3) + 1 (−1) + 2
    // (0) = 4 points, 6 in all: Bran's first box (Grit 6) fills, 1 wound.
    s.run(strike(
        1,
        0,
        vec![12, 12, 9, 8, 2, 3, 4, 5],
        vec![12, 5, 4, 3, 1, 2],
    ));
    let bran = s.state().get(1).expect("a combatant");
    assert_eq!((bran.vitals, bran.hits, bran.wounds), (5, 0, 1));
    // Ash keeps 4 counters, passes; Bran's turn.
    s.run(Command::Pass);
    assert_eq!(s.state().get(0).expect("a combatant").counters, 4);
    assert_eq!(s.state().actor(), Some(1));
    // Bran attacks, Ash dodges (defense 5): 4 gains miss, and Ash has 3 counters left.
    s.run(Command::Attack(AttackOrder {
        target: 0,
        weapon: 0,
        reaction: Reaction::Dodge,
        attack_dice: Some(vec![7, 8, 9, 10, 2, 2, 2, 2]),
        ..AttackOrder::default()
    }));
    assert_eq!(s.state().get(0).expect("a combatant").counters, 3);
    assert_eq!(s.state().get(0).expect("a combatant").vitals, 6);
    s.run(Command::Pass);
    // Round 2: eight 12s are 16 gains and 8 critical damage; six 12s on the damage roll are
    // 12 points: 20 damage fills four boxes of 5 (Grit 6 less 1 wound), and 3 wounds.
    assert_eq!(s.state().round, 2);
    let all_twelves = |death_dice: Option<Vec<u8>>| {
        Command::Attack(AttackOrder {
            target: 1,
            weapon: 0,
            attack_dice: Some(vec![12; 8]),
            damage_dice: Some(vec![12; 6]),
            death_dice,
            ..AttackOrder::default()
        })
    };
    s.run(all_twelves(None));
    let bran = s.state().get(1).expect("a combatant");
    assert_eq!((bran.vitals, bran.hits, bran.wounds), (1, 0, 4));
    // Again: the last box holds 2 (Grit 6 less 4 wounds); Bran is dying, and the death roll
    // (four 1s, a 2 and a 3: 10 fatal wounds) kills.
    s.run(all_twelves(Some(vec![1, 1, 1, 1, 2, 3])));
    let bran = s.state().get(1).expect("a combatant");
    assert_eq!(bran.vitals, 0);
    assert_eq!(
        bran.fate,
        Fate::Dead,
        "7 wounds + 10 fatal wounds exceed Grit 6"
    );
    assert_eq!(s.state().phase, Phase::Ended { winner: Some(0) });
    let outcome = s.outcome().expect("over");
    assert_eq!((outcome.winner, outcome.rounds), (Some(0), 2));
    assert!(s.log().iter().any(|l| l.text.contains("dies")));
    assert!(s.log().iter().all(|l| l.rule.is_some()));
    s.assert_replays();
}

#[test]
fn a_die_outside_1_to_12_is_refused_and_changes_nothing() {
    let s = fight(vec![fighter("Ash", 0, 0, 0), fighter("Bran", 1, 1, 0)]);
    let refused = s.refused(&strike(1, 0, vec![13, 2, 2, 2, 2, 2, 2, 2], vec![2; 6]));
    assert!(refused.message.contains("13"), "{}", refused.message);
    let refused = s.refused(&strike(1, 0, vec![0, 2, 2, 2, 2, 2, 2, 2], vec![2; 6]));
    assert!(refused.message.contains('0'), "{}", refused.message);
    let refused = s.refused(&strike(1, 0, vec![2; 7], vec![2; 6]));
    assert!(
        refused.message.contains("needs 8 values"),
        "{}",
        refused.message
    );
    let refused = s.refused(&strike(1, 0, vec![12; 8], vec![2, 2, 2, 2, 2, 99]));
    assert!(
        refused.message.contains("damage roll"),
        "{}",
        refused.message
    );
}

#[test]
fn action_counters_an_attack_needs_the_counters_it_costs() {
    let mut s = fight(vec![fighter("Ash", 0, 0, 0), fighter("Bran", 1, 1, 0)]);
    for _ in 0..3 {
        s.run(strike(1, 0, vec![2; 8], vec![2; 6]));
    }
    assert_eq!(s.state().get(0).expect("a combatant").counters, 0);
    let refused = s.refused(&strike(1, 0, vec![2; 8], vec![2; 6]));
    assert_eq!(refused.rule.section, "Attack Speed");
    assert!(refused.message.contains("takes 2 action counters"));
}

#[test]
fn table_rule_death_pool_lose_fatal_dice() {
    let dying = |choices: &TableRuleChoices| {
        let bran = Fighter {
            vitals: 1,
            ..fighter("Bran", 1, 1, 0)
        };
        let mut set = setup(vec![fighter("Ash", 0, 0, 0), bran]);
        set.rules = combat_rules(choices);
        let mut s = Scenario::<ClockworkCombat>::start(&set, 3);
        s.run(in_order(2));
        // 16 gains, 8 critical + 12 points = 20 damage: Bran (1 vital) is dying. Death roll 2, 3, 7,
        // 8, 9, 10: 2 fatal wounds (3 wounds + 2 = 5, not above Grit 6).
        s.run(Command::Attack(AttackOrder {
            target: 1,
            weapon: 0,
            attack_dice: Some(vec![12; 8]),
            damage_dice: Some(vec![12; 6]),
            death_dice: Some(vec![2, 3, 7, 8, 9, 10]),
            ..AttackOrder::default()
        }));
        s.state().get(1).expect("a combatant").fate
    };
    assert_eq!(dying(&TableRuleChoices::default()), Fate::Dying { pool: 6 });
    assert_eq!(
        dying(&choosing(&DEATH_POOL, "lose_fatal_dice")),
        Fate::Dying { pool: 4 },
        "the two dice below 7 leave the pool"
    );
}

#[test]
fn table_rule_range_diagonals_cost_one() {
    // 9 columns and 9 rows away: 18 spaces counted as movement counts (rifle increment 9:
    // one die off), 9 counted a diagonal at 1 (no penalty).
    let pool = |choices: &TableRuleChoices| {
        let mut set = setup(vec![fighter("Ash", 0, 0, 0), fighter("Bran", 1, 9, 9)]);
        set.rules = combat_rules(choices);
        let mut s = Scenario::<ClockworkCombat>::start(&set, 3);
        s.run(in_order(2));
        let order = AttackOrder {
            target: 1,
            weapon: 1,
            ..AttackOrder::default()
        };
        super::legal::attack_preview(s.state(), 0, &order).expect("aims")
    };
    let default = pool(&TableRuleChoices::default());
    assert_eq!((default.distance, default.pool), (18, 7));
    let one = pool(&choosing(&RANGE_DIAGONALS, "cost_one"));
    assert_eq!((one.distance, one.pool), (9, 8));
}

fn auto_fight(seed: u64) -> (CombatSetup, Vec<Command>) {
    let set = setup(vec![
        fighter("Ash", 0, 0, 0),
        fighter("Cole", 0, 0, 2),
        fighter("Bran", 1, 3, 0),
        fighter("Dara", 1, 3, 2),
    ]);
    let mut state = start::<ClockworkCombat>(&set, seed).expect("begins");
    let mut commands = Vec::new();
    for index in 0..400 {
        let legal = check_legal::<ClockworkCombat>(&state, &mut command_rng(seed, index));
        let Some(command) = legal
            .offered
            .iter()
            .find(|o| o.kind == "attack" && o.preview.as_ref().is_some_and(|p| p.pool > 0))
            .or_else(|| {
                legal
                    .offered
                    .iter()
                    .find(|o| o.kind == "move" && index % 2 == 0)
            })
            .or_else(|| legal.offered.last())
            .map(|o| o.command.clone())
        else {
            break;
        };
        step::<ClockworkCombat>(&mut state, seed, index, &command).expect("offered is accepted");
        commands.push(command);
        if matches!(state.phase, Phase::Ended { .. }) {
            break;
        }
    }
    (set, commands)
}

#[test]
fn replaying_a_fight_gives_the_same_state_and_log() {
    for seed in [1, 2, 3] {
        let (set, commands) = auto_fight(seed);
        assert!(commands.len() > 5);
        let once = replay_setup::<ClockworkCombat>(&set, seed, &commands).expect("replays");
        let twice = replay_setup::<ClockworkCombat>(&set, seed, &commands).expect("replays");
        assert_eq!(once.state, twice.state);
        assert_eq!(once.log_from(0), twice.log_from(0));
        assert!(once.outcome().is_some(), "seed {seed} fight ends");
    }
}

#[test]
fn undoing_to_any_command_gives_the_state_it_had_then() {
    let (set, commands) = auto_fight(5);
    let initial = start::<ClockworkCombat>(&set, 5).expect("begins");
    let mut state = initial.clone();
    let mut states: Vec<CombatState> = vec![state.clone()];
    for (index, command) in commands.iter().enumerate() {
        step::<ClockworkCombat>(&mut state, 5, index, command).expect("decides");
        states.push(state.clone());
    }
    for n in [0, 1, commands.len() / 2, commands.len()] {
        let (replayed, _) =
            replay::<ClockworkCombat>(&initial, 5, &commands[..n]).expect("replays");
        assert_eq!(replayed, states[n], "undo to command {n}");
    }
}

#[test]
fn legal_offers_only_what_decide_accepts_and_a_dying_turn_only_its_death_roll() {
    let bran = Fighter {
        vitals: 1,
        ..fighter("Bran", 1, 1, 0)
    };
    let mut s = fight(vec![
        fighter("Ash", 0, 0, 0),
        bran,
        fighter("Cole", 1, 20, 20),
    ]);
    let legal = check_legal::<ClockworkCombat>(s.state(), &mut command_rng(7, 1));
    let kinds: Vec<&str> = legal.offered.iter().map(|o| o.kind.as_str()).collect();
    assert!(kinds.contains(&"attack") && kinds.contains(&"move") && kinds.contains(&"pass"));
    // The sword cannot reach Cole 20 spaces away: withheld with the reach rule.
    assert!(legal
        .withheld
        .iter()
        .any(|w| w.kind == "attack" && w.reason.rule.section == "Reach"));
    s.run(Command::Attack(AttackOrder {
        target: 1,
        weapon: 0,
        attack_dice: Some(vec![12; 8]),
        damage_dice: Some(vec![12; 6]),
        death_dice: Some(vec![8; 6]),
        ..AttackOrder::default()
    }));
    assert_eq!(
        s.state().get(1).expect("a combatant").fate,
        Fate::Dying { pool: 6 }
    );
    s.run(Command::Pass);
    // Bran's turn is its death roll and nothing else.
    let legal = ClockworkCombat::legal(s.state());
    assert_eq!(legal.offered.len(), 1);
    assert_eq!(legal.offered[0].kind, "death_roll");
    let refused = s.refused(&Command::Pass);
    assert_eq!(refused.rule.section, "Dying");
    s.run(Command::DeathRoll {
        dice: Some(vec![12, 8, 8, 8, 8, 2]),
        luck: None,
    });
    assert_eq!(s.state().actor(), Some(2));
    assert_eq!(
        s.state().get(1).expect("a combatant").wounds,
        3,
        "one fatal wound, cancelled by the 12"
    );
}

#[test]
fn moving_through_an_enemy_or_off_the_map_is_refused() {
    let s = fight(vec![fighter("Ash", 0, 0, 0), fighter("Bran", 1, 1, 0)]);
    let through = s.refused(&Command::Move {
        pace: Pace::Walk,
        path: vec![Square::new(1, 0), Square::new(2, 0)],
    });
    assert!(through.message.contains("Bran"));
    let off = s.refused(&Command::Move {
        pace: Pace::Step,
        path: vec![Square::new(-1, 0)],
    });
    assert!(off.message.contains("off the map"));
}

#[test]
fn automatic_players_fight_four_against_four_to_the_end_offering_only_legal_commands() {
    let set = setup(vec![
        fighter("Ash", 0, 0, 0),
        fighter("Cole", 0, 0, 3),
        fighter("Eve", 0, 0, 6),
        fighter("Gus", 0, 0, 9),
        fighter("Bran", 1, 11, 0),
        fighter("Dara", 1, 11, 3),
        fighter("Fay", 1, 11, 6),
        fighter("Hal", 1, 11, 9),
    ]);
    let (checked, offered, withheld) =
        crate::scenario::play_checking_legal::<ClockworkCombat>(&set, 11, 300);
    assert!(checked > 10 && offered > 0 && withheld > 0);
    let mut ended = 0;
    for seed in 0..20 {
        let mut state = start::<ClockworkCombat>(&set, seed).expect("begins");
        for index in 0..2000 {
            let Some(command) = super::auto::next_command(
                &state,
                [
                    super::auto::Tactic::FocusNearest,
                    super::auto::Tactic::FocusWeakest,
                ],
            ) else {
                break;
            };
            step::<ClockworkCombat>(&mut state, seed, index, &command)
                .unwrap_or_else(|e| panic!("{command:?}: {e}"));
        }
        ended += usize::from(matches!(state.phase, Phase::Ended { .. }));
    }
    assert_eq!(ended, 20, "every automatic fight ends");
}
