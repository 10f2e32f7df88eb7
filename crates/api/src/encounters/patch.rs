//! What changed between two JSON values, as a patch the GM screen applies to the view it shows.
//!
//! An encounter command changes a few combatants and adds a few log lines, while the whole view
//! grows with the battle; so a command answers with a [`Patch`] from the view before it to the
//! view after it. The format names no system: objects change field by field, lists item by item
//! (combatant lists are append-only, so a combatant keeps its position), and a list that slid
//! (a recent-log window: items dropped from the front, new ones pushed at the back) says only
//! that. For any two values, `apply(before, diff(before, after)) == after`; the UI applies
//! patches with the same algorithm (`ui/src/encounters/patch.ts`), checked against patches
//! recorded here.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// How one JSON value becomes another.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(tag = "op", rename_all = "camelCase")]
pub enum Patch {
    /// The value is replaced by `value`.
    Set {
        /// The new value.
        value: Value,
    },
    /// An object whose `fields` changed (the others are as they were) and whose `removed`
    /// fields are gone.
    Fields {
        /// The changed or added fields.
        fields: BTreeMap<String, Patch>,
        /// The fields no longer there.
        #[serde(default)]
        removed: Vec<String>,
    },
    /// A list, now `len` items long, whose `items` changed (the others are as they were;
    /// items past the old end come as `set`).
    Items {
        /// The list's new length.
        len: u32,
        /// The changed items, by position.
        items: Vec<ItemPatch>,
    },
    /// A list that lost `drop` items from its front and gained `push` at its back.
    Slide {
        /// How many items left the front.
        drop: u32,
        /// The items added at the back, in order.
        push: Vec<Value>,
    },
}

/// One changed item of a list.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ItemPatch {
    /// Its position in the new list.
    pub index: u32,
    /// How it changed.
    pub patch: Patch,
}

/// The patch from `before` to `after`; `None` when they are equal.
pub fn diff(before: &Value, after: &Value) -> Option<Patch> {
    if before == after {
        return None;
    }
    Some(match (before, after) {
        (Value::Object(old), Value::Object(new)) => {
            let fields: BTreeMap<String, Patch> = new
                .iter()
                .filter_map(|(key, value)| match old.get(key) {
                    Some(was) => diff(was, value).map(|patch| (key.clone(), patch)),
                    None => Some((
                        key.clone(),
                        Patch::Set {
                            value: value.clone(),
                        },
                    )),
                })
                .collect();
            let removed = old
                .keys()
                .filter(|key| !new.contains_key(*key))
                .cloned()
                .collect();
            Patch::Fields { fields, removed }
        }
        (Value::Array(old), Value::Array(new)) => slid(old, new).unwrap_or_else(|| {
            let items = new
                .iter()
                .enumerate()
                .filter_map(|(index, value)| {
                    let patch = match old.get(index) {
                        Some(was) => diff(was, value)?,
                        None => Patch::Set {
                            value: value.clone(),
                        },
                    };
                    Some(ItemPatch {
                        index: index as u32,
                        patch,
                    })
                })
                .collect();
            Patch::Items {
                len: new.len() as u32,
                items,
            }
        }),
        _ => Patch::Set {
            value: after.clone(),
        },
    })
}

/// `new` as `old` slid forward: the fewest items dropped from the front of `old` such that the
/// rest of `old` starts `new`, when at least one was dropped.
fn slid(old: &[Value], new: &[Value]) -> Option<Patch> {
    let first = new.first()?;
    (1..old.len())
        .filter(|&drop| &old[drop] == first)
        .find(|&drop| {
            let kept = &old[drop..];
            kept.len() <= new.len() && new[..kept.len()] == *kept
        })
        .map(|drop| Patch::Slide {
            drop: drop as u32,
            push: new[old.len() - drop..].to_vec(),
        })
}

/// Why a patch does not fit the value it was applied to.
#[derive(Debug, PartialEq, Eq)]
pub struct PatchMismatch(pub String);

/// Applies `patch` to `value` in place.
pub fn apply(value: &mut Value, patch: &Patch) -> Result<(), PatchMismatch> {
    match patch {
        Patch::Set { value: new } => *value = new.clone(),
        Patch::Fields { fields, removed } => {
            let Value::Object(object) = value else {
                return Err(PatchMismatch(
                    "fields of a value that is not an object".into(),
                ));
            };
            for key in removed {
                object.remove(key);
            }
            for (key, inner) in fields {
                match object.get_mut(key) {
                    Some(field) => apply(field, inner)?,
                    None => match inner {
                        Patch::Set { value } => {
                            object.insert(key.clone(), value.clone());
                        }
                        _ => return Err(PatchMismatch(format!("no field {key} to change"))),
                    },
                }
            }
        }
        Patch::Items { len, items } => {
            let Value::Array(list) = value else {
                return Err(PatchMismatch("items of a value that is not a list".into()));
            };
            list.resize(*len as usize, Value::Null);
            for ItemPatch { index, patch } in items {
                let item = list
                    .get_mut(*index as usize)
                    .ok_or_else(|| PatchMismatch(format!("no item {index}")))?;
                apply(item, patch)?;
            }
        }
        Patch::Slide { drop, push } => {
            let Value::Array(list) = value else {
                return Err(PatchMismatch(
                    "a slide of a value that is not a list".into(),
                ));
            };
            let drop = *drop as usize;
            if drop > list.len() {
                return Err(PatchMismatch(format!(
                    "{drop} items to drop from a list of {}",
                    list.len()
                )));
            }
            list.drain(..drop);
            list.extend(push.iter().cloned());
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn round_trip(before: Value, after: Value) -> Option<Patch> {
        let patch = diff(&before, &after);
        let mut patched = before.clone();
        if let Some(patch) = &patch {
            apply(&mut patched, patch).expect("the patch fits");
        }
        assert_eq!(patched, after, "patch {patch:?}");
        patch
    }

    #[test]
    fn equal_values_need_no_patch() {
        assert_eq!(round_trip(json!({"a": [1, 2]}), json!({"a": [1, 2]})), None);
    }

    #[test]
    fn an_object_patch_names_only_the_fields_that_changed() {
        let patch = round_trip(
            json!({"round": 1, "name": "Ford", "gone": true, "combatants": [{"hp": 5}, {"hp": 7}]}),
            json!({"round": 2, "name": "Ford", "combatants": [{"hp": 5}, {"hp": 3}], "new": 1}),
        )
        .expect("a change");
        let Patch::Fields { fields, removed } = patch else {
            panic!("fields expected")
        };
        assert_eq!(removed, vec!["gone".to_owned()]);
        assert_eq!(
            fields.keys().collect::<Vec<_>>(),
            vec!["combatants", "new", "round"]
        );
        assert_eq!(
            fields["combatants"],
            Patch::Items {
                len: 2,
                items: vec![ItemPatch {
                    index: 1,
                    patch: Patch::Fields {
                        fields: BTreeMap::from([("hp".to_owned(), Patch::Set { value: json!(3) })]),
                        removed: vec![],
                    },
                }],
            }
        );
    }

    #[test]
    fn a_sliding_window_sends_only_what_it_gained() {
        let patch = round_trip(json!(["a", "b", "c", "d"]), json!(["c", "d", "e", "f"]));
        assert_eq!(
            patch,
            Some(Patch::Slide {
                drop: 2,
                push: vec![json!("e"), json!("f")]
            })
        );
    }

    #[test]
    fn lists_grow_shrink_and_change_type() {
        round_trip(json!([1, 2]), json!([1, 2, 3]));
        round_trip(json!([1, 2, 3]), json!([1]));
        round_trip(json!([1, 2, 3]), json!([]));
        round_trip(json!([]), json!([4]));
        round_trip(json!({"a": [1]}), json!({"a": null}));
        round_trip(json!({"a": null}), json!({"a": {"b": 1}}));
        round_trip(json!([2, 1, 2, 3]), json!([2, 3, 9]));
        round_trip(json!([1, 1, 1]), json!([1, 1, 1, 1]));
    }

    #[test]
    fn a_patch_for_another_shape_is_refused() {
        let patch = diff(&json!({"a": 1}), &json!({"a": 2})).expect("a change");
        assert!(apply(&mut json!([1]), &patch).is_err());
        let slide = Patch::Slide {
            drop: 3,
            push: vec![],
        };
        assert!(apply(&mut json!([1]), &slide).is_err());
    }
}
