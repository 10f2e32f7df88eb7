//! What is on the table during a Fated Hand battle.

use crate::grid::{Metric, Square};
use serde::{Deserialize, Serialize};

pub use super::perks::PerkTrack;
pub use super::spells::SpellWard;

use crate::cards::{Card, Suit};
use crate::deck::Deck;
use crate::systems::fated_hand::content::summons::StatFormula;
use crate::systems::fated_hand::model::Stat;

/// A combatant's position in the encounter's list; stable for the whole battle.
pub type CombatantId = u8;

/// Which side a combatant fights on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Side {
    /// The player characters and their allies.
    Party,
    /// Their opponents.
    Foes,
}

/// The stance chosen each Planning Phase ("Stances").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Stance {
    /// +2 Strike, −1 Defense.
    Aggressive,
    /// −1 Strike, +2 Defense.
    Defensive,
    /// +1 Speed.
    Balanced,
}

impl Stance {
    /// The stance's modifier to `stat` (the rulebook prints Defensive's Strike as "-l": −1).
    pub const fn bonus(self, stat: Stat) -> i16 {
        match (self, stat) {
            (Stance::Aggressive, Stat::Strike) => 2,
            (Stance::Aggressive, Stat::Defense) => -1,
            (Stance::Defensive, Stat::Strike) => -1,
            (Stance::Defensive, Stat::Defense) => 2,
            (Stance::Balanced, Stat::Speed) => 1,
            _ => 0,
        }
    }
}

/// A square of the battle grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
pub struct Tile {
    /// Column.
    pub x: i16,
    /// Row.
    pub y: i16,
}

impl Tile {
    /// King-move distance on the shared grid: tiles are adjacent on sides and corners
    /// ("Geometry").
    pub fn distance(self, other: Tile) -> u16 {
        let distance = Metric::KingMoves.distance(self.into(), other.into());
        u16::try_from(distance).unwrap_or(u16::MAX)
    }
}

impl From<Tile> for Square {
    fn from(tile: Tile) -> Square {
        Square {
            x: tile.x,
            y: tile.y,
        }
    }
}

/// The battle grid, when one is used.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Grid {
    /// Columns.
    pub width: i16,
    /// Rows.
    pub height: i16,
    /// Walls and obstructions.
    #[serde(default)]
    pub walls: Vec<Tile>,
    /// Raised tiles and their height (others are at 0).
    #[serde(default)]
    pub elevation: Vec<(Tile, i8)>,
}

impl Grid {
    /// Whether `tile` is on the grid and not a wall.
    pub fn is_open(&self, tile: Tile) -> bool {
        tile.x >= 0
            && tile.y >= 0
            && tile.x < self.width
            && tile.y < self.height
            && !self.walls.contains(&tile)
    }

    /// The height of `tile`.
    pub fn height_of(&self, tile: Tile) -> i8 {
        self.elevation
            .iter()
            .find(|(t, _)| *t == tile)
            .map_or(0, |(_, h)| *h)
    }
}

/// One arm a combatant can hold, with its sheet values (Base + Arm + Class).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ArmProfile {
    /// The arm's id; `None` for empty hands.
    pub arm: Option<String>,
    /// Its name.
    pub name: String,
    /// Sheet Strike with it.
    pub strike: i16,
    /// Sheet Defense with it.
    pub defense: i16,
    /// Sheet Speed with it.
    pub speed: i16,
    /// Sheet Magic Strike with it.
    pub magic_strike: i16,
    /// Melee reach in tiles (1 unless a perk such as Reach says more).
    pub reach: u8,
    /// Effective Range band for ranged attacks.
    pub effective_range: Option<(u8, u8)>,
    /// A ranged weapon (attacks at range need Line of Sight).
    pub ranged: bool,
    /// Needs both hands.
    pub two_handed: bool,
    /// The printed Reload Cost: Movement to pay before firing again (table rule
    /// `fated_hand.reload_cost`); 0 when always ready.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub reload_cost: u8,
    /// The Defense it adds while held in the offhand, outside the Offhand Action: a shield's own
    /// Defense under table rule `fated_hand.shield_rules`'s `offhand_defense`, else 0.
    #[serde(default, skip_serializing_if = "is_zero_i16")]
    pub offhand_defense: i16,
    /// The arm's own perks its wielder can use, by perk id: a proficient wielder's, since only
    /// proficiency unlocks an arm's positive effects ("Proficiencies and Arms").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub perks: Vec<String>,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

fn is_zero_i16(n: &i16) -> bool {
    *n == 0
}

/// A caster's Reagent lines as the battle uses them ("Reagents", "Planning Phase", "Holy Magic").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BattleReagentHand {
    /// Reagent Hand Size: Reagents beyond it are discarded at the end of each round.
    pub hand_size: u8,
    /// Reagents drawn as each Planning Phase begins (the Reagent Hand Draw Rate).
    pub draw_rate: u8,
    /// Draws by the Holy Magic table on battle events instead of a per-round rate.
    #[serde(default)]
    pub holy_magic: bool,
}

/// What a creature's armor says about it, for the perks that ask (Piercing, Crushing, Slashing:
/// "armored", "hard (metal, bone, carapace) armored"). Marks come from worn armor (table rule
/// `fated_hand.armor_rules`) and are read under `fated_hand.armor_flags`'s `gm_flags`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ArmorMarks {
    /// It wears armor.
    pub armored: bool,
    /// Its armor is hard: metal, bone or shell.
    pub hard_armored: bool,
}

/// One creature in the battle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct Combatant {
    /// Display name.
    pub name: String,
    /// Its side.
    pub side: Side,
    /// The campaign character it stands for, if any.
    pub character_id: Option<i64>,
    /// Arms it carries; the first is empty hands when it carries none.
    pub arms: Vec<ArmProfile>,
    /// Index of the Main Arm in `arms`.
    pub main_arm: usize,
    /// Index of the Offhand Arm.
    pub offhand_arm: Option<usize>,
    /// This round's stance.
    pub stance: Stance,
    /// This round's combat cards: Strike, Defense, Speed.
    pub cards: Option<[Card; 3]>,
    /// Handicap per stat: Strike, Defense, Speed.
    pub handicap: [u8; 3],
    /// Hit Points now.
    pub hit_points: i8,
    /// Hit Points at full health.
    pub max_hit_points: i8,
    /// Down at 0 Hit Points ("Hit Points").
    pub incapacitated: bool,
    /// Engaged with these combatants (bit i = combatant i).
    pub engaged: u64,
    /// Where it stands, when the battle uses a grid.
    pub position: Option<Tile>,
    /// It has taken its turn this round.
    pub acted: bool,
    /// It has planned this round.
    pub planned: bool,
    /// Movement left this turn.
    pub movement_left: i16,
    /// Tiles moved this turn.
    pub moved: u8,
    /// Its Primary Action is spent this turn.
    pub primary_used: bool,
    /// It suffered Handicap from another creature this round (no Recovery then).
    pub external_handicap: bool,
    /// Hand Size.
    pub hand_size: u8,
    /// Its deck, when the engine deals its cards (NPCs, and players whose deck is tracked);
    /// `None` when the GM enters the physical cards played.
    pub deck: Option<Deck>,
    /// Combat spells it knows, by spell id (catalyst spells come from the wielded arm).
    #[serde(default)]
    pub spells: Vec<String>,
    /// Perks it has, by perk id.
    #[serde(default)]
    pub perks: Vec<String>,
    /// Its Star Suit, for spell costs that name it ("Star Suit").
    #[serde(default)]
    pub star_suit: Option<Suit>,
    /// Hidden ("Sneak"): it cannot be targeted.
    #[serde(default)]
    pub hidden: bool,
    /// Stealth Power ("Sneak"); 0 at the start of every battle.
    #[serde(default)]
    pub stealth_power: i16,
    /// It has tried to Sneak in this Planning Phase or this turn (once each, by table rule
    /// `fated_hand.stealth_details`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub sneaked: bool,
    /// It has declared its Offhand Action: its next Attack, Defend, Riposte or Cast regards the
    /// Offhand Arm as the Main Arm ("Offhand Action").
    #[serde(default)]
    pub offhand_ready: bool,
    /// Its once-per-round Offhand Action is spent.
    #[serde(default)]
    pub offhand_used: bool,
    /// Spells cast during the current turn (Rest allows at most one).
    #[serde(default)]
    pub casts_this_turn: u8,
    /// Every spell it has cast this battle, in order (costs that grow with each casting).
    #[serde(default)]
    pub spells_cast: Vec<String>,
    /// Reagents spent this turn: they stay on the table until the turn ends ("Cast").
    #[serde(default)]
    pub spent_reagents: Vec<Card>,
    /// The Exclusive Perk declared for its next action, if any ("Exclusive Perks").
    #[serde(default)]
    pub exclusive_perk: Option<String>,
    /// A second Exclusive Perk for the same action, brought by Innovative Techniques.
    #[serde(default)]
    pub second_exclusive_perk: Option<String>,
    /// The Stat that takes Innovative Techniques' 1 Handicap once that action is done (drawn at
    /// random when the second perk was declared).
    #[serde(default)]
    pub innovation_cost: Option<Stat>,
    /// Innovative Techniques has been used this turn (it is once per turn).
    #[serde(default)]
    pub innovated: bool,
    /// Berserk: it lost its last Hit Point and fights on for the turns left ("Perks List ›
    /// Berserk").
    #[serde(default)]
    pub rage: Option<Rage>,
    /// The creature that summoned it, for a Summoned Creature.
    #[serde(default)]
    pub summoned_by: Option<CombatantId>,
    /// A Summoned Creature's Movement, as its description gives it; it moves that far on each of
    /// its controller's turns ("Summoned Creatures"). Others move half their Speed ("Move").
    #[serde(default)]
    pub summon_movement: Option<i16>,
    /// The Concentration spell it keeps running, by spell id, where a caster keeps one at a
    /// time (table rule `fated_hand.concentration`'s default); it ends when another begins or
    /// the caster falls.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub concentrating: Option<String>,
    /// Combat card slots (bit 0 Strike, 1 Defense, 2 Speed) whose card left to pay as a Reagent
    /// through Wordless Incantation under table rule `fated_hand.wordless_incantation_card`'s
    /// `leaves_slot`: the stat has no card power until the next plan.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub slots_paid: u8,
    /// A Summoned Creature's Defense formula when it reads its controller's Defense as it
    /// stands (table rule `fated_hand.summon_whose_defense`, `caster_current`): read again
    /// after every event, so Handicap, cards or a stance on the controller move it too. `None`
    /// for everyone else, and for a summon whose Defense was fixed when it arrived.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub defense_follows: Option<StatFormula>,
    /// A Summoned Creature that succumbed to Summon Exhaustion: gone from the field, leaving no
    /// body ("Summoned Creatures").
    #[serde(default)]
    pub vanished: bool,
    /// Its Reagent lines; `None` when it has no Reagent Hand (and for combatants launched
    /// before the battle kept them: the engine then neither draws nor discards Reagents for it).
    #[serde(default)]
    pub reagent_hand: Option<BattleReagentHand>,
    /// Where it stood when its current turn began (Close Combat: "If you start your turn
    /// adjacent to an opponent").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn_start: Option<Tile>,
    /// The creature its latest Attack targeted (Target Practice: "Each consecutive attack
    /// against the same target").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_target: Option<CombatantId>,
    /// How many Attacks in a row it has made against `last_target` (Target Practice under table
    /// rule `fated_hand.target_practice_flat`'s `cumulative`).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub target_streak: u8,
    /// Base Strike, Defense and Speed, when known (Defender, Well Coached).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub base: Option<[i16; 3]>,
    /// Its class gives it Stealth ("Stealth": the Rogue and Assassin classes), as table rule
    /// `fated_hand.stealth_access` reads it at launch; perks that give Stealth count besides.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub class_stealth: bool,
    /// Its arms that were fired and not yet reloaded (bit i = `arms[i]`; table rule
    /// `fated_hand.reload_cost`).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub empty_arms: u8,
    /// Its armor marks, when known (from a sheet); `None` when the GM rules at each attack.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub armor: Option<ArmorMarks>,
    /// Once-per-battle perks it has used, by perk id (Haymaker: "Once per encounter").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub spent_perks: Vec<String>,
    /// The perks it has used this turn whose uses a table rule limits (Field Medicine, Reckless
    /// Abandon), by perk id; cleared as its turn ends.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub perks_this_turn: Vec<String>,
    /// What the battle remembers for the perks that need a history (Charge!, Charged Strike,
    /// No Mercy, Iron Fist, Perfect Deflect, Execution); kept only for their holders.
    #[serde(default, skip_serializing_if = "PerkTrack::is_idle")]
    pub perk_track: PerkTrack,
    /// What its Reagent and turn-holding perks have counted so far (Mobile Intellect, Meditate).
    #[serde(default, skip_serializing_if = "StudyMarks::is_empty")]
    pub study: StudyMarks,
    /// Bonuses from spells that last a while (Sharpen, Protection Ward…), with their ends.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub wards: Vec<SpellWard>,
    /// A spell cast in the Planning Phase took the Primary Action of its coming turn (table rule
    /// `fated_hand.blood_sacrifice_timing`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub primary_spent_ahead: bool,
    /// A malus per stat (Strike, Defense, Speed) kept apart from Handicap: it weighs on the
    /// stats until the round ends (table rule `fated_hand.attack_handicap_is_strike`'s
    /// `round_penalty`; by default a malus is Handicap and this stays empty).
    #[serde(default, skip_serializing_if = "no_malus")]
    pub malus: [u8; 3],
}

fn no_malus(malus: &[u8; 3]) -> bool {
    *malus == [0; 3]
}

/// The counts kept for perks that act over several turns.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct StudyMarks {
    /// Tiles moved toward the next Reagent of Mobile Intellect or Pacing Thought.
    pub tiles: u8,
    /// It holds its turn with Meditate: the turns others have taken since it could have acted.
    pub held: Option<HeldTurn>,
    /// Hand Size gained from Meditate this battle (at most 2).
    pub meditated: u8,
}

impl StudyMarks {
    /// Nothing counted.
    pub fn is_empty(&self) -> bool {
        *self == StudyMarks::default()
    }
}

/// A turn held with Meditate.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct HeldTurn {
    /// Opponents' turns taken while it held.
    pub opponents: u8,
    /// Every other creature's turns taken while it held.
    pub others: u8,
}

impl Combatant {
    /// The arm in the Main hand.
    pub fn main(&self) -> &ArmProfile {
        &self.arms[self.main_arm.min(self.arms.len().saturating_sub(1))]
    }

    /// The arm it fights with now: the Offhand Arm while an Offhand Action is declared, else the
    /// Main Arm ("Offhand Action").
    pub fn wielded(&self) -> &ArmProfile {
        match (self.offhand_ready, self.offhand_arm) {
            (true, Some(off)) if off < self.arms.len() => &self.arms[off],
            _ => self.main(),
        }
    }

    /// The place in `arms` of the arm it fights with now (see `wielded`).
    pub fn wielded_index(&self) -> usize {
        match (self.offhand_ready, self.offhand_arm) {
            (true, Some(off)) if off < self.arms.len() => off,
            _ => self.main_arm.min(self.arms.len().saturating_sub(1)),
        }
    }

    /// The Defense its Offhand Arm adds while not regarded as the Main Arm (table rule
    /// `fated_hand.shield_rules`), with the arm.
    pub fn offhand_defense(&self) -> Option<&ArmProfile> {
        if self.offhand_ready {
            return None;
        }
        self.offhand_arm
            .and_then(|off| self.arms.get(off))
            .filter(|arm| arm.offhand_defense != 0)
    }

    /// Whether it has access to Stealth: by its class ("Stealth", as the table reads it at
    /// launch) or by a perk (Hidden Fang, Killer Instinct).
    pub fn has_stealth(&self) -> bool {
        self.class_stealth
            || self
                .perks
                .iter()
                .any(|p| p == "hidden_fang" || p == "killer_instinct")
    }

    /// Whether it is a Summoned Creature (no turns of its own: "Summoned Creatures").
    pub fn is_summon(&self) -> bool {
        self.summoned_by.is_some()
    }

    /// A creature with no arms, cards or history: the base that setup and summoning fill in.
    pub(super) fn blank() -> Combatant {
        Combatant {
            name: String::new(),
            side: Side::Foes,
            character_id: None,
            arms: Vec::new(),
            main_arm: 0,
            offhand_arm: None,
            stance: Stance::Balanced,
            cards: None,
            handicap: [0; 3],
            hit_points: 1,
            max_hit_points: 1,
            incapacitated: false,
            engaged: 0,
            position: None,
            acted: false,
            planned: false,
            movement_left: 0,
            moved: 0,
            primary_used: false,
            external_handicap: false,
            hand_size: 0,
            deck: None,
            spells: Vec::new(),
            perks: Vec::new(),
            star_suit: None,
            hidden: false,
            stealth_power: 0,
            sneaked: false,
            offhand_ready: false,
            offhand_used: false,
            casts_this_turn: 0,
            spells_cast: Vec::new(),
            spent_reagents: Vec::new(),
            exclusive_perk: None,
            second_exclusive_perk: None,
            innovation_cost: None,
            innovated: false,
            rage: None,
            summoned_by: None,
            summon_movement: None,
            defense_follows: None,
            slots_paid: 0,
            concentrating: None,
            vanished: false,
            reagent_hand: None,
            turn_start: None,
            last_target: None,
            target_streak: 0,
            spent_perks: Vec::new(),
            perks_this_turn: Vec::new(),
            base: None,
            armor: None,
            empty_arms: 0,
            class_stealth: false,
            perk_track: PerkTrack::default(),
            study: StudyMarks::default(),
            wards: Vec::new(),
            primary_spent_ahead: false,
            malus: [0; 3],
        }
    }

    /// The Exclusive Perks it brings to its next action.
    pub fn declared(&self) -> Declared<'_> {
        Declared([
            self.exclusive_perk.as_deref(),
            self.second_exclusive_perk.as_deref(),
        ])
    }

    /// Whether it can still act and be targeted.
    pub fn active(&self) -> bool {
        !self.incapacitated && !self.vanished
    }

    /// Whether it is engaged with `other`.
    pub fn engaged_with(&self, other: CombatantId) -> bool {
        self.engaged & (1 << other) != 0
    }
}

/// Where the round is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// Everyone chooses stance, arms and three cards.
    Planning,
    /// The GM counts down; creatures whose Speed reaches the count may act.
    Countdown {
        /// The current count.
        count: i16,
    },
    /// A creature is taking its turn.
    Turn {
        /// Whose turn it is.
        actor: CombatantId,
        /// The count at which it began.
        count: i16,
    },
    /// The battle is over.
    Ended {
        /// How it ended.
        outcome: Outcome,
    },
}

/// A Berserk creature between losing its last Hit Point and falling.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct Rage {
    /// Turns still to begin before it falls.
    pub turns_left: u8,
    /// Its turns cut into another creature's turn (or the countdown), which resumes after.
    pub interrupted: bool,
}

/// The Exclusive Perks a creature brings to one action: one, or two with Innovative Techniques
/// ("Exclusive Perks").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Declared<'a>(pub [Option<&'a str>; 2]);

impl<'a> Declared<'a> {
    /// Whether `perk` is one of them.
    pub fn has(&self, perk: &str) -> bool {
        self.0.contains(&Some(perk))
    }

    /// Each declared perk id.
    pub fn iter(&self) -> impl Iterator<Item = &'a str> {
        self.0.into_iter().flatten()
    }
}

/// How a battle ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// Every foe is down.
    PartyWon,
    /// Every party member is down.
    FoesWon,
    /// The party retreated.
    Retreat,
    /// The GM ended it.
    Declared,
}

/// A Riposte the rules allow right now (after a Defend or an Engagement broken by moving).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct PendingRiposte {
    /// Who may riposte.
    pub riposter: CombatantId,
    /// Against whom.
    pub target: CombatantId,
    /// Where the target stood when the Riposte opened: an Engagement broken by moving is
    /// riposted at that moment ("Engagement"), so reach is measured from there, not from where
    /// the move ended.
    #[serde(default)]
    pub target_at: Option<Tile>,
    /// How many Ripostes came before this one in its chain: 0 when it answers an Attack or a
    /// broken Engagement, 1 for a counter-Riposte (table rule `fated_hand.riposte_chains`).
    #[serde(default)]
    pub counter: u8,
}

/// The whole battle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct BattleState {
    /// Round number, from 1.
    pub round: u16,
    /// Where the round is.
    pub phase: Phase,
    /// Everyone in the battle.
    pub combatants: Vec<Combatant>,
    /// The grid, if one is used.
    pub grid: Option<Grid>,
    /// Ripostes the GM may now call for.
    pub pending_ripostes: Vec<PendingRiposte>,
    /// A Retreat failed and no creature has acted since: no new attempt yet ("Retreat").
    #[serde(default)]
    pub retreat_blocked: bool,
    /// The campaign's battle table rules, as they stood at launch.
    #[serde(default)]
    pub rules: super::rules::BattleRules,
    /// Chances perks offer out of the usual order, open now ("Perks List").
    #[serde(default)]
    pub reactions: super::offers::Reactions,
    /// Turns (or countdowns) cut short by a Berserk creature's turns, the latest last; each
    /// resumes when that creature falls ("Perks List › Berserk").
    #[serde(default)]
    pub interrupted: Vec<Phase>,
}

impl BattleState {
    /// The combatant `id`.
    pub fn combatant(&self, id: CombatantId) -> Option<&Combatant> {
        self.combatants.get(usize::from(id))
    }
}
