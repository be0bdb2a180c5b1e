"""The new-game dialog: rules, and 1 to 8 players, each a person or a computer level.

The kinds of player, the game's own options (a timer, a teacher's rule) and whether
House Rules edits the rules are asked of the chosen rules' game (:mod:`yachtdice.ui.modes`).
Rules of any game can be opened from a file (a teacher's own Place Value card): checked by
the game's codec, saved, chosen, and listed with that game's built-in rules from then on;
saved rules of games the House Rules editor does not edit are deleted here.

Reading a saved setup back into rules and players is :mod:`yachtdice.ui.dialogs.setup`
(the window's first deal needs it, not this dialog).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Protocol

from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QStyle,
    QStyleOptionComboBox,
    QVBoxLayout,
    QWidget,
)

from yachtdice.core import MAX_PLAYERS, Player, name_problem
from yachtdice.core.game import MAX_PLAYER_NAME
from yachtdice.core.modes import is_builtin, mode_for, modes, ruleset_by_id
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.store import StoreError
from yachtdice.ui.dialogs.confirm import ask
from yachtdice.ui.dialogs.rules_file import Placement, RulesFileError, placement, read_rules_file
from yachtdice.ui.dialogs.setup import (
    DEFAULT_RULES,
    PERSON,
    REAL_DICE,
    AnyRules,
    default_name,
    real_dice,
    with_setup,
)
from yachtdice.ui.i18n import translated
from yachtdice.ui.modes import GameOptions, game_of, game_ui, player_kinds, rules_label
from yachtdice.ui.widgets.plain import plain_tip

__all__ = ["NewGameDialog", "with_other_modes"]


_NAME_OF = QT_TRANSLATE_NOOP("NewGameDialog", "Name of player {number}")
_KIND_OF = QT_TRANSLATE_NOOP("NewGameDialog", "Player {number} is a")
_REMOVED = QT_TRANSLATE_NOOP("NewGameDialog", "(removed)")
_REMOVE = QT_TRANSLATE_NOOP("NewGameDialog", "Remove")
_RESTORE = QT_TRANSLATE_NOOP("NewGameDialog", "Restore")
_REMOVE_THIS = QT_TRANSLATE_NOOP("NewGameDialog", "Remove this player")
_RESTORE_THIS = QT_TRANSLATE_NOOP("NewGameDialog", "Restore this player")
_NAME_PROBLEM = QT_TRANSLATE_NOOP("NewGameDialog", "Player {number}: {reason}.")
_REPLACE = QT_TRANSLATE_NOOP("NewGameDialog", "Other rules are already saved as '{id}' "
                             "({old}). Replace them with the file's {new}?")
_KEEP_BOTH = QT_TRANSLATE_NOOP("NewGameDialog", "Keep Both saves the file's rules as '{id}'. "
                               "Games already played keep their exact rules either way.")
_SAVED_AS = QT_TRANSLATE_NOOP("NewGameDialog", "{rules} is saved as '{id}' and chosen.")
_NOT_SAVED = QT_TRANSLATE_NOOP("NewGameDialog", "{rules} could not be saved: {reason}.")
_DELETED = QT_TRANSLATE_NOOP("NewGameDialog", "{rules} is deleted.")
_DELETE_ASK = QT_TRANSLATE_NOOP("NewGameDialog", "Delete {rules}?")
_PEOPLE_ONLY = QT_TRANSLATE_NOOP("NewGameDialog", "With real dice every player is a person at "
                                 "the table: make player {number} a person.")


def fit_widest(combo: QComboBox) -> None:
    """``combo`` at least as wide as its widest entry needs, its frame and arrow included:
    another game's levels may be longer than those it showed first ("Computer – Anfänger"
    after "Computer – Stark"), and a box sized once would cut them."""
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    option.rect = QRect(0, 0, 1000, combo.sizeHint().height())
    field = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                         QStyle.SubControl.SC_ComboBoxEditField, combo)
    widest = max((combo.fontMetrics().horizontalAdvance(combo.itemText(i))
                  for i in range(combo.count())), default=0)
    combo.setMinimumWidth(widest + option.rect.width() - field.width() + 2)


class PlayerRow:
    """One player's row: name, kind and a Remove button that becomes Restore once pressed.

    A removed row keeps its place until the list is tidied (Add player or Start), so the
    rows never slide under the pointer: a second click where Remove was restores the same
    player instead of removing the next one.
    """

    def __init__(self, grid: QGridLayout, index: int, on_remove: Callable[[PlayerRow], None],
                 kinds: list[tuple[str, str]], game: str) -> None:
        self.removed = False
        #: the computer level last chosen in each game, by the game's id: switching games
        #: and back (in this dialog, or the next time it opens) gives it back
        self.levels: dict[str, str] = {}
        self._game = game
        self.name = QLineEdit()
        self.name.setMaxLength(MAX_PLAYER_NAME)
        self.kind = QComboBox()
        self.kind.currentIndexChanged.connect(lambda _i: self._note_level())
        self.set_kinds(kinds, game)
        self.remove = QPushButton(translated(_REMOVE))
        self.remove.setAutoDefault(False)  # Enter starts the game, even from here; Space removes
        self.remove.clicked.connect(lambda: on_remove(self))
        width = max(self.remove.sizeHint().width(),
                    self.remove.fontMetrics().horizontalAdvance(translated(_RESTORE)) + 24)
        self.remove.setMinimumWidth(width)
        self.widgets: list[QWidget] = [self.name, self.kind, self.remove]
        self.place(grid, index)

    def set_kinds(self, kinds: list[tuple[str, str]], game: str) -> None:
        """Offer the kinds of player of the game ``game``; a computer stays a computer: at
        the level last chosen for it in that game, else at its level if the game has it,
        else at the game's first level."""
        was = self.kind.currentData()
        self._game = game
        self.kind.blockSignals(True)
        self.kind.clear()
        for key, label in kinds:
            self.kind.addItem(label, key)
        self.kind.blockSignals(False)
        fit_widest(self.kind)
        self.set_kind(was)

    def set_kind(self, kind: object) -> None:
        """Choose ``kind`` (a person, or a computer's level); a computer at a level this game
        has not is seated at the level last chosen in this game, else its first level."""
        at = self.kind.findData(kind)
        if at < 0 and kind not in (None, PERSON):
            at = max(1, self.kind.findData(self.levels.get(self._game)))
        self.kind.blockSignals(True)
        self.kind.setCurrentIndex(at if 0 <= at < self.kind.count() else 0)
        self.kind.blockSignals(False)
        self._note_level()

    def _note_level(self) -> None:
        key = self.kind.currentData()
        if key not in (None, PERSON):
            self.levels[self._game] = str(key)

    def place(self, grid: QGridLayout, index: int) -> None:
        for col, widget in enumerate(self.widgets):
            grid.addWidget(widget, index, col)

    def number(self, index: int) -> None:
        self.name.setPlaceholderText(translated(_REMOVED) if self.removed
                                     else default_name(index, self.kind_key))
        self.name.setAccessibleName(translated(_NAME_OF.format(number=index + 1)))
        self.kind.setAccessibleName(translated(_KIND_OF.format(number=index + 1)))

    def set_removed(self, removed: bool) -> None:
        self.removed = removed
        self.name.setEnabled(not removed)
        self.kind.setEnabled(not removed)
        self.remove.setText(translated(_RESTORE if removed else _REMOVE))
        self.remove.setAccessibleName(translated(_RESTORE_THIS if removed else _REMOVE_THIS))

    @property
    def kind_key(self) -> str:
        return str(self.kind.currentData())

    def player(self, index: int) -> Player:
        name = self.name.text().strip() or default_name(index, self.kind_key)
        computer = self.kind_key != PERSON
        return Player(name, computer, self.kind_key if computer else None)


class RulesShelf(Protocol):
    """Where saved rules are kept (the session keeper, over the store)."""

    def rulesets(self) -> Sequence[AnyRules]: ...
    def saved_rulesets(self) -> Sequence[AnyRules]: ...
    def save_rules(self, rules: AnyRules, *, replace: bool = False) -> None: ...
    def delete_rules(self, rules_id: str) -> None: ...


class NewGameDialog(QDialog):
    """Choose rules and players. ``chosen()`` gives them once accepted."""

    def __init__(self, rulesets: Sequence[AnyRules], setup: Mapping[str, object] | None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New Game"))
        self._rulesets = with_other_modes(rulesets)
        self.rules = QComboBox()
        for r in self._rulesets:
            self.rules.addItem(rules_label(r), r.id)
        self.rules.setAccessibleName(self.tr("Rules"))
        self.rules.currentIndexChanged.connect(self._rules_changed)
        form = self._form = QFormLayout()
        rules_row = QHBoxLayout()
        rules_row.addWidget(self.rules, 1)
        self.edit_rules_button = QPushButton(self.tr("&Edit…"))
        self.new_rules_button = QPushButton(self.tr("Ne&w…"))
        self.open_file_button = QPushButton(self.tr("&Open File…"))
        self.open_file_button.setToolTip(plain_tip(self.tr(
            "Open a rules file of any kind of game, such as a teacher's own Place Value card: "
            "it is checked, saved and listed here from then on.")))
        self.delete_rules_button = QPushButton(self.tr("&Delete…"))
        for button in (self.edit_rules_button, self.new_rules_button, self.open_file_button,
                       self.delete_rules_button):
            button.hide()  # shown by offer_rules_editing and offer_rules_files
            rules_row.addWidget(button)
        self._shelf: RulesShelf | None = None
        self.question: QMessageBox | None = None  # the open question about a file, if any
        rules_caption = QLabel(self.tr("&Rules:"))
        rules_caption.setBuddy(self.rules)
        form.addRow(rules_caption, rules_row)
        self.note = QLabel()  # what opening or deleting rules did, or why it could not
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setWordWrap(True)
        form.addRow("", self.note)
        form.setRowVisible(self.note, False)  # a hidden row takes no room (a hidden widget's did)
        #: each game's own options (a timer, a teacher's rule) by its id, shown with its rules
        self.options: dict[str, GameOptions] = {}
        for m in modes():
            make = game_ui(m.id).options
            if make is not None:
                self.options[m.id] = make()
                form.addRow("", self.options[m.id].widget)
                form.setRowVisible(self.options[m.id].widget, False)
        self.real_dice = self._real_dice_box(form)

        self._grid = QGridLayout()
        self._rows: list[PlayerRow] = []
        self.add_button = QPushButton(self.tr("&Add player"))
        self.add_button.clicked.connect(lambda: self._add())
        self.problem = QLabel()
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.setWordWrap(True)
        self.problem.setObjectName("problem")

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.start = self.buttons.addButton(self.tr("&Start"),
                                            QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        players_box = QVBoxLayout()
        players_box.addWidget(QLabel(self.tr("Players (1 to 8):")))
        players_box.addLayout(self._grid)
        add_row = QHBoxLayout()
        add_row.addWidget(self.add_button)
        add_row.addStretch(1)
        players_box.addLayout(add_row)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(players_box)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        # Enter in a name or a list starts the game: made the default once it is in the
        # dialog (before, the dialog did not know it, and the first button to take the focus,
        # a row's Remove, became the default instead)
        self.start.setDefault(True)
        self._load(setup)

    def _real_dice_box(self, form: QFormLayout) -> QCheckBox:
        """Real dice at the table, for any game: the players type in what their dice show (a
        row of ``form``)."""
        box = QCheckBox(self.tr("Real dice at the &table: type in what they show"))
        box.setToolTip(plain_tip(self.tr(
            "Throw your own dice and type or click what they show; the card scores them, "
            "with hints, undo and the review, and the game is kept as one of real dice.")))
        box.toggled.connect(lambda _: self._refresh())
        form.addRow("", box)
        return box

    # -- setup in and out ------------------------------------------------------------------------
    def _load(self, setup: Mapping[str, object] | None) -> None:
        rules_id = (setup or {}).get("rules", "yahtzee")
        position = self.rules.findData(rules_id)
        self.rules.setCurrentIndex(position if position >= 0 else max(0, self.rules.findData(
            "yahtzee")))
        raw = (setup or {}).get("players")
        players = [p for p in (raw if isinstance(raw, list) else []) if isinstance(p, dict)]
        for p in players[:MAX_PLAYERS] or [{"name": "", "kind": PERSON}]:
            row = self._add()
            row.name.setText(str(p.get("name", ""))[:MAX_PLAYER_NAME])
            levels = p.get("levels")
            if isinstance(levels, dict):
                row.levels = {str(g): lv for g, lv in levels.items() if isinstance(lv, str)}
            kind = p.get("kind", PERSON)  # a kind this game has not: a person, as dealt
            row.set_kind(kind if row.kind.findData(kind) >= 0 else PERSON)
        for options in self.options.values():
            options.load(setup or {})
        self.real_dice.setChecked(real_dice(dict(setup or {})))
        self._rules_changed()
        self._refresh()

    def players(self) -> list[PlayerRow]:
        """The rows of players taking part (removed rows left out)."""
        return [r for r in self._rows if not r.removed]

    def setup(self) -> dict[str, object]:
        """The setup to save and deal: the rules, the players, the chosen game's options."""
        options = self._game_options()
        return {"rules": self.rules.currentData(),
                "players": [{"name": r.name.text().strip(), "kind": r.kind_key,
                             **({"levels": dict(r.levels)} if r.levels else {})}
                            for r in self.players()],
                **(options.setup() if options is not None else {}),
                **({REAL_DICE: True} if self.real_dice.isChecked() else {})}

    def _game_options(self) -> GameOptions | None:
        rules = self._current_rules()
        return self.options.get(mode_for(rules).id) if rules is not None else None

    def _game(self) -> str:
        """The id of the chosen rules' game."""
        rules = self._current_rules()
        return mode_for(rules if rules is not None else ruleset_by_id(DEFAULT_RULES)).id

    def _kinds(self) -> list[tuple[str, str]]:
        """The kinds of player of the chosen rules' game."""
        return player_kinds(self._game())

    def _fit_height(self) -> None:
        """As tall as what is shown: another game's options gone leave no empty band (once
        the layout has taken the change in)."""
        if self.isVisible():
            QTimer.singleShot(0, self, lambda: self.resize(self.width(),
                                                           self.sizeHint().height()))

    def _current_rules(self) -> AnyRules | None:
        i = self.rules.currentIndex()
        return self._rulesets[i] if 0 <= i < len(self._rulesets) else None

    def _rules_changed(self) -> None:
        """Other rules may be another game: its kinds of player, its options, the editor."""
        rules = self._current_rules()
        for row in self._rows:
            row.set_kinds(self._kinds(), self._game())
        shown = self._game_options()
        for options in self.options.values():
            self._form.setRowVisible(options.widget, options is shown)
            options.show_rules(rules)
        self._fit_height()
        if hasattr(self, "start"):
            self._refresh()  # whether these rules can start with these players
        edited = rules is None or game_of(rules).edit_from_new_game
        for button in (self.edit_rules_button, self.new_rules_button):
            button.setEnabled(edited)
        deletable = self._deletable()
        self.delete_rules_button.setEnabled(deletable)
        self.delete_rules_button.setToolTip(plain_tip(
            self.tr("Delete these saved rules; games already played with them keep them.")
            if deletable else self.tr("Built-in rules cannot be deleted.")))

    def chosen(self) -> tuple[AnyRules, list[Player]]:
        rules = with_setup(self._rulesets[self.rules.currentIndex()], self.setup())
        return rules, [row.player(i) for i, row in enumerate(self.players())]

    def accept(self) -> None:
        self._tidy()
        super().accept()

    # -- rows ------------------------------------------------------------------------------------
    def _add(self) -> PlayerRow:
        self._tidy()  # the pointer is on Add, not on a row: removed rows may go now
        row = PlayerRow(self._grid, len(self._rows), self._remove, self._kinds(), self._game())
        row.name.textChanged.connect(self._refresh)
        row.kind.currentIndexChanged.connect(self._refresh)
        self._rows.append(row)
        self._refresh()
        row.name.setFocus()
        return row

    def _remove(self, row: PlayerRow) -> None:
        """Remove a player, or restore one removed a moment ago; no row moves."""
        if row.removed:
            if len(self.players()) < MAX_PLAYERS:
                row.set_removed(False)
        elif len(self.players()) > 1:
            row.set_removed(True)
        self._refresh()

    def _tidy(self) -> None:
        """Drop removed rows and close the gaps."""
        for row in [r for r in self._rows if r.removed]:
            self._rows.remove(row)
            for widget in row.widgets:
                self._grid.removeWidget(widget)
                widget.deleteLater()
        for i, r in enumerate(self._rows):
            r.place(self._grid, i)

    def _refresh(self) -> None:
        active = self.players()
        self.add_button.setEnabled(len(active) < MAX_PLAYERS)
        for r in self._rows:
            r.remove.setEnabled(len(active) < MAX_PLAYERS if r.removed else len(active) > 1)
        for i, r in enumerate(active):
            r.number(i)
        for r in self._rows:
            if r.removed:
                r.number(self._rows.index(r))
        problem = None
        for i, r in enumerate(active):
            text = r.name.text().strip()
            if text and (reason := name_problem(text)):
                problem = translated(_NAME_PROBLEM.format(number=i + 1, reason=reason))
                break
        if problem is None and self.real_dice.isChecked():
            computer = next((i for i, r in enumerate(active) if r.kind_key != PERSON), None)
            if computer is not None:
                problem = translated(_PEOPLE_ONLY.format(number=computer + 1))
        rules = self._current_rules()
        if problem is None and rules is not None:
            problem = game_of(rules).players_problem(len(active))
        self.problem.setText(problem or "")
        self.problem.setVisible(problem is not None)
        self.start.setEnabled(problem is None)

    # -- house rules -----------------------------------------------------------------------------
    def offer_rules_editing(self, edit: Callable[[str, bool], str],
                            rulesets: Callable[[], Sequence[AnyRules]]) -> None:
        """Show Edit... and New... beside the rules. ``edit(rules_id, new)`` opens the House
        Rules window and says which ruleset to choose after it; ``rulesets()`` lists them."""
        def run(new: bool) -> None:
            chosen = edit(str(self.rules.currentData()), new)  # the editor may save rules
            self._reload(rulesets(), chosen)

        self.edit_rules_button.clicked.connect(lambda: run(False))
        self.new_rules_button.clicked.connect(lambda: run(True))
        for button in (self.edit_rules_button, self.new_rules_button):
            button.show()

    def _reload(self, rulesets: Sequence[AnyRules], chosen: str) -> None:
        """List ``rulesets`` afresh and choose the one with id ``chosen`` (else the first)."""
        self._rulesets = with_other_modes(rulesets)
        self.rules.blockSignals(True)
        self.rules.clear()
        for r in self._rulesets:
            self.rules.addItem(rules_label(r), r.id)
        self.rules.blockSignals(False)
        self.rules.setCurrentIndex(max(0, self.rules.findData(chosen)))
        self._rules_changed()

    # -- rules files -----------------------------------------------------------------------------
    def offer_rules_files(self, shelf: RulesShelf) -> None:
        """Show Open File... and Delete... beside the rules, keeping rules on ``shelf``."""
        self._shelf = shelf
        self.open_file_button.clicked.connect(lambda: self.open_rules_file())
        self.delete_rules_button.clicked.connect(self.delete_rules)
        for button in (self.open_file_button, self.delete_rules_button):
            button.show()
        self._rules_changed()

    def say(self, text: str) -> None:
        """One sentence under the rules (what a file did, or why it could not)."""
        self.note.setText(text)
        self._form.setRowVisible(self.note, bool(text))
        self._fit_height()

    def open_rules_file(self, path: str | None = None) -> bool:
        """Open rules from a file (asking which, without ``path``): checked, saved, chosen.

        A bad file is one sentence and changes nothing. Rules whose id a saved ruleset of the
        same mode has are saved only once the player says whether to replace it or keep both
        (:attr:`question`); True once the rules are chosen.
        """
        if path is None:
            path, _ = QFileDialog.getOpenFileName(self, self.tr("Open Rules File"), "",
                                                  self.tr("Rules files (*.json);;All files (*)"))
            if not path:
                return False
        shelf = self._shelf
        if shelf is None:
            return False
        try:
            rules = read_rules_file(path)
        except RulesFileError as exc:
            self.say(str(exc))
            return False
        place = placement(rules, shelf.saved_rulesets())
        if place.replaces is None:
            return self._keep(place.rules, place.save, place.note)
        self._ask_replace(place)
        return False

    def _ask_replace(self, place: Placement) -> None:
        old, new, apart = place.replaces, place.rules, place.kept_apart
        assert old is not None and apart is not None  # asked only when both are known
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Open Rules File"),
                          translated(_REPLACE.format(id=new.id, old=old.name, new=new.name)),
                          QMessageBox.StandardButton.NoButton, self)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setInformativeText(translated(_KEEP_BOTH.format(id=apart.id)))
        replace_button = box.addButton(self.tr("&Replace"), QMessageBox.ButtonRole.AcceptRole)
        both = box.addButton(self.tr("Keep &Both"), QMessageBox.ButtonRole.ActionRole)
        cancel = box.addButton(self.tr("Cancel"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(cancel)
        box.setEscapeButton(cancel)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def answered(_: int) -> None:
            self.question = None
            clicked = box.clickedButton()
            if clicked is replace_button:
                self._keep(new, True, place.note, replace=True)
            elif clicked is both:
                self._keep(apart, True, translated(_SAVED_AS.format(rules=apart.name,
                                                                    id=apart.id)))
            else:
                self.say(self.tr("Nothing was opened."))

        box.finished.connect(answered)
        self.question = box
        box.open()

    def _keep(self, rules: AnyRules, save: bool, note: str, *, replace: bool = False) -> bool:
        shelf = self._shelf
        assert shelf is not None
        if save:
            try:
                shelf.save_rules(rules, replace=replace)
            except StoreError as exc:
                reason = str(exc).rstrip(".")
                self.say(translated(_NOT_SAVED.format(
                    rules=rules.name, reason=reason[:1].lower() + reason[1:])))
                return False
        self._reload(shelf.rulesets(), rules.id)
        self.say(note)
        return True

    def _deletable(self) -> bool:
        """Whether the chosen rules are saved rules (any game's: built-in ones stay)."""
        rules = self._current_rules()
        return self._shelf is not None and rules is not None and not is_builtin(rules.id)

    def delete_rules(self) -> None:
        """Delete the chosen saved rules, after asking (Keep is the default and Esc)."""
        rules, shelf = self._current_rules(), self._shelf
        if rules is None or shelf is None or not self._deletable():
            return

        def answered(yes: bool) -> None:
            self.question = None
            if not yes:
                return
            try:
                shelf.delete_rules(rules.id)
            except StoreError as exc:
                self.say(str(exc))
                return
            first = next(r.id for r in mode_for(rules).presets)
            self._reload(shelf.rulesets(), first)
            self.say(translated(_DELETED.format(rules=rules.name)))

        self.question = ask(self, self.tr("Delete Rules"),
                            translated(_DELETE_ASK.format(rules=rules.name)),
                            self.tr("Games already played with them keep their exact rules in "
                                    "the history."), self.tr("&Delete"), self.tr("&Keep"),
                            answered)


def with_other_modes(rulesets: Sequence[AnyRules]) -> list[AnyRules]:
    """``rulesets``, then every game's built-in rulesets not among them."""
    ids = {r.id for r in rulesets}
    return [*rulesets, *(r for m in modes() for r in m.presets if r.id not in ids)]
