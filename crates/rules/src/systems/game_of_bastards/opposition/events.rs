//! What players ask of an Opposition ([`Command`]) and what happens ([`Event`], every card
//! drawn and every shuffle's seed inside).

use serde::{Deserialize, Serialize};

use super::super::content::{Skill, Trait};
use super::{AttackKind, CombatantId, DeckId, OpposedDraw, Outcome, Resolution, Zone};
use crate::cards::{Card, PlayingCard};
use crate::citation::Explained;

/// Why cards were drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "OppositionDrawReason"),
    schemars(rename = "OppositionDrawReason")
)]
#[serde(rename_all = "snake_case")]
pub enum DrawReason {
    /// The hand of 5 the Opposition begins with.
    OpeningHand,
    /// The Luck cards of a turn's draw step.
    Luck,
    /// A squad's turn draw: its Power Rating in cards, up to its members.
    SquadPower,
    /// A mulligan's fresh 5.
    Mulligan,
    /// A defender with no cards plays the deck's top card.
    TopCard,
    /// A Wildcard spent.
    Wildcard,
    /// Falling into Desperation.
    Desperation,
}

/// Something that happened, with every random result inside.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "OppositionEvent"),
    schemars(rename = "OppositionEvent")
)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// Cards went from a deck's top to a zone.
    Drew {
        /// Who drew.
        combatant: CombatantId,
        /// From which deck.
        deck: DeckId,
        /// The cards, in the order drawn.
        cards: Vec<Card>,
        /// Where they went.
        to: Zone,
        /// Why.
        reason: DrawReason,
    },
    /// A Joker was drawn: +1 Wildcard, and it and the discards are shuffled into the deck.
    Joker {
        /// Who drew it.
        combatant: CombatantId,
        /// Its deck.
        deck: DeckId,
        /// The shuffle.
        seed: u64,
    },
    /// An empty draw pile was rebuilt from its discards.
    Reshuffled {
        /// The deck.
        deck: DeckId,
        /// The shuffle.
        seed: u64,
    },
    /// A combatant put an initiative card face down.
    InitiativeChosen {
        /// Who.
        combatant: CombatantId,
        /// The card.
        card: Card,
    },
    /// Every initiative card was shown.
    InitiativeShown,
    /// A round began, in this order.
    RoundBegan {
        /// The round's number.
        round: u16,
        /// Who acts, lowest initiative first.
        order: Vec<CombatantId>,
    },
    /// A character's turn began.
    TurnBegan {
        /// Whose.
        combatant: CombatantId,
        /// Its index in the round's order.
        at: usize,
    },
    /// Cards went from a hand to the discard.
    Discarded {
        /// Whose.
        combatant: CombatantId,
        /// The cards.
        cards: Vec<Card>,
        /// A mulligan (the whole hand, sacrificing the action) rather than a single discard.
        mulligan: bool,
    },
    /// The initiative card was replaced, sacrificing the action.
    InitiativeReplaced {
        /// Whose.
        combatant: CombatantId,
        /// The old card, now discarded.
        old: Card,
        /// The new one.
        new: Card,
    },
    /// An action against another character was declared and its first card played face down.
    Declared {
        /// The opposed draw it opens.
        draw: Box<OpposedDraw>,
        /// The aggressor's card cap.
        cap: Explained,
    },
    /// A card played face down (the aggressor's in `Declared`'s command, the defender's here).
    PlayedFaceDown {
        /// Who.
        combatant: CombatantId,
        /// The card.
        card: Card,
    },
    /// The defender chose its skill and trait.
    Defended {
        /// Who.
        combatant: CombatantId,
        /// Its skill.
        skill: Skill,
        /// The trait it adds.
        trait_bonus: Trait,
        /// Its card cap.
        cap: Explained,
    },
    /// A card bet face up from the hand.
    Bet {
        /// Who.
        combatant: CombatantId,
        /// The card.
        card: Card,
    },
    /// A party stopped betting.
    StoppedBetting {
        /// Who.
        combatant: CombatantId,
    },
    /// A Wildcard spent on the deck's top card (the card is the next `Drew`).
    SpentWildcard {
        /// Who.
        combatant: CombatantId,
    },
    /// A party is done spending Wildcards.
    DoneBuying {
        /// Who.
        combatant: CombatantId,
    },
    /// The cards were revealed and the draw resolved; its cards go to the discard.
    Revealed(Box<Resolution>),
    /// A turn ended.
    TurnEnded {
        /// Whose.
        combatant: CombatantId,
    },
    /// The Opposition ended.
    Ended(Outcome),
    /// A card entered from the physical table was found in the deck and put on top, to be the
    /// next card drawn.
    TableCard {
        /// The deck.
        deck: DeckId,
        /// The card.
        card: PlayingCard,
    },
}

/// What a player asks for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "OppositionCommand"),
    schemars(rename = "OppositionCommand")
)]
#[serde(tag = "command", rename_all = "snake_case")]
pub enum Command {
    /// Choose an initiative card from the hand («b. Initiative»).
    PlayInitiative {
        /// Who.
        combatant: CombatantId,
        /// The card.
        card: Card,
    },
    /// Discard one card after the turn's draw («d. Opposed Draws»).
    Discard {
        /// Who.
        combatant: CombatantId,
        /// The card.
        card: Card,
    },
    /// Discard the whole hand and draw 5, sacrificing the action.
    Mulligan {
        /// Who.
        combatant: CombatantId,
    },
    /// Sacrifice the action to replace the initiative card with one from the hand.
    ReplaceInitiative {
        /// Who.
        combatant: CombatantId,
        /// The new card.
        card: Card,
    },
    /// Declare an attack and play its first card face down (steps 4–5).
    Attack {
        /// The aggressor.
        combatant: CombatantId,
        /// The character affected.
        target: CombatantId,
        /// Physical or mental.
        kind: AttackKind,
        /// The skill used.
        skill: Skill,
        /// The trait added to the cards.
        trait_bonus: Trait,
        /// The card played face down.
        card: Card,
    },
    /// The defender's face-down card (or, with an empty hand, the deck's top card) and its
    /// skill and trait.
    Defend {
        /// Who.
        combatant: CombatantId,
        /// The skill used.
        skill: Skill,
        /// The trait added to the cards.
        trait_bonus: Trait,
        /// The card played face down; none to play the deck's top card with an empty hand.
        card: Option<Card>,
    },
    /// Bet a card face up.
    Bet {
        /// Who.
        combatant: CombatantId,
        /// The card.
        card: Card,
    },
    /// Stop betting.
    StopBetting {
        /// Who.
        combatant: CombatantId,
    },
    /// Spend a Wildcard to play the deck's top card face up.
    SpendWildcard {
        /// Who.
        combatant: CombatantId,
    },
    /// Done spending Wildcards.
    DoneBuying {
        /// Who.
        combatant: CombatantId,
    },
    /// The draw for falling into Desperation: Spirit or Luck cards.
    DesperationDraw {
        /// Who.
        combatant: CombatantId,
        /// Spirit or Luck.
        trait_drawn: Trait,
    },
    /// End the turn without (further) action (step 10).
    EndTurn {
        /// Whose.
        combatant: CombatantId,
    },
    /// The characters stop the Opposition (step 13).
    EndOpposition,
    /// A command played at a physical table: every card it draws is the next of `cards`, in
    /// order, checked against what is left in the drawer's deck (a Joker included). Every card
    /// entered must be drawn, and a draw beyond them comes from the shuffled deck.
    Entered {
        /// The cards drawn at the table, in the order drawn.
        cards: Vec<PlayingCard>,
        /// The command they were drawn for.
        then: Box<Command>,
    },
}
