//! Campaign settings: the table rules in force.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::citation::Citation;
use tablekeep_rules::table_rules::{self, TableRuleChoices, TableRuleOption};
use tablekeep_rules::SystemId;

use crate::{AppError, Desk, ErrorKind};

/// A table rule and the option this campaign uses.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct TableRuleView {
    /// Stable id, `<system>.<name>`.
    pub id: String,
    /// The system.
    pub system: SystemId,
    /// A short title.
    pub title: String,
    /// What the rulebook leaves open.
    pub question: String,
    /// The options.
    pub options: Vec<TableRuleOption>,
    /// The documented default.
    pub default: String,
    /// The option in force in this campaign.
    pub chosen: String,
    /// Where the gap is in the rulebook.
    pub rule: Citation,
}

/// Arguments of `set_table_rule`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TableRuleChoice {
    /// The rule.
    pub id: String,
    /// The option to use; absent to return to the default.
    #[serde(default)]
    #[specta(optional)]
    pub option: Option<String>,
}

/// Every table rule with this campaign's choice.
pub fn list_table_rules(desk: &mut Desk) -> Result<Vec<TableRuleView>, AppError> {
    let choices = crate::campaign_rules::rule_choices(desk.store()?)?;
    Ok(tablekeep_rules::systems::table_rules()
        .map(|rule| view(rule, &choices))
        .collect())
}

/// Switches a table rule. Refused when a character's recorded history would no longer be legal
/// under the new option, naming the character; nothing changes then.
pub fn set_table_rule(desk: &mut Desk, input: TableRuleChoice) -> Result<TableRuleView, AppError> {
    let Some(rule) = tablekeep_rules::systems::find_table_rule(&input.id) else {
        return Err(AppError::new(
            ErrorKind::NotFound,
            format!("There is no table rule \"{}\".", input.id),
        ));
    };
    if let Some(option) = &input.option {
        if !rule.options.iter().any(|o| o.id == option) {
            return Err(AppError::invalid(
                "option",
                format!("\"{option}\" is not an option of {}.", rule.title),
            ));
        }
    }
    let store = desk.store()?;
    let mut choices = crate::campaign_rules::rule_choices(store)?;
    match &input.option {
        Some(option) => choices.0.insert(rule.id.to_owned(), option.clone()),
        None => choices.0.remove(rule.id),
    };
    crate::systems::check_histories(store, &choices)?;
    let now = desk.now();
    desk.store_mut()?
        .set_table_rule_choice(rule.id, input.option.as_deref(), now)?;
    desk.after_write();
    Ok(view(rule, &choices))
}

fn view(rule: &table_rules::TableRule, choices: &TableRuleChoices) -> TableRuleView {
    TableRuleView {
        id: rule.id.to_owned(),
        system: rule.system,
        title: rule.title.to_owned(),
        question: rule.question.to_owned(),
        options: rule.options.to_vec(),
        default: rule.default.to_owned(),
        chosen: choices.option(rule).to_owned(),
        rule: rule.rule.clone(),
    }
}
