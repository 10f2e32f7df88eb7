//! Per-viewer views: random fights never show a non-GM viewer a hidden creature of the other
//! side, in the view or in the log lines that viewer reads.

use proptest::collection::vec;
use proptest::prelude::{any, proptest, ProptestConfig};

use super::*;
use crate::encounter::{Battle, Viewer};
use crate::scenario::Scenario;
use crate::systems::draw_steel::combat::view::HIDDEN_NAME;

/// Names that appear in no other text of the engine.
const HEROES: [&str; 3] = ["Zephyrine", "Quillon", "Mordecai"];
const FOES: [&str; 3] = ["Xanthe", "Brugmansia", "Oleander"];

fn fight() -> CombatState {
    let mut combatants = Vec::new();
    for (i, name) in HEROES.iter().enumerate() {
        combatants.push(hero(name, (1, 2 + 2 * i as i16)));
    }
    for (i, name) in FOES.iter().enumerate() {
        combatants.push(foe(name, (6, 2 + 2 * i as i16)));
    }
    start(combatants)
}

fn hide(who: u8, hidden: bool) -> Command {
    Command::Adjust {
        who,
        damage: 0,
        heal: 0,
        surges: 0,
        resource: 0,
        hidden: Some(hidden),
        invisible: None,
        position: None,
        elevation: None,
        reason: "into the shadows".into(),
    }
}

fn viewers(state: &CombatState) -> Vec<Viewer> {
    let mut all = vec![Viewer::Side(0), Viewer::Side(1)];
    all.extend((0..state.combatants.len() as u16).map(Viewer::Player));
    all
}

/// The names of the creatures hidden from `viewer` in `state`.
fn concealed(state: &CombatState, viewer: Viewer) -> Vec<&str> {
    let side = match viewer {
        Viewer::Gm => return Vec::new(),
        Viewer::Side(0) => Some(Side::Heroes),
        Viewer::Side(_) => Some(Side::Foes),
        Viewer::Player(id) => state.get(id as u8).map(|c| c.side),
    };
    state
        .combatants
        .iter()
        .filter(|c| c.hidden && Some(c.side) != side)
        .map(|c| c.name.as_str())
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 16, ..ProptestConfig::default() })]

    /// No non-GM viewer ever reads the name of, or sees, a hidden creature of the other side.
    #[test]
    fn no_hidden_creature_leaks(seed in any::<u64>(), picks in vec(any::<u32>(), 60..200)) {
        let mut fight = Scenario::<DrawSteelCombat>::from_state(fight(), seed);
        for pick in picks {
            let n = fight.state().combatants.len() as u32;
            let mut commands = match pick % 6 {
                0 => vec![Command::Hide],
                1 => vec![hide(((pick / 8) % n) as u8, true)],
                2 => vec![hide(((pick / 8) % n) as u8, false)],
                _ => Vec::new(),
            };
            commands.extend(auto::next_command(fight.state()));
            let before = fight.state().clone();
            let Some(events) = commands
                .into_iter()
                .find_map(|command| fight.try_run(command).ok().map(<[Event]>::to_vec))
            else {
                break;
            };
            let mut state = before;
            for event in &events {
                let prior = state.clone();
                DrawSteelCombat::evolve(&mut state, event);
                for viewer in viewers(&state) {
                    if let Some(line) = DrawSteelCombat::describe_for(&prior, event, &state, 0, viewer) {
                        let json = serde_json::to_string(&line).expect("serializes");
                        for name in concealed(&state, viewer) {
                            assert!(!json.contains(name), "{viewer:?} reads hidden {name}: {json}");
                        }
                    }
                }
            }
            for viewer in viewers(fight.state()) {
                let json = serde_json::to_string(&DrawSteelCombat::view(fight.state(), viewer))
                    .expect("serializes");
                for name in concealed(fight.state(), viewer) {
                    assert!(!json.contains(name), "{viewer:?} sees hidden {name}");
                }
            }
        }
        assert_eq!(fight.log_for(Viewer::Gm), fight.log());
    }
}

/// A hidden foe is nameless and placeless to the heroes, and its move is not in their log.
#[test]
fn a_hidden_foe_in_each_view() {
    let mut fight = Scenario::<DrawSteelCombat>::from_state(fight(), 3);
    fight.run(Command::RollFirstSide { die: Some(2) });
    fight.run(hide(3, true));
    let heroes = DrawSteelCombat::view(fight.state(), Viewer::Side(0));
    assert_eq!(heroes.combatants[3].name, HIDDEN_NAME);
    assert_eq!(heroes.combatants[3].position, None);
    assert!(heroes.combatants[3].abilities.is_empty());
    let foes = DrawSteelCombat::view(fight.state(), Viewer::Player(4));
    assert_eq!(foes.combatants[3].name, "Xanthe");
    assert_eq!(
        DrawSteelCombat::view(fight.state(), Viewer::Gm),
        *fight.state()
    );
    let seen = fight.log_for(Viewer::Side(0));
    assert!(seen.iter().all(|line| !line.text.contains("Xanthe")));
    assert!(fight.log_for(Viewer::Side(1)).len() > seen.len());
}
