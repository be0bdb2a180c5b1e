"""Running the CLI in-process with byte stdin, and looking at the player's database."""

from __future__ import annotations

import io
import sqlite3
import sys

from yachtdice.cli.app import main
from yachtdice.paths import database_path


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
