"""One form per kind of card (star, event, film, award), each editing a card dict in place
with proper inputs: spin boxes within the format's limits, lists for every fixed choice,
check boxes for the flags, the effect editor for effects and abilities."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...engine.cards import COPIES_RANGE, MAX_ID, TRIGGERS, VALUE_RANGE
from ..i18n import QT_TR_NOOP, fill, number, tr
from ..plain_text import plain_label, tooltip
from ..widgets.dark_safe_style import check_box
from .common import (
    KIND_TITLE,
    PROBLEM_CSS,
    ComboBox,
    SpinBox,
    hint_label,
    name_field,
    problem_css,
)
from .effect_editor import EffectEditor
from .messages import say_not_taken
from .model import (
    ABILITY_HELP,
    ABILITY_KINDS,
    COLORS,
    DEFAULT_AWARD_COSTS,
    FRAMES,
    PHASE_HELP,
    PHASES,
    Problem,
    copies_of,
)
from .problem_text import problem_text

# A9: when a reaction ability is offered (CARDSET.md `trigger`)
TRIGGER_TEXT = {"player": QT_TR_NOOP("player · any of her owner's stars, hand or awards is targeted"),
                "star": QT_TR_NOOP("star · only when she herself is targeted")}
COLOR_TEXT = {"green": QT_TR_NOOP("green · psyche"), "red": QT_TR_NOOP("red · charisma"),
              "blue": QT_TR_NOOP("blue · fame")}
FRAME_TEXT = {"gold": QT_TR_NOOP("gold"), "silver": QT_TR_NOOP("silver · negative")}
KIND_WORD = {"action": QT_TR_NOOP("Action"), "passive": QT_TR_NOOP("Passive"),
             "reaction": QT_TR_NOOP("Reaction")}
ORDINALS = (QT_TR_NOOP("1st"), QT_TR_NOOP("2nd"), QT_TR_NOOP("3rd"), QT_TR_NOOP("4th"))


class CostsRow(QWidget):
    """Four spin boxes: the fame needed for a player's 1st, 2nd, 3rd and 4th award."""

    changed = Signal(list)

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(6)
        self.spins: list[SpinBox] = []
        for i, ordinal in enumerate(ORDINALS):
            label = QLabel(tr(ordinal))
            fame_for = fill(tr("Fame for the {ordinal} award"), ordinal=tr(ordinal))
            spin = SpinBox(*VALUE_RANGE, what=fame_for)
            spin.setMinimumWidth(58)
            spin.setObjectName(f"{name}-{i + 1}")
            spin.setAccessibleName(fame_for)
            spin.setToolTip(fill(tr("Fame needed for a player's {ordinal} award"), ordinal=tr(ordinal)))
            spin.valueChanged.connect(lambda _=0: self.changed.emit(self.values()))
            label.setBuddy(spin)
            row.addWidget(label)
            row.addWidget(spin)
            if i < 3:
                row.addSpacing(4)
            self.spins.append(spin)
        row.addStretch(1)

    def values(self) -> list[int]:
        return [s.value() for s in self.spins]

    def set_values(self, values: Any) -> None:
        if not isinstance(values, list) or len(values) != 4:
            values = list(DEFAULT_AWARD_COSTS)
        for spin, value in zip(self.spins, values, strict=True):
            spin.blockSignals(True)
            spin.setValue(value if isinstance(value, int) and not isinstance(value, bool) else 0)
            spin.blockSignals(False)


class CardForm(QWidget):
    """The form for one kind of card. `edited(field)` after the user changes a field."""

    edited = Signal(str)

    def __init__(self, section: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.section = section
        self.setObjectName(f"form-{section}")
        self.setMaximumWidth(920)  # long lines are hard to read on wide screens
        self.card: dict[str, Any] | None = None
        self.index = -1
        self._loading = False
        self.labels: dict[str, list[QLabel]] = {}
        self.inputs: dict[str, QWidget] = {}
        self.forms: dict[str, QFormLayout] = {}
        self.ids_shown = False  # ids are for the advanced view (or a problem that names one)

        root = QVBoxLayout(self)
        root.setContentsMargins(18, 14, 18, 18)
        root.setSpacing(12)
        self.title = QLabel()
        self.title.setObjectName("form-title")
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.45)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        root.addWidget(self.title)
        self.subtitle = plain_label(hint_label())
        self.subtitle.setObjectName("form-subtitle")
        root.addWidget(self.subtitle)
        self.banner = QLabel()
        self.banner.setObjectName("form-problems")
        self.banner.setWordWrap(True)
        self.banner.setTextFormat(Qt.TextFormat.RichText)
        self.banner.setStyleSheet(f"QLabel {{ background: #fdecea; color: #8e1b1b; border: 1px solid "
                                  f"{PROBLEM_CSS}; border-radius: 4px; padding: 6px 8px; }}")
        self.banner.hide()
        root.addWidget(self.banner)

        card_box = self.group(tr("Card"), "card")
        self.name = name_field()
        self.name.setPlaceholderText(tr("The name printed on the card"))
        self.add_row("card", "name", tr("&Name:"), self.name)
        # textChanged, not textEdited: the field's own undo (Ctrl+Z while typing) must reach the card too
        self.name.textChanged.connect(lambda text: self.set_field("name", text))
        self.id = QLineEdit()
        self.id.setMaxLength(MAX_ID)  # the card set reader's limit: a longer id was refused
        self.id.inputRejected.connect(lambda: say_not_taken(self.id, tr(
            "An id holds at most {limit} characters; the rest was left out.").format(
                limit=number(MAX_ID))))
        self.id.setPlaceholderText("lowercase-letters-digits-and-dashes")
        self.id.setToolTip(tr("Unique in the set. Games, logs and scenarios name cards by id; the "
                              "2nd copy of a card is ID#2, and so on."))
        self.add_row("card", "id", tr("&Id:"), self.id)
        self.id.textChanged.connect(lambda text: self.set_field("id", text))
        self.copies = SpinBox(*COPIES_RANGE, what=tr("The number of copies", "number field as a subject"))
        self.copies.setSuffix(" ×")
        self.copies.setToolTip(fill(tr("How many of this card the box holds ({low} to {high})"),
                                    low=number(COPIES_RANGE[0]), high=number(COPIES_RANGE[1])))
        self.add_row("card", "copies", tr("C&opies:"), self.copies)
        self.copies.valueChanged.connect(lambda v: self.set_field("copies", v))
        root.addWidget(card_box)
        self.build(root)
        text_box = self.group(tr("Card text"), "text")
        self.text = QPlainTextEdit()
        self.text.setPlaceholderText(tr("The card's words (shown in the game and the log)"))
        self.text.setTabChangesFocus(True)
        self.text.setFixedHeight(78)
        self.add_row("text", "text", tr("&Text:"), self.text)
        self.text.textChanged.connect(lambda: self.set_field("text", self.text.toPlainText()))
        root.addWidget(text_box)
        root.addStretch(1)
        for key, widget in self.inputs.items():
            widget.setObjectName(f"field-{key}")
        self.show_ids(False)

    def show_ids(self, on: bool) -> None:
        """The advanced view: the card's id field and its place in the file."""
        self.ids_shown = on
        self.forms["card"].setRowVisible(self.id, on)
        self.refresh_heading()

    # -- building ------------------------------------------------------------------------
    def build(self, root: QVBoxLayout) -> None:
        """Kind-specific groups go here."""

    def group(self, title: str, key: str) -> QGroupBox:
        box = QGroupBox(title)
        form = QFormLayout(box)
        form.setContentsMargins(12, 10, 12, 10)
        form.setHorizontalSpacing(14)
        form.setVerticalSpacing(8)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        self.forms[key] = form
        return box

    def add_row(self, form_key: str, key: str, text: str, widget: QWidget,
                label_for: tuple[str, ...] = ()) -> QLabel:
        label = QLabel(text)
        label.setBuddy(widget)
        label.setMinimumWidth(96)
        label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.forms[form_key].addRow(label, widget)
        self.inputs.setdefault(key, widget)
        for field in (key, *label_for):
            self.labels.setdefault(field, []).append(label)
        return label

    def add_hint(self, form_key: str, text: str) -> QLabel:
        hint = hint_label(text)
        self.forms[form_key].addRow("", hint)
        return hint

    # -- the card ------------------------------------------------------------------------
    def load(self, card: dict[str, Any], index: int) -> None:
        self._loading = True
        try:
            self.card = card
            self.index = index
            self.name.setText(card.get("name") if isinstance(card.get("name"), str) else "")
            self.id.setText(card.get("id") if isinstance(card.get("id"), str) else "")
            self.copies.setValue(copies_of(card))
            text = str(card["text"]) if isinstance(card.get("text"), str) else ""
            if self.text.toPlainText() != text:
                self.text.setPlainText(text)
            self.fill(card)
        finally:
            self._loading = False
        self.refresh_heading()

    def fill(self, card: dict[str, Any]) -> None:
        """Kind-specific fields are shown here."""

    def refresh_field(self, key: str) -> None:
        """Show a field changed from outside (an id that follows the name)."""
        if self.card is None:
            return
        self._loading = True
        try:
            if key == "id":
                self.id.setText(str(self.card.get("id", "")))
        finally:
            self._loading = False
        self.refresh_heading()

    def set_field(self, key: str, value: Any) -> None:
        if self._loading or self.card is None:
            return
        self.card[key] = value
        if key in ("name", "id", "copies"):
            self.refresh_heading()
        self.edited.emit(key)

    def refresh_heading(self) -> None:
        card = self.card or {}
        name = card.get("name") if isinstance(card.get("name"), str) and card.get("name") else tr("(no name)")
        self.title.setText(f"{tr(KIND_TITLE[self.section])} · {name}")
        copies = copies_of(card)
        card_id = card.get("id", "")
        if not self.ids_shown:
            self.subtitle.setText(tr("{n} copies", "", copies).format(n=copies))
            return
        where = f"{self.section}[{self.index}]"
        ids = ", ".join([card_id, f"{card_id}#2"] + (["…"] if copies > 2 else []))
        extra = " · " + (tr("{n} copies: {ids}").format(n=copies, ids=ids) if copies > 1
                         else tr("{n} copies", "", copies).format(n=copies))
        self.subtitle.setText(f"{where} · id {card_id}{extra}")

    # -- problems ------------------------------------------------------------------------
    def show_problems(self, problems: list[Problem]) -> None:
        """Red labels on the fields the problems name, and the messages above the form."""
        named = {p.field for p in problems}
        # a problem with the id shows the id field even outside the advanced view
        self.forms["card"].setRowVisible(self.id, self.ids_shown or "id" in named)
        for key, labels in self.labels.items():
            for label in labels:
                bad = key in named
                label.setStyleSheet(f"color: {problem_css(self)}; font-weight: bold;" if bad else "")
        for key, widget in self.inputs.items():
            if widget.property("help_tip") is None:
                widget.setProperty("help_tip", widget.toolTip())
            messages = [problem_text(p, card=False) for p in problems if p.field == key]
            widget.setToolTip(tooltip("\n".join(messages)) if messages
                              else widget.property("help_tip") or "")
            widget.setAccessibleDescription("\n".join(messages))  # the words, never markup
        if problems:
            items = "".join(f"<li>{_escape(problem_text(p, card=False))}</li>" for p in problems)
            count = tr("{n} problems on this card", "", len(problems)).format(n=len(problems))
            self.banner.setText(f"<b>{count}</b><ul style='margin:2px 0 0 -24px'>"
                                f"{items}</ul>")
            self.banner.show()
        else:
            self.banner.hide()

    def focus_field(self, key: str | None) -> None:
        widget = self.inputs.get(key or "") or self.name
        widget.setFocus(Qt.FocusReason.OtherFocusReason)
        if isinstance(widget, QLineEdit):
            widget.selectAll()
        scroll = self.parent()
        while scroll is not None and not isinstance(scroll, QScrollArea):
            scroll = scroll.parent()
        if isinstance(scroll, QScrollArea):
            scroll.ensureWidgetVisible(widget, 40, 60)


class StarForm(CardForm):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("stars", parent)

    def build(self, root: QVBoxLayout) -> None:
        box = self.group(tr("Values"), "values")
        self.psyche = SpinBox(*VALUE_RANGE, 10, what=tr("Psyche", "number field as a subject"))
        self.charisma = SpinBox(*VALUE_RANGE, 10, what=tr("Charisma", "number field as a subject"))
        self.fame = SpinBox(*VALUE_RANGE, what=tr("Fame", "number field as a subject"))
        for key, text, spin in (("psyche", tr("&Psyche:"), self.psyche),
                                ("charisma", tr("C&harisma:"), self.charisma),
                                ("fame", tr("&Fame:"), self.fame)):
            self.add_row("values", key, text, spin)
            spin.valueChanged.connect(lambda v, k=key: self.set_field(k, v))
        self.add_hint("values", tr("The rulebook's psyche and charisma come in tens (50, 100); fame "
                                   "is the number of stars printed on the card."))
        root.addWidget(box)

        ability_box = self.group(tr("Ability"), "ability")
        self.ability_kind = ComboBox()
        self.ability_kind.addItem(tr("— none —"), None)
        for kind in ABILITY_KINDS:
            self.ability_kind.addItem(tr(KIND_WORD[kind]) + " · " + tr(ABILITY_HELP[kind]), kind)
        self.add_row("ability", "ability", tr("&Kind:"), self.ability_kind)
        self.ability_kind.currentIndexChanged.connect(self._kind_chosen)
        self.ability_effect = EffectEditor(allow_none=False)
        self.ability_effect.setObjectName("ability-effect")
        self.effect_label = self.add_row("ability", "ability_effect", tr("Effect:"), self.ability_effect,
                                         label_for=("ability",))
        self.ability_effect.changed.connect(self._effect_changed)
        self.ability_trigger = ComboBox()
        self.ability_trigger.setObjectName("field-ability-trigger")
        for trigger in TRIGGERS:
            self.ability_trigger.addItem(tr(TRIGGER_TEXT[trigger]), trigger)
        self.ability_trigger.setToolTip(tr("When a reaction ability is offered in its owner's "
                                           "response window"))
        self.add_row("ability", "ability_trigger", tr("&Answers:"), self.ability_trigger)
        self.ability_trigger.currentIndexChanged.connect(self._trigger_chosen)
        self.ability_text = QPlainTextEdit()
        self.ability_text.setObjectName("field-ability-text")
        self.ability_text.setTabChangesFocus(True)
        self.ability_text.setFixedHeight(58)
        self.ability_text.setPlaceholderText(tr("What the ability says"))
        self.add_row("ability", "ability_text", tr("Ability te&xt:"), self.ability_text)
        self.ability_text.textChanged.connect(self._text_changed)
        root.addWidget(ability_box)

    def fill(self, card: dict[str, Any]) -> None:
        for key in ("psyche", "charisma", "fame"):
            value = card.get(key)
            getattr(self, key).setValue(value if isinstance(value, int) else 0)
        ability = card.get("ability") if isinstance(card.get("ability"), dict) else None
        self.ability_kind.select_data(ability.get("kind") if ability else None)
        self._show_ability(ability)

    def _show_ability(self, ability: dict[str, Any] | None) -> None:
        form = self.forms["ability"]
        form.setRowVisible(self.ability_effect, ability is not None)
        form.setRowVisible(self.ability_text, ability is not None)
        is_reaction = ability is not None and ability.get("kind") == "reaction"
        form.setRowVisible(self.ability_trigger, is_reaction)
        if is_reaction:
            assert ability is not None
            was, self._loading = self._loading, True
            self.ability_trigger.select_data(ability.get("trigger") or "player")
            self._loading = was
        if ability is not None:
            if not isinstance(ability.get("effect"), dict):
                ability["effect"] = {"do": "manual"}
            self.ability_effect.set_effect(ability["effect"])
            text = str(ability["text"]) if isinstance(ability.get("text"), str) else ""
            if self.ability_text.toPlainText() != text:
                was, self._loading = self._loading, True
                self.ability_text.setPlainText(text)
                self._loading = was

    def _kind_chosen(self) -> None:
        if self._loading or self.card is None:
            return
        kind = self.ability_kind.currentData()
        ability = self.card.get("ability") if isinstance(self.card.get("ability"), dict) else None
        if kind is None:
            self.card["ability"] = None
            ability = None
        elif ability is None:
            ability = {"kind": kind, "effect": {"do": "manual"}, "text": ""}
            self.card["ability"] = ability
        else:
            ability["kind"] = kind
        if ability is not None and kind != "reaction":
            ability.pop("trigger", None)  # only a reaction ability has a trigger (A9)
        self._loading = True
        try:
            self._show_ability(ability)
        finally:
            self._loading = False
        self.edited.emit("ability")

    def _trigger_chosen(self) -> None:
        ability = self.card.get("ability") if self.card is not None else None
        if self._loading or not isinstance(ability, dict):
            return
        ability["trigger"] = self.ability_trigger.currentData()
        self.edited.emit("ability")

    def _effect_changed(self) -> None:
        ability = self.card.get("ability") if self.card is not None else None
        if self._loading or not isinstance(ability, dict):
            return
        ability["effect"] = self.ability_effect.value()
        self.edited.emit("ability")

    def _text_changed(self) -> None:
        ability = self.card.get("ability") if self.card is not None else None
        if self._loading or not isinstance(ability, dict):
            return
        ability["text"] = self.ability_text.toPlainText()
        self.edited.emit("ability")


class EventForm(CardForm):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("events", parent)

    def build(self, root: QVBoxLayout) -> None:
        self.phase = ComboBox()
        for phase in PHASES:
            self.phase.addItem(tr(PHASE_HELP[phase]), phase)
        self.add_row("card", "phase", tr("P&layed:"), self.phase)
        self.phase.currentIndexChanged.connect(lambda _=0: self.set_field("phase", self.phase.currentData()))
        box = self.group(tr("Effect"), "effect")
        self.effect = EffectEditor(allow_none=False)
        self.effect.setObjectName("event-effect")
        self.add_row("effect", "effect", tr("&Effect:"), self.effect)
        self.effect.changed.connect(self._effect_changed)
        self.add_hint("effect", tr("Targets are chosen by the player when the card is played. "
                                   "Protecting and cancelling work only as reactions."))
        root.addWidget(box)

    def fill(self, card: dict[str, Any]) -> None:
        self.phase.select_data(card.get("phase"))
        if not isinstance(card.get("effect"), dict):
            card["effect"] = {"do": "manual"}
        self.effect.set_effect(card["effect"])

    def _effect_changed(self) -> None:
        if self._loading or self.card is None:
            return
        self.card["effect"] = self.effect.value()
        self.edited.emit("effect")


class FilmForm(CardForm):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("films", parent)

    def build(self, root: QVBoxLayout) -> None:
        box = self.group(tr("Film"), "film")
        self.color = ComboBox()
        for color in COLORS:
            self.color.addItem(tr(COLOR_TEXT[color]), color)
        self.add_row("film", "color", tr("Co&lour:"), self.color)
        self.color.currentIndexChanged.connect(lambda _=0: self.set_field("color", self.color.currentData()))
        self.bonus = SpinBox(*VALUE_RANGE, 10, what=tr("The bonus", "number field as a subject"))
        self.add_row("film", "bonus", tr("&Bonus:"), self.bonus)
        self.bonus.valueChanged.connect(lambda v: self.set_field("bonus", v))
        self.fame_required = SpinBox(*VALUE_RANGE, what=tr("The fame required", "number field as a subject"))
        self.add_row("film", "fame_required", tr("Fame &required:"), self.fame_required)
        self.fame_required.valueChanged.connect(lambda v: self.set_field("fame_required", v))
        self.add_hint("film", tr("The bonus is added to the value of the film's colour; the fame "
                                 "required is what it takes to make the film."))
        root.addWidget(box)

    def fill(self, card: dict[str, Any]) -> None:
        self.color.select_data(card.get("color"))
        for key in ("bonus", "fame_required"):
            value = card.get(key)
            getattr(self, key).setValue(value if isinstance(value, int) else 0)


class AwardForm(CardForm):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("awards", parent)
        self.set_costs: list[int] = list(DEFAULT_AWARD_COSTS)

    def build(self, root: QVBoxLayout) -> None:
        self.frame = ComboBox()
        for frame in FRAMES:
            self.frame.addItem(tr(FRAME_TEXT[frame]), frame)
        self.add_row("card", "frame", tr("F&rame:"), self.frame)
        self.frame.currentIndexChanged.connect(lambda _=0: self.set_field("frame", self.frame.currentData()))

        box = self.group(tr("Rules"), "rules")
        self.own_costs = check_box(tr("Its own cost row"))
        self.add_row("rules", "costs", tr("Costs:"), self.own_costs)
        self.own_costs.toggled.connect(self._costs_toggled)
        self.costs = CostsRow("award-costs")
        self.costs_label = self.add_row("rules", "costs_row", "", self.costs, label_for=("costs",))
        self.costs.changed.connect(self._costs_changed)
        self.costs_hint = self.add_hint("rules", "")
        self.reveal = check_box(tr("Revealed when drawn"))
        self.add_row("rules", "reveal_on_draw", "", self.reveal)
        self.reveal.toggled.connect(lambda on: self.set_field("reveal_on_draw", on))
        self.counts = check_box(tr("Counts toward the four that win"))
        self.add_row("rules", "counts_toward_win", "", self.counts)
        self.counts.toggled.connect(lambda on: self.set_field("counts_toward_win", on))
        root.addWidget(box)

        effect_box = self.group(tr("Effect"), "effect")
        self.effect = EffectEditor(allow_none=True)
        self.effect.setObjectName("award-effect")
        self.add_row("effect", "effect", tr("&Effect:"), self.effect)
        self.effect.changed.connect(self._effect_changed)
        self.add_hint("effect", tr("What the award does when played from hand or revealed; none "
                                   "for most awards."))
        root.addWidget(effect_box)

    def fill(self, card: dict[str, Any]) -> None:
        self.frame.select_data(card.get("frame"))
        own = isinstance(card.get("costs"), list)
        self.own_costs.setChecked(own)
        self.costs.set_values(card["costs"] if own else self.set_costs)
        self._show_costs(own)
        self.reveal.setChecked(card.get("reveal_on_draw") is True)
        self.counts.setChecked(card.get("counts_toward_win", True) is not False)
        self.effect.set_effect(card.get("effect") if isinstance(card.get("effect"), dict) else None)

    def use_set_costs(self, costs: Any) -> None:
        """The set's award costs changed: show them where this award uses them."""
        self.set_costs = list(costs) if isinstance(costs, list) and len(costs) == 4 else list(DEFAULT_AWARD_COSTS)
        own = self.own_costs.isChecked()
        if not own:
            self.costs.set_values(self.set_costs)
        self._show_costs(own)

    def _show_costs(self, own: bool) -> None:
        self.costs.setEnabled(own)
        shown = "/".join(str(c) for c in self.set_costs)
        self.costs_hint.setText(tr("Fame needed for a player's 1st to 4th award when this is the one "
                                   "bought.") if own else tr("Uses the set's award costs ({costs}).")
                                .format(costs=shown))

    def _costs_toggled(self, own: bool) -> None:
        if self._loading or self.card is None:
            return
        if not own:
            self.costs.set_values(self.set_costs)
        self._show_costs(own)
        self.set_field("costs", self.costs.values() if own else None)

    def _costs_changed(self, values: list[int]) -> None:
        if self.own_costs.isChecked():
            self.set_field("costs", values)

    def _effect_changed(self) -> None:
        if self._loading or self.card is None:
            return
        self.card["effect"] = self.effect.value()
        self.edited.emit("effect")


class EmptyPage(QFrame):
    """Shown when no card is selected."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("form-empty")
        box = QVBoxLayout(self)
        box.addStretch(1)
        self.label = QLabel(tr("Select a card on the left, or add one with <b>Add card</b> (Ctrl+N);<br>"
                               "the arrow beside it picks the kind."))
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setWordWrap(True)
        self.label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        box.addWidget(self.label)
        box.addStretch(2)


FORMS = {"stars": StarForm, "events": EventForm, "films": FilmForm, "awards": AwardForm}


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
