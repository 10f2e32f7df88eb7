//! A campaign's price list: what the GM charges for the items the book leaves unpriced.
//!
//! The book prices armor by weight and the three shield classes, nothing else; every other
//! price is the GM's. A price list is checked as a whole ([`PriceList::new`]): a negative price,
//! an item the catalog does not hold, an item entered twice, or a mine of a grenade type (which
//! costs what its grenade costs, «Mines») is refused with a [`PriceError`] naming its rule, and
//! no list is made. A [`Quote`] says where a price came from: the book, the campaign, or a
//! rule that carries one price to another item.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::armor::{armor_named, armor_price, shield_named};
use super::explosives::grenade_named;
use super::{ItemKind, ItemRef};
use crate::citation::Citation;
use crate::systems::clockwork::cite;
use crate::systems::clockwork::content::ArmorWeight;
use crate::RuleViolation;

/// One price the GM entered. The amount is signed so that a negative entry reaches the check
/// and is refused by name, rather than failing to read.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkPriceEntry"),
    schemars(rename = "ClockworkPriceEntry")
)]
#[serde(rename_all = "camelCase")]
pub struct PriceEntry {
    /// The item.
    pub item: ItemRef,
    /// Its price in currency.
    pub price: i64,
}

/// A price the GM cannot enter.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PriceError {
    /// Below zero.
    #[error("{item} is priced {price}; a price is 0 or more")]
    Negative {
        /// The item.
        item: ItemRef,
        /// The price entered.
        price: i64,
    },
    /// Not in the catalog.
    #[error("{item} is not in the book's table; only its entries take a price")]
    UnknownItem {
        /// The item.
        item: ItemRef,
    },
    /// Entered twice.
    #[error("{item} is priced twice")]
    Twice {
        /// The item.
        item: ItemRef,
    },
    /// A mine of a grenade type: it costs what the grenade costs.
    #[error("a {name} mine costs what the {name} grenade costs; price the grenade")]
    MineFollowsGrenade {
        /// The grenade type.
        name: &'static str,
    },
    /// Too large to hold.
    #[error("{item} is priced {price}; the largest price is {max}", max = u32::MAX)]
    TooLarge {
        /// The item.
        item: ItemRef,
        /// The price entered.
        price: i64,
    },
}

impl PriceError {
    /// The heading the entry breaks.
    pub fn rule(&self) -> Citation {
        match self {
            PriceError::Negative { .. }
            | PriceError::Twice { .. }
            | PriceError::TooLarge { .. } => cite("Purchasing Equipment & Items"),
            PriceError::UnknownItem { item } => item.kind.rule(),
            PriceError::MineFollowsGrenade { .. } => cite("Mines"),
        }
    }

    /// The entry at fault, as its index in the list.
    pub fn field(&self, entries: &[PriceEntry]) -> String {
        let at = match self {
            PriceError::Negative { item, .. }
            | PriceError::UnknownItem { item }
            | PriceError::TooLarge { item, .. } => entries.iter().position(|e| &e.item == item),
            PriceError::Twice { item } => entries.iter().rposition(|e| {
                e.item.kind == item.kind && e.item.name.eq_ignore_ascii_case(item.name.trim())
            }),
            PriceError::MineFollowsGrenade { name } => entries.iter().position(|e| {
                e.item.kind == ItemKind::Mine && e.item.name.trim().eq_ignore_ascii_case(name)
            }),
        };
        at.map_or_else(|| "prices".to_owned(), |i| format!("prices[{i}]"))
    }
}

impl From<PriceError> for RuleViolation {
    fn from(error: PriceError) -> RuleViolation {
        let text = error.to_string();
        let mut chars = text.chars();
        let sentence = chars.next().map_or_else(String::new, |first| {
            first.to_uppercase().to_string() + chars.as_str()
        });
        RuleViolation::new(error.rule(), format!("{sentence}."))
    }
}

/// Where a price comes from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkPriceSource"),
    schemars(rename = "ClockworkPriceSource")
)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum PriceSource {
    /// The book's table.
    Book {
        /// The table.
        rule: Citation,
    },
    /// The campaign's price list.
    Campaign,
    /// Another item's price, carried over by a rule (a mine costs what its grenade costs).
    SameAs {
        /// The item whose price it is.
        item: ItemRef,
        /// The rule that says so.
        rule: Citation,
    },
}

/// An item's price and where it came from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkQuote"),
    schemars(rename = "ClockworkQuote")
)]
#[serde(rename_all = "camelCase")]
pub struct Quote {
    /// The price in currency.
    pub price: u32,
    /// Where it came from.
    pub source: PriceSource,
}

/// A campaign's checked price list, keyed by the catalog's spelling of each item.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PriceList {
    prices: BTreeMap<(ItemKind, &'static str), u32>,
}

impl PriceList {
    /// Checks every entry; the first one at fault refuses the whole list.
    pub fn new(entries: &[PriceEntry]) -> Result<PriceList, PriceError> {
        let mut prices = BTreeMap::new();
        for entry in entries {
            let item = &entry.item;
            let name = item
                .kind
                .find(&item.name)
                .ok_or_else(|| PriceError::UnknownItem { item: item.clone() })?;
            if item.kind == ItemKind::Mine {
                if let Some(grenade) = grenade_named(name) {
                    return Err(PriceError::MineFollowsGrenade { name: grenade.name });
                }
            }
            if entry.price < 0 {
                return Err(PriceError::Negative {
                    item: item.clone(),
                    price: entry.price,
                });
            }
            let price = u32::try_from(entry.price).map_err(|_| PriceError::TooLarge {
                item: item.clone(),
                price: entry.price,
            })?;
            if prices.insert((item.kind, name), price).is_some() {
                return Err(PriceError::Twice { item: item.clone() });
            }
        }
        Ok(PriceList { prices })
    }

    /// The entries, in catalog order by kind and name, as the GM would store them again.
    pub fn entries(&self) -> Vec<PriceEntry> {
        self.prices
            .iter()
            .map(|(&(kind, name), &price)| PriceEntry {
                item: ItemRef::new(kind, name),
                price: i64::from(price),
            })
            .collect()
    }

    /// What `item` costs in this campaign: the campaign's price where the GM entered one, else
    /// the book's (armor by weight, shields), else a price a rule carries over (a mine of a
    /// grenade type); `None` where nobody has set one — the GM has not priced it yet.
    pub fn quote(&self, item: &ItemRef) -> Option<Quote> {
        let name = item.kind.find(&item.name)?;
        if let Some(&price) = self.prices.get(&(item.kind, name)) {
            return Some(Quote {
                price,
                source: PriceSource::Campaign,
            });
        }
        match item.kind {
            ItemKind::Armor => armor_named(name).map(|armor| Quote {
                price: armor.price(),
                source: PriceSource::Book {
                    rule: cite("Armor"),
                },
            }),
            ItemKind::Shield => shield_named(name).map(|shield| Quote {
                price: shield.price,
                source: PriceSource::Book {
                    rule: cite("Shields"),
                },
            }),
            ItemKind::Mine => grenade_named(name).and_then(|grenade| {
                let grenade = ItemRef::new(ItemKind::Grenade, grenade.name);
                self.quote(&grenade).map(|quote| Quote {
                    price: quote.price,
                    source: PriceSource::SameAs {
                        item: grenade,
                        rule: cite("Mines"),
                    },
                })
            }),
            _ => None,
        }
    }

    /// What custom armor of `weight` costs: the book's price by weight («Armor»).
    pub fn custom_armor(&self, weight: ArmorWeight) -> Quote {
        Quote {
            price: armor_price(weight),
            source: PriceSource::Book {
                rule: cite("Armor"),
            },
        }
    }
}
