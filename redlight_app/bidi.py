"""A name inside a sentence, kept in its own writing direction (Unicode bidi isolates).

A player may be called "دانة 7" or "נועה": put as is into "{name}: 3 awards" or a list
"Ann, {a}, {b}", the right-to-left letters pull the digits, colons and commas around them
into their run and the sentence reads scrambled. Every sentence template that inserts a
name goes through `isolate`: it wraps the name in FIRST STRONG ISOLATE (U+2068) ... POP
DIRECTIONAL ISOLATE (U+2069), so the name is laid out on its own and the sentence around it
keeps its order (Unicode's bidi algorithm, rule X5c; Qt's text layout follows it).

Outside the engine (which uses it for the log's sentences) so that the start page can list
the saved games' players before the engine is loaded: only the standard library here.

Names written only in left-to-right scripts are returned as typed: in the four languages of
the app (all left to right) they cannot reorder anything, and the sentences stay plain
(copied text, screen readers, tests). Isolate controls already inside a name are dropped, so
a name cannot close its own isolate early.
"""
from __future__ import annotations

import unicodedata

FSI = "\u2068"  # FIRST STRONG ISOLATE
PDI = "\u2069"  # POP DIRECTIONAL ISOLATE
ISOLATE_CONTROLS = "\u2066\u2067\u2068\u2069"  # LRI, RLI, FSI, PDI
# bidi classes that can reorder the text around them: right-to-left letters, Arabic digits,
# and the explicit embeddings, overrides and isolates
_REORDERING = frozenset({"R", "AL", "AN", "LRE", "RLE", "LRO", "RLO", "PDF", "LRI", "RLI",
                         "FSI", "PDI"})


def isolate(name: str) -> str:
    """`name` ready to be put into a sentence: isolated when it could reorder the sentence."""
    if not any(unicodedata.bidirectional(ch) in _REORDERING for ch in name):
        return name
    inner = "".join(ch for ch in name if ch not in ISOLATE_CONTROLS)
    return FSI + inner + PDI

