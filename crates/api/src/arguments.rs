//! Command arguments given as JSON text (the CLI, stdin): parsed strictly. `serde_json` keeps the
//! last of two equal keys, so `{"id":1,"id":2}` would act on 2 while the GM read 1; here a key
//! given twice, at any depth, is refused before anything runs.

use std::fmt;

use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Value};

use crate::{AppError, ErrorKind};

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
}
