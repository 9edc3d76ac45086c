"""Rated tournaments between bots on the local engine (no server needed).

:func:`schedule` lists the games: every combination of ``seats`` distinct bots (a
pairing), each in every rotation of its seats, ``repeat`` times; game ``k`` is seeded
``{seed}-{k}``. :func:`run_tournament` plays them (in worker processes when ``jobs`` >
1), ranks each finished game's seats (R26: the winners first, then by Fame, regions,
strength on the board; an Ottoman victory ranks every seat by the same keys) and rates
the bots with OpenSkill's Plackett-Luce model, one update per game in schedule order.
A game that dies (a bot raises, chooses an illegal action, or the worker fails) is
reported in ``Tournament.failed`` and not rated.

The rating table: ``mu`` and ``sigma`` (OpenSkill's defaults 25 and 25/3 at the start),
``ordinal = mu - 3 sigma`` (a conservative skill, the table's order), games, wins (a
shared win counts 1/number of winners), mean Fame, mean CPU time per decision (the
playing thread's, so a loaded machine does not inflate it).
"""

from __future__ import annotations

import itertools
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from typing import Any, Callable

from openskill.models import PlackettLuce


@dataclass(frozen=True)
class Scheduled:
    number: int
    seed: str
    bots: tuple[str, ...]          # bot name per seat


@dataclass
class Played:
    """One played game: ``ranks`` per seat (0 best), or ``error`` (not rated)."""
    number: int
    seed: str
    bots: tuple[str, ...]
    ranks: list[int] = field(default_factory=list)
    winners: list[int] = field(default_factory=list)
    fame: list[int] = field(default_factory=list)
    rounds: int = 0
    decision_ms: list[float] = field(default_factory=list)   # mean CPU ms per decision, per seat
    seconds: float = 0.0
    error: str | None = None


@dataclass
class Row:
    bot: str
    mu: float
    sigma: float
    ordinal: float
    games: int
    wins: float
    mean_fame: float
    decision_ms: float


@dataclass
class Tournament:
    rows: list[Row]
    played: list[Played]
    failed: list[Played]
    seats: int
    max_rounds: int | None
    seconds: float

    def to_json(self) -> dict[str, Any]:
        return {"model": "openskill PlackettLuce", "seats": self.seats, "max_rounds": self.max_rounds,
                "games": len(self.played), "failed": [asdict(p) for p in self.failed],
                "seconds": round(self.seconds, 2), "ratings": [asdict(r) for r in self.rows]}


def schedule(bots: list[str], seats: int, repeat: int, seed: str) -> list[Scheduled]:
    """Every pairing of ``seats`` distinct bots in every seat rotation, ``repeat`` times."""
    if len(set(bots)) < seats:
        raise ValueError(f"{seats} seats need at least {seats} different bots, got {sorted(set(bots))}")
    out: list[Scheduled] = []
    for _ in range(repeat):
        for combo in itertools.combinations(list(dict.fromkeys(bots)), seats):
            for shift in range(seats):
                out.append(Scheduled(len(out), f"{seed}-{len(out)}", combo[shift:] + combo[:shift]))
    return out


def _ranks(keys: list[tuple], winners: list[int]) -> list[int]:
    """Competition ranks (0 best) of the seats: winners first, then by ``keys``."""
    full = [(1 if i in winners else 0, *k) for i, k in enumerate(keys)]
    return [sum(1 for o in full if o > mine) for mine in full]


def play_scheduled(g: Scheduled, max_rounds: int | None) -> Played:
    """Play one scheduled game (in this process); a dying game comes back with ``error``."""
    from gamekinds.battle1821.scoring import fame, regions_controlled, strength_on_board

    from .local import play_local
    from .players import LOCAL_BOTS

    t0 = time.perf_counter()
    try:
        players = [LOCAL_BOTS[name](f"{g.seed}/{seat}") for seat, name in enumerate(g.bots)]
        r = play_local(players, g.seed, max_rounds)
    except Exception as e:  # the game died outside a bot's choose (reported, not rated)
        return Played(g.number, g.seed, g.bots, error=f"{type(e).__name__}: {e}",
                      seconds=time.perf_counter() - t0)
    s = r.state
    keys = [(fame(s, i), regions_controlled(s, i), strength_on_board(s, i)) for i in range(s.seats)]
    return Played(g.number, g.seed, g.bots, ranks=[] if r.error else _ranks(keys, r.winners),
                  winners=r.winners, fame=r.fame, rounds=r.rounds,
                  decision_ms=[1000 * statistics.fmean(t) if t else 0.0 for t in r.decision_cpu_s],
                  seconds=time.perf_counter() - t0, error=r.error)


def rate(bots: list[str], played: list[Played], seats: int, max_rounds: int | None,
         seconds: float = 0.0) -> Tournament:
    """Rate the finished games in ``played`` (schedule order) with Plackett-Luce."""
    model = PlackettLuce()
    ratings = {b: model.rating(name=b) for b in dict.fromkeys(bots)}
    ok = sorted((p for p in played if p.error is None), key=lambda p: p.number)
    for p in ok:
        teams = [[ratings[b]] for b in p.bots]
        for b, (new,) in zip(p.bots, model.rate(teams, ranks=p.ranks)):
            ratings[b] = new
    rows = []
    for b, r in ratings.items():
        mine = [(p, i) for p in ok for i, n in enumerate(p.bots) if n == b]
        rows.append(Row(
            bot=b, mu=round(r.mu, 2), sigma=round(r.sigma, 2), ordinal=round(r.ordinal(), 2),
            games=len(mine), wins=round(sum(1 / len(p.winners) for p, i in mine if i in p.winners), 2),
            mean_fame=round(statistics.fmean(p.fame[i] for p, i in mine), 2) if mine else 0.0,
            decision_ms=round(statistics.fmean(p.decision_ms[i] for p, i in mine), 2) if mine else 0.0))
    rows.sort(key=lambda r: -r.ordinal)
    failed = sorted((p for p in played if p.error is not None), key=lambda p: p.number)
    return Tournament(rows, ok, failed, seats, max_rounds, seconds)


def run_tournament(bots: list[str], *, seats: int = 2, repeat: int = 1, max_rounds: int | None = 8,
                   seed: str = "tournament", jobs: int = 1,
                   on_done: Callable[[Played], None] | None = None) -> Tournament:
    """Play :func:`schedule` and :func:`rate` it; ``on_done`` is called after each game."""
    games = schedule(bots, seats, repeat, seed)
    t0 = time.perf_counter()
    played: list[Played] = []

    def done(p: Played) -> None:
        played.append(p)
        if on_done:
            on_done(p)

    if jobs <= 1:
        for g in games:
            done(play_scheduled(g, max_rounds))
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            futures = {pool.submit(play_scheduled, g, max_rounds): g for g in games}
            from concurrent.futures import as_completed
            for f in as_completed(futures):
                g = futures[f]
                try:
                    done(f.result())
                except Exception as e:  # the worker process died: reported, not rated
                    done(Played(g.number, g.seed, g.bots, error=f"worker failed: {type(e).__name__}: {e}"))
    return rate(bots, played, seats, max_rounds, time.perf_counter() - t0)


def table(t: Tournament) -> str:
    """The rating table as text (plus one line per failed game)."""
    head = ["rank", "bot", "ordinal", "mu", "sigma", "games", "wins", "fame", "cpu ms/decision"]
    rows = [[str(k), r.bot, f"{r.ordinal:.2f}", f"{r.mu:.2f}", f"± {r.sigma:.2f}", str(r.games),
             f"{r.wins:g}", f"{r.mean_fame:.1f}", f"{r.decision_ms:.1f}"] for k, r in enumerate(t.rows, 1)]
    widths = [max(len(h), *(len(row[i]) for row in rows)) for i, h in enumerate(head)]
    lines = ["  ".join(h.ljust(w) for h, w in zip(head, widths)), "  ".join("-" * w for w in widths)]
    lines += ["  ".join(c.ljust(w) for c, w in zip(row, widths)) for row in rows]
    lines.append(f"{len(t.played)} games rated ({t.seats} seats, max_rounds {t.max_rounds}), "
                 f"{len(t.failed)} failed, {t.seconds:.1f}s; OpenSkill Plackett-Luce, ordinal = mu - 3 sigma")
    for p in t.failed:
        lines.append(f"failed game {p.number} (seed {p.seed}, {' v '.join(p.bots)}): {p.error}")
    return "\n".join(lines)
