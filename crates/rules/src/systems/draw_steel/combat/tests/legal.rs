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
