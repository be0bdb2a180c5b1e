"""What every command of yachtdice-cli shares: one-line errors, safe printing, bounded
reading of files and stdin, the player's store, strict JSON, and Ctrl+C.

Bad input anywhere is a :class:`UsageError`: one clear line on stderr, exit status 2.
"""

from __future__ import annotations

import argparse
import codecs
import io
import os
import stat
import sys
import threading
import unicodedata
from collections.abc import Iterable, Iterator, Mapping, Sequence
from types import FrameType
from typing import BinaryIO, NoReturn, TypeAlias

from yachtdice.core.jsontext import JSONTextError, JsonValue, brief, loads
from yachtdice.core.modes import default_mode, is_builtin, mode_of, modes, ruleset_by_id
from yachtdice.core.record import GameRecord
from yachtdice.core.registry import Rules
from yachtdice.core.rulesets import ID_PATTERN, MAX_FILE_BYTES, control_at
from yachtdice.store import Store

EXIT_BAD_INPUT = 2
MAX_GAME_ID = 2**63 - 1  # SQLite's largest row id: a game's number is at most this
EXIT_INTERRUPTED = 130
MAX_LINE_BYTES = 1_000_000  # one --jsonl line


class UsageError(Exception):
    """Bad input to the CLI: printed as one line, exit status 2."""


class Parser(argparse.ArgumentParser):
    """A parser whose complaints are UsageErrors (one line, exit status 2)."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see {self.prog} --help)")


#: the subcommands of a command, as ``add_subparsers(parser_class=Parser)`` gives them
#: (generic for the type checker only)
Subcommands: TypeAlias = "argparse._SubParsersAction[Parser]"


def plain(text: object) -> str:
    """``text`` safe to print on one line: control codes, line and paragraph separators,
    format characters and lone surrogates are shown escaped (\\n, \\x1b, \\u2028, ...);
    a joiner that joins emoji or letters (as names may hold it) is kept."""
    out = []
    whole = str(text)
    for i, ch in enumerate(whole):
        category = unicodedata.category(ch)
        if category in ("Cc", "Cs", "Zl", "Zp") or (category == "Cf" and control_at(whole, i)):
            out.append(ch.encode("unicode_escape", "backslashreplace").decode("ascii"))
        else:
            out.append(ch)
    return "".join(out)


def speaks_utf8(stream: object) -> bool:
    """True if ``stream`` writes UTF-8 (or is a text buffer, which holds any text)."""
    encoding = getattr(stream, "encoding", None) or "utf-8"
    try:
        return codecs.lookup(encoding).name == "utf-8"
    except LookupError:
        return False


def escape_unencodable(stream: object) -> None:
    """Under a locale whose encoding cannot hold every character (Latin-1, ASCII): text the
    encoding cannot hold is written escaped (``\\u4e2d``) instead of ending the command in
    a traceback halfway through its output. JSON is ASCII there (see :func:`json_text`)."""
    if isinstance(stream, io.TextIOWrapper) and not speaks_utf8(stream):
        stream.reconfigure(errors="backslashreplace")


def counted(n: int, thing: str) -> str:
    """``n`` things, in English: "1 game", "2 games"."""
    return f"{n} {thing}{'' if n == 1 else 's'}"


def short(text: str, limit: int = 60) -> str:
    return text if len(text) <= limit else text[:limit] + "..."


def read_text(source: str, what: str = "file", limit: int = MAX_FILE_BYTES) -> str:
    """Read a regular file (or stdin for '-') of at most ``limit`` bytes, as UTF-8.

    A FIFO, device or folder is refused before it is opened, so reading never blocks.
    """
    return "".join(read_chunks(source, what, limit))


#: how much of a long input is read at a time
CHUNK_BYTES = 1 << 20


def read_chunks(source: str, what: str = "file", limit: int = MAX_FILE_BYTES,
                size: int = CHUNK_BYTES) -> Iterator[str]:
    """A regular file (or stdin for '-') of at most ``limit`` bytes as UTF-8 text, a piece
    at a time: memory holds one piece, and a file over the limit is refused when the limit
    is passed, before the rest is read. The file is checked (and opened) at once, before
    the first piece is asked for."""
    shown = short(source)
    try:
        if source == "-":
            fh = sys.stdin.buffer
        else:
            if not stat.S_ISREG(os.stat(source).st_mode):
                raise UsageError(f"{what} {shown!r} is not a regular file")
            fh = open(source, "rb")  # noqa: SIM115 (closed by the pieces below)
    except OSError as exc:
        raise UsageError(f"cannot read {what} {shown!r}: {exc.strerror}") from None
    except ValueError:  # a NUL in the name
        raise UsageError(f"cannot read {what} {shown!r}: not a file name") from None
    return _pieces(fh, source != "-", f"{what} {shown!r}", limit, size)


def _pieces(fh: BinaryIO, close: bool, shown: str, limit: int, size: int) -> Iterator[str]:
    decoder = codecs.getincrementaldecoder("utf-8")()
    read = 0
    try:
        while True:
            try:
                data = fh.read(min(size, limit + 1 - read))
            except OSError as exc:
                raise UsageError(f"cannot read {shown}: {exc.strerror}") from None
            read += len(data)
            if read > limit:
                raise UsageError(f"{shown} is larger than {limit:,} bytes")
            try:
                text = decoder.decode(data, final=not data)
            except UnicodeDecodeError:
                raise UsageError(f"{shown} is not UTF-8 text") from None
            if text:
                yield text
            if not data:
                return
    finally:
        if close:
            fh.close()


def stdin_lines(limit: int) -> Iterable[str]:
    """Lines of stdin as UTF-8 text; a line longer than ``limit`` bytes is refused unread."""
    number = 0
    while True:
        raw = sys.stdin.buffer.readline(limit + 1)
        if not raw:
            return
        number += 1
        if len(raw) > limit and not raw.endswith(b"\n"):
            raise UsageError(f"stdin line {number} is longer than {limit:,} bytes")
        try:
            yield raw.decode("utf-8")
        except UnicodeDecodeError:
            raise UsageError(f"stdin line {number} is not UTF-8 text") from None


def open_store() -> Store:
    """The player's store; a notice about a moved-aside file goes to stderr, once."""
    store = Store.open()
    if store.notice:
        sys.stderr.write(f"yachtdice-cli: {store.notice}\n")
    return store


def load_rules(spec: str) -> Rules:
    """A built-in ruleset of any game by id, a ruleset file, or a saved ruleset by id."""
    if is_builtin(spec):
        return ruleset_by_id(spec)
    if os.path.lexists(spec):
        try:
            data = loads(read_text(spec, "ruleset file"))
        except JSONTextError as exc:
            raise UsageError(str(exc)) from None
        game = mode_of(data) if isinstance(data, Mapping) else default_mode()
        rules: Rules = game.ruleset_from_dict(data)
        return rules
    if ID_PATTERN.match(spec):
        with open_store() as store:
            try:
                return store.saved_ruleset(spec)
            except KeyError:
                pass
    ids = ", ".join(r.id for game in modes() for r in game.presets)
    raise UsageError(f"no ruleset {short(spec)!r}: not built in ({ids}), not a file, "
                     "not saved")


def played_game(game: int, ruleset_id: str | None) -> GameRecord:
    """Game ``game`` of the history, which must have been played with ``ruleset_id`` if one
    is given (``--game N`` of the commands that print a game's card)."""
    if not 1 <= game <= MAX_GAME_ID:
        raise UsageError(f"no game {short(str(game))}")
    with open_store() as store:
        try:
            record = store.game(game).record
        except KeyError as exc:
            raise UsageError(str(exc.args[0])) from None
    if ruleset_id is not None and record.ruleset.id != ruleset_id:
        raise UsageError(f"game {game} was played with {plain(record.ruleset.name)} "
                         f"({plain(record.ruleset.id)}), not {plain(ruleset_id)}")
    return record


def parse_json(text: str, what: str) -> JsonValue:
    """Strict JSON (see core.jsontext): no duplicate keys, no NaN, bounded depth and digits."""
    try:
        return loads(text)
    except JSONTextError as exc:
        raise UsageError(parse_problem(exc, what)) from None


def parse_problem(exc: JSONTextError, what: str) -> str:
    """The sentence for ``what`` (``the game record``) that strict JSON refused."""
    reason = str(exc)
    return f"{what} is {reason}" if reason.startswith("not ") else f"{what}: {reason}"


#: the longest message printed: whatever it quotes, a message stays one short line
MAX_MESSAGE = 400


def cut(message: str) -> str:
    """``message`` as printed: one that quotes much of someone's input is cut in the
    middle, keeping its start and its end (:func:`yachtdice.core.jsontext.brief`)."""
    return brief(message, MAX_MESSAGE)


def dice_args(words: Sequence[str]) -> list[int]:
    """Dice given on the command line as whole numbers."""
    try:
        return [int(d) for d in words]
    except ValueError:
        raise UsageError(f"dice must be whole numbers, not {short(' '.join(words))!r}") from None


# -- Ctrl+C ----------------------------------------------------------------------------

INTERRUPTED = threading.Event()


def on_interrupt(signum: int, frame: FrameType | None) -> None:
    """Ctrl+C: stop at once. It is noted as well: C code that looks attributes up (NumPy
    asking an enum member for its array protocol, for one) clears whatever exception
    was raised meanwhile, this one included, and the long loops check the note."""
    INTERRUPTED.set()
    raise KeyboardInterrupt


def until_interrupted(count: int) -> Iterator[int]:
    """``range(count)`` that stops with KeyboardInterrupt once Ctrl+C was pressed."""
    for i in range(count):
        if INTERRUPTED.is_set():
            raise KeyboardInterrupt
        yield i
