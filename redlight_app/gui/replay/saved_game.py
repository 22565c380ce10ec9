"""A saved game read for looking back or for its log: its record and mode, or a message
saying why it cannot be opened."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..i18n import tr
from ..store_words import store_text

if TYPE_CHECKING:
    from ...engine.record import GameRecord
    from ..window_host import WindowHost


def load(main: WindowHost, game_id: int) -> tuple[GameRecord, str] | None:
    """The saved game's record (not replayed: what is shown of it replays it once) and its
    mode, or None after a message saying why it cannot be opened."""
    try:
        assert main.storage is not None
        record, mode = main.storage.saved_games.load_record(game_id)
        return record, mode
    except Exception as exc:  # a vanished game, a log that no longer replays
        main.messages.tell(tr("The game cannot be opened"), store_text(exc))
        return None
