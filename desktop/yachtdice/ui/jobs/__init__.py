"""Background work: the one job runner (``runner``) and the strategy engine service built on it."""
