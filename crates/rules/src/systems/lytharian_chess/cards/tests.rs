//! The starter set counted against the book, and card validation.

use super::starter::starter_set;
use super::validate::{validate_card, CardError};
use super::*;
use crate::systems::lytharian_chess::keywords::{Keyword, TroopAbility};
use crate::systems::lytharian_chess::BookValue::{Known, Unknown};

#[test]
fn the_starter_set_holds_every_card_the_book_names() {
    let set = starter_set();
    assert_eq!(set.troops.len(), 31, "the book names 31 troops");
    assert_eq!(set.spells.len(), 31, "the book names 31 spells");
    assert_eq!(
        set.equipment.len(),
        7,
        "the book names 7 pieces of equipment"
    );
    let mut names = std::collections::HashSet::new();
    for name in set
        .troops
        .iter()
        .map(|c| &c.name)
        .chain(set.spells.iter().map(|c| &c.name))
        .chain(set.equipment.iter().map(|c| &c.name))
    {
        assert!(names.insert(name.clone()), "{name} twice");
    }
}

#[test]
fn only_the_seven_troops_the_book_gives_in_full_have_att_and_def() {
    let set = starter_set();
    let mut with_stats: Vec<(&str, u8, u8)> = set
        .troops
        .iter()
        .filter_map(|t| Some((t.name.as_str(), t.att.get()?, t.def.get()?)))
        .collect();
    with_stats.sort();
    assert_eq!(
        with_stats,
        vec![
            ("Brudakian Magemaster", 3, 4),
            ("Brudakian Windmage", 5, 6),
            ("Defendermage Khirha", 7, 8),
            ("Stoneborn Cavalry", 5, 5),
            ("Stoneborn Stoneguard", 6, 8),
            ("Surictavi Mender", 3, 5),
            ("Zuk Gar Shocktrooper", 1, 1),
        ]
    );
    // Att without Def or the other way round never happens in the book.
    assert!(set
        .troops
        .iter()
        .all(|t| t.att.is_known() == t.def.is_known()));
}

#[test]
fn power_scores_and_alignments_the_book_prints() {
    let set = starter_set();
    let powers: Vec<(&str, u16)> = set
        .troops
        .iter()
        .filter_map(|t| Some((t.name.as_str(), t.power.get()?)))
        .collect();
    assert_eq!(
        powers,
        vec![("Defendermage Khirha", 17), ("Stoneborn Stoneguard", 16)]
    );
    assert!(
        set.troops.iter().all(|t| t.alignment == Unknown),
        "the book prints no troop's alignment"
    );
    let pieces: Vec<(&str, PieceType)> = set
        .troops
        .iter()
        .filter_map(|t| Some((t.name.as_str(), t.piece.get()?)))
        .collect();
    assert_eq!(
        pieces,
        vec![
            ("Brudakian Magemaster", PieceType::Pawn),
            ("Slimeserpent Rider", PieceType::Knight),
            ("Kevetni Captain", PieceType::Pawn),
        ]
    );
    let unique: Vec<&str> = set
        .troops
        .iter()
        .filter(|t| t.unique == Known(true))
        .map(|t| t.name.as_str())
        .collect();
    assert_eq!(
        unique,
        vec!["Defendermage Khirha", "Den Guard Keero", "Razormaw"]
    );
}

#[test]
fn the_whole_cards_list_every_ability() {
    let set = starter_set();
    let khirha = set.troop("Defendermage Khirha").unwrap();
    assert_eq!(
        khirha.abilities,
        vec![
            TroopAbility::plain(Keyword::SpellShield),
            TroopAbility::with_x(Keyword::Brace, 1)
        ]
    );
    assert!(khirha.abilities_complete);
    let cavalry = set.troop("Stoneborn Cavalry").unwrap();
    assert_eq!(cavalry.abilities.len(), 3);
    let complete = set.troops.iter().filter(|t| t.abilities_complete).count();
    assert_eq!(complete, 6, "six troop cards are shown whole");
    let oshara = set.troop("Oshara").unwrap();
    assert_eq!(
        oshara.abilities[0].x,
        Some(Unknown),
        "Bushwhack's X is not printed"
    );
}

#[test]
fn spells_by_type_cost_and_quality() {
    let set = starter_set();
    let count = |t: SpellType| {
        set.spells
            .iter()
            .filter(|s| s.spell_type == Known(t))
            .count()
    };
    assert_eq!(count(SpellType::Aura), 2);
    assert_eq!(count(SpellType::Channeled), 5);
    assert_eq!(count(SpellType::Curse), 2);
    assert_eq!(count(SpellType::Enchant), 4);
    assert_eq!(count(SpellType::FastCast), 8);
    assert_eq!(count(SpellType::Sorcery), 6);
    let untyped: Vec<&str> = set
        .spells
        .iter()
        .filter(|s| s.spell_type == Unknown)
        .map(|s| s.name.as_str())
        .collect();
    assert_eq!(
        untyped,
        vec![
            "Powered Soothing Mist",
            "Redirect",
            "Powered Healing Star",
            "Steelshatter"
        ]
    );
    let variable: Vec<&str> = set
        .spells
        .iter()
        .filter(|s| s.cost == Known(SpellCost::Variable))
        .map(|s| s.name.as_str())
        .collect();
    assert_eq!(variable, vec!["Powered Soothing Mist", "Fireball"]);
    assert_eq!(
        set.spell("Overload").unwrap().cost,
        Known(SpellCost::TargetsCost)
    );
    assert_eq!(set.spell("Fire Rain").unwrap().rarity, Known(Rarity::Rare));
    assert_eq!(set.spells.iter().filter(|s| s.rarity.is_known()).count(), 1);
    assert!(set.spells.iter().all(|s| s.element == Unknown));
    assert_eq!(
        set.spell("Ice Barrier").unwrap().cost,
        Known(SpellCost::Fixed { mana: 2 })
    );
}

#[test]
fn equipment_as_the_book_gives_it() {
    let set = starter_set();
    let reforge: Vec<(&str, u8)> = set
        .equipment
        .iter()
        .filter_map(|e| Some((e.name.as_str(), e.reforge.get()?)))
        .collect();
    assert_eq!(
        reforge,
        vec![("Longsword", 2), ("Hide Armor", 1), ("Dagger", 1)]
    );
    let costs: Vec<(&str, u8)> = set
        .equipment
        .iter()
        .filter_map(|e| Some((e.name.as_str(), e.cost.get()?)))
        .collect();
    assert_eq!(costs, vec![("Chain Mail", 3), ("Mace", 3)]);
    assert_eq!(set.equipment("Axe").unwrap().att, Unknown);
    assert_eq!(set.equipment("Plate Mail").unwrap().def, Unknown);
}

#[test]
fn every_starter_card_passes_validation() {
    let set = starter_set();
    for troop in &set.troops {
        assert_eq!(
            validate_card(&Card::Troop(troop.clone())),
            Ok(()),
            "{}",
            troop.name
        );
    }
    for spell in &set.spells {
        assert_eq!(
            validate_card(&Card::Spell(spell.clone())),
            Ok(()),
            "{}",
            spell.name
        );
    }
    for equipment in &set.equipment {
        let card = Card::Equipment(equipment.clone());
        assert_eq!(validate_card(&card), Ok(()), "{}", equipment.name);
    }
}

fn gm_troop() -> TroopCard {
    let mut troop = starter_set().troop("Stoneborn Stoneguard").unwrap().clone();
    troop.name = "Ironwall Sentinel".to_owned();
    troop
}

fn errors(card: TroopCard) -> Vec<CardError> {
    validate_card(&Card::Troop(card)).unwrap_err()
}

#[test]
fn a_gm_troop_with_bad_fields_is_refused_naming_each() {
    let mut troop = gm_troop();
    troop.name = "  ".to_owned();
    troop.race = Known(String::new());
    troop.def = Known(0);
    troop.abilities = vec![
        TroopAbility::plain(Keyword::Brace),
        TroopAbility::with_x(Keyword::Cavalry, 2),
        TroopAbility::plain(Keyword::Slayer),
        TroopAbility::with_y(Keyword::Burrow, "Elf", None),
        TroopAbility::with_y(Keyword::Immune, "Cheese", None),
        TroopAbility::with_x(Keyword::Charge, 1),
        TroopAbility::with_x(Keyword::Charge, 2),
    ];
    let found = errors(troop);
    let fields: Vec<String> = found.iter().map(CardError::field).collect();
    assert_eq!(
        fields,
        vec![
            "name",
            "race",
            "def",
            "abilities[0]",
            "abilities[1]",
            "abilities[2]",
            "abilities[2]",
            "abilities[3]",
            "abilities[4]",
            "abilities[6]"
        ]
    );
    assert_eq!(
        found[3],
        CardError::MissingX {
            index: 0,
            keyword: "Brace X"
        }
    );
    assert_eq!(
        found[4],
        CardError::UnexpectedX {
            index: 1,
            keyword: "Cavalry"
        }
    );
    assert!(matches!(found[6], CardError::MissingY { index: 2, .. }));
    assert!(matches!(found[7], CardError::UnexpectedY { index: 3, .. }));
    assert_eq!(
        found[8].to_string(),
        "abilities[4]: \"Cheese\" is not a damage type or spell type"
    );
    assert_eq!(found[8].rule().section, "Glossary of Terms › Y");
    assert!(matches!(
        found[9],
        CardError::DuplicateAbility { index: 6, .. }
    ));
    assert_eq!(found[2].rule().section, "Combat Overview");
}

#[test]
fn two_slayers_of_different_races_are_two_abilities() {
    let mut troop = gm_troop();
    troop.abilities = vec![
        TroopAbility::with_y(Keyword::Slayer, "Elf", Some(1)),
        TroopAbility::with_y(Keyword::Slayer, "Orc", Some(1)),
        TroopAbility::with_y(Keyword::Immune, "Fire", None),
        TroopAbility::with_y(Keyword::Invulnerability, "Curse", None),
        TroopAbility::with_y(Keyword::Affinity, "air", Some(1)),
    ];
    assert_eq!(validate_card(&Card::Troop(troop)), Ok(()));
}

#[test]
fn a_gm_spell_or_equipment_with_bad_fields_is_refused() {
    let mut spell = starter_set().spell("Lightning Strike").unwrap().clone();
    spell.subtype = Known(SpellSubtype::Heal);
    spell.grants = vec![TroopAbility::with_x(Keyword::Brace, 1)];
    let found = validate_card(&Card::Spell(spell)).unwrap_err();
    assert_eq!(
        found,
        vec![
            CardError::SubtypeNotOfType {
                spell_type: "Fast cast"
            },
            CardError::GrantsOnWrongType
        ]
    );
    assert_eq!(found[0].rule().section, "Card Types");
    let mut rock_guard = starter_set().spell("Rock Guard").unwrap().clone();
    rock_guard.subtype = Known(SpellSubtype::Protection);
    assert_eq!(
        validate_card(&Card::Spell(rock_guard)).unwrap_err()[0].field(),
        "subtype",
        "an aura has no subtypes"
    );
    let mut mace = starter_set().equipment("Mace").unwrap().clone();
    mace.att = Known(0);
    let found = validate_card(&Card::Equipment(mace)).unwrap_err();
    assert_eq!(found[0].field(), "att");
    assert_eq!(found[0].to_string(), "att: a weapon adds Att");
}

#[test]
fn a_card_reads_and_writes_unknowns_plainly() {
    let card = Card::Troop(starter_set().troop("Brudakian Magemaster").unwrap().clone());
    let json = serde_json::to_value(&card).unwrap();
    assert_eq!(json["kind"], "troop");
    assert_eq!(json["att"], serde_json::json!({ "known": 3 }));
    assert_eq!(json["power"], "unknown");
    assert_eq!(json["piece"], serde_json::json!({ "known": "pawn" }));
    let back: Card = serde_json::from_value(json).unwrap();
    assert_eq!(back, card);
}
