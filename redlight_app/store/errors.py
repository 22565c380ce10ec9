"""Errors the store raises: each carries a message written for the people using the app."""
from __future__ import annotations

import errno
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # annotations only: the start page's quick listing needs no engine
    from ..engine.record import GameRecord, RecordError


# The store's sentences that a screen says in the player's language (gui/store_words.py
# translates them by template, as the engine's refusals): `key` -> its English template.
STORE_SENTENCES = {
    "write_failed": "Could not {what}: {reason} ({path}). Nothing was changed.",
    "write_damaged_text": "Could not {what}: the saved games file {path} is damaged (a text in "
                          "its column {column} is not valid UTF-8). Nothing was changed.",
    "write_damaged_entry": "Could not {what}: the saved games file {path} holds a damaged entry "
                           "({detail}). Nothing was changed.",
    "write_library": "Could not {what}: {detail}.",
    "folder_unusable": "The data folder {folder} cannot be used: {reason}.",
    "cannot_open": "The saved games in {path} cannot be opened: {reason}.",
    # the lock file and the saved games file on the disk (files.py, db.py)
    "lock_unopened": "The lock file {path} cannot be opened ({reason}), so the saved games "
                     "cannot be used. Check the data folder, or start with --data-dir pointing "
                     "at another folder.",
    "lock_unwritten": "The lock file {path} cannot be written ({reason}), so nothing could be "
                      "saved either. Free some space, or start with --data-dir pointing at "
                      "another folder.",
    "folder_read_only": "The data folder {folder} is read-only, so nothing can be saved there; "
                        "the saved games can still be read (redlight games, stats, log, "
                        "export). Start with --data-dir pointing at a folder you may write to.",
    "in_use": "Another copy of Red Light Companion is using the saved games in {folder}. Close "
              "it first, or start this one with --data-dir pointing at another folder.",
    "in_use_by": "Another copy of Red Light Companion (process {process}) is using the saved "
                 "games in {folder}. Close it first, or start this one with --data-dir "
                 "pointing at another folder.",
    "file_uncreatable": "The saved games file {path} cannot be created: {reason}.",
    "cannot_read_file": "Cannot read the saved games file {path}: {detail}.",
    "cannot_read_journal": "Cannot read the journal of the saved games file {path}: {reason}.",
    "cannot_open_file": "Cannot open the saved games file {path}: {detail}.",
    "file_locked": "The saved games file {path} is locked by another program. Close it and try "
                   "again.",
    "file_read_only": "The saved games file {path} is read-only, so nothing can be saved to it; "
                      "the saved games can still be read (redlight games, stats, log, export). "
                      "Make it writable, or start with --data-dir pointing at another folder.",
    "unusable_in_use": "The saved games file {path} is not usable ({detail}), and another copy "
                       "of the app is running: close it and try again.",
    "upgrade_in_use": "The saved games file {path} needs an upgrade, and another copy of the "
                      "app is running: close it and try again.",
    "prepare_full": "Cannot prepare the saved games file {path}: the disk is full (SQLite: "
                    "{detail}).",
    "file_unreadable": "The saved games file {path} cannot be read: {reason}.",
    "not_read_journal": "The saved games file {path} was not read, so that nothing in it "
                        "changes: {detail}. Start the app to set both aside (nothing is "
                        "deleted) and go on from the file as it was, or move the journal away "
                        "yourself.",
    "unusable_start": "The saved games file {path} is not usable ({detail}); start the app to "
                      "set it aside and begin a new one.",
    "upgrade_start": "The saved games file {path} needs an upgrade: start the app once, then "
                     "try again.",
    # the saved games themselves (repository.py)
    "write_busy": "Could not {what}: the saved games file is locked by another program. "
                  "Nothing was changed; try again.",
    "write_full": "Could not {what}: the disk is full. Nothing was changed.",
    "no_cardset": "There is no card set {cardset}.",
    "cardset_invalid": 'The stored card set {cardset} ("{name}") is no longer valid: {detail}',
    "rules_refuse": "Game {game}: the rules refuse this move, so it was not saved: {detail}",
    "no_game": "There is no saved game {game}.",
    "out_of_place": "Game {game}: move {move} cannot be saved there, the saved log holds {held} "
                    "moves (the next is move {next}). Nothing was saved; reload the game.",
    "undo_too_many": "Game {game} has {total} moves: {count} cannot be undone.",
    "cut_too_far": "Game {game} has {total} moves: it cannot be cut back to {keep}.",
    "move_missing": "Saved game {game}: move {move} is missing from its log.",
    "move_unreadable": "Saved game {game}: move {move} is unreadable: {detail}.",
    "options_unreadable": "Saved game {game}: its options are unreadable: {detail}.",
    "seed_not_number": "Saved game {game}: its seed is not a whole number.",
    "first_player_not_seat": "Saved game {game}: its first player is not a seat number.",
    "stars_unreadable": "Saved game {game}: its dealt stars are unreadable: {detail}.",
    "stars_not_cards": "Saved game {game}: its dealt stars are not a list of cards.",
    "replays_not_at_start": "Saved game {game} ({names}) no longer replays at the start: "
                            "{detail}. The rules or its card set may have changed since it "
                            "was saved.",
    "replays_not_at_move": "Saved game {game} ({names}) no longer replays at move {move} of "
                           "{total}: {detail}. The rules or its card set may have changed "
                           "since it was saved.",
    "replays_not_intact": "Saved game {game} ({names}) no longer replays at move {move} of "
                          "{total}: {detail}. The rules or its card set may have changed since "
                          "it was saved. Moves 1 to {intact} are intact: undo back to there to "
                          "play on.",
}
# what the store was doing, and why the disk or the file refused: closed sets of words that
# fill the sentences above (`what`, `reason`), translated with them
STORE_WHATS = ("copy the card sets", "store the card set", "list the card sets",
               "read the card set", "save the new game", "save the move", "read the game",
               "list the saved games", "delete the game", "undo the move", "compute statistics",
               "import the game", "read the card sets")


class StoreError(Exception):
    """Something about saved games went wrong; `str(error)` says what, for people. Made by
    `said(key, **params)`, it carries the sentence's `key` in STORE_SENTENCES and its
    `params`, for a screen to say it in another language."""

    def __init__(self, message: str, key: str | None = None,
                 params: dict[str, str] | None = None) -> None:
        super().__init__(message)
        self.key = key
        self.params = params or {}

    @classmethod
    def said(cls, key: str, **params: str) -> StoreError:
        return cls(words(key, params), key, params)


def words(key: str, params: dict[str, str]) -> str:
    """The English sentence `key` of STORE_SENTENCES filled with `params`."""
    return STORE_SENTENCES[key].format(**params)


class DatabaseInUseError(StoreError):
    """Another running copy of the app holds the data folder."""


class DatabaseBusyError(StoreError):
    """SQLite stayed locked by another connection longer than the busy timeout."""


class NewerDatabaseError(StoreError):
    """The file was written by a newer version of the app (its schema is unknown here)."""


class GameNotFoundError(StoreError):
    """No saved game has that number."""


class ReplayError(StoreError):
    """A saved game whose move log no longer replays; names the game and the move."""

    def __init__(self, message: str, game_id: int, move_number: int | None = None,
                 key: str | None = None, params: dict[str, str] | None = None) -> None:
        super().__init__(message, key, params)
        self.game_id = game_id
        self.move_number = move_number

    @classmethod
    def of(cls, game_id: int, key: str, move_number: int | None = None,
           **params: str) -> ReplayError:
        """The sentence `key` about saved game `game_id` (its `game` field)."""
        params = {"game": str(game_id), **params}
        return cls(words(key, params), game_id, move_number, key, params)


def replay_error(game_id: int, record: GameRecord, exc: RecordError,
                 upto: int | None = None) -> ReplayError:
    """A saved game's record that no longer replays (the engine's RecordError), said for
    people: which game, which move, and how to play on."""
    total = len(record.moves) if upto is None else upto
    number = exc.move_number
    names, detail = ", ".join(record.names), str(exc)  # the engine's own words, as they come
    if not number:
        return ReplayError.of(game_id, "replays_not_at_start", number, names=names,
                              detail=detail)
    if number == 1:
        return ReplayError.of(game_id, "replays_not_at_move", number, names=names,
                              move=str(number), total=str(total), detail=detail)
    return ReplayError.of(game_id, "replays_not_intact", number, names=names, move=str(number),
                          total=str(total), detail=detail, intact=str(number - 1))


class GameFileError(StoreError):
    """A game file (redlight-game/1) that cannot be imported; the message says what is wrong."""


class DiskFullError(StoreError):
    """The disk (or the file system holding the saved games) is full: nothing was written."""


class SequenceError(StoreError):
    """A move offered at a place in the log that is not the next one (or an undo past the
    start): nothing was written. `expected` is the place asked for, `found` the log's."""

    def __init__(self, message: str, game_id: int, expected: int, found: int,
                 key: str | None = None, params: dict[str, str] | None = None) -> None:
        super().__init__(message, key, params)
        self.game_id = game_id
        self.expected = expected
        self.found = found

    @classmethod
    def of(cls, game_id: int, expected: int, found: int, key: str,
           **params: str) -> SequenceError:
        """The sentence `key` about game `game_id` (its `game` field)."""
        params = {"game": str(game_id), **params}
        return cls(words(key, params), game_id, expected, found, key, params)


class DataFolderError(StoreError):
    """The data folder (or one beside it: settings, logs) cannot be made or used."""


class DataFolderReadOnlyError(StoreError):
    """The data folder cannot be written: the saved games can only be read."""


class DatabaseReadOnlyError(StoreError):
    """The saved-games file itself cannot be written: its games can only be read."""


# SQLite's primary result codes that come from the disk or the file, with what to tell people.
_SQLITE_SENTENCES = {
    3: "the operating system does not allow it (permission denied)",  # SQLITE_PERM
    8: "the saved games file is read-only",  # SQLITE_READONLY
    10: "the disk could not be read or written (input/output error)",  # SQLITE_IOERR
    13: "the disk is full",  # SQLITE_FULL
    14: "the saved games file cannot be opened",  # SQLITE_CANTOPEN
    23: "the operating system does not allow it (permission denied)",  # SQLITE_AUTH
}


def sqlite_reason(exc: BaseException | None) -> str | None:
    """What a disk- or file-level SQLite error means, in words; None for other errors."""
    code = getattr(exc, "sqlite_errorcode", None)
    if code is None:
        text = str(exc).lower()
        for needle, sentence in (("readonly", _SQLITE_SENTENCES[8]), ("disk is full",
                                 _SQLITE_SENTENCES[13]), ("unable to open", _SQLITE_SENTENCES[14]),
                                 ("disk i/o", _SQLITE_SENTENCES[10])):
            if needle in text:
                return sentence
        return None
    return _SQLITE_SENTENCES.get(code & 0xFF)


def os_reason(exc: OSError) -> str:
    """What an OSError means for a file or folder of ours, in words."""
    return _OS_REASONS.get(exc.errno or 0, exc.strerror or type(exc).__name__)


_OS_REASONS = {
    errno.ENOSPC: "the disk is full",
    errno.EDQUOT: "the disk quota is used up",
    errno.EROFS: "the disk is read-only",
    errno.EACCES: "permission denied",
    errno.EPERM: "permission denied",
    errno.EISDIR: "it is a folder, not a file",
    errno.ENOTDIR: "a file stands where a folder should be",
    errno.EEXIST: "a file stands where a folder should be",
    errno.ENOENT: "it does not exist",
    errno.EIO: "input/output error",
}
# why the lock file cannot be opened, besides an OSError's reason (files.py InstanceLock)
LOCK_REASONS = ("it is a symbolic link; remove it", "another file is in its place; move it away",
                "it keeps changing")
# every reason in words the store gives (the system's own `strerror` stays as it is)
STORE_REASONS = tuple(dict.fromkeys([*_SQLITE_SENTENCES.values(), *_OS_REASONS.values(),
                                     *LOCK_REASONS]))


def one_line(text: str) -> str:
    """`text` as one line: line breaks and other control characters become spaces (SQLite's
    integrity report and some library messages run over several lines)."""
    return " ".join("".join(" " if ch < " " or "\x7f" <= ch <= "\x9f" else ch
                            for ch in text).split())


def sentence(text: str) -> str:
    """`text` as one line that ends as a sentence does (for the CLI's error line)."""
    line = one_line(text)
    return line if line.endswith((".", "!", "?")) else f"{line}."
