//! What a Fated Hand character carries, and which arms are in hand ("Arms").

use serde::{Deserialize, Serialize};

use super::cite;
use super::content::content;
use super::table_rules::ARMOR_RULES;
use crate::table_rules::TableRuleChoices;
use crate::RuleViolation;

/// Carried arms, equipped arms, armor and other items.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Gear {
    /// Arms carried (weapons, shields, catalysts), by id; one entry per physical arm.
    #[serde(default)]
    pub arms: Vec<String>,
    /// The Main Arm, one of the carried arms.
    #[serde(default)]
    pub main_arm: Option<String>,
    /// The Offhand Arm, another carried arm.
    #[serde(default)]
    pub offhand_arm: Option<String>,
    /// Worn armor, by id.
    #[serde(default)]
    pub armor: Option<String>,
    /// Everything else, as the GM writes it.
    #[serde(default)]
    pub items: Vec<String>,
}

impl Gear {
    /// The starting equipment: the Simple arm chosen at creation, in hand.
    pub fn starting(arm: &str) -> Gear {
        Gear {
            arms: vec![arm.to_owned()],
            main_arm: Some(arm.to_owned()),
            ..Gear::default()
        }
    }

    /// Checks the gear against "Arms": known arms, at most two equipped, both carried, no
    /// Offhand Arm beside a Two-Hander, armor worn rather than wielded.
    pub fn validate(&self) -> Result<(), RuleViolation> {
        let rule = cite("Arms");
        let content = content();
        for id in &self.arms {
            let arm = content.arm(id).ok_or_else(|| {
                RuleViolation::new(rule.clone(), format!("There is no arm \"{id}\"."))
            })?;
            if arm.is_armor() {
                return Err(RuleViolation::new(
                    rule,
                    format!(
                        "{} is armor: wear it rather than carry it as an arm.",
                        arm.name
                    ),
                ));
            }
        }
        if self
            .items
            .iter()
            .any(|item| item.trim().is_empty() || item.chars().count() > 200)
        {
            return Err(RuleViolation::new(
                rule,
                "Each item needs a name of 1 to 200 characters.",
            ));
        }
        let carried = |id: &str| self.arms.iter().filter(|a| *a == id).count();
        if let Some(main) = &self.main_arm {
            if carried(main) == 0 {
                return Err(RuleViolation::new(
                    rule,
                    "The Main Arm must be one of the carried arms.",
                ));
            }
        }
        if let Some(off) = &self.offhand_arm {
            let needed = if self.main_arm.as_deref() == Some(off.as_str()) {
                2
            } else {
                1
            };
            if carried(off) < needed {
                return Err(RuleViolation::new(
                    rule,
                    "The Offhand Arm must be another carried arm.",
                ));
            }
            if self.main_arm.is_none() {
                return Err(RuleViolation::new(
                    rule,
                    "Choose a Main Arm before an Offhand Arm.",
                ));
            }
        }
        let two_handed = |id: &Option<String>| {
            id.as_deref()
                .and_then(|id| content.arm(id))
                .is_some_and(|arm| arm.two_handed)
        };
        if self.offhand_arm.is_some()
            && (two_handed(&self.main_arm) || two_handed(&self.offhand_arm))
        {
            return Err(RuleViolation::new(
                cite("Arms List"),
                "A Two-Hander needs both hands: it cannot be paired with an Offhand Arm.",
            ));
        }
        if let Some(armor) = &self.armor {
            match content.arm(armor) {
                Some(arm) if arm.is_armor() => {}
                Some(arm) => {
                    return Err(RuleViolation::new(
                        rule,
                        format!("{} is not armor.", arm.name),
                    ))
                }
                None => {
                    return Err(RuleViolation::new(
                        rule,
                        format!("There is no armor \"{armor}\"."),
                    ))
                }
            }
        }
        Ok(())
    }

    /// Checks the gear against the table's armor rule as well (table rule
    /// `fated_hand.armor_rules`): under `as_arm` armor takes one of the two equipped places, so
    /// it is not worn beside an Offhand Arm.
    pub fn validate_at_table(&self, rules: &TableRuleChoices) -> Result<(), RuleViolation> {
        self.validate()?;
        if rules.is(&ARMOR_RULES, "as_arm") && self.armor.is_some() && self.offhand_arm.is_some() {
            return Err(RuleViolation::new(
                cite("Arms List"),
                "At this table armor takes one of the two equipped places: wear it or hold an \
                 Offhand Arm, not both.",
            ));
        }
        Ok(())
    }
}
