"""Pip dice's part of the House Rules window: its form (:mod:`.form`, built by
:mod:`.sections` and :mod:`.details`), the boxes' table model, the checks and words, and what
is worked out beside the form (:mod:`.figures`: Try a roll, the expected score)."""
