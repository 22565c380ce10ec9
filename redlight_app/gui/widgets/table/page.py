"""The table page: renders the view-model (gui/viewmodel) where the layout (gui/layout)
says. `refresh(ctx)` builds the table's view from the game and draws it; clicks come out as
signals (the main window turns them into moves through the interaction model).

Nothing is decided here: what to show is the view-model's, where it goes the layout's.
"""
from __future__ import annotations

import weakref
from typing import Any

from PySide6.QtCore import QEvent, QObject, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget

from ...i18n import number, tr
from ...layout.geometry import Rect
from ...layout.legend import clear_of_yours, covered, legend_rect
from ...layout.table import (
    LayoutInput,
    StarsNeed,
    TableLayout,
    layout_table,
    respond_rect,
    respond_width,
)
from ...plain_text import plain_label
from ...viewmodel import TableContext, TableView, build_table
from ..cards.text import font
from ..legend import WIDTHS, Legend
from ..respond_panel import PANEL_LEAST_W, PANEL_W, RespondPanel
from ..words import installed_words
from .banner import Banner
from .decks import DeckWidget
from .felt import Felt, Rail, Strip, ink
from .hand_row import HandRow
from .measure import TITLE_FONT, name_widths, table_metrics
from .player_area import PlayerArea

MODES = ("play", "replay", "table")
QWIDGETSIZE_MAX = (1 << 24) - 1  # Qt's largest widget size (not exported by PySide6)


def qrect(r: Rect, dx: int = 0, dy: int = 0) -> QRect:
    return QRect(r.x + dx, r.y + dy, r.w, r.h)


class TablePage(Felt):
    """`mode`: "play" (the hand and the action bar on the rail), "replay" (the watched
    hand, no bar; no rail when every card is open) or "table" (the entry strip, no hand)."""

    star_clicked = Signal(str)
    player_clicked = Signal(int)
    card_clicked = Signal(str)
    discard_clicked = Signal()
    legend_closed = Signal()  # "Got it" on the first game's legend

    def __init__(self, parent: QWidget | None = None, mode: str = "play") -> None:
        super().__init__(parent)
        if mode not in MODES:
            raise ValueError(f"unknown table mode {mode!r}")
        self.mode = mode
        self.setObjectName("table")
        self.strip = Strip(self)
        self.banner = Banner(self.strip)
        ink(self.banner, "#f7f1df")
        self.saved = plain_label(QLabel(self.strip))
        self.saved.setObjectName("saved")
        ink(self.saved, "#b9d3bf")
        self.saved.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.retranslate_widths()
        self.main_deck = DeckWidget("main", self)
        self.film_deck = DeckWidget("films", self)
        self.award_deck = DeckWidget("awards", self)
        self.discard = DeckWidget("discard", self)
        self.discard.setCursor(Qt.CursorShape.PointingHandCursor)
        self.discard.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.discard.clicked.connect(self.discard_clicked)
        self.rail = Rail(self)
        self.rail.setObjectName("rail")
        self.hand_title = plain_label(QLabel(self.rail))
        self.hand_title.setObjectName("hand-title")
        ink(self.hand_title, "#f0e2c8")
        self.hand_title.setFont(font(*TITLE_FONT))
        self.hand_row = HandRow(self.rail)
        self.hand_row.card_clicked.connect(self.card_clicked)
        self.bar: Any = None
        self.respond_panel = RespondPanel(self)
        self.respond_panel.hide()
        self.legend: Any = None
        self.areas: dict[int, PlayerArea] = {}
        self.view: TableView | None = None
        self.layout_input: LayoutInput | None = None
        self.table_layout: TableLayout | None = None
        self.rail_shown = True
        self.shortcuts = True  # the number keys reach the cards: each shows its key
        self._relayout_due = False
        self._tab_set: list[weakref.ref[QWidget]] = []  # the chain last set (_tab_order)
        # the legend's search for a new place, when more of what a player needs came under
        # it: a timer, which the event loop fires after the posted events, the table's
        # repaint among them (a posted call could come before the paint and hold it back:
        # the search takes longer than a move's whole repaint)
        self._legend_due = QTimer(self)
        self._legend_due.setSingleShot(True)
        self._legend_due.setInterval(0)
        self._legend_due.timeout.connect(self.place_legend)

    # -- parts the windows reach -----------------------------------------------------------
    @property
    def hand(self) -> dict[str, Any]:
        """The hand's cards by card id."""
        return self.hand_row.cards

    @property
    def hand_order(self) -> list[str]:
        return self.hand_row.order

    def deck_widgets(self) -> tuple[DeckWidget, DeckWidget, DeckWidget, DeckWidget]:
        return (self.main_deck, self.film_deck, self.award_deck, self.discard)

    def set_action_bar(self, bar: Any) -> None:
        """The action bar (or table mode's entry strip) on the rail, below the hand."""
        bar.setParent(self.rail)
        bar.show()
        self.bar = bar
        bar.installEventFilter(self)  # its height may change: the table is laid out again
        explain = getattr(bar, "explain", None)
        if explain is not None:  # the refusal floats over the table: the hand never moves
            explain.setParent(self)
            bar.place_explanation = self._place_explanation
        self._relayout()

    def show_rail(self, shown: bool) -> None:
        """The hand and the action bar shown or not (a replay with every card open has
        neither): the table takes the height they leave."""
        if shown != self.rail_shown:
            self.rail_shown = shown
            self.rail.setVisible(shown)
            self._relayout()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.bar and event.type() == QEvent.Type.LayoutRequest:
            self._relayout_soon()
        return False

    def _relayout_soon(self) -> None:
        if not self._relayout_due:
            self._relayout_due = True
            QTimer.singleShot(0, self._relayout_now)

    def _relayout_now(self) -> None:
        self._relayout_due = False
        self._relayout()

    # -- drawing ---------------------------------------------------------------------------
    def refresh(self, ctx: TableContext) -> None:
        """Build the table's view from `ctx` and draw it."""
        view = build_table(ctx, installed_words(), shortcuts=self.shortcuts)
        self.view = view
        self._seat_areas(view)
        self.banner.set_banner(view.banner)
        for deck, deck_view in zip(self.deck_widgets(), view.decks, strict=True):
            deck.show_deck(deck_view)
        self.hand_title.setText(view.hand.title)
        if view.respond is not None and self.legend is not None and self.legend.isVisible():
            self.legend.hide()  # what is being answered comes first (the legend returns next game)
        self.respond_panel.show_response(view.respond)
        self._relayout()
        self._tab_order()

    def _seat_areas(self, view: TableView) -> None:
        """A player area per seat, made again when who sits at the bottom changes."""
        if set(self.areas) == set(range(len(view.seats))) and \
                getattr(self, "_bottom", None) == view.bottom:
            return
        for area in self.areas.values():
            area.hide()
            area.deleteLater()
        self.areas = {}
        self._bottom = view.bottom
        for seat in range(len(view.seats)):
            area = PlayerArea(seat, self)
            area.star_clicked.connect(self.star_clicked)
            area.player_clicked.connect(self.player_clicked)
            self.areas[seat] = area
            area.show()
        self._float_above()
        self.layout_input = None

    def _float_above(self) -> None:
        """What floats over the table (the legend, the response panel, a refusal) above
        the player areas, which a new player at the screen (hot-seat) makes again."""
        if self.legend is not None:
            self.legend.raise_()
        self.respond_panel.raise_()
        explain = getattr(self.bar, "explain", None)
        if explain is not None:
            explain.raise_()

    def _layout_input(self, view: TableView | None) -> LayoutInput:
        order = [view.bottom, *view.others] if view is not None else []
        needs = tuple(StarsNeed(len(view.seats[s].stars),
                                max((len(star.films) for star in view.seats[s].stars), default=0),
                                *name_widths(star.name for star in view.seats[s].stars))
                      for s in order) if view is not None else ()
        rail = self.rail_shown
        bar_h = 0
        if rail and self.bar is not None and not self.bar.isHidden():
            width = self.width() - 24
            bar_h = self.bar.heightForWidth(width) if self.bar.hasHeightForWidth() \
                else self.bar.sizeHint().height()
            bar_h = max(bar_h, self.bar.minimumSizeHint().height())
        hand = len(view.hand.cards) if view is not None and rail else 0
        note = max(self.saved.minimumWidth(), self.saved.sizeHint().width())
        return LayoutInput(width=max(200, self.width()), height=max(200, self.height()),
                           players=len(order) or 2, mode=self.mode, metrics=table_metrics(),
                           stars=needs, hand_cards=hand,
                           hand_title=rail and self.mode != "table" and not self.hand_title.isHidden(),
                           bar_height=bar_h,
                           banner_width=self.banner.text_width(view.banner) if view is not None else 0,
                           note_width=note)

    def _relayout(self) -> None:
        """The layout for what is shown now (worked out again only when its input changed),
        and every part placed and drawn where it says."""
        view = self.view
        inp = self._layout_input(view)
        if inp != self.layout_input:
            self.layout_input = inp
            self.table_layout = layout_table(inp)
            self._place_fixed(self.table_layout)
        layout = self.table_layout
        assert layout is not None
        if view is not None:
            order = [view.bottom, *view.others]
            for seat, area_layout in zip(order, layout.areas, strict=False):
                area = self.areas[seat]
                rect = qrect(area_layout.rect)
                if area.geometry() != rect:
                    area.setGeometry(rect)
                area.show_seat(view.seats[seat], area_layout)
            self.hand_row.show_hand(view.hand.cards if self.rail_shown else (), layout.hand_cards)
        if self.respond_panel.isVisible():
            respond = self.respond_panel
            respond.fit_width(respond_width(layout, PANEL_W, PANEL_LEAST_W))
            panel = respond_rect(layout, respond.width(), respond.height())
            respond.move(panel.x, panel.y)
            respond.raise_()
            self._note_on_top()

    def _place_fixed(self, layout: TableLayout) -> None:
        """The strip, the decks, the rail's parts and what floats: placed at a new layout."""
        self.strip.setGeometry(qrect(layout.banner))
        note = self.layout_input.note_width if self.layout_input is not None else 0
        self.saved.setGeometry(layout.banner.w - note - 14, 0, note, layout.banner.h)
        self.banner.setGeometry(0, 0, layout.banner.w - note - 14, layout.banner.h)
        for deck, rect in zip(self.deck_widgets(), layout.decks, strict=True):
            deck.setGeometry(qrect(rect))
        if layout.rail is not None:
            rail = layout.rail
            self.rail.setGeometry(qrect(rail))
            self.rail.setVisible(True)
            self.hand_title.setVisible(layout.hand_title is not None)
            if layout.hand_title is not None:
                self.hand_title.setGeometry(qrect(layout.hand_title, 0, -rail.y))
            self.hand_row.setVisible(layout.hand is not None)
            if layout.hand is not None:
                self.hand_row.setGeometry(qrect(layout.hand, 0, -rail.y))
            if self.bar is not None and layout.bar is not None:
                self.bar.setGeometry(qrect(layout.bar, 0, -rail.y))
        else:
            self.rail.setVisible(False)
        legend = self.legend
        if legend is not None and legend.isVisible():
            if legend.placed_for != (layout.width, layout.height):
                self.place_legend()  # placed again at a new size
            elif covered(layout, Rect(legend.x(), legend.y(), legend.width(), legend.height())) \
                    > legend.placed_cost:
                # more of what a player needs came under it (the hand dealt after the
                # curtain, a new star): it moves once the table is drawn, so the move's
                # repaint does not wait for the search (else a move leaves it where it is)
                self._legend_due.start()
        if self.bar is not None and getattr(self.bar, "explain", None) is not None \
                and self.bar.explain.isVisible():
            self._place_explanation()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._relayout()

    def tab_chain(self) -> list[QWidget]:
        """The table's controls in Tab order: your stars, your hand, the opponents' stars
        (clockwise), the discard pile, the action buttons. Its first is where the keyboard
        starts on the table (accessibility.FocusFollow)."""
        view = self.view
        if view is None:
            return []
        chain = self.yours()
        for seat in view.others:
            chain += self.areas[seat].stars_in_order()
        if view.viewer is None and view.bottom in self.areas:
            chain += self.areas[view.bottom].stars_in_order()
        chain.append(self.discard)
        if self.bar is not None and hasattr(self.bar, "buttons"):
            chain += list(self.bar.buttons.values())
        return chain

    def yours(self) -> list[QWidget]:
        """Your stars (when someone is at the screen) and your hand, in Tab order: where the
        keyboard starts on the table."""
        view = self.view
        chain: list[QWidget] = []
        if view is not None and view.bottom in self.areas and view.viewer is not None:
            chain += self.areas[view.bottom].stars_in_order()
        return chain + self.hand_row.in_order()

    def _tab_order(self) -> None:
        """Qt's focus chain set to `tab_chain` when its widgets changed. Told by weak
        references, not by the widgets' ids: a card made again (a new player at the screen,
        a card dealt) may get the id of the one it replaces, and a new widget goes to the
        end of the window's chain, after the game log."""
        chain = self.tab_chain()
        if len(chain) == len(self._tab_set) and \
                all(ref() is widget for ref, widget in zip(self._tab_set, chain, strict=True)):
            return
        self._tab_set = [weakref.ref(widget) for widget in chain]
        for a, b in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(a, b)

    # -- what floats over the table --------------------------------------------------------
    def offer_legend(self, settings: Any) -> None:
        """The one-time legend, unless `settings` says it was seen (QSettings "legend_seen")."""
        if settings.value("legend_seen", False) in (True, "true", "1", 1):
            return
        if self.legend is None:
            self.legend = Legend(self)
            self.legend.closed.connect(lambda: settings.setValue("legend_seen", True))
            self.legend.closed.connect(self.legend_closed)
            self.legend.opened.connect(self.place_legend)
        self.legend.retranslate()
        self.legend.show()
        self.place_legend()

    def put_legend_away(self) -> bool:
        """The legend closed as its button closes it (Esc, when nothing else on the table
        wants it: move_input.cancel); False if it was not shown."""
        if self.legend is None or not self.legend.isVisible():
            return False
        self.legend.put_away()
        return True

    def place_legend(self) -> None:
        """The legend where it covers the least of what a player needs (the layout's
        rectangles: empty felt when there is some), placed when shown and when the window's
        size changes (finding the place costs more than a move's repaint)."""
        legend, layout = self.legend, self.table_layout
        if legend is None or not legend.isVisible() or layout is None:
            return
        legend.fold(False)
        spot = legend_rect(layout, WIDTHS, legend.height_for)
        if not legend.asked and not clear_of_yours(layout, spot):
            # the whole legend would lie on your header, stars, hand or their title (1280x720
            # with a 125% font: on your header): its title row alone, until Show opens it
            legend.fold(True)
            spot = legend_rect(layout, (legend.folded_width(),), legend.height_for)
        legend.placed_for = (layout.width, layout.height)
        legend.placed_cost = covered(layout, spot)
        legend.set_width(spot.w)
        legend.move(spot.x, spot.y)
        legend.raise_()
        self._note_on_top()

    def _note_on_top(self) -> None:
        """A refusal's note above what else floats (the response panel, the legend),
        raised after them: it answers what was just tried, and is read whole until Esc."""
        explain = getattr(self.bar, "explain", None)
        if explain is not None and explain.isVisible():
            explain.raise_()

    def _place_explanation(self) -> None:
        explain = self.bar.explain
        width = min(self.width() - 24, 900)
        explain.setFixedWidth(width)
        # as tall as its text at this width: the height fixed for the last note let go first
        # (a label's height for a width is never under its minimum), and not its size hint,
        # which is for a narrower label (taller: an empty band, the text centred below it)
        explain.setMinimumHeight(0)
        explain.setMaximumHeight(QWIDGETSIZE_MAX)
        height = explain.heightForWidth(width)
        explain.setFixedHeight(height if height > 0 else explain.sizeHint().height())
        bottom = self.rail.y() if self.rail.isVisible() else self.height()
        explain.move((self.width() - width) // 2, bottom - explain.height() - 6)
        explain.raise_()

    # -- language ---------------------------------------------------------------------------
    def retranslate(self) -> None:
        """The texts not redrawn by `refresh`, in the language now installed."""
        self.retranslate_widths()
        if self.legend is not None:
            self.legend.retranslate()

    def retranslate_widths(self) -> None:
        """Room for the longest "saved" note in the language now in use."""
        sample = tr("Autosaved · {count} moves", "", 9999).format(count=number(9999))
        self.saved.setMinimumWidth(self.saved.fontMetrics().horizontalAdvance(sample) + 30)
