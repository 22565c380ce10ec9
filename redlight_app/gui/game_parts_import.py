"""The game's parts imported ahead: the store's opening thread runs `import_game_parts`
after opening, so that `ensure_game_ui`, on the window's thread, builds them without waiting
for the imports (module-level code there makes no Qt object but colours, which any thread
may)."""
from __future__ import annotations

from ..store import session_sink  # noqa: F401
from . import controller, game_screen, game_start, interaction, move_input, rulebook, undo_to_here  # noqa: F401
from .table_mode import hook  # noqa: F401
from .widgets import action_bar, log_dock, result_page, rules_dock, table  # noqa: F401


def import_game_parts() -> None:
    """Import what the game's parts are made of: the engine, the session, the controller,
    the table's widgets."""
