//! Minion squads (table rule `draw_steel.minion_squads`, not from the glossary): a shared
//! Stamina pool whose damage spills over from one minion to the next, and one turn for the
//! whole squad, against the glossary's reading where every creature fights alone.

use super::*;
use crate::systems::draw_steel::table_rules::squads::MINION_SQUADS;
use crate::table_rules::TableRuleChoices;

fn rules(option: &str) -> CombatRules {
    let mut choices = TableRuleChoices::default();
    choices
        .0
        .insert(MINION_SQUADS.id.to_owned(), option.to_owned());
    CombatRules::from_choices(&choices)
}

fn goblin(n: u8, at: (i16, i16)) -> Combatant {
    Combatant::monster(
        &block("Goblin", 4, 0),
        format!("Goblin {n}"),
        Side::Foes,
        Some(Pos { x: at.0, y: at.1 }),
        false,
        None,
    )
}

/// Ayla (hero, Cleave 3/6/9 with Might 2) beside four goblins of Stamina 4, listed 1 to 4,
/// formed into "Goblin squad" (ignored unless the rule says squads).
fn skirmish(rules: CombatRules) -> CombatSetup {
    CombatSetup {
        combatants: vec![
            hero("Ayla", (2, 2)),
            goblin(1, (3, 2)),
            goblin(2, (3, 3)),
            goblin(3, (3, 1)),
            goblin(4, (6, 6)),
        ],
        grid: Some(open_grid()),
        hero_tokens: 2,
        malice: 0,
        rules,
        squads: vec![SquadSetup {
            name: "Goblin squad".to_owned(),
            members: vec![1, 2, 3, 4],
        }],
    }
}

/// The skirmish begun, the heroes first.
fn begun(rules: CombatRules) -> CombatState {
    let mut state = begin(skirmish(rules)).expect("a legal setup");
    run(&mut state, Command::RollFirstSide { die: Some(6) });
    state
}

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

fn mend(who: u8, heal: u16) -> Command {
    Command::Adjust {
        who,
        damage: 0,
        heal,
        surges: 0,
        resource: 0,
        hidden: None,
        invisible: None,
        position: None,
        elevation: None,
        reason: "Mending".to_owned(),
    }
}

fn staminas(state: &CombatState) -> Vec<i32> {
    state.combatants[1..].iter().map(|c| c.stamina).collect()
}

fn fates(state: &CombatState) -> Vec<Fate> {
    state.combatants[1..].iter().map(|c| c.fate).collect()
}

/// Each member's own Stamina adds up to the squad's pool, whatever has happened.
fn assert_pool_adds_up(state: &CombatState) {
    for squad in &state.squads {
        let members: i32 = squad
            .members
            .iter()
            .map(|&m| state.combatants[usize::from(m)].stamina)
            .sum();
        assert_eq!(members, squad.stamina, "{squad:?}");
        let standing = squad
            .members
            .iter()
            .filter(|&&m| state.combatants[usize::from(m)].fate == Fate::Standing)
            .count();
        assert_eq!(standing, squad.holds(squad.stamina), "{squad:?}");
    }
}

const STANDING: Fate = Fate::Standing;
const DEAD: Fate = Fate::Dead;

/// Ayla's Cleave reaches tier 3 (9 damage) against Goblin 1, then the foes take their turns.
/// By the glossary the 9 damage kills Goblin 1 alone and each goblin takes a turn of its own,
/// the foes picking again after each. With squads the damage comes off the pool (16 → 7,
/// enough for 2 goblins), so it spills over and fells Goblin 2 too; then Goblin 3's turn is
/// the squad's: Goblin 4 follows at once, and the round ends without another pick.
#[test]
fn table_rule_minion_squads_squads() {
    let play = |rules: CombatRules| {
        let mut state = begun(rules);
        run(&mut state, Command::StartTurn { actor: 0 });
        run(&mut state, use_on(0, 1, [9, 9]));
        let after_cleave = (staminas(&state), fates(&state));
        run(&mut state, Command::EndTurn { saves: vec![] });
        run(&mut state, Command::StartTurn { actor: 3 });
        let ended = run(&mut state, Command::EndTurn { saves: vec![] });
        (after_cleave, ended, state)
    };

    let ((staminas_alone, fates_alone), ended, alone) = play(rules("none"));
    assert_eq!(staminas_alone, vec![0, 4, 4, 4]);
    assert_eq!(fates_alone, vec![DEAD, STANDING, STANDING, STANDING]);
    assert!(
        alone.squads.is_empty(),
        "the glossary's reading has no squads"
    );
    assert!(alone.combatants.iter().all(|c| c.squad.is_none()));
    // Goblin 4 still waits for a pick of its own.
    assert!(alone.turn.is_none());
    assert!(!alone.combatants[4].acted);
    assert!(!ended.iter().any(|e| matches!(e, Event::RoundEnded { .. })));
    run(&mut alone.clone(), Command::StartTurn { actor: 4 });

    let ((staminas_squad, fates_squad), ended, squad) = play(rules("squads"));
    assert_eq!(fates_squad, vec![DEAD, DEAD, STANDING, STANDING]);
    assert_eq!(staminas_squad, vec![0, 0, 3, 4]);
    assert_eq!(squad.squads[0].stamina, 7);
    assert_eq!(squad.squads[0].stamina_max, 16);
    // Goblin 4's part of the squad's turn began as Goblin 3's ended.
    assert!(ended.contains(&Event::SquadTurnPassed {
        squad: 0,
        name: "Goblin squad".to_owned(),
        actor: 4,
        rule: MINION_SQUADS.rule.clone(),
    }));
    assert_eq!(squad.turn.map(|t| t.actor), Some(4));
    let mut squad = squad;
    let ended = run(&mut squad, Command::EndTurn { saves: vec![] });
    assert!(ended
        .iter()
        .any(|e| matches!(e, Event::RoundEnded { round: 1 })));
    assert_pool_adds_up(&squad);
}

/// Spill-over, step by step: 3 damage fells nobody (16 → 13 still holds 4 goblins; the struck
/// goblin keeps the part share), 2 more on another goblin leaves 11, enough for 3, so the
/// struck goblin falls though it had a whole share; 10 more leaves 1, enough for one, and fells
/// the next two in list order after the struck one.
#[test]
fn squad_damage_spills_over_to_the_next_minions() {
    let mut state = begun(rules("squads"));
    assert_eq!(state.squads[0].stamina, 16);
    run(&mut state, blow(2, 3));
    assert_eq!(state.squads[0].stamina, 13);
    assert_eq!(staminas(&state), vec![4, 1, 4, 4]);
    assert_eq!(fates(&state), vec![STANDING; 4]);
    assert_pool_adds_up(&state);

    run(&mut state, blow(3, 2));
    assert_eq!(state.squads[0].stamina, 11);
    assert_eq!(fates(&state), vec![STANDING, STANDING, DEAD, STANDING]);
    assert_pool_adds_up(&state);

    let events = run(&mut state, blow(4, 10));
    assert_eq!(state.squads[0].stamina, 1);
    assert_eq!(fates(&state), vec![DEAD, STANDING, DEAD, DEAD]);
    assert_eq!(staminas(&state), vec![0, 1, 0, 0]);
    assert_pool_adds_up(&state);
    // The struck goblin falls first, then its squadmates in list order.
    let felled: Vec<u8> = events
        .iter()
        .filter_map(|e| match e {
            Event::FateChanged { who, fate, .. } if *fate == DEAD => Some(*who),
            _ => None,
        })
        .collect();
    assert_eq!(felled, vec![4, 1]);

    // The pool never goes below 0, and the last goblin falls with it.
    run(&mut state, blow(2, 9));
    assert_eq!(state.squads[0].stamina, 0);
    assert_eq!(fates(&state), vec![DEAD; 4]);
    assert_pool_adds_up(&state);
}

/// Two goblins caught by one command's damage read the pool the first hit left.
#[test]
fn two_hits_in_one_command_share_the_running_pool() {
    let state = begun(rules("squads"));
    let mut events = Vec::new();
    for target in [1, 2] {
        super::super::damage::hit(
            &state,
            super::super::damage::Hit {
                target,
                raw: 5,
                damage_type: None,
                cause: DamageCause::Ability,
                source: Some(0),
                knock_out: false,
                label: "5".to_owned(),
            },
            &mut events,
        );
    }
    let mut after = state.clone();
    for event in &events {
        DrawSteelCombat::evolve(&mut after, event);
    }
    // 16 → 11 (Goblin 1 falls) → 6 (Goblin 2 falls): two left.
    assert_eq!(after.squads[0].stamina, 6);
    assert_eq!(fates(&after), vec![DEAD, DEAD, STANDING, STANDING]);
    assert_pool_adds_up(&after);
}

/// Healing a standing goblin refills the pool up to a whole share per goblin standing; the
/// fallen stay down.
#[test]
fn healing_a_squad_member_refills_the_pool_of_the_standing() {
    let mut state = begun(rules("squads"));
    run(&mut state, blow(1, 6));
    assert_eq!(state.squads[0].stamina, 10);
    assert_eq!(fates(&state), vec![DEAD, STANDING, STANDING, STANDING]);
    run(&mut state, mend(3, 20));
    assert_eq!(state.squads[0].stamina, 12);
    assert_eq!(fates(&state), vec![DEAD, STANDING, STANDING, STANDING]);
    assert_eq!(staminas(&state), vec![0, 4, 4, 4]);
    assert_pool_adds_up(&state);
}

/// The squad's turn: once one goblin starts it, its squadmates cannot be picked on their own,
/// each gets its own move, maneuver and main action in list order, a goblin that falls while
/// waiting is skipped, and the other side picks only when the squad is done.
#[test]
fn a_squad_takes_one_turn_member_after_member() {
    let mut state = begun(rules("squads"));
    run(&mut state, Command::StartTurn { actor: 0 });
    run(&mut state, Command::EndTurn { saves: vec![] });
    run(&mut state, Command::StartTurn { actor: 2 });
    assert_eq!(state.squads[0].waiting, vec![1, 3, 4]);
    // Goblin 2 moves and strikes with its own budget.
    run(
        &mut state,
        Command::Advance {
            path: vec![Pos { x: 3, y: 4 }],
        },
    );
    run(&mut state, Command::EndTurn { saves: vec![] });
    assert_eq!(state.turn.map(|t| t.actor), Some(1));
    assert_eq!(state.turn.map(|t| t.budget), Some(TurnBudget::fresh(false)));
    // Goblin 3 falls while it waits.
    run(&mut state, blow(3, 4));
    assert_eq!(state.combatants[3].fate, DEAD);
    let ended = run(&mut state, Command::EndTurn { saves: vec![] });
    assert!(ended
        .iter()
        .any(|e| matches!(e, Event::SquadTurnPassed { actor: 4, .. })));
    let ended = run(&mut state, Command::EndTurn { saves: vec![] });
    assert!(ended
        .iter()
        .any(|e| matches!(e, Event::RoundStarted { round: 2, .. })));
    assert!(state.squads[0].waiting.is_empty());
    assert_eq!(state.combatants[1].turns_started, 1);
    assert_eq!(state.combatants[4].turns_started, 1);
}

/// A goblin that acted in its squad's turn is refused a turn of its own, and says why; the
/// legal-actions answer offers the turn to the hero still to act and to no goblin.
#[test]
fn a_squad_member_that_acted_in_its_squads_turn_is_refused_its_own() {
    let mut setup = skirmish(rules("squads"));
    setup.combatants.push(hero("Bren", (0, 0)));
    let mut state = begin(setup).expect("a legal setup");
    run(&mut state, Command::RollFirstSide { die: Some(6) });
    run(&mut state, Command::StartTurn { actor: 0 });
    run(&mut state, Command::EndTurn { saves: vec![] });
    run(&mut state, Command::StartTurn { actor: 3 });
    run(&mut state, Command::EndTurn { saves: vec![] });
    // Between two goblins' parts nobody else may start: Goblin 1's part is under way.
    assert_eq!(state.turn.map(|t| t.actor), Some(1));
    let refusal = refused(&state, Command::StartTurn { actor: 5 });
    assert!(
        refusal
            .message
            .contains("Goblin 1's turn is still under way"),
        "{refusal}"
    );
    for _ in 0..3 {
        run(&mut state, Command::EndTurn { saves: vec![] });
    }
    // The squad is done and Bren is still to act: the heroes pick.
    assert!(state.turn.is_none());
    assert_eq!(state.phase, Phase::Round { next: Side::Heroes });
    let refusal = refused(&state, Command::StartTurn { actor: 3 });
    assert!(
        refusal.message.contains("acted in Goblin squad's turn"),
        "{refusal}"
    );
    assert_eq!(refusal.rule, MINION_SQUADS.rule);
    let legal = DrawSteelCombat::legal(&state);
    let starts: Vec<&Command> = legal
        .offered
        .iter()
        .map(|o| &o.command)
        .filter(|c| matches!(c, Command::StartTurn { .. }))
        .collect();
    assert_eq!(starts, vec![&Command::StartTurn { actor: 5 }]);
}

/// The log says what the pool did and cites the table rule by name.
#[test]
fn squad_log_lines_explain_the_pool_and_cite_the_table_rule() {
    let state = begun(rules("squads"));
    let mut after = state.clone();
    let events = run(&mut after, blow(1, 9));
    let lines: Vec<String> = {
        let mut before = state.clone();
        events
            .iter()
            .filter_map(|event| {
                let line = log::describe(&before, event, 0);
                DrawSteelCombat::evolve(&mut before, event);
                line.map(|l| l.text)
            })
            .collect()
    };
    assert!(
        lines.contains(&"Goblin 1 takes damage: A blow: 9 = 9 damage to Goblin squad's shared Stamina; its own Stamina 4 → 0".to_owned()),
        "{lines:#?}"
    );
    assert!(
        lines.contains(
            &"Goblin squad's shared Stamina 16 → 7, enough for 2 minions of 4 Stamina: Goblin 1 \
              and Goblin 2 fall (table rule \"Minion squads\", not from the glossary)"
                .to_owned()
        ),
        "{lines:#?}"
    );
    assert!(lines.contains(&"Goblin 2 dies".to_owned()), "{lines:#?}");
}

/// Squads that cannot be played are refused at the start, naming the rule, under the squads
/// option; the glossary's reading ignores them.
#[test]
fn a_squad_of_one_a_hero_or_mixed_stamina_is_refused() {
    let refused_with = |squads: Vec<SquadSetup>, combatants: Vec<Combatant>| {
        let setup = CombatSetup {
            combatants,
            squads,
            ..skirmish(rules("squads"))
        };
        assert!(
            begin(CombatSetup {
                rules: rules("none"),
                ..setup.clone()
            })
            .is_ok(),
            "the glossary's reading ignores squads"
        );
        let refusal = begin(setup).expect_err("refused");
        assert_eq!(refusal.rule, MINION_SQUADS.rule);
        refusal.message
    };
    let squad = |members: Vec<u8>| {
        vec![SquadSetup {
            name: "Goblin squad".to_owned(),
            members,
        }]
    };
    let goblins = skirmish(rules("squads")).combatants;
    assert!(refused_with(squad(vec![1]), goblins.clone()).contains("at least two"));
    assert!(refused_with(squad(vec![0, 1]), goblins.clone()).contains("Ayla is a hero"));
    assert!(refused_with(squad(vec![1, 9]), goblins.clone()).contains("not in the combat"));
    assert!(refused_with(squad(vec![1, 1]), goblins.clone()).contains("already in a squad"));
    let mut mixed = goblins.clone();
    mixed[2] = Combatant::monster(
        &block("Goblin", 6, 0),
        "Big goblin".to_owned(),
        Side::Foes,
        Some(Pos { x: 3, y: 3 }),
        false,
        None,
    );
    assert!(refused_with(squad(vec![1, 2]), mixed).contains("mixes Stamina 4 and 6"));
    let mut turncoat = goblins;
    turncoat[2].side = Side::Heroes;
    assert!(refused_with(squad(vec![1, 2]), turncoat).contains("mixes the two sides"));
}

/// Automatic play fights a squad to the end, and every state on the way is one the legal
/// answer agrees with decide about.
#[test]
fn automatic_play_fights_squads_to_an_end() {
    let state = begun(rules("squads"));
    let mut state = state;
    for index in 0..400 {
        if matches!(state.phase, Phase::Ended { .. }) {
            break;
        }
        let Some(command) = auto::next_command(&state) else {
            break;
        };
        crate::scenario::accept::<DrawSteelCombat>(&mut state, 11, index, &command);
        assert_pool_adds_up(&state);
    }
    assert!(
        state.combatants[1..].iter().all(|c| c.fate == DEAD)
            || state.combatants[0].fate != STANDING
            || state.round > 3,
        "the fight moved on: {:?}",
        fates(&state)
    );
}

/// A setup built from a running combat's creatures (their squad marks on) gets its squads from
/// its own list alone: none under the glossary's reading, its own under squads.
#[test]
fn squad_marks_come_from_the_setups_squads_alone() {
    let running = begun(rules("squads"));
    let copied = |rules: CombatRules, squads: Vec<SquadSetup>| {
        begin(CombatSetup {
            combatants: running.combatants.clone(),
            squads,
            ..skirmish(rules)
        })
        .expect("a legal setup")
    };
    let alone = copied(rules("none"), skirmish(rules("none")).squads);
    assert!(alone.combatants.iter().all(|c| c.squad.is_none()));
    let unsquadded = copied(rules("squads"), Vec::new());
    assert!(unsquadded.combatants.iter().all(|c| c.squad.is_none()));
    let mut state = unsquadded;
    run(&mut state, Command::RollFirstSide { die: Some(6) });
    run(&mut state, blow(1, 9));
    assert_eq!(fates(&state), vec![DEAD, STANDING, STANDING, STANDING]);
}
