"""Playing across computers from the window (issue 34; docs/manual/online.md): Game ▸ Host
a Game… and Join a Game…, the host's lobby, and the game's table, whose controller plays
through the room (the host) or the guest's table (a guest) instead of the core's dice."""
