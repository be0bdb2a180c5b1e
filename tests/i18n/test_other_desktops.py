"""A desktop in a language the app does not offer (Turkish, Egyptian Arabic) gets English
texts with the C locale's forms: ISO dates, plain digits and A4 paper, not the United
States' 3/3/26, 6,341 and Letter (issue 36). Each run is a program of its own, started with
that desktop's environment as a player's session would start it."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

SCRIPT = """
from datetime import date
from PySide6.QtWidgets import QApplication
app = QApplication([])
from yachtdice.ui.i18n import start_language
from yachtdice.ui.widgets.locale_text import day, decimal, whole
from yachtdice.printing import paper
print(start_language(None), day(date(2026, 3, 3)), whole(6341), decimal(1.5),
      paper().id().name)
"""


def speak(locale: str) -> str:
    env = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_MESSAGES")}
    env.update(LC_ALL=f"{locale}.UTF-8", LANG=f"{locale}.UTF-8", QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", SCRIPT], env=env, capture_output=True,
                          text=True, timeout=120, check=True)
    return done.stdout.strip()


@pytest.mark.parametrize("locale", ["tr_TR", "ar_EG"])
def test_a_language_not_offered_speaks_english_with_iso_dates(locale: str) -> None:
    assert speak(locale) == "en 2026-03-03 6341 1.5 A4"


@pytest.mark.slow
def test_an_english_desktop_keeps_its_own_habits() -> None:
    assert speak("en_US") == "en 3/3/26 6,341 1.5 Letter"
    assert speak("en_GB") == "en 03/03/2026 6,341 1.5 A4"
