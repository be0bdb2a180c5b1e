"""House Rules' rulesets outside the window: which games are made there and their built-in
rules, a ruleset file read whole, a new ruleset's id, a built-in's words made the player's."""

from __future__ import annotations

from pathlib import Path

from yachtdice.core.errors import Problem, RulesetError, YachtDiceError
from yachtdice.core.jsontext import JSONTextError, loads
from yachtdice.core.modes import AnyMode, default_mode, is_builtin, mode_of, modes
from yachtdice.core.registry import Rules
from yachtdice.core.rulesets import MAX_FILE_BYTES
from yachtdice.core.text import QT_TRANSLATE_NOOP, Text
from yachtdice.ui.dialogs.rules_file import read_rules_bytes
from yachtdice.ui.i18n import reason_of, translated
from yachtdice.ui.modes import game_ui
from yachtdice.ui.widgets.form_fields import RulesetData, grouped, slug

_TOO_LARGE = QT_TRANSLATE_NOOP("ruleset problems", "the file is larger than {limit} bytes")
_NOT_UTF8 = QT_TRANSLATE_NOOP("ruleset problems", "the file is not UTF-8 text")


def problem_text(exc: Exception) -> str:
    """Why a file could not be used, in the window's language where the core said it whole."""
    problems = getattr(exc, "problems", ())
    if not problems:
        return reason_of(exc)
    return "; ".join(f"{p.field}: {translated(p.message)}" if p.field else translated(p.message)
                     for p in problems)


def own_copy(data: RulesetData) -> RulesetData:
    """A built-in's data as the player's own: its names and labels in the window's language
    (then the player's own words, never translated again)."""
    def mine(value: object) -> object:
        if isinstance(value, Text):
            return translated(value)
        if isinstance(value, dict):
            return {k: mine(v) for k, v in value.items()}
        if isinstance(value, list):
            return [mine(v) for v in value]
        return value
    return {key: mine(value) for key, value in data.items()}


def derive_id(name: str, taken: set[str]) -> str:
    """A ruleset id from its name ('Our Sunday Rules' -> 'our-sunday-rules'), not in ``taken``."""
    base = slug(name, "-") or "house-rules"
    candidate, n = base, 2
    while candidate in taken or is_builtin(candidate):
        candidate = f"{base}-{n}"
        n += 1
    return candidate


def editable_games() -> list[AnyMode]:
    """The games whose rules are made in this window, in the order registered."""
    return [m for m in modes()
            if game_ui(m.id).ruleset_form is not None]


def built_in() -> list[Rules]:
    """The built-in rulesets of those games, each game's in its order."""
    return [r for m in editable_games() for r in m.presets]


def game_of_data(data: object) -> AnyMode:
    """The game a ruleset's data belongs to (its ``mode``; none or unknown: the default game)."""
    try:
        return mode_of(data) if isinstance(data, dict) else default_mode()
    except YachtDiceError:
        return default_mode()


def read_rules_file(path: Path) -> Rules:
    """A ruleset file of any game, read whole and checked as a whole by the game it names
    (RulesFileError or YachtDiceError if bad). A named pipe, a device or a folder is
    refused before it is opened for reading, in New Game's sentence."""
    raw = read_rules_bytes(str(path), MAX_FILE_BYTES)
    if len(raw) > MAX_FILE_BYTES:
        raise RulesetError([Problem("", _TOO_LARGE.format(limit=grouped(MAX_FILE_BYTES)))])
    try:
        data = loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise RulesetError([Problem("", _NOT_UTF8.text)]) from None
    except JSONTextError as exc:
        raise RulesetError([Problem("", str(exc))]) from None
    game = mode_of(data) if isinstance(data, dict) else default_mode()
    rules: Rules = game.ruleset_from_dict(data)
    return rules
