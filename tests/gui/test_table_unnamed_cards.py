"""A table game's cards nobody named (an event discarded at random from a hand the app never
saw): the discard pile, the log and the replay say so. Seen in a walk: the pile (D) and the
replay's pile raised KeyError '?' into the crash box, and the log read "discarded ? at
random"; the replay of a table game said "no film left" beside twenty films."""
from __future__ import annotations

from engine.factory import event, table_box_doc  # tests/engine
from PySide6.QtCore import Qt

from redlight_app.engine.cards import load_cardset
from redlight_app.engine.moves import Draw, EndTurn, Pass, PlayEvent
from redlight_app.engine.state import UNKNOWN, Options

from .driver import shown


def leak_table(main):
    """Mia and Leo at the table (tests/engine's box) with Leak: one event of a rival's hand
    discarded at random. Leo draws an event nobody sees; Mia plays Leak at him; he passes."""
    from redlight_app.gui.table_mode.hook import start_table_game
    doc = table_box_doc()
    doc["events"].append(event("e-leak", {"do": "discard_random", "target": "opponent",
                                          "count": 1}))
    cid = main.storage.repo.register_cardset(load_cardset(doc, require_every_kind=False))
    page = start_table_game(main, {"cardset_id": cid, "names": ["Mia", "Leo"], "first_player": 0,
                                   "dealt_stars": ["s-ann", "s-bob"], "options": Options()})
    c = main.controller
    for move in (EndTurn(0), Draw(1, card="s-cy"), Draw(1), EndTurn(1), Draw(0, card="s-di"),
                 Draw(0), PlayEvent(0, card="e-leak", target_player=1), Pass(1)):
        assert c.submit(move) is None, move
    assert UNKNOWN in c.state.discard
    return page


def test_the_discard_pile_lists_an_event_nobody_named(qtbot, open_window):
    main = open_window(size=(1366, 768))
    page = leak_table(main)
    qtbot.waitUntil(page.table.discard.isVisible)
    qtbot.mouseClick(page.table.discard, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: shown(main.dialogs.discard))
    dialog = main.dialogs.discard.dialog
    texts = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    # top first: Leak, put on the pile once it resolved, over the event it discarded
    assert texts[0].startswith("Leak"), texts
    assert texts[1].startswith("A card not named  (event)"), texts
    assert "not entered at the table" in texts[1]
    dialog.reject()
    qtbot.waitUntil(lambda: "discarded" in main.log_view.toPlainText())
    said = main.log_view.toPlainText()
    assert "Leo discarded an unnamed card at random." in said, said
    assert "?" not in said


def test_the_replay_of_a_table_game_lists_it_and_counts_its_films(qtbot, open_window):
    from redlight_app.gui.replay import hook as look
    main = open_window(size=(1366, 768))
    leak_table(main)
    game_id = main.controller.game_id
    look.open_look_back(main)
    dialog = main.dialogs.saved_games.dialog
    qtbot.waitUntil(dialog.isVisible)
    dialog.select_game(game_id)
    qtbot.mouseClick(dialog.buttons["replay"], Qt.MouseButton.LeftButton)
    replay = main.windows.replay
    qtbot.waitUntil(replay.isVisible)
    replay.go(len(main.controller.record.moves))
    films = replay.table.film_deck
    assert films.count > 0 and "no film left" not in films.lines, films.lines
    assert "top film's fame: not entered" in films.lines
    qtbot.mouseClick(replay.table.discard, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: shown(replay.discard))
    texts = [replay.discard.dialog.list.item(i).text()
             for i in range(replay.discard.dialog.list.count())]
    assert texts[1].startswith("A card not named"), texts
    replay.discard.dialog.reject()
