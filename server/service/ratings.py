"""Ratings per game kind (issue 33): OpenSkill's Plackett-Luce model over each finished
rated game's result.

**The result.** The kind says how a finished game ranks its seats: its optional
``ranking(state) -> list[int] | None`` (:mod:`gamekinds.contract`) gives each seat's place
(1 first; tied seats share one). 1821 is semi-cooperative: when the Ottomans win every
Greek seat lost together (all share one place); otherwise seats are ranked by Fame and
R26's tie-breaks. A kind without ``ranking`` is ranked by its ``winners`` (they share the
first place, everyone else the second); a game nobody won ranks all seats together.

**Who is rated.** The seats held by accounts, each account once (a game where one account
held several seats is not rated); at least two such seats. Each account's rating of the
kind (a new one: ``mu`` 25, ``sigma`` 25/3) moves as ``PlackettLuce().rate`` says for the
seats' places, and its leaderboard score is the ordinal ``mu - 3 sigma``.

**Once per game.** :func:`rate_game` reads the ratings, computes, and writes them with the
game's rated marker in one script that refuses when any rating moved meanwhile (another
game of the same accounts finishing at once: it reads again, up to :data:`RETRIES`
times) or when the game was rated already (a re-run of the worker's end-of-game job)."""

from __future__ import annotations

import asyncio
import random
from typing import Sequence

from server.logging import get_logger
from server.store.accounts import Rating, RatingChange, decode_rating

log = get_logger("battle1821.ratings")
MU = 25.0
SIGMA = 25.0 / 3
"""A new rating: ``PlackettLuce()``'s defaults (a test checks them), without importing
openskill (~0.03 CPU s) in every API and worker that never rates a game (issue 37)."""
_model: list = []


def model():
    """OpenSkill's ``PlackettLuce()``, imported and made on first use."""
    if not _model:
        from openskill.models import PlackettLuce

        _model.append(PlackettLuce())
    return _model[0]

RETRIES = 50
"""Attempts of one game's rating write that lost its compare-and-set to another game's
(with a random pause growing by :data:`BACKOFF_S` each time, so racing writers part)."""
BACKOFF_S = 0.004


def new_rating() -> Rating:
    return Rating(mu=MU, sigma=SIGMA, games=0)


def places_of(kind, state) -> list[int]:
    """Each seat's place in a finished game (1 first; ties share): the kind's
    ``ranking`` when it has one, else its ``winners`` first and the rest second."""
    rank = getattr(kind, "ranking", None)
    if rank is not None:
        got = rank(state)
        if got is not None:
            return [int(p) for p in got]
    winners = set(getattr(state, "winners", ()) or ())
    return [1 if (seat in winners or not winners) else 2 for seat in range(state.seats)]


def rated_seats(accounts: Sequence[str | None], places: Sequence[int]) -> list[tuple[str, int]]:
    """(account id, place) of the seats a rating counts: every seat held by an account,
    when no account holds two and at least two do; else none."""
    held = [(a, p) for a, p in zip(accounts, places) if a]
    if len(held) < 2 or len({a for a, _ in held}) != len(held):
        return []
    return held


def update(olds: Sequence[Rating | None], places: Sequence[int]) -> list[Rating]:
    """The new ratings of seats with these old ratings (None: a new account) and places
    (1 first, ties share), one team per seat, as OpenSkill's Plackett-Luce rates them."""
    m = model()
    teams = [[m.create_rating([o.mu, o.sigma]) if o is not None else m.rating()] for o in olds]
    out = m.rate(teams, ranks=[float(p) for p in places])
    return [Rating(mu=t[0].mu, sigma=t[0].sigma, games=(o.games if o is not None else 0) + 1)
            for t, o in zip(out, olds)]


def _rows(gid: str, kind_name: str, at: str, seats: list[tuple[str, int]], raws: list):
    olds = [decode_rating(r) for r in raws]
    news = update(olds, [p for _, p in seats])
    return [(aid, raw, new, RatingChange(game_id=gid, kind=kind_name, at=at, rank=place, seats=len(seats),
                                         before=old or new_rating(), after=new))
            for (aid, place), raw, old, new in zip(seats, raws, olds, news)]


async def rate_game(store, gid: str, kind_name: str, seats: list[tuple[str, int]], at: str) -> bool:
    """Move the ratings of ``seats`` ((account id, place), :func:`rated_seats`) by the
    game ``gid`` of ``kind_name``, once; True when this call rated it. ``store`` an
    :class:`~server.store.accounts.AccountStore`."""
    if len(seats) < 2:
        return False
    for attempt in range(RETRIES):
        raws = await store.ratings_of([a for a, _ in seats], kind_name)
        code = await store.write_ratings(gid, kind_name, _rows(gid, kind_name, at, seats, raws), at)
        if code != 0:
            return code == 1
        await asyncio.sleep(random.uniform(0, BACKOFF_S * (attempt + 1)))
    log.error("rating_contention", game_id=gid)
    return False
