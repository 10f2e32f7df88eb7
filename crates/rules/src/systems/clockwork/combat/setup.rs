//! What a ClockWork combat starts from: each fighter as its sheet makes it (or as the GM types
//! it for a creature the book has no stat block for), the map's size, and the campaign's table
//! rules read once into [`CombatRules`].

use serde::{Deserialize, Serialize};

use super::area::AreaKind;
use super::state::{CombatState, Combatant, CombatantId, Fate, Phase};
use crate::citation::Citation;
use crate::grid::{Bounds, Square};
use crate::systems::clockwork::advancement::LUCK_PER_SESSION;
use crate::systems::clockwork::cite;
use crate::systems::clockwork::content::gear::explosives::{
    grenade_named, GrenadeEntry, GRENADE_ACTION_COUNTERS, GRENADE_RADIUS, GRENADE_THROW,
};
use crate::systems::clockwork::content::gear::{weapon_named, WeaponEntry, WeaponProperty};
use crate::systems::clockwork::content::{DamageType, Resistances, Size};
use crate::systems::clockwork::creation::{attribute_score, Character};
use crate::systems::clockwork::sheet::{Load, Sheet};
use crate::systems::clockwork::skills::{Attribute, Skill, SkillRanks, SKILL_RANKS};
use crate::systems::clockwork::table_rules::{combat_rules, CombatRules};
use crate::table_rules::TableRuleChoices;
use crate::RuleViolation;

/// A weapon as a fighter carries it into combat: the catalog row's numbers, and whether one of
/// the fighter's foci applies to it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkCombatWeapon"),
    schemars(rename = "ClockworkCombatWeapon")
)]
#[serde(rename_all = "camelCase")]
pub struct CombatWeapon {
    /// The name as printed.
    pub name: String,
    /// Action counters an attack costs («Attack Speed»).
    pub action_cost: u8,
    /// Damage dice (d12s).
    pub damage_dice: u8,
    /// Its damage types; the attacker names one when there are several.
    pub damage: Vec<DamageType>,
    /// Range increment in spaces for a ranged weapon; `None` for a melee weapon.
    pub range: Option<u8>,
    /// Finesse: a melee attack may roll Body / Agility.
    #[serde(default)]
    pub finesse: bool,
    /// Reach: one space farther than the wielder's reach.
    #[serde(default)]
    pub reach: bool,
    /// Armor Piercing: each 12 on the damage roll takes 1 off the armor's share.
    #[serde(default)]
    pub armor_piercing: bool,
    /// A focus of the wielder applies to attacks with it (one more die).
    #[serde(default)]
    pub focus: bool,
    /// The area it strikes, for a grenade or any area weapon («Area of Effect»).
    #[serde(default)]
    pub area: Option<AreaKind>,
}

impl CombatWeapon {
    /// A catalog weapon, with or without a focus that applies to it.
    pub fn from_entry(entry: &WeaponEntry, focus: bool) -> CombatWeapon {
        CombatWeapon {
            name: entry.name.to_owned(),
            action_cost: entry.action_cost,
            damage_dice: entry.damage_dice,
            damage: entry.damage.to_vec(),
            range: entry.range,
            finesse: entry.has(WeaponProperty::Finesse),
            reach: entry.has(WeaponProperty::Reach),
            armor_piercing: entry.has(WeaponProperty::ArmorPiercing),
            focus,
            area: None,
        }
    }

    /// A hand grenade of the type `entry` («Grenades & Mines»): radius 2, 4 action counters,
    /// thrown with a range increment of 3 (9 spaces at most), its explosive dice. A grenade
    /// that only causes conditions is refused: the engine plays no conditions yet.
    pub fn grenade(entry: &GrenadeEntry, focus: bool) -> Result<CombatWeapon, RuleViolation> {
        let Some(dice) = entry.explosive_dice else {
            return Err(RuleViolation::new(
                cite("Grenades & Mines"),
                format!(
                    "The {} grenade deals no damage, only conditions, which the combat engine \
                     does not play yet; the GM rules it.",
                    entry.name
                ),
            ));
        };
        Ok(CombatWeapon {
            name: format!("{} grenade", entry.name),
            action_cost: GRENADE_ACTION_COUNTERS,
            damage_dice: dice,
            damage: vec![DamageType::Explosive],
            range: Some(GRENADE_THROW.0),
            finesse: false,
            reach: false,
            armor_piercing: false,
            focus,
            area: Some(AreaKind::Radius(GRENADE_RADIUS)),
        })
    }

    /// The catalog weapon called `name`, or the rule refusing an unknown one.
    /// A grenade is named by its type, with or without "grenade" ("Fragmentation grenade").
    pub fn named(name: &str, focus: bool) -> Result<CombatWeapon, RuleViolation> {
        if let Some(entry) = weapon_named(name) {
            return Ok(CombatWeapon::from_entry(entry, focus));
        }
        let trimmed = name.trim();
        let grenade = trimmed
            .get(..trimmed.len().saturating_sub(" grenade".len()))
            .filter(|_| trimmed.to_ascii_lowercase().ends_with(" grenade"))
            .unwrap_or(trimmed);
        match grenade_named(grenade) {
            Some(entry) => CombatWeapon::grenade(entry, focus),
            None => Err(RuleViolation::new(
                cite("Weapons"),
                format!(
                    "There is no weapon called \"{name}\" in the weapon tables, nor a grenade \
                     of that type."
                ),
            )),
        }
    }

    /// Whether it is a ranged weapon.
    pub fn ranged(&self) -> bool {
        self.range.is_some()
    }
}

/// One fighter, with every number the combat reads: a character's come from its sheet
/// ([`Fighter::from_sheet`]); a creature's the GM types (the book has no bestiary).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkFighter"),
    schemars(rename = "ClockworkFighter")
)]
#[serde(rename_all = "camelCase")]
pub struct Fighter {
    /// The name in the log.
    pub name: String,
    /// 0 the party, 1 their foes (more sides are allowed).
    pub side: u8,
    /// Where it stands; every fighter fills one space (the book gives sizes no footprint).
    pub at: Square,
    /// Its size.
    pub size: Size,
    /// The Body score (attack dice).
    pub body: u8,
    /// The Mind score (initiative by Intuition reads the rank only; stabilizing rolls Mind).
    pub mind: u8,
    /// Every skill's rank.
    pub ranks: SkillRanks,
    /// Its bonus skills (one more die each).
    #[serde(default)]
    pub bonus_skills: Vec<Skill>,
    /// It holds the Medicine focus (one more die to stabilize).
    #[serde(default)]
    pub medicine_focus: bool,
    /// It carries medical equipment (needed to stabilize).
    #[serde(default)]
    pub medical_kit: bool,
    /// Total resistance in each damage type.
    pub resistances: Resistances,
    /// The armor's share of that resistance (what Armor Piercing wears down).
    #[serde(default = "no_armor")]
    pub armor: Resistances,
    /// Grit: the hits each box holds.
    pub grit: u8,
    /// Vitals.
    pub vitals: u8,
    /// Base defense.
    pub base_defense: u8,
    /// Dodge bonus.
    pub dodge_bonus: u8,
    /// Block bonus, with a shield drawn.
    #[serde(default)]
    pub block_bonus: Option<u8>,
    /// Walk speed in spaces.
    pub walk: u8,
    /// Run speed in spaces.
    pub run: u8,
    /// What its armor's weight allows (encumbered: no run; two weights over: step only).
    pub load: Load,
    /// Reach in spaces, by size.
    pub reach: u8,
    /// Its weapons.
    pub weapons: Vec<CombatWeapon>,
    /// Luck left this game session, spent on rerolls in the fight (0 to 3, «Using Luck»; a
    /// creature the GM runs has none unless the GM gives it some).
    #[serde(default)]
    pub luck: u8,
    /// It starts the combat in stealth, against every foe («Stealth»).
    #[serde(default)]
    pub stealthed: bool,
}

fn no_armor() -> Resistances {
    Resistances::all(0)
}

impl Fighter {
    /// A character as its sheet makes it, standing at `at` on side `side`, carrying `weapons`.
    pub fn from_sheet(
        name: &str,
        side: u8,
        at: Square,
        character: &Character,
        sheet: &Sheet,
        weapons: Vec<CombatWeapon>,
    ) -> Fighter {
        let mut resistances = Resistances::all(0);
        let mut armor = Resistances::all(0);
        for line in &sheet.resistances {
            let total = clamp(line.total.value);
            resistances.set(line.damage, total);
            armor.set(line.damage, total.saturating_sub(clamp(line.species.value)));
        }
        let medicine = character
            .foci()
            .any(|f| f.skill == Skill::Knowledge && f.name.trim().eq_ignore_ascii_case("medicine"));
        Fighter {
            name: name.to_owned(),
            side,
            at,
            size: sheet.size,
            body: attribute_score(&character.skills, Attribute::Body),
            mind: attribute_score(&character.skills, Attribute::Mind),
            ranks: character.skills,
            bonus_skills: character.bonus_skills.to_vec(),
            medicine_focus: medicine,
            medical_kit: false,
            resistances,
            armor,
            grit: clamp(sheet.grit.value),
            vitals: clamp(sheet.vitals.value),
            base_defense: clamp(sheet.base_defense.value),
            dodge_bonus: clamp(sheet.dodge_bonus.value),
            block_bonus: sheet.block_bonus.as_ref().map(|b| clamp(b.value)),
            walk: clamp(sheet.walk.value),
            run: clamp(sheet.run.value),
            load: sheet.load,
            reach: clamp(sheet.reach.value),
            weapons,
            luck: 0,
            stealthed: false,
        }
    }

    /// The same fighter with `luck` left this session (the character's ledger knows it).
    pub fn with_luck(self, luck: u8) -> Fighter {
        Fighter { luck, ..self }
    }

    /// Whether `skill` is one of its bonus skills.
    pub fn has_bonus(&self, skill: Skill) -> bool {
        self.bonus_skills.contains(&skill)
    }

    fn check(&self) -> Result<(), RuleViolation> {
        let refuse = |rule: Citation, what: String| Err(RuleViolation::new(rule, what));
        if !(5..=10).contains(&self.body) || !(5..=10).contains(&self.mind) {
            return refuse(
                cite("Calculating Attributes"),
                format!(
                    "{}'s Body and Mind must be scores from 5 to 10 (Body {}, Mind {}).",
                    self.name, self.body, self.mind
                ),
            );
        }
        if let Some((skill, rank)) = self.ranks.iter().find(|(_, r)| !SKILL_RANKS.contains(r)) {
            return refuse(
                cite("Purchasing Skills"),
                format!(
                    "{}'s {} rank is {rank}; ranks run from 12 down to 4.",
                    self.name,
                    skill.name()
                ),
            );
        }
        if self.vitals == 0 {
            return refuse(
                cite("Grit & Vitals"),
                format!("{} needs at least 1 vital to join a fight.", self.name),
            );
        }
        if self.luck > LUCK_PER_SESSION {
            return refuse(
                cite("Using Luck"),
                format!(
                    "{} has {} luck; a game session gives {LUCK_PER_SESSION}.",
                    self.name, self.luck
                ),
            );
        }
        if let Some((damage, score)) = self.resistances.iter().find(|(_, s)| *s > 12) {
            return refuse(
                cite("Armor Resistance"),
                format!(
                    "{}'s {} resistance is {score}; no resistance goes above 12.",
                    self.name,
                    damage.name()
                ),
            );
        }
        if let Some(weapon) = self
            .weapons
            .iter()
            .find(|w| w.damage.is_empty() || w.action_cost == 0 || w.damage_dice == 0)
        {
            return refuse(
                cite("Weapons"),
                format!(
                    "{}'s {} needs an action cost, damage dice and a damage type.",
                    self.name, weapon.name
                ),
            );
        }
        Ok(())
    }
}

fn clamp(value: i32) -> u8 {
    u8::try_from(value.max(0)).unwrap_or(u8::MAX)
}

/// What a combat starts from.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkCombatSetup"),
    schemars(rename = "ClockworkCombatSetup")
)]
#[serde(rename_all = "camelCase")]
pub struct CombatSetup {
    /// The fighters.
    pub fighters: Vec<Fighter>,
    /// The map.
    pub bounds: Bounds,
    /// The campaign's table rules, as the combat reads them.
    #[serde(default)]
    pub rules: CombatRules,
}

impl CombatSetup {
    /// A setup under a campaign's table-rule choices.
    pub fn under(fighters: Vec<Fighter>, bounds: Bounds, choices: &TableRuleChoices) -> Self {
        CombatSetup {
            fighters,
            bounds,
            rules: combat_rules(choices),
        }
    }
}

/// The starting state: everyone placed, nobody has rolled initiative.
pub fn begin(setup: &CombatSetup) -> Result<CombatState, RuleViolation> {
    if setup.fighters.len() < 2 || setup.fighters.len() > usize::from(u8::MAX) {
        return Err(RuleViolation::new(
            cite("Initiative"),
            format!(
                "A combat needs from 2 to 255 combatants; this one has {}.",
                setup.fighters.len()
            ),
        ));
    }
    let mut combatants: Vec<Combatant> = Vec::with_capacity(setup.fighters.len());
    for fighter in &setup.fighters {
        fighter.check()?;
        if !setup.bounds.contains(fighter.at) {
            return Err(RuleViolation::new(
                cite("Movement"),
                format!("{} stands off the map.", fighter.name),
            ));
        }
        if let Some(other) = combatants.iter().find(|c| c.fighter.at == fighter.at) {
            return Err(RuleViolation::new(
                cite("Movement"),
                format!(
                    "{} and {} cannot stand in the same space.",
                    other.fighter.name, fighter.name
                ),
            ));
        }
        combatants.push(Combatant {
            vitals: fighter.vitals,
            fighter: fighter.clone(),
            counters: 0,
            had_turn: false,
            hits: 0,
            wounds: 0,
            fate: Fate::Fighting,
            luck: fighter.luck,
            lamed: Default::default(),
            prepared: None,
            hidden_from: Vec::new(),
            ran: false,
        });
    }
    // Those who start in stealth stay stealthed against every foe until they give it up.
    let sides: Vec<u8> = combatants.iter().map(|c| c.fighter.side).collect();
    for c in combatants.iter_mut().filter(|c| c.fighter.stealthed) {
        c.hidden_from = sides
            .iter()
            .enumerate()
            .filter(|(_, side)| **side != c.fighter.side)
            .map(|(i, _)| i as CombatantId)
            .collect();
    }
    Ok(CombatState {
        combatants,
        bounds: setup.bounds,
        rules: setup.rules,
        order: Vec::new(),
        phase: Phase::Initiative,
        round: 0,
    })
}
