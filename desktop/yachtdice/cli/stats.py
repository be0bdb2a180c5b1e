"""The statistics commands of yachtdice-cli: ``stats`` and ``solve --distribution``.

Kept apart from cli.py so the two grow independently; cli.py dispatches here.
"""

from __future__ import annotations

import argparse
import json
from typing import IO, Any

from yachtdice.cli.app import load_rules, open_store
from yachtdice.core.modes import modes
from yachtdice.core.modes.pips.optimal.distribution import ScoreDistribution
from yachtdice.paths import solver_cache_dir as solver_cache
from yachtdice.store.distributions import distribution_for
from yachtdice.store.stats import Filters, Stats, parse_date, statistics


def add_parsers(sub: Any) -> None:
    """Register ``stats`` on the subcommand parsers of yachtdice-cli."""
    st = sub.add_parser("stats", help="statistics of finished games (what the window shows)")
    st.add_argument("--rules", metavar="ID", help="one ruleset (adds boxes and the reference)")
    st.add_argument("--player", metavar="NAME", help="one player (default: every person)")
    st.add_argument("--since", metavar="YYYY-MM-DD", help="games ended on or after this day")
    st.add_argument("--until", metavar="YYYY-MM-DD", help="games ended on or before this day")
    st.add_argument("--include-computers", action="store_true",
                    help="count computer players' scores too")
    st.add_argument("--unassisted", action="store_true", help="only scores without undo or hints")
    st.add_argument("--json", action="store_true")
    st.set_defaults(run=cmd_stats)


def cmd_distribution(args: argparse.Namespace, out: IO[str]) -> int:
    """``solve --distribution``: optimal play's figures for the rules."""
    rules = load_rules(args.rules)
    dist = distribution_for(rules, solver_cache())
    if args.json:
        out.write(json.dumps(dist.to_json()) + "\n")
    else:
        out.write(describe_distribution(rules.name, dist) + "\n")
    return 0


def describe_distribution(name: str, d: ScoreDistribution) -> str:
    kind = "exact" if d.exact else "approximate"
    pct = ", ".join(f"p{p} {v}" for p, v in d.percentiles.items())
    return f"{name}: mean {d.expected_score:.2f}, sd {d.sd:.2f} ({kind}); {pct}"


def filters_from(args: argparse.Namespace) -> Filters:
    return Filters(args.rules, args.player,
                   parse_date(args.since, "--since") if args.since else None,
                   parse_date(args.until, "--until") if args.until else None,
                   args.include_computers, args.unassisted)


def cmd_stats(args: argparse.Namespace, out: IO[str]) -> int:
    f = filters_from(args)
    with open_store() as store:
        stats = statistics(store, f)
        # the optimal-play reference exists for pip dice only (other modes' ids are built in)
        other_mode = f.ruleset_id is not None and any(
            f.ruleset_id in m.ruleset_ids for m in modes() if m.id != "pips")
        rules = store.ruleset(f.ruleset_id) if f.ruleset_id and not other_mode else None
    data = stats.to_json()
    if rules is not None:
        data["reference"] = distribution_for(rules, solver_cache()).to_json()
    if args.json:
        out.write(json.dumps(data) + "\n")
    else:
        out.write(describe_stats(stats) + "\n")
    return 0


def describe_stats(s: Stats) -> str:
    """The headline figures as a few lines of text."""
    lines = [s.filters.describe()]
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
