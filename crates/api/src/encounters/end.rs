//! Ending an encounter: the system decides the closing command, the result and the write-back;
//! this stores them in one transaction.

use tablekeep_store::{EncounterWriteBack, NewProgression};

use super::*;

/// Ends the battle and writes its outcome back (each system's: Knowledge Points to the ledger,
/// heroes' Stamina and Victories, …); the result is kept with the encounter.
pub fn end_encounter(desk: &mut Desk, input: EncounterEnd) -> Result<EncounterView, AppError> {
    let row = running(desk.store()?, input.id)?;
    with_encounter_system!(system_of(&row)?, S => end_as::<S>(desk, row, input.close))
}

fn end_as<S: Tagged>(
    desk: &mut Desk,
    row: EncounterRow,
    close: Option<crate::systems::EncounterClose>,
) -> Result<EncounterView, AppError> {
    let close = match close {
        None => S::Close::default(),
        Some(close) => {
            let given = close.system();
            S::untag_close(close).ok_or_else(|| wrong_system("close", given, S::ID))?
        }
    };
    let store = desk.store()?;
    let replayed = running_replayed::<S>(store, &row)?;
    let ending = S::end(store, &row, &replayed, close)?;
    let final_command = ending.final_command.as_ref().map(to_json).transpose()?;
    let result = to_json(&ending.result)?;
    let reason = format!("Battle: {}", row.name);
    let session_id = store.open_game_session()?.map(|s| s.id);
    let write_back = EncounterWriteBack {
        progression: ending
            .progression
            .iter()
            .map(|(character, last, entry)| {
                (
                    *character,
                    *last,
                    NewProgression {
                        entry,
                        session_id,
                        reason: &reason,
                    },
                )
            })
            .collect(),
        decks: Vec::new(),
        characters: ending.characters,
    };
    let now = desk.now();
    let row = desk.store_mut()?.end_encounter(
        row.id,
        row.cursor,
        final_command.as_deref(),
        &result,
        &write_back,
        now,
    )?;
    desk.after_write();
    view(desk.store()?, &row)
}
