//! Checking a command against the Opposition and working out its events. The events are found
//! by applying each to a scratch copy of the state as it is emitted, so a command that is
//! refused halfway leaves the real state untouched.

use std::cmp::Ordering;

use super::super::cards::{card_value, suit_tie, CardUse};
use super::super::content::{Skill, Trait};
use super::super::ledger::opposition_ended;
use super::super::table_rules::{INITIATIVE_TIES, JOKER_REPLACED, SAME_SUIT_TIE};
use super::super::{cite, words};
use super::evolve::{evolve, role_of};
use super::log::card_words;
use super::setup::OPENING_HAND;
use super::{
    AttackKind, CombatantId, Command, Condition, DrawReason, DrawStep, EndReason, Event,
    OpposedDraw, OppositionError, OppositionState, Outcome, Phase, Resolution, Role, Turn,
    TurnStep, XpAward, Zone,
};
use crate::cards::{Card, PlayingCard};
use crate::citation::{Explained, Term};
use crate::pile::PileSet;
use crate::random::Rng;

/// A scratch copy of the state and the events applied to it so far.
pub(super) struct Scratch<'r> {
    pub(super) state: OppositionState,
    events: Vec<Event>,
    rng: &'r mut Rng,
}

impl<'r> Scratch<'r> {
    pub(super) fn new(state: OppositionState, rng: &'r mut Rng) -> Scratch<'r> {
        Scratch {
            state,
            events: Vec::new(),
            rng,
        }
    }

    fn emit(&mut self, event: Event) {
        evolve(&mut self.state, &event);
        self.events.push(event);
    }

    fn seed(&mut self) -> u64 {
        self.rng.index(usize::MAX) as u64
    }

    pub(super) fn finish(self) -> (OppositionState, Vec<Event>) {
        (self.state, self.events)
    }
}

type Checked<T> = Result<T, OppositionError>;

/// The events `command` causes, or the rule it breaks (then nothing changes).
pub fn check(state: &OppositionState, command: &Command, rng: &mut Rng) -> Checked<Vec<Event>> {
    if matches!(state.phase, Phase::Ended(_)) {
        return Err(OppositionError::Over);
    }
    let mut s = Scratch::new(state.clone(), rng);
    match command {
        Command::PlayInitiative { combatant, card } => play_initiative(&mut s, *combatant, *card)?,
        Command::Discard { combatant, card } => {
            acting(&s.state, *combatant, "discard", true)?;
            in_hand(&s.state, *combatant, *card)?;
            s.emit(Event::Discarded {
                combatant: *combatant,
                cards: vec![*card],
                mulligan: false,
            });
        }
        Command::Mulligan { combatant } => {
            acting(&s.state, *combatant, "mulligan", true)?;
            let hand = s.state.suited(Zone::Hand(*combatant));
            s.emit(Event::Discarded {
                combatant: *combatant,
                cards: hand,
                mulligan: true,
            });
            draw_cards(
                &mut s,
                *combatant,
                OPENING_HAND,
                Zone::Hand(*combatant),
                DrawReason::Mulligan,
            )?;
            finish_turn(&mut s)?;
        }
        Command::ReplaceInitiative { combatant, card } => {
            acting(&s.state, *combatant, "replace initiative", false)?;
            in_hand(&s.state, *combatant, *card)?;
            let old = s.state.suited(Zone::Initiative(*combatant));
            let old = *old.first().ok_or_else(|| OppositionError::NotNow {
                waiting: "no initiative card is in place".into(),
                rule: "b. Initiative",
            })?;
            s.emit(Event::InitiativeReplaced {
                combatant: *combatant,
                old,
                new: *card,
            });
            finish_turn(&mut s)?;
        }
        Command::EndTurn { combatant } => {
            acting(&s.state, *combatant, "end the turn", false)?;
            finish_turn(&mut s)?;
        }
        Command::Attack {
            combatant,
            target,
            kind,
            skill,
            trait_bonus,
            card,
        } => attack(
            &mut s,
            *combatant,
            *target,
            *kind,
            skill,
            *trait_bonus,
            *card,
        )?,
        Command::Defend {
            combatant,
            skill,
            trait_bonus,
            card,
        } => defend(&mut s, *combatant, skill, *trait_bonus, *card)?,
        Command::Bet { combatant, card } => {
            let (draw, role) = betting(&s.state, *combatant, "bet")?;
            let name = name(&s.state, *combatant)?;
            let index = role_index(role);
            if played_from_hand(&s.state, &draw, *combatant, role) >= draw.caps[index] {
                let skill = match role {
                    Role::Aggressor => Some(&draw.aggressor_skill),
                    Role::Defender => draw.defender_skill.as_ref(),
                };
                return Err(OppositionError::OverTheCap {
                    name,
                    skill: skill.map(Skill::to_string).unwrap_or_default(),
                    cap: draw.caps[index],
                });
            }
            in_hand(&s.state, *combatant, *card)?;
            s.emit(Event::Bet {
                combatant: *combatant,
                card: *card,
            });
            maybe_reveal(&mut s)?;
        }
        Command::StopBetting { combatant } => {
            betting(&s.state, *combatant, "stop betting")?;
            s.emit(Event::StoppedBetting {
                combatant: *combatant,
            });
            maybe_reveal(&mut s)?;
        }
        Command::SpendWildcard { combatant } => {
            buying(&s.state, *combatant, "spend a Wildcard")?;
            let who = combatant_of(&s.state, *combatant)?;
            if who.wildcards == 0 {
                return Err(OppositionError::NoWildcard {
                    name: who.name.clone(),
                });
            }
            s.emit(Event::SpentWildcard {
                combatant: *combatant,
            });
            draw_cards(
                &mut s,
                *combatant,
                1,
                Zone::FaceUp(*combatant),
                DrawReason::Wildcard,
            )?;
            maybe_reveal(&mut s)?;
        }
        Command::DoneBuying { combatant } => {
            buying(&s.state, *combatant, "stop spending Wildcards")?;
            s.emit(Event::DoneBuying {
                combatant: *combatant,
            });
            maybe_reveal(&mut s)?;
        }
        Command::DesperationDraw {
            combatant,
            trait_drawn,
        } => {
            let waiting = match &s.state.phase {
                Phase::Turn(Turn {
                    step: TurnStep::DesperationDraw { combatant: who },
                    ..
                }) => *who,
                _ => return Err(not_now(&s.state)),
            };
            if waiting != *combatant {
                return Err(out_of_turn(&s.state, *combatant, "draw for Desperation")?);
            }
            if !matches!(trait_drawn, Trait::Spirit | Trait::Luck) {
                return Err(OppositionError::DesperationDrawTrait {
                    trait_name: trait_drawn.name(),
                });
            }
            let count = combatant_of(&s.state, *combatant)?.traits.get(*trait_drawn);
            draw_cards(
                &mut s,
                *combatant,
                usize::from(count),
                Zone::Hand(*combatant),
                DrawReason::Desperation,
            )?;
            finish_turn(&mut s)?;
        }
        Command::EndOpposition => {
            let outcome = outcome(&s.state, EndReason::Stopped);
            s.emit(Event::Ended(outcome));
        }
    }
    Ok(s.events)
}

/// Draws `count` cards for `who` from its deck onto `to`. A Joker gives its drawer a Wildcard
/// and is shuffled back with the discards («ii. Fate Draws»); whether the draw then goes on is
/// table rule `game_of_bastards.joker_replaced`, except that a card *played* from the top
/// (a defender's, a Wildcard's) is always a card. An empty draw pile is rebuilt from the
/// discards.
pub(super) fn draw_cards(
    s: &mut Scratch<'_>,
    who: CombatantId,
    count: usize,
    to: Zone,
    reason: DrawReason,
) -> Checked<Vec<Card>> {
    let deck = s.state.deck_of(who);
    let replaced = s.state.rules.is(&JOKER_REPLACED, "replaced") || reason == DrawReason::TopCard;
    let mut drawn = Vec::with_capacity(count);
    let mut pending: Vec<Card> = Vec::new();
    let mut owed = count;
    let mut guard = 0;
    while owed > 0 {
        guard += 1;
        if guard > 1_000 {
            return Err(OppositionError::DeckExhausted);
        }
        let pile = s.state.cards.pile(&Zone::DrawPile(deck));
        let Some(top) = pile.len().checked_sub(pending.len() + 1).map(|i| pile[i]) else {
            flush(s, who, deck, &mut pending, to, reason, &mut drawn);
            if s.state.cards.pile(&Zone::Discard(deck)).is_empty() {
                return Err(OppositionError::DeckExhausted);
            }
            let seed = s.seed();
            s.emit(Event::Reshuffled { deck, seed });
            continue;
        };
        match top {
            PlayingCard::Suited(card) => {
                pending.push(card);
                owed -= 1;
            }
            PlayingCard::Joker => {
                flush(s, who, deck, &mut pending, to, reason, &mut drawn);
                let seed = s.seed();
                s.emit(Event::Joker {
                    combatant: who,
                    deck,
                    seed,
                });
                if !replaced {
                    owed -= 1;
                }
            }
        }
    }
    flush(s, who, deck, &mut pending, to, reason, &mut drawn);
    Ok(drawn)
}

fn flush(
    s: &mut Scratch<'_>,
    who: CombatantId,
    deck: super::DeckId,
    pending: &mut Vec<Card>,
    to: Zone,
    reason: DrawReason,
    drawn: &mut Vec<Card>,
) {
    if pending.is_empty() {
        return;
    }
    drawn.extend_from_slice(pending);
    s.emit(Event::Drew {
        combatant: who,
        deck,
        cards: std::mem::take(pending),
        to,
        reason,
    });
}

fn play_initiative(s: &mut Scratch<'_>, who: CombatantId, card: Card) -> Checked<()> {
    if !matches!(s.state.phase, Phase::Initiative) {
        return Err(OppositionError::NotNow {
            waiting: "initiative cards are chosen as the Opposition begins".into(),
            rule: "b. Initiative",
        });
    }
    able(&s.state, who)?;
    if !s.state.cards.pile(&Zone::Initiative(who)).is_empty() {
        return Err(OppositionError::NotNow {
            waiting: format!(
                "{} has already chosen an initiative card",
                name(&s.state, who)?
            ),
            rule: "b. Initiative",
        });
    }
    in_hand(&s.state, who, card)?;
    s.emit(Event::InitiativeChosen {
        combatant: who,
        card,
    });
    let all_chosen = s
        .state
        .combatants
        .iter()
        .filter(|c| c.condition().can_act())
        .all(|c| !s.state.cards.pile(&Zone::Initiative(c.id)).is_empty());
    if all_chosen {
        s.emit(Event::InitiativeShown);
        start_round(s)?;
    }
    Ok(())
}

/// This round's order: lowest initiative first (the Ace counts 1), ties by table rule
/// `game_of_bastards.initiative_ties`.
pub(super) fn round_order(state: &OppositionState) -> Vec<CombatantId> {
    let by_suit = state.rules.is(&INITIATIVE_TIES, "suit_order");
    let mut order: Vec<(usize, CombatantId, Card)> = state
        .combatants
        .iter()
        .enumerate()
        .filter(|(_, c)| c.condition().can_act())
        .filter_map(|(listed, c)| c.initiative.map(|card| (listed, c.id, card)))
        .collect();
    order.sort_by(|a, b| {
        let value = card_value(a.2, CardUse::Initiative).cmp(&card_value(b.2, CardUse::Initiative));
        let suit = if by_suit {
            suit_tie(a.2.suit, b.2.suit)
        } else {
            Ordering::Equal
        };
        value.then(suit).then(a.0.cmp(&b.0))
    });
    order.into_iter().map(|(_, id, _)| id).collect()
}

fn start_round(s: &mut Scratch<'_>) -> Checked<()> {
    if ended(s) {
        return Ok(());
    }
    let order = round_order(&s.state);
    let round = s.state.round + 1;
    s.emit(Event::RoundBegan { round, order });
    begin_turn(s, 0)
}

fn begin_turn(s: &mut Scratch<'_>, at: usize) -> Checked<()> {
    let Phase::Turn(turn) = &s.state.phase else {
        return Ok(());
    };
    let actor = turn.order[at];
    s.emit(Event::TurnBegan {
        combatant: actor,
        at,
    });
    let luck = combatant_of(&s.state, actor)?.traits.luck;
    draw_cards(
        s,
        actor,
        usize::from(luck),
        Zone::Hand(actor),
        DrawReason::Luck,
    )?;
    Ok(())
}

/// Step 10, then step 11 (the next highest initiative) or 12 (a new round).
fn finish_turn(s: &mut Scratch<'_>) -> Checked<()> {
    let Phase::Turn(turn) = &s.state.phase else {
        return Ok(());
    };
    let (actor, at, order) = (turn.actor, turn.at, turn.order.clone());
    s.emit(Event::TurnEnded { combatant: actor });
    if ended(s) {
        return Ok(());
    }
    let next = (at + 1..order.len()).find(|i| {
        s.state
            .combatant(order[*i])
            .is_some_and(|c| c.condition().can_act())
    });
    match next {
        Some(i) => begin_turn(s, i),
        None => start_round(s),
    }
}

/// Ends the Opposition when all but one side are Knocked Out (or worse).
fn ended(s: &mut Scratch<'_>) -> bool {
    let mut standing: Vec<u8> = s
        .state
        .combatants
        .iter()
        .filter(|c| c.condition().can_act())
        .map(|c| c.side)
        .collect();
    standing.sort_unstable();
    standing.dedup();
    if standing.len() > 1 {
        return false;
    }
    let outcome = outcome(&s.state, EndReason::OneSideStanding);
    s.emit(Event::Ended(outcome));
    true
}

fn outcome(state: &OppositionState, reason: EndReason) -> Outcome {
    let mut standing: Vec<u8> = state
        .combatants
        .iter()
        .filter(|c| c.condition().can_act())
        .map(|c| c.side)
        .collect();
    standing.sort_unstable();
    standing.dedup();
    Outcome {
        reason,
        standing_side: (standing.len() == 1).then(|| standing[0]),
        xp: state
            .combatants
            .iter()
            .map(|c| XpAward {
                combatant: c.id,
                entry: opposition_ended(&state.rules),
            })
            .collect(),
    }
}

#[allow(clippy::too_many_arguments)]
fn attack(
    s: &mut Scratch<'_>,
    who: CombatantId,
    target: CombatantId,
    kind: AttackKind,
    skill: &Skill,
    trait_bonus: Trait,
    card: Card,
) -> Checked<()> {
    acting(&s.state, who, "attack", false)?;
    let defender = combatant_of(&s.state, target)?;
    let aggressor = combatant_of(&s.state, who)?;
    if who == target {
        return Err(OppositionError::OwnTarget {
            name: aggressor.name.clone(),
        });
    }
    desperate_trait(&s.state, who, trait_bonus)?;
    if s.state.cards.pile(&Zone::Hand(who)).is_empty() {
        return Err(OppositionError::EmptyHand {
            name: aggressor.name.clone(),
        });
    }
    in_hand(&s.state, who, card)?;
    let cap = card_cap(aggressor.skill_rank(skill), skill);
    let defender_plays = defender.condition().can_act();
    let draw = OpposedDraw {
        aggressor: who,
        defender: target,
        kind,
        aggressor_skill: skill.clone(),
        aggressor_trait: trait_bonus,
        defender_skill: None,
        defender_trait: None,
        caps: [cap.value as u8, 0],
        bought: [0, 0],
        stopped: [false, !defender_plays],
        bought_done: [false, !defender_plays],
        step: if defender_plays {
            DrawStep::DefenderFaceDown
        } else {
            DrawStep::Betting(Role::Aggressor)
        },
    };
    s.emit(Event::Declared {
        draw: Box::new(draw),
        cap,
    });
    s.emit(Event::PlayedFaceDown {
        combatant: who,
        card,
    });
    maybe_reveal(s)
}

fn defend(
    s: &mut Scratch<'_>,
    who: CombatantId,
    skill: &Skill,
    trait_bonus: Trait,
    card: Option<Card>,
) -> Checked<()> {
    let draw = current_draw(&s.state)?;
    if draw.step != DrawStep::DefenderFaceDown {
        return Err(not_now(&s.state));
    }
    if who != draw.defender {
        return Err(out_of_turn(&s.state, who, "defend")?);
    }
    desperate_trait(&s.state, who, trait_bonus)?;
    let defender = combatant_of(&s.state, who)?;
    let hand_empty = s.state.cards.pile(&Zone::Hand(who)).is_empty();
    match card {
        Some(card) => in_hand(&s.state, who, card)?,
        None if !hand_empty => {
            return Err(OppositionError::StillHoldsCards {
                name: defender.name.clone(),
            })
        }
        None => {}
    }
    let cap = card_cap(defender.skill_rank(skill), skill);
    s.emit(Event::Defended {
        combatant: who,
        skill: skill.clone(),
        trait_bonus,
        cap,
    });
    match card {
        Some(card) => s.emit(Event::PlayedFaceDown {
            combatant: who,
            card,
        }),
        None => {
            draw_cards(s, who, 1, Zone::FaceDown(who), DrawReason::TopCard)?;
        }
    }
    maybe_reveal(s)
}

/// A party's card cap: its skill's rank («d. Opposed Draws»: "a number of cards equal to their
/// chosen skill"), the face-down card included.
fn card_cap(rank: u8, skill: &Skill) -> Explained {
    let mut cap = Explained::sum(
        cite("d. Opposed Draws"),
        vec![Term {
            label: format!("{skill} rank"),
            value: i32::from(rank.max(1)),
            rule: cite("iv. Skills"),
        }],
    );
    cap.notes.push(
        "The face-down card counts toward the skill's rank: it is one of the cards played.".into(),
    );
    cap
}

/// Cards `who` has played from its hand (or the top, as a defender with none) in this draw.
pub(super) fn played_from_hand(
    state: &OppositionState,
    draw: &OpposedDraw,
    who: CombatantId,
    role: Role,
) -> u8 {
    let on_table =
        state.cards.pile(&Zone::FaceDown(who)).len() + state.cards.pile(&Zone::FaceUp(who)).len();
    (on_table as u8).saturating_sub(draw.bought[role_index(role)])
}

/// After betting and buying, once both parties are done: reveal and resolve (step 9).
fn maybe_reveal(s: &mut Scratch<'_>) -> Checked<()> {
    let draw = match &s.state.phase {
        Phase::Turn(Turn {
            step: TurnStep::Draw(draw),
            ..
        }) if draw.step == DrawStep::Wildcards && draw.bought_done.iter().all(|d| *d) => {
            draw.clone()
        }
        _ => return Ok(()),
    };
    let resolution = resolve(&s.state, &draw)?;
    let desperate = resolution.condition == Condition::Desperation
        && combatant_of(&s.state, draw.defender)?.condition() == Condition::Standing;
    s.emit(Event::Revealed(Box::new(resolution)));
    if desperate {
        return Ok(());
    }
    finish_turn(s)
}

fn total(
    state: &OppositionState,
    who: CombatantId,
    trait_bonus: Option<Trait>,
    cards: &[Card],
) -> Checked<Explained> {
    let combatant = combatant_of(state, who)?;
    let mut terms: Vec<Term> = cards
        .iter()
        .map(|card| Term {
            label: card_words(*card),
            value: i32::from(card_value(*card, CardUse::Draw)),
            rule: cite("ii. Fate Draws"),
        })
        .collect();
    let mut notes = Vec::new();
    match trait_bonus {
        Some(trait_bonus) if !cards.is_empty() => terms.push(Term {
            label: format!("{} rank", trait_bonus.name()),
            value: i32::from(combatant.traits.get(trait_bonus)),
            rule: cite("iii. Traits"),
        }),
        _ => notes.push(format!(
            "{} played no cards, so no trait is added (Tablekeep's reading of «Knocked Out»).",
            combatant.name
        )),
    }
    let mut explained = Explained::sum(cite("d. Opposed Draws"), terms);
    explained.notes = notes;
    Ok(explained)
}

fn played_cards(state: &OppositionState, who: CombatantId) -> Vec<Card> {
    let mut cards = state.suited(Zone::FaceDown(who));
    cards.extend(state.suited(Zone::FaceUp(who)));
    cards
}

/// Step 9: the totals, the difference, ties by the last card's suit, and the damage.
pub(super) fn resolve(state: &OppositionState, draw: &OpposedDraw) -> Checked<Resolution> {
    let aggressor_cards = played_cards(state, draw.aggressor);
    let defender_cards = played_cards(state, draw.defender);
    let aggressor_total = total(
        state,
        draw.aggressor,
        Some(draw.aggressor_trait),
        &aggressor_cards,
    )?;
    let defender_total = total(state, draw.defender, draw.defender_trait, &defender_cards)?;
    let difference = aggressor_total.value - defender_total.value;
    let (winner, tie) = match difference.cmp(&0) {
        Ordering::Greater => (Role::Aggressor, None),
        Ordering::Less => (Role::Defender, None),
        Ordering::Equal => break_tie(state, aggressor_cards.last(), defender_cards.last()),
    };
    let defender = combatant_of(state, draw.defender)?;
    let pool = draw.kind.pool();
    let left = defender.pool(pool);
    let owed = if winner == Role::Aggressor {
        difference.max(0).min(i32::from(u8::MAX)) as u8
    } else {
        0
    };
    let damage = owed.min(left);
    let mut pools = defender.pools;
    pools[super::trait_index(pool)] -= damage;
    Ok(Resolution {
        aggressor: draw.aggressor,
        defender: draw.defender,
        kind: draw.kind,
        aggressor_cards,
        defender_cards,
        aggressor_total,
        defender_total,
        difference,
        winner,
        tie,
        damage,
        lost: owed - damage,
        condition: Condition::of(&pools),
    })
}

fn break_tie(
    state: &OppositionState,
    aggressor_last: Option<&Card>,
    defender_last: Option<&Card>,
) -> (Role, Option<String>) {
    let (Some(a), Some(d)) = (aggressor_last, defender_last) else {
        return (Role::Aggressor, None);
    };
    match suit_tie(a.suit, d.suit) {
        Ordering::Greater => (
            Role::Aggressor,
            Some(format!(
                "a tie: the aggressor's last card, the {}, outranks the {} by suit (Clubs < Spades < Hearts < Diamonds)",
                card_words(*a),
                card_words(*d)
            )),
        ),
        Ordering::Less => (
            Role::Defender,
            Some(format!(
                "a tie: the defender's last card, the {}, outranks the {} by suit (Clubs < Spades < Hearts < Diamonds)",
                card_words(*d),
                card_words(*a)
            )),
        ),
        Ordering::Equal => {
            let aggressor = state.rules.is(&SAME_SUIT_TIE, "aggressor");
            (
                if aggressor { Role::Aggressor } else { Role::Defender },
                Some(format!(
                    "a tie with both last cards of one suit: the {} wins (table rule «{}»)",
                    if aggressor { "aggressor" } else { "defender" },
                    SAME_SUIT_TIE.title
                )),
            )
        }
    }
}

// ---- checks shared by the commands ----

pub(super) fn combatant_of(state: &OppositionState, id: CombatantId) -> Checked<&super::Combatant> {
    state
        .combatant(id)
        .ok_or(OppositionError::UnknownCombatant { id })
}

fn name(state: &OppositionState, id: CombatantId) -> Checked<String> {
    Ok(combatant_of(state, id)?.name.clone())
}

fn able(state: &OppositionState, id: CombatantId) -> Checked<()> {
    let who = combatant_of(state, id)?;
    if who.condition().can_act() {
        Ok(())
    } else {
        Err(OppositionError::CannotAct {
            name: who.name.clone(),
            condition: who.condition().name(),
        })
    }
}

fn in_hand(state: &OppositionState, id: CombatantId, card: Card) -> Checked<()> {
    if state
        .cards
        .pile(&Zone::Hand(id))
        .contains(&PlayingCard::Suited(card))
    {
        Ok(())
    } else {
        Err(OppositionError::NotInHand {
            name: name(state, id)?,
            card: card_words(card),
        })
    }
}

fn desperate_trait(state: &OppositionState, id: CombatantId, chosen: Trait) -> Checked<()> {
    let who = combatant_of(state, id)?;
    if who.condition() == Condition::Desperation && !matches!(chosen, Trait::Spirit | Trait::Luck) {
        return Err(OppositionError::DesperateTrait {
            name: who.name.clone(),
            trait_name: chosen.name(),
        });
    }
    Ok(())
}

/// What the Opposition waits for now, as a refusal.
pub(super) fn not_now(state: &OppositionState) -> OppositionError {
    let (waiting, rule) = waiting_for(state);
    OppositionError::NotNow { waiting, rule }
}

fn out_of_turn(
    state: &OppositionState,
    id: CombatantId,
    doing: &'static str,
) -> Checked<OppositionError> {
    Ok(OppositionError::OutOfTurn {
        name: name(state, id)?,
        doing,
        waiting: waiting_for(state).0,
    })
}

/// Who or what the Opposition waits for, and the step that says so.
pub(super) fn waiting_for(state: &OppositionState) -> (String, &'static str) {
    let named = |id: CombatantId| {
        state
            .combatant(id)
            .map_or_else(|| format!("combatant {id}"), |c| c.name.clone())
    };
    match &state.phase {
        Phase::Initiative => (
            "everyone is choosing an initiative card".into(),
            "b. Initiative",
        ),
        Phase::Ended(_) => ("the Opposition is over".into(), "a. Turn Order"),
        Phase::Turn(turn) => match &turn.step {
            TurnStep::Acting { .. } => (
                format!("it is {}'s turn to act", named(turn.actor)),
                "a. Turn Order",
            ),
            TurnStep::DesperationDraw { combatant } => (
                format!("{} draws for Desperation", named(*combatant)),
                "f. Player States › Desperation",
            ),
            TurnStep::Draw(draw) => match draw.step {
                DrawStep::DefenderFaceDown => (
                    format!("{} plays a card face down", named(draw.defender)),
                    "d. Opposed Draws",
                ),
                DrawStep::Betting(role) => (
                    format!(
                        "it is {}'s turn to bet",
                        named(match role {
                            Role::Aggressor => draw.aggressor,
                            Role::Defender => draw.defender,
                        })
                    ),
                    "d. Opposed Draws",
                ),
                DrawStep::Wildcards => {
                    ("the parties may spend Wildcards".into(), "d. Opposed Draws")
                }
            },
        },
    }
}

/// The acting character's step 2–4 commands: only the actor, only while acting (and, for a
/// discard or mulligan, only once and before anything else).
fn acting(
    state: &OppositionState,
    id: CombatantId,
    doing: &'static str,
    discarding: bool,
) -> Checked<()> {
    combatant_of(state, id)?;
    let Phase::Turn(turn) = &state.phase else {
        return Err(not_now(state));
    };
    let TurnStep::Acting { may_discard } = turn.step else {
        return Err(if turn.actor == id {
            not_now(state)
        } else {
            out_of_turn(state, id, doing)?
        });
    };
    if turn.actor != id {
        return Err(out_of_turn(state, id, doing)?);
    }
    if discarding && !may_discard {
        return Err(OppositionError::NotNow {
            waiting: format!(
                "{} has already discarded this turn; one card may be discarded, before the action",
                name(state, id)?
            ),
            rule: "d. Opposed Draws",
        });
    }
    Ok(())
}

pub(super) fn current_draw(state: &OppositionState) -> Checked<OpposedDraw> {
    match &state.phase {
        Phase::Turn(Turn {
            step: TurnStep::Draw(draw),
            ..
        }) => Ok(draw.clone()),
        _ => Err(not_now(state)),
    }
}

fn betting(
    state: &OppositionState,
    id: CombatantId,
    doing: &'static str,
) -> Checked<(OpposedDraw, Role)> {
    combatant_of(state, id)?;
    let draw = current_draw(state)?;
    let DrawStep::Betting(turn) = draw.step else {
        return Err(match role_of(&draw, id) {
            Some(_) => not_now(state),
            None => out_of_turn(state, id, doing)?,
        });
    };
    match role_of(&draw, id) {
        Some(role) if role == turn => Ok((draw, role)),
        _ => Err(out_of_turn(state, id, doing)?),
    }
}

fn buying(state: &OppositionState, id: CombatantId, doing: &'static str) -> Checked<()> {
    combatant_of(state, id)?;
    let draw = current_draw(state)?;
    let Some(role) = role_of(&draw, id) else {
        return Err(out_of_turn(state, id, doing)?);
    };
    if draw.step != DrawStep::Wildcards {
        return Err(not_now(state));
    }
    if draw.bought_done[role_index(role)] {
        return Err(OppositionError::NotNow {
            waiting: format!("{} is done spending Wildcards", name(state, id)?),
            rule: "d. Opposed Draws",
        });
    }
    Ok(())
}

pub(super) const fn role_index(role: Role) -> usize {
    match role {
        Role::Aggressor => 0,
        Role::Defender => 1,
    }
}

/// "3 cards" for the log.
pub(super) fn cards_count(n: usize) -> String {
    words::count(n, "card", "cards")
}
