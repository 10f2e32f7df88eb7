//! The progression ledger: creation, advancements, promotions and Knowledge Points.
//!
//! A character's build is the fold of its ledger, so replaying the entries reproduces the sheet
//! and undoing the last entry is dropping it. Every entry is validated against the build it
//! applies to; an illegal entry is refused with the rule it breaks and changes nothing.

use serde::{Deserialize, Serialize};

use super::build::{
    create, Build, EnteredClassBonuses, Knowledge, KnowledgeTarget, NewBuild, OwnedPerk, NOVICE,
};
use super::cite;
use super::content::perks::PerkListing;
use super::content::spells::SpellStatus;
use super::content::talents::TalentRestriction;
use super::content::{content, ClassDef, MagicType, StatMods, TalentDef};
use super::table_rules::{
    CLASS_PERK, CUTPURSE_CLASSES, HIDDEN_FANG_UNLISTED, MONK_BONEBREAKER_BONUSES,
    NON_MAGICAL_CLASSES, NOVICE_PERKS, PROMOTION_SOURCES, PROMOTION_THRESHOLD, STUB_SPELLS,
    TIER3_TERMINAL,
};
use crate::table_rules::TableRuleChoices;
use crate::RuleViolation;

/// A manner of learning and its Knowledge Points ("Learning New Proficiencies").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Manner {
    /// Engaged for a turn against a creature using it: 1 KP.
    LiveOpposition,
    /// Used it, or cast the spell: 1 KP.
    FirstHandExperience,
    /// Read about it or watched it shown: 1 KP.
    Demonstration,
    /// Watched the spell cast in battle, or studied what a caster left ("Plaigarism"): 1 KP.
    Plagiarism,
    /// Struck a Hit against a creature using it: 2 KP.
    Dominance,
    /// Trained with a proficient partner: 2 KP.
    Sparring,
    /// Trained at length with a master: 4 KP.
    Education,
}

impl Manner {
    /// The Knowledge Points this manner gives.
    pub const fn points(self) -> u8 {
        match self {
            Manner::LiveOpposition
            | Manner::FirstHandExperience
            | Manner::Demonstration
            | Manner::Plagiarism => 1,
            Manner::Dominance | Manner::Sparring => 2,
            Manner::Education => 4,
        }
    }

    /// The rulebook's name for it (spelled as printed).
    pub const fn name(self) -> &'static str {
        match self {
            Manner::LiveOpposition => "Live Opposition",
            Manner::FirstHandExperience => "First-Hand Experience",
            Manner::Demonstration => "Demonstration",
            Manner::Plagiarism => "Plaigarism",
            Manner::Dominance => "Dominance",
            Manner::Sparring => "Sparring",
            Manner::Education => "Education",
        }
    }
}

/// The choices made when promoting ("Promotion").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Promotion {
    /// The class to become.
    pub class: String,
    /// The Class Perk, when the table rule lets the player pick it.
    #[serde(default)]
    pub class_perk: Option<String>,
    /// The new Talent, when the new class is not magical.
    #[serde(default)]
    pub talent: Option<String>,
    /// The Story Spells learned, when the new class is magical (Tier + 1 of them).
    #[serde(default)]
    pub story_spells: Vec<String>,
    /// The class's stat bonuses as the GM enters them, for a class whose card prints none
    /// (the Monk, the Bone-Breaker) under table rule `fated_hand.monk_bonebreaker_bonuses`'s
    /// `gm_sets`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub class_bonuses: Option<StatMods>,
}

/// Whether `class`'s card prints no stat bonuses, a gap table rule
/// `fated_hand.monk_bonebreaker_bonuses` settles (its data note names the rule).
pub fn bonuses_unprinted(class: &ClassDef) -> bool {
    class
        .notes
        .iter()
        .any(|n| n.names(MONK_BONEBREAKER_BONUSES.id))
}

/// The bonuses a promotion into `target` enters, checked against table rule
/// `fated_hand.monk_bonebreaker_bonuses`: only for a class whose card prints none, and only
/// where the GM sets them.
fn entered_bonuses(
    target: &ClassDef,
    promotion: &Promotion,
    rules: &TableRuleChoices,
) -> Result<Option<EnteredClassBonuses>, RuleViolation> {
    let Some(bonuses) = promotion.class_bonuses else {
        return Ok(None);
    };
    if !bonuses_unprinted(target) {
        return Err(RuleViolation::new(
            cite("Class List"),
            format!(
                "The {}'s stat bonuses are printed on its class card; they are not entered.",
                target.name
            ),
        ));
    }
    if !rules.is(&MONK_BONEBREAKER_BONUSES, "gm_sets") {
        return Err(RuleViolation::new(
            MONK_BONEBREAKER_BONUSES.rule.clone(),
            format!(
                "The {}'s card prints no stat bonuses, and at this table it adds none (table \
                 rule \"{}\").",
                target.name, MONK_BONEBREAKER_BONUSES.title
            ),
        ));
    }
    Ok(Some(EnteredClassBonuses {
        class: target.id.clone(),
        bonuses,
    }))
}

/// One entry of the progression ledger.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Progression {
    /// The character was created.
    Created {
        /// The creation choices.
        build: NewBuild,
    },
    /// The character advanced a level, perhaps promoting.
    Advanced {
        /// Promotion taken at this advancement, if any (it comes first).
        #[serde(default)]
        promotion: Option<Promotion>,
        /// The perk gained.
        perk: String,
        /// The magic type, for a perk that asks for one (Aptitude).
        #[serde(default)]
        magic_type: Option<MagicType>,
    },
    /// The GM awarded Knowledge Points.
    KnowledgeAwarded {
        /// What the points go toward.
        target: KnowledgeTarget,
        /// How they were earned.
        manner: Manner,
        /// Points, when the GM adjudicates a different amount than the manner gives (1–4).
        #[serde(default)]
        points: Option<u8>,
    },
}

/// Replays a whole ledger into a build.
pub fn replay(entries: &[Progression], rules: &TableRuleChoices) -> Result<Build, RuleViolation> {
    let mut entries = entries.iter();
    let build = match entries.next() {
        Some(Progression::Created { build }) => create(build)?,
        _ => {
            return Err(RuleViolation::new(
                cite("Character Creation"),
                "A Fated Hand character's history must begin with its creation.",
            ))
        }
    };
    entries.try_fold(build, |build, entry| apply(&build, entry, rules))
}

/// Applies one entry to a build, giving the next build; the input is never changed.
pub fn apply(
    build: &Build,
    entry: &Progression,
    rules: &TableRuleChoices,
) -> Result<Build, RuleViolation> {
    match entry {
        Progression::Created { .. } => Err(RuleViolation::new(
            cite("Character Creation"),
            "This character already exists; creation happens once.",
        )),
        Progression::Advanced {
            promotion,
            perk,
            magic_type,
        } => advance(build, promotion.as_ref(), perk, *magic_type, rules),
        Progression::KnowledgeAwarded {
            target,
            manner,
            points,
        } => award(build, target, *manner, *points, rules),
    }
}

/// The perk list that counts as the class's "Perk List", after table rules: none for the Novice
/// under `fated_hand.novice_perks`'s `none`, and without Hidden Fang, which only the Rogue's card
/// prints, under `fated_hand.hidden_fang_unlisted`'s `class_perk_only`.
pub fn perk_list<'a>(class: &'a ClassDef, rules: &TableRuleChoices) -> Vec<&'a String> {
    if class.id == NOVICE && rules.is(&NOVICE_PERKS, "none") {
        return Vec::new();
    }
    let card_only = rules.is(&HIDDEN_FANG_UNLISTED, "class_perk_only");
    class
        .perks
        .iter()
        .filter(|perk| !(card_only && only_on_class_card(perk)))
        .collect()
}

/// The perks a promotion into `class` may grant as its Class Perk: any on its card, or under
/// `fated_hand.hidden_fang_unlisted`'s `class_perk_only` the one perk only its card prints (the
/// Rogue's Hidden Fang), when it has one.
pub fn class_perk_choices<'a>(class: &'a ClassDef, rules: &TableRuleChoices) -> Vec<&'a String> {
    let card_only: Vec<&String> = class
        .perks
        .iter()
        .filter(|perk| only_on_class_card(perk))
        .collect();
    if rules.is(&HIDDEN_FANG_UNLISTED, "class_perk_only") && !card_only.is_empty() {
        card_only
    } else {
        class.perks.iter().collect()
    }
}

/// A perk the Perks List leaves out, printed on a class card alone (Hidden Fang).
fn only_on_class_card(perk: &str) -> bool {
    content()
        .perk(perk)
        .is_some_and(|def| def.listing == PerkListing::ClassCardOnly)
}

/// Whether the build holds half or more of its current class's Perk List ("Advancement"): every
/// owned perk on the list counts, or only those learned since the class was entered (table rule
/// `fated_hand.promotion_threshold`).
pub fn may_promote(build: &Build, rules: &TableRuleChoices) -> bool {
    let Some(class) = content().class(build.current_class()) else {
        return false;
    };
    let list = perk_list(class, rules);
    let since = if rules.is(&PROMOTION_THRESHOLD, "learned_in_class") {
        build.current_class_since()
    } else {
        0
    };
    let counts = |perk: &String| {
        build
            .perks
            .iter()
            .any(|owned| owned.id == *perk && owned.level >= since)
    };
    let owned = list.iter().filter(|perk| counts(perk)).count();
    2 * owned >= list.len()
}

/// Classes the build may promote to now (empty when the threshold is not met).
pub fn promotion_targets(build: &Build, rules: &TableRuleChoices) -> Vec<&'static ClassDef> {
    if !may_promote(build, rules) {
        return Vec::new();
    }
    let content = content();
    let sources: Vec<&str> = if rules.is(&PROMOTION_SOURCES, "current_only") {
        vec![build.current_class()]
    } else {
        build.classes.iter().map(String::as_str).collect()
    };
    let mut targets: Vec<&'static ClassDef> = Vec::new();
    // No third-tier card prints a promotion line (table rule fated_hand.tier3_terminal): by
    // default the tier is the top, and only earlier lists apply; under `gm_list` the GM may
    // take a third-tier character to any class it has not held.
    let top_tier = content
        .class(build.current_class())
        .is_some_and(|c| c.tier == 3 && c.promotions.is_empty());
    if top_tier && rules.is(&TIER3_TERMINAL, "gm_list") {
        targets.extend(
            content
                .classes
                .iter()
                .filter(|c| c.id != NOVICE && !build.classes.contains(&c.id)),
        );
    }
    for source in sources {
        let Some(class) = content.class(source) else {
            continue;
        };
        for target in &class.promotions {
            let held = build.classes.iter().any(|held| held == target);
            if let Some(def) = content.class(target) {
                if !held && !targets.iter().any(|t| t.id == def.id) {
                    targets.push(def);
                }
            }
        }
    }
    targets
}

/// Perks the build may take at an advancement: from the current class's list or the list of any
/// class ever held, not yet owned ("Advancement").
pub fn eligible_perks(build: &Build, rules: &TableRuleChoices) -> Vec<&'static str> {
    let content = content();
    let mut perks: Vec<&'static str> = Vec::new();
    for class_id in &build.classes {
        let Some(class) = content.class(class_id) else {
            continue;
        };
        for perk in perk_list(class, rules) {
            if !build.has_perk(perk) && !perks.contains(&perk.as_str()) {
                perks.push(perk.as_str());
            }
        }
    }
    perks
}

fn advance(
    build: &Build,
    promotion: Option<&Promotion>,
    perk: &str,
    magic_type: Option<MagicType>,
    rules: &TableRuleChoices,
) -> Result<Build, RuleViolation> {
    let content = content();
    let mut next = build.clone();
    next.level += 1;
    if let Some(promotion) = promotion {
        promote(build, &mut next, promotion, rules)?;
    }
    let advancement = cite("Advancement");
    let Some(def) = content.perk(perk) else {
        return Err(RuleViolation::new(
            advancement,
            format!("There is no perk \"{perk}\"."),
        ));
    };
    if next.has_perk(perk) {
        return Err(RuleViolation::new(
            advancement,
            format!(
                "{} is already known; choose a perk you do not have.",
                def.name
            ),
        ));
    }
    if !eligible_perks(&next, rules).contains(&perk) {
        return Err(RuleViolation::new(
            advancement,
            format!(
                "{} is not on the Perk List of the current class or of any class held before.",
                def.name
            ),
        ));
    }
    check_magic_type_choice(def.asks_magic_type(), &def.name, magic_type)?;
    next.perks.push(OwnedPerk {
        id: def.id.clone(),
        level: next.level,
        class_perk: false,
        magic_type,
    });
    Ok(next)
}

fn promote(
    build: &Build,
    next: &mut Build,
    promotion: &Promotion,
    rules: &TableRuleChoices,
) -> Result<(), RuleViolation> {
    let rule = cite("Promotion");
    let content = content();
    let current = content
        .class(build.current_class())
        .map_or(build.current_class(), |c| c.name.as_str());
    if !may_promote(build, rules) {
        let list = content
            .class(build.current_class())
            .map_or(0, |c| perk_list(c, rules).len());
        return Err(RuleViolation::new(
            cite("Advancement"),
            format!(
                "A {current} may promote once half or more of its Perk List is learned ({} of {list} needed).",
                list.div_ceil(2)
            ),
        ));
    }
    let Some(target) = content.class(&promotion.class) else {
        return Err(RuleViolation::new(
            rule,
            format!("There is no class \"{}\".", promotion.class),
        ));
    };
    if !promotion_targets(build, rules)
        .iter()
        .any(|t| t.id == target.id)
    {
        return Err(RuleViolation::new(
            rule,
            format!(
                "{} is not on the Promotion List of the {current} or of any class held before.",
                target.name
            ),
        ));
    }
    let entered = entered_bonuses(target, promotion, rules)?;
    next.classes.push(target.id.clone());
    next.promoted_at.push(next.level);
    next.entered_class_bonuses.extend(entered);

    match (&promotion.class_perk, rules.is(&CLASS_PERK, "choose")) {
        (Some(perk), true) => {
            let choices = class_perk_choices(target, rules);
            let Some(def) = content.perk(perk).filter(|_| choices.contains(&perk)) else {
                return Err(RuleViolation::new(
                    rule,
                    if choices.len() < target.perks.len() {
                        format!(
                            "The {}'s Class Perk is {} at this table.",
                            target.name,
                            names(&choices)
                        )
                    } else {
                        format!(
                            "The Class Perk must come from the {}'s Perk List.",
                            target.name
                        )
                    },
                ));
            };
            if next.has_perk(perk) {
                return Err(RuleViolation::new(
                    rule,
                    format!("{} is already known; pick another Class Perk.", def.name),
                ));
            }
            if def.asks_magic_type() {
                return Err(RuleViolation::new(
                    rule,
                    format!(
                        "{} needs a choice; take it as the level's perk instead.",
                        def.name
                    ),
                ));
            }
            next.perks.push(OwnedPerk {
                id: def.id.clone(),
                level: next.level,
                class_perk: true,
                magic_type: None,
            });
        }
        (None, true)
            if class_perk_choices(target, rules)
                .iter()
                .any(|p| !next.has_perk(p)) =>
        {
            return Err(RuleViolation::new(
                rule,
                format!("Pick the Class Perk from the {}'s Perk List.", target.name),
            ));
        }
        (Some(_), false) => {
            return Err(RuleViolation::new(
                rule,
                "This campaign's table rule grants no Class Perk on promotion.",
            ));
        }
        _ => {}
    }

    if target.magical {
        if promotion.talent.is_some() {
            return Err(RuleViolation::new(
                rule,
                format!(
                    "Promoting into a magical class ({}) teaches Story Spells, not a Talent.",
                    target.name
                ),
            ));
        }
        let wanted = usize::from(target.tier) + 1;
        let mut spells = promotion.story_spells.clone();
        spells.sort();
        spells.dedup();
        if spells.len() != wanted || promotion.story_spells.len() != wanted {
            return Err(RuleViolation::new(
                rule,
                format!(
                    "Promoting to {} (Tier {}) teaches exactly {wanted} different Story Spells.",
                    target.name, target.tier
                ),
            ));
        }
        for spell in &promotion.story_spells {
            match content.spell(spell) {
                Some(def) if def.list == super::content::spells::SpellList::Story => {
                    if next.story_spells.contains(spell) {
                        return Err(RuleViolation::new(
                            rule,
                            format!("{} is already known.", def.name),
                        ));
                    }
                    next.story_spells.push(def.id.clone());
                }
                Some(def) => {
                    return Err(RuleViolation::new(
                        rule,
                        format!("{} is not a Story Spell.", def.name),
                    ))
                }
                None => {
                    return Err(RuleViolation::new(
                        rule,
                        format!("There is no spell \"{spell}\"."),
                    ))
                }
            }
        }
    } else {
        if !promotion.story_spells.is_empty() {
            return Err(RuleViolation::new(
                rule,
                format!(
                    "Promoting into {} (not magical) grants a Talent, not Story Spells.",
                    target.name
                ),
            ));
        }
        let talents = cite("Talents");
        let Some(talent_id) = &promotion.talent else {
            return Err(RuleViolation::new(
                rule,
                format!(
                    "Promoting into {} (not magical) grants a Talent: choose one.",
                    target.name
                ),
            ));
        };
        let Some(talent) = content.talent(talent_id) else {
            return Err(RuleViolation::new(
                talents,
                format!("There is no talent \"{talent_id}\"."),
            ));
        };
        if next.talents.contains(talent_id) {
            return Err(RuleViolation::new(
                talents,
                format!("{} is already known.", talent.name),
            ));
        }
        if !talent_allows(talent, target, &next.classes, rules) {
            return Err(RuleViolation::new(
                talents,
                format!("{} cannot be taken by a {}.", talent.name, target.name),
            ));
        }
        next.talents.push(talent.id.clone());
    }
    Ok(())
}

/// The perks' names, joined with "or".
fn names(perks: &[&String]) -> String {
    perks
        .iter()
        .map(|id| {
            content()
                .perk(id)
                .map_or(id.as_str(), |def| def.name.as_str())
        })
        .collect::<Vec<_>>()
        .join(" or ")
}

/// Whether a character of `class`, having held `held` (every class so far, `class` among them),
/// may take `talent` as the table reads its restriction: Cutpurse's "Rouge" and "Assaisin" are
/// the Rogue and the Assassin by default, and name no class under table rule
/// `fated_hand.cutpurse_classes`'s `as_printed`, leaving the Duelist alone ("Talents ›
/// Cutpurse"); a "Non-magical" talent (Sailor) asks only that `class` have no Reagent Hand, or
/// under `fated_hand.non_magical_classes`'s `never_magical` that no class held ever had one.
pub fn talent_allows(
    talent: &TalentDef,
    class: &ClassDef,
    held: &[String],
    rules: &TableRuleChoices,
) -> bool {
    let misspelled = talent.id == "cutpurse" && matches!(class.id.as_str(), "rogue" | "assassin");
    let once_magical = talent.restriction == TalentRestriction::NonMagical
        && rules.is(&NON_MAGICAL_CLASSES, "never_magical")
        && held
            .iter()
            .filter_map(|id| content().class(id))
            .any(|held| held.magical);
    talent.allows(class)
        && !(misspelled && rules.is(&CUTPURSE_CLASSES, "as_printed"))
        && !once_magical
}

fn check_magic_type_choice(
    asks: bool,
    name: &str,
    chosen: Option<MagicType>,
) -> Result<(), RuleViolation> {
    match (asks, chosen) {
        (true, None) => Err(RuleViolation::new(
            cite("Advancement"),
            format!("{name} asks for a magic type: Spell, Hex or Miracle."),
        )),
        (false, Some(_)) => Err(RuleViolation::new(
            cite("Advancement"),
            format!("{name} does not ask for a magic type."),
        )),
        _ => Ok(()),
    }
}

fn award(
    build: &Build,
    target: &KnowledgeTarget,
    manner: Manner,
    points: Option<u8>,
    rules: &TableRuleChoices,
) -> Result<Build, RuleViolation> {
    let rule = cite("Learning New Proficiencies");
    let content = content();
    // An unfinished spell is out of reach while the table keeps such spells hidden.
    if let KnowledgeTarget::Spell(id) = target {
        if let Some(spell) = content.spell(id).filter(|s| s.status == SpellStatus::Stub) {
            if rules.is(&STUB_SPELLS, "hidden") {
                return Err(RuleViolation::new(
                    STUB_SPELLS.rule.clone(),
                    format!(
                        "{} is an unfinished entry with no cost, hidden at this table (table \
                         rule: {}).",
                        spell.name, STUB_SPELLS.title
                    ),
                ));
            }
        }
    }
    let exists = match target {
        KnowledgeTarget::Arm(id) => content.arm(id).is_some(),
        KnowledgeTarget::Spell(id) => content.spell(id).is_some(),
    };
    if !exists {
        let (kind, id) = match target {
            KnowledgeTarget::Arm(id) => ("arm", id),
            KnowledgeTarget::Spell(id) => ("spell", id),
        };
        return Err(RuleViolation::new(
            rule,
            format!("There is no {kind} \"{id}\" to learn."),
        ));
    }
    let points = match points {
        None => manner.points(),
        Some(p @ 1..=4) => p,
        Some(p) => {
            return Err(RuleViolation::new(
                rule,
                format!("A single award is 1 to 4 Knowledge Points, not {p}."),
            ))
        }
    };
    let mut next = build.clone();
    match next.knowledge.iter_mut().find(|k| &k.target == target) {
        Some(known) => known.points = known.points.saturating_add(points),
        None => next.knowledge.push(Knowledge {
            target: target.clone(),
            points,
        }),
    }
    Ok(next)
}
