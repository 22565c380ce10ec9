"""`redlight host`: a hosted game with no window, its seats' URLs printed one a line.

    redlight host --players 3 --bots human,human,greedy --port 0 --data-dir D
    redlight host --resume GAME_ID --data-dir D

The computer seats make no move until every human seat's page is open (as in the desktop
window's Play with phones), unless `--no-wait`.

The game is saved like any other (`redlight games` lists it); its seats' tokens are kept
beside the saved games (seat_tokens.py), so a resumed host serves the same URLs. Its options
are in cli.py.
"""
from __future__ import annotations

import argparse
import random
import signal
import sys
import threading
from typing import Any

from ..bots import bot_names
from ..config import data_dir
from ..engine.cards import load_cardset_text
from ..engine.record import GameRecord
from ..engine.state import Options
from ..resources import demo_cardset_path
from ..store.errors import StoreError
from ..store.repository import Repository
from ..store.session_sink import StoreSink, load_stored_session, new_stored_session
from . import DEFAULT_BIND, DEFAULT_PORT, seat_tokens
from .game_thread import GameThread
from .server import SeatServer

HUMAN, COMPUTER = "human", "bot"
COMPUTER_NAMES = ("Robo Rita", "Cyber Cleo", "Data Dolly", "Pixel Pam", "Chip Charlotte", "Byte Bette")


def _error(message: str) -> int:
    print(f"redlight host: {message}", file=sys.stderr)
    return 2


def _seats(args: argparse.Namespace) -> list[dict[str, Any]] | str:
    """The seats of a new hosted game, or a sentence saying what is wrong."""
    kinds = [b.strip() for b in args.bots.split(",") if b.strip()]
    if not 2 <= args.players <= 6:
        return "--players must be from 2 to 6"
    if not kinds or len(kinds) > args.players:
        return f"--bots names {len(kinds)} seats for {args.players} players"
    kinds += [kinds[-1]] * (args.players - len(kinds))
    unknown = [k for k in kinds if k != HUMAN and k not in bot_names()]
    if unknown:
        return f"unknown seat kind {unknown[0]!r}: human, or one of {', '.join(bot_names())}"
    if HUMAN not in kinds:
        return "no human seat: name at least one seat human"
    names = [n.strip() for n in args.names.split(",")] if args.names else []
    if names and (len(names) != args.players or not all(names) or len(set(names)) != len(names)):
        return "--names must give each seat its own name"
    seats, humans, computers = [], 0, 0
    for i, kind in enumerate(kinds):
        if kind == HUMAN:
            humans += 1
            name = names[i] if names else f"Player {humans}"
            seats.append({"name": name, "kind": HUMAN, "level": None})
        else:
            name = names[i] if names else COMPUTER_NAMES[computers % len(COMPUTER_NAMES)]
            computers += 1
            seats.append({"name": name, "kind": COMPUTER, "level": kind})
    return seats


def cmd_host(args: argparse.Namespace) -> int:
    folder = data_dir(getattr(args, "data_dir", None))
    repo = Repository.open(folder, exclusive=False)
    try:
        if args.resume is not None:
            hosted = seat_tokens.load(folder, args.resume)
            if hosted is None:
                return _error(f"game {args.resume} was not hosted from phones")
            session = load_stored_session(repo, args.resume)
        else:
            seats = _seats(args)
            if isinstance(seats, str):
                return _error(seats)
            cardset = load_cardset_text(demo_cardset_path().read_bytes())
            seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1, 2**31)
            record = GameRecord(cardset=cardset, seats=seats, seed=seed, options=Options())
            session = new_stored_session(repo, record)
            sink = session.sink
            assert isinstance(sink, StoreSink)  # new_stored_session stores the game
            game_id = sink.game_id
            hosted = seat_tokens.HostedSeats(game_id, seat_tokens.new_tokens(session.humans()),
                                             DEFAULT_BIND, DEFAULT_PORT)
        bind = args.bind or hosted.bind
        port = args.port if args.port is not None else hosted.port
        humans = frozenset(hosted.tokens)
        # the computers wait until every human seat's page is open, as in the desktop window
        # (hosting.py), unless --no-wait: no computer plays at seats whose player is not there
        computers = len(session.computers)
        wait = bool(computers) and not args.no_wait and not session.over
        game = GameThread(session, sorted(humans), pause=max(0.0, args.pause), hold=wait)
        server = SeatServer(game, hosted, bind, port)
        if wait:
            def joined(seats: frozenset[int]) -> None:  # on the server's thread
                if humans <= seats:
                    game.let_computers_play()
            server.on_connections(joined)
        try:
            port = server.start()
        except OSError as exc:
            return _error(f"cannot listen on {bind} port {port}: {exc.strerror or exc}")
        hosted = seat_tokens.HostedSeats(hosted.game_id, hosted.tokens, bind, port)
        seat_tokens.save(folder, hosted)
        game.start()
        print(f"game {hosted.game_id}: serving on {bind} port {port}"
              + ("" if bind not in ("127.0.0.1", "localhost", "::1") else
                 " (this machine only: phones on the network need --bind)"), file=sys.stderr)
        if wait:
            print(_waiting_line(computers), file=sys.stderr)
        for seat in sorted(hosted.tokens):
            print(server.url(seat, args.url_host), flush=True)
        _serve_until_stopped()
        game.stop()
        server.stop()
        return 0
    except StoreError as exc:
        print(f"redlight: {exc}", file=sys.stderr)
        return 1
    except seat_tokens.TokenFileError as exc:
        return _error(str(exc))
    finally:
        repo.close()


def _waiting_line(computers: int) -> str:
    """What the host says while its computer players wait for the phones."""
    who = "the computer player waits" if computers == 1 else "the computer players wait"
    return (f"{who} until every human seat's page is open "
            "(start the host with --no-wait to let them play at once)")


def _serve_until_stopped() -> None:
    """Wait for Ctrl+C or SIGTERM."""
    stop = threading.Event()
    previous = signal.signal(signal.SIGTERM, lambda *_: stop.set())
    try:
        while not stop.wait(0.5):
            pass
    except KeyboardInterrupt:
        pass
    finally:
        signal.signal(signal.SIGTERM, previous)
