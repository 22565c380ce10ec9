"""The game state: plain data, serialisable to JSON and back.

The state is mutated in place by `rules.apply` (after every check has passed, so a refused
move changes nothing); `GameState.copy()` gives an independent copy when one is needed.
In-place application keeps random playouts fast enough for bots and simulations.
"""
from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass, field, fields
from typing import Any, NamedTuple

from .cards import CardSet
from .chance import CURRENT, LEGACY, VERSIONS
from .pending import AwaitedReveal, Pending, Reveal, RevealedAward, pending_from_dict, pending_to_dict

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

    def copy(self) -> StarSlot:
        return StarSlot(self.card, self.films[:], self.used)

    def to_dict(self) -> dict[str, Any]:
        return {"card": self.card, "films": list(self.films), "used": self.used}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> StarSlot:
        return cls(data["card"], list(data["films"]), data["used"])


@dataclass
class Modifier:
    star: str
    stat: str
    amount: int
    until: str  # "end_of_turn" | "permanent"

    def copy(self) -> Modifier:
        return Modifier(self.star, self.stat, self.amount, self.until)

    def to_dict(self) -> dict[str, Any]:
        return {"star": self.star, "stat": self.stat, "amount": self.amount, "until": self.until}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Modifier:
        return cls(data["star"], data["stat"], data["amount"], data["until"])


@dataclass
class PlayerState:
    name: str
    table: list[StarSlot] = field(default_factory=list)
    hand: list[str] = field(default_factory=list)  # events, in the order gained
    awards: list[str] = field(default_factory=list)  # award cards held, in the order gained
    out: bool = False

    def copy(self) -> PlayerState:
        return PlayerState(self.name, [s.copy() for s in self.table], self.hand[:], self.awards[:], self.out)

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "out": self.out, "hand": list(self.hand),
                "awards": list(self.awards), "table": [s.to_dict() for s in self.table]}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> PlayerState:
        return cls(data["name"], [StarSlot.from_dict(s) for s in data["table"]], list(data["hand"]),
                   list(data["awards"]), data["out"])

    def slot(self, star: str) -> StarSlot | None:
        for slot in self.table:
            if slot.card == star:
                return slot
        return None


@dataclass
class Window:
    """A response window (R1): only `seat` may act until it closes."""

    seat: int
    pending: Pending  # frozen: shared by copies
    # R1: the players `pending` targets still to be asked after this window, in seat order
    waiting: tuple[int, ...] = ()
    reactions_used: list[str] = field(default_factory=list)
    # E2 (rules version 4): the reaction event played in this window whose effect is still
    # resolving (an award it revealed waits for its drawer's choice); it reaches the
    # discard pile once that award has resolved
    resolving: str | None = None
    cancelled: bool = False  # a reaction cancelled what the window answers (protect, cancel_event)

    def copy(self) -> Window:
        return Window(self.seat, self.pending, self.waiting, list(self.reactions_used),
                      self.resolving, self.cancelled)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"seat": self.seat,
                               "pending": pending_to_dict(self.pending, self.cancelled, self.waiting),
                               "reactions_used": list(self.reactions_used)}
        if self.resolving is not None:  # added later: stored only when set
            out["resolving"] = self.resolving
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Window:
        pending, cancelled = pending_from_dict(data["pending"])
        if isinstance(pending, AwaitedReveal):
            raise ValueError("a response window answers a declared outshine or effect")
        return cls(data["seat"], pending, tuple(data["pending"].get("waiting") or ()),
                   list(data["reactions_used"]), data.get("resolving"), cancelled)


def _reveal_from_dict(data: dict[str, Any]) -> Reveal:
    reveal, _ = pending_from_dict(data)
    if not isinstance(reveal, RevealedAward | AwaitedReveal):
        raise ValueError("only revealed awards wait in reveals")
    return reveal


class Codec(NamedTuple):
    """How a GameState field is copied (`copy`), written as JSON (`write`) and read back
    (`read`); declared with the field, in its metadata. A field not `written` is not part
    of the JSON (the card set, which `from_dict` is given)."""

    copy: Callable[[Any], Any]
    write: Callable[[Any], Any]
    read: Callable[[Any], Any]
    written: bool = True


def _same(value: Any) -> Any:
    return value


def _codec(copy: Callable[[Any], Any], write: Callable[[Any], Any],
           read: Callable[[Any], Any], written: bool = True) -> dict[str, Codec]:
    return {"codec": Codec(copy, write, read, written)}


VALUE = _codec(_same, _same, _same)  # a number, text or None: shared, written as it is
VALUES = _codec(list.copy, list, lambda v: list(v or []))  # a list of such values
CARDSET = _codec(_same, _same, _same, written=False)  # never changed: shared, not written
OPTIONS = _codec(_same, lambda v: v.to_dict(), Options.from_dict)  # never changed: shared
PLAYERS = _codec(lambda v: [p.copy() for p in v], lambda v: [p.to_dict() for p in v],
                 lambda v: [PlayerState.from_dict(p) for p in v])
MODIFIERS = _codec(lambda v: [m.copy() for m in v], lambda v: [m.to_dict() for m in v],
                   lambda v: [Modifier.from_dict(m) for m in v])
WINDOW = _codec(lambda v: None if v is None else v.copy(),
                lambda v: None if v is None else v.to_dict(),
                lambda v: None if v is None else Window.from_dict(v))
MARK = _codec(_same, lambda v: None if v is None else str(v), _same)  # V8: Places, or its digest
REVEALS = _codec(list.copy, lambda v: [pending_to_dict(p) for p in v],  # frozen: shared
                 lambda v: [_reveal_from_dict(p) for p in v or []])


@dataclass
class GameState:
    """The whole game. Each field declares once, in its metadata, how it is copied and
    written as JSON (`Codec`): `copy`, `to_dict` and `from_dict` follow the fields."""

    cardset: CardSet = field(metadata=CARDSET)  # referenced, not written (`from_dict` is given it)
    players: list[PlayerState] = field(metadata=PLAYERS)
    options: Options = field(metadata=OPTIONS)
    seed: int = field(metadata=VALUE)
    main: list[str] = field(metadata=VALUES)  # top first
    films: list[str] = field(metadata=VALUES)  # top first
    awards: list[str] = field(metadata=VALUES)  # top first
    discard: list[str] = field(default_factory=list, metadata=VALUES)  # bottom first
    active: int = field(default=0, metadata=VALUE)
    turn: int = field(default=1, metadata=VALUE)
    status: str = field(default=PLAYING, metadata=VALUE)
    winners: list[int] = field(default_factory=list, metadata=VALUES)
    ending: str | None = field(default=None, metadata=VALUE)  # one of endings.ENDINGS once over
    modifiers: list[Modifier] = field(default_factory=list, metadata=MODIFIERS)
    purchases: list[int] = field(default_factory=list, metadata=VALUES)  # awards bought this turn, per seat
    extra_purchases: list[int] = field(default_factory=list, metadata=VALUES)  # extra purchases allowed
    skips: list[int] = field(default_factory=list, metadata=VALUES)  # turns to skip, per seat
    window: Window | None = field(default=None, metadata=WINDOW)
    rng_counter: int = field(default=0, metadata=VALUE)
    moves_applied: int = field(default=0, metadata=VALUE)
    chance: str = field(default=DIGITAL, metadata=VALUE)
    # table mode: cards the `drawing` seat must still enter as drawn
    draws_due: int = field(default=0, metadata=VALUE)
    drawing: int | None = field(default=None, metadata=VALUE)
    # table mode: the required fame read off the top film's back
    film_top_hint: int | None = field(default=None, metadata=VALUE)
    # V8: the places of every card (and permanent modifiers) when the active turn began in
    # the showdown (a Places while playing; its digest when read from JSON), and the seats
    # whose whole turn since the last change moved nothing
    turn_mark: str | Places | None = field(default=None, metadata=MARK)
    still: list[int] = field(default_factory=list, metadata=VALUES)
    # A5 (rules version 2): awards revealed on draw whose drawer must still choose their
    # targets, or revealed while a window was open, the first one first
    reveals: list[Reveal] = field(default_factory=list, metadata=REVEALS)

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

    # -- copying and serialising (each field as its Codec says) -----------------------
    def copy(self) -> GameState:
        """An independent copy (the card set and options, never changed, are shared, and so
        are the frozen pending outshines and effects)."""
        return GameState(**{f.name: f.metadata["codec"].copy(getattr(self, f.name))
                            for f in fields(self)})

    def to_dict(self) -> dict[str, Any]:
        """The whole state as JSON-ready data (the card set is referenced, not included)."""
        return {f.name: f.metadata["codec"].write(getattr(self, f.name))
                for f in fields(self) if f.metadata["codec"].written}

    @classmethod
    def from_dict(cls, data: dict[str, Any], cardset: CardSet) -> GameState:
        """A state from `to_dict`'s data (a field missing, written by an older version,
        takes its default)."""
        return cls(cardset=cardset, **{f.name: f.metadata["codec"].read(data[f.name])
                                       for f in fields(cls) if f.metadata["codec"].written and f.name in data})


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
