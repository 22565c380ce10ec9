"""The phone page's words: every language has them all, and French speaks to the player
as the desktop app does (vous), so one screen never mixes the two forms of address."""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

from redlight_app.host import sentences
from redlight_app.host.words import LANGUAGES

ROOT = Path(__file__).resolve().parents[2]
WORDS_JS = ROOT / "redlight_app" / "host" / "page" / "words.js"
FRENCH_TS = ROOT / "resources" / "translations" / "redlight_fr.ts"

# tu, toi, ton, ta, tes, te and t' (t'est, t'a): the familiar forms of address
FAMILIAR = re.compile(r"(?<![\w'’])(tu|toi|ton|ta|tes|te|t['’])(?![\w])", re.IGNORECASE)


def page_words() -> dict[str, dict[str, str]]:
    text = WORDS_JS.read_text(encoding="utf-8")
    blocks = re.split(r"^  (\w\w): \{$", text, flags=re.MULTILINE)[1:]
    return {lang: dict(re.findall(r'(\w+): "((?:[^"\\]|\\.)*)"', body))
            for lang, body in zip(blocks[::2], blocks[1::2], strict=True)}


def test_the_page_has_every_word_in_each_of_its_languages():
    words = page_words()
    assert sorted(words) == sorted(LANGUAGES)
    for lang, table in words.items():
        assert table.keys() == words["en"].keys(), lang
        assert all(text or key == "connected" for key, text in table.items()), lang


def test_french_says_vous_on_the_phone_page_as_in_the_desktop_app():
    desktop = [(node.text or "").replace("&", "")  # a shortcut's mark: Te&xte
               for node in ET.parse(FRENCH_TS).iter("translation")]
    assert any(re.search(r"\bvotre\b|\bvous\b", text) for text in desktop)
    assert [text for text in desktop if FAMILIAR.search(text)] == []
    phone = list(page_words()["fr"].values())
    host = [sentences._SENTENCES[key]["fr"] for key in sentences.keys()]
    familiar = [text for text in phone + host if FAMILIAR.search(text)]
    assert familiar == []


def desktop_words(lang: str) -> dict[str, str]:
    path = ROOT / "resources" / "translations" / f"redlight_{lang}.ts"
    return {node.findtext("source") or "": node.findtext("translation") or ""
            for node in ET.parse(path).iter("message")}


def test_the_page_names_a_stars_values_with_the_desktops_edition_terms():
    words = page_words()
    for lang in LANGUAGES:
        desktop = desktop_words(lang) if lang != "en" else {}
        for key, source in (("psyche", "Psyche"), ("charisma", "Charisma"), ("fame", "Fame")):
            term = desktop.get(source, source).lower()  # Italian: Impudenza, not psiche
            assert words[lang][key].lower() == f"{term} {{{key}}}", (lang, key)  # Ruhm, ruhm
            assert term in words[lang]["star_values"].lower(), (lang, key)
