"""The words the view-model writes its sentences with, handed in rather than imported.

The view-model is plain Python (no Qt): translation, card names in the chosen language and
number formatting come in a `Words` value. The GUI passes the installed language's words
(`gui/widgets/words.py`); tests pass `PLAIN_WORDS` (English, the card set's own names).

Inside the view-model a sentence is written `tr("...")` with `tr = words.tr` bound first:
pyside6-lupdate reads a bare `tr("...")` call into the GUI's context, the same one as
every other table string.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol


class Translate(Protocol):
    """tr("...") or, for a count's sentence, tr("...", "", count): its singular or plural."""

    def __call__(self, text: str, disambiguation: str = "", n: int = -1) -> str: ...


def _plain_tr(text: str, disambiguation: str = "", n: int = -1) -> str:
    return text


def QT_TR_NOOP(text: str) -> str:  # the name lupdate looks for
    """Marks a string for translation where it is defined; translated with `tr` later."""
    return text


def _plain_name(card: Any) -> str:  # any card of the engine's
    return str(getattr(card, "name", "") or "")


def _plain_text(card: Any) -> str:
    return str(getattr(card, "text", "") or "")


def _plain_fill(template: str, /, *args: Any, **fields: Any) -> str:
    return template.format(*args, **fields)


def _plain_message(key: str | None, params: dict[str, Any] | None, fallback: str) -> str:
    return fallback


@dataclass(frozen=True)
class Words:
    """Translation (`tr`), a card's name and text in the chosen language, a number written
    for the chosen locale, an engine refusal's sentence by its message id, and a translated
    template filled in (`fill`: "Tour de {name}" with Ann reads "Tour d'Ann" in French)."""

    tr: Translate = _plain_tr
    card_name: Callable[[Any], str] = _plain_name
    card_text: Callable[[Any], str] = _plain_text
    number: Callable[[int], str] = str
    engine_message: Callable[[str | None, dict[str, Any] | None, str], str] = _plain_message
    level_label: Callable[[str], str] = str  # a computer player's level, for people
    fill: Callable[..., str] = _plain_fill  # a template filled in (French elides: i18n.fill)


PLAIN_WORDS = Words()
