"""The statistics page: for one player name, games, wins and win rate, against each computer
level, how their games ended, awards per game, the stars they won with most and their
nemesis; filtered by number of players and digital or table games; exported as CSV.

The finished games are read once, in one query (`store/statistics.py`); filters and the
player choice recompute from them in memory.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QGridLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QScrollArea,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from ...bidi import isolate
from ...engine import endings
from ...engine.endings import ENDINGS
from ...store.statistics import (
    NO_COMPUTER,
    Filters,
    FinishedGame,
    PlayerStatistics,
    compute,
    finished_games,
    ordered,
    player_counts,
)
from ...store.statistics_csv import statistics_csv
from ..bots import level_label
from ..dialog_slot import DialogSlot
from ..i18n import QT_TR_NOOP, number, tr
from ..plain_text import plain_label
from ..text_file import write_text_atomically
from ..widgets.table import Felt, ink
from ..window_geometry import fit
from .charts import Bar, BarChart, RateChart

ENDING_WORDS = {endings.AWARDS: QT_TR_NOOP("four awards"),
                endings.SHOWDOWN: QT_TR_NOOP("the final showdown"),
                endings.STALLED: QT_TR_NOOP("a showdown that stood still"),
                endings.AGREED: QT_TR_NOOP("by agreement"),
                endings.LIMIT: QT_TR_NOOP("the turn limit")}
LEVEL_ORDER = ("easy", "normal", "hard")
# the window's width from which the three bar charts stand side by side: each at its least
# width, the gaps between them and the page's margins
THREE_ACROSS = 3 * BarChart.LEAST_WIDTH + 2 * 12 + 2 * 24


def percent(share: float) -> str:
    return f"{number(round(100 * share))}%"


def rate_sentence(results: list[bool]) -> str:
    """The win-rate line of `results` (won or not, game by game) in words: where it ends,
    and its highest and lowest points, each with the game it was reached after (the first)."""
    rates, wins = [], 0
    for game, won in enumerate(results, 1):
        wins += won
        rates.append(wins / game)
    high, low = max(rates), min(rates)
    return tr("After {games} games: a win rate of {rate}, {wins} won and {losses} lost; "
              "highest {high} after game {high_at}, lowest {low} after game {low_at}.", "",
              len(results)).format(
        games=number(len(results)), rate=percent(rates[-1]), wins=number(wins),
        losses=number(len(results) - wins), high=percent(high),
        high_at=number(rates.index(high) + 1), low=percent(low), low_at=number(rates.index(low) + 1))


class StatisticsWindow(QMainWindow):
    def __init__(self, repo: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setObjectName("statistics-window")
        fit(self, QSize(1180, 860))  # or less, inside the screen
        self.repo = repo
        self.export_file = DialogSlot[QFileDialog]()  # the export's file dialog, while open
        self.games: list[FinishedGame] = []
        self.stats: dict[str, PlayerStatistics] = {}

        page = Felt()
        root = QVBoxLayout(page)
        root.setContentsMargins(24, 16, 24, 16)
        root.setSpacing(10)
        self.player = QComboBox()
        self.player.setObjectName("stats-player")
        self.player.setMinimumWidth(220)
        self.player.setPlaceholderText(tr("nobody yet"))
        self.players = QComboBox()
        self.players.setObjectName("stats-players")
        self.players.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.kind = QComboBox()
        self.kind.setObjectName("stats-kind")
        self.kind.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for data in (None, "digital", "table"):
            self.kind.addItem("", data)
        self.export_button = QPushButton()
        self.export_button.setObjectName("stats-export")
        self.export_button.clicked.connect(self.export_dialog)
        self.captions: list[QLabel] = []
        for _ in range(3):
            caption = QLabel()
            self.captions.append(caption)
            ink(caption, "#f4efe2")
        self.bar = QGridLayout()  # the filters: one line, or a form on a narrow window
        self.bar.setHorizontalSpacing(8)
        root.addLayout(self.bar)

        self.headline = plain_label(QLabel())
        self.headline.setObjectName("stats-headline")
        self.headline.setStyleSheet("color: #fbe7a1; font-size: 20pt; font-weight: bold;")
        self.headline.setWordWrap(True)  # (a long name on a narrow window)
        self.summary = plain_label(QLabel())
        self.summary.setObjectName("stats-summary")
        self.summary.setWordWrap(True)
        self.summary.setStyleSheet("color: #f4efe2; font-size: 12pt;")
        root.addWidget(self.headline)
        root.addWidget(self.summary)

        self.grid = QGridLayout()
        self.grid.setSpacing(12)
        self.levels_chart = BarChart("stats-levels-chart")
        self.endings_chart = BarChart("stats-endings-chart")
        self.stars_chart = BarChart("stats-stars-chart")
        self.rate_chart = RateChart()
        self.columns = 0
        self.filters_across = False
        self._arrange(3, True)
        root.addLayout(self.grid, 1)

        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        # never sideways: a narrow window takes the page in one column (`_arrange`)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(page)
        scroll.setAccessibleName(tr("Statistics"))  # (it takes focus: the arrows scroll it)
        for scroll_bar in (scroll.verticalScrollBar(), scroll.horizontalScrollBar()):
            scroll_bar.setAccessibleName(tr("Scroll the statistics"))  # (on a narrow window)
        self.setCentralWidget(scroll)
        self.player.currentIndexChanged.connect(self.refresh)
        self.players.currentIndexChanged.connect(self._filters_changed)
        self.kind.currentIndexChanged.connect(self._filters_changed)
        # closed by the keyboard too (Ctrl+W, like the card set editor, or Esc, as a viewer
        # is: nothing in it is lost)
        for closing in (QKeySequence(QKeySequence.StandardKey.Close), QKeySequence("Esc")):
            QShortcut(closing, self).activated.connect(self.close)
        self._retranslate_controls()
        self.reload()

    def _arrange(self, columns: int, filters_across: bool) -> None:
        """The page in `columns` (3 or 1). Three: the filters on one line; the bar charts side
        by side, as tall as the tallest, and the line under them the whole width, taking the
        height left (no empty quarter beside a short chart). One, on a narrow window: the
        filters one under the other, as a form; each chart the whole width, one under the
        other (the page scrolls), none squeezed."""
        if (columns, filters_across) == (self.columns, self.filters_across):
            return
        self.columns, self.filters_across = columns, filters_across
        across = filters_across
        filters = (self.player, self.players, self.kind)
        for col in range(8):
            self.bar.setColumnStretch(col, 0)
        for i, (caption, widget) in enumerate(zip(self.captions, filters, strict=True)):
            caption.setContentsMargins(12 if across and i else 0, 0, 0, 0)
            self.bar.addWidget(caption, *((0, 2 * i) if across else (i, 0)))
            self.bar.addWidget(widget, *((0, 2 * i + 1) if across else (i, 1)))
        self.bar.setColumnStretch(6 if across else 2, 1)
        self.bar.addWidget(self.export_button, 0, 7 if across else 3)
        bars = (self.levels_chart, self.endings_chart, self.stars_chart)
        for row in range(4):
            self.grid.setRowStretch(row, 0)
        for i, chart in enumerate(bars):
            self.grid.addWidget(chart, *((0, i) if columns == 3 else (i, 0)))  # (moves it)
        line_row = 1 if columns == 3 else 3
        self.grid.addWidget(self.rate_chart, line_row, 0, 1, columns)
        self.grid.setRowStretch(line_row, 1)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._lay_out(event.size().width())

    def _filters_width(self) -> int:
        """The width the filters and the export button take on one line, each whole (a
        French "N'importe quel nombre" at a 125% font does not fit beside the others on a
        laptop: they go one under the other instead of being cut)."""
        words = sum(c.fontMetrics().horizontalAdvance(c.text()) for c in self.captions)
        controls = sum(w.sizeHint().width() for w in (self.player, self.players, self.kind,
                                                      self.export_button))
        return words + 2 * 12 + controls + 6 * self.bar.horizontalSpacing() + 2 * 24

    def _lay_out(self, width: int) -> None:
        room = width - self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        # (room for the page's scroll bar)
        self._arrange(3 if room >= THREE_ACROSS else 1,
                      room >= THREE_ACROSS and room >= self._filters_width())

    def _retranslate_controls(self) -> None:
        self.setWindowTitle(tr("Statistics"))
        self.player.setPlaceholderText(tr("nobody yet"))
        for i, text in enumerate((tr("Digital and table games"), tr("Digital games"),
                                  tr("Table games"))):
            self.kind.setItemText(i, text)
        self.export_button.setText(tr("Export &CSV…"))
        for caption, text in zip(self.captions, (tr("Player:"), tr("Players at the table:"),
                                                 tr("Games:")), strict=True):
            caption.setText(text)

    def retranslate(self) -> None:
        """Every text again in the language now installed (changed while this was open)."""
        self._retranslate_controls()
        self.reload()
        self._lay_out(self.width())  # the words' new widths: the filters on one line or not

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    # -- data ---------------------------------------------------------------------------
    def reload(self) -> None:
        """Read the finished games again (one query) and redraw."""
        self.games = finished_games(self.repo)
        chosen = self.players.currentData()
        self.players.blockSignals(True)
        self.players.clear()
        self.players.addItem(tr("Any number"), None)
        for n in player_counts(self.games):
            self.players.addItem(tr("{count} players").format(count=n), n)
        index = self.players.findData(chosen)
        self.players.setCurrentIndex(max(0, index))
        self.players.blockSignals(False)
        self._filters_changed()

    def filters(self) -> Filters:
        return Filters(players=self.players.currentData(), chance=self.kind.currentData())

    def _filters_changed(self) -> None:
        self.stats = compute(self.games, self.filters())
        chosen = self.player.currentData()
        self.player.blockSignals(True)
        self.player.clear()
        for st in ordered(self.stats):
            self.player.addItem(st.name, st.name)  # combo items are plain text
        index = self.player.findData(chosen)
        self.player.setCurrentIndex(max(0, index) if self.player.count() else -1)
        self.player.setEnabled(self.player.count() > 0)  # (no games: its placeholder says so)
        self.player.blockSignals(False)
        self.refresh()

    def select_player(self, name: str) -> None:
        index = self.player.findData(name)
        if index >= 0:
            self.player.setCurrentIndex(index)

    def current(self) -> PlayerStatistics | None:
        return self.stats.get(self.player.currentData()) if self.player.count() else None

    # -- drawing ------------------------------------------------------------------------
    def refresh(self) -> None:
        st = self.current()
        self.export_button.setEnabled(bool(self.stats))
        if st is None:
            self.headline.setText(tr("No finished games yet"))
            self.summary.setText(tr("Statistics count finished games: finish one, or change "
                                    "the filters."))
            self._set_charts(None)
            return
        self.headline.setText(tr("{name} — games: {games}, wins: {wins}, win rate: {rate}").format(
            name=isolate(st.name), wins=number(st.wins), games=number(st.games), rate=percent(st.win_rate)))
        lines = [tr("Awards held at the end, per game: {mean}").format(
            mean=number(round(st.awards_per_game, 2)))]
        if st.nemesis is not None:
            lines.append(tr("Nemesis: {name}, who won {count} games that {player} lost.", "",
                            st.nemesis[1]).format(
                name=isolate(st.nemesis[0]), count=number(st.nemesis[1]),
                player=isolate(st.name)))
        else:
            lines.append(tr("Nemesis: nobody has beaten {player} yet.").format(player=isolate(st.name)))
        if st.stars:
            top = ", ".join(tr("{star} ({count})").format(star=s, count=number(n))
                            for s, n in st.stars[:3])
            lines.append(tr("Stars they won with most: {stars}").format(stars=top))
        self.summary.setText("\n".join(lines))
        self._set_charts(st)

    def _set_charts(self, st: PlayerStatistics | None) -> None:
        """The four charts, titled (their names for a screen reader) even with no games."""
        self.levels_chart.set_data(tr("Win rate against each computer level"),
                                   self._level_bars(st) if st else [], tr("No games yet"))
        self.endings_chart.set_data(tr("How their games ended (light: the games; filled: the wins)"),
                                    self._ending_bars(st) if st else [], tr("No games yet"))
        self.stars_chart.set_data(tr("Stars on the table when they won (games)"),
                                  self._star_bars(st) if st else [], tr("No wins yet"))
        self.rate_chart.set_data(tr("Win rate, game by game"), st.results if st else [],
                                 tr("games played"), tr("No games yet"),
                                 rate_sentence(st.results) if st else "")

    def _level_bars(self, st: PlayerStatistics) -> list[Bar]:
        keys = sorted(st.by_level, key=lambda k: (k == NO_COMPUTER, LEVEL_ORDER.index(k)
                                                  if k in LEVEL_ORDER else 9, k))
        bars = []
        for key in keys:
            games, wins = st.by_level[key]
            label = tr("people only") if key == NO_COMPUTER else level_label(key)
            rate = percent(wins / games if games else 0.0)
            bars.append(Bar(label, wins / games if games else 0.0,
                            tr("{wins} of {games} · {rate}").format(
                                wins=number(wins), games=number(games), rate=rate),
                            tr("{label}: won {wins} of {games} games, {rate}.", "", games).format(
                                label=label, wins=number(wins), games=number(games), rate=rate)))
        return bars

    def _star_bars(self, st: PlayerStatistics) -> list[Bar]:
        return [Bar(star, count / max(1, st.wins), number(count),
                    tr("{star}: on the table in {count} of {wins} wins.", "", st.wins).format(
                        star=star, count=number(count), wins=number(st.wins)))
                for star, count in st.stars[:6]]

    def _ending_bars(self, st: PlayerStatistics) -> list[Bar]:
        bars = []
        for ending in ENDINGS:
            count = st.endings.get(ending, 0)
            if not count:
                continue
            won = st.endings_won.get(ending, 0)
            bars.append(Bar(tr(ENDING_WORDS[ending]), won / st.games,
                            tr("games: {count}, won: {won}").format(count=number(count),
                                                                    won=number(won)),
                            tr("{ending}: {count} games, {won} of them won.", "", count).format(
                                ending=tr(ENDING_WORDS[ending]), count=number(count),
                                won=number(won)),
                            whole=count / st.games))
        return bars

    # -- CSV ------------------------------------------------------------------------------
    def csv_text(self) -> str:
        """Every player's statistics under the filters chosen, as CSV."""
        return statistics_csv(ordered(self.stats))

    def save_csv(self, path: str) -> bool:
        try:
            write_text_atomically(Path(path), self.csv_text())
        except OSError as exc:
            self.statusBar().showMessage(tr("The statistics were not saved: {error}").format(
                error=exc.strerror or exc), 10000)
            return False
        self.statusBar().showMessage(tr("Statistics saved to {path}.").format(path=path), 10000)
        return True

    def export_dialog(self) -> None:
        dialog = QFileDialog(self, tr("Export statistics"), str(Path.home() / "red-light-statistics.csv"),
                             tr("CSV (*.csv)"))
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setObjectName("stats-export-dialog")
        dialog.fileSelected.connect(self.save_csv)
        self.export_file.open(dialog)
