"""The database schema, as forward migrations numbered by ``PRAGMA user_version``.

Migration N takes a database at version N-1 to version N. A database is only
ever moved forward, one step at a time, each step in its own transaction. Never
edit a migration that has shipped; add the next one.

Tables hold what happened (games with their action logs, the exact rules they
were played under, players' results and box scores). High scores and
statistics are queries and views over them, not copies.
"""

from __future__ import annotations

import re

from yachtdice.core.registry import default_mode

#: ``PRAGMA application_id`` of a Yacht Dice history (the bytes "YDCE"), set by migration 2.
#: With the tables, it is how a file is recognised as ours; anything else is moved aside.
APPLICATION_ID = 0x59444345

# The built-in rulesets and their content hashes as they were when migration 2 was written
# (frozen here, as a shipped migration never changes).
_BUILT_IN = (
    ("yahtzee", "a37d275ea637afe7dd4473e07a974af41375a0fe92904cc6a36d5ad841198400"),
    ("yahtzee-free-joker", "cff56327d13db3f1e55ba4f1c2bab752dcd29277c0dcc0bcf479e1bfab1e5592"),
    ("yatzy", "566489c18611cf33df2298bfc42cc04ddffabe9c43e56de5b7de3d0b57772c58"),
    ("maxi-yatzy", "f47feb89a3abf04778bdba2ddd4768698afa97e30259e03a7596a37f69ae568b"),
    ("yacht", "095db6f604ab42f5173abda6674cb8e194a31767f6c3c4f6abf23f7aeca458f1"),
)
_BUILT_IN_IDS = ", ".join(f"'{rid}'" for rid, _ in _BUILT_IN)
_BUILT_IN_HASHES = ", ".join(f"'{digest}'" for _, digest in _BUILT_IN)

MIGRATIONS: tuple[str, ...] = (
    # 1: the first schema.
    """
    CREATE TABLE rulesets (
        id       TEXT PRIMARY KEY,
        name     TEXT NOT NULL,
        json     TEXT NOT NULL,
        created  TEXT NOT NULL,
        updated  TEXT NOT NULL
    ) STRICT;

    -- Every set of rules a game was played under, by content hash, so a game stays
    -- tied to the exact rules even after a custom ruleset is edited or deleted.
    CREATE TABLE rule_versions (
        hash        TEXT PRIMARY KEY,
        ruleset_id  TEXT NOT NULL,
        name        TEXT NOT NULL,
        json        TEXT NOT NULL
    ) STRICT;

    CREATE TABLE games (
        id          INTEGER PRIMARY KEY,
        uid         TEXT NOT NULL UNIQUE,
        ruleset_id  TEXT NOT NULL,
        rules_hash  TEXT NOT NULL REFERENCES rule_versions(hash),
        started     TEXT NOT NULL,
        ended       TEXT,
        status      TEXT NOT NULL CHECK (status IN ('in_progress', 'finished', 'abandoned')),
        actions     TEXT NOT NULL,
        used_undo   INTEGER NOT NULL DEFAULT 0 CHECK (used_undo IN (0, 1)),
        used_hints  INTEGER NOT NULL DEFAULT 0 CHECK (used_hints IN (0, 1))
    ) STRICT;
    CREATE INDEX games_by_ruleset ON games (ruleset_id, status);
    CREATE INDEX games_in_progress ON games (status, started) WHERE status = 'in_progress';

    -- One row per seat. The result columns are filled when the game finishes.
    -- ruleset_id repeats the game's (which never changes) so that a ruleset's high
    -- scores are one index range, best first.
    CREATE TABLE seats (
        game_id      INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat         INTEGER NOT NULL,
        ruleset_id   TEXT NOT NULL,
        name         TEXT NOT NULL,
        computer     INTEGER NOT NULL CHECK (computer IN (0, 1)),
        strategy     TEXT,
        total        INTEGER,
        upper        INTEGER,
        upper_bonus  INTEGER,
        lower        INTEGER,
        extra_bonus  INTEGER,
        all_same     INTEGER,
        place        INTEGER,
        PRIMARY KEY (game_id, seat)
    ) STRICT, WITHOUT ROWID;
    CREATE INDEX seats_high_scores ON seats (ruleset_id, total DESC) WHERE total IS NOT NULL;
    CREATE TRIGGER seats_ruleset_is_the_games BEFORE INSERT ON seats
    WHEN NEW.ruleset_id IS NOT (SELECT ruleset_id FROM games WHERE id = NEW.game_id)
    BEGIN
        SELECT RAISE(ABORT, 'a seat belongs to its game''s ruleset');
    END;
    CREATE INDEX seats_by_name ON seats (name, game_id);

    -- Final box scores of finished games, for per-box averages.
    CREATE TABLE boxes (
        game_id   INTEGER NOT NULL,
        seat      INTEGER NOT NULL,
        category  TEXT NOT NULL,
        points    INTEGER NOT NULL,
        PRIMARY KEY (game_id, seat, category),
        FOREIGN KEY (game_id, seat) REFERENCES seats (game_id, seat) ON DELETE CASCADE
    ) STRICT, WITHOUT ROWID;

    CREATE TABLE settings (
        key    TEXT PRIMARY KEY,
        value  TEXT NOT NULL
    ) STRICT;

    -- Running statistics per player and ruleset, derived from seats and boxes by the
    -- triggers below, in the same transaction that finishes (or deletes) a game: like an
    -- index, they cannot disagree with the rows they summarise, and they make a player's
    -- record a lookup instead of a scan of every game (see tests/bench/bench_store.py).
    CREATE TABLE player_totals (
        name            TEXT NOT NULL,
        ruleset_id      TEXT NOT NULL,
        computer        INTEGER NOT NULL,
        games           INTEGER NOT NULL,
        total_sum       INTEGER NOT NULL,
        best            INTEGER NOT NULL,
        bonus_games     INTEGER NOT NULL,
        all_same_games  INTEGER NOT NULL,
        all_same_boxes  INTEGER NOT NULL,
        PRIMARY KEY (name, ruleset_id, computer)
    ) STRICT, WITHOUT ROWID;

    CREATE TABLE player_boxes (
        name        TEXT NOT NULL,
        ruleset_id  TEXT NOT NULL,
        category    TEXT NOT NULL,
        games       INTEGER NOT NULL,
        points_sum  INTEGER NOT NULL,
        PRIMARY KEY (name, ruleset_id, category)
    ) STRICT, WITHOUT ROWID;

    CREATE TRIGGER game_finished AFTER UPDATE OF status ON games
    WHEN NEW.status = 'finished' AND OLD.status <> 'finished'
    BEGIN
        INSERT INTO player_totals
            SELECT s.name, NEW.ruleset_id, s.computer, 1, s.total, s.total,
                   s.upper_bonus > 0, coalesce(s.all_same > 0, 0), s.all_same IS NOT NULL
            FROM seats AS s WHERE s.game_id = NEW.id
        ON CONFLICT (name, ruleset_id, computer) DO UPDATE SET
            games = games + 1, total_sum = total_sum + excluded.total_sum,
            best = max(best, excluded.best), bonus_games = bonus_games + excluded.bonus_games,
            all_same_games = all_same_games + excluded.all_same_games,
            all_same_boxes = all_same_boxes + excluded.all_same_boxes;
        INSERT INTO player_boxes
            SELECT s.name, NEW.ruleset_id, b.category, 1, b.points
            FROM boxes AS b JOIN seats AS s ON s.game_id = b.game_id AND s.seat = b.seat
            WHERE b.game_id = NEW.id
        ON CONFLICT (name, ruleset_id, category) DO UPDATE SET
            games = games + 1, points_sum = points_sum + excluded.points_sum;
    END;

    CREATE TRIGGER finished_game_deleted BEFORE DELETE ON games
    WHEN OLD.status = 'finished'
    BEGIN
        UPDATE player_boxes SET games = games - 1, points_sum = points_sum - (
                SELECT b.points FROM boxes AS b JOIN seats AS s
                ON s.game_id = b.game_id AND s.seat = b.seat
                WHERE b.game_id = OLD.id AND s.name = player_boxes.name
                  AND b.category = player_boxes.category)
            WHERE ruleset_id = OLD.ruleset_id AND EXISTS (
                SELECT 1 FROM boxes AS b JOIN seats AS s
                ON s.game_id = b.game_id AND s.seat = b.seat
                WHERE b.game_id = OLD.id AND s.name = player_boxes.name
                  AND b.category = player_boxes.category);
        UPDATE player_totals SET games = games - 1,
                total_sum = total_sum - (SELECT s.total FROM seats AS s WHERE s.game_id = OLD.id
                    AND s.name = player_totals.name AND s.computer = player_totals.computer),
                bonus_games = bonus_games - (SELECT s.upper_bonus > 0 FROM seats AS s
                    WHERE s.game_id = OLD.id AND s.name = player_totals.name
                    AND s.computer = player_totals.computer),
                all_same_games = all_same_games - (SELECT coalesce(s.all_same > 0, 0)
                    FROM seats AS s WHERE s.game_id = OLD.id AND s.name = player_totals.name
                    AND s.computer = player_totals.computer),
                all_same_boxes = all_same_boxes - (SELECT s.all_same IS NOT NULL
                    FROM seats AS s WHERE s.game_id = OLD.id AND s.name = player_totals.name
                    AND s.computer = player_totals.computer),
                best = coalesce((SELECT max(s.total) FROM seats AS s JOIN games AS g
                    ON g.id = s.game_id WHERE g.status = 'finished' AND g.id <> OLD.id
                    AND g.ruleset_id = player_totals.ruleset_id AND s.name = player_totals.name
                    AND s.computer = player_totals.computer), 0)
            WHERE ruleset_id = OLD.ruleset_id AND EXISTS (SELECT 1 FROM seats AS s
                WHERE s.game_id = OLD.id AND s.name = player_totals.name
                AND s.computer = player_totals.computer);
        DELETE FROM player_totals WHERE games = 0;
        DELETE FROM player_boxes WHERE games = 0;
    END;

    -- Finished results, one row per seat: what high scores and statistics read.
    CREATE VIEW results AS
        SELECT g.id AS game_id, g.uid, g.ruleset_id, g.rules_hash, g.started, g.ended,
               g.used_undo, g.used_hints, (g.used_undo OR g.used_hints) AS assisted,
               s.seat, s.name, s.computer, s.strategy, s.total, s.upper, s.upper_bonus,
               s.lower, s.extra_bonus, s.all_same, s.place
        FROM games AS g JOIN seats AS s ON s.game_id = g.id
        WHERE g.status = 'finished';
    """,
    # 2: mark the file as ours, so a foreign SQLite file at our path is never mistaken for it;
    # and file games whose rules borrowed a built-in id but differ from it as a ruleset of
    # their own (as the store now does on saving), then recount the running statistics.
    f"""
    PRAGMA application_id = {APPLICATION_ID};
    UPDATE rule_versions SET ruleset_id = ruleset_id || '~' || substr(hash, 1, 8)
        WHERE ruleset_id IN ({_BUILT_IN_IDS}) AND hash NOT IN ({_BUILT_IN_HASHES});
    UPDATE games SET ruleset_id = ruleset_id || '~' || substr(rules_hash, 1, 8)
        WHERE ruleset_id IN ({_BUILT_IN_IDS}) AND rules_hash NOT IN ({_BUILT_IN_HASHES});
    UPDATE seats SET ruleset_id = (SELECT g.ruleset_id FROM games AS g WHERE g.id = seats.game_id)
        WHERE ruleset_id <> (SELECT g.ruleset_id FROM games AS g WHERE g.id = seats.game_id);
    DELETE FROM player_totals;
    INSERT INTO player_totals
        SELECT s.name, g.ruleset_id, s.computer, count(*), sum(s.total), max(s.total),
               sum(s.upper_bonus > 0), sum(coalesce(s.all_same > 0, 0)),
               sum(s.all_same IS NOT NULL)
        FROM seats AS s JOIN games AS g ON g.id = s.game_id WHERE g.status = 'finished'
        GROUP BY s.name, g.ruleset_id, s.computer;
    DELETE FROM player_boxes;
    INSERT INTO player_boxes
        SELECT s.name, g.ruleset_id, b.category, count(*), sum(b.points)
        FROM boxes AS b JOIN seats AS s ON s.game_id = b.game_id AND s.seat = b.seat
        JOIN games AS g ON g.id = s.game_id WHERE g.status = 'finished'
        GROUP BY s.name, g.ruleset_id, b.category;
    """,
    # (turnflow) assistance belongs to the person who used undo or a hint, not to every seat
    # of the game. Games saved before knew it per game only: their people carry it.
    """
    ALTER TABLE seats ADD COLUMN assisted INTEGER NOT NULL DEFAULT 0
        CHECK (assisted IN (0, 1));
    UPDATE seats SET assisted = 1 WHERE computer = 0 AND game_id IN
        (SELECT id FROM games WHERE used_undo = 1 OR used_hints = 1);
    """,
    # (stats) statistics read seats alone, never the games with their logs: each finished
    # seat carries when its game ended and how long it took (kept by a trigger, filled in
    # here for games already finished). Reviews (expected points given away against
    # optimal play) are kept per seat so that a game is reviewed once.
    """
    ALTER TABLE seats ADD COLUMN ended TEXT;
    ALTER TABLE seats ADD COLUMN seconds INTEGER;
    UPDATE seats SET ended = (SELECT g.ended FROM games AS g WHERE g.id = seats.game_id),
        seconds = (SELECT max(0, unixepoch(g.ended) - unixepoch(g.started)) FROM games AS g
                   WHERE g.id = seats.game_id)
        WHERE game_id IN (SELECT id FROM games WHERE status = 'finished');
    CREATE TRIGGER seats_know_when_their_game_ended AFTER UPDATE OF status ON games
    WHEN NEW.status = 'finished'
    BEGIN
        UPDATE seats SET ended = NEW.ended,
            seconds = max(0, unixepoch(NEW.ended) - unixepoch(NEW.started))
            WHERE game_id = NEW.id;
    END;
    -- every figure of a filter from this index alone (a scan of it, not of the games)
    CREATE INDEX seats_stats ON seats (computer, ruleset_id, ended, total, name, assisted,
        upper_bonus, extra_bonus, all_same, place, seconds, game_id, seat)
        WHERE ended IS NOT NULL;
    CREATE TABLE reviews (
        game_id     INTEGER NOT NULL,
        seat        INTEGER NOT NULL,
        engine      INTEGER NOT NULL,
        given_away  REAL NOT NULL,
        PRIMARY KEY (game_id, seat),
        FOREIGN KEY (game_id, seat) REFERENCES seats (game_id, seat) ON DELETE CASCADE
    ) STRICT, WITHOUT ROWID;
    """,
    # (sessions) leases: which running copy plays a game in progress (see store/sessions.py).
    """
    CREATE TABLE leases (
        game_id    INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
        pid        INTEGER NOT NULL,
        host       TEXT NOT NULL,
        token      TEXT NOT NULL,
        taken      TEXT NOT NULL,
        heartbeat  TEXT NOT NULL
    ) STRICT;
    CREATE INDEX leases_by_token ON leases (token);

    -- The turn an unfinished game has reached, noted at each save (where the state is at
    -- hand), so that listing unfinished games does not replay every log. A game without
    -- a row, or whose row counts fewer moves than its log, is replayed instead.
    CREATE TABLE progress (
        game_id  INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
        moves    INTEGER NOT NULL,
        turn     INTEGER NOT NULL,
        turns    INTEGER NOT NULL
    ) STRICT;
    """,
    # (words) every game names its mode; every game stored before is the default game's
    # (the one data naming no game belongs to, filled in by migration()); a seat may keep
    # its mode's own details as JSON.
    """
    ALTER TABLE games ADD COLUMN mode TEXT NOT NULL DEFAULT '{unnamed_mode}';
    ALTER TABLE seats ADD COLUMN details TEXT;
    CREATE INDEX games_by_mode ON games (mode, status);
    """,
    # (statspeed) statistics load every finished seat as a packed snapshot (see
    # store/stats_rows.py) instead of reading 100,000 rows one by one; the games finished,
    # reopened, changed or deleted since the snapshot was written are noted here and read
    # again from the tables.
    """
    CREATE TABLE stats_snapshot (
        id     INTEGER PRIMARY KEY CHECK (id = 1),
        meta   TEXT NOT NULL,
        seats  BLOB NOT NULL,
        boxes  BLOB NOT NULL
    ) STRICT;  -- boxes: points per seat and box, read only when one ruleset is chosen
    CREATE TABLE stats_touched (seq INTEGER PRIMARY KEY AUTOINCREMENT,
                                game_id INTEGER NOT NULL) STRICT;
    CREATE TRIGGER stats_game_changed AFTER UPDATE ON games
    WHEN OLD.status = 'finished' OR NEW.status = 'finished'
    BEGIN
        INSERT INTO stats_touched (game_id) VALUES (NEW.id);
    END;
    CREATE TRIGGER stats_game_deleted AFTER DELETE ON games
    BEGIN
        INSERT INTO stats_touched (game_id) VALUES (OLD.id);
    END;
    CREATE TRIGGER stats_seat_changed AFTER UPDATE ON seats
    WHEN OLD.ended IS NOT NULL OR NEW.ended IS NOT NULL
    BEGIN
        INSERT INTO stats_touched (game_id) VALUES (NEW.game_id);
    END;
    CREATE TRIGGER stats_box_changed AFTER UPDATE ON boxes
    BEGIN
        INSERT INTO stats_touched (game_id) VALUES (NEW.game_id);
    END;
    """,
    # (provenance) where each game comes from: 'here' (played on this computer: in the window,
    # or by the computer players of `simulate --record`), 'recorded' (handed over finished, to
    # `record` or the store's API) or 'imported' (from a history export). High scores show it
    # and offer the games played here. Games stored before: played here if the window noted
    # their turns (a progress row: every game it started since migration 5) or they are still
    # in progress; else recorded if named by their content ('record-...'), else imported.
    # The default is the least trusted origin a writer can forget to give.
    """
    ALTER TABLE games ADD COLUMN origin TEXT NOT NULL DEFAULT 'recorded'
        CHECK (origin IN ('here', 'recorded', 'imported'));
    UPDATE games SET origin = CASE
        WHEN status = 'in_progress' OR id IN (SELECT game_id FROM progress) THEN 'here'
        WHEN uid LIKE 'record-%' THEN 'recorded'
        ELSE 'imported' END;
    """,
    # (wordver) a review records the version of what it judged by besides the rules and the
    # engine: the word game's dictionary (Mode.review_data). Reviews kept before have none, an
    # unknown version: a game whose review has a version is reviewed again.
    """
    ALTER TABLE reviews ADD COLUMN data_version TEXT;
    """,
    # (dice) how a game's dice were thrown, apart from where its record comes from (origin):
    # 'rolled' by this program, 'real' dice at the table entered by hand (the score card for
    # real dice), or 'online': rolled by every player's program together across computers
    # (docs/online-play.md), ``host`` naming who hosted. An imported game keeps how it was
    # played. Games stored before were rolled by the program.
    """
    ALTER TABLE games ADD COLUMN dice TEXT NOT NULL DEFAULT 'rolled'
        CHECK (dice IN ('rolled', 'real', 'online'));
    ALTER TABLE games ADD COLUMN host TEXT
        CHECK (host IS NULL OR (dice = 'online' AND length(host) BETWEEN 1 AND 100));
    """,
)

SCHEMA_VERSION = len(MIGRATIONS)


def migration(target: int) -> str:
    """The script that takes the database to version ``target``, with the game that stored
    games naming none belong to filled in (:func:`~yachtdice.core.registry.default_mode`).

    >>> words = next(n for n, m in enumerate(MIGRATIONS, 1) if "ADD COLUMN mode" in m)
    >>> f"DEFAULT '{default_mode().id}'" in migration(words)
    True
    """
    unnamed = default_mode().id
    if not re.fullmatch(r"[a-z0-9-]+", unnamed):
        raise ValueError(f"a game's id {unnamed!r} cannot be written into the schema")
    return MIGRATIONS[target - 1].replace("{unnamed_mode}", unnamed)
