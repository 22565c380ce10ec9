"""Issue 14: names and texts from a card set, a game file or a player are shown as plain
text everywhere. A hot-seat game whose seats and cards carry markup (an image of a local
file, /dev/zero, a 90-pixel span, bold, an entity) is played by clicks to its result page;
every label and tooltip on the way shows the literal text, and the image file is never
opened (Linux inotify watches it). The card set editor is opened on the same set."""
from __future__ import annotations

import json
import random
import shutil
import tempfile
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QTextDocument
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from redlight_app.engine.cards import load_cardset
from redlight_app.gui.editor.window import CardSetEditor
from redlight_app.gui.widgets.chart import SEAT_MARKS
from redlight_app.resources import demo_cardset_path

from .driver import Driver, start
from .file_reads import FileReads

RAW_MARKUP = ("<img src", "<span style=font-size:90px", "<b>Bold")


@pytest.fixture
def picture():
    """A real 400x400 PNG at a short path (names are at most 60 characters)."""
    folder = Path(tempfile.mkdtemp(prefix="rl"))
    path = folder / "p.png"
    image = QImage(400, 400, QImage.Format.Format_RGB32)
    image.fill(QColor("#ff00ff"))
    assert image.save(str(path))
    yield path
    shutil.rmtree(folder, ignore_errors=True)


def hostile_names(picture: Path) -> list[str]:
    return ['<img src="/dev/zero">', f"<img src={picture}>",
            "<span style=font-size:90px>Big</span>", "<b>Bold</b>", "Tom &amp; Jerry"]


def hostile_cardset(names: list[str]):  # type: ignore[no-untyped-def]
    doc = json.loads(demo_cardset_path().read_text(encoding="utf-8"))
    doc["name"] = names[3] + " set"
    doc["language"] = "en"
    i = 0
    for section in ("stars", "events", "films", "awards"):
        for card in doc[section]:
            card["name"] = f"{names[i % len(names)]} {i}"
            card["text"] = f"{names[(i + 1) % len(names)]} said so."
            card.pop("translations", None)
            i += 1
    return load_cardset(doc)


def rendered(markup: str) -> str:
    """What a rich-text widget shows for `markup`, as plain text (images are not loaded)."""
    doc = QTextDocument()
    doc.setHtml(markup)
    return doc.toPlainText()


def markup_leaks(root: QWidget | None = None) -> list[str]:
    """Every label that would read hostile text as markup, and every tooltip holding it raw."""
    found = []
    widgets = QApplication.allWidgets() if root is None else [root, *root.findChildren(QWidget)]
    for w in widgets:
        where = f"{type(w).__name__}#{w.objectName()}"
        if any(m in w.toolTip() for m in RAW_MARKUP):
            found.append(f"{where} tooltip: {w.toolTip()!r}")
        if isinstance(w, QLabel) and any(m in w.text() for m in RAW_MARKUP):
            fmt = w.textFormat()
            if fmt == Qt.TextFormat.RichText or (
                    fmt == Qt.TextFormat.AutoText and Qt.mightBeRichText(w.text())):
                found.append(f"{where} label as markup: {w.text()!r}")
    return found


def test_the_file_watch_sees_qt_read_an_image_named_in_markup(qtbot, picture):
    """The detector itself: a label that does take the name as markup opens the file."""
    reads = FileReads(picture)
    label = QLabel(f"<img src={picture}>")
    qtbot.addWidget(label)
    label.show()
    label.grab()
    assert reads.count() > 0 and label.sizeHint().height() >= 400
    reads.close()


def test_hostile_names_are_shown_literally_and_open_no_file(open_window, qtbot, shots, picture):
    names = hostile_names(picture)
    cardset = hostile_cardset(names)
    reads = FileReads(picture)
    window = open_window()
    seats = [{"name": names[0], "kind": "human"}, {"name": names[1], "kind": "human"},
             {"name": names[2] + " " + names[4], "kind": "human"}]
    c = start(window, cardset, seats, seed=5, turn_limit=5)
    d = Driver(qtbot, window)
    rng = random.Random(2)
    curtains, checked_table = 0, False
    for _ in range(3000):
        if window.stack.currentWidget() is window.result:
            break
        if window.curtain.cover.isVisible():
            acting = c.acting_seat()
            assert window.curtain.cover.title.textFormat() == Qt.TextFormat.PlainText
            if curtains == 0:
                qtbot.wait(60)
                window.grab().save(str(shots / "hostile-curtain.png"))
                assert markup_leaks() == []
            assert d.pass_curtain() == f"Pass to {c.names[acting]}"
            curtains += 1
            continue
        if not checked_table and c.state.turn >= 3 and c.state.window is None:
            qtbot.wait(60)
            window.grab().save(str(shots / "hostile-table.png"))
            check_table(window, c)
            checked_table = True
        d.perform(d.choose(c.acting_seat(), rng))
    assert window.stack.currentWidget() is window.result
    assert checked_table and curtains >= 3
    qtbot.wait(60)
    window.grab().save(str(shots / "hostile-result.png"))
    result = window.result
    assert result.title.textFormat() == Qt.TextFormat.PlainText
    for seat in c.state.winners:
        assert c.names[seat] in result.title.text()
    summary = rendered(result.summary.text())  # shown literally; a long one ends in "…"
    shown = [cell.split(" ", 1)[1].removesuffix(" (out)") for cell in summary.split("\n")
             if cell[:1] in SEAT_MARKS]
    assert len(shown) == len(c.names), summary
    for text, name in zip(shown, c.names, strict=True):
        text = text.strip("\u2068\u2069")  # the name's bidi isolates
        assert text == name or (text.endswith("…") and name.startswith(text[:-1])), (text, name)
    said = result.summary.accessibleDescription()
    assert all(name in said for name in c.names), said  # whole, for screen readers
    assert result.title.height() < 120 and result.summary.height() < 200  # no 90 px span
    assert markup_leaks() == []
    lines = window.log_view.lines()
    assert any(names[3] in line for line in lines), "the log names cards literally"

    # The card set editor on the same set: version label, card list, forms, tooltips.
    cid = window.storage.repo.register_cardset(cardset)
    editor = CardSetEditor(window.storage.repo)
    qtbot.addWidget(editor)
    editor.resize(1280, 860)
    editor.show()
    qtbot.waitExposed(editor)
    assert editor.open_stored(cid)
    qtbot.wait(60)
    editor.grab().save(str(shots / "hostile-editor.png"))
    assert names[3] in rendered(editor.version.text())
    assert markup_leaks(editor) == []
    editor.close_without_asking()
    assert reads.count() == 0, "Qt opened the image named in a card or seat name"
    reads.close()


def check_table(window, c) -> None:  # type: ignore[no-untyped-def]
    """The table mid-game: names and texts are there, literally, and nothing is markup."""
    assert markup_leaks() == []
    table = window.table
    active = c.names[c.state.active]
    assert active in rendered(table.banner.text())
    assert table.banner.height() < 80, "a name's 90 px span was laid out"
    for seat, area in table.areas.items():
        assert area.name.textFormat() == Qt.TextFormat.PlainText
        shown = area.name.text()  # a long name elided on the table, whole in the tooltip
        assert shown == c.names[seat] or (shown.endswith("…")
                                          and c.names[seat].startswith(shown[:-1]))
        assert c.names[seat] in rendered(area.name.toolTip())
        for card, star in area.stars.items():
            tip = rendered(star.toolTip())
            assert c.state.cardset.cards[card].name in tip, tip
            assert not any(m in star.toolTip() for m in RAW_MARKUP), star.toolTip()
    for card, widget in table.hand.items():
        assert c.state.cardset.cards[card].name in rendered(widget.toolTip())


def test_hostile_names_in_table_mode_are_literal(open_window, qtbot, shots, picture):
    from redlight_app.engine.state import Options
    from redlight_app.gui.table_mode.hook import start_table_game
    names = hostile_names(picture)
    cardset = hostile_cardset(names)
    reads = FileReads(picture)
    main = open_window()
    cid = main.storage.repo.register_cardset(cardset)
    stars = list(cardset.instances["star"])
    spec = {"cardset_id": cid, "names": [names[0], names[1] + " " + names[3]], "first_player": 1,
            "dealt_stars": stars[:2], "options": Options()}
    tm = start_table_game(main, spec)  # table mode, inside the main window (issue 16)
    assert tm is not None
    qtbot.waitExposed(tm)
    tm.click_star(stars[1])  # selected: her name goes into the helpers, and her values
    qtbot.wait(80)
    main.grab().save(str(shots / "hostile-table-mode.png"))
    assert markup_leaks(tm) == []
    assert cardset.name_of(stars[1]) in rendered(tm.strip.helper.text())  # a name in markup
    assert names[1] in rendered(tm.strip.prompt.text())  # the player's name in the prompt
    assert tm.strip.explain.textFormat() == Qt.TextFormat.PlainText
    assert reads.count() == 0
    reads.close()
    main.games.close_game()
