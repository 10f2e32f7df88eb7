//! Setting a battle up: who fights, where, with which cards ("Beginning Battle").

use serde::{Deserialize, Serialize};

use super::state::{
    ArmProfile, ArmorMarks, BattleReagentHand, BattleState, Combatant, Grid, Phase, Side, Stance,
    Tile,
};
use crate::cards::Suit;
use crate::deck::{Deck, Zone};
use crate::random::Rng;

/// One combatant as the GM brings it to the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CombatantSetup {
    /// Display name.
    pub name: String,
    /// Its side.
    pub side: Side,
    /// The campaign character, if any.
    #[serde(default)]
    pub character_id: Option<i64>,
    /// Arms with their sheet values; at least one (empty hands).
    pub arms: Vec<ArmProfile>,
    /// Main Arm index.
    #[serde(default)]
    pub main_arm: usize,
    /// Offhand Arm index.
    #[serde(default)]
    pub offhand_arm: Option<usize>,
    /// Hit Points.
    pub hit_points: i8,
    /// Hand Size.
    pub hand_size: u8,
    /// Starting tile on the grid.
    #[serde(default)]
    pub position: Option<Tile>,
    /// The engine deals its cards (NPCs; players whose deck is tracked). Without it the GM enters
    /// the physical cards.
    #[serde(default)]
    pub engine_deck: bool,
    /// Combat spells it knows, by spell id.
    #[serde(default)]
    pub spells: Vec<String>,
    /// Its perks, by perk id.
    #[serde(default)]
    pub perks: Vec<String>,
    /// Its Star Suit, for spell costs.
    #[serde(default)]
    pub star_suit: Option<Suit>,
    /// Its Reagent lines (Reagent Hand Size, draw rate or Holy Magic); `None` when it has no
    /// Reagent Hand.
    #[serde(default)]
    pub reagent_hand: Option<BattleReagentHand>,
    /// Its Base Strike, Defense and Speed: its Sleight, Brawn and Mind ("Character Attributes
    /// and Skills"), for perks that compare them (Defender, Well Coached); unknown when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub base: Option<[i16; 3]>,
    /// Its armor marks from the armor it wears (table rule `fated_hand.armor_rules`); unknown
    /// when absent, and the GM rules on armor at each attack.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub armor: Option<ArmorMarks>,
    /// Its class gives it Stealth (table rule `fated_hand.stealth_access`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub class_stealth: bool,
}

/// A battle as prepared.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Setup {
    /// Everyone in it.
    pub combatants: Vec<CombatantSetup>,
    /// The grid, if one is used.
    #[serde(default)]
    pub grid: Option<Grid>,
    /// The campaign's battle table rules (defaults when absent).
    #[serde(default)]
    pub rules: super::rules::BattleRules,
}

/// The state at the start of round 1: engine decks are shuffled and each draws its Hand Size
/// ("Beginning Battle": discard, shuffle, draw Hand Size), then, as round 1's Planning Phase
/// begins, its Reagent Draw Rate in Reagents ("Planning Phase").
pub fn begin(setup: &Setup, rng: &mut Rng) -> BattleState {
    let combatants = setup
        .combatants
        .iter()
        .map(|c| {
            let deck = c.engine_deck.then(|| {
                let mut deck = Deck::shuffled(rng);
                deck.draw_up_to(Zone::Hand, usize::from(c.hand_size), rng);
                let rate = c
                    .reagent_hand
                    .filter(|hand| !hand.holy_magic)
                    .map_or(0, |hand| hand.draw_rate);
                if c.hit_points > 0 {
                    for _ in 0..rate {
                        if deck.draw(Zone::Reagents, rng).is_err() {
                            break;
                        }
                    }
                }
                deck
            });
            Combatant {
                name: c.name.clone(),
                side: c.side,
                character_id: c.character_id,
                arms: c.arms.clone(),
                main_arm: c.main_arm,
                offhand_arm: c.offhand_arm,
                stance: Stance::Balanced,
                cards: None,
                handicap: [0; 3],
                hit_points: c.hit_points,
                max_hit_points: c.hit_points,
                incapacitated: c.hit_points <= 0,
                engaged: 0,
                position: c.position,
                acted: false,
                planned: false,
                movement_left: 0,
                moved: 0,
                primary_used: false,
                external_handicap: false,
                hand_size: c.hand_size,
                deck,
                spells: c.spells.clone(),
                perks: c.perks.clone(),
                star_suit: c.star_suit,
                reagent_hand: c.reagent_hand,
                base: c.base,
                armor: c.armor,
                class_stealth: c.class_stealth,
                ..Combatant::blank()
            }
        })
        .collect();
    BattleState {
        round: 1,
        phase: Phase::Planning,
        combatants,
        grid: setup.grid.clone(),
        pending_ripostes: Vec::new(),
        retreat_blocked: false,
        rules: setup.rules,
        reactions: Default::default(),
        interrupted: Vec::new(),
    }
}
