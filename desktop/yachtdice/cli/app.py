"""yachtdice-cli: headless commands over the core and the store.

The output formats are a contract that scripts and checks rely on; see README.
Bad input anywhere gives one clear line on stderr and exit status 2.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import signal
import stat
import statistics
import sys
import threading
import time
import unicodedata
from collections.abc import Callable, Iterable, Iterator, Sequence
from pathlib import Path
from types import FrameType
from typing import IO, Any, NoReturn

from yachtdice.cli.modes import place_value as cli_placevalue
from yachtdice.cli.modes import word as cli_words
from yachtdice.core import GameRecord, GameState, Player, Roll, RulesetError, Score, YachtDiceError
from yachtdice.core.jsontext import JSONTextError, loads
from yachtdice.core.modes.pips.optimal.advisor import LEVEL_NAMES, LEVELS, Engine, make_player
from yachtdice.core.modes.pips.optimal.simulate import play_solitaire, summarise
from yachtdice.core.modes.pips.optimal.solver import SolveProgress, why_not_exact
from yachtdice.core.modes.pips.presets import PRESETS, is_preset, preset
from yachtdice.core.modes.pips.rules import options
from yachtdice.core.modes.pips.ruleset import Ruleset, validate, warnings
from yachtdice.core.modes.pips.scorecard import Scorecard
from yachtdice.core.modes.place_value.rules import PLACE_VALUE_PRESETS
from yachtdice.core.modes.word.rules import WORD_PRESETS
from yachtdice.core.rulesets import ID_PATTERN, MAX_FILE_BYTES
from yachtdice.store import GameSummary, HighScore, PlayerSummary, RulesetExists, Store, StoreError
from yachtdice.store.store import check_claimed_totals
from yachtdice.store.tables import engine_for, solve_cached

EXIT_BAD_INPUT = 2
EXIT_INTERRUPTED = 130
MAX_LINE_BYTES = 1_000_000  # one --jsonl line
MAX_LIMIT = 1_000_000  # highscores --limit
MAX_GAME_ID = 2**63 - 1  # SQLite's largest row id


class UsageError(Exception):
    """Bad input to the CLI: printed as one line, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see {self.prog} --help)")


def plain(text: object) -> str:
    """``text`` safe to print on one line: control codes, line and paragraph separators,
    format characters and lone surrogates are shown escaped (\\n, \\x1b, \\u2028, ...)."""
    out = []
    for ch in str(text):
        if unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Zl", "Zp"):
            out.append(ch.encode("unicode_escape", "backslashreplace").decode("ascii"))
        else:
            out.append(ch)
    return "".join(out)


def _short(text: str, limit: int = 60) -> str:
    return text if len(text) <= limit else text[:limit] + "..."


def read_text(source: str, what: str = "file", limit: int = MAX_FILE_BYTES) -> str:
    """Read a regular file (or stdin for '-') of at most ``limit`` bytes, as UTF-8.

    A FIFO, device or folder is refused before it is opened, so reading never blocks.
    """
    try:
        if source == "-":
            data = sys.stdin.buffer.read(limit + 1)
        else:
            if not stat.S_ISREG(os.stat(source).st_mode):
                raise UsageError(f"{what} {_short(source)!r} is not a regular file")
            with open(source, "rb") as fh:
                data = fh.read(limit + 1)
    except OSError as exc:
        raise UsageError(f"cannot read {what} {_short(source)!r}: {exc.strerror}") from None
    except ValueError:  # a NUL in the name
        raise UsageError(f"cannot read {what} {_short(source)!r}: not a file name") from None
    if len(data) > limit:
        raise UsageError(f"{what} {_short(source)!r} is larger than {limit:,} bytes")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise UsageError(f"{what} {_short(source)!r} is not UTF-8 text") from None


def _rules_from_file(source: str) -> Ruleset:
    return Ruleset.from_json(read_text(source, "ruleset file"))


def load_rules(spec: str) -> Ruleset:
    """A built-in preset by id, a ruleset file by path, or a saved custom ruleset by id."""
    if is_preset(spec):
        return preset(spec)
    if os.path.lexists(spec):
        return _rules_from_file(spec)
    if ID_PATTERN.match(spec):
        with open_store() as store:
            try:
                return store.ruleset(spec)
            except KeyError:
                pass
    ids = ", ".join(r.id for r in PRESETS)
    raise UsageError(f"no ruleset {_short(spec)!r}: not built in ({ids}), not a file, "
                     "not saved")


def open_store() -> Store:
    """The player's store; a notice about a moved-aside file goes to stderr, once."""
    store = Store.open()
    if store.notice:
        sys.stderr.write(f"yachtdice-cli: {store.notice}\n")
    return store


def parse_json(text: str, what: str) -> Any:
    """Strict JSON (see core.jsontext): no duplicate keys, no NaN, bounded depth and digits."""
    try:
        return loads(text)
    except JSONTextError as exc:
        reason = str(exc)
        raise UsageError(f"{what} is {reason}" if reason.startswith("not ")
                         else f"{what}: {reason}") from None


def _dice_list(value: object, what: str) -> list[int]:
    if not isinstance(value, list) or any(isinstance(d, bool) or not isinstance(d, int)
                                          for d in value):
        raise UsageError(f"{what} must be a list of whole numbers")
    return value


def card_from_json(rules: Ruleset, card_data: object) -> Scorecard:
    """A card from the CLI's {box: points} object (boxes by id, label or family name)."""
    if card_data is None:
        card_data = {}
    if not isinstance(card_data, dict):
        raise UsageError("the card must be an object of box id to points")
    by_id: dict[str, object] = {}
    for name, points in card_data.items():
        try:
            box = rules.find(name).id
        except KeyError as exc:
            raise UsageError(f"card: {exc.args[0]}") from None
        if box in by_id:
            raise UsageError(f"card: the {box} box is given twice")
        by_id[box] = points
    return Scorecard.from_dict(rules, by_id)


def score_result(rules: Ruleset, dice: Sequence[int], card_data: object) -> dict[str, Any]:
    opts = options(card_from_json(rules, card_data), list(dice))
    return {"categories": opts.as_dict(), "extra_yahtzee_bonus": opts.extra_bonus}


def cmd_rules(args: argparse.Namespace, out: IO[str]) -> int:
    if args.rules_command == "list":
        for r in PRESETS:
            out.write(f"{r.id}\t{plain(r.name)}\n")
        for w in (*WORD_PRESETS, *PLACE_VALUE_PRESETS):
            out.write(f"{w.id}\t{plain(w.name)}\n")
        try:
            with open_store() as store:
                for r in store.saved_rulesets():  # every mode's (a teacher's cards too)
                    out.write(f"{r.id}\t{plain(r.name)}\tcustom\n")
        except StoreError as exc:
            sys.stderr.write(f"yachtdice-cli: your own rulesets cannot be listed: {plain(exc)}\n")
        return 0
    if args.rules_command == "show":
        out.write(load_rules(args.ruleset).to_json() + "\n")
        return 0
    if args.rules_command == "save":
        rules = _rules_from_file(args.file)
        with open_store() as store:
            try:
                store.save_ruleset(rules, replace=args.replace)
            except RulesetExists as exc:
                raise UsageError(f"{str(exc)[:-1]} (give --replace to replace it; games "
                                 "already played keep their rules)") from None
        out.write(f"saved {rules.id}\t{plain(rules.name)}\n")
        return 0
    # check
    try:
        data = Ruleset.data_from_json(read_text(args.file, "ruleset file"))
        problems = validate(data)
    except RulesetError as exc:
        problems = list(exc.problems)
    for problem in problems:
        sys.stderr.write(f"{plain(problem)}\n")
    if problems:
        return EXIT_BAD_INPUT
    rules = Ruleset.from_dict(data)
    for warning in warnings(rules):
        sys.stderr.write(f"warning: {plain(warning)}\n")
    out.write("ok\n")
    return 0


def cmd_score(args: argparse.Namespace, out: IO[str]) -> int:
    rules = load_rules(args.rules)
    if args.jsonl:
        if args.dice or args.card is not None:
            raise UsageError("--jsonl reads dice and cards from stdin; give no dice or --card")
        return _score_lines(rules, _stdin_lines(MAX_LINE_BYTES), out)
    if not args.dice:
        raise UsageError("give the dice to score, e.g. 3 3 3 5 5 (or --jsonl)")
    dice = _dice_args(args.dice)
    card = parse_json(args.card, "--card") if args.card is not None else None
    out.write(json.dumps(score_result(rules, dice, card)) + "\n")
    return 0


def _dice_args(words: Sequence[str]) -> list[int]:
    try:
        return [int(d) for d in words]
    except ValueError:
        raise UsageError(f"dice must be whole numbers, not {_short(' '.join(words))!r}") from None


def _stdin_lines(limit: int) -> Iterable[str]:
    """Lines of stdin as UTF-8 text; a line longer than ``limit`` bytes is refused unread."""
    number = 0
    while True:
        raw = sys.stdin.buffer.readline(limit + 1)
        if not raw:
            return
        number += 1
        if len(raw) > limit and not raw.endswith(b"\n"):
            raise UsageError(f"stdin line {number} is longer than {limit:,} bytes")
        try:
            yield raw.decode("utf-8")
        except UnicodeDecodeError:
            raise UsageError(f"stdin line {number} is not UTF-8 text") from None


def _score_lines(rules: Ruleset, lines: Iterable[str], out: IO[str]) -> int:
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            data = parse_json(line, "the line")
            if not isinstance(data, dict) or "dice" not in data:
                raise UsageError('each line must be an object like {"dice": [...], "card": {...}}')
            extra = set(data) - {"dice", "card"}
            if extra:
                raise UsageError(f"unknown field {_short(sorted(extra)[0])!r}")
            dice = _dice_list(data["dice"], "dice")
            result = score_result(rules, dice, data.get("card"))
        except (UsageError, YachtDiceError) as exc:
            raise UsageError(f"stdin line {number}: {exc}") from None
        out.write(json.dumps(result) + "\n")
    return 0


def cmd_replay(args: argparse.Namespace, out: IO[str]) -> int:
    rules = load_rules(args.rules)
    turns = parse_json(read_text(args.file, "game file"), "the game file")
    if not isinstance(turns, list):
        raise UsageError('the game must be a JSON list of [[dice...], "box"] turns')
    state = GameState.start(rules, [Player("Solo")])
    for number, turn in enumerate(turns, start=1):
        try:
            if not (isinstance(turn, list) and len(turn) == 2 and isinstance(turn[1], str)):
                raise UsageError('must be [[dice...], "box id"]')
            dice = _dice_list(turn[0], "the dice")
            box = rules.find(turn[1]).id
            state = state.apply(Roll(tuple(dice))).apply(Score(box))
        except KeyError as exc:
            raise UsageError(f"turn {number}: {exc.args[0]}") from None
        except (UsageError, YachtDiceError) as exc:
            raise UsageError(f"turn {number}: {exc}") from None
    card = state.cards[0]
    out.write(json.dumps({
        "boxes": card.to_dict(),
        "upper": card.upper_subtotal,
        "upper_bonus": card.upper_bonus,
        "extra_yahtzee_bonus": card.extra_bonus_points,
        "total": card.grand_total,
    }) + "\n")
    return 0


# -- history commands (over the store) ----------------------------------------------------------

MAX_IMPORT_BYTES = 512 * 1024 * 1024


def _high_score_json(h: HighScore) -> dict[str, Any]:
    return {"rank": h.rank, "name": h.name, "score": h.score, "date": h.date,
            "assisted": h.assisted, "computer": h.computer, "game": h.game_id}


def cmd_highscores(args: argparse.Namespace, out: IO[str]) -> int:
    if not 1 <= args.limit <= MAX_LIMIT:
        raise UsageError(f"--limit must be between 1 and {MAX_LIMIT:,}")
    with open_store() as store:
        ids = [args.rules] if args.rules else store.rulesets_played()
        tables = {rid: store.high_scores(rid, args.limit, include_computer=args.all_players,
                                         unassisted_only=args.unassisted) for rid in ids}
        names = {rid: store.ruleset_name(rid) for rid in ids}
    if args.json:
        out.write(json.dumps({"high_scores": {rid: [_high_score_json(h) for h in rows]
                                              for rid, rows in tables.items()}}) + "\n")
        return 0
    if not ids:
        out.write("No finished games yet.\n")
    for rid, rows in tables.items():
        out.write(f"{plain(names[rid])} ({plain(rid)})\n")
        if not rows:
            out.write("  no scores yet\n")
        for h in rows:
            marks = ", ".join(m for m, on in (("assisted", h.assisted),
                                              ("computer", h.computer)) if on)
            out.write(f"  {h.rank:3d}. {plain(h.name):<24.24} {h.score:5d}  {plain(h.date[:10])}"
                      f"{'  (' + marks + ')' if marks else ''}\n")
    return 0


def _summary_json(s: PlayerSummary) -> dict[str, Any]:
    return {"name": s.name, "rules": s.ruleset_id, "games": s.games, "average": s.average,
            "best": s.best, "upper_bonus_rate": s.upper_bonus_rate,
            "all_same_rate": s.all_same_rate, "box_averages": s.box_averages}


def _game_json(g: GameSummary) -> dict[str, Any]:
    return {"game": g.id, "rules": g.ruleset_id, "rules_name": g.ruleset_name,
            "started": g.started, "ended": g.ended, "status": g.status, "assisted": g.assisted,
            "players": [{"name": s.name, "computer": s.computer, "strategy": s.strategy,
                         "total": s.total, "place": s.place} for s in g.seats]}


def cmd_history(args: argparse.Namespace, out: IO[str]) -> int:
    if args.unfinished:
        return unfinished_games(args, out)
    with open_store() as store:
        games = store.history(player=args.player, ruleset_id=args.rules)
        summary = store.player_summary(args.player, args.rules) if args.player else None
    if args.json:
        out.write(json.dumps({"summary": summary and _summary_json(summary),
                              "games": [_game_json(g) for g in games]}) + "\n")
        return 0
    if summary is not None:
        out.write(f"{plain(summary.name)}: {summary.games} games")
        if summary.games:
            out.write(f", average {summary.average:.1f}, best {summary.best}")
            if summary.upper_bonus_rate is not None:
                out.write(f", upper bonus {summary.upper_bonus_rate:.0%}")
            if summary.all_same_rate is not None:
                out.write(f", all-same box scored {summary.all_same_rate:.0%}")
        out.write("\n")
    if not games:
        out.write("No finished games match.\n")
    for g in games:
        players = ", ".join(f"{plain(s.name)} {s.total}" for s in g.seats)
        out.write(f"#{g.id:<6d} {plain(g.ended or g.started):.16}  "
                  f"{plain(g.ruleset_name):<20.20} {players}"
                  f"{'  (assisted)' if g.assisted else ''}\n")
    return 0


def unfinished_games(args: argparse.Namespace, out: IO[str]) -> int:
    """``history --unfinished``: interrupted and abandoned games, newest first."""
    with open_store() as store:
        games = [g for g in store.unfinished()
                 if (args.rules is None or g.ruleset_id == args.rules)
                 and (args.player is None or any(p[0] == args.player for p in g.players))]
    if args.json:
        out.write(json.dumps({"unfinished": [
            {"game": g.id, "rules": g.ruleset_id, "rules_name": g.ruleset_name,
             "players": [{"name": n, "computer": c, "strategy": s} for n, c, s in g.players],
             "started": g.started, "turn": g.turn, "turns": g.turns, "status": g.status,
             "open_elsewhere": g.open_elsewhere} for g in games]}) + "\n")
        return 0
    if not games:
        out.write("No unfinished games.\n")
    for g in games:
        turn = f"turn {g.turn} of {g.turns}" if g.turn is not None else "turn unknown"
        state = "open in another window" if g.open_elsewhere else (
            "abandoned" if g.status == "abandoned" else "interrupted")
        players = ", ".join(plain(p[0]) for p in g.players)
        out.write(f"#{g.id:<6d} {plain(g.started):.16}  {plain(g.ruleset_name):<20.20} "
                  f"{turn:<16} {players}  ({state})\n")
    return 0


def cmd_export(args: argparse.Namespace, out: IO[str]) -> int:
    if args.game is not None and not 1 <= args.game <= MAX_GAME_ID:
        raise UsageError(f"no game {_short(str(args.game))}")
    with open_store() as store:
        try:
            data = store.export(None if args.game is None else [args.game])
        except KeyError as exc:
            raise UsageError(str(exc.args[0])) from None
    text = json.dumps(data, ensure_ascii=False)
    if args.file == "-":
        out.write(text + "\n")
    else:
        _write_whole(Path(args.file), text)
        sys.stderr.write(f"exported {len(data['games'])} games to {plain(args.file)}\n")
    return 0


def _write_whole(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` all at once: a full disk or Ctrl+C leaves no half a file
    (and an existing file as it was)."""
    partial = path.with_name(f".{path.name}.partial")
    try:
        partial.write_text(text, encoding="utf-8")
        os.replace(partial, path)
    except OSError as exc:
        raise UsageError(f"cannot write {_short(str(path))!r}: {exc.strerror}") from None
    finally:
        with contextlib.suppress(OSError):
            partial.unlink()


def cmd_import(args: argparse.Namespace, out: IO[str]) -> int:
    data = parse_json(read_text(args.file, "history file", MAX_IMPORT_BYTES), "the history file")
    with open_store() as store:
        result = store.import_history(data)
    out.write(json.dumps({"games_added": result.games_added, "duplicates": result.duplicates,
                          "rulesets_added": result.rulesets_added}) + "\n")
    return 0


def cmd_record(args: argparse.Namespace, out: IO[str]) -> int:
    data = parse_json(read_text(args.file, "game record", MAX_IMPORT_BYTES), "the game record")
    entries = data if isinstance(data, list) else [data]
    records = []
    for i, entry in enumerate(entries):
        where = f"record {i + 1}: " if isinstance(data, list) else ""
        try:
            record = GameRecord.from_dict(entry)
            if not record.state.finished:
                raise UsageError("Only a finished game can be recorded; this one still has "
                                 "open boxes, so nothing was recorded.")
            check_claimed_totals(record, entry.get("totals"), "")
        except (YachtDiceError, UsageError, StoreError) as exc:
            raise UsageError(f"{where}{exc}") from None
        records.append(record)
    with open_store() as store:  # all or nothing: one transaction
        ids = store.record_games(records)
    out.write(json.dumps({"recorded": ids}) + "\n")
    return 0


# -- Ctrl+C ----------------------------------------------------------------------------

_INTERRUPTED = threading.Event()


def _on_interrupt(signum: int, frame: FrameType | None) -> None:
    """Ctrl+C: stop at once. It is noted as well: C code that looks attributes up (NumPy
    asking an enum member for its array protocol, for one) clears whatever exception
    was raised meanwhile, this one included, and the long loops check the note."""
    _INTERRUPTED.set()
    raise KeyboardInterrupt


def _until_interrupted(count: int) -> Iterator[int]:
    """``range(count)`` that stops with KeyboardInterrupt once Ctrl+C was pressed."""
    for i in range(count):
        if _INTERRUPTED.is_set():
            raise KeyboardInterrupt
        yield i


# -- the strategy engine ---------------------------------------------------------------

def _progress_to_stderr(label: str) -> Callable[[SolveProgress], None]:
    shown = [-1]

    def report(p: SolveProgress) -> None:
        if _INTERRUPTED.is_set():
            raise KeyboardInterrupt
        tenth = int(p.fraction * 10)
        if tenth != shown[0] and sys.stderr.isatty():
            shown[0] = tenth
            sys.stderr.write(f"\r{label}: {p.fraction:4.0%} ({p.describe()})\x1b[K")
            sys.stderr.flush()
    return report


def cmd_solve(args: argparse.Namespace, out: IO[str]) -> int:
    if not 2 <= args.games <= 1_000_000:  # two at least, for a standard error
        raise UsageError("--games must be between 2 and 1,000,000")
    if args.distribution:
        from yachtdice.cli.stats import cmd_distribution
        return cmd_distribution(args, out)
    rules = load_rules(args.rules)
    start = time.perf_counter()
    result: dict[str, Any] = {"rules": rules.id}
    reason = why_not_exact(rules)
    if reason is None:
        solution, cached = solve_cached(rules, _progress_to_stderr("solving"))
        result.update(expected_score=round(solution.expected_score, 6), exact=True,
                      cached=cached)
    else:
        games = args.games
        engine = Engine.for_rules(rules)
        totals = [play_solitaire(rules, engine, seed=s).state.cards[0].grand_total
                  for s in _until_interrupted(games)]
        result.update(expected_score=round(statistics.fmean(totals), 2), exact=False,
                      standard_error=round(statistics.stdev(totals) / games ** 0.5, 2),
                      note=f"not solvable exactly ({reason}); estimated from {games} "
                           "simulated games of the approximate strategy")
    result["seconds"] = round(time.perf_counter() - start, 3)
    if sys.stderr.isatty():
        sys.stderr.write("\r" + " " * 30 + "\r")
    if args.json:
        out.write(json.dumps(result) + "\n")
    else:
        kind = "exact" if result["exact"] else \
            f"approximate, standard error {result['standard_error']}"
        out.write(f"{rules.name}: {result['expected_score']} ({kind}, "
                  f"{result['seconds']} s)\n")
    return 0


def cmd_advise(args: argparse.Namespace, out: IO[str]) -> int:
    rules = load_rules(args.rules)
    dice = _dice_args(args.dice)
    if not 0 <= args.rolls_left < rules.rolls_per_turn:
        raise UsageError(f"--rolls-left must be 0 to {rules.rolls_per_turn - 1} after a roll")
    card = card_from_json(rules, parse_json(args.card, "--card") if args.card else None)
    if card.is_full:  # said before any solving: there is no move left to advise on
        raise UsageError("every box on the card is filled: there is nothing to advise")
    if args.saved < 0 or (args.saved and not rules.carry_over_rolls):
        raise UsageError("--saved must be 0, or more for rules that save unused rolls")
    engine = engine_for(rules)
    advice = engine.advise(card, dice, args.rolls_left, args.saved)
    out.write(json.dumps({"exact": advice.exact,
                          "options": [o.to_json() for o in advice.options]}) + "\n")
    return 0


def cmd_simulate(args: argparse.Namespace, out: IO[str]) -> int:
    rules = load_rules(args.rules)
    if not 1 <= args.games <= 10_000_000:
        raise UsageError("--games must be between 1 and 10,000,000")
    player = make_player(args.strategy, rules, args.seed, engine_for)
    base = args.seed if args.seed is not None else random.randrange(2**31)
    records = [play_solitaire(rules, player, seed=base + i, name=LEVEL_NAMES[args.strategy])
               for i in _until_interrupted(args.games)]
    summary = summarise([r.state for r in records])
    result = {"rules": rules.id, "strategy": args.strategy, "games": summary.games,
              "mean": round(summary.mean, 3), "stdev": round(summary.stdev, 3),
              "percentiles": {str(k): v for k, v in summary.percentiles.items()},
              "upper_bonus_rate": round(summary.upper_bonus_rate, 4),
              "all_same_rate": None if summary.all_same_rate is None
              else round(summary.all_same_rate, 4),
              "exact": getattr(player, "exact", None)}
    if args.record:
        with open_store() as store:  # one transaction: Ctrl+C here stores none of them
            store.record_games(records)
        result["recorded"] = len(records)
    out.write(json.dumps(result) + "\n")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="yachtdice-cli", description="Yacht Dice without the window: rules, "
                     "scoring and replays as JSON.")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    rules = sub.add_parser("rules", help="list, show and check rulesets")
    rules_sub = rules.add_subparsers(dest="rules_command", required=True, parser_class=_Parser)
    rules_sub.add_parser("list", help="the built-in presets: id, then name")
    show = rules_sub.add_parser("show", help="a ruleset as JSON, in the file format")
    show.add_argument("ruleset", metavar="ID|FILE")
    check = rules_sub.add_parser("check", help="validate a ruleset file")
    check.add_argument("file", metavar="FILE")
    save = rules_sub.add_parser("save", help="check a ruleset file and save it for play")
    save.add_argument("file", metavar="FILE")
    save.add_argument("--replace", action="store_true",
                      help="replace a different saved ruleset of the same id")
    rules.set_defaults(run=cmd_rules)

    score = sub.add_parser("score", help="what each open box would score for a roll")
    score.add_argument("--rules", required=True, metavar="ID|FILE")
    score.add_argument("--card", metavar="JSON", help="filled boxes: {box id: points}")
    score.add_argument("--jsonl", action="store_true",
                       help='read {"dice": [...], "card": {...}} lines from stdin')
    score.add_argument("dice", nargs="*", metavar="DIE")
    score.set_defaults(run=cmd_score)

    rep = sub.add_parser("replay", help='score a solitaire game given as [[dice...], "box"] turns')
    rep.add_argument("--rules", required=True, metavar="ID|FILE")
    rep.add_argument("file", metavar="FILE|-")
    rep.set_defaults(run=cmd_replay)

    hs = sub.add_parser("highscores", help="the best scores per ruleset")
    hs.add_argument("--rules", metavar="ID", help="one ruleset (default: every one played)")
    hs.add_argument("--limit", type=int, default=10, metavar="N")
    hs.add_argument("--all-players", action="store_true", help="include computer players")
    hs.add_argument("--unassisted", action="store_true",
                    help="only games without undo or hints")
    hs.add_argument("--json", action="store_true")
    hs.set_defaults(run=cmd_highscores)

    hist = sub.add_parser("history", help="finished games, newest first")
    hist.add_argument("--player", metavar="NAME", help="one player's games and record")
    hist.add_argument("--rules", metavar="ID")
    hist.add_argument("--unfinished", action="store_true",
                      help="interrupted and abandoned games instead, with the turn reached")
    hist.add_argument("--json", action="store_true")
    hist.set_defaults(run=cmd_history)

    exp = sub.add_parser("export", help="write history (or one game) as JSON")
    exp.add_argument("--game", type=int, metavar="ID")
    exp.add_argument("file", metavar="FILE|-")
    exp.set_defaults(run=cmd_export)

    imp = sub.add_parser("import", help="add exported history; duplicates are skipped")
    imp.add_argument("file", metavar="FILE|-")
    imp.set_defaults(run=cmd_import)

    rec = sub.add_parser("record", help="store a finished game record (or a list of them)")
    rec.add_argument("file", metavar="FILE|-")
    rec.set_defaults(run=cmd_record)

    sol = sub.add_parser("solve", help="solve a ruleset (or load it from the cache)")
    sol.add_argument("--rules", required=True, metavar="ID|FILE")
    sol.add_argument("--json", action="store_true")
    sol.add_argument("--distribution", action="store_true",
                     help="optimal play's score distribution, percentiles and box means")
    sol.add_argument("--games", type=int, default=400, metavar="N",
                     help="games simulated when the rules can only be estimated (default 400)")
    sol.set_defaults(run=cmd_solve)
    from yachtdice.cli.stats import add_parsers
    add_parsers(sub)

    adv = sub.add_parser("advise", help="every option for a roll, with its value")
    adv.add_argument("--rules", required=True, metavar="ID|FILE")
    adv.add_argument("--card", metavar="JSON", help="filled boxes: {box id: points}")
    adv.add_argument("--rolls-left", type=int, required=True, metavar="N")
    adv.add_argument("--saved", type=int, default=0, metavar="N",
                     help="rolls saved from earlier turns (rules that save unused rolls)")
    adv.add_argument("dice", nargs="+", metavar="DIE")
    adv.set_defaults(run=cmd_advise)

    sim = sub.add_parser("simulate", help="play solitaire games with a computer level")
    sim.add_argument("--rules", required=True, metavar="ID|FILE")
    sim.add_argument("--strategy", required=True, choices=LEVELS)
    sim.add_argument("--games", type=int, required=True, metavar="N")
    sim.add_argument("--seed", type=int, metavar="S")
    sim.add_argument("--record", action="store_true", help="store the games in the history")
    sim.set_defaults(run=cmd_simulate)

    cli_words.add_parser(sub)
    cli_placevalue.add_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    from yachtdice.cli.modes import builtin

    builtin.install()
    out = sys.stdout
    previous: Any = None
    if threading.current_thread() is threading.main_thread():
        # A process started with SIGINT ignored (any background job of a non-interactive
        # shell) would otherwise never see Ctrl+C or `kill -INT`: long commands must stop.
        _INTERRUPTED.clear()
        previous = signal.signal(signal.SIGINT, _on_interrupt)
    try:
        args = build_parser().parse_args(argv)
        status: int = args.run(args, out)
        out.flush()
        return status
    except (UsageError, YachtDiceError, StoreError) as exc:
        sys.stderr.write(f"yachtdice-cli: {plain(exc)}\n")
        return EXIT_BAD_INPUT
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:
        sys.stderr.write("yachtdice-cli: interrupted; nothing was saved\n")
        return EXIT_INTERRUPTED
    finally:
        if previous is not None:  # called in-process (tests): leave the handler as it was
            signal.signal(signal.SIGINT, previous)


if __name__ == "__main__":
    sys.exit(main())
