//! "Class List", "Reagents" and "Holy Magic" from the sheet to the battle: the Reagent lines a
//! character brings to a fight, under the table rules that read them.

use super::gear::Gear;
use super::model::Skill;
use super::npc::quick_history;
use super::progression::{replay, Progression};
use super::sheet::sheet;
use super::tests::{card, novice, rules};
use crate::random::Rng;

/// The Reagent Hand a sheet brings to a battle, under these table rule choices.
fn reagent_hand_of(
    class: &str,
    choices: &[(&str, &str)],
) -> Option<super::battle::BattleReagentHand> {
    use super::battle::Side;
    use super::encounter_prep::{combatant_setup, Recruit};
    let mut rules = rules();
    for (rule, option) in choices {
        rules.0.insert((*rule).into(), (*option).into());
    }
    let history = if class == "novice" {
        vec![Progression::Created {
            build: novice(1, 1, 0, [Skill::Athletics, Skill::Trickery], "club"),
        }]
    } else {
        quick_history(class, &[], &rules).expect("a path to the class")
    };
    let sheet = sheet(
        &replay(&history, &rules).expect("legal"),
        &Gear::default(),
        &rules,
    );
    combatant_setup(&Recruit {
        name: "Wren".into(),
        side: Side::Party,
        character_id: 1,
        sheet: &sheet,
        engine_deck: false,
        position: None,
        non_caster_reagents: super::battle::BattleRules::from_choices(&rules).non_caster_reagents,
        rules: &rules,
    })
    .reagent_hand
}

/// "Class List" and "Holy Magic": a caster brings its Reagent Hand Size and Reagent Hand Draw
/// Rate to battle; the Cleric, whose card says Holy Magic, draws on events instead. Under the
/// default of table rule `fated_hand.holy_magic` (`marked_only`) the Scholar, with Holy among its
/// Class Arms, keeps its rate of 2.
#[test]
fn holy_magic_only_the_class_marked_with_it_draws_the_holy_way_by_default() {
    use super::battle::BattleReagentHand;
    let hand = |hand_size, draw_rate, holy_magic| {
        Some(BattleReagentHand {
            hand_size,
            draw_rate,
            holy_magic,
        })
    };
    assert_eq!(reagent_hand_of("student", &[]), hand(2, 1, false));
    assert_eq!(reagent_hand_of("scholar", &[]), hand(4, 2, false));
    assert_eq!(reagent_hand_of("mystic", &[]), hand(5, 1, false));
    assert_eq!(reagent_hand_of("cleric", &[]), hand(7, 0, true));
}

/// Table rule `fated_hand.holy_magic`, option `holy_arms`: every class with Holy among its Class
/// Arms draws the Holy way: the Scholar and Mystic lose their rate (the sheet shows none) and
/// draw when Attacked; the Student (no Holy) keeps its rate.
#[test]
fn table_rule_holy_magic_holy_arms() {
    use super::battle::{
        begin, BattleReagentHand, CardPlay, Command, Event, FatedHandBattle, ReagentSource, Setup,
        Side, Stance,
    };
    let holy_arms = [("fated_hand.holy_magic", "holy_arms")];
    let holy = |hand_size| {
        Some(BattleReagentHand {
            hand_size,
            draw_rate: 0,
            holy_magic: true,
        })
    };
    assert_eq!(reagent_hand_of("scholar", &holy_arms), holy(4));
    assert_eq!(reagent_hand_of("mystic", &holy_arms), holy(5));
    assert_eq!(reagent_hand_of("cleric", &holy_arms), holy(7));
    assert_eq!(
        reagent_hand_of("student", &holy_arms),
        Some(BattleReagentHand {
            hand_size: 2,
            draw_rate: 1,
            holy_magic: false,
        })
    );
    let mut rules = rules();
    rules
        .0
        .insert("fated_hand.holy_magic".into(), "holy_arms".into());
    let scholar = replay(
        &quick_history("scholar", &[], &rules).expect("a path"),
        &rules,
    )
    .expect("legal");
    let reagents = sheet(&scholar, &Gear::default(), &rules)
        .reagents
        .expect("a caster");
    assert!(reagents.holy_magic && reagents.draw_rate.is_none());

    // In battle: the Scholar is Attacked and draws by Holy Magic.
    let mut scholar = super::battle::CombatantSetup {
        reagent_hand: holy(4),
        ..fighter_setup("Wren", Side::Party)
    };
    scholar.hit_points = 2;
    let foe = fighter_setup("Bran", Side::Foes);
    let mut state = begin(
        &Setup {
            combatants: vec![scholar, foe],
            grid: None,
            // The GM orders the tie at the count: Wren acts first.
            rules: super::battle::BattleRules {
                initiative_ties: super::battle::InitiativeTies::GmDecides,
                ..Default::default()
            },
        },
        &mut Rng::from_seed(1),
    );
    let mut commands = vec![];
    for who in 0..2 {
        commands.push(Command::Plan {
            who,
            stance: Stance::Balanced,
            main_arm: 0,
            offhand_arm: None,
            cards: ["AS", "AH", "AD"].map(|c| CardPlay::Entered(card(c))),
        });
    }
    commands.extend([
        Command::EndPlanning,
        Command::ToAction { who: 1 },
        Command::Attack {
            target: 0,
            defend: true,
            riposte: false,
            defend_riposte: true,
            distance: None,
            upper_hand: false,
            follow_up: Vec::new(),
            target_perks: Vec::new(),
        },
    ]);
    let mut events = Vec::new();
    for (i, command) in commands.iter().enumerate() {
        events.extend(
            crate::encounter::step::<FatedHandBattle>(&mut state, 7, i, command).expect("legal"),
        );
    }
    assert!(events.iter().any(|e| matches!(
        e,
        Event::ReagentsDrawn {
            who: 0,
            source: ReagentSource::Attacked,
            count: 1,
            ..
        }
    )));
}

/// A fighter with empty hands and entered cards.
fn fighter_setup(name: &str, side: super::battle::Side) -> super::battle::CombatantSetup {
    super::battle::CombatantSetup {
        name: name.into(),
        side,
        character_id: None,
        arms: vec![super::battle::ArmProfile {
            arm: None,
            name: "Fists".into(),
            strike: 0,
            defense: 0,
            speed: 0,
            magic_strike: 0,
            reach: 1,
            effective_range: None,
            ranged: false,
            two_handed: false,
            reload_cost: 0,
            offhand_defense: 0,
            perks: Vec::new(),
        }],
        main_arm: 0,
        offhand_arm: None,
        hit_points: 1,
        hand_size: 4,
        position: None,
        engine_deck: false,
        spells: Vec::new(),
        perks: Vec::new(),
        star_suit: None,
        reagent_hand: None,
        base: None,
        armor: None,
        class_stealth: false,
    }
}

/// Table rule `fated_hand.non_caster_reagents`: a class without Reagent lines brings a Reagent
/// Hand of size 0 by default (`size_zero`), and none under `no_reagents`.
#[test]
fn reagents_a_non_caster_holds_a_reagent_hand_of_size_zero_unless_the_table_says_none() {
    assert_eq!(
        reagent_hand_of("novice", &[]),
        Some(super::battle::BattleReagentHand {
            hand_size: 0,
            draw_rate: 0,
            holy_magic: false,
        })
    );
    assert_eq!(
        reagent_hand_of(
            "novice",
            &[("fated_hand.non_caster_reagents", "no_reagents")]
        ),
        None
    );
    assert!(
        reagent_hand_of(
            "student",
            &[("fated_hand.non_caster_reagents", "no_reagents")]
        )
        .is_some(),
        "a caster keeps its hand"
    );
}
