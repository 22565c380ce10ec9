"""The hint, worked out off the GUI thread and shown on the table.

`HintAsker.ask()` hands the search (bots/hint.py: the seat's view and legal moves only) to
a worker thread, so the window keeps painting while it thinks; when it is done the hint's
cards and targets are marked on the table and the action bar says what and why. A hint
that arrives after the game moved on is dropped.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from ..bidi import isolate
from ..bots.hint import hint
from ..engine.moves import EFFECT_MOVES, BuyAward, MakeFilm, Move, Outshine, Pass, PlayAward, UseAbility
from .i18n import after_colon, card_name, card_text, current, fill, number, tr
from .widgets.table import HintMarks


class _Sink(QObject):
    done = Signal(int, object)


class _HintJob(QRunnable):
    def __init__(self, sink: _Sink, token: int, args: dict[str, Any]) -> None:
        super().__init__()
        self.sink, self.token, self.args = sink, token, args

    def run(self) -> None:
        try:
            result: Any = hint(**self.args)
        except Exception as exc:  # a search bug must not take the window down
            result = exc
        self.sink.done.emit(self.token, result)


def describe_move(move: Move | None, cards: dict[str, Any], names: list[str]) -> str:
    """A legal move as a short sentence in the chosen language (each begins with a verb of
    its template, never with a name: the hint line writes it after a colon, `after_colon`)."""
    def name(instance: str | None) -> str:
        return card_name(cards[instance]) if instance in cards else "?"
    if move is None:
        return tr("Keep your cards for now.")
    if isinstance(move, BuyAward):
        return tr("Buy an award with {stars}.").format(stars=", ".join(name(x) for x in move.stars))
    if isinstance(move, MakeFilm):
        return tr("Make a film with {stars}; it goes to {star}.").format(
            stars=", ".join(name(x) for x in move.stars), star=name(move.assign_to))
    if isinstance(move, Outshine):
        return tr("Outshine {target} with {star}.").format(target=name(move.target),
                                                            star=name(move.star))
    if isinstance(move, Pass):
        return tr("Pass: let it resolve.")
    if not isinstance(move, EFFECT_MOVES):
        return tr("End your turn.")
    if isinstance(move, UseAbility):
        text = fill(tr("Use the ability of {star}."), star=name(move.star))
    elif isinstance(move, PlayAward):
        text = tr("Play your award {card} for its effect.").format(card=name(move.card))
    else:
        text = tr("Play {card}.").format(card=name(move.card))
    if move.target:
        text += " " + tr("Target: {target}.").format(target=name(move.target))
    if move.target_player is not None:
        text += " " + tr("Against {player}.").format(player=isolate(names[move.target_player]))
    return text


def why_sentence(why: Any, cards: dict[str, Any], names: list[str]) -> str:
    """Why the search likes its move, in the chosen language, from the facts it returned
    (bots/hint.py `Why`): nothing here that the search did not compute."""
    def name(instance: str | None) -> str:
        return card_name(cards[instance]) if instance in cards else "?"
    if why is None:
        return ""
    if why.kind == "award":
        if why.count >= 3:
            return tr("It can be your fourth award, and four awards win.")
        return tr("It brings you an award closer to the four that win (you hold {count}).").format(
            count=number(why.count))
    if why.kind == "film":
        return tr("{star} gets a film, and a film makes a star stronger.").format(
            star=name(why.card))
    if why.kind == "outshine":
        player = names[why.owner] if why.owner is not None and why.owner < len(names) else "?"
        if why.count == 1:
            text = tr("It removes {player}'s only star on the table, {star}.")
        elif why.strongest:
            text = tr("It removes {player}'s strongest star, {star} (fame {fame}).")
        else:
            text = tr("It removes {player}'s {star} (fame {fame}).")
        text = text.format(player=player, star=name(why.card), fame=number(why.fame))
        if why.films:
            text += " " + tr("Her films ({count}) leave the table with her.").format(
                count=number(why.films))
        return text
    if why.kind == "effect":
        effect = _effect_text(cards.get(why.card or ""))
        return tr("Its effect: {text}").format(text=effect) if effect else ""
    if why.kind == "keep":
        return tr("You keep your reactions for a better moment.")
    if why.kind == "end":
        return tr("Nothing else you can do now scores better.")
    return tr("Holding back scores best right now.")


def _effect_text(card: Any) -> str:
    """The text of what a card does: an event's or award's text, a star's ability."""
    if card is None:
        return ""
    ability = getattr(card, "ability", None)
    if getattr(card, "kind", "") == "star" and ability is not None:
        translated = ((getattr(card, "translations", None) or {}).get(current()) or {}).get(
            "ability_text")
        return (translated or getattr(ability, "text", "") or "").strip()
    return card_text(card).strip()


def marks_of(move: Move | None) -> HintMarks:
    """The cards a hint points at: the stars it uses, the card it plays, its targets."""
    if move is None:
        return HintMarks(set())
    named = (getattr(move, key, None) for key in ("star", "card", "target", "assign_to"))
    cards = set(getattr(move, "stars", ())) | {c for c in named if c}
    return HintMarks(cards)


class HintAsker(QObject):
    """One hint at a time for the main window; `ready(text, marks)` when it is worked out,
    `failed(text)` when it could not be."""

    ready = Signal(str, object)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.sink = _Sink(self)
        self.sink.done.connect(self._done)
        self.token = 0
        self.pending: tuple[int, int, dict[str, Any], list[str]] | None = None
        self.last: Any = None  # the last Hint (tests read its move)
        self.busy = False

    def ask(self, state: Any, seat_view: dict[str, Any], legal: list[Move], seat: int,
            names: list[str]) -> None:
        self.token += 1
        self.busy = True
        self.pending = (self.token, state.moves_applied, state.cardset.cards, list(names))
        args = {"cardset": state.cardset, "view": seat_view, "moves": list(legal), "seat": seat,
                "seed": state.moves_applied, "options": state.options}
        QThreadPool.globalInstance().start(_HintJob(self.sink, self.token, args))

    def forget(self) -> None:
        """The game moved on: a hint still being worked out is no longer wanted."""
        self.token += 1
        self.busy = False

    def _done(self, token: int, result: Any) -> None:
        if token != self.token or self.pending is None:
            return
        self.busy = False
        _, _, cards, names = self.pending
        if isinstance(result, Exception):
            self.failed.emit(tr("No hint this time: {error}").format(error=result))
            return
        self.last = result
        text = tr("Hint: {move} Estimated win chance after it: {chance}%.").format(
            move=after_colon(describe_move(result.move, cards, names)),
            chance=number(round(100 * result.win_chance)))
        why = why_sentence(getattr(result, "why", None), cards, names)
        if why:
            text = tr("{hint} Why: {reason}").format(hint=text, reason=why)
        self.ready.emit(text, marks_of(result.move))
