"""Word Yahtzee and Yahtzee Words, letter dice claimed with words, as the registry knows it.

>>> from yachtdice.core.modes.word.rules import WordCard, preset
>>> GAME.seat_results(preset("word-yahtzee"), [WordCard()])[0].total
0
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from yachtdice.core.errors import YachtDiceError
from yachtdice.core.events import ALL_SAME, BONUS, SCORE
from yachtdice.core.jsontext import JsonObject
from yachtdice.core.modes import Mode, RecordCodec, SeatResult
from yachtdice.core.modes.word.engine import WORDS
from yachtdice.core.modes.word.players import WordPlayer, level
from yachtdice.core.modes.word.review import dictionary_version, review
from yachtdice.core.modes.word.rules import (
    WORD_PRESETS,
    YAHTZEE_BOX,
    WordCard,
    WordClaim,
    WordRuleset,
    box,
    box_text,
    is_preset,
    preset,
    typed_form,
)
from yachtdice.core.text import QT_TRANSLATE_NOOP


def _claim_to_json(claim: object) -> JsonObject:
    if not isinstance(claim, WordClaim):
        raise YachtDiceError("a letter-dice claim is a box and words (or a zero)")
    return claim.to_json()


def _claim_words(rules: WordRuleset, claim: WordClaim) -> str | None:
    """The words a claim wrote, the wild face's letter after a * ("chy*ron"); None: a zero."""
    return " ".join(typed_form(w) for w in claim.words) or None


def _seat_results(rules: WordRuleset, cards: Sequence[WordCard]) -> tuple[SeatResult, ...]:
    # upper is the 2- to 6-Letter boxes, the all-same column the Yahtzee Word box, the
    # extra bonus the Yahtzee bonuses' points
    return tuple(SeatResult(total=c.total(rules), upper=c.upper_total(),
                            upper_bonus=c.upper_bonus(rules), lower=c.lower_total(),
                            extra_bonus=c.bonus_points(rules), all_same=c.get(YAHTZEE_BOX),
                            boxes=dict(c.scores), details={"yahtzee_bonuses": c.bonuses})
                 for c in cards)


def _score_event(rules: WordRuleset, before: WordCard, after: WordCard) -> str:
    if after.upper_bonus(rules) > before.upper_bonus(rules):
        return BONUS
    made_word = before.get(YAHTZEE_BOX) is None and (after.get(YAHTZEE_BOX) or 0) > 0
    if after.bonuses > before.bonuses or made_word:
        return ALL_SAME
    return SCORE


def _ruleset_from_dict(data: object) -> WordRuleset:
    """A word ruleset from the format; a built-in's name comes back translatable."""
    rules = WordRuleset.from_dict(data)
    if is_preset(rules.id) and rules.name == preset(rules.id).name:
        return replace(rules, name=preset(rules.id).name)
    return rules


def _replay_rules(rules: WordRuleset, claims: Sequence[object]) -> WordRuleset:
    """The rules a saved log replays with: the words it booked stay good, whatever the
    word list of the day or Family words says of them.

    >>> rules = _replay_rules(preset("word-yahtzee"), [WordClaim("two_words", ("caT", "a"))])
    >>> sorted(rules.booked_words), rules == preset("word-yahtzee")
    (['a', 'cat'], True)
    """
    booked = frozenset(w.lower() for c in claims if isinstance(c, WordClaim) for w in c.words)
    return replace(rules, booked_words=rules.booked_words | booked) if booked else rules


def _filed_as(rules: WordRuleset) -> str | None:
    """A built-in ruleset's id when ``rules`` are it with Family words on (a New Game
    option, not rules of their own); else None."""
    if not rules.family_words or not is_preset(rules.id):
        return None
    plain = replace(rules, family_words=False)
    return rules.id if plain.content_hash() == preset(rules.id).content_hash() else None


GAME: Mode[WordRuleset, WordCard, WordClaim] = Mode(
    "word", QT_TRANSLATE_NOOP("games", "Letter dice").text,
    WORDS, WORD_PRESETS, ("plain", "strong"), hints=True,
    claim_to_json=_claim_to_json, claim_from_json=WordClaim.from_json,
    ruleset_from_dict=_ruleset_from_dict,
    box_label=lambda rules, box_id: box(box_id).label,
    computer=lambda rules, lv, seats, rng: WordPlayer(rules, rules.words, level(lv), rng),
    seat_results=_seat_results, score_event=_score_event,
    record_codec=RecordCodec(claim_keys=("score", "claim")),  # "claim": older records
    review=review, review_solves=False,  # the words missed, from the hints' word finder
    review_data=dictionary_version,  # ... in the dictionary of the day
    rates=lambda rules: frozenset({"all_same"} |  # the Yahtzee Word box
                                  ({"upper_bonus"} if rules.upper_bonus_points > 0 else set())
                                  | ({"extra_bonus"} if rules.yahtzee_bonus > 0 else set())),
    claim_words=_claim_words, filed_as=_filed_as, replay_rules=_replay_rules,
    box_rule=lambda rules, box_id: box_text(rules, box(box_id)))
