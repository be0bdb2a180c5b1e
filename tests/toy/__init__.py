"""A fourth game that lives only here, to prove a game is one place: Ship, Captain and Crew."""
