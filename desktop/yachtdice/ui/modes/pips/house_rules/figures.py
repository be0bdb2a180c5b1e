"""What pip dice's House Rules form works out beside it (:class:`DiceFigures`): each box's
highest score and rule in words (from the rules of the boxes without problems alone while
others have some), a roll tried, the expected score and the bonus chance, and the one-click
fixes."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from math import comb

from yachtdice.core.errors import Problem
from yachtdice.core.modes.pips.describe import box_rule
from yachtdice.core.modes.pips.ruleset import Joker, Ruleset
from yachtdice.core.modes.pips.table import score_table
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.ui.i18n import translated
from yachtdice.ui.modes.pips.house_rules import words
from yachtdice.ui.modes.pips.house_rules.checks import fine_part, fixes
from yachtdice.ui.modes.pips.house_rules.expected import ExpectedScore
from yachtdice.ui.modes.pips.house_rules.model import WORKING, BoxesModel
from yachtdice.ui.modes.pips.house_rules.try_roll import TryRoll
from yachtdice.ui.widgets.form_fields import ConsequenceLines, Consequences, Fix, RulesetData

_TRY = QT_TRANSLATE_NOOP("RulesetEditor", "&Try a roll")
CHEAP_TABLE = 60_000  # rolls x boxes scored on the spot for the "Highest" column


class BoxFigures:
    """Fills the boxes model's figures; remembers each ruleset's highest scores."""

    def __init__(self, model: BoxesModel) -> None:
        self.model = model
        self._highest: dict[str, list[int | None]] = {}  # by play hash: a new name keeps them

    def show(self, data: RulesetData, rules: Ruleset | None,
             problems: Sequence[Problem]) -> None:
        """Every box with its problems; the highest score and the rule in words of each box
        that has none."""
        boxes = [b if isinstance(b, dict) else {} for b in data.get("categories", [])]
        said: dict[int, list[str]] = {}
        for p in problems:
            path = p.path
            if len(path) >= 2 and path[0] == "categories" and isinstance(path[1], int):
                said.setdefault(path[1], []).append(words.in_box(p, data))
        texts = [""] * len(boxes)
        highest: list[int | None] = [None] * len(boxes)
        shown, rows = (rules, list(range(len(boxes)))) if rules is not None else \
            fine_part(data, problems)
        if shown is not None:  # the whole rules are solved, so their figures will come
            best = self.highest(shown, working=rules is not None)
            for i, (row, c) in enumerate(zip(rows, shown.categories, strict=True)):
                texts[row], highest[row] = translated(box_rule(shown, c)), best[i]
        self.model.set_boxes(boxes, said, texts, highest)

    def known(self, rules: Ruleset) -> bool:
        return rules.play_hash() in self._highest

    def highest(self, rules: Ruleset, working: bool = False) -> list[int | None]:
        """Each box's highest score (jokers included when the rules have one), from the table;
        for dice so many that the table is built in the background first, WORKING (shown as
        being worked out) when ``working`` (the rules are being solved), else blank."""
        key = rules.play_hash()
        if key in self._highest:
            return self._highest[key]
        size = comb(len(rules.faces) + rules.dice_count - 1, rules.dice_count)
        if size * len(rules.categories) > CHEAP_TABLE:
            return [WORKING if working else None] * len(rules.categories)
        return self.from_table(rules)

    def from_table(self, rules: Ruleset) -> list[int | None]:
        table = score_table(rules)
        out: list[int | None] = []
        for i in range(len(rules.categories)):
            best = int(table.points[:, i].max())
            if rules.joker is not Joker.NONE:
                best = max(best, int(table.joker_points[:, i].max()))
            out.append(best)
        self._highest[rules.play_hash()] = out
        return out


def _pips(rules: object | None) -> Ruleset | None:
    return rules if isinstance(rules, Ruleset) else None


class DiceFigures(Consequences):
    """Pip dice's figures beside the form: the boxes' columns, Try a roll, the expected
    score and the bonus chance in the window's lines."""

    def __init__(self, model: BoxesModel) -> None:
        self.boxes = BoxFigures(model)
        self.tray = TryRoll()
        self.tab = self.tray
        self.tab_title = translated(_TRY)
        self.expected = ExpectedScore(self._solved, self.tray)
        self._shown: tuple[RulesetData, Ruleset | None, Sequence[Problem]] = ({}, None, ())

    def fixes(self, problems: Sequence[Problem], data: RulesetData) -> list[Fix]:
        return fixes(problems, data)

    def follow(self, data: RulesetData, rules: object | None,
               problems: Sequence[Problem]) -> None:
        self._shown = (data, _pips(rules), problems)
        self.boxes.show(*self._shown)
        self.tray.set_rules(_pips(rules))

    def weigh(self, rules: object | None, base: object | None, stored: Callable[[str], bool],
              lines: ConsequenceLines) -> None:
        self.expected.weigh(_pips(rules), _pips(base), stored, lines)

    def _solved(self, rules: Ruleset) -> None:
        """The rules' table is built now: fill the Highest column where it was left blank."""
        if not self.boxes.known(rules):
            self.boxes.from_table(rules)
            self.boxes.show(*self._shown)

    def leave(self) -> None:
        self.expected.leave()

    def saved(self, rules: object) -> None:
        if isinstance(rules, Ruleset):
            self.expected.engines.keep(rules)  # a table solved in memory goes to the cache

    def forget(self, ruleset_id: str) -> None:
        self.expected.engines.forget(ruleset_id)  # nothing can ask for its tables now

    def stop(self) -> None:
        self.expected.stop()
