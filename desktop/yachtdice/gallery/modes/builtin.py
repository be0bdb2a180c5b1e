"""The built-in games' screens for the gallery: registered explicitly when it starts."""

from __future__ import annotations

from yachtdice.gallery.modes import pips, place_value, register, word


def install() -> None:
    """Register the built-in games' screens (again: no change)."""
    for game in (pips.GAME_SCREENS, word.GAME_SCREENS, place_value.GAME_SCREENS):
        register(game)
