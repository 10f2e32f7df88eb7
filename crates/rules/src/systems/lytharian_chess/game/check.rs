//! Whether a command is legal now, read-only: the one set of checks both
//! [`decide`](super::run::decide) and [`legal`](super::legal) use.

use super::super::board::{attack_targets, castle_area, moves_from, BoardTroop, Side};
use super::super::cards::{Card, PieceType, SpellCard, SpellCost, SpellType};
use super::super::table_rules::board_rules;
use super::error::phase_name;
use super::spells::effect_of;
use super::{
    side_name, CardId, Command, MatchError, MatchState, Phase, SpellEffect, Target, TroopId,
    ENCHANT_SPACES, MANA_TOP, OBELISK_TOP,
};
use crate::grid::Square;

/// The board as `side` moves on it this turn (a spell may make a troop move as another piece).
pub fn moving_board(state: &MatchState) -> super::super::board::Board {
    let mut board = state.board.clone();
    for &(troop, piece) in &state.turn.moves_as {
        if let Some(square) = state.troop(troop).square {
            if let Ok(placed) = board.remove(square) {
                let _ = board.place(
                    square,
                    BoardTroop {
                        moves_as: Some(piece),
                        ..placed
                    },
                );
            }
        }
    }
    board
}

/// Squares crossed by the move from `from` to `to` (1 for a knight's jump), as the move
/// generator counts them.
pub fn move_length(state: &MatchState, from: Square, to: Square) -> u8 {
    let board = moving_board(state);
    let mut moves = Vec::new();
    moves_from(&board, from, board_rules(&state.choices), &mut moves);
    moves
        .iter()
        .find(|mv| mv.to == to)
        .map_or(1, |mv| mv.squares)
}

/// Whether `side` has any legal move (a turn without one may end, or loses the match, by the
/// table rule `lytharian_chess.no_legal_move`: digest A15).
pub fn any_move(state: &MatchState, side: Side) -> bool {
    let board = moving_board(state);
    let rules = board_rules(&state.choices);
    let mut out = Vec::new();
    for placed in board.occupants() {
        if placed.occupant.side == side {
            moves_from(&board, placed.square, rules, &mut out);
            if !out.is_empty() {
                return true;
            }
        }
    }
    false
}

fn own_troop(state: &MatchState, side: Side, troop: TroopId) -> Result<Square, MatchError> {
    let it = state
        .troops
        .get(usize::from(troop))
        .ok_or_else(|| MatchError::NotYourTroop("There is no such troop.".to_owned()))?;
    match it.square {
        Some(square) if it.side == side => Ok(square),
        Some(_) => Err(MatchError::NotYourTroop(format!(
            "That troop is not {}'s.",
            side_name(side)
        ))),
        None => Err(MatchError::NotYourTroop(
            "That troop is in the crypt.".to_owned(),
        )),
    }
}

/// Whether `caster` may target `troop` with a spell («Targeting»): their own troops always;
/// an enemy only when revealed (a curse excepted), and in a castle area only when revealed
/// with a troop of the caster's next to it.
pub fn check_target_troop(
    state: &MatchState,
    caster: Side,
    troop: TroopId,
    curse: bool,
) -> Result<Square, MatchError> {
    let it = state
        .troops
        .get(usize::from(troop))
        .ok_or_else(|| MatchError::BadTarget("There is no such troop.".to_owned()))?;
    let square = it
        .square
        .ok_or_else(|| MatchError::BadTarget("That troop is in the crypt.".to_owned()))?;
    if it.side == caster {
        return Ok(square);
    }
    if !it.revealed && !curse {
        return Err(MatchError::BadTarget(
            "An enemy troop may be targeted only once revealed (curses excepted).".to_owned(),
        ));
    }
    let in_castle = [Side::First, Side::Second]
        .iter()
        .any(|side| castle_area(*side).contains(&square));
    if in_castle {
        let friend_next_to_it = state.troops.iter().any(|other| {
            other.side == caster
                && other
                    .square
                    .is_some_and(|at| at != square && at.gaps(square).0.max(at.gaps(square).1) == 1)
        });
        if !it.revealed || !friend_next_to_it {
            return Err(MatchError::BadTarget(
                "A troop in the castle area may be targeted only when revealed and with a \
                 troop of yours next to it."
                    .to_owned(),
            ));
        }
    }
    Ok(square)
}

/// The spell card `card` is, if `side` holds it.
pub fn in_hand(state: &MatchState, side: Side, card: CardId) -> Result<&SpellCard, MatchError> {
    if !state.player(side).hand.contains(&card) {
        return Err(MatchError::NotInHand(side_name(side)));
    }
    match &state.card(card).card {
        Card::Spell(spell) => Ok(spell),
        _ => Err(MatchError::WrongTiming {
            card: state.card_name(card).to_owned(),
            spell_type: "equipment",
            why: "equipment is attached, not cast.",
        }),
    }
}

/// The mana the spell costs with `x` chosen and `target` named.
pub fn cost(
    state: &MatchState,
    spell: &SpellCard,
    x: u8,
    target: Target,
) -> Result<u8, MatchError> {
    match spell.cost.get() {
        None => Err(MatchError::UnknownValue {
            card: spell.name.clone(),
            field: "cost",
        }),
        Some(SpellCost::Fixed { mana }) => Ok(mana),
        Some(SpellCost::Variable) => Ok(x),
        Some(SpellCost::TargetsCost) => match target {
            Target::Spell { card } => match &state.card(card).card {
                Card::Spell(other) => match other.cost.get() {
                    Some(SpellCost::Fixed { mana }) => Ok(mana),
                    _ => Err(MatchError::UnknownValue {
                        card: other.name.clone(),
                        field: "cost",
                    }),
                },
                _ => Err(MatchError::BadTarget("That is not a spell.".to_owned())),
            },
            _ => Err(MatchError::BadTarget("It targets a spell.".to_owned())),
        },
    }
}

fn in_window(state: &MatchState) -> bool {
    state.priority.is_some()
}

fn check_timing(
    state: &MatchState,
    side: Side,
    spell: &SpellCard,
) -> Result<SpellType, MatchError> {
    let spell_type = spell
        .spell_type
        .get()
        .ok_or_else(|| MatchError::UnknownValue {
            card: spell.name.clone(),
            field: "spell type",
        })?;
    let wrong = |why| MatchError::WrongTiming {
        card: spell.name.clone(),
        spell_type: spell_type.name(),
        why,
    };
    if in_window(state) {
        if state.priority != Some(side) {
            return Err(MatchError::NotYourPriority(side_name(side)));
        }
        if spell_type != SpellType::FastCast {
            return Err(wrong(
                "only fast cast spells answer a spell or go into a combat.",
            ));
        }
        return Ok(spell_type);
    }
    if spell_type == SpellType::FastCast {
        return Ok(spell_type);
    }
    if side != state.turn.side {
        return Err(wrong(
            "only the active player casts it, in their own main phase.",
        ));
    }
    if state.turn.phase != Phase::Main {
        return Err(wrong("it is cast in its player's main phase."));
    }
    Ok(spell_type)
}

fn check_cast(
    state: &MatchState,
    side: Side,
    card: CardId,
    x: u8,
    target: Target,
) -> Result<(), MatchError> {
    let spell = in_hand(state, side, card)?;
    let spell_type = check_timing(state, side, spell)?;
    let effect = effect_of(spell, &state.spell_effects)
        .ok_or_else(|| MatchError::EffectUnknown(spell.name.clone()))?;
    let curse = spell_type == SpellType::Curse;
    match (effect, target) {
        (
            SpellEffect::Damage { .. }
            | SpellEffect::Heal { .. }
            | SpellEffect::Prevent { .. }
            | SpellEffect::MovesAs { .. },
            Target::Troop { troop },
        ) => {
            check_target_troop(state, side, troop, curse)?;
        }
        (SpellEffect::StaysInPlay, Target::Troop { troop }) if spell_type != SpellType::Enchant => {
            check_target_troop(state, side, troop, curse)?;
            let friendly = state.troop(troop).side == side;
            if curse && friendly || spell_type == SpellType::Aura && !friendly {
                return Err(MatchError::BadTarget(
                    "An aura goes on a friendly troop, a curse on an enemy troop.".to_owned(),
                ));
            }
        }
        (SpellEffect::StaysInPlay | SpellEffect::GoodTroopsBonus { .. }, target)
            if spell_type == SpellType::Enchant =>
        {
            let enchants = &state.player(side).enchants;
            if enchants
                .iter()
                .any(|other| state.card_name(*other) == spell.name)
            {
                return Err(MatchError::BadTarget(format!(
                    "{} is in play already: one enchant of each name.",
                    spell.name
                )));
            }
            match target {
                Target::None if enchants.len() < ENCHANT_SPACES => {}
                Target::None => {
                    return Err(MatchError::BadTarget(
                        "All three enchant spaces are taken: name the enchant it replaces."
                            .to_owned(),
                    ))
                }
                Target::Spell { card }
                    if enchants.len() >= ENCHANT_SPACES && enchants.contains(&card) => {}
                _ => {
                    return Err(MatchError::BadTarget(
                        "An enchant names no target, or, with all three spaces taken, one of \
                         its player's enchants to replace."
                            .to_owned(),
                    ))
                }
            }
        }
        (SpellEffect::CurseDamagePerSquare { .. }, Target::Troop { troop }) => {
            check_target_troop(state, side, troop, true)?;
            if state.troop(troop).side == side {
                return Err(MatchError::BadTarget(
                    "A curse goes on an enemy troop.".to_owned(),
                ));
            }
        }
        (SpellEffect::DamageAndHealFriend { .. }, Target::TroopAndFriend { troop, friend }) => {
            check_target_troop(state, side, troop, false)?;
            own_troop(state, side, friend)
                .map_err(|_| MatchError::BadTarget("The healed troop must be yours.".to_owned()))?;
        }
        (SpellEffect::Counter, Target::Spell { card: other }) => {
            if !state.stack.iter().any(|item| item.card == other) {
                return Err(MatchError::BadTarget(
                    "A counter spell targets a spell on the stack.".to_owned(),
                ));
            }
        }
        (SpellEffect::DestroyPermanent, Target::Spell { card: other }) => {
            let on_troop = state
                .troops
                .iter()
                .any(|t| t.square.is_some() && (t.aura == Some(other) || t.curse == Some(other)));
            let enchant = state.players.iter().any(|p| p.enchants.contains(&other));
            if !on_troop && !enchant {
                return Err(MatchError::BadTarget(
                    "It targets a permanent spell in play.".to_owned(),
                ));
            }
        }
        (SpellEffect::DrainMana { .. }, Target::Player { .. }) => {}
        (SpellEffect::GainManaEndTurn { .. }, Target::None) => {
            if state.turn.side != side || state.turn.moved.is_some() || state.turn.attacked {
                return Err(MatchError::WrongTiming {
                    card: spell.name.clone(),
                    spell_type: spell_type.name(),
                    why: "it is cast at the start of its player's main phase.",
                });
            }
        }
        _ => {
            return Err(MatchError::BadTarget(format!(
                "{} does not take that target.",
                spell.name
            )))
        }
    }
    let cost = cost(state, spell, x, target)?;
    let player = state.player(side);
    let have = player.mana.saturating_add(player.pool);
    if have < cost {
        return Err(MatchError::NotEnoughMana { cost, have });
    }
    Ok(())
}

fn check_main(state: &MatchState, side: Side) -> Result<(), MatchError> {
    if side != state.turn.side {
        return Err(MatchError::not_turn(side));
    }
    if state.turn.phase != Phase::Main {
        return Err(MatchError::WrongPhase {
            needed: "main",
            now: phase_name(state.turn.phase),
        });
    }
    Ok(())
}

/// Whether `command` is legal now. Never changes anything.
pub fn check(state: &MatchState, command: &Command) -> Result<(), MatchError> {
    if state.outcome.is_some() {
        return Err(MatchError::MatchOver);
    }
    let side = command.side();
    if let Some(pawn) = state.promotion {
        let owner = state.troop(pawn).side;
        return match command {
            Command::KeepPawn { .. } if side == owner => Ok(()),
            Command::Promote { into, .. } if side == owner => {
                own_troop(state, side, *into)
                    .map_err(|e| MatchError::BadPromotion(e.to_string()))?;
                if *into == pawn || state.troop(*into).card.piece.get() == Some(PieceType::King) {
                    return Err(MatchError::BadPromotion(
                        "A pawn becomes a copy of another friendly troop, never the king."
                            .to_owned(),
                    ));
                }
                Ok(())
            }
            _ => Err(MatchError::PromotionPending),
        };
    }
    if let Some(combat) = &state.combat {
        if let Some(&next) = combat.choosing.first() {
            return match command {
                Command::Choose { troop, .. }
                    if *troop == next && side == state.troop(next).side =>
                {
                    Ok(())
                }
                Command::UseAbility {
                    troop,
                    ability,
                    target,
                    ..
                } => {
                    if state.priority.is_some() {
                        return Err(MatchError::StackPending);
                    }
                    super::abilities::check_ability(state, side, *troop, *ability, *target)
                        .map(|_| ())
                }
                Command::Choose { .. } => Err(MatchError::BadChoice(
                    "The defender chooses first, then the attacker.".to_owned(),
                )),
                _ => Err(MatchError::ChoicePending),
            };
        }
    }
    if in_window(state)
        && !matches!(
            command,
            Command::Cast { .. }
                | Command::Pass { .. }
                | Command::Harness { .. }
                | Command::ChargeObelisk { .. }
                | Command::Reveal { .. }
        )
    {
        return Err(MatchError::StackPending);
    }
    match command {
        Command::EndEffects { .. } => {
            if side != state.turn.side {
                return Err(MatchError::not_turn(side));
            }
            if state.turn.phase != Phase::Effects {
                return Err(MatchError::WrongPhase {
                    needed: "effects",
                    now: phase_name(state.turn.phase),
                });
            }
            Ok(())
        }
        Command::KeepHand { .. } | Command::DiscardAndDraw { .. } => {
            if side != state.turn.side {
                return Err(MatchError::not_turn(side));
            }
            if state.turn.phase != Phase::DrawChoice {
                return Err(MatchError::BadDraw(
                    "The draw is a choice only with 10 or more cards in hand.".to_owned(),
                ));
            }
            if let Command::DiscardAndDraw { cards, .. } = command {
                let hand = &state.player(side).hand;
                let mut seen: Vec<CardId> = Vec::with_capacity(cards.len());
                for card in cards {
                    if !hand.contains(card) || seen.contains(card) {
                        return Err(MatchError::NotInHand(side_name(side)));
                    }
                    seen.push(*card);
                }
                if hand.len() - cards.len() != super::HAND_LIMIT - 1 {
                    return Err(MatchError::BadDraw(format!(
                        "Discard down to 9 cards: {} from {}.",
                        hand.len() - (super::HAND_LIMIT - 1),
                        hand.len()
                    )));
                }
            }
            Ok(())
        }
        Command::ChargeObelisk { .. } => {
            let player = state.player(side);
            if player.mana < MANA_TOP {
                return Err(MatchError::CannotCharge(
                    "The obelisk is charged when the counter reaches 15.".to_owned(),
                ));
            }
            if player.obelisk >= OBELISK_TOP {
                return Err(MatchError::CannotCharge(
                    "The obelisk is at 6, its most.".to_owned(),
                ));
            }
            Ok(())
        }
        Command::Harness { card, .. } => {
            if in_window(state) && state.priority != Some(side) {
                return Err(MatchError::NotYourPriority(side_name(side)));
            }
            let spell = in_hand(state, side, *card).map_err(|_| {
                MatchError::CannotHarness("Only a spell in hand is harnessed.".to_owned())
            })?;
            if state.player(side).harnessed {
                return Err(MatchError::CannotHarness(
                    "A player harnesses once per turn.".to_owned(),
                ));
            }
            if !spell.rarity.is_known() {
                return Err(MatchError::UnknownValue {
                    card: spell.name.clone(),
                    field: "quality",
                });
            }
            Ok(())
        }
        Command::Cast {
            card, x, target, ..
        } => check_cast(state, side, *card, *x, *target),
        Command::Pass { .. } => {
            if state.priority != Some(side) {
                return Err(MatchError::NotYourPriority(side_name(side)));
            }
            Ok(())
        }
        Command::Reveal { troop, .. } => {
            own_troop(state, side, *troop)?;
            if state.troop(*troop).revealed {
                return Err(MatchError::NotYourTroop(
                    "That troop is face up already.".to_owned(),
                ));
            }
            Ok(())
        }
        Command::Move { from, to, .. } => {
            check_main(state, side)?;
            if state.turn.moved.is_some() {
                return Err(MatchError::AlreadyMoved);
            }
            let troop = state
                .troop_at(*from)
                .ok_or_else(|| MatchError::IllegalMove("No troop stands there.".to_owned()))?;
            own_troop(state, side, troop)?;
            let board = moving_board(state);
            let mut moves = Vec::new();
            moves_from(&board, *from, board_rules(&state.choices), &mut moves);
            if !moves.iter().any(|mv| mv.to == *to) {
                let piece = board
                    .at(*from)
                    .map_or(PieceType::Pawn, BoardTroop::movement);
                return Err(MatchError::IllegalMove(format!(
                    "A {} cannot move there: it moves onto an empty square along its own lines.",
                    piece.name()
                )));
            }
            Ok(())
        }
        Command::Attack {
            attacker, defender, ..
        } => {
            check_main(state, side)?;
            if state.turn.attacked {
                return Err(MatchError::AlreadyAttacked);
            }
            let from = own_troop(state, side, *attacker)?;
            if state.turn.main_used.contains(attacker) {
                return Err(MatchError::IllegalAttack(
                    "A troop that used its Main: ability this turn may not attack.".to_owned(),
                ));
            }
            let target = state
                .troops
                .get(usize::from(*defender))
                .and_then(|t| t.square);
            let board = moving_board(state);
            let mut targets = Vec::new();
            attack_targets(&board, from, board_rules(&state.choices), &mut targets);
            match target {
                Some(square) if targets.contains(&square) => Ok(()),
                _ => Err(MatchError::IllegalAttack(
                    "It attacks an adjacent enemy in a direction it can move (a pawn forward \
                     diagonally)."
                        .to_owned(),
                )),
            }
        }
        Command::UseAbility {
            troop,
            ability,
            target,
            ..
        } => {
            if state.priority.is_some() {
                return Err(MatchError::StackPending);
            }
            super::abilities::check_ability(state, side, *troop, *ability, *target).map(|_| ())
        }
        Command::Choose { .. } => Err(MatchError::BadChoice(
            "No combat choice is waiting.".to_owned(),
        )),
        Command::Promote { .. } | Command::KeepPawn { .. } => Err(MatchError::BadPromotion(
            "No pawn is waiting to promote.".to_owned(),
        )),
        Command::EndTurn { .. } => {
            check_main(state, side)?;
            if state.turn.moved.is_none() && any_move(state, side) {
                return Err(MatchError::MustMove);
            }
            Ok(())
        }
    }
}
