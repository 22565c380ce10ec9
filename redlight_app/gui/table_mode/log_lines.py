"""The log of a table game in plain sentences: the table's rulings first, then what the
engine narrates, plus the entries only table games have (the top film's back, manual
adjustments with their reasons). Each line keeps the number of moves made when it was
written, for Undo to here."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...bidi import isolate
from ...engine.narrate import narrate
from ...engine.state import TABLE, GameState
from ..i18n import card_name, engine_text, fill, tr


def _name(state: GameState, card: str | None) -> str:
    definition = state.cardset.cards.get(card) if card else None
    return card_name(definition) if definition is not None else (card or "?")


def place(state: GameState, names: list[str], where_text: str) -> str:
    """A place named in an adjustment, in words."""
    where, _, arg = where_text.partition(":")
    if where in ("hand", "awards", "table") and arg.isdigit() and int(arg) < len(names):
        label = {"hand": tr("{name}'s hand"), "awards": tr("{name}'s awards"),
                 "table": tr("{name}'s table")}[where]
        return fill(label, name=isolate(names[int(arg)]))
    if where == "films_of":
        return fill(tr("{name}'s films"), name=_name(state, arg))
    decks = {"main_deck": tr("the main deck ({end})"), "film_deck": tr("the film deck ({end})"),
             "award_deck": tr("the award deck ({end})")}
    if where in decks:
        return decks[where].format(end=tr("top") if arg == "top" else tr("bottom"))
    return {"main": tr("the main deck"), "films": tr("the film deck"), "awards": tr("the award deck"),
            "discard": tr("the discard pile"), "unseen": tr("the unseen cards")}.get(where, where_text)


def rulings(state: GameState) -> str:
    o = state.options
    return tr("Table rulings: silver awards {silver}; a played award goes {played}; "
              "responses: {responses}; turn limit: {limit}.").format(
        silver=tr("count") if o.silver_awards_count else tr("do not count"),
        played=tr("onto the discard pile") if o.played_award_to == "discard" else tr("under the award deck"),
        responses=tr("always asked") if o.always_ask_reactions else tr("asked when a reaction is possible"),
        limit=str(o.turn_limit) if o.turn_limit else tr("none"))


def sentence(state: GameState, names: list[str], entry: dict[str, Any]) -> str | None:
    kind = entry.get("type")
    reason = entry.get("reason")
    because = " " + tr("Reason: {reason}").format(reason=reason) if reason else ""
    if kind == "film_top":
        return tr("The top film's back shows fame {fame}.").format(fame=entry["required"])
    if kind == "adjusted":
        what = entry.get("what")
        if what == "move":
            return fill(tr("Adjusted: {card} moved from {source} to {place}."),
                        card=_name(state, entry["card"]), source=place(state, names, entry["from"]),
                place=place(state, names, entry["to"])) + because
        if what == "value":
            until = tr("this turn") if entry["until"] == "end_of_turn" else tr("for good")
            return fill(tr("Adjusted: {star}'s {stat} {amount} {until}."),
                        star=_name(state, entry["star"]), stat=tr(entry["stat"]),
                amount=f"{entry['amount']:+d}", until=until) + because
        return tr("Adjusted: {star} is ready again.").format(star=_name(state, entry["star"])) + because
    return narrate(entry, names, state.cardset, engine_text, card_name, fill)


def lines(state: GameState, names: list[str], items: Sequence[Any],
          with_rulings: bool) -> list[tuple[str, str, int]]:
    """(kind, text, moves made) for each log item that has a sentence."""
    out = [("turn", rulings(state), 0)] if with_rulings else []
    for item in items:
        text = sentence(state, names, item.entry)
        if text:
            kind = item.entry.get("type")
            out.append(("turn" if kind == "turn" else "end" if kind == "game_over" else "", text,
                        item.move_index))
    return out


def move_sentence(state: GameState, names: list[str], items: Sequence[Any], index: int) -> str | None:
    """The log's first sentence for the move stored at sequence number `index` (what it
    did: "Mia passed.", "Leo played Rumour on Ann."), or None when it wrote none."""
    written = []
    for item in reversed(items):  # from the end: Undo asks after every entry, in a long game too
        if item.move_index < index:
            break
        if item.move_index == index:
            written.append(item)
    written.reverse()
    return next((text for _kind, text, _moves in lines(state, names, written, False)), None)


def next_undo(controller: Any) -> str | None:
    """What Undo (Ctrl+Z) takes back next in a table game: the sentence of the last entry
    (in a table game each entry is a decision of the people at the table, and Undo takes
    back one), or None when there is nothing to undo, or the game is not a table game."""
    c = controller
    if c.state is None or c.state.chance != TABLE or not c.can_undo():
        return None
    plan = c.undo_plan()
    return move_sentence(c.state, c.names, c.log, plan.keep + 1)
