"""How a game's dice were thrown, kept apart from where its record comes from: rolled by the
program, real dice entered by hand (the score card for real dice, issue 33) or rolled
together across computers with who hosted (issue 34). History, high scores, export and import
keep it; a file claiming something else is refused by its place."""

from __future__ import annotations

import re

import pytest

from yachtdice.store import IMPORTED, ONLINE, REAL, ROLLED, Store, StoreError

from .helpers import play
from .test_mode_migration import copy_of_old_history
from .test_provenance import fabricated, played_here


def test_games_say_how_their_dice_were_thrown(store: Store) -> None:
    rolled = played_here(store, play("yahtzee", ["Ann"], seed=3))
    real = store.start_game(fabricated("Bo"), dice=REAL)
    online = store.record_game(fabricated("Cy"), dice=ONLINE, host="Dee")
    kinds = {g.id: (g.dice, g.host) for g in store.history(finished_only=False)}
    assert kinds == {rolled: (ROLLED, None), real: (REAL, None), online: (ONLINE, "Dee")}
    assert (store.game(online).dice, store.game(online).host) == (ONLINE, "Dee")
    assert store.game(rolled).dice == ROLLED


def test_high_scores_keep_the_dice_asked_for(store: Store) -> None:
    store.record_game(fabricated("Real"), dice=REAL)
    store.record_game(fabricated("Net"), dice=ONLINE, host="Ann")
    store.record_game(fabricated("Program"))
    names = lambda dice: {h.name for h in store.high_scores("yahtzee", dice=dice)}  # noqa: E731
    assert names(None) == {"Real", "Net", "Program"}
    assert names([REAL]) == {"Real"}
    assert names([ROLLED, ONLINE]) == {"Net", "Program"}
    assert names([]) == set()
    assert {h.name: h.dice for h in store.high_scores("yahtzee")}["Real"] == REAL


def test_an_export_carries_the_dice_to_another_computer(store: Store, tmp_path) -> None:
    store.record_game(fabricated("Real"), dice=REAL, uid="real-one")
    store.record_game(fabricated("Net"), dice=ONLINE, host="Åsa 🎲", uid="net-one")
    store.record_game(fabricated("Program"), uid="program-one")
    export = store.export()
    assert [(g["uid"], g.get("dice"), g.get("host")) for g in export["games"]] == [
        ("real-one", "real", None), ("net-one", "online", "Åsa 🎲"),
        ("program-one", None, None)]
    with Store.open(tmp_path / "other.sqlite3") as other:
        assert other.import_history(export).games_added == 3
        got = {g.seats[0].name: (g.origin, g.dice, g.host) for g in other.history()}
    assert got == {"Real": (IMPORTED, REAL, None), "Net": (IMPORTED, ONLINE, "Åsa 🎲"),
                   "Program": (IMPORTED, ROLLED, None)}


@pytest.mark.parametrize(("fields", "sentence"), [
    ({"dice": "loaded"}, "games[0].dice: must be rolled, real, online"),
    ({"dice": 1}, "games[0].dice: must be rolled, real, online"),
    ({"host": "Ann"}, "games[0].host: only a game played online has a host"),
    ({"dice": "online", "host": ""}, "games[0].host: must be text of 1 to 100 characters"),
    ({"dice": "online", "host": "x" * 101}, "games[0].host: must be text of 1 to 100"),
    ({"dice": "online", "host": "a\nb"}, "games[0].host: must be text of 1 to 100"),
])
def test_an_export_claiming_other_dice_is_refused_by_its_place(
        store: Store, fields: dict[str, object], sentence: str) -> None:
    game = {"uid": "x", "started": "2026-01-01T10:00:00+00:00",
            "ended": "2026-01-01T10:20:00+00:00", "status": "finished",
            "record": fabricated().to_dict(), **fields}
    with pytest.raises(StoreError, match=re.escape(sentence)):
        store.import_history({"format": "yachtdice-history", "version": 1, "rulesets": [],
                              "games": [game]})
    assert store.history(finished_only=False) == []


def test_a_caller_cannot_store_a_host_without_online_dice(store: Store) -> None:
    with pytest.raises(ValueError, match="only a game played online has a host"):
        store.record_game(fabricated(), dice=REAL, host="Ann")
    with pytest.raises(ValueError, match="dice must be one of"):
        store.start_game(fabricated(), dice="loaded")
    assert store.history(finished_only=False) == []


def test_games_kept_before_were_rolled_by_the_program(tmp_path) -> None:
    # a history written before how the dice were thrown was kept (schema version 5)
    with Store.open(copy_of_old_history(tmp_path)) as old:
        games = old.history(finished_only=False)
        assert len(games) == 3
        assert {(g.dice, g.host) for g in games} == {(ROLLED, None)}
