//! The typed effects of the keywords: what each does in play, for the match engine to apply.

use serde::{Deserialize, Serialize};

/// A troop-side quantity a keyword counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianCounted"),
    schemars(rename = "LytharianCounted")
)]
#[serde(rename_all = "snake_case")]
pub enum Counted {
    /// Friendly troops on the 8 squares around this one (Command).
    AdjacentFriendly,
    /// Damaged troops of either side within 2 squares in any direction, this one included
    /// (Bloodrage).
    DamagedWithinTwo,
    /// Revealed friendly Surictavi troops (Mob Might).
    RevealedFriendlySurictavi,
}

/// How much a keyword gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianAmount"),
    schemars(rename = "LytharianAmount")
)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum Amount {
    /// The keyword's X.
    X,
    /// A fixed number.
    Fixed {
        /// The number.
        value: u8,
    },
    /// A D3 roll (a D6 halved, rounded up).
    D3,
    /// X for each counted troop.
    XPer {
        /// What is counted.
        counted: Counted,
    },
    /// A fixed number for each counted troop, up to a cap.
    PerCapped {
        /// For each.
        each: u8,
        /// What is counted.
        counted: Counted,
        /// The most it gives.
        cap: u8,
    },
}

/// When a modifier holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianCondition"),
    schemars(rename = "LytharianCondition")
)]
#[serde(rename_all = "snake_case")]
pub enum Condition {
    /// Always.
    Always,
    /// In any combat it takes part in.
    InCombat,
    /// When it attacks.
    Attacking,
    /// When it defends.
    Defending,
    /// It was face down when the combat started.
    UnrevealedBeforeCombat,
    /// The opposing troop's adjusted Att is lower than its own.
    EnemyAttLower,
    /// The opposing troop's adjusted Att is higher than its own.
    EnemyAttHigher,
    /// The opposing troop's Def (after damage) is lower than its own adjusted Att.
    EnemyDefBelowOwnAtt,
    /// A damaged troop (itself included) stands within 2 squares.
    DamagedTroopWithinTwo,
    /// A weapon is attached to it.
    WeaponAttached,
    /// A friendly troop of its race stands next to it.
    NextToFriendOfSameRace,
    /// The opposing troop is of race Y.
    EnemyIsY,
}

/// The damage a reduction or an immunity covers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianDamageFilter"),
    schemars(rename = "LytharianDamageFilter")
)]
#[serde(rename_all = "snake_case")]
pub enum DamageFilter {
    /// Every kind.
    All,
    /// Physical damage.
    Physical,
    /// Damage from spells other than curses.
    NonCurseSpell,
    /// Physical damage and damage from spells other than curses.
    PhysicalAndNonCurseSpell,
    /// Every kind but a curse's.
    NonCurse,
}

/// A kind of damage: physical, or the element a spell or ability names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianDamageKind"),
    schemars(rename = "LytharianDamageKind")
)]
#[serde(rename_all = "snake_case")]
#[allow(missing_docs)]
pub enum DamageKind {
    Physical,
    Fire,
    Air,
    Earth,
    Water,
    Life,
    Death,
    Arcane,
}

impl DamageKind {
    /// The eight.
    pub const ALL: [DamageKind; 8] = [
        DamageKind::Physical,
        DamageKind::Fire,
        DamageKind::Air,
        DamageKind::Earth,
        DamageKind::Water,
        DamageKind::Life,
        DamageKind::Death,
        DamageKind::Arcane,
    ];

    /// The name as the book prints it.
    pub const fn name(self) -> &'static str {
        match self {
            DamageKind::Physical => "Physical",
            DamageKind::Fire => "Fire",
            DamageKind::Air => "Air",
            DamageKind::Earth => "Earth",
            DamageKind::Water => "Water",
            DamageKind::Life => "Life",
            DamageKind::Death => "Death",
            DamageKind::Arcane => "Arcane",
        }
    }
}

/// Part of the opposing troop ignored in combat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianIgnored"),
    schemars(rename = "LytharianIgnored")
)]
#[serde(rename_all = "snake_case")]
pub enum Ignored {
    /// Its armor (Crusher).
    Armor,
    /// Its weapon, until the combat is over (Disarm).
    Weapon,
    /// Its text abilities (Pounce, when attacking).
    Abilities,
    /// One text ability, on an even D6 (Crushing Hammer).
    OneAbilityOnEvenRoll,
}

/// The combat choices of the glossary.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianCombatChoice"),
    schemars(rename = "LytharianCombatChoice")
)]
#[serde(rename_all = "snake_case")]
pub enum CombatChoice {
    /// +X Att, or X less damage taken.
    AttOrReduction,
    /// Panther (+1 Att, a step in any direction after combat) or Treant (1 less non-curse
    /// damage taken, D3 healed after combat).
    PantherOrTreant,
    /// Any number of times: 1 damage to itself for +1 Att, never down to 0 Def.
    SelfDamageForAtt,
}

/// The event a trigger waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianTriggerEvent"),
    schemars(rename = "LytharianTriggerEvent")
)]
#[serde(rename_all = "snake_case")]
pub enum TriggerEvent {
    /// It kills another troop.
    Kills,
    /// It is killed.
    Killed,
    /// It attacked and both troops survived.
    FailedAttack,
    /// It damages an enemy troop in combat.
    DamagesEnemyInCombat,
    /// It is targeted by a damage spell or effect.
    TargetedByDamage,
    /// It is targeted by a spell.
    TargetedBySpell,
    /// It is targeted by a damage spell other than a curse.
    TargetedByNonCurseDamageSpell,
    /// It finishes a move, or an enemy finishes a move next to it («Scout Ability»).
    MovementFinished,
    /// An adjacent friendly Surictavi troop is in combat.
    AdjacentSurictaviInCombat,
    /// The glossary does not say when (Wild Mana).
    NotStated,
}

/// What a trigger does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianTriggered"),
    schemars(rename = "LytharianTriggered")
)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum Triggered {
    /// Removes damage from itself.
    HealSelf {
        /// How much.
        amount: Amount,
    },
    /// Gains Att and Def for good.
    GainForGood {
        /// How much of each.
        amount: Amount,
    },
    /// Its owner draws cards.
    OwnerDraws {
        /// How many.
        amount: Amount,
    },
    /// Its owner adds mana to the counter.
    OwnerGainsMana {
        /// How much.
        amount: Amount,
    },
    /// Its owner gains X mana on an even D6.
    OwnerGainsManaOnEvenRoll,
    /// Goes back to the square its move started from.
    ReturnToStartingSquare,
    /// Deals extra damage to the troop it damaged.
    ExtraDamage {
        /// How much.
        amount: Amount,
        /// Of what kind.
        damage: DamageKind,
    },
    /// Takes no damage from it on an even D6.
    NoDamageOnEvenRoll,
    /// Takes no damage from it on an odd D6.
    NoDamageOnOddRoll,
    /// Counters the spell on an even D6.
    CounterOnEvenRoll,
    /// Prevents some of the spell's damage.
    PreventSpellDamage {
        /// How much.
        amount: Amount,
    },
    /// Reveals the adjacent enemy troops.
    RevealAdjacentEnemies,
    /// Prevents some damage to that troop.
    PreventDamageToIt {
        /// How much.
        amount: Amount,
    },
}

/// Whom an `Effect:` or `Main:` ability reaches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianReach"),
    schemars(rename = "LytharianReach")
)]
#[serde(rename_all = "snake_case")]
pub enum Reach {
    /// A target troop (targeting rules apply: «Targeting»).
    TargetTroop,
    /// A target troop on one of the 8 squares around it.
    AdjacentTarget,
    /// Every adjacent enemy troop.
    AdjacentEnemies,
    /// The target and one enemy troop next to the target.
    TargetAndAdjacentEnemy,
    /// Itself or an adjacent troop.
    SelfOrAdjacent,
    /// Itself and any adjacent troops, the amount split as its player likes.
    SelfOrAdjacentSplit,
    /// A troop of race Y.
    TroopOfRaceY,
    /// Itself.
    ItSelf,
}

/// What an `Effect:` or `Main:` ability does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianTroopAction"),
    schemars(rename = "LytharianTroopAction")
)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum TroopAction {
    /// Deals damage.
    Damage {
        /// How much.
        amount: Amount,
        /// Of what kind.
        damage: DamageKind,
        /// Whom.
        reach: Reach,
        /// Whether resistances are ignored (Fiery Lava).
        ignores_resistances: bool,
    },
    /// Deals Fire or Death damage, as the user picks (Voodoo flame).
    FireOrDeathDamage {
        /// How much.
        amount: Amount,
        /// Whom.
        reach: Reach,
    },
    /// Removes damage.
    Heal {
        /// How much.
        amount: Amount,
        /// From whom.
        reach: Reach,
    },
    /// Moves a target troop X squares in any direction.
    MoveTarget,
    /// Pays X mana, searches the deck for X equipment cards, shuffles, discards X cards.
    SearchEquipment,
    /// Pays 1 mana, searches the deck for 1 card, shuffles, discards 2 cards.
    SearchAnyCard,
    /// Gains X mana.
    GainMana,
    /// Sacrifices a friendly troop to remove damage from itself equal to that troop's Def.
    SacrificeToHeal,
    /// Turns itself face down again.
    Unreveal,
}

/// What a cost reduction makes cheaper.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianCheaper"),
    schemars(rename = "LytharianCheaper")
)]
#[serde(rename_all = "snake_case")]
pub enum Cheaper {
    /// Attaching armor to it.
    Armor,
    /// Attaching a weapon to it.
    Weapon,
    /// Its player's Y spells cast on it or used in battle with it.
    YSpells,
}

/// What a troop cannot suffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianImmunity"),
    schemars(rename = "LytharianImmunity")
)]
#[serde(rename_all = "snake_case")]
pub enum Immunity {
    /// Movement effects against it.
    NegativeMovementEffects,
    /// Damage from source Y.
    DamageFromY,
    /// Being targeted by Y spells.
    TargetedByYSpells,
}

/// A movement power («Glossary of Terms» › Burrow, Windwalking): the troop passes occupied
/// squares on its way but still ends on an empty one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianMovePower"),
    schemars(rename = "LytharianMovePower")
)]
#[serde(rename_all = "snake_case")]
pub enum MovePower {
    /// Stopped by the first occupied square, as the book's movement says.
    #[default]
    Normal,
    /// Moves under other troops.
    Burrow,
    /// Moves over other troops.
    Windwalking,
}

impl MovePower {
    /// Whether occupied squares on the way stop the troop.
    pub const fn passes_troops(self) -> bool {
        !matches!(self, MovePower::Normal)
    }
}

/// A keyword's effect in play, typed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianKeywordEffect"),
    schemars(rename = "LytharianKeywordEffect")
)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum KeywordEffect {
    /// Adds to its Att when the condition holds.
    Att {
        /// How much.
        amount: Amount,
        /// When.
        when: Condition,
    },
    /// Takes less damage, per instance, when the condition holds.
    Reduction {
        /// How much less.
        amount: Amount,
        /// Of which damage.
        against: DamageFilter,
        /// When.
        when: Condition,
    },
    /// Lowers the opposing troop's Att in combat.
    LowerEnemyAtt {
        /// By how much.
        amount: Amount,
        /// When.
        when: Condition,
    },
    /// Lowers the opposing troop's Def in combat, the kill check included.
    LowerEnemyDef {
        /// By how much.
        amount: Amount,
        /// When.
        when: Condition,
    },
    /// Part of the opposing troop counts for nothing in combat.
    Ignore {
        /// What.
        what: Ignored,
        /// When.
        when: Condition,
    },
    /// A choice at the combat's choice step.
    Choice {
        /// Which.
        choice: CombatChoice,
    },
    /// Fires on an event.
    Trigger {
        /// The event.
        on: TriggerEvent,
        /// What it does.
        then: Triggered,
    },
    /// An `Effect:` ability of the effects phase.
    EffectAbility {
        /// What it does.
        action: TroopAction,
    },
    /// A `Main:` ability of the main phase (the troop may not also attack that turn).
    MainAbility {
        /// What it does.
        action: TroopAction,
    },
    /// Costs X less mana.
    CostReduction {
        /// What is cheaper.
        on: Cheaper,
    },
    /// Moves past other troops.
    Movement {
        /// How.
        power: MovePower,
    },
    /// Cannot suffer something.
    Immune {
        /// What.
        to: Immunity,
    },
    /// Several of the above at once (Comradery's "+X Att/Reduce damage", Pounce, Shieldspear).
    Both {
        /// The first.
        first: &'static KeywordEffect,
        /// The second.
        second: &'static KeywordEffect,
    },
}
