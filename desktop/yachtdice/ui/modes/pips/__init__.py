"""Pip dice in the window: the card, the hints, the computers, the rules help."""
