-- Tablekeep campaign file, schema 6: Draw Steel heroes' progress is a ledger.
-- Append-only: never edit this file once released; add 0007-… instead.

-- From this schema on, `progression_entries` also holds Draw Steel heroes' entries (Victories,
-- respites, Recoveries, levels, projects, combat ends): a hero's progress is the stored hero
-- (its `characters.data`) with its entries replayed on top. A binary from before would show the
-- stored hero without its entries and write beside them, so this schema version is what keeps
-- it out. The table needs no new column: each character's ledger belongs to its system.

-- Deleting a game session sets its entries' session_id to NULL (a foreign key action); an index
-- keeps that a lookup, not a scan, now that heroes of more than one system write entries.
CREATE INDEX progression_entries_by_session ON progression_entries (session_id);
