"""Weights fitted by ``tests/bench/fit_estimator.py`` for the built-in rules the exact
solver cannot take, keyed by the rules' content hash (see :mod:`yachtdice.core.estimate`)."""

WEIGHTS: dict[str, tuple[float, ...]] = {}
