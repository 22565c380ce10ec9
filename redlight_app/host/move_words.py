"""A legal move as a short label on the phone's button, in the phone's language (the
desktop's sentences for the same moves, gui/hint_worker.py, are reused: same words, same
translations)."""
from __future__ import annotations

from collections import Counter
from typing import Any, Mapping, Sequence

from ..engine.cards import CardSet
from ..engine.moves import BuyAward, ChooseTargets, MakeFilm, Move, Outshine, Pass, PlayAward, PlayEvent, UseAbility
from .sentences import say
from .words import Words


def card_label(cardset: CardSet, instance: str | None, words: Words) -> str:
    card = cardset.cards.get(instance or "")
    return words.card_name(card) if card is not None else "?"


def star_tags(cardset: CardSet, players: Sequence[Mapping[str, Any]], names: Sequence[str],
              words: Words) -> dict[str, str]:
    """How a star on a table is named on a button when another star on the tables has the
    same name (copies of one card): with her owner and her place in the owner's stars, as
    the page lists them; two buttons for different stars never read the same."""
    shown = [(slot["card"], seat, place) for seat, player in enumerate(players)
             for place, slot in enumerate(player["table"], 1)]
    count = Counter(card_label(cardset, card, words) for card, _seat, _place in shown)
    return {card: say("star_copy", words.lang, star=card_label(cardset, card, words),
                      player=names[seat], n=place)
            for card, seat, place in shown if count[card_label(cardset, card, words)] > 1}


def move_label(move: Move, cardset: CardSet, names: Sequence[str], words: Words,
               revealed: str | None = None, tags: Mapping[str, str] | None = None) -> str:
    """What pressing the button does, in one or two short sentences; `revealed` is the
    award whose targets a choose_targets move names; `tags`: `star_tags`."""
    def name(instance: str | None) -> str:
        if tags and instance is not None and instance in tags:
            return tags[instance]
        return card_label(cardset, instance, words)

    def player(seat: int | None) -> str:
        return names[seat] if seat is not None and 0 <= seat < len(names) else "?"

    lang = words.lang
    if isinstance(move, BuyAward):
        return words.fill(words.tr("Buy an award with {stars}."),
                          stars=", ".join(map(name, move.stars)))
    if isinstance(move, MakeFilm):
        return words.fill(words.tr("Make a film with {stars}; it goes to {star}."),
                          stars=", ".join(map(name, move.stars)), star=name(move.assign_to))
    if isinstance(move, Outshine):
        return words.fill(words.tr("Outshine {target} with {star}."), target=name(move.target),
                          star=name(move.star))
    if isinstance(move, Pass):
        return words.tr("Pass: let it resolve.")
    if isinstance(move, ChooseTargets):
        aimed = [name(move.target)] if move.target else []
        if move.target_player is not None:
            aimed.append(player(move.target_player))
        text = say("aim", lang, card=name(revealed), target=", ".join(aimed) or "?")
        if move.choice:
            text += " " + say("choice", lang, choice=name(move.choice))
        return text
    if not isinstance(move, (UseAbility, PlayAward, PlayEvent)):
        return words.tr("End your turn.")
    effect: Any = move
    if isinstance(move, UseAbility):
        text = words.fill(words.tr("Use the ability of {star}."), star=name(move.star))
    elif isinstance(move, PlayAward):
        text = words.fill(words.tr("Play your award {card} for its effect."), card=name(move.card))
    else:
        text = words.fill(words.tr("Play {card}."), card=name(effect.card))
    if effect.target:
        text += " " + words.fill(words.tr("Target: {target}."), target=name(effect.target))
    if effect.target_player is not None:
        text += " " + words.fill(words.tr("Against {player}."),
                                 player=player(effect.target_player))
    if effect.assign_to:
        text += " " + say("film_to", lang, star=name(effect.assign_to))
    if effect.choice:
        text += " " + say("choice", lang, choice=name(effect.choice) if effect.choice in cardset.cards
                          else effect.choice)
    if effect.reveal_target or effect.reveal_target_player is not None:
        aimed = [name(effect.reveal_target)] if effect.reveal_target else []
        if effect.reveal_target_player is not None:
            aimed.append(player(effect.reveal_target_player))
        text += " " + say("aim_reveal", lang, target=", ".join(aimed))
    return text
