"""The repository the GUI and the CLI use: card sets, games, the move log, results, stats.

Every write is one transaction that starts with ``BEGIN IMMEDIATE`` and ends committed
(``synchronous = FULL``) before the call returns: when `append_move` returns, the move is on
disk. A game is loaded by replaying its log through the engine; the log is the truth, and
the repository keeps no copy of any game: each move's place in the log is checked in the
database itself as it is appended.

Not thread-safe: use a Repository from one thread at a time.
"""
from __future__ import annotations

import errno
import hashlib
import json
import logging
import re
import sqlite3
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Self, cast

from sqlalchemy import (
    Connection,
    CursorResult,
    Table,
    bindparam,
    delete,
    func,
    insert,
    select,
    update,
)
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.exc import DBAPIError, SQLAlchemyError

from ..engine.cards import CardSet, CardSetError, load_cardset_text
from ..engine.errors import IllegalMove
from ..engine.moves import Move, MoveFormatError
from ..engine.record import GameRecord, RecordError
from ..engine.rules import apply
from ..engine.state import OVER, GameState, Options
from ..resources import demo_cardset_path
from .db import OpenedDatabase, open_database, open_database_for_reading, transaction
from .errors import (
    DatabaseBusyError,
    DatabaseInUseError,
    DiskFullError,
    GameFileError,
    GameNotFoundError,
    NewerDatabaseError,
    ReplayError,
    SequenceError,
    StoreError,
    one_line,
    replay_error,
    sqlite_reason,
)
from .files import SQLITE_BUSY, SQLITE_FULL, SQLITE_LOCKED
from .gamefile import checked_game, read_game_file, write_game_file
from .info import CardSetInfo, GameSummary, LoadedGame, NameStats
from .models import CardSetRow, GameRow, MoveRow, ResultRow, SeatRow
from .shown_names import shown_name, stored_cardset, stored_name

__all__ = [
    "CardSetInfo",
    "DatabaseBusyError",
    "DatabaseInUseError",
    "GameFileError",
    "GameNotFoundError",
    "GameSummary",
    "LoadedGame",
    "NameStats",
    "NewerDatabaseError",
    "ReplayError",
    "Repository",
    "SequenceError",
    "StoreError",
    "canonical_json",
]

log = logging.getLogger("redlight.store")

GAMES = cast(Table, GameRow.__table__)
MOVES = cast(Table, MoveRow.__table__)
SEATS = cast(Table, SeatRow.__table__)
RESULTS = cast(Table, ResultRow.__table__)
CARDSETS = cast(Table, CardSetRow.__table__)

# The autosave's two statements (one accepted move), as SQL text that SQLAlchemy passes to
# the driver as it is (`exec_driver_sql`), in the same transaction. Built with Core, each
# cost 50-75 us of SQLAlchemy's own work per move on session 13's machine, and the
# autosave's budget (issue 31: at most 2x a bare sqlite3 commit of the same row,
# benchmarks/session.py) failed at p95 in 6 runs of 12 and held at the median with 0.02-0.27x
# to spare; as text it held in every run (benchmarks/FIGURES.md). Every other statement is Core.
_BUMP_SQL = ("UPDATE games SET move_count = ?, status = ?, turn = ?, updated = ? "
             "WHERE id = ? AND move_count = ?")  # updates no row unless the move comes next
_ADD_MOVE_SQL = "INSERT INTO moves (game_id, seq, move, created) VALUES (?, ?, ?, ?)"
_SEAT_RESULT = (update(SEATS).where(SEATS.c.game_id == bindparam("g"),
                                    SEATS.c.position == bindparam("p"))
                .values(awards=bindparam("a"), stars=bindparam("s")))

_UNDECODABLE = re.compile(r"Could not decode to UTF-8 column '([^']{0,40})'")


def _damage(exc: BaseException) -> str:
    """What was wrong with a stored value, shortly, without quoting the value itself."""
    if isinstance(exc, UnicodeDecodeError):
        return "a text that is not valid UTF-8"
    if isinstance(exc, json.JSONDecodeError):
        return f"text that is not JSON: {exc.msg}"
    return one_line(f"{type(exc).__name__}: {exc}")[:120]


def _winners(text: str | None) -> list[int]:
    """A results row's winners: JSON, a list of seat numbers (ValueError otherwise)."""
    winners = json.loads(text) if text else []
    if not isinstance(winners, list) or not all(type(w) is int for w in winners):
        raise ValueError("the winners of a game are not a list of seat numbers")
    return winners


def canonical_json(data: Any) -> str:
    """The one JSON spelling of `data` (sorted keys, no spaces): what card set hashes cover."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _move_json(move: Move) -> str:
    return json.dumps(move.to_dict(), separators=(",", ":"), ensure_ascii=False)


def _new_id(result: CursorResult[Any]) -> int:
    """The id an INSERT of one row gave it."""
    key = result.inserted_primary_key
    assert key is not None  # a single-row INSERT has one
    return int(key[0])


def _now() -> datetime:
    return datetime.now(UTC).replace(tzinfo=None)  # stored as naive UTC


def _stored_time(conn: Connection, when: datetime) -> str:
    """A time as SQLAlchemy stores it in a DateTime column (for statements given as text)."""
    process = GAMES.c.updated.type.dialect_impl(conn.dialect).bind_processor(conn.dialect)
    assert process is not None  # SQLite keeps times as text
    return cast(str, process(when))


def _aware(value: datetime) -> datetime:
    return value.replace(tzinfo=UTC)


def _sqlite_code(exc: BaseException | None) -> int:
    return getattr(exc, "sqlite_errorcode", 0) & 0xFF


def _disk_full(exc: BaseException | None) -> bool:
    """SQLite says "database or disk is full" (SQLITE_FULL); an I/O error while writing on
    a full disk can also surface as SQLITE_IOERR with ENOSPC underneath."""
    return "disk is full" in str(exc) or getattr(exc, "errno", None) == errno.ENOSPC


def _result_row(game_id: int, state: GameState, now: datetime) -> dict[str, Any]:
    """The results row of a game that is over."""
    return {"game_id": game_id, "winners": json.dumps(list(state.winners)),
            "ending": state.ending or "", "turns": state.turn, "finished": now}


def _seat_rows(game_id: int, state: GameState) -> list[dict[str, Any]]:
    """Each seat's award count and stars at the end (for statistics)."""
    return [{"g": game_id, "p": i, "a": len(p.awards), "s": _star_names(state, p.table)}
            for i, p in enumerate(state.players)]


def _star_names(state: GameState, table: Any) -> str:
    return json.dumps([state.cardset.name_of(s.card) for s in table], ensure_ascii=False)


class Repository:
    """Saved games in ``<data_dir>/redlight.sqlite3``. Open with `Repository.open`."""

    def __init__(self, db: OpenedDatabase) -> None:
        self._db = db
        self._engine = db.engine
        self.path: Path = db.path
        self.moved_aside: Path | None = db.moved_aside
        self.kept_games: bool = db.kept_games
        self.backup: Path | None = db.backup
        self.notices: list[str] = list(db.notices)
        self.demo_cardset_id: int | None = None
        self._cardsets: dict[int, CardSet] = {}
        self._temporary: tempfile.TemporaryDirectory[str] | None = None  # see open_temporary

    # -- opening and closing ---------------------------------------------------------
    @classmethod
    def open(cls, data_dir: Path | str, *, exclusive: bool = True, busy_timeout: float = 5.0,
             register_demo: bool = True) -> Repository:
        """Open, creating or migrating ``<data_dir>/redlight.sqlite3``.

        A file that is not SQLite, is damaged or is not ours is moved aside (`moved_aside`
        says where) and a fresh one created; a file from a newer version is refused
        (NewerDatabaseError); another running copy is refused (DatabaseInUseError) unless
        `exclusive` is False, in which case the file is used as it is if it is current.
        """
        db = open_database(Path(data_dir), exclusive=exclusive, busy_timeout=busy_timeout)
        repo = cls(db)
        try:
            if register_demo and db.lock is not None:
                repo._register_demo()
        except BaseException:
            repo.close()
            raise
        return repo

    @classmethod
    def open_for_reading(cls, data_dir: Path | str, *, busy_timeout: float = 5.0) -> Repository | None:
        """Open read-only (see `db.open_database_for_reading`): for listing and exporting
        while the app may be running. None when no saved-games file exists yet."""
        db = open_database_for_reading(Path(data_dir), busy_timeout=busy_timeout)
        return None if db is None else cls(db)

    @classmethod
    def open_temporary(cls, cardsets_of: Repository | None = None) -> Repository:
        """A repository on a new database in a temporary folder, removed when it closes:
        the GUI's throwaway games when the saved games cannot be opened.

        With `cardsets_of` (the saved games opened read-only), it starts with that
        repository's card sets under the same numbers: new games can be played with the
        owner's own sets, and a set remembered by its number is the same set. If they
        cannot be read, it starts without them (logged)."""
        folder = tempfile.TemporaryDirectory(prefix="redlight-unsaved-")
        try:
            repo = cls.open(Path(folder.name), register_demo=False)
            if cardsets_of is not None:
                try:
                    repo._copy_cardsets(cardsets_of)
                except StoreError as exc:
                    log.warning("the card sets of %s were not copied: %s", cardsets_of.path, exc)
            repo._register_demo()
        except BaseException:
            folder.cleanup()
            raise
        repo._temporary = folder
        return repo

    def _copy_cardsets(self, source: Repository) -> None:
        """Every card set of `source`, as stored, under its number, into this empty one."""
        with source._read("read the card sets") as conn:
            rows = conn.execute(select(CARDSETS)).all()
        with self._write("copy the card sets") as conn:
            if rows:
                conn.execute(insert(CARDSETS), [row._asdict() for row in rows])

    def close(self) -> None:
        self._db.close()
        if self._temporary is not None:
            self._temporary.cleanup()
            self._temporary = None

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _register_demo(self) -> None:
        path = demo_cardset_path()
        if not path.is_file():
            log.info("no demo card set at %s", path)
            return
        try:
            cardset = load_cardset_text(path.read_bytes())
        except (OSError, CardSetError) as exc:
            log.warning("the demo card set %s was not registered: %s", path, exc)
            return
        self.demo_cardset_id = self.register_cardset(cardset)

    # -- transactions ------------------------------------------------------------------
    @contextmanager
    def _write(self, what: str) -> Iterator[Connection]:
        with self._guard(what), transaction(self._engine, write=True) as conn:
            yield conn

    @contextmanager
    def _read(self, what: str) -> Iterator[Connection]:
        with self._guard(what), transaction(self._engine) as conn:
            yield conn

    @contextmanager
    def _guard(self, what: str) -> Iterator[None]:
        """Database errors become StoreErrors that say what could not be done."""
        try:
            yield
        except (DBAPIError, sqlite3.Error) as exc:
            orig: BaseException | None = exc.orig if isinstance(exc, DBAPIError) else exc
            if _sqlite_code(orig) in (SQLITE_BUSY, SQLITE_LOCKED):
                raise DatabaseBusyError.said("write_busy", what=what) from None
            if _sqlite_code(orig) == SQLITE_FULL or _disk_full(orig):
                raise DiskFullError.said("write_full", what=what) from None
            undecodable = _UNDECODABLE.search(str(orig))
            if undecodable:  # the message quotes the damaged text: name the column only
                raise StoreError.said("write_damaged_text", what=what, path=str(self.path),
                                      column=repr(undecodable.group(1))) from None
            reason = sqlite_reason(orig) or one_line(str(orig))
            raise StoreError.said("write_failed", what=what, reason=reason,
                                  path=str(self.path)) from None
        except SQLAlchemyError as exc:
            raise StoreError.said("write_library", what=what, detail=one_line(str(exc))) from None
        except (ValueError, TypeError, KeyError, OverflowError) as exc:
            # A stored value of a shape the app never writes (a date that is not one, a
            # list that is not JSON): the file was changed by something else.
            raise StoreError.said("write_damaged_entry", what=what, path=str(self.path),
                                  detail=_damage(exc)) from None

    # -- card sets -----------------------------------------------------------------------
    def register_cardset(self, cardset: CardSet, name: str | None = None) -> int:
        """Store a card set whole (idempotent: the same content gives the same id)."""
        with self._write("store the card set") as conn:
            return self._register(conn, cardset, name)

    def _register(self, conn: Connection, cardset: CardSet, name: str | None) -> int:
        text = canonical_json(cardset.document)
        digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
        found = conn.execute(select(CARDSETS.c.id).where(CARDSETS.c.hash == digest)).scalar()
        if found is not None:
            return int(found)
        result = conn.execute(insert(CARDSETS).values(
            name=(name or cardset.name)[:200], hash=digest, document=text, created=_now()))
        return _new_id(result)

    def list_cardsets(self) -> list[CardSetInfo]:
        with self._read("list the card sets") as conn:
            rows = conn.execute(select(CARDSETS.c.id, CARDSETS.c.name, CARDSETS.c.hash,
                                       CARDSETS.c.created).order_by(CARDSETS.c.id)).all()
            return [CardSetInfo(r.id, stored_name(r.name), r.hash, _aware(r.created))
                    for r in rows]

    def load_cardset(self, cardset_id: int) -> CardSet:
        cached = self._cardsets.get(cardset_id)
        if cached is not None:
            return cached
        with self._read("read the card set") as conn:
            row = conn.execute(select(CARDSETS).where(CARDSETS.c.id == cardset_id)).first()
        if row is None:
            raise StoreError.said("no_cardset", cardset=str(cardset_id))
        return self._parse_cardset(row.id, row.name, row.document)

    def _parse_cardset(self, cardset_id: int, name: str, document: str) -> CardSet:
        cached = self._cardsets.get(cardset_id)
        if cached is not None:
            return cached
        try:
            cardset = stored_cardset(document)  # names stored before the one-line rule escaped
        except CardSetError as exc:
            raise StoreError.said("cardset_invalid", cardset=str(cardset_id),
                                  name=shown_name(name), detail=str(exc)) from None
        self._cardsets[cardset_id] = cardset
        return cardset

    # -- games -------------------------------------------------------------------------
    def create_game(self, record: GameRecord, mode: str | None = None) -> int:
        """Store a new game (its card set too, if new); returns the game's number.

        `mode` is the front end's label for the game; by default the record's `chance`
        ("digital", or "table" for a game played with the real cards)."""
        record, mode, state = checked_game(record, mode)
        with self._write("save the new game") as conn:
            game_id = self._insert_game(conn, record, mode, state)
        return game_id

    def _insert_game(self, conn: Connection, record: GameRecord, mode: str,
                     state: GameState) -> int:
        now = _now()
        cardset_id = self._register(conn, record.cardset, None)
        game_id = _new_id(conn.execute(insert(GAMES).values(
            cardset_id=cardset_id, seed=record.seed,
            options=canonical_json(record.options.to_dict()), first_player=record.first_player,
            mode=mode, chance=record.chance,
            dealt_stars=None if record.dealt_stars is None else json.dumps(record.dealt_stars),
            status=state.status, turn=state.turn, move_count=len(record.moves),
            created=now, updated=now)))
        conn.execute(insert(SEATS), [
            {"game_id": game_id, "position": i, "name": s["name"], "kind": s["kind"],
             "level": s["level"]} for i, s in enumerate(record.seats)])
        if record.moves:
            conn.execute(insert(MOVES), [
                {"game_id": game_id, "seq": i, "move": _move_json(m), "created": now}
                for i, m in enumerate(record.moves, start=1)])
        if state.status == OVER:
            self._write_result(conn, game_id, state, now)
        return game_id

    def append_move(self, game_id: int, move: Move, state_after: GameState | None = None,
                    seq: int | None = None) -> int:
        """Commit one accepted move at its place in the log; returns its sequence number (1
        for the first move).

        The place is checked in the database, in the same transaction as the insert: a move
        whose `seq` (default: `state_after.moves_applied`, the number of moves that state
        has seen) is not the next one is refused with SequenceError and nothing is written.
        Without `state_after` the stored log is replayed and the move checked by the rules
        (tools and tests; a game session has checked it already and passes both).
        """
        if state_after is None:
            after = self._replayed(game_id)
            try:
                apply(after, move)
            except IllegalMove as exc:
                raise StoreError.said("rules_refuse", game=str(game_id), detail=str(exc)) \
                    from None
        else:
            after = state_after
        expected = seq if seq is not None else after.moves_applied
        with self._write("save the move") as conn:
            return self._append(conn, game_id, move, after, expected)

    def _append(self, conn: Connection, game_id: int, move: Move, after: GameState,
                expected: int) -> int:
        now = _now()
        stored_now = _stored_time(conn, now)
        bumped = conn.exec_driver_sql(_BUMP_SQL, (expected, after.status, after.turn, stored_now,
                                                  game_id, expected - 1))
        if bumped.rowcount != 1:
            held = conn.execute(select(GAMES.c.move_count)
                                .where(GAMES.c.id == game_id)).scalar()
            if held is None:
                raise GameNotFoundError.said("no_game", game=str(game_id))
            raise SequenceError.of(game_id, expected, held + 1, "out_of_place",
                                   move=str(expected), held=str(held), next=str(held + 1))
        conn.exec_driver_sql(_ADD_MOVE_SQL, (game_id, expected, _move_json(move), stored_now))
        if after.status == OVER:
            self._write_result(conn, game_id, after, now)
        return expected

    def _write_result(self, conn: Connection, game_id: int, state: GameState,
                      now: datetime) -> None:
        row = _result_row(game_id, state, now)
        upsert = sqlite_insert(RESULTS).values(row)
        conn.execute(upsert.on_conflict_do_update(
            index_elements=[RESULTS.c.game_id],
            set_={k: upsert.excluded[k] for k in ("winners", "ending", "turns", "finished")}))
        conn.execute(_SEAT_RESULT, _seat_rows(game_id, state))

    def _clear_result(self, conn: Connection, game_id: int) -> None:
        conn.execute(delete(RESULTS).where(RESULTS.c.game_id == game_id))
        conn.execute(update(SEATS).where(SEATS.c.game_id == game_id).values(awards=None,
                                                                            stars=None))

    def _fetch(self, conn: Connection, game_id: int) -> tuple[GameRecord, Any]:
        """The stored record (not replayed) and the game's row."""
        game = conn.execute(select(GAMES).where(GAMES.c.id == game_id)).first()
        if game is None:
            raise GameNotFoundError.said("no_game", game=str(game_id))
        cs = conn.execute(select(CARDSETS.c.id, CARDSETS.c.name, CARDSETS.c.document)
                          .where(CARDSETS.c.id == game.cardset_id)).one()
        seats = conn.execute(select(SEATS.c.name, SEATS.c.kind, SEATS.c.level)
                             .where(SEATS.c.game_id == game_id)
                             .order_by(SEATS.c.position)).all()
        rows = conn.execute(select(MOVES.c.seq, MOVES.c.move).where(MOVES.c.game_id == game_id)
                            .order_by(MOVES.c.seq)).all()
        cardset = self._parse_cardset(cs.id, cs.name, cs.document)
        moves = []
        for number, (seq, text) in enumerate(rows, start=1):
            if seq != number:
                raise ReplayError.of(game_id, "move_missing", number, move=str(number))
            try:
                moves.append(Move.from_dict(json.loads(text)))
            except (ValueError, MoveFormatError) as exc:
                raise ReplayError.of(game_id, "move_unreadable", number, move=str(number),
                                     detail=str(exc)) from None
        try:
            options = Options.from_dict(json.loads(game.options))
        except (ValueError, TypeError) as exc:
            raise ReplayError.of(game_id, "options_unreadable", detail=str(exc)) from None
        # SQLite keeps whatever a damaged page holds: the deal needs whole numbers (the
        # compiled engine refuses anything else with a TypeError, the Python one would deal
        # another game from a text seed).
        if type(game.seed) is not int:
            raise ReplayError.of(game_id, "seed_not_number")
        if game.first_player is not None and type(game.first_player) is not int:
            raise ReplayError.of(game_id, "first_player_not_seat")
        record = GameRecord(cardset=cardset,
                            seats=[{"name": stored_name(s.name), "kind": s.kind,
                                    "level": s.level} for s in seats],
                            seed=game.seed, options=options, first_player=game.first_player,
                            moves=moves, chance=game.chance,
                            dealt_stars=self._dealt_stars(game_id, game.dealt_stars))
        return record, game

    @staticmethod
    def _dealt_stars(game_id: int, stored: str | None) -> list[str] | None:
        if stored is None:
            return None
        try:
            stars = json.loads(stored)
        except ValueError as exc:
            raise ReplayError.of(game_id, "stars_unreadable", detail=_damage(exc)) from None
        if not isinstance(stars, list) or not all(isinstance(s, str) for s in stars):
            raise ReplayError.of(game_id, "stars_not_cards")
        return stars

    def _replay(self, game_id: int, record: GameRecord, upto: int | None = None) -> GameState:
        try:
            return record.replay(upto)
        except RecordError as exc:
            raise replay_error(game_id, record, exc, upto) from None

    def _replayed(self, game_id: int) -> GameState:
        with self._read("read the game") as conn:
            record, _ = self._fetch(conn, game_id)
        return self._replay(game_id, record)

    def load_record(self, game_id: int) -> tuple[GameRecord, str]:
        """The game's stored record, not replayed (a game session replays it), and its mode
        (ReplayError: a move that cannot be read)."""
        with self._read("read the game") as conn:
            record, game = self._fetch(conn, game_id)
        return record, game.mode

    def load_game(self, game_id: int) -> LoadedGame:
        """The game replayed from its log (ReplayError names the move that fails)."""
        with self._read("read the game") as conn:
            record, game = self._fetch(conn, game_id)
        state = self._replay(game_id, record)
        return LoadedGame(id=game_id, record=record, state=state, mode=game.mode,
                          created=_aware(game.created), updated=_aware(game.updated))

    def list_games(self, finished: bool | None = None) -> list[GameSummary]:
        """Saved games, most recently played first; `finished` filters over/not over."""
        query = (select(GAMES, CARDSETS.c.name.label("cardset_name"),
                        RESULTS.c.winners, RESULTS.c.ending)
                 .join(CARDSETS, CARDSETS.c.id == GAMES.c.cardset_id)
                 .outerjoin(RESULTS, RESULTS.c.game_id == GAMES.c.id)
                 .order_by(GAMES.c.updated.desc(), GAMES.c.id.desc()))
        if finished is True:
            query = query.where(GAMES.c.status == OVER)
        elif finished is False:
            query = query.where(GAMES.c.status != OVER)
        with self._read("list the saved games") as conn:  # a damaged row: StoreError
            games = conn.execute(query).all()
            names: dict[int, list[str]] = {}
            for row in conn.execute(select(SEATS.c.game_id, SEATS.c.name)
                                    .order_by(SEATS.c.game_id, SEATS.c.position)):
                names.setdefault(row.game_id, []).append(stored_name(row.name))
            return [GameSummary(id=g.id, names=names.get(g.id, []), status=g.status,
                                turn=g.turn, moves=g.move_count, mode=g.mode,
                                created=_aware(g.created), updated=_aware(g.updated),
                                winners=_winners(g.winners), ending=g.ending or None,
                                cardset=stored_name(g.cardset_name), chance=g.chance)
                    for g in games]

    def delete_game(self, game_id: int) -> None:
        with self._write("delete the game") as conn:
            if not conn.execute(delete(GAMES).where(GAMES.c.id == game_id)).rowcount:
                raise GameNotFoundError.said("no_game", game=str(game_id))

    def undo(self, game_id: int, count: int = 1) -> None:
        """Remove the last `count` moves in one transaction (and the result, if the game is
        no longer over)."""
        if count < 1:
            raise StoreError("Undo needs at least one move to take back.")
        self._cut(game_id, lambda total: total - count,
                  ("undo_too_many", {"count": str(count)}))

    def truncate(self, game_id: int, keep: int) -> None:
        """Keep the first `keep` moves of the log, remove the rest, in one transaction."""
        if keep < 0:
            raise StoreError("A game cannot keep fewer than 0 moves.")
        self._cut(game_id, lambda total: keep, ("cut_too_far", {"keep": str(keep)}))

    def _cut(self, game_id: int, keep_of: Any, refusal: tuple[str, dict[str, str]]) -> None:
        """Keep the first `keep_of(total)` moves; `refusal`: the sentence (its key in
        STORE_SENTENCES and its fields besides the game and the total) if that is not a
        place in the log."""
        with self._write("undo the move") as conn:
            record, _ = self._fetch(conn, game_id)
            total = len(record.moves)
            keep = keep_of(total)
            if not 0 <= keep <= total:
                key, params = refusal
                raise SequenceError.of(game_id, keep, total, key, total=str(total), **params)
            state = self._replay(game_id, record, keep)
            conn.execute(delete(MOVES).where(MOVES.c.game_id == game_id, MOVES.c.seq > keep))
            conn.execute(update(GAMES).where(GAMES.c.id == game_id).values(
                move_count=keep, status=state.status, turn=state.turn, updated=_now()))
            if state.status == OVER:
                self._write_result(conn, game_id, state, _now())
            else:
                self._clear_result(conn, game_id)

    # -- statistics ------------------------------------------------------------------------
    def stats(self) -> list[NameStats]:
        """Per seat name over finished games: games, wins, win rate, mean awards held.

        Names are counted as written. The mean skips games saved before award counts were
        kept whose logs no longer replay (see migration 0002); with none left it is 0.
        """
        query = (select(SEATS.c.name, SEATS.c.position, SEATS.c.awards, RESULTS.c.winners)
                 .join(RESULTS, RESULTS.c.game_id == SEATS.c.game_id))
        games: dict[str, int] = {}
        wins: dict[str, int] = {}
        awards: dict[str, list[int]] = {}
        out = []
        with self._read("compute statistics") as conn:  # a damaged row: StoreError
            for row in conn.execute(query).all():
                name = stored_name(row.name)
                games[name] = games.get(name, 0) + 1
                if row.position in _winners(row.winners):
                    wins[name] = wins.get(name, 0) + 1
                if row.awards is not None:
                    awards.setdefault(name, []).append(int(row.awards))
            for name, n in games.items():
                held = awards.get(name, [])
                out.append(NameStats(name=name, games=n, wins=wins.get(name, 0),
                                     win_rate=wins.get(name, 0) / n,
                                     mean_awards=sum(held) / len(held) if held else 0.0))
        out.sort(key=lambda s: (-s.games, -s.win_rate, s.name.casefold()))
        return out

    # -- export and import -----------------------------------------------------------------
    def export_game(self, game_id: int) -> dict[str, Any]:
        """The game as a ``redlight-game/1`` document. Works even when the log no longer
        replays (such a file is what a bug report needs)."""
        with self._read("read the game") as conn:
            record, game = self._fetch(conn, game_id)
        return write_game_file(record, game.mode)

    def import_game(self, data: Any) -> int:
        """The game's number after `import_game_once` (stored now, or found stored)."""
        return self.import_game_once(data)[0]

    def import_game_once(self, data: Any) -> tuple[int, bool]:
        """Validate a parsed game file completely, then store it in one transaction, unless
        the same game is stored already: (its number, whether it was stored now).
        GameFileError says what is wrong, and nothing is stored then.

        The same game is the same record: card set, seats, seed, options, first player,
        chance, dealt stars and moves, compared as canonical JSON with each stored game of
        the same seed read back (its names as the store hands them out, so an exported old
        game is found too); the mode, a label, is not part of it. A stored game that no
        longer reads is not the same as any file."""
        record, mode, state = read_game_file(data)
        wanted = canonical_json(record.to_dict())
        with self._write("import the game") as conn:
            for (game_id,) in conn.execute(select(GAMES.c.id).where(GAMES.c.seed == record.seed)
                                           .order_by(GAMES.c.id)).all():
                try:
                    stored, _ = self._fetch(conn, game_id)
                except StoreError:
                    continue
                if canonical_json(stored.to_dict()) == wanted:
                    return int(game_id), False
            return self._insert_game(conn, record, mode, state), True

    # -- maintenance -------------------------------------------------------------------------
    def count_moves(self, game_id: int) -> int:
        with self._read("read the game") as conn:
            n = conn.execute(select(func.count()).select_from(MOVES)
                             .where(MOVES.c.game_id == game_id)).scalar()
        return int(n or 0)
