"""yachtdice-cli: headless commands over the core and the store.

The output formats are a contract that scripts and checks rely on; see docs/cli.md.
Bad input anywhere gives one clear line on stderr and exit status 2. The shared commands
(``rules list``, the history, ``stats``) are here; each game adds its own
(:mod:`yachtdice.cli.modes`).
"""

from __future__ import annotations

import argparse
import json
import signal
import sys
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from types import FrameType
from typing import IO

from yachtdice.cli import online
from yachtdice.cli import printing as cli_printing
from yachtdice.cli import stats as cli_stats
from yachtdice.cli.common import (
    EXIT_BAD_INPUT,
    EXIT_INTERRUPTED,
    INTERRUPTED,
    MAX_GAME_ID,
    Parser,
    UsageError,
    counted,
    cut,
    escape_unencodable,
    load_rules,
    on_interrupt,
    open_store,
    parse_problem,
    plain,
    read_chunks,
    read_text,
    short,
    speaks_utf8,
)
from yachtdice.cli.modes import Commands, parts
from yachtdice.core import GameRecord, YachtDiceError
from yachtdice.core.game import MAX_PLAYER_NAME
from yachtdice.core.jsontext import JsonLike, JSONTextError, Member, items, loads
from yachtdice.core.modes import default_mode, mode_for, mode_of, modes
from yachtdice.core.record import MAX_RECORD_BYTES
from yachtdice.store import (
    HERE,
    GameSummary,
    HighScore,
    PlayerSummary,
    RulesetExists,
    Store,
    StoreError,
)
from yachtdice.store.safe_files import FileRefused, check_target, write_file
from yachtdice.store.store import (
    MAX_IMPORT_GAMES,
    check_claimed_totals,
    check_scores,
    export_pieces,
)
from yachtdice.store.stored import ONLINE

MAX_LIMIT = 1_000_000  # highscores --limit


def cmd_rules_list(args: argparse.Namespace, out: IO[str]) -> int:
    """The built-in rulesets, then the saved ones: a line each, or one JSON document of the
    same rows (``--json``)."""
    rows = [(r.id, r.name, game.id, False) for game in modes() for r in game.presets]
    try:
        with open_store() as store:
            # every game's (a teacher's cards too)
            rows += [(r.id, r.name, mode_for(r).id, True) for r in store.saved_rulesets()]
    except StoreError as exc:
        sys.stderr.write(f"yachtdice-cli: your own rulesets cannot be listed: {plain(exc)}\n")
    if args.json:
        out.write(json.dumps({"rulesets": [
            {"id": rid, "name": name, "game": game, "custom": custom}
            for rid, name, game, custom in rows]}) + "\n")
        return 0
    for rid, name, _game, custom in rows:
        out.write(f"{rid}\t{plain(name)}\tcustom\n" if custom else f"{rid}\t{plain(name)}\n")
    return 0


def _file_data(source: str) -> object:
    """A ruleset file's JSON (one line if it is not JSON, too large or not a file)."""
    text = read_text(source, "ruleset file")
    try:
        return loads(text)
    except JSONTextError as exc:
        raise UsageError(str(exc)) from None


def cmd_rules_show(args: argparse.Namespace, out: IO[str]) -> int:
    """A built-in ruleset of any game, a ruleset file read by its own game, or a saved one."""
    out.write(load_rules(args.ruleset).to_json() + "\n")
    return 0


def cmd_rules_check(args: argparse.Namespace, out: IO[str]) -> int:
    """``ok``, or every problem of a ruleset file (one a line on stderr, exit 2), checked by
    the game the file names; what is legal but surely not meant is a warning."""
    try:
        data = _file_data(args.file)
        game = mode_of(data) if isinstance(data, Mapping) else default_mode()
    except (UsageError, YachtDiceError) as exc:
        sys.stderr.write(f"{plain(exc)}\n")
        return EXIT_BAD_INPUT
    problems = game.problems(data)
    for problem in problems:
        sys.stderr.write(f"{plain(problem)}\n")
    if problems:
        return EXIT_BAD_INPUT
    for note in game.notes(game.ruleset_from_dict(data)):
        sys.stderr.write(f"warning: {plain(note)}\n")
    out.write("ok\n")
    return 0


def cmd_rules_save(args: argparse.Namespace, out: IO[str]) -> int:
    """Check a ruleset file of any game (by the game it names, as ``rules check``) and save
    it for play; a file of another game than pip dice is read by its own game, not as a
    wall of "unknown field" lines."""
    data = _file_data(args.file)
    game = mode_of(data) if isinstance(data, Mapping) else default_mode()
    rules = game.ruleset_from_dict(data)
    with open_store() as store:
        try:
            store.save_ruleset(rules, replace=args.replace)
        except RulesetExists as exc:
            raise UsageError(f"{str(exc)[:-1]} (give --replace to replace it; games "
                             "already played keep their rules)") from None
    out.write(f"saved {rules.id}\t{plain(rules.name)}\n")
    return 0


def _known(store: Store, ruleset_id: str | None) -> None:
    """A ``--rules`` that names no ruleset is one sentence (as ``stats`` says it)."""
    if ruleset_id is not None:
        try:
            store.require_ruleset(ruleset_id)
        except StoreError as exc:
            raise UsageError(str(exc)) from None


# -- history commands (over the store) ----------------------------------------------------------

MAX_IMPORT_BYTES = 512 * 1024 * 1024
MAX_RECORDS = MAX_IMPORT_GAMES  # records in one ``record`` list


def _high_score_json(h: HighScore) -> dict[str, JsonLike]:
    return {"rank": h.rank, "name": h.name, "score": h.score, "date": h.date,
            "assisted": h.assisted, "computer": h.computer, "game": h.game_id,
            "origin": h.origin}


def _marks(assisted: bool, computer: bool, origin: str) -> str:
    """"  (assisted, computer, imported)": what a score or game is beside a person's own
    unaided game played here ('' for that)."""
    marks = [m for m, on in (("assisted", assisted), ("computer", computer),
                             (origin, origin != HERE)) if on]
    return f"  ({', '.join(marks)})" if marks else ""


def _online(dice: str, host: str | None) -> str:
    """"  (online, hosted by Hilda)" for a game played across computers ('' otherwise)."""
    return f"  (online, hosted by {plain(host)})" if dice == ONLINE and host else (
        "  (online)" if dice == ONLINE else "")


def cmd_highscores(args: argparse.Namespace, out: IO[str]) -> int:
    if not 1 <= args.limit <= MAX_LIMIT:
        raise UsageError(f"--limit must be between 1 and {MAX_LIMIT:,}")
    with open_store() as store:
        _known(store, args.rules)
        ids = [args.rules] if args.rules else store.rulesets_played()
        tables = {rid: store.high_scores(rid, args.limit, include_computer=args.all_players,
                                         unassisted_only=args.unassisted,
                                         played_here_only=not args.any_origin) for rid in ids}
        elsewhere = {rid for rid, rows in tables.items() if not rows and not args.any_origin
                     and store.high_scores(rid, 1, include_computer=args.all_players,
                                           unassisted_only=args.unassisted)}
        names = {rid: store.ruleset_name(rid) for rid in ids}
    if args.json:
        out.write(json.dumps({"high_scores": {rid: [_high_score_json(h) for h in rows]
                                              for rid, rows in tables.items()}}) + "\n")
        return 0
    if not ids:
        out.write("No finished games yet.\n")
    for rid, rows in tables.items():
        out.write(f"{plain(names[rid])} ({plain(rid)})\n")
        if rid in elsewhere:
            out.write("  no scores played here yet (--any-origin shows those recorded or "
                      "imported)\n")
        elif not rows:
            out.write("  no scores yet\n")
        for h in rows:
            out.write(f"  {h.rank:3d}. {plain(h.name):<24.24} {h.score:5d}  {plain(h.date[:10])}"
                      f"{_marks(h.assisted, h.computer, h.origin)}\n")
    return 0


def _summary_json(s: PlayerSummary) -> dict[str, JsonLike]:
    return {"name": s.name, "rules": s.ruleset_id, "games": s.games, "average": s.average,
            "best": s.best, "upper_bonus_rate": s.upper_bonus_rate,
            "all_same_rate": s.all_same_rate, "box_averages": s.box_averages}


def _game_json(g: GameSummary) -> dict[str, JsonLike]:
    return {"game": g.id, "rules": g.ruleset_id, "rules_name": g.ruleset_name,
            "started": g.started, "ended": g.ended, "status": g.status, "assisted": g.assisted,
            "origin": g.origin, "dice": g.dice, "host": g.host,
            "players": [{"name": s.name, "computer": s.computer, "strategy": s.strategy,
                         "total": s.total, "place": s.place} for s in g.seats]}


def cmd_history(args: argparse.Namespace, out: IO[str]) -> int:
    if args.player is not None and len(args.player) > MAX_PLAYER_NAME:
        raise UsageError(f"--player: a player's name has at most {MAX_PLAYER_NAME} "
                         "characters")
    if args.unfinished:
        return unfinished_games(args, out)
    with open_store() as store:
        _known(store, args.rules)
        games = store.history(player=args.player, ruleset_id=args.rules)
        summary = store.player_summary(args.player, args.rules) if args.player else None
    if args.json:
        out.write(json.dumps({"summary": summary and _summary_json(summary),
                              "games": [_game_json(g) for g in games]}) + "\n")
        return 0
    if summary is not None:
        out.write(f"{plain(summary.name)}: {counted(summary.games, 'game')}")
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
                  f"{_marks(g.assisted, False, g.origin)}{_online(g.dice, g.host)}\n")
    return 0


def unfinished_games(args: argparse.Namespace, out: IO[str]) -> int:
    """``history --unfinished``: interrupted and abandoned games, newest first."""
    with open_store() as store:
        _known(store, args.rules)
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
        raise UsageError(f"no game {short(str(args.game))}")
    if args.file != "-":
        check_target(args.file)  # a bad name is refused before the history is read
    with open_store() as store:
        try:
            data = store.export(None if args.game is None else [args.game])
        except KeyError as exc:
            raise UsageError(str(exc.args[0])) from None
    # UTF-8 to a file; to standard output as its encoding can hold it whole (ASCII escapes
    # under a Latin-1 or C locale: `export - > backup.json` is the same history, complete)
    text = json.dumps(data, ensure_ascii=args.file == "-" and not speaks_utf8(out))
    if args.file == "-":
        out.write(text + "\n")
    else:
        write_file(args.file, text)
        sys.stderr.write(f"exported {counted(len(data['games']), 'game')} to "
                         f"{plain(args.file)}\n")
    return 0


def cmd_import(args: argparse.Namespace, out: IO[str]) -> int:
    # read a piece at a time: the file's beginning now (a file that is no export is refused
    # before the history is opened), then each game as it is stored
    pieces = export_pieces(read_chunks(args.file, "history file", MAX_IMPORT_BYTES))
    with open_store() as store:
        result = store.import_pieces(pieces)
    out.write(json.dumps({"games_added": result.games_added, "duplicates": result.duplicates,
                          "rulesets_added": result.rulesets_added,
                          "rulesets_kept": list(result.rulesets_kept)}) + "\n")
    if result.rulesets_kept:
        ids = ", ".join(repr(plain(i)) for i in result.rulesets_kept[:5])
        more = len(result.rulesets_kept) - 5
        sys.stderr.write(f"kept the rules already saved as {ids}"
                         f"{f' and {more} more' if more > 0 else ''}: the file's rulesets of "
                         "the same id were not imported (give them another id to import "
                         "them)\n")
    return 0


def cmd_record(args: argparse.Namespace, out: IO[str]) -> int:
    # a list is read and stored a record at a time (at most MAX_RECORDS of them), in one
    # transaction; a single record is read whole
    pieces = items(read_chunks(args.file, "game record", MAX_IMPORT_BYTES), MAX_RECORDS,
                   piece=MAX_RECORD_BYTES)
    first = _next_piece(pieces)  # a file that is not JSON is refused before the history opens
    if first is None:  # an empty list
        out.write(json.dumps({"recorded": []}) + "\n")
        return 0

    def records() -> Iterator[GameRecord]:
        piece: Member | None = first
        while piece is not None:
            if piece.index is not None or piece.key is None:  # a record, not the list
                where = "" if piece.index is None else f"record {piece.index + 1}: "
                try:
                    yield _recorded(piece.value)
                except (YachtDiceError, UsageError, StoreError) as exc:
                    raise UsageError(f"{where}{exc}") from None
            piece = _next_piece(pieces)

    with open_store() as store:  # all or nothing: one transaction
        ids = store.record_games(records())
    out.write(json.dumps({"recorded": ids}) + "\n")
    return 0


def _next_piece(pieces: Iterator[Member]) -> Member | None:
    """The next piece of a ``record`` file (None at its end); JSON that is not strict JSON
    is one sentence."""
    try:
        found = next(pieces, None)
        while found is not None and found.key == "" and found.index is None:
            found = next(pieces, None)  # the list itself, before its records
        return found
    except JSONTextError as exc:
        raise UsageError(parse_problem(exc, "the game record")) from None


def _recorded(entry: object) -> GameRecord:
    """A finished game from a ``record`` file, its optional ``totals`` checked."""
    record = GameRecord.from_dict(entry)
    if not record.state.finished:
        raise UsageError("Only a finished game can be recorded; this one still has "
                         "open boxes, so nothing was recorded.")
    assert isinstance(entry, dict)
    check_claimed_totals(record, entry.get("totals"), "")
    check_scores(record)
    return record


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(prog="yachtdice-cli", description="Yacht Dice without the window: rules, "
                    "scoring and replays as JSON.")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=Parser)

    rules = sub.add_parser("rules", help="list, show and check rulesets")
    rules_sub = rules.add_subparsers(dest="rules_command", required=True, parser_class=Parser)
    listing = rules_sub.add_parser("list", help="the built-in presets: id, then name")
    listing.add_argument("--json", action="store_true",
                         help="one JSON document: the same rows, each with its game")
    listing.set_defaults(run=cmd_rules_list)
    show = rules_sub.add_parser("show", help="a ruleset of any game as JSON, in its file format")
    show.add_argument("ruleset", metavar="ID|FILE")
    show.set_defaults(run=cmd_rules_show)
    check = rules_sub.add_parser("check", help="every problem of a ruleset file, by its game")
    check.add_argument("file", metavar="FILE")
    check.set_defaults(run=cmd_rules_check)
    save = rules_sub.add_parser("save", help="check a ruleset file of any game and save it "
                                "for play")
    save.add_argument("file", metavar="FILE")
    save.add_argument("--replace", action="store_true",
                      help="replace a different saved ruleset of the same id")
    save.set_defaults(run=cmd_rules_save)

    hs = sub.add_parser("highscores", help="the best scores per ruleset")
    hs.add_argument("--rules", metavar="ID", help="one ruleset (default: every one played)")
    hs.add_argument("--limit", type=int, default=10, metavar="N")
    hs.add_argument("--all-players", action="store_true", help="include computer players")
    hs.add_argument("--unassisted", action="store_true",
                    help="only games without undo or hints")
    hs.add_argument("--any-origin", action="store_true",
                    help="also games recorded or imported, marked so (default: only games "
                         "played on this computer)")
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

    cli_stats.add_parsers(sub)
    online.add_parsers(sub)
    cli_printing.add_parser(sub)
    commands = Commands(sub, rules_sub)
    for part in parts():  # each game's own commands
        part.add(commands)
    return parser


_BUILT: list[tuple[tuple[object, ...], argparse.ArgumentParser]] = []


def parser() -> argparse.ArgumentParser:
    """:func:`build_parser`'s parser, built once per set of games' parts (a parse leaves
    the parser as it was; each call of :func:`main` in one process, as the tests make them,
    used to build it again: 4.6 ms, half of it argparse asking gettext for its words)."""
    games = tuple(parts())
    if not _BUILT or len(_BUILT[0][0]) != len(games) \
            or any(a is not b for a, b in zip(_BUILT[0][0], games, strict=True)):
        _BUILT[:] = [(games, build_parser())]
    return _BUILT[0][1]


def main(argv: Sequence[str] | None = None) -> int:
    from yachtdice.cli.modes import builtin
    from yachtdice.core.values import compile_hot

    compile_hot()  # the engine's hot records with their compiled methods
    builtin.install()
    out = sys.stdout
    escape_unencodable(out)
    previous: Callable[[int, FrameType | None], object] | int | None = None
    if threading.current_thread() is threading.main_thread():
        # A process started with SIGINT ignored (any background job of a non-interactive
        # shell) would otherwise never see Ctrl+C or `kill -INT`: long commands must stop.
        INTERRUPTED.clear()
        previous = signal.signal(signal.SIGINT, on_interrupt)
    try:
        args = parser().parse_args(argv)
        status: int = args.run(args, out)
        out.flush()
        return status
    except (UsageError, YachtDiceError, StoreError, FileRefused) as exc:
        sys.stderr.write(f"yachtdice-cli: {plain(cut(str(exc)))}\n")
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
