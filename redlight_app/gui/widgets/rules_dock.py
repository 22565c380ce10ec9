"""The rules in a dock (gui/rulebook.py), with a search box; a refusal's rule link scrolls
to that rule."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QTextCharFormat, QTextCursor, QTextDocument
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QTextBrowser, QTextEdit, QVBoxLayout, QWidget

from ..font_scale import pt
from ..i18n import key_text, tr
from ..rulebook import Rulebook, rulebook


class RulesText(QTextBrowser):
    """The rules' text, which Tab leaves for the next control: a QTextBrowser steps through
    its links first (every rule named in another, "(R1)"), tabChangesFocus or not."""

    def focusNextPrevChild(self, forward: bool) -> bool:
        return QWidget.focusNextPrevChild(self, forward)


class RulesView(QWidget):
    def __init__(self, book: Rulebook | None = None, parent: QWidget | None = None) -> None:
        """The rules of `book`, or of the language now installed."""
        super().__init__(parent)
        self.book = book if book is not None else rulebook()
        root = QVBoxLayout(self)
        root.setContentsMargins(4, 4, 4, 4)
        row = QHBoxLayout()
        self.search = QLineEdit()
        self.search.setObjectName("rules-search")
        self.search.setPlaceholderText(tr("Search…"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._search)
        self.search.returnPressed.connect(self.find_next)
        self.count = QLabel()
        row.addWidget(self.search, 1)
        row.addWidget(self.count)
        root.addLayout(row)
        self.browser = RulesText()
        self.browser.setObjectName("rules-text")
        self.browser.setOpenLinks(False)
        # Tab leaves the text for the next control (RulesText); a rule named in another,
        # "(R1)", is reached from the keyboard by typing its id in the search box, which
        # goes to that rule
        self.browser.setTabChangesFocus(True)
        # another rule named in a rule, "(R1)": the link scrolls to it
        self.browser.anchorClicked.connect(lambda url: self.show_rule(url.fragment()))
        self.browser.document().setDefaultStyleSheet(
            "h1 { " + pt(15) + " } h2 { " + pt(12) + " margin-top: 10px; }"
            " p.rule { margin: 4px 0; } code { font-family: monospace; }")
        self.browser.setHtml(self.book.html)
        self.browser.setAccessibleName(tr("Rules"))
        self.search.setAccessibleName(tr("Search the rules"))
        self._describe_search()
        root.addWidget(self.browser, 1)
        self.matches: list[QTextCursor] = []
        self.current = -1

    def retranslate(self) -> None:
        """The rules in the language now installed."""
        self.set_rulebook(rulebook())

    def set_rulebook(self, book: Rulebook) -> None:
        """Another language: its rules text, the search run again."""
        self.book = book
        self.search.setPlaceholderText(tr("Search…"))
        self._describe_search()
        self.browser.setHtml(book.html)
        self._search(self.search.text())

    def _describe_search(self) -> None:
        about = tr("Type words to find them, or a rule's id (such as R1) to go to that rule.")
        # the placeholder is one short word, to fit the dock at 1280x720 in every language
        # ("Cerca nelle regole (Ctrl+…" was cut); the tooltip names the key
        self.search.setToolTip(about + " " + tr("Key: {key}").format(key=key_text("Ctrl+F")))
        self.search.setAccessibleDescription(about)

    def _search(self, text: str) -> None:
        doc = self.browser.document()
        self.matches = []
        cursor = QTextCursor(doc)
        while text.strip():
            cursor = doc.find(text, cursor)
            if cursor.isNull():
                break
            self.matches.append(QTextCursor(cursor))
        self.count.setText(tr("{count} found").format(count=len(self.matches)) if text.strip() else "")
        self.current = -1
        rule = text.strip().upper()
        if rule in self.book.rules:  # a rule's id: its own paragraph first, at its "[R1]"
            own = [i for i, m in enumerate(self.matches)
                   if doc.characterAt(m.selectionStart() - 1) == "["
                   and doc.characterAt(m.selectionEnd()) == "]"]
            self.current = own[0] - 1 if own else -1
        self._paint()
        if self.matches:
            self.find_next()
        else:  # the last match typed past: no letter stays marked
            cursor = self.browser.textCursor()
            cursor.clearSelection()
            self.browser.setTextCursor(cursor)

    def find_next(self) -> None:
        if not self.matches:
            return
        self.current = (self.current + 1) % len(self.matches)
        self.browser.setTextCursor(self.matches[self.current])
        self.browser.ensureCursorVisible()
        self._paint()

    def _paint(self, extra: list[QTextEdit.ExtraSelection] | None = None) -> None:
        selections = list(extra or [])
        for i, cursor in enumerate(self.matches):
            sel = QTextEdit.ExtraSelection()
            fmt = QTextCharFormat()
            fmt.setBackground(QColor("#ffb74d") if i == self.current else QColor("#fff176"))
            fmt.setForeground(QColor("#000000"))
            sel.format = fmt
            sel.cursor = cursor
            selections.append(sel)
        self.browser.setExtraSelections(selections)

    def show_rule(self, rule: str) -> bool:
        """Scroll to a rule and mark its paragraph; False if there is no such rule."""
        doc = self.browser.document()
        cursor = doc.find(f"[{rule}]", 0, QTextDocument.FindFlag.FindCaseSensitively)
        if cursor.isNull():
            cursor = doc.find(rule, 0, QTextDocument.FindFlag.FindCaseSensitively |
                              QTextDocument.FindFlag.FindWholeWords)
        if cursor.isNull():
            return False
        self.browser.scrollToAnchor(rule)
        block = QTextCursor(cursor.block())
        block.select(QTextCursor.SelectionType.BlockUnderCursor)
        sel = QTextEdit.ExtraSelection()
        fmt = QTextCharFormat()
        fmt.setBackground(QColor("#ffe9a8"))
        fmt.setForeground(QColor("#000000"))
        sel.format = fmt
        sel.cursor = block
        self.matches, self.current = [], -1
        self._paint([sel])
        end = QTextCursor(cursor)
        end.clearSelection()
        self.browser.setTextCursor(end)
        self.browser.ensureCursorVisible()
        self.shown_rule = rule
        return True

    def focus_search(self) -> None:
        self.search.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search.selectAll()
