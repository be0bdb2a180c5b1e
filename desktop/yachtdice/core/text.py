"""Sentences for people that a translator can take whole.

The core speaks English, but never glues a sentence from English pieces that a translator
could not reorder: each sentence is one template with named places, marked for Qt's
``lupdate`` with :data:`QT_TRANSLATE_NOOP` (the Template class here: the core has no Qt). A
template's :meth:`Template.format` gives a :class:`Text`: an ordinary ``str`` (the English
sentence, for the command line, logs and tests) that also remembers its template and values,
so the window can translate it (``yachtdice.ui.i18n.translated``), values included when they
are :class:`Text` themselves.

>>> SCORES = QT_TRANSLATE_NOOP("rules", "Scores {points} points.")
>>> line = SCORES.format(points=25)
>>> line
'Scores 25 points.'
>>> (line.context, line.template, dict(line.values))
('rules', 'Scores {points} points.', {'points': 25})
>>> join_sentences([line, SCORES.format(points=40)])
'Scores 25 points. Scores 40 points.'

A sentence with a count is marked with :meth:`Numerus.translate` instead: the count is the
value ``n`` (written where ``%Ln`` stands, if anywhere), and each language gives its forms
for one and for many (Qt's numerus forms); English takes ``(s)`` and ``[one|many]`` by it.

>>> POINTS = Numerus.translate("rules", "Scores %Ln point(s).", None, 1)
>>> POINTS.format(n=1), POINTS.format(n=25)
('Scores 1 point.', 'Scores 25 points.')
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

# (patterns compiled when first used, in re's cache: not at every start)
#: where a count stands in a template with plural forms (``%Ln``: written as the locale
#: writes numbers; ``%n``: plain digits)
COUNT = r"%L?n"
_ENDING = r"(?<=[A-Za-z])\((e?s)\)"  # point(s), box(es)
_CHOICE = r"\[([^\[\]|]*)\|([^\[\]|]*)\]"  # [die shows|dice show]


def english_numerus(template: str, n: int, number: str | None = None) -> str:
    """``template`` (with ``%Ln``, ``(s)`` and ``[one|many]``) in English for ``n`` things,
    the count written as ``number`` (default: plain digits).

    >>> english_numerus("%Ln box(es); only %n [die shows|dice show] it", 1)
    '1 box; only 1 die shows it'
    >>> english_numerus("%Ln box(es); only %n [die shows|dice show] it", 1200, "1,200")
    '1,200 boxes; only 1,200 dice show it'
    """
    one = n == 1
    text = re.sub(_ENDING, lambda m: "" if one else m.group(1), template)
    text = re.sub(_CHOICE, lambda m: m.group(1) if one else m.group(2), text)
    return re.sub(COUNT, number if number is not None else str(n), text)


#: (context, template) of every template with plural forms (see :class:`Numerus`)
_COUNTED: set[tuple[str, str]] = set()


def counted(context: str, template: str) -> bool:
    """``template`` has plural forms by its count (marked with :meth:`Numerus.translate`)."""
    return (context, template) in _COUNTED


class Text(str):
    """An English sentence that knows the template and values it was made from."""

    context: str
    template: str
    values: tuple[tuple[str, Any], ...]
    #: its first letter is made upper case once translated (it begins a sentence)
    capital: bool

    def __new__(cls, english: str, context: str, template: str,
                values: tuple[tuple[str, Any], ...] = (), capital: bool = False) -> Text:
        made = str.__new__(cls, english)
        made.context = context
        made.template = template
        made.values = values
        made.capital = capital
        return made

    def __reduce__(self) -> tuple[type[Text], tuple[object, ...]]:
        return (Text, (str(self), self.context, self.template, self.values, self.capital))


class Template(str):
    """A sentence with named places (``{points}``), filed under a translation context."""

    context: str

    def __new__(cls, context: str, template: str) -> Template:
        made = str.__new__(cls, template)
        made.context = context
        return made

    def format(self, *args: object, **values: object) -> Text:
        """The English sentence with its places filled (names only, no positions)."""
        if args:
            raise TypeError("a template's places are filled by name")
        english = str(self)
        if counted(self.context, english):
            count = values.get("n")
            if not isinstance(count, int):
                raise TypeError("a template with a count is filled with n=<the count>")
            english = english_numerus(english, count)
        return Text(str.format(english, **values), self.context, str(self),
                    tuple(sorted(values.items())))

    @property
    def text(self) -> Text:
        """The template as a sentence with no places to fill."""
        english = str(self)
        if "{" in english or "}" in english or counted(self.context, english):
            return self.format()  # (braces to undo, or a count it needs: refused there)
        return Text(english, self.context, english)  # what format() gives it, made at once


#: mark ``source`` for translation under ``context``: ``QT_TRANSLATE_NOOP(context, source)``
#: (the name ``lupdate`` looks for) is the :class:`Template` itself (~420 at every start:
#: no call between)
QT_TRANSLATE_NOOP = Template


#: Unicode's direction classes that can turn the sentence around a name: right-to-left
#: letters and every explicit embedding, override and isolate
_TURNING = frozenset({"R", "AL", "RLE", "RLO", "LRE", "LRO", "PDF", "RLI", "LRI", "FSI", "PDI"})


def name_in_sentence(name: str) -> str:
    """``name`` (a player's, a pupil's, a box's: typed by someone) as it goes inside a
    sentence: set apart with its own direction (first-strong isolate, U+2068 ... U+2069)
    when it holds right-to-left letters or direction controls, so the sentence around it
    never reads backwards; any other name as it is.

    >>> name_in_sentence("Ann")
    'Ann'
    >>> name_in_sentence("\\u05d0\\u05e0\\u05d4") == "\\u2068\\u05d0\\u05e0\\u05d4\\u2069"
    True
    """
    if name.isascii():  # no ASCII character turns a sentence's direction
        return name
    import unicodedata  # loaded for the first name outside ASCII, not at start

    if not any(unicodedata.bidirectional(c) in _TURNING for c in name):
        return name
    return f"\u2068{name}\u2069"


class Numerus:
    """The marker for a template with a count, spelled the way Qt's ``lupdate`` takes a
    string with plural forms: ``Numerus.translate(context, source, None, 1)`` (the literal
    count is what lupdate looks for; the real one is given to :meth:`Template.format` as
    ``n``). The core has no Qt, so nothing is translated here."""

    @staticmethod
    def translate(context: str, source: str, disambiguation: None = None,
                  n: int = 1) -> Template:
        _COUNTED.add((context, source))
        return Template(context, source)


def first_upper(words: str) -> str:
    """``words`` beginning a sentence: the first letter upper case (in English now and, for
    a :class:`Text`, in the language it is translated into).

    >>> first_upper(QT_TRANSLATE_NOOP("numbers", "five").text)
    'Five'
    """
    english = words[:1].upper() + words[1:]
    if isinstance(words, Text):
        return Text(english, words.context, words.template, words.values, capital=True)
    return english


JOIN = QT_TRANSLATE_NOOP("text", "{first} {second}")


def join_sentences(sentences: Iterable[str]) -> str:
    """Sentences one after another, each translated on its own (a space between them; a
    language that writes them otherwise translates the joining template)."""
    result: str | None = None
    for sentence in sentences:
        result = sentence if result is None else JOIN.format(first=result, second=sentence)
    return result if result is not None else ""
