"""House Rules: make, check and try rulesets without writing JSON, of every game made here.

The window lists the built-in rulesets (read-only) and the player's own on the left, of
every game whose window parts say its rules are made here (``GameUI.house_rules``, the
pip dice, or a form of its own, ``GameUI.ruleset_form``: a teacher's Place Value cards);
the chosen one's form, its game's, is on the right. The form edits the ruleset format
directly (a dict); every edit is one step on a QUndoStack, and after each the game's
``problems`` (the registry's) says what is wrong, field by field. Consequences are shown
as they change: for the Yahtzee family a roll tried under the edited rules, the optimal
expected score against the ruleset it started from (solved in the background); for every
game the Rules help; a game's form shows its own figures (a card's chance of filling each
box, worked out exactly).
"""

from __future__ import annotations

import contextlib
import copy
from math import comb
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QLocale, QObject, Qt, QTimer
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QKeySequence,
    QShowEvent,
    QUndoCommand,
    QUndoStack,
)
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from yachtdice.core import RandomDice
from yachtdice.core.errors import DiceError, Problem, RulesetError, YachtDiceError, as_sentence
from yachtdice.core.jsontext import JSONTextError, loads
from yachtdice.core.modes import AnyMode, is_builtin, legacy_mode, mode_of, modes
from yachtdice.core.modes.pips.describe import box_rule
from yachtdice.core.modes.pips.optimal.advisor import Engine
from yachtdice.core.modes.pips.optimal.solver import why_not_exact
from yachtdice.core.modes.pips.rules import options
from yachtdice.core.modes.pips.ruleset import Joker, Ruleset
from yachtdice.core.modes.pips.scorecard import Scorecard
from yachtdice.core.modes.pips.table import score_table
from yachtdice.core.rulesets import MAX_FILE_BYTES
from yachtdice.core.text import QT_TRANSLATE_NOOP, Text
from yachtdice.store import Store, StoreError
from yachtdice.store.ruleset_names import marked_custom, reads_as_builtin
from yachtdice.store.safe_files import FileRefused, write_file
from yachtdice.ui.dialogs.rules_help import rules_html
from yachtdice.ui.i18n import translated
from yachtdice.ui.modes import game_ui
from yachtdice.ui.modes.pips.engine_service import BonusChance, EngineService
from yachtdice.ui.ruleset_editor import words
from yachtdice.ui.ruleset_editor.checks import (
    Fix,
    editor_problems,
    fine_part,
    fixes,
    taken_names,
)
from yachtdice.ui.ruleset_editor.forms import DiceForm, slug
from yachtdice.ui.ruleset_editor.model import BoxesModel
from yachtdice.ui.ruleset_editor.name_list import NameList
from yachtdice.ui.widgets.form_fields import ModeForm, error_red, grouped
from yachtdice.ui.widgets.plain import plain_tip
from yachtdice.ui.widgets.theme import ProgressBar
from yachtdice.ui.widgets.window_geometry import place

SOLVE_DELAY_MS = 1000
PROBLEM_ROWS = 2  # lines of problems (or notes) shown above the form; more scroll
CHEAP_TABLE = 60_000  # rolls x boxes scored on the spot for the "Highest" column
IdRole = int(Qt.ItemDataRole.UserRole) + 10

# the window's sentences with places (its fixed words are the dialog's own tr())
_FROM = QT_TRANSLATE_NOOP("RulesetEditor", "From {name}")
#: the list of rulesets takes at most this share of the window's width (then names wrap)
LIST_SHARE = 0.27

_BUILT_IN = QT_TRANSLATE_NOOP("RulesetEditor", "{name} (built-in)")
_NEW = QT_TRANSLATE_NOOP("RulesetEditor", "{name} (new)")
_SAVE_CHANGES = QT_TRANSLATE_NOOP("RulesetEditor", "Save the changes to {name}?")
_NOTE = QT_TRANSLATE_NOOP("RulesetEditor", "Note: {note}")
_TITLE = QT_TRANSLATE_NOOP("RulesetEditor", "House Rules – {name}")
_TITLE_CHANGED = QT_TRANSLATE_NOOP("RulesetEditor", "House Rules – {name}*")
_EXPECTED = QT_TRANSLATE_NOOP("RulesetEditor", "Expected score with best play: {score}")
_COMPARING = QT_TRANSLATE_NOOP(
    "RulesetEditor", "Expected score with best play: {score} (comparing with {name}…)")
_UP = QT_TRANSLATE_NOOP(
    "RulesetEditor", "Expected score with best play: {before} → {after}, +{change} "
    "(against {name})")
_DOWN = QT_TRANSLATE_NOOP(
    "RulesetEditor", "Expected score with best play: {before} → {after}, −{change} "
    "(against {name})")
_APPROXIMATE = QT_TRANSLATE_NOOP("RulesetEditor", "Approximate: {reason}.")
_BONUS_WORKING = QT_TRANSLATE_NOOP("RulesetEditor",
                                   "Chance of the upper bonus: working it out… {percent}%")
_BONUS_EXACT = QT_TRANSLATE_NOOP("RulesetEditor",
                                 "Chance of the upper bonus with best play: {percent}%")
_BONUS_ABOUT = QT_TRANSLATE_NOOP(
    "RulesetEditor", "Chance of the upper bonus: about {percent}% (in {games} simulated games "
    "of the Expert's play)")
_NO_BONUS = QT_TRANSLATE_NOOP("RulesetEditor", "No upper bonus in these rules")
_MY = QT_TRANSLATE_NOOP("RulesetEditor", "My {name}")
_COPY = QT_TRANSLATE_NOOP("RulesetEditor", "Copy of {name}")
_COPY_N = QT_TRANSLATE_NOOP("RulesetEditor", "Copy {number} of {name}")
_DELETE = QT_TRANSLATE_NOOP(
    "RulesetEditor", "Delete {name}? Games already played under it keep their exact rules in "
    "the history; only the ruleset is no longer offered for new games.")
_DELETED = QT_TRANSLATE_NOOP("RulesetEditor",
                             "Deleted {name}; games played under it keep their rules.")
_SAVED = QT_TRANSLATE_NOOP("RulesetEditor", "Saved {name}.")
_OTHER_GAME = QT_TRANSLATE_NOOP(
    "RulesetEditor", "{file} holds rules of {game}, which are not made here.")
_NO_STORE = QT_TRANSLATE_NOOP(
    "RulesetEditor", "The history file could not be opened, so nothing can be saved.")
_NOT_IMPORTED = QT_TRANSLATE_NOOP("RulesetEditor", "Nothing was imported: {reason}")
_OPENED = QT_TRANSLATE_NOOP(
    "RulesetEditor", "{name} was opened but not yet added: {problem}. Fix it, then Save.")
_IMPORTED = QT_TRANSLATE_NOOP("RulesetEditor", "Imported {name}.")
_NOT_EXPORTED = QT_TRANSLATE_NOOP("RulesetEditor", "Nothing was exported: {reason}")
_EXPORTED = QT_TRANSLATE_NOOP("RulesetEditor", "Exported {name}.")
_TOO_LARGE = QT_TRANSLATE_NOOP("ruleset problems", "the file is larger than {limit} bytes")
_NOT_UTF8 = QT_TRANSLATE_NOOP("ruleset problems", "the file is not UTF-8 text")
_TYPE_DICE = QT_TRANSLATE_NOOP("TryRoll", "Type {count} dice or press Roll.")
_CANNOT_TRY = QT_TRANSLATE_NOOP("TryRoll", "These dice cannot be tried: {reason}.")
_EXTRA = QT_TRANSLATE_NOOP("TryRoll", "Extra bonus for this roll: {points}.")


def decimal(value: float, places: int = 1) -> str:
    """A figure as the window's locale writes it: 254.6, 254,6."""
    return QLocale().toString(float(value), "f", places)


def problem_text(exc: Exception) -> str:
    """Why a file could not be used, in the window's language where the core said it whole."""
    problems = getattr(exc, "problems", ())
    if not problems:
        return str(exc)
    return "; ".join(f"{p.field}: {translated(p.message)}" if p.field else translated(p.message)
                     for p in problems)


def own_copy(data: dict[str, Any]) -> dict[str, Any]:
    """A built-in's data as the player's own: its names and labels in the window's language
    (then the player's own words, never translated again)."""
    def mine(value: Any) -> Any:
        if isinstance(value, Text):
            return translated(value)
        if isinstance(value, dict):
            return {k: mine(v) for k, v in value.items()}
        if isinstance(value, list):
            return [mine(v) for v in value]
        return value
    result: dict[str, Any] = mine(data)
    return result


class Snapshot(QUndoCommand):
    """One edit: the whole ruleset before and after (a few kilobytes at most)."""

    def __init__(self, editor: RulesetEditor, before: dict[str, Any], after: dict[str, Any],
                 text: str, merge: str) -> None:
        super().__init__(text)
        self.editor = editor
        self.before = before
        self.after = after
        self.merge = merge

    def id(self) -> int:
        return 1 if self.merge else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, Snapshot) or other.merge != self.merge:
            return False
        self.after = other.after
        return True

    def redo(self) -> None:
        self.editor.show_data(self.after)

    def undo(self) -> None:
        self.editor.show_data(self.before)


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
            if game_ui(m.id).house_rules or game_ui(m.id).ruleset_form is not None]


def built_in() -> list[Any]:
    """The built-in rulesets of those games, each game's in its order."""
    return [r for m in editable_games() for r in m.presets]


def game_of_data(data: object) -> AnyMode:
    """The game a ruleset's data belongs to (its ``mode``; none or unknown: the legacy game)."""
    try:
        return mode_of(data) if isinstance(data, dict) else legacy_mode()
    except YachtDiceError:
        return legacy_mode()


class RulesetEditor(QDialog):
    """Game > House Rules...: the rulesets on the left, the chosen one's form on the right."""

    def __init__(self, store: Store | None, start: str | None = None,
                 parent: QWidget | None = None, engines: EngineService | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("House Rules"))
        self.store = store
        self.engines = engines or shared_engines()
        self.data: dict[str, Any] = {}
        self.saved: dict[str, Any] | None = None  # as stored; None for a new, unsaved ruleset
        self.base: Any = None   # what the expected score is compared with
        self.rules: Any = None  # the edited rules (of any game made here), when they are valid
        self.problems: list[Problem] = []
        self.notes: list[Problem] = []
        self._own: list[tuple[str, str]] = []  # (id, name) of the player's saved rulesets
        self._stored: set[str] = set()  # content hashes of the listed rulesets, as stored
        self.read_only = True
        self._solve_token = 0
        self._highest_cache: dict[str, list[int | None]] = {}
        self.stack = QUndoStack(self)
        self.stack.cleanChanged.connect(self._clean_changed)

        # left: the rulesets
        # every name whole: the list opens as wide as its longest name (up to LIST_SHARE of
        # the window) and a name longer than that wraps onto a second line, never cut
        self.list = NameList()
        self.list.setAccessibleName(self.tr("Rulesets"))
        self.new_button = QPushButton(self.tr("&New"))
        self.new_menu = QMenu(self.new_button)
        for rules in built_in():
            action = self.new_menu.addAction(translated(_FROM.format(name=rules.name)))
            action.triggered.connect(lambda _c=False, r=rules: self.new_from(r))
        self.new_button.setMenu(self.new_menu)
        self.duplicate_button = QPushButton(self.tr("D&uplicate"))
        self.rename_button = QPushButton(self.tr("Rena&me…"))
        self.delete_button = QPushButton(self.tr("De&lete…"))
        self.import_button = QPushButton(self.tr("&Import…"))
        self.export_button = QPushButton(self.tr("E&xport…"))
        left = self.list_side = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        heading = QLabel(self.tr("Rulesets (built-in ones are read-only):"))
        heading.setWordWrap(True)
        left_layout.addWidget(heading)
        left_layout.addWidget(self.list, 1)
        for pair in ((self.new_button, self.duplicate_button),
                     (self.rename_button, self.delete_button),
                     (self.import_button, self.export_button)):
            row = QHBoxLayout()
            for b in pair:
                row.addWidget(b)
            left_layout.addLayout(row)

        # right: the form, the consequences
        self.model = BoxesModel(self._edit_box, self._move_box, self)
        self.forms: dict[str, ModeForm] = {}  # each game's form, made when first needed
        self.form_stack = QStackedWidget()
        self.form: ModeForm = self._form_for(legacy_mode().id)
        self.expected = QLabel()
        self.expected.setTextFormat(Qt.TextFormat.PlainText)
        self.expected.setObjectName("expectedScore")
        font = self.expected.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.expected.setFont(font)
        self.expected_note = QLabel()
        self.expected_note.setTextFormat(Qt.TextFormat.PlainText)
        self.bonus = QLabel()  # optimal play's chance of the upper bonus
        self.bonus.setTextFormat(Qt.TextFormat.PlainText)
        self.bonus.setObjectName("bonusChance")
        self.bonus.setFont(font)
        self.bonus_chance: BonusChance | None = None
        self._bonus_working = False  # the bonus line says it is being worked out
        self.progress = ProgressBar()
        self.progress.setRange(0, 1000)
        self.progress.setTextVisible(False)
        self.progress.setFixedSize(160, 8)
        for part in (self.expected, self.bonus, self.expected_note, self.progress):
            keep_room(part)  # what is above the form never changes height: it never moves
        # the problems, or else the notes (legal but surely not meant: the core's warnings;
        # Save stays on), in a box of a fixed height
        self.problem_list = QListWidget()
        self.problem_list.setAccessibleName(self.tr("Problems"))
        self.problem_list.setWordWrap(False)
        self.problem_list.itemActivated.connect(self._go_to_problem)
        self.problem_list.installEventFilter(self)  # Enter goes to the problem, no further
        self.problem_list.setFixedHeight(
            PROBLEM_ROWS * (self.problem_list.fontMetrics().lineSpacing() + 4)
            + 2 * self.problem_list.frameWidth() + 2)
        self.fix_button = QPushButton()  # the one-click fix of a problem, when there is one
        self.fix_button.clicked.connect(self._fix)
        self.fix_button.hide()
        self.fixes: list[Fix] = []

        self.tray = TryRoll(self)
        self.help_view = QTextBrowser()
        self.help_view.setOpenLinks(False)
        self.tabs = QTabWidget()
        rules_tab = QWidget()
        rules_layout = QVBoxLayout(rules_tab)
        rules_layout.addWidget(self.form_stack, 1)
        self.tabs.addTab(rules_tab, self.tr("&Rules"))
        self.tabs.addTab(self.tray, self.tr("&Try a roll"))
        self.tabs.addTab(self.help_view, self.tr("Rules &help"))

        self.save_button = QPushButton(self.tr("&Save"))
        self.save_button.setShortcut(QKeySequence.StandardKey.Save)
        self.revert_button = QPushButton(self.tr("Re&vert"))
        self.undo_button = QPushButton(self.tr("Undo"))
        self.undo_button.setShortcut(QKeySequence.StandardKey.Undo)
        self.redo_button = QPushButton(self.tr("Redo"))
        self.redo_button.setShortcut(QKeySequence.StandardKey.Redo)
        self.close_button = QPushButton(self.tr("Close"))
        self.undo_button.clicked.connect(self.stack.undo)
        self.redo_button.clicked.connect(self.stack.redo)
        self.stack.canUndoChanged.connect(lambda on: self._enable(self.undo_button, on))
        self.stack.canRedoChanged.connect(lambda on: self._enable(self.redo_button, on))
        self.undo_button.setEnabled(False)
        self.redo_button.setEnabled(False)
        self.status = QLabel()
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        buttons = QHBoxLayout()
        for b in (self.undo_button, self.redo_button):
            buttons.addWidget(b)
        buttons.addWidget(self.status, 1)
        for b in (self.revert_button, self.save_button, self.close_button):
            buttons.addWidget(b)

        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        self.consequences = QWidget()  # the dice games' figures (a card's are in its form)
        consequences = QVBoxLayout(self.consequences)
        consequences.setContentsMargins(0, 0, 0, 0)
        expected_row = QHBoxLayout()
        expected_row.addWidget(self.expected, 1)
        expected_row.addWidget(self.progress, 0, Qt.AlignmentFlag.AlignVCenter)
        consequences.addLayout(expected_row)
        consequences.addWidget(self.bonus)
        consequences.addWidget(self.expected_note)
        right_layout.addWidget(self.consequences)
        problems_row = QHBoxLayout()
        problems_row.addWidget(self.problem_list, 1)
        problems_row.addWidget(self.fix_button, 0, Qt.AlignmentFlag.AlignTop)
        right_layout.addLayout(problems_row)
        right_layout.addWidget(self.tabs, 1)
        right_layout.addLayout(buttons)

        splitter = self.splitter = QSplitter()
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([200, 880])  # until the list is filled (_widen_list)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)
        place(self, None)  # its preferred size, within the screen's free area, title bar on it

        self.solve_timer = QTimer(self)
        self.solve_timer.setSingleShot(True)
        self.solve_timer.setInterval(SOLVE_DELAY_MS)
        self.solve_timer.timeout.connect(self._solve)
        self.engines.progress.connect(self._progress)  # a method: let go when the window goes
        self.engines.bonus_progress.connect(self._bonus_progress)

        self.list.currentItemChanged.connect(self._choose)
        self.duplicate_button.clicked.connect(self.duplicate)
        self.rename_button.clicked.connect(self.rename)
        self.delete_button.clicked.connect(self.delete)
        # (clicked passes its checked state: not a file name)
        self.import_button.clicked.connect(lambda: self.import_file())
        self.export_button.clicked.connect(lambda: self.export_file())
        self.save_button.clicked.connect(self.save)
        self.revert_button.clicked.connect(self.revert)
        self.close_button.clicked.connect(self.reject)
        self.setTabOrder(self.list, self.new_button)
        self.setTabOrder(self.new_button, self.duplicate_button)
        self.setTabOrder(self.duplicate_button, self.rename_button)
        self.setTabOrder(self.rename_button, self.delete_button)
        self.setTabOrder(self.delete_button, self.import_button)
        self.setTabOrder(self.import_button, self.export_button)
        self.setTabOrder(self.export_button, self.tabs)
        for button in self.findChildren(QPushButton):  # Enter in a field pressed "New"
            button.setAutoDefault(False)

        self.fill_list(start or built_in()[0].id)
        self._list_widened = False

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._list_widened:  # once, at the size it opens at; then the player's
            self._list_widened = True
            layout = self.layout()
            if layout is not None:
                layout.activate()  # the splitter at the window's size
            self._widen_list()

    def _widen_list(self) -> None:
        """The list as wide as its longest name, up to LIST_SHARE of the window: a name
        longer than that wraps (and its tooltip has it on one line)."""
        want = self.list.width_for_names()
        total = self.splitter.width() - self.splitter.handleWidth()
        least = self.list_side.minimumSizeHint().width()
        width = max(least, min(want, round(total * LIST_SHARE)))
        self.splitter.setSizes([width, total - width])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter on a listed problem goes to its field and stops there: the list passes the
        key on, and the dialog would press its default button (New, whose menu opens)."""
        if watched is self.problem_list and event.type() == QEvent.Type.KeyPress \
                and isinstance(event, QKeyEvent) \
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            item = self.problem_list.currentItem()
            if item is not None:
                self._go_to_problem(item)
            return True
        return super().eventFilter(watched, event)

    # -- the list of rulesets --------------------------------------------------------------------
    def _form_for(self, mode_id: str) -> ModeForm:
        """The form of a game, made the first time it is asked for."""
        if mode_id not in self.forms:
            make = game_ui(mode_id).ruleset_form
            form = make() if make is not None else DiceForm(self.model)
            form.edited.connect(self._form_edited)
            self.forms[mode_id] = form
            self.form_stack.addWidget(form)
        return self.forms[mode_id]

    def custom(self) -> list[Any]:
        """The player's saved rulesets of every game made here."""
        if self.store is None:
            return []
        games = {m.id for m in editable_games()}
        try:
            return [r for r in self.store.saved_rulesets() if game_of_data(r.to_dict()).id
                    in games]
        except StoreError:
            return []

    def fill_list(self, select: str | None) -> None:
        self.list.blockSignals(True)
        self.list.clear()
        presets = built_in()
        for rules in presets:
            item = QListWidgetItem(translated(_BUILT_IN.format(name=rules.name)))
            item.setData(IdRole, rules.id)
            self.list.addItem(item)
        own = self.custom()
        self._own = [(r.id, r.name) for r in own]
        self._stored = {r.content_hash() for r in (*presets, *own)}
        for rules in own:
            item = QListWidgetItem(rules.name)
            item.setData(IdRole, rules.id)
            self.list.addItem(item)
        self.list.blockSignals(False)
        if self.saved is None and self.data and select == self.data.get("id"):
            item = QListWidgetItem(translated(_NEW.format(name=self.data.get("name", ""))))
            item.setData(IdRole, self.data.get("id"))
            self.list.addItem(item)
        for i in range(self.list.count()):  # the whole name, where the list is too narrow
            self.list.item(i).setToolTip(plain_tip(self.list.item(i).text()))
        for i in range(self.list.count()):
            if self.list.item(i).data(IdRole) == select:
                self.list.blockSignals(self.data.get("id") == select)
                self.list.setCurrentRow(i)
                self.list.blockSignals(False)
                return
        self.list.setCurrentRow(0)

    def ruleset_by_id(self, ruleset_id: str) -> Any:
        """A built-in or saved ruleset of a game made here, by id (None if there is none)."""
        for rules in (*built_in(), *self.custom()):
            if rules.id == ruleset_id:
                return rules
        return None

    def _choose(self, item: QListWidgetItem | None, previous: QListWidgetItem | None) -> None:
        if item is None:
            return
        ruleset_id = str(item.data(IdRole))
        if ruleset_id == self.data.get("id"):
            return
        if not self._may_leave():
            if previous is not None:
                self.list.blockSignals(True)
                self.list.setCurrentItem(previous)
                self.list.blockSignals(False)
            return
        rules = self.ruleset_by_id(ruleset_id)
        if rules is not None:
            self.open_rules(rules, saved=True)

    def open_rules(self, rules: Any, saved: bool, base: Any = None) -> None:
        """Show ``rules`` in the form; ``saved`` says whether they are stored as they are."""
        data = rules.to_dict()
        self.read_only = is_builtin(rules.id)
        self.saved = copy.deepcopy(data) if saved else None
        self.base = base or rules
        self.stack.clear()
        self.show_data(data)
        self.stack.setClean()
        self._update_title()

    @property
    def dirty(self) -> bool:
        return self.saved is None or self.data != self.saved

    def _may_leave(self) -> bool:
        """True when nothing unsaved would be lost (or the player said to drop it)."""
        if self.read_only or not self.dirty:
            return True
        answer = QMessageBox.question(
            self, self.tr("Unsaved changes"),
            translated(_SAVE_CHANGES.format(name=self.data["name"])) if self.data.get("name")
            else self.tr("Save the changes to these rules?"),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Save)
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    # -- edits -----------------------------------------------------------------------------------
    def _form_edited(self, data: dict[str, Any], what: str, merge: str) -> None:
        if data == self.data:  # only the form's own problems changed
            self._validate()
            return
        if self.saved is None:  # a new ruleset's id follows its name until it is saved
            data["id"] = derive_id(str(data.get("name", "")), self._taken_ids())
        self.stack.push(Snapshot(self, copy.deepcopy(self.data), copy.deepcopy(data),
                                 what, merge))

    def _edit_box(self, row: int, box: dict[str, Any]) -> None:
        edit = getattr(self.form, "edit_box", None)
        if callable(edit):
            edit(row, box)

    def _move_box(self, row: int, to: int) -> None:
        move = getattr(self.form, "move_box", None)
        if callable(move):
            QTimer.singleShot(0, lambda: move(row, to))  # after the view's drop has finished

    def _taken_ids(self) -> set[str]:
        """Every built-in and saved id, of every mode (a teacher's saved card's too)."""
        saved: list[Any] = []
        if self.store is not None:
            with contextlib.suppress(StoreError):
                saved = self.store.saved_rulesets()
        return {r.id for r in self.custom()} | {r.id for r in saved} | {
            r.id for m in modes() for r in m.presets}

    def show_data(self, data: dict[str, Any]) -> None:
        """Make ``data`` the edited ruleset and show everything that follows from it."""
        self.data = copy.deepcopy(data)
        self.model.read_only = self.read_only
        form = self._form_for(game_of_data(self.data).id)
        if form is not self.form:
            focus = QApplication.focusWidget()
            had_focus = focus is not None and self.form.isAncestorOf(focus)
            self.form = form
            self.form_stack.setCurrentWidget(form)
            self.tabs.setTabVisible(1, form.consequences)  # Try a roll: the dice games'
            self.consequences.setVisible(form.consequences)
            if had_focus:
                form.setFocus()
        self.form.load(self.data, self.read_only)
        self._validate()
        self._update_title()

    def _validate(self) -> None:
        """The core's problems (the rules cannot be played), then the editor's own (a name
        or label used twice: the rules can be tried, not saved), each in the form's words."""
        game = game_of_data(self.data)
        problems = game.problems(self.data) + self.form.local_problems()
        self.rules = None
        if not problems:
            try:
                self.rules = game.ruleset_from_dict(self.data)
            except YachtDiceError as exc:  # the problems said yes; this cannot disagree
                problems = list(getattr(exc, "problems", ())) or [Problem("", str(exc))]
        self.problems = problems + editor_problems(
            self.data, self._taken_names(),
            (lambda _name: None) if is_builtin(str(self.data.get("id"))) else reads_as_builtin)
        self.form.show_problems(self.problems)
        self.notes = game.notes(self.rules) if self.rules is not None else []
        self.problem_list.clear()
        for p in self.problems:
            self.problem_list.addItem(QListWidgetItem(self.form.line(p, self.data)))
        for w in self.notes:
            self.problem_list.addItem(QListWidgetItem(translated(
                _NOTE.format(note=as_sentence(self.form.line(w, self.data))))))
        if not self.problem_list.count():
            quiet = QListWidgetItem(
                self.tr("A built-in ruleset cannot be changed; Duplicate makes an editable copy.")
                if self.read_only else
                self.tr("No problems: these rules can be saved and played."))
            quiet.setFlags(Qt.ItemFlag.NoItemFlags)
            self.problem_list.addItem(quiet)
        red = QColor(error_red())
        for row in range(len(self.problems)):
            self.problem_list.item(row).setForeground(red)
        dice = self.form.consequences
        self.fixes = fixes(self.problems, self.data) if dice and not self.read_only else []
        self.fix_button.setText(translated(self.fixes[0].label) if self.fixes else "")
        self.fix_button.setVisible(bool(self.fixes))
        if dice:
            self._show_boxes()
        self.tray.set_rules(self.rules if dice else None)
        self.help_view.setHtml(rules_html(self.rules) if self.rules is not None else
                               "<p>" + self.tr("The rules help appears when the rules have no "
                                               "problems.") + "</p>")
        self._update_buttons()
        self._schedule_solve()

    def _taken_names(self) -> dict[str, str]:
        """The names of the player's other rulesets in the list."""
        current = self.data.get("id")
        return taken_names(name for rid, name in self._own if rid != current)

    def _fix(self) -> None:
        """The fix offered beside the problems, as one step of the undo stack."""
        if self.fixes and not self.read_only:
            fix = self.fixes[0]
            self.stack.push(Snapshot(self, copy.deepcopy(self.data), fix.apply(self.data),
                                     translated(fix.label), ""))

    def _go_to_problem(self, item: QListWidgetItem) -> None:
        row = self.problem_list.row(item)
        found = (self.problems + self.notes)[row] if 0 <= row < len(self.problems) + \
            len(self.notes) else None
        if found is not None:
            self.tabs.setCurrentIndex(0)
            focus = getattr(self.form, "focus_problem", None)
            if callable(focus):
                focus(found)

    def _show_boxes(self) -> None:
        """Every box with its problems; the highest score and the rule in words of each box
        that has none (worked out from the rules of those boxes alone while others have)."""
        boxes = [b if isinstance(b, dict) else {} for b in self.data.get("categories", [])]
        problems: dict[int, list[str]] = {}
        for p in self.problems:
            path = p.path
            if len(path) >= 2 and path[0] == "categories" and isinstance(path[1], int):
                problems.setdefault(path[1], []).append(words.in_box(p, self.data))
        texts = [""] * len(boxes)
        highest: list[int | None] = [None] * len(boxes)
        rules, rows = (self.rules, list(range(len(boxes)))) if self.rules is not None else \
            fine_part(self.data, self.problems)
        if rules is not None:
            best = self._highest(rules)
            for i, (row, c) in enumerate(zip(rows, rules.categories, strict=True)):
                texts[row], highest[row] = translated(box_rule(rules, c)), best[i]
        self.model.set_boxes(boxes, problems, texts, highest)

    def _highest(self, rules: Ruleset) -> list[int | None]:
        """Each box's highest score (jokers included when the rules have one), from the table;
        left blank for dice so many that the table is built in the background first."""
        key = rules.content_hash()
        if key in self._highest_cache:
            return self._highest_cache[key]
        size = comb(len(rules.faces) + rules.dice_count - 1, rules.dice_count)
        if size * len(rules.categories) > CHEAP_TABLE:
            return [None] * len(rules.categories)
        return self._table_highest(rules)

    def _table_highest(self, rules: Ruleset) -> list[int | None]:
        table = score_table(rules)
        out: list[int | None] = []
        for i in range(len(rules.categories)):
            best = int(table.points[:, i].max())
            if rules.joker is not Joker.NONE:
                best = max(best, int(table.joker_points[:, i].max()))
            out.append(best)
        self._highest_cache[rules.content_hash()] = out
        return out

    def _update_buttons(self) -> None:
        custom = not self.read_only and self.saved is not None
        self.save_button.setEnabled(not self.read_only and self.dirty and not self.problems
                                    and self.store is not None)
        self.save_button.setToolTip(plain_tip(
            self.tr("The rules have problems; fix them first.") if self.problems else
            self.tr("Saving needs the history file, which could not be opened.")
            if self.store is None else self.tr("Save these rules for play")))
        self.revert_button.setEnabled(not self.read_only and self.dirty)
        self.rename_button.setEnabled(custom)
        self.delete_button.setEnabled(custom)
        self.export_button.setEnabled(self.rules is not None)
        self.duplicate_button.setEnabled(self.rules is not None)

    def _clean_changed(self, _clean: bool) -> None:
        self._update_title()

    def _enable(self, button: QPushButton, on: bool) -> None:
        """Undo or Redo on or off; one that had the focus and goes off hands it to the form
        (Qt would pass it to the next button, Revert, and the next Space would revert all)."""
        had_focus = button.hasFocus()
        button.setEnabled(on)
        if had_focus and not on:
            self.form.setFocus()

    def _update_title(self) -> None:
        name = self.data.get("name", "")
        item = self.list.currentItem()
        if self.saved is None and item is not None and item.data(IdRole) != "" and \
                not is_builtin(str(item.data(IdRole))):
            item.setText(translated(_NEW.format(name=name)))
            item.setData(IdRole, self.data.get("id"))
        title = _TITLE_CHANGED if (not self.read_only and self.dirty) else _TITLE
        self.setWindowTitle(translated(title.format(name=name)))

    # -- consequences: the expected score, in the background -------------------------------------
    def _schedule_solve(self) -> None:
        self._solve_token += 1
        self.engines.cancel_bonus_chance()
        self.bonus_chance = None
        if not self.form.consequences:  # a game without an expected score here
            self.solve_timer.stop()
            for line in (self.expected, self.expected_note, self.bonus):
                show_line(line, "")
            self.progress.hide()
            return
        if self.rules is None:
            self.solve_timer.stop()
            self.expected.setText(self.tr("Expected score: fix the problems first"))
            show_line(self.expected_note, "")
            show_line(self.bonus, "")
            self.progress.hide()
            return
        self.expected.setText(self.tr("Expected score: working it out…"))
        show_line(self.expected_note, "")
        self._bonus_working = False
        show_line(self.bonus, self.tr("Chance of the upper bonus: after the expected score")
                  if self.rules.upper_bonus is not None else translated(_NO_BONUS))
        self.solve_timer.start()

    def _solve(self) -> None:
        rules, base, token = self.rules, self.base or self.rules, self._solve_token
        if rules is None or base is None:
            return
        self.progress.setValue(0)
        self.progress.show()

        def got_rules(engine: Engine) -> None:
            if token != self._solve_token:
                return
            score = expected_of(engine)
            if base.content_hash() == rules.content_hash():
                self._show_expected(rules, score, score, engine)
                return
            self.progress.setValue(0)  # now the rules it started from, for the comparison
            self.expected.setText(translated(_COMPARING.format(score=decimal(score),
                                                               name=base.name)))
            self.engines.request(base, lambda b: got_base(b, score, engine), owner=self,
                                 keep=base.content_hash() in self._stored)

        def got_base(engine: Engine, score: float, rules_engine: Engine) -> None:
            if token == self._solve_token:
                self._show_expected(rules, expected_of(engine), score, rules_engine)

        # the service outlives us; rules being edited are solved in memory only, unless
        # they are stored as they are (written to the cache when saved: see save)
        self.engines.request(rules, got_rules, owner=self,
                             keep=rules.content_hash() in self._stored)

    def _progress(self, _what: str, fraction: float) -> None:
        self.progress.setValue(int(max(0.0, min(1.0, fraction)) * 1000))

    def _show_expected(self, rules: Ruleset, before: float, after: float,
                       engine: Engine) -> None:
        self.progress.hide()
        self.expected_score = after
        if abs(after - before) < 0.05 or self.base is None or self.base == rules:
            self.expected.setText(translated(_EXPECTED.format(score=decimal(after))))
        else:
            diff = after - before
            self.expected.setText(translated((_UP if diff >= 0 else _DOWN).format(
                before=decimal(before), after=decimal(after), change=decimal(abs(diff)),
                name=self.base.name)))
        reason = why_not_exact(rules)
        show_line(self.expected_note,
            self.tr("Exact: the optimal strategy, solved for these rules.") if reason is None
            else translated(_APPROXIMATE.format(reason=reason)))
        if rules.content_hash() not in self._highest_cache:
            self._table_highest(rules)  # the table is built now; fill the Highest column
            self._show_boxes()
        if rules.upper_bonus is not None:
            token = self._solve_token
            self._bonus_working = True
            show_line(self.bonus, self.tr("Chance of the upper bonus: working it out…"))
            self.engines.request_bonus_chance(
                engine, lambda chance: self._show_bonus(chance) if token == self._solve_token
                else None)

    def _bonus_progress(self, fraction: float) -> None:
        if self.bonus_chance is None and self.rules is not None and \
                self.rules.upper_bonus is not None and self._bonus_working:
            show_line(self.bonus, translated(_BONUS_WORKING.format(
                percent=decimal(100 * fraction, 0))))

    def _show_bonus(self, chance: BonusChance) -> None:
        self.bonus_chance = chance
        self._bonus_working = False
        show_line(self.bonus, bonus_text(chance))

    # -- the list's actions ----------------------------------------------------------------------
    def new_from(self, preset_rules: Any) -> None:
        if not self._may_leave():
            return
        data = own_copy(preset_rules.to_dict())  # "Mein Kniffel", its boxes Dreierpasch...
        data["name"] = translated(_MY.format(name=preset_rules.name))
        data["id"] = derive_id(data["name"], self._taken_ids())
        self._open_new(data, preset_rules)

    def duplicate(self) -> None:
        if self.rules is None or not self._may_leave():
            return
        data = own_copy(copy.deepcopy(self.data))
        names = {r.name for r in self.custom()}
        name, n = translated(_COPY.format(name=data.get("name", "")))[:60], 2
        while name in names:
            name = translated(_COPY_N.format(number=n, name=data.get("name", "")))[:60]
            n += 1
        data["name"] = name
        data["id"] = derive_id(name, self._taken_ids())
        self._open_new(data, self.rules)

    def _open_new(self, data: dict[str, Any], base: Any) -> None:
        self.read_only = False
        self.saved = None
        self.base = base
        self.stack.clear()
        self.show_data(data)
        self.fill_list(str(data["id"]))
        self._update_title()
        self.form.setFocus()

    def rename(self) -> None:
        if self.read_only or self.saved is None:
            return
        name, ok = QInputDialog.getText(self, self.tr("Rename"), self.tr("New name:"),
                                        QLineEdit.EchoMode.Normal,
                                        str(self.data.get("name", "")))
        if ok and name.strip() and name != self.data.get("name"):
            data = copy.deepcopy(self.data)
            data["name"] = name.strip()
            self.stack.push(Snapshot(self, copy.deepcopy(self.data), data, self.tr("Rename"),
                                     ""))

    def delete(self) -> None:
        if self.read_only or self.saved is None or self.store is None:
            return
        name = str(self.saved.get("name", ""))
        answer = QMessageBox.question(
            self, self.tr("Delete ruleset"), translated(_DELETE.format(name=name)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        if answer != QMessageBox.StandardButton.Yes:
            return
        gone = str(self.saved["id"])
        try:
            self.store.delete_ruleset(gone)
        except StoreError as exc:
            self.say(str(exc))
            return
        self.engines.forget(gone)  # its solved tables go too: nothing can ask for them now
        # the first ruleset is shown, as it is stored: nothing is left to save or ask about
        first = built_in()[0]
        self.open_rules(first, saved=True)
        self.fill_list(first.id)
        self.say(translated(_DELETED.format(name=name)))

    def save(self) -> bool:
        """Store the edited rules (a new version: games keep the rules they started with)."""
        if self.rules is None or self.read_only or self.store is None:
            return False
        try:  # an edit of a saved ruleset replaces it; a new one never replaces another
            self.store.save_ruleset(self.rules, replace=self.saved is not None)
        except StoreError as exc:
            self.say(str(exc))
            return False
        self.saved = copy.deepcopy(self.data)
        if self.form.consequences:
            self.engines.keep(self.rules)  # a table solved in memory goes to the cache now
        self.say(translated(_SAVED.format(name=self.rules.name)))
        self.stack.setClean()
        self.fill_list(self.rules.id)
        self._update_buttons()
        self._update_title()
        return True

    def revert(self) -> None:
        if self.read_only:
            return
        if self.saved is not None:
            self.stack.push(Snapshot(self, copy.deepcopy(self.data), copy.deepcopy(self.saved),
                                     self.tr("Revert"), ""))
        elif self.base is not None:
            data = self.base.to_dict()
            data["name"], data["id"] = self.data.get("name"), self.data.get("id")
            self.stack.push(Snapshot(self, copy.deepcopy(self.data), data, self.tr("Revert"),
                                     ""))

    def import_file(self, path: str | None = None) -> bool:
        """Add a ruleset from a file (``path``, else the one the player picks), checked as a
        whole; a bad file adds nothing. Rules whose name (or a box label) is taken open as
        new, unsaved rules with the problem at its field, to be renamed and then saved."""
        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                self, self.tr("Import rules"), "",
                self.tr("Rulesets (*.json);;All files (*)"))
            if not path:
                return False
        try:
            rules = marked_custom(read_rules_file(Path(path)))  # never passes for a built-in
            game = game_of_data(rules.to_dict())
            if game.id not in {m.id for m in editable_games()}:
                raise StoreError(translated(_OTHER_GAME.format(
                    file=Path(path).name, game=translated(game.name).lower())))
            if rules.id in self._taken_ids():
                data = rules.to_dict()
                data["id"] = derive_id(rules.name, self._taken_ids())
                rules = game.ruleset_from_dict(data)
            if self.store is None:
                raise StoreError(translated(_NO_STORE))
        except (OSError, YachtDiceError, StoreError) as exc:
            self.say(translated(_NOT_IMPORTED.format(reason=problem_text(exc))))
            return False
        if not self._may_leave():
            return False
        clash = editor_problems(rules.to_dict(), taken_names(name for _id, name in self._own))
        if clash:
            self._open_new(rules.to_dict(), rules)
            self.say(translated(_OPENED.format(
                name=rules.name,
                problem=self.form.line(clash[0], rules.to_dict()).rstrip("."))))
            return False
        try:
            self.store.save_ruleset(rules)
        except StoreError as exc:
            self.say(translated(_NOT_IMPORTED.format(reason=problem_text(exc))))
            return False
        self.open_rules(rules, saved=True)
        self.fill_list(rules.id)
        self.say(translated(_IMPORTED.format(name=rules.name)))
        return True

    def export_file(self, path: str | None = None) -> bool:
        """Write the rules to a file (``path``, else the one the player picks)."""
        if self.rules is None:
            return False
        if path is None:
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Export rules"),
                                                  f"{self.rules.id}.json",
                                                  self.tr("Rulesets (*.json)"))
            if not path:
                return False
        try:  # whole, beside the target: never through a link, into a pipe or a device
            write_file(path, self.rules.to_json() + "\n")
        except FileRefused as exc:
            self.say(translated(_NOT_EXPORTED.format(reason=str(exc))))
            return False
        self.say(translated(_EXPORTED.format(name=self.rules.name)))
        return True

    def say(self, text: str) -> None:
        """One sentence at the bottom of the window (never a modal box for a bad file)."""
        self.status.setText(as_sentence(text))

    # -- closing ---------------------------------------------------------------------------------
    def done(self, result: int) -> None:
        """Closing (Close, Esc, the title bar) first asks about unsaved changes."""
        if not self._may_leave():
            return
        self.solve_timer.stop()
        self._solve_token += 1
        self.engines.cancel()
        super().done(result)


_ENGINES: list[EngineService] = []


def shared_engines() -> EngineService:
    """The editors' own engine service (not the game's: a solve here never cancels a hint's).
    It outlives each window, so a solve being cancelled never reports to a closed one."""
    try:
        alive = bool(_ENGINES) and _ENGINES[0].parent() is QApplication.instance() \
            and not _ENGINES[0].closed
    except RuntimeError:  # the application that owned it is gone
        alive = False
    if not alive:
        _ENGINES[:] = [EngineService(QApplication.instance())]  # goes (and stops) with the app
    return _ENGINES[0]


def keep_room(widget: QWidget) -> None:
    """Keep a widget's room when it is hidden (a line of the consequences, the progress bar),
    so nothing below it moves."""
    policy = widget.sizePolicy()
    policy.setRetainSizeWhenHidden(True)
    widget.setSizePolicy(policy)
    if isinstance(widget, QLabel):
        widget.setMinimumHeight(widget.fontMetrics().lineSpacing())


def show_line(label: QLabel, text: str) -> None:
    """Set a line of the consequences; an empty one is hidden (its room is kept)."""
    label.setText(text)
    label.setVisible(bool(text))


def bonus_text(chance: BonusChance) -> str:
    """"Chance of the upper bonus with best play: 68.1%", or the estimate and its basis."""
    if chance.rate is None:
        return translated(_NO_BONUS)
    if chance.exact:
        return translated(_BONUS_EXACT.format(percent=decimal(100 * chance.rate)))
    return translated(_BONUS_ABOUT.format(percent=decimal(100 * chance.rate, 0),
                                          games=chance.games))


def expected_of(engine: Engine) -> float:
    """The expected score of a new game: the solved value, or the engine's estimate."""
    return engine.solution.expected_score if engine.solution is not None else \
        engine.expected_score


def read_rules_file(path: Path) -> Any:
    """A ruleset file of any game, read whole and checked as a whole by the game it names
    (OSError or YachtDiceError if bad)."""
    with path.open("rb") as fh:
        raw = fh.read(MAX_FILE_BYTES + 1)
    if len(raw) > MAX_FILE_BYTES:
        raise RulesetError([Problem("", _TOO_LARGE.format(limit=grouped(MAX_FILE_BYTES)))])
    try:
        data = loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise RulesetError([Problem("", _NOT_UTF8.text)]) from None
    except JSONTextError as exc:
        raise RulesetError([Problem("", str(exc))]) from None
    game = mode_of(data) if isinstance(data, dict) else legacy_mode()
    return game.ruleset_from_dict(data)


class TryRoll(QWidget):
    """Type or roll dice; every box's score under the edited rules, on a chosen card."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rules: Ruleset | None = None
        self._random = RandomDice()
        self.dice = QLineEdit()
        self.dice.setAccessibleName(self.tr("Dice to try"))
        self.dice.setPlaceholderText(self.tr("e.g. 3 3 3 5 5"))
        self.roll_button = QPushButton(self.tr("R&oll"))
        self.same_state = QComboBox()
        self.same_state.setAccessibleName(self.tr("All-same box"))
        for key, said in (("open", self.tr("open")), ("scored", self.tr("filled with a score")),
                          ("zero", self.tr("filled with zero"))):
            self.same_state.addItem(said, key)
        self.filled: dict[str, QCheckBox] = {}  # box id -> "this box is filled"
        self.filled_column = QVBoxLayout()
        filled_widget = QWidget()
        filled_widget.setLayout(self.filled_column)
        self.filled_area = QScrollArea()
        self.filled_area.setWidget(filled_widget)
        self.filled_area.setWidgetResizable(True)
        self.filled_area.setMaximumWidth(220)
        self.filled_area.setAccessibleName(self.tr("Filled boxes"))
        self.results = QTableWidget(0, 3)
        self.results.setHorizontalHeaderLabels([self.tr("Box"), self.tr("Points"),
                                                self.tr("Why")])
        self.results.horizontalHeader().setStretchLastSection(True)
        self.results.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.results.setAccessibleName(self.tr("Scores of the roll"))
        self.message = QLabel()
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setWordWrap(True)
        self.same_row = QHBoxLayout()
        self.same_row.addWidget(QLabel(self.tr("All-same box:")))
        self.same_row.addWidget(self.same_state)
        top = QHBoxLayout()
        dice_label = QLabel(self.tr("&Dice:"))
        dice_label.setBuddy(self.dice)
        top.addWidget(dice_label)
        top.addWidget(self.dice, 1)
        top.addWidget(self.roll_button)
        top.addLayout(self.same_row)
        side = QVBoxLayout()
        side.addWidget(QLabel(self.tr("Filled boxes (tick to mark filled):")))
        side.addWidget(self.filled_area, 1)
        body = QHBoxLayout()
        body.addLayout(side)
        body.addWidget(self.results, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.message)
        layout.addLayout(body, 1)
        self.dice.textEdited.connect(lambda _t: self.update_scores())
        self.roll_button.clicked.connect(self.roll)
        self.same_state.activated.connect(lambda _i: self.update_scores())
        self.scores: dict[str, int | None] = {}
        self.extra_bonus = 0

    def set_rules(self, rules: Ruleset | None) -> None:
        changed = rules is None or self.rules is None or \
            rules.category_ids != self.rules.category_ids
        self.rules = rules
        if changed:
            ticked = {cid for cid, box in self.filled.items() if box.isChecked()}
            while self.filled_column.count():
                item = self.filled_column.takeAt(0)
                widget = item.widget() if item is not None else None
                if widget is not None:
                    widget.deleteLater()
            self.filled = {}
            same = rules.all_same_index if rules is not None else None
            for i, c in enumerate(rules.categories if rules is not None else ()):
                if i == same:
                    continue  # the all-same box has its own choice (open, scored, zero)
                box = QCheckBox(translated(c.label))
                box.setChecked(c.id in ticked)
                box.toggled.connect(lambda _on: self.update_scores())
                self.filled[c.id] = box
                self.filled_column.addWidget(box)
            self.filled_column.addStretch(1)
        has_same = rules is not None and rules.all_same_index is not None
        self.same_state.setEnabled(has_same)
        self.update_scores()

    def roll(self) -> None:
        if self.rules is None:
            return
        dice = self._random.roll(self.rules.dice_count, self.rules.faces)
        self.dice.setText(" ".join(str(d) for d in dice))
        self.update_scores()

    def card(self) -> Scorecard:
        """The chosen card: ticked boxes hold their lowest possible score."""
        assert self.rules is not None
        rules = self.rules
        table = score_table(rules)
        filled: dict[str, int] = {}
        for cid, box in self.filled.items():
            if box.isChecked():
                filled[cid] = 0
        same = rules.all_same_index
        state = self.same_state.currentData()
        if same is not None and state != "open":
            column = table.points[:, same]
            positive = column[column > 0]
            filled[rules.categories[same].id] = (int(positive.min()) if state == "scored"
                                                 and len(positive) else 0)
        return Scorecard.from_dict(rules, filled)

    def update_scores(self) -> None:
        self.results.setRowCount(0)
        self.scores = {}
        self.extra_bonus = 0
        rules = self.rules
        if rules is None:
            self.message.setText(self.tr("Fix the problems in the rules to try a roll."))
            return
        text = self.dice.text().strip()
        if not text:
            self.message.setText(translated(_TYPE_DICE.format(count=rules.dice_count)))
            return
        try:
            dice = [int(d) for d in text.replace(",", " ").split()]
            opts = options(self.card(), dice)
        except ValueError as exc:  # DiceError and a bad card are ValueErrors too
            reason = str(exc) if isinstance(exc, (DiceError, YachtDiceError)) else \
                self.tr("dice are whole numbers separated by spaces")
            self.message.setText(translated(_CANNOT_TRY.format(reason=reason)))
            return
        self.extra_bonus = opts.extra_bonus
        self.message.setText(translated(_EXTRA.format(points=opts.extra_bonus))
                             if opts.extra_bonus else "")
        for box in opts.boxes:
            self.scores[box.category.id] = box.points
            row = self.results.rowCount()
            self.results.insertRow(row)
            why = translated(box.reason) if box.reason else (self.tr("joker") if box.joker
                                                              else "")
            for col, value in enumerate((translated(box.category.label),
                                         "—" if box.points is None else
                                         QLocale().toString(box.points), why)):
                self.results.setItem(row, col, QTableWidgetItem(value))


def show_house_rules(store: Store | None, parent: QWidget | None,
                     current: str | None = None) -> RulesetEditor:
    """Game > House Rules...: the window, open beside the game (it closes itself)."""
    editor = RulesetEditor(store, current, parent)
    editor.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    editor.show()
    return editor


def edit_modally(store: Store | None, parent: QWidget | None, rules_id: str,
                 new: bool) -> str:
    """House Rules over the New Game dialog ("Edit..." or "New..." from ``rules_id``);
    the id of the ruleset to choose afterwards."""
    editor = RulesetEditor(store, rules_id, parent)
    start = editor.ruleset_by_id(rules_id)
    if new and start is not None:
        editor.new_from(start)
    run_modally = editor.exec  # QDialog's own event loop, not Python's exec
    run_modally()
    chosen = str(editor.data.get("id") or rules_id) if editor.saved is not None else rules_id
    editor.deleteLater()
    return chosen
