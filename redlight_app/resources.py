"""Finding the app's resources (card sets, rules, icons, translations) wherever it runs:
from a source checkout or editable install, a plain wheel install (<prefix>/share/redlight),
or frozen by PyInstaller (sys._MEIPASS)."""
from __future__ import annotations

import sys
from pathlib import Path


def resources_root() -> Path:
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "resources"
    source = Path(__file__).resolve().parent.parent / "resources"
    if (source / "cardsets" / "demo.json").is_file():  # a checkout or an editable install
        return source
    # a plain wheel install: pyproject's data-files put them in <prefix>/share/redlight
    installed = Path(sys.prefix) / "share" / "redlight" / "resources"
    return installed if installed.is_dir() else source


def resource_path(*parts: str) -> Path:
    """The path of a shipped resource, whether or not the file exists (callers decide)."""
    return resources_root().joinpath(*parts)


def demo_cardset_path() -> Path:
    return resource_path("cardsets", "demo.json")
