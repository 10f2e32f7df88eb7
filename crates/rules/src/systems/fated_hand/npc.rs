//! The quick NPC builder: a legal history that brings a fresh Novice to a chosen class.
//!
//! The history is made of ordinary ledger entries (creation, advancements, promotions, Knowledge
//! Points), so a generated NPC is exactly as legal, and as explainable, as a hand-built one.

use std::collections::VecDeque;

use super::build::{Attributes, KnowledgeTarget, NewBuild, NOVICE};
use super::cite;
use super::content::{content, ClassDef};
use super::model::{Season, Skill, Stat};
use super::progression::{
    apply, class_perk_choices, eligible_perks, may_promote, perk_list, talent_allows, Manner,
    Progression, Promotion,
};
use super::table_rules::CLASS_PERK;
use crate::table_rules::TableRuleChoices;
use crate::RuleViolation;

/// The shortest promotion path from Novice to `target`, Novice first.
pub fn promotion_path(target: &str) -> Option<Vec<&'static ClassDef>> {
    let content = content();
    let start = content.class(NOVICE)?;
    let mut queue: VecDeque<Vec<&'static ClassDef>> = VecDeque::from([vec![start]]);
    while let Some(path) = queue.pop_front() {
        let last = *path.last()?;
        if last.id == target {
            return Some(path);
        }
        for next in &last.promotions {
            if let Some(class) = content.class(next) {
                if !path.iter().any(|held| held.id == class.id) {
                    let mut longer = path.clone();
                    longer.push(class);
                    queue.push_back(longer);
                }
            }
        }
    }
    None
}

/// A history for an NPC of `class` carrying `arms`: creation suited to the class, perks taken in
/// list order until each promotion is allowed, promotions along the shortest path, then
/// Education in each carried arm so the NPC is proficient with it.
pub fn quick_history(
    class: &str,
    arms: &[String],
    rules: &TableRuleChoices,
) -> Result<Vec<Progression>, RuleViolation> {
    let content = content();
    let rule = cite("Promotion");
    let Some(target) = content.class(class) else {
        return Err(RuleViolation::new(
            rule,
            format!("There is no class \"{class}\"."),
        ));
    };
    let path = promotion_path(&target.id).ok_or_else(|| {
        RuleViolation::new(
            rule.clone(),
            format!("No promotion path leads from Novice to {}.", target.name),
        )
    })?;
    for arm in arms {
        if content.arm(arm).is_none() {
            return Err(RuleViolation::new(
                cite("Arms List"),
                format!("There is no arm \"{arm}\"."),
            ));
        }
    }

    let creation = NewBuild {
        attributes: attributes_for(target),
        skill_proficiencies: skills_for(target),
        arm_proficiency: starting_arm(target)?,
        talent: first_allowed_talent(content.class(NOVICE), &[], &[], rules)?,
        season: Season::Spring,
    };
    let mut history = vec![Progression::Created { build: creation }];
    let mut build = super::progression::replay(&history, rules)?;

    for next_class in path.iter().skip(1) {
        // Take perks of the current list until half of it is learned.
        while !may_promote(&build, rules) {
            let entry = next_perk(&build, rules, None)?;
            build = apply(&build, &entry, rules)?;
            history.push(entry);
        }
        let class_perk = if rules.is(&CLASS_PERK, "choose") {
            class_perk_choices(next_class, rules)
                .into_iter()
                .find(|p| !build.has_perk(p) && !asks_choice(p))
                .cloned()
        } else {
            None
        };
        let promotion = Promotion {
            class: next_class.id.clone(),
            class_perk: class_perk.clone(),
            talent: if next_class.magical {
                None
            } else {
                Some(first_allowed_talent(
                    Some(next_class),
                    &[
                        build.classes.as_slice(),
                        std::slice::from_ref(&next_class.id),
                    ]
                    .concat(),
                    &build.talents,
                    rules,
                )?)
            },
            story_spells: if next_class.magical {
                first_story_spells(usize::from(next_class.tier) + 1, &build.story_spells)
            } else {
                Vec::new()
            },
            class_bonuses: None,
        };
        let mut promoted = build.clone();
        promoted.classes.push(next_class.id.clone());
        promoted.promoted_at.push(build.level + 1);
        if let Some(perk) = &class_perk {
            promoted.perks.push(super::build::OwnedPerk {
                id: perk.clone(),
                level: build.level + 1,
                class_perk: true,
                magic_type: None,
            });
        }
        let entry = next_perk(&promoted, rules, Some(promotion))?;
        build = apply(&build, &entry, rules)?;
        history.push(entry);
    }

    for arm in arms {
        let target = KnowledgeTarget::Arm(arm.clone());
        if !build.granted_arms.contains(arm) && build.knowledge_points(&target) == 0 {
            let entry = Progression::KnowledgeAwarded {
                target,
                manner: Manner::Education,
                points: None,
            };
            build = apply(&build, &entry, rules)?;
            history.push(entry);
        }
    }
    Ok(history)
}

fn asks_choice(perk: &str) -> bool {
    content().perk(perk).is_some_and(|p| p.asks_magic_type())
}

/// The next advancement: the first eligible perk that needs no choice, from the newest class's
/// list first (the build given already reflects any promotion).
fn next_perk(
    build: &super::build::Build,
    rules: &TableRuleChoices,
    promotion: Option<Promotion>,
) -> Result<Progression, RuleViolation> {
    let content = content();
    let eligible = eligible_perks(build, rules);
    let newest_first = build
        .classes
        .iter()
        .rev()
        .filter_map(|id| content.class(id))
        .flat_map(|c| perk_list(c, rules));
    let perk = newest_first
        .map(String::as_str)
        .find(|p| eligible.contains(p) && !asks_choice(p))
        .or_else(|| eligible.iter().copied().find(|p| !asks_choice(p)))
        .ok_or_else(|| {
            RuleViolation::new(
                cite("Advancement"),
                "No perk is left to take at this advancement.",
            )
        })?;
    Ok(Progression::Advanced {
        promotion,
        perk: perk.to_owned(),
        magic_type: None,
    })
}

/// Ones in the attributes behind the class's two largest bonuses (Magic Strike counts as Strike).
fn attributes_for(class: &ClassDef) -> Attributes {
    let b = class.bonuses;
    let mut weights = [
        (
            Stat::Strike,
            i32::from(b.strike) + i32::from(b.magic_strike),
        ),
        (Stat::Defense, i32::from(b.defense)),
        (Stat::Speed, i32::from(b.speed)),
    ];
    weights.sort_by_key(|(_, weight)| std::cmp::Reverse(*weight));
    let mut attributes = Attributes {
        brawn: 0,
        sleight: 0,
        mind: 0,
    };
    for (stat, _) in weights.iter().take(2) {
        match stat {
            Stat::Strike => attributes.sleight = 1,
            Stat::Defense => attributes.brawn = 1,
            Stat::Speed => attributes.mind = 1,
        }
    }
    attributes
}

/// The first skill of each attribute set to 1.
fn skills_for(class: &ClassDef) -> Vec<Skill> {
    let attributes = attributes_for(class);
    let mut skills: Vec<Skill> = Vec::new();
    for skill in Skill::ALL {
        if attributes.get(skill.attribute()) == 1
            && !skills.iter().any(|s| s.attribute() == skill.attribute())
        {
            skills.push(skill);
        }
    }
    skills.truncate(2);
    skills
}

/// A Simple weapon the class can use as a Class Arm if there is one, else the first Simple one.
fn starting_arm(class: &ClassDef) -> Result<String, RuleViolation> {
    let content = content();
    let simple: Vec<_> = content
        .arms
        .iter()
        .filter(|arm| arm.is_simple_weapon())
        .collect();
    simple
        .iter()
        .find(|arm| arm.traits.iter().any(|t| class.class_arms.contains(t)))
        .or_else(|| simple.first())
        .map(|arm| arm.id.clone())
        .ok_or_else(|| {
            RuleViolation::new(
                cite("Character Creation"),
                "The Arms List has no Simple arm.",
            )
        })
}

fn first_allowed_talent(
    class: Option<&ClassDef>,
    held: &[String],
    owned: &[String],
    rules: &TableRuleChoices,
) -> Result<String, RuleViolation> {
    let content = content();
    content
        .talents
        .iter()
        .find(|talent| {
            !owned.contains(&talent.id)
                && class.is_none_or(|c| talent_allows(talent, c, held, rules))
        })
        .map(|talent| talent.id.clone())
        .ok_or_else(|| {
            RuleViolation::new(
                cite("Talents"),
                "No talent is left that this class may take.",
            )
        })
}

fn first_story_spells(count: usize, known: &[String]) -> Vec<String> {
    content()
        .spells
        .iter()
        .filter(|spell| {
            spell.list == super::content::spells::SpellList::Story && !known.contains(&spell.id)
        })
        .take(count)
        .map(|spell| spell.id.clone())
        .collect()
}
