"""One sentence for an open response window (R1): who does what to whom, values compared."""
from __future__ import annotations

from typing import Any

from ...bidi import isolate
from ...engine.state import GameState
from .table_input import TableContext
from .words import Words


def _star_entry(view: dict[str, Any], card: str | None) -> dict[str, Any] | None:
    for p in view["players"]:
        for s in p["table"]:
            if s["card"] == card:
                return s
    return None


def window_summary(ctx: TableContext, words: Words, short: bool = False) -> str:
    """The open window's sentence ("" when none is open); `short`: an outshine's without
    the values compared (the banner's, when the whole does not fit it)."""
    return window_sentence(ctx.view, ctx.state, words, short)


def window_sentence(view: dict[str, Any], state: GameState, words: Words,
                    short: bool = False) -> str:
    """`window_summary` from a seat's view and the game (also what a screen reader is told
    when the window opens)."""
    tr = words.tr
    window = view["window"]
    players = view["players"]
    cards = state.cardset.cards

    def name(card: str | None) -> str:
        return words.card_name(cards[card]) if card is not None and card in cards else "?"
    if window is None:
        return ""
    actor = isolate(players[window["actor"]]["name"])
    if window["kind"] == "outshine" and short:
        return tr("{player} outshines {target} with {star}").format(
            player=actor, star=name(window["attacker"]), target=name(window["target"]))
    if window["kind"] == "outshine":
        attacker = _star_entry(view, window["attacker"])
        target = _star_entry(view, window["target"])
        return tr("{player} outshines {target} (psyche {psyche}) with {star} (charisma "
                  "{charisma})").format(
            player=actor, star=name(window["attacker"]), target=name(window["target"]),
            charisma=attacker["charisma"] if attacker else "?",
            psyche=target["psyche"] if target else "?")
    source = name(window["source"]) if window["source"] else tr("an effect")
    aimed = name(window["target"]) if window.get("target") else \
        isolate(players[window["target_player"]]["name"]) \
        if window.get("target_player") is not None else None
    kind = window.get("source_kind")
    if kind == "ability":  # a star acts: nobody plays her (the log says "used … ability")
        if aimed is None:
            return words.fill(tr("{player} uses {star}'s ability"), player=actor, star=source)
        return words.fill(tr("{player} uses {star}'s ability on {target}"), player=actor, star=source, target=aimed)
    if kind == "award_reveal":  # A5: shown when drawn, not played from a hand
        if aimed is None:
            return tr("{card}, revealed by {player}").format(player=actor, card=source)
        return tr("{card}, revealed by {player}, aims at {target}").format(
            player=actor, card=source, target=aimed)
    if window.get("target"):
        return tr("{player} plays {card} on {target}").format(player=actor, card=source,
                                                              target=aimed)
    if aimed is not None:
        return tr("{player} plays {card} against {target}").format(
            player=actor, card=source, target=aimed)
    return tr("{player} plays {card}").format(player=actor, card=source)
