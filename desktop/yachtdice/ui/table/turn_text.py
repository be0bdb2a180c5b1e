"""The words of the turn line, the Roll button and the help line, for any name.

Presentation only: every figure (turn, rolls left, saved rolls) comes from the
game state, and what to do with rolled dice from the game (:mod:`yachtdice.ui.modes`).
Names are never put into a possessive ("Me's turn" reads wrong for some names): the
turn line says "Turn: Ann".
"""

from __future__ import annotations

from dataclasses import dataclass

from yachtdice.core import GameState
from yachtdice.ui.modes import game_ui


@dataclass(frozen=True, slots=True)
class TurnTexts:
    turn: str       # the big line above the dice
    roll: str       # the Roll button, with its & mnemonic
    help: str       # what the keys do now
    status: str     # the status bar


def turn_texts(state: GameState, out_of_time: bool = False) -> TurnTexts:
    """What the window says about ``state`` (``out_of_time``: a timed turn ran out).

    >>> from yachtdice.core import Player, Roll

    >>> from yachtdice.core.modes.pips.presets import preset
    >>> state = GameState.start(preset("yacht"), [Player("Me"), Player("Bob")])
    >>> turn_texts(state).turn
    'Turn: Me'
    >>> last = state.apply(Roll((1, 2, 3, 4, 5))).apply(Roll((1, 2, 3, 4, 5)))
    >>> last = last.apply(Roll((1, 2, 3, 4, 5)))
    >>> "Space" in turn_texts(last).help, turn_texts(last).roll
    (False, 'No rolls left — score a box')
    """
    rules = state.ruleset
    game = game_ui(state.mode)
    turns = state.engine.box_count(rules)  # a turn per box
    computer = not state.finished and state.player.computer
    name = state.player.name
    if state.finished:
        turn = "Game over"
    elif computer:
        turn = f"{name} is playing…"
    elif len(state.players) == 1:
        turn = f"Turn {state.turn} of {turns}"
    else:
        turn = f"Turn: {name}"
    saved = state.saved_rolls[state.current]
    if state.finished:
        roll = "&Roll"
    elif out_of_time and not computer:
        roll = "Time is up — write a zero"
    elif state.rolls_available == 0:
        roll = "No rolls left — score a box"
    else:
        roll = f"&Roll ({state.rolls_left} left" + (f", {saved} saved" if saved else "") + ")"
    pick = game.pick_help
    if state.finished:
        help_text = "Start a new game with Ctrl+N, or play again from the Game menu."
    elif computer:
        help_text = "Press Space or Esc to hurry the computer."
    elif out_of_time:
        help_text = "Time is up: only a zero can be booked. Choose a box and press Enter."
    elif state.dice is None:
        help_text = "Press Space or R to roll."
    elif state.rolls_available == 0:
        help_text = f"No rolls left. {pick}"
    else:
        n = rules.dice_count
        help_text = (f"Click dice or press 1–{n} to hold them; {game.roll_key} rolls again. "
                     f"{pick}")
    status = f"{rules.name} · turn {state.turn} of {turns}"
    return TurnTexts(turn, roll, help_text, status)
