"""Which characters a name may not hold, and a stored name as it is shown: those characters
written as escapes (a newline as \\n, U+202E as \\u202e), so that a name stored before the
one-line rule (engine/names.py) stays on its line and reads left to right as stored.

Outside the engine (which uses it for its rule on names, engine/names.py) so that the start
page can show the saved games' players before the engine is loaded: only the standard
library here.
"""
from __future__ import annotations

import unicodedata

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
