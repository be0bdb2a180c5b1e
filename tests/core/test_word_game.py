"""Word games on the shared turn skeleton and in version-2 records: the turn rules of every
mode with word claims."""

from __future__ import annotations

import json

import pytest

from yachtdice.core import (
    GameRecord,
    GameState,
    Hold,
    IllegalActionError,
    Player,
    RandomDice,
    RecordError,
    Roll,
    Score,
    Undo,
)
from yachtdice.core.modes import mode, mode_of
from yachtdice.core.modes.word import rules as word
from yachtdice.core.modes.word.rules import (
    BOX_IDS,
    WORD_PRESETS,
    WORD_YAHTZEE,
    Lexicon,
    WordClaim,
    WordRulesError,
    WordRuleset,
)

LEX = Lexicon(["up", "put", "pure", "super", "purest", "rest", "set", "pasture", "a", "pup"])
RULES = WORD_YAHTZEE.with_lexicon(LEX)
ROLL = ("p", "s", "r", "e", "*", "t", "u")    # 4 2 2 1 0 2 3
LetterRoll = Roll


def Claim(claim: WordClaim) -> Score:
    return Score(claim)


def start(*players: Player) -> GameState:
    return GameState.start(RULES, players or (Player("Ann"),))


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
    assert s.cards[0].get("five_letter") == 12 and s.dice is None and s.rolls_left == 3


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


@pytest.fixture
def small_dictionary(monkeypatch: pytest.MonkeyPatch) -> None:
    """Records carry no dictionary: the one in use judges them (here: this test's)."""
    monkeypatch.setattr(word, "_dictionary_loader", lambda: LEX)


def test_a_record_names_its_mode_and_replays_identically(small_dictionary: None):
    dice = RandomDice(seed=5)
    rec = GameRecord.new(RULES, [Player("Ann")])
    for box_id in BOX_IDS[:3]:
        rec = rec.roll(dice).then(Claim(WordClaim(box_id, zero=True)))
    rec = rec.roll(dice).then(Hold((0, 2))).then(Undo())
    data = json.loads(rec.to_json())
    assert (data["version"], data["mode"]) == (2, "word")
    assert data["actions"][1] == {"score": {"box": "two_letter", "zero": True}}
    read = GameRecord.from_dict(data)
    assert read.actions == rec.actions and read.state == rec.state
    assert read.ruleset == WORD_YAHTZEE
    # a word log written before version 2 used "claim"; it reads the same
    data["actions"][1] = {"claim": {"box": "two_letter", "zero": True}}
    assert GameRecord.from_dict(data).actions == rec.actions
    data["actions"][1] = {"score": {"box": "three_letter", "words": ["pup"]}}
    with pytest.raises(RecordError, match=r"actions\[1\].*only once"):
        GameRecord.from_dict(data)
    with pytest.raises(RecordError, match="mode"):
        GameRecord.from_dict(data | {"mode": "pips"})


def test_without_a_dictionary_a_word_claim_says_so(monkeypatch: pytest.MonkeyPatch):
    import yachtdice.core.modes.word as letter_games

    monkeypatch.setattr(word, "_dictionary_loader", None)
    monkeypatch.setattr(letter_games, "word_list", None)  # no list installed with the games
    s = GameState.start(WORD_YAHTZEE, [Player("Ann")]).apply(Roll(ROLL))
    assert "word list is not loaded" in (s.problem(Score(WordClaim("two_letter", ("up",))))
                                         or "")


def test_random_dice_throw_each_letter_die_from_its_own_faces():
    s = start()
    for seed in range(20):
        roll = s.draw_roll(RandomDice(seed))
        assert all(f in d.faces for f, d in zip(roll.dice, WORD_YAHTZEE.dice, strict=True))


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
