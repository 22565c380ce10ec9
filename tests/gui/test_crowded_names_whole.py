"""A crowded rival's star names at 1280x720 with a 125% system font (the table beside the
game log): four stars in one of three areas side by side read "Honey Honora…" in one-line
tiles, with room to spare below them, or were clipped at six players. The layout now gives
such an area the shape and height that shows each name whole (a line tile's name on two
lines, a taller row from a row with room to spare); her tooltip and accessible name have it
whole always."""
from __future__ import annotations

import html
import random

from redlight_app.engine.cards import load_cardset
from redlight_app.gui.widgets.cards.looks import LOOKS

from .cardsets import MANUAL
from .driver import Driver, start

LONG = "Honey Honorable-Mention"
# stars nobody can outshine and no team can film: each draws stars, and they stay
STARLETS = load_cardset({
    "format": "redlight-cardset/1", "name": "Starlets", "award_costs": [4, 4, 6, 8],
    "stars": [{"id": "s-honey", "name": LONG, "ability": None, "copies": 30, "psyche": 90,
               "charisma": 10, "fame": 1},
              {"id": "s-scarlett", "name": "Scarlett O'Spotlight", "ability": None, "copies": 30,
               "psyche": 90, "charisma": 10, "fame": 1}],
    "events": [dict({"id": "e-card", "copies": 30}, **MANUAL)],
    "films": [{"id": "f-film", "name": "The Film", "color": "blue", "bonus": 1,
               "fame_required": 99, "copies": 10}],
    "awards": [{"id": "a-award", "name": "Award", "frame": "gold", "costs": None,
                "reveal_on_draw": False, "counts_toward_win": True, "effect": None,
                "copies": 10}],
})


def test_a_crowded_rivals_long_names_read_whole(open_window, qtbot, system_font, shots):
    """Four players: three rivals' areas side by side. With three stars an area showed them
    as tiles three across, "Honey Honora…" beside the circles; with four, as one-line tiles.
    Now each of a rival's names reads whole, at three stars and at four."""
    system_font(1.25)
    window = open_window(size=(1280, 720), bot_delay_ms=1)
    window.settings.setValue("legend_seen", True)
    seats = [{"name": "Ann", "kind": "human"}] + [
        {"name": f"Robo {i}", "kind": "bot", "level": "greedy"} for i in range(1, 4)]
    c = start(window, STARLETS, seats)
    d = Driver(qtbot, window)
    page = window.table
    rng = random.Random(3)
    for most in (3, 4):
        def crowded(most: int = most) -> int | None:
            return next((seat for seat in range(1, 4)
                         if len(c.state.players[seat].table) >= most), None)
        while crowded() is None:
            d.wait_computer()
            assert not c.over
            if crowded() is None:
                d.perform(d.choose(c.acting_seat(), rng))
        d.wait_computer()
        seat = crowded()
        qtbot.waitUntil(lambda seat=seat, most=most: page.view is not None
                        and len(page.areas[seat].stars) >= most)
        LOOKS.clear()  # drawn afresh, not blitted from the look drawn before
        window.grab().save(str(shots / f"crowded-names-{most}-stars-1280-125.png"))
        for rival in range(1, 4):
            for star in page.areas[rival].stars.values():
                star.grab()
                assert star.kind != "card"
                assert star.name_whole, (most, rival, star.kind, star.view.name, star.width())
                assert star.view.name in star.accessibleName()
                assert html.escape(star.view.name) in star.toolTip()
        area = page.areas[seat]
        assert all(area.rect().contains(s.geometry()) for s in area.stars.values()), "clipped"


def test_your_own_long_name_reads_whole_on_your_whole_card(open_window, qtbot, system_font,
                                                           shots):
    """Ann's own Honey Honorable-Mention on a whole card, 1280x720 with a 125% font: her
    name stopped at 6.8 points times 1.25 and read "Honey Honorable-…"; it goes down to
    the 9 px floor first now, and reads whole."""
    system_font(1.25)
    window = open_window(size=(1280, 720), bot_delay_ms=1)
    window.settings.setValue("legend_seen", True)
    seats = [{"name": "Ann", "kind": "human"}] + [
        {"name": f"Robo {i}", "kind": "bot", "level": "greedy"} for i in range(1, 4)]
    c = start(window, STARLETS, seats)
    d = Driver(qtbot, window)
    page = window.table
    rng = random.Random(3)

    def honey() -> bool:
        return any(c.state.cardset.cards[s.card].name == LONG for s in c.state.players[0].table)
    while not honey():
        d.wait_computer()
        assert not c.over
        if not honey():
            d.perform(d.choose(c.acting_seat(), rng))
    d.wait_computer()
    qtbot.waitUntil(lambda: page.view is not None
                    and any(s.view.name == LONG for s in page.areas[0].stars.values()))
    LOOKS.clear()
    window.grab().save(str(shots / "own-long-name-1280-125.png"))
    for star in page.areas[0].stars.values():
        star.grab()
        assert star.kind == "card" and star.name_whole, (star.view.name, star.width())
