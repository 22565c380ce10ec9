"""The greedy bot: awards first, then films that build fame, then outshines the most
dangerous rival; plays events and abilities by a fixed value per effect."""
from __future__ import annotations

import operator
import random
from typing import Any, ClassVar

from mypy_extensions import mypyc_attr

from ..engine.cards import FilmCard, StarCard
from ..engine.effects import leaves
from ..engine.flow import award_cost, purchases_left
from ..engine.legal import Listing
from ..engine.moves import EFFECT_MOVES, BuyAward, ChooseTargets, MakeFilm, Move, Outshine, UseAbility
from ..engine.pending import kind_word, source_kind
from ..engine.state import UNKNOWN
from .base import Bot, register

# What an effect verb is worth to the player who plays it (rough, but consistent).
VERB_VALUE = {
    "take_award": 900, "take_film": 420, "extra_award_purchase": 60, "draw": 180,
    "discard_star": 360, "steal_film": 300, "return_award": 380, "discard_random": 110,
    "steal_random": 140, "skip_turn": 150, "ready_star": 230, "manual": -50,
    "protect": 0, "cancel_event": 0,
}


# What playing a card as this kind costs the player besides its effect (see `score`).
KIND_MALUS = {"play_award": -700, "use_ability": -120}
_CARD_KINDS = ("use_ability", "play_event", "play_award")  # moves that play a card's effect


class Facts:
    """What the greedy bot's scores read, found once per decision: from a view (`of_view`),
    or from a Listing's state (`of_listing`), which skips building the whole view. Both read
    only what the seat's view shows (tables and their values, counts, costs, the open
    window and the revealed award), so both give the same scores."""

    # its attributes by name (a class compiled by mypyc keeps no `__slots__` to read them from)
    FIELDS: ClassVar[tuple[str, ...]] = (
        "me", "stars", "award_counts", "hand_counts", "table_sizes", "award_cost", "film_required",
        "status", "purchases_left", "window", "reveal_card")
    __slots__ = FIELDS

    def __init__(self, me: int, stars: dict[str, tuple[int, int, int]], award_counts: list[int],
                 hand_counts: list[int], table_sizes: list[int], award_cost: int | None,
                 film_required: int | None, status: str, purchases_left: int,
                 window: tuple[str, str | None] | None, reveal_card: str | None) -> None:
        self.me = me
        self.stars = stars  # star -> (owner seat, fame, films)
        self.award_counts = award_counts
        self.hand_counts = hand_counts
        self.table_sizes = table_sizes
        self.award_cost = award_cost
        self.film_required = film_required
        self.status = status
        self.purchases_left = purchases_left
        self.window = window  # (kind, source_kind) of the open response window
        self.reveal_card = reveal_card

    @classmethod
    def of_view(cls, view: dict[str, Any]) -> "Facts":
        players = view["players"]
        stars = {star["card"]: (seat, star["fame"], len(star["films"]))
                 for seat, player in enumerate(players) for star in player["table"]}
        window = view.get("window")
        reveal = view.get("reveal")
        return cls(view["seat"], stars, [p["award_count"] for p in players],
                   [p["hand_count"] for p in players], [len(p["table"]) for p in players],
                   view["next_award_cost"], view["film_top_required"], view["status"],
                   view["purchases_left"],
                   (window["kind"], window.get("source_kind")) if window else None,
                   reveal["card"] if reveal else None)

    @classmethod
    def of_listing(cls, listing: Listing) -> "Facts":
        state, me = listing.state, listing.seat
        values = listing.star_values()
        stars = {slot.card: (seat, values[slot.card][2], len(slot.films))
                 for seat, player in enumerate(state.players) for slot in player.table}
        players = state.players
        top_film = state.films[0] if state.films and state.films[0] != UNKNOWN else None
        window = state.window
        return cls(me, stars, [len(p.awards) for p in players], [len(p.hand) for p in players],
                   [len(p.table) for p in players], award_cost(state, me),
                   state.cardset.film_cards[top_film].fame_required if top_film is not None
                   else state.film_top_hint, state.status, purchases_left(state, me),
                   (kind_word(window.pending, window.cancelled), source_kind(window.pending))
                   if window else None,
                   state.reveals[0].source if state.reveals else None)


_EFFECT_PARTS: dict[int, tuple[Any, tuple[int, int, float, int, int]]] = {}


def _effect_parts(effect: Any) -> tuple[int, int, float, int, int]:
    """An effect's leaves summed once per effect, for `score` and `_effect_ceiling`: (its
    modify leaves' total, signed; the same total unsigned; the rest that does not depend on
    the position; its protect/cancel_event leaves; its extra_award_purchase leaves). Every
    part is a whole number, so the sums are the same in any order."""
    found = _EFFECT_PARTS.get(id(effect))
    if found is not None and found[0] is effect:
        return found[1]
    modify = unsigned = 0
    fixed = 0.0
    protects = extras = 0
    for leaf in leaves(effect):
        verb = leaf["do"]
        if verb == "modify":
            weight = 40 if leaf["stat"] == "fame" else 1
            permanent = 2 if leaf["until"] == "permanent" else 1
            modify += leaf["amount"] * weight * permanent
            unsigned += abs(leaf["amount"]) * weight * permanent
        elif verb in ("protect", "cancel_event"):
            protects += 1
        else:
            fixed += VERB_VALUE.get(verb, 0)
            if verb == "extra_award_purchase":
                extras += 1
    if len(_EFFECT_PARTS) >= 4_096:
        _EFFECT_PARTS.clear()
    parts = (modify, unsigned, fixed, protects, extras)
    _EFFECT_PARTS[id(effect)] = (effect, parts)
    return parts


def _score_parts(effect: Any) -> tuple[int, float, int, int]:
    """An effect's `score` in parts: (its modify leaves' total, signed for the player's own
    star and negated for a rival's, the rest, protect/cancel_event leaves, extra purchases)."""
    modify, _unsigned, fixed, protects, extras = _effect_parts(effect)
    return modify, fixed, protects, extras


def _ceiling_parts(effect: Any) -> tuple[float, int, int]:
    """An effect's best value as `_effect_ceiling` adds it up: (what does not depend on the
    position, every modify counted at its size; protect/cancel_event leaves; extra
    purchases)."""
    _modify, unsigned, fixed, protects, extras = _effect_parts(effect)
    return unsigned + fixed, protects, extras


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled (setup.py); search.py's EasyBot extends it
class GreedyBot(Bot):
    name = "greedy"
    # whole games hand it a Listing: the same moves and the same choice, without the view
    lists_moves = False

    def choose(self, view: dict[str, Any], moves: list[Move], rng: random.Random,
               own_turn: bool = True) -> Move | None:
        if not moves:
            return None
        return self._best(Facts.of_view(view), moves, rng, own_turn)

    def choose_from(self, listing: Listing, rng: random.Random,
                    own_turn: bool = True) -> Move | None:
        """`choose`'s move, drawing the same tie-breaks, but a kind of move whose best score
        cannot beat the best found so far (`ceiling`) is counted, not built."""
        if not listing.lazy_kinds:
            moves = listing.moves()
            return self._best(Facts.of_listing(listing), moves, rng, own_turn) if moves else None
        facts: Facts | None = None  # not needed when no kind has a move (most off-turn offers)
        best: Move | tuple[str, int] | None = None  # a move, or (kind, index) in the listing
        best_score = float("-inf")
        for kind in listing.lazy_kinds:
            count = listing.count(kind)
            if not count:
                continue
            draw = rng.random
            ties = [draw() for _ in range(count)]  # one per move, in listing order
            if facts is None:
                facts = Facts.of_listing(listing)
            if kind in _CARD_KINDS:
                # score <= ceiling for every move of the kind, so score + tie <= ceiling +
                # max(ties) (float addition rounds monotonically): none would be taken
                if self.ceiling(facts, listing, kind) + max(ties) <= best_score:
                    continue
            scores = self.scores_unbuilt(facts, listing, kind)
            if scores is not None:  # the kind's scores in listing order, no move built
                assert len(scores) == count
                totals = list(map(operator.add, scores, ties))
                top = max(totals)
                if top > best_score:  # the first move with the top total, as one by one
                    best, best_score = (kind, totals.index(top)), top
                continue
            for move, tie in zip(listing.of_kind(kind), ties, strict=True):
                score = self.score(facts, move) + tie
                if score > best_score:
                    best, best_score = move, score
        if best is None or (not own_turn and best_score < 150):
            return None
        return listing.pick(*best) if isinstance(best, tuple) else best

    def scores_unbuilt(self, facts: Facts, listing: Listing, kind: str
                       ) -> list[int] | list[float] | None:
        """`score` of every move of a kind, in listing order, read from the listing's teams,
        pairs and target options without building the moves (only the chosen one is built);
        None when the moves must be built and scored one by one (no card set known)."""
        if kind == "end_turn":
            return [0]
        # a team's fames, as listed, are its stars' fames in facts.stars
        if kind == "buy_award":
            cost = facts.award_cost or 0
            plan = listing.team_plan(kind)[2]
            return [1000 - 20 * (total - cost) - 5 * len(team)
                    for team, total in zip(plan.indices, plan.totals, strict=True)]
        if kind == "make_film":
            required = facts.film_required or 0
            _, fames, plan = listing.team_plan(kind)
            out: list[int] = []
            for team, total in zip(plan.indices, plan.totals, strict=True):
                base = 500 - 25 * (total - required) - 15 * len(team)
                out.extend([base + fames[i] for i in team])
            return out
        stars = facts.stars
        if kind in _CARD_KINDS:
            return self._effect_scores(facts, listing, kind)
        if kind == "outshine":
            counts = facts.award_counts
            showdown = facts.status == "showdown"
            out = []
            for _, target in listing.outshine_pairs():
                owner, target_fame, target_films = stars[target]
                score = 300 + 40 * target_fame + 60 * counts[owner] + 5 * target_films
                if showdown:
                    score += 500 + 150 * max(0, 3 - facts.table_sizes[owner])
                out.append(score)
            return out
        return None

    def _effect_scores(self, facts: Facts, listing: Listing, kind: str) -> list[float] | None:
        """`score` of every move of a card-playing kind, in listing order, without building
        the moves: a move's score depends on its source's effect and, through a `modify`,
        on whose star its target is."""
        if self.cardset is None:
            return None
        me = facts.me
        stars = facts.stars
        malus = KIND_MALUS.get(kind, 0)
        out: list[float] = []
        for source, effect, star in listing.effect_sources(kind):
            targets, seats, recipients, playable = listing.target_options_of(source, effect, star)
            if not playable:
                continue
            modify, fixed, protects, extras = _score_parts(effect)
            base = fixed
            if protects:
                base += protects * self._protect_value(facts)
            if extras and facts.purchases_left <= 0:
                base += 300 * extras
            repeat = (len(seats) or 1) * (len(recipients) or 1)
            for target in targets or (None,):
                if modify:
                    owner = stars[target][0] if target in stars else me
                    value = base + (modify if owner == me else -modify)
                else:
                    value = base
                out.extend([value + malus] * repeat)
        return out

    def ceiling(self, facts: Facts, listing: Listing, kind: str) -> float:
        """A bound no move of this kind scores above (`score`), found without the moves."""
        if kind == "end_turn":
            return 0
        if kind == "buy_award":  # the waste is never negative, a team has a star
            return 995
        if kind == "make_film":
            fames = [fame for owner, fame, _ in facts.stars.values() if owner == facts.me]
            return 485 + max(fames, default=0)
        if kind == "outshine":
            me, counts = facts.me, facts.award_counts
            top = max((40 * fame + 60 * counts[owner] + 5 * films
                       for owner, fame, films in facts.stars.values() if owner != me), default=0)
            if facts.status == "showdown":
                top += 500 + 150 * max(0, 3 - min(size for seat, size in enumerate(facts.table_sizes)
                                                   if seat != me))
            return 300 + top
        if self.cardset is None:
            return 10
        malus = KIND_MALUS.get(kind, 0)
        return malus + max((self._effect_ceiling(facts, effect)
                            for _, effect, _ in listing.effect_sources(kind)), default=0)

    def _effect_ceiling(self, facts: Facts, effect: Any) -> float:
        fixed, protects, extras = _ceiling_parts(effect)
        value = fixed + protects * self._protect_value(facts) if protects else fixed
        if extras and facts.purchases_left <= 0:
            value += 300 * extras
        return value

    def _best(self, facts: Facts, moves: list[Move], rng: random.Random,
              own_turn: bool) -> Move | None:
        best: Move | None = None
        best_score = float("-inf")
        for move in moves:
            score = self.score(facts, move) + rng.random()  # random tie-break
            if score > best_score:
                best, best_score = move, score
        if not own_turn and best_score < 150:
            return None
        return best

    # ------------------------------------------------------------------------------
    def _effect(self, card: str) -> Any:
        assert self.cardset is not None
        c = self.cardset.cards[card]
        if isinstance(c, StarCard):
            return c.ability.effect if c.ability is not None else None
        if isinstance(c, FilmCard):  # a film has no effect
            return None
        return c.effect

    def score(self, facts: Facts, move: Move) -> float:
        me = facts.me
        stars = facts.stars
        if isinstance(move, BuyAward):
            fame = sum(stars[s][1] for s in move.stars)
            waste = fame - (facts.award_cost or 0)
            return 1000 - 20 * waste - 5 * len(move.stars)
        if isinstance(move, MakeFilm):
            fame = sum(stars[s][1] for s in move.stars)
            waste = fame - (facts.film_required or 0)
            # Films go to the star with most fame: blue films stack fame for awards.
            recipient_fame = stars[move.assign_to][1] if move.assign_to in stars else 0
            return 500 - 25 * waste - 15 * len(move.stars) + recipient_fame
        if isinstance(move, Outshine):
            owner, target_fame, target_films = stars[move.target]
            score = 300 + 40 * target_fame + 60 * facts.award_counts[owner] + 5 * target_films
            if facts.status == "showdown":
                # the last player with a star wins: a rival down to few stars is the target
                score += 500 + 150 * max(0, 3 - facts.table_sizes[owner])
            return score
        if isinstance(move, ChooseTargets):
            return self._aim_score(facts, move)
        if not isinstance(move, EFFECT_MOVES):  # end_turn, pass
            return 0
        if self.cardset is None:
            return 10
        kind = move.type
        source = move.star if isinstance(move, UseAbility) else move.card
        effect = self._effect(source)
        value = 0.0
        for leaf in leaves(effect):
            verb = leaf["do"]
            if verb == "modify":
                aimed = move.target
                owner = stars[aimed][0] if aimed in stars else me
                sign = 1 if owner == me else -1
                weight = 40 if leaf["stat"] == "fame" else 1
                permanent = 2 if leaf["until"] == "permanent" else 1
                value += sign * leaf["amount"] * weight * permanent
            elif verb in ("protect", "cancel_event"):
                value += self._protect_value(facts)
            else:
                value += VERB_VALUE.get(verb, 0)
                if verb == "extra_award_purchase" and facts.purchases_left <= 0:
                    value += 300
        # a played award no longer counts toward victory; a star whose ability is used
        # cannot make a film or buy this turn
        return value + KIND_MALUS.get(kind, 0)

    def _aim_score(self, facts: Facts, move: ChooseTargets) -> float:
        """A5: the targets of an award this bot revealed: a boost on its own star, harm on
        the strongest rival (the one with most awards, then the star with most fame)."""
        me = facts.me
        stars = facts.stars
        if self.cardset is None or not facts.reveal_card:
            return 0
        value = 0.0
        for leaf in leaves(self._effect(facts.reveal_card)):
            verb = leaf["do"]
            if move.target in stars and verb in ("modify", "discard_star", "steal_film", "ready_star"):
                owner, fame, films = stars[move.target]
                mine = owner == me
                if verb == "modify":
                    good = leaf["amount"] > 0
                    weight = 40 if leaf["stat"] == "fame" else 1
                    value += (1 if good == mine else -1) * abs(leaf["amount"]) * weight
                    value += 0 if mine else 30 * facts.award_counts[owner]
                elif verb == "ready_star":
                    value += 50 * fame
                else:
                    sign = -1 if mine else 1
                    value += sign * (40 * fame + 5 * films + 60 * facts.award_counts[owner])
            if move.target_player is not None and verb != "modify":
                rival = move.target_player
                size = facts.hand_counts[rival] if verb in ("discard_random", "steal_random") else 0
                value += 60 * facts.award_counts[rival] + 10 * size + 5 * facts.table_sizes[rival]
        return value

    def _protect_value(self, facts: Facts) -> float:
        window = facts.window
        if not window:
            return -100
        return 600 if window[0] == "outshine" or window[1] == "event" else 200


register("greedy", GreedyBot)
