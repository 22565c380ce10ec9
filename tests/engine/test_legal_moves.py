"""legal_moves and apply never disagree, on many random positions."""
from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from redlight_app.bots import make_bot
from redlight_app.engine.cards import load_cardset_text
from redlight_app.engine.flow import award_cost
from redlight_app.engine.legal import TURN_KINDS, Listing
from redlight_app.engine.moves import (
    BuyAward,
    ChooseTargets,
    EndTurn,
    MakeFilm,
    Outshine,
    Pass,
    PlayAward,
    PlayEvent,
    UseAbility,
)
from redlight_app.engine.queries import acting_seat
from redlight_app.engine.rollout import random_move
from redlight_app.engine.rules import MAX_TEAMS, apply, check, is_legal, legal_moves
from redlight_app.engine.setup import new_game
from redlight_app.engine.state import OVER, Options
from redlight_app.engine.values import breakdown, stat
from redlight_app.resources import demo_cardset_path

from .factory import make_move

DEMO = load_cardset_text(demo_cardset_path().read_bytes())


def position(seed: int, players: int, steps: int):
    state = new_game(DEMO, [f"P{i}" for i in range(players)], seed, Options(turn_limit=400))
    rng = random.Random(seed)
    for _ in range(steps):
        if state.status == OVER:
            break
        apply(state, random_move(state, acting_seat(state), rng))
    return state, rng


def candidates(state, rng, seat, n=150):
    """Random moves, legal or not, built from the cards and seats in play."""
    cards = list(state.cardset.cards)
    stars_on_tables = [s.card for p in state.players for s in p.table]
    mine = [s.card for s in state.players[seat].table]
    hand = state.players[seat].hand + state.players[seat].awards
    pick = lambda pool: rng.choice(pool) if pool and rng.random() < 0.9 else rng.choice(cards)  # noqa: E731
    out = []
    for _ in range(n):
        kind = rng.choice(["make_film", "buy_award", "outshine", "use_ability", "play_event",
                           "play_award", "pass", "end_turn", "choose_targets"])
        if kind in ("make_film", "buy_award"):
            team = tuple(rng.sample(mine, rng.randint(1, len(mine)))) if mine else (pick(cards),)
            if rng.random() < 0.1:
                team = team + (pick(stars_on_tables),)
            out.append(MakeFilm(seat, team, rng.choice(team)) if kind == "make_film"
                       else BuyAward(seat, team))
        elif kind == "outshine":
            out.append(Outshine(seat, pick(mine), pick(stars_on_tables)))
        elif kind == "use_ability":
            out.append(UseAbility(seat, pick(mine),
                                  target=pick(stars_on_tables) if rng.random() < 0.5 else None))
        elif kind in ("play_event", "play_award"):
            play = PlayEvent if kind == "play_event" else PlayAward
            out.append(play(seat, pick(hand),
                            target=pick(stars_on_tables) if rng.random() < 0.5 else None,
                            target_player=rng.randrange(len(state.players))
                            if rng.random() < 0.3 else None))
        elif kind == "choose_targets":
            out.append(ChooseTargets(seat, pick(stars_on_tables) if rng.random() < 0.6 else None,
                                     rng.randrange(len(state.players))
                                     if rng.random() < 0.4 else None))
        else:
            out.append(EndTurn(seat) if kind == "end_turn" else Pass(seat))
    return out


def team_equivalent(state, move, listed) -> bool:
    """A team move is legal exactly when it is a listed team plus unneeded unused stars
    (unless the listing stopped at MAX_TEAMS: then only the stars' own checks are known)."""
    capped = len({m.stars for m in listed if m.type == move.type}) >= MAX_TEAMS
    unused = {s.card for s in state.players[move.player].table if not s.used}
    if len(set(move.stars)) != len(move.stars) or not set(move.stars) <= unused:
        return False
    if move.type == "make_film" and move.assign_to not in move.stars:
        return False
    if capped:
        return is_legal(state, move)
    return any(other.type == move.type and set(other.stars) <= set(move.stars) for other in listed)


def _fields(move, *names):
    """The move's values of these fields (None where its type has no such field; a team
    sorted, since it is the same in any order)."""
    values = [getattr(move, name, None) for name in names]
    return tuple(tuple(sorted(v)) if isinstance(v, tuple) else v for v in values)


def listed_equivalent(move, listed) -> bool:
    """A move that leaves a choice open (None) stands for the first eligible, so it is
    legal exactly when some listed move fills that choice; a team is the same in any order."""
    for other in listed:
        if (type(other), other.player, _fields(other, "stars", "star", "card")) != (
                type(move), move.player, _fields(move, "stars", "star", "card")):
            continue
        if all(getattr(move, f, None) is None or getattr(move, f, None) == getattr(other, f, None)
               for f in ("target", "target_player", "assign_to")):
            return True
    return False


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), players=st.integers(2, 6), steps=st.integers(0, 250))
@example(seed=149, players=2, steps=84)  # fourteen stars: the team listing stops at MAX_TEAMS
def test_legal_moves_and_apply_agree(seed, players, steps):
    state, rng = position(seed, players, steps)
    for seat in range(players):
        listed = legal_moves(state, seat)
        assert len(set(listed)) == len(listed), "a move is listed twice"
        for move in listed:
            assert check(state, move) is None, f"listed but refused: {move}: {check(state, move)}"
            copy = state.copy()
            apply(copy, move)
        for move in candidates(state, rng, seat):
            if move.type in ("make_film", "buy_award") and not (
                    state.window or state.reveals or seat != state.active):
                expected = team_equivalent(state, move, listed)
            elif move.type == "choose_targets":
                expected = move in listed  # the choice names its targets: no default
            else:
                expected = listed_equivalent(move, listed)
            assert is_legal(state, move) == expected, move


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**31), players=st.integers(2, 6), steps=st.integers(0, 250))
def test_random_move_is_always_a_listed_move(seed, players, steps):
    state, rng = position(seed, players, steps)
    for seat in range(players):
        listed = set(legal_moves(state, seat))
        kinds = {m.type for m in listed}
        drawn = set()
        for _ in range(40):
            move = random_move(state, seat, rng)
            if move is None:
                assert not listed or seat != acting_seat(state)
                continue
            assert move in listed, move
            drawn.add(move.type)
        if listed and seat == acting_seat(state):
            assert drawn, "the acting seat got no move"
            assert drawn <= kinds


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), players=st.integers(2, 6), steps=st.integers(0, 250),
       ask_first=st.permutations(TURN_KINDS))
def test_a_listing_kind_by_kind_gives_exactly_the_moves_legal_moves_lists(seed, players, steps,
                                                                           ask_first):
    state, _ = position(seed, players, steps)
    for seat in range(-1, players + 1):
        listed = legal_moves(state, seat)
        listing = Listing(state, seat)
        for kind in ask_first:  # asked in any order, each kind lists what legal_moves does
            assert listing.of_kind(kind) == [m for m in listed if m.type == kind]
        counted = Listing(state, seat)  # one move built alone, by its place in the list
        for kind in ask_first:
            of_kind = [m for m in listed if m.type == kind]
            assert counted.count(kind) == len(of_kind)
            assert [counted.pick(kind, i) for i in range(len(of_kind))] == of_kind
        kinds = list(dict.fromkeys(m.type for m in listed))
        fresh = Listing(state, seat)  # kinds learned before any move is built
        assert fresh.kinds() == kinds and bool(fresh) == bool(listed)
        assert [m for kind in fresh.kinds() for m in fresh.of_kind(kind)] == listed
        assert fresh.moves() == listed == listing.moves()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), players=st.integers(2, 6), steps=st.integers(0, 250))
def test_the_random_bot_draws_the_same_move_from_a_listing_as_from_the_list(seed, players, steps):
    state, _ = position(seed, players, steps)
    bot = make_bot("random")
    for seat in range(players):
        for own_turn in (True, False):
            for draw in range(5):
                listed = bot.choose({}, legal_moves(state, seat), random.Random(draw), own_turn)
                lazily = bot.choose_from(Listing(state, seat), random.Random(draw), own_turn)
                assert listed == lazily


@pytest.mark.parametrize("seed", range(3))
def test_the_random_bot_on_its_turn_draws_each_kind_it_has_equally_often(seed):
    bot = make_bot("random")
    rng = random.Random(seed)
    for steps in (5, 40, 90, 150):
        state, _ = position(seed, 4, steps)
        if state.status == OVER or state.window is not None:
            continue
        kinds = Listing(state, state.active).kinds()
        draws = 2000
        seen = Counter(bot.choose_from(Listing(state, state.active), rng, True).type
                       for _ in range(draws))
        assert set(seen) == set(kinds)
        share = 1 / len(kinds)
        spread = 4 * (share * (1 - share) / draws) ** 0.5  # four standard deviations
        assert all(abs(seen[k] / draws - share) < spread for k in kinds), (kinds, seen)


@pytest.mark.parametrize("seed", range(8))
def test_teams_listed_are_exactly_the_groups_where_every_star_is_needed(seed):
    state, _ = position(seed, 2, 60 + 10 * seed)
    seat = state.active
    if state.window is not None or state.status == OVER:
        return
    listed = {m.stars for m in legal_moves(state, seat) if m.type == "buy_award"}
    unused = [s for s in state.players[seat].table if not s.used]
    fame = {s.card: stat(state, s.card, "fame") for s in unused}
    cost = award_cost(state, seat)
    if cost is None or state.purchases[seat]:
        return
    for size in range(1, len(unused) + 1):
        for team in itertools.combinations([s.card for s in unused], size):
            total = sum(fame[s] for s in team)
            needed_each = all(total - fame[s] < cost for s in team)
            assert (team in listed) == (total >= cost and needed_each), team


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**31), players=st.integers(2, 6), steps=st.integers(0, 250))
def test_value_breakdown_adds_up_to_the_total(seed, players, steps):
    state, _ = position(seed, players, steps)
    for p in state.players:
        for slot in p.table:
            for name in ("psyche", "charisma", "fame"):
                parts = breakdown(state, slot.card, name)
                assert max(0, sum(parts.values())) == stat(state, slot.card, name)


def test_a3_a_zero_cost_award_and_a_zero_fame_film_are_listed_as_apply_accepts_them():
    """A team is at least one star; with nothing to reach, each single star is a team."""
    from .factory import award, do, fillers, film, rig, star
    g = rig([star("s-a", fame=2), star("s-b", fame=0), star("s-c")], fillers(10),
            [film("f-free", fame_required=0)], [award("a-free", costs=[0, 0, 0, 0])],
            [["s-a", "s-b"], ["s-c"]], [[], []])
    listed = legal_moves(g, 0)
    buys = sorted(m.stars for m in listed if m.type == "buy_award")
    films = sorted((m.stars, m.assign_to) for m in listed if m.type == "make_film")
    assert buys == [("s-a",), ("s-b",)]
    assert films == [(("s-a",), "s-a"), (("s-b",), "s-b")]
    for move in listed:
        assert check(g, move) is None, move
    assert check(g, make_move("buy_award", 0, stars=("s-a", "s-b"))) is None  # unneeded stars: wasted
    do(g, "buy_award", 0, stars=["s-b"])
    assert g.players[0].awards == ["a-free"]
