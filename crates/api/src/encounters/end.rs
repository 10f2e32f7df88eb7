//! Ending an encounter and writing its outcome back (Fated Hand's here; Draw Steel's in
//! `draw_steel.rs`).

use super::*;

/// Ends the battle and writes its outcome back: the accepted Knowledge Points go to the
/// characters' histories, and the result (outcome, who fell, who took part) is kept.
pub fn end_encounter(desk: &mut Desk, input: EncounterEnd) -> Result<EncounterView, AppError> {
    let store = desk.store()?;
    let row = running(store, input.id)?;
    if system_of(&row)? == SystemId::DrawSteel {
        return super::draw_steel::end_draw_steel(desk, row, input);
    }
    let rules = rule_choices(store)?;
    let replayed = replayed(store, &row)?.ok_or_else(|| storage("No snapshot.".to_owned()))?;
    let seed = row.seed.unwrap_or_default();
    let (final_command, outcome, state) = match replayed.state.phase {
        Phase::Ended { outcome } => (None, outcome, replayed.state.clone()),
        _ => {
            let outcome = input.outcome.unwrap_or(Outcome::Declared);
            let command = Command::EndBattle { outcome };
            let mut state = replayed.state.clone();
            tablekeep_rules::encounter::step::<FatedHandBattle>(
                &mut state,
                seed as u64,
                row.cursor as usize,
                &command,
            )
            .map_err(AppError::rule)?;
            (Some(to_json(&command)?), outcome, state)
        }
    };
    let offers = fh::offers(store, &replayed, &rules)?;
    let mut awarded = Vec::new();
    let mut entries: Vec<(i64, i64, String)> = Vec::new();
    let mut builds = std::collections::BTreeMap::new();
    for (index, award) in input.awards.iter().enumerate() {
        let field = format!("awards[{index}]");
        let offer = offers
            .iter()
            .find(|o| {
                o.character_id == award.character_id
                    && o.target == award.target
                    && o.manner == award.manner
            })
            .ok_or_else(|| {
                AppError::invalid(
                    &field,
                    "This award is not among the battle's offers; give other awards from the character's Knowledge panel.",
                )
            })?;
        let (build, last) = match builds.entry(award.character_id) {
            std::collections::btree_map::Entry::Occupied(found) => found.into_mut(),
            std::collections::btree_map::Entry::Vacant(slot) => {
                let character = store.character(award.character_id)?;
                let loaded = load_build(store, &character)?
                    .ok_or_else(|| AppError::invalid(&field, "The character has no build."))?;
                slot.insert(loaded)
            }
        };
        let entry = Progression::KnowledgeAwarded {
            target: award.target.clone(),
            manner: award.manner,
            points: None,
        };
        *build = apply(build, &entry, &rules)?;
        entries.push((award.character_id, *last, to_json(&entry)?));
        *last += 1;
        awarded.push(offer.clone());
    }
    let result = fh::result_of(&state, outcome, awarded);
    let reason = format!("Battle: {}", row.name);
    let session_id = store.open_game_session()?.map(|s| s.id);
    let write_back = EncounterWriteBack {
        progression: entries
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
        characters: Vec::new(),
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
