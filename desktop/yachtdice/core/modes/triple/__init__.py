"""Triple Yahtzee: official Yahtzee's thirteen boxes in three columns, counted ×1, ×2 and ×3.

It builds on pip dice (:mod:`yachtdice.core.modes.pips`): the boxes, their scoring and the
score table are official Yahtzee's, as a chess variant builds on the board of chess; what is
its own is the card of three columns, the bonus chips and the joker across the columns, and
its computers. The import contract says so (``pyproject.toml``): this package, in each
layer, may import pip dice's; nothing else of one game imports another's.
"""
