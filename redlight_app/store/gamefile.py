"""The game file (``redlight-game/1``) and the checks a game must pass before it is stored.

Pure Python on top of the engine's `GameRecord`: no database here, so the same checks serve
`create_game`, `import_game` and anything else that wants to validate a game file.
"""
from __future__ import annotations

from typing import Any

from ..engine.cards import shown
from ..engine.chance import VERSIONS
from ..engine.names import name_problem
from ..engine.record import FORMAT, GameRecord, RecordError
from ..engine.state import GameState, Options
from ..engine.strict_json import MAX_BYTES, StrictJsonError, check_document, read_json
from ..name_text import name_too_long
from .errors import GameFileError, StoreError

SEAT_KINDS = ("human", "bot")
PLAYED_AWARD_TO = ("award_deck_bottom", "discard")
MAX_LEVEL, MAX_MODE = 40, 20
MAX_TURN_LIMIT = 100_000  # far beyond any game; a file's 20-digit number is refused
SEED_MIN, SEED_MAX = -(2**63), 2**63 - 1  # what an SQLite INTEGER holds
MAX_FILE_BYTES = MAX_BYTES  # 5 MB, as for a card set (CARDSET.md)


def normalise_seats(seats: Any, error: type[StoreError] = StoreError) -> list[dict[str, Any]]:
    """Seats as stored: ``{"name", "kind", "level"}`` each; `kind` defaults to human."""
    if not isinstance(seats, list):
        raise error("seats must be a list")
    out = []
    for i, seat in enumerate(seats, start=1):
        if not isinstance(seat, dict):
            raise error(f"seat {i} must be an object with a name")
        name = seat.get("name")
        if not isinstance(name, str) or not name.strip():
            raise error(f"seat {i} needs a name")
        problem = name_problem(name)
        if problem is not None:
            raise error(f"seat {i}: the name {problem}; a name is text on one line, without "
                        "control characters")
        name = name.strip()
        refusal = name_too_long(name)
        if refusal is not None:
            raise error(f"seat {i}: {refusal}")
        kind = seat.get("kind", "human")
        if kind not in SEAT_KINDS:
            raise error(f'seat {i} ({name}): kind must be "human" or "bot", not {shown(kind)}')
        level = seat.get("level")
        if level is not None and (not isinstance(level, str) or len(level) > MAX_LEVEL):
            raise error(f"seat {i} ({name}): level must be text of at most {MAX_LEVEL} "
                        "characters, or null")
        out.append({"name": name, "kind": kind, "level": level})
    return out


def check_mode(mode: Any, error: type[StoreError] = StoreError) -> str:
    if not isinstance(mode, str) or not mode.strip() or len(mode) > MAX_MODE:
        raise error(f"mode must be a short word such as \"digital\", not {shown(mode)}")
    return mode.strip()


def check_seed(seed: int, error: type[StoreError] = StoreError) -> None:
    if not SEED_MIN <= seed <= SEED_MAX:
        raise error("seed must fit in 64 bits (between -2^63 and 2^63-1)")


def check_options(options: Options, error: type[StoreError] = StoreError) -> None:
    """Option values of the right type (the engine's `Options.from_dict` takes them as given)."""
    for key in ("always_ask_reactions", "silver_awards_count"):
        if not isinstance(getattr(options, key), bool):
            raise error(f"options: {key} must be true or false")
    limit = options.turn_limit
    if limit is not None and (isinstance(limit, bool) or not isinstance(limit, int)
                              or not 1 <= limit <= MAX_TURN_LIMIT):
        raise error(f"options: turn_limit must be a whole number from 1 to {MAX_TURN_LIMIT}, "
                    "or null")
    if isinstance(options.chance_version, bool) or options.chance_version not in VERSIONS:
        raise error(f"options: chance_version must be one of {', '.join(map(str, VERSIONS))}")
    if options.played_award_to not in PLAYED_AWARD_TO:
        raise error(f"options: played_award_to must be one of {', '.join(PLAYED_AWARD_TO)}")


def checked_game(record: GameRecord, mode: Any,
                 error: type[StoreError] = StoreError) -> tuple[GameRecord, str, GameState]:
    """The record with normalised seats, the mode, and the state it replays to; `error`
    (with a message naming the problem, and the move number if a move fails) otherwise.
    A `mode` of None means the record's own: "digital" or "table" (who resolves chance)."""
    seats = normalise_seats(record.seats, error)
    mode = check_mode(record.chance if mode is None else mode, error)
    check_seed(record.seed, error)
    check_options(record.options, error)
    record = GameRecord(cardset=record.cardset, seats=seats, seed=record.seed,
                        options=record.options, first_player=record.first_player,
                        moves=list(record.moves), chance=record.chance,
                        dealt_stars=None if record.dealt_stars is None
                        else list(record.dealt_stars))
    try:
        state = record.replay()
    except RecordError as exc:
        raise error(f"the game does not replay: {exc}") from None
    except Exception as exc:  # an untrusted file must give a message, never a traceback
        raise error(f"the game does not replay: {type(exc).__name__}: {exc}") from None
    return record, mode, state


def parse_game_file(raw: bytes, name: str = "the game file") -> Any:
    """The JSON document in `raw` (a game file's bytes), read by the strict reader: 5 MB, 32
    levels, 20-digit numbers, valid Unicode; GameFileError naming `name` otherwise."""
    try:
        return read_json(raw, name, MAX_FILE_BYTES)
    except StrictJsonError as exc:
        raise GameFileError(f"{exc}.") from None


def read_game_file(data: Any) -> tuple[GameRecord, str, GameState]:
    """Validate a parsed game file completely; GameFileError says what is wrong."""
    try:
        check_document(data, "the game file")
    except StrictJsonError as exc:
        raise GameFileError(f"Not a valid game file: {exc}.") from None
    try:
        record = GameRecord.from_dict(data)
    except RecordError as exc:
        raise GameFileError(f"Not a valid game file: {exc}.") from None
    try:
        return checked_game(record, data.get("mode"), GameFileError)
    except GameFileError as exc:
        raise GameFileError(f"Not a valid game file: {exc}.") from None


def write_game_file(record: GameRecord, mode: str) -> dict[str, Any]:
    """The game as a ``redlight-game/1`` document (JSON-ready)."""
    data = record.to_dict()
    data["mode"] = mode
    assert data["format"] == FORMAT
    return data
