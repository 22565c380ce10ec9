"""The end of a game: who won and why, a chart of awards over the turns, and what next."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from .chart import SEAT_COLORS, AwardsChart
from .start_page import BUTTON
from .table import Felt

REASONS = {
    "awards": "four awards in hand (V1)",
    "showdown": "the last player left in the final showdown (V5)",
    "agreed": "the players agreed to end the game (V6)",
    "limit": "the turn limit was reached (V6)",
}


class ResultPage(Felt):
    new_game = Signal()
    to_start = Signal()
    show_table = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("result")
        root = QVBoxLayout(self)
        root.setContentsMargins(50, 30, 50, 30)
        root.setSpacing(10)
        self.title = QLabel()
        self.title.setObjectName("result-title")
        self.title.setStyleSheet("color: #fbe7a1; font-size: 30pt; font-weight: bold;")
        self.reason = QLabel()
        self.reason.setObjectName("result-reason")
        self.reason.setStyleSheet("color: #f4efe2; font-size: 14pt;")
        self.reason.setWordWrap(True)
        root.addWidget(self.title)
        root.addWidget(self.reason)
        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.setStyleSheet("color: #e9e2d0; font-size: 11pt;")
        root.addWidget(self.summary)
        self.chart = AwardsChart()
        root.addWidget(self.chart, 1)
        row = QHBoxLayout()
        buttons = [("New game…  Ctrl+N", self.new_game, "result-new"),
                   ("Look at the table", self.show_table, "result-table"),
                   ("Start page", self.to_start, "result-start")]
        for label, signal, name in buttons:
            b = QPushButton(label)
            b.setObjectName(name)
            b.setStyleSheet(BUTTON)
            b.clicked.connect(signal)
            row.addWidget(b)
        row.addStretch(1)
        hint = QLabel("Ctrl+Z takes back the last decision.")
        hint.setStyleSheet("color: #cfe0d3;")
        row.addWidget(hint)
        root.addLayout(row)

    def set_result(self, names: list[str], winners: list[int], ending: str | None,
                   rows: list[tuple[str, int, int, int, bool]],
                   history: list[tuple[int, list[int]]], turns: int) -> None:
        if winners:
            who = " and ".join(names[w] for w in winners)
            self.title.setText(f"{who} win{'s' if len(winners) == 1 else ''}!")
        else:
            self.title.setText("No winner")
        self.reason.setText(f"Why: {REASONS.get(ending or '', 'the game ended')}, after "
                            f"{turns} turn{'s' if turns != 1 else ''}.")
        cells = []
        for seat, (name, awards, stars, films, out) in enumerate(rows):
            color = SEAT_COLORS[seat % len(SEAT_COLORS)].name()
            state = " (out)" if out else ""
            cells.append(f"<tr><td style='color:{color}; font-weight:bold;'>■ {name}{state}</td>"
                         f"<td>&nbsp;&nbsp;{awards} award{'s' if awards != 1 else ''}</td>"
                         f"<td>&nbsp;&nbsp;{stars} star{'s' if stars != 1 else ''} on the table</td>"
                         f"<td>&nbsp;&nbsp;{films} film{'s' if films != 1 else ''}</td></tr>")
        self.summary.setText(f"<table>{''.join(cells)}</table>")
        self.chart.set_data(names, history)
