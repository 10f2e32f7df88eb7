//! What the GM asks for during a Draw Steel combat (what happens is `event.rs`).

use serde::{Deserialize, Serialize};

pub use super::event::{DamageCause, Event, MapCheck, RollReason, Slot};
pub use super::state::TestRequest;

use super::state::{CombatantId, Outcome};
use crate::systems::draw_steel::characteristics::Characteristic;
use crate::systems::draw_steel::content::{ConditionKind, Duration};
use crate::systems::draw_steel::geometry::Pos;
use crate::systems::draw_steel::movement::Location;
use crate::systems::draw_steel::power_roll::TestDifficulty;

/// One target of an ability, with the situation the GM sees at the table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub struct TargetChoice {
    /// The target.
    pub target: CombatantId,
    /// At least half its form is behind a solid obstruction ("Cover").
    #[serde(default)]
    pub cover: bool,
    /// Wholly inside darkness, fog or the like ("Concealment").
    #[serde(default)]
    pub concealed: bool,
    /// Edges the GM grants against this target for reasons the engine does not track.
    #[serde(default)]
    pub edges: u8,
    /// Banes the GM imposes against this target for reasons the engine does not track.
    #[serde(default)]
    pub banes: u8,
}

/// How a hero token is spent ("Hero Tokens").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum TokenUse {
    /// Gain two surges.
    Surges,
    /// Succeed on a saving throw against one save-ends effect.
    Save,
    /// Regain Stamina equal to the recovery value without spending a Recovery.
    Stamina,
    /// Reroll the hero's last test of this combat; the new roll stands.
    Reroll,
}

/// A GM command.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "DrawSteelCommand"),
    schemars(rename = "DrawSteelCommand")
)]
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
    /// Settles which side acts first: the d10 (≥ 6 heroes), or no roll when only one side is
    /// ready.
    RollFirstSide {
        /// The d10 the table rolled, or `None` for the engine to roll.
        #[serde(default)]
        die: Option<u8>,
    },
    /// Starts the turn of a creature of the side whose turn it is.
    StartTurn {
        /// Who acts.
        actor: CombatantId,
    },
    /// Moves the acting creature along `path` (adjacent squares), spending movement.
    Advance {
        /// The squares entered, in order.
        path: Vec<Pos>,
    },
    /// Moves the acting creature one square without provoking opportunity attacks.
    Shift {
        /// The square entered.
        to: Pos,
    },
    /// Uses one of the acting creature's abilities (or, when `triggered_by` is set, a
    /// triggered ability off-turn).
    UseAbility {
        /// Who uses it (the actor, or any creature for triggered and free triggered actions).
        user: CombatantId,
        /// Its index in the user's abilities.
        ability: u8,
        /// The targets and the situation against each.
        targets: Vec<TargetChoice>,
        /// The characteristic to roll with, when the ability allows several (default: best).
        #[serde(default)]
        characteristic: Option<Characteristic>,
        /// The two d10s the table rolled, or `None` for the engine to roll.
        #[serde(default)]
        dice: Option<[u8; 2]>,
        /// Surges spent on extra damage against `surge_target`.
        #[serde(default)]
        #[serde(rename = "damageSurges", alias = "damage_surges")]
        damage_surges: u8,
        /// Surges spent to raise potency against `surge_target`.
        #[serde(default)]
        #[serde(rename = "potencySurges", alias = "potency_surges")]
        potency_surges: u8,
        /// The target the surges go to (default: the first).
        #[serde(default)]
        #[serde(rename = "surgeTarget", alias = "surge_target")]
        surge_target: Option<CombatantId>,
        /// A non-hero brought to 0 Stamina by this is knocked out instead of killed.
        #[serde(default)]
        #[serde(rename = "knockOut", alias = "knock_out")]
        knock_out: bool,
        /// The d6 for bleeding, when the user is bleeding (default: rolled).
        #[serde(default)]
        #[serde(rename = "bleedingDie", alias = "bleeding_die")]
        bleeding_die: Option<u8>,
    },
    /// A free strike: as the acting creature's main action, as an opportunity attack, or as
    /// the end of a charge (use `Charge`).
    FreeStrike {
        /// Who strikes.
        attacker: CombatantId,
        /// The target and the situation.
        target: TargetChoice,
        /// The two d10s, or `None` for the engine to roll.
        #[serde(default)]
        dice: Option<[u8; 2]>,
        /// Knock out rather than kill a non-hero brought to 0.
        #[serde(default)]
        #[serde(rename = "knockOut", alias = "knock_out")]
        knock_out: bool,
    },
    /// Charges: a straight-line move up to speed, then a melee free strike ("Charge").
    Charge {
        /// The squares entered, in a straight line.
        path: Vec<Pos>,
        /// The target and the situation.
        target: TargetChoice,
        /// The two d10s, or `None`.
        #[serde(default)]
        dice: Option<[u8; 2]>,
        /// Knock out rather than kill.
        #[serde(default)]
        #[serde(rename = "knockOut", alias = "knock_out")]
        knock_out: bool,
    },
    /// A long jump by the acting creature as part of its movement: its space moves to `to`,
    /// clearing `height` squares on the way ("Jump").
    Jump {
        /// The square its space lands on.
        to: Pos,
        /// The height it must clear (0 when nothing stands in the way).
        #[serde(default)]
        height: u8,
        /// Might or Agility for the jump test (default: the higher).
        #[serde(default)]
        characteristic: Option<Characteristic>,
        /// Make the Might or Agility test to jump farther and higher than the baseline.
        #[serde(default)]
        test: bool,
        /// The test's two d10s, or `None` for the engine to roll.
        #[serde(default)]
        dice: Option<[u8; 2]>,
        /// The d6 for bleeding, when the jumper is bleeding and tests (default: rolled).
        #[serde(default)]
        #[serde(rename = "bleedingDie", alias = "bleeding_die")]
        bleeding_die: Option<u8>,
    },
    /// A test the GM calls for during the combat, with the banes the creature's conditions
    /// impose ("Test").
    Test {
        /// Who tests.
        who: CombatantId,
        /// The characteristic the Director chose.
        characteristic: Characteristic,
        /// Easy, medium or hard.
        difficulty: TestDifficulty,
        /// A skill applies (+2).
        #[serde(default)]
        skill: bool,
        /// Edges the GM grants (an assist, for example).
        #[serde(default)]
        edges: u8,
        /// Banes the GM imposes.
        #[serde(default)]
        banes: u8,
        /// The creature the test tries to find, if any ("Invisible").
        #[serde(default)]
        #[serde(rename = "toFind", alias = "to_find")]
        to_find: Option<CombatantId>,
        /// The two d10s, or `None` for the engine to roll.
        #[serde(default)]
        dice: Option<[u8; 2]>,
        /// The d6 for bleeding on a Might or Agility test (default: rolled).
        #[serde(default)]
        #[serde(rename = "bleedingDie", alias = "bleeding_die")]
        bleeding_die: Option<u8>,
    },
    /// Stands a prone creature up with a maneuver (the actor itself or an adjacent creature).
    StandUp {
        /// Who stands.
        target: CombatantId,
    },
    /// Resolves the oldest pending forced movement along the GM's path.
    ForceMove {
        /// The squares (with heights, for vertical movement), in order; may stop short.
        path: Vec<Location>,
    },
    /// Leaves the oldest pending forced movement unused.
    SkipForcedMove,
    /// A creature falls.
    Fall {
        /// Who.
        who: CombatantId,
        /// Squares fallen.
        height: u8,
        /// A creature it lands on.
        #[serde(default)]
        onto: Option<CombatantId>,
        /// Where a creature that lands on another ends: one of the nearest unoccupied spaces,
        /// the faller's choice (default: the first of them, row by row).
        #[serde(default)]
        landing: Option<Pos>,
    },
    /// Spends a Recovery: regain the recovery value.
    SpendRecovery {
        /// Who.
        who: CombatantId,
    },
    /// Spends the heroes' hero tokens.
    SpendHeroToken {
        /// The hero who benefits.
        hero: CombatantId,
        /// For what.
        spend: TokenUse,
        /// For a saving throw: which of the hero's conditions.
        #[serde(default)]
        condition: Option<ConditionKind>,
        /// For a reroll: the two d10s, or `None` for the engine to roll.
        #[serde(default)]
        dice: Option<[u8; 2]>,
    },
    /// A saving throw the GM calls for against one save-ends condition.
    SavingThrow {
        /// Who.
        who: CombatantId,
        /// Which condition.
        condition: ConditionKind,
        /// The d10, or `None`.
        #[serde(default)]
        die: Option<u8>,
    },
    /// Teleports a creature: it moves without passing between the squares, so it provokes no
    /// opportunity attack, and teleporting ends restrained ("Restrained").
    Teleport {
        /// Who.
        who: CombatantId,
        /// The square its space moves to.
        to: Pos,
    },
    /// Hides the acting creature (automatic in combat, when not observed).
    Hide,
    /// The acting creature ends its turn; end-of-turn saving throws are rolled.
    EndTurn {
        /// The d10s for the saving throws, in the order of the creature's save-ends conditions.
        #[serde(default)]
        saves: Vec<u8>,
    },
    /// The GM imposes a condition by hand.
    ImposeCondition {
        /// Who.
        target: CombatantId,
        /// Which.
        condition: ConditionKind,
        /// For how long.
        duration: Duration,
        /// Its source.
        #[serde(default)]
        source: Option<CombatantId>,
    },
    /// The GM places a stationary object on the map ("Slamming into Objects", "Cover").
    PlaceObject {
        /// What it is.
        name: String,
        /// The square of its corner nearest the origin.
        position: Pos,
        /// Its size.
        size: crate::systems::draw_steel::characteristics::Size,
    },
    /// The GM removes a placed object (it broke, or was carried off).
    RemoveObject {
        /// Its index in the combat's objects.
        object: u8,
    },
    /// The GM removes a condition by hand.
    RemoveCondition {
        /// Who.
        target: CombatantId,
        /// Which.
        condition: ConditionKind,
    },
    /// The GM sets numbers by hand.
    Adjust {
        /// Who.
        who: CombatantId,
        /// Damage dealt (before immunity), if any.
        #[serde(default)]
        damage: u16,
        /// Stamina regained, if any.
        #[serde(default)]
        heal: u16,
        /// Surges gained (positive) or lost (negative).
        #[serde(default)]
        surges: i8,
        /// Heroic resource gained or lost.
        #[serde(default)]
        resource: i16,
        /// Hidden or not.
        #[serde(default)]
        hidden: Option<bool>,
        /// Invisible or not.
        #[serde(default)]
        invisible: Option<bool>,
        /// A new position.
        #[serde(default)]
        position: Option<Pos>,
        /// A new height above the ground (a flying or climbing creature is above 0).
        #[serde(default)]
        elevation: Option<u8>,
        /// Why, for the log.
        #[serde(default)]
        reason: String,
    },
    /// The GM changes the shared pools.
    AdjustPools {
        /// Hero tokens gained or lost.
        #[serde(default)]
        #[serde(rename = "heroTokens", alias = "hero_tokens")]
        hero_tokens: i16,
        /// Malice gained or lost.
        #[serde(default)]
        malice: i16,
    },
    /// Ends the combat.
    EndCombat {
        /// How it ended.
        outcome: Outcome,
    },
}
