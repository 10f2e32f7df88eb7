//! The shared encounter engine (`encounter.rs`) played with real systems: replaying from a
//! setup gives the same state and log as playing, and refusals name the command.

use crate::encounter::*;
use crate::scenario::Scenario;
use crate::systems::draw_steel::combat::{auto, CombatSetup, DrawSteelCombat};
use crate::systems::fated_hand::battle::{
    ArmProfile, CardPlay, CombatantSetup, Command, FatedHandBattle, Setup, Side, Stance,
};

fn fighter(name: &str, side: Side) -> CombatantSetup {
    CombatantSetup {
        name: name.into(),
        side,
        character_id: None,
        arms: vec![ArmProfile {
            arm: None,
            name: "Fists".into(),
            strike: 3,
            defense: 2,
            speed: 3,
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
        engine_deck: true,
        spells: Vec::new(),
        perks: Vec::new(),
        star_suit: None,
        reagent_hand: None,
        base: None,
        armor: None,
        class_stealth: false,
    }
}

/// The generic replay from a setup gives what running the commands one by one gave, with
/// the same log; a command that no longer decides is reported with its index.
#[test]
fn replay_logged_matches_the_commands_as_run() {
    let setup = Setup {
        combatants: vec![fighter("Ash", Side::Party), fighter("Bran", Side::Foes)],
        grid: None,
        rules: Default::default(),
    };
    let plan = |who| Command::Plan {
        who,
        stance: Stance::Balanced,
        main_arm: 0,
        offhand_arm: None,
        cards: [CardPlay::Draw; 3],
    };
    let mut battle = Scenario::<FatedHandBattle>::start(&setup, 9);
    battle.run_all([plan(0), plan(1), Command::EndPlanning, Command::NextCount]);
    let (state, log) =
        replay_logged::<FatedHandBattle>(&setup, 9, battle.commands()).expect("replays");
    assert_eq!(&state, battle.state());
    assert_eq!(log, battle.log());
    let encounter = replay_setup::<FatedHandBattle>(&setup, 9, battle.commands()).expect("replays");
    assert_eq!(encounter.log_from(2), log[log.len() - 2..].to_vec());
    assert_eq!(encounter.log_for(0, Viewer::Gm), log);
    assert_eq!(encounter.outcome(), None);
    let mut broken = battle.commands().to_vec();
    broken.push(Command::EndPlanning);
    match replay_logged::<FatedHandBattle>(&setup, 9, &broken) {
        Err(ReplayError::Command(4, violation)) => assert!(!violation.message.is_empty()),
        other => panic!("expected command 4 to be refused, got {other:?}"),
    }
}

/// A Draw Steel setup the rules refuse is reported as the setup's fault.
#[test]
fn a_refused_setup_is_reported() {
    let setup = CombatSetup {
        combatants: Vec::new(),
        grid: None,
        hero_tokens: 0,
        malice: 0,
        rules: Default::default(),
        squads: Vec::new(),
    };
    let fight = replay_setup::<DrawSteelCombat>(&setup, 1, &[]).expect("an empty combat begins");
    assert!(auto::next_command(&fight.state).is_some());
    let too_many = CombatSetup {
        combatants: vec![fight_combatant(); 201],
        ..setup
    };
    assert!(matches!(
        replay_logged::<DrawSteelCombat>(&too_many, 1, &[]),
        Err(ReplayError::Setup(_))
    ));
}

fn fight_combatant() -> crate::systems::draw_steel::combat::Combatant {
    use crate::systems::draw_steel::characteristics::Size;
    use crate::systems::draw_steel::content::StatBlock;
    crate::systems::draw_steel::combat::Combatant::monster(
        &StatBlock {
            name: "Gnash".into(),
            level: 1,
            role: String::new(),
            organization: String::new(),
            encounter_value: 0,
            stamina: 10,
            speed: 5,
            size: Size::MEDIUM,
            stability: 0,
            free_strike: 2,
            characteristics: Default::default(),
            immunities: Vec::new(),
            weaknesses: Vec::new(),
            abilities: Vec::new(),
            notes: String::new(),
        },
        "Gnash".into(),
        crate::systems::draw_steel::combat::Side::Foes,
        None,
        false,
        None,
    )
}
