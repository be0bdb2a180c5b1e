"""Optimal play in Statistics, for pip dice (:data:`OPTIMAL_PLAY`): its score distribution
worked out from the solved rules (kept beside the solver's tables), and each box's and
bonus's average beside the player's."""

from __future__ import annotations

from yachtdice.core.modes.pips.engine import as_pip_rules
from yachtdice.core.modes.pips.optimal.distribution import ScoreDistribution
from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.core.registry import Rules
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.store.stats import Stats
from yachtdice.ui.i18n import translated
from yachtdice.ui.modes import BoxRow, OptimalPlay, Reference

_UPPER_BONUS = QT_TRANSLATE_NOOP("StatisticsWindow", "Upper bonus")
_EXTRA_BONUSES = QT_TRANSLATE_NOOP("StatisticsWindow", "Extra bonuses")


def reference(rules: Rules) -> ScoreDistribution:
    """Optimal play's figures for ``rules``: saved, else worked out in a worker process
    (solving first if need be) and saved."""
    from yachtdice.store.modes.pips.distributions import saved_distribution
    from yachtdice.store.modes.pips.work import reference as worked_out
    from yachtdice.ui.jobs.runner import in_process
    from yachtdice.ui.modes.pips.engine_service import solver_cache

    pips = as_pip_rules(rules)
    saved = saved_distribution(pips, solver_cache())
    return saved if saved is not None else in_process(worked_out, pips, solver_cache())


def box_rows(s: Stats, rules: Rules, ref: Reference | None) -> list[BoxRow]:
    """(label, your average, optimal play's, your zero rate) per box and bonus, for the
    rules optimal play is worked out for (the solver's rules)."""
    assert s.boxes is not None
    pips = as_pip_rules(rules)
    best = ref if isinstance(ref, ScoreDistribution) else None
    rows: list[BoxRow] = []
    for c in pips.categories:
        fig = s.boxes.get(c.id)
        if fig is None:
            continue
        rows.append((translated(c.label), fig.mean, best.boxes.get(c.id) if best else None,
                     fig.zero_rate))
    if pips.upper_bonus is not None and s.upper_bonus_rate is not None:
        pts = pips.upper_bonus.points
        rows.append((translated(_UPPER_BONUS), s.upper_bonus_rate * pts,
                     best.upper_bonus_rate * pts if best and best.upper_bonus_rate is not None
                     else None, None))
    if pips.extra_yahtzee_bonus:
        ref_extra = None
        if best is not None:
            bonus = (best.upper_bonus_rate or 0) * (pips.upper_bonus.points
                                                   if pips.upper_bonus else 0)
            ref_extra = best.expected_score - sum(best.boxes.values()) - bonus
        rows.append((translated(_EXTRA_BONUSES), s.extra_bonus_points / s.scores, ref_extra,
                     None))
    return rows


OPTIMAL_PLAY: OptimalPlay[Ruleset] = OptimalPlay(reference=reference, box_rows=box_rows)
