//! Fated Hand battle engine benchmark: 4 against 4 without a grid, every card drawn by the
//! engine, each creature attacking the first standing foe. Reports engine commands per second,
//! the time to replay a 1,000-command encounter, and whole automated battles per second.
//! Run with `cargo bench -p tablekeep-rules --bench battle`. Measured, never asserted.

use std::time::{Duration, Instant};

use tablekeep_rules::encounter::{replay, step};
use tablekeep_rules::random::Rng;
use tablekeep_rules::systems::fated_hand::battle::{
    begin, stats, ArmProfile, BattleState, CardPlay, CombatantSetup, Command, FatedHandBattle,
    Phase, Setup, Side, Stance,
};
use tablekeep_rules::systems::fated_hand::model::Stat;

fn setup() -> Setup {
    let fighter = |i: usize, side: Side| CombatantSetup {
        name: format!("{side:?} {i}"),
        side,
        character_id: None,
        arms: vec![ArmProfile {
            arm: None,
            name: "Spear".into(),
            strike: 3,
            defense: 2,
            speed: 1 + (i as i16 % 3),
            magic_strike: 1,
            reach: 1,
            effective_range: None,
            ranged: false,
            two_handed: false,
            reload_cost: 0,
            offhand_defense: 0,
            perks: Vec::new(),
        }],
        main_arm: 0,
        offhand_arm: None,
        hit_points: 1,
        hand_size: 4,
        position: None,
        engine_deck: true,
        spells: Vec::new(),
        perks: Vec::new(),
        star_suit: None,
        reagent_hand: None,
        base: None,
        armor: None,
        class_stealth: false,
    };
    Setup {
        combatants: (0..4)
            .map(|i| fighter(i, Side::Party))
            .chain((0..4).map(|i| fighter(i, Side::Foes)))
            .collect(),
        grid: None,
        rules: Default::default(),
    }
}

/// The automatic player: the next command for the current phase.
fn next_command(state: &BattleState) -> Command {
    match state.phase {
        Phase::Planning => match state
            .combatants
            .iter()
            .position(|c| c.active() && !c.planned)
        {
            Some(who) => Command::Plan {
                who: who as u8,
                stance: Stance::Aggressive,
                main_arm: 0,
                offhand_arm: None,
                cards: [CardPlay::Draw; 3],
            },
            None => Command::EndPlanning,
        },
        Phase::Countdown { count } => {
            let ready = state
                .combatants
                .iter()
                .position(|c| c.active() && !c.acted && stats::value(c, Stat::Speed) >= count);
            match ready {
                Some(who) => Command::ToAction { who: who as u8 },
                None if state.combatants.iter().any(|c| c.active() && !c.acted) => {
                    Command::NextCount
                }
                None => Command::EndRound {
                    recover: Vec::new(),
                    discard: Vec::new(),
                },
            }
        }
        Phase::Turn { actor, .. } => {
            let me = &state.combatants[usize::from(actor)];
            let target = state
                .combatants
                .iter()
                .position(|c| c.active() && c.side != me.side);
            match target {
                Some(target) if !me.primary_used => Command::Attack {
                    target: target as u8,
                    defend: true,
                    riposte: false,
                    defend_riposte: true,
                    distance: None,
                    upper_hand: false,
                    follow_up: Vec::new(),
                    target_perks: Vec::new(),
                },
                _ => Command::EndTurn,
            }
        }
        Phase::Ended { .. } => Command::EndBattle {
            outcome: tablekeep_rules::systems::fated_hand::battle::Outcome::Declared,
        },
    }
}

/// Plays a whole battle automatically; returns the commands played.
fn play(seed: u64, limit: usize) -> (BattleState, Vec<Command>) {
    let mut state = begin(&setup(), &mut Rng::from_seed(seed));
    let mut commands = Vec::new();
    while !matches!(state.phase, Phase::Ended { .. }) && commands.len() < limit {
        let command = next_command(&state);
        step::<FatedHandBattle>(&mut state, seed, commands.len(), &command)
            .expect("the automatic player only plays legal commands");
        commands.push(command);
    }
    (state, commands)
}

fn main() {
    // Engine commands per second over many battles.
    let start = Instant::now();
    let mut commands = 0usize;
    let mut battles = 0usize;
    while start.elapsed() < Duration::from_secs(3) {
        let (_, played) = play(battles as u64, 10_000);
        commands += played.len();
        battles += 1;
    }
    let elapsed = start.elapsed().as_secs_f64();

    // A 1,000-command encounter: play battles back to back until 1,000 commands are recorded in
    // one (long battles: raise the Hit Points).
    let mut long = setup();
    for c in &mut long.combatants {
        c.hit_points = 100;
    }
    let initial = begin(&long, &mut Rng::from_seed(7));
    let mut state = initial.clone();
    let mut recorded = Vec::new();
    while recorded.len() < 1_000 && !matches!(state.phase, Phase::Ended { .. }) {
        let command = next_command(&state);
        step::<FatedHandBattle>(&mut state, 7, recorded.len(), &command).expect("legal");
        recorded.push(command);
    }
    let runs = 50;
    let replay_start = Instant::now();
    for _ in 0..runs {
        std::hint::black_box(replay::<FatedHandBattle>(&initial, 7, &recorded).expect("replays"));
    }
    let replay_ms = replay_start.elapsed().as_secs_f64() * 1000.0 / f64::from(runs);

    println!("Fated Hand battle engine, 4 vs 4, automatic play, one core");
    println!(
        "  engine commands per second        {:>12.0}   (target ≥ 100,000)",
        commands as f64 / elapsed
    );
    println!("  whole battles per second          {:>12.0}   (stretch goal ≥ 100,000; {:.1} commands per battle)", battles as f64 / elapsed, commands as f64 / battles as f64);
    println!(
        "  replay of a {}-command encounter {:>9.2} ms   (target < 20 ms)",
        recorded.len(),
        replay_ms
    );
}
