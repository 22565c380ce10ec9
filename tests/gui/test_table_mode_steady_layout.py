"""Table mode, as a tester found it: a tap on a star redrew the stars of the table smaller,
or as compact tiles, under the finger (the entry strip grew by the films' row and the
helper's third line, and the table gave it the room). The strip keeps the room of its
tallest entry: the stars stay as they are while the turn is entered."""
from __future__ import annotations

import pytest

from redlight_app.engine.moves import Draw, EndTurn

from .table_helpers import snap, star_card, start_table, tap

SIX_STARS = [EndTurn(0), Draw(1, card="s-di"), Draw(1, card="s-gus"), EndTurn(1),
             Draw(0, card="s-eve"), Draw(0, card="s-fay"), EndTurn(0), Draw(1), Draw(1), EndTurn(1),
             Draw(0, card="s-hal"), Draw(0, card="s-jo"), EndTurn(0), Draw(1), Draw(1), EndTurn(1),
             Draw(0, card="s-cy"), Draw(0)]
TWO_STARS = [EndTurn(0), Draw(1, card="s-di"), Draw(1), EndTurn(1), Draw(0, card="s-eve"),
             Draw(0, card="s-fay")]


def _stars(page) -> dict[str, tuple[str, tuple[int, int, int, int]]]:
    """Each star on the table: drawn as what (card, tile, line), and where."""
    return {card: (widget.kind, widget.geometry().getRect())
            for area in page.table.areas.values() for card, widget in area.stars.items()}


@pytest.mark.parametrize("size, moves", [((1366, 768), TWO_STARS), ((1280, 720), SIX_STARS)],
                         ids=["1366x768-three-stars", "1280x720-six-stars"])
def test_a_tap_on_a_star_leaves_the_stars_as_they_are(qtbot, open_window, shots, size, moves):
    """Mia taps her Ann (selected: the films and awards she can take show), then Leo's Bob
    (Ann outshines her: Leo is asked whether he responds): every star keeps its size, its
    place and its kind of drawing through both taps."""
    main = open_window(size=size)
    page = start_table(main, extra=True)
    c = main.controller
    for move in moves:
        assert c.submit(move) is None, move
    qtbot.waitUntil(lambda: page.mode() == "turn" and "s-ann" in _stars(page))
    qtbot.wait(100)  # laid out
    before = _stars(page)
    tap(qtbot, star_card(page, "s-ann"))
    qtbot.waitUntil(lambda: page.strip.films.isVisible())
    qtbot.wait(100)
    snap(qtbot, main, shots, f"table-mode-selected-{size[0]}.png")
    assert _stars(page) == before
    tap(qtbot, star_card(page, "s-bob"))
    qtbot.waitUntil(lambda: page.mode() == "respond")
    qtbot.wait(100)
    after = _stars(page)
    assert {card: place for card, place in after.items() if card != "s-ann"} == \
        {card: place for card, place in before.items() if card != "s-ann"}
    assert after["s-ann"][1][:2] == before["s-ann"][1][:2]  # (she is used: turned sideways)
