//! How a command receives its arguments, the same way from both shells.
//!
//! - JSON text (the CLI, stdin) is parsed strictly: `serde_json` keeps the last of two equal keys,
//!   so `{"id":1,"id":2}` would act on 2 while the GM read 1; here a key given twice, at any
//!   depth, is refused before anything runs.
//! - Every string in any command's arguments is bounded by one rule ([`TEXT_MAX`] characters;
//!   the GM's free-form `notes` fields [`NOTES_MAX`]), checked here before the command sees its
//!   arguments, with a typed error naming the field. A string accepted once is stored and then
//!   carried by every later view of its record, so an unbounded one (a 10 MiB override note)
//!   would make every battle view megabytes long.
//! - Arguments that do not fit the command's type become a typed `invalidInput` error, in the app
//!   as in the CLI ([`Arguments`] is what the app's wrappers deserialize).

use std::fmt;

use serde::de::{self, Deserialize, DeserializeOwned, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Value};

use crate::{AppError, ErrorKind};

/// Longest string accepted anywhere in a command's arguments, in characters (a long paragraph;
/// about a page of rules text).
pub const TEXT_MAX: usize = 4_000;
/// Longest free-form `notes` field, in characters (about forty printed pages).
pub const NOTES_MAX: usize = 100_000;

/// The bound of a string found under `key` (the innermost object key on its path).
fn bound_for(key: Option<&str>) -> usize {
    match key {
        Some("notes") => NOTES_MAX,
        _ => TEXT_MAX,
    }
}

/// Checks every string in `args` (keys too) against its bound; the error names the field by
/// its path, e.g. `command.note` or `plan.participants[2].name`.
pub fn check_text_bounds(args: &Value) -> Result<(), AppError> {
    fn walk(value: &Value, path: &mut String, key: Option<&str>) -> Result<(), AppError> {
        match value {
            Value::String(text) => check(text, path, bound_for(key)),
            Value::Array(items) => {
                for (index, item) in items.iter().enumerate() {
                    let len = path.len();
                    path.push_str(&format!("[{index}]"));
                    walk(item, path, key)?;
                    path.truncate(len);
                }
                Ok(())
            }
            Value::Object(fields) => {
                for (name, item) in fields {
                    let len = path.len();
                    if !path.is_empty() {
                        path.push('.');
                    }
                    path.push_str(name);
                    check(name, path, TEXT_MAX)?;
                    walk(item, path, Some(name))?;
                    path.truncate(len);
                }
                Ok(())
            }
            Value::Null | Value::Bool(_) | Value::Number(_) => Ok(()),
        }
    }
    fn check(text: &str, path: &str, max: usize) -> Result<(), AppError> {
        // Bytes bound characters from above: most strings need no count at all.
        if text.len() <= max {
            return Ok(());
        }
        let length = text.chars().count();
        if length <= max {
            return Ok(());
        }
        let field = if path.is_empty() { "arguments" } else { path };
        Err(AppError::invalid(
            field,
            format!("The {field} is {length} characters long; keep it to {max} at most."),
        ))
    }
    walk(args, &mut String::new(), None)
}

/// A command's arguments from JSON: strings bounded, then the typed arguments; either failure
/// is a typed `invalidInput` error. `null` stands for "no arguments", so commands whose
/// arguments are all optional accept it.
pub fn arguments_from_json<T: DeserializeOwned>(json: Value) -> Result<T, AppError> {
    let json = if json.is_null() {
        Value::Object(Default::default())
    } else {
        json
    };
    check_text_bounds(&json)?;
    serde_json::from_value(json).map_err(|err| {
        AppError::new(
            ErrorKind::InvalidInput,
            format!("The arguments are not valid: {err}."),
        )
    })
}

/// A command's arguments as the desktop app receives them: deserializing never fails, so a bad
/// argument reaches the GM as the same typed [`AppError`] the CLI gives, not as the IPC layer's
/// untyped string. Typed in the bindings as `T` itself.
pub struct Arguments<T>(Result<T, AppError>);

impl<T> Arguments<T> {
    /// The checked arguments, or why they were refused.
    pub fn checked(self) -> Result<T, AppError> {
        self.0
    }
}

impl<'de, T: DeserializeOwned> Deserialize<'de> for Arguments<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let json = Value::deserialize(deserializer)?;
        Ok(Arguments(arguments_from_json(json)))
    }
}

impl<T: specta::Type> specta::Type for Arguments<T> {
    fn inline(types: &mut specta::TypeCollection, generics: specta::Generics) -> specta::DataType {
        T::inline(types, generics)
    }

    fn reference(
        types: &mut specta::TypeCollection,
        generics: &[specta::DataType],
    ) -> specta::datatype::reference::Reference {
        T::reference(types, generics)
    }
}

/// Parses `text` as the JSON arguments of a command, refusing a key given twice in one object.
pub fn parse_arguments(text: &str) -> Result<Value, AppError> {
    serde_json::from_str::<Strict>(text)
        .map(|Strict(value)| value)
        .map_err(|err| {
            AppError::new(
                ErrorKind::InvalidInput,
                format!("The arguments are not valid JSON: {err}."),
            )
        })
}

/// A JSON value whose objects have no repeated key.
struct Strict(Value);

impl<'de> Deserialize<'de> for Strict {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(StrictVisitor).map(Strict)
    }
}

struct StrictVisitor;

impl<'de> Visitor<'de> for StrictVisitor {
    type Value = Value;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_bool<E>(self, v: bool) -> Result<Value, E> {
        Ok(Value::Bool(v))
    }

    fn visit_i64<E>(self, v: i64) -> Result<Value, E> {
        Ok(Value::from(v))
    }

    fn visit_u64<E>(self, v: u64) -> Result<Value, E> {
        Ok(Value::from(v))
    }

    fn visit_f64<E>(self, v: f64) -> Result<Value, E> {
        Ok(Value::from(v))
    }

    fn visit_str<E>(self, v: &str) -> Result<Value, E> {
        Ok(Value::String(v.to_owned()))
    }

    fn visit_string<E>(self, v: String) -> Result<Value, E> {
        Ok(Value::String(v))
    }

    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }

    fn visit_none<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }

    fn visit_some<D: Deserializer<'de>>(self, deserializer: D) -> Result<Value, D::Error> {
        Strict::deserialize(deserializer).map(|Strict(v)| v)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let mut items = Vec::with_capacity(seq.size_hint().unwrap_or(0));
        while let Some(Strict(item)) = seq.next_element()? {
            items.push(item);
        }
        Ok(Value::Array(items))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        let mut object = Map::new();
        while let Some(key) = map.next_key::<String>()? {
            let Strict(value) = map.next_value()?;
            if object.contains_key(&key) {
                return Err(de::Error::custom(format!(
                    "the key \"{key}\" is given twice"
                )));
            }
            object.insert(key, value);
        }
        Ok(Value::Object(object))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_key_given_twice_is_refused_at_any_depth() {
        for text in [
            r#"{"id":1,"id":2}"#,
            r#"{"plan":{"participants":[{"side":"party","side":"foes"}]}}"#,
        ] {
            let err = parse_arguments(text).expect_err(text);
            assert_eq!(err.kind, ErrorKind::InvalidInput);
            assert!(err.message.contains("given twice"), "{}", err.message);
        }
    }

    #[test]
    fn valid_arguments_parse_as_serde_json_would() {
        let text = r#"{"id":1,"name":"Ford \u00e9","big":18446744073709551615,"neg":-3,
            "x":1.5,"list":[true,null,{"a":[]}],"empty":{}}"#;
        assert_eq!(
            parse_arguments(text).expect("valid"),
            serde_json::from_str::<Value>(text).expect("valid")
        );
        assert_eq!(parse_arguments("{}").expect("valid"), json!({}));
        assert!(parse_arguments("{\"a\":").is_err());
    }

    #[test]
    fn every_string_is_bounded_and_the_error_names_its_path() {
        let long = "x".repeat(TEXT_MAX + 1);
        let args = json!({ "plan": { "participants": [{ "name": "ok" }, { "name": long }] } });
        let err = check_text_bounds(&args).expect_err("too long");
        assert_eq!(err.kind, ErrorKind::InvalidInput);
        assert_eq!(err.field.as_deref(), Some("plan.participants[1].name"));
        let in_list = json!({ "tags": ["a", long] });
        assert_eq!(
            check_text_bounds(&in_list)
                .expect_err("too long")
                .field
                .as_deref(),
            Some("tags[1]")
        );
        let as_key = json!({ "data": { long.clone(): 1 } });
        assert!(check_text_bounds(&as_key).is_err());
        assert!(check_text_bounds(&json!(long)).is_err());
        // The bound counts characters, not bytes.
        assert!(check_text_bounds(&json!({ "name": "é".repeat(TEXT_MAX) })).is_ok());
    }

    #[test]
    fn notes_have_the_long_bound() {
        let notes = "n".repeat(NOTES_MAX);
        assert!(check_text_bounds(&json!({ "notes": notes })).is_ok());
        let err = check_text_bounds(&json!({ "notes": "n".repeat(NOTES_MAX + 1) }))
            .expect_err("too long");
        assert_eq!(err.field.as_deref(), Some("notes"));
        // Only a field named `notes` has it.
        assert!(check_text_bounds(&json!({ "note": "n".repeat(TEXT_MAX + 1) })).is_err());
    }

    #[derive(Debug, serde::Deserialize)]
    struct Named {
        #[allow(dead_code)]
        name: String,
    }

    #[test]
    fn the_apps_arguments_carry_typed_errors_instead_of_failing_to_deserialize() {
        let refused: Arguments<Named> =
            serde_json::from_value(json!({ "name": "x".repeat(TEXT_MAX + 1) }))
                .expect("deserializing never fails");
        assert_eq!(
            refused.checked().expect_err("bounded").field.as_deref(),
            Some("name")
        );
        let wrong: Arguments<Named> =
            serde_json::from_value(json!({ "name": 3 })).expect("deserializing never fails");
        assert_eq!(
            wrong.checked().expect_err("typed").kind,
            ErrorKind::InvalidInput
        );
        let fine: Arguments<Named> =
            serde_json::from_value(json!({ "name": "Vask" })).expect("fine");
        assert!(fine.checked().is_ok());
    }
}
