"""The editor's card list: cards grouped by kind, a filter, and add / duplicate / delete.

It shows the document and reports the selection; the window changes the document."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtGui import QAction, QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QMenu,
    QSizePolicy,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..i18n import tr
from ..plain_text import tooltip
from .common import SECTION_TITLE, kind_icon, problem_color, variant_of
from .model import SECTIONS, copies_of, count_cards, describe_effect

Key = tuple[str, int]
ROLE = Qt.ItemDataRole.UserRole
ONE_COPY = QColor("#8c8680")


class CardList(QWidget):
    """`selected((section, index) or None)` when the current card changes."""

    selected = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card-list")
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(6)
        self.filter = QLineEdit()
        self.filter.setObjectName("card-filter")
        self.filter.setPlaceholderText(tr("Filter by name  (Ctrl+F)"))
        self.filter.setClearButtonEnabled(True)
        self.filter.setAccessibleName(tr("Filter the cards"))
        self.filter.textChanged.connect(self._apply_filter)
        box.addWidget(self.filter)

        self.tree = QTreeWidget()
        self.tree.setObjectName("card-tree")
        self.tree.setAccessibleName(tr("Cards of the set"))
        self.tree.header().setAccessibleName(tr("Columns"))
        self.tree.setColumnCount(2)
        self.tree.setHeaderLabels([tr("Card"), tr("Copies")])
        self.tree.setUniformRowHeights(True)
        self.tree.setAlternatingRowColors(True)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setIndentation(14)
        self.tree.setExpandsOnDoubleClick(True)
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.tree.currentItemChanged.connect(self._current_changed)
        box.addWidget(self.tree, 1)

        buttons = QHBoxLayout()
        buttons.setSpacing(4)
        self.add_button = QToolButton()
        self.add_button.setObjectName("add-card")
        self.add_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.add_button.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
        self.duplicate_button = QToolButton()
        self.duplicate_button.setObjectName("duplicate-card")
        self.delete_button = QToolButton()
        self.delete_button.setObjectName("delete-card")
        for button in (self.add_button, self.duplicate_button, self.delete_button):
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            # never narrower than its words: the list is as wide as its three buttons
            # ("Karte hinzufügen", "Ajouter une carte" were cut at a 125% system font)
            button.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
            buttons.addWidget(button)
        buttons.addStretch(1)
        box.addLayout(buttons)

        self.groups: dict[str, QTreeWidgetItem] = {}
        self.items: dict[Key, QTreeWidgetItem] = {}
        self._problems: set[Key] = set()
        self._section_problems: set[str] = set()
        self._bold = QFont(self.tree.font())
        self._bold.setBold(True)

    def set_actions(self, add: QAction, add_menu: QMenu, duplicate: QAction, delete: QAction) -> None:
        self.add_button.setDefaultAction(add)
        self.add_button.setMenu(add_menu)
        self.duplicate_button.setDefaultAction(duplicate)
        self.delete_button.setDefaultAction(delete)

    # -- filling -------------------------------------------------------------------------
    def rebuild(self, doc: dict[str, Any], keep: Key | None = None) -> None:
        """Show every card of `doc` (quick enough for 200 cards per kind)."""
        expanded = {s: g.isExpanded() for s, g in self.groups.items()}
        self.tree.blockSignals(True)
        self.tree.setUpdatesEnabled(False)
        try:
            self.tree.clear()
            self.groups.clear()
            self.items.clear()
            for section in SECTIONS:
                group = QTreeWidgetItem([tr(SECTION_TITLE[section]), ""])
                group.setFlags(Qt.ItemFlag.ItemIsEnabled)
                group.setFont(0, self._bold)
                group.setFont(1, self._bold)
                group.setData(0, ROLE, (section, -1))
                group.setIcon(0, kind_icon(section))
                group.setTextAlignment(1, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.tree.addTopLevelItem(group)
                self.groups[section] = group
                children = []
                for index, card in enumerate(doc.get(section, [])):
                    item = QTreeWidgetItem()
                    item.setData(0, ROLE, (section, index))
                    item.setTextAlignment(1, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                    self._fill(item, section, index, card)
                    self.items[(section, index)] = item
                    children.append(item)
                group.addChildren(children)
                group.setExpanded(expanded.get(section, True))
            self.update_counts(doc)
            self._apply_filter(self.filter.text())
        finally:
            self.tree.setUpdatesEnabled(True)
            self.tree.blockSignals(False)
        self.select(keep, emit=True)

    def _fill(self, item: QTreeWidgetItem, section: str, index: int, card: Any) -> None:
        name = card.get("name") if isinstance(card, dict) else None
        card_id = card.get("id") if isinstance(card, dict) else None
        item.setText(0, name if isinstance(name, str) and name.strip() else tr("(no name)") + f" {card_id or ''}")
        copies = copies_of(card)
        item.setText(1, f"×{copies}")
        item.setForeground(1, QBrush(ONE_COPY) if copies == 1 else QBrush())  # reads on light and dark
        problem = (section, index) in self._problems
        item.setIcon(0, kind_icon(section, variant_of(section, card), problem))
        item.setForeground(0, QBrush(problem_color(self)) if problem else QBrush())
        tip = f"{card_id}" + (f" · {variant_of(section, card)}" if variant_of(section, card) else "")
        if isinstance(card, dict):
            effect = card.get("effect") if section != "stars" else (card.get("ability") or {}).get("effect")
            if isinstance(effect, dict):
                tip += f"\n{'ability: ' if section == 'stars' else ''}{describe_effect(effect)}"
            text = card.get("text")
            if isinstance(text, str) and text:
                tip += f"\n{text}"
        item.setToolTip(0, tooltip(tip))

    def update_item(self, section: str, index: int, card: Any) -> None:
        item = self.items.get((section, index))
        if item is not None:
            self._fill(item, section, index, card)

    def update_counts(self, doc: dict[str, Any]) -> None:
        for section, group in self.groups.items():
            cards, total = count_cards(doc, section)
            group.setText(0, f"{tr(SECTION_TITLE[section])}  ({cards})")
            group.setText(1, f"{total}")
            group.setToolTip(0, tr("{cards} cards, {total} counting copies", "", cards).format(
                cards=cards, total=total))
            group.setForeground(0, QBrush(problem_color(self)) if section in self._section_problems
                                else QBrush())

    def set_problems(self, doc: dict[str, Any], cards: set[Key], sections: set[str]) -> None:
        """Mark the cards (and kinds) that have problems."""
        changed = (cards ^ self._problems) | {k for k in cards if k not in self.items}
        self._problems = set(cards)
        self._section_problems = set(sections)
        for key in changed:
            section, index = key
            item = self.items.get(key)
            if item is not None and index < len(doc.get(section, [])):
                self._fill(item, section, index, doc[section][index])
        self.update_counts(doc)

    # -- selection -----------------------------------------------------------------------
    def current(self) -> Key | None:
        item = self.tree.currentItem()
        if item is None:
            return None
        key = item.data(0, ROLE)
        return tuple(key) if key and key[1] >= 0 else None

    def select(self, key: Key | None, emit: bool = False) -> None:
        """Make `key` the current card; with `emit`, report it (even if it already was)."""
        item = self.items.get(key) if key is not None else None
        if item is not None and item.isHidden():
            self.filter.clear()
        self.tree.blockSignals(True)
        try:
            if item is None:
                self.tree.setCurrentIndex(QModelIndex())
                self.tree.clearSelection()
            else:
                self.tree.setCurrentItem(item)
                item.setSelected(True)
        finally:
            self.tree.blockSignals(False)
        if item is not None:
            self.tree.scrollToItem(item)
        if emit:
            self.selected.emit(key if item is not None else None)

    def current_section(self) -> str | None:
        """The kind of the current card, or of the group header last clicked."""
        item = self.tree.currentItem()
        key = item.data(0, ROLE) if item is not None else None
        return key[0] if key else None

    def show_section(self, section: str) -> None:
        """Make a kind's group current (Add card then adds that kind)."""
        group = self.groups.get(section)
        if group is not None:
            group.setExpanded(True)
            self.tree.setCurrentItem(group)
            self.tree.scrollToItem(group)

    def _current_changed(self, item: QTreeWidgetItem | None, _previous: Any = None) -> None:
        key = item.data(0, ROLE) if item is not None else None
        self.selected.emit(tuple(key) if key and key[1] >= 0 else None)

    # -- filter --------------------------------------------------------------------------
    def _apply_filter(self, text: str) -> None:
        needle = text.strip().casefold()
        for item in self.items.values():
            tip = item.toolTip(0).split("\n", 1)[0]
            hit = not needle or needle in item.text(0).casefold() or needle in tip.casefold()
            item.setHidden(not hit)
        if needle:
            for group in self.groups.values():
                group.setExpanded(True)
