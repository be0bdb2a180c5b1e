"""A teacher's Place Value card in the House Rules window, made without writing JSON.

The form shows a card in its file format (a dict) and hands every change to the window as
a whole new dict (one step of its undo stack). A card has a name, its digit dice (how
many, which faces), digits after the point, rolls per turn, and its boxes: each of a
kind the engine knows (a digit in a place, places adding up to a number, all the digits
adding up to a number, several of the same digit, wild, rounding), with its settings, the
words pupils read, and two figures worked out exactly as the card changes: the chance
that one roll of all the dice can fill it at all, and the greatest number it can hold.
Each problem the core finds is said at its field, in the form's words.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable, Container, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from yachtdice.core.errors import PathPart, Problem, as_sentence
from yachtdice.core.modes.place_value.analysis import Figure, figures
from yachtdice.core.modes.place_value.rules import (
    MAX_BOX_LABEL,
    MAX_DECIMALS,
    MAX_ORDERS,
    PLACES,
    Condition,
    Number,
    PlaceValueError,
    condition_from_dict,
    condition_id,
    place_id,
)
from yachtdice.core.rulesets import MAX_NAME
from yachtdice.core.text import QT_TRANSLATE_NOOP, Template, Text, name_in_sentence
from yachtdice.ui.i18n import translated
from yachtdice.ui.widgets.form_fields import Field, ModeForm, error_red, grouped
from yachtdice.ui.widgets.plain import plain_tip

Path = tuple[PathPart, ...]


MAX_BOXES = 20
DICE = (3, 6)  # the digit dice a card may have in the form (a file may have others)
FACES = (
    (10, QT_TRANSLATE_NOOP("PlaceValueForm", "0 to 9 (ten-sided)")),
    (6, QT_TRANSLATE_NOOP("PlaceValueForm", "1 to 6 (six-sided)")),
)
VERBS = ("must ", "needs ", "is ", "has ", "can ")


def _tr(text: str) -> str:
    """A string of the tables below (marked for translation there) in the form's language."""
    return QCoreApplication.translate("PlaceValueForm", text)


#: the places' names (the core's PLACES) as the form says them
PLACE_NAMES: dict[str, Template] = {
    "ten millions": QT_TRANSLATE_NOOP("PlaceValueForm", "ten millions"),
    "millions": QT_TRANSLATE_NOOP("PlaceValueForm", "millions"),
    "hundred thousands": QT_TRANSLATE_NOOP("PlaceValueForm", "hundred thousands"),
    "ten thousands": QT_TRANSLATE_NOOP("PlaceValueForm", "ten thousands"),
    "thousands": QT_TRANSLATE_NOOP("PlaceValueForm", "thousands"),
    "hundreds": QT_TRANSLATE_NOOP("PlaceValueForm", "hundreds"),
    "tens": QT_TRANSLATE_NOOP("PlaceValueForm", "tens"),
    "ones": QT_TRANSLATE_NOOP("PlaceValueForm", "ones"),
    "tenths": QT_TRANSLATE_NOOP("PlaceValueForm", "tenths"),
    "hundredths": QT_TRANSLATE_NOOP("PlaceValueForm", "hundredths"),
    "thousandths": QT_TRANSLATE_NOOP("PlaceValueForm", "thousandths"),
    "ten thousandths": QT_TRANSLATE_NOOP("PlaceValueForm", "ten thousandths"),
}
#: the core's sentences about a card (English, with their figures) said whole in the
#: form's language: each pattern matches one sentence, its groups fill the template
_N = r"(\d[\d,]*)"
_SAID: tuple[tuple[re.Pattern[str], Template], ...] = tuple(
    (re.compile(pattern), template)
    for pattern, template in (
        (
            rf"must be a whole number from 0 to (?P<most>{_N[1:-1]})",
            QT_TRANSLATE_NOOP("PlaceValueForm", "must be a whole number from 0 to {most}"),
        ),
        (
            r"must list two or more places",
            QT_TRANSLATE_NOOP("PlaceValueForm", "must list two or more places"),
        ),
        (
            r"each place may be named once",
            QT_TRANSLATE_NOOP("PlaceValueForm", "each place may be named once"),
        ),
        (r"must be text", QT_TRANSLATE_NOOP("PlaceValueForm", "must be text")),
        (
            r"dice have 6 sides \(1-6\) or 10 \(0-9\), not (?P<sides>-?\d+)",
            QT_TRANSLATE_NOOP("PlaceValueForm", "dice have 6 sides (1-6) or 10 (0-9), not {sides}"),
        ),
        (
            r"must be 1 to (?P<most>\d+), not (?P<value>-?\d+)",
            QT_TRANSLATE_NOOP("PlaceValueForm", "must be 1 to {most}, not {value}"),
        ),
        (
            r"(?P<dice>\d+) six-sided dice can fall in (?P<orders>[\d,]+) orders, too many for the "
            r"computer players to weigh \(at most (?P<most>[\d,]+): up to 7 six-sided or 5 "
            r"ten-sided dice\)",
            QT_TRANSLATE_NOOP(
                "PlaceValueForm",
                "{dice} six-sided dice can fall in {orders} orders, "
                "too many for the computer players to weigh (at most {most}: up to 7 "
                "six-sided or 5 ten-sided dice)",
            ),
        ),
        (
            r"(?P<dice>\d+) ten-sided dice can fall in (?P<orders>[\d,]+) orders, too many for the "
            r"computer players to weigh \(at most (?P<most>[\d,]+): up to 7 six-sided or 5 "
            r"ten-sided dice\)",
            QT_TRANSLATE_NOOP(
                "PlaceValueForm",
                "{dice} ten-sided dice can fall in {orders} orders, "
                "too many for the computer players to weigh (at most {most}: up to 7 "
                "six-sided or 5 ten-sided dice)",
            ),
        ),
        (
            r"must be 0 to (?P<most>\d+) for (?P<dice>\d+) dice, not (?P<value>-?\d+)",
            QT_TRANSLATE_NOOP("PlaceValueForm", "must be 0 to {most} for {dice} dice, not {value}"),
        ),
        (
            r"a card has 1 to 20 boxes, not (?P<count>\d+)",
            QT_TRANSLATE_NOOP("PlaceValueForm", "a card has 1 to 20 boxes, not {count}"),
        ),
        (r"(?P<id>.+) is used twice", QT_TRANSLATE_NOOP("PlaceValueForm", "{id} is used twice")),
        (
            r"must be 1-64 lowercase letters, digits, '-' or '_', starting with a letter or digit",
            QT_TRANSLATE_NOOP(
                "ruleset problems",
                "must be 1-64 lowercase letters, digits, '-' or "
                "'_', starting with a letter or digit",
            ),
        ),
        (
            r"must be 1-64 lowercase letters, digits, '-' or '_'",
            QT_TRANSLATE_NOOP(
                "ruleset problems", "must be 1-64 lowercase letters, digits, '-' or '_'"
            ),
        ),
        (
            r"these numbers have no (?P<place>[a-z ]+) place",
            QT_TRANSLATE_NOOP("PlaceValueForm", "these numbers have no {place} place"),
        ),
        (
            r"only a whole number is even or odd: these numbers have decimals",
            QT_TRANSLATE_NOOP(
                "PlaceValueForm",
                "only a whole number is even or odd: these numbers have decimals",
            ),
        ),
        (
            r"these numbers cannot be rounded to the (?P<place>[a-z ]+)",
            QT_TRANSLATE_NOOP("PlaceValueForm", "these numbers cannot be rounded to the {place}"),
        ),
        (
            r"no die shows (?P<digit>\d+)",
            QT_TRANSLATE_NOOP("PlaceValueForm", "no die shows {digit}"),
        ),
        (
            r"a number never starts with 0",
            QT_TRANSLATE_NOOP("PlaceValueForm", "a number never starts with 0"),
        ),
        (
            r"those digits cannot add up to (?P<total>\d+)",
            QT_TRANSLATE_NOOP("PlaceValueForm", "those digits cannot add up to {total}"),
        ),
        (
            r"(?P<dice>\d+) digits cannot add up to (?P<total>\d+)",
            QT_TRANSLATE_NOOP("PlaceValueForm", "{dice} digits cannot add up to {total}"),
        ),
        (
            r"must be 2 to (?P<most>\d+), not (?P<value>-?\d+)",
            QT_TRANSLATE_NOOP("PlaceValueForm", "must be 2 to {most}, not {value}"),
        ),
        (
            r"no number of these dice rounds to that",
            QT_TRANSLATE_NOOP("PlaceValueForm", "no number of these dice rounds to that"),
        ),
    )
)
_JOINED_VERB = QT_TRANSLATE_NOOP("PlaceValueForm", "{field} {problem}")
_JOINED_COLON = QT_TRANSLATE_NOOP("PlaceValueForm", "{field}: {problem}")


def said(message: str) -> str:
    """A problem's words (without its field) in the form's language: the core's English
    sentence matched whole and said by its template, its numbers as the locale writes them;
    a sentence not known here stays as the core said it."""
    if isinstance(message, Text):
        return message
    for pattern, template in _SAID:
        found = pattern.fullmatch(message)
        if found is None:
            continue
        values: dict[str, Any] = {}
        for key, value in found.groupdict().items():
            if key == "place":
                values[key] = PLACE_NAMES.get(value, value)
            elif re.fullmatch(r"-?[\d,]+", value) and key != "id":
                number = int(value.replace(",", ""))
                values[key] = grouped(number) if "," in value else number
            else:
                values[key] = value
        return template.format(**values)
    return message


def joined(subject: str, message: str) -> str:
    """A field's name and what is wrong with it, in the form's language."""
    template = _JOINED_VERB if message.startswith(VERBS) else _JOINED_COLON
    return translated(template.format(field=subject, problem=said(message)))


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def shown_number(number: Number) -> str:
    """A card's number as the locale writes it: 6,341 / 6.341 / 6 341; 65.4 / 65,4."""
    whole = int("".join(map(str, number.digits[: number.whole_places])) or "0")
    text = grouped(whole)
    if number.decimals:
        point = QLocale().decimalPoint() if QLocale().language() != QLocale.Language.C else "."
        text += point + "".join(map(str, number.digits[number.whole_places :]))
    return text


#: the palette: (kind, its name in the form), in the order offered
KINDS = (
    ("digit_in_place", QT_TRANSLATE_NOOP("PlaceValueForm", "A digit in a given place")),
    ("places_sum", QT_TRANSLATE_NOOP("PlaceValueForm", "Two places adding up to a number")),
    ("digit_sum", QT_TRANSLATE_NOOP("PlaceValueForm", "All the digits adding up to a number")),
    ("same_digits", QT_TRANSLATE_NOOP("PlaceValueForm", "Some of the same digit")),
    ("any", QT_TRANSLATE_NOOP("PlaceValueForm", "Wild: any number")),
    ("rounds_to", QT_TRANSLATE_NOOP("PlaceValueForm", "Rounds to a number")),
    ("even", QT_TRANSLATE_NOOP("PlaceValueForm", "An even number")),
    ("odd", QT_TRANSLATE_NOOP("PlaceValueForm", "An odd number")),
)
#: a condition's setting as the form names it
SETTINGS = {  # each spelled out: lupdate reads literal strings only
    "place": QT_TRANSLATE_NOOP("PlaceValueForm", "place"),
    "places": QT_TRANSLATE_NOOP("PlaceValueForm", "places"),
    "digit": QT_TRANSLATE_NOOP("PlaceValueForm", "digit"),
    "total": QT_TRANSLATE_NOOP("PlaceValueForm", "total"),
    "count": QT_TRANSLATE_NOOP("PlaceValueForm", "how many the same"),
    "value": QT_TRANSLATE_NOOP("PlaceValueForm", "rounded value"),
    "kind": QT_TRANSLATE_NOOP("PlaceValueForm", "kind"),
}
TOP = {
    "": QT_TRANSLATE_NOOP("PlaceValueForm", "The card"),
    "mode": QT_TRANSLATE_NOOP("PlaceValueForm", "The file"),
    "id": QT_TRANSLATE_NOOP("PlaceValueForm", "Id"),
    "name": QT_TRANSLATE_NOOP("PlaceValueForm", "Name"),
    "dice": QT_TRANSLATE_NOOP("PlaceValueForm", "Number of dice"),
    "dice.count": QT_TRANSLATE_NOOP("PlaceValueForm", "Number of dice"),
    "sides": QT_TRANSLATE_NOOP("PlaceValueForm", "Faces"),
    "dice.sides": QT_TRANSLATE_NOOP("PlaceValueForm", "Faces"),
    "decimals": QT_TRANSLATE_NOOP("PlaceValueForm", "Digits after the point"),
    "rolls_per_turn": QT_TRANSLATE_NOOP("PlaceValueForm", "Rolls per turn"),
    "teacher_rule": QT_TRANSLATE_NOOP("PlaceValueForm", "The teacher's rule"),
    "boxes": QT_TRANSLATE_NOOP("PlaceValueForm", "Boxes"),
}


def card_powers(data: dict[str, Any]) -> tuple[int, ...]:
    """The powers of ten of a card's places, left to right (none if its dice are unreadable)."""
    dice, decimals = _dice(data), data.get("decimals", 0)
    if dice is None or not isinstance(decimals, int) or isinstance(decimals, bool):
        return ()
    return tuple(range(dice - decimals - 1, -decimals - 1, -1))


def _dice(data: dict[str, Any]) -> int | None:
    dice = data.get("dice")
    count = dice.get("count") if isinstance(dice, dict) else None
    return count if isinstance(count, int) and not isinstance(count, bool) else None


def _sides(data: dict[str, Any]) -> int:
    dice = data.get("dice")
    sides = dice.get("sides", 6) if isinstance(dice, dict) else 6
    return sides if isinstance(sides, int) and not isinstance(sides, bool) else 6


def new_condition(kind: str, data: dict[str, Any]) -> dict[str, Any]:
    """A condition of ``kind`` that this card's dice can meet, to start from."""
    powers = card_powers(data) or (0,)
    dice = len(powers)
    top = 9 if _sides(data) == 10 else 6
    ones = 0 if 0 in powers else powers[-1]
    if kind == "digit_in_place":
        return {"kind": kind, "place": place_id(ones), "digit": top}
    if kind == "places_sum":
        return {
            "kind": kind,
            "places": [place_id(powers[0]), place_id(powers[-1])],
            "total": top + 3,
        }
    if kind == "digit_sum":
        return {"kind": kind, "total": dice * (top + (1 if top == 6 else 0)) // 2}
    if kind == "same_digits":
        return {"kind": kind, "count": min(2, dice)}
    if kind == "rounds_to":
        return {"kind": kind, "place": place_id(powers[0]), "value": (top + 1) // 2}
    if kind in ("even", "odd"):
        return {"kind": kind}
    return {"kind": "any"}


def box_id(kind: str, boxes: Sequence[Any], skip: object = None) -> str:
    """A box id starting ``kind`` (a kind, or a rule's own id: "hundreds_8"), unlike the ids
    of the card's other boxes (``skip``: the box it is for)."""
    taken = {b.get("id") for b in boxes if isinstance(b, dict) and b is not skip}
    candidate, n = kind, 2
    while candidate in taken:
        candidate, n = f"{kind}_{n}", n + 1
    return candidate


def _own_id(box_id: object, cond: Condition | None, kind: object) -> bool:
    """Whether ``box_id`` is the one a rule gave its box (``cond``'s own, or a new box's
    of ``kind``, with or without the number that made it unique), not a teacher's choice."""
    if not isinstance(box_id, str):
        return False
    stems = [str(kind)] + ([condition_id(cond)] if cond is not None else [])
    return any(re.fullmatch(rf"{re.escape(stem)}(_\d+)?", box_id) for stem in stems)


def read_condition(raw: object) -> Condition | None:
    try:
        return condition_from_dict(raw)
    except PlaceValueError:
        return None


def figure_text(figure: Figure | None) -> str:
    """'51.8% of rolls, best 6,366', or why there is none."""
    if figure is None:
        return ""
    if figure.best is None:
        return QCoreApplication.translate("PlaceValueForm", "Impossible: no roll can fill it")
    if figure.chance >= 0.9995:
        chance = QCoreApplication.translate("PlaceValueForm", "every roll")
    elif figure.chance < 0.001:
        chance = QCoreApplication.translate("PlaceValueForm", "under 0.1% of rolls")
    else:
        chance = QCoreApplication.translate("PlaceValueForm", "{percent}% of rolls").format(
            percent=QLocale().toString(100 * figure.chance, "f", 1)
        )
    return QCoreApplication.translate("PlaceValueForm", "Fills {chance}; best {number}").format(
        chance=chance, number=shown_number(figure.best)
    )


def where(path: Path, data: Mapping[str, object]) -> str:
    """The form's name of a field: 'Rolls per turn', 'Box 6 (Number whose ...), total'."""
    if len(path) >= 2 and path[0] == "boxes" and isinstance(path[1], int):
        text = box_name(path[1], data)
        key = (
            str(path[3])
            if len(path) > 3 and path[2] == "condition"
            else str(path[2])
            if len(path) > 2 and path[2] != "condition"
            else ""
        )
        setting = _tr(SETTINGS.get(key, key))
        return (
            QCoreApplication.translate("PlaceValueForm", "{box}, {setting}").format(
                box=text, setting=setting
            )
            if key
            else text
        )
    key = ".".join(str(p) for p in path)
    return _tr(TOP.get(key) or TOP.get(str(path[0]) if path else "") or key)


def box_name(row: int, data: Mapping[str, object]) -> str:
    boxes = data.get("boxes")
    box = boxes[row] if isinstance(boxes, list) and 0 <= row < len(boxes) else None
    label = box.get("label") if isinstance(box, dict) else None
    if not isinstance(label, str) or not label.strip():
        cond = read_condition(box.get("condition")) if isinstance(box, dict) else None
        label = cond.label() if cond is not None else ""
    if label:
        return QCoreApplication.translate("PlaceValueForm", "Box {number} ({label})").format(
            number=row + 1, label=name_in_sentence(label)  # a Hebrew label: never backwards
        )
    return QCoreApplication.translate("PlaceValueForm", "Box {number}").format(number=row + 1)


def problem_line(problem: Problem, data: Mapping[str, object]) -> str:
    """A problem as one line: its field in the form's words, then what is wrong."""
    return as_sentence(joined(where(problem.path, data), problem.message))


def setting_key(path: Path, other: str = "") -> str:
    """The setting of a box that ``path`` (boxes, n, condition, setting[, i]) names, as the
    form's rows key their fields ("places.1" for a place of a list; ``other`` for none)."""
    key = str(path[3]) if len(path) > 3 and path[2] == "condition" else other
    return f"places.{path[4]}" if key == "places" and len(path) > 4 else key


def problems_by_place(problems: Sequence[Problem], data: Mapping[str, object],
                      fields: Container[Path]
                      ) -> tuple[dict[Path, list[str]], dict[int, dict[str, list[str]]]]:
    """Each problem's words where the form says it: at the card's own field that ``path``
    names (or the nearest of ``fields``), or at a box's row, keyed by its setting ("box" for
    the box itself), in the form's words."""
    top: dict[Path, list[str]] = {}
    rows: dict[int, dict[str, list[str]]] = {}
    for p in problems:
        path = p.path
        if len(path) >= 2 and path[0] == "boxes" and isinstance(path[1], int):
            key = setting_key(path, str(path[2]) if len(path) > 2 else "")
            subject = where(path, data) if key in ("", "id", "kind") else \
                _capital(_tr(SETTINGS.get(key.split(".")[0], key)))
            words = as_sentence(joined(subject, p.message))
            rows.setdefault(path[1], {}).setdefault(key or "box", []).append(words)
            continue
        target = path if path in fields else path[:1]
        top.setdefault(target if target in fields else ("",), []).append(problem_line(p, data))
    return top, rows


def _condition_data(box: dict[str, Any]) -> dict[str, Any]:
    cond = box.get("condition")
    return cond if isinstance(cond, dict) else {}


class _BoxRow:
    """One box's widgets in the grid: its settings, its words, its figures, its buttons."""

    def __init__(self, form: PlaceValueForm, row: int, box: dict[str, Any]) -> None:
        self.form = form
        self.row = row
        self.settings: dict[str, QWidget] = {}
        self.outlines: dict[str, Field] = {}
        self.number = QLabel(f"{row + 1}.")
        self.params = QWidget()
        fixed = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.params.setSizePolicy(fixed)  # as tall as its fields: never squeezed by the grid
        line = QHBoxLayout(self.params)
        line.setContentsMargins(12, 0, 0, 2)
        cond = _condition_data(box)
        kind = str(cond.get("kind", ""))
        self.kind = kind
        title = dict(KINDS).get(kind)
        self.params.setToolTip(plain_tip(_tr(title) if title else kind))
        if kind == "digit_in_place":
            self._place(
                line,
                "place",
                QCoreApplication.translate("PlaceValueForm", "Place:"),
                cond.get("place"),
                whole=False,
            )
            self._spin(
                line,
                "digit",
                QCoreApplication.translate("PlaceValueForm", "Digit:"),
                0,
                9,
                cond.get("digit"),
            )
        elif kind == "places_sum":
            places = cond.get("places")
            places = places if isinstance(places, list) else []
            for i, value in enumerate(places):
                self._place(
                    line,
                    f"places.{i}",
                    QCoreApplication.translate("PlaceValueForm", "and")
                    if i
                    else QCoreApplication.translate("PlaceValueForm", "Places:"),
                    value,
                    whole=False,
                )
            self._spin(
                line,
                "total",
                QCoreApplication.translate("PlaceValueForm", "Total:"),
                0,
                99,
                cond.get("total"),
            )
        elif kind in ("digit_sum", "same_digits"):
            key = "total" if kind == "digit_sum" else "count"
            self._spin(
                line,
                key,
                QCoreApplication.translate("PlaceValueForm", "Total:")
                if kind == "digit_sum"
                else QCoreApplication.translate("PlaceValueForm", "How many:"),
                0 if kind == "digit_sum" else 2,
                99 if kind == "digit_sum" else 8,
                cond.get(key),
            )
        elif kind == "rounds_to":
            self._place(
                line,
                "place",
                QCoreApplication.translate("PlaceValueForm", "To the nearest:"),
                cond.get("place"),
                whole=True,
            )
            self._spin(
                line,
                "value",
                QCoreApplication.translate("PlaceValueForm", "Rounded:"),
                0,
                99_999_999,
                cond.get("value"),
            )
            self.settings["value"].setToolTip(
                plain_tip(
                    QCoreApplication.translate(
                        "PlaceValueForm",
                        "In units of the place rounded to: 36 to the nearest whole number, 4 to "
                        "the nearest thousand (4,000), 525 to the nearest tenth (52.5)",
                    )
                )
            )
        elif kind == "any":
            line.addWidget(QLabel(QCoreApplication.translate("PlaceValueForm", "Any number")))
        elif kind == "even":
            line.addWidget(QLabel(QCoreApplication.translate(
                "PlaceValueForm", "Its ones digit is 0, 2, 4, 6 or 8")))
        elif kind == "odd":
            line.addWidget(QLabel(QCoreApplication.translate(
                "PlaceValueForm", "Its ones digit is 1, 3, 5, 7 or 9")))
        else:
            line.addWidget(
                QLabel(
                    QCoreApplication.translate(
                        "PlaceValueForm", "A kind this version does not know"
                    )
                )
            )
        line.addStretch(1)
        self.label = QLineEdit(str(box.get("label", "")))
        self.label.setMaxLength(MAX_BOX_LABEL)
        self.label.setAccessibleName(
            QCoreApplication.translate("PlaceValueForm", "Words of box {number}").format(
                number=row + 1
            )
        )
        self.label.textEdited.connect(lambda text: form.set_label(self.row, text))
        self.label_field = Field(self.label, stretch=True, own_line=False)
        self.label_field.box.setSizePolicy(fixed)
        self.figure = QLabel()
        self.figure.setObjectName("boxFigure")
        self.figure.setTextFormat(Qt.TextFormat.PlainText)
        self.figure.setAccessibleName(
            QCoreApplication.translate("PlaceValueForm", "Figures of box {number}").format(
                number=row + 1
            )
        )
        self.up = self._button(
            "↑",
            QCoreApplication.translate("PlaceValueForm", "Move box {number} up"),
            lambda: form.move_box(self.row, self.row - 1),
        )
        self.down = self._button(
            "↓",
            QCoreApplication.translate("PlaceValueForm", "Move box {number} down"),
            lambda: form.move_box(self.row, self.row + 1),
        )
        self.remove = self._button(
            "✕",
            QCoreApplication.translate("PlaceValueForm", "Remove box {number}"),
            lambda: form.remove_box(self.row),
        )
        self.error = QLabel()
        self.error.setTextFormat(Qt.TextFormat.PlainText)
        self.error.setWordWrap(True)
        self.error.setObjectName("fieldError")
        self.error.hide()

    def _button(self, text: str, name: str, act: Callable[[], None]) -> QToolButton:
        button = QToolButton()
        button.setText(text)
        shown = name.format(number=self.row + 1)
        button.setAccessibleName(shown)
        button.setToolTip(plain_tip(shown))
        button.clicked.connect(act)
        return button

    def _spin(
        self, line: QHBoxLayout, key: str, text: str, low: int, high: int, value: object
    ) -> None:
        spin = QSpinBox()
        spin.setRange(low, high)
        if isinstance(value, int) and not isinstance(value, bool):
            spin.setRange(min(low, value), max(high, value))
            spin.setValue(value)
        spin.setAccessibleName(
            QCoreApplication.translate("PlaceValueForm", "Box {number}, {setting}").format(
                number=self.row + 1, setting=_tr(SETTINGS[key])
            )
        )
        spin.valueChanged.connect(lambda v: self.form.set_setting(self.row, key, v))
        self._add(line, key, text, spin)

    def _place(self, line: QHBoxLayout, key: str, text: str, value: object, whole: bool) -> None:
        combo = QComboBox()
        powers = card_powers(self.form.data)
        for power in powers:
            shown = (
                QCoreApplication.translate("PlaceValueForm", "whole number")
                if whole and power == 0
                else translated(PLACE_NAMES.get(PLACES[power], PLACES[power]))
            )
            combo.addItem(shown, place_id(power))
        if isinstance(value, str) and combo.findData(value) < 0:
            combo.addItem(
                QCoreApplication.translate("PlaceValueForm", "{place} (not on this card)").format(
                    place=value.replace("_", " ")
                ),
                value,
            )
        combo.setCurrentIndex(max(0, combo.findData(value)))
        combo.setAccessibleName(
            QCoreApplication.translate("PlaceValueForm", "Box {number}, {setting}").format(
                number=self.row + 1, setting=_tr(SETTINGS[key.split(".")[0]])
            )
        )
        combo.activated.connect(
            lambda _i: self.form.set_setting(self.row, key, combo.currentData())
        )
        self._add(line, key, text, combo)

    def _add(self, line: QHBoxLayout, key: str, text: str, widget: QWidget) -> None:
        label = QLabel(text)
        label.setBuddy(widget)
        line.addWidget(label)
        field = Field(widget, own_line=False)
        line.addWidget(field.box)
        self.settings[key] = widget
        self.outlines[key] = field

    def widgets(self) -> list[QWidget]:
        return [
            self.number,
            self.params,
            self.label_field.box,
            self.figure,
            self.up,
            self.down,
            self.remove,
            self.error,
        ]

    def update(self, box: dict[str, Any], read_only: bool, last: bool) -> None:
        """Show new values in place (the widget being typed in keeps its focus)."""
        cond = _condition_data(box)
        for key, widget in self.settings.items():
            name, _, index = key.partition(".")
            value = cond.get(name)
            if index and isinstance(value, list):
                value = value[int(index)] if int(index) < len(value) else None
            widget.blockSignals(True)
            if isinstance(widget, QSpinBox) and isinstance(value, int):
                widget.setRange(min(widget.minimum(), value), max(widget.maximum(), value))
                widget.setValue(value)
            elif isinstance(widget, QComboBox):
                widget.setCurrentIndex(max(0, widget.findData(value)))
            widget.setEnabled(not read_only)
            widget.blockSignals(False)
        label = str(box.get("label", ""))
        if self.label.text() != label:
            self.label.setText(label)
        self.label.setReadOnly(read_only)
        for button in (self.up, self.down, self.remove):
            button.setVisible(not read_only)
        self.up.setEnabled(self.row > 0)
        self.down.setEnabled(not last)

    def show(self, messages: dict[str, list[str]]) -> None:
        for key, field in self.outlines.items():
            field.show(messages.get(key, []) or messages.get(key.split(".")[0], []))
        self.label_field.show(messages.get("label", []))
        said = [m for lines in messages.values() for m in lines]
        self.error.setText("\n".join(said))
        self.error.setStyleSheet(f"color: {error_red()};")
        self.error.setVisible(bool(said))


class PlaceValueForm(ModeForm):
    """The form of a Place Value card (see the module's words)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.data: dict[str, Any] = {}
        self.read_only = False
        self.fields: dict[Path, Field] = {}
        self.rows: list[_BoxRow] = []
        self.figures: tuple[Figure | None, ...] = ()
        self._shape: tuple[Any, ...] = ()
        self._problems: Sequence[Problem] = ()
        form = self._build_card_fields()
        add_row = self._build_box_list()

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(form)
        layout.addLayout(add_row)
        layout.addWidget(self.boxes_field.error)
        layout.addWidget(self.box_area, 1)

    def _build_card_fields(self) -> QFormLayout:
        """The card's name and id, and its dice, decimals and rolls on one line."""
        self.name = QLineEdit()
        self.name.setMaxLength(MAX_NAME)  # the core's bound: typing stops there
        self.name.setAccessibleName(self.tr("Card name"))
        self.name.textEdited.connect(lambda t: self._set(("name",), t, self.tr("Name"), "name"))
        self.id_label = QLabel()
        self.id_label.setTextFormat(Qt.TextFormat.PlainText)
        self.id_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.dice = QSpinBox()
        self.dice.setRange(*DICE)
        self.dice.setAccessibleName(self.tr("Number of digit dice"))
        self.dice.valueChanged.connect(
            lambda v: self._set(("dice", "count"), v, self.tr("Number of dice"), "dice")
        )
        self.faces = QComboBox()
        for sides, words in FACES:
            self.faces.addItem(self.tr(words), sides)
        self.faces.setAccessibleName(self.tr("Faces of the dice"))
        self.faces.activated.connect(
            lambda _i: self._set(("dice", "sides"), self.faces.currentData(), self.tr("Faces"), "")
        )
        self.decimals = QSpinBox()
        self.decimals.setRange(0, MAX_DECIMALS)
        self.decimals.setAccessibleName(self.tr("Digits after the point"))
        self.decimals.valueChanged.connect(
            lambda v: self._set(("decimals",), v, self.tr("Digits after the point"), "decimals")
        )
        self.rolls = QSpinBox()
        self.rolls.setRange(1, 3)
        self.rolls.setAccessibleName(self.tr("Rolls per turn"))
        self.rolls.valueChanged.connect(
            lambda v: self._set(("rolls_per_turn",), v, self.tr("Rolls per turn"), "rolls")
        )

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.setVerticalSpacing(2)
        form.addRow(self.tr("&Name:"), self._field(("name",), self.name, stretch=True).box)
        form.addRow(self.tr("Id:"), self._field(("id",), self.id_label, lines=0).box)
        dice_row = QHBoxLayout()
        dice_row.setContentsMargins(0, 0, 0, 0)
        for text, widget in (
            (self.tr("&Digit dice:"), self.dice),
            (self.tr("&Faces:"), self.faces),
            (self.tr("Digits after the &point:"), self.decimals),
            (self.tr("&Rolls per turn:"), self.rolls),
        ):
            label = QLabel(text)
            label.setBuddy(widget)
            dice_row.addWidget(label)
            dice_row.addWidget(widget)
            dice_row.addSpacing(8)
        dice_row.addStretch(1)
        dice_box = QWidget()
        dice_box.setLayout(dice_row)
        self.dice_field = self._field(("dice",), dice_box, stretch=True)
        for path in (
            ("dice", "count"),
            ("sides",),
            ("dice", "sides"),
            ("decimals",),
            ("rolls_per_turn",),
            ("teacher_rule",),
            ("mode",),
            ("",),
        ):
            self.fields[path] = self.dice_field
        form.addRow(self.dice_field.box)
        return form

    def _build_box_list(self) -> QHBoxLayout:
        """The boxes, one row each in a scrolled grid, and the line that adds one (returned)."""
        self.palette_box = QComboBox()
        self.palette_box.setAccessibleName(self.tr("Kind of box to add"))
        for kind, words in KINDS:
            self.palette_box.addItem(self.tr(words), kind)
        self.add_button = QPushButton(self.tr("&Add box"))
        self.add_button.clicked.connect(self.add_box)
        add_row = QHBoxLayout()
        add_row.addWidget(QLabel(self.tr("Boxes:")))
        add_row.addStretch(1)
        add_row.addWidget(self.palette_box)
        add_row.addWidget(self.add_button)
        self.boxes_field = self._field(("boxes",), QWidget(), lines=0)

        self.grid_host = QWidget()
        self.grid = QGridLayout(self.grid_host)
        self.grid.setContentsMargins(2, 2, 2, 2)
        self.grid.setHorizontalSpacing(6)
        self.grid.setVerticalSpacing(1)
        self.box_area = QScrollArea()
        self.box_area.setWidgetResizable(True)
        self.box_area.setWidget(self.grid_host)
        self.box_area.setAccessibleName(self.tr("Boxes"))
        return add_row

    def _field(self, path: Path, widget: QWidget, stretch: bool = False, lines: int = 1) -> Field:
        field = Field(widget, stretch=stretch, lines=lines)
        self.fields[path] = field
        return field

    # -- data in ---------------------------------------------------------------------------------
    def load(self, data: dict[str, Any], read_only: bool) -> None:
        self.data = copy.deepcopy(data)
        self.read_only = read_only
        for widget, value in (
            (self.name, data.get("name", "")),
            (self.id_label, data.get("id", "")),
        ):
            if widget.text() != str(value):
                widget.setText(str(value))
        self.name.setReadOnly(read_only)
        dice = _dice(data)
        for spin, value in (
            (self.dice, dice),
            (self.decimals, data.get("decimals", 0)),
            (self.rolls, data.get("rolls_per_turn", 2)),
        ):
            spin.blockSignals(True)
            if isinstance(value, int) and not isinstance(value, bool):
                low, high = DICE if spin is self.dice else (spin.minimum(), spin.maximum())
                spin.setRange(min(low, value), max(high, value))
                spin.setValue(value)
            spin.setEnabled(not read_only)
            spin.blockSignals(False)
        self.faces.setCurrentIndex(max(0, self.faces.findData(_sides(data))))
        self.faces.setEnabled(not read_only)
        boxes = self._boxes()
        self.palette_box.setEnabled(not read_only)
        whole = not data.get("decimals")   # a number with decimals is neither even nor odd
        model = self.palette_box.model()
        for i in range(self.palette_box.count()):
            if self.palette_box.itemData(i) in ("even", "odd"):
                item = model.item(i) if isinstance(model, QStandardItemModel) else None
                if item is not None:
                    item.setEnabled(whole)
        self.add_button.setEnabled(not read_only and len(boxes) < MAX_BOXES)
        shape = (
            card_powers(data),
            read_only,
            tuple(
                (
                    str(b.get("condition", {}).get("kind"))
                    if isinstance(b.get("condition"), dict)
                    else "",
                    len(b.get("condition", {}).get("places", []))
                    if isinstance(b.get("condition"), dict)
                    and isinstance(b["condition"].get("places"), list)
                    else 0,
                )
                for b in boxes
            ),
        )
        if shape != self._shape:
            self._shape = shape
            self._rebuild(boxes)
        for i, row in enumerate(self.rows):
            row.update(boxes[i], read_only, i == len(boxes) - 1)
        self._figures(boxes)
        self.show_problems(self._problems)

    def _boxes(self) -> list[dict[str, Any]]:
        boxes = self.data.get("boxes")
        return [b if isinstance(b, dict) else {} for b in boxes] if isinstance(boxes, list) else []

    def _rebuild(self, boxes: list[dict[str, Any]]) -> None:
        focus_row = (
            next(
                (
                    r.row
                    for r in self.rows
                    for w in r.widgets()
                    if w.isAncestorOf(self.focusWidget()) or w is self.focusWidget()
                ),
                None,
            )
            if self.focusWidget() is not None
            else None
        )
        for row in self.rows:
            for widget in row.widgets():
                self.grid.removeWidget(widget)
                widget.hide()
                widget.deleteLater()
        self.rows = []
        for i, box in enumerate(boxes):
            row = _BoxRow(self, i, box)
            self.rows.append(row)
            # the words pupils read and the figures, then the settings, then any problem
            self.grid.addWidget(row.number, 3 * i, 0)
            self.grid.addWidget(row.label_field.box, 3 * i, 1)
            self.grid.addWidget(row.figure, 3 * i, 2)
            for column, button in enumerate((row.up, row.down, row.remove), start=3):
                self.grid.addWidget(button, 3 * i, column)
            self.grid.addWidget(row.params, 3 * i + 1, 1, 1, 5)
            self.grid.addWidget(row.error, 3 * i + 2, 1, 1, 5)
            for widget in row.widgets():  # now, so the rows take their room before drawn
                widget.setVisible(widget is not row.error)
        self.grid.setColumnStretch(1, 1)
        self.grid.setRowStretch(3 * len(boxes), 1)
        self.grid.activate()  # the new rows' room now, before anything is drawn
        if focus_row is not None and self.rows:
            self.rows[min(focus_row, len(self.rows) - 1)].label.setFocus()

    def _figures(self, boxes: list[dict[str, Any]]) -> None:
        """Each box's figures, worked out for the card as it is now."""
        conditions = [read_condition(b.get("condition")) for b in boxes]
        dice, decimals = _dice(self.data), self.data.get("decimals", 0)
        known = [c for c in conditions if c is not None]
        worked: tuple[Figure | None, ...] = ()
        # dice that fall in more orders than a card may have are said at their field; their
        # figures would hold the window up (six ten-sided dice: over a second on a busy machine)
        if (
            dice is not None
            and isinstance(decimals, int)
            and (10 if _sides(self.data) == 10 else 6) ** dice <= MAX_ORDERS
        ):
            worked = figures(dice, _sides(self.data), decimals, known)
        it = iter(worked)
        self.figures = tuple(next(it, None) if c is not None else None for c in conditions)
        for row, figure in zip(self.rows, self.figures, strict=False):
            text = figure_text(figure)
            row.figure.setText(text)
            impossible = figure is not None and figure.impossible
            row.figure.setStyleSheet(f"color: {error_red()};" if impossible else "")

    # -- edits out: ModeForm's _emit and _set ---------------------------------------------------

    def set_setting(self, row: int, key: str, value: Any) -> None:
        """A box's setting changed; its words follow while they are the rule's own."""
        data = copy.deepcopy(self.data)
        box = data["boxes"][row]
        cond = box.setdefault("condition", {})
        before = read_condition(copy.deepcopy(cond))
        name, _, index = key.partition(".")
        if index:
            cond[name][int(index)] = value
        else:
            cond[name] = value
        self._follow_label(box, before)
        self._follow_id(box, before, data["boxes"])
        self._emit(data, self.tr("Edit box {number}").format(number=row + 1), f"b{row}{key}")

    @staticmethod
    def _follow_id(box: dict[str, Any], before: Condition | None, boxes: list[Any]) -> None:
        """A box's id follows its rule while it is the rule's own: "hundreds_3" copied from
        the four-digit card becomes "hundreds_8" when the digit becomes 8."""
        after = read_condition(box.get("condition"))
        kind = box.get("condition", {}).get("kind")
        if after is not None and _own_id(box.get("id"), before, kind):
            box["id"] = box_id(condition_id(after), boxes, skip=box)

    @staticmethod
    def _follow_label(box: dict[str, Any], before: Condition | None) -> None:
        after = read_condition(box.get("condition"))
        label = box.get("label")
        if after is not None and (
            label is None or (before is not None and label == before.label())
        ):
            box["label"] = after.label()

    def set_label(self, row: int, text: str) -> None:
        data = copy.deepcopy(self.data)
        data["boxes"][row]["label"] = text
        self._emit(data, self.tr("Words of box {number}").format(number=row + 1), f"label{row}")

    def add_box(self) -> None:
        kind = str(self.palette_box.currentData())
        data = copy.deepcopy(self.data)
        boxes = data.setdefault("boxes", [])
        if self.read_only or not isinstance(boxes, list) or len(boxes) >= MAX_BOXES:
            return
        cond = new_condition(kind, data)
        found = read_condition(cond)
        label = found.label() if found is not None else ""
        if kind == "any":
            label = self.tr("WILD! Any number can be written here")
        boxes.append({"id": box_id(condition_id(found) if found is not None else kind, boxes),
                      "label": label, "condition": cond})
        self._emit(data, self.tr("Add {kind}").format(kind=self.palette_box.currentText()))
        if self.rows:
            self.rows[-1].label.setFocus()
            self.box_area.ensureWidgetVisible(self.rows[-1].label)

    def remove_box(self, row: int) -> None:
        boxes = self._boxes()
        if self.read_only or not 0 <= row < len(boxes):
            return
        data = copy.deepcopy(self.data)
        data["boxes"].pop(row)
        self._emit(data, self.tr("Remove box {number}").format(number=row + 1))

    def move_box(self, row: int, to: int) -> None:
        boxes = self._boxes()
        if self.read_only or not 0 <= row < len(boxes) or not 0 <= to < len(boxes):
            return
        data = copy.deepcopy(self.data)
        data["boxes"].insert(to, data["boxes"].pop(row))
        self._emit(data, self.tr("Move box {number}").format(number=row + 1))
        if 0 <= to < len(self.rows):
            (self.rows[to].up if to < row else self.rows[to].down).setFocus()

    # -- problems at their fields ----------------------------------------------------------------
    def show_problems(self, problems: Sequence[Problem]) -> None:
        self._problems = problems
        top, rows = problems_by_place(problems, self.data, self.fields)
        shown: dict[int, list[str]] = {}
        for path, field in self.fields.items():
            shown.setdefault(id(field), []).extend(top.get(path, []))
        for field in {id(f): f for f in self.fields.values()}.values():
            field.show(shown.get(id(field), []))
        for i, row in enumerate(self.rows):
            row.show(rows.get(i, {}))

    def line(self, problem: Problem, data: dict[str, Any]) -> str:
        return problem_line(problem, data)

    def focus_problem(self, problem: Problem) -> None:
        path = problem.path
        if (
            len(path) >= 2
            and path[0] == "boxes"
            and isinstance(path[1], int)
            and path[1] < len(self.rows)
        ):
            row = self.rows[path[1]]
            widget = row.settings.get(setting_key(path)) or row.label
            self.box_area.ensureWidgetVisible(widget)
            widget.setFocus()
            return
        target = {
            "name": self.name,
            "rolls_per_turn": self.rolls,
            "decimals": self.decimals,
            "sides": self.faces,
        }.get(str(path[-1]) if path else "", self.dice)
        target.setFocus()


__all__ = ["KINDS", "PlaceValueForm", "figure_text", "new_condition", "problem_line"]
