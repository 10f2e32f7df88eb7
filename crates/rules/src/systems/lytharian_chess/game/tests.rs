//! Tests of the match engine.
