//! The keyword abilities of the «Glossary of Terms», each a typed effect.
//!
//! A troop card lists keywords with their X ("Brace 1") and, for the five "Y" keywords, a name
//! ("Elf Slayer 1", "Fire Immune"). Each [`Keyword`] has a [`KeywordInfo`] in [`GLOSSARY`]:
//! the name as printed, whether it takes X or Y, its meaning in our words, its citation and
//! the [`KeywordEffect`] it has in play.
//!
//! **What applies them.** This module only describes: the match engine (a later slice) reads
//! each troop's [`TroopAbility`] list and applies the effect at its moment — combat modifiers
//! and choices when a combat resolves («Troop Abilities»: values from several sources add up,
//! choices alternate starting with the defender), triggers at their event, `Effect:` abilities
//! in the owner's effects phase and `Main:` abilities in the main phase («Phases of a Turn»),
//! cost reductions when mana is paid, movement powers in [`super::board`] (already applied
//! there), immunities when a troop is targeted or damaged. The few pure pieces a rule needs
//! and can already answer — stacking, the Att and Def comparisons of «Troop Abilities», ranges
//! in squares, D2 and D3 — are here.
//!
//! The glossary has 93 entries: 13 are plain terms ([`GLOSSARY_TERMS`]), two are rules of
//! cards rather than abilities of troops (Counter, what a counter spell does; Unique, a card
//! flag checked by [`super::army`]), and 78 are keyword abilities. Spell Shield is printed on
//! a card («Main Phase Casting: Sorcery (movement)») but missing from the glossary; it is a
//! keyword here too, marked as such.

mod glossary;
#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

pub use glossary::GLOSSARY;

use crate::citation::Citation;

/// The glossary entries that define a word rather than an ability.
pub const GLOSSARY_TERMS: [&str; 13] = [
    "AOE",
    "Att",
    "Attacker",
    "D2",
    "D3",
    "Def",
    "Defender",
    "Dmg",
    "Enemy",
    "Friendly",
    "Permanent",
    "X",
    "Y",
];

/// The glossary entries that are rules of cards, not troop abilities: a counter spell's
/// effect and the unique flag.
pub const GLOSSARY_CARD_RULES: [&str; 2] = ["Counter", "Unique"];

/// A keyword ability a troop (or an aura it carries) can have.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianKeyword"),
    schemars(rename = "LytharianKeyword")
)]
#[serde(rename_all = "snake_case")]
#[allow(missing_docs)] // Each is documented by its glossary entry in GLOSSARY.
pub enum Keyword {
    Ambush,
    /// "Armor X": cheaper armor.
    ArmorDiscount,
    /// "Arms X": cheaper weapons.
    ArmsDiscount,
    BatteringRam,
    Berserk,
    Bloodhunt,
    Bloodrage,
    Brace,
    Bully,
    Burrow,
    Bushwhack,
    Cavalry,
    Charge,
    Comradery,
    Command,
    Consume,
    Crusher,
    CrushingHammer,
    Disarm,
    Dodge,
    DruidForms,
    Burn,
    FieryLava,
    Gale,
    Gear,
    Heal,
    Healer,
    Inferno,
    Poison,
    Plague,
    PowerUp,
    PrimeHealer,
    Regenerate,
    Regrowth,
    Ruthless,
    Seer,
    Shock,
    Stealth,
    /// "Effect: Y Healer X", e.g. Orc Healer 1.
    RaceHealer,
    Evasion,
    Fearless,
    Intimidate,
    Juggernaut,
    ArcaneBolt,
    AxeThrow,
    Bowshot,
    IceBolt,
    PoisonStrike,
    Scorch,
    Slimestrike,
    Spearthrow,
    Starstrike,
    Stonestrike,
    Stonethrow,
    VoodooFlame,
    MobMight,
    MobProtector,
    Mobility,
    PhysicalResist,
    Pounce,
    ResistAll,
    Resupply,
    Scout,
    Shieldspear,
    Soulsteal,
    SpellResist,
    Spellshatter,
    Stampede,
    Sustenance,
    Venom,
    Vicious,
    WeaponMaster,
    WildMana,
    Windwalking,
    /// "Y Affinity X", e.g. Air Affinity 1.
    Affinity,
    /// "Y Immune", e.g. Fire Immune.
    Immune,
    /// "Y Invulnerability", e.g. Curse Invulnerability.
    Invulnerability,
    /// "Y Slayer X", e.g. Elf Slayer 1.
    Slayer,
    /// Printed on Defendermage Khirha, missing from the glossary.
    SpellShield,
}

impl Keyword {
    /// Its glossary entry.
    pub fn info(self) -> &'static KeywordInfo {
        GLOSSARY
            .iter()
            .find(|info| info.keyword == self)
            .expect("every keyword has a glossary entry (tested)")
    }

    /// A keyword by its printed name without X or Y ("Brace", "Effect: Burn", "Slayer").
    pub fn by_name(name: &str) -> Option<Keyword> {
        let wanted = name.trim();
        GLOSSARY
            .iter()
            .find(|info| info.base_name().eq_ignore_ascii_case(wanted))
            .map(|info| info.keyword)
    }
}

/// What kind of name a keyword's Y is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianKeywordY"),
    schemars(rename = "LytharianKeywordY")
)]
#[serde(rename_all = "snake_case")]
pub enum YKind {
    /// A race ("Orc Healer 1", "Elf Slayer 1"); races are open, any name will do.
    Race,
    /// A spell element or a spell type ("Air Affinity 1", "Curse Invulnerability").
    SpellKind,
    /// A source of damage: a damage type or a spell type ("Fire Immune").
    DamageSource,
}

/// When in play a keyword acts, broadly.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianKeywordKind"),
    schemars(rename = "LytharianKeywordKind")
)]
#[serde(rename_all = "snake_case")]
pub enum KeywordKind {
    /// Always in force (a modifier or a resistance).
    Static,
    /// In force during a combat the troop takes part in.
    Combat,
    /// A choice made in combat, the defender choosing first («Troop Abilities»).
    CombatChoice,
    /// Fires on an event (a kill, a death, being targeted, a move).
    Trigger,
    /// An `Effect:` ability, used in the owner's effects phase.
    Effect,
    /// A `Main:` ability, used in the owner's main phase instead of attacking.
    Main,
    /// Makes something cheaper.
    Cost,
    /// Changes how the troop moves.
    Movement,
    /// Something the troop cannot suffer.
    Immunity,
}

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

/// A keyword's glossary entry.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianKeywordInfo"),
    schemars(rename = "LytharianKeywordInfo")
)]
#[serde(rename_all = "camelCase")]
pub struct KeywordInfo {
    /// The keyword.
    pub keyword: Keyword,
    /// The name as the glossary prints it ("Brace X", "Effect: Y Healer X").
    pub printed: &'static str,
    /// Whether a card gives it a number X.
    pub takes_x: bool,
    /// What its Y names, for the five Y keywords.
    pub y: Option<YKind>,
    /// When it acts.
    pub kind: KeywordKind,
    /// Whether the troop must be revealed to use it (`Effect:` and `Main:` abilities, unless
    /// the entry says otherwise: «Phases of a Turn»).
    pub needs_reveal: bool,
    /// What it does, in our words.
    pub meaning: &'static str,
    /// Its effect, typed.
    pub effect: KeywordEffect,
    /// Whether the glossary lists it (Spell Shield is only printed on a card).
    pub in_glossary: bool,
    /// Where it is defined.
    pub rule: Citation,
}

impl KeywordInfo {
    /// The printed name without " X" and with "Y " dropped: the name a card's line starts
    /// with once its X and Y are set aside ("Brace", "Effect: Healer", "Slayer").
    pub fn base_name(&self) -> &'static str {
        let name = self.printed.strip_suffix(" X").unwrap_or(self.printed);
        let name = name.strip_prefix("Y ").unwrap_or(name);
        name.strip_prefix("Effect: Y ").unwrap_or(name)
    }
}

/// A keyword on a card, with its X and Y («Glossary of Terms» › X, Y).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianTroopAbility"),
    schemars(rename = "LytharianTroopAbility")
)]
#[serde(rename_all = "camelCase")]
pub struct TroopAbility {
    /// The keyword.
    pub keyword: Keyword,
    /// Its X, when it takes one; unknown when the book names the keyword without its number.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub x: Option<super::BookValue<u8>>,
    /// Its Y, when it takes one ("Elf", "Fire", "Curse").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub y: Option<String>,
}

impl TroopAbility {
    /// A keyword without X or Y.
    pub fn plain(keyword: Keyword) -> TroopAbility {
        TroopAbility {
            keyword,
            x: None,
            y: None,
        }
    }

    /// A keyword with its X.
    pub fn with_x(keyword: Keyword, x: u8) -> TroopAbility {
        TroopAbility {
            keyword,
            x: Some(super::BookValue::Known(x)),
            y: None,
        }
    }

    /// A keyword the book names without printing its X.
    pub fn x_unknown(keyword: Keyword) -> TroopAbility {
        TroopAbility {
            keyword,
            x: Some(super::BookValue::Unknown),
            y: None,
        }
    }

    /// A Y keyword, with its X if it takes one.
    pub fn with_y(keyword: Keyword, y: &str, x: Option<u8>) -> TroopAbility {
        TroopAbility {
            keyword,
            x: x.map(super::BookValue::Known),
            y: Some(y.to_owned()),
        }
    }
}

/// The X of `keyword` summed over every source that carries it — the troop's own card, an
/// aura, equipment: «Troop Abilities» adds the values ("Physical Resist 1" and an aura's
/// "Physical Resist 2" make Physical Resist 3). `None` when no source has it, or when one
/// source's X is unknown (the total cannot be known then).
pub fn stacked_x<'a>(
    keyword: Keyword,
    sources: impl IntoIterator<Item = &'a TroopAbility>,
) -> Option<u32> {
    let mut total: Option<u32> = None;
    for ability in sources.into_iter().filter(|a| a.keyword == keyword) {
        let x = ability.x.as_ref()?.get()?;
        total = Some(total.unwrap_or(0) + u32::from(x));
    }
    total
}

/// What a combat modifier's condition reads: the two troops as they stand, every value
/// adjusted by equipment, auras, spells and current damage («Troop Abilities»).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CombatSnapshot<'a> {
    /// Whether this troop is the attacker.
    pub attacking: bool,
    /// Whether it was face down when the combat started.
    pub unrevealed_before_combat: bool,
    /// Its adjusted Att.
    pub own_att: i32,
    /// The opposing troop's adjusted Att.
    pub enemy_att: i32,
    /// The opposing troop's adjusted Def less its damage.
    pub enemy_remaining_def: i32,
    /// Damaged troops within 2 squares, itself included.
    pub damaged_within_two: u32,
    /// Friendly troops next to it.
    pub adjacent_friendly: u32,
    /// Whether one of them is of its race.
    pub friend_of_same_race_adjacent: bool,
    /// Revealed friendly Surictavi troops.
    pub revealed_friendly_surictavi: u32,
    /// Whether a weapon is attached to it.
    pub weapon_attached: bool,
    /// The opposing troop's race, when known.
    pub enemy_race: Option<&'a str>,
}

impl Condition {
    /// Whether the condition holds for this troop, `y` being the keyword's Y.
    pub fn holds(self, snapshot: &CombatSnapshot<'_>, y: Option<&str>) -> bool {
        match self {
            Condition::Always | Condition::InCombat => true,
            Condition::Attacking => snapshot.attacking,
            Condition::Defending => !snapshot.attacking,
            Condition::UnrevealedBeforeCombat => snapshot.unrevealed_before_combat,
            Condition::EnemyAttLower => snapshot.enemy_att < snapshot.own_att,
            Condition::EnemyAttHigher => snapshot.enemy_att > snapshot.own_att,
            Condition::EnemyDefBelowOwnAtt => snapshot.enemy_remaining_def < snapshot.own_att,
            Condition::DamagedTroopWithinTwo => snapshot.damaged_within_two > 0,
            Condition::WeaponAttached => snapshot.weapon_attached,
            Condition::NextToFriendOfSameRace => snapshot.friend_of_same_race_adjacent,
            Condition::EnemyIsY => match (snapshot.enemy_race, y) {
                (Some(race), Some(y)) => race.eq_ignore_ascii_case(y),
                _ => false,
            },
        }
    }
}

impl Amount {
    /// The amount with `x` as X, for amounts that need no roll; `None` for a D3.
    pub fn fixed(self, x: u8, snapshot: &CombatSnapshot<'_>) -> Option<i32> {
        let count = |counted: Counted| match counted {
            Counted::AdjacentFriendly => snapshot.adjacent_friendly,
            Counted::DamagedWithinTwo => snapshot.damaged_within_two,
            Counted::RevealedFriendlySurictavi => snapshot.revealed_friendly_surictavi,
        };
        match self {
            Amount::X => Some(i32::from(x)),
            Amount::Fixed { value } => Some(i32::from(value)),
            Amount::D3 => None,
            Amount::XPer { counted } => {
                Some(i32::from(x) * i32::try_from(count(counted)).unwrap_or(i32::MAX))
            }
            Amount::PerCapped { each, counted, cap } => Some(
                (u32::from(each) * count(counted))
                    .min(u32::from(cap))
                    .try_into()
                    .unwrap_or(i32::MAX),
            ),
        }
    }
}

/// The Att a keyword adds in this combat, for the keywords whose Att needs no roll or choice;
/// 0 when its condition fails, `None` for a keyword that adds no fixed Att.
pub fn att_bonus(ability: &TroopAbility, snapshot: &CombatSnapshot<'_>) -> Option<i32> {
    let x = ability
        .x
        .as_ref()
        .and_then(super::BookValue::get)
        .unwrap_or(0);
    fn of(
        effect: &KeywordEffect,
        x: u8,
        y: Option<&str>,
        snapshot: &CombatSnapshot<'_>,
    ) -> Option<i32> {
        match effect {
            KeywordEffect::Att { amount, when } => {
                let value = amount.fixed(x, snapshot)?;
                Some(if when.holds(snapshot, y) { value } else { 0 })
            }
            KeywordEffect::Both { first, second } => {
                match (of(first, x, y, snapshot), of(second, x, y, snapshot)) {
                    (None, None) => None,
                    (a, b) => Some(a.unwrap_or(0) + b.unwrap_or(0)),
                }
            }
            _ => None,
        }
    }
    of(
        &ability.keyword.info().effect,
        x,
        ability.y.as_deref(),
        snapshot,
    )
}

/// A D3 from a D6 roll: the roll halved, rounded up («Glossary of Terms» › D3).
pub const fn d3(d6: u8) -> u8 {
    d6.div_ceil(2)
}

/// A D2 from a D6 roll: the roll divided by 3, rounded up («Glossary of Terms» › D2).
pub const fn d2(d6: u8) -> u8 {
    d6.div_ceil(3)
}

/// Squares from one troop to another counted "in any direction" («Troop Abilities»: Bloodrage
/// counts forward, backwards, sideways or diagonally): a king's steps.
pub fn squares_between(from: crate::grid::Square, to: crate::grid::Square) -> u32 {
    crate::grid::Metric::KingMoves.distance(from, to)
}
