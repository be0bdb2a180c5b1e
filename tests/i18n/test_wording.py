"""Sentences a player could misread (issue 36): House Rules' progress while the chance of
the upper bonus is worked out read "calculating… 49 %", the chance itself, in German,
French and Swedish; it says the share done. The words are each language's own, written
here by hand."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from yachtdice.ui.i18n import ENGLISH, Language, translated
from yachtdice.ui.modes.pips.house_rules import expected
from yachtdice.ui.widgets.locale_text import decimal

#: the bonus line while its chance is worked out, 49 % of the way
WORKING = {
    "en": "Chance of the upper bonus: working it out… (49% done)",
    "de": "Chance auf den Bonus oben: wird berechnet… (49 % erledigt)",
    "fr": "Chance d'obtenir la prime du haut : calcul en cours… (49 % effectués)",
    "sv": "Chans till bonusen: räknar… (49 % klart)",
    "da": "Chance for bonussen: regner… (49 % færdigt)",
    "nb": "Sjanse for bonusen: regner… (49 % ferdig)",
    "nl": "Kans op de bonus boven: wordt berekend… (49% klaar)",
}


@pytest.mark.parametrize("code", sorted(WORKING))
def test_the_bonus_progress_says_the_share_done(qapp: QCoreApplication, code: str) -> None:
    language = Language()
    try:
        language.install(code)
        line = expected._BONUS_WORKING.format(percent=decimal(49, 0))
        assert translated(line) == WORKING[code]
    finally:
        language.install(ENGLISH)
