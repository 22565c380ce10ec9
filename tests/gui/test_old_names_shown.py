"""Issue 30: names stored before names were text on one line (a newline, a carriage return,
a NUL, a C1 control, a right-to-left override in a player's, a card's or a card set's name)
are shown escaped on one line in the window: the start page's list, the table of a resumed
game and its result page, the statistics page, the replay of a finished game, the card set editor. A user opens
each as they would; every text and accessible name on the way holds no control or bidi
character and holds the escapes."""
from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from redlight_app.engine.cards import load_cardset_text
from redlight_app.name_text import refused
from redlight_app.resources import demo_cardset_path
from redlight_app.store.repository import Repository
from tests.store.old_names import (
    OLD_NAMES,
    SHOWN_CARDS,
    SHOWN_NAMES,
    SHOWN_SET_NAME,
    write_old_names,
)
from tests.store.support import played_record

from .shown_texts import shown_texts


def old_saved_games(data: Path) -> None:
    """A five-player game played to its end and one still on (the demo set), then their
    names made old, straight in the file."""
    cardset = load_cardset_text(demo_cardset_path().read_bytes())
    with Repository.open(data) as repo:
        for seed, moves in ((5, 100_000), (3, 12)):
            repo.create_game(played_record(cardset, seed, moves, players=5)[0])
        assert sorted(g.status for g in repo.list_games()) == ["over", "playing"]
    write_old_names(data)


LAYOUT = "\n\u2068\u2069"  # the app's own: a two-line list item, the isolates around a name


def raw(root: QWidget) -> list[str]:
    """The texts in `root` holding a character a name may not hold (other than the app's
    own line breaks and isolates), or a line that an old name's newline would have begun."""
    return [t for t in shown_texts(root)
            if any(refused(ch) and ch not in LAYOUT for ch in t)
            or any(line.startswith(("GAME 99", "GAME 98")) for line in t.split("\n"))]


def holds(root: QWidget, *escaped: str) -> bool:
    texts = shown_texts(root)
    return all(any(e in t for t in texts) for e in escaped)


def test_old_names_are_shown_escaped_everywhere(open_window, qtbot, shots, tmp_path):
    old_saved_games(tmp_path / "data")
    window = open_window()
    start = window.start
    qtbot.waitUntil(lambda: window.listed)  # by the quick listing, before the store opens
    assert start.games.count() == 1 and SHOWN_NAMES[0] in start.games.item(0).text()
    qtbot.waitUntil(lambda: window.store_ready, timeout=15000)
    qtbot.waitUntil(lambda: start.games.count() == 1)
    item = start.games.item(0)
    assert all(name in item.text() for name in SHOWN_NAMES[:2]), item.text()
    assert raw(window) == [] and holds(window, *SHOWN_NAMES)
    window.grab().save(str(shots / "old-names-start.png"))

    window.menus.actions["statistics"].trigger()  # Game → Statistics…
    qtbot.waitUntil(lambda: window.windows.statistics is not None
                    and window.windows.statistics.isVisible())
    page = window.windows.statistics
    assert sorted(page.player.itemText(i) for i in range(page.player.count())) == \
        sorted(SHOWN_NAMES)
    assert raw(page) == [] and holds(page, *SHOWN_NAMES)
    page.grab().save(str(shots / "old-names-statistics.png"))
    page.close()

    window.menus.actions["look-back"].trigger()  # Game → Look back at a game…
    qtbot.waitUntil(lambda: window.dialogs.saved_games.dialog is not None
                    and window.dialogs.saved_games.dialog.isVisible())
    look_back = window.dialogs.saved_games.dialog
    assert raw(look_back) == [] and holds(look_back, *SHOWN_NAMES)
    over = next(i for i, g in enumerate(look_back.games) if g.status == "over")
    look_back.list.selectRow(over)
    qtbot.mouseClick(look_back.buttons["replay"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.windows.replay is not None
                    and window.windows.replay.isVisible())
    replay = window.windows.replay
    qtbot.waitUntil(lambda: replay.step == replay.timeline.last > 0)  # opens at the end
    assert raw(replay) == [] and holds(replay, *SHOWN_NAMES)
    replay.grab().save(str(shots / "old-names-replay.png"))
    replay.close()
    look_back.close()

    start.games.setCurrentRow(0)  # the game still on, resumed from the start page
    qtbot.mouseClick(start.resume_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller is not None
                    and window.controller.state is not None)
    qtbot.waitUntil(lambda: holds(window, *SHOWN_NAMES))
    assert raw(window) == []
    assert [p.name for p in window.controller.state.players] == SHOWN_NAMES
    window.grab().save(str(shots / "old-names-table.png"))

    window.menus.actions["agree"].trigger()  # Play → End by agreement…: the result page
    question = window.dialogs.question
    qtbot.waitUntil(lambda: question.dialog is not None and question.dialog.isVisible())
    question.dialog.button(question.dialog.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.result)
    assert raw(window.result) == [] and holds(window.result, *SHOWN_NAMES)
    window.grab().save(str(shots / "old-names-result.png"))

    window.menus.actions["cardsets"].trigger()  # Game → Card sets…
    qtbot.waitUntil(lambda: window.windows.cardset_editor is not None
                    and window.windows.cardset_editor.isVisible())
    editor = window.windows.cardset_editor
    qtbot.waitUntil(lambda: holds(editor, SHOWN_CARDS["stars"]))
    assert raw(editor) == []
    assert holds(editor, SHOWN_SET_NAME, *SHOWN_CARDS.values())
    assert not editor.dirty  # shown escaped, not changed
    editor.grab().save(str(shots / "old-names-editor.png"))
    editor.close_without_asking()


def test_names_kept_in_the_settings_are_offered_escaped(open_window, qtbot):
    """The New game dialog's seats come filled with the names last played; kept before
    names were text on one line, they are offered escaped, and the game starts with them."""
    window = open_window()
    qtbot.waitUntil(lambda: window.store_ready, timeout=15000)
    window.settings.setValue("new_game", json.dumps({"seats": [
        {"name": "", "kind": "human"}, {"name": OLD_NAMES[1], "kind": "human"},
        {"name": OLD_NAMES[3], "kind": "bot", "level": "easy"}]}))
    window.settings.setValue("player_name", OLD_NAMES[0])
    window.menus.actions["new"].trigger()  # Game → New game…
    qtbot.waitUntil(lambda: window.dialogs.new_game.dialog is not None
                    and window.dialogs.new_game.dialog.isVisible())
    dialog = window.dialogs.new_game.dialog
    assert [row[1].text() for row in dialog.rows[:3]] == [SHOWN_NAMES[0], SHOWN_NAMES[1],
                                                          SHOWN_NAMES[3]]
    assert raw(dialog) == []
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller is not None
                    and window.controller.state is not None)
    assert [p.name for p in window.controller.state.players] == \
        [SHOWN_NAMES[0], SHOWN_NAMES[1], SHOWN_NAMES[3]]
