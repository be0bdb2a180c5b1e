"""Room codes: short, easy to say and to type, and never the key by themselves.

A code is :data:`LENGTH` characters of :data:`ALPHABET`, the digits 2-9 and the capital
letters without I, L and O (which read as 1, 1 and 0): 31 symbols, so a drawn code holds
8 x log2(31) = 39.6 bits. It is shown in two halves, "K7QM-3XRP", and read back in any case,
with or without spaces and dashes.

The code is the password of a PAKE (``net/session.py``): a stranger who does not know it
learns nothing from listening, and each connection lets them test one guess only. The host
locks an address out after :data:`WRONG_TRIES` wrong tries (``net/transport.py``), so even
a thousand addresses guessing their fill have a chance of 5,000 in 2^39.6, about one in
170 million, while the room is open.

>>> normalized(" k7qm-3xrp ")
'K7QM3XRP'
>>> shown("K7QM3XRP")
'K7QM-3XRP'
"""

from __future__ import annotations

import math
import secrets

from yachtdice.net.sentences import BAD_CODE, say

ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
LENGTH = 8
#: the bits of a drawn code
ENTROPY = LENGTH * math.log2(len(ALPHABET))
#: a code given by hand (``yachtdice-cli host --code``) may be this short, or as long as
#: :data:`LONGEST`
SHORTEST = 6
LONGEST = 32
#: wrong codes (or handshakes left unfinished) from one address before it is locked out
WRONG_TRIES = 5


class CodeError(ValueError):
    """Text that is not a room code; the message is one sentence for the person typing."""


def new_code() -> str:
    """A fresh code from the operating system's random source, normalized."""
    return "".join(secrets.choice(ALPHABET) for _ in range(LENGTH))


def normalized(text: str) -> str:
    """The code in ``text`` in capitals without spaces and dashes, or :class:`CodeError`."""
    code = "".join(ch for ch in text.upper() if ch not in " -\t")
    bad = sorted({ch for ch in code if ch not in ALPHABET})
    if bad or not SHORTEST <= len(code) <= LONGEST:
        raise CodeError(say(BAD_CODE, shortest=SHORTEST, longest=LONGEST))
    return code


def shown(code: str) -> str:
    """The code as people read it: in groups of four joined by dashes."""
    return "-".join(code[at:at + 4] for at in range(0, len(code), 4))
