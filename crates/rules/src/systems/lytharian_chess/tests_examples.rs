//! The book's worked examples in the areas this slice covers — cards, keywords, the board's
//! movement — each named after its section. Values an example implies but the book does not
//! print are entered here as the GM would enter them, from the card notes.

use super::board::{
    attack_targets, empty_board, legal_moves, moves_from, square, square_name, BoardTroop, Side,
};
use super::cards::starter::starter_set;
use super::cards::{PieceType, Rarity};
use super::keywords::{
    att_bonus, squares_between, stacked_x, CombatChoice, CombatSnapshot, DamageFilter, Keyword,
    KeywordEffect, TriggerEvent, Triggered, TroopAbility,
};
use super::table_rules::BoardRules;
use super::BookValue::Known;
use crate::grid::Square;

fn at(name: &str) -> Square {
    square(name).unwrap()
}

fn destinations(board: &super::board::Board, from: &str) -> Vec<String> {
    let mut out = Vec::new();
    moves_from(board, at(from), BoardRules::default(), &mut out);
    out.iter().map(|m| square_name(m.to)).collect()
}

#[test]
fn attack_examples_no_spells_example_a_the_magemaster_steps_forward_and_attacks() {
    let magemaster = starter_set().troop("Brudakian Magemaster").unwrap();
    assert_eq!(magemaster.piece, Known(PieceType::Pawn));
    assert_eq!((magemaster.att, magemaster.def), (Known(3), Known(4)));
    let mut board = empty_board();
    let pawn = BoardTroop {
        moved: true,
        ..BoardTroop::new(Side::First, PieceType::Pawn)
    };
    board.place(at("c3"), pawn).unwrap();
    board
        .place(at("d5"), BoardTroop::new(Side::Second, PieceType::Pawn))
        .unwrap();
    // One square forward, then the Shocktrooper stands forward-diagonal to it.
    assert_eq!(destinations(&board, "c3"), vec!["c4"]);
    let mut out = Vec::new();
    legal_moves(&board, Side::First, BoardRules::default(), &mut out);
    super::board::apply_move(&mut board, out[0]);
    let mut targets = Vec::new();
    attack_targets(&board, at("c4"), BoardRules::default(), &mut targets);
    assert_eq!(targets, vec![at("d5")]);
    // "Resupply triggers and the defending player draws a card."
    let shocktrooper = starter_set().troop("Zuk Gar Shocktrooper").unwrap();
    assert_eq!((shocktrooper.att, shocktrooper.def), (Known(1), Known(1)));
    let resupply = &shocktrooper.abilities[0];
    assert_eq!(resupply.x, Some(Known(1)));
    assert_eq!(
        resupply.keyword.info().effect,
        KeywordEffect::Trigger {
            on: TriggerEvent::Killed,
            then: Triggered::OwnerDraws {
                amount: super::keywords::Amount::X
            }
        }
    );
}

#[test]
fn attack_examples_no_spells_example_b_the_rider_jumps_right_two_and_forward_one() {
    let rider = starter_set().troop("Slimeserpent Rider").unwrap();
    assert_eq!(rider.piece, Known(PieceType::Knight));
    for forward_only in [false, true] {
        let rules = BoardRules {
            knight_forward_only: forward_only,
            ..BoardRules::default()
        };
        for side in [Side::First, Side::Second] {
            let mut board = empty_board();
            board
                .place(at("d4"), BoardTroop::new(side, PieceType::Knight))
                .unwrap();
            let mut out = Vec::new();
            moves_from(&board, at("d4"), rules, &mut out);
            // Right and forward are the mover's own: for the second player, towards a and 1.
            let (right, ahead) = match side {
                Side::First => (2, -1),
                Side::Second => (-2, 1),
            };
            let target = at("d4").offset(right, ahead).unwrap();
            assert!(
                out.iter().any(|m| m.to == target),
                "{side:?}, forward only {forward_only}"
            );
        }
    }
    // Both riders choose in combat: Mobility is a choice, the defender's first.
    assert_eq!(
        Keyword::Mobility.info().effect,
        KeywordEffect::Choice {
            choice: CombatChoice::AttOrReduction
        }
    );
}

#[test]
fn attack_examples_no_spells_example_c_oshara_moves_six_squares_forward() {
    // Only a queen or a rook moves six squares straight forward; the card's piece is not
    // printed, and the note says so.
    let mut movers = Vec::new();
    for piece in PieceType::ALL {
        let mut board = empty_board();
        board
            .place(at("d1"), BoardTroop::new(Side::First, piece))
            .unwrap();
        if destinations(&board, "d1").contains(&"d7".to_owned()) {
            movers.push(piece);
        }
    }
    assert_eq!(movers, vec![PieceType::Queen, PieceType::Rook]);
    assert!(starter_set().troop("Oshara").unwrap().notes[0].contains("queen or a rook"));
}

#[test]
fn attack_examples_no_spells_example_c_bushwhack_and_slayer_make_both_12_8() {
    // Both 10/8 as the GM enters them (the example shows 12/8 after +2); Oshara an Elf with
    // Orc Slayer 1, Korganoth an Orc with Elf Slayer 1 (the text leaves who has which open).
    let oshara = [
        TroopAbility::with_x(Keyword::Bushwhack, 1),
        TroopAbility::with_y(Keyword::Slayer, "Orc", Some(1)),
    ];
    let korganoth = [
        TroopAbility::with_x(Keyword::Bushwhack, 1),
        TroopAbility::with_y(Keyword::Slayer, "Elf", Some(1)),
    ];
    for (own, enemy_race, attacking) in [(&oshara, "Orc", true), (&korganoth, "Elf", false)] {
        let snapshot = CombatSnapshot {
            attacking,
            own_att: 10,
            enemy_att: 10,
            enemy_remaining_def: 8,
            enemy_race: Some(enemy_race),
            ..CombatSnapshot::default()
        };
        let bonus: i32 = own.iter().map(|a| att_bonus(a, &snapshot).unwrap()).sum();
        assert_eq!(10 + bonus, 12);
        // Each takes 12 less the Slayer's 1: 11 against Def 8, so both die.
        let reduction = stacked_x(Keyword::Slayer, own.iter()).unwrap();
        assert_eq!(12 - reduction as i32, 11);
    }
}

#[test]
fn troop_abilities_bully_reads_the_adjusted_att() {
    let bully = TroopAbility::with_x(Keyword::Bully, 1);
    let with_longsword = starter_set()
        .equipment("Longsword")
        .unwrap()
        .att
        .get()
        .unwrap();
    let snapshot = |enemy_att: i32| CombatSnapshot {
        attacking: true,
        own_att: 5,
        enemy_att,
        ..CombatSnapshot::default()
    };
    // A 4 Att defender with a Longsword (+4) has 8: no Bully.
    assert_eq!(
        att_bonus(&bully, &snapshot(4 + i32::from(with_longsword))),
        Some(0)
    );
    // With the Longsword removed, 4 is less than 5: Bully adds 1.
    assert_eq!(att_bonus(&bully, &snapshot(4)), Some(1));
}

#[test]
fn spellcasting_examples_neither_troops_abilities_trigger_at_equal_att() {
    // The Deepdark Bully (Att 7) meets the Kevetni Blademaster (Att 7): Bully needs less.
    let bully = TroopAbility::x_unknown(Keyword::Bully);
    let snapshot = CombatSnapshot {
        own_att: 7,
        enemy_att: 7,
        ..CombatSnapshot::default()
    };
    assert_eq!(
        att_bonus(
            &TroopAbility {
                x: Some(Known(1)),
                ..bully
            },
            &snapshot
        ),
        Some(0)
    );
}

#[test]
fn troop_abilities_values_from_several_sources_add_up() {
    // Physical Resist 1 on the troop and Rock Guard's Physical Resist 2: 3 in all.
    let rock_guard = starter_set().spell("Rock Guard").unwrap();
    let own = TroopAbility::with_x(Keyword::PhysicalResist, 1);
    let sources = std::iter::once(&own).chain(rock_guard.grants.iter());
    assert_eq!(stacked_x(Keyword::PhysicalResist, sources), Some(3));
    assert_eq!(
        Keyword::PhysicalResist.info().effect,
        KeywordEffect::Reduction {
            amount: super::keywords::Amount::X,
            against: DamageFilter::Physical,
            when: super::keywords::Condition::Always,
        }
    );
    // A source whose X the book leaves unknown makes the total unknown, not smaller.
    let unknown = TroopAbility::x_unknown(Keyword::PhysicalResist);
    assert_eq!(stacked_x(Keyword::PhysicalResist, [&own, &unknown]), None);
}

#[test]
fn troop_abilities_ranges_count_in_any_direction() {
    // Bloodrage counts damaged troops within 2 squares: forward, back, sideways or diagonal.
    let d4 = at("d4");
    let within: Vec<&str> = ["d4", "f6", "b2", "d6", "g7", "d1"]
        .into_iter()
        .filter(|name| squares_between(d4, at(name)) <= 2)
        .collect();
    assert_eq!(within, vec!["d4", "f6", "b2", "d6"]);
    let bloodrage = TroopAbility::with_x(Keyword::Bloodrage, 1);
    let snapshot = CombatSnapshot {
        damaged_within_two: u32::try_from(within.len()).unwrap(),
        ..CombatSnapshot::default()
    };
    assert_eq!(att_bonus(&bloodrage, &snapshot), Some(4));
    // Command counts adjacent friends (the Kevetni Captain); Mob Might stops at 5.
    let captain = &starter_set().troop("Kevetni Captain").unwrap().abilities[0];
    let three = CombatSnapshot {
        adjacent_friendly: 3,
        ..CombatSnapshot::default()
    };
    assert_eq!(att_bonus(captain, &three), Some(3));
    let mob = TroopAbility::plain(Keyword::MobMight);
    let seven = CombatSnapshot {
        revealed_friendly_surictavi: 7,
        ..CombatSnapshot::default()
    };
    assert_eq!(att_bonus(&mob, &seven), Some(5));
}

#[test]
fn main_phase_casting_sorcery_movement_the_stoneguard_moves_and_attacks_as_a_bishop() {
    let spell = starter_set().spell("Movement of the Bishop").unwrap();
    assert_eq!(
        spell.cost,
        Known(super::cards::SpellCost::Fixed { mana: 2 })
    );
    let mut board = empty_board();
    let stoneguard = BoardTroop::new(Side::First, PieceType::Rook);
    board.place(at("c1"), stoneguard).unwrap();
    board
        .place(at("g6"), BoardTroop::new(Side::Second, PieceType::Queen))
        .unwrap();
    assert!(!destinations(&board, "c1").contains(&"f4".to_owned()));
    let bishop = BoardTroop {
        moves_as: Some(PieceType::Bishop),
        ..stoneguard
    };
    board.remove(at("c1")).unwrap();
    board.place(at("c1"), bishop).unwrap();
    assert!(destinations(&board, "c1").contains(&"f4".to_owned()));
    // From f5 it could attack Khirha on the diagonal square g6, and no straight neighbour.
    let mut out = Vec::new();
    moves_from(&board, at("c1"), BoardRules::default(), &mut out);
    let to_f5 = *out.iter().find(|m| m.to == at("f4")).unwrap();
    super::board::apply_move(&mut board, to_f5);
    let next = board.remove(at("f4")).unwrap();
    board.place(at("f5"), next).unwrap();
    board
        .place(at("g5"), BoardTroop::new(Side::Second, PieceType::Pawn))
        .unwrap();
    let mut targets = Vec::new();
    attack_targets(&board, at("f5"), BoardRules::default(), &mut targets);
    assert_eq!(targets, vec![at("g6")]);
}

#[test]
fn main_phase_casting_curse_damage_the_pawn_moves_two_squares_forward() {
    // Smoldering Flames deals 1 Fire damage per square moved: the Captain's first move of
    // two squares crosses 2, the damage the example places on it.
    let captain = starter_set().troop("Kevetni Captain").unwrap();
    assert_eq!(captain.piece, Known(PieceType::Pawn));
    let mut board = empty_board();
    board
        .place(at("e7"), BoardTroop::new(Side::Second, PieceType::Pawn))
        .unwrap();
    let mut out = Vec::new();
    moves_from(&board, at("e7"), BoardRules::default(), &mut out);
    let double = out.iter().find(|m| m.to == at("e5")).unwrap();
    assert_eq!(double.squares, 2);
}

#[test]
fn mana_harnessing_example_an_11_damage_fireball() {
    let fire_rain = starter_set().spell("Fire Rain").unwrap();
    let harnessed = fire_rain.rarity.get().unwrap().harness_mana();
    assert_eq!(harnessed + 8, 11, "3 harnessed and 8 from the counter");
    let qualities: Vec<u8> = [
        Rarity::Common,
        Rarity::Uncommon,
        Rarity::Rare,
        Rarity::Epic,
        Rarity::Legendary,
    ]
    .map(Rarity::harness_mana)
    .to_vec();
    assert_eq!(qualities, vec![1, 2, 3, 4, 5]);
    assert_eq!(Rarity::harnessed_for(3), Some(Rarity::Rare));
    // Consort Tavvo's Resist All 1 covers a spell's damage that is not a curse's: 11 → 10.
    let tavvo = starter_set().troop("Consort Tavvo").unwrap();
    let resist = stacked_x(Keyword::ResistAll, tavvo.abilities.iter()).unwrap();
    assert!(matches!(
        Keyword::ResistAll.info().effect,
        KeywordEffect::Reduction {
            against: DamageFilter::PhysicalAndNonCurseSpell,
            ..
        }
    ));
    assert_eq!(11 - resist, 10);
}

#[test]
fn equipment_overview_bronn_is_effectively_13_14() {
    let longsword = starter_set().equipment("Longsword").unwrap();
    let plate_mail = starter_set().equipment("Plate Mail").unwrap();
    assert_eq!(longsword.att, Known(4));
    // His own Att is 13 less the Longsword's 4; Plate Mail's Def, and so his own, the book
    // leaves to the GM.
    assert_eq!(13 - longsword.att.get().unwrap(), 9);
    assert!(!plate_mail.def.is_known());
    assert!(!starter_set()
        .troop("Battle Brawler Bronn")
        .unwrap()
        .att
        .is_known());
}

#[test]
fn reforging_example_the_mender_becomes_a_7_5() {
    let set = starter_set();
    let mender = set.troop("Surictavi Mender").unwrap();
    let longsword = set.equipment("Longsword").unwrap();
    let (dagger, hide_armor) = (
        set.equipment("Dagger").unwrap(),
        set.equipment("Hide Armor").unwrap(),
    );
    let att = mender.att.get().unwrap() + longsword.att.get().unwrap();
    let def = mender.def.get().unwrap() + longsword.def.get().unwrap();
    assert_eq!((att, def), (7, 5));
    let reforged = dagger.reforge.get().unwrap() + hide_armor.reforge.get().unwrap();
    assert_eq!(reforged + 2, 4, "1 + 1 reforged and 2 from the counter");
    assert_eq!(
        mender.abilities,
        vec![TroopAbility::plain(Keyword::PrimeHealer)]
    );
    assert!(!Keyword::PrimeHealer.info().needs_reveal);
}

#[test]
fn multi_target_aoe_spells_sustenance_and_the_windmage() {
    let set = starter_set();
    let apprentice = set.troop("Brudakian Apprentice").unwrap();
    assert_eq!(apprentice.abilities[0].keyword, Keyword::Sustenance);
    assert!(matches!(
        Keyword::Sustenance.info().effect,
        KeywordEffect::Trigger {
            on: TriggerEvent::Killed,
            then: Triggered::OwnerGainsMana { .. }
        }
    ));
    // "The Brudakian Windmage (being an unrevealed 5/6) takes 1 Fire damage and survives."
    let windmage = set.troop("Brudakian Windmage").unwrap();
    assert!(windmage.def.get().unwrap() > 1);
    let razormaw = set.troop("Razormaw").unwrap();
    assert_eq!(razormaw.creature, Known(super::cards::CreatureKind::Beast));
}
