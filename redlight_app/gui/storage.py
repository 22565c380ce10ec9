"""The GUI's door to the store, opened off the GUI thread: SQLAlchemy is slow to import
(and a first start runs the migrations), so the window is painted and stays live while
the database opens (see `open_in_background`).

If the database cannot be opened the app still plays, in memory, and says so.
"""
from __future__ import annotations

import datetime as _dt
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from .i18n import tr


class Storage:
    """Holds the repository; `open()` imports the store and opens the database."""

    def __init__(self, data_dir: Path) -> None:
        self.data_dir = Path(data_dir)
        self._repo: Any = None
        self._lock = threading.Lock()  # one opening at a time: the thread's or a caller's
        self.warning: str | None = None
        self.demo_cardset_id: int | None = None

    @property
    def is_open(self) -> bool:
        return self._repo is not None

    @property
    def repo(self) -> Any:
        if self._repo is None:
            self.open()
        return self._repo

    def open(self) -> None:
        with self._lock:
            if self._repo is None:
                self._open()

    def _open(self) -> None:
        try:
            from ..store.repository import Repository
        except ImportError as exc:  # the store is not installed in this build
            self._repo = MemoryRepository()
            self.warning = tr("Saving is not available ({error}); this game lasts until you quit.").format(error=exc)
        else:
            try:
                self._repo = Repository.open(self.data_dir)
            except Exception as exc:  # another copy running, a broken disk: still play
                self._repo = MemoryRepository()
                self.warning = f"{exc} " + tr("Games played now are not saved.")
            else:
                moved = getattr(self._repo, "moved_aside", None)
                if moved and getattr(self._repo, "kept_games", False):
                    self.warning = tr("A journal file beside the saved games was not their "
                                      "own; both were moved to {path} (nothing was deleted) "
                                      "and the saved games go on as they were before it."
                                      ).format(path=moved.parent)
                elif moved:
                    self.warning = tr("The saved-games file could not be read and was moved "
                                      "aside to {path}; a new one was started.").format(path=moved)
        self.demo_cardset_id = getattr(self._repo, "demo_cardset_id", None) or self._register_demo()

    @property
    def saving(self) -> bool:
        """Whether moves reach the disk (False when playing on in memory)."""
        return self._repo is not None and not isinstance(self._repo, MemoryRepository)

    def _register_demo(self) -> int | None:
        from ..engine.cards import load_cardset_text
        from ..resources import demo_cardset_path
        try:
            cardset = load_cardset_text(demo_cardset_path().read_bytes())
        except OSError:
            return None
        return self._repo.register_cardset(cardset)

    def close(self) -> None:
        close = getattr(self._repo, "close", None)
        if callable(close):
            close()


def open_in_background(storage: Storage, done: Callable[[], None],
                       then: Callable[[], None] | None = None) -> threading.Thread:
    """Open the store on a background thread (SQLite is opened without thread affinity),
    run `then` there (say, importing what the GUI thread will need next), then call `done`
    there; the caller hops back to the GUI thread with a signal."""
    def work() -> None:
        try:
            storage.open()
        except Exception:  # the GUI thread's own open() will report it
            pass
        if then is not None:
            try:
                then()
            except Exception:  # the GUI thread meets the same failure itself
                pass
        done()
    thread = threading.Thread(target=work, name="store-open", daemon=True)
    thread.start()
    return thread


# --------------------------------------------------------------------------------------
# The in-memory fallback: the store's API, kept only while the app runs.
@dataclass
class _CardSetInfo:
    id: int
    name: str
    hash: str
    created: _dt.datetime


@dataclass
class _Summary:
    id: int
    names: list[str]
    status: str
    turn: int
    moves: int
    mode: str
    created: _dt.datetime
    updated: _dt.datetime
    winners: list[int] = field(default_factory=list)


@dataclass
class _Loaded:
    id: int
    record: Any
    state: Any
    mode: str
    created: _dt.datetime
    updated: _dt.datetime


class MemoryRepository:
    """Same calls as `store.repository.Repository`, nothing written to disk."""

    moved_aside = None

    def __init__(self) -> None:
        self._cardsets: dict[int, tuple[_CardSetInfo, Any]] = {}
        self._games: dict[int, dict[str, Any]] = {}
        self._next = 1

    def register_cardset(self, cardset: Any) -> int:
        import hashlib
        import json
        digest = hashlib.sha256(json.dumps(cardset.document, sort_keys=True).encode()).hexdigest()
        for cid, (info, _) in self._cardsets.items():
            if info.hash == digest:
                return cid
        cid = len(self._cardsets) + 1
        self._cardsets[cid] = (_CardSetInfo(cid, cardset.name, digest, _dt.datetime.now()), cardset)
        return cid

    def list_cardsets(self) -> list[_CardSetInfo]:
        return [info for info, _ in self._cardsets.values()]

    def load_cardset(self, cid: int) -> Any:
        return self._cardsets[cid][1]

    def create_game(self, record: Any, mode: str = "digital") -> int:
        gid = self._next
        self._next += 1
        now = _dt.datetime.now()
        self._games[gid] = {"record": record, "mode": mode, "created": now, "updated": now,
                            "moves": list(record.moves)}
        return gid

    def append_move(self, game_id: int, move: Any, state_after: Any = None,
                    seq: int | None = None) -> int:
        game = self._games[game_id]
        expected = seq if seq is not None else len(game["moves"]) + 1
        if expected != len(game["moves"]) + 1:
            from ..store.errors import SequenceError
            raise SequenceError(f"Game {game_id}: move {expected} cannot be saved there.",
                                game_id, expected, len(game["moves"]) + 1)
        game["moves"].append(move)
        game["updated"] = _dt.datetime.now()
        return len(game["moves"])

    def truncate(self, game_id: int, keep: int) -> None:
        moves = self._games[game_id]["moves"]
        del moves[max(0, keep):]

    def _record(self, game_id: int) -> Any:
        import copy
        game = self._games[game_id]
        record = copy.copy(game["record"])
        record.moves = list(game["moves"])
        return record

    def load_record(self, game_id: int) -> tuple[Any, str]:
        return self._record(game_id), self._games[game_id]["mode"]

    def load_game(self, game_id: int) -> _Loaded:
        game = self._games[game_id]
        record = self._record(game_id)
        return _Loaded(game_id, record, record.replay(), game["mode"], game["created"],
                       game["updated"])

    def list_games(self, finished: bool | None = None) -> list[_Summary]:
        out = []
        for gid, game in self._games.items():
            state = self._record(gid).replay()
            over = state.status == "over"
            if finished is not None and over != finished:
                continue
            out.append(_Summary(gid, [p.name for p in state.players], state.status, state.turn,
                                len(game["moves"]), game["mode"], game["created"], game["updated"],
                                list(state.winners)))
        return sorted(out, key=lambda s: s.updated, reverse=True)

    def delete_game(self, game_id: int) -> None:
        self._games.pop(game_id, None)

    def undo(self, game_id: int, count: int = 1) -> None:
        moves = self._games[game_id]["moves"]
        del moves[max(0, len(moves) - count):]

    def stats(self) -> list[Any]:
        return []
