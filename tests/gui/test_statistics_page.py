"""The statistics page on a database of mixed games: the numbers shown match the stored
results, the filters narrow them, CSV export, and the page photographed
(test-artifacts/screenshots/statistics*.png)."""
from __future__ import annotations

import csv
import io

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QColor

from redlight_app.gui.statistics.window import ENDING_WORDS
from tests.store.mixed_games import demo, mixed_records, save_mixed_games


def _expected(records, name, players=None, chance=None):
    games = wins = 0
    for record in records:
        state = record.replay()
        if not state.over or name not in record.names:
            continue
        if players is not None and len(record.seats) != players:
            continue
        if chance is not None and record.chance != chance:
            continue
        games += 1
        wins += record.names.index(name) in state.winners
    return games, wins


def test_statistics_page_on_mixed_games(open_window, qtbot, shots, tmp_path):
    window = open_window()
    save_mixed_games(window.storage.repo)
    records = mixed_records(demo())
    window.menus.actions["statistics"].trigger()
    page = window.windows.statistics
    qtbot.waitUntil(page.isVisible)
    from .test_keyboard_and_names import unnamed
    assert unnamed(page) == [], "every control of the statistics page has a name"
    assert page.player.currentText() == "Ann"  # people first, most games first
    games, wins = _expected(records, "Ann")
    assert page.headline.text().startswith(f"Ann — games: {games}, wins: {wins}, win rate: ")
    st = page.current()
    assert [b.label for b in page.levels_chart.bars] == ["Easy", "Normal", "Hard", "people only"]
    normal = page.levels_chart.bars[1]
    assert normal.value.startswith(f"{st.by_level['normal'][1]} of 4 ")
    assert "Nemesis: " in page.summary.text() and "Stars they won with most: " in page.summary.text()
    assert len(page.rate_chart.results) == games
    games_normal, wins_normal = st.by_level["normal"]
    assert (f"Normal: won {wins_normal} of {games_normal} games, "
            f"{round(100 * wins_normal / games_normal)}%.") in page.levels_chart.accessibleDescription()
    page.grab().save(str(shots / "statistics.png"))
    page.endings_chart.grab().save(str(shots / "statistics-endings-chart.png"))
    pairs = _the_endings_chart_fills_the_wins(page, qtbot)
    assert any(won < count for count, won in pairs)  # a track longer than its filled part

    page.players.setCurrentIndex(page.players.findData(3))
    games, wins = _expected(records, "Ann", players=3)
    assert (page.current().games, page.current().wins) == (games, wins) and games == 2
    page.players.setCurrentIndex(page.players.findData(None))
    page.kind.setCurrentIndex(page.kind.findData("table"))
    assert page.current().games == 1 and page.current().endings == {"agreed": 1}
    assert [b.label for b in page.endings_chart.bars] == ["by agreement"]
    assert _the_endings_chart_fills_the_wins(page, qtbot) == [(1, 0)]  # lost: nothing filled
    page.select_player("Dee")
    assert page.headline.text() == "Dee — games: 1, wins: 0, win rate: 0%"
    page.grab().save(str(shots / "statistics-table-games.png"))

    page.kind.setCurrentIndex(page.kind.findData(None))
    page.select_player("Bob")
    games, wins = _expected(records, "Bob")
    assert (page.current().games, page.current().wins) == (games, wins)
    page.grab().save(str(shots / "statistics-bob.png"))
    path = tmp_path / "stats.csv"
    assert page.save_csv(str(path))
    rows = {r["name"]: r for r in csv.DictReader(io.StringIO(path.read_text(encoding="utf-8")))}
    assert set(rows) == {"Ann", "Bob", "Cy", "Dee"}
    assert rows["Ann"]["games"] == str(_expected(records, "Ann")[0])
    qtbot.mouseClick(page.export_button, Qt.MouseButton.LeftButton)
    assert page.export_file.dialog.isVisible()
    page.export_file.dialog.reject()


def _the_endings_chart_fills_the_wins(page, qtbot):  # type: ignore[no-untyped-def]
    """Each ending's light track is its games (of all the player's games), and only its
    filled part is the wins of them; the values written match; returns the pairs."""
    st = page.current()
    chart = page.endings_chart
    assert "filled: the wins" in chart.title
    chart.grab()  # paints it
    assert len(chart.drawn) == len(chart.bars) == len(st.endings)
    seen = []
    for bar, (full, track, filled) in zip(chart.bars, chart.drawn, strict=True):
        ending = next(e for e, w in ENDING_WORDS.items() if w == bar.label)
        count, won = st.endings[ending], st.endings_won.get(ending, 0)
        assert bar.value == f"games: {count}, won: {won}"
        assert bar.whole == count / st.games and bar.share == won / st.games
        assert track.width() == pytest.approx(full.width() * count / st.games, abs=0.01)
        assert filled.width() == pytest.approx(full.width() * won / st.games, abs=0.01)
        seen.append((count, won))
    return seen


def test_statistics_page_with_no_finished_game_says_so(open_window, qtbot, shots):
    window = open_window()
    window.menus.actions["statistics"].trigger()
    page = window.windows.statistics
    qtbot.waitUntil(page.isVisible)
    assert page.headline.text() == "No finished games yet"
    assert not page.export_button.isEnabled()
    # the player box says there is nobody to choose (it was an empty, clickable box)
    assert not page.player.isEnabled() and page.player.currentText() == ""
    assert page.player.placeholderText() == "nobody yet"
    page.grab().save(str(shots / "statistics-empty.png"))


def test_statistics_and_replay_in_german(open_window, qtbot, shots):
    from redlight_app.gui.replay import hook as look
    window = open_window()
    ids = save_mixed_games(window.storage.repo)
    try:
        window.set_language("de")
        window.menus.actions["statistics"].trigger()
        page = window.windows.statistics
        qtbot.waitUntil(page.isVisible)
        assert page.headline.text().startswith("Ann — Partien: 7, Siege: ")
        assert page.levels_chart.title == "Siegquote gegen jede Computerstufe"
        rival, beaten = page.current().nemesis
        games = "Partie" if beaten == 1 else "Partien"
        assert f"Angstgegner: {rival} hat {beaten} {games} gewonnen, die Ann verlor." \
            in page.summary.text()
        page.grab().save(str(shots / "statistics-de.png"))
        replay = look.open_replay(window, ids[1])
        replay.go(30)
        assert replay.where.text().startswith("Spielzug 30 von ")
        assert any(line.startswith("Zug ") for line in
                   (replay.log.item(i).text() for i in range(replay.log.count())))
        replay.grab().save(str(shots / "replay-de.png"))
    finally:
        window.set_language("en")


def test_statistics_and_replay_follow_a_language_changed_while_they_are_open(open_window, qtbot,
                                                                              shots):
    """The language changed from the main window's menu while the statistics and a replay
    are open: both speak it at once, as the main window does; and a replay's cards show no
    key badge ("Ctrl+1", "1"), since no key plays a card there."""
    from redlight_app.gui.replay import hook as look
    window = open_window()
    ids = save_mixed_games(window.storage.repo)
    window.menus.actions["statistics"].trigger()
    page = window.windows.statistics
    qtbot.waitUntil(page.isVisible)
    replay = look.open_replay(window, ids[1])
    replay.go(30)
    assert page.headline.text().startswith("Ann — games: 7")
    assert replay.where.text().startswith("Move 30 of ")
    table = replay.table
    cards = [w for a in table.areas.values() for w in a.stars.values()] + list(table.hand.values())
    assert cards and all(w.key_text == "" for w in cards), [w.key_text for w in cards]
    try:
        window.set_language("de")
        qtbot.waitUntil(lambda: replay.where.text().startswith("Spielzug 30 von "))
        qtbot.waitUntil(lambda: page.headline.text().startswith("Ann — Partien: 7, Siege: "))
        assert page.windowTitle() != "Statistics" and page.export_button.text() != "Export &CSV…"
        assert page.levels_chart.title == "Siegquote gegen jede Computerstufe"
        assert replay.continue_button.text() != "&Continue from here"
        assert replay.watch.currentText() != "Every card open"
        assert any(replay.log.item(i).text().startswith("Zug ") for i in range(replay.log.count()))
        assert replay.buttons["turn-back"].toolTip() != "Back a turn (Up)"
        qtbot.wait(50)
        from .test_i18n import clipped
        assert clipped(replay) == [] and clipped(page) == []
        replay.grab().save(str(shots / "replay-de-live.png"))
        page.grab().save(str(shots / "statistics-de-live.png"))
    finally:
        window.set_language("en")
    qtbot.waitUntil(lambda: replay.where.text().startswith("Move 30 of "))


def _read(chart) -> tuple[str, str]:
    """A chart's name and description as a screen reader gets them (Qt's accessibility
    interface, the one AT-SPI hands on)."""
    face = QAccessible.queryAccessibleInterface(chart)
    return face.text(QAccessible.Text.Name), face.text(QAccessible.Text.Description)


def test_rate_sentence_says_where_the_line_ends_and_its_highest_and_lowest_points(qapp):
    from redlight_app.gui.statistics.window import rate_sentence
    assert rate_sentence([True, False, False, True]) == (
        "After 4 games: a win rate of 50%, 2 won and 2 lost; "
        "highest 100% after game 1, lowest 33% after game 3.")
    assert rate_sentence([False]) == ("After 1 game: a win rate of 0%, 0 won and 1 lost; "
                                      "highest 0% after game 1, lowest 0% after game 1.")


def test_each_chart_tells_a_screen_reader_its_figures_in_words(open_window, qtbot):
    window = open_window()
    save_mixed_games(window.storage.repo)
    window.menus.actions["statistics"].trigger()
    page = window.windows.statistics
    qtbot.waitUntil(page.isVisible)
    page.select_player("Ann")
    st = page.current()
    name, said = _read(page.levels_chart)
    assert name == "Win rate against each computer level"
    for level, label in (("easy", "Easy"), ("normal", "Normal"), ("hard", "Hard")):
        games, wins = st.by_level[level]
        games_word = "game" if games == 1 else "games"  # the singular for one game
        assert f"{label}: won {wins} of {games} {games_word}, {round(100 * wins / games)}%." in said
    name, said = _read(page.endings_chart)
    assert name == "How their games ended (light: the games; filled: the wins)"
    from redlight_app.gui.statistics.window import ENDING_WORDS
    assert st.endings
    for ending, count in st.endings.items():
        won = st.endings_won.get(ending, 0)
        games_word = "game" if count == 1 else "games"  # the singular for one game
        assert f"{ENDING_WORDS[ending]}: {count} {games_word}, {won} of them won." in said, said
    name, said = _read(page.stars_chart)
    assert name == "Stars on the table when they won (games)"
    assert st.stars
    for star, count in st.stars[:6]:
        wins_word = "win" if st.wins == 1 else "wins"
        assert f"{star}: on the table in {count} of {st.wins} {wins_word}." in said
    name, said = _read(page.rate_chart)
    assert name == "Win rate, game by game"
    assert said.startswith(f"After {st.games} games: a win rate of {round(100 * st.win_rate)}%, "
                           f"{st.wins} won and {st.games - st.wins} lost; highest ")
    for chart in (page.levels_chart, page.endings_chart, page.stars_chart, page.rate_chart):
        assert "<" not in _read(chart)[1] and "·" not in _read(chart)[1]  # sentences, not marks


def test_the_charts_keep_their_names_with_no_finished_game(open_window, qtbot):
    window = open_window()
    window.menus.actions["statistics"].trigger()
    page = window.windows.statistics
    qtbot.waitUntil(page.isVisible)
    assert _read(page.levels_chart) == ("Win rate against each computer level", "No games yet")
    assert _read(page.stars_chart) == ("Stars on the table when they won (games)", "No wins yet")
    assert _read(page.rate_chart) == ("Win rate, game by game", "No games yet")


def _one_lost_game_page(qtbot, tmp_path):
    """The statistics page of a data folder holding one finished game, which Ann lost."""
    from redlight_app.gui.statistics.window import StatisticsWindow
    from redlight_app.store.repository import Repository
    from tests.store.mixed_games import bot_record, seat
    repo = Repository.open(tmp_path / "one-game")
    repo.create_game(bot_record(demo(), [seat("Ann"), seat("Bob", "normal")], 3, ["random", "greedy"]))
    page = StatisticsWindow(repo)
    qtbot.addWidget(page)
    page.destroyed.connect(repo.close)
    page.resize(1180, 720)
    page.show()
    qtbot.waitUntil(page.isVisible)
    page.select_player("Ann")
    assert (page.current().games, page.current().wins) == (1, 0)
    return page


def test_after_one_game_the_charts_fill_the_page_and_its_point_stands_clear_of_the_axis(
        qtbot, tmp_path, shots):
    """After a first game: the three bar charts side by side, as tall as each other, the
    line under them the whole width (once, a short chart left an empty quarter of the page
    beside the line); and the lone game's point in the middle of the line chart, not on its
    left edge, where its "0%" stood beside the axis's own "0%"."""
    page = _one_lost_game_page(qtbot, tmp_path)
    assert "Nemesis: Bob, who won 1 game that Ann lost." in page.summary.text()  # one game
    qtbot.wait(50)  # laid out and painted in the event loop
    bars = [page.levels_chart, page.endings_chart, page.stars_chart]
    tops = {c.geometry().top() for c in bars}
    heights = {c.height() for c in bars}
    assert len(tops) == 1 and len(heights) == 1, [c.geometry() for c in bars]
    rate = page.rate_chart.geometry()
    assert rate.top() > bars[0].geometry().bottom()
    assert rate.left() == bars[0].geometry().left() and rate.right() == bars[2].geometry().right()
    image = page.rate_chart.grab().toImage()
    loss = QColor("#E69F00")  # a loss's hollow square
    xs = [x for x in range(image.width()) for y in range(image.height())
          if QColor(image.pixel(x, y)).rgb() == loss.rgb()]
    assert xs, "the game's marker is drawn"
    middle = image.width() / 2
    assert all(abs(x - middle) < 0.1 * image.width() for x in xs), (min(xs), max(xs), middle)
    page.grab().save(str(shots / "statistics-one-game.png"))


def test_chart_titles_and_labels_are_drawn_whole_in_french(qtbot, tmp_path, shots):
    """French titles are longer than a third of the page: they go on two lines, never cut
    ("Comment les parties se sont terminées (dont g")."""
    from redlight_app.gui import i18n
    i18n.install("fr")
    try:
        page = _one_lost_game_page(qtbot, tmp_path)
        charts = [page.levels_chart, page.endings_chart, page.stars_chart, page.rate_chart]
        qtbot.waitUntil(lambda: all(c.shown_title for c in charts))
        for chart in charts:
            assert chart.shown_title == chart.title, chart.title
        from PySide6.QtGui import QFontMetrics

        from redlight_app.gui.widgets.cards import font
        title_font = QFontMetrics(font(9.5, bold=True))
        assert page.columns == 3 and any(
            title_font.horizontalAdvance(chart.title) > chart.width() - 24 for chart in charts), \
            "one title at least needs its second line"
        page.grab().save(str(shots / "statistics-one-game-fr.png"))
    finally:
        i18n.install("en")


def test_a_bar_label_wraps_onto_its_second_line_and_is_cut_only_past_it(qapp):
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QFontMetrics

    from redlight_app.gui.statistics.charts import label_text
    from redlight_app.gui.widgets.cards import font
    metrics = QFontMetrics(font(8.5))
    row = QRectF(0, 0, 130, 30)  # a label's room beside a bar: two lines
    two_lines = "une confrontation finale restée bloquée"
    assert metrics.horizontalAdvance(two_lines) > row.width()
    assert label_text(metrics, two_lines, row) == two_lines
    long = "Marguerite-Antoinette de la Montagne-Sainte-Geneviève du Val-de-Loire"
    cut = label_text(metrics, long, row)
    assert cut.endswith("…") and long.startswith(cut[:-1].rstrip())
    drawn = metrics.boundingRect(0, 0, 130, 10_000, Qt.TextFlag.TextWordWrap, cut)
    assert drawn.height() <= row.height() and drawn.width() <= row.width()
    one_word = "Supercalifragilisticexpialidocious"  # wider than the room: cut, not spilled
    assert label_text(metrics, one_word, row).endswith("…")


def test_on_a_narrow_window_the_page_is_one_column_and_never_scrolls_sideways(qtbot, tmp_path):
    """An 800-pixel screen: the filters as a form, the charts one under the other at the whole
    width; nothing cut at the right or reached only by a sideways scroll bar. Wide again:
    three charts across."""
    page = _one_lost_game_page(qtbot, tmp_path)
    page.resize(780, 560)
    qtbot.waitUntil(lambda: page.columns == 1)
    qtbot.wait(50)
    scroll = page.centralWidget()
    assert scroll.widget().minimumSizeHint().width() <= scroll.viewport().width()  # none cut
    charts = [page.levels_chart, page.endings_chart, page.stars_chart, page.rate_chart]
    lefts = {c.geometry().left() for c in charts}
    widths = {c.width() for c in charts}
    assert len(lefts) == 1 and len(widths) == 1
    assert [c.geometry().top() for c in charts] == sorted(c.geometry().top() for c in charts)
    assert page.players.geometry().top() > page.player.geometry().bottom()  # a form
    page.resize(1180, 720)
    qtbot.waitUntil(lambda: page.columns == 3)



def test_bar_labels_read_whole_in_italian_at_a_larger_system_font(system_font, qtbot, shots):
    """On a 1280x720 laptop with the system font at 125%, after a first game lost in the
    final showdown, the endings chart's label read "la resa dei conti fi…": a bar's row was
    30 px, one line of the larger font. A row holds the label's two lines now."""
    from redlight_app.gui import i18n
    from redlight_app.gui.i18n import tr
    from redlight_app.gui.statistics.charts import Bar, BarChart
    system_font(1.25)
    i18n.install("it")
    try:
        chart = BarChart("stats-endings-chart")
        qtbot.addWidget(chart)
        chart.resize(368, 148)  # the endings chart in the statistics window at 1280x720
        chart.show()
        for ending, words in ENDING_WORDS.items():
            label = tr(words)
            chart.set_data(tr("How their games ended (light: the games; filled: the wins)"),
                           [Bar(label, 0.0, "partite: 1, vinte: 0", label)], "")
            chart.grab()  # painted
            assert chart.shown_labels == [label], (ending, chart.shown_labels)
        chart.set_data(chart.title, [Bar(tr(ENDING_WORDS["showdown"]), 0.0, "partite: 1, vinte: 0",
                                         "")], "")
        chart.grab().save(str(shots / "statistics-endings-it-125.png"))
        assert chart.shown_labels == ["la resa dei conti finale"]
    finally:
        i18n.install("en")


def test_esc_closes_the_statistics_page(open_window, qtbot):
    """Esc on the statistics page, with a filter focused, left it open (only Ctrl+W closed
    it); it closes now, as a page that only shows figures should."""
    window = open_window()
    save_mixed_games(window.storage.repo)
    window.menus.actions["statistics"].trigger()
    page = window.windows.statistics
    qtbot.waitUntil(page.isVisible)
    page.activateWindow()
    qtbot.waitUntil(page.isActiveWindow)
    page.players.setFocus()
    qtbot.waitUntil(page.players.hasFocus)
    qtbot.keyClick(page.players, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not page.isVisible())


def test_the_filters_read_whole_in_french_at_a_larger_system_font(open_window, qtbot, shots,
                                                                     system_font):
    """On a 1366x768 laptop with a 125% system font, in French, the filters on one line were
    cut: "N'importe quel nomb", "Parties numériques et à la tab", "Exporter en CSV…". When
    they do not fit on one line they go one under the other, each whole; the charts stay
    three across, and the endings chart's title, cut after two lines ("… ; plein…"), takes
    a third."""
    system_font(1.25)
    window = open_window()
    window.set_language("fr")
    try:
        save_mixed_games(window.storage.repo)
        window.menus.actions["statistics"].trigger()
        page = window.windows.statistics
        qtbot.waitUntil(page.isVisible)
        page.resize(1180, 720)
        qtbot.waitUntil(lambda: page.width() == 1180)
        qtbot.wait(60)
        for control in (page.player, page.players, page.kind, page.export_button):
            assert control.width() >= control.sizeHint().width(), (
                control.objectName(), control.width(), control.sizeHint().width())
        assert page.columns == 3
        charts = [page.levels_chart, page.endings_chart, page.stars_chart, page.rate_chart]
        qtbot.waitUntil(lambda: all(c.shown_title for c in charts))
        for chart in charts:  # "Comment les parties se sont terminées (clair : … ; plein…"
            assert chart.shown_title == chart.title, chart.shown_title
        page.grab().save(str(shots / "statistics-fr-125.png"))
    finally:
        window.set_language("system")
