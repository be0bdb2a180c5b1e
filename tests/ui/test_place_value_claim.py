"""The Place Value claim panel, driven by mouse and keyboard as a player would."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from yachtdice.core.modes.place_value.engine import PlaceClaim
from yachtdice.core.modes.place_value.rules import PlaceCard, PlaceValueRuleset, X, preset
from yachtdice.ui.modes.place_value.claim import PlaceValueClaimPanel
from yachtdice.ui.modes.place_value.options import Teaching

PV4 = preset("place-value-4")


@pytest.fixture
def panel(qtbot: QtBot) -> PlaceValueClaimPanel:
    widget = PlaceValueClaimPanel()
    qtbot.addWidget(widget)
    widget.set_teaching(Teaching(words=True, greatest=True))  # the teacher turned both on
    widget.show()
    return widget


def rows(panel: PlaceValueClaimPanel) -> dict[str, tuple[str, str]]:
    return {panel.boxes.box_at(r): (panel.boxes.item(r, 1).text(), panel.boxes.item(r, 2).text())
            for r in range(panel.boxes.rowCount())}


def click(qtbot: QtBot, button) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_clicking_dice_fills_the_places_and_every_box_says_whether_it_fits(qtbot, panel):
    panel.set_roll(PV4, PlaceCard.empty(PV4), (6, 3, 4, 1))
    assert [panel.slot_grid.itemAtPosition(1, c).widget().text() for c in range(4)] == [
        "thousands", "hundreds", "tens", "ones"]
    assert not panel.write.isEnabled()
    for i in range(4):
        click(qtbot, panel.dice_buttons[i])
    assert [s.text() for s in panel.slot_buttons] == ["6", "3", "4", "1"]
    assert not any(b.isEnabled() for b in panel.dice_buttons)
    assert panel.shown.text() == "6,341\nsix thousand three hundred forty-one"
    shown = rows(panel)
    assert shown["hundreds_3"] == ("fits", "6,341")
    assert shown["ones_5"] == ("6341 has 1, not 5, in the ones place.", "none (X)")
    # 6,431 is the greatest any box takes from 6 3 4 1: thousands_6 and wild both take it
    assert shown["thousands_6"][1] == "6,431  ★ greatest"
    assert shown["wild"] == ("fits", "6,431  ★ greatest")
    assert shown["thousands_ones_sum_9"][1] == "6,413"
    panel.select_box("hundreds_3")
    with qtbot.waitSignal(panel.claimed) as sent:
        click(qtbot, panel.write)
    assert sent.args == [PlaceClaim("hundreds_3", "6341")]


def test_a_filled_place_gives_its_die_back_when_clicked(qtbot, panel):
    panel.set_roll(PV4, PlaceCard.empty(PV4), (6, 3, 4, 1))
    for i in (0, 1, 2, 3):
        click(qtbot, panel.dice_buttons[i])
    click(qtbot, panel.slot_buttons[1])
    assert [s.text() for s in panel.slot_buttons] == ["6", " ", "4", "1"]
    assert panel.dice_buttons[1].isEnabled() and panel.number() is None
    click(qtbot, panel.dice_buttons[1])
    assert panel.number().text == "6341"


def test_typing_the_number_and_enter_writes_it(qtbot, panel):
    card = PlaceCard.empty(PV4).written("wild", X)
    panel.set_roll(PV4, card, (5, 2, 5, 1))
    panel.number_edit.setFocus()
    qtbot.keyClicks(panel.number_edit, "5,521")
    assert [s.text() for s in panel.slot_buttons] == ["5", "5", "2", "1"]
    assert rows(panel)["tens_2"][0] == "fits"
    assert rows(panel)["ones_5"][0] == "5521 has 1, not 5, in the ones place."
    panel.select_box("digit_sum_13")
    with qtbot.waitSignal(panel.claimed) as sent:
        qtbot.keyClick(panel.number_edit, Qt.Key.Key_Return)
    assert sent.args == [PlaceClaim("digit_sum_13", "5521")]


def test_a_new_roll_starts_a_new_number(qtbot, panel):
    panel.set_roll(PV4, PlaceCard.empty(PV4), (5, 2, 5, 1))
    qtbot.keyClicks(panel.number_edit, "5521")
    panel.set_roll(PV4, PlaceCard.empty(PV4), (6, 3, 4, 1))
    assert panel.number_edit.text() == "" and panel.number() is None
    assert [s.text() for s in panel.slot_buttons] == [" "] * 4


def test_a_digit_no_die_shows_is_named(qtbot, panel):
    panel.set_roll(PV4, PlaceCard.empty(PV4), (5, 2, 5, 1))
    qtbot.keyClicks(panel.number_edit, "56")
    assert panel.shown.text() == "No die left shows 6."
    assert [s.text() for s in panel.slot_buttons] == ["5", " ", " ", " "]


def test_an_x_goes_in_the_chosen_box_by_button_or_ctrl_x(qtbot, panel):
    panel.set_roll(PV4, PlaceCard.empty(PV4), (6, 3, 4, 1))
    panel.select_box("three_same")
    with qtbot.waitSignal(panel.claimed) as sent:
        click(qtbot, panel.write_x)
    assert sent.args == [PlaceClaim("three_same", None)]
    panel.number_edit.setFocus()
    with qtbot.waitSignal(panel.claimed) as sent:
        qtbot.keyClick(panel.number_edit, Qt.Key.Key_X, Qt.KeyboardModifier.ControlModifier)
    assert sent.args == [PlaceClaim("three_same", None)]


def test_up_and_down_choose_the_box_and_a_number_that_does_not_fit_is_not_written(qtbot, panel):
    panel.set_roll(PV4, PlaceCard.empty(PV4), (6, 3, 4, 1))
    qtbot.keyClicks(panel.number_edit, "6341")
    assert panel._selected_box() == "hundreds_3"     # the first box it fits
    qtbot.keyClick(panel.number_edit, Qt.Key.Key_Down)
    assert panel._selected_box() == "ones_5" and not panel.write.isEnabled()
    with qtbot.assertNotEmitted(panel.claimed):
        qtbot.keyClick(panel.number_edit, Qt.Key.Key_Return)


def test_the_decimal_level_has_a_point_and_places_down_to_thousandths(qtbot, panel):
    rules = preset("place-value-decimal")
    panel.set_roll(rules, PlaceCard.empty(rules), (6, 3, 4, 1, 5))
    assert [b.accessibleName() for b in panel.slot_buttons] == [
        "The tens place", "The ones place", "The tenths place", "The hundredths place",
        "The thousandths place"]
    qtbot.keyClicks(panel.number_edit, "36.451")
    assert panel.shown.text() == "36.451\nthirty-six and four hundred fifty-one thousandths"
    assert rows(panel)["rounds_to_36"][0] == "fits"


def test_words_and_greatest_numbers_are_hidden_unless_the_teacher_shows_them(qtbot):
    panel = PlaceValueClaimPanel()   # New Game's defaults: both hidden
    qtbot.addWidget(panel)
    panel.show()
    panel.set_roll(PV4, PlaceCard.empty(PV4), (6, 3, 4, 1))
    qtbot.keyClicks(panel.number_edit, "6341")
    assert panel.shown.text() == "6,341"          # no words
    assert panel.boxes.isColumnHidden(2)          # no greatest numbers
    visible = {panel.boxes.item(r, c).text() for r in range(panel.boxes.rowCount())
               for c in range(3) if not panel.boxes.isColumnHidden(c)}
    # 6,431 is the greatest 6 3 4 1 make (wild); no visible cell names it or marks a box ★
    assert not any("6,431" in text or "★" in text for text in visible)
    panel.set_teaching(Teaching(words=True))
    assert panel.shown.text() == "6,341\nsix thousand three hundred forty-one"
    assert panel.boxes.isColumnHidden(2)


TEACHER = PlaceValueRuleset.from_dict({**PV4.to_dict(), "teacher_rule": True})


@pytest.mark.parametrize(("key", "read"), [(Qt.Key.Key_R, True), (Qt.Key.Key_W, False),
                                           (Qt.Key.Key_Y, True), (Qt.Key.Key_N, False)])
def test_under_the_teachers_rule_the_teacher_marks_the_reading_with_one_key(
        qtbot, panel, key, read):
    panel.set_roll(TEACHER, PlaceCard.empty(TEACHER), (6, 3, 4, 1))
    qtbot.keyClicks(panel.number_edit, "6431")
    panel.select_box("wild")
    assert not panel.prompt.isVisible()
    click(qtbot, panel.write)         # the pupil reads aloud now: nothing is claimed yet
    assert panel.prompt.isVisible() and panel.reading
    # nothing on screen gives the reading away, though the teacher's settings show words
    texts = [panel.shown.text(), panel.prompt.text.text()]
    assert not any("thousand" in t for t in texts) and "6,431" in panel.prompt.text.text()
    assert not panel.write.isEnabled() and not panel.number_edit.isEnabled()
    with qtbot.waitSignal(panel.claimed) as sent:
        qtbot.keyClick(panel.prompt, key)
    assert sent.args == [PlaceClaim("wild", "6431", read=read)]


def test_esc_takes_the_reading_back_and_buttons_mark_it_too(qtbot, panel):
    panel.set_roll(TEACHER, PlaceCard.empty(TEACHER), (6, 3, 4, 1))
    qtbot.keyClicks(panel.number_edit, "6431")
    panel.select_box("wild")
    qtbot.keyClick(panel.number_edit, Qt.Key.Key_Return)
    assert panel.prompt.isVisible()
    qtbot.keyClick(panel.prompt, Qt.Key.Key_Escape)
    assert not panel.prompt.isVisible() and panel.number_edit.isEnabled()
    assert panel.shown.text() == "6,431\nsix thousand four hundred thirty-one"
    click(qtbot, panel.write)
    with qtbot.waitSignal(panel.claimed) as sent:
        click(qtbot, panel.prompt.wrong)
    assert sent.args == [PlaceClaim("wild", "6431", read=False)]
    # an X is not read aloud
    with qtbot.waitSignal(panel.claimed) as sent:
        click(qtbot, panel.write_x)
    assert sent.args == [PlaceClaim("wild", None)]


def test_nothing_to_arrange_before_a_roll(panel):
    assert panel.shown.text() == "Roll the dice to make a number."
    assert not panel.write.isEnabled() and not panel.write_x.isEnabled()


def test_why_a_number_does_not_fit_is_shown_whole(qtbot, panel):
    # at the panel's width in the window, the reasons were cut to "642 has 6, not 5, in the …"
    panel.resize(380, 600)
    pv3 = preset("place-value-3")
    panel.set_roll(pv3, PlaceCard.empty(pv3), (6, 4, 2))
    for i in range(3):
        click(qtbot, panel.dice_buttons[i])
    table = panel.boxes
    reason = "642 has 6, not 5, in the hundreds place."
    row = next(r for r in range(table.rowCount()) if table.box_at(r) == "hundreds_5")
    assert table.item(row, 1).text() == reason
    # the whole sentence fits its cell, wrapped if need be
    metrics = table.fontMetrics()
    for r in range(table.rowCount()):
        cell = table.visualRect(table.model().index(r, 1))
        needed = metrics.boundingRect(cell.adjusted(3, 0, -3, 0), Qt.TextFlag.TextWordWrap,
                                      table.item(r, 1).text())
        assert needed.height() <= cell.height(), table.item(r, 1).text()
        assert needed.width() <= cell.width(), table.item(r, 1).text()


def drop(slot, mime) -> bool:
    """A drag entering ``slot`` and dropped on it, as Qt delivers them; whether it was taken."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QDragEnterEvent, QDropEvent
    from PySide6.QtWidgets import QApplication

    at = slot.rect().center()
    enter = QDragEnterEvent(at, Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(slot, enter)
    if not enter.isAccepted():
        return False
    event = QDropEvent(QPointF(at), Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(slot, event)
    return event.isAccepted()


def die_mime(die: int):
    from PySide6.QtCore import QMimeData

    from yachtdice.ui.modes.place_value.arranging import DIE_MIME

    mime = QMimeData()
    mime.setData(DIE_MIME, str(die).encode())
    return mime


def test_dice_dragged_onto_places_fill_them_and_a_filled_place_swaps(qtbot, panel):
    panel.set_roll(PV4, PlaceCard.empty(PV4), (6, 3, 4, 1))
    slots = panel.slot_buttons
    assert drop(slots[3], die_mime(0))            # die 1 (6) into the ones place
    assert drop(slots[0], die_mime(2))            # die 3 (4) into the thousands place
    assert [s.text() for s in slots] == ["4", " ", " ", "6"]
    assert not panel.dice_buttons[0].isEnabled() and not panel.dice_buttons[2].isEnabled()
    assert drop(slots[0], die_mime(1))            # die 2 (3) on a filled place: 4 goes back
    assert [s.text() for s in slots] == ["3", " ", " ", "6"]
    assert panel.dice_buttons[2].isEnabled()
    assert drop(slots[3], die_mime(1))            # a placed die onto another place: they swap
    assert [s.text() for s in slots] == ["6", " ", " ", "3"]
    drop(slots[1], die_mime(2))
    drop(slots[2], die_mime(3))
    assert panel.shown.text() == "6,413\nsix thousand four hundred thirteen"
    assert rows(panel)["thousands_ones_sum_9"][0] == "fits"    # 6 + 3 = 9


def test_a_drag_that_is_not_a_die_of_this_roll_is_refused(qtbot, panel):
    from PySide6.QtCore import QMimeData

    panel.set_roll(PV4, PlaceCard.empty(PV4), (6, 3, 4, 1))
    text = QMimeData()
    text.setText("0")
    assert not drop(panel.slot_buttons[0], text)
    assert not drop(panel.slot_buttons[0], die_mime(7))       # no die 8 in a four-dice roll
    assert [s.text() for s in panel.slot_buttons] == [" "] * 4


def test_a_die_button_starts_a_drag_carrying_its_index(qtbot, panel, monkeypatch):
    from PySide6.QtGui import QDrag

    from yachtdice.ui.modes.place_value.arranging import DIE_MIME

    panel.set_roll(PV4, PlaceCard.empty(PV4), (6, 3, 4, 1))
    started = []
    monkeypatch.setattr(QDrag, "exec", lambda self, *a: started.append(
        bytes(self.mimeData().data(DIE_MIME)).decode()) or Qt.DropAction.IgnoreAction)
    button = panel.dice_buttons[2]
    qtbot.mousePress(button, Qt.MouseButton.LeftButton, pos=button.rect().center())
    qtbot.mouseMove(button, button.rect().center() + QPoint(30, 0))
    qtbot.mouseRelease(button, Qt.MouseButton.LeftButton)
    assert started == ["2"]
