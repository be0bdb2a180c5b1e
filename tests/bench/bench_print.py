"""Printing figures in docs/performance.md: a Place Value score card drawn as PDF in the
process (what Save Score Card as PDF… does on the GUI thread) and the whole command line
`place-value print` (Python, Qt offscreen, the card, the file).

Run: QT_QPA_PLATFORM=offscreen python tests/bench/bench_print.py   (prints figures; not a test)
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtGui import QGuiApplication

from yachtdice import printing
from yachtdice.core.modes.place_value.rules import PlaceCard, preset
from yachtdice.core.modes.place_value.score_sheet import score_sheet

# rule sheet 003's two cards (as in tests/core/test_place_value.py)
LEFT = {"hundreds_3": "6341", "ones_5": "4335", "tens_2": "3321", "thousands_6": "6622",
        "thousands_ones_sum_9": "5624", "digit_sum_13": None, "two_same": "6311",
        "three_same": None, "wild": "6432"}
RIGHT = {"hundreds_3": "5332", "ones_5": "6425", "tens_2": "5621", "thousands_6": "6531",
         "thousands_ones_sum_9": None, "digit_sum_13": "4432", "two_same": "5443",
         "three_same": "2111", "wild": "6551"}


def in_process(repeats: int = 10) -> None:
    rules = preset("place-value-4")
    cards = [PlaceCard.from_dict(rules, LEFT), PlaceCard.from_dict(rules, RIGHT)]
    for what, sheet in (("filled, 2 pupils", score_sheet(rules, ["Ann", "Zoë 李"], cards)),
                        ("blank, 8 pupils (landscape)", score_sheet(rules, pupils=8))):
        printing.pdf(sheet)  # fonts loaded
        times = []
        for _ in range(repeats):
            start = time.perf_counter()
            data = printing.pdf(sheet)
            times.append(time.perf_counter() - start)
        print(f"{what}: median {statistics.median(times) * 1000:.0f} ms, "
              f"best {min(times) * 1000:.0f} ms, {len(data):,} bytes")


def command_line(repeats: int = 3) -> None:
    with tempfile.TemporaryDirectory() as folder:
        env = {**os.environ, "YACHTDICE_DATA_DIR": folder}
        times = []
        for _ in range(repeats):
            start = time.perf_counter()
            subprocess.run([sys.executable, "-m", "yachtdice.cli.app", "place-value", "print",
                            "--rules", "place-value-4", "--pupils", "4",
                            str(Path(folder) / "card.pdf")], check=True, env=env,
                           capture_output=True)
            times.append(time.perf_counter() - start)
    print(f"yachtdice-cli place-value print: median {statistics.median(times):.2f} s, "
          f"best {min(times):.2f} s")


if __name__ == "__main__":
    app = QGuiApplication(sys.argv)
    print(f"load average {os.getloadavg()[0]:.1f}")
    in_process()
    command_line()
