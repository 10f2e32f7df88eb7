//! `schemas/commands.json` is generated from the Rust types; this test regenerates it and fails
//! when the committed copy is stale.

#[test]
fn command_schemas_are_fresh() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../schemas/commands.json");
    let fresh = serde_json::to_string_pretty(&tablekeep_api::registry::command_catalog())
        .expect("json")
        + "\n";
    let committed = std::fs::read_to_string(path).unwrap_or_default();
    if committed != fresh {
        std::fs::write(path, &fresh).expect("write schemas");
        panic!("schemas/commands.json was stale and has been regenerated; review and commit it");
    }
}

#[test]
fn every_command_has_object_arguments_and_a_summary() {
    for spec in tablekeep_api::COMMANDS {
        let args = (spec.args_schema)();
        let json = args.as_value();
        assert_eq!(
            json.get("type").and_then(|t| t.as_str()),
            Some("object"),
            "{}",
            spec.name
        );
        assert!(!spec.summary.is_empty(), "{}", spec.name);
    }
}

/// `schemas/fated-hand-content.schema.json` is generated from the content types, and the shipped
/// data files validate against it.
#[test]
fn fated_hand_content_schema_is_fresh_and_the_data_validates() {
    use tablekeep_rules::systems::fated_hand::content::Content;

    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../schemas/fated-hand-content.schema.json"
    );
    let schema = schemars::schema_for!(Content);
    let fresh = serde_json::to_string_pretty(&schema).expect("json") + "\n";
    let committed = std::fs::read_to_string(path).unwrap_or_default();
    if committed != fresh {
        std::fs::write(path, &fresh).expect("write schema");
        panic!("schemas/fated-hand-content.schema.json was stale and has been regenerated; review and commit it");
    }

    let data_dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../rules/data/fated_hand");
    let mut document = serde_json::Map::new();
    for kind in ["classes", "perks", "talents", "arms", "spells", "summons"] {
        let text = std::fs::read_to_string(format!("{data_dir}/{kind}.json")).expect("data file");
        document.insert(
            kind.to_owned(),
            serde_json::from_str(&text).expect("data is JSON"),
        );
    }
    let validator = jsonschema::validator_for(schema.as_value()).expect("a valid schema");
    let document = serde_json::Value::Object(document);
    let errors: Vec<String> = validator
        .iter_errors(&document)
        .map(|e| format!("{} at {}", e, e.instance_path()))
        .take(10)
        .collect();
    assert!(
        errors.is_empty(),
        "the Fated Hand data does not match its schema:\n{}",
        errors.join("\n")
    );

    // The schema really constrains: a class without a tier is rejected.
    let mut broken = document.clone();
    broken["classes"][0]
        .as_object_mut()
        .expect("class object")
        .remove("tier");
    assert!(!validator.is_valid(&broken));
}

/// `schemas/character.schema.json` and `schemas/content-pack.schema.json` (the documents one GM
/// shares with another) are generated from the document types.
#[test]
fn shared_document_schemas_are_fresh() {
    use tablekeep_api::sharing::character::CharacterDocument;
    use tablekeep_api::sharing::content_pack::ContentPackDocument;

    let mut stale = Vec::new();
    for (name, schema) in [
        (
            "character.schema.json",
            schemars::schema_for!(CharacterDocument),
        ),
        (
            "content-pack.schema.json",
            schemars::schema_for!(ContentPackDocument),
        ),
    ] {
        let path = format!("{}/../../schemas/{name}", env!("CARGO_MANIFEST_DIR"));
        let fresh = serde_json::to_string_pretty(&schema).expect("json") + "\n";
        if std::fs::read_to_string(&path).unwrap_or_default() != fresh {
            std::fs::write(&path, &fresh).expect("write schema");
            stale.push(name);
        }
    }
    assert!(
        stale.is_empty(),
        "schemas {stale:?} were stale and have been regenerated; review and commit them"
    );
}
