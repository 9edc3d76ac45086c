"""The one seeded random generator of every game kind (1821: R27).

PCG32 (PCG-XSH-RR 64/32, O'Neill 2014): 64-bit state, 64-bit odd increment, 32-bit
outputs. Its whole state is two unsigned 64-bit ints, so it is saved inside the game
state (msgpack-friendly) and a replay from the same seed and actions is exact.

Every die roll and shuffle of the game goes through :class:`Rng`; nothing else in the
engine may produce randomness.
"""

from __future__ import annotations

import hashlib

MASK64 = (1 << 64) - 1
MASK32 = (1 << 32) - 1
_MULT = 6364136223846793005
_THRESHOLD6 = ((1 << 32) - 6) % 6   # the rejection bound of below(6)


def seed_sha256(seed: str) -> str:
    """Commitment published at creation: hex sha256 of the UTF-8 seed (R27)."""
    return hashlib.sha256(seed.encode("utf-8")).hexdigest()


def _signed(x: int) -> int:
    return x - (1 << 64) if x >= (1 << 63) else x


class Rng:
    """A PCG32 generator working on a saved ``(state, inc)`` pair.

    Usage: ``rng = Rng(s.rng_state, s.rng_inc)``, draw, then write ``rng.state`` back.
    """

    __slots__ = ("state", "inc")

    def __init__(self, state: int, inc: int) -> None:
        self.state = state & MASK64
        self.inc = inc | 1

    @classmethod
    def seeded(cls, init_state: int, init_seq: int) -> "Rng":
        """The reference ``pcg32_srandom_r(initstate, initseq)``."""
        r = cls(0, ((init_seq << 1) | 1) & MASK64)
        r.next32()
        r.state = (r.state + init_state) & MASK64
        r.next32()
        return r

    @classmethod
    def from_seed(cls, seed: str, kind: str) -> "Rng":
        """Derive the generator from a game seed string and the game's kind (sha256 of
        ``"<kind>:<seed>"`` → state and stream: the same seed draws other dice in another kind)."""
        d = hashlib.sha256(kind.encode("utf-8") + b":" + seed.encode("utf-8")).digest()
        return cls.seeded(int.from_bytes(d[:8], "little"), int.from_bytes(d[8:16], "little"))

    @classmethod
    def load(cls, state) -> "Rng":
        """The generator saved in a ``GameState`` (``rng_state``/``rng_inc`` are i64)."""
        return cls(state.rng_state & MASK64, state.rng_inc & MASK64)

    def store(self, state) -> None:
        """Write this generator back into ``state`` (as signed 64-bit words)."""
        state.rng_state = _signed(self.state)
        state.rng_inc = _signed(self.inc)

    def next32(self) -> int:
        old = self.state
        self.state = (old * _MULT + self.inc) & MASK64
        xorshifted = (((old >> 18) ^ old) >> 27) & MASK32
        rot = old >> 59
        return ((xorshifted >> rot) | (xorshifted << ((-rot) & 31))) & MASK32

    def below(self, bound: int) -> int:
        """Unbiased integer in ``[0, bound)`` (reference ``pcg32_boundedrand_r``)."""
        threshold = ((1 << 32) - bound) % bound
        while True:
            r = self.next32()
            if r >= threshold:
                return r % bound

    def die(self) -> int:
        """One six-sided die: 1..6."""
        return self.below(6) + 1

    def dice(self, n: int) -> list[int]:
        """``n`` dice, sorted high to low (R12): ``below(6) + 1`` each, in draw order."""
        out = []
        for _ in range(n):
            r = self.next32()
            while r < _THRESHOLD6:   # below(6), inline
                r = self.next32()
            out.append(r % 6 + 1)
        out.sort(reverse=True)
        return out

    def shuffle(self, items: list) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
