"""The translation sources: every string of the GUI and the engine translated in it/de/fr.

The session first runs scripts/build_translations.py (lupdate over the sources, lrelease),
so a string added anywhere without a translation makes these tests fail."""
from __future__ import annotations

import json
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.address_forms import OTHER_FORM

ROOT = Path(__file__).resolve().parents[1]
TS_DIR = ROOT / "resources" / "translations"
LANGS = ("en", "it", "de", "fr")
FIELD = re.compile(r"\{[a-z_]*\}")


@pytest.fixture(scope="module", autouse=True)
def built() -> None:
    """Regenerate the .ts sources from the code and compile the .qm files."""
    subprocess.run([sys.executable, str(ROOT / "scripts" / "build_translations.py")], check=True,
                   cwd=ROOT, timeout=300)


def messages(lang: str) -> dict[tuple[str, str], ET.Element]:
    tree = ET.parse(TS_DIR / f"redlight_{lang}.ts")
    out = {}
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            out[(name, message.findtext("source") or "")] = message
    return out


def texts(message: ET.Element) -> list[str]:
    """A message's translation: its one text, or each plural form of a sentence with a count."""
    translation = message.find("translation")
    if translation is None:
        return [""]
    if message.get("numerus") == "yes":
        return [form.text or "" for form in translation.findall("numerusform")] or [""]
    return [translation.text or ""]


@pytest.mark.parametrize("lang", LANGS)
def test_every_entry_is_finished(lang):
    problems = []
    for (context, source), message in messages(lang).items():
        translation = message.find("translation")
        if translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete") \
                or not all(text.strip() for text in texts(message)):
            problems.append(f"{context or '(gui)'}: {source!r}")
    assert problems == [], f"{len(problems)} untranslated in redlight_{lang}.ts:\n" + "\n".join(problems)


def test_every_marked_string_in_the_code_is_a_source():
    """Every tr("...") and QT_TR_NOOP("...") of the package is in the translation sources.
    lupdate passes over a tr() inside an f-string, so a German player read "Esc closes
    this note." under every refusal, and the editor's "No problems"."""
    import ast
    sources = {source for _context, source in messages("en")}
    missed = []
    for path in sorted((ROOT / "redlight_app").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) in ("tr", "QT_TR_NOOP") \
                    and node.args and isinstance(node.args[0], ast.Constant) \
                    and isinstance(node.args[0].value, str) and node.args[0].value not in sources:
                missed.append(f"{path.relative_to(ROOT)}:{node.lineno}: {node.args[0].value!r}")
    assert missed == [], "not extracted (move the tr() out of the f-string):\n" + "\n".join(missed)


@pytest.mark.parametrize("lang", ("it", "de", "fr"))
def test_every_source_is_in_every_language(lang):
    assert set(messages(lang)) == set(messages("en"))


@pytest.mark.parametrize("lang", ("it", "de", "fr"))
def test_fields_and_accelerators_survive(lang):
    """{named} fields are filled in by code: a translation keeps exactly the same ones; a menu
    text with an &accelerator keeps one. The singular of a sentence with a count may say
    "your last move" without the number (never a field the source lacks)."""
    bad = []
    for (_, source), message in messages(lang).items():
        for form, text in enumerate(texts(message)):
            fields, kept = set(FIELD.findall(source)), set(FIELD.findall(text))
            singular = message.get("numerus") == "yes" and form == 0
            if kept != fields and not (singular and kept < fields):
                bad.append((source, text))
            if re.search(r"&\w", source) and not re.search(r"&\w", text):
                bad.append((source, text))
    assert bad == []


@pytest.mark.parametrize("lang", ("it", "de", "fr"))
def test_translations_differ_from_english_mostly(lang):
    """A guard against English slipping in as 'translation' (a few words are the same)."""
    msgs = messages(lang)
    same = [s for (_, s), m in msgs.items() if s in texts(m)]
    assert len(same) <= len(msgs) // 12, same


def test_qm_files_are_built():
    for lang in LANGS:
        qm = TS_DIR / f"redlight_{lang}.qm"
        assert qm.exists() and qm.stat().st_size > 100


def test_engine_sentences_are_all_extracted():
    from redlight_app.engine.errors import MESSAGES
    from redlight_app.engine.narrate import TEMPLATES
    engine = {s for (c, s) in messages("it") if c == "engine"}
    assert set(MESSAGES.values()) | set(TEMPLATES) <= engine


def test_italian_edition_terms():
    it = {s: m.findtext("translation") for (_, s), m in messages("it").items()}
    assert it["Psyche"] == "Impudenza" and it["Charisma"] == "Carisma" and it["Fame"] == "Fama"


TURN_DE = re.compile(r"\bZug(?!\w*[Ss]pielzug)\w*|\bZüg\w*")  # Zug, Zuges, Züge, Zuglimit …
MOVE_DE = re.compile(r"[Ss]pielz[uü]g")


def test_german_says_zug_for_a_turn_and_spielzug_for_a_move():
    """A turn (am Zug, Zug beenden, Zuglimit) and a move (Spielzug) are two words in German,
    never one for both."""
    bad = []
    for (_, source), message in messages("de").items():
        text = " ".join(texts(message))
        if TURN_DE.search(text) and not re.search(r"\bturns?\b", source, re.I) \
                and source != "&Play":  # the menu of the turn's actions
            bad.append(f"'Zug' for a turn, but the source has none: {source!r} -> {text!r}")
        if MOVE_DE.search(text) and not re.search(r"\bmoves?\b", source, re.I):
            bad.append(f"'Spielzug' for a move, but the source has none: {source!r} -> {text!r}")
    assert bad == [], "\n".join(bad)


def test_rules_exist_in_every_language():
    for name in ("RULES.md", "RULES.it.md", "RULES.de.md", "RULES.fr.md"):
        assert (ROOT / "resources" / "rules" / name).is_file(), name
    ids = set(re.findall(r"^- \*\*([A-Z]\d+)\*\*", (ROOT / "resources/rules/RULES.md").read_text(),
                         re.M))
    for lang in ("it", "de", "fr"):
        text = (ROOT / "resources" / "rules" / f"RULES.{lang}.md").read_text(encoding="utf-8")
        assert ids <= set(re.findall(r"^- \*\*([A-Z]\d+)\*\*", text, re.M)), lang


@pytest.mark.parametrize("lang", ("it", "de", "fr"))
def test_rules_dock_reads_the_translated_rules(lang):
    from redlight_app.gui.rulebook import rulebook
    english, translated = rulebook("en"), rulebook(lang)
    assert set(translated.rules) == set(english.rules)
    assert translated.rules["A6"] != english.rules["A6"]


@pytest.mark.parametrize("lang", ("en", "it", "de", "fr"))
def test_the_rules_headings_read_without_their_section_letter(lang):
    """"Setup", not "S: setup": the letter is the rule ids' prefix, for the app's refusals; in
    French a space stands before the colon ("S : mise en place") and the letter stayed."""
    from redlight_app.gui.rulebook import rulebook
    headings = re.findall(r"<h[1-3][^>]*>(.*?)</h[1-3]>", rulebook(lang).html)
    assert len(headings) >= 6, headings
    assert [h for h in headings if re.match(r"[A-Z]{1,2}\s*:", h)] == [], lang


PLURALS = [  # (source, count, English, German)
    ("Why: {reason}, after {turns} turns.", 1, "Why: {reason}, after {turns} turn.",
     "Warum: {reason}, nach {turns} Zug."),
    ("Why: {reason}, after {turns} turns.", 2, "Why: {reason}, after {turns} turns.",
     "Warum: {reason}, nach {turns} Zügen."),
    ("Autosaved · {count} moves", 1, "Autosaved · {count} move",
     "Automatisch gespeichert · {count} Spielzug"),
    ("Autosaved · {count} moves", 2, "Autosaved · {count} moves",
     "Automatisch gespeichert · {count} Spielzüge"),
    ("{deck}: {count} cards.", 1, "{deck}: {count} card.", "{deck}: {count} Karte."),
    ("{deck}: {count} cards.", 2, "{deck}: {count} cards.", "{deck}: {count} Karten."),
]


@pytest.mark.parametrize(("source", "count", "english", "german"), PLURALS)
def test_a_count_of_one_reads_singular_and_two_plural(qapp, source, count, english, german):
    """Sentences with a count take the language's singular or plural form (Qt's numerus
    forms, from the compiled .qm files): "after 1 turn", "nach 2 Zügen"."""
    from redlight_app.gui import i18n
    try:
        assert i18n.install("en") == "en"
        assert i18n.tr(source, "", count) == english
        assert i18n.install("de") == "de"
        assert i18n.tr(source, "", count) == german
    finally:
        i18n.install("en")


def test_the_result_page_says_after_1_turn_and_nach_2_zuegen(qapp):
    from redlight_app.gui import i18n
    from redlight_app.gui.widgets.result_page import ResultPage, ResultRow
    rows = [ResultRow("Ann", 1, 1, 1, 0, False), ResultRow("Bob", 0, 0, 1, 0, False)]
    try:
        i18n.install("en")
        page = ResultPage()
        page.set_result(["Ann", "Bob"], [], "agreed", rows, [(1, [1, 0])], 1)
        assert page.reason.text() == "Why: the players agreed to end the game, after 1 turn."
        assert page.chart.accessibleDescription() == \
            "Ann: 1 award toward the win at the end; Bob: 0 awards toward the win at the end"
        i18n.install("de")
        page.retranslate()
        page.set_result(["Ann", "Bob"], [], "agreed", rows, [(2, [1, 0])], 2)
        assert page.reason.text().endswith(", nach 2 Zügen.")
        page.set_result(["Ann", "Bob"], [], "agreed", rows, [(1, [1, 0])], 1)
        assert page.reason.text().endswith(", nach 1 Zug.")
    finally:
        i18n.install("en")


@pytest.mark.parametrize("lang", ["it", "de", "fr"])
def test_each_language_addresses_the_player_one_way(lang):
    """du in German, vous in French, tu in Italian: no sentence of the app the other way."""
    other_way = OTHER_FORM[lang]
    found = {source: words for (_context, source), message in messages(lang).items()
             for text in texts(message) if (words := other_way(text))}
    assert found == {}


def test_the_demo_card_sets_texts_address_the_player_the_same_way():
    cardset = json.loads((ROOT / "resources" / "cardsets" / "demo.json").read_text(encoding="utf-8"))
    cards = [card for kind in ("stars", "events", "films", "awards") for card in cardset[kind]]
    texts_seen = 0
    found = []
    for card in cards:
        for lang, fields in card.get("translations", {}).items():
            for value in fields.values():
                if isinstance(value, str):
                    texts_seen += 1
                    found += [(card["id"], lang, word) for word in OTHER_FORM[lang](value)]
    assert texts_seen > 100 and found == []


def test_the_demo_card_sets_french_marks_never_start_a_line():
    """French sets a space before : ; ! ? » and after «: in the demo set's French names and
    texts it is a non-breaking one, so that a narrow card never shows "»" or ":" alone at
    the start of a line ("« Sans commentaire" / "»" on a hand card)."""
    import re
    cardset = json.loads((ROOT / "resources" / "cardsets" / "demo.json").read_text(encoding="utf-8"))
    french = [value for kind in ("stars", "events", "films", "awards") for card in cardset[kind]
              for value in card.get("translations", {}).get("fr", {}).values()]
    assert len(french) > 50
    assert [v for v in french if re.search(r"[ \t][:;!?»]|«[ \t]", v)] == []
    assert any("\u00a0»" in v for v in french) and any("\u00a0:" in v for v in french)


def test_the_french_interfaces_marks_never_start_a_line():
    """French sets a space before : ; ! ? » and after «: in every French translation of the
    interface it is a non-breaking one, so a wrapped label never starts a line with the mark
    alone (the statistics page's headline, on a narrow window, read "… taux de victoire" /
    ": 57%")."""
    french = []
    for message in messages("fr").values():
        translation = message.find("translation")
        french += [slot.text or "" for slot in [translation, *translation.findall("numerusform")]]
    assert len(french) > 1000
    assert [v for v in french if re.search(r"[ \t][:;!?»]|«[ \t]", v)] == []
    assert sum("\u00a0:" in v for v in french) > 100
