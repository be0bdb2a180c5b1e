"""``yachtdice-cli stats``: statistics of finished games, as the Statistics window shows.

With ``--rules``, the ruleset's game may add optimal play's reference beside the figures
(:attr:`yachtdice.cli.modes.GameCommands.reference`).
"""

from __future__ import annotations

import argparse
import json
from typing import IO

from yachtdice.cli.common import Subcommands, open_store
from yachtdice.cli.modes import part_for
from yachtdice.core.modes import mode_for
from yachtdice.store.stats import Filters, Stats, parse_date, statistics
from yachtdice.store.stored import DICE, ORIGINS


def add_parsers(sub: Subcommands) -> None:
    """Register ``stats`` on the subcommand parsers of yachtdice-cli."""
    st = sub.add_parser("stats", help="statistics of finished games (the window's figures; "
                        "every game unless --origin or --dice choose, where the window "
                        "starts with the games played here, rolled or of real dice)")
    st.add_argument("--rules", metavar="ID", help="one ruleset (adds boxes and the reference)")
    st.add_argument("--player", metavar="NAME", help="one player (default: every person)")
    st.add_argument("--since", metavar="YYYY-MM-DD", help="games ended on or after this day")
    st.add_argument("--until", metavar="YYYY-MM-DD", help="games ended on or before this day")
    st.add_argument("--include-computers", action="store_true",
                    help="count computer players' scores too")
    st.add_argument("--unassisted", action="store_true", help="only scores without undo or hints")
    st.add_argument("--origin", action="append", choices=ORIGINS, metavar="|".join(ORIGINS),
                    help="only games from there (repeat for more; default: any)")
    st.add_argument("--dice", action="append", choices=DICE, metavar="|".join(DICE),
                    help="only games whose dice were thrown so (repeat for more; default: any)")
    st.add_argument("--json", action="store_true")
    st.set_defaults(run=cmd_stats)


def filters_from(args: argparse.Namespace) -> Filters:
    return Filters(args.rules, args.player,
                   parse_date(args.since, "--since") if args.since else None,
                   parse_date(args.until, "--until") if args.until else None,
                   args.include_computers, args.unassisted,
                   None if args.origin is None else tuple(sorted(set(args.origin))),
                   None if args.dice is None else tuple(sorted(set(args.dice))))


def cmd_stats(args: argparse.Namespace, out: IO[str]) -> int:
    f = filters_from(args)
    with open_store() as store:
        if f.ruleset_id is not None:
            store.require_ruleset(f.ruleset_id)
        stats = statistics(store, f)
        rules = store.filed_rules(f.ruleset_id) if f.ruleset_id is not None else None
    data = stats.to_json()
    part = part_for(mode_for(rules).id) if rules is not None else None
    if rules is not None and part is not None and part.reference is not None:
        data["reference"] = part.reference(rules)
    if args.json:
        out.write(json.dumps(data) + "\n")
    else:
        out.write(describe_stats(stats) + "\n")
    return 0


def describe_stats(s: Stats) -> str:
    """The headline figures as a few lines of text."""
    lines = [s.filters.describe()]
    if s.not_points:
        lines.append(f"not counted: {s.not_points} game(s) whose score is not points "
                     "(boxes won); choose their rules with --rules")
    if not s.games:
        return "\n".join([*lines, "No finished games match these filters."])
    assert s.mean is not None and s.sd is not None and s.best and s.worst
    lines.append(f"games {s.games}, average {s.mean:.1f} (sd {s.sd:.1f}), median {s.median:g}")
    lines.append(f"best {s.best.score} on {s.best.date} (game {s.best.game}), "
                 f"worst {s.worst.score} on {s.worst.date} (game {s.worst.game})")
    if s.upper_bonus_rate is not None:
        lines.append(f"upper bonus in {s.upper_bonus_rate:.0%} of games")
    if s.all_same_rate is not None:
        lines.append(f"all-same box scored in {s.all_same_rate:.0%} of games")
    for h in s.head_to_head:
        lines.append(f"against {h.opponent}: {h.wins} won, {h.losses} lost, {h.ties} tied")
    return "\n".join(lines)
