"""Log entries as plain sentences for people ("Bob's Cleo outshone Ann's Ada ...").

Pure: takes the entry (already redacted for whoever will read it, see `view.redact`), the
players' names and the card set. Entries nobody needs to read return None.
"""
from __future__ import annotations

from typing import Any, Sequence

from .cards import STAT_OF_COLOR, CardSet, FilmCard


def _join(items: Sequence[str]) -> str:
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


class _Names:
    def __init__(self, names: Sequence[str], cardset: CardSet) -> None:
        self.names = list(names)
        self.cardset = cardset

    def player(self, seat: Any) -> str:
        if isinstance(seat, int) and 0 <= seat < len(self.names):
            return self.names[seat]
        return "Someone"

    def card(self, instance: Any) -> str:
        if instance is None:
            return "a hidden card"
        return self.cardset.name_of(instance)

    def film(self, instance: Any) -> str:
        card = self.cardset.cards.get(instance) if instance else None
        if not isinstance(card, FilmCard):
            return self.card(instance)
        return f"{card.name} ({card.color}, +{card.bonus} {STAT_OF_COLOR[card.color]})"

    def stars(self, instances: Sequence[str]) -> str:
        return _join([self.card(s) for s in instances])


def narrate(entry: dict[str, Any], names: Sequence[str], cardset: CardSet) -> str | None:
    """One sentence for a log entry, or None for bookkeeping entries."""
    n = _Names(names, cardset)
    kind = entry.get("type")
    fn = _SENTENCES.get(kind or "")
    if fn is None:
        return None
    return fn(entry, n)


def _draw(e: dict[str, Any], n: _Names) -> str:
    who = n.player(e.get("seat"))
    if e.get("kind") == "star":
        return f"{who} drew the star {n.card(e['card'])}: she joins the table."
    if e.get("card") is None:
        return f"{who} drew an event."
    return f"{who} drew {n.card(e['card'])}."


def _film_made(e: dict[str, Any], n: _Names) -> str:
    who = n.player(e.get("seat"))
    stars = e.get("stars") or []
    team = n.stars(stars)
    text = f"{who}'s {team} made the film {n.film(e.get('film'))}"
    if len(stars) > 1:
        text += f"; it goes to {n.card(e.get('star'))}"
    return text + f" (fame {e.get('fame')} for {e.get('required')})."


def _award_bought(e: dict[str, Any], n: _Names) -> str:
    who = n.player(e.get("seat"))
    what = "an award" if e.get("card") is None else n.card(e["card"])
    return (f"{who} bought {what} with {n.stars(e.get('stars') or [])} "
            f"(fame {e.get('fame')} for a cost of {e.get('cost')}).")


def _award_revealed(e: dict[str, Any], n: _Names) -> str:
    who = n.player(e.get("seat"))
    return f"{who} revealed {n.card(e.get('card'))}: it takes effect and is shuffled back."


def _award_gained(e: dict[str, Any], n: _Names) -> str:
    who = n.player(e.get("seat"))
    what = "an award" if e.get("card") is None else n.card(e["card"])
    return f"{who} gained {what}."


def _outshine_declared(e: dict[str, Any], n: _Names) -> str:
    return (f"{n.player(e.get('seat'))}'s {n.card(e.get('star'))} tries to outshine "
            f"{n.player(e.get('owner'))}'s {n.card(e.get('target'))} "
            f"(charisma {e.get('charisma')} vs psyche {e.get('psyche')}).")


def _outshone(e: dict[str, Any], n: _Names) -> str:
    return (f"{n.player(e.get('seat'))}'s {n.card(e.get('star'))} outshone "
            f"{n.player(e.get('owner'))}'s {n.card(e.get('target'))} "
            f"(charisma {e.get('charisma')} vs psyche {e.get('psyche')}).")


def _outshine_failed(e: dict[str, Any], n: _Names) -> str:
    text = f"{n.card(e.get('star'))} failed to outshine {n.card(e.get('target'))}"
    if e.get("charisma") is not None:
        text += f" (charisma {e.get('charisma')} vs psyche {e.get('psyche')})"
    return text + "."


def _on(e: dict[str, Any], n: _Names) -> str:
    if e.get("target") is not None:
        return f" on {n.card(e['target'])}"
    if e.get("target_player") is not None:
        return f" on {n.player(e['target_player'])}"
    return ""


def _modified(e: dict[str, Any], n: _Names) -> str:
    amount = e.get("amount", 0)
    sign = "+" if amount >= 0 else ""
    span = "this turn" if e.get("until") == "end_of_turn" else "for good"
    return f"{n.card(e.get('star'))} has {sign}{amount} {e.get('stat')} {span}."


def _star_discarded(e: dict[str, Any], n: _Names) -> str:
    films = e.get("films") or []
    text = f"{n.player(e.get('seat'))}'s {n.card(e.get('card'))} goes to the discard pile"
    if films:
        text += (f"; {len(films)} film{'s go' if len(films) != 1 else ' goes'} under the "
                 f"film deck")
    return text + "."


def _event_stolen(e: dict[str, Any], n: _Names) -> str:
    what = "an event" if e.get("card") is None else n.card(e["card"])
    return f"{n.player(e.get('seat'))} took {what} from {n.player(e.get('from'))}'s hand."


_ENDINGS = {
    "awards": "{w} wins with four awards.",
    "showdown": "{w} wins: the last one left in the showdown.",
    "agreed": "The game ends by agreement, with no winner.",
    "limit": "The turn limit is reached: the game ends with no winner.",
}


def _game_over(e: dict[str, Any], n: _Names) -> str:
    winners = e.get("winners") or []
    ending = e.get("ending") or "agreed"
    if not winners and ending in ("awards", "showdown"):
        return "The game is over, with no winner."
    return _ENDINGS.get(ending, "The game is over.").format(w=_join([n.player(w) for w in winners]))


_SENTENCES = {
    "draw": _draw,
    "film_made": _film_made,
    "award_bought": _award_bought,
    "award_revealed": _award_revealed,
    "award_gained": _award_gained,
    "outshine_declared": _outshine_declared,
    "outshone": _outshone,
    "outshine_failed": _outshine_failed,
    "ability_used": lambda e, n: f"{n.player(e.get('seat'))} used {n.card(e.get('star'))}'s ability.",
    "event_played": lambda e, n: f"{n.player(e.get('seat'))} played {n.card(e.get('card'))}{_on(e, n)}.",
    "award_played": lambda e, n: (f"{n.player(e.get('seat'))} played the award "
                                  f"{n.card(e.get('card'))}{_on(e, n)}."),
    "window_opened": lambda e, n: f"{n.player(e.get('seat'))} may respond.",
    "window_closed": lambda e, n: f"{n.player(e.get('seat'))} passed." if e.get("passed") else None,
    "reaction_played": lambda e, n: f"{n.player(e.get('seat'))} reacted with {n.card(e.get('card'))}.",
    "reaction_ability": lambda e, n: (f"{n.player(e.get('seat'))} reacted with "
                                      f"{n.card(e.get('star'))}'s ability."),
    "star_discarded": _star_discarded,
    "effect_fizzled": lambda e, n: "The effect fizzled: its target had gone.",
    "film_taken": lambda e, n: (f"{n.player(e.get('seat'))}'s {n.card(e.get('star'))} took the film "
                                f"{n.film(e.get('film'))}."),
    "extra_purchase": lambda e, n: f"{n.player(e.get('seat'))} may buy one more award this turn.",
    "modified": _modified,
    "readied": lambda e, n: f"{n.card(e.get('star'))} is ready again.",
    "film_stolen": lambda e, n: (f"{n.player(e.get('seat'))} moved the film {n.card(e.get('film'))} "
                                 f"from {n.card(e.get('from'))} to {n.card(e.get('star'))}."),
    "award_returned": lambda e, n: (f"{n.player(e.get('seat'))} put {n.card(e.get('card'))} "
                                    f"under the award deck."),
    "event_discarded": lambda e, n: (f"{n.player(e.get('seat'))} discarded {n.card(e.get('card'))} "
                                     f"at random."),
    "event_stolen": _event_stolen,
    "skip_set": lambda e, n: f"{n.player(e.get('seat'))} will skip their next turn.",
    "turn_skipped": lambda e, n: f"{n.player(e.get('seat'))} skips this turn.",
    "cancelled": lambda e, n: f"{n.player(e.get('seat'))} cancelled it.",
    "manual": lambda e, n: "The card's text is settled by hand at the table.",
    "showdown": lambda e, n: "The main deck is empty: the final showdown begins.",
    "player_out": lambda e, n: f"{n.player(e.get('seat'))} has no star left and leaves the game.",
    "game_over": _game_over,
    "end_turn": lambda e, n: f"{n.player(e.get('seat'))} ended the turn.",
    "turn": lambda e, n: f"Turn {e.get('turn')}: {n.player(e.get('seat'))} to play.",
}
