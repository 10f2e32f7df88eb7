//! When a perk applies: its trigger (the moment it is offered), its use limit, what it costs, and
//! the conditions its individual effects wait for. Every enum is closed: a new perk that needs a
//! new moment or condition adds a variant here, so the engine's `match`es flag what is unhandled.

use serde::{Deserialize, Serialize};

/// The moment a perk comes into play, so the app knows when to offer or apply it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Trigger {
    /// Always on; its effects carry their own conditions.
    #[default]
    Passive,
    /// During your Planning Phase.
    PlanningPhase,
    /// At the start of your turn.
    StartOfTurn,
    /// At the end of your turn.
    EndOfTurn,
    /// Used deliberately on your turn (see the costs for the action it takes).
    Activated,
    /// Whenever you like, in or out of your turn.
    AnyTime,
    /// Out of battle only.
    OutsideBattle,
    /// When you make (or declare) an attack.
    OnAttack,
    /// When you attack, or when you defend against an attack.
    OnAttackOrDefend,
    /// After your attack is made.
    AfterAttack,
    /// After you attack or defend.
    AfterAttackOrDefend,
    /// When you are targeted by an attack (before or while you defend).
    WhenTargeted,
    /// After you Defend successfully.
    AfterSuccessfulDefend,
    /// When you Riposte.
    OnRiposte,
    /// When you deal a Hit.
    OnHit,
    /// When you deal a Hit or Riposte successfully.
    OnHitOrSuccessfulRiposte,
    /// When you bring a creature down.
    OnKill,
    /// When you lose your last Hit Point.
    OnLastHitPointLost,
    /// Right after your turn ends.
    AfterYourTurn,
    /// When you draw a Reagent.
    OnReagentDrawn,
    /// While you move.
    OnMove,
    /// When you cast a spell.
    OnSpellCast,
    /// When you inflict Handicap on any creature.
    OnInflictHandicap,
    /// When a creature adjacent to you takes Handicap.
    AdjacentCreatureHandicapped,
    /// When you cleanse Handicap.
    OnCleanse,
    /// When an enemy Engaged with you breaks the Engagement.
    EngagedEnemyBreaksAway,
    /// When an opponent Engaged with you switches weapons or attacks someone else.
    EngagedOpponentDistracted,
    /// When a creature moves into a tile you could hit in melee.
    CreatureEntersMeleeReach,
    /// When a creature moves onto or off one of your Sighted tiles.
    CreatureCrossesSightedTile,
    /// When someone else attacks a creature on or next to one of your Sighted tiles.
    OtherAttacksNearSightedTile,
    /// When an ally attacks an enemy you are Engaged with.
    AllyAttacksEngagedEnemy,
    /// When you begin a new Engagement.
    EngagementBegins,
    /// When any creature attempts an action.
    CreatureAttemptsAction,
    /// When a hostile creature passes through a Field Effect you created.
    HostileCrossesOwnFieldEffect,
    /// When someone else drops an object or is disarmed next to you.
    ObjectDroppedAdjacent,
    /// When one of your stats is reduced to zero or below.
    StatReducedToZero,
    /// When your turn comes directly after that of an ally nearby.
    TurnAfterAlly,
    /// When you have held your turn long enough (Meditate).
    HeldTurn,
}

/// How often a perk may be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Limit {
    /// Once per turn.
    OncePerTurn,
    /// Once per battle ("once per encounter" reads the same, per table rule).
    OncePerBattle,
    /// Once per Engagement.
    OncePerEngagement,
    /// Once per action of a hostile creature.
    OncePerHostileAction,
}

/// A price paid to use a perk.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum PerkCost {
    /// Uses your Primary Action.
    PrimaryAction,
    /// Takes the place of your Attack.
    ReplacesAttack,
    /// Lowers your Hand Size (the lost card often goes face down for the perk).
    HandSize {
        /// Cards of Hand Size given up.
        amount: u8,
    },
    /// Spends Stealth Power.
    StealthPower {
        /// Stealth Power spent.
        amount: u8,
    },
    /// Spends Movement.
    Movement {
        /// Movement spent.
        amount: u8,
    },
    /// Spends cards from your hand.
    HandCards {
        /// Cards spent.
        count: u8,
    },
    /// You take this Handicap yourself.
    SelfHandicap(super::terms::HandicapSet),
    /// You take Handicap in a random stat.
    SelfHandicapRandom {
        /// Handicap taken.
        amount: u8,
    },
    /// You take Handicap in a stat you choose.
    SelfHandicapChosen {
        /// Handicap taken.
        amount: u8,
    },
    /// Breaks a piece of your equipment.
    BreakEquipment,
}

/// Who an effect reaches.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Recipient {
    /// The perk's owner.
    #[default]
    You,
    /// The creature you target.
    Target,
    /// The creature attacking you.
    Attacker,
    /// The creature you attacked or defended against.
    Opponent,
    /// The creature whose Handicap triggered the perk.
    AffectedCreature,
    /// An ally adjacent to you.
    AdjacentAlly,
    /// Yourself or an adjacent ally.
    YouOrAdjacentAlly,
    /// Yourself and every adjacent creature.
    YouAndAdjacentCreatures,
    /// Yourself and the target.
    YouAndTarget,
    /// Every creature adjacent to you.
    AdjacentCreatures,
    /// The ally making the attack that triggered the perk.
    AttackingAlly,
    /// Every ally within a distance of you.
    AlliesWithin {
        /// Distance in tiles.
        tiles: u8,
    },
    /// The ally nearest to you.
    NearestAlly,
    /// Every creature in the effect's area.
    CreaturesInArea,
    /// Every enemy in the effect's area.
    EnemiesInArea,
    /// The other creatures Engaged with the same target.
    OthersEngagedWithTarget,
    /// The visible enemy you targeted most recently, or else the nearest enemy.
    RecentTargetOrNearestEnemy,
}

/// A condition an effect waits for; `always` means whenever the perk's trigger fires.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Condition {
    /// No further condition.
    #[default]
    Always,
    /// Every listed condition holds.
    AllOf(Vec<Condition>),
    /// The character holds the named perk (a perk id).
    HoldsPerk(String),
    /// The attack is a melee attack.
    MeleeAttack,
    /// The attack is a ranged attack.
    RangedAttack,
    /// The attack is magical (a spell attack).
    MagicalAttack,
    /// You are Riposting.
    Riposting,
    /// The ranged target stands at the weapon's Effective Range.
    AtEffectiveRange,
    /// You are in Aggressive Stance.
    AggressiveStance,
    /// The attack succeeded.
    AttackSucceeded,
    /// The attack or Riposte succeeded.
    AttackOrRiposteSucceeded,
    /// Your Riposte succeeded.
    RiposteSucceeded,
    /// Your Riposte failed.
    RiposteFailed,
    /// The target made no Riposte.
    TargetDidNotRiposte,
    /// The target made no Riposte or an unsuccessful one.
    TargetFailedToRiposte,
    /// After your Attack or Riposte, hit or miss.
    AfterAttackOrRiposte,
    /// After a melee exchange with the creature.
    AfterMeleeExchange,
    /// You were the attacker in the exchange.
    YouAttacked,
    /// You were the defender in the exchange.
    YouDefended,
    /// Your Strike at least equals the target's Defense.
    StrikeMeetsTargetDefense,
    /// Your Strike plus Speed at least equals the target's Defense plus Speed.
    StrikeAndSpeedMeetTargetDefenseAndSpeed,
    /// Your Strike minus the other creature's Strike is at least this much.
    StrikeExceedsTargetBy {
        /// The margin.
        amount: u8,
    },
    /// Your Speed minus the target's Speed is at least this much.
    SpeedExceedsTargetBy {
        /// The margin.
        amount: u8,
    },
    /// The target has less Speed than you.
    TargetSlowerThanYou,
    /// The target's Defense is higher than yours.
    TargetDefenseHigherThanYours,
    /// The target has a stat below 1.
    TargetHasStatBelowOne,
    /// The target wears armor (GM flag).
    TargetArmored,
    /// The target wears no armor (GM flag).
    TargetUnarmored,
    /// The target has hard armor: metal, bone or shell (GM flag).
    TargetHardArmored,
    /// The target has no hard armor (GM flag).
    TargetNotHardArmored,
    /// The target has neither magic nor magical defense (GM flag).
    TargetWithoutMagic,
    /// The attacker knows no magic (GM flag).
    AttackerKnowsNoMagic,
    /// The target's Size is at most yours.
    TargetSizeAtMostYours,
    /// The target is at most one Size larger than you.
    TargetAtMostOneSizeLarger,
    /// The opponent is smaller than you.
    OpponentSmallerThanYou,
    /// The target is Engaged with a creature other than you.
    TargetEngagedWithAnother,
    /// The target is Engaged with you.
    TargetEngagedWithYou,
    /// You are not Hidden.
    NotHidden,
    /// The target is within this distance.
    TargetWithin {
        /// Distance in tiles.
        tiles: u8,
    },
    /// The target stands on one of your Sighted tiles.
    TargetOnSightedTile,
    /// The target stands next to one of your Sighted tiles, not on it.
    TargetNextToSightedTile,
    /// The target stands in or next to a Field Effect.
    TargetInOrBesideFieldEffect,
    /// You attack the same target as your previous attack.
    SameTargetAsLastAttack,
    /// Two of your three combat cards this round have the same power.
    TwoCombatCardsSamePower,
    /// Aggressive Stance with a Defense card higher than the Strike card.
    AggressiveDefenseCardHigher,
    /// Defensive Stance with a Strike card higher than the Defense card.
    DefensiveStrikeCardHigher,
    /// Your turn began adjacent to the target.
    StartedTurnAdjacentToTarget,
    /// You have not moved yet this turn.
    NotMovedThisTurn,
    /// You did not move at all this turn (checked at its end).
    DidNotMoveThisTurn,
    /// You did not move during the previous round.
    DidNotMoveLastRound,
    /// You have moved at least one tile this turn.
    MovedAtLeastOneTile,
    /// You moved as part of this perk.
    MovedWithThisPerk,
    /// You are moving along a wall.
    MovingAlongWall,
    /// You and your attacker are lined up along the same wall.
    LinedUpAlongWallWithAttacker,
    /// No enemy is adjacent to you.
    NoEnemyAdjacent,
    /// No enemy is adjacent to you or Engaged with you.
    NoEnemyAdjacentOrEngaged,
    /// No enemy is within this distance of you.
    NoEnemyWithin {
        /// Distance in tiles.
        tiles: u8,
    },
    /// No enemy within this distance and no ally adjacent to you.
    Isolated {
        /// Distance in tiles.
        tiles: u8,
    },
    /// You stand adjacent to an ally whose Base Defense is lower than yours.
    AdjacentToAllyWithLowerBaseDefense,
    /// You stand adjacent to an ally whose Base Speed is higher than yours.
    AdjacentToAllyWithHigherBaseSpeed,
    /// The attacking ally comes from a different direction than you.
    AllyAttacksFromOtherDirection,
    /// Every member of your party is alive.
    WholePartyAlive,
    /// You hold fewer Reagents than this.
    FewerReagentsThan {
        /// The Reagent count.
        count: u8,
    },
    /// The opponent wields a Light or Simple weapon.
    OpponentWeaponLightOrSimple,
    /// The opponent wields a weapon you are Proficient with.
    OpponentWeaponYouAreProficientWith,
    /// You wield this weapon in two hands.
    TwoHandedGrip,
    /// You cast a spell you have mastered and could also cast another way.
    CastingMasteredSpellWithOtherAccess,
    /// The spell was paid only with Reagents of your Star Suit.
    PaidOnlyWithStarSuit,
    /// The spell costs at least this many Reagents.
    SpellCostAtLeast {
        /// Reagents.
        reagents: u8,
    },
    /// This turn you spent at least half your Reagent Hand Size on miracles.
    SpentHalfReagentHandOnMiracles,
    /// The Reagent just drawn is of your Star Suit.
    DrewStarSuitReagent,
    /// Every coin flipped for a Blessing came up heads.
    BlessingCoinsAllHeads,
    /// You caught a weapon.
    CaughtAWeapon,
    /// A creature moves onto your Sighted tile.
    CreatureEntersSightedTile,
    /// A creature moves onto or off your Sighted tile.
    CreatureEntersOrLeavesSightedTile,
    /// Your next attack with the face-up card of this perk.
    NextAttackWithRevealedCard,
    /// You have not taken your turn yet this round.
    NotActedThisRound,
    /// The battle ends while the perk is running.
    BattleEndsDuringPerk,
    /// Your extra turn from this perk dealt no Hit.
    ExtraTurnWithoutHit,
    /// One of your own stats is negative.
    OwnStatNegative,
}
