//! Fate Draws by the book («ii. Fate Draws», «Difficulty Modifier», «Example»): the Carlton
//! example, difficulty, Jokers, ties, entered cards checked against the deck, the engine's
//! seeded draw, a Dangerous Area's hazards, Consult, Rough Weather; and the table rules where
//! the rule and its example disagree.

use super::super::content::{Skill, SkillKind, Trait};
use super::super::creation::{create, Fated};
use super::super::table_rules::DECK_TOPOLOGY;
use super::super::tests_creation::ranked;
use super::fate_draw::{EnteredDraw, FateDrawPurpose, FateDrawRequest};
use super::tests::{build, party, rules, set, sheets, with};
use super::*;
use crate::cards::{PlayingCard, Suit};
use crate::random::Rng;
use crate::table_rules::TableRuleChoices;

fn card(text: &str) -> PlayingCard {
    if text == "Joker" {
        PlayingCard::Joker
    } else {
        PlayingCard::Suited(text.parse().expect("a card"))
    }
}

fn cards(texts: &[&str]) -> Vec<PlayingCard> {
    texts.iter().map(|t| card(t)).collect()
}

/// Carlton: Mind 3 and the Carlton example's Repair 2 (the book lists no Repair skill; his is
/// Technology here), in a scene where he has Appeared, with Ben beside him.
fn carlton() -> Vec<(i64, Fated)> {
    let mut carlton = build("Carlton", Suit::Spades, [1, 1, 3, 1]);
    carlton.skills = vec![ranked(Skill::plain(SkillKind::Technology), 2)];
    let mut party = party();
    party[0] = (1, create(&carlton).expect("Carlton"));
    party
}

fn request(player: &[&str], fate: &[&str]) -> FateDrawRequest {
    FateDrawRequest {
        by: 1,
        purpose: FateDrawPurpose::SkillCheck {
            attempt: "basic repairs on his spaceship".to_owned(),
        },
        skill: Skill::plain(SkillKind::Technology),
        trait_name: Trait::Mind,
        difficulty: 0,
        specialty: None,
        outdoors: false,
        fate_player: None,
        cards: Some(EnteredDraw {
            player: cards(player),
            fate: cards(fate),
        }),
    }
}

fn scene_with(party: &[(i64, Fated)], types: &[SceneType]) -> Scene {
    let mut scene = set(party, types, 0);
    for p in &mut scene.participants {
        p.involved_since = Some(1);
    }
    scene
}

fn draw_under(
    scene: &Scene,
    party: &[(i64, Fated)],
    request: FateDrawRequest,
    rules: &TableRuleChoices,
) -> Result<FateDraw, SceneError> {
    let before = scene.clone();
    let result = decide(
        scene,
        &sheets(party),
        &SceneRequest::FateDraw { draw: request },
        rules,
        &mut Rng::from_seed(7),
    )
    .map(|event| match event {
        SceneEvent::FateDraw { draw } => *draw,
        other => panic!("a Fate Draw, not {other:?}"),
    });
    assert_eq!(*scene, before, "deciding changes nothing");
    result
}

fn draw(scene: &Scene, party: &[(i64, Fated)], request: FateDrawRequest) -> FateDraw {
    draw_under(scene, party, request, &rules()).expect("the draw is made")
}

#[test]
fn example_carlton_beats_the_dealers_jack_with_a_nine_and_his_mind() {
    let party = carlton();
    let scene = scene_with(&party, &[SceneType::Populated]);
    // As printed, Fate plays as many cards as his Repair: 2; he plays his 9 and adds Mind 3.
    let result = draw(&scene, &party, request(&["9S", "4H"], &["JC", "3D"]));
    assert_eq!(result.player_owed.value, 2);
    assert_eq!(result.fate_owed.value, 2);
    assert_eq!(result.player_total.value, 12);
    assert_eq!(result.fate_total.value, 11);
    assert!(result.success);
    assert_eq!(result.margin, 1);
    assert_eq!(result.player_total.terms[0].label, "9S");
}

#[test]
fn table_rule_fate_card_count_six_minus_trait() {
    let party = carlton();
    let scene = scene_with(&party, &[SceneType::Populated]);
    let rules = with(&rules::FATE_CARD_COUNT, "six_minus_trait");
    // The example's count: "3 cards (6 minus Carlton's Mind of 3)"; two are refused now.
    let error = draw_under(
        &scene,
        &party,
        request(&["9S", "4H"], &["JC", "3D"]),
        &rules,
    )
    .expect_err("Fate owes 3 cards");
    assert_eq!(error.field, "request.draw.cards.fate");
    let result = draw_under(
        &scene,
        &party,
        request(&["9S", "4H"], &["JC", "3D", "5H"]),
        &rules,
    )
    .expect("three cards");
    assert_eq!(result.fate_owed.value, 3);
    assert_eq!(
        (result.player_total.value, result.fate_total.value),
        (12, 11)
    );
}

#[test]
fn table_rule_skill_hand_scoring_sum() {
    let party = carlton();
    let scene = scene_with(&party, &[SceneType::Populated]);
    let rules = with(&rules::SKILL_HAND_SCORING, "sum");
    let result = draw_under(
        &scene,
        &party,
        request(&["9S", "4H"], &["JC", "3D"]),
        &rules,
    )
    .expect("drawn");
    // 9 + 4 + Mind 3 against 11 + 3; one card each would give 12 against 11.
    assert_eq!(
        (result.player_total.value, result.fate_total.value),
        (16, 14)
    );
    assert_eq!(result.margin, 2);
}

#[test]
fn difficulty_modifier_adds_a_card_to_fates_hand_for_each_level() {
    let party = carlton();
    let scene = scene_with(&party, &[SceneType::Populated]);
    let mut asked = request(&["9S", "4H"], &["JC", "3D", "2H", "QS"]);
    asked.difficulty = 2;
    let result = draw(&scene, &party, asked);
    assert_eq!(result.fate_owed.value, 4);
    assert_eq!(result.fate_owed.terms[1].label, "Difficulty +2");
    assert_eq!(result.fate_total.value, 12);
    // 12 against 12: the tie goes by the suit of the cards played, Spades over Spades: a
    // same-suit tie, which Fate holds by default.
    assert!(!result.success);
    assert!(result.tie.is_some());
}

#[test]
fn ii_fate_draws_a_joker_gives_the_player_a_wildcard_and_is_replaced() {
    let party = carlton();
    let mut scene = scene_with(&party, &[SceneType::Populated]);
    let result = draw(
        &scene,
        &party,
        request(&["Joker", "9S", "4H"], &["JC", "3D"]),
    );
    assert_eq!(result.player_jokers, 1);
    assert_eq!(result.player_total.value, 12);
    evolve(
        &mut scene,
        &SceneEvent::FateDraw {
            draw: Box::new(result),
        },
    );
    assert_eq!(scene.participants[0].wildcards, 1);
}

#[test]
fn table_rule_fate_joker_fate_player() {
    let party = carlton();
    let scene = scene_with(&party, &[SceneType::Populated]);
    let mut asked = request(&["9S", "4H"], &["Joker", "JC", "3D"]);
    asked.fate_player = Some(2);
    let by_default = draw(&scene, &party, asked.clone());
    assert_eq!(by_default.fate_player_jokers, 0, "nobody gains by default");
    let rules = with(&rules::FATE_JOKER, "fate_player");
    let result = draw_under(&scene, &party, asked, &rules).expect("drawn");
    assert_eq!(result.fate_player_jokers, 1);
    let mut after = scene.clone();
    evolve(
        &mut after,
        &SceneEvent::FateDraw {
            draw: Box::new(result),
        },
    );
    assert_eq!(after.participants[1].wildcards, 1, "Ben played Fate");
}

#[test]
fn d_opposed_draws_a_tie_goes_to_the_higher_suit_of_the_card_played() {
    let party = carlton();
    let scene = scene_with(&party, &[SceneType::Populated]);
    // 8♦ + Mind 3 = 11 against the Jack of Clubs: Diamonds over Clubs.
    let result = draw(&scene, &party, request(&["8D", "2H"], &["JC", "2C"]));
    assert_eq!(result.margin, 0);
    assert!(result.success);
    let result = draw(&scene, &party, request(&["8C", "2H"], &["JD", "2C"]));
    assert!(!result.success);
}

#[test]
fn needed_materials_entered_cards_are_checked_against_the_deck() {
    let party = carlton();
    let scene = scene_with(&party, &[SceneType::Populated]);
    // Two decks hold two of each card: a third Nine of Spades was never there.
    let error = draw_under(
        &scene,
        &party,
        request(&["9S", "9S"], &["9S", "2C"]),
        &rules(),
    )
    .expect_err("three copies");
    assert_eq!(error.field, "request.draw.cards");
    // A deck each: one copy per deck, so the player's pair is refused but a Nine each is not.
    let topology = with(&DECK_TOPOLOGY, "deck_per_player");
    let error = draw_under(
        &scene,
        &party,
        request(&["9S", "9S"], &["2C", "3C"]),
        &topology,
    )
    .expect_err("two copies in one deck");
    assert_eq!(error.field, "request.draw.cards.player");
    draw_under(
        &scene,
        &party,
        request(&["9S", "4H"], &["9S", "2C"]),
        &topology,
    )
    .expect("a Nine in each deck");
    // The number owed.
    let error = draw_under(&scene, &party, request(&["9S"], &["JC", "3D"]), &rules())
        .expect_err("one card short");
    assert_eq!(error.field, "request.draw.cards.player");
}

#[test]
fn ii_fate_draws_the_engine_draws_from_a_freshly_shuffled_deck_seeded() {
    let party = carlton();
    let scene = scene_with(&party, &[SceneType::Populated]);
    let mut asked = request(&[], &[]);
    asked.cards = None;
    let first = draw(&scene, &party, asked.clone());
    let again = draw(&scene, &party, asked);
    assert_eq!(first, again, "the same seed draws the same cards");
    assert!(!first.entered);
    let suited = |cards: &[PlayingCard]| cards.iter().filter(|c| **c != PlayingCard::Joker).count();
    assert_eq!(suited(&first.player_cards), 2);
    assert_eq!(suited(&first.fate_cards), 2);
}

#[test]
fn dangerous_areas_a_failed_fate_draw_deals_the_margin_to_the_body_pool() {
    let party = carlton();
    let scene = scene_with(&party, &[SceneType::Dangerous]);
    let result = draw(&scene, &party, request(&["2S", "3H"], &["KC", "4D"]));
    assert!(!result.success);
    assert_eq!(
        result.hazard.as_ref().map(|h| h.value),
        Some(7),
        "13 against 3 + Mind 3"
    );
    let safe = scene_with(&party, &[SceneType::Populated]);
    assert!(draw(&safe, &party, request(&["2S", "3H"], &["KC", "4D"]))
        .hazard
        .is_none());
}

#[test]
fn consult_a_perception_fate_draw_off_mind_in_populated_areas_only() {
    let party = carlton();
    let consult = |skill: SkillKind| FateDrawRequest {
        purpose: FateDrawPurpose::Consult {
            seeking: "a buyer for the idol".to_owned(),
        },
        skill: Skill::plain(skill),
        ..request(&["9S"], &["2C"])
    };
    let road = scene_with(&party, &[SceneType::Enroute]);
    let error = draw_under(&road, &party, consult(SkillKind::Perception), &rules())
        .expect_err("not Populated");
    assert_eq!(error.rule.section, "Direct Actions › Consult");
    let town = scene_with(&party, &[SceneType::Populated]);
    let error = draw_under(&town, &party, consult(SkillKind::Academics), &rules())
        .expect_err("Perception only");
    assert_eq!(error.field, "request.draw.skill");
    let result = draw(&town, &party, consult(SkillKind::Perception));
    assert_eq!(result.player_total.value, 12);
}

#[test]
fn rough_weather_outdoors_the_player_plays_one_card_fewer() {
    let party = carlton();
    let mut scene = scene_with(&party, &[SceneType::Enroute]);
    scene.rough_weather = Some("hail".to_owned());
    let mut outdoors = request(&["9S"], &["JC", "3D"]);
    outdoors.outdoors = true;
    let result = draw(&scene, &party, outdoors);
    assert_eq!(result.player_owed.value, 1);
    assert_eq!(result.fate_owed.value, 2);
}

#[test]
fn a_character_not_directly_involved_draws_nothing() {
    let party = carlton();
    let scene = set(&party, &[SceneType::Populated], 0);
    let error = draw_under(
        &scene,
        &party,
        request(&["9S", "4H"], &["JC", "3D"]),
        &rules(),
    )
    .expect_err("not involved");
    assert_eq!(error.field, "request.draw.by");
}
