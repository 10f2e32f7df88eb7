//! A whole match with seeded decks, played by a simple automatic player through what the
//! engine offers; then replayed, and undone command by command.

use super::*;
use crate::encounter::{replay_setup, start, step, Legal};
use crate::systems::lytharian_chess::game::legal::LytharianMatch;
use crate::systems::lytharian_chess::game::Target;

/// The commands of a match played from `setup` and `seed`: attack when it can, cast a spell
/// on a revealed enemy, otherwise move the troop that gets furthest forward; answer every
/// choice. Returns the commands and the state after each.
pub(in super::super) fn autoplay(
    setup: &MatchSetup,
    seed: u64,
    limit: usize,
) -> (Vec<Command>, Vec<MatchState>) {
    let mut state = start::<LytharianMatch>(setup, seed).unwrap();
    let mut commands = Vec::new();
    let mut states = vec![state.clone()];
    let mut pick = Rng::from_seed(seed ^ 0x5eed);
    while state.outcome.is_none() && commands.len() < limit {
        let now = LytharianMatch::legal(&state);
        let offered: Vec<&Command> = now.offered.iter().map(|o| &o.command).collect();
        let of = |kind: &str| -> Vec<&Command> {
            offered
                .iter()
                .copied()
                .filter(|c| c.kind() == kind)
                .collect()
        };
        let enemy_casts: Vec<&Command> = of("cast")
            .into_iter()
            .filter(|c| match c {
                Command::Cast {
                    side,
                    target: Target::Troop { troop },
                    ..
                } => state.troop(*troop).side != *side,
                _ => false,
            })
            .collect();
        let mut chosen = None;
        for options in [
            of("promote"),
            of("choose"),
            of("end_effects"),
            of("keep_hand"),
            of("attack"),
            enemy_casts,
        ] {
            if !options.is_empty() {
                chosen = Some(options[pick.index(options.len())].clone());
                break;
            }
        }
        if chosen.is_none() {
            let moves = of("move");
            let best = moves.iter().max_by_key(|c| match c {
                Command::Move { side, from, to } => {
                    let ahead = i32::from(to.y - from.y) * side.forward();
                    ahead * 8 + i32::from(pick.roll(8))
                }
                _ => 0,
            });
            chosen = best.map(|c| (*c).clone());
        }
        let command = chosen
            .or_else(|| of("pass").first().map(|c| (*c).clone()))
            .or_else(|| of("end_turn").first().map(|c| (*c).clone()))
            .or_else(|| of("keep_pawn").first().map(|c| (*c).clone()))
            .expect("the engine always offers a way on");
        step::<LytharianMatch>(&mut state, seed, commands.len(), &command)
            .unwrap_or_else(|e| panic!("an offered command was refused: {command:?}: {e}"));
        commands.push(command);
        states.push(state.clone());
    }
    (commands, states)
}

fn conserved(state: &MatchState) {
    // Card conservation: every spell and equipment card is in exactly one place.
    let mut seen = vec![0u8; state.cards.len()];
    for player in &state.players {
        for card in player
            .deck
            .iter()
            .chain(&player.hand)
            .chain(&player.nether)
            .chain(&player.enchants)
        {
            seen[usize::from(*card)] += 1;
        }
    }
    for item in &state.stack {
        seen[usize::from(item.card)] += 1;
    }
    for troop in &state.troops {
        for card in [troop.weapon, troop.armor, troop.aura, troop.curse]
            .into_iter()
            .flatten()
        {
            seen[usize::from(card)] += 1;
        }
    }
    assert!(
        seen.iter().all(|n| *n == 1),
        "each card in one place: {seen:?}"
    );
    // The board and the troops agree.
    for (index, troop) in state.troops.iter().enumerate() {
        if let Some(square) = troop.square {
            assert_eq!(
                state.board.at(square).map(|t| t.side),
                Some(troop.side),
                "troop {index}"
            );
        }
    }
}

#[test]
fn a_whole_match_with_seeded_decks_replays_exactly_and_undoes_to_each_state() {
    let setup = chaos_setup();
    let seed = 2026;
    let (commands, states) = autoplay(&setup, seed, 4000);
    let last = states.last().unwrap();
    assert!(
        last.outcome.is_some(),
        "the match ends within the limit: {:?}",
        last.turn
    );
    assert!(last.turn.number > 4, "more than a few turns were played");
    for state in &states {
        conserved(state);
    }
    // Replay determinism: the same setup, seed and commands give the same match.
    let replayed = replay_setup::<LytharianMatch>(&setup, seed, &commands).unwrap();
    assert_eq!(&replayed.state, last);
    let again = replay_setup::<LytharianMatch>(&setup, seed, &commands).unwrap();
    assert_eq!(again.events, replayed.events);
    // Undo identity: replaying a prefix gives exactly the state after it.
    for cut in [
        0,
        1,
        commands.len() / 3,
        commands.len() / 2,
        commands.len() - 1,
    ] {
        let undone = replay_setup::<LytharianMatch>(&setup, seed, &commands[..cut]).unwrap();
        assert_eq!(undone.state, states[cut], "after {cut} commands");
    }
    // Every automated result in the log names its rule.
    let log = replayed.log_from(0);
    assert!(log.iter().all(|line| line.rule.is_some()));
    assert!(log.iter().any(|line| line.text.contains("wins")));
}

#[test]
fn a_different_seed_shuffles_differently() {
    let setup = chaos_setup();
    let a = start::<LytharianMatch>(&setup, 1).unwrap();
    let b = start::<LytharianMatch>(&setup, 2).unwrap();
    assert_ne!(a.players[0].deck, b.players[0].deck);
}

/// Figures for the closing note (run with `--release --ignored --nocapture`).
#[test]
#[ignore = "a measurement, not a check"]
fn measure_commands_per_second_and_replay_of_1000_commands() {
    let setup = chaos_setup();
    let mut commands = Vec::new();
    let mut seed = 0;
    while commands.len() < 1000 {
        seed += 1;
        let (more, _) = autoplay(&setup, seed, 1000);
        if more.len() >= 1000 {
            commands = more;
        }
    }
    let started = std::time::Instant::now();
    let rounds = 20;
    for _ in 0..rounds {
        let replayed = replay_setup::<LytharianMatch>(&setup, seed, &commands[..1000]).unwrap();
        assert!(replayed.events.len() == 1000);
    }
    let per_replay = started.elapsed() / rounds;
    println!(
        "replay of 1,000 commands: {per_replay:?} ({:.0} commands per second)",
        1000.0 / per_replay.as_secs_f64()
    );
    let started = std::time::Instant::now();
    let mut matches = 0;
    while started.elapsed().as_secs_f64() < 3.0 {
        matches += 1;
        autoplay(&setup, 10_000 + matches, 4000);
    }
    println!(
        "automatic matches (the test's player, through legal()): {:.1} per second",
        f64::from(matches as u32) / started.elapsed().as_secs_f64()
    );
}
