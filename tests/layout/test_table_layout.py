"""The table's layout as a pure function, at the screen sizes people have, 2-6 players, in
play, replay and table mode: everything inside the window, nothing overlapping, no card
narrower than its least, cards growing with the window, the hand never wider than the rail."""
from __future__ import annotations

import itertools

import pytest

from redlight_app.gui.layout import (
    LayoutInput,
    Rect,
    StarsNeed,
    TextMetrics,
    layout_table,
    legend_rect,
    place_hand,
    place_stars,
    respond_rect,
    respond_width,
)
from redlight_app.gui.layout.hand import MIN_HAND_W
from redlight_app.gui.layout.stars import MIN_CARD_W, TILE_MIN_W

SIZES = [(1280, 720), (1366, 768), (1600, 900), (1920, 1080), (2560, 1440)]
PLAYERS = [2, 3, 4, 5, 6]
MODES = ["play", "replay", "table"]
METRICS = TextMetrics()
LEGEND_WIDTHS = (420, 380, 480, 560, 720, 900)


def table_input(size, players, mode, stars=3, films=1, hand=5) -> LayoutInput:
    """A game in its middle: `stars` stars a player, `films` films under the most filmed."""
    w, h = size
    return LayoutInput(width=w, height=h, players=players, mode=mode, metrics=METRICS,
                       stars=tuple(StarsNeed(stars, films) for _ in range(players)),
                       hand_cards=0 if mode == "table" else hand, hand_title=mode != "table",
                       bar_height={"play": 40, "replay": 0, "table": 120}[mode],
                       banner_width=600, note_width=200)


def every_rect(layout) -> list[tuple[str, Rect]]:
    out = [("banner", layout.banner)]
    for i, area in enumerate(layout.areas):
        out += [(f"area {i}", area.rect), (f"head {i}", area.head), (f"stars room {i}", area.stars_room)]
        if area.score is not None:
            out.append((f"score {i}", area.score))
        out += [(f"star {i}.{j}", c.moved(area.stars_room.x, area.stars_room.y))
                for j, c in enumerate(area.stars.cells)]
    out += [(f"deck {i}", d) for i, d in enumerate(layout.decks)]
    for name in ("rail", "hand_title", "hand", "bar"):
        if getattr(layout, name) is not None:
            out.append((name, getattr(layout, name)))
    if layout.hand is not None:
        out += [(f"hand card {i}", c.moved(layout.hand.x, layout.hand.y))
                for i, c in enumerate(layout.hand_cards.cells)]
    return out


CASES = list(itertools.product(SIZES, PLAYERS, MODES))


@pytest.mark.parametrize(("size", "players", "mode"), CASES,
                         ids=[f"{w}x{h}-{p}p-{m}" for (w, h), p, m in CASES])
def test_everything_fits_inside_the_window(size, players, mode):
    layout = layout_table(table_input(size, players, mode))
    window = Rect(0, 0, *size)
    outside = [name for name, r in every_rect(layout) if not r.inside(window) or r.w <= 0 or r.h <= 0]
    assert outside == []
    blocks = [a.rect for a in layout.areas] + list(layout.decks) + [layout.banner]
    if layout.rail is not None:
        blocks.append(layout.rail)
    for a, b in itertools.combinations(blocks, 2):
        assert not a.overlaps(b), (a, b)
    for area in layout.areas:
        assert area.stars.fits
        for cell in area.stars.cells:
            assert cell.moved(area.stars_room.x, area.stars_room.y).inside(area.stars_room)
        least = MIN_CARD_W if area.stars.kind == "card" else TILE_MIN_W
        assert area.stars.card_w >= least, (area.stars.kind, area.stars.card_w)
    for cell in layout.hand_cards.cells:
        assert cell.w >= MIN_HAND_W
    assert (layout.hand is None) == (mode == "table")
    assert (layout.hand_title is None) == (mode == "table")


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("players", PLAYERS)
def test_a_crowded_late_game_still_fits_without_scrolling(size, players):
    """Seven stars a player, two films under the most filmed: tiles at worst, none below
    their least width, none past their room."""
    layout = layout_table(table_input(size, players, "play", stars=7, films=2, hand=9))
    for area in layout.areas:
        assert area.stars.fits, (size, players, area.rect)
        least = MIN_CARD_W if area.stars.kind == "card" else TILE_MIN_W
        assert area.stars.card_w >= least
    window = Rect(0, 0, *size)
    assert all(r.inside(window) for _, r in every_rect(layout))


def test_a_crowded_opponent_takes_room_from_your_row_so_each_star_is_whole():
    """A hot-seat showdown on a 1280x720 laptop (the game log docked beside the table: the
    table 1002x630): the computer holds seven stars, Ann three. Each of the computer's stars
    is drawn whole in its room, none cut to a sliver at the row's foot; your own stars and
    the decks still fit."""
    metrics = TextMetrics(banner_line=19, name_line=18, score_line=13, title_line=15, small_line=12)
    stars = (StarsNeed(3), StarsNeed(1), StarsNeed(7), StarsNeed(0))
    layout = layout_table(LayoutInput(width=1002, height=630, players=4, metrics=metrics,
                                      stars=stars, hand_cards=5, bar_height=64,
                                      banner_width=1754, note_width=183))
    for area, need in zip(layout.areas, stars, strict=True):
        assert area.stars.fits and len(area.stars.cells) == need.count
        for cell in area.stars.cells:
            assert cell.moved(area.stars_room.x, area.stars_room.y).inside(area.stars_room)
    mine = layout.areas[0]
    assert all(not deck.overlaps(mine.rect) and deck.bottom <= mine.rect.bottom
               for deck in layout.decks)


def test_six_players_sit_three_and_two_not_four_and_one():
    for size in SIZES:
        layout = layout_table(table_input(size, 6, "play"))
        assert layout.opponent_rows == (3, 2)
        tops = sorted({a.rect.y for a in layout.areas[1:]})
        assert len(tops) == 2
        assert [sum(1 for a in layout.areas[1:] if a.rect.y == t) for t in tops] == [3, 2]
    assert layout_table(table_input((1366, 768), 5, "play")).opponent_rows == (2, 2)


@pytest.mark.parametrize("players", PLAYERS)
def test_cards_grow_with_the_window(players):
    def own(size):
        layout = layout_table(table_input(size, players, "play"))
        return layout.areas[0].stars, layout.hand_cards.card_w
    def size(stars):  # a line tile < a tile < a whole card; then the wider
        return ("line", "tile", "card").index(stars.kind), stars.card_w
    sizes = [own(s) for s in SIZES]
    for (small, small_hand), (large, large_hand) in zip(sizes, sizes[1:], strict=False):
        assert size(large) >= size(small)
        assert large_hand >= small_hand
    big, big_hand = own((1920, 1080))
    laptop, laptop_hand = own((1366, 768))
    assert big.kind == "card" and big.card_w >= 1.3 * laptop.card_w, (big.card_w, laptop.card_w)
    assert big_hand > laptop_hand


def test_a_large_screen_uses_its_room():
    """At 1920x1080 with two players your stars are large cards, and the areas cover the
    felt between the banner and the rail."""
    layout = layout_table(table_input((1920, 1080), 2, "play"))
    mine = layout.areas[0].stars
    assert mine.kind == "card" and mine.scale >= 1.3
    felt = (layout.rail.y - layout.banner.bottom) * 1920  # type: ignore[union-attr]
    used = sum(a.rect.w * a.rect.h for a in layout.areas) + sum(d.w * d.h for d in layout.decks)
    assert used >= 0.8 * felt


def test_the_hand_never_needs_a_sideways_scroll():
    for count in range(1, 25):
        hand = place_hand(1256, 720, count)
        assert all(c.right <= 1256 and c.w >= MIN_HAND_W for c in hand.cells), count
    assert place_hand(1256, 720, 20).height > place_hand(1256, 720, 5).height, "a second row"


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_legend_leaves_the_hand_title_and_cards_clear_at_six_players(size):
    layout = layout_table(table_input(size, 6, "play"))
    legend = legend_rect(layout, LEGEND_WIDTHS, lambda w: 60 + 42000 // w)
    assert legend.inside(Rect(0, 0, *size))
    assert layout.hand_title is not None and not legend.overlaps(layout.hand_title)
    assert layout.hand is not None and not legend.overlaps(layout.hand)
    assert layout.bar is not None and not legend.overlaps(layout.bar)


# 1280x720 with a 125% font: the table beside the log dock, its fonts' lines, and the
# legend's height at each of its widths (measured in English); folded, its title row
FONT_125 = TextMetrics(banner_line=24, name_line=21, score_line=16, title_line=19, small_line=12)
WHOLE_LEGEND_H = {420: 264, 380: 264, 480: 247, 560: 247, 720: 179, 900: 162}
FOLDED_LEGEND = (414, 42)


@pytest.mark.parametrize("players", PLAYERS)
def test_the_first_games_legend_leaves_your_header_and_hand_title_clear_at_125(players):
    """A first game at 1280x720 with a 125% font: the whole legend lies where it covers
    least; where that is on something of yours (your header with two players), the table
    shows its title row alone, which lies clear of your header, score line, stars, the
    hand's title, the hand and the bar."""
    from redlight_app.gui.layout.legend import clear_of_yours
    layout = layout_table(LayoutInput(width=1018, height=673, players=players, metrics=FONT_125,
                                      stars=(StarsNeed(1),) * players, hand_cards=4,
                                      bar_height=76, banner_width=300, note_width=150))
    spot = legend_rect(layout, LEGEND_WIDTHS, WHOLE_LEGEND_H.__getitem__)
    if not clear_of_yours(layout, spot):
        spot = legend_rect(layout, (FOLDED_LEGEND[0],), lambda _w: FOLDED_LEGEND[1])
    assert clear_of_yours(layout, spot) and spot.inside(Rect(0, 0, 1018, 673)), (players, spot)
    mine = layout.areas[0]
    for rect in (mine.head, mine.score, layout.hand_title):
        assert rect is not None and not spot.overlaps(rect), (players, spot, rect)


# "Honey Honorable-Mention" at the 9 px floor, bold: on one line, and on two ("Honey" over
# "Honorable-Mention"), in pixels
HONEY = (134, 99)


@pytest.mark.parametrize("players, stars", [
    (4, (2, 1, 3, 1)), (4, (2, 4, 4, 4)), (5, (2, 4, 1, 1, 1)), (6, (2, 4, 1, 1, 1, 1)),
    (6, (2, 1, 1, 1, 4, 1)), (6, (3, 1, 2, 4, 2, 1))])
def test_a_crowded_rivals_long_names_are_whole_at_1280x720_with_a_125_font(players, stars):
    """Three or four stars in a rival's area, each called Honey Honorable-Mention: tiles
    three across (her name in 62 pixels beside the circles) read "Honey Honora…", and six
    players' top row clipped its fourth star. Each rival's names are whole now: one-line
    tiles two across, a line tile's name on two lines, or a taller row, taken from the row
    with room to spare; nothing outside the window, nothing overlapping, nothing clipped."""
    from redlight_app.gui.layout.stars import names_whole
    layout = layout_table(LayoutInput(width=1018, height=673, players=players, metrics=FONT_125,
                                      stars=tuple(StarsNeed(n, 0, *HONEY) for n in stars),
                                      hand_cards=4, bar_height=76, banner_width=300,
                                      note_width=150))
    window = Rect(0, 0, 1018, 673)
    assert all(r.inside(window) and r.w > 0 and r.h > 0 for _, r in every_rect(layout))
    blocks = [a.rect for a in layout.areas] + list(layout.decks) + [layout.banner, layout.rail]
    for a, b in itertools.combinations(blocks, 2):
        assert not a.overlaps(b), (a, b)
    for area, count in zip(layout.areas, stars, strict=True):
        placed = area.stars
        assert placed.fits and len(placed.cells) == count
        assert all(c.moved(area.stars_room.x, area.stars_room.y).inside(area.stars_room)
                   for c in placed.cells)
        assert names_whole(placed.kind, placed.name_lines, placed.card_w, *HONEY), \
            (count, placed.kind, placed.name_lines, placed.card_w)


def test_a_long_name_takes_a_line_tile_before_a_narrow_tile():
    room = Rect(0, 0, 307, 104)
    assert place_stars(room, 3, 0, 12).kind == "tile"  # names not measured: as before
    placed = place_stars(room, 3, 0, 12, *HONEY)
    assert placed.kind == "line" and placed.card_w >= HONEY[0] + 11
    two = place_stars(Rect(0, 0, 474, 70), 4, 0, 12, *HONEY)
    assert (two.kind, two.name_lines) == ("line", 2) and two.fits


def test_the_respond_panel_lies_over_the_decks_inside_the_window():
    for size in SIZES:
        layout = layout_table(table_input(size, 6, "play"))
        panel = respond_rect(layout, 360, 190)
        assert panel.inside(Rect(0, 0, *size))
        assert panel.overlaps(layout.decks_box()) and not panel.overlaps(layout.banner)


def test_the_respond_panel_is_as_wide_as_the_decks_where_they_are_narrower():
    # the table beside the log dock (about 260 pixels) on a laptop's screen, and whole
    narrow = [(1018, 698), (1104, 746)]
    assert any(layout_table(table_input(size, 2, "play")).decks_box().w < 380 for size in narrow)
    for size in narrow + SIZES:
        layout = layout_table(table_input(size, 2, "play"))
        decks = layout.decks_box()
        width = respond_width(layout, 380, 250)
        assert width == max(250, min(380, decks.w))
        panel = respond_rect(layout, width, 190)
        if decks.w >= 250:
            assert decks.x <= panel.x and panel.right <= decks.right, (size, panel, decks)
            assert not any(panel.overlaps(a.rect) for a in layout.areas), size


def test_replay_with_every_card_open_has_no_rail():
    layout = layout_table(LayoutInput(width=1366, height=768, players=4, mode="replay",
                                      stars=(StarsNeed(3, 1),) * 4, hand_cards=0, hand_title=False))
    assert layout.rail is None and layout.hand is None and layout.bar is None
    assert layout.areas[0].rect.bottom > 700, "the table takes the rail's height"


def test_the_banner_keeps_its_height_through_a_response():
    """Below 1600 pixels across the banner keeps two lines whatever it says (a response's
    sentence needs them: the table does not move when one opens); wider, one unless the
    sentence needs two."""
    def banner(width, text):
        inp = table_input((width, 900), 4, "play")
        return layout_table(LayoutInput(**{**inp.__dict__, "banner_width": text})).banner.h
    assert banner(1366, 300) == banner(1366, 1200) == 2 * METRICS.banner_line + 10
    assert banner(1920, 300) == METRICS.banner_line + 10
    assert banner(1920, 1800) == 2 * METRICS.banner_line + 10


def test_the_same_input_gives_the_same_rectangles():
    inp = table_input((1366, 768), 5, "play")
    assert layout_table(inp) == layout_table(inp)


def test_stars_take_whole_cards_while_they_fit_then_tiles():
    room = Rect(0, 0, 600, 260)
    assert place_stars(room, 2, 1, 13).kind == "card"
    many = place_stars(Rect(0, 0, 400, 200), 7, 2, 13)
    assert many.kind == "tile" and many.fits and many.card_w >= TILE_MIN_W
    crowded = place_stars(Rect(0, 0, 400, 110), 7, 2, 13)
    assert crowded.kind == "line" and crowded.fits and crowded.card_w >= TILE_MIN_W
