//! Draw Steel's table rules for what the glossary leaves open in combat: each non-default
//! option, played against the default from the glossary scenario the rule is about.

use super::*;
use crate::systems::draw_steel::table_rules as tr;
use crate::table_rules::{TableRule, TableRuleChoices};

fn rules_with(rule: &TableRule, option: &str) -> CombatRules {
    let mut choices = TableRuleChoices::default();
    choices.0.insert(rule.id.to_owned(), option.to_owned());
    CombatRules::from_choices(&choices)
}

/// Ayla (hero, Stamina 30, winded 15) next to Gnash (foe, Stamina 20) under `rules`, the
/// heroes first, Ayla's turn started.
fn ayla_turn(rules: CombatRules) -> CombatState {
    let mut state = begin(CombatSetup {
        combatants: vec![hero("Ayla", (2, 2)), foe("Gnash", (3, 2))],
        grid: Some(open_grid()),
        hero_tokens: 2,
        malice: 0,
        rules,
        squads: Vec::new(),
    })
    .expect("a legal setup");
    run(&mut state, Command::RollFirstSide { die: Some(6) });
    run(&mut state, Command::StartTurn { actor: 0 });
    state
}

fn save_ends(kind: ConditionKind) -> ConditionInstance {
    ConditionInstance {
        kind,
        duration: Duration::SaveEnds,
        source: None,
        ends_after_turn: None,
    }
}

/// The GM's hand: `damage` to `who`.
fn blow(who: u8, damage: u16) -> Command {
    Command::Adjust {
        who,
        damage,
        heal: 0,
        surges: 0,
        resource: 0,
        hidden: None,
        invisible: None,
        position: None,
        elevation: None,
        reason: "A blow".to_owned(),
    }
}

/// "EoT": Ayla weakens herself with her own ability during her turn. By the default the
/// effect lasts through her next turn; under `current_turn` it ends with this one.
#[test]
fn table_rule_eot_own_turn_current_turn() {
    let weakened_after_turn = |rules: CombatRules| {
        let mut state = ayla_turn(rules);
        run(
            &mut state,
            Command::ImposeCondition {
                target: 0,
                condition: ConditionKind::Weakened,
                duration: Duration::EndOfTurn,
                source: None,
            },
        );
        run(&mut state, Command::EndTurn { saves: vec![] });
        state.combatants[0].has(ConditionKind::Weakened)
    };
    assert!(weakened_after_turn(CombatRules::default()), "next turn");
    assert!(!weakened_after_turn(rules_with(
        &tr::EOT_OWN_TURN,
        "current_turn"
    )));
}

/// "Saving Throw": a slowed (save ends) Ayla ends her turn. By the default she rolls her save
/// then (a 6 ends it); under `on_request` nothing is rolled until the GM calls for one.
#[test]
fn table_rule_save_timing_on_request() {
    let mut default = ayla_turn(CombatRules::default());
    default.combatants[0]
        .conditions
        .push(save_ends(ConditionKind::Slowed));
    let events = run(&mut default, Command::EndTurn { saves: vec![6] });
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::SavingThrow { success: true, .. })));
    assert!(!default.combatants[0].has(ConditionKind::Slowed));

    let mut asked = ayla_turn(rules_with(&tr::SAVE_TIMING, "on_request"));
    asked.combatants[0]
        .conditions
        .push(save_ends(ConditionKind::Slowed));
    let refused = refused(&asked, Command::EndTurn { saves: vec![6] });
    assert!(refused.message.contains("More saving throw dice"));
    let events = run(&mut asked, Command::EndTurn { saves: vec![] });
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::SavingThrow { .. })));
    assert!(
        asked.combatants[0].has(ConditionKind::Slowed),
        "no save yet"
    );
    run(
        &mut asked,
        Command::SavingThrow {
            who: 0,
            condition: ConditionKind::Slowed,
            die: Some(6),
        },
    );
    assert!(!asked.combatants[0].has(ConditionKind::Slowed));
}

/// "Stamina": a dying hero (winded value 15) is brought to −15. By the default she dies at
/// minus her winded value; under `gm_decides` she stays dying.
#[test]
fn table_rule_hero_death_gm_decides() {
    let fate_at_minus_winded = |rules: CombatRules| {
        let mut state = ayla_turn(rules);
        run(&mut state, blow(0, 45));
        assert_eq!(state.combatants[0].stamina, -15);
        state.combatants[0].fate
    };
    assert_eq!(fate_at_minus_winded(CombatRules::default()), Fate::Dead);
    assert_eq!(
        fate_at_minus_winded(rules_with(&tr::HERO_DEATH, "gm_decides")),
        Fate::Dying
    );
}

/// "Stamina": Ayla's 6-damage strike lands on Gnash at 4 Stamina. By the default his Stamina
/// stops at 0; under `negative` it goes to −2. He dies either way.
#[test]
fn table_rule_non_hero_stamina_negative() {
    let gnash_after = |rules: CombatRules| {
        let mut state = ayla_turn(rules);
        state.combatants[1].stamina = 4;
        // 5 + 5 + Might 2 = 12: tier 2, 6 damage.
        run(&mut state, use_on(0, 1, [5, 5]));
        (state.combatants[1].stamina, state.combatants[1].fate)
    };
    assert_eq!(gnash_after(CombatRules::default()), (0, Fate::Dead));
    assert_eq!(
        gnash_after(rules_with(&tr::NON_HERO_STAMINA, "negative")),
        (-2, Fate::Dead)
    );
}

/// "Bleeding": a bleeding level 3 Ayla uses Cleave, a main action rolling Might. By the default
/// she takes 1d6 + 3 once; under `twice` both triggers bite.
#[test]
fn table_rule_bleeding_twice_twice() {
    let stamina_after = |rules: CombatRules| {
        let mut state = ayla_turn(rules);
        state.combatants[0].level = 3;
        state.combatants[0]
            .conditions
            .push(save_ends(ConditionKind::Bleeding));
        let mut command = use_on(0, 1, [1, 1]);
        if let Command::UseAbility { bleeding_die, .. } = &mut command {
            *bleeding_die = Some(4);
        }
        let events = run(&mut state, command);
        let bleeds = events
            .iter()
            .filter(|e| {
                matches!(
                    e,
                    Event::Damaged {
                        target: 0,
                        cause: DamageCause::Bleeding,
                        ..
                    }
                )
            })
            .count();
        (bleeds, state.combatants[0].stamina)
    };
    assert_eq!(stamina_after(CombatRules::default()), (1, 30 - 7));
    let (bleeds, stamina) = stamina_after(rules_with(&tr::BLEEDING_TWICE, "twice"));
    assert_eq!(bleeds, 2);
    // The first die was entered (4 + 3); the second is rolled (1–6, + 3).
    assert!((30 - 7 - 9..=30 - 7 - 4).contains(&stamina), "{stamina}");
}

/// "Dazed" names triggered actions without limiting them. Gnash has a triggered strike and
/// uses it twice in Ayla's turn: by the default the second is refused; under `unlimited` both
/// land.
#[test]
fn table_rule_triggered_limit_unlimited() {
    let after_one = |rules: CombatRules| {
        let mut state = ayla_turn(rules);
        let mut snap = strike("Snap", [1, 1, 1]);
        snap.action = ActionType::Triggered;
        snap.trigger = Some("An enemy ends a move next to Gnash".to_owned());
        state.combatants[1].abilities = vec![snap];
        // 1 + 1 + Might 1 = 3: tier 1, 1 damage.
        run(&mut state, use_on(1, 0, [1, 1]));
        assert_eq!(state.combatants[0].stamina, 29);
        state
    };
    let limited = after_one(CombatRules::default());
    let violation = refused(&limited, use_on(1, 0, [1, 1]));
    assert_eq!(violation.rule.section, "Dazed");
    assert!(violation.message.contains("one per round"));
    let mut open = after_one(rules_with(&tr::TRIGGERED_LIMIT, "unlimited"));
    run(&mut open, use_on(1, 0, [1, 1]));
    assert_eq!(open.combatants[0].stamina, 28);
}

/// "Opportunity Attack": Ayla moves away from a dazed Gnash. By the default a dazed creature
/// takes no free triggered action, so no opportunity opens; under `always` it does.
#[test]
fn table_rule_opportunity_attacks_always() {
    let opened = |rules: CombatRules| {
        let mut state = ayla_turn(rules);
        state.combatants[1]
            .conditions
            .push(save_ends(ConditionKind::Dazed));
        let events = run(
            &mut state,
            Command::Advance {
                path: vec![Pos { x: 1, y: 2 }],
            },
        );
        events
            .iter()
            .any(|e| matches!(e, Event::OpportunitiesOpened { attackers, .. } if attackers == &[1]))
    };
    assert!(!opened(CombatRules::default()));
    assert!(opened(rules_with(&tr::OPPORTUNITY_ATTACKS, "always")));
}

/// "Surprised": Gnash is surprised, Ayla is not. By the default the heroes act first with no
/// roll; under `roll` the d10 is rolled as usual, and a 5 sends the foes first.
#[test]
fn table_rule_first_side_roll() {
    let setup = |rules: CombatRules| {
        let mut gnash = foe("Gnash", (3, 2));
        gnash.surprised = true;
        begin(CombatSetup {
            combatants: vec![hero("Ayla", (2, 2)), gnash],
            grid: Some(open_grid()),
            hero_tokens: 2,
            malice: 0,
            rules,
            squads: Vec::new(),
        })
        .expect("a legal setup")
    };
    let by_default = setup(CombatRules::default());
    refused(&by_default, Command::RollFirstSide { die: Some(5) });
    let mut rolled = setup(rules_with(&tr::FIRST_SIDE, "roll"));
    let events = run(&mut rolled, Command::RollFirstSide { die: Some(5) });
    assert!(matches!(
        events[0],
        Event::FirstSide {
            die: Some(_),
            side: Side::Foes,
            ..
        }
    ));
    assert_eq!(rolled.first_side, Some(Side::Foes));
}

/// "Falling": Ayla (Agility 2) falls 3 squares. By the default her effective fall of 1 square
/// does nothing; under `actual_height` the 3 squares fallen count: she lands prone and takes
/// the 2 damage of the 1 effective square.
#[test]
fn table_rule_fall_threshold_actual_height() {
    let after_fall = |rules: CombatRules| {
        let mut state = ayla_turn(rules);
        state.combatants[0].characteristics.agility = 2;
        run(
            &mut state,
            Command::Fall {
                who: 0,
                height: 3,
                onto: None,
                landing: None,
            },
        );
        (
            state.combatants[0].stamina,
            state.combatants[0].has(ConditionKind::Prone),
        )
    };
    assert_eq!(after_fall(CombatRules::default()), (30, false));
    assert_eq!(
        after_fall(rules_with(&tr::FALL_THRESHOLD, "actual_height")),
        (28, true)
    );
}
