//! Draw Steel heroes and content shared with another campaign.
//!
//! A hero names its ancestry, class and kit by their ids in the campaign's content library (its
//! build, a rebuild in its ledger, a kit change at a respite). Ids mean nothing in another
//! campaign, so a shared hero carries every piece it names, whole, with the piece's id as the
//! document's reference. On import each piece is placed by the sharing rule (an identical piece
//! the library holds is used; any other is added, as "Name (2)" when the name is taken) and every
//! reference is rewritten to the piece's id here, so the hero's sheet is the same on both sides.
//!
//! Everything is checked before anything is stored: each piece by the content validation (the
//! same as saving it in the library), the stored hero's build and every rebuild by the sheet
//! rules under this campaign's table rules, and each ledger entry as the command that records it
//! would check it (one level at a time when the Experience allows it, Victories at least 1,
//! projects named, bounded and where the entry says). A content pack's pieces are checked the same
//! way; Draw Steel pieces hold their abilities whole, so no piece of a pack names another.

use std::collections::HashMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::systems::draw_steel::content::{Ancestry, Class, Content, Kit};
use tablekeep_rules::systems::draw_steel::hero::{HeroBuild, HeroSheet, HERO_LEVELS};
use tablekeep_rules::systems::draw_steel::power_roll::{
    faces, project_roll, PowerRollInput, ProjectRoll,
};
use tablekeep_rules::systems::draw_steel::progression::{
    HeroProgress, HeroState, ProgressEntry, Project, Replay, RespiteActivity,
};
use tablekeep_rules::systems::draw_steel::table_rules::power_roll_rules;
use tablekeep_rules::SystemId;
use tablekeep_store::{CampaignStore, Character, ContentFilter};

use super::content::{problems, trimmed};
use super::heroes::{build_refusal, hero_json, level_table, load_hero, parse_hero, sheet_rules};
use crate::sharing::{
    canonical, plan_content, reason, recorded_at, LibraryPiece, PlannedContent, ShareableContent,
    SharedEntry, SharedPiece,
};
use crate::systems::seam::{CharacterImport, SystemRows};
use crate::{validate, AppError, ErrorKind};

/// What a shared character document carries of a Draw Steel hero.
#[derive(Debug, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DrawSteelShared {
    /// The stored hero, the starting point of its ledger; `null` for a character not built yet.
    #[serde(default)]
    pub hero: Option<SharedHero>,
    /// The progression ledger, oldest first.
    #[serde(default)]
    pub ledger: Vec<SharedEntry<ProgressEntry>>,
    /// Every piece of content the hero's build and ledger name (ancestries, classes, kits),
    /// whole; the build and the ledger name them by these pieces' `id`.
    #[serde(default)]
    pub content: Vec<SharedPiece<Content>>,
}

/// A stored hero in a shared document.
#[derive(Clone, Debug, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SharedHero {
    /// The player's choices; its content ids are the document's pieces.
    pub build: HeroBuild,
    /// Progress kept in the stored hero (a hero from before the ledger keeps it here).
    #[serde(default)]
    pub progress: HeroProgress,
    /// The activity of the respite under way, if one was taken.
    #[serde(default)]
    pub respite_activity: Option<RespiteActivity>,
}

/// A Draw Steel content pack's pieces.
#[derive(Debug, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DrawSteelPack {
    /// The pieces: abilities, monsters, ancestries, classes and kits.
    pub pieces: Vec<SharedPiece<Content>>,
}

impl ShareableContent for Content {
    fn kind(&self) -> &str {
        Content::kind(self)
    }

    fn name(&self) -> &str {
        Content::name(self)
    }

    fn renamed(mut self, name: String) -> Content {
        *match &mut self {
            Content::Ability(a) => &mut a.name,
            Content::Monster(m) => &mut m.name,
            Content::Ancestry(a) => &mut a.name,
            Content::Class(c) => &mut c.name,
            Content::Kit(k) => &mut k.name,
        } = name;
        self
    }
}

fn storage(message: String) -> AppError {
    AppError::new(ErrorKind::Storage, message)
}

fn json<T: Serialize>(value: &T) -> Result<String, AppError> {
    serde_json::to_string(value).map_err(|e| storage(e.to_string()))
}

/// A stored piece of Draw Steel content, read.
fn stored_piece(store: &CampaignStore, id: i64) -> Result<Content, AppError> {
    let row = store.content(SystemId::DrawSteel, id)?;
    serde_json::from_str(&row.data).map_err(|e| {
        storage(format!(
            "The Draw Steel content {} ({}) is damaged in the campaign file: {e}.",
            row.id, row.name
        ))
    })
}

/// The library as the placement rule compares it.
fn library(store: &CampaignStore) -> Result<Vec<LibraryPiece>, AppError> {
    Ok(store
        .list_content(SystemId::DrawSteel, &ContentFilter::default())?
        .into_iter()
        .map(|row| LibraryPiece {
            canonical: serde_json::from_str::<Content>(&row.data)
                .ok()
                .and_then(|content| canonical(&content).ok()),
            id: row.id,
            kind: row.kind,
            name: row.name,
        })
        .collect())
}

/// Every content id a hero and its ledger name, in order of first mention.
fn references(hero: &SharedHero, ledger: &[ProgressEntry]) -> Vec<i64> {
    let mut ids: Vec<i64> = Vec::new();
    let mut add = |id: Option<i64>| {
        if let Some(id) = id {
            if !ids.contains(&id) {
                ids.push(id);
            }
        }
    };
    let build_ids = |build: &HeroBuild, add: &mut dyn FnMut(Option<i64>)| {
        add(Some(build.ancestry_id));
        add(Some(build.class_id));
        add(build.kit_id);
    };
    build_ids(&hero.build, &mut add);
    if let Some(RespiteActivity::ChangeKit { kit_id }) = &hero.respite_activity {
        add(*kit_id);
    }
    for entry in ledger {
        match entry {
            ProgressEntry::Rebuilt { build } => build_ids(build, &mut add),
            ProgressEntry::RespiteTaken {
                activity: Some(RespiteActivity::ChangeKit { kit_id }),
                ..
            } => add(*kit_id),
            _ => {}
        }
    }
    ids
}

/// Rewrites every content id in a hero and its ledger by `id_of`.
fn remap(hero: &mut SharedHero, ledger: &mut [ProgressEntry], id_of: &impl Fn(i64) -> i64) {
    let build_ids = |build: &mut HeroBuild| {
        build.ancestry_id = id_of(build.ancestry_id);
        build.class_id = id_of(build.class_id);
        build.kit_id = build.kit_id.map(id_of);
    };
    build_ids(&mut hero.build);
    if let Some(RespiteActivity::ChangeKit { kit_id }) = &mut hero.respite_activity {
        *kit_id = kit_id.map(id_of);
    }
    for entry in ledger {
        match entry {
            ProgressEntry::Rebuilt { build } => build_ids(build),
            ProgressEntry::RespiteTaken {
                activity: Some(RespiteActivity::ChangeKit { kit_id }),
                ..
            } => *kit_id = kit_id.map(id_of),
            _ => {}
        }
    }
}

/// The shared part of a Draw Steel character: the stored hero, its ledger and the content they
/// name. Refused when the hero does not load here (content it names was deleted).
pub(crate) fn share(
    store: &CampaignStore,
    character: &Character,
) -> Result<DrawSteelShared, AppError> {
    let Some(stored) = parse_hero(character)? else {
        return Ok(DrawSteelShared {
            hero: None,
            ledger: Vec::new(),
            content: Vec::new(),
        });
    };
    // The hero must read as it stands: everything it names is in the library.
    load_hero(store, character.id)?;
    let hero = SharedHero {
        build: stored.build,
        progress: stored.progress,
        respite_activity: stored.respite_activity,
    };
    let rows = store.progression(character.id)?;
    let mut ledger = Vec::with_capacity(rows.len());
    for row in rows {
        let entry: ProgressEntry = serde_json::from_str(&row.entry).map_err(|e| {
            storage(format!(
                "{}'s progression entry {} is damaged in the campaign file: {e}.",
                character.fields.name, row.seq
            ))
        })?;
        ledger.push(SharedEntry {
            entry,
            reason: row.reason,
            recorded_at: row.recorded_at,
        });
    }
    let entries: Vec<ProgressEntry> = ledger.iter().map(|e| e.entry.clone()).collect();
    let content = references(&hero, &entries)
        .into_iter()
        .map(|id| {
            Ok(SharedPiece {
                id,
                content: stored_piece(store, id)?,
            })
        })
        .collect::<Result<_, AppError>>()?;
    Ok(DrawSteelShared {
        hero: Some(hero),
        ledger,
        content,
    })
}

/// Checks a document's pieces with the content validation; `prefix` is the pieces' field.
fn checked_pieces(
    pieces: Vec<SharedPiece<Content>>,
    prefix: &str,
) -> Result<Vec<SharedPiece<Content>>, AppError> {
    let mut seen = HashMap::new();
    pieces
        .into_iter()
        .enumerate()
        .map(|(index, piece)| {
            if let Some(first) = seen.insert(piece.id, index) {
                return Err(AppError::invalid(
                    &format!("{prefix}[{index}].id"),
                    format!(
                        "Pieces {first} and {index} both have the id {}: each piece needs its own.",
                        piece.id
                    ),
                ));
            }
            let content = trimmed(piece.content);
            if let Some(problem) = problems(&content).into_iter().next() {
                return Err(AppError {
                    kind: ErrorKind::InvalidInput,
                    message: format!(
                        "The {} \"{}\" cannot be imported: {}",
                        content.kind(),
                        content.name(),
                        problem.message
                    ),
                    field: Some(format!("{prefix}[{index}].content.{}", problem.field)),
                    rule: problem.rule,
                });
            }
            Ok(SharedPiece {
                id: piece.id,
                content,
            })
        })
        .collect()
}

/// The document's pieces by their reference.
struct Pieces<'a> {
    by_id: HashMap<i64, &'a Content>,
}

impl Pieces<'_> {
    fn get(&self, id: i64, field: &str, wanted: &str) -> Result<&Content, AppError> {
        self.by_id.get(&id).copied().ok_or_else(|| {
            AppError::invalid(
                field,
                format!("The document names {wanted} {id} but does not carry it."),
            )
        })
    }

    /// The ancestry, class and kit `build` names; `field` is the build's.
    fn parts(
        &self,
        build: &HeroBuild,
        field: &str,
    ) -> Result<(&Ancestry, &Class, Option<&Kit>), AppError> {
        let wrong = |what: &str, found: &Content, at: &str| {
            AppError::invalid(
                &format!("{field}.{at}"),
                format!(
                    "{} is not {what}: it is the document's {} piece.",
                    found.name(),
                    found.kind()
                ),
            )
        };
        let ancestry = match self.get(
            build.ancestry_id,
            &format!("{field}.ancestryId"),
            "ancestry",
        )? {
            Content::Ancestry(ancestry) => ancestry,
            other => return Err(wrong("an ancestry", other, "ancestryId")),
        };
        let class = match self.get(build.class_id, &format!("{field}.classId"), "class")? {
            Content::Class(class) => class,
            other => return Err(wrong("a class", other, "classId")),
        };
        let kit = match build.kit_id {
            None => None,
            Some(id) => match self.get(id, &format!("{field}.kitId"), "kit")? {
                Content::Kit(kit) => Some(kit),
                other => return Err(wrong("a kit", other, "kitId")),
            },
        };
        Ok((ancestry, class, kit))
    }

    /// The sheet of `build` under `rules`; a refusal names the build's field.
    fn sheet(
        &self,
        build: &HeroBuild,
        field: &str,
        rules: &tablekeep_rules::systems::draw_steel::hero::SheetRules,
    ) -> Result<HeroSheet, AppError> {
        let (ancestry, class, kit) = self.parts(build, field)?;
        HeroSheet::compute_with(build, ancestry, class, kit, rules).map_err(|violation| {
            let refused = build_refusal(violation);
            let at = refused
                .field
                .as_deref()
                .and_then(|f| f.strip_prefix("build"))
                .unwrap_or("")
                .to_owned();
            AppError {
                field: Some(format!("{field}{at}")),
                ..refused
            }
        })
    }
}

/// A project as `draw_steel_add_project` accepts it; `field` is the project's.
fn check_project(project: &Project, others: &[Project], field: &str) -> Result<(), AppError> {
    validate::name(&format!("{field}.name"), &project.name)?;
    if project.notes.chars().count() > validate::NOTES_MAX {
        return Err(AppError::invalid(
            &format!("{field}.notes"),
            format!(
                "Keep a project's notes to {} characters.",
                validate::NOTES_MAX
            ),
        ));
    }
    if project.goal == 0 {
        return Err(AppError::invalid(
            &format!("{field}.goal"),
            "A project's goal is at least 1 project point.",
        ));
    }
    if project.points > project.goal {
        return Err(AppError::invalid(
            &format!("{field}.points"),
            "A project has at most its goal in points.",
        ));
    }
    let folded = project.name.trim().to_lowercase();
    if others
        .iter()
        .any(|other| other.name.trim().to_lowercase() == folded)
    {
        return Err(AppError::invalid(
            &format!("{field}.name"),
            format!("The hero has two projects named \"{}\".", project.name),
        ));
    }
    Ok(())
}

/// The project an entry names, at its index and under its name.
fn named_project(
    projects: &[Project],
    index: u16,
    name: &str,
    field: &str,
) -> Result<(), AppError> {
    match projects.get(usize::from(index)) {
        Some(project) if project.name == name => Ok(()),
        _ => Err(AppError::invalid(
            field,
            format!("The hero has no project \"{name}\" at position {index} at this point of the history."),
        )),
    }
}

/// A project roll the rules give from its dice: the hero's characteristic, with or without a
/// skill, and up to two edges or banes (the entry does not keep those, so each is tried), under
/// this campaign's table rules. A roll no such input gives (its points or tier edited) is
/// refused.
fn check_project_roll(
    store: &CampaignStore,
    characteristic: i8,
    dice: &[tablekeep_rules::random::DieRoll; 2],
    roll: &ProjectRoll,
    field: &str,
) -> Result<(), AppError> {
    if dice
        .iter()
        .any(|die| die.sides != 10 || !(1..=10).contains(&die.value))
    {
        return Err(AppError::invalid(
            field,
            "A project roll is two d10, each showing 1 to 10.",
        ));
    }
    let rules = power_roll_rules(&crate::campaign_rules::rule_choices(store)?);
    let points = super::progress::project_points(store);
    let reproduced = [false, true].into_iter().any(|skill| {
        (0..=2).any(|edges| {
            (0..=2).any(|banes| {
                let input = PowerRollInput::project(characteristic, skill)
                    .with_rules(rules)
                    .with_edges(edges)
                    .with_banes(banes);
                project_roll(faces(*dice), input, points) == *roll
            })
        })
    });
    if !reproduced {
        return Err(AppError::invalid(
            field,
            "This project roll is not what its dice give for the hero (under this campaign's \
             table rules): its points or tier were changed.",
        ));
    }
    Ok(())
}

/// Checks one ledger entry against the hero before it, as the command recording it would.
fn check_entry(
    store: &CampaignStore,
    state: &HeroState,
    entry: &ProgressEntry,
    pieces: &Pieces<'_>,
    rules: &tablekeep_rules::systems::draw_steel::hero::SheetRules,
    field: &str,
) -> Result<(), AppError> {
    match entry {
        ProgressEntry::VictoriesAwarded { victories } => {
            if *victories == 0 {
                return Err(AppError::invalid(
                    &format!("{field}.victories"),
                    "Victories are awarded 1 at least.",
                ));
            }
        }
        ProgressEntry::LeveledUp { level } => {
            let current = state.build.level;
            let status = level_table(store).status(state.progress.experience, current);
            if *level != current.saturating_add(1)
                || !HERO_LEVELS.contains(level)
                || !status.ready_to_level_up
            {
                return Err(AppError::invalid(
                    &format!("{field}.level"),
                    format!(
                        "At this point of the history the hero is level {current} with {} \
                         Experience: they cannot rise to level {level}.",
                        state.progress.experience
                    ),
                ));
            }
        }
        ProgressEntry::ProjectAdded { project } => {
            check_project(
                project,
                &state.progress.projects,
                &format!("{field}.project"),
            )?;
        }
        ProgressEntry::ProjectRolled {
            project_index,
            project,
            dice,
            roll,
        } => {
            named_project(
                &state.progress.projects,
                *project_index,
                project,
                &format!("{field}.projectIndex"),
            )?;
            let characteristic =
                state.progress.projects[usize::from(*project_index)].characteristic;
            check_project_roll(
                store,
                state.build.characteristics.get(characteristic),
                dice,
                roll,
                &format!("{field}.roll"),
            )?;
        }
        ProgressEntry::ProjectRemoved {
            project_index,
            project,
        } => named_project(
            &state.progress.projects,
            *project_index,
            project,
            &format!("{field}.projectIndex"),
        )?,
        ProgressEntry::RespiteTaken {
            completed,
            activity,
            ..
        } => match activity {
            Some(RespiteActivity::ProjectRoll { .. }) => {
                return Err(AppError::invalid(
                    &format!("{field}.activity"),
                    "A respite's project rolls are entries of their own, not its activity.",
                ))
            }
            Some(RespiteActivity::ChangeKit { kit_id }) => {
                let mut build = state.build.clone();
                build.kit_id = *kit_id;
                if *completed {
                    pieces.sheet(&build, &format!("{field}.activity.build"), rules)?;
                } else {
                    pieces.parts(&build, &format!("{field}.activity.build"))?;
                }
            }
            Some(RespiteActivity::Other { .. }) | None => {}
        },
        ProgressEntry::Rebuilt { build } => {
            pieces.sheet(build, &format!("{field}.build"), rules)?;
        }
        // What a fight left and a Recovery's Stamina are recorded as they happened.
        ProgressEntry::CombatEnded { .. }
        | ProgressEntry::RecoverySpent { .. }
        | ProgressEntry::ReturnedToLife { .. } => {}
    }
    Ok(())
}

/// Checks a shared Draw Steel hero against this campaign and plans its storing.
pub(crate) fn import(
    store: &CampaignStore,
    shared: DrawSteelShared,
) -> Result<CharacterImport, AppError> {
    let DrawSteelShared {
        hero,
        ledger,
        content,
    } = shared;
    let Some(mut hero) = hero else {
        if !ledger.is_empty() || !content.is_empty() {
            return Err(AppError::invalid(
                "systemData.hero",
                "A hero with a history or content needs its stored hero.",
            ));
        }
        return Ok(CharacterImport {
            content: PlannedContent::default(),
            rows: Box::new(|_| SystemRows {
                data: "{}".to_owned(),
                entries: Vec::new(),
                deck: None,
            }),
        });
    };
    let content = checked_pieces(content, "systemData.content")?;
    let pieces = Pieces {
        by_id: content
            .iter()
            .map(|piece| (piece.id, &piece.content))
            .collect(),
    };
    let rules = sheet_rules(store);
    pieces.sheet(&hero.build, "systemData.hero.build", &rules)?;
    for (index, project) in hero.progress.projects.iter().enumerate() {
        check_project(
            project,
            &hero.progress.projects[..index],
            &format!("systemData.hero.progress.projects[{index}]"),
        )?;
    }
    if let Some(RespiteActivity::ChangeKit { kit_id: Some(id) }) = &hero.respite_activity {
        match pieces.get(*id, "systemData.hero.respiteActivity.kitId", "kit")? {
            Content::Kit(_) => {}
            other => {
                return Err(AppError::invalid(
                    "systemData.hero.respiteActivity.kitId",
                    format!("{} is not a kit.", other.name()),
                ))
            }
        }
    }

    // The ledger, replayed entry by entry from the stored hero, each checked first.
    let base = HeroState {
        build: hero.build.clone(),
        progress: hero.progress.clone(),
        respite_activity: hero.respite_activity.clone(),
    };
    let mut sheet_of = |build: &HeroBuild| pieces.sheet(build, "systemData.hero.build", &rules);
    let mut replay = Replay::new(base);
    let mut entries = Vec::with_capacity(ledger.len());
    let mut rows = Vec::with_capacity(ledger.len());
    for (index, shared_entry) in ledger.into_iter().enumerate() {
        let field = format!("systemData.ledger[{index}]");
        replay.sheet(&mut sheet_of)?;
        check_entry(
            store,
            replay.state(),
            &shared_entry.entry,
            &pieces,
            &rules,
            &format!("{field}.entry"),
        )?;
        replay.apply(&shared_entry.entry, &mut sheet_of)?;
        rows.push((
            reason(&format!("{field}.reason"), &shared_entry.reason)?,
            recorded_at(&format!("{field}.recordedAt"), &shared_entry.recorded_at)?,
        ));
        entries.push(shared_entry.entry);
    }
    replay.finish(&mut sheet_of)?;

    let named = references(&hero, &entries);
    if let Some(index) = content.iter().position(|piece| !named.contains(&piece.id)) {
        return Err(AppError::invalid(
            &format!("systemData.content[{index}]"),
            format!(
                "{} is not named by the hero's build or history; a shared hero carries only \
                 the content it uses.",
                content[index].content.name()
            ),
        ));
    }

    let position: HashMap<i64, usize> = content
        .iter()
        .enumerate()
        .map(|(index, piece)| (piece.id, index))
        .collect();
    let planned = plan_content(
        &library(store)?,
        content.into_iter().map(|piece| piece.content).collect(),
    )?;
    let slots = planned.pieces.iter().map(|p| p.slot).collect::<Vec<_>>();
    // Serialising the hero and its entries cannot fail (plain data); it happens inside the
    // store's transaction, once the new pieces have ids.
    let rows_of = move |new_ids: &[i64]| {
        let id_of = |id: i64| match position.get(&id).map(|&index| slots[index]) {
            Some(crate::sharing::Slot::Stored(stored)) => stored,
            Some(crate::sharing::Slot::New(new)) => new_ids[new],
            None => id,
        };
        remap(&mut hero, &mut entries, &id_of);
        let stored = HeroState {
            build: hero.build,
            progress: hero.progress,
            respite_activity: hero.respite_activity,
        };
        SystemRows {
            data: hero_json(&stored).unwrap_or_else(|_| "{}".to_owned()),
            entries: entries
                .iter()
                .zip(rows)
                .map(
                    |(entry, (reason, recorded_at))| tablekeep_store::SharedEntry {
                        entry: json(entry).unwrap_or_else(|_| "{}".to_owned()),
                        reason,
                        recorded_at,
                    },
                )
                .collect(),
            deck: None,
        }
    };
    Ok(CharacterImport {
        content: planned,
        rows: Box::new(rows_of),
    })
}

/// The Draw Steel content pack of the pieces `ids` (all of the library when `None`), in the
/// library's order.
pub(crate) fn export_pack(
    store: &CampaignStore,
    ids: Option<&[i64]>,
) -> Result<DrawSteelPack, AppError> {
    let ids: Vec<i64> = match ids {
        Some(ids) => {
            let mut unique = Vec::with_capacity(ids.len());
            for id in ids {
                if !unique.contains(id) {
                    unique.push(*id);
                }
            }
            unique
        }
        None => store
            .list_content(SystemId::DrawSteel, &ContentFilter::default())?
            .into_iter()
            .map(|row| row.id)
            .collect(),
    };
    let pieces = ids
        .into_iter()
        .map(|id| {
            Ok(SharedPiece {
                id,
                content: stored_piece(store, id)?,
            })
        })
        .collect::<Result<_, AppError>>()?;
    Ok(DrawSteelPack { pieces })
}

/// Checks a Draw Steel pack's pieces and plans them into the library.
pub(crate) fn import_pack(
    store: &CampaignStore,
    pack: DrawSteelPack,
) -> Result<PlannedContent, AppError> {
    let pieces = checked_pieces(pack.pieces, "content.pieces")?;
    plan_content(
        &library(store)?,
        pieces.into_iter().map(|piece| piece.content).collect(),
    )
}
