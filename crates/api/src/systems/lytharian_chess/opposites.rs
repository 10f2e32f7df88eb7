//! The elemental opposites a Standard deck may not mix. The book's Illustration C, which showed
//! them, is lost; table rule `lytharian_chess.elemental_opposites` picks a guess, none, or the
//! pairs the GM enters from their own copy, kept here as a campaign setting.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::citation::Citation;
use tablekeep_rules::systems::lytharian_chess::cards::Element;
use tablekeep_rules::systems::lytharian_chess::table_rules::{deck_rules, ELEMENTAL_OPPOSITES};
use tablekeep_rules::table_rules::TableRuleChoices;
use tablekeep_store::CampaignStore;

use crate::{AppError, Desk, ErrorKind};

/// The campaign setting's key: the GM's pairs, read under the rule's `custom` option.
const GM_PAIRS_KEY: &str = "lytharian_chess.opposite_pairs";

/// Two elements that are opposites.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct LytharianElementPair {
    /// One element.
    pub first: Element,
    /// Its opposite.
    pub second: Element,
}

/// The opposites in force and where they come from.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct LytharianOppositesView {
    /// The pairs a Standard deck may not mix now.
    pub pairs: Vec<LytharianElementPair>,
    /// The table rule's option in force (`custom` reads `gmPairs`).
    pub option: String,
    /// That option's label: whether the pairs are a guess, the GM's, or none.
    pub source: String,
    /// The pairs the GM entered (in force under `custom`).
    pub gm_pairs: Vec<LytharianElementPair>,
    /// The rule that forbids opposites.
    pub rule: Citation,
}

/// Arguments of `lytharian_chess_set_opposite_pairs`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct LytharianOppositesChange {
    /// The pairs from the GM's copy of Illustration C (empty clears them).
    pub pairs: Vec<LytharianElementPair>,
}

/// What legality reads: the pairs in force, the GM's pairs, and a sentence on their source.
pub(crate) struct InForce {
    pub pairs: Vec<LytharianElementPair>,
    pub gm_pairs: Vec<(Element, Element)>,
    pub source: String,
}

fn gm_pairs(store: &CampaignStore) -> Result<Vec<LytharianElementPair>, AppError> {
    match store.campaign_setting(GM_PAIRS_KEY)? {
        None => Ok(Vec::new()),
        Some(text) => serde_json::from_str(&text).map_err(|e| {
            AppError::new(
                ErrorKind::Storage,
                format!("The campaign's opposite elements are damaged in the file: {e}."),
            )
        }),
    }
}

/// The opposites in force under `choices`.
pub(crate) fn in_force(
    store: &CampaignStore,
    choices: &TableRuleChoices,
) -> Result<InForce, AppError> {
    let gm: Vec<(Element, Element)> = gm_pairs(store)?
        .into_iter()
        .map(|p| (p.first, p.second))
        .collect();
    let pairs = deck_rules(choices, &gm)
        .opposites
        .into_iter()
        .map(|(first, second)| LytharianElementPair { first, second })
        .collect();
    let option = choices.option(&ELEMENTAL_OPPOSITES);
    let source = ELEMENTAL_OPPOSITES
        .options
        .iter()
        .find(|o| o.id == option)
        .map(|o| o.label.to_owned())
        .unwrap_or_default();
    Ok(InForce {
        pairs,
        gm_pairs: gm,
        source,
    })
}

fn opposites_view(store: &CampaignStore) -> Result<LytharianOppositesView, AppError> {
    let choices = crate::campaign_rules::rule_choices(store)?;
    let force = in_force(store, &choices)?;
    Ok(LytharianOppositesView {
        pairs: force.pairs,
        option: choices.option(&ELEMENTAL_OPPOSITES).to_owned(),
        source: force.source,
        gm_pairs: gm_pairs(store)?,
        rule: ELEMENTAL_OPPOSITES.rule.clone(),
    })
}

/// The opposite elements in force, and the GM's own pairs.
pub fn lytharian_chess_opposite_pairs(desk: &mut Desk) -> Result<LytharianOppositesView, AppError> {
    opposites_view(desk.store()?)
}

/// Records the opposite pairs the GM reads in their own copy of Illustration C (in force when
/// the table rule is set to `custom`). Each pair is two different elements of Air, Fire, Earth
/// and Water, and no element has two opposites.
pub fn lytharian_chess_set_opposite_pairs(
    desk: &mut Desk,
    input: LytharianOppositesChange,
) -> Result<LytharianOppositesView, AppError> {
    let mut seen: Vec<Element> = Vec::new();
    for (index, pair) in input.pairs.iter().enumerate() {
        let field = format!("pairs[{index}]");
        for element in [pair.first, pair.second] {
            if !Element::ELEMENTAL.contains(&element) {
                return Err(AppError::invalid(
                    &field,
                    format!(
                        "{} is not one of the four elements (Air, Fire, Earth, Water); only they have opposites.",
                        element.name()
                    ),
                ));
            }
        }
        if pair.first == pair.second {
            return Err(AppError::invalid(
                &field,
                format!("{} cannot be its own opposite.", pair.first.name()),
            ));
        }
        for element in [pair.first, pair.second] {
            if seen.contains(&element) {
                return Err(AppError::invalid(
                    &field,
                    format!(
                        "{} already has an opposite in an earlier pair.",
                        element.name()
                    ),
                ));
            }
            seen.push(element);
        }
    }
    let value = if input.pairs.is_empty() {
        None
    } else {
        Some(
            serde_json::to_string(&input.pairs)
                .map_err(|e| AppError::new(ErrorKind::Storage, e.to_string()))?,
        )
    };
    let now = desk.now();
    desk.store_mut()?
        .set_campaign_setting(GM_PAIRS_KEY, value.as_deref(), now)?;
    desk.after_write();
    opposites_view(desk.store()?)
}
