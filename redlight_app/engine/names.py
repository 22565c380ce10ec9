"""Names are text on one line: what a player, card or card-set name may hold, and how a stored
name is shown on a terminal or in a file.

A name with a line break, a carriage return or a NUL forges output: "Ann\\nGAME 99 won by
Mallory" prints a fake row under `redlight games`; an override such as U+202E (RIGHT-TO-LEFT
OVERRIDE) turns the rest of a line around. So every door a name comes in by (the new-game
dialog, the card-set editor and files, game files, table mode, the store itself) refuses
control characters (Unicode category Cc: C0, DEL and C1, newline, CR and NUL among them) and
the explicit bidi embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069), with one
sentence naming the field. Names stored before this rule are shown with those characters
escaped (`shown_name`), never raw: the store escapes them as it reads (store/shown_names.py).
The characters and the escaping live outside the engine, in name_text.py, so that the start
page can use them before the engine is loaded. Right-to-left letters are welcome: sentences
isolate them (see bidi.py), which needs no control characters typed in the name.
"""
from __future__ import annotations

from ..name_text import BIDI_CONTROLS, refused, shown_name

__all__ = ["BIDI_CONTROLS", "refused", "shown_name", "refused_character", "name_problem",
           "check_name", "escaped_json"]


def refused_character(name: str) -> tuple[str, str] | None:
    """The first character `name` may not hold, as (what it is: "line break", "direction
    control" or "control character"; its code point: "000A"), or None."""
    for ch in name:
        if refused(ch):
            what = ("line break" if ch in "\n\r\x0b\x0c\x85" else
                    "direction control" if ch in BIDI_CONTROLS else "control character")
            return what, f"{ord(ch):04X}"
    return None


def name_problem(name: str) -> str | None:
    """Why `name` cannot be a name (a phrase: "holds a line break (U+000A)"), or None."""
    found = refused_character(name)
    return None if found is None else f"holds a {found[0]} (U+{found[1]})"


def check_name(field: str, name: str) -> str:
    """`name` if it may be a name; ValueError with one sentence naming `field` if not."""
    problem = name_problem(name)
    if problem is not None:
        raise ValueError(f"{field} {problem}; a name is text on one line, without control "
                         "characters.")
    return name


def escaped_json(text: str) -> str:
    """JSON text (as `json.dumps(..., ensure_ascii=False)` writes it) with the characters a
    name may not hold written as \\uXXXX escapes: json escapes only C0 controls, and DEL,
    C1 and the bidi controls would reach a terminal raw (a raw C0 character in JSON text is
    its own layout: the line breaks of `indent`). The data read back is unchanged."""
    if not any(ch >= "\x7f" and refused(ch) for ch in text):
        return text
    return "".join(f"\\u{ord(ch):04x}" if ch >= "\x7f" and refused(ch) else ch
                   for ch in text)
