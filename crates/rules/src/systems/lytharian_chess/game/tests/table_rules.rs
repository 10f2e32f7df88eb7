//! One test per non-default option of the match engine's table rules (issue #19), each
//! showing the option's play beside the default's.

use super::*;
use crate::systems::lytharian_chess::game::Outcome;
use crate::systems::lytharian_chess::game::Target;
use crate::systems::lytharian_chess::table_rules::{
    BONUS_MANA, MANA_ABOVE_15, NO_LEGAL_MOVE, PROTECTION,
};
use crate::table_rules::{TableRule, TableRuleChoices};

fn choosing(rule: &TableRule, option: &str) -> TableRuleChoices {
    let mut choices = TableRuleChoices::default();
    choices.0.insert(rule.id.to_owned(), option.to_owned());
    choices
}

/// The first player's king on a1 hemmed in by three enemy troops: no troop of theirs can move.
fn hemmed_in_king() -> MatchState {
    let guard = |name: &str| gm_troop(name, PieceType::Rook, 3, 4, 5);
    let (state, _) = arena(
        Side::First,
        vec![
            (Side::Second, guard("Wall a2"), "a2"),
            (Side::Second, guard("Wall b1"), "b1"),
            (Side::Second, guard("Wall b2"), "b2"),
        ],
    );
    assert!(!super::super::check::any_move(&state, Side::First));
    state
}

#[test]
fn table_rule_no_legal_move_loses_match() {
    // Default: the turn ends without a move and the second player's turn follows.
    let mut state = hemmed_in_king();
    let events = play(&mut state, Command::EndTurn { side: Side::First });
    assert!(events.iter().any(|e| matches!(
        e,
        Event::TurnEnded {
            side: Side::First,
            without_move: true
        }
    )));
    assert_eq!(state.outcome, None);
    assert_eq!(state.turn.side, Side::Second);

    // The option: the player who cannot move loses the match.
    let mut state = hemmed_in_king();
    state.choices = choosing(&NO_LEGAL_MOVE, "loses_match");
    let events = play(&mut state, Command::EndTurn { side: Side::First });
    assert!(!events.iter().any(|e| matches!(e, Event::TurnEnded { .. })));
    assert!(matches!(
        state.outcome,
        Some(Outcome::Won {
            winner: Side::Second,
            ..
        })
    ));

    // With a move available the option changes nothing: the turn still needs its move.
    let (mut free, _) = arena(Side::First, Vec::new());
    free.choices = choosing(&NO_LEGAL_MOVE, "loses_match");
    assert!(run::decide(
        &free,
        &Command::EndTurn { side: Side::First },
        &mut Rng::from_seed(3)
    )
    .is_err());
}

/// The first player at the start of their turn with 14 mana and an obelisk of 3 (digest
/// LC-37), after the effects phase and so the mana phase.
fn after_mana_phase(choices: TableRuleChoices) -> (MatchState, Vec<Event>) {
    let (mut state, _) = arena(Side::First, Vec::new());
    state.choices = choices;
    state.turn.phase = Phase::Effects;
    let player = state.player_mut(Side::First);
    player.mana = 14;
    player.obelisk = 3;
    let events = play(&mut state, Command::EndEffects { side: Side::First });
    (state, events)
}

#[test]
fn table_rule_mana_above_15_kept() {
    // Default: the counter stops at 15 and 2 mana is lost.
    let (state, events) = after_mana_phase(TableRuleChoices::default());
    assert_eq!(state.player(Side::First).mana, 15);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::ManaGained {
            gained: 1,
            lost: 2,
            ..
        }
    )));

    // The option: all 3 arrive, 17 in all, and the obelisk may still be charged.
    let (mut state, events) = after_mana_phase(choosing(&MANA_ABOVE_15, "kept"));
    assert_eq!(state.player(Side::First).mana, 17);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::ManaGained {
            gained: 3,
            lost: 0,
            ..
        }
    )));
    play(&mut state, Command::ChargeObelisk { side: Side::First });
    assert_eq!(state.player(Side::First).mana, 1);
    assert_eq!(state.player(Side::First).obelisk, 4);
}

/// The Zuk Gar Blood Priest and Elder Tikka example («Combat Spellcasting: Fast Cast Spells
/// (damage and protection)»): Deathbolt (2) on Tikka, Powered Light Guard (3) on Tikka, Death
/// Armor (2) on the Priest, then the combat. The damage on (the Priest, Tikka).
fn zuk_gar_example(choices: TableRuleChoices) -> (u8, u8) {
    let priest = completed("Zuk Gar Blood Priest", PieceType::Rook, 6, 6);
    let tikka = completed("Elder Tikka", PieceType::Pawn, 3, 6);
    let (mut state, ids) = arena(
        Side::First,
        vec![(Side::First, priest, "b3"), (Side::Second, tikka, "b4")],
    );
    state.choices = choices;
    let deathbolt = give(&mut state, Side::First, spell("Deathbolt"));
    let armor = give(&mut state, Side::First, spell("Death Armor"));
    let guard = give(&mut state, Side::Second, spell("Powered Light Guard"));
    let attack = Command::Attack {
        side: Side::First,
        attacker: ids[0],
        defender: ids[1],
    };
    play(&mut state, attack);
    play(&mut state, Command::Pass { side: Side::Second });
    let tikka_target = Target::Troop { troop: ids[1] };
    for (side, card, x, target) in [
        (Side::First, deathbolt, 0, tikka_target),
        (Side::Second, guard, 3, tikka_target),
        (Side::First, armor, 0, Target::Troop { troop: ids[0] }),
    ] {
        play(
            &mut state,
            Command::Cast {
                side,
                card,
                x,
                target,
            },
        );
    }
    play(&mut state, Command::Pass { side: Side::Second });
    play(&mut state, Command::Pass { side: Side::First });
    (state.troop(ids[0]).damage, state.troop(ids[1]).damage)
}

#[test]
fn table_rule_protection_pool() {
    // Default, as the book's example prints it: Tikka 2 - 3 = 0, then 6 - 3 = 3.
    assert_eq!(zuk_gar_example(TableRuleChoices::default()), (1, 3));
    // One pool: Deathbolt uses 2 of Tikka's 3, leaving 1 against the combat's 6, so 5.
    // The Priest's Death Armor meets a single instance (3), so 1 either way.
    assert_eq!(zuk_gar_example(choosing(&PROTECTION, "pool")), (1, 5));
}

/// The starting mana of (the first player, the second) when a power-96 army meets a power-80
/// one: 16 apart, so the weaker army goes first with 4 bonus mana («Getting Started»).
fn starting_mana(choices: TableRuleChoices) -> (u8, u8) {
    let mut setup = chaos_setup();
    setup.armies = [army("Strong", 6, 10), army("Weak", 5, 10)];
    setup.choices = choices;
    let state = super::super::setup::begin(&setup, &mut Rng::from_seed(5)).unwrap();
    assert_eq!(state.army_of, [1, 0], "the weaker army is the first player");
    (
        state.player(Side::First).mana,
        state.player(Side::Second).mana,
    )
}

#[test]
fn table_rule_bonus_mana_instead_of_counter() {
    assert_eq!(starting_mana(TableRuleChoices::default()), (5, 1));
    assert_eq!(
        starting_mana(choosing(&BONUS_MANA, "instead_of_counter")),
        (4, 1)
    );
}
