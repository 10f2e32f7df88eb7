//! What happened in a match: every event, with every draw and roll inside, so replaying the
//! commands replays the match.

use serde::{Deserialize, Serialize};

use super::super::board::Side;
use super::super::cards::PieceType;
use super::{CardId, Choice, Outcome, RevealCause, StackItem, TroopId};
use crate::grid::Square;

/// What happened; every draw and roll is inside.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    /// The effects phase ended.
    EffectsEnded {
        /// Whose.
        side: Side,
    },
    /// The mana phase: the counter advanced by the obelisk.
    ManaGained {
        /// Whose.
        side: Side,
        /// Mana added.
        gained: u8,
        /// Mana lost above the counter's top.
        lost: u8,
    },
    /// A card drawn (its identity is its owner's secret).
    Drew {
        /// Who drew.
        side: Side,
        /// The card.
        card: CardId,
    },
    /// The deck was empty: no card drawn.
    DeckEmpty {
        /// Whose.
        side: Side,
    },
    /// With 10 or more cards the player chooses whether to draw.
    DrawChoiceOpened {
        /// Whose.
        side: Side,
    },
    /// The hand was kept and the draw skipped.
    HandKept {
        /// Whose.
        side: Side,
    },
    /// A card discarded from hand to the nether.
    Discarded {
        /// Whose.
        side: Side,
        /// The card.
        card: CardId,
    },
    /// The main phase began.
    MainBegan {
        /// Whose.
        side: Side,
    },
    /// The obelisk was charged.
    ObeliskCharged {
        /// Whose.
        side: Side,
    },
    /// A spell harnessed for mana.
    Harnessed {
        /// Whose.
        side: Side,
        /// The spell.
        card: CardId,
        /// The mana.
        mana: u8,
    },
    /// Harnessed mana not spent at once is lost.
    PoolLapsed {
        /// Whose.
        side: Side,
        /// How much.
        mana: u8,
    },
    /// A spell cast onto the stack.
    Cast {
        /// Who cast it.
        side: Side,
        /// The item, as it stands on the stack.
        item: StackItem,
        /// Mana from the harnessed pool.
        from_pool: u8,
        /// Mana from the counter.
        from_counter: u8,
    },
    /// A player passed.
    Passed {
        /// Who.
        side: Side,
    },
    /// The top spell of the stack resolves: leaves the stack (for the nether, or to stay).
    Resolving {
        /// The card.
        card: CardId,
    },
    /// A spell had no effect: its target left its square or is gone.
    Fizzled {
        /// The card.
        card: CardId,
    },
    /// A spell on the stack was countered and leaves it.
    Countered {
        /// The countered card.
        card: CardId,
        /// The counter spell.
        by: CardId,
    },
    /// A card went to its owner's nether.
    ToNether {
        /// The card.
        card: CardId,
    },
    /// An enchant took one of its player's spaces.
    Enchanted {
        /// Whose.
        side: Side,
        /// The enchant.
        card: CardId,
        /// The enchant it replaces, with all three spaces taken.
        replaces: Option<CardId>,
    },
    /// An aura or curse took its place on a troop (replacing the one there).
    Attached {
        /// The troop.
        troop: TroopId,
        /// The spell.
        card: CardId,
    },
    /// A permanent spell left play.
    PermanentDestroyed {
        /// The card.
        card: CardId,
    },
    /// Protection on a troop: damage prevented from each instance until the combat ends.
    Protected {
        /// The troop.
        troop: TroopId,
        /// Prevented per instance.
        amount: u8,
    },
    /// Protection used up by damage, when the table plays protection as one pool (table rule
    /// `lytharian_chess.protection`).
    ProtectionUsed {
        /// The troop.
        troop: TroopId,
        /// Prevention spent.
        amount: u8,
    },
    /// Damage dealt to a troop, after its reductions.
    Damaged {
        /// The troop.
        troop: TroopId,
        /// Damage taken.
        amount: u8,
        /// Before reductions.
        dealt: u8,
        /// The arithmetic.
        explained: crate::citation::Explained,
    },
    /// Damage removed from a troop.
    Healed {
        /// The troop.
        troop: TroopId,
        /// Removed.
        amount: u8,
    },
    /// A player's counter changed by a spell or trigger.
    ManaChanged {
        /// Whose.
        side: Side,
        /// The new value.
        mana: u8,
        /// Why, in words.
        why: String,
    },
    /// A troop moves and attacks as another piece this turn.
    MovesAs {
        /// The troop.
        troop: TroopId,
        /// The piece.
        piece: PieceType,
    },
    /// The turn ends at once (Power Through Sacrifice).
    TurnCutShort {
        /// Whose.
        side: Side,
    },
    /// A troop turned face up.
    Revealed {
        /// The troop.
        troop: TroopId,
        /// Why.
        cause: RevealCause,
    },
    /// The turn's move.
    Moved {
        /// The troop.
        troop: TroopId,
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// A troop's `Effect:` or `Main:` ability used.
    AbilityUsed {
        /// The troop.
        troop: TroopId,
        /// The ability's index.
        ability: u8,
        /// Whether it is a `Main:` ability.
        main: bool,
    },
    /// An attack declared.
    AttackDeclared {
        /// The attacker.
        attacker: TroopId,
        /// The defender.
        defender: TroopId,
    },
    /// A combat choice made.
    Chose {
        /// The troop.
        troop: TroopId,
        /// The choice.
        choice: Choice,
    },
    /// The combat's spell window opens, the defender first.
    SpellWindow {
        /// Who has priority.
        first: Side,
    },
    /// Combat damage exchanged at once.
    CombatDamage {
        /// To the attacker.
        to_attacker: u8,
        /// To the defender.
        to_defender: u8,
        /// The attacker's Att, explained.
        attacker_att: crate::citation::Explained,
        /// The defender's Att, explained.
        defender_att: crate::citation::Explained,
    },
    /// A troop killed, to its crypt.
    Died {
        /// The troop.
        troop: TroopId,
        /// The troop that killed it in combat, if one did.
        by: Option<TroopId>,
    },
    /// A troop grew for good (Soulsteal).
    Grew {
        /// The troop.
        troop: TroopId,
        /// +Att and +Def.
        amount: u8,
    },
    /// A troop relocated outside the turn's move (taking a square, Cavalry's return).
    Relocated {
        /// The troop.
        troop: TroopId,
        /// To.
        to: Square,
        /// Why, with its rule.
        why: String,
    },
    /// The combat ended; protections lapse.
    CombatEnded,
    /// A pawn on the far side may promote.
    PromotionOffered {
        /// The pawn.
        troop: TroopId,
    },
    /// The pawn became a copy.
    Promoted {
        /// The pawn.
        troop: TroopId,
        /// The troop it copies.
        into: TroopId,
    },
    /// The pawn stays a pawn.
    PromotionDeclined {
        /// The pawn.
        troop: TroopId,
    },
    /// The turn ended and the other player's began.
    TurnEnded {
        /// Whose turn ended.
        side: Side,
        /// Whether it ended without a move because none was legal.
        without_move: bool,
    },
    /// The match is over.
    Ended {
        /// How.
        outcome: Outcome,
    },
}
