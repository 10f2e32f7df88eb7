//! Edges and banes from the situation.

use super::*;

#[test]
fn double_bane_taunted_away_from_the_taunter_ds_72_and_ds_73() {
    let mut state = start(vec![
        hero("Ayla", (2, 2)),
        foe("Gnash", (3, 2)),
        foe("Grot", (1, 2)),
    ]);
    state.combatants[0].conditions.push(ConditionInstance {
        kind: ConditionKind::Taunted,
        duration: Duration::SaveEnds,
        source: Some(2),
        ends_after_turn: None,
    });
    run(&mut state, Command::RollFirstSide { die: Some(6) });
    run(&mut state, Command::StartTurn { actor: 0 });
    // 6 + 6 + 2 = 14: tier 2, double bane → tier 1.
    let events = run(&mut state, use_on(0, 1, [6, 6]));
    assert_eq!(tier_of(&events, 1), Tier::One);
    let mut other = start(vec![
        hero("Ayla", (2, 2)),
        foe("Gnash", (3, 2)),
        foe("Grot", (1, 2)),
    ]);
    other.combatants[0].conditions = state.combatants[0].conditions.clone();
    run(&mut other, Command::RollFirstSide { die: Some(6) });
    run(&mut other, Command::StartTurn { actor: 0 });
    let events = run(&mut other, use_on(0, 2, [6, 6]));
    assert_eq!(
        tier_of(&events, 2),
        Tier::Two,
        "no penalty against the taunter"
    );
}

#[test]
fn flanking_and_a_prone_target_make_a_double_edge_ds_76() {
    let mut state = start(vec![
        hero("Ayla", (2, 2)),
        foe("Gnash", (3, 2)),
        hero("Bram", (4, 2)),
    ]);
    state.combatants[1].conditions.push(ConditionInstance {
        kind: ConditionKind::Prone,
        duration: Duration::UntilRemoved,
        source: None,
        ends_after_turn: None,
    });
    run(&mut state, Command::RollFirstSide { die: Some(6) });
    run(&mut state, Command::StartTurn { actor: 0 });
    // 5 + 5 + 2 = 12: tier 2; double edge → tier 3.
    let events = run(&mut state, use_on(0, 1, [5, 5]));
    assert_eq!(tier_of(&events, 1), Tier::Three);
    let reasons = events
        .iter()
        .find_map(|e| match e {
            Event::TierReached { reasons, .. } => Some(reasons.clone()),
            _ => None,
        })
        .expect("reasons");
    let rules: Vec<_> = reasons.iter().map(|r| r.rule.section.as_ref()).collect();
    assert_eq!(rules, ["Flanking", "Prone"]);
}

#[test]
fn cover_and_concealment_make_a_double_bane_on_a_damaging_strike_ds_77() {
    let mut state = heroes_turn();
    let mut command = use_on(0, 1, [7, 8]);
    if let Command::UseAbility { targets, .. } = &mut command {
        targets[0].cover = true;
        targets[0].concealed = true;
    }
    // 15 + 2 = 17: tier 3; double bane → tier 2.
    let events = run(&mut state, command);
    assert_eq!(tier_of(&events, 1), Tier::Two);
}

/// A combat without a map, its creatures unplaced: Ayla strikes Gnash.
fn unmapped_strike() -> (CombatState, Vec<Event>, Vec<String>) {
    let mut unplaced = vec![hero("Ayla", (0, 0)), foe("Gnash", (0, 0))];
    for c in &mut unplaced {
        c.position = None;
    }
    let mut state = begin(CombatSetup {
        combatants: unplaced,
        grid: None,
        hero_tokens: 2,
        malice: 0,
        rules: CombatRules::default(),
        squads: Vec::new(),
    })
    .expect("a legal setup");
    run(&mut state, Command::RollFirstSide { die: Some(6) });
    run(&mut state, Command::StartTurn { actor: 0 });
    let before = state.clone();
    let events = run(&mut state, use_on(0, 1, [5, 5]));
    let mut lines = Vec::new();
    for e in &events {
        if let Some(line) = log::line(&before.combatants, 0, e) {
            lines.push(line.text);
            lines.extend(line.details);
        }
    }
    (before, events, lines)
}

/// "Distance", "Line of Effect" and "Flanking" (glossary): without a map the engine cannot
/// measure them, so the log says so instead of passing over them, and the GM judges.
#[test]
fn distance_line_of_effect_and_flanking_without_a_map_are_not_checked_and_say_so() {
    let (before, events, lines) = unmapped_strike();
    let text = lines.join("\n");
    assert!(
        text.contains("Not checked: no map — distance, line of effect and flanking"),
        "{text}"
    );
    let reasons = events
        .iter()
        .find_map(|e| match e {
            Event::TierReached { reasons, .. } => Some(reasons.clone()),
            _ => None,
        })
        .expect("a tier");
    assert!(
        reasons
            .iter()
            .any(|r| r.label.contains("not checked: no map") && r.rule.section == "Flanking"),
        "{reasons:?}"
    );
    // The roll's explanation before it is made says the same.
    let previews = preview(
        &before,
        0,
        Some(0),
        &[TargetChoice {
            target: 1,
            ..TargetChoice::default()
        }],
    )
    .expect("a preview");
    let sections: Vec<&str> = previews[0]
        .reasons
        .iter()
        .filter(|r| r.label.contains("not checked: no map"))
        .map(|r| &*r.rule.section)
        .collect();
    assert_eq!(sections, ["Distance", "Line of Effect", "Flanking"]);
    // On a map, nothing is left unchecked.
    let mut state = heroes_turn();
    let events = run(&mut state, use_on(0, 1, [5, 5]));
    assert!(!events.iter().any(|e| matches!(e, Event::NotChecked { .. })));
}
