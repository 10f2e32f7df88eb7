//! Scenes by the book («3. Dramatic Actions»), entry by entry: where each action is free, the
//! once-per-scene limits, the Wildcards each costs and the groups each brings in with their
//! Power Ratings; The End; sub-areas and scene XP. Every refusal leaves the scene as it was.

use super::super::creation::{create, Fated, FatedBuild, TraitRanks};
use super::super::tests_creation::{adv, hearts};
use super::*;
use crate::cards::Suit;
use crate::random::Rng;
use crate::table_rules::TableRuleChoices;

pub(super) fn build(name: &str, suit: Suit, traits: [u8; 4]) -> FatedBuild {
    FatedBuild {
        name: name.to_owned(),
        suit,
        traits: TraitRanks {
            body: traits[0],
            spirit: traits[1],
            mind: traits[2],
            luck: traits[3],
        },
        ..hearts()
    }
}

/// Ana (Clubs, Body 3) and Ben (Spades, Mind 2): their highest traits 3 and 2, the lowest 1.
pub(super) fn party() -> Vec<(i64, Fated)> {
    vec![
        (
            1,
            create(&build("Ana", Suit::Clubs, [3, 1, 1, 1])).expect("Ana"),
        ),
        (
            2,
            create(&build("Ben", Suit::Spades, [1, 1, 2, 1])).expect("Ben"),
        ),
    ]
}

pub(super) fn sheets(party: &[(i64, Fated)]) -> Vec<(i64, &Fated)> {
    party.iter().map(|(id, f)| (*id, f)).collect()
}

pub(super) fn set(party: &[(i64, Fated)], types: &[SceneType], wildcards: u8) -> Scene {
    let setup = SceneSetup {
        name: "The mill".to_owned(),
        types: types.to_vec(),
        the_end: false,
        seats: party
            .iter()
            .map(|(id, _)| SceneSeat {
                character_id: *id,
                wildcards,
                appears: false,
            })
            .collect(),
        notes: String::new(),
    };
    set_scene(&setup, &[], &sheets(party)).expect("the scene is set")
}

pub(super) fn rules() -> TableRuleChoices {
    TableRuleChoices::default()
}

pub(super) fn with(rule: &crate::table_rules::TableRule, option: &str) -> TableRuleChoices {
    let mut choices = TableRuleChoices::default();
    choices.0.insert(rule.id.to_owned(), option.to_owned());
    choices
}

/// Plays `action` and returns the event, applying it to `scene`.
pub(super) fn play_under(
    scene: &mut Scene,
    party: &[(i64, Fated)],
    action: DramaticAction,
    rules: &TableRuleChoices,
) -> SceneEvent {
    let event = decide(
        scene,
        &sheets(party),
        &SceneRequest::Action { action },
        rules,
        &mut Rng::from_seed(1),
    )
    .expect("the book allows it");
    evolve(scene, &event);
    event
}

fn play(scene: &mut Scene, party: &[(i64, Fated)], action: DramaticAction) -> SceneEvent {
    play_under(scene, party, action, &rules())
}

/// The refusal of `action`; the scene is unchanged (decide takes it by reference, and the test
/// checks it against a copy all the same).
fn refused(scene: &Scene, party: &[(i64, Fated)], action: DramaticAction) -> SceneError {
    let before = scene.clone();
    let error = decide(
        scene,
        &sheets(party),
        &SceneRequest::Action { action },
        &rules(),
        &mut Rng::from_seed(1),
    )
    .expect_err("the book refuses it");
    assert_eq!(*scene, before);
    error
}

fn costs(event: &SceneEvent) -> Vec<(i64, u8)> {
    match event {
        SceneEvent::Action { costs, .. } => costs
            .iter()
            .map(|c| (c.character_id, c.wildcards))
            .collect(),
        _ => Vec::new(),
    }
}

fn groups(event: &SceneEvent) -> &[NpcGroup] {
    match event {
        SceneEvent::Action { groups, .. } => groups,
        _ => &[],
    }
}

fn wildcards(scene: &Scene) -> Vec<u8> {
    scene.participants.iter().map(|p| p.wildcards).collect()
}

#[test]
fn set_the_scene_names_where_it_takes_place_and_who_plays() {
    let party = party();
    let mut setup = SceneSetup {
        name: "The mill".to_owned(),
        types: Vec::new(),
        the_end: false,
        seats: vec![SceneSeat {
            character_id: 1,
            wildcards: 1,
            appears: true,
        }],
        notes: String::new(),
    };
    let error = set_scene(&setup, &[], &sheets(&party)).expect_err("no place");
    assert_eq!(error.field, "setup.types");
    setup.types = vec![
        SceneType::Dangerous,
        SceneType::Populated,
        SceneType::Dangerous,
    ];
    setup.seats.push(setup.seats[0].clone());
    let error = set_scene(&setup, &[], &sheets(&party)).expect_err("twice");
    assert_eq!(error.field, "setup.seats[1]");
    setup.seats.pop();
    let scene = set_scene(&setup, &[(1, "Ana the Bold".to_owned())], &sheets(&party)).expect("set");
    // The categories are not exclusive: a Populated Area may also be Dangerous.
    assert_eq!(
        scene.types,
        vec![SceneType::Populated, SceneType::Dangerous]
    );
    assert_eq!(scene.participants[0].name, "Ana the Bold");
    assert!(scene.participants[0].involved());
}

#[test]
fn fortunate_begins_every_scene_with_an_additional_wildcard() {
    let mut build = build("Ana", Suit::Diamonds, [1, 1, 1, 2]);
    build.advantages = vec![adv("fortunate", 2)];
    let party = vec![(1, create(&build).expect("Ana"))];
    let scene = set(&party, &[SceneType::Populated], 1);
    let start = &scene.participants[0].starting_wildcards;
    assert_eq!(start.value, 3);
    assert_eq!(start.terms[1].label, "Fortunate 2");
    assert_eq!(scene.participants[0].wildcards, 3);
}

#[test]
fn banditos_a_squad_of_five_for_every_player_with_the_highest_trait_once_per_scene() {
    let party = party();
    let mut scene = set(&party, &[SceneType::Populated], 2);
    let event = play(
        &mut scene,
        &party,
        DramaticAction::Banditos {
            by: 2,
            weapon: "Clubs".to_owned(),
        },
    );
    // Its price is not printed: table rule game_of_bastards.unpriced_actions, 1 by default.
    assert_eq!(costs(&event), vec![(2, 1)]);
    let squad = &groups(&event)[0];
    assert_eq!(
        (squad.kind, squad.count, squad.members),
        (NpcKind::Extras, 2, 5)
    );
    assert_eq!(squad.power_rating.value, 3, "Ana's Body 3");
    assert_eq!(squad.controller, Some(2));
    assert!(!squad.hostile);
    assert_eq!(wildcards(&scene), vec![2, 1]);
    let error = refused(
        &scene,
        &party,
        DramaticAction::Banditos {
            by: 1,
            weapon: String::new(),
        },
    );
    assert!(
        error.message.contains("once per scene"),
        "{}",
        error.message
    );
}

#[test]
fn table_rule_unpriced_actions_free() {
    let party = party();
    let rules = with(&rules::UNPRICED_ACTIONS, "free");
    let mut scene = set(&party, &[SceneType::Populated], 0);
    let banditos = play_under(
        &mut scene,
        &party,
        DramaticAction::Banditos {
            by: 1,
            weapon: String::new(),
        },
        &rules,
    );
    let weather = play_under(
        &mut scene,
        &party,
        DramaticAction::RoughWeather {
            by: 2,
            weather: "hail".to_owned(),
        },
        &rules,
    );
    assert!(costs(&banditos).is_empty() && costs(&weather).is_empty());
    // Under the default, a player without a Wildcard cannot pay for Rough Weather.
    let scene = set(&party, &[SceneType::Populated], 0);
    let error = decide(
        &scene,
        &sheets(&party),
        &SceneRequest::Action {
            action: DramaticAction::RoughWeather {
                by: 2,
                weather: "hail".to_owned(),
            },
        },
        &rules_default(),
        &mut Rng::from_seed(1),
    )
    .expect_err("no Wildcard to pay");
    assert!(
        error.message.contains("costs 1 Wildcard"),
        "{}",
        error.message
    );
}

fn rules_default() -> TableRuleChoices {
    rules()
}

#[test]
fn dangerous_areas_banditos_reinforce_and_involve_are_free_and_hostile() {
    let party = party();
    let mut scene = set(&party, &[SceneType::Dangerous], 0);
    for action in [
        DramaticAction::Banditos {
            by: 1,
            weapon: String::new(),
        },
        DramaticAction::Reinforce {
            by: 1,
            weapon: "Spears".to_owned(),
        },
        DramaticAction::Involve {
            by: 2,
            weapon: String::new(),
        },
    ] {
        let event = play(&mut scene, &party, action);
        assert!(costs(&event).is_empty());
        assert!(
            groups(&event)[0].hostile,
            "hostile to the characters directly involved"
        );
    }
    assert_eq!(wildcards(&scene), vec![0, 0]);
    // Reinforce and Involve: once per player per scene.
    let error = refused(
        &scene,
        &party,
        DramaticAction::Reinforce {
            by: 1,
            weapon: String::new(),
        },
    );
    assert!(error.message.contains("once this scene"));
}

#[test]
fn reinforce_friends_makes_it_free_and_the_extras_loyal() {
    let mut ana = build("Ana", Suit::Hearts, [1, 2, 1, 1]);
    ana.advantages = vec![adv("friends", 1)];
    let party = vec![(1, create(&ana).expect("Ana"))];
    let mut scene = set(&party, &[SceneType::Dangerous, SceneType::Populated], 0);
    let event = play(
        &mut scene,
        &party,
        DramaticAction::Reinforce {
            by: 1,
            weapon: String::new(),
        },
    );
    assert!(costs(&event).is_empty());
    let squad = &groups(&event)[0];
    assert!(!squad.hostile, "Loyal Extras added through an advantage");
    assert_eq!(squad.power_rating.value, 2);
}

#[test]
fn involve_a_touched_follower_with_the_players_highest_trait_and_mastermind() {
    let mut ana = build("Ana", Suit::Spades, [1, 1, 2, 1]);
    ana.advantages = vec![adv("mastermind", 1)];
    let party = vec![(1, create(&ana).expect("Ana"))];
    let mut scene = set(&party, &[SceneType::Populated], 1);
    let event = play(
        &mut scene,
        &party,
        DramaticAction::Involve {
            by: 1,
            weapon: "Knife".to_owned(),
        },
    );
    assert_eq!(costs(&event), vec![(1, 1)]);
    let follower = &groups(&event)[0];
    assert_eq!(follower.kind, NpcKind::Touched);
    assert_eq!(follower.power_rating.value, 3, "Mind 2 + Mastermind 1");
    assert!(follower.note.contains("3 advantages"));
}

#[test]
fn enroute_banditos_sos_and_rough_weather_cost_no_wildcard() {
    let party = party();
    let mut scene = set(&party, &[SceneType::Enroute], 0);
    let sos = play(
        &mut scene,
        &party,
        DramaticAction::Sos {
            by: 1,
            objective: "Get the doctor to Leeds".to_owned(),
        },
    );
    assert!(costs(&sos).is_empty());
    let touched = &groups(&sos)[0];
    assert_eq!(
        touched.power_rating.value, 1,
        "the lowest trait of the characters"
    );
    assert!(touched.weapon.is_empty());
    play(
        &mut scene,
        &party,
        DramaticAction::RoughWeather {
            by: 2,
            weather: "frogs".to_owned(),
        },
    );
    assert_eq!(scene.rough_weather.as_deref(), Some("frogs"));
    // Making the SOS dire is another player's Wildcard, and not its user's.
    let error = refused(&scene, &party, DramaticAction::SosDire { by: 1 });
    assert_eq!(error.field, "request.action.by");
}

#[test]
fn distance_medium_for_one_wildcard_long_for_two_at_the_beginning_by_one_player() {
    let party = party();
    let mut scene = set(&party, &[SceneType::Populated], 2);
    play(&mut scene, &party, DramaticAction::Appearance { by: 2 });
    let event = play(
        &mut scene,
        &party,
        DramaticAction::Distance {
            by: 1,
            band: DistanceBand::Long,
        },
    );
    assert_eq!(costs(&event), vec![(1, 2)]);
    let error = refused(
        &scene,
        &party,
        DramaticAction::Distance {
            by: 2,
            band: DistanceBand::Medium,
        },
    );
    assert!(error.message.contains("Only one player"));
    let mut later = set(&party, &[SceneType::Populated], 2);
    play(
        &mut later,
        &party,
        DramaticAction::Sos {
            by: 1,
            objective: "x".to_owned(),
        },
    );
    let error = refused(
        &later,
        &party,
        DramaticAction::Distance {
            by: 2,
            band: DistanceBand::Medium,
        },
    );
    assert!(error.message.contains("beginning of the scene"));
}

#[test]
fn everything_is_terrible_every_player_must_spend_a_wildcard() {
    let party = party();
    let mut scene = set(&party, &[SceneType::Populated], 1);
    let event = adjust_wildcards(&scene, 2, -1, "Iron Wall").expect("spent");
    evolve(&mut scene, &event);
    let monster = || DramaticAction::EverythingIsTerrible {
        monster: "The Hollow Stag".to_owned(),
        power_rating: 3,
    };
    let error = refused(&scene, &party, monster());
    assert!(
        error.message.contains("Ben holds none"),
        "{}",
        error.message
    );
    let event = adjust_wildcards(&scene, 2, 1, "a Joker").expect("gained");
    evolve(&mut scene, &event);
    let event = play(&mut scene, &party, monster());
    assert_eq!(costs(&event), vec![(1, 1), (2, 1)]);
    assert_eq!(groups(&event)[0].kind, NpcKind::Monster);
    assert_eq!(wildcards(&scene), vec![0, 0]);
}

#[test]
fn direct_actions_only_for_characters_directly_involved() {
    let party = party();
    let mut scene = set(&party, &[SceneType::Populated], 1);
    let fight = || DramaticAction::NowWeFight {
        by: 1,
        against: "the foreman".to_owned(),
        combat: true,
        combatants: 3,
    };
    let error = refused(&scene, &party, fight());
    assert_eq!(error.rule.section, "Direct Actions");
    play(&mut scene, &party, DramaticAction::Appearance { by: 1 });
    assert!(scene.participants[0].involved());
    let error = refused(&scene, &party, DramaticAction::Appearance { by: 1 });
    assert!(error.message.contains("already Appeared"));
    play(&mut scene, &party, fight());
}

#[test]
fn populated_areas_squads_arrive_in_round_three_one_per_combatant() {
    let party = party();
    let mut scene = set(&party, &[SceneType::Populated], 0);
    play(&mut scene, &party, DramaticAction::Appearance { by: 2 });
    let event = play(
        &mut scene,
        &party,
        DramaticAction::NowWeFight {
            by: 2,
            against: "the foreman".to_owned(),
            combat: true,
            combatants: 3,
        },
    );
    let squads = &groups(&event)[0];
    assert_eq!((squads.count, squads.members), (3, 5));
    assert_eq!(squads.arrives, Arrival::OppositionRoundThree);
    // The highest trait of the characters involved: Ben's Mind 2, not Ana's Body 3 (absent).
    assert_eq!(squads.power_rating.value, 2);
    // A debate draws no authorities, nor does a fight elsewhere.
    let debate = play(
        &mut scene,
        &party,
        DramaticAction::NowWeFight {
            by: 2,
            against: "the mayor".to_owned(),
            combat: false,
            combatants: 2,
        },
    );
    assert!(groups(&debate).is_empty());
    let mut road = set(&party, &[SceneType::Enroute], 0);
    play(&mut road, &party, DramaticAction::Appearance { by: 2 });
    let fight = play(
        &mut road,
        &party,
        DramaticAction::NowWeFight {
            by: 2,
            against: "a drover".to_owned(),
            combat: true,
            combatants: 2,
        },
    );
    assert!(groups(&fight).is_empty());
}

#[test]
fn give_chase_only_after_another_character_flees_for_a_wildcard() {
    let party = party();
    let mut scene = set(&party, &[SceneType::Populated], 1);
    play(&mut scene, &party, DramaticAction::Appearance { by: 1 });
    play(&mut scene, &party, DramaticAction::Appearance { by: 2 });
    let error = refused(&scene, &party, DramaticAction::GiveChase { by: 1 });
    assert!(error
        .message
        .contains("after another character has used Flee"));
    play(&mut scene, &party, DramaticAction::Flee { by: 2 });
    let event = play(&mut scene, &party, DramaticAction::GiveChase { by: 1 });
    assert_eq!(costs(&event), vec![(1, 1)]);
}

#[test]
fn the_end_every_character_gains_two_wildcards_and_indirect_actions_are_free() {
    let party = party();
    let setup = SceneSetup {
        name: "The End".to_owned(),
        types: vec![SceneType::Populated],
        the_end: true,
        seats: party
            .iter()
            .map(|(id, _)| SceneSeat {
                character_id: *id,
                wildcards: 0,
                appears: false,
            })
            .collect(),
        notes: String::new(),
    };
    let mut scene = set_scene(&setup, &[], &sheets(&party)).expect("set");
    assert_eq!(wildcards(&scene), vec![2, 2]);
    let event = play(
        &mut scene,
        &party,
        DramaticAction::Involve {
            by: 1,
            weapon: String::new(),
        },
    );
    assert!(costs(&event).is_empty());
    // Every player character must Appear before it closes.
    let error = check_close(&scene).expect_err("nobody appeared");
    assert!(error.message.contains("Ana has not"));
    play(&mut scene, &party, DramaticAction::Appearance { by: 1 });
    play(&mut scene, &party, DramaticAction::Appearance { by: 2 });
    check_close(&scene).expect("everyone appeared");
}

#[test]
fn dangerous_areas_each_sub_area_counts_as_a_separate_scene_for_xp() {
    let party = party();
    let mut scene = set(&party, &[SceneType::Dangerous], 1);
    play(&mut scene, &party, DramaticAction::Appearance { by: 1 });
    play(
        &mut scene,
        &party,
        DramaticAction::Banditos {
            by: 2,
            weapon: String::new(),
        },
    );
    let event = next_sub_area(&scene).expect("a sub-area");
    evolve(&mut scene, &event);
    // A new sub-area is a new scene for the actions' limits too.
    play(
        &mut scene,
        &party,
        DramaticAction::Banditos {
            by: 2,
            weapon: String::new(),
        },
    );
    play(&mut scene, &party, DramaticAction::Appearance { by: 2 });
    let event = next_sub_area(&scene).expect("a sub-area");
    evolve(&mut scene, &event);
    let xp: Vec<u8> = scene
        .participants
        .iter()
        .map(|p| scene.scene_xp(p))
        .collect();
    assert_eq!(xp, vec![3, 2]);
    let populated = set(&party, &[SceneType::Populated], 0);
    let error = next_sub_area(&populated).expect_err("no sub-areas");
    assert_eq!(error.rule, SceneType::Dangerous.rule());
}

#[test]
fn a_wildcard_spent_that_is_not_held_is_refused() {
    let party = party();
    let scene = set(&party, &[SceneType::Populated], 1);
    let error = adjust_wildcards(&scene, 1, -2, "Iron Wall").expect_err("only one");
    assert_eq!(error.field, "request.change");
    assert!(error.message.contains("holds 1 Wildcard"));
    let error = adjust_wildcards(&scene, 9, 1, "").expect_err("not in the scene");
    assert_eq!(error.field, "request.characterId");
}

#[test]
fn a_replayed_scene_is_the_scene_played() {
    let party = party();
    let start = set(&party, &[SceneType::Dangerous], 2);
    let mut scene = start.clone();
    let events = vec![
        play(&mut scene, &party, DramaticAction::Appearance { by: 1 }),
        play(
            &mut scene,
            &party,
            DramaticAction::Reinforce {
                by: 2,
                weapon: String::new(),
            },
        ),
    ];
    let json = serde_json::to_string(&events).expect("json");
    let back: Vec<SceneEvent> = serde_json::from_str(&json).expect("events");
    assert_eq!(replay(start, &back), scene);
}

#[test]
fn the_scene_table_rules_say_whether_their_default_is_the_books() {
    let default = |rule: &crate::table_rules::TableRule| {
        rule.options
            .iter()
            .find(|o| o.id == rule.default)
            .map(|o| o.label)
            .unwrap_or_default()
    };
    for rule in [&rules::FATE_JOKER, &rules::UNPRICED_ACTIONS] {
        assert!(default(rule).starts_with("Not in the book"), "{}", rule.id);
    }
    for rule in [&rules::SKILL_HAND_SCORING, &rules::FATE_CARD_COUNT] {
        assert!(default(rule).starts_with("As "), "{}", rule.id);
    }
}
