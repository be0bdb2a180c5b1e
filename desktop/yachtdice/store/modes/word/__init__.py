"""Word Yahtzee in the store: the shipped dictionary, read from the package on first use
(:mod:`.wordlist`)."""
