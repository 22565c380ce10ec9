"""How cards are drawn: stars (star_card), hand cards (hand_card), award slots, their
printed look (faces) and their words (text). Each card is a button (card_button)."""
from __future__ import annotations

from .text import fit_text, font

__all__ = ["fit_text", "font"]
