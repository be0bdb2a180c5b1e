"""The window's language: the app's translations and Qt's own (OK, Cancel, Yes, No).

The compiled translations are package data under ``resources/i18n`` (built from the
``.ts`` sources by ``packaging/update-translations``). The language is the player's
choice in Settings, else the first of the desktop's languages that the app speaks,
else English, which is always there (it needs no file).

>>> choose("de", ["sv-SE"], ["en", "de", "sv"])
'de'
>>> choose(None, ["nb-NO", "sv-SE"], ["en", "sv"])
'sv'
>>> choose("xx", ["fi-FI"], ["en", "sv"])
'en'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator

from yachtdice.core.text import Template, Text
from yachtdice.resources import resource_path

ENGLISH = "en"

#: every language the app can speak, by code, named in that language
LANGUAGES: dict[str, str] = {
    "en": "English",
    "da": "Dansk",
    "de": "Deutsch",
    "fr": "Français",
    "nb": "Norsk bokmål",
    "nl": "Nederlands",
    "sv": "Svenska",
}

#: the language Qt's own strings fall back to where Qt ships none (Bokmål: Danish is close;
#: our own file for Qt's buttons is loaded first, see :func:`install`)
QT_FALLBACK = {"nb": "da"}

PSEUDO = "pseudo"

_current = ENGLISH  # the language last installed (see :func:`current_language`)


def current_language() -> str:
    """The code of the language the window speaks now (``"en"``, ``"de"``, ``"pseudo"``)."""
    return _current


def catalogue(code: str) -> str:
    """The compiled file of the app's translation into ``code``."""
    return str(resource_path("i18n", f"yachtdice_{code}.qm"))


def shipped() -> list[str]:
    """The languages with a compiled translation here, English first."""
    return [ENGLISH] + sorted(code for code in LANGUAGES
                              if code != ENGLISH and resource_path(
                                  "i18n", f"yachtdice_{code}.qm").is_file())


def choose(setting: str | None, desktop: Iterable[str], available: Sequence[str]) -> str:
    """The language to speak: the setting if it is available, else the first desktop
    language (``"sv-SE"``; ``"no"`` counts as Bokmål) that is, else English."""
    if setting is not None and setting in available:
        return setting
    for tag in desktop:
        code = tag.replace("_", "-").split("-")[0].lower()
        code = {"no": "nb", "nn": "nb"}.get(code, code)
        if code in available:
            return code
    return ENGLISH


def locale_for(code: str) -> QLocale:
    """How numbers and dates are written in ``code``: the desktop's own locale when it is
    of that language (its country's habits kept: en_GB, de_CH; the plain C locale counts as
    English), else the language's."""
    system = QLocale.system()
    language = "en" if system.language() == QLocale.Language.C else system.name().split("_")[0]
    if language == code:
        return system
    return QLocale("en_US" if code == ENGLISH else code)


def translated(text: object) -> str:
    """``text`` in the window's language: a core :class:`Text` (or a :class:`Template` with
    no places) by its template, its values translated in turn and its numbers written as the
    locale writes them; anything else as it is. A translation whose places do not fit gives
    the English (never an error).
    """
    if isinstance(text, Template):
        text = text.text
    if not isinstance(text, Text):
        return str(text)
    template = QCoreApplication.translate(text.context, text.template)
    locale = QLocale()
    values: dict[str, str] = {}
    for key, value in text.values:
        if isinstance(value, str):
            values[key] = translated(value)
        elif isinstance(value, int) and not isinstance(value, bool):
            values[key] = locale.toString(value)
        else:
            values[key] = str(value)
    try:
        result = template.format(**values)
    except (KeyError, IndexError, ValueError):
        result = str(text)
    if text.capital:
        result = result[:1].upper() + result[1:]
    return result


class PseudoTranslator(QTranslator):
    """Every string longer by a third and bracketed: a screen with any English left shows
    it at once (``--language pseudo`` and the pseudo-translation test)."""

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str:
        if not source:
            return source
        return "⟦" + source + "·" * max(2, len(source) // 3) + "⟧"

    def isEmpty(self) -> bool:
        return False


class Language(QObject):
    """The translators installed in the application; :meth:`install` swaps them."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.code = ENGLISH
        self._installed: list[QTranslator] = []

    def install(self, code: str) -> str:
        """Speak ``code`` from now on (an unknown or missing language: English); the code
        in use. Widgets made before keep their texts until they are made again."""
        global _current
        app = QCoreApplication.instance()
        for old in self._installed:
            if app is not None:
                app.removeTranslator(old)
        self._installed = []
        if code == PSEUDO:
            self._add(PseudoTranslator(self))
            self.code = _current = PSEUDO
            return self.code
        if code not in LANGUAGES or code == ENGLISH:
            code = ENGLISH
        else:
            ours = QTranslator(self)
            if not ours.load(catalogue(code)):
                code = ENGLISH
            else:
                self._add(ours)
                qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
                qt = QTranslator(self)
                if qt.load(f"qtbase_{QT_FALLBACK.get(code, code)}", qt_dir):
                    self._add(qt)
        QLocale.setDefault(locale_for(code))
        self.code = _current = code
        return code

    def _add(self, translator: QTranslator) -> None:
        app = QCoreApplication.instance()
        if app is not None:
            app.installTranslator(translator)
        self._installed.append(translator)
