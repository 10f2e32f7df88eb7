//! Scenes («3. Dramatic Actions»): what happens between and around Oppositions. A scene is set
//! («i. Indirect Actions › Set the Scene») in one or more kinds of place — a Populated Area, a
//! Dangerous Area, Enroute — with the players whose characters take part; then the players use
//! dramatic actions, indirect ones from anywhere («i. Indirect Actions») and direct ones only
//! once their character has appeared («Direct Actions»), paying Wildcards as each asks and
//! bringing in groups of NPCs; skills are put to the test against Fate («ii. Fate Draws»); and
//! when it ends, each character directly involved earns its scene XP («ii. Points & Costs»).
//!
//! A scene is its setup and its events, each already resolved (the Wildcards it cost, the
//! groups it brought in, the cards a Fate Draw showed), so [`replay`] needs no randomness and a
//! later table-rule switch never rewrites what happened. [`decide`](actions::decide) checks a
//! request against the scene and the characters' sheets and gives the event, or a
//! [`SceneError`] naming its rule, and nothing changes.
//!
//! Where the book is silent — how many Wildcards a player starts a scene with, what Banditos!
//! and Rough Weather cost outside the places that make them free, how a skill hand scores, who
//! gains by a Joker Fate draws — the GM enters the number or a table rule in [`rules`] decides.

pub mod actions;
pub mod dramatic;
pub mod fate_draw;
pub mod rules;

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_fate_draw;

use serde::{Deserialize, Serialize};

use super::cite;
use super::creation::Fated;
use crate::citation::{Citation, Explained, Term};
use crate::RuleViolation;

pub use actions::{decide, DramaticAction, SceneRequest};
pub use fate_draw::{FateDraw, FateDrawRequest};

/// The Wildcards The End gives every character («i. Indirect Actions › The End»).
pub const THE_END_WILDCARDS: u8 = 2;
/// Extras in a squad the dramatic actions bring in ("a 5-person Extra group").
pub const SQUAD_MEMBERS: u8 = 5;
/// The round of a combat Opposition in a Populated Area when the authorities arrive.
pub const AUTHORITIES_ROUND: u8 = 3;
/// Most Wildcards a player may carry into a scene (far above any table's count: a typing slip
/// is caught rather than stored).
pub const WILDCARDS_MAX: u8 = 99;

/// The kind of place a scene is set in («Set the Scene»); a scene may be more than one ("some
/// of the bad parts of say, Oakland, CA are definitely Dangerous Areas despite also being
/// Populated").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "BastardsSceneType"),
    schemars(rename = "BastardsSceneType")
)]
#[serde(rename_all = "snake_case")]
pub enum SceneType {
    /// A City, Town or other Populated Area: violence draws the authorities.
    Populated,
    /// Ruins, a Cave, a Large Forest or another Dangerous Area: hazards, and sub-areas.
    Dangerous,
    /// On a Ship, Train or Wagon Enroute somewhere else.
    Enroute,
}

impl SceneType {
    /// The three, in the book's order.
    pub const ALL: [SceneType; 3] = [
        SceneType::Populated,
        SceneType::Dangerous,
        SceneType::Enroute,
    ];

    /// The name as the book prints it.
    pub const fn name(self) -> &'static str {
        match self {
            SceneType::Populated => "Populated Area",
            SceneType::Dangerous => "Dangerous Area",
            SceneType::Enroute => "Enroute",
        }
    }

    /// The paragraph of «Set the Scene» that gives its rules.
    pub fn rule(self) -> Citation {
        cite(match self {
            SceneType::Populated => "i. Indirect Actions › Set the Scene › Populated Areas",
            SceneType::Dangerous => "i. Indirect Actions › Set the Scene › Dangerous Areas",
            SceneType::Enroute => "i. Indirect Actions › Set the Scene › Enroute",
        })
    }
}

/// A player's character as the GM brings it into a scene.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "BastardsSceneSeat"),
    schemars(rename = "BastardsSceneSeat")
)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SceneSeat {
    /// The character.
    pub character_id: i64,
    /// The Wildcards the player brings into the scene: the book gives no starting count, so
    /// the GM enters it (Fortunate's and The End's are added by the engine).
    #[serde(default)]
    pub wildcards: u8,
    /// Whether the character Appears as the scene is set (directly involved from the start).
    #[serde(default)]
    pub appears: bool,
}

/// How the GM sets a scene («Set the Scene»).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "BastardsSceneSetup"),
    schemars(rename = "BastardsSceneSetup")
)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SceneSetup {
    /// What the GM calls it ("The mill at dusk").
    pub name: String,
    /// The kinds of place it is set in: at least one.
    pub types: Vec<SceneType>,
    /// Whether this is The End: every character gains 2 Wildcards, indirect actions cost
    /// none, and every player character must Appear before it closes.
    #[serde(default)]
    pub the_end: bool,
    /// The players' characters taking part (each player's, once).
    pub seats: Vec<SceneSeat>,
    /// The GM's description of the place.
    #[serde(default)]
    pub notes: String,
}

/// A character taking part in a scene, as it stands in the scene.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "BastardsSceneParticipant"),
    schemars(rename = "BastardsSceneParticipant")
)]
#[serde(rename_all = "camelCase")]
pub struct Participant {
    /// The character.
    pub character_id: i64,
    /// Its name when the scene was set.
    pub name: String,
    /// The Wildcards it began the scene with, explained (the GM's count, Fortunate, The End).
    pub starting_wildcards: Explained,
    /// The Wildcards it holds now.
    pub wildcards: u8,
    /// The sub-area (from 1) in which it first Appeared; `None` while it is not directly
    /// involved.
    pub involved_since: Option<u8>,
    /// Whether its player has used Involve in this (sub-)scene.
    pub involve_used: bool,
    /// Whether its player has used Reinforce in this (sub-)scene.
    pub reinforce_used: bool,
    /// Whether it has used Flee (someone may then Give Chase).
    pub fled: bool,
}

impl Participant {
    /// Whether it is directly involved (it has Appeared).
    pub fn involved(&self) -> bool {
        self.involved_since.is_some()
    }
}

/// The kind of NPC group a dramatic action brings in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "BastardsNpcKind"),
    schemars(rename = "BastardsNpcKind")
)]
#[serde(rename_all = "snake_case")]
pub enum NpcKind {
    /// Squads of five Extras.
    Extras,
    /// A Touched: a Follower, or someone with a problem.
    Touched,
    /// A Monster.
    Monster,
}

/// When a group enters the scene.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "BastardsNpcArrival"),
    schemars(rename = "BastardsNpcArrival")
)]
#[serde(rename_all = "snake_case")]
pub enum Arrival {
    /// At once (during an Opposition they play Initiative at once and act next turn).
    Now,
    /// At the beginning of the third round of the combat Opposition.
    OppositionRoundThree,
}

/// A group of NPCs a dramatic action brought into the scene.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "BastardsNpcGroup"),
    schemars(rename = "BastardsNpcGroup")
)]
#[serde(rename_all = "camelCase")]
pub struct NpcGroup {
    /// Extras, a Touched or a Monster.
    pub kind: NpcKind,
    /// How many squads (Extras) or figures (a Touched, a Monster).
    pub count: u8,
    /// Members in each (5 a squad; 1 otherwise).
    pub members: u8,
    /// Their Power Rating, explained.
    pub power_rating: Explained,
    /// Whether they are Hostile to every character directly involved.
    pub hostile: bool,
    /// The player who controls them, if any.
    pub controller: Option<i64>,
    /// When they enter.
    pub arrives: Arrival,
    /// Their weapon, as the player who chooses it says (empty: none chosen yet).
    pub weapon: String,
    /// What else the book gives them, in a sentence.
    pub note: String,
    /// The action that brought them, cited.
    pub rule: Citation,
}

/// Wildcards a dramatic action cost one player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "BastardsWildcardCost"),
    schemars(rename = "BastardsWildcardCost")
)]
#[serde(rename_all = "camelCase")]
pub struct WildcardCost {
    /// Who pays.
    pub character_id: i64,
    /// How many.
    pub wildcards: u8,
}

/// The distance later arrivals keep («i. Indirect Actions › Distance»).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "BastardsDistanceBand"),
    schemars(rename = "BastardsDistanceBand")
)]
#[serde(rename_all = "snake_case")]
pub enum DistanceBand {
    /// Medium: 1 Wildcard.
    Medium,
    /// Long: 2 Wildcards.
    Long,
}

/// What happened in a scene, resolved: replaying it needs no randomness and no sheet.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "BastardsSceneEvent"),
    schemars(rename = "BastardsSceneEvent")
)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum SceneEvent {
    /// A dramatic action was used.
    Action {
        /// The action as asked.
        action: DramaticAction,
        /// What it cost, and who paid.
        costs: Vec<WildcardCost>,
        /// Why it cost what it did (free here, free with an advantage, …), cited.
        cost_reason: String,
        /// The rule that prices it.
        cost_rule: Citation,
        /// The groups it brought in.
        groups: Vec<NpcGroup>,
    },
    /// A Fate Draw was made.
    FateDraw {
        /// The draw, resolved.
        draw: Box<FateDraw>,
    },
    /// The GM moved a player's Wildcards for something else (an advantage used, a Joker drawn
    /// in an Opposition, a disadvantage's effect).
    Wildcards {
        /// Whose.
        character_id: i64,
        /// Gained (positive) or spent (negative).
        change: i8,
        /// Why, in the GM's words.
        reason: String,
    },
    /// The group moved on to the next sub-area of a Dangerous Area: a new scene for XP and for
    /// the dramatic actions' limits.
    NextSubArea,
}

/// A scene as it stands: its setup folded with its events.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "BastardsScene"),
    schemars(rename = "BastardsScene")
)]
#[serde(rename_all = "camelCase")]
pub struct Scene {
    /// What the GM calls it.
    pub name: String,
    /// The kinds of place.
    pub types: Vec<SceneType>,
    /// Whether it is The End.
    pub the_end: bool,
    /// The GM's description.
    pub notes: String,
    /// The characters taking part.
    pub participants: Vec<Participant>,
    /// The current sub-area, from 1 (a scene outside a Dangerous Area has only one).
    pub sub_area: u8,
    /// Whether Banditos! was used in this (sub-)scene.
    pub banditos_used: bool,
    /// The weather Rough Weather brought in this (sub-)scene, if any.
    pub rough_weather: Option<String>,
    /// The distance Distance set in this (sub-)scene, and who used it.
    pub distance: Option<(DistanceBand, i64)>,
    /// Whether anything but an Appearance has happened in this (sub-)scene (Distance is
    /// used at its beginning).
    pub begun: bool,
    /// Every NPC group brought in, oldest first.
    pub groups: Vec<NpcGroup>,
    /// The player who used SOS, while its Objective stands (another may make it dire).
    pub sos: Option<i64>,
}

impl Scene {
    /// Whether the scene is set (also) in `place`.
    pub fn is(&self, place: SceneType) -> bool {
        self.types.contains(&place)
    }

    /// The participant playing `character_id`.
    pub fn participant(&self, character_id: i64) -> Option<&Participant> {
        self.participants
            .iter()
            .find(|p| p.character_id == character_id)
    }

    fn participant_mut(&mut self, character_id: i64) -> Option<&mut Participant> {
        self.participants
            .iter_mut()
            .find(|p| p.character_id == character_id)
    }

    /// The scene XP each participant has earned so far: one for each (sub-)scene since it
    /// Appeared («ii. Points & Costs»: "1 XP at the end of every scene they are directly
    /// involved in"; «Dangerous Areas»: each sub-area counts as a separate scene for XP).
    pub fn scene_xp(&self, participant: &Participant) -> u8 {
        participant
            .involved_since
            .map_or(0, |since| self.sub_area.saturating_sub(since) + 1)
    }
}

/// Why a scene request is refused: what is wrong, the argument at fault and the rule.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct SceneError {
    /// What is wrong, in a sentence.
    pub message: String,
    /// The argument at fault ("action.by", "setup.types").
    pub field: String,
    /// The rule that refuses.
    pub rule: Citation,
}

impl SceneError {
    pub(crate) fn new(field: &str, rule: Citation, message: impl Into<String>) -> SceneError {
        SceneError {
            message: message.into(),
            field: field.to_owned(),
            rule,
        }
    }
}

impl From<SceneError> for RuleViolation {
    fn from(error: SceneError) -> RuleViolation {
        RuleViolation::new(error.rule, error.message)
    }
}

/// A character's sheet the scene reads, by its id.
pub type Sheets<'a> = [(i64, &'a Fated)];

pub(crate) fn sheet<'a>(sheets: &Sheets<'a>, character_id: i64) -> Option<&'a Fated> {
    sheets
        .iter()
        .find(|(id, _)| *id == character_id)
        .map(|(_, fated)| *fated)
}

/// Sets a scene: checks the setup and gives each participant its starting Wildcards, the GM's
/// count plus Fortunate's level («vi. Advantages › Fortunate»: "begins every scene with an
/// additional Wildcard") plus The End's 2. `sheets` are the participants' characters, under
/// their current names.
pub fn set_scene(
    setup: &SceneSetup,
    names: &[(i64, String)],
    sheets: &Sheets<'_>,
) -> Result<Scene, SceneError> {
    let set_rule = || cite("i. Indirect Actions › Set the Scene");
    if setup.name.trim().is_empty() {
        return Err(SceneError::new(
            "setup.name",
            set_rule(),
            "A scene needs a name.",
        ));
    }
    if setup.types.is_empty() {
        return Err(SceneError::new(
            "setup.types",
            set_rule(),
            "Set the Scene decides where it takes place: a Populated Area, a Dangerous Area, \
             Enroute, or more than one.",
        ));
    }
    let mut types = setup.types.clone();
    types.sort();
    types.dedup();
    if setup.seats.is_empty() {
        return Err(SceneError::new(
            "setup.seats",
            set_rule(),
            "A scene is played by the players: name at least one player character.",
        ));
    }
    let mut participants = Vec::with_capacity(setup.seats.len());
    for (index, seat) in setup.seats.iter().enumerate() {
        let field = format!("setup.seats[{index}]");
        if setup.seats[..index]
            .iter()
            .any(|earlier| earlier.character_id == seat.character_id)
        {
            return Err(SceneError::new(
                &field,
                set_rule(),
                "Each player takes part once: this character is listed twice.",
            ));
        }
        if seat.wildcards > WILDCARDS_MAX {
            return Err(SceneError::new(
                &format!("{field}.wildcards"),
                set_rule(),
                format!("At most {WILDCARDS_MAX} Wildcards can be brought into a scene."),
            ));
        }
        let fated = sheet(sheets, seat.character_id).ok_or_else(|| {
            SceneError::new(
                &field,
                set_rule(),
                "This character has no Game of Bastards sheet to bring into a scene.",
            )
        })?;
        if fated.dead {
            return Err(SceneError::new(
                &field,
                cite("f. Player States › Killed"),
                "A Killed character cannot Appear again; its successor may, from the next \
                 scene.",
            ));
        }
        let name = names
            .iter()
            .find(|(id, _)| *id == seat.character_id)
            .map_or_else(|| fated.build.name.clone(), |(_, name)| name.clone());
        let mut terms = vec![Term {
            label: "Brought into the scene (the GM's count: the book gives none)".to_owned(),
            value: i32::from(seat.wildcards),
            rule: set_rule(),
        }];
        let fortunate = fated.advantage_level("fortunate");
        if fortunate > 0 {
            terms.push(Term {
                label: format!("Fortunate {fortunate}"),
                value: i32::from(fortunate),
                rule: cite("vi. Advantages › Fortunate"),
            });
        }
        if setup.the_end {
            terms.push(Term {
                label: "The End".to_owned(),
                value: i32::from(THE_END_WILDCARDS),
                rule: cite("i. Indirect Actions › The End"),
            });
        }
        let starting = Explained::sum(set_rule(), terms);
        let mut starting_wildcards = starting;
        if fated.disadvantage_level("misfortunate") > 0 {
            starting_wildcards.notes.push(
                "Misfortunate: one Wildcard fewer at the start of each Act; the book never says \
                 what an Act is, so the GM takes it off when one begins."
                    .to_owned(),
            );
        }
        participants.push(Participant {
            character_id: seat.character_id,
            name,
            wildcards: u8::try_from(starting_wildcards.value).unwrap_or(u8::MAX),
            starting_wildcards,
            involved_since: seat.appears.then_some(1),
            involve_used: false,
            reinforce_used: false,
            fled: false,
        });
    }
    Ok(Scene {
        name: setup.name.trim().to_owned(),
        types,
        the_end: setup.the_end,
        notes: setup.notes.clone(),
        participants,
        sub_area: 1,
        banditos_used: false,
        rough_weather: None,
        distance: None,
        begun: false,
        groups: Vec::new(),
        sos: None,
    })
}

/// Applies one resolved event.
pub fn evolve(scene: &mut Scene, event: &SceneEvent) {
    match event {
        SceneEvent::Action {
            action,
            costs,
            groups,
            ..
        } => {
            for cost in costs {
                if let Some(p) = scene.participant_mut(cost.character_id) {
                    p.wildcards = p.wildcards.saturating_sub(cost.wildcards);
                }
            }
            scene.groups.extend(groups.iter().cloned());
            actions::evolve_action(scene, action);
        }
        SceneEvent::FateDraw { draw } => {
            scene.begun = true;
            if let Some(p) = scene.participant_mut(draw.by) {
                p.wildcards = p.wildcards.saturating_add(draw.player_jokers);
            }
            if let Some(fate_player) = draw.fate_player {
                if let Some(p) = scene.participant_mut(fate_player) {
                    p.wildcards = p.wildcards.saturating_add(draw.fate_player_jokers);
                }
            }
        }
        SceneEvent::Wildcards {
            character_id,
            change,
            ..
        } => {
            if let Some(p) = scene.participant_mut(*character_id) {
                p.wildcards = p.wildcards.saturating_add_signed(*change);
            }
        }
        SceneEvent::NextSubArea => {
            scene.sub_area = scene.sub_area.saturating_add(1);
            scene.banditos_used = false;
            scene.rough_weather = None;
            scene.distance = None;
            scene.begun = false;
            for p in &mut scene.participants {
                p.involve_used = false;
                p.reinforce_used = false;
            }
        }
    }
}

/// The scene after `events`.
pub fn replay(mut scene: Scene, events: &[SceneEvent]) -> Scene {
    for event in events {
        evolve(&mut scene, event);
    }
    scene
}

/// Checks a Wildcard change the GM records, and gives its event.
pub fn adjust_wildcards(
    scene: &Scene,
    character_id: i64,
    change: i8,
    reason: &str,
) -> Result<SceneEvent, SceneError> {
    let rule = cite("3. Dramatic Actions");
    let participant = scene.participant(character_id).ok_or_else(|| {
        SceneError::new(
            "request.characterId",
            rule.clone(),
            "This character takes no part in the scene.",
        )
    })?;
    if change == 0 {
        return Err(SceneError::new(
            "request.change",
            rule,
            "A change of 0 Wildcards records nothing.",
        ));
    }
    let after = i16::from(participant.wildcards) + i16::from(change);
    if after < 0 {
        return Err(SceneError::new(
            "request.change",
            rule,
            format!(
                "{} holds {} and cannot spend {}.",
                participant.name,
                super::words::count(participant.wildcards, "Wildcard", "Wildcards"),
                -change
            ),
        ));
    }
    if after > i16::from(u8::MAX) {
        return Err(SceneError::new(
            "request.change",
            rule,
            "Too many Wildcards.",
        ));
    }
    Ok(SceneEvent::Wildcards {
        character_id,
        change,
        reason: reason.trim().to_owned(),
    })
}

/// Checks that the group may move on to the next sub-area: only in a Dangerous Area.
pub fn next_sub_area(scene: &Scene) -> Result<SceneEvent, SceneError> {
    if !scene.is(SceneType::Dangerous) {
        return Err(SceneError::new(
            "request",
            SceneType::Dangerous.rule(),
            "Only a Dangerous Area is crossed in sub-areas.",
        ));
    }
    Ok(SceneEvent::NextSubArea)
}

/// Checks that a scene may close: in The End, every player character must have Appeared
/// («i. Indirect Actions › The End»).
pub fn check_close(scene: &Scene) -> Result<(), SceneError> {
    if scene.the_end {
        if let Some(absent) = scene.participants.iter().find(|p| !p.involved()) {
            return Err(SceneError::new(
                "id",
                cite("i. Indirect Actions › The End"),
                format!(
                    "Every player character must Appear in The End at some point; {} has not.",
                    absent.name
                ),
            ));
        }
    }
    Ok(())
}
