//! One test per non-default option of each Lytharian Chess table rule (issue #19), each
//! showing the option's play beside the default's.

use super::army::{check_deck_at_table, Game, LegalityError, Mode};
use super::board::{empty_board, square, troop_options, BoardTroop, Side};
use super::cards::{Alignment, DeckCard, Element, PieceType, SpellCard};
use super::table_rules::{
    ARMY_ALIGNMENT, CHAOS_DECK_MINIMUM, ELEMENTAL_OPPOSITES, KNIGHT_ATTACKS, KNIGHT_MOVES,
};
use super::tests_army::{army_cards, deck_of, gm_spell, refs, spell_cards};
use super::BookValue::Known;
use crate::table_rules::{TableRule, TableRuleChoices};

fn choosing(rule: &TableRule, option: &str) -> TableRuleChoices {
    let mut choices = TableRuleChoices::default();
    choices.0.insert(rule.id.to_owned(), option.to_owned());
    choices
}

/// A Standard deck whose spells 3 and 5 are of elements `a` and `b`.
fn spells_with(a: Element, b: Element) -> Vec<SpellCard> {
    let mut spells = spell_cards();
    spells[3].element = Known(a);
    spells[5].element = Known(b);
    spells
}

/// Whether a Standard deck may hold spells of `a` and `b` together under `choices`.
fn may_mix(a: Element, b: Element, choices: &TableRuleChoices, gm: &[(Element, Element)]) -> bool {
    let army = army_cards();
    let spells = spells_with(a, b);
    let deck = deck_of(&spells);
    match check_deck_at_table(Mode::Standard, Game::Full, &refs(&army), &deck, choices, gm) {
        Ok(()) => true,
        Err(errors) => {
            assert!(errors
                .iter()
                .all(|e| matches!(e, LegalityError::OppositeElements { .. })));
            false
        }
    }
}

#[test]
fn table_rule_elemental_opposites_fire_air_earth_water() {
    use Element::*;
    let default = TableRuleChoices::default();
    assert!(!may_mix(Fire, Water, &default, &[]) && may_mix(Fire, Air, &default, &[]));
    let option = choosing(&ELEMENTAL_OPPOSITES, "fire_air_earth_water");
    assert!(may_mix(Fire, Water, &option, &[]));
    assert!(!may_mix(Fire, Air, &option, &[]) && !may_mix(Earth, Water, &option, &[]));
}

#[test]
fn table_rule_elemental_opposites_fire_earth_air_water() {
    use Element::*;
    let default = TableRuleChoices::default();
    assert!(may_mix(Fire, Earth, &default, &[]) && !may_mix(Air, Earth, &default, &[]));
    let option = choosing(&ELEMENTAL_OPPOSITES, "fire_earth_air_water");
    assert!(!may_mix(Fire, Earth, &option, &[]) && !may_mix(Air, Water, &option, &[]));
    assert!(may_mix(Air, Earth, &option, &[]) && may_mix(Fire, Water, &option, &[]));
}

#[test]
fn table_rule_elemental_opposites_custom() {
    use Element::*;
    let gm = [(Life, Arcane), (Air, Fire)];
    let default = TableRuleChoices::default();
    assert!(
        may_mix(Air, Fire, &default, &gm),
        "the GM's pairs wait for their option"
    );
    let option = choosing(&ELEMENTAL_OPPOSITES, "custom");
    assert!(!may_mix(Air, Fire, &option, &gm));
    assert!(may_mix(Fire, Water, &option, &gm));
    assert!(
        may_mix(Fire, Water, &option, &[]),
        "no pairs entered, none apply"
    );
}

#[test]
fn table_rule_elemental_opposites_none() {
    use Element::*;
    let option = choosing(&ELEMENTAL_OPPOSITES, "none");
    assert!(!may_mix(Fire, Water, &TableRuleChoices::default(), &[]));
    for (a, b) in [(Fire, Water), (Air, Earth), (Fire, Air)] {
        assert!(may_mix(a, b, &option, &[]));
    }
}

#[test]
fn table_rule_army_alignment_every_troop() {
    let mut army = army_cards();
    army[0].alignment = Known(Alignment::Evil);
    let spells = spell_cards();
    let life = gm_spell("Dawn Light", Element::Life);
    let death = gm_spell("Grave Touch", Element::Death);
    let check =
        |army: &[super::cards::TroopCard], extra: &[&SpellCard], choices: &TableRuleChoices| {
            let mut deck = deck_of(&spells);
            deck.extend(extra.iter().map(|s| DeckCard::Spell(*s)));
            check_deck_at_table(Mode::Standard, Game::Full, &refs(army), &deck, choices, &[])
        };
    let default = TableRuleChoices::default();
    assert_eq!(
        check(&army, &[&life], &default),
        Err(vec![LegalityError::LifeInEvilArmy {
            card: "Dawn Light".to_owned()
        }]),
        "one evil troop makes the army evil"
    );
    let option = choosing(&ARMY_ALIGNMENT, "every_troop");
    assert_eq!(
        check(&army, &[&life], &option),
        Ok(()),
        "a mixed army is neutral"
    );
    assert!(matches!(
        check(&army, &[&life, &death], &option).unwrap_err()[..],
        [LegalityError::LifeAndDeath { .. }]
    ));
    for troop in &mut army {
        troop.alignment = Known(Alignment::Evil);
    }
    assert_eq!(
        check(&army, &[&life], &option),
        Err(vec![LegalityError::LifeInEvilArmy {
            card: "Dawn Light".to_owned()
        }]),
        "a wholly evil army is evil under both"
    );
}

#[test]
fn table_rule_chaos_deck_minimum_keep_minimum() {
    let army = army_cards();
    let spells = spell_cards();
    let deck = deck_of(&spells);
    let small = &deck[..10];
    let check = |game: Game, choices: &TableRuleChoices| {
        check_deck_at_table(Mode::Chaos, game, &refs(&army), small, choices, &[])
    };
    assert_eq!(check(Game::Full, &TableRuleChoices::default()), Ok(()));
    let option = choosing(&CHAOS_DECK_MINIMUM, "keep_minimum");
    assert_eq!(
        check(Game::Full, &option),
        Err(vec![LegalityError::DeckTooSmall {
            cards: 10,
            least: 50
        }])
    );
    assert_eq!(
        check(Game::BattleDuel, &option),
        Err(vec![LegalityError::DeckTooSmall {
            cards: 10,
            least: 40
        }])
    );
}

fn knight_on_d4(side: Side) -> super::board::Board {
    let mut board = empty_board();
    let d4 = square("d4").unwrap();
    board
        .place(d4, BoardTroop::new(side, PieceType::Knight))
        .unwrap();
    board
}

fn names(moves: &[super::board::TroopMove]) -> Vec<String> {
    let mut names: Vec<String> = moves
        .iter()
        .map(|m| super::board::square_name(m.to))
        .collect();
    names.sort();
    names
}

#[test]
fn table_rule_knight_moves_forward_only() {
    let d4 = square("d4").unwrap();
    let board = knight_on_d4(Side::First);
    let (all, _) = troop_options(&board, d4, &TableRuleChoices::default());
    assert_eq!(
        names(&all),
        vec!["b3", "b5", "c2", "c6", "e2", "e6", "f3", "f5"]
    );
    let option = choosing(&KNIGHT_MOVES, "forward_only");
    let (forward, _) = troop_options(&board, d4, &option);
    assert_eq!(names(&forward), vec!["b5", "c6", "e6", "f5"]);
    // Forward is the owner's: the second player's knight jumps down the board.
    let (down, _) = troop_options(&knight_on_d4(Side::Second), d4, &option);
    assert_eq!(names(&down), vec!["b3", "c2", "e2", "f3"]);
}

#[test]
fn table_rule_knight_attacks_orthogonal() {
    let d4 = square("d4").unwrap();
    let mut board = knight_on_d4(Side::First);
    for enemy in ["d5", "e5", "c3"] {
        let at = square(enemy).unwrap();
        board
            .place(at, BoardTroop::new(Side::Second, PieceType::Pawn))
            .unwrap();
    }
    board
        .place(
            square("c4").unwrap(),
            BoardTroop::new(Side::First, PieceType::Pawn),
        )
        .unwrap();
    let (_, any) = troop_options(&board, d4, &TableRuleChoices::default());
    let mut any: Vec<String> = any.into_iter().map(super::board::square_name).collect();
    any.sort();
    assert_eq!(
        any,
        vec!["c3", "d5", "e5"],
        "every adjacent enemy, no friend"
    );
    let (_, orthogonal) = troop_options(&board, d4, &choosing(&KNIGHT_ATTACKS, "orthogonal"));
    assert_eq!(orthogonal, vec![square("d5").unwrap()]);
}
