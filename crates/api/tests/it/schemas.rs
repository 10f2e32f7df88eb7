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
