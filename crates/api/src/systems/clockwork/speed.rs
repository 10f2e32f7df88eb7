//! The campaign's speed («Experience»: fast, normal or slow), a campaign setting that picks the
//! column every experience price is read from. The book leaves the choice to the GM and names no
//! default; until the GM picks, a campaign runs at normal speed, the column in between, and the
//! view says it was not picked.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::citation::Citation;
use tablekeep_rules::systems::clockwork::content::{CampaignSpeed, POWER_XP_COSTS, SKILL_XP_COSTS};
use tablekeep_rules::SystemId;
use tablekeep_store::CampaignStore;

use super::advancement::check_ledgers;
use crate::campaign_rules::rule_choices;
use crate::{AppError, Desk, ErrorKind};

/// The campaign setting's key.
const SPEED_KEY: &str = "clockwork.campaign_speed";
/// The speed of a campaign whose GM has not picked one.
pub const UNPICKED_SPEED: CampaignSpeed = CampaignSpeed::Normal;

/// The campaign's speed and the prices it gives.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClockworkSpeedView {
    /// The speed experience is priced at.
    pub speed: CampaignSpeed,
    /// Whether the GM picked it (else it is normal, the column in between).
    pub picked: bool,
    /// «Experience»'s skill table in this speed's column: the rank bought and its cost.
    pub skill_costs: Vec<ClockworkCostRow>,
    /// «Experience»'s feature and spell table in this speed's column: the level and its cost.
    pub power_costs: Vec<ClockworkCostRow>,
    /// The rule the prices come from.
    pub rule: Citation,
}

/// One row of a cost table.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClockworkCostRow {
    /// The rank bought, or the level.
    pub row: u8,
    /// Its experience cost at this speed.
    pub cost: u32,
}

/// Arguments of `clockwork_set_campaign_speed`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ClockworkSpeedChange {
    /// The new speed; absent returns the campaign to not picked (normal).
    #[serde(default)]
    #[specta(optional)]
    pub speed: Option<CampaignSpeed>,
}

/// The campaign's speed and whether the GM picked it.
pub(crate) fn campaign_speed(store: &CampaignStore) -> Result<(CampaignSpeed, bool), AppError> {
    match store.campaign_setting(SPEED_KEY)? {
        None => Ok((UNPICKED_SPEED, false)),
        Some(json) => serde_json::from_str(&json).map(|s| (s, true)).map_err(|e| {
            AppError::new(
                ErrorKind::Storage,
                format!("The campaign's ClockWork speed could not be read: {e}"),
            )
        }),
    }
}

fn column(
    table: &[(u8, [u8; 3])],
    speed: CampaignSpeed,
    cost: fn(CampaignSpeed, u8) -> Option<u8>,
) -> Vec<ClockworkCostRow> {
    table
        .iter()
        .filter_map(|(row, _)| {
            cost(speed, *row).map(|c| ClockworkCostRow {
                row: *row,
                cost: u32::from(c),
            })
        })
        .collect()
}

fn view(speed: CampaignSpeed, picked: bool) -> ClockworkSpeedView {
    use tablekeep_rules::systems::clockwork::content::{power_xp_cost, skill_rank_xp_cost};
    ClockworkSpeedView {
        speed,
        picked,
        skill_costs: column(&SKILL_XP_COSTS, speed, skill_rank_xp_cost),
        power_costs: column(&POWER_XP_COSTS, speed, power_xp_cost),
        rule: Citation::new(SystemId::Clockwork, "Experience"),
    }
}

/// The campaign's ClockWork speed and the prices it gives.
pub fn clockwork_campaign_speed(desk: &mut Desk) -> Result<ClockworkSpeedView, AppError> {
    let (speed, picked) = campaign_speed(desk.store()?)?;
    Ok(view(speed, picked))
}

/// Sets the campaign's speed; refused, changing nothing, when a character's ledger would no
/// longer replay at the new prices (more spent than earned).
pub fn clockwork_set_campaign_speed(
    desk: &mut Desk,
    input: ClockworkSpeedChange,
) -> Result<ClockworkSpeedView, AppError> {
    let store = desk.store()?;
    let choices = rule_choices(store)?;
    check_ledgers(store, input.speed.unwrap_or(UNPICKED_SPEED), &choices)?;
    let value = input
        .speed
        .map(|s| serde_json::to_string(&s).unwrap_or_default());
    let now = desk.now();
    desk.store_mut()?
        .set_campaign_setting(SPEED_KEY, value.as_deref(), now)?;
    desk.after_write();
    clockwork_campaign_speed(desk)
}
