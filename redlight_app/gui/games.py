"""Starting, resuming, closing and ending games from the main window: the New game
dialog, the start page's Resume and Delete, Close game, End by agreement, and the short
messages and questions they lead to."""
from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from ..store.errors import StoreError
from .i18n import tr

if TYPE_CHECKING:
    from .window_host import WindowHost


def read_only_reason() -> str:
    """Why a saved game cannot be changed or continued when they may only be read."""
    return tr("The saved games cannot be written here, so they can only be viewed.")


class Games:
    def __init__(self, host: WindowHost) -> None:
        self.host = host

    def new_game_dialog(self) -> None:
        if self.host.curtain.asking_age():
            return
        self.host.when_ready(self._open_new_game_dialog)

    def new_table_game_dialog(self) -> None:
        """[table mode hook] The New table game dialog (gui/table_mode)."""
        if self.host.curtain.asking_age():
            return
        from .table_mode.hook import open_new_table_game
        open_new_table_game(self.host)

    def _open_new_game_dialog(self) -> None:
        from .dialogs.new_game import NewGameDialog
        storage, settings = self.host.storage, self.host.settings
        assert storage is not None
        cardsets = [(c.id, c.name) for c in storage.repo.list_cardsets()]
        defaults = self._new_game_defaults()
        defaults["player_name"] = str(settings.value("player_name", "") or "")
        if defaults.get("cardset_id") is None:
            defaults["cardset_id"] = storage.demo_cardset_id
        dialog = NewGameDialog(cardsets, defaults, self.host.stack.window())
        dialog.accepted.connect(lambda: self.start_game(dialog.spec()))
        self.host.dialogs.new_game.open(dialog)

    def _new_game_defaults(self) -> dict[str, Any]:
        raw = self.host.settings.value("new_game", "")
        try:
            return dict(json.loads(str(raw))) if raw else {}
        except (TypeError, ValueError):
            return {}

    def start_game(self, spec: dict[str, Any]) -> bool:
        """Start a game from the dialog's spec; False (with a message) if it cannot start."""
        from ..engine.setup import SetupError
        from ..engine.state import Options
        host = self.host
        parts = host.ensure_game_ui()
        storage, settings = host.storage, host.settings
        assert storage is not None
        saved = {k: spec.get(k) for k in ("seats", "cardset_id", "always_ask_reactions", "turn_limit")}
        settings.setValue("new_game", json.dumps(saved))
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
            host.messages.tell(tr("The game cannot start"), str(exc))
            return False
        parts.table.offer_legend(settings)  # once: what the circles and slots mean
        return True

    def resume_game(self, game_id: int) -> None:
        host = self.host
        parts = host.ensure_game_ui()  # the start page lists games before the store has opened
        assert host.storage is not None
        if host.storage.read_only:  # they can be viewed, not continued: the replay
            from .replay.hook import open_replay
            open_replay(host, game_id)
            return
        try:
            host.curtain.forget_viewer()
            parts.controller.load_game(game_id)
        except Exception as exc:  # a log that no longer replays, a vanished game: say so
            host.messages.tell(tr("The game cannot be resumed"), str(exc))

    def delete_game(self, game_id: int) -> None:
        host = self.host

        def delete() -> None:
            assert host.storage is not None
            host.storage.repo.delete_game(game_id)
            host.refresh_start()
        if host.storage is not None and host.storage.read_only:
            host.messages.tell(tr("Delete game"), read_only_reason())
            return
        host.messages.ask(tr("Delete game"), tr("Delete this saved game for good?"), delete)

    def close_game(self) -> None:
        parts = self.host.parts
        if parts is not None and parts.controller.state is not None:
            parts.controller.close_game()

    def go_start(self) -> None:
        self.close_game()
        self.host.stack.setCurrentWidget(self.host.start)

    def agree_end(self) -> None:
        parts = self.host.parts
        if parts is None:
            return
        c = parts.controller
        if c.state is None or c.over:
            return
        self.host.messages.ask(tr("End by agreement"),
                               tr("Do all players agree to end the game now, with no winner?"),
                               c.agree_end)
