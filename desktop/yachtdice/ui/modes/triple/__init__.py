"""Triple Yahtzee's window parts: its card of three columns, its hints, its rules help."""
