"""The Statistics window's headline: the figures above the charts (games, average, median,
upper bonus, all-same box, extra bonuses, time played), the best and the worst game (a
click opens its review), and the record against each opponent. The texts keep the window's
translation context ("StatisticsWindow")."""

from __future__ import annotations

import contextlib
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton

from yachtdice.core.errors import YachtDiceError
from yachtdice.core.modes import mode_for
from yachtdice.core.registry import Rules
from yachtdice.core.text import QT_TRANSLATE_NOOP, Numerus
from yachtdice.store.stats import Stats
from yachtdice.ui.i18n import translated
from yachtdice.ui.widgets.locale_text import day, decimal, percent, whole
from yachtdice.ui.widgets.plain import plain_tip

_HOURS = QT_TRANSLATE_NOOP("StatisticsWindow", "{hours} h {minutes} min")
_MINUTES = QT_TRANSLATE_NOOP("StatisticsWindow", "{minutes} min")
_AVERAGE = QT_TRANSLATE_NOOP("StatisticsWindow", "{mean} ± {sd}")
_EXTRA = Numerus.translate("StatisticsWindow", "{points} points in {games} game(s)", None, 1)
_BEST = QT_TRANSLATE_NOOP("StatisticsWindow", "Best: {score} on {date}")
_WORST = QT_TRANSLATE_NOOP("StatisticsWindow", "Worst: {score} on {date}")
_AGAINST = QT_TRANSLATE_NOOP(
    "StatisticsWindow", "against {opponent}: {wins} won, {losses} lost, {ties} tied")
_VERSUS = QT_TRANSLATE_NOOP("StatisticsWindow", "{first}  ·  {next}")
_CHOOSE_PLAYER = QT_TRANSLATE_NOOP(
    "StatisticsWindow", "Choose a player to see their wins and losses against each opponent.")
_NOT_POINTS = Numerus.translate(
    "StatisticsWindow", "Not counted here: {games} game(s) whose score is not points (boxes "
    "won). Choose [its|their] rules to see [it|them].", None, 1)
_OPEN_REVIEW = QT_TRANSLATE_NOOP("StatisticsWindow", "Open this game's review")
#: the figures a game's rules may lack, each with the seats' column its game names it by
#: (Mode.rates): "Extra bonuses 0 points in 0 games" for Yacht, which has none, is not shown
_RATES = (("bonus", "upper_bonus"), ("same", "all_same"), ("extra", "extra_bonus"))
translate = QCoreApplication.translate  # the window's context, as lupdate reads it


def plain(label: QLabel) -> QLabel:
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def _duration(seconds: int) -> str:
    hours, rest = divmod(seconds, 3600)
    if hours:
        return translated(_HOURS.format(hours=hours, minutes=f"{rest // 60:02d}"))
    return translated(_MINUTES.format(minutes=rest // 60))


def left_out_note(s: Stats) -> str:
    """How many games "All rules" left out as not scored in points ("": none)."""
    return "" if not s.not_points else translated(
        _NOT_POINTS.format(games=s.not_points, n=s.not_points))


class Headline:
    """The headline's widgets in :attr:`grid`; a click on the best or the worst game asks
    ``open_game(game)``."""

    def __init__(self, open_game: Callable[[int], None]) -> None:
        self._open_game = open_game
        self._stats: Stats | None = None
        self.grid = grid = QGridLayout()
        self.figures: dict[str, QLabel] = {}
        self.figure_titles: dict[str, QLabel] = {}
        names = [("games", translate("StatisticsWindow", "Games")),
                 ("average", translate("StatisticsWindow", "Average")),
                 ("median", translate("StatisticsWindow", "Median")),
                 ("bonus", translate("StatisticsWindow", "Upper bonus")),
                 ("same", translate("StatisticsWindow", "All-same box")),
                 ("extra", translate("StatisticsWindow", "Extra bonuses")),
                 ("time", translate("StatisticsWindow", "Time played"))]
        for i, (key, title) in enumerate(names):
            self.figure_titles[key] = plain(QLabel(title))
            grid.addWidget(self.figure_titles[key], 0, i)
            self.figures[key] = plain(QLabel("—"))
            grid.addWidget(self.figures[key], 1, i)
        self.best_button = QPushButton(translate("StatisticsWindow", "Best: —"))
        self.worst_button = QPushButton(translate("StatisticsWindow", "Worst: —"))
        for button, which in ((self.best_button, "best"), (self.worst_button, "worst")):
            button.setFlat(True)
            button.setToolTip(plain_tip(translated(_OPEN_REVIEW)))
            button.clicked.connect(lambda _=False, w=which: self._open(w))
        self.versus = plain(QLabel())
        self.versus.setWordWrap(True)
        grid.addWidget(self.best_button, 2, 0, 1, 3)
        grid.addWidget(self.worst_button, 2, 3, 1, 3)
        grid.addWidget(self.versus, 3, 0, 1, len(names))
        # every rule: games counted in another measure than points are left out, and said so
        self.not_points = plain(QLabel())
        self.not_points.setWordWrap(True)
        self.not_points.setObjectName("notPoints")
        self.not_points.hide()
        grid.addWidget(self.not_points, 4, 0, 1, len(names))

    def _open(self, which: str) -> None:
        extreme = getattr(self._stats, which, None) if self._stats else None
        if extreme is not None:
            self._open_game(extreme.game)

    def draw(self, s: Stats, rules: Rules | None,
             review_problem: Callable[[int], str | None]) -> None:
        """The figures of ``s`` (of ``rules``: None for every rule); the best and the worst
        game open their review unless ``review_problem`` says why not."""
        assert s.mean is not None and s.sd is not None and s.best and s.worst
        self._stats = s
        fig = self.figures
        self._show_figures(rules)
        fig["games"].setText(whole(s.games))
        fig["average"].setText(translated(_AVERAGE.format(mean=decimal(s.mean),
                                                          sd=decimal(s.sd))))
        median = s.median
        fig["median"].setText("—" if median is None else  # a median is whole or a half
                              decimal(median, 0 if float(median).is_integer() else 1))
        fig["bonus"].setText("—" if s.upper_bonus_rate is None else percent(s.upper_bonus_rate))
        fig["same"].setText("—" if s.all_same_rate is None else percent(s.all_same_rate))
        extra = _EXTRA.format(points=s.extra_bonus_points, games=s.extra_bonus_games,
                              n=s.extra_bonus_games)
        fig["extra"].setText(translated(extra))
        fig["time"].setText(_duration(s.seconds_played))
        self.best_button.setText(translated(_BEST.format(score=s.best.score,
                                                         date=day(s.best.date))))
        self.worst_button.setText(translated(_WORST.format(score=s.worst.score,
                                                           date=day(s.worst.date))))
        for button, extreme in ((self.best_button, s.best), (self.worst_button, s.worst)):
            problem = review_problem(extreme.game)
            button.setEnabled(problem is None)
            button.setToolTip(plain_tip(problem or translated(_OPEN_REVIEW)))
        versus = ""
        for h in s.head_to_head:
            line = translated(_AGAINST.format(opponent=h.opponent, wins=h.wins,
                                              losses=h.losses, ties=h.ties))
            versus = translated(_VERSUS.format(first=versus, next=line)) if versus else line
        if not versus and s.filters.player is None and s.scores > s.games:
            # every person's games against each other: no one's record (store.stats)
            versus = translated(_CHOOSE_PLAYER)
        self.versus.setText(versus)
        self.show_left_out(s)

    def show_left_out(self, s: Stats) -> None:
        """Say how many games "All rules" left out as not scored in points (none: hidden)."""
        note = left_out_note(s)
        self.not_points.setText(note)
        self.not_points.setVisible(bool(note))

    def _show_figures(self, rules: Rules | None) -> None:
        """The rates only where the chosen rules' game shows them (with every rule, all)."""
        rates = None
        with contextlib.suppress(YachtDiceError):
            rates = mode_for(rules).rates(rules) if rules is not None else None
        for key, column in _RATES:
            shown = rates is None or column in rates
            self.figures[key].setVisible(shown)
            self.figure_titles[key].setVisible(shown)

    def forget(self) -> None:
        """The window closed: keep no statistics in memory."""
        self._stats = None
