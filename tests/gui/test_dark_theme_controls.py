"""On the dark theme a user sees every control: the card set editor's check boxes (their
box, ticked or not), the spin boxes' arrows (New game, the card set editor) and the log
dock's float and close buttons. Fusion drew the box and the
glyphs a shade off the dark window: a tick floating on the panel, an unticked box not there,
grey crosses on near-black."""
from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QSpinBox,
    QStyle,
    QStyleOptionButton,
    QStyleOptionSpinBox,
)

from .driver import shown
from .test_keyboard_and_names import OPEN, start


def _lightness(image: QImage, x: int, y: int) -> int:
    return QColor(image.pixel(x, y)).lightness()


def _box_edge_contrast(box) -> int:
    """How much the outline of a check box's box stands out from the window beside it (the
    gap between the box and its label)."""
    option = QStyleOptionButton()
    box.initStyleOption(option)
    rect = box.style().subElementRect(QStyle.SubElement.SE_CheckBoxIndicator, option, box)
    image = box.grab().toImage()
    behind = _lightness(image, rect.right() + 2, rect.top())
    edge = [_lightness(image, x, rect.top()) for x in range(rect.left() + 2, rect.right() - 1)]
    edge += [_lightness(image, rect.left(), y) for y in range(rect.top() + 2, rect.bottom() - 1)]
    return min(abs(v - behind) for v in edge)


def test_the_card_set_editors_check_boxes_show_their_box_on_the_dark_theme(qtbot, tmp_path, shots):
    from redlight_app.gui.editor.window import CardSetEditor
    from redlight_app.gui.theme import apply_theme
    from redlight_app.store.repository import Repository
    repo = Repository.open(tmp_path / "data")
    apply_theme("dark")
    try:
        editor = CardSetEditor(repo)
        qtbot.addWidget(editor)
        editor.destroyed.connect(repo.close)
        editor.resize(1280, 800)
        editor.show()
        qtbot.waitExposed(editor)
        editor.select_card("awards", 0)  # its form: three check boxes, one ticked at least
        boxes = [editor.ids_box] + [b for b in editor.findChildren(QCheckBox) if b.isVisible()]
        qtbot.wait(100)  # painted in the event loop
        editor.grab().save(str(shots / "cardset-editor-dark-boxes.png"))
        assert {b.isChecked() for b in boxes} == {True, False}
        for box in boxes:
            assert _box_edge_contrast(box) >= 40, box.text()
    finally:
        apply_theme("light")


def test_the_log_docks_buttons_show_on_the_dark_theme(open_window, qtbot, shots):
    window = open_window(size=(1366, 768))
    start(window, OPEN, [{"name": "Ann", "kind": "human"}, {"name": "Bea", "kind": "human"}])
    dock = window.docks.log_dock
    qtbot.waitUntil(dock.isVisible)
    window.menus.actions["theme-dark"].trigger()
    try:
        qtbot.wait(100)
        buttons = [b for b in dock.findChildren(QAbstractButton)
                   if b.objectName() in ("qt_dockwidget_closebutton", "qt_dockwidget_floatbutton")]
        assert len(buttons) == 2
        dock.grab().save(str(shots / "log-dock-dark.png"))
        for button in buttons:
            image = button.grab().toImage()
            behind = _lightness(image, 1, 1)
            glyph = max(abs(_lightness(image, x, y) - behind)
                        for x in range(image.width()) for y in range(image.height()))
            assert glyph >= 65, button.objectName()  # (Fusion's glyphs: 53)
            corner = button.mapTo(window, QPoint(0, 0))
            assert corner.x() > 0
    finally:
        window.menus.actions["theme-light"].trigger()


def _arrow_contrast(box: QSpinBox) -> int:
    """How much a spin box's arrows (the fainter of up and down) stand out from their
    button: the lightest or darkest pixel in the button against its middling one."""
    option = QStyleOptionSpinBox()
    box.initStyleOption(option)
    image = box.grab().toImage()
    contrasts = []
    for sub in (QStyle.SubControl.SC_SpinBoxUp, QStyle.SubControl.SC_SpinBoxDown):
        rect = box.style().subControlRect(QStyle.ComplexControl.CC_SpinBox, option, sub, box)
        values = sorted(_lightness(image, x, y) for x in range(rect.left() + 1, rect.right())
                        for y in range(rect.top() + 1, rect.bottom()))
        button = values[len(values) // 2]
        contrasts.append(max(values[-1] - button, button - values[0]))
    return min(contrasts)


def test_the_spin_boxes_arrows_show_on_the_dark_theme(open_window, qtbot, shots):
    """New game's Players and Turn limit, and the card set editor's numbers: their arrows
    stand out from their buttons on the dark theme as on the light one (Fusion's were a
    dim grey on grey: 96 levels against 138 on the light theme)."""
    from redlight_app.gui.editor.window import CardSetEditor
    window = open_window(size=(1366, 768))
    window.menus.actions["theme-dark"].trigger()
    try:
        window.menus.actions["new"].trigger()
        qtbot.waitUntil(lambda: shown(window.dialogs.new_game))
        dialog = window.dialogs.new_game.dialog
        dialog.turn_limit.setValue(30)  # both of its steps can be taken
        qtbot.wait(200)
        dialog.grab().save(str(shots / "new-game-dark-spin-boxes.png"))
        for box in (dialog.count, dialog.turn_limit):
            assert _arrow_contrast(box) >= 130, box.objectName()
        dialog.reject()
        editor = CardSetEditor(window.storage.repo)
        qtbot.addWidget(editor)
        editor.resize(1280, 800)
        editor.show()
        qtbot.waitExposed(editor)
        editor.select_card("stars", 0)
        qtbot.wait(100)
        editor.grab().save(str(shots / "cardset-editor-dark-spin-boxes.png"))
        boxes = [b for b in editor.findChildren(QSpinBox) if b.isVisible()]
        assert boxes
        for box in boxes:
            box.setValue((box.minimum() + box.maximum()) // 2)
            assert _arrow_contrast(box) >= 130, box.objectName()
        editor.close()
    finally:
        window.menus.actions["theme-light"].trigger()
