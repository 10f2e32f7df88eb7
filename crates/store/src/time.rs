//! Timestamps are stored as RFC 3339 text in UTC; the caller passes the time in.

use chrono::{DateTime, SecondsFormat, Utc};

pub(crate) fn to_text(at: DateTime<Utc>) -> String {
    at.to_rfc3339_opts(SecondsFormat::Millis, true)
}
