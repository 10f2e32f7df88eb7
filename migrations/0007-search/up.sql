-- Tablekeep campaign file, schema 7: one full-text index over what a GM looks things up by.
-- Append-only: never edit this file once released; add 0008-… instead.
--
-- `search_index` holds one row per searchable thing: characters (PCs and NPCs: name, tags,
-- notes), library content (name), encounters (name) and game sessions (name). Triggers keep it
-- in step with every write, inside the write's own transaction, so it can never disagree with
-- the tables it indexes. Words match by prefix ("ve" finds "Vell"); `prefix` keeps 1- to
-- 3-letter prefix lookups indexed. Each row's rowid is its thing's id × 4 plus a slot per table
-- (characters 0, content 1, encounters 2, sessions 3), so a trigger finds the row to replace by
-- rowid instead of scanning the unindexed columns. An id too large for that (never made by the
-- app; only a hand-made import could hold one) is left out of the index rather than overflow.

CREATE VIRTUAL TABLE search_index USING fts5(
    kind UNINDEXED,
    ref_id UNINDEXED,
    system UNINDEXED,
    title,
    body,
    tokenize = 'unicode61 remove_diacritics 2',
    prefix = '1 2 3'
);

-- Characters: kind 'pc' or 'npc'.
INSERT INTO search_index (rowid, kind, ref_id, system, title, body)
    SELECT id * 4, kind, id, system, name,
           trim(coalesce((SELECT group_concat(value, ' ') FROM json_each(tags)), '') || ' ' || notes)
    FROM characters WHERE id BETWEEN -2305843009213693952 AND 2305843009213693951;

CREATE TRIGGER search_characters_insert AFTER INSERT ON characters
    WHEN NEW.id BETWEEN -2305843009213693952 AND 2305843009213693951 BEGIN
    INSERT INTO search_index (rowid, kind, ref_id, system, title, body)
    VALUES (NEW.id * 4, NEW.kind, NEW.id, NEW.system, NEW.name,
            trim(coalesce((SELECT group_concat(value, ' ') FROM json_each(NEW.tags)), '') || ' ' || NEW.notes));
END;
CREATE TRIGGER search_characters_update AFTER UPDATE OF kind, system, name, tags, notes ON characters
    WHEN OLD.id BETWEEN -2305843009213693952 AND 2305843009213693951 AND NEW.id BETWEEN -2305843009213693952 AND 2305843009213693951 BEGIN
    DELETE FROM search_index WHERE rowid = OLD.id * 4;
    INSERT INTO search_index (rowid, kind, ref_id, system, title, body)
    VALUES (NEW.id * 4, NEW.kind, NEW.id, NEW.system, NEW.name,
            trim(coalesce((SELECT group_concat(value, ' ') FROM json_each(NEW.tags)), '') || ' ' || NEW.notes));
END;
CREATE TRIGGER search_characters_delete AFTER DELETE ON characters
    WHEN OLD.id BETWEEN -2305843009213693952 AND 2305843009213693951 BEGIN
    DELETE FROM search_index WHERE rowid = OLD.id * 4;
END;

-- Library content: kind 'content'; the body is the content's kind ("monster", "kit").
INSERT INTO search_index (rowid, kind, ref_id, system, title, body)
    SELECT id * 4 + 1, 'content', id, system, name, kind FROM content
    WHERE id BETWEEN -2305843009213693952 AND 2305843009213693951;

CREATE TRIGGER search_content_insert AFTER INSERT ON content
    WHEN NEW.id BETWEEN -2305843009213693952 AND 2305843009213693951 BEGIN
    INSERT INTO search_index (rowid, kind, ref_id, system, title, body)
    VALUES (NEW.id * 4 + 1, 'content', NEW.id, NEW.system, NEW.name, NEW.kind);
END;
CREATE TRIGGER search_content_update AFTER UPDATE OF system, kind, name ON content
    WHEN OLD.id BETWEEN -2305843009213693952 AND 2305843009213693951 AND NEW.id BETWEEN -2305843009213693952 AND 2305843009213693951 BEGIN
    DELETE FROM search_index WHERE rowid = OLD.id * 4 + 1;
    INSERT INTO search_index (rowid, kind, ref_id, system, title, body)
    VALUES (NEW.id * 4 + 1, 'content', NEW.id, NEW.system, NEW.name, NEW.kind);
END;
CREATE TRIGGER search_content_delete AFTER DELETE ON content
    WHEN OLD.id BETWEEN -2305843009213693952 AND 2305843009213693951 BEGIN
    DELETE FROM search_index WHERE rowid = OLD.id * 4 + 1;
END;

-- Encounters: kind 'encounter'; the body is the status.
INSERT INTO search_index (rowid, kind, ref_id, system, title, body)
    SELECT id * 4 + 2, 'encounter', id, system, name, status FROM encounters
    WHERE id BETWEEN -2305843009213693952 AND 2305843009213693951;

CREATE TRIGGER search_encounters_insert AFTER INSERT ON encounters
    WHEN NEW.id BETWEEN -2305843009213693952 AND 2305843009213693951 BEGIN
    INSERT INTO search_index (rowid, kind, ref_id, system, title, body)
    VALUES (NEW.id * 4 + 2, 'encounter', NEW.id, NEW.system, NEW.name, NEW.status);
END;
CREATE TRIGGER search_encounters_update AFTER UPDATE OF name, status ON encounters
    WHEN OLD.id BETWEEN -2305843009213693952 AND 2305843009213693951 AND NEW.id BETWEEN -2305843009213693952 AND 2305843009213693951 BEGIN
    DELETE FROM search_index WHERE rowid = OLD.id * 4 + 2;
    INSERT INTO search_index (rowid, kind, ref_id, system, title, body)
    VALUES (NEW.id * 4 + 2, 'encounter', NEW.id, NEW.system, NEW.name, NEW.status);
END;
CREATE TRIGGER search_encounters_delete AFTER DELETE ON encounters
    WHEN OLD.id BETWEEN -2305843009213693952 AND 2305843009213693951 BEGIN
    DELETE FROM search_index WHERE rowid = OLD.id * 4 + 2;
END;

-- Game sessions: kind 'session'; no system.
INSERT INTO search_index (rowid, kind, ref_id, system, title, body)
    SELECT id * 4 + 3, 'session', id, NULL, name, '' FROM game_sessions
    WHERE id BETWEEN -2305843009213693952 AND 2305843009213693951;

CREATE TRIGGER search_sessions_insert AFTER INSERT ON game_sessions
    WHEN NEW.id BETWEEN -2305843009213693952 AND 2305843009213693951 BEGIN
    INSERT INTO search_index (rowid, kind, ref_id, system, title, body)
    VALUES (NEW.id * 4 + 3, 'session', NEW.id, NULL, NEW.name, '');
END;
CREATE TRIGGER search_sessions_update AFTER UPDATE OF name ON game_sessions
    WHEN OLD.id BETWEEN -2305843009213693952 AND 2305843009213693951 AND NEW.id BETWEEN -2305843009213693952 AND 2305843009213693951 BEGIN
    DELETE FROM search_index WHERE rowid = OLD.id * 4 + 3;
    INSERT INTO search_index (rowid, kind, ref_id, system, title, body)
    VALUES (NEW.id * 4 + 3, 'session', NEW.id, NULL, NEW.name, '');
END;
CREATE TRIGGER search_sessions_delete AFTER DELETE ON game_sessions
    WHEN OLD.id BETWEEN -2305843009213693952 AND 2305843009213693951 BEGIN
    DELETE FROM search_index WHERE rowid = OLD.id * 4 + 3;
END;
