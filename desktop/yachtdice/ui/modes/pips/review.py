"""How the review window shows a pip-dice review (:func:`review_look`): the costliest
decisions against optimal play, in expected points given away."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from yachtdice.core.modes import box_label
from yachtdice.core.modes.pips.optimal.review import Review, ReviewedDecision
from yachtdice.ui.modes import ReviewLook
from yachtdice.ui.widgets.option_text import describe_option
from yachtdice.ui.widgets.plain import plain_tip

CONTEXT = "PipReview"


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def _rows(review: Review, player: int) -> list[ReviewedDecision]:
    return review.costliest(player, 10)


def _cells(rules: object, d: ReviewedDecision) -> tuple[str, ...]:
    labels = {box: box_label(rules, box) for box in (d.chosen.category, d.best.category)
              if box is not None}
    rolls = _tr(" ({left} left)").format(left=d.rolls_left) if d.rolls_left else ""
    return (str(d.turn), " ".join(str(x) for x in d.dice) + rolls,
            describe_option(d.chosen, labels), describe_option(d.best, labels), f"{d.loss:.1f}")


def _tip(rules: object, d: ReviewedDecision) -> str:
    return plain_tip(_tr("Expected final score: {best:.1f} with the best move, {yours:.1f} "
                         "with yours (points still to come).").format(best=d.best.value,
                                                                     yours=d.chosen.value))


def _summary(review: Review, player: int) -> str:
    decisions = review.of(player)
    costliest = review.costliest(player, 10)
    exact = "" if review.exact else _tr(" (approximate: these rules are too large to solve)")
    if not decisions:
        return _tr("No decisions to review for this player.")
    if not costliest:
        return _tr("Perfect play: every one of {count} decisions was the best{exact}.").format(
            count=len(decisions), exact=exact)
    worst = costliest[0]
    return _tr("{count} decisions; {total:.1f} expected points given away in all{exact}. The "
               "costliest decision was in turn {turn} ({loss:.1f} points).").format(
        count=len(decisions), total=review.total_loss(player), exact=exact, turn=worst.turn,
        loss=worst.loss)


def review_look() -> ReviewLook:
    return ReviewLook(
        headers=(_tr("Turn"), _tr("Dice"), _tr("You chose"), _tr("Best"), _tr("Given away")),
        rows=_rows, cells=_cells, tip=_tip, summary=_summary,
        measure=_tr("expected points given away"), per_turn=_tr("points given away"),
        figure=_tr("game {game}: {value:.1f} expected points given away"),
        chart_title=_tr("Decision quality"),
        rows_title=_tr("The costliest decisions:"), stretch=(2, 3))
