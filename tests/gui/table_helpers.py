"""Shared steps of the table-mode GUI tests: the box on the table, a started table game."""
from __future__ import annotations

from typing import Any

from engine.factory import event, fillers, star, table_box_doc  # tests/engine, beside this folder

from redlight_app.engine.cards import load_cardset
from redlight_app.engine.state import Options


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
