"""The words of the turn line, the Roll button and the help line, for any name.

Presentation only: every figure (turn, rolls left, saved rolls) comes from the
game state, and what to do with rolled dice from the game (:mod:`yachtdice.ui.modes`).
Names are never put into a possessive ("Me's turn" reads wrong for some names): the
turn line says "Turn: Ann".
"""

from __future__ import annotations

from yachtdice.core import GameState
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.core.values import value_type
from yachtdice.ui.i18n import translated
from yachtdice.ui.modes import game_ui

_OVER = QT_TRANSLATE_NOOP("TurnTexts", "Game over")
# the banner shown to a room at the end says who won, a tie too
_OVER_WINS = QT_TRANSLATE_NOOP("TurnTexts", "Game over: {name} wins")
_OVER_TIE_BREAK = QT_TRANSLATE_NOOP("TurnTexts", "Game over: a tie, {name} wins the tie-break")
_OVER_SHARED = QT_TRANSLATE_NOOP("TurnTexts", "Game over: {names} and {last} share the win")
_PLAYING = QT_TRANSLATE_NOOP("TurnTexts", "{name} is playing…")
_TURN_OF = QT_TRANSLATE_NOOP("TurnTexts", "Turn {turn} of {turns}")
_TURN_NAME = QT_TRANSLATE_NOOP("TurnTexts", "Turn: {name}")
_ROLL = QT_TRANSLATE_NOOP("TurnTexts", "&Roll")
_NO_ROLLS = QT_TRANSLATE_NOOP("TurnTexts", "No rolls left — score a box")
_ROLLS_LEFT = QT_TRANSLATE_NOOP("TurnTexts", "&Roll ({left} left)")
_ROLLS_SAVED = QT_TRANSLATE_NOOP("TurnTexts", "&Roll ({left} left, {saved} saved)")
_HELP_OVER = QT_TRANSLATE_NOOP("TurnTexts", "Start a new game with Ctrl+N, or play again from "
                               "the Game menu.")
_TIME_UP = QT_TRANSLATE_NOOP("TurnTexts", "Time is up — write a zero")
_HELP_TIME_UP = QT_TRANSLATE_NOOP("TurnTexts", "Time is up: only a zero can be booked. Choose a "
                                  "box and press Enter.")
_HELP_COMPUTER = QT_TRANSLATE_NOOP("TurnTexts", "Press Space or Esc to hurry the computer.")
_HELP_ELSEWHERE = QT_TRANSLATE_NOOP("TurnTexts", "It is {name}'s turn, played at another "
                                    "computer.")
_HELP_ROLL = QT_TRANSLATE_NOOP("TurnTexts", "Press Space or R to roll.")
_HELP_NO_ROLLS = QT_TRANSLATE_NOOP("TurnTexts", "No rolls left. {pick}")
_HELP_HOLD = QT_TRANSLATE_NOOP("TurnTexts", "Click dice or press 1–{dice} to hold them; {key} "
                               "rolls again. {pick}")
_STATUS = QT_TRANSLATE_NOOP("TurnTexts", "{rules} · turn {turn} of {turns}")


def over_for_room(state: GameState) -> str:
    """The banner over a finished game shown to a room: who won, and after a tie who won it
    (or who share the win); "Game over" for a player alone.

    >>> from yachtdice.core import Player
    >>> from yachtdice.core.modes.pips.presets import preset
    >>> over_for_room(GameState.start(preset("yacht"), [Player("Me")]))
    'Game over'
    """
    if not state.finished or len(state.players) < 2:
        return _OVER.text
    first = [s for s in state.standings() if s.place == 1]
    names = [state.players[s.player].name for s in first]
    if len(first) > 1:
        return translated(_OVER_SHARED.format(names=", ".join(names[:-1]), last=names[-1]))
    if first[0].decided_by_tie_break:
        return translated(_OVER_TIE_BREAK.format(name=names[0]))
    return translated(_OVER_WINS.format(name=names[0]))


@value_type(slots=True, eq=False)  # read, never compared: by identity
class TurnTexts:
    turn: str       # the big line above the dice
    roll: str       # the Roll button, with its & mnemonic
    help: str       # what the keys do now
    status: str     # the status bar


def turn_texts(state: GameState, out_of_time: bool = False,
               elsewhere: bool = False) -> TurnTexts:
    """What the window says about ``state`` (``out_of_time``: a timed turn ran out;
    ``elsewhere``: the seat at play is played at another computer, an online game's).

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
    elsewhere = elsewhere and not state.finished
    name = state.player.name
    if state.finished:
        turn = _OVER.text
    elif computer or elsewhere:
        turn = _PLAYING.format(name=name)
    elif len(state.players) == 1:
        turn = _TURN_OF.format(turn=state.turn, turns=turns)
    else:
        turn = _TURN_NAME.format(name=name)
    saved = state.saved_rolls[state.current]
    if state.finished:
        roll = _ROLL.text
    elif out_of_time and not computer:
        roll = _TIME_UP.text
    elif state.rolls_available == 0:
        roll = _NO_ROLLS.text
    elif saved:
        roll = _ROLLS_SAVED.format(left=state.rolls_left, saved=saved)
    else:
        roll = _ROLLS_LEFT.format(left=state.rolls_left)
    pick = game.pick_help
    if state.finished:
        help_text = _HELP_OVER.text
    elif computer or elsewhere:
        help_text = _HELP_ELSEWHERE.format(name=name) if elsewhere else _HELP_COMPUTER.text
    elif out_of_time:
        help_text = _HELP_TIME_UP.text
    elif state.dice is None:
        help_text = _HELP_ROLL.text
    elif state.rolls_available == 0:
        help_text = _HELP_NO_ROLLS.format(pick=pick)
    else:
        help_text = _HELP_HOLD.format(dice=rules.dice_count, key=game.roll_key, pick=pick)
    status = _STATUS.format(rules=rules.name, turn=state.turn, turns=turns)
    return TurnTexts(translated(turn), translated(roll), translated(help_text),
                     translated(status))
