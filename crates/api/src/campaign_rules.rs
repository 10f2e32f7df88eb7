//! The table-rule choices of the open campaign, as the rules crate reads them. Every system's
//! commands read them; Settings changes them.

use tablekeep_rules::table_rules::TableRuleChoices;
use tablekeep_store::CampaignStore;

use crate::AppError;

/// The table-rule choices of the open campaign.
pub fn rule_choices(store: &CampaignStore) -> Result<TableRuleChoices, AppError> {
    Ok(TableRuleChoices(store.table_rule_choices()?))
}
