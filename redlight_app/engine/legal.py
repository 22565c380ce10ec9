"""Listing the legal moves: every move `rules.apply` accepts from a seat, kind by kind.

`legal_moves(state, seat)` lists them all. A `Listing` gives the same moves one kind at a
time, on demand: which kinds have a move at all (cheaper to learn than the moves), then
the moves of one kind, in the order `legal_moves` lists them. A random player draws a
kind first and needs the moves of that kind only.

Conventions: a team lists only stars it needs (see `team_plan`); a move that leaves a
target or recipient empty stands for the first eligible, so only the filled-in moves are
listed; the answers a move may carry to questions asked later (the award a hit player gives
back, `choice`; the targets of an award it may reveal, `reveal_target`... and buy_award's
`target`...) are not listed: a move with them is legal exactly when the same move without
them is; agree_end and end_stalled, the table's moves, are not listed; in table mode the
entries that name a card nobody has seen yet (a film, an award, an event from a hidden hand)
and the manual adjustments are built by the front end and checked with `rules.check`, since
their choices are the unseen cards, not the state.
"""
from __future__ import annotations

from typing import Any, NamedTuple

from . import table
from .cards import AwardCard, EventCard
from .effects import leaves, target_options
from .flow import award_cost, purchases_left
from .moves import (
    BuyAward,
    Draw,
    EffectMove,
    EndTurn,
    MakeFilm,
    Move,
    Outshine,
    Pass,
    PlayAward,
    PlayEvent,
    UseAbility,
    choose_targets,
    listed_move,
)
from .reactions import playable_reactions
from .reveal_choice import reveal_choices, waiting_reveal
from .state import OVER, TABLE, UNKNOWN, GameState, StarSlot
from .values import table_stats

MAX_TEAMS = 500  # teams listed per action: enough for any real table, never a frozen screen
# The kinds of move a seat may have on its own turn, in the order they are listed. Typed as
# tuples of any length: a `Listing` tells its kinds apart by identity (`is TURN_KINDS`),
# which a compiled engine (mypyc) keeps only for a tuple it holds as one object.
TURN_KINDS: tuple[str, ...] = ("make_film", "buy_award", "outshine", "use_ability", "play_event", "play_award",
              "end_turn")
OFF_TURN_KINDS: tuple[str, ...] = ("play_event",)  # E1: any_turn events on another player's turn
_EFFECT_CLASSES: dict[str, type[EffectMove]] = {"use_ability": UseAbility,
                                                 "play_event": PlayEvent,
                                                 "play_award": PlayAward}


def legal_moves(state: GameState, seat: int) -> list[Move]:
    """Every move `apply` accepts from `seat` now (the module's conventions)."""
    return Listing(state, seat).moves()


def may_play_off_turn(state: GameState, seat: int) -> bool:
    """False when `seat`, off its turn, surely has no legal move: no response window, no
    draws or revealed award waiting, and no any_turn event in hand (E1), so its Listing is
    empty. True: it may have one (ask its Listing). Cheaper than a Listing, for the once-a-turn
    off-turn offers of games between computers."""
    if state.window is not None or state.draws_due > 0 or state.reveals or state.chance == TABLE:
        return True
    return not state.cardset.any_turn_events.isdisjoint(state.players[seat].hand)


class Listing:
    """The legal moves of one seat in one state, listed kind by kind when asked. It reads
    the state when asked, so it holds only while the state does not change."""

    __slots__ = ("state", "seat", "_all", "_kinds", "_lists", "_order", "_unused", "_stats",
                 "_sources", "_options", "_teams", "_rival_list", "_pair_list")

    def __init__(self, state: GameState, seat: int) -> None:
        self.state = state
        self.seat = seat
        self._all: list[Move] | None = None
        self._kinds: list[str] | None = None
        self._lists: dict[str, list[Move]] = {}
        # the kinds listed lazily, kind by kind: on the seat's own turn, or off its turn
        # (E1: any_turn events only); empty when the moves were listed at once
        self._order: tuple[str, ...] = ()
        self._unused: list[StarSlot] | None = None
        self._stats: dict[str, tuple[int, int, int]] | None = None
        self._sources: dict[str, list[tuple[str, Any, str | None]]] = {}
        self._options: dict[str, Any] = {}
        self._teams: dict[str, tuple[list[str], list[int], Teams]] = {}
        self._rival_list: list[tuple[str, int]] | None = None
        self._pair_list: list[tuple[str, str]] | None = None
        if state.status == OVER or not 0 <= seat < len(state.players):
            self._all = []
            return
        player = state.players[seat]
        window = state.window
        if state.draws_due > 0:
            self._all = _draws(state, seat) if seat == state.drawing else []
        elif state.reveals and waiting_reveal(state) is not None:  # A5: the drawer chooses first
            self._all = _reveal_moves(state, seat)
        elif window is not None:
            self._all = _window_moves(state, seat) if seat == window.seat else []
        elif player.out:
            self._all = []
        else:
            self._order = TURN_KINDS if seat == state.active else OFF_TURN_KINDS

    # -- what a caller asks --------------------------------------------------------
    def moves(self) -> list[Move]:
        """Every legal move, as `legal_moves` lists them."""
        if self._all is None:
            out: list[Move] = []
            for kind in self._order:
                out.extend(self.of_kind(kind))
            self._all = out
        return self._all

    def kinds(self) -> list[str]:
        """The kinds (move types) with at least one legal move, in listing order."""
        if self._kinds is None:
            if self._order:
                self._kinds = [kind for kind in self._order if self._has(kind)]
            else:
                kinds: list[str] = []
                for move in self._all or ():
                    if move.type not in kinds:
                        kinds.append(move.type)
                self._kinds = kinds
        return self._kinds

    @property
    def lazy_kinds(self) -> tuple[str, ...]:
        """The kinds this listing lists one by one, in listing order (the seat's own turn,
        or off its turn E1's any_turn events); empty when it listed every move at once
        (draws, a revealed award's targets, a response window): then `moves()` holds them."""
        return self._order

    def effect_sources(self, kind: str) -> list[tuple[str, Any, str | None]]:
        """(card or star, effect, source star) of each card the seat could play as `kind`
        (use_ability, play_event or play_award) on its own or off its turn, before looking
        at the targets (some may have none); empty for a listing made at once."""
        if kind not in self._order or kind not in _EFFECT_CLASSES:
            return []
        return self._effect_sources(kind)

    @property
    def own_turn(self) -> bool:
        """Whether these are the moves of the seat's own turn (end_turn among them)."""
        return self._order is TURN_KINDS

    def has(self, kind: str) -> bool:
        """Whether some legal move is of this type (`kind in kinds()`, asking about it only)."""
        if self._kinds is not None:
            return kind in self._kinds
        if self._order:
            return kind in self._order and self._has(kind)
        return any(m.type == kind for m in self._all or ())

    def of_kind(self, kind: str) -> list[Move]:
        """The legal moves of one type, in the order `moves` lists them."""
        found = self._lists.get(kind)
        if found is None:
            if not self._order:
                found = [m for m in self._all or () if m.type == kind]
            elif kind in self._order:
                found = self._build(kind)
            else:
                found = []
            self._lists[kind] = found
        return found

    def count(self, kind: str) -> int:
        """len(of_kind(kind)), found without building the moves where that is cheaper."""
        found = self._lists.get(kind)
        if found is not None or kind not in self._order:
            return len(self.of_kind(kind))
        if kind == "end_turn":
            return 1
        if kind == "make_film":
            return self._team_plan(kind)[2].members
        if kind == "buy_award":
            return len(self._team_plan(kind)[2].indices)
        if kind == "outshine":
            return len(self._pairs())
        return sum(_ways(self._targets(source, effect, star))
                   for source, effect, star in self._effect_sources(kind))

    def pick(self, kind: str, index: int) -> Move:
        """of_kind(kind)[index], building that move only (0 <= index < count(kind))."""
        found = self._lists.get(kind)
        if found is not None or kind not in self._order or kind == "end_turn":
            return self.of_kind(kind)[index]
        seat = self.seat
        if kind in ("make_film", "buy_award"):
            stars, _, plan = self._team_plan(kind)
            if kind == "buy_award":
                return listed_move(BuyAward, seat, tuple([stars[i] for i in plan.indices[index]]))
            for pattern in plan.indices:
                if index < len(pattern):
                    team = tuple([stars[i] for i in pattern])
                    return listed_move(MakeFilm, seat, team, team[index])
                index -= len(pattern)
            raise IndexError("no such make_film move")
        if kind == "outshine":
            mine, target = self._pairs()[index]
            return listed_move(Outshine, seat, mine, target)
        for source, effect, star in self._effect_sources(kind):
            options = self._targets(source, effect, star)
            ways = _ways(options)
            if index < ways:
                return _move_for(seat, _EFFECT_CLASSES[kind], source, options, index)
            index -= ways
        raise IndexError(f"no such {kind} move")

    def __bool__(self) -> bool:
        return bool(self.kinds())

    def team_plan(self, kind: str) -> tuple[list[str], list[int], "Teams"]:
        """The teams of the seat's own turn for make_film or buy_award, in listing order, as
        (stars, their fames, `Teams` of indices into them): of_kind("buy_award")[i] is team
        i; of_kind("make_film") lists each team's stars as its film's recipient, team by
        team. Read-only."""
        return self._team_plan(kind) if kind in self._order else ([], [], NO_TEAMS)

    def target_options_of(self, source: str, effect: Any, source_star: str | None) -> Any:
        """effects.target_options for one of `effect_sources`' entries, found once per
        listing: of_kind lists that source's moves as target x target player x recipient,
        in that order (each list standing for [None] when empty). Read-only."""
        return self._targets(source, effect, source_star)

    def outshine_pairs(self) -> list[tuple[str, str]]:
        """(star, target) of each outshine of the seat's own turn, in listing order."""
        return self._pairs() if "outshine" in self._order else []

    def star_values(self) -> dict[str, tuple[int, int, int]]:
        """(psyche, charisma, fame) of every star on a table (values.table_stats), found
        once for the listing and its caller."""
        return self._values()

    # -- the seat's own turn ----------------------------------------------------------
    def _unused_slots(self) -> list[StarSlot]:
        if self._unused is None:
            self._unused = [s for s in self.state.players[self.seat].table if not s.used]
        return self._unused

    def _values(self) -> dict[str, tuple[int, int, int]]:
        if self._stats is None:
            self._stats = table_stats(self.state)
        return self._stats

    def _needed(self, kind: str) -> int | None:
        """The fame a film (make_film) or the next award (buy_award) needs, if the seat may
        take one now with unused stars."""
        state, seat = self.state, self.seat
        if not self._unused_slots():
            return None
        tabled = state.chance == TABLE
        if kind == "make_film":
            if state.films and not (tabled and state.films[0] == UNKNOWN):
                return state.cardset.film_cards[state.films[0]].fame_required
            return None
        if purchases_left(state, seat) > 0 and not (tabled and state.awards[:1] == [UNKNOWN]):
            return award_cost(state, seat)
        return None

    def _team_plan(self, kind: str) -> tuple[list[str], list[int], "Teams"]:
        """(the seat's unused stars, their fames, the teams among them as `Teams`) of a film
        (make_film) or of the next award (buy_award)."""
        found = self._teams.get(kind)
        if found is None:
            needed = self._needed(kind)
            if needed is None:
                found = ([], [], NO_TEAMS)
            else:
                unused = self._unused_slots()
                stats = self._values()
                fames = [stats[s.card][2] for s in unused]
                found = ([s.card for s in unused], fames, team_plan(fames, needed))
            self._teams[kind] = found
        return found

    def _team_list(self, kind: str) -> list[tuple[str, ...]]:
        """The teams of a film (make_film) or of the next award (buy_award), as stars."""
        stars, _, plan = self._team_plan(kind)
        return [tuple([stars[i] for i in team]) for team in plan.indices]

    def _rivals(self) -> list[tuple[str, int]]:
        """(star, psyche) of every star of the seat's rivals still in the game."""
        found = self._rival_list
        if found is None:
            stats = self._values()
            seat = self.seat
            found = self._rival_list = [
                (slot.card, stats[slot.card][0])
                for other, p in enumerate(self.state.players) if other != seat and not p.out
                for slot in p.table]
        return found

    def _pairs(self) -> list[tuple[str, str]]:
        """(unused star of the seat, rival star) of every outshine that reaches (A6)."""
        if self._pair_list is not None:
            return self._pair_list
        out: list[tuple[str, str]] = []
        self._pair_list = out
        unused = self._unused_slots()
        if unused:
            rivals = self._rivals()
            stats = self._values()
            for mine in unused:
                cha = stats[mine.card][1]
                for target, psy in rivals:
                    if cha >= psy:
                        out.append((mine.card, target))
        return out

    def _effect_sources(self, kind: str) -> list[tuple[str, Any, str | None]]:
        """(card or star, effect, source star) of each effect the seat could play as `kind`,
        before looking at its targets."""
        found = self._sources.get(kind)
        if found is not None:
            return found
        state = self.state
        cards = state.cardset.cards
        player = state.players[self.seat]
        tabled = state.chance == TABLE  # needs_entry answers False otherwise
        found = []
        if kind == "use_ability":
            for slot in self._unused_slots():
                ability = state.cardset.star_cards[slot.card].ability
                if ability is not None and ability.kind == "action" and not (
                        tabled and needs_entry(state, ability.effect)):
                    found.append((slot.card, ability.effect, slot.card))
        elif kind == "play_event":
            own_turn = self._order is TURN_KINDS  # else E1: any_turn events only
            for inst in player.hand:
                card = cards.get(inst)
                if isinstance(card, EventCard) and (
                        card.phase != "reaction" if own_turn else card.phase == "any_turn") \
                        and not (tabled and needs_entry(state, card.effect)):
                    found.append((inst, card.effect, None))
        else:
            for inst in player.awards:
                card = cards[inst]
                if isinstance(card, AwardCard) and card.effect is not None and not (
                        tabled and needs_entry(state, card.effect)):
                    found.append((inst, card.effect, None))
        self._sources[kind] = found
        return found

    def _targets(self, source: str, effect: Any, source_star: str | None) -> Any:
        found = self._options.get(source)
        if found is None:
            found = self._options[source] = target_options(self.state, self.seat, effect,
                                                           source_star)
        return found

    def _has(self, kind: str) -> bool:
        if kind == "end_turn":
            return True
        if kind in ("make_film", "buy_award"):
            # a team exists exactly when all the unused stars together reach the need; with
            # nothing needed (a cost of 0), when one star's fame does not fall below it
            needed = self._needed(kind)
            if needed is None:
                return False
            stats = self._values()
            fames = [stats[s.card][2] for s in self._unused_slots()]
            if needed <= 0:
                return any(f >= needed for f in fames)
            return sum(fames) >= needed
        if kind == "outshine":
            unused = self._unused_slots()
            if not unused:
                return False
            rivals = self._rivals()
            if not rivals:
                return False
            stats = self._values()
            return max(stats[s.card][1] for s in unused) >= min(psy for _, psy in rivals)
        # the target options are kept: counting or building the moves of this kind next
        # reads them again
        return any(self._targets(source, effect, star)[3]
                   for source, effect, star in self._effect_sources(kind))

    def _build(self, kind: str) -> list[Move]:
        seat = self.seat
        if kind == "end_turn":
            return [listed_move(EndTurn, seat)]
        if kind == "make_film":
            return [listed_move(MakeFilm, seat, team, star)
                    for team in self._team_list(kind) for star in team]
        if kind == "buy_award":
            return [listed_move(BuyAward, seat, team) for team in self._team_list(kind)]
        if kind == "outshine":
            return [listed_move(Outshine, seat, mine, target) for mine, target in self._pairs()]
        out: list[Move] = []
        for source, effect, star in self._effect_sources(kind):
            out.extend(_moves_for(seat, _EFFECT_CLASSES[kind], source,
                                  self._targets(source, effect, star)))
        return out


# --------------------------------------------------------------------------------------
# Moves outside the seat's own turn
def _draws(state: GameState, seat: int) -> list[Move]:
    draws: list[Move] = [Draw(seat, star) for star in table.unseen(state, "star")]
    if table.unknown_events_in_main(state) > 0:
        draws.append(Draw(seat))
    return draws


def _reveal_moves(state: GameState, seat: int) -> list[Move]:
    """A5: the revealed award's drawer, and only they, chooses its targets."""
    pending = state.reveals[0]
    if seat != pending.actor:
        return []
    return [choose_targets(seat, target, target_player)
            for target, target_player in reveal_choices(state, pending)]


def _window_moves(state: GameState, seat: int) -> list[Move]:
    window = state.window
    assert window is not None
    moves: list[Move] = [listed_move(Pass, seat)]
    events, stars = playable_reactions(state, seat, window.pending, window.reactions_used)
    for inst in events:  # (one that takes a film or award nobody has seen needs it named)
        effect = state.cardset.event_cards[inst].effect
        if not needs_entry(state, effect):
            moves.extend(effect_moves(state, seat, PlayEvent, inst, effect, None))
    for star in stars:
        ability = state.cardset.star_cards[star].ability
        assert ability is not None
        if not needs_entry(state, ability.effect):
            moves.extend(effect_moves(state, seat, UseAbility, star, ability.effect, star))
    return moves


# --------------------------------------------------------------------------------------
# Shared pieces
def needs_entry(state: GameState, effect: Any) -> bool:
    """Table mode: the effect takes a film or award nobody has seen, to be named by people."""
    if state.chance != TABLE:
        return False
    for leaf in leaves(effect):
        deck = {"take_film": "films", "take_award": "awards"}.get(leaf["do"])
        if deck and getattr(state, deck)[:1] == [UNKNOWN]:
            return True
    return False


class Teams(NamedTuple):
    """The teams for one pattern of fames and one need (see `team_plan`): each as the indices of
    its stars, its total fame, and how many stars all the teams have together."""

    indices: tuple[tuple[int, ...], ...]
    totals: tuple[int, ...]
    members: int


NO_TEAMS = Teams((), (), 0)
_TEAMS: dict[tuple[tuple[int, ...], int], Teams] = {}
_TEAMS_MAX = 4_096  # fame patterns kept; the table starts again when full


def team_plan(fames: list[int], needed: int) -> Teams:
    """Every team (the indices of its stars in `fames`, in table order, with its total
    fame) whose total reaches `needed` and in which every star is needed: without any one
    of them the total would fall short.

    Adding unneeded stars to such a team only wastes them; `apply` accepts that too (A1
    lets fame be wasted), but listing every superset would grow as 2^stars, so
    `legal_moves` lists the teams that matter and stops there. Even those can number in
    the hundred thousands on a crowded table (twenty fame-1 stars for an 8-fame award), so
    the list stops at MAX_TEAMS, in table order. When nothing is needed (a cost of 0), a
    team is still at least one star: each star that does not pull the total below it. The
    teams depend only on the fames and the total needed, so they are found once per
    pattern of fames.
    """
    key = (tuple(fames), needed)
    found = _TEAMS.get(key)
    if found is None:
        if len(_TEAMS) >= _TEAMS_MAX:
            _TEAMS.clear()
        indices = _team_indices(fames, needed)
        found = _TEAMS[key] = Teams(indices, tuple(sum([fames[i] for i in team]) for team in indices),
                                    sum(len(team) for team in indices))
    return found


def _team_indices(fames: list[int], needed: int) -> tuple[tuple[int, ...], ...]:
    n = len(fames)
    if needed <= 0:  # nothing to reach (a 0-fame award or film): any one star with fame >= 0
        return tuple((i,) for i, f in enumerate(fames) if f >= needed)[:MAX_TEAMS]
    if sum(fames) < needed:
        return ()
    suffix = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        suffix[i] = suffix[i + 1] + fames[i]
    out: list[tuple[int, ...]] = []
    team: list[int] = []

    def extend(start: int, total: int) -> None:
        for i in range(start, n):
            if len(out) >= MAX_TEAMS:
                return
            if total + suffix[i] < needed:
                return
            team.append(i)
            reached = total + fames[i]
            if reached >= needed:
                if all(reached - fames[j] < needed for j in team):
                    out.append(tuple(team))
            else:
                extend(i + 1, reached)
            team.pop()

    extend(0, 0)
    return tuple(out[:MAX_TEAMS])


def effect_moves(state: GameState, seat: int, kind: type[EffectMove], source: str, effect: Any,
                 source_star: str | None) -> list[EffectMove]:
    """Every way to play `source` (the star whose ability it is, or the card): `kind` is
    UseAbility, PlayEvent or PlayAward, which take (player, source, target, target_player,
    assign_to) in that order; one move for each target, target player and recipient the
    effect offers."""
    return _moves_for(seat, kind, source, target_options(state, seat, effect, source_star))


def _ways(options: Any) -> int:
    """How many moves `_moves_for` lists for these target options."""
    stars, seats, recipients, playable = options
    if not playable:
        return 0
    return (len(stars) or 1) * (len(seats) or 1) * (len(recipients) or 1)


def _move_for(seat: int, kind: type[EffectMove], source: str, options: Any,
              index: int) -> EffectMove:
    """_moves_for(seat, kind, source, options)[index], built alone."""
    stars, seats, recipients, _ = options
    index, r = divmod(index, len(recipients) or 1)
    t, p = divmod(index, len(seats) or 1)
    return listed_move(kind, seat, source, stars[t] if stars else None,
                       seats[p] if seats else None, recipients[r] if recipients else None)


def _moves_for(seat: int, kind: type[EffectMove], source: str, options: Any) -> list[EffectMove]:
    stars, seats, recipients, playable = options
    if not playable:
        return []
    star_choices: list[str | None] = list(stars) or [None]
    seat_choices: list[int | None] = list(seats) or [None]
    recipient_choices: list[str | None] = list(recipients) or [None]
    return [listed_move(kind, seat, source, target, target_player, assign_to)
            for target in star_choices for target_player in seat_choices
            for assign_to in recipient_choices]
