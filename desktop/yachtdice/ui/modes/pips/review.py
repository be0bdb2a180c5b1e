"""How the review window shows a pip-dice review (:func:`review_look`): the costliest
decisions against optimal play, in expected points given away."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from yachtdice.core.modes import box_label
from yachtdice.core.modes.pips.optimal.review import Review, ReviewedDecision
from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.core.text import Numerus
from yachtdice.ui.i18n import numerus
from yachtdice.ui.modes import ReviewLook
from yachtdice.ui.modes.pips.option_text import describe_option
from yachtdice.ui.widgets.locale_text import Localised, decimal
from yachtdice.ui.widgets.plain import plain_tip

_GIVEN_AWAY = Numerus.translate(
    "PipReview", "{count} decision(s); {total:.1f} expected points given away in all. The "
    "costliest decision was in turn {turn} ({loss:.1f} points).", None, 1)
_GIVEN_AWAY_APPROXIMATE = Numerus.translate(
    "PipReview", "{count} decision(s); {total:.1f} expected points given away in all "
    "(approximate: these rules are too large to solve). The costliest decision was in turn "
    "{turn} ({loss:.1f} points).", None, 1)


def _rows(review: Review, player: int) -> list[ReviewedDecision]:
    return review.costliest(player, 10)


def _cells(rules: Ruleset, d: ReviewedDecision) -> tuple[str, ...]:
    labels = {box: box_label(rules, box) for box in (d.chosen.category, d.best.category)
              if box is not None}
    dice = " ".join(str(x) for x in d.dice)
    if d.rolls_left:
        dice = QCoreApplication.translate("PipReview", "{dice} ({left} left)").format(
            dice=dice, left=d.rolls_left)
    return (str(d.turn), dice, describe_option(d.chosen, labels),
            describe_option(d.best, labels), decimal(d.loss))


def _tip(rules: Ruleset, d: ReviewedDecision) -> str:
    return plain_tip(QCoreApplication.translate(
        "PipReview", "Expected final score: {best:.1f} with the best move, {yours:.1f} with "
        "yours (points still to come).").format(best=Localised(d.best.value),
                                                 yours=Localised(d.chosen.value)))


def _summary(review: Review, player: int) -> str:
    decisions = review.of(player)
    costliest = review.costliest(player, 10)
    if not decisions:
        return QCoreApplication.translate("PipReview", "No decisions to review for this player.")
    one = len(decisions) == 1
    if not costliest:
        if one:
            text = (QCoreApplication.translate(
                "PipReview", "Perfect play: your one decision was the best.") if review.exact
                else QCoreApplication.translate(
                "PipReview", "Perfect play: your one decision was the best (approximate: "
                "these rules are too large to solve)."))
        else:
            text = (QCoreApplication.translate(
                "PipReview", "Perfect play: every one of {count} decisions was the best.")
                if review.exact else QCoreApplication.translate(
                "PipReview", "Perfect play: every one of {count} decisions was the best "
                "(approximate: these rules are too large to solve)."))
        return text.format(count=len(decisions))
    worst = costliest[0]
    given_away = _GIVEN_AWAY if review.exact else _GIVEN_AWAY_APPROXIMATE
    text = numerus(given_away.context, given_away, len(decisions))
    return text.format(count=len(decisions), total=Localised(review.total_loss(player)),
                       turn=worst.turn, loss=Localised(worst.loss))


def review_look() -> ReviewLook[Review, Ruleset, ReviewedDecision]:
    return ReviewLook(
        headers=(QCoreApplication.translate("PipReview", "Turn"),
                 QCoreApplication.translate("PipReview", "Dice"),
                 QCoreApplication.translate("PipReview", "You chose"),
                 QCoreApplication.translate("PipReview", "Best"),
                 QCoreApplication.translate("PipReview", "Given away")),
        rows=_rows, cells=_cells, tip=_tip, summary=_summary,
        measure=QCoreApplication.translate("PipReview", "expected points given away"),
        per_turn=QCoreApplication.translate("PipReview", "points given away"),
        figure=QCoreApplication.translate(
            "PipReview", "game {game}: {value:.1f} expected points given away"),
        chart_title=QCoreApplication.translate("PipReview", "Decision quality"),
        rows_title=QCoreApplication.translate("PipReview", "The costliest decisions:"),
        stretch=(2, 3))
