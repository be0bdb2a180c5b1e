"""Fields of a form that say what is wrong with them, and the form a game edits its rules
with in the House Rules window (:class:`ModeForm`, one per game: the seam the window asks
through :class:`~yachtdice.ui.modes.GameUI`), with what a form may offer beside itself: a
one-click :class:`Fix`, a tab of its own, and the figures it works out into the window's
:class:`ConsequenceLines`.

A :class:`Field` is a widget, a red outline drawn while it is wrong, and a line under it
for the sentence; the line's room is kept, so a problem coming or going moves nothing.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from PySide6.QtCore import QAbstractItemModel, QLocale, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QApplication, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from yachtdice.core.errors import PathPart, Problem
from yachtdice.core.values import value_type

#: a ruleset in its file format, as a form edits it (a JSON object)
RulesetData = dict[str, Any]

OUTLINE = 2  # px of the red outline of a field with a problem (kept, clear, when fine)


def grouped(number: int) -> str:
    """A large number with its thousands grouped as the locale writes them (1,000,000 in
    English, 1.000.000 in German): a form's limits and figures."""
    locale = QLocale()
    return f"{number:,}" if locale.language() == QLocale.Language.C else locale.toString(number)


def name_key(text: str) -> str:
    """Names that read the same compare equal: 'Quick  four' is 'Quick Four'."""
    return " ".join(text.split()).casefold()


def slug(text: str, sep: str) -> str:
    """Lowercase letters and digits of ``text`` joined by ``sep`` (at most 48 characters)."""
    words = "".join(ch.lower() if ch.isascii() and ch.isalnum() else " " for ch in text).split()
    return sep.join(words)[:48].strip(sep)


def error_red() -> str:
    """A red that reads well on the current palette (darker on light, lighter on dark)."""
    app = QApplication.instance()
    light = not isinstance(app, QApplication) or \
        app.palette().color(QPalette.ColorRole.Base).lightness() > 128
    return "#c62828" if light else "#ff8a80"


class Outline(QWidget):
    """Room of ``OUTLINE`` px around a widget, painted red while the widget is wrong (drawn,
    not a style sheet: a style sheet would change how the widget inside is drawn)."""

    def __init__(self, widget: QWidget, stretch: bool) -> None:
        super().__init__()
        self.invalid = False
        inner = QHBoxLayout(self)
        inner.setContentsMargins(OUTLINE, OUTLINE, OUTLINE, OUTLINE)
        inner.addWidget(widget, 1 if stretch else 0)

    def set_invalid(self, invalid: bool) -> None:
        if invalid != self.invalid:
            self.invalid = invalid
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.invalid:
            painter = QPainter(self)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(QColor(error_red()), OUTLINE))
            half = OUTLINE / 2
            painter.drawRoundedRect(QRectF(self.rect()).adjusted(half, half, -half, -half), 3, 3)


def problem_line(lines: int = 1) -> QLabel:
    """An empty, hidden line for saying what is wrong, whose room (``lines`` of text) is kept
    while it is hidden; with ``lines`` 0, it takes room only when shown."""
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    label.setObjectName("fieldError")
    label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    if lines:
        label.setMinimumHeight(lines * label.fontMetrics().lineSpacing())
        policy = label.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        label.setSizePolicy(policy)
    label.hide()
    return label


class Field:
    """A widget, its outline, and the line under it that says what is wrong with it.

    The line's room is kept when it is empty, so a problem appearing or going never moves
    the fields below; a field the form cannot make wrong (``lines`` 0) has no such room
    and no outline (it still says what is wrong with a file's value, but moves others). A
    field may have a ``note`` (what its choice means) in that room, shown while nothing is
    wrong. Fields side by side share a line instead (``own_line`` False: the form shows
    :attr:`message`)."""

    def __init__(self, widget: QWidget, stretch: bool = False, lines: int = 1,
                 own_line: bool = True) -> None:
        self.widget = widget
        self.note = ""
        self.error = problem_line(lines)
        self.outline = Outline(widget, stretch) if lines else None
        self.box = QWidget()
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.outline or widget, 1 if stretch else 0)
        if not stretch:
            row.addStretch(1)
        layout = QVBoxLayout(self.box)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addLayout(row)
        self.own_line = own_line
        if own_line:  # else its form says its problems on a line of its own choosing
            layout.addWidget(self.error)
        else:  # kept hidden inside the field: a label without a parent shown is a window
            self.error.setParent(self.box)
        self._messages = ""

    def show(self, messages: Sequence[str]) -> None:
        text = "\n".join(messages)
        if text == self._messages and self.error.property("shown") is not None:
            return
        self._messages = text
        self.error.setProperty("shown", True)
        if self.outline is not None:
            self.outline.set_invalid(bool(text))
        self.widget.setProperty("invalid", bool(text))
        self._fill()

    def set_note(self, note: str) -> None:
        """What the field's choice means, shown in its line while nothing is wrong."""
        self.note = note
        self._fill()

    def _fill(self) -> None:
        text = self._messages or self.note
        self.error.setText(text)
        self.error.setStyleSheet(f"color: {error_red()};" if self._messages else "")
        self.error.setVisible(bool(text) and self.own_line)

    @property
    def message(self) -> str:
        return self._messages


@value_type
class Fix:
    """A change that mends some problems: ``label`` for its button, ``apply`` to the data."""

    label: str
    apply: Callable[[RulesetData], RulesetData]
    mends: tuple[tuple[PathPart, ...], ...]  # the paths of the problems it mends


class ConsequenceLines(Protocol):
    """The House Rules window's lines above the problems, where a form says what its rules
    lead to: a headline (always shown), a second line and a note (each hidden while empty,
    its room kept), a progress bar, and the figures last said, for whoever asks."""

    #: the headline's figure once worked out (None until then)
    figure: float | None
    #: what the second line says, once worked out (None until then)
    detail: object

    def headline(self, text: str, short: str = "") -> None:
        """The headline; ``short``: the same figures in fewer words, said where the whole
        has no room (at 1024 wide)."""
        ...

    def second(self, text: str) -> None: ...

    def note(self, text: str) -> None: ...

    def progress(self, fraction: float | None) -> None:
        """The work's progress, 0 to 1; None hides the bar."""
        ...


class Consequences:
    """What a game works out beside its House Rules form (:attr:`ModeForm.consequences`): its
    sayings in the window's lines above the problems, a tab of its own, one-click fixes.
    This base works out nothing."""

    #: a tab of the game's own beside the Rules tab (shown while its form is), and its title
    tab: QWidget | None = None
    tab_title = ""

    def fixes(self, problems: Sequence[Problem], data: RulesetData) -> list[Fix]:
        """The one-click fixes the window offers beside ``problems`` (none here)."""
        return []

    def follow(self, data: RulesetData, rules: object | None,
               problems: Sequence[Problem]) -> None:
        """The rules after each edit (``rules`` None while they have ``problems``): the
        form's figures and the tab follow them."""

    def weigh(self, rules: object | None, base: object | None, stored: Callable[[str], bool],
              lines: ConsequenceLines) -> None:
        """Say in ``lines`` what ``rules`` lead to (compared with ``base``, the rules they
        started from), in the background if it takes time; ``stored(content_hash)`` says,
        when asked, whether a ruleset is stored as it is (what is worked out may be kept)."""

    def leave(self) -> None:
        """Another game's form is shown: say nothing more until weighed again."""

    def saved(self, rules: object) -> None:
        """``rules`` were saved as they are."""

    def forget(self, ruleset_id: str) -> None:
        """A saved ruleset was deleted: whatever was kept of it may go."""

    def stop(self) -> None:
        """The window closes: work under way for it stops."""


class ModeForm(QWidget):
    """What every game's form offers the House Rules window.

    It shows a ruleset in its file format (a dict) and reports each change as a whole new
    dict with ``edited(data, what, merge_key)``; it never keeps the rules itself.
    """

    edited = Signal(object, str, str)  # (new data dict, what changed in words, merge key)
    data: RulesetData  # the ruleset shown, in its file format
    read_only = False
    #: what the window works out from the rules beside the form (None: nothing: the
    #: window's lines above the problems are hidden, the form shows its own figures)
    consequences: Consequences | None = None
    #: the form's table of boxes as an item model, if it has one
    model: QAbstractItemModel | None = None

    def load(self, data: RulesetData, read_only: bool) -> None:
        raise NotImplementedError

    def show_problems(self, problems: Sequence[Problem]) -> None:
        raise NotImplementedError

    def local_problems(self) -> list[Problem]:
        """Problems of text that could not become data at all (e.g. 'a, b' as faces)."""
        return []

    def line(self, problem: Problem, data: RulesetData) -> str:
        """A problem as one line of the window's list, in the form's words."""
        return str(problem)

    def focus_problem(self, problem: Problem) -> None:
        """Put the keyboard focus at the field of a problem."""

    def _emit(self, data: RulesetData, what: str, merge: str = "") -> None:
        """Hand the window a whole new ruleset (nothing while read-only or unchanged)."""
        if data != self.data and not self.read_only:
            self.edited.emit(data, what, merge)

    def _set(self, path: tuple[PathPart, ...], value: Any, what: str, merge: str) -> None:
        """The ruleset with one field (by its path) set to ``value``, handed on."""
        data = copy.deepcopy(self.data)
        target: Any = data
        for key in path[:-1]:
            target = target.setdefault(key, {}) if isinstance(key, str) else target[key]
        target[path[-1]] = value
        self._emit(data, what, merge)
