"""A rounded rectangle's line drawn from pieces rendered once: pixel for pixel what
`QPainter.drawRoundedRect` strokes, for a fraction of its cost.

Qt strokes a thin antialiased line through its cosmetic stroker, point by point along the
whole outline, at every repaint of the area it frames (~2.9 M instructions for a player's
area). The line of a rounded rectangle is the same at every size but for the length of its
straight runs: its four corners and a slice across each side are rendered once per pen,
radius and pixel ratio into a transparent image, with the same painter settings, and then
blitted. A blit of a pixel rendered on transparent blends onto the screen exactly as the
stroke blends it there (both are `colour + dest * (1 - alpha)` on premultiplied pixels), so
the result is the same to the bit; tests/gui/test_rounded_frame.py checks it against
`drawRoundedRect` at several sizes and pixel ratios.

Where the pieces cannot be the same as the stroke, the stroke is drawn as before: a dashed
pen (its dashes run along the whole outline), a painter that is rotated, scaled other than
by a whole pixel ratio or placed between pixels, a rectangle off the pixel grid or too
small for its corners.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen, QPixmap, QTransform

STRAIGHT = 32  # the length of straight line each side of the reference rendering has
STRIP = 512  # the longest side run drawn in one blit (logical pixels); longer ones take more


@dataclass(frozen=True)
class FramePieces:
    """A frame's line cut up: `corner` pixels square at each corner, strips `band` pixels
    deep along each side (logical pixels, measured from the rectangle's outer edge at
    `margin` outside the line's rectangle)."""

    margin: int
    corner: int
    band: int
    dpr: int
    # top left, top right, bottom left, bottom right; None: stroked (see stroke_rounded_rect)
    corners: tuple[QPixmap, QPixmap, QPixmap, QPixmap] | None
    top: QPixmap
    bottom: QPixmap
    left: QPixmap
    right: QPixmap


_PIECES: dict[tuple, FramePieces] = {}
_FILL_CORNERS: dict[tuple, tuple[QPixmap, QPixmap, QPixmap, QPixmap]] = {}
_MAX_KEPT = 24  # pens, radii and pixel ratios a window uses: a handful


def stroke_rounded_rect(p: QPainter, rect: QRectF, radius: float, pen: QPen) -> None:
    """Stroke `rect`'s outline, corners rounded by `radius`, with `pen` (no fill): exactly
    what `p.drawRoundedRect(rect, radius, radius)` draws with that pen and no brush."""
    pieces = _pieces_for(p, rect, radius, pen)
    if pieces is None:
        p.save()
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(rect, radius, radius)
        p.restore()
        return
    m, c, band, dpr = pieces.margin, pieces.corner, pieces.band, pieces.dpr
    left, top = int(rect.x()) - m, int(rect.y()) - m
    right, bottom = int(rect.x() + rect.width()) + m, int(rect.y() + rect.height()) + m
    spots = ((left, top), (right - c, top), (left, bottom - c), (right - c, bottom - c))
    if pieces.corners is None:  # the cosmetic stroker's curves: stroked, one corner at a time
        for x, y in spots:
            p.save()
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setClipRect(QRect(x, y, c, c), Qt.ClipOperation.IntersectClip)
            p.drawRoundedRect(rect, radius, radius)
            p.restore()
    else:
        for (x, y), piece in zip(spots, pieces.corners, strict=True):
            p.drawPixmap(QPointF(x, y), piece)
    for x in range(left + c, right - c, STRIP):
        n = min(STRIP, right - c - x)
        source = QRectF(0, 0, n * dpr, band * dpr)
        p.drawPixmap(QPointF(x, top), pieces.top, source)
        p.drawPixmap(QPointF(x, bottom - band), pieces.bottom, source)
    for y in range(top + c, bottom - c, STRIP):
        n = min(STRIP, bottom - c - y)
        source = QRectF(0, 0, band * dpr, n * dpr)
        p.drawPixmap(QPointF(left, y), pieces.left, source)
        p.drawPixmap(QPointF(right - band, y), pieces.right, source)


def fill_rounded_rect(p: QPainter, rect: QRectF, radius: float, color: QColor) -> None:
    """Fill `rect`, corners rounded by `radius`, with `color`: exactly what
    `p.drawRoundedRect(rect, radius, radius)` fills with that brush and no pen. Inside the
    corners every pixel is wholly covered, so plain rectangles give the same pixels there;
    the corners are blitted from pieces rendered once (a path's fill blends each pixel once:
    rendered onto transparent and blitted, it comes out the same)."""
    corners = _fill_corners_for(p, rect, radius, color)
    if corners is None:
        p.save()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(color)
        p.drawRoundedRect(rect, radius, radius)
        p.restore()
        return
    k = math.ceil(radius) + 1
    x, y, w, h = int(rect.x()), int(rect.y()), int(rect.width()), int(rect.height())
    p.fillRect(QRect(x + k, y, w - 2 * k, k), color)
    p.fillRect(QRect(x, y + k, w, h - 2 * k), color)
    p.fillRect(QRect(x + k, y + h - k, w - 2 * k, k), color)
    spots = ((x, y), (x + w - k, y), (x, y + h - k), (x + w - k, y + h - k))
    for (cx, cy), piece in zip(spots, corners, strict=True):
        p.drawPixmap(QPointF(cx, cy), piece)


def _fill_corners_for(p: QPainter, rect: QRectF, radius: float,
                      color: QColor) -> tuple[QPixmap, QPixmap, QPixmap, QPixmap] | None:
    dpr = _whole_pixel_ratio(p, rect)
    k = math.ceil(radius) + 1
    if dpr is None or min(rect.width(), rect.height()) < 2 * k + 1:
        return None
    key = (color.rgba(), radius, dpr)
    corners = _FILL_CORNERS.get(key)
    if corners is None:
        if len(_FILL_CORNERS) >= _MAX_KEPT:
            _FILL_CORNERS.clear()
        size = 2 * k + STRAIGHT
        image = QImage(size * dpr, size * dpr, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0)
        image.setDevicePixelRatio(dpr)
        q = QPainter(image)
        q.setRenderHint(QPainter.RenderHint.Antialiasing)
        q.setPen(Qt.PenStyle.NoPen)
        q.setBrush(color)
        q.drawRoundedRect(QRectF(0, 0, size, size), radius, radius)
        q.end()
        far = (size - k) * dpr

        def piece(x: int, y: int) -> QPixmap:
            pix = QPixmap.fromImage(image.copy(QRect(x, y, k * dpr, k * dpr)))
            pix.setDevicePixelRatio(dpr)
            return pix
        corners = _FILL_CORNERS[key] = (piece(0, 0), piece(far, 0), piece(0, far), piece(far, far))
    return corners


def _whole_pixel_ratio(p: QPainter, rect: QRectF) -> int | None:
    """The painter's pixel ratio where `rect` lies on whole pixels of its device through a
    painter that only scales by a whole ratio and moves by whole pixels (as a widget's
    paint event has it, antialiased); None otherwise."""
    if not p.testRenderHint(QPainter.RenderHint.Antialiasing) or \
            not p.worldTransform().isIdentity():
        return None
    t = p.deviceTransform()
    if t.type().value > QTransform.TransformationType.TxScale.value:
        return None
    dpr = t.m11()
    if dpr != t.m22() or dpr < 1 or dpr != int(dpr) or t.dx() != int(t.dx()) \
            or t.dy() != int(t.dy()):
        return None
    if any(v != int(v) for v in (rect.x(), rect.y(), rect.width(), rect.height())):
        return None
    return int(dpr)


def frame_extent(radius: float, pen_width: float) -> tuple[int, int, int]:
    """(margin, corner, band) in logical pixels for a line `pen_width` wide (0: cosmetic,
    one pixel) around a rectangle with corners of `radius`: how far outside the rectangle
    the line's antialiasing reaches, the square at each corner its curve is drawn in, and
    how deep the strip along each side is (both measured from `margin` outside)."""
    half = max(pen_width, 1.0) / 2
    margin = math.ceil(half) + 1
    band = margin + math.ceil(half) + 1
    corner = margin + math.ceil(radius) + math.ceil(half) + 1
    return margin, corner, band


def _pieces_for(p: QPainter, rect: QRectF, radius: float, pen: QPen) -> FramePieces | None:
    """The cut-up line for this pen and painter, or None where blits would not match the
    stroke (see the module's note)."""
    if pen.style() != Qt.PenStyle.SolidLine or pen.brush().style() != Qt.BrushStyle.SolidPattern:
        return None
    dpr = _whole_pixel_ratio(p, rect)
    if dpr is None:
        return None
    margin, corner, band = frame_extent(radius, pen.widthF())
    if min(rect.width(), rect.height()) + 2 * margin < 2 * corner + 1:
        return None
    key = (pen.color().rgba(), pen.widthF(), pen.isCosmetic(), pen.capStyle().value,
           pen.joinStyle().value, radius, dpr)
    pieces = _PIECES.get(key)
    if pieces is None:
        if len(_PIECES) >= _MAX_KEPT:
            _PIECES.clear()
        pieces = _PIECES[key] = _render_pieces(radius, pen, dpr, margin, corner, band)
    return pieces


def cosmetic_stroke(pen: QPen, dpr: float) -> bool:
    """Whether Qt's raster engine draws this pen's antialiased line through its cosmetic
    stroker (one device pixel or less across), as QRasterPaintEngine decides it."""
    width = pen.widthF() if pen.widthF() > 0 else 1.0
    return width <= 1 if pen.isCosmetic() else width * dpr <= 1


def _render_pieces(radius: float, pen: QPen, dpr: int, margin: int, corner: int,
                   band: int) -> FramePieces:
    """Stroke a reference rectangle with STRAIGHT pixels of straight line on each side onto
    a transparent image, with the painter the frame is drawn with (antialiasing, pixel
    ratio), and cut it up."""
    size = 2 * corner + STRAIGHT
    image = QImage(size * dpr, size * dpr, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    image.setDevicePixelRatio(dpr)
    q = QPainter(image)
    q.setRenderHint(QPainter.RenderHint.Antialiasing)
    q.setPen(pen)
    q.setBrush(Qt.BrushStyle.NoBrush)
    inner = size - 2 * margin
    q.drawRoundedRect(QRectF(margin, margin, inner, inner), radius, radius)
    q.end()

    def cut(x: int, y: int, w: int, h: int) -> QImage:  # logical pixels
        piece = image.copy(QRect(x * dpr, y * dpr, w * dpr, h * dpr))
        piece.setDevicePixelRatio(dpr)
        return piece

    def pixmap(piece: QImage) -> QPixmap:
        pix = QPixmap.fromImage(piece)
        pix.setDevicePixelRatio(dpr)
        return pix

    def stretched(piece: QImage, w: int, h: int) -> QPixmap:
        # a slice one device pixel across (or down), repeated: nearest-pixel scaling copies it
        out = piece.scaled(w * dpr, h * dpr, Qt.AspectRatioMode.IgnoreAspectRatio,
                           Qt.TransformationMode.FastTransformation)
        out.setDevicePixelRatio(dpr)
        return pixmap(out)

    mid = (corner + STRAIGHT // 2) * dpr  # a device column (row) in the middle of a side
    far = size - corner
    corners = None
    if not cosmetic_stroke(pen, dpr):  # (the cosmetic stroker blends some pixels of a curve
        # twice: blended onto transparent first, they would come out a shade off)
        corners = (pixmap(cut(0, 0, corner, corner)), pixmap(cut(far, 0, corner, corner)),
                   pixmap(cut(0, far, corner, corner)), pixmap(cut(far, far, corner, corner)))
    across = image.copy(QRect(mid, 0, 1, size * dpr))  # one device column, top to bottom
    down = image.copy(QRect(0, mid, size * dpr, 1))  # one device row, left to right
    top = stretched(across.copy(QRect(0, 0, 1, band * dpr)), STRIP, band)
    bottom = stretched(across.copy(QRect(0, (size - band) * dpr, 1, band * dpr)), STRIP, band)
    left = stretched(down.copy(QRect(0, 0, band * dpr, 1)), band, STRIP)
    right = stretched(down.copy(QRect((size - band) * dpr, 0, band * dpr, 1)), band, STRIP)
    return FramePieces(margin, corner, band, dpr, corners, top, bottom, left, right)
