"""The search bot's default policy plays exactly like the reference GreedyBot."""

from __future__ import annotations

import msgspec

from battle1821_bots.local import META_OPTIONS, copy_state, legal_actions, new_local_game, settle, step, waiting_for
from battle1821_bots.players import LOCAL_BOTS
from battle1821_bots.policy import greedy_action, p_win
from gamekinds.battle1821 import battle_odds


def test_greedy_action_matches_the_client_greedy_bot_on_every_decision():
    compared = 0
    kinds = set()
    for g, seats in enumerate((2, 3, 4)):
        ref = LOCAL_BOTS["greedy"](g)
        s = new_local_game(seats, f"policy-{g}", 6)
        while s.status != "finished":
            w = waiting_for(s)
            if not w:
                s = settle(s)
                continue
            seat = w[0]
            opts = [o for o in legal_actions(s, seat) if not isinstance(o, META_OPTIONS)]
            want = ref.choose(copy_state(s), seat, opts)
            got = greedy_action(s, seat, opts)
            assert msgspec.to_builtins(got) == msgspec.to_builtins(want), (g, s.round, s.step, got, want)
            kinds.add(type(got).__name__)
            compared += 1
            s = step(s, seat, want)
    assert compared > 300
    assert {"PlaceStart", "Reinforce", "Attack", "Move", "EndStep"} <= kinds


def test_p_win_is_the_engines_exact_odds():
    assert p_win(7, 3) == battle_odds(7, 3).attacker_wins
    assert p_win(0, 3) == 0.0 and p_win(3, 0) == 1.0
    assert p_win(99, 50) == battle_odds(60, 45).attacker_wins      # clipped to the table
