"""Opening a ruleset file of any mode from New Game: a teacher's own Place Value card, say.

The file is read without blocking (a pipe or a folder is refused before it is read) and at
most ``MAX_FILE_BYTES`` of it, parsed strictly and checked by its mode's own codec and the
rules every game's rulesets share (:func:`yachtdice.core.record.read_ruleset`, the door
records and imports go through too); anything wrong is one sentence, whatever the file
holds, and nothing changes. :func:`placement` then decides where good rules
go, against the built-in and saved rulesets:

- the same rules as a built-in or saved ruleset (the id aside): that one is chosen, nothing
  is saved (opening the same file twice never makes two entries);
- an id that is built in, or saved for another mode: saved under a free id made from it
  (``class-5-2``), as House Rules does when it imports;
- the id of a saved ruleset of the same mode with other rules (the teacher edited the file):
  the player is asked whether to replace it or keep both;
- otherwise saved under its own id.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from yachtdice.core.errors import YachtDiceError
from yachtdice.core.jsontext import JsonObject, loads
from yachtdice.core.modes import Rules, mode_for, modes, ruleset_from_dict
from yachtdice.core.record import read_ruleset
from yachtdice.core.rulesets import MAX_FILE_BYTES
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.store.ruleset_names import marked_custom
from yachtdice.ui.i18n import translated
from yachtdice.ui.widgets.form_fields import grouped

# each sentence whole, in the window's language ({file}: the file's name)
_CANNOT_READ = QT_TRANSLATE_NOOP("RulesFile", "{file} cannot be read: {reason}.")
_NOT_A_NAME = QT_TRANSLATE_NOOP("RulesFile", "{file} is not a file name.")
_NOT_A_FILE = QT_TRANSLATE_NOOP("RulesFile", "{file} is not a file (a folder, pipe or device).")
_TOO_LARGE = QT_TRANSLATE_NOOP("RulesFile",
                               "{file} is larger than {limit} bytes, too large for a rules file.")
_NOT_UTF8 = QT_TRANSLATE_NOOP("RulesFile", "{file} is not a rules file: it is not UTF-8 text.")
_NOT_RULES = QT_TRANSLATE_NOOP("RulesFile", "{file} is not a rules file ({reason}).")
_UNUSABLE = QT_TRANSLATE_NOOP("RulesFile", "{file} cannot be used: {reason}.")
_BUILT_IN = QT_TRANSLATE_NOOP("RulesFile", "{name} is built in; it is chosen.")
_SAVED_ALREADY = QT_TRANSLATE_NOOP("RulesFile", "{name} is saved already; it is chosen.")
_SAVED = QT_TRANSLATE_NOOP("RulesFile",
                           "{name} is saved and chosen; New Game lists it from now on.")
_REPLACES = QT_TRANSLATE_NOOP("RulesFile", "{name} replaces the saved {other}.")
_APART_BUILT_IN = QT_TRANSLATE_NOOP(
    "RulesFile", "{name} is saved as '{id}' ('{file_id}' is a built-in ruleset) and chosen.")
_APART_SAVED = QT_TRANSLATE_NOOP(
    "RulesFile", "{name} is saved as '{id}' ('{file_id}' is saved for {other}) and chosen.")


class RulesFileError(ValueError):
    """A rules file that cannot be used; the message is one sentence saying why."""


def _shown_name(path: str) -> str:
    """The file's name as the player is told it: printable, at most 60 characters."""
    name = "".join(ch if ch.isprintable() else "?" for ch in (Path(path).name or path))
    return name if len(name) <= 60 else name[:57] + "..."


def read_rules_bytes(path: str, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of the file at ``path``, at most ``limit + 1`` of them (more than ``limit``:
    too large), read without blocking: a pipe, a device or a folder is refused before
    anything is read. RulesFileError says in one sentence why it cannot be read."""
    shown = _shown_name(path)
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except OSError as exc:
        raise RulesFileError(translated(_CANNOT_READ.format(
            file=shown, reason=str(exc.strerror or exc)))) from None
    except ValueError:  # a NUL in the name
        raise RulesFileError(translated(_NOT_A_NAME.format(file=shown))) from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise RulesFileError(translated(_NOT_A_FILE.format(file=shown)))
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            chunk = os.read(fd, min(65536, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as exc:
        raise RulesFileError(translated(_CANNOT_READ.format(
            file=shown, reason=str(exc.strerror or exc)))) from None
    finally:
        os.close(fd)
    return b"".join(chunks)


def read_rules_file(path: str, limit: int = MAX_FILE_BYTES) -> Rules:
    """The ruleset (of any mode) in the file at ``path``; RulesFileError says why not."""
    shown = _shown_name(path)
    raw = read_rules_bytes(path, limit)
    if len(raw) > limit:
        raise RulesFileError(translated(_TOO_LARGE.format(file=shown, limit=grouped(limit))))
    try:
        data = loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise RulesFileError(translated(_NOT_UTF8.format(file=shown))) from None
    except YachtDiceError as exc:
        raise RulesFileError(translated(_NOT_RULES.format(file=shown,
                                                          reason=_short(exc)))) from None
    try:
        rules: Rules = read_ruleset(data)
    except YachtDiceError as exc:
        raise RulesFileError(translated(_UNUSABLE.format(file=shown,
                                                         reason=_short(exc)))) from None
    return rules


def _short(reason: object, limit: int = 300) -> str:
    text = str(reason).rstrip(".")
    return text if len(text) <= limit else text[:limit - 3] + "..."


def _content(rules: Rules) -> JsonObject:
    data = dict(rules.to_dict())
    data.pop("id", None)
    return data


def with_id(rules: Rules, new_id: str) -> Rules:
    """The same rules under another id (through its mode's codec)."""
    return ruleset_from_dict({**rules.to_dict(), "id": new_id})


def free_id(wanted: str, taken: set[str]) -> str:
    """``wanted``, or ``wanted-2``, ``wanted-3``... the first not in ``taken`` (64 characters
    at most, as every ruleset id)."""
    base = wanted[:60].rstrip("-_") or "rules"
    n = 2
    while f"{base}-{n}" in taken:
        n += 1
    return f"{base}-{n}"


@dataclass(frozen=True)
class Placement:
    """Where opened rules go: ``rules`` (maybe under a new id) to be chosen, saved first if
    ``save``; ``replaces`` is a saved ruleset of the same id the player must agree to replace
    (else :attr:`kept_apart` keeps both)."""

    rules: Rules
    save: bool
    note: str
    replaces: Rules | None = None
    kept_apart: Rules | None = None


def placement(rules: Rules, saved: Sequence[Rules]) -> Placement:
    """Decide where good rules from a file go (see the module)."""
    kind = mode_for(rules)
    builtins = [r for m in modes() for r in m.presets]
    taken = {r.id for r in (*builtins, *saved)}
    for known in (*builtins, *saved):
        if mode_for(known) is kind and _content(known) == _content(rules):
            note = (_BUILT_IN if known in builtins else _SAVED_ALREADY).format(name=known.name)
            return Placement(known, False, translated(note))
    rules = marked_custom(rules)  # saved: never under a built-in's name
    same_id = next((r for r in (*builtins, *saved) if r.id == rules.id), None)
    if same_id is None:
        return Placement(rules, True, translated(_SAVED.format(name=rules.name)))
    apart = with_id(rules, free_id(rules.id, taken))
    if same_id in saved and mode_for(same_id) is kind:
        return Placement(rules, True, translated(_REPLACES.format(name=rules.name,
                                                                   other=same_id.name)),
                         replaces=same_id, kept_apart=apart)
    note = _APART_BUILT_IN.format(name=rules.name, id=apart.id, file_id=rules.id) \
        if same_id in builtins else _APART_SAVED.format(name=rules.name, id=apart.id,
                                                        file_id=rules.id, other=same_id.name)
    return Placement(apart, True, translated(note))
