"""Shared steps of the table-mode GUI tests: the box on the table, a started table game."""
from __future__ import annotations

from typing import Any

from engine.factory import event, fillers, star, table_box_doc  # tests/engine, beside this folder

from redlight_app.engine.cards import load_cardset
from redlight_app.engine.state import Options

from .driver import shown


def table_set(extra: bool = False, any_time: bool = False):
    """The engine's table-mode box; `extra` adds six plain stars and eight events, so the
    star list is long enough that a person types to find a name; `any_time` adds Flash, an
    event its holder may play in anyone's turn (+10 charisma to one of their stars)."""
    doc = table_box_doc()
    doc["name"] = "Our box"
    if any_time:
        doc["events"].append(event("e-flash", {"do": "modify", "stat": "charisma", "amount": 10,
                                               "target": "own_star", "until": "end_of_turn"},
                                   "any_turn"))
    if extra:
        doc["stars"] += [star(f"s-{n}") for n in ("eve", "fay", "gus", "hal", "ivo", "jo")]
        doc["events"] += fillers(8, start=20)
    return load_cardset(doc)


def start_table(main: Any, extra: bool = False, options: Options | None = None,
                any_time: bool = False) -> Any:
    """Mia (dealt Ann) and Leo (dealt Bob), Mia first: the table-mode page."""
    from redlight_app.gui.table_mode.hook import start_table_game
    cid = main.storage.repo.register_cardset(table_set(extra, any_time))
    page = start_table_game(main, {"cardset_id": cid, "names": ["Mia", "Leo"], "first_player": 0,
                                   "dealt_stars": ["s-ann", "s-bob"], "options": options or Options()})
    assert page is not None and main.stack.currentWidget() is page
    return page


def snap(qtbot: Any, widget: Any, shots: Any, name: str) -> Any:
    """Save what `widget` shows to the screenshots folder (to be looked at)."""
    from PySide6.QtWidgets import QApplication
    qtbot.wait(80)
    QApplication.processEvents()
    path = shots / name
    assert widget.grab().save(str(path))
    return path


def walk_table_mode(qtbot: Any, main: Any, check: Any) -> None:
    """Drive table mode through the states a player sees and call `check(where, root)` in
    each: the New table game dialog; a turn; a card drawn (typed, its chips shown); the films
    and awards a star can take; a refusal note; an event asking for its target on the table;
    the adjustment dialog on each of its tabs. `root` is the main window or the open dialog."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    from redlight_app.engine.moves import Draw, EndTurn

    def tap(widget: Any) -> None:
        assert widget.isVisible() and widget.isEnabled(), widget.objectName() or widget.text()
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=widget.rect().center())

    def star_widget(tm: Any, card: str) -> Any:
        return next(area.stars[card] for area in tm.table.areas.values() if card in area.stars)

    main.games.new_table_game_dialog()
    qtbot.waitUntil(lambda: shown(main.dialogs.new_table_game))
    check("New table game dialog", main.dialogs.new_table_game.dialog)
    main.dialogs.new_table_game.dialog.reject()
    tm = start_table(main, extra=True)
    c = main.controller
    strip = tm.strip
    qtbot.wait(30)
    check("table mode, Mia's first turn", main)
    assert c.submit(EndTurn(0)) is None
    assert tm.mode() == "draw"
    qtbot.keyClicks(strip.search, "c")
    assert strip.chips.keys(), "the typed letter offers cards"
    check("table mode, Leo drew: the chips of a typed name", main)
    strip.search.clear()
    for m in (Draw(1, card="s-cy"), Draw(1)):
        assert c.submit(m) is None, m
    tap(star_widget(tm, "s-bob"))
    assert strip.awards.keys() or strip.films.keys(), "Bob can take an award"
    check("table mode, the films and awards Bob can take", main)
    assert not tm.submit(EndTurn(0)), "Mia cannot end Leo's turn"
    assert strip.explain.isVisible()
    check("table mode, a refusal note", main)
    strip.say("")
    tap(star_widget(tm, "s-bob"))  # unselected
    for m in (EndTurn(1), Draw(0, card="s-di"), Draw(0)):
        assert c.submit(m) is None, m
    tap(strip.search)
    qtbot.keyClicks(strip.search, "rum")
    qtbot.keyClick(strip.search, Qt.Key.Key_Return)
    assert tm.mode() == "target" and tm.inter.highlighted_stars() == {"s-bob", "s-cy"}
    check("table mode, an event asks for its target on the table", main)
    tap(strip.cancel)
    tap(star_widget(tm, "s-di"))
    tap(strip.adjust)
    qtbot.waitUntil(lambda: shown(tm.adjust))
    adj = tm.adjust.dialog
    for index in range(adj.tabs.count()):
        adj.tabs.setCurrentIndex(index)
        QApplication.processEvents()
        check(f"adjustment dialog, tab {adj.tabs.tabText(index)}", adj)
    adj.apply()  # no reason given: the dialog says what is missing
    assert adj.problem.text()
    check("adjustment dialog, its problem line", adj)
    adj.reject()
    main.activateWindow()


def start_box(main: Any, cardset: Any, dealt: tuple[str, ...] = ("s-ann", "s-bob")) -> Any:
    """Mia and Leo at the table with `cardset` (a box of a test's own), the stars `dealt`,
    Mia first: the table-mode page."""
    from redlight_app.gui.table_mode.hook import start_table_game
    cid = main.storage.repo.register_cardset(cardset)
    page = start_table_game(main, {"cardset_id": cid, "names": ["Mia", "Leo"], "first_player": 0,
                                   "dealt_stars": list(dealt), "options": Options()})
    assert page is not None and main.stack.currentWidget() is page
    return page


def thick_skin_box() -> Any:
    """The table-mode box with Thick Skin, a reaction: +40 psyche to one of your stars this
    turn (enough to make Mia's Ann, charisma 80, fail against Leo's Bob, psyche 50)."""
    doc = table_box_doc()
    doc["events"].append(event("e-thick-skin", {"do": "modify", "stat": "psyche", "amount": 40,
                                                "target": "own_star", "until": "end_of_turn"},
                               "reaction"))
    doc["events"][-1]["name"] = "Thick Skin"
    return load_cardset(doc)


def tap(qtbot: Any, widget: Any) -> None:
    """A click on `widget` once it is shown and enabled, as a person waits for it."""
    from PySide6.QtCore import Qt
    qtbot.waitUntil(lambda: widget.isVisible() and widget.isEnabled())
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=widget.rect().center())


def star_card(page: Any, card: str) -> Any:
    """The widget of star `card` on the table-mode page."""
    return next(area.stars[card] for area in page.table.areas.values() if card in area.stars)

