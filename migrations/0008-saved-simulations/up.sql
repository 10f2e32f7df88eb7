-- Tablekeep campaign file, schema 8: simulation results saved with their encounter.
-- Append-only: never edit this file once released; add 0009-… instead.

-- A finished simulation (`simulate_encounter`) or comparison of variants
-- (`compare_encounter_variants`) the GM kept: the result exactly as the job answered it, which
-- records what reproduces it (engine version, seed, runs, tactics, table rules). Deleting the
-- encounter deletes its saved results.
CREATE TABLE saved_simulations (
    id            INTEGER PRIMARY KEY,
    encounter_id  INTEGER NOT NULL REFERENCES encounters (id) ON DELETE CASCADE,
    kind          TEXT NOT NULL CHECK (kind IN ('simulation', 'comparison')),
    result        TEXT NOT NULL CHECK (json_valid(result)),
    saved_at      TEXT NOT NULL
);
-- An encounter's saved results are listed, newest first, and removed with it: both by this index.
CREATE INDEX saved_simulations_by_encounter ON saved_simulations (encounter_id, id);
