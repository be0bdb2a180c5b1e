"""Text from players and files shows as typed everywhere: every tooltip and label the window
and its dialogs can show, with a hostile name and hostile ruleset texts.

Qt shows a tooltip (and a label left in AutoText) as HTML whenever
``Qt.mightBeRichText`` says so; a name like ``<b>Bold</b><img src=n>`` would then
show bold and load an image. Each text is rendered the way Qt would render it,
and wherever a hostile text shows up at all, it must show up character for
character.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt
from PySide6.QtGui import QAction, QTextDocument
from PySide6.QtGui import Qt as QtGui_Qt
from PySide6.QtWidgets import QAbstractItemView, QLabel, QTextEdit, QWidget
from pytestqt.qtbot import QtBot

from yachtdice.core import Player
from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.modes.pips.ruleset import Ruleset

from .conftest import MakeWindow
from .helpers import press

NAME = "<b>Zeddo</b><img src=n>"
COMPUTER = "<i>Tinbot</i><img src=t>"
RULES = "<u>Quirkrules</u><img src=r>"
LABEL = "<s>Potluck</s><img src=p>"
# what each hostile text shows once Qt has rendered it as HTML: the word inside the tags
HOSTILE = {NAME: "Zeddo", COMPUTER: "Tinbot", RULES: "Quirkrules", LABEL: "Potluck"}


def hostile_rules() -> Ruleset:
    data = preset("yacht").to_dict()
    data["id"] = "hostile"
    data["name"] = RULES
    for category in data["categories"]:
        if category["id"] == "choice":
            category["label"] = LABEL
    return Ruleset.from_dict(data)


def rendered(text: str, fmt: Qt.TextFormat) -> str:
    """What a person sees of ``text`` shown in ``fmt`` (tooltips behave as AutoText)."""
    rich = fmt == Qt.TextFormat.RichText or (
        fmt == Qt.TextFormat.AutoText and QtGui_Qt.mightBeRichText(text))
    if not rich:
        return text
    doc = QTextDocument()
    doc.setHtml(text)
    return doc.toPlainText()


class Walk:
    """Checks texts and counts how often each hostile text was seen intact."""

    def __init__(self) -> None:
        self.seen = dict.fromkeys(HOSTILE, 0)
        self.checked = 0

    def check(self, text: object, fmt: Qt.TextFormat, where: str) -> None:
        if not isinstance(text, str) or not text:
            return
        self.checked += 1
        shown = rendered(text, fmt)
        if text.endswith("…"):  # cut to a label's width (its tooltip, walked too, is whole):
            assert shown == text, f"{where}: {text!r} is shown as {shown!r}"  # still as typed
            return
        for hostile, word in HOSTILE.items():
            if word in text or word in shown:
                assert hostile in shown, f"{where}: {text!r} is shown as {shown!r}"
                self.seen[hostile] += 1

    def model(self, model: QAbstractItemModel, where: str) -> None:
        tip = Qt.ItemDataRole.ToolTipRole
        for row in range(model.rowCount()):
            for col in range(model.columnCount()):
                self.check(model.data(model.index(row, col, QModelIndex()), tip),
                           Qt.TextFormat.AutoText, f"{where} cell {row},{col}")
        for orientation, count in ((Qt.Orientation.Horizontal, model.columnCount()),
                                   (Qt.Orientation.Vertical, model.rowCount())):
            for section in range(count):
                self.check(model.headerData(section, orientation, tip),
                           Qt.TextFormat.AutoText, f"{where} header {section}")

    def widget(self, top: QWidget) -> None:
        for w in [top, *top.findChildren(QWidget)]:
            where = f"{type(top).__name__}/{type(w).__name__} {w.objectName()!r}"
            self.check(w.toolTip(), Qt.TextFormat.AutoText, f"{where} tooltip")
            if isinstance(w, QLabel):
                self.check(w.text(), w.textFormat(), f"{where} text")
            if isinstance(w, QTextEdit):
                self.check(w.toHtml(), Qt.TextFormat.RichText, f"{where} document")
            if isinstance(w, QAbstractItemView) and w.model() is not None:
                self.model(w.model(), where)
        for action in top.findChildren(QAction):
            self.check(action.toolTip(), Qt.TextFormat.AutoText, f"action {action.text()!r}")


def test_every_tooltip_and_label_shows_player_and_ruleset_text_as_typed(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(open_store=True)
    rules = hostile_rules()
    assert window.store is not None
    window.store.save_ruleset(rules)
    window.controller.new_game(rules, [Player(NAME), Player(COMPUTER, True, "beginner")])
    walk = Walk()
    walk.widget(window)  # before the first roll
    controller = window.controller
    while not controller.state.finished:
        if controller.computer_turn:
            controller.hurry()
            qtbot.waitUntil(lambda: controller.state.finished or not controller.computer_turn,
                            timeout=15_000)
            continue
        press(qtbot, window, Qt.Key.Key_Space)
        qtbot.waitUntil(lambda: not window.tray.rolling, timeout=5000)
        walk.widget(window)  # previews, forbidden boxes, the turn line
        press(qtbot, window, Qt.Key.Key_Return)  # the first box the cursor offers
    walk.widget(window)
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    walk.widget(window.end_dialog)
    window.end_dialog.reject()
    for open_dialog in (window.show_high_scores, window.show_history, window.show_rules,
                        window.new_game_dialog):
        dialog = open_dialog()
        walk.widget(dialog)
        dialog.reject()
    window.review_record(controller.record)
    qtbot.waitUntil(lambda: type(window.dialog).__name__ == "ReviewDialog", timeout=60_000)
    walk.widget(window.dialog)
    window.show_about()
    walk.widget(window.notice_box)
    assert walk.checked > 500
    # the hostile texts were met (and shown intact) where they belong
    assert walk.seen[NAME] and walk.seen[COMPUTER] and walk.seen[LABEL] and walk.seen[RULES]
