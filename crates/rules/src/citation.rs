//! Rule citations and self-explaining numbers.
//!
//! Every number the engine computes for the GM carries the terms it was summed from, each with
//! the rule (system + the rulebook's section heading) that put it there.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

use crate::SystemId;

/// A place in a rulebook: the system and the section heading, as the rulebook prints it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct Citation {
    /// The system whose rulebook is cited.
    pub system: SystemId,
    /// The section heading (e.g. "Determining Combat Power"), or "Heading › Entry".
    pub section: Cow<'static, str>,
}

impl Citation {
    /// A citation of a fixed heading.
    pub const fn new(system: SystemId, section: &'static str) -> Citation {
        Citation {
            system,
            section: Cow::Borrowed(section),
        }
    }
}

/// One addend of an explained value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct Term {
    /// What the addend is, in the GM's words ("Sleight", "Longsword", "Soldier class bonus").
    pub label: String,
    /// Its value.
    pub value: i32,
    /// The rule that makes it count.
    pub rule: Citation,
}

/// A value with the arithmetic that produced it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct Explained {
    /// The result.
    pub value: i32,
    /// The addends, in the order the rulebook's formula lists them; they sum to `value` unless
    /// `rule` says otherwise (e.g. a rounding step).
    pub terms: Vec<Term>,
    /// The rule for the formula as a whole.
    pub rule: Citation,
    /// Anything the GM should know about this value (a table rule in force, a data note).
    pub notes: Vec<String>,
}

impl Explained {
    /// A sum of `terms` under `rule`.
    pub fn sum(rule: Citation, terms: Vec<Term>) -> Explained {
        let value = terms.iter().map(|term| term.value).sum();
        Explained {
            value,
            terms,
            rule,
            notes: Vec::new(),
        }
    }
}
