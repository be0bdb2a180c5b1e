"""The one strict door: every text from outside is read by the same strict JSON reader and
each game's validator, and each refusal is one sentence that quotes at most an excerpt.

Expected values come from the issue's attacks (red team, issue 23) and the JSON and
Unicode rules, never from the code under test.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from yachtdice.core import GameRecord, Hold, Player, Roll, Score, Undo
from yachtdice.core.errors import IllegalActionError, RecordError, YachtDiceError
from yachtdice.core.jsontext import JSONTextError, loads
from yachtdice.core.modes import ruleset_from_dict
from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.modes.place_value.rules import PLACE_VALUE_4
from yachtdice.core.modes.word.rules import WORD_YAHTZEE, WordRuleset

# the limits, as the issue asks for them (the tests that use them import the names)
MAX_TURN_MOVES, MAX_GAME_MOVES, MAX_ACTIONS = 100, 10_000, 25_000

SURROGATE = '"Ann\\ud800"'  # JSON text of a name holding a lone surrogate


# -- the strict reader --------------------------------------------------------------------------

@pytest.mark.parametrize("text, said", [
    ("[" * 100_000, "nested more than 64 levels deep"),
    ('{"name": ' + SURROGATE + "}", "name: a text holds a lone surrogate"),
    ('{"players": [{"name": ' + SURROGATE + "}]}", "players[0].name: a text holds a lone"),
    ("9" * 5000, "too many digits"),
    ("9223372036854775808", "too many digits"),  # one more than SQLite's 64 bits
    ("1e999", "too many digits"),                 # json makes it infinity
    ('"' + "x" * 10_001 + '"', "longer than 10,000 characters"),
    ("NaN", "NaN is not a JSON number"),
    ('{"a": 1, "a": 2}', "the key 'a' appears twice"),
])
def test_the_reader_refuses_what_no_file_may_hold(text: str, said: str) -> None:
    with pytest.raises(JSONTextError, match=None) as caught:
        loads(text)
    assert said in str(caught.value)
    assert len(str(caught.value)) < 200


def test_the_largest_values_a_file_may_hold_are_read() -> None:
    assert loads("[9223372036854775807, -9223372036854775807]") == [2**63 - 1, -(2**63 - 1)]
    assert loads('"' + "é" * 10_000 + '"') == "é" * 10_000


def test_text_over_its_limit_is_refused_before_it_is_parsed() -> None:
    with pytest.raises(JSONTextError, match="larger than 10 bytes"):
        loads("[" + "1," * 100 + "1]", 10)


EXPORTISH = {"format": "x", "games": [{"n": i, "name": "Zoë \\\" " * i} for i in range(40)],
             "tail": 12345}


@pytest.mark.parametrize("size", [1, 2, 5, 13, 100, 10_000])
@pytest.mark.parametrize("ascii_only", [True, False])
def test_a_long_input_read_a_piece_at_a_time_is_the_same_input(size: int,
                                                                ascii_only: bool) -> None:
    from yachtdice.core.jsontext import members

    text = json.dumps(EXPORTISH, ensure_ascii=ascii_only)
    chunks = [text[i:i + size] for i in range(0, len(text), size)]
    got = list(members(chunks, {"games": 100}, piece=2000))
    assert [p.value for p in got if p.key == "games" and p.index is not None] == \
        EXPORTISH["games"]
    assert [(p.key, p.value) for p in got if p.key != "games"] == [("format", "x"),
                                                                   ("tail", 12345)]


def test_a_list_over_its_count_is_refused_when_the_count_is_passed() -> None:
    from yachtdice.core.jsontext import members

    read: list[Any] = []

    def chunks() -> Any:
        yield '{"games": ['
        for _ in range(1_000_000):  # never all read: the refusal comes at the sixth game
            read.append(1)
            yield "{}, "

    with pytest.raises(JSONTextError, match="more than 5 items in games"):
        for _ in members(chunks(), {"games": 5}):
            pass
    assert len(read) < 10


@pytest.mark.parametrize("chunks, said", [
    (['{"games": [1, 2] "x"}'], "expected ',' or '}'"),
    (['{"a": 1', ''], "the text ends where ',' or '}' was expected"),
    ([("{\"a\": \"" + "x" * 100 + "\"}")[i:i + 10] for i in range(0, 110, 10)],
     "one value is longer than 50 characters"),
    (['{"games": [' + "[" * 64 + "]" * 64 + "]}"], "nested more than 64 levels deep"),
    (['{"games": [{"name": ' + SURROGATE + "}]}"], "games[0].name: a text holds a lone"),
    (['{"a": 1}', " x"], "extra data"),
])
def test_a_long_input_is_refused_in_one_sentence(chunks: list[str], said: str) -> None:
    from yachtdice.core.jsontext import members

    with pytest.raises(JSONTextError) as caught:
        list(members(chunks, {"games": 10}, piece=50, other=50))
    assert said in str(caught.value)


def test_a_list_is_read_an_item_at_a_time() -> None:
    from yachtdice.core.jsontext import items

    got = [(p.key, p.index, p.value) for p in items(["[1, {", '"a": 2}]'], 5)]
    assert got == [("", None, []), ("", 0, 1), ("", 1, {"a": 2})]
    whole = list(items(['{"a": 1}'], 5))
    assert [(p.key, p.value) for p in whole] == [(None, {"a": 1})]


# -- rulesets of every game through one door ---------------------------------------------------

WORD = WORD_YAHTZEE.to_dict()


def word(**changes: Any) -> dict[str, Any]:
    return {**WORD, **changes}


@pytest.mark.parametrize("data, said", [
    (word(dice=["A\u00b2 B1"] + WORD["dice"][1:]), "dice[0]: faces are written like"),  # ²
    (word(dice=["A" + "9" * 5000 + " B1"] + WORD["dice"][1:]), "dice[0]: a face is worth"),
    (word(dice=["A1000000000 B1"] + WORD["dice"][1:]), "a face is worth 0 to 999"),
    (word(name="Bad\x1b[2J"), "name must not contain control characters"),
    (word(name="N" * 200_000), "name must be at most 60 characters"),
    (word(id=""), "id must be 1-64 lowercase letters"),
    (word(id="yahtzee~1234abcd"), "id must be 1-64 lowercase letters"),
    ({**PLACE_VALUE_4.to_dict(),
      "boxes": [{"id": "b", "condition": {"kind": "digit_sum", "total": 10**300}}]},
     "must be a whole number from 0 to 1,000,000,000"),
])
def test_hostile_rulesets_are_one_sentence(data: dict[str, Any], said: str) -> None:
    with pytest.raises(YachtDiceError) as caught:
        ruleset_from_dict(data)
    assert said in str(caught.value)
    assert len(str(caught.value)) < 300


def test_letters_keep_their_values_up_to_the_bound() -> None:
    rules = ruleset_from_dict(word(id="dear-letters", dice=["A999 B1"] + WORD["dice"][1:]))
    assert rules.dice[0].values == (999, 1)


def test_a_record_with_a_hostile_word_ruleset_is_a_record_error() -> None:
    data = GameRecord.new(WORD_YAHTZEE, [Player("Ann")]).to_dict()
    data["ruleset"]["dice"][0] = "A\u00b2 B1"
    with pytest.raises(RecordError, match=r"^ruleset: dice\[0\]"):
        GameRecord.from_dict(data)


@pytest.mark.parametrize("change, said", [
    ({"id": "yahtzee~1234abcd"}, "must be 1-64 lowercase letters"),
    ({"id": ""}, "must be 1-64 lowercase letters"),
    ({"name": "Ann\u0007"}, "control characters"),
    ({"name": "x" * 200_000}, "at most 60 characters"),
])
@pytest.mark.parametrize("rules", [preset("yacht"), WORD_YAHTZEE, PLACE_VALUE_4])
def test_ruleset_ids_and_names_inside_records_are_checked(rules: Any, change: dict[str, str],
                                                          said: str) -> None:
    data = GameRecord.new(rules, [Player("Ann")]).to_dict()
    data["ruleset"].update(change)
    with pytest.raises(RecordError) as caught:
        GameRecord.from_dict(data)
    assert said in str(caught.value) and len(str(caught.value)) < 400


def test_a_long_name_is_quoted_by_an_excerpt() -> None:
    with pytest.raises(YachtDiceError) as caught:
        Player("x" * 100_000)
    assert len(str(caught.value)) < 200
    assert "100,000 characters" in str(caught.value)


# -- limits of a game's log ----------------------------------------------------------------------

def rolled() -> GameRecord:
    return GameRecord.new(preset("yacht"), [Player("Ann")]).then(Roll((1, 2, 3, 4, 5)))


def test_a_turn_has_at_most_so_many_holds_and_undos_then_roll_or_score() -> None:
    record = rolled()
    for i in range(MAX_TURN_MOVES):
        record = record.then(Hold((0,) if i % 2 == 0 else ()))
    with pytest.raises(IllegalActionError, match="holds and undos"):
        record.then(Hold((1,)))
    with pytest.raises(IllegalActionError, match="holds and undos"):
        record.then(Undo())
    assert record.then(Roll((1, 6, 6, 6, 6))).state.dice == (1, 6, 6, 6, 6)  # still allowed
    assert record.then(Score("choice")).state.cards[0].get("choice") == 15


def test_an_undo_gives_no_holds_back() -> None:
    record = rolled()
    for _ in range(MAX_TURN_MOVES // 2):
        record = record.then(Hold((0,))).then(Undo())
    with pytest.raises(IllegalActionError, match="This turn has had 100 holds and undos"):
        record.then(Hold((0,)))


def test_a_game_has_at_most_so_many_holds_and_undos() -> None:
    state = rolled().state
    state = state.__class__(state.ruleset, state.players, state.cards, state.current,
                            state.rolls_left, state.saved_rolls, state.dice,
                            moves=MAX_GAME_MOVES)
    assert "this game has had 10,000 holds and undos" in (state.problem(Hold((0,))) or "")
    assert state.problem(Score("choice")) is None


def test_a_record_with_more_actions_than_a_game_may_have_is_refused_unread() -> None:
    data = rolled().to_dict()
    data["actions"] += [{"hold": [0]}, {"hold": []}] * 1_000_000  # 2,000,000 holds
    with pytest.raises(RecordError, match=f"at most {MAX_ACTIONS:,} actions"):
        GameRecord.from_dict(data)


def test_a_record_with_too_many_holds_in_a_turn_names_the_action() -> None:
    data = rolled().to_dict()
    data["actions"] += [{"hold": [0]}, {"hold": []}] * 60
    with pytest.raises(RecordError, match=r"actions\[101\]: This turn has had 100 holds"):
        GameRecord.from_dict(data)


def test_what_play_can_make_stays_within_the_record_limit() -> None:
    # the most a game can log: 8 players x 40 boxes, each turn 5 rolls and its scores, and
    # the game's holds and undos (each undo may give one more score)
    turns, rolls = 8 * 40, 5
    assert turns * (rolls + 1) + 2 * MAX_GAME_MOVES <= MAX_ACTIONS


def test_word_letters_worth_a_billion_cannot_be_read() -> None:
    data = word(id="rich", dice=["A1000000000 B1"] + WORD["dice"][1:])
    with pytest.raises(YachtDiceError, match="a face is worth 0 to 999"):
        WordRuleset.from_dict(data)


@pytest.mark.parametrize("path, value", [
    (("mode",), "9" * 5000),
    (("ruleset", "mode"), "m" * 5000),
    (("ruleset", "categories"), [1] * 1000),
    (("players", 0, "strategy"), "s" * 5000),
    (("actions", 0, "roll", 0), "9" * 5000),
    (("actions", 1, "score"), "b" * 5000),
])
def test_a_refused_record_quotes_its_input_by_an_excerpt(path: tuple[Any, ...],
                                                         value: object) -> None:
    data = GameRecord.new(preset("yacht"), [Player("Hal", True, "beginner")]).then(
        Roll((1, 2, 3, 4, 5))).then(Score("choice")).to_dict()
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    with pytest.raises(YachtDiceError) as caught:
        GameRecord.from_dict(data)
    assert len(str(caught.value)) <= 400


def test_a_place_value_claim_of_5000_digits_is_quoted_by_an_excerpt() -> None:
    from yachtdice.core.modes.place_value.engine import PlaceClaim

    record = GameRecord.new(PLACE_VALUE_4, [Player("Ann")]).then(Roll((6, 3, 4, 1)))
    problem = record.state.problem(Score(PlaceClaim("wild", "9" * 5000)))
    assert problem is not None and len(problem) < 200
