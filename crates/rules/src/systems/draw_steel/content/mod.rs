//! Draw Steel content as data the GM authors: abilities with tier outcomes, monster stat blocks,
//! ancestries, classes and kits.
//!
//! The glossary defines the engine and no content, so these types are the shapes the engine
//! reads; every name and number in them comes from the GM (or from our own starter set in
//! [`starter`]). [`validate`] checks a piece of content before it is stored.

pub mod starter;
pub mod validate;

use serde::{Deserialize, Serialize};

use super::characteristics::{Characteristic, Characteristics, Size};

/// What using an ability costs of a creature's turn ("Turn", "Main Action", "Maneuver").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum ActionType {
    /// The turn's main action.
    MainAction,
    /// A maneuver.
    Maneuver,
    /// A move action.
    MoveAction,
    /// A triggered action, used off-turn when its trigger happens.
    Triggered,
    /// A free triggered action.
    FreeTriggered,
    /// A free maneuver.
    FreeManeuver,
    /// No action: a passive or always-on effect.
    NoAction,
}

/// The keywords the engine reads; any other keyword is flavour in [`Ability::tags`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Keyword {
    /// Melee: prone targets grant an edge, flanking applies.
    Melee,
    /// Ranged.
    Ranged,
    /// A strike: picks its targets one by one (concealment and invisibility impose a bane).
    Strike,
    /// An area: affects whatever is in its area of effect (can reach hidden creatures).
    Area,
    /// Uses a weapon.
    Weapon,
    /// Magic.
    Magic,
    /// Psionic.
    Psionic,
    /// Usable as the strike at the end of a Charge.
    Charge,
}

/// How far an ability reaches, and for an area ability the shape of its area ("Distance",
/// "Area of Effect").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Distance {
    /// Only the user.
    SelfOnly,
    /// A melee reach of `reach` squares.
    Melee {
        /// Squares.
        reach: u8,
    },
    /// A ranged distance of `range` squares.
    Ranged {
        /// Squares.
        range: u8,
    },
    /// Melee `reach` or ranged `range`, the user's choice.
    MeleeOrRanged {
        /// Melee reach.
        reach: u8,
        /// Ranged distance.
        range: u8,
    },
    /// An aura of `radius` squares around the user, which moves with them.
    Aura {
        /// Squares.
        radius: u8,
    },
    /// A burst of `radius` squares around the user.
    Burst {
        /// Squares.
        radius: u8,
    },
    /// A cube of `side` squares within `within` squares.
    Cube {
        /// Side length in squares.
        side: u8,
        /// How far away its nearest square may be.
        within: u8,
    },
    /// A line `length` × `width` squares starting within `within` squares.
    Line {
        /// Length in squares.
        length: u8,
        /// Width in squares.
        width: u8,
        /// How far away it may start.
        within: u8,
    },
    /// A wall of `squares` squares within `within` squares.
    Wall {
        /// Squares.
        squares: u8,
        /// How far away it may be.
        within: u8,
    },
}

impl Distance {
    /// Whether this distance makes an area of effect.
    pub const fn is_area(&self) -> bool {
        matches!(
            self,
            Distance::Aura { .. }
                | Distance::Burst { .. }
                | Distance::Cube { .. }
                | Distance::Line { .. }
                | Distance::Wall { .. }
        )
    }
}

/// Who an ability may target ("Target").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum TargetKind {
    /// Any creature.
    Creatures,
    /// Enemies only.
    Enemies,
    /// Allies only (the user is not their own ally).
    Allies,
    /// The user and their allies.
    SelfAndAllies,
    /// The user.
    SelfOnly,
    /// Creatures or objects.
    CreaturesOrObjects,
}

/// An ability's targets: how many (for a strike) and which kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Targets {
    /// Who.
    pub kind: TargetKind,
    /// At most this many, picked one by one; `None` for every eligible creature in the area.
    pub count: Option<u8>,
}

/// How long a condition imposed by an ability lasts ("EoT", "Save Ends").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
// Exported as DrawSteelDuration: the bindings already hold Fated Hand's `Duration`.
#[cfg_attr(
    feature = "boundary",
    specta(rename = "DrawSteelDuration"),
    schemars(rename = "DrawSteelDuration")
)]
#[serde(rename_all = "snake_case")]
pub enum Duration {
    /// EoT: until the end of the affected creature's next turn.
    EndOfTurn,
    /// (save ends): until a saving throw succeeds, or the combat ends.
    SaveEnds,
    /// Until the end of the encounter.
    EndOfEncounter,
    /// Until something ends it (a prone creature standing up, the GM removing it).
    UntilRemoved,
}

/// The nine conditions of the glossary.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum ConditionKind {
    /// Takes 1d6 + level damage on main actions, triggered actions, Might/Agility rolls.
    Bleeding,
    /// One thing per turn; no triggered actions or free maneuvers.
    Dazed,
    /// Bane against the source; cannot willingly move closer; the source gains an edge.
    Frightened,
    /// Speed 0; bane on abilities not targeting the grabber.
    Grabbed,
    /// Flat on the ground.
    Prone,
    /// Speed 0, cannot stand up or be force moved; bane on rolls; edge against.
    Restrained,
    /// Speed 2.
    Slowed,
    /// Double bane on abilities not targeting the taunter.
    Taunted,
    /// Bane on power rolls.
    Weakened,
}

impl ConditionKind {
    /// All nine, alphabetically.
    pub const ALL: [ConditionKind; 9] = [
        ConditionKind::Bleeding,
        ConditionKind::Dazed,
        ConditionKind::Frightened,
        ConditionKind::Grabbed,
        ConditionKind::Prone,
        ConditionKind::Restrained,
        ConditionKind::Slowed,
        ConditionKind::Taunted,
        ConditionKind::Weakened,
    ];

    /// The condition's name, which is also its glossary entry.
    pub const fn name(self) -> &'static str {
        match self {
            ConditionKind::Bleeding => "Bleeding",
            ConditionKind::Dazed => "Dazed",
            ConditionKind::Frightened => "Frightened",
            ConditionKind::Grabbed => "Grabbed",
            ConditionKind::Prone => "Prone",
            ConditionKind::Restrained => "Restrained",
            ConditionKind::Slowed => "Slowed",
            ConditionKind::Taunted => "Taunted",
            ConditionKind::Weakened => "Weakened",
        }
    }

    /// Whether the condition is tied to the creature that imposed it (its source).
    pub const fn has_source(self) -> bool {
        matches!(
            self,
            ConditionKind::Frightened | ConditionKind::Grabbed | ConditionKind::Taunted
        )
    }
}

/// A potency gate on an effect: it lands only if the target's `characteristic` is below
/// `value` (table rule `draw_steel.potency`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Potency {
    /// The characteristic the target resists with.
    pub characteristic: Characteristic,
    /// The potency.
    pub value: i8,
}

/// Push, pull or slide ("Forced Movement").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum ForcedKind {
    /// Each square takes the target farther from the source.
    Push,
    /// Each square brings the target closer to the source.
    Pull,
    /// Any direction the source chooses.
    Slide,
}

/// One part of a tier outcome.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Effect {
    /// Damage: `amount`, plus the rolled characteristic's score when `add_characteristic`.
    Damage {
        /// The fixed part.
        amount: u16,
        /// Adds the score of the characteristic the power roll used.
        #[serde(default, rename = "addCharacteristic")]
        add_characteristic: bool,
        /// A damage type ("fire"), matched against immunities; `None` for untyped damage.
        #[serde(default, rename = "damageType")]
        damage_type: Option<String>,
    },
    /// Imposes a condition for a duration, optionally behind a potency.
    Condition {
        /// Which.
        condition: ConditionKind,
        /// For how long.
        duration: Duration,
        /// The potency gate, if any.
        #[serde(default)]
        potency: Option<Potency>,
    },
    /// Moves the target.
    ForcedMove {
        /// Push, pull or slide.
        movement: ForcedKind,
        /// Squares, before stability.
        distance: u8,
        /// Vertical forced movement (may lift the target or drive it down).
        #[serde(default)]
        vertical: bool,
    },
    /// The user gains surges.
    GainSurges {
        /// How many.
        count: u8,
    },
    /// Anything else: the GM resolves the text by hand.
    Text {
        /// What happens, in the GM's words.
        text: String,
    },
}

/// What one tier of a power roll does.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TierOutcome {
    /// Its effects, applied in order to each target that got this tier.
    pub effects: Vec<Effect>,
}

/// An ability ("Ability"): a main action, maneuver or other option with an optional power roll.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Ability {
    /// Its name.
    pub name: String,
    /// The keywords the engine reads.
    #[serde(default)]
    pub keywords: Vec<Keyword>,
    /// Other keywords, shown but not read by the engine.
    #[serde(default)]
    pub tags: Vec<String>,
    /// What using it costs of the turn.
    pub action: ActionType,
    /// Its reach or area.
    pub distance: Distance,
    /// Who it targets.
    pub targets: Targets,
    /// The characteristics its power roll may use (the best is taken); empty for no roll.
    #[serde(default)]
    pub roll: Vec<Characteristic>,
    /// The tier outcomes, lowest first: exactly three when the ability rolls, none otherwise.
    #[serde(default)]
    pub tiers: Vec<TierOutcome>,
    /// Effects that happen whatever the roll (or the whole effect of an ability with no roll).
    #[serde(default)]
    pub effects: Vec<Effect>,
    /// The heroic resource (or Malice) it costs; 0 for none.
    #[serde(default)]
    pub cost: u8,
    /// The trigger of a triggered ability, in the GM's words.
    #[serde(default)]
    pub trigger: Option<String>,
    /// Notes for the table.
    #[serde(default)]
    pub notes: String,
}

impl Ability {
    /// Whether it has the `keyword`.
    pub fn has(&self, keyword: Keyword) -> bool {
        self.keywords.contains(&keyword)
    }

    /// Whether any of its outcomes deal damage (cover only hinders damage-dealing abilities).
    pub fn deals_damage(&self) -> bool {
        self.tiers
            .iter()
            .flat_map(|tier| &tier.effects)
            .chain(&self.effects)
            .any(|effect| matches!(effect, Effect::Damage { .. }))
    }
}

/// A damage immunity or weakness against one damage type (`"all"` for every type).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DamageModifier {
    /// The damage type ("fire"), or "all".
    pub damage_type: String,
    /// How much.
    pub value: u16,
}

/// A monster's stat block: everything needed to put it on the grid.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct StatBlock {
    /// Its name.
    pub name: String,
    /// Level (bleeding adds it to its damage).
    pub level: u8,
    /// Role, in the GM's words ("Brute", "Artillery").
    #[serde(default)]
    pub role: String,
    /// Organization, in the GM's words ("Minion", "Elite").
    #[serde(default)]
    pub organization: String,
    /// Encounter value, for the GM's budget.
    #[serde(default)]
    pub encounter_value: u16,
    /// Stamina maximum.
    pub stamina: u16,
    /// Speed in squares.
    pub speed: u8,
    /// Size.
    pub size: Size,
    /// Stability.
    pub stability: u8,
    /// The damage of its free strike.
    pub free_strike: u16,
    /// Characteristic scores.
    pub characteristics: Characteristics,
    /// Damage immunities.
    #[serde(default)]
    pub immunities: Vec<DamageModifier>,
    /// Damage weaknesses.
    #[serde(default)]
    pub weaknesses: Vec<DamageModifier>,
    /// Its abilities.
    #[serde(default)]
    pub abilities: Vec<Ability>,
    /// Traits and notes, in the GM's words.
    #[serde(default)]
    pub notes: String,
}

/// An ancestry: the size, speed and stability a hero starts from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Ancestry {
    /// Its name.
    pub name: String,
    /// Size.
    pub size: Size,
    /// Speed in squares.
    pub speed: u8,
    /// Stability.
    #[serde(default)]
    pub stability: u8,
    /// Traits, in the GM's words.
    #[serde(default)]
    pub notes: String,
}

/// A class: stamina, recoveries and the name of its heroic resource.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Class {
    /// Its name.
    pub name: String,
    /// Stamina at level 1.
    pub starting_stamina: u16,
    /// Stamina gained at each level after the first.
    pub stamina_per_level: u16,
    /// Recoveries.
    pub recoveries: u8,
    /// The heroic resource's name ("Drive").
    pub heroic_resource: String,
    /// The characteristics the class favours, shown as a hint when building.
    #[serde(default)]
    pub primary: Vec<Characteristic>,
    /// Abilities every hero of the class has.
    #[serde(default)]
    pub abilities: Vec<Ability>,
    /// Features, in the GM's words.
    #[serde(default)]
    pub notes: String,
}

/// How a kit's Stamina bonus grows as the hero rises in level.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum KitStaminaGrowth {
    /// The bonus counts once, at every level.
    #[default]
    Once,
    /// The bonus counts once per echelon of the hero's level ([`echelon`]).
    PerEchelon,
}

/// The echelon of a hero's level: 1 for levels 1–3, 2 for 4–6, 3 for 7–9, 4 for level 10. Not
/// from the glossary, which names no echelons: the digest's proposal (G10), read only where a
/// kit's Stamina grows by echelon.
pub const fn echelon(level: u8) -> u8 {
    match level {
        0..=3 => 1,
        4..=6 => 2,
        7..=9 => 3,
        _ => 4,
    }
}

/// A kit: the bonuses a hero's equipment and fighting style give.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Kit {
    /// Its name.
    pub name: String,
    /// Stamina bonus.
    #[serde(default)]
    pub stamina: u16,
    /// How the Stamina bonus grows with the hero: once, or once per echelon. Left out, the
    /// campaign's table rule `draw_steel.kit_stamina` decides (the glossary gives no kit
    /// numbers).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "boundary", specta(optional))]
    pub stamina_growth: Option<KitStaminaGrowth>,
    /// Speed bonus.
    #[serde(default)]
    pub speed: u8,
    /// Stability bonus.
    #[serde(default)]
    pub stability: u8,
    /// The damage of the hero's free strike.
    pub free_strike: u16,
    /// Bonus damage on weapon abilities' tier outcomes, tier 1 to 3.
    #[serde(default)]
    pub damage_bonus: [u16; 3],
    /// Abilities the kit grants.
    #[serde(default)]
    pub abilities: Vec<Ability>,
    /// Notes, in the GM's words.
    #[serde(default)]
    pub notes: String,
}

/// One piece of content of any kind, as stored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
// Exported as DrawSteelContent: the bindings already hold Fated Hand's `Content`.
#[cfg_attr(
    feature = "boundary",
    specta(rename = "DrawSteelContent"),
    schemars(rename = "DrawSteelContent")
)]
#[serde(tag = "kind", content = "data", rename_all = "snake_case")]
pub enum Content {
    /// An ability for the library (heroes and stat blocks copy from it).
    Ability(Ability),
    /// A monster.
    Monster(StatBlock),
    /// An ancestry.
    Ancestry(Ancestry),
    /// A class.
    Class(Class),
    /// A kit.
    Kit(Kit),
}

impl Content {
    /// Its name.
    pub fn name(&self) -> &str {
        match self {
            Content::Ability(a) => &a.name,
            Content::Monster(m) => &m.name,
            Content::Ancestry(a) => &a.name,
            Content::Class(c) => &c.name,
            Content::Kit(k) => &k.name,
        }
    }

    /// The kind as stored ("ability", "monster", …).
    pub const fn kind(&self) -> &'static str {
        match self {
            Content::Ability(_) => "ability",
            Content::Monster(_) => "monster",
            Content::Ancestry(_) => "ancestry",
            Content::Class(_) => "class",
            Content::Kit(_) => "kit",
        }
    }
}
