//! An Opposition («ii. Opposition › A. Combat»): the book's thirteen-step turn order run by the
//! shared encounter engine ([`Battle`], [`Legal`]).
//!
//! The Opposition begins with a shuffle («Shuffling»: beginning an Opposition counts as a new
//! scene) and a hand of 5 for everyone («b. Initiative»). Each chooses an initiative card face
//! down; once all have, the cards are shown and the lowest acts first, an Ace counting 1. On
//! their turn a character draws Luck cards and may discard one, or mulligan (step 2, «d. Opposed
//! Draws»); then declares an action and a target (step 4). An attack is an opposed draw: the
//! aggressor plays a card face down, then the defender (step 5); then the defender and the
//! aggressor take turns betting cards face up until each stops or has played as many cards as
//! their skill's rank (steps 6–8); then either may spend Wildcards to play the deck's top card
//! (beyond the rank); then the cards are revealed and the difference is the damage to the
//! defender's Body or Mind pool, without rolling over (step 9). Empty pools set the states
//! («f. Player States»). When all but one side are Knocked Out, or the GM ends it (step 13),
//! every character directly involved gains 1 XP.
//!
//! Hidden information stays hidden: the view and the log a player gets ([`view`]) show their own
//! hand and face-down cards and nobody else's; the GM sees every card.
//!
//! - [`check`]: a command checked against the state, giving its events or an
//!   [`OppositionError`] (nothing changes on a refusal).
//! - [`evolve`]: one event applied.
//! - [`log`]: the GM's log line of each event, with its citation.
//! - [`view`]: what one viewer may see, and the log lines as they may read them.
//! - [`legal`]: what may be done now.

pub mod auto;
mod decide;
mod error;
mod events;
mod evolve;
mod flow;
mod guards;
mod legal;
mod log;
mod resolve;
mod setup;
mod view;

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_auto;
#[cfg(test)]
mod tests_rules;
#[cfg(test)]
mod tests_squads;
#[cfg(test)]
mod tests_steps;
#[cfg(test)]
mod tests_view;

use serde::{Deserialize, Serialize};

pub use decide::check;
pub use error::OppositionError;
pub use events::{Command, DrawReason, Event};
pub use resolve::casualties;
pub use view::{SeenCombatant, SeenOpposition};

use super::content::{Skill, Trait};
use super::creation::{SkillRank, TraitRanks};
use super::ledger::Entry;
use crate::cards::{Card, PlayingCard};
use crate::citation::Explained;
use crate::encounter::{Battle, Legal, LegalNow, LogLine, Viewer};
use crate::pile::Piles;
use crate::random::Rng;
use crate::table_rules::TableRuleChoices;
use crate::RuleViolation;

/// A combatant's id, as the setup gives it.
pub type CombatantId = u16;

/// Whose deck a draw comes from: the one table deck, or a combatant's own (table rule
/// `game_of_bastards.deck_topology`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "OppositionDeckId"),
    schemars(rename = "OppositionDeckId")
)]
#[serde(tag = "deck", content = "id", rename_all = "snake_case")]
pub enum DeckId {
    /// The deck everyone draws from.
    Table,
    /// One combatant's own deck.
    Own(CombatantId),
}

/// Where a card is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "OppositionZone"),
    schemars(rename = "OppositionZone")
)]
#[serde(tag = "zone", content = "of", rename_all = "snake_case")]
pub enum Zone {
    /// A deck's draw pile, face down.
    DrawPile(DeckId),
    /// A deck's discard pile, face up.
    Discard(DeckId),
    /// A combatant's hand.
    Hand(CombatantId),
    /// A combatant's initiative card: face down until everyone has chosen, then shown.
    Initiative(CombatantId),
    /// The card a combatant played face down in the current draw.
    FaceDown(CombatantId),
    /// The cards a combatant played face up in the current draw (bets and bought cards).
    FaceUp(CombatantId),
}

/// The most Extras a squad holds («Henchmen (Extras)»: "groups of up to 5").
pub const SQUAD_MAX: u8 = 5;

/// A squad of Extras («Henchmen (Extras)»): its members set the most cards it may hold, its
/// Power Rating the cards it draws each turn, plays in a draw and uses as any skill's rank.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "OppositionSquad"),
    schemars(rename = "OppositionSquad")
)]
#[serde(rename_all = "camelCase")]
pub struct Squad {
    /// Members still standing (up to 5).
    pub members: u8,
    /// Power Rating.
    pub power: u8,
    /// The damage bonus of the weapon they all carry (no more than the Power Rating), added to
    /// their attack hands.
    #[serde(default)]
    pub weapon_bonus: u8,
}

/// A combatant as the Opposition begins.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "OppositionCombatantSetup"),
    schemars(rename = "OppositionCombatantSetup")
)]
#[serde(rename_all = "camelCase")]
pub struct CombatantSetup {
    /// Its id, unique in the Opposition.
    pub id: CombatantId,
    /// Its name, for the log.
    pub name: String,
    /// Its side: characters on one side are allies.
    pub side: u8,
    /// Its four traits.
    pub traits: TraitRanks,
    /// Skills above rank 1 (every other is at 1, «iv. Skills»).
    #[serde(default)]
    pub skills: Vec<SkillRank>,
    /// Each pool's maximum (Body, Spirit, Mind, Luck) when advantages raise it; rank × 5 when
    /// absent.
    #[serde(default)]
    pub pool_max: Option<[u8; 4]>,
    /// The points left in each pool as the Opposition begins; full when absent.
    #[serde(default)]
    pub pools: Option<[u8; 4]>,
    /// Wildcards held.
    #[serde(default)]
    pub wildcards: u16,
    /// A squad of Extras rather than a character (its traits and pools are then unused).
    #[serde(default)]
    pub squad: Option<Squad>,
}

/// What an Opposition starts from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "OppositionSetup"),
    schemars(rename = "OppositionSetup")
)]
#[serde(rename_all = "camelCase")]
pub struct Setup {
    /// The combatants, in the order they are listed.
    pub combatants: Vec<CombatantSetup>,
    /// The campaign's table rules.
    #[serde(default)]
    pub rules: TableRuleChoices,
}

/// A combatant in play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "OppositionCombatant"),
    schemars(rename = "OppositionCombatant")
)]
#[serde(rename_all = "camelCase")]
pub struct Combatant {
    /// Its id.
    pub id: CombatantId,
    /// Its name.
    pub name: String,
    /// Its side.
    pub side: u8,
    /// Its traits.
    pub traits: TraitRanks,
    /// Its skills above rank 1.
    pub skills: Vec<SkillRank>,
    /// Each pool's maximum, in [`Trait::ALL`] order.
    pub pool_max: [u8; 4],
    /// Each pool's points left, in [`Trait::ALL`] order.
    pub pools: [u8; 4],
    /// Wildcards held.
    pub wildcards: u16,
    /// Its initiative card, once everyone's has been shown.
    pub initiative: Option<Card>,
    /// A squad of Extras rather than a character.
    pub squad: Option<Squad>,
}

/// A character's state by its empty pools («f. Player States»).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "OppositionCondition"),
    schemars(rename = "OppositionCondition")
)]
#[serde(rename_all = "snake_case")]
pub enum Condition {
    /// No pool is empty.
    Standing,
    /// One pool is empty.
    Desperation,
    /// Two pools are empty: no actions, no cards.
    KnockedOut,
    /// Three pools are empty.
    Wounded,
    /// All four pools are empty.
    Killed,
}

impl Condition {
    /// The state of a character whose pools hold `pools`.
    pub fn of(pools: &[u8; 4]) -> Condition {
        match pools.iter().filter(|points| **points == 0).count() {
            0 => Condition::Standing,
            1 => Condition::Desperation,
            2 => Condition::KnockedOut,
            3 => Condition::Wounded,
            _ => Condition::Killed,
        }
    }

    /// Whether the character may still act and play cards.
    pub fn can_act(self) -> bool {
        matches!(self, Condition::Standing | Condition::Desperation)
    }

    /// The state's name as the book prints it.
    pub fn name(self) -> &'static str {
        match self {
            Condition::Standing => "standing",
            Condition::Desperation => "Desperation",
            Condition::KnockedOut => "Knocked Out",
            Condition::Wounded => "Wounded",
            Condition::Killed => "Killed",
        }
    }
}

impl Combatant {
    /// Its state by its empty pools.
    pub fn condition(&self) -> Condition {
        match self.squad {
            Some(squad) if squad.members == 0 => Condition::Killed,
            Some(_) => Condition::Standing,
            None => Condition::of(&self.pools),
        }
    }

    /// Its rank in `skill` (1 when not listed, «iv. Skills»).
    pub fn skill_rank(&self, skill: &Skill) -> u8 {
        match self.squad {
            // «Henchmen (Extras)»: "Extras forced to use a skill use their Power Rating".
            Some(squad) => squad.power,
            None => super::creation::rank_in(&self.skills, skill),
        }
    }

    /// The points left in `pool`.
    pub fn pool(&self, pool: Trait) -> u8 {
        self.pools[trait_index(pool)]
    }
}

/// The index of `trait_name` in [`Trait::ALL`] order (pools are stored that way).
pub const fn trait_index(trait_name: Trait) -> usize {
    match trait_name {
        Trait::Body => 0,
        Trait::Spirit => 1,
        Trait::Mind => 2,
        Trait::Luck => 3,
    }
}

/// What an attack aims at: the pool the difference comes off («d. Opposed Draws»).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "OppositionAttackKind"),
    schemars(rename = "OppositionAttackKind")
)]
#[serde(rename_all = "snake_case")]
pub enum AttackKind {
    /// A physical attack: Body pool.
    Physical,
    /// A mental or psychological attack: Mind pool.
    Mental,
}

impl AttackKind {
    /// The pool it damages.
    pub const fn pool(self) -> Trait {
        match self {
            AttackKind::Physical => Trait::Body,
            AttackKind::Mental => Trait::Mind,
        }
    }
}

/// The two parties of an opposed draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "OppositionRole"),
    schemars(rename = "OppositionRole")
)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// The active character, who declared the action.
    Aggressor,
    /// The character it affects.
    Defender,
}

/// Where an opposed draw stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "OppositionDrawStep"),
    schemars(rename = "OppositionDrawStep")
)]
#[serde(tag = "step", content = "turn", rename_all = "snake_case")]
pub enum DrawStep {
    /// The aggressor has played face down; the defender plays now (step 5).
    DefenderFaceDown,
    /// The Betting Step: this party bets or stops next (steps 6–8).
    Betting(Role),
    /// Wildcards may be spent by either party until both are done.
    Wildcards,
}

/// One opposed draw in progress. It holds no card: the cards are in the piles, where the view
/// decides who sees them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct OpposedDraw {
    /// The active character.
    pub aggressor: CombatantId,
    /// The character affected.
    pub defender: CombatantId,
    /// Which pool it aims at.
    pub kind: AttackKind,
    /// The aggressor's skill and the trait it adds.
    pub aggressor_skill: Skill,
    /// The trait whose rank the aggressor adds.
    pub aggressor_trait: Trait,
    /// The defender's skill, once it has played.
    pub defender_skill: Option<Skill>,
    /// The trait whose rank the defender adds, once it has played.
    pub defender_trait: Option<Trait>,
    /// The most cards each party may play from hand, aggressor first (its skill's rank).
    pub caps: [u8; 2],
    /// The cards each party has played from the top with Wildcards (beyond its cap), aggressor
    /// first.
    pub bought: [u8; 2],
    /// Whether each party has stopped betting, aggressor first.
    pub stopped: [bool; 2],
    /// Whether each party is done spending Wildcards, aggressor first.
    pub bought_done: [bool; 2],
    /// The step. Named `drawStep` at the boundary: the turn's own step (`TurnStep`) tags the
    /// draw with `step` when it carries it.
    #[serde(rename = "drawStep")]
    pub step: DrawStep,
}

/// Where the acting character's turn stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "OppositionTurnStep"),
    schemars(rename = "OppositionTurnStep")
)]
#[serde(tag = "step", rename_all = "snake_case")]
pub enum TurnStep {
    /// Steps 2–4: the Luck cards are drawn; a card may be discarded (once) or the hand
    /// mulliganed, and the action declared.
    Acting {
        /// Whether the character may still discard a card or mulligan.
        may_discard: bool,
    },
    /// An opposed draw (steps 5–9).
    Draw(OpposedDraw),
    /// A character just fell into Desperation and draws Spirit or Luck cards before play goes
    /// on.
    DesperationDraw {
        /// Who draws.
        combatant: CombatantId,
    },
}

/// The turn being played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "OppositionTurn"),
    schemars(rename = "OppositionTurn")
)]
#[serde(rename_all = "camelCase")]
pub struct Turn {
    /// This round's order, lowest initiative first.
    pub order: Vec<CombatantId>,
    /// The index in `order` of the acting character.
    pub at: usize,
    /// The acting character.
    pub actor: CombatantId,
    /// Where the turn stands.
    pub step: TurnStep,
}

/// Where the Opposition stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "OppositionPhase"),
    schemars(rename = "OppositionPhase")
)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// Everyone chooses an initiative card from their hand of 5.
    Initiative,
    /// A character's turn.
    Turn(Turn),
    /// It is over.
    Ended(Outcome),
}

/// Why an Opposition ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "OppositionEndReason"),
    schemars(rename = "OppositionEndReason")
)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// All but one side are Knocked Out (or worse).
    OneSideStanding,
    /// The characters chose to stop (step 13).
    Stopped,
}

/// XP one character gains as the Opposition ends.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "OppositionXpAward"),
    schemars(rename = "OppositionXpAward")
)]
#[serde(rename_all = "camelCase")]
pub struct XpAward {
    /// Who.
    pub combatant: CombatantId,
    /// The ledger entry to record (its XP follows table rule `game_of_bastards.opposition_xp`).
    pub entry: Entry,
}

/// How an Opposition ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "OppositionOutcome"),
    schemars(rename = "OppositionOutcome")
)]
#[serde(rename_all = "camelCase")]
pub struct Outcome {
    /// Why.
    pub reason: EndReason,
    /// The side still standing, when one is.
    pub standing_side: Option<u8>,
    /// XP for every character directly involved.
    pub xp: Vec<XpAward>,
}

/// A revealed opposed draw and what came of it (step 9).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "OppositionResolution"),
    schemars(rename = "OppositionResolution")
)]
#[serde(rename_all = "camelCase")]
pub struct Resolution {
    /// The active character.
    pub aggressor: CombatantId,
    /// The character affected.
    pub defender: CombatantId,
    /// Which pool it aimed at.
    pub kind: AttackKind,
    /// The aggressor's cards, in the order played (face-down first).
    pub aggressor_cards: Vec<Card>,
    /// The defender's cards, in the order played.
    pub defender_cards: Vec<Card>,
    /// The aggressor's total: each card and the trait.
    pub aggressor_total: Explained,
    /// The defender's total.
    pub defender_total: Explained,
    /// Aggressor's total minus defender's.
    pub difference: i32,
    /// Who won.
    pub winner: Role,
    /// How a tie was broken, when there was one.
    pub tie: Option<String>,
    /// Points taken off the defender's pool (no more than it held).
    pub damage: u8,
    /// Points of the difference that did not fit in the pool and are lost (no roll-over).
    pub lost: u8,
    /// Members a squad of Extras lost: 1 for every 5 points of difference.
    pub casualties: u8,
    /// Cards a squad that lost members put down to hold no more cards than it has members
    /// (the lowest first).
    pub trimmed: Vec<Card>,
    /// The defender's state afterwards.
    pub condition: Condition,
}

/// Everything on the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct OppositionState {
    /// The combatants, in the order listed.
    pub combatants: Vec<Combatant>,
    /// Every card, by zone.
    pub cards: Piles<PlayingCard, Zone>,
    /// The table rules in force.
    pub rules: TableRuleChoices,
    /// The round (0 until initiative is shown).
    pub round: u16,
    /// Where it stands.
    pub phase: Phase,
    /// The last draw revealed.
    pub last: Option<Resolution>,
    /// What the setup dealt (the opening hands and any Joker among them), for the opening log.
    pub opening: Vec<Event>,
}

impl OppositionState {
    /// The combatant with `id`.
    pub fn combatant(&self, id: CombatantId) -> Option<&Combatant> {
        self.combatants.iter().find(|c| c.id == id)
    }

    /// The cards in `zone` that are suited (every zone but a draw pile holds only those).
    pub fn suited(&self, zone: Zone) -> Vec<Card> {
        use crate::pile::PileSet;
        self.cards
            .pile(&zone)
            .iter()
            .filter_map(|card| match card {
                PlayingCard::Suited(card) => Some(*card),
                PlayingCard::Joker => None,
            })
            .collect()
    }

    /// The deck `combatant` draws from.
    pub fn deck_of(&self, combatant: CombatantId) -> DeckId {
        if self
            .rules
            .is(&super::table_rules::DECK_TOPOLOGY, "deck_per_player")
        {
            DeckId::Own(combatant)
        } else {
            DeckId::Table
        }
    }
}

/// A Game of Bastards Opposition under the shared encounter engine.
pub struct Opposition;

impl Battle for Opposition {
    type Setup = Setup;
    type State = OppositionState;
    type Command = Command;
    type Event = Event;
    type Outcome = Outcome;
    type View = SeenOpposition;

    fn begin(setup: &Setup, rng: &mut Rng) -> Result<OppositionState, RuleViolation> {
        setup::begin(setup, rng).map_err(|error| error.violation())
    }

    fn decide(
        state: &OppositionState,
        command: &Command,
        rng: &mut Rng,
    ) -> Result<Vec<Event>, RuleViolation> {
        check(state, command, rng).map_err(|error| error.violation())
    }

    fn evolve(state: &mut OppositionState, event: &Event) {
        evolve::evolve(state, event);
    }

    fn describe(state_before: &OppositionState, event: &Event, command: u32) -> Option<LogLine> {
        log::describe(state_before, event, Viewer::Gm).map(|line| LogLine {
            command,
            round: (state_before.round > 0).then_some(state_before.round),
            ..line
        })
    }

    fn opening(initial: &OppositionState, viewer: Viewer) -> Vec<LogLine> {
        log::opening(initial, viewer)
    }

    fn outcome(state: &OppositionState) -> Option<Outcome> {
        match &state.phase {
            Phase::Ended(outcome) => Some(outcome.clone()),
            Phase::Initiative | Phase::Turn(_) => None,
        }
    }

    fn view(state: &OppositionState, viewer: Viewer) -> SeenOpposition {
        view::view(state, viewer)
    }

    fn describe_for(
        state_before: &OppositionState,
        event: &Event,
        _state_after: &OppositionState,
        command: u32,
        viewer: Viewer,
    ) -> Option<LogLine> {
        log::describe(state_before, event, viewer).map(|line| LogLine {
            command,
            round: (state_before.round > 0).then_some(state_before.round),
            ..line
        })
    }
}

impl Legal for Opposition {
    type Preview = Explained;

    fn legal(state: &OppositionState) -> LegalNow<Command, Explained> {
        legal::legal(state)
    }
}
