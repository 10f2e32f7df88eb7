//! What each system implements to take part in the shared commands outside encounters, in its own
//! folder; the registry (`systems/mod.rs`) lists the implementations. Names no system.

use chrono::{DateTime, Utc};
use tablekeep_rules::table_rules::TableRuleChoices;
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

    /// A game session starts: deal what the system tracks between sessions.
    fn session_started(
        store: &CampaignStore,
        party: Option<&[PartyMember]>,
        seed: i64,
    ) -> Result<SessionDecks, AppError>;

    /// The open game session ends: gather what was dealt.
    fn session_ended(store: &CampaignStore) -> Result<SessionDecks, AppError>;

    /// Adds what a new default campaign starts with (content, premade characters).
    fn seed_default_campaign(store: &mut CampaignStore, now: DateTime<Utc>)
        -> Result<(), AppError>;
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
