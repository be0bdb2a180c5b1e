"""Issue 37's red team on translations: a compiled translation is read before Qt reads it.
A garbled file, one that asks Qt to load other files, and one whose translation names a
place its English lacks (``{points:>999999999}``: a billion spaces, 5.6 GB) are never given
to Qt: the window speaks English and says so in one sentence."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from yachtdice.ui import i18n
from yachtdice.ui.i18n import ENGLISH, Language, take_language_notice
from yachtdice.ui.qm_file import MAGIC, problem

from ..conftest import in_fast_loop
from .test_i18n import compile_ts

SHIPPED = Path(i18n.catalogue("de"))
SOURCE = "Scores {points} points."
Speak = Callable[[bytes], tuple[str, "str | None"]]


@pytest.fixture
def speak(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[Speak]:
    """Install German from a file of the test's own (bytes); the code in use and the
    sentence said."""
    language = Language()
    take_language_notice()

    def install(data: bytes) -> tuple[str, str | None]:
        qm = tmp_path / "yachtdice_de.qm"
        qm.write_bytes(data)
        monkeypatch.setattr(i18n, "catalogue", lambda code: str(qm))
        return language.install("de"), take_language_notice()

    yield install
    language.install(ENGLISH)


def refused(said: str | None, why: str) -> None:
    assert said is not None and said.startswith("The translation into Deutsch cannot be "
                                                 f"used ({why}")
    assert said.endswith("), so the window speaks English.")


def test_the_shipped_translations_pass() -> None:
    for code in ("sv", "da", "nb", "de", "fr", "nl"):
        assert problem(Path(i18n.catalogue(code)).read_bytes()) is None, code


def test_a_place_its_english_lacks_is_refused_and_the_window_speaks_english(
        speak: Speak, tmp_path: Path) -> None:
    hostile = compile_ts(tmp_path, {("rules", SOURCE): "Zählt {points:>999999999} Punkte."})
    code, said = speak(hostile.read_bytes())
    assert code == ENGLISH
    refused(said, f"the translation of {SOURCE!r} has places its English lacks")
    assert QCoreApplication.translate("rules", SOURCE) == SOURCE
    assert SOURCE.format(points=5) == "Scores 5 points."


@pytest.mark.parametrize("translation", ["Zählt {punkte} Punkte.", "Zählt {points Punkte.",
                                         "Zählt {0} Punkte."])
def test_any_place_that_would_fail_is_refused(speak: Speak, tmp_path: Path,
                                              translation: str) -> None:
    code, said = speak(compile_ts(tmp_path, {("rules", SOURCE): translation}).read_bytes())
    assert code == ENGLISH and said is not None


def test_a_good_translation_of_ones_own_is_spoken(speak: Speak, tmp_path: Path) -> None:
    good = compile_ts(tmp_path, {("rules", SOURCE): "Zählt {points} Punkte."})
    assert speak(good.read_bytes()) == ("de", None)
    assert QCoreApplication.translate("rules", SOURCE) == "Zählt {points} Punkte."


def garbled(kind: str) -> bytes:
    data = bytearray(SHIPPED.read_bytes())
    if kind == "cut short":
        return bytes(data[: len(data) // 2])
    if kind == "not a translation":
        return b"\0" * 64
    if kind == "a section longer than the file":
        data[len(MAGIC) + 1:len(MAGIC) + 5] = (0x7FFFFFFF).to_bytes(4, "big")
        return bytes(data)
    if kind == "asks for other files":
        name = "qtbase_de".encode("utf-16-be")
        return bytes(data) + bytes([0x96]) + (len(name) + 4).to_bytes(4, "big") + \
            len(name).to_bytes(4, "big") + name
    raise AssertionError(kind)


@pytest.mark.parametrize("kind", ["cut short", "not a translation",
                                  "a section longer than the file", "asks for other files"])
def test_a_damaged_file_is_never_given_to_qt(speak: Speak, kind: str) -> None:
    code, said = speak(garbled(kind))
    assert code == ENGLISH and said is not None and said.count(". ") == 0
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Game"


@pytest.mark.slow
def test_a_thousand_garbled_files_are_each_refused_or_harmless() -> None:
    """Bytes changed at random in the shipped file: each is refused, or its structure is
    whole (a changed letter of a translation is still a translation). A thousand files in
    the whole suite, the first 60 of them in the fast loop."""
    import random

    data = SHIPPED.read_bytes()
    rng = random.Random(37)
    for _ in range(in_fast_loop(1000, 60)):
        mutated = bytearray(data)
        for _ in range(rng.randint(1, 8)):
            mutated[rng.randrange(len(mutated))] = rng.randrange(256)
        problem(bytes(mutated))  # never raises, never runs long


def test_the_first_window_says_it_once(qtbot: QtBot, speak: Speak,
                                      private_data_dir: Path) -> None:
    from yachtdice.ui.modes import builtin
    from yachtdice.ui.table.controller import GameController
    from yachtdice.ui.table.main_window import MainWindow

    builtin.install()
    code, said = speak(garbled("cut short"))
    assert code == ENGLISH
    i18n._NOTICE[:] = [said]  # as the start leaves it for the first window
    window = MainWindow(GameController(), open_store=False)
    qtbot.addWidget(window)
    window.show()
    window.start()
    assert window.shown_message() == said
    assert take_language_notice() is None


def test_the_build_check_refuses_a_place_written_otherwise(tmp_path: Path) -> None:
    """packaging/update-translations --check names the source file's translation too."""
    import runpy

    from .test_i18n import ROOT

    script = runpy.run_path(str(ROOT / "packaging" / "update-translations"))
    ts = tmp_path / "x_de.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="de">'
        "<context><name>rules</name>"
        f"<message><source>{SOURCE}</source>"
        "<translation>Zählt {points:&gt;999999999} Punkte.</translation></message>"
        "</context></TS>", "utf-8")
    wrong = script["wrong_places"](ts)
    assert len(wrong) == 1 and "{points:>999999999}" in wrong[0]
