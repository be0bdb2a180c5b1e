"""The window's language: the app's translations and Qt's own (OK, Cancel, Yes, No).

The compiled translations are package data under ``resources/i18n`` (built from the
``.ts`` sources, in the repository's top-level ``resources/i18n``, by
``packaging/update-translations``). The language is the player's
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

import os
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale, QObject

from yachtdice.core.text import QT_TRANSLATE_NOOP, Template, Text, counted, english_numerus
from yachtdice.resources import resource_path
from yachtdice.store.safe_files import FileRefused, open_regular

if TYPE_CHECKING:  # English, the usual start's language, needs no translator: their types,
    # and the check of a compiled file, come with the first other language
    from PySide6.QtCore import QTranslator

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

#: Qt's own button texts (QMessageBox's and QDialogButtonBox's standard buttons), in the
#: contexts Qt asks for them, so that our files carry them too: PySide6 ships no Qt
#: translation for Bokmål, and ours is consulted before Qt's (see :meth:`Language.install`)
QT_BUTTONS = (
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save All"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Open"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&Yes"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Yes to &All"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&No"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "N&o to All"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Abort"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Retry"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Ignore"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Close"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Discard"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Help"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Apply"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Reset"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Restore Defaults"),
    # the GNOME desktop's theme names a few of them its own way
    QT_TRANSLATE_NOOP("QGnomeTheme", "&OK"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "&Save"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "&Cancel"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "&Close"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "Close without Saving"),
)

_current = ENGLISH  # the language last installed (see :func:`current_language`)


def current_language() -> str:
    """The code of the language the window speaks now (``"en"``, ``"de"``, ``"pseudo"``)."""
    return _current


def catalogue(code: str) -> str:
    """The compiled file of the app's translation into ``code``."""
    return str(resource_path("i18n", f"yachtdice_{code}.qm"))


#: said in English: the language that would have said it is the one refused
_DAMAGED = ("The translation into {language} cannot be used ({problem}), so the window "
            "speaks English.")
_NOTICE: list[str] = []


def _damaged(path: str) -> str | None:
    """What is wrong with the compiled translation at ``path`` (None: Qt may load it, or
    it is missing, which Qt's loader says itself)."""
    from yachtdice.ui.qm_file import LIMIT, problem

    try:
        with open_regular(path, LIMIT) as fh:
            data = fh.read(LIMIT + 1)
    except FileRefused as exc:
        return None if not os.path.lexists(path) else str(exc).split(": ", 1)[-1]
    return problem(data)


def take_language_notice() -> str | None:
    """The sentence saying that a translation was refused, once (then None until it
    happens again): the window shows it in its status line."""
    return _NOTICE.pop() if _NOTICE else None


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


def locale_for(code: str, system: QLocale | None = None) -> QLocale:
    """How numbers and dates are written in ``code``: the desktop's own locale (``system``,
    by default Qt's) when it is of that language (its country's habits kept: en_GB, de_CH;
    the plain C locale counts as English), else the language's. English spoken because the
    desktop's language is not offered (tr_TR, ar_EG) writes as the C locale does (ISO dates,
    plain digits) rather than as the United States do."""
    system = QLocale.system() if system is None else system
    language = "en" if system.language() == QLocale.Language.C else system.name().split("_")[0]
    if language == code:
        return system
    return QLocale.c() if code == ENGLISH else QLocale(code)


#: sentences already translated, by what they are made of and the locale's name: a card
#: says the same few hundred sentences at every change of the game (a third of a window
#: test's CPU went to saying them again); forgotten whenever a language is installed
_SAID: dict[tuple[object, ...], str] = {}
_SAID_AT_MOST = 50_000
#: how many times what was said has been forgotten (a language installed): see :func:`saying`
_FORGOTTEN = [0]


def forget_translations() -> None:
    """Translators were installed or removed outside :class:`Language` (tests do): what
    :func:`translated` remembered is said afresh."""
    _SAID.clear()
    _FORGOTTEN[0] += 1


def saying() -> tuple[str, int]:
    """What the window's sentences are said in now: the locale's name and how many times
    translations were forgotten. Whatever remembers sentences (a card's cells) keeps them
    under this, and says them afresh when it changes."""
    return QLocale().name(), _FORGOTTEN[0]


def _made_of(text: Text) -> tuple[object, ...]:
    """What ``text`` is made of, nested sentences by theirs (two sentences of the same
    English under other contexts are told apart). Raises TypeError for a value that cannot
    be a key."""
    values = tuple((key, _made_of(value) if isinstance(value, Text) else (type(value), value))
                   for key, value in text.values)
    hash(values)
    return (text.context, text.template, values, text.capital)


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
    locale = QLocale()
    key: tuple[object, ...] | None
    try:
        key = (locale.name(), *_made_of(text))
    except TypeError:
        key = None
    said = None if key is None else _SAID.get(key)
    if said is not None:
        return said
    result = _translated(text, locale)
    if key is not None:
        if len(_SAID) >= _SAID_AT_MOST:
            _SAID.clear()
        _SAID[key] = result
    return result


def _translated(text: Text, locale: QLocale) -> str:
    count = dict(text.values).get("n")
    if counted(text.context, text.template) and isinstance(count, int):
        template = numerus(text.context, text.template, count)
    else:
        template = QCoreApplication.translate(text.context, text.template)
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


def reason_of(exc: BaseException) -> str:
    """Why ``exc`` happened, in the window's language where it was said as a core sentence
    (a refused file, a store's refusal); else in its own words."""
    message = exc.args[0] if len(exc.args) == 1 else None
    return translated(message) if isinstance(message, Text) else str(exc)


def numerus(context: str, source: str, n: int) -> str:
    """``source`` (a template with ``%Ln`` and plural forms, see
    :class:`yachtdice.core.text.Numerus`) for ``n`` things in the window's language, the
    count written as the locale writes numbers; English (no translation to ask) takes
    ``(s)`` and ``[one|many]`` by the count.

    >>> numerus("rules", "Scores %Ln point(s).", 1)
    'Scores 1 point.'
    """
    number = QLocale().toString(n)
    found = QCoreApplication.translate(context, source, None, n)
    if found == source.replace("%Ln", number).replace("%n", str(n)):
        return english_numerus(source, n, number)
    return found


def _pseudo_translator(parent: QObject) -> QTranslator:
    """A translator that makes every string longer by a third and brackets it: a screen with
    any English left shows it at once (``--language pseudo`` and the pseudo-translation
    test)."""
    from PySide6.QtCore import QTranslator

    class PseudoTranslator(QTranslator):
        def translate(self, context: str, source: str, disambiguation: str | None = None,
                      n: int = -1) -> str:
            if not source:
                return source
            return "⟦" + source + "·" * max(2, len(source) // 3) + "⟧"

        def isEmpty(self) -> bool:
            return False

    return PseudoTranslator(parent)


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
        forget_translations()
        app = QCoreApplication.instance()
        for old in self._installed:
            if app is not None:
                app.removeTranslator(old)
        self._installed = []
        if code == PSEUDO:
            self._add(_pseudo_translator(self))
            self.code = _current = PSEUDO
            return self.code
        if code not in LANGUAGES or code == ENGLISH:
            code = ENGLISH
        else:
            from PySide6.QtCore import QLibraryInfo, QTranslator

            ours = QTranslator(self)
            damaged = _damaged(catalogue(code))
            if damaged is not None:  # never given to Qt: English, said once
                _NOTICE[:] = [_DAMAGED.format(language=LANGUAGES[code], problem=damaged)]
                code = ENGLISH
            elif not ours.load(catalogue(code)):
                code = ENGLISH
            else:
                qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
                qt = QTranslator(self)
                if qt.load(f"qtbase_{QT_FALLBACK.get(code, code)}", qt_dir):
                    self._add(qt)
                self._add(ours)  # installed last, asked first: our button texts win
        QLocale.setDefault(locale_for(code))
        self.code = _current = code
        return code

    def _add(self, translator: QTranslator) -> None:
        app = QCoreApplication.instance()
        if app is not None:
            app.installTranslator(translator)
        self._installed.append(translator)


_APP_LANGUAGE: Language | None = None


def app_language() -> Language:
    """The application's one :class:`Language` (made when first asked for)."""
    global _APP_LANGUAGE
    if _APP_LANGUAGE is None:
        _APP_LANGUAGE = Language(QCoreApplication.instance())
    return _APP_LANGUAGE


def known(code: str) -> bool:
    """``code`` names a language the app can speak (or the pseudo-translation)."""
    return code in LANGUAGES or code == PSEUDO


def start_language(setting: str | None, asked: str | None = None) -> str:
    """Install the language at start-up, before the first window is made: ``asked`` (the
    command line's ``--language``), else the player's setting, else the desktop's; the
    code in use. Loading a compiled translation takes about a millisecond."""
    if asked == PSEUDO:
        return app_language().install(PSEUDO)
    code = choose(asked if asked is not None else setting, QLocale.system().uiLanguages(),
                  shipped())
    return app_language().install(code)
