"""The window's strategy service comes from the games (GameUI.strategies), not from the
controller naming one: pip dice's engine service while pip dice are registered, and a
service that never works when no game has engines."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot
from shiboken6 import Shiboken

from yachtdice.core.modes.pips.presets import preset
from yachtdice.ui import modes as ui_modes
from yachtdice.ui.modes import GameUI, NoStrategies
from yachtdice.ui.modes.pips.engine_service import EngineService
from yachtdice.ui.table.controller import GameController


def test_the_controller_s_service_is_the_one_pip_dice_make(qtbot: QtBot) -> None:
    controller = GameController()
    try:
        assert isinstance(controller.engines, EngineService)
        assert controller.engines.parent() is controller  # it goes with the window
    finally:
        assert controller.engines.shut_down()
        Shiboken.delete(controller)


def test_without_a_game_that_has_engines_the_service_never_works(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ui_modes, "_GAMES", {"toy": GameUI("toy")})
    controller = GameController()
    try:
        engines = controller.engines
        assert isinstance(engines, NoStrategies)
        got: list[object] = []
        engines.request(preset("yacht"), got.append)
        engines.cancel()
        assert (engines.busy, engines.known(preset("yacht")), got) == (False, None, [])
        assert engines.shut_down()  # nothing to wait for
    finally:
        Shiboken.delete(controller)
