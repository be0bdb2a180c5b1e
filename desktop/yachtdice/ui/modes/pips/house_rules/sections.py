"""The sections of pip dice's House Rules form, each built by one function: the dice and
turns (:func:`basics`), the scoring rules beside them (:func:`scoring`), and the boxes with
the chosen box's parameters under them (:func:`boxes`). The form's widgets are its own
attributes; a builder makes them and lays them out, and the form wires them up."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QAbstractItemModel,
    QCoreApplication,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
    QTimer,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from yachtdice.core.errors import PathPart
from yachtdice.core.modes.pips.kinds import KINDS, SCORINGS
from yachtdice.core.modes.pips.ruleset import MAX_DICE, MAX_POINTS, MAX_ROLLS_PER_TURN
from yachtdice.core.rulesets import MAX_NAME
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.ui.i18n import translated
from yachtdice.ui.modes.pips.house_rules.details import BoxDetails
from yachtdice.ui.modes.pips.house_rules.model import (
    HEADERS,
    BoxesModel,
    ChoiceDelegate,
    Column,
    scoring_delegate,
    section_delegate,
)
from yachtdice.ui.widgets.form_fields import Field, ModeForm, RulesetData
from yachtdice.ui.widgets.plain import plain_tip
from yachtdice.ui.widgets.window_geometry import ElidedLabel

Path = tuple[PathPart, ...]

COMMON_DICE = (("d6", QT_TRANSLATE_NOOP("DiceForm", "Six-sided (1-6)"), [1, 2, 3, 4, 5, 6]),
               ("d4", QT_TRANSLATE_NOOP("DiceForm", "d4 (1-4)"), [1, 2, 3, 4]),
               ("d8", QT_TRANSLATE_NOOP("DiceForm", "d8 (1-8)"), list(range(1, 9))),
               ("d10", QT_TRANSLATE_NOOP("DiceForm", "d10 (1-10)"), list(range(1, 11))),
               ("d12", QT_TRANSLATE_NOOP("DiceForm", "d12 (1-12)"), list(range(1, 13))),
               ("custom", QT_TRANSLATE_NOOP("DiceForm", "Custom faces"), None))
JOKERS = (("none", QT_TRANSLATE_NOOP("DiceForm", "None"), QT_TRANSLATE_NOOP(
              "DiceForm", "A further all-same roll is scored like any other roll.")),
          ("forced", QT_TRANSLATE_NOOP("DiceForm", "Forced"), QT_TRANSLATE_NOOP(
              "DiceForm", "A further all-same roll must go in its upper box if open, else any "
              "lower box counts it as met.")),
          ("free", QT_TRANSLATE_NOOP("DiceForm", "Free"), QT_TRANSLATE_NOOP(
              "DiceForm", "A further all-same roll may go in any open box; it counts as met "
              "once its upper box is filled.")))
ORDERS = (("any", QT_TRANSLATE_NOOP("DiceForm", "Any box, in any order")),
          ("top_to_bottom", QT_TRANSLATE_NOOP("DiceForm", "Top to bottom, in order")))
TIE_BREAKS = (("shared", QT_TRANSLATE_NOOP("DiceForm", "Equal totals share the place")),
              ("upper_total", QT_TRANSLATE_NOOP("DiceForm", "The higher upper section wins")))
NO_BONUS = "—"  # what the bonus fields show when the rules have no upper bonus


def par_threshold(data: RulesetData) -> int | None:
    """The usual bonus threshold: the upper faces' sum times two fewer than the dice
    (three of each face with five dice: 63; four of each with six: 84)."""
    faces: list[int] = [
        b["face"] for b in data.get("categories", [])
        if isinstance(b, dict) and b.get("kind") == "face" and b.get("section") == "upper"
        and isinstance(b.get("face"), int) and not isinstance(b.get("face"), bool)]
    if not faces:
        return None
    dice = data.get("dice", {}).get("count", 5)
    return sum(faces) * max(1, dice - 2) if isinstance(dice, int) else None


#: in a window lower than this (a 768-line screen's), a box's rule in words takes at most
#: :data:`RULE_LINES` lines in the table (the rest is cut with "…"; its tooltip has it
#: whole): the table shows five whole boxes there, not two or three; a taller window shows
#: every rule whole
SHORT_WINDOW = 780
RULE_LINES = 2


class WrappedText(QStyledItemDelegate):
    """A column whose text wraps to its width (the other columns stay one line); in a short
    window in at most :data:`RULE_LINES` lines."""

    def __init__(self, view: QTableView) -> None:
        super().__init__(view)
        self.view = view
        self.short = False
        self.viewport = view.viewport()  # (asked of the view no more: it may be going)
        self.viewport.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The window's height decides how many lines a rule may take: rows are measured
        again when that changes."""
        if watched is not self.viewport:  # a cell's editor: Enter commits it
            return super().eventFilter(watched, event)
        if event.type() == QEvent.Type.Resize:
            short = self.view.window().height() < SHORT_WINDOW
            if short != self.short:
                self.short = short
                QTimer.singleShot(0, self.view, self.view.resizeRowsToContents)
        return False

    def initStyleOption(self, option: QStyleOptionViewItem,
                        index: QModelIndex | QPersistentModelIndex) -> None:
        super().initStyleOption(option, index)
        option.features |= QStyleOptionViewItem.ViewItemFeature.WrapText

    def sizeHint(self, option: QStyleOptionViewItem,
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        width = max(40, self.view.columnWidth(index.column()) - 8)  # less the cell's margins
        text = str(index.data() or "")
        lines = option.fontMetrics.boundingRect(
            QRect(0, 0, width, 100_000), Qt.TextFlag.TextWordWrap, text)
        height = lines.height()
        if self.short:
            height = min(height, RULE_LINES * option.fontMetrics.lineSpacing())
        return QSize(width, height + 6)


class WrappedChoices(WrappedText):
    """A wrapped column edited by choosing among fixed words (the scoring)."""

    def __init__(self, view: QTableView, choices: ChoiceDelegate) -> None:
        super().__init__(view)
        self.choices = choices
        choices.setParent(self)

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem,
                     index: QModelIndex | QPersistentModelIndex) -> QWidget:
        return self.choices.createEditor(parent, option, index)

    def setEditorData(self, editor: QWidget,
                      index: QModelIndex | QPersistentModelIndex) -> None:
        self.choices.setEditorData(editor, index)

    def setModelData(self, editor: QWidget, model: QAbstractItemModel,
                     index: QModelIndex | QPersistentModelIndex) -> None:
        self.choices.setModelData(editor, model, index)


#: room a cell's text leaves for its margins and the grid (the style's, with one to spare)
CELL_MARGIN = 10


def words_width(view: QTableView, texts: Sequence[str], lines: int) -> int:
    """The narrowest column in which each of ``texts`` shows whole, its words wrapped onto at
    most ``lines`` lines (and no word cut)."""
    metrics = view.fontMetrics()
    widest_word = max((metrics.horizontalAdvance(w) for t in texts for w in t.split()),
                      default=0)
    width = widest_word
    for text in texts:
        while metrics.boundingRect(QRect(0, 0, width, 100_000), Qt.TextFlag.TextWordWrap,
                                   text).height() > lines * metrics.lineSpacing():
            width += 4
    return width + CELL_MARGIN


def size_word_columns(table: QTableView) -> None:
    """Kind and Scoring as wide as their longest words need in two lines (every kind and
    scoring there is, so the column never changes with the boxes; its header in one line):
    whole words in German and Swedish at 1024 x 768, where 96 px cut them."""
    header = table.horizontalHeader()
    for column, texts in ((Column.KIND, [translated(k.title) for k in KINDS.values()]),
                          (Column.SCORING, [translated(words) for _v, words in SCORINGS])):
        title = header.fontMetrics().horizontalAdvance(translated(HEADERS[column]))
        header.resizeSection(column, max(words_width(table, texts, RULE_LINES),
                                         title + 2 * CELL_MARGIN))


class FormParts(ModeForm):
    """The widgets of pip dice's form (:class:`~.form.DiceForm`), made by the builders
    below: each field by the path of the ruleset it edits."""

    fields: dict[Path, Field]
    model: BoxesModel
    name: QLineEdit
    id_label: QLabel
    dice_count: QSpinBox
    die: QComboBox
    custom_faces: QLineEdit
    rolls: QSpinBox
    carry: QCheckBox
    bonus_on: QCheckBox
    threshold: QSpinBox
    bonus_points: QSpinBox
    use_par: QPushButton
    extra: QSpinBox
    joker: QComboBox
    joker_means: QLabel
    order: QComboBox
    tie: QComboBox
    table: QTableView
    box_palette: QComboBox
    add_box: QPushButton
    remove_box: QPushButton
    up: QPushButton
    down: QPushButton


# -- small builders ------------------------------------------------------------------------------
def spin(low: int, high: int, name: str) -> QSpinBox:
    box = QSpinBox()
    box.setRange(low, high)
    box.setAccessibleName(name)
    box.setKeyboardTracking(True)
    return box


def combo(choices: Sequence[tuple[str, str]], name: str) -> QComboBox:
    box = QComboBox()
    box.setAccessibleName(name)
    for key, label in choices:
        box.addItem(translated(label), key)
    return box


def field(form: FormParts, path: Path, widget: QWidget, stretch: bool = False,
          lines: int = 1) -> Field:
    """A field of the form at ``path``, its line for what is wrong kept (``lines``)."""
    form.fields[path] = Field(widget, stretch, lines)
    return form.fields[path]


def _row(*widgets: QWidget, stretch: QWidget | None = None) -> QWidget:
    """Widgets side by side without margins, ``stretch`` taking the room left."""
    line = QHBoxLayout()
    line.setContentsMargins(0, 0, 0, 0)
    for w in widgets:
        line.addWidget(w, 1 if w is stretch else 0)
    box = QWidget()
    box.setLayout(line)
    return box


# -- the sections --------------------------------------------------------------------------------
def make_widgets(form: FormParts) -> None:
    """The fields of the two columns at the top, in the order the Tab key visits them."""
    form.name = QLineEdit()
    form.name.setMinimumWidth(180)
    form.name.setMaxLength(MAX_NAME)  # the core's bound: typing stops there
    form.name.setAccessibleName(QCoreApplication.translate("DiceForm", "Ruleset name"))
    form.id_label = ElidedLabel()  # an id from a long name: cut, not widening the form
    form.id_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    form.dice_count = spin(1, MAX_DICE, QCoreApplication.translate("DiceForm", "Number of dice"))
    form.die = combo([(key, label) for key, label, _f in COMMON_DICE],
                     QCoreApplication.translate("DiceForm", "Faces of the dice"))
    form.custom_faces = QLineEdit()
    form.custom_faces.setPlaceholderText(
        QCoreApplication.translate("DiceForm", "e.g. 1, 2, 3, 5, 8, 13"))
    form.custom_faces.setAccessibleName(QCoreApplication.translate("DiceForm", "Custom faces"))
    form.rolls = spin(1, MAX_ROLLS_PER_TURN,
                      QCoreApplication.translate("DiceForm", "Rolls per turn"))
    form.carry = QCheckBox(
        QCoreApplication.translate("DiceForm", "Unused rolls are saved for later turns"))
    form.bonus_on = QCheckBox(QCoreApplication.translate("DiceForm", "Upper bonus"))
    form.threshold = spin(1, MAX_POINTS,
                          QCoreApplication.translate("DiceForm", "Upper bonus threshold"))
    form.bonus_points = spin(0, MAX_POINTS,
                             QCoreApplication.translate("DiceForm", "Upper bonus points"))
    form.use_par = QPushButton(QCoreApplication.translate("DiceForm", "Use &par"))
    form.use_par.setToolTip(plain_tip(QCoreApplication.translate(
        "DiceForm", "Set the threshold to the par: three dice of each upper face "
        "with five dice, four with six")))
    form.extra = spin(0, MAX_POINTS,
                      QCoreApplication.translate("DiceForm", "Extra all-same bonus points"))
    form.joker = combo([(key, label) for key, label, _m in JOKERS],
                       QCoreApplication.translate("DiceForm", "Joker"))
    form.order = combo(ORDERS, QCoreApplication.translate("DiceForm", "Scoring order"))
    form.tie = combo(TIE_BREAKS, QCoreApplication.translate("DiceForm", "Tie-break"))


def _column() -> QFormLayout:
    column = QFormLayout()
    column.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
    column.setVerticalSpacing(4)
    return column


def basics(form: FormParts) -> QFormLayout:
    """The left column: name, id, dice, faces, rolls. Each field that the form can make
    wrong keeps a line for saying so."""
    column = _column()
    # two lines kept: "A built-in ruleset is already called Yahtzee." wraps in this column,
    # and took the fields below 14 px down with it
    column.addRow(QCoreApplication.translate("DiceForm", "&Name:"),
                  field(form, ("name",), form.name, lines=2).box)
    column.addRow(QCoreApplication.translate("DiceForm", "Id:"),
                  field(form, ("id",), form.id_label, lines=0).box)
    column.addRow(QCoreApplication.translate("DiceForm", "&Dice:"),
                  field(form, ("dice", "count"), form.dice_count, lines=0).box)
    faces = _row(form.die, form.custom_faces, stretch=form.custom_faces)
    column.addRow(QCoreApplication.translate("DiceForm", "&Faces:"),
                  field(form, ("dice", "faces"), faces, stretch=True).box)
    column.addRow(QCoreApplication.translate("DiceForm", "&Rolls per turn:"),
                  field(form, ("rolls", "per_turn"), form.rolls, lines=0).box)
    column.addRow(form.carry)  # across the label column too: the column stays narrow
    return column


def scoring(form: FormParts) -> QFormLayout:
    """The right column: the upper bonus, the extra bonus, the joker, order and tie-break."""
    column = _column()
    bonus = _row(QLabel(QCoreApplication.translate("DiceForm", "at")), form.threshold,
                 QLabel(QCoreApplication.translate("DiceForm", "scores")), form.bonus_points,
                 form.use_par)
    column.addRow(form.bonus_on, field(form, ("upper_bonus",), bonus).box)
    form.fields[("upper_bonus", "threshold")] = form.fields[("upper_bonus",)]
    form.fields[("upper_bonus", "points")] = form.fields[("upper_bonus",)]
    # two lines: narrow column
    extra_label = QLabel(QCoreApplication.translate("DiceForm", "E&xtra all-same bonus:"))
    extra_label.setWordWrap(True)
    extra_label.setBuddy(form.extra)
    # as wide as its first line (the translator says where that ends)
    extra_label.setFixedWidth(extra_label.fontMetrics().horizontalAdvance(
        QCoreApplication.translate("DiceForm", "Extra all-same ",
                                   "the first line of 'Extra all-same bonus:'")) + 2)
    column.addRow(extra_label, field(form, ("extra_yahtzee_bonus",), form.extra).box)
    joker = field(form, ("joker",), form.joker, lines=2)  # its line says what it means
    form.joker_means = joker.error
    column.addRow(QCoreApplication.translate("DiceForm", "&Joker:"), joker.box)
    column.addRow(QCoreApplication.translate("DiceForm", "Scoring &order:"),
                  field(form, ("order",), form.order, lines=0).box)
    column.addRow(QCoreApplication.translate("DiceForm", "&Tie-break:"),
                  field(form, ("tie_break",), form.tie, lines=0).box)
    return column


def _table(form: FormParts) -> QTableView:
    """The boxes, one per row; the rule in words is the column a player reads: the wordy
    columns give it their room (each can be widened, and its full text is a hover away)
    and it wraps, each row as tall as its rule needs."""
    table = QTableView()
    table.setModel(form.model)
    table.setAccessibleName(QCoreApplication.translate("DiceForm", "Boxes"))
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
    table.setDragEnabled(True)
    table.setAcceptDrops(True)
    table.setDropIndicatorShown(True)
    table.setTabKeyNavigation(False)
    table.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                          | QAbstractItemView.EditTrigger.EditKeyPressed
                          | QAbstractItemView.EditTrigger.AnyKeyPressed)
    table.setItemDelegateForColumn(Column.SECTION, section_delegate(table))
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    for column in (Column.KIND, Column.PARAMETERS, Column.SCORING):
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(column, 96)
    # the kind and the scoring wrap as the rule does: whole words in two lines
    table.setItemDelegateForColumn(Column.KIND, WrappedText(table))
    table.setItemDelegateForColumn(Column.SCORING, WrappedChoices(table, scoring_delegate()))
    size_word_columns(table)
    header.setSectionResizeMode(Column.RULE, QHeaderView.ResizeMode.Stretch)
    header.setMinimumSectionSize(40)
    table.setWordWrap(False)  # but these: other columns are cut, not wrapped
    table.setItemDelegateForColumn(Column.RULE, WrappedText(table))
    rows = table.verticalHeader()
    rows.setMinimumSectionSize(24)
    rows.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.sectionResized.connect(lambda *_: table.resizeRowsToContents())
    return table


def boxes(form: FormParts, details: BoxDetails) -> QVBoxLayout:
    """The boxes: the palette of boxes to add and the buttons, the table, and the chosen
    box's parameters (``details``) under it."""
    form.table = _table(form)
    form.box_palette = QComboBox()
    form.box_palette.setAccessibleName(QCoreApplication.translate("DiceForm", "Box to add"))
    form.add_box = QPushButton(QCoreApplication.translate("DiceForm", "&Add box"))
    form.remove_box = QPushButton(QCoreApplication.translate("DiceForm", "Remo&ve"))
    form.up = QPushButton(QCoreApplication.translate("DiceForm", "Move &up"))
    form.down = QPushButton(QCoreApplication.translate("DiceForm", "Move do&wn"))
    form.up.setToolTip(plain_tip(
        QCoreApplication.translate("DiceForm", "Move the chosen box (Ctrl+Up)")))
    form.down.setToolTip(plain_tip(
        QCoreApplication.translate("DiceForm", "Move the chosen box (Ctrl+Down)")))
    buttons = QHBoxLayout()
    boxes_label = QLabel(QCoreApplication.translate("DiceForm", "&Boxes:"))
    boxes_label.setBuddy(form.box_palette)
    buttons.addWidget(boxes_label)
    buttons.addWidget(form.box_palette, 1)
    for w in (form.add_box, form.remove_box, form.up, form.down):
        buttons.addWidget(w)
    form.fields[("categories",)] = Field(form.table, stretch=True)
    layout = QVBoxLayout()
    layout.setSpacing(4)
    layout.addLayout(buttons)
    layout.addWidget(form.fields[("categories",)].box, 1)
    layout.addWidget(details)
    return layout
