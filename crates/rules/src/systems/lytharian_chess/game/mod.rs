//! A match on the board («Board Setup», «Phases of a Turn», «Combat Overview», «Spellcasting
//! Overview»): the encounter engine's [`Battle`](crate::encounter::Battle) and
//! [`Legal`](crate::encounter::Legal) for Lytharian Chess.
//!
//! A match is its [`MatchSetup`] (two armies with their decks, the mode, the table rules and
//! the effects the GM entered for spells the book does not describe), a seed, and the ordered
//! [`Command`]s. Every draw and roll is inside an [`Event`], so replaying the commands gives
//! the same match, which is undo and redo.
//!
//! What the engine does not know it does not invent: a troop whose Att, Def, piece, power
//! score or an ability's X is unknown is refused at setup, and a spell whose type, cost or
//! effect the book does not give cannot be cast until the GM enters it ([`MatchError`]).
//!
//! Modules: [`setup`] (the opening position, first player and bonus mana), [`check`] (every
//! command's legality, read-only), [`run`] (the events a legal command causes, worked out on
//! a scratch copy), [`combat`] (adjusted values, reductions and the exchange of damage),
//! [`spells`] (typed spell effects), [`abilities`] (`Effect:` and `Main:` abilities),
//! [`evolve`], [`describe`] (log lines, per viewer),
//! [`view`] (what each side may see) and [`legal`].

pub mod abilities;
pub mod check;
pub mod combat;
pub mod describe;
pub mod error;
pub mod event;
pub mod evolve;
pub mod legal;
pub mod run;
pub mod setup;
pub mod spells;
pub mod view;

#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

pub use error::MatchError;
pub use event::Event;
pub use spells::{SpellAmount, SpellEffect};
pub use view::MatchView;

use super::army::Mode;
use super::board::{Board, Side};
use super::cards::{Card, PieceType, TroopCard};
use crate::grid::Square;
use crate::table_rules::TableRuleChoices;

/// A troop's index in [`MatchState::troops`].
pub type TroopId = u8;
/// A spell or equipment card's index in [`MatchState::cards`].
pub type CardId = u16;

/// The hand size above which the draw becomes a choice («Phases of a Turn» › Draw Phase).
pub const HAND_LIMIT: usize = 10;
/// The mana counter's last square («Phases of a Turn» › Mana Phase).
pub const MANA_TOP: u8 = 15;
/// The obelisk's most («Phases of a Turn» › Mana Phase: "up to 6 per turn maximum").
pub const OBELISK_TOP: u8 = 6;
/// Enchant spaces per player («Card Types» › Enchant).
pub const ENCHANT_SPACES: usize = 3;

/// One army as brought to the table: its 16 troops and its deck.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ArmySetup {
    /// The back rank, files a to h: rook, knight, bishop, queen, king, bishop, knight, rook
    /// («Board Setup»; which rook, knight and bishop goes left is the player's order).
    pub back_rank: Vec<TroopCard>,
    /// The pawns, files a to h, in the order the player arranged them.
    pub pawns: Vec<TroopCard>,
    /// The spells and equipment, in any order (the engine shuffles).
    pub deck: Vec<Card>,
}

/// What a match starts from.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MatchSetup {
    /// The two armies, in the order entered; who goes first comes from their power scores.
    pub armies: [ArmySetup; 2],
    /// The mode both armies were built for.
    pub mode: Mode,
    /// The campaign's table rules.
    #[serde(default)]
    pub choices: TableRuleChoices,
    /// Effects the GM entered for spells the book names without describing (by card name).
    #[serde(default)]
    pub spell_effects: Vec<(String, SpellEffect)>,
}

/// A troop in the match.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Troop {
    /// Whose it is.
    pub side: Side,
    /// The card it is (a promoted pawn holds a copy of the card it became).
    pub card: TroopCard,
    /// Where it stands; `None` once in the crypt.
    pub square: Option<Square>,
    /// Face up.
    pub revealed: bool,
    /// Damage on it (the D6 on the card).
    pub damage: u8,
    /// Att and Def gained for good (Soulsteal).
    pub grown: u8,
    /// Attached weapon and armor.
    pub weapon: Option<CardId>,
    /// Attached armor.
    pub armor: Option<CardId>,
    /// Its aura.
    pub aura: Option<CardId>,
    /// Its curse.
    pub curse: Option<CardId>,
    /// Damage prevented from each instance until the combat (or turn) ends (protection spells).
    pub prevention: u8,
    /// The pawn this troop was, when it promoted.
    pub promoted_from: Option<String>,
}

/// A spell or equipment card in the match.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MatchCard {
    /// Whose deck it came from.
    pub owner: Side,
    /// The card.
    pub card: Card,
}

/// One player's side of the table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Player {
    /// The draw space, top card last.
    pub deck: Vec<CardId>,
    /// The hand.
    pub hand: Vec<CardId>,
    /// Used and discarded spells and equipment, face up.
    pub nether: Vec<CardId>,
    /// Killed troops, face up.
    pub crypt: Vec<TroopId>,
    /// Enchants in play, at most three.
    pub enchants: Vec<CardId>,
    /// The mana counter.
    pub mana: u8,
    /// The obelisk: mana gained each mana phase.
    pub obelisk: u8,
    /// Harnessed mana not yet spent, usable only for spells («Mana Harnessing»).
    pub pool: u8,
    /// Whether this player harnessed this turn.
    pub harnessed: bool,
    /// The power score of the enemy troops this player killed (for the ties of «Play
    /// Overview and Winning»).
    pub killed_power: u32,
    /// The army's power score.
    pub army_power: u32,
}

/// Where the active player's turn stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianPhase"),
    schemars(rename = "LytharianPhase")
)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Effects: abilities and curses that take place at the start of the turn.
    Effects,
    /// Draw, waiting for the player's choice with 10 or more cards in hand.
    DrawChoice,
    /// Main: spells, the move, an attack.
    Main,
}

/// The turn in progress.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Turn {
    /// Whose turn.
    pub side: Side,
    /// Turns begun so far (1 for the first).
    pub number: u16,
    /// The phase.
    pub phase: Phase,
    /// The turn's move, when made: the troop and the square it left.
    pub moved: Option<(TroopId, Square)>,
    /// Whether the turn's attack was made.
    pub attacked: bool,
    /// Troops that used a Main: ability this turn (they may not attack).
    pub main_used: Vec<TroopId>,
    /// `Effect:` and `Main:` abilities used this turn: the troop and the ability's index.
    pub abilities_used: Vec<(TroopId, u8)>,
    /// The troop that made the turn's attack (it may not use a Main: ability).
    pub attacker: Option<TroopId>,
    /// Troops that move as another piece this turn (Movement of the Bishop).
    pub moves_as: Vec<(TroopId, PieceType)>,
}

/// What a spell on the stack points at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianTarget"),
    schemars(rename = "LytharianTarget")
)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum Target {
    /// Nothing.
    None,
    /// A troop.
    Troop {
        /// Which.
        troop: TroopId,
    },
    /// A troop, and a friendly troop for the second half (Siphon Health).
    TroopAndFriend {
        /// The first target.
        troop: TroopId,
        /// The friendly troop.
        friend: TroopId,
    },
    /// A spell on the stack, or a permanent spell in play.
    Spell {
        /// Which card.
        card: CardId,
    },
    /// A player.
    Player {
        /// Which.
        side: Side,
    },
}

/// A spell cast and waiting to resolve.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct StackItem {
    /// The card.
    pub card: CardId,
    /// Who cast it.
    pub caster: Side,
    /// The X paid, for a variable cost.
    pub x: u8,
    /// What it targets.
    pub target: Target,
    /// The squares its target troops stood on when targeted: a troop that leaves its square
    /// makes the spell fizzle («Spellcasting Overview»).
    pub target_squares: Vec<(TroopId, Square)>,
}

/// A combat choice (Mobility: +X Att or X less damage taken).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianChoice"),
    schemars(rename = "LytharianChoice")
)]
#[serde(rename_all = "snake_case")]
pub enum Choice {
    /// Gain the Att.
    Att,
    /// Take less damage.
    Reduction,
}

/// A combat in progress.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Combat {
    /// The attacking troop.
    pub attacker: TroopId,
    /// The defending troop.
    pub defender: TroopId,
    /// Whether each was face down before the attack (attacker, defender).
    pub unrevealed_before: (bool, bool),
    /// Troops still to make their combat choice, in order (the defender first).
    pub choosing: Vec<TroopId>,
    /// Choices made.
    pub choices: Vec<(TroopId, Choice)>,
}

/// How a match ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianOutcome"),
    schemars(rename = "LytharianOutcome")
)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum Outcome {
    /// One side won.
    Won {
        /// The winner.
        winner: Side,
        /// Why, in a sentence.
        reason: String,
    },
}

/// Everything on the table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MatchState {
    /// Every troop, by id; the first 16 are the first player's.
    pub troops: Vec<Troop>,
    /// Every spell and equipment card, by id.
    pub cards: Vec<MatchCard>,
    /// The two players, the first player first.
    pub players: [Player; 2],
    /// Who stands where, for movement.
    pub board: Board,
    /// The turn.
    pub turn: Turn,
    /// Spells cast and not yet resolved, the last cast last.
    pub stack: Vec<StackItem>,
    /// Who may cast or pass now, while spells are on the stack or a combat waits for spells.
    pub priority: Option<Side>,
    /// Passes in a row.
    pub passes: u8,
    /// The combat in progress.
    pub combat: Option<Combat>,
    /// A pawn on the far side that may promote, waiting for its player's choice.
    pub promotion: Option<TroopId>,
    /// How it ended.
    pub outcome: Option<Outcome>,
    /// The campaign's table rules.
    pub choices: TableRuleChoices,
    /// Effects the GM entered for spells the book does not describe.
    pub spell_effects: Vec<(String, SpellEffect)>,
    /// Which setup army each side plays (first player's, second player's).
    pub army_of: [u8; 2],
}

/// What the players ask for. `side` is always who asks: the engine checks it may.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianCommand"),
    schemars(rename = "LytharianCommand")
)]
#[serde(rename_all = "snake_case", tag = "command")]
pub enum Command {
    /// Ends the effects phase; mana and the draw follow.
    EndEffects {
        /// Who asks.
        side: Side,
    },
    /// With 10 or more cards: keep the hand and skip the draw.
    KeepHand {
        /// Who asks.
        side: Side,
    },
    /// With 10 or more cards: discard these down to 9, then draw.
    DiscardAndDraw {
        /// Who asks.
        side: Side,
        /// The cards to discard.
        cards: Vec<CardId>,
    },
    /// At 15 mana: charge the obelisk (+1 income) and reset the counter to 1.
    ChargeObelisk {
        /// Who asks.
        side: Side,
    },
    /// Discards a spell from hand for mana that only spells may use, once per turn.
    Harness {
        /// Who asks.
        side: Side,
        /// The spell.
        card: CardId,
    },
    /// Casts a spell from hand.
    Cast {
        /// Who casts.
        side: Side,
        /// The spell.
        card: CardId,
        /// X, for a variable cost.
        #[serde(default)]
        x: u8,
        /// Its target.
        target: Target,
    },
    /// Passes priority.
    Pass {
        /// Who passes.
        side: Side,
    },
    /// Turns one of the player's own troops face up.
    Reveal {
        /// Who asks.
        side: Side,
        /// The troop.
        troop: TroopId,
    },
    /// The turn's move.
    Move {
        /// Who asks.
        side: Side,
        /// From.
        from: Square,
        /// To (an empty square).
        to: Square,
    },
    /// Uses a troop's `Effect:` ability (effects phase) or `Main:` ability (main phase).
    UseAbility {
        /// Who asks.
        side: Side,
        /// The troop.
        troop: TroopId,
        /// The ability's index among the troop's abilities.
        ability: u8,
        /// Its target troop, when it takes one.
        #[serde(default)]
        target: Option<TroopId>,
    },
    /// The turn's attack on an adjacent enemy.
    Attack {
        /// Who asks.
        side: Side,
        /// The attacking troop.
        attacker: TroopId,
        /// The defending troop.
        defender: TroopId,
    },
    /// A combat choice for one of the player's troops.
    Choose {
        /// Who asks.
        side: Side,
        /// The troop.
        troop: TroopId,
        /// What it chooses.
        choice: Choice,
    },
    /// Promotes the pawn on the far side into a copy of a friendly non-king troop.
    Promote {
        /// Who asks.
        side: Side,
        /// The troop it copies.
        into: TroopId,
    },
    /// Leaves the pawn a pawn.
    KeepPawn {
        /// Who asks.
        side: Side,
    },
    /// Ends the turn.
    EndTurn {
        /// Who asks.
        side: Side,
    },
}

impl Command {
    /// Who asks.
    pub fn side(&self) -> Side {
        match self {
            Command::EndEffects { side }
            | Command::KeepHand { side }
            | Command::DiscardAndDraw { side, .. }
            | Command::ChargeObelisk { side }
            | Command::Harness { side, .. }
            | Command::Cast { side, .. }
            | Command::Pass { side }
            | Command::Reveal { side, .. }
            | Command::Move { side, .. }
            | Command::Attack { side, .. }
            | Command::UseAbility { side, .. }
            | Command::Choose { side, .. }
            | Command::Promote { side, .. }
            | Command::KeepPawn { side }
            | Command::EndTurn { side } => *side,
        }
    }

    /// The command's tag, for the screen.
    pub fn kind(&self) -> &'static str {
        match self {
            Command::EndEffects { .. } => "end_effects",
            Command::KeepHand { .. } => "keep_hand",
            Command::DiscardAndDraw { .. } => "discard_and_draw",
            Command::ChargeObelisk { .. } => "charge_obelisk",
            Command::Harness { .. } => "harness",
            Command::Cast { .. } => "cast",
            Command::Pass { .. } => "pass",
            Command::Reveal { .. } => "reveal",
            Command::Move { .. } => "move",
            Command::Attack { .. } => "attack",
            Command::UseAbility { .. } => "use_ability",
            Command::Choose { .. } => "choose",
            Command::Promote { .. } => "promote",
            Command::KeepPawn { .. } => "keep_pawn",
            Command::EndTurn { .. } => "end_turn",
        }
    }
}

/// Why a troop was revealed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RevealCause {
    /// Its owner turned it.
    Owner,
    /// It was attacked, or attacked.
    Combat,
    /// It took damage.
    Damage,
    /// It promoted into a known card.
    Promotion,
    /// A scout saw it, or it was seen moving next to a scout.
    Scout,
}

impl MatchState {
    /// The player of `side`.
    pub fn player(&self, side: Side) -> &Player {
        &self.players[side_index(side)]
    }

    /// The player of `side`, to change.
    pub fn player_mut(&mut self, side: Side) -> &mut Player {
        &mut self.players[side_index(side)]
    }

    /// The troop with this id.
    pub fn troop(&self, id: TroopId) -> &Troop {
        &self.troops[usize::from(id)]
    }

    /// The troop standing on `square`.
    pub fn troop_at(&self, square: Square) -> Option<TroopId> {
        self.troops
            .iter()
            .position(|troop| troop.square == Some(square))
            .and_then(|index| TroopId::try_from(index).ok())
    }

    /// The card with this id.
    pub fn card(&self, id: CardId) -> &MatchCard {
        &self.cards[usize::from(id)]
    }

    /// The name of the card with this id.
    pub fn card_name(&self, id: CardId) -> &str {
        self.card(id).card.name()
    }
}

/// 0 for the first player, 1 for the second.
pub const fn side_index(side: Side) -> usize {
    match side {
        Side::First => 0,
        Side::Second => 1,
    }
}

/// "First player" or "Second player".
pub const fn side_name(side: Side) -> &'static str {
    match side {
        Side::First => "First player",
        Side::Second => "Second player",
    }
}
