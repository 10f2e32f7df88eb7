//! The JSON Schema of the campaign document, generated from the layouts (so from the
//! migrations): one definition per table layout, shared by the schema versions that have it.

use serde_json::{json, Map, Value};

use super::layout::{layout_at, ColumnKind, ColumnSpec, TableSpec};
use super::{base64, FORMAT, FORMAT_VERSION};
use crate::migrate::SCHEMA_VERSION;

/// The JSON Schema (draft 2020-12) every campaign document this build imports satisfies.
/// `schemas/campaign-export.schema.json` is this, committed; a test keeps it fresh.
pub fn json_schema() -> Value {
    let mut defs = Map::new();
    let mut versions = Vec::new();
    // Each table layout once, named after the first schema version that has it.
    let mut known: Vec<(TableSpec, String)> = Vec::new();
    for version in 1..=*SCHEMA_VERSION {
        let Some(layout) = layout_at(version) else {
            continue;
        };
        let mut properties = Map::new();
        for table in &layout.tables {
            let name = match known.iter().find(|(spec, _)| spec == table) {
                Some((_, name)) => name.clone(),
                None => {
                    let name = format!("{}.v{version}", table.name);
                    defs.insert(name.clone(), table_schema(table));
                    known.push((table.clone(), name.clone()));
                    name
                }
            };
            properties.insert(
                table.name.clone(),
                json!({ "$ref": format!("#/$defs/{name}") }),
            );
        }
        let tables: Vec<&str> = layout.tables.iter().map(|t| t.name.as_str()).collect();
        defs.insert(
            format!("tables.v{version}"),
            json!({
                "description": format!("Every table of campaign schema {version}, parents before the tables that refer to them."),
                "type": "object",
                "required": tables,
                "properties": properties,
                "additionalProperties": false,
            }),
        );
        versions.push(json!({
            "if": { "properties": { "schemaVersion": { "const": version } } },
            "then": { "properties": { "tables": { "$ref": format!("#/$defs/tables.v{version}") } } },
        }));
    }
    json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$comment": "Generated from the migrations by `cargo test -p tablekeep-api --test it portable`; do not edit.",
        "title": "Tablekeep campaign export",
        "description": "A whole Tablekeep campaign file as one document: every table's columns and rows, text kept byte for byte (JSON data stays JSON text), blobs in base64. Import builds a new campaign file from it at its schemaVersion, then upgrades it.",
        "type": "object",
        "required": ["format", "formatVersion", "schemaVersion", "exportedAt", "tables"],
        "additionalProperties": false,
        "properties": {
            "format": { "const": FORMAT },
            "formatVersion": { "const": FORMAT_VERSION },
            "schemaVersion": {
                "description": "The campaign file's schema version (its migrations) the tables follow.",
                "enum": (1..=*SCHEMA_VERSION).collect::<Vec<_>>(),
            },
            "exportedAt": { "description": "When the export was made (RFC 3339).", "type": "string" },
            "tables": { "type": "object" },
        },
        "allOf": versions,
        "$defs": defs,
    })
}

fn table_schema(table: &TableSpec) -> Value {
    let names: Vec<&str> = table.columns.iter().map(|c| c.name.as_str()).collect();
    let cells: Vec<Value> = table.columns.iter().map(column_schema).collect();
    json!({
        "type": "object",
        "required": ["columns", "rows"],
        "additionalProperties": false,
        "properties": {
            "columns": { "const": names },
            "rows": {
                "type": "array",
                "items": {
                    "type": "array",
                    "prefixItems": cells,
                    "items": false,
                    "minItems": names.len(),
                },
            },
        },
    })
}

fn column_schema(column: &ColumnSpec) -> Value {
    let (types, mut extra): (Vec<&str>, Map<String, Value>) = match column.kind {
        ColumnKind::Integer => (
            vec!["integer"],
            Map::from_iter([
                ("minimum".to_owned(), json!(i64::MIN)),
                ("maximum".to_owned(), json!(i64::MAX)),
            ]),
        ),
        ColumnKind::Real => (vec!["number"], Map::new()),
        ColumnKind::Text => (vec!["string"], Map::new()),
        ColumnKind::Blob => (
            vec!["string"],
            Map::from_iter([
                ("contentEncoding".to_owned(), json!("base64")),
                ("pattern".to_owned(), json!(base64::PATTERN)),
            ]),
        ),
        ColumnKind::Numeric => (vec!["number", "string"], Map::new()),
    };
    let mut types: Vec<Value> = types.into_iter().map(Value::from).collect();
    if column.nullable {
        types.push("null".into());
    }
    extra.insert(
        "description".to_owned(),
        json!(format!(
            "{}: {}{}",
            column.name,
            column.declared,
            if column.nullable { "" } else { " NOT NULL" }
        )),
    );
    extra.insert(
        "type".to_owned(),
        if types.len() == 1 {
            types.remove(0)
        } else {
            Value::Array(types)
        },
    );
    Value::Object(extra)
}
