"""Names as the store hands them out: a player, card or card-set name stored before names
were text on one line (engine/names.py) comes back with its control and bidi characters
escaped ("Ann\\nGAME 99" as "Ann\\\\nGAME 99", U+202E as "\\\\u202e"), never raw, and shortened
to the name limit when the escapes make it longer (name_text.stored_name).

Escaped where they are read from the file, once per way out (a game's seats, the card sets,
the listings, the statistics), not where they are shown: the engine, a game session, the
pages, the log and the phones' pages then only ever see names on one line, and a stored
card set whose names the rule would now refuse still loads. Names take no part in the
rules (moves name cards by their ids; the places' digest, engine/state.py, holds no names),
so a game read with its names escaped replays to the same states. The file is not changed:
reading never writes.
"""
from __future__ import annotations

from typing import Any

from ..engine.cards import CardSet, CardSetError, load_cardset
from ..engine.strict_json import StrictJsonError, read_json
from ..name_text import shown_name, stored_name

__all__ = ["shown_name", "stored_name", "shown_cardset_document", "stored_cardset"]

SECTIONS = ("stars", "events", "films", "awards")  # the card set's lists of cards


def _names_shown(part: dict[str, Any]) -> dict[str, Any]:
    """A card (or the set itself) with its name and its translated names shown escaped."""
    out = dict(part)
    if isinstance(part.get("name"), str):
        out["name"] = stored_name(part["name"])
    translations = part.get("translations")
    if isinstance(translations, dict):
        out["translations"] = {
            lang: {**fields, "name": stored_name(fields["name"])}
            if isinstance(fields, dict) and isinstance(fields.get("name"), str) else fields
            for lang, fields in translations.items()}
    return out


def shown_cardset_document(document: Any) -> Any:
    """A parsed card-set document with every name in it shown escaped (the set's name, each
    card's name and translated names); anything not shaped like a card set as it is, for
    the card-set check to refuse."""
    if not isinstance(document, dict):
        return document
    out = _names_shown(document)
    for key in SECTIONS:
        cards = document.get(key)
        if isinstance(cards, list):
            out[key] = [_names_shown(c) if isinstance(c, dict) else c for c in cards]
    return out


def stored_cardset(text: str | bytes) -> CardSet:
    """The card set stored as JSON `text`, its names shown escaped (CardSetError: the text
    is not a valid card set)."""
    try:
        document = read_json(text, "the card set")
    except StrictJsonError as exc:
        raise CardSetError(str(exc)) from None
    return load_cardset(shown_cardset_document(document))
