//! The table rules for numbers the glossary does not state: each non-default option, played.

use super::*;
use crate::systems::draw_steel::table_rules::unstated;
use crate::table_rules::TableRuleChoices;

fn rules_with(rule: &crate::table_rules::TableRule, option: &str) -> CombatRules {
    let mut choices = TableRuleChoices::default();
    choices.0.insert(rule.id.to_owned(), option.to_owned());
    CombatRules::from_choices(&choices)
}

/// Ayla's turn under `rules`, Gnash next to her.
fn turn_under(rules: CombatRules) -> CombatState {
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

fn with_surges(command: Command, damage: u8, potency: u8) -> Command {
    match command {
        Command::UseAbility {
            user,
            ability,
            targets,
            characteristic,
            dice,
            knock_out,
            bleeding_die,
            ..
        } => Command::UseAbility {
            user,
            ability,
            targets,
            characteristic,
            dice,
            damage_surges: damage,
            potency_surges: potency,
            surge_target: None,
            knock_out,
            bleeding_die,
        },
        other => other,
    }
}

#[test]
fn every_default_of_an_unstated_number_says_it_is_not_in_the_glossary() {
    for rule in unstated::ALL {
        let default = rule
            .options
            .iter()
            .find(|o| o.id == rule.default)
            .expect("the default is an option");
        assert!(
            default.label.starts_with("Not in the glossary"),
            "{}: {}",
            rule.id,
            default.label
        );
        assert!(rule.question.contains("digest gap G"), "{}", rule.id);
        assert!(
            crate::systems::draw_steel::table_rules::ALL.contains(rule),
            "{} is registered",
            rule.id
        );
    }
}

/// "Surges" (G17): each surge adds the highest characteristic by default; under the other
/// option, the characteristic the ability rolled.
#[test]
fn table_rule_surge_damage_rolled_characteristic() {
    let hit = |rules: CombatRules| {
        let mut state = turn_under(rules);
        state.combatants[0].characteristics.agility = 3; // highest; Cleave rolls Might 2.
        state.combatants[0].surges = 1;
        run(&mut state, with_surges(use_on(0, 1, [5, 5]), 1, 0));
        20 - state.combatants[1].stamina
    };
    // 5 + 5 + 2 = 12: tier 2, 6 damage, and the surge.
    assert_eq!(hit(CombatRules::default()), 6 + 3);
    assert_eq!(
        hit(rules_with(&unstated::SURGE_DAMAGE, "rolled_characteristic")),
        6 + 2
    );
}

/// "Surges" (G17): at most 3 on one instance of damage, unless the table says no limit.
#[test]
fn table_rule_surge_limit_no_limit() {
    let mut capped = turn_under(CombatRules::default());
    capped.combatants[0].surges = 4;
    assert!(refused(&capped, with_surges(use_on(0, 1, [5, 5]), 4, 0))
        .message
        .contains("At most 3 surges"));
    let mut open = turn_under(rules_with(&unstated::SURGE_LIMIT, "no_limit"));
    open.combatants[0].surges = 4;
    run(&mut open, with_surges(use_on(0, 1, [5, 5]), 4, 0));
    assert_eq!(open.combatants[1].stamina, 20 - (6 + 4 * 2));
}

/// Ayla's first ability slows Gnash (Might 1) against `potency`, raised by `potency_surges`:
/// whether it lands under `rules`.
fn slowed(rules: CombatRules, potency_surges: u8, potency: i8) -> bool {
    let mut state = turn_under(rules);
    state.combatants[0].surges = potency_surges;
    state.combatants[0].abilities[0].tiers[0]
        .effects
        .push(Effect::Condition {
            condition: ConditionKind::Slowed,
            duration: Duration::SaveEnds,
            potency: Some(Potency {
                characteristic: Characteristic::Might,
                value: potency,
            }),
        });
    run(
        &mut state,
        with_surges(use_on(0, 1, [1, 1]), 0, potency_surges),
    );
    state.combatants[1].has(ConditionKind::Slowed)
}

/// "Surges" and potency (G17): 2 surges raise a potency by 1, or 1 under the other option.
#[test]
fn table_rule_potency_surges_one() {
    // Gnash's Might 1 against potency 1: resisted by default, raised by 2 surges.
    assert!(!slowed(CombatRules::default(), 1, 1));
    assert!(slowed(CombatRules::default(), 2, 1));
    assert!(slowed(rules_with(&unstated::POTENCY_SURGES, "one"), 1, 1));
}

/// Potency (G6): a score equal to the potency resists by default, and lets it land under the
/// other option.
#[test]
fn table_rule_potency_score_at_most() {
    assert!(!slowed(CombatRules::default(), 0, 1));
    assert!(slowed(
        rules_with(&unstated::POTENCY, "score_at_most"),
        0,
        1
    ));
    assert!(!slowed(
        rules_with(&unstated::POTENCY, "score_at_most"),
        0,
        0
    ));
}

/// "Hero Tokens" (G18): Stamina costs 2 tokens by default, 1 under "one each".
#[test]
fn table_rule_hero_token_costs_one_each() {
    let heal = |rules: CombatRules| {
        let mut state = turn_under(rules);
        state.combatants[0].stamina = 10;
        run(
            &mut state,
            Command::SpendHeroToken {
                hero: 0,
                spend: TokenUse::Stamina,
                condition: None,
                dice: None,
            },
        );
        (state.hero_tokens, state.combatants[0].stamina)
    };
    assert_eq!(heal(CombatRules::default()), (0, 20));
    assert_eq!(
        heal(rules_with(&unstated::HERO_TOKEN_COSTS, "one_each")),
        (1, 20)
    );
}

/// "Hero Tokens" (G18): a fight starts with one token per hero by default, none under the other
/// option.
#[test]
fn table_rule_starting_hero_tokens_none() {
    let mut choices = TableRuleChoices::default();
    assert_eq!(unstated::starting_hero_tokens(&choices, 3), 3);
    choices.0.insert(
        unstated::STARTING_HERO_TOKENS.id.to_owned(),
        "none".to_owned(),
    );
    assert_eq!(unstated::starting_hero_tokens(&choices, 3), 0);
}

/// Shifting (G14): a move action by default, a maneuver under the other option.
#[test]
fn table_rule_shift_maneuver() {
    let slot_of = |rules: CombatRules| {
        let mut state = turn_under(rules);
        let events = run(
            &mut state,
            Command::Shift {
                to: Pos { x: 1, y: 2 },
            },
        );
        events.iter().find_map(|e| match e {
            Event::SlotUsed { slot, .. } => Some(*slot),
            _ => None,
        })
    };
    assert_eq!(slot_of(CombatRules::default()), Some(Slot::Move));
    assert_eq!(
        slot_of(rules_with(&unstated::SHIFT, "maneuver")),
        Some(Slot::Maneuver)
    );
}

/// Difficult terrain (G14): 1 extra square of movement each by default, none under the other.
#[test]
fn table_rule_difficult_terrain_no_extra() {
    let cost = |rules: CombatRules| {
        let mut state = turn_under(rules);
        if let Some(grid) = state.grid.as_mut() {
            grid.set(Pos { x: 2, y: 3 }, Terrain::Difficult);
            grid.set(Pos { x: 2, y: 4 }, Terrain::Difficult);
        }
        let events = run(
            &mut state,
            Command::Advance {
                path: vec![Pos { x: 2, y: 3 }, Pos { x: 2, y: 4 }],
            },
        );
        events.iter().find_map(|e| match e {
            Event::Moved { cost, .. } => Some(*cost),
            _ => None,
        })
    };
    assert_eq!(cost(CombatRules::default()), Some(4));
    assert_eq!(
        cost(rules_with(&unstated::DIFFICULT_TERRAIN, "no_extra")),
        Some(2)
    );
}

/// The order of turns (G20): the sides alternate by default; side by side, a side finishes.
#[test]
fn table_rule_turn_order_side_by_side() {
    let second_hero_next = |rules: CombatRules| {
        let mut state = begin(CombatSetup {
            combatants: vec![
                hero("Ayla", (2, 2)),
                hero("Brom", (2, 4)),
                foe("Gnash", (8, 8)),
            ],
            grid: Some(open_grid()),
            hero_tokens: 0,
            malice: 0,
            rules,
            squads: Vec::new(),
        })
        .expect("a legal setup");
        run(&mut state, Command::RollFirstSide { die: Some(6) });
        run(&mut state, Command::StartTurn { actor: 0 });
        run(&mut state, Command::EndTurn { saves: Vec::new() });
        state
    };
    let alternate = second_hero_next(CombatRules::default());
    assert!(refused(&alternate, Command::StartTurn { actor: 1 })
        .message
        .contains("one creature at a time"));
    let mut side_by_side = second_hero_next(rules_with(&unstated::TURN_ORDER, "side_by_side"));
    run(&mut side_by_side, Command::StartTurn { actor: 1 });
    run(&mut side_by_side, Command::EndTurn { saves: Vec::new() });
    assert!(refused(&side_by_side, Command::StartTurn { actor: 0 })
        .message
        .contains("already acted"));
    run(&mut side_by_side, Command::StartTurn { actor: 2 });
}

/// Levels (G10): our rising table by default; 10 per level under the other option.
#[test]
fn table_rule_level_thresholds_ten_per_level() {
    let mut choices = TableRuleChoices::default();
    let table = unstated::level_table(&choices);
    assert_eq!((table.level_for(9), table.level_for(18)), (2, 3));
    choices.0.insert(
        unstated::LEVEL_THRESHOLDS.id.to_owned(),
        "ten_per_level".to_owned(),
    );
    let table = unstated::level_table(&choices);
    assert_eq!((table.level_for(9), table.level_for(18)), (1, 2));
    assert_eq!(table.threshold(10), Some(90));
    table.validate().expect("a rising table");
}
