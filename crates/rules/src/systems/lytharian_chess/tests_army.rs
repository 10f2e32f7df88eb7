//! Army and deck legality by mode and game («Getting Started», «Modes of Play», «Alternate
//! Games»), with GM-entered cards: the book prints too little of its own to fill an army.

use super::army::*;
use super::cards::starter::starter_set;
use super::cards::{Alignment, DeckCard, Element, EquipmentCard, PieceType, SpellCard, TroopCard};
use super::table_rules::DeckRules;
use super::BookValue::{Known, Unknown};

pub(super) fn gm_troop(name: &str, piece: PieceType, alignment: Alignment) -> TroopCard {
    let mut card = starter_set().troop("Stoneborn Stoneguard").unwrap().clone();
    card.name = name.to_owned();
    card.piece = Known(piece);
    card.alignment = Known(alignment);
    card.unique = Known(false);
    card.power = Known(10);
    card
}

/// A Standard army of neutral troops: every piece once or twice, pawns in pairs.
pub(super) fn army_cards() -> Vec<TroopCard> {
    use PieceType::*;
    let mut cards = vec![
        gm_troop("Warden King", King, Alignment::Neutral),
        gm_troop("Warden Queen", Queen, Alignment::Neutral),
    ];
    for (name, piece) in [("Tower", Rook), ("Rider", Knight), ("Seer", Bishop)] {
        cards.push(gm_troop(name, piece, Alignment::Neutral));
        cards.push(gm_troop(
            &format!("{name} of the Vale"),
            piece,
            Alignment::Neutral,
        ));
    }
    for pawn in ["Spear", "Shield", "Sling", "Torch"] {
        let card = gm_troop(pawn, Pawn, Alignment::Neutral);
        cards.push(card.clone());
        cards.push(card);
    }
    cards
}

pub(super) fn refs(cards: &[TroopCard]) -> Vec<&TroopCard> {
    cards.iter().collect()
}

pub(super) fn gm_spell(name: &str, element: Element) -> SpellCard {
    let mut card = starter_set().spell("Lightning Strike").unwrap().clone();
    card.name = name.to_owned();
    card.element = Known(element);
    card.unique = Known(false);
    card
}

/// 17 different spells, Arcane and Neutral.
pub(super) fn spell_cards() -> Vec<SpellCard> {
    (0..17)
        .map(|i| {
            let element = if i % 2 == 0 {
                Element::Arcane
            } else {
                Element::Neutral
            };
            gm_spell(&format!("Spell {i}"), element)
        })
        .collect()
}

/// 50 cards: three of each of the first 16 spells and two of the 17th.
pub(super) fn deck_of(spells: &[SpellCard]) -> Vec<DeckCard<'_>> {
    let mut deck = Vec::new();
    for (i, spell) in spells.iter().enumerate() {
        let copies = if i < 16 { 3 } else { 2 };
        deck.extend(std::iter::repeat_n(DeckCard::Spell(spell), copies));
    }
    deck
}

#[test]
fn getting_started_a_full_army_of_sixteen() {
    let cards = army_cards();
    assert_eq!(cards.len(), 16);
    for mode in [Mode::Standard, Mode::Maelstorm, Mode::Chaos] {
        assert_eq!(
            check_army(mode, Game::Full, &refs(&cards)),
            Ok(()),
            "{mode:?}"
        );
    }
    let mut short = army_cards();
    short.pop();
    short[0].piece = Known(PieceType::Rook);
    let errors = check_army(Mode::Chaos, Game::Full, &refs(&short)).unwrap_err();
    assert_eq!(
        errors,
        vec![
            LegalityError::PieceCount {
                piece: PieceType::King,
                have: 0,
                need: 1
            },
            LegalityError::PieceCount {
                piece: PieceType::Rook,
                have: 3,
                need: 2
            },
            LegalityError::PieceCount {
                piece: PieceType::Pawn,
                have: 7,
                need: 8
            },
        ]
    );
    assert_eq!(errors[0].rule(Game::Full).section, "Getting Started");
    assert_eq!(
        errors[0].to_string(),
        "troops: 0 king where the game needs 1"
    );
}

#[test]
fn getting_started_no_more_than_two_of_a_pawn() {
    let mut cards = army_cards();
    cards[14] = cards[8].clone(); // a third Spear
    let errors = check_army(Mode::Standard, Game::Full, &refs(&cards)).unwrap_err();
    assert_eq!(
        errors,
        vec![LegalityError::TroopCopies {
            card: "Spear".to_owned(),
            copies: 3
        }]
    );
    assert_eq!(check_army(Mode::Chaos, Game::Full, &refs(&cards)), Ok(()));
}

#[test]
fn getting_started_one_of_each_unique_troop() {
    let mut cards = army_cards();
    cards[8].unique = Known(true);
    cards[9].unique = Known(true);
    let errors = check_army(Mode::Maelstorm, Game::Full, &refs(&cards)).unwrap_err();
    assert_eq!(
        errors,
        vec![LegalityError::UniqueCopies {
            card: "Spear".to_owned(),
            copies: 2
        }]
    );
    assert_eq!(
        errors[0].rule(Game::Full).section,
        "Glossary of Terms › Unique"
    );
    assert_eq!(check_army(Mode::Chaos, Game::Full, &refs(&cards)), Ok(()));
}

#[test]
fn getting_started_good_and_evil_troops_never_share_an_army() {
    let mut cards = army_cards();
    cards[0].alignment = Known(Alignment::Good);
    cards[1].alignment = Known(Alignment::Evil);
    let errors = check_army(Mode::Standard, Game::Full, &refs(&cards)).unwrap_err();
    assert_eq!(
        errors,
        vec![LegalityError::GoodWithEvil {
            good: "Warden King".to_owned(),
            evil: "Warden Queen".to_owned()
        }]
    );
    assert_eq!(
        check_army(Mode::Maelstorm, Game::Full, &refs(&cards)),
        Ok(())
    );
}

#[test]
fn an_unknown_value_the_rule_needs_is_refused_not_guessed() {
    let mut cards = army_cards();
    cards[0].alignment = Unknown;
    cards[8].unique = Unknown;
    cards[2].piece = Unknown;
    let errors = check_army(Mode::Standard, Game::Full, &refs(&cards)).unwrap_err();
    assert_eq!(
        errors,
        vec![
            LegalityError::UnknownValue {
                card: "Tower".to_owned(),
                field: "piece".to_owned()
            },
            LegalityError::UnknownValue {
                card: "Spear".to_owned(),
                field: "unique".to_owned()
            },
            LegalityError::UnknownValue {
                card: "Warden King".to_owned(),
                field: "alignment".to_owned()
            },
        ]
    );
    // Chaos reads neither uniqueness nor alignment.
    let errors = check_army(Mode::Chaos, Game::Full, &refs(&cards)).unwrap_err();
    assert_eq!(errors.len(), 1);
    // The book's own troops cannot make an army until the GM completes them.
    let starter: Vec<&TroopCard> = starter_set().troops.iter().take(16).collect();
    let errors = check_army(Mode::Standard, Game::Full, &starter).unwrap_err();
    assert!(errors
        .iter()
        .all(|e| matches!(e, LegalityError::UnknownValue { .. })));
}

#[test]
fn modes_of_play_maelstorm_keeps_the_limits_on_amounts() {
    // «Modes of Play»: "no more than 3 of the same spell, 2 of the same troop or 1 unique
    // troop", with any troops or spells.
    let cards = army_cards();
    let mut spells = spell_cards();
    spells[0].element = Known(Element::Fire);
    spells[1].element = Known(Element::Water);
    let deck = deck_of(&spells);
    let rules = DeckRules::default();
    assert_eq!(
        check_deck(Mode::Maelstorm, Game::Full, &refs(&cards), &deck, &rules),
        Ok(())
    );
    let mut four = deck.clone();
    four.push(DeckCard::Spell(&spells[0]));
    assert_eq!(
        check_deck(Mode::Maelstorm, Game::Full, &refs(&cards), &four, &rules),
        Err(vec![LegalityError::DeckCopies {
            card: "Spell 0".to_owned(),
            copies: 4
        }])
    );
    assert!(check_deck(Mode::Standard, Game::Full, &refs(&cards), &deck, &rules).is_err());
}

#[test]
fn getting_started_a_deck_of_at_least_fifty_with_three_of_a_card() {
    let cards = army_cards();
    let spells = spell_cards();
    let deck = deck_of(&spells);
    assert_eq!(deck.len(), 50);
    let rules = DeckRules::default();
    assert_eq!(
        check_deck(Mode::Standard, Game::Full, &refs(&cards), &deck, &rules),
        Ok(())
    );
    let short = &deck[..49];
    assert_eq!(
        check_deck(Mode::Standard, Game::Full, &refs(&cards), short, &rules),
        Err(vec![LegalityError::DeckTooSmall {
            cards: 49,
            least: 50
        }])
    );
    // Equipment counts towards the deck and its copies.
    let mut dagger = starter_set().equipment("Dagger").unwrap().clone();
    dagger.unique = Known(false);
    let mut with_gear = short.to_vec();
    with_gear.extend(std::iter::repeat_n(DeckCard::Equipment(&dagger), 4));
    assert_eq!(
        check_deck(
            Mode::Standard,
            Game::Full,
            &refs(&cards),
            &with_gear,
            &rules
        ),
        Err(vec![LegalityError::DeckCopies {
            card: "Dagger".to_owned(),
            copies: 4
        }])
    );
    let unique: EquipmentCard = EquipmentCard {
        unique: Known(true),
        ..dagger.clone()
    };
    let mut two_unique = short.to_vec();
    two_unique.extend([DeckCard::Equipment(&unique), DeckCard::Equipment(&unique)]);
    assert_eq!(
        check_deck(
            Mode::Standard,
            Game::Full,
            &refs(&cards),
            &two_unique,
            &rules
        ),
        Err(vec![LegalityError::UniqueCopies {
            card: "Dagger".to_owned(),
            copies: 2
        }])
    );
}

#[test]
fn getting_started_life_and_death_by_the_armys_alignment() {
    let spells = spell_cards();
    let life = gm_spell("Dawn Light", Element::Life);
    let death = gm_spell("Grave Touch", Element::Death);
    let rules = DeckRules::default();
    fn with<'a>(spells: &'a [SpellCard], extra: &[&'a SpellCard]) -> Vec<DeckCard<'a>> {
        let mut deck = deck_of(spells);
        deck.extend(extra.iter().map(|s| DeckCard::Spell(*s)));
        deck
    }
    let mut evil = army_cards();
    evil[0].alignment = Known(Alignment::Evil);
    assert_eq!(
        check_deck(
            Mode::Standard,
            Game::Full,
            &refs(&evil),
            &with(&spells, &[&life]),
            &rules
        ),
        Err(vec![LegalityError::LifeInEvilArmy {
            card: "Dawn Light".to_owned()
        }])
    );
    assert_eq!(
        check_deck(
            Mode::Standard,
            Game::Full,
            &refs(&evil),
            &with(&spells, &[&death]),
            &rules
        ),
        Ok(())
    );
    let mut good = army_cards();
    good[0].alignment = Known(Alignment::Good);
    assert_eq!(
        check_deck(
            Mode::Standard,
            Game::Full,
            &refs(&good),
            &with(&spells, &[&death]),
            &rules
        ),
        Err(vec![LegalityError::DeathInGoodArmy {
            card: "Grave Touch".to_owned()
        }])
    );
    let neutral = army_cards();
    for one in [&life, &death] {
        assert_eq!(
            check_deck(
                Mode::Standard,
                Game::Full,
                &refs(&neutral),
                &with(&spells, &[one]),
                &rules
            ),
            Ok(())
        );
    }
    let both = with(&spells, &[&life, &death]);
    let errors = check_deck(Mode::Standard, Game::Full, &refs(&neutral), &both, &rules);
    assert_eq!(
        errors,
        Err(vec![LegalityError::LifeAndDeath {
            life: "Dawn Light".to_owned(),
            death: "Grave Touch".to_owned()
        }])
    );
    assert_eq!(
        check_deck(Mode::Maelstorm, Game::Full, &refs(&neutral), &both, &rules),
        Ok(())
    );
    // Any army may use Arcane spells (Illustration D): the evil army's deck has 9 of them.
    assert!(spells.iter().any(|s| s.element == Known(Element::Arcane)));
}

#[test]
fn getting_started_opposite_elements_never_share_a_deck() {
    let cards = army_cards();
    let mut spells = spell_cards();
    spells[3].element = Known(Element::Water);
    spells[5].element = Known(Element::Fire);
    let rules = DeckRules::default();
    let errors = check_deck(
        Mode::Standard,
        Game::Full,
        &refs(&cards),
        &deck_of(&spells),
        &rules,
    );
    assert_eq!(
        errors,
        Err(vec![LegalityError::OppositeElements {
            first_card: "Spell 5".to_owned(),
            first: Element::Fire,
            second_card: "Spell 3".to_owned(),
            second: Element::Water,
        }])
    );
    assert_eq!(
        check_deck(
            Mode::Chaos,
            Game::Full,
            &refs(&cards),
            &deck_of(&spells),
            &rules
        ),
        Ok(())
    );
    let mut unknown = spell_cards();
    unknown[2].element = Unknown;
    assert_eq!(
        check_deck(
            Mode::Standard,
            Game::Full,
            &refs(&cards),
            &deck_of(&unknown),
            &rules
        ),
        Err(vec![LegalityError::UnknownValue {
            card: "Spell 2".to_owned(),
            field: "element".to_owned()
        }])
    );
}

#[test]
fn alternate_games_battle_duels_and_pawn_wars() {
    use PieceType::*;
    let duel: Vec<TroopCard> = [King, Queen, Rook, Knight, Bishop, Pawn, Pawn]
        .iter()
        .enumerate()
        .map(|(i, piece)| gm_troop(&format!("Duelist {i}"), *piece, Alignment::Neutral))
        .collect();
    assert_eq!(
        check_army(Mode::Standard, Game::BattleDuel, &refs(&duel)),
        Ok(())
    );
    assert!(check_army(Mode::Standard, Game::Full, &refs(&duel)).is_err());
    let spells = spell_cards();
    let deck = deck_of(&spells);
    let rules = DeckRules::default();
    assert_eq!(
        check_deck(
            Mode::Standard,
            Game::BattleDuel,
            &refs(&duel),
            &deck[..40],
            &rules
        ),
        Ok(())
    );
    let short = check_deck(
        Mode::Standard,
        Game::BattleDuel,
        &refs(&duel),
        &deck[..39],
        &rules,
    );
    let errors = short.unwrap_err();
    assert_eq!(
        errors,
        vec![LegalityError::DeckTooSmall {
            cards: 39,
            least: 40
        }]
    );
    assert_eq!(
        errors[0].rule(Game::BattleDuel).section,
        "Alternate Games › Battle Duels"
    );
    let pawns: Vec<TroopCard> = (0..16)
        .map(|i| gm_troop(&format!("Pawn {}", i / 2), Pawn, Alignment::Neutral))
        .collect();
    assert_eq!(
        check_army(Mode::Standard, Game::PawnWars, &refs(&pawns)),
        Ok(())
    );
    assert!(check_army(Mode::Standard, Game::PawnWars, &refs(&army_cards())).is_err());
}

#[test]
fn getting_started_army_power_score_and_bonus_mana() {
    let cards = army_cards();
    assert_eq!(army_power(&refs(&cards)), Ok(160));
    let starter = starter_set();
    let known = [
        starter.troop("Defendermage Khirha").unwrap(),
        starter.troop("Stoneborn Stoneguard").unwrap(),
    ];
    assert_eq!(army_power(&known), Ok(33));
    assert_eq!(
        army_power(&[starter.troop("Oshara").unwrap()]),
        Err(LegalityError::UnknownValue {
            card: "Oshara".to_owned(),
            field: "power".to_owned()
        })
    );
    // The difference divided by 5, rounded up, to the lower score, which goes first.
    assert_eq!(
        first_player([160, 172]),
        FirstPlayer::LowerScore {
            army: 0,
            bonus_mana: 3
        }
    );
    assert_eq!(
        first_player([105, 100]),
        FirstPlayer::LowerScore {
            army: 1,
            bonus_mana: 1
        }
    );
    assert_eq!(
        first_player([100, 106]),
        FirstPlayer::LowerScore {
            army: 0,
            bonus_mana: 2
        }
    );
    assert_eq!(
        first_player([100, 101]),
        FirstPlayer::LowerScore {
            army: 0,
            bonus_mana: 1
        }
    );
    assert_eq!(first_player([150, 150]), FirstPlayer::RollOff);
}
