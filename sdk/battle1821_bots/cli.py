"""``battle1821-bots`` (also ``battle1821 bots``): play whole games with bots.

    battle1821-bots --server http://127.0.0.1:8000 --games 10 --seats 4 --bot greedy --bot random

creates the games, joins every seat, plays them to the end concurrently, shows progress
and prints a result table (winner, Fame per seat, rounds, seconds). ``--bot`` is given
once per seat (the last one fills the remaining seats); names: ``random``, ``greedy``,
``search``, or a bot of one's own as ``module:Class`` (a :class:`battle1821_bots.Bot`
subclass; the module is imported from ``sys.path`` and the current directory):

    battle1821-bots --games 4 --seats 2 --bot mybot:CautiousBot --bot greedy

    battle1821-bots --tournament --bot random --bot greedy --bot search --games 4 --json ratings.json

plays a rated round-robin on the local engine instead (no server):
:mod:`battle1821_bots.tournament`; ``--games`` is then the number of times each pairing
plays each seat rotation, ``--seats`` defaults to 2, ``--jobs`` plays games in that many
processes. It exits 1 when a game died (reported below the table, not rated).

    battle1821-bots --kind ottomans --games 10 --seats 3 --bot greedy --bot random --scenario 2

plays whole games of any game kind on the local engine (no server) with the kind's own
computer-seat policies (``--bot`` names them; default ``random``), by the rules-module
contract alone (:mod:`battle1821_bots.kindplay`): a registered kind, or a kind package
under ``gamekinds`` that is not registered yet (or its module path). ``--seats`` defaults
to the kind's fewest, ``--scenario`` to its first; game k is seeded ``SEED-k`` (default
``local-k``). It prints a table (winners, round, steps, actions, seconds) and the steps
and actions per second, and exits 1 when a game did not finish.
"""

from __future__ import annotations

import asyncio
import importlib
import os
import sys
import time
from collections.abc import Sequence
from typing import Any, TextIO

import click
from click.core import ParameterSource

from .account import BotClass
from .base import Bot
from .bots import BOTS
from .runner import GameResult, play_games


def load_bot(spec: str) -> type[Bot]:
    """The :class:`~battle1821_bots.Bot` subclass ``module:Class`` names (the module
    imported as Python imports it: on ``sys.path``, the current directory included);
    ``click.BadParameter`` saying what is wrong with the spec."""
    cls = _load_class(spec, any_kind=False)
    assert issubclass(cls, Bot)
    return cls


def load_any_bot(spec: str) -> "BotClass":
    """:func:`load_bot` that takes a :class:`~battle1821_bots.kindbot.KindBot` subclass
    too (a bot for any game kind: ``--account-key``)."""
    return _load_class(spec, any_kind=True)


def _load_class(spec: str, *, any_kind: bool) -> "BotClass":
    from .kindbot import KindBot

    module_name, _, attr = spec.partition(":")
    if not module_name or not attr:
        raise click.BadParameter(f"{spec!r}: a built-in bot ({', '.join(sorted(BOTS))}) or module:Class",
                                 param_hint="--bot")
    if "" not in sys.path and os.getcwd() not in sys.path:
        sys.path.insert(0, os.getcwd())      # `--bot mybot:MyBot` finds ./mybot.py, as `python -m` would
    try:
        obj: object = importlib.import_module(module_name)
    except ImportError as exc:
        raise click.BadParameter(f"{spec!r}: cannot import {module_name!r}: {exc}", param_hint="--bot") from None
    except Exception as exc:  # noqa: BLE001 - the user's module failed while importing: say where
        raise click.BadParameter(f"{spec!r}: importing {module_name!r} raised {type(exc).__name__}: {exc}",
                                 param_hint="--bot") from None
    try:
        for part in attr.split("."):
            obj = getattr(obj, part)
    except AttributeError:
        raise click.BadParameter(f"{spec!r}: module {module_name!r} has no {attr!r}", param_hint="--bot") from None
    bases: tuple[type, ...] = (Bot, KindBot) if any_kind else (Bot,)
    if not (isinstance(obj, type) and issubclass(obj, bases)):
        want = "battle1821_bots.Bot or battle1821_bots.KindBot" if any_kind else "battle1821_bots.Bot"
        raise click.BadParameter(f"{spec!r} is {obj!r}, not a subclass of {want}", param_hint="--bot")
    return obj


def bot_registry(bots: tuple[str, ...]) -> dict[str, type[Bot]]:
    """The built-in bots and every ``module:Class`` of ``bots``, by the name ``--bot`` gave."""
    registry = dict(BOTS)
    for name in bots:
        if name not in registry:
            registry[name] = load_bot(name)
    return registry


def seat_bots(bots: tuple[str, ...], seats: int) -> list[str]:
    names = list(bots) or ["random"]
    if len(names) > seats:
        raise click.BadParameter(f"{len(names)} bots for {seats} seats", param_hint="--bot")
    return names + [names[-1]] * (seats - len(names))


class Progress:
    """Rounds reached per game, redrawn on one line on a terminal (a line per finished
    game otherwise)."""

    def __init__(self, games: int, stream: TextIO = sys.stderr, quiet: bool = False) -> None:
        self.games: int = games
        self.rounds: dict[str, int] = {}
        self.done: int = 0
        self.stream: TextIO = stream
        self.quiet: bool = quiet
        self.tty: bool = stream.isatty()
        self._last = 0.0

    def on_event(self, gid: str, ev: dict[str, Any]) -> None:
        if ev.get("type") == "step_started":
            self.rounds[gid] = max(self.rounds.get(gid, 0), int(ev.get("round", 0)))
            self.draw()

    def finished(self, res: GameResult | BaseException) -> None:
        self.done += 1
        if self.quiet:
            return
        if self.tty:
            self.draw(force=True)
        elif isinstance(res, GameResult):
            print(f"game {res.game_id} finished: round {res.rounds}, {res.end_reason}, "
                  f"{res.seconds:.2f}s ({self.done}/{self.games} done)", file=self.stream, flush=True)

    def draw(self, force: bool = False) -> None:
        if self.quiet or not self.tty:
            return
        now = time.monotonic()
        if not force and now - self._last < 0.1:
            return
        self._last = now
        playing = sorted(self.rounds.values())
        text = (f"\r{self.done}/{self.games} finished, {len(self.rounds) - self.done} playing"
                f" (rounds {playing[0]}-{playing[-1]})" if playing else f"\r{self.done}/{self.games} finished")
        print(text.ljust(70), end="", file=self.stream, flush=True)

    def close(self) -> None:
        if self.tty and not self.quiet:
            print(file=self.stream)


def result_table(results: Sequence[GameResult | BaseException], bot_names: list[str]) -> str:
    """The result table: one line per game in start order, with its id last (the id the
    progress lines print), winner, Fame per seat, rounds, seconds; and the wins per bot."""
    seats = len(bot_names)
    head = ["game", "status", "winner"] + [f"fame {i} ({n})" for i, n in enumerate(bot_names)] + [
        "rounds", "end", "seconds", "412s", "errors", "id"]
    rows = []
    for k, r in enumerate(results, 1):
        if isinstance(r, GameResult):
            winner = ",".join(f"{w} ({bot_names[w]})" for w in r.winners) or "Ottomans"
            rows.append([str(k), r.status, winner] + [str(s.fame) for s in r.seats] + [
                str(r.rounds), r.end_reason or "", f"{r.seconds:.2f}", str(sum(s.stale for s in r.seats)),
                str(len(r.errors)), r.game_id])
        else:
            rows.append([str(k), "error", str(r)[:60]] + ["-"] * seats + ["-", "", "-", "-", "-", "-"])
    widths = [max(len(h), *(len(row[i]) for row in rows)) if rows else len(h) for i, h in enumerate(head)]
    lines = ["  ".join(h.ljust(w) for h, w in zip(head, widths)),
             "  ".join("-" * w for w in widths)]
    lines += ["  ".join(c.ljust(w) for c, w in zip(row, widths)) for row in rows]
    wins: dict[str, float] = {}
    finished = [r for r in results if isinstance(r, GameResult)]
    for r in finished:
        for w in r.winners:
            wins[bot_names[w]] = wins.get(bot_names[w], 0) + 1 / len(r.winners)
    if finished:
        per_bot = {n: bot_names.count(n) for n in dict.fromkeys(bot_names)}
        summary = ", ".join(f"{n}: {wins.get(n, 0):g} wins ({wins.get(n, 0) / len(finished) / per_bot[n]:.0%} per seat)"
                            for n in per_bot)
        ottoman = sum(1 for r in finished if not r.winners)
        lines.append("")
        lines.append(f"{len(finished)} games: {summary}; Ottoman victories: {ottoman}")
    return "\n".join(lines)


@click.command(name="bots", context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--server", default="http://127.0.0.1:8000", show_default=True, envvar="BATTLE1821_URL",
              help="Base URL of the API")
@click.option("--games", "-n", type=click.IntRange(1, 10_000), default=None,
              help="Games to play [default: 1; with --account-key: until stopped]")
@click.option("--seats", type=click.IntRange(2, 4), default=None, help="Seats per game [default: 4; 2 with --tournament]")
@click.option("--bot", "bots", multiple=True, metavar="NAME|MODULE:CLASS",
              help="Bot of the next seat: random, greedy, search, or module:Class for a Bot subclass of "
                   "your own (repeat; the last one fills the rest); with --kind, one of the kind's policies")
@click.option("--max-rounds", type=click.IntRange(1, 100), default=None, help="Game option max_rounds")
@click.option("--concurrency", "-c", type=click.IntRange(1, 256), default=8, show_default=True,
              help="Games played at once")
@click.option("--transport", type=click.Choice(["sse", "poll"]), default="sse", show_default=True,
              help="How bots follow the game: SSE stream or long-poll")
@click.option("--seed", default=None, help="Game seed prefix (game k gets SEED-k); default secret random seeds")
@click.option("--quiet", "-q", is_flag=True, help="No progress output")
@click.option("--tournament", is_flag=True,
              help="Rated round-robin of the listed bots (default: all) on the local engine, no server")
@click.option("--jobs", "-j", type=click.IntRange(1, 256), default=1, show_default=True,
              help="--tournament, --kind: games played at once, in worker processes")
@click.option("--json", "json_path", type=click.Path(dir_okay=False, writable=True), default=None,
              help="--tournament: also write the rating table (and failed games) to this JSON file")
@click.option("--kind", default=None, metavar="NAME",
              help="Play local games of this game kind with its own policies (no server)")
@click.option("--scenario", default=None, help="--kind: the scenario [default: the kind's first]")
@click.option("--account-key", envvar="BATTLE1821_ACCOUNT_KEY", default=None, metavar="KEY",
              help="Play on this account (its API key): answer challenges, keep seeks open, play the games "
                   "they give, until stopped or --games are over [env BATTLE1821_ACCOUNT_KEY]")
@click.option("--seek", "seek_specs", multiple=True, metavar="kind=K,seats=N[,rated=B][,count=C][,OPTION=V]",
              help="--account-key: keep a quick-play seek open (repeat for more; other keys are game options)")
@click.option("--accept-challenges", is_flag=True,
              help="--account-key: accept challenges of the kinds the bot plays (and decline the others)")
@click.option("--policy", "policy_specs", multiple=True, metavar="KIND=NAME",
              help="--account-key: the policy for games of KIND (a policy of the kind's; 1821: a bot name)")
def main(server: str, games: int | None, seats: int | None, bots: tuple[str, ...], max_rounds: int | None,
         concurrency: int, transport: str, seed: str | None, quiet: bool, tournament: bool, jobs: int,
         json_path: str | None, kind: str | None, scenario: str | None, account_key: str | None,
         seek_specs: tuple[str, ...], accept_challenges: bool, policy_specs: tuple[str, ...]) -> None:
    """Create GAMES games on SERVER, join every seat with a bot, play them to the end
    concurrently and print a result table; or, with --account-key, play on an account the
    games its challenges and seeks give it; or, with --tournament, rate the bots; or, with
    --kind, play local games of that kind."""
    if account_key is not None:
        run_account_command(server, account_key, games, bots, seek_specs, accept_challenges, policy_specs,
                            concurrency, transport, quiet)
        return
    if seek_specs or accept_challenges or policy_specs:
        raise click.UsageError("--seek, --accept-challenges and --policy play on an account: give --account-key")
    games = games or 1
    if kind is not None:
        if click.get_current_context().get_parameter_source("server") is ParameterSource.COMMANDLINE:
            raise click.UsageError(
                "--kind plays local games on this machine's engine, no server: leave out --server; to play a "
                "kind on a server, use --account-key with --seek kind=NAME,seats=N (docs/bots.md)")
        run_kind_command(kind, games, seats, bots, scenario, max_rounds, seed or "local", jobs, quiet)
        return
    if tournament:
        run_tournament_command(list(bots), seats or 2, games, max_rounds or 8, seed or "tournament", jobs,
                               json_path, quiet)
        return
    seats = seats or 4
    unknown = [b for b in bots if b not in BOTS and ":" not in b]     # module:Class: bot_registry checks it
    if unknown:
        raise click.BadParameter(f"no bot {', '.join(unknown)} (bots: {', '.join(sorted(BOTS))})", param_hint="--bot")
    names = seat_bots(bots, seats)
    registry = bot_registry(tuple(names))
    progress = Progress(games, quiet=quiet)
    t0 = time.perf_counter()

    async def run() -> list:
        return await play_games(server, games, names, concurrency=concurrency, max_rounds=max_rounds,
                                transport=transport, on_event=progress.on_event, seed_prefix=seed,
                                on_done=progress.finished, bots=registry)

    try:
        results = asyncio.run(run())
    finally:
        progress.close()
    click.echo(result_table(results, names))
    click.echo(f"total {time.perf_counter() - t0:.2f}s")
    if any(not isinstance(r, GameResult) or r.status != "finished" for r in results):
        sys.exit(1)


def run_account_command(server: str, key: str, games: int | None, bots: tuple[str, ...],
                        seek_specs: tuple[str, ...], accept_challenges: bool, policy_specs: tuple[str, ...],
                        concurrency: int, transport: str, quiet: bool) -> None:
    """``--account-key``: check the options, run an :class:`~battle1821_bots.account.AccountBot`
    until stopped (Ctrl-C, SIGTERM) or ``games`` games are over, print a line per game (on
    stderr unless quiet) and the table. Exits 2 when the key or a seek is refused, 1 when a
    game failed."""
    import signal

    from .account import AccountBot, AccountKeyRefused, SeekRefused, SeekSpec, account_table

    if len(bots) > 1:
        raise click.BadParameter("one bot plays the account's games: give --bot once", param_hint="--bot")
    name = bots[0] if bots else "random"
    bot: str | BotClass
    if ":" in name:
        bot = load_any_bot(name)
    else:
        bot = name
    policies: dict[str, str] = {}
    for spec in policy_specs:
        k, eq, v = spec.partition("=")
        if not eq or not k or not v:
            raise click.BadParameter(f"{spec!r}: KIND=NAME, e.g. ottomans=greedy", param_hint="--policy")
        policies[k.strip()] = v.strip()
    try:
        seeks = [SeekSpec.parse(s) for s in seek_specs]
    except ValueError as e:
        raise click.BadParameter(str(e), param_hint="--seek") from None
    if not seeks and not accept_challenges:
        raise click.UsageError("nothing to play: give --seek (quick play) and/or --accept-challenges")
    account_bot = AccountBot(server, key, bot=bot, policies=policies, accept_challenges=accept_challenges,
                             seeks=seeks, max_games=games, concurrency=concurrency,
                             transport="poll" if transport == "poll" else "sse",
                             on_game=None if quiet else _print_game)
    kinds = account_bot.kinds()
    unplayable = sorted({s.kind for s in seeks} - set(kinds)) + sorted(set(policies) - set(kinds))
    if isinstance(bot, str) and not kinds:
        raise click.BadParameter(f"no game kind has a bot or policy {bot!r} (bots: {', '.join(sorted(BOTS))})",
                                 param_hint="--bot")
    if unplayable:
        raise click.BadParameter(f"the bot plays {', '.join(kinds) or 'no kind'}, not {', '.join(unplayable)}",
                                 param_hint="--seek/--policy")

    async def run() -> list:
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            try:
                loop.add_signal_handler(sig, account_bot.stop)
            except (NotImplementedError, RuntimeError):   # not on this platform / thread
                pass
        return await account_bot.run()

    if not quiet:
        click.echo(f"playing on the account at {server}: kinds {', '.join(kinds)}"
                   + (f"; seeks {', '.join(seek_specs)}" if seeks else "")
                   + ("; accepting challenges" if accept_challenges else "")
                   + (f"; {games} game(s)" if games else "; until stopped (Ctrl-C)"), err=True)
    try:
        played = asyncio.run(run())
    except (AccountKeyRefused, SeekRefused) as e:
        click.echo(f"battle1821-bots: {e}", err=True)
        sys.exit(2)
    click.echo(account_table(played))
    if any(g.status == "error" and g.error != "stopped" for g in played):
        sys.exit(1)


def _print_game(game: Any) -> None:
    if game.status == "playing":
        click.echo(f"game {game.game_id} ({game.kind}, {game.via}): seat {game.seat}, bot {game.bot}", err=True)
    else:
        click.echo(f"game {game.game_id} {game.status}" + (f": winners {game.winners}" if game.status == "finished"
                                                           else f": {game.error}" if game.error else ""), err=True)


def run_kind_command(kind_name: str, games: int, seats: int | None, bots: tuple[str, ...], scenario: str | None,
                     max_rounds: int | None, seed: str, jobs: int, quiet: bool) -> None:
    """``--kind``: resolve the kind, check the bots, seats and scenario against it, play
    (a line per finished game on stderr unless quiet), print the table."""
    import msgspec

    from gamekinds.registry import BrokenKind, UnknownKind

    from .kindplay import kind_table, play_kind_games, resolve_kind

    try:
        kind = resolve_kind(kind_name)
    except (UnknownKind, BrokenKind) as e:
        raise click.BadParameter(f"no game kind {kind_name!r}" if isinstance(e, UnknownKind) else str(e),
                                 param_hint="--kind") from None
    unknown = [b for b in bots if b not in kind.POLICIES]
    if unknown:
        raise click.BadParameter(f"{kind.NAME} has no policy {', '.join(unknown)} (policies: "
                                 f"{', '.join(sorted(kind.POLICIES))})", param_hint="--bot")
    lo, hi = kind.SEATS
    seats = seats or lo
    if not lo <= seats <= hi:
        raise click.BadParameter(f"{kind.NAME} is played by {lo} to {hi} seats", param_hint="--seats")
    if scenario is not None and scenario not in kind.SCENARIOS:
        raise click.BadParameter(f"{kind.NAME} has scenarios {', '.join(kind.SCENARIOS)}", param_hint="--scenario")
    names = tuple(seat_bots(bots, seats))
    t0 = time.perf_counter()

    def done(r) -> None:
        if not quiet:
            click.echo(f"game {r.number} {r.status}: round {r.round}, {r.steps} steps, {r.seconds:.2f}s"
                       + (f" ({r.error})" if r.error else ""), err=True)

    try:
        results = play_kind_games(kind_name, games, names, seed=seed, scenario=scenario, max_rounds=max_rounds,
                                  jobs=jobs, on_done=done)
    except msgspec.ValidationError as e:
        raise click.BadParameter(str(e), param_hint="--max-rounds") from None
    click.echo(f"{kind.TITLE}: {games} local game(s), {seats} seats: {', '.join(names)}"
               + (f", scenario {scenario}" if scenario else ""))
    click.echo(kind_table(results))
    click.echo(f"total {time.perf_counter() - t0:.2f}s")
    if any(r.status != "finished" for r in results):
        sys.exit(1)


def run_tournament_command(bots: list[str], seats: int, repeat: int, max_rounds: int, seed: str, jobs: int,
                           json_path: str | None, quiet: bool) -> None:
    """``--tournament``: play, show a progress bar (rich, on stderr), print the table."""
    import json

    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress as Bar, TextColumn, TimeElapsedColumn

    from .players import LOCAL_BOTS
    from .tournament import run_tournament, schedule, table

    names = list(dict.fromkeys(bots)) or list(LOCAL_BOTS)
    unknown = [n for n in names if n not in LOCAL_BOTS]
    if unknown:
        raise click.BadParameter(f"no local bot {unknown}", param_hint="--bot")
    try:
        total = len(schedule(names, seats, repeat, seed))
    except ValueError as e:
        raise click.BadParameter(str(e), param_hint="--seats") from None
    console = Console(stderr=True)
    with Bar(TextColumn("tournament"), BarColumn(), MofNCompleteColumn(), TextColumn("{task.fields[last]}"),
             TimeElapsedColumn(), console=console, disable=quiet, transient=False) as bar:
        task = bar.add_task("games", total=total, last="")

        def done(p) -> None:
            last = f"game {p.number}: " + ("died" if p.error else " v ".join(p.bots) + f" -> {p.ranks}")
            bar.update(task, advance=1, last=last)

        t = run_tournament(names, seats=seats, repeat=repeat, max_rounds=max_rounds, seed=seed, jobs=jobs,
                           on_done=done)
    click.echo(table(t))
    if json_path:
        with open(json_path, "w", encoding="utf-8") as f:
            json.dump(t.to_json(), f, indent=2)
    if t.failed:
        sys.exit(1)


if __name__ == "__main__":  # pragma: no cover  (also `battle1821 bots`, which runs this program)
    main(prog_name="battle1821-bots")
