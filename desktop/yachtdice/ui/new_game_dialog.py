"""The new-game dialog: rules, and 1 to 8 players, each a person or a computer level.

Also the reading of a saved setup (the last game's rules and players) back into a
ruleset and players: anything unknown or damaged in it falls back to its default.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..core import MAX_PLAYERS, Player, Ruleset, YachtDiceError, is_preset, name_problem, preset
from ..core.advisor import LEVEL_NAMES
from ..core.game import MAX_PLAYER_NAME

PERSON = "person"
KINDS = [(PERSON, "Person")] + [(level, f"Computer – {name}")
                                for level, name in LEVEL_NAMES.items()]


DEFAULT_RULES = "yahtzee"
KIND_KEYS = frozenset(key for key, _ in KINDS)


def default_name(index: int, kind: str) -> str:
    return f"Player {index + 1}" if kind == PERSON else f"Computer {index + 1}"


def setup_to_game(setup: object, find_rules: Callable[[str], Ruleset | None]
                  ) -> tuple[Ruleset, list[Player]]:
    """The rules and players a saved setup names, each damaged or unknown part replaced by
    its default: rules Yahtzee, a player a person, a name "Player N", at most 8 players.

    ``find_rules`` looks up a ruleset id that is not built in (None if there is none).
    """
    data = setup if isinstance(setup, dict) else {}
    rules_id = data.get("rules")
    rules = None
    if isinstance(rules_id, str):
        rules = preset(rules_id) if is_preset(rules_id) else find_rules(rules_id)
    raw = data.get("players")
    players: list[Player] = []
    for p in raw if isinstance(raw, list) else []:
        if not isinstance(p, dict) or len(players) == MAX_PLAYERS:
            continue
        i = len(players)
        kind = p.get("kind")
        kind = kind if isinstance(kind, str) and kind in KIND_KEYS else PERSON
        name = p.get("name")
        name = name.strip() if isinstance(name, str) else ""
        computer = kind != PERSON
        try:
            players.append(Player(name or default_name(i, kind), computer,
                                  kind if computer else None))
        except YachtDiceError:
            players.append(Player(default_name(i, kind), computer, kind if computer else None))
    return rules or preset(DEFAULT_RULES), players or [Player(default_name(0, PERSON))]


class PlayerRow:
    """One player's row: name, kind and a Remove button that becomes Restore once pressed.

    A removed row keeps its place until the list is tidied (Add player or Start), so the
    rows never slide under the pointer: a second click where Remove was restores the same
    player instead of removing the next one.
    """

    def __init__(self, grid: QGridLayout, index: int, on_remove: Any) -> None:
        self.removed = False
        self.name = QLineEdit()
        self.name.setMaxLength(MAX_PLAYER_NAME)
        self.kind = QComboBox()
        for key, label in KINDS:
            self.kind.addItem(label, key)
        self.remove = QPushButton("Remove")
        self.remove.clicked.connect(lambda: on_remove(self))
        width = max(self.remove.sizeHint().width(),
                    self.remove.fontMetrics().horizontalAdvance("Restore") + 24)
        self.remove.setMinimumWidth(width)
        self.widgets: list[QWidget] = [self.name, self.kind, self.remove]
        self.place(grid, index)

    def place(self, grid: QGridLayout, index: int) -> None:
        for col, widget in enumerate(self.widgets):
            grid.addWidget(widget, index, col)

    def number(self, index: int) -> None:
        self.name.setPlaceholderText("(removed)" if self.removed
                                     else default_name(index, self.kind_key))
        self.name.setAccessibleName(f"Name of player {index + 1}")
        self.kind.setAccessibleName(f"Player {index + 1} is a")

    def set_removed(self, removed: bool) -> None:
        self.removed = removed
        self.name.setEnabled(not removed)
        self.kind.setEnabled(not removed)
        self.remove.setText("Restore" if removed else "Remove")
        self.remove.setAccessibleName("Restore this player" if removed else "Remove this player")

    @property
    def kind_key(self) -> str:
        return str(self.kind.currentData())

    def player(self, index: int) -> Player:
        name = self.name.text().strip() or default_name(index, self.kind_key)
        computer = self.kind_key != PERSON
        return Player(name, computer, self.kind_key if computer else None)


class NewGameDialog(QDialog):
    """Choose rules and players. ``chosen()`` gives them once accepted."""

    def __init__(self, rulesets: Sequence[Ruleset], setup: dict[str, Any] | None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("New Game")
        self._rulesets = list(rulesets)
        self.rules = QComboBox()
        for r in self._rulesets:
            self.rules.addItem(r.name, r.id)
        self.rules.setAccessibleName("Rules")
        form = QFormLayout()
        rules_row = QHBoxLayout()
        rules_row.addWidget(self.rules, 1)
        self.edit_rules_button = QPushButton("&Edit…")
        self.new_rules_button = QPushButton("Ne&w…")
        for button in (self.edit_rules_button, self.new_rules_button):
            button.hide()  # shown by offer_rules_editing
            rules_row.addWidget(button)
        rules_label = QLabel("&Rules:")
        rules_label.setBuddy(self.rules)
        form.addRow(rules_label, rules_row)

        self._grid = QGridLayout()
        self._rows: list[PlayerRow] = []
        self.add_button = QPushButton("&Add player")
        self.add_button.clicked.connect(lambda: self._add())
        self.problem = QLabel()
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.setWordWrap(True)
        self.problem.setObjectName("problem")

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.start = self.buttons.addButton("&Start", QDialogButtonBox.ButtonRole.AcceptRole)
        self.start.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        players_box = QVBoxLayout()
        players_box.addWidget(QLabel("Players (1 to 8):"))
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
        self._load(setup)

    # -- setup in and out ------------------------------------------------------------------------
    def _load(self, setup: dict[str, Any] | None) -> None:
        rules_id = (setup or {}).get("rules", "yahtzee")
        position = self.rules.findData(rules_id)
        self.rules.setCurrentIndex(position if position >= 0 else max(0, self.rules.findData(
            "yahtzee")))
        raw = (setup or {}).get("players")
        players = [p for p in (raw if isinstance(raw, list) else []) if isinstance(p, dict)]
        for p in players[:MAX_PLAYERS] or [{"name": "", "kind": PERSON}]:
            row = self._add()
            row.name.setText(str(p.get("name", ""))[:MAX_PLAYER_NAME])
            kind = row.kind.findData(p.get("kind", PERSON))
            row.kind.setCurrentIndex(max(0, kind))
        self._refresh()

    def players(self) -> list[PlayerRow]:
        """The rows of players taking part (removed rows left out)."""
        return [r for r in self._rows if not r.removed]

    def setup(self) -> dict[str, Any]:
        return {"rules": self.rules.currentData(),
                "players": [{"name": r.name.text().strip(), "kind": r.kind_key}
                            for r in self.players()]}

    def chosen(self) -> tuple[Ruleset, list[Player]]:
        rules = self._rulesets[self.rules.currentIndex()]
        return rules, [row.player(i) for i, row in enumerate(self.players())]

    def accept(self) -> None:
        self._tidy()
        super().accept()

    # -- rows ------------------------------------------------------------------------------------
    def _add(self) -> PlayerRow:
        self._tidy()  # the pointer is on Add, not on a row: removed rows may go now
        row = PlayerRow(self._grid, len(self._rows), self._remove)
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
                problem = f"Player {i + 1}: {reason}."
                break
        self.problem.setText(problem or "")
        self.problem.setVisible(problem is not None)
        self.start.setEnabled(problem is None)

    # -- house rules -----------------------------------------------------------------------------
    def offer_rules_editing(self, edit: Callable[[str, bool], str],
                            rulesets: Callable[[], Sequence[Ruleset]]) -> None:
        """Show Edit... and New... beside the rules. ``edit(rules_id, new)`` opens the House
        Rules window and says which ruleset to choose after it; ``rulesets()`` lists them."""
        def run(new: bool) -> None:
            chosen = edit(str(self.rules.currentData()), new)
            self._rulesets = list(rulesets())
            self.rules.clear()
            for r in self._rulesets:
                self.rules.addItem(r.name, r.id)
            self.rules.setCurrentIndex(max(0, self.rules.findData(chosen)))

        self.edit_rules_button.clicked.connect(lambda: run(False))
        self.new_rules_button.clicked.connect(lambda: run(True))
        for button in (self.edit_rules_button, self.new_rules_button):
            button.show()
