"""Regenerate the translation sources and compile them: run after adding or changing strings.

    python scripts/build_translations.py          # lupdate + fill from seeds + lrelease
    python scripts/build_translations.py --check  # also exit 1 if any entry is unfinished

1. The engine's refusal templates (redlight_app/engine/errors.py MESSAGES), its narration,
   the log file's sentences and a card set's problems (engine/cards.py PROBLEMS) are written to a
   generated Python file as QCoreApplication.translate("engine", ...) calls, with the store's
   sentences and their words (store/errors.py STORE_SENTENCES, STORE_WHATS, STORE_REASONS).
2. pyside6-lupdate scans redlight_app/gui (every tr("...") / QT_TR_NOOP("...")) plus that
   file and updates resources/translations/redlight_{it,de,fr,en}.ts (existing translations
   are kept, vanished strings dropped).
3. Entries still unfinished are filled from scripts/i18n_seed/<lang>.py (a dict source →
   translation) when the seed has them; English gets the source text itself. A count's
   sentence (tr("{count} move(s)", "", count): numerus="yes") gets a tuple of its plural
   forms (singular, plural for en/de/fr/it), English's from scripts/i18n_seed/en.py.
   A source with a disambiguation (tr("Psyche", "number field as a subject")) takes the seed's
   entry keyed (source, disambiguation) when there is one, else the source's.
   French translations (the seed's and those already in the .ts) get a non-breaking space
   before : ; ! ? » and after « (`french_spaces` of scripts/i18n_seed/demo_cards.py), so
   that a wrapped label never starts a line with the mark alone.
4. pyside6-lrelease compiles each .ts to its .qm next to it (the .qm files are build output,
   never edited by hand).
The .ts files are the translations' source of truth; translators may edit them in Qt
Linguist; the seeds only fill what the .ts does not yet have.
"""
from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TS_DIR = ROOT / "resources" / "translations"
SEEDS = ROOT / "scripts" / "i18n_seed"
LANGS = {"en": "en_GB", "it": "it_IT", "de": "de_DE", "fr": "fr_FR"}


def tool(name: str) -> str:
    here = Path(sys.executable).parent / name
    if here.exists():
        return str(here)
    found = shutil.which(name)
    if not found:
        raise SystemExit(f"{name} not found (install PySide6-Essentials)")
    return found


def engine_templates() -> list[str]:
    sys.path.insert(0, str(ROOT))
    from redlight_app.engine.cards import PROBLEMS  # a card set's problems (the editor)
    from redlight_app.engine.errors import MESSAGES
    from redlight_app.engine.narrate import TEMPLATES
    from redlight_app.engine.strict_json import READ_PROBLEMS  # a file that is not JSON
    from redlight_app.game_log import TEMPLATES as LOG_FILE  # the log file's own sentences
    from redlight_app.store.errors import STORE_REASONS, STORE_SENTENCES, STORE_WHATS
    return (list(MESSAGES.values()) + list(TEMPLATES) + list(LOG_FILE) + list(PROBLEMS.values())
            + list(READ_PROBLEMS.values()) + list(STORE_SENTENCES.values())
            + list(STORE_WHATS) + list(STORE_REASONS))


def write_engine_file(folder: Path) -> Path:
    path = folder / "engine_strings.py"
    lines = ["from PySide6.QtCore import QCoreApplication", ""]
    for text in engine_templates():
        lines.append(f"QCoreApplication.translate(\"engine\", {text!r})")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def seed_module(name: str) -> object:
    spec = importlib.util.spec_from_file_location(f"seed_{name}", SEEDS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def seed(lang: str) -> dict[object, object]:  # source (or (source, disambiguation)) -> translation
    if not (SEEDS / f"{lang}.py").exists():
        return {}
    return dict(seed_module(lang).T)  # type: ignore[attr-defined]


def typeset(tree: ET.ElementTree, lang: str) -> None:
    """French typography on every French translation: see step 3 above."""
    if lang != "fr":
        return
    french_spaces = seed_module("demo_cards").french_spaces  # type: ignore[attr-defined]
    for translation in tree.getroot().iter("translation"):
        for slot in [translation, *translation.findall("numerusform")]:
            if slot.text:
                slot.text = french_spaces(slot.text)


def fill_numerus(translation: ET.Element, forms: object) -> bool:
    """Fill a count's sentence's plural forms from the seed's tuple (English too, whose seed
    has only these); False if they are still unfinished."""
    slots = translation.findall("numerusform")
    if translation.get("type") == "unfinished" or not all((s.text or "").strip() for s in slots):
        if not isinstance(forms, tuple) or len(forms) != len(slots):
            return False
        for slot, form in zip(slots, forms, strict=True):
            slot.text = form
        translation.attrib.pop("type", None)
    return True


def fill(ts: Path, lang: str) -> list[str]:
    """Fill unfinished entries from the seed; returns the sources still unfinished."""
    tree = ET.parse(ts)
    table = seed(lang)
    missing = []
    for message in tree.getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if translation is None:
            translation = ET.SubElement(message, "translation")
        if message.get("numerus") == "yes":  # a count's sentence: one form per plural form
            if not fill_numerus(translation, table.get(source)):
                missing.append(source)
            continue
        if translation.get("type") == "unfinished" or not (translation.text or "").strip():
            comment = message.findtext("comment")  # a disambiguation: the seed's (source, comment) first
            value = source if lang == "en" else table.get((source, comment)) or table.get(source)
            if value:
                translation.text = value
                translation.attrib.pop("type", None)
            else:
                missing.append(source)
    typeset(tree, lang)
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    text = ts.read_text(encoding="utf-8")
    if "<!DOCTYPE TS>" not in text:
        text = text.replace("?>\n", "?>\n<!DOCTYPE TS>\n", 1)
        ts.write_text(text, encoding="utf-8")
    return missing


def main(argv: list[str]) -> int:
    check = "--check" in argv
    TS_DIR.mkdir(parents=True, exist_ok=True)
    sources = sorted(str(p) for p in (ROOT / "redlight_app" / "gui").rglob("*.py"))
    problems = 0
    with tempfile.TemporaryDirectory() as tmp:
        engine_file = write_engine_file(Path(tmp))
        for lang, locale in LANGS.items():
            ts = TS_DIR / f"redlight_{lang}.ts"
            subprocess.run([tool("pyside6-lupdate"), *sources, str(engine_file), "-no-obsolete",
                            "-locations", "none", "-source-language", "en_GB",
                            "-target-language", locale, "-ts", str(ts)],
                           check=True, capture_output=True)
            missing = fill(ts, lang)
            if missing:
                problems += len(missing)
                print(f"{ts.name}: {len(missing)} unfinished", file=sys.stderr)
                for m in missing[:200]:
                    print(f"   {m!r}", file=sys.stderr)
            subprocess.run([tool("pyside6-lrelease"), str(ts), "-qm",
                            str(ts.with_suffix(".qm"))], check=True, capture_output=True)
    return 1 if (check and problems) else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
