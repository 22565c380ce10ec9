"""The phone page's words: every language has them all, and they address the player as the
desktop app does, with its terms for a star's values."""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

from redlight_app.host import sentences
from redlight_app.host.words import LANGUAGES
from tests.address_forms import OTHER_FORM

ROOT = Path(__file__).resolve().parents[2]
WORDS_JS = ROOT / "redlight_app" / "host" / "page" / "words.js"


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


def test_the_page_and_the_host_address_the_player_as_the_desktop_app_does():
    """du in German, vous in French, tu in Italian (tests/address_forms.py): a phone's
    screen shows the page's words, the host's sentences and the app's, side by side."""
    words = page_words()
    for lang in ("it", "de", "fr"):
        other_way = OTHER_FORM[lang]
        texts = list(words[lang].values()) + [sentences._SENTENCES[key][lang]
                                              for key in sentences.keys()]
        assert [(text, found) for text in texts if (found := other_way(text))] == [], lang


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
