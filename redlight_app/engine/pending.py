"""What a response window answers, and what a revealed award waits for: frozen data, one
class per kind.

An outshine, a played event or award, a star's ability and an award revealed on draw are
declared (`rules._declare`), wait while each targeted player in turn has a response window
(R1; the window, `state.Window`, holds the players still to be asked), then resolve:
`PendingOutshine` and the four kinds of `PendingEffect` (`PlayedEvent`, `PlayedAward`,
`UsedAbility`, `RevealedAward`), which differ in what may answer them (E1: only an event
can be cancelled) and in where their card goes afterwards (`flow.put_away`). An award
revealed on draw whose drawer must still choose its targets (A5) waits in
`GameState.reveals` as an `AwaitedReveal`; once its targets are known it is a
`RevealedAward`, declared as soon as no window is open.

Each is written to JSON in one shape, the one saved states have always had: every field
by name, `kind` "outshine" or "effect" ("cancelled" when a reaction cancelled it), and
`source_kind` naming the kind of effect (`pending_to_dict`, `pending_from_dict`).
"""
from __future__ import annotations

import copyreg
from dataclasses import dataclass
from typing import Any, assert_never

from .cards import frozen_reduce

# The targets of an effect, leaf by leaf: [star target, player target] (effects.plan).
Plan = list[list[Any]]


@dataclass(frozen=True)
class PendingOutshine:
    """An outshine declared (A6): `attacker` (the actor's star) against `target`."""

    actor: int
    attacker: str
    target: str


@dataclass(frozen=True)
class PendingEffect:
    """An effect declared: its card or star (`source`), the targets the move named, each
    effect leaf's targets (`plan`), and the answers the move gave to questions its effect
    may ask later (`choice`: the award a hit player gives back; `reveal_*`: the targets of
    an award it reveals, and the award given back if that one returns one). The base of
    the four kinds below; never made itself."""

    actor: int
    source: str
    target: str | None = None
    target_player: int | None = None
    assign_to: str | None = None
    choice: str | None = None
    plan: Plan | None = None  # made with the pending, never changed
    reveal_target: str | None = None
    reveal_target_player: int | None = None
    reveal_choice: str | None = None


@dataclass(frozen=True)
class PlayedEvent(PendingEffect):
    """An event played from the hand (E1); it goes to the discard pile (E2)."""


@dataclass(frozen=True)
class PlayedAward(PendingEffect):
    """An award card played for its effect (E4)."""


@dataclass(frozen=True)
class UsedAbility(PendingEffect):
    """A star's action ability (A8): `source` is the star."""


@dataclass(frozen=True)
class RevealedAward(PendingEffect):
    """An award revealed on draw (A5) whose targets are known; shuffled back afterwards."""


@dataclass(frozen=True)
class AwaitedReveal:
    """An award revealed on draw (A5) whose drawer must still choose its targets (the
    `choose_targets` move); `in_window`: drawn by a reaction's own effect (R1: it resolves
    at once, inside the window)."""

    actor: int
    source: str
    in_window: bool = False


for _frozen in (PendingOutshine, PlayedEvent, PlayedAward, UsedAbility, RevealedAward, AwaitedReveal):
    copyreg.pickle(_frozen, frozen_reduce)  # (compiled: see cards.frozen_reduce)

Effect = PlayedEvent | PlayedAward | UsedAbility | RevealedAward
Pending = PendingOutshine | Effect  # what a response window answers
Reveal = RevealedAward | AwaitedReveal  # what waits in GameState.reveals


def card_in_play(pending: Pending) -> str | None:
    """The card the pending holds until it is put away (a played event or award, a revealed
    award); None for an outshine or a star's ability, whose stars stay on the table."""
    match pending:
        case PendingOutshine() | UsedAbility():
            return None
        case PlayedEvent() | PlayedAward() | RevealedAward():
            return pending.source
        case _:
            assert_never(pending)


def drawn_in_window(reveal: Reveal) -> bool:
    """Whether a revealed award waiting for its drawer was drawn by a reaction (R1)."""
    return isinstance(reveal, AwaitedReveal) and reveal.in_window


# -- JSON -------------------------------------------------------------------------------
_FIELDS = ("kind", "actor", "source", "source_kind", "attacker", "target", "target_player",
           "assign_to", "choice", "plan", "waiting", "reveal_target", "reveal_target_player")
_EFFECT_FIELDS = ("target", "target_player", "assign_to", "choice", "reveal_target",
                  "reveal_target_player", "reveal_choice")
_EFFECTS: dict[str, type[Effect]] = {
    "event": PlayedEvent, "award_play": PlayedAward, "ability": UsedAbility,
    "award_reveal": RevealedAward}


def source_kind(pending: Pending | AwaitedReveal) -> str | None:
    """The JSON word for the kind of effect (None for an outshine)."""
    match pending:
        case PendingOutshine():
            return None
        case PlayedEvent():
            return "event"
        case PlayedAward():
            return "award_play"
        case UsedAbility():
            return "ability"
        case RevealedAward() | AwaitedReveal():
            return "award_reveal"
        case _:
            assert_never(pending)


def kind_word(pending: Pending | AwaitedReveal, cancelled: bool = False) -> str:
    """The JSON word for the pending's kind: "outshine", "effect", or "cancelled" once a
    reaction cancelled it."""
    if cancelled:
        return "cancelled"
    return "outshine" if isinstance(pending, PendingOutshine) else "effect"


def pending_to_dict(pending: Pending | AwaitedReveal, cancelled: bool = False,
                    waiting: tuple[int, ...] | None = None) -> dict[str, Any]:
    """The pending as JSON-ready data: every field by name (None where its kind has none),
    with the targeted players its window still has to ask (`waiting`, written with the
    pending, as it always was); `reveal_choice` and `in_window` (added later) only when
    set."""
    out: dict[str, Any] = dict.fromkeys(_FIELDS)
    out["kind"], out["actor"] = kind_word(pending, cancelled), pending.actor
    out["source_kind"] = source_kind(pending)
    match pending:
        case PendingOutshine():
            out["attacker"], out["target"] = pending.attacker, pending.target
        case PlayedEvent() | PlayedAward() | UsedAbility() | RevealedAward():
            out["source"] = pending.source
            for key in _EFFECT_FIELDS:
                out[key] = getattr(pending, key)
            if pending.plan is not None:
                out["plan"] = [list(p) for p in pending.plan]
        case AwaitedReveal():
            out["source"] = pending.source
            if pending.in_window:
                out["in_window"] = True
        case _:
            assert_never(pending)
    if waiting is not None:
        out["waiting"] = list(waiting)
    if not out.get("reveal_choice"):
        out.pop("reveal_choice", None)
    return out


def pending_from_dict(data: dict[str, Any]) -> tuple[Pending | AwaitedReveal, bool]:
    """A pending read from JSON (`pending_to_dict`'s, or as older versions wrote it), and
    whether it was cancelled (its `waiting`: see `state.Window`). ValueError for a kind it
    cannot be."""
    kind, actor, source = data.get("kind"), data["actor"], data.get("source")
    effect = _EFFECTS.get(data.get("source_kind") or "")
    cancelled = bool(kind == "cancelled")
    if kind == "outshine" or (cancelled and effect is None):
        return PendingOutshine(actor, data["attacker"], data["target"]), cancelled
    if kind not in ("effect", "cancelled") or effect is None or not isinstance(source, str):
        raise ValueError(f"not a pending outshine or effect: kind {kind!r}, "
                         f"source_kind {data.get('source_kind')!r}")
    plan = data.get("plan")
    if effect is RevealedAward and plan is None:  # its drawer must still choose its targets
        return AwaitedReveal(actor, source, bool(data.get("in_window"))), cancelled
    return effect(actor, source, **{key: data.get(key) for key in _EFFECT_FIELDS},
                  plan=None if plan is None else [list(p) for p in plan]), cancelled
