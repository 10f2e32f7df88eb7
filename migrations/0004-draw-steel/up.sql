-- Tablekeep campaign file, schema 4: Draw Steel content the GM authors.
-- Append-only: never edit this file once released; add 0005-… instead.

-- One piece of Draw Steel content: an ability, a monster's stat block, an ancestry, a class or a
-- kit. `data` is the content as the rules crate's `Content` serialises it; the api validates it
-- before every write, the store keeps it as given. The kind never changes once stored.
CREATE TABLE ds_content (
    id           INTEGER PRIMARY KEY,
    kind         TEXT NOT NULL CHECK (kind IN ('ability', 'monster', 'ancestry', 'class', 'kit')),
    name         TEXT NOT NULL,
    -- The name as searched (lower-cased), like characters.name_folded.
    name_folded  TEXT NOT NULL,
    data         TEXT NOT NULL CHECK (json_valid(data)),
    created_at   TEXT NOT NULL,
    updated_at   TEXT NOT NULL
);
CREATE INDEX ds_content_by_kind_name ON ds_content (kind, name_folded);
