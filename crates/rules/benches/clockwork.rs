//! ClockWork combat engine benchmark: 4 fighters against 4 on a 12×12 map, every die rolled by
//! the engine, the automatic players (`combat::auto`) on both sides. Reports engine commands per
//! second, the time to replay a 1,000-command fight, and whole automated fights per second.
//! Run with `cargo bench -p tablekeep-rules --bench clockwork`. Measured, never asserted.

use std::time::{Duration, Instant};

use tablekeep_rules::encounter::{replay, start, step};
use tablekeep_rules::grid::{Bounds, Square};
use tablekeep_rules::systems::clockwork::combat::auto::{next_command, Tactic};
use tablekeep_rules::systems::clockwork::combat::{
    ClockworkCombat, CombatSetup, CombatState, CombatWeapon, Command, Fighter, Phase,
};
use tablekeep_rules::systems::clockwork::content::{DamageType, Resistances, Size};
use tablekeep_rules::systems::clockwork::sheet::Load;
use tablekeep_rules::systems::clockwork::skills::{Skill, SkillRanks};

fn weapon(name: &str, cost: u8, dice: u8, damage: DamageType, range: Option<u8>) -> CombatWeapon {
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

fn fighter(name: String, side: u8, at: Square, vitals: u8, grit: u8) -> Fighter {
    Fighter {
        name,
        side,
        at,
        size: Size::Medium,
        body: 8,
        mind: 7,
        ranks: SkillRanks::with(&[
            (Skill::Strength, 7),
            (Skill::Accuracy, 7),
            (Skill::Agility, 8),
            (Skill::Intuition, 9),
        ]),
        bonus_skills: Vec::new(),
        medicine_focus: false,
        medical_kit: false,
        resistances: Resistances::all(4),
        armor: Resistances::all(1),
        grit,
        vitals,
        base_defense: 3,
        dodge_bonus: 2,
        block_bonus: None,
        walk: 3,
        run: 7,
        load: Load::Unencumbered,
        reach: 1,
        weapons: vec![
            weapon("Longsword", 2, 8, DamageType::Slashing, None),
            weapon("Pistol", 2, 6, DamageType::Ballistic, Some(6)),
        ],
        luck: 0,
        stealthed: false,
    }
}

fn setup(vitals: u8, grit: u8) -> CombatSetup {
    let mut fighters = Vec::new();
    for i in 0..4 {
        fighters.push(fighter(
            format!("Hero {i}"),
            0,
            Square::new(1, 1 + 3 * i),
            vitals,
            grit,
        ));
        fighters.push(fighter(
            format!("Foe {i}"),
            1,
            Square::new(10, 1 + 3 * i),
            vitals,
            grit,
        ));
    }
    CombatSetup {
        fighters,
        bounds: Bounds::new(12, 12),
        rules: Default::default(),
    }
}

const TACTICS: [Tactic; 2] = [Tactic::FocusNearest, Tactic::FocusWeakest];

fn play(initial: &CombatState, seed: u64, limit: usize) -> (CombatState, Vec<Command>) {
    let mut state = initial.clone();
    let mut commands = Vec::new();
    while commands.len() < limit {
        let Some(command) = next_command(&state, TACTICS) else {
            break;
        };
        step::<ClockworkCombat>(&mut state, seed, commands.len(), &command)
            .expect("automatic play only plays legal commands");
        commands.push(command);
    }
    (state, commands)
}

fn main() {
    let initial = start::<ClockworkCombat>(&setup(6, 6), 0).expect("a legal setup");
    let begun = Instant::now();
    let mut commands = 0usize;
    let mut fights = 0usize;
    while begun.elapsed() < Duration::from_secs(3) {
        let (state, played) = play(&initial, fights as u64, 10_000);
        assert!(
            matches!(state.phase, Phase::Ended { .. }),
            "every fight ends"
        );
        commands += played.len();
        fights += 1;
    }
    let elapsed = begun.elapsed().as_secs_f64();

    // A 1,000-command fight: the same fight with far more vitals and grit each.
    let long = start::<ClockworkCombat>(&setup(200, 60), 7).expect("a legal setup");
    let (_, recorded) = play(&long, 7, 1_000);
    let runs = 50;
    let replay_start = Instant::now();
    for _ in 0..runs {
        std::hint::black_box(replay::<ClockworkCombat>(&long, 7, &recorded).expect("replays"));
    }
    let replay_ms = replay_start.elapsed().as_secs_f64() * 1000.0 / f64::from(runs);

    println!("ClockWork combat engine, 4 vs 4, automatic play, one core");
    println!(
        "  engine commands per second        {:>12.0}",
        commands as f64 / elapsed
    );
    println!(
        "  whole fights per second           {:>12.0}   (goal ≥ 100,000; {:.1} commands per fight)",
        fights as f64 / elapsed,
        commands as f64 / fights as f64
    );
    println!(
        "  replay of a {}-command fight     {:>9.2} ms   (target < 20 ms)",
        recorded.len(),
        replay_ms
    );
}
