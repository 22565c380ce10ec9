"""What screens may ask the engine: costs, requirements, who may act, and refusals.

Screens never do rule arithmetic themselves (an award cost, a film requirement, an
outshine comparison): they ask here, so that the rules live in the engine only. Every
function reads the state and changes nothing.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable

from . import rules
from .cards import FilmCard
from .errors import IllegalMove
from .flow import award_cost, purchases_left
from .moves import BuyAward, MakeFilm, PlayAward, PlayEvent, UseAbility
from .reveal_choice import reveal_choices, waiting_reveal
from .state import OVER, UNKNOWN, GameState
from .table import unseen
from .values import slot_stat, stat


# --------------------------------------------------------------------------------------
# Who acts (T1 table draws, R1, T4)
def acting_seat(state: GameState) -> int | None:
    """The seat the game waits for: the seat entering its draws (table mode), else the
    drawer choosing a revealed award's targets (A5), else the response window's owner (R1),
    else the active player (T4); None once the game is over.
    Other seats may still play `any_turn` events when no window is open (E1)."""
    if state.status == OVER:
        return None
    if state.draws_due > 0 and state.drawing is not None:
        return state.drawing
    waiting = waiting_reveal(state)
    if waiting is not None:  # A5: the drawer of a revealed award chooses its targets
        return waiting.actor
    if state.window is not None:
        return state.window.seat
    return state.active


# The refusals below are the rules' own (rules.py owns the order of the checks): a screen
# shows them without building a move of its own to find out.
def turn_refusal(state: GameState, seat: int | None) -> IllegalMove | None:
    """Why `seat` may not take a turn action (a film, an award, an outshine, an ability,
    ending the turn) now (V7, T1, T4, R1); None if it may. The refusal `apply` gives any
    such move from that seat before the move's own rule."""
    return rules.turn_refusal(state, seat)


def star_refusal(state: GameState, seat: int | None, star: str) -> IllegalMove | None:
    """Why `seat` may not pick `star` for a turn action now (`turn_refusal`, then T5: the
    star must be on the seat's table and unused); None if it may."""
    return rules.star_refusal(state, seat, star)


def film_refusal(state: GameState, seat: int | None, stars: tuple[str, ...]) -> IllegalMove | None:
    """Why these stars of `seat` cannot make the top film together now, whichever of them
    would receive it (T4/R1, T5, A1, A2); None if they can."""
    return rules.team_refusal(state, seat, MakeFilm, stars)


def award_refusal(state: GameState, seat: int | None, stars: tuple[str, ...]) -> IllegalMove | None:
    """Why these stars of `seat` cannot buy the top award together now (T4/R1, T5, A3,
    A4); None if they can."""
    return rules.team_refusal(state, seat, BuyAward, stars)


def ability_refusal(state: GameState, seat: int | None, star: str) -> IllegalMove | None:
    """Why `star` of `seat` cannot use her ability now: an action on the seat's own turn
    (A8), a reaction in the seat's response window (A9, R1). The refusal `apply` gives her
    ability used on its first eligible targets; None if it can be used."""
    if seat is None:
        return turn_refusal(state, seat)
    return rules.check(state, UseAbility(seat, star))


def card_refusal(state: GameState, seat: int | None, card: str) -> IllegalMove | None:
    """Why `seat` cannot play `card` now: an award it holds played for its effect (E4), else
    an event from its hand (E1, R1). The refusal `apply` gives playing it on its first
    eligible targets; None if it can be played."""
    if seat is None:
        return turn_refusal(state, seat)
    if card in state.players[seat].awards:
        return rules.check(state, PlayAward(seat, card))
    return rules.check(state, PlayEvent(seat, card))


def outshine_selection_refusal(state: GameState, seat: int | None,
                               stars: tuple[str, ...]) -> IllegalMove | None:
    """Why the selected stars of `seat` cannot outshine now: an outshine is one unused star
    against one rival star (A6), so with none or several selected the refusal is that,
    after `turn_refusal`; with one, `outshine_refusal`. None if some outshine is possible."""
    if len(stars) == 1:
        return outshine_refusal(state, seat, stars[0])
    return turn_refusal(state, seat) or IllegalMove("A6", "outshine_one_star")


def ability_selection_refusal(state: GameState, seat: int | None,
                              stars: tuple[str, ...]) -> IllegalMove | None:
    """Why the selected stars of `seat` cannot use an ability now: one star uses hers (A8),
    so with none or several selected the refusal is that, after `turn_refusal` (in the
    seat's own response window a star's reaction may be used); with one, `ability_refusal`."""
    if len(stars) == 1:
        return ability_refusal(state, seat, stars[0])
    refusal = turn_refusal(state, seat)
    if refusal is not None and refusal.key != "window_only_reactions":
        return refusal
    return IllegalMove("A8", "ability_one_star")


# --------------------------------------------------------------------------------------
# Costs and requirements (A1-A3)
def next_award_cost(state: GameState, seat: int) -> int | None:
    """Fame the seat's next award costs (A3), read from the top award's public cost row at
    level awards held + 1; None when the award deck is empty."""
    return award_cost(state, seat)


def may_buy_another_award(state: GameState, seat: int) -> bool:
    """Whether `seat` may still buy an award this turn (A4: one a turn, plus any extra
    purchase a card granted), whatever its stars' fame and the award deck."""
    return purchases_left(state, seat) > 0


def award_cost_for(state: GameState, seat: int, award: str) -> int:
    """What `award` would cost `seat` if it were the one on top (table mode: naming the
    award that came up)."""
    row = state.cardset.award_cost_row(award)
    return row[min(len(state.players[seat].awards), len(row) - 1)]


def top_award_cost_row(state: GameState) -> tuple[int, ...] | None:
    """The top award's public cost row (A3); the card set's default row when nobody has
    entered which award it is; None when the deck is empty."""
    if not state.awards:
        return None
    top = state.awards[0]
    row = state.cardset.award_costs if top == UNKNOWN else state.cardset.award_cost_row(top)
    return tuple(row)


def top_award_known(state: GameState) -> bool:
    """Whether the top award's own cost row is known (False in table mode before it is named)."""
    return bool(state.awards) and state.awards[0] != UNKNOWN


def film_required(state: GameState, film: str) -> int:
    """The fame a film requires (A1)."""
    card = state.cardset.cards[film]
    assert isinstance(card, FilmCard)
    return card.fame_required


def top_film_required(state: GameState) -> int | None:
    """The top film's public required fame (A2); in table mode the value read off its back;
    None when the deck is empty or nobody has entered it."""
    if not state.films:
        return None
    top = state.films[0]
    if top == UNKNOWN:
        return state.film_top_hint
    return film_required(state, top)


@dataclass(frozen=True)
class TopFilmCandidates:
    """The films the table may name as the top film that came up (A2)."""

    films: list[str]
    fits: bool  # False: the fame entered for its back fits no unseen film (all are offered)


def top_film_candidates(state: GameState) -> TopFilmCandidates:
    """The films that can be the film deck's top, for the table to name the one that came up
    (an effect that takes it, or a film made): the known top film; else the unseen films
    whose back shows the fame the table entered for it (A2: it is public), every unseen film
    when nothing was entered. When the fame entered fits no unseen film, every unseen film
    is offered and `fits` is False, for the screen to say so (the entry may be a slip)."""
    if not state.films:
        return TopFilmCandidates([], True)
    top = state.films[0]
    if top != UNKNOWN:
        return TopFilmCandidates([top], True)
    films = unseen(state, "film")
    hint = state.film_top_hint
    if hint is None:
        return TopFilmCandidates(films, True)
    matching = [f for f in films if film_required(state, f) == hint]
    return TopFilmCandidates(matching or films, bool(matching) or not films)


@dataclass(frozen=True)
class Reach:
    """A team's total fame against a requirement (A1, A3)."""

    total: int
    required: int

    @property
    def enough(self) -> bool:
        return self.total >= self.required

    @property
    def short(self) -> int:
        """Fame still missing (0 when enough)."""
        return max(0, self.required - self.total)


def team_fame(state: GameState, stars: Iterable[str]) -> int:
    """The total fame (ST3) of stars acting together (teamwork, A1/A3)."""
    return sum(stat(state, s, "fame") for s in stars)


def reaches(state: GameState, stars: Iterable[str], required: int) -> Reach:
    """Whether the stars' total fame reaches `required`, and by how much it falls short."""
    return Reach(team_fame(state, stars), required)


# --------------------------------------------------------------------------------------
# Outshine (A6, A7)
def can_outshine(state: GameState, attacker: str, target: str) -> bool:
    """Whether `attacker` may declare an outshine on `target` by the numbers: the target is
    on an opponent's table who is still in (A7) and the attacker's charisma is at least the
    target's psyche (A6). Whether the attacker is unused is `star_refusal`'s part."""
    a = state.slot_of(attacker)
    t = state.slot_of(target)
    if a is None or t is None or a[0] == t[0] or state.players[t[0]].out:
        return False
    return slot_stat(state, a[0], a[1], "charisma") >= slot_stat(state, t[0], t[1], "psyche")


def rival_stars(state: GameState, seat: int) -> list[str]:
    """The stars on the tables of seat's opponents still in the game, in seat order."""
    return [s.card for other, p in enumerate(state.players) if other != seat and not p.out
            for s in p.table]


def outshine_pairs(state: GameState, seat: int) -> list[tuple[str, str]]:
    """Every (unused star of seat, rival star) pair an outshine may be declared on (A6, A7)."""
    rivals = [(s.card, slot_stat(state, other, s, "psyche"))
              for other, p in enumerate(state.players) if other != seat and not p.out
              for s in p.table]
    pairs: list[tuple[str, str]] = []
    for slot in state.players[seat].table:
        if slot.used:
            continue
        cha = slot_stat(state, seat, slot, "charisma")
        pairs.extend((slot.card, target) for target, psy in rivals if cha >= psy)
    return pairs


def outshine_refusal(state: GameState, seat: int | None, star: str) -> IllegalMove | None:
    """Why `star` of `seat` can outshine nobody now: the seat or the star may not act
    (`star_refusal`), no rival star is on the table, or her charisma is below the psyche of
    every rival star (named: the one easiest to reach). None if some outshine is possible."""
    refusal = star_refusal(state, seat, star)
    if refusal is not None:
        return refusal
    assert seat is not None
    rivals = rival_stars(state, seat)
    if not rivals:
        return IllegalMove("A6", "outshine_no_rival")
    if any(can_outshine(state, star, t) for t in rivals):
        return None
    weakest = min(rivals, key=lambda t: stat(state, t, "psyche"))
    return IllegalMove("A6", "outshine_short", attacker=_name(state, star),
                       charisma=stat(state, star, "charisma"), target=_name(state, weakest),
                       psyche=stat(state, weakest, "psyche"))


def _name(state: GameState, instance: str) -> str:
    card = state.cardset.cards.get(instance)
    return card.name if card is not None else instance


# --------------------------------------------------------------------------------------
# A5: a revealed award waiting for its drawer to choose its targets
def reveal_waiting(state: GameState) -> tuple[int, str, list[tuple[str | None, int | None]]] | None:
    """(drawer, award, the eligible (star, seat) choices) of the revealed award whose
    targets its drawer must choose now, or None when none waits."""
    pending = waiting_reveal(state)
    if state.status == OVER or pending is None:
        return None
    return pending.actor, pending.source or "", reveal_choices(state, pending)


# --------------------------------------------------------------------------------------
# why a player draws in the middle of a turn: the card whose draw effect made the draws due
@dataclass(frozen=True)
class DrawCause:
    """What made the draws due now: `kind` is "revealed" (an award revealed on draw, A5),
    "event" (an event played, also as a reaction, E2), "award" (an award played from the
    hand, E4) or "ability" (a star's ability: used, A8, or as a reaction, A9); `card` is the
    award or event, or the star whose ability it was; `seat` the player who drew the award,
    played the card or used the star (the drawer); `rule` the rule that makes it draw."""
    kind: str
    card: str
    seat: int
    rule: str


# the log entry that starts each cause: (kind, the entry's field naming the card, rule)
_CAUSE_ENTRIES = {
    "award_revealed": ("revealed", "card", "A5"),
    "event_played": ("event", "card", "E2"),
    "reaction_played": ("event", "card", "E2"),
    "award_played": ("award", "card", "E4"),
    "ability_used": ("ability", "star", "A8"),
    "reaction_ability": ("ability", "star", "A9"),
}
# what the same card's effect (an `all` effect's other parts, its response window) may log
# between its entry and the draws due; anything else between means no cause is named
_SAME_EFFECT = frozenset({
    "modified", "film_taken", "nothing_to_take", "extra_purchase", "readied", "film_stolen",
    "award_returned", "event_discarded", "event_stolen", "skip_set", "star_discarded",
    "effect_fizzled", "award_gained", "window_opened", "window_closed", "manual",
    "reveal_choice", "reveal_targets"})


def _draws(effect: Any) -> bool:
    """Whether an effect (or one of an `all` effect's parts) is a `draw`."""
    if not isinstance(effect, dict):
        return False
    if effect.get("do") == "draw":
        return True
    return effect.get("do") == "all" and any(_draws(e) for e in effect.get("effects") or [])


def _cause_draws(state: GameState, kind: str, card: str) -> bool:
    definition = state.cardset.cards.get(card)
    if definition is None:
        return False
    if kind == "ability":
        ability = getattr(definition, "ability", None)
        return ability is not None and _draws(ability.effect)
    return _draws(getattr(definition, "effect", None))


def draw_cause(state: GameState, newest_first: Iterable[dict[str, Any]]) -> DrawCause | None:
    """The card whose draw effect makes a player draw the cards due now, read from the log's
    entries, newest first: an award revealed on draw (A5), an event played (E2), an award
    played from the hand (E4) or a star's ability (A8, A9). None when no draw is due, when
    the turn's draw (T1) is due, or when anything else came between: the table is then asked
    plainly rather than told a guess."""
    drawer = state.drawing
    if state.draws_due <= 0 or drawer is None:
        return None
    entries = iter(newest_first)
    for entry in entries:  # the cards already entered of this draw, then what made it due
        kind = entry.get("type")
        if kind == "draws_due" and entry.get("seat") == drawer:
            break
        if kind != "draw" or entry.get("seat") != drawer:
            return None
    else:
        return None
    for entry in entries:
        kind = entry.get("type")
        if kind in _SAME_EFFECT:
            continue
        if kind not in _CAUSE_ENTRIES or entry.get("seat") != drawer:
            return None
        cause, field, rule = _CAUSE_ENTRIES[kind]
        card = entry.get(field)
        if not isinstance(card, str) or not _cause_draws(state, cause, card):
            return None
        return DrawCause(cause, card, drawer, rule)
    return None
