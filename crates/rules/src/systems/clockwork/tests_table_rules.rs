//! Table rules in play.
