"""Background work: the one job runner (``runner``), its worker processes (``process``), the
garbage collector's timing (``collector``) and Statistics' reviews as work (``work``). It
names no game: a game's own work (pip dice's strategy engine) lives in its window parts."""
