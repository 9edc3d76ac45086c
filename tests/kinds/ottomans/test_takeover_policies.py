"""The timeout takeover on Ottomans questions (issue 32 item 6): a seat out of time is played
by the game's ``takeover_bot`` through the worker's :func:`server.worker.seats.choose`, which
falls back to the random policy (and logs an error) when the bot fails or chooses an illegal
action. Here every kind of question random games ask (each reaction window: Weather, the
Tactical Advantage bids, Jesuits/Sufis, the agents' commitment, the other seats' agent
operations, Administration (1), 22.1's retreat; each pending decision; the seat's own turn)
is put to each policy the platform may name for the kind, and each answers legally by
itself, with no fallback. ``decision_timeout_s``'s default answer (``timeout_action``) is
legal in every one of them too. The live takeover over HTTP is in
``test_ottomans_channels_live.py``."""

from __future__ import annotations

import logging
import random

import gamekinds.ottomans as K
from gamekinds.ottomans.state import Options
from server.worker import bots, seats


def _questions(n_games: int = 6) -> dict[str, tuple]:
    """One state per kind of question met in seeded random games (half with the optional
    rules on): ``{key: (state, seat)}``."""
    out: dict[str, tuple] = {}
    for g in range(n_games):
        opt = g % 2 == 1
        s = K.new_game(2 + g % 3, f"takeover-{g}", Options(scenario=1, special_tactics=opt, pillage=opt,
                                                            civilization=opt))
        s, _ = K.start(s)
        s, _ = K.settle(s)
        rng = random.Random(g)
        while s.status != "finished":
            w = K.waiting_for(s)
            if not w:
                s, _ = K.advance(s, 1)
                continue
            if s.flow == "reaction":
                key = f"window:{s.windows[-1].kind}"
            elif s.flow == "decision":
                key = f"decision:{s.pending[0].kind}"
            else:
                key = f"turn:{s.flow}"
            out.setdefault(key, (s, w[0]))
            s, _ = K.apply(s, w[0], K.POLICIES["random"](s, w[0], K.legal_actions(s, w[0]), rng))
            s, _ = K.settle(s)
    return out


def test_every_policy_answers_every_question_by_itself(caplog):
    qs = _questions()
    windows = {k for k in qs if k.startswith("window:")}
    decisions = {k for k in qs if k.startswith("decision:")}
    assert {"window:weather", "window:commit", "window:agents"} <= windows, sorted(qs)
    assert len(decisions) >= 3, sorted(qs)
    names = set(K.POLICIES) | {"greedy"}
    caplog.set_level(logging.ERROR, logger="battle1821.worker")
    for key, (s, seat) in sorted(qs.items()):
        for name in sorted(names):
            a = bots.decide(name, s, seat)
            assert K.violation(s, seat, a) is None, (key, name, a)
            assert seats.choose(name, s, seat) == a, (key, name)     # the worker plays it as chosen
        timeout = K.timeout_action(s)
        if timeout is not None and key.split(":")[0] in ("window", "decision"):
            t_seat, t_action = timeout
            assert K.violation(s, t_seat, t_action) is None, (key, timeout)
    assert not [r for r in caplog.records if "server bot" in r.getMessage()], caplog.text
    print(f"\n{len(qs)} kinds of question: {sorted(qs)}")
