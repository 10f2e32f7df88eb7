//! Magic items («Magic Items»): alchemy, magic armor enchantments, magic artifacts and the
//! fifteen magic weapon properties (the digest counts 16; the book lists 15). "Gains" is the
//! crafting roll an item needs. Each effect is typed where the engine can check what it names
//! (a spell, a condition, a skill, a damage type); the summary is in our words. The book prices
//! none of them: a campaign's price list does.
//!
//! Two items name a spell by another spelling: the Amulet of Forcefield casts Force Field and
//! the Hypnotist's Locket guards Alter Memories (reading `clockwork.item_spell_names`).

use serde::Serialize;

use crate::systems::clockwork::content::conditions::Condition;
use crate::systems::clockwork::content::DamageType;
use crate::systems::clockwork::skills::Skill;

/// What a magic item does, typed so its references can be checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkItemEffect"),
    schemars(rename = "ClockworkItemEffect")
)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum ItemEffect {
    /// Casts a spell (by its «Spell Details» name).
    Casts {
        /// The spell.
        spell: &'static str,
    },
    /// Makes a spell harder to undo: it cannot be dispelled.
    Undispellable {
        /// The spells.
        spells: &'static [&'static str],
    },
    /// Puts a condition on a target or an area.
    Inflicts {
        /// The condition.
        condition: Condition,
    },
    /// Ends a condition.
    Counters {
        /// The condition.
        condition: Condition,
    },
    /// Clears hits: this many d12.
    ClearsHits {
        /// Dice.
        dice: u8,
    },
    /// Restores mana: this many d12.
    RestoresMana {
        /// Dice.
        dice: u8,
    },
    /// +1 resistance in a type, to at most 6.
    Resistance {
        /// The type.
        damage: DamageType,
    },
    /// A reroll of the checks that end a condition.
    RerollsCondition {
        /// The condition.
        condition: Condition,
    },
    /// One more roll to end a condition.
    ExtraConditionRoll {
        /// The condition.
        condition: Condition,
    },
    /// A reroll of a skill's checks.
    RerollsSkill {
        /// The skill.
        skill: Skill,
    },
    /// A focus in a skill, for a wearer who has none there.
    GrantsFocus {
        /// The skill.
        skill: Skill,
    },
    /// More vitals.
    ExtraVitals {
        /// How many.
        vitals: u8,
    },
    /// More mana points.
    ExtraMana {
        /// How many.
        mana: u8,
    },
    /// +1 critical damage with spells of a sub-school tag.
    CriticalWith {
        /// The tag ("Air", "Cold").
        tag: &'static str,
    },
    /// The armor counts one weight lower.
    LighterArmor,
    /// One more die on attack rolls (a pool stays within 12).
    AttackDie,
    /// One more die on damage rolls (a pool stays within 12).
    DamageDie,
    /// A melee weapon deals energy damage.
    EnergyDamage,
    /// Something the GM rules on at the table.
    Narrative,
}

/// An item crafted with a number of gains: alchemy, armor enchantments and artifacts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkMagicItemEntry"),
    schemars(rename = "ClockworkMagicItemEntry")
)]
#[serde(rename_all = "camelCase")]
pub struct MagicItemEntry {
    /// The name as printed.
    pub name: &'static str,
    /// The gains its crafting needs.
    pub gains: u8,
    /// What it does, typed.
    pub effect: ItemEffect,
    /// What it does, in our words.
    pub summary: &'static str,
}

/// A magic weapon property: it has no gains column.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkMagicWeaponEntry"),
    schemars(rename = "ClockworkMagicWeaponEntry")
)]
#[serde(rename_all = "camelCase")]
pub struct MagicWeaponEntry {
    /// The name as printed.
    pub name: &'static str,
    /// What it does, typed.
    pub effect: ItemEffect,
    /// Whether it fires on dealing a wound.
    pub on_wound: bool,
    /// What it does, in our words.
    pub summary: &'static str,
}

const fn item(
    name: &'static str,
    gains: u8,
    effect: ItemEffect,
    summary: &'static str,
) -> MagicItemEntry {
    MagicItemEntry {
        name,
        gains,
        effect,
        summary,
    }
}

const fn casts(spell: &'static str) -> ItemEffect {
    ItemEffect::Casts { spell }
}
const fn inflicts(condition: Condition) -> ItemEffect {
    ItemEffect::Inflicts { condition }
}
const fn counters(condition: Condition) -> ItemEffect {
    ItemEffect::Counters { condition }
}
const fn resists(damage: DamageType) -> ItemEffect {
    ItemEffect::Resistance { damage }
}
const fn rerolls(condition: Condition) -> ItemEffect {
    ItemEffect::RerollsCondition { condition }
}
const fn extra_roll(condition: Condition) -> ItemEffect {
    ItemEffect::ExtraConditionRoll { condition }
}
const fn skill_reroll(skill: Skill) -> ItemEffect {
    ItemEffect::RerollsSkill { skill }
}
const fn focus(skill: Skill) -> ItemEffect {
    ItemEffect::GrantsFocus { skill }
}
const fn critical(tag: &'static str) -> ItemEffect {
    ItemEffect::CriticalWith { tag }
}
const NARRATIVE: ItemEffect = ItemEffect::Narrative;

/// «Alchemy», in the table's order.
pub static ALCHEMY: [MagicItemEntry; 29] = [
    item(
        "Agate Alarm",
        1,
        NARRATIVE,
        "A stone that sounds when someone walks past it.",
    ),
    item(
        "Anti-toxin",
        3,
        counters(Condition::Poisoned),
        "Ends poisoning.",
    ),
    item(
        "Beast Speech Potion",
        1,
        NARRATIVE,
        "Whoever drinks it can talk with animals.",
    ),
    item(
        "Bottled Lightning",
        3,
        inflicts(Condition::Stunned),
        "Thrown, it stuns an area.",
    ),
    item(
        "Dowsing Rod",
        3,
        counters(Condition::Burning),
        "Puts out burning.",
    ),
    item(
        "Fire Flask",
        3,
        inflicts(Condition::Burning),
        "Thrown, it sets an area burning.",
    ),
    item(
        "Health Potion",
        3,
        ItemEffect::ClearsHits { dice: 2 },
        "Clears 2d12 hits.",
    ),
    item(
        "Health Potion, Major",
        4,
        ItemEffect::ClearsHits { dice: 3 },
        "Clears 3d12 hits.",
    ),
    item(
        "Health Potion, Minor",
        2,
        ItemEffect::ClearsHits { dice: 1 },
        "Clears 1d12 hits.",
    ),
    item(
        "Hydroskin",
        1,
        NARRATIVE,
        "A small flask that holds a great deal of water.",
    ),
    item(
        "Ice Flask",
        3,
        inflicts(Condition::Chilled),
        "Thrown, it chills an area.",
    ),
    item(
        "Instant Igloo",
        1,
        NARRATIVE,
        "A large tent that pitches and packs itself.",
    ),
    item(
        "Ironskin Potion",
        3,
        NARRATIVE,
        "Gives an unarmored drinker armor resistance.",
    ),
    item(
        "Jar of Flies",
        4,
        casts("Summon Swarm"),
        "Opened, it casts Summon Swarm on an area.",
    ),
    item(
        "Liquid Darkness",
        1,
        NARRATIVE,
        "Spilled, it darkens an area.",
    ),
    item(
        "Mana Potion",
        3,
        ItemEffect::RestoresMana { dice: 2 },
        "Restores 2d12 mana.",
    ),
    item(
        "Mana Potion, Major",
        4,
        ItemEffect::RestoresMana { dice: 3 },
        "Restores 3d12 mana.",
    ),
    item(
        "Mana Potion, Minor",
        2,
        ItemEffect::RestoresMana { dice: 1 },
        "Restores 1d12 mana.",
    ),
    item(
        "Midnight Oil",
        1,
        NARRATIVE,
        "Keeps sleeplessness from exhausting its user.",
    ),
    item(
        "Oil of Accuracy",
        2,
        casts("True Strike"),
        "A weapon dipped in it gets True Strike.",
    ),
    item(
        "Perpetual Provisions",
        1,
        NARRATIVE,
        "A small tin that holds a great deal of food.",
    ),
    item(
        "Slippery Sieve",
        3,
        counters(Condition::Entangled),
        "Frees the entangled.",
    ),
    item(
        "Slumber Potion",
        1,
        NARRATIVE,
        "Sends its drinker into a deep sleep.",
    ),
    item(
        "Smoke Bomb",
        3,
        inflicts(Condition::Blind),
        "Blinds an area.",
    ),
    item(
        "Solar Flare",
        1,
        NARRATIVE,
        "Floods an area with bright light.",
    ),
    item(
        "Soothing Gel",
        3,
        NARRATIVE,
        "Undoes what emotion magic did.",
    ),
    item(
        "Sudden Seance",
        1,
        NARRATIVE,
        "Its drinker can speak with the dead.",
    ),
    item(
        "Thermal Patch",
        3,
        counters(Condition::Chilled),
        "Warms away the chill.",
    ),
    item(
        "Time Hopper",
        4,
        casts("Planar Push"),
        "Casts Planar Push on its drinker.",
    ),
];

/// «Magic Armor», in the table's order.
pub static MAGIC_ARMOR: [MagicItemEntry; 18] = [
    item(
        "Ballistic Protection",
        2,
        resists(DamageType::Ballistic),
        "+1 Ballistic, to at most 6.",
    ),
    item(
        "Blunt Protection",
        2,
        resists(DamageType::Blunt),
        "+1 Blunt, to at most 6.",
    ),
    item(
        "Bulwark",
        4,
        ItemEffect::ExtraVitals { vitals: 1 },
        "One more vital.",
    ),
    item("Buoyancy", 2, NARRATIVE, "The armor floats its wearer."),
    item(
        "Cold Resistance",
        2,
        rerolls(Condition::Chilled),
        "Rerolls the checks against chill.",
    ),
    item(
        "Energy Protection",
        2,
        resists(DamageType::Energy),
        "+1 Energy, to at most 6.",
    ),
    item(
        "Explosive Protection",
        2,
        resists(DamageType::Explosive),
        "+1 Explosive, to at most 6.",
    ),
    item(
        "Feather Fall",
        2,
        NARRATIVE,
        "Falls do the wearer no damage.",
    ),
    item(
        "Fire Resistance",
        2,
        rerolls(Condition::Burning),
        "Rerolls the checks against burning.",
    ),
    item(
        "Glamoured",
        2,
        NARRATIVE,
        "The armor looks like everyday clothes.",
    ),
    item(
        "Gravity Reduction",
        4,
        ItemEffect::LighterArmor,
        "The armor counts one weight lower.",
    ),
    item(
        "Piercing Protection",
        2,
        resists(DamageType::Piercing),
        "+1 Piercing, to at most 6.",
    ),
    item(
        "Reactive Shield",
        4,
        NARRATIVE,
        "Turns explosive damage onto someone adjacent.",
    ),
    item(
        "Reflective Shield",
        4,
        NARRATIVE,
        "Turns energy damage onto someone adjacent.",
    ),
    item(
        "Reinforced",
        2,
        NARRATIVE,
        "Armor piercing takes 1 less off this armor.",
    ),
    item(
        "Shock Resistance",
        2,
        rerolls(Condition::Stunned),
        "Rerolls the checks against stun.",
    ),
    item(
        "Slashing Protection",
        2,
        resists(DamageType::Slashing),
        "+1 Slashing, to at most 6.",
    ),
    item(
        "Spiked Shield",
        4,
        NARRATIVE,
        "Hurts whoever strikes the wearer in melee.",
    ),
];

/// «Magic Artifact», in the table's order.
pub static MAGIC_ARTIFACTS: [MagicItemEntry; 30] = [
    item(
        "Amulet of Forcefield",
        7,
        casts("Force Field"),
        "Its wearer can cast Force Field.",
    ),
    item(
        "Amulet of Vitality",
        7,
        ItemEffect::ExtraVitals { vitals: 1 },
        "One more vital.",
    ),
    item(
        "Amulet of Warding",
        8,
        casts("Ward"),
        "Its wearer can cast Ward.",
    ),
    item(
        "Amulet of Wizardry",
        7,
        ItemEffect::ExtraMana { mana: 6 },
        "6 more mana points.",
    ),
    item(
        "Boots of Alacrity",
        5,
        NARRATIVE,
        "Its wearer may reroll initiative.",
    ),
    item(
        "Boots of Haste",
        6,
        casts("Haste"),
        "Its wearer can cast Haste on itself.",
    ),
    item(
        "Boots of Levitation",
        7,
        casts("Levitate"),
        "Its wearer can cast Levitate on itself.",
    ),
    item(
        "Crown of Heroes",
        7,
        skill_reroll(Skill::Charisma),
        "Rerolls Charisma checks.",
    ),
    item(
        "Diviner’s Deck",
        5,
        NARRATIVE,
        "Sharpens the Divination spell's answers.",
    ),
    item(
        "Encyclopedia Magica",
        7,
        skill_reroll(Skill::Knowledge),
        "Rerolls Knowledge checks.",
    ),
    item(
        "Gloves of Telekinesis",
        5,
        casts("Telekinesis"),
        "Its wearer can cast Telekinesis.",
    ),
    item(
        "Hypnotist’s Locket",
        7,
        ItemEffect::Undispellable {
            spells: &["Suggestion", "Alter Memories"],
        },
        "Its wearer's Suggestion and Alter Memories cannot be dispelled.",
    ),
    item(
        "Mask of Intentions",
        7,
        skill_reroll(Skill::Manipulation),
        "Rerolls Manipulation checks.",
    ),
    item(
        "Psychic Spectacles",
        6,
        casts("ESP"),
        "Its wearer can cast ESP.",
    ),
    item(
        "Ring of Air Affinity",
        6,
        critical("Air"),
        "+1 critical damage with air spells.",
    ),
    item(
        "Ring of Cold Affinity",
        6,
        critical("Cold"),
        "+1 critical damage with cold spells.",
    ),
    item(
        "Ring of Cold Resist",
        6,
        extra_roll(Condition::Chilled),
        "One more roll to end chill.",
    ),
    item(
        "Ring of Earth Affinity",
        6,
        critical("Earth"),
        "+1 critical damage with earth spells.",
    ),
    item(
        "Ring of Fire Affinity",
        6,
        critical("Fire"),
        "+1 critical damage with fire spells.",
    ),
    item(
        "Ring of Fire Resist",
        6,
        extra_roll(Condition::Burning),
        "One more roll to end burning.",
    ),
    item(
        "Ring of Force Affinity",
        6,
        critical("Force"),
        "+1 critical damage with force spells.",
    ),
    item(
        "Ring of Shock Resist",
        6,
        extra_roll(Condition::Stunned),
        "One more roll to end stun.",
    ),
    item(
        "Robe of Eyes",
        7,
        skill_reroll(Skill::Perception),
        "Rerolls Perception checks.",
    ),
    item(
        "Robe of Illusion",
        7,
        casts("Visage"),
        "Its wearer can cast Visage.",
    ),
    item(
        "Spectacles of Insight",
        7,
        skill_reroll(Skill::Intuition),
        "Rerolls Intuition checks, initiative aside.",
    ),
    item(
        "Staff of Arcana",
        8,
        focus(Skill::Spellcraft),
        "A Spellcraft focus, if none yet.",
    ),
    item(
        "Staff of Gaia",
        8,
        focus(Skill::Elemental),
        "An Elemental focus, if none yet.",
    ),
    item(
        "Staff of Renewal",
        8,
        focus(Skill::Soul),
        "A Soul focus, if none yet.",
    ),
    item(
        "Staff of Sidereal Time",
        8,
        focus(Skill::Celestial),
        "A Celestial focus, if none yet.",
    ),
    item(
        "Winged Robe",
        6,
        NARRATIVE,
        "Falls do the wearer no damage.",
    ),
];

const fn weapon(
    name: &'static str,
    effect: ItemEffect,
    on_wound: bool,
    summary: &'static str,
) -> MagicWeaponEntry {
    MagicWeaponEntry {
        name,
        effect,
        on_wound,
        summary,
    }
}

/// «Magic Weapon», in the table's order: fifteen properties.
pub static MAGIC_WEAPONS: [MagicWeaponEntry; 15] = [
    weapon(
        "Accurate",
        ItemEffect::AttackDie,
        false,
        "One more attack die, 12 at most.",
    ),
    weapon(
        "Acid",
        inflicts(Condition::PersistentDamage),
        true,
        "A wound leaves persistent acid damage.",
    ),
    weapon(
        "Blinding",
        inflicts(Condition::Blind),
        true,
        "A wound blinds.",
    ),
    weapon(
        "Deadly",
        ItemEffect::DamageDie,
        false,
        "One more damage die, 12 at most.",
    ),
    weapon(
        "Deafening",
        inflicts(Condition::Deafened),
        true,
        "A wound deafens.",
    ),
    weapon("Dispelling", casts("Dispel"), true, "A wound casts Dispel."),
    weapon(
        "Energetic",
        ItemEffect::EnergyDamage,
        false,
        "A melee weapon that deals energy.",
    ),
    weapon(
        "Firebrand",
        inflicts(Condition::Burning),
        true,
        "A wound sets the target burning.",
    ),
    weapon(
        "Fireburst",
        casts("Breath of Fire"),
        true,
        "A wound casts Breath of Fire.",
    ),
    weapon(
        "Frostbrand",
        inflicts(Condition::Chilled),
        true,
        "A wound chills.",
    ),
    weapon(
        "Iceburst",
        casts("Cone of Cold"),
        true,
        "A wound casts Cone of Cold.",
    ),
    weapon(
        "Returning",
        NARRATIVE,
        false,
        "Calls itself back to hand for 1 action counter.",
    ),
    weapon(
        "Shockbrand",
        inflicts(Condition::Stunned),
        true,
        "A wound stuns.",
    ),
    weapon("Shockburst", casts("Shock"), true, "A wound casts Shock."),
    weapon("Void", NARRATIVE, false, "Strikes through shadows."),
];
