//! ClockWork's campaign focus catalog: the GM's foci beside the book's, refusals that change
//! nothing, and removal that leaves characters' foci alone.

use serde_json::{json, Value};
use tablekeep_api::ErrorKind;

use crate::{call, desk, dirs_in, fixed_clock, ok};

fn names(catalog: &Value) -> Vec<String> {
    catalog["campaign"]
        .as_array()
        .expect("campaign foci")
        .iter()
        .map(|focus| focus["name"].as_str().expect("name").to_owned())
        .collect()
}

#[test]
fn a_focus_the_gm_adds_is_offered_beside_the_books_and_survives_reopening() {
    let (dir, mut desk) = desk();
    let empty = ok(&mut desk, "clockwork_focus_catalog", json!({}));
    assert_eq!(empty["book"].as_array().map(Vec::len), Some(19));
    assert!(names(&empty).is_empty());

    ok(
        &mut desk,
        "clockwork_add_focus",
        json!({ "name": "  Lock   picking ", "skill": "ingenuity", "note": "Opening locks without the key." }),
    );
    let catalog = ok(
        &mut desk,
        "clockwork_add_focus",
        json!({ "name": "Ale Lore", "skill": null }),
    );
    assert_eq!(
        names(&catalog),
        ["Ale Lore", "Lock picking"],
        "by name, spaces tidied"
    );
    let lock = &catalog["campaign"][1];
    assert_eq!(lock["skill"], "ingenuity");
    assert_eq!(lock["note"], "Opening locks without the key.");

    // The catalog is the campaign's: it is there after the campaign is closed and reopened.
    let path = dir.path().join("main.tablekeep");
    drop(desk);
    let mut reopened = tablekeep_api::Desk::new(dirs_in(dir.path()), fixed_clock);
    ok(
        &mut reopened,
        "open_campaign",
        json!({ "path": path.display().to_string() }),
    );
    let again = ok(&mut reopened, "clockwork_focus_catalog", json!({}));
    assert_eq!(names(&again), ["Ale Lore", "Lock picking"]);
}

#[test]
fn a_focus_that_cannot_join_the_catalog_is_refused_and_changes_nothing() {
    let (_dir, mut desk) = desk();
    ok(
        &mut desk,
        "clockwork_add_focus",
        json!({ "name": "Ale Lore", "skill": "knowledge" }),
    );
    let cases = [
        (
            json!({ "name": "   ", "skill": null }),
            ErrorKind::InvalidInput,
            "name",
            "Name the focus",
        ),
        (
            json!({ "name": "x".repeat(41), "skill": null }),
            ErrorKind::InvalidInput,
            "name",
            "at most 40",
        ),
        (
            json!({ "name": "Grit", "skill": "stamina" }),
            ErrorKind::InvalidInput,
            "skill",
            "Stamina takes no foci",
        ),
        (
            json!({ "name": "Grit", "skill": "will" }),
            ErrorKind::InvalidInput,
            "skill",
            "Will takes no foci",
        ),
        (
            json!({ "name": "Grit", "skill": null, "note": "n".repeat(301) }),
            ErrorKind::InvalidInput,
            "note",
            "at most 300",
        ),
        (
            json!({ "name": "healer", "skill": null }),
            ErrorKind::Conflict,
            "name",
            "The book already names Healer",
        ),
        (
            json!({ "name": "ALE LORE", "skill": "knowledge" }),
            ErrorKind::Conflict,
            "name",
            "already has the focus Ale Lore",
        ),
    ];
    for (input, kind, field, message) in cases {
        let error = call(&mut desk, "clockwork_add_focus", input.clone()).expect_err("refused");
        assert_eq!(error.kind, kind, "{input}");
        assert_eq!(error.field.as_deref(), Some(field), "{input}");
        assert!(
            error.message.contains(message),
            "{input}: {}",
            error.message
        );
    }
    let catalog = ok(&mut desk, "clockwork_focus_catalog", json!({}));
    assert_eq!(names(&catalog), ["Ale Lore"], "no refused focus was stored");
}

#[test]
fn removing_a_focus_leaves_the_characters_who_took_it_alone() {
    let (_dir, mut desk) = desk();
    let catalog = ok(
        &mut desk,
        "clockwork_add_focus",
        json!({ "name": "Smithing", "skill": "ingenuity" }),
    );
    let id = catalog["campaign"][0]["id"].clone();
    // Borra the dwarf names Smithing among her foci.
    let borra = ok(
        &mut desk,
        "create_character",
        json!({ "system": "clockwork", "kind": "pc", "name": "Borra", "creation": { "system": "clockwork", "build": crate::clockwork::dwarf() } }),
    );
    let after = ok(&mut desk, "clockwork_remove_focus", json!({ "id": id }));
    assert!(names(&after).is_empty());
    let sheet = ok(&mut desk, "get_character", json!({ "id": borra["id"] }));
    assert!(
        sheet.to_string().contains("Smithing"),
        "the character keeps the focus"
    );

    let missing = call(&mut desk, "clockwork_remove_focus", json!({ "id": id })).expect_err("gone");
    assert_eq!(missing.kind, ErrorKind::NotFound);
}
