//! What happened in a battle: the events commands are decided into, each random result inside
//! one. Replaying them rebuilds the battle.

use serde::{Deserialize, Serialize};

use super::command::CardPlay;
use super::offers::PerkOffer;
use super::state::{CombatantId, Outcome, Stance, Tile};
use crate::cards::Card;
use crate::citation::Explained;
use crate::random::DieRoll;
use crate::systems::fated_hand::model::Stat;

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
    /// A spell draws them (Blood Sacrifice).
    Spell,
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
    /// A ranged arm was fired: it is empty until its wielder reloads it (table rule
    /// `fated_hand.reload_cost`).
    Unloaded {
        /// Who fired.
        who: CombatantId,
        /// The arm, by its place among the creature's arms.
        arm: usize,
    },
    /// An empty ranged arm was reloaded for its Reload Cost in Movement.
    Reloaded {
        /// Who reloaded.
        who: CombatantId,
        /// The arm, by its place among the creature's arms.
        arm: usize,
        /// Movement paid.
        movement: u8,
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
    /// Berserk: the creature lost its last Hit Point but does not go down; it takes `turns`
    /// turns first (its own if still due, then a bonus one), then falls ("Perks List ›
    /// Berserk"). When `interrupts`, those turns begin now, cutting into the current one.
    Berserk {
        /// Who.
        who: CombatantId,
        /// Turns still to begin.
        turns: u8,
        /// Its turns cut into the current turn or countdown.
        interrupts: bool,
    },
    /// The battle ended while a Berserk creature fought on: it keeps 1 Hit Point.
    BerserkOutlasted {
        /// Who.
        who: CombatantId,
    },
    /// Innovative Techniques lets a second Exclusive Perk join the creature's next action; once
    /// that action is done it takes 1 Handicap in `stat`, drawn at random ("Perks List ›
    /// Innovative Techniques"). The second perk's `PerkUsed` follows.
    Innovated {
        /// Who.
        who: CombatantId,
        /// The Stat that will take the Handicap.
        stat: Stat,
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
    /// A Mirror Guard was penetrated and is removed ("Combat Spell List › Mirror Guard (Hex)",
    /// table rule `fated_hand.mirror_guard_penetration`).
    MirrorGuardFell {
        /// The guard's bearer.
        who: CombatantId,
        /// The attacker that got through.
        by: CombatantId,
    },
    /// Press Forward shoved a creature one tile away from its holder: to `to`, or, when the
    /// tile beyond is a wall or the edge (`to` and `into` both empty) or holds `into`, nowhere
    /// ("Perks List › Press Forward (E)(A)").
    Shoved {
        /// Whose perk.
        by: CombatantId,
        /// The creature shoved.
        who: CombatantId,
        /// Where it went, when it moved.
        to: Option<Tile>,
        /// The creature it was shoved into.
        into: Option<CombatantId>,
    },
    /// Press Forward's holder followed the creature it shoved into the tile it left.
    Followed {
        /// Who followed.
        who: CombatantId,
        /// The tile it stepped into.
        to: Tile,
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
    /// A spell the engine resolves changed a creature's Handicap, or looked at it and left it
    /// as it was ("Combat Spell List").
    SpellEffect {
        /// The caster.
        by: CombatantId,
        /// The spell id.
        spell: String,
        /// Who is affected.
        who: CombatantId,
        /// Handicap dealt (positive) or cleansed (negative), per stat (Strike, Defense, Speed).
        handicap: [i8; 3],
        /// The number the spell read, explained (the Defense halved, the Speed compared…).
        why: Explained,
    },
    /// A spell gave a creature a bonus that lasts a while ("Combat Spell List": Sharpen,
    /// Protection Ward, Arcane Deflection…).
    SpellWarded {
        /// The caster.
        by: CombatantId,
        /// Who gains it.
        who: CombatantId,
        /// The bonus and how long it lasts.
        ward: super::spells::SpellWard,
        /// Its size, explained.
        bonus: Explained,
    },
    /// A spell rolled a die (Final Flash's 1d10, Petty Hex's random stats).
    SpellRolled {
        /// The caster.
        by: CombatantId,
        /// The spell id.
        spell: String,
        /// The die.
        roll: DieRoll,
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
    /// A Summoned Creature's dice were rolled again as a round began (table rule
    /// `fated_hand.summon_dice`, `each_round`): the stat they add to takes its new value.
    SummonRerolled {
        /// The summon.
        who: CombatantId,
        /// The stat whose formula has the dice.
        stat: Stat,
        /// The dice total rolled.
        rolled: i16,
        /// The stat's new value, with its formula.
        value: Explained,
    },
}
