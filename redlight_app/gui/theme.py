"""Light and dark themes for the window's chrome (menus, docks, dialogs), following the
system unless the user picks one. The table itself is always the dark felt."""
from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

MODES = ("system", "light", "dark")

# the menu bar and the status bar in the table's wood and felt, whatever the theme (the menus
# that drop down keep the theme's palette)
FELT_CHROME = """
QMenuBar { background: #22160e; color: #f1e6cf; border-bottom: 1px solid #0a3220; }
QMenuBar::item { background: transparent; padding: 3px 9px; }
QMenuBar::item:selected { background: #5b1626; color: #ffffff; }
QMenuBar::item:pressed { background: #7a2333; color: #ffffff; }
QStatusBar { background: #22160e; color: #e9dcc0; }
QStatusBar QLabel { color: #e9dcc0; }
"""


_SYSTEM_DARK: bool | None = None
# a dynamic property on the QApplication: its style is Fusion already. Asking a running
# application for its style builds PySide6's QStyle class (its enums: 15-20 ms of start-up),
# so the app is made with "-style Fusion" (`application_arguments`) and says so here.
FUSION_SET = "redlight-fusion-set"


def application_arguments(program: str) -> list[str]:
    """The QApplication's arguments: the Fusion style from the start (mark the application
    with `FUSION_SET` once made)."""
    return [program, "-style", "Fusion"]


def system_is_dark(scheme: object = None) -> bool:
    """Whether the system asks for dark: from `scheme` (a Qt.ColorScheme, when the system
    reports a change), else from the platform's own palette as it was at start-up, which
    follows the system. (styleHints().colorScheme() would build PySide6's whole `Qt`
    namespace before the first paint, ~25 ms.)"""
    global _SYSTEM_DARK
    if scheme is not None:
        return getattr(scheme, "name", "") == "Dark"
    if _SYSTEM_DARK is None:
        if QApplication.instance() is None:
            return False
        _SYSTEM_DARK = QApplication.palette().window().color().lightness() < 128
    return _SYSTEM_DARK


def dark_palette() -> QPalette:
    p = QPalette()
    base, window, text = QColor("#1f1d1b"), QColor("#2a2724"), QColor("#ece6da")
    p.setColor(QPalette.ColorRole.Window, window)
    p.setColor(QPalette.ColorRole.WindowText, text)
    p.setColor(QPalette.ColorRole.Base, base)
    p.setColor(QPalette.ColorRole.AlternateBase, QColor("#2f2b28"))
    p.setColor(QPalette.ColorRole.ToolTipBase, QColor("#fff8e6"))
    p.setColor(QPalette.ColorRole.ToolTipText, QColor("#1d1a16"))
    p.setColor(QPalette.ColorRole.Text, text)
    p.setColor(QPalette.ColorRole.Button, QColor("#35312d"))
    p.setColor(QPalette.ColorRole.ButtonText, text)
    p.setColor(QPalette.ColorRole.BrightText, QColor("#ff6b6b"))
    p.setColor(QPalette.ColorRole.Highlight, QColor("#b0413e"))
    p.setColor(QPalette.ColorRole.HighlightedText, QColor("#ffffff"))
    p.setColor(QPalette.ColorRole.Link, QColor("#f2b66d"))
    p.setColor(QPalette.ColorRole.PlaceholderText, QColor("#9a9287"))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        p.setColor(QPalette.ColorGroup.Disabled, role, QColor("#7d766c"))
    return p


def light_palette() -> QPalette:
    p = QPalette()
    p.setColor(QPalette.ColorRole.Window, QColor("#f4efe6"))
    p.setColor(QPalette.ColorRole.WindowText, QColor("#231f1a"))
    p.setColor(QPalette.ColorRole.Base, QColor("#fffdf8"))
    p.setColor(QPalette.ColorRole.AlternateBase, QColor("#f1ebe0"))
    p.setColor(QPalette.ColorRole.ToolTipBase, QColor("#fff8e6"))
    p.setColor(QPalette.ColorRole.ToolTipText, QColor("#1d1a16"))
    p.setColor(QPalette.ColorRole.Text, QColor("#231f1a"))
    p.setColor(QPalette.ColorRole.Button, QColor("#ebe3d5"))
    p.setColor(QPalette.ColorRole.ButtonText, QColor("#231f1a"))
    p.setColor(QPalette.ColorRole.Highlight, QColor("#9e2b38"))
    p.setColor(QPalette.ColorRole.HighlightedText, QColor("#ffffff"))
    p.setColor(QPalette.ColorRole.Link, QColor("#9e2b38"))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        p.setColor(QPalette.ColorGroup.Disabled, role, QColor("#9c958a"))
    return p


def apply_theme(mode: str, scheme: object = None) -> bool:
    """Apply "system", "light" or "dark"; returns whether the result is dark."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):  # none, or a QCoreApplication without widgets
        return False
    dark = system_is_dark(scheme) if mode == "system" else mode == "dark"
    if not app.property(FUSION_SET):
        if app.style().name().lower() != "fusion":  # usually it is already: skip a second one
            app.setStyle("Fusion")
        app.setProperty(FUSION_SET, True)
    app.setPalette(dark_palette() if dark else light_palette())
    return dark
