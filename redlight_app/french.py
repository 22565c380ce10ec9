"""French elision where a name is put into a sentence: "la star de {player}" with Ann reads
"la star d'Ann", "que {card}" with Ariel "qu'Ariel", "le {card}" with Oscar "l'Oscar".

A French template cannot be written for both: "de" before Bob, "d'" before Ann. So the word
before a field is elided when the text filled in there begins with a vowel (accented ones
too: Éva); only the template's own words ("de", "que", "le", "la" right before the field)
change, never a word inside the name or anywhere else in the sentence. Before an H nothing
is elided: the app cannot know whether a name's h is mute, and French keeps "de" before the
foreign names players give ("de Honey", "de Harry"). The isolate controls a right-to-left
name is wrapped in (bidi.py) are looked through.

Only the standard library, like bidi.py: the engine's narration uses it too (narrate.py,
given `fill` by the GUI when the language is French).
"""
from __future__ import annotations

import re
from string import Formatter
from typing import Any

from .bidi import ISOLATE_CONTROLS

VOWELS = frozenset("AEIOUaeiouÀÂÄÆÉÈÊËÎÏÔŒÙÛÜàâäæéèêëîïôœùûü")
ELIDED = {"de": "d'", "De": "D'", "que": "qu'", "Que": "Qu'", "le": "l'", "Le": "L'",
          "la": "l'", "La": "L'"}
# one of those words as a whole word (at the start, or after a space or an opening mark),
# then the one space before the field
_BEFORE = re.compile(r"(?:^|(?<=[\s(«\u00a0\u202f]))(de|De|que|Que|le|Le|la|La) $")


def elide_before(before: str, value: str) -> str:
    """`before` (the sentence up to a field) with its last word elided when `value`, the
    text going into the field, begins with a vowel."""
    first = value.lstrip(ISOLATE_CONTROLS)[:1]
    if first not in VOWELS:
        return before
    found = _BEFORE.search(before)
    if found is None:
        return before
    return before[:found.start(1)] + ELIDED[found.group(1)]


def fill_french(template: str, /, *args: Any, **fields: Any) -> str:
    """`template.format(*args, **fields)`, eliding the word before each field as French
    does ("de" + "Ann" -> "d'Ann")."""
    formatter = Formatter()
    out = ""
    auto = 0
    for literal, field, spec, conversion in formatter.parse(template):
        out += literal
        if field is None:
            continue
        if field == "":
            field, auto = str(auto), auto + 1
        value, _ = formatter.get_field(field, args, fields)
        text = formatter.format_field(formatter.convert_field(value, conversion), spec or "")
        out = elide_before(out, text) + text
    return out
