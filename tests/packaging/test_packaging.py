"""Packaging files: the desktop entry and AppStream metainfo validate (with the system's
validators when installed, else by checking their required keys here: never skipped), the
icons exist, and the PyInstaller spec bundles the resources and the Alembic migrations."""
from __future__ import annotations

import ast
import configparser
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PKG = ROOT / "packaging"
APP_ID = "io.github.redlightcompanion.RedLightCompanion"
DESKTOP = PKG / f"{APP_ID}.desktop"
METAINFO = PKG / f"{APP_ID}.metainfo.xml"


def _desktop_keys() -> dict[str, str]:
    parser = configparser.RawConfigParser(strict=True, interpolation=None)
    parser.optionxform = str  # keys are case-sensitive
    parser.read_string(DESKTOP.read_text(encoding="utf-8"))
    assert parser.sections()[0] == "Desktop Entry"
    return dict(parser["Desktop Entry"])


def test_desktop_entry_is_valid():
    keys = _desktop_keys()  # always: the keys the project relies on
    assert keys["Type"] == "Application"
    assert keys["Name"] and keys["Comment"]
    assert keys["Exec"].split()[0] == "redlight"
    assert keys["Icon"] == APP_ID
    assert keys["Terminal"] == "false"
    categories = keys["Categories"].split(";")
    assert keys["Categories"].endswith(";") and "Game" in categories and "CardGame" in categories
    tool = shutil.which("desktop-file-validate")
    if tool:
        out = subprocess.run([tool, str(DESKTOP)], capture_output=True, text=True)
        assert out.returncode == 0 and not out.stdout.strip(), out.stdout + out.stderr


def test_metainfo_is_valid():
    root = ET.parse(METAINFO).getroot()  # always: well-formed, with the required elements
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    for tag in ("metadata_license", "project_license", "name", "summary"):
        assert (root.findtext(tag) or "").strip(), tag
    assert root.find("description/p") is not None
    launchable = root.find("launchable")
    assert launchable is not None and launchable.text == DESKTOP.name
    assert root.find("content_rating") is not None
    assert root.find("releases/release").get("version")
    tool = shutil.which("appstreamcli")
    if tool:
        out = subprocess.run([tool, "validate", "--no-net", str(METAINFO)], capture_output=True, text=True)
        assert out.returncode == 0, out.stdout + out.stderr


def test_icons_exist():
    icons = ROOT / "resources" / "icons"
    assert (icons / "redlight.svg").read_text(encoding="utf-8").lstrip().startswith("<")
    for size in (48, 128, 256, 512):
        png = icons / f"redlight-{size}.png"
        assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", png


def _spec_datas() -> list[tuple[str, str]]:
    tree = ast.parse((PKG / "redlight.spec").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "datas":
            pairs = []
            for elt in node.value.elts:  # (str(ROOT / "a" / "b"), "dest")
                src, dest = elt.elts
                consts = [c for c in ast.walk(src) if isinstance(c, ast.Constant)]
                parts = [c.value for c in sorted(consts, key=lambda c: (c.lineno, c.col_offset))]
                pairs.append(("/".join(parts), dest.value))
            return pairs
    raise AssertionError("no datas in the spec")


def test_spec_bundles_resources_and_migrations():
    datas = dict(_spec_datas())
    assert datas.get("resources") == "resources"
    assert datas.get("redlight_app/store/migrations") == "redlight_app/store/migrations"
    # what the frozen app looks for is really under those folders
    assert (ROOT / "resources" / "cardsets" / "demo.json").is_file()
    assert (ROOT / "resources" / "rules" / "RULES.md").is_file()
    assert (ROOT / "redlight_app" / "store" / "migrations" / "env.py").is_file()
    assert list((ROOT / "redlight_app" / "store" / "migrations" / "versions").glob("0001_*.py"))


def test_compiled_translations_are_where_the_bundle_takes_them():
    """The spec bundles resources/ as it is; a compiled translation (.qm) kept inside the
    package instead would be missing from the bundle."""
    stray = [p.relative_to(ROOT) for p in (ROOT / "redlight_app").rglob("*.qm")]
    assert not stray, f"move these under resources/ (e.g. resources/translations/): {stray}"
