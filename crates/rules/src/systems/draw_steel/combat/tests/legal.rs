//! What may be done now (issue #18): every command the engine offers is one `decide` accepts and
//! every one it withholds is refused for the reason it states, over scripted fights; and the
//! dead ends the GM met are gone.

use super::*;
use crate::encounter::LegalNow;
use crate::random::Rng;
use crate::scenario::{check_legal, play_checking_legal};
use crate::systems::draw_steel::content::starter::starter_set;
use crate::systems::draw_steel::content::Content;

fn legal(state: &CombatState) -> LegalNow<Command, CombatPreview> {
    check_legal::<DrawSteelCombat>(state, &mut Rng::from_seed(5))
}

fn reasons<'a>(now: &'a LegalNow<Command, CombatPreview>, kind: &str) -> Vec<&'a str> {
    now.withheld
        .iter()
        .filter(|w| w.kind == kind)
        .map(|w| w.reason.message.as_str())
        .collect()
}

/// Four starter monsters against four, on a 12×12 map or without one.
fn fight(map: bool) -> CombatSetup {
    let blocks: Vec<StatBlock> = starter_set()
        .content
        .into_iter()
        .filter_map(|c| match c {
            Content::Monster(block) => Some(block),
            _ => None,
        })
        .collect();
    let combatants = (0..8)
        .map(|i| {
            let side = if i < 4 { Side::Heroes } else { Side::Foes };
            let position = map.then_some(Pos {
                x: if i < 4 { 1 } else { 9 },
                y: 1 + 3 * (i as i16 % 4),
            });
            let mut c = Combatant::monster(
                &blocks[i % blocks.len()],
                format!("{side:?} {i}"),
                side,
                position,
                false,
                None,
            );
            c.hero = side == Side::Heroes;
            c
        })
        .collect();
    CombatSetup {
        combatants,
        grid: map.then(|| Grid::open(12, 12).expect("a legal map")),
        hero_tokens: 2,
        malice: 0,
        rules: CombatRules::default(),
        squads: Vec::new(),
    }
}

#[test]
fn offered_commands_are_accepted_and_withheld_ones_refused_for_their_reason() {
    let (mut states, mut offered, mut withheld) = (0, 0, 0);
    for map in [true, false] {
        for seed in 0..4 {
            let (s, o, w) = play_checking_legal::<DrawSteelCombat>(&fight(map), seed, 200);
            states += s;
            offered += o;
            withheld += w;
        }
    }
    assert!(states > 300, "{states} states");
    assert!(
        offered > states && withheld > states / 4,
        "{offered} offered, {withheld} withheld"
    );
}

#[test]
fn abilities_needing_the_main_action_are_withheld_once_it_is_used() {
    let mut state = heroes_turn();
    let now = legal(&state);
    assert!(now.offered.iter().any(|o| o.kind == "use_ability"));
    run(&mut state, use_on(0, 1, [5, 5]));
    let now = legal(&state);
    assert!(!now.offered.iter().any(|o| o.kind == "use_ability"));
    assert_eq!(
        reasons(&now, "use_ability"),
        ["The main action has been used this turn."]
    );
    assert!(now.offered.iter().any(|o| o.kind == "end_turn"));
}

#[test]
fn a_target_out_of_reach_is_withheld_with_its_distance() {
    let mut state = start(vec![hero("Ayla", (2, 2)), foe("Gnash", (7, 2))]);
    run(&mut state, Command::RollFirstSide { die: Some(6) });
    run(&mut state, Command::StartTurn { actor: 0 });
    let now = legal(&state);
    let refused = &now
        .withheld
        .iter()
        .find(|w| w.kind == "use_ability")
        .expect("the strike is withheld")
        .reason;
    assert_eq!(
        refused.message,
        "Gnash is 5 squares away; Cleave reaches 1."
    );
    assert_eq!(refused.rule.section, "Distance");
}

#[test]
fn a_push_shows_its_distance_net_of_stability_before_the_path() {
    for (stability, net, text) in [
        (0, 2, "Gnash can be pushed 2 squares (2 − stability 0)"),
        (2, 0, "Gnash can be pushed 0 squares (2 − stability 2)"),
    ] {
        let mut state = start(vec![hero("Ayla", (2, 2)), foe("Gnash", (3, 2))]);
        state.combatants[1].stability = stability;
        state.combatants[0].abilities[0].tiers[0].effects = vec![Effect::ForcedMove {
            movement: ForcedKind::Push,
            distance: 2,
            vertical: false,
        }];
        run(&mut state, Command::RollFirstSide { die: Some(6) });
        run(&mut state, Command::StartTurn { actor: 0 });
        run(&mut state, use_on(0, 1, [1, 1]));
        let now = legal(&state);
        let forced = now
            .offered
            .iter()
            .find(|o| o.kind == "skip_forced_move")
            .and_then(|o| o.preview.as_ref())
            .and_then(|p| p.forced.clone())
            .expect("the pending push is previewed");
        assert_eq!((forced.net, forced.text.as_str()), (net, text));
        // The turn cannot end before the push is resolved, and says so.
        assert_eq!(
            reasons(&now, "end_turn"),
            ["Resolve (or skip) the pending forced movement first."]
        );
    }
}

fn offered_of<'a>(now: &'a LegalNow<Command, CombatPreview>, kind: &str) -> Vec<&'a Command> {
    now.offered
        .iter()
        .filter(|o| o.kind == kind)
        .map(|o| &o.command)
        .collect()
}

fn prone(state: &mut CombatState, who: usize) {
    state.combatants[who].conditions.push(
        crate::systems::draw_steel::combat::state::ConditionInstance {
            kind: ConditionKind::Prone,
            duration: Duration::SaveEnds,
            source: None,
            ends_after_turn: None,
        },
    );
}

/// "Move" and "Shift": a step and a shift are offered to a creature standing; prone, it may
/// still crawl but not shift, and the shift is withheld with the reason.
#[test]
fn move_and_shift_are_offered_and_a_prone_creature_is_refused_the_shift() {
    let mut state = heroes_turn();
    let now = legal(&state);
    assert_eq!(offered_of(&now, "advance").len(), 1, "{:?}", now.withheld);
    assert_eq!(offered_of(&now, "shift").len(), 1, "{:?}", now.withheld);
    let actor = state.turn.expect("a turn").actor;
    prone(&mut state, usize::from(actor));
    let now = legal(&state);
    assert!(offered_of(&now, "shift").is_empty());
    let name = &state.combatants[usize::from(actor)].name;
    assert_eq!(
        reasons(&now, "shift"),
        [format!("{name} is prone and must crawl (Advance) or stand up.").as_str()]
    );
}

/// "Jump": a baseline long jump is offered on the map; without one it is withheld, since a jump
/// is measured on the map.
#[test]
fn jump_is_offered_on_the_map_and_withheld_without_one() {
    let state = heroes_turn();
    assert_eq!(offered_of(&legal(&state), "jump").len(), 1);

    let mut off_map = begin(fight(false)).expect("a legal setup");
    run(&mut off_map, Command::RollFirstSide { die: Some(6) });
    let start_turn = legal(&off_map)
        .offered
        .into_iter()
        .find(|o| o.kind == "start_turn")
        .expect("a turn may start")
        .command;
    run(&mut off_map, start_turn);
    let now = legal(&off_map);
    assert!(offered_of(&now, "jump").is_empty());
    let why = reasons(&now, "jump");
    assert!(
        why.len() == 1 && why[0].starts_with("A jump is measured on the map"),
        "{why:?}"
    );
}

/// "Charge": Gnash three squares off is in a charge's straight line and the charge is offered
/// with the free strike's preview; once it is made the main action is used and another is
/// withheld.
#[test]
fn charge_is_offered_along_a_straight_line_and_withheld_without_the_main_action() {
    let mut state = start(vec![hero("Ayla", (2, 2)), foe("Gnash", (5, 2))]);
    run(&mut state, Command::RollFirstSide { die: Some(6) });
    run(&mut state, Command::StartTurn { actor: 0 });
    let now = legal(&state);
    let charge = now
        .offered
        .iter()
        .find(|o| o.kind == "charge")
        .unwrap_or_else(|| panic!("a charge is offered: {:?}", now.withheld));
    let Command::Charge { path, .. } = &charge.command else {
        unreachable!()
    };
    assert!(
        !path.is_empty() && path.iter().all(|p| p.y == 2),
        "{path:?}"
    );
    assert_eq!(charge.preview.as_ref().and_then(|p| p.distance), Some(3));
    let command = charge.command.clone();
    run(&mut state, command);
    let now = legal(&state);
    assert!(offered_of(&now, "charge").is_empty());
    assert_eq!(
        reasons(&now, "charge"),
        ["The main action has been used this turn."]
    );
}

/// "Triggered Action": a creature with one may use it, on its turn or another's; a dazed
/// creature may not, and the reason says so.
#[test]
fn a_triggered_action_is_offered_off_turn_and_withheld_when_dazed() {
    let mut state = start(vec![hero("Ayla", (2, 2)), foe("Gnash", (3, 2))]);
    state.combatants[1].abilities[0].action = ActionType::Triggered;
    run(&mut state, Command::RollFirstSide { die: Some(6) });
    run(&mut state, Command::StartTurn { actor: 0 });
    let now = legal(&state);
    let gnash = |c: &&Command| matches!(c, Command::UseAbility { user: 1, .. });
    assert_eq!(
        offered_of(&now, "triggered")
            .into_iter()
            .filter(gnash)
            .count(),
        1,
        "{:?}",
        now.withheld
    );
    state.combatants[1].conditions.push(
        crate::systems::draw_steel::combat::state::ConditionInstance {
            kind: ConditionKind::Dazed,
            duration: Duration::SaveEnds,
            source: None,
            ends_after_turn: None,
        },
    );
    let now = legal(&state);
    assert!(
        offered_of(&now, "triggered")
            .into_iter()
            .filter(gnash)
            .count()
            == 0
    );
    assert_eq!(
        reasons(&now, "triggered"),
        ["Gnash is dazed and cannot use triggered or free triggered actions."]
    );
}
