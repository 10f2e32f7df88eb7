//! What the GM asks for during a battle, and what happened as a result.

use serde::{Deserialize, Serialize};

use super::state::{CombatantId, Outcome, Stance, Tile};
use crate::cards::Card;
use crate::citation::Explained;

/// Where a combat card comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(tag = "from", content = "card", rename_all = "snake_case")]
pub enum CardPlay {
    /// A card from the combatant's tracked hand.
    Hand(Card),
    /// The physical card the player put down (for a combatant whose deck is not tracked).
    Entered(Card),
    /// The engine draws it (the GM's deck for NPCs, or the top of a tracked deck).
    Draw,
}

/// A GM command.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(tag = "command", rename_all = "snake_case")]
pub enum Command {
    /// A combatant's plan for the round ("Planning Phase").
    Plan {
        /// Who plans.
        who: CombatantId,
        /// The stance.
        stance: Stance,
        /// Index of the Main Arm among the combatant's arms.
        main_arm: usize,
        /// Index of the Offhand Arm.
        #[serde(default)]
        offhand_arm: Option<usize>,
        /// The Strike, Defense and Speed cards.
        cards: [CardPlay; 3],
    },
    /// The GM ends the Planning Phase; the Initiative Countdown begins.
    EndPlanning,
    /// "To action!": a creature whose Speed has been reached takes its turn.
    ToAction {
        /// Who acts.
        who: CombatantId,
    },
    /// Nobody acts at this count: count down by one.
    NextCount,
    /// The acting creature moves along adjacent open tiles (with a grid).
    Move {
        /// The tiles entered, in order.
        path: Vec<Tile>,
    },
    /// The acting creature moves without a grid: the GM says how far and whether it left its
    /// Engagements.
    Advance {
        /// Tiles moved.
        tiles: u8,
        /// Whether the move breaks the mover's Engagements.
        #[serde(default)]
        disengage: bool,
    },
    /// The acting creature attacks (its Primary Action).
    Attack {
        /// The target.
        target: CombatantId,
        /// Whether the target Defends (declining means the attack succeeds).
        #[serde(default = "yes")]
        defend: bool,
        /// Whether the target Ripostes when its Defense allows it.
        #[serde(default)]
        riposte: bool,
        /// Whether the attacker Defends against that Riposte.
        #[serde(default = "yes")]
        defend_riposte: bool,
        /// Distance in tiles for a ranged attack without a grid.
        #[serde(default)]
        distance: Option<u8>,
    },
    /// A creature whose Engagement was broken ripostes the creature that broke it ("Engagement").
    Riposte {
        /// Who ripostes.
        riposter: CombatantId,
        /// At whom.
        target: CombatantId,
        /// Whether the target Defends.
        #[serde(default = "yes")]
        defend: bool,
    },
    /// Rest (Primary Action): cleanse 2 Handicap in total ("Rest").
    Rest {
        /// Handicap to cleanse per stat (Strike, Defense, Speed), 2 in total at most.
        cleanse: [u8; 3],
    },
    /// Focus (Primary Action): draw a Reagent; an Engagement breaks ("Focus").
    Focus,
    /// The acting creature ends its turn.
    EndTurn,
    /// The round ends: Recovery for those who suffered no Handicap from others ("Recovery").
    EndRound {
        /// Which stat each recovering creature cleanses; by default the one with most Handicap.
        #[serde(default)]
        recover: Vec<(CombatantId, usize)>,
    },
    /// The GM overrides a result; the log records it.
    Override {
        /// Whose numbers change.
        who: CombatantId,
        /// New Hit Points.
        #[serde(default)]
        hit_points: Option<i8>,
        /// New Handicap (Strike, Defense, Speed).
        #[serde(default)]
        handicap: Option<[u8; 3]>,
        /// Why, for the log.
        note: String,
    },
    /// The GM ends the battle.
    EndBattle {
        /// How it ended.
        outcome: Outcome,
    },
}

const fn yes() -> bool {
    true
}

/// What happened. Every random result is inside an event.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// A round's Planning Phase began; tracked decks drew up to Hand Size.
    PlanningBegan {
        /// The round.
        round: u16,
        /// Cards drawn, per combatant.
        draws: Vec<(CombatantId, Vec<Card>)>,
    },
    /// An empty draw pile was rebuilt from the shuffled discard pile, in this order (top last).
    Reshuffled {
        /// Whose deck.
        who: CombatantId,
        /// The new draw pile.
        order: Vec<Card>,
    },
    /// A combatant planned.
    Planned {
        /// Who.
        who: CombatantId,
        /// Stance.
        stance: Stance,
        /// Main Arm index.
        main_arm: usize,
        /// Offhand Arm index.
        offhand_arm: Option<usize>,
        /// Strike, Defense, Speed cards.
        cards: [Card; 3],
        /// How each card was played.
        plays: [CardPlay; 3],
    },
    /// The Initiative Countdown began.
    CountdownBegan {
        /// The first count.
        count: i16,
    },
    /// The count went down.
    Counted {
        /// The new count.
        count: i16,
    },
    /// A turn began.
    TurnBegan {
        /// Whose.
        who: CombatantId,
        /// Its Movement.
        movement: i16,
    },
    /// A creature moved.
    Moved {
        /// Who.
        who: CombatantId,
        /// Tiles moved.
        tiles: u8,
        /// Where it ended, with a grid.
        to: Option<Tile>,
    },
    /// An Engagement broke; the other side may riposte when `riposte` is true.
    EngagementBroken {
        /// The creature that left.
        mover: CombatantId,
        /// The one left behind.
        other: CombatantId,
        /// Whether a Riposte is allowed.
        riposte: bool,
    },
    /// An attack (or riposte) was resolved.
    Attacked {
        /// Attacker.
        attacker: CombatantId,
        /// Target.
        target: CombatantId,
        /// A Riposte rather than an Attack.
        riposte: bool,
        /// The Strike used.
        strike: Explained,
        /// The Defense, when the target defended.
        defense: Option<Explained>,
        /// Strike ≥ Defense + 2, or no Defend.
        success: bool,
        /// Defense ≥ Strike + 2: the target may riposte.
        riposte_allowed: bool,
    },
    /// Hit Points lost.
    Hit {
        /// Who.
        who: CombatantId,
        /// Hit Points left.
        remaining: i8,
    },
    /// At 0 Hit Points: down ("Hit Points").
    Incapacitated {
        /// Who.
        who: CombatantId,
    },
    /// A melee attack created an Engagement ("Engagement").
    Engaged {
        /// The attacker.
        a: CombatantId,
        /// The target.
        b: CombatantId,
    },
    /// Handicap added (positive) or cleansed (negative), per stat.
    Handicap {
        /// Who.
        who: CombatantId,
        /// Change per stat (Strike, Defense, Speed).
        change: [i8; 3],
        /// Inflicted by another creature (this blocks Recovery this round).
        external: bool,
    },
    /// A Reagent drawn by Focus.
    Focused {
        /// Who.
        who: CombatantId,
        /// The Reagent, when the deck is tracked.
        card: Option<Card>,
    },
    /// A Primary Action was spent (Attack, Rest, Focus).
    PrimaryAction {
        /// Who.
        who: CombatantId,
    },
    /// A turn ended.
    TurnEnded {
        /// Whose.
        who: CombatantId,
    },
    /// The round ended; combat cards went to the discard pile.
    RoundEnded {
        /// The round that ended.
        round: u16,
    },
    /// The GM overrode a number.
    Overridden {
        /// Whose.
        who: CombatantId,
        /// New Hit Points.
        hit_points: Option<i8>,
        /// New Handicap.
        handicap: Option<[u8; 3]>,
        /// The GM's note.
        note: String,
    },
    /// The battle ended.
    BattleEnded {
        /// How.
        outcome: Outcome,
    },
}
