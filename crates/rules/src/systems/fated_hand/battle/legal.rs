//! What may be done now (issue #18, "no dead ends"): the commands the engine accepts as the
//! table stands, and for the ones it refuses, the refused command with decide's own reason.
//! Every answer comes from the checks `decide` runs (`attack_opening`, `to_action_checks`,
//! `focus_checks`, `end_round_checks`, and the decide functions whose checks are the whole of
//! them), so the screen and the engine cannot disagree.

use serde::Serialize;

use super::attack::{attack_opening, Aim, Opening};
use super::cast::{aims_at_target, may_cast, payment_for};
use super::command::Command;
use super::countdown::{next_count, to_action_checks};
use super::decide::{advance, end_round_checks, focus_checks, rest};
use super::perks::{own, Own};
use super::planning::end_planning;
use super::state::{BattleState, Combatant, CombatantId, Phase, Tile};
use super::{actions::offhand_action, decide::decide};
use crate::citation::Explained;
use crate::encounter::{LegalNow, Offered, Withheld};
use crate::random::Rng;
use crate::systems::fated_hand::content::content;
use crate::systems::fated_hand::content::summons::SummonSource;
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
    spells(state, actor, c, now);
    perk_actions(state, actor, c, now);
    stealth(state, actor, c, now);
    haul(state, actor, now);
    summons(state, actor, c, now);
    now.offered.push(Offered {
        kind: "end_turn".to_owned(),
        command: Command::EndTurn,
        preview: None,
    });
}

/// Judges `command` by decide itself (its checks are the whole of the rules for it) and files
/// it under `kind`. Decide rolls what the command leaves to the engine: a source of its own,
/// which only the dice read.
fn judge(
    state: &BattleState,
    now: &mut LegalNow<Command, AttackPreview>,
    kind: &str,
    command: Command,
) {
    let check = decide(state, &command, &mut Rng::from_seed(0)).map(|_| None);
    sort(now, kind, command, check);
}

/// The other creatures still in the fight, in order.
fn others(state: &BattleState, actor: CombatantId) -> impl Iterator<Item = CombatantId> + '_ {
    state
        .combatants
        .iter()
        .enumerate()
        .filter(move |(i, t)| *i != usize::from(actor) && t.active())
        .map(|(i, _)| i as CombatantId)
}

/// Cast: each spell the actor knows or its catalyst grants, at each creature it could aim at
/// when the spell takes a target, paid with Reagents that pay it when there are any (from the
/// tracked hand; for an untracked deck, example cards the player replaces with the ones played).
/// A spell nothing in hand pays is withheld with decide's cost refusal.
fn spells(
    state: &BattleState,
    actor: CombatantId,
    c: &Combatant,
    now: &mut LegalNow<Command, AttackPreview>,
) {
    let granted = c
        .wielded()
        .arm
        .as_deref()
        .and_then(|id| content().arm(id))
        .map(|arm| arm.spells.as_slice())
        .unwrap_or_default();
    let mut seen: Vec<&str> = Vec::new();
    for spell in c.spells.iter().chain(granted).map(String::as_str) {
        if seen.contains(&spell) || !may_cast(c, spell) {
            continue;
        }
        seen.push(spell);
        let targets: Vec<Option<CombatantId>> = if aims_at_target(spell) {
            others(state, actor).map(Some).collect()
        } else {
            vec![None]
        };
        for target in targets {
            let reagents = payment_for(state, c, spell, target).unwrap_or_default();
            let command = Command::Cast {
                spell: spell.to_owned(),
                reagents,
                caster: Some(actor),
                target,
                defend: true,
                riposte: false,
                defend_riposte: true,
                distance: None,
                roll: None,
                count: None,
                targets: Vec::new(),
            };
            judge(state, now, "cast", command);
        }
    }
}

/// Perks that are actions of their own (Astonish, Dirty Trick, Dive Tackle, Execution, Glint of
/// Gold), each at each opponent when it is aimed at one.
fn perk_actions(
    state: &BattleState,
    actor: CombatantId,
    c: &Combatant,
    now: &mut LegalNow<Command, AttackPreview>,
) {
    let held = c.perks.iter().chain(&c.wielded().perks);
    let mut seen: Vec<&str> = Vec::new();
    for perk in held.map(String::as_str) {
        let Some(def) = content().perk(perk) else {
            continue;
        };
        if seen.contains(&perk) || own(def) != Some(Own::Action) {
            continue;
        }
        seen.push(perk);
        let targets: Vec<Option<CombatantId>> = if perk == ASTONISH {
            vec![None]
        } else {
            others(state, actor)
                .filter(|t| state.combatants[usize::from(*t)].side != c.side)
                .map(Some)
                .collect()
        };
        for target in targets {
            let command = Command::PerkAction {
                perk: perk.to_owned(),
                target,
                defend: true,
                riposte: false,
                defend_riposte: true,
                distance: None,
                roll: None,
            };
            judge(state, now, "perk_action", command);
        }
    }
}

/// Astonish is the one perk action with no target ("All opponents adjacent to you").
const ASTONISH: &str = "astonish";

/// Sneak, Reveal (alone, and with a surprise Riposte at
/// each creature) for a Hidden one.
fn stealth(
    state: &BattleState,
    actor: CombatantId,
    c: &Combatant,
    now: &mut LegalNow<Command, AttackPreview>,
) {
    // Judged for every creature: one without access to Stealth is told why.
    judge(
        state,
        now,
        "sneak",
        Command::Sneak {
            who: actor,
            roll: None,
        },
    );
    if c.hidden {
        let plain = Command::Reveal {
            who: actor,
            riposte: None,
            defend: true,
        };
        judge(state, now, "reveal", plain);
        for target in others(state, actor) {
            let command = Command::Reveal {
                who: actor,
                riposte: Some(target),
                defend: true,
            };
            judge(state, now, "reveal", command);
        }
    }
}

/// Haul: an object (to an open tile next to the actor, on a grid), and each Incapacitated
/// creature (to the first open tile next to the actor).
fn haul(state: &BattleState, actor: CombatantId, now: &mut LegalNow<Command, AttackPreview>) {
    let to = first_step(state, actor);
    let object = Command::Haul { target: None, to };
    judge(state, now, "haul", object);
    for (i, t) in state.combatants.iter().enumerate() {
        let id = i as CombatantId;
        if id == actor || t.active() || t.position.is_none() && state.grid.is_some() {
            continue;
        }
        if t.vanished {
            continue;
        }
        judge(
            state,
            now,
            "haul",
            Command::Haul {
                target: Some(id),
                to,
            },
        );
    }
}

/// Summoning what the actor's spells and perks summon (next to it, on a grid), and commanding
/// each of its summons on the field: a move and an Attack at each opponent.
fn summons(
    state: &BattleState,
    actor: CombatantId,
    c: &Combatant,
    now: &mut LegalNow<Command, AttackPreview>,
) {
    for def in &content().summons {
        let source = match &def.summoned_by {
            SummonSource::Spell(spell) => may_cast(c, spell),
            SummonSource::Perk(perk) => c.perks.iter().any(|p| p == perk),
        };
        if !source {
            continue;
        }
        let command = Command::Summon {
            summon: def.id.clone(),
            at: first_step(state, actor),
            dice: None,
        };
        judge(state, now, "summon", command);
    }
    for (i, s) in state.combatants.iter().enumerate() {
        if s.summoned_by != Some(actor) || !s.active() {
            continue;
        }
        let summon = i as CombatantId;
        let command = match (state.grid.is_some(), first_step(state, summon)) {
            (true, Some(step)) => Some(Command::SummonMove {
                summon,
                path: vec![step],
                tiles: None,
                disengage: false,
            }),
            (true, None) => None,
            (false, _) => Some(Command::SummonMove {
                summon,
                path: Vec::new(),
                tiles: Some(1),
                disengage: false,
            }),
        };
        if let Some(command) = command {
            judge(state, now, "summon_move", command);
        }
        for target in others(state, actor) {
            if target == summon || state.combatants[usize::from(target)].side == s.side {
                continue;
            }
            let command = Command::SummonAttack {
                summon,
                target,
                defend: true,
                riposte: false,
                defend_riposte: true,
                distance: None,
            };
            judge(state, now, "summon_attack", command);
        }
    }
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
