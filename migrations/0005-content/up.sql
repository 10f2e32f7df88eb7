-- Tablekeep campaign file, schema 5: one content library for every system.
-- Append-only: never edit this file once released; add 0006-… instead.

-- One piece of content a GM authors or a pack brings, for any system: its system and kind (the
-- system's own list, checked by the api through the rules crate), its name, and its JSON as the
-- system's rules serialise it. `rules_version` is the version of the system's content format the
-- JSON was written in, so an older piece can be upgraded when it is read. A piece keeps its
-- system and kind for life.
CREATE TABLE content (
    id             INTEGER PRIMARY KEY,
    system         TEXT NOT NULL,
    kind           TEXT NOT NULL,
    name           TEXT NOT NULL,
    -- The name as searched (lower-cased), like characters.name_folded.
    name_folded    TEXT NOT NULL,
    data           TEXT NOT NULL CHECK (json_valid(data)),
    rules_version  INTEGER NOT NULL DEFAULT 1,
    created_at     TEXT NOT NULL,
    updated_at     TEXT NOT NULL
);
CREATE INDEX content_by_system_kind_name ON content (system, kind, name_folded);

-- Draw Steel's library moves in with its ids unchanged: encounter plans and hero builds name
-- content by id.
INSERT INTO content (id, system, kind, name, name_folded, data, created_at, updated_at)
SELECT id, 'draw_steel', kind, name, name_folded, data, created_at, updated_at FROM ds_content;

DROP INDEX ds_content_by_kind_name;
DROP TABLE ds_content;
