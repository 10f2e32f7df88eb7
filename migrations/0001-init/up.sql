-- Tablekeep campaign file, schema 1.
-- Append-only: never edit this file once released; add 0002-… instead.

CREATE TABLE campaign (
    id          INTEGER PRIMARY KEY CHECK (id = 1),
    name        TEXT NOT NULL,
    created_at  TEXT NOT NULL,
    updated_at  TEXT NOT NULL
);

CREATE TABLE characters (
    id             INTEGER PRIMARY KEY,
    system         TEXT NOT NULL,
    kind           TEXT NOT NULL CHECK (kind IN ('pc', 'npc')),
    name           TEXT NOT NULL,
    -- Lower-cased name: searched with instr(), kept beside the name for speed.
    name_folded    TEXT NOT NULL,
    -- Tags as a JSON array, denormalised for reads; character_tags indexes them for filtering.
    tags           TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(tags)),
    notes          TEXT NOT NULL DEFAULT '',
    -- System-specific build, validated by the rules crate; rules_version drives upgrades.
    data           TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(data)),
    rules_version  INTEGER NOT NULL DEFAULT 1,
    revision       INTEGER NOT NULL DEFAULT 1,
    created_at     TEXT NOT NULL,
    updated_at     TEXT NOT NULL
);
CREATE INDEX characters_by_name ON characters (name_folded);
CREATE INDEX characters_by_system_kind ON characters (system, kind);

CREATE TABLE character_tags (
    character_id  INTEGER NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
    tag           TEXT NOT NULL,
    PRIMARY KEY (character_id, tag)
) WITHOUT ROWID;
CREATE INDEX character_tags_by_tag ON character_tags (tag, character_id);

-- Every saved state of a character, newest last. Undo pops the newest and restores the one below.
CREATE TABLE character_revisions (
    character_id  INTEGER NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
    revision      INTEGER NOT NULL,
    snapshot      TEXT NOT NULL CHECK (json_valid(snapshot)),
    recorded_at   TEXT NOT NULL,
    PRIMARY KEY (character_id, revision)
) WITHOUT ROWID;

CREATE TABLE parties (
    id          INTEGER PRIMARY KEY,
    name        TEXT NOT NULL,
    created_at  TEXT NOT NULL
);

CREATE TABLE party_members (
    party_id      INTEGER NOT NULL REFERENCES parties (id) ON DELETE CASCADE,
    character_id  INTEGER NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
    joined_at     TEXT NOT NULL,
    PRIMARY KEY (party_id, character_id)
) WITHOUT ROWID;
CREATE INDEX party_members_by_character ON party_members (character_id);
