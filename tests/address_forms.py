"""How a text addresses the player: the app says du in German, vous in French and tu in
Italian, everywhere (desktop and phone page), so that one screen never mixes the two.
Each function returns the words in `text` that address the player the other way."""
from __future__ import annotations

import re

# French tu: its pronouns, and verb forms that only "tu" (or "je") takes
_FR_TU = re.compile(r"(?<![\w'’])(tu|toi|ton|ta|tes|te|t['’]|choisis|saisis|prends|attends|"
                    r"rends|finis|remplis|mets|fais|peux|veux|dois|as|es|vas)(?![\w])",
                    re.IGNORECASE)
# German Sie and Italian Lei: a capitalised pronoun where no sentence begins, or Sie after
# a verb (Schließen Sie, öffnen Sie)
_DE_SIE_AFTER_VERB = re.compile(r"\b\w+en Sie\b")
_DE_FORMAL = re.compile(r"\b(Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen)\b")
_IT_FORMAL = re.compile(r"\b(Lei|Suo|Sua|Suoi|Sue|La preghiamo)\b")


def _mid_sentence(text: str, pattern: re.Pattern[str]) -> list[str]:
    """Matches that do not begin a sentence (after . : ; ! ? or at the very start)."""
    found = []
    for match in pattern.finditer(text):
        before = text[:match.start()].rstrip(" \"'„“«(")
        if before and before[-1] not in ".:;!?\n":
            found.append(match.group(0))
    return found


def familiar_french(text: str) -> list[str]:
    return [m.group(0) for m in _FR_TU.finditer(text.replace("&", ""))]


def formal_german(text: str) -> list[str]:
    text = text.replace("&", "")
    return _DE_SIE_AFTER_VERB.findall(text) + _mid_sentence(text, _DE_FORMAL)


def formal_italian(text: str) -> list[str]:
    return _mid_sentence(text.replace("&", ""), _IT_FORMAL)


OTHER_FORM = {"fr": familiar_french, "de": formal_german, "it": formal_italian}
