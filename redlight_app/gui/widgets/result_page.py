"""The end of a game: who won and why, a chart of awards over the turns, and what next."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from ...bidi import isolate
from ...engine import endings
from ..font_scale import pt
from ..i18n import QT_TR_NOOP, key_text, number, tr
from ..plain_text import html_text, plain_label
from .cards import font
from .chart import SEAT_COLORS, SEAT_MARKS, AwardsChart
from .flow_row import FlowRow
from .start_page import button_style
from .table import Felt

REASONS = {
    endings.AWARDS: QT_TR_NOOP("four awards in hand"),
    endings.SHOWDOWN: QT_TR_NOOP("the last player left in the final showdown"),
    endings.STALLED: QT_TR_NOOP("the showdown stood still for a whole round"),
    endings.AGREED: QT_TR_NOOP("the players agreed to end the game"),
    endings.LIMIT: QT_TR_NOOP("the turn limit was reached"),
}


# px: the most a name takes in the players' table, and a winner's in the title (a longer one
# ends in "…"; the table's accessible description and the log have it whole): the table and
# the title fit the main window's minimum size with six names of the longest a name may be
NAME_W, TITLE_NAME_W = 240, 400


def shortened(name: str, size: float, width: int) -> str:
    """`name` ending in "…" where it is wider than `width` pixels in bold at `size` points;
    isolated (bidi) once cut, so its isolate's end is never what is cut off."""
    metrics = QFontMetrics(font(size, bold=True))
    return isolate(metrics.elidedText(name, Qt.TextElideMode.ElideRight, width))


@dataclass(frozen=True)
class ResultRow:
    """A player's line under the result: the awards they hold and how many of them count
    toward the win (V1, V2: a silver award a card set marks so does not), their stars and
    films on the table, and whether the showdown put them out (V4)."""
    name: str
    awards: int
    counting: int
    stars: int
    films: int
    out: bool


def _label(text: str, keys: str) -> str:
    """A button's words in the language in use, and its keys as a menu writes them."""
    return tr(text) + ("  " + key_text(keys) if keys else "")


def keep_text_whole(button: QPushButton) -> None:
    """At least as wide as its text (its size hint, border and all: button_style's border
    is as wide focused as not), whatever room the row has."""
    button.setMinimumWidth(0)
    button.setMinimumWidth(button.sizeHint().width())


class ResultPage(Felt):
    new_game = Signal()
    new_table_game = Signal()  # the first button after a table game (played with real cards)
    to_start = Signal()
    show_table = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("result")
        self.last: tuple[Any, ...] | None = None
        root = QVBoxLayout(self)
        root.setContentsMargins(40, 20, 40, 20)
        root.setSpacing(10)
        self.title = plain_label(QLabel())
        self.title.setWordWrap(True)  # two winners' names: a line each if need be
        self.title.setObjectName("result-title")
        self.title.setStyleSheet("color: #fbe7a1; " + pt(30) + " font-weight: bold;")
        self.reason = plain_label(QLabel())
        self.reason.setWordWrap(True)
        self.reason.setObjectName("result-reason")
        self.reason.setStyleSheet("color: #f4efe2; " + pt(14))
        plain_label(self.reason)  # player names are shown as typed, never as markup
        root.addWidget(self.title)
        root.addWidget(self.reason)
        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.setWordWrap(True)  # a narrow page wraps the headings and the "(out)"
        self.summary.setStyleSheet("color: #e9e2d0; " + pt(11))
        root.addWidget(self.summary)
        self.chart = AwardsChart()
        self.chart.setMinimumHeight(160)  # gives way first on a short window (an 800x600 screen)
        root.addWidget(self.chart, 1)
        row = FlowRow(spacing=10)  # the buttons wrap onto a second line on a narrow window
        self.button_texts = [(QT_TR_NOOP("New game…"), "Ctrl+N"),
                             (QT_TR_NOOP("Look at the table"), ""), (QT_TR_NOOP("Start page"), "")]
        self.table_game = False  # the result of a table game: its first button starts another
        buttons = [(self._new, "result-new"), (self.show_table, "result-table"),
                   (self.to_start, "result-start")]
        self.buttons: list[QPushButton] = []
        for (signal, name), (label, key) in zip(buttons, self.button_texts, strict=True):
            b = QPushButton(_label(label, key))
            self.buttons.append(b)
            b.setObjectName(name)
            b.setStyleSheet(button_style())
            b.clicked.connect(signal)
            keep_text_whole(b)
            row.addWidget(b)
        self.hint = hint = plain_label(QLabel(tr("Ctrl+Z takes back the last decision.")))
        hint.setStyleSheet("color: #cfe0d3; margin-left: 8px;")
        row.addWidget(hint)
        root.addLayout(row)

    def _new(self) -> None:
        (self.new_table_game if self.table_game else self.new_game).emit()

    def _texts(self) -> list[tuple[str, str]]:
        """The buttons' words and keys: after a table game, the first starts a table game."""
        if self.table_game:
            return [(QT_TR_NOOP("New table game…"), "Ctrl+Shift+N"), *self.button_texts[1:]]
        return self.button_texts

    def retranslate(self) -> None:
        for b, (label, key) in zip(self.buttons, self._texts(), strict=True):
            b.setText(_label(label, key))
            keep_text_whole(b)
        self.hint.setText(tr("Ctrl+Z takes back the last decision."))
        if self.last is not None:
            self.set_result(*self.last)

    def set_result(self, names: list[str], winners: list[int], ending: str | None,
                   rows: list[ResultRow],
                   history: list[tuple[int, list[int]]], turns: int, table: bool = False) -> None:
        self.last = (names, winners, ending, rows, history, turns, table)
        if table != self.table_game:
            self.table_game = table
            b = self.buttons[0]
            b.setText(_label(*self._texts()[0]))
            keep_text_whole(b)
        if len(winners) == 1:
            self.title.setText(tr("{name} wins!").format(
                name=shortened(names[winners[0]], 30, TITLE_NAME_W)))
        elif winners:
            self.title.setText(tr("{names} win!").format(
                names=tr(" and ").join(shortened(names[w], 30, TITLE_NAME_W) for w in winners)))
        else:
            self.title.setText(tr("No winner"))
        reason = tr(REASONS[ending]) if ending in REASONS else tr("the game ended")
        if ending == endings.SHOWDOWN and not winners:  # V4: the last ones left at one moment
            reason = tr("the last players in the final showdown all left it at the same moment, "
                        "so nobody was left to win")
        why = tr("Why: {reason}, after {turns} turns.", "", turns).format(reason=reason, turns=number(turns))
        if ending == endings.STALLED and winners:  # V8: say who shares the win, in a sentence
            why = tr("The showdown stood still: {names} share the win.").format(
                names=tr(" and ").join(isolate(names[w]) for w in winners)) + "\n" + why
        self.reason.setText(why)
        self.summary.setText(self._table(rows))
        self.summary.setAccessibleDescription(" ".join(self._said(rows)))
        self.chart.set_data(names, history)

    @staticmethod
    def _table(rows: list[ResultRow]) -> str:
        """The players' table: a row each under one row of headings, the awards toward the
        win a column of their own when some award held does not count (V2)."""
        apart = any(row.counting != row.awards for row in rows)
        heads = [tr("Awards")] + ([tr("Awards that count toward the win")] if apart else []) + [
            tr("Stars on the table"), tr("Films")]
        cell = "<td align='center' style='padding-left: 14px; {style}'>{text}</td>"
        lines = ["<tr><td></td>" + "".join(cell.format(style="color: #cfe0d3;", text=head)
                                           for head in heads) + "</tr>"]
        for seat, row in enumerate(rows):
            color = SEAT_COLORS[seat % len(SEAT_COLORS)].name()
            mark = SEAT_MARKS[seat % len(SEAT_MARKS)]  # the chart's marker: not colour alone
            state = " (" + tr("out") + ")" if row.out else ""
            counts = [row.awards] + ([row.counting] if apart else []) + [row.stars, row.films]
            lines.append(f"<tr><td style='color:{color}; font-weight:bold;'>{mark} "
                         f"{html_text(shortened(row.name, 11, NAME_W))}{state}</td>"
                         + "".join(cell.format(style="", text=number(n)) for n in counts)
                         + "</tr>")
        return f"<table cellspacing='0'>{''.join(lines)}</table>"

    @staticmethod
    def _said(rows: list[ResultRow]) -> list[str]:
        """The table in sentences, a player each, every name whole (screen readers)."""
        said = []
        for row in rows:
            if row.counting == row.awards:
                awards = tr("awards: {count}").format(count=row.awards)
            else:  # four held is no win when one of them does not count (V2)
                awards = tr("awards: {count} ({counting} toward the win)").format(
                    count=row.awards, counting=row.counting)
            out = " (" + tr("out") + ")" if row.out else ""
            # one sentence to translate: French puts a space before its colon
            said.append(tr("{player}: {awards}, {stars}, {films}.").format(
                player=isolate(row.name) + out, awards=awards,
                stars=tr("stars on the table: {count}").format(count=row.stars),
                films=tr("films: {count}").format(count=row.films)))
        return said
