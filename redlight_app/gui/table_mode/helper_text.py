"""The words table mode writes from the engine's answers: the helper line, what a tapped
star or player holds (touch has no hover), the response question, a card's chip note, and
the helpers drawn on the decks. Names from the box are escaped wherever markup is written."""
from __future__ import annotations

from typing import Any, Callable

from ...bidi import isolate
from ...engine.pending import PendingOutshine
from ...engine.state import GameState
from ..i18n import fill, tr
from ..plain_text import html_text
from . import queries as q

Name = Callable[[str | None], str]
COLOR_WORDS = {"green": "psyche", "red": "charisma", "blue": "fame"}
OK, SHORT = "#8ee29f", "#ffb3a7"  # on the dark rail


def reach_line(r: q.Reach | None) -> str:
    if r is None:
        return ""
    if r.enough:
        return tr("selected {fame}: enough").format(fame=r.total)
    return tr("selected {fame}: {short} short").format(fame=r.total, short=r.short)


MAX_NAMED = 4  # rival stars named after "can outshine"; the rest are counted


def helper_line(state: GameState, info: q.Helpers, selected: list[str], name: Name) -> str:
    """Selected fame, the top film's requirement, the next award's cost, whether this turn's
    award is bought (one line; the award deck says "still to buy"), whom the selected stars
    can outshine or which stars can outshine at all (a line each), and the stalled showdown
    (V8)."""
    parts = []
    if selected:
        parts.append(tr("Selected fame: {fame}").format(fame=f"<b>{info.fame}</b>"))
    if info.film_required is not None and info.film_reach is not None:
        colour = OK if info.film_reach.enough else SHORT
        parts.append(f"<span style='color:{colour}'>" + tr("top film needs {fame}").format(
            fame=info.film_required) + "</span>")
    elif state.films:
        parts.append(tr("top film: enter the fame on its back"))
    if info.award_cost is not None and info.award_to_buy and not info.award_row_known:
        parts.append(tr("next award costs {fame}").format(fame=info.award_cost)
                     + " " + tr("(usual row)"))  # the award that comes up may print its own
    elif info.award_cost is not None and info.award_to_buy and info.award_reach is not None:
        colour = OK if info.award_reach.enough else SHORT
        parts.append(f"<span style='color:{colour}'>" + tr("next award costs {fame}").format(
            fame=info.award_cost) + "</span>")
    elif info.award_cost is not None:
        parts.append(tr("this turn's award is bought"))
    if q.stalled_showdown(state):
        parts.insert(0, "<b>" + tr("The showdown has stood still for a whole round: the "
                                   "players may end it, and those still in share the win.") + "</b>")
    lines = [" · ".join(parts)] if parts else []
    return "<br>".join(lines + outshine_lines(info, selected, name))


def named_list(names: list[str]) -> str:
    """Up to MAX_NAMED names, then how many more: a list that ends, never in "…"."""
    if len(names) <= MAX_NAMED:
        return ", ".join(names)
    return tr("{names} and {count} more").format(names=", ".join(names[:MAX_NAMED]),
                                                 count=len(names) - MAX_NAMED)


def outshine_lines(info: q.Helpers, selected: list[str], name: Name) -> list[str]:
    """With stars selected: whom each can outshine ("Ann can outshine Bob, Cy"); else which
    stars can outshine at all (tap one to see whom)."""
    if selected:
        out = []
        for star in selected:
            targets = [html_text(name(t)) for a, t in info.outshines if a == star]
            if targets:
                out.append(tr("{star} can outshine {targets}").format(
                    star=html_text(name(star)), targets=named_list(targets)))
        return out
    attackers: list[str] = []
    for a, _t in info.outshines:
        if html_text(name(a)) not in attackers:
            attackers.append(html_text(name(a)))
    if not attackers:
        return []
    return [tr("Stars that can outshine: {stars} (tap one to see whom)").format(
        stars=named_list(attackers))]


def focus_line(state: GameState, focus: tuple[str, Any] | None, name: Name) -> str:
    """What the tooltips say about the star or player tapped last: a star's values with
    their parts, a player's awards and hand."""
    if focus is None:
        return ""
    kind, what = focus
    if kind == "star" and state.slot_of(what) is not None:
        values = []
        for value, total, parts in q.star_values(state, what):
            if set(parts) <= {"printed"}:  # nothing changes it: the value alone, not "50 = 50"
                values.append(f"{tr(value)} {total}")
                continue
            pieces = []
            for key, amount in parts.items():
                if key == "printed":
                    pieces.append(tr("{amount} printed").format(amount=amount))
                elif key.startswith("film "):
                    pieces.append(f"{amount:+d} " + tr("{name} (film)").format(name=name(key[5:])))
                elif key.startswith("passive "):
                    pieces.append(f"{amount:+d} " + fill(tr("{star}'s ability"), star=name(key[8:])))
                else:
                    pieces.append(f"{amount:+d} " + (tr("this turn") if "end_of_turn" in key
                                                     else tr("for good")))
            values.append(f"{tr(value)} {total} = {' '.join(pieces)}")
        return f"<b>{html_text(name(what))}</b>: " + html_text("; ".join(values))
    if kind == "seat":
        player = state.players[what]
        awards = ", ".join(name(a) for a in player.awards) or tr("none yet")
        return f"<b>{html_text(isolate(player.name))}</b>: " + html_text(tr(
            "awards: {awards}; hand: {count} cards").format(awards=awards, count=len(player.hand)))
    return ""


def window_question(state: GameState, names: list[str], name: Name) -> str:
    window = state.window
    assert window is not None
    pending = window.pending
    if isinstance(pending, PendingOutshine):
        what = tr("{star} outshining {target}").format(star=name(pending.attacker),
                                                       target=name(pending.target))
    else:
        what = name(pending.source)
    return tr("Does {name} respond to {what}? Name the reaction played, or Pass.").format(
        name=isolate(names[window.seat]), what=what)


def reaction_target(state: GameState, names: list[str], reaction: str, ability: bool) -> str:
    """The response window's reaction (a card, or the reaction ability of the star named
    `reaction`) that waits for the star it goes on: whose response it is, and that a tap on
    a highlighted star enters it."""
    window = state.window
    assert window is not None
    if ability:
        reaction = fill(tr("{star}'s reaction ability"), star=reaction)
    return tr("{name} responds with {reaction}: tap the star it goes on (highlighted). "
              "Esc cancels.").format(name=isolate(names[window.seat]), reaction=reaction)


def card_note(state: GameState, card: str) -> str:
    """What tells the card apart, short enough for a chip: a film's required fame (★) and
    bonus; an award's cost for the active player (★, from the engine)."""
    definition: Any = state.cardset.cards[card]
    if definition.kind == "film":
        stat = tr(COLOR_WORDS.get(definition.color, definition.color))
        return f"★{q.film_needs(state, card)}  +{definition.bonus} {stat}"
    if definition.kind == "award":
        return f"★{q.award_cost(state, card)}"
    return ""


def decks_with_helpers(table: Any, state: GameState, info: q.Helpers, selected: bool,
                       names: list[str], top_film_field: bool) -> None:
    """The helpers on the decks themselves: the selected stars' fame against the top film's
    requirement and the next award's cost (the engine's Reach), and whether this turn's
    award is still to buy. `top_film_field`: the strip shows the field for the top film's
    fame now (the deck points to it only then)."""
    if q.over(state):
        return
    if state.films and info.film_required is None:  # the back not entered yet
        lines = [tr("fame on its back?")] + ([tr("enter it below")] if top_film_field else [])
        table.film_deck.set_data(len(state.films), "?", lines)
    elif state.films and selected:
        table.film_deck.set_data(len(state.films), f"★ {info.film_required}", [
            tr("top film needs fame {fame}").format(fame=info.film_required),
            reach_line(info.film_reach)])
    if state.awards and info.award_cost is not None:
        # short lines: the deck has room for about 20 letters (German too); the strip's
        # helper line says the rest ("usual row", "this turn's award is bought")
        lines = [tr("next for {name}:").format(name=isolate(names[state.active])) + f" ★{info.award_cost}"]
        if not info.award_to_buy:
            lines.append(tr("bought this turn"))
        elif selected and info.award_row_known:
            lines.append(reach_line(info.award_reach))
        else:
            lines.append(tr("still to buy"))
        table.award_deck.set_data(len(state.awards), f"★ {info.award_cost}", lines)
