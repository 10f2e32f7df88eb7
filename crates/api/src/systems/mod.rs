//! The supported tabletop systems, and THE registry: the one place in the api that lists them.
//!
//! A system is its folder (`systems/<system>/`) plus one line in each list below. Shared code
//! (`encounters/`, `characters.rs`, `settings.rs`, …) names no system: it goes through the
//! boundary enums and dispatch generated here. Every `match` over [`SystemId`] in this file is
//! exhaustive, so a new system that is not registered fails to compile instead of falling back to
//! another system's code.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::coverage::CoverageReport;
use tablekeep_rules::{SystemId, SystemInfo};

use chrono::{DateTime, Utc};
use tablekeep_rules::table_rules::TableRuleChoices;
use tablekeep_store::{CampaignStore, Character, PartyMember};

use crate::encounters::seam::EncounterSystem;
use crate::{AppError, Desk, ErrorKind};

pub mod clockwork;
pub mod draw_steel;
pub mod fated_hand;
pub mod game_of_bastards;
pub mod lytharian_chess;
pub mod seam;

pub(crate) use seam::{SessionDecks, SystemApi};

/// A system as the app lists it: the rules' summary, and whether this version makes its
/// characters yet.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SystemListing {
    /// Stable identifier stored in campaign files.
    pub id: SystemId,
    /// The system's name, as its rulebook spells it.
    pub name: &'static str,
    /// One line, in our own words, on what play under this system feels like.
    pub summary: &'static str,
    /// Whether characters of the system can be made in this version (false: coming later; the
    /// app shows it and refuses new characters of it rather than give them an empty sheet).
    pub ready: bool,
}

/// The five systems with a one-line summary each, and which are ready for characters.
pub fn list_systems(_desk: &mut Desk) -> Result<Vec<SystemListing>, AppError> {
    Ok(SystemId::ALL
        .into_iter()
        .map(|system| {
            let SystemInfo { id, name, summary } = system.info();
            SystemListing {
                id,
                name,
                summary,
                ready: makes_characters(system),
            }
        })
        .collect())
}

/// Whether this version makes characters of `system`: a system is ready once its creation and
/// sheet are registered here.
pub(crate) fn makes_characters(system: SystemId) -> bool {
    match system {
        SystemId::FatedHand
        | SystemId::DrawSteel
        | SystemId::Clockwork
        | SystemId::GameOfBastards => true,
        SystemId::LytharianChess => false,
    }
}

/// The refusal of a new character of a system this version does not make yet.
pub(crate) fn not_ready(system: SystemId) -> AppError {
    AppError::invalid(
        "system",
        format!(
            "{} is coming in a later version: its characters cannot be made yet.",
            system.info().name
        ),
    )
}

/// Runs `$body` with the type alias `$S` naming the encounter api of `$system`; systems without
/// encounters yet are refused with a typed error.
macro_rules! with_encounter_system {
    ($system:expr, $S:ident => $body:expr) => {{
        use tablekeep_rules::SystemId;
        match $system {
            SystemId::FatedHand => {
                type $S = $crate::systems::fated_hand::encounter::Encounters;
                $body
            }
            SystemId::DrawSteel => {
                type $S = $crate::systems::draw_steel::encounter::Encounters;
                $body
            }
            SystemId::Clockwork => {
                type $S = $crate::systems::clockwork::encounter::Encounters;
                $body
            }
            SystemId::GameOfBastards => {
                type $S = $crate::systems::game_of_bastards::encounter::Encounters;
                $body
            }
            unsupported @ SystemId::LytharianChess => {
                Err($crate::systems::no_encounters(unsupported))
            }
        }
    }};
}
pub(crate) use with_encounter_system;

/// The refusal for a system whose encounters this version does not run yet.
pub(crate) fn no_encounters(system: SystemId) -> AppError {
    AppError::new(
        ErrorKind::Conflict,
        format!(
            "Encounters of {} are not supported by this version.",
            system.info().name
        ),
    )
}

/// A registered system's conversions to and from the tagged boundary enums; implemented for
/// each system by the registry (`systems/mod.rs`), never by hand. A registered system also edits
/// its plans into simulated variants ([`crate::encounters::variants::PlanVariants`]).
pub trait Tagged: EncounterSystem + crate::encounters::variants::PlanVariants {
    /// The plan, when `plan` is this system's.
    fn untag_plan(plan: EncounterPlan) -> Option<Self::Plan>;
    /// The plan, tagged.
    fn tag_plan(plan: Self::Plan) -> EncounterPlan;
    /// The command, when `command` is this system's.
    fn untag_command(command: BattleCommand) -> Option<crate::encounters::seam::Command<Self>>;
    /// The closing, when `close` is this system's.
    fn untag_close(close: EncounterClose) -> Option<Self::Close>;
    /// The view, tagged.
    fn tag_view(view: Self::View) -> BattleView;
    /// The result, tagged.
    fn tag_result(result: Self::Result) -> EncounterResult;
    /// One command's events, tagged.
    fn tag_events(events: Vec<crate::encounters::seam::Event<Self>>) -> BattleEvents;
    /// What a viewer other than the GM sees, tagged.
    fn tag_seen(seen: <Self::Battle as tablekeep_rules::encounter::Battle>::View) -> TableBattle;
}

/// Generates, from one list of systems with encounters, the boundary enums tagged by `system`
/// (what the GM screen sends and receives), and each system's conversions to and from them.
macro_rules! encounter_boundary {
    ($( $Variant:ident => $Api:ty ),* $(,)?) => {
        /// A prepared encounter's plan, tagged by its system.
        #[derive(Clone, Debug, Serialize, Deserialize, specta::Type, JsonSchema)]
        #[serde(tag = "system", rename_all = "snake_case")]
        pub enum EncounterPlan {
            $(
                $Variant(<$Api as EncounterSystem>::Plan),
            )*
        }

        /// One battle command, tagged by its system (it must be the encounter's).
        #[derive(Clone, Debug, Deserialize, specta::Type, JsonSchema)]
        #[serde(tag = "system", rename_all = "snake_case")]
        pub enum BattleCommand {
            $(
                $Variant(<<$Api as EncounterSystem>::Battle as tablekeep_rules::encounter::Battle>::Command),
            )*
        }

        /// A running battle as the GM screen shows it, tagged by its system.
        #[derive(Debug, Serialize, specta::Type, JsonSchema)]
        #[serde(tag = "system", rename_all = "snake_case")]
        pub enum BattleView {
            $(
                $Variant(<$Api as EncounterSystem>::View),
            )*
        }

        /// A running battle as one viewer sees it (a side's screen, a player's): nothing that
        /// viewer may not know, tagged by its system.
        #[derive(Debug, Serialize, specta::Type, JsonSchema)]
        #[serde(tag = "system", rename_all = "snake_case")]
        pub enum TableBattle {
            $(
                $Variant(<<$Api as EncounterSystem>::Battle as tablekeep_rules::encounter::Battle>::View),
            )*
        }

        /// What one battle command did, tagged by its system.
        #[derive(Debug, Serialize, specta::Type, JsonSchema)]
        #[serde(tag = "system", rename_all = "snake_case")]
        pub enum BattleEvents {
            $(
                $Variant(crate::encounters::seam::Events<<<$Api as EncounterSystem>::Battle as tablekeep_rules::encounter::Battle>::Event>),
            )*
        }

        /// What ending an encounter wrote back, tagged by its system.
        #[derive(Debug, Serialize, specta::Type, JsonSchema)]
        #[serde(tag = "system", rename_all = "snake_case")]
        pub enum EncounterResult {
            $(
                $Variant(<$Api as EncounterSystem>::Result),
            )*
        }

        /// How the GM ends an encounter, tagged by its system.
        #[derive(Debug, Deserialize, specta::Type, JsonSchema)]
        #[serde(tag = "system", rename_all = "snake_case")]
        pub enum EncounterClose {
            $(
                $Variant(<$Api as EncounterSystem>::Close),
            )*
        }

        impl EncounterPlan {
            /// The system the plan is for.
            pub fn system(&self) -> SystemId {
                match self { $( Self::$Variant(_) => SystemId::$Variant, )* }
            }
        }

        impl BattleCommand {
            /// The system the command is for.
            pub fn system(&self) -> SystemId {
                match self { $( Self::$Variant(_) => SystemId::$Variant, )* }
            }
        }

        impl EncounterClose {
            /// The system the closing is for.
            pub fn system(&self) -> SystemId {
                match self { $( Self::$Variant(_) => SystemId::$Variant, )* }
            }
        }

        $(
            impl Tagged for $Api {
                fn untag_plan(plan: EncounterPlan) -> Option<Self::Plan> {
                    #[allow(unreachable_patterns)]
                    match plan { EncounterPlan::$Variant(plan) => Some(plan), _ => None }
                }
                fn tag_plan(plan: Self::Plan) -> EncounterPlan {
                    EncounterPlan::$Variant(plan)
                }
                fn untag_command(command: BattleCommand) -> Option<crate::encounters::seam::Command<Self>> {
                    #[allow(unreachable_patterns)]
                    match command { BattleCommand::$Variant(command) => Some(command), _ => None }
                }
                fn untag_close(close: EncounterClose) -> Option<Self::Close> {
                    #[allow(unreachable_patterns)]
                    match close { EncounterClose::$Variant(close) => Some(close), _ => None }
                }
                fn tag_view(view: Self::View) -> BattleView {
                    BattleView::$Variant(view)
                }
                fn tag_result(result: Self::Result) -> EncounterResult {
                    EncounterResult::$Variant(result)
                }
                fn tag_events(events: Vec<crate::encounters::seam::Event<Self>>) -> BattleEvents {
                    BattleEvents::$Variant(crate::encounters::seam::Events { events })
                }
                fn tag_seen(seen: <Self::Battle as tablekeep_rules::encounter::Battle>::View) -> TableBattle {
                    TableBattle::$Variant(seen)
                }
            }
        )*
    };
}

encounter_boundary! {
    FatedHand => fated_hand::encounter::Encounters,
    DrawSteel => draw_steel::encounter::Encounters,
    Clockwork => clockwork::encounter::Encounters,
    GameOfBastards => game_of_bastards::encounter::Encounters,
}

/// A new character's creation choices, tagged by its system: for systems whose characters are
/// built when they are created.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case")]
pub enum CharacterCreation {
    /// A Fated Hand creation.
    FatedHand(fated_hand::character::NewFatedHand),
    /// A ClockWork creation (an NPC's may waive the creation limits).
    Clockwork(clockwork::character::NewClockwork),
    /// A Game of Bastards creation.
    GameOfBastards(game_of_bastards::character::NewBastards),
}

/// What a creation gives: the character's data column, and its ledger's first entry for a
/// system whose creation is one.
pub(crate) struct Started {
    /// The data column.
    pub data: String,
    /// The ledger's first entry, if the system records the creation there.
    pub entry: Option<String>,
}

impl CharacterCreation {
    /// Checks the choices by the system's rules (under the campaign's table rules) for a
    /// character of `system` and `kind`; gives the character's data column and its ledger's
    /// first entry.
    pub(crate) fn start(
        self,
        store: &CampaignStore,
        system: SystemId,
        kind: tablekeep_rules::CharacterKind,
    ) -> Result<Started, AppError> {
        let given = match &self {
            CharacterCreation::FatedHand(_) => SystemId::FatedHand,
            CharacterCreation::Clockwork(_) => SystemId::Clockwork,
            CharacterCreation::GameOfBastards(_) => SystemId::GameOfBastards,
        };
        if given != system {
            return Err(AppError::invalid(
                "creation.system",
                format!(
                    "A {} build needs a {} character, not a {} one.",
                    given.info().name,
                    given.info().name,
                    system.info().name
                ),
            ));
        }
        match self {
            CharacterCreation::FatedHand(new) => {
                let (data, entry) = fated_hand::character::start(new)?;
                Ok(Started {
                    data,
                    entry: Some(entry),
                })
            }
            CharacterCreation::Clockwork(new) => Ok(Started {
                data: clockwork::character::start(
                    new,
                    kind,
                    &crate::campaign_rules::rule_choices(store)?,
                )?,
                entry: None,
            }),
            CharacterCreation::GameOfBastards(new) => {
                let (data, entry) = game_of_bastards::character::start(
                    new,
                    &crate::campaign_rules::rule_choices(store)?,
                )?;
                Ok(Started {
                    data,
                    entry: Some(entry),
                })
            }
        }
    }
}

/// Whether `character` already has its creation build (a second one is refused).
pub(crate) fn has_build(store: &CampaignStore, character: &Character) -> Result<bool, AppError> {
    match character.fields.system {
        SystemId::Clockwork => clockwork::is_built(character),
        SystemId::FatedHand
        | SystemId::DrawSteel
        | SystemId::GameOfBastards
        | SystemId::LytharianChess => Ok(!store.progression(character.id)?.is_empty()),
    }
}

/// A character's sheet as its system shows it, tagged by the system.
// Built once per read and serialised at once, so the variants' sizes do not matter.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case")]
pub enum CharacterSheet {
    /// A Fated Hand sheet with gear, history and deck.
    FatedHand(fated_hand::views::FatedHandView),
    /// A ClockWork character: its creation, limits and explained sheet.
    Clockwork(clockwork::views::ClockworkView),
    /// A Game of Bastards character: its explained sheet, the fold of its ledger.
    GameOfBastards(game_of_bastards::views::BastardsView),
}

/// Runs `$body` once for each system with its [`SystemApi`] as `$S`.
macro_rules! each_system {
    ($S:ident => $body:expr) => {{
        {
            type $S = fated_hand::Api;
            $body
        }
        {
            type $S = draw_steel::Api;
            $body
        }
        {
            type $S = clockwork::Api;
            $body
        }
        {
            type $S = game_of_bastards::Api;
            $body
        }
    }};
}

/// How far the engine carries each system's content, for every system with an engine: per kind
/// of content, what it resolves whole, in part, or leaves to the GM, with the list.
pub fn automation_coverage(desk: &mut Desk) -> Result<Vec<CoverageReport>, AppError> {
    let store = desk.store()?;
    let mut reports = Vec::new();
    each_system!(S => reports.push(S::automation_coverage(store)?));
    Ok(reports)
}

/// The version of `system`'s character data format this binary writes and reads.
pub(crate) fn data_version(system: SystemId) -> i64 {
    match system {
        SystemId::FatedHand => <fated_hand::Api as SystemApi>::DATA_VERSION,
        SystemId::DrawSteel => <draw_steel::Api as SystemApi>::DATA_VERSION,
        SystemId::Clockwork => <clockwork::Api as SystemApi>::DATA_VERSION,
        SystemId::GameOfBastards => <game_of_bastards::Api as SystemApi>::DATA_VERSION,
        // Systems not built yet keep characters without system data.
        SystemId::LytharianChess => 1,
    }
}

/// Refuses a campaign holding character data in a format newer than this binary reads, before
/// anything reads or writes it.
pub(crate) fn check_data_versions(store: &CampaignStore) -> Result<(), AppError> {
    for (system, version) in store.newest_data_versions()? {
        let known = data_version(system);
        if version > known {
            return Err(AppError::new(
                ErrorKind::CampaignTooNew,
                format!(
                    "This campaign holds {} characters saved by a newer Tablekeep (data format {version}; this version reads up to {known}). Open it with that version.",
                    system.info().name
                ),
            ));
        }
    }
    Ok(())
}

/// The sheet that comes with a character view, for systems that show one there.
pub(crate) fn character_sheet(
    store: &CampaignStore,
    character: &Character,
) -> Result<Option<CharacterSheet>, AppError> {
    match character.fields.system {
        SystemId::FatedHand => {
            Ok(fated_hand::Api::character_sheet(store, character)?.map(CharacterSheet::FatedHand))
        }
        SystemId::DrawSteel => {
            Ok(draw_steel::Api::character_sheet(store, character)?.map(|never| match never {}))
        }
        SystemId::Clockwork => {
            Ok(clockwork::Api::character_sheet(store, character)?.map(CharacterSheet::Clockwork))
        }
        SystemId::GameOfBastards => Ok(game_of_bastards::Api::character_sheet(store, character)?
            .map(CharacterSheet::GameOfBastards)),
        // Systems not built yet keep characters without a sheet.
        SystemId::LytharianChess => Ok(None),
    }
}

/// Every system's recorded histories must still replay under the campaign's table rules.
pub(crate) fn check_histories(
    store: &CampaignStore,
    choices: &TableRuleChoices,
) -> Result<(), AppError> {
    each_system!(S => S::check_histories(store, choices)?);
    Ok(())
}

/// What switching `rule` does to recorded history, as its system reports it.
pub(crate) fn history_affected(
    store: &CampaignStore,
    rule: &tablekeep_rules::table_rules::TableRule,
) -> Result<Vec<seam::HistoryEffect>, AppError> {
    let mut effects = Vec::new();
    each_system!(S => effects.extend(S::history_affected(store, rule)?));
    Ok(effects)
}

/// A game session starts: each system deals what it tracks between sessions.
pub(crate) fn session_started(
    store: &CampaignStore,
    party: Option<&[PartyMember]>,
    seed: i64,
) -> Result<SessionDecks, AppError> {
    let mut dealt = SessionDecks::default();
    each_system!(S => dealt.extend(S::session_started(store, party, seed)?));
    Ok(dealt)
}

/// The open game session ends: each system gathers what it dealt.
/// What `character`'s ledger recorded in game session `session`, in sentences (its system's).
pub(crate) fn session_progress(
    store: &CampaignStore,
    character: &Character,
    session: i64,
) -> Result<Vec<String>, AppError> {
    match character.fields.system {
        SystemId::FatedHand => {
            <fated_hand::Api as SystemApi>::session_progress(store, character, session)
        }
        SystemId::DrawSteel => {
            <draw_steel::Api as SystemApi>::session_progress(store, character, session)
        }
        SystemId::Clockwork => {
            <clockwork::Api as SystemApi>::session_progress(store, character, session)
        }
        SystemId::GameOfBastards => {
            <game_of_bastards::Api as SystemApi>::session_progress(store, character, session)
        }
        SystemId::LytharianChess => Ok(Vec::new()),
    }
}

pub(crate) fn session_ended(store: &CampaignStore) -> Result<SessionDecks, AppError> {
    let mut gathered = SessionDecks::default();
    each_system!(S => gathered.extend(S::session_ended(store)?));
    Ok(gathered)
}

/// What a new default campaign starts with: each system's starter content.
pub(crate) fn seed_default_campaign(
    store: &mut CampaignStore,
    now: DateTime<Utc>,
) -> Result<(), AppError> {
    each_system!(S => S::seed_default_campaign(store, now)?);
    Ok(())
}

/// A shared character's system part, tagged by its system (`sharing::character`): what each
/// system's [`SystemApi::share_character`] gives. Systems that keep no data of their own for a
/// character share none.
#[derive(Debug, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case")]
pub enum SharedSystemData {
    /// A Fated Hand character's gear, ledger and deck.
    FatedHand(<fated_hand::Api as SystemApi>::SharedCharacter),
    /// A Draw Steel hero, its ledger and the content it names.
    DrawSteel(<draw_steel::Api as SystemApi>::SharedCharacter),
    /// A Game of Bastards character's ledger, the creation first.
    GameOfBastards(<game_of_bastards::Api as SystemApi>::SharedCharacter),
    /// A Lytharian Chess character (no system data yet).
    LytharianChess(NoSystemData),
    /// A ClockWork character's build, its limits and what it wears.
    Clockwork(<clockwork::Api as SystemApi>::SharedCharacter),
}

/// The system part of a character whose system keeps no data of its own yet.
#[derive(Debug, Default, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct NoSystemData {}

impl SharedSystemData {
    /// The system the part is for.
    pub fn system(&self) -> SystemId {
        match self {
            SharedSystemData::FatedHand(_) => SystemId::FatedHand,
            SharedSystemData::DrawSteel(_) => SystemId::DrawSteel,
            SharedSystemData::GameOfBastards(_) => SystemId::GameOfBastards,
            SharedSystemData::LytharianChess(_) => SystemId::LytharianChess,
            SharedSystemData::Clockwork(_) => SystemId::Clockwork,
        }
    }
}

/// The system part of `character`, to share.
pub(crate) fn share_character(
    store: &CampaignStore,
    character: &Character,
) -> Result<SharedSystemData, AppError> {
    Ok(match character.fields.system {
        SystemId::FatedHand => {
            SharedSystemData::FatedHand(fated_hand::Api::share_character(store, character)?)
        }
        SystemId::DrawSteel => {
            SharedSystemData::DrawSteel(draw_steel::Api::share_character(store, character)?)
        }
        SystemId::GameOfBastards => SharedSystemData::GameOfBastards(
            game_of_bastards::Api::share_character(store, character)?,
        ),
        SystemId::LytharianChess => SharedSystemData::LytharianChess(NoSystemData {}),
        SystemId::Clockwork => {
            SharedSystemData::Clockwork(clockwork::Api::share_character(store, character)?)
        }
    })
}

/// A shared character's system part, checked by its system's rules and planned.
pub(crate) fn import_character(
    store: &CampaignStore,
    data: SharedSystemData,
) -> Result<seam::CharacterImport, AppError> {
    match data {
        SharedSystemData::FatedHand(shared) => fated_hand::Api::import_character(store, shared),
        SharedSystemData::DrawSteel(shared) => draw_steel::Api::import_character(store, shared),
        SharedSystemData::Clockwork(shared) => clockwork::Api::import_character(store, shared),
        SharedSystemData::GameOfBastards(shared) => {
            game_of_bastards::Api::import_character(store, shared)
        }
        SharedSystemData::LytharianChess(_) => Ok(seam::CharacterImport {
            content: Default::default(),
            rows: Box::new(|_| seam::SystemRows {
                data: "{}".to_owned(),
                entries: Vec::new(),
                deck: None,
            }),
        }),
    }
}

/// A content pack's pieces, tagged by their system (`sharing::content_pack`): for systems whose
/// content the GM authors in the campaign's library.
#[derive(Debug, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case")]
pub enum SharedContent {
    /// Draw Steel abilities, monsters, ancestries, classes and kits.
    DrawSteel(draw_steel::sharing::DrawSteelPack),
}

impl SharedContent {
    /// The system the pieces are for.
    pub fn system(&self) -> SystemId {
        match self {
            SharedContent::DrawSteel(_) => SystemId::DrawSteel,
        }
    }

    /// Whether the pack holds no piece.
    pub fn is_empty(&self) -> bool {
        match self {
            SharedContent::DrawSteel(pack) => pack.pieces.is_empty(),
        }
    }
}

/// `system`'s content pack of the pieces `ids` (all its library when `None`).
pub(crate) fn export_content(
    store: &CampaignStore,
    system: SystemId,
    ids: Option<&[i64]>,
) -> Result<SharedContent, AppError> {
    match system {
        SystemId::DrawSteel => Ok(SharedContent::DrawSteel(draw_steel::sharing::export_pack(
            store, ids,
        )?)),
        other @ (SystemId::FatedHand
        | SystemId::GameOfBastards
        | SystemId::LytharianChess
        | SystemId::Clockwork) => Err(AppError::invalid(
            "system",
            format!(
                "{} keeps no content of the GM's own in the campaign; there is no content pack to \
                 share.",
                other.info().name
            ),
        )),
    }
}

/// A content pack's pieces, checked by their system's content validation and planned into the
/// library.
pub(crate) fn import_content(
    store: &CampaignStore,
    content: SharedContent,
) -> Result<crate::sharing::PlannedContent, AppError> {
    match content {
        SharedContent::DrawSteel(pack) => draw_steel::sharing::import_pack(store, pack),
    }
}
