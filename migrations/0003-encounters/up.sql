-- Tablekeep campaign file, schema 3: encounters on the shared encounter engine.
-- Append-only: never edit this file once released; add 0004-… instead.

-- An encounter: what the GM prepared, and once launched its starting snapshot and seed. Its state
-- at any moment is the snapshot with the first `cursor` commands replayed on it (the rest are
-- undone commands kept for redo).
CREATE TABLE encounters (
    id          INTEGER PRIMARY KEY,
    system      TEXT NOT NULL,
    name        TEXT NOT NULL,
    -- The preparation: participants, sides, grid (system-specific JSON).
    plan        TEXT NOT NULL CHECK (json_valid(plan)),
    -- Filled at launch: the combatants as they stood then, and the random seed.
    snapshot    TEXT CHECK (snapshot IS NULL OR json_valid(snapshot)),
    seed        INTEGER,
    status      TEXT NOT NULL CHECK (status IN ('prepared', 'running', 'ended')),
    cursor      INTEGER NOT NULL DEFAULT 0 CHECK (cursor >= 0),
    -- Filled when the outcome was written back to the campaign.
    result      TEXT CHECK (result IS NULL OR json_valid(result)),
    session_id  INTEGER REFERENCES game_sessions (id) ON DELETE SET NULL,
    created_at  TEXT NOT NULL,
    updated_at  TEXT NOT NULL
);
CREATE INDEX encounters_by_status ON encounters (status, updated_at);

-- The GM's commands, in order. Rows at or past the encounter's cursor are undone (redo-able) and
-- are replaced when a new command is given after an undo.
CREATE TABLE encounter_commands (
    encounter_id  INTEGER NOT NULL REFERENCES encounters (id) ON DELETE CASCADE,
    seq           INTEGER NOT NULL CHECK (seq >= 0),
    command       TEXT NOT NULL CHECK (json_valid(command)),
    recorded_at   TEXT NOT NULL,
    PRIMARY KEY (encounter_id, seq)
) WITHOUT ROWID;
