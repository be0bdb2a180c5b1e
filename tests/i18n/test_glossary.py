"""Each language names the game's things one way: a glossary per language
(resources/i18n/glossary/<lang>.tsv: the English term, the chosen word, other forms of it,
words never to use) and every translation whose English uses the term uses the chosen
word. Issue 36's native reader found the same thing named several ways and false friends:
Swedish "Tur: Ann" (luck), Swedish/Danish "omslaget" (a cover) for the roll-off, Danish
"hold" (a team) for a held die, Norwegian "avholdet", Swedish "väntad" for expected."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "resources" / "i18n"
LANGUAGES = ("da", "de", "fr", "nb", "nl", "sv")
PLACE = re.compile(r"{[^{}]*}")


@dataclass(frozen=True)
class Term:
    english: re.Pattern[str]
    chosen: str
    forms: tuple[str, ...]
    never: tuple[re.Pattern[str], ...]


def glossary(path: Path) -> list[Term]:
    terms = []
    for line in path.read_text("utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        english, chosen, forms, never = (line.split("\t") + ["", "", ""])[:4]
        terms.append(Term(re.compile(rf"(?<![\w-])(?:{english})(?![\w-])", re.IGNORECASE),
                          chosen, tuple(f for f in forms.split("|") if f),
                          tuple(re.compile(n) for n in never.split("|") if n)))
    return terms


def translations(path: Path) -> list[tuple[str, str, list[str]]]:
    """(context, English, its translations: one, or one per plural form)."""
    found = []
    for context in ET.parse(path).getroot().iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            forms = [f.text or "" for f in translation.iter("numerusform")] or [
                translation.text or ""]
            found.append((context.findtext("name") or "", message.findtext("source") or "",
                          forms))
    return found


def inconsistencies(terms: list[Term], messages: list[tuple[str, str, list[str]]]
                    ) -> list[str]:
    """Every translation that names a term otherwise than the glossary, or uses a word the
    glossary forbids; the English's {places} and mnemonics (&) are not words."""
    wrong = []
    for term in terms:
        accepted = [w.lower() for w in (term.chosen, *term.forms)]
        for context, source, forms in messages:
            english = PLACE.sub("", source).replace("&", "")
            for form in forms:
                text = form.replace("&", "")
                if term.english.search(english) and not any(w in text.lower()
                                                            for w in accepted):
                    wrong.append(f"[{context}] {source!r}: {form!r} lacks {term.chosen!r}")
                wrong.extend(f"[{context}] {source!r}: {form!r} uses {n.pattern!r}"
                             for n in term.never if n.search(text))
    return wrong


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_translation_names_the_game_terms_as_its_glossary(code: str) -> None:
    terms = glossary(I18N / "glossary" / f"{code}.tsv")
    assert len(terms) >= 15  # the game's own words: dice, box, roll, turn, bonus…
    assert inconsistencies(terms, translations(I18N / f"yachtdice_{code}.ts")) == []


def test_the_glossaries_name_the_same_terms() -> None:
    """Each language decides the game's main words (a missing line is a term unchecked)."""
    english = {code: {t.english.pattern for t in glossary(I18N / "glossary" / f"{code}.tsv")}
               for code in LANGUAGES}
    core = {"(?<![\\w-])(?:(?<!Yacht )(?:dice|die))(?![\\w-])",
            "(?<![\\w-])(?:box|boxes)(?![\\w-])",
            "(?<![\\w-])(?:roll-off|rolled off)(?![\\w-])",
            "(?<![\\w-])(?:held(?! (?:more|control)))(?![\\w-])",
            "(?<![\\w-])(?:turns?(?!:)(?! the))(?![\\w-])",
            "(?<![\\w-])(?:wild face)(?![\\w-])"}
    for code, patterns in english.items():
        assert core <= patterns, code


@pytest.mark.parametrize(("code", "line", "found"), [
    ("sv", "Tur: {name}", "uses '\\\\bTur:'"),                       # luck, not whose turn
    ("sv", "{name} vann omslaget.", "uses '[Oo]mslag'"),              # a cover
    ("da", "{name} vandt omslaget.", "uses '[Oo]mslag'"),
    ("da", "Fortryd dit sidste hold i denne tur", "uses 'sidste hold\\\\b'"),  # a team
    ("nb", "Angre det siste avholdet", "uses '[Aa]vhold'"),           # a meeting held
    ("sv", "Väntad slutpoäng: {best}", "uses '(?<![Ff]ör)[Vv]äntade? (?:slut)?poäng'"),  # awaited
])
def test_the_false_friends_the_reader_found_are_caught(code: str, line: str,
                                                       found: str) -> None:
    terms = glossary(I18N / "glossary" / f"{code}.tsv")
    wrong = inconsistencies(terms, [("test", "Something else entirely", [line])])
    assert len(wrong) == 1 and wrong[0].endswith(found), wrong


def test_a_term_named_otherwise_is_caught() -> None:
    terms = glossary(I18N / "glossary" / "sv.tsv")
    wrong = inconsistencies(terms, [("test", "Open the {box} box", ["Öppna fältet {box}"])])
    assert wrong == ["[test] 'Open the {box} box': 'Öppna fältet {box}' lacks 'ruta'"]
