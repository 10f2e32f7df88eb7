//! "Learning New Proficiencies", Plaigarism: a party member who watches another creature cast a
//! spell in battle is offered 1 KP in it, once per creature watched, per spell, per battle.

use std::collections::BTreeMap;

use super::test_kit::{at, battle, brawler, grid, ok, plan_all, turn_of};
use super::tests::{card, fighter};
use super::*;
use crate::systems::fated_hand::build::{Build, KnowledgeTarget};
use crate::systems::fated_hand::encounter_prep::{offer_knowledge, KnowledgeOffer};
use crate::systems::fated_hand::npc::quick_history;
use crate::systems::fated_hand::progression::{replay, Manner};
use crate::table_rules::TableRuleChoices;

fn lout() -> Build {
    let rules = TableRuleChoices::default();
    replay(&quick_history("lout", &[], &rules).expect("lout"), &rules).expect("a build")
}

fn slice_at(target: u8) -> Command {
    Command::Cast {
        spell: "spectral_slice".into(),
        reagents: vec![card("5H")],
        caster: None,
        target: Some(target),
        defend: true,
        riposte: false,
        defend_riposte: true,
        distance: None,
        roll: None,
        count: None,
        targets: Vec::new(),
    }
}

/// Runs `command` and gathers the offers its events make, as the GM screen does.
fn offered(
    state: &mut BattleState,
    builds: &BTreeMap<i64, Build>,
    offers: &mut Vec<KnowledgeOffer>,
    command: Command,
) {
    let mut before = state.clone();
    for event in ok(state, command) {
        offer_knowledge(
            builds,
            &before,
            &event,
            &TableRuleChoices::default(),
            offers,
        );
        evolve::evolve(&mut before, &event);
    }
}

fn plagiarism(offers: &[KnowledgeOffer], character_id: i64) -> Vec<&KnowledgeOffer> {
    offers
        .iter()
        .filter(|o| o.character_id == character_id && o.manner == Manner::Plagiarism)
        .collect()
}

/// "Learning New Proficiencies": Mira (character 1) casts Spectral Slice at the goblin. Bran
/// (character 2), who sees her, is offered 1 KP by Plaigarism at once; Osk (character 3), behind a
/// wall, is not; the goblin is no party member. Mira casting it again offers Bran nothing more,
/// but the goblin casting it too offers Bran a second point (one per creature watched).
#[test]
fn learning_new_proficiencies_plaigarism_offers_the_watching_party_member_a_point() {
    let stave = ArmProfile {
        name: "Stave".into(),
        magic_strike: 3,
        ..tests::fists(1, 1, 9)
    };
    let mut mira = at(fighter("Mira", Side::Party, stave.clone(), false), 0, 0);
    mira.character_id = Some(1);
    mira.hit_points = 9;
    mira.spells = vec!["spectral_slice".into()];
    let mut bran = at(brawler("Bran", Side::Party, 1, 1, 1), 0, 1);
    bran.character_id = Some(2);
    let mut osk = at(brawler("Osk", Side::Party, 1, 1, 1), 0, 3);
    osk.character_id = Some(3);
    let mut goblin = at(fighter("Goblin", Side::Foes, stave, false), 1, 0);
    goblin.hit_points = 9;
    goblin.spells = vec!["spectral_slice".into()];
    let walls = [(0, 2), (1, 2), (2, 2)];
    let mut state = battle(vec![mira, bran, osk, goblin], Some(grid(6, 4, &walls)));
    let builds: BTreeMap<i64, Build> = [(1, lout()), (2, lout()), (3, lout())].into();
    let mut offers = Vec::new();
    plan_all(&mut state);
    turn_of(&mut state, 0);
    offered(&mut state, &builds, &mut offers, slice_at(3));

    let bran_offers = plagiarism(&offers, 2);
    assert_eq!(bran_offers.len(), 1, "{offers:?}");
    let offer = bran_offers[0];
    assert_eq!(
        offer.target,
        KnowledgeTarget::Spell("spectral_slice".into())
    );
    assert_eq!(offer.points, 1);
    assert_eq!(offer.watched, Some(0));
    assert_eq!(offer.rule.section, "Learning New Proficiencies");
    assert!(offer.because.contains("Mira"), "{}", offer.because);
    assert!(plagiarism(&offers, 3).is_empty(), "Osk cannot see Mira");
    assert!(
        plagiarism(&offers, 1).is_empty(),
        "Mira does not watch herself"
    );
    assert!(offers.iter().any(|o| o.character_id == 1
        && o.manner == Manner::FirstHandExperience
        && o.target == KnowledgeTarget::Spell("spectral_slice".into())));

    // Once per creature watched, per spell, per battle.
    ok(&mut state, Command::EndTurn);
    turn_of(&mut state, 3);
    offered(&mut state, &builds, &mut offers, slice_at(0));
    let bran_offers = plagiarism(&offers, 2);
    assert_eq!(bran_offers.len(), 2, "{offers:?}");
    assert_eq!(bran_offers[1].watched, Some(3));
    ok(&mut state, Command::EndTurn);
    for who in [1, 2] {
        turn_of(&mut state, who);
        ok(&mut state, Command::EndTurn);
    }
    ok(
        &mut state,
        Command::EndRound {
            recover: vec![],
            discard: vec![],
        },
    );
    plan_all(&mut state);
    turn_of(&mut state, 0);
    offered(&mut state, &builds, &mut offers, slice_at(3));
    assert_eq!(plagiarism(&offers, 2).len(), 2, "no second point from Mira");
}
