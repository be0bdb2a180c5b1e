"""How the review window shows a Place Value review (:func:`review_look`): every turn, the
dice, what was written and the chance it wins its box, what the strong computer player would
have written and that chance, and the boxes given away."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication as Q

from yachtdice.core.modes.place_value.review import PlaceValueReview, ReviewedTurn
from yachtdice.core.modes.place_value.rules import Number, PlaceValueRuleset, box_label
from yachtdice.core.text import Numerus
from yachtdice.ui.i18n import translated
from yachtdice.ui.modes import ReviewLook
from yachtdice.ui.modes.place_value.numbers import grouped, said
from yachtdice.ui.widgets.locale_text import decimal, percent
from yachtdice.ui.widgets.plain import plain_tip

_NOTHING = Numerus.translate(
    "PlaceValueReview", "Every turn wrote what the strong player would have: nothing given "
    "away in {count} turn(s).", None, 1)
_GIVEN = Numerus.translate(
    "PlaceValueReview", "{count} turn(s); {total} boxes given away against the strong player. "
    "The most was in turn {turn} ({loss} boxes, in {box}).", None, 1)


def _box(rules: PlaceValueRuleset, box_id: str) -> str:
    return said(box_label(rules.box(box_id)))


def _claim(rules: PlaceValueRuleset, box_id: str, number: Number | None, chance: float,
           misread: bool = False) -> str:
    """A claim as the review says it: "Number with 3 in the hundreds place: 6,341 (82%)"."""
    box = _box(rules, box_id)
    if number is None:
        return Q.translate("PlaceValueReview", "{box}: X ({chance})").format(
            box=box, chance=percent(chance))
    if misread:
        return Q.translate("PlaceValueReview", "{box}: {number}, misread (0%)").format(
            box=box, number=grouped(number))
    return Q.translate("PlaceValueReview", "{box}: {number} ({chance})").format(
        box=box, number=grouped(number), chance=percent(chance))


def _rows(review: PlaceValueReview, player: int) -> list[ReviewedTurn]:
    return sorted(review.of(player), key=lambda t: t.turn)


def _cells(rules: PlaceValueRuleset, t: ReviewedTurn) -> tuple[str, ...]:
    return (str(t.turn), " ".join(map(str, t.dice)),
            _claim(rules, t.box, t.number, t.chance, t.misread),
            _claim(rules, t.best_box, t.best_number, t.best_chance), decimal(t.loss, 2))


def _tip(rules: PlaceValueRuleset, t: ReviewedTurn) -> str | None:
    text = Q.translate(
        "PlaceValueReview", "In brackets: the chance the number wins its box against the "
        "numbers the other players usually write there.")
    if t.loss > 0.005:
        text += " " + Q.translate(
            "PlaceValueReview", "The strong player's claim was worth {loss} boxes more, "
            "counting what each box is worth kept for a later turn.").format(
                loss=decimal(t.loss, 2))
    return plain_tip(text)


def _summary(review: PlaceValueReview, player: int) -> str:
    turns = review.of(player)
    if not turns:
        return Q.translate("PlaceValueReview", "No turns to review for this player.")
    costliest = review.costliest(player, 1)
    if not costliest or costliest[0].loss < 0.005:
        return translated(_NOTHING.format(count=len(turns), n=len(turns)))
    worst = costliest[0]
    return translated(_GIVEN.format(
        count=len(turns), n=len(turns), total=decimal(review.total_loss(player), 2),
        turn=worst.turn, loss=decimal(worst.loss, 2), box=said(worst.label)))


def review_look() -> ReviewLook[PlaceValueReview, PlaceValueRuleset, ReviewedTurn]:
    return ReviewLook(
        headers=(Q.translate("PlaceValueReview", "Turn"),
                 Q.translate("PlaceValueReview", "Dice"),
                 Q.translate("PlaceValueReview", "You wrote"),
                 Q.translate("PlaceValueReview", "The strong player"),
                 Q.translate("PlaceValueReview", "Given away")),
        rows=_rows, cells=_cells, tip=_tip, summary=_summary,
        measure=Q.translate("PlaceValueReview", "boxes given away"),
        per_turn=Q.translate("PlaceValueReview", "boxes given away"),
        figure=Q.translate("PlaceValueReview", "game {game}: {value:.2f} boxes given away"),
        chart_title=Q.translate("PlaceValueReview", "Boxes given away"),
        rows_title=Q.translate("PlaceValueReview",
                               "Every turn, against what the strong computer player would "
                               "have written:"),
        stretch=(2, 3))
