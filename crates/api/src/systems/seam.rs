//! What each system implements to take part in the shared commands outside encounters, in its own
//! folder; the registry (`systems/mod.rs`) lists the implementations. Names no system.

use chrono::{DateTime, Utc};
use tablekeep_rules::table_rules::{TableRule, TableRuleChoices};
use tablekeep_store::{CampaignStore, Character, DeckRow, PartyMember};

use crate::AppError;

/// What a system adds to the shared commands outside encounters. Each system implements it in
/// its own folder (`systems/<system>/mod.rs`) and is listed once in the registry's `each_system!`; a method
/// has no default, so a system cannot forget one and quietly do nothing.
pub trait SystemApi {
    /// The version of the system's character data format this binary writes and reads.
    const DATA_VERSION: i64;
    /// What a character view shows of the system's sheet (see `character_sheet`).
    type Sheet;

    /// The sheet that comes with a character view (`get_character`), if the system shows one
    /// there.
    fn character_sheet(
        store: &CampaignStore,
        character: &Character,
    ) -> Result<Option<Self::Sheet>, AppError>;

    /// Refuses table-rule `choices` under which a recorded history of the system would no
    /// longer replay.
    fn check_histories(store: &CampaignStore, choices: &TableRuleChoices) -> Result<(), AppError>;

    /// How far the engine carries the system's content (its rulebook's, or the campaign's
    /// library for a system whose content the GM writes).
    fn automation_coverage(
        store: &CampaignStore,
    ) -> Result<tablekeep_rules::coverage::CoverageReport, AppError>;

    /// What switching `rule`, one of the system's own, does to the system's recorded history:
    /// each kind of record it touches (ledgers, running and finished encounters), named, with
    /// what happens to it. Empty when nothing recorded is touched.
    fn history_affected(
        store: &CampaignStore,
        rule: &TableRule,
    ) -> Result<Vec<HistoryEffect>, AppError>;

    /// A game session starts: deal what the system tracks between sessions.
    fn session_started(
        store: &CampaignStore,
        party: Option<&[PartyMember]>,
        seed: i64,
    ) -> Result<SessionDecks, AppError>;

    /// The open game session ends: gather what was dealt.
    fn session_ended(store: &CampaignStore) -> Result<SessionDecks, AppError>;

    /// What `character`'s ledger recorded in game session `session`, an entry a sentence,
    /// oldest first (empty when the system keeps no ledger).
    fn session_progress(
        store: &CampaignStore,
        character: &Character,
        session: i64,
    ) -> Result<Vec<String>, AppError>;

    /// Adds what a new default campaign starts with (content, premade characters).
    fn seed_default_campaign(store: &mut CampaignStore, now: DateTime<Utc>)
        -> Result<(), AppError>;

    /// What a shared character document carries of the system (`sharing::character`).
    type SharedCharacter;

    /// The system's part of `character`, to share with another campaign.
    fn share_character(
        store: &CampaignStore,
        character: &Character,
    ) -> Result<Self::SharedCharacter, AppError>;

    /// Checks a shared character's part by the system's rules, against this campaign (its
    /// content, its table rules), as if it had been built and recorded here; plans how it is
    /// stored. Refused, with the document's field at fault, when anything breaks a rule.
    fn import_character(
        store: &CampaignStore,
        shared: Self::SharedCharacter,
    ) -> Result<CharacterImport, AppError>;
}

/// Which records of a campaign a table-rule switch touches.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, specta::Type, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum RecordKind {
    /// Characters' progression ledgers and the sheets worked out from them.
    Ledgers,
    /// Encounters launched and not ended.
    RunningEncounters,
    /// Encounters ended, with what they wrote back.
    FinishedEncounters,
}

/// One kind of record a table-rule switch touches, and what happens to it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, specta::Type, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct HistoryEffect {
    /// The kind of record.
    pub records: RecordKind,
    /// The characters or encounters concerned, by name.
    pub names: Vec<String>,
    /// Whether what they show changes (false: they keep what was recorded).
    pub changes: bool,
    /// What happens to them, in a sentence for the GM.
    pub effect: String,
}

/// The characters of `system` (player characters, then NPCs), by name; with `ledger_only`,
/// only those whose progression ledger holds an entry.
pub fn character_names(
    store: &CampaignStore,
    system: tablekeep_rules::SystemId,
    ledger_only: bool,
) -> Result<Vec<String>, AppError> {
    let mut names = Vec::new();
    for kind in [
        tablekeep_rules::CharacterKind::Pc,
        tablekeep_rules::CharacterKind::Npc,
    ] {
        let filter = tablekeep_store::CharacterFilter {
            system: Some(system),
            kind: Some(kind),
            ..Default::default()
        };
        for summary in store.list_characters(&filter)? {
            if !ledger_only || !store.progression(summary.id)?.is_empty() {
                names.push(summary.name);
            }
        }
    }
    Ok(names)
}

/// The encounters of `system` with `status`, by name.
pub fn encounter_names(
    store: &CampaignStore,
    system: tablekeep_rules::SystemId,
    status: tablekeep_store::EncounterStatus,
) -> Result<Vec<String>, AppError> {
    Ok(store
        .list_encounters()?
        .into_iter()
        .filter(|row| row.system == system.as_str() && row.status == status)
        .map(|row| row.name)
        .collect())
}

/// A shared character's system part, checked and ready to store.
pub struct CharacterImport {
    /// The content it brings, placed in the library.
    pub content: crate::sharing::PlannedContent,
    /// The data column, ledger and deck, once the new content has ids (in the order of
    /// `content.new`).
    pub rows: RowsOnceStored,
}

/// Gives a system's rows once the content an import brings has its ids (in the order of the
/// plan's new pieces).
pub type RowsOnceStored = Box<dyn FnOnce(&[i64]) -> SystemRows>;

/// What a system stores for an imported character.
pub struct SystemRows {
    /// The data column (JSON).
    pub data: String,
    /// The ledger, oldest first.
    pub entries: Vec<tablekeep_store::SharedEntry>,
    /// The tracked deck, if any.
    pub deck: Option<tablekeep_store::DeckRow>,
}

/// What a system did to its characters' decks when a session started or ended.
#[derive(Default)]
pub struct SessionDecks {
    /// Decks to save: character, the operation count read (none for a new deck), the new row.
    pub decks: Vec<(i64, Option<i64>, DeckRow)>,
    /// The characters whose decks these are, by name.
    pub names: Vec<String>,
}

impl SessionDecks {
    /// Adds another system's decks.
    pub fn extend(&mut self, other: SessionDecks) {
        self.decks.extend(other.decks);
        self.names.extend(other.names);
    }
}
