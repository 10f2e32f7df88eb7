//! Reagents that perks draw ("Perks List": Mobile Intellect, Pacing Thought, Motionless Study,
//! Quiet Study, Sorcerous), Reagents a perk makes a creature discard (Hidden Fang), the look at
//! the top of one's deck (Foresight) and the turn held with Meditate.
//!
//! The draws follow the events that set them off, within the same command: [`with_study_draws`]
//! walks a command's events on a copy of the state and adds each draw right after its cause,
//! from the deck as it stands at that moment. A battle where nobody holds one of these perks
//! makes no copy.

use super::super::check::{refuse, Decision};
use super::super::command::Event;
use super::super::reagents::automatic_discard;
use super::super::reshuffle::reshuffle;
use super::super::rules::{MobileIntellectReset, SorcerousChain};
use super::super::state::{BattleState, Combatant, CombatantId, HeldTurn, Phase};
use super::super::stats::value;
use crate::cards::Card;
use crate::deck::Zone;
use crate::random::Rng;
use crate::systems::fated_hand::model::Stat;

pub(in super::super) const MOBILE_INTELLECT: &str = "mobile_intellect";
pub(in super::super) const PACING_THOUGHT: &str = "pacing_thought";
pub(in super::super) const MOTIONLESS_STUDY: &str = "motionless_study";
pub(in super::super) const QUIET_STUDY: &str = "quiet_study";
pub(in super::super) const SORCEROUS: &str = "sorcerous";
pub(in super::super) const FORESIGHT: &str = "foresight";
pub(in super::super) const MEDITATE: &str = "meditate";
pub(in super::super) const HIDDEN_FANG: &str = "hidden_fang";

/// Tiles of movement per Reagent (Mobile Intellect, Pacing Thought: "Every 3 tiles").
const TILES_PER_REAGENT: u8 = 3;
/// Meditate: "You may only gain up to +2 Hand Size from this perk, and a maximum of 7 in
/// general."
const MEDITATE_MOST: u8 = 2;
const HAND_SIZE_MOST: u8 = 7;
/// Hidden Fang: "force your target to discard 3 Reagents".
const FANG_DISCARDS: usize = 3;

const STUDY_PERKS: [&str; 5] = [
    MOBILE_INTELLECT,
    PACING_THOUGHT,
    MOTIONLESS_STUDY,
    QUIET_STUDY,
    SORCEROUS,
];

fn holds(c: &Combatant, perk: &str) -> bool {
    c.perks.iter().any(|p| p == perk)
}

/// The movement perks `c` holds: each draws on the same count of tiles.
fn movement_perks(c: &Combatant) -> impl Iterator<Item = &'static str> + '_ {
    [MOBILE_INTELLECT, PACING_THOUGHT]
        .into_iter()
        .filter(|p| holds(c, p))
}

/// Counts the tiles `c` moved toward its movement perks' next Reagent (applied with `Moved`).
pub(in super::super) fn count_tiles(c: &mut Combatant, tiles: u8) {
    if movement_perks(c).next().is_some() {
        c.study.tiles = c.study.tiles.saturating_add(tiles);
    }
}

/// Another creature's turn began: every creature holding its turn with Meditate counts it.
pub(in super::super) fn turn_taken(state: &mut BattleState, who: CombatantId) {
    let side = state.combatants[usize::from(who)].side;
    for (index, c) in state.combatants.iter_mut().enumerate() {
        if index == usize::from(who) {
            c.study.held = None;
            continue;
        }
        if let Some(held) = c.study.held.as_mut() {
            held.others = held.others.saturating_add(1);
            if c.side != side {
                held.opponents = held.opponents.saturating_add(1);
            }
        }
    }
}

/// Adds the Reagents the study perks draw after the events that set them off (see the module
/// comment), and Meditate's meditation as a held turn begins.
pub(in super::super) fn with_study_draws(
    state: &BattleState,
    events: Vec<Event>,
    rng: &mut Rng,
) -> Vec<Event> {
    let studying = state.combatants.iter().any(|c| {
        c.study.held.is_some() || c.perks.iter().any(|p| STUDY_PERKS.contains(&p.as_str()))
    });
    if !studying {
        return events;
    }
    let mut walk = Walk {
        sim: state.clone(),
        out: Vec::with_capacity(events.len() + 2),
        rng,
    };
    for event in events {
        match event {
            // "At the end of your turn": before the turn is over.
            Event::TurnEnded { who } => walk.turn_ends(who),
            Event::TurnBegan { who, .. } => {
                let held = walk.sim.combatants[usize::from(who)].study.held;
                walk.push(event);
                if let Some(held) = held {
                    walk.meditation(who, held);
                }
                continue;
            }
            _ => {}
        }
        let after = cause(&event);
        walk.push(event);
        match after {
            Some(Cause::Moved(who)) => walk.moved(who),
            Some(Cause::Planned(who)) => walk.planned(who),
            None => {}
        }
    }
    walk.out
}

enum Cause {
    Moved(CombatantId),
    Planned(CombatantId),
}

fn cause(event: &Event) -> Option<Cause> {
    match event {
        Event::Moved { who, .. } => Some(Cause::Moved(*who)),
        Event::Planned { who, .. } => Some(Cause::Planned(*who)),
        _ => None,
    }
}

/// The events so far, applied to a copy of the state as they are written.
struct Walk<'r> {
    sim: BattleState,
    out: Vec<Event>,
    rng: &'r mut Rng,
}

impl Walk<'_> {
    fn c(&self, who: CombatantId) -> &Combatant {
        &self.sim.combatants[usize::from(who)]
    }

    /// Writes `event`, applies it, and draws for Sorcerous when it drew Reagents of the
    /// drawer's Star Suit.
    fn push(&mut self, event: Event) {
        super::super::evolve::evolve(&mut self.sim, &event);
        let star = match &event {
            Event::ReagentsDrawn { who, cards, .. } => {
                Some((*who, star_cards(self.c(*who), cards)))
            }
            Event::Focused {
                who,
                card: Some(card),
            } => Some((*who, star_cards(self.c(*who), std::slice::from_ref(card)))),
            Event::PerkReagents {
                who,
                perk,
                cards,
                to_hand: false,
                ..
            } if perk != SORCEROUS
                || self.sim.rules.sorcerous_chain == SorcerousChain::ReagentChain =>
            {
                Some((*who, star_cards(self.c(*who), cards)))
            }
            _ => None,
        };
        self.out.push(event);
        if let Some((who, n)) = star {
            if n > 0 && holds(self.c(who), SORCEROUS) && self.c(who).active() {
                let to_hand = self.sim.rules.sorcerous_chain == SorcerousChain::HandCard;
                for _ in 0..n {
                    self.draw(who, SORCEROUS, None, 0, to_hand);
                }
            }
        }
    }

    /// Draws one card for `perk` (none on tails), from the deck as it stands now.
    fn draw(&mut self, who: CombatantId, perk: &str, coin: Option<bool>, tiles: u8, to_hand: bool) {
        self.draw_many(
            who,
            perk,
            if coin == Some(false) { 0 } else { 1 },
            coin,
            tiles,
            to_hand,
        );
    }

    fn draw_many(
        &mut self,
        who: CombatantId,
        perk: &str,
        count: u8,
        coin: Option<bool>,
        tiles: u8,
        to_hand: bool,
    ) {
        let mut cards = Vec::new();
        let mut drawn = count;
        if let Some(mut deck) = self.c(who).deck.clone() {
            for _ in 0..count {
                if deck.cards(Zone::DrawPile).is_empty() {
                    if deck.cards(Zone::Discard).is_empty() {
                        break;
                    }
                    let order = reshuffle(who, &mut deck, self.rng);
                    self.push(order);
                }
                match deck.draw(Zone::Reagents, self.rng) {
                    Ok(card) => cards.push(card),
                    Err(_) => break,
                }
            }
            drawn = cards.len() as u8;
        }
        self.push(Event::PerkReagents {
            who,
            perk: perk.to_owned(),
            count: drawn,
            cards,
            coin,
            tiles,
            to_hand,
        });
    }

    /// Mobile Intellect, Pacing Thought: "Every 3 tiles of you move, draw an Reagent."
    fn moved(&mut self, who: CombatantId) {
        let c = self.c(who);
        let reagents = c.study.tiles / TILES_PER_REAGENT;
        if reagents == 0 || !c.active() {
            return;
        }
        let perks: Vec<&'static str> = movement_perks(c).collect();
        for (i, perk) in perks.into_iter().enumerate() {
            // Holding both, each draws on the same tiles; the first uses them up.
            let tiles = if i == 0 {
                reagents * TILES_PER_REAGENT
            } else {
                0
            };
            self.draw_many(who, perk, reagents, None, tiles, false);
        }
    }

    /// Motionless Study at the end of a still turn; the movement perks' count resets after one
    /// unless the table carries it over.
    fn turn_ends(&mut self, who: CombatantId) {
        let c = self.c(who);
        if c.moved > 0 || !c.active() {
            return;
        }
        if holds(c, MOTIONLESS_STUDY) {
            // "At the end of your turn, if you did move at all on that turn" — read as not
            // moving, after the perk's name (reading fated_hand.motionless_study_typo).
            let heads = self.rng.coin();
            self.draw(who, MOTIONLESS_STUDY, Some(heads), 0, false);
        }
        let c = self.c(who);
        if c.study.tiles > 0
            && self.sim.rules.mobile_intellect_reset == MobileIntellectReset::ResetOnStillTurn
        {
            let tiles = c.study.tiles;
            let first = movement_perks(c).next();
            if let Some(perk) = first {
                self.push(Event::StudyReset {
                    who,
                    perk: perk.to_owned(),
                    tiles,
                });
            }
        }
    }

    /// Quiet Study: "During your Planning Phase, if no enemy creatures are adjacent or Engaged
    /// against you, flip a coin. If heads, draw 1 Reagent." Without a grid adjacency is the
    /// GM's to check.
    fn planned(&mut self, who: CombatantId) {
        let c = self.c(who);
        if !holds(c, QUIET_STUDY) {
            return;
        }
        let enemy =
            |(i, o): &(usize, &Combatant)| o.side != c.side && o.active() && *i != usize::from(who);
        let mut enemies = self.sim.combatants.iter().enumerate().filter(enemy);
        let engaged = enemies
            .clone()
            .any(|(i, _)| c.engaged_with(i as CombatantId));
        if engaged {
            return;
        }
        let adjacent = match (self.sim.grid.is_some(), c.position) {
            (true, Some(at)) => {
                Some(enemies.any(|(_, o)| o.position.is_some_and(|p| p.distance(at) <= 1)))
            }
            _ => None,
        };
        match adjacent {
            Some(true) => {}
            Some(false) => {
                let heads = self.rng.coin();
                self.draw(who, QUIET_STUDY, Some(heads), 0, false);
            }
            None => self.push(Event::RulingNeeded {
                who,
                source: QUIET_STUDY.to_owned(),
                effect: "Not checked: no grid. If no enemy is adjacent, flip a coin: on heads, \
                         draw 1 Reagent."
                    .to_owned(),
            }),
        }
    }

    /// Meditate, as a held turn begins: "When you hold your turn for a length of time such that
    /// 2 opponents take their own turn, or such that you move last (and were not last in the
    /// order already), you meditate. Cleanse one Handicap in each stat, and gain +1 Hand Size."
    fn meditation(&mut self, who: CombatantId, held: HeldTurn) {
        let c = self.c(who);
        let last =
            held.others > 0
                && !self.sim.combatants.iter().enumerate().any(|(i, o)| {
                    i != usize::from(who) && o.active() && !o.acted && !o.is_summon()
                });
        let meditated = held.opponents >= 2 || last;
        let (handicap, hand_size) = if meditated {
            let room = MEDITATE_MOST
                .saturating_sub(c.study.meditated)
                .min(HAND_SIZE_MOST.saturating_sub(c.hand_size));
            (c.handicap.map(|h| -i8::from(h > 0)), room.min(1))
        } else {
            ([0; 3], 0)
        };
        self.push(Event::Meditated {
            who,
            meditated,
            opponents: held.opponents,
            last,
            handicap,
            hand_size,
        });
    }
}

fn star_cards(c: &Combatant, cards: &[Card]) -> u8 {
    match c.star_suit {
        Some(suit) => cards.iter().filter(|card| card.suit == suit).count() as u8,
        None => 0,
    }
}

/// Meditate: holding the turn, declared with `UsePerk` when the creature may act. It may hold
/// while anyone else is still to act this round.
pub(in super::super) fn hold(state: &BattleState, who: CombatantId) -> Decision {
    let c = &state.combatants[usize::from(who)];
    let Phase::Countdown { count } = state.phase else {
        return Err(refuse(
            "Perks List › Meditate",
            "A turn is held during the Initiative Countdown, when the creature could act.",
        ));
    };
    if c.acted || c.is_summon() {
        return Err(refuse(
            "Perks List › Meditate",
            format!("{} has no turn left to hold this round.", c.name),
        ));
    }
    let speed = value(c, Stat::Speed);
    if speed < count {
        return Err(refuse(
            "Perks List › Meditate",
            format!(
                "{}'s Speed is {speed}; the count is {count}: it cannot act yet, so it has no \
                 turn to hold.",
                c.name
            ),
        ));
    }
    if c.study.held.is_some() {
        return Err(refuse(
            "Perks List › Meditate",
            format!("{} is already holding its turn.", c.name),
        ));
    }
    let others_waiting = state
        .combatants
        .iter()
        .enumerate()
        .any(|(i, o)| i != usize::from(who) && o.active() && !o.acted && !o.is_summon());
    if !others_waiting {
        return Err(refuse(
            "Perks List › Meditate",
            format!(
                "Everyone else has acted: {} is last already and holding gains nothing.",
                c.name
            ),
        ));
    }
    Ok(vec![Event::Held { who }])
}

/// Foresight: "At any time, you may inspect the top Reagent Hand Size cards in your deck."
pub(in super::super) fn foresee(state: &BattleState, who: CombatantId) -> Decision {
    let c = &state.combatants[usize::from(who)];
    let count = c.reagent_hand.map_or(0, |hand| hand.hand_size);
    if count == 0 {
        return Err(refuse(
            "Perks List › Foresight",
            format!(
                "{} has no Reagent Hand Size: there is nothing to inspect.",
                c.name
            ),
        ));
    }
    let cards = c.deck.as_ref().map_or_else(Vec::new, |deck| {
        deck.cards(Zone::DrawPile)
            .iter()
            .rev()
            .take(usize::from(count))
            .copied()
            .collect()
    });
    Ok(vec![Event::Foresaw {
        who,
        perk: FORESIGHT.to_owned(),
        cards,
        count,
    }])
}

/// Hidden Fang: on the heads that tripled a Riposte's effects, "force your target to discard 3
/// Reagents". The target's player chooses which; when nobody chose, the target keeps its Star
/// Suit and highest cards, as at the end of a round. `state` is the state before `events`.
pub(in super::super) fn forced_discards(state: &BattleState, events: &[Event]) -> Vec<Event> {
    let mut out = Vec::new();
    for event in events {
        let Event::PerkApplied {
            by,
            perk,
            who,
            coin: Some(true),
            ..
        } = event
        else {
            continue;
        };
        if perk != HIDDEN_FANG {
            continue;
        }
        let target = &state.combatants[usize::from(*who)];
        let cards = match &target.deck {
            Some(deck) => {
                let held = deck.cards(Zone::Reagents);
                let keep = held.len().saturating_sub(FANG_DISCARDS);
                automatic_discard(held, keep, target)
            }
            None => Vec::new(),
        };
        let count = if target.deck.is_some() {
            cards.len() as u8
        } else {
            FANG_DISCARDS as u8
        };
        if target.deck.is_some() && count == 0 {
            continue;
        }
        out.push(Event::PerkDiscarded {
            by: *by,
            perk: perk.clone(),
            who: *who,
            count,
            cards,
        });
    }
    out
}
