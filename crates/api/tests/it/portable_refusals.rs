//! Malformed campaign documents: every refusal is typed and names its place, the importer
//! refuses exactly what the committed JSON Schema refuses, mutated bytes never panic, and no
//! refusal leaves a file behind.

use serde_json::{json, Value};
use tablekeep_api::ErrorKind;
use tablekeep_store::portable::Progress;

use crate::portable::{assert_nothing_left, import_bytes, listing, small_export};

/// Mutations of a valid document, each with the place its refusal must name.
fn mutations(document: &Value) -> Vec<(&'static str, Value, &'static str)> {
    let mut cases = Vec::new();
    let mut edit = |label: &'static str, at: &'static str, change: &dyn Fn(&mut Value)| {
        let mut changed = document.clone();
        change(&mut changed);
        cases.push((label, changed, at));
    };
    edit("not an object", "document", &|d| *d = json!([1, 2]));
    edit("another format", "format", &|d| {
        d["format"] = json!("something-else")
    });
    edit("no format", "format", &|d| {
        d.as_object_mut().expect("object").remove("format");
    });
    edit("schema version zero", "schemaVersion", &|d| {
        d["schemaVersion"] = json!(0)
    });
    edit("schema version as text", "schemaVersion", &|d| {
        d["schemaVersion"] = json!("6")
    });
    edit("an unknown key", "extra", &|d| d["extra"] = json!(true));
    edit("exportedAt a number", "exportedAt", &|d| {
        d["exportedAt"] = json!(5)
    });
    edit("no tables", "tables", &|d| {
        d.as_object_mut().expect("object").remove("tables");
    });
    edit("tables a list", "tables", &|d| d["tables"] = json!([]));
    edit("a missing table", "tables", &|d| {
        d["tables"]
            .as_object_mut()
            .expect("tables")
            .remove("parties");
    });
    edit("an unknown table", "tables.villains", &|d| {
        d["tables"]["villains"] = json!({ "columns": [], "rows": [] });
    });
    edit("columns renamed", "tables.characters.columns", &|d| {
        d["tables"]["characters"]["columns"][2] = json!("nom");
    });
    edit("a table without rows", "tables.parties", &|d| {
        d["tables"]["parties"]
            .as_object_mut()
            .expect("table")
            .remove("rows");
    });
    edit("a table with an extra key", "tables.parties.note", &|d| {
        d["tables"]["parties"]["note"] = json!("hi");
    });
    edit("rows an object", "tables.parties.rows", &|d| {
        d["tables"]["parties"]["rows"] = json!({})
    });
    edit("a row too short", "tables.characters.rows[1]", &|d| {
        d["tables"]["characters"]["rows"][1]
            .as_array_mut()
            .expect("row")
            .pop();
    });
    edit("a row too long", "tables.characters.rows[1]", &|d| {
        d["tables"]["characters"]["rows"][1]
            .as_array_mut()
            .expect("row")
            .push(json!(1));
    });
    edit("a row not a list", "tables.characters.rows[0]", &|d| {
        d["tables"]["characters"]["rows"][0] = json!({ "id": 1 });
    });
    edit(
        "text where an integer goes",
        "tables.characters.rows[1][0]",
        &|d| {
            d["tables"]["characters"]["rows"][1][0] = json!("2");
        },
    );
    edit(
        "a number where text goes",
        "tables.characters.rows[1][3]",
        &|d| {
            d["tables"]["characters"]["rows"][1][3] = json!(7);
        },
    );
    edit(
        "null in a NOT NULL column",
        "tables.characters.rows[0][3]",
        &|d| {
            d["tables"]["characters"]["rows"][0][3] = Value::Null;
        },
    );
    edit("a fraction for an id", "tables.parties.rows[0][0]", &|d| {
        d["tables"]["parties"]["rows"][0][0] = json!(1.5);
    });
    edit("an id beyond 64 bits", "tables.parties.rows[0][0]", &|d| {
        d["tables"]["parties"]["rows"][0][0] = json!(1e30);
    });
    edit("a boolean", "tables.parties.rows[0][1]", &|d| {
        d["tables"]["parties"]["rows"][0][1] = json!(true);
    });
    edit("an object in a cell", "tables.parties.rows[0][1]", &|d| {
        d["tables"]["parties"]["rows"][0][1] = json!({ "name": "x" });
    });
    cases
}

/// Mutations the JSON Schema accepts but the campaign file refuses (its own rules): refused at
/// the row.
fn rule_breaks(document: &Value) -> Vec<(&'static str, Value, &'static str)> {
    let mut cases = Vec::new();
    let mut edit = |label: &'static str, at: &'static str, change: &dyn Fn(&mut Value)| {
        let mut changed = document.clone();
        change(&mut changed);
        cases.push((label, changed, at));
    };
    edit(
        "two characters with one id",
        "tables.characters.rows[1]",
        &|d| {
            d["tables"]["characters"]["rows"][1][0] =
                d["tables"]["characters"]["rows"][0][0].clone();
        },
    );
    edit(
        "a kind that is not pc or npc",
        "tables.characters.rows[0]",
        &|d| {
            d["tables"]["characters"]["rows"][0][2] = json!("villain");
        },
    );
    edit(
        "JSON data that is not JSON",
        "tables.characters.rows[0]",
        &|d| {
            d["tables"]["characters"]["rows"][0][7] = json!("{not json");
        },
    );
    edit(
        "a tag of a character that is not there",
        "tables.character_tags",
        &|d| {
            d["tables"]["character_tags"]["rows"][0][0] = json!(999);
        },
    );
    edit("no campaign record", "tables.campaign", &|d| {
        d["tables"]["campaign"]["rows"] = json!([]);
    });
    cases
}

#[test]
fn malformed_documents_are_refused_with_their_place_and_leave_nothing_behind() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (_desk, text) = small_export(dir.path());
    let document: Value = serde_json::from_str(&text).expect("json");
    let validator =
        jsonschema::validator_for(&tablekeep_api::portable::document_schema()).expect("schema");
    assert!(validator.is_valid(&document));
    let before = listing(dir.path());
    let dest = dir.path().join("imported.tablekeep");
    for (label, changed, at) in mutations(&document) {
        let bytes = serde_json::to_vec(&changed).expect("bytes");
        let refused = import_bytes(&bytes, &dest).expect_err(label);
        assert_eq!(
            refused.kind,
            ErrorKind::InvalidInput,
            "{label}: {refused:?}"
        );
        assert_eq!(
            refused.field.as_deref(),
            Some(at),
            "{label}: {}",
            refused.message
        );
        assert!(
            !validator.is_valid(&changed),
            "{label}: the schema refuses it too"
        );
        assert_nothing_left(dir.path(), &before);
    }
    for (label, changed, at) in rule_breaks(&document) {
        let bytes = serde_json::to_vec(&changed).expect("bytes");
        let refused = import_bytes(&bytes, &dest).expect_err(label);
        assert_eq!(
            refused.kind,
            ErrorKind::InvalidInput,
            "{label}: {refused:?}"
        );
        assert_eq!(
            refused.field.as_deref(),
            Some(at),
            "{label}: {}",
            refused.message
        );
        assert_nothing_left(dir.path(), &before);
    }
    // Not JSON at all, cut short, a key twice, trailing text: refused the same way.
    let cut = &text.as_bytes()[..text.len() / 2];
    let twice = text.replacen(
        "\"format\":",
        "\"format\":\"tablekeep-campaign\",\"format\":",
        1,
    );
    let parties = serde_json::to_string(&document["tables"]["parties"]).expect("json");
    let end = text.trim_end().len() - 2;
    let twice_table = format!("{},\"parties\":{parties}}}}}", &text[..end]);
    for (label, bytes, at) in [
        ("empty", &b""[..], "document"),
        ("not JSON", &b"hello"[..], "document"),
        ("cut short", cut, ""),
        ("a key twice", twice.as_bytes(), "format"),
        ("a table twice", twice_table.as_bytes(), "tables.parties"),
        (
            "trailing text",
            &[text.as_bytes(), b"{}"].concat()[..],
            "document",
        ),
        (
            "not UTF-8",
            &[
                text.as_bytes()[..40].to_vec(),
                vec![0xff, 0xfe],
                text.as_bytes()[40..].to_vec(),
            ]
            .concat()[..],
            "",
        ),
    ] {
        let refused = import_bytes(bytes, &dest).expect_err(label);
        assert_eq!(
            refused.kind,
            ErrorKind::InvalidInput,
            "{label}: {refused:?}"
        );
        if !at.is_empty() {
            assert_eq!(
                refused.field.as_deref(),
                Some(at),
                "{label}: {}",
                refused.message
            );
        }
        assert_nothing_left(dir.path(), &before);
    }
    // And the document itself imports.
    import_bytes(text.as_bytes(), &dest).expect("the unchanged document imports");
}

/// Every single-value mutation of a real export: the import refuses exactly what the committed
/// JSON Schema refuses (the hand-written reader and the schema agree), and names a place the
/// schema's validator names too.
#[test]
fn the_importer_and_the_json_schema_agree_on_every_value() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (_desk, text) = small_export(dir.path());
    let document: Value = serde_json::from_str(&text).expect("json");
    let validator =
        jsonschema::validator_for(&tablekeep_api::portable::document_schema()).expect("schema");
    let replacements = [
        json!(null),
        json!(0),
        json!(-3),
        json!(2.0),
        json!(2.5),
        json!("x"),
        json!("{}"),
        json!(true),
        json!([]),
        json!({}),
    ];
    let dest = dir.path().join("agree.tablekeep");
    let mut checked = 0;
    let tables = document["tables"].as_object().expect("tables").clone();
    for (table, contents) in &tables {
        let rows = contents["rows"].as_array().expect("rows");
        for (r, row) in rows.iter().enumerate().take(2) {
            for c in 0..row.as_array().expect("row").len() {
                for replacement in &replacements {
                    let mut changed = document.clone();
                    changed["tables"][table]["rows"][r][c] = replacement.clone();
                    let schema_errors: Vec<String> = validator
                        .iter_errors(&changed)
                        .map(|e| e.instance_path().to_string())
                        .collect();
                    let imported =
                        import_bytes(&serde_json::to_vec(&changed).expect("bytes"), &dest);
                    match imported {
                        Ok(_) => {
                            assert!(schema_errors.is_empty(), "{table}[{r}][{c}] = {replacement}: the schema refuses ({schema_errors:?}), the import accepted");
                            std::fs::remove_file(&dest).expect("remove the import");
                        }
                        Err(err)
                            if err.kind != ErrorKind::InvalidInput
                                || err
                                    .field
                                    .as_deref()
                                    .is_some_and(|f| f.matches('[').count() < 2) =>
                        {
                            // The schema allows it; the campaign file's own rules (a check, a
                            // key, a reference, a data format) refuse it.
                            assert!(
                                schema_errors.is_empty(),
                                "{table}[{r}][{c}] = {replacement}: {err:?} / {schema_errors:?}"
                            );
                        }
                        Err(err) => {
                            let pointer = format!("/tables/{table}/rows/{r}/{c}");
                            assert!(
                                schema_errors.contains(&pointer),
                                "{table}[{r}][{c}] = {replacement}: the import refused ({err:?}), the schema said {schema_errors:?}"
                            );
                            assert_eq!(err.field, Some(format!("tables.{table}.rows[{r}][{c}]")));
                        }
                    }
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 200, "checked {checked} mutations");
}

/// A smoke run of what the fuzzer does at scale: bytes of a real export, flipped, cut and
/// repeated at places a fixed generator picks. Each import either builds the campaign or is
/// refused with a typed error about the document, never panics, and leaves no file behind.
#[test]
fn mutated_bytes_are_refused_with_a_typed_error_and_leave_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (_desk, text) = small_export(dir.path());
    let original = text.into_bytes();
    let before = listing(dir.path());
    let dest = dir.path().join("fuzzed.tablekeep");
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = |below: usize| {
        // xorshift64*: the same sequence on every run.
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        (state.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % below.max(1)
    };
    let (mut built, mut refused) = (0, 0);
    for round in 0..400 {
        let mut bytes = original.clone();
        for _ in 0..1 + round % 3 {
            let at = next(bytes.len());
            match next(4) {
                0 => bytes[at] = b"{}[],:\"0a-\\ "[next(12)],
                1 => {
                    let end = (at + next(40)).min(bytes.len());
                    bytes.drain(at..end);
                }
                2 => {
                    let end = (at + next(40)).min(bytes.len());
                    let copy = bytes[at..end].to_vec();
                    bytes.splice(at..at, copy);
                }
                _ => bytes[at] = next(256) as u8,
            }
        }
        match tablekeep_api::portable::import_document_bytes(&bytes, &dest, &Progress::new()) {
            Ok(_) => {
                built += 1;
                std::fs::remove_file(&dest).expect("the built campaign");
            }
            Err(err) => {
                refused += 1;
                assert!(
                    matches!(
                        err.kind,
                        ErrorKind::InvalidInput | ErrorKind::CampaignTooNew
                    ),
                    "round {round}: {err:?}"
                );
            }
        }
        assert_nothing_left(dir.path(), &before);
    }
    assert!(
        refused > 200,
        "most mutations break the document ({built} built)"
    );
}
