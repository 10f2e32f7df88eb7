//! Draw Steel heroes: a hero is a row of the `characters` table with system `draw_steel` whose
//! `data` column holds a [`DrawSteelHero`] (the build, the progress between fights and the
//! activity of the respite under way), and its progression ledger (`progression_entries`, the
//! same table as every system's): the hero as it stands is the stored hero with the ledger's
//! entries replayed on top (`progression::replay`), computed on read. Its sheet is computed from
//! the build and the ancestry, class and kit stored in the content library, so editing content
//! shows at once.
//!
//! Building a hero that has no history yet is a character update (one revision, undone by
//! `undo_character_edit`); every change after that is one ledger entry (`draw_steel_undo_progress`
//! drops the newest).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::systems::draw_steel::content::{Ancestry, Class, Content, Kit};
use tablekeep_rules::systems::draw_steel::hero::{HeroBuild, HeroSheet, SheetRules, LEVEL_RULE};
use tablekeep_rules::systems::draw_steel::power_roll::{CHARACTERISTIC, SKILL};
use tablekeep_rules::systems::draw_steel::progression::{
    HeroProgress, HeroState, LevelStatus, LevelTable, ProgressEntry, Replay, RespiteActivity,
};
use tablekeep_rules::{CharacterKind, RuleViolation, SystemId};
use tablekeep_store::{CampaignStore, Character, NewProgression, StoreError};

use super::history::{summarise, DrawSteelProgressView};

use crate::{AppError, Desk, ErrorKind};

/// What a Draw Steel character keeps in its `data` column: the stored hero, the starting point
/// of its progression ledger (a hero from before the ledger keeps all its progress here). A
/// character whose column is the empty object is not built yet.
pub type DrawSteelHero = HeroState;

/// The stored hero in a character's data column; `None` for an unbuilt character.
pub(crate) fn parse_hero(character: &Character) -> Result<Option<DrawSteelHero>, AppError> {
    let value: serde_json::Value = serde_json::from_str(&character.fields.data)
        .map_err(|e| damaged(character, &e.to_string()))?;
    if value.as_object().is_some_and(serde_json::Map::is_empty) {
        return Ok(None);
    }
    serde_json::from_value(value)
        .map(Some)
        .map_err(|e| damaged(character, &e.to_string()))
}

/// The data column's JSON.
pub(crate) fn hero_json(hero: &DrawSteelHero) -> Result<String, AppError> {
    serde_json::to_string(hero).map_err(|e| AppError::new(ErrorKind::Storage, e.to_string()))
}

fn damaged(character: &Character, error: &str) -> AppError {
    AppError::new(
        ErrorKind::Storage,
        format!(
            "{}'s Draw Steel data is damaged in the campaign file: {error}.",
            character.fields.name
        ),
    )
}

/// Arguments of `draw_steel_build_hero`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct HeroBuildRequest {
    /// A Draw Steel character, built or not.
    pub character_id: i64,
    /// The whole build; the hero's progress is kept.
    pub build: HeroBuild,
}

/// Names one Draw Steel hero.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct HeroRef {
    /// The character's id.
    pub character_id: i64,
}

/// Arguments of `draw_steel_preview_hero`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct HeroPreview {
    /// The build as the form holds it.
    pub build: HeroBuild,
}

/// A Draw Steel hero as the sheet shows it.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DrawSteelHeroView {
    /// The character's id.
    pub character_id: i64,
    /// The hero's name.
    pub name: String,
    /// Player character or NPC.
    pub kind: CharacterKind,
    /// The character's revision; `undo_character_edit` steps it back.
    pub revision: i64,
    /// Whether there is an edit to undo.
    pub can_undo: bool,
    /// The player's choices.
    pub build: HeroBuild,
    /// Every number of the sheet, explained.
    pub sheet: HeroSheet,
    /// Victories, Experience, Stamina, Recoveries spent and projects.
    pub progress: HeroProgress,
    /// Where the hero stands against the campaign's level table.
    pub level: LevelStatus,
    /// Stamina now (the maximum unless the hero has lost some).
    pub stamina: i32,
    /// At or below the winded value ("Winded").
    pub winded: bool,
    /// At 0 Stamina or below ("Stamina").
    pub dying: bool,
    /// Recoveries not yet spent.
    pub recoveries_left: i32,
    /// The activity of the respite under way, if one was taken.
    pub respite_activity: Option<RespiteActivity>,
    /// The progression ledger, oldest first: each entry with when, in which game session, what
    /// and under which rule.
    pub history: Vec<DrawSteelProgressView>,
    /// The seq of the newest ledger entry (0 with none): `draw_steel_undo_progress` may name it.
    pub progress_seq: i64,
    /// Whether there is a ledger entry to undo.
    pub can_undo_progress: bool,
}

/// The ancestry, class and kit a build names, loaded from the content library.
pub(crate) struct HeroParts {
    pub ancestry: Ancestry,
    pub class: Class,
    pub kit: Option<Kit>,
}

/// A built hero loaded with everything its sheet needs: the stored hero with its ledger
/// replayed.
pub(crate) struct LoadedHero {
    pub character: Character,
    pub hero: DrawSteelHero,
    pub parts: HeroParts,
    pub sheet: HeroSheet,
    /// The seq of the newest ledger entry read (0 with none): a write computed from this hero
    /// appends after it, and is refused when the ledger moved on meanwhile.
    pub last_seq: i64,
    /// The ledger, for the view.
    pub history: Vec<DrawSteelProgressView>,
}

/// The table rules a hero's sheet is computed under.
/// (table rule `draw_steel.rounding`; the free strike without a kit keeps our default of 2).
pub(crate) fn sheet_rules(store: &CampaignStore) -> SheetRules {
    crate::campaign_rules::rule_choices(store)
        .map(|choices| tablekeep_rules::systems::draw_steel::table_rules::sheet_rules(&choices))
        .unwrap_or_default()
}

/// The campaign's level table (table rule `draw_steel.level_thresholds`, digest G10).
pub(crate) fn level_table(store: &CampaignStore) -> LevelTable {
    crate::campaign_rules::rule_choices(store)
        .map(|choices| {
            tablekeep_rules::systems::draw_steel::table_rules::unstated::level_table(&choices)
        })
        .unwrap_or_default()
}

/// Gives a Draw Steel character its build (new or replaced), checked against its ancestry,
/// class and kit; the hero's progress is kept. A hero with no history yet is stored with the
/// build (a character revision); once the hero has one, the new build is a ledger entry.
pub fn draw_steel_build_hero(
    desk: &mut Desk,
    input: HeroBuildRequest,
) -> Result<DrawSteelHeroView, AppError> {
    let store = desk.store()?;
    let character = draw_steel_character(store, input.character_id)?;
    let parts = load_parts(store, &input.build, Origin::Input)?;
    check_characteristics(store, &input.build)?;
    let sheet = compute(store, &input.build, &parts)?;
    let last_seq = store
        .progression(character.id)?
        .last()
        .map_or(0, |row| row.seq);
    let hero = match parse_hero(&character)? {
        Some(_) if last_seq > 0 => {
            let entry = ProgressEntry::Rebuilt { build: input.build };
            record(desk, &character, last_seq, &entry)?;
            return draw_steel_hero(
                desk,
                HeroRef {
                    character_id: character.id,
                },
            );
        }
        Some(mut hero) => {
            hero.build = input.build;
            // A lower maximum caps the Stamina the hero had.
            if hero
                .progress
                .stamina
                .is_some_and(|stamina| stamina >= sheet.stamina_maximum.value)
            {
                hero.progress.stamina = None;
            }
            hero
        }
        None => DrawSteelHero {
            build: input.build,
            progress: HeroProgress::default(),
            respite_activity: None,
        },
    };
    saved_view(desk, &character, &hero)
}

/// One Draw Steel hero with their sheet and progress.
pub fn draw_steel_hero(desk: &mut Desk, input: HeroRef) -> Result<DrawSteelHeroView, AppError> {
    let store = desk.store()?;
    let loaded = load_hero(store, input.character_id)?;
    Ok(view(store, loaded))
}

/// The sheet a build would give, saving nothing (for the hero builder).
pub fn draw_steel_preview_hero(desk: &mut Desk, input: HeroPreview) -> Result<HeroSheet, AppError> {
    let store = desk.store()?;
    let parts = load_parts(store, &input.build, Origin::Input)?;
    check_characteristics(store, &input.build)?;
    compute(store, &input.build, &parts)
}

/// A build's characteristics against the campaign's creation rule (table rule
/// `draw_steel.characteristic_limit`): checked when the GM builds or rebuilds a hero, not on
/// every read, so a hero built under another choice still opens.
fn check_characteristics(store: &CampaignStore, build: &HeroBuild) -> Result<(), AppError> {
    let choices = crate::campaign_rules::rule_choices(store)?;
    let limit =
        tablekeep_rules::systems::draw_steel::table_rules::creation::characteristic_limit(&choices);
    build
        .characteristics
        .validate_for_build(build.level, limit)
        .map_err(build_refusal)
}

/// The view of a loaded hero.
pub(crate) fn view(store: &CampaignStore, loaded: LoadedHero) -> DrawSteelHeroView {
    let LoadedHero {
        character,
        hero,
        sheet,
        last_seq,
        history,
        ..
    } = loaded;
    let stamina = hero
        .progress
        .current_stamina(&sheet)
        .min(sheet.stamina_maximum.value);
    DrawSteelHeroView {
        character_id: character.id,
        name: character.fields.name,
        kind: character.fields.kind,
        revision: character.revision,
        can_undo: character.revision > 1,
        level: level_table(store).status(hero.progress.experience, hero.build.level),
        winded: sheet.is_winded(stamina),
        dying: sheet.is_dying(stamina),
        recoveries_left: hero.progress.recoveries_left(&sheet),
        stamina,
        build: hero.build,
        progress: hero.progress,
        respite_activity: hero.respite_activity,
        sheet,
        history,
        progress_seq: last_seq,
        can_undo_progress: last_seq > 0,
    }
}

/// A character of the Draw Steel system.
pub(crate) fn draw_steel_character(store: &CampaignStore, id: i64) -> Result<Character, AppError> {
    crate::characters::character_of(store, id, SystemId::DrawSteel)
}

/// A built Draw Steel hero with their content and sheet: the stored hero with its ledger
/// replayed.
pub(crate) fn load_hero(store: &CampaignStore, id: i64) -> Result<LoadedHero, AppError> {
    let character = draw_steel_character(store, id)?;
    let rows = store.progression(id)?;
    load_with(store, character, &rows)
}

/// The hero after the ledger rows `rows` (all of them, or all but the newest for an undo).
pub(crate) fn load_with(
    store: &CampaignStore,
    character: Character,
    rows: &[tablekeep_store::ProgressionRow],
) -> Result<LoadedHero, AppError> {
    let Some(base) = parse_hero(&character)? else {
        return Err(AppError::new(
            ErrorKind::Conflict,
            format!(
                "{} has no Draw Steel build yet; build the hero first.",
                character.fields.name
            ),
        ));
    };
    let mut sheet_of = |build: &HeroBuild| {
        let parts = load_parts(store, build, Origin::Stored(&character))?;
        compute(store, build, &parts).map_err(|err| {
            AppError::new(
                ErrorKind::Conflict,
                format!(
                    "{}'s build no longer fits their content: {} Rebuild the hero.",
                    character.fields.name, err.message
                ),
            )
        })
    };
    let mut replay = Replay::new(base);
    let mut history = Vec::with_capacity(rows.len());
    for row in rows {
        let entry: ProgressEntry = serde_json::from_str(&row.entry).map_err(|e| {
            AppError::new(
                ErrorKind::Storage,
                format!(
                    "{}'s progression entry {} is damaged in the campaign file: {e}.",
                    character.fields.name, row.seq
                ),
            )
        })?;
        history.push(DrawSteelProgressView {
            seq: row.seq,
            summary: summarise(store, replay.state(), &entry),
            rule: entry.rule(),
            session: row.session.as_ref().map(|(_, name)| name.clone()),
            reason: row.reason.clone(),
            recorded_at: row.recorded_at.clone(),
            entry: entry.clone(),
        });
        replay.apply(&entry, &mut sheet_of)?;
    }
    let (hero, sheet) = replay.finish(&mut sheet_of)?;
    let parts = load_parts(store, &hero.build, Origin::Stored(&character))?;
    Ok(LoadedHero {
        last_seq: rows.last().map_or(0, |row| row.seq),
        character,
        hero,
        parts,
        sheet,
        history,
    })
}

/// Appends `entry` to the hero's ledger after `last_seq` (the newest entry the caller read;
/// refused with a conflict when the ledger moved on meanwhile), in the open game session.
pub(crate) fn record(
    desk: &mut Desk,
    character: &Character,
    last_seq: i64,
    entry: &ProgressEntry,
) -> Result<(), AppError> {
    record_all(desk, &[(character.id, last_seq, entry.clone())])
}

/// Appends one entry to each of several heroes' ledgers in one transaction (see [`record`]).
pub(crate) fn record_all(
    desk: &mut Desk,
    entries: &[(i64, i64, ProgressEntry)],
) -> Result<(), AppError> {
    let store = desk.store()?;
    let session_id = store.open_game_session()?.map(|s| s.id);
    let json = entries
        .iter()
        .map(|(_, _, entry)| {
            serde_json::to_string(entry)
                .map_err(|e| AppError::new(ErrorKind::Storage, e.to_string()))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let appends: Vec<_> = entries
        .iter()
        .zip(&json)
        .map(|((id, last, _), entry)| {
            (
                *id,
                *last,
                NewProgression {
                    entry,
                    session_id,
                    reason: "",
                },
            )
        })
        .collect();
    let now = desk.now();
    desk.store_mut()?.append_progressions(&appends, now)?;
    desk.after_write();
    Ok(())
}

/// Saves the hero (see [`save`]) and gives the view the GM sees next.
pub(crate) fn saved_view(
    desk: &mut Desk,
    character: &Character,
    hero: &DrawSteelHero,
) -> Result<DrawSteelHeroView, AppError> {
    save(desk, character, hero)?;
    draw_steel_hero(
        desk,
        HeroRef {
            character_id: character.id,
        },
    )
}

/// Writes the hero into the character's data column as one character update (one revision);
/// writes nothing when the hero is as stored.
pub(crate) fn save(
    desk: &mut Desk,
    character: &Character,
    hero: &DrawSteelHero,
) -> Result<(), AppError> {
    if parse_hero(character)?.as_ref() == Some(hero) {
        return Ok(());
    }
    let mut fields = character.fields.clone();
    fields.data = hero_json(hero)?;
    fields.rules_version = super::DATA_VERSION;
    if fields == character.fields {
        return Ok(());
    }
    let now = desk.now();
    desk.store_mut()?
        .update_character(character.id, character.revision, &fields, now)?;
    desk.after_write();
    Ok(())
}

/// The sheet of `build` under the campaign's rules; a refusal names the build's field at fault.
pub(crate) fn compute(
    store: &CampaignStore,
    build: &HeroBuild,
    parts: &HeroParts,
) -> Result<HeroSheet, AppError> {
    HeroSheet::compute_with(
        build,
        &parts.ancestry,
        &parts.class,
        parts.kit.as_ref(),
        &sheet_rules(store),
    )
    .map_err(build_refusal)
}

/// A refused build, with the field of the build it is about.
pub(crate) fn build_refusal(violation: RuleViolation) -> AppError {
    let field = if violation.rule == CHARACTERISTIC {
        "build.characteristics"
    } else if violation.rule == SKILL {
        "build.skills"
    } else if violation.rule == LEVEL_RULE {
        "build.level"
    } else {
        "build.abilities"
    };
    AppError {
        field: Some(field.to_owned()),
        ..AppError::rule(violation)
    }
}

/// Where a build being loaded comes from: the GM's input (a bad id is their mistake) or a
/// stored hero (a bad id means content changed since).
#[derive(Clone, Copy)]
pub(crate) enum Origin<'a> {
    Input,
    Stored(&'a Character),
}

/// The ancestry, class and kit `build` names, each checked to be stored content of its kind.
pub(crate) fn load_parts(
    store: &CampaignStore,
    build: &HeroBuild,
    origin: Origin<'_>,
) -> Result<HeroParts, AppError> {
    let ancestry = match piece(store, build.ancestry_id, "build.ancestryId", origin)? {
        Content::Ancestry(ancestry) => ancestry,
        other => {
            return Err(wrong_kind(
                "build.ancestryId",
                "an ancestry",
                &other,
                origin,
            ))
        }
    };
    let class = match piece(store, build.class_id, "build.classId", origin)? {
        Content::Class(class) => class,
        other => return Err(wrong_kind("build.classId", "a class", &other, origin)),
    };
    let kit = match build.kit_id {
        None => None,
        Some(id) => match piece(store, id, "build.kitId", origin)? {
            Content::Kit(kit) => Some(kit),
            other => return Err(wrong_kind("build.kitId", "a kit", &other, origin)),
        },
    };
    Ok(HeroParts {
        ancestry,
        class,
        kit,
    })
}

fn piece(
    store: &CampaignStore,
    id: i64,
    field: &str,
    origin: Origin<'_>,
) -> Result<Content, AppError> {
    let row = match store.content(SystemId::DrawSteel, id) {
        Ok(row) => row,
        Err(StoreError::NotFound { .. }) => {
            let message = format!("There is no Draw Steel content with id {id}.");
            return Err(match origin {
                Origin::Input => AppError::invalid(field, message),
                Origin::Stored(character) => AppError::new(
                    ErrorKind::Conflict,
                    format!(
                        "{} names content that was deleted ({field} {id}): rebuild the hero.",
                        character.fields.name
                    ),
                ),
            });
        }
        Err(err) => return Err(err.into()),
    };
    serde_json::from_str(&row.data).map_err(|e| {
        AppError::new(
            ErrorKind::Storage,
            format!(
                "The Draw Steel content {} ({}) is damaged in the campaign file: {e}.",
                row.id, row.name
            ),
        )
    })
}

fn wrong_kind(field: &str, wanted: &str, found: &Content, origin: Origin<'_>) -> AppError {
    let message = format!(
        "{} is {} {}, not {wanted}.",
        found.name(),
        article(found.kind()),
        found.kind()
    );
    match origin {
        Origin::Input => AppError::invalid(field, message),
        Origin::Stored(character) => AppError::new(
            ErrorKind::Conflict,
            format!(
                "{}'s {field} no longer names {wanted}: {message} Rebuild the hero.",
                character.fields.name
            ),
        ),
    }
}

fn article(kind: &str) -> &'static str {
    if kind.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    }
}
