"""The editor's right-hand side: one form per kind of card (each in its own scroll area) and
the page shown when no card is selected, stacked so one shows at a time."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QScrollArea, QStackedWidget, QVBoxLayout

from ..i18n import tr
from .common import KIND_TITLE
from .forms import FORMS, AwardForm, CardForm, EmptyPage
from .model import SECTIONS, Problem


class CardForms(QFrame):
    """The forms by section. `edited(field)` when the user changes a field of the card shown."""

    edited = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.stack = QStackedWidget()
        self.stack.setObjectName("card-form")
        self.empty = EmptyPage()
        self.stack.addWidget(self.empty)
        self.forms: dict[str, CardForm] = {}
        self.scrolls: dict[str, QScrollArea] = {}
        for section in SECTIONS:
            form = FORMS[section]()
            form.edited.connect(self.edited)
            scroll = QScrollArea()
            scroll.setAccessibleName(tr("Form of the card: {kind}").format(kind=tr(KIND_TITLE[section])))
            scroll.setWidgetResizable(True)
            scroll.setFrameShape(QFrame.Shape.NoFrame)
            scroll.setWidget(form)
            self.stack.addWidget(scroll)
            self.forms[section] = form
            self.scrolls[section] = scroll
        frame_box = QVBoxLayout(self)
        frame_box.setContentsMargins(1, 1, 1, 1)
        frame_box.addWidget(self.stack)

    def show_card(self, section: str, card: Any, index: int, problems: list[Problem]) -> None:
        """The form of `section` with `card` in it, scrolled to its top."""
        form = self.forms[section]
        form.load(card, index)
        form.show_problems(problems)
        self.stack.setCurrentWidget(self.scrolls[section])
        self.scrolls[section].verticalScrollBar().setValue(0)

    def show_none(self) -> None:
        self.stack.setCurrentWidget(self.empty)

    def show_ids(self, on: bool) -> None:
        for form in self.forms.values():
            form.show_ids(on)

    def use_set_costs(self, costs: Any) -> None:
        """The award form shows the set's award costs next to each award's own."""
        award_form = self.forms["awards"]
        assert isinstance(award_form, AwardForm)
        award_form.use_set_costs(costs)
