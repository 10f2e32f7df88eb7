//! What the GM asks for during a battle; what happened as a result is in `event.rs`.

use serde::{Deserialize, Serialize};

pub use super::event::{Event, ReagentSource};

use super::state::{CombatantId, Outcome, Stance, Tile};
use crate::cards::Card;

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
// Fields are camelCase like the rest of the boundary (renamed one by one: the TypeScript
// exporter does not read `rename_all_fields`). Each multi-word field also reads its snake_case
// name: encounters store their commands, and campaigns written before the boundary was made one
// casing hold them in that shape.
#[serde(
    tag = "command",
    rename_all = "snake_case",
    rename_all_fields = "camelCase"
)]
pub enum Command {
    /// A combatant's plan for the round ("Planning Phase").
    Plan {
        /// Who plans.
        who: CombatantId,
        /// The stance.
        stance: Stance,
        /// Index of the Main Arm among the combatant's arms.
        #[serde(rename = "mainArm", alias = "main_arm")]
        main_arm: usize,
        /// Index of the Offhand Arm.
        #[serde(default)]
        #[serde(rename = "offhandArm", alias = "offhand_arm")]
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
        #[serde(rename = "defendRiposte", alias = "defend_riposte")]
        defend_riposte: bool,
        /// Distance in tiles for a ranged attack without a grid.
        #[serde(default)]
        distance: Option<u8>,
        /// The target takes its Upper Hand Riposte before the attack is resolved ("Perks List ›
        /// Upper Hand"); the attacker Defends it when `defendRiposte` holds.
        #[serde(default)]
        #[serde(rename = "upperHand", alias = "upper_hand")]
        upper_hand: bool,
        /// Creatures with Follow Up that join the attack ("Perks List › Follow Up").
        #[serde(default)]
        #[serde(rename = "followUp", alias = "follow_up")]
        follow_up: Vec<CombatantId>,
        /// Perks the target chooses to use against this attack, declared for its Defend
        /// (Perfect Deflect, Joint Lock): as `UsePerk` by the target, in the same command.
        #[serde(default)]
        #[serde(rename = "targetPerks", alias = "target_perks")]
        target_perks: Vec<String>,
    },
    /// The acting creature uses a perk that is an action of its own, which the engine resolves
    /// ("Perks List"): Astonish, Dirty Trick, Dive Tackle, Execution, Glint of Gold.
    PerkAction {
        /// The perk id.
        perk: String,
        /// Its target, for those that have one.
        #[serde(default)]
        target: Option<CombatantId>,
        /// Whether the target Defends a perk's attack (declining means it succeeds).
        #[serde(default = "yes")]
        defend: bool,
        /// Whether the target Ripostes when its Defense allows it.
        #[serde(default)]
        riposte: bool,
        /// Whether the user Defends against that Riposte.
        #[serde(default = "yes")]
        #[serde(rename = "defendRiposte", alias = "defend_riposte")]
        defend_riposte: bool,
        /// Distance in tiles to the target without a grid.
        #[serde(default)]
        distance: Option<u8>,
        /// The die the table rolled (Dirty Trick's 1d4); the engine rolls when absent.
        #[serde(default)]
        roll: Option<u8>,
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
    /// Takes a chance a perk offers now (another turn, another Attack, a Riposte out of turn:
    /// "Perks List").
    TakePerkOffer {
        /// Who holds the offer.
        who: CombatantId,
        /// The perk id.
        perk: String,
        /// The extra Attack's target; for a Riposte, which offer (when several are open).
        #[serde(default)]
        target: Option<CombatantId>,
        /// Whether the target Defends.
        #[serde(default = "yes")]
        defend: bool,
        /// Distance in tiles for a ranged extra Attack without a grid.
        #[serde(default)]
        distance: Option<u8>,
    },
    /// Records where a creature's sighted markers from `perk` (Sighted In, Mind Map) stand; an
    /// empty list lifts them.
    SetSighted {
        /// Whose markers.
        who: CombatantId,
        /// The perk that places them.
        perk: String,
        /// Their tiles.
        tiles: Vec<Tile>,
    },
    /// Declines a chance a perk offers.
    DeclinePerkOffer {
        /// Who holds the offer.
        who: CombatantId,
        /// The perk id.
        perk: String,
        /// For a Riposte, which offer (when several are open).
        #[serde(default)]
        target: Option<CombatantId>,
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
        /// Which stat each recovering creature cleanses, as pairs `[combatant id, stat]` with the
        /// stat counted Strike 0, Defense 1, Speed 2; a creature not listed cleanses the stat
        /// with the most Handicap.
        #[serde(default)]
        recover: Vec<(CombatantId, usize)>,
        /// The Reagents each caster chooses to discard down to its Reagent Hand Size
        /// ("Reagents"), as pairs `[combatant id, cards]`; a caster over its size and not listed
        /// keeps its Star Suit and highest cards and discards the rest.
        #[serde(default)]
        discard: Vec<(CombatantId, Vec<Card>)>,
    },
    /// The GM overrides a result; the log records it.
    Override {
        /// Whose numbers change.
        who: CombatantId,
        /// New Hit Points.
        #[serde(default)]
        #[serde(rename = "hitPoints", alias = "hit_points")]
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
    /// The party attempts a Retreat ("Retreat"): enough members agree, then the foes may riposte;
    /// any successful Riposte makes the attempt fail, otherwise the battle ends in a Retreat.
    Retreat {
        /// The party members who agree (at least half of the active members, rounded up).
        agree: Vec<CombatantId>,
        /// The Ripostes the foes attempt, at most one per foe.
        #[serde(default)]
        ripostes: Vec<RetreatRiposte>,
    },
    /// The acting creature Hauls an adjacent object or Incapacitated creature to another open
    /// tile next to itself, for 1 Movement ("Haul").
    Haul {
        /// The Incapacitated creature hauled; `None` for an object.
        #[serde(default)]
        target: Option<CombatantId>,
        /// Where it goes, with a grid.
        #[serde(default)]
        to: Option<Tile>,
    },
    /// A creature regards its Offhand Arm as its Main Arm for its next Attack, Defend, Riposte or
    /// Cast, once per round ("Offhand Action").
    OffhandAction {
        /// Who.
        who: CombatantId,
    },
    /// A creature with Stealth Power tries to become Hidden: 1d12 at most its Stealth Power
    /// ("Sneak").
    Sneak {
        /// Who.
        who: CombatantId,
        /// The d12 the table rolled; the engine rolls when absent.
        #[serde(default)]
        roll: Option<u8>,
    },
    /// A Hidden creature reveals itself, optionally with a surprise Riposte at an adjacent
    /// creature ("Sneak").
    Reveal {
        /// Who.
        who: CombatantId,
        /// The target of the surprise Riposte.
        #[serde(default)]
        riposte: Option<CombatantId>,
        /// Whether that target Defends.
        #[serde(default = "yes")]
        defend: bool,
    },
    /// The GM applies an effect by hand (a perk or spell the engine does not resolve); the log
    /// keeps the note.
    Adjudicate {
        /// Who is affected.
        who: CombatantId,
        /// The perk or spell id the effect comes from, if any.
        #[serde(default)]
        #[serde(rename = "perkOrSpell", alias = "perk_or_spell")]
        perk_or_spell: Option<String>,
        /// Hit Points gained (positive) or lost (negative).
        #[serde(default)]
        #[serde(rename = "hitPointsChange", alias = "hit_points_change")]
        hit_points_change: i8,
        /// Handicap added (positive) or cleansed (negative) per stat: Strike, Defense, Speed.
        #[serde(default)]
        #[serde(rename = "handicapChange", alias = "handicap_change")]
        handicap_change: [i8; 3],
        /// The Handicap comes from another creature (no Recovery this round).
        #[serde(default)]
        external: bool,
        /// Movement gained or lost this turn.
        #[serde(default)]
        #[serde(rename = "movementChange", alias = "movement_change")]
        movement_change: i16,
        /// Stealth Power gained or lost.
        #[serde(default)]
        #[serde(rename = "stealthPowerChange", alias = "stealth_power_change")]
        stealth_power_change: i16,
        /// Make it Hidden (`true`) or Revealed (`false`).
        #[serde(default)]
        hidden: Option<bool>,
        /// Put it on this tile (forced movement, displacement).
        #[serde(default)]
        #[serde(rename = "moveTo", alias = "move_to")]
        move_to: Option<Tile>,
        /// What happened, for the log.
        note: String,
    },
    /// A creature casts a combat spell, spending Reagents ("Cast"). Spell attacks are resolved
    /// with Magic Strike and effects stated in numbers by the engine; effects that need a ruling
    /// are left to the GM (`Adjudicate`).
    Cast {
        /// The spell id.
        spell: String,
        /// The Reagents spent: from the tracked Reagent hand, or the physical cards entered.
        reagents: Vec<Card>,
        /// The caster; by default the acting creature (others only for reaction spells).
        #[serde(default)]
        caster: Option<CombatantId>,
        /// The spell's target, if it has one.
        #[serde(default)]
        target: Option<CombatantId>,
        /// Whether the target Defends against a spell attack.
        #[serde(default = "yes")]
        defend: bool,
        /// Whether the target Ripostes when its Defense allows it.
        #[serde(default)]
        riposte: bool,
        /// Whether the caster Defends against that Riposte.
        #[serde(default = "yes")]
        #[serde(rename = "defendRiposte", alias = "defend_riposte")]
        defend_riposte: bool,
        /// Distance in tiles without a grid.
        #[serde(default)]
        distance: Option<u8>,
        /// The die the table rolled where the spell rolls one (Final Flash's 1d10); the engine
        /// rolls when absent.
        #[serde(default)]
        roll: Option<u8>,
        /// A number the spell asks for: Reagents to draw (Blood Sacrifice), or for a deck the
        /// engine does not track, the Star Suit cards in the Reagent hand (Numbfingers).
        #[serde(default)]
        count: Option<u8>,
        /// Further creatures: Misery Loves Company's second target; without a grid, the
        /// creatures next to the caster that an area spell reaches (Solar Flare, Final Flash).
        #[serde(default)]
        targets: Vec<CombatantId>,
    },
    /// A creature uses a perk whose effect the GM applies; an Exclusive Perk claims its next
    /// action, which may carry only one ("Exclusive Perks").
    UsePerk {
        /// Who.
        who: CombatantId,
        /// The perk id.
        perk: String,
        /// What it does this time, for the log.
        #[serde(default)]
        note: String,
    },
    /// The acting creature brings a Summoned Creature onto the field next to itself
    /// ("Summoned Creatures"), usually right after casting its spell.
    Summon {
        /// The summon id (content).
        summon: String,
        /// Where it appears, with a grid (adjacent to the summoner).
        #[serde(default)]
        at: Option<Tile>,
        /// The dice total its stat formula needs (e.g. "7 + 1d6"); rolled when absent.
        #[serde(default)]
        dice: Option<u8>,
    },
    /// The acting creature commands one of its Summoned Creatures to move, up to the summon's own
    /// Movement this turn ("Summoned Creatures").
    SummonMove {
        /// The summon (a combatant id).
        summon: CombatantId,
        /// The tiles entered, in order (with a grid).
        #[serde(default)]
        path: Vec<Tile>,
        /// Tiles moved without a grid.
        #[serde(default)]
        tiles: Option<u8>,
        /// Without a grid: whether the move breaks the summon's Engagements.
        #[serde(default)]
        disengage: bool,
    },
    /// The acting creature commands one of its Summoned Creatures to attack: the controller's
    /// Primary Action ("Summoned Creatures").
    SummonAttack {
        /// The summon (a combatant id).
        summon: CombatantId,
        /// The target.
        target: CombatantId,
        /// Whether the target Defends (declining means the attack succeeds).
        #[serde(default = "yes")]
        defend: bool,
        /// Whether the target Ripostes when its Defense allows it.
        #[serde(default)]
        riposte: bool,
        /// Whether the summon Defends against that Riposte.
        #[serde(default = "yes")]
        #[serde(rename = "defendRiposte", alias = "defend_riposte")]
        defend_riposte: bool,
        /// Distance in tiles for a ranged attack without a grid.
        #[serde(default)]
        distance: Option<u8>,
    },
}

/// One foe's Riposte at a retreating party member ("Retreat").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RetreatRiposte {
    /// The foe.
    pub riposter: CombatantId,
    /// The party member it can target.
    pub target: CombatantId,
    /// Whether the party member Defends.
    #[serde(default = "yes")]
    pub defend: bool,
    /// Distance in tiles for a ranged Riposte without a grid.
    #[serde(default)]
    pub distance: Option<u8>,
}

const fn yes() -> bool {
    true
}
