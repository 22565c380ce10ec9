"""Setting up a game from the main window: the New game dialog, filled with the choices
remembered from the last game (new_game_choices.py), and starting the game it describes.

Imported when a game is first set up (gui/games.py), with the engine and the dialog."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.setup import SetupError
from ..engine.state import Options
from ..store.errors import StoreError
from .dialogs.new_game import NewGameDialog
from .i18n import tr
from .new_game_choices import remember, remembered, remembered_player_name
from .store_words import store_text

if TYPE_CHECKING:
    from .window_host import WindowHost


def open_new_game_dialog(host: WindowHost) -> None:
    """The New game dialog; its game starts when it is accepted."""
    storage, settings = host.storage, host.settings
    assert storage is not None
    cardsets = [(c.id, c.name) for c in storage.repo.list_cardsets()]
    defaults = remembered(settings)
    defaults["player_name"] = remembered_player_name(settings)
    if defaults.get("cardset_id") is None:
        defaults["cardset_id"] = storage.demo_cardset_id
    dialog = NewGameDialog(cardsets, defaults, host.stack.window())
    dialog.accepted.connect(lambda: start_game(host, dialog.spec()))
    host.dialogs.new_game.open(dialog)


def start_game(host: WindowHost, spec: dict[str, Any]) -> bool:
    """Start a game from the dialog's spec; False (with a message) if it cannot start."""
    parts = host.ensure_game_ui()
    storage, settings = host.storage, host.settings
    assert storage is not None
    remember(settings, spec)
    seats = spec.get("seats") or []
    if seats and seats[0].get("kind") == "human" and seats[0].get("name"):
        settings.setValue("player_name", seats[0]["name"])  # asked once, remembered
    cardset_id = spec.get("cardset_id") or storage.demo_cardset_id
    try:
        cardset = storage.repo.load_cardset(cardset_id)
        options = Options(always_ask_reactions=bool(spec.get("always_ask_reactions")),
                          turn_limit=spec.get("turn_limit"))
        host.curtain.forget_viewer()
        parts.controller.new_game(cardset, spec["seats"], spec.get("seed"), options,
                                  spec.get("first_player"), cardset_id)
    except (SetupError, StoreError, ValueError, LookupError) as exc:  # a full disk too
        host.messages.tell(tr("The game cannot start"), store_text(exc))
        return False
    parts.table.offer_legend(settings)  # once: what the circles and slots mean
    return True
