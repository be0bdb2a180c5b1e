"""Issue 37: a symbolic link at settings.ini is never written through (Qt replaced the file
it named): the link is moved aside, the settings start from the defaults, and the first
window says so in one sentence."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from yachtdice.ui.settings import Settings, take_notice

pytestmark = pytest.mark.skipif(not hasattr(os, "symlink"), reason="links are POSIX")


def test_a_link_at_settings_ini_is_moved_aside_and_its_target_left_alone(
        private_data_dir: Path) -> None:
    folder = private_data_dir / "data"
    folder.mkdir(parents=True)
    victim = private_data_dir / "precious.txt"
    victim.write_text("[look]\nlanguage=de\n# a file of someone else's\n")
    (folder / "settings.ini").symlink_to(victim)
    take_notice()
    settings = Settings()
    settings.speed = "fast"
    settings.sync()
    assert victim.read_text() == "[look]\nlanguage=de\n# a file of someone else's\n"
    written = folder / "settings.ini"
    assert not written.is_symlink() and "speed=fast" in written.read_text()
    aside = [p for p in folder.iterdir() if p.name.startswith("settings.ini.unreadable-")]
    assert len(aside) == 1 and aside[0].is_symlink()
    notice = take_notice()
    assert notice is not None and str(notice) == (
        f"Some settings could not be read and were set aside as {aside[0].name}; the "
        "defaults are used instead.")
    assert take_notice() is None
