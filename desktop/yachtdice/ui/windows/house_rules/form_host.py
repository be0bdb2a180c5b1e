"""House Rules' right side: the chosen ruleset's game's form and what is said about it.

From the top: the lines of consequences (:mod:`.consequences`, filled by the form's game),
the problems (or else the notes) with the one-click fix beside them, and the tabs: Rules
(the form), any tab of the game's own, and the Rules help. Each game's form is made the
first time one of its rulesets is shown, from its window parts (``GameUI.ruleset_form``);
the window never names a game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QStackedWidget,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from yachtdice.core.errors import Problem, as_sentence
from yachtdice.core.registry import Rules
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.ui.dialogs.rules_help import rules_html
from yachtdice.ui.i18n import translated
from yachtdice.ui.modes import game_ui
from yachtdice.ui.widgets.form_fields import Fix, ModeForm, RulesetData, error_red
from yachtdice.ui.windows.house_rules.consequences import ConsequencesPanel

PROBLEM_ROWS = 2  # lines of problems (or notes) shown above the form; more scroll
_NOTE = QT_TRANSLATE_NOOP("RulesetEditor", "Note: {note}")
_READ_ONLY = QT_TRANSLATE_NOOP(
    "RulesetEditor", "A built-in ruleset cannot be changed; Duplicate makes an editable copy.")
_NO_PROBLEMS = QT_TRANSLATE_NOOP("RulesetEditor",
                                 "No problems: these rules can be saved and played.")
_HELP_LATER = QT_TRANSLATE_NOOP("RulesetEditor",
                                "The rules help appears when the rules have no problems.")

#: a form's edit: (the whole new data, what changed in words, the key merging edits)
OnEdit = Callable[[RulesetData, str, str], None]


class FormHost(QWidget):
    """The forms, one per game, the problems and the tabs; ``form`` is the one shown."""

    def __init__(self, first_game: str, on_edit: OnEdit, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.on_edit = on_edit
        self.forms: dict[str, ModeForm] = {}  # each game's form, made when first needed
        self.form_stack = QStackedWidget()
        self.panel = ConsequencesPanel()  # the game's figures (a card's are in its form)
        # the problems, or else the notes (legal but surely not meant: the core's warnings;
        # Save stays on), in a box of a fixed height
        self.problem_list = QListWidget()
        self.problem_list.setAccessibleName(
            QCoreApplication.translate("RulesetEditor", "Problems"))
        self.problem_list.setWordWrap(False)
        self.problem_list.itemActivated.connect(self.go_to_problem)
        self.problem_list.installEventFilter(self)  # Enter goes to the problem, no further
        self.problem_list.setFixedHeight(
            PROBLEM_ROWS * (self.problem_list.fontMetrics().lineSpacing() + 4)
            + 2 * self.problem_list.frameWidth() + 2)
        self.fix_button = QPushButton()  # the one-click fix of a problem, when there is one
        self.fix_button.hide()
        self.fixes: list[Fix] = []
        self.problems: list[Problem] = []
        self.notes: list[Problem] = []
        self.help_view = QTextBrowser()
        self.help_view.setOpenLinks(False)
        self.tabs = QTabWidget()
        rules_tab = QWidget()
        QVBoxLayout(rules_tab).addWidget(self.form_stack, 1)
        self.tabs.addTab(rules_tab, QCoreApplication.translate("RulesetEditor", "&Rules"))
        self.form = self.form_for(first_game)  # the first form's tab before the help's
        self.first = self.form
        self.tabs.addTab(self.help_view, QCoreApplication.translate("RulesetEditor",
                                                                    "Rules &help"))
        #: the rules whose help the tab shows when it is next opened (written out, and laid
        #: out, only then: 15-20 ms an edit while the Rules tab is in front)
        self._help_due: tuple[Rules | None] | None = None
        self.tabs.currentChanged.connect(lambda _index: self._show_help())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.panel)
        problems_row = QHBoxLayout()
        problems_row.addWidget(self.problem_list, 1)
        problems_row.addWidget(self.fix_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(problems_row)
        layout.addWidget(self.tabs, 1)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter on a listed problem goes to its field and stops there: the list passes the
        key on, and the dialog would press its default button (New, whose menu opens)."""
        if watched is self.problem_list and event.type() == QEvent.Type.KeyPress \
                and isinstance(event, QKeyEvent) \
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            item = self.problem_list.currentItem()
            if item is not None:
                self.go_to_problem(item)
            return True
        return super().eventFilter(watched, event)

    def form_for(self, mode_id: str) -> ModeForm:
        """The form of a game, made the first time it is asked for."""
        if mode_id not in self.forms:
            make = game_ui(mode_id).ruleset_form
            form = make() if make is not None else ModeForm()
            form.edited.connect(self.on_edit)
            self.forms[mode_id] = form
            self.form_stack.addWidget(form)
            figures = form.consequences
            if figures is not None and figures.tab is not None:
                at = self.tabs.indexOf(self.help_view)
                self.tabs.insertTab(at if at >= 0 else self.tabs.count(), figures.tab,
                                    figures.tab_title)
        return self.forms[mode_id]

    def choose(self, mode_id: str) -> ModeForm:
        """Show the form of the game ``mode_id`` (and its tab, and the lines if it says
        anything there); the keyboard stays in the form if it was in the one shown."""
        form = self.form_for(mode_id)
        if form is self.form:
            return form
        focus = QApplication.focusWidget()
        had_focus = focus is not None and self.form.isAncestorOf(focus)
        if self.form.consequences is not None:
            self.form.consequences.leave()
        self.form = form
        self.form_stack.setCurrentWidget(form)
        for other in self.forms.values():
            tab = other.consequences.tab if other.consequences is not None else None
            if tab is not None:
                self.tabs.setTabVisible(self.tabs.indexOf(tab), other is form)
        self.panel.setVisible(form.consequences is not None)
        if had_focus:
            form.setFocus()
        return form

    def show_rules(self, data: RulesetData, rules: Rules | None, problems: list[Problem],
                   notes: list[Problem], read_only: bool) -> None:
        """The problems of ``data`` (then its notes) in the list and at their fields, the
        fix offered, the game's figures and the Rules help of ``rules`` (None: they have
        problems)."""
        self.problems, self.notes = problems, notes
        self.form.show_problems(problems)
        self.problem_list.clear()
        for p in problems:
            self.problem_list.addItem(QListWidgetItem(self.form.line(p, data)))
        for w in notes:
            self.problem_list.addItem(QListWidgetItem(translated(
                _NOTE.format(note=as_sentence(self.form.line(w, data))))))
        if not self.problem_list.count():
            quiet = QListWidgetItem(translated(_READ_ONLY if read_only else _NO_PROBLEMS))
            quiet.setFlags(Qt.ItemFlag.NoItemFlags)
            self.problem_list.addItem(quiet)
        red = QColor(error_red())
        for row in range(len(problems)):
            self.problem_list.item(row).setForeground(red)
        figures = self.form.consequences
        self.fixes = figures.fixes(problems, data) if figures and not read_only else []
        self.fix_button.setText(translated(self.fixes[0].label) if self.fixes else "")
        self.fix_button.setVisible(bool(self.fixes))
        if figures is not None:
            figures.follow(data, rules, problems)
        self._help_due = (rules,)
        self._show_help()

    def _show_help(self) -> None:
        """The Rules help of the rules shown last, if its tab is in front and it is due."""
        if self._help_due is None or self.tabs.currentWidget() is not self.help_view:
            return
        (rules,), self._help_due = self._help_due, None
        self.help_view.setHtml(rules_html(rules) if rules is not None else
                               "<p>" + translated(_HELP_LATER) + "</p>")

    def weigh(self, rules: Rules | None, base: Rules | None,
              stored: Callable[[str], bool]) -> None:
        """What the rules lead to, in the lines, as the form's game says it."""
        if self.form.consequences is None:
            self.panel.clear()
            return
        self.form.consequences.weigh(rules, base, stored, self.panel)

    def go_to_problem(self, item: QListWidgetItem) -> None:
        row = self.problem_list.row(item)
        found: Sequence[Problem] = self.problems + self.notes
        if 0 <= row < len(found):
            self.tabs.setCurrentIndex(0)
            self.form.focus_problem(found[row])
