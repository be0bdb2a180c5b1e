"""Dice nobody can rig or foresee (issue 34, point 3): the commit-and-reveal core.

Expected values are computed here with hashlib and hmac directly, from the scheme as
docs/online-play.md writes it, not with the module's own helpers.
"""

from __future__ import annotations

import hashlib
import hmac
from collections import Counter
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from yachtdice.core.fair_dice import (
    ChainChecker,
    Commitment,
    Contribution,
    ContributionChain,
    FairDice,
    FairDiceError,
    HostSecret,
    RollDice,
    RollLabel,
    accepted,
    face_index,
    roll_key,
    verify_game,
)
from yachtdice.core.game import GameState, Hold, Player, Roll, Score
from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.modes.place_value.rules import PLACE_VALUE_PRESETS
from yachtdice.core.modes.word.rules import WORD_YAHTZEE
from yachtdice.core.record import GameRecord

DOMAIN = b"yachtdice/fair-dice/v1/"
SEED, SALT = bytes(range(32)), bytes(range(32, 64))
secrets32 = st.binary(min_size=32, max_size=32)


def frame(*parts: bytes) -> bytes:
    return b"".join(len(p).to_bytes(4, "big") + p for p in parts)


def n4(n: int) -> bytes:
    return n.to_bytes(4, "big")


def expected_key(seed: bytes, game_id: str, index: int, seat: int, turn: int, roll: int,
                 thrown: tuple[int, ...], contributions: dict[int, bytes]) -> bytes:
    label = frame(game_id.encode(), n4(index), n4(seat), n4(turn), n4(roll),
                  b"".join(n4(i) for i in thrown))
    given = [n4(s) + contributions[s] for s in sorted(contributions)]
    return hmac.new(seed, DOMAIN + b"roll" + frame(label, *given), hashlib.sha256).digest()


def expected_face(key: bytes, die: int, faces: int) -> int:
    block = 0
    while True:
        msg = DOMAIN + b"die" + die.to_bytes(4, "big") + block.to_bytes(4, "big")
        for byte in hmac.new(key, msg, hashlib.sha256).digest():
            if byte < 256 - 256 % faces:
                return byte % faces
        block += 1


# -- the pieces, against hashlib ------------------------------------------------------------------

def test_the_commitment_is_sha256_of_the_game_salt_and_seed() -> None:
    digest = hashlib.sha256(DOMAIN + b"commit" + frame(b"g-1", SALT, SEED)).digest()
    assert Commitment.make("g-1", SEED, SALT).digest == digest
    assert HostSecret(SEED, SALT).commitment("g-1") == Commitment(digest)


def test_a_commitment_refuses_another_seed_salt_or_game() -> None:
    c = Commitment.make("g-1", SEED, SALT)
    c.verify("g-1", SEED, SALT)
    for game, seed, salt in (("g-2", SEED, SALT), ("g-1", SALT, SALT), ("g-1", SEED, SEED)):
        with pytest.raises(FairDiceError, match="the seed revealed is not the one committed"):
            c.verify(game, seed, salt)


def test_malformed_material_is_refused_saying_which() -> None:
    with pytest.raises(ValueError, match="host seed: must be 32 bytes"):
        HostSecret(b"short", SALT)
    with pytest.raises(FairDiceError, match="contribution of seat 2: must be 32 bytes"):
        Contribution(1, b"x")
    with pytest.raises(FairDiceError, match="seat must be a seat number"):
        Contribution(-1, SEED)
    with pytest.raises(FairDiceError, match="a die must have 2 to 256 faces, not 1"):
        accepted(0, 1)


def test_fresh_secrets_differ() -> None:
    assert HostSecret.fresh() != HostSecret.fresh()
    assert ContributionChain.fresh(3).head != ContributionChain.fresh(3).head


def test_a_chain_is_sha256_backwards_from_its_top() -> None:
    chain = ContributionChain.from_top(SEED, length=3)
    v3 = SEED
    v2 = hashlib.sha256(DOMAIN + b"chain" + v3).digest()
    v1 = hashlib.sha256(DOMAIN + b"chain" + v2).digest()
    v0 = hashlib.sha256(DOMAIN + b"chain" + v1).digest()
    assert chain.values == (v0, v1, v2, v3)
    assert chain.head == v0 and chain.length == 3
    with pytest.raises(FairDiceError, match="roll 4: the chain covers rolls 1 to 3"):
        chain.value(4)


def test_the_chain_checker_takes_gaps_and_refuses_going_back_or_another_seat() -> None:
    ann, bo = ContributionChain.from_top(SEED, 5), ContributionChain.from_top(SALT, 5)
    check = ChainChecker({0: ann.head, 1: bo.head})
    assert check.problem(1, [Contribution(0, ann.value(1)), Contribution(1, bo.value(1))]) is None
    assert check.problem(3, [Contribution(0, ann.value(3))]) is None  # bo missed 2 and 3
    assert check.problem(4, [Contribution(1, bo.value(4))]) is None
    assert check.problem(5, [Contribution(0, ann.value(4))]) == \
        "seat 1's contribution is not the next of its chain"
    assert check.problem(5, [Contribution(1, ann.value(5))]) == \
        "seat 2's contribution is not the next of its chain"  # acting for another seat
    assert check.problem(5, [Contribution(2, ann.value(5))]) == "seat 3 has no chain head"
    assert check.problem(4, [Contribution(1, bo.value(4))]) is not None  # replayed


def test_roll_keys_and_faces_match_an_independent_computation() -> None:
    label = RollLabel("g-1", 7, 1, 3, 2, (0, 2, 4))
    given = [Contribution(2, SALT), Contribution(1, SEED)]
    key = roll_key(SEED, label, given)
    assert key == expected_key(SEED, "g-1", 7, 1, 3, 2, (0, 2, 4), {1: SEED, 2: SALT})
    dice = RollDice(key)
    faces = (1, 2, 3, 4, 5, 6)
    assert dice.roll(3, faces) == tuple(faces[expected_face(key, d, 6)] for d in range(3))
    assert dice.thrown == 3


# -- the mapping from bytes to faces --------------------------------------------------------------

@pytest.mark.parametrize("faces", range(2, 21))
def test_rejection_sampling_gives_every_face_the_same_number_of_bytes(faces: int) -> None:
    counts = Counter(accepted(b, faces) for b in range(256))
    rejected = counts.pop(None, 0)
    assert rejected == 256 % faces
    assert sorted(counts) == list(range(faces))
    assert set(counts.values()) == {256 // faces}


@given(st.integers(2, 256))
def test_rejection_sampling_is_unbiased_for_any_face_count(faces: int) -> None:
    counts = Counter(accepted(b, faces) for b in range(256))
    counts.pop(None, None)
    assert len(counts) == faces and len(set(counts.values())) == 1


def test_a_rejected_byte_passes_to_the_next() -> None:
    """A key whose stream for die 0 starts with a byte 20 faces reject (240 and above)."""
    key = next(k for k in (hashlib.sha256(n4(i)).digest() for i in range(10_000))
               if hmac.new(k, DOMAIN + b"die" + n4(0) + n4(0), hashlib.sha256).digest()[0] >= 240)
    stream = hmac.new(key, DOMAIN + b"die" + n4(0) + n4(0), hashlib.sha256).digest()
    first_kept = next(b for b in stream if b < 240)
    assert face_index(key, 0, 20) == first_kept % 20


@pytest.mark.parametrize(("faces", "critical"), [(6, 20.52), (7, 22.46), (20, 43.82)])
def test_faces_are_uniform_by_chi_square(faces: int, critical: float) -> None:
    """Fixed keys, so the figure is the same every run: the bound is chi-square's 0.999 point
    for faces - 1 degrees of freedom."""
    draws = 600 * faces
    counts = Counter(face_index(hashlib.sha256(n4(i)).digest(), i % 5, faces)
                     for i in range(draws))
    mean = draws / faces
    chi2 = sum((counts[f] - mean) ** 2 / mean for f in range(faces))
    assert len(counts) == faces and chi2 < critical


# -- properties of the derivation ----------------------------------------------------------------

labels = st.builds(RollLabel, st.sampled_from(["g-1", "g-2", "ein Spiel"]), st.integers(1, 999),
                   st.integers(0, 7), st.integers(1, 39), st.integers(1, 3),
                   st.lists(st.integers(0, 5), max_size=6, unique=True).map(tuple))


def thirty_dice(seed: bytes, label: RollLabel, given: list[Contribution]) -> tuple[int, ...]:
    return RollDice(roll_key(seed, label, given)).roll(30, range(1, 7))


@given(secrets32, labels, st.lists(secrets32, max_size=3))
def test_the_derivation_is_deterministic(seed: bytes, label: RollLabel,
                                         values: list[bytes]) -> None:
    given_ = [Contribution(i + 1, v) for i, v in enumerate(values)]
    assert thirty_dice(seed, label, given_) == thirty_dice(seed, label, list(reversed(given_)))


@given(secrets32, secrets32, labels, st.lists(secrets32, min_size=1, max_size=3), st.data())
def test_changing_the_secret_or_any_contribution_changes_the_dice(
        seed: bytes, other: bytes, label: RollLabel, values: list[bytes],
        data: st.DataObject) -> None:
    given_ = [Contribution(i + 1, v) for i, v in enumerate(values)]
    before = thirty_dice(seed, label, given_)
    if other != seed:
        assert thirty_dice(other, label, given_) != before
    i = data.draw(st.integers(0, len(values) - 1))
    changed = data.draw(secrets32.filter(lambda v: v != values[i]))
    tampered = given_[:i] + [Contribution(i + 1, changed)] + given_[i + 1:]
    assert thirty_dice(seed, label, tampered) != before
    assert thirty_dice(seed, label, given_[:i] + given_[i + 1:]) != before  # one left out
    moved = replace(label, index=label.index + 1)
    assert thirty_dice(seed, moved, given_) != before  # the same material, another roll


# -- whole games ---------------------------------------------------------------------------------

def play(rules_id: str = "yahtzee", seats: int = 3, game_id: str = "game-7"
         ) -> tuple[GameRecord, FairDice, dict[int, ContributionChain]]:
    """A whole game: seat 0 at the host, the others guests with their own chains; each turn
    rolls, keeps the most common face, rolls twice more and books the first open box."""
    host = FairDice(HostSecret(SEED, SALT), game_id)
    chains = {s: ContributionChain.from_top(hashlib.sha256(n4(s)).digest(), 200)
              for s in range(1, seats)}
    for seat, chain in chains.items():
        host.seat_guest(seat, chain.head)
    game = GameRecord.new(preset(rules_id), [Player(f"P{i}") for i in range(seats)])
    index = 0

    def roll(game: GameRecord) -> GameRecord:
        nonlocal index
        index += 1
        given = [Contribution(s, c.value(index)) for s, c in chains.items()]
        return game.then(host.draw(game.state, given))

    while not game.state.finished:
        game = roll(game)
        for _ in range(2):
            dice = game.state.dice
            assert dice is not None
            top = Counter(dice).most_common(1)[0][0]
            keep = tuple(i for i, d in enumerate(dice) if d == top)
            if len(keep) == len(dice):
                break
            if game.state.can(Hold(keep)):
                game = game.then(Hold(keep))
            game = roll(game)
        card = game.state.card
        box = next(b for b in card.open_ids if game.state.can(Score(b)))  # type: ignore[attr-defined]
        game = game.then(Score(box))
    return game, host, chains


@pytest.fixture(scope="module")
def yahtzee() -> tuple[GameRecord, FairDice, dict[int, ContributionChain]]:
    return play()


def test_a_whole_game_of_yahtzee_verifies(
        yahtzee: tuple[GameRecord, FairDice, dict[int, ContributionChain]]) -> None:
    game, host, _ = yahtzee
    rolls = [a for a in game.actions if isinstance(a, Roll)]
    assert game.state.finished and len(rolls) >= 3 * 13
    result = verify_game(game, host.proof())
    assert result.ok and result.without == ()
    assert result.sentence == f"all {len(rolls)} rolls verified"
    replayed = GameRecord.from_json(game.to_json())  # as a saved game is read back
    assert verify_game(replayed, host.proof()).sentence == result.sentence


def test_the_first_roll_is_the_independent_computation(
        yahtzee: tuple[GameRecord, FairDice, dict[int, ContributionChain]]) -> None:
    game, _, chains = yahtzee
    first = game.actions[0]
    assert isinstance(first, Roll)
    key = expected_key(SEED, "game-7", 1, 0, 1, 1, (0, 1, 2, 3, 4),
                       {s: c.value(1) for s, c in chains.items()})
    assert first.dice == tuple(expected_face(key, d, 6) + 1 for d in range(5))


def test_a_second_roll_throws_only_the_dice_not_held(
        yahtzee: tuple[GameRecord, FairDice, dict[int, ContributionChain]]) -> None:
    game, _, chains = yahtzee
    state = GameState.start(game.ruleset, game.players)
    index = 0
    for action in game.actions:
        if isinstance(action, Roll) and state.dice is not None:
            index += 1
            thrown = tuple(i for i in range(5) if i not in state.held)
            key = expected_key(SEED, "game-7", index, state.current, state.turn, 2, thrown,
                               {s: c.value(index) for s, c in chains.items()})
            drawn = iter(expected_face(key, k, 6) + 1 for k in range(len(thrown)))
            assert action.dice == tuple(state.dice[i] if i in state.held else next(drawn)
                                        for i in range(5))
            return
        index += isinstance(action, Roll)
        state = state.replayed(action)
    pytest.fail("no second roll in the game")


def tampered_roll(game: GameRecord, n: int) -> GameRecord:
    """``game`` with the ``n``-th roll's last die showing another face (held dice kept)."""
    actions, seen = list(game.actions), 0
    state = GameState.start(game.ruleset, game.players)
    for i, a in enumerate(actions):
        if isinstance(a, Roll):
            seen += 1
            if seen == n:
                die = max(d for d in range(5) if state.dice is None or d not in state.held)
                dice = list(a.dice)
                dice[die] = dice[die] % 6 + 1
                actions[i] = Roll(tuple(dice))
                return GameRecord(game.ruleset, game.players, tuple(actions))
        state = state.replayed(a)
    raise AssertionError(n)


@settings(max_examples=10, deadline=None)
@given(st.data())
def test_a_tampered_roll_fails_naming_it(
        yahtzee: tuple[GameRecord, FairDice, dict[int, ContributionChain]],
        data: st.DataObject) -> None:
    game, host, _ = yahtzee
    total = sum(isinstance(a, Roll) for a in game.actions)
    n = data.draw(st.integers(1, total))
    try:
        changed = tampered_roll(game, n)
        _ = changed.state  # a changed die may make a later booking illegal: then it
    except ValueError:     # cannot be a game at all, and is refused as a record
        return
    result = verify_game(changed, host.proof())
    assert not result.ok
    assert [f[0] for f in result.failures] == [n]
    assert result.sentence.startswith(f"roll {n} did not verify: die ")


@settings(max_examples=10, deadline=None)
@given(st.data())
def test_a_tampered_contribution_fails_naming_its_roll(
        yahtzee: tuple[GameRecord, FairDice, dict[int, ContributionChain]],
        data: st.DataObject) -> None:
    game, host, _ = yahtzee
    proof = host.proof()
    n = data.draw(st.integers(1, len(proof.contributions)))
    seat = data.draw(st.sampled_from([1, 2]))
    rolls = list(proof.contributions)
    rolls[n - 1] = tuple(Contribution(c.seat, bytes(32)) if c.seat == seat else c
                         for c in rolls[n - 1])
    result = verify_game(game, replace(proof, contributions=tuple(rolls)))
    assert result.failures[0] == (n, f"seat {seat + 1}'s contribution is not the next of "
                                     "its chain")


@pytest.mark.parametrize("what", ["seed", "salt", "commitment", "game"])
def test_a_tampered_secret_salt_or_commitment_verifies_no_roll(
        yahtzee: tuple[GameRecord, FairDice, dict[int, ContributionChain]], what: str) -> None:
    game, host, _ = yahtzee
    proof = host.proof()
    assert proof.secret is not None
    if what == "seed":
        proof = replace(proof, secret=HostSecret(SALT, SALT))
    elif what == "salt":
        proof = replace(proof, secret=HostSecret(SEED, SEED))
    elif what == "commitment":
        proof = replace(proof, commitment=Commitment.make("game-7", SALT, SALT))
    else:
        proof = replace(proof, game_id="game-8")
    result = verify_game(game, proof)
    assert result.failures == ((0, "the seed revealed is not the one committed to"),)
    assert result.sentence == (f"none of the {result.rolls} rolls verified: the seed revealed "
                               "is not the one committed to")


def test_a_grinding_host_whose_dice_do_not_come_from_its_seed_fails_every_roll(
        yahtzee: tuple[GameRecord, FairDice, dict[int, ContributionChain]]) -> None:
    """A host that revealed a consistent commitment for another seed: the commitment matches
    but the dice it showed were not drawn from that seed."""
    game, host, _ = yahtzee
    other = HostSecret(SALT, SEED)
    proof = replace(host.proof(), secret=other, commitment=other.commitment("game-7"))
    result = verify_game(game, proof)
    assert len(result.failures) > 0.9 * result.rolls  # some rolls agree by chance


def test_no_reveal_no_verification_and_reordered_contributions_fail(
        yahtzee: tuple[GameRecord, FairDice, dict[int, ContributionChain]]) -> None:
    game, host, _ = yahtzee
    unrevealed = verify_game(game, host.proof(reveal=False))
    assert unrevealed.sentence == \
        f"none of the {unrevealed.rolls} rolls verified: the host has not revealed its seed"
    proof = host.proof()
    swapped = (proof.contributions[1], proof.contributions[0]) + proof.contributions[2:]
    result = verify_game(game, replace(proof, contributions=swapped))
    assert result.failures[0][0] == 1
    short = replace(proof, contributions=proof.contributions[:-1])
    assert "the number of rolls with contributions" in verify_game(game, short).sentence


def host_and_guest() -> tuple[FairDice, ContributionChain]:
    """A host and the chain of its guest at seat 1 (0-based), whose head it has taken."""
    host = FairDice(HostSecret(SEED, SALT), "g")
    bo = ContributionChain.from_top(SALT, 3)
    host.seat_guest(1, bo.head)
    return host, bo


def test_a_roll_made_without_a_guest_is_noted_and_fails_for_that_guest() -> None:
    host, bo = host_and_guest()
    game = GameRecord.new(preset("yacht"), [Player("Ann"), Player("Bo")])
    game = game.then(host.draw(game.state, [Contribution(1, bo.value(1))]))
    game = game.then(host.draw(game.state, []))  # Bo's second value never arrived
    game = game.then(host.draw(game.state, [Contribution(1, bo.value(3))]))
    assert verify_game(game, host.proof()).sentence == \
        "all 3 rolls verified; roll 2 was made without seat 2"
    mine = verify_game(game, host.proof(), own_seat=1, sent=(1, 2, 3))
    assert mine.failures == ((2, "seat 2's contribution was left out"),)


def test_the_host_refuses_a_contribution_that_is_not_the_guests_next() -> None:
    host, bo = host_and_guest()
    state = GameState.start(preset("yacht"), [Player("Ann"), Player("Bo")])
    with pytest.raises(FairDiceError, match="roll 1: seat 2's contribution is not the next"):
        host.draw(state, [Contribution(1, bo.value(2))])
    with pytest.raises(FairDiceError, match="roll 1: a seat contributed twice"):
        host.draw(state, [Contribution(1, bo.value(1))] * 2)
    with pytest.raises(FairDiceError, match="seat 2 already has a chain head"):
        host.seat_guest(1, bo.head)
    host.draw(state, [Contribution(1, bo.value(1))])  # still roll 1: nothing was used up


@pytest.mark.parametrize("rules", [WORD_YAHTZEE, *PLACE_VALUE_PRESETS[:1]],
                         ids=["letter dice", "digit dice"])
def test_letter_and_digit_dice_roll_and_verify(rules: object) -> None:
    host = FairDice(HostSecret(SEED, SALT), "g")
    game = GameRecord.new(rules, [Player("Ann")])  # type: ignore[arg-type]
    game = game.then(host.draw(game.state, []))
    game = game.then(Hold((0,)))
    game = game.then(host.draw(game.state, []))
    state = game.state
    engine = state.engine
    assert state.dice is not None
    assert all(d in engine.die_faces(state.ruleset, i) for i, d in enumerate(state.dice))
    key = expected_key(SEED, "g", 1, 0, 1, 1, tuple(range(len(state.dice))), {})
    first = game.actions[0]
    assert isinstance(first, Roll)
    assert first.dice == tuple(
        engine.die_faces(state.ruleset, i)[expected_face(
            key, i, len(engine.die_faces(state.ruleset, i)))]
        for i in range(len(state.dice)))
    assert verify_game(game, host.proof()).sentence == "all 2 rolls verified"


def test_a_refused_roll_uses_up_no_guests_value() -> None:
    ann, bo = ContributionChain.from_top(SEED, 3), ContributionChain.from_top(SALT, 3)
    check = ChainChecker({1: ann.head, 2: bo.head})
    good, bad = Contribution(1, ann.value(1)), Contribution(2, bo.value(2))
    assert check.problem(1, [good, bad]) == "seat 3's contribution is not the next of its chain"
    assert check.problem(1, [good, Contribution(2, bo.value(1))]) is None


def test_a_guest_who_sits_down_during_the_game_starts_its_chain_at_the_next_roll() -> None:
    host = FairDice(HostSecret(SEED, SALT), "g")
    game = GameRecord.new(preset("yacht"), [Player("Ann"), Player("Bo")])
    game = game.then(host.draw(game.state, []))
    bo = ContributionChain.from_top(SALT, 3)
    host.seat_guest(1, bo.head)  # after roll 1: its first value is for roll 2
    game = game.then(host.draw(game.state, [Contribution(1, bo.value(1))]))
    game = game.then(host.draw(game.state, []))
    proof = host.proof()
    assert proof.seated_after == {1: 1}
    assert verify_game(game, proof).sentence == \
        "all 3 rolls verified; roll 3 was made without seat 2"
    assert not verify_game(game, replace(proof, seated_after={})).ok
