//! Our Draw Steel starter set in a campaign: its content goes into the content library and its
//! four premade heroes become player characters, all in one transaction.
//!
//! A piece whose kind and name (ignoring case) the library already holds is kept as it is and
//! the premade heroes use it; a premade hero whose name a Draw Steel character already has is
//! not created again. So adding the set twice adds nothing the second time.

use std::collections::{HashMap, HashSet};

use chrono::{DateTime, Utc};
use schemars::JsonSchema;
use serde::Serialize;
use tablekeep_rules::systems::draw_steel::content::starter::{starter_set, StarterHero};
use tablekeep_rules::systems::draw_steel::content::validate::validate_content;
use tablekeep_rules::systems::draw_steel::content::Content;
use tablekeep_rules::systems::draw_steel::hero::{HeroSheet, SheetRules};
use tablekeep_rules::systems::draw_steel::progression::HeroProgress;
use tablekeep_rules::{CharacterKind, SystemId};
use tablekeep_store::{CampaignStore, CharacterFields, CharacterFilter, ContentFilter, NewContent};

use super::content::ContentKind;
use super::heroes::{sheet_rules, DrawSteelHero};
use crate::{AppError, Desk, ErrorKind};

/// The tag the premade heroes carry.
pub const STARTER_TAG: &str = "starter";

/// What `draw_steel_add_starter_set` did.
#[derive(Debug, Default, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct StarterSetAdded {
    /// Content stored now.
    pub added: Vec<StarterPiece>,
    /// Content the library already held under the same kind and name, kept as it was.
    pub kept: Vec<StarterPiece>,
    /// Premade heroes created.
    pub heroes: Vec<StarterHeroAdded>,
    /// Premade heroes not created, with why.
    pub skipped_heroes: Vec<SkippedHero>,
}

/// A piece of the starter set in the library.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct StarterPiece {
    /// Its id in the library.
    pub id: i64,
    /// Its kind.
    pub kind: ContentKind,
    /// Its name.
    pub name: String,
}

/// A premade hero created.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct StarterHeroAdded {
    /// The new character's id.
    pub character_id: i64,
    /// The hero's name.
    pub name: String,
}

/// A premade hero not created.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SkippedHero {
    /// The hero's name.
    pub name: String,
    /// Why, in a sentence.
    pub reason: String,
}

/// Adds the starter set to the open campaign: its content (what the library lacks) and its
/// premade heroes (those not there yet), in one transaction.
pub fn draw_steel_add_starter_set(desk: &mut Desk) -> Result<StarterSetAdded, AppError> {
    let now = desk.now();
    let added = add_starter_set(desk.store_mut()?, now)?;
    if !added.added.is_empty() || !added.heroes.is_empty() {
        desk.after_write();
    }
    Ok(added)
}

/// Where a premade hero's ancestry, class or kit is: already in the library, or the starter
/// piece at this position among those being added.
#[derive(Clone, Copy)]
enum Piece {
    Stored(i64),
    New(usize),
}

/// A premade hero ready to be stored once the new pieces have ids.
struct PlannedHero<'a> {
    hero: &'a StarterHero,
    ancestry: Piece,
    class: Piece,
    kit: Piece,
}

/// Adds the starter set to `store` (see [`draw_steel_add_starter_set`]).
pub(crate) fn add_starter_set(
    store: &mut CampaignStore,
    now: DateTime<Utc>,
) -> Result<StarterSetAdded, AppError> {
    let set = starter_set();
    let mut result = StarterSetAdded::default();

    // The library as it stands, by kind and folded name.
    let mut library: HashMap<(&'static str, String), i64> = HashMap::new();
    let mut stored_content: HashMap<i64, Content> = HashMap::new();
    for row in store.list_content(SystemId::DrawSteel, &ContentFilter::default())? {
        // A damaged row cannot stand in for a starter piece; the starter's own is added instead.
        if let Ok(content) = serde_json::from_str::<Content>(&row.data) {
            library.insert((content.kind(), row.name.to_lowercase()), row.id);
            stored_content.insert(row.id, content);
        }
    }

    let mut new_pieces: Vec<NewContent> = Vec::new();
    let mut new_contents: Vec<&Content> = Vec::new();
    let mut pieces: HashMap<(&'static str, String), Piece> = HashMap::new();
    for content in &set.content {
        validate_content(content).map_err(|errors| {
            AppError::new(
                ErrorKind::Storage,
                format!(
                    "The embedded starter set's {} {} is invalid ({}): this build of Tablekeep \
                     is broken.",
                    content.kind(),
                    content.name(),
                    errors
                        .first()
                        .map(|e| format!("{}: {}", e.field, e.message))
                        .unwrap_or_default()
                ),
            )
        })?;
        let key = (content.kind(), content.name().to_lowercase());
        if let Some(id) = library.get(&key) {
            result.kept.push(StarterPiece {
                id: *id,
                kind: ContentKind::of(content),
                name: content.name().to_owned(),
            });
            pieces.insert(key, Piece::Stored(*id));
        } else {
            pieces.insert(key, Piece::New(new_pieces.len()));
            new_pieces.push(NewContent {
                kind: content.kind().to_owned(),
                name: content.name().to_owned(),
                data: serde_json::to_string(content)
                    .map_err(|e| AppError::new(ErrorKind::Storage, e.to_string()))?,
            });
            new_contents.push(content);
        }
    }

    let taken: HashSet<String> = store
        .list_characters(&CharacterFilter {
            system: Some(SystemId::DrawSteel),
            ..CharacterFilter::default()
        })?
        .into_iter()
        .map(|c| c.name.to_lowercase())
        .collect();
    let rules = sheet_rules(store);
    let content_of = |piece: Piece| -> Option<&Content> {
        match piece {
            Piece::Stored(id) => stored_content.get(&id),
            Piece::New(index) => new_contents.get(index).copied(),
        }
    };
    let mut planned = Vec::new();
    for hero in &set.heroes {
        if taken.contains(&hero.name.to_lowercase()) {
            result.skipped_heroes.push(SkippedHero {
                name: hero.name.clone(),
                reason: format!(
                    "A Draw Steel character named {} is already in the campaign.",
                    hero.name
                ),
            });
            continue;
        }
        let find = |kind: &'static str, name: &str| {
            pieces
                .get(&(kind, name.to_lowercase()))
                .copied()
                .ok_or_else(|| {
                    AppError::new(
                        ErrorKind::Storage,
                        format!(
                        "The embedded starter set's hero {} names the {kind} {name}, which the \
                         set lacks: this build of Tablekeep is broken.",
                        hero.name
                    ),
                    )
                })
        };
        let plan = PlannedHero {
            hero,
            ancestry: find("ancestry", &hero.ancestry)?,
            class: find("class", &hero.class)?,
            kit: find("kit", &hero.kit)?,
        };
        match check(&plan, &content_of, &rules) {
            Ok(()) => planned.push(plan),
            Err(reason) => result.skipped_heroes.push(SkippedHero {
                name: hero.name.clone(),
                reason,
            }),
        }
    }

    if new_pieces.is_empty() && planned.is_empty() {
        return Ok(result);
    }
    let stored = store.insert_content_pack(
        SystemId::DrawSteel,
        &new_pieces,
        |ids| {
            let id = |piece: Piece| match piece {
                Piece::Stored(id) => id,
                Piece::New(index) => ids[index],
            };
            planned
                .iter()
                .map(|plan| {
                    let hero = DrawSteelHero {
                        build: plan.hero.build.with_ids(
                            id(plan.ancestry),
                            id(plan.class),
                            Some(id(plan.kit)),
                        ),
                        progress: HeroProgress::default(),
                        respite_activity: None,
                    };
                    CharacterFields {
                        system: SystemId::DrawSteel,
                        kind: CharacterKind::Pc,
                        name: plan.hero.name.clone(),
                        tags: vec![STARTER_TAG.to_owned()],
                        notes: "A premade hero of Tablekeep's Draw Steel starter set.".to_owned(),
                        data: super::heroes::hero_json(&hero).unwrap_or_else(|_| "{}".to_owned()),
                        rules_version: super::DATA_VERSION,
                    }
                })
                .collect()
        },
        now,
    )?;
    result.added = new_contents
        .iter()
        .zip(&stored.content)
        .map(|(content, &id)| StarterPiece {
            id,
            kind: ContentKind::of(content),
            name: content.name().to_owned(),
        })
        .collect();
    result.heroes = planned
        .iter()
        .zip(&stored.characters)
        .map(|(plan, &character_id)| StarterHeroAdded {
            character_id,
            name: plan.hero.name.clone(),
        })
        .collect();
    Ok(result)
}

/// Whether a premade hero's build fits the content it will use (a piece the library already
/// held may differ from the starter's); the reason when it does not.
fn check<'a>(
    plan: &PlannedHero<'_>,
    content_of: &impl Fn(Piece) -> Option<&'a Content>,
    rules: &SheetRules,
) -> Result<(), String> {
    let mismatch = |what: &str| {
        format!(
            "The library's {what} of that name is not the kind the hero needs; rename it to add {}.",
            plan.hero.name
        )
    };
    let Some(Content::Ancestry(ancestry)) = content_of(plan.ancestry) else {
        return Err(mismatch("ancestry"));
    };
    let Some(Content::Class(class)) = content_of(plan.class) else {
        return Err(mismatch("class"));
    };
    let Some(Content::Kit(kit)) = content_of(plan.kit) else {
        return Err(mismatch("kit"));
    };
    let build = plan.hero.build.with_ids(0, 0, Some(0));
    HeroSheet::compute_with(&build, ancestry, class, Some(kit), rules)
        .map(|_| ())
        .map_err(|violation| {
            format!(
                "{}'s build does not fit the library's {}, {} and {}: {}",
                plan.hero.name, ancestry.name, class.name, kit.name, violation.message
            )
        })
}
