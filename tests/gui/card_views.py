"""Cards of a card set as the view-model shows them (in the language installed), to draw
one card alone; and what a drawn card painted."""
from __future__ import annotations

from typing import Any

from PySide6.QtGui import QPainter

from redlight_app.engine.cards import AwardCard, EventCard, StarCard
from redlight_app.gui import i18n
from redlight_app.gui.layout.geometry import Rect
from redlight_app.gui.layout.stars import StarsPlacement, place_stars
from redlight_app.gui.viewmodel.table_view import FilmView, HandCardView, StarView, StatView


def star_view(card: StarCard, films: tuple[FilmView, ...] = (), used: bool = False,
              shortcut: str = "") -> StarView:
    text = i18n.card_text(card) or (card.ability.text if card.ability else "")
    stats = tuple(StatView(label, value, value, (), f"{value} printed")
                  for label, value in (("Psyche", card.psyche), ("Charisma", card.charisma),
                                       ("Fame", card.fame)))
    name = i18n.card_name(card)
    return StarView(card=card.id, name=name, psyche=card.psyche, charisma=card.charisma,
                    fame=card.fame, printed=(card.psyche, card.charisma, card.fame),
                    ability_kind=card.ability.kind if card.ability else None, text=text,
                    films=films, stats=(stats[0], stats[1], stats[2]), used=used,
                    owner_out=False, mine=True, selected=False, target=False,
                    outshine_target=False, hinted=False, selectable=True, why_not="",
                    shortcut=shortcut, accessible_name=name, accessible_description=text)


def hand_view(card: EventCard | AwardCard, shortcut: str = "Ctrl+1") -> HandCardView:
    from redlight_app.gui.viewmodel.build import PHASE_WORDS
    name, text = i18n.card_name(card), i18n.card_text(card)
    if isinstance(card, EventCard):
        kind, band, phase, frame = "event", i18n.tr(PHASE_WORDS[card.phase]), card.phase, ""
    else:
        kind, band, phase, frame = "award", i18n.tr("AWARD"), "", card.frame
        text = text or i18n.tr("An award: four of them win the game.")
    return HandCardView(card=card.id, name=name, kind=kind, kind_word=kind, band=band, text=text,
                        phase=phase, frame=frame, counts=True, playable=True, why_not="",
                        target=False, hinted=False, shortcut=shortcut, accessible_name=name,
                        accessible_description=text)


def whole_card(scale: float, films: int = 0) -> StarsPlacement:
    """One whole card at `scale` (its cell as the layout makes it)."""
    from redlight_app.gui.layout.stars import CARD_H, CARD_PAD, CARD_W, film_strip_h
    film_h = film_strip_h(scale, 13)
    w = round(CARD_W * scale) + 2 * CARD_PAD
    h = round(CARD_H * scale) + 2 * CARD_PAD + films * film_h
    return StarsPlacement("card", scale, "strips", film_h, (Rect(0, 0, w, h),))


def tile(width: int, films: int = 0) -> StarsPlacement:
    placement = place_stars(Rect(0, 0, width, 400), 1, films, 13)
    if placement.kind == "card":  # a room this size takes a whole card: a tile on purpose
        from redlight_app.gui.layout.stars import tile_h
        return StarsPlacement("tile", 1.0, "strips", 17, (Rect(0, 0, width, tile_h(films, "strips", 13)),))
    return placement


def drawn_texts(widget: Any, monkeypatch: Any) -> list[str]:
    """Every string `widget` painted (QPainter.drawText), in order (painted afresh, not
    blitted from a star's look drawn before)."""
    from redlight_app.gui.widgets.cards.looks import LOOKS
    LOOKS.clear()
    texts: list[str] = []
    real = QPainter.drawText

    def spy(p, *args):  # type: ignore[no-untyped-def]
        texts.extend(a for a in args if isinstance(a, str))
        return real(p, *args)
    with monkeypatch.context() as m:
        m.setattr(QPainter, "drawText", spy)
        widget.grab()
    return texts
