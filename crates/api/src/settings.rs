//! Campaign settings: the table rules in force, and how the rulebooks are read where the reading
//! changes nothing in play.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::citation::Citation;
use tablekeep_rules::table_rules::{self, Reading, RuleGroup, TableRuleChoices, TableRuleOption};
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
    /// What part of play it touches.
    pub group: RuleGroup,
    /// Whether engine code plays it, so the campaign may switch it. A rule not played yet is
    /// shown at its default reading and cannot be switched.
    pub played: bool,
    /// A short title.
    pub title: String,
    /// What the rulebook leaves open.
    pub question: String,
    /// The options.
    pub options: Vec<TableRuleOption>,
    /// The documented default.
    pub default: String,
    /// The option in force in this campaign (the default for a rule not played yet).
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
/// under the new option, naming the character, and for a rule the engine does not play yet;
/// nothing changes then.
pub fn set_table_rule(desk: &mut Desk, input: TableRuleChoice) -> Result<TableRuleView, AppError> {
    let (rule, choices) = switched(desk, &input)?;
    crate::systems::check_histories(desk.store()?, &choices)?;
    let now = desk.now();
    desk.store_mut()?
        .set_table_rule_choice(rule.id, input.option.as_deref(), now)?;
    desk.after_write();
    Ok(view(rule, &choices))
}

/// What switching a table rule would do to the campaign's recorded history, before it is
/// switched: the records it touches and, when the switch would be refused, why.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct TableRulePreview {
    /// The rule as it would stand.
    pub rule: TableRuleView,
    /// Why `set_table_rule` would refuse the switch, if it would.
    pub refusal: Option<String>,
    /// Each kind of record the switch touches, with what happens to it.
    pub affects: Vec<crate::systems::seam::HistoryEffect>,
}

/// What switching a table rule would change in recorded history (ledgers, running and finished
/// encounters), asked of the rule's system; changes nothing.
pub fn preview_table_rule(
    desk: &mut Desk,
    input: TableRuleChoice,
) -> Result<TableRulePreview, AppError> {
    let (rule, choices) = switched(desk, &input)?;
    let store = desk.store()?;
    let refusal = match crate::systems::check_histories(store, &choices) {
        Ok(()) => None,
        Err(error) if error.kind == ErrorKind::Conflict => Some(error.message),
        Err(error) => return Err(error),
    };
    let changes = crate::campaign_rules::rule_choices(store)?.option(rule) != choices.option(rule);
    let affects = if changes {
        crate::systems::history_affected(store, rule)?
    } else {
        Vec::new()
    };
    Ok(TableRulePreview {
        rule: view(rule, &choices),
        refusal,
        affects,
    })
}

/// The rule named and the campaign's choices with the switch made, checked: the rule exists,
/// the option is one of its own, and a rule the engine does not play yet keeps its default.
fn switched(
    desk: &mut Desk,
    input: &TableRuleChoice,
) -> Result<(&'static table_rules::TableRule, TableRuleChoices), AppError> {
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
        if option != rule.default && !tablekeep_rules::systems::is_played(rule) {
            return Err(AppError::invalid(
                "option",
                format!(
                    "{} is not played by the engine yet, so it stays at its default; switching \
                     it would change nothing at the table.",
                    rule.title
                ),
            ));
        }
    }
    let mut choices = crate::campaign_rules::rule_choices(desk.store()?)?;
    match &input.option {
        Some(option) => choices.0.insert(rule.id.to_owned(), option.clone()),
        None => choices.0.remove(rule.id),
    };
    Ok((rule, choices))
}

/// How Tablekeep reads each rulebook where the reading changes nothing in play; the data notes
/// of the entries concerned name these.
pub fn list_readings(_desk: &mut Desk) -> Result<Vec<Reading>, AppError> {
    Ok(tablekeep_rules::systems::readings().cloned().collect())
}

fn view(rule: &table_rules::TableRule, choices: &TableRuleChoices) -> TableRuleView {
    TableRuleView {
        id: rule.id.to_owned(),
        system: rule.system,
        group: rule.group,
        played: tablekeep_rules::systems::is_played(rule),
        title: rule.title.to_owned(),
        question: rule.question.to_owned(),
        options: rule.options.to_vec(),
        default: rule.default.to_owned(),
        chosen: if tablekeep_rules::systems::is_played(rule) {
            choices.option(rule).to_owned()
        } else {
            rule.default.to_owned()
        },
        rule: rule.rule.clone(),
    }
}
