//! The automatic players of an Opposition: what the simulator plays and what the GM screen
//! suggests for "let them act". Each candidate command is put through [`check`] itself, so the
//! players only ever give a command the rules accept.
//!
//! Their play, ours and not the book's: the lowest card as initiative (the lowest acts first,
//! «b. Initiative»); on its turn a character attacks an enemy still able to play with its best
//! fighting skill (Weapon Combat or Athletics, the higher rank) and its strongest card face
//! down, at the Body until it is empty and then at the Mind; a defender answers with its strongest card; each party bets its strongest card while
//! its skill's rank allows, and spends no Wildcard; a Desperate character draws by the higher of
//! Spirit and Luck.

use serde::{Deserialize, Serialize};

use super::super::cards::{card_value, CardUse};
use super::super::content::{Skill, SkillKind, Trait};
use super::{
    check, AttackKind, Battle, Combatant, CombatantId, Command, Condition, DrawStep, Opposition,
    OppositionState, Outcome, Phase, Role, TurnStep, Zone,
};
use crate::cards::Card;
use crate::pile::PileSet;
use crate::random::Rng;
use crate::simulate::{AutoPlay, SideIndex, Standing, TacticInfo};

/// Whom a side's automatic players attack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "OppositionTactic"),
    schemars(rename = "OppositionTactic")
)]
#[serde(rename_all = "snake_case")]
pub enum Tactic {
    /// The enemy with the fewest Body points left.
    FocusWeakest,
    /// The first enemy listed still able to play.
    FocusFirst,
}

static TACTICS: [TacticInfo<Tactic>; 2] = [
    TacticInfo {
        tactic: Tactic::FocusWeakest,
        id: "focus_weakest",
        name: "Weakest first",
        description: "Each character attacks the enemy with the fewest Body points left.",
    },
    TacticInfo {
        tactic: Tactic::FocusFirst,
        id: "focus_first",
        name: "In order",
        description: "Each character attacks the first enemy listed who can still play.",
    },
];

fn strongest(state: &OppositionState, id: CombatantId) -> Option<Card> {
    state
        .suited(Zone::Hand(id))
        .into_iter()
        .max_by_key(|card| (card_value(*card, CardUse::Draw), *card))
}

fn weakest_card(state: &OppositionState, id: CombatantId) -> Option<Card> {
    state
        .suited(Zone::Hand(id))
        .into_iter()
        .min_by_key(|card| (card_value(*card, CardUse::Initiative), *card))
}

/// The trait a character adds: `wanted`, or in Desperation the higher of Spirit and Luck.
fn trait_for(c: &Combatant, wanted: Trait) -> Trait {
    if c.condition() == Condition::Desperation {
        if c.traits.luck > c.traits.spirit {
            Trait::Luck
        } else {
            Trait::Spirit
        }
    } else {
        wanted
    }
}

/// Its best fighting skill: Weapon Combat (with its weapon) or Athletics, the higher rank.
fn fighting_skill(c: &Combatant) -> Skill {
    c.skills
        .iter()
        .filter(|s| matches!(s.skill.kind, SkillKind::WeaponCombat | SkillKind::Athletics))
        .max_by_key(|s| s.rank)
        .map_or_else(|| Skill::plain(SkillKind::Athletics), |s| s.skill.clone())
}

fn target(state: &OppositionState, actor: &Combatant, tactic: Tactic) -> Option<CombatantId> {
    let mut enemies = state
        .combatants
        .iter()
        .filter(|c| c.side != actor.side && c.condition().can_act());
    match tactic {
        Tactic::FocusFirst => enemies.next().map(|c| c.id),
        Tactic::FocusWeakest => enemies
            .min_by_key(|c| (c.pool(Trait::Body), c.id))
            .map(|c| c.id),
    }
}

fn candidates(state: &OppositionState, tactics: [Tactic; 2]) -> Vec<Command> {
    let mut out = Vec::new();
    match &state.phase {
        Phase::Ended(_) => {}
        Phase::Initiative => {
            for c in &state.combatants {
                if state.cards.pile(&Zone::Initiative(c.id)).is_empty() {
                    if let Some(card) = weakest_card(state, c.id) {
                        out.push(Command::PlayInitiative {
                            combatant: c.id,
                            card,
                        });
                    }
                }
            }
        }
        Phase::Turn(turn) => match &turn.step {
            TurnStep::Acting { .. } => {
                let Some(actor) = state.combatant(turn.actor) else {
                    return out;
                };
                let tactic = tactics[usize::from(actor.side.min(1))];
                if let (Some(card), Some(target)) =
                    (strongest(state, actor.id), target(state, actor, tactic))
                {
                    // Body first; once it is empty, the mind (two empty pools knock out).
                    let kind = match state.combatant(target) {
                        Some(t) if t.pool(Trait::Body) == 0 => AttackKind::Mental,
                        _ => AttackKind::Physical,
                    };
                    out.push(Command::Attack {
                        combatant: actor.id,
                        target,
                        kind,
                        skill: fighting_skill(actor),
                        trait_bonus: trait_for(actor, kind.pool()),
                        card,
                    });
                }
                out.push(Command::EndTurn {
                    combatant: actor.id,
                });
            }
            TurnStep::DesperationDraw { combatant } => {
                if let Some(c) = state.combatant(*combatant) {
                    out.push(Command::DesperationDraw {
                        combatant: *combatant,
                        trait_drawn: trait_for(c, Trait::Spirit),
                    });
                }
            }
            TurnStep::Draw(draw) => match draw.step {
                DrawStep::DefenderFaceDown => {
                    if let Some(defender) = state.combatant(draw.defender) {
                        out.push(Command::Defend {
                            combatant: defender.id,
                            skill: fighting_skill(defender),
                            trait_bonus: trait_for(defender, Trait::Mind),
                            card: strongest(state, defender.id),
                        });
                    }
                }
                DrawStep::Betting(role) => {
                    let party = match role {
                        Role::Aggressor => draw.aggressor,
                        Role::Defender => draw.defender,
                    };
                    if let Some(card) = strongest(state, party) {
                        out.push(Command::Bet {
                            combatant: party,
                            card,
                        });
                    }
                    out.push(Command::StopBetting { combatant: party });
                }
                DrawStep::Wildcards => {
                    for (party, done) in [draw.aggressor, draw.defender]
                        .into_iter()
                        .zip(draw.bought_done)
                    {
                        if !done {
                            out.push(Command::DoneBuying { combatant: party });
                        }
                    }
                }
            },
        },
    }
    out
}

/// The automatic players' next command, the first of their candidates the rules accept.
pub fn next_command(state: &OppositionState, tactics: [Tactic; 2]) -> Option<Command> {
    candidates(state, tactics)
        .into_iter()
        .find(|command| check(state, command, &mut Rng::from_seed(0)).is_ok())
}

impl AutoPlay for Opposition {
    type Tactic = Tactic;

    fn tactics() -> &'static [TacticInfo<Tactic>] {
        &TACTICS
    }

    fn resource_names() -> &'static [&'static str] {
        &["Body", "Mind"]
    }

    /// Cards are entered on commands, never in the setup.
    fn for_simulation(setup: &super::Setup) -> super::Setup {
        setup.clone()
    }

    /// The order of every draw pile is what nobody at the table knows: dealt afresh.
    fn from_here(state: &mut OppositionState, rng: &mut Rng) {
        let piles: Vec<Zone> = state
            .cards
            .zones()
            .into_iter()
            .filter(|zone| matches!(zone, Zone::DrawPile(_)))
            .collect();
        for zone in piles {
            state.cards.shuffle(&zone, rng);
        }
    }

    fn next_command(state: &OppositionState, tactics: [Tactic; 2]) -> Option<Command> {
        next_command(state, tactics)
    }

    fn round(state: &OppositionState) -> u16 {
        state.round.max(1)
    }

    fn standing(state: &OppositionState) -> Standing {
        match Opposition::outcome(state) {
            Some(Outcome {
                standing_side: Some(side),
                ..
            }) => Standing::Won(side),
            Some(_) => Standing::NoWinner,
            None => Standing::Fighting,
        }
    }

    fn combatants(state: &OppositionState) -> usize {
        state.combatants.len()
    }

    fn combatant(state: &OppositionState, index: usize) -> (&str, SideIndex) {
        let c = &state.combatants[index];
        (&c.name, c.side)
    }

    fn fallen(state: &OppositionState, index: usize) -> bool {
        !state.combatants[index].condition().can_act()
    }

    fn resources(state: &OppositionState, index: usize, out: &mut [(i32, i32)]) {
        let c = &state.combatants[index];
        for (slot, pool) in out.iter_mut().zip([Trait::Body, Trait::Mind]) {
            let at = super::trait_index(pool);
            *slot = (i32::from(c.pools[at]), i32::from(c.pool_max[at]));
        }
    }

    /// The engine resolves every event it writes.
    fn left_to_gm(_event: &super::Event) -> Option<&str> {
        None
    }

    fn effect_name(effect: &str) -> String {
        effect.to_owned()
    }
}
