"""Every test and doctest plays the built-in games: registered once, as the programs do."""

from yachtdice.core.modes import builtin
from yachtdice.store.wordlist import lexicon

builtin.install(word_list=lexicon)
