"""The view-model's words (`viewmodel.Words`) in the language installed now."""
from __future__ import annotations

from .. import i18n
from ..bots import level_label
from ..refusal_sentences import engine_message
from ..viewmodel.words import Words


def installed_words() -> Words:
    """Qt's translation, card names and numbers as the chosen language has them."""
    return Words(tr=i18n.tr, card_name=i18n.card_name, card_text=i18n.card_text,
                 number=i18n.number, engine_message=engine_message, level_label=level_label,
                 fill=i18n.fill)
