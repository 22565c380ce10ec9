"""The game state: plain data, serialisable to JSON and back.

The state is mutated in place by `rules.apply` (after every check has passed, so a refused
move changes nothing); `GameState.copy()` gives an independent copy when one is needed.
In-place application keeps random playouts fast enough for bots and simulations.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import Any

from .cards import CardSet
from .chance import CURRENT, LEGACY, VERSIONS

PLAYING, SHOWDOWN, OVER = "playing", "showdown", "over"
DIGITAL, TABLE = "digital", "table"  # who resolves chance: the seeded RNG, or people entering it
UNKNOWN = "?"  # table mode: a card whose identity nobody has entered (in a deck or a hand)
# Rules versions (Options.rules_version). 1: an award revealed on draw (A5) resolves on the
# targets the move named, else on the first eligible, at once (games recorded before version
# 2 replay that way). 2: when the move named none and there is a choice, the game waits for
# the drawer to choose (`GameState.reveals`, the `choose_targets` move), except inside a
# response window, where it resolved at once on the first eligible. 3: inside a window too
# (an award a reaction's effect takes), the window waiting for the choice; a reaction may
# name the targets (`reveal_target`). Games recorded under version 2 replay as version 2.
# 4: E2's reading: a reaction reaches the discard pile as soon as it has resolved (with any
# award it revealed), before the card it answered; a cancelled card when its window closes,
# on top of the reactions played in it (before, a cancelled card went first). A5: of the
# targets a move names for an award it reveals, each that fits the award is used (before,
# both were dropped when one did not fit), and two awards a reaction reveals are chosen in
# the order drawn. Games recorded under version 3 replay as version 3.
RULES_AUTOMATIC_REVEAL, RULES_DRAWER_CHOOSES, RULES_CHOOSES_IN_WINDOW = 1, 2, 3
RULES_REACTIONS_DISCARDED_FIRST = 4
RULES_VERSIONS = (RULES_AUTOMATIC_REVEAL, RULES_DRAWER_CHOOSES, RULES_CHOOSES_IN_WINDOW,
                  RULES_REACTIONS_DISCARDED_FIRST)
RULES_CURRENT = RULES_REACTIONS_DISCARDED_FIRST


@dataclass
class Options:
    """Game options and table rulings (RULES.md readings that have an alternative)."""

    always_ask_reactions: bool = False
    turn_limit: int | None = None
    silver_awards_count: bool = True  # V2: silver awards count unless the card says not
    played_award_to: str = "award_deck_bottom"  # E4: or "discard"
    # How chance is drawn from the seed (engine/chance.py): 2 for new games; a game recorded
    # without it was dealt by CPython's shuffle (1) and replays that way.
    chance_version: int = CURRENT
    # Which readings of the rules the game follows (RULES_VERSIONS): the newest for new
    # games; a game recorded without it follows version 1 and replays that way.
    rules_version: int = RULES_CURRENT

    def to_dict(self) -> dict[str, Any]:
        return {"always_ask_reactions": self.always_ask_reactions, "turn_limit": self.turn_limit,
                "silver_awards_count": self.silver_awards_count,
                "played_award_to": self.played_award_to, "chance_version": self.chance_version,
                "rules_version": self.rules_version}

    @classmethod
    def from_dict(cls, data: dict[str, Any] | None) -> "Options":
        """Options from JSON; unknown keys are ignored, a wrong value is a ValueError."""
        data = data or {}
        for key in ("always_ask_reactions", "silver_awards_count"):
            if key in data and not isinstance(data[key], bool):
                raise ValueError(f"option {key} must be true or false")
        limit = data.get("turn_limit")
        if limit is not None and (isinstance(limit, bool) or not isinstance(limit, int) or limit < 1):
            raise ValueError("option turn_limit must be a whole number of turns (at least 1) or null")
        if data.get("played_award_to", "award_deck_bottom") not in ("award_deck_bottom", "discard"):
            raise ValueError("option played_award_to must be award_deck_bottom or discard")
        version = data.get("chance_version", LEGACY)  # recorded before chance.py: legacy
        if isinstance(version, bool) or version not in VERSIONS:
            raise ValueError(f"option chance_version must be one of {', '.join(map(str, VERSIONS))}")
        rules = data.get("rules_version", RULES_AUTOMATIC_REVEAL)  # recorded before version 2
        if isinstance(rules, bool) or rules not in RULES_VERSIONS:
            raise ValueError(f"option rules_version must be one of {', '.join(map(str, RULES_VERSIONS))}")
        known = {k: data[k] for k in ("always_ask_reactions", "turn_limit", "silver_awards_count",
                                      "played_award_to") if k in data}
        return cls(**known, chance_version=version, rules_version=rules)


@dataclass
class StarSlot:
    """A star on a table with her filmography (in the order gained)."""

    card: str
    films: list[str] = field(default_factory=list)
    used: bool = False

    def copy(self) -> "StarSlot":
        return StarSlot(self.card, self.films[:], self.used)


@dataclass
class Modifier:
    star: str
    stat: str
    amount: int
    until: str  # "end_of_turn" | "permanent"

    def to_dict(self) -> dict[str, Any]:
        return {"star": self.star, "stat": self.stat, "amount": self.amount, "until": self.until}


@dataclass
class PlayerState:
    name: str
    table: list[StarSlot] = field(default_factory=list)
    hand: list[str] = field(default_factory=list)  # events, in the order gained
    awards: list[str] = field(default_factory=list)  # award cards held, in the order gained
    out: bool = False

    def copy(self) -> "PlayerState":
        return PlayerState(self.name, [s.copy() for s in self.table], self.hand[:], self.awards[:], self.out)

    def slot(self, star: str) -> StarSlot | None:
        for slot in self.table:
            if slot.card == star:
                return slot
        return None


_OMITTED_WHEN_UNSET = ("reveal_choice", "in_window")


@dataclass
class Pending:
    """An outshine or an effect that was declared and waits for a response window."""

    kind: str  # "outshine" | "effect"
    actor: int
    source: str | None = None  # the event/award played, or the star whose ability it is
    source_kind: str | None = None  # "event" | "award_play" | "award_reveal" | "ability"
    attacker: str | None = None
    target: str | None = None  # outshine target, or the star the effect targets
    target_player: int | None = None
    assign_to: str | None = None
    choice: str | None = None
    plan: list[list[Any]] | None = None  # each effect leaf's [star target, player target]
    # R1: the targeted players still to be asked after the open window, in seat order
    waiting: list[int] | None = None
    # A5: the targets named for an award this effect may reveal when it takes one
    reveal_target: str | None = None
    reveal_target_player: int | None = None
    # return_award: the award its giver gives back if the award this effect reveals returns one
    reveal_choice: str | None = None
    # A5 with R1: a revealed award drawn by a reaction's own effect (its targets are chosen
    # while the window is open, and it resolves at once: no further window)
    in_window: bool = False

    def to_dict(self) -> dict[str, Any]:
        out = self.fields()
        for key in _OMITTED_WHEN_UNSET:  # added later: stored only when set
            if not out[key]:
                del out[key]
        if self.plan is not None:
            out["plan"] = [list(p) for p in self.plan]
        if self.waiting is not None:
            out["waiting"] = list(self.waiting)
        return out

    def fields(self) -> dict[str, Any]:
        """Every field by name, in the order they are declared."""
        return {"kind": self.kind, "actor": self.actor, "source": self.source,
                "source_kind": self.source_kind, "attacker": self.attacker, "target": self.target,
                "target_player": self.target_player, "assign_to": self.assign_to,
                "choice": self.choice, "plan": self.plan, "waiting": self.waiting,
                "reveal_target": self.reveal_target, "reveal_target_player": self.reveal_target_player,
                "reveal_choice": self.reveal_choice, "in_window": self.in_window}

    def copy(self) -> "Pending":
        pending = Pending(**self.fields())
        if pending.plan is not None:
            pending.plan = [list(p) for p in pending.plan]
        if pending.waiting is not None:
            pending.waiting = list(pending.waiting)
        return pending


@dataclass
class Window:
    """A response window (R1): only `seat` may act until it closes."""

    seat: int
    pending: Pending
    reactions_used: list[str] = field(default_factory=list)
    # E2 (rules version 4): the reaction event played in this window whose effect is still
    # resolving (an award it revealed waits for its drawer's choice); it reaches the
    # discard pile once that award has resolved
    resolving: str | None = None

    def copy(self) -> "Window":
        return Window(self.seat, self.pending.copy(), list(self.reactions_used), self.resolving)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"seat": self.seat, "pending": self.pending.to_dict(),
                               "reactions_used": list(self.reactions_used)}
        if self.resolving is not None:  # added later: stored only when set
            out["resolving"] = self.resolving
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Window":
        return cls(data["seat"], Pending(**data["pending"]), list(data["reactions_used"]),
                   data.get("resolving"))


@dataclass
class GameState:
    cardset: CardSet
    players: list[PlayerState]
    options: Options
    seed: int
    main: list[str]  # top first
    films: list[str]  # top first
    awards: list[str]  # top first
    discard: list[str] = field(default_factory=list)  # bottom first
    active: int = 0
    turn: int = 1
    status: str = PLAYING
    winners: list[int] = field(default_factory=list)
    ending: str | None = None  # one of endings.ENDINGS once the game is over
    modifiers: list[Modifier] = field(default_factory=list)
    purchases: list[int] = field(default_factory=list)  # awards bought this turn, per seat
    extra_purchases: list[int] = field(default_factory=list)  # extra purchases allowed this turn
    skips: list[int] = field(default_factory=list)  # turns to skip, per seat
    window: Window | None = None
    rng_counter: int = 0
    moves_applied: int = 0
    chance: str = DIGITAL
    draws_due: int = 0  # table mode: cards the `drawing` seat must still enter as drawn
    drawing: int | None = None
    film_top_hint: int | None = None  # table mode: required fame read off the top film's back
    # V8: the places of every card (and permanent modifiers) when the active turn began in
    # the showdown, and the seats whose whole turn since the last change moved nothing
    turn_mark: "str | Places | None" = None  # a Places while playing; its digest when read from JSON
    still: list[int] = field(default_factory=list)
    # A5 (rules version 2): awards revealed on draw whose drawer must still choose their
    # targets, the first one first; nothing else happens until they have (`choose_targets`)
    reveals: list[Pending] = field(default_factory=list)

    def __post_init__(self) -> None:
        n = len(self.players)
        if not self.purchases:
            self.purchases = [0] * n
        if not self.extra_purchases:
            self.extra_purchases = [0] * n
        if not self.skips:
            self.skips = [0] * n

    # -- lookups -----------------------------------------------------------------
    def owner_of(self, star: str) -> int | None:
        for seat, player in enumerate(self.players):
            for slot in player.table:
                if slot.card == star:
                    return seat
        return None

    def slot_of(self, star: str) -> tuple[int, StarSlot] | None:
        for seat, player in enumerate(self.players):
            for slot in player.table:
                if slot.card == star:
                    return seat, slot
        return None

    def in_game(self, seat: int) -> bool:
        return 0 <= seat < len(self.players) and not self.players[seat].out

    @property
    def over(self) -> bool:
        return self.status == OVER

    # -- copying and serialising ---------------------------------------------------
    def copy(self) -> "GameState":
        """An independent copy (the card set and options, never changed, are shared).

        Every list field is copied, and the lists of objects (players, modifiers, reveals)
        and the window deeply. Written field by field, so that the compiled engine (mypyc,
        no instance `__dict__`) builds it as fast as the interpreter.
        """
        return GameState(
            self.cardset, [p.copy() for p in self.players], self.options, self.seed,
            self.main[:], self.films[:], self.awards[:], self.discard[:], self.active, self.turn,
            self.status, self.winners[:], self.ending,
            [Modifier(m.star, m.stat, m.amount, m.until) for m in self.modifiers],
            self.purchases[:], self.extra_purchases[:], self.skips[:],
            self.window.copy() if self.window else None, self.rng_counter, self.moves_applied,
            self.chance, self.draws_due, self.drawing, self.film_top_hint, self.turn_mark,
            self.still[:], [p.copy() for p in self.reveals] if self.reveals else self.reveals[:])

    def to_dict(self) -> dict[str, Any]:
        """The whole state as JSON-ready data (the card set is referenced, not included)."""
        return {
            "players": [{"name": p.name, "out": p.out, "hand": list(p.hand), "awards": list(p.awards),
                         "table": [{"card": s.card, "films": list(s.films), "used": s.used}
                                   for s in p.table]} for p in self.players],
            "options": self.options.to_dict(), "seed": self.seed,
            "main": list(self.main), "films": list(self.films), "awards": list(self.awards),
            "discard": list(self.discard), "active": self.active, "turn": self.turn,
            "status": self.status, "winners": list(self.winners), "ending": self.ending,
            "modifiers": [m.to_dict() for m in self.modifiers],
            "purchases": list(self.purchases), "extra_purchases": list(self.extra_purchases),
            "skips": list(self.skips),
            "window": None if self.window is None else self.window.to_dict(),
            "rng_counter": self.rng_counter, "moves_applied": self.moves_applied,
            "chance": self.chance, "draws_due": self.draws_due, "drawing": self.drawing,
            "film_top_hint": self.film_top_hint,
            "turn_mark": None if self.turn_mark is None else str(self.turn_mark), "still": list(self.still),
            "reveals": [p.to_dict() for p in self.reveals],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any], cardset: CardSet) -> "GameState":
        window = data.get("window")
        return cls(
            cardset=cardset,
            players=[PlayerState(p["name"], [StarSlot(s["card"], list(s["films"]), s["used"])
                                             for s in p["table"]], list(p["hand"]), list(p["awards"]),
                                 p["out"]) for p in data["players"]],
            options=Options.from_dict(data["options"]), seed=data["seed"],
            main=list(data["main"]), films=list(data["films"]), awards=list(data["awards"]),
            discard=list(data["discard"]), active=data["active"], turn=data["turn"],
            status=data["status"], winners=list(data["winners"]), ending=data.get("ending"),
            modifiers=[Modifier(**m) for m in data["modifiers"]],
            purchases=list(data["purchases"]), extra_purchases=list(data["extra_purchases"]),
            skips=list(data["skips"]),
            window=None if window is None else Window.from_dict(window),
            rng_counter=data["rng_counter"], moves_applied=data.get("moves_applied", 0),
            chance=data.get("chance", DIGITAL), draws_due=data.get("draws_due", 0),
            drawing=data.get("drawing"), film_top_hint=data.get("film_top_hint"),
            turn_mark=data.get("turn_mark"), still=list(data.get("still") or []),
            reveals=[Pending(**p) for p in data.get("reveals") or []])


class Places:
    """V8 (engine/stall.py): where every card is and the permanent modifiers, as taken at
    one moment (a state's `turn_mark` while playing): compared
    with another `Places` by their contents, with a stored mark (from a saved state) by
    `digest`, which is computed only when asked."""

    __slots__ = ("_parts", "_digest")

    def __init__(self, state: GameState) -> None:
        parts: list[Any] = [tuple(state.main), tuple(state.films), tuple(state.awards),
                               tuple(state.discard), state.rng_counter]
        for player in state.players:
            parts.append(tuple(player.hand))
            parts.append(tuple(player.awards))
            parts.append(tuple([(slot.card, tuple(slot.films)) for slot in player.table]))
        parts.append(tuple([(m.star, m.stat, m.amount) for m in state.modifiers
                            if m.until == "permanent"]) if state.modifiers else ())
        self._parts = tuple(parts)
        self._digest: str | None = None

    def digest(self) -> str:
        """The places as the digest stored in a state's `turn_mark` (`to_dict`)."""
        if self._digest is None:
            p = self._parts
            text = [",".join(p[0]), ",".join(p[1]), ",".join(p[2]), ",".join(p[3]), str(p[4])]
            seats = (len(p) - 6) // 3
            for i in range(seats):
                hand, awards, table = p[5 + 3 * i], p[6 + 3 * i], p[7 + 3 * i]
                text.append(",".join(hand))
                text.append(",".join(awards))
                text.append(";".join([card + ":" + ",".join(films) for card, films in table]))
            text.append(";".join([f"{star}:{stat}:{amount}" for star, stat, amount in p[-1]]))
            self._digest = hashlib.blake2b("|".join(text).encode(), digest_size=12).hexdigest()
        return self._digest

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Places):
            return self._parts == other._parts
        if isinstance(other, str):
            return self.digest() == other
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.digest())

    def __str__(self) -> str:
        return self.digest()
