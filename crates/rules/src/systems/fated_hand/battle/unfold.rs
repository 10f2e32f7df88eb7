//! The state part-way through one command's events, for the stages of an exchange that read it.

use super::command::Event;
use super::evolve::evolve;
use super::state::BattleState;

/// The state after a command's events so far, brought up to date as they grow: one copy of the
/// state for a whole exchange, each event applied once, instead of a fresh copy with every event
/// applied again at each stage (a simulation's hot loop). `evolve` depends on the state and the
/// event alone, so the state is the same either way.
pub(super) struct Unfolding<'s> {
    base: &'s BattleState,
    now: Option<BattleState>,
    applied: usize,
}

impl<'s> Unfolding<'s> {
    /// Before any of the command's events.
    pub(super) fn new(base: &'s BattleState) -> Unfolding<'s> {
        Unfolding {
            base,
            now: None,
            applied: 0,
        }
    }

    /// The state after `events`: the events given last time, extended (never changed).
    pub(super) fn after(&mut self, events: &[Event]) -> &BattleState {
        debug_assert!(events.len() >= self.applied, "the events only grow");
        let base = self.base;
        let now = self.now.get_or_insert_with(|| base.clone());
        for event in &events[self.applied..] {
            evolve(now, event);
        }
        self.applied = events.len();
        now
    }
}

#[cfg(test)]
mod tests {
    use super::super::attack::after;
    use super::super::tests::{fighter, fists};
    use super::super::{begin, FatedHandBattle, Setup, Side, Tactic};
    use super::Unfolding;
    use crate::encounter::{command_rng, Battle};
    use crate::random::Rng;
    use crate::simulate::AutoPlay;

    /// The state part-way through a command is the same whether each event is applied once as
    /// the events grow or all of them again on a fresh copy, for every command of automatic
    /// battles between creatures whose perks act at every stage of an exchange.
    #[test]
    fn unfolding_a_command_gives_the_state_a_fresh_copy_gives() {
        let perks = [
            "swordplay",
            "bulwark",
            "pressure_points",
            "sunder",
            "one_two",
            "opportunist",
            "staunch",
            "pitched_battle",
        ];
        let combatants = (0..6usize)
            .map(|i| {
                let side = if i % 2 == 0 { Side::Party } else { Side::Foes };
                let mut f = fighter(
                    &format!("F{i}"),
                    side,
                    fists(3, 2, 1 + (i % 3) as i16),
                    true,
                );
                f.hit_points = 3;
                f.perks = perks
                    .iter()
                    .skip(i)
                    .step_by(2)
                    .map(|p| p.to_string())
                    .collect();
                f
            })
            .collect();
        let setup = Setup {
            combatants,
            grid: None,
            rules: Default::default(),
        };
        let mut checked = 0;
        for seed in 0..4 {
            let mut state = begin(&setup, &mut Rng::from_seed(seed));
            for index in 0..400 {
                if FatedHandBattle::outcome(&state).is_some() {
                    break;
                }
                let Some(command) =
                    FatedHandBattle::next_command(&state, [Tactic::FocusWeakest; 2])
                else {
                    break;
                };
                let events =
                    FatedHandBattle::decide(&state, &command, &mut command_rng(seed, index))
                        .expect("the automatic player is not refused");
                let mut unfolding = Unfolding::new(&state);
                for end in 0..=events.len() {
                    assert_eq!(
                        *unfolding.after(&events[..end]),
                        after(&state, &events[..end])
                    );
                    checked += 1;
                }
                for event in &events {
                    FatedHandBattle::evolve(&mut state, event);
                }
            }
        }
        assert!(checked > 100, "only {checked} states compared");
    }
}
