//! The encounter engine's traits for a match: [`LytharianMatch`] is [`Battle`] and [`Legal`].
//! What is legal now is worked out by running [`check`] on each candidate command, so the
//! offers and the refusals are exactly what `decide` says.

use super::super::board::{attack_targets, legal_moves, Side};
use super::super::cite;
use super::super::table_rules::board_rules;
use super::check::{check, moving_board};
use super::{
    describe, run, setup, view, CardId, Choice, Command, Event, MatchError, MatchSetup, MatchState,
    MatchView, Outcome, Target,
};
use crate::encounter::{Battle, Legal, LegalNow, LogLine, Offered, Viewer, Withheld};
use crate::random::Rng;
use crate::RuleViolation;

/// Lytharian Chess matches, for the encounter engine.
pub struct LytharianMatch;

impl Battle for LytharianMatch {
    type Setup = MatchSetup;
    type State = MatchState;
    type Command = Command;
    type Event = Event;
    type Outcome = Outcome;
    type View = MatchView;

    fn begin(setup: &MatchSetup, rng: &mut Rng) -> Result<MatchState, RuleViolation> {
        setup::begin(setup, rng).map_err(|e| e.violation())
    }

    fn decide(
        state: &MatchState,
        command: &Command,
        rng: &mut Rng,
    ) -> Result<Vec<Event>, RuleViolation> {
        run::decide(state, command, rng).map_err(|e| e.violation())
    }

    fn evolve(state: &mut MatchState, event: &Event) {
        super::evolve::evolve(state, event);
    }

    fn describe(state_before: &MatchState, event: &Event, command: u32) -> Option<LogLine> {
        describe::describe(state_before, event, command)
    }

    fn opening(initial: &MatchState, _viewer: Viewer) -> Vec<LogLine> {
        opening(initial)
    }

    fn outcome(state: &MatchState) -> Option<Outcome> {
        state.outcome.clone()
    }

    fn view(state: &MatchState, viewer: Viewer) -> MatchView {
        view::view(state, viewer)
    }

    fn describe_for(
        state_before: &MatchState,
        event: &Event,
        _state_after: &MatchState,
        command: u32,
        viewer: Viewer,
    ) -> Option<LogLine> {
        describe::describe_for(state_before, event, command, viewer)
    }
}

/// What the setup decided, for every viewer alike (power scores are added up in the open):
/// who goes first and with what mana, and the armies standing face down.
pub fn opening(initial: &MatchState) -> Vec<LogLine> {
    let (first, second) = (initial.player(Side::First), initial.player(Side::Second));
    let who = if first.army_power < second.army_power {
        format!(
            "The first player's army has the lower power score ({} to {}): it goes first, \
             with {} mana on its counter.",
            first.army_power, second.army_power, first.mana
        )
    } else {
        format!(
            "Both armies score {} power: a D6 roll-off decided who goes first.",
            first.army_power
        )
    };
    vec![
        LogLine::new(who, Some(cite("Getting Started"))),
        LogLine::new(
            "Both armies stand face down on their first two rows; each deck is shuffled.",
            Some(cite("Board Setup")),
        ),
    ]
}

/// Why `command` would be refused now, or `None` when it is legal.
pub fn why_not(state: &MatchState, command: &Command) -> Option<MatchError> {
    check(state, command).err()
}

/// The side whose answer the match waits for.
pub fn acting_side(state: &MatchState) -> Side {
    if let Some(pawn) = state.promotion {
        return state.troop(pawn).side;
    }
    if let Some(next) = state.combat.as_ref().and_then(|c| c.choosing.first()) {
        return state.troop(*next).side;
    }
    state.priority.unwrap_or(state.turn.side)
}

/// Commands worth offering to the acting side now (the legal ones and, per kind, the refused).
pub fn candidates(state: &MatchState) -> Vec<Command> {
    let side = acting_side(state);
    let mut out = vec![
        Command::EndEffects { side },
        Command::KeepHand { side },
        Command::ChargeObelisk { side },
        Command::Pass { side },
        Command::EndTurn { side },
        Command::KeepPawn { side },
    ];
    let board = moving_board(state);
    let rules = board_rules(&state.choices);
    let mut moves = Vec::new();
    legal_moves(&board, side, rules, &mut moves);
    out.extend(moves.iter().map(|mv| Command::Move {
        side,
        from: mv.from,
        to: mv.to,
    }));
    let mut targets = Vec::new();
    for (index, troop) in state.troops.iter().enumerate() {
        let Some(square) = troop.square else { continue };
        let id = index as u8;
        if troop.side == side {
            out.push(Command::Reveal { side, troop: id });
            let count = super::combat::abilities(state, id)
                .len()
                .min(usize::from(u8::MAX));
            for ability in 0..count as u8 {
                out.push(Command::UseAbility {
                    side,
                    troop: id,
                    ability,
                    target: None,
                });
                for (other, them) in state.troops.iter().enumerate() {
                    if them.square.is_some() && them.side != side {
                        out.push(Command::UseAbility {
                            side,
                            troop: id,
                            ability,
                            target: Some(other as u8),
                        });
                    }
                }
            }
            out.push(Command::Promote { side, into: id });
            for choice in [Choice::Att, Choice::Reduction] {
                out.push(Command::Choose {
                    side,
                    troop: id,
                    choice,
                });
            }
            targets.clear();
            attack_targets(&board, square, rules, &mut targets);
            for target in &targets {
                if let Some(defender) = state.troop_at(*target) {
                    out.push(Command::Attack {
                        side,
                        attacker: id,
                        defender,
                    });
                }
            }
        }
    }
    let hand: Vec<CardId> = state.player(side).hand.clone();
    for card in hand {
        out.push(Command::Harness { side, card });
        for target in spell_targets(state) {
            out.push(Command::Cast {
                side,
                card,
                x: 0,
                target,
            });
        }
    }
    out
}

fn spell_targets(state: &MatchState) -> Vec<Target> {
    let mut targets = vec![Target::None];
    for (index, troop) in state.troops.iter().enumerate() {
        if troop.square.is_some() {
            targets.push(Target::Troop { troop: index as u8 });
        }
    }
    targets.extend(
        state
            .stack
            .iter()
            .map(|item| Target::Spell { card: item.card }),
    );
    targets.extend([Side::First, Side::Second].map(|side| Target::Player { side }));
    targets
}

impl Legal for LytharianMatch {
    type Preview = ();

    fn legal(state: &MatchState) -> LegalNow<Command, ()> {
        let mut now = LegalNow::default();
        if state.outcome.is_some() {
            return now;
        }
        for command in candidates(state) {
            let kind = command.kind().to_owned();
            match check(state, &command) {
                Ok(()) => now.offered.push(Offered {
                    kind,
                    command,
                    preview: None,
                }),
                Err(error) => {
                    // One refusal per kind is enough for the screen to grey it with its reason.
                    if !now.withheld.iter().any(|w| w.kind == kind)
                        && !now.offered.iter().any(|o| o.kind == kind)
                    {
                        now.withheld.push(Withheld {
                            kind,
                            command,
                            reason: error.violation(),
                        });
                    }
                }
            }
        }
        now
    }
}
