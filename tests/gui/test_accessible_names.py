"""Every object a screen reader meets on the main screens says what it is: none that can be
acted on without a name, no markup in a name or description, no name that is only a symbol
("→", "1."). Walked through Qt's accessibility interfaces, the tree AT-SPI hands on: the
18+ question, the start page, the New game dialog, a game (with a response window open,
the log and rules docks), the result, the replay, the statistics, the card set editor and
table mode."""
from __future__ import annotations

from PySide6.QtWidgets import QApplication, QWidget

from redlight_app.engine.cards import load_cardset
from redlight_app.gui.replay import hook as look
from tests.store.mixed_games import save_mixed_games

from .accessible_tree import problems
from .driver import Driver, start

# stars whose charisma beats any psyche: the computer outshines, and the human may respond
DUELS = load_cardset({
    "format": "redlight-cardset/1", "name": "Duels", "award_costs": [4, 4, 6, 8],
    "stars": [{"id": "s-star", "name": "Star", "psyche": 30, "charisma": 70, "fame": 1,
               "ability": None, "copies": 12}],
    "events": [{"id": "e-boost", "name": "Boost", "phase": "own_turn", "copies": 30,
                "effect": {"do": "draw", "count": 1}, "text": "Draw a card."}],
    "films": [{"id": "f-film", "name": "The Film", "color": "blue", "bonus": 1,
               "fame_required": 3, "copies": 10}],
    "awards": [{"id": "a-award", "name": "Award", "frame": "gold", "costs": None,
                "reveal_on_draw": False, "counts_toward_win": True, "effect": None, "copies": 10}],
})


def test_every_screen_names_what_it_shows(open_window, qtbot):
    found: dict[str, list[str]] = {}

    def check(where: str, root: QWidget) -> None:
        qtbot.wait(20)  # laid out and drawn, as on screen
        found[where] = problems(root)

    window = open_window(age_gate=True, bot_delay_ms=5)
    question = window.curtain.cover.question
    qtbot.waitUntil(lambda: question is not None and question.isActiveWindow())
    check("18+ question", question)
    question.accept()
    check("start page", window)

    window.games.new_game_dialog()
    slot = window.dialogs.new_game
    qtbot.waitUntil(lambda: slot.dialog is not None and slot.dialog.isVisible())
    check("new game", slot.dialog)
    slot.dialog.advanced.setChecked(True)
    check("new game, advanced", slot.dialog)
    slot.dialog.reject()

    c = start(window, DUELS, [{"name": "Ann", "kind": "human"},
                              {"name": "Robo", "kind": "bot", "level": "greedy"}],
              seed=4, first=1, always_ask_reactions=True)
    window.show_rules()
    window.docks.log_dock.raise_()
    qtbot.waitUntil(lambda: c.state.window is not None and c.state.window.seat == 0, timeout=20000)
    Driver(qtbot, window).wait_computer()
    assert window.table.respond_panel.isVisible()
    check("game, responding to an outshine", window)
    c.agree_end()
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.result)
    check("result", window)

    ids = save_mixed_games(window.storage.repo)
    look.open_replay(window, ids[1])
    replay = window.windows.replay
    qtbot.waitUntil(replay.isVisible)
    check("replay", replay)
    replay.close()
    window.menus.actions["statistics"].trigger()
    qtbot.waitUntil(lambda: window.windows.statistics.isVisible())
    check("statistics", window.windows.statistics)
    window.windows.statistics.close()
    window.menus.actions["cardsets"].trigger()
    qtbot.waitUntil(lambda: window.windows.cardset_editor is not None
                    and window.windows.cardset_editor.isVisible())
    editor = window.windows.cardset_editor
    for section in ("stars", "events", "films", "awards"):
        editor.select_card(section, 0)
        check(f"card set editor, {section}", editor)
    editor.close()
    window.activateWindow()
    QApplication.processEvents()

    from .table_helpers import walk_table_mode
    window.games.go_start()
    walk_table_mode(qtbot, window, lambda where, root: check("table mode: " + where, root))

    assert len(found) > 15, list(found)
    bad = {where: found_there for where, found_there in found.items() if found_there}
    assert bad == {}, "\n".join(f"{where}:\n  " + "\n  ".join(p) for where, p in bad.items())
