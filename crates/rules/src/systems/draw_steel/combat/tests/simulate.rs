//! The simulator playing Draw Steel combats: they end, every command the automatic players give
//! is one the rules accept, and a fight one side cannot lose is won every time.

use crate::simulate::{first_state, play_runs, Settings, SimulationReport, Start, Tally};
use crate::systems::draw_steel::combat::auto::Tactic;
use crate::systems::draw_steel::combat::{
    CombatRules, CombatSetup, Combatant, DrawSteelCombat, Side,
};
use crate::systems::draw_steel::content::starter::starter_set;
use crate::systems::draw_steel::content::{Content, StatBlock};
use crate::systems::draw_steel::geometry::{Grid, Pos};

fn monsters() -> Vec<StatBlock> {
    starter_set()
        .content
        .into_iter()
        .filter_map(|c| match c {
            Content::Monster(block) => Some(block),
            _ => None,
        })
        .collect()
}

/// Four starter monsters fighting as heroes against four more, on a 12×12 map or none.
fn setup(map: bool, hero_stamina: impl Fn(i32) -> i32) -> CombatSetup {
    let blocks = monsters();
    let mut combatants = Vec::new();
    for i in 0..8 {
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
        if side == Side::Heroes {
            c.hero = true;
            c.stamina_max = hero_stamina(c.stamina_max);
            c.stamina = c.stamina_max;
        }
        combatants.push(c);
    }
    CombatSetup {
        combatants,
        grid: map.then(|| Grid::open(12, 12).expect("a legal map")),
        hero_tokens: 2,
        malice: 0,
        rules: CombatRules::default(),
        squads: Vec::new(),
    }
}

fn simulate(setup: &CombatSetup, tactics: [Tactic; 2], runs: u32) -> (Tally, SimulationReport) {
    let settings = Settings {
        runs,
        seed: 5,
        tactics,
        round_cap: 40,
    };
    let start = Start::<DrawSteelCombat>::Plan(setup);
    let first = first_state(&start, settings.seed).expect("a legal start");
    let tally = play_runs(&start, &first, &settings, 0..runs);
    let report = SimulationReport::new::<DrawSteelCombat>(&tally, &first, settings.seed);
    (tally, report)
}

#[test]
fn simulated_combats_end_and_the_automatic_players_are_never_refused() {
    for map in [true, false] {
        let setup = setup(map, |stamina| stamina);
        for tactic in [Tactic::FocusNearest, Tactic::FocusWeakest, Tactic::Spread] {
            let (tally, report) = simulate(&setup, [tactic, Tactic::FocusNearest], 200);
            assert_eq!(
                (tally.refused, tally.stalled),
                (0, 0),
                "{:?}",
                tally.first_refusal
            );
            assert_eq!(
                report.sides[0].wins.count + report.sides[1].wins.count + report.capped.count,
                200
            );
            assert!(report.mean_rounds >= 1.0);
        }
    }
}

#[test]
fn sturdier_heroes_win_more_often() {
    let (_, even) = simulate(&setup(true, |s| s), [Tactic::FocusNearest; 2], 400);
    let (_, sturdy) = simulate(&setup(true, |s| s * 3), [Tactic::FocusNearest; 2], 400);
    assert!(
        sturdy.sides[0].wins.low > even.sides[0].wins.high,
        "{:?} vs {:?}",
        sturdy.sides[0].wins,
        even.sides[0].wins
    );
}
