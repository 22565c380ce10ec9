"""Log entries as plain sentences for people ("Bob's Cleo outshone Ann's Ada ...").

Pure: takes the entry (already redacted for whoever will read it, see `view.redact`), the
players' names and the card set. Entries nobody needs to read return None.

Every sentence is an English template with named fields (all listed in `TEMPLATES`); a
front end may pass `translate` (template → template in its language) and `card_name`
(card → name in its language), so the engine stays free of any translation machinery; and
`fill` (template, fields → sentence: French elides "de" before "Ann", french.py).
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

from ..bidi import isolate
from . import endings
from .cards import STAT_OF_COLOR, CardSet, FilmCard
from .state import UNKNOWN

TEMPLATES: list[str] = []


def T(text: str) -> str:  # marks a sentence template
    TEMPLATES.append(text)
    return text


AND = T("{items} and {last}")
SOMEONE = T("Someone")
HIDDEN = T("a hidden card")
UNNAMED = T("an unnamed card")  # table mode: e.g. an event discarded from a hand at random
FILM_DESC = T("{name} ({color}, +{bonus} {stat})")
STAT_WORDS = {"psyche": T("psyche"), "charisma": T("charisma"), "fame": T("fame")}
COLOR_WORDS = {"green": T("green"), "red": T("red"), "blue": T("blue")}


def _identity(text: str) -> str:
    return text


def _format(template: str, /, **params: Any) -> str:
    return template.format(**params)


class _Names:
    def __init__(self, names: Sequence[str], cardset: CardSet,
                 translate: Callable[[str], str] | None = None,
                 card_name: Callable[[Any], str] | None = None,
                 fill: Callable[..., str] | None = None) -> None:
        self.names = list(names)
        self.fill = fill or _format
        self.cardset = cardset
        self.tr = translate or _identity
        self.card_name = card_name

    def say(self, template: str, **params: Any) -> str:
        return self.fill(self.tr(template), **params)

    def join(self, items: Sequence[str]) -> str:
        items = list(items)
        if len(items) <= 1:
            return "".join(items)
        return self.say(AND, items=", ".join(items[:-1]), last=items[-1])

    def player(self, seat: Any) -> str:
        if isinstance(seat, int) and 0 <= seat < len(self.names):
            return isolate(self.names[seat])
        return self.tr(SOMEONE)

    def card(self, instance: Any) -> str:
        if instance is None:
            return self.tr(HIDDEN)
        if instance == UNKNOWN:
            return self.tr(UNNAMED)
        if self.card_name is not None:
            card = self.cardset.cards.get(instance)
            if card is not None:
                return self.card_name(card)
        return self.cardset.name_of(instance)

    def stat(self, stat: Any) -> str:
        word = STAT_WORDS.get(stat or "")
        return self.tr(word) if word else str(stat)

    def film(self, instance: Any) -> str:
        card = self.cardset.cards.get(instance) if instance else None
        if not isinstance(card, FilmCard):
            return self.card(instance)
        color = COLOR_WORDS.get(card.color)
        return self.say(FILM_DESC, name=self.card(instance),
                        color=self.tr(color) if color else card.color, bonus=card.bonus,
                        stat=self.stat(STAT_OF_COLOR[card.color]))

    def stars(self, instances: Sequence[str]) -> str:
        return self.join([self.card(s) for s in instances])


def narrate(entry: dict[str, Any], names: Sequence[str], cardset: CardSet,
            translate: Callable[[str], str] | None = None,
            card_name: Callable[[Any], str] | None = None,
            fill: Callable[..., str] | None = None) -> str | None:
    """One sentence for a log entry, or None for bookkeeping entries (`fill(template,
    **fields)` fills a template in, `str.format` by default)."""
    n = _Names(names, cardset, translate, card_name, fill)
    kind = entry.get("type")
    fn = _SENTENCES.get(kind or "")
    if fn is None:
        return None
    return fn(entry, n)


DREW_STAR = T("{who} drew the star {card}: she joins the table.")
DREW_EVENT = T("{who} drew an event.")
DREW = T("{who} drew {card}.")


def _draw(e: dict[str, Any], n: _Names) -> str:
    who = n.player(e.get("seat"))
    if e.get("kind") == "star":
        return n.say(DREW_STAR, who=who, card=n.card(e["card"]))
    if e.get("card") is None:
        return n.say(DREW_EVENT, who=who)
    return n.say(DREW, who=who, card=n.card(e["card"]))


FILM_MADE = T("{who}'s {team} made the film {film} (fame {fame} for {required}).")
FILM_MADE_TEAM = T("{who}'s {team} made the film {film}; it goes to {star} "
                   "(fame {fame} for {required}).")


def _film_made(e: dict[str, Any], n: _Names) -> str:
    stars = e.get("stars") or []
    params = dict(who=n.player(e.get("seat")), team=n.stars(stars), film=n.film(e.get("film")),
                  fame=e.get("fame"), required=e.get("required"))
    if len(stars) > 1:
        return n.say(FILM_MADE_TEAM, star=n.card(e.get("star")), **params)
    return n.say(FILM_MADE, **params)


AN_AWARD = T("an award")
BOUGHT = T("{who} bought {what} with {stars} (fame {fame} for a cost of {cost}).")


def _award_bought(e: dict[str, Any], n: _Names) -> str:
    what = n.tr(AN_AWARD) if e.get("card") is None else n.card(e["card"])
    return n.say(BOUGHT, who=n.player(e.get("seat")), what=what,
                 stars=n.stars(e.get("stars") or []), fame=e.get("fame"), cost=e.get("cost"))


REVEALED = T("{who} revealed {card}: it takes effect and is shuffled back.")
GAINED = T("{who} gained {what}.")


REVEALED_BOUGHT = T("{who} bought an award with {stars} (fame {fame} for a cost of {cost}) "
                    "and revealed {card}: it takes effect and is shuffled back.")


def _award_revealed(e: dict[str, Any], n: _Names) -> str:
    if e.get("purchase"):  # A5: bought, so the stars are used and it counts for A4
        return n.say(REVEALED_BOUGHT, who=n.player(e.get("seat")), card=n.card(e.get("card")),
                     stars=n.stars(e.get("stars") or []), fame=e.get("fame"), cost=e.get("cost"))
    return n.say(REVEALED, who=n.player(e.get("seat")), card=n.card(e.get("card")))


REVEAL_CHOICE = T("{who} chooses the targets of {card}.")
REVEAL_AIMED_STAR = T("{who} aimed {card} at {target}.")
REVEAL_AIMED_PLAYER = T("{who} aimed {card} at {player}.")
REVEAL_AIMED_BOTH = T("{who} aimed {card} at {target} and {player}.")
REVEAL_AIMED_OWNED = T("{who} aimed {card} at {owner}'s {target}.")
REVEAL_AIMED_OWNED_BOTH = T("{who} aimed {card} at {owner}'s {target} and {player}.")


def _reveal_targets(e: dict[str, Any], n: _Names) -> str:
    who, card = n.player(e.get("seat")), n.card(e.get("card"))
    target, player, owner = e.get("target"), e.get("target_player"), e.get("owner")
    if target is not None and owner is not None:  # whose star (two may share a name)
        if player is not None:
            return n.say(REVEAL_AIMED_OWNED_BOTH, who=who, card=card, owner=n.player(owner),
                         target=n.card(target), player=n.player(player))
        return n.say(REVEAL_AIMED_OWNED, who=who, card=card, owner=n.player(owner),
                     target=n.card(target))
    if target is not None and player is not None:
        return n.say(REVEAL_AIMED_BOTH, who=who, card=card, target=n.card(target),
                     player=n.player(player))
    if target is not None:
        return n.say(REVEAL_AIMED_STAR, who=who, card=card, target=n.card(target))
    return n.say(REVEAL_AIMED_PLAYER, who=who, card=card, player=n.player(player))


def _award_gained(e: dict[str, Any], n: _Names) -> str:
    what = n.tr(AN_AWARD) if e.get("card") is None else n.card(e["card"])
    return n.say(GAINED, who=n.player(e.get("seat")), what=what)


DECLARED = T("{who}'s {star} tries to outshine {owner}'s {target} "
             "(charisma {charisma} vs psyche {psyche}).")
OUTSHONE = T("{who}'s {star} outshone {owner}'s {target} (charisma {charisma} vs psyche {psyche}).")
FAILED = T("{star} failed to outshine {target}.")
FAILED_VALUES = T("{star} failed to outshine {target} (charisma {charisma} vs psyche {psyche}).")


def _duel(e: dict[str, Any], n: _Names) -> dict[str, Any]:
    return dict(who=n.player(e.get("seat")), star=n.card(e.get("star")),
                owner=n.player(e.get("owner")), target=n.card(e.get("target")),
                charisma=e.get("charisma"), psyche=e.get("psyche"))


def _outshine_declared(e: dict[str, Any], n: _Names) -> str:
    return n.say(DECLARED, **_duel(e, n))


def _outshone(e: dict[str, Any], n: _Names) -> str:
    return n.say(OUTSHONE, **_duel(e, n))


def _outshine_failed(e: dict[str, Any], n: _Names) -> str:
    if e.get("charisma") is not None:
        return n.say(FAILED_VALUES, **_duel(e, n))
    return n.say(FAILED, **_duel(e, n))


PLAYED = T("{who} played {card}.")
PLAYED_ON = T("{who} played {card} on {target}.")
PLAYED_AWARD = T("{who} played the award {card}.")
PLAYED_AWARD_ON = T("{who} played the award {card} on {target}.")


def _played(e: dict[str, Any], n: _Names, plain: str, on: str) -> str:
    params = dict(who=n.player(e.get("seat")), card=n.card(e.get("card")))
    if e.get("target") is not None:
        return n.say(on, target=n.card(e["target"]), **params)
    if e.get("target_player") is not None:
        return n.say(on, target=n.player(e["target_player"]), **params)
    return n.say(plain, **params)


MODIFIED = {("end_of_turn", True): T("{star} has +{amount} {stat} this turn."),
            ("end_of_turn", False): T("{star} has {amount} {stat} this turn."),
            ("permanent", True): T("{star} has +{amount} {stat} for good."),
            ("permanent", False): T("{star} has {amount} {stat} for good.")}


# whose star: two players may each have a star of the same name
MODIFIED_OWNED = {("end_of_turn", True): T("{owner}'s {star} has +{amount} {stat} this turn."),
                  ("end_of_turn", False): T("{owner}'s {star} has {amount} {stat} this turn."),
                  ("permanent", True): T("{owner}'s {star} has +{amount} {stat} for good."),
                  ("permanent", False): T("{owner}'s {star} has {amount} {stat} for good.")}


def _modified(e: dict[str, Any], n: _Names) -> str:
    amount = e.get("amount", 0)
    key = ("end_of_turn" if e.get("until") == "end_of_turn" else "permanent", amount >= 0)
    params = dict(star=n.card(e.get("star")), amount=amount, stat=n.stat(e.get("stat")))
    if e.get("owner") is not None:
        return n.say(MODIFIED_OWNED[key], owner=n.player(e["owner"]), **params)
    return n.say(MODIFIED[key], **params)


DISCARDED = T("{who}'s {card} goes to the discard pile.")
DISCARDED_FILM = T("{who}'s {card} goes to the discard pile; 1 film goes under the film deck.")
DISCARDED_FILMS = T("{who}'s {card} goes to the discard pile; {count} films go under the film deck.")


def _star_discarded(e: dict[str, Any], n: _Names) -> str:
    films = e.get("films") or []
    template = DISCARDED if not films else DISCARDED_FILM if len(films) == 1 else DISCARDED_FILMS
    return n.say(template, who=n.player(e.get("seat")), card=n.card(e.get("card")),
                 count=len(films))


AN_EVENT = T("an event")
STOLEN = T("{who} took {what} from {other}'s hand.")


def _event_stolen(e: dict[str, Any], n: _Names) -> str:
    what = n.tr(AN_EVENT) if e.get("card") is None else n.card(e["card"])
    return n.say(STOLEN, who=n.player(e.get("seat")), what=what, other=n.player(e.get("from")))


ENDING_SENTENCES = {
    endings.AWARDS: T("{w} wins with four awards."),
    endings.SHOWDOWN: T("{w} wins: the last one left in the showdown."),
    endings.STALLED: T("The showdown stood still: {w} share the win."),
    endings.AGREED: T("The game ends by agreement, with no winner."),
    endings.LIMIT: T("The turn limit is reached: the game ends with no winner."),
}
OVER_NO_WINNER = T("The game is over, with no winner.")
OVER = T("The game is over.")


def _game_over(e: dict[str, Any], n: _Names) -> str:
    winners = e.get("winners") or []
    ending = e.get("ending") or endings.AGREED
    if not winners and ending in endings.WINNING_ENDINGS:
        return n.tr(OVER_NO_WINNER)
    return n.say(ENDING_SENTENCES.get(ending, OVER), w=n.join([n.player(w) for w in winners]))


def _simple(template: str, **fields: str) -> Callable[[dict[str, Any], _Names], str]:
    """A sentence whose fields are players ("seat"-like keys) or cards (the rest)."""
    def sentence(e: dict[str, Any], n: _Names) -> str:
        values = {name: n.player(e.get(key)) if key == "seat" else n.card(e.get(key))
                  for name, key in fields.items()}
        return n.say(template, **values)
    return sentence


NOTHING_TO_TAKE = {"main": T("{who} draws nothing: the main deck is empty (final showdown)."),
                   "films": T("{who} takes no film: the film deck is empty."),
                   "awards": T("{who} takes no award: the award deck is empty.")}


def _nothing_to_take(e: dict[str, Any], n: _Names) -> str | None:
    template = NOTHING_TO_TAKE.get(e.get("deck") or "")
    return n.say(template, who=n.player(e.get("seat"))) if template else None


_PASSED = T("{who} passed.")
_TAKEN = T("{who}'s {star} took the film {film}.")
_TURN = T("Turn {turn}: {who} to play.")

_SENTENCES = {
    "draw": _draw,
    "film_made": _film_made,
    "award_bought": _award_bought,
    "award_revealed": _award_revealed,
    "award_gained": _award_gained,
    "reveal_choice": _simple(REVEAL_CHOICE, who="seat", card="card"),
    "reveal_targets": _reveal_targets,
    "outshine_declared": _outshine_declared,
    "outshone": _outshone,
    "outshine_failed": _outshine_failed,
    "ability_used": _simple(T("{who} used {star}'s ability."), who="seat", star="star"),
    "event_played": lambda e, n: _played(e, n, PLAYED, PLAYED_ON),
    "award_played": lambda e, n: _played(e, n, PLAYED_AWARD, PLAYED_AWARD_ON),
    "window_opened": _simple(T("{who} may respond."), who="seat"),
    "window_closed": lambda e, n: (n.say(_PASSED, who=n.player(e.get("seat")))
                                   if e.get("passed") else None),
    "reaction_played": _simple(T("{who} reacted with {card}."), who="seat", card="card"),
    "reaction_ability": _simple(T("{who} reacted with {star}'s ability."), who="seat", star="star"),
    "star_discarded": _star_discarded,
    "effect_fizzled": _simple(T("The effect fizzled: its target had gone.")),
    "nothing_to_take": _nothing_to_take,
    "film_taken": lambda e, n: n.say(_TAKEN, who=n.player(e.get("seat")),
                                     star=n.card(e.get("star")), film=n.film(e.get("film"))),
    "extra_purchase": _simple(T("{who} may buy one more award this turn."), who="seat"),
    "modified": _modified,
    "readied": _simple(T("{star} is ready again."), star="star"),
    "film_stolen": _simple(T("{who} moved the film {film} from {source} to {star}."), who="seat",
                           film="film", source="from", star="star"),
    "award_returned": _simple(T("{who} put {card} under the award deck."), who="seat", card="card"),
    "event_discarded": _simple(T("{who} discarded {card} at random."), who="seat", card="card"),
    "event_stolen": _event_stolen,
    "skip_set": _simple(T("{who} will skip their next turn."), who="seat"),
    "turn_skipped": _simple(T("{who} skips this turn."), who="seat"),
    "cancelled": _simple(T("{who} cancelled it."), who="seat"),
    "manual": _simple(T("The card's text is settled by hand at the table.")),
    "showdown": _simple(T("The main deck is empty: the final showdown begins.")),
    "player_out": _simple(T("{who} has no star left and leaves the game."), who="seat"),
    "game_over": _game_over,
    "end_turn": _simple(T("{who} ended the turn."), who="seat"),
    "turn": lambda e, n: n.say(_TURN, turn=e.get("turn"), who=n.player(e.get("seat"))),
}
