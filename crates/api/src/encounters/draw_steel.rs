//! Draw Steel's own encounter pieces: the end with its write-back to heroes, and roll previews.

use super::*;

/// Ends a Draw Steel combat: save-ends effects and surges end, and each hero's Stamina,
/// Recoveries and the Victories the GM awards are written back to the hero, one revision each.
pub(super) fn end_draw_steel(
    desk: &mut Desk,
    row: EncounterRow,
    input: EncounterEnd,
) -> Result<EncounterView, AppError> {
    use tablekeep_rules::systems::draw_steel::combat::{
        Command as DsCommand, DrawSteelCombat, Outcome as DsOutcome, Phase as DsPhase,
    };
    if !input.awards.is_empty() {
        return Err(AppError::invalid(
            "awards",
            "Knowledge Point awards are Fated Hand's; a Draw Steel combat awards Victories.",
        ));
    }
    let store = desk.store()?;
    let replayed = ds_replayed(store, &row)?.ok_or_else(|| storage("No snapshot.".to_owned()))?;
    let seed = row.seed.unwrap_or_default();
    let (final_command, outcome, state) = match replayed.state.phase {
        DsPhase::Ended { outcome } => (None, outcome, replayed.state.clone()),
        _ => {
            let outcome = input
                .draw_steel_outcome
                .or(ds::combat_view(&replayed).decided)
                .unwrap_or(DsOutcome::Declared);
            let command = DsCommand::EndCombat { outcome };
            let mut state = replayed.state.clone();
            tablekeep_rules::encounter::step::<DrawSteelCombat>(
                &mut state,
                seed as u64,
                row.cursor as usize,
                &command,
            )
            .map_err(AppError::rule)?;
            (Some(to_json(&command)?), outcome, state)
        }
    };
    let victories = input.victories.unwrap_or(0);
    let (result, records) = ds::result_of(store, &state, outcome, victories)?;
    let mut characters = Vec::with_capacity(records.len());
    for (character_id, record) in records {
        let character = store.character(character_id)?;
        let mut fields = character.fields.clone();
        fields.data = to_json(&record)?;
        characters.push((character_id, character.revision, fields));
    }
    let write_back = EncounterWriteBack {
        progression: Vec::new(),
        decks: Vec::new(),
        characters,
    };
    let now = desk.now();
    let row = desk.store_mut()?.end_encounter(
        row.id,
        row.cursor,
        final_command.as_deref(),
        &to_json(&result)?,
        &write_back,
        now,
    )?;
    desk.after_write();
    view(desk.store()?, &row)
}

/// Arguments of `draw_steel_roll_preview`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DrawSteelRollPreviewRequest {
    /// The running encounter.
    pub id: i64,
    /// Who would roll.
    pub user: u8,
    /// The ability's index among the user's abilities; absent for a free strike.
    #[serde(default)]
    #[specta(optional)]
    pub ability: Option<u8>,
    /// The targets, with the situation against each.
    pub targets: Vec<tablekeep_rules::systems::draw_steel::combat::TargetChoice>,
}

/// Before rolling: each target's edges and banes with their reasons and the exact odds of each
/// tier. Saves nothing.
pub fn draw_steel_roll_preview(
    desk: &mut Desk,
    input: DrawSteelRollPreviewRequest,
) -> Result<Vec<tablekeep_rules::systems::draw_steel::combat::RollPreview>, AppError> {
    let store = desk.store()?;
    let row = running(store, input.id)?;
    if system_of(&row)? != SystemId::DrawSteel {
        return Err(AppError::new(
            ErrorKind::Conflict,
            "Roll previews are for Draw Steel combats.",
        ));
    }
    let replayed = ds_replayed(store, &row)?.ok_or_else(|| storage("No snapshot.".to_owned()))?;
    ds::roll_preview(&replayed.state, input.user, input.ability, &input.targets)
}
