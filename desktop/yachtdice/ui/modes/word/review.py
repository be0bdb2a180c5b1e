"""How the review window shows a letter-dice review (:func:`review_look`): every turn, the
claim made, the best claim its box allowed and the best in any open box, and the points
missed. The wild face's letter is marked with a ``*`` before it, as the claim panel shows it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication as Q

from yachtdice.core.modes.word.finder import Claim
from yachtdice.core.modes.word.review import ReviewedTurn, WordReview
from yachtdice.core.modes.word.rules import WILD, WordRuleset, box, typed_form
from yachtdice.core.text import Numerus
from yachtdice.ui.i18n import translated
from yachtdice.ui.modes import ReviewLook
from yachtdice.ui.widgets.plain import plain_tip

_ALLOWED_MORE = Numerus.translate(
    "WordReview", "The {box} box allowed {missed} more point(s) than the claim made.", None, 1)
_NONE_MISSED = Numerus.translate(
    "WordReview", "Every claim was the best its box allowed: no points missed in {count} "
    "turn(s).", None, 1)
_MISSED = Numerus.translate(
    "WordReview", "{count} turn(s); {missed} missed in the boxes chosen. The most was in turn "
    "{turn} ({loss} in {box}).", None, 1)
_POINTS = Numerus.translate("WordReview", "{points} point(s)", None, 1)


def letters(faces: tuple[str, ...]) -> str:
    """The letters as the dice show them ("O A R C ◆ T N": ◆ is the wild face)."""
    return " ".join("◆" if f == WILD else f.upper() for f in faces)


def _points(points: int, bonus: int) -> str:
    if bonus:
        text = Q.translate("WordReview", "{points} + {bonus} bonus")
        return text.format(points=points, bonus=bonus)
    return str(points)


def _claim(label: str, words: tuple[str, ...], points: str) -> str:
    if not words:
        return Q.translate("WordReview", "{box} ({points})").format(box=label, points=points)
    text = Q.translate("WordReview", "{box}: {words} ({points})")
    return text.format(box=label, words=" ".join(typed_form(w) for w in words), points=points)


def claim_text(box_id: str, claim: Claim | None) -> str:
    """A claim found, as the review says it: "4-Letter Word: coat (8)"."""
    label = translated(box(box_id).label)
    if claim is None:
        return Q.translate("WordReview", "{box}: nothing scores").format(box=label)
    return _claim(label, claim.words, _points(claim.points, claim.extra_bonus))


def _booked(t: ReviewedTurn) -> str:
    label = translated(box(t.box).label)
    if not t.words and not t.points:
        return Q.translate("WordReview", "{box}: zero").format(box=label)
    return _claim(label, t.words, _points(t.points - t.bonus, t.bonus))


def _best(t: ReviewedTurn) -> str:
    if t.best_box is None:
        return Q.translate("WordReview", "nothing scores")
    text = claim_text(t.best_box, t.best)
    if t.short:
        return Q.translate("WordReview", "{claim}, {more} more").format(claim=text, more=t.short)
    return text


def _rows(review: WordReview, player: int) -> list[ReviewedTurn]:
    return sorted(review.of(player), key=lambda t: t.turn)


def _cells(rules: WordRuleset, t: ReviewedTurn) -> tuple[str, ...]:
    return (str(t.turn), letters(t.faces), _booked(t), claim_text(t.box, t.best_in_box),
            _best(t), str(t.loss))


def _tip(rules: WordRuleset, t: ReviewedTurn) -> str:
    text = Q.translate("WordReview", "A letter after * is the one the wild face stood for.")
    if t.loss:
        text += " " + translated(_ALLOWED_MORE.format(box=box(t.box).label, missed=t.loss,
                                                      n=t.loss))
    if t.short and t.best_box != t.box:
        text += " " + Q.translate(
            "WordReview", "The best claim in any open box scored {more} more; another box "
            "may still be the better plan for the turns to come.").format(more=t.short)
    return plain_tip(text)


def _summary(review: WordReview, player: int) -> str:
    turns = review.of(player)
    if not turns:
        return Q.translate("WordReview", "No turns to review for this player.")
    costliest = review.costliest(player, 1)
    if not costliest:
        return translated(_NONE_MISSED.format(count=len(turns), n=len(turns)))
    worst = costliest[0]
    total = int(review.total_loss(player))
    return translated(_MISSED.format(
        count=len(turns), missed=_POINTS.format(points=total, n=total), turn=worst.turn,
        loss=_POINTS.format(points=worst.loss, n=worst.loss), box=box(worst.box).label,
        n=len(turns)))


def review_look() -> ReviewLook[WordReview, WordRuleset, ReviewedTurn]:
    return ReviewLook(
        headers=(Q.translate("WordReview", "Turn"), Q.translate("WordReview", "Letters"),
                 Q.translate("WordReview", "You booked"),
                 Q.translate("WordReview", "Best in that box"),
                 Q.translate("WordReview", "Best in any box"),
                 Q.translate("WordReview", "Missed")),
        rows=_rows, cells=_cells, tip=_tip, summary=_summary,
        measure=Q.translate("WordReview", "points missed"),
        per_turn=Q.translate("WordReview", "points missed"),
        figure=Q.translate("WordReview", "game {game}: {value:.0f} points missed"),
        chart_title=Q.translate("WordReview", "Points missed"),
        rows_title=Q.translate("WordReview",
                               "Every turn, against the best words the letters allowed:"),
        stretch=(2, 3, 4))
