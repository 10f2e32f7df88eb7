//! What a system plugs into the shared encounter flow.
//!
//! The flow in this module (prepare, launch, command, undo/redo, log, end) is written once; each
//! system supplies an [`EncounterSystem`] in `systems/<system>/encounter.rs` and one line in the
//! registry (`systems/mod.rs`), which generates the tagged boundary enums and the dispatch. A
//! system missing from the registry does not compile into a fallback: its encounters are refused
//! with a typed error until it has one.

use serde::de::DeserializeOwned;
use serde::Serialize;
use tablekeep_rules::encounter::{step, Battle, Encounter, Legal};
use tablekeep_rules::simulate::AutoPlay;
use tablekeep_rules::table_rules::TableRuleChoices;
use tablekeep_rules::SystemId;
use tablekeep_store::{CampaignStore, CharacterFields, EncounterRow};

use crate::{AppError, ErrorKind};

/// One system's encounters as the shared flow needs them. Replaying, deciding and logging are
/// the rules' [`Battle`] and are done once, in the shared flow; a system adds what needs the
/// campaign: its plan, the snapshot from sheets, the GM view and the write-back at the end.
pub trait EncounterSystem {
    /// The system these encounters are played under.
    const ID: SystemId;
    /// The rules engine that plays them, with its automatic players and its legal-actions
    /// answer: a system cannot have encounters without taking part in the simulator, nor
    /// without saying what the GM screen may offer.
    type Battle: AutoPlay + Legal;
    /// What the GM prepares: participants, sides, map.
    type Plan: Serialize + DeserializeOwned;
    /// What the GM screen shows of a running battle.
    type View: Serialize;
    /// What ending the encounter wrote back.
    type Result: Serialize + DeserializeOwned;
    /// How the GM ends it (outcome, awards); `Default` is "the GM declares it over".
    type Close: DeserializeOwned + Default;

    /// Checks a plan against the campaign (participants exist, are of this system, fit the map).
    fn validate_plan(store: &CampaignStore, plan: &Self::Plan) -> Result<(), AppError>;
    /// How many creatures the plan brings.
    fn participants(plan: &Self::Plan) -> u32;
    /// The launch snapshot, from the sheets as they stand now, under the table rules `rules`
    /// (the campaign's at a launch; a simulated variant may switch some). Combatant `i` of the
    /// snapshot is the plan's participant `i` (the simulator's variants rely on it).
    fn snapshot(
        store: &CampaignStore,
        plan: &Self::Plan,
        rules: &TableRuleChoices,
    ) -> Result<Setup<Self>, AppError>;
    /// The GM-screen view of the replayed battle.
    fn view(store: &CampaignStore, encounter: &Replayed<Self>) -> Result<Self::View, AppError>;
    /// Ends the battle: the closing command (if the battle is not over yet), the result, and
    /// what goes back to the campaign, all checked before anything is written.
    fn end(
        store: &CampaignStore,
        row: &EncounterRow,
        encounter: &Replayed<Self>,
        close: Self::Close,
    ) -> Result<Ending<Command<Self>, Self::Result>, AppError>;
}

/// A system's launch snapshot.
pub type Setup<S> = <<S as EncounterSystem>::Battle as Battle>::Setup;
/// A system's battle command.
pub type Command<S> = <<S as EncounterSystem>::Battle as Battle>::Command;
/// A system's battle event.
pub type Event<S> = <<S as EncounterSystem>::Battle as Battle>::Event;
/// A system's encounter replayed to the cursor.
pub type Replayed<S> = Encounter<<S as EncounterSystem>::Battle>;

/// The events one command decided, in order.
#[derive(Debug, Serialize, specta::Type, schemars::JsonSchema)]
pub struct Events<E> {
    /// The events, oldest first.
    pub events: Vec<E>,
}

/// What ending an encounter writes, decided by the system and stored by the shared flow in one
/// transaction.
pub struct Ending<C, R> {
    /// The command that ends a battle still under way, stored after the others.
    pub final_command: Option<C>,
    /// The outcome kept with the encounter.
    pub result: R,
    /// Ledger entries to append: character, the last seq read, the entry (serialised).
    pub progression: Vec<(i64, i64, String)>,
    /// Characters whose fields change: character, the revision read, the new fields.
    pub characters: Vec<(i64, i64, CharacterFields)>,
}

/// A battle at its end: the final state and outcome, and the command that ended it when it was
/// not over yet.
pub struct Closed<B: Battle> {
    /// The closing command, stored after the others.
    pub final_command: Option<B::Command>,
    /// How it ended.
    pub outcome: B::Outcome,
    /// The state at the end.
    pub state: B::State,
}

/// Closes a battle: as it stands when it is over, else after the command `ending` gives, decided
/// like any other command (at the cursor, with its random source).
pub fn close<B: Battle>(
    encounter: &Encounter<B>,
    row: &EncounterRow,
    ending: impl FnOnce() -> B::Command,
) -> Result<Closed<B>, AppError> {
    if let Some(outcome) = B::outcome(&encounter.state) {
        return Ok(Closed {
            final_command: None,
            outcome,
            state: encounter.state.clone(),
        });
    }
    let command = ending();
    let mut state = encounter.state.clone();
    step::<B>(
        &mut state,
        row.seed.unwrap_or_default() as u64,
        row.cursor as usize,
        &command,
    )
    .map_err(AppError::rule)?;
    let outcome = B::outcome(&state).ok_or_else(|| {
        AppError::new(
            ErrorKind::Conflict,
            "The closing command did not end the battle; nothing was written.",
        )
    })?;
    Ok(Closed {
        final_command: Some(command),
        outcome,
        state,
    })
}
