-- Tablekeep campaign file, schema 2: progression ledger, tracked decks, game sessions, table rules.
-- Append-only: never edit this file once released; add 0003-… instead.

-- Game sessions at the table; progression entries and decks refer to them.
CREATE TABLE game_sessions (
    id          INTEGER PRIMARY KEY,
    name        TEXT NOT NULL,
    started_at  TEXT NOT NULL,
    ended_at    TEXT
);
-- At most one session is open at a time.
CREATE UNIQUE INDEX game_sessions_one_open ON game_sessions ((ended_at IS NULL)) WHERE ended_at IS NULL;

-- A character's progression as an append-only ledger (creation, advancements, promotions,
-- knowledge awards). The character's build is the fold of its entries, in seq order.
CREATE TABLE progression_entries (
    character_id  INTEGER NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
    seq           INTEGER NOT NULL,
    entry         TEXT NOT NULL CHECK (json_valid(entry)),
    session_id    INTEGER REFERENCES game_sessions (id) ON DELETE SET NULL,
    reason        TEXT NOT NULL DEFAULT '',
    recorded_at   TEXT NOT NULL,
    PRIMARY KEY (character_id, seq)
) WITHOUT ROWID;

-- A character's own deck of cards, tracked between checks. `operations` counts the random
-- operations so far: the next one draws from a source seeded by (seed, operations).
CREATE TABLE character_decks (
    character_id  INTEGER PRIMARY KEY REFERENCES characters (id) ON DELETE CASCADE,
    deck          TEXT NOT NULL CHECK (json_valid(deck)),
    seed          INTEGER NOT NULL,
    operations    INTEGER NOT NULL DEFAULT 0,
    updated_at    TEXT NOT NULL
);

-- The campaign's table-rule choices; a rule without a row uses its default.
CREATE TABLE table_rule_choices (
    rule_id     TEXT PRIMARY KEY,
    option_id   TEXT NOT NULL,
    updated_at  TEXT NOT NULL
) WITHOUT ROWID;
