//! What the battle remembers for the perks that look back over the battle: the straight line
//! just run (Charge!), standing still for a round (Charged Strike), turns in a row with an attack
//! (No Mercy), a Defense bonus that lasts (Iron Fist), a Perfect Deflect declared, an Execution
//! this turn. Only the holders of those perks keep anything, so a battle without them records and
//! clones nothing more.

use serde::{Deserialize, Serialize};

use super::super::command::Event;
use super::super::state::{BattleState, Combatant, CombatantId, Phase};

/// A straight line of tiles moved (Charge!): one step's direction and the tiles along it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct StraightRun {
    /// Column step of each tile (−1, 0 or 1).
    pub dx: i8,
    /// Row step of each tile (−1, 0 or 1).
    pub dy: i8,
    /// Tiles moved along it.
    pub tiles: u8,
}

/// A Defense bonus that lasts until the end of the holder's next turn (Iron Fist).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct Guard {
    /// The Defense gained.
    pub defense: i16,
    /// The holder's turn ends it still lasts through.
    pub turn_ends: u8,
}

/// A combatant's perk history; all at rest for a creature without the perks that need one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct PerkTrack {
    /// Charge!: the straight line it has just moved along this turn.
    pub run: Option<StraightRun>,
    /// Charged Strike: it moved during the current round.
    pub moved_this_round: bool,
    /// Charged Strike: it did not move during the previous round.
    pub still_last_round: bool,
    /// No Mercy: turns in a row, already over, on which it attacked.
    pub attack_streak: u8,
    /// No Mercy: it has attacked during its current turn.
    pub attacked_this_turn: bool,
    /// Iron Fist: the Defense it gained and how long that lasts.
    pub guard: Option<Guard>,
    /// Perfect Deflect: declared for its next Defend.
    pub deflect_ready: bool,
    /// Execution: used during the current turn ("at most once per turn").
    pub executed: bool,
}

impl PerkTrack {
    /// Nothing remembered (the default, not serialized).
    pub fn is_idle(&self) -> bool {
        *self == PerkTrack::default()
    }
}

/// Whether `c` holds `perk`, as its own or through the arm it wields.
pub(in super::super) fn holds(c: &Combatant, perk: &str) -> bool {
    c.perks.iter().any(|p| p == perk) || c.wielded().perks.iter().any(|p| p == perk)
}

/// The perks whose holders keep a history.
const TRACKED: [&str; 6] = [
    "charge",
    "charged_strike",
    "no_mercy",
    "iron_fist",
    "perfect_deflect",
    "execution",
];

fn tracked(c: &Combatant) -> bool {
    (!c.perks.is_empty() || !c.wielded().perks.is_empty()) && TRACKED.iter().any(|p| holds(c, p))
}

/// Keeps the perk histories up to date with `event` (after the event itself is applied).
pub(in super::super) fn evolve(state: &mut BattleState, event: &Event) {
    match event {
        Event::TurnBegan { who, .. } => {
            if let Some(t) = track(state, *who) {
                t.run = None;
                t.executed = false;
                t.attacked_this_turn = false;
            }
        }
        Event::TurnEnded { who } => {
            if let Some(t) = track(state, *who) {
                t.attack_streak = if t.attacked_this_turn {
                    t.attack_streak.saturating_add(1)
                } else {
                    0
                };
                t.attacked_this_turn = false;
                t.run = None;
                t.guard = t.guard.and_then(|g| {
                    (g.turn_ends > 1).then_some(Guard {
                        turn_ends: g.turn_ends - 1,
                        ..g
                    })
                });
            }
            // A Perfect Deflect declared for an attack that never came lapses with the turn.
            for c in &mut state.combatants {
                c.perk_track.deflect_ready = false;
            }
        }
        Event::Moved { who, tiles, .. } if *tiles > 0 => {
            if let Some(t) = track(state, *who) {
                t.moved_this_round = true;
                t.run = None;
            }
        }
        Event::RoundEnded { .. } => {
            for c in &mut state.combatants {
                if tracked(c) {
                    c.perk_track.still_last_round = !c.perk_track.moved_this_round;
                    c.perk_track.moved_this_round = false;
                }
            }
        }
        Event::Attacked {
            attacker,
            target,
            riposte,
            defense,
            ..
        } => {
            if !riposte {
                if let Some(t) = track(state, *attacker) {
                    t.attacked_this_turn = true;
                    t.run = None;
                }
            }
            if let Some(t) = track(state, *target) {
                // No Mercy: "any opponent attempts a Riposte against you … this stacking bonus
                // is lost and begins counting again from zero."
                if *riposte {
                    t.attack_streak = 0;
                    t.attacked_this_turn = false;
                }
                if defense.is_some() {
                    t.deflect_ready = false;
                }
            }
        }
        Event::PerkUsed { who, perk, .. } if perk == "perfect_deflect" => {
            if let Some(t) = track(state, *who) {
                t.deflect_ready = true;
            }
        }
        Event::StraightRun { who, run } => {
            if let Some(t) = track(state, *who) {
                t.run = Some(*run);
            }
        }
        Event::Guarded { who, bonus, .. } => {
            // "Until the end of your next turn": begun on its own turn, it outlasts that turn.
            let own_turn = matches!(state.phase, Phase::Turn { actor, .. } if actor == *who);
            if let Some(t) = track(state, *who) {
                t.guard = Some(Guard {
                    defense: bonus.value as i16,
                    turn_ends: if own_turn { 2 } else { 1 },
                });
            }
        }
        Event::Executed { who, .. } => {
            if let Some(t) = track(state, *who) {
                t.executed = true;
            }
        }
        _ => {}
    }
}

/// The history of `who`, when it holds a perk that keeps one.
fn track(state: &mut BattleState, who: CombatantId) -> Option<&mut PerkTrack> {
    let c = state.combatants.get_mut(usize::from(who))?;
    tracked(c).then_some(&mut c.perk_track)
}
