"""Where the first game's legend lies: over the felt that covers the least of what a player
needs, found from the layout's rectangles (not from the widgets as they happen to lie).
Where the whole legend would lie on something of yours (your header, your stars, the hand's
title, the hand, the action bar: what your first move needs), the table shows it folded to
its title row instead (`clear_of_yours`), which opens when asked."""
from __future__ import annotations

from collections.abc import Callable, Sequence

from .geometry import Rect
from .legend_spot import least_covering_spot
from .table import TableLayout

NEEDED = 10_000  # covering a pixel of a star, a name, a deck, the hand ... against empty felt (1)
YOURS = 100 * NEEDED  # a pixel of your own header, star, hand title, hand card or action bar:
# the legend covers a rival's name and stars, or a deck, before it covers a pixel of yours
YOUR_ROW = 3  # a pixel of the empty felt where your next stars come, against a rival's (1)
CLEAR = 8  # px: the room the legend leaves around what a player needs (flush against a deck,
# its border read as lying on the pile)


def needed_rects(layout: TableLayout) -> list[tuple[Rect, int]]:
    """What the legend should not cover, each with its weight: every star, header, score
    strip, deck, hand card, the rail (the hand's title, the hand, the bar) and the banner;
    a player's area's empty felt weighs little. Yours (`yours_rects`: the first area is
    yours) weigh far more than a rival's, and the empty felt of your stars' row a little
    more than a rival's: where it must lie on something, the legend lies on the rivals'
    side of the table, not on what you play with (it lay on your second star at 1280x720
    with a 125% font, six players; on your header with two)."""
    out: list[tuple[Rect, int]] = []
    for i, area in enumerate(layout.areas):
        out.append((area.rect, 1))
        if i == 0:
            out.append((area.stars_room, YOUR_ROW - 1))
            continue
        out.append((area.head, NEEDED))
        if area.score is not None:
            out.append((area.score, NEEDED))
        out += [(cell.moved(area.stars_room.x, area.stars_room.y), NEEDED)
                for cell in area.stars.cells]
    out += [(deck, NEEDED) for deck in layout.decks]
    out += [(r, NEEDED) for r in (layout.banner, layout.rail) if r is not None]
    out += [(r, YOURS) for r in yours_rects(layout)]
    return out


def yours_rects(layout: TableLayout) -> list[Rect]:
    """What your first move needs: your header and score strip, your stars, the hand's
    title, your hand's cards and the action bar."""
    mine = layout.areas[0]
    out = [mine.head] + ([mine.score] if mine.score is not None else [])
    out += [cell.moved(mine.stars_room.x, mine.stars_room.y) for cell in mine.stars.cells]
    out += [r for r in (layout.hand_title, layout.bar) if r is not None]
    if layout.hand is not None:
        out += [cell.moved(layout.hand.x, layout.hand.y) for cell in layout.hand_cards.cells]
    return out


def clear_of_yours(layout: TableLayout, spot: Rect) -> bool:
    """Whether a legend at `spot` leaves all that is yours uncovered (`yours_rects`)."""
    return not any(spot.overlaps(r) for r in yours_rects(layout))


def covered(layout: TableLayout, spot: Rect) -> int:
    """How much of what a player needs (a star, a name, a deck, the hand …; not an area's
    empty felt) lies under the legend at `spot`, in pixels."""
    total = 0
    for r, weight in needed_rects(layout):
        if weight < NEEDED:
            continue
        w = min(spot.right, r.right) - max(spot.x, r.x)
        h = min(spot.bottom, r.bottom) - max(spot.y, r.y)
        if w > 0 and h > 0:
            total += w * h
    return total


def legend_rect(layout: TableLayout, widths: Sequence[int],
                height_for: Callable[[int], int]) -> Rect:
    """The legend's rectangle: one of `widths` (the first that finds empty felt), as tall as
    `height_for(width)` says, where it covers least, inside the window below the banner,
    `CLEAR` pixels away from what a player needs where there is room."""
    rects = [(r.x - CLEAR, r.y - CLEAR, r.w + 2 * CLEAR, r.h + 2 * CLEAR, weight)
             if weight >= NEEDED else (r.x, r.y, r.w, r.h, weight)
             for r, weight in needed_rects(layout)]
    usable = [w for w in widths if w <= layout.width - 16] or [min(widths)]
    spot = least_covering_spot(rects, layout.width, layout.height, layout.banner.bottom + 4,
                               usable, height_for)
    if spot is None:
        w = usable[0]
        return Rect(8, layout.banner.bottom + 4, w, height_for(w))
    w, x, y = spot
    return Rect(x, y, w, height_for(w))
