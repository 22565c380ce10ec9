"""The secret part of each seat's URL, kept with the game so that a resumed host serves
the same URLs: one file per hosted game in the data folder, readable by its user only.

A token is 24 random bytes from `secrets` (192 bits), URL-safe text of 32 characters.
"""
from __future__ import annotations

import json
import os
import secrets
from dataclasses import dataclass
from pathlib import Path

from ..engine.strict_json import StrictJsonError, read_json

TOKEN_BYTES = 24
FOLDER = "hosted"


class TokenFileError(ValueError):
    """The hosted game's file cannot be read or written; the message says why."""


@dataclass(frozen=True)
class HostedSeats:
    """One hosted game: its number, the token of each human seat, and where it was served
    (so that a resumed host serves the same URLs)."""

    game_id: int
    tokens: dict[int, str]
    bind: str
    port: int

    def seat_of(self, token: str) -> int | None:
        """The seat whose token this is (compared in constant time), None if none."""
        found = None
        for seat, known in self.tokens.items():
            if secrets.compare_digest(known.encode(), token.encode()):
                found = seat
        return found


def new_tokens(seats: list[int]) -> dict[int, str]:
    return {seat: secrets.token_urlsafe(TOKEN_BYTES) for seat in seats}


def path_for(data_dir: Path, game_id: int) -> Path:
    return data_dir / FOLDER / f"game-{game_id}.json"


def save(data_dir: Path, hosted: HostedSeats) -> Path:
    """Write the file (0600, in a 0700 folder), replacing any earlier one atomically."""
    folder = data_dir / FOLDER
    try:
        folder.mkdir(mode=0o700, exist_ok=True)
        path = path_for(data_dir, hosted.game_id)
        temp = path.with_suffix(".tmp")
        fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump({"game": hosted.game_id, "bind": hosted.bind, "port": hosted.port,
                       "tokens": {str(s): t for s, t in hosted.tokens.items()}}, fh)
        os.chmod(temp, 0o600)
        os.replace(temp, path)
    except OSError as exc:
        raise TokenFileError(f"the seats' links cannot be saved in {folder}: {exc.strerror}") from None
    return path


def load(data_dir: Path, game_id: int) -> HostedSeats | None:
    """The hosted game's seats, None if it was never hosted; TokenFileError if its file is
    damaged."""
    path = path_for(data_dir, game_id)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise TokenFileError(f"{path} cannot be read: {exc.strerror}") from None
    try:
        data = read_json(raw, str(path), max_bytes=16_384)
        tokens = {int(s): t for s, t in data["tokens"].items()}
        bind, port = data["bind"], data["port"]
        if not (isinstance(bind, str) and isinstance(port, int) and 0 <= port < 65536
                and all(isinstance(t, str) and len(t) >= 22 for t in tokens.values())):
            raise ValueError("a field has the wrong type")
    except (StrictJsonError, KeyError, TypeError, ValueError, AttributeError) as exc:
        raise TokenFileError(f"{path} is damaged: {exc}") from None
    return HostedSeats(game_id, tokens, bind, port)
