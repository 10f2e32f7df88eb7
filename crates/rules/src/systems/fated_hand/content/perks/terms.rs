//! The small closed vocabularies that perk effects are built from: amounts, areas, directions,
//! durations.

use serde::{Deserialize, Serialize};

use crate::systems::fated_hand::model::Stat;

/// Handicap on each combat stat; absent fields are 0.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct HandicapSet {
    /// Strike Handicap.
    #[serde(default)]
    pub strike: u8,
    /// Defense Handicap.
    #[serde(default)]
    pub defense: u8,
    /// Speed Handicap.
    #[serde(default)]
    pub speed: u8,
}

/// How long a bonus lasts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Duration {
    /// For as long as the condition holds (or permanently, with no condition).
    #[default]
    Ongoing,
    /// For the one action (attack, defence or casting) it applies to.
    ThisAction,
    /// For one attack of the player's choice this round.
    OneAttackThisRound,
    /// Until the end of the round.
    ThisRound,
    /// Until the end of your next turn.
    UntilEndOfNextTurn,
    /// Until the start of your next turn.
    UntilYourNextTurn,
    /// Until the end of the battle.
    Battle,
}

/// Which stats a variable Handicap lands on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum StatPick {
    /// Every stat, each getting the amount (rolled separately when random).
    Each,
    /// One stat picked at random.
    Random,
    /// One stat the perk's owner chooses.
    Chosen,
    /// One of these stats, as the owner chooses.
    ChosenAmong(Vec<Stat>),
    /// The stat chosen for the previous effect of the same perk.
    SameAsChosen,
    /// Every stat except the one that triggered the perk.
    OtherStats,
}

/// How much variable Handicap is inflicted.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum HandicapAmount {
    /// A fixed amount.
    Fixed(u8),
    /// A dice roll.
    Roll {
        /// Number of dice.
        count: u8,
        /// Sides per die.
        sides: u8,
    },
    /// The power of the card the perk hid face down.
    HiddenCardPower,
    /// The current value of the picked stat, taking it to 0.
    StatCurrentValue,
    /// Half the stat's Base (rounded down).
    HalfBase,
}

/// How much Handicap is cleansed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum CleanseAmount {
    /// Up to this many in total.
    UpTo(u8),
    /// All of it.
    All,
    /// All of it from one stat of your choice.
    AllInOneStat,
    /// One from each stat.
    OnePerStat,
    /// The Handicap this same perk made you take.
    FromThisPerk,
    /// Half the Reagents spent this turn, rounded down.
    HalfReagentsSpentRoundedDown,
    /// Half the Reagents in your hand, rounded up.
    HalfReagentsInHandRoundedUp,
}

/// A count that depends on the character or the play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum CountExpr {
    /// A fixed number.
    Fixed(u8),
    /// Your Reagent Hand Size.
    ReagentHandSize,
    /// Half your Reagent Hand Size.
    HalfReagentHandSize,
    /// The power of one of the cards spent on the perk.
    SpentCardPower,
}

/// An area on the grid.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Area {
    /// Your own tile.
    OwnTile,
    /// Your tile and every tile adjacent to it.
    OwnTileAndAdjacent,
    /// Every tile adjacent to you.
    AllAdjacent,
    /// Tiles adjacent to both you and the target.
    AdjacentToYouAndTarget,
    /// Creatures within this many unoccupied tiles of the target.
    AroundTarget {
        /// Distance in tiles.
        tiles: u8,
    },
    /// The target and the tiles up to this distance behind it.
    BehindTarget {
        /// Distance in tiles.
        tiles: u8,
    },
    /// A rectangle with two corners diagonally adjacent to you.
    RectangleBesideYou {
        /// Long side, in tiles.
        width: u8,
        /// Short side, in tiles.
        height: u8,
    },
    /// A square centred on a tile within range of you.
    SquareWithin {
        /// Side, in tiles.
        size: u8,
        /// Farthest centre, in tiles.
        range: u8,
    },
}

/// Where a voluntary move goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum MoveDirection {
    /// Any direction.
    Any,
    /// Toward the target.
    TowardTarget,
    /// Away from the target, along a clear path.
    AwayFromTarget,
    /// To a tile adjacent to the target.
    AdjacentToTarget,
    /// Into the tile of the fallen target.
    IntoTargetTile,
    /// Following a creature that moves away.
    FollowTarget,
    /// Along a wall.
    AlongWall,
    /// Teleport onto a Field Effect you created.
    OwnFieldEffect,
}

/// Where a forced move puts the creature.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum ForcedDirection {
    /// Onto a tile adjacent to the creature itself.
    AdjacentToItself,
    /// Straight away from you.
    AwayFromYou,
    /// To a tile adjacent to you.
    NextToYou,
    /// Behind you.
    BehindYou,
    /// Carried by you along the line you grabbed it from.
    CarriedAlongGrabLine,
}

/// What happens when a forced move meets an obstacle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum ImpactRule {
    /// A blocked tile: the creature stays and takes the impact, and a blocking creature too.
    BlockedTileTargetAndBlocker,
    /// A wall hurts the creature; another creature hurts both (table rule).
    WallHitsTargetCreatureHitsBoth,
    /// Landing next to a wall hurts the creature.
    LandsNextToWall,
    /// A creature landed on takes the same effects.
    LandingCreatureToo,
}

/// The kind of out-of-sequence attack a perk grants.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum ExtraAttackKind {
    /// An ordinary Attack.
    Attack,
    /// A Riposte.
    Riposte,
    /// A Riposte made with a ranged weapon.
    RangedRiposte,
    /// An Attack or a Riposte, as the attacker prefers.
    AttackOrRiposte,
}

/// When an extra turn happens.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum ExtraTurnTiming {
    /// Immediately.
    Now,
    /// After your regular turn.
    AfterYourTurn,
}

/// Where a disarmed weapon lands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum DisarmPlacement {
    /// A coin picks 1 or 2 tiles; a d8 picks the direction.
    CoinDistanceD8Direction,
    /// Any tile adjacent to either creature, as you choose.
    AdjacentToEitherChosen,
}

/// What information a perk reveals.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum RevealWhat {
    /// Current Stats.
    Stats,
    /// Stats and Perks.
    StatsAndPerks,
    /// Played cards and Stats.
    CardsAndStats,
}

/// Whose deck a peek looks at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum DeckOwner {
    /// Your own deck.
    Own,
    /// The deck of one adjacent ally.
    AdjacentAlly,
}

/// Who is barred from Riposting.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum RiposteBlock {
    /// The target of your attack.
    Target,
    /// Opponents whose Engagement with you breaks.
    EngagedOpponents,
    /// Neither you nor your opponent.
    Both,
}

/// What a scaling bonus counts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Scaling {
    /// Tiles moved in a straight line before the attack, per this many.
    TilesMovedStraight {
        /// Tiles per step.
        per: u8,
    },
    /// Enemies within a radius reaching your nearest ally, capped.
    #[serde(rename_all = "camelCase")]
    EnemiesWithinAllyRadius {
        /// The largest radius, in tiles.
        max_radius: u8,
    },
    /// Consecutive turns on which you attacked; reset by a turn without an attack or any
    /// Riposte attempt against you.
    ConsecutiveTurnsAttacked,
}

/// The Execution Power formula (Execution): a Hit regardless of Defense at the threshold.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ExecutionPower {
    /// Power needed.
    pub threshold: u8,
    /// Base power is your Strike divided by this (rounded down).
    pub strike_divisor: u8,
    /// If the target is Engaged with you.
    pub target_engaged_with_you: i8,
    /// Per ally Engaged with the target.
    pub per_ally_engaged_with_target: i8,
    /// Per Handicap on you.
    pub per_handicap_on_you: i8,
    /// Per Handicap on the target.
    pub per_handicap_on_target: i8,
    /// If you are Hidden.
    pub hidden: i8,
}

/// A hold that pins the target (Chokehold).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Hold {
    /// Strike the held creature loses (it also cannot move).
    pub strike_penalty: u8,
    /// Handicap it takes at the end of your turn.
    pub end_of_turn_handicap: HandicapSet,
    /// A stat with this much Handicap means a Hit; then the creature is freed.
    pub hit_at_handicap: u8,
}
