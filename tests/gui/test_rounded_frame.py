"""A player's area is framed by a rounded line drawn from pieces rendered once
(gui/widgets/rounded_frame.py): it must look exactly as Qt's drawRoundedRect draws it, and
a repaint that does not reach the line (under a star that changed) must not draw it."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QLinearGradient, QPainter, QPen

from redlight_app.gui.widgets import table
from redlight_app.gui.widgets.rounded_frame import fill_rounded_rect, stroke_rounded_rect

PENS = {"thin": QPen(QColor(255, 255, 255, 40), 1), "to play": QPen(QColor(242, 201, 76), 3),
        "responding": QPen(QColor(255, 159, 67), 3)}
FILLS = (QColor(0, 0, 0, 70), QColor(0, 0, 0, 95), QColor(40, 40, 40, 150))


def _felt(w: int, h: int, dpr: int) -> QImage:
    """A background that is not one colour (rounding shows on it), partly translucent."""
    image = QImage(w * dpr, h * dpr, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(0)
    q = QPainter(image)
    g = QLinearGradient(0, 0, w, h)
    g.setColorAt(0, QColor(20, 90, 40))
    g.setColorAt(1, QColor(200, 30, 60, 200))
    q.fillRect(QRectF(0, 0, w, h), g)
    q.end()
    return image


@pytest.mark.parametrize("dpr", [1, 2])
@pytest.mark.parametrize("pen", list(PENS))
def test_the_frame_looks_as_drawRoundedRect_draws_it(qapp, dpr, pen):
    for (w, h) in ((44, 44), (61, 47), (300, 200), (701, 333), (1200, 91)):
        for offset in (0, 5):
            for fill in FILLS:
                rect = QRectF(offset + 3, offset + 3, w - 6, h - 6)
                qt, ours = _felt(w + 10, h + 10, dpr), _felt(w + 10, h + 10, dpr)
                q = QPainter(qt)
                q.setRenderHint(QPainter.RenderHint.Antialiasing)
                q.setPen(PENS[pen])
                q.setBrush(fill)
                q.drawRoundedRect(rect, 14, 14)
                q.end()
                q = QPainter(ours)
                q.setRenderHint(QPainter.RenderHint.Antialiasing)
                fill_rounded_rect(q, rect, 14, fill)
                stroke_rounded_rect(q, rect, 14, PENS[pen])
                q.end()
                assert ours == qt, f"{pen} frame {w}x{h} at +{offset}, pixel ratio {dpr}"


def test_a_dashed_frame_is_still_drawn_by_qt(qapp):  # a target's frame
    pen = QPen(QColor(255, 90, 90), 3, Qt.PenStyle.DashLine)
    qt, ours = _felt(310, 210, 1), _felt(310, 210, 1)
    for image, mine in ((qt, False), (ours, True)):
        q = QPainter(image)
        q.setRenderHint(QPainter.RenderHint.Antialiasing)
        if mine:
            stroke_rounded_rect(q, QRectF(3, 3, 294, 194), 14, pen)
        else:
            q.setPen(pen)
            q.drawRoundedRect(QRectF(3, 3, 294, 194), 14, 14)
        q.end()
    assert ours == qt


def test_a_repaint_inside_an_area_does_not_draw_its_frame(qtbot, monkeypatch):
    area = table.PlayerArea(1, 1.0)
    qtbot.addWidget(area)
    area.resize(420, 260)
    area.show()
    qtbot.waitExposed(area)
    qtbot.wait(20)  # its first paint done
    drawn = []
    stroke = table.stroke_rounded_rect

    def counted(*args, **kwargs):
        drawn.append(args)
        stroke(*args, **kwargs)
    monkeypatch.setattr(table, "stroke_rounded_rect", counted)
    area.repaint(QRect(60, 40, 200, 150))  # under a star: the line is nowhere near
    assert drawn == []
    area.repaint(QRect(2, 100, 40, 40))  # the left side's line
    assert len(drawn) == 1
    area.repaint(QRect(400, 240, 15, 15))  # a rounded corner
    assert len(drawn) == 2
    # what the window shows after an inside-only repaint is what a whole repaint draws
    area.mine = not area.mine  # a darker fill: the inside's repaint must show it
    area.repaint(QRect(60, 40, 200, 150))
    shown = area.screen().grabWindow(area.winId()).toImage().copy(QRect(60, 40, 200, 150))
    fresh = area.grab(QRect(60, 40, 200, 150)).toImage()
    assert shown.convertToFormat(fresh.format()) == fresh



def test_the_thin_line_stroked_corner_by_corner_looks_the_same(qapp, monkeypatch):
    # where the stroke's twice-blended pixels cannot be fitted, Qt strokes each corner
    from redlight_app.gui.widgets import rounded_frame
    monkeypatch.setattr(rounded_frame, "_two_layers", lambda *args: None)
    monkeypatch.setattr(rounded_frame, "_PIECES", {})
    pen = PENS["thin"]
    for (w, h) in ((61, 47), (701, 333)):
        rect = QRectF(3, 3, w - 6, h - 6)
        qt, ours = _felt(w + 10, h + 10, 1), _felt(w + 10, h + 10, 1)
        for image, mine in ((qt, False), (ours, True)):
            q = QPainter(image)
            q.setRenderHint(QPainter.RenderHint.Antialiasing)
            q.setBrush(FILLS[0])
            if mine:
                q.setPen(Qt.PenStyle.NoPen)
                q.drawRoundedRect(rect, 14, 14)
                stroke_rounded_rect(q, rect, 14, pen)
            else:
                q.setPen(pen)
                q.drawRoundedRect(rect, 14, 14)
            q.end()
        assert ours == qt, f"{w}x{h}"
