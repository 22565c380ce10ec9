"""Helpers of the host tests: a hosted game on 127.0.0.1 and plain HTTP to it."""
from __future__ import annotations

import json
import urllib.error
import urllib.request
from contextlib import contextmanager
from typing import Any, Iterator

from redlight_app.engine.cards import load_cardset_text
from redlight_app.engine.record import GameRecord
from redlight_app.engine.state import Options
from redlight_app.host.game_thread import GameThread
from redlight_app.host.rate_limit import RateLimit
from redlight_app.host.seat_tokens import HostedSeats, new_tokens
from redlight_app.host.server import SeatServer
from redlight_app.resources import demo_cardset_path
from redlight_app.session import GameSession, MemorySink

HUMANS_AND_GREEDY = [{"name": "Ann", "kind": "human", "level": None},
                     {"name": "Bea", "kind": "human", "level": None},
                     {"name": "Robo Rita", "kind": "bot", "level": "greedy"}]


def demo_session(seats: list[dict[str, Any]] | None = None, seed: int = 7,
                 turn_limit: int | None = 40) -> GameSession:
    cardset = load_cardset_text(demo_cardset_path().read_bytes())
    record = GameRecord(cardset=cardset, seats=[dict(s) for s in seats or HUMANS_AND_GREEDY],
                        seed=seed, options=Options(turn_limit=turn_limit))
    return GameSession(record, MemorySink())


class Hosted:
    """A running hosted game: the game thread, the server and each human seat's URL."""

    def __init__(self, session: GameSession, rate_limit: RateLimit | None = None) -> None:
        self.session = session
        self.game = GameThread(session, session.humans(), pause=0.0)
        self.seats = HostedSeats(1, new_tokens(session.humans()), "127.0.0.1", 0)
        self.server = SeatServer(self.game, self.seats, "127.0.0.1", 0, rate_limit=rate_limit)

    def start(self) -> None:
        self.server.start()
        self.game.start()

    def stop(self) -> None:
        self.game.stop()
        self.server.stop()

    def url(self, seat: int) -> str:
        return self.server.url(seat)


@contextmanager
def hosted(session: GameSession | None = None, rate_limit: RateLimit | None = None) -> Iterator[Hosted]:
    host = Hosted(session or demo_session(), rate_limit)
    host.start()
    try:
        yield host
    finally:
        host.stop()


def request(url: str, body: bytes | None = None, headers: dict[str, str] | None = None,
            method: str | None = None) -> tuple[int, Any, dict[str, str]]:
    """(status, JSON or text, headers) of one request to 127.0.0.1."""
    assert url.startswith("http://127.0.0.1:")
    req = urllib.request.Request(url, data=body, headers=headers or {}, method=method)
    try:
        with urllib.request.urlopen(req, timeout=10) as resp:
            status, raw, head = resp.status, resp.read(), dict(resp.headers)
    except urllib.error.HTTPError as exc:
        status, raw, head = exc.code, exc.read(), dict(exc.headers)
    text = raw.decode("utf-8")
    if head.get("Content-Type", "").startswith("application/json"):
        return status, json.loads(text), head
    return status, text, head


def view(url: str, lang: str = "en") -> dict[str, Any]:
    status, data, _ = request(url + "/view", headers={"Accept-Language": lang})
    assert status == 200, data
    return data


def post(url: str, move: Any, lang: str = "en") -> tuple[int, Any]:
    body = move if isinstance(move, bytes) else json.dumps(move).encode()
    status, data, _ = request(url + "/move", body, {"Content-Type": "application/json",
                                                     "Accept-Language": lang})
    return status, data


def keys_named(data: Any, name: str, path: str = "") -> list[str]:
    """Every path in `data` where a key is `name`."""
    found = []
    if isinstance(data, dict):
        for key, value in data.items():
            here = f"{path}/{key}"
            if key == name:
                found.append(here)
            found += keys_named(value, name, here)
    elif isinstance(data, list):
        for i, value in enumerate(data):
            found += keys_named(value, name, f"{path}/{i}")
    return found


class EventStream:
    """A seat's server-sent events, read line by line from a real connection."""

    def __init__(self, url: str, lang: str = "en") -> None:
        import http.client
        from urllib.parse import urlsplit
        parts = urlsplit(url + "/events")
        assert parts.hostname == "127.0.0.1"
        self.conn = http.client.HTTPConnection(parts.hostname, parts.port, timeout=10)
        self.conn.request("GET", parts.path, headers={"Accept-Language": lang})
        self.response = self.conn.getresponse()

    def next_view(self) -> dict[str, Any]:
        """The next `view` event's data (comments and other fields skipped)."""
        data: list[str] = []
        event = None
        while True:
            line = self.response.readline().decode("utf-8")
            if not line:
                raise EOFError("the event stream closed")
            line = line.rstrip("\n")
            if line == "":
                if event == "view" and data:
                    return json.loads("\n".join(data))
                data, event = [], None
            elif line.startswith("event:"):
                event = line[6:].strip()
            elif line.startswith("data:"):
                data.append(line[5:].lstrip())

    def close(self) -> None:
        self.conn.close()
