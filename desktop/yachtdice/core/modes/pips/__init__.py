"""pips."""
