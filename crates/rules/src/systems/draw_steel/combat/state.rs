//! What is on the table during a Draw Steel combat.

use serde::{Deserialize, Serialize};

use super::rules::CombatRules;
use crate::systems::draw_steel::characteristics::Characteristic;
use crate::systems::draw_steel::characteristics::{Characteristics, Size};
use crate::systems::draw_steel::content::{Ability, ConditionKind, DamageModifier, Duration};
use crate::systems::draw_steel::geometry::{Grid, Pos, Space};
use crate::systems::draw_steel::power_roll::TestDifficulty;

/// A combatant's position in the encounter's list; stable for the whole combat.
pub type CombatantId = u8;

/// The two sides of a combat ("Surprised", the d10 for who acts first).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "DrawSteelSide"),
    schemars(rename = "DrawSteelSide")
)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    /// The heroes and their allies.
    Heroes,
    /// Everyone opposing them.
    Foes,
}

impl Side {
    /// The other side.
    pub const fn other(self) -> Side {
        match self {
            Side::Heroes => Side::Foes,
            Side::Foes => Side::Heroes,
        }
    }
}

/// Whether a combatant is still in the fight ("Stamina").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Fate {
    /// Fighting.
    Standing,
    /// A hero at 0 Stamina or lower.
    Dying,
    /// A hero past the death threshold (table rule), or a non-hero killed at 0 Stamina.
    Dead,
    /// A non-hero knocked unconscious at 0 Stamina by a creature that chose to.
    Unconscious,
}

impl Fate {
    /// Whether the combatant can still take turns (a dying hero still acts).
    pub const fn can_act(self) -> bool {
        matches!(self, Fate::Standing | Fate::Dying)
    }
}

/// One condition on a combatant, with its source and when it ends.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct ConditionInstance {
    /// Which condition.
    pub kind: ConditionKind,
    /// How long it lasts.
    pub duration: Duration,
    /// The creature that imposed it (the source of fear, the grabber, the taunter).
    pub source: Option<CombatantId>,
    /// For EoT: it ends at the end of the affected creature's turn with this number.
    pub ends_after_turn: Option<u16>,
}

/// One creature in the combat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "DrawSteelCombatant"),
    schemars(rename = "DrawSteelCombatant")
)]
#[serde(rename_all = "camelCase")]
pub struct Combatant {
    /// Name shown on the GM screen.
    pub name: String,
    /// Side.
    pub side: Side,
    /// Whether it is a hero (dying at 0 or lower) rather than a non-hero (dead or unconscious).
    pub hero: bool,
    /// Level (bleeding adds it).
    pub level: u8,
    /// Characteristic scores.
    pub characteristics: Characteristics,
    /// Size.
    pub size: Size,
    /// Speed before conditions.
    pub speed: u8,
    /// Stability.
    pub stability: u8,
    /// Stamina maximum.
    pub stamina_max: i32,
    /// Current Stamina (a hero's may be negative).
    pub stamina: i32,
    /// Winded at or below this.
    pub winded_value: i32,
    /// Stamina regained per Recovery.
    pub recovery_value: i32,
    /// Recoveries left.
    pub recoveries: u8,
    /// The damage of its free strike.
    pub free_strike: u16,
    /// Bonus damage on weapon abilities, tier 1 to 3 (a hero's kit).
    pub weapon_bonus: [u16; 3],
    /// Damage immunities.
    pub immunities: Vec<DamageModifier>,
    /// Damage weaknesses.
    pub weaknesses: Vec<DamageModifier>,
    /// Abilities it can use.
    pub abilities: Vec<Ability>,
    /// Its heroic resource's name (empty for non-heroes, who spend the Director's Malice).
    pub resource_name: String,
    /// Heroic resource on hand.
    pub resource: u16,
    /// The square of its space's corner nearest the origin, once placed.
    pub position: Option<Pos>,
    /// Squares above the ground.
    pub elevation: u8,
    /// Surges on hand.
    pub surges: u8,
    /// Conditions on it.
    pub conditions: Vec<ConditionInstance>,
    /// Hidden from its enemies.
    pub hidden: bool,
    /// Invisible.
    pub invisible: bool,
    /// Surprised (until the end of the first round).
    pub surprised: bool,
    /// Standing, dying, dead or unconscious.
    pub fate: Fate,
    /// Turns it has started this combat.
    pub turns_started: u16,
    /// Whether it has taken its turn this round.
    pub acted: bool,
    /// The round in which it last used a triggered action.
    pub triggered_round: u16,
    /// The character or content record it came from.
    pub source_id: Option<i64>,
    /// Its place in the combat's squads, when it fights in one (table rule
    /// `draw_steel.minion_squads`); set by `begin` from the setup's squads.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "boundary", specta(optional))]
    pub squad: Option<u8>,
}

impl Combatant {
    /// Whether it has the condition.
    pub fn has(&self, kind: ConditionKind) -> bool {
        self.conditions.iter().any(|c| c.kind == kind)
    }

    /// Whether it has the condition from `source`.
    pub fn has_from(&self, kind: ConditionKind, source: CombatantId) -> bool {
        self.conditions
            .iter()
            .any(|c| c.kind == kind && c.source == Some(source))
    }

    /// Whether its Stamina is at or below its winded value ("Winded").
    pub const fn winded(&self) -> bool {
        self.stamina <= self.winded_value
    }

    /// Its space on the grid, once placed.
    pub fn space(&self) -> Option<Space> {
        self.position.map(|origin| Space {
            origin,
            size: self.size,
        })
    }
}

/// What a combatant may still do this turn ("Turn", "Main Action", "Dazed").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct TurnBudget {
    /// Main actions left (a critical hit adds one).
    pub main: u8,
    /// Maneuvers left.
    pub maneuver: u8,
    /// Move actions left.
    pub moves: u8,
    /// Squares of movement left from move actions already taken.
    pub movement: u16,
    /// Whether the creature is dazed this turn (at its start or since): one thing only.
    pub dazed: bool,
    /// Actions, maneuvers and move actions taken this turn.
    pub things: u8,
    /// A critical hit's extra main action, which must be used before anything else.
    pub immediate_main: bool,
}

impl TurnBudget {
    /// A fresh turn's budget: a main action, a maneuver and a move action.
    pub const fn fresh(dazed: bool) -> TurnBudget {
        TurnBudget {
            main: 1,
            maneuver: 1,
            moves: 1,
            movement: 0,
            dazed,
            things: 0,
            immediate_main: false,
        }
    }
}

/// The turn in progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct Turn {
    /// Who is acting.
    pub actor: CombatantId,
    /// What they may still do.
    pub budget: TurnBudget,
    /// Hidden when the turn began but revealed during it: the benefits last until it ends.
    pub hidden_benefit: bool,
}

/// How a combat ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "DrawSteelOutcome"),
    schemars(rename = "DrawSteelOutcome")
)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// The heroes won.
    HeroesWon,
    /// The heroes lost.
    HeroesLost,
    /// The GM ended it (a truce, a retreat, a story turn).
    Declared,
}

/// Where the combat is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "DrawSteelPhase"),
    schemars(rename = "DrawSteelPhase")
)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Phase {
    /// Before the first round: which side acts first is not settled yet.
    Opening,
    /// A round is under way; `next` is the side whose turn comes next.
    Round {
        /// The side that picks the next creature to act.
        next: Side,
    },
    /// Over.
    Ended {
        /// How.
        outcome: Outcome,
    },
}

/// A forced movement an outcome imposed, waiting for the GM to choose its path.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct PendingForcedMove {
    /// Who moves it.
    pub source: CombatantId,
    /// Who is moved.
    pub target: CombatantId,
    /// Push, pull or slide.
    pub movement: crate::systems::draw_steel::content::ForcedKind,
    /// Squares, before stability.
    pub distance: u8,
    /// Vertical.
    pub vertical: bool,
}

/// An opportunity attack a creature may make against a creature that just moved away.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct Opportunity {
    /// Who may strike.
    pub attacker: CombatantId,
    /// Who moved away.
    pub mover: CombatantId,
    /// Where it stood before moving away.
    pub from: Pos,
}

/// Everything on the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct CombatState {
    /// The grid, when one is used (without one, distances are the GM's call).
    pub grid: Option<Grid>,
    /// Everyone in the fight.
    pub combatants: Vec<Combatant>,
    /// The round (0 before the first).
    pub round: u16,
    /// Where the combat is.
    pub phase: Phase,
    /// The side that acted first in the first round; it picks first every round.
    pub first_side: Option<Side>,
    /// The turn in progress.
    pub turn: Option<Turn>,
    /// The heroes' shared hero tokens.
    pub hero_tokens: u16,
    /// The Director's Malice.
    pub malice: u16,
    /// Forced movements waiting for their paths, oldest first.
    pub pending_moves: Vec<PendingForcedMove>,
    /// Opportunity attacks open right now (until the next other command).
    pub opportunities: Vec<Opportunity>,
    /// The table rules fixed at launch.
    pub rules: CombatRules,
    /// The last test with a difficulty made in this combat, which a hero token may reroll.
    #[serde(default)]
    pub last_test: Option<TestRequest>,
    /// Objects the GM placed on the map.
    #[serde(default)]
    pub objects: Vec<MapObject>,
    /// Minion squads, each with its shared Stamina (table rule `draw_steel.minion_squads`);
    /// none under the glossary's reading. Left out of the JSON when there are none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "boundary", specta(optional))]
    pub squads: Vec<Squad>,
}

/// Monsters the GM grouped into one squad (table rule `draw_steel.minion_squads`, not from the
/// glossary): one Stamina pool and one turn for all of them, each still in its own square.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "DrawSteelSquad"),
    schemars(rename = "DrawSteelSquad")
)]
#[serde(rename_all = "camelCase")]
pub struct Squad {
    /// The GM's name for it ("Goblin squad").
    pub name: String,
    /// Its members, in the order the GM listed them (the order spill-over fells them in and
    /// the order they act in).
    pub members: Vec<CombatantId>,
    /// Each member's Stamina: the pool holds one member per this much (a part counts whole).
    pub minion_stamina: i32,
    /// The shared pool now.
    pub stamina: i32,
    /// The pool at full: every member's Stamina added up.
    pub stamina_max: i32,
    /// Members still to act in the squad's turn under way (empty between its turns).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "boundary", specta(optional))]
    pub waiting: Vec<CombatantId>,
}

impl Squad {
    /// How many members a pool of `stamina` keeps standing: one per `minion_stamina`, a part
    /// counting whole.
    pub fn holds(&self, stamina: i32) -> usize {
        if stamina <= 0 || self.minion_stamina <= 0 {
            return 0;
        }
        usize::try_from((stamina + self.minion_stamina - 1) / self.minion_stamina).unwrap_or(0)
    }
}

/// A stationary object the GM placed on the map: it fills its squares, stops movement, takes
/// slams as an object that doesn't break ("Slamming into Objects") and blocks lines of effect
/// like a wall, so a target partly behind it has cover ("Cover", "Line of Effect"). The GM
/// removes an object that breaks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "DrawSteelMapObject"),
    schemars(rename = "DrawSteelMapObject")
)]
#[serde(rename_all = "camelCase")]
pub struct MapObject {
    /// What it is ("a crate", "the statue").
    pub name: String,
    /// The square of its corner nearest the origin.
    pub position: Pos,
    /// Its size, like a creature's.
    pub size: Size,
}

impl MapObject {
    /// Its space on the grid.
    pub fn space(&self) -> Space {
        Space {
            origin: self.position,
            size: self.size,
        }
    }
}

/// Object `index` as the movement rules number it: after every combatant id.
pub const OBJECT_IDS: u32 = 1000;

impl CombatState {
    /// The grid as lines of effect see it: the map with every placed object's squares solid.
    pub fn obstructions(&self) -> Option<std::borrow::Cow<'_, Grid>> {
        let grid = self.grid.as_ref()?;
        if self.objects.is_empty() {
            return Some(std::borrow::Cow::Borrowed(grid));
        }
        let mut solid = grid.clone();
        for object in &self.objects {
            for square in object.space().squares() {
                solid.set(square, crate::systems::draw_steel::geometry::Terrain::Wall);
            }
        }
        Some(std::borrow::Cow::Owned(solid))
    }

    /// The placed object covering `pos`, if any, with its index.
    pub fn object_at(&self, pos: Pos) -> Option<(usize, &MapObject)> {
        self.objects
            .iter()
            .enumerate()
            .find(|(_, o)| o.space().contains(pos))
    }
}

impl CombatState {
    /// The combatant `id`.
    pub fn get(&self, id: CombatantId) -> Option<&Combatant> {
        self.combatants.get(usize::from(id))
    }

    /// Whether `a` and `b` are enemies.
    pub fn enemies(&self, a: CombatantId, b: CombatantId) -> bool {
        match (self.get(a), self.get(b)) {
            (Some(x), Some(y)) => x.side != y.side,
            _ => false,
        }
    }

    /// The squad `id` fights in, if any.
    pub fn squad_of(&self, id: CombatantId) -> Option<(u8, &Squad)> {
        let index = self.get(id)?.squad?;
        self.squads.get(usize::from(index)).map(|s| (index, s))
    }

    /// Whether a creature of `side` can still take a turn this round.
    pub fn side_can_act(&self, side: Side) -> bool {
        self.combatants
            .iter()
            .any(|c| c.side == side && !c.acted && c.fate.can_act())
    }
}

/// A combatant's speed after grabbed, restrained and slowed ("Slowed", "Grabbed",
/// "Restrained").
pub fn effective_speed(combatant: &Combatant) -> u8 {
    crate::systems::draw_steel::movement::effective_speed(
        combatant.speed,
        combatant.has(ConditionKind::Slowed),
        combatant.has(ConditionKind::Grabbed),
        combatant.has(ConditionKind::Restrained),
        crate::systems::draw_steel::movement::SlowedSpeed::AtMostTwo,
    )
}

/// A test the GM calls for during a combat, kept so a hero token can reroll it ("Test").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct TestRequest {
    /// Who makes the test.
    pub who: CombatantId,
    /// The characteristic the Director chose.
    pub characteristic: Characteristic,
    /// Easy, medium or hard; `None` for a test read by its tier alone (the jump test).
    pub difficulty: Option<TestDifficulty>,
    /// A skill applies (+2).
    pub skill: bool,
    /// Edges the GM grants for reasons the engine does not track.
    pub edges: u8,
    /// Banes the GM imposes for reasons the engine does not track.
    pub banes: u8,
    /// The creature the test tries to find, if any (an invisible one imposes a bane).
    pub to_find: Option<CombatantId>,
}
