"""ruleset editor."""
