"""Statistics over a history written out by hand (see stats_history.py for the table)."""

from __future__ import annotations

import sqlite3
import statistics
from datetime import date
from pathlib import Path

import numpy as np
import pytest

from yachtdice.store import HERE, ONLINE, Store
from yachtdice.store.schema import MIGRATIONS
from yachtdice.store.stats import (
    NOT_PLAYED,
    FilterError,
    Filters,
    moving_average,
    quick_periods,
    reviewed_series,
    save_reviews,
    unreviewed,
)
from yachtdice.store.stats import (
    statistics as stats_of,
)

from .stats_history import (  # noqa: F401 (fixtures)
    ANN,
    ANN_DATES,
    BOB,
    fill,
    local_zone,
    upper_words,
    word_game,
    yacht,
)

pytestmark = pytest.mark.usefixtures("local_zone")


def test_every_figure_of_one_players_games(store: Store) -> None:
    ids = fill(store)
    s = stats_of(store, Filters(player="Ann"))
    assert s.games == 5
    assert s.mean == pytest.approx(141 / 5)
    assert s.median == 25
    assert s.sd == pytest.approx(statistics.pstdev(ANN))
    assert (s.best.score, s.best.date, s.best.game) == (56, "2026-03-03", ids[3])
    assert (s.worst.score, s.worst.date, s.worst.game) == (10, "2026-03-03", ids[4])
    assert s.upper_bonus_rate is None            # Yacht has no upper bonus
    assert s.all_same_rate == pytest.approx(1 / 5)
    assert (s.extra_bonus_points, s.extra_bonus_games) == (0, 0)
    assert s.seconds_played == 5 * 600
    assert list(s.series.score) == ANN
    assert list(s.series.game) == ids
    data = s.to_json()
    assert [e["date"] for e in data["series"]] == ANN_DATES
    assert [e["moving_average_10"] for e in data["series"]] == pytest.approx(
        [20, 22.5, 25, 32.75, 28.2])
    assert data["histogram"] == [{"from": 10, "to": 19, "games": 1},
                                 {"from": 20, "to": 29, "games": 2},
                                 {"from": 30, "to": 39, "games": 1},
                                 {"from": 50, "to": 59, "games": 1}]
    assert data["head_to_head"] == [
        {"opponent": "Bob", "computer": False, "wins": 1, "losses": 1, "ties": 0},
        {"opponent": "Intermediate computer", "computer": True, "wins": 0, "losses": 0,
         "ties": 1}]
    assert "boxes" not in data                    # per box only for one ruleset


def test_per_box_means_and_zero_rates_for_one_ruleset(store: Store) -> None:
    fill(store)
    boxes = stats_of(store, Filters("yacht", "Ann")).boxes
    assert boxes is not None
    assert boxes["choice"].mean == pytest.approx((20 + 25 + 30 + 6 + 10) / 5)
    assert boxes["choice"].zero_rate == 0
    assert boxes["yacht"].mean == pytest.approx(10)
    assert boxes["yacht"].zero_rate == pytest.approx(0.8)
    assert (boxes["sixes"].mean, boxes["sixes"].zero_rate) == (0, 1)
    assert list(boxes)[:2] == ["ones", "twos"]    # in the card's order


def test_people_count_and_computers_only_on_request(store: Store) -> None:
    fill(store)
    people = stats_of(store, Filters())
    # five games: Ann's five scores and Bob's two, each game counted once
    assert (people.games, people.scores) == (5, 7)
    assert people.mean == pytest.approx((sum(ANN) + sum(BOB)) / 7)
    assert people.median == 25
    assert people.seconds_played == 5 * 600      # ten minutes a game, once per game
    everyone = stats_of(store, Filters(include_computers=True))
    assert (everyone.games, everyone.scores) == (5, 8)
    assert everyone.seconds_played == 5 * 600
    assert everyone.median == pytest.approx((25 + 30) / 2)   # an even count: the middle two


@pytest.mark.usefixtures("upper_words")
def test_a_word_game_of_two_people_counts_once_with_both_bonuses(store: Store) -> None:
    store.record_game(word_game(), started="2026-03-01T12:00:00+00:00",
                      ended="2026-03-01T12:10:00+00:00")
    for f in (Filters(), Filters("word-yahtzee")):
        s = stats_of(store, f)
        assert (s.games, s.scores) == (1, 2)
        assert s.seconds_played == 600
        assert s.upper_bonus_rate == 1.0          # both earned it (52 letter points)
        assert s.all_same_rate == 0               # neither made a Yahtzee Word
        assert list(s.series.score) == [87, 87]   # 52 + the bonus of 35


def test_dates_are_local_days_and_inclusive(store: Store) -> None:
    fill(store)
    # game 1 ended 03:00 UTC on 1 March, 22:00 on 28 February here
    since = stats_of(store, Filters(player="Ann", since=date(2026, 3, 1)))
    assert list(since.series.score) == ANN[1:]
    # game 5 ended 04:59 UTC on 4 March, 23:59 on 3 March here: the 3rd includes it
    until = stats_of(store, Filters(player="Ann", until=date(2026, 3, 3)))
    assert list(until.series.score) == ANN
    one_day = stats_of(store, Filters(player="Ann", since=date(2026, 3, 3),
                                      until=date(2026, 3, 3)))
    assert list(one_day.series.score) == [56, 10]
    feb = stats_of(store, Filters(player="Ann", until=date(2026, 2, 28)))
    assert list(feb.series.score) == [20]


def test_unassisted_leaves_out_the_game_with_undo(store: Store) -> None:
    fill(store)
    s = stats_of(store, Filters(player="Ann", unassisted=True))
    assert list(s.series.score) == [20, 25, 30, 10]
    assert s.all_same_rate == 0


def test_bad_filters_say_why(store: Store) -> None:
    fill(store)
    with pytest.raises(FilterError, match="no ruleset 'nope'"):
        stats_of(store, Filters(ruleset_id="nope"))
    with pytest.raises(FilterError, match="'Zed'"):
        stats_of(store, Filters(player="Zed"))
    with pytest.raises(FilterError, match="computer player"):   # not asked for
        stats_of(store, Filters(player="Robo"))
    with pytest.raises(FilterError, match="after it ends"):
        stats_of(store, Filters(since=date(2026, 3, 2), until=date(2026, 3, 1)))


def test_an_empty_history_has_no_figures(store: Store) -> None:
    s = stats_of(store, Filters())
    assert (s.games, s.mean, s.median, s.best, s.histogram) == (0, None, None, None, ())
    assert quick_periods(store) == []


def test_moving_averages_of_10_and_50() -> None:
    values = [float(v) for v in range(1, 61)]
    ma10 = moving_average(np.array(values), 10)
    ma50 = moving_average(np.array(values), 50)
    assert ma10[0] == 1 and ma10[9] == pytest.approx(5.5) and ma10[59] == pytest.approx(55.5)
    assert ma50[49] == pytest.approx(25.5) and ma50[59] == pytest.approx(35.5)


def test_quick_periods_offered_only_where_the_data_reaches(store: Store) -> None:
    fill(store)   # games from 28 February to 3 March
    assert quick_periods(store, today=date(2026, 3, 5)) == []   # all fit in 7 days
    # the last 30 days from 31 March start on 2 March: some games in, some out
    assert quick_periods(store, today=date(2026, 3, 31)) == [30]


def test_reviews_are_kept_so_each_game_is_reviewed_once(store: Store) -> None:
    ids = fill(store)
    assert store._conn.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS)
    ann = Filters(player="Ann")
    todo = unreviewed(store, ann, engine=1)
    assert sorted(g for g, _, _ in todo) == sorted(ids)
    save_reviews(store, [(ids[0], 0, 4.5), (ids[1], 0, 2.25)], engine=1)
    assert sorted(g for g, _, _ in unreviewed(store, ann, engine=1)) == sorted(ids[2:])
    assert len(unreviewed(store, ann, engine=2)) == 5      # a new engine reviews again
    games, _, given = reviewed_series(store, ann, engine=1)
    assert list(games) == ids[:2] and list(given) == [4.5, 2.25]
    store._conn.execute("DELETE FROM games WHERE id = ?", (ids[0],))
    assert list(reviewed_series(store, ann, engine=1)[0]) == [ids[1]]


def test_online_games_reviews_kept_before_they_were_the_players_own_are_made_again(
        db_path: Path) -> None:
    """A review of an online game kept before the turns a computer played for an away
    player were left out of it (as the version before, or an older copy still running,
    keeps it: no data version) counted those turns: it is not shown and the game is
    reviewed again; other games' reviews stay. No schema step: the history keeps the
    version an older copy opens."""
    with Store.open(db_path) as store:
        rolled = store.record_game(yacht([(6, 6, 6, 6, 6)], ["Ann"]), origin=HERE)
        online = store.record_game(yacht([(5, 5, 5, 5, 5)], ["Ann"]), origin=HERE,
                                   dice=ONLINE, host="Eve")
        save_reviews(store, [(rolled, 0, 4.5), (online, 0, 7.0)], engine=1)
        assert unreviewed(store, Filters(), engine=1) == []
    conn = sqlite3.connect(db_path)  # the reviews as the version before kept them
    conn.execute("UPDATE reviews SET data_version = NULL")
    conn.commit()
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    conn.close()
    assert version == len(MIGRATIONS)
    with Store.open(db_path) as store:
        assert unreviewed(store, Filters(), engine=1) == [(online, 0, "yacht")]
        games, _, given = reviewed_series(store, Filters(), engine=1)
        assert list(games) == [rolled] and list(given) == [4.5]
        save_reviews(store, [(online, 0, 5.0)], engine=1)  # made again: the player's own
        assert unreviewed(store, Filters(), engine=1) == []
        games, _, given = reviewed_series(store, Filters(), engine=1)
        assert sorted(zip(games.tolist(), given.tolist(), strict=True)) == \
            [(rolled, 4.5), (online, 5.0)]


def test_a_seat_with_no_play_of_its_own_counts_as_reviewed_only_in_an_online_game(
        store: Store) -> None:
    """NOT_PLAYED (-1: a computer played every turn of an away player's seat) is kept for
    an online game's seat and not reviewed again; the same figure on another game is
    damaged and that game is reviewed again. Neither is drawn."""
    rolled = store.record_game(yacht([(6, 6, 6, 6, 6)], ["Ann"]), origin=HERE)
    online = store.record_game(yacht([(5, 5, 5, 5, 5)], ["Ann"]), origin=HERE,
                               dice=ONLINE, host="Eve")
    save_reviews(store, [(rolled, 0, NOT_PLAYED), (online, 0, NOT_PLAYED)], engine=1)
    assert unreviewed(store, Filters(), engine=1) == [(rolled, 0, "yacht")]
    games, _, _ = reviewed_series(store, Filters(), engine=1)
    assert list(games) == []


def _figures(store: Store, f: Filters) -> dict[str, object]:
    return stats_of(store, f).to_json()


def test_the_snapshot_gives_the_same_figures_and_follows_later_games(store: Store) -> None:
    from datetime import UTC, datetime, timedelta

    from yachtdice.store.stats_rows import load, save_snapshot

    from .stats_history import yacht

    ids = fill(store)
    assert load(store).stale                      # no snapshot yet: read from the tables
    assert save_snapshot(store.path) == 8         # Ann 5, Bob 2, the computer 1
    rows = load(store)
    assert not rows.stale and rows.box_points() is not None
    s = stats_of(store, Filters("yacht", "Ann"), rows)
    assert list(s.series.score) == ANN and list(s.series.game) == ids
    assert s.boxes is not None
    assert (s.boxes["choice"].mean, s.boxes["yacht"].zero_rate) == (
        pytest.approx(91 / 5), pytest.approx(0.8))
    assert [(h.opponent, h.wins, h.losses, h.ties) for h in s.head_to_head] == [
        ("Bob", 1, 1, 0), ("Intermediate computer", 0, 0, 1)]
    # a game finished after the snapshot counts at once: Ann 20 against Bob 5
    end = datetime(2026, 3, 5, 12, tzinfo=UTC)
    later = store.record_game(yacht([(4, 4, 4, 4, 4), (1, 1, 1, 1, 1)], ["Ann", "Bob"]),
                              started=(end - timedelta(minutes=10)).isoformat(),
                              ended=end.isoformat())
    assert isinstance(later, int)
    s = stats_of(store, Filters("yacht", "Ann"))
    assert list(s.series.score) == [*ANN, 20]
    assert s.boxes is not None and s.boxes["choice"].mean == pytest.approx(111 / 6)
    assert s.head_to_head[0] == s.head_to_head[0].__class__("Bob", False, 2, 1, 0)
    # and a deleted one no longer does (Ann's 56)
    store._conn.execute("DELETE FROM games WHERE id = ?", (ids[3],))
    s = stats_of(store, Filters("yacht", "Ann"))
    assert list(s.series.score) == [20, 25, 30, 10, 20]
    assert s.boxes is not None and s.boxes["yacht"].mean == 0
    fresh = _figures(store, Filters(include_computers=True))
    assert save_snapshot(store.path) == 9
    assert store._conn.execute("SELECT count(*) FROM stats_touched").fetchone()[0] == 0
    assert _figures(store, Filters(include_computers=True)) == fresh


def test_a_snapshot_of_another_format_is_ignored(store: Store) -> None:
    from yachtdice.store.stats_rows import load, save_snapshot

    fill(store)
    save_snapshot(store.path)
    store._conn.execute("UPDATE stats_snapshot SET meta = '{\"format\": 99}'")
    rows = load(store)
    assert rows.stale and len(rows) == 8
    assert list(stats_of(store, Filters(player="Ann"), rows).series.score) == ANN


def test_the_games_the_filters_count_for_the_history(store: Store) -> None:
    from yachtdice.store.stats import counted_games, counted_history

    from .helpers import play

    ids = fill(store)
    hal = store.record_game(play("yacht", ["Hal"], computer=[True]),
                            ended="2026-03-06T12:00:00+00:00")  # a computer's game alone

    def listed(f: Filters) -> list[int]:
        return [g.id for g in counted_history(store, f)]

    assert listed(Filters()) == ids[::-1]  # the people's, newest first
    assert listed(Filters(include_computers=True)) == [hal, *ids[::-1]]
    assert listed(Filters(player="Bob")) == [ids[4], ids[1]]
    bob = counted_history(store, Filters(player="Bob"))
    assert [s.name for s in bob[0].seats] == ["Ann", "Bob"]  # every score of the game shown
    assert listed(Filters(unassisted=True)) == [ids[4], ids[2], ids[1], ids[0]]
    # local days (five hours behind UTC): game 5 ended 2026-03-04 04:59 UTC, on the 3rd
    assert listed(Filters(since=date(2026, 3, 3), until=date(2026, 3, 3))) == [ids[4], ids[3]]
    assert listed(Filters(ruleset_id="yahtzee")) == []
    assert listed(Filters(include_computers=True))[:2] == [
        g.id for g in counted_history(store, Filters(include_computers=True), limit=2)]
    assert counted_games(store, Filters()) == 5
    assert counted_games(store, Filters(include_computers=True)) == 6


def test_a_review_beyond_any_game_is_read_as_none_and_made_again(store: Store) -> None:
    """Issue 37: a review row saying 1e308 points were given away (a tampered history) made
    the charts' ranges overflow in pyqtgraph; it is no review, so the game is reviewed
    again, and its honest figure replaces it."""
    ids = fill(store)
    ann = Filters(player="Ann")
    save_reviews(store, [(ids[0], 0, 4.5), (ids[1], 0, 2.25)], engine=1)
    store._conn.execute("UPDATE reviews SET given_away = 1e308 WHERE game_id = ?", (ids[1],))
    store._conn.execute("UPDATE reviews SET given_away = -3 WHERE game_id = ?", (ids[0],))
    games, _, given = reviewed_series(store, ann, engine=1)
    assert list(games) == [] and list(given) == []
    assert sorted(g for g, _, _ in unreviewed(store, ann, engine=1)) == sorted(ids)
    save_reviews(store, [(ids[1], 0, 2.25)], engine=1)
    assert list(reviewed_series(store, ann, engine=1)[2]) == [2.25]
