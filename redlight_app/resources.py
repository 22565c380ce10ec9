"""Finding the files shipped with the app (card sets, icons, ...) installed, editable or frozen."""
from __future__ import annotations

import sys
from pathlib import Path


def resources_root() -> Path:
    """The ``resources`` folder: inside the PyInstaller bundle when frozen, else the repository's."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        return Path(bundle) / "resources"
    return Path(__file__).resolve().parent.parent / "resources"


def resource_path(*parts: str) -> Path:
    """The path of a shipped resource, e.g. ``resource_path("cardsets", "demo.json")``.

    The path is returned whether or not the file exists; callers decide what absence means.
    """
    return resources_root().joinpath(*parts)


def demo_cardset_path() -> Path:
    return resource_path("cardsets", "demo.json")
