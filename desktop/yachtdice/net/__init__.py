"""Playing across computers (issue 34, docs/online-play.md): the seam :mod:`.link`, the wire
codec, the secure session, the Qt transport, room codes and discovery on the local network.

A layer above the store beside printing: it knows no game and no window; the window and the
command line (which imports it lazily, when it hosts or joins) build the room on it.
"""
