"""The phone page's language: chosen from the phone's Accept-Language, translated with the
app's own .qm files (QtCore's QTranslator only: no window, no installed translator, so the
desktop's language is left alone)."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QTranslator

from ..french import fill_french
from ..resources import resource_path

LANGUAGES = ("en", "it", "de", "fr")
MAX_HEADER = 200  # Accept-Language beyond this is not read further


def pick_language(accept_language: str | None) -> str:
    """The first of the phone's languages we have (by quality), else English."""
    ranked: list[tuple[float, int, str]] = []
    for index, part in enumerate((accept_language or "")[:MAX_HEADER].split(",")):
        tag, _, params = part.strip().partition(";")
        quality = 1.0
        if params.strip().startswith("q="):
            try:
                quality = float(params.strip()[2:])
            except ValueError:
                quality = 0.0
        lang = tag.strip().lower().split("-")[0]
        if lang in LANGUAGES and quality > 0:
            ranked.append((-quality, index, lang))
    return min(ranked)[2] if ranked else "en"


class Words:
    """The sentences of one language: the GUI's strings (context ""), the engine's
    refusal and log templates (context "engine"), and card names from the card set."""

    def __init__(self, lang: str) -> None:
        self.lang = lang if lang in LANGUAGES else "en"
        self._translator: QTranslator | None = None
        if self.lang != "en":
            translator = QTranslator()
            if translator.load(str(resource_path("translations", f"redlight_{self.lang}.qm"))):
                self._translator = translator

    def tr(self, text: str) -> str:
        """A GUI sentence in this language (English when it has no translation)."""
        return self._translate("", text)

    def fill(self, template: str, /, **fields: Any) -> str:
        """A template of this language filled in; French elides the word before a name as
        the desktop does ("de {name}" with Ann: "d'Ann", french.py)."""
        if self.lang == "fr":
            return fill_french(template, **fields)
        return template.format(**fields)

    def engine(self, template: str) -> str:
        """An engine template (refusal or log sentence) in this language."""
        return self._translate("engine", template)

    def _translate(self, context: str, text: str) -> str:
        if self._translator is None:
            return text
        return self._translator.translate(context, text) or text

    def card_name(self, card: Any) -> str:
        return self._card_field(card, "name")

    def card_text(self, card: Any) -> str:
        return self._card_field(card, "text")

    def _card_field(self, card: Any, field: str) -> str:
        translations = getattr(card, "translations", None) or {}
        value = (translations.get(self.lang) or {}).get(field)
        return value or (getattr(card, field, "") or "")


def all_words() -> dict[str, Words]:
    """One `Words` per language the page speaks (made when a server starts)."""
    return {lang: Words(lang) for lang in LANGUAGES}
