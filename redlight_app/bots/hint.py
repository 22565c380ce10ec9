"""The "hint" a rehearsing player can ask for: what normal-level search would play, and why.

    hint(cardset, view, moves, seat, seed) -> Hint(move, win_chance, reason, ...)

It reads exactly what a bot reads (the seat's view, its legal moves, the public card set),
so asking for a hint never reveals a hidden card. The same view, moves and seed give the
same hint. `reason` is a plain-English sentence for the player; `why` says the same in
structured form (what kind of gain, which card, whose, how many), for a screen to put in the
player's own language.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..engine.cards import AwardCard, CardSet, EventCard, StarCard
from ..engine.flow import award_counts
from ..engine.moves import (
    EFFECT_MOVES,
    BuyAward,
    ChooseTargets,
    MakeFilm,
    Move,
    Outshine,
    Pass,
    PlayAward,
    PlayEvent,
    UseAbility,
)
from ..engine.state import Options
from .search import LEVELS, PLAY_TYPES, Level, SearchBot


@dataclass(frozen=True)
class Alternative:
    move: Move | None
    win_chance: float
    description: str


@dataclass(frozen=True)
class Why:
    """Why the hinted move is good, as data (no sentence), read from the seat's view.

    kind: "award" (an award toward the four; `count` awards counting now), "film" (`card`
    gets a film), "outshine" (`card` of seat `owner` leaves the table; `fame`, `films` she
    carries, `strongest`: no star of that player has more fame, `count` stars that player has
    on the table), "effect" (`card`'s effect),
    "keep" (pass, keeping reactions), "end" (nothing better this turn), "wait" (no move)."""

    kind: str
    card: str | None = None
    owner: int | None = None
    count: int = 0
    fame: int = 0
    films: int = 0
    strongest: bool = False


@dataclass(frozen=True)
class Hint:
    move: Move | None  # None: off your turn, let the moment pass
    win_chance: float  # estimated chance to win after this move, 0..1
    reason: str
    alternatives: tuple[Alternative, ...] = field(default=())  # the next best, best first
    iterations: int = 0
    seconds: float = 0.0
    why: Why | None = None


def hint(cardset: CardSet, view: dict[str, Any], moves: Sequence[Move], seat: int, seed: int,
         own_turn: bool = True, options: Options | None = None,
         level: Level | str = "normal") -> Hint:
    """What `level` search would play from `view`, with its estimated win chance and a reason.

    `own_turn` False: the moves are off-turn plays (any_turn events) and doing nothing is an
    option too (the hint's move is then None)."""
    if view.get("seat") != seat:
        raise ValueError(f"the view is seat {view.get('seat')}'s, not seat {seat}'s")
    lvl = LEVELS[level] if isinstance(level, str) else level
    bot = SearchBot(lvl, options=options)
    bot.begin(cardset, seat)
    if not moves:
        return Hint(None, 0.0, "You have nothing to play right now.")
    if not any(m.type in PLAY_TYPES for m in moves):
        return Hint(None, 0.0, "Enter what came up at the table first, then ask again.")
    result = bot.search(view, list(moves), seed, allow_none=not own_turn)
    describe = MoveDescriber(cardset, view, options)
    sentence = describe(result.move)
    chance = round(100 * result.win_chance)
    reason = f"{sentence}; estimated win chance {chance}%"
    others = [s for s in result.stats[1:] if s.visits > 0][:3]
    if others:
        runner = others[0]
        reason += (f" (next best: {describe(runner.move, short=True)}, "
                   f"{round(100 * runner.win_chance)}%)")
    return Hint(result.move, result.win_chance, reason + ".",
                tuple(Alternative(s.move, s.win_chance, describe(s.move)) for s in others),
                result.iterations, result.seconds, why_of(result.move, view, cardset, options))


def why_of(move: Move | None, view: dict[str, Any], cardset: CardSet,
           options: Options | None = None) -> Why:
    """What the move gains, from the seat's view only (the same facts the sentence uses)."""
    if move is None:
        return Why("wait")
    me = view["players"][view["seat"]]
    if isinstance(move, BuyAward):
        held = sum(1 for a in me["awards"] or [] if _counts(cardset, a, options))
        return Why("award", count=held)
    if isinstance(move, MakeFilm):
        return Why("film", card=move.assign_to)
    if isinstance(move, Outshine):
        for seat, player in enumerate(view["players"]):
            stars = {s["card"]: s for s in player["table"]}
            if move.target in stars:
                target = stars[move.target]
                best = max(s["fame"] for s in stars.values())
                return Why("outshine", card=move.target, owner=seat, count=len(stars),
                           fame=target["fame"], films=len(target["films"]),
                           strongest=target["fame"] >= best)
        return Why("outshine", card=move.target)
    if isinstance(move, UseAbility):
        return Why("effect", card=move.star)
    if isinstance(move, PlayEvent | PlayAward):
        return Why("effect", card=move.card)
    if isinstance(move, Pass):
        return Why("keep")
    return Why("end")


def _counts(cardset: CardSet, award: str, options: Options | None) -> bool:
    """V2 as the engine reads it, the game's options included (a table that rules silver
    awards out of the four)."""
    return isinstance(cardset.cards.get(award), AwardCard) and \
        award_counts(cardset, options or Options(), award)


class MoveDescriber:
    """Moves as sentences for the player whose view this is."""

    def __init__(self, cardset: CardSet, view: dict[str, Any],
                 options: Options | None = None) -> None:
        self.cardset = cardset
        self.view = view
        self.options = options
        self.seat = view["seat"]
        self.stars: dict[str, tuple[int, dict[str, Any]]] = {}
        for i, player in enumerate(view["players"]):
            for star in player["table"]:
                self.stars[star["card"]] = (i, star)

    def name(self, instance: str | None) -> str:
        return self.cardset.name_of(instance) if instance else "?"

    def names(self, instances: Sequence[str]) -> str:
        names = [self.name(i) for i in instances]
        if len(names) <= 1:
            return "".join(names)
        return ", ".join(names[:-1]) + " and " + names[-1]

    def owner_name(self, instance: str | None) -> str:
        found = self.stars.get(instance or "")
        if found is None:
            return ""
        return self.view["players"][found[0]]["name"] + "'s "

    def __call__(self, move: Move | None, short: bool = False) -> str:
        view = self.view
        me = view["players"][self.seat]
        if move is None:
            return "Keep your cards for now"
        kind = move.type
        if isinstance(move, BuyAward):
            fame = sum(self.stars[s][1]["fame"] for s in move.stars if s in self.stars)
            held = 1 + sum(1 for a in me["awards"] or [] if self._counts(a))
            text = f"Buy an award with {self.names(move.stars)}"
            if short:
                return text
            return (f"{text} (fame {fame} for a cost of {view.get('next_award_cost')}): "
                    f"you would hold {held} of 4")
        if isinstance(move, MakeFilm):
            text = f"Make a film with {self.names(move.stars)}"
            if short:
                return text
            fame = sum(self.stars[s][1]["fame"] for s in move.stars if s in self.stars)
            return (f"{text} (fame {fame}, the top film needs {view.get('film_top_required')}); "
                    f"it goes to {self.name(move.assign_to)}")
        if isinstance(move, Outshine):
            text = f"Outshine {self.owner_name(move.target)}{self.name(move.target)} with {self.name(move.star)}"
            if short:
                return text
            target = self.stars.get(move.target or "")
            attacker = self.stars.get(move.star or "")
            if target is None or attacker is None:
                return text
            films = len(target[1]["films"])
            tail = f", taking her {films} film{'s' if films != 1 else ''} off the table" if films else ""
            return (f"{text} (charisma {attacker[1]['charisma']} against psyche "
                    f"{target[1]['psyche']}, her fame {target[1]['fame']}){tail}")
        if isinstance(move, EFFECT_MOVES):
            source = move.star if isinstance(move, UseAbility) else move.card
            card = self.cardset.cards.get(source or "")
            if kind == "use_ability":
                text = f"Use {self.name(source)}'s ability"
            elif kind == "play_award":
                text = f"Play your award {self.name(source)} for its effect"
            else:
                text = f"Play {self.name(source)}"
            if move.target:
                text += f" on {self.owner_name(move.target)}{self.name(move.target)}"
            if move.target_player is not None:
                text += f" against {view['players'][move.target_player]['name']}"
            if short:
                return text
            effect_text = ""
            if isinstance(card, StarCard) and card.ability is not None:
                effect_text = card.ability.text
            elif isinstance(card, (EventCard, AwardCard)):
                effect_text = card.text
            if kind == "play_award":
                text += " (it no longer counts toward your four)"
            effect_text = effect_text.strip().rstrip(".")
            return f"{text}: {effect_text}" if effect_text else text
        if kind == "pass":
            window = view.get("window") or {}
            what = "the outshine" if window.get("kind") == "outshine" else "it"
            return f"Pass: let {what} resolve, keeping your reactions"
        if isinstance(move, ChooseTargets):
            reveal = view.get("reveal") or {}
            text = f"Aim {self.name(reveal.get('card'))}"
            if move.target:
                text += f" at {self.owner_name(move.target)}{self.name(move.target)}"
            if move.target_player is not None:
                text += f" against {view['players'][move.target_player]['name']}"
            return text
        if kind == "end_turn":
            return "End your turn"
        return kind

    def _counts(self, award: str) -> bool:
        return _counts(self.cardset, award, self.options)
