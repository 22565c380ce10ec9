"""The editor's header: the set's name and award costs, what the set holds (and whether it is
enough for a game), which stored version it is, and the "Show card ids" switch."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QFrame, QGridLayout, QLabel

from ..i18n import tr
from ..plain_text import html_text
from ..widgets.dark_safe_style import check_box
from .common import is_dark, name_field, ok_css, problem_css
from .forms import CostsRow
from .model import SECTIONS, count_cards, players_supported


def count_of(section: str, n: int) -> str:
    """"{n} stars" and the like in the language's form for n (French: "0 étoile")."""
    if section == "stars":
        said = tr("{n} stars", "", n)
    elif section == "events":
        said = tr("{n} events", "", n)
    elif section == "films":
        said = tr("{n} films", "", n)
    else:
        said = tr("{n} awards", "", n)
    return said.format(n=n)


class SetHeader(QFrame):
    """The set-wide fields and what the set is. The window connects `name_edit.textChanged`,
    `costs.changed` and `ids_box.toggled`."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("set-header")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        grid = QGridLayout(self)
        grid.setContentsMargins(12, 10, 12, 10)
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(6)
        self.name_label = QLabel(tr("Set &name:"))
        self.name_edit = name_field()
        self.name_edit.setObjectName("set-name")
        self.name_edit.setPlaceholderText(tr("The name of your box, e.g. “My box”"))
        self.name_edit.setMinimumWidth(180)
        self.name_label.setBuddy(self.name_edit)
        self.costs_label = QLabel(tr("Award costs:"))
        self.costs_label.setToolTip(tr("Fame needed for a player's 1st, 2nd, 3rd and 4th award"))
        self.costs = CostsRow("set-award-cost")
        grid.addWidget(self.name_label, 0, 0)
        grid.addWidget(self.name_edit, 0, 1)
        grid.addWidget(self.costs_label, 0, 2)
        grid.addWidget(self.costs, 0, 3)
        grid.setColumnStretch(1, 1)
        self.summary = QLabel()
        self.summary.setObjectName("set-summary")
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.setWordWrap(True)
        self.version = QLabel()
        self.version.setObjectName("set-version")
        self.version.setTextFormat(Qt.TextFormat.RichText)
        self.version.setWordWrap(True)
        self.version.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        grid.addWidget(self.summary, 1, 0, 1, 2)
        grid.addWidget(self.version, 1, 2, 1, 2)
        self.ids_box = check_box(tr("Show card &ids (advanced)"))
        self.ids_box.setObjectName("show-ids")
        self.ids_box.setToolTip(tr("Ids name cards in saved games and scenario files; the app makes "
                                   "them from the names."))
        grid.addWidget(self.ids_box, 2, 0, 1, 2)

    def mark_problems(self, set_fields: set[str | None]) -> None:
        """Red labels for the set-wide fields that have a problem."""
        red = f"color: {problem_css(self)}; font-weight: bold;"
        self.name_label.setStyleSheet(red if "name" in set_fields else "")
        self.costs_label.setStyleSheet(red if "award_costs" in set_fields else "")

    def show_summary(self, doc: dict[str, Any]) -> None:
        """How many cards of each kind, and whether that is enough for a game."""
        muted = QApplication.palette().color(QPalette.ColorRole.PlaceholderText).name()
        parts = []
        for section in SECTIONS:
            cards, total = count_cards(doc, section)
            label = count_of(section, total)
            parts.append(label + (f" <span style='color:{muted}'>("
                                  + tr("{n} different").format(n=cards) + ")</span>" if total != cards else ""))
        seats = players_supported(doc)
        if seats >= 2:
            players = tr("enough for 2 players") if seats == 2 else \
                tr("enough for 2 to {n} players").format(n=seats)
            play = f"<span style='color:{ok_css(self)}'>{players}</span>"
        else:
            _, stars = count_cards(doc, "stars")
            _, events = count_cards(doc, "events")
            need = []
            if stars < 2:
                need.append(tr("{n} more stars", "", 2 - stars).format(n=2 - stars))
            if events < 8:
                need.append(tr("{n} more events", "", 8 - events).format(n=8 - events))
            warn = "#ffb74d" if is_dark(self) else "#b26a00"
            play = (f"<span style='color:{warn}'>" + tr("not enough for a game yet: 2 players need "
                                                        "{cards}").format(cards=tr(" and ").join(need))
                    + "</span>")
        self.summary.setText(" · ".join(parts) + " — " + play)

    def show_version(self, current_id: int | None, current_name: str | None, dirty: bool,
                     games_using: int | None, chosen_id: int | None) -> None:
        """Which stored version this is, whether it changed since, and who uses it."""
        used = ""
        if games_using:
            used = " · " + tr("used by {n} saved games", "", games_using).format(n=games_using)
        if current_id is None:
            text = "<i>" + tr("Not stored yet") + "</i> — " + tr("Save (Ctrl+S) keeps it in the store")
        elif dirty:
            text = (tr("Changed since #{id} “{name}”").format(id=current_id, name=html_text(current_name))
                    + used + " · " + tr("saving makes a new version"))
        else:
            text = tr("Stored as #{id} “{name}”").format(id=current_id, name=html_text(current_name)) + used
        if current_id is not None and current_id == chosen_id and not dirty:
            text += " · " + tr("used for new games")
        self.version.setText(text)
        self.version.setToolTip(tr("Stored sets are never changed: saving an edited set makes a new "
                                   "version, and saved games keep the version they were started with."))
