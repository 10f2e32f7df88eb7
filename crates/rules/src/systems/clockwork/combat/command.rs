//! What the GM asks of a ClockWork combat, and the events that record what happened (every die
//! inside, so a replay never rolls again).

use serde::{Deserialize, Serialize};

use super::area::{AreaOrder, AreaResult};
use super::health::{DeathRoll, HealthChange};
use super::state::CombatantId;
use crate::citation::Explained;
use crate::dice::DicePool;
use crate::grid::Square;
use crate::random::DieRoll;
use crate::systems::clockwork::content::DamageType;
use crate::systems::clockwork::roll::{FlatRoll, PoolRoll};
use crate::systems::clockwork::skills::Skill;

/// The skill an initiative roll reads its 12 dice against («Initiative»: the player's choice).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkInitiativeSkill"),
    schemars(rename = "ClockworkInitiativeSkill")
)]
#[serde(rename_all = "snake_case")]
pub enum InitiativeSkill {
    /// Agility.
    Agility,
    /// Intuition.
    Intuition,
}

impl InitiativeSkill {
    /// The skill.
    pub const fn skill(self) -> Skill {
        match self {
            InitiativeSkill::Agility => Skill::Agility,
            InitiativeSkill::Intuition => Skill::Intuition,
        }
    }
}

/// One combatant's initiative as the table rolled it; a combatant left out rolls with the
/// engine against its better skill.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkInitiativeRoll"),
    schemars(rename = "ClockworkInitiativeRoll")
)]
#[serde(rename_all = "camelCase")]
pub struct InitiativeRoll {
    /// Who.
    pub combatant: CombatantId,
    /// Agility or Intuition; the better (lower) rank when left out.
    #[serde(default)]
    pub skill: Option<InitiativeSkill>,
    /// The 12 dice, when entered.
    #[serde(default)]
    pub dice: Option<Vec<u8>>,
    /// Its d12 roll-offs to break ties, in order, when entered (the engine rolls the rest).
    #[serde(default)]
    pub tie_breaks: Vec<u8>,
}

/// How a mover goes («Movement»).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkPace"),
    schemars(rename = "ClockworkPace")
)]
#[serde(rename_all = "snake_case")]
pub enum Pace {
    /// 1 space for 1 action counter.
    Step,
    /// Half the run speed for 2 action counters.
    Walk,
    /// The run speed for 2 action counters.
    Run,
}

impl Pace {
    /// The word for the log.
    pub const fn verb(self) -> &'static str {
        match self {
            Pace::Step => "steps",
            Pace::Walk => "walks",
            Pace::Run => "runs",
        }
    }
}

/// What the defender does against an attack, declared as the attack is («Dodge», «Block»).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkReaction"),
    schemars(rename = "ClockworkReaction")
)]
#[serde(rename_all = "snake_case")]
pub enum Reaction {
    /// Nothing: the attack rolls against base defense.
    #[default]
    None,
    /// Dodge: 1 counter, the dodge bonus.
    Dodge,
    /// Block: 1 counter, the block bonus, with a shield drawn.
    Block,
}

/// Cover between a ranged attacker and its target, as the GM judges it («Obstructions»).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkCover"),
    schemars(rename = "ClockworkCover")
)]
#[serde(rename_all = "snake_case")]
pub enum Cover {
    /// 25%: +1.
    Quarter,
    /// 50%: +3.
    Half,
    /// 75% (also obscured targets): +5.
    ThreeQuarters,
}

impl Cover {
    /// The defense it adds.
    pub const fn bonus(self) -> u8 {
        match self {
            Cover::Quarter => 1,
            Cover::Half => 3,
            Cover::ThreeQuarters => 5,
        }
    }

    /// "75% cover".
    pub const fn label(self) -> &'static str {
        match self {
            Cover::Quarter => "25% cover",
            Cover::Half => "50% cover",
            Cover::ThreeQuarters => "75% cover",
        }
    }
}

/// The smaller area a called shot aims at («Called Shots»).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkCalledShot"),
    schemars(rename = "ClockworkCalledShot")
)]
#[serde(rename_all = "snake_case")]
pub enum CalledShot {
    /// Head / Weak Point: +2 defense; critical damage on 11s and 12s.
    Head,
    /// Arm: +2 defense; the target cannot use the arm until a Flat 7 at the end of a turn.
    Arm,
    /// Leg: +2 defense; the target cannot run until a Flat 7 at the end of a turn.
    Leg,
}

impl CalledShot {
    /// The defense a called shot adds («Called Shots»: the area counts two sizes smaller).
    pub const DEFENSE: u8 = 2;

    /// "head / weak point".
    pub const fn name(self) -> &'static str {
        match self {
            CalledShot::Head => "head / weak point",
            CalledShot::Arm => "arm",
            CalledShot::Leg => "leg",
        }
    }
}

/// What sets off a prepared attack: its target attempting an action («Prepared Actions»).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkTrigger"),
    schemars(rename = "ClockworkTrigger")
)]
#[serde(rename_all = "snake_case")]
pub enum Trigger {
    /// The target attempts to move (step, walk or run), as the book's spear example.
    Moves,
    /// The target attempts an attack.
    Attacks,
}

impl Trigger {
    /// "attempts to move".
    pub const fn words(self) -> &'static str {
        match self {
            Trigger::Moves => "attempts to move",
            Trigger::Attacks => "attempts an attack",
        }
    }
}

/// A prepared attack waiting for its trigger, with the counters set aside for it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkPrepared"),
    schemars(rename = "ClockworkPrepared")
)]
#[serde(rename_all = "camelCase")]
pub struct Prepared {
    /// The attack, its target inside.
    pub attack: AttackOrder,
    /// What sets it off.
    pub trigger: Trigger,
    /// The action counters set aside: the weapon's attack speed.
    pub counters: u8,
}

/// One observer's Perception reaction against a stealth roll.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkObservation"),
    schemars(rename = "ClockworkObservation")
)]
#[serde(rename_all = "camelCase")]
pub struct Observation {
    /// The observer.
    pub observer: CombatantId,
    /// Its Mind / Perception reaction.
    pub roll: PoolRoll,
    /// The hider beat it (a tie goes to the hider, the one acting): stealthed against it.
    pub hidden: bool,
}

/// A point of luck spent on a roll: it is thrown again and the reroll counts, even if worse
/// («Using Luck»). At most one per roll.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkReroll"),
    schemars(rename = "ClockworkReroll")
)]
#[serde(rename_all = "camelCase")]
pub struct Reroll {
    /// Spend it only if the first roll fails (a miss, a damage roll of no points, a death
    /// roll with fatal wounds, a stabilize roll short of the wounds), as a player decides on
    /// seeing the dice; otherwise it is spent on the roll whatever it shows.
    #[serde(default)]
    pub only_on_failure: bool,
    /// The reroll's dice, when entered.
    #[serde(default)]
    pub dice: Option<Vec<u8>>,
}

/// Which roll a point of luck threw again.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkLuckedRoll"),
    schemars(rename = "ClockworkLuckedRoll")
)]
#[serde(rename_all = "snake_case")]
pub enum LuckedRoll {
    /// An attack roll.
    Attack,
    /// A damage roll.
    Damage,
    /// A death roll.
    Death,
    /// A stabilize roll.
    Stabilize,
}

impl LuckedRoll {
    /// "attack roll".
    pub const fn name(self) -> &'static str {
        match self {
            LuckedRoll::Attack => "attack roll",
            LuckedRoll::Damage => "damage roll",
            LuckedRoll::Death => "death roll",
            LuckedRoll::Stabilize => "stabilize roll",
        }
    }
}

/// An attack by the combatant whose turn it is.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkAttackOrder"),
    schemars(rename = "ClockworkAttackOrder")
)]
#[serde(rename_all = "camelCase")]
pub struct AttackOrder {
    /// The target.
    pub target: CombatantId,
    /// Which of the attacker's weapons.
    pub weapon: u8,
    /// The damage type, for a weapon with several (declared before the roll).
    #[serde(default)]
    pub damage_type: Option<DamageType>,
    /// Roll Body / Agility with a finesse weapon (else Body / Strength).
    #[serde(default)]
    pub finesse: bool,
    /// The defender's declared dodge or block.
    #[serde(default)]
    pub reaction: Reaction,
    /// Cover the GM sees between a ranged attacker and the target.
    #[serde(default)]
    pub cover: Option<Cover>,
    /// The attack dice, when entered.
    #[serde(default)]
    pub attack_dice: Option<Vec<u8>>,
    /// The damage dice, when entered (read only on a hit).
    #[serde(default)]
    pub damage_dice: Option<Vec<u8>>,
    /// The target's death-roll dice, when entered (read only if the damage leaves it dying).
    #[serde(default)]
    pub death_dice: Option<Vec<u8>>,
    /// A called shot at a smaller area of the target.
    #[serde(default)]
    pub called_shot: Option<CalledShot>,
    /// The attacker spends luck on the attack roll.
    #[serde(default)]
    pub attack_luck: Option<Box<Reroll>>,
    /// The attacker spends luck on the damage roll (spent only if there is one).
    #[serde(default)]
    pub damage_luck: Option<Box<Reroll>>,
    /// The target spends luck on the death roll the attack brings (spent only if there is one).
    #[serde(default)]
    pub death_luck: Option<Box<Reroll>>,
}

/// What the GM asks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkCommand"),
    schemars(rename = "ClockworkCommand")
)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Command {
    /// Everyone rolls initiative; the first turn begins.
    RollInitiative {
        /// Rolls the table made (the rest the engine rolls).
        #[serde(default)]
        rolls: Vec<InitiativeRoll>,
    },
    /// The actor moves along `path` (each space next to the last; the start left out).
    Move {
        /// Step, walk or run.
        pace: Pace,
        /// The spaces crossed, in order, ending where it stops.
        path: Vec<Square>,
    },
    /// The actor attacks.
    Attack(AttackOrder),
    /// An attack on an area («Area of Effect»): a grenade's radius, a cone or a line.
    AreaAttack(AreaOrder),
    /// The actor tries to stabilize a dying combatant (Mind / Knowledge, 2 counters).
    Stabilize {
        /// The dying combatant.
        target: CombatantId,
        /// The dice, when entered.
        #[serde(default)]
        dice: Option<Vec<u8>>,
        /// The medic spends luck on the roll.
        #[serde(default)]
        luck: Option<Box<Reroll>>,
    },
    /// The actor passes: its counters left are reserved for defense until its next turn.
    Pass,
    /// The actor prepares an attack: its counters are set aside until the trigger comes, when
    /// it interrupts the turn order, or until its next turn, when they are forfeit.
    Prepare {
        /// The attack (its dice may be entered now or left to the engine).
        attack: AttackOrder,
        /// What sets it off.
        trigger: Trigger,
    },
    /// The actor tries to engage in stealth: its Body / Agility reaction against the Mind /
    /// Perception reaction of each observer the GM names (nearby foes who cannot see it, or
    /// who it hides from in a hiding spot); it is stealthed against each it beats.
    Hide {
        /// The observers.
        observers: Vec<CombatantId>,
        /// The hider's dice, when entered.
        #[serde(default)]
        dice: Option<Vec<u8>>,
        /// Each observer's dice in the same order, when entered (the engine rolls the rest).
        #[serde(default, rename = "perceptionDice")]
        perception_dice: Vec<Vec<u8>>,
    },
    /// The dying actor throws its death roll, and its turn passes.
    DeathRoll {
        /// The dice, when entered.
        #[serde(default)]
        dice: Option<Vec<u8>>,
        /// The dying combatant's player spends luck on the roll.
        #[serde(default)]
        luck: Option<Box<Reroll>>,
    },
    /// The GM ends the combat where it stands (a surrender, a retreat, a truce), naming the
    /// side that carried it, if any.
    EndCombat {
        /// The side the GM declares the winner; none for a draw.
        #[serde(default)]
        winner: Option<u8>,
    },
}

impl Command {
    /// The command's tag, as the screen finds it.
    pub const fn kind(&self) -> &'static str {
        match self {
            Command::RollInitiative { .. } => "roll_initiative",
            Command::Move { .. } => "move",
            Command::Attack(_) => "attack",
            Command::AreaAttack(_) => "area_attack",
            Command::Stabilize { .. } => "stabilize",
            Command::Pass => "pass",
            Command::DeathRoll { .. } => "death_roll",
            Command::EndCombat { .. } => "end_combat",
            Command::Prepare { .. } => "prepare",
            Command::Hide { .. } => "hide",
        }
    }
}

/// An attack worked out: the pool, the defense, the dice, and the damage it dealt.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkAttackResult"),
    schemars(rename = "ClockworkAttackResult")
)]
#[serde(rename_all = "camelCase")]
pub struct AttackResult {
    /// The attacker.
    pub attacker: CombatantId,
    /// The target.
    pub target: CombatantId,
    /// The weapon's name.
    pub weapon: String,
    /// Action counters it cost.
    pub counters: u8,
    /// Spaces to the target.
    pub distance: u16,
    /// The defender's reaction (its counter is spent).
    pub reaction: Reaction,
    /// The pool: attribute, bonus skill, focus, less range and vitals penalties.
    pub pool: Explained,
    /// Why it missed without a roll (beyond three increments, or no dice left), if it did.
    pub automatic_miss: Option<String>,
    /// The attack roll.
    pub roll: Option<PoolRoll>,
    /// The defense to meet or exceed.
    pub defense: Explained,
    /// Whether it hit.
    pub hit: bool,
    /// The damage type.
    pub damage_type: DamageType,
    /// Critical damage: each 12 on the hitting attack roll (11s too on a head shot).
    pub critical: u16,
    /// The called shot, if one.
    #[serde(default)]
    pub called_shot: Option<CalledShot>,
    /// The damage dice, on a hit.
    pub damage_dice: Option<DicePool>,
    /// The resistance the damage dice had to meet, explained (Armor Piercing inside).
    pub resistance: Option<Explained>,
    /// The damage: points from the damage dice plus critical damage.
    pub damage: Option<Explained>,
}

/// What happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkEvent"),
    schemars(rename = "ClockworkEvent")
)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    /// A combatant's initiative roll.
    InitiativeRolled {
        /// Who.
        combatant: CombatantId,
        /// Agility or Intuition.
        skill: InitiativeSkill,
        /// The rank the dice were read against.
        rank: u8,
        /// The dice: 12, fewer for the vitals penalty under `clockwork.vitals_penalty_rolls`.
        dice: DicePool,
        /// The gains.
        gains: i32,
    },
    /// A d12 roll-off between tied combatants, one die each in their order.
    TieRolled {
        /// The tied combatants.
        combatants: Vec<CombatantId>,
        /// Their dice.
        dice: Vec<DieRoll>,
    },
    /// The turn order, highest first.
    OrderSet {
        /// The order.
        order: Vec<CombatantId>,
    },
    /// A round begins.
    RoundStarted {
        /// Its number.
        round: u16,
    },
    /// A combatant's turn begins: its 6 counters refresh (none while dying).
    TurnStarted {
        /// Index into the order.
        turn: u8,
        /// Whose turn.
        actor: CombatantId,
    },
    /// The actor moved.
    Moved {
        /// Who.
        mover: CombatantId,
        /// Step, walk or run.
        pace: Pace,
        /// The spaces crossed.
        path: Vec<Square>,
        /// Spaces it cost (a diagonal 2).
        spaces: u16,
        /// Counters spent.
        counters: u8,
    },
    /// An attack.
    Attacked(Box<AttackResult>),
    /// An area attack, with everyone it struck.
    AreaAttacked(Box<AreaResult>),
    /// Damage written down.
    Damaged {
        /// Who took it.
        target: CombatantId,
        /// What it did.
        change: HealthChange,
    },
    /// A combatant's last vital is gone: it is dying.
    BeganDying {
        /// Who.
        target: CombatantId,
    },
    /// A death roll.
    DeathRolled {
        /// Who.
        target: CombatantId,
        /// The roll read.
        roll: DeathRoll,
    },
    /// A stabilize roll.
    StabilizeRolled {
        /// The medic.
        medic: CombatantId,
        /// The dying combatant.
        target: CombatantId,
        /// The roll (Mind / Knowledge).
        roll: PoolRoll,
        /// The gains it needed: the target's wounds.
        needed: u8,
        /// Whether it worked.
        success: bool,
    },
    /// A called shot at an arm or a leg struck home: the target cannot use that arm, or
    /// cannot run, until it makes a Flat 7 at the end of one of its turns.
    Lamed {
        /// Who.
        target: CombatantId,
        /// The arm or the leg.
        area: CalledShot,
    },
    /// The Flat 7 at the end of a lamed combatant's turn.
    LamingRolled {
        /// Who.
        combatant: CombatantId,
        /// The arm or the leg.
        area: CalledShot,
        /// The roll; on a success the effect ends.
        roll: FlatRoll,
    },
    /// An attack prepared, its counters set aside.
    ActionPrepared {
        /// Who prepared it.
        preparer: CombatantId,
        /// The attack and its trigger.
        prepared: Box<Prepared>,
    },
    /// A prepared attack's trigger came: it interrupts the turn order, its counters back in
    /// hand to pay for it (the attack follows).
    PreparedTriggered {
        /// Who prepared it.
        preparer: CombatantId,
        /// Whose action set it off.
        target: CombatantId,
        /// The trigger.
        trigger: Trigger,
    },
    /// An interrupting attack dealt damage: the action the target attempted is lost, and its
    /// counters with it.
    ActionLost {
        /// Who lost it.
        actor: CombatantId,
        /// "move" or "attack".
        action: String,
        /// The counters forfeit.
        counters: u8,
    },
    /// A stealth roll against each observer's Perception reaction.
    StealthRolled {
        /// The hider.
        hider: CombatantId,
        /// Its Body / Agility roll.
        roll: Box<PoolRoll>,
        /// Each observer's reaction and whether the hider is now stealthed against it.
        observers: Vec<Observation>,
    },
    /// Stealth lost: every benefit of it ends.
    StealthBroken {
        /// Who.
        combatant: CombatantId,
        /// "runs", "attacks".
        why: String,
    },
    /// A point of luck spent: the roll was thrown again, and these dice were thrown away.
    LuckSpent {
        /// Whose luck.
        combatant: CombatantId,
        /// Which roll.
        roll: LuckedRoll,
        /// The first throw's dice, thrown away.
        thrown_away: DicePool,
        /// What the first throw made, in words ("2 gains against defense 5: a miss").
        first_result: String,
        /// Luck left this session after it.
        left: u8,
    },
    /// The actor passed with counters reserved.
    Passed {
        /// Who.
        actor: CombatantId,
        /// Counters reserved for defense.
        reserved: u8,
    },
    /// The combat is over.
    Ended {
        /// The side left fighting, if any.
        winner: Option<u8>,
    },
    /// The GM ended the combat before one side was left fighting.
    EndDeclared {
        /// The side the GM declared the winner, if any.
        winner: Option<u8>,
    },
}
