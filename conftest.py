"""Every test and doctest plays the built-in games: registered once, as the programs do."""

from yachtdice.store.modes import builtin

builtin.install()
