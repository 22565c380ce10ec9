"""The LAN server of a hosted game: aiohttp on its own thread and event loop.

Routes (the contract, docs/HOST.md): `GET /seat/TOKEN` the phone page, `GET
/seat/TOKEN/view` the seat's view as JSON, `GET /seat/TOKEN/events` the same view pushed
as server-sent events after every change, `POST /seat/TOKEN/move` a move; `GET
/page/NAME` the page's own scripts and style (a fixed list: nothing else on disk is ever
served). Unknown token: 404; malformed body: 400; refused move or stale version: 409; body
over the limit: 413; too many requests from one seat: 429.

aiohttp: a well-kept asyncio server with streaming responses for server-sent events, run
in a thread so that the desktop's Qt event loop and the headless game thread are left
alone (docs/HOST.md says why not QtWebSockets or the standard library's http.server).
"""
from __future__ import annotations

import asyncio
import html
import json
import logging
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from aiohttp import web

from ..engine.errors import MESSAGES
from .rate_limit import RateLimit
from .request_body import MAX_BODY, BadBody, BodyTooLarge, read_move_body
from .seat_json import seat_json
from .seat_moves import Outcome
from .seat_tokens import HostedSeats
from .sentences import say
from .table import HostedTable
from .words import Words, all_words, pick_language

log = logging.getLogger(__name__)
KEEP_ALIVE = 15.0  # seconds between comments on a quiet event stream (proxies, sleeping Wi-Fi)
PAGE_FILES = {"phone.js": "text/javascript", "phone.css": "text/css",
              "words.js": "text/javascript", "icon.svg": "image/svg+xml"}
_SECURITY_HEADERS = {
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",  # the seat's secret is in the URL
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": "default-src 'none'; script-src 'self'; style-src 'self'; "
                               "img-src 'self' data:; connect-src 'self'; "
                               "frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
}


def page_folder() -> Path:
    """The phone page's files, shipped inside the package (no build step, no CDN)."""
    return Path(__file__).with_name("page")


class SeatServer:
    """Serves one hosted game's seats until `stop`."""

    def __init__(self, table: HostedTable, seats: HostedSeats, bind: str, port: int,
                 rate_limit: RateLimit | None = None) -> None:
        self.table = table
        self.seats = seats
        self.bind = bind
        self.port = port
        self.rate_limit = rate_limit or RateLimit()
        self.words = all_words()
        self._connected: dict[int, int] = {}  # seat -> open event streams
        self._connection_listeners: list[Callable[[frozenset[int]], None]] = []
        self._wakers: set[asyncio.Event] = set()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._runner: web.AppRunner | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._failure: BaseException | None = None
        self._stopped: asyncio.Event | None = None
        table.listen(self._changed)

    # -- starting and stopping (from any thread) ---------------------------------------
    def start(self, timeout: float = 10.0) -> int:
        """Start serving; returns the port (the one chosen when `port` was 0). OSError if
        the address cannot be bound."""
        self._thread = threading.Thread(target=self._serve, name="redlight-host-server", daemon=True)
        self._thread.start()
        if not self._ready.wait(timeout):
            raise OSError("the server did not start in time")
        if self._failure is not None:
            raise self._failure
        return self.port

    def stop(self, timeout: float = 10.0) -> None:
        loop, stopped = self._loop, self._stopped
        if loop is not None and stopped is not None and loop.is_running():
            loop.call_soon_threadsafe(stopped.set)
        if self._thread is not None:
            self._thread.join(timeout)

    def url(self, seat: int, host: str | None = None) -> str:
        """The seat's address, as a phone types it (`host` replaces the bound address, e.g.
        this machine's LAN address when it listens on all of them)."""
        name = host or self.bind
        if ":" in name and not name.startswith("["):
            name = f"[{name}]"
        return f"http://{name}:{self.port}/seat/{self.seats.tokens[seat]}"

    def connected(self) -> frozenset[int]:
        """The seats with a page open (an event stream) now."""
        return frozenset(seat for seat, count in self._connected.items() if count > 0)

    def on_connections(self, callback: Callable[[frozenset[int]], None]) -> None:
        """Call `callback` (on the server's thread) whenever a seat's page opens or closes."""
        self._connection_listeners.append(callback)

    def _serve(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        try:
            loop.run_until_complete(self._main())
        except BaseException as exc:  # handed to start()'s caller
            self._failure = exc
            self._ready.set()
        finally:
            loop.close()

    async def _main(self) -> None:
        self._stopped = asyncio.Event()
        app = web.Application(client_max_size=MAX_BODY)
        app.router.add_get("/seat/{token}", self._page)
        app.router.add_get("/seat/{token}/", self._page)  # a link retyped or shared with a slash
        app.router.add_get("/seat/{token}/view", self._view)
        app.router.add_get("/seat/{token}/events", self._events)
        app.router.add_post("/seat/{token}/move", self._move)
        app.router.add_get("/page/{name}", self._page_file)
        app.on_response_prepare.append(_add_headers)
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=1.0)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.bind, self.port)
        await site.start()
        server = getattr(site, "_server", None)
        sockets = getattr(server, "sockets", None) or []
        if sockets:
            self.port = sockets[0].getsockname()[1]
        self._ready.set()
        await self._stopped.wait()
        for waker in list(self._wakers):
            waker.set()
        await self._runner.cleanup()

    # -- pushes ------------------------------------------------------------------------
    def _changed(self, snapshot: Any) -> None:
        """A new snapshot (on the owner's thread): wake every event stream."""
        loop = self._loop
        if loop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(self._wake_all)
            except RuntimeError:  # the loop closed meanwhile
                pass

    def _wake_all(self) -> None:
        for waker in self._wakers:
            waker.set()

    # -- helpers -------------------------------------------------------------------------
    def _words(self, request: web.Request) -> Words:
        return self.words[pick_language(request.headers.get("Accept-Language"))]

    def _seat(self, request: web.Request) -> int | None:
        return self.seats.seat_of(request.match_info["token"])

    def _refusal(self, request: web.Request, status: int, key: str, **params: Any) -> web.Response:
        words = self._words(request)
        return web.json_response({"error": say(key, words.lang, **params)}, status=status)

    def _checked(self, request: web.Request) -> tuple[int | None, web.Response | None]:
        """The seat of the request's token, or the response refusing it (404, 429)."""
        seat = self._seat(request)
        if seat is None:
            return None, self._refusal(request, 404, "unknown_seat")
        if not self.rate_limit.allow(seat):
            return None, self._refusal(request, 429, "too_many")
        return seat, None

    def _view_json(self, seat: int, words: Words) -> dict[str, Any]:
        return seat_json(self.table.latest(), seat, words)

    # -- routes ------------------------------------------------------------------------
    async def _page(self, request: web.Request) -> web.StreamResponse:
        seat, refused = self._checked(request)
        if refused is not None:
            lang = self._words(request).lang
            sentence = say("unknown_seat" if refused.status == 404 else "too_many", lang)
            return web.Response(text=_note_page(sentence, lang), status=refused.status,
                                content_type="text/html", charset="utf-8")
        return web.Response(body=(page_folder() / "phone.html").read_bytes(),
                            content_type="text/html", charset="utf-8")

    async def _page_file(self, request: web.Request) -> web.StreamResponse:
        name = request.match_info["name"]
        kind = PAGE_FILES.get(name)
        if kind is None:  # only the page's own files, named in PAGE_FILES
            raise web.HTTPNotFound(text="not found")
        return web.Response(body=(page_folder() / name).read_bytes(), content_type=kind,
                            charset="utf-8" if kind.startswith("text/") else None)

    async def _view(self, request: web.Request) -> web.StreamResponse:
        seat, refused = self._checked(request)
        if refused is not None:
            return refused
        assert seat is not None
        return web.json_response(self._view_json(seat, self._words(request)))

    async def _move(self, request: web.Request) -> web.StreamResponse:
        seat, refused = self._checked(request)
        if refused is not None:
            return refused
        assert seat is not None
        words = self._words(request)
        if request.content_length is not None and request.content_length > MAX_BODY:
            return self._refusal(request, 413, "too_large", limit=MAX_BODY)
        raw = await request.content.read(MAX_BODY + 1)
        try:
            body = read_move_body(raw)
        except BodyTooLarge:
            return self._refusal(request, 413, "too_large", limit=MAX_BODY)
        except BadBody as exc:
            return self._refusal(request, 400, "bad_body", detail=str(exc))
        outcome: Outcome = await asyncio.wrap_future(self.table.play(seat, body))
        if outcome.changed:
            return web.json_response(self._view_json(seat, words))
        if outcome.illegal is not None:
            sentence = _rule_sentence(outcome.illegal, words, self.table.latest().cardset)
        else:
            sentence = say(outcome.key or "not_open", words.lang, **outcome.params)
        return web.json_response({"error": sentence, "view": self._view_json(seat, words)},
                                 status=outcome.status)

    async def _events(self, request: web.Request) -> web.StreamResponse:
        seat, refused = self._checked(request)
        if refused is not None:
            return refused
        assert seat is not None
        words = self._words(request)
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream; charset=utf-8"})
        await response.prepare(request)
        waker = asyncio.Event()
        self._wakers.add(waker)
        self._count(seat, +1)
        sent = -1
        try:
            while self._stopped is not None and not self._stopped.is_set():
                waker.clear()
                snapshot = self.table.latest()
                if snapshot.version != sent:
                    data = json.dumps(seat_json(snapshot, seat, words), separators=(",", ":"))
                    await response.write(f"event: view\nid: {snapshot.version}\ndata: {data}\n\n".encode())
                    sent = snapshot.version
                try:
                    await asyncio.wait_for(waker.wait(), KEEP_ALIVE)
                except TimeoutError:
                    await response.write(b": still here\n\n")
            # the host stops (Stop serving, the command ended): the page says so rather than
            # "reconnecting" (it still catches up if the game is hosted again)
            await response.write(b"event: closed\ndata: {}\n\n")
        except (ConnectionResetError, asyncio.CancelledError):
            pass
        finally:
            self._wakers.discard(waker)
            self._count(seat, -1)
        return response

    def _count(self, seat: int, step: int) -> None:
        self._connected[seat] = self._connected.get(seat, 0) + step
        joined = self.connected()
        for callback in self._connection_listeners:
            callback(joined)


def _rule_sentence(illegal: Any, words: Words, cardset: Any) -> str:
    """The rules' refusal in the page's language (the template translated, card names too),
    with the id of the rule it applies, as the desktop shows it: "... (rule A4)"."""
    sentence = illegal.message
    template = MESSAGES.get(illegal.key)
    if template is not None:
        by_name = {card.name: words.card_name(card) for card in cardset.cards.values()}
        params = {k: by_name.get(v, v) if isinstance(v, str) else v for k, v in illegal.params.items()}
        try:
            sentence = words.fill(words.engine(template), **params)
        except (KeyError, IndexError, ValueError):
            pass
    if not illegal.rule:
        return sentence
    return f"{sentence} ({words.tr('rule {id}').format(id=illegal.rule)})"


def _note_page(sentence: str, lang: str) -> str:
    """A page that says one sentence, readable on a phone (not a desktop-wide plain text)."""
    return ('<!doctype html>\n<html lang="' + lang + '">\n<head>\n<meta charset="utf-8">\n'
            '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            '<meta name="referrer" content="no-referrer">\n<title>Red Light</title>\n'
            '<link rel="stylesheet" href="/page/phone.css">\n</head>\n<body>\n'
            '<main class="cover"><p>' + html.escape(sentence) + '</p></main>\n</body>\n</html>\n')


async def _add_headers(request: web.Request, response: web.StreamResponse) -> None:
    for key, value in _SECURITY_HEADERS.items():
        response.headers.setdefault(key, value)
