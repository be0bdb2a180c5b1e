"""House Rules' left side: the rulesets of every game made there (the built-in ones first,
read-only, then the player's own) and the buttons that act on them.

The list says which ruleset is chosen; what the buttons do is the window's.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from yachtdice.core.registry import Rules
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.store import Store, StoreError
from yachtdice.ui.i18n import translated
from yachtdice.ui.widgets.plain import plain_tip
from yachtdice.ui.windows.house_rules.files import built_in, editable_games, game_of_data
from yachtdice.ui.windows.house_rules.name_list import NameList

IdRole = int(Qt.ItemDataRole.UserRole) + 10

# the window's words (their context is the window's)
_FROM = QT_TRANSLATE_NOOP("RulesetEditor", "From {name}")
_BUILT_IN = QT_TRANSLATE_NOOP("RulesetEditor", "{name} (built-in)")
_NEW = QT_TRANSLATE_NOOP("RulesetEditor", "{name} (new)")


def new_label(name: str) -> str:
    """A new ruleset, not yet saved, as the list names it."""
    return translated(_NEW.format(name=name))


class RulesetList(QWidget):
    """The list of rulesets and its buttons; ``new_from(rules)`` when New's menu is used."""

    new_from = Signal(object)  # the built-in ruleset to start from

    def __init__(self, store: Store | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        #: (id, name) of the player's saved rulesets, as listed
        self.own: list[tuple[str, str]] = []
        #: content hashes of the listed rulesets, as stored
        self.stored: set[str] = set()
        # every name whole: the list opens as wide as its longest name (the window says how
        # wide it may be) and a name longer than that wraps onto a second line, never cut
        self.list = NameList()
        self.list.setAccessibleName(QCoreApplication.translate("RulesetEditor", "Rulesets"))
        self.new_button = QPushButton(QCoreApplication.translate("RulesetEditor", "&New"))
        self.new_menu = QMenu(self.new_button)
        for rules in built_in():
            action = self.new_menu.addAction(translated(_FROM.format(name=rules.name)))
            action.triggered.connect(lambda _c=False, r=rules: self.new_from.emit(r))
        self.new_button.setMenu(self.new_menu)
        self.duplicate_button = QPushButton(
            QCoreApplication.translate("RulesetEditor", "D&uplicate"))
        self.rename_button = QPushButton(QCoreApplication.translate("RulesetEditor", "Rena&me…"))
        self.delete_button = QPushButton(QCoreApplication.translate("RulesetEditor", "De&lete…"))
        self.import_button = QPushButton(
            QCoreApplication.translate("RulesetEditor", "&Import…"))
        self.export_button = QPushButton(
            QCoreApplication.translate("RulesetEditor", "E&xport…"))
        self.blank_card_button = QPushButton(
            QCoreApplication.translate("RulesetEditor", "Save &Blank Card as PDF…"))
        self.blank_card_button.setToolTip(plain_tip(QCoreApplication.translate(
            "RulesetEditor", "A blank score card of these rules, with a column for each "
                             "player to write in, to print.")))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        heading = QLabel(QCoreApplication.translate(
            "RulesetEditor", "Rulesets (built-in ones are read-only):"))
        heading.setWordWrap(True)
        layout.addWidget(heading)
        layout.addWidget(self.list, 1)
        for pair in ((self.new_button, self.duplicate_button),
                     (self.rename_button, self.delete_button),
                     (self.import_button, self.export_button)):
            row = QHBoxLayout()
            for b in pair:
                row.addWidget(b)
            layout.addLayout(row)
        layout.addWidget(self.blank_card_button)

    def custom(self) -> list[Rules]:
        """The player's saved rulesets of every game made here."""
        if self.store is None:
            return []
        games = {m.id for m in editable_games()}
        try:
            return [r for r in self.store.saved_rulesets() if game_of_data(r.to_dict()).id
                    in games]
        except StoreError:
            return []

    def ruleset_by_id(self, ruleset_id: str) -> Rules | None:
        """A built-in or saved ruleset of a game made here, by id (None if there is none)."""
        for rules in (*built_in(), *self.custom()):
            if rules.id == ruleset_id:
                return rules
        return None

    def fill(self, select: str | None, new: tuple[str, str] | None, current: object) -> None:
        """List every ruleset, then ``new`` (id, name: a new one being made, if listed) and
        choose ``select``'s row (the first if none); choosing the ruleset shown now
        (``current``, its id) says nothing."""
        self.list.blockSignals(True)
        self.list.clear()
        presets = built_in()
        for rules in presets:
            item = QListWidgetItem(translated(_BUILT_IN.format(name=rules.name)))
            item.setData(IdRole, rules.id)
            self.list.addItem(item)
        own = self.custom()
        self.own = [(r.id, r.name) for r in own]
        self.stored = {r.content_hash() for r in (*presets, *own)}
        for rules in own:
            item = QListWidgetItem(rules.name)
            item.setData(IdRole, rules.id)
            self.list.addItem(item)
        self.list.blockSignals(False)
        if new is not None:
            item = QListWidgetItem(new_label(new[1]))
            item.setData(IdRole, new[0])
            self.list.addItem(item)
        for i in range(self.list.count()):  # the whole name, where the list is too narrow
            self.list.item(i).setToolTip(plain_tip(self.list.item(i).text()))
        for i in range(self.list.count()):
            if self.list.item(i).data(IdRole) == select:
                self.list.blockSignals(current == select)
                self.list.setCurrentRow(i)
                self.list.blockSignals(False)
                return
        self.list.setCurrentRow(0)
