"""What a seat may infer about its opponents' hidden hands from what they did.

`determinize` deals the cards a seat cannot see at random. A player at the table knows
more than the counts: an opponent who had a turn to play its cards and kept some kept the
ones it could not or would not play (its reactions, cards with no target then), and an
opponent whose star was outshone, or who was hit by an event, without answering it held no
reaction that answers it. This module turns that into how an opponent's hand is dealt in
the search's samples (`HandBelief`, read by `Dealer.deal`):

- a turn's leftovers: an event the seat would have played on its last turn (a useful
  effect with a target, in the positions seen before and after that turn) is dealt into
  its hand with a low weight (`played_weight`) while another seat is acting;
- a passed window: after this bot's outshine or card aimed at a seat, if no reaction card
  of that seat reached the discard pile, every reaction event that would have answered it
  is excluded from the cards that seat held then (never dealt, unless the unseen cards
  leave no other way), for as long as those cards can still be in its hand: cards it
  gained since (counted from its hand size and its turns' draws) are dealt freely.

Fair: `HandInference` reads only the views its own seat is shown, in order, and its own
moves; never a hidden card. Pure: no Qt, no database, no clock; the same views and moves
give the same beliefs.

Screened against greedy (benchmarks/FIGURES.md, branch infer): no gain shown, so neither
computer level uses it (`Level.played_weight` None); `benchmarks/hard_screen.py infer`
plays it.
"""
from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..engine.cards import CardSet, EventCard, StarCard
from ..engine.effects import leaves, target_options
from ..engine.moves import ChooseTargets, Move, Outshine, PlayAward, PlayEvent, UseAbility
from ..engine.state import GameState
from .determinize import Dealer, InconsistentView
from .greedy import VERB_VALUE

# Player-aimed verbs that open no response window (R1: skip_turn targets a turn).
_NO_WINDOW_VERBS = frozenset(("skip_turn",))
DRAWS_PER_TURN = 2  # T1


@dataclass(frozen=True)
class HandBelief:
    """How one seat's hidden hand is dealt: first `old` cards drawn by `old_weights`, then
    the rest by `weights` (card instance -> weight; an instance not named weighs 1; weight
    0: only when nothing else is left)."""

    weights: Mapping[str, float] = field(default_factory=dict)
    old: int = 0
    old_weights: Mapping[str, float] = field(default_factory=dict)


def useful_effect(effect: Any) -> bool:
    """Whether an effect is worth playing on one's own turn for its own sake (the greedy
    bot's reading: a protect or cancel outside a window, or a `manual` card, is not)."""
    value = 0.0
    for leaf in leaves(effect):
        verb = leaf["do"]
        if verb == "modify":
            value += abs(leaf["amount"])
        elif verb in ("protect", "cancel_event"):
            value -= 100
        else:
            value += VERB_VALUE.get(verb, 0)
    return value > 0


def playable_on_own_turn(cardset: CardSet, probe: GameState, seat: int) -> frozenset[str]:
    """The event instances `seat` would play on its own turn, had it held them, in `probe`'s
    public position: own_turn and any_turn events with a useful effect and at least one
    target. `probe` is a sample of
    the position (only public things are read: tables, films, hand and award counts, deck
    sizes); the seat's stars count as used, as they are by the end of a turn (ready_star)."""
    saved = [slot.used for slot in probe.players[seat].table]
    for slot in probe.players[seat].table:
        slot.used = True
    try:
        out = set()
        for inst, card in cardset.event_cards.items():
            if card.phase == "reaction" or not useful_effect(card.effect):
                continue
            if target_options(probe, seat, card.effect, None)[3]:
                out.add(inst)
        return frozenset(out)
    finally:
        for slot, used in zip(probe.players[seat].table, saved, strict=True):
            slot.used = used


def answering_reactions(cardset: CardSet, move: Move, target_has_star: bool) -> frozenset[str]:
    """The reaction events (instances) that would answer `move` in its target's window: a
    protect always, a cancel_event only an event, any other reaction (a boost to one's own
    star) when the target has a star to aim it at."""
    is_event = isinstance(move, PlayEvent)
    out = set()
    for inst in cardset.reaction_events:
        card = cardset.event_cards[inst]
        for leaf in leaves(card.effect):
            verb = leaf["do"]
            if verb == "protect" or (verb == "cancel_event" and is_event) or (
                    verb not in ("protect", "cancel_event") and target_has_star):
                out.add(inst)
                break
    return frozenset(out)


def window_target(cardset: CardSet, view: dict[str, Any], move: Move) -> int | None:
    """The seat whose response window `move` (this bot's own) opens if that seat holds an
    answer (R1), or None: an outshine's target's owner, or the owner of the star / the
    player a played card aims at (skip_turn opens none)."""
    owners = {star["card"]: seat for seat, player in enumerate(view["players"])
              for star in player["table"]}
    if isinstance(move, Outshine):
        return owners.get(move.target)
    if not isinstance(move, PlayEvent | UseAbility | PlayAward | ChooseTargets):
        return None
    if isinstance(move, ChooseTargets):
        reveal = view.get("reveal")
        source = reveal["card"] if reveal else None
    else:
        source = move.star if isinstance(move, UseAbility) else move.card
    if source is None:
        return None
    card = cardset.cards[source]
    if isinstance(card, StarCard):
        effect = card.ability.effect if card.ability is not None else None
    else:
        effect = getattr(card, "effect", None)
    if effect is None or (isinstance(card, EventCard) and card.phase == "reaction"):
        return None
    verbs = {leaf["do"] for leaf in leaves(effect)}
    if verbs <= _NO_WINDOW_VERBS:
        return None
    target = owners.get(move.target) if move.target is not None else None
    if target is None:
        target = move.target_player
    if target is None or target == view["seat"]:
        return None
    return target


@dataclass
class _Clean:
    """Of a seat's hand, `old` cards held since it let a window pass: none of them is in
    `excluded`."""

    excluded: frozenset[str]
    old: int


class HandInference:
    """One seat's memory of a game, for dealing its opponents' hands (`beliefs`).

    Call `observe(view)` with every view the seat is shown (in order) and `chose(view, move)`
    with every move it makes; `beliefs(view)` gives how to deal each seat's hand now.
    """

    def __init__(self, cardset: CardSet, seat: int, played_weight: float = 0.15,
                 windows: bool = True) -> None:
        self.cardset = cardset
        self.seat = seat
        self.played_weight = played_weight
        self.windows = windows
        self.clean: dict[int, _Clean] = {}
        # seat -> the events it would have played in its last turn, had it held them
        self.kept: dict[int, frozenset[str]] = {}
        self._last: dict[str, Any] | None = None  # the last view seen
        self._move: tuple[dict[str, Any], Move] | None = None  # the last own move, its view

    # -- memory --------------------------------------------------------------------
    def observe(self, view: dict[str, Any]) -> None:
        last = self._last
        if last is None:  # the turns before the first view went round from the first player
            n = len(view["players"])
            first = (view["active"] - (view["turn"] - 1)) % n
            self._turns_ended(view, view, {(first + t) % n for t in range(
                min(view["turn"] - 1, n))})
        else:
            self._update_counts(last, view)
            ended = _turns_between(last, view)
            ended.add(last["active"]) if view["turn"] > last["turn"] else None
            self._turns_ended(last, view, ended - {view["active"]})
        if self._move is not None and self.windows:
            self._window_evidence(*self._move, view)
        self._move = None
        self._last = view

    def _turns_ended(self, before: dict[str, Any], after: dict[str, Any], seats: set[int]) -> None:
        """The turns of `seats` ended between the two views: what each kept is what it
        could not or would not play, in the position before and after (both, to be sure:
        a target that appeared later, such as a card drawn since, was not there for it)."""
        seats = {s for s in seats if s != self.seat}
        if not seats or self.played_weight >= 1:
            return
        probes = []
        for seen in (before, after) if before is not after else (after,):
            try:
                probes.append(Dealer(self.cardset, seen).deal(random.Random(0)))
            except InconsistentView:
                return
        for seat in seats:
            sets = [playable_on_own_turn(self.cardset, probe, seat) for probe in probes]
            self.kept[seat] = frozenset.intersection(*sets)

    def chose(self, view: dict[str, Any], move: Move | None) -> None:
        self._move = (view, move) if move is not None else None

    def _update_counts(self, last: dict[str, Any], view: dict[str, Any]) -> None:
        """Cards gained since the last view are not among the clean ones: the clean part
        of a hand shrinks to what the hand size and the turns' draws leave room for."""
        turns = view["turn"] - last["turn"]
        players = view["players"]
        for seat, clean in list(self.clean.items()):
            now = players[seat]["hand_count"]
            gained = max(0, now - last["players"][seat]["hand_count"])
            if turns > 0 and seat in _turns_between(last, view):  # T1: drew at its turn's start
                gained = max(gained, min(DRAWS_PER_TURN, last["main"]))
            clean.old = max(0, min(clean.old, now - gained))
            if clean.old == 0:
                del self.clean[seat]

    def _window_evidence(self, before: dict[str, Any], move: Move, view: dict[str, Any]) -> None:
        target = window_target(self.cardset, before, move)
        if target is None:
            return
        new = view["discard"][len(before["discard"]):]
        reactions = self.cardset.reaction_events
        if any(card in reactions for card in new):
            return  # it answered (or someone did): nothing learnt about the rest
        table = before["players"][target]["table"]
        excluded = answering_reactions(self.cardset, move, bool(table))
        count = view["players"][target]["hand_count"]
        clean = self.clean.get(target)
        if clean is not None:
            # the cards clean before are clean of both sets; the others of the new one
            excluded = excluded | clean.excluded if clean.old >= count else excluded
        if count > 0 and excluded:
            self.clean[target] = _Clean(excluded, count)

    # -- beliefs ---------------------------------------------------------------------
    def beliefs(self, view: dict[str, Any]) -> list[HandBelief | None]:
        """How to deal each seat's hand in samples of `view` (None: the seat's own, or
        nothing known)."""
        out: list[HandBelief | None] = []
        for seat, player in enumerate(view["players"]):
            if seat == self.seat or player["hand_count"] == 0 or player["out"]:
                out.append(None)
                continue
            weights: dict[str, float] = {}
            kept = self.kept.get(seat)
            if kept is not None and view["active"] != seat:
                weights = dict.fromkeys(kept, self.played_weight)
            clean = self.clean.get(seat)
            if clean is not None:
                old = min(clean.old, player["hand_count"])
                old_weights = dict(weights)
                old_weights.update(dict.fromkeys(clean.excluded, 0.0))
                out.append(HandBelief(weights, old, old_weights))
            elif weights:
                out.append(HandBelief(weights))
            else:
                out.append(None)
        return out


def _turns_between(last: dict[str, Any], view: dict[str, Any]) -> set[int]:
    """The seats whose turns began after `last` up to `view` (turns go round in seat order;
    a skipped turn or a seat out of the game may make this a seat too many)."""
    n = len(view["players"])
    active = last["active"]
    out = set()
    for _ in range(min(view["turn"] - last["turn"], n)):
        active = (active + 1) % n
        out.add(active)
    return out
