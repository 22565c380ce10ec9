"""The greedy bot: awards first, then films that build fame, then outshines the most
dangerous rival; plays events and abilities by a fixed value per effect."""
from __future__ import annotations

import random
from typing import Any

from ..engine.effects import leaves
from ..engine.moves import EFFECT_MOVES, BuyAward, ChooseTargets, MakeFilm, Move, Outshine, UseAbility
from .base import Bot, register

# What an effect verb is worth to the player who plays it (rough, but consistent).
VERB_VALUE = {
    "take_award": 900, "take_film": 420, "extra_award_purchase": 60, "draw": 180,
    "discard_star": 360, "steal_film": 300, "return_award": 380, "discard_random": 110,
    "steal_random": 140, "skip_turn": 150, "ready_star": 230, "manual": -50,
    "protect": 0, "cancel_event": 0,
}


class GreedyBot(Bot):
    name = "greedy"

    def choose(self, view: dict[str, Any], moves: list[Move], rng: random.Random,
               own_turn: bool = True) -> Move | None:
        if not moves:
            return None
        best: Move | None = None
        best_score = float("-inf")
        stars = self._stars(view)  # once per decision, not once per move
        for move in moves:
            score = self.score(view, move, stars) + rng.random()  # random tie-break
            if score > best_score:
                best, best_score = move, score
        if not own_turn and best_score < 150:
            return None
        return best

    # ------------------------------------------------------------------------------
    def _stars(self, view: dict[str, Any]) -> dict[str, tuple[int, dict[str, Any]]]:
        out = {}
        for seat, player in enumerate(view["players"]):
            for star in player["table"]:
                out[star["card"]] = (seat, star)
        return out

    def _effect(self, card: str) -> Any:
        assert self.cardset is not None
        c = self.cardset.cards[card]
        if c.kind == "star":
            return c.ability.effect  # type: ignore[union-attr]
        return c.effect  # type: ignore[union-attr]

    def score(self, view: dict[str, Any], move: Move,
              stars: dict[str, tuple[int, dict[str, Any]]] | None = None) -> float:
        me = view["seat"]
        if stars is None:
            stars = self._stars(view)
        kind = move.type
        if isinstance(move, BuyAward):
            fame = sum(stars[s][1]["fame"] for s in move.stars)
            waste = fame - (view["next_award_cost"] or 0)
            return 1000 - 20 * waste - 5 * len(move.stars)
        if isinstance(move, MakeFilm):
            fame = sum(stars[s][1]["fame"] for s in move.stars)
            waste = fame - (view["film_top_required"] or 0)
            # Films go to the star with most fame: blue films stack fame for awards.
            recipient_fame = stars[move.assign_to][1]["fame"] if move.assign_to in stars else 0
            return 500 - 25 * waste - 15 * len(move.stars) + recipient_fame
        if isinstance(move, Outshine):
            owner, target = stars[move.target]
            rival = view["players"][owner]
            score = 300 + 40 * target["fame"] + 60 * rival["award_count"] + 5 * len(target["films"])
            if view["status"] == "showdown":
                # the last player with a star wins: a rival down to few stars is the target
                score += 500 + 150 * max(0, 3 - len(rival["table"]))
            return score
        if isinstance(move, ChooseTargets):
            return self._aim_score(view, move, stars)
        if not isinstance(move, EFFECT_MOVES):  # end_turn, pass
            return 0
        if self.cardset is None:
            return 10
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
                value += self._protect_value(view)
            else:
                value += VERB_VALUE.get(verb, 0)
                if verb == "extra_award_purchase" and view["purchases_left"] <= 0:
                    value += 300
        if kind == "play_award":
            value -= 700  # a played award no longer counts toward victory
        if kind == "use_ability":
            value -= 120  # the star is used: she cannot make a film or buy this turn
        return value

    def _aim_score(self, view: dict[str, Any], move: ChooseTargets,
                   stars: dict[str, tuple[int, dict[str, Any]]]) -> float:
        """A5: the targets of an award this bot revealed: a boost on its own star, harm on
        the strongest rival (the one with most awards, then the star with most fame)."""
        me = view["seat"]
        reveal = view.get("reveal")
        if self.cardset is None or not reveal:
            return 0
        value = 0.0
        for leaf in leaves(self._effect(reveal["card"])):
            verb = leaf["do"]
            if move.target in stars and verb in ("modify", "discard_star", "steal_film", "ready_star"):
                owner, star = stars[move.target]
                mine = owner == me
                if verb == "modify":
                    good = leaf["amount"] > 0
                    weight = 40 if leaf["stat"] == "fame" else 1
                    value += (1 if good == mine else -1) * abs(leaf["amount"]) * weight
                    value += 0 if mine else 30 * view["players"][owner]["award_count"]
                elif verb == "ready_star":
                    value += 50 * star["fame"]
                else:
                    sign = -1 if mine else 1
                    rival = view["players"][owner]
                    value += sign * (40 * star["fame"] + 5 * len(star["films"])
                                     + 60 * rival["award_count"])
            if move.target_player is not None and verb != "modify":
                rival = view["players"][move.target_player]
                size = rival["hand_count"] if verb in ("discard_random", "steal_random") else 0
                value += 60 * rival["award_count"] + 10 * size + 5 * len(rival["table"])
        return value

    def _protect_value(self, view: dict[str, Any]) -> float:
        window = view.get("window")
        if not window:
            return -100
        return 600 if window["kind"] == "outshine" or window.get("source_kind") == "event" else 200


register("greedy", GreedyBot)
