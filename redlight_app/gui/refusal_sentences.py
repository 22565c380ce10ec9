"""The engine's refusal sentences in the chosen language: the engine refuses a move with a
message id, its parameters and an English sentence; the GUI shows the sentence of that id
translated by its English template (context "engine", resources/translations/*.ts), then
filled in with the move's parameters, names isolated and card names translated."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ..bidi import isolate
from ..engine.errors import MESSAGES
from .i18n import NAME_FIELDS, card_names, fill, tr

# the parameters' words that are words of the GUI's own list ("passive", "event", "psyche")
WORDS = ("event", "award", "star", "film", "action", "reaction", "passive", "psyche", "charisma",
         "fame")


def engine_message(key: str | None, params: dict[str, Any] | None, fallback: str) -> str:
    """An engine refusal sentence by its message id, translated, then filled in."""
    template = MESSAGES.get(key or "")
    if template is None:
        return fallback
    shown = {k: card_names.get(v, v) if isinstance(v, str) else v for k, v in (params or {}).items()}
    for key in NAME_FIELDS:
        if isinstance(shown.get(key), str):
            shown[key] = isolate(shown[key])
    for key in ("kind", "stat"):
        if isinstance(shown.get(key), str) and shown[key] in WORDS:
            shown[key] = tr(shown[key])
    try:
        return fill(QCoreApplication.translate("engine", template), **shown)
    except (KeyError, IndexError, ValueError):
        return fallback
