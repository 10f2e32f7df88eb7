//! Reading a campaign document: its header, then its tables row by row, each value checked
//! against its column as the JSON Schema says (the schema is generated from the same layout).
//! Nothing is buffered: each row goes to a [`RowSink`] as it is read, and every problem is a
//! [`PortableError::Invalid`] naming its place (`tables.characters.rows[12][3]`).

use std::borrow::Cow;
use std::cell::{Cell as Slot, RefCell};
use std::fmt;

use rusqlite::types::{ToSql, ToSqlOutput, ValueRef};
use serde::de::{self, DeserializeSeed, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};

use super::layout::{ColumnKind, ColumnSpec, Layout};
use super::{base64, PortableError, Progress, CHECK_EVERY, FORMAT, FORMAT_VERSION};
use crate::migrate::SCHEMA_VERSION;

/// The document's envelope.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Header {
    pub schema_version: i64,
}

/// One value of a row, ready to bind.
#[derive(Debug)]
pub(crate) enum Value<'de> {
    Null,
    Integer(i64),
    Real(f64),
    Text(Cow<'de, str>),
    Blob(Vec<u8>),
}

impl ToSql for Value<'_> {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(ToSqlOutput::Borrowed(match self {
            Value::Null => ValueRef::Null,
            Value::Integer(n) => ValueRef::Integer(*n),
            Value::Real(x) => ValueRef::Real(*x),
            Value::Text(text) => ValueRef::Text(text.as_bytes()),
            Value::Blob(bytes) => ValueRef::Blob(bytes),
        }))
    }
}

/// Where the rows go: nowhere (checking only) or into the new campaign file.
pub(crate) trait RowSink {
    /// Takes row `index` of table `table` (its place, for messages, is `at`).
    fn row(
        &mut self,
        table: usize,
        at: &dyn Fn() -> String,
        values: &[Value<'_>],
    ) -> Result<(), PortableError>;
}

/// A sink that keeps nothing: the checking pass.
pub(crate) struct Discard;

impl RowSink for Discard {
    fn row(
        &mut self,
        _: usize,
        _: &dyn Fn() -> String,
        _: &[Value<'_>],
    ) -> Result<(), PortableError> {
        Ok(())
    }
}

/// Reads and checks the envelope (every key but the tables' contents).
pub(crate) fn read_header(bytes: &[u8]) -> Result<Header, PortableError> {
    let context = Context::new(None, None);
    let mut de = serde_json::Deserializer::from_slice(bytes);
    let fields = (&mut de)
        .deserialize_map(HeaderVisitor(&context))
        .and_then(|fields| de.end().map(|()| fields))
        .map_err(|err| context.failure(err))?;
    fields.check()
}

/// Reads every table of a document whose header was checked, giving each row to `sink`;
/// answers the number of rows of each table (layout order).
pub(crate) fn read_tables(
    bytes: &[u8],
    layout: &Layout,
    sink: &mut dyn RowSink,
    progress: &Progress,
) -> Result<Vec<u64>, PortableError> {
    let context = Context::new(Some(layout), Some((RefCell::new(sink), progress)));
    let mut de = serde_json::Deserializer::from_slice(bytes);
    (&mut de)
        .deserialize_map(DocumentVisitor(&context))
        .and_then(|()| de.end())
        .map_err(|err| context.failure(err))?;
    let counts = context.counts.borrow().clone();
    progress.advance(counts.iter().sum::<u64>() % CHECK_EVERY);
    Ok(counts)
}

/// Where the reader is, for messages.
#[derive(Clone, Copy, Debug)]
enum Part {
    Document,
    Tables,
    Table(usize),
    Columns(usize),
    Rows(usize),
    Row(usize, u64),
    Value(usize, u64, usize),
}

type Sink<'a> = (RefCell<&'a mut dyn RowSink>, &'a Progress);

struct Context<'a> {
    layout: Option<&'a Layout>,
    sink: Option<Sink<'a>>,
    place: Slot<Part>,
    problem: RefCell<Option<PortableError>>,
    counts: RefCell<Vec<u64>>,
    rows: Slot<u64>,
}

impl<'a> Context<'a> {
    fn new(layout: Option<&'a Layout>, sink: Option<Sink<'a>>) -> Context<'a> {
        Context {
            layout,
            sink,
            place: Slot::new(Part::Document),
            problem: RefCell::new(None),
            counts: RefCell::new(vec![0; layout.map_or(0, |l| l.tables.len())]),
            rows: Slot::new(0),
        }
    }

    fn table_name(&self, table: usize) -> &str {
        self.layout
            .and_then(|l| l.tables.get(table))
            .map_or("?", |t| t.name.as_str())
    }

    fn path(&self, part: Part) -> String {
        match part {
            Part::Document => "document".to_owned(),
            Part::Tables => "tables".to_owned(),
            Part::Table(t) => format!("tables.{}", self.table_name(t)),
            Part::Columns(t) => format!("tables.{}.columns", self.table_name(t)),
            Part::Rows(t) => format!("tables.{}.rows", self.table_name(t)),
            Part::Row(t, r) => format!("tables.{}.rows[{r}]", self.table_name(t)),
            Part::Value(t, r, v) => format!("tables.{}.rows[{r}][{v}]", self.table_name(t)),
        }
    }

    /// Records a problem and stops the reader with it.
    fn stop<E: de::Error>(&self, problem: PortableError) -> E {
        *self.problem.borrow_mut() = Some(problem);
        E::custom("stopped")
    }

    fn invalid<E: de::Error>(&self, part: Part, message: impl Into<String>) -> E {
        self.stop(PortableError::invalid(self.path(part), message))
    }

    /// The error to report: a recorded problem, else the JSON reader's, at the current place.
    fn failure(&self, err: serde_json::Error) -> PortableError {
        if let Some(problem) = self.problem.borrow_mut().take() {
            return problem;
        }
        let at = self.path(self.place.get());
        let message = match err.classify() {
            serde_json::error::Category::Syntax | serde_json::error::Category::Eof => {
                format!("The document is not valid JSON ({err}).")
            }
            _ => format!("The document does not have the expected shape at {at} ({err})."),
        };
        PortableError::invalid(at, message)
    }
}

/// The envelope's keys as read.
#[derive(Default)]
struct HeaderFields {
    format: Option<serde_json::Value>,
    format_version: Option<serde_json::Value>,
    schema_version: Option<serde_json::Value>,
    exported_at: Option<serde_json::Value>,
    tables: bool,
    unknown: Vec<String>,
}

impl HeaderFields {
    fn check(self) -> Result<Header, PortableError> {
        match &self.format {
            Some(serde_json::Value::String(format)) if format == FORMAT => {}
            _ => {
                return Err(PortableError::invalid(
                    "format",
                    format!(
                    "This is not a Tablekeep campaign export (its \"format\" is not \"{FORMAT}\")."
                ),
                ))
            }
        }
        let version = |value: &Option<serde_json::Value>, key: &str| match value {
            Some(v) => v.as_i64().filter(|n| *n >= 1).ok_or_else(|| {
                PortableError::invalid(key, format!("\"{key}\" must be a whole number from 1."))
            }),
            None => Err(PortableError::invalid(
                key,
                format!("The document has no \"{key}\"."),
            )),
        };
        let format_version = version(&self.format_version, "formatVersion")?;
        if format_version > FORMAT_VERSION {
            return Err(PortableError::TooNew(format!(
                "This export was made by a newer Tablekeep (document format {format_version}; this version reads up to {FORMAT_VERSION}). Update Tablekeep to import it."
            )));
        }
        let schema_version = version(&self.schema_version, "schemaVersion")?;
        if schema_version > *SCHEMA_VERSION {
            return Err(PortableError::TooNew(format!(
                "This export was made by a newer Tablekeep (campaign schema {schema_version}; this version understands up to {}). Update Tablekeep to import it.",
                *SCHEMA_VERSION
            )));
        }
        if let Some(key) = self.unknown.first() {
            return Err(PortableError::invalid(
                key.as_str(),
                format!("A campaign document has no key \"{key}\"."),
            ));
        }
        if !matches!(self.exported_at, Some(serde_json::Value::String(_))) {
            return Err(PortableError::invalid(
                "exportedAt",
                "\"exportedAt\" must be the time of the export, as text.",
            ));
        }
        if !self.tables {
            return Err(PortableError::invalid(
                "tables",
                "The document has no \"tables\".",
            ));
        }
        Ok(Header { schema_version })
    }
}

struct HeaderVisitor<'c, 'a>(&'c Context<'a>);

impl<'de> Visitor<'de> for HeaderVisitor<'_, '_> {
    type Value = HeaderFields;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a Tablekeep campaign document (a JSON object)")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<HeaderFields, A::Error> {
        let mut fields = HeaderFields::default();
        let mut seen: Vec<String> = Vec::new();
        while let Some(key) = map.next_key::<String>()? {
            if seen.contains(&key) {
                return Err(self.0.stop(PortableError::invalid(
                    key.as_str(),
                    format!("The key \"{key}\" appears twice."),
                )));
            }
            seen.push(key.clone());
            let slot = match key.as_str() {
                "format" => &mut fields.format,
                "formatVersion" => &mut fields.format_version,
                "schemaVersion" => &mut fields.schema_version,
                "exportedAt" => &mut fields.exported_at,
                "tables" => {
                    self.0.place.set(Part::Tables);
                    map.next_value::<IgnoredAny>()?;
                    self.0.place.set(Part::Document);
                    fields.tables = true;
                    continue;
                }
                _ => {
                    map.next_value::<IgnoredAny>()?;
                    fields.unknown.push(key);
                    continue;
                }
            };
            *slot = Some(map.next_value::<serde_json::Value>()?);
        }
        Ok(fields)
    }
}

struct DocumentVisitor<'c, 'a>(&'c Context<'a>);

impl<'de> Visitor<'de> for DocumentVisitor<'_, '_> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a Tablekeep campaign document (a JSON object)")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        while let Some(key) = map.next_key::<Cow<'de, str>>()? {
            if key == "tables" {
                self.0.place.set(Part::Tables);
                map.next_value_seed(TablesSeed(self.0))?;
                self.0.place.set(Part::Document);
            } else {
                map.next_value::<IgnoredAny>()?;
            }
        }
        Ok(())
    }
}

struct TablesSeed<'c, 'a>(&'c Context<'a>);

impl<'de> DeserializeSeed<'de> for TablesSeed<'_, '_> {
    type Value = ();

    fn deserialize<D: Deserializer<'de>>(self, de: D) -> Result<(), D::Error> {
        de.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for TablesSeed<'_, '_> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an object of tables")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        let context = self.0;
        let Some(layout) = context.layout else {
            return Err(context.invalid(Part::Tables, "No schema version to read the tables by."));
        };
        let mut seen = vec![false; layout.tables.len()];
        while let Some(name) = map.next_key::<Cow<'de, str>>()? {
            let Some((index, _)) = layout.table(&name) else {
                return Err(context.stop(PortableError::invalid(
                    format!("tables.{name}"),
                    format!(
                        "Campaign schema {} has no table named \"{name}\".",
                        layout.version
                    ),
                )));
            };
            if std::mem::replace(&mut seen[index], true) {
                return Err(context.invalid(
                    Part::Table(index),
                    format!("The table \"{name}\" appears twice."),
                ));
            }
            context.place.set(Part::Table(index));
            map.next_value_seed(TableSeed { context, index })?;
            context.place.set(Part::Tables);
        }
        if let Some(missing) = seen.iter().position(|seen| !seen) {
            return Err(context.invalid(
                Part::Tables,
                format!(
                    "The table \"{}\" is missing (campaign schema {} has it, even when it is empty).",
                    layout.tables[missing].name, layout.version
                ),
            ));
        }
        Ok(())
    }
}

struct TableSeed<'c, 'a> {
    context: &'c Context<'a>,
    index: usize,
}

impl<'de> DeserializeSeed<'de> for TableSeed<'_, '_> {
    type Value = ();

    fn deserialize<D: Deserializer<'de>>(self, de: D) -> Result<(), D::Error> {
        de.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for TableSeed<'_, '_> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a table: an object with \"columns\" and \"rows\"")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        let TableSeed { context, index } = self;
        let Some(layout) = context.layout else {
            return Err(context.invalid(Part::Tables, "No schema version to read the tables by."));
        };
        let table = &layout.tables[index];
        let (mut columns, mut rows) = (false, false);
        while let Some(key) = map.next_key::<Cow<'de, str>>()? {
            match key.as_ref() {
                "columns" if !columns => {
                    columns = true;
                    context.place.set(Part::Columns(index));
                    let given: Vec<String> = map.next_value()?;
                    let expected: Vec<&str> =
                        table.columns.iter().map(|c| c.name.as_str()).collect();
                    if given != expected {
                        return Err(context.invalid(
                            Part::Columns(index),
                            format!(
                                "Table \"{}\" of campaign schema {} has the columns {}; the document lists {}.",
                                table.name,
                                layout.version,
                                expected.join(", "),
                                if given.is_empty() { "none".to_owned() } else { given.join(", ") }
                            ),
                        ));
                    }
                }
                "rows" if !rows => {
                    rows = true;
                    context.place.set(Part::Rows(index));
                    map.next_value_seed(RowsSeed { context, index })?;
                }
                "columns" | "rows" => {
                    return Err(context.invalid(
                        Part::Table(index),
                        format!("The key \"{key}\" appears twice."),
                    ))
                }
                other => {
                    return Err(context.stop(PortableError::invalid(
                        format!("tables.{}.{other}", table.name),
                        format!("A table has \"columns\" and \"rows\" only, not \"{other}\"."),
                    )))
                }
            }
            context.place.set(Part::Table(index));
        }
        for (present, key) in [(columns, "columns"), (rows, "rows")] {
            if !present {
                return Err(context.invalid(
                    Part::Table(index),
                    format!("The table \"{}\" has no \"{key}\".", table.name),
                ));
            }
        }
        Ok(())
    }
}

struct RowsSeed<'c, 'a> {
    context: &'c Context<'a>,
    index: usize,
}

impl<'de> DeserializeSeed<'de> for RowsSeed<'_, '_> {
    type Value = ();

    fn deserialize<D: Deserializer<'de>>(self, de: D) -> Result<(), D::Error> {
        de.deserialize_seq(self)
    }
}

impl<'de> Visitor<'de> for RowsSeed<'_, '_> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a list of rows")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        let RowsSeed { context, index } = self;
        let mut row = 0u64;
        loop {
            context.place.set(Part::Row(index, row));
            if seq
                .next_element_seed(RowSeed {
                    context,
                    index,
                    row,
                })?
                .is_none()
            {
                break;
            }
            row += 1;
            context.counts.borrow_mut()[index] += 1;
            let rows = context.rows.get() + 1;
            context.rows.set(rows);
            if rows.is_multiple_of(CHECK_EVERY) {
                if let Some((_, progress)) = &context.sink {
                    progress.advance(CHECK_EVERY);
                    if progress.is_cancelled() {
                        return Err(context.stop(PortableError::Cancelled));
                    }
                }
            }
        }
        Ok(())
    }
}

struct RowSeed<'c, 'a> {
    context: &'c Context<'a>,
    index: usize,
    row: u64,
}

impl<'de> DeserializeSeed<'de> for RowSeed<'_, '_> {
    type Value = ();

    fn deserialize<D: Deserializer<'de>>(self, de: D) -> Result<(), D::Error> {
        de.deserialize_seq(self)
    }
}

impl<'de> Visitor<'de> for RowSeed<'_, '_> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a row: a list of values in the table's column order")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        let RowSeed {
            context,
            index,
            row,
        } = self;
        let Some(layout) = context.layout else {
            return Err(context.invalid(Part::Tables, "No schema version to read the tables by."));
        };
        let table = &layout.tables[index];
        let width = table.columns.len();
        let mut values: Vec<Value<'de>> = Vec::with_capacity(width);
        loop {
            let at = values.len();
            context.place.set(Part::Value(index, row, at));
            let next = match table.columns.get(at) {
                Some(column) => seq.next_element_seed(ValueSeed {
                    context,
                    column,
                    part: Part::Value(index, row, at),
                })?,
                None => match seq.next_element::<IgnoredAny>()? {
                    Some(_) => {
                        return Err(context.invalid(
                            Part::Row(index, row),
                            format!(
                                "This row has more than the {width} values of table \"{}\" ({}).",
                                table.name,
                                column_names(&table.columns)
                            ),
                        ))
                    }
                    None => None,
                },
            };
            match next {
                Some(value) => values.push(value),
                None => break,
            }
        }
        context.place.set(Part::Row(index, row));
        if values.len() < width {
            return Err(context.invalid(
                Part::Row(index, row),
                format!(
                    "This row has {} values; table \"{}\" has {width} ({}).",
                    values.len(),
                    table.name,
                    column_names(&table.columns)
                ),
            ));
        }
        if let Some((sink, _)) = &context.sink {
            let at = || context.path(Part::Row(index, row));
            sink.borrow_mut()
                .row(index, &at, &values)
                .map_err(|problem| context.stop(problem))?;
        }
        Ok(())
    }
}

fn column_names(columns: &[ColumnSpec]) -> String {
    columns
        .iter()
        .map(|c| c.name.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

struct ValueSeed<'c, 'a> {
    context: &'c Context<'a>,
    column: &'c ColumnSpec,
    part: Part,
}

impl ValueSeed<'_, '_> {
    fn wrong<E: de::Error>(&self, found: &str) -> E {
        let column = self.column;
        self.context.invalid(
            self.part,
            format!(
                "Column \"{}\" holds {}{}; the document has {found} here.",
                column.name,
                column.kind.describe(),
                if column.nullable { " or null" } else { "" }
            ),
        )
    }
}

impl<'de> DeserializeSeed<'de> for ValueSeed<'_, '_> {
    type Value = Value<'de>;

    fn deserialize<D: Deserializer<'de>>(self, de: D) -> Result<Value<'de>, D::Error> {
        de.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for ValueSeed<'_, '_> {
    type Value = Value<'de>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.column.kind.describe())
    }

    fn visit_unit<E: de::Error>(self) -> Result<Value<'de>, E> {
        if self.column.nullable {
            Ok(Value::Null)
        } else {
            Err(self.wrong("null"))
        }
    }

    fn visit_none<E: de::Error>(self) -> Result<Value<'de>, E> {
        self.visit_unit()
    }

    fn visit_bool<E: de::Error>(self, _: bool) -> Result<Value<'de>, E> {
        Err(self.wrong("true or false"))
    }

    fn visit_i64<E: de::Error>(self, n: i64) -> Result<Value<'de>, E> {
        match self.column.kind {
            ColumnKind::Integer | ColumnKind::Numeric => Ok(Value::Integer(n)),
            ColumnKind::Real => Ok(Value::Real(n as f64)),
            ColumnKind::Text | ColumnKind::Blob => Err(self.wrong("a number")),
        }
    }

    fn visit_u64<E: de::Error>(self, n: u64) -> Result<Value<'de>, E> {
        match i64::try_from(n) {
            Ok(n) => self.visit_i64(n),
            Err(_) if self.column.kind == ColumnKind::Real => Ok(Value::Real(n as f64)),
            Err(_) => Err(self.wrong("a number too large for the file")),
        }
    }

    fn visit_f64<E: de::Error>(self, x: f64) -> Result<Value<'de>, E> {
        match self.column.kind {
            // JSON Schema counts 2.0 as an integer; so does the import.
            ColumnKind::Integer
                if x.fract() == 0.0
                    && (-9.223_372_036_854_776e18..9.223_372_036_854_776e18).contains(&x) =>
            {
                Ok(Value::Integer(x as i64))
            }
            ColumnKind::Integer if x.fract() == 0.0 => {
                Err(self.wrong("a number too large for the file"))
            }
            ColumnKind::Real | ColumnKind::Numeric => Ok(Value::Real(x)),
            _ => Err(self.wrong("a fraction")),
        }
    }

    fn visit_borrowed_str<E: de::Error>(self, text: &'de str) -> Result<Value<'de>, E> {
        self.text(Cow::Borrowed(text))
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<Value<'de>, E> {
        self.text(Cow::Owned(text.to_owned()))
    }

    fn visit_string<E: de::Error>(self, text: String) -> Result<Value<'de>, E> {
        self.text(Cow::Owned(text))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, _: A) -> Result<Value<'de>, A::Error> {
        Err(self.wrong("a list"))
    }

    fn visit_map<A: MapAccess<'de>>(self, _: A) -> Result<Value<'de>, A::Error> {
        Err(self.wrong("an object"))
    }
}

impl ValueSeed<'_, '_> {
    fn text<'de, E: de::Error>(self, text: Cow<'de, str>) -> Result<Value<'de>, E> {
        match self.column.kind {
            ColumnKind::Text | ColumnKind::Numeric => Ok(Value::Text(text)),
            ColumnKind::Blob => match base64::decode(&text) {
                Some(bytes) => Ok(Value::Blob(bytes)),
                None => Err(self.wrong("text that is not base64")),
            },
            ColumnKind::Integer | ColumnKind::Real => Err(self.wrong("text")),
        }
    }
}
