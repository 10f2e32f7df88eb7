//! What may be done now (issue #18, "no dead ends"): the commands the engine accepts as the
//! table stands, and for the ones it refuses, the refused command with decide's own reason.
//! Every answer comes from the checks `decide` runs (`attack_opening`, `to_action_checks`,
//! `focus_checks`, `end_round_checks`, and the decide functions whose checks are the whole of
//! them), so the screen and the engine cannot disagree.

use serde::Serialize;

use super::attack::{attack_opening, Aim, Opening};
use super::command::Command;
use super::countdown::{next_count, to_action_checks};
use super::decide::{advance, end_round_checks, focus_checks, rest};
use super::planning::end_planning;
use super::state::{BattleState, CombatantId, Phase, Tile};
use super::{actions::offhand_action, decide::decide};
use crate::citation::Explained;
use crate::encounter::{LegalNow, Offered, Withheld};
use crate::random::Rng;
use crate::RuleViolation;

/// An Attack worked out before it is given: how far the target is, what the wielded arm
/// reaches, and Strike against Defense with what a success needs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct AttackPreview {
    /// The target.
    pub target: CombatantId,
    /// Tiles between attacker and target, when the grid (or the GM) says.
    pub distance: Option<u16>,
    /// What the wielded arm reaches, in words ("reach 1", "Effective Range 2–6").
    pub range: String,
    /// Whether it is a ranged attack (no Engagement).
    pub ranged: bool,
    /// The attacker's Strike as the table stands.
    pub strike: Explained,
    /// The target's Defense if it Defends.
    pub defense: Explained,
    /// What a success needs, in words: "Strike 5 vs Defense 4: needs Defense + 2 (6)".
    pub needs: String,
    /// Whether Strike meets Defense + 2 now (before perks that answer the attack).
    pub success: bool,
    /// Whether the target's Defense would allow a Riposte (Defense ≥ Strike + 2).
    pub riposte_allowed: bool,
}

/// The Attack command as the GM screen gives it by default: the target Defends and does not
/// Riposte.
fn plain_attack(target: CombatantId) -> Command {
    Command::Attack {
        target,
        defend: true,
        riposte: false,
        defend_riposte: true,
        distance: None,
        upper_hand: false,
        follow_up: Vec::new(),
        target_perks: Vec::new(),
    }
}

/// Sorts one candidate: offered when its check passed, withheld with the check's reason.
fn sort(
    now: &mut LegalNow<Command, AttackPreview>,
    kind: &str,
    command: Command,
    check: Result<Option<AttackPreview>, RuleViolation>,
) {
    match check {
        Ok(preview) => now.offered.push(Offered {
            kind: kind.to_owned(),
            command,
            preview,
        }),
        Err(reason) => now.withheld.push(Withheld {
            kind: kind.to_owned(),
            command,
            reason,
        }),
    }
}

/// The legal-actions answer for `state`: the GM's round controls outside a turn, the acting
/// creature's commands during one. Nothing once the battle is over.
pub(super) fn legal(state: &BattleState) -> LegalNow<Command, AttackPreview> {
    let mut now = LegalNow::default();
    match state.phase {
        Phase::Ended { .. } => {}
        Phase::Planning => {
            let check = end_planning(state).map(|_| None);
            sort(&mut now, "end_planning", Command::EndPlanning, check);
        }
        Phase::Countdown { .. } => {
            for (i, c) in state.combatants.iter().enumerate() {
                // Summons act on their controller's turn; the fallen take no turns.
                if !c.active() || c.is_summon() || c.acted {
                    continue;
                }
                let who = i as CombatantId;
                let check = to_action_checks(state, who).map(|_| None);
                sort(&mut now, "to_action", Command::ToAction { who }, check);
            }
            let check = next_count(state).map(|_| None);
            sort(&mut now, "next_count", Command::NextCount, check);
            let end = Command::EndRound {
                recover: Vec::new(),
                discard: Vec::new(),
            };
            sort(
                &mut now,
                "end_round",
                end,
                end_round_checks(state).map(|_| None),
            );
        }
        Phase::Turn { actor, .. } => turn(state, actor, &mut now),
    }
    now
}

fn turn(state: &BattleState, actor: CombatantId, now: &mut LegalNow<Command, AttackPreview>) {
    let c = &state.combatants[usize::from(actor)];
    // Moving: without a grid, one tile stands for any; on one, a step to an open tile next to it.
    if state.grid.is_none() {
        let check = advance(state, actor, 1, false).map(|_| None);
        sort(now, "move", advance_command(), check);
    } else if let Some(step) = first_step(state, actor) {
        let command = Command::Move { path: vec![step] };
        // Moving on the grid rolls for Hidden creatures it passes: decide it with a source of
        // its own, which only the rolls read.
        let check = decide(state, &command, &mut Rng::from_seed(0)).map(|_| None);
        sort(now, "move", command, check);
    }
    for (i, target) in state.combatants.iter().enumerate() {
        let id = i as CombatantId;
        if id == actor || !target.active() {
            continue;
        }
        let check = attack_opening(state, actor, id, true, Aim::default(), false)
            .map(|opening| Some(preview(state, actor, id, &opening)));
        sort(now, "attack", plain_attack(id), check);
    }
    let cleanse = cleanse_for(c.handicap);
    sort(
        now,
        "rest",
        Command::Rest { cleanse },
        rest(state, cleanse).map(|_| None),
    );
    sort(
        now,
        "focus",
        Command::Focus,
        focus_checks(state).map(|_| None),
    );
    if c.offhand_arm.is_some() {
        let check = offhand_action(state, actor).map(|_| None);
        sort(
            now,
            "offhand_action",
            Command::OffhandAction { who: actor },
            check,
        );
    }
    now.offered.push(Offered {
        kind: "end_turn".to_owned(),
        command: Command::EndTurn,
        preview: None,
    });
}

fn advance_command() -> Command {
    Command::Advance {
        tiles: 1,
        disengage: false,
    }
}

/// The Handicap a Rest would cleanse by default: the most-handicapped stats first, 2 in all;
/// one Strike when there is none (which Rest refuses, with its reason).
fn cleanse_for(handicap: [u8; 3]) -> [u8; 3] {
    let mut cleanse = [0u8; 3];
    let mut left = 2u8;
    let mut order = [0usize, 1, 2];
    order.sort_by_key(|s| std::cmp::Reverse(handicap[*s]));
    for stat in order {
        let take = handicap[stat].min(left);
        cleanse[stat] = take;
        left -= take;
    }
    if cleanse == [0; 3] {
        cleanse[0] = 1;
    }
    cleanse
}

/// An open, unoccupied tile next to the actor, in reading order, if any.
fn first_step(state: &BattleState, actor: CombatantId) -> Option<Tile> {
    let grid = state.grid.as_ref()?;
    let at = state.combatants[usize::from(actor)].position?;
    (-1i16..=1)
        .flat_map(|dy| (-1i16..=1).map(move |dx| (dx, dy)))
        .filter(|d| *d != (0, 0))
        .map(|(dx, dy)| Tile {
            x: at.x + dx,
            y: at.y + dy,
        })
        .find(|t| grid.is_open(*t) && !state.combatants.iter().any(|c| c.position == Some(*t)))
}

fn preview(
    state: &BattleState,
    actor: CombatantId,
    target: CombatantId,
    opening: &Opening,
) -> AttackPreview {
    let arm = state.combatants[usize::from(actor)].wielded();
    let range = match arm.effective_range {
        Some((low, high)) if opening.first.ranged => format!("Effective Range {low}–{high}"),
        _ => format!("reach {}", arm.reach.max(1)),
    };
    let strike = opening.first.strike.clone();
    let defense = opening
        .first
        .defense
        .clone()
        .expect("the preview asks for a Defend");
    AttackPreview {
        target,
        distance: opening.first.distance,
        range,
        ranged: opening.first.ranged,
        needs: needs(strike.value, defense.value),
        success: opening.first.success,
        riposte_allowed: opening.first.riposte_allowed,
        strike,
        defense,
    }
}

/// What a success needs, in words ("Defend": Strike ≥ Defense + 2).
pub(super) fn needs(strike: i32, defense: i32) -> String {
    let verdict = if strike >= defense + 2 {
        "succeeds"
    } else {
        "fails"
    };
    format!(
        "Strike {strike} vs Defense {defense}: needs Defense + 2 ({}), {verdict}",
        defense + 2
    )
}
