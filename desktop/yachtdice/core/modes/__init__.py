"""Dice games other than pip dice that share the turn skeleton.

``word``: Word Yahtzee and Yahtzee Words (rule sheet 000), with letter dice.
"""
