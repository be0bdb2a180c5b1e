"""Whatever arrives, the room's door answers with a message or one ProtocolError sentence,
never another exception: any JSON, and every valid message with a field taken away,
added, or given a value of another kind."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from yachtdice.core.jsontext import JsonValue
from yachtdice.net import protocol as p

JSON: st.SearchStrategy[JsonValue] = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
    | st.text(max_size=70),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=12), inner,
                                                                max_size=6),
    max_leaves=30)

VALID: list[dict[str, JsonValue]] = [
    p.Room({"id": "yacht"}, None, (p.SeatInfo(p.OPEN, None, None, False),), "g", bytes(32),
           "Hilda").to_json(),
    p.Seated(1, "0f" * 16).to_json(),
    p.Game(({"name": "A", "computer": False, "strategy": None},), ({"roll": [1]},),
           ((1, bytes(32), 0),), (((1, bytes(32)),),)).to_json(),
    p.Need(3).to_json(), p.Did(0, {"roll": [1, 2]}, ((1, bytes(32)),)).to_json(),
    p.Refused("no").to_json(), p.Reveal(bytes(32), bytes(32)).to_json(),
    p.Sit("Ann", "plain", bytes(32), None).to_json(), p.Act({"roll": True}).to_json(),
    p.Value(2, bytes(32)).to_json()]


def answer(data: object) -> None:
    try:
        p.parse(data)
    except p.ProtocolError as exc:
        text = str(exc)
        assert text and "\n" not in text and len(text) <= 400


@given(JSON)
def test_any_json_is_a_message_or_one_sentence(data: JsonValue) -> None:
    answer(data)
    answer({"type": "sit", **data} if isinstance(data, dict) else data)


@given(st.sampled_from(VALID), st.data())
def test_a_valid_message_changed_is_a_message_or_one_sentence(
        message: dict[str, JsonValue], data: st.DataObject) -> None:
    changed = dict(message)
    key = data.draw(st.sampled_from(sorted(changed)))
    how = data.draw(st.sampled_from(["drop", "replace", "add"]))
    if how == "drop":
        del changed[key]
    elif how == "replace":
        changed[key] = data.draw(JSON)
    else:
        changed[data.draw(st.text(max_size=8))] = data.draw(JSON)
    answer(changed)
