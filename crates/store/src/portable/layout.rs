//! Each schema version's tables and columns, read from a database built by the migrations.

use std::sync::LazyLock;

use rusqlite::Connection;

use crate::migrate::{MIGRATIONS, SCHEMA_VERSION};

/// What a column holds in the document, from its declared SQL type (SQLite's affinity rules).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColumnKind {
    /// Whole numbers (`INTEGER`, `INT`, …): a JSON integer.
    Integer,
    /// Floating point (`REAL`, `DOUBLE`, `FLOAT`): a JSON number.
    Real,
    /// Text (`TEXT`, `CHAR`, `CLOB`): a JSON string, byte for byte (JSON data stays text).
    Text,
    /// Bytes (`BLOB` or no type): a base64 JSON string.
    Blob,
    /// Any other declared type (`NUMERIC`, `DECIMAL`, …): a JSON number or string.
    Numeric,
}

impl ColumnKind {
    fn of_declared(declared: &str) -> ColumnKind {
        let upper = declared.to_ascii_uppercase();
        if upper.contains("INT") {
            ColumnKind::Integer
        } else if ["CHAR", "CLOB", "TEXT"].iter().any(|t| upper.contains(t)) {
            ColumnKind::Text
        } else if upper.contains("BLOB") || upper.is_empty() {
            ColumnKind::Blob
        } else if ["REAL", "FLOA", "DOUB"].iter().any(|t| upper.contains(t)) {
            ColumnKind::Real
        } else {
            ColumnKind::Numeric
        }
    }

    /// The kind's name in messages and in the schema's descriptions.
    pub fn describe(self) -> &'static str {
        match self {
            ColumnKind::Integer => "an integer",
            ColumnKind::Real => "a number",
            ColumnKind::Text => "text",
            ColumnKind::Blob => "base64 text",
            ColumnKind::Numeric => "a number or text",
        }
    }
}

/// One column of a table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ColumnSpec {
    /// The column's name.
    pub name: String,
    /// The SQL type it was declared with.
    pub declared: String,
    /// What a value in the document is.
    pub kind: ColumnKind,
    /// Whether it may be null.
    pub nullable: bool,
}

/// One table of a schema version.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableSpec {
    /// The table's name.
    pub name: String,
    /// Its columns, in the table's order.
    pub columns: Vec<ColumnSpec>,
    /// Its primary key's columns in key order (empty: rows are ordered by rowid).
    pub key: Vec<String>,
}

impl TableSpec {
    /// `"a", "b"`: the columns for a SELECT or INSERT.
    pub(crate) fn column_list(&self) -> String {
        self.columns
            .iter()
            .map(|c| quoted(&c.name))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The ORDER BY that lists rows in key order, the same on every export.
    pub(crate) fn order_by(&self) -> String {
        if self.key.is_empty() {
            "rowid".to_owned()
        } else {
            self.key
                .iter()
                .map(|k| quoted(k))
                .collect::<Vec<_>>()
                .join(", ")
        }
    }
}

/// Every table of one schema version, parents before the tables that refer to them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    /// The schema version.
    pub version: i64,
    /// The tables, parents first.
    pub tables: Vec<TableSpec>,
}

impl Layout {
    /// The table named `name`, with its position.
    pub fn table(&self, name: &str) -> Option<(usize, &TableSpec)> {
        self.tables.iter().enumerate().find(|(_, t)| t.name == name)
    }
}

static LAYOUTS: LazyLock<Result<Vec<Layout>, String>> = LazyLock::new(build_layouts);

/// The tables of schema `version` (1 to this build's [`SCHEMA_VERSION`]), as the migrations
/// make them; `None` for a version this build does not know.
pub fn layout_at(version: i64) -> Option<&'static Layout> {
    let layouts = LAYOUTS.as_ref().ok()?;
    usize::try_from(version.checked_sub(1)?)
        .ok()
        .and_then(|i| layouts.get(i))
}

/// Runs the migrations one by one on an empty in-memory database, reading the tables after each.
fn build_layouts() -> Result<Vec<Layout>, String> {
    let conn = Connection::open_in_memory().map_err(|e| e.to_string())?;
    let mut layouts = Vec::with_capacity(MIGRATIONS.len());
    for (i, migration) in MIGRATIONS.iter().enumerate() {
        conn.execute_batch(migration.up)
            .map_err(|e| format!("{}: {e}", migration.name))?;
        let version = i as i64 + 1;
        layouts.push(Layout {
            version,
            tables: read_tables(&conn).map_err(|e| e.to_string())?,
        });
    }
    debug_assert_eq!(layouts.len() as i64, *SCHEMA_VERSION);
    Ok(layouts)
}

/// The campaign tables of the database on `conn` (SQLite's own `sqlite_*` and the derived
/// virtual and shadow tables left out), parents
/// first, otherwise in the order they were created.
pub(crate) fn read_tables(conn: &Connection) -> rusqlite::Result<Vec<TableSpec>> {
    let mut names = conn.prepare(
        // Virtual tables (the search index) and their shadow tables are derived from the campaign
        // tables by triggers: they are rebuilt on import, never carried in the document.
        "SELECT s.name FROM sqlite_schema s
         JOIN pragma_table_list t ON t.schema = 'main' AND t.name = s.name AND t.type = 'table'
         WHERE s.type = 'table' AND s.name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY s.rowid",
    )?;
    let names: Vec<String> = names
        .query_map([], |row| row.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    let mut tables = Vec::with_capacity(names.len());
    for name in &names {
        let mut info = conn.prepare(&format!("PRAGMA table_info({})", quoted(name)))?;
        let mut key: Vec<(i64, String)> = Vec::new();
        let columns = info
            .query_map([], |row| {
                let name: String = row.get(1)?;
                let declared: String = row.get(2)?;
                let not_null: bool = row.get(3)?;
                let pk: i64 = row.get(5)?;
                Ok((name, declared, not_null, pk))
            })?
            .collect::<rusqlite::Result<Vec<_>>>()?
            .into_iter()
            .map(|(name, declared, not_null, pk)| {
                if pk > 0 {
                    key.push((pk, name.clone()));
                }
                ColumnSpec {
                    kind: ColumnKind::of_declared(&declared),
                    // A key column is never null (a null INTEGER PRIMARY KEY would be a new id).
                    nullable: !not_null && pk == 0,
                    name,
                    declared,
                }
            })
            .collect();
        key.sort();
        let mut parents = conn.prepare(&format!("PRAGMA foreign_key_list({})", quoted(name)))?;
        let parents: Vec<String> = parents
            .query_map([], |row| row.get::<_, String>(2))?
            .collect::<rusqlite::Result<_>>()?;
        tables.push((
            TableSpec {
                name: name.clone(),
                columns,
                key: key.into_iter().map(|(_, k)| k).collect(),
            },
            parents,
        ));
    }
    Ok(parents_first(tables))
}

/// Orders tables so every table comes after the tables it refers to (creation order otherwise;
/// a cycle, which no migration makes, keeps creation order).
fn parents_first(mut pending: Vec<(TableSpec, Vec<String>)>) -> Vec<TableSpec> {
    let mut placed: Vec<TableSpec> = Vec::with_capacity(pending.len());
    while !pending.is_empty() {
        let ready = pending.iter().position(|(table, parents)| {
            parents
                .iter()
                .all(|p| *p == table.name || placed.iter().any(|t| t.name == *p))
        });
        let (table, _) = pending.remove(ready.unwrap_or(0));
        placed.push(table);
    }
    placed
}

/// An SQL identifier in double quotes.
pub(crate) fn quoted(name: &str) -> String {
    format!("\"{}\"", name.replace('"', "\"\""))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_version_has_its_tables_parents_first() {
        for version in 1..=*SCHEMA_VERSION {
            let layout = layout_at(version).expect("a layout");
            assert_eq!(layout.version, version);
            let names: Vec<&str> = layout.tables.iter().map(|t| t.name.as_str()).collect();
            let position = |n: &str| names.iter().position(|t| *t == n);
            assert!(position("characters") < position("character_tags"));
            assert!(position("parties") < position("party_members"));
        }
        let newest = layout_at(*SCHEMA_VERSION).expect("newest");
        assert!(newest.table("content").is_some());
        assert!(newest.table("ds_content").is_none(), "dropped by 0005");
        assert!(layout_at(4).expect("4").table("ds_content").is_some());
        assert!(layout_at(0).is_none() && layout_at(*SCHEMA_VERSION + 1).is_none());
        let (_, characters) = newest.table("characters").expect("characters");
        assert_eq!(characters.key, ["id"]);
        let data = characters.columns.iter().find(|c| c.name == "data");
        assert_eq!(
            data.map(|c| (c.kind, c.nullable)),
            Some((ColumnKind::Text, false))
        );
        let (_, encounters) = newest.table("encounters").expect("encounters");
        let seed = encounters.columns.iter().find(|c| c.name == "seed");
        assert_eq!(
            seed.map(|c| (c.kind, c.nullable)),
            Some((ColumnKind::Integer, true))
        );
    }

    #[test]
    fn declared_types_follow_sqlite_affinity() {
        assert_eq!(ColumnKind::of_declared("BIGINT"), ColumnKind::Integer);
        assert_eq!(ColumnKind::of_declared("varchar(20)"), ColumnKind::Text);
        assert_eq!(ColumnKind::of_declared(""), ColumnKind::Blob);
        assert_eq!(ColumnKind::of_declared("DOUBLE"), ColumnKind::Real);
        assert_eq!(
            ColumnKind::of_declared("DECIMAL(10,2)"),
            ColumnKind::Numeric
        );
    }
}
