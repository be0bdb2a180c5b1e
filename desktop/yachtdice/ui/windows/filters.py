"""The filter row of Statistics and History: rules, player, period, computers, unassisted;
in Statistics a second row too, the games counted by where they come from and their dice.

One row of controls that reads and sets a :class:`~yachtdice.store.stats.Filters` and
says when the player changed it; each window fills its choices and remembers its
filters under a setting of its own.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterable
from dataclasses import replace
from datetime import date

from PySide6.QtCore import QDate, QLocale, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from yachtdice.core.errors import YachtDiceError
from yachtdice.core.modes import is_builtin, ruleset_by_id
from yachtdice.core.text import Numerus
from yachtdice.store import Store, StoreError
from yachtdice.store.dates import FIRST_DAY, LAST_DAY
from yachtdice.store.stats import PLAYED_AT_HOME, SOURCE_NAMES, Filters, period
from yachtdice.store.stored import DICE, ORIGINS
from yachtdice.ui.i18n import translated
from yachtdice.ui.widgets.locale_text import localised, whole

CUSTOM = -1  # the period box's "Custom…": the two dates
_LAST_DAYS = Numerus.translate("FilterBar", "Last {days} day(s)", None, 1)


def rules_name(ruleset_id: str, name: str) -> str:
    """The name of rules as the window shows it: a built-in ruleset's in the window's language
    (Kniffel for Yahtzee), any other as it was saved."""
    with contextlib.suppress(YachtDiceError):
        if is_builtin(ruleset_id):
            return translated(ruleset_by_id(ruleset_id).name)
    return name


def _date_format() -> str:
    """The date edits' format: the locale's short date, with the year in four digits (the
    plain C locale: YYYY-MM-DD)."""
    locale = QLocale()
    if locale.language() == QLocale.Language.C:
        return "yyyy-MM-dd"
    shown = locale.dateFormat(QLocale.FormatType.ShortFormat)
    return shown if "yyyy" in shown else shown.replace("yy", "yyyy")


def _day(d: QDate) -> date:
    return date(d.year(), d.month(), d.day())


def _qdate(day: date) -> QDate:
    return QDate(day.year, day.month, day.day)


class FilterBar(QWidget):
    """The filters in one row; ``changed`` when the player changes any of them. With
    ``sources``, a second row chooses the games by where they come from and how their dice
    were thrown (a box each; the games played here, rolled or of real dice, unless asked);
    without, every game counts."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None, sources: bool = False) -> None:
        super().__init__(parent)
        #: a box per origin and per kind of dice, by its key (none without ``sources``)
        self.sources: dict[str, QCheckBox] = {}
        self.ruleset_box = QComboBox()
        self.ruleset_box.setAccessibleName(self.tr("Rules"))
        self.player_box = QComboBox()
        self.player_box.setAccessibleName(self.tr("Player"))
        self.period_box = QComboBox()
        self.period_box.setAccessibleName(self.tr("Period"))
        self.since_edit = QDateEdit()
        self.until_edit = QDateEdit()
        for edit in (self.since_edit, self.until_edit):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat(_date_format())
            # only the days a stored game can have ended on: every one can be counted
            edit.setDateRange(_qdate(FIRST_DAY), _qdate(LAST_DAY))
            edit.hide()
        self.computers = QCheckBox(self.tr("Computers too"))
        self.unassisted = QCheckBox(self.tr("Unassisted only"))
        rows = QVBoxLayout(self)
        rows.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        rows.addLayout(row)
        for w in (QLabel(self.tr("Rules:")), self.ruleset_box, QLabel(self.tr("Player:")),
                  self.player_box, QLabel(self.tr("Period:")), self.period_box,
                  self.since_edit, self.until_edit, self.computers, self.unassisted):
            row.addWidget(w)
        row.addStretch()
        if sources:
            rows.addLayout(self._sources_row())
        for box in (self.ruleset_box, self.player_box, self.period_box):
            box.currentIndexChanged.connect(self._changed)
        for check in (self.computers, self.unassisted):
            check.toggled.connect(self._changed)
        for edit in (self.since_edit, self.until_edit):
            edit.dateChanged.connect(self._changed)

    def _sources_row(self) -> QHBoxLayout:
        """Games: played here, recorded, imported; dice: rolled here, real dice, online."""
        row = QHBoxLayout()
        for caption, kinds in ((self.tr("Games:"), ORIGINS), (self.tr("Dice:"), DICE)):
            row.addWidget(QLabel(caption))
            for kind in kinds:
                box = QCheckBox(translated(SOURCE_NAMES[kind]))
                box.toggled.connect(self._changed)
                self.sources[kind] = box
                row.addWidget(box)
            row.addSpacing(12)
        row.addStretch()
        return row

    def _ticked(self, kinds: tuple[str, ...]) -> tuple[str, ...] | None:
        """The kinds ticked (None: the bar has no boxes, every game counts)."""
        if not self.sources:
            return None
        return tuple(k for k in kinds if self.sources[k].isChecked())

    def fill(self, rulesets: Iterable[tuple[str, str]], people: Iterable[str],
             periods: Iterable[int]) -> None:
        """Offer these rules (id, name), people and "last N days" periods, after "all"
        of each; filling them is no change of filters."""
        boxes = (self.ruleset_box, self.player_box, self.period_box)
        for box in boxes:
            box.blockSignals(True)
            box.clear()
        try:
            self.ruleset_box.addItem(self.tr("All rules"), None)
            for rid, name in rulesets:
                self.ruleset_box.addItem(rules_name(rid, name), rid)
            self.player_box.addItem(self.tr("Every person"), None)
            for name in people:
                self.player_box.addItem(name, name)
            self.period_box.addItem(self.tr("All time"), 0)
            for days in periods:
                self.period_box.addItem(translated(_LAST_DAYS.format(days=whole(days), n=days)),
                                        days)
            self.period_box.addItem(self.tr("Custom…"), CUSTOM)
        finally:
            for box in boxes:
                box.blockSignals(False)

    def filters(self) -> Filters:
        """The filters as the controls set them."""
        days = int(self.period_box.currentData() or 0)
        since: date | None = None
        until: date | None = None
        if days > 0:
            since, until = period(days)
        elif days < 0:
            since, until = (_day(e.date()) for e in (self.since_edit, self.until_edit))
        return Filters(self.ruleset_box.currentData(), self.player_box.currentData(),
                       since, until, self.computers.isChecked(), self.unassisted.isChecked(),
                       self._ticked(ORIGINS), self._ticked(DICE))

    def set_filters(self, f: Filters) -> None:
        """Set the controls (unknown values fall back to "all")."""
        widgets = (self.ruleset_box, self.player_box, self.period_box, self.computers,
                   self.unassisted, self.since_edit, self.until_edit, *self.sources.values())
        for w in widgets:
            w.blockSignals(True)
        try:
            self.ruleset_box.setCurrentIndex(max(0, self.ruleset_box.findData(f.ruleset_id)))
            self.player_box.setCurrentIndex(max(0, self.player_box.findData(f.player)))
            custom = f.since is not None or f.until is not None
            self.period_box.setCurrentIndex(self.period_box.findData(CUSTOM) if custom else 0)
            today = date.today()
            for edit, day in ((self.since_edit, f.since), (self.until_edit, f.until)):
                edit.setDate(_qdate(day or today))
            self.computers.setChecked(f.include_computers)
            self.unassisted.setChecked(f.unassisted)
            ticked = (*(ORIGINS if f.origins is None else f.origins),
                      *(DICE if f.dice is None else f.dice))  # None: any
            for kind, box in self.sources.items():
                box.setChecked(kind in ticked)
        finally:
            for w in widgets:
                w.blockSignals(False)
        self._show_custom()

    def describe(self) -> str:
        """One line saying what the filters count ("Yacht · Ann · all time · people only")."""
        f = self.filters()
        return localised(f.describe(self.ruleset_box.currentText() if f.ruleset_id is not None
                                    else None))

    def restore(self, store: Store, key: str) -> None:
        """Set the filters remembered under the setting ``key`` (the defaults if none)."""
        try:
            saved = Filters.from_json(store.setting(key))
        except StoreError:
            saved = Filters()
        if self.sources and saved.origins is None and saved.dice is None:
            saved = replace(saved, origins=PLAYED_AT_HOME.origins, dice=PLAYED_AT_HOME.dice)
        self.set_filters(saved)

    def remember(self, store: Store, key: str) -> None:
        """Keep the filters under the setting ``key`` for the next opening."""
        with contextlib.suppress(StoreError):  # only the remembered filters are lost
            store.set_setting(key, self.filters().to_json())

    def _show_custom(self) -> None:
        custom = self.period_box.currentData() == CUSTOM
        self.since_edit.setVisible(custom)
        self.until_edit.setVisible(custom)

    def _changed(self) -> None:
        self._show_custom()
        self.changed.emit()
