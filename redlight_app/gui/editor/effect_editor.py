"""The effect editor: a verb from the list, then exactly the fields that verb needs
(CARDSET.md "Effects"); `all` shows its steps, each an effect editor of its own."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.cards import AMOUNT_RANGE, COUNT_RANGE
from ..i18n import QT_TR_NOOP, number, tr
from .common import ComboBox, SpinBox, hint_label
from .model import (
    STATS,
    TARGET_HELP,
    UNTILS,
    VERB_HELP,
    VERBS,
    allowed_targets,
    effect_fields,
    reshape_effect,
)

# what each verb does, said as a player would say it (the verb itself is the file's word)
VERB_WORDS = {
    "draw": QT_TR_NOOP("Draw cards"), "take_film": QT_TR_NOOP("Take the top film"),
    "take_award": QT_TR_NOOP("Take the top award"),
    "extra_award_purchase": QT_TR_NOOP("Buy one more award this turn"),
    "modify": QT_TR_NOOP("Change a value"), "ready_star": QT_TR_NOOP("Make a used star ready again"),
    "discard_star": QT_TR_NOOP("Discard a star"), "steal_film": QT_TR_NOOP("Steal a film"),
    "return_award": QT_TR_NOOP("Make a player give back an award"),
    "discard_random": QT_TR_NOOP("Make a player discard at random"),
    "steal_random": QT_TR_NOOP("Steal a random event"),
    "skip_turn": QT_TR_NOOP("Skip a player's next turn"),
    "protect": QT_TR_NOOP("Protect: cancel what targets you"),
    "cancel_event": QT_TR_NOOP("Cancel the event"), "all": QT_TR_NOOP("Several steps, in order"),
    "manual": QT_TR_NOOP("Settled by the players (no automation)"),
}
FIELD_LABEL = {"count": QT_TR_NOOP("Count"), "stat": QT_TR_NOOP("Value"), "amount": QT_TR_NOOP("Amount"),
               "target": QT_TR_NOOP("Target"), "until": QT_TR_NOOP("Lasts"), "effects": QT_TR_NOOP("Steps")}
STAT_WORDS = {"psyche": QT_TR_NOOP("psyche"), "charisma": QT_TR_NOOP("charisma"), "fame": QT_TR_NOOP("fame")}
UNTIL_TEXT = {"end_of_turn": QT_TR_NOOP("until the end of the turn"), "permanent": QT_TR_NOOP("for good")}
NEW_STEP = {"do": "draw", "count": 1}


class EffectEditor(QWidget):
    """Edits one effect dict in place (or None when `allow_none`); `changed` after each edit.
    The owner stores `value()` after a change: choosing a verb after "none" makes a new dict."""

    changed = Signal()

    def __init__(self, allow_none: bool = False, depth: int = 0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.level = depth  # how deep inside `all` steps
        self.allow_none = allow_none
        self._effect: dict[str, Any] | None = None
        self.inputs: dict[str, QWidget] = {}
        self.steps: list[EffectEditor] = []

        root = QVBoxLayout(self)
        root.setContentsMargins(0, 0, 0, 0)
        root.setSpacing(6)
        top = QHBoxLayout()
        top.setSpacing(10)
        self.verb = ComboBox()
        self.verb.setObjectName("effect-verb")
        self.verb.setAccessibleName(tr("What the effect does"))
        if allow_none:
            self.verb.addItem(tr("— none —"), None)
        for verb in VERBS:
            self.verb.addItem(tr(VERB_WORDS.get(verb, verb)), verb)
            self.verb.setItemData(self.verb.count() - 1, tr(VERB_HELP[verb]), Qt.ItemDataRole.ToolTipRole)
        self.verb.setMinimumWidth(190)
        self.verb.currentIndexChanged.connect(self._verb_chosen)
        top.addWidget(self.verb)
        self.help = hint_label()
        self.help.setWordWrap(False)  # one line: a wrapping label makes the form's rows jump
        self.help.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.help.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        top.addWidget(self.help, 1)
        root.addLayout(top)

        self.fields = QWidget()
        self.form = QFormLayout(self.fields)
        self.form.setContentsMargins(0, 0, 0, 0)
        self.form.setHorizontalSpacing(12)
        self.form.setVerticalSpacing(6)
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        root.addWidget(self.fields)

        self.steps_box = QWidget()
        self.steps_layout = QVBoxLayout(self.steps_box)
        self.steps_layout.setContentsMargins(0, 2, 0, 0)
        self.steps_layout.setSpacing(6)
        root.addWidget(self.steps_box)
        self.add_step_button = QPushButton(tr("+ Add a step"))
        self.add_step_button.setObjectName("effect-add-step")
        self.add_step_button.clicked.connect(self.add_step)
        self.add_step_button.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        root.addWidget(self.add_step_button, 0, Qt.AlignmentFlag.AlignLeft)
        self._rebuild()

    # -- the value -----------------------------------------------------------------------
    def value(self) -> dict[str, Any] | None:
        return self._effect

    def set_effect(self, effect: dict[str, Any] | None) -> None:
        """Show `effect` (edited in place from now on)."""
        self._effect = effect if isinstance(effect, dict) else None
        verb = self._effect.get("do") if self._effect is not None else None
        self.verb.blockSignals(True)
        index = self.verb.findData(verb)
        if index < 0 and verb is not None:  # not a verb of ours: show it, the problems list says why
            self.verb.addItem(tr("{verb} (unknown)").format(verb=verb), verb)
            index = self.verb.count() - 1
        self.verb.setCurrentIndex(max(0, index))
        self.verb.blockSignals(False)
        self._rebuild()

    def _verb_chosen(self) -> None:
        verb = self.verb.currentData()
        if verb is None:
            self._effect = None
        else:
            if self._effect is None:
                self._effect = {}
            reshape_effect(self._effect, verb)
        self._rebuild()
        self.changed.emit()

    # -- the fields of the verb ----------------------------------------------------------
    def _rebuild(self) -> None:
        while self.form.rowCount():
            self.form.removeRow(0)
        while self.steps_layout.count():
            item = self.steps_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.steps = []
        self.inputs = {}
        effect = self._effect
        verb = effect.get("do") if effect is not None else None
        self.help.setText(tr(VERB_HELP[verb]) if verb in VERB_HELP else "")
        self.help.setToolTip(self.help.text())
        fields = [k for k in effect_fields(verb) if k != "effects"] if verb else []
        for key in fields:
            assert effect is not None
            widget = self._input(key, effect)
            widget.setObjectName(f"effect-{key}")
            self.inputs[key] = widget
            self.form.addRow(tr(FIELD_LABEL[key]) + ":", widget)
        self.fields.setVisible(bool(fields))
        is_all = verb == "all"
        self.steps_box.setVisible(is_all)
        self.add_step_button.setVisible(is_all)
        if is_all and effect is not None:
            parts = effect.get("effects")
            if not isinstance(parts, list):
                parts = effect["effects"] = []
            for i, part in enumerate(parts):
                self.steps_layout.addWidget(self._step_frame(i, part, len(parts)))

    def _input(self, key: str, effect: dict[str, Any]) -> QWidget:
        if key in ("count", "amount"):
            lo, hi = COUNT_RANGE if key == "count" else AMOUNT_RANGE
            what = tr("The count", "number field as a subject") if key == "count" \
                else tr("The amount", "number field as a subject")
            spin = SpinBox(lo, hi, 10 if key == "amount" else 1, what=what)
            value = effect.get(key)
            spin.setValue(value if isinstance(value, int) and not isinstance(value, bool) else lo)
            if key == "amount":
                spin.setToolTip(tr("Added to the value: negative lowers it"))
            spin.valueChanged.connect(lambda v, k=key: self._set(k, v))
            return spin
        combo = ComboBox()
        if key == "stat":
            options = [(tr(STAT_WORDS.get(s, s)), s) for s in STATS]
        elif key == "until":
            options = [(tr(UNTIL_TEXT[u]), u) for u in UNTILS]
        else:  # target: only the kinds this verb accepts
            options = [(tr(TARGET_HELP[t]), t) for t in allowed_targets(effect.get("do", ""))]
        current = effect.get(key)
        if current not in [v for _, v in options]:
            combo.addItem(tr("— choose —"), None)
        for text, value in options:
            combo.addItem(text, value)
        combo.select_data(current)
        combo.currentIndexChanged.connect(lambda _=0, k=key, c=combo: self._set(k, c.currentData()))
        return combo

    def _set(self, key: str, value: Any) -> None:
        if self._effect is None:
            return
        if value is None:
            self._effect.pop(key, None)
        else:
            self._effect[key] = value
        self.changed.emit()

    # -- the steps of `all` --------------------------------------------------------------
    def _step_frame(self, index: int, part: Any, total: int) -> QWidget:
        frame = QFrame()
        frame.setObjectName("effect-step")
        frame.setFrameShape(QFrame.Shape.StyledPanel)
        frame.setFrameShadow(QFrame.Shadow.Plain)
        box = QVBoxLayout(frame)
        box.setContentsMargins(10, 6, 8, 8)
        box.setSpacing(4)
        head = QHBoxLayout()
        title = QLabel(tr("Step {number}").format(number=number(index + 1)))
        title.setTextFormat(Qt.TextFormat.PlainText)
        bold = title.font()
        bold.setBold(True)
        title.setFont(bold)
        head.addWidget(title)
        head.addStretch(1)
        for text, tip, delta, enabled in ((
                "↑", tr("Move this step up"), -1, index > 0),
                ("↓", tr("Move this step down"), 1, index < total - 1)):
            button = QToolButton()
            button.setText(text)
            button.setToolTip(tip)
            button.setEnabled(enabled)
            button.setAutoRaise(True)
            button.clicked.connect(lambda _=False, i=index, d=delta: self.move_step(i, d))
            head.addWidget(button)
        remove = QToolButton()
        remove.setText("✕")
        remove.setObjectName("effect-remove-step")
        remove.setToolTip(tr("Remove this step"))
        remove.setAutoRaise(True)
        remove.clicked.connect(lambda _=False, i=index: self.remove_step(i))
        head.addWidget(remove)
        box.addLayout(head)
        child = EffectEditor(False, self.level + 1)
        if not isinstance(part, dict):
            part = {"do": "manual"}
            assert self._effect is not None
            self._effect["effects"][index] = part
        child.set_effect(part)
        child.changed.connect(self.changed)
        box.addWidget(child)
        self.steps.append(child)
        return frame

    def _parts(self) -> list[Any]:
        assert self._effect is not None
        parts = self._effect.get("effects")
        if not isinstance(parts, list):
            parts = self._effect["effects"] = []
        return parts

    def add_step(self) -> None:
        if self._effect is None:
            return
        self._parts().append(dict(NEW_STEP))
        self._rebuild()
        self.changed.emit()

    def remove_step(self, index: int) -> None:
        parts = self._parts()
        if 0 <= index < len(parts):
            del parts[index]
            self._rebuild()
            self.changed.emit()

    def move_step(self, index: int, delta: int) -> None:
        parts = self._parts()
        other = index + delta
        if 0 <= index < len(parts) and 0 <= other < len(parts):
            parts[index], parts[other] = parts[other], parts[index]
            self._rebuild()
            self.changed.emit()
