"""Redis store of games: one hash, one event stream, one action list and one phase hash
per game, all keys carrying the ``{game_id}`` hash tag (one Cluster slot per game).

Keys: :mod:`server.store.keys` (every key name of the project). Per game: the
``game`` hash (``state`` engine msgpack, ``version``, ``meta`` JSON :class:`GameMeta`,
``phase`` JSON of the current :class:`PhaseRecord` or ``""``, ``seq`` last event number,
``nact`` accepted actions, ``summary`` JSON :class:`GameSummary`, ``origin`` JSON
:class:`GameOrigin`, ``writes`` the commits applied to it: each adds one, also one that
keeps the version), the ``events`` stream (entry id ``<seq>-0``, field ``e``), the
``actions`` list (number = index + 1), the ``phases`` hash (``<number>`` -> record) and
8 ``idem:<b>`` hashes (field: the key's digest, value :class:`IdempotentReply` whose
body says where the answer is: ``@<first seq>,<events>,<expiry minute>``). Stream,
list and phase hash hold compact msgpack entries (:mod:`server.store.compact`); every
read here gives back the JSON envelopes ``{"seq": n, "version": v, "type": ...}``,
accepted-action JSON records and :class:`PhaseRecord` s.

A game that is over is *moved to the record store* (:mod:`server.store.recordstore`:
SQLite or PostgreSQL; :mod:`server.store.recordstore.move`, ``move.lua``): its hash keeps
``version``, ``summary``, ``arch`` (the digest of its archive blob, :mod:`server.records.archive`)
and ``talk`` (its stored messages), and its other keys are gone; every read of this module
answers from the decoded archive (read from the store, cached per process) as it did live.
An older server kept the blob in the hash itself (``archive``): still read, and moved by
``battle1821 records move``.

The API for writers (the use cases of :mod:`server.service`, in the API and the worker
alike; there is one store, asyncio's)::

    store = GameStore(redis.asyncio.Redis.from_url(url), prefix="b1821")
    loaded = await store.load(game_id)         # one round trip -> Loaded | None
    state = decode_state(loaded.state)
    ... new_state, events = engine.advance(state) ...
    res = await store.commit(Commit(
        game_id=game_id, expected_version=loaded.version, new_version=loaded.version + 1,
        state=encode_state(new_state),
        events=encode_events(events, loaded.seq + 1, loaded.version + 1),
        first_seq=loaded.seq + 1,
        phases=[record],          # PhaseRecords to write; see ``current_phase``
        current_phase=record,     # the game's current phase (or None), UNSET keeps it
    ))                             # one round trip -> CommitResult(ok, version, replay)
    if not res.ok: ...            # someone else committed first: reload and retry / give up

``commit`` is one Lua script (``commit.lua``): it refuses a stale ``expected_version``
(returning the current one) and otherwise writes state, version, meta, current phase,
events (XADD), the accepted-action record, phase records and the idempotency record
together, or nothing at all. ``new_version == expected_version`` is allowed for
record-only updates (phase status, progress) that do not change the state. A commit with
``reindex`` (its summary moves the game to another listing cell) also updates the listing
index, in its own slot, around the CAS (journal, commit, apply:
:mod:`server.store.listing`, which also says how a crash in between is repaired);
``GameStore.list_games`` reads it.

An API process's store keeps the latest copy of the games it loaded or committed
(``GameStore(..., latest_games=n)``, :meth:`GameStore.latest`): an action planned on it
is committed with ``Commit(base=copy)``, whose compare-and-set checks the version *and*
``writes``, so a stale copy is refused by the commit itself (the use case then loads the
game and plans again: :meth:`server.service.play.Play.submit_action`). The copy holds its
meta, phase and summary decoded (once, or the objects its last commit wrote), so a plan on
it decodes only the state; it is shared by every plan on it and changed by none.
"""

from . import recordstore  # noqa: F401  (finished games; registers the process's default record store)
from .keys import Keys
from .records import ClockMeta, GameMeta, GameSummary, IdempotentReply, PhaseRecord, decode_reply, encode_reply
from .redis_store import (
    LATEST_GAMES, UNSET, Commit, CommitResult, GameStore, Loaded, encode_envelopes, encode_events, make_async_clients,
)

__all__ = [
    "LATEST_GAMES", "UNSET", "ClockMeta", "Commit", "CommitResult", "GameMeta", "GameStore", "GameSummary", "IdempotentReply", "Keys",
    "Loaded", "PhaseRecord", "decode_reply", "encode_envelopes", "encode_events", "encode_reply",
    "make_async_clients",
]
