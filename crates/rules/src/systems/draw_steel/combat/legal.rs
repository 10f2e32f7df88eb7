//! What may be done now (issue #18, "no dead ends"): the commands the engine accepts as the
//! combat stands and, for those it refuses, the refused command with decide's own reason. Each
//! candidate is judged by the decide function for its command (their checks are the rules:
//! budget, targets, distance, line of effect), and forced movement shows its distance net of
//! stability with `net_forced_distance`, the function `force_move` measures with.

use serde::Serialize;

use super::command::{Command, TargetChoice};
use super::decide::decide;
use super::moves::{net_forced_distance, occupant};
use super::preview::{preview, RollPreview};
use super::state::{CombatState, Combatant, CombatantId, Fate, Phase};
use crate::encounter::{LegalNow, Offered, Withheld};
use crate::random::Rng;
use crate::systems::draw_steel::content::{ActionType, ConditionKind, ForcedKind, TargetKind};
use crate::systems::draw_steel::geometry::{self, Pos};
use crate::systems::draw_steel::words::count;

/// What a command would do, worked out before the GM commits: a target's distance and the odds
/// of each tier, or a pending forced movement net of stability.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct CombatPreview {
    /// The creature the command is aimed at.
    pub target: CombatantId,
    /// Squares between the user and the target, when both are on the map.
    pub distance: Option<u16>,
    /// The roll against that target: edges and banes with their reasons, and each tier's odds
    /// (tier 1 at 11 or less, tier 2 at 12–16, tier 3 at 17 or more).
    pub roll: Option<RollPreview>,
    /// A pending forced movement, net of the target's stability.
    pub forced: Option<ForcedPreview>,
}

/// A forced movement waiting for its path, as far as it can really go.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct ForcedPreview {
    /// Push, pull or slide.
    pub movement: ForcedKind,
    /// The distance the effect gives.
    pub distance: u8,
    /// The target's stability.
    pub stability: u8,
    /// How far it can really be moved.
    pub net: u8,
    /// In words: "Bandit can be pushed 0 squares (2 − stability 2)".
    pub text: String,
}

type Answer = LegalNow<Command, CombatPreview>;

/// Judges `command` by decide and files it as offered or withheld.
fn judge(
    state: &CombatState,
    now: &mut Answer,
    kind: &str,
    command: Command,
    preview: Option<CombatPreview>,
) {
    // Deciding rolls the dice a command leaves to the engine: a source of its own, which only
    // the dice read.
    match decide(state, &command, &mut Rng::from_seed(0)) {
        Ok(_) => now.offered.push(Offered {
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

/// The legal-actions answer for `state`: who may start a turn between turns, the actor's
/// abilities, free strikes and the end of its turn during one, and a pending forced movement
/// first when there is one. Nothing once the combat is over.
pub(super) fn legal(state: &CombatState) -> Answer {
    let mut now = LegalNow::default();
    match state.phase {
        Phase::Ended { .. } => {}
        Phase::Opening => judge(
            state,
            &mut now,
            "roll_first_side",
            Command::RollFirstSide { die: None },
            None,
        ),
        Phase::Round { .. } => {
            if let Some(pending) = state.pending_moves.first() {
                let forced = state
                    .get(pending.target)
                    .map(|target| forced_preview(*pending, target));
                let preview = forced.map(|forced| CombatPreview {
                    target: pending.target,
                    distance: None,
                    roll: None,
                    forced: Some(forced),
                });
                judge(
                    state,
                    &mut now,
                    "skip_forced_move",
                    Command::SkipForcedMove,
                    preview,
                );
            }
            match state.turn {
                None => {
                    for (i, c) in state.combatants.iter().enumerate() {
                        if c.fate.can_act() && !c.acted {
                            let actor = i as CombatantId;
                            judge(
                                state,
                                &mut now,
                                "start_turn",
                                Command::StartTurn { actor },
                                None,
                            );
                        }
                    }
                    triggered(state, &mut now);
                }
                Some(turn) => turn_commands(state, turn.actor, &mut now),
            }
        }
    }
    now
}

fn forced_preview(pending: super::state::PendingForcedMove, target: &Combatant) -> ForcedPreview {
    let net = net_forced_distance(pending, target);
    let verb = match pending.movement {
        ForcedKind::Push => "pushed",
        ForcedKind::Pull => "pulled",
        ForcedKind::Slide => "slid",
    };
    let text = if target.has(ConditionKind::Restrained) {
        format!("{} is restrained and cannot be {verb}", target.name)
    } else {
        format!(
            "{} can be {verb} {} ({} − stability {})",
            target.name,
            count(net, "square", "squares"),
            pending.distance,
            target.stability
        )
    };
    ForcedPreview {
        movement: pending.movement,
        distance: pending.distance,
        stability: target.stability,
        net,
        text,
    }
}

/// Whether `target` is one `kind` may name for `user` (the rest are not worth offering).
fn fits(
    kind: TargetKind,
    user: CombatantId,
    u: &Combatant,
    target: CombatantId,
    t: &Combatant,
) -> bool {
    let ally = u.side == t.side;
    let is_self = user == target;
    match kind {
        TargetKind::Creatures | TargetKind::CreaturesOrObjects => !is_self,
        TargetKind::Enemies => !ally,
        TargetKind::Allies => ally && !is_self,
        TargetKind::SelfAndAllies => ally,
        TargetKind::SelfOnly => is_self,
    }
}

fn turn_commands(state: &CombatState, actor: CombatantId, now: &mut Answer) {
    let Some(user) = state.get(actor) else {
        return;
    };
    let standing = |t: &Combatant| t.fate.can_act() || t.fate == Fate::Unconscious;
    for (index, ability) in user.abilities.iter().enumerate() {
        // Triggered actions answer other creatures' turns; passive ones are never used.
        if matches!(
            ability.action,
            ActionType::Triggered | ActionType::FreeTriggered | ActionType::NoAction
        ) {
            continue;
        }
        for (i, t) in state.combatants.iter().enumerate() {
            let target = i as CombatantId;
            if !standing(t) || !fits(ability.targets.kind, actor, user, target, t) {
                continue;
            }
            let choice = TargetChoice {
                target,
                ..TargetChoice::default()
            };
            let command = Command::UseAbility {
                user: actor,
                ability: index as u8,
                targets: vec![choice],
                characteristic: None,
                dice: None,
                damage_surges: 0,
                potency_surges: 0,
                surge_target: None,
                knock_out: false,
                bleeding_die: None,
            };
            let preview = target_preview(state, actor, Some(index as u8), choice);
            judge(state, now, "use_ability", command, Some(preview));
        }
    }
    for (i, t) in state.combatants.iter().enumerate() {
        let target = i as CombatantId;
        if target == actor || t.side == user.side || !standing(t) {
            continue;
        }
        let choice = TargetChoice {
            target,
            ..TargetChoice::default()
        };
        let command = Command::FreeStrike {
            attacker: actor,
            target: choice,
            dice: None,
            knock_out: false,
        };
        let preview = target_preview(state, actor, None, choice);
        judge(state, now, "free_strike", command, Some(preview));
    }
    movement(state, actor, user, now);
    charges(state, actor, user, now);
    triggered(state, now);
    judge(
        state,
        now,
        "end_turn",
        Command::EndTurn { saves: Vec::new() },
        None,
    );
}

/// Whether decide accepts `command`.
fn accepted(state: &CombatState, command: &Command) -> bool {
    decide(state, command, &mut Rng::from_seed(0)).is_ok()
}

/// Of the commands `candidates` makes, the first decide accepts, or else the first (withheld
/// with its reason); filed under `kind`.
fn first_accepted(
    state: &CombatState,
    now: &mut Answer,
    kind: &str,
    candidates: impl IntoIterator<Item = Command>,
    preview: Option<CombatPreview>,
) {
    let mut first = None;
    for command in candidates {
        if accepted(state, &command) {
            judge(state, now, kind, command, preview);
            return;
        }
        first.get_or_insert(command);
    }
    if let Some(command) = first {
        judge(state, now, kind, command, preview);
    }
}

/// The squares around `at` in reading order, `reach` squares away along each of the eight
/// directions.
fn around(at: Pos, reach: i16) -> impl Iterator<Item = Pos> {
    (-1i16..=1)
        .flat_map(|dy| (-1i16..=1).map(move |dx| (dx, dy)))
        .filter(|d| *d != (0, 0))
        .map(move |(dx, dy)| Pos {
            x: at.x + dx * reach,
            y: at.y + dy * reach,
        })
}

/// Moving: a step (Advance), a shift and a baseline long jump, each offered as the first square
/// decide accepts, or withheld with decide's reason for the first square tried. A creature not
/// on the map is offered a one-square Advance (counted, the GM judging the ground) and withheld
/// the shift and jump only where decide refuses them.
fn movement(state: &CombatState, actor: CombatantId, user: &Combatant, now: &mut Answer) {
    let at = user.position.unwrap_or_default();
    let steps = || around(at, 1).filter(|pos| occupant(state, actor, *pos).is_none());
    first_accepted(
        state,
        now,
        "advance",
        steps().map(|pos| Command::Advance { path: vec![pos] }),
        None,
    );
    first_accepted(
        state,
        now,
        "shift",
        steps().map(|to| Command::Shift { to }),
        None,
    );
    let jump = |to| Command::Jump {
        to,
        height: 0,
        characteristic: None,
        test: false,
        dice: None,
        bleeding_die: None,
    };
    first_accepted(
        state,
        now,
        "jump",
        around(at, 1)
            .chain(around(at, 2))
            .filter(|pos| occupant(state, actor, *pos).is_none())
            .map(jump),
        None,
    );
}

/// Charge: at each enemy, a straight line toward it (as far as the first length decide
/// accepts, standing still first), with the free strike's preview from where it starts.
fn charges(state: &CombatState, actor: CombatantId, user: &Combatant, now: &mut Answer) {
    let speed = i16::from(super::state::effective_speed(user));
    for (i, t) in state.combatants.iter().enumerate() {
        let target = i as CombatantId;
        if target == actor
            || t.side == user.side
            || !(t.fate.can_act() || t.fate == Fate::Unconscious)
        {
            continue;
        }
        let choice = TargetChoice {
            target,
            ..TargetChoice::default()
        };
        let toward = match (user.position, t.position) {
            (Some(a), Some(b)) => ((b.x - a.x).signum(), (b.y - a.y).signum()),
            _ => (0, 0),
        };
        let at = user.position.unwrap_or_default();
        let lines = (0..=speed).map(|length| Command::Charge {
            path: (1..=length)
                .map(|k| Pos {
                    x: at.x + toward.0 * k,
                    y: at.y + toward.1 * k,
                })
                .collect(),
            target: choice,
            dice: None,
            knock_out: false,
        });
        let lines: Vec<Command> = if toward == (0, 0) {
            lines.take(1).collect()
        } else {
            lines.collect()
        };
        let preview = target_preview(state, actor, None, choice);
        first_accepted(state, now, "charge", lines, Some(preview));
    }
}

/// Triggered and free triggered actions: any creature still able may use one, on its own turn
/// or another's, at each creature it could name.
fn triggered(state: &CombatState, now: &mut Answer) {
    let standing = |t: &Combatant| t.fate.can_act() || t.fate == Fate::Unconscious;
    for (u, user) in state.combatants.iter().enumerate() {
        if !user.fate.can_act() {
            continue;
        }
        let user_id = u as CombatantId;
        for (index, ability) in user.abilities.iter().enumerate() {
            if !matches!(
                ability.action,
                ActionType::Triggered | ActionType::FreeTriggered
            ) {
                continue;
            }
            for (i, t) in state.combatants.iter().enumerate() {
                let target = i as CombatantId;
                if !standing(t) || !fits(ability.targets.kind, user_id, user, target, t) {
                    continue;
                }
                let choice = TargetChoice {
                    target,
                    ..TargetChoice::default()
                };
                let command = Command::UseAbility {
                    user: user_id,
                    ability: index as u8,
                    targets: vec![choice],
                    characteristic: None,
                    dice: None,
                    damage_surges: 0,
                    potency_surges: 0,
                    surge_target: None,
                    knock_out: false,
                    bleeding_die: None,
                };
                let preview = target_preview(state, user_id, Some(index as u8), choice);
                judge(state, now, "triggered", command, Some(preview));
            }
        }
    }
}

fn target_preview(
    state: &CombatState,
    user: CombatantId,
    ability: Option<u8>,
    choice: TargetChoice,
) -> CombatPreview {
    let distance = state
        .get(user)
        .and_then(|u| u.space())
        .zip(state.get(choice.target).and_then(|t| t.space()))
        .map(|(a, b)| geometry::distance(a, b));
    let roll = preview(state, user, ability, &[choice])
        .ok()
        .and_then(|mut rolls| rolls.pop());
    CombatPreview {
        target: choice.target,
        distance,
        roll,
        forced: None,
    }
}
