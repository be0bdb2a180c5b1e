"""Counts read right in every language: one thing and two things take each language's own
forms (Qt's numerus forms), never "1 Punkte" or "1 punten". The expected sentences are
written here by hand from each language's grammar, not taken from the .ts files."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from yachtdice.core.modes.pips.describe import scoring
from yachtdice.core.modes.pips.patterns import Groups
from yachtdice.core.modes.pips.ruleset import Category, Scoring, Section
from yachtdice.core.modes.place_value.rules import PlaceValueError, parse_number
from yachtdice.core.text import Numerus, english_numerus
from yachtdice.ui.i18n import ENGLISH, Language, translated
from yachtdice.ui.windows.history import HistoryDialog

from ..store.helpers import play
from ..ui.conftest import MakeWindow


def fixed(points: int) -> Category:
    return Category("full_house", "Full House", Section.LOWER, Groups((3, 2)), Scoring.FIXED,
                    points)


#: "Scores {points} point(s)." for 1 and for 2, as each language says it
SCORES = {
    "en": ("Scores 1 point.", "Scores 2 points."),
    "sv": ("Ger 1 poäng.", "Ger 2 poäng."),
    "da": ("Giver 1 point.", "Giver 2 point."),
    "nb": ("Gir 1 poeng.", "Gir 2 poeng."),
    "de": ("Zählt 1 Punkt.", "Zählt 2 Punkte."),
    "fr": ("Rapporte 1 point.", "Rapporte 2 points."),
    "nl": ("Levert 1 punt op.", "Levert 2 punten op."),
}

#: a decimal number with one digit after the point where two are wanted (Place Value)
ONE_DIGIT_AFTER = {
    "en": "1.5 has 1 digit after the point",
    "sv": "1.5 har 1 decimal;",
    "da": "1.5 har 1 decimal;",
    "nb": "1.5 har 1 desimal;",
    "de": "1.5 hat 1 Nachkommastelle;",
    "fr": "1.5 a 1 chiffre après la virgule ;",
    "nl": "1.5 heeft 1 cijfer achter de komma;",
}
THREE_DIGITS_AFTER = {
    "en": "1.555 has 3 digits after the point",
    "sv": "1.555 har 3 decimaler;",
    "da": "1.555 har 3 decimaler;",
    "nb": "1.555 har 3 desimaler;",
    "de": "1.555 hat 3 Nachkommastellen;",
    "fr": "1.555 a 3 chiffres après la virgule ;",
    "nl": "1.555 heeft 3 cijfers achter de komma;",
}

#: History's line over the list with one game and with two
SHOWING = {
    "en": ("Showing 1 game:", "Showing 2 games:"),
    "sv": ("Visar 1 spel:", "Visar 2 spel:"),
    "da": ("Viser 1 spil:", "Viser 2 spil:"),
    "nb": ("Viser 1 spill:", "Viser 2 spill:"),
    "de": ("1 Spiel:", "2 Spiele:"),
    "fr": ("1 partie :", "2 parties :"),
    "nl": ("1 spel:", "2 spellen:"),
}


@pytest.fixture
def language(qapp: QCoreApplication) -> object:
    speak = Language()
    yield speak
    speak.install(ENGLISH)


def test_english_takes_its_forms_by_the_count() -> None:
    assert english_numerus("{n} point(s) in {games} game(s)", 1) == "{n} point in {games} game"
    assert english_numerus("Type {count} [die|dice] or press Roll.", 2) == \
        "Type {count} dice or press Roll."
    assert english_numerus("%Ln box(es)", 0) == "0 boxes"
    late = Numerus.translate("tests", "{count} late turn(s)", None, 1)
    assert [late.format(count=n, n=n) for n in (1, 2)] == ["1 late turn", "2 late turns"]
    with pytest.raises(TypeError):
        late.format(count=3)  # the count is always given


@pytest.mark.parametrize("code", sorted(SCORES))
def test_a_fixed_box_scores_one_point_and_two_points(language: Language, code: str) -> None:
    assert language.install(code) == code
    one, two = SCORES[code]
    assert translated(scoring(fixed(1))) == one
    assert translated(scoring(fixed(2))) == two


@pytest.mark.parametrize("code", sorted(ONE_DIGIT_AFTER))
def test_a_place_value_refusal_counts_digits_in_the_language(language: Language,
                                                              code: str) -> None:
    language.install(code)
    for typed, expected in (("1.5", ONE_DIGIT_AFTER), ("1.555", THREE_DIGITS_AFTER)):
        with pytest.raises(PlaceValueError) as refused:
            parse_number(typed, 2)
        assert translated(refused.value.args[0]).startswith(expected[code])


@pytest.mark.parametrize("code", sorted(SHOWING))
def test_history_counts_one_game_and_two_games(qtbot: QtBot, make_window: MakeWindow,
                                               language: Language, code: str) -> None:
    language.install(code)
    window = make_window(open_store=True)
    store = window.store
    assert store is not None
    store.record_game(play("yacht", ["Ann"], seed=1), ended="2026-04-01T12:00:00+00:00")
    one, two = SHOWING[code]
    window.history_action.trigger()  # Game ▸ History…
    qtbot.waitUntil(lambda: isinstance(window.dialog, HistoryDialog))
    history = window.dialog
    assert isinstance(history, HistoryDialog)
    assert history.summary.text().startswith(one), history.summary.text()
    history.close()
    store.record_game(play("yacht", ["Ann"], seed=2), ended="2026-04-02T12:00:00+00:00")
    window.history_action.trigger()
    qtbot.waitUntil(lambda: isinstance(window.dialog, HistoryDialog) and window.dialog.isVisible())
    assert window.dialog.summary.text().startswith(two), window.dialog.summary.text()


#: an upper box's rule: one point for each one, two points for each two (Yacht's Ones, Twos)
FACES = {
    "en": ("Scores 1 for each 1.", "Scores 2 for each 2."),
    "de": ("Zählt 1 Punkt für jeden Würfel, der 1 zeigt.",
           "Zählt 2 Punkte für jeden Würfel, der 2 zeigt."),
    "fr": ("Rapporte 1 point par dé montrant 1.", "Rapporte 2 points par dé montrant 2."),
    "nl": ("Levert 1 punt op per dobbelsteen met 1.", "Levert 2 punten op per dobbelsteen met 2."),
    "sv": ("Ger 1 poäng per tärning som visar 1.", "Ger 2 poäng per tärning som visar 2."),
}


@pytest.mark.parametrize("code", sorted(FACES))
def test_an_upper_box_scores_one_point_for_each_one(language: Language, code: str) -> None:
    from yachtdice.core.modes.pips.describe import box_rule
    from yachtdice.core.modes.pips.presets import preset

    language.install(code)
    rules = preset("yacht")
    one, two = FACES[code]
    assert translated(box_rule(rules, rules.category("ones"))).endswith(one)
    assert translated(box_rule(rules, rules.category("twos"))).endswith(two)
