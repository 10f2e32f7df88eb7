//! ClockWork's readings: passages whose reading changes nothing in play (a typo, a spelling, a
//! lost list), each shown where it matters with the passage it reads.

use crate::systems::clockwork::cite;
use crate::table_rules::Reading;
use crate::SystemId;

/// The skill lists are empty headings.
pub static SKILL_LISTS_REBUILT: Reading = Reading {
    id: "clockwork.skill_lists_rebuilt",
    system: SystemId::Clockwork,
    title: "The sixteen skills",
    text: "The four skill lists under «Skills & Attributes» are empty headings. Tablekeep takes \
           the sixteen skills from the «Foci» headings, which name one skill each, four to an \
           attribute in the attributes' order, and every skill they name is rolled or listed \
           elsewhere in the book.",
    rule: cite("Skills & Attributes"),
};

/// Soul is also printed Mortal.
pub static SOUL_OR_MORTAL: Reading = Reading {
    id: "clockwork.soul_or_mortal",
    system: SystemId::Clockwork,
    title: "Soul or Mortal",
    text: "The Magic skill is Soul in its foci heading, the species table and the spell tags, \
           but Mortal in «Magic», the Mycorreans' bonus skills and several spells. Tablekeep \
           shows one skill, Soul, and finds it by either name.",
    rule: cite("Magic"),
};

/// Mycorreans or Myconids.
pub static MYCONIDS_SPELLING: Reading = Reading {
    id: "clockwork.myconids_spelling",
    system: SystemId::Clockwork,
    title: "Mycorreans or Myconids",
    text: "The species table's size footnote calls the Mycorreans \"Myconids\". Tablekeep reads \
           it as the same species.",
    rule: cite("Species Rules"),
};

/// The Orc example's Body rank.
pub static ORC_EXAMPLE_BODY: Reading = Reading {
    id: "clockwork.orc_example_body",
    system: SystemId::Clockwork,
    title: "The Orc's Body in the resistance example",
    text: "The example gives its Orc a Body rank of 4 and, a line later, 8 in Body. Only 8 fits \
           the 4 points it spends (Body 8 gives 4), so Tablekeep's test reads Body 8.",
    rule: cite("Spending Resistance Points"),
};

/// Seven dice listed for an eight-die pool.
pub static ACTION_ROLL_SEVEN_DICE: Reading = Reading {
    id: "clockwork.action_roll_seven_dice",
    system: SystemId::Clockwork,
    title: "Seven dice for Body 8",
    text: "The «Action Rolls» example rolls 8d12 for Body 8 but lists seven faces. Tablekeep's \
           test counts the seven listed, which make the example's 3 gains.",
    rule: cite("Action Rolls"),
};

/// Scalemail called platemail.
pub static SCALEMAIL_EXAMPLE: Reading = Reading {
    id: "clockwork.scalemail_example",
    system: SystemId::Clockwork,
    title: "Scalemail or platemail",
    text: "The «Armor Resistance» example says \"platemail\" once but adds Scalemail's numbers \
           throughout; Tablekeep reads it as Scalemail.",
    rule: cite("Armor Resistance"),
};

/// "A level 3 spell" in the feature row.
pub static FEATURE_COST_EXAMPLE: Reading = Reading {
    id: "clockwork.feature_cost_example",
    system: SystemId::Clockwork,
    title: "A level 3 feature",
    text: "The customization table's Feature row says \"A level 3 spell would cost 3\"; \
           Tablekeep reads it as a level 3 feature, which costs 3 like a spell of its level.",
    rule: cite("Customization Points"),
};

/// "Throw", "Autofire Only" and "Burning on Hit" in the weapon tables.
pub static WEAPON_SPECIAL_SPELLINGS: Reading = Reading {
    id: "clockwork.weapon_special_spellings",
    system: SystemId::Clockwork,
    title: "Weapon specials the property table does not spell",
    text: "Five weapon rows print \"Throw\" where «Special Properties» defines Thrown; Tablekeep \
           reads them as Thrown. \"Autofire Only\" (Machine Gun, Pulse Rifle) is read as Autofire \
           with no single shots, and \"Burning on Hit\" (Flamethrower, Flare Gun), which the \
           property table never defines, as setting the target burning on a hit.",
    rule: cite("Special Properties"),
};

/// Forcefield and Alter Memory in the artifact table.
pub static ITEM_SPELL_NAMES: Reading = Reading {
    id: "clockwork.item_spell_names",
    system: SystemId::Clockwork,
    title: "Spells the artifact table spells differently",
    text: "The Amulet of Forcefield casts the spell «Spell Details» calls Force Field, and the \
           Hypnotist's Locket guards \"Alter Memory\", which Tablekeep reads as Alter Memories.",
    rule: cite("Magic Artifact"),
};

/// "Minor Healing Potions" in the Alchemical Item example.
pub static MINOR_HEALING_POTION: Reading = Reading {
    id: "clockwork.minor_healing_potion",
    system: SystemId::Clockwork,
    title: "Minor Healing Potion",
    text: "The «Alchemical Item» example crafts \"Minor Healing Potions\"; the «Alchemy» table \
           calls the gains-2 potion \"Health Potion, Minor\". Tablekeep reads them as one item.",
    rule: cite("Alchemical Item"),
};

/// Every ClockWork reading.
pub static READINGS: &[&Reading] = &[
    &SKILL_LISTS_REBUILT,
    &SOUL_OR_MORTAL,
    &MYCONIDS_SPELLING,
    &ORC_EXAMPLE_BODY,
    &ACTION_ROLL_SEVEN_DICE,
    &SCALEMAIL_EXAMPLE,
    &FEATURE_COST_EXAMPLE,
    &WEAPON_SPECIAL_SPELLINGS,
    &ITEM_SPELL_NAMES,
    &MINOR_HEALING_POTION,
];
