"""High scores and per-player records, computed from stored games."""

from __future__ import annotations

import pytest

from yachtdice.store import Store

from .helpers import play, yacht_game


def scores(rows: list) -> list[tuple[str, int]]:
    return [(h.name, h.score) for h in rows]


def test_high_scores_best_first_ties_to_the_earlier_game(store: Store) -> None:
    store.record_game(yacht_game((1, 1, 1, 2, 2), ["Ann"]), ended="2026-01-01T10:00:00+00:00")
    store.record_game(yacht_game((6, 6, 6, 6, 5), ["Bob"]), ended="2026-01-03T10:00:00+00:00")
    store.record_game(yacht_game((6, 6, 6, 5, 6), ["Cy"]), ended="2026-01-02T10:00:00+00:00")
    store.record_game(yacht_game((3, 3, 3, 3, 3), ["Di"], yacht=True),
                      ended="2026-01-04T10:00:00+00:00")
    rows = store.high_scores("yacht")
    assert scores(rows) == [("Di", 65), ("Cy", 29), ("Bob", 29), ("Ann", 7)]
    assert [h.rank for h in rows] == [1, 2, 3, 4]
    assert rows[0].date.startswith("2026-01-04")
    assert scores(store.high_scores("yacht", limit=2)) == [("Di", 65), ("Cy", 29)]


def test_top_ten_by_default_any_n_on_request(store: Store) -> None:
    for i in range(12):
        store.record_game(yacht_game((1, 1, 1, 1, 1 + i % 6), [f"P{i}"]))
    assert len(store.high_scores("yacht")) == 10
    assert len(store.high_scores("yacht", 12)) == 12
    assert len(store.high_scores("yacht", 3)) == 3


def test_assisted_games_are_marked_and_can_be_left_out(store: Store) -> None:
    store.record_game(yacht_game((6, 6, 6, 6, 6), ["Ann"], undo=True))
    store.record_game(yacht_game((5, 5, 5, 5, 5), ["Bob"]))
    hinted = store.record_game(yacht_game((4, 5, 5, 5, 5), ["Cy"]), used_hints=True)
    rows = store.high_scores("yacht")
    assert [(h.name, h.assisted) for h in rows] == [("Ann", True), ("Bob", False),
                                                    ("Cy", True)]
    assert rows[2].game_id == hinted
    assert scores(store.high_scores("yacht", unassisted_only=True)) == [("Bob", 25)]


def test_computer_players_only_on_request(store: Store) -> None:
    store.record_game(yacht_game((6, 6, 6, 6, 6), ["Robo"], computer=True))
    store.record_game(yacht_game((1, 2, 3, 4, 6), ["Ann"]))
    assert scores(store.high_scores("yacht")) == [("Ann", 16)]
    rows = store.high_scores("yacht", include_computer=True)
    assert scores(rows) == [("Robo", 30), ("Ann", 16)] and rows[0].computer


def test_each_ruleset_has_its_own_table(store: Store) -> None:
    store.record_game(yacht_game((6, 6, 6, 6, 6), ["Ann"]))
    store.record_game(play("yatzy", ["Bob"], seed=2))
    assert scores(store.high_scores("yacht")) == [("Ann", 30)]
    assert [h.name for h in store.high_scores("yatzy")] == ["Bob"]
    assert store.high_scores("maxi-yatzy") == []
    assert set(store.rulesets_played()) == {"yacht", "yatzy"}


def test_multiplayer_games_contribute_every_human_seat(store: Store) -> None:
    store.record_game(yacht_game((2, 2, 2, 3, 3), ["Ann", "Bob"]))
    assert sorted(scores(store.high_scores("yacht"))) == [("Ann", 12), ("Bob", 12)]


def test_player_summary(store: Store) -> None:
    store.record_game(yacht_game((6, 6, 6, 6, 6), ["Ann"], yacht=True))   # 30 + 50
    store.record_game(yacht_game((1, 1, 1, 1, 2), ["Ann"]))               # 6
    store.record_game(yacht_game((3, 3, 3, 3, 3), ["Bob"]))
    y1 = play("yahtzee", ["Ann"], seed=5)
    store.record_game(y1)
    s = store.player_summary("Ann", "yacht")
    assert (s.games, s.best, s.average) == (2, 80, 43.0)
    assert s.all_same_rate == 0.5
    assert s.upper_bonus_rate == 0.0
    assert s.box_averages["yacht"]["choice"] == 18.0 and s.box_averages["yacht"]["yacht"] == 25.0
    every = store.player_summary("Ann")
    assert every.games == 3 and set(every.box_averages) == {"yacht", "yahtzee"}
    card = y1.state.cards[0]
    assert every.box_averages["yahtzee"] == {k: float(v) for k, v in card.to_dict().items()}
    nobody = store.player_summary("Nobody")
    assert (nobody.games, nobody.average, nobody.best) == (0, None, None)


def test_history_filters(store: Store) -> None:
    store.record_game(yacht_game((6, 6, 6, 6, 6), ["Ann", "Bob"]))
    store.record_game(yacht_game((6, 6, 6, 6, 5), ["Bob"]))
    store.record_game(play("yatzy", ["Ann"], seed=3))
    assert len(store.history()) == 3
    assert len(store.history(player="Ann")) == 2
    assert len(store.history(player="Bob", ruleset_id="yacht")) == 2
    assert len(store.history(ruleset_id="yatzy")) == 1
    assert store.history(limit=1)[0].ruleset_id == "yatzy"  # newest first


@pytest.mark.parametrize("limit", [0, -5])
def test_nonpositive_limits_give_nothing(store: Store, limit: int) -> None:
    store.record_game(yacht_game((6, 6, 6, 6, 6)))
    assert store.high_scores("yacht", limit) == []


def from_scratch(store: Store) -> tuple[dict, dict]:
    """The statistics recomputed from the result rows, the slow way."""
    conn = store._conn
    totals = {(r[0], r[1], r[2]): r[3:] for r in conn.execute(
        "SELECT name, ruleset_id, computer, count(*), sum(total), max(total), "
        "sum(upper_bonus > 0), sum(coalesce(all_same > 0, 0)), sum(all_same IS NOT NULL) "
        "FROM results GROUP BY name, ruleset_id, computer")}
    boxes = {(r[0], r[1], r[2]): r[3:] for r in conn.execute(
        "SELECT r.name, r.ruleset_id, b.category, count(*), sum(b.points) FROM results AS r "
        "JOIN boxes AS b ON b.game_id = r.game_id AND b.seat = r.seat "
        "GROUP BY r.name, r.ruleset_id, b.category")}
    return totals, boxes


def maintained(store: Store) -> tuple[dict, dict]:
    conn = store._conn
    totals = {(r[0], r[1], r[2]): r[3:] for r in conn.execute("SELECT * FROM player_totals")}
    boxes = {(r[0], r[1], r[2]): r[3:] for r in conn.execute("SELECT * FROM player_boxes")}
    return totals, boxes


def test_running_statistics_always_equal_a_full_recount(store: Store) -> None:
    ids = []
    for seed in range(12):
        names = [["Ann"], ["Ann", "Bob"], ["Bob", "Robo"]][seed % 3]
        computer = [False, False] if seed % 3 != 2 else [False, True]
        ids.append(store.record_game(play(["yacht", "yahtzee"][seed % 2], names, seed=seed,
                                          computer=computer[:len(names)])))
    unfinished = store.start_game(play("yahtzee", ["Ann"], stop_after=5))
    assert maintained(store) == from_scratch(store)
    conn = store._conn
    for game in (ids[4], ids[0], ids[7], unfinished):  # deleting keeps them in step too
        conn.execute("DELETE FROM games WHERE id = ?", (game,))
        assert maintained(store) == from_scratch(store)
    for game in ids:
        conn.execute("DELETE FROM games WHERE id = ?", (game,))
    assert maintained(store) == ({}, {})
