-- Tablekeep campaign file, schema 10: what a game session keeps beyond its dates.
-- Append-only: never edit this file once released; add 0011-… instead.

-- The GM's notes of the evening, searchable with the session's name.
ALTER TABLE game_sessions ADD COLUMN notes TEXT NOT NULL DEFAULT '';

-- Who was at the table: the characters played in the session.
CREATE TABLE game_session_attendees (
    session_id    INTEGER NOT NULL REFERENCES game_sessions (id) ON DELETE CASCADE,
    character_id  INTEGER NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
    PRIMARY KEY (session_id, character_id)
) WITHOUT ROWID;
-- Deleting a character removes it from the sessions it attended: a lookup, not a scan.
CREATE INDEX game_session_attendees_by_character ON game_session_attendees (character_id);

-- The loot found in the session, in the GM's order, each item with who took it (if anyone).
CREATE TABLE game_session_loot (
    session_id    INTEGER NOT NULL REFERENCES game_sessions (id) ON DELETE CASCADE,
    seq           INTEGER NOT NULL,
    item          TEXT NOT NULL,
    character_id  INTEGER REFERENCES characters (id) ON DELETE SET NULL,
    PRIMARY KEY (session_id, seq)
) WITHOUT ROWID;
CREATE INDEX game_session_loot_by_character ON game_session_loot (character_id);

-- Encounters launched in a session are listed in its recap by their session.
CREATE INDEX encounters_by_session ON encounters (session_id);

-- The search index finds a session by its notes too.
DROP TRIGGER search_sessions_update;
CREATE TRIGGER search_sessions_update AFTER UPDATE OF name, notes ON game_sessions
    WHEN OLD.id BETWEEN -2305843009213693952 AND 2305843009213693951 AND NEW.id BETWEEN -2305843009213693952 AND 2305843009213693951 BEGIN
    DELETE FROM search_index WHERE rowid = OLD.id * 4 + 3;
    INSERT INTO search_index (rowid, kind, ref_id, system, title, body)
    VALUES (NEW.id * 4 + 3, 'session', NEW.id, NULL, NEW.name, NEW.notes);
END;
