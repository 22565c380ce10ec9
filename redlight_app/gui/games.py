"""Starting, resuming, closing and ending games from the main window: the New game
dialog, the start page's Resume and Delete, Close game, End by agreement, and the short
messages and questions they lead to."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..bidi import isolate
from .i18n import card_name, fill, tr
from .storage import read_only_reason
from .store_words import store_text

if TYPE_CHECKING:
    from .window_host import WindowHost


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

    # What the start page does without, imported when chosen (after the window's modules,
    # measured 2026-12-06): game_start.py, the engine and the New game dialog, 37 ms; the
    # table-mode and replay hooks, 100 ms each. READY budget (<= 1.6x a bare window, ~115 ms;
    # 1.48-1.55x now), benchmarks/FIGURES.md
    def _open_new_game_dialog(self) -> None:
        from .game_start import open_new_game_dialog

        def show() -> None:
            open_new_game_dialog(self.host)
        parts = self.host.parts
        c = parts.controller if parts is not None else None
        if c is not None and c.state is not None and not c.over:  # as New table game asks
            held = self.held_move()
            self.host.messages.ask(tr("New game"), held + " " + tr(
                "Close the game and set up a new one?") if held else tr(
                "A game is open. It is saved: you can resume it from the start page. Close it "
                "and set up a new game?"), show)
        else:
            show()

    def start_game(self, spec: dict[str, Any]) -> bool:
        """Start a game from the New game dialog's spec; False (with a message) if it
        cannot start."""
        from .game_start import start_game
        return start_game(self.host, spec)

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
            host.messages.tell(tr("The game cannot be resumed"), store_text(exc))

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

    def held_move(self) -> str:
        """What closing the game now would take back, in a sentence ("" when nothing): a
        move that waits for a player to choose the award they give back is not made, nor
        saved, until they choose (only whole moves are kept)."""
        parts = self.host.parts
        c = parts.controller if parts is not None else None
        if c is None or c.state is None or c.awaiting is None:
            return ""
        move, _, giver = c.awaiting
        card = getattr(move, "card", None)
        if move.player is None or card is None:
            return tr("{giver} is still choosing an award to give back: if the game closes now, "
                      "the move that asked for it is not made.").format(giver=isolate(c.names[giver]))
        player = isolate(c.names[move.player])
        return fill(tr("{giver} is still choosing an award to give back, so {player}'s {card} is not "
                  "played yet: if the game closes now, the card goes back to {player}'s hand."
                  ), giver=isolate(c.names[giver]), player=player,
                           card=card_name(c.state.cardset.cards[card]))

    def close_game(self) -> None:
        """Close game: asked first when a move waits for a give-back (it would be taken back)."""
        held = self.held_move()
        if held:
            self.host.messages.ask(tr("Close game"), held + " " + tr("Close the game anyway?"),
                                   self._close)
        else:
            self._close()

    def _close(self) -> None:
        parts = self.host.parts
        if parts is not None and parts.controller.state is not None:
            parts.controller.close_game()

    def go_start(self) -> None:
        held = self.held_move()
        if held:
            self.host.messages.ask(tr("Close game"), held + " " + tr("Close the game anyway?"),
                                   self._to_start)
        else:
            self._to_start()

    def _to_start(self) -> None:
        self._close()
        self.host.stack.setCurrentWidget(self.host.start)

    def quit(self) -> None:
        """Quit: asked first when a move waits for a give-back (it would be taken back)."""
        held = self.held_move()
        if held:
            self.host.messages.ask(tr("Quit"), held + " " + tr("Quit anyway?"), self.host.close)
        else:
            self.host.close()

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

