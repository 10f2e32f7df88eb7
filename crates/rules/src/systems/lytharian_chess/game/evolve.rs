//! Applying one event. Events were checked when decided, so nothing here can fail.

use super::super::board::BoardTroop;
use super::super::cards::{Card, PieceType, SpellType};
use super::combat::has_choice;
use super::{CardId, Combat, Event, MatchState, Phase, TroopId};

fn to_nether(state: &mut MatchState, card: CardId) {
    let owner = state.card(card).owner;
    state.player_mut(owner).nether.push(card);
}

fn remove_from_hand(state: &mut MatchState, side: super::Side, card: CardId) {
    let hand = &mut state.player_mut(side).hand;
    if let Some(index) = hand.iter().position(|c| *c == card) {
        hand.remove(index);
    }
}

/// Everything attached to a troop goes to its owners' nethers (a death, a promotion).
fn strip(state: &mut MatchState, troop: TroopId) {
    let it = &mut state.troops[usize::from(troop)];
    let attached: Vec<CardId> = [
        it.weapon.take(),
        it.armor.take(),
        it.aura.take(),
        it.curse.take(),
    ]
    .into_iter()
    .flatten()
    .collect();
    for card in attached {
        to_nether(state, card);
    }
}

fn relocate(state: &mut MatchState, troop: TroopId, to: crate::grid::Square) {
    let from = state.troop(troop).square.expect("a troop on the board");
    let placed = state
        .board
        .remove(from)
        .expect("the board matches the troops");
    state
        .board
        .place(
            to,
            BoardTroop {
                moved: true,
                ..placed
            },
        )
        .expect("the square was free");
    state.troops[usize::from(troop)].square = Some(to);
}

/// Applies `event` to `state`.
pub fn evolve(state: &mut MatchState, event: &Event) {
    match event {
        Event::EffectsEnded { .. } => {}
        Event::ManaGained { side, gained, .. } => {
            let player = state.player_mut(*side);
            // The run already held the gain to the table's cap (`MatchRules::mana_cap`).
            player.mana = player.mana.saturating_add(*gained);
        }
        Event::Drew { side, card } => {
            let player = state.player_mut(*side);
            if let Some(index) = player.deck.iter().rposition(|c| c == card) {
                player.deck.remove(index);
            }
            player.hand.push(*card);
        }
        Event::DeckEmpty { .. } => {}
        Event::DrawChoiceOpened { .. } => state.turn.phase = Phase::DrawChoice,
        Event::HandKept { .. } => {}
        Event::Discarded { side, card } => {
            remove_from_hand(state, *side, *card);
            to_nether(state, *card);
        }
        Event::MainBegan { .. } => state.turn.phase = Phase::Main,
        Event::ObeliskCharged { side } => {
            let player = state.player_mut(*side);
            player.obelisk += 1;
            player.mana = 1;
        }
        Event::Harnessed { side, card, mana } => {
            remove_from_hand(state, *side, *card);
            to_nether(state, *card);
            let player = state.player_mut(*side);
            player.pool += mana;
            player.harnessed = true;
        }
        Event::PoolLapsed { side, .. } => state.player_mut(*side).pool = 0,
        Event::Cast {
            side,
            item,
            from_pool,
            from_counter,
        } => {
            remove_from_hand(state, *side, item.card);
            let player = state.player_mut(*side);
            player.pool -= from_pool;
            player.mana -= from_counter;
            state.stack.push(item.clone());
            state.priority = Some(side.other());
            state.passes = 0;
        }
        Event::Passed { side } => {
            state.passes += 1;
            if state.passes >= 2 {
                state.priority = None;
                state.passes = 0;
            } else {
                state.priority = Some(side.other());
            }
        }
        Event::Resolving { .. } => {
            state.stack.pop();
        }
        Event::Fizzled { card } | Event::ToNether { card } => to_nether(state, *card),
        Event::Countered { card, .. } => {
            state.stack.retain(|item| item.card != *card);
            to_nether(state, *card);
        }
        Event::Enchanted {
            side,
            card,
            replaces,
        } => {
            if let Some(old) = replaces {
                state.player_mut(*side).enchants.retain(|c| c != old);
                to_nether(state, *old);
            }
            state.player_mut(*side).enchants.push(*card);
        }
        Event::Attached { troop, card } => {
            let curse = matches!(&state.card(*card).card, Card::Spell(s) if s.spell_type.get() == Some(SpellType::Curse));
            let slot = &mut state.troops[usize::from(*troop)];
            let old = if curse {
                slot.curse.replace(*card)
            } else {
                slot.aura.replace(*card)
            };
            if let Some(old) = old {
                to_nether(state, old);
            }
        }
        Event::PermanentDestroyed { card } => {
            for troop in &mut state.troops {
                if troop.aura == Some(*card) {
                    troop.aura = None;
                }
                if troop.curse == Some(*card) {
                    troop.curse = None;
                }
            }
            for player in &mut state.players {
                player.enchants.retain(|c| c != card);
            }
            to_nether(state, *card);
        }
        Event::Protected { troop, amount } => {
            let it = &mut state.troops[usize::from(*troop)];
            it.prevention = it.prevention.saturating_add(*amount);
        }
        Event::ProtectionUsed { troop, amount } => {
            let it = &mut state.troops[usize::from(*troop)];
            it.prevention = it.prevention.saturating_sub(*amount);
        }
        Event::Damaged { troop, amount, .. } => {
            let it = &mut state.troops[usize::from(*troop)];
            it.damage = it.damage.saturating_add(*amount);
        }
        Event::Healed { troop, amount } => {
            let it = &mut state.troops[usize::from(*troop)];
            it.damage = it.damage.saturating_sub(*amount);
        }
        Event::ManaChanged { side, mana, .. } => state.player_mut(*side).mana = *mana,
        Event::MovesAs { troop, piece } => state.turn.moves_as.push((*troop, *piece)),
        Event::TurnCutShort { .. } => {}
        Event::Revealed { troop, .. } => state.troops[usize::from(*troop)].revealed = true,
        Event::Moved { troop, from, to } => {
            relocate(state, *troop, *to);
            state.turn.moved = Some((*troop, *from));
        }
        Event::AttackDeclared { attacker, defender } => {
            let mut choosing = Vec::new();
            for troop in [*defender, *attacker] {
                if has_choice(state, troop) {
                    choosing.push(troop);
                }
            }
            state.combat = Some(Combat {
                attacker: *attacker,
                defender: *defender,
                unrevealed_before: (
                    !state.troop(*attacker).revealed,
                    !state.troop(*defender).revealed,
                ),
                choosing,
                choices: Vec::new(),
            });
            state.turn.attacked = true;
            state.turn.attacker = Some(*attacker);
        }
        Event::AbilityUsed {
            troop,
            ability,
            main,
        } => {
            state.turn.abilities_used.push((*troop, *ability));
            if *main && !state.turn.main_used.contains(troop) {
                state.turn.main_used.push(*troop);
            }
        }
        Event::Chose { troop, choice } => {
            if let Some(combat) = &mut state.combat {
                combat.choosing.retain(|t| t != troop);
                combat.choices.push((*troop, *choice));
            }
        }
        Event::SpellWindow { first } => {
            state.priority = Some(*first);
            state.passes = 0;
        }
        Event::CombatDamage {
            to_attacker,
            to_defender,
            ..
        } => {
            if let Some(combat) = state.combat.clone() {
                let a = &mut state.troops[usize::from(combat.attacker)];
                a.damage = a.damage.saturating_add(*to_attacker);
                let d = &mut state.troops[usize::from(combat.defender)];
                d.damage = d.damage.saturating_add(*to_defender);
            }
        }
        Event::Died { troop, by } => {
            let it = state.troop(*troop);
            let (side, square) = (it.side, it.square);
            let power = u32::from(it.card.power.get().unwrap_or(0));
            strip(state, *troop);
            if let Some(square) = square {
                let _ = state.board.remove(square);
            }
            state.troops[usize::from(*troop)].square = None;
            state.player_mut(side).crypt.push(*troop);
            // Killed in combat or by a spell or ability, it counts for the other player («Play
            // Overview and Winning» counts the power of the troops each player killed).
            let _ = by;
            state.player_mut(side.other()).killed_power += power;
        }
        Event::Grew { troop, amount } => {
            let it = &mut state.troops[usize::from(*troop)];
            it.grown = it.grown.saturating_add(*amount);
        }
        Event::Relocated { troop, to, .. } => relocate(state, *troop, *to),
        Event::CombatEnded => {
            state.combat = None;
            state.priority = None;
            state.passes = 0;
            for troop in &mut state.troops {
                troop.prevention = 0;
            }
        }
        Event::PromotionOffered { troop } => state.promotion = Some(*troop),
        Event::Promoted { troop, into } => {
            let copy = state.troop(*into).card.clone();
            let piece = copy.piece.get().unwrap_or(PieceType::Queen);
            strip(state, *troop);
            let it = &mut state.troops[usize::from(*troop)];
            it.promoted_from = Some(std::mem::replace(&mut it.card, copy).name);
            it.damage = 0;
            it.revealed = true;
            if let Some(square) = it.square {
                if let Ok(placed) = state.board.remove(square) {
                    let _ = state.board.place(square, BoardTroop { piece, ..placed });
                }
            }
            state.promotion = None;
        }
        Event::PromotionDeclined { .. } => state.promotion = None,
        Event::TurnEnded { side, .. } => {
            let next = side.other();
            state.turn = super::Turn {
                side: next,
                number: state.turn.number + 1,
                phase: Phase::Effects,
                moved: None,
                attacked: false,
                main_used: Vec::new(),
                abilities_used: Vec::new(),
                attacker: None,
                moves_as: Vec::new(),
            };
            for player in &mut state.players {
                player.harnessed = false;
                player.pool = 0;
            }
            for troop in &mut state.troops {
                troop.prevention = 0;
            }
            state.priority = None;
            state.passes = 0;
        }
        Event::Ended { outcome } => state.outcome = Some(outcome.clone()),
    }
}
