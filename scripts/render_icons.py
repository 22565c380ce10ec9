"""Render resources/icons/redlight.svg to the PNG sizes desktops ask for (run after editing
the SVG; the PNGs are committed so that no build step needs a renderer)."""
from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ICONS = Path(__file__).resolve().parents[1] / "resources" / "icons"


def main() -> int:
    QGuiApplication(sys.argv)
    renderer = QSvgRenderer(str(ICONS / "redlight.svg"))
    for size in (48, 128, 256, 512):
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        renderer.render(painter)
        painter.end()
        image.save(str(ICONS / f"redlight-{size}.png"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
