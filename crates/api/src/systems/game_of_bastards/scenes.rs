//! A Game of Bastards' scenes through the commands («3. Dramatic Actions»): Set the Scene, the
//! dramatic actions, Fate Draws and Wildcards as the scene goes, undo, and closing it with each
//! directly involved character's scene XP written to its ledger.
//!
//! A scene is kept in the campaign's content table (kind `scene`): the scene as it was set and
//! its resolved events (the rules crate's `SceneEvent`s carry the Wildcards each action cost,
//! the groups it brought in and the cards each Fate Draw showed), so the scene as it stands is
//! replayed on every read and needs no randomness. Each write checks the request against the
//! replayed scene and the participants' sheets (their ledgers folded under the campaign's table
//! rules) and the number of events the GM saw, then writes in one transaction; a refusal names
//! its rule and changes nothing. Closing writes the scene and every character's `SceneEnded`
//! entries together.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::random::Rng;
use tablekeep_rules::systems::game_of_bastards::creation::Fated;
use tablekeep_rules::systems::game_of_bastards::ledger::{apply, Entry};
use tablekeep_rules::systems::game_of_bastards::scene::{
    check_close, decide, evolve, replay, set_scene, Scene, SceneError, SceneEvent, SceneRequest,
    SceneSetup, SceneType,
};
use tablekeep_rules::{RuleViolation, SystemId};
use tablekeep_store::{CampaignStore, ContentFilter, ContentRow, NewContent, NewProgression};

use super::ledger::load;
use super::scene_lines::{line, BastardsSceneLine};
use crate::campaign_rules::rule_choices;
use crate::{validate, AppError, Desk, ErrorKind};

/// The content table's kind for a scene.
const SCENE: &str = "scene";
/// Most events a scene keeps (far beyond any evening's play: a runaway client is caught).
const EVENTS_MAX: usize = 2_000;

/// What closing a scene gave a character.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct BastardsSceneXp {
    /// The character.
    pub character_id: i64,
    /// Its name in the scene.
    pub name: String,
    /// Scene XP: one for each (sub-)scene it was directly involved in.
    pub xp: u8,
    /// Why, in a sentence (or why none).
    pub reason: String,
}

/// A scene as stored: as it was set, its events, and its closing.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct StoredScene {
    start: Scene,
    events: Vec<SceneEvent>,
    #[serde(default)]
    closed: Option<Vec<BastardsSceneXp>>,
}

/// A scene as the GM reads it.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct BastardsSceneView {
    /// Its id.
    pub id: i64,
    /// The scene as it stands now.
    pub scene: Scene,
    /// What happened, oldest first, a sentence each.
    pub lines: Vec<BastardsSceneLine>,
    /// How many events it holds (what a write names as the count it saw).
    pub events: usize,
    /// Whether it has closed.
    pub closed: bool,
    /// The scene XP each character earned: what closing gave, or would give now.
    pub xp: Vec<BastardsSceneXp>,
    /// Why it cannot close now (The End before every player character has Appeared).
    pub cannot_close: Option<RuleViolation>,
}

/// One scene in the campaign's list.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct BastardsSceneSummary {
    /// Its id.
    pub id: i64,
    /// Its name.
    pub name: String,
    /// The kinds of place.
    pub types: Vec<SceneType>,
    /// Whether it is The End.
    pub the_end: bool,
    /// The characters taking part, by name.
    pub participants: Vec<String>,
    /// Whether it has closed.
    pub closed: bool,
    /// When it was set (RFC 3339, UTC).
    pub created_at: String,
}

/// Arguments of `game_of_bastards_set_scene`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BastardsNewScene {
    /// Where, who, and with how many Wildcards.
    pub setup: SceneSetup,
}

/// Arguments of the commands that read one scene.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BastardsSceneRef {
    /// The scene.
    pub id: i64,
}

/// Arguments of `game_of_bastards_scene_step`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BastardsSceneStep {
    /// The scene.
    pub id: i64,
    /// How many events the GM saw; refused with a conflict when the scene moved on since.
    pub expected_events: usize,
    /// What happens.
    pub request: SceneRequest,
}

/// Arguments of `game_of_bastards_scene_undo` and `game_of_bastards_end_scene`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BastardsSceneAt {
    /// The scene.
    pub id: i64,
    /// How many events the GM saw; refused with a conflict when the scene moved on since.
    pub expected_events: usize,
}

fn refusal(error: SceneError) -> AppError {
    let field = error.field.clone();
    let violation = RuleViolation::from(error);
    AppError {
        kind: ErrorKind::InvalidInput,
        message: violation.message,
        field: Some(field),
        rule: Some(violation.rule),
    }
}

fn storage(what: &str, error: serde_json::Error) -> AppError {
    AppError::new(
        ErrorKind::Storage,
        format!("A Game of Bastards scene could not be {what}: {error}"),
    )
}

fn read(row: &ContentRow) -> Result<StoredScene, AppError> {
    serde_json::from_str(&row.data).map_err(|e| storage("read", e))
}

fn scene_row(store: &CampaignStore, id: i64) -> Result<ContentRow, AppError> {
    let row = store.content(SystemId::GameOfBastards, id)?;
    if row.kind != SCENE {
        return Err(AppError::new(
            ErrorKind::NotFound,
            format!("There is no Game of Bastards scene {id}."),
        ));
    }
    Ok(row)
}

/// The participants' sheets as they stand (their ledgers folded), with their names.
fn sheets_of(
    store: &CampaignStore,
    ids: impl IntoIterator<Item = i64>,
    field: &str,
) -> Result<(Vec<(i64, Fated)>, Vec<(i64, String)>), AppError> {
    let mut sheets = Vec::new();
    let mut names = Vec::new();
    for (index, id) in ids.into_iter().enumerate() {
        let at = |mut e: AppError| {
            e.field = Some(format!("{field}[{index}]"));
            e
        };
        let loaded = load(store, id).map_err(at)?;
        let name = loaded.character.fields.name.clone();
        let fated = loaded.folded.fated.ok_or_else(|| {
            at(AppError::invalid(
                field,
                format!("{name} has no Game of Bastards build yet; build it first."),
            ))
        })?;
        sheets.push((id, fated));
        names.push((id, name));
    }
    Ok((sheets, names))
}

fn borrowed(sheets: &[(i64, Fated)]) -> Vec<(i64, &Fated)> {
    sheets.iter().map(|(id, fated)| (*id, fated)).collect()
}

/// The scene XP each participant has earned so far, and whether its ledger takes it.
fn scene_xp(store: &CampaignStore, scene: &Scene) -> Result<Vec<BastardsSceneXp>, AppError> {
    let mut xp = Vec::with_capacity(scene.participants.len());
    for participant in &scene.participants {
        let earned = scene.scene_xp(participant);
        let dead = load(store, participant.character_id)
            .ok()
            .and_then(|loaded| loaded.folded.fated)
            .is_none_or(|fated| fated.dead);
        let (earned, reason) = match (earned, dead) {
            (0, _) => (0, "Not directly involved: it never Appeared.".to_owned()),
            (_, true) => (0, "Killed (or gone from the campaign): no more XP.".to_owned()),
            (1, false) => (1, "Directly involved in the scene: 1 XP.".to_owned()),
            (n, false) => (
                n,
                format!("Directly involved in {n} sub-areas of the Dangerous Area, each a scene for XP: {n} XP."),
            ),
        };
        xp.push(BastardsSceneXp {
            character_id: participant.character_id,
            name: participant.name.clone(),
            xp: earned,
            reason,
        });
    }
    Ok(xp)
}

fn view(store: &CampaignStore, row: &ContentRow) -> Result<BastardsSceneView, AppError> {
    let stored = read(row)?;
    let mut scene = stored.start.clone();
    let mut lines = Vec::with_capacity(stored.events.len());
    for (index, event) in stored.events.iter().enumerate() {
        lines.push(line(index + 1, &scene, event));
        evolve(&mut scene, event);
    }
    let (xp, closed) = match &stored.closed {
        Some(given) => (given.clone(), true),
        None => (scene_xp(store, &scene)?, false),
    };
    Ok(BastardsSceneView {
        id: row.id,
        cannot_close: if closed {
            None
        } else {
            check_close(&scene).err().map(RuleViolation::from)
        },
        scene,
        lines,
        events: stored.events.len(),
        closed,
        xp,
    })
}

/// Every Game of Bastards scene in the campaign, newest first.
pub fn game_of_bastards_scenes(desk: &mut Desk) -> Result<Vec<BastardsSceneSummary>, AppError> {
    let store = desk.store()?;
    let rows = store.list_content(
        SystemId::GameOfBastards,
        &ContentFilter {
            kind: Some(SCENE.to_owned()),
            name_contains: None,
        },
    )?;
    let mut scenes = Vec::with_capacity(rows.len());
    for row in rows {
        let stored = read(&row)?;
        scenes.push(BastardsSceneSummary {
            id: row.id,
            name: row.name.clone(),
            types: stored.start.types.clone(),
            the_end: stored.start.the_end,
            participants: stored
                .start
                .participants
                .iter()
                .map(|p| p.name.clone())
                .collect(),
            closed: stored.closed.is_some(),
            created_at: row.created_at,
        });
    }
    scenes.sort_by(|a, b| b.id.cmp(&a.id));
    Ok(scenes)
}

/// One scene as it stands.
pub fn game_of_bastards_scene(
    desk: &mut Desk,
    input: BastardsSceneRef,
) -> Result<BastardsSceneView, AppError> {
    let store = desk.store()?;
    let row = scene_row(store, input.id)?;
    view(store, &row)
}

/// Sets a scene: where it takes place, the characters taking part and their Wildcards.
pub fn game_of_bastards_set_scene(
    desk: &mut Desk,
    input: BastardsNewScene,
) -> Result<BastardsSceneView, AppError> {
    let mut setup = input.setup;
    setup.name = validate::name("setup.name", &setup.name)?;
    setup.notes = validate::notes(setup.notes).map_err(|mut e| {
        e.field = Some("setup.notes".to_owned());
        e
    })?;
    let store = desk.store()?;
    let (sheets, names) = sheets_of(
        store,
        setup.seats.iter().map(|seat| seat.character_id),
        "setup.seats",
    )?;
    let scene = set_scene(&setup, &names, &borrowed(&sheets)).map_err(refusal)?;
    let stored = StoredScene {
        start: scene,
        events: Vec::new(),
        closed: None,
    };
    let data = serde_json::to_string(&stored).map_err(|e| storage("written", e))?;
    let now = desk.now();
    let row = desk.store_mut()?.insert_content(
        SystemId::GameOfBastards,
        &NewContent {
            kind: SCENE.to_owned(),
            name: setup.name,
            data,
        },
        now,
    )?;
    desk.after_write();
    view(desk.store()?, &row)
}

/// A scene that is still open, with the events the GM saw.
fn open_scene(
    store: &CampaignStore,
    id: i64,
    expected_events: usize,
) -> Result<(ContentRow, StoredScene), AppError> {
    let row = scene_row(store, id)?;
    let stored = read(&row)?;
    if stored.closed.is_some() {
        return Err(AppError::new(
            ErrorKind::Conflict,
            format!("{} has closed; nothing more happens in it.", row.name),
        ));
    }
    if stored.events.len() != expected_events {
        return Err(AppError::new(
            ErrorKind::Conflict,
            format!(
                "{} changed meanwhile (it holds {} events, not {expected_events}); reload and \
                 try again.",
                row.name,
                stored.events.len()
            ),
        ));
    }
    Ok((row, stored))
}

fn write(
    desk: &mut Desk,
    row: &ContentRow,
    stored: &StoredScene,
    entries: &[(i64, i64, NewProgression<'_>)],
) -> Result<BastardsSceneView, AppError> {
    let data = serde_json::to_string(stored).map_err(|e| storage("written", e))?;
    let now = desk.now();
    let row = desk.store_mut()?.update_content_with_progressions(
        SystemId::GameOfBastards,
        row.id,
        &row.data,
        &data,
        entries,
        now,
    )?;
    desk.after_write();
    view(desk.store()?, &row)
}

/// Plays one step of a scene: a dramatic action, a Fate Draw, Wildcards, the next sub-area.
pub fn game_of_bastards_scene_step(
    desk: &mut Desk,
    input: BastardsSceneStep,
) -> Result<BastardsSceneView, AppError> {
    if let SceneRequest::Wildcards { reason, .. } = &input.request {
        validate::notes(reason.clone()).map_err(|mut e| {
            e.field = Some("request.reason".to_owned());
            e
        })?;
    }
    let seed = desk.fresh_seed();
    let store = desk.store()?;
    let (row, mut stored) = open_scene(store, input.id, input.expected_events)?;
    if stored.events.len() >= EVENTS_MAX {
        return Err(AppError::new(
            ErrorKind::Conflict,
            format!("A scene keeps at most {EVENTS_MAX} events; close this one and set another."),
        ));
    }
    let scene = replay(stored.start.clone(), &stored.events);
    let (sheets, _) = sheets_of(
        store,
        scene.participants.iter().map(|p| p.character_id),
        "scene.participants",
    )?;
    let choices = rule_choices(store)?;
    let event = decide(
        &scene,
        &borrowed(&sheets),
        &input.request,
        &choices,
        &mut Rng::from_seed(u64::from(seed)),
    )
    .map_err(refusal)?;
    stored.events.push(event);
    write(desk, &row, &stored, &[])
}

/// Takes back the newest event of an open scene.
pub fn game_of_bastards_scene_undo(
    desk: &mut Desk,
    input: BastardsSceneAt,
) -> Result<BastardsSceneView, AppError> {
    let store = desk.store()?;
    let (row, mut stored) = open_scene(store, input.id, input.expected_events)?;
    if stored.events.pop().is_none() {
        return Err(AppError::new(
            ErrorKind::Conflict,
            format!("Nothing has happened in {} yet: nothing to undo.", row.name),
        ));
    }
    write(desk, &row, &stored, &[])
}

/// Closes a scene: each character directly involved gains its scene XP («ii. Points & Costs»),
/// one `SceneEnded` ledger entry for each (sub-)scene, written with the closing in one
/// transaction.
pub fn game_of_bastards_end_scene(
    desk: &mut Desk,
    input: BastardsSceneAt,
) -> Result<BastardsSceneView, AppError> {
    let store = desk.store()?;
    let (row, mut stored) = open_scene(store, input.id, input.expected_events)?;
    let scene = replay(stored.start.clone(), &stored.events);
    check_close(&scene).map_err(refusal)?;
    let choices = rule_choices(store)?;
    let xp = scene_xp(store, &scene)?;
    let reason = format!("Scene: {}", row.name);
    let mut writes: Vec<(i64, i64, String)> = Vec::new();
    for given in xp.iter().filter(|given| given.xp > 0) {
        let loaded = load(store, given.character_id)?;
        let mut fated = loaded
            .folded
            .fated
            .clone()
            .ok_or_else(|| AppError::invalid("id", format!("{} has no build.", given.name)))?;
        let mut last = loaded.rows.last().map_or(0, |r| r.seq);
        let json = serde_json::to_string(&Entry::SceneEnded).map_err(|e| storage("written", e))?;
        for _ in 0..given.xp {
            fated = apply(&fated, &Entry::SceneEnded, &choices)
                .map_err(|e| super::ledger::refusal(e, "id"))?;
            writes.push((given.character_id, last, json.clone()));
            last += 1;
        }
    }
    let open = store.open_game_session()?;
    let entries: Vec<(i64, i64, NewProgression<'_>)> = writes
        .iter()
        .map(|(character_id, after, json)| {
            (
                *character_id,
                *after,
                NewProgression {
                    entry: json,
                    session_id: open.as_ref().map(|s| s.id),
                    reason: &reason,
                },
            )
        })
        .collect();
    stored.closed = Some(xp);
    write(desk, &row, &stored, &entries)
}
