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
`drawRoundedRect` at several sizes and pixel ratios. The fill under the line is drawn the
same way (`fill_rounded_rect`): plain rectangles inside the corners, the corners blitted.

One catch: along a curve the cosmetic stroker (a line one device pixel wide) blends some
pixels twice, and two blends onto the screen round differently from their sum blended
once. Those corners are kept as two layers: what is blended first at each pixel, and what
is blended over it where the stroker comes back. The layers are found once per pen by
rendering the reference stroke onto every shade of grey and fitting each corner pixel to
one or two blends of the pen's colour (~20 ms, once per process); where some pixel fits
neither, each corner is stroked by Qt with the rest of the outline clipped away.

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
    # blitted after `corners` where the stroke blends a pixel twice (None: no such pixel)
    again: tuple[QPixmap | None, QPixmap | None, QPixmap | None, QPixmap | None]
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
    if pieces.corners is not None:
        for (x, y), piece in zip(spots, pieces.corners, strict=True):
            p.drawPixmap(QPointF(x, y), piece)
        for (x, y), twice in zip(spots, pieces.again, strict=True):
            if twice is not None:  # the pixels the stroker blends twice, blended again
                p.drawPixmap(QPointF(x, y), twice)
    else:  # stroked, one corner at a time (the rest of the outline clipped away)
        for x, y in spots:
            p.save()
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setClipRect(QRect(x, y, c, c), Qt.ClipOperation.IntersectClip)
            p.drawRoundedRect(rect, radius, radius)
            p.restore()
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
    corners: tuple[QPixmap, QPixmap, QPixmap, QPixmap] | None
    again: tuple[QPixmap | None, QPixmap | None, QPixmap | None, QPixmap | None]
    again = (None, None, None, None)
    spots = ((0, 0), (far, 0), (0, far), (far, far))
    if not cosmetic_stroke(pen, dpr):
        corners = (pixmap(cut(0, 0, corner, corner)), pixmap(cut(far, 0, corner, corner)),
                   pixmap(cut(0, far, corner, corner)), pixmap(cut(far, far, corner, corner)))
    else:  # the cosmetic stroker blends some pixels of a curve twice: blended onto
        # transparent first, they would come out a shade off; they are found and kept apart
        layers = _two_layers(image, pen, dpr, margin, radius, corner)
        if layers is None:
            corners = None
        else:
            first, second = layers
            c = [pixmap(_crop(first, x, y, corner, dpr)) for x, y in spots]
            a = [None if _blank(_crop(second, x, y, corner, dpr))
                 else pixmap(_crop(second, x, y, corner, dpr)) for x, y in spots]
            corners, again = (c[0], c[1], c[2], c[3]), (a[0], a[1], a[2], a[3])
    across = image.copy(QRect(mid, 0, 1, size * dpr))  # one device column, top to bottom
    down = image.copy(QRect(0, mid, size * dpr, 1))  # one device row, left to right
    top = stretched(across.copy(QRect(0, 0, 1, band * dpr)), STRIP, band)
    bottom = stretched(across.copy(QRect(0, (size - band) * dpr, 1, band * dpr)), STRIP, band)
    left = stretched(down.copy(QRect(0, 0, band * dpr, 1)), band, STRIP)
    right = stretched(down.copy(QRect((size - band) * dpr, 0, band * dpr, 1)), band, STRIP)
    return FramePieces(margin, corner, band, dpr, corners, again, top, bottom, left, right)


def _crop(image: QImage, x: int, y: int, side: int, dpr: int) -> QImage:
    piece = image.copy(QRect(x * dpr, y * dpr, side * dpr, side * dpr))
    piece.setDevicePixelRatio(dpr)
    return piece


def _blank(image: QImage) -> bool:
    return not any(bytes(image.constBits()))


def _mul(x: int, a: int) -> int:
    """Qt's BYTE_MUL on one channel: x * a / 255, rounded as Qt's blending rounds it."""
    t = x * a
    return (t + (t >> 8) + 0x80) >> 8


def _two_layers(clear: QImage, pen: QPen, dpr: int, margin: int, radius: float,
                corner: int) -> tuple[QImage, QImage] | None:
    """The reference stroke (`clear`, rendered onto transparent) split into what is blended
    first at each pixel of its corners and what is blended over it where the stroker draws
    a pixel twice: the stroke is rendered again onto grounds of every grey, and each pixel
    fitted to one or two blends of the pen's colour (one shade of grey decides nothing: the
    roundings differ at a few). None when some pixel fits neither (then the corners are
    stroked)."""
    size = clear.width() // dpr
    side = size * dpr
    probe = QImage(1, 1, QImage.Format.Format_ARGB32_Premultiplied)
    probe.fill(0)
    q = QPainter(probe)
    q.fillRect(0, 0, 1, 1, pen.color())
    q.end()
    colour = tuple(bytes(probe.constBits())[:4])  # premultiplied, in memory order (B G R A)
    shades = sorted({tuple(_mul(v, c) for v in colour) for c in range(256)})
    if len(shades) > 64:
        return None
    alpha = 3  # the alpha channel's place in memory order
    pairs: dict[tuple[int, ...], list[tuple[tuple[int, ...], tuple[int, ...]]]] = {}
    for s1 in shades:
        for s2 in shades:
            over = tuple(b + _mul(a, 255 - s2[alpha]) for a, b in zip(s1, s2, strict=True))
            pairs.setdefault(over, []).append((s1, s2))
    seen = bytes(clear.constBits())
    line = clear.bytesPerLine()
    first, second = bytearray(seen), bytearray(len(seen))
    far, near = side - corner * dpr, corner * dpr
    drawn = [(x, y) for y in range(side) for x in range(side)
             if (x < near or x >= far) and (y < near or y >= far)  # a corner's
             and any(seen[y * line + x * 4:y * line + x * 4 + 4])]
    # each such pixel on every grey: the stroke drawn on copies of the reference side by
    # side, each on its grey (whole pixels apart: the same pixels covered the same way), a
    # few dozen greys at a time (a small image)
    samples = {xy: [bytearray() for _ in range(4)] for xy in drawn}
    inner = size - 2 * margin
    chunk = 8
    for g0 in range(0, 256, chunk):
        grounds = QImage(side * chunk, side, QImage.Format.Format_ARGB32_Premultiplied)
        grounds.setDevicePixelRatio(dpr)
        q = QPainter(grounds)
        q.setRenderHint(QPainter.RenderHint.Antialiasing)
        for i in range(chunk):
            q.fillRect(QRect(i * size, 0, size, size), QColor(g0 + i, g0 + i, g0 + i))
        q.setPen(pen)
        q.setBrush(Qt.BrushStyle.NoBrush)
        for i in range(chunk):
            q.drawRoundedRect(QRectF(i * size + margin, margin, inner, inner), radius, radius)
        q.end()
        got = grounds.constBits()
        row, stride = grounds.bytesPerLine(), side * 4  # stride: one copy to the next
        for (x, y), channels in samples.items():
            base = y * row + x * 4
            for k in range(4):
                channels[k] += bytes(got[base + k:base + k + chunk * stride:stride])

    # a blend of shade s onto a channel's value, as a byte table (bytes.translate applies
    # it to the 256 greys at once)
    blend_tables: dict[tuple[int, ...], list[bytes]] = {}

    def tables(s: tuple[int, ...]) -> list[bytes]:
        found = blend_tables.get(s)
        if found is None:
            keep = 255 - s[alpha]
            found = blend_tables[s] = [bytes(s[k] + _mul(v, keep) for v in range(256))
                                       for k in range(4)]
        return found
    greys = [bytes(range(256))] * 3 + [bytes([255]) * 256]  # B G R, then the ground's alpha

    def fits(xy: tuple[int, int], blends: tuple[tuple[int, ...], ...]) -> bool:
        """Whether the pixel at `xy` on each grey is `blends` blended in turn onto it."""
        for k in range(4):
            want = greys[k]
            for b in blends:
                want = want.translate(tables(b)[k])
            if samples[xy][k] != want:
                return False
        return True
    for x, y in drawn:
        at = y * line + x * 4
        s = tuple(seen[at:at + 4])
        if fits((x, y), (s,)):
            continue
        for s1, s2 in pairs.get(s, ()):
            if fits((x, y), (s1, s2)):
                first[at:at + 4], second[at:at + 4] = bytes(s1), bytes(s2)
                break
        else:
            return None

    def image_of(data: bytearray) -> QImage:
        image = QImage(bytes(data), clear.width(), clear.height(), line,
                       QImage.Format.Format_ARGB32_Premultiplied).copy()
        image.setDevicePixelRatio(dpr)
        return image
    return image_of(first), image_of(second)
