"""A place-value number read aloud in the languages the window speaks.

English follows :mod:`.words` (American classroom readings). The others write whole
numbers as their schools do, and read a decimal part digit by digit after the word for
the decimal comma ("komma", "virgule"), as is usual in those languages. No library is
used: the numbers here have at most six digits, and the rules of each language fit in a
few lines (num2words, the usual library, is LGPL and brings more than this needs).

>>> read(Number((6, 3, 4, 1)), "de")
'sechstausenddreihunderteinundvierzig'
>>> read(Number((6, 3, 4, 1)), "fr")
'six mille trois cent quarante et un'
>>> read(Number((6, 5, 4, 3, 2), 3), "sv")
'sextiofem komma fyra tre två'
"""

from __future__ import annotations

from collections.abc import Callable

from yachtdice.core.modes.place_value.rules import Number
from yachtdice.core.modes.place_value.words import integer_words, words

# -- German -------------------------------------------------------------------------------------
_DE_SMALL = ("null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun",
             "zehn", "elf", "zwölf", "dreizehn", "vierzehn", "fünfzehn", "sechzehn", "siebzehn",
             "achtzehn", "neunzehn")
_DE_TENS = ("", "", "zwanzig", "dreißig", "vierzig", "fünfzig", "sechzig", "siebzig", "achtzig",
            "neunzig")


def _de_below_100(n: int) -> str:
    if n < 20:
        return _DE_SMALL[n]
    tens, ones = divmod(n, 10)
    if not ones:
        return _DE_TENS[tens]
    return ("ein" if ones == 1 else _DE_SMALL[ones]) + "und" + _DE_TENS[tens]


def _de_below_1000(n: int) -> str:
    hundreds, rest = divmod(n, 100)
    head = ("ein" if hundreds == 1 else _DE_SMALL[hundreds]) + "hundert" if hundreds else ""
    return head + (_de_below_100(rest) if rest else "")


def german(n: int) -> str:
    """Whole numbers in German, one word below a million.

    >>> german(101), german(21_000), german(1), german(101_000), german(1_001)
    ('einhunderteins', 'einundzwanzigtausend', 'eins', 'einhunderteintausend', 'eintausendeins')
    >>> german(6_000), german(17), german(70)
    ('sechstausend', 'siebzehn', 'siebzig')
    """
    if n == 0:
        return "null"
    thousands, rest = divmod(n, 1000)
    head = ""
    if thousands:  # "eins" only ends a number: einundzwanzigtausend, einhunderteintausend
        head = _de_below_1000(thousands)
        head = (head[:-1] if head.endswith("eins") else head) + "tausend"
    return head + (_de_below_1000(rest) if rest else "")


# -- Dutch --------------------------------------------------------------------------------------
_NL_SMALL = ("nul", "een", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen",
             "tien", "elf", "twaalf", "dertien", "veertien", "vijftien", "zestien", "zeventien",
             "achttien", "negentien")
_NL_TENS = ("", "", "twintig", "dertig", "veertig", "vijftig", "zestig", "zeventig", "tachtig",
            "negentig")


def _nl_below_100(n: int) -> str:
    if n < 20:
        return _NL_SMALL[n]
    tens, ones = divmod(n, 10)
    if not ones:
        return _NL_TENS[tens]
    unit = _NL_SMALL[ones]
    return unit + ("ën" if unit.endswith("e") else "en") + _NL_TENS[tens]


def _nl_below_1000(n: int) -> str:
    hundreds, rest = divmod(n, 100)
    head = ("" if hundreds == 1 else _NL_SMALL[hundreds]) + "honderd" if hundreds else ""
    return head + (_nl_below_100(rest) if rest else "")


def dutch(n: int) -> str:
    """Whole numbers in Dutch, one word up to a thousand, a space after "duizend".

    >>> dutch(6341), dutch(1100), dutch(22)
    ('zesduizend driehonderdeenenveertig', 'duizend honderd', 'tweeëntwintig')
    """
    if n == 0:
        return "nul"
    thousands, rest = divmod(n, 1000)
    parts = []
    if thousands:
        parts.append(("" if thousands == 1 else _nl_below_1000(thousands)) + "duizend")
    if rest:
        parts.append(_nl_below_1000(rest))
    return " ".join(parts)


# -- Swedish ------------------------------------------------------------------------------------
_SV_SMALL = ("noll", "ett", "två", "tre", "fyra", "fem", "sex", "sju", "åtta", "nio", "tio",
             "elva", "tolv", "tretton", "fjorton", "femton", "sexton", "sjutton", "arton",
             "nitton")
_SV_TENS = ("", "", "tjugo", "trettio", "fyrtio", "femtio", "sextio", "sjuttio", "åttio",
            "nittio")


def _sv_below_1000(n: int) -> str:
    hundreds, rest = divmod(n, 100)
    head = _SV_SMALL[hundreds] + "hundra" if hundreds else ""
    if rest < 20:
        return head + (_SV_SMALL[rest] if rest else "")
    tens, ones = divmod(rest, 10)
    return head + _SV_TENS[tens] + (_SV_SMALL[ones] if ones else "")


def swedish(n: int) -> str:
    """Whole numbers in Swedish, a space after the thousands.

    >>> swedish(6341), swedish(21), swedish(1000), swedish(101_000)
    ('sextusen trehundrafyrtioett', 'tjugoett', 'ettusen', 'etthundraettusen')
    """
    if n == 0:
        return "noll"
    thousands, rest = divmod(n, 1000)
    parts = []
    if thousands:  # ett + tusen is written with two t: ettusen
        parts.append((_sv_below_1000(thousands) + "tusen").replace("etttusen", "ettusen"))
    if rest:
        parts.append(_sv_below_1000(rest))
    return " ".join(parts)


# -- Danish (tens counted in twenties) ----------------------------------------------------------
_DA_SMALL = ("nul", "en", "to", "tre", "fire", "fem", "seks", "syv", "otte", "ni", "ti",
             "elleve", "tolv", "tretten", "fjorten", "femten", "seksten", "sytten", "atten",
             "nitten")
_DA_TENS = ("", "", "tyve", "tredive", "fyrre", "halvtreds", "tres", "halvfjerds", "firs",
            "halvfems")


def _da_below_100(n: int) -> str:
    if n < 20:
        return _DA_SMALL[n]
    tens, ones = divmod(n, 10)
    return (_DA_SMALL[ones] + "og" if ones else "") + _DA_TENS[tens]


def _da_below_1000(n: int) -> str:
    hundreds, rest = divmod(n, 100)
    if not hundreds:
        return _da_below_100(rest)
    head = ("et" if hundreds == 1 else _DA_SMALL[hundreds]) + " hundrede"
    return head + (" og " + _da_below_100(rest) if rest else "")


def danish(n: int) -> str:
    """Whole numbers in Danish, tens counted in twenties, og before the last part.

    >>> danish(6341), danish(95), danish(1000)
    ('seks tusind tre hundrede og enogfyrre', 'femoghalvfems', 'et tusind')
    """
    if n == 0:
        return "nul"
    thousands, rest = divmod(n, 1000)
    parts = []
    if thousands:
        parts.append(("et" if thousands == 1 else _da_below_1000(thousands))
                     + " tusind")
    if rest:
        below = _da_below_1000(rest)
        parts.append(("og " + below) if thousands and rest < 100 else below)
    return " ".join(parts)


# -- Norwegian Bokmål ---------------------------------------------------------------------------
_NB_SMALL = ("null", "en", "to", "tre", "fire", "fem", "seks", "sju", "åtte", "ni", "ti",
             "elleve", "tolv", "tretten", "fjorten", "femten", "seksten", "sytten", "atten",
             "nitten")
_NB_TENS = ("", "", "tjue", "tretti", "førti", "femti", "seksti", "sytti", "åtti", "nitti")


def _nb_below_100(n: int) -> str:
    if n < 20:
        return _NB_SMALL[n]
    tens, ones = divmod(n, 10)
    return _NB_TENS[tens] + (_NB_SMALL[ones] if ones else "")


def _nb_below_1000(n: int) -> str:
    hundreds, rest = divmod(n, 100)
    if not hundreds:
        return _nb_below_100(rest)
    head = ("ett" if hundreds == 1 else _NB_SMALL[hundreds]) + " hundre"
    return head + (" og " + _nb_below_100(rest) if rest else "")


def norwegian(n: int) -> str:
    """Whole numbers in Norwegian Bokmål, og before the last part.

    >>> norwegian(6341), norwegian(1005)
    ('seks tusen tre hundre og førtien', 'ett tusen og fem')
    """
    if n == 0:
        return "null"
    thousands, rest = divmod(n, 1000)
    parts = []
    if thousands:
        parts.append(("ett" if thousands == 1 else _nb_below_1000(thousands)) + " tusen")
    if rest:
        below = _nb_below_1000(rest)
        parts.append(("og " + below) if thousands and rest < 100 else below)
    return " ".join(parts)


# -- French (traditional spelling) --------------------------------------------------------------
_FR_SMALL = ("zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf",
             "dix", "onze", "douze", "treize", "quatorze", "quinze", "seize", "dix-sept",
             "dix-huit", "dix-neuf")
_FR_TENS = ("", "", "vingt", "trente", "quarante", "cinquante", "soixante")


def _fr_below_100(n: int, final: bool) -> str:
    if n < 20:
        return _FR_SMALL[n]
    tens, ones = divmod(n, 10)
    if tens in (7, 9):  # soixante-dix, quatre-vingt-dix: the teens after 60 or 80
        base = "soixante" if tens == 7 else "quatre-vingt"
        teen = _FR_SMALL[10 + ones]
        return base + (" et " if tens == 7 and ones == 1 else "-") + teen
    if tens == 8:
        return "quatre-vingt" + ("-" + _FR_SMALL[ones] if ones else ("s" if final else ""))
    word = _FR_TENS[tens]
    if ones == 1:
        return word + " et un"
    return word + ("-" + _FR_SMALL[ones] if ones else "")


def _fr_below_1000(n: int, final: bool) -> str:
    hundreds, rest = divmod(n, 100)
    parts = []
    if hundreds:
        word = "cent" if hundreds == 1 else _FR_SMALL[hundreds] + " cent"
        if hundreds > 1 and not rest and final:
            word += "s"
        parts.append(word)
    if rest:
        parts.append(_fr_below_100(rest, final))
    return " ".join(parts)


def french(n: int) -> str:
    """Whole numbers in French, traditional spelling.

    >>> french(80), french(200), french(280_000), french(71), french(1001)
    ('quatre-vingts', 'deux cents', 'deux cent quatre-vingt mille', 'soixante et onze', 'mille un')
    """
    if n == 0:
        return "zéro"
    thousands, rest = divmod(n, 1000)
    parts = []
    if thousands:
        parts.append("mille" if thousands == 1 else _fr_below_1000(thousands, False) + " mille")
    if rest:
        parts.append(_fr_below_1000(rest, True))
    return " ".join(parts)


WHOLE: dict[str, Callable[[int], str]] = {
    "en": integer_words, "da": danish, "de": german, "fr": french, "nb": norwegian,
    "nl": dutch, "sv": swedish,
}
COMMA = {"da": "komma", "de": "Komma", "fr": "virgule", "nb": "komma", "nl": "komma",
         "sv": "komma"}


def read(number: Number, language: str) -> str:
    """``number`` in words in ``language`` (a code of :data:`WHOLE`; any other: English)."""
    if language not in COMMA:
        return words(number)
    whole_digits = number.digits[:number.whole_places]
    whole = int("".join(map(str, whole_digits))) if whole_digits else 0
    spoken = WHOLE[language](whole)
    decimals = number.digits[number.whole_places:]
    if not decimals or not any(decimals):
        return spoken
    digits = " ".join(WHOLE[language](d) for d in decimals)
    return f"{spoken} {COMMA[language]} {digits}"
