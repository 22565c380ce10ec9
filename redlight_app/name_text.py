"""What a name may be: which characters it may not hold, the one limit on its length with
the one sentence that refuses a longer one, and a stored name as it is shown: those
characters written as escapes (a newline as \\n, U+202E as \\u202e), so that a name stored
before the one-line rule (engine/names.py) stays on its line and reads left to right as
stored.

The limit is for a player's name (the new-game dialogs, game files, scenarios) and a card's
or a card set's (card-set files, the card set editor) alike. The dialogs' fields stop at the
limit; the file readers refuse a longer name with `name_too_long`.

Outside the engine (which uses it for its rule on names, engine/names.py) so that the start
page can show the saved games' players before the engine is loaded: only the standard
library here.
"""
from __future__ import annotations

import unicodedata

MAX_NAME = 60  # characters
TOO_LONG = "A name is at most {limit} characters; this one has {length}."
BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def refused(ch: str) -> bool:
    """Whether a name may not hold the character `ch`: a control character (Unicode
    category Cc: C0, DEL and C1) or an explicit bidi embedding, override or isolate."""
    return ch in BIDI_CONTROLS or unicodedata.category(ch) == "Cc"


def shown_name(name: str) -> str:
    """`name` for a screen, a terminal or a text file: each refused character written as
    an escape, so that a stored name stays on its line and reads left to right as stored.
    Other names come back as they are; an escaped name is shown as it is (idempotent)."""
    if not any(refused(ch) for ch in name):
        return name
    return "".join(ch.encode("unicode_escape").decode("ascii") if refused(ch) else ch
                   for ch in name)


def name_too_long(name: str) -> str | None:
    """The sentence that refuses `name`, or None when it is short enough."""
    if len(name) <= MAX_NAME:
        return None
    return TOO_LONG.format(limit=MAX_NAME, length=len(name))


def stored_name(name: str) -> str:
    """A name read from the saved-games file, as the store hands it on: shown escaped (it may
    have been stored before names were text on one line), and shortened to the limit (its
    end as "…") when the escapes make it longer, so that the card set or game holding it
    still loads and nothing saved is lost."""
    shown = shown_name(name)
    if len(shown) <= MAX_NAME:
        return shown
    return shown[:MAX_NAME - 1] + "…"
