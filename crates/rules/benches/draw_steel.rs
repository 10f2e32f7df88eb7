//! Draw Steel combat engine benchmark: 4 heroes against 6 monsters on a 12×12 map, every die
//! rolled by the engine, each creature closing on the nearest enemy and using its first
//! main-action ability (`combat::auto`). Reports engine commands per second, the time to replay
//! a 1,000-command encounter, and whole automated combats per second.
//! Run with `cargo bench -p tablekeep-rules --bench draw_steel`. Measured, never asserted.

use std::time::{Duration, Instant};

use tablekeep_rules::encounter::{replay, step};
use tablekeep_rules::systems::draw_steel::combat::{
    auto, begin, CombatRules, CombatSetup, CombatState, Combatant, Command, DrawSteelCombat, Phase,
    Side,
};
use tablekeep_rules::systems::draw_steel::content::starter::starter_set;
use tablekeep_rules::systems::draw_steel::content::{Content, StatBlock};
use tablekeep_rules::systems::draw_steel::geometry::{Grid, Pos};

fn monsters() -> Vec<StatBlock> {
    starter_set()
        .content
        .into_iter()
        .filter_map(|c| match c {
            Content::Monster(block) => Some(block),
            _ => None,
        })
        .collect()
}

/// Four sturdy "heroes" (the starter monsters on the heroes' side, marked as heroes) against six
/// starter monsters.
fn setup(stamina_scale: i32) -> CombatSetup {
    let blocks = monsters();
    let mut combatants = Vec::new();
    for i in 0..4 {
        let block = &blocks[i % blocks.len()];
        let mut hero = Combatant::monster(
            block,
            format!("Hero {i}"),
            Side::Heroes,
            Some(Pos {
                x: 1,
                y: 1 + 3 * i as i16,
            }),
            false,
            None,
        );
        hero.hero = true;
        hero.stamina_max *= stamina_scale * 2;
        hero.stamina = hero.stamina_max;
        combatants.push(hero);
    }
    for i in 0..6 {
        let block = &blocks[(i + 1) % blocks.len()];
        let mut foe = Combatant::monster(
            block,
            format!("Foe {i}"),
            Side::Foes,
            Some(Pos {
                x: 9,
                y: 2 * i as i16,
            }),
            false,
            None,
        );
        foe.stamina_max *= stamina_scale;
        foe.stamina = foe.stamina_max;
        combatants.push(foe);
    }
    CombatSetup {
        combatants,
        grid: Some(Grid::open(12, 12).expect("a legal map")),
        hero_tokens: 4,
        malice: 0,
        rules: CombatRules::default(),
        squads: Vec::new(),
    }
}

/// Plays a whole combat automatically; returns the commands played.
fn play(initial: &CombatState, seed: u64, limit: usize) -> (CombatState, Vec<Command>) {
    let mut state = initial.clone();
    let mut commands = Vec::new();
    while commands.len() < limit {
        let Some(command) = auto::next_command(&state) else {
            break;
        };
        step::<DrawSteelCombat>(&mut state, seed, commands.len(), &command)
            .expect("automatic play only plays legal commands");
        commands.push(command);
    }
    (state, commands)
}

fn main() {
    let initial = begin(setup(1)).expect("a legal setup");
    let start = Instant::now();
    let mut commands = 0usize;
    let mut combats = 0usize;
    while start.elapsed() < Duration::from_secs(3) {
        let (state, played) = play(&initial, combats as u64, 10_000);
        assert!(
            matches!(state.phase, Phase::Ended { .. }),
            "every combat ends"
        );
        commands += played.len();
        combats += 1;
    }
    let elapsed = start.elapsed().as_secs_f64();

    // A 1,000-command encounter: the same fight with everyone far sturdier.
    let long = begin(setup(40)).expect("a legal setup");
    let (_, recorded) = play(&long, 7, 1_000);
    let runs = 50;
    let replay_start = Instant::now();
    for _ in 0..runs {
        std::hint::black_box(replay::<DrawSteelCombat>(&long, 7, &recorded).expect("replays"));
    }
    let replay_ms = replay_start.elapsed().as_secs_f64() * 1000.0 / f64::from(runs);

    println!("Draw Steel combat engine, 4 heroes vs 6 monsters, automatic play, one core");
    println!(
        "  engine commands per second        {:>12.0}   (target ≥ 100,000)",
        commands as f64 / elapsed
    );
    println!(
        "  whole combats per second          {:>12.0}   (stretch goal ≥ 100,000; {:.1} commands per combat)",
        combats as f64 / elapsed,
        commands as f64 / combats as f64
    );
    println!(
        "  replay of a {}-command encounter {:>9.2} ms   (target < 20 ms)",
        recorded.len(),
        replay_ms
    );
}
