//! Fated Hand talents (data/fated_hand/talents.json): the 23 entries of "Talents", in the
//! rulebook's order. Names are exact (including the printed "Whore"); summaries are ours.

use serde::{Deserialize, Serialize};

use super::{ClassDef, DataNote};
use crate::systems::fated_hand::model::{Attribute, Skill};

/// One entry of data/fated_hand/talents.json.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TalentDef {
    /// Stable id (snake_case slug of the name).
    pub id: String,
    /// The name, exactly as the rulebook prints it.
    pub name: String,
    /// Which classes may take it.
    pub restriction: TalentRestriction,
    /// What it does, in our own words.
    pub summary: String,
    /// Changes to Power on particular checks, when the talent gives any.
    #[serde(default)]
    pub skill_bonuses: Vec<SkillBonus>,
    /// Defects and ambiguities, each naming the table rule that settles it.
    #[serde(default)]
    pub notes: Vec<DataNote>,
    /// The rulebook heading ("Talents › Academic").
    pub source: String,
}

/// Which classes may take a talent (checked, per table rule, against the class held when the
/// talent is chosen).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum TalentRestriction {
    /// Any class.
    Any,
    /// Only classes that are not magical.
    NonMagical,
    /// Only these classes (ids).
    OnlyClasses(Vec<String>),
    /// Any class but these (ids).
    NotClasses(Vec<String>),
}

/// A change to Power on some skill checks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SkillBonus {
    /// Power added (negative: taken away).
    pub amount: i8,
    /// The skill, when the bonus is tied to one.
    #[serde(default)]
    pub skill: Option<Skill>,
    /// The attribute, for checks that use no skill (a drinking contest's Brawn).
    #[serde(default)]
    pub attribute: Option<Attribute>,
    /// When it applies, in our words; the GM judges whether a check qualifies.
    pub situation: String,
}

impl TalentRestriction {
    /// Whether a character of `class` may take the talent.
    pub fn allows(&self, class: &ClassDef) -> bool {
        match self {
            TalentRestriction::Any => true,
            TalentRestriction::NonMagical => !class.magical,
            TalentRestriction::OnlyClasses(ids) => ids.contains(&class.id),
            TalentRestriction::NotClasses(ids) => ids.iter().all(|id| *id != class.id),
        }
    }
}

impl TalentDef {
    /// Whether a character of `class` may take the talent.
    pub fn allows(&self, class: &ClassDef) -> bool {
        self.restriction.allows(class)
    }

    /// The talent's headline Power bonus for a qualifying check: its largest positive bonus,
    /// or 0 for talents without one. `skill_bonuses` has the detail (a retry's extra +1,
    /// Lightweight's penalties).
    pub fn check_bonus(&self) -> i32 {
        self.skill_bonuses
            .iter()
            .map(|bonus| i32::from(bonus.amount))
            .filter(|amount| *amount > 0)
            .max()
            .unwrap_or(0)
    }

    /// The talent's Power bonus on a check of `skill`: its bonus tied to that skill when it
    /// has one (Lightweight: -2 to Investigation, +3 to Rhetoric), else its headline bonus.
    pub fn bonus_for(&self, skill: Skill) -> i32 {
        if let Some(tied) = self.skill_bonuses.iter().find(|b| b.skill == Some(skill)) {
            return i32::from(tied.amount);
        }
        self.check_bonus()
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::super::test_support::{copied_phrase, is_snake_case, rulebook, shingles};
    use super::*;
    use crate::systems::fated_hand::content::content;

    fn talent(id: &str) -> &'static TalentDef {
        content()
            .talent(id)
            .unwrap_or_else(|| panic!("talent {id} missing"))
    }

    fn class(id: &str) -> &'static ClassDef {
        content().class(id).expect("class")
    }

    #[test]
    fn twenty_three_talents() {
        let talents = &content().talents;
        assert_eq!(talents.len(), 23);
        let any = talents
            .iter()
            .filter(|t| t.restriction == TalentRestriction::Any)
            .count();
        assert_eq!(any, 19);
        let mut ids = HashSet::new();
        for talent in talents {
            assert!(is_snake_case(&talent.id), "{}", talent.id);
            assert!(ids.insert(talent.id.as_str()), "duplicate {}", talent.id);
            assert!(!talent.name.trim().is_empty());
            assert!(!talent.summary.trim().is_empty(), "{}", talent.id);
            assert_eq!(talent.source, format!("Talents › {}", talent.name));
            for bonus in &talent.skill_bonuses {
                assert!(
                    bonus.amount != 0 && !bonus.situation.trim().is_empty(),
                    "{}",
                    talent.id
                );
            }
            if let TalentRestriction::OnlyClasses(ids) | TalentRestriction::NotClasses(ids) =
                &talent.restriction
            {
                for id in ids {
                    assert!(
                        content().class(id).is_some(),
                        "{}: no class {id}",
                        talent.id
                    );
                }
            }
        }
    }

    #[test]
    fn restrictions_as_printed() {
        assert!(talent("cutpurse").allows(class("rogue")));
        assert!(talent("cutpurse").allows(class("assassin")));
        assert!(talent("cutpurse").allows(class("duelist")));
        assert!(!talent("cutpurse").allows(class("novice")));
        assert!(talent("sailor").allows(class("novice")));
        assert!(!talent("sailor").allows(class("cleric")));
        assert!(!talent("heavyweight").allows(class("scholar")));
        assert!(!talent("heavyweight").allows(class("mage")));
        assert!(talent("heavyweight").allows(class("mystic")));
        assert!(!talent("lightweight").allows(class("bone_breaker")));
        assert!(talent("academic").allows(class("novice")));
        assert!(talent("cutpurse")
            .notes
            .iter()
            .any(|n| n.table_rule.as_deref() == Some("fated_hand.cutpurse_classes")));
    }

    #[test]
    fn check_bonuses() {
        assert_eq!(talent("academic").check_bonus(), 2);
        assert_eq!(talent("craftsman").check_bonus(), 1);
        assert_eq!(talent("whore").check_bonus(), 1);
        assert_eq!(talent("lightweight").check_bonus(), 3);
        assert_eq!(talent("cannibal").check_bonus(), 0);
        assert_eq!(talent("wiry").check_bonus(), 0);
        assert_eq!(
            talent("haggler").skill_bonuses[0].skill,
            Some(Skill::Rhetoric)
        );
        let without: Vec<_> = content()
            .talents
            .iter()
            .filter(|t| t.skill_bonuses.is_empty())
            .map(|t| t.id.as_str())
            .collect();
        assert_eq!(without, ["cannibal", "chef", "wiry"]);
    }

    #[cfg_attr(
        not(rulebook),
        ignore = "needs the rulebook text, shared/seeds/fated-hand.txt beside the repository"
    )]
    #[test]
    fn names_and_summaries_against_the_rulebook() {
        let book = rulebook();
        let start = book.find("\nTalents\n").expect("Talents heading");
        let section: HashSet<&str> = book[start..].lines().map(str::trim).collect();
        let phrases = shingles(&book, 8);
        for talent in &content().talents {
            assert!(section.contains(talent.name.as_str()), "{}", talent.name);
            let mut texts = vec![talent.summary.as_str()];
            texts.extend(talent.skill_bonuses.iter().map(|b| b.situation.as_str()));
            texts.extend(talent.notes.iter().map(|n| n.note.as_str()));
            for text in texts {
                assert_eq!(
                    copied_phrase(text, &phrases),
                    None,
                    "{} copies the rulebook",
                    talent.id
                );
            }
        }
    }
}
