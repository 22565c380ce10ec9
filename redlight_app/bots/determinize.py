"""Sampling a full game state consistent with what one seat may know (its view).

A search bot never sees the true state. To look ahead it deals the cards it cannot see at
random, in a way that agrees with everything its view shows: the unseen cards are every
instance of the card set minus those the view shows (own hand and awards, tables with
their filmographies, the discard pile, the card a response window is about); they are
dealt into the opponents' hands (events) and award piles (awards), the main deck (stars
and events), the film deck (whose top card has the required fame the view shows) and the
award deck (whose top card has the cost row the view shows).

Everything here reads the view and the public card set only. Iteration orders follow the
card set's instance order (never a Python set), so a sample depends only on the view and
the RNG, whatever process runs it.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any

from ..engine import chance
from ..engine.cards import PLAYER_TARGET_VERBS, CardSet
from ..engine.effects import TargetError, leaves
from ..engine.effects import plan as plan_effect
from ..engine.flow import draw_main
from ..engine.pending import (
    AwaitedReveal,
    Pending,
    PendingOutshine,
    Reveal,
    UsedAbility,
    pending_from_dict,
)
from ..engine.rules import effect_of
from ..engine.state import TABLE, UNKNOWN, GameState, Modifier, Options, PlayerState, StarSlot, Window


class InconsistentView(ValueError):
    """The view does not fit the card set (counts of unseen cards do not add up)."""


@dataclass(frozen=True)
class Unseen:
    """The cards a seat cannot see, by kind, in card set order."""

    stars: tuple[str, ...]
    events: tuple[str, ...]
    films: tuple[str, ...]
    awards: tuple[str, ...]


def visible_cards(view: dict[str, Any]) -> list[str]:
    """Every card instance the view shows (some may be named twice, e.g. a window source)."""
    seen: list[str] = []
    for player in view["players"]:
        for star in player["table"]:
            seen.append(star["card"])
            seen.extend(star["films"])
        if player["hand"]:
            seen.extend(player["hand"])
        if player["awards"]:
            seen.extend(player["awards"])
    seen.extend(view["discard"])
    reveal = view.get("reveal")
    if reveal:  # A5: revealed awards waiting for their targets (shown to everyone)
        seen.extend(reveal.get("waiting") or [reveal["card"]])
    window = view.get("window")
    if window and window.get("source") and window.get("source_kind") in (
            "event", "award_play", "award_reveal"):
        seen.append(window["source"])
    if window and window.get("resolving"):  # E2: a reaction played face up, still resolving
        seen.append(window["resolving"])
    return seen


def unseen_cards(cardset: CardSet, view: dict[str, Any]) -> Unseen:
    seen = set(visible_cards(view))
    inst = cardset.instances
    return Unseen(*(tuple(i for i in inst[kind] if i not in seen)
                    for kind in ("star", "event", "film", "award")))


def _purchases(view: dict[str, Any], seat: int, n: int) -> tuple[list[int], list[int]]:
    """purchases / extra_purchases per seat. The view gives purchases_left for its own seat
    only; other seats are assumed to have their one purchase left (the view does not say)."""
    purchases, extra = [0] * n, [0] * n
    left = view.get("purchases_left")
    if left is not None and seat is not None:
        if left >= 1:
            extra[seat] = left - 1
        else:
            purchases[seat] = 1 - left
    for i, player in enumerate(view["players"]):
        other_left = player.get("purchases_left")  # if a later view adds it for every seat
        if i != seat and other_left is not None:
            if other_left >= 1:
                extra[i] = other_left - 1
            else:
                purchases[i] = 1 - other_left
    return purchases, extra


def determinize(cardset: CardSet, view: dict[str, Any], rng: random.Random,
                options: Options | None = None, seed: int | None = None) -> GameState:
    """A full GameState that `view` could have come from, with hidden cards dealt at random.

    `options` are the game's options (public; the view does not carry them yet). The
    sampled state's own RNG seed is drawn from `rng` (future chance is unknown too).
    Many samples of one view: `Dealer(cardset, view, options).deal(rng)` each, the same
    samples for the same RNG, the view read once."""
    return Dealer(cardset, view, options).deal(rng, seed)


class Dealer:
    """Deals samples of one view (`determinize`): what the view says is worked out once,
    each `deal` shuffles the unseen cards and builds the state around them. Raises
    InconsistentView at once if the unseen cards cannot fill the view's counts; `deal`
    raises it if no unseen film or award fits the top one the view shows."""

    def __init__(self, cardset: CardSet, view: dict[str, Any],
                 options: Options | None = None) -> None:
        self.view = view
        seat = self.seat = view["seat"]
        players_v = view["players"]
        n = len(players_v)
        unseen = unseen_cards(cardset, view)
        # Table mode (a real game followed by the app): cards nobody has entered show as "?",
        # even in the seat's own hand; the sample deals them like any hidden card.
        self.table_mode = view.get("chance") == TABLE
        own_hand = list(players_v[seat]["hand"] or [])
        own_unknown = own_hand.count(UNKNOWN)
        own_hand = [c for c in own_hand if c != UNKNOWN]

        # -- the hidden decks and piles -----------------------------------------------------
        self.hand_counts = [own_unknown if i == seat else p["hand_count"]
                            for i, p in enumerate(players_v)]
        self.award_counts = [0 if i == seat else p["award_count"] for i, p in enumerate(players_v)]
        main_count, film_count, award_count = view["main"], view["films"], view["awards"]
        self.stars = list(unseen.stars)
        self.events = list(unseen.events)
        self.films = list(unseen.films)
        self.awards = list(unseen.awards)
        events_in_main = main_count - len(self.stars)
        if (events_in_main < 0 or len(self.events) != events_in_main + sum(self.hand_counts)
                or len(self.films) != film_count
                or len(self.awards) != award_count + sum(self.award_counts)):
            raise InconsistentView(
                f"unseen cards do not fit the view: {len(self.stars)} stars + "
                f"{len(self.events)} events for main {main_count} and hands "
                f"{sum(self.hand_counts)}; {len(self.films)} films for {film_count}; "
                f"{len(self.awards)} awards for deck {award_count} and held "
                f"{sum(self.award_counts)}")
        # the unseen films and awards that may be the top ones the view shows
        self.required = view.get("film_top_required")
        self.top_films = frozenset(f for f in self.films
                                   if cardset.film_cards[f].fame_required == self.required)
        costs = view.get("award_top_costs")
        self.top_costs = tuple(costs) if award_count > 0 and costs is not None else None
        self.top_awards = frozenset(a for a in self.awards
                                    if cardset.award_cost_row(a) == self.top_costs)

        # -- the public state, built again for every sample (with `__init__`, as the engine
        # builds its objects: attribute reads on them are the quickest) ---------------------
        self.cardset = cardset
        self.options = options or Options()
        self.own_hand = own_hand
        self.players = [(p["name"], [(s["card"], tuple(s["films"]), bool(s["used"]))
                                     for s in p["table"]],
                         list(p["awards"] or []) if i == seat else None, bool(p["out"]))
                        for i, p in enumerate(players_v)]
        self.purchases, self.extra = _purchases(view, seat, n)
        self.discard = list(view["discard"])
        self.winners = list(view.get("winners") or [])
        self.modifiers = [(m["star"], m["stat"], m["amount"], m["until"])
                          for m in view.get("modifiers", [])]
        self.skips = [int(p.get("skips", 0)) for p in players_v]
        window = view.get("window")
        # the window is the same in every sample, unless the view is an older one without
        # the plan of the effect in it: that is worked out on each sample, as it always was
        self.window = (_window(None, window) if window is not None and (
            window.get("plan") is not None or window["kind"] != "effect") else None)
        reveal = view.get("reveal")
        self.reveals: list[Reveal] = []
        if reveal:
            waiting = reveal.get("waiting") or [reveal["card"]]
            in_window = reveal.get("in_window") or [False] * len(waiting)
            self.reveals = [AwaitedReveal(reveal["seat"], award, inside)
                            for award, inside in zip(waiting, in_window, strict=True)]
        self.drawing, self.due = view.get("drawing"), view.get("draws_due") or 0

    def deal(self, rng: random.Random, seed: int | None = None) -> GameState:
        """One sample: the same for the same RNG state (and `determinize`'s for it)."""
        events = self.events[:]
        chance.shuffle(rng, events)
        hands: list[list[str]] = []
        at = 0
        for count in self.hand_counts:
            hands.append(events[at:at + count])
            at += count
        main = self.stars + events[at:]
        chance.shuffle(rng, main)

        films = self.films[:]
        chance.shuffle(rng, films)
        if films and self.required is not None:
            fits = self.top_films
            top = next((i for i, f in enumerate(films) if f in fits), None)
            if top is not None:
                films.insert(0, films.pop(top))
            elif not self.table_mode:  # at a real table a hand-entered requirement may not fit
                raise InconsistentView(f"no unseen film requires fame {self.required}")

        awards = self.awards[:]
        chance.shuffle(rng, awards)
        top_award: str | None = None
        if self.top_costs is not None:
            fits = self.top_awards
            top_i = next((i for i, a in enumerate(awards) if a in fits), None)
            if top_i is not None:
                top_award = awards.pop(top_i)
            elif not self.table_mode:
                raise InconsistentView(f"no unseen award has the cost row {self.top_costs}")
        held: list[list[str]] = []
        at = 0
        for count in self.award_counts:
            held.append(awards[at:at + count])
            at += count
        rest = awards[at:]
        award_deck = ([top_award] if top_award is not None else []) + rest

        view = self.view
        players = []
        for i, (name, table, own_awards, out) in enumerate(self.players):
            slots = [StarSlot(card, list(films), used) for card, films, used in table]
            if own_awards is not None:
                players.append(PlayerState(name, slots, self.own_hand + hands[i], own_awards[:], out))
            else:
                players.append(PlayerState(name, slots, hands[i], held[i], out))
        state = GameState(
            cardset=self.cardset, players=players, options=self.options,
            seed=seed if seed is not None else rng.getrandbits(48),
            main=main, films=films, awards=award_deck, discard=self.discard[:],
            active=view["active"], turn=view["turn"], status=view["status"],
            winners=self.winners[:], ending=view.get("ending"),
            modifiers=[Modifier(*m) for m in self.modifiers],
            purchases=self.purchases[:], extra_purchases=self.extra[:], skips=self.skips[:])
        window = view.get("window")
        if self.window is not None:
            state.window = self.window.copy()
        elif window is not None:
            state.window = _window(state, window)
        if self.reveals:
            state.reveals = self.reveals[:]  # frozen: shared
        if self.table_mode and self.drawing is not None and self.due > 0:
            draw_main(state, self.drawing, self.due, [])  # the draw the table has yet to enter
        return state



def _window(state: GameState | None, w: dict[str, Any]) -> Window:
    """The open response window. The view names the pending effect's plan (each leaf's
    target) but not its recipient; an older view without the plan has it worked out again
    from the named targets, as `rules` planned it when the effect was declared."""
    found, cancelled = pending_from_dict(w)
    assert not isinstance(found, AwaitedReveal), "a window answers an outshine or an effect"
    pending: Pending = found
    if not isinstance(pending, PendingOutshine) and pending.plan is None and not cancelled:
        assert state is not None, "a view without the plan: the plan is found on a state"
        source_star = pending.source if isinstance(pending, UsedAbility) else None
        effect = effect_of(state, pending)
        try:
            targets = plan_effect(state, pending.actor, effect, source_star, pending.target,
                                  pending.target_player, None)
        except TargetError:  # targets changed since it was declared: keep what the view names
            targets = [[None if leaf["do"] in PLAYER_TARGET_VERBS else pending.target,
                        pending.target_player if leaf["do"] in PLAYER_TARGET_VERBS else None]
                       for leaf in leaves(effect)]
        pending = replace(pending, plan=targets)
    return Window(w["seat"], pending, tuple(w.get("waiting") or ()),
                  list(w.get("reactions_used", [])), w.get("resolving"), cancelled)

