"""A seat's facts as the JSON the phone page (or any other client) reads: the contract of
`GET /seat/TOKEN/view`, written down in docs/HOST.md.

The seat's own cards are under the top-level `hand`; every other player appears by counts
only, and no other key is named `hand`. `legal` lists move objects exactly as
`POST /seat/TOKEN/move` takes them back, `labels` says what each does, in the same order.
"""
from __future__ import annotations

from typing import Any, Mapping

from ..engine.cards import AwardCard, CardSet, EventCard, FilmCard, StarCard
from ..engine.narrate import narrate
from .move_words import card_label, move_label, star_tags
from .seat_facts import SeatFacts, Snapshot
from .sentences import say
from .words import Words


def card_json(cardset: CardSet, instance: str, words: Words) -> dict[str, Any]:
    """One card the seat may see: its name and text in the page's language, and what a
    player reads on it (a star's values, an event's phase, a film's colour)."""
    card = cardset.cards.get(instance)
    out: dict[str, Any] = {"id": instance, "name": card_label(cardset, instance, words),
                           "kind": card.kind if card is not None else None,
                           "text": words.card_text(card) if card is not None else ""}
    if isinstance(card, StarCard):
        out.update(psyche=card.psyche, charisma=card.charisma, fame=card.fame)
    elif isinstance(card, EventCard):
        out["phase"] = card.phase
    elif isinstance(card, FilmCard):
        out.update(color=card.color, bonus=card.bonus)
    elif isinstance(card, AwardCard):
        out["counts"] = card.counts_toward_win
    return out


def _player_json(snapshot: Snapshot, index: int, raw: Mapping[str, Any], words: Words) -> dict[str, Any]:
    cardset = snapshot.cardset
    return {
        "seat": index, "name": raw["name"], "computer": index in snapshot.computers,
        "out": raw["out"], "hand_count": raw["hand_count"], "award_count": raw["award_count"],
        "skips": raw["skips"],
        "stars": [{"id": s["card"], "name": card_label(cardset, s["card"], words),
                   "used": s["used"], "psyche": s["psyche"], "charisma": s["charisma"],
                   "fame": s["fame"],
                   "films": [card_json(cardset, f, words) for f in s["films"]]}
                  for s in raw["table"]],
    }


def _name(names: tuple[str, ...], seat: Any) -> str:
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"


def _window(snapshot: Snapshot, window: Mapping[str, Any] | None, words: Words) -> dict[str, Any] | None:
    if window is None:
        return None
    cardset, names = snapshot.cardset, snapshot.names
    target = window.get("target")
    target_player = window.get("target_player")
    source = window.get("source")
    return {"seat": window["seat"], "kind": window["kind"],
            "by": _name(names, window.get("actor")),
            # an effect's card, or the attacking star of an outshine (which has no source)
            "card": card_label(cardset, source or window.get("attacker"), words),
            "text": _card_text(cardset, source, words),  # what the effect does ("" for an outshine)
            "target": card_label(cardset, target, words) if target
            else (_name(names, target_player) if target_player is not None else None)}


def _card_text(cardset: CardSet, instance: str | None, words: Words) -> str:
    card = cardset.cards.get(instance or "")
    return words.card_text(card) if card is not None else ""


def _prompt(snapshot: Snapshot, facts: SeatFacts, window: dict[str, Any] | None,
            words: Words) -> str:
    lang, view, names = words.lang, facts.view, snapshot.names
    if view["status"] == "over":
        winners = view.get("winners") or []
        if winners:
            return say("over_won", lang, who=", ".join(_name(names, w) for w in winners))
        return say("over", lang)
    if facts.give_back:
        return _give_back_prompt(snapshot, facts, words)
    if facts.acting == facts.seat:
        reveal = view.get("reveal")
        if reveal is not None and reveal.get("seat") == facts.seat:
            return say("choose_targets", lang, card=card_label(snapshot.cardset, reveal.get("card"), words))
        if window is not None and window["seat"] == facts.seat:
            if window["kind"] == "outshine":
                key = "respond_outshine"
            else:  # a star's ability is used, not played: she stays on the table
                key = "respond_ability" if view["window"].get("source_kind") == "ability" else "respond"
                key += "_on" if window["target"] else ""
            return say(key, lang, who=window["by"], card=window["card"], target=window["target"])
        return say("your_turn", lang)
    if facts.legal:
        return say("off_turn", lang, who=_name(names, facts.acting))
    return say("wait", lang, who=_name(names, facts.acting))


def _give_back_prompt(snapshot: Snapshot, facts: SeatFacts, words: Words) -> str:
    """Why the seat must give back an award, and that it chooses which: the desktop's
    sentences (gui/choices.py, gui/dialogs/give_back.py), in the page's language."""
    if facts.give_back_why is None:
        return say("give_back_prompt", words.lang)
    player, source, played = facts.give_back_why
    cardset, names = snapshot.cardset, snapshot.names

    def cause(card: str | None) -> str:
        return words.fill(words.tr("{player}'s {card}"), player=_name(names, player),
                          card=card_label(cardset, card, words))

    me = names[facts.seat]
    if source is not None and source != played and isinstance(cardset.cards.get(source), AwardCard):
        return words.fill(words.tr(
            "{name}, {what} drew the award {award} from the award deck. Revealed as it is "
            "drawn, it takes effect at once: you give back one of your awards; it goes to "
            "the bottom of the award deck. Which one?"),
            name=me, what=cause(played), award=card_label(cardset, source, words))
    return words.fill(words.tr("{name}, {cause} makes you give back one of your awards: it goes "
                               "to the bottom of the award deck. Which one?"), name=me,
                      cause=cause(source))


def seat_json(snapshot: Snapshot, seat: int, words: Words) -> dict[str, Any]:
    """The view of `seat` in the snapshot, in the language of `words`."""
    facts = snapshot.seats[seat]
    view, cardset, names = facts.view, snapshot.cardset, snapshot.names
    me = view["players"][seat]
    window = _window(snapshot, view.get("window"), words)
    reveal = view.get("reveal")
    revealed = reveal.get("card") if reveal is not None else None
    legal = [move.to_dict() for move in facts.legal]
    tags = star_tags(cardset, view["players"], names, words)  # copies of a star told apart
    labels = [move_label(move, cardset, names, words, revealed, tags) for move in facts.legal]
    for award in facts.give_back:
        legal.append({"type": "give_back", "award": award})
        labels.append(say("give_back", words.lang, card=card_label(cardset, award, words)))
    log = [line for line in (narrate(dict(e), names, cardset, words.engine, words.card_name,
                                     words.fill)
                             for e in facts.log) if line][-8:]
    return {
        "version": snapshot.version, "seat": seat, "name": names[seat], "lang": words.lang,
        "hand": [card_json(cardset, c, words) for c in me["hand"] or []],
        "awards": [card_json(cardset, c, words) for c in me["awards"] or []],
        "players": [_player_json(snapshot, i, p, words) for i, p in enumerate(view["players"])],
        "decks": {"main": view["main"], "films": view["films"], "awards": view["awards"],
                  "film_top_required": view["film_top_required"],
                  "award_top_costs": view["award_top_costs"]},
        "turn": view["turn"], "active": view["active"], "acting": facts.acting,
        "status": view["status"], "winners": list(view["winners"]), "ending": view["ending"],
        "next_award_cost": view["next_award_cost"], "purchases_left": view["purchases_left"],
        "window": window,
        "reveal": None if reveal is None else {
            "seat": reveal["seat"], "card": card_label(cardset, revealed, words),
            "text": _card_text(cardset, revealed, words)},
        "prompt": _prompt(snapshot, facts, window, words),
        "legal": legal, "labels": labels, "log": log,
    }
