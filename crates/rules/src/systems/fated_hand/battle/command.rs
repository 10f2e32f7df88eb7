//! What the GM asks for during a battle, and what happened as a result.

use serde::{Deserialize, Serialize};

use super::offers::PerkOffer;
use super::state::{CombatantId, Outcome, Stance, Tile};
use crate::cards::Card;
use crate::citation::Explained;
use crate::random::DieRoll;
use crate::systems::fated_hand::model::Stat;

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
    /// with Magic Strike; other effects are left to the GM (`Adjudicate`).
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

/// Why Reagents were drawn: the Reagent Draw Rate, or one of the Holy Magic circumstances.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum ReagentSource {
    /// The Reagent Hand Draw Rate, as the Planning Phase begins ("Planning Phase").
    DrawRate,
    /// An adjacent ally is Attacked: +1 ("Holy Magic").
    AdjacentAllyAttacked,
    /// The caster is Attacked: +1.
    Attacked,
    /// An ally within 2 tiles Strikes a Hit: +1.
    AllyStruckHit,
    /// The caster Attacks unsuccessfully: +1.
    AttackedUnsuccessfully,
    /// The caster Attacks or Ripostes successfully: +2.
    AttackedSuccessfully,
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
    /// Creatures reached the count together, equal in Speed and Base Speed: a coin chose who
    /// goes first (table rule `fated_hand.initiative_ties`).
    TieBroken {
        /// The tied creatures, the one called first.
        between: Vec<CombatantId>,
        /// Who won the coin and takes the turn.
        first: CombatantId,
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
    /// Reagents drawn into the Reagent Hand, by the Reagent Draw Rate or by Holy Magic.
    ReagentsDrawn {
        /// Who.
        who: CombatantId,
        /// Why.
        source: ReagentSource,
        /// How many.
        count: u8,
        /// The Reagents, when the deck is tracked (the player draws them otherwise).
        cards: Vec<Card>,
    },
    /// A Holy Magic draw that depends on distance could not be checked: the battle has no grid
    /// ("Holy Magic"); the GM judges it.
    HolyUnchecked {
        /// The Holy Magic caster.
        who: CombatantId,
        /// The circumstance left unchecked (an adjacent ally Attacked, an ally within 2 tiles
        /// Striking a Hit).
        source: ReagentSource,
    },
    /// Reagents discarded down to the Reagent Hand Size at the end of a round ("Reagents").
    ReagentsDiscarded {
        /// Who.
        who: CombatantId,
        /// The Reagents discarded, when the deck is tracked (the player discards them otherwise).
        cards: Vec<Card>,
        /// The Reagent Hand Size kept.
        hand_size: u8,
        /// The GM gave the choice; otherwise the engine chose (Star Suit and highest cards kept).
        chosen: bool,
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
    /// The party attempts a Retreat with these members agreeing.
    RetreatAttempted {
        /// Who agreed.
        agreed: Vec<CombatantId>,
    },
    /// The Retreat attempt is over; the battle ends when it succeeded.
    RetreatResolved {
        /// No foe's Riposte succeeded.
        success: bool,
    },
    /// A creature Hauled an object or an Incapacitated creature (1 Movement).
    Hauled {
        /// Who hauled.
        who: CombatantId,
        /// The creature hauled, if not an object.
        target: Option<CombatantId>,
        /// Where it went, with a grid.
        to: Option<Tile>,
    },
    /// A creature declared its Offhand Action.
    OffhandReady {
        /// Who.
        who: CombatantId,
        /// The arm it now regards as its Main Arm.
        arm: usize,
    },
    /// Stealth Power gained (or lost while Hidden) during the Planning Phase.
    StealthGained {
        /// Who.
        who: CombatantId,
        /// The gain and its terms.
        gain: Explained,
    },
    /// A Sneak roll.
    Sneaked {
        /// Who.
        who: CombatantId,
        /// The d12.
        roll: DieRoll,
        /// Stealth Power when rolling.
        power: i16,
        /// The roll was at most the Stealth Power: Hidden. Otherwise Stealth Power falls by 3.
        hidden: bool,
    },
    /// A Hidden creature shared a tile with a hostile one and rolled to stay hidden.
    RevealRolled {
        /// The Hidden creature.
        who: CombatantId,
        /// The hostile creature on its tile.
        hostile: CombatantId,
        /// The d12.
        roll: DieRoll,
        /// The roll reached its Stealth Power: Revealed.
        revealed: bool,
    },
    /// A Hidden creature is Hidden no more.
    Revealed {
        /// Who.
        who: CombatantId,
        /// The roll that gave it away, if it was one.
        roll: Option<DieRoll>,
        /// The hostile creature that found it, if one did.
        by: Option<CombatantId>,
        /// The adjacent tile it had to step to, when it shared a tile (no Movement paid).
        to: Option<Tile>,
    },
    /// The GM applied an effect by hand.
    Adjudicated {
        /// Who.
        who: CombatantId,
        /// The perk or spell it comes from.
        perk_or_spell: Option<String>,
        /// Hit Points after the change.
        hit_points: i8,
        /// Handicap change per stat.
        handicap_change: [i8; 3],
        /// Handicap from another creature.
        external: bool,
        /// Movement change.
        movement_change: i16,
        /// Stealth Power change.
        stealth_power_change: i16,
        /// Hidden or Revealed.
        hidden: Option<bool>,
        /// New tile.
        move_to: Option<Tile>,
        /// The GM's note.
        note: String,
    },
    /// A spell was cast; its Reagents stay on the table until the end of the turn.
    SpellCast {
        /// The caster.
        who: CombatantId,
        /// The spell id.
        spell: String,
        /// The Reagents spent.
        reagents: Vec<Card>,
        /// It used the Primary Action.
        primary: bool,
        /// Its target, if any.
        target: Option<CombatantId>,
    },
    /// The engine does not resolve this effect: the GM applies it (with `Adjudicate`).
    RulingNeeded {
        /// Whose perk or spell.
        who: CombatantId,
        /// The perk or spell id.
        source: String,
        /// What the GM has to apply, in our words.
        effect: String,
    },
    /// A perk was used.
    PerkUsed {
        /// Who.
        who: CombatantId,
        /// The perk id.
        perk: String,
        /// An Exclusive Perk: it claims the creature's next action.
        exclusive: bool,
        /// The GM's note.
        note: String,
    },
    /// A perk the engine applies changed a creature in an exchange ("Perks List"): Handicap
    /// dealt (positive) or cleansed (negative), Hand Size, Stealth Power. A perk that flips a coin
    /// acts only on heads.
    PerkApplied {
        /// Whose perk.
        by: CombatantId,
        /// The perk id.
        perk: String,
        /// Who is changed.
        who: CombatantId,
        /// Handicap change per stat (Strike, Defense, Speed).
        handicap: [i8; 3],
        /// Hand Size gained.
        #[serde(default)]
        hand_size: i8,
        /// Stealth Power gained.
        #[serde(default)]
        stealth_power: i16,
        /// The coin flipped, when the perk flips one: heads is `true`.
        coin: Option<bool>,
    },
    /// A perk drew Reagents ("Perks List": Mobile Intellect, Pacing Thought, Motionless Study,
    /// Quiet Study, Sorcerous). A perk that flips a coin draws only on heads.
    PerkReagents {
        /// Who draws.
        who: CombatantId,
        /// The perk id.
        perk: String,
        /// How many were drawn (0 on tails).
        count: u8,
        /// The cards, when the deck is tracked (the player draws them otherwise).
        cards: Vec<Card>,
        /// The coin flipped, when the perk flips one: heads is `true`.
        coin: Option<bool>,
        /// Tiles of movement this draw used up (Mobile Intellect, Pacing Thought); the rest
        /// carry over.
        #[serde(default)]
        tiles: u8,
        /// The card went to the hand instead of the Reagent Hand (Sorcerous, table rule
        /// `fated_hand.sorcerous_chain`).
        #[serde(default)]
        to_hand: bool,
    },
    /// The tiles counted toward a movement perk's next Reagent were dropped after a turn
    /// without moving (table rule `fated_hand.mobile_intellect_reset`).
    StudyReset {
        /// Whose count.
        who: CombatantId,
        /// The perk id.
        perk: String,
        /// The tiles dropped.
        tiles: u8,
    },
    /// A creature looked at the top cards of its deck (Foresight); only its player and the GM
    /// see them.
    Foresaw {
        /// Who.
        who: CombatantId,
        /// The perk id.
        perk: String,
        /// The cards, top first, when the deck is tracked.
        cards: Vec<Card>,
        /// How many it may look at.
        count: u8,
    },
    /// A perk opened a chance its holder may take or decline ("Perks List").
    PerkOffered {
        /// The offer.
        offer: PerkOffer,
    },
    /// A perk's chance was taken; what it allows follows.
    OfferTaken {
        /// Who took it.
        who: CombatantId,
        /// The perk id.
        perk: String,
        /// The creature it answers, if any.
        target: Option<CombatantId>,
    },
    /// A perk's chance was declined.
    OfferDeclined {
        /// Who declined it.
        who: CombatantId,
        /// The perk id.
        perk: String,
        /// The creature it answered, if any.
        target: Option<CombatantId>,
    },
    /// A creature's sighted markers from a perk now stand on these tiles.
    SightedSet {
        /// Whose.
        who: CombatantId,
        /// The perk.
        perk: String,
        /// The tiles.
        tiles: Vec<Tile>,
    },
    /// A creature's Movement dropped to 0 for this turn (Proactive Defense).
    MovementStopped {
        /// Whose Movement.
        who: CombatantId,
        /// Whose perk.
        by: CombatantId,
        /// The perk id.
        perk: String,
    },
    /// A perk made a creature discard Reagents (Hidden Fang).
    PerkDiscarded {
        /// Whose perk.
        by: CombatantId,
        /// The perk id.
        perk: String,
        /// Who discards.
        who: CombatantId,
        /// How many.
        count: u8,
        /// The cards, when the deck is tracked (the player discards them otherwise).
        cards: Vec<Card>,
    },
    /// A creature with Meditate holds its turn ("Perks List › Meditate").
    Held {
        /// Who.
        who: CombatantId,
    },
    /// A creature that held its turn with Meditate takes it: it meditates when two opponents
    /// took their turns meanwhile, or when it now moves last and was not last already.
    Meditated {
        /// Who.
        who: CombatantId,
        /// The wait earned the meditation.
        meditated: bool,
        /// Opponents' turns taken while it held.
        opponents: u8,
        /// It now moves last, having held past someone.
        last: bool,
        /// Handicap cleansed (negative), per stat.
        handicap: [i8; 3],
        /// Hand Size gained.
        hand_size: u8,
    },
    /// A Summoned Creature arrived; it is the newest combatant.
    Summoned {
        /// The summoner.
        by: CombatantId,
        /// The summon id.
        summon: String,
        /// The new combatant's id (the end of the list).
        id: CombatantId,
        /// Its name.
        name: String,
        /// Its Strike.
        strike: Explained,
        /// Its Defense.
        defense: Explained,
        /// Its Movement.
        movement: i16,
        /// Where it stands.
        at: Option<Tile>,
        /// Its Hit Points.
        hit_points: i8,
    },
    /// A creature's straight line of tiles just moved, for Charge! ("Perks List › Charge!").
    StraightRun {
        /// Who.
        who: CombatantId,
        /// The line and its length.
        run: super::perks::StraightRun,
    },
    /// A perk gave a creature Defense until the end of its next turn (Iron Fist).
    Guarded {
        /// Who.
        who: CombatantId,
        /// The perk id.
        perk: String,
        /// The Defense gained, explained.
        bonus: Explained,
    },
    /// A perk rolled a die (Dirty Trick's 1d4 Handicap).
    PerkRolled {
        /// Whose perk.
        by: CombatantId,
        /// The perk id.
        perk: String,
        /// The die.
        roll: DieRoll,
    },
    /// An Execution: its Execution Power reached the threshold, and a Hit lands whatever the
    /// target's Defense ("Perks List › Execution").
    Executed {
        /// The executioner.
        who: CombatantId,
        /// The target.
        target: CombatantId,
        /// The Execution Power, explained.
        power: Explained,
    },
    /// A Summoned Creature had a Stat below 0: it succumbed to Summon Exhaustion and disappeared
    /// ("Summoned Creatures").
    SummonExhausted {
        /// The summon.
        who: CombatantId,
        /// The first Stat found below 0 (Strike, Defense, then Speed).
        stat: Stat,
        /// Its value.
        value: i16,
    },
}
