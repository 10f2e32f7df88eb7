//! The book's worked examples, each named after its section.

use super::*;
use crate::systems::lytharian_chess::game::{Choice, Target};
use crate::systems::lytharian_chess::keywords::Keyword as K;

fn first_pass_second_pass(state: &mut MatchState, first: Side) {
    play(state, Command::Pass { side: first });
    play(
        state,
        Command::Pass {
            side: first.other(),
        },
    );
}

#[test]
fn attack_examples_no_spells_example_a_magemaster_kills_the_shocktrooper_and_takes_its_square() {
    let magemaster = completed("Brudakian Magemaster", PieceType::Pawn, 3, 4);
    let shocktrooper = completed("Zuk Gar Shocktrooper", PieceType::Pawn, 1, 1);
    let (mut state, ids) = arena(
        Side::First,
        vec![
            (Side::First, magemaster, "c3"),
            (Side::Second, shocktrooper, "d5"),
        ],
    );
    let hand_before = state.player(Side::Second).hand.len();
    play(
        &mut state,
        Command::Move {
            side: Side::First,
            from: at("c3"),
            to: at("c4"),
        },
    );
    play(
        &mut state,
        Command::Attack {
            side: Side::First,
            attacker: ids[0],
            defender: ids[1],
        },
    );
    // Both reveal; the defender has priority first.
    assert!(state.troop(ids[0]).revealed && state.troop(ids[1]).revealed);
    assert_eq!(state.priority, Some(Side::Second));
    first_pass_second_pass(&mut state, Side::Second);
    assert_eq!(
        state.troop(ids[1]).square,
        None,
        "the Shocktrooper is killed"
    );
    assert_eq!(state.player(Side::Second).crypt, vec![ids[1]]);
    assert_eq!(
        state.player(Side::Second).hand.len(),
        hand_before + 1,
        "Resupply 1 draws a card"
    );
    assert_eq!(state.troop(ids[0]).damage, 1);
    assert_eq!(
        state.troop(ids[0]).square,
        Some(at("d5")),
        "it takes the square"
    );
    assert!(state.turn.moved.is_some() && state.turn.attacked);
    assert!(state.combat.is_none());
}

#[test]
fn attack_examples_no_spells_example_b_the_defender_chooses_mobility_first_and_both_die() {
    let rider = set_x(
        completed("Slimeserpent Rider", PieceType::Knight, 5, 5),
        TroopAbility::with_x(K::Mobility, 1),
    );
    let cavalry = set_x(
        completed("Brudakian Heavy Cavalry", PieceType::Knight, 5, 5),
        TroopAbility::with_x(K::Mobility, 1),
    );
    let (mut state, ids) = arena(
        Side::Second,
        vec![(Side::Second, rider, "c6"), (Side::First, cavalry, "e4")],
    );
    // Right two and forward one, from the second player's side: c6 to e5... seen from above,
    // "right" for the second player is towards the a-file; c6 to a5 is the mirror. Either way
    // the knight lands next to its target.
    play(
        &mut state,
        Command::Move {
            side: Side::Second,
            from: at("c6"),
            to: at("e5"),
        },
    );
    play(
        &mut state,
        Command::Attack {
            side: Side::Second,
            attacker: ids[0],
            defender: ids[1],
        },
    );
    let before = state.clone();
    let refused = run::decide(
        &state,
        &Command::Choose {
            side: Side::Second,
            troop: ids[0],
            choice: Choice::Att,
        },
        &mut Rng::from_seed(1),
    );
    assert!(
        refused.is_err(),
        "the attacker may not choose before the defender"
    );
    assert_eq!(state, before);
    play(
        &mut state,
        Command::Choose {
            side: Side::First,
            troop: ids[1],
            choice: Choice::Att,
        },
    );
    play(
        &mut state,
        Command::Choose {
            side: Side::Second,
            troop: ids[0],
            choice: Choice::Att,
        },
    );
    first_pass_second_pass(&mut state, Side::First);
    assert_eq!(state.troop(ids[0]).square, None);
    assert_eq!(state.troop(ids[1]).square, None);
    assert!(state.board.is_free(at("e5")) && state.board.is_free(at("e4")));
}

#[test]
fn attack_examples_no_spells_example_c_bushwhack_and_slayer_kill_both() {
    let mut oshara = completed("Oshara", PieceType::Rook, 10, 8);
    oshara.race = Known("Elf".to_owned());
    oshara.abilities = vec![
        TroopAbility::with_x(K::Bushwhack, 1),
        TroopAbility::with_y(K::Slayer, "Orc", Some(1)),
    ];
    let mut korganoth = completed("Korganoth", PieceType::Rook, 10, 8);
    korganoth.race = Known("Orc".to_owned());
    korganoth.abilities = vec![
        TroopAbility::with_x(K::Bushwhack, 1),
        TroopAbility::with_y(K::Slayer, "Elf", Some(1)),
    ];
    let (mut state, ids) = arena(
        Side::First,
        vec![(Side::First, oshara, "c1"), (Side::Second, korganoth, "c8")],
    );
    play(
        &mut state,
        Command::Move {
            side: Side::First,
            from: at("c1"),
            to: at("c7"),
        },
    );
    play(
        &mut state,
        Command::Attack {
            side: Side::First,
            attacker: ids[0],
            defender: ids[1],
        },
    );
    let events = {
        play(&mut state, Command::Pass { side: Side::Second });
        play(&mut state, Command::Pass { side: Side::First })
    };
    let damage = events.iter().find_map(|e| match e {
        Event::CombatDamage {
            to_attacker,
            to_defender,
            attacker_att,
            defender_att,
        } => Some((
            *to_attacker,
            *to_defender,
            attacker_att.value,
            defender_att.value,
        )),
        _ => None,
    });
    assert_eq!(
        damage,
        Some((11, 11, 12, 12)),
        "both 12/8, each taking 1 less: 11"
    );
    assert_eq!(state.troop(ids[0]).square, None);
    assert_eq!(state.troop(ids[1]).square, None);
}

#[test]
fn mana_harnessing_example_an_11_damage_fireball_kills_tavvo() {
    let tavvo = completed("Consort Tavvo", PieceType::Bishop, 3, 10);
    let (mut state, ids) = arena(Side::First, vec![(Side::Second, tavvo, "d4")]);
    state.troops[usize::from(ids[0])].revealed = true;
    state.player_mut(Side::First).mana = 10;
    let fireball = give(&mut state, Side::First, spell("Fireball"));
    let fire_rain = give(&mut state, Side::First, spell("Fire Rain"));
    play(
        &mut state,
        Command::Harness {
            side: Side::First,
            card: fire_rain,
        },
    );
    assert_eq!(
        state.player(Side::First).pool,
        3,
        "Fire Rain is Rare: 3 mana"
    );
    play(
        &mut state,
        Command::Cast {
            side: Side::First,
            card: fireball,
            x: 11,
            target: Target::Troop { troop: ids[0] },
        },
    );
    assert_eq!(
        state.player(Side::First).mana,
        2,
        "8 from the counter, 3 harnessed"
    );
    first_pass_second_pass(&mut state, Side::Second);
    assert_eq!(
        state.troop(ids[0]).square,
        None,
        "11 less Resist All 1 is 10: killed"
    );
    assert_eq!(state.player(Side::First).nether, vec![fire_rain, fireball]);
}

#[test]
fn spellcasting_examples_arcane_denial_counters_the_fireball_and_light_guard_saves_3() {
    let blademaster = completed("Kevetni Blademaster", PieceType::Rook, 7, 8);
    let bully = completed("Deepdark Bully", PieceType::Pawn, 7, 7);
    let (mut state, ids) = arena(
        Side::First,
        vec![
            (Side::First, blademaster, "b2"),
            (Side::Second, bully, "b5"),
        ],
    );
    let light_guard = give(&mut state, Side::First, spell("Powered Light Guard"));
    let denial = give(&mut state, Side::First, spell("Arcane Denial"));
    let fireball = give(&mut state, Side::Second, spell("Fireball"));
    play(
        &mut state,
        Command::Move {
            side: Side::First,
            from: at("b2"),
            to: at("b4"),
        },
    );
    play(
        &mut state,
        Command::Attack {
            side: Side::First,
            attacker: ids[0],
            defender: ids[1],
        },
    );
    play(&mut state, Command::Pass { side: Side::Second });
    let blade = Target::Troop { troop: ids[0] };
    play(
        &mut state,
        Command::Cast {
            side: Side::First,
            card: light_guard,
            x: 3,
            target: blade,
        },
    );
    play(
        &mut state,
        Command::Cast {
            side: Side::Second,
            card: fireball,
            x: 4,
            target: blade,
        },
    );
    play(
        &mut state,
        Command::Cast {
            side: Side::First,
            card: denial,
            x: 0,
            target: Target::Spell { card: fireball },
        },
    );
    play(&mut state, Command::Pass { side: Side::Second });
    let events = play(&mut state, Command::Pass { side: Side::First });
    // Resolution order: Arcane Denial, (Fireball countered), Powered Light Guard, damage.
    let order: Vec<CardId> = events
        .iter()
        .filter_map(|e| match e {
            Event::Resolving { card } => Some(*card),
            _ => None,
        })
        .collect();
    assert_eq!(order, vec![denial, light_guard]);
    assert_eq!(
        state.troop(ids[1]).square,
        None,
        "the Bully takes 7 and is killed"
    );
    assert_eq!(state.troop(ids[0]).damage, 4, "7 less the Light Guard's 3");
    assert_eq!(state.troop(ids[0]).square, Some(at("b5")));
    assert_eq!(state.player(Side::First).mana, 15 - 5);
    assert_eq!(state.player(Side::Second).mana, 15 - 4);
    assert_eq!(state.player(Side::First).nether, vec![denial, light_guard]);
    assert_eq!(state.player(Side::Second).nether, vec![fireball]);
}

#[test]
fn combat_spellcasting_fast_cast_spells_protection_counts_per_damage_instance() {
    let priest = completed("Zuk Gar Blood Priest", PieceType::Rook, 6, 6);
    let tikka = completed("Elder Tikka", PieceType::Pawn, 3, 6);
    let (mut state, ids) = arena(
        Side::First,
        vec![(Side::First, priest, "b3"), (Side::Second, tikka, "b4")],
    );
    let deathbolt = give(&mut state, Side::First, spell("Deathbolt"));
    let armor = give(&mut state, Side::First, spell("Death Armor"));
    let guard = give(&mut state, Side::Second, spell("Powered Light Guard"));
    play(
        &mut state,
        Command::Move {
            side: Side::First,
            from: at("a1"),
            to: at("a2"),
        },
    );
    play(
        &mut state,
        Command::Attack {
            side: Side::First,
            attacker: ids[0],
            defender: ids[1],
        },
    );
    play(&mut state, Command::Pass { side: Side::Second });
    let tikka_target = Target::Troop { troop: ids[1] };
    play(
        &mut state,
        Command::Cast {
            side: Side::First,
            card: deathbolt,
            x: 0,
            target: tikka_target,
        },
    );
    play(
        &mut state,
        Command::Cast {
            side: Side::Second,
            card: guard,
            x: 3,
            target: tikka_target,
        },
    );
    play(
        &mut state,
        Command::Cast {
            side: Side::First,
            card: armor,
            x: 0,
            target: Target::Troop { troop: ids[0] },
        },
    );
    play(&mut state, Command::Pass { side: Side::Second });
    play(&mut state, Command::Pass { side: Side::First });
    assert_eq!(
        state.troop(ids[1]).damage,
        3,
        "Deathbolt 2 - 3 = 0, combat 6 - 3 = 3"
    );
    assert_eq!(state.troop(ids[0]).damage, 1, "3 - Death Armor's 2");
    assert!(state.troop(ids[0]).square.is_some() && state.troop(ids[1]).square.is_some());
    assert_eq!(
        state.troop(ids[0]).square,
        Some(at("b3")),
        "a failed attack stays put"
    );
    assert_eq!(
        state.troop(ids[1]).prevention,
        0,
        "protection ends with the combat"
    );
}

#[test]
fn main_phase_casting_channeled_spells_heal_and_life_drain() {
    let woodguard = completed("Kevetni Woodguard", PieceType::Pawn, 2, 5);
    let dwarf = completed("Stoneborn Infantrydwarf", PieceType::Pawn, 2, 5);
    let (mut state, ids) = arena(
        Side::First,
        vec![(Side::First, woodguard, "c3"), (Side::Second, dwarf, "f6")],
    );
    state.troops[usize::from(ids[0])].damage = 2;
    state.troops[usize::from(ids[1])].damage = 1;
    let star = give(&mut state, Side::First, spell("Healing Star"));
    play(
        &mut state,
        Command::Cast {
            side: Side::First,
            card: star,
            x: 0,
            target: Target::Troop { troop: ids[0] },
        },
    );
    first_pass_second_pass(&mut state, Side::Second);
    assert_eq!(state.troop(ids[0]).damage, 0);
    // The next turn, the other player drains the (now revealed) Woodguard.
    state.troops[usize::from(ids[0])].revealed = true;
    state.turn.side = Side::Second;
    let siphon = give(&mut state, Side::Second, spell("Siphon Health"));
    play(
        &mut state,
        Command::Cast {
            side: Side::Second,
            card: siphon,
            x: 0,
            target: Target::TroopAndFriend {
                troop: ids[0],
                friend: ids[1],
            },
        },
    );
    first_pass_second_pass(&mut state, Side::First);
    assert_eq!(state.troop(ids[0]).damage, 2);
    assert_eq!(state.troop(ids[1]).damage, 0);
}

#[test]
fn main_phase_casting_channeled_spells_mana_and_mana_drain() {
    let (mut state, _) = arena(Side::First, vec![]);
    state.player_mut(Side::First).mana = 1;
    state.player_mut(Side::Second).mana = 5;
    let sacrifice = give(&mut state, Side::First, spell("Power Through Sacrifice"));
    play(
        &mut state,
        Command::Cast {
            side: Side::First,
            card: sacrifice,
            x: 0,
            target: Target::None,
        },
    );
    first_pass_second_pass(&mut state, Side::Second);
    assert_eq!(state.player(Side::First).mana, 4);
    assert_eq!(
        state.turn.side,
        Side::Second,
        "the turn ends at once, without a move"
    );
    state.turn.phase = Phase::Main;
    let deny = give(&mut state, Side::Second, spell("Deny Thy Enemy"));
    play(
        &mut state,
        Command::Cast {
            side: Side::Second,
            card: deny,
            x: 0,
            target: Target::Player { side: Side::First },
        },
    );
    first_pass_second_pass(&mut state, Side::First);
    assert_eq!(state.player(Side::First).mana, 1);
    assert_eq!(state.player(Side::Second).mana, 3);
}

#[test]
fn counter_spells_arcane_denial_counters_a_fireball_and_the_main_phase_goes_on() {
    let leader = completed("Zuk Gar War Leader", PieceType::Rook, 4, 6);
    let (mut state, ids) = arena(Side::First, vec![(Side::Second, leader, "c5")]);
    state.troops[usize::from(ids[0])].revealed = true;
    let fireball = give(&mut state, Side::First, spell("Fireball"));
    let denial = give(&mut state, Side::Second, spell("Arcane Denial"));
    play(
        &mut state,
        Command::Cast {
            side: Side::First,
            card: fireball,
            x: 3,
            target: Target::Troop { troop: ids[0] },
        },
    );
    play(
        &mut state,
        Command::Cast {
            side: Side::Second,
            card: denial,
            x: 0,
            target: Target::Spell { card: fireball },
        },
    );
    first_pass_second_pass(&mut state, Side::First);
    assert_eq!(state.troop(ids[0]).damage, 0);
    assert_eq!(state.player(Side::First).nether, vec![fireball]);
    assert_eq!(state.player(Side::Second).nether, vec![denial]);
    assert_eq!(
        (
            state.player(Side::First).mana,
            state.player(Side::Second).mana
        ),
        (12, 13)
    );
    assert!(state.stack.is_empty() && state.priority.is_none());
    assert_eq!(state.turn.phase, Phase::Main);
}

#[test]
fn spellcasting_overview_a_spell_has_no_effect_when_its_target_leaves_its_square() {
    let victim = completed("Zuk Gar War Leader", PieceType::Pawn, 1, 2);
    let (mut state, ids) = arena(Side::First, vec![(Side::Second, victim, "c5")]);
    state.troops[usize::from(ids[0])].revealed = true;
    let strike = give(&mut state, Side::First, spell("Lightning Strike"));
    let bolt = give(&mut state, Side::Second, spell("Deathbolt"));
    let target = Target::Troop { troop: ids[0] };
    play(
        &mut state,
        Command::Cast {
            side: Side::First,
            card: strike,
            x: 0,
            target,
        },
    );
    // The second player finishes its own troop first (last cast, first resolved).
    play(
        &mut state,
        Command::Cast {
            side: Side::Second,
            card: bolt,
            x: 0,
            target,
        },
    );
    let events = {
        play(&mut state, Command::Pass { side: Side::First });
        play(&mut state, Command::Pass { side: Side::Second })
    };
    assert!(events.contains(&Event::Fizzled { card: strike }));
    assert_eq!(state.player(Side::First).nether, vec![strike]);
}
