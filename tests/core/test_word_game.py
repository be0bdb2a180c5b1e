"""The word games' turn engine and records: the shared turn rules with word claims."""

from __future__ import annotations

import json
import random

import pytest

from yachtdice.core import Hold, IllegalActionError, Player, RecordError, Undo
from yachtdice.core.modes import mode, mode_of
from yachtdice.core.modes.word import (
    BOX_IDS,
    WORD_PRESETS,
    WORD_YAHTZEE,
    Lexicon,
    WordClaim,
    WordRulesError,
    WordRuleset,
)
from yachtdice.core.modes.wordgame import (
    Claim,
    LetterRoll,
    WordGameState,
    record_to_json,
    replay_record,
)

LEX = Lexicon(["up", "put", "pure", "super", "purest", "rest", "set", "pasture", "a", "pup"])
ROLL = ("p", "s", "r", "e", "*", "t", "u")    # 4 2 2 1 0 2 3


def start(*players: Player) -> WordGameState:
    return WordGameState.start(WORD_YAHTZEE, LEX, players or (Player("Ann"),))


def test_a_turn_rolls_holds_rerolls_and_claims():
    s = start().apply(LetterRoll(("o", "b", "r", "a", "p", "t", "v")))
    s = s.apply(Hold((0, 5)))
    with pytest.raises(IllegalActionError, match="Die 1 is held and cannot change"):
        s.apply(LetterRoll(ROLL))
    s = s.apply(LetterRoll(("o", "s", "r", "e", "*", "t", "u")))
    assert s.rolls_left == 1
    s = s.apply(Hold(())).apply(LetterRoll(ROLL))
    with pytest.raises(IllegalActionError, match="No rolls left"):
        s.apply(LetterRoll(ROLL))
    s = s.apply(Claim(WordClaim("five_letter", ("super",))))
    assert s.cards[0].get("five_letter") == 12 and s.faces is None and s.rolls_left == 3


def test_an_illegal_claim_says_why_and_changes_nothing():
    s = start().apply(LetterRoll(ROLL))
    for claim, why in ((WordClaim("three_letter", ("pup",)), "a die may be used only once"),
                       (WordClaim("three_letter", ("xyz",)), "not in the dictionary")):
        assert why in (s.problem(Claim(claim)) or "")
        with pytest.raises(IllegalActionError):
            s.apply(Claim(claim))
    with pytest.raises(IllegalActionError, match="Roll the dice first"):
        start().apply(Claim(WordClaim("chance", zero=True)))


def test_undo_takes_back_a_persons_claim_but_never_a_computers():
    ann, bot = Player("Ann"), Player("Bot", computer=True)
    s = start(ann, bot).apply(LetterRoll(ROLL))
    claimed = s.apply(Claim(WordClaim("one_word", ("purest",))))
    assert claimed.apply(Undo()) == s
    by_bot = claimed.apply(LetterRoll(ROLL)).apply(Claim(WordClaim("chance", zero=True)))
    assert "cannot be taken back" in (by_bot.undo_problem() or "")


def test_twelve_turns_finish_the_game_and_standings_share_ties():
    s = start(Player("Ann"), Player("Bea"))
    for box_id in BOX_IDS:
        for _ in range(2):
            s = s.apply(LetterRoll(ROLL)).apply(Claim(WordClaim(box_id, zero=True)))
    assert s.finished and "the game is over" in (s.problem(LetterRoll(ROLL)) or "")
    assert [(st.player, st.place, st.total) for st in s.standings()] == [(0, 1, 0), (1, 1, 0)]


def test_a_record_names_its_mode_and_replays_identically():
    rng = random.Random(5)
    s = start(Player("Ann"))
    actions = []
    for box_id in BOX_IDS[:3]:
        roll = s.draw_roll(rng)
        actions.append(roll)
        s = s.apply(roll)
        actions.append(Claim(WordClaim(box_id, zero=True)))
        s = s.apply(actions[-1])
    text = record_to_json(WORD_YAHTZEE, s.players, actions)
    data = json.loads(text)
    assert (data["version"], data["mode"]) == (2, "word")
    replayed, read = replay_record(text, LEX)
    assert replayed == s and read == tuple(actions)
    data["actions"][1] = {"claim": {"box": "three_letter", "words": ["pup"]}}
    with pytest.raises(RecordError, match=r"actions\[1\]"):
        replay_record(json.dumps(data), LEX)


def test_word_rulesets_round_trip_and_bad_ones_say_why():
    for rules in WORD_PRESETS:
        assert WordRuleset.from_dict(rules.to_dict()) == rules
    bad = WORD_YAHTZEE.to_dict() | {"dice": ["A1 A2"]}
    with pytest.raises(WordRulesError, match="listed twice"):
        WordRuleset.from_dict(bad)
    with pytest.raises(WordRulesError, match="rolls_per_turn"):
        WordRuleset.from_dict(WORD_YAHTZEE.to_dict() | {"rolls_per_turn": 0})


def test_rulesets_name_their_mode_and_a_file_without_one_is_pip_dice():
    assert mode_of({"id": "house"}).id == "pips"
    assert mode_of(WORD_YAHTZEE.to_dict()).id == "word"
    assert "word-yahtzee" in mode("word").ruleset_ids and "yahtzee" in mode("pips").ruleset_ids
    claim = WordClaim("two_words", ("caT", "a"))
    assert mode("word").claim_from_json(mode("word").claim_to_json(claim)) == claim
