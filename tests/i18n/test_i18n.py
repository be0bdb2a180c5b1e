"""The translation machinery: core sentences translated whole, numbers by the locale, the
language chosen from the setting or the desktop, and the .ts sources in step with the code."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from yachtdice.core.modes.pips.describe import box_rule, describe
from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.text import QT_TRANSLATE_NOOP, Numerus, Text, first_upper
from yachtdice.ui.i18n import ENGLISH, PSEUDO, Language, choose, forget_translations, translated

ROOT = Path(__file__).resolve().parents[2]


def compile_ts(tmp_path: Path, messages: dict[tuple[str, str], str | list[str]]) -> Path:
    """A German .qm made from ``messages`` ((context, source) -> translation, or its forms
    for one and for many) with Qt's lrelease: an independent catalogue, not the shipped one."""
    from xml.sax.saxutils import escape
    contexts: dict[str, list[str]] = {}
    for (context, source), target in messages.items():
        if isinstance(target, list):
            forms = "".join(f"<numerusform>{escape(form)}</numerusform>" for form in target)
            contexts.setdefault(context, []).append(
                f'<message numerus="yes"><source>{escape(source)}</source>'
                f"<translation>{forms}</translation></message>")
            continue
        contexts.setdefault(context, []).append(
            f"<message><source>{escape(source)}</source>"
            f"<translation>{escape(target)}</translation></message>")
    body = "".join(f"<context><name>{c}</name>{''.join(m)}</context>"
                   for c, m in contexts.items())
    ts = tmp_path / "test_de.ts"
    ts.write_text('<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS>'
                  f'<TS version="2.1" language="de">{body}</TS>', "utf-8")
    qm = tmp_path / "test_de.qm"
    tool = Path(sys.executable).parent / "pyside6-lrelease"
    subprocess.run([str(tool), str(ts), "-qm", str(qm)], check=True, capture_output=True,
                   timeout=120)
    return qm


@pytest.fixture(autouse=True)
def keep_locale() -> object:
    """Each test leaves the default locale as it found it."""
    before = QLocale()
    yield
    QLocale.setDefault(before)


@pytest.fixture
def german(qapp: QCoreApplication, tmp_path: Path):  # type: ignore[no-untyped-def]
    qm = compile_ts(tmp_path, {
        ("rules", "Scores {points} point(s)."): ["Zählt {points} Punkt.", "Zählt {points} Punkte."],
        ("rules", "Three dice of one face and two of another."):
            "Drei gleiche und zwei andere gleiche Würfel.",
        ("text", "{first} {second}"): "{first} {second}",
        ("numbers", "five"): "fünf",
        ("rules", "All {count} dice show the same face."): "{count} gleiche Würfel.",
    })
    translator = QTranslator()
    assert translator.load(str(qm))
    qapp.installTranslator(translator)
    forget_translations()  # what was said before in this locale
    before = QLocale()
    QLocale.setDefault(QLocale("de_DE"))
    yield
    qapp.removeTranslator(translator)
    forget_translations()
    QLocale.setDefault(before)


def test_a_core_sentence_is_english_text_that_remembers_its_template() -> None:
    rules = preset("yahtzee")
    rule = box_rule(rules, rules.category("full_house"))
    assert rule == "Three dice of one face and two of another. Scores 25 points."
    assert isinstance(rule, Text)


def test_a_core_sentence_is_translated_whole_with_its_parts(german: None) -> None:
    rules = preset("yahtzee")
    rule = box_rule(rules, rules.category("full_house"))
    assert translated(rule) == "Drei gleiche und zwei andere gleiche Würfel. Zählt 25 Punkte."
    # a number word inside a sentence is translated too, and a sentence's first letter
    # stays upper case after translation
    assert translated(first_upper(
        QT_TRANSLATE_NOOP("rules", "All {count} dice show the same face.").format(
            count=QT_TRANSLATE_NOOP("numbers", "five").text))) == "Fünf gleiche Würfel."


def test_numbers_in_a_translated_sentence_follow_the_locale(german: None) -> None:
    line = Numerus.translate("rules", "Scores {points} point(s).", None, 1).format(
        points=6341, n=6341)
    assert str(line) == "Scores 6341 points."
    assert translated(line) == "Zählt 6.341 Punkte."


def test_a_translation_with_wrong_places_falls_back_to_english(qapp: QCoreApplication,
                                                               tmp_path: Path) -> None:
    qm = compile_ts(tmp_path, {("rules", "Scores {points} points."): "Zählt {punkte} Punkte."})
    translator = QTranslator()
    assert translator.load(str(qm))
    qapp.installTranslator(translator)
    forget_translations()  # what was said before in this locale
    try:
        line = QT_TRANSLATE_NOOP("rules", "Scores {points} points.").format(points=5)
        assert translated(line) == "Scores 5 points."
    finally:
        qapp.removeTranslator(translator)
        forget_translations()


def test_pseudo_translation_marks_every_sentence_of_the_rules(qapp: QCoreApplication) -> None:
    language = Language()
    assert language.install(PSEUDO) == PSEUDO
    try:
        text = describe(preset("yatzy"))
        for heading, lines in text.sections:
            assert translated(heading).startswith("⟦"), heading
            for line in lines:
                shown = translated(line)
                assert shown.startswith("⟦"), line
                assert "Scores" not in shown.replace("⟦Scores", ""), shown
    finally:
        language.install(ENGLISH)


def test_the_language_is_the_setting_then_the_desktops_then_english() -> None:
    available = ["en", "de", "nb", "sv"]
    assert choose("sv", ["de-DE"], available) == "sv"
    assert choose(None, ["fi-FI", "de_AT"], available) == "de"
    assert choose(None, ["no-NO"], available) == "nb"
    assert choose("klingon", ["fi"], available) == "en"


def test_an_unknown_or_missing_language_speaks_english(qapp: QCoreApplication) -> None:
    language = Language()
    assert language.install("xx") == ENGLISH
    assert QCoreApplication.translate("rules", "Turns") == "Turns"


def test_translation_sources_hold_every_string_of_the_code() -> None:
    done = subprocess.run([sys.executable, str(ROOT / "packaging" / "update-translations"),
                           "--check"], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_check_names_a_translation_whose_places_differ(tmp_path: Path) -> None:
    import runpy
    script = runpy.run_path(str(ROOT / "packaging" / "update-translations"))
    ts = tmp_path / "x_de.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="de">'
        "<context><name>rules</name>"
        "<message><source>Scores {points} points.</source>"
        "<translation>Zählt {punkte} Punkte.</translation></message>"
        "<message><source>Exactly {faces}.</source>"
        "<translation>Genau {faces}.</translation></message>"
        "</context></TS>", "utf-8")
    wrong = script["wrong_places"](ts)
    assert len(wrong) == 1 and "{punkte}" in wrong[0]


def test_every_shipped_language_translates_the_rules_of_the_built_in_games(
        qapp: QCoreApplication) -> None:
    language = Language()
    try:
        for code in ("sv", "da", "nb", "de", "fr", "nl"):
            assert language.install(code) == code
            for ruleset in ("yahtzee", "yatzy", "maxi-yatzy", "yacht"):
                text = describe(preset(ruleset))
                for heading, lines in text.sections:
                    for line in (heading, *lines):
                        assert translated(line) != str(line), (code, line)
    finally:
        language.install(ENGLISH)


def test_a_computer_opponent_is_named_by_its_level_in_the_language(
        qapp: QCoreApplication) -> None:
    from yachtdice.store.stats import _computer_name

    assert _computer_name("expert") == "Expert computer"  # the command line's English
    assert _computer_name("computer") == "Computer"
    language = Language()
    try:
        language.install("de")
        assert translated(_computer_name("expert")) == "Computer (Experte)"
        language.install("fr")
        assert translated(_computer_name("strong")) == "Ordinateur (Fort)"
    finally:
        language.install(ENGLISH)


def test_a_sentence_said_before_is_said_again_in_the_language_installed_since(
        qapp: QCoreApplication) -> None:
    """translated() remembers what it said (a card says the same sentences at every change);
    a language installed afterwards is never answered from that memory."""
    line = Numerus.translate("rules", "Scores {points} point(s).", None, 1).format(
        points=2, n=2)
    language = Language()
    try:
        assert translated(line) == "Scores 2 points."
        language.install("de")
        assert translated(line) == "Zählt 2 Punkte."
        language.install(ENGLISH)
        assert translated(line) == "Scores 2 points."
    finally:
        language.install(ENGLISH)


@pytest.mark.parametrize("source", ["Ones", "{name} ({game})", "Braces {{kept}}",
                                    "Scores %Ln point(s)."])
def test_a_templates_sentence_is_what_filling_no_places_gives(source: str) -> None:
    # .text has a quick way for a template without places or count (most, at every start):
    # the same Text as format() makes; a place or a count is refused as format() refuses it
    from yachtdice.core.text import Template

    made = (Numerus.translate("a context", source, None, 1) if "%Ln" in source
            else Template("a context", source))
    try:
        expected: object = made.format()
    except (KeyError, TypeError) as error:
        expected = type(error)
    try:
        got: object = made.text
    except (KeyError, TypeError) as error:
        got = type(error)
    assert got == expected
    if isinstance(got, Text):
        assert isinstance(expected, Text)
        assert (got.context, got.template, got.values, got.capital) == (
            expected.context, expected.template, expected.values, expected.capital)
