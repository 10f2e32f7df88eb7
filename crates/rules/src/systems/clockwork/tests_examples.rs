//! The rulebook's worked examples, each a test named after its section.
