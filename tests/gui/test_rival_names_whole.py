"""A rival's star name on a crowded table (six players at 1280x720, a 125% system font):
her tile gives it the room it has (two lines, a smaller font down to the 9 px floor)
before it is elided; her accessible name and tooltip have it whole always."""
from __future__ import annotations

from redlight_app.gui.widgets.cards.looks import LOOKS


def test_a_used_rivals_long_name_reads_whole_on_her_tile(open_window, qtbot, system_font, shots):
    """Ann watches Cleo's turn: Cleo's Honey Honorable-Mention makes a film and is drawn
    used. Her name took one line then (USED had the line under her fame) and read "Honey
    Honorable-M…"; USED now stands beside her fame and her name has its two lines."""
    system_font(1.25)
    window = open_window(size=(1280, 720), bot_delay_ms=700)
    seats = [{"name": "Ann", "kind": "human"}] + [
        {"name": n, "kind": "bot", "level": "greedy"} for n in ("Bea", "Cleo", "Dora", "Eve", "Fay")]
    assert window.games.start_game({"seats": seats, "seed": 1, "first_player": 2})
    page = window.table
    qtbot.waitUntil(lambda: page.view is not None and bool(page.areas[2].stars))
    honey = next(iter(page.areas[2].stars.values()))
    assert honey.view.name == "Honey Honorable-Mention"
    qtbot.waitUntil(lambda: honey.view.used, timeout=10000)  # she has made a film
    assert honey.kind == "tile"
    LOOKS.clear()  # drawn afresh, not blitted from the look drawn before
    honey.grab()
    window.grab().save(str(shots / "rival-name-six-players-125.png"))
    assert honey.name_whole, "her name elided on her tile"
    assert honey.used_whole, "USED whole beside her fame"
    assert "Honey Honorable-Mention" in honey.accessibleName()
    assert "Honey Honorable-Mention" in honey.toolTip()
