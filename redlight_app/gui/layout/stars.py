"""Where a player's stars go inside the room their area leaves them: whole cards as large
as the room allows (films in strips beneath), else compact tiles; never narrower than a
card's least width, never a scroll bar.

Card units: a whole star card is CARD_W x CARD_H units, drawn at `scale` pixels a unit."""
from __future__ import annotations

import math
from dataclasses import dataclass

from .geometry import Rect

CARD_W, CARD_H = 116, 162  # a whole star card, in card units
CARD_PAD = 6  # around a card: room for the selection and target rings
FILM_UNITS = 22  # a film strip's height in card units (its name on one line)
MIN_CARD_W = 84  # the narrowest whole card, in pixels (its texts at 9 px still read)
MAX_SCALE = 2.0  # the largest a card grows on a large screen
TILE_MIN_W, TILE_MAX_W = 92, 176  # a compact tile's width, in pixels
TILE_H = 60  # a tile without its films: two value circles beside the name and fame
STAR_GAP = 4  # between two stars


@dataclass(frozen=True)
class StarsPlacement:
    """The stars' cells (relative to the room's top left, in table order); `kind` "card"
    (whole cards at `scale`), "tile" (values in circles beside the name) or "line" (the
    name on one line over a line of values: the most crowded tables); `films` "strips" (a
    film's name on a strip of its own, `film_h` pixels) or "chips" (a tile's films on one
    line of coloured marks); `fits`: False only when even the smallest tiles overflow the
    room (drawn clipped); `name_lines`: a line tile's lines for her name (2: a long name
    read whole in a narrow cell, over the values' line)."""

    kind: str
    scale: float
    films: str
    film_h: int
    cells: tuple[Rect, ...]
    fits: bool = True
    name_lines: int = 1

    @property
    def card_w(self) -> int:
        """The width of one star's card (whole card) or tile, in pixels."""
        if not self.cells:
            return 0
        return self.cells[0].w - (2 * CARD_PAD if self.kind == "card" else 0)


def film_strip_h(scale: float, small_line: int) -> int:
    """A film strip's height under a whole card at `scale`: room for two lines of the
    smallest text (a long name over its bonus), more on a large card."""
    return max(2 * small_line + 1, round(FILM_UNITS * scale))


def tile_h(films_most: int, films: str, small_line: int) -> int:
    """A tile's height with `films_most` films under it, as strips or as one line of chips."""
    strip = small_line + 4
    if films_most == 0:
        return TILE_H
    return TILE_H + (films_most * strip if films == "strips" else strip)


def line_h(small_line: int, name_lines: int = 1) -> int:
    """A line tile's height: the name's line (or two) over the values' (films as chips
    among them)."""
    return (name_lines + 1) * small_line + 14


def name_room(kind: str, cell_w: int) -> int:
    """The width a star's name has on a tile or a line tile `cell_w` wide (as star_card.py
    draws them: a tile's name beside its value circles, a line tile's across it)."""
    return cell_w - (37 if kind == "tile" else 11)


def names_whole(kind: str, name_lines: int, cell_w: int, name_w: int, name_w2: int) -> bool:
    """Whether the widest name (`name_w` on one line, `name_w2` the least width it takes on
    two, at the smallest text) is whole in such a cell: a tile gives it two lines."""
    if kind == "card":
        return True
    lines = 2 if kind == "tile" else name_lines
    return name_room(kind, cell_w) >= (name_w if lines == 1 else name_w2)


def least_room_h(room_w: int, count: int, small_line: int) -> int:
    """The least height `count` stars fit in, `room_w` pixels across: line tiles, as many to
    a row as fit (the most crowded placement below)."""
    if count == 0:
        return 0
    per_row = max(1, (room_w + STAR_GAP) // (TILE_MIN_W + STAR_GAP))
    rows = math.ceil(count / per_row)
    return rows * line_h(small_line) + (rows - 1) * STAR_GAP


def whole_room_h(room_w: int, count: int, films_most: int, small_line: int, name_w: int,
                 name_w2: int) -> int:
    """The least height `count` stars fit in, `room_w` pixels across, with the widest name
    whole (`names_whole`); 0 when no compact shape gives it whole at this width."""
    shapes = (("tile", 1, tile_h(films_most, "chips", small_line)), ("line", 1, line_h(small_line)),
              ("line", 2, line_h(small_line, 2)))
    heights = [rows * height + (rows - 1) * STAR_GAP
               for kind, name_lines, height in shapes for rows in range(1, count + 1)
               if (width := min(TILE_MAX_W, (room_w - (math.ceil(count / rows) - 1) * STAR_GAP)
                                // math.ceil(count / rows))) >= TILE_MIN_W
               and names_whole(kind, name_lines, width, name_w, name_w2)]
    return min(heights, default=0) if count else 0


def _grid(count: int, per_row: int, cell_w: int, cell_h: int) -> tuple[Rect, ...]:
    return tuple(Rect((i % per_row) * (cell_w + STAR_GAP), (i // per_row) * (cell_h + STAR_GAP),
                      cell_w, cell_h) for i in range(count))


def _card_scale(room: Rect, count: int, rows: int, films_most: int, small_line: int) -> float:
    """The largest scale whole cards fit `room` at, `rows` rows of them."""
    per_row = math.ceil(count / rows)
    across = (room.w - (per_row - 1) * STAR_GAP) / per_row - 2 * CARD_PAD
    tall = (room.h - (rows - 1) * STAR_GAP) / rows - 2 * CARD_PAD
    by_width = across / CARD_W
    by_height = tall / (CARD_H + FILM_UNITS * films_most)  # strips as tall as the scale says
    if FILM_UNITS * by_height < 2 * small_line + 1:  # ... unless that is below their least
        by_height = (tall - films_most * (2 * small_line + 1)) / CARD_H
    return min(by_width, by_height, MAX_SCALE)


def place_stars(room: Rect, count: int, films_most: int, small_line: int, name_w: int = 0,
                name_w2: int = 0) -> StarsPlacement:
    """The stars' placement in `room` (only its size counts: the cells are relative to it).
    Whole cards while they fit, else the first of the compact shapes (tiles, line tiles,
    line tiles with their names on two lines) that fits with the widest name whole
    (`name_w`, `name_w2`: `names_whole`); if none does, the first that fits."""
    if count == 0:
        return StarsPlacement("card", 1.0, "strips", film_strip_h(1.0, small_line), ())
    best = max((_card_scale(room, count, rows, films_most, small_line), -rows)
               for rows in range(1, count + 1))
    scale, rows = best[0], -best[1]
    if scale * CARD_W >= MIN_CARD_W:
        scale = math.floor(scale * 100) / 100
        film_h = film_strip_h(scale, small_line)
        cell_w = round(CARD_W * scale) + 2 * CARD_PAD
        cell_h = round(CARD_H * scale) + 2 * CARD_PAD + films_most * film_h
        per_row = math.ceil(count / rows)
        return StarsPlacement("card", scale, "strips", film_h, _grid(count, per_row, cell_w, cell_h))
    shapes = (("tile", "strips", 1, tile_h(films_most, "strips", small_line)),
              ("tile", "chips", 1, tile_h(films_most, "chips", small_line)),
              ("line", "chips", 1, line_h(small_line)),
              ("line", "chips", 2, line_h(small_line, 2)))
    placed = []  # (names whole, placement) of each shape that fits, in that order
    for kind, films, name_lines, height in shapes:
        fitting = []
        for rows in range(1, count + 1):
            per_row = math.ceil(count / rows)
            width = min(TILE_MAX_W, (room.w - (per_row - 1) * STAR_GAP) // per_row)
            if width >= TILE_MIN_W and rows * height + (rows - 1) * STAR_GAP <= room.h:
                fitting.append((width, -rows, per_row))
        if fitting:
            width, _, per_row = max(fitting)
            placed.append((names_whole(kind, name_lines, width, name_w, name_w2),
                           StarsPlacement(kind, 1.0, films, small_line + 4,
                                          _grid(count, per_row, width, height),
                                          name_lines=name_lines)))
    if placed:
        return next((p for whole, p in placed if whole), placed[0][1])
    # not even line tiles fit: as many to a row as fit across, the rest clipped below
    per_row = max(1, (room.w + STAR_GAP) // (TILE_MIN_W + STAR_GAP))
    return StarsPlacement("line", 1.0, "chips", small_line + 4,
                          _grid(count, per_row, TILE_MIN_W, line_h(small_line)), fits=False)
