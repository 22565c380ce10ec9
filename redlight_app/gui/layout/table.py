"""The table's layout as a function: (players, window size, text metrics, mode, what there
is to show) -> rectangles. Deterministic, no Qt, decided once per change of its inputs
(never searched for while painting).

From the top: the banner (two lines on a table narrower than 1600 pixels, else one unless
its sentence needs two); the opponents in
rows (two or three to a row: 3+2 for five, 2+2 for four); your area with the decks beside
it; the rail with the hand's title, the hand and the action bar (in table mode the entry
strip; in a replay the hand being watched, or nothing).
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from .geometry import Rect
from .hand import HandPlacement, place_hand
from .stars import StarsPlacement, least_room_h, place_stars, whole_room_h

MODES = ("play", "replay", "table")
MARGIN = 12  # the table's side margins
GAP = 6  # between rows, and between an area and its neighbours
DECK_W, DECK_H, DECK_GAP = 196, 84, 6  # a deck at scale 1, in pixels
MIN_DECK_SCALE, MAX_DECK_SCALE = 0.85, 1.4
AREA_MARGINS = (10, 4, 10, 6)  # inside a player's area: left, top, right, bottom
SLOTS_H = 26  # the award slots in a header
OPPONENT_ROWS = {1: (1,), 2: (2,), 3: (3,), 4: (2, 2), 5: (3, 2)}  # opponents to a row
BANNER_PAD, RAIL_TOP, RAIL_BOTTOM = 10, 4, 6
TWO_LINE_BANNER_BELOW = 1600  # a table narrower than this keeps two lines for the banner


@dataclass(frozen=True)
class TextMetrics:
    """Line heights (pixels) of the table's fonts, as the screen's fonts have them."""

    banner_line: int = 20
    name_line: int = 18
    score_line: int = 15
    title_line: int = 16
    small_line: int = 13  # the smallest card text (9 px) with its leading


@dataclass(frozen=True)
class StarsNeed:
    """How many stars a player has, the most films under one of them, and her widest name
    at the smallest text (pixels): `name_w` on one line, `name_w2` the least width it
    takes on two (0: not measured)."""

    count: int = 0
    films_most: int = 0
    name_w: int = 0
    name_w2: int = 0


@dataclass(frozen=True)
class LayoutInput:
    """Everything the layout depends on. `stars` by place at the table: yours (the bottom
    seat) first, then the others clockwise; `hand_cards` 0 when no hand is drawn;
    `hand_title` whether the hand's title line is shown; `bar_height` the action bar's (or
    the entry strip's) height, 0 for none; `banner_width` and `note_width` the banner's
    sentence and the saved-note's widths in pixels."""

    width: int
    height: int
    players: int
    mode: str = "play"
    metrics: TextMetrics = TextMetrics()
    stars: tuple[StarsNeed, ...] = ()
    hand_cards: int = 0
    hand_title: bool = True
    bar_height: int = 0
    banner_width: int = 0
    note_width: int = 0


@dataclass(frozen=True)
class AreaLayout:
    """One player's area: its frame, its header (name, badges, slots; with `slim` the
    score strip too), the score strip's line (None when slim), and the stars' room with
    their placement (cells relative to `stars_room`)."""

    rect: Rect
    head: Rect
    score: Rect | None
    slim: bool
    stars_room: Rect
    stars: StarsPlacement


@dataclass(frozen=True)
class TableLayout:
    width: int
    height: int
    banner: Rect
    areas: tuple[AreaLayout, ...]  # yours first, then the others clockwise
    decks: tuple[Rect, Rect, Rect, Rect]  # main, films, awards, discard
    deck_scale: float
    rail: Rect | None
    hand_title: Rect | None
    hand: Rect | None  # the hand's row(s); the cards' cells are relative to it
    hand_cards: HandPlacement
    bar: Rect | None
    opponent_rows: tuple[int, ...]  # how many opponents to each row, top row first

    def decks_box(self) -> Rect:
        left = min(r.x for r in self.decks)
        top = min(r.y for r in self.decks)
        return Rect(left, top, max(r.right for r in self.decks) - left,
                    max(r.bottom for r in self.decks) - top)


def _least_area_h(width: int, slim: bool, need: StarsNeed, m: TextMetrics) -> int:
    """The least height of an area `width` across whose stars fit it (as line tiles), their
    names whole where some shape gives them whole at this width (a crowded rival's long
    names read "Honey Honora…" in one-line tiles with room to spare below them)."""
    left, top, right, bottom = AREA_MARGINS
    chrome = top + max(m.name_line, SLOTS_H) + 2 + (0 if slim else m.score_line + 2) + bottom
    room_w = width - left - right
    return chrome + max(least_room_h(room_w, need.count, m.small_line),
                        whole_room_h(room_w, need.count, need.films_most, m.small_line,
                                     need.name_w, need.name_w2))


def _area(rect: Rect, slim: bool, need: StarsNeed, m: TextMetrics) -> AreaLayout:
    left, top, right, bottom = AREA_MARGINS
    head_h = max(m.name_line, SLOTS_H)
    head = Rect(rect.x + left, rect.y + top, rect.w - left - right, head_h)
    score = None
    y = head.bottom + 2
    if not slim:
        score = Rect(head.x, y, head.w, m.score_line)
        y = score.bottom + 2
    room = Rect(head.x, y, head.w, max(0, rect.bottom - bottom - y))
    return AreaLayout(rect, head, score, slim, room,
                      place_stars(room, need.count, need.films_most, m.small_line, need.name_w,
                                  need.name_w2))


def _rail(inp: LayoutInput) -> tuple[Rect | None, Rect | None, Rect | None, HandPlacement, Rect | None]:
    """(rail, hand title, hand row, hand cards, bar) at the foot of the window."""
    m, width = inp.metrics, inp.width - 2 * MARGIN
    title = inp.hand_title and inp.mode != "table"
    hand = place_hand(width, inp.height, inp.hand_cards if inp.mode != "table" else 0)
    parts = [h for h in (m.title_line if title else 0, hand.height, inp.bar_height) if h]
    if not parts:
        return None, None, None, hand, None
    rail_h = RAIL_TOP + sum(parts) + 4 * (len(parts) - 1) + RAIL_BOTTOM
    rail = Rect(0, inp.height - rail_h, inp.width, rail_h)
    y = rail.y + RAIL_TOP
    title_r = hand_r = bar_r = None
    if title:
        title_r = Rect(MARGIN, y, width, m.title_line)
        y = title_r.bottom + 4
    if hand.height:
        hand_r = Rect(MARGIN, y, width, hand.height)
        y = hand_r.bottom + 4
    if inp.bar_height:
        bar_r = Rect(MARGIN, y, width, inp.bar_height)
    return rail, title_r, hand_r, hand, bar_r


def layout_table(inp: LayoutInput) -> TableLayout:
    """The whole table's rectangles for `inp` (the same input, the same rectangles)."""
    if inp.mode not in MODES:
        raise ValueError(f"unknown mode {inp.mode!r}")
    m = inp.metrics
    players = max(2, min(6, inp.players))
    needs = tuple(inp.stars) + (StarsNeed(),) * (players - len(inp.stars))
    inner_w = inp.width - 2 * MARGIN
    # two lines below TWO_LINE_BANNER_BELOW pixels across whatever it says now: a response
    # window's sentence needs them there, and a banner that grew and shrank with it would
    # move the whole table twice per response
    one_line = inp.width >= TWO_LINE_BANNER_BELOW and \
        inp.banner_width + inp.note_width + 4 * MARGIN <= inp.width
    lines = 1 if one_line else 2
    banner = Rect(0, 0, inp.width, lines * m.banner_line + BANNER_PAD)
    rail, title, hand_r, hand, bar = _rail(inp)
    top = banner.bottom + GAP
    floor = (rail.y if rail is not None else inp.height) - GAP
    room_h = floor - top
    rows = OPPONENT_ROWS[players - 1]
    # your row weighs more than an opponents' row (your stars are read, theirs glanced at)
    weight = 1.4 if len(rows) == 1 else 1.5
    share = (room_h - GAP * len(rows)) / (len(rows) + weight)
    least_mine_h = round(2 * DECK_H * MIN_DECK_SCALE + DECK_GAP)
    mine_h = max(int(share * weight), least_mine_h)
    row_h = (room_h - GAP * len(rows) - mine_h) // len(rows)
    # a crowded opponent's stars take from your row what they need to be seen whole (an
    # opponent's star cut off is one nobody can read or click), as long as your row keeps
    # the decks and your own stars; a row of opponents with room to spare gives it to a
    # crowded row first (six players: four stars in one of three areas side by side were
    # clipped, the row of two below had room over its single stars)
    slim = len(rows) > 1
    widths = [(inner_w - GAP * (across - 1)) // across for across in rows]
    seated = iter(needs[1:])
    row_needs = [max(_least_area_h(w, slim, next(seated), m) for _ in range(across))
                 for w, across in zip(widths, rows, strict=True)]
    by_width = (inp.width * 0.3 - DECK_GAP) / (2 * DECK_W)  # decks: a third of the width at most
    row_hs = [row_h] * len(rows)
    if max(row_needs) > row_h:
        widest_decks = 2 * DECK_W * max(MIN_DECK_SCALE, min(MAX_DECK_SCALE, by_width)) + DECK_GAP
        mine_w = int(inner_w - widest_decks - 2 * GAP)
        least_mine_h = max(least_mine_h, _least_area_h(mine_w, False, needs[0], m))
        most = max(room_h - GAP * len(rows) - least_mine_h, row_h * len(rows))
        row_hs = [max(row_h, need) for need in row_needs]
        over = sum(row_hs) - most
        for i, need in enumerate(row_needs):  # first from the rows above their need
            give = max(0, min(over, row_hs[i] - need))
            row_hs[i] -= give
            over -= give
        while over > 0:  # then from the tallest: the most crowded stay clipped
            row_hs[row_hs.index(max(row_hs))] -= 1
            over -= 1
    mine_h = room_h - GAP * len(rows) - sum(row_hs)  # (what rounding left, to you)
    areas: list[AreaLayout] = []
    y = top
    others = iter(needs[1:])
    opponent_areas = []
    for across, w, row_h in zip(rows, widths, row_hs, strict=True):
        for i in range(across):
            rect = Rect(MARGIN + i * (w + GAP), y, w, row_h)
            opponent_areas.append(_area(rect, slim, next(others), m))
        y += row_h + GAP
    # the decks as large as your row's height allows
    scale = max(MIN_DECK_SCALE, min(MAX_DECK_SCALE, by_width,
                                    (mine_h - 2) / (2 * DECK_H + DECK_GAP)))
    deck_w, deck_h = math.floor(DECK_W * scale), math.floor(DECK_H * scale)
    decks_w = 2 * deck_w + DECK_GAP
    decks_x = inp.width - MARGIN - decks_w
    decks_y = y + max(0, (mine_h - (2 * deck_h + DECK_GAP)) // 2)
    decks = tuple(Rect(decks_x + (i % 2) * (deck_w + DECK_GAP),
                       decks_y + (i // 2) * (deck_h + DECK_GAP), deck_w, deck_h) for i in range(4))
    mine = _area(Rect(MARGIN, y, inner_w - decks_w - 2 * GAP, mine_h), False, needs[0], m)
    areas = [mine, *opponent_areas]
    return TableLayout(width=inp.width, height=inp.height, banner=banner, areas=tuple(areas),
                       decks=(decks[0], decks[1], decks[2], decks[3]), deck_scale=round(scale, 3),
                       rail=rail, hand_title=title, hand=hand_r, hand_cards=hand, bar=bar,
                       opponent_rows=rows)


def respond_width(layout: TableLayout, natural: int, least: int) -> int:
    """The respond panel's width: the decks' width where that is narrower than its natural
    width, so that it covers no player's area (the answering player's stars were under its
    left edge), but never under `least` (its two small cards side by side)."""
    return max(least, min(natural, layout.decks_box().w))


def respond_rect(layout: TableLayout, panel_w: int, panel_h: int) -> Rect:
    """The respond panel over the decks (public, not needed while answering), its foot on
    theirs; never above the banner's foot or past the window's right edge."""
    box = layout.decks_box()
    x = max(MARGIN, min(box.x, layout.width - MARGIN - panel_w))
    y = max(layout.banner.bottom + GAP, box.bottom - panel_h)
    return Rect(x, y, panel_w, panel_h)
