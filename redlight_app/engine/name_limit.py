"""The one limit on the length of a name, and the one sentence that refuses a longer one: a
player's name (the new-game dialogs, game files, scenarios) and a card's or a card set's
(card-set files, the card set editor) alike. The dialogs' fields stop at the limit; the file
readers refuse a longer name with `name_too_long`."""
from __future__ import annotations

MAX_NAME = 60  # characters
TOO_LONG = "A name is at most {limit} characters; this one has {length}."


def name_too_long(name: str) -> str | None:
    """The sentence that refuses `name`, or None when it is short enough."""
    if len(name) <= MAX_NAME:
        return None
    return TOO_LONG.format(limit=MAX_NAME, length=len(name))
