"""A small history written out by hand, for the statistics tests.

Every game is Yacht; each player scores nothing but the Choice box (the sum of the
dice written below) and, where marked, 50 in the Yacht box. Times are UTC; the tests
run in a time zone five hours behind UTC, so two games end on the local day before
(or the same local day as) their UTC date.

| game | ended (UTC)        | local date | Ann           | Bob | computer  |
|------|--------------------|------------|---------------|-----|-----------|
| 1    | 2026-03-01 03:00   | 2026-02-28 | 20            |     |           |
| 2    | 2026-03-01 12:00   | 2026-03-01 | 25            | 15  |           |
| 3    | 2026-03-02 12:00   | 2026-03-02 | 30            |     | 30        |
| 4    | 2026-03-03 12:00   | 2026-03-03 | 56 (6 + 50), undo used |  |   |
| 5    | 2026-03-04 04:59   | 2026-03-03 | 10            | 30  |           |

Each game started ten minutes before it ended.

:func:`word_game` is a Yahtzee Words game of two people who both earn the upper bonus.
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Sequence
from datetime import datetime, timedelta

import pytest

from yachtdice.core import GameRecord, Player, Roll, Score, Undo
from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.modes.word import rules as word
from yachtdice.core.modes.word.rules import WORD_YAHTZEE, Lexicon, WordClaim
from yachtdice.store import RECORDED, Store

ZONE = "Etc/GMT+5"  # POSIX sign: five hours behind UTC


def yacht(choices: Sequence[tuple[int, ...]], names: Sequence[str],
          computer: Sequence[bool] = (), yacht_for: Sequence[int] = (),
          undo_for: Sequence[int] = ()) -> GameRecord:
    computer = list(computer) or [False] * len(names)
    players = [Player(n, c, "intermediate" if c else None)
               for n, c in zip(names, computer, strict=True)]
    record = GameRecord.new(preset("yacht"), players)
    nothing = {face: tuple(f for f in range(1, 7) if f != face) for face in range(1, 7)}
    plan: list[tuple[object, str]] = [(nothing[f], box) for f, box in enumerate(
        ("ones", "twos", "threes", "fours", "fives", "sixes"), start=1)]
    plan += [((1, 2, 3, 4, 6), "full_house"), ((1, 2, 3, 4, 6), "four_of_a_kind"),
             ((1, 1, 2, 3, 4), "little_straight"), ((1, 1, 2, 3, 4), "big_straight"),
             ("choice", "choice"), ("yacht", "yacht")]
    for dice, box in plan:
        for seat in range(len(players)):
            if dice == "choice":
                roll = choices[seat]
            elif dice == "yacht":
                roll = (6, 6, 6, 6, 6) if seat in yacht_for else (1, 2, 3, 4, 6)
            else:
                roll = dice  # type: ignore[assignment]
            record = record.then(Roll(tuple(roll)))
            if seat in undo_for and box == "ones":
                record = record.then(Score(box)).then(Undo())
            record = record.then(Score(box))
    assert record.state.finished
    return record


GAMES = [
    (yacht([(2, 3, 4, 5, 6)], ["Ann"]), "2026-03-01T03:00:00"),
    (yacht([(5, 5, 5, 5, 5), (3, 3, 3, 3, 3)], ["Ann", "Bob"]), "2026-03-01T12:00:00"),
    (yacht([(6, 6, 6, 6, 6), (6, 6, 6, 6, 6)], ["Ann", "Robo"], [False, True]),
     "2026-03-02T12:00:00"),
    (yacht([(1, 1, 1, 1, 2)], ["Ann"], yacht_for=[0], undo_for=[0]), "2026-03-03T12:00:00"),
    (yacht([(2, 2, 2, 2, 2), (6, 6, 6, 6, 6)], ["Ann", "Bob"]), "2026-03-04T04:59:00"),
]
ANN = [20, 25, 30, 56, 10]
ANN_DATES = ["2026-02-28", "2026-03-01", "2026-03-02", "2026-03-03", "2026-03-03"]
BOB = [15, 30]


@pytest.fixture
def local_zone(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("TZ", ZONE)
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


@pytest.fixture(params=["Etc/GMT-14", "Etc/GMT+12"])  # POSIX signs: 14 h east, 12 h west
def far_zone(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The local time zone at one end of the earth or the other (a date near the ends of
    the calendar is another year there)."""
    monkeypatch.setenv("TZ", request.param)
    time.tzset()
    yield request.param
    monkeypatch.undo()
    time.tzset()


def fill(store: Store, origin: str = RECORDED) -> list[int]:
    ids = []
    for record, ended in GAMES:
        end = datetime.fromisoformat(ended + "+00:00")
        # recorded (High Scores leaves them out), or as if played here (HERE: Statistics
        # counts those, and real dice, unless asked)
        ids.append(store.record_game(record, started=(end - timedelta(minutes=10)).isoformat(),
                                     ended=end.isoformat(), origin=origin))
    return ids


# Every turn both players of :func:`word_game` roll these letters (values 4 2 2 1 0 2 3,
# as printed on the dice) and write these words in the upper boxes: up 7, put 9, pure 10,
# super 12, purest 14, 52 points: 45 or more earns the upper bonus of 35, 87 each
WORD_ROLL = ("p", "s", "r", "e", "*", "t", "u")
UPPER_WORDS = {"two_letter": "up", "three_letter": "put", "four_letter": "pure",
               "five_letter": "super", "six_letter": "purest"}
WORDS = Lexicon(list(UPPER_WORDS.values()))


@pytest.fixture
def upper_words(monkeypatch: pytest.MonkeyPatch) -> None:
    """Words are judged (and stored word games replayed) against :data:`WORDS`."""
    monkeypatch.setattr(word, "_dictionary_loader", lambda: WORDS)


def word_game(names: Sequence[str] = ("Ann", "Ben")) -> GameRecord:
    """Both people fill the upper boxes with words and zero the rest (needs
    ``upper_words``)."""
    record = GameRecord.new(WORD_YAHTZEE, [Player(n) for n in names])
    for _turn in range(12):
        for _seat in names:
            box = record.state.card.open_ids[0]
            claim = (WordClaim(box, (UPPER_WORDS[box],)) if box in UPPER_WORDS
                     else WordClaim(box, zero=True))
            record = record.then(Roll(WORD_ROLL)).then(Score(claim))
    assert record.state.finished
    return record
