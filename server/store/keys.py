"""Every Redis key name of the project (``P`` = key prefix, ``g`` = game id).

Game keys carry the ``{game_id}`` hash tag, so one game lives in one Cluster slot:

- ``P:{g}:game`` hash, ``P:{g}:events`` stream, ``P:{g}:actions`` list,
  ``P:{g}:phases`` hash, ``P:{g}:idem:<b>`` hashes (``b`` 0-7: the idempotency records,
  :data:`IDEM_BUCKETS` small hashes per game, field = :meth:`Keys.idem_field`; see
  :mod:`server.store`), ``P:{g}:hooks`` hash and ``P:{g}:hooklog:<id>`` lists (webhooks,
  server/service/webhooks.py), ``P:{g}:cx:<token>`` strings (the outcome of one commit
  call: its new version, or ``-`` when it is known not to have landed; a short TTL,
  :mod:`server.store.redis_store`); none of these but the first four is touched by archiving;
- the table talk (:mod:`server.store.talk`): ``P:{g}:messages`` stream (entry id
  ``<n>-0``, field ``m`` = one message JSON; never part of a game commit, never bumps the
  version) and ``P:{g}:talk-rate:<seat | h>`` lists (the sender's last post times, ms);
- the listing index (:mod:`server.store.listing`), every key in ONE slot of its own (hash
  tag ``{P:index}``, never a game's slot), so its Lua scripts run on one Cluster node:
  ``P:{P:index}:all`` and one ``P:{P:index}:cell:<status>:<seats>:<o|f>`` per status x
  seat count x open/full of the default kind ``battle1821`` (the names from before game
  kinds, so games indexed then need no migration), ``P:{P:index}:cell:<kind>:<status>:
  <seats>:<o|f>`` for every other kind (sorted sets, every score 0, members ``<created ms, 13
  digits>:<game id>``: lexicographic = creation order), ``P:{P:index}:journal`` (sorted
  set: index updates in flight, score = start ms) and ``P:{P:index}:expiring`` (sorted
  set: finished/cancelled games, score = the ms their retention TTL runs out).

- the accounts (:mod:`server.store.accounts`), every key in ONE slot of its own (hash tag
  ``{P:acct}``), so their Lua scripts (a name claimed once, a key revoked at once, a
  game rated once) run on one Cluster node: ``P:{P:acct}:names`` hash (a name's
  look-alike skeleton -> account id), ``P:{P:acct}:a:<account id>`` hash (the account:
  ``name``, ``bot``, ``created_at``, ``r:<kind>`` its rating JSON), ``P:{P:acct}:keys:<account
  id>`` hash (key id -> the key's record JSON, never the key), ``P:{P:acct}:k:<digest>``
  string (the keyed hash of an API key -> ``<account id> <key id>``), ``P:{P:acct}:pepper``
  (the hash key when the operator set none), ``P:{P:acct}:board:<kind>`` sorted set (the
  leaderboard: account ids scored by their rating's ordinal), ``P:{P:acct}:hist:<account
  id>`` list (rating changes, newest first), ``P:{P:acct}:games:<account id>`` sorted set
  (the account's games, score = the ms its seat was taken), ``P:{P:acct}:rated:<game id>``
  string (the game's result counted once) and ``P:{P:acct}:ev:<account id>`` stream (the
  account's events across its games, entry ``<n>-0``, field ``m``; its channel of the same
  name wakes the fan-out), ``P:{P:acct}:ch:<challenge id>`` hash (a challenge: ``rec`` and
  each invitee's answer ``st:<account id>``), ``P:{P:acct}:seeks:<what>`` (quick play's
  seeks, :mod:`server.store.seeks`: a few hashes and sorted sets for every seek, so one
  script claims a match and tells its accounts).

On the queue Redis (beside RQ's own keys):

- ``rq:battle1821:ottoman-pending:<queue>`` sorted set: games whose Ottoman phase is not
  over yet, the watchdog's work list (per queue name: parallel test runs don't mix).
- ``rq:battle1821:bot-pending:<queue>`` sorted set: games waiting on a seat a server bot
  plays (score: when that turn was handed off), so the watchdog re-runs a bot turn whose
  job died; ``rq:battle1821:clock-pending:<queue>`` sorted set: games with a running
  clock (score: its deadline, seconds since the epoch), so the watchdog enforces a
  deadline whose scheduled job was lost (:mod:`server.store.pending`).
"""

from __future__ import annotations

import zlib

from gamekinds.registry import DEFAULT as DEFAULT_KIND


IDEM_BUCKETS = 8
IDEM_FIELD = 16


class Keys:
    """Key names of one prefix; every key of one game carries the ``{game_id}`` hash tag."""

    __slots__ = ("prefix", "index", "journal", "expiring", "_tag", "_acct")

    def __init__(self, prefix: str = "b1821") -> None:
        self.prefix = prefix
        self._tag = f"{prefix}:{{{prefix}:index}}"
        self.index = f"{self._tag}:all"
        self.journal = f"{self._tag}:journal"
        self.expiring = f"{self._tag}:expiring"
        self._acct = f"{prefix}:{{{prefix}:acct}}"

    def cell(self, status: str, seats: int, open_seat: bool, kind: str = DEFAULT_KIND) -> str:
        """The listing index of the games of ``kind`` with this status, seat count and open
        seat or not (the default kind's cells keep the names they had before game kinds)."""
        k = "" if kind == DEFAULT_KIND else f"{kind}:"
        return f"{self._tag}:cell:{k}{status}:{seats}:{'o' if open_seat else 'f'}"

    # -- accounts (one slot: the {P:acct} hash tag)
    @property
    def account_names(self) -> str:
        """Hash: a name's look-alike skeleton -> its account id (the name is claimed once)."""
        return f"{self._acct}:names"

    def account(self, aid: str) -> str:
        """Hash: one account (``name``, ``bot``, ``created_at``, ``r:<kind>`` ratings)."""
        return f"{self._acct}:a:{aid}"

    def account_keys(self, aid: str) -> str:
        """Hash: the account's API keys, key id -> record JSON (never the key itself)."""
        return f"{self._acct}:keys:{aid}"

    def key_digest(self, digest: str) -> str:
        """String: the keyed hash of one API key -> ``<account id> <key id>``."""
        return f"{self._acct}:k:{digest}"

    @property
    def account_pepper(self) -> str:
        """String: the key of the API keys' keyed hash, when the operator set none."""
        return f"{self._acct}:pepper"

    def leaderboard(self, kind: str) -> str:
        """Sorted set: the rated accounts of ``kind``, scored by their rating's ordinal."""
        return f"{self._acct}:board:{kind}"

    def rating_history(self, aid: str) -> str:
        """List: the account's rating changes (JSON), newest first."""
        return f"{self._acct}:hist:{aid}"

    def account_games(self, aid: str) -> str:
        """Sorted set: the account's games (member game id, score the ms its seat was taken)."""
        return f"{self._acct}:games:{aid}"

    def account_events(self, aid: str) -> str:
        """Stream: the account's events (``game_started``, ``your_turn``, ``game_ended``)."""
        return f"{self._acct}:ev:{aid}"

    def challenge(self, cid: str) -> str:
        """Hash: one challenge (``rec`` its JSON, ``st:<account id>`` each invitee's answer)."""
        return f"{self._acct}:ch:{cid}"

    # -- quick play's seeks (the accounts' slot too: server/store/seeks.py)
    def seeks(self, what: str) -> str:
        """One of the seeks' keys (:data:`server.store.seeks.SEEK_KEYS`): ``rec``, ``state``
        and ``idx`` hashes (field: seek id), ``open``, ``waiting``, ``listing``, ``mine``,
        ``matches`` and ``done`` sorted sets, the ``match`` hash (field: match id)."""
        return f"{self._acct}:seeks:{what}"

    def rated(self, gid: str) -> str:
        """String: set once the game's result moved its accounts' ratings."""
        return f"{self._acct}:rated:{gid}"

    def game(self, gid: str) -> str:
        return f"{self.prefix}:{{{gid}}}:game"

    def events(self, gid: str) -> str:
        return f"{self.prefix}:{{{gid}}}:events"

    def actions(self, gid: str) -> str:
        return f"{self.prefix}:{{{gid}}}:actions"

    def phases(self, gid: str) -> str:
        return f"{self.prefix}:{{{gid}}}:phases"

    def hooks(self, gid: str) -> str:
        """The game's webhook subscriptions (hash: id -> JSON, server/service/webhooks.py)."""
        return f"{self.prefix}:{{{gid}}}:hooks"

    def hook_log(self, gid: str, sub_id: str) -> str:
        """The last delivery attempts of one subscription (list of JSON, newest first)."""
        return f"{self.prefix}:{{{gid}}}:hooklog:{sub_id}"

    def messages(self, gid: str) -> str:
        """The game's table talk: a stream, entry ``<n>-0`` = message ``n``."""
        return f"{self.prefix}:{{{gid}}}:messages"

    def talk_rate(self, gid: str, sender: str) -> str:
        """The post times (ms, newest first) of one sender (``<seat>`` or ``h``) of the game."""
        return f"{self.prefix}:{{{gid}}}:talk-rate:{sender}"

    def idem(self, gid: str, key: str | None) -> str:
        """The hash holding the idempotency record of ``key`` (a hex digest; None: a
        placeholder key never written): one of :data:`IDEM_BUCKETS` per game, so each stays
        a small listpack (<= 128 entries up to ~1,000 keyed actions per game)."""
        if not key:
            return f"{self.prefix}:{{{gid}}}:idem:-"
        return f"{self.prefix}:{{{gid}}}:idem:{zlib.crc32(key.encode()) % IDEM_BUCKETS}"

    @staticmethod
    def idem_field(key: str) -> str:
        """The record's field in its hash: the key digest's first 16 hex digits (a shorter
        key padded with ``-``: commit.lua reads exactly 16 characters)."""
        return key[:IDEM_FIELD].ljust(IDEM_FIELD, "-")

    def made_once(self, gid: str) -> str:
        """The mark of a game made by a ``POST /games`` with an ``Idempotency-Key`` (its id
        derived from the key), written by its creating commit and never expired nor
        deleted: that id is never made again, even once the game, its archive and the key's
        answer are all gone (commit.lua refuses such a create)."""
        return f"{self.prefix}:{{{gid}}}:once"

    def commit_token(self, gid: str, token: str) -> str:
        """The outcome of the commit call ``token`` of the game (commit.lua, outcome.lua)."""
        return f"{self.prefix}:{{{gid}}}:cx:{token}"

    def of_game(self, gid: str) -> str:
        """A SCAN MATCH pattern for every key of the game (idempotency records included)."""
        return f"{self.prefix}:{{{gid}}}:*"

    def all_for(self, gid: str) -> list[str]:
        """The game's hash, stream, action list and phase hash (commit.lua's KEYS[1..4])."""
        return [self.game(gid), self.events(gid), self.actions(gid), self.phases(gid)]


def automatic_pending(queue_name: str) -> str:
    """The watchdog's work list on the queue Redis, per RQ queue name."""
    return f"rq:battle1821:ottoman-pending:{queue_name}"


def bot_pending(queue_name: str) -> str:
    """Games waiting on a server bot's seat (the watchdog's), per RQ queue name."""
    return f"rq:battle1821:bot-pending:{queue_name}"


def clock_pending(queue_name: str) -> str:
    """Games with a running clock, scored by its deadline (the watchdog's), per RQ queue name."""
    return f"rq:battle1821:clock-pending:{queue_name}"
