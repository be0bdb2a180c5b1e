"""The look: light, dark and high-contrast palettes, the table's colours, one colour per player.

The theme follows the desktop (its colour scheme and its contrast preference) and
switches live when they change, unless the player picked one in Settings ▸ Theme.
``YACHTDICE_THEME=light|dark|contrast`` overrides both (screenshots, tests).

Every text colour of the high-contrast palette meets WCAG AA (4.5:1) against the
colour it is drawn on; :func:`contrast_ratio` is the WCAG 2 formula, so this is checked
by computing it (tests/ui/test_look.py).
"""

from __future__ import annotations

import os
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import (
    QAction,
    QColor,
    QGuiApplication,
    QPalette,
)
from PySide6.QtWidgets import QApplication, QLabel, QMenu

from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.core.values import value_type
from yachtdice.ui.i18n import translated
from yachtdice.ui.settings import THEMES, Settings

THEME_LABELS = {"system": QT_TRANSLATE_NOOP("Theme", "&Follow the Desktop"),
                "light": QT_TRANSLATE_NOOP("Theme", "&Light"),
                "dark": QT_TRANSLATE_NOOP("Theme", "&Dark"),
                "contrast": QT_TRANSLATE_NOOP("Theme", "&High Contrast")}

# Okabe and Ito's colour-blind-safe set (black swapped for a grey that shows on dark themes)
PLAYER_COLOURS = ("#0072B2", "#E69F00", "#009E73", "#D55E00", "#56B4E9", "#CC79A7",
                  "#F0E442", "#8C8C8C")

_R = QPalette.ColorRole
_G = QPalette.ColorGroup

# each role: (light, dark, high contrast)
_COLOURS = {
    _R.Window: ("#efede6", "#23262e", "#000000"),
    _R.WindowText: ("#1d2330", "#e6e8ee", "#ffffff"),
    _R.Base: ("#fffdf6", "#1b1e24", "#000000"),
    _R.AlternateBase: ("#f5f2e8", "#262a33", "#141414"),
    _R.Text: ("#1d2330", "#e6e8ee", "#ffffff"),
    _R.Button: ("#e6e2d6", "#2d313b", "#000000"),
    _R.ButtonText: ("#1d2330", "#e6e8ee", "#ffffff"),
    _R.Highlight: ("#2a62c9", "#2a62c9", "#ffd400"),
    _R.HighlightedText: ("#ffffff", "#ffffff", "#000000"),
    _R.Link: ("#1f56b3", "#8ab4ff", "#7fd7ff"),
    _R.ToolTipBase: ("#fffdf6", "#2d313b", "#000000"),
    _R.ToolTipText: ("#1d2330", "#e6e8ee", "#ffffff"),
    _R.PlaceholderText: ("#6b6f78", "#8a909c", "#c8c8c8"),
    _R.BrightText: ("#ffffff", "#ffffff", "#ffffff"),
    _R.Mid: ("#c9c4b6", "#3a3f4b", "#ffffff"),
    _R.Dark: ("#a29d8f", "#15171c", "#ffffff"),
    _R.Light: ("#ffffff", "#3d424e", "#ffffff"),
    _R.Midlight: ("#f3f0e8", "#343843", "#ffffff"),
    _R.Shadow: ("#5a5648", "#000000", "#ffffff"),
}
_DISABLED_TEXT = ("#6e6a60", "#8d929e", "#c8c8c8")
_COLUMN = {"light": 0, "dark": 1, "contrast": 2}

_active = "light"


def palette_for(theme: str) -> QPalette:
    """The palette of ``theme`` (light, dark or contrast)."""
    column = _COLUMN[theme]
    palette = QPalette()
    for role, colours in _COLOURS.items():
        palette.setColor(role, QColor(colours[column]))
    for role in (_R.Text, _R.WindowText, _R.ButtonText):
        palette.setColor(_G.Disabled, role, QColor(_DISABLED_TEXT[column]))
    return palette


def dark_palette() -> QPalette:
    return palette_for("dark")


def active() -> str:
    """The theme applied last: light, dark or contrast."""
    return _active


def _linear(channel: float) -> float:
    return channel / 12.92 if channel <= 0.03928 else ((channel + 0.055) / 1.055) ** 2.4


def luminance(colour: QColor) -> float:
    """WCAG 2 relative luminance."""
    return (0.2126 * _linear(colour.redF()) + 0.7152 * _linear(colour.greenF())
            + 0.0722 * _linear(colour.blueF()))


def contrast_ratio(a: QColor, b: QColor) -> float:
    """WCAG 2 contrast ratio, 1 to 21."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def player_colour(seat: int) -> QColor:
    return QColor(PLAYER_COLOURS[seat % len(PLAYER_COLOURS)])


def text_on(background: QColor) -> QColor:
    """Black or white, whichever reads better on ``background``."""
    black, white = QColor("#000000"), QColor("#ffffff")
    return black if contrast_ratio(black, background) >= contrast_ratio(white, background) \
        else white


@value_type(eq=False)  # painted, never compared (the cache keys its colours)
class TableColours:
    """The tray: felt, its wooden rim, and the light falling on them."""

    felt: QColor
    felt_shade: QColor
    rim: QColor
    rim_light: QColor
    rim_dark: QColor

    @classmethod
    def current(cls) -> TableColours:
        if _active == "contrast":
            return cls(felt=QColor("#000000"), felt_shade=QColor("#000000"),
                       rim=QColor("#ffffff"), rim_light=QColor("#ffffff"),
                       rim_dark=QColor("#ffffff"))
        if _active == "dark":
            return cls(felt=QColor("#1d5a41"), felt_shade=QColor("#103726"),
                       rim=QColor("#4a3426"), rim_light=QColor("#6b4d37"),
                       rim_dark=QColor("#2a1c13"))
        return cls(felt=QColor("#2f8a62"), felt_shade=QColor("#1c5a3f"),
                   rim=QColor("#8a5a36"), rim_light=QColor("#b07a4f"),
                   rim_dark=QColor("#5b3a22"))


def wanted(choice: str, scheme: Qt.ColorScheme,
           contrast: Qt.ContrastPreference = Qt.ContrastPreference.NoPreference) -> str:
    """The theme to show for the player's ``choice`` and the desktop's preferences."""
    override = os.environ.get("YACHTDICE_THEME", "").lower()
    if override in ("light", "dark", "contrast"):
        return override
    if choice in ("light", "dark", "contrast"):
        return choice
    if contrast == Qt.ContrastPreference.HighContrast:
        return "contrast"
    return "dark" if scheme == Qt.ColorScheme.Dark else "light"


def frame_colour(palette: QPalette) -> QColor:
    """The edge of a control on the current theme's window: the text colour on high
    contrast; on dark, a grey between window and text that stands out as much as Fusion's
    outline does on the light theme (about 2:1)."""
    if _active == "contrast":
        return palette.color(_R.WindowText)
    window, text = palette.color(_R.Window), palette.color(_R.WindowText)
    share = 0.3

    def mix(w: float, x: float) -> float:
        return w + share * (x - w)
    return QColor.fromRgbF(mix(window.redF(), text.redF()), mix(window.greenF(), text.greenF()),
                           mix(window.blueF(), text.blueF()))


#: what a QApplication is made with to start in Fusion (:func:`yachtdice.ui.app.make_application`)
FUSION_ARGUMENTS = ("-style", "Fusion")


def apply_theme(app: QApplication, choice: str = "system",
                scheme: Qt.ColorScheme | None = None, *, in_fusion: bool = False) -> str:
    """Set the style and palette for ``choice``; returns the theme shown.

    ``scheme`` is the desktop's colour scheme when it has just changed (else asked for);
    ``in_fusion``: the application was made in Fusion (:data:`FUSION_ARGUMENTS`), so its
    style is not asked for (that would make PySide6 build QStyle's Python type and its
    many enums, ~5 ms, before the first paint).
    """
    global _active
    hints = QGuiApplication.styleHints()
    theme = wanted(choice, hints.colorScheme() if scheme is None else scheme,
                   hints.accessibility().contrastPreference())
    _active = theme
    if not in_fusion and app.style().name().lower() != "fusion":
        app.setStyle("Fusion")
    palette = palette_for(theme)
    app.setPalette(palette)  # (this drops the palettes set below for the theme before)
    if theme != "light":
        _edge_controls(app, palette)
    return theme


#: controls that Fusion edges in its outline, a shade darker than the window
EDGED = ("QCheckBox", "QRadioButton", "QLineEdit", "QAbstractSpinBox")


def _edge_controls(app: QApplication, palette: QPalette) -> None:
    """Fusion edges a checkbox, a text field and a spin box in its outline, the window's
    colour darker by 140%: nearly invisible on the dark theme and black on high contrast's
    black (an empty checkbox or field was not there at all). These controls draw nothing
    else in the window's colour, so theirs is set to what that outline makes
    :func:`frame_colour`. (A palette for a kind of control is Qt's own: no proxy style
    sending every control the app paints through Python.)"""
    edged = QPalette(palette)
    edged.setColor(_R.Window, frame_colour(palette).lighter(140))
    for kind in EDGED:
        app.setPalette(edged, kind)  # type: ignore[arg-type]  # (stubs: bytes; it takes str)


def follow_desktop(app: QApplication, choice: Callable[[], str]) -> Callable[[], None]:
    """Re-apply the theme when the desktop's colour scheme or contrast preference changes.

    Returns a function that stops following.
    """
    hints = QGuiApplication.styleHints()

    def scheme_changed(scheme: Qt.ColorScheme) -> None:
        apply_theme(app, choice(), scheme)

    def contrast_changed(_: Qt.ContrastPreference) -> None:
        apply_theme(app, choice())

    hints.colorSchemeChanged.connect(scheme_changed)
    hints.accessibility().contrastPreferenceChanged.connect(contrast_changed)

    def stop() -> None:
        hints.colorSchemeChanged.disconnect(scheme_changed)
        hints.accessibility().contrastPreferenceChanged.disconnect(contrast_changed)

    return stop


def reduced_motion() -> bool:
    """The desktop asks for less animation (or YACHTDICE_REDUCED_MOTION=1 does)."""
    from PySide6.QtWidgets import QStyle  # its many enums are made on import: not at start

    if os.environ.get("YACHTDICE_REDUCED_MOTION", "") == "1":
        return True
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return False
    # the desktops that switch animations off report a zero animation duration to Qt
    return app.style().styleHint(QStyle.StyleHint.SH_Widget_Animation_Duration) == 0


def theme_menu(menu: QMenu, settings: Settings, parent: QObject) -> dict[str, QAction]:
    """Settings ▸ Theme: one checkable action per choice; a choice applies at once."""
    from PySide6.QtGui import QActionGroup  # with the menu: not before the first paint

    group = QActionGroup(parent)
    actions: dict[str, QAction] = {}

    def choose(key: str) -> None:
        settings.theme = key
        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_theme(app, key)

    for key in THEMES:
        action = QAction(translated(THEME_LABELS[key]), parent, checkable=True)
        action.setChecked(key == settings.theme)
        action.triggered.connect(lambda _=False, k=key: choose(k))
        group.addAction(action)
        menu.addAction(action)
        actions[key] = action
    return actions


def mark_player(label: QLabel, seat: int | None) -> None:
    """The turn banner: a bar of the player's colour beside their name."""
    if seat is None:
        label.setStyleSheet("")
        return
    colour = player_colour(seat).name()
    label.setStyleSheet(f"QLabel {{ border: 0px; border-left: 6px solid {colour}; "
                        "padding-left: 8px; }")
