"""The screens every game shares: the main window's own dialogs and windows, on the fixed
history (whichever game is dealt)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from yachtdice.gallery.modes import Screen
from yachtdice.gallery.stage import Stage

if TYPE_CHECKING:  # Qt is imported only after the theme and scale are set
    from PySide6.QtWidgets import QWidget


def high_scores(stage: Stage) -> QWidget:
    return stage.open_window().show_high_scores()


def history(stage: Stage) -> QWidget:
    return stage.open_window().show_history()


def rules_help(stage: Stage) -> QWidget:
    return stage.open_window().show_rules()


def shortcuts(stage: Stage) -> QWidget:
    return stage.open_window().show_shortcuts()


def about(stage: Stage) -> QWidget:
    stage.open_window().show_about()
    return stage.dialog("the About box")


def welcome(stage: Stage) -> QWidget:
    """The first start: the welcome over the game just dealt, asking the player's name."""
    from yachtdice.ui.dialogs.welcome import WelcomeDialog

    window = stage.open_window()
    dialog = WelcomeDialog("", window)
    dialog.open()
    return dialog


def new_game(stage: Stage) -> QWidget:
    window = stage.open_window()
    window.settings.last_setup = {"rules": "yatzy", "players": [
        {"name": "Ann", "kind": "person"}, {"name": "Ben", "kind": "person"},
        {"name": "", "kind": "expert"}]}
    return window.new_game_dialog()


def _real_dice_table(stage: Stage, typed: str) -> QWidget:
    """Ann and Ben at the table with their own dice, two rounds booked, Ann's next throw
    typed (and Enter pressed): any game can be played so; Yahtzee is shown."""
    from yachtdice.core import Player
    from yachtdice.core.modes import ruleset_by_id

    window = stage.open_window()
    window.deal(ruleset_by_id("yahtzee"), [Player("Ann"), Player("Ben")], {"real_dice": True})
    controller = window.controller
    for dice, box in (((3, 3, 3, 5, 5), "full_house"), ((2, 3, 4, 5, 6), "large_straight"),
                      ((6, 6, 6, 6, 1), "sixes"), ((1, 2, 3, 4, 4), "small_straight")):
        controller.enter(dice)
        controller.score(box)
    window.real_dice.entry.field.setFocus()
    window.real_dice.entry.field.setText(typed)
    window.real_dice.entry.submit()
    return window


def real_dice(stage: Stage) -> QWidget:
    """The score card for real dice: Ann's 6 6 6 2 5 typed, each open box's score shown."""
    return _real_dice_table(stage, "66625")


def real_dice_error(stage: Stage) -> QWidget:
    """A throw typed wrong: the one sentence under the field."""
    return _real_dice_table(stage, "66627")


def print_options(stage: Stage) -> QWidget:
    """Game ▸ Save Score Card as PDF…: the options asked first."""
    window = stage.open_window()
    window.menus.pdf_action.trigger()
    dialog = window.menus.cards.dialog
    assert dialog is not None
    return dialog


def host_game(stage: Stage) -> QWidget:
    """Game ▸ Host a Game…: the rules and the seats."""
    from yachtdice.ui.online import host
    from yachtdice.ui.online.host_dialog import HostDialog

    window = stage.open_window()
    host(window, window)

    dialog = window.findChild(HostDialog)
    assert dialog is not None
    dialog.name_field.setText("Ann")
    dialog.computers.setValue(1)
    dialog.guests.setValue(2)
    return dialog


def lobby(stage: Stage) -> QWidget:
    """The host's lobby: the room code, where guests connect, the seats (a fixed code and
    address, no announcement on the network)."""
    from yachtdice.core.modes import ruleset_by_id
    from yachtdice.net import protocol as p
    from yachtdice.net.room import SeatPlan
    from yachtdice.ui.online.lobby import Lobby

    window = stage.open_window()
    plan = [SeatPlan(p.PERSON, "Ann"), SeatPlan(p.OPEN), SeatPlan(p.OPEN)]
    shown = Lobby(ruleset_by_id("yacht"), plan, "Ann", announce=False, code="K7QM3XRP",
                  addresses=["192.168.1.20:49152"], parent=window)
    shown.show()
    return shown


def join_game(stage: Stage) -> QWidget:
    """Game ▸ Join a Game…: a room heard on the network, chosen."""
    import time

    from yachtdice.net.discovery import Found, Room
    from yachtdice.ui.online.join_dialog import JoinDialog

    window = stage.open_window()
    dialog = JoinDialog("Ben", browse=False, parent=window)
    dialog.show_rooms([Found("192.168.1.20", Room("Ann", "Yacht", 49152, 2), time.monotonic())])
    dialog.rooms.setCurrentRow(0)
    dialog.code.setText("K7QM-3XRP")
    dialog.show()
    return dialog


def online_guest(stage: Stage) -> QWidget:
    """A game across computers as a guest sees it: Ben's window, Ann hosting, a computer at
    the table; the seats in the status bar, Ben's second roll showing (a fixed game, no
    network: the table follows a room that has it)."""
    from PySide6.QtCore import QCoreApplication, QObject, Signal

    from yachtdice.core import GameRecord, Hold, Player, Roll, Score
    from yachtdice.core.modes import ruleset_by_id
    from yachtdice.net import protocol as p
    from yachtdice.ui.online.table import OnlineTable

    class Shown(QObject):  # what the table follows of a guest's table
        played = Signal(int, int)
        changed = Signal()
        ended = Signal(str)
        log = Signal(str)

        def __init__(self) -> None:
            super().__init__()
            self.record = GameRecord.new(ruleset_by_id("yacht"), [
                Player("Ann"), Player("Ben"), Player("Computer 3", True, "intermediate")])
            for action in (Roll((3, 3, 5, 5, 5)), Score("full_house"),
                           Roll((1, 2, 3, 4, 6)), Hold((0, 1, 2, 3)), Roll((1, 2, 3, 4, 4))):
                self.record = self.record.then(action)

    stage.open_window()
    room = Shown()
    seats = (p.SeatInfo(p.PERSON, "Ann", None, False), p.SeatInfo(p.GUEST, "Ben", None, True),
             p.SeatInfo(p.COMPUTER, "Computer 3", "intermediate", False))
    title = QCoreApplication.translate("JoinDialog", "Yacht Dice – {host}'s game")  # the
    table = OnlineTable(room, lambda: seats, lambda: [1], lambda _move: None,  # Join's
                        title.format(host="Ann"))
    table.controller.setParent(room)
    room.setParent(table.window)
    table.window.set_speed("off")
    table.window.resize(1080, 720)
    table.begin()
    return stage.keep(table.window)


SHARED: dict[str, Screen] = {
    "print-options": print_options,
    "high-scores": high_scores,
    "history": history,
    "rules-help": rules_help,
    "shortcuts": shortcuts,
    "about": about,
    "new-game": new_game,
    "welcome": welcome,
    "real-dice": real_dice,
    "real-dice-error": real_dice_error,
    "host-game": host_game,
    "lobby": lobby,
    "join-game": join_game,
    "online-guest": online_guest,
}
"""The screens every game shares: file name -> how to stage it."""
