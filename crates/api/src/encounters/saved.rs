//! Simulation results saved with their encounter, and exported as JSON or CSV.
//!
//! `save_simulation` keeps a finished job's result (a simulation or a comparison of variants)
//! exactly as the job answered it: the result records what reproduces it (engine version, seed,
//! runs, round cap, tactics, the table rules in force and each variant's switches), so a saved
//! or exported result can be played again to the same numbers. The result is taken from the job,
//! never from the caller, so what is saved is what the engine found.

use serde_json::Value;
use tablekeep_store::{SavedSimulationKind, SavedSimulationRow};

use super::*;
use crate::files::{write_export, ExportTarget};
use crate::jobs::{job_status, JobOutcome, JobRef, JobState};

/// What a saved result is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum SavedKind {
    /// One simulation.
    Simulation,
    /// The encounter and its variants side by side.
    Comparison,
}

/// A saved result, as listed.
#[derive(Clone, Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SavedSimulationView {
    /// Its id.
    pub id: i64,
    /// The encounter.
    pub encounter: i64,
    /// What it is.
    pub kind: SavedKind,
    /// When it was saved.
    pub saved_at: String,
    /// What it found, in a sentence.
    pub summary: String,
}

/// Arguments of `save_simulation`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SimulationSave {
    /// The finished `simulate_encounter` or `compare_encounter_variants` job.
    pub job: i64,
}

/// Arguments of `list_saved_simulations`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SavedSimulationsQuery {
    /// The encounter.
    pub encounter: i64,
}

/// Arguments of `delete_saved_simulation`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SavedSimulationRef {
    /// The saved result.
    pub id: i64,
}

/// An export's format.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum SimulationFormat {
    /// The whole result as JSON.
    #[default]
    Json,
    /// One row per figure: variant, section, name, value, low, high.
    Csv,
}

/// Arguments of `export_saved_simulation`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SavedSimulationExport {
    /// The saved result.
    pub id: i64,
    /// The file to write: a path the user chose. Never the open campaign, its journals or its
    /// backups; written atomically.
    pub path: String,
    /// Replace the file at `path` if there is one (default: refuse, naming it).
    #[serde(default)]
    #[specta(optional)]
    pub overwrite: bool,
    /// JSON (default) or CSV.
    #[serde(default)]
    #[specta(optional)]
    pub format: Option<SimulationFormat>,
}

/// What `export_saved_simulation` wrote.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SavedSimulationWritten {
    /// The file written (absolute).
    pub path: String,
    /// Its size in bytes.
    pub bytes: u64,
}

/// What a saved result found, as the job answered it.
#[derive(Clone, Debug, Serialize, specta::Type, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum SavedResult {
    /// One simulation.
    Simulation(Box<crate::simulation::EncounterSimulation>),
    /// The encounter and its variants side by side.
    Comparison(Box<crate::simulation::VariantComparison>),
}

/// What `open_saved_simulation` answers: the saved result as listed, and what it found.
#[derive(Clone, Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SavedSimulationOpened {
    /// The saved result, as listed.
    pub saved: SavedSimulationView,
    /// What it found.
    pub result: SavedResult,
}

/// The format tag of an exported result, and its version.
pub const EXPORT_FORMAT: &str = "tablekeep-simulation";
/// The exported document's version.
pub const EXPORT_VERSION: u32 = 1;

/// Saves a finished simulation or comparison with its encounter.
pub fn save_simulation(
    desk: &mut Desk,
    input: SimulationSave,
) -> Result<SavedSimulationView, AppError> {
    let status = job_status(desk, JobRef { job: input.job })?;
    let refused = |message: &str| AppError {
        field: Some("job".to_owned()),
        ..AppError::new(ErrorKind::Conflict, message)
    };
    if status.state != JobState::Succeeded {
        return Err(refused(
            "Only a finished simulation can be saved; this job has not succeeded.",
        ));
    }
    let (encounter, kind, result) = match status.result {
        Some(JobOutcome::EncounterSimulated(simulation)) => (
            simulation.encounter,
            SavedSimulationKind::Simulation,
            to_json(&simulation)?,
        ),
        Some(JobOutcome::VariantsCompared(comparison)) => (
            comparison.encounter,
            SavedSimulationKind::Comparison,
            to_json(&comparison)?,
        ),
        _ => return Err(refused("This job is not a simulation.")),
    };
    let now = desk.now();
    let row = desk
        .store_mut()?
        .save_simulation(encounter, kind, &result, now)?;
    desk.after_write();
    view_of_saved(&row)
}

/// An encounter's saved results, newest first.
pub fn list_saved_simulations(
    desk: &mut Desk,
    input: SavedSimulationsQuery,
) -> Result<Vec<SavedSimulationView>, AppError> {
    let store = desk.store()?;
    store.encounter(input.encounter)?;
    store
        .saved_simulations(input.encounter)?
        .iter()
        .map(view_of_saved)
        .collect()
}

/// A saved result whole, to show it again as it was found.
pub fn open_saved_simulation(
    desk: &mut Desk,
    input: SavedSimulationRef,
) -> Result<SavedSimulationOpened, AppError> {
    let row = desk.store()?.saved_simulation(input.id)?;
    let result = match row.kind {
        SavedSimulationKind::Simulation => {
            SavedResult::Simulation(serde_json::from_str(&row.result).map_err(storage)?)
        }
        SavedSimulationKind::Comparison => {
            SavedResult::Comparison(serde_json::from_str(&row.result).map_err(storage)?)
        }
    };
    Ok(SavedSimulationOpened {
        saved: view_of_saved(&row)?,
        result,
    })
}

/// Deletes a saved result; answers with the encounter's remaining ones.
pub fn delete_saved_simulation(
    desk: &mut Desk,
    input: SavedSimulationRef,
) -> Result<Vec<SavedSimulationView>, AppError> {
    let encounter = desk.store()?.saved_simulation(input.id)?.encounter_id;
    desk.store_mut()?.delete_saved_simulation(input.id)?;
    desk.after_write();
    list_saved_simulations(desk, SavedSimulationsQuery { encounter })
}

/// Writes a saved result to a file, as JSON or CSV.
pub fn export_saved_simulation(
    desk: &mut Desk,
    input: SavedSimulationExport,
) -> Result<SavedSimulationWritten, AppError> {
    let row = desk.store()?.saved_simulation(input.id)?;
    let result = stored_result(&row)?;
    let contents = match input.format.unwrap_or_default() {
        SimulationFormat::Json => {
            let document = serde_json::json!({
                "format": EXPORT_FORMAT,
                "formatVersion": EXPORT_VERSION,
                "kind": kind_of(row.kind),
                "savedAt": row.saved_at,
                "result": result,
            });
            serde_json::to_string_pretty(&document).map_err(storage)? + "\n"
        }
        SimulationFormat::Csv => csv_of(row.kind, &result),
    };
    let path = write_export(
        desk,
        "path",
        ExportTarget {
            path: &input.path,
            overwrite: input.overwrite,
        },
        contents.as_bytes(),
    )?;
    Ok(SavedSimulationWritten {
        path: path.display().to_string(),
        bytes: contents.len() as u64,
    })
}

fn kind_of(kind: SavedSimulationKind) -> SavedKind {
    match kind {
        SavedSimulationKind::Simulation => SavedKind::Simulation,
        SavedSimulationKind::Comparison => SavedKind::Comparison,
    }
}

fn stored_result(row: &SavedSimulationRow) -> Result<Value, AppError> {
    serde_json::from_str(&row.result).map_err(storage)
}

fn view_of_saved(row: &SavedSimulationRow) -> Result<SavedSimulationView, AppError> {
    let result = stored_result(row)?;
    Ok(SavedSimulationView {
        id: row.id,
        encounter: row.encounter_id,
        kind: kind_of(row.kind),
        saved_at: row.saved_at.clone(),
        summary: summary_of(row.kind, &result),
    })
}

/// A chance as a percentage with one decimal.
fn percent(p: &Value) -> String {
    format!("{:.1}%", p.as_f64().unwrap_or_default() * 100.0)
}

/// The party's chance in a report, with its interval.
fn party_chance(report: &Value) -> String {
    let wins = &report["sides"][0]["wins"];
    format!(
        "{} (95% between {} and {})",
        percent(&wins["estimate"]),
        percent(&wins["low"]),
        percent(&wins["high"])
    )
}

fn summary_of(kind: SavedSimulationKind, result: &Value) -> String {
    match kind {
        SavedSimulationKind::Simulation => format!(
            "{} fights, seed {}, engine {}: the party wins {}.",
            result["report"]["runs"],
            text(&result["report"]["seed"]),
            text(&result["engineVersion"]),
            party_chance(&result["report"])
        ),
        SavedSimulationKind::Comparison => {
            let variants: Vec<String> = result["variants"]
                .as_array()
                .map(Vec::as_slice)
                .unwrap_or_default()
                .iter()
                .map(|v| {
                    format!(
                        "{} {}",
                        text(&v["name"]),
                        percent(&v["report"]["sides"][0]["wins"]["estimate"])
                    )
                })
                .collect();
            format!(
                "{} fights per variant, seed {}, engine {}: {}.",
                result["runs"],
                text(&result["seed"]),
                text(&result["engineVersion"]),
                variants.join("; ")
            )
        }
    }
}

/// A JSON value as plain text (a string without its quotes).
fn text(value: &Value) -> String {
    match value {
        Value::String(s) => s.clone(),
        Value::Null => String::new(),
        other => other.to_string(),
    }
}

/// The CSV of a saved result: a header, then what reproduces it, then every figure of each
/// variant (a lone simulation is one variant with an empty name).
fn csv_of(kind: SavedSimulationKind, result: &Value) -> String {
    let mut out = String::from("variant,section,name,value,low,high\n");
    let mut row =
        |variant: &str, section: &str, name: &str, value: String, interval: Option<&Value>| {
            let (low, high) = interval.map_or((String::new(), String::new()), |p| {
                (text(&p["low"]), text(&p["high"]))
            });
            let fields = [variant, section, name, &value, &low, &high].map(csv_field);
            out.push_str(&fields.join(","));
            out.push('\n');
        };
    for key in ["name", "system", "engineVersion", "roundCap", "from"] {
        if !result[key].is_null() {
            row("", "reproduce", key, text(&result[key]), None);
        }
    }
    let (seed, runs) = match kind {
        SavedSimulationKind::Simulation => (&result["report"]["seed"], &result["report"]["runs"]),
        SavedSimulationKind::Comparison => (&result["seed"], &result["runs"]),
    };
    row("", "reproduce", "seed", text(seed), None);
    row("", "reproduce", "runs", text(runs), None);
    if let Some(choices) = result["tableRuleChoices"].as_object() {
        for (rule, option) in choices {
            row("", "table_rule", rule, text(option), None);
        }
    } else if !result["tableRules"].is_null() {
        row("", "table_rule", "note", text(&result["tableRules"]), None);
    }
    let variants: Vec<(String, &Value)> = match kind {
        SavedSimulationKind::Simulation => vec![(String::new(), result)],
        SavedSimulationKind::Comparison => result["variants"]
            .as_array()
            .map(Vec::as_slice)
            .unwrap_or_default()
            .iter()
            .map(|v| (text(&v["name"]), v))
            .collect(),
    };
    for (name, variant) in variants {
        let report = &variant["report"];
        for (side, label) in [(0, "party"), (1, "foes")] {
            row(
                &name,
                "tactic",
                label,
                text(&variant["tactics"][side]["id"]),
                None,
            );
        }
        for switch in variant["tableRules"]
            .as_array()
            .map(Vec::as_slice)
            .unwrap_or_default()
        {
            row(
                &name,
                "table_rule_switch",
                &text(&switch["rule"]),
                text(&switch["option"]),
                None,
            );
        }
        for (side, label) in [(0, "party"), (1, "foes")] {
            let wins = &report["sides"][side]["wins"];
            row(&name, "wins", label, text(&wins["estimate"]), Some(wins));
        }
        for key in ["noWinner", "capped", "stalled", "refused"] {
            row(
                &name,
                "undecided",
                key,
                text(&report[key]["estimate"]),
                Some(&report[key]),
            );
        }
        row(&name, "rounds", "mean", text(&report["meanRounds"]), None);
        row(
            &name,
            "rounds",
            "median",
            text(&report["medianRounds"]),
            None,
        );
        for count in report["rounds"]
            .as_array()
            .map(Vec::as_slice)
            .unwrap_or_default()
        {
            row(
                &name,
                "rounds",
                &text(&count["round"]),
                text(&count["fights"]),
                None,
            );
        }
        for combatant in report["combatants"]
            .as_array()
            .map(Vec::as_slice)
            .unwrap_or_default()
        {
            let who = text(&combatant["name"]);
            row(
                &name,
                "falls",
                &who,
                text(&combatant["fell"]["estimate"]),
                Some(&combatant["fell"]),
            );
            for resource in combatant["resources"]
                .as_array()
                .map(Vec::as_slice)
                .unwrap_or_default()
            {
                row(
                    &name,
                    "left",
                    &format!("{who}: {}", text(&resource["name"])),
                    text(&resource["mean"]),
                    None,
                );
            }
        }
    }
    out
}

/// A CSV field, quoted when it holds a comma, a quote or a line break.
fn csv_field(field: &str) -> String {
    if field.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", field.replace('"', "\"\""))
    } else {
        field.to_owned()
    }
}

fn storage(error: serde_json::Error) -> AppError {
    AppError::new(
        ErrorKind::Storage,
        format!("A saved simulation could not be read or written: {error}."),
    )
}
