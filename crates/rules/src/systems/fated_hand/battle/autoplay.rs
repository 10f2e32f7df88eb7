//! Fated Hand in the encounter simulator: an automatic player for every combatant, and how a
//! battle is tallied (a creature falls when it is Incapacitated; Hit Points are what it has
//! left).
//!
//! The player is plain and predictable. Planning: the side's stance, the three strongest cards
//! of the hand (the strongest on Strike, the next on Speed, the third on Defense), drawing when
//! the hand is short. Countdown: whoever may act takes its turn, in the order the combatants
//! stand. Turn: pick an enemy by the side's tactic, walk toward it on a grid until it is within
//! reach, attack it (defending and riposting when the rules offer it), end the turn.
//! Summoned Creatures, spells, Stealth and Retreat are left alone: a simulated battle is an
//! exchange of blows.

use serde::{Deserialize, Serialize};

use super::state::{BattleState, Combatant, CombatantId, Phase, Side, Stance, Tile};
use super::{countdown, stats, CardPlay, Command, FatedHandBattle, Outcome, Setup};
use crate::deck::{Deck, Zone};
use crate::random::Rng;
use crate::simulate::{AutoPlay, SideIndex, Standing, TacticInfo};
use crate::systems::fated_hand::checks::card_power;
use crate::systems::fated_hand::model::Stat;

/// How a side's automatic player fights.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Tactic {
    /// Balanced stance, the nearest enemy first.
    #[default]
    FocusNearest,
    /// Aggressive stance, the enemy with the fewest Hit Points first.
    FocusWeakest,
    /// Defensive stance, the nearest enemy first.
    Defensive,
}

impl Tactic {
    const fn stance(self) -> Stance {
        match self {
            Tactic::FocusNearest => Stance::Balanced,
            Tactic::FocusWeakest => Stance::Aggressive,
            Tactic::Defensive => Stance::Defensive,
        }
    }
}

static TACTICS: [TacticInfo<Tactic>; 3] = [
    TacticInfo {
        tactic: Tactic::FocusNearest,
        id: "focus_nearest",
        name: "Nearest first",
        description: "A Balanced stance; each creature attacks the nearest enemy still standing.",
    },
    TacticInfo {
        tactic: Tactic::FocusWeakest,
        id: "focus_weakest",
        name: "Weakest first, aggressive",
        description: "An Aggressive stance; each creature goes for the enemy with the fewest \
                      Hit Points left.",
    },
    TacticInfo {
        tactic: Tactic::Defensive,
        id: "defensive",
        name: "Defensive",
        description: "A Defensive stance; each creature attacks the nearest enemy still \
                      standing.",
    },
];

fn side_index(side: Side) -> SideIndex {
    match side {
        Side::Party => 0,
        Side::Foes => 1,
    }
}

impl AutoPlay for FatedHandBattle {
    type Tactic = Tactic;

    fn tactics() -> &'static [TacticInfo<Tactic>] {
        &TACTICS
    }

    fn resource_names() -> &'static [&'static str] {
        &["Hit Points"]
    }

    /// Every combatant's deck is dealt by the engine (a player's physical cards cannot be
    /// entered into a simulation).
    fn for_simulation(setup: &Setup) -> Setup {
        let mut setup = setup.clone();
        for c in &mut setup.combatants {
            c.engine_deck = true;
        }
        setup
    }

    /// The order of every draw pile is unknown: shuffled afresh. A combatant whose physical
    /// cards the GM was entering gets a shuffled deck and its Hand Size from it.
    fn from_here(state: &mut BattleState, rng: &mut Rng) {
        for c in &mut state.combatants {
            match &mut c.deck {
                Some(deck) => deck.shuffle_draw_pile(rng),
                None => {
                    let mut deck = Deck::shuffled(rng);
                    deck.draw_up_to(Zone::Hand, usize::from(c.hand_size), rng);
                    c.deck = Some(deck);
                }
            }
        }
    }

    fn next_command(state: &BattleState, tactics: [Tactic; 2]) -> Option<Command> {
        let tactic_of = |c: &Combatant| tactics[usize::from(side_index(c.side))];
        match state.phase {
            Phase::Planning => Some(
                match state
                    .combatants
                    .iter()
                    .position(|c| c.active() && !c.planned && !c.is_summon())
                {
                    Some(who) => {
                        let c = &state.combatants[who];
                        plan_for(who as CombatantId, c, tactic_of(c).stance())
                    }
                    None => Command::EndPlanning,
                },
            ),
            Phase::Countdown { count } => {
                let waiting = |c: &Combatant| c.active() && !c.acted && !c.is_summon();
                // Of the creatures whose count has come, one the tie rule does not hold back.
                let ready = state.combatants.iter().enumerate().position(|(i, c)| {
                    waiting(c)
                        && stats::value(c, Stat::Speed) >= count
                        && countdown::goes_first(state, i as CombatantId).is_none()
                });
                Some(match ready {
                    Some(who) => Command::ToAction {
                        who: who as CombatantId,
                    },
                    None if state.combatants.iter().any(waiting) => Command::NextCount,
                    // The engine chooses every Reagent discard (Star Suit and highest kept).
                    None => Command::EndRound {
                        recover: Vec::new(),
                        discard: Vec::new(),
                    },
                })
            }
            Phase::Turn { actor, .. } => {
                let me = state.combatant(actor)?;
                Some(turn(state, me, tactic_of(me)).unwrap_or(Command::EndTurn))
            }
            Phase::Ended { .. } => None,
        }
    }

    fn round(state: &BattleState) -> u16 {
        state.round.max(1)
    }

    fn standing(state: &BattleState) -> Standing {
        match state.phase {
            Phase::Ended { outcome } => match outcome {
                Outcome::PartyWon => Standing::Won(0),
                Outcome::FoesWon => Standing::Won(1),
                Outcome::Retreat | Outcome::Declared => Standing::NoWinner,
            },
            _ => Standing::Fighting,
        }
    }

    fn combatants(state: &BattleState) -> usize {
        state.combatants.len()
    }

    fn combatant(state: &BattleState, index: usize) -> (&str, SideIndex) {
        let c = &state.combatants[index];
        (&c.name, side_index(c.side))
    }

    fn fallen(state: &BattleState, index: usize) -> bool {
        state.combatants[index].incapacitated
    }

    fn resources(state: &BattleState, index: usize, out: &mut [(i32, i32)]) {
        let c = &state.combatants[index];
        out[0] = (i32::from(c.hit_points), i32::from(c.max_hit_points));
    }

    fn left_to_gm(event: &super::Event) -> Option<&str> {
        match event {
            super::Event::RulingNeeded { source, .. } => Some(source.as_str()),
            _ => None,
        }
    }

    fn effect_name(effect: &str) -> String {
        let content = crate::systems::fated_hand::content::content();
        content
            .perk(effect)
            .map(|p| p.name.clone())
            .or_else(|| content.spell(effect).map(|s| s.name.clone()))
            .unwrap_or_else(|| effect.to_owned())
    }
}

/// The plan the GM screen's "plan the foes automatically" sends for `who`: a Balanced stance,
/// its arms as they are and the strongest cards of the hand it is shown holding (drawing only
/// when that hand is short). `None` for a creature that makes no plan now: not the Planning
/// Phase, already planned, Incapacitated, a summon, or cards that are not tracked.
pub fn suggested_plan(state: &BattleState, who: CombatantId) -> Option<Command> {
    let c = state.combatants.get(usize::from(who))?;
    let plans = state.phase == Phase::Planning
        && c.active()
        && !c.planned
        && !c.is_summon()
        && c.deck.is_some();
    plans.then(|| plan_for(who, c, Stance::Balanced))
}

fn plan_for(who: CombatantId, c: &Combatant, stance: Stance) -> Command {
    Command::Plan {
        who,
        stance,
        main_arm: c.main_arm,
        offhand_arm: c.offhand_arm,
        cards: plays(c),
    }
}

/// The three strongest cards of the hand: Strike, Defense, Speed get the strongest, the third
/// and the second; a short hand draws the rest.
fn plays(c: &Combatant) -> [CardPlay; 3] {
    let Some(deck) = &c.deck else {
        return [CardPlay::Draw; 3];
    };
    let mut best = [None; 3];
    for &card in deck.cards(Zone::Hand) {
        let power = card_power(card);
        let mut slot = None;
        for (i, kept) in best.iter().enumerate() {
            if kept.is_none_or(|(p, _)| power > p) {
                slot = Some(i);
                break;
            }
        }
        if let Some(i) = slot {
            best.copy_within(i..2, i + 1);
            best[i] = Some((power, card));
        }
    }
    let play = |kept: Option<(i32, crate::cards::Card)>| {
        kept.map_or(CardPlay::Draw, |(_, card)| CardPlay::Hand(card))
    };
    [play(best[0]), play(best[2]), play(best[1])]
}

/// The acting creature's next move or attack, or `None` to end its turn.
fn turn(state: &BattleState, me: &Combatant, tactic: Tactic) -> Option<Command> {
    if me.primary_used {
        return None;
    }
    let here = me.position;
    let distance_to = |c: &Combatant| match (here, c.position) {
        (Some(a), Some(b)) => a.distance(b),
        // Without a grid the GM judges distance: everyone counts as within reach.
        _ => 1,
    };
    let (target, foe) = state
        .combatants
        .iter()
        .enumerate()
        .filter(|(_, c)| c.side != me.side && c.active() && !c.hidden)
        .min_by_key(|&(i, c)| match tactic {
            Tactic::FocusWeakest => (i32::from(c.hit_points), distance_to(c), i),
            Tactic::FocusNearest | Tactic::Defensive => (0, distance_to(c), i),
        })?;
    let distance = distance_to(foe);
    let arm = me.wielded();
    let reach = u16::from(arm.reach.max(1));
    let in_band = arm
        .effective_range
        .is_some_and(|(low, high)| (u16::from(low)..=u16::from(high)).contains(&distance));
    if distance <= reach || in_band || here.is_none() {
        return Some(Command::Attack {
            target: target as CombatantId,
            defend: true,
            riposte: false,
            defend_riposte: true,
            distance: None,
            upper_hand: false,
            follow_up: Vec::new(),
            target_perks: Vec::new(),
        });
    }
    let path = approach(state, me, here?, foe.position?, reach);
    (!path.is_empty()).then_some(Command::Move { path })
}

/// A greedy walk of up to the creature's Movement left toward `goal`, stopping once within
/// `reach` of it, around walls and other creatures.
fn approach(state: &BattleState, me: &Combatant, from: Tile, goal: Tile, reach: u16) -> Vec<Tile> {
    let steps = usize::try_from(me.movement_left.max(0)).unwrap_or(0);
    let mut path = Vec::with_capacity(steps);
    let mut here = from;
    for _ in 0..steps {
        if here.distance(goal) <= reach {
            break;
        }
        let mut best: Option<(u16, Tile)> = None;
        for dx in -1i16..=1 {
            for dy in -1i16..=1 {
                let next = Tile {
                    x: here.x + dx,
                    y: here.y + dy,
                };
                let open = (dx, dy) != (0, 0)
                    && state.grid.as_ref().is_none_or(|g| g.is_open(next))
                    && !state.combatants.iter().any(|c| c.position == Some(next));
                let d = next.distance(goal);
                if open && best.is_none_or(|(bd, _)| d < bd) {
                    best = Some((d, next));
                }
            }
        }
        match best {
            Some((d, next)) if d < here.distance(goal) => {
                path.push(next);
                here = next;
            }
            _ => break,
        }
    }
    path
}
