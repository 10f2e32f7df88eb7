//! ClockWork equipment in the app: the campaign's price list (the book prices only armor and
//! shields; the GM prices the rest) and what a character wears and carries, each item quoted
//! with where its price comes from (the book, the campaign, or carried over by a rule), and
//! nothing priced that nobody priced.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::citation::Citation;
use tablekeep_rules::systems::clockwork::content::gear::{
    ItemKind, ItemRef, PriceEntry, PriceList, Quote, SHIELDS,
};
use tablekeep_rules::systems::clockwork::loadout::{check_loadout, Loadout};
use tablekeep_rules::systems::clockwork::sheet::{sheet_under, Worn};
use tablekeep_rules::RuleViolation;
use tablekeep_store::{CampaignStore, CharacterFields};

use super::advancement::clockwork_character;
use super::character::{built, ClockworkData};
use crate::campaign_rules::rule_choices;
use crate::characters::{view_of, CharacterView};
use crate::{AppError, Desk, ErrorKind};

/// The campaign setting's key.
const PRICES_KEY: &str = "clockwork.price_list";

/// One catalog item and its price in this campaign.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClockworkPricedItem {
    /// The item.
    pub item: ItemRef,
    /// Its price and where it comes from; `None` until the GM prices it.
    pub quote: Option<Quote>,
    /// The table it comes from.
    pub table: Citation,
}

/// The campaign's price list and every catalog item's price under it.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClockworkPriceListView {
    /// The prices the GM entered, as stored.
    pub prices: Vec<PriceEntry>,
    /// Every item of the catalog, by table, with its quote.
    pub items: Vec<ClockworkPricedItem>,
}

/// Arguments of `clockwork_set_prices`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ClockworkPriceListChange {
    /// The whole list: every price the GM sets (an item left out has the book's price, or none).
    pub prices: Vec<PriceEntry>,
}

/// The campaign's checked price list.
pub(crate) fn price_list(store: &CampaignStore) -> Result<PriceList, AppError> {
    let Some(json) = store.campaign_setting(PRICES_KEY)? else {
        return Ok(PriceList::default());
    };
    let entries: Vec<PriceEntry> = serde_json::from_str(&json).map_err(|e| {
        AppError::new(
            ErrorKind::Storage,
            format!("The campaign's ClockWork price list could not be read: {e}"),
        )
    })?;
    PriceList::new(&entries).map_err(|e| {
        AppError::new(
            ErrorKind::Storage,
            format!("The campaign's ClockWork price list is damaged: {e}"),
        )
    })
}

/// The campaign's price list and every catalog item's quote.
pub fn clockwork_price_list(desk: &mut Desk) -> Result<ClockworkPriceListView, AppError> {
    let list = price_list(desk.store()?)?;
    let items = ItemKind::ALL
        .into_iter()
        .flat_map(|kind| {
            kind.names().into_iter().map(move |name| {
                let item = ItemRef::new(kind, name);
                (item, kind.rule())
            })
        })
        .map(|(item, table)| ClockworkPricedItem {
            quote: list.quote(&item),
            item,
            table,
        })
        .collect();
    Ok(ClockworkPriceListView {
        prices: list.entries(),
        items,
    })
}

/// Replaces the campaign's price list; the first entry at fault refuses the whole list, naming
/// its rule, and nothing changes.
pub fn clockwork_set_prices(
    desk: &mut Desk,
    input: ClockworkPriceListChange,
) -> Result<ClockworkPriceListView, AppError> {
    let list = PriceList::new(&input.prices).map_err(|error| {
        let field = error.field(&input.prices);
        let violation = RuleViolation::from(error);
        AppError {
            kind: ErrorKind::InvalidInput,
            message: violation.message,
            field: Some(field),
            rule: Some(violation.rule),
        }
    })?;
    let entries = list.entries();
    let value = if entries.is_empty() {
        None
    } else {
        Some(serde_json::to_string(&entries).map_err(|e| {
            AppError::new(
                ErrorKind::Storage,
                format!("The price list could not be written: {e}"),
            )
        })?)
    };
    let now = desk.now();
    desk.store_mut()?
        .set_campaign_setting(PRICES_KEY, value.as_deref(), now)?;
    desk.after_write();
    clockwork_price_list(desk)
}

/// One thing a character wears or carries, and its price.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClockworkGearLine {
    /// Where it is ("Armor", "Side", "Belt").
    pub place: String,
    /// The item, by its table; `None` for the GM's own armor (priced by its weight).
    pub item: Option<ItemRef>,
    /// Its name as worn.
    pub name: String,
    /// Its price and where it comes from; `None` until the GM prices it.
    pub quote: Option<Quote>,
}

fn line(list: &PriceList, place: &str, kind: ItemKind, name: &str) -> ClockworkGearLine {
    let item = ItemRef::new(kind, kind.find(name).unwrap_or(name));
    ClockworkGearLine {
        place: place.to_owned(),
        quote: list.quote(&item),
        name: name.to_owned(),
        item: Some(item),
    }
}

fn weapon_kind(name: &str) -> ItemKind {
    if ItemKind::MeleeWeapon.find(name).is_some() {
        ItemKind::MeleeWeapon
    } else if ItemKind::RangedWeapon.find(name).is_some() {
        ItemKind::RangedWeapon
    } else {
        ItemKind::Launcher
    }
}

/// Every item `worn` and `loadout` hold, quoted under the campaign's price list.
pub(crate) fn gear_lines(
    store: &CampaignStore,
    worn: &Worn,
    loadout: &Loadout,
) -> Result<Vec<ClockworkGearLine>, AppError> {
    use tablekeep_rules::systems::clockwork::loadout::PouchKind;
    let list = price_list(store)?;
    let mut lines = Vec::new();
    if let Some(armor) = &worn.armor {
        match ItemKind::Armor.find(&armor.name) {
            Some(_) => lines.push(line(&list, "Armor", ItemKind::Armor, &armor.name)),
            None => lines.push(ClockworkGearLine {
                place: "Armor".to_owned(),
                item: None,
                name: armor.name.clone(),
                quote: Some(list.custom_armor(armor.weight)),
            }),
        }
    }
    for name in &worn.enchantments {
        lines.push(line(&list, "Armor enchantment", ItemKind::MagicArmor, name));
    }
    if let Some(shield) = SHIELDS
        .iter()
        .find(|s| Some(s.weight) == worn.shield)
        .map(|s| s.name)
    {
        lines.push(line(&list, "Shield", ItemKind::Shield, shield));
    }
    for name in &loadout.sides {
        lines.push(line(&list, "Side", weapon_kind(name), name));
    }
    if let Some(name) = &loadout.back {
        let kind = if ItemKind::Shield.find(name).is_some() {
            ItemKind::Shield
        } else {
            weapon_kind(name)
        };
        lines.push(line(&list, "Back", kind, name));
    }
    for (place, items) in [("Belt", &loadout.belt), ("Bandolier", &loadout.bandolier)] {
        for item in items {
            match item.kind {
                PouchKind::Alchemy => lines.push(line(&list, place, ItemKind::Alchemy, &item.name)),
                PouchKind::Grenade => lines.push(line(&list, place, ItemKind::Grenade, &item.name)),
                // A scroll is no catalog item: the book prices no scrolls and lists none.
                PouchKind::Scroll => lines.push(ClockworkGearLine {
                    place: place.to_owned(),
                    item: None,
                    name: format!("Scroll of {}", item.name),
                    quote: None,
                }),
            }
        }
    }
    for name in &loadout.artifacts {
        lines.push(line(&list, "Artifact", ItemKind::MagicArtifact, name));
    }
    Ok(lines)
}

/// Arguments of `clockwork_equip`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ClockworkEquip {
    /// The character.
    pub character_id: i64,
    /// The revision the GM saw; refused when the character changed since.
    pub revision: i64,
    /// Armor from the book's table («Armor»), by name; none for unarmored.
    #[serde(default)]
    pub armor: Option<String>,
    /// Keep the armor worn now instead (the GM's own armor, made at creation).
    #[serde(default)]
    #[specta(optional)]
    pub keep_armor: Option<bool>,
    /// A shield from «Shields», by name; none for no shield.
    #[serde(default)]
    pub shield: Option<String>,
    /// Magic armor enchantments on the armor, by their «Magic Armor» names.
    #[serde(default)]
    pub enchantments: Vec<String>,
    /// What the character carries: sides, back, belt, bandolier, artifacts.
    #[serde(default)]
    pub loadout: Loadout,
}

/// Equips a character from the catalog: armor, shield, enchantments and loadout, checked by the
/// book; one edit of the character (undone with `undo_character_edit`).
pub fn clockwork_equip(desk: &mut Desk, input: ClockworkEquip) -> Result<CharacterView, AppError> {
    let store = desk.store()?;
    let character = clockwork_character(store, input.character_id)?;
    let mut data = ClockworkData::parse(&character.fields.data)?;
    let choices = rule_choices(store)?;
    let made = built(&data, &choices).ok_or_else(|| {
        AppError::invalid(
            "characterId",
            format!(
                "{} has no ClockWork build yet; build it before equipping it.",
                character.fields.name
            ),
        )
    })?;
    let armor = match &input.armor {
        _ if input.keep_armor.unwrap_or(false) => data.worn.armor.clone(),
        None => None,
        Some(name) => Some(
            Worn::from_catalog(Some(name), None)
                .and_then(|w| w.armor)
                .ok_or_else(|| AppError {
                    kind: ErrorKind::InvalidInput,
                    message: format!("{name:?} is not in the book's armor table."),
                    field: Some("armor".to_owned()),
                    rule: Some(ItemKind::Armor.rule()),
                })?,
        ),
    };
    let shield = match &input.shield {
        None => None,
        Some(name) => Some(
            Worn::from_catalog(None, Some(name))
                .and_then(|w| w.shield)
                .ok_or_else(|| AppError {
                    kind: ErrorKind::InvalidInput,
                    message: format!("{name:?} is not in the book's shield table."),
                    field: Some("shield".to_owned()),
                    rule: Some(ItemKind::Shield.rule()),
                })?,
        ),
    };
    let worn = Worn {
        armor,
        shield,
        enchantments: input.enchantments,
    };
    check_loadout(&input.loadout).map_err(|error| {
        let field = format!("loadout.{}", error.field());
        let violation = RuleViolation::from(error);
        AppError {
            kind: ErrorKind::InvalidInput,
            message: violation.message,
            field: Some(field),
            rule: Some(violation.rule),
        }
    })?;
    sheet_under(&made.character, &worn, &choices).map_err(|error| AppError {
        kind: ErrorKind::InvalidInput,
        message: format!("{error}."),
        field: Some(error.field().to_owned()),
        rule: Some(error.rule()),
    })?;
    data.worn = worn;
    data.loadout = input.loadout;
    let fields = CharacterFields {
        data: data.to_json(),
        rules_version: super::DATA_VERSION,
        ..character.fields.clone()
    };
    let now = desk.now();
    desk.store_mut()?
        .update_character(character.id, input.revision, &fields, now)?;
    desk.after_write();
    view_of(desk.store()?, character.id)
}
