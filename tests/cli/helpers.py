"""Running the CLI in-process with byte stdin, and looking at the player's database."""

from __future__ import annotations

import io
import json
import sqlite3
import sys
from pathlib import Path

from yachtdice.cli.app import main
from yachtdice.core import GameRecord, Player
from yachtdice.paths import database_path
from yachtdice.store import Store

from ..store.helpers import play


def dump() -> list[str]:
    """Everything in the player's database, as SQL (empty if there is none)."""
    path = database_path()
    if not path.exists():
        return []
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return list(conn.iterdump())
    finally:
        conn.close()


def run_bytes(argv: list[str], stdin: bytes = b"") -> tuple[int, str, str]:
    """The CLI in-process, with real byte stdin (as under a UTF-8 locale) and captured output."""
    saved = sys.stdin, sys.stdout, sys.stderr
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8")
    sys.stdout, sys.stderr = io.StringIO(), io.StringIO()
    try:
        status = main(argv)
        return status, sys.stdout.getvalue(), sys.stderr.getvalue()
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved


def record_played_here(name: str, folder: Path) -> None:
    """A finished Yacht game of one player ``name``, stored by ``record`` and marked as
    played on this computer (so ``highscores`` shows it without ``--any-origin``)."""
    played = play("yacht", ["Ann"], seed=1)
    record = GameRecord(played.ruleset, (Player(name),), played.actions)
    source = folder / "g.json"
    source.write_text(json.dumps(record.to_dict()))
    assert main(["record", str(source)]) == 0
    with Store.open() as store:
        store._conn.execute("UPDATE games SET origin = 'here'")
