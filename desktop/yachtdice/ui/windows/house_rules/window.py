"""House Rules: make, check and try rulesets without writing JSON, of every game made here.

The window lists the built-in rulesets (read-only) and the player's own on the left
(:mod:`.ruleset_list`), of every game whose window parts bring a form
(``GameUI.ruleset_form``); the chosen one's form, its game's, is on the right
(:mod:`.form_host`). The form edits the ruleset format directly (a dict); every edit is one
step on a QUndoStack, and after each the game's ``problems`` (the registry's) says what is
wrong, field by field. Consequences are shown as they change: what the game works out
beside its form (``ModeForm.consequences``: for pip dice a roll tried and the optimal expected
score against the ruleset it started from, in the lines of :mod:`.consequences`), for every
game the Rules help; a game's form may show its own figures (a card's chance of filling
each box). The window never names a game.
"""

from __future__ import annotations

import copy
import itertools
from pathlib import Path

from PySide6.QtCore import QAbstractItemModel, Qt
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QInputDialog,
    QLineEdit,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from yachtdice.core.errors import YachtDiceError
from yachtdice.core.registry import Rules
from yachtdice.core.score_cards import card_sheet
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.store import Store, StoreError
from yachtdice.store.ruleset_names import marked_custom
from yachtdice.store.safe_files import FileRefused, write_file
from yachtdice.ui.dialogs.rules_file import RulesFileError
from yachtdice.ui.i18n import reason_of, translated
from yachtdice.ui.settings import Settings
from yachtdice.ui.widgets.file_to_write import choose_file_to_write
from yachtdice.ui.widgets.form_fields import RulesetData, name_key
from yachtdice.ui.widgets.window_geometry import place
from yachtdice.ui.windows.house_rules.editing import EditedRuleset
from yachtdice.ui.windows.house_rules.files import (
    built_in,
    derive_id,
    editable_games,
    game_of_data,
    own_copy,
    problem_text,
    read_rules_file,
)
from yachtdice.ui.windows.house_rules.names import editor_problems, taken_names
from yachtdice.ui.windows.house_rules.ruleset_list import IdRole

#: the list of rulesets takes at most this share of the window's width (then names wrap;
#: at 1024 x 768 the boxes table needs the room)
LIST_SHARE = 0.2

_TITLE = QT_TRANSLATE_NOOP("RulesetEditor", "House Rules – {name}")
_TITLE_CHANGED = QT_TRANSLATE_NOOP("RulesetEditor", "House Rules – {name}*")
_MY = QT_TRANSLATE_NOOP("RulesetEditor", "My {name}")
_COPY = QT_TRANSLATE_NOOP("RulesetEditor", "Copy of {name}")
_COPY_N = QT_TRANSLATE_NOOP("RulesetEditor", "Copy {number} of {name}")
_DELETE = QT_TRANSLATE_NOOP(
    "RulesetEditor", "Delete {name}? Games already played under it keep their exact rules in "
    "the history; only the ruleset is no longer offered for new games.")
_DELETED = QT_TRANSLATE_NOOP("RulesetEditor",
                             "Deleted {name}; games played under it keep their rules.")
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

Data = RulesetData


class RulesetEditor(EditedRuleset):
    """Game > House Rules...: the rulesets on the left, the chosen one's form on the right."""

    def __init__(self, store: Store | None, start: str | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(store, parent)
        self.setWindowTitle(self.tr("House Rules"))
        self._parts_by_their_old_names()
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.host, 1)
        right_layout.addLayout(self.buttons)
        self.splitter = QSplitter()
        self.splitter.addWidget(self.rulesets)
        self.splitter.addWidget(right)
        self.right = right
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([200, 880])  # until the list is filled (_widen_list)
        # where the player drags the handle, the next opening puts it (in any language)
        self.splitter.splitterMoved.connect(self._list_moved)
        QVBoxLayout(self).addWidget(self.splitter)
        self._list_widened = False
        #: the list width the player last dragged to, until it is reached (a window opened
        #: narrower first gets it once widened) or the handle is dragged again
        self._wanted = Settings().rules_list_width
        place(self, None)  # its preferred size, within the screen's free area, title bar on it
        self._connect()
        self.fill_list(start or built_in()[0].id)

    def _parts_by_their_old_names(self) -> None:
        """The parts as the window's callers (and tests) have always reached them."""
        r, h = self.rulesets, self.host
        self.list, self.new_button, self.new_menu = r.list, r.new_button, r.new_menu
        self.duplicate_button, self.rename_button = r.duplicate_button, r.rename_button
        self.delete_button, self.import_button = r.delete_button, r.import_button
        self.export_button, self.blank_card_button = r.export_button, r.blank_card_button
        self.problem_list, self.fix_button, self.tabs = h.problem_list, h.fix_button, h.tabs
        self.help_view, self.forms, self.consequences = h.help_view, h.forms, h.panel
        self.expected, self.bonus = h.panel.headline_label, h.panel.second_label
        self.expected_note, self.progress = h.panel.note_label, h.panel.bar
        # the first form's (a game's own) table of boxes and tab
        self.model: QAbstractItemModel | None = h.first.model
        self.tray = h.first.consequences.tab if h.first.consequences is not None else None

    def _connect(self) -> None:
        self.undo_button.clicked.connect(self.stack.undo)
        self.redo_button.clicked.connect(self.stack.redo)
        self.stack.canUndoChanged.connect(lambda on: self._enable(self.undo_button, on))
        self.stack.canRedoChanged.connect(lambda on: self._enable(self.redo_button, on))
        self.fix_button.clicked.connect(self._fix)
        self.rulesets.new_from.connect(self.new_from)
        self.list.currentItemChanged.connect(self._choose)
        self.duplicate_button.clicked.connect(self.duplicate)
        self.rename_button.clicked.connect(self.rename)
        self.delete_button.clicked.connect(self.delete)
        # (clicked passes its checked state: not a file name)
        self.import_button.clicked.connect(lambda: self.import_file())
        self.export_button.clicked.connect(lambda: self.export_file())
        self.blank_card_button.clicked.connect(self.save_blank_card)
        self.save_button.clicked.connect(self.save)
        self.revert_button.clicked.connect(self.revert)
        self.close_button.clicked.connect(self.reject)
        order = (self.list, self.new_button, self.duplicate_button, self.rename_button,
                 self.delete_button, self.import_button, self.export_button,
                 self.blank_card_button, self.tabs)
        for first, then in itertools.pairwise(order):
            self.setTabOrder(first, then)
        for button in self.findChildren(QPushButton):  # Enter in a field pressed "New"
            button.setAutoDefault(False)

    # -- what the game of the form says in the lines, as callers reach it ---------------------
    @property
    def expected_score(self) -> float | None:
        return self.host.panel.figure

    @property
    def bonus_chance(self) -> object:
        return self.host.panel.detail

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._list_widened:  # once, at the size it opens at; then the player's
            self._list_widened = True
            layout = self.layout()
            if layout is not None:
                layout.activate()  # the splitter at the window's size
            self._widen_list()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._list_widened and self._wanted is not None \
                and self.splitter.sizes()[0] < self._wanted:
            layout = self.layout()
            if layout is not None:
                layout.activate()  # the splitter at the window's new size
            self._widen_list()

    def _widen_list(self) -> None:
        """The list as wide as the player last dragged it; else as wide as its longest name,
        up to LIST_SHARE of the window: a name longer than that wraps (and its tooltip has
        it on one line)."""
        total = self.splitter.width() - self.splitter.handleWidth()
        least = self.rulesets.minimumSizeHint().width()
        width = self._wanted
        if width is None:
            width = min(self.list.width_for_names(), round(total * LIST_SHARE))
        width = max(least, min(width, total - self.right.minimumSizeHint().width()))
        self.splitter.setSizes([width, total - width])

    def _list_moved(self, position: int, index: int) -> None:
        self._wanted = None  # the player's hand from now on
        settings = Settings()
        settings.rules_list_width = self.splitter.sizes()[0]
        settings.sync()

    # -- the list of rulesets --------------------------------------------------------------------
    def ruleset_by_id(self, ruleset_id: str) -> Rules | None:
        """A built-in or saved ruleset of a game made here, by id (None if there is none)."""
        return self.rulesets.ruleset_by_id(ruleset_id)

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

    # -- the list's actions ----------------------------------------------------------------------
    def new_from(self, preset_rules: Rules) -> None:
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
        names = {r.name for r in self.rulesets.custom()}
        name, n = translated(_COPY.format(name=data.get("name", "")))[:60], 2
        while name in names:
            name = translated(_COPY_N.format(number=n, name=data.get("name", "")))[:60]
            n += 1
        data["name"] = name
        data["id"] = derive_id(name, self._taken_ids())
        self._open_new(data, self.rules)

    def _open_new(self, data: Data, base: Rules) -> None:
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
            self._push(data, self.tr("Rename"))

    def delete(self) -> None:
        if self.read_only or self.saved is None or self.store is None:
            return
        name = str(self.saved.get("name", ""))
        if any(name_key(other) == name_key(name) and rid != self.saved.get("id")
               for rid, other in self.rulesets.own):  # two of one name, from before: which
            name = f"{name} ({self.saved.get('id')})"
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
        for form in self.forms.values():  # what was kept of it goes too
            if form.consequences is not None:
                form.consequences.forget(gone)
        # the first ruleset is shown, as it is stored: nothing is left to save or ask about
        first = built_in()[0]
        self.open_rules(first, saved=True)
        self.fill_list(first.id)
        self.say(translated(_DELETED.format(name=name)))

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
        except (OSError, YachtDiceError, StoreError, RulesFileError) as exc:
            self.say(translated(_NOT_IMPORTED.format(reason=problem_text(exc))))
            return False
        return self._may_leave() and self._add_imported(rules, self.store)

    def _add_imported(self, rules: Rules, store: Store) -> bool:
        clash = editor_problems(rules.to_dict(),
                                taken_names(name for _id, name in self.rulesets.own))
        if clash:
            self._open_new(rules.to_dict(), rules)
            self.say(translated(_OPENED.format(
                name=rules.name,
                problem=self.form.line(clash[0], rules.to_dict()).rstrip("."))))
            return False
        try:
            store.save_ruleset(rules)
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
        if path is None:  # the window's one way to choose a file to write
            choose_file_to_write(self, self.tr("Export rules"), f"{self.rules.id}.json",
                                 self.tr("Rulesets (*.json)"), ".json",
                                 lambda chosen: self.export_file(str(chosen)),
                                 lambda reason: self.say(translated(
                                     _NOT_EXPORTED.format(reason=reason))))
            return False
        try:  # whole, beside the target: never through a link, into a pipe or a device
            write_file(path, self.rules.to_json() + "\n")
        except FileRefused as exc:
            self.say(translated(_NOT_EXPORTED.format(reason=reason_of(exc))))
            return False
        self.say(translated(_EXPORTED.format(name=self.rules.name)))
        return True

    def save_blank_card(self) -> QDialog | None:
        """Save Blank Card as PDF…: a blank score card of the rules shown, with a column
        for each player to write a name in (the options asked first)."""
        rules = self.rules
        if rules is None:
            return None
        from yachtdice.ui.dialogs.print_card import ask_and_save  # not when the window opens

        return ask_and_save(self, rules, lambda players: card_sheet(rules, players=players),
                            self.say, 2)

    def done(self, result: int) -> None:
        """Closing (Close, Esc, the title bar) first asks about unsaved changes."""
        if not self._may_leave():
            return
        for form in self.forms.values():
            if form.consequences is not None:
                form.consequences.stop()
        super().done(result)


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
