//! JSON read strictly: an object with the same key twice is an error.
//!
//! serde_json keeps the last of two equal keys, and serde's internally tagged enums
//! read the `type` tag the same way, so `{"type":"act","type":"ping"}` would be read
//! as a ping: two readers of one frame (a proxy, a log, the server) could disagree on
//! what it says. Every frame is read here into a [`Value`] first, refusing a repeated
//! key in any object at any depth, and only then decoded into a message.

use std::collections::HashSet;
use std::fmt;

use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Number, Value};

/// `text` as a JSON value, refused when any object in it has a key twice (or when it
/// is not JSON). serde_json's nesting limit still applies (no deep recursion).
pub fn from_str(text: &str) -> Result<Value, serde_json::Error> {
    serde_json::from_str::<Strict>(text).map(|strict| strict.0)
}

/// A JSON value read with every object's keys checked.
struct Strict(Value);

impl<'de> Deserialize<'de> for Strict {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Strict, D::Error> {
        deserializer.deserialize_any(StrictVisitor).map(Strict)
    }
}

/// Builds a [`Value`] as serde_json's own visitor does, but refuses a repeated key.
struct StrictVisitor;

impl<'de> Visitor<'de> for StrictVisitor {
    type Value = Value;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("any JSON value")
    }

    fn visit_bool<E>(self, v: bool) -> Result<Value, E> {
        Ok(Value::Bool(v))
    }

    fn visit_i64<E>(self, v: i64) -> Result<Value, E> {
        Ok(Value::Number(v.into()))
    }

    fn visit_u64<E>(self, v: u64) -> Result<Value, E> {
        Ok(Value::Number(v.into()))
    }

    fn visit_f64<E>(self, v: f64) -> Result<Value, E> {
        // JSON text has no NaN or infinity, so a number read is always finite.
        Ok(Number::from_f64(v).map_or(Value::Null, Value::Number))
    }

    fn visit_str<E>(self, v: &str) -> Result<Value, E> {
        Ok(Value::String(v.to_string()))
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

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let mut items = Vec::new();
        while let Some(Strict(item)) = seq.next_element()? {
            items.push(item);
        }
        Ok(Value::Array(items))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        let mut object = Map::new();
        let mut seen = HashSet::new();
        while let Some(key) = map.next_key::<String>()? {
            if !seen.insert(key.clone()) {
                let shown: String = key.chars().take(40).collect();
                return Err(de::Error::custom(format!("the key \"{shown}\" is given twice")));
            }
            let Strict(value) = map.next_value()?;
            object.insert(key, value);
        }
        Ok(Value::Object(object))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_twice_in_any_object_is_refused_and_everything_else_reads_as_serde_json_does() {
        for text in [
            r#"{"a":1,"a":1}"#,
            r#"{"a":{"b":1,"b":2}}"#,
            r#"[{"x":[1,{"y":null,"y":null}]}]"#,
            // An escape spells the same key differently: still the same key.
            r#"{"type":"act","typ\u0065":"ping"}"#,
        ] {
            let err = from_str(text).unwrap_err();
            assert!(err.to_string().contains("twice"), "{text}: {err}");
        }
        for text in [
            r#"{"a":1,"b":[1,-2,3.5,"s",true,false,null],"c":{"a":{}},"d":[{"a":1},{"a":2}]}"#,
            r#""text""#,
            "18446744073709551615",
            "-9223372036854775808",
            "1e300",
            "[]",
        ] {
            let plain: Value = serde_json::from_str(text).unwrap();
            assert_eq!(from_str(text).unwrap(), plain, "{text}");
        }
        assert!(from_str("{").is_err());
        assert!(from_str(r#"{"a":1}x"#).is_err(), "trailing characters");
        // serde_json's nesting limit holds: no stack overflow on a deep frame.
        assert!(from_str(&"[".repeat(100_000)).is_err());
    }
}
