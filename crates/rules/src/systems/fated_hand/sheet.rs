//! The character sheet: every number computed by the engine, each explaining itself.

use serde::Serialize;

use super::arm_rules::arm_at_table;
use super::build::{Attributes, Build, KnowledgeTarget};
use super::cite;
use super::content::arms::ArmorCategory;
use super::content::{content, ArmDef, ArmTrait, ClassDef, DataNote, PerkDef, StatMods};
use super::gear::Gear;
use super::knowledge::{is_proficient, threshold};
use super::model::{Skill, Stat};
use super::progression::{eligible_perks, may_promote, promotion_targets};
use super::table_rules::{
    ARMOR_RULES, CLASS_ARMS, CLERIC_CLASS_ARMS, EXCLUSIVE_WITHOUT_ARMED, HOLY_MAGIC, MAGIC_STRIKE,
    MONK_BONEBREAKER_BONUSES, NOVICE_CLASS_ARMS,
};
use crate::cards::Suit;
use crate::citation::{Citation, Explained, Term};
use crate::table_rules::TableRuleChoices;

/// The current class as the sheet shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct ClassLine {
    /// Class id.
    pub id: String,
    /// Class name.
    pub name: String,
    /// Tier 0–3.
    pub tier: u8,
    /// Whether the class casts (has a Reagent line).
    pub magical: bool,
    /// The traits whose arms switch Armed Perks on.
    pub class_arms: Vec<ArmTrait>,
    /// The class's stat bonuses.
    pub bonuses: StatMods,
    /// Data notes on this class (gaps and typos the GM should know).
    pub notes: Vec<DataNote>,
}

/// One skill's base Power for checks (before the card).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct SkillLine {
    /// The skill.
    pub skill: Skill,
    /// Proficient or not.
    pub proficient: bool,
    /// Attribute + proficiency.
    pub power: Explained,
}

/// The combat numbers with one arm in the Main hand, before stance, cards and Handicap.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct ArmLine {
    /// The arm's id; `None` for empty hands.
    pub arm: Option<String>,
    /// The arm's name ("Empty hands" for none).
    pub name: String,
    /// Proficient with it.
    pub proficient: bool,
    /// It is the Main Arm.
    pub main: bool,
    /// It is the Offhand Arm.
    pub offhand: bool,
    /// Armed Perks work with it (one of its traits is among the Class Arms).
    pub armed_perks_usable: bool,
    /// Strike = Sleight + arm + class.
    pub strike: Explained,
    /// Defense = Brawn + arm + class.
    pub defense: Explained,
    /// Speed = Mind + arm + class.
    pub speed: Explained,
    /// Magic Strike, per the table rule.
    pub magic_strike: Explained,
    /// Movement = ⌈Speed / 2⌉, before cards and stance.
    pub movement: Explained,
}

/// The armor the character wears, as the table's armor rule plays it (table rule
/// `fated_hand.armor_rules`; the rulebook gives armor no rules of its own).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct ArmorLine {
    /// The armor's id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// Its printed weight class.
    pub category: ArmorCategory,
    /// Proficient with it: only then do its bonuses count, as with any arm.
    pub proficient: bool,
    /// It is on: its numbers count and it marks the wearer. Off when the armor rule has it take
    /// an equipped place that an Offhand Arm holds.
    pub worn: bool,
    /// The wearer counts as armored.
    pub armored: bool,
    /// The wearer counts as hard-armored (metal: Medium and Heavy Armor).
    pub hard_armored: bool,
    /// Why it is on or off, in a sentence, with the table rule.
    pub note: String,
}

/// A perk on the sheet.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct PerkLine {
    /// Perk id.
    pub id: String,
    /// Perk name.
    pub name: String,
    /// (E).
    pub exclusive: bool,
    /// (A).
    pub armed: bool,
    /// Usable with the current Main Arm.
    pub usable: bool,
    /// Level at which it was gained.
    pub level: u32,
    /// Gained as a promotion's Class Perk.
    pub class_perk: bool,
    /// What it does, in our words.
    pub summary: String,
}

/// Progress toward proficiency in an arm or spell.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct KnowledgeLine {
    /// What is being learned.
    pub target: KnowledgeTarget,
    /// Its name.
    pub name: String,
    /// Points so far.
    pub points: u8,
    /// Points needed.
    pub threshold: u8,
    /// Proficient now.
    pub proficient: bool,
}

/// A combat spell the character can cast, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct SpellLine {
    /// Spell id.
    pub id: String,
    /// Spell name.
    pub name: String,
    /// The cost as printed.
    pub cost: Option<String>,
    /// Proficient through Knowledge Points.
    pub proficient: bool,
    /// Granted by these equipped catalysts (castable without proficiency, "Proficiencies and Arms").
    pub granted_by: Vec<String>,
}

/// The reagent line of a caster.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct ReagentLine {
    /// Reagent Hand Size.
    pub hand_size: Explained,
    /// Reagents drawn each Planning Phase; `None` for Holy Magic, which draws on events.
    pub draw_rate: Option<Explained>,
    /// Draws by the Holy Magic table instead of a rate.
    pub holy_magic: bool,
}

/// The whole computed sheet.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct Sheet {
    /// Level.
    pub level: u32,
    /// Current class.
    pub class: ClassLine,
    /// Every class held, oldest first, by id.
    pub class_history: Vec<String>,
    /// Star Suit.
    pub star_suit: Suit,
    /// Attribute scores.
    pub attributes: Attributes,
    /// The nine skills.
    pub skills: Vec<SkillLine>,
    /// One line per carried arm, the Main Arm first; a line for empty hands when none is held.
    pub arms: Vec<ArmLine>,
    /// The armor worn, if any.
    pub armor: Option<ArmorLine>,
    /// Hit Points.
    pub hit_points: Explained,
    /// Hand Size.
    pub hand_size: Explained,
    /// Reagents, for casters.
    pub reagents: Option<ReagentLine>,
    /// Owned perks.
    pub perks: Vec<PerkLine>,
    /// Talent ids.
    pub talents: Vec<String>,
    /// Story spell ids.
    pub story_spells: Vec<String>,
    /// Combat spells castable now: proficient ones and those of the equipped catalysts.
    pub combat_spells: Vec<SpellLine>,
    /// Knowledge toward arms and spells.
    pub knowledge: Vec<KnowledgeLine>,
    /// Half or more of the Perk List is learned.
    pub may_promote: bool,
    /// Classes reachable by promotion now.
    pub promotion_targets: Vec<String>,
    /// Perks that may be taken at the next advancement.
    pub eligible_perks: Vec<String>,
}

/// Whether a perk is Armed at this table: as marked, and Chokehold and Diversion, marked
/// Exclusive but not Armed, are Armed too under table rule `fated_hand.exclusive_without_armed`'s
/// `armed` ("Exclusive Perks").
pub fn is_armed(def: &PerkDef, rules: &TableRuleChoices) -> bool {
    def.armed || (def.exclusive && rules.is(&EXCLUSIVE_WITHOUT_ARMED, "armed"))
}

/// Computes the sheet of `build` carrying `gear`.
pub fn sheet(build: &Build, gear: &Gear, rules: &TableRuleChoices) -> Sheet {
    let content = content();
    let class = content.class(build.current_class());
    let class_arms = class_arms(build, rules);
    let armor = armor_line(build, gear, rules);
    let worn = armor
        .as_ref()
        .filter(|line| line.worn)
        .and_then(|line| Some((content.arm(&line.id)?, line.proficient)));
    let mut arm_lines: Vec<ArmLine> = Vec::new();
    let ordered = gear
        .main_arm
        .iter()
        .chain(
            gear.offhand_arm
                .iter()
                .filter(|off| Some(*off) != gear.main_arm.as_ref()),
        )
        .chain(gear.arms.iter().filter(|a| {
            Some(*a) != gear.main_arm.as_ref() && Some(*a) != gear.offhand_arm.as_ref()
        }));
    let mut seen: Vec<&str> = Vec::new();
    for id in ordered {
        if seen.contains(&id.as_str()) {
            continue;
        }
        seen.push(id);
        if let Some(arm) = content.arm(id) {
            let mut line = arm_line(build, Some(arm), worn, class, &class_arms, rules);
            line.main = gear.main_arm.as_deref() == Some(id);
            line.offhand = gear.offhand_arm.as_deref() == Some(id);
            arm_lines.push(line);
        }
    }
    if gear.main_arm.is_none() {
        arm_lines.insert(0, arm_line(build, None, worn, class, &class_arms, rules));
    }
    let main_usable = arm_lines
        .first()
        .is_some_and(|line| line.armed_perks_usable);

    Sheet {
        level: build.level,
        class: class.map_or_else(
            || unknown_class(build.current_class()),
            |c| class_line(c, &class_arms, class_bonuses(build, c, rules).0),
        ),
        class_history: build.classes.clone(),
        star_suit: build.star_suit(),
        attributes: build.attributes,
        skills: skill_lines(build),
        arms: arm_lines,
        armor,
        hit_points: perk_total(build, cite("Hit Points"), "Base Hit Points", 1, |perk| {
            perk.hit_point_bonus()
        }),
        hand_size: perk_total(build, cite("Cards"), "Standard Hand Size", 4, |perk| {
            perk.hand_size_bonus()
        }),
        reagents: class.and_then(|class| reagent_line(class, rules)),
        perks: build
            .perks
            .iter()
            .filter_map(|owned| {
                let def = content.perk(&owned.id)?;
                Some(PerkLine {
                    id: def.id.clone(),
                    name: def.name.clone(),
                    exclusive: def.exclusive,
                    armed: is_armed(def, rules),
                    usable: !is_armed(def, rules) || main_usable,
                    level: owned.level,
                    class_perk: owned.class_perk,
                    summary: def.summary.clone(),
                })
            })
            .collect(),
        talents: build.talents.clone(),
        story_spells: build.story_spells.clone(),
        combat_spells: spell_lines(build, gear, rules),
        knowledge: knowledge_lines(build, rules),
        may_promote: may_promote(build, rules),
        promotion_targets: promotion_targets(build, rules)
            .into_iter()
            .map(|c| c.id.clone())
            .collect(),
        eligible_perks: eligible_perks(build, rules)
            .into_iter()
            .map(str::to_owned)
            .collect(),
    }
}

/// The traits that switch Armed Perks on for `build`, per the table rule.
pub fn class_arms(build: &Build, rules: &TableRuleChoices) -> Vec<ArmTrait> {
    let content = content();
    let mut traits: Vec<ArmTrait> = Vec::new();
    let classes: Vec<&str> = if rules.is(&CLASS_ARMS, "all_held") {
        build.classes.iter().map(String::as_str).collect()
    } else {
        vec![build.current_class()]
    };
    for class in classes.into_iter().filter_map(|id| content.class(id)) {
        for t in card_class_arms(class, rules) {
            if !traits.contains(&t) {
                traits.push(t);
            }
        }
    }
    traits
}

/// A class's Class Arms as the table rules read its card: the Novice's blank line is Simple
/// arms under `fated_hand.novice_class_arms` = `simple`, and the Cleric's "Light, Medium Holy"
/// is two traits under `fated_hand.cleric_class_arms` = `light_medium`.
fn card_class_arms(class: &ClassDef, rules: &TableRuleChoices) -> Vec<ArmTrait> {
    match class.id.as_str() {
        super::build::NOVICE if rules.is(&NOVICE_CLASS_ARMS, "simple") => vec![ArmTrait::Simple],
        "cleric" if rules.is(&CLERIC_CLASS_ARMS, "light_medium") => class
            .class_arms
            .iter()
            .copied()
            .filter(|t| *t != ArmTrait::Holy)
            .collect(),
        _ => class.class_arms.clone(),
    }
}

/// `class`'s stat bonuses for `build`, with the label and rule of their terms: as printed, or
/// for a class whose card prints none (the Monk, the Bone-Breaker) those the GM entered on
/// promoting, under table rule `fated_hand.monk_bonebreaker_bonuses`'s `gm_sets`.
fn class_bonuses(
    build: &Build,
    class: &ClassDef,
    rules: &TableRuleChoices,
) -> (StatMods, String, Citation) {
    match build.entered_bonuses(&class.id) {
        Some(entered) if rules.is(&MONK_BONEBREAKER_BONUSES, "gm_sets") => (
            entered,
            format!("{} class bonus (entered by the GM)", class.name),
            MONK_BONEBREAKER_BONUSES.rule.clone(),
        ),
        _ => (
            class.bonuses,
            format!("{} class bonus", class.name),
            cite("Class List"),
        ),
    }
}

fn class_line(class: &ClassDef, class_arms: &[ArmTrait], bonuses: StatMods) -> ClassLine {
    ClassLine {
        id: class.id.clone(),
        name: class.name.clone(),
        tier: class.tier,
        magical: class.magical,
        class_arms: class_arms.to_vec(),
        bonuses,
        notes: class.notes.clone(),
    }
}

fn unknown_class(id: &str) -> ClassLine {
    ClassLine {
        id: id.to_owned(),
        name: id.to_owned(),
        tier: 0,
        magical: false,
        class_arms: Vec::new(),
        bonuses: StatMods::default(),
        notes: vec![DataNote {
            table_rule: None,
            reading: None,
            note: "This class is not in the rules data.".to_owned(),
        }],
    }
}

fn skill_lines(build: &Build) -> Vec<SkillLine> {
    Skill::ALL
        .into_iter()
        .map(|skill| {
            let attribute = skill.attribute();
            let proficient = build.skill_proficiencies.contains(&skill);
            let mut terms = vec![Term {
                label: format!("{attribute:?}"),
                value: i32::from(build.attributes.get(attribute)),
                rule: cite("Skill Checks"),
            }];
            if proficient {
                terms.push(Term {
                    label: "Proficiency".to_owned(),
                    value: 1,
                    rule: cite("Skill Checks"),
                });
            }
            SkillLine {
                skill,
                proficient,
                power: Explained::sum(cite("Skill Checks"), terms),
            }
        })
        .collect()
}

/// An arm's modifier to one stat as it applies: only the detrimental ones without proficiency.
fn gated(modifier: i8, proficient: bool) -> i32 {
    let modifier = i32::from(modifier);
    if proficient || modifier < 0 {
        modifier
    } else {
        0
    }
}

fn stat_mod(mods: &StatMods, stat: Stat) -> i8 {
    match stat {
        Stat::Strike => mods.strike,
        Stat::Defense => mods.defense,
        Stat::Speed => mods.speed,
    }
}

/// The worn armor under table rule `fated_hand.armor_rules`: with `own_slot` it is always on;
/// with `as_arm` it takes one of the two equipped places, so it is off while an Offhand Arm is
/// held. Its bonuses count with proficiency, as any arm's ("Proficiencies and Arms").
fn armor_line(build: &Build, gear: &Gear, rules: &TableRuleChoices) -> Option<ArmorLine> {
    let def = content().arm(gear.armor.as_deref()?)?;
    let category = def.armor_category?;
    let proficient = is_proficient(build, &KnowledgeTarget::Arm(def.id.clone()), rules);
    let as_arm = rules.is(&ARMOR_RULES, "as_arm");
    let worn = !(as_arm && gear.offhand_arm.is_some());
    let note = if !worn {
        format!(
            "{} is not on: armor takes one of the two equipped places, and the Offhand Arm \
             holds the other (Fated Hand — Arms List; table rule fated_hand.armor_rules).",
            def.name
        )
    } else if as_arm {
        format!(
            "{} takes one of the two equipped places: no Offhand Arm beside it (Fated Hand — \
             Arms List; table rule fated_hand.armor_rules).",
            def.name
        )
    } else {
        format!(
            "{} is worn in a place of its own, beside the two equipped arms (Fated Hand — Arms \
             List; table rule fated_hand.armor_rules).",
            def.name
        )
    };
    Some(ArmorLine {
        id: def.id.clone(),
        name: def.name.clone(),
        category,
        proficient,
        worn,
        armored: worn,
        hard_armored: worn && category != ArmorCategory::Light,
        note,
    })
}

fn arm_line(
    build: &Build,
    arm: Option<&ArmDef>,
    armor: Option<(&ArmDef, bool)>,
    class: Option<&ClassDef>,
    class_arms: &[ArmTrait],
    rules: &TableRuleChoices,
) -> ArmLine {
    // The entry as the table reads it (traits, the Tidal Curiosity's bonus).
    let read = arm.map(|arm| arm_at_table(arm, rules));
    let arm = read.as_deref();
    let proficient =
        arm.is_some_and(|arm| is_proficient(build, &KnowledgeTarget::Arm(arm.id.clone()), rules));
    let (bonuses, bonus_label, bonus_rule) = class.map_or_else(
        || {
            (
                StatMods::default(),
                "Class class bonus".to_owned(),
                cite("Class List"),
            )
        },
        |c| class_bonuses(build, c, rules),
    );
    let class_name = class.map_or("Class", |c| c.name.as_str());
    let arm_name = arm.map_or("Empty hands", |a| a.name.as_str());
    let stat = |stat: Stat| -> Explained {
        let attribute = stat.base_attribute();
        let mut terms = vec![Term {
            label: format!("{attribute:?}"),
            value: i32::from(build.attributes.get(attribute)),
            rule: cite("Determining Combat Power"),
        }];
        if let Some(arm) = arm {
            let raw = stat_mod(&arm.mods, stat);
            let applied = gated(raw, proficient);
            if raw != 0 {
                let label = if applied == i32::from(raw) {
                    arm.name.clone()
                } else {
                    format!("{} (not proficient: bonus withheld)", arm.name)
                };
                terms.push(Term {
                    label,
                    value: applied,
                    rule: cite("Proficiencies and Arms"),
                });
            }
        }
        if let Some((armor, proficient)) = armor {
            let raw = stat_mod(&armor.mods, stat);
            let applied = gated(raw, proficient);
            if raw != 0 {
                let label = if applied == i32::from(raw) {
                    format!("{} (worn)", armor.name)
                } else {
                    format!("{} (worn, not proficient: bonus withheld)", armor.name)
                };
                terms.push(Term {
                    label,
                    value: applied,
                    rule: cite("Arms List"),
                });
            }
        }
        let class_bonus = i32::from(stat_mod(&bonuses, stat));
        if class_bonus != 0 {
            terms.push(Term {
                label: bonus_label.clone(),
                value: class_bonus,
                rule: bonus_rule.clone(),
            });
        }
        Explained::sum(cite("Determining Combat Power"), terms)
    };
    let strike = stat(Stat::Strike);
    let defense = stat(Stat::Defense);
    let speed = stat(Stat::Speed);
    let magic_strike = magic_strike(&strike, arm, proficient, &bonuses, class_name, rules);
    let movement = Explained {
        value: (speed.value.max(0) + 1) / 2,
        terms: vec![Term { label: "Speed".to_owned(), value: speed.value, rule: cite("Move") }],
        rule: cite("Move"),
        notes: vec!["Half of Speed, rounded up, never below 0; in battle the round's stance and card count.".to_owned()],
    };
    ArmLine {
        arm: arm.map(|a| a.id.clone()),
        name: arm_name.to_owned(),
        proficient,
        main: false,
        offhand: false,
        armed_perks_usable: arm.is_some_and(|a| a.traits.iter().any(|t| class_arms.contains(t))),
        strike,
        defense,
        speed,
        magic_strike,
        movement,
    }
}

fn magic_strike(
    strike: &Explained,
    arm: Option<&ArmDef>,
    proficient: bool,
    bonuses: &StatMods,
    class_name: &str,
    rules: &TableRuleChoices,
) -> Explained {
    let rule = cite("Magic Strike");
    // Strike without the arm's own Strike modifier ("Strike - Equipment Strike Bonus").
    let mut terms: Vec<Term> = strike
        .terms
        .iter()
        .filter(|t| t.rule != cite("Proficiencies and Arms"))
        .cloned()
        .collect();
    let mut notes = Vec::new();
    if rules.is(&MAGIC_STRIKE, "strike_without_arm_plus_bonuses") {
        if bonuses.magic_strike != 0 {
            terms.push(Term {
                label: format!("{class_name} Magic Strike bonus"),
                value: i32::from(bonuses.magic_strike),
                rule: cite("Class List"),
            });
        }
        if let Some(arm) = arm {
            let applied = gated(arm.mods.magic_strike, proficient);
            if arm.mods.magic_strike != 0 {
                terms.push(Term {
                    label: format!("{} Magic Strike", arm.name),
                    value: applied,
                    rule: cite("Proficiencies and Arms"),
                });
            }
        }
        notes.push(
            "Table rule fated_hand.magic_strike: class and arm Magic Strike bonuses are added."
                .to_owned(),
        );
    }
    Explained {
        notes,
        ..Explained::sum(rule, terms)
    }
}

fn perk_total(
    build: &Build,
    rule: crate::citation::Citation,
    base_label: &str,
    base: i32,
    bonus: impl Fn(&super::content::PerkDef) -> i32,
) -> Explained {
    let mut terms = vec![Term {
        label: base_label.to_owned(),
        value: base,
        rule: rule.clone(),
    }];
    for owned in &build.perks {
        if let Some(perk) = content().perk(&owned.id) {
            let value = bonus(perk);
            if value != 0 {
                terms.push(Term {
                    label: perk.name.clone(),
                    value,
                    rule: cite("Perks List"),
                });
            }
        }
    }
    Explained::sum(rule, terms)
}

/// A caster's Reagent lines. Holy Magic replaces the draw rate for the class whose card says so,
/// or for every class with Holy among its Class Arms (table rule `fated_hand.holy_magic`).
fn reagent_line(class: &ClassDef, rules: &TableRuleChoices) -> Option<ReagentLine> {
    let reagents = class.reagents.as_ref()?;
    let holy_magic = class.holy_magic
        || (rules.is(&HOLY_MAGIC, "holy_arms") && class.class_arms.contains(&ArmTrait::Holy));
    let rule = cite("Reagents");
    let hand_size = Explained::sum(
        rule.clone(),
        vec![Term {
            label: format!("{} Reagent Hand Size", class.name),
            value: i32::from(reagents.hand_size),
            rule: cite("Class List"),
        }],
    );
    let draw_rate = reagents.draw_rate.filter(|_| !holy_magic).map(|rate| {
        Explained::sum(
            rule.clone(),
            vec![Term {
                label: format!("{} Reagent Hand Draw Rate", class.name),
                value: i32::from(rate),
                rule: cite("Class List"),
            }],
        )
    });
    Some(ReagentLine {
        hand_size,
        draw_rate,
        holy_magic,
    })
}

fn spell_lines(build: &Build, gear: &Gear, rules: &TableRuleChoices) -> Vec<SpellLine> {
    let content = content();
    let mut lines: Vec<SpellLine> = Vec::new();
    let mut add = |id: &str, catalyst: Option<&str>| {
        let Some(spell) = content.spell(id) else {
            return;
        };
        let line = match lines.iter_mut().position(|line| line.id == id) {
            Some(index) => &mut lines[index],
            None => {
                lines.push(SpellLine {
                    id: spell.id.clone(),
                    name: spell.name.clone(),
                    cost: spell.cost_text.clone(),
                    proficient: is_proficient(
                        build,
                        &KnowledgeTarget::Spell(spell.id.clone()),
                        rules,
                    ),
                    granted_by: Vec::new(),
                });
                let last = lines.len() - 1;
                &mut lines[last]
            }
        };
        if let Some(catalyst) = catalyst {
            if !line.granted_by.iter().any(|c| c == catalyst) {
                line.granted_by.push(catalyst.to_owned());
            }
        }
    };
    for known in &build.knowledge {
        if let KnowledgeTarget::Spell(id) = &known.target {
            if is_proficient(build, &known.target, rules) {
                add(id, None);
            }
        }
    }
    for equipped in [&gear.main_arm, &gear.offhand_arm].into_iter().flatten() {
        if let Some(arm) = content.arm(equipped) {
            for spell in &arm.spells {
                add(spell, Some(&arm.name));
            }
        }
    }
    lines
}

fn knowledge_lines(build: &Build, rules: &TableRuleChoices) -> Vec<KnowledgeLine> {
    let content = content();
    build
        .knowledge
        .iter()
        .map(|known| {
            let name = match &known.target {
                KnowledgeTarget::Arm(id) => content.arm(id).map_or(id.clone(), |a| a.name.clone()),
                KnowledgeTarget::Spell(id) => {
                    content.spell(id).map_or(id.clone(), |s| s.name.clone())
                }
            };
            KnowledgeLine {
                name,
                points: known.points,
                threshold: threshold(build, &known.target, rules),
                proficient: is_proficient(build, &known.target, rules),
                target: known.target.clone(),
            }
        })
        .collect()
}
