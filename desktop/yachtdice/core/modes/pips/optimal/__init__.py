"""Optimal play for pip dice: the solver, its tables and distributions, the estimate beyond
it, and the strategies, hints and reviews built on them."""
