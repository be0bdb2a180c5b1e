"""The ruleset being edited in House Rules: its data as shown, as stored, and as rules when
they are valid; its problems and notes; the undo stack of its edits; saving it. The window
(:mod:`.window`) adds the list's actions and the files; the form host (:mod:`.form_host`)
shows it, the list (:mod:`.ruleset_list`) names it.
"""

from __future__ import annotations

import contextlib
import copy
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence, QResizeEvent, QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QWidget,
)

from yachtdice.core.errors import Problem, YachtDiceError, as_sentence
from yachtdice.core.modes import default_mode, is_builtin, modes
from yachtdice.core.registry import Rules
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.store import Store, StoreError
from yachtdice.store.ruleset_names import reads_as_builtin
from yachtdice.ui.i18n import translated
from yachtdice.ui.widgets.form_fields import ModeForm, RulesetData
from yachtdice.ui.widgets.plain import plain_tip
from yachtdice.ui.windows.house_rules.files import derive_id, game_of_data
from yachtdice.ui.windows.house_rules.form_host import FormHost
from yachtdice.ui.windows.house_rules.names import editor_problems, taken_names
from yachtdice.ui.windows.house_rules.ruleset_list import IdRole, RulesetList, new_label

_SAVE_CHANGES = QT_TRANSLATE_NOOP("RulesetEditor", "Save the changes to {name}?")
_TITLE = QT_TRANSLATE_NOOP("RulesetEditor", "House Rules – {name}")
_TITLE_CHANGED = QT_TRANSLATE_NOOP("RulesetEditor", "House Rules – {name}*")
# the name last, with no full stop after it: a name's own "!!" or "?" ends the line
_SAVED = QT_TRANSLATE_NOOP("RulesetEditor", "Saved: {name}")
_FIX_FIRST = QT_TRANSLATE_NOOP("RulesetEditor", "The rules have problems; fix them first.")
_CANNOT_SAVE = QT_TRANSLATE_NOOP(
    "RulesetEditor", "The changes to {name} cannot be saved while the rules have problems "
    "(shown in the form). Discard them?")
_NOT_SAVED = QT_TRANSLATE_NOOP(
    "RulesetEditor", "{name} was not saved: the rules have problems; fix them first.")
_NO_HISTORY = QT_TRANSLATE_NOOP("RulesetEditor",
                                "Saving needs the history file, which could not be opened.")
_FOR_PLAY = QT_TRANSLATE_NOOP("RulesetEditor", "Save these rules for play")
_REVERT = QT_TRANSLATE_NOOP("RulesetEditor", "Revert")

Data = RulesetData


class Snapshot(QUndoCommand):
    """One edit: the whole ruleset before and after (a few kilobytes at most), each shown
    by ``show`` when undone or redone."""

    def __init__(self, show: Callable[[Data], None], before: Data, after: Data, text: str,
                 merge: str) -> None:
        super().__init__(text)
        self.show = show
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
        self.show(self.after)

    def undo(self) -> None:
        self.show(self.before)


class StatusLine(QLabel):
    """The status line between the buttons: two lines high whatever it says, and never
    wider than the room left by the buttons; a longer sentence (a long file name) is cut
    in the middle with "…", and its tooltip has it whole. So a message never moves the
    buttons or the form above them."""

    LINES = 2

    def __init__(self) -> None:
        super().__init__()
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setObjectName("status")
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(self.LINES * self.fontMetrics().lineSpacing() + 2)
        self.whole = ""

    def text(self) -> str:
        """The whole sentence (what is shown may be cut: :meth:`shown`)."""
        return self.whole

    def shown(self) -> str:
        return super().text()

    def say(self, text: str) -> None:
        self.whole = text
        self.setToolTip(plain_tip(text) if text else "")
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        """The whole sentence if it fits two lines of this width, else cut in the middle."""
        metrics, width = self.fontMetrics(), max(40, self.width())
        room = self.LINES * metrics.lineSpacing()
        text = self.whole
        fits = metrics.boundingRect(0, 0, width, 100_000, Qt.TextFlag.TextWordWrap, text)
        if fits.height() > room or fits.width() > width:
            # a line's width less a margin per line for where the words break
            text = metrics.elidedText(text, Qt.TextElideMode.ElideMiddle,
                                      self.LINES * (width - metrics.averageCharWidth() * 6))
            text = text.replace("/", "/\u200b")  # a long path may break after a slash
        super().setText(text)


class EditedRuleset(QDialog):
    """The House Rules window's ruleset being edited, its list and its form host, and the
    buttons under the form (:class:`~.window.RulesetEditor` is the window)."""

    def __init__(self, store: Store | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.data: Data = {}
        self.saved: Data | None = None  # as stored; None for a new, unsaved ruleset
        self.base: Rules | None = None  # what the consequences are compared with
        self.rules: Rules | None = None  # the edited rules, when they are valid
        self.problems: list[Problem] = []
        self.notes: list[Problem] = []
        self.read_only = True
        self.stack = QUndoStack(self)
        self.stack.cleanChanged.connect(self._clean_changed)  # a method: goes with the window
        self.rulesets = RulesetList(store)
        self.host = FormHost(default_mode().id, self._form_edited)
        self.buttons = self._buttons()

    @property
    def form(self) -> ModeForm:
        return self.host.form

    def _buttons(self) -> QHBoxLayout:
        """Undo and Redo, the status line, Revert, Save and Close."""
        self.save_button = QPushButton(QCoreApplication.translate("RulesetEditor", "&Save"))
        self.save_button.setShortcut(QKeySequence.StandardKey.Save)
        self.revert_button = QPushButton(QCoreApplication.translate("RulesetEditor", "Re&vert"))
        self.undo_button = QPushButton(QCoreApplication.translate("RulesetEditor", "Undo"))
        self.undo_button.setShortcut(QKeySequence.StandardKey.Undo)
        self.redo_button = QPushButton(QCoreApplication.translate("RulesetEditor", "Redo"))
        self.redo_button.setShortcut(QKeySequence.StandardKey.Redo)
        self.close_button = QPushButton(QCoreApplication.translate("RulesetEditor", "Close"))
        self.undo_button.setEnabled(False)
        self.redo_button.setEnabled(False)
        self.status = StatusLine()
        buttons = QHBoxLayout()
        for b in (self.undo_button, self.redo_button):
            buttons.addWidget(b)
        buttons.addWidget(self.status, 1)
        for b in (self.revert_button, self.save_button, self.close_button):
            buttons.addWidget(b)
        return buttons

    def fill_list(self, select: str | None) -> None:
        new = (str(self.data.get("id")), str(self.data.get("name", ""))) \
            if self.saved is None and self.data and select == self.data.get("id") else None
        self.rulesets.fill(select, new, self.data.get("id"))

    def open_rules(self, rules: Rules, saved: bool, base: Rules | None = None) -> None:
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
        if self.problems:  # nothing to save: drop the changes, or stay and fix them
            answer = QMessageBox.question(
                self, QCoreApplication.translate("RulesetEditor", "Unsaved changes"),
                translated(_CANNOT_SAVE.format(name=self.data.get("name") or "")),
                QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
                QMessageBox.StandardButton.Cancel)
            return answer == QMessageBox.StandardButton.Discard
        answer = QMessageBox.question(
            self, QCoreApplication.translate("RulesetEditor", "Unsaved changes"),
            translated(_SAVE_CHANGES.format(name=self.data["name"])) if self.data.get("name")
            else QCoreApplication.translate("RulesetEditor", "Save the changes to these rules?"),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Save)
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    # -- edits -----------------------------------------------------------------------------------
    def _form_edited(self, data: Data, what: str, merge: str) -> None:
        if data == self.data:  # only the form's own problems changed
            self._validate()
            return
        if self.saved is None:  # a new ruleset's id follows its name until it is saved
            data["id"] = derive_id(str(data.get("name", "")), self._taken_ids())
        self._push(copy.deepcopy(data), what, merge)

    def _push(self, data: Data, what: str, merge: str = "") -> None:
        """One step on the undo stack, from the ruleset shown now to ``data``."""
        self.stack.push(Snapshot(self.show_data, copy.deepcopy(self.data), data, what, merge))

    def _taken_ids(self) -> set[str]:
        """Every built-in and saved id, of every mode (a teacher's saved card's too)."""
        saved: list[Rules] = []
        if self.store is not None:
            with contextlib.suppress(StoreError):
                saved = list(self.store.saved_rulesets())
        return {r.id for r in self.rulesets.custom()} | {r.id for r in saved} | {
            r.id for m in modes() for r in m.presets}

    def show_data(self, data: Data) -> None:
        """Make ``data`` the edited ruleset and show everything that follows from it."""
        self.data = copy.deepcopy(data)
        self.host.choose(game_of_data(self.data).id).load(self.data, self.read_only)
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
        own = taken_names(name for rid, name in self.rulesets.own if rid != self.data.get("id"))
        self.problems = problems + editor_problems(
            self.data, own,
            (lambda _name: None) if is_builtin(str(self.data.get("id"))) else reads_as_builtin)
        self.notes = game.notes(self.rules) if self.rules is not None else []
        self.host.show_rules(self.data, self.rules, self.problems, self.notes, self.read_only)
        self._update_buttons()
        self.host.weigh(self.rules, self.base or self.rules,
                        lambda key: key in self.rulesets.stored)  # as listed when asked

    def _fix(self) -> None:
        """The fix offered beside the problems, as one step of the undo stack."""
        if self.host.fixes and not self.read_only:
            fix = self.host.fixes[0]
            self._push(fix.apply(self.data), translated(fix.label))

    def _update_buttons(self) -> None:
        custom = not self.read_only and self.saved is not None
        self.save_button.setEnabled(not self.read_only and self.dirty and not self.problems
                                    and self.store is not None)
        self.save_button.setToolTip(plain_tip(
            translated(_FIX_FIRST if self.problems else _NO_HISTORY if self.store is None
                       else _FOR_PLAY)))
        self.revert_button.setEnabled(not self.read_only and self.dirty)
        self.rulesets.rename_button.setEnabled(custom)
        self.rulesets.delete_button.setEnabled(custom)
        self.rulesets.export_button.setEnabled(self.rules is not None)
        self.rulesets.blank_card_button.setEnabled(self.rules is not None)
        self.rulesets.duplicate_button.setEnabled(self.rules is not None)

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
        item = self.rulesets.list.currentItem()
        if self.saved is None and item is not None and item.data(IdRole) != "" and \
                not is_builtin(str(item.data(IdRole))):
            item.setText(new_label(name))
            item.setData(IdRole, self.data.get("id"))
        title = _TITLE_CHANGED if (not self.read_only and self.dirty) else _TITLE
        self.setWindowTitle(translated(title.format(name=name)))

    def save(self) -> bool:
        """Store the edited rules (a new version: games keep the rules they started with);
        rules with problems (a name another ruleset has, too) are never stored."""
        if self.read_only or self.store is None:
            return False
        if self.rules is None or self.problems:
            self.say(translated(_NOT_SAVED.format(name=self.data.get("name") or "")))
            return False
        try:  # an edit of a saved ruleset replaces it; a new one never replaces another
            self.store.save_ruleset(self.rules, replace=self.saved is not None)
        except StoreError as exc:
            self.say(str(exc))
            return False
        self.saved = copy.deepcopy(self.data)
        if self.form.consequences is not None:
            self.form.consequences.saved(self.rules)
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
            self._push(copy.deepcopy(self.saved), translated(_REVERT))
        elif self.base is not None:
            data = self.base.to_dict()
            data["name"], data["id"] = self.data.get("name"), self.data.get("id")
            self._push(data, translated(_REVERT))

    def say(self, text: str) -> None:
        """One sentence at the bottom of the window (never a modal box for a bad file)."""
        self.status.say(as_sentence(text))
