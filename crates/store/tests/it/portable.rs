//! The portable document at the store: an export is one moment of the campaign even while it
//! is being written to, and what it wrote builds the same campaign again.

use std::io::Write;

use serde_json::Value;
use tablekeep_store::portable::{export_document, import_document, PortableError, Progress};
use tablekeep_store::CampaignStore;

use crate::{at, campaign, pc};

/// A writer that, the first time the export hands it bytes, lets another connection change
/// the campaign: a character with its first revision and tags.
struct WritesMeanwhile<'a> {
    out: Vec<u8>,
    other: Option<&'a mut CampaignStore>,
}

impl Write for WritesMeanwhile<'_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if let Some(store) = self.other.take() {
            store
                .insert_character(&pc("Latecomer"), at(5))
                .expect("a write while the export reads");
        }
        self.out.extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[test]
fn an_export_is_one_moment_of_the_campaign_while_it_changes() {
    let (dir, path, mut store) = campaign();
    // Enough text that the export hands its writer bytes before it has read every table.
    let mut fields = pc("Townsfolk");
    fields.notes = "x".repeat(400);
    for _ in 0..1_500 {
        store.insert_character(&fields, at(1)).expect("insert");
    }
    let mut other = CampaignStore::open(&path, at(2)).expect("a second connection");
    let mut writer = WritesMeanwhile {
        out: Vec::new(),
        other: Some(&mut other),
    };
    let summary = export_document(&path, &mut writer, "2026-03-14T19:00:00Z", &Progress::new())
        .expect("exported");
    assert!(
        writer.other.is_none(),
        "the other connection wrote during the export"
    );
    let document: Value = serde_json::from_slice(&writer.out).expect("JSON");
    assert_eq!(summary.bytes, writer.out.len() as u64);
    let ids = |table: &str| -> Vec<i64> {
        document["tables"][table]["rows"]
            .as_array()
            .expect("rows")
            .iter()
            .map(|row| row[0].as_i64().expect("id"))
            .collect()
    };
    let characters = ids("characters");
    assert_eq!(
        characters.len(),
        1_500,
        "the character written meanwhile is not in it"
    );
    for owner in ids("character_revisions")
        .into_iter()
        .chain(ids("character_tags"))
    {
        assert!(
            characters.contains(&owner),
            "character {owner}'s rows without the character"
        );
    }
    assert_eq!(
        store
            .list_characters(&Default::default())
            .expect("list")
            .len(),
        1_501
    );

    // What it wrote builds the campaign as it was; the same document again.
    let copy = dir.path().join("copy.tablekeep");
    import_document::<PortableError>(&writer.out, &copy, &Progress::new(), |_| Ok(()))
        .expect("imported");
    let mut again = Vec::new();
    export_document(&copy, &mut again, "2026-03-14T19:00:00Z", &Progress::new()).expect("again");
    assert_eq!(again, writer.out);
}
