-- Tablekeep campaign file, schema 9: campaign settings that are not table rules.
-- Append-only: never edit this file once released; add 0010-… instead.

-- One row per setting the GM changed from its default (a setting without a row is at its
-- default, documented where the api defines it), e.g. `difficulty_thresholds`: the party's
-- chances of winning that separate easy, even, hard and deadly encounters. The api checks a
-- value before writing it; the store keeps the JSON as given.
CREATE TABLE campaign_settings (
    key         TEXT PRIMARY KEY,
    value       TEXT NOT NULL CHECK (json_valid(value)),
    updated_at  TEXT NOT NULL
);
