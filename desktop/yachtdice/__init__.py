"""Yacht Dice: a desktop dice game for the Yahtzee family.

The package is layered (see docs/architecture.md): :mod:`yachtdice.core` holds the game
and imports neither Qt nor the store; ``store`` persists games; ``ui`` draws.
"""

__version__ = "0.1.0"
