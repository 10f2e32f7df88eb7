//! What happens in a Draw Steel combat: the events a command decides, with every die inside.

use serde::{Deserialize, Serialize};

use super::command::TestRequest;
use super::state::{CombatantId, Fate, Outcome, PendingForcedMove, Side};
use crate::citation::Citation;
use crate::random::DieRoll;
use crate::systems::draw_steel::characteristics::Characteristic;
use crate::systems::draw_steel::content::{ConditionKind, Duration};
use crate::systems::draw_steel::geometry::Pos;
use crate::systems::draw_steel::power_roll::{TestOutcome, Tier};

/// Why a combatant took damage.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum DamageCause {
    /// An ability's tier outcome.
    Ability,
    /// A free strike.
    FreeStrike,
    /// Bleeding.
    Bleeding,
    /// Slammed into a creature or object.
    Slam,
    /// A fall, or downward forced movement.
    Fall,
    /// Landed on by a falling creature.
    LandedOn,
    /// The GM.
    Gm,
}

/// Which part of the turn an action used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Slot {
    /// The main action.
    Main,
    /// The maneuver.
    Maneuver,
    /// The move action.
    Move,
    /// The main action, used as a maneuver.
    MainAsManeuver,
    /// The main action, used as a move action.
    MainAsMove,
    /// A triggered action (off the budget, limited per round).
    Triggered,
    /// A free action of any kind (off the budget).
    Free,
}

/// One reason for an edge or bane on a roll, for the explanation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct RollReason {
    /// Edges it gives.
    pub edges: u8,
    /// Banes it gives.
    pub banes: u8,
    /// What, in the GM's words ("Flanking", "Target is prone").
    pub label: String,
    /// The rule.
    pub rule: Citation,
}

/// A check the engine leaves to the GM because the combat has no map (no squares to measure).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum MapCheck {
    /// Whether the target is within the ability's distance.
    Distance,
    /// Whether anything blocks every line to the target.
    LineOfEffect,
    /// Whether an ally stands opposite the target (an edge on a melee strike).
    Flanking,
}

impl MapCheck {
    /// The check in a sentence ("line of effect").
    pub fn words(self) -> &'static str {
        match self {
            MapCheck::Distance => "distance",
            MapCheck::LineOfEffect => "line of effect",
            MapCheck::Flanking => "flanking",
        }
    }

    /// The glossary entry that states the check.
    pub fn section(self) -> &'static str {
        match self {
            MapCheck::Distance => "Distance",
            MapCheck::LineOfEffect => "Line of Effect",
            MapCheck::Flanking => "Flanking",
        }
    }

    /// The check as a reason in a roll's explanation.
    pub fn label(self) -> &'static str {
        match self {
            MapCheck::Distance => "Distance not checked: no map (the GM judges)",
            MapCheck::LineOfEffect => "Line of effect not checked: no map (the GM judges)",
            MapCheck::Flanking => "Flanking not checked: no map (the GM judges)",
        }
    }

    /// The check as a reason in a roll's explanation: no edge, no bane, the GM judges.
    pub fn reason(self) -> RollReason {
        RollReason {
            edges: 0,
            banes: 0,
            label: self.label().to_owned(),
            rule: crate::systems::draw_steel::cite(self.section()),
        }
    }
}

/// What one change of state was.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "DrawSteelEvent"),
    schemars(rename = "DrawSteelEvent")
)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// The first side was settled.
    FirstSide {
        /// The d10, when one was rolled.
        die: Option<DieRoll>,
        /// Who acts first.
        side: Side,
        /// The rule.
        rule: Citation,
    },
    /// A round began.
    RoundStarted {
        /// Its number.
        round: u16,
        /// The side that picks first.
        side: Side,
    },
    /// A turn began.
    TurnStarted {
        /// Who.
        actor: CombatantId,
    },
    /// Part of the turn was used.
    SlotUsed {
        /// Who.
        actor: CombatantId,
        /// Which part.
        slot: Slot,
    },
    /// A creature moved willingly.
    Moved {
        /// Who.
        who: CombatantId,
        /// The squares entered.
        path: Vec<Pos>,
        /// Movement spent.
        cost: u16,
        /// A shift (provokes nothing).
        shift: bool,
    },
    /// Enemies it moved away from may make opportunity attacks.
    OpportunitiesOpened {
        /// Who moved.
        mover: CombatantId,
        /// Where it started (the strike is judged there, before it leaves).
        from: Pos,
        /// Who may strike.
        attackers: Vec<CombatantId>,
    },
    /// Checks on one target the engine could not make without a map, left to the GM.
    NotChecked {
        /// Who uses the ability.
        user: CombatantId,
        /// The target.
        target: CombatantId,
        /// What was not checked, in the order the rules take them.
        checks: Vec<MapCheck>,
    },
    /// A power roll was made.
    PowerRolled {
        /// Who.
        user: CombatantId,
        /// The ability's name ("Free Strike" for one).
        ability: String,
        /// The two d10s.
        dice: [DieRoll; 2],
        /// The characteristic and its score, when one was added.
        characteristic: Option<(Characteristic, i8)>,
        /// Whether it rolled a natural 19 or 20.
        natural: bool,
    },
    /// The result of a power roll against one target.
    TierReached {
        /// Who rolled.
        user: CombatantId,
        /// The target.
        target: CombatantId,
        /// The total after edges or banes.
        total: i32,
        /// The tier.
        tier: Tier,
        /// The reasons for each edge and bane.
        reasons: Vec<RollReason>,
        /// Every edge and bane counted.
        edges: u8,
        /// Every bane counted.
        banes: u8,
        /// A sentence explaining the tier ("double edge raised tier 2 to tier 3").
        explanation: String,
        /// The rule that settled it.
        rule: Citation,
    },
    /// A test was made during the combat.
    TestMade {
        /// What was tested; kept (when it has a difficulty) for a hero token's reroll.
        request: TestRequest,
        /// The two d10s.
        dice: [DieRoll; 2],
        /// The characteristic's score.
        score: i8,
        /// The total after skill, edges and banes.
        total: i32,
        /// The tier.
        tier: Tier,
        /// The outcome at the difficulty, when the test has one.
        outcome: Option<TestOutcome>,
        /// The reasons for each edge and bane.
        reasons: Vec<RollReason>,
        /// A sentence explaining the result.
        explanation: String,
        /// A reroll bought with a hero token.
        reroll: bool,
        /// The rule.
        rule: Citation,
    },
    /// The engine applied a rule that changes no number by itself (how far a jump reaches, why
    /// a creature could hide, where a faller lands); the sentence says what and why.
    Ruling {
        /// Who it concerns.
        who: Option<CombatantId>,
        /// The sentence.
        text: String,
        /// The rule.
        rule: Citation,
    },
    /// A critical hit: an extra main action, to be used at once.
    CriticalHit {
        /// Who.
        user: CombatantId,
    },
    /// Damage was dealt.
    Damaged {
        /// Who took it.
        target: CombatantId,
        /// Before immunity and weakness.
        raw: u16,
        /// After immunity and weakness.
        dealt: u16,
        /// Stamina afterwards.
        stamina: i32,
        /// Why.
        cause: DamageCause,
        /// Who caused it.
        source: Option<CombatantId>,
        /// A sentence showing the arithmetic.
        explanation: String,
        /// The rule.
        rule: Citation,
    },
    /// Stamina was regained.
    Healed {
        /// Who.
        who: CombatantId,
        /// How much was regained.
        amount: u16,
        /// Stamina afterwards.
        stamina: i32,
        /// A Recovery was spent.
        recovery: bool,
        /// The rule.
        rule: Citation,
    },
    /// A creature's fate changed (dying, dead, knocked out, back on its feet).
    FateChanged {
        /// Who.
        who: CombatantId,
        /// The new fate.
        fate: Fate,
        /// The rule.
        rule: Citation,
    },
    /// A squad's shared Stamina changed (table rule `draw_steel.minion_squads`): the pool
    /// afterwards, and the members it no longer holds, who fall (their `FateChanged` follow).
    SquadStamina {
        /// The squad's place in the combat's squads.
        squad: u8,
        /// Its name, for the log.
        name: String,
        /// The member struck or healed (it keeps the pool's part share while it stands).
        member: CombatantId,
        /// The pool afterwards.
        stamina: i32,
        /// Members the pool no longer holds, in the order they fall.
        felled: Vec<CombatantId>,
        /// A sentence showing the arithmetic.
        explanation: String,
        /// The rule.
        rule: Citation,
    },
    /// A squad's turn passes to its next member (table rule `draw_steel.minion_squads`).
    SquadTurnPassed {
        /// The squad's place in the combat's squads.
        squad: u8,
        /// Its name, for the log.
        name: String,
        /// The member whose part of the turn begins.
        actor: CombatantId,
        /// The rule.
        rule: Citation,
    },
    /// A condition was imposed.
    ConditionImposed {
        /// Who.
        target: CombatantId,
        /// Which.
        condition: ConditionKind,
        /// For how long.
        duration: Duration,
        /// Its source.
        source: Option<CombatantId>,
        /// For EoT, the turn number of the target's it ends after.
        ends_after_turn: Option<u16>,
    },
    /// A potency gate kept a condition off.
    Resisted {
        /// Who.
        target: CombatantId,
        /// Which.
        condition: ConditionKind,
        /// The characteristic and score compared.
        score: i8,
        /// The potency it had to be below.
        potency: i8,
    },
    /// A condition ended.
    ConditionEnded {
        /// Who.
        target: CombatantId,
        /// Which.
        condition: ConditionKind,
        /// Only its instances of this duration end (EoT ones only when their turn has ended);
        /// `None` ends every instance.
        only: Option<Duration>,
        /// Why, for the log.
        reason: String,
        /// The rule.
        rule: Citation,
    },
    /// A saving throw was made.
    SavingThrow {
        /// Who.
        who: CombatantId,
        /// Against what.
        condition: ConditionKind,
        /// The d10.
        die: DieRoll,
        /// Whether the effect ends.
        success: bool,
    },
    /// A forced movement waits for its path.
    ForcedMovePending(PendingForcedMove),
    /// A forced movement was resolved.
    ForceMoved {
        /// Who was moved.
        target: CombatantId,
        /// The squares entered.
        path: Vec<Pos>,
        /// Its elevation afterwards.
        elevation: u8,
        /// The distance after stability.
        allowed: u8,
        /// A sentence on what stopped it, if anything.
        explanation: String,
    },
    /// A pending forced movement was dropped.
    ForcedMoveSkipped {
        /// Who would have moved.
        target: CombatantId,
    },
    /// Surges gained or spent.
    Surges {
        /// Who.
        who: CombatantId,
        /// The change.
        change: i8,
    },
    /// The heroic resource changed.
    Resource {
        /// Who.
        who: CombatantId,
        /// The change.
        change: i16,
    },
    /// The shared pools changed.
    Pools {
        /// Hero tokens' change.
        hero_tokens: i16,
        /// Malice's change.
        malice: i16,
        /// Why.
        reason: String,
    },
    /// Hidden or revealed, visible or invisible.
    Visibility {
        /// Who.
        who: CombatantId,
        /// Hidden afterwards.
        hidden: bool,
        /// Invisible afterwards.
        invisible: bool,
    },
    /// The GM placed an object on the map.
    ObjectPlaced {
        /// The object.
        object: super::state::MapObject,
    },
    /// The GM removed an object.
    ObjectRemoved {
        /// Its index.
        object: u8,
        /// Its name, for the log.
        name: String,
    },
    /// The GM placed a creature.
    Placed {
        /// Who.
        who: CombatantId,
        /// Where.
        position: Pos,
    },
    /// A creature landed prone after a fall, or was moved down.
    Elevation {
        /// Who.
        who: CombatantId,
        /// Its elevation afterwards.
        elevation: u8,
    },
    /// A note for the log (a GM-resolved text effect, an adjustment's reason).
    Note {
        /// Who it concerns.
        who: Option<CombatantId>,
        /// The text.
        text: String,
    },
    /// A turn ended.
    TurnEnded {
        /// Who.
        actor: CombatantId,
    },
    /// A round ended (surprise ends with the first).
    RoundEnded {
        /// Its number.
        round: u16,
    },
    /// The combat ended: save-ends effects end and surges are lost.
    CombatEnded {
        /// How.
        outcome: Outcome,
    },
}
