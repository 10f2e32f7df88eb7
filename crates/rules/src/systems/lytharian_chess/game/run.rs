//! The events a legal command causes, worked out on a scratch copy so each step sees the one
//! before (a spell resolves, then deaths are checked, then the next spell).

use super::super::board::Side;
use super::super::cards::{Card, PieceType, SpellType};
use super::super::keywords::{d3, Amount, KeywordEffect, TriggerEvent, Triggered};
use super::super::table_rules::{match_rules, MatchRules};
use super::check::check;
use super::combat::{abilities, exchange, remaining, spell_damage};
use super::evolve::evolve;
use super::spells::effect_of;
use super::{
    Command, Event, MatchError, MatchState, Outcome, RevealCause, SpellEffect, StackItem, Target,
    TroopId, HAND_LIMIT,
};
use crate::random::Rng;

struct Run<'r> {
    state: MatchState,
    /// The table's rules for the match, worked out once per command.
    rules: MatchRules,
    events: Vec<Event>,
    rng: &'r mut Rng,
}

impl Run<'_> {
    fn emit(&mut self, event: Event) {
        evolve(&mut self.state, &event);
        self.events.push(event);
    }

    fn draw(&mut self, side: Side) {
        match self.state.player(side).deck.last() {
            Some(&card) => self.emit(Event::Drew { side, card }),
            None => self.emit(Event::DeckEmpty { side }),
        }
    }

    fn main_begins(&mut self, side: Side) {
        self.emit(Event::MainBegan { side });
    }

    /// Kills every troop at zero Def or below; `lowered` is Def lost for a combat's check.
    fn deaths(&mut self, lowered: &[(TroopId, i32)], killer: &[(TroopId, TroopId)]) {
        let dead: Vec<TroopId> = (0..self.state.troops.len() as TroopId)
            .filter(|&id| {
                self.state.troop(id).square.is_some() && {
                    let less = lowered
                        .iter()
                        .find(|(t, _)| *t == id)
                        .map_or(0, |(_, l)| *l);
                    remaining(&self.state, id) - less <= 0
                }
            })
            .collect();
        for &troop in &dead {
            let by = killer.iter().find(|(t, _)| *t == troop).map(|(_, k)| *k);
            self.emit(Event::Died { troop, by });
        }
        for &troop in &dead {
            let owner = self.state.troop(troop).side;
            for ability in abilities(&self.state, troop) {
                let x = ability.x.as_ref().and_then(|x| x.get()).unwrap_or(0);
                if let KeywordEffect::Trigger {
                    on: TriggerEvent::Killed,
                    then,
                } = ability.keyword.info().effect
                {
                    match then {
                        Triggered::OwnerDraws { .. } => {
                            for _ in 0..x {
                                self.draw(owner);
                            }
                        }
                        Triggered::OwnerGainsMana { .. } => {
                            let mana = self
                                .state
                                .player(owner)
                                .mana
                                .saturating_add(x)
                                .min(self.rules.mana_cap);
                            self.emit(Event::ManaChanged {
                                side: owner,
                                mana,
                                why: format!(
                                    "{} (its troop was killed)",
                                    ability
                                        .keyword
                                        .info()
                                        .printed
                                        .replace(" X", &format!(" {x}"))
                                ),
                            });
                        }
                        _ => {}
                    }
                }
            }
            if let Some(by) = killer.iter().find(|(t, _)| *t == troop).map(|(_, k)| *k) {
                if self.state.troop(by).square.is_none() {
                    continue;
                }
                for ability in abilities(&self.state, by) {
                    let x = ability.x.as_ref().and_then(|x| x.get()).unwrap_or(0);
                    if let KeywordEffect::Trigger {
                        on: TriggerEvent::Kills,
                        then,
                    } = ability.keyword.info().effect
                    {
                        match then {
                            Triggered::GainForGood { .. } => {
                                self.emit(Event::Grew {
                                    troop: by,
                                    amount: x,
                                });
                            }
                            Triggered::HealSelf { amount } => {
                                let heal = match amount {
                                    Amount::D3 => d3(self.rng.roll(6)),
                                    _ => x,
                                };
                                let heal = heal.min(self.state.troop(by).damage);
                                if heal > 0 {
                                    self.emit(Event::Healed {
                                        troop: by,
                                        amount: heal,
                                    });
                                }
                            }
                            _ => {}
                        }
                    }
                }
            }
        }
        if !dead.is_empty() {
            self.check_win();
        }
    }

    fn check_win(&mut self) {
        if self.state.outcome.is_some() {
            return;
        }
        let king_dead = |state: &MatchState, side: Side| {
            state.troops.iter().any(|t| {
                t.side == side && t.square.is_none() && t.card.piece.get() == Some(PieceType::King)
            })
        };
        let (first, second) = (
            king_dead(&self.state, Side::First),
            king_dead(&self.state, Side::Second),
        );
        let outcome = match (first, second) {
            (false, false) => return,
            (true, false) => won(Side::Second, "The enemy king is defeated."),
            (false, true) => won(Side::First, "The enemy king is defeated."),
            (true, true) => self.both_kings_fell(),
        };
        self.emit(Event::Ended { outcome });
    }

    /// «Play Overview and Winning» 2 and 4: the higher power on the board; then the higher
    /// power killed; then the lower army power; then a D6 each, again on a tie.
    fn both_kings_fell(&mut self) -> Outcome {
        let on_board = |side: Side| -> u32 {
            self.state
                .troops
                .iter()
                .filter(|t| t.side == side && t.square.is_some())
                .map(|t| u32::from(t.card.power.get().unwrap_or(0)))
                .sum()
        };
        let (a, b) = (on_board(Side::First), on_board(Side::Second));
        if a != b {
            let winner = if a > b { Side::First } else { Side::Second };
            return won(
                winner,
                "Both kings fell; the higher power score on the board wins.",
            );
        }
        let (p, q) = (&self.state.players[0], &self.state.players[1]);
        if p.killed_power != q.killed_power {
            let winner = if p.killed_power > q.killed_power {
                Side::First
            } else {
                Side::Second
            };
            return won(
                winner,
                "Both kings fell; the higher power score killed wins.",
            );
        }
        if p.army_power != q.army_power {
            let winner = if p.army_power < q.army_power {
                Side::First
            } else {
                Side::Second
            };
            return won(winner, "Both kings fell; the lower army power score wins.");
        }
        loop {
            let (x, y) = (self.rng.roll(6), self.rng.roll(6));
            if x != y {
                let winner = if x > y { Side::First } else { Side::Second };
                return won(
                    winner,
                    &format!("Both kings fell with every score equal; the D6 roll-off wins ({x} to {y})."),
                );
            }
        }
    }

    fn lapse_pool(&mut self, side: Side) {
        let mana = self.state.player(side).pool;
        if mana > 0 {
            self.emit(Event::PoolLapsed { side, mana });
        }
    }

    fn resolve_stack(&mut self) {
        let mut cut_short = None;
        while let Some(item) = self.state.stack.last().cloned() {
            self.emit(Event::Resolving { card: item.card });
            if item
                .target_squares
                .iter()
                .any(|(troop, square)| self.state.troop(*troop).square != Some(*square))
            {
                self.emit(Event::Fizzled { card: item.card });
                continue;
            }
            let Card::Spell(spell) = &self.state.card(item.card).card else {
                continue;
            };
            let spell = spell.clone();
            let effect = effect_of(&spell, &self.state.spell_effects).expect("checked when cast");
            let mut stays = false;
            match (effect, item.target) {
                (SpellEffect::Damage { amount, .. }, Target::Troop { troop }) => {
                    self.damage(troop, amount.with(item.x));
                }
                (SpellEffect::Heal { amount }, Target::Troop { troop }) => {
                    self.heal(troop, amount.with(item.x));
                }
                (
                    SpellEffect::DamageAndHealFriend { damage, heal, .. },
                    Target::TroopAndFriend { troop, friend },
                ) => {
                    self.damage(troop, damage);
                    self.heal(friend, heal);
                }
                (SpellEffect::Counter, Target::Spell { card }) => {
                    if self.state.stack.iter().any(|other| other.card == card) {
                        self.emit(Event::Countered {
                            card,
                            by: item.card,
                        });
                    } else {
                        self.emit(Event::Fizzled { card: item.card });
                        continue;
                    }
                }
                (SpellEffect::Prevent { amount }, Target::Troop { troop }) => {
                    self.emit(Event::Protected {
                        troop,
                        amount: amount.with(item.x),
                    });
                }
                (SpellEffect::GainManaEndTurn { mana }, _) => {
                    let total = self
                        .state
                        .player(item.caster)
                        .mana
                        .saturating_add(mana)
                        .min(self.rules.mana_cap);
                    self.emit(Event::ManaChanged {
                        side: item.caster,
                        mana: total,
                        why: format!("{} (+{mana})", spell.name),
                    });
                    cut_short = Some(item.caster);
                }
                (SpellEffect::DrainMana { mana }, Target::Player { side }) => {
                    let total = self.state.player(side).mana.saturating_sub(mana);
                    self.emit(Event::ManaChanged {
                        side,
                        mana: total,
                        why: format!("{} (-{mana})", spell.name),
                    });
                }
                (SpellEffect::MovesAs { piece }, Target::Troop { troop }) => {
                    self.emit(Event::MovesAs { troop, piece });
                }
                (SpellEffect::DestroyPermanent, Target::Spell { card }) => {
                    self.emit(Event::PermanentDestroyed { card });
                    self.deaths(&[], &[]);
                }
                (_, target) if spell.spell_type.get() == Some(SpellType::Enchant) => {
                    let replaces = match target {
                        Target::Spell { card } => Some(card),
                        _ => None,
                    };
                    self.emit(Event::Enchanted {
                        side: item.caster,
                        card: item.card,
                        replaces,
                    });
                    stays = true;
                }
                (
                    SpellEffect::StaysInPlay | SpellEffect::CurseDamagePerSquare { .. },
                    Target::Troop { troop },
                ) => {
                    self.emit(Event::Attached {
                        troop,
                        card: item.card,
                    });
                    stays = true;
                }
                _ => {}
            }
            if !stays {
                self.emit(Event::ToNether { card: item.card });
            }
            if self.state.outcome.is_some() {
                return;
            }
        }
        if let Some(side) = cut_short {
            self.emit(Event::TurnCutShort { side });
            self.end_turn(side, false);
        }
    }

    fn damage(&mut self, troop: TroopId, amount: u8) {
        let (taken, explained) = spell_damage(&self.state, troop, amount, self.rng);
        let prevention = self.state.troop(troop).prevention;
        if self.rules.protection_is_pool && prevention > 0 {
            // The damage before protection is the sum of the other terms; the pool gives up
            // what it prevented of that.
            let before: i32 =
                explained.terms.iter().map(|t| t.value).sum::<i32>() + i32::from(prevention);
            let used = before.clamp(0, i32::from(prevention)) as u8;
            if used > 0 {
                self.emit(Event::ProtectionUsed {
                    troop,
                    amount: used,
                });
            }
        }
        if taken > 0 && !self.state.troop(troop).revealed {
            self.emit(Event::Revealed {
                troop,
                cause: RevealCause::Damage,
            });
        }
        self.emit(Event::Damaged {
            troop,
            amount: taken,
            dealt: amount,
            explained,
        });
        self.deaths(&[], &[]);
    }

    /// A curse that hurts its troop for each square it moves («Main Phase Casting: Curse
    /// (damage)»); the damage reveals a face-down troop.
    fn curse_on_move(&mut self, troop: TroopId, squares: u8) {
        let Some(curse) = self.state.troop(troop).curse else {
            return;
        };
        let Card::Spell(spell) = &self.state.card(curse).card else {
            return;
        };
        if let Some(SpellEffect::CurseDamagePerSquare { per, .. }) =
            effect_of(spell, &self.state.spell_effects)
        {
            let dealt = per.saturating_mul(squares);
            let (taken, explained) =
                super::combat::curse_damage(&self.state, troop, dealt, self.rng);
            if taken > 0 && !self.state.troop(troop).revealed {
                self.emit(Event::Revealed {
                    troop,
                    cause: RevealCause::Damage,
                });
            }
            self.emit(Event::Damaged {
                troop,
                amount: taken,
                dealt,
                explained,
            });
            self.deaths(&[], &[]);
        }
    }

    fn roll_amount(&mut self, amount: Amount, x: u8) -> u8 {
        match amount {
            Amount::D3 => d3(self.rng.roll(6)),
            Amount::Fixed { value } => value,
            _ => x,
        }
    }

    /// An `Effect:` or `Main:` ability's result; ability damage counts as spell damage for
    /// resistances (digest A24) unless it ignores them.
    fn apply_plan(&mut self, plan: super::abilities::Plan, side: Side) {
        use super::abilities::Plan;
        match plan {
            Plan::Damage {
                targets,
                amount,
                x,
                ignores_resistances,
            } => {
                for troop in targets {
                    if self.state.troop(troop).square.is_none() {
                        continue;
                    }
                    let dealt = self.roll_amount(amount, x);
                    if ignores_resistances {
                        if dealt > 0 && !self.state.troop(troop).revealed {
                            self.emit(Event::Revealed {
                                troop,
                                cause: RevealCause::Damage,
                            });
                        }
                        let explained = crate::citation::Explained {
                            value: i32::from(dealt),
                            terms: Vec::new(),
                            rule: super::super::cite("Glossary of Terms › Effect: Fiery Lava X"),
                            notes: vec!["Ignores every resistance.".to_owned()],
                        };
                        self.emit(Event::Damaged {
                            troop,
                            amount: dealt,
                            dealt,
                            explained,
                        });
                        self.deaths(&[], &[]);
                    } else {
                        self.damage(troop, dealt);
                    }
                    if self.state.outcome.is_some() {
                        return;
                    }
                }
            }
            Plan::Heal { target, amount, x } => {
                let amount = self.roll_amount(amount, x);
                self.heal(target, amount);
            }
            Plan::GainMana { x } => {
                let mana = self
                    .state
                    .player(side)
                    .mana
                    .saturating_add(x)
                    .min(self.rules.mana_cap);
                self.emit(Event::ManaChanged {
                    side,
                    mana,
                    why: format!("Power Up {x}"),
                });
            }
        }
    }

    /// «Scout Ability»: a scout that finishes a move reveals the enemies next to it, and an
    /// enemy that finishes a move next to a scout is revealed.
    fn scout(&mut self, moved: TroopId) {
        let is_scout = |state: &MatchState, troop: TroopId| {
            abilities(state, troop).iter().any(|a| {
                matches!(
                    a.keyword.info().effect,
                    KeywordEffect::Trigger {
                        on: TriggerEvent::MovementFinished,
                        then: Triggered::RevealAdjacentEnemies
                    }
                )
            })
        };
        let Some(square) = self.state.troop(moved).square else {
            return;
        };
        let side = self.state.troop(moved).side;
        let mover_scouts = is_scout(&self.state, moved);
        for other in 0..self.state.troops.len() as TroopId {
            let it = self.state.troop(other);
            let Some(at) = it.square else { continue };
            if it.side == side || super::super::keywords::squares_between(square, at) != 1 {
                continue;
            }
            if mover_scouts && !it.revealed {
                self.emit(Event::Revealed {
                    troop: other,
                    cause: RevealCause::Scout,
                });
            }
            if is_scout(&self.state, other) && !self.state.troop(moved).revealed {
                self.emit(Event::Revealed {
                    troop: moved,
                    cause: RevealCause::Scout,
                });
            }
        }
    }

    fn heal(&mut self, troop: TroopId, amount: u8) {
        let it = self.state.troop(troop);
        let amount = amount.min(it.damage);
        if it.square.is_some() && amount > 0 {
            self.emit(Event::Healed { troop, amount });
        }
    }

    fn fight(&mut self) {
        let combat = self.state.combat.clone().expect("a combat");
        let (a, d) = (combat.attacker, combat.defender);
        let both_stand =
            |s: &MatchState| s.troop(a).square.is_some() && s.troop(d).square.is_some();
        let defender_square = self.state.troop(d).square;
        if both_stand(&self.state) {
            let result = exchange(&self.state, self.rng);
            self.emit(Event::CombatDamage {
                to_attacker: result.to_attacker,
                to_defender: result.to_defender,
                attacker_att: result.attacker_att,
                defender_att: result.defender_att,
            });
            self.deaths(
                &[(a, result.def_lowered.0), (d, result.def_lowered.1)],
                &[(a, d), (d, a)],
            );
        }
        if self.state.outcome.is_some() {
            return;
        }
        let attacker_alive = self.state.troop(a).square.is_some();
        let defender_alive = self.state.troop(d).square.is_some();
        if attacker_alive && !defender_alive {
            if let Some(to) = defender_square.filter(|sq| self.state.board.is_free(*sq)) {
                self.emit(Event::Relocated {
                    troop: a,
                    to,
                    why: "takes the defender's square («Combat Overview»)".to_owned(),
                });
                self.scout(a);
                self.offer_promotion(a);
            }
        } else if attacker_alive && defender_alive {
            let cavalry = abilities(&self.state, a).iter().any(|ability| {
                matches!(
                    ability.keyword.info().effect,
                    KeywordEffect::Trigger {
                        on: TriggerEvent::FailedAttack,
                        then: Triggered::ReturnToStartingSquare
                    }
                )
            });
            if let Some((mover, from)) = self.state.turn.moved {
                if cavalry && mover == a && self.state.board.is_free(from) {
                    self.emit(Event::Relocated {
                        troop: a,
                        to: from,
                        why: "returns to the square its move started from («Glossary of Terms › Cavalry»)"
                            .to_owned(),
                    });
                }
            }
        }
        self.emit(Event::CombatEnded);
    }

    fn offer_promotion(&mut self, troop: TroopId) {
        let it = self.state.troop(troop);
        let pawn = it.card.piece.get() == Some(PieceType::Pawn);
        if pawn && it.square.is_some_and(|sq| it.side.promotes_on(sq)) {
            self.emit(Event::PromotionOffered { troop });
        }
    }

    fn end_turn(&mut self, side: Side, without_move: bool) {
        self.lapse_pool(side);
        self.lapse_pool(side.other());
        self.emit(Event::TurnEnded { side, without_move });
    }
}

fn won(winner: Side, reason: &str) -> Outcome {
    Outcome::Won {
        winner,
        reason: reason.to_owned(),
    }
}

/// The events of `command`, or the rule it breaks. Never changes `state`.
pub fn decide(
    state: &MatchState,
    command: &Command,
    rng: &mut Rng,
) -> Result<Vec<Event>, MatchError> {
    check(state, command)?;
    let mut run = Run {
        state: state.clone(),
        rules: match_rules(&state.choices),
        events: Vec::new(),
        rng,
    };
    let side = command.side();
    if !matches!(command, Command::Cast { .. } | Command::Harness { .. }) {
        run.lapse_pool(side);
    }
    match command {
        Command::EndEffects { .. } => {
            run.emit(Event::EffectsEnded { side });
            let player = run.state.player(side);
            let total = u16::from(player.mana) + u16::from(player.obelisk);
            let kept = total.min(u16::from(run.rules.mana_cap)) as u8;
            run.emit(Event::ManaGained {
                side,
                gained: kept - player.mana,
                lost: (total - u16::from(kept)) as u8,
            });
            if run.state.player(side).hand.len() >= HAND_LIMIT {
                run.emit(Event::DrawChoiceOpened { side });
            } else {
                run.draw(side);
                run.main_begins(side);
            }
        }
        Command::KeepHand { .. } => {
            run.emit(Event::HandKept { side });
            run.main_begins(side);
        }
        Command::DiscardAndDraw { cards, .. } => {
            for &card in cards {
                run.emit(Event::Discarded { side, card });
            }
            run.draw(side);
            run.main_begins(side);
        }
        Command::ChargeObelisk { .. } => run.emit(Event::ObeliskCharged { side }),
        Command::Harness { card, .. } => {
            let Card::Spell(spell) = &state.card(*card).card else {
                unreachable!("checked")
            };
            let mana = spell.rarity.get().expect("checked").harness_mana();
            run.emit(Event::Harnessed {
                side,
                card: *card,
                mana,
            });
        }
        Command::Cast {
            card, x, target, ..
        } => {
            let Card::Spell(spell) = &state.card(*card).card else {
                unreachable!("checked")
            };
            let cost = super::check::cost(state, spell, *x, *target)?;
            let from_pool = cost.min(state.player(side).pool);
            let target_squares = match *target {
                Target::Troop { troop } => {
                    vec![(troop, state.troop(troop).square.expect("checked"))]
                }
                Target::TroopAndFriend { troop, friend } => vec![
                    (troop, state.troop(troop).square.expect("checked")),
                    (friend, state.troop(friend).square.expect("checked")),
                ],
                _ => Vec::new(),
            };
            run.emit(Event::Cast {
                side,
                item: StackItem {
                    card: *card,
                    caster: side,
                    // X is the mana paid: the chosen X of a variable cost, else the cost.
                    x: cost,
                    target: *target,
                    target_squares,
                },
                from_pool,
                from_counter: cost - from_pool,
            });
        }
        Command::Pass { .. } => {
            // The second pass in a row closes the window («Spellcasting Overview»).
            let closes = state.passes >= 1;
            run.emit(Event::Passed { side });
            if closes {
                run.resolve_stack();
                if run.state.combat.is_some() && run.state.outcome.is_none() {
                    run.fight();
                }
            }
        }
        Command::Reveal { troop, .. } => run.emit(Event::Revealed {
            troop: *troop,
            cause: RevealCause::Owner,
        }),
        Command::Move { from, to, .. } => {
            let troop = state.troop_at(*from).expect("checked");
            let squares = super::check::move_length(state, *from, *to);
            run.emit(Event::Moved {
                troop,
                from: *from,
                to: *to,
            });
            run.scout(troop);
            run.curse_on_move(troop, squares);
            if run.state.outcome.is_none() && run.state.troop(troop).square.is_some() {
                run.offer_promotion(troop);
            }
        }
        Command::Attack {
            attacker, defender, ..
        } => {
            for troop in [*attacker, *defender] {
                if !state.troop(troop).revealed {
                    run.emit(Event::Revealed {
                        troop,
                        cause: RevealCause::Combat,
                    });
                }
            }
            run.emit(Event::AttackDeclared {
                attacker: *attacker,
                defender: *defender,
            });
            if run
                .state
                .combat
                .as_ref()
                .is_some_and(|c| c.choosing.is_empty())
            {
                run.emit(Event::SpellWindow {
                    first: state.troop(*defender).side,
                });
            }
        }
        Command::UseAbility {
            troop,
            ability,
            target,
            ..
        } => {
            let (main, plan) =
                super::abilities::check_ability(state, side, *troop, *ability, *target)?;
            run.emit(Event::AbilityUsed {
                troop: *troop,
                ability: *ability,
                main,
            });
            run.apply_plan(plan, side);
        }
        Command::Choose { troop, choice, .. } => {
            run.emit(Event::Chose {
                troop: *troop,
                choice: *choice,
            });
            if let Some(combat) = run.state.combat.as_ref().filter(|c| c.choosing.is_empty()) {
                let first = run.state.troop(combat.defender).side;
                run.emit(Event::SpellWindow { first });
            }
        }
        Command::Promote { into, .. } => {
            let troop = state.promotion.expect("checked");
            run.emit(Event::Promoted { troop, into: *into });
        }
        Command::KeepPawn { .. } => {
            let troop = state.promotion.expect("checked");
            run.emit(Event::PromotionDeclined { troop });
        }
        Command::EndTurn { .. } => {
            let without_move = state.turn.moved.is_none();
            if without_move && run.rules.stuck_player_loses {
                // The table's rule: no troop could move, so the turn's required move is
                // never made and the match is lost.
                let outcome = won(
                    side.other(),
                    "No troop could move, and a player who cannot move loses (table rule, \
                     «Phases of a Turn»).",
                );
                run.emit(Event::Ended { outcome });
            } else {
                run.end_turn(side, without_move);
            }
        }
    }
    Ok(run.events)
}
