"""Every test and doctest plays the built-in games: registered once, as the programs do."""

from yachtdice.core.modes import builtin
from yachtdice.store.wordlist import lexicon, version

builtin.install(word_list=lexicon, word_list_version=version)
