"""The table's real widgets at the screen sizes people have (1280x720 .. 2560x1440), with 2-6
players, in play, replay and table mode, in the middle of a game and late in a crowded one:
no widget outside the window, no scroll bar, no card narrower than its least width, the
hand inside the rail. Screenshots of a few go to test-artifacts/screenshots."""
from __future__ import annotations

import copy
import random
from functools import cache

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QScrollArea, QScrollBar, QWidget

from redlight_app.bots import make_bot
from redlight_app.engine.cards import load_cardset_text
from redlight_app.engine.legal import legal_moves
from redlight_app.engine.moves import PlayAward, PlayEvent
from redlight_app.engine.queries import acting_seat
from redlight_app.engine.rules import apply
from redlight_app.engine.setup import new_game
from redlight_app.engine.state import StarSlot
from redlight_app.engine.view import view
from redlight_app.gui.layout.hand import MIN_HAND_W
from redlight_app.gui.layout.stars import CARD_PAD, MIN_CARD_W, TILE_MIN_W
from redlight_app.gui.viewmodel import TableContext
from redlight_app.resources import demo_cardset_path

SIZES = [(1280, 720), (1366, 768), (1600, 900), (1920, 1080), (2560, 1440)]
PLAYERS = [2, 3, 4, 5, 6]
MODES = ["play", "replay", "table"]


@cache
def game(players: int, turns: int):
    """A demo-set game played by greedy computers until `turns` (or its end)."""
    cardset = load_cardset_text(demo_cardset_path().read_bytes())
    names = ["Ann"] + [f"Robo {i}" for i in range(1, players)]
    state = new_game(cardset, names, seed=players + turns)
    rng = random.Random(players)
    bots = {}
    for _ in range(2000):
        if state.status == "over" or state.turn >= turns:
            break
        seat = acting_seat(state)
        if seat is None:
            break
        if seat not in bots:
            bots[seat] = make_bot("greedy")
            bots[seat].begin(cardset, seat)
        move = bots[seat].choose(view(state, seat), legal_moves(state, seat), rng)
        if move is None:
            break
        apply(state, move)
    return state


def crowded(players: int, stars: int = 7, films: int = 2):
    """A late, crowded table: `stars` stars on every table (the first two with `films` films
    each, one used), eight events in the first player's hand. Dealt by hand from the decks
    (the layout is tested here, not the rules: no game of the demo set piles up so much)."""
    state = game(players, 3)
    state = copy.deepcopy(state)
    cards = state.cardset.cards
    main_stars = [c for c in state.main if type(cards[c]).__name__ == "StarCard"]
    events = [c for c in state.main if type(cards[c]).__name__ == "EventCard"]
    film_deck = list(state.films)
    for player in state.players:
        while len(player.table) < stars and main_stars:
            card = main_stars.pop()
            state.main.remove(card)
            player.table.append(StarSlot(card))
        for slot in player.table[:2]:
            for _ in range(films):
                if film_deck:
                    film = film_deck.pop()
                    state.films.remove(film)
                    slot.films.append(film)
        player.table[0].used = True
    while len(state.players[0].hand) < 8 and events:
        card = events.pop()
        state.main.remove(card)
        state.players[0].hand.append(card)
    return state


def context(state, mode: str) -> TableContext:
    viewer = None if mode == "table" else 0
    seats = [{"name": p.name, "kind": "human" if i == 0 else "bot", "level": "normal"}
             for i, p in enumerate(state.players)]
    legal = legal_moves(state, 0) if mode == "play" else []
    playable = {m.card for m in legal if isinstance(m, PlayEvent | PlayAward)}
    return TableContext(state=state, view=view(state, viewer), viewer=viewer, seats=seats,
                        selection=set(), targets=set(), target_players=set(),
                        playable_cards=playable, legal=legal if mode == "play" else None)


def table_page(qtbot, mode: str):
    from redlight_app.gui.widgets.table import TablePage
    page = TablePage(mode=mode)
    qtbot.addWidget(page)
    if mode == "play":
        from redlight_app.gui.widgets.action_bar import ActionBar
        page.set_action_bar(ActionBar())
    elif mode == "table":
        from redlight_app.gui.table_mode.entry_strip import EntryStrip
        page.set_action_bar(EntryStrip())
    else:
        page.shortcuts = False
    return page


def name_of(w: QWidget) -> str:
    return f"{type(w).__name__}#{w.objectName()}"


def layout_problems(page) -> list[str]:
    """Widgets outside the page, scroll bars shown, cards below their least width, hand
    cards past the rail, stars that overflow their room."""
    out = []
    frame = page.rect()
    for w in page.findChildren(QWidget):
        if w.isWindow() or not w.isVisibleTo(page):
            continue
        box = QRect(w.mapTo(page, QPoint(0, 0)), w.size())
        if not frame.contains(box):
            out.append(f"{name_of(w)} outside the window: {box}")
        if isinstance(w, QScrollBar | QScrollArea):
            out.append(f"{name_of(w)} shown")
    for area in page.areas.values():
        layout = area.layout_
        if layout is not None and not layout.stars.fits:
            out.append(f"{area.objectName()}: stars overflow their room")
        out += award_slot_problems(area)
        for star in area.stars.values():
            if not star.isVisibleTo(page):
                continue
            least = MIN_CARD_W + 2 * CARD_PAD if star.kind == "card" else TILE_MIN_W
            if star.width() < least:
                out.append(f"{star.objectName()} {star.kind} {star.width()} px wide")
            if not area.rect().contains(star.geometry()):
                out.append(f"{star.objectName()} outside her area")
    rail = QRect(page.rail.mapTo(page, QPoint(0, 0)), page.rail.size())
    for card in page.hand.values():
        if card.isVisibleTo(page):
            box = QRect(card.mapTo(page, QPoint(0, 0)), card.size())
            if card.width() < MIN_HAND_W or not rail.contains(box):
                out.append(f"{card.objectName()} {box} (rail {rail})")
    return out


def award_slot_problems(area) -> list[str]:
    """The award slots inside the area's frame, clear of its line (3 px on her turn) and of
    its rounded corner, and far enough apart to read as four (they touched at 1366 x 768)."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainterPath

    from redlight_app.gui.widgets.cards.award_slots import SLOT_GAP, SLOT_H
    from redlight_app.gui.widgets.table.player_area import FRAME_INSET, FRAME_RADIUS
    slots = area.awards.geometry()
    inside = QRectF(area.rect()).adjusted(FRAME_INSET + 2, FRAME_INSET + 2,
                                         -FRAME_INSET - 2, -FRAME_INSET - 2)
    frame = QPainterPath()
    frame.addRoundedRect(inside, FRAME_RADIUS - 2, FRAME_RADIUS - 2)
    out = []
    if not frame.contains(QRectF(slots)):
        out.append(f"{area.objectName()}: award slots {slots} on the frame")
    gap = SLOT_GAP * min(1.0, slots.height() / (SLOT_H + 2))
    if gap < 4:
        out.append(f"{area.objectName()}: award slots {gap:.1f} px apart")
    return out


def shown_at(qtbot, page, size: tuple[int, int], ctx: TableContext) -> None:
    page.resize(*size)
    page.show()
    page.refresh(ctx)
    QApplication.processEvents()
    QApplication.processEvents()  # the bar's new height, laid out once more


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("players", PLAYERS)
def test_the_table_fits_every_screen_size(qtbot, shots, players, mode):
    """A game in its middle, at each of the five sizes (one page, resized)."""
    state = game(players, players + 4)
    page = table_page(qtbot, mode)
    ctx = context(copy.deepcopy(state), mode)
    for size in SIZES:
        shown_at(qtbot, page, size, ctx)
        assert (page.width(), page.height()) == size
        assert layout_problems(page) == [], (size, players, mode)
        if mode == "play" and players in (2, 6) and size[0] in (1366, 1920):
            page.grab().save(str(shots / f"table-{players}p-{size[0]}x{size[1]}.png"))


@pytest.mark.parametrize("players", [2, 4, 6])
def test_a_crowded_late_game_fits_without_scrolling(qtbot, shots, players):
    """Late in a game, stars and films piled up (seven stars a player, films under two),
    a full hand: in every mode and size."""
    state = crowded(players)
    for mode in MODES:
        page = table_page(qtbot, mode)
        ctx = context(copy.deepcopy(state), mode)
        for size in SIZES:
            shown_at(qtbot, page, size, ctx)
            assert layout_problems(page) == [], (size, players, mode)
        page.close()
    page.grab().save(str(shots / f"table-late-{players}p-table-mode.png"))


def test_replay_with_every_card_open_gives_the_rail_to_the_table(qtbot):
    state = game(4, 8)
    page = table_page(qtbot, "replay")
    ctx = context(copy.deepcopy(state), "replay")
    ctx.viewer = None
    ctx.view = view(ctx.state, None)
    page.show_rail(False)
    shown_at(qtbot, page, (1366, 768), ctx)
    assert layout_problems(page) == []
    assert not page.rail.isVisible()
    assert max(a.geometry().bottom() for a in page.areas.values()) > 768 - 20


def test_cards_grow_with_the_window(qtbot):
    """Your stars and your hand are larger on a larger screen (the room is used)."""
    state = game(2, 6)
    page = table_page(qtbot, "play")
    ctx = context(copy.deepcopy(state), "play")
    widths = []
    for size in [(1366, 768), (1920, 1080)]:
        shown_at(qtbot, page, size, ctx)
        mine = page.areas[0]
        star = next(iter(mine.stars.values()))
        card = next(iter(page.hand.values()))
        widths.append((star.width(), card.width(), star.kind))
    (small, small_hand, _), (large, large_hand, kind) = widths
    assert kind == "card" and large >= 1.3 * small and large_hand > small_hand, widths


def test_six_players_sit_three_and_two(qtbot):
    state = game(6, 10)
    page = table_page(qtbot, "play")
    shown_at(qtbot, page, (1366, 768), context(copy.deepcopy(state), "play"))
    tops: dict[int, int] = {}
    for seat, area in page.areas.items():
        if seat != 0:
            tops[area.y()] = tops.get(area.y(), 0) + 1
    assert sorted(tops.items()) == sorted(zip(sorted(tops), [3, 2], strict=True))


def test_a_crowded_six_player_table_at_1280x720_looks_whole(qtbot, shots):
    page = table_page(qtbot, "play")
    shown_at(qtbot, page, (1280, 720), context(crowded(6), "play"))
    page.grab().save(str(shots / "table-crowded-6p-1280x720.png"))
    assert layout_problems(page) == []
