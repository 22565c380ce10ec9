"""The New game dialog's remembered choices, kept in the app's settings as one JSON text
under "new_game": the seats, the card set and the options of the last game started, and
the card set the card set editor picked for new games; and the first player's name.

Names kept before names were text on one line (engine/names.py) come back with their control
and bidi characters escaped, as the store hands out stored names (store/shown_names.py)."""
from __future__ import annotations

import json
from typing import Any

from ..name_text import stored_name

SETTINGS_KEY = "new_game"
REMEMBERED = ("seats", "cardset_id", "always_ask_reactions", "turn_limit")


def remembered(settings: Any) -> dict[str, Any]:
    """The choices kept (none when the setting is missing or not a JSON object)."""
    raw = settings.value(SETTINGS_KEY, "")
    try:
        choices = dict(json.loads(str(raw))) if raw else {}
    except (TypeError, ValueError):
        return {}
    seats = choices.get("seats")
    if isinstance(seats, list):
        choices["seats"] = [{**seat, "name": stored_name(seat["name"])}
                            if isinstance(seat, dict) and isinstance(seat.get("name"), str)
                            else seat for seat in seats]
    return choices


def remembered_player_name(settings: Any) -> str:
    """The name the first seat was last played under ("" if none)."""
    return stored_name(str(settings.value("player_name", "") or ""))


def remember(settings: Any, spec: dict[str, Any]) -> None:
    """Keep a started game's choices for the next New game dialog."""
    settings.setValue(SETTINGS_KEY, json.dumps({k: spec.get(k) for k in REMEMBERED}))


def chosen_cardset(settings: Any) -> int | None:
    """The card set id new games start with (None: the demo)."""
    value = remembered(settings).get("cardset_id")
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def use_for_new_games(settings: Any, cardset_id: int) -> None:
    """Make `cardset_id` the New game dialog's card set (kept with its other choices)."""
    choices = remembered(settings)
    choices["cardset_id"] = int(cardset_id)
    settings.setValue(SETTINGS_KEY, json.dumps(choices))
    settings.sync()
