"""The game's parts imported ahead: the store's opening thread runs `import_game_parts`
after opening, so that `ensure_game_ui`, on the window's thread, builds them without waiting
for the imports (module-level code there makes no Qt object but colours, which any thread
may)."""
from __future__ import annotations

from . import game_start, game_ui  # noqa: F401
from .widgets import rules_dock  # noqa: F401


def import_game_parts() -> None:
    """Import what the game's parts are made of: the engine, the session, the controller,
    the table's widgets (game_ui.py and what it imports), the New game's setup and the
    rules dock."""
