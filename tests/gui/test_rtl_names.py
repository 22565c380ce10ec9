"""Names in right-to-left scripts keep every sentence in order (issue 29): each name put into
a sentence is wrapped in Unicode isolates (FSI ... PDI, redlight_app/bidi.py), in the banner, the
log, the result page, the replay and the statistics, in English, Italian, German and French.

A sentence is checked as Qt lays it out: every character before a name is drawn left of it,
every character after it right of it (the name's own letters may run right to left inside).
The check is shown to catch the scramble on a sentence left without isolates."""
from __future__ import annotations

import unicodedata

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QTextDocument, QTextLayout, QTextOption

from redlight_app.bidi import FSI, PDI, isolate
from redlight_app.engine.record import GameRecord
from redlight_app.engine.state import Options
from redlight_app.resources import demo_cardset_path
from tests.test_simulate_endings import _standstill_set

from .driver import start
from .test_replay import _open_replay

ARABIC = "دانة 7"  # Arabic letters and a Latin digit
HEBREW = "נועה 2"  # Hebrew letters and a Latin digit
NAMES = [ARABIC, HEBREW]


def _x_of_chars(text: str) -> dict[int, float]:
    """The horizontal centre of each drawn character of `text` laid out on one left-to-right
    line, as the app's labels lay it out, by logical index."""
    layout = QTextLayout(text, QFont())
    option = QTextOption()
    option.setTextDirection(Qt.LayoutDirection.LeftToRight)
    layout.setTextOption(option)
    layout.beginLayout()
    line = layout.createLine()
    line.setLineWidth(100000)
    layout.endLayout()
    out = {}
    for i, ch in enumerate(text):
        if unicodedata.category(ch) == "Cf":  # the isolates themselves, marks of direction
            continue
        rects = [run.boundingRect() for run in line.glyphRuns(i, 1) if run.glyphIndexes()]
        if rects:
            out[i] = sum(r.center().x() for r in rects) / len(rects)
    return out


def scrambled(text: str, names: list[str]) -> list[str]:
    """What is out of order in `text` around each of `names` found in it: a character
    written before a name but drawn right of it, or after it but drawn left of it."""
    xs = _x_of_chars(text)
    problems = []
    for name in names:
        start = text.find(name)
        while start >= 0:
            end = start + len(name)
            inside = [x for i, x in xs.items() if start <= i < end]
            left, right = min(inside), max(inside)
            for i, x in xs.items():
                if (i < start and x > left) or (i >= end and x < right):
                    problems.append(f"{text[i]!r} at {i} is drawn on the wrong side of {name!r}")
            start = text.find(name, end)
    return problems


def isolated(text: str, names: list[str]) -> list[str]:
    """The names of `names` that appear in `text` without their isolates."""
    return [n for n in names if n in text and FSI + n + PDI not in text]


def check(text: str, where: str) -> None:
    assert any(n in text for n in NAMES), f"{where}: no name in {text!r}"
    assert isolated(text, NAMES) == [], f"{where}: a name without its isolates in {text!r}"
    assert scrambled(text, NAMES) == [], f"{where}: {scrambled(text, NAMES)} in {text!r}"


def plain(markup: str) -> str:
    doc = QTextDocument()
    doc.setHtml(markup)
    return doc.toPlainText()


def test_the_check_sees_the_scramble_of_a_sentence_without_isolates(qapp):
    bare = "{a}, {b}: 3 awards".format(a=ARABIC, b=HEBREW)
    assert scrambled(bare, NAMES) != []  # the "3" is drawn left of the names
    assert isolated(bare, NAMES) == NAMES
    fixed = "{a}, {b}: 3 awards".format(a=isolate(ARABIC), b=isolate(HEBREW))
    assert scrambled(fixed, NAMES) == [] and isolated(fixed, NAMES) == []


def test_isolate_leaves_left_to_right_names_as_typed_and_closes_its_own_isolate():
    assert isolate("Ann") == "Ann" and isolate("Zoë 3") == "Zoë 3"
    assert isolate(ARABIC) == FSI + ARABIC + PDI
    # a name carrying a stray PDI or a right-to-left override cannot escape its isolate
    assert isolate("Bob\u2069") == FSI + "Bob" + PDI
    assert isolate("\u202eBob") == FSI + "\u202eBob" + PDI


def _stalled_record(names: list[str]) -> GameRecord:
    from redlight_app.bots import make_bot
    from redlight_app.bots.play import play_game
    cardset = _standstill_set()
    seats = [{"name": n, "kind": "human", "level": None} for n in names]
    options = Options(turn_limit=400)
    played = play_game(cardset, [make_bot("greedy"), make_bot("greedy")], 3, options, names=names)
    return GameRecord(cardset=cardset, seats=seats, seed=3, options=options, moves=played.moves)


@pytest.mark.parametrize("lang", ("en", "it", "de", "fr"))
def test_rtl_names_keep_every_sentence_in_order(open_window, qtbot, shots, lang):
    from redlight_app.engine.cards import load_cardset_text
    window = open_window()
    window.set_language(lang)
    try:
        # the banner and the log: a game whose first player is named in Arabic
        demo = load_cardset_text(demo_cardset_path().read_bytes())
        c = start(window, demo, [{"name": ARABIC, "kind": "human"},
                                 {"name": HEBREW, "kind": "bot", "level": "normal"}], seed=4)
        qtbot.waitUntil(lambda: window.table.banner.text() != "")
        check(plain(window.table.banner.text()), "banner")
        lines = window.log_view.lines()
        named = [line for line in lines if any(n in line for n in NAMES)]
        assert named, lines
        for line in named:
            check(line, "log")
        if lang == "en":
            window.grab().save(str(shots / "rtl-names-table.png"))
        window.games.close_game()

        # the result page: a showdown that stood still, shared by both
        record = _stalled_record(NAMES)
        game_id = window.storage.repo.create_game(record)
        c = start(window, record.cardset, [{"name": ARABIC, "kind": "bot", "level": "normal"},
                                           {"name": HEBREW, "kind": "bot", "level": "normal"}],
                  seed=3)
        qtbot.waitUntil(lambda: window.stack.currentWidget() is window.result, timeout=30000)
        assert c.state.ending == "stalled"
        check(window.result.title.text(), "result title")
        for line in window.result.reason.text().splitlines():
            if any(n in line for n in NAMES):
                check(line, "result reason")
        check(window.result.chart.accessibleDescription(), "result chart")
        if lang == "en":
            window.grab().save(str(shots / "rtl-names-result.png"))

        # the replay of the stored game
        replay = _open_replay(window, qtbot, game_id)
        check(replay.windowTitle(), "replay title")
        watch = [replay.watch.itemText(i) for i in range(replay.watch.count())]
        for text in watch:
            if any(n in text for n in NAMES):
                check(text, "replay watch box")
        log = [replay.log.item(i).text() for i in range(replay.log.count())]
        named = [line for line in log if any(n in line for n in NAMES)]
        assert named
        for line in named:
            check(line, "replay log")
        replay.close()

        # the statistics page
        window.menus.actions["statistics"].trigger()
        page = window.windows.statistics
        qtbot.waitUntil(page.isVisible)
        page.select_player(ARABIC)
        check(page.headline.text(), "statistics headline")
        for line in page.summary.text().splitlines():
            if any(n in line for n in NAMES):
                check(line, "statistics summary")
        page.close()
    finally:
        window.set_language("system")
