"""History, High Scores, Statistics and a pip-dice Review in German (issue 27): headings,
column titles, chart axes and legends translated, numbers and dates written the German
way (28,2; 03.03.26), with a small history written out by hand (tests/store/stats_history:
every game is Yacht, the tests' time zone is five hours behind UTC)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QPoint, Qt
from PySide6.QtWidgets import QApplication, QCheckBox
from pytestqt.qtbot import QtBot

from yachtdice.core import ScriptedDice
from yachtdice.core.modes.pips.presets import preset
from yachtdice.store import Store
from yachtdice.ui.i18n import ENGLISH, Language
from yachtdice.ui.windows.highscores import HighScoresDialog
from yachtdice.ui.windows.history import HistoryDialog
from yachtdice.ui.windows.statistics import StatisticsWindow

from ..store.stats_history import fill, local_zone  # noqa: F401
from .conftest import MakeWindow
from .test_engine_ui import play_pair_game

NBSP = "\u00a0"


@pytest.fixture
def german(qapp: QCoreApplication) -> Iterator[Language]:
    """German installed before a window is made; English and the default locale after."""
    before = QLocale()
    language = Language()
    assert language.install("de") == "de"
    yield language
    language.install(ENGLISH)
    QLocale.setDefault(before)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    s = Store.open(tmp_path / "german.sqlite3")
    fill(s)
    yield s
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, StatisticsWindow):
            widget.close()
    s.close()


def headers(model: object) -> list[str]:
    return [model.headerData(c, Qt.Orientation.Horizontal)  # type: ignore[attr-defined]
            for c in range(model.columnCount())]  # type: ignore[attr-defined]


def row(model: object, r: int) -> list[str]:
    return [model.data(model.index(r, c))  # type: ignore[attr-defined]
            for c in range(model.columnCount())]  # type: ignore[attr-defined]


@pytest.mark.usefixtures("local_zone")
def test_history_in_german(qtbot: QtBot, store: Store, german: Language) -> None:
    dialog = HistoryDialog(store)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.windowTitle() == "Verlauf"
    assert headers(dialog.model) == ["Datum", "Regeln", "Spieler und Punkte", "Hinweise"]
    # the newest game ended 2026-03-04 04:59 UTC: 23:59 on the 3rd, five hours behind
    newest = row(dialog.model, 0)
    assert newest[0] == "03.03.26 23:59"
    assert newest[2] == "Ann 10, Bob 30"
    # Ann played in all five games
    assert dialog.summary.text() == ("5 Spiele: alle Regeln · alle Personen · "
                                     "gesamter Zeitraum · nur Personen")
    assert dialog.review_button.text() == "&Analysieren…"
    assert "Zug 11: Ann trug Wahl ein: 10." in dialog.game_view.toPlainText()
    labels = [w.text() for w in dialog.filter_bar.findChildren(QCheckBox)]
    assert labels == ["Auch Computer", "Nur ohne Hilfe"]


@pytest.mark.usefixtures("local_zone")
def test_high_scores_in_german(qtbot: QtBot, store: Store, german: Language) -> None:
    dialog = HighScoresDialog(store, [preset("yacht")], "yacht")
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.empty.text() == (
        "Mit diesen Regeln wurde auf diesem Computer noch nicht gespielt; kreuze „Importierte "
        "und erfasste Spiele einbeziehen“ an, um die anderen zu sehen.")
    qtbot.mouseClick(dialog.elsewhere, Qt.MouseButton.LeftButton)  # the recorded games
    assert dialog.windowTitle() == "Bestenliste"
    assert headers(dialog.model) == ["#", "Spieler", "Punkte", "Datum", "Hinweise"]
    # Ann's 56 (2026-03-03 12:00 UTC) is the best, with undo used
    assert row(dialog.model, 0) == ["1", "Ann", "56", "03.03.26", "mit Hilfe, erfasst"]
    assert dialog.unassisted.text() == "Nur Punkte ohne &Rückgängig oder Tipps"


@pytest.mark.usefixtures("local_zone")
def test_statistics_in_german(qtbot: QtBot, store: Store, german: Language) -> None:
    w = StatisticsWindow(store, [preset("yacht")], [].append, None)
    qtbot.addWidget(w)
    w.show()
    assert w.figures["games"].text() == "—"  # recorded games count when asked for
    assert [box.text() for box in w.filter_bar.sources.values()] == [
        "hier gespielt", "erfasst", "importiert", "hier gewürfelt", "echte Würfel", "online"]
    qtbot.mouseClick(w.filter_bar.sources["recorded"], Qt.MouseButton.LeftButton,
                     pos=QPoint(8, w.filter_bar.sources["recorded"].height() // 2))
    w.player_box.setCurrentIndex(w.player_box.findData("Ann"))
    assert w.windowTitle() == "Statistik"
    assert [w.tabs.tabText(i) for i in range(w.tabs.count())] == [
        "Punkte im Verlauf", "Punkteverteilung", "Woher die Punkte kommen",
        "Entscheidungsqualität"]
    titles = [w.figure_titles[k].text() for k in ("games", "average", "median", "time")]
    assert titles == ["Spiele", "Durchschnitt", "Median", "Spielzeit"]
    # Ann's scores 20, 25, 30, 56, 10: 141 / 5 = 28.2, median 25, one Yacht in five games
    assert w.figures["games"].text() == "5"
    assert re.fullmatch(r"28,2 ± \d+,\d", w.figures["average"].text())
    assert w.figures["median"].text() == "25"
    assert w.figures["same"].text() == f"20{NBSP}%"
    # her 56 ended on 2026-03-03 (local day), her 10 on the local 3rd too
    assert w.best_button.text() == "Bestes: 56 am 03.03.26"
    assert w.worst_button.text() == "Schlechtestes: 10 am 03.03.26"
    assert "gegen Bob: 1 gewonnen, 1 verloren, 0 unentschieden" in w.versus.text()
    time, spread = w.plots["time"], w.plots["distribution"]
    assert time.getAxis("bottom").labelText == "Spiel"
    assert time.getAxis("left").labelText == "Punkte"
    assert spread.getAxis("left").labelText == "Spiele"
    assert spread.getAxis("left").tickStrings([0.5, 2.5], 1, 0.5) == ["0,5", "2,5"]
    assert w.plots["boxes"].getAxis("bottom").labelText == "Punkte pro Spiel"
    legend = [label.text for _, label in time.plotItem.legend.items]
    assert {"Spiel", "persönliche Bestleistung"} <= set(legend)
    assert w.summary.text() == ("Gezeigt: alle Regeln · Ann · gesamter Zeitraum · nur Personen · "
                                "hier gespielt, erfasst, hier gewürfelt, echte Würfel")


@pytest.mark.slow
def test_a_pip_dice_review_in_german(qtbot: QtBot, make_window: MakeWindow,
                                     german: Language) -> None:
    window = make_window(ScriptedDice([1, 1]))
    play_pair_game(qtbot, window)  # Ann scores 1 1 in Choice at once: 7 - 2 = 5 given away
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    window.end_dialog.review.click()
    qtbot.waitUntil(lambda: type(window.dialog).__name__ == "ReviewDialog", timeout=10_000)
    dialog = window.dialog
    assert dialog.windowTitle() == "Analyse — Pair"  # type: ignore[union-attr]
    model = dialog.model  # type: ignore[union-attr]
    assert headers(model) == ["Zug", "Würfel", "Deine Wahl", "Am besten", "Verschenkt"]
    assert row(model, 0) == ["1", "1 1 (noch 1)", "Wahl eintragen", "alle neu würfeln",
                             "5,0"]
    assert dialog.summary.text().startswith(  # type: ignore[union-attr]
        "1 Entscheidung; insgesamt 5,0 erwartete Punkte verschenkt.")
    plot = dialog.chart.plot  # type: ignore[union-attr]
    assert plot.getAxis("bottom").labelText == "Zug"
    assert plot.getAxis("left").labelText == "verschenkte Punkte"


def test_the_solving_status_in_german(german: Language) -> None:
    from yachtdice.core.modes.pips.optimal.solver import SolveProgress, solve
    from yachtdice.store.modes.pips.work import progress_text
    from yachtdice.ui.i18n import translated

    from .test_engine_ui import pair_rules

    seen: list[SolveProgress] = []
    solve(pair_rules(), seen.append)
    texts = [translated(progress_text(pair_rules(), p)) for p in seen]
    assert texts[0] == "Pair wird gelöst: die Punktetabellen werden vorbereitet"
    assert texts[-1].startswith("Pair wird gelöst: fertig")
    assert any(t.startswith("Pair wird gelöst: Zug 1 von 1") for t in texts)
